"""Graphviz drawings of the program automaton and of the product (DOT, or PNG/SVG/PDF via dot).

A drawing given the verification Result shows the verdict in its title and the first violated
spec's counterexample in red; unknown atoms appear as u0, u1, ... with a legend of their source.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import spot
from spot import buddy

from safe_codegen.utils.atomic import write_bytes, write_text
from safe_codegen.errors import InputError
from safe_codegen.verify.fsa import ACTION, DECISION, END, FSA, SENSE
from safe_codegen.verify.guard import Env, Guard, Mem, render
from safe_codegen.verify.product import Product, successors, transition_system
from safe_codegen.verify.verifier import Result, Step

MAX_PRODUCT_STATES = 400
_SHAPES = {DECISION: "diamond", ACTION: "box", SENSE: "parallelogram", END: "doublecircle"}
_BAD = "red"


def _q(s: str) -> str:
    """A DOT string literal; newlines become line breaks."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def guard_text(g: Guard) -> str:
    """A guard in source terms: propositions, remembered variables, unknown atoms as u<id>."""

    def name(a: Guard) -> str:
        if isinstance(a, Env):
            return a.prop
        if isinstance(a, Mem):
            return a.var
        return f"u{a.id}"

    return render(g, name)


def _legend(fsa: FSA) -> list[str]:
    """A note listing the unknown atoms' ids, source text and line (none: no note)."""
    if not fsa.unknown_atoms:
        return []
    rows = "".join(f"\nu{a.id} = {a.text}  (line {a.line})" for a in fsa.unknown_atoms)
    return [f"  legend [shape=note fontsize=9 label={_q('unknown atoms (either value possible):' + rows)}];"]


def _title(title: str, result: Result | None) -> str:
    """The title, with the verdict and the first violated spec's explanation when known."""
    if result is None:
        return title
    bad = next((s for s in result.specs if not s.holds), None)
    verdict = f"verdict: {result.verdict}" + (f" ({result.reason})" if result.reason else "")
    if bad is not None:
        verdict += f"; {bad.name} violated (red path): {bad.why or bad.formula}"
    return f"{title}\n{verdict}"


def counterexample_points(fsa: FSA, steps: list[Step]) -> list[int]:
    """The program point of each counterexample step, found by following the FSA's edges from the
    start (each step is the successor matching its kind, line and text)."""
    def matches(p: int, st: Step) -> bool:
        pt = fsa.points[p]
        return (pt.kind, pt.line, pt.text) == (st.point, st.line, st.text)

    path: list[int] = []
    for st in steps:
        near = [fsa.start] if not path else [e.dst for e in fsa.out(path[-1])] + [path[-1]]
        path.append(next((p for p in near if matches(p, st)),
                         next((p.id for p in fsa.points if matches(p.id, st)), fsa.start)))
    return path


def _violation(fsa: FSA, result: Result | None) -> tuple[list[int], int | None]:
    """The first violated spec's counterexample as program points, and the point of its violation."""
    bad = None if result is None else next((s for s in result.specs if not s.holds), None)
    if bad is None:
        return [], None
    path = counterexample_points(fsa, bad.counterexample)
    return path, (path[bad.violation_step] if bad.violation_step is not None else None)


def fsa_dot(fsa: FSA, title: str = "", result: Result | None = None) -> str:
    """The program automaton; with `result`, the verdict in the title and the counterexample in red."""
    path, hit = _violation(fsa, result)
    on_path = set(path)
    taken: dict[tuple[int, int], list[int]] = {}
    for i in range(1, len(path)):
        taken.setdefault((path[i - 1], path[i]), []).append(i)
    lines = ["digraph fsa {", "  rankdir=TB; node [fontname=Helvetica fontsize=10]; edge [fontsize=9];",
             f"  label={_q(_title(title, result))}; labelloc=t;", "  init [shape=point];",
             f"  init -> n{fsa.start};"]
    for p in fsa.points:
        where = f"line {p.line}\n" if p.line else ""
        lab = f"\n[{p.label}]" if p.label else ""
        upd = ""
        if p.id in fsa.updates:
            var, val = fsa.updates[p.id]
            upd = f"\n{var} := {guard_text(val)}"
        steps = [str(i) for i, q in enumerate(path) if q == p.id]
        mark = f"\nstep {','.join(steps)}" + (" (violation)" if p.id == hit else "") if steps else ""
        style = f" color={_BAD} penwidth=2" if p.id in on_path else ""
        style += " style=filled fillcolor=mistyrose" if p.id == hit else ""
        lines.append(f"  n{p.id} [shape={_SHAPES[p.kind]}{style} "
                     f"label={_q(f'{p.id}: ' + where + p.text[:50] + lab + upd + mark)}];")
    for e in fsa.edges:
        g = guard_text(e.guard)
        attrs = [] if g == "TRUE" else [f"label={_q(g)}"]
        if (e.src, e.dst) in taken:
            attrs += [f"color={_BAD}", "penwidth=2", f"fontcolor={_BAD}"]
        lines.append(f"  n{e.src} -> n{e.dst}" + (f" [{' '.join(attrs)}]" if attrs else "") + ";")
    lines += _legend(fsa) + ["}"]
    return "\n".join(lines) + "\n"


