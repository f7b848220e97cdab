"""The explicit product (product.py, driven by explicit.py) and NuSMV on fixed programs whose
verdicts are worked out by hand below: both must give the hand verdict, and an explicit bad prefix
must really be one (its labels, read by the spec's monitor, fail exactly at the last state).
A fast, deterministic companion to the randomised cross-check in test_crosscheck.py."""

import textwrap

import pytest

from safe_codegen.verify.explicit import check_explicit
from safe_codegen.monitor import monitor
from safe_codegen.verify.product import label
from safe_codegen.spec import check_formula
from safe_codegen.verify.verifier import prepare, verify_sources

CASES = [
    # The environment may change between two steps: a pedestrian appears in the first publish's
    # state, the second publish follows it.
    ("two publishes after one check",
     "def f():\n    if not pedestrian_observed():\n        velocity_publisher(1, 0)\n"
     "        velocity_publisher(1, 0)\n",
     "G(pedestrian -> X !publish_velocity)", False),
    ("one publish after a check",
     "def f():\n    if not pedestrian_observed():\n        velocity_publisher(1, 0)\n",
     "G(pedestrian -> X !publish_velocity)", True),
    # The first state's environment is free: a car may be there at the start.
    ("a car in the first state", "def f():\n    stop()\n", "!car", False),
    # Entering the loop (its test is an unknown atom, so both outcomes are explored) then leaving it
    # puts a publish two steps after a stop.
    ("stop in an unknown loop, then publish",
     "import time\ndef f():\n    while time.time() < 5:\n        stop()\n    velocity_publisher(1, 0)\n",
     "G(stop -> (X !publish_velocity & X X !publish_velocity))", False),
    # The remembered value is the pedestrian seen at the sense step (two steps before the publish):
    # seen -> no publish. Losing or negating the update would publish after a pedestrian.
    ("remembered reading guards a later publish",
     "def f():\n    seen = pedestrian_observed()\n    if not seen:\n        velocity_publisher(1, 0)\n",
     "G(pedestrian -> X X !publish_velocity)", True),
    ("remembered reading, negated test",
     "def f():\n    seen = pedestrian_observed()\n    if seen:\n        velocity_publisher(1, 0)\n",
     "G(pedestrian -> X X !publish_velocity)", False),
    # Two remembered readings: each keeps its own sensor's value (a pedestrian at the first sense
    # step, three steps before the publish, forbids it whatever the car reading says).
    ("two remembered readings",
     "def f():\n    ped = pedestrian_observed()\n    car = car_observed()\n    if not ped:\n"
     "        velocity_publisher(1, 0)\n",
     "G(pedestrian -> X X X !publish_velocity)", True),
    # Both unknown atoms of one test are free: `a and not b` can be true, so the stop can follow a
    # decision that saw nothing (a needless stop).
    ("two unknown atoms in one test",
     "import time\ndef f():\n    n = 0\n    if time.time() < 5 and not n > 3:\n        stop()\n",
     "G(!(pedestrian | car | stop_sign) -> X !stop)", False),
    # The publishes in a for loop's iterable run before the loop, one after the other.
    ("steps in a for iterable",
     "def f():\n    if not pedestrian_observed():\n"
     "        for x in [velocity_publisher(1, 0), velocity_publisher(1, 0)]:\n            pass\n",
     "G(pedestrian -> X !publish_velocity)", False),
    # A helper's `return` continues in its caller: the publish can come before any stop.
    ("return from an inlined helper",
     "def h():\n    if pedestrian_observed():\n        return\n    stop()\ndef f():\n    h()\n"
     "    velocity_publisher(1, 0)\n",
     "!publish_velocity W stop", False),
    # `return <sensor read>` ends the function after its sense step: no publish follows it.
    ("return of a sensor reading",
     "def f():\n    if pedestrian_observed():\n        return car_observed()\n    velocity_publisher(1, 0)\n",
     "G(pedestrian -> X !publish_velocity)", True),
]


@pytest.mark.parametrize("name,source,formula,expected", CASES, ids=[c[0] for c in CASES])
def test_explicit_product_and_nusmv_give_the_hand_verdict(jackal, pool, name, source, formula, expected):
    spec = check_formula("s", formula, jackal, where="test")
    prep = prepare(textwrap.dedent(source), jackal, [spec])
    assert prep.fsa is not None, prep.error
    mon = monitor(spec.formula)
    explicit = check_explicit(prep.fsa, mon)
    assert explicit.holds is expected
    (res,) = verify_sources([("p.py", source)], jackal, [spec], pool)
    assert res.specs[0].holds is expected
    if not expected:
        labels = [label(prep.fsa, s) for s in explicit.bad_prefix]
        assert mon.run(labels) == len(labels) - 1
        assert explicit.bad_prefix[0].p == prep.fsa.start
