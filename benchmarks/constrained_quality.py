"""What constrained decoding does to the programs: the bundled model (bare, `--adapter none`, or with its
adapter) samples n programs for each jackal test task with and without the constraint; every sample
is verified and task-checked as `generate` does, and the unverifiable ones are counted by reason
(syntax, names, arity, outside the API, other), beside cut off and dead ends, wall time and the
rates of safe and of safe-and-task.

    .venv/bin/python benchmarks/constrained_quality.py [--n 8] [--temperature 0.8] [--adapter none]
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path

from safe_codegen.generate.models import load_model
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.generate.refine import generate_batches, task_config
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import DEAD_END
from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.paths import ROOT
from safe_codegen.verify.engine import open_engine

KINDS = {  # reason -> kind, first match wins
    DEAD_END: "dead end", "syntax error": "syntax", "is not defined": "name", "before it is assigned": "name",
    "argument": "arity", "outside the robot's API": "outside the API", "neither in the robot's API": "outside the API",
    "import": "outside the API", "cut off": "cut off",
}


def kind(reason: str) -> str:
    return next((k for key, k in KINDS.items() if key in reason), "other")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--temperature", type=float, default=0.8)
    ap.add_argument("--adapter", default="none", help="'none' (the bare model) or 'default'")
    ap.add_argument("--tasks", default="jackal-test")
    ap.add_argument("--modes", nargs="+", default=["unconstrained", "constrained"])
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/constrained_quality.json")
    args = ap.parse_args()
    robot = load_robot("jackal")
    specs = robot_specs(robot)
    tasks = load_tasks(args.tasks)
    cfg = SampleConfig(n=args.n, temperature=args.temperature)
    rows = json.loads(args.out.read_text()) if args.out.exists() else {}  # a mode run again replaces its row
    with open_engine("nusmv", 2) as pool:
        for constrain in [mode == "constrained" for mode in args.modes]:
            model = load_model("local", adapter=Path("none") if args.adapter == "none" else None, constrain=constrain)
            started = time.perf_counter()
            reports = list(generate_batches(model, robot, specs,
                                            [(t, task_config(cfg, i)) for i, t in enumerate(tasks)],
                                            pool))
            seconds = time.perf_counter() - started
            finals = [s.final for rep in reports for s in rep.samples]
            counts = Counter(kind(a.result.reason or "") for a in finals if a.rank >= 3)
            name = "constrained" if constrain else "unconstrained"
            rows[name] = {"samples": len(finals), "seconds": round(seconds, 1),
                          "unverifiable_or_cut": sum(a.rank >= 3 for a in finals),
                          "by_kind": dict(sorted(counts.items())),
                          "safe": sum(a.rank <= 1 for a in finals), "safe_and_task": sum(a.rank == 0 for a in finals),
                          "rejected_lines": sum(a.rejected for a in finals),
                          "examples": {k: next(a.result.reason for a in finals if a.rank >= 3
                                               and kind(a.result.reason or "") == k) for k in counts}}
            r = rows[name]
            print(f"{name}: {r['samples']} samples in {seconds:.0f} s; unverifiable or cut off "
                  f"{r['unverifiable_or_cut']} ({r['by_kind']}); safe {r['safe']}, safe and task {r['safe_and_task']}; "
                  f"lines drawn again {r['rejected_lines']}", flush=True)
    rows["settings"] = {"tasks": args.tasks, "n": args.n, "temperature": args.temperature, "adapter": args.adapter}
    write_text(args.out, json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
