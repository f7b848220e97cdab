"""A finite discrete-time Markov chain as a value: mass conservation, export in the PRISM
language and in PRISM's explicit format (.tra/.lab), and the backward-induction checker (exact on
acyclic chains; certify's default, which Storm cross-checks where installed)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# The absorbing outcomes of a generation tree: every path ends in exactly one of them.
OUTCOMES = ("success", "low_prob", "invalid", "truncated")


@dataclass
class DTMC:
    """States 0..n-1; `succ[s]` lists (target, probability); an empty list means absorbing."""

    succ: list[list[tuple[int, float]]]
    labels: dict[str, set[int]] = field(default_factory=dict)
    initial: int = 0

    @property
    def size(self) -> int:
        return len(self.succ)


def label_name(text: str) -> str:
    """A PRISM-safe label: letters, digits and underscores."""
    return re.sub(r"\W", "_", text)


def topological(d: DTMC) -> list[int]:
    """Reachable states, each before its successors; a cycle other than a self-loop is an error
    (generation trees are acyclic, and backward induction relies on it)."""
    order, mark = [], {}
    stack = [(d.initial, 0)]
    while stack:
        s, i = stack.pop()
        if i == 0:
            if mark.get(s) == 1:
                raise ValueError(f"state {s} lies on a cycle")
            if mark.get(s) == 2:
                continue
            mark[s] = 1
        targets = [t for t, _ in d.succ[s] if t != s]
        if i < len(targets):
            stack.append((s, i + 1))
            t = targets[i]
            if mark.get(t) == 1:
                raise ValueError(f"state {t} lies on a cycle")
            if mark.get(t) != 2:
                stack.append((t, 0))
        else:
            mark[s] = 2
            order.append(s)
    return order[::-1]


def reach_probabilities(d: DTMC) -> list[float]:
    """Probability of visiting each state from the initial one (forward pass in topological order)."""
    reach = [0.0] * d.size
    reach[d.initial] = 1.0
    for s in topological(d):
        for t, p in d.succ[s]:
            if t != s:
                reach[t] += reach[s] * p
    return reach


def eventually(d: DTMC, label: str) -> float:
    """P=? [F label] from the initial state by backward induction (acyclic chains)."""
    return _backward(d, d.labels.get(label, set()), topological(d))


def eventually_all(d: DTMC) -> dict[str, float]:
    """P=? [F label] for every label, one topological order shared by all (certify's checker)."""
    order = topological(d)
    return {label: _backward(d, states, order) for label, states in d.labels.items()}


def _backward(d: DTMC, target: set[int], order: list[int]) -> float:
    """The probability of reaching `target` from the initial state, states visited in reverse `order`."""
    value = [0.0] * d.size
    for s in reversed(order):
        value[s] = 1.0 if s in target else sum(p * value[t] for t, p in d.succ[s] if t != s)
    return value[d.initial]


def check_mass(d: DTMC, tol: float = 1e-9) -> dict[str, float]:
    """Assert that each state's outgoing probabilities sum to 1 and that the absorbing outcomes
    (success + low_prob + invalid + truncated) carry all the mass; returns their probabilities."""
    for s, edges in enumerate(d.succ):
        if edges and abs(sum(p for _, p in edges) - 1.0) > tol:
            raise AssertionError(f"state {s}: outgoing probabilities sum to {sum(p for _, p in edges)!r}")
        if any(p < 0 for _, p in edges):
            raise AssertionError(f"state {s}: negative probability")
    reach = reach_probabilities(d)
    mass = {o: sum(reach[s] for s in d.labels.get(o, ())) for o in OUTCOMES}
    absorbing = sum(r for s, r in enumerate(reach) if not d.succ[s] or d.succ[s] == [(s, 1.0)])
    if abs(sum(mass.values()) - 1.0) > tol or abs(absorbing - 1.0) > tol:
        raise AssertionError(f"mass not conserved: {mass} (absorbing states hold {absorbing!r})")
    return mass


def to_prism(d: DTMC) -> str:
    """The chain in the PRISM language: one variable s, a command per state, a label per label."""
    lines = ["dtmc", "", "module generation", f"  s : [0..{d.size - 1}] init {d.initial};"]
    absorbing = []
    for s, edges in enumerate(d.succ):
        if not edges:
            absorbing.append(s)
            continue
        body = " + ".join(f"{p!r}:(s'={t})" for t, p in edges)
        lines.append(f"  [] s={s} -> {body};")
    for s in absorbing:
        lines.append(f"  [] s={s} -> 1:(s'={s});")
    lines += ["endmodule", ""]
    for name in sorted(d.labels):
        states = sorted(d.labels[name])
        lines.append(f'label "{label_name(name)}" = ' + ("|".join(f"s={s}" for s in states) if states else "false")
                     + ";")
    return "\n".join(lines) + "\n"


def to_explicit(d: DTMC) -> tuple[str, str]:
    """The chain in PRISM's explicit format: the transitions (.tra, a `dtmc` header then
    `source target probability` lines, absorbing states with their self-loop) and the labels
    (.lab, with `init`). Storm builds these in linear time; from the PRISM language its builder
    evaluates every command's guard in every state, quadratic in the size of a tree."""
    tra = ["dtmc"]
    for s, edges in enumerate(d.succ):
        tra += [f"{s} {t} {p!r}" for t, p in edges] if edges else [f"{s} {s} 1.0"]
    names = ["init", *sorted(label_name(n) for n in d.labels)]
    per_state: dict[int, list[str]] = {d.initial: ["init"]}
    for name in sorted(d.labels):
        for s in d.labels[name]:
            per_state.setdefault(s, []).append(label_name(name))
    lab = ["#DECLARATION", " ".join(names), "#END"]
    lab += [f"{s} {' '.join(per_state[s])}" for s in sorted(per_state)]
    return "\n".join(tra) + "\n", "\n".join(lab) + "\n"
