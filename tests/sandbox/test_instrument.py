"""The instrumented program makes exactly its automaton's steps, statement by statement: each kind of
statement the hooks wrap (if, while, for, expression, assignment, copy of a remembered reading,
return, a module constant, a test spread over lines) run through `run`'s path against random readings."""

from __future__ import annotations

import pytest

from safe_codegen.sandbox.oracle import run_and_check
from safe_codegen.verify.fsa import ACTION, DECISION, SENSE
from safe_codegen.verify.program import parse_program

# (program, the steps it makes other than actions, in order)
STEPS = {
    "module constant": ("SPEED = 0.5\ndef f():\n    velocity_publisher(SPEED, 0)\n", []),
    "if inside while": ("def f():\n    n = 0\n    while n < 3:\n        n += 1\n        if pedestrian_observed():\n"
                        "            stop()\n", [(DECISION, 3), (DECISION, 5)] * 3 + [(DECISION, 3)]),
    "if inside for": ("def f():\n    for i in range(2):\n        if pedestrian_observed():\n            stop()\n",
                      [(DECISION, 2), (DECISION, 3)] * 2 + [(DECISION, 2)]),
    "copy of a reading": ("def f():\n    a = pedestrian_observed()\n    b = a\n    if b:\n        stop()\n",
                          [(SENSE, 2), (SENSE, 3), (DECISION, 4)]),
    "two reads in an expression": ("def f():\n    print(pedestrian_observed(), car_observed())\n    stop()\n",
                                   [(SENSE, 2)]),
    "two reads in a return": ("def g():\n    stop()\n    return [pedestrian_observed(), car_observed()]\n"
                              "def f():\n    x = g()\n    stop()\n", [(SENSE, 3)]),
    "tests over two lines": ("def f():\n    if (\n            pedestrian_observed()):\n        stop()\n"
                             "    for i in (\n            range(2)):\n        stop()\n",
                             [(DECISION, 2)] + [(DECISION, 5)] * 3),
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("name", sorted(STEPS))
def test_each_statement_makes_its_automatons_steps(jackal, name):
    source, expected = STEPS[name]
    for seed in range(3):
        res = run_and_check(parse_program(source, jackal), jackal, seed=seed)
        assert res.status == "finished" and res.mismatch is None, (res.status, res.mismatch, res.run.halt)
        assert [(e.kind, e.line) for e in res.events if e.kind != ACTION] == expected


@pytest.mark.timeout(60)
def test_an_entry_that_only_returns_a_reading_is_one_sense_step(jackal):
    """Its two reads (the second when the first is false) come from one snapshot: one step, not two."""
    program = parse_program("def f():\n    return pedestrian_observed() or car_observed()\n", jackal)
    for seed in range(12):
        res = run_and_check(program, jackal, seed=seed)
        assert res.mismatch is None and [(e.kind, e.line) for e in res.events] == [(SENSE, 2)]
