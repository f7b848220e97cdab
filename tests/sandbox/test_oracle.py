"""The abstraction-soundness oracle: executions of `run`'s own code path (bridge.execute.run_program:
the instrumented program in the sandbox, the bridge with its shield and online automaton check, over
the in-process transport against random readings) are runs of the program's automaton, over generated
programs and the corpora; and the oracle itself notices an automaton that differs from the program."""

import dataclasses
import os
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safe_codegen.verify.fsa import ACTION, SENSE, Edge, build_fsa
from safe_codegen.sandbox.oracle import Event, check_trace, run_and_check
from safe_codegen.verify.program import parse_program

from ..strategies import programs

BATCH = 10
# 200 batches (2,000 programs) in CI; more with SAFE_CODEGEN_ORACLE_BATCHES.
BATCHES = int(os.environ.get("SAFE_CODEGEN_ORACLE_BATCHES", "200"))
CORPUS = Path(__file__).parents[2] / "data" / "corpora" / "safe-codegen"


def _run(robot, source: str, seed: int):
    program = parse_program(textwrap.dedent(source), robot)
    return run_and_check(program, robot, seed=seed, max_steps=300)


@settings(max_examples=BATCHES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(programs(), min_size=BATCH, max_size=BATCH), st.integers(0, 2**16))
def test_generated_programs_execute_as_runs_of_their_automata(jackal, sources, seed):
    parsed = [parse_program(s, jackal) for s in sources]  # in this thread: ast.parse is not thread-safe
    with ThreadPoolExecutor(2) as ex:
        results = list(ex.map(lambda a: run_and_check(a[0], jackal, seed=a[1], max_steps=300),
                              [(p, seed + i) for i, p in enumerate(parsed)]))
    for src, res in zip(sources, results):
        assert res.status in ("finished", "budget"), (res.status, res.run.halt, src)
        assert res.mismatch is None, f"{res.mismatch}\n{src}"
        assert res.run.log[0]["event"] == "start" and res.run.code == (0 if res.status == "finished" else 4)


def test_corpus_programs_execute_as_runs_of_their_automata(jackal):
    files = sorted(CORPUS.rglob("*.py"))
    checked = 0
    for path in files:
        try:
            program = parse_program(path.read_text(), jackal)
            build_fsa(program, jackal)
        except Exception:  # unverifiable programs are never run
            continue
        res = run_and_check(program, jackal, seed=checked, max_steps=300)
        assert res.mismatch is None, f"{path}: {res.mismatch}"
        assert len(res.events) > 0, path
        checked += 1
    assert checked >= 90, checked


def _actions(fsa) -> list[str]:
    """The action labels along the automaton's only path from the start (straight-line programs)."""
    out, p = [], fsa.start
    while p != fsa.end:
        if fsa.points[p].kind == ACTION:
            out.append(fsa.points[p].label)
        (edge,) = fsa.out(p)
        p = edge.dst
    return out


@pytest.mark.parametrize("body,expected", [
    # Python evaluates a dict display key, value, key, value
    ("d = {stop(): stop(), velocity_publisher(1, 0): velocity_publisher(0, 0)}",
     ["stop", "stop", "publish_velocity", "publish_velocity"]),
    # an assignment evaluates its value before the subscripts of its target
    ("buf = [0, 0]\n    buf[0] = velocity_publisher(1, 0)\n    stop()", ["publish_velocity", "stop"]),
    # arguments before the call they are passed to; left operand before right
    ("x = [stop(), velocity_publisher(1, 0)] + [stop()]", ["stop", "publish_velocity", "stop"]),
    ("for x in [velocity_publisher(1, 0), stop()]:\n        pass", ["publish_velocity", "stop"]),
])
def test_steps_follow_pythons_evaluation_order(jackal, body, expected):
    src = f"def f():\n    {body}\n"
    fsa = build_fsa(parse_program(src, jackal), jackal)
    if "for" not in body:
        assert _actions(fsa) == expected
    res = _run(jackal, src, 0)
    assert [e.action for e in res.events if e.kind == ACTION] == expected
    assert res.mismatch is None


def test_a_sensor_read_in_a_data_position_is_a_step(jackal):
    src = "def f():\n    print(pedestrian_observed())\n    velocity_publisher(1, 0)\n"
    fsa = build_fsa(parse_program(src, jackal), jackal)
    kinds = [fsa.points[p].kind for p in range(len(fsa.points))]
    assert kinds.count(SENSE) == 1
    res = _run(jackal, src, 3)
    assert [e.kind for e in res.events] == [SENSE, ACTION]
    assert res.mismatch is None


def test_the_oracle_notices_an_automaton_that_differs_from_the_program(jackal):
    """Tamper with a correct automaton (swap the targets of a decision, drop a sense point) and the
    executed trace is no longer one of its runs."""
    src = textwrap.dedent("""
        def f():
            for i in range(5):
                if pedestrian_observed():
                    stop()
                else:
                    velocity_publisher(1, 0)
    """)
    program = parse_program(src, jackal)
    fsa = build_fsa(program, jackal)
    events = run_and_check(program, jackal, seed=1).events
    assert check_trace(fsa, events, True) is None
    decision = next(p.id for p in fsa.points if p.text.startswith("if "))
    yes, no = fsa.out(decision)
    swapped = dataclasses.replace(fsa, edges=[e for e in fsa.edges if e.src != decision] + [
        Edge(decision, no.dst, yes.guard), Edge(decision, yes.dst, no.guard)])
    mismatch = check_trace(swapped, events, True)
    assert mismatch is not None and mismatch.event.kind == ACTION


def test_a_trace_cut_by_the_budget_is_checked_as_a_prefix(jackal):
    src = "def f():\n    while True:\n        velocity_publisher(1, 0)\n"
    program = parse_program(src, jackal)
    res = run_and_check(program, jackal, seed=0, max_steps=50)
    assert res.status == "budget" and len(res.events) == 50 and res.mismatch is None
    fsa = build_fsa(program, jackal)
    # a finished run must end at the end point; this one never could
    assert check_trace(fsa, res.events, True) is not None
    # and an action the program does not have is not a run
    bad = res.events[:3] + [Event(ACTION, 3, frozenset(), "stop")]
    assert check_trace(fsa, bad, False) is not None


def test_a_sensor_read_in_a_generator_is_unverifiable(jackal, check):
    """A generator's reads happen when it is consumed, perhaps in a later statement: a step the
    automaton would not have. The static checks refuse API calls in every comprehension."""
    src = "def f():\n    g = (pedestrian_observed() for _ in range(2))\n    print(list(g))\n    stop()\n"
    r = check(src, jackal)
    assert r.verdict == "unverifiable" and "inside a comprehension" in r.reason and r.line == 2, r.reason
