"""The online automaton check on hand-written traces: a step must match a point's kind, line, action and
the readings its guards saw; a line visited in two places (an inlined helper) is told apart by where
the run is; a run may end where some consistent path ends; a prefix is not a finished run."""

from __future__ import annotations

import pytest

from safe_codegen.verify.fsa import ACTION, DECISION, build_fsa
from safe_codegen.verify.program import parse_program
from safe_codegen.verify.runmonitor import Event, RunMonitor, check_trace

NONE = frozenset()
PED = frozenset({"pedestrian"})


def _fsa(robot, source: str):
    return build_fsa(parse_program(source, robot), robot)


def stop(line: int, env=NONE) -> Event:
    return Event(ACTION, line, env, "stop")


def drive(line: int, env=NONE) -> Event:
    return Event(ACTION, line, env, "publish_velocity")


@pytest.mark.timeout(30)
def test_a_decision_goes_the_way_its_readings_say(jackal):
    fsa = _fsa(jackal, "def f():\n    if pedestrian_observed():\n        stop()\n    else:\n"
                       "        velocity_publisher(1, 0)\n")
    assert check_trace(fsa, [Event(DECISION, 2, PED), stop(3)], True) is None
    assert check_trace(fsa, [Event(DECISION, 2, NONE), drive(5)], True) is None
    wrong = check_trace(fsa, [Event(DECISION, 2, PED), drive(5)], True)
    assert wrong is not None and wrong.step == 1 and wrong.event == drive(5)
    assert str(wrong) == "step 1: the program made action at line 5; the automaton allows action at line 3"


@pytest.mark.timeout(30)
def test_a_step_must_have_its_points_line_and_action(jackal):
    fsa = _fsa(jackal, "def f():\n    stop()\n    stop()\n")
    assert check_trace(fsa, [stop(2), stop(3)], True) is None
    at_line = check_trace(fsa, [stop(2), stop(2)], True)
    assert at_line is not None and at_line.step == 1
    other = check_trace(fsa, [drive(2)], False)
    assert other is not None and other.step == 0 and other.expected == ["action at line 2"]


@pytest.mark.timeout(30)
def test_a_prefix_is_not_a_finished_run(jackal):
    fsa = _fsa(jackal, "def f():\n    stop()\n    stop()\n")
    assert check_trace(fsa, [stop(2)], False) is None
    early = check_trace(fsa, [stop(2)], True)
    assert early is not None and early.event is None and early.step == 1
    assert str(early) == "step 1: the program made the end of the program; the automaton allows action at line 3"
    late = check_trace(_fsa(jackal, "def f():\n    stop()\n"), [stop(2), stop(2)], False)
    assert str(late) == "step 1: the program made action at line 2; the automaton allows end"


@pytest.mark.timeout(30)
def test_a_line_visited_twice_is_told_apart_by_where_the_run_is(jackal):
    """The helper's stop() at line 2 is inlined twice: after the second, the run is at the end."""
    fsa = _fsa(jackal, "def g():\n    stop()\ndef f():\n    g()\n    velocity_publisher(1, 0)\n    g()\n")
    assert check_trace(fsa, [stop(2), drive(5), stop(2)], True) is None
    assert check_trace(fsa, [stop(2), drive(5), stop(2), drive(5)], False) is not None


@pytest.mark.timeout(30)
def test_a_run_may_end_where_some_consistent_path_ends(jackal):
    """Time is an unknown atom: after the decision the run may be at the end or before stop()."""
    fsa = _fsa(jackal, "def f():\n    if time.time() > 5:\n        stop()\n")
    assert check_trace(fsa, [Event(DECISION, 2, NONE)], True) is None
    assert check_trace(fsa, [Event(DECISION, 2, NONE), stop(3)], True) is None


@pytest.mark.timeout(30)
def test_the_monitor_does_not_advance_on_a_mismatch(jackal):
    monitor = RunMonitor(_fsa(jackal, "def f():\n    stop()\n    stop()\n"))
    assert monitor.step(stop(3)) is not None and monitor.steps == 0
    assert monitor.step(stop(2)) is None and monitor.step(stop(3)) is None and monitor.steps == 2
    assert monitor.finish() is None
