"""Interval analysis of a program's data: a sound type set and range for every action argument.

Flow-insensitive but for versions: each variable of each function holds the join of every value any of
its assignments can produce (helpers' parameters the join over their call sites, the entry's parameters
anything), where an assignment among a function's top-level statements starts a new version of its name
(`_versions`: straight-line code runs in order, so a step's `duration = 5` does not widen an earlier
step's range); by fixpoint iteration with widening (a bound still moving after a few rounds goes to infinity, so a
counter changed in a loop is unbounded). Values Python can compute are over-approximated: ints are
unbounded, floats may be inf or nan, time, queries and unknown calls give any value of their type or
any value at all. Bounds are computed with Python's own operations on the endpoints, which are
monotone in each operand, so the rounding Python does is the rounding the bounds get.
"""

from __future__ import annotations

import ast
import math
import sys
from dataclasses import dataclass, replace

from safe_codegen.robot import ArgumentProposition, Function, Limit, Robot, bind
from safe_codegen.verify.program import bound_names

INF = math.inf
NUMERIC = frozenset({"bool", "int", "float"})
CONTAINERS = frozenset({"list", "dict", "set"})  # mutable: their items are unknown once anything mutates
ANY_TYPE = frozenset({"bool", "int", "float", "str", "none", "list", "tuple", "dict", "set", "other"})
WIDEN_AFTER = 4  # rounds a bound may move before it is widened to infinity
MAX_DEPTH = 3  # nesting of item abstractions kept (a list of lists of ...)
_GROWING_METHODS = frozenset({"append", "extend", "insert", "add", "update", "setdefault"})


@dataclass(frozen=True)
class Val:
    """An abstract value: the types it may have; for its numeric members (bool as 0/1) a closed range
    [lo, hi] (empty when lo > hi) and whether it may be nan; `items`, what iterating it may give (None:
    anything)."""

    types: frozenset[str]
    lo: float = INF
    hi: float = -INF
    nan: bool = False
    items: Val | None = None

    def join(self, other: Val) -> Val:
        """The least value covering both."""
        if self == other:
            return self
        items = None if self.items is None or other.items is None else self.items.join(other.items)
        return Val(self.types | other.types, min(self.lo, other.lo), max(self.hi, other.hi),
                   self.nan or other.nan, _trim(items))

    def text(self) -> str:
        """The value as the why sentence shows it: `float in [0.5, inf]`, `str`, `any value`."""
        if self.types == ANY_TYPE:
            return "any value"
        kinds = " or ".join(sorted(self.types))
        if self.types & NUMERIC and self.lo == self.hi:
            kinds += f" {_num(self.lo)}"
        elif self.types & NUMERIC and self.lo < self.hi:
            kinds += f" in [{_num(self.lo)}, {_num(self.hi)}]"
        return kinds + (" or nan" if self.nan else "")


TOP = Val(ANY_TYPE, -INF, INF, True)
BOOL = Val(frozenset({"bool"}), 0, 1)
NONE = Val(frozenset({"none"}))
STR = Val(frozenset({"str"}), items=Val(frozenset({"str"})))
NUMBER = Val(frozenset({"int", "float"}), -INF, INF, True)
INT = Val(frozenset({"int"}), -INF, INF)
FLOAT = Val(frozenset({"float"}), -INF, INF, True)


def _num(x: float) -> str:
    return f"{x:g}" if isinstance(x, float) or abs(x) < 10**15 else f"{float(x):g}"


def _trim(v: Val | None, depth: int = 0) -> Val | None:
    if v is None:
        return None
    if depth >= MAX_DEPTH:
        return None
    return replace(v, items=_trim(v.items, depth + 1)) if v.items is not None else v


def const(value: object) -> Val:
    """The abstract value of a Python constant."""
    if isinstance(value, bool):
        return Val(frozenset({"bool"}), int(value), int(value))
    if isinstance(value, int):
        return Val(frozenset({"int"}), value, value)
    if isinstance(value, float):
        return Val(frozenset({"float"}), nan=True) if math.isnan(value) else Val(frozenset({"float"}), value, value)
    if isinstance(value, str):
        return STR
    if value is None:
        return NONE
    if isinstance(value, (tuple, list)):
        items = None
        for x in value:
            items = const(x) if items is None else items.join(const(x))
        return Val(frozenset({"tuple" if isinstance(value, tuple) else "list"}), items=_trim(items) or Val(frozenset()))
    return TOP


