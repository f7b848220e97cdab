"""Task-simulator throughput: program x scenario runs per minute, the issue's figure (target >= 5,000
on 2 cores). The programs are the corpus's verifiable ones (data/corpora/safe-codegen, 5 tasks x 20
GPT-4o-mini programs), each run in every scenario of its task's goal (data/corpora/safe-codegen/tasks.yaml)
in the sandbox child, `--workers` programs at a time; verification is done first and not timed.

    .venv/bin/python benchmarks/tasks_bench.py [--workers 2] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from concurrent.futures import ThreadPoolExecutor

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import run_task, scenarios_for
from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.paths import ROOT
from safe_codegen.verify.engine import open_engine
from safe_codegen.verify.verifier import UNVERIFIABLE, verify_sources

CORPUS = ROOT / "data/corpora/safe-codegen"
OUT = ROOT / "benchmarks/results"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    robot = load_robot("jackal")
    specs = robot_specs(robot)
    jobs = []
    with open_engine("nusmv", 2) as pool:
        for task in load_tasks(str(CORPUS / "tasks.yaml")):
            files = sorted((CORPUS / task.name).glob("exp_*.py"))
            sources = [(str(f), f.read_text()) for f in files]
            results = verify_sources(sources, robot, specs, pool)
            scenarios = scenarios_for(task.goal, robot)
            jobs += [(src, task.goal, scenarios) for (_, src), r in zip(sources, results) if r.verdict != UNVERIFIABLE]
    runs = sum(len(s) for _, _, s in jobs)
    rates, successes = [], 0
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        with ThreadPoolExecutor(args.workers) as ex:
            verdicts = list(ex.map(lambda job: run_task(job[0], robot, job[1], job[2]), jobs))
        seconds = time.perf_counter() - t0
        rates.append(runs / seconds * 60)
        successes = sum(all(v.ok for v in vs) for vs in verdicts)
    result = {"programs": len(jobs), "runs": runs, "workers": args.workers, "repeat": args.repeat,
              "runs_per_minute_median": round(statistics.median(rates)), "runs_per_minute": [round(r) for r in rates],
              "programs_doing_their_task": successes, "cpus": os.cpu_count(), "load": os.getloadavg()[0],
              "target_runs_per_minute": 5000}
    print(f"{len(jobs)} verifiable corpus programs x their scenarios = {runs} runs, {args.workers} at a time")
    print(f"throughput: median {result['runs_per_minute_median']} runs/min over {args.repeat} repeats "
          f"({', '.join(map(str, result['runs_per_minute']))}); target 5000; load {result['load']:.2f}")
    print(f"programs doing their task in every scenario: {successes} of {len(jobs)}")
    write_text(OUT / "tasks_bench.json", json.dumps(result, indent=1) + "\n")
    print(f"wrote {OUT / 'tasks_bench.json'}")


if __name__ == "__main__":
    main()
