"""Parse an untrusted program and check it statically against the robot's API.

Everything outside the sandbox (imports, calls, attribute access), every construct the FSA
construction does not cover, and every failure visible in the text (a name used before it is
assigned, a wrong number of arguments) raises Unverifiable with the line.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from .errors import Unverifiable
from .robot import HARMLESS_BUILTINS, Robot
from .textfile import read_text

UNSUPPORTED_STATEMENTS = {
    ast.Try: "try statement", ast.With: "with statement", ast.Raise: "raise statement",
    ast.Assert: "assert statement", ast.Global: "global statement", ast.Nonlocal: "nonlocal statement",
    ast.Delete: "del statement", ast.ClassDef: "class definition", ast.AsyncFunctionDef: "async function",
    ast.AsyncFor: "async for", ast.AsyncWith: "async with", ast.Match: "match statement",
    ast.FunctionDef: "nested function definition", ast.TryStar: "try statement",
}
UNSUPPORTED_EXPRESSIONS = {
    ast.Lambda: "lambda", ast.Yield: "yield", ast.YieldFrom: "yield", ast.Await: "await",
    ast.NamedExpr: "assignment expression (:=)", ast.Starred: "starred expression",
}


@dataclass
class Program:
    """A parsed program: its source, entry function and the helper functions it may inline."""

    source: str
    tree: ast.Module
    entry: ast.FunctionDef
    functions: dict[str, ast.FunctionDef]
    path: Path | None = None

    def line_text(self, line: int | None) -> str:
        lines = self.source.splitlines()
        return lines[line - 1] if line and 0 < line <= len(lines) else ""


def read_program(path: Path) -> str:
    """Read a program file: a regular UTF-8 file (a byte-order mark is dropped) of at most
    textfile.MAX_BYTES; anything else (missing, a FIFO, /dev/zero, too large) is bad input (exit 2)."""
    return read_text(path)


def parse_program(source: str, robot: Robot, path: Path | None = None) -> Program:
    """Parse and check `source`; raises Unverifiable naming the line and reason."""
    if not source.strip():
        raise Unverifiable(1, "empty program")
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        raise Unverifiable(exc.lineno or 1, f"syntax error: {exc.msg}") from None
    functions: dict[str, ast.FunctionDef] = {}
    module_names: set[str] = set()
    entry_calls: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            if node.name in functions:
                raise Unverifiable(node.lineno, f"function '{node.name}' is defined twice")
            if node.name in robot.functions:
                raise Unverifiable(node.lineno, f"function '{node.name}' redefines a robot API function")
            functions[node.name] = node
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            module_names |= _import_names(node, robot)
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue  # docstring or stray literal
        elif isinstance(node, ast.Assign) and _is_constant(node.value) and all(
                isinstance(t, ast.Name) for t in node.targets):
            module_names |= {t.id for t in node.targets}
        elif _main_call(node) is not None:
            entry_calls.append(_main_call(node))
        else:
            raise Unverifiable(node.lineno, f"module-level {_describe(node)} is not allowed "
                                            f"(only functions, imports and constants)")
    if not functions:
        raise Unverifiable(1, "no function definition found")
    for name in entry_calls:
        if name not in functions:
            raise Unverifiable(tree.body[-1].lineno, f"call to undefined function '{name}'")
    program = Program(source=source, tree=tree, entry=functions[entry_name(tree)], functions=functions, path=path)
    for fn in functions.values():
        _FunctionChecker(fn, robot, functions, module_names).run()
    return program


def entry_name(tree: ast.Module) -> str:
    """The entry function of a parsed (valid) program: named by a module-level call, else the
    last function no other function calls."""
    functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    calls = [c for c in map(_main_call, tree.body) if c is not None]
    return calls[-1] if calls else _uncalled(functions).name


def _uncalled(functions: dict[str, ast.FunctionDef]) -> ast.FunctionDef:
    """The entry point: the last function that no other function calls."""
    called = {n.func.id for fn in functions.values() for n in ast.walk(fn)
              if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id != fn.name}
    candidates = [f for name, f in functions.items() if name not in called]
    return (candidates or list(functions.values()))[-1]


def _main_call(node: ast.stmt) -> str | None:
    """`f()` or `if __name__ == "__main__": f()` at module level: names the entry function."""
    if isinstance(node, ast.If) and ast.unparse(node.test).replace("'", '"') == '__name__ == "__main__"' \
            and len(node.body) == 1 and not node.orelse:
        node = node.body[0]
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) \
            and isinstance(node.value.func, ast.Name) and not node.value.args and not node.value.keywords:
        return node.value.func.id
    return None


def _is_constant(node: ast.expr) -> bool:
    return all(isinstance(n, (ast.Constant, ast.Tuple, ast.List, ast.UnaryOp, ast.BinOp, ast.operator,
                              ast.unaryop, ast.Load)) for n in ast.walk(node))


def _describe(node: ast.AST) -> str:
    for kinds in (UNSUPPORTED_STATEMENTS, UNSUPPORTED_EXPRESSIONS):
        if type(node) in kinds:
            return kinds[type(node)]
    return type(node).__name__.lower() + " statement"


def _import_names(node: ast.Import | ast.ImportFrom, robot: Robot) -> set[str]:
    """Names bound by an import of an allowed module; other imports make the program unverifiable."""
    if isinstance(node, ast.Import):
        out = set()
        for alias in node.names:
            if alias.name not in robot.modules:
                raise Unverifiable(node.lineno, f"import of module '{alias.name}' is outside the robot's "
                                                f"API (allowed: {', '.join(sorted(robot.modules)) or 'none'})")
            if alias.asname and alias.asname != alias.name:
                raise Unverifiable(node.lineno, f"renamed import 'import {alias.name} as {alias.asname}'")
            out.add(alias.name)
        return out
    if node.module not in robot.modules or node.level:
        raise Unverifiable(node.lineno, f"import from module '{node.module}' is outside the robot's API")
    allowed = robot.modules[node.module]
    out = set()
    for alias in node.names:
        if alias.name == "*" or (allowed is not None and alias.name not in allowed) or alias.name.startswith("_"):
            raise Unverifiable(node.lineno, f"'from {node.module} import {alias.name}' is not an allowed import")
        if alias.asname and alias.asname != alias.name:
            raise Unverifiable(node.lineno, f"renamed import of '{node.module}.{alias.name}'")
        out.add(alias.name)
    return out


def bound_names(fn: ast.FunctionDef) -> set[str]:
    """Names local to `fn` in Python's sense: parameters and every name it assigns.

    Imports of allowed modules inside a function are treated like module-level imports."""
    out = {a.arg for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs}
    for node in _walk_scope(fn):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
    return out


def _walk_scope(fn: ast.FunctionDef):
    """ast.walk over a function body, not descending into comprehensions (own scope)."""
    todo = list(fn.body)
    while todo:
        node = todo.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
                todo.append(child)


class _FunctionChecker:
    """Checks one function: names, calls, attributes, constructs, definite assignment."""

    def __init__(self, fn: ast.FunctionDef, robot: Robot, functions: dict[str, ast.FunctionDef],
                 module_names: set[str]) -> None:
        self.fn, self.robot, self.functions = fn, robot, functions
        imported = set()
        for node in _walk_scope(fn):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                imported |= _import_names(node, robot)
        self.module_names = module_names | set(robot.modules) | imported
        self.locals = bound_names(fn)
        self.loops: list[list[frozenset[str]]] = []

    def run(self) -> None:
        args = self.fn.args
        if args.vararg or args.kwarg or args.posonlyargs or args.kwonlyargs:
            raise Unverifiable(self.fn.lineno, f"function '{self.fn.name}': only plain parameters are supported")
        for d in args.defaults:
            self.expr(d, frozenset())
        if self.fn.decorator_list:
            raise Unverifiable(self.fn.lineno, f"decorated function '{self.fn.name}'")
        params = frozenset(a.arg for a in args.args)
        self.block(self.fn.body, params)

    # statements: return the names definitely assigned after normal completion (None: never completes)
    def block(self, stmts: list[ast.stmt], assigned: frozenset[str] | None) -> frozenset[str] | None:
        for s in stmts:
            if assigned is None:
                return None  # unreachable code after return/break/continue is never run
            assigned = self.stmt(s, assigned)
        return assigned

    def stmt(self, s: ast.stmt, a: frozenset[str]) -> frozenset[str] | None:
        if type(s) in UNSUPPORTED_STATEMENTS:
            raise Unverifiable(s.lineno, f"{UNSUPPORTED_STATEMENTS[type(s)]} is not supported")
        if isinstance(s, ast.Expr):
            self.expr(s.value, a)
            return a
        if isinstance(s, ast.Assign):
            self.expr(s.value, a)
            for t in s.targets:
                a = self.target(t, a)
            return a
        if isinstance(s, ast.AugAssign):
            self.expr(s.value, a)
            if isinstance(s.target, ast.Name):
                self.load(s.target, a)
            else:
                self.expr(s.target, a)
            return self.target(s.target, a)
        if isinstance(s, ast.AnnAssign):
            if s.value is None:
                return a
            self.expr(s.value, a)
            return self.target(s.target, a)
        if isinstance(s, ast.If):
            self.expr(s.test, a)
            return _meet(self.block(s.body, a), self.block(s.orelse, a))
        if isinstance(s, (ast.While, ast.For)):
            if s.orelse:
                raise Unverifiable(s.orelse[0].lineno, "else clause on a loop is not supported")
            if isinstance(s, ast.For):
                self.expr(s.iter, a)
                body_in = self.target(s.target, a)
            else:
                self.expr(s.test, a)
                body_in = a
            self.loops.append([])
            self.block(s.body, body_in)
            breaks = self.loops.pop()
            if isinstance(s, ast.While) and _always_true(s.test):
                out = None
                for b in breaks:
                    out = _meet(out, b)
                return out
            return a
        if isinstance(s, (ast.Break, ast.Continue)):
            if not self.loops:
                raise Unverifiable(s.lineno, f"'{type(s).__name__.lower()}' outside a loop")
            if isinstance(s, ast.Break):
                self.loops[-1].append(a)
            return None
        if isinstance(s, ast.Return):
            if s.value is not None:
                self.expr(s.value, a)
            return None
        if isinstance(s, ast.Pass):
            return a
        if isinstance(s, (ast.Import, ast.ImportFrom)):
            return a
        raise Unverifiable(s.lineno, f"{_describe(s)} is not supported")

    def target(self, t: ast.expr, a: frozenset[str]) -> frozenset[str]:
        if isinstance(t, ast.Name):
            return a | {t.id}
        if isinstance(t, (ast.Tuple, ast.List)):
            for e in t.elts:
                a = self.target(e, a)
            return a
        if isinstance(t, (ast.Subscript, ast.Attribute)):
            self.expr(t, a)
            return a
        raise Unverifiable(t.lineno, f"assignment to {type(t).__name__.lower()} is not supported")

    # expressions
    def expr(self, e: ast.expr, a: frozenset[str], comp_names: frozenset[str] = frozenset()) -> None:
        if type(e) in UNSUPPORTED_EXPRESSIONS:
            raise Unverifiable(e.lineno, f"{UNSUPPORTED_EXPRESSIONS[type(e)]} is not supported")
        if isinstance(e, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            self.comprehension(e, a, comp_names)
            return
        if isinstance(e, ast.Name):
            if e.id not in comp_names:
                self.load(e, a)
            return
        if isinstance(e, ast.Attribute):
            self.attribute(e, a, comp_names)
            return
        if isinstance(e, ast.Call):
            self.call(e, a, comp_names)
            return
        for child in ast.iter_child_nodes(e):
            if isinstance(child, ast.expr):
                self.expr(child, a, comp_names)
            elif isinstance(child, ast.comprehension):
                raise Unverifiable(e.lineno, "comprehension outside a comprehension")  # pragma: no cover

    def comprehension(self, e: ast.expr, a: frozenset[str], comp_names: frozenset[str]) -> None:
        names = set(comp_names)
        for gen in e.generators:
            if gen.is_async:
                raise Unverifiable(e.lineno, "async comprehension is not supported")
            self.expr(gen.iter, a, frozenset(names))
            names |= {n.id for n in ast.walk(gen.target) if isinstance(n, ast.Name)}
            for cond in gen.ifs:
                self.expr(cond, a, frozenset(names))
        parts = [e.key, e.value] if isinstance(e, ast.DictComp) else [e.elt]
        for part in parts:
            self.expr(part, a, frozenset(names))
        for node in ast.walk(e):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
                    node.func.id in self.robot.functions or node.func.id in self.functions):
                raise Unverifiable(node.lineno, f"call to '{node.func.id}' inside a comprehension "
                                                f"(robot steps must be statements or conditions)")

    def load(self, e: ast.Name, a: frozenset[str]) -> None:
        name = e.id
        if name in self.locals:
            if name not in a:
                raise Unverifiable(e.lineno, f"name '{name}' may be used before it is assigned")
            return
        if name in self.robot.functions or name in self.functions:
            raise Unverifiable(e.lineno, f"function '{name}' used as a value (only direct calls can be verified)")
        if name in self.module_names or name in HARMLESS_BUILTINS:
            return
        raise Unverifiable(e.lineno, f"name '{name}' is not defined")

    def attribute(self, e: ast.Attribute, a: frozenset[str], comp_names: frozenset[str]) -> None:
        if e.attr.startswith("_"):
            raise Unverifiable(e.lineno, f"access to private attribute '{e.attr}'")
        base = e.value
        if isinstance(base, ast.Name) and base.id in self.robot.modules and base.id not in self.locals:
            allowed = self.robot.modules[base.id]
            if allowed is not None and e.attr not in allowed:
                raise Unverifiable(e.lineno, f"'{base.id}.{e.attr}' is outside the robot's API "
                                             f"(allowed: {', '.join(f'{base.id}.{x}' for x in sorted(allowed))})")
            return
        if isinstance(base, ast.Name) and base.id in self.module_names and base.id not in self.locals:
            raise Unverifiable(e.lineno, f"attribute access into '{base.id}'")
        self.expr(base, a, comp_names)  # a method or field of a data value

    def call(self, e: ast.Call, a: frozenset[str], comp_names: frozenset[str]) -> None:
        for arg in e.args:
            self.expr(arg, a, comp_names)
        for kw in e.keywords:
            self.expr(kw.value, a, comp_names)
        f = e.func
        if isinstance(f, ast.Name) and f.id not in self.locals and f.id not in comp_names:
            if f.id in self.robot.functions:
                fn = self.robot.functions[f.id]
                check_arity(e, f.id, list(fn.params), fn.required)
            elif f.id in self.functions:
                helper = self.functions[f.id]
                params = [p.arg for p in helper.args.args]
                check_arity(e, f.id, params, len(params) - len(helper.args.defaults))
            elif f.id in HARMLESS_BUILTINS or f.id in self.module_names:
                if f.id in self.module_names and f.id in self.robot.modules:
                    raise Unverifiable(e.lineno, f"module '{f.id}' called as a function")
            else:
                raise Unverifiable(e.lineno, f"call to '{f.id}', which is neither in the robot's API "
                                             f"nor an allowed call")
            return
        if isinstance(f, ast.Attribute):
            self.attribute(f, a, comp_names)
            return
        raise Unverifiable(e.lineno, f"indirect call '{ast.unparse(f)}(...)' cannot be verified")


def check_arity(call: ast.Call, name: str, params: list[str], required: int) -> None:
    """Raise Unverifiable when `call` would fail with a TypeError against `params`."""
    if any(isinstance(x, ast.Starred) for x in call.args) or any(k.arg is None for k in call.keywords):
        raise Unverifiable(call.lineno, f"call to '{name}' with *args/**kwargs cannot be checked")
    given = params[:len(call.args)]
    if len(call.args) > len(params):
        raise Unverifiable(call.lineno, f"'{name}' takes {len(params)} argument(s) but {len(call.args)} were given")
    for kw in call.keywords:
        if kw.arg not in params:
            raise Unverifiable(call.lineno, f"'{name}' got an unexpected keyword argument '{kw.arg}'")
        if kw.arg in given:
            raise Unverifiable(call.lineno, f"'{name}' got multiple values for argument '{kw.arg}'")
        given.append(kw.arg)
    missing = [p for p in params[:required] if p not in given]
    if missing:
        raise Unverifiable(call.lineno, f"'{name}' is missing argument(s): {', '.join(missing)}")


def _always_true(test: ast.expr) -> bool:
    return isinstance(test, ast.Constant) and bool(test.value)


def _meet(x: frozenset[str] | None, y: frozenset[str] | None) -> frozenset[str] | None:
    if x is None:
        return y
    if y is None:
        return x
    return x & y
