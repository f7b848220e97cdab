"""Robot definitions (robots/*.yaml): the API a program may call and its propositions."""

from __future__ import annotations

import ast
import functools
import importlib
import keyword
import math
import operator
import re
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from safe_codegen.binding import bind_arguments
from safe_codegen.errors import InputError
from safe_codegen.utils.paths import check_name, resolve
from safe_codegen.utils.yamlfile import LineDict, line_of, load_yaml

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
T = TypeVar("T")

# The builtins a program may call or name as a value (`map(str, xs)`, `sorted(xs, key=len)`) without
# leaving the robot's sandbox (docs/semantics.md, "Sandbox allow-list"). Each one computes on data
# and returns data, an iterator over data, or (the types) a new value. Left out: what runs code or
# reads attributes by name (eval, exec, compile, getattr, setattr, __import__, format), opens files
# (open) or reaches frames, namespaces or types (vars, locals, globals, dir, type, breakpoint, help).
HARMLESS_BUILTINS = frozenset(
    "abs all any bool dict enumerate filter float int isinstance len list map max min "
    "print range reversed round set sorted str sum tuple zip".split()
)


LIMIT_TYPES = {"number": (int, float), "int": (int,), "str": (str,), "bool": (bool,), "list": (list, tuple)}
_RETURNS = re.compile(r"^(number|int|str|bool|none|list(\[(number|int|str|bool)\])?)$")


@dataclass(frozen=True)
class Limit:
    """What an action argument may be (robots/*.yaml `limits:`): a type, and for numbers a unit and a
    closed range. A number is a finite int or float, never a bool."""

    type: str
    unit: str | None = None
    min: float = -math.inf
    max: float = math.inf

    def admits(self, value: object) -> bool:
        """Whether the robot accepts `value` for this argument (what the bridge checks before sending)."""
        if isinstance(value, bool) and self.type != "bool" or not isinstance(value, LIMIT_TYPES[self.type]):
            return False
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            try:
                return math.isfinite(value) and self.min <= value <= self.max
            except OverflowError:  # an int beyond float's range
                return False
        return True

    def text(self) -> str:
        """The limit as a reader writes it: `number in [-2, 2] m/s`."""
        rng = "" if self.min == -math.inf and self.max == math.inf else f" in [{self.min:g}, {self.max:g}]"
        return f"{self.type}{rng}{' ' + self.unit if self.unit else ''}"


@dataclass(frozen=True)
class Function:
    """One API function. kind: sensor (bool, mapped to propositions), action, or query. `selector`: the
    parameter a by-argument sensor selects its proposition on (the one `ros: contains:` names, else the
    first); `limits`: what an action's arguments may be."""

    name: str
    kind: str
    params: tuple[str, ...]
    required: int
    proposition: str | None = None
    by_argument: dict[str, str] = field(default_factory=dict)
    defaults: dict[str, object] = field(default_factory=dict)
    limits: dict[str, Limit] = field(default_factory=dict)
    selector: str | None = None
    returns: str | None = None  # what a query or action returns (`str`, `list[str]`): the verifier's typing


def bind(fn: Function, args: Sequence[T], kwargs: Mapping[str, T]) -> dict[str, T]:
    """The call's given arguments by parameter name, as Python binds them (binding.bind_arguments); a
    TypeError like Python's for a call the function cannot take. The verifier binds AST nodes, the bridge
    and the task simulator values with this one binder, so all read the same argument for a parameter."""
    return bind_arguments(fn.name, fn.params, fn.required, args, kwargs)


def selected(fn: Function, args: Sequence[T], kwargs: Mapping[str, T]) -> T | object | None:
    """The argument a by-argument sensor selects on (its `selector` parameter, bound by name and position;
    the default when the call leaves it out), or None when the call does not bind."""
    try:
        bound = bind(fn, args, kwargs)
    except TypeError:
        return None
    return bound.get(fn.selector, fn.defaults.get(fn.selector))


COMPARISONS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq,
               "!=": operator.ne}
_ARG_PROP = re.compile(r"^\s*(?:(abs)\(\s*(\w+)\.(\w+)\s*\)|(\w+)\.(\w+))\s*(<=|>=|==|!=|<|>)\s*(\S+)\s*$")


