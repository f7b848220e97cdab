"""The interval analysis on cases the random expressions of test_limits.py rarely reach: a minimum
bound, nan inside a range, inf / inf, 0 * inf inside the ranges, abs around zero, a list grown through
another name, and argument propositions decided at their bound."""

from __future__ import annotations

import ast
import math

import pytest

from safe_codegen.robot import ArgumentProposition
from safe_codegen.verify.intervals import Analysis, Val, _versions, decide
from safe_codegen.verify.program import parse_program


def _argument(robot, body: str):
    """The linear argument of the program's only velocity_publisher call: its ArgumentRange."""
    program = parse_program(f"import math\ndef f():\n    {body}\n", robot)
    analysis = Analysis(program.tree, program.functions, program.entry, robot)
    call = next(n for n in ast.walk(program.entry) if isinstance(n, ast.Call)
                and getattr(n.func, "id", "") == "velocity_publisher")
    return analysis.arguments(call, program.entry, robot.functions["velocity_publisher"])[0]


@pytest.mark.timeout(30)
def test_an_argument_below_its_minimum_is_out_of_limits(jackal):
    assert not _argument(jackal, "velocity_publisher(-3, 0)").within
    assert _argument(jackal, "velocity_publisher(-2, 0)").within


@pytest.mark.timeout(30)
def test_an_argument_that_may_be_nan_is_out_of_limits_whatever_its_range(jackal):
    arg = _argument(jackal, "x = 0.5\n    if pedestrian_observed():\n        x = math.nan\n"
                            "    velocity_publisher(x, 0)")
    assert not arg.within and arg.value.text() == "float 0.5 or nan"


@pytest.mark.timeout(30)
@pytest.mark.parametrize("body, lo, hi, nan", [
    # inf / inf
    ("y = 0.0\n    if pedestrian_observed():\n        y = 1e999\n    v = y / y", -math.inf, math.inf, True),
    # x in [-1, 1] holds 0 and y in [1, inf] holds inf: 0 * inf is nan though no corner product is
    ("x = -1.0\n    if pedestrian_observed():\n        x = 1.0\n    y = 1.0\n"
     "    if pedestrian_observed():\n        y = 1e999\n    v = x * y", -math.inf, math.inf, True),
    ("x = -10\n    if pedestrian_observed():\n        x = 1\n    v = abs(x)", 0, 10, False),
])
def test_values_python_can_compute_are_covered(jackal, body, lo, hi, nan):
    value = _argument(jackal, f"{body}\n    velocity_publisher(v, 0)").value
    assert (value.lo, value.hi, value.nan) == (lo, hi, nan)


@pytest.mark.timeout(30)
@pytest.mark.parametrize("expr, lo, hi, types", [
    ("random.uniform(-0.3, 0.3)", -0.3, 0.3, {"float"}),
    ("random.uniform(1, -2)", -2.0, 1.0, {"float"}),  # either order, as Python takes it
    ("random.random()", 0.0, 1.0, {"float"}),
    ("random.randint(-2, 1)", -2, 1, {"int"}),
])
def test_a_random_number_is_in_the_range_it_is_drawn_from(jackal, expr, lo, hi, types):
    """The range the analysis gives, and 2,000 draws of Python's own generator inside it."""
    import random
    value = _argument(jackal, f"v = {expr}\n    velocity_publisher(v, 0)").value
    assert (value.lo, value.hi, value.types, value.nan) == (lo, hi, types, False)
    assert all(lo <= eval(expr, {"random": random.Random(seed)}) <= hi for seed in range(2000))


@pytest.mark.timeout(30)
def test_a_random_number_between_unbounded_ends_may_be_any_float(jackal):
    arg = _argument(jackal, "x = 0.3\n    if pedestrian_observed():\n        x = 1e999\n"
                            "    velocity_publisher(random.uniform(0, x), 0)")
    assert not arg.within and (arg.value.lo, arg.value.hi) == (-math.inf, math.inf)


@pytest.mark.timeout(30)
def test_a_top_level_assignment_starts_a_version_and_a_loop_or_branch_joins_into_it(jackal):
    """Two steps of one program reuse `duration`: the second's 1 s does not reach the first's call (4 / 5 m/s,
    within the 1.5 m/s limit; flow-insensitively 4 / [1, 5] would not be). Updates inside a loop or a branch
    still join into the version current there, and a nested scope keeps one version per name."""
    steps = "duration = 5\n    velocity_publisher(4 / duration, 0)\n    duration = 1\n    stop()"
    arg = _argument(jackal, steps)
    assert arg.within and (arg.value.lo, arg.value.hi) == (0.8, 0.8)
    arg = _argument(jackal, "v = 0.5\n    while True:\n        velocity_publisher(v, 0)\n        v = v * 2\n"
                            "    v = 0.1")
    assert not arg.within and arg.value.hi == math.inf
    arg = _argument(jackal, "v = 0.5\n    if car_observed():\n        v = 3\n    velocity_publisher(v, 0)\n    v = 1")
    assert not arg.within and (arg.value.lo, arg.value.hi) == (0.5, 3)
    nested = ast.parse("def f():\n    d = 2\n    d = 1\n    g = lambda: d\n").body[0]
    assert _versions(nested) == {}


@pytest.mark.timeout(30)
def test_a_list_grown_through_another_name_has_unknown_items(jackal):
    arg = _argument(jackal, "xs = [0.5]\n    ys = xs\n    xs += [9]\n    for v in ys:\n"
                            "        velocity_publisher(v, 0)")
    assert not arg.within and arg.value.text() == "any value"


@pytest.mark.timeout(30)
def test_argument_propositions_are_decided_only_when_every_value_agrees():
    fast = ArgumentProposition("fast", "velocity_publisher", "linear", ">", 1.0)
    ints = frozenset({"int"})
    assert decide(fast, Val(ints, 1, 3)) is None  # 1 > 1 is false, 3 > 1 true
    assert decide(fast, Val(ints, 2, 3)) is True and decide(fast, Val(ints, 0, 1)) is False