def numeric(v: Val) -> bool:
    """Whether every value is a number (bool counts as the int it is)."""
    return bool(v.types) and v.types <= NUMERIC


def _safe(f, *xs) -> float:
    """f at an endpoint; nan where Python raises there (the caller then knows no bound)."""
    try:
        return f(*xs)
    except (OverflowError, ZeroDivisionError, ValueError):  # an int beyond float's range: no bound known
        return math.nan


def _hull(points: list[float], types: frozenset[str], nan: bool) -> Val:
    """The range spanned by endpoint results (a nan among them: the operation may give nan, range unknown)."""
    if any(isinstance(p, float) and math.isnan(p) for p in points):
        return Val(types, -INF, INF, True)
    return _outward(Val(types, min(points), max(points), nan))


def _outward(v: Val) -> Val:
    """A value that may be a float: an exact int bound moved out to the float Python may round it to."""
    if "float" not in v.types:
        return v
    lo, hi = _float(v.lo), _float(v.hi)
    return replace(v, lo=min(v.lo, lo if lo <= v.lo else math.nextafter(lo, -INF)),
                   hi=max(v.hi, hi if hi >= v.hi else math.nextafter(hi, INF)))


def _may_inf(v: Val) -> bool:
    return v.lo == -INF or v.hi == INF


