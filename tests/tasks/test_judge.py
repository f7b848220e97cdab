"""The judge on hand-made traces: how motion is merged into manoeuvres, the goal's quantities and their
tolerances, when a proposition is in view (cycles, after motion), a search's pauses, a goal that need
not end, and the indoor checks replayed over the world state."""

from __future__ import annotations

from safe_codegen.tasks.goals import Expectation, Goal, Move, NamedScenario
from safe_codegen.tasks.judge import expectation_holds, in_view, judge, observed_moves
from safe_codegen.tasks.simulator import Trace
from safe_codegen.tasks.world import Scenario


def trace(motion=(), end: float | None = None, log=(), status: str = "finished") -> Trace:
    end = end if end is not None else max((m[1] for m in motion), default=0.0)
    return Trace(status, "the budget" if status == "budget" else None, None, end, 0, tuple(motion), tuple(log),
                 None, "")


def verdict(goal: Goal, t: Trace, scenario: Scenario = Scenario()):
    return judge(goal, NamedScenario("s", scenario), t)


def test_short_manoeuvres_are_noise_between_and_after_manoeuvres():
    moves = observed_moves(((0, 2, 1, 0), (2, 2.05, 0, 0.5), (2.05, 4, 1, 0), (4, 4.05, -1, 0)))
    assert [(m.turn, m.direction, round(m.time, 2)) for m in moves] == [("straight", "forward", 3.95)]
    (back,) = observed_moves(((0, 2, -0.5, 0),))
    assert (back.direction, back.distance) == ("reverse", 1.0)


def test_quantities_are_checked_with_their_tolerances():
    ten = Goal(moves=(Move("straight", "forward", distance=10.0),))
    assert verdict(ten, trace([(0, 10.5, 1, 0)])).ok  # 10% of 10 m
    assert not verdict(ten, trace([(0, 11.5, 1, 0)])).ok
    slow = Goal(moves=(Move("straight", "forward", speed=0.5),))
    v = verdict(slow, trace([(0, 4, 1, 0)]))
    assert not v.ok and "moved at 1.00 m/s, asked 0.5 m/s (drive straight)" in v.findings
    anyway = Goal(moves=(Move("left", "any", heading=90.0),))
    assert verdict(anyway, trace([(0, 2, 0, 0.785398)])).ok and verdict(anyway, trace([(0, 2, 1, 0.785398)])).ok


def test_an_angular_speed_is_checked_on_the_turn_and_gives_its_time():
    spin = Goal(moves=(Move("left", "in_place", heading=90.0, angular_speed=0.5),))
    assert verdict(spin, trace([(0, 3.14159, 0, 0.5)])).ok  # pi/2 at 0.5 rad/s
    v = verdict(spin, trace([(0, 1.5708, 0, 1.0)]))  # the right angle, twice as fast
    assert not v.ok and v.findings == ["turned at 1.00 rad/s, asked 0.5 rad/s (turn left in place)"]
    assert abs(spin.duration() - 3.14159265) < 1e-6  # the simulator's budget counts it
    search = Goal(moves=(Move("right", "in_place", angular_speed=0.3),), ends=False)
    assert verdict(search, trace([(0, 4, 0, -0.3), (4, 6, 0, 0), (6, 8, 0, -0.3)])).ok  # pauses are not turning
    assert not verdict(search, trace([(0, 4, 0, -0.5)])).ok


def test_a_wander_sums_the_turns_between_the_goals_other_moves():
    """A wander ('turn: any') stands for every manoeuvre between the moves before and after it: its time,
    distance and speed are the sum's, its turns are not checked but must be there; turns in place may come in
    between, a reverse may not, and the moves around it are checked one by one as always."""
    wander = Goal(moves=(Move("any", "forward", time=6.0),))
    zigzag = [(0, 2, 0.5, 0.2), (2, 4, 0.5, -0.3), (4, 4.5, 0, 0.4), (4.5, 6.5, 0.5, 0)]
    v = verdict(wander, trace(zigzag))
    assert v.ok and v.summary == "wander, turning either way, forward (3.0 m in 6.5 s)", v
    assert not verdict(wander, trace(zigzag[:2])).ok  # 4 s of 6
    assert not verdict(wander, trace(zigzag + [(6.5, 7, -0.5, 0)])).ok  # forward and reverse: no one direction
    assert not verdict(wander, trace()).ok
    v = verdict(wander, trace([(0, 6, 0.5, 0)]))  # a straight walk turns neither way: no wander
    assert not v.ok and v.findings[0].startswith("made 1 manoeuvre(s): drive straight (3.0 m in 6.0 s); the task "
                                                 "asks for wander, turning either way, forward for 6 s"), v.findings
    around = Goal(moves=(Move("straight", "forward", distance=1.0), Move("any", "forward", time=4.0),
                         Move("left", "in_place", heading=90.0)))
    run = [(0, 1, 1, 0), (1, 3, 0.5, 0.2), (3, 5, 0.5, -0.2), (5, 6, 0, 1.5708)]
    assert verdict(around, trace(run)).ok
    v = verdict(around, trace(run[:3] + [(5, 6, 0, -1.5708)]))
    assert not v.ok and "turn right in place" in v.findings[0]
    # a turn rate drawn anew each control step changes side every step: turns shorter than MIN_MOVE, dropped as noise
    # elsewhere, are the wander's motion (6.6 s of 8 were counted before)
    jitter = [(k * 0.05, (k + 1) * 0.05, 0.0, 0.3 if k % 2 else -0.3) for k in range(160)]
    v = verdict(Goal(moves=(Move("any", "in_place", time=8.0),)), trace(jitter))
    assert v.ok and v.summary == "wander, turning either way, in place (0.0 m in 8.0 s)", v


