"""Programs per minute from the bundled local model: one sequence at a time vs batched.

One-at-a-time is transformers' own `generate` (n=1 per call, full vocabulary, a stop string at
the end of the function), the plain way to sample; batched is safe_codegen's sampler (the
prompt's KV cache computed once and repeated for the batch, the output layer restricted to the
code vocabulary, each sequence stopped at the end of its function). Both sample at temperature
0.8 from the same few-shot prompt for a jackal test task; one thread per process.

    .venv/bin/python benchmarks/generate_bench.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import time

from safe_codegen.utils.atomic import write_text
from safe_codegen.generate.models.base import SampleConfig, function_finished
from safe_codegen.generate.models.local import LocalModel
from safe_codegen.utils.paths import ROOT
from safe_codegen.generate.prompts import base_prompt, load_tasks
from safe_codegen.robot import load_robot


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer programs")
    ap.add_argument("--batch", type=int, default=16)
    args = ap.parse_args()
    import torch
    torch.set_num_threads(1)
    robot = load_robot("jackal")
    task = load_tasks("jackal-test")[0]
    prompt = base_prompt(robot, task)
    singles = 2 if args.quick else 4
    batched = LocalModel(None, threads=1)
    plain = LocalModel(None, threads=1, code_vocab=False)
    ids = plain.tokenizer(prompt, return_tensors="pt").input_ids
    t0 = time.perf_counter()
    for i in range(singles):
        torch.manual_seed(i)
        out = plain.model.generate(ids, do_sample=True, temperature=0.8, top_p=0.95, max_new_tokens=320,
                                   stop_strings=["\n\n\n", "\nGiven"], tokenizer=plain.tokenizer)
        text = plain.tokenizer.decode(out[0, ids.shape[1]:])
        function_finished(text)
    one_s = (time.perf_counter() - t0) / singles
    t0 = time.perf_counter()
    batch = batched.sample(prompt, SampleConfig(n=args.batch, temperature=0.8, max_new_tokens=320, seed=0))
    batch_s = (time.perf_counter() - t0) / len(batch)
    rows = {"one_at_a_time_programs_per_min": 60 / one_s, "batched_programs_per_min": 60 / batch_s,
            "speedup": one_s / batch_s, "batch": args.batch, "prompt_tokens": int(ids.shape[1])}
    print(f"one at a time (transformers generate): {rows['one_at_a_time_programs_per_min']:.1f} programs/min")
    print(f"batched ({args.batch}, shared prompt cache, code vocabulary): "
          f"{rows['batched_programs_per_min']:.1f} programs/min")
    print(f"speed-up {rows['speedup']:.1f}x (target >= 3x)")
    write_text(ROOT / "benchmarks/results/generate_bench.json", json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