@dataclass(frozen=True)
class ArgumentProposition:
    """A proposition over an action's argument (robots/*.yaml `argument_propositions:`, `fast:
    abs(velocity_publisher.linear) > 1.0`): true at a step of `action` exactly when the comparison holds
    for the argument's actual value; a value that is not a number makes it false, nan only satisfies !=."""

    name: str
    action: str
    param: str
    op: str
    bound: float
    absolute: bool = False

    def holds(self, value: object) -> bool:
        """The proposition for one argument value (what the bridge labels an executed action with)."""
        if not isinstance(value, (int, float)):
            return False
        return COMPARISONS[self.op](abs(value) if self.absolute else value, self.bound)

    def text(self) -> str:
        arg = f"{self.action}.{self.param}"
        return f"{f'abs({arg})' if self.absolute else arg} {self.op} {self.bound:g}"


def argument_labels(robot: Robot, action: str, arguments: Mapping[str, object]) -> frozenset[str]:
    """The argument propositions of `action` that hold for its bound arguments (defaults included)."""
    return frozenset(a.name for a in robot.argument_propositions
                     if a.action == action and a.holds(arguments.get(a.param)))


@dataclass(frozen=True)
class Robot:
    """A robot: its API functions, allowed modules, propositions, default specs, prompt text."""

    name: str
    path: Path
    description: str
    functions: dict[str, Function]
    modules: dict[str, frozenset[str]]  # module -> allowed attributes ("*" in the file: numbers_and_builtins)
    specs: tuple[str, ...]
    api: str
    raw: dict
    within_limits: bool = True  # the verifier's built-in spec (off for robots that clip commands themselves)
    argument_propositions: tuple[ArgumentProposition, ...] = ()

    @property
    def env_props(self) -> tuple[str, ...]:
        """Propositions set by the environment (sensor readings), in file order."""
        out: list[str] = []
        for fn in self.functions.values():
            if fn.kind == "sensor":
                for p in ([fn.proposition] if fn.proposition else []) + list(fn.by_argument.values()):
                    if p not in out:
                        out.append(p)
        return tuple(out)

    @property
    def action_props(self) -> tuple[str, ...]:
        """Propositions of execution functions, in file order."""
        out: list[str] = []
        for fn in self.functions.values():
            if fn.kind == "action" and fn.proposition not in out:
                out.append(fn.proposition)
        return tuple(out)

    @property
    def argument_props(self) -> tuple[str, ...]:
        """Propositions over action arguments (`argument_propositions:`), in file order."""
        return tuple(a.name for a in self.argument_propositions)


_TOP_KEYS = {"name", "description", "modules", "sensors", "actions", "queries", "specs", "api", "ros", "within_limits",
             "argument_propositions"}
_FN_KEYS = {
    "sensor": {"params", "proposition", "by_argument", "doc", "ros"},
    "action": {"params", "proposition", "doc", "ros", "limits", "returns"},
    "query": {"params", "doc", "ros", "returns"},
}


@functools.cache
def numbers_and_builtins(module: str) -> frozenset[str]:
    """What `module: "*"` allows: the module's public names bound to an int, a float or a builtin
    function; no submodules, classes or other objects, whose attributes could reach further."""
    mod = importlib.import_module(module)
    return frozenset(n for n, v in vars(mod).items() if not n.startswith("_") and (
        type(v) in (int, float) or isinstance(v, types.BuiltinFunctionType)))


def robot_path(name_or_path: str) -> Path:
    """Resolve a robot name (robots/NAME.yaml) or a path to a robot file."""
    return resolve(name_or_path, "robots")


