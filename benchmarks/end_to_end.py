"""Wall time of what a newcomer runs first: `generate -n 4` end to end (a fresh process: imports, model
load, sampling, verification, task check) and the demo (`bash scripts/demo.sh`, set-up already done).

Each command runs as a subprocess, as a user would type it; the figures go to
benchmarks/results/end_to_end.json and the README quotes them.

    .venv/bin/python benchmarks/end_to_end.py [--skip-demo] [--repeat 1]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import time

from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.paths import ROOT

GENERATE = [".venv/bin/safe-codegen", "generate", "--robot", "jackal", "--tasks", "jackal-test",
            "--name", "turn_left_100_degrees", "-n", "4", "--json"]
DEMO = ["bash", "scripts/demo.sh"]


def timed(command: list[str]) -> dict:
    """One run of `command` from the checkout: its wall time, exit code and the tails of its output and progress."""
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=dict(os.environ, COLUMNS="100"))
    return {"command": " ".join(command), "seconds": round(time.perf_counter() - start, 1), "exit": done.returncode,
            "stdout_tail": done.stdout.strip().splitlines()[-4:], "stderr_tail": done.stderr.strip().splitlines()[-3:]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--skip-demo", action="store_true")
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    load_before = os.getloadavg()[0]
    runs = [timed(GENERATE) for _ in range(args.repeat)]
    if not args.skip_demo:
        runs += [timed(DEMO) for _ in range(args.repeat)]
    for r in runs:
        print(f"{r['seconds']:8.1f} s  exit {r['exit']}  {r['command']}")
    result = {"machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                          "load_before": load_before, "load_after": os.getloadavg()[0]}, "runs": runs}
    write_text(ROOT / "benchmarks/results/end_to_end.json", json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
