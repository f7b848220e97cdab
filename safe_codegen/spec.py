"""LTL safety specifications (specs/*.yaml): parsing with Spot, validation, NuSMV syntax."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from safe_codegen.utils.deadline import CRASHED, within
from safe_codegen.utils.diskcache import cached, stamp
from safe_codegen.errors import InputError
from safe_codegen.utils.paths import check_name, resolve
from safe_codegen.robot import IDENT, Robot
from safe_codegen.utils.yamlfile import LineDict, line_of, load_yaml

if TYPE_CHECKING:  # Spot is imported where a spec is checked (not from the cache) or printed
    import spot


@dataclass(frozen=True)
class Spec:
    """A named LTL formula over a robot's propositions, known to be a safety property."""

    name: str
    formula: str
    smv: str  # the formula in NuSMV's syntax, its atoms as {0}, {1} ... (see `smv_text`)
    atoms: tuple[str, ...]  # the atoms in that order
    path: Path | None = None
    description: str = ""

    def smv_text(self, rename: dict[str, str]) -> str:
        """The formula in NuSMV's syntax with each atom renamed through `rename` (Spot not needed)."""
        return self.smv.format(*(rename[a] for a in self.atoms))


def spec_path(name_or_path: str) -> Path:
    """Resolve a spec name (specs/NAME.yaml) or a path to a spec file."""
    return resolve(name_or_path, "specs")


def load_spec(name_or_path: str, robot: Robot) -> Spec:
    """Load a spec file and check it against the robot (propositions, safety)."""
    path = spec_path(name_or_path)
    data = load_yaml(path)
    if not isinstance(data, LineDict) or not isinstance(data.get("formula"), str):
        raise InputError(f"{path}:{line_of(data)}: a spec file is a mapping with a 'formula' string")
    for key in data:
        if key not in ("name", "formula", "description", "robots"):
            raise InputError(f"{path}:{line_of(data, key)}: unknown key '{key}'")
    name = check_name(data["name"], "spec name", f"{path}:{line_of(data, 'name')}") if "name" in data else path.stem
    return check_formula(name, data["formula"], robot, where=f"{path}:{line_of(data, 'formula')}",
                         path=path, description=str(data.get("description", "")))


# Budgets: Spot's monitor construction is exponential in the nesting of X (G(a -> X^k b) needs
# 2^k states; 18 nested X's never finished) and worse for some mixes of operators, so a spec is
# refused at load time when it exceeds any of these (see README, "Budgets").
MAX_CHARS = 1000  # formula text
MAX_SIZE = 100  # operators and propositions after Spot's expansion of X[n], F[n:m], G[n:m]
MAX_NEXT_DEPTH = 10  # X operators nested inside one another
MONITOR_SECONDS = 2.0  # the safety check and the monitor's construction together
_SAFE, _NOT_SAFE = 0, 1


def check_formula(name: str, text: str, robot: Robot, where: str, path: Path | None = None,
                  description: str = "") -> Spec:
    """Parse `text`; reject syntax errors, unknown or ill-typed atoms, formulas over the budgets and
    non-safety formulas. Strong next X[!] becomes X (the same on infinite words)."""
    if len(text) > MAX_CHARS:
        raise InputError(f"{where}: spec '{name}': {len(text)} characters, over the budget of {MAX_CHARS}")
    if "{" in text:
        raise InputError(f"{where}: spec '{name}': not an LTL formula (SERE/PSL operators are not supported)")
    bad = _NON_BOOLEAN.search(_OPERATORS.sub(" ", _NAMES.sub(" ", _RANGES.sub(" ", text))))
    if bad:
        raise InputError(f"{where}: spec '{name}': ill-typed: '{bad.group(0)}' is not a boolean "
                         f"operator or proposition (specs are LTL over boolean propositions)")
    props = sorted(set(robot.env_props) | set(robot.action_props) | set(robot.argument_props))
    key = [text, props, *(stamp(m) for m in ("spot", __name__, "safe_codegen.monitor", "safe_codegen.robot"))]
    formula, smv, atoms = cached("spec", key, lambda: _check_with_spot(name, text, robot.name, props, where))
    return Spec(name=name, formula=formula, smv=smv, atoms=tuple(atoms), path=path, description=description)


def _check_with_spot(name: str, text: str, robot_name: str, props: list[str], where: str) -> list:
    """check_formula's checks that need Spot; [formula, smv template, atoms] (a JSON value for the cache)."""
    import spot

    from safe_codegen.monitor import monitor
    try:
        f = spot.formula(text)
    except SyntaxError as exc:
        first = str(exc).strip().splitlines()
        detail = next((ln.strip() for ln in first
                       if ln.strip().strip("^") and not ln.startswith(">>>")), "syntax error")
        raise InputError(f"{where}: spec '{name}': not an LTL formula: {detail}") from None
    if not f.is_ltl_formula():
        raise InputError(f"{where}: spec '{name}': not an LTL formula (SERE operators are not supported)")
    if f.is_tt():  # Spot's parser simplifies `false -> x`, `p -> p`, `G true` to true: every program satisfies it
        raise InputError(f"{where}: spec '{name}' is always true ({text.strip()} is {f}): it constrains nothing")
    for ap in sorted(str(a) for a in spot.atomic_prop_collect(f)):
        name_ = ap.strip('"')
        if not IDENT.match(name_):
            raise InputError(f"{where}: spec '{name}': '{ap}' is not a boolean proposition "
                             f"(propositions are plain names)")
        if name_ not in props:
            raise InputError(f"{where}: spec '{name}': unknown proposition '{name_}' for robot "
                             f"'{robot_name}' (known: {', '.join(sorted(props))})")
    size, next_depth = _measure(f)
    if size > MAX_SIZE:
        raise InputError(f"{where}: spec '{name}': more than {MAX_SIZE} operators and propositions "
                         f"(the spec size budget)")
    if next_depth > MAX_NEXT_DEPTH:
        raise InputError(f"{where}: spec '{name}': X nested {next_depth} deep, over the budget of "
                         f"{MAX_NEXT_DEPTH} (the monitor grows exponentially with it)")
    f = _weak_next(f)
    verdict = within(MONITOR_SECONDS, lambda: _SAFE if is_safety(f) and monitor(str(f)) else _NOT_SAFE)
    if verdict is None or verdict == CRASHED:
        raise InputError(f"{where}: spec '{name}': Spot cannot check or build its monitor within "
                         f"{MONITOR_SECONDS:g} s (the spec is too complex; split it into several specs)")
    if verdict == _NOT_SAFE:
        raise InputError(f"{where}: spec '{name}' is not a safety property ({f}); "
                         f"composition and verification guarantees hold for safety specs only")
    atoms = sorted({a.ap_name() for a in spot.atomic_prop_collect(f)})
    return [str(f), to_smv(f, {a: f"{{{i}}}" for i, a in enumerate(atoms)}), atoms]


