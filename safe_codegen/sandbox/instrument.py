"""The program as it is executed: its definitions, with a hook around every step of its automaton.

The runner (`sandbox.run_isolated`) executes this module, so the executed program makes exactly the
automaton's steps (docs/semantics.md, "Steps"): each `if`/`elif`/`while` test is one decision step, a
`for` loop's next-item check is one decision step, a statement that reads sensors is one sense step
(all its readings from one state), and each action call is a step of its own (the API functions report
those). The hooks are names no program can write (the static checks reject them):

    if __sc_close__(__sc_open__("decision", line, col) or (test)): ...
    x = __sc_close__(__sc_open__("sense", line, col) or (value))
    for x in __sc_for__(line, col, iterable): ...
"""

from __future__ import annotations

import ast
import copy
import threading
import types

from safe_codegen.verify.fsa import pure_sensing_helper, sensor_assignment, sensor_calls, sensor_vars
from safe_codegen.verify.program import Program, bound_names
from safe_codegen.robot import Robot

OPEN, CLOSE, FOR = "__sc_open__", "__sc_close__", "__sc_for__"
_AST_LOCK = threading.Lock()  # CPython 3.11's AST conversion is not thread-safe ("recursion depth mismatch")


def instrument(program: Program, robot: Robot) -> ast.Module:
    """The program's definitions (functions, imports, constants; not its module-level entry call) with
    step hooks; the runner calls the entry function itself."""
    body = []
    for node in program.tree.body:
        if isinstance(node, ast.FunctionDef):
            pure = pure_sensing_helper(node, robot) and node is not program.entry
            body.append(node if pure else _Hooks(node, robot, program.functions).visit(copy.deepcopy(node)))
        elif isinstance(node, (ast.Import, ast.ImportFrom, ast.Assign)):
            body.append(node)
    return ast.fix_missing_locations(ast.Module(body=body, type_ignores=[]))


def compile_program(program: Program, robot: Robot, filename: str) -> types.CodeType:
    """The instrumented module, compiled with the program's own line numbers (safe to call from threads)."""
    with _AST_LOCK:
        return compile(instrument(program, robot), filename, "exec")


class _Hooks(ast.NodeTransformer):
    """Wraps the tests, loop iterables and sensing statements of one function."""

    def __init__(self, fn: ast.FunctionDef, robot: Robot, functions: dict[str, ast.FunctionDef]) -> None:
        self.robot, self.functions = robot, functions
        self.local = bound_names(fn)
        self.sensor_vars = sensor_vars(fn, robot)

    def visit_If(self, node: ast.If) -> ast.If:
        node.test = _step("decision", node, node.test)
        self.generic_visit(node)
        return node

    visit_While = visit_If

    def visit_For(self, node: ast.For) -> ast.For:
        node.iter = ast.copy_location(ast.Call(ast.Name(FOR, ast.Load()), [
            ast.Constant(node.lineno), ast.Constant(node.col_offset), node.iter], []), node.iter)
        self.generic_visit(node)
        return node

    def _simple(self, node: ast.stmt) -> ast.stmt:
        if node.value is not None and (sensor_calls(node, self.local, self.robot, self.functions)
                                       or sensor_assignment(node, self.sensor_vars)):
            node.value = _step("sense", node, node.value)
        return node

    visit_Expr = visit_Assign = visit_AugAssign = visit_AnnAssign = visit_Return = _simple



def _step(kind: str, stmt: ast.stmt, value: ast.expr) -> ast.expr:
    """`__sc_close__(__sc_open__(kind, line, col) or (value))`: opens the step, evaluates, closes it."""
    opened = ast.Call(ast.Name(OPEN, ast.Load()), [ast.Constant(kind), ast.Constant(stmt.lineno),
                                                   ast.Constant(stmt.col_offset)], [])
    wrapped = ast.Call(ast.Name(CLOSE, ast.Load()), [ast.BoolOp(ast.Or(), [opened, value])], [])
    return ast.copy_location(wrapped, value)
