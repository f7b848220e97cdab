"""The explicit engine's checker: the product driven through the spec's monitor.

It shares only the FSA with the NuSMV path (not the SMV text, not NuSMV), so the tests also use it
to cross-check NuSMV's verdicts. Breadth-first search, so a violation comes with a shortest
bad prefix.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from safe_codegen.verify.fsa import FSA
from safe_codegen.monitor import Monitor
from safe_codegen.verify.product import PState, initial_states, label, successors, transition_system


class TooLarge(Exception):
    """The search visited more product states than it may."""


@dataclass(frozen=True)
class ExplicitVerdict:
    holds: bool
    bad_prefix: list[PState]  # empty when the spec holds
    explored: int
    unknown: list[dict[int, bool]] = field(default_factory=list)  # values read at bad_prefix[i], i < len - 1


def check_explicit(fsa: FSA, mon: Monitor, max_states: int | None = None) -> ExplicitVerdict:
    """Does every run of A (x) TS satisfy the monitor's safety spec? TooLarge past `max_states` visited."""
    ts = transition_system(fsa.env_props)
    Node = tuple[PState, int]
    parent: dict[Node, tuple[Node, dict[int, bool]] | None] = {}
    queue: list[Node] = []
    for s in initial_states(fsa, ts):
        m = mon.step(mon.init, label(fsa, s))
        if m is None:
            return ExplicitVerdict(False, [s], len(parent))
        if (s, m) not in parent:
            _budget(len(parent), max_states)
            parent[(s, m)] = None
            queue.append((s, m))
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        for unknown, t in successors(fsa, ts, node[0]):
            m = mon.step(node[1], label(fsa, t))
            if m is None:
                path, read = [t], []
                back = (node, unknown)
                while back is not None:
                    path.append(back[0][0])
                    read.append(back[1])
                    back = parent[back[0]]
                return ExplicitVerdict(False, path[::-1], len(parent), read[::-1])
            if (t, m) not in parent:
                _budget(len(parent), max_states)
                parent[(t, m)] = (node, unknown)
                queue.append((t, m))
    return ExplicitVerdict(True, [], len(parent))


def _budget(visited: int, max_states: int | None) -> None:
    if max_states is not None and visited >= max_states:
        raise TooLarge(visited)
