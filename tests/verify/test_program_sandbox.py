"""program.py's import allow-list, private attributes and choice of the entry function, on small
programs whose verdicts are read off the robot file (robots/jackal.yaml) and the program text."""

import pytest

REFUSED = [
    ("from time import localtime\ndef f():\n    pass\n", 1, "'from time import localtime' is not an allowed import"),
    ("from time import sleep, strftime\ndef f():\n    pass\n", 1, "'from time import strftime'"),
    ("def f():\n    x = [1]._private\n", 2, "private attribute '_private'"),
    ("def f():\n    x = time._clock()\n", 2, "private attribute '_clock'"),
]
# a publish, then a stop that is needless when the publish's state shows nothing (phi2)
PUBLISH_STOP = "def a():\n    velocity_publisher(1, 0)\n    stop()\n"


@pytest.mark.parametrize("source,line,reason", REFUSED, ids=[c[2] for c in REFUSED])
def test_refused(jackal, check, source, line, reason):
    r = check(source, jackal)
    assert r.verdict == "unverifiable" and reason in r.reason, r.reason
    assert r.line == line


def test_the_module_level_call_names_the_entry_function(jackal, check):
    """`a()` at the end runs a (publish then stop: needless when nothing is seen, phi2 fails at
    line 3), not b, the last function nobody calls (one publish, which satisfies both specs)."""
    r = check(f"{PUBLISH_STOP}def b():\n    velocity_publisher(1, 0)\na()\n", jackal)
    assert r.verdict == "unsafe"
    phi2 = next(s for s in r.specs if s.name == "phi2")
    assert not phi2.holds and phi2.counterexample[phi2.violation_step].line == 3


def test_without_an_entry_call_the_last_uncalled_function_runs(jackal, check):
    """No module-level call: the last function that no other function calls is the entry (a, whose
    stop at line 5 fails phi2), not the first one (b, a publish that is safe)."""
    r = check(f"def b():\n    velocity_publisher(1, 0)\n{PUBLISH_STOP}", jackal)
    assert r.verdict == "unsafe"
    phi2 = next(s for s in r.specs if s.name == "phi2")
    assert phi2.counterexample[phi2.violation_step].line == 5
