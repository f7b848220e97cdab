"""Boolean guards over environment propositions, remembered sensor values and unknown atoms."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union


@dataclass(frozen=True)
class Const:
    value: bool


@dataclass(frozen=True)
class Env:
    """A proposition read from the environment in the current state."""

    prop: str


@dataclass(frozen=True)
class Mem:
    """A remembered sensor value (a variable assigned from a sensing call)."""

    var: str


@dataclass(frozen=True)
class Unknown:
    """A test atom the tool cannot evaluate (time, counters, answers): both outcomes possible."""

    id: int


@dataclass(frozen=True)
class Not:
    arg: "Guard"


@dataclass(frozen=True)
class And:
    args: tuple["Guard", ...]


@dataclass(frozen=True)
class Or:
    args: tuple["Guard", ...]


Guard = Union[Const, Env, Mem, Unknown, Not, And, Or]
TRUE, FALSE = Const(True), Const(False)


def neg(g: Guard) -> Guard:
    """Negation with constant folding and double-negation removal."""
    if isinstance(g, Const):
        return Const(not g.value)
    if isinstance(g, Not):
        return g.arg
    return Not(g)


def conj(args: list[Guard]) -> Guard:
    """Conjunction with constant folding."""
    kept = []
    for a in args:
        if a == FALSE:
            return FALSE
        if a != TRUE:
            kept.append(a)
    return kept[0] if len(kept) == 1 else (And(tuple(kept)) if kept else TRUE)


def disj(args: list[Guard]) -> Guard:
    """Disjunction with constant folding."""
    kept = []
    for a in args:
        if a == TRUE:
            return TRUE
        if a != FALSE:
            kept.append(a)
    return kept[0] if len(kept) == 1 else (Or(tuple(kept)) if kept else FALSE)


def evaluate(g: Guard, env: dict[str, bool], mem: dict[str, bool], unknown: dict[int, bool]) -> bool:
    """The guard's value for one valuation of environment, memory and unknown atoms."""
    if isinstance(g, Const):
        return g.value
    if isinstance(g, Env):
        return env[g.prop]
    if isinstance(g, Mem):
        return mem[g.var]
    if isinstance(g, Unknown):
        return unknown[g.id]
    if isinstance(g, Not):
        return not evaluate(g.arg, env, mem, unknown)
    if isinstance(g, And):
        return all(evaluate(a, env, mem, unknown) for a in g.args)
    return any(evaluate(a, env, mem, unknown) for a in g.args)


def unknowns(g: Guard) -> set[int]:
    """Ids of the unknown atoms a guard reads."""
    if isinstance(g, Unknown):
        return {g.id}
    if isinstance(g, Not):
        return unknowns(g.arg)
    if isinstance(g, (And, Or)):
        return set().union(*(unknowns(a) for a in g.args))
    return set()


def render(g: Guard, name: Callable[[Guard], str]) -> str:
    """Print a guard with `name` giving the text of each atom (SMV names, source text, ...)."""
    if isinstance(g, Const):
        return "TRUE" if g.value else "FALSE"
    if isinstance(g, (Env, Mem, Unknown)):
        return name(g)
    if isinstance(g, Not):
        return f"!{render(g.arg, name)}"
    op = " & " if isinstance(g, And) else " | "
    return "(" + op.join(render(a, name) for a in g.args) + ")"


def to_json(g: Guard) -> list:
    """A guard as nested lists: ["env", p], ["mem", v], ["unknown", id], ["not", g], ["and", ...]."""
    if isinstance(g, Const):
        return ["const", g.value]
    if isinstance(g, Env):
        return ["env", g.prop]
    if isinstance(g, Mem):
        return ["mem", g.var]
    if isinstance(g, Unknown):
        return ["unknown", g.id]
    if isinstance(g, Not):
        return ["not", to_json(g.arg)]
    return ["and" if isinstance(g, And) else "or"] + [to_json(a) for a in g.args]


def from_json(data: list) -> Guard:
    tag, rest = data[0], data[1:]
    leaf = {"const": Const, "env": Env, "mem": Mem, "unknown": Unknown}
    if tag in leaf:
        return leaf[tag](rest[0])
    if tag == "not":
        return Not(from_json(rest[0]))
    args = tuple(from_json(a) for a in rest)
    return And(args) if tag == "and" else Or(args)
