"""ROS 2 bridge: command latency over DDS on loopback, the runtime shield's per-step cost, and the
online automaton check (steps checked per second; its overhead on a 20 Hz loop).

Latency: `safe-codegen sim jackal` runs as its own process and logs when each /cmd_vel message
arrives (CLOCK_MONOTONIC, shared by both processes); this process calls the bridge's
`velocity_publisher` (shield, encoding, DDS write, bag off) with a distinct speed each time,
spaced 5 ms apart, with pacing off. Shield: Shield.rejects + advance per step for phi1, phi2
and stop-hold, on random readings. Automaton check: RunMonitor.step over the step logs of real runs
(the oracle's path: run_program against random readings) of the issue's guarded loop and the corpus's
programs, each from a fresh monitor (its memo filling as it goes). Overhead: the guarded loop
run by run_program at the robot's 20 Hz against the simulated jackal (in-process transport), the time
spent in the check as a share of the run's wall time and of the 50 ms period. Prints the figures, writes
benchmarks/results/bridge_bench.json.

    .venv/bin/python benchmarks/bridge_bench.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from rich.progress import Progress

from safe_codegen.utils.atomic import write_text
from safe_codegen.bridge import api
from safe_codegen.bridge.api import Bridge, BridgeConfig, log_steps
from safe_codegen.bridge.execute import RunOptions, run_program
from safe_codegen.bridge.sim import Sim
from safe_codegen.bridge.transport.dds import DdsTransport
from safe_codegen.bridge.transport.local import LocalTransport
from safe_codegen.sandbox.oracle import run_and_check
from safe_codegen.tasks.scenarios import load_scenario
from safe_codegen.verify.fsa import build_fsa
from safe_codegen.verify.program import parse_program
from safe_codegen.verify.runmonitor import RunMonitor
from safe_codegen.utils.paths import ROOT
from safe_codegen.robot import load_robot
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.bridge.shield import Shield
from safe_codegen.spec import robot_specs

OUT = ROOT / "benchmarks/results"
CORPUS = ROOT / "data/corpora/safe-codegen"
GUARDED = """\
def main():
    while True:
        if pedestrian_observed() or car_observed() or stop_sign_observed():
            stop()
        else:
            velocity_publisher(1.0, 0.0)
