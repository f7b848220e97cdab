"""Issue 24, item 2: one clock for the simulator, the bridge and the program (the simulator owns it and
publishes /clock; the bridge follows it with use_sim_time), and the end-of-run report of what the robot did
by its odometry, judged against the task's goal."""

from __future__ import annotations

import io
import math
import threading
import time

import pytest
from rich.console import Console
from typer.testing import CliRunner

from safe_codegen.bridge.config import BridgeConfig
from safe_codegen.bridge.execute import EXIT_TASK_NOT_DONE, RunOptions, report_run, run_on_sim, run_program
from safe_codegen.bridge.outcome import RunRecord, judge_run, motion, robot_run
from safe_codegen.bridge.rosmap import CLOCK, load_ros_map
from safe_codegen.bridge.sim import Sim
from safe_codegen.bridge.transport.local import LocalTransport
from safe_codegen.cli import app
from safe_codegen.generate.prompts import find_task
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.goals import Goal, Move
from safe_codegen.tasks.world import Scenario
from safe_codegen.verify.fsa import build_fsa
from safe_codegen.verify.program import parse_program

TURN = """\
def turn_left_100_degrees():
    period = {period}
    angular = math.radians(100) / 6
    linear = 3 * angular
    stopped = 0.0
    start = time.time()
    while time.time() - start < period + stopped:
        t = time.time()
        if pedestrian_observed():
            stop()
            stopped += time.time() - t
        else:
            velocity_publisher(linear, angular)
"""


def _console() -> tuple[Console, io.StringIO]:
    text = io.StringIO()
    return Console(file=text, width=400), text


def _run_in_process(jackal, source: str, scale: float, scenario: Scenario, config: BridgeConfig):
    """The program on the in-process simulator at `scale`; (run result, simulator, console text)."""
    program = parse_program(source, jackal)
    bus = LocalTransport()
    sim = Sim(jackal, load_ros_map(jackal), scenario, bus, time_scale=scale)
    thread = threading.Thread(target=sim.run, daemon=True)
    thread.start()
    console, text = _console()
    try:
        result = run_program("turn.py", program, build_fsa(program, jackal), jackal, robot_specs(jackal), bus,
                             RunOptions(quiet=True, config=config), console)
    finally:
        sim.stop()
        thread.join(timeout=5)
        bus.close()
    return result, sim, console, text


@pytest.mark.timeout(120)
def test_a_scaled_run_ends_where_an_unscaled_one_does_and_does_its_task(jackal):
    """The issue's bug: at --time-scale 20 the program's clock ran 20x but the simulator moved in real time,
    so a 100 degree turn moved 5 degrees. Now both follow the simulator's clock: the same pose at 1x and 10x
    within the judge's tolerance (a wall-clock hiccup of the loaded machine is 10x longer in simulated time),
    and the robot's own odometry shows the task done."""
    _, task = find_task("turn_left_100_degrees", "jackal-test")
    source = TURN.format(period=6)
    poses = {}
    for scale in (1.0, 10.0):
        result, sim, console, text = _run_in_process(jackal, source, scale, Scenario(),
                                                     BridgeConfig(use_sim_time=True))
        assert result.code == 0, result.halt
        assert report_run(result, jackal, task, console) == 0, text.getvalue()
        poses[scale] = (sim.base.x, sim.base.y, sim.base.yaw)
        did = robot_run(result.record)
        assert [m.turn for m in did.moves] == ["left"] and abs(did.heading - 100) < 5 and abs(did.distance - 5.24) < 0.3
        assert "task turn_left_100_degrees (turn left 100° 5.2 m for 6 s; stop for pedestrian and carry on): " \
               "done by the robot" in text.getvalue()
        assert f"the robot, by its odometry: turn left {did.heading:.0f}°" in text.getvalue()
    (x1, y1, a1), (x2, y2, a2) = poses[1.0], poses[10.0]
    assert math.hypot(x1 - x2, y1 - y2) < 0.35 and abs(math.degrees(a1 - a2)) < 5


@pytest.mark.timeout(60)
def test_the_scenario_follows_the_simulators_scaled_clock(jackal):
    """The pedestrian of `present: [[2, 3]]` appears at 2 s on /clock, which at 20x comes long before 2 s of
    wall time; odometry is stamped with the same clock."""
    bus = LocalTransport()
    seen: list[tuple[float, bool]] = []
    clock = [0.0]
    stamps: list[float] = []
    bus.subscribe(CLOCK, lambda m: clock.__setitem__(0, m["clock"]["sec"] + m["clock"]["nanosec"] * 1e-9))
    rosmap = load_ros_map(jackal)
    bus.subscribe(rosmap.sensors["pedestrian_observed"].topic, lambda m: seen.append((clock[0], m["data"])))
    bus.subscribe(rosmap.odometry, lambda m: stamps.append(m["header"]["stamp"]["sec"] +
                                                           m["header"]["stamp"]["nanosec"] * 1e-9 - clock[0]))
    sim = Sim(jackal, rosmap, Scenario(present={"pedestrian": [(2.0, 3.0)]}), bus, time_scale=20.0)
    wall = time.monotonic()
    sim.run(3.5)
    assert time.monotonic() - wall < 2.0  # 3.5 s of simulated time; at 1x this takes 3.5 s
    first = next(t for t, p in seen if p)
    last = max(t for t, p in seen if p)
    assert 2.0 <= first < 2.0 + 1e-6 and 2.96 <= last < 3.0
    assert stamps and all(abs(s) < 1e-6 for s in stamps)


