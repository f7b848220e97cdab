"""The papers' examples give the papers' verdicts, with counterexamples that show the cause."""

from pathlib import Path

from safe_codegen.utils.paths import DATA
from safe_codegen.spec import robot_specs
from safe_codegen.verify.verifier import verify_file

EX = DATA / "examples"


def _violated(result, name):
    return next(s for s in result.specs if s.name == name and not s.holds)


def test_turn_right_1_unsafe_pedestrian_right_after_stop(jackal, pool):
    r = verify_file(EX / "jackal/turn_right_90_degrees_1.py", jackal, robot_specs(jackal), pool)
    assert r.verdict == "unsafe"
    phi1 = _violated(r, "phi1")
    bad = phi1.counterexample[phi1.violation_step]
    before = phi1.counterexample[phi1.violation_step - 1]
    # the cause: a pedestrian in the state of the stop() action, then an unconditional publish
    assert bad.action == "publish_velocity" and bad.line == 12
    assert before.action == "stop" and before.line == 11 and before.env["pedestrian"]
    assert any("time.time()" in a["atom"] for a in r.unknown_atoms)


def test_turn_right_2_safe(jackal, pool):
    r = verify_file(EX / "jackal/turn_right_90_degrees_2.py", jackal, robot_specs(jackal), pool)
    assert r.verdict == "safe" and all(s.holds and not s.counterexample for s in r.specs)


def test_bring_backpack_1_unsafe_asks_without_backpack(indoor, pool):
    r = verify_file(EX / "jackal-indoor/bring_backpack_1.py", indoor, robot_specs(indoor), pool)
    assert r.verdict == "unsafe"
    phi5 = _violated(r, "phi5")
    bad = phi5.counterexample[phi5.violation_step]
    decision = phi5.counterexample[phi5.violation_step - 1]
    assert bad.action == "ask" and bad.line == 7
    # the decision to ask was taken with a person present but the backpack gone
    assert decision.point == "decision" and decision.line == 6
    assert decision.env["person"] and not decision.env["backpack"]


def test_bring_backpack_2_safe(indoor, pool):
    r = verify_file(EX / "jackal-indoor/bring_backpack_2.py", indoor, robot_specs(indoor), pool)
    assert r.verdict == "safe"


def test_spot_search_safe(spot_robot, pool):
    r = verify_file(EX / "spot/search.py", spot_robot, robot_specs(spot_robot), pool)
    assert r.verdict == "safe" and [s.name for s in r.specs] == ["phi6", "phi7", "phi8", "within_limits"]


def test_spot_search_without_person_check_is_unsafe(spot_robot, check):
    src = Path(EX / "spot/search.py").read_text().replace(
        "person_observed() or target_observed()", "target_observed()")
    r = check(src, spot_robot)
    assert r.verdict == "unsafe"
    assert not next(s for s in r.specs if s.name == "phi6").holds


def test_spot_search_that_walks_on_when_the_target_appears_is_unsafe(spot_robot, check):
    """The seeds' φ6 (phi8): the target may come into view between the two tests; walking on then is unsafe."""
    src = Path(EX / "spot/search.py").read_text().replace("person_observed() or target_observed()",
                                                           "person_observed()")
    r = check(src, spot_robot)
    assert r.verdict == "unsafe" and [s.name for s in r.specs if not s.holds] == ["phi8"]
