"""What runs on the robot is what was verified: `run` executes the instrumented program (decision and
sense steps), its step log is a run of the program's automaton, and the bridge stops the robot at the
first step that leaves it. The bridge and an in-process simulator cannot deadlock, the watchdog stops
the robot without any lock, and `run` and `sim` end promptly on SIGINT and SIGTERM, stopping first."""

from __future__ import annotations

import dataclasses
import signal
import subprocess
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safe_codegen.bridge.api import Bridge, BridgeConfig, log_steps
from safe_codegen.bridge.bag import read_bag
from safe_codegen.bridge.execute import RunOptions, run_on_sim, run_program
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.bridge.sim import Sim
from safe_codegen.bridge.transport.dds import DdsTransport
from safe_codegen.bridge.transport.local import LocalTransport
from safe_codegen.sandbox.oracle import RandomRobot, run_and_check
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.scenarios import load_scenario
from safe_codegen.utils.paths import ROOT
from safe_codegen.verify.fsa import ACTION, DECISION, Edge, build_fsa
from safe_codegen.verify.program import parse_program
from safe_codegen.verify.runmonitor import check_trace

from ..strategies import programs
from .test_bridge_e2e import CLI, DRIVE, ENV, read_log, sim  # noqa: F401 (sim is a fixture)

GUARDED = """\
def main():
    while True:
        if pedestrian_observed() or car_observed() or stop_sign_observed():
            stop()
        else:
            velocity_publisher(1.0, 0.0)
"""
QUIET = type("Quiet", (), {"print": lambda self, *a, **k: None})()  # stands for rich's Console, showing nothing


def _local_run(program_text: str, robot, automaton=None, config: BridgeConfig | None = None):
    """The program through run_program on an in-process transport against a RandomRobot; the run and
    every command the robot received, in order."""
    program = parse_program(program_text, robot)
    bus = LocalTransport()
    rosmap = load_ros_map(robot)
    received: list[tuple[str, dict]] = []
    for cmd in {c.topic.name: c.topic for c in rosmap.actions.values()}.values():
        bus.subscribe(cmd, lambda msg, name=cmd.name: received.append((name, msg)))
    world = RandomRobot(robot, rosmap, bus, seed=3)
    thread = threading.Thread(target=world.run, daemon=True)
    thread.start()
    try:
        run = run_program("prog.py", program, automaton or build_fsa(program, robot), robot, robot_specs(robot), bus,
                          RunOptions(config=config or BridgeConfig(rate=1e6, time_scale=100, max_steps=200)), QUIET)
    finally:
        world.stop()
        thread.join()
        bus.close()
    return run, received


@pytest.mark.timeout(60)
def test_the_guarded_loop_runs_as_a_run_of_its_automaton(jackal):
    """The issue's loop: its three reads are one decision step (one snapshot), not three sensor steps."""
    run, _ = _local_run(GUARDED, jackal)
    steps = log_steps(run.log)
    assert len(steps) == 200 and check_trace(build_fsa(parse_program(GUARDED, jackal), jackal), steps, False) is None
    assert [(s.kind, s.line) for s in steps[:2]] == [(DECISION, 2), (DECISION, 3)]
    tests = [e for e in run.log if e.get("line") == 3]
    assert tests and all(e["kind"] == "decision" and e["call"].startswith("decision [pedestrian_observed() -> ")
                         for e in tests)
    assert {e.kind for e in steps} == {DECISION, ACTION} and run.code == 4  # the budget's fail-safe stop


@pytest.mark.timeout(60)
def test_loops_without_robot_calls_make_decision_steps(jackal):
    res = run_and_check(parse_program("def f():\n    while True:\n        pass\n", jackal), jackal, max_steps=50)
    assert res.status == "budget" and res.mismatch is None
    assert [(e.kind, e.line) for e in res.events] == [(DECISION, 2)] * 50
    res = run_and_check(parse_program("def f():\n    for i in range(1000):\n        pass\n    stop()\n", jackal),
                        jackal, max_steps=5000)
    assert res.status == "finished" and res.mismatch is None
    assert [e.kind for e in res.events] == [DECISION] * 1001 + [ACTION]


LOOP = """\
def f():
    for i in range(5):
        if pedestrian_observed():
            stop()
        else:
            velocity_publisher(1.0, 0.0)
"""


