"""Program -> FSA (the keyword processor, Algorithm 1): states are program points.

A decision point for each if/elif/while/for test, an action point for each call to an
execution function, a sensing-assignment point for `x = sensor(...)`, and one absorbing end
point. Each edge carries a guard; the guards leaving a point partition all valuations, so the
FSA is deterministic and complete given the environment and the unknown atoms.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from functools import cached_property

from safe_codegen.errors import Unverifiable
from safe_codegen.verify.guard import FALSE, TRUE, Const, Env, Guard, Mem, Unknown, conj, disj, neg, unknowns
from safe_codegen.verify.guard import from_json as guard_from_json
from safe_codegen.verify.guard import to_json as guard_json
from safe_codegen.verify.intervals import Analysis, decide, literal_type_error
from safe_codegen.verify.program import Program, bound_names
from safe_codegen.robot import Function, Robot, bind, selected

DECISION, ACTION, SENSE, END = "decision", "action", "sense", "end"
OUT_OF_LIMITS = "out_of_limits"  # the proposition of action points whose arguments may leave their limits
MAX_POINTS = 20_000  # automaton size budgets: helpers inlined at every call can blow up exponentially
MAX_INLINED = 2_000


@dataclass(frozen=True)
class Point:
    """A program point: kind, source line (None for end), label (action proposition), text."""

    id: int
    kind: str
    line: int | None
    text: str
    label: str | None = None


@dataclass(frozen=True)
class Edge:
    src: int
    dst: int
    guard: Guard


@dataclass(frozen=True)
class UnknownAtom:
    """A test atom treated as nondeterministic, with where it came from."""

    id: int
    line: int
    text: str


@dataclass
class FSA:
    """The program automaton: points, guarded edges, memory updates at sensing points."""

    points: list[Point]
    edges: list[Edge]
    start: int
    end: int
    env_props: tuple[str, ...]
    action_props: tuple[str, ...]
    unknown_atoms: list[UnknownAtom] = field(default_factory=list)
    memory: list[str] = field(default_factory=list)
    updates: dict[int, tuple[str, Guard]] = field(default_factory=dict)  # sense point -> (var, value)
    out_of_limits: dict[int, str] = field(default_factory=dict)  # action point -> which arguments may leave how
    argument_props: tuple[str, ...] = ()  # the robot's propositions over action arguments
    arguments: dict[int, dict[str, bool | None]] = field(default_factory=dict)  # action point -> each one's value

    def labels(self, p: int) -> frozenset[str]:
        """The propositions point p surely emits: its action's, `out_of_limits` where its arguments may be
        out, and the argument propositions that surely hold there."""
        return self._labels[p]

    def undetermined(self, p: int) -> tuple[str, ...]:
        """The argument propositions point p may emit or not (the analysis cannot decide them)."""
        return tuple(a for a, v in self.arguments.get(p, {}).items() if v is None)

    def out(self, p: int) -> list[Edge]:
        return self._out[p]

    def unknowns_at(self, p: int) -> list[int]:
        """Unknown atoms read at point p (by its guards or its memory update)."""
        return self._unknowns[p]

    @cached_property
    def _out(self) -> dict[int, list[Edge]]:
        out: dict[int, list[Edge]] = {p.id: [] for p in self.points}
        for e in self.edges:
            out[e.src].append(e)
        return out

    @cached_property
    def _labels(self) -> dict[int, frozenset[str]]:
        table = {}
        for p in self.points:
            sure = [a for a, v in self.arguments.get(p.id, {}).items() if v]
            table[p.id] = frozenset(([p.label] if p.label else []) + ([OUT_OF_LIMITS] if p.id in self.out_of_limits
                                                                       else []) + sure)
        return table

    @cached_property
    def _unknowns(self) -> dict[int, list[int]]:
        table = {}
        for p in self.points:
            ids: set[int] = set()
            for e in self.out(p.id):
                ids |= unknowns(e.guard)
            if p.id in self.updates:
                ids |= unknowns(self.updates[p.id][1])
            table[p.id] = sorted(ids)
        return table


def fsa_to_json(fsa: FSA) -> dict:
    """The FSA as plain JSON data (stored in the subprogram library)."""
    return {
        "points": [[p.id, p.kind, p.line, p.text, p.label] for p in fsa.points],
        "edges": [[e.src, e.dst, guard_json(e.guard)] for e in fsa.edges],
        "start": fsa.start, "end": fsa.end,
        "env_props": list(fsa.env_props), "action_props": list(fsa.action_props),
        "unknown_atoms": [[a.id, a.line, a.text] for a in fsa.unknown_atoms],
        "memory": list(fsa.memory),
        "updates": [[p, var, guard_json(g)] for p, (var, g) in sorted(fsa.updates.items())],
        "out_of_limits": [[p, why] for p, why in sorted(fsa.out_of_limits.items())],
        "argument_props": list(fsa.argument_props),
        "arguments": [[p, values] for p, values in sorted(fsa.arguments.items())],
    }


def fsa_from_json(d: dict) -> FSA:
    return FSA(points=[Point(*p) for p in d["points"]],
               edges=[Edge(s, t, guard_from_json(g)) for s, t, g in d["edges"]],
               start=d["start"], end=d["end"], env_props=tuple(d["env_props"]),
               action_props=tuple(d["action_props"]),
               unknown_atoms=[UnknownAtom(*a) for a in d["unknown_atoms"]], memory=list(d["memory"]),
               updates={p: (var, guard_from_json(g)) for p, var, g in d["updates"]},
               out_of_limits={p: why for p, why in d.get("out_of_limits", [])},
               argument_props=tuple(d.get("argument_props", ())),
               arguments={p: values for p, values in d.get("arguments", [])})


@dataclass
class _Frame:
    """One (inlined) function activation: its memory-variable prefix and sensor variables."""

    fn: ast.FunctionDef
    prefix: str
    sensor_vars: set[str]
    ret: int

    local: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.local = bound_names(self.fn)


@dataclass
class _Loop:
    brk: int
    cont: int


def build_fsa(program: Program, robot: Robot) -> FSA:
    """Algorithm 1: the FSA of the program's entry function (helpers inlined)."""
    return _Builder(program, robot).build()


