"""Graphviz drawings of the program automaton and of the product (DOT, or PNG/SVG/PDF via dot)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from safe_codegen.utils.atomic import write_bytes, write_text
from safe_codegen.errors import InputError
from safe_codegen.verify.fsa import ACTION, DECISION, END, FSA, SENSE
from safe_codegen.verify.guard import Env, Guard, Mem, render
from safe_codegen.verify.product import Product, label

MAX_PRODUCT_STATES = 400
_SHAPES = {DECISION: "diamond", ACTION: "box", SENSE: "parallelogram", END: "doublecircle"}


def _q(s: str) -> str:
    """A DOT string literal; newlines become line breaks."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def guard_text(fsa: FSA, g: Guard) -> str:
    """A guard in source terms: propositions, remembered variables, unknown atoms' text."""
    atoms = {a.id: a.text for a in fsa.unknown_atoms}

    def name(a: Guard) -> str:
        if isinstance(a, Env):
            return a.prop
        if isinstance(a, Mem):
            return a.var
        return f"?[{atoms[a.id]}]"

    return render(g, name)


def fsa_dot(fsa: FSA, title: str = "") -> str:
    lines = ["digraph fsa {", "  rankdir=TB; node [fontname=Helvetica fontsize=10]; edge [fontsize=9];",
             f"  label={_q(title)}; labelloc=t;", "  init [shape=point];", f"  init -> n{fsa.start};"]
    for p in fsa.points:
        where = f"line {p.line}\n" if p.line else ""
        lab = f"\n[{p.label}]" if p.label else ""
        upd = ""
        if p.id in fsa.updates:
            var, val = fsa.updates[p.id]
            upd = f"\n{var} := {guard_text(fsa, val)}"
        lines.append(f"  n{p.id} [shape={_SHAPES[p.kind]} label={_q(f'{p.id}: ' + where + p.text[:50] + lab + upd)}];")
    for e in fsa.edges:
        g = guard_text(fsa, e.guard)
        lines.append(f"  n{e.src} -> n{e.dst}" + ("" if g == "TRUE" else f" [label={_q(g)}]") + ";")
    lines.append("}")
    return "\n".join(lines) + "\n"


def product_dot(prod: Product) -> str:
    if len(prod.states) > MAX_PRODUCT_STATES:
        raise InputError(f"the product has {len(prod.states)} states; drawing is limited to "
                         f"{MAX_PRODUCT_STATES} (draw the FSA instead)")
    fsa = prod.fsa
    lines = ["digraph product {", "  node [fontname=Helvetica fontsize=9 shape=box];"]
    for i in prod.initial:
        lines += [f"  i{i} [shape=point];", f"  i{i} -> s{i};"]
    for i, s in enumerate(prod.states):
        point = fsa.points[s.p]
        lab = ",".join(sorted(label(fsa, s))) or "-"
        mem = (" mem:" + ",".join(sorted(s.mem))) if s.mem else ""
        where = f"line {point.line}" if point.line else "end"
        lines.append(f"  s{i} [label={_q(f'p{s.p} ({where})  {{{lab}}}{mem}')}];")
    for i, succ in prod.edges.items():
        for j in succ:
            lines.append(f"  s{i} -> s{j};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_drawing(dot_text: str, path: Path) -> None:
    """Write DOT text, or render it with Graphviz when the suffix is .png/.svg/.pdf."""
    fmt = path.suffix.lower().lstrip(".")
    if fmt in ("dot", "gv"):
        write_text(path, dot_text)
        return
    if fmt not in ("png", "svg", "pdf"):
        raise InputError(f"{path}: drawing format must be .dot, .png, .svg or .pdf")
    exe = shutil.which("dot")
    if exe is None:
        raise InputError(f"{path}: Graphviz 'dot' is not installed (apt install graphviz), "
                         f"or write a .dot file")
    proc = subprocess.run([exe, f"-T{fmt}"], input=dot_text.encode(), capture_output=True, check=False)
    if proc.returncode != 0:
        raise InputError(f"{path}: dot failed: {proc.stderr.decode(errors='replace').strip()}")
    write_bytes(path, proc.stdout)
