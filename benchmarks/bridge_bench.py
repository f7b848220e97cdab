"""ROS 2 bridge: command latency over DDS on loopback and the runtime shield's per-step cost.

Latency: `safe-codegen sim jackal` runs as its own process and logs when each /cmd_vel message
arrives (CLOCK_MONOTONIC, shared by both processes); this process calls the bridge's
`velocity_publisher` (shield, encoding, DDS write, bag off) with a distinct speed each time,
spaced 5 ms apart, with pacing off. Shield: Shield.rejects + advance per step for phi1, phi2
and stop-hold, on random readings. Prints the figures, writes benchmarks/results/bridge_bench.json.

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
import time
from pathlib import Path

from rich.progress import Progress

from safe_codegen.utils.atomic import write_text
from safe_codegen.bridge.api import Bridge, BridgeConfig
from safe_codegen.bridge.transport.dds import DdsTransport
from safe_codegen.utils.paths import ROOT
from safe_codegen.robot import load_robot
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.bridge.shield import Shield
from safe_codegen.spec import robot_specs

OUT = ROOT / "benchmarks/results"


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def latency(n: int, progress: Progress) -> dict:
    robot = load_robot("jackal")
    with tempfile.TemporaryDirectory() as tmp:
        scenario, log = Path(tmp) / "empty.yaml", Path(tmp) / "sim.jsonl"
        scenario.write_text("robot: jackal\n")
        env = {k: v for k, v in os.environ.items() if k != "CYCLONEDDS_URI"}
        sim = subprocess.Popen([sys.executable, "-m", "safe_codegen", "sim", "jackal", "--scenario", str(scenario),
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer commands and steps")
    args = ap.parse_args()
    with Progress() as progress:
        lat = latency(200 if args.quick else 1000, progress)
    shield = shield_cost(20_000 if args.quick else 200_000)
    result = {"latency": lat, "shield": shield, "cpus": os.cpu_count()}
    print(f"command latency (API call -> message seen by the sim process, DDS loopback): "
          f"median {lat['median_ms']:.3f} ms, p99 {lat['p99_ms']:.3f} ms, max {lat['max_ms']:.3f} ms "
          f"({lat['received']}/{lat['commands']} received)")
    print(f"shield: {shield['per_step_us']:.2f} us per step ({', '.join(shield['specs'])})")
    write_text(OUT / "bridge_bench.json", json.dumps(result, indent=1) + "\n")
    print(f"wrote {OUT / 'bridge_bench.json'}")


if __name__ == "__main__":
    main()
