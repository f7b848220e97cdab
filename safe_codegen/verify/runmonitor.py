"""Executions checked against the program's automaton: a trace of steps is a run of the product
A x TS (Definitions 3-5) when some path visits exactly these points with exactly these environments.

`RunMonitor` checks it one step at a time (the bridge runs one beside every program, and stops the
robot at the first step that leaves the automaton); `check_trace` is the same check over a whole
recorded trace (the oracle, tests, a step log read back).
"""

from __future__ import annotations

from dataclasses import dataclass

from safe_codegen.verify.fsa import ACTION, END, FSA
from safe_codegen.verify.product import PState, initial_states, successors, transition_system

MEMO_LIMIT = 50_000  # remembered (state set, step) transitions per monitor: a looping program repeats them


@dataclass(frozen=True)
class Event:
    """One executed step: its kind (decision, sense, action), line, the environment seen, the action."""

    kind: str
    line: int | None
    env: frozenset[str]
    action: str | None = None


@dataclass
class Mismatch:
    """Where an executed trace leaves the automaton: the step index, the event, what the automaton allows."""

    step: int
    event: Event | None
    expected: list[str]

    def __str__(self) -> str:
        what = f"{self.event.kind} at line {self.event.line}" if self.event else "the end of the program"
        return (f"step {self.step}: the program made {what}; "
                f"the automaton allows {', '.join(self.expected) or 'nothing'}")


class RunMonitor:
    """The set of product states consistent with the steps so far, advanced step by step; the
    transitions it has computed are remembered, so a loop costs a dictionary lookup per step."""

    def __init__(self, fsa: FSA) -> None:
        self.fsa = fsa
        self.steps = 0
        self._ts = transition_system(fsa.env_props)
        self._states = frozenset(initial_states(fsa, self._ts))
        self._memo: dict[tuple[frozenset[PState], Event], frozenset[PState]] = {}

    def step(self, ev: Event) -> Mismatch | None:
        """Advance by one executed step; a Mismatch (and no advance) when the automaton has no such step."""
        key = (self._states, ev)
        nxt = self._memo.get(key)
        if nxt is None:
            matched = [s for s in self._states if s.q == ev.env and _matches(self.fsa, s.p, ev)]
            if not matched:
                return Mismatch(self.steps, ev, _describe(self.fsa, self._states))
            nxt = frozenset(t for s in matched for _, t in successors(self.fsa, self._ts, s))
            if len(self._memo) < MEMO_LIMIT:
                self._memo[key] = nxt
        self._states = nxt
        self.steps += 1
        return None

    def finish(self) -> Mismatch | None:
        """None if the program may end here (some state is at the automaton's end point)."""
        if any(s.p == self.fsa.end for s in self._states):
            return None
        return Mismatch(self.steps, None, _describe(self.fsa, self._states))


def check_trace(fsa: FSA, events: list[Event], finished: bool) -> Mismatch | None:
    """None if `events` (a finished run when `finished`, else a prefix) is a run of the product."""
    monitor = RunMonitor(fsa)
    for ev in events:
        if (mismatch := monitor.step(ev)) is not None:
            return mismatch
    return monitor.finish() if finished else None


def _matches(fsa: FSA, p: int, ev: Event) -> bool:
    point = fsa.points[p]
    return point.kind == ev.kind and point.line == ev.line and (ev.kind != ACTION or point.label == ev.action)


def _describe(fsa: FSA, states: frozenset[PState]) -> list[str]:
    points = sorted({s.p for s in states})
    return [f"{fsa.points[p].kind} at line {fsa.points[p].line}" if fsa.points[p].kind != END else "end"
            for p in points]
