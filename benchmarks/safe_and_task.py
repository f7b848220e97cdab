"""The headline of issue 13: the fraction of sampled programs that are safe AND do their task.

Runs `safe-codegen evaluate` with the embedded defaults (the bundled local model and whatever the
package ships as its default adapter and sampling settings) on a task set, n programs per task, and
prints the three measures (all specs, task, safe and task) with 95% Wilson intervals beside the
target, and per task. The run's JSON goes to benchmarks/results/safe_and_task-ROBOT.json.

Run:  .venv/bin/python benchmarks/safe_and_task.py [--robot jackal] [--tasks jackal-test] [-n 4] [--seed 0]
      (~10 s a program on 2 CPU cores: 40 programs take 8-15 min)
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from safe_codegen.utils.atomic import write_text  # noqa: E402

TARGET = 0.5  # issue 13: at least half of the sampled programs on the jackal test tasks


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--robot", default="jackal")
    ap.add_argument("--tasks", default="jackal-test")
    ap.add_argument("-n", "--samples", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("extra", nargs="*", help="more `evaluate` options, after --")
    args = ap.parse_args()
    out = ROOT / "benchmarks" / "results" / f"safe_and_task-{args.robot}.json"
    cmd = [sys.executable, "-m", "safe_codegen", "evaluate", "--robot", args.robot, "--tasks", args.tasks,
           "-n", str(args.samples), "--seed", str(args.seed), "--label", f"embedded default, {args.tasks}",
           "--out", str(out), *args.extra]
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    run = json.loads(out.read_text())
    run["command"] = " ".join(["safe-codegen", *cmd[3:]])
    run["wall_s"] = round(wall, 1)
    write_text(out, json.dumps(run, indent=1) + "\n")

    console = Console()
    table = Table(title=f"{run['label']}: {run['samples']} programs, {wall / 60:.1f} min")
    for col in ("measure", "rate", "95% interval"):
        table.add_column(col)
    for measure in ("all specs", "task", "safe and task"):
        r = run["rates"][measure]
        table.add_row(measure, f"{r['rate']:.2f} ({r['k']}/{r['n']})", f"[{r['ci95'][0]:.2f}, {r['ci95'][1]:.2f}]")
    console.print(table)
    per_task = Table(title="safe and task, per task")
    per_task.add_column("task")
    per_task.add_column("rate")
    for t in run["per_task"]:
        per_task.add_row(t["task"], f"{t['rates']['safe and task']:.2f}")
    console.print(per_task)
    headline = run["rates"]["safe and task"]["rate"]
    console.print(f"safe and task {headline:.2f}: target ≥ {TARGET} {'met' if headline >= TARGET else 'NOT met'}")


if __name__ == "__main__":
    main()