def product_dot(prod: Product, title: str = "", result: Result | None = None) -> str:
    """The reachable product with environment valuations collapsed: one node per (point, remembered
    values), one edge per destination labelled with the environment (and unknown atoms) at the
    source that lead there. With `result`, the counterexample's points are drawn in red."""
    if len(prod.states) > MAX_PRODUCT_STATES:
        raise InputError(f"the product has {len(prod.states)} states; drawing is limited to "
                         f"{MAX_PRODUCT_STATES} (draw the FSA instead)")
    fsa = prod.fsa
    ts = transition_system(fsa.env_props)
    nodes: dict[tuple[int, frozenset[str]], int] = {}
    conds: dict[tuple[int, int], list[dict[str, bool]]] = {}
    for s in prod.states:
        src = nodes.setdefault((s.p, s.mem), len(nodes))
        env = {x: x in s.q for x in fsa.env_props}
        for unknown, t in successors(fsa, ts, s):
            dst = nodes.setdefault((t.p, t.mem), len(nodes))
            conds.setdefault((src, dst), []).append(env | {f"u{k}": v for k, v in unknown.items()})
    path, hit = _violation(fsa, result)
    taken = {(path[i - 1], path[i]) for i in range(1, len(path))}
    point_of = {i: p for (p, _), i in nodes.items()}
    lines = ["digraph product {", "  node [fontname=Helvetica fontsize=9 shape=box]; edge [fontsize=8];",
             f"  label={_q(_title(title, result))}; labelloc=t;"]
    for (p, mem), i in nodes.items():
        point = fsa.points[p]
        where = f"line {point.line}" if point.line else "end"
        act = f" [{point.label}]" if point.label else ""
        remembered = ("\nmem: " + ",".join(sorted(mem))) if mem else ""
        style = f" color={_BAD} penwidth=2" if p in path else ""
        style += " style=filled fillcolor=mistyrose" if p == hit else ""
        lines.append(f"  s{i} [shape={_SHAPES[point.kind]}{style} "
                     f"label={_q(f'p{p} ({where}){act}{remembered}')}];")
    for i in sorted({nodes[(prod.states[k].p, prod.states[k].mem)] for k in prod.initial}):
        lines += [f"  i{i} [shape=point];", f"  i{i} -> s{i};"]
    for (src, dst), cubes in conds.items():
        g = _formula(cubes)
        attrs = [] if g == "1" else [f"label={_q(g)}"]
        if (point_of[src], point_of[dst]) in taken:
            attrs += [f"color={_BAD}", "penwidth=2", f"fontcolor={_BAD}"]
        lines.append(f"  s{src} -> s{dst}" + (f" [{' '.join(attrs)}]" if attrs else "") + ";")
    lines += _legend(fsa) + ["}"]
    return "\n".join(lines) + "\n"


def _formula(cubes: list[dict[str, bool]]) -> str:
    """A short boolean formula (irredundant sum of products, via a BDD) true exactly on `cubes`,
    each a complete valuation of the same names."""
    d = spot.make_bdd_dict()
    aut = spot.make_twa_graph(d)
    var = {n: aut.register_ap(n) for n in cubes[0]}
    f = buddy.bddfalse
    for cube in cubes:
        c = buddy.bddtrue
        for n, v in cube.items():
            c &= buddy.bdd_ithvar(var[n]) if v else buddy.bdd_nithvar(var[n])
        f |= c
    return str(spot.bdd_to_formula(f, d))


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
