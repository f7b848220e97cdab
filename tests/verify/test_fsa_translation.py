"""The keyword processor's translation of loops and conditional expressions, checked on NuSMV's
counterexamples and verdicts with expectations read off the program text."""

import pytest

from safe_codegen.spec import check_formula
from safe_codegen.verify.verifier import verify_sources

STOP_IN_FOR = """\
def f():
    for i in range(3):
        stop()
    velocity_publisher(1, 0)
"""
FOR, STOP, PUBLISH = 2, 3, 4  # the lines of STOP_IN_FOR
MORE = "line 2: <more items in range(3)>"


def test_for_loop_counterexample_says_when_it_takes_another_item(jackal, check):
    """stop-hold fails: a stop, back to the `for` test, out of the loop, publish. At every visit of
    the `for` test the value of `<more items>` is whether the body (the stop) comes next."""
    res = check(STOP_IN_FOR, jackal, ["stop-hold"])
    (spec,) = res.specs
    assert not spec.holds
    steps = spec.counterexample
    nxt = [s.line for s in steps[1:]] + [steps[spec.loop_start].line]
    visits = [(step, after) for step, after in zip(steps, nxt) if step.line == FOR]
    assert visits
    for step, after in visits:
        assert after in (STOP, PUBLISH)
        assert step.unknown == {MORE: after == STOP}
    assert steps[spec.violation_step].line == PUBLISH


def test_a_step_inside_a_conditional_expression_is_unverifiable(jackal, check):
    """`a if c else b` runs only one of a and b: a robot step in either branch is refused."""
    for expr in ("stop() if pedestrian_observed() else None", "None if pedestrian_observed() else stop()"):
        r = check(f"def f():\n    x = {expr}\n", jackal)
        assert r.verdict == "unverifiable" and "runs only sometimes" in r.reason, (expr, r.reason)
        assert r.line == 2


BREAK_THEN_PUBLISH = """\
def f():
    while True:
        if pedestrian_observed():
            break
        stop()
    velocity_publisher(1, 0)
"""


def test_break_leaves_the_loop(jackal, check):
    """phi1: `break` on a pedestrian goes straight to the publish after the loop (line 6), right after
    the decision that saw the pedestrian (line 3)."""
    (phi1,) = check(BREAK_THEN_PUBLISH, jackal, ["phi1"]).specs
    assert not phi1.holds
    steps, v = phi1.counterexample, phi1.violation_step
    assert steps[v].line == 6 and steps[v - 1].line == 3 and steps[v - 1].env["pedestrian"]


HAND_VERDICTS = [
    # `continue` after the stop goes back to the loop test, so a publish can follow a stop later
    ("continue returns to the loop test",
     "def f():\n    while True:\n        if pedestrian_observed():\n            stop()\n            continue\n"
     "        velocity_publisher(1, 0)\n",
     "G(stop -> G !publish_velocity)", False),
    # the same loop with `break` ends the program after the stop
    ("break ends the loop",
     "def f():\n    while True:\n        if pedestrian_observed():\n            stop()\n            break\n"
     "        velocity_publisher(1, 0)\n",
     "G(stop -> G !publish_velocity)", True),
    # `seen` is true when either sensor fired: a pedestrian alone two steps earlier forbids the publish
    ("or in a remembered reading",
     "def f():\n    seen = pedestrian_observed() or car_observed()\n    if not seen:\n"
     "        velocity_publisher(1, 0)\n",
     "G(pedestrian -> X X !publish_velocity)", True),
    # `seen` needs both: a pedestrian alone lets the publish through
    ("and in a remembered reading",
     "def f():\n    seen = pedestrian_observed() and car_observed()\n    if not seen:\n"
     "        velocity_publisher(1, 0)\n",
     "G(pedestrian -> X X !publish_velocity)", False),
]


@pytest.mark.parametrize("name,source,formula,expected", HAND_VERDICTS, ids=[c[0] for c in HAND_VERDICTS])
def test_hand_verdicts(jackal, pool, name, source, formula, expected):
    spec = check_formula("s", formula, jackal, where="test")
    (res,) = verify_sources([("p.py", source)], jackal, [spec], pool)
    assert res.verdict != "unverifiable", res.reason
    assert res.specs[0].holds is expected


def test_more_than_2000_inlined_calls_is_unverifiable(jackal, check):
    """Eleven levels of helpers that each call the next twice: 4,094 inlined calls (but only 2,048
    stops, within the point budget) is over the 2,000-call inlining budget."""
    n = 11
    src = "".join(f"def h{i}():\n    h{i + 1}()\n    h{i + 1}()\n" for i in range(n))
    src += f"def h{n}():\n    stop()\ndef main():\n    h0()\n"
    r = check(src, jackal)
    assert r.verdict == "unverifiable" and "inlined at more than 2,000 calls" in r.reason, r.reason
