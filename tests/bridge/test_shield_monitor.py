"""The runtime shield's monitor bookkeeping, step by step, against hand-read LTL specs: the re-read
of the previous step keeps that step's action, and after a violation the monitor starts afresh."""

from safe_codegen.bridge.shield import Shield
from safe_codegen.spec import check_formula, robot_specs

NONE, PED, CAR = frozenset(), frozenset({"pedestrian"}), frozenset({"car"})


def test_reread_keeps_the_previous_steps_action(jackal):
    """stop-hold: G(stop -> X !publish_velocity & X X !publish_velocity). Right after a stop, a
    publish is a bad prefix on the recorded trace and also when the stop step is re-read with the
    current readings (it was still a stop)."""
    shield = Shield(robot_specs(jackal, ["stop-hold"]))
    assert shield.advance(NONE, None) == []
    assert shield.advance(NONE, "stop") == []
    assert shield.rejects(NONE, "publish_velocity") == (["stop-hold"], ["stop-hold"])
    assert shield.rejects(PED, "stop") == ([], [])  # stopping again is always fine
    assert shield.advance(NONE, None) == []  # one step after the stop: a publish is still too early
    assert shield.rejects(NONE, "publish_velocity") == (["stop-hold"], ["stop-hold"])
    assert shield.advance(NONE, None) == []
    assert shield.rejects(NONE, "publish_velocity") == ([], [])


def test_after_a_violation_the_monitor_restarts(jackal):
    """G(pedestrian -> X !car) is violated by the environment alone; the violating step is reported
    once and the next step is judged from the initial state (a car after a car is fine)."""
    spec = check_formula("no-car-after-pedestrian", "G(pedestrian -> X !car)", jackal, where="test")
    shield = Shield([spec])
    assert shield.advance(PED, None) == []
    assert shield.advance(CAR, None) == ["no-car-after-pedestrian"]
    assert shield.advance(CAR, None) == []
    assert shield.advance(PED | CAR, None) == []
    assert shield.advance(CAR, None) == ["no-car-after-pedestrian"]
