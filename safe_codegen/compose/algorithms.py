"""Composition of verified subprograms (Theorem 1 of the papers; docs/composition.md), checked soundly.

A plan runs subprograms one after another. At a *sequential* junction the next subprogram
starts where the previous one would have reached its end; at a *preemptive* junction it may
also start after any state of the previous one (Definition 7's T*); at a *sensor* junction
(`when P`, "turn right at the stop sign") it starts right after the first state of the previous one
in which the environment proposition P holds, or at its end if P never holds (the papers'
Appendix C plan).

The papers' check (eq. 1) looks only at the two labels at each junction; that is not enough for
specs whose bad prefixes need more than one step of lookahead. The sound check tracks the state
of the spec's deterministic monitor across junctions instead: each subprogram is summarised,
for every monitor state it may be entered in, by whether it can complete a bad prefix and in
which monitor states it can hand over. The environment is free at every step and subprograms
share no variables, so these summaries compose exactly: the compositional verdict equals the
verdict on the joint automaton (which `joint_fsa` builds for NuSMV).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from safe_codegen.verify.fsa import FSA, Edge, Point, UnknownAtom
from safe_codegen.verify.guard import And, Env, Guard, Mem, Not, Or, Unknown, conj, neg
from safe_codegen.monitor import Monitor
from safe_codegen.verify.product import PState, initial_states, label, successors, transition_system

SEQUENTIAL, PREEMPTIVE = "sequential", "preemptive"
SENSOR = "when "  # a sensor junction is "when PROP"


def when_sensor(prop: str) -> str:
    """The junction that hands over as soon as `prop` holds."""
    return SENSOR + prop


def sensor_of(junction: str) -> str | None:
    """The proposition a sensor junction waits for; None for the other kinds."""
    return junction[len(SENSOR):] if junction.startswith(SENSOR) else None


@dataclass(frozen=True)
class Summary:
    """One subprogram against one spec, per monitor state it is entered in (as lists by state)."""

    formula: str
    safe_mid: list[bool]  # no bad prefix before it hands over (its end state is never entered)
    safe_last: list[bool]  # no bad prefix when it is the last one (its end state included)
    exit_seq: list[list[int]]  # monitor states when it hands over at its end
    exit_pre: list[list[int]]  # monitor states after any of its states (preemptive hand-over)
    first_actions: list[str | None]  # action label of its first state (eq. 1)
    end_actions: list[str | None]  # action labels of states that can move to its end (eq. 1)
    all_actions: list[str | None]  # action labels of all its states (eq. 1, preemptive)
    # per environment proposition P, left at a sensor junction `when P` (it stops after the first state with P):
    on_safe: dict[str, list[bool]] = field(default_factory=dict)  # no bad prefix before it hands over
    on_exit: dict[str, list[list[int]]] = field(default_factory=dict)  # monitor states when it hands over

    def to_json(self) -> dict:
        return self.__dict__.copy()

    @staticmethod
    def from_json(d: dict) -> "Summary":
        return Summary(**d)


def summarize(fsa: FSA, mon: Monitor) -> Summary:
    """Explore the subprogram's product once per monitor state it may be entered in, and once more
    per environment proposition for leaving it at a sensor junction."""
    n = mon.num_states
    safe_mid, safe_last, exit_seq, exit_pre = [], [], [], []
    on_safe: dict[str, list[bool]] = {p: [] for p in fsa.env_props}
    on_exit: dict[str, list[list[int]]] = {p: [] for p in fsa.env_props}
    for m0 in range(n):
        x = _explore(fsa, mon, m0)
        safe_mid.append(x.safe_mid)
        safe_last.append(x.safe_last)
        exit_seq.append(sorted(x.exit_seq))
        exit_pre.append(sorted(x.exit_pre))
        for p in fsa.env_props:
            y = _explore(fsa, mon, m0, p)
            on_safe[p].append(y.safe_mid)
            on_exit[p].append(sorted(y.exit_seq | y.exit_pre))
    points = fsa.points
    into_end = {e.src for e in fsa.edges if e.dst == fsa.end and e.src != fsa.end}
    return Summary(
        formula=mon.formula, safe_mid=safe_mid, safe_last=safe_last, exit_seq=exit_seq, exit_pre=exit_pre,
        first_actions=[points[fsa.start].label],
        end_actions=sorted({points[p].label for p in into_end}, key=str),
        all_actions=sorted({p.label for p in points if p.id != fsa.end}, key=str),
        on_safe=on_safe, on_exit=on_exit,
    )


@dataclass
class _Explored:
    safe_mid: bool = True
    safe_last: bool = True
    exit_seq: set[int] = field(default_factory=set)
    exit_pre: set[int] = field(default_factory=set)  # with `stop`: the sensor hand-overs only


def _explore(fsa: FSA, mon: Monitor, m0: int, stop: str | None = None) -> _Explored:
    """The product of the subprogram and the monitor from monitor state m0. Without `stop`: exit_pre
    holds the monitor state after every state (a preemptive junction may leave after any); with it,
    the subprogram is left right after the first state in which `stop` holds, and exit_pre holds the
    monitor states then."""
    ts = transition_system(fsa.env_props)
    out = _Explored()
    if fsa.start == fsa.end:  # no steps: hands over at once
        out.exit_seq.add(m0)
        out.exit_pre.add(m0)
    seen: set[tuple[PState, int]] = set()
    queue: list[tuple[PState, int]] = []

    def visit(s: PState, m_before: int) -> None:
        m = mon.step(m_before, label(fsa, s))
        at_end = s.p == fsa.end
        if m is None:
            out.safe_last = False
            if not at_end:
                out.safe_mid = False
            return
        leaves = stop is not None and stop in s.q and not at_end
        if not at_end and (stop is None or leaves):
            out.exit_pre.add(m)
        if not leaves and (s, m) not in seen:
            seen.add((s, m))
            queue.append((s, m))

    for s in initial_states(fsa, ts):
        visit(s, m0)
    while queue:
        s, m = queue.pop()
        for _, t in successors(fsa, ts, s):
            if t.p == fsa.end and s.p != fsa.end:
                out.exit_seq.add(m)
            visit(t, m)
    return out


@dataclass(frozen=True)
class Verdict:
    holds: bool
    detail: str


def paper_check(summaries: list[Summary], junctions: list[str], mon: Monitor, env_props: tuple[str, ...]) -> Verdict:
    """Theorem 1 as the papers state it: every subprogram satisfies the spec, and eq. (1) holds at
    every junction, i.e. no pair of labels across a junction is a bad prefix on its own."""
    init = mon.init
    for i, s in enumerate(summaries):
        if not s.safe_last[init]:
            return Verdict(False, f"subprogram {i} violates the spec on its own")
    envs = [frozenset(q) for r in range(len(env_props) + 1) for q in itertools.combinations(env_props, r)]
    checked: dict[tuple, str | None] = {}  # junctions between the same kinds of labels repeat
    for i, junction in enumerate(junctions):
        left = summaries[i].end_actions if junction == SEQUENTIAL else summaries[i].all_actions
        key = (tuple(left), tuple(summaries[i + 1].first_actions))
        if key not in checked:
            checked[key] = _eq1_failure(left, summaries[i + 1].first_actions, envs, mon)
        if checked[key] is not None:
            return Verdict(False, f"eq. (1) fails at junction {i}->{i + 1}: {checked[key]}")
    return Verdict(True, "every subprogram satisfies the spec and eq. (1) holds at every junction")


def _eq1_failure(left: list, right: list, envs: list[frozenset[str]], mon: Monitor) -> str | None:
    for a1, a2 in itertools.product(left, right):
        for q1, q2 in itertools.product(envs, envs):
            word = [q1 | ({a1} if a1 else set()), q2 | ({a2} if a2 else set())]
            if mon.run([frozenset(w) for w in word]) is not None:
                return f"{a1 or 'a decision'} then {a2 or 'a decision'}"
    return None


def sound_check(summaries: list[Summary], junctions: list[str], mon: Monitor) -> Verdict:
    """Track the monitor states that can be live at each junction; exact for safety specs."""
    live = {mon.init}
    for i, s in enumerate(summaries):
        last = i == len(summaries) - 1
        sensor = None if last else sensor_of(junctions[i])
        safe = s.safe_last if last else s.on_safe[sensor] if sensor else s.safe_mid
        bad = sorted(m for m in live if not safe[m])
        if bad:
            return Verdict(False, f"subprogram {i} can complete a bad prefix when entered in "
                                  f"monitor state {bad[0]}")
        if not last:
            exits = s.on_exit[sensor] if sensor else s.exit_pre if junctions[i] == PREEMPTIVE else s.exit_seq
            live = set().union(*(set(exits[m]) for m in live))
            if not live:
                return Verdict(True, f"subprogram {i} never hands over; the rest is unreachable")
    return Verdict(True, "no subprogram can complete a bad prefix from any monitor state live on entry")


def joint_fsa(fsas: list[FSA], junctions: list[str], names: list[str]) -> FSA:
    """The whole plan as one automaton: subprogram i's end is replaced by subprogram i+1's
    start; at a preemptive junction every point of i may also switch to i+1's start (an
    unknown atom per point decides); at a sensor junction `when P` every point of i switches to
    i+1's start when P holds."""
    points: list[Point] = []
    edges: list[Edge] = []
    atoms: list[UnknownAtom] = []
    memory: list[str] = []
    updates: dict[int, tuple[str, Guard]] = {}
    out_of_limits: dict[int, str] = {}
    arguments: dict[int, dict[str, bool | None]] = {}
    offsets = []
    for i, f in enumerate(fsas):
        offsets.append(len(points))
        points += [Point(len(points) + j, p.kind, p.line, f"[{i}:{names[i]}] {p.text}", p.label)
                   for j, p in enumerate(f.points)]
    entry = [0] * len(fsas)  # where control goes when subprogram i starts (past empty ones)
    for i in reversed(range(len(fsas))):
        f = fsas[i]
        empty = f.start == f.end and i < len(fsas) - 1
        entry[i] = entry[i + 1] if empty else offsets[i] + f.start
    for i, f in enumerate(fsas):
        off, amap = offsets[i], {}
        for a in f.unknown_atoms:
            amap[a.id] = len(atoms)
            atoms.append(UnknownAtom(len(atoms), a.line, f"[{i}] {a.text}"))
        rename = _renamer(amap, f"{i}:")
        memory += [f"{i}:{m}" for m in f.memory]
        for p, (var, g) in f.updates.items():
            updates[p + off] = (f"{i}:{var}", rename(g))
        out_of_limits.update({p + off: why for p, why in f.out_of_limits.items()})
        arguments.update({p + off: values for p, values in f.arguments.items()})
        last = i == len(fsas) - 1
        nxt = None if last else entry[i + 1]
        switch: dict[int, Guard] = {}
        sensor = None if last else sensor_of(junctions[i])
        if not last and (sensor or junctions[i] == PREEMPTIVE):
            for p in f.points:
                if p.id != f.end:
                    if sensor:
                        switch[p.id] = Env(sensor)
                    else:
                        switch[p.id] = Unknown(len(atoms))
                        atoms.append(UnknownAtom(len(atoms), p.line or 0, f"<switch to subprogram {i + 1}>"))
                    edges.append(Edge(p.id + off, nxt, switch[p.id]))
        for e in f.edges:
            if e.src == f.end and not last:
                continue  # this end is never entered
            dst = nxt if (e.dst == f.end and not last) else e.dst + off
            g = rename(e.guard)
            if e.src in switch:
                g = conj([g, neg(switch[e.src])])
            edges.append(Edge(e.src + off, dst, g))
    return FSA(points=points, edges=edges, start=entry[0], end=offsets[-1] + fsas[-1].end,
               env_props=fsas[0].env_props, action_props=fsas[0].action_props,
               unknown_atoms=atoms, memory=memory, updates=updates, out_of_limits=out_of_limits,
               argument_props=fsas[0].argument_props, arguments=arguments)


def _renamer(amap: dict[int, int], prefix: str):
    def rename(g: Guard) -> Guard:
        if isinstance(g, Unknown):
            return Unknown(amap[g.id])
        if isinstance(g, Mem):
            return Mem(prefix + g.var)
        if isinstance(g, Not):
            return Not(rename(g.arg))
        if isinstance(g, (And, Or)):
            return type(g)(tuple(rename(a) for a in g.args))
        return g
    return rename
