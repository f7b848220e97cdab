"""A plan as one runnable Python program: each subprogram's functions and constants renamed
apart, then `plan()` calling the subprograms' entry functions in order. With sequential
junctions its FSA is the plan's joint automaton, so it verifies to the same verdict.
Preemptive and sensor junctions need the executor to switch between subprograms; they are not
emitted.
Every emitted line that comes from a subprogram ends in `# from NAME:LINE` (its own line there),
so a run's step log can name the subprogram line that each step executes (`origins`)."""

from __future__ import annotations

import ast
import io
import re
import tokenize

from safe_codegen.compose.algorithms import SEQUENTIAL
from safe_codegen.errors import InputError
from safe_codegen.compose.library import Entry
from safe_codegen.compose.plan import Plan
from safe_codegen.verify.program import bound_names, entry_name


def emit_program(plan: Plan, lib: dict[str, Entry]) -> str:
    if any(j != SEQUENTIAL for j in plan.junctions):
        raise InputError("a plan with preemptive or sensor junctions cannot be emitted as one program "
                         "(the switch is the executor's); use sequential junctions")
    parts, imports, entry_of = [], [], {}
    for k, name in enumerate(dict.fromkeys(plan.names)):
        code, entry, imps = _renamed(lib[name].source, f"_{k}_{_ident(name)}", name)
        parts.append(f"# --- subprogram {name} ({_provenance(lib[name])}) ---\n{code}")
        entry_of[name] = entry
        imports += [i for i in imps if i not in imports]
    calls = "\n".join(f"    {entry_of[n]}()" for n in plan.names)
    header = f'{_HEADER} {plan.path.name if plan.path else ""}: {" -> ".join(plan.names)}."""\n'
    return (header + "".join(i + "\n" for i in imports) + "\n\n" + "\n\n".join(parts)
            + f"\n\ndef plan():\n{calls}\n\n\nif __name__ == \"__main__\":\n    plan()\n")


def _provenance(entry: Entry) -> str:
    """What the emitted program may say of a subprogram: verified only for the specs its entry was checked
    against when read (compose/library.py); a .py plan item claims none."""
    if not entry.specs:
        return "not verified on its own"
    return "library entry, verified for " + ", ".join(s["name"] for s in entry.specs)


def _ident(name: str) -> str:
    return "".join(c if c.isalnum() or c == "_" else "_" for c in name)


_HEADER = '"""Composed plan'
_ORIGIN = re.compile(r"# from (\S+):(\d+)$")


def origins(source: str) -> dict[int, tuple[str, int]]:
    """Emitted line -> (subprogram, its own line), read from the `# from NAME:LINE` comments of
    an emitted plan (a program that does not start with emit_program's header has none)."""
    out: dict[int, tuple[str, int]] = {}
    if not source.startswith(_HEADER):
        return out
    for tok in tokenize.generate_tokens(io.StringIO(source, newline=None).readline):  # a lone \r ends a line
        m = _ORIGIN.match(tok.string) if tok.type == tokenize.COMMENT else None
        if m:
            out[tok.start[0]] = (m.group(1), int(m.group(2)))
    return out


def _annotated(module: ast.Module, name: str) -> str:
    """The module's code with `# from NAME:LINE` after each line that starts a statement (the
    unparsed code re-parsed has the same shape, so its statements pair up with the originals);
    a simple statement spanning lines (a multi-line string) is left bare: a comment would be text."""
    code = ast.unparse(ast.fix_missing_locations(module))
    own = {}
    for new, old in zip(ast.walk(ast.parse(code)), ast.walk(module)):
        if isinstance(new, ast.stmt) and getattr(old, "lineno", None) and (
                new.end_lineno == new.lineno or hasattr(new, "body")):
            own.setdefault(new.lineno, old.lineno)
    return "".join(f"{text}  # from {name}:{own[n]}\n" if n in own else text + "\n"
                   for n, text in enumerate(code.splitlines(), 1))


def _renamed(source: str, suffix: str, name: str) -> tuple[str, str, list[str]]:
    """Rename a subprogram's top-level functions and constants; drop its module-level calls."""
    tree = ast.parse(source)
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    constants = {t.id for n in tree.body if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)}
    entry = entry_name(tree)
    rename = {n: n + suffix for n in {f.name for f in functions} | constants}

    class Rename(ast.NodeTransformer):
        def __init__(self, local: set[str]) -> None:
            self.local = local

        def visit_Name(self, node: ast.Name) -> ast.Name:
            if node.id in rename and node.id not in self.local:
                node.id = rename[node.id]
            return node

    body, imports = [], []
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            imports.append(ast.unparse(node))
        elif isinstance(node, ast.FunctionDef):
            local = bound_names(node)
            node.name = rename[node.name]
            body.append(Rename(local).visit(node))
        elif isinstance(node, ast.Assign):
            body.append(Rename(set()).visit(node))
    return _annotated(ast.Module(body=body, type_ignores=[]), name), rename[entry], imports
