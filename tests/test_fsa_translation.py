"""The keyword processor's translation of loops and conditional expressions, checked on NuSMV's
counterexamples and verdicts with expectations read off the program text."""

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