# Spot reads some non-boolean text leniently (`a + 1` as `a | true`); NuSMV would exit on it.
# Bounded operators (X[3], G[1:4], F[2..5]) are Spot's abbreviations of nested X's.
_RANGES = re.compile(r"(?<=[XFG])\s*\[\s*!?\s*\d+\s*(?:(?::|\.\.)\s*\d*\s*)?\]")
_NAMES = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_OPERATORS = re.compile(r"<->|<=>|->|=>|<>|\[\]|&&|\|\||\b[01]\b")
_NON_BOOLEAN = re.compile(r"[+*=<>%/\"'.,;:]|\d+")


_STRONG_X = "strong_X"  # Spot's kind name for X[!]; its Python module exports no op_ constant for it


def _measure(f: spot.formula) -> tuple[int, int]:
    """(nodes, deepest nesting of X and X[!]) of the formula's syntax tree, counted without
    recursion and stopping past MAX_SIZE nodes (a tree can be exponentially larger than Spot's DAG)."""
    import spot
    size, deepest, stack = 0, 0, [(f, 0)]
    while stack and size <= MAX_SIZE:
        g, depth = stack.pop()
        size += 1
        depth += g.kind() == spot.op_X or g.kindstr() == _STRONG_X
        deepest = max(deepest, depth)
        stack.extend((c, depth) for c in g)
    return size, deepest


def _weak_next(f: spot.formula) -> spot.formula:
    """`f` with every strong next X[!] g as X g: the same on infinite words, and NuSMV has only X."""
    if f.kindstr() == _STRONG_X:
        import spot
        return spot.formula.X(_weak_next(f[0]))
    return f.map(_weak_next)


def is_safety(f: spot.formula) -> bool:
    """Syntactic safety, or semantic safety by Manna-Pnueli classification."""
    import spot
    return f.is_syntactic_safety() or spot.mp_class(f) in ("B", "S")


WITHIN_LIMITS = "within_limits"


def within_limits_spec() -> Spec:
    """The built-in spec `G !out_of_limits`: no action is sent with arguments that may leave the robot
    file's limits (verify/intervals.py decides which action points may)."""
    return Spec(name=WITHIN_LIMITS, formula="G !out_of_limits", smv="G (!({0}))", atoms=("out_of_limits",),
                description="every action's arguments stay within the robot file's limits")


def default_spec_names(robot: Robot) -> list[str]:
    """What a robot is checked against when no spec is named: its file's `specs`, then within_limits
    when its actions declare limits (unless its file sets `within_limits: false`)."""
    limited = robot.within_limits and any(fn.limits for fn in robot.functions.values())
    return list(robot.specs) + ([WITHIN_LIMITS] if limited else [])


def robot_specs(robot: Robot, names: list[str] | None = None) -> list[Spec]:
    """The specs named (`within_limits` is the built-in one), or the robot's defaults (default_spec_names)."""
    specs = [within_limits_spec() if n == WITHIN_LIMITS else load_spec(n, robot)
             for n in names or default_spec_names(robot)]
    if not specs:
        raise InputError(f"robot '{robot.name}' has no specs; give --spec")
    return specs


_BINARY = {"And": "&", "Or": "|", "Implies": "->", "Equiv": "<->", "Xor": "xor", "U": "U", "R": "V"}
_UNARY = {"Not": "!", "X": "X ", "F": "F ", "G": "G "}


def spec_robots(path: Path) -> list[str] | None:
    """The robots a spec file names under `robots:` (None: any robot)."""
    data = load_yaml(path)
    return data.get("robots") if isinstance(data, dict) else None


def to_smv(f: spot.formula, rename: dict[str, str]) -> str:
    """Print a Spot LTL formula in NuSMV's LTL syntax, renaming atoms through `rename`."""
    k = f.kindstr()
    if k == "tt":
        return "TRUE"
    if k == "ff":
        return "FALSE"
    if k == "ap":
        return rename[f.ap_name()]
    kids = [to_smv(c, rename) for c in f]
    if k in _UNARY:
        return f"{_UNARY[k]}({kids[0]})"
    if k in _BINARY:
        return "(" + f" {_BINARY[k]} ".join(kids) + ")"
    if k == "W":  # a W b = (a U b) | G a
        return f"(({kids[0]} U {kids[1]}) | G ({kids[0]}))"
    if k == "M":  # a M b = b U (a & b)
        return f"({kids[1]} U ({kids[0]} & {kids[1]}))"
    raise ValueError(f"operator not supported in NuSMV output: {f}")
