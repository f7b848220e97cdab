"""Parse an untrusted program and check it statically against the robot's API.

The sandbox is an allow-list: a name, call, attribute or construct is accepted only when the robot
file (its API functions and `modules:`) or the short lists below allow it. Everything else, every
construct the FSA construction does not cover, and every failure visible in the text (a name used
before it is assigned, a wrong number of arguments) raises Unverifiable with the line.
"""

from __future__ import annotations

import ast
import gc
from dataclasses import dataclass
from pathlib import Path

from safe_codegen.errors import Unverifiable
from safe_codegen.robot import HARMLESS_BUILTINS, Robot
from safe_codegen.utils.textfile import read_text

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

# The methods a program may call on its data values, by the type that has them (docs/semantics.md,
# "Sandbox allow-list"). Harmless because each one only reads or rebuilds the receiver's items and
# returns data (a str, a number, a bool, None, a list/dict/set/tuple or a view of one): none returns
# a function, a type, a frame or a code object, and none reads attributes by name from a string
# (str.format and str.format_map do: "{0.gi_frame}"). Calls only: `f = xs.append` is rejected, so
# a bound method never becomes a value. Any other attribute of a data value (gi_frame, f_back,
# f_globals, cr_frame, tb_frame, format, mro, ...) makes the program unverifiable.
DATA_METHODS: dict[str, frozenset[str]] = {kind: frozenset(names.split()) for kind, names in {
    "str": "lower upper strip lstrip rstrip split rsplit splitlines join startswith endswith replace "
           "find rfind count index isdigit isalpha isalnum isspace isnumeric islower isupper title "
           "capitalize zfill center ljust rjust partition rpartition removeprefix removesuffix",
    "list": "append extend pop insert remove index count sort reverse copy clear",
    "dict": "get keys values items pop popitem setdefault update copy clear",
    "set": "add discard remove pop union intersection difference symmetric_difference issubset "
           "issuperset isdisjoint update copy clear",
}.items()}
SAFE_METHODS = frozenset().union(*DATA_METHODS.values())
# Annotation nodes whose evaluation cannot call anything: names, attributes, subscripts, constants,
# tuples and `X | Y` (a BinOp passes only with its BitOr operator node; `X + Y` fails on ast.Add).
_ANNOTATION_NODES = (ast.Name, ast.Attribute, ast.Subscript, ast.Constant, ast.Tuple, ast.Load,
                     ast.BinOp, ast.BitOr)
# Syntax nodes a program may have (the largest shipped program has under 500): every later pass is
# linear or worse in them, so a 1 MiB program of tiny statements is refused after parsing, in about a second.
MAX_NODES = 50_000


@dataclass
class Program:
    """A parsed program: its source, entry function and the helper functions it may inline."""

    source: str
    tree: ast.Module
    entry: ast.FunctionDef
    functions: dict[str, ast.FunctionDef]
    path: Path | None = None


def read_program(path: Path) -> str:
    """Read a program file: a regular UTF-8 file (a byte-order mark is dropped) of at most
    textfile.MAX_BYTES; anything else (missing, a FIFO, /dev/zero, too large) is bad input (exit 2)."""
    return read_text(path)


def parse_program(source: str, robot: Robot, path: Path | None = None) -> Program:
    """Parse and check `source`; raises Unverifiable naming the line and reason."""
    if not source.strip():
        raise Unverifiable(1, "empty program")
    try:
        tree = _parse(source)
    except SyntaxError as exc:
        raise Unverifiable(exc.lineno or 1, f"syntax error: {exc.msg}") from None
    except (MemoryError, RecursionError):  # CPython's parser stack overflows on deep nesting
        raise Unverifiable(1, "program nests too deeply to parse") from None
    _check_names(tree)
    functions: dict[str, ast.FunctionDef] = {}
    constants: set[str] = set()
    imported: set[str] = set()  # numbers and builtin functions imported from allowed modules
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            if node.name in functions:
                raise Unverifiable(node.lineno, f"function '{node.name}' is defined twice")
            _check_rebinding(node.name, "function", node.lineno, robot)
            functions[node.name] = node
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            imported |= _import_names(node, robot)
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue  # docstring or stray literal
        elif isinstance(node, ast.Assign) and _is_constant(node.value) and all(
                isinstance(t, ast.Name) for t in node.targets):
            for t in node.targets:
                _check_rebinding(t.id, "constant", node.lineno, robot)
                constants.add(t.id)
        elif node is not tree.body[-1] or _main_call(node) is None:
            raise Unverifiable(node.lineno, _module_level_reason(node))
    if not functions:
        raise Unverifiable(1, "no function definition found")
    called = _main_call(tree.body[-1])
    if called is not None and called not in functions:
        raise Unverifiable(tree.body[-1].lineno, f"entry call to '{called}', which is not a function "
                                                 f"defined in the program")
    program = Program(source=source, tree=tree, entry=functions[entry_name(tree)], functions=functions, path=path)
    for fn in functions.values():
        _FunctionChecker(fn, robot, functions, constants, imported).run()
    _check_recursion(program.entry, functions)
    return program


