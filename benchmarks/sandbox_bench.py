"""Process isolation: the round trip of one API call from the sandboxed program to the parent's
World and back (length-prefixed JSON over pipes), and the child's start-up (interpreter,
lock-down, first message). The World answers at once, so this is the sandbox's own cost per step.

    .venv/bin/python benchmarks/sandbox_bench.py [--calls N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.paths import ROOT
from safe_codegen.robot import load_robot
from safe_codegen.sandbox.runner import Sandbox

OUT = ROOT / "benchmarks/results"


class Echo:
    """A World that answers every message at once and stamps each API call."""

    def __init__(self) -> None:
        self.stamps: list[int] = []

    def call(self, name, args, kwargs, line):
        self.stamps.append(time.perf_counter_ns())
        return False

    def clock(self, attr, args):
        return time.time()

    def output(self, text):
        pass

    def open_step(self, kind, line, col):
        pass

    def close_step(self, outcome):
        pass

    def loop(self, line, col, more):
        pass


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=20_000)
    args = ap.parse_args()
    robot = load_robot("jackal")
    starts = []
    for _ in range(10):
        world = Echo()
        t0 = time.perf_counter_ns()
        Sandbox(compile("def main():\n    pedestrian_observed()\n", "b.py", "exec"), "main", robot, world).run()
        starts.append((world.stamps[0] - t0) / 1e6)
    world = Echo()
    source = f"def main():\n    for i in range({args.calls}):\n        pedestrian_observed()\n"
    Sandbox(compile(source, "b.py", "exec"), "main", robot, world).run()
    gaps = [(b - a) / 1e3 for a, b in zip(world.stamps, world.stamps[1:])]
    result = {"calls": args.calls, "round_trip_us_median": statistics.median(gaps),
              "round_trip_us_p99": sorted(gaps)[int(0.99 * len(gaps))], "startup_ms_median": statistics.median(starts),
              "cpus": os.cpu_count()}
    print(f"API call round trip (program -> parent World -> program): median {result['round_trip_us_median']:.1f} us, "
          f"p99 {result['round_trip_us_p99']:.1f} us over {args.calls} calls")
    print(f"child start-up to the first API call: median {result['startup_ms_median']:.1f} ms")
    write_text(OUT / "sandbox_bench.json", json.dumps(result, indent=1) + "\n")
    print(f"wrote {OUT / 'sandbox_bench.json'}")


if __name__ == "__main__":
    main()
