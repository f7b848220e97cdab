"""End to end over real DDS traffic on loopback: `safe-codegen sim jackal` and `safe-codegen run`
as separate processes, the bag read back with rosbags. Each process is killed in a finally."""

from __future__ import annotations

import ctypes
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from safe_codegen.bridge.api import STEPS_TOPIC, log_steps
from safe_codegen.compose import library as lib
from safe_codegen.bridge.bag import read_bag
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.spec import robot_specs
from safe_codegen.verify.fsa import DECISION, build_fsa
from safe_codegen.verify.program import parse_program
from safe_codegen.verify.runmonitor import check_trace

CLI = [sys.executable, "-m", "safe_codegen"]
TOPICS = {"/cmd_vel", "/odometry/filtered", "/perception/pedestrian", "/perception/car", "/perception/stop_sign"}
ENV = {**os.environ, "PYTHONUNBUFFERED": "1"}
ENV.pop("CYCLONEDDS_URI", None)  # the DDS transport's own loopback-only configuration

DRIVE = """\
def drive():
    start = time.time()
    while time.time() - start < 2:
        if pedestrian_observed():
            stop()
        else:
            velocity_publisher(1.0, 0.0)
"""
RECKLESS = """\
def reckless():
    start = time.time()
    while time.time() - start < 2:
        if pedestrian_observed():
            stop()
        velocity_publisher(1.0, 0.0)
"""


def _die_with_parent() -> None:
    """In the simulator's process: SIGTERM when the test process dies, so a crashed run leaves no
    simulator publishing on the test run's DDS domain (Linux PR_SET_PDEATHSIG)."""
    ctypes.CDLL(None).prctl(1, signal.SIGTERM)