def _check_recursion(entry: ast.FunctionDef, functions: dict[str, ast.FunctionDef]) -> None:
    """A call that reaches a function already being called, from the entry: the automaton inlines each call of a
    helper (verify/fsa.py), so recursion has none. Found here, at parse time (the automaton's builder relies on it),
    so that constrained decoding rejects the line that makes it (a sample's `go_to("lounge")` then a call of its own
    function was unverifiable only once the automaton was built: 3 of 4 samples of an indoor task)."""
    clear: set[str] = set()  # functions whose calls end

    def visit(fn: ast.FunctionDef, stack: tuple[str, ...]) -> None:
        calls = sorted((n for n in ast.walk(fn) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                        and n.func.id in functions), key=lambda n: (n.lineno, n.col_offset))
        for call in calls:
            name = call.func.id
            if name in stack:
                raise Unverifiable(call.lineno, f"recursive call to '{name}' ({' -> '.join(stack + (name,))})")
            if name not in clear:
                visit(functions[name], stack + (name,))
        clear.add(fn.name)
    visit(entry, (entry.name,))


def _parse(source: str) -> ast.Module:
    """ast.parse with the cyclic garbage collector paused: a syntax tree has no cycles, and the collector's
    passes over a growing tree doubled the parse of a 1 MiB program (2.6 s -> 4.9 s on this machine)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return ast.parse(source)
    finally:
        if enabled:
            gc.enable()


def is_reserved(name: str) -> bool:
    """Dunder names (`__x__`) are the toolkit's and Python's: the step hooks (`__sc_open__`,
    `__sc_close__`, `__sc_for__`), `__builtins__`, `__import__` and `__name__` in the program's namespace."""
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def _check_names(tree: ast.Module) -> None:
    """Refuse a program over the syntax-node budget, and the first reserved name it binds or reads
    (any name, parameter, function, import, global, keyword argument or pattern); only the test of
    `if __name__ == "__main__":` at module level reads `__name__`."""
    guards = {id(n) for s in tree.body if _is_main_guard(s) for n in ast.walk(s.test)}
    found = []
    for count, node in enumerate(ast.walk(tree)):
        if count >= MAX_NODES:
            raise Unverifiable(1, f"program too large: over {MAX_NODES:,} syntax nodes (the budget before any "
                                  f"analysis)")
        names = [getattr(node, f, None) for f in ("id", "arg", "name", "asname", "rest")]
        names += getattr(node, "names", []) if isinstance(node, (ast.Global, ast.Nonlocal)) else []
        names += node.name.split(".") if isinstance(node, ast.alias) else []
        for name in names:
            if isinstance(name, str) and is_reserved(name) and id(node) not in guards:
                found.append((node.lineno, node.col_offset, name))
    if found:
        line, _, name = min(found)
        raise Unverifiable(line, f"name '{name}' is reserved (dunder names belong to the verifier's step hooks "
                                 f"and to Python)")


def entry_name(tree: ast.Module) -> str:
    """The entry function of a parsed (valid) program: named by the module-level call that ends
    it, else the last function no other function calls."""
    functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    called = _main_call(tree.body[-1]) if tree.body else None
    return called if called is not None else _uncalled(functions).name


def _uncalled(functions: dict[str, ast.FunctionDef]) -> ast.FunctionDef:
    """The entry point: the last function that no other function calls."""
    called = {n.func.id for fn in functions.values() for n in ast.walk(fn)
              if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id != fn.name}
    candidates = [f for name, f in functions.items() if name not in called]
    return (candidates or list(functions.values()))[-1]


def _main_call(node: ast.stmt) -> str | None:
    """`f()` or `if __name__ == "__main__": f()` at module level: names the entry function."""
    if _is_main_guard(node) and len(node.body) == 1:
        node = node.body[0]
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) \
            and isinstance(node.value.func, ast.Name) and not node.value.args and not node.value.keywords:
        return node.value.func.id
    return None


def _is_main_guard(node: ast.stmt) -> bool:
    return isinstance(node, ast.If) and not node.orelse \
        and ast.unparse(node.test).replace("'", '"') == '__name__ == "__main__"'


