"""An independent explicit-state checker: the product driven through the spec's monitor.

It shares only the FSA with the NuSMV path (not the SMV text, not NuSMV), so the tests use it
to cross-check NuSMV's verdicts. Breadth-first search, so a violation comes with a shortest
bad prefix.
"""

from __future__ import annotations

from dataclasses import dataclass

from safe_codegen.verify.fsa import FSA
from safe_codegen.monitor import Monitor
from safe_codegen.verify.product import PState, initial_states, label, successors, transition_system


@dataclass(frozen=True)
class ExplicitVerdict:
    holds: bool
    bad_prefix: list[PState]  # empty when the spec holds
    explored: int


def check_explicit(fsa: FSA, mon: Monitor) -> ExplicitVerdict:
    """Does every run of A (x) TS satisfy the monitor's safety spec?"""
    ts = transition_system(fsa.env_props)
    parent: dict[tuple[PState, int], tuple[PState, int] | None] = {}
    queue: list[tuple[PState, int]] = []
    for s in initial_states(fsa, ts):
        m = mon.step(mon.init, label(fsa, s))
        if m is None:
            return ExplicitVerdict(False, [s], len(parent))
        if (s, m) not in parent:
            parent[(s, m)] = None
            queue.append((s, m))
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        for _, t in successors(fsa, ts, node[0]):
            m = mon.step(node[1], label(fsa, t))
            if m is None:
                path = [t]
                back: tuple[PState, int] | None = node
                while back is not None:
                    path.append(back[0])
                    back = parent[back]
                return ExplicitVerdict(False, path[::-1], len(parent))
            if (t, m) not in parent:
                parent[(t, m)] = node
                queue.append((t, m))
    return ExplicitVerdict(True, [], len(parent))