class _Builder:
    def __init__(self, program: Program, robot: Robot) -> None:
        self.program, self.robot = program, robot
        self.points: list[Point] = []
        self.edges: list[Edge] = []
        self.unknown: list[UnknownAtom] = []
        self.memory: list[str] = []
        self.updates: dict[int, tuple[str, Guard]] = {}
        self.out_of_limits: dict[int, str] = {}
        self.arguments: dict[int, dict[str, bool | None]] = {}
        self.inlined = 0
        self._analysis: Analysis | None = None

    def build(self) -> FSA:
        end = self.point(END, None, "end")
        self.edges.append(Edge(end, end, TRUE))
        entry = self.program.entry
        frame = _Frame(entry, "", sensor_vars(entry, self.robot), end)
        start = self.block(entry.body, end, frame, None)
        return self._renumber(start, end)

    # points and edges
    def point(self, kind: str, line: int | None, text: str, label: str | None = None) -> int:
        if len(self.points) >= MAX_POINTS:
            raise Unverifiable(line or 1, f"the automaton exceeds {MAX_POINTS:,} points (helpers are inlined at "
                                          f"every call; {self.inlined:,} inlined so far)")
        self.points.append(Point(len(self.points), kind, line, text, label))
        return len(self.points) - 1

    def atom(self, line: int, text: str) -> Unknown:
        self.unknown.append(UnknownAtom(len(self.unknown), line, text))
        return Unknown(len(self.unknown) - 1)

    def branch(self, d: int, guard: Guard, yes: int, no: int) -> None:
        """The two edges of a decision (an edge whose guard is constantly false is left out)."""
        for dst, g in ((yes, guard), (no, neg(guard))):
            if g != FALSE:
                self.edges.append(Edge(d, dst, g))

    # statements, built back to front: each returns the point where it starts
    def block(self, stmts: list[ast.stmt], nxt: int, frame: _Frame, loop: _Loop | None) -> int:
        for s in reversed(stmts):
            nxt = self.stmt(s, nxt, frame, loop)
        return nxt

    def stmt(self, s: ast.stmt, nxt: int, frame: _Frame, loop: _Loop | None) -> int:
        if isinstance(s, ast.If):
            pre, guard = self.test(s.test, frame)
            yes = self.block(s.body, nxt, frame, loop)
            no = self.block(s.orelse, nxt, frame, loop)
            d = self.point(DECISION, s.lineno, f"if {ast.unparse(s.test)}")
            self.branch(d, guard, yes, no)
            return self.steps(pre, d, frame)
        if isinstance(s, ast.While):
            pre, guard = self.test(s.test, frame)
            d = self.point(DECISION, s.lineno, f"while {ast.unparse(s.test)}")
            head = self.steps(pre, d, frame)
            body = self.block(s.body, head, frame, _Loop(nxt, head))
            self.branch(d, guard, body, nxt)
            return head
        if isinstance(s, ast.For):
            read = self.reads(s.iter, frame)
            if read:
                raise Unverifiable(read[0].lineno, f"sensor call '{ast.unparse(read[0])}' in a for loop's iterable "
                                                   f"(read it into a variable first)")
            d = self.point(DECISION, s.lineno, f"for {ast.unparse(s.target)} in {ast.unparse(s.iter)}")
            more = self.atom(s.lineno, f"<more items in {ast.unparse(s.iter)}>")
            body = self.block(s.body, d, frame, _Loop(nxt, d))
            self.branch(d, more, body, nxt)
            return self.steps(self.calls(s.iter, frame), d, frame)
        if isinstance(s, ast.Break):
            return loop.brk
        if isinstance(s, ast.Continue):
            return loop.cont
        after = frame.ret if isinstance(s, ast.Return) else nxt
        steps, read = self.calls(s, frame), self.reads(s, frame)
        if read and steps:
            raise Unverifiable(s.lineno, f"statement both reads a sensor ('{ast.unparse(read[0])}') and performs a "
                                         f"robot step ('{ast.unparse(steps[0])}'); split it into two statements")
        if read or sensor_assignment(s, frame.sensor_vars):
            return self.sense(s, after, frame)
        return self.steps(steps, after, frame)

    def sense(self, s: ast.stmt, nxt: int, frame: _Frame) -> int:
        """A statement that reads sensors (and performs no step) is one sense step: all its readings come
        from one state. `x = <sensing expression>` with x a sensor variable remembers the value."""
        p = self.point(SENSE, s.lineno, ast.unparse(s).splitlines()[0])
        if sensor_assignment(s, frame.sensor_vars):
            var = frame.prefix + s.targets[0].id
            if var not in self.memory:
                self.memory.append(var)
            self.updates[p] = (var, self.sensing(s.value, frame))
        self.edges.append(Edge(p, nxt, TRUE))
        return p

    def steps(self, calls: list[ast.Call], nxt: int, frame: _Frame) -> int:
        """Chain the robot steps of `calls` (actions, inlined helpers) in front of `nxt`."""
        for call in reversed(calls):
            name = call.func.id
            if name in self.program.functions:
                nxt = self.inline(call, nxt, frame)
            else:
                fn = self.robot.functions[name]
                p = self.point(ACTION, call.lineno, ast.unparse(call), fn.proposition)
                if fn.limits:
                    self.limits(p, call, fn, frame)
                props = [a for a in self.robot.argument_propositions if a.action == name]
                if props:
                    self.arguments[p] = {a.name: decide(a, self.analysis.argument(call, frame.fn, fn, a.param))
                                         for a in props}
                self.edges.append(Edge(p, nxt, TRUE))
                nxt = p
        return nxt

    def limits(self, p: int, call: ast.Call, fn: Function, frame: _Frame) -> None:
        """An action's arguments against the robot's limits: a literal of the wrong type is unverifiable; an
        argument whose range (intervals.py) may leave its limits makes p emit `out_of_limits`."""
        try:
            bound = bind(fn, call.args, {k.arg: k.value for k in call.keywords})
        except TypeError:
            bound = {}
        for param, limit in fn.limits.items():
            bad = literal_type_error(bound.get(param), limit)
            if bad is not None:
                raise Unverifiable(call.lineno, f"argument '{param}' of {fn.name} is the {type(bad).__name__} "
                                                f"{bad!r}; the robot takes a {limit.text()}")
        out = [a for a in self.analysis.arguments(call, frame.fn, fn) if not a.within]
        if out:
            self.out_of_limits[p] = "; ".join(f"'{a.param}' may be {a.value.text()}, outside its limits "
                                              f"({a.limit.text()})" for a in out)

    @property
    def analysis(self) -> Analysis:
        """The program's interval analysis (intervals.py), built at the first action that needs it."""
        if self._analysis is None:
            self._analysis = Analysis(self.program.tree, self.program.functions, self.program.entry, self.robot)
        return self._analysis

    def inline(self, call: ast.Call, nxt: int, frame: _Frame) -> int:
        name = call.func.id  # never one being called: parse_program refuses recursion (program._check_recursion)
        fn = self.program.functions[name]
        self.inlined += 1
        if self.inlined > MAX_INLINED:
            raise Unverifiable(call.lineno, f"helpers are inlined at more than {MAX_INLINED:,} calls "
                                            f"(each call of a helper is a copy of its automaton)")
        inner = _Frame(fn, f"{name}#{self.inlined}.", sensor_vars(fn, self.robot), nxt)
        return self.block(fn.body, nxt, inner, None)

    # expressions
    def calls(self, node: ast.AST, frame: _Frame) -> list[ast.Call]:
        """Calls that are robot steps (actions, helpers) in Python's evaluation order.

        Steps under a short-circuit or conditional expression would run only sometimes;
        they are rejected rather than guessed."""
        out: list[ast.Call] = []
        for n, conditional in evaluation_order(node):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and self._is_step(n, frame):
                if conditional:
                    raise Unverifiable(n.lineno, f"call to '{n.func.id}' inside and/or/if-else expression, chained "
                                                 f"comparison or comprehension (a step that runs only sometimes)")
                out.append(n)
        return out

    def reads(self, node: ast.AST, frame: _Frame) -> list[ast.Call]:
        return sensor_calls(node, frame.local, self.robot, self.program.functions)

    def _is_step(self, call: ast.Call, frame: _Frame) -> bool:
        name = call.func.id
        if name in frame.local:
            return False
        if name in self.program.functions:
            return not pure_sensing_helper(self.program.functions[name], self.robot)
        fn = self.robot.functions.get(name)
        return fn is not None and fn.kind == "action"

    def test(self, e: ast.expr, frame: _Frame) -> tuple[list[ast.Call], Guard]:
        """A condition: the steps it performs first, then the guard it evaluates."""
        return self.calls(e, frame), self.guard(e, frame)

    def guard(self, e: ast.expr, frame: _Frame) -> Guard:
        if isinstance(e, ast.Constant) and isinstance(e.value, (bool, int, float, str, type(None))):
            return Const(bool(e.value))
        if isinstance(e, ast.BoolOp):
            parts = [self.guard(v, frame) for v in e.values]
            return conj(parts) if isinstance(e.op, ast.And) else disj(parts)
        if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
            return neg(self.guard(e.operand, frame))
        if isinstance(e, ast.Compare) and len(e.ops) == 1 \
                and isinstance(e.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)):
            for side, const in ((e.left, e.comparators[0]), (e.comparators[0], e.left)):
                if isinstance(const, ast.Constant) and isinstance(const.value, bool) and self._sensing(side, frame):
                    g = self.guard(side, frame)
                    same = isinstance(e.ops[0], (ast.Eq, ast.Is))
                    return g if same == const.value else neg(g)
        if self._sensing(e, frame):
            return self.sensing(e, frame)
        return self.atom(e.lineno, ast.unparse(e))

    def _sensing(self, e: ast.expr, frame: _Frame) -> bool:
        return _is_sensing(e, frame.sensor_vars, frame.local, self.robot, self.program.functions)

    def sensing(self, e: ast.expr, frame: _Frame) -> Guard:
        """The value of a pure sensing expression in the current state."""
        if isinstance(e, ast.BoolOp):
            parts = [self.sensing(v, frame) for v in e.values]
            return conj(parts) if isinstance(e.op, ast.And) else disj(parts)
        if isinstance(e, ast.UnaryOp):
            return neg(self.sensing(e.operand, frame))
        if isinstance(e, ast.Constant):
            return Const(bool(e.value))
        if isinstance(e, ast.Name):
            return Mem(frame.prefix + e.id)
        name = e.func.id
        if name in self.program.functions:  # a helper that only returns a sensing expression
            fn = self.program.functions[name]
            return self.sensing(fn.body[-1].value, _Frame(fn, f"{name}.", set(), frame.ret))
        fn = self.robot.functions[name]
        if fn.proposition:
            return Env(fn.proposition)
        arg = selected(fn, e.args, {k.arg: k.value for k in e.keywords})  # as the bridge binds it
        if isinstance(arg, str) or arg is None:  # the parameter's default: a constant too
            arg = ast.Constant(arg)
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value in fn.by_argument:
            return Env(fn.by_argument[arg.value])
        return self.atom(e.lineno, ast.unparse(e))

    def _renumber(self, start: int, end: int) -> FSA:
        """Number points in breadth-first order from the start; drop unreachable ones."""
        succ: dict[int, list[Edge]] = {}
        for e in self.edges:
            succ.setdefault(e.src, []).append(e)
        order, seen = [], {start}
        queue = [start]
        while queue:
            p = queue.pop(0)
            order.append(p)
            for e in sorted(succ.get(p, []), key=lambda e: e.guard == TRUE):
                if e.dst not in seen:
                    seen.add(e.dst)
                    queue.append(e.dst)
        if end not in seen:
            seen.add(end)
            order.append(end)
        new = {old: i for i, old in enumerate(order)}
        points = [Point(new[p], self.points[p].kind, self.points[p].line, self.points[p].text,
                        self.points[p].label) for p in order]
        edges = [Edge(new[e.src], new[e.dst], e.guard) for e in self.edges if e.src in seen]
        updates = {new[p]: u for p, u in self.updates.items() if p in seen}
        out_of_limits = {new[p]: why for p, why in self.out_of_limits.items() if p in seen}
        arguments = {new[p]: values for p, values in self.arguments.items() if p in seen}
        used = {u for e in edges for u in unknowns(e.guard)} | \
               {u for _, g in updates.values() for u in unknowns(g)}
        return FSA(points=points, edges=edges, start=new[start], end=new[end],
                   env_props=self.robot.env_props, action_props=self.robot.action_props,
                   unknown_atoms=[a for a in self.unknown if a.id in used],
                   memory=[m for m in self.memory if any(v == m for v, _ in updates.values())],
                   updates=updates, out_of_limits=out_of_limits, argument_props=self.robot.argument_props,
                   arguments=arguments)




