"""Torch threads on a shared CPU: the bundled model's forward passes with 1 or more intra-op threads.

On a machine with more runnable processes than cores, torch's OpenMP threads wait at a barrier for a
descheduled sibling at every operation, so 2 threads can be several times slower than 1 (measured on
2026-12-03 at load ~11 on 2 cores: 0.44 against 0.08 steps/s; docs/finetuning.md, "Rounds"). Run it
once per thread count, one after the other:

    .venv/bin/python benchmarks/threads_bench.py 1
    .venv/bin/python benchmarks/threads_bench.py 2

Prints the load time, a 200-token prompt's forward pass and the decoding steps per second of 8 rows.
"""

from __future__ import annotations

import argparse
import os
import time


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("threads", type=int)
    ap.add_argument("--seconds", type=float, default=40.0, help="how long to time the 8-row steps")
    args = ap.parse_args()
    t0 = time.perf_counter()
    import torch
    from transformers import AutoModelForCausalLM

    from safe_codegen.generate.models.bundled import bundled_model_dir
    torch.set_num_threads(args.threads)
    model = AutoModelForCausalLM.from_pretrained(str(bundled_model_dir()), dtype=torch.float32).eval()
    print(f"loaded in {time.perf_counter() - t0:.1f} s", flush=True)
    gen = torch.Generator().manual_seed(0)
    with torch.no_grad():
        t0 = time.perf_counter()
        model(torch.randint(0, 1000, (1, 200), generator=gen), use_cache=False)
        print(f"200-token prompt: {time.perf_counter() - t0:.2f} s", flush=True)
        rows, steps, t0 = torch.randint(0, 1000, (8, 1), generator=gen), 0, time.perf_counter()
        while time.perf_counter() - t0 < args.seconds:
            model(rows, use_cache=False)
            steps += 1
    print(f"{args.threads} thread(s): {steps / (time.perf_counter() - t0):.2f} steps/s of 8 rows "
          f"(load {os.getloadavg()[0]:.1f})", flush=True)


if __name__ == "__main__":
    main()
