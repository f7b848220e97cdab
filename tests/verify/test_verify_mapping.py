"""The mapping of NuSMV's lasso back onto program steps (engine.from_nusmv, then verifier.spec_results):
lines, environment, actions, unknown-atom values, loop_start and violation_step, with the expected values
derived by hand from the program text (not from the code under test)."""

import textwrap

from safe_codegen.verify.engine import from_nusmv
from safe_codegen.verify.nusmv import SpecOutcome
from safe_codegen.verify.smv import pc_name
from safe_codegen.spec import check_formula, robot_specs
from safe_codegen.verify.verifier import prepare, spec_results

# `while <unknown>: stop()` then one publish: stop-hold (no motion for two steps after a stop) is
# violated by entering the loop once, leaving it, and publishing.
LOOP_THEN_PUBLISH = """\
import time
def f():
    while time.time() < 5:
        stop()
    velocity_publisher(1, 0)
"""
WHILE, STOP, PUBLISH = 3, 4, 5  # the lines of LOOP_THEN_PUBLISH
ATOM = "line 3: time.time() < 5"


def fsa_of(source, robot, specs):
    prep = prepare(textwrap.dedent(source), robot, specs)
    assert prep.fsa is not None, prep.error
    return prep.fsa


def nusmv_state(fsa, line, env=()):
    """A state as NuSMV reports it (program counter, environment, action DEFINEs), written by hand
    for the program point at `line` (None: the end point)."""
    point = next(p for p in fsa.points if p.line == line)
    state = {"pc": pc_name(point.id)}
    state |= {f"e_{q}": "TRUE" if q in env else "FALSE" for q in fsa.env_props}
    state |= {f"a_{a}": "TRUE" if point.label == a else "FALSE" for a in fsa.action_props}
    return state


def test_hand_made_lasso_maps_to_steps_loop_start_and_violation(jackal):
    """A NuSMV lasso written by hand (it stands for pynusmv's trace: states, and the inputs between
    them): loop once, leave, publish, end forever."""
    specs = robot_specs(jackal, ["stop-hold"])
    fsa = fsa_of(LOOP_THEN_PUBLISH, jackal, specs)
    lines = [WHILE, STOP, WHILE, PUBLISH, None, None]
    states = [nusmv_state(fsa, ln, env={"car"} if i == 1 else ()) for i, ln in enumerate(lines)]
    inputs = [{"u0": "TRUE"}, {"u0": "TRUE"}, {"u0": "FALSE"}, {"u0": "TRUE"}, {"u0": "TRUE"}]
    (res,) = spec_results(fsa, specs, [from_nusmv(fsa, SpecOutcome(False, states, inputs))])
    assert not res.holds
    steps = res.counterexample
    assert [s.line for s in steps] == [WHILE, STOP, WHILE, PUBLISH, None]  # the repeated end state folded
    assert [s.point for s in steps] == ["decision", "action", "decision", "action", "end"]
    assert [s.action for s in steps] == [None, "stop", None, "publish_velocity", None]
    assert [s.env["car"] for s in steps] == [False, True, False, False, False]
    assert [s.env["pedestrian"] for s in steps] == [False] * 5
    # the value of the loop test is the input on the transition out of the decision
    assert steps[0].unknown == {ATOM: True} and steps[2].unknown == {ATOM: False}
    assert steps[1].unknown == {} and steps[3].unknown == {}
    assert res.loop_start == 4  # after the end state the run stays there
    assert res.violation_step == 3  # the publish two steps after the stop


def test_violation_found_only_after_unrolling_the_loop_several_times(jackal):
    """publish once, then `while True: stop()`. G(stop -> X X X X !stop) is violated by the stop four
    steps after the first: unrolled, the run is pv - stop - stop - stop (loop [while, stop] from
    step 1), so the bad prefix ends at the third pass through the loop, at step 2 (the stop)."""
    spec = check_formula("stop4", "G(stop -> X X X X !stop)", jackal, where="test")
    source = "def g():\n    velocity_publisher(1, 0)\n    while True:\n        stop()\n"
    fsa = fsa_of(source, jackal, [spec])
    states = [nusmv_state(fsa, ln) for ln in (2, 3, 4, 3)]
    (res,) = spec_results(fsa, [spec], [from_nusmv(fsa, SpecOutcome(False, states, [{}, {}, {}]))])
    assert [s.line for s in res.counterexample] == [2, 3, 4]
    assert res.loop_start == 1
    assert res.violation_step == 2


def test_nusmv_counterexample_follows_the_program(jackal, check):
    """The real NuSMV lasso for LOOP_THEN_PUBLISH: every step is followed by a step the program can
    take next (also from the last step back to loop_start), the loop test's value agrees with the
    branch taken, and the violating publish comes one or two steps after a stop."""
    res = check(LOOP_THEN_PUBLISH, jackal, ["stop-hold"])
    (spec,) = res.specs
    assert res.verdict == "unsafe" and not spec.holds
    steps, loop = spec.counterexample, spec.loop_start
    successors = {WHILE: {STOP, PUBLISH}, STOP: {WHILE}, PUBLISH: {None}, None: {None}}
    nxt = [s.line for s in steps[1:]] + [steps[loop].line]
    for step, after in zip(steps, nxt):
        assert after in successors[step.line], [s.line for s in steps]
        if step.line == WHILE:
            assert step.unknown == {ATOM: after == STOP}
    v = spec.violation_step
    assert steps[v].action == "publish_velocity" and steps[v].line == PUBLISH
    assert "stop" in {steps[v - 1].action, steps[v - 2].action}


def test_each_spec_gets_its_own_verdict_and_trace(jackal, check):
    """phi1 (no motion right after a pedestrian) fails on the papers' unsafe turn, phi2 (no needless
    stop) holds there: the stop is only reached from a decision that saw a pedestrian."""
    source = (
        "import math\nimport time\n"
        "def turn():\n"
        "    start = time.time()\n"
        "    while time.time() - start < 5:\n"
        "        if pedestrian_observed():\n"
        "            stop()\n"
        "        velocity_publisher(1, 0)\n"
    )
    res = check(source, jackal, ["phi2", "phi1"])
    assert [(s.name, s.holds) for s in res.specs] == [("phi2", True), ("phi1", False)]
    phi1 = res.specs[1]
    v = phi1.violation_step
    assert phi1.counterexample[v].action == "publish_velocity"
    assert phi1.counterexample[v - 1].env["pedestrian"] is True
    assert res.verdict == "unsafe"
