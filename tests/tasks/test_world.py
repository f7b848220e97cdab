"""The task simulator's world on its own: when a proposition is in view, how the base moves and when
its command times out, the virtual clock and its pacing, the indoor world, and the binder and number
checks the simulated API applies to a program's arguments."""

from __future__ import annotations

import math

import pytest

from safe_codegen.tasks.simulator import simulation_description
from safe_codegen.tasks.world import EPOCH, TRACE_LOG_LIMIT, Indoor, Scenario, Unicycle, VirtualWorld, bind, number


def test_a_proposition_is_in_view_from_its_start_until_just_before_its_end():
    sc = Scenario(present={"pedestrian": [(1.0, 2.0)]}, cycle=4.0, after_moving={"car": 3.0})
    assert [sc.holds("pedestrian", t) for t in (0.5, 1.0, 1.99, 2.0, 5.0, 6.0)] == \
        [False, True, True, False, True, False]
    assert [sc.holds("car", 0.0, moved) for moved in (2.99, 3.0)] == [False, True]


def test_a_command_holds_until_its_timeout_then_the_base_stops():
    u = Unicycle()
    u.command(0.0, 1.0, 0.0)
    u.command(0.25, 1.0, 0.0)  # the same velocity again: one segment
    u.command(0.5, 1.0, 0.5)
    u.advance(2.0)
    assert u.segments == [[0.0, 0.5, 1.0, 0.0], [0.5, 1.0, 1.0, 0.5]] and not u.moving
    assert u.moved() == 1.0 and u.moved(0.75) == 0.75


def test_an_arc_to_the_left_ends_where_the_circle_says():
    u = Unicycle()
    for k in range(4):  # a quarter circle of radius 2/pi in 1 s, commands within the timeout
        u.command(k * 0.25, 1.0, math.pi / 2)
    u.advance(1.0)
    r = 2 / math.pi
    assert (u.x, u.y, u.yaw) == pytest.approx((r, r, math.pi / 2))


def test_the_indoor_world_picks_objects_not_people_and_answers_by_script():
    world = Indoor({"lab": ["person", "cup"]}, "lab", {"Coffee?": "no"})
    world.pick("person")
    world.pick("cup")
    assert world.holding == ["cup"] and world.here() == ["person"]
    assert world.answer("Coffee?", ["yes", "no"]) == "no" and world.answer("Tea?", ["yes", "no"]) == "yes"
    assert world.answer("Tea?", []) == ""


def _world(robot, scenario: Scenario = Scenario(), max_seconds: float = 60.0) -> VirtualWorld:
    return VirtualWorld(simulation_description(robot), scenario, 100_000, max_seconds)


def test_one_step_reads_one_state_and_takes_one_period(jackal):
    vw = _world(jackal)
    period = 1.0 / 20
    vw.handle({"op": "open", "kind": "decision", "line": 2, "col": 4})
    vw.call("pedestrian_observed", [], {})
    vw.call("car_observed", [], {})
    vw.handle({"op": "close", "outcome": False})
    assert (vw.now, vw.steps) == (0.0, 1)
    vw.call("pedestrian_observed", [], {})  # a read outside a test is a step of its own
    assert (vw.now, vw.steps) == (period, 2)


def test_the_clock_reads_the_epoch_sleeps_forward_only_and_pacing_never_goes_back(jackal):
    vw = _world(jackal)
    assert vw.clock("time", []) == EPOCH and vw.clock("monotonic", []) == 0.0
    vw.call("stop", [], {})
    vw.clock("sleep", [5])
    vw.call("stop", [], {})
    assert vw.now == 5.0 and vw.clock("time", []) == EPOCH + 5.0
    with pytest.raises(ValueError, match="non-negative"):
        vw.clock("sleep", [-1])


def test_sensors_go_silent_after_silent_after(jackal):
    vw = _world(jackal, Scenario(present={"pedestrian": [(0.0, 100.0)]}, silent_after=1.0))
    assert vw.env() == {"pedestrian"}
    vw.clock("sleep", [1])
    assert vw.env() == frozenset()


def test_the_log_and_the_output_are_bounded(indoor):
    vw = _world(indoor, Scenario(rooms={"lab": []}, start="lab"), max_seconds=1e6)
    for _ in range(TRACE_LOG_LIMIT + 1):
        vw.call("say", ["hi"], {})
    assert len(vw.log) == TRACE_LOG_LIMIT and vw.dropped == 1
    for _ in range(3):
        vw.handle({"op": "output", "text": "x" * 6000})
    assert len(vw.output) == 2


def test_arguments_bind_like_pythons_and_numbers_are_finite_non_bools():
    params = [["linear", None], ["angular", [0.0]]]
    assert bind("drive", params, [1.0], {}) == {"linear": 1.0, "angular": 0.0}
    with pytest.raises(TypeError, match="multiple values for argument 'linear'"):
        bind("drive", params, [1.0], {"linear": 2.0})
    with pytest.raises(TypeError, match="missing required argument: 'linear'"):
        bind("drive", params, [], {})
    assert number(2, None) == 2.0 and number(None, 0.5) == 0.5
    with pytest.raises(TypeError, match="expected a number, got bool"):
        number(True, 0.0)
    with pytest.raises(ValueError, match="not a finite number"):
        number(math.inf, 0.0)