def test_a_goal_that_need_not_end_accepts_the_budget():
    assert verdict(Goal(ends=False), trace(status="budget")).ok
    v = verdict(Goal(), trace(status="budget"))
    assert v.findings == ["did not end: the budget"]


def test_in_view_repeats_to_the_end_and_starts_after_enough_motion():
    cycling = Scenario(present={"car": [(1.0, 2.0)]}, cycle=4.0)
    assert in_view("car", cycling, trace(end=6.0)) == [(1.0, 2.0), (5.0, 6.0)]
    moving = Scenario(after_moving={"car": 1.0})
    assert in_view("car", moving, trace([(0, 4, 1, 0)], end=5.0)) == [(1.0, 5.0)]


def test_a_search_may_pause_while_blocked_and_blocks_may_overlap():
    """A car in view inside the time a person is: the robot may stand until the person's block ends."""
    goal = Goal(signal="target", search=True, stop_for=("person", "car"), ends=False)  # a search ends at its target
    scenario = Scenario(present={"person": [(1.0, 4.0)], "car": [(1.5, 2.0)]})
    assert verdict(goal, trace([(0, 1.4, 1, 0), (4.5, 6, 1, 0)], status="budget"), scenario).ok  # searching on
    v = verdict(goal, trace([(0, 1.4, 1, 0), (6, 7, 1, 0)], status="budget"), scenario)
    assert v.findings == ["stood still from 4.5 s to 6.0 s while searching for the target"]


def test_a_bounded_search_ends_at_its_bound_unless_it_found_the_target_or_was_held_up():
    """search_at_most 20 s (10% time tolerance, 2 s; a reaction of 0.5 s): the search is the first manoeuvre; a walk
    back after it is another and not the search's."""
    goal = Goal(signal="target", search=True, stop_for=("person",), search_at_most=20.0)
    back = (21.0, 25.0, -1, 0)
    assert verdict(goal, trace([(0, 20.1, 1, 0), back])).ok
    v = verdict(goal, trace([(0, 23.0, 1, 0), (23.0, 27.0, -1, 0)]))
    assert v.findings == ["searched until 23.0 s, past the 20 s the task allows"]
    v = verdict(goal, trace([(0, 12.0, 1, 0), (12.0, 16.0, -1, 0)]))
    assert v.findings == ["gave up searching at 12.0 s, before the 20 s the task gives"]
    held = Scenario(present={"person": [(12.0, 21.0)]})  # in view when the bound came: it may stand, then go back
    assert verdict(goal, trace([(0, 12.2, 1, 0), (21.5, 25.0, -1, 0)]), held).ok
    found = NamedScenario("s", Scenario(present={"target": [(5.0, 7.0)]}))  # found at 5 s: no bound to reach
    assert judge(goal, found, trace([(0, 5.1, 1, 0), (7.6, 10.0, -1, 0)], log=[(5.1, "signal", {}, None)]), "signal").ok


def test_a_search_that_ends_without_finding_the_target_fails_even_where_its_motion_is_unchecked():
    """Spot's `search_and_return` checks no motion of its own (the walk back may be a reverse or a turn); a program that
    returned at once, never searching, "did its task" in every scenario until the search's end was checked."""
    bounded = Goal(signal="target", search=True, stop_for=("person",), search_at_most=20.0)
    assert verdict(bounded, trace(end=0.0)).findings == [
        "ended at 0.0 s without searching, before the 20 s the task gives"]
    assert verdict(bounded, trace(end=20.0)).findings == ["stood still from 0.0 s to 20.0 s while searching for the "
                                                          "target"]
    endless = Goal(signal="target", search=True, stop_for=("person",), ends=False)
    assert verdict(endless, trace([(0, 3.0, 1, 0)])).findings == ["ended at 3.0 s without finding the target"]
    assert verdict(endless, trace([(0, 90.0, 1, 0)], status="budget")).ok  # searching until the run was cut


def test_indoor_checks_replay_the_calls_over_the_world():
    sc = Scenario(rooms={"lab": ["cup"], "hall": []}, start="lab")
    t = trace(log=[(0, "pick", {"obj": "pen"}, None), (1, "say", {"message": "Hello there"}, None)])
    assert expectation_holds(Expectation("visited", room="lab"), sc, t)
    assert not expectation_holds(Expectation("picked", obj="pen"), sc, t)
    assert expectation_holds(Expectation("said", text="hello"), sc, t)
