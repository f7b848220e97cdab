"""Budgets before work: a program whose model NuSMV would spend its whole time-out on (or crash on) is
refused as 'model too large (...)' at the line that crossed the budget, within seconds and without
NuSMV; one at each budget is still verified (issue: 80 sensor variables in one test and one test of
2,000 data atoms reached the 60 s time-out; a 1 MiB one-line program took ~28 s)."""

import time

import pytest

from safe_codegen.utils.textfile import MAX_BYTES
from safe_codegen.verify.program import MAX_NODES
from safe_codegen.verify.smv import MAX_GUARD_TERMS, MAX_INPUTS, MAX_MODEL_POINTS, MAX_SENSOR_VARIABLES
from safe_codegen.verify.verifier import prepare

SENSORS = ["pedestrian_observed()", "car_observed()", "stop_sign_observed()"]


def sensor_test(k: int) -> str:
    """k sensor variables combined in one test in the order that makes NuSMV's BDDs exponential
    ((s0 and s[k/2]) or (s1 and s[k/2+1]) ...): 16 take about a second, 20 over a minute."""
    reads = "".join(f"        s{i} = {SENSORS[i % 3]}\n" for i in range(k))
    test = " or ".join(f"(s{i} and s{i + k // 2})" for i in range(k // 2))
    return f"def f():\n    while True:\n{reads}        if {test}:\n            velocity_publisher(1.0, 0.0)\n"


def data_test(k: int) -> str:
    """One test of k data atoms (unknown to the verifier: each is an input NuSMV reads)."""
    test = " and ".join(f"x > {i}" for i in range(k))
    return f"def f():\n    x = 0\n    while True:\n        x = x + 1\n        if {test}:\n            stop()\n"


def straight(k: int) -> str:
    """k actions in a row: NuSMV's time grows with the square of the path."""
    return "def f():\n" + "    velocity_publisher(1.0, 0.0)\n" * k


def long_condition(k: int) -> str:
    return "def f():\n    if " + " or ".join(["pedestrian_observed()"] * k) + ":\n        stop()\n"


def one_line(size: int) -> str:
    """A one-line program of `size` bytes: a function of tiny statements."""
    head = "def f(): x = 1"
    return head + "; y = x" * ((size - len(head) - 1) // 7) + "\n"


REFUSED = [
    ("80 sensor variables in one test", sensor_test(80), 3 + MAX_SENSOR_VARIABLES, "80 sensor variables"),
    ("2,000 data atoms in one test", data_test(2000), 5, "a test reads 2,000 unknown atoms"),
    ("a path of 2,000 actions", straight(2000), 2 + MAX_MODEL_POINTS, "2,001 program points"),
    ("a condition of 5,000 sensor calls", long_condition(5000), 2, "a condition of 5,001 terms"),
]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("case, source, line, what", REFUSED, ids=[c[0] for c in REFUSED])
def test_a_model_over_a_budget_is_refused_within_seconds(jackal, check, case, source, line, what):
    start = time.monotonic()
    r = check(source, jackal)
    assert r.verdict == "unverifiable" and r.reason.startswith(f"model too large ({what}, over the budget of"), \
        r.reason
    assert r.line == line
    assert time.monotonic() - start < 10


@pytest.mark.timeout(120)
def test_a_1_mib_one_line_program_is_refused_within_seconds(jackal):
    source = one_line(MAX_BYTES)
    assert len(source.encode()) <= MAX_BYTES and source.count("\n") == 1
    start = time.monotonic()
    prep = prepare(source, jackal, [])
    assert prep.error is not None and prep.error.reason.startswith(f"program too large: over {MAX_NODES:,}")
    assert time.monotonic() - start < 15  # parsing is the floor: 1.5 s on an idle core, 4 s at load 5 on two


@pytest.mark.timeout(60)
def test_deep_nesting_the_parser_cannot_hold_is_unverifiable_not_a_crash(jackal):
    prep = prepare("def f():\n    x = " + "-" * 200_000 + "1\n", jackal, [])
    assert (prep.error.line, prep.error.reason) == (1, "program nests too deeply to parse")


@pytest.mark.timeout(120)
def test_programs_at_each_budget_are_verified(jackal, check):
    """At the budget: 16 sensor variables, 256 data atoms in one test and a 1,000-term condition go
    through NuSMV; a path of MAX_MODEL_POINTS points is translated (NuSMV takes tens of seconds on it)."""
    for source in (sensor_test(MAX_SENSOR_VARIABLES), data_test(MAX_INPUTS), long_condition(MAX_GUARD_TERMS - 1)):
        r = check(source, jackal)
        assert r.verdict in ("safe", "unsafe"), r.reason
    prep = prepare(straight(MAX_MODEL_POINTS - 1), jackal, [])
    assert prep.error is None and len(prep.fsa.points) == MAX_MODEL_POINTS
