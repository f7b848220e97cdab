"""The runtime shield: each spec's deterministic monitor tracked over the executed trace, one
step per robot call labelled with the latest sensor readings, blocking any action that would
make the trace a bad prefix.

Readings are samples: a change seen now may have happened during the previous step. So an
action must be safe both on the recorded trace and with the previous step re-read with the
current readings (under G(pedestrian -> X !publish_velocity) no velocity is published while the
latest reading shows a pedestrian), while the fail-safe stop is allowed when either reading
justifies it (it is not a needless stop when the pedestrian is seen now).

An action's label is its proposition and the argument propositions its actual arguments make true
(`robot.argument_labels`: under G(pedestrian -> X !fast) a slow command after a pedestrian passes, a fast
one is blocked).
"""

from __future__ import annotations

from dataclasses import dataclass

from safe_codegen.monitor import Monitor, monitor
from safe_codegen.spec import Spec


@dataclass
class _Track:
    spec: Spec
    mon: Monitor
    state: int
    before: int | None = None  # the state before the last step (None: no step yet)


class Shield:
    def __init__(self, specs: list[Spec]) -> None:
        self.tracks = [_Track(s, m, m.init) for s in specs for m in [monitor(s.formula)]]
        self.last_action: frozenset[str] = frozenset()  # the previous step's action label

    def rejects(self, env: frozenset[str], action: str,
                props: frozenset[str] = frozenset()) -> tuple[list[str], list[str]]:
        """Specs for which the step (env + action + its argument propositions `props`) would complete a bad
        prefix: on the recorded trace, and on the trace with the previous step re-read with the current readings."""
        label = env | {action} | props
        recorded, reread = [], []
        for t in self.tracks:
            if t.mon.step(t.state, label) is None:
                recorded.append(t.spec.name)
            again = self._reread(t, env)
            if again is not None and t.mon.step(again, label) is None:
                reread.append(t.spec.name)
        return recorded, reread

    def _reread(self, t: _Track, env: frozenset[str]) -> int | None:
        if t.before is None:
            return t.state
        return t.mon.step(t.before, env | self.last_action)

    def advance(self, env: frozenset[str], action: str | None, reread: bool = False,
                props: frozenset[str] = frozenset()) -> list[str]:
        """Record an executed step (with `reread`, the previous step re-read with the current
        readings first; `props`, the action's argument propositions). Returns the specs it violated
        (only the environment can: a sensing step); their monitors restart from the initial state."""
        action_label = frozenset({action} | props if action else ())
        label = env | action_label
        violated = []
        for t in self.tracks:
            again = self._reread(t, env) if reread else None
            state = t.state if again is None else again
            nxt = t.mon.step(state, label)
            if nxt is None:
                violated.append(t.spec.name)
                nxt = t.mon.init
            t.before, t.state = state, nxt
        self.last_action = action_label
        return violated
