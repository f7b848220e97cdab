"""The oracle's own parts: its random robot gives every reading both values and answers every question,
the program's clock runs fast enough for timed loops to end, the automaton it is given is the one
checked, and it tells a finished run from a halted one and from the program's error."""

from __future__ import annotations

import pytest

from safe_codegen.sandbox.oracle import run_and_check
from safe_codegen.verify.fsa import build_fsa
from safe_codegen.verify.program import parse_program


def _both_values(events, props) -> dict[str, set[bool]]:
    return {p: {p in e.env for e in events} for p in props}


@pytest.mark.timeout(60)
def test_every_reading_takes_both_values(jackal, indoor):
    for robot, call in ((jackal, "pedestrian_observed()"), (indoor, "is_in_room('person')")):
        res = run_and_check(parse_program(f"def f():\n    for i in range(150):\n        print({call})\n", robot),
                            robot, seed=5)
        assert res.status == "finished" and res.mismatch is None
        assert _both_values(res.events, robot.env_props) == {p: {False, True} for p in robot.env_props}


@pytest.mark.timeout(60)
def test_questions_and_queries_get_answers(indoor):
    src = ("def f():\n    for i in range(40):\n        a = ask('person', 'ok?', ['yes', 'no'])\n"
           "        here = get_current_location()\n")
    res = run_and_check(parse_program(src, indoor), indoor, seed=2)
    assert res.status == "finished" and res.mismatch is None
    answers = {e["result"] for e in res.run.log if e.get("kind") == "query"}
    assert len(answers) >= 2 and answers != {""}


@pytest.mark.timeout(60)
def test_a_timed_loop_ends_on_the_programs_fast_clock(jackal):
    src = "def f():\n    t0 = time.time()\n    while time.time() - t0 < 1:\n        velocity_publisher(1, 0)\n"
    res = run_and_check(parse_program(src, jackal), jackal, seed=0)
    assert res.status == "finished" and res.mismatch is None


@pytest.mark.timeout(60)
def test_the_automaton_given_is_the_one_checked_and_a_halt_is_not_a_finish(jackal):
    """A program that ends where the automaton given (two stops) cannot: the bridge halts it at the
    end, and the oracle reports the halt and the mismatch at the end."""
    program = parse_program("def f():\n    stop()\n", jackal)
    other = build_fsa(parse_program("def f():\n    stop()\n    stop()\n", jackal), jackal)
    res = run_and_check(program, jackal, fsa=other)
    assert res.status == "halted" and res.run.outcome.status == "finished"
    assert res.mismatch is not None and res.mismatch.event is None and res.mismatch.step == 1
    assert run_and_check(program, jackal).status == "finished"


@pytest.mark.timeout(60)
def test_the_programs_error_is_its_status(jackal):
    res = run_and_check(parse_program("def f():\n    stop()\n    x = 1 / 0\n", jackal), jackal)
    assert res.status == "error" and res.run.outcome.line == 3 and res.mismatch is None