@pytest.mark.timeout(60)
def test_a_step_the_automaton_lacks_stops_the_robot_before_it_takes_effect(jackal):
    """The automaton with the decision's branches swapped: the program's first action is not one of its
    steps, so it is never published; the only command is the fail-safe stop, and the log names the step."""
    fsa = build_fsa(parse_program(LOOP, jackal), jackal)
    decision = next(p.id for p in fsa.points if p.text.startswith("if "))
    yes, no = fsa.out(decision)
    swapped = dataclasses.replace(fsa, edges=[e for e in fsa.edges if e.src != decision] + [
        Edge(decision, no.dst, yes.guard), Edge(decision, yes.dst, no.guard)])
    run, received = _local_run(LOOP, jackal, swapped)
    assert run.code == 4 and run.outcome is None
    steps = [e for e in run.log if "step" in e]
    assert [(e["kind"], e["line"]) for e in steps[:2]] == [("loop", 2), ("decision", 3)] and len(steps) == 3
    assert steps[2]["kind"] == "action" and steps[2]["line"] in (4, 6) and "leaves" in steps[2]
    assert "is not a step of the program's automaton" in run.halt.reason and \
        f"line {steps[2]['line']}" in run.halt.reason
    assert received == [("/cmd_vel", {"linear": {"x": 0.0, "y": 0.0, "z": 0.0},
                                      "angular": {"x": 0.0, "y": 0.0, "z": 0.0}})]
    mismatch = check_trace(swapped, log_steps(run.log), False)  # the log read back says the same
    assert mismatch is not None and mismatch.step == 2


@pytest.mark.timeout(60)
def test_a_program_that_ends_where_its_automaton_cannot_is_halted(jackal):
    other = build_fsa(parse_program("def f():\n    stop()\n    stop()\n", jackal), jackal)
    run, received = _local_run("def f():\n    stop()\n", jackal, other)
    assert run.code == 4 and run.outcome.status == "finished"
    assert "ended where its automaton cannot" in run.halt.reason and "action at line 3" in run.halt.reason


@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(programs(), min_size=10, max_size=10), st.integers(0, 2**16))
@pytest.mark.timeout(240)
def test_generated_programs_run_over_dds_are_runs_of_their_automata(jackal, sources, seed):
    """The DDS subset of the oracle (tests/sandbox/test_oracle.py runs 2,000 over the in-process
    transport): the same bridge on real DDS traffic, each log checked against the automaton."""
    for i, source in enumerate(sources):
        bus = DdsTransport()
        try:
            res = run_and_check(parse_program(source, jackal), jackal, seed=seed + i, max_steps=300, transport=bus)
        finally:
            bus.close()
        assert res.status in ("finished", "budget"), (res.status, res.run.halt, source)
        assert res.mismatch is None, f"{res.mismatch}\n{source}"
        assert res.events, source


@pytest.mark.timeout(120)
def test_the_in_process_sim_and_bridge_never_deadlock(jackal):
    """Issue 24: a synchronous transport (as Cyclone delivers within a process) with the simulator
    publishing at 1 kHz into the bridge while the bridge publishes commands into the simulator. With a
    lock held while publishing, the first run hung; here 40 runs finish, each a run of its automaton."""
    program = parse_program(DRIVE, jackal)
    fsa = build_fsa(program, jackal)
    rosmap = load_ros_map(jackal)
    for k in range(40):
        bus = LocalTransport()
        simulator = Sim(jackal, rosmap, load_scenario("jackal", jackal), bus, rate=1000)
        thread = threading.Thread(target=simulator.run, daemon=True)
        thread.start()
        try:
            run = run_program("drive.py", program, fsa, jackal, robot_specs(jackal), bus,
                              RunOptions(config=BridgeConfig(rate=1e6, time_scale=40, stale_timeout=5)), QUIET)
        finally:
            simulator.stop()
            thread.join(timeout=5)
            bus.close()
        assert run.code == 0, run.halt
        assert check_trace(fsa, log_steps(run.log), True) is None
        assert simulator.events[-1]["msg"]["linear"]["x"] == 0.0  # the final stop arrived
    for _ in range(3):  # and the path that hung, on DDS
        assert run_on_sim("drive.py", DRIVE, jackal, robot_specs(jackal), 20.0, QUIET) == 0