def _module_level_reason(node: ast.stmt) -> str:
    """Why a module-level statement is refused: only definitions, imports, constants, docstrings
    and one entry call as the last statement run there."""
    if _is_main_guard(node) and len(node.body) == 1:
        node = node.body[0]
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        return f"module-level call '{ast.unparse(node.value)}' is not allowed (the only one is the entry " \
               f"call, f() of a function with no arguments, as the last statement)"
    return f"module-level {_describe(node)} is not allowed (only functions, imports, constants and " \
           f"one entry call as the last statement)"


def _check_rebinding(name: str, what: str, line: int, robot: Robot) -> None:
    """A program's own definition may not take the name of a robot API function or module: the
    checks and the automaton read those names as the robot's."""
    if name in robot.functions:
        raise Unverifiable(line, f"{what} '{name}' redefines a robot API function")
    if name in robot.modules:
        raise Unverifiable(line, f"{what} '{name}' rebinds the module '{name}'")


def _is_constant(node: ast.expr) -> bool:
    return all(isinstance(n, (ast.Constant, ast.Tuple, ast.List, ast.UnaryOp, ast.BinOp, ast.operator,
                              ast.unaryop, ast.Load)) for n in ast.walk(node))


def _describe(node: ast.AST) -> str:
    for kinds in (UNSUPPORTED_STATEMENTS, UNSUPPORTED_EXPRESSIONS):
        if type(node) in kinds:
            return kinds[type(node)]
    return type(node).__name__.lower() + " statement"


