"""LTL safety specifications (specs/*.yaml): parsing with Spot, validation, NuSMV syntax."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import spot

from .errors import InputError
from .paths import SPECS, resolve
from .robot import IDENT, Robot
from .yamlfile import LineDict, line_of, load_yaml


@dataclass(frozen=True)
class Spec:
    """A named LTL formula over a robot's propositions, known to be a safety property."""

    name: str
    formula: str
    path: Path | None = None
    description: str = ""

    @property
    def ltl(self) -> spot.formula:
        return spot.formula(self.formula)


def spec_path(name_or_path: str) -> Path:
    """Resolve a spec name (specs/NAME.yaml) or a path to a spec file."""
    return resolve(name_or_path, SPECS, "spec")


def load_spec(name_or_path: str, robot: Robot) -> Spec:
    """Load a spec file and check it against the robot (propositions, safety)."""
    path = spec_path(name_or_path)
    data = load_yaml(path)
    if not isinstance(data, LineDict) or not isinstance(data.get("formula"), str):
        raise InputError(f"{path}:{line_of(data)}: a spec file is a mapping with a 'formula' string")
    for key in data:
        if key not in ("name", "formula", "description", "robots"):
            raise InputError(f"{path}:{line_of(data, key)}: unknown key '{key}'")
    name = str(data.get("name", path.stem))
    return check_formula(name, data["formula"], robot, where=f"{path}:{line_of(data, 'formula')}",
                         path=path, description=str(data.get("description", "")))


def check_formula(name: str, text: str, robot: Robot, where: str, path: Path | None = None,
                  description: str = "") -> Spec:
    """Parse `text`; reject syntax errors, unknown or ill-typed atoms, and non-safety formulas."""
    bad = _NON_BOOLEAN.search(_OPERATORS.sub(" ", _NAMES.sub(" ", text)))
    if bad:
        raise InputError(f"{where}: spec '{name}': ill-typed: '{bad.group(0)}' is not a boolean "
                         f"operator or proposition (specs are LTL over boolean propositions)")
    try:
        f = spot.formula(text)
    except SyntaxError as exc:
        first = str(exc).strip().splitlines()
        detail = next((ln.strip() for ln in first
                       if ln.strip().strip("^") and not ln.startswith(">>>")), "syntax error")
        raise InputError(f"{where}: spec '{name}': not an LTL formula: {detail}") from None
    if not f.is_ltl_formula():
        raise InputError(f"{where}: spec '{name}': not an LTL formula (SERE operators are not supported)")
    props = set(robot.env_props) | set(robot.action_props)
    for ap in sorted(str(a) for a in spot.atomic_prop_collect(f)):
        name_ = ap.strip('"')
        if not IDENT.match(name_):
            raise InputError(f"{where}: spec '{name}': '{ap}' is not a boolean proposition "
                             f"(propositions are plain names)")
        if name_ not in props:
            raise InputError(f"{where}: spec '{name}': unknown proposition '{name_}' for robot "
                             f"'{robot.name}' (known: {', '.join(sorted(props))})")
    if not is_safety(f):
        raise InputError(f"{where}: spec '{name}' is not a safety property ({f}); "
                         f"composition and verification guarantees hold for safety specs only")
    return Spec(name=name, formula=str(f), path=path, description=description)


# Spot reads some non-boolean text leniently (`a + 1` as `a | true`); NuSMV would exit on it.
_NAMES = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_OPERATORS = re.compile(r"<->|<=>|->|=>|<>|\[\]|&&|\|\||\b[01]\b")
_NON_BOOLEAN = re.compile(r"[+*=<>%/\"'.,;:]|\d+")


def is_safety(f: spot.formula) -> bool:
    """Syntactic safety, or semantic safety by Manna-Pnueli classification."""
    return f.is_syntactic_safety() or spot.mp_class(f) in ("B", "S")


def robot_specs(robot: Robot, names: list[str] | None = None) -> list[Spec]:
    """The specs named (or the robot's defaults), loaded and validated."""
    specs = [load_spec(n, robot) for n in (names or list(robot.specs))]
    if not specs:
        raise InputError(f"robot '{robot.name}' has no specs; give --spec")
    return specs


_BINARY = {spot.op_And: "&", spot.op_Or: "|", spot.op_Implies: "->", spot.op_Equiv: "<->",
           spot.op_Xor: "xor", spot.op_U: "U", spot.op_R: "V"}
_UNARY = {spot.op_Not: "!", spot.op_X: "X ", spot.op_F: "F ", spot.op_G: "G "}


def to_smv(f: spot.formula, rename: dict[str, str]) -> str:
    """Print a Spot LTL formula in NuSMV's LTL syntax, renaming atoms through `rename`."""
    k = f.kind()
    if k == spot.op_tt:
        return "TRUE"
    if k == spot.op_ff:
        return "FALSE"
    if k == spot.op_ap:
        return rename[f.ap_name()]
    kids = [to_smv(c, rename) for c in f]
    if k in _UNARY:
        return f"{_UNARY[k]}({kids[0]})"
    if k in _BINARY:
        return "(" + f" {_BINARY[k]} ".join(kids) + ")"
    if k == spot.op_W:  # a W b = (a U b) | G a
        return f"(({kids[0]} U {kids[1]}) | G ({kids[0]}))"
    if k == spot.op_M:  # a M b = b U (a & b)
        return f"({kids[1]} U ({kids[0]} & {kids[1]}))"
    raise ValueError(f"operator not supported in NuSMV output: {f}")
