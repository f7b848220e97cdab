"""Programs per minute through an OpenAI-compatible server: requests one at a time against
`--concurrency` in flight, against `transformers serve` with the bundled model on loopback (with and
without its continuous batching). Both sides share this machine's cores, so the figures say what
batching in the server buys, not what a GPU server would do.

    .venv/bin/python benchmarks/openai_bench.py [--tasks 2] [--n 8] [--concurrency 1 8] [--max-tokens 400]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.models.bundled import bundled_model_dir
from safe_codegen.generate.models.openai import OpenAIModel
from safe_codegen.generate.prompts import base_prompt, load_tasks
from safe_codegen.robot import load_robot
from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.paths import ROOT


@contextmanager
def served(model: Path, batching: bool):
    """`transformers serve MODEL` on a free loopback port; yields its /v1 URL."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    exe = os.path.join(os.path.dirname(sys.executable), "transformers")
    args = [exe, "serve", str(model), "--host", "127.0.0.1", "--port", str(port), "--device", "cpu"]
    proc = subprocess.Popen(args + (["--continuous-batching"] if batching else []), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True,
                            env={**os.environ, "HF_HUB_OFFLINE": "1"})
    try:
        deadline = time.time() + 300
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2):
                    break
            except OSError:
                if time.time() > deadline or proc.poll() is not None:
                    raise RuntimeError("transformers serve did not start")
                time.sleep(0.5)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=2)
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--concurrency", type=int, nargs="+", default=[1, 8])
    ap.add_argument("--max-tokens", type=int, default=SampleConfig.max_new_tokens)
    args = ap.parse_args()
    robot = load_robot("jackal")
    tasks = load_tasks("jackal-test")[: args.tasks]
    jobs = [(base_prompt(robot, t), SampleConfig(n=args.n, seed=i, max_new_tokens=args.max_tokens), None)
            for i, t in enumerate(tasks)]
    model_dir = bundled_model_dir()
    rows = {}
    for batching in (False, True):
        with served(model_dir, batching) as url:
            warm = OpenAIModel(str(model_dir), url, chat=False)
            warm.sample(jobs[0][0], SampleConfig(n=1, max_new_tokens=4))  # load the model
            for c in args.concurrency:
                model = OpenAIModel(str(model_dir), url, chat=False, concurrency=c)
                started = time.perf_counter()
                out = model.sample_many(jobs)
                seconds = time.perf_counter() - started
                key = f"{'continuous batching' if batching else 'plain'}, concurrency {c}"
                programs = sum(map(len, out))
                rows[key] = {"programs": programs, "seconds": round(seconds, 1),
                             "programs_per_min": round(60 * programs / seconds, 1),
                             "cut_off": sum(x.cut for o in out for x in o)}
                print(f"{key}: {rows[key]['programs_per_min']:.1f} programs/min ({programs} in {seconds:.0f} s)",
                      flush=True)
    rows["settings"] = {"tasks": [t.name for t in tasks], "n": args.n, "model": "bundled Gemma 3 270M, no adapter",
                        "temperature": SampleConfig.temperature, "max_new_tokens": args.max_tokens}
    write_text(ROOT / "benchmarks/results/openai_bench.json", json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