def binop(op: ast.operator, a: Val, b: Val) -> Val:
    """a op b."""
    if not (numeric(a) and numeric(b)):
        return _sequence_op(op, a, b)
    if a.lo > a.hi or b.lo > b.hi:  # only nan on one side: nan, except nan ** 0 and 1 ** nan (1.0)
        return Val(frozenset({"float"}), 1.0, 1.0, True) if isinstance(op, ast.Pow) \
            else Val(frozenset({"float"}), nan=True)
    floats = "float" in a.types or "float" in b.types
    ints = bool(a.types - {"float"}) and bool(b.types - {"float"})  # both sides may be int (or bool)
    types = frozenset(({"float"} if floats else set()) | ({"int"} if ints else set()))
    nan = a.nan or b.nan
    corners = [(x, y) for x in (a.lo, a.hi) for y in (b.lo, b.hi)]
    if isinstance(op, ast.Add):  # all four corners: inf + -inf is nan
        return _hull([_safe(lambda x, y: x + y, x, y) for x, y in corners], types, nan)
    if isinstance(op, ast.Sub):
        return _hull([_safe(lambda x, y: x - y, x, y) for x, y in corners], types, nan)
    if isinstance(op, ast.Mult):  # 0 inside one range and inf at the end of the other: nan
        zero_inf = floats and ((a.lo <= 0 <= a.hi and _may_inf(b)) or (b.lo <= 0 <= b.hi and _may_inf(a)))
        return _hull([_safe(lambda x, y: x * y, x, y) for x, y in corners], types, nan or zero_inf)
    if isinstance(op, ast.Div):
        if b.lo <= 0 <= b.hi:
            return Val(frozenset({"float"}), -INF, INF, nan or _may_inf(a))
        return _hull([_safe(lambda x, y: x / y, x, y) for x, y in corners], frozenset({"float"}), nan)
    if isinstance(op, ast.FloorDiv):
        if b.lo <= 0 <= b.hi:
            return Val(types, -INF, INF, nan or floats)
        if not floats:  # exact on ints, and monotone in each operand
            return _hull([_safe(lambda x, y: x // y, x, y) for x, y in corners], types, nan)
        q = _hull([_safe(lambda x, y: x / y, x, y) for x, y in corners], types, nan)
        slack = lambda x: 1 + abs(x) * 1e-15 if not math.isinf(x) else 0  # noqa: E731 (a rounded quotient's error)
        return Val(types, q.lo - slack(q.lo), q.hi + slack(q.hi), q.nan or _may_inf(a))
    if isinstance(op, ast.Mod):  # the result has the divisor's sign and is smaller (as a float if either is)
        may_nan = nan or (floats and _may_inf(a))
        lo, hi = (_float(b.lo), _float(b.hi)) if floats else (b.lo, b.hi)
        if b.lo > 0:
            return Val(types, 0, hi, may_nan)
        if b.hi < 0:
            return Val(types, lo, 0, may_nan)
        return Val(types, -INF, INF, True if floats else nan)
    if isinstance(op, ast.Pow):
        if a.lo >= 0 and b.lo >= 0:
            return _hull([_safe(_pow, x, y) for x, y in corners], types, nan or (floats and _may_inf(a)))
        out = types | ({"float"} if b.lo < 0 else set())
        if a.lo < 0 and "float" in b.types:
            out |= {"other"}  # (-8) ** 0.5 is complex
        return Val(out, -INF, INF, True)
    return Val(types | {"int"}, -INF, INF, True)  # bit operations, @: any number


def _float(x: float) -> float:
    """x as Python converts it for float arithmetic (an int beyond float's range: infinite, keeping its sign)."""
    try:
        return float(x)
    except OverflowError:
        return INF if x > 0 else -INF


def _pow(x: float, y: float) -> float:
    """x ** y for non-negative endpoints; nan (no bound known) for an int too large to compute quickly."""
    if isinstance(x, int) and isinstance(y, int) and x > 1 and y * math.log2(x) > 4096:
        return math.nan
    return x ** y


def _sequence_op(op: ast.operator, a: Val, b: Val) -> Val:
    """+ and * on strings, tuples and lists; anything else on non-numbers is any value."""
    seq = frozenset({"str", "list", "tuple"})
    if isinstance(op, ast.Add) and a.types == b.types and a.types <= seq and len(a.types) == 1:
        items = None if a.items is None or b.items is None else a.items.join(b.items)
        return Val(a.types, items=_trim(items))
    if isinstance(op, ast.Mult):
        for s, n in ((a, b), (b, a)):
            if s.types <= seq and len(s.types) == 1 and n.types <= {"int", "bool"}:
                return s
    if isinstance(op, ast.Mod) and a.types == {"str"}:
        return STR
    return TOP


def unary(op: ast.unaryop, a: Val) -> Val:
    if isinstance(op, ast.Not):
        return BOOL
    if not numeric(a):
        return TOP
    types = frozenset({"int"} if a.types - {"float"} else set()) | (a.types & {"float"})
    if isinstance(op, ast.USub):
        return Val(types, -a.hi, -a.lo, a.nan)
    if isinstance(op, ast.UAdd):
        return Val(types, a.lo, a.hi, a.nan)
    return Val(frozenset({"int"}), -INF, INF) if not a.types & {"float"} else TOP  # ~x: ints only


def compare_join(vals: list[Val]) -> Val:
    out = vals[0]
    for v in vals[1:]:
        out = out.join(v)
    return out


def _abs(a: Val) -> Val:
    types = frozenset({"int"} if a.types - {"float"} else set()) | (a.types & {"float"})
    if a.lo >= 0:
        return Val(types, a.lo, a.hi, a.nan)
    if a.hi <= 0:
        return Val(types, -a.hi, -a.lo, a.nan)
    return Val(types, 0, max(-a.lo, a.hi), a.nan)


def _monotone(f, a: Val, types: frozenset[str] = frozenset({"float"}),
              domain: tuple[float, float] = (-INF, INF)) -> Val:
    """f applied to a range it increases on (outside `domain` Python raises, so those values never result)."""
    lo, hi = max(a.lo, domain[0]), min(a.hi, domain[1])
    if lo > hi:
        return Val(types, nan=a.nan)
    return _hull([_safe(f, lo), _safe(f, hi)], types, a.nan)


def _floor(x: float) -> float:
    return x if isinstance(x, int) or math.isinf(x) else math.floor(x)


def _ceil(x: float) -> float:
    return x if isinstance(x, int) or math.isinf(x) else math.ceil(x)


# math's functions by what they give: a fixed range, or increasing on a domain; the rest any float
_MATH_RANGES = {"sin": (-1, 1), "cos": (-1, 1), "atan": (-math.pi / 2, math.pi / 2), "atan2": (-math.pi, math.pi),
                "asin": (-math.pi / 2, math.pi / 2), "acos": (0, math.pi), "hypot": (0, INF), "fabs": (0, INF)}
_MATH_INCREASING = {"sqrt": (0, INF), "radians": (-INF, INF), "degrees": (-INF, INF), "exp": (-INF, INF),
                    "log": (0, INF), "log10": (0, INF), "log2": (0, INF)}


def math_call(name: str, args: list[Val]) -> Val:
    """A call of `math.name` on abstract arguments."""
    if not args or not all(numeric(a) for a in args):
        return FLOAT if name not in ("floor", "ceil", "trunc", "isfinite", "isinf", "isnan") else TOP
    a = args[0]
    if name in _MATH_RANGES:
        lo, hi = _MATH_RANGES[name]
        if name == "fabs":
            return replace(_abs(a), types=frozenset({"float"}))
        nan = any(x.nan for x in args) or (name in ("sin", "cos") and _may_inf(a))
        return Val(frozenset({"float"}), lo, hi, nan)
    if name in _MATH_INCREASING and len(args) == 1:
        return _monotone(getattr(math, name), a, domain=_MATH_INCREASING[name])
    if name in ("floor", "ceil", "trunc"):
        if a.nan or _may_inf(a):
            return INT
        return Val(frozenset({"int"}), _floor(a.lo), _ceil(a.hi))
    if name in ("isfinite", "isinf", "isnan", "isclose"):
        return BOOL
    return FLOAT


def random_call(name: str, args: list[Val]) -> Val:
    """A call of `random.name` on abstract arguments: the range the documentation gives (random() in [0, 1),
    uniform(a, b) between a and b, either end included, randint(a, b) an int from a to b); a float or int of any
    size for arguments that are not finite numbers, and any value for the module's other functions."""
    finite = all(numeric(a) and not a.nan and not _may_inf(a) for a in args)
    if name == "random" and not args:
        return Val(frozenset({"float"}), 0.0, 1.0)
    if name == "uniform" and len(args) == 2:
        ends = [x for a in args for x in (a.lo, a.hi)]
        return Val(frozenset({"float"}), float(min(ends)), float(max(ends))) if finite else FLOAT
    if name == "randint" and len(args) == 2:
        a, b = args
        return Val(frozenset({"int"}), _ceil(a.lo), _floor(b.hi)) if finite and a.types == b.types == {"int"} else INT
    return TOP


def _range(args: list[Val]) -> Val:
    """range(...): its items are ints between the bounds."""
    if not all(numeric(a) for a in args) or not args:
        return Val(frozenset({"other"}), items=INT)
    ends = args[:2] if len(args) > 1 else [const(0), args[0]]
    lo, hi = min(ends[0].lo, ends[1].lo), max(ends[0].hi, ends[1].hi)
    return Val(frozenset({"other"}), items=Val(frozenset({"int"}), lo, hi))


def builtin_call(name: str, args: list[Val]) -> Val:
    """A call of a harmless builtin (robot.HARMLESS_BUILTINS) on abstract arguments."""
    a = args[0] if args else None
    if name in ("bool", "isinstance", "any", "all"):
        return BOOL
    if name == "len":
        return Val(frozenset({"int"}), 0, INF)
    if name == "str":
        return STR
    if name == "print":
        return NONE
    if name == "abs" and a is not None and numeric(a):
        return _abs(a)
    if name == "float" and a is not None:
        return _outward(Val(frozenset({"float"}), a.lo, a.hi, a.nan)) if numeric(a) else FLOAT
    if name == "int" and a is not None:
        return Val(frozenset({"int"}), _floor(a.lo), _ceil(a.hi)) if numeric(a) else INT  # int(nan) raises
    if name == "round" and a is not None and numeric(a):
        if len(args) == 1:
            return Val(frozenset({"int"}), _floor(a.lo), _ceil(a.hi))
        return Val((a.types - {"bool"}) | {"int"}, a.lo - 1, a.hi + 1, a.nan) if args[1].lo >= 0 else NUMBER
    if name in ("min", "max") and args:
        vals = args if len(args) > 1 else [a.items or TOP]
        if all(numeric(v) for v in vals):
            nan = any(v.nan for v in vals)  # a nan makes comparisons false: any argument may come out
            lo_pick, hi_pick = (min, max) if nan else (min, min) if name == "min" else (max, max)
            ranged = [v for v in vals if v.lo <= v.hi]
            return Val(frozenset().union(*(v.types for v in vals)), lo_pick(v.lo for v in ranged) if ranged else INF,
                       hi_pick(v.hi for v in ranged) if ranged else -INF, nan)
        return TOP
    if name == "range":
        return _range(args)
    if name in ("list", "tuple", "set", "sorted", "reversed") and a is not None:
        kind = {"tuple": "tuple", "set": "set", "reversed": "other"}.get(name, "list")
        return Val(frozenset({kind}), items=a.items)
    if name == "list" or name == "tuple" or name == "set" or name == "dict":
        return Val(frozenset({name}), items=Val(frozenset()))
    if name == "enumerate" and a is not None:
        return Val(frozenset({"other"}), items=Val(frozenset({"tuple"}), items=a.items and
                                                   Val(frozenset({"int"}), 0, INF).join(a.items)))
    if name == "sum":
        return NUMBER
    return TOP


_STR_METHODS = {"split": "list", "rsplit": "list", "splitlines": "list", "partition": "tuple", "rpartition": "tuple"}


def method_call(receiver: Val, name: str, args: list[Val]) -> Val:
    """A call of a data method (verify/program.DATA_METHODS)."""
    if receiver.types == {"str"}:
        if name in _STR_METHODS:
            return Val(frozenset({_STR_METHODS[name]}), items=STR)
        if name in ("find", "rfind", "count", "index"):
            return Val(frozenset({"int"}), -1, INF)
        if name.startswith("is") or name in ("startswith", "endswith"):
            return BOOL
        return STR
    if name in ("index", "count"):
        return Val(frozenset({"int"}), 0, INF)
    if name in ("pop",) and receiver.types <= {"list", "set"}:
        return receiver.items or TOP
    if name in ("copy",):
        return receiver
    if name in ("append", "extend", "insert", "remove", "sort", "reverse", "clear", "add", "discard", "update"):
        return NONE
    return TOP


@dataclass(frozen=True)
class ArgumentRange:
    """An action argument's abstract value and whether it stays within its limit."""

    param: str
    value: Val
    limit: Limit | None
    within: bool


def within(v: Val, limit: Limit) -> bool:
    """Whether every value `v` stands for is one the limit admits."""
    if not v.types:
        return True
    if limit.type == "number":
        if not v.types <= {"int", "float"} or v.nan:
            return False
    elif limit.type == "int":
        if not v.types <= {"int"}:
            return False
    elif limit.type == "list":
        return v.types <= {"list", "tuple"}
    else:
        return v.types <= {limit.type}
    if v.lo > v.hi:
        return True
    return limit.min <= v.lo and v.hi <= limit.max and not (limit.type == "number" and _may_inf(v))


class Analysis:
    """The program's data, abstracted: a value per (function, variable), per function's return, and per
    module constant; built once per program, then asked about action calls."""

    def __init__(self, tree: ast.Module, functions: dict[str, ast.FunctionDef], entry: ast.FunctionDef,
                 robot: Robot) -> None:
        self.functions, self.entry, self.robot = functions, entry, robot
        self.module_names = _module_constants(tree)
        self.imported = {alias.name: node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                         for alias in node.names}
        self._locals: dict[str, frozenset[str]] = {}
        self._version = {k: v for fn in functions.values() for k, v in _versions(fn).items()}
        self.mutates = any(_mutation(n) for n in ast.walk(tree))
        self._solve()
        if not self.mutates and self._list_augmented(tree):  # `xs += ys` changes xs's list in place
            self.mutates = True
            self._solve()

    def _list_augmented(self, tree: ast.Module) -> bool:
        return any(isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name) and
                   self.lookup(self._key(n.target), fn).types & CONTAINERS
                   for fn in self.functions.values() for n in _walk(fn))

    # the fixpoint
    def _solve(self) -> None:
        self.env: dict[tuple[str, str], Val] = {}
        self.returns: dict[str, Val] = {}
        self.changes: dict[tuple[str, str], int] = {}
        self.module: dict[str, Val] = {}
        for name, value in self.module_names.items():
            self.module[name] = self.eval(value, None)
        for fn in self.functions.values():
            a = fn.args
            rest = a.posonlyargs + a.kwonlyargs + [x for x in (a.vararg, a.kwarg) if x is not None]
            for arg in (a.args if fn is self.entry else []) + rest:  # the entry's are anything
                self._set(fn.name, arg.arg, TOP)
            for arg, d in zip(reversed(a.args), reversed(a.defaults)):
                self._set(fn.name, arg.arg, self.eval(d, None))
        changed = True
        while changed:
            self.changed = False
            for fn in self.functions.values():
                returns = NONE if _falls_off(fn) else None
                for node in _walk(fn):
                    returns = self._visit(fn, node, returns)
                if returns is not None:
                    self._set_return(fn.name, returns)
            changed = self.changed

    def _set(self, fn: str, var: str, v: Val) -> None:
        key = (fn, var)
        old = self.env.get(key)
        new = v if old is None else old.join(v)
        if new != old:
            self.changes[key] = self.changes.get(key, 0) + 1
            if old is not None and self.changes[key] > WIDEN_AFTER:
                new = _widen(old, new)
            self.env[key] = new
            self.changed = True

    def _set_return(self, fn: str, v: Val) -> None:
        old = self.returns.get(fn)
        new = v if old is None else old.join(v)
        if new != old:
            self.changes[("<return>", fn)] = self.changes.get(("<return>", fn), 0) + 1
            if old is not None and self.changes[("<return>", fn)] > WIDEN_AFTER:
                new = _widen(old, new)
            self.returns[fn] = new
            self.changed = True

    def _visit(self, fn: ast.FunctionDef, node: ast.AST, returns: Val | None) -> Val | None:
        """One statement or expression's effect on the abstract state; returns the function's returns so far."""
        if isinstance(node, ast.Assign):
            value = self.eval(node.value, fn)
            for t in node.targets:
                self._assign(fn, t, value, node.value)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            self._assign(fn, node.target, self.eval(node.value, fn), node.value)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            old = self.lookup(self._key(node.target), fn)
            self._assign(fn, node.target, binop(node.op, old, self.eval(node.value, fn)), None)
        elif isinstance(node, ast.For):
            self._assign(fn, node.target, self.items(node.iter, fn), None)
        elif isinstance(node, ast.comprehension):
            self._assign(fn, node.target, self.items(node.iter, fn), None)
        elif isinstance(node, ast.Return):
            value = NONE if node.value is None else self.eval(node.value, fn)
            returns = value if returns is None else returns.join(value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in self.functions \
                and node.func.id not in self.local(fn):
            self._bind_helper(self.functions[node.func.id], node, fn)
        return returns

    def _bind_helper(self, helper: ast.FunctionDef, call: ast.Call, fn: ast.FunctionDef) -> None:
        params = [a.arg for a in helper.args.args]
        for p, arg in zip(params, call.args):
            self._set(helper.name, p, self.eval(arg, fn))
        for kw in call.keywords:
            if kw.arg in params:
                self._set(helper.name, kw.arg, self.eval(kw.value, fn))
            else:
                for p in params:
                    self._set(helper.name, p, TOP)
        if any(isinstance(a, ast.Starred) for a in call.args):
            for p in params:
                self._set(helper.name, p, TOP)

    def _assign(self, fn: ast.FunctionDef, target: ast.expr, value: Val, node: ast.expr | None) -> None:
        if isinstance(target, ast.Name):
            self._set(fn.name, self._key(target), value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            if isinstance(node, (ast.Tuple, ast.List)) and len(node.elts) == len(target.elts) and \
                    not any(isinstance(e, ast.Starred) for e in node.elts):
                for t, e in zip(target.elts, node.elts):
                    self._assign(fn, t, self.eval(e, fn), e)
            else:
                part = self._items(value)
                for t in target.elts:
                    self._assign(fn, t.value if isinstance(t, ast.Starred) else t,
                                 TOP if isinstance(t, ast.Starred) else part, None)

    def local(self, fn: ast.FunctionDef) -> frozenset[str]:
        """Names local to `fn`, its comprehensions' variables included."""
        if fn.name not in self._locals:
            comp = {n.id for c in ast.walk(fn) if isinstance(c, ast.comprehension)
                    for n in ast.walk(c.target) if isinstance(n, ast.Name)}
            self._locals[fn.name] = frozenset(bound_names(fn) | comp)
        return self._locals[fn.name]

    # expressions
    def _key(self, name: ast.Name) -> str:
        """The variable a name node reads or writes: its version (`x#2`), or the name itself."""
        return self._version.get(id(name), name.id)

    def lookup(self, name: str, fn: ast.FunctionDef | None) -> Val:
        if fn is not None and name.partition("#")[0] in self.local(fn):
            return self.env.get((fn.name, name), Val(frozenset()))
        if name in self.module:
            return self.module[name]
        module = self.imported.get(name)
        if module is not None:
            return self._module_attr(module, name)
        return TOP

    def _module_attr(self, module: str, attr: str) -> Val:
        value = getattr(__import__(module), attr, None) if module in self.robot.modules else None
        return const(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else TOP

    def items(self, e: ast.expr, fn: ast.FunctionDef | None) -> Val:
        """What iterating `e` may give."""
        if isinstance(e, (ast.List, ast.Tuple, ast.Set)):  # a fresh display: nobody else can change it
            return compare_join([self.eval(x, fn) for x in e.elts]) if e.elts else Val(frozenset())
        return self._items(self.eval(e, fn))

    def _items(self, v: Val) -> Val:
        if v.items is None or (self.mutates and v.types & CONTAINERS) or v.types & {"dict"}:
            return TOP
        return v.items

    def eval(self, e: ast.expr, fn: ast.FunctionDef | None) -> Val:
        """The abstract value of an expression in function `fn` (None: at module level)."""
        if isinstance(e, ast.Constant):
            return const(e.value)
        if isinstance(e, ast.Name):
            return self.lookup(self._key(e), fn)
        if isinstance(e, ast.BinOp):
            return binop(e.op, self.eval(e.left, fn), self.eval(e.right, fn))
        if isinstance(e, ast.UnaryOp):
            return unary(e.op, self.eval(e.operand, fn))
        if isinstance(e, ast.BoolOp):
            return compare_join([self.eval(v, fn) for v in e.values])
        if isinstance(e, ast.IfExp):
            return self.eval(e.body, fn).join(self.eval(e.orelse, fn))
        if isinstance(e, ast.Compare):
            return BOOL
        if isinstance(e, (ast.JoinedStr, ast.FormattedValue)):
            return STR
        if isinstance(e, (ast.List, ast.Tuple, ast.Set)):
            items = compare_join([self.eval(x, fn) for x in e.elts]) if e.elts else Val(frozenset())
            return Val(frozenset({type(e).__name__.lower()}), items=_trim(items))
        if isinstance(e, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            kind = {ast.ListComp: "list", ast.SetComp: "set"}.get(type(e), "other")
            return Val(frozenset({kind}), items=_trim(self.eval(e.elt, fn)))
        if isinstance(e, (ast.Dict, ast.DictComp)):
            return Val(frozenset({"dict"}))
        if isinstance(e, ast.Subscript):
            base = self.eval(e.value, fn)
            if isinstance(e.slice, ast.Slice):
                return base if base.types <= {"str", "list", "tuple"} else TOP
            return STR if base.types == {"str"} else self._items(base)
        if isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id in self.robot.modules \
                and (fn is None or e.value.id not in self.local(fn)):
            return self._module_attr(e.value.id, e.attr)
        if isinstance(e, ast.Call):
            return self.call(e, fn)
        return TOP

    def call(self, e: ast.Call, fn: ast.FunctionDef | None) -> Val:
        args = [self.eval(a, fn) for a in e.args if not isinstance(a, ast.Starred)]
        f = e.func
        if isinstance(f, ast.Name) and (fn is None or f.id not in self.local(fn)):
            name = f.id
            if name in self.functions:
                return self.returns.get(name, Val(frozenset()))
            if name in self.robot.functions:
                api = self.robot.functions[name]
                return BOOL if api.kind == "sensor" else api_returns(api)
            if name in self.imported:
                return self._module_call(self.imported[name], name, args)
            return builtin_call(name, args)
        if isinstance(f, ast.Attribute):
            if isinstance(f.value, ast.Name) and f.value.id in self.robot.modules and \
                    (fn is None or f.value.id not in self.local(fn)):
                return self._module_call(f.value.id, f.attr, args)
            return method_call(self.eval(f.value, fn), f.attr, args)
        return TOP

    def _module_call(self, module: str, name: str, args: list[Val]) -> Val:
        if module == "math":
            return math_call(name, args)
        if module == "random":
            return random_call(name, args)
        if module == "time":
            return NONE if name == "sleep" else Val(frozenset({"float"}), 0, sys.float_info.max)  # finite
        return TOP

    # what the verifier asks
    def argument(self, call: ast.Call, fn: ast.FunctionDef, api: Function, param: str) -> Val:
        """The abstract value of one argument of an action call (bound as the bridge binds it; the default
        when the call leaves it out; any value when the call does not bind, which Python then refuses)."""
        try:
            bound = bind(api, call.args, {k.arg: k.value for k in call.keywords})
        except TypeError:
            return TOP
        node = bound.get(param)
        return self.eval(node, fn) if node is not None else const(api.defaults.get(param))

    def arguments(self, call: ast.Call, fn: ast.FunctionDef, api: Function) -> list[ArgumentRange]:
        """Each limited argument of an action call, with its abstract value and whether it stays within."""
        out = []
        for param, limit in api.limits.items():
            value = self.argument(call, fn, api, param)
            out.append(ArgumentRange(param, value, limit, within(value, limit)))
        return out


def decide(prop: ArgumentProposition, v: Val) -> bool | None:
    """An argument proposition over every value `v` stands for: True (it surely holds), False (surely not)
    or None (either, so the product explores both). As `ArgumentProposition.holds`: a non-number makes it
    false, nan satisfies only !=."""
    outcomes: set[bool] = set()
    if v.types - NUMERIC:
        outcomes.add(False)
    if v.nan:
        outcomes.add(prop.op == "!=")
    if v.types & NUMERIC and v.lo <= v.hi:
        lo, hi = (_abs(v).lo, _abs(v).hi) if prop.absolute else (v.lo, v.hi)
        c = prop.bound
        may_true, may_false = {
            ">": (hi > c, lo <= c), ">=": (hi >= c, lo < c), "<": (lo < c, hi >= c), "<=": (lo <= c, hi > c),
            "==": (lo <= c <= hi, not lo == hi == c), "!=": (not lo == hi == c, lo <= c <= hi),
        }[prop.op]
        outcomes |= {True} if may_true else set()
        outcomes |= {False} if may_false else set()
    return None if len(outcomes) > 1 else (True in outcomes)


def api_returns(api: Function) -> Val:
    """What an API query or action returns, as its robot file declares (`returns:`), else anything."""
    kind = api.returns
    if kind is None:
        return TOP
    base, _, item = kind.partition("[")
    items = _type_val(item.rstrip("]")) if item else None
    return replace(_type_val(base), items=items)


def _type_val(kind: str) -> Val:
    return {"number": NUMBER, "int": INT, "float": FLOAT, "bool": BOOL, "str": STR, "none": NONE}.get(
        kind, Val(frozenset({kind})) if kind in ANY_TYPE else TOP)


def literal_type_error(node: ast.expr | None, limit: Limit) -> object | None:
    """The literal given for an argument when its type is one the limit never admits (a string speed);
    None when the argument is not a literal or its type fits."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)) \
            and isinstance(node.operand, ast.Constant):
        node = node.operand
    if not isinstance(node, ast.Constant):
        return None
    probe = Limit(limit.type)
    value = node.value
    if isinstance(value, (int, float)) and not isinstance(value, bool) and limit.type == "number":
        return None  # a number of the right type; its range is within_limits' question
    return None if probe.admits(value) else value


def _widen(old: Val, new: Val) -> Val:
    return Val(new.types, -INF if new.lo < old.lo else new.lo, INF if new.hi > old.hi else new.hi,
               new.nan, None if new.items != old.items else new.items)


def _module_constants(tree: ast.Module) -> dict[str, ast.expr]:
    out: dict[str, ast.expr] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            out[node.targets[0].id] = node.value
    return out


def _mutation(node: ast.AST) -> bool:
    """A call or store that can put new items into a container in place (its items are then unknown)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _GROWING_METHODS:
        return True
    targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
    return any(isinstance(t, ast.Subscript) for tt in targets for t in ast.walk(tt))


def _falls_off(fn: ast.FunctionDef) -> bool:
    """Whether the function may end without `return value` (then it returns None): conservatively, unless
    its last statement is a return."""
    return not fn.body or not isinstance(fn.body[-1], ast.Return)


def _versions(fn: ast.FunctionDef) -> dict[int, str]:
    """The version of each name node of `fn` (by id) where it is not the name itself: each assignment of plain
    names among the function's top-level statements starts a new version of each (`x#1`, `x#2`), which every use
    up to the next one reads and writes, inside compound statements too (a loop's updates join into the version
    current there). Top-level statements run in order and once, so a version's values are the only ones that
    reach its uses. A function with nested scopes, global, nonlocal or del keeps one version per name."""
    scoped = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.Global, ast.Nonlocal, ast.Delete)
    if any(isinstance(n, scoped) for stmt in fn.body for n in ast.walk(stmt)):
        return {}
    count: dict[str, int] = {}
    current: dict[str, str] = {}
    out: dict[int, str] = {}

    def uses(node: ast.AST) -> None:
        for n in ast.walk(node):
            if isinstance(n, ast.Name) and n.id in current:
                out[id(n)] = current[n.id]
    for stmt in fn.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else \
            [stmt.target] if isinstance(stmt, ast.AnnAssign) and stmt.value is not None else None
        if targets and all(isinstance(t, ast.Name) for t in targets):
            uses(stmt.value)
            for t in targets:
                count[t.id] = count.get(t.id, 0) + 1
                current[t.id] = f"{t.id}#{count[t.id]}"
                out[id(t)] = current[t.id]
        else:
            uses(stmt)
    return out


def _walk(fn: ast.FunctionDef):
    """Every node of the function's body (comprehensions included: their variables only gain values)."""
    for stmt in fn.body:
        yield from ast.walk(stmt)


