"""The abstraction-soundness oracle: run a program in the sandbox against random sensor readings and
virtual time, record the steps it really makes, and check that this trace is a run of its automaton.

A verdict of `safe` is only as good as the automaton: if some execution makes a step the automaton
does not have (a missing sensor read, actions in another order, a branch the guards exclude), NuSMV
checked the wrong program. The trace is the sequence of steps (docs/semantics.md, "Steps"), each with
the environment the program saw there; it is a run when some path of the product A x TS (Definitions
3-5) visits exactly these points with exactly these environments.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from safe_codegen.verify.fsa import ACTION, DECISION, END, FSA, SENSE, build_fsa
from safe_codegen.sandbox.instrument import compile_program
from safe_codegen.sandbox.runner import Limits, run_isolated
from safe_codegen.verify.product import PState, initial_states, successors, transition_system
from safe_codegen.verify.program import Program
from safe_codegen.robot import Robot

STEP_SECONDS = 0.05  # virtual time per step (the robots' 20 Hz)


@dataclass(frozen=True)
class Event:
    """One executed step: its kind (decision, sense, action), line, the environment seen, the action."""

    kind: str
    line: int | None
    env: frozenset[str]
    action: str | None = None


class Budget(Exception):
    """The run made more steps than the oracle allows (a program that may not terminate)."""


@dataclass
class RandomWorld:
    """A World (sandbox.World) whose sensors read a random environment, fresh at every step, and whose
    clock is virtual: each step takes STEP_SECONDS, `time.sleep` advances it."""

    robot: Robot
    seed: int = 0
    max_steps: int = 400
    events: list[Event] = field(default_factory=list)
    now: float = 1e9

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self._open: list[tuple[str, int, frozenset[str]]] = []

    def _env(self) -> frozenset[str]:
        return frozenset(p for p in self.robot.env_props if self._rng.random() < 0.5)

    def _record(self, event: Event) -> None:
        self.events.append(event)
        self.now += STEP_SECONDS
        if len(self.events) >= self.max_steps:
            raise Budget(f"{self.max_steps} steps")

    def open_step(self, kind: str, line: int, col: int) -> None:
        self._open.append((kind, line, self._env()))

    def close_step(self, outcome: bool | None) -> None:
        kind, line, env = self._open.pop()
        self._record(Event(kind, line, env))

    def loop(self, line: int, col: int, more: bool) -> None:
        self._record(Event(DECISION, line, self._env()))

    def call(self, name: str, args: list, kwargs: dict, line: int | None) -> Any:
        fn = self.robot.functions[name]
        if fn.kind == "sensor":
            if self._open:
                env = self._open[-1][2]
            else:  # a read outside every step: a step of its own at run time
                env = self._env()
                self._record(Event(SENSE, line, env))
            if fn.proposition:
                return fn.proposition in env
            arg = (args or list(kwargs.values()) or [None])[0]
            prop = fn.by_argument.get(arg)
            return prop in env if prop else self._rng.random() < 0.5
        if fn.kind == "action":
            self._record(Event(ACTION, line, self._env(), fn.proposition))
        return self._rng.choice(["yes", "no", ""]) if fn.kind == "query" else None

    def clock(self, attr: str, args: list) -> Any:
        if attr == "sleep":
            self.now += max(0.0, float(args[0]) if args else 0.0)
            return None
        return self.now

    def output(self, text: str) -> None:
        pass


@dataclass
class Mismatch:
    """Where an executed trace leaves the automaton: the step index, the event, what the automaton allows."""

    step: int
    event: Event | None
    expected: list[str]

    def __str__(self) -> str:
        what = f"{self.event.kind} at line {self.event.line}" if self.event else "the end of the program"
        return f"step {self.step}: the program made {what}; the automaton allows {', '.join(self.expected) or 'nothing'}"


def check_trace(fsa: FSA, events: list[Event], finished: bool) -> Mismatch | None:
    """None if `events` (a finished run when `finished`, else a prefix) is a run of the product."""
    ts = transition_system(fsa.env_props)
    current = set(initial_states(fsa, ts))
    for i, ev in enumerate(events):
        matched = {s for s in current if s.q == ev.env and _matches(fsa, s.p, ev)}
        if not matched:
            return Mismatch(i, ev, _describe(fsa, current))
        current = {t for s in matched for _, t in successors(fsa, ts, s)}
    if finished and not any(s.p == fsa.end for s in current):
        return Mismatch(len(events), None, _describe(fsa, current))
    return None


def _matches(fsa: FSA, p: int, ev: Event) -> bool:
    point = fsa.points[p]
    return point.kind == ev.kind and point.line == ev.line and (ev.kind != ACTION or point.label == ev.action)


def _describe(fsa: FSA, states: set[PState]) -> list[str]:
    points = sorted({s.p for s in states})
    return [f"{fsa.points[p].kind} at line {fsa.points[p].line}" if fsa.points[p].kind != END else "end"
            for p in points]


@dataclass
class OracleResult:
    """One execution: the trace, how it ended (the runner's status, or "budget" when the step budget cut
    it), and where it left the automaton (None: it is a run)."""

    events: list[Event]
    status: str
    mismatch: Mismatch | None


def run_and_check(program: Program, robot: Robot, seed: int = 0, max_steps: int = 400,
                  fsa: FSA | None = None) -> OracleResult:
    """Execute `program` in the sandbox against a RandomWorld and check the trace against its automaton.
    A run cut by the step budget is checked as a prefix; a program error ends the trace where it occurred."""
    fsa = fsa or build_fsa(program, robot)
    world = RandomWorld(robot, seed, max_steps)
    try:
        status = run_isolated(compile_program(program, robot, "<program>"), program.entry.name, robot, world,
                              Limits(cpu_seconds=10, wall_seconds=20), filename="<program>").status
    except Budget:
        status = "budget"
    return OracleResult(world.events, status, check_trace(fsa, world.events, status == "finished"))
