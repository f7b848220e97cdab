"""Spot's deterministic monitor of a safety spec: it accepts exactly the spec's good prefixes.

A run that has no successor in the monitor has just read a bad prefix: the spec is violated.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import spot
from spot import buddy


@dataclass
class Monitor:
    """Deterministic monitor: `step(q, label)` is the next state, or None on a bad prefix."""

    formula: str
    aut: spot.twa_graph
    aps: tuple[str, ...]
    init: int
    _memo: dict = field(default_factory=dict, repr=False)

    @property
    def num_states(self) -> int:
        return self.aut.num_states()

    def step(self, q: int, label: frozenset[str]) -> int | None:
        key = (q, label & frozenset(self.aps))
        if key not in self._memo:
            val = buddy.bddtrue
            d = self.aut.get_dict()
            for ap in self.aps:
                v = d.varnum(spot.formula.ap(ap))
                val &= buddy.bdd_ithvar(v) if ap in label else buddy.bdd_nithvar(v)
            self._memo[key] = next((e.dst for e in self.aut.out(q) if (e.cond & val) != buddy.bddfalse), None)
        return self._memo[key]

    def run(self, labels: list[frozenset[str]], q: int | None = None) -> int | None:
        """Index of the first label that completes a bad prefix, or None if all are good."""
        q = self.init if q is None else q
        for i, label in enumerate(labels):
            q = self.step(q, label)
            if q is None:
                return i
        return None


@lru_cache(maxsize=256)
def monitor(formula: str) -> Monitor:
    """The deterministic monitor of an LTL safety formula (built once per formula: Spot's
    translation costs milliseconds, and every counterexample and summary needs one)."""
    aut = spot.translate(spot.formula(formula), "monitor", "det")
    aps = tuple(str(a) for a in aut.ap())
    return Monitor(formula=formula, aut=aut, aps=aps, init=aut.get_init_state_number())