def evaluation_order(node: ast.AST) -> list[tuple[ast.AST, bool]]:
    """The sub-expressions of `node` in the order Python evaluates them (post-order: an operation comes
    after its operands), each with whether it runs only sometimes (short-circuit, conditional expression,
    chained comparison, comprehension). Statements contribute what they evaluate: an assignment its value
    before its targets, an annotated assignment no annotation (not evaluated in a function), an `if`/`while`
    its test and a `for` its iterable; dict displays alternate keys and values."""
    out: list[tuple[ast.AST, bool]] = []

    def visit(n: ast.AST, cond: bool) -> None:
        if isinstance(n, (ast.If, ast.While)):
            visit(n.test, cond)
            return
        if isinstance(n, ast.For):
            visit(n.iter, cond)
            return
        if isinstance(n, ast.Assign):
            parts = [n.value, *n.targets]
        elif isinstance(n, ast.AnnAssign):
            parts = [n.value, n.target] if n.value is not None else []
        elif isinstance(n, ast.Dict):
            parts = [x for k, v in zip(n.keys, n.values) for x in (k, v) if x is not None]
        elif isinstance(n, ast.BoolOp):
            visit(n.values[0], cond)
            parts, cond_rest = n.values[1:], True
            for v in parts:
                visit(v, cond or cond_rest)
            out.append((n, cond))
            return
        elif isinstance(n, ast.IfExp):
            visit(n.test, cond)
            visit(n.body, True)
            visit(n.orelse, True)
            out.append((n, cond))
            return
        elif isinstance(n, ast.Compare):
            visit(n.left, cond)
            for i, c in enumerate(n.comparators):
                visit(c, cond or i > 0)
            out.append((n, cond))
            return
        elif isinstance(n, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            visit(n.generators[0].iter, cond)  # evaluated once, in the enclosing scope
            rest = [*n.generators[0].ifs, *(x for g in n.generators[1:] for x in (g.iter, *g.ifs))]
            rest += [n.key, n.value] if isinstance(n, ast.DictComp) else [n.elt]
            for x in rest:
                visit(x, True)
            out.append((n, cond))
            return
        elif isinstance(n, (ast.FunctionDef, ast.Lambda)):
            return  # a body is evaluated when called, not here
        else:
            parts = list(ast.iter_child_nodes(n))
        for child in parts:
            visit(child, cond)
        out.append((n, cond))

    visit(node, False)
    return out


def sensor_assignment(s: ast.stmt, sensor_vars: set[str]) -> bool:
    """`x = <sensing expression>` with x a sensor variable: a sense step that remembers the value."""
    return isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
        and s.targets[0].id in sensor_vars


def sensor_calls(node: ast.AST, local: set[str], robot: Robot, functions: dict[str, ast.FunctionDef]) -> list[ast.Call]:
    """Sensor calls (robot sensors and pure sensing helpers, not shadowed by a local name) evaluated in
    `node`: the readings of a decision or sense step."""
    return [n for n, _ in evaluation_order(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
            and n.func.id not in local and is_sensor_call(n.func.id, robot, functions)]


def is_sensor_call(name: str, robot: Robot, functions: dict[str, ast.FunctionDef]) -> bool:
    """A call that reads the environment and is not a step of its own: a robot sensor or a helper whose
    body only returns a sensing expression (evaluated in its caller's step)."""
    if name in functions:
        return pure_sensing_helper(functions[name], robot)
    fn = robot.functions.get(name)
    return fn is not None and fn.kind == "sensor"


def _is_sensing(e: ast.expr, sensor_vars: set[str], local: set[str], robot: Robot, functions: dict) -> bool:
    """A boolean combination of sensing calls and remembered sensor variables."""
    if isinstance(e, ast.BoolOp):
        return all(_is_sensing(v, sensor_vars, local, robot, functions) for v in e.values)
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        return _is_sensing(e.operand, sensor_vars, local, robot, functions)
    if isinstance(e, ast.Name):
        return e.id in sensor_vars
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and e.func.id not in local:
        if e.func.id in functions:
            return pure_sensing_helper(functions[e.func.id], robot) and not e.args and not e.keywords
        fn = robot.functions.get(e.func.id)
        return fn is not None and fn.kind == "sensor"
    return False


def pure_sensing_helper(fn: ast.FunctionDef, robot: Robot) -> bool:
    """`def f(): return <sensing expression>` (no parameters, no other statements)."""
    body = [s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    return (not fn.args.args and len(body) == 1 and isinstance(body[0], ast.Return)
            and body[0].value is not None and fn.body[-1] is body[0]
            and _is_sensing(body[0].value, set(), set(), robot, {}))


def sensor_vars(fn: ast.FunctionDef, robot: Robot) -> set[str]:
    """Variables whose every assignment is `x = <sensing expression>` (remembered booleans)."""
    params = {a.arg for a in fn.args.args}
    assigns: dict[str, list[ast.expr | None]] = {}
    local = bound_names(fn)
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign):
            if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                assigns.setdefault(node.targets[0].id, []).append(node.value)
            else:
                for t in node.targets:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            assigns.setdefault(n.id, []).append(None)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.comprehension)):
            t = node.target
            for n in ast.walk(t):
                if isinstance(n, ast.Name):
                    assigns.setdefault(n.id, []).append(None)
    candidates = {v for v in assigns if v not in params}
    changed = True
    while changed:
        changed = False
        for v in list(candidates):
            if not all(val is not None and _is_sensing(val, candidates, local - candidates, robot, {})
                       for val in assigns[v]):
                candidates.discard(v)
                changed = True
    return candidates