def _kill(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def sim(tmp_path):
    """Start `safe-codegen sim jackal` with a scenario (YAML text) and options; yields after it is up."""
    procs = []

    def start(scenario: str, *options: str) -> subprocess.Popen:
        path = tmp_path / f"scenario{len(procs)}.yaml"
        path.write_text(textwrap.dedent(scenario))
        output = tmp_path / f"sim{len(procs)}.out"
        with output.open("w") as f:
            proc = subprocess.Popen(CLI + ["sim", "--robot", "jackal", "--scenario", str(path), "--transport", "dds",
                                           *options],
                                    stdout=f, stderr=subprocess.STDOUT, env=ENV, cwd=ROOT, preexec_fn=_die_with_parent)
        procs.append(proc)
        deadline = time.monotonic() + 20
        while not output.read_text().startswith("sim jackal: topics"):
            assert proc.poll() is None and time.monotonic() < deadline, \
                f"the simulator did not start: {output.read_text()}"
            time.sleep(0.05)
        return proc

    try:
        yield start
    finally:
        for p in procs:
            _kill(p)


def run(args: list[str], timeout: float = 40) -> subprocess.CompletedProcess:
    proc = subprocess.Popen(CLI + ["run", *args, "--robot", "jackal", "--transport", "dds", "-q"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV, cwd=ROOT)
    try:
        out, err = proc.communicate(timeout=timeout)
    finally:
        _kill(proc)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def timeline(bag: dict) -> list[tuple[int, str, dict]]:
    return sorted(((t, topic, m) for topic, msgs in bag.items() for t, m in msgs), key=lambda e: e[0])


def moving_with_pedestrian(bag: dict) -> tuple[int, int]:
    """(non-zero velocity commands, those sent while the latest pedestrian reading was true)."""
    pedestrian, moving, bad = False, 0, 0
    for _, topic, m in timeline(bag):
        if topic == "/perception/pedestrian":
            pedestrian = m["data"]
        elif topic == "/cmd_vel" and (m["linear"]["x"], m["angular"]["z"]) != (0.0, 0.0):
            moving += 1
            bad += pedestrian
    return moving, bad


def published(log: list[dict]) -> int:
    """Messages the run sent: executed or replacement actions, plus the final or fail-safe stop."""
    return sum(1 for e in log if e.get("kind") == "action" and e.get("action")) + sum(
        1 for e in log if e.get("event") in ("final stop", "fail-safe stop"))


def read_log(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


PEDESTRIAN_EVERY_SECOND = """\
    robot: jackal
    cycle: 1.0
    present: {pedestrian: [[0.4, 0.8]]}
"""


def test_verified_program_and_composed_plan_drive_and_stop_for_the_pedestrian(sim, tmp_path, pool, jackal):
    first = sim(PEDESTRIAN_EVERY_SECOND)
    program = tmp_path / "drive.py"
    program.write_text(DRIVE)
    bag, log = tmp_path / "drive.bag", tmp_path / "drive.jsonl"
    res = run([str(program), "--bag", str(bag), "--log", str(log), "--bag-storage", "sqlite3"])
    assert res.returncode == 0, res.stderr
    messages, steps = read_bag(bag), read_log(log)
    assert set(messages) == TOPICS | {STEPS_TOPIC.name}
    # the bag records the program's steps, decisions included, as the log does; they are a run of its automaton
    assert [json.loads(m["data"]) for _, m in messages[STEPS_TOPIC.name]] == [e for e in steps if "kind" in e]
    assert check_trace(build_fsa(parse_program(DRIVE, jackal), jackal), log_steps(steps), finished=True) is None
    assert {e.kind for e in log_steps(steps)} == {DECISION, "action"}
    assert len(messages["/cmd_vel"]) == published(steps) > 10
    assert min(len(messages[t]) for t in TOPICS - {"/cmd_vel"}) > 20  # 50 Hz for about 2 s
    moving, bad = moving_with_pedestrian(messages)
    assert moving > 5 and bad == 0
    assert any(m["data"] for _, m in messages["/perception/pedestrian"])  # the pedestrian did cross
    assert any(e.get("action") == "stop" and "pedestrian" in e["env"] for e in steps)
    odometry = [m["pose"]["pose"]["position"]["x"] for _, m in messages["/odometry/filtered"]]
    assert odometry[-1] - odometry[0] > 0.5  # it moved

    specs = robot_specs(jackal)
    library = tmp_path / "library"
    for name in ("go_straight", "turn_left"):
        _, entry = lib.add_verified(library, jackal, name, (DATA / f"subprograms/jackal/{name}.py").read_text(),
                                    specs, pool, name)
        assert entry is not None
    plan = tmp_path / "plan.yaml"
    plan.write_text("robot: jackal\nplan: [go_straight, turn_left]\n")
    bag = tmp_path / "plan.mcap"
    _kill(first)
    sim(PEDESTRIAN_EVERY_SECOND, "--time-scale", "8")  # the plan's 15 s of driving in about 3 s, on the sim's clock
    res = run([str(plan), "--library", str(library), "--use-sim-time", "--bag", str(bag)])
    assert res.returncode == 0, res.stderr
    messages = read_bag(bag)
    assert set(messages) == TOPICS | {STEPS_TOPIC.name}
    moving, bad = moving_with_pedestrian(messages)
    assert moving > 5 and bad == 0
    turning = [m["angular"]["z"] for _, m in messages["/cmd_vel"] if m["angular"]["z"] > 0]
    assert turning, "the plan's second subprogram (turn_left) never ran"
    assert "program finished" in res.stdout


def test_shield_blocks_an_unsafe_program(sim, tmp_path):
    sim(PEDESTRIAN_EVERY_SECOND)
    program = tmp_path / "reckless.py"
    program.write_text(RECKLESS)
    refused = run([str(program)])
    assert refused.returncode == 1 and "refusing to run" in refused.stderr
    bag, log = tmp_path / "reckless.bag", tmp_path / "reckless.jsonl"
    res = run([str(program), "--allow-unverified", "--bag", str(bag), "--log", str(log)])
    assert res.returncode == 0, res.stderr
    assert "--allow-unverified" in res.stderr
    messages = read_bag(bag)
    moving, bad = moving_with_pedestrian(messages)
    assert moving > 5 and bad == 0
    blocked = [e for e in read_log(log) if e.get("blocked")]
    assert blocked and all(e["line"] == 6 and e["blocked"] == ["phi1"] and e["replaced_by"] == "stop"
                           for e in blocked)
    assert "BLOCKED line 6: velocity_publisher(1.0, 0.0) would violate phi1" in res.stdout
    assert len(messages["/cmd_vel"]) == published(read_log(log))


def test_stale_sensors_stop_the_robot_within_the_timeout(sim, tmp_path):
    sim("""\
        robot: jackal
        silent_after: 4.0
    """)
    program = tmp_path / "drive.py"
    program.write_text(DRIVE.replace("< 2", "< 30"))
    bag, log = tmp_path / "stale.bag", tmp_path / "stale.jsonl"
    res = run([str(program), "--bag", str(bag), "--log", str(log), "--stale-timeout", "0.4"])
    assert res.returncode == 4, res.stderr
    messages = read_bag(bag)
    last_reading = max(t for topic in TOPICS - {"/cmd_vel", "/odometry/filtered"} for t, _ in messages[topic])
    last_command_t, last_command = messages["/cmd_vel"][-1]
    assert (last_command["linear"]["x"], last_command["angular"]["z"]) == (0.0, 0.0)
    assert 0.4e9 <= last_command_t - last_reading <= 0.4e9 + 0.35e9  # the timeout + watchdog and DDS latency
    halt = [e for e in read_log(log) if e.get("event") == "fail-safe stop"]
    assert len(halt) == 1 and "stale sensor data" in halt[0]["reason"]
