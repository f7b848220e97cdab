"""The one-sentence explanation of a counterexample: which propositions at which steps make the
spec's monitor reject, with the expected sentences worked out by hand from the traces and specs."""

import json
from pathlib import Path

from safe_codegen.cli.report import counterexample_text
from safe_codegen.verify.explain import explain
from safe_codegen.verify.verifier import verify_file

PHI1 = "G(pedestrian -> X!publish_velocity)"
S = frozenset


def test_names_the_pedestrian_and_the_publish_after_it():
    labels = [S(), S(), S({"pedestrian"}), S({"publish_velocity"})]
    step, why = explain(PHI1, labels, [5, 7, 9, 11], None)
    assert step == 3
    assert why == f"pedestrian at step 2 (line 9), publish_velocity at step 3 (line 11): {PHI1} forbids it"


def test_an_earlier_harmless_pedestrian_is_not_named():
    labels = [S({"pedestrian", "car"}), S({"stop"}), S({"pedestrian"}), S({"publish_velocity", "car"})]
    _, why = explain(PHI1, labels, [3, 4, 3, 5], None)
    assert why.startswith("pedestrian at step 2 (line 3), publish_velocity at step 3 (line 5):")
    assert "step 0" not in why and "car" not in why


def test_a_missing_proposition_is_named_as_absent():
    """G(stop -> X stop): the second step lacks the stop the first one demands."""
    _, why = explain("G(stop -> X stop)", [S({"stop"}), S({"publish_velocity"})], [3, 4], None)
    assert why == "stop at step 0 (line 3), no stop at step 1 (line 4): G(stop -> X stop) forbids it"


def test_a_loop_pass_is_named_as_such():
    """pv, then stop forever: the stop's second pass violates G(stop -> X !stop)."""
    step, why = explain("G(stop -> X!stop)", [S({"publish_velocity"}), S({"stop"})], [2, 4], 1)
    assert step == 1
    assert why == ("stop at step 1 (line 4), stop at step 1 (line 4) on a later pass of the loop: "
                   "G(stop -> X!stop) forbids it")


def test_too_many_causes_fall_back_to_the_bad_prefix_and_last_labels():
    formula = "G!(car & pedestrian & stop_sign & stop & publish_velocity)"
    everything = S({"car", "pedestrian", "stop_sign", "stop", "publish_velocity"})
    step, why = explain(formula, [S(), S({"car"}), everything], [2, 3, None], None)
    assert step == 2
    assert why == (f"the trace becomes a bad prefix of {formula} at step 2 (end); the last steps: "
                   "step 0 (line 2) {-}, step 1 (line 3) {car}, "
                   "step 2 (end) {car,pedestrian,publish_velocity,stop,stop_sign}")


def test_verify_json_and_report_carry_the_sentence(jackal, pool):
    from safe_codegen.spec import robot_specs
    path = Path("data/examples/jackal/turn_right_90_degrees_1.py")
    res = verify_file(path, jackal, robot_specs(jackal, ["phi1"]), pool)
    (phi1,) = res.specs
    expected = (f"pedestrian at step 2 (line 11), publish_velocity at step 3 (line 12): {PHI1} forbids it")
    assert json.loads(json.dumps(res.to_json()))["specs"][0]["why"] == expected
    assert f"why: {expected}" in counterexample_text(res, phi1, path.read_text()).splitlines()