def load_robot(name_or_path: str) -> Robot:
    """Load and validate a robot file; every problem is an InputError with file:line. Its ROS 2 map (`ros:`) is
    the bridge's to check (bridge/rosmap.py): commands that talk to ROS load it first."""
    path = robot_path(name_or_path)
    data = load_yaml(path)

    def fail(line: int, msg: str) -> InputError:
        return InputError(f"{path}:{line}: {msg}")

    if not isinstance(data, LineDict):
        raise fail(1, "a robot file must be a mapping")
    for key in data:
        if key not in _TOP_KEYS:
            raise fail(line_of(data, key), f"unknown key '{key}' (allowed: {', '.join(sorted(_TOP_KEYS))})")
    for key in ("name", "api"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise fail(line_of(data, key), f"'{key}' must be a non-empty string")
    check_name(data["name"], "robot name", f"{path}:{line_of(data, 'name')}")  # the robot's library folder

    functions: dict[str, Function] = {}
    for section, kind in (("sensors", "sensor"), ("actions", "action"), ("queries", "query")):
        entries = data.get(section, {}) or {}
        if not isinstance(entries, dict):
            raise fail(line_of(data, section), f"'{section}' must be a mapping of function names")
        for name, spec in entries.items():
            line = line_of(entries, name)
            functions[name] = _function(name, kind, spec, line, fail, functions)

    modules: dict[str, frozenset[str]] = {}
    mods = data.get("modules", {}) or {}
    if not isinstance(mods, dict):
        raise fail(line_of(data, "modules"), "'modules' must map module names to attribute lists or '*'")
    for mod, attrs in mods.items():
        if attrs == "*":
            try:
                modules[mod] = numbers_and_builtins(mod)
            except ImportError as exc:
                raise fail(line_of(mods, mod), f"module '{mod}' cannot be imported: {exc}") from None
        elif isinstance(attrs, list) and all(isinstance(a, str) and IDENT.match(a) for a in attrs):
            modules[mod] = frozenset(attrs)
        else:
            raise fail(line_of(mods, mod), f"module '{mod}': give a list of attribute names or '*'")

    specs = data.get("specs", []) or []
    if not isinstance(specs, list) or not all(isinstance(s, str) for s in specs):
        raise fail(line_of(data, "specs"), "'specs' must be a list of spec names")
    for s in specs:  # a name on the search path (specs/NAME.yaml), never a path out of it
        check_name(s, "spec", f"{path}:{line_of(data, 'specs')}")

    within = data.get("within_limits", True)
    if not isinstance(within, bool):
        raise fail(line_of(data, "within_limits"), "'within_limits' is true or false")
    robot = Robot(
        name=data["name"], path=path, description=str(data.get("description", "")),
        functions=functions, modules=modules, specs=tuple(specs), api=data["api"], raw=data,
        within_limits=within, argument_propositions=_argument_propositions(data, functions, fail),
    )
    if "out_of_limits" in set(robot.env_props) | set(robot.action_props):  # the verifier's own (within_limits)
        raise fail(1, "the proposition 'out_of_limits' is reserved for the built-in spec within_limits")
    clash = set(robot.env_props) & set(robot.action_props)
    if clash:
        first = next(n for n, fn in functions.items() if fn.kind == "action" and fn.proposition in clash)
        raise fail(line_of(data.get("actions"), first),
                   f"propositions used both as sensor and action: {', '.join(sorted(clash))}")
    for a in robot.argument_propositions:
        if a.name in set(robot.env_props) | set(robot.action_props):
            raise fail(line_of(data["argument_propositions"], a.name),
                       f"argument proposition '{a.name}' is already a sensor or action proposition")
    return robot


def _function(name, kind, spec, line, fail, seen) -> Function:
    if not isinstance(name, str) or not IDENT.match(name) or keyword.iskeyword(name):
        raise fail(line, f"'{name}' is not a valid function name")
    if name in seen:
        raise fail(line, f"function '{name}' is declared twice")
    if spec is None:
        spec = LineDict()
    if not isinstance(spec, dict):
        raise fail(line, f"function '{name}': expected a mapping (params, proposition, ...)")
    for key in spec:
        if key not in _FN_KEYS[kind]:
            raise fail(line_of(spec, key), f"function '{name}': unknown key '{key}' for a {kind}")
    params = spec.get("params", []) or []
    if not isinstance(params, list) or not all(isinstance(p, str) for p in params):
        raise fail(line, f"function '{name}': 'params' must be a list of names")
    pline = line_of(spec, "params") if "params" in spec else line
    names, required, optional_seen, defaults = [], 0, False, {}
    for p in params:
        pname, _, default = p.partition("=")
        pname = pname.strip()
        if not IDENT.match(pname) or keyword.iskeyword(pname):
            raise fail(pline, f"function '{name}': bad parameter '{p}'")
        if pname in names:
            raise fail(pline, f"function '{name}': parameter '{pname}' appears twice")
        if default and not _is_literal(default):
            raise fail(pline, f"function '{name}': the default of '{pname}' must be a Python literal "
                              f"(a number, string, True, False or None), not '{default.strip()}'")
        names.append(pname)
        if default:
            optional_seen = True
            defaults[pname] = ast.literal_eval(default.strip())
        elif optional_seen:
            raise fail(pline, f"function '{name}': required parameter '{pname}' after an optional one")
        else:
            required += 1
    prop = spec.get("proposition")
    by_arg = spec.get("by_argument", {}) or {}
    if not isinstance(by_arg, dict):
        raise fail(line_of(spec, "by_argument"), f"function '{name}': 'by_argument' maps argument values "
                                                 f"to propositions")
    if kind == "action" and not prop:
        raise fail(line, f"action '{name}' needs a 'proposition'")
    if kind == "sensor" and bool(prop) == bool(by_arg):
        raise fail(line, f"sensor '{name}' needs exactly one of 'proposition' or 'by_argument'")
    if kind == "sensor" and by_arg and not params:
        raise fail(line, f"sensor '{name}': 'by_argument' needs a parameter")
    named = [(prop, line_of(spec, "proposition"))] if prop else []
    for p, pline in named + [(p, line_of(by_arg, arg)) for arg, p in by_arg.items()]:
        if not isinstance(p, str) or not IDENT.match(p):
            raise fail(pline, f"function '{name}': '{p}' is not a valid proposition name")
        misread = misread_proposition(p)
        if misread:
            raise fail(pline, f"function '{name}': proposition '{p}' {misread}; name it otherwise")
    limits = _limits(name, spec.get("limits"), names, line_of(spec, "limits") if "limits" in spec else line, fail)
    for pname, default in defaults.items():
        if pname in limits and not limits[pname].admits(default):
            raise fail(pline, f"function '{name}': the default {default!r} of '{pname}' is outside its limits "
                              f"({limits[pname].text()})")
    ros = spec.get("ros")
    contains = ros.get("contains") if isinstance(ros, dict) else None
    selector = (contains if contains in names else names[0]) if by_arg else None
    returns = spec.get("returns")
    if returns is not None and not (isinstance(returns, str) and _RETURNS.match(returns)):
        raise fail(line_of(spec, "returns"), f"function '{name}': 'returns' is a type: {', '.join(LIMIT_TYPES)} "
                                             f"or none, or list[TYPE]")
    return Function(name=name, kind=kind, params=tuple(names), required=required,
                    proposition=prop, by_argument=dict(by_arg), defaults=defaults, limits=limits, selector=selector,
                    returns=returns)


def _argument_propositions(data: LineDict, functions: dict[str, Function], fail) -> tuple[ArgumentProposition, ...]:
    """`argument_propositions:` NAME -> `[abs(]ACTION.PARAM[)] (<|<=|>|>=|==|!=) NUMBER`."""
    raw = data.get("argument_propositions") or {}
    if not isinstance(raw, dict):
        raise fail(line_of(data, "argument_propositions"), "'argument_propositions' maps proposition names to "
                                                           "comparisons (fast: abs(ACTION.PARAM) > 1.0)")
    out = []
    for name, text in raw.items():
        where = line_of(raw, name)
        if not isinstance(name, str) or not IDENT.match(name):
            raise fail(where, f"'{name}' is not a valid proposition name")
        if misread_proposition(name):
            raise fail(where, f"proposition '{name}' {misread_proposition(name)}; name it otherwise")
        m = _ARG_PROP.match(text) if isinstance(text, str) else None
        if m is None:
            raise fail(where, f"argument proposition '{name}': write ACTION.PARAM OP NUMBER or abs(ACTION.PARAM) OP "
                              f"NUMBER, with OP one of {' '.join(COMPARISONS)} (got {text!r})")
        absolute, action, param = bool(m[1]), m[2] or m[4], m[3] or m[5]
        fn = functions.get(action)
        if fn is None or fn.kind != "action":
            actions = [n for n, f in functions.items() if f.kind == "action"]
            raise fail(where, f"argument proposition '{name}': '{action}' is not an action "
                              f"({', '.join(actions) or 'none'})")
        if param not in fn.params:
            raise fail(where, f"argument proposition '{name}': '{param}' is not a parameter of {action} "
                              f"({', '.join(fn.params) or 'none'})")
        if param in fn.limits and fn.limits[param].type not in ("number", "int"):
            raise fail(where, f"argument proposition '{name}': '{param}' is a {fn.limits[param].type}, not a number")
        try:
            bound = float(m[7])
        except ValueError:
            bound = math.nan
        if not math.isfinite(bound):
            raise fail(where, f"argument proposition '{name}': '{m[7]}' is not a finite number")
        out.append(ArgumentProposition(name, action, param, m[6], bound, absolute))
    return tuple(out)


def _limits(name: str, raw, params: list[str], line: int, fail) -> dict[str, Limit]:
    """An action's `limits:`: parameter -> {type, unit, min, max}."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise fail(line, f"action '{name}': 'limits' maps parameters to {{type, unit, min, max}}")
    out = {}
    for pname, d in raw.items():
        where = line_of(raw, pname)
        if pname not in params:
            raise fail(where, f"action '{name}': limits for '{pname}', which is not one of its parameters "
                              f"({', '.join(params) or 'none'})")
        if not isinstance(d, dict) or d.get("type") not in LIMIT_TYPES:
            raise fail(where, f"action '{name}': the limits of '{pname}' need a type ({', '.join(LIMIT_TYPES)})")
        for key in d:
            if key not in ("type", "unit", "min", "max"):
                raise fail(line_of(d, key), f"action '{name}': unknown key '{key}' in the limits of '{pname}'")
        bounds = [d.get(k, inf) for k, inf in (("min", -math.inf), ("max", math.inf))]
        if (("min" in d or "max" in d) and d["type"] not in ("number", "int")) or not all(
                isinstance(b, (int, float)) and not isinstance(b, bool) and not math.isnan(b) for b in bounds) \
                or bounds[0] > bounds[1]:
            raise fail(where, f"action '{name}': the range of '{pname}' must be numbers min <= max, for a number")
        unit = d.get("unit")
        if unit is not None and not isinstance(unit, str):
            raise fail(line_of(d, "unit"), f"action '{name}': the unit of '{pname}' is a string")
        out[pname] = Limit(d["type"], unit, float(bounds[0]), float(bounds[1]))
    return out


# Proposition names Spot's LTL parser reads as something else, so that a spec naming one would not say
# what it seems to (with a proposition `false`, `G(false -> X !publish_velocity)` holds trivially): its
# constants (true, false in any case), its operator words, and a name starting with F, G or X followed by
# a letter or _ (`Xa` is X a, `GFoo` is G F oo). tests/cli/test_names.py checks this against Spot itself.
# NuSMV's keywords (next, case, TRUE ...) are harmless: the SMV model prefixes every proposition.
_SPOT_OPERATORS = frozenset({"X", "F", "G", "U", "R", "V", "W", "M", "xor", "first_match"})
_SPOT_PREFIX = re.compile(r"[FGX][A-Za-z_]")
VERIFIER_PROPOSITIONS = frozenset({"out_of_limits"})  # the verifier's own (verify/fsa.py, the within_limits spec)


def misread_proposition(p: str) -> str | None:
    """Why `p` cannot name a proposition (Spot reads it otherwise, or the verifier owns it), or None."""
    if p.lower() in ("true", "false"):
        return f"is the constant {p.lower()} in LTL"
    if p in _SPOT_OPERATORS:
        return "is an LTL operator"
    if _SPOT_PREFIX.match(p):
        return f"reads in LTL as {p[0]} applied to '{p[1:]}'"
    if p in VERIFIER_PROPOSITIONS:
        return "is the verifier's own proposition"
    return None


def _is_literal(text: str) -> bool:
    """Whether a parameter default is a plain literal (what the bridge's ast.literal_eval accepts)."""
    try:
        value = ast.literal_eval(text.strip())
    except (SyntaxError, ValueError, TypeError, MemoryError, RecursionError):
        return False
    return value is None or isinstance(value, (bool, int, float, str))
