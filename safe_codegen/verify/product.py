"""The transition system TS and the product A (x) TS (Definitions 3-5) as explicit data.

TS has one state per valuation of the environment propositions and every transition. A
product state is (program point, environment valuation, remembered sensor values); from it
the FSA moves along the edge whose guard holds there (for each value of the point's unknown
atoms), and the next environment is any valuation. At an action point whose argument propositions
the interval analysis cannot decide, the state also holds a choice of which of them are true.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from safe_codegen.verify.fsa import FSA
from safe_codegen.verify.guard import evaluate


@dataclass(frozen=True)
class TS:
    """The environment's transition system: all valuations, all transitions."""

    props: tuple[str, ...]
    states: tuple[frozenset[str], ...]

    def successors(self, q: frozenset[str]) -> tuple[frozenset[str], ...]:
        return self.states


def transition_system(props: tuple[str, ...]) -> TS:
    states = tuple(frozenset(p for p, b in zip(props, bits) if b)
                   for bits in itertools.product((False, True), repeat=len(props)))
    return TS(props, states)


@dataclass(frozen=True)
class PState:
    """A product state: point p, true environment propositions q, true memory variables, and the
    undetermined argument propositions of p chosen true."""

    p: int
    q: frozenset[str]
    mem: frozenset[str] = frozenset()
    args: frozenset[str] = frozenset()


def label(fsa: FSA, s: PState) -> frozenset[str]:
    """L(p, q) = L_a(p) | L_s(q) (L_a with `out_of_limits` where the arguments may leave their limits, and
    the argument propositions that hold: surely, or by the state's choice)."""
    return s.q | fsa.labels(s.p) | s.args


def initial_states(fsa: FSA, ts: TS) -> Iterator[PState]:
    """(start, q) for every q; remembered values start arbitrary (never read unassigned). Generated one by
    one: with many remembered values there are more than a search may visit."""
    mems, choices = _subsets(tuple(fsa.memory)), _subsets(fsa.undetermined(fsa.start))
    return (PState(fsa.start, q, m, a) for q in ts.states for m in mems for a in choices)


def successors(fsa: FSA, ts: TS, s: PState) -> list[tuple[dict[int, bool], PState]]:
    """Every (values of the unknown atoms read at p, next product state)."""
    env = {x: x in s.q for x in fsa.env_props}
    mem = {m: m in s.mem for m in fsa.memory}
    ids = fsa.unknowns_at(s.p)
    out = []
    for bits in itertools.product((False, True), repeat=len(ids)):
        unknown = dict(zip(ids, bits))
        dst = next(e.dst for e in fsa.out(s.p) if evaluate(e.guard, env, mem, unknown))
        new_mem = s.mem
        if s.p in fsa.updates:
            var, value = fsa.updates[s.p]
            new_mem = (s.mem | {var}) if evaluate(value, env, mem, unknown) else (s.mem - {var})
        choices = _subsets(fsa.undetermined(dst))
        out += [(unknown, PState(dst, q, new_mem, a)) for q in ts.successors(s.q) for a in choices]
    return out


@dataclass
class Product:
    """The reachable part of A (x) TS."""

    fsa: FSA
    states: list[PState]
    initial: list[int]
    edges: dict[int, list[int]]


def build_product(fsa: FSA) -> Product:
    """Breadth-first construction of the reachable product."""
    ts = transition_system(fsa.env_props)
    index: dict[PState, int] = {}
    states: list[PState] = []
    edges: dict[int, list[int]] = {}

    def add(s: PState) -> int:
        if s not in index:
            index[s] = len(states)
            states.append(s)
        return index[s]

    initial = [add(s) for s in initial_states(fsa, ts)]
    i = 0
    while i < len(states):
        edges[i] = sorted({add(t) for _, t in successors(fsa, ts, states[i])})
        i += 1
    return Product(fsa, states, initial, edges)


@functools.lru_cache(maxsize=1024)
def _subsets(items: tuple[str, ...]) -> list[frozenset[str]]:
    """Every subset of `items` (shared: callers never change the list)."""
    return [frozenset(x for x, b in zip(items, bits) if b)
            for bits in itertools.product((False, True), repeat=len(items))]