@pytest.mark.timeout(60)
def test_a_bridge_on_the_wall_clock_refuses_a_simulator_at_another_scale(jackal):
    """Without use_sim_time, a /clock running at another rate than the program's clock halts the run, saying
    what to do, instead of running the program at the wrong speed."""
    result, _, _, _ = _run_in_process(jackal, TURN.format(period=60), 10.0, Scenario(), BridgeConfig())
    assert result.code == 4 and "x the wall clock, and the program's clock runs at 1x: run with --use-sim-time" \
        in result.halt.reason


@pytest.mark.timeout(120)
def test_a_run_that_does_not_do_its_task_is_reported_and_exits_6(jackal):
    """A 50 degree turn for the 100 degree task, on the simulator over DDS at 20x (plan --run's path): the
    report says what the robot did and that the task was not done; the exit code is 6."""
    _, task = find_task("turn_left_100_degrees", "jackal-test")
    console, text = _console()
    code = run_on_sim("short.py", TURN.format(period=3), jackal, robot_specs(jackal), 20.0, console, task=task)
    assert code == EXIT_TASK_NOT_DONE, text.getvalue()
    assert "NOT done by the robot: turned" in text.getvalue() and "of 100° left" in text.getvalue()
    assert "the robot, by its odometry: turn left" in text.getvalue()


@pytest.mark.timeout(10)
def test_motion_from_odometry_is_the_task_simulators_and_the_judge_reads_it():
    """Poses along a 90 degree left arc of radius 2 m in 4 s, a stop, then 1 m in reverse: the intervals
    (linear, angular) the judge reads, and its verdict on a goal the run does and one it does not."""
    record = RunRecord()
    for k in range(41):  # the arc: pi/8 rad/s, pi/4 m/s
        yaw = k / 40 * math.pi / 2
        record.poses.append((k * 0.1, 2 * math.sin(yaw), 2 - 2 * math.cos(yaw), yaw))
    for k in range(1, 11):  # standing still
        record.poses.append((4 + k * 0.1, 2.0, 2.0, math.pi / 2))
    for k in range(1, 11):  # reversing along -y at 0.5 m/s
        record.poses.append((5 + k * 0.2, 2.0, 2.0 - k * 0.1, math.pi / 2))
    segments = motion(record.poses)
    assert len(segments) == 50  # the still intervals are left out
    assert all(abs(v - math.pi / 4) < 1e-6 and abs(w - math.pi / 8) < 1e-6 for _, _, v, w in segments[:40])
    assert all(abs(v + 0.5) < 1e-9 and abs(w) < 1e-9 for _, _, v, w in segments[40:])
    did = robot_run(record)
    assert [(m.turn, m.direction) for m in did.moves] == [("left", "forward"), ("straight", "reverse")]
    assert abs(did.heading - 90) < 1e-6 and abs(did.distance - (math.pi + 1)) < 1e-6
    assert abs(did.ahead - 2) < 1e-9 and abs(did.left - 1) < 1e-9
    goal = Goal(moves=(Move("left", "forward", 90, math.pi), Move("straight", "reverse", distance=1.0)),
                stop_for=("pedestrian",))
    assert judge_run(goal, record, _jackal(), 7.0, "finished", None).ok
    record.reading(0.0, frozenset())
    record.reading(1.0, frozenset({"pedestrian"}))  # in view while the robot kept turning
    record.reading(2.0, frozenset())
    verdict = judge_run(goal, record, _jackal(), 7.0, "finished", None)
    assert not verdict.ok and verdict.findings[0] == "kept moving 0.5 s while a pedestrian was in view (1-2 s)"
    wrong = Goal(moves=(Move("left", "forward", 100),))
    assert judge_run(wrong, record, _jackal(), 7.0, "finished", None).findings[0].startswith("made 2 manoeuvre(s)")


def _jackal():
    from safe_codegen.robot import load_robot
    return load_robot("jackal")


@pytest.mark.timeout(60)
def test_run_and_sim_options_are_checked(tmp_path):
    runner = CliRunner()
    res = runner.invoke(app, ["sim", "--robot", "jackal", "--time-scale", "0"])
    assert res.exit_code == 2 and "--time-scale must be positive" in res.output
    res = runner.invoke(app, ["run", "x.py", "--robot", "jackal", "--tasks", "jackal-test"])
    assert res.exit_code == 2 and "give --task NAME" in res.output
    program = tmp_path / "p.py"
    program.write_text(TURN.format(period=6))
    res = runner.invoke(app, ["run", str(program), "--robot", "jackal", "--task", "no_such_task"])
    assert res.exit_code == 2 and "no task 'no_such_task'" in res.output