def _import_names(node: ast.Import | ast.ImportFrom, robot: Robot) -> set[str]:
    """Names bound by `from M import n` of an allowed module and attribute (`import M` binds the
    module, which the sandbox provides anyway); other imports make the program unverifiable."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name not in robot.modules:
                raise Unverifiable(node.lineno, f"import of module '{alias.name}' is outside the robot's "
                                                f"API (allowed: {', '.join(sorted(robot.modules)) or 'none'})")
            if alias.asname and alias.asname != alias.name:
                raise Unverifiable(node.lineno, f"renamed import 'import {alias.name} as {alias.asname}'")
        return set()
    if node.module not in robot.modules or node.level:
        raise Unverifiable(node.lineno, f"import from module '{node.module}' is outside the robot's API")
    allowed = robot.modules[node.module]
    out = set()
    for alias in node.names:
        if alias.name not in allowed:
            raise Unverifiable(node.lineno, f"'from {node.module} import {alias.name}' is not an allowed import")
        if alias.asname and alias.asname != alias.name:
            raise Unverifiable(node.lineno, f"renamed import of '{node.module}.{alias.name}'")
        _check_rebinding(alias.name, "import", node.lineno, robot)
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
    """Checks one function: names, calls, attributes, constructs, evaluation order, definite assignment."""

    def __init__(self, fn: ast.FunctionDef, robot: Robot, functions: dict[str, ast.FunctionDef],
                 constants: set[str], imported: set[str]) -> None:
        self.fn, self.robot, self.functions, self.constants = fn, robot, functions, constants
        self.imported = set(imported)
        for node in _walk_scope(fn):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                self.imported |= _import_names(node, robot)
        self.locals = bound_names(fn)
        self.loops: list[list[frozenset[str]]] = []

    def run(self) -> None:
        args = self.fn.args
        if args.vararg or args.kwarg or args.posonlyargs or args.kwonlyargs:
            raise Unverifiable(self.fn.lineno, f"function '{self.fn.name}': only plain parameters are supported")
        if self.fn.decorator_list:
            raise Unverifiable(self.fn.lineno, f"decorated function '{self.fn.name}'")
        for d in args.defaults:  # evaluated when `def` runs, even for a helper that is never called
            if not _is_constant(d):
                raise Unverifiable(d.lineno, f"default value '{ast.unparse(d)}' in function '{self.fn.name}' "
                                             f"is not a constant (defaults run when 'def' runs)")
        for ann in [a.annotation for a in args.args] + [self.fn.returns]:
            if ann is not None:  # evaluated when `def` runs, before any module-level name may exist
                self.annotation(ann)
                for name in (n for n in ast.walk(ann) if isinstance(n, ast.Name)):
                    if name.id not in HARMLESS_BUILTINS and name.id not in self.robot.modules:
                        raise Unverifiable(name.lineno, f"name '{name.id}' in a parameter or return annotation "
                                                        f"is not a builtin type (annotations run when 'def' runs)")
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
            return self.target(s.target, a)
        if isinstance(s, ast.AnnAssign):
            self.annotation(s.annotation)
            if not isinstance(s.target, ast.Name):  # runs part of the target even without a value
                raise Unverifiable(s.lineno, f"annotated assignment to '{ast.unparse(s.target)}': only "
                                             f"names can be annotated")
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
                _check_loop_target(s.target)
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
        """Check an assignment target (evaluated after the value) and add the names it binds."""
        if isinstance(t, ast.Name):
            return a | {t.id}
        if isinstance(t, (ast.Tuple, ast.List)):
            for e in t.elts:
                a = self.target(e, a)
            return a
        if isinstance(t, ast.Attribute):
            raise Unverifiable(t.lineno, f"assignment to attribute '{t.attr}' is not allowed")
        if isinstance(t, ast.Subscript):
            for node in ast.walk(t):
                if isinstance(node, ast.Call) and self.is_step(node):
                    raise Unverifiable(node.lineno, f"call to '{node.func.id}' in an assignment target "
                                                    f"(Python runs the target after the value)")
            self.expr(t.value, a)
            self.expr(t.slice, a)
            return a
        raise Unverifiable(t.lineno, f"assignment to {type(t).__name__.lower()} is not supported")

    def is_step(self, call: ast.Call) -> bool:
        """A call of a robot API function or of one of the program's functions."""
        f = call.func
        return isinstance(f, ast.Name) and f.id not in self.locals and (
            f.id in self.robot.functions or f.id in self.functions)

    def annotation(self, ann: ast.expr) -> None:
        """Annotations may only name types: no calls, operators (but `|`) or private attributes."""
        for node in ast.walk(ann):
            private = isinstance(node, ast.Attribute) and node.attr.startswith("_")
            if private or not isinstance(node, _ANNOTATION_NODES):
                raise Unverifiable(ann.lineno, f"annotation '{ast.unparse(ann)}' is not a plain type "
                                               f"(names, attributes, subscripts, constants)")

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
            _check_loop_target(gen.target)
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
        if name in self.robot.modules:
            raise Unverifiable(e.lineno, f"module '{name}' used as a value (only its allowed attributes can be used)")
        if name in self.constants or name in self.imported or name in HARMLESS_BUILTINS:
            return
        raise Unverifiable(e.lineno, f"name '{name}' is not defined")

    def module_attribute(self, e: ast.Attribute, a: frozenset[str], comp_names: frozenset[str]) -> bool:
        """Check `e`'s base and, for an allowed module (`math.pi`), the attribute itself; False when
        `e` is an attribute of a data value, which only the caller's position can allow."""
        if e.attr.startswith("_"):
            raise Unverifiable(e.lineno, f"access to private attribute '{e.attr}'")
        base = e.value
        if not (isinstance(base, ast.Name) and base.id in self.robot.modules and base.id not in self.locals
                and base.id not in comp_names):
            self.expr(base, a, comp_names)  # innermost problems first
            return False
        allowed = self.robot.modules[base.id]
        if e.attr not in allowed:
            listed = ", ".join(f"{base.id}.{x}" for x in sorted(allowed)) if len(allowed) <= 12 \
                else f"{len(allowed)} names of {base.id}, see {self.robot.path.name}"
            raise Unverifiable(e.lineno, f"'{base.id}.{e.attr}' is outside the robot's API (allowed: {listed})")
        return True

    def attribute(self, e: ast.Attribute, a: frozenset[str], comp_names: frozenset[str]) -> None:
        """An attribute read as a value: only an allowed module's allowed attribute."""
        if self.module_attribute(e, a, comp_names):
            return
        if e.attr in SAFE_METHODS:
            raise Unverifiable(e.lineno, f"method '{e.attr}' used as a value (only direct calls "
                                         f"like x.{e.attr}(...) are allowed)")
        raise Unverifiable(e.lineno, f"attribute '{e.attr}' is not on the sandbox's allow-list")

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
            elif f.id in self.robot.modules:
                raise Unverifiable(e.lineno, f"module '{f.id}' called as a function")
            elif f.id not in HARMLESS_BUILTINS and f.id not in self.imported:
                raise Unverifiable(e.lineno, f"call to '{f.id}', which is neither in the robot's API "
                                             f"nor an allowed call")
            return
        if isinstance(f, ast.Attribute):
            if not self.module_attribute(f, a, comp_names) and f.attr not in SAFE_METHODS:
                raise Unverifiable(e.lineno, f"method '{f.attr}' is not on the sandbox's allow-list "
                                             f"of harmless str/list/dict/set methods")
            return
        raise Unverifiable(e.lineno, f"indirect call '{ast.unparse(f)}(...)' cannot be verified")


def _check_loop_target(t: ast.expr) -> None:
    """A `for` or comprehension target is assigned on every iteration: names and tuples of names only."""
    if isinstance(t, (ast.Tuple, ast.List)):
        for e in t.elts:
            _check_loop_target(e)
    elif not isinstance(t, ast.Name):
        raise Unverifiable(t.lineno, f"loop target '{ast.unparse(t)}' must be a name or a tuple of names")


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