@pytest.mark.timeout(60)
def test_a_watchdog_that_cannot_take_the_lock_still_stops_the_robot(jackal):
    """Another thread holds the bridge's lock (so the simulator's readings block in its callback and go
    stale): the watchdog still halts and the stop command reaches the robot."""
    rosmap = load_ros_map(jackal)
    bus = LocalTransport()
    simulator = Sim(jackal, rosmap, load_scenario("jackal", jackal), bus, rate=200)
    thread = threading.Thread(target=simulator.run, daemon=True)
    thread.start()
    bridge = Bridge(jackal, rosmap, robot_specs(jackal), bus, BridgeConfig(stale_timeout=0.3, startup_timeout=5))
    try:
        bridge.start()
        bridge.call("velocity_publisher", [0.5, 0.0], {}, 1)
        with bridge._lock:
            t0 = time.monotonic()
            assert bridge.halted.wait(2.0), "the watchdog did not halt"
            waited = time.monotonic() - t0
            deadline = time.monotonic() + 1.0
            while time.monotonic() < deadline and not (simulator.events and
                                                       simulator.events[-1]["msg"]["linear"]["x"] == 0.0):
                time.sleep(0.01)
        assert 0.25 <= waited <= 1.0, waited
        # (each /cmd_vel message reaches both of the simulator's subscriptions, velocity_publisher and stop)
        assert [e["msg"]["linear"]["x"] for e in simulator.events if e["action"] == "stop"] == [0.5, 0.0]
        assert "stale sensor data" in bridge.halt_reason.reason
    finally:
        bridge.close()
        simulator.stop()
        thread.join(timeout=5)
        bus.close()


def _started(proc: subprocess.Popen, marker: str, timeout: float = 60) -> None:
    """Read the process's output until a line contains `marker`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        assert line or proc.poll() is None, "the process ended before it started"
        if marker in line:
            return
    raise AssertionError(f"no {marker!r} within {timeout} s")


def _seconds_to_end(proc: subprocess.Popen, marker: str, signum: int) -> float:
    """Once `marker` is printed, send the signal; the seconds until the process has ended (killed after 10)."""
    try:
        _started(proc, marker)
        t0 = time.monotonic()
        proc.send_signal(signum)
        proc.wait(timeout=10)
        return time.monotonic() - t0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()


@pytest.mark.timeout(180)
@pytest.mark.parametrize("signum, code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_run_ends_within_a_second_of_a_signal_stopping_the_robot_first(sim, tmp_path, signum, code):  # noqa: F811
    sim("robot: jackal\n")
    program = tmp_path / "drive.py"
    program.write_text(DRIVE.replace("< 2", "< 60"))
    bag, log = tmp_path / "drive.mcap", tmp_path / "drive.jsonl"
    proc = subprocess.Popen(CLI + ["run", str(program), "--robot", "jackal", "--transport", "dds", "--bag", str(bag),
                                   "--log", str(log)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=ENV, cwd=ROOT)
    seconds = _seconds_to_end(proc, "velocity_publisher(1.0, 0.0)", signum)
    print(f"{signal.Signals(signum).name}: exit {proc.returncode} after {seconds:.3f} s")
    assert proc.returncode == code and seconds < 1.0, seconds
    commands = read_bag(bag)["/cmd_vel"]
    assert commands[-1][1]["linear"]["x"] == 0.0 and any(m["linear"]["x"] == 1.0 for _, m in commands)
    halts = [e for e in read_log(log) if e.get("event") == "fail-safe stop"]
    assert len(halts) == 1 and halts[0]["reason"] == ("terminated (SIGTERM)" if code == 143 else "interrupted (Ctrl-C)")


@pytest.mark.timeout(120)
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_sim_ends_within_a_second_of_a_signal(tmp_path, signum):
    log = tmp_path / "sim.jsonl"
    proc = subprocess.Popen(CLI + ["sim", "--robot", "jackal", "--transport", "dds",
                                   "--rate", "1000", "--log", str(log)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=ENV, cwd=ROOT)
    seconds = _seconds_to_end(proc, "in view", signum)
    assert proc.returncode == 0 and seconds < 1.0, seconds
    assert log.exists()