"""


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def latency(n: int, progress: Progress) -> dict:
    robot = load_robot("jackal")
    with tempfile.TemporaryDirectory() as tmp:
        scenario, log = Path(tmp) / "empty.yaml", Path(tmp) / "sim.jsonl"
        scenario.write_text("robot: jackal\n")
        env = {k: v for k, v in os.environ.items() if k != "CYCLONEDDS_URI"}
        sim = subprocess.Popen([sys.executable, "-m", "safe_codegen", "sim", "--robot", "jackal",
                                "--scenario", str(scenario),
                                "--transport", "dds", "--log", str(log)], stdout=subprocess.DEVNULL, env=env)
        transport = DdsTransport()
        bridge = Bridge(robot, load_ros_map(robot), robot_specs(robot), transport,
                        BridgeConfig(rate=1e6, startup_timeout=30, stale_timeout=5))
        sent = {}
        try:
            bridge.start()
            time.sleep(0.5)  # the sim's reader has matched our writer by now (its readings have arrived)
            task = progress.add_task("command latency", total=n)
            for i in range(n):
                speed = 0.001 * (i + 1)
                t = time.monotonic_ns()
                bridge.call("velocity_publisher", (speed, 0.0), {})
                sent[round(speed, 6)] = t
                progress.advance(task)
                time.sleep(0.005)
            time.sleep(0.3)
        finally:
            bridge.close()
            transport.close()
            sim.send_signal(signal.SIGTERM)
            sim.wait(timeout=10)
        seen = {}
        for line in log.read_text().splitlines():
            e = json.loads(line)
            x = round(e["msg"]["linear"]["x"], 6)
            if x in sent and x not in seen:
                seen[x] = e["monotonic_ns"]
    lat = [(seen[x] - sent[x]) / 1e6 for x in sent if x in seen]
    return {"commands": n, "received": len(lat), "median_ms": statistics.median(lat),
            "p99_ms": percentile(lat, 0.99), "max_ms": max(lat)}


def shield_cost(steps: int) -> dict:
    robot = load_robot("jackal")
    specs = robot_specs(robot, ["phi1", "phi2", "stop-hold"])
    rng = random.Random(0)
    envs = [frozenset(p for p in robot.env_props if rng.random() < 0.2) for _ in range(1024)]
    shield = Shield(specs)
    for env in envs:  # fill the monitors' transition memo, as a running bridge has after a few steps
        shield.rejects(env, "publish_velocity")
        shield.advance(env, "stop")
    t0 = time.perf_counter()
    for k in range(steps):
        env = envs[k % len(envs)]
        action = "publish_velocity" if k % 2 else "stop"
        recorded, reread = shield.rejects(env, action)
        shield.advance(env, action if not (recorded or reread) else "stop", reread=bool(recorded))
    per_step = (time.perf_counter() - t0) / steps
    return {"specs": [s.name for s in specs], "steps": steps, "per_step_us": per_step * 1e6}


def automaton_check(max_steps: int, progress: Progress) -> dict:
    """Steps per second of RunMonitor.step over real step logs, from a fresh monitor: the guarded loop,
    then every corpus program that has an automaton."""
    robot = load_robot("jackal")
    sources = [("guarded loop", GUARDED)] + [(str(f.relative_to(CORPUS)), f.read_text())
                                            for f in sorted(CORPUS.rglob("*.py"))]
    task = progress.add_task("automaton check", total=len(sources))
    rows = []
    for name, source in sources:
        progress.advance(task)
        try:
            program = parse_program(source, robot)
            fsa = build_fsa(program, robot)
        except Exception:  # unverifiable: never run
            continue
        events = run_and_check(program, robot, seed=len(rows), max_steps=max_steps, fsa=fsa).events
        monitor = RunMonitor(fsa)
        t0 = time.perf_counter()
        assert all(monitor.step(e) is None for e in events)
        rows.append({"program": name, "points": len(fsa.points), "steps": len(events), "s": time.perf_counter() - t0})
    steps = sum(r["steps"] for r in rows)
    guarded = rows[0]
    return {"programs": len(rows), "steps": steps, "steps_per_s": steps / sum(r["s"] for r in rows),
            "guarded_loop": {"points": guarded["points"], "steps": guarded["steps"],
                             "steps_per_s": guarded["steps"] / guarded["s"]},
            "slowest_us_per_step": max(r["s"] / r["steps"] for r in rows if r["steps"]) * 1e6}


class _TimedMonitor(RunMonitor):
    """RunMonitor that adds up the time its steps take (the bridge builds it through api.RunMonitor)."""

    spent = 0.0
    count = 0

    def step(self, ev):
        t0 = time.perf_counter()
        try:
            return super().step(ev)
        finally:
            _TimedMonitor.spent += time.perf_counter() - t0
            _TimedMonitor.count += 1


def overhead_20hz(seconds: float) -> dict:
    """The guarded loop at the robot's rate (20 steps/s that read the world or act) for `seconds`
    against the simulated jackal on the in-process transport: time in the automaton check per step
    and as a share of the wall time."""
    robot = load_robot("jackal")
    rosmap = load_ros_map(robot)
    program = parse_program(GUARDED, robot)
    fsa = build_fsa(program, robot)
    bus = LocalTransport()
    sim = Sim(robot, rosmap, load_scenario("jackal", robot), bus)
    thread = threading.Thread(target=sim.run, daemon=True)
    thread.start()
    api.RunMonitor = _TimedMonitor
    quiet = type("Quiet", (), {"print": lambda self, *a, **k: None})()
    try:
        t0 = time.perf_counter()
        run = run_program("guarded.py", program, fsa, robot, robot_specs(robot), bus,
                          RunOptions(config=BridgeConfig(max_steps=int(seconds * 20 * 2))), quiet)
        wall = time.perf_counter() - t0
    finally:
        api.RunMonitor = RunMonitor
        sim.stop()
        thread.join(timeout=5)
        bus.close()
    steps = len(log_steps(run.log))
    per_step = _TimedMonitor.spent / _TimedMonitor.count
    return {"steps": steps, "wall_s": wall, "steps_per_s": steps / wall, "check_us_per_step": per_step * 1e6,
            "check_share_of_wall": _TimedMonitor.spent / wall,
            "check_us_per_50ms_period": per_step * 1e6 * steps / (wall * 20)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer commands and steps")
    args = ap.parse_args()
    with Progress() as progress:
        lat = latency(200 if args.quick else 1000, progress)
        check = automaton_check(300 if args.quick else 2000, progress)
    shield = shield_cost(20_000 if args.quick else 200_000)
    over = overhead_20hz(3.0 if args.quick else 10.0)
    result = {"latency": lat, "shield": shield, "automaton_check": check, "overhead_20hz": over, "cpus": os.cpu_count()}
    print(f"command latency (API call -> message seen by the sim process, DDS loopback): "
          f"median {lat['median_ms']:.3f} ms, p99 {lat['p99_ms']:.3f} ms, max {lat['max_ms']:.3f} ms "
          f"({lat['received']}/{lat['commands']} received)")
    print(f"shield: {shield['per_step_us']:.2f} us per step ({', '.join(shield['specs'])})")
    g = check["guarded_loop"]
    print(f"automaton check: {check['steps_per_s']:,.0f} steps/s over {check['steps']} logged steps of "
          f"{check['programs']} programs (guarded loop {g['steps_per_s']:,.0f} steps/s; slowest program "
          f"{check['slowest_us_per_step']:.1f} us/step)")
    print(f"guarded loop paced at 20 Hz: {over['steps']} steps in {over['wall_s']:.2f} s "
          f"({over['steps_per_s']:.1f} steps/s); "
          f"the check costs {over['check_us_per_step']:.1f} us per step, {over['check_us_per_50ms_period']:.1f} us "
          f"per 50 ms period ({100 * over['check_share_of_wall']:.4f}% of the wall time)")
    write_text(OUT / "bridge_bench.json", json.dumps(result, indent=1) + "\n")
    print(f"wrote {OUT / 'bridge_bench.json'}")


if __name__ == "__main__":
    main()
