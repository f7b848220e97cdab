"""run_program's own duties, over the in-process transport against random readings: it says how the
program ended (finished, its error and line), writes the step log and the isolation applied, ends
the program's process when the bridge halts, and exits 143 on SIGTERM after stopping the robot."""

from __future__ import annotations

import json
import os
import signal
import threading
import time

import pytest

from safe_codegen.bridge.api import BridgeConfig
from safe_codegen.bridge.execute import RunOptions, run_program
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.bridge.transport.local import LocalTransport
from safe_codegen.sandbox.oracle import RandomRobot
from safe_codegen.sandbox.runner import Limits
from safe_codegen.spec import robot_specs
from safe_codegen.verify.fsa import build_fsa
from safe_codegen.verify.program import parse_program

QUIET = type("Quiet", (), {"print": lambda self, *a, **k: None})()  # stands for rich's Console, showing nothing
LIMITS = Limits(cpu_seconds=20, wall_seconds=20)


def _run(robot, source: str, options: RunOptions, during=None):
    """run_program on a LocalTransport with a RandomRobot; `during(world)` runs in a thread once it started."""
    program = parse_program(source, robot)
    bus = LocalTransport()
    world = RandomRobot(robot, load_ros_map(robot), bus, seed=1)
    threads = [threading.Thread(target=world.run, daemon=True)]
    if during is not None:
        threads.append(threading.Thread(target=during, args=(world,), daemon=True))
    for t in threads:
        t.start()
    t0 = time.monotonic()
    try:
        run = run_program("prog.py", program, build_fsa(program, robot), robot, robot_specs(robot), bus, options, QUIET)
    finally:
        world.stop()
        for t in threads:
            t.join(timeout=10)
        bus.close()
    return run, time.monotonic() - t0


@pytest.mark.timeout(60)
def test_a_finished_run_logs_its_end_and_isolation_and_writes_the_log(jackal, tmp_path):
    log = tmp_path / "run.jsonl"
    run, _ = _run(jackal, "def f():\n    stop()\n", RunOptions(log=log, limits=LIMITS, config=BridgeConfig(rate=1e6)))
    assert run.code == 0 and run.halt is None and run.outcome.status == "finished"
    events = [e["event"] for e in run.log if "event" in e]
    assert events[:1] == ["start"] and "program finished" in events and "final stop" in events
    (isolation,) = [e for e in run.log if e.get("event") == "isolation"]
    assert "closed-fds" in isolation["applied"]
    assert [json.loads(line) for line in log.read_text().splitlines()] == run.log


@pytest.mark.timeout(60)
def test_the_programs_error_halts_with_what_it_raised_and_where(jackal):
    run, _ = _run(jackal, "def f():\n    stop()\n    x = 1 / 0\n",
                  RunOptions(limits=LIMITS, config=BridgeConfig(rate=1e6)))
    assert run.code == 4 and run.outcome.status == "error"
    assert run.halt.reason == "the program raised ZeroDivisionError: division by zero at line 3"


@pytest.mark.timeout(60)
def test_a_halt_ends_a_program_that_computes_without_steps(jackal):
    """The readings stop while the program is in a long computation: the watchdog's halt kills its
    process at once (it would otherwise run to its 20 s wall clock limit)."""
    src = "def f():\n    velocity_publisher(1, 0)\n    x = sum(range(10 ** 12))\n"
    run, seconds = _run(jackal, src, RunOptions(limits=LIMITS, config=BridgeConfig(rate=1e6, stale_timeout=0.3)),
                        during=lambda world: (time.sleep(0.5), world.stop()))
    assert run.code == 4 and "stale sensor data" in run.halt.reason and seconds < 5, (run.halt, seconds)


@pytest.mark.timeout(60)
def test_sigterm_stops_the_robot_and_the_run_exits_143(jackal):
    def terminate(world):
        time.sleep(0.5)
        os.kill(os.getpid(), signal.SIGTERM)

    previous = signal.getsignal(signal.SIGTERM)
    run, seconds = _run(jackal, "def f():\n    while True:\n        velocity_publisher(1, 0)\n",
                        RunOptions(limits=LIMITS, config=BridgeConfig(rate=1e6, time_scale=100)), during=terminate)
    assert signal.getsignal(signal.SIGTERM) is previous  # the run's handler is gone again
    assert run.code == 143 and run.halt.reason == "terminated (SIGTERM)" and seconds < 5
    stops = [e for e in run.log if e.get("event") == "fail-safe stop"]
    assert len(stops) == 1 and stops[0]["reason"] == "terminated (SIGTERM)"
