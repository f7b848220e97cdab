"""Guided step comments (docs/generation.md, "Guided step comments"): for a task whose words read as moves the
reference writer knows, the sampler writes each `# step i of n: ...` comment itself, in the words the reference
programs and the worked examples use, and the model writes the code under it.

Why: the model follows its own step comments, and its multi-move mistakes start there (700 cm written "70 meters",
step 1's time reused for step 2's rate, step 2 never written); with step 1's comment given it wrote step 2, with
every comment given it did 28 of 40 held-out multi-move tasks instead of 10, and "a complete left U-turn" (one move)
became the 180 degrees its comment says instead of 40 (docs/generation.md, "Guided step comments";
docs/finetuning.md has the runs). The steps come from the task's words (the deterministic reader), never
from a task file's goal, so a shipped set's hand-written goal stays an independent check."""

from __future__ import annotations

import ast
import itertools
import math
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass

from safe_codegen.errors import InputError
from safe_codegen.generate.constrain import code_only
from safe_codegen.generate.prompts import Task
from safe_codegen.robot import Robot

HEADER = re.compile(r"[ \t]*# step \d+ of \d+:")  # a step comment, as the model writes one
CONSTANT = re.compile(r"[ \t]*(?P<name>\w+) = (?P<value>\d[\d.]*)$")  # a constant's number, being written
ENDED = re.compile(r"[ \t]*(?P<name>\w+) = (?P<expr>[^#\n]+?)[ \t]*[#\n]")  # a constant's expression, ended
NAMED = re.compile(r'\b(?:go_to|pick|place|is_in_room)\("(?P<name>[^"]*)(?P<closed>"?)')  # a room or thing literal
# The hazards' sensors (tasks/reference.SENSORS, the target's apart): a test of them alone is a hazard test.
HAZARD_SENSORS = frozenset({"pedestrian_observed()", "person_observed()", "car_observed()", "stop_sign_observed()"})
HALT = re.compile(r"(?P<indent>[ \t]*)if (?P<calls>\w+\(\)(?: or \w+\(\))*):(?P<rest>[ \t]*(?:#.*)?\n?)")  # a hazard test
ASTRAY = 0.05  # how far a constant's value may be from its step's: rounding ("22 degrees and a quarter" written as 22),
# half the task's speed and time tolerance, never a unit's factor (21.5 degrees a second written as 21.5 rad/s)
OPENED = re.compile(r"(?P<indent>[ \t]*)(?P<kw>if|elif) (?P<calls>\w+\(\)(?: or \w+\(\))*) or\s*")  # one, going on
CLOCKED = re.compile(r"\btime\.|\b(?:duration|start_time|stopping_time)\b")  # a program that keeps time
# A velocity call whose turn rate (after the comma) is being written.
TURNING = re.compile(r"(?P<indent>[ \t]*)(?P<call>navigate|velocity_publisher)\((?P<linear>[^,()\n]+),[^)\n]*")
# What a constant's name says it holds, by the first of these its name contains ("angular_speed" a rate, "turn_time"
# a time): a number the step says of one of them under a name of another is in the wrong slot.
QUANTITIES = (("rate", r"angular|omega|yaw_rate"), ("time", r"duration|time|seconds|secs"), ("radius", r"radius"),
              ("distance", r"distance|length"), ("speed", r"speed|linear|velocity"), ("angle", r"angle|degrees"))


@dataclass(frozen=True)
class StepGuide:
    """The step comments of one task, each a whole indented line; the first ends the prompt (the model starts under
    it), the others replace the model's own. `constants`: per step, the numbers its comment says, by the name a
    careful program gives them (reference.step_lines, said_constants), which the model's constant of that name must
    not run past. `hazards`: the sensor calls of what the task stops for, in a hazard test the model writes.
    `names`: the rooms and things an errand names (an errand has no step comments), which the model's literals must
    name whole; an errand that comes back begins with the line that keeps where it started.
    `signal`: the sensor a timed walk signals at, whose test the guide writes before the step's stop test where the
    model wrote none. `unclocked`: the task is a search with no time bound, which goes on until the target is seen,
    so a program of it keeps no time. `wander_turn`: the turn rate of a task that wanders (its one move; the reader
    refuses random turns among several), as the reference program writes it. `derived`: per step, the values of
    the constants a careful program computes from the others (reference.step_lines: "linear = radius * angle *
    math.pi / 180 / duration", 0.34 m/s)."""

    comments: tuple[str, ...]
    constants: tuple[dict[str, str], ...] = ()
    hazards: tuple[str, ...] = ()
    names: frozenset[str] = frozenset()
    signal: str | None = None  # the sensor call a walk that signals signals at ("target_observed()")
    unclocked: bool = False
    wander_turn: str | None = None
    derived: tuple[dict[str, float], ...] = ()

    def writes(self) -> tuple[str, ...]:
        """The texts the guide may write or ask for whole (step comments, quoted names, a wander's turn rate): the
        model's output layer must hold their tokens."""
        return self.comments + tuple(f'("{n}")' for n in sorted(self.names)) + \
            ((f", {self.wander_turn})",) if self.wander_turn else ())

    def written(self, done: str) -> int:
        """Steps begun in the completion so far (`done`), the first (in the prompt) included."""
        return 1 + sum(bool(HEADER.match(line)) for line in done.split("\n"))

    def line(self, done: str, line: str, final: bool) -> str | None:
        """The text to write instead of `line` (just completed after `done`; `final`: it ends the function): the
        next step's comment for a step comment of the model's, or for an end that comes before the last step; a
        hazard test that names some of the task's hazards completed with the others; None to keep the line."""
        k = self.written(done)
        if k < len(self.comments) and (final or HEADER.match(line)):
            return self.comments[k]
        if final:
            return None
        halted = self.halt(line)
        return self.signalled(done, halted or line) or halted

    def signalled(self, done: str, line: str) -> str | None:
        """`line` (a stop test, "if person_observed() or target_observed():") with the signal's test and call
        before it, where the task signals and the step has no `signal()` yet: the adapter stopped for the target and
        never signalled on 8 of 8 samples of "... always that it sees the objective, it emits a signal"; None where
        `line` is no stop test, tests the target alone, or the step signals already."""
        h = HALT.fullmatch(line)
        if self.signal is None or not h or not set(h["calls"].split(" or ")) - {self.signal} or \
                "signal()" in _current_step(done):
            return None
        indent = h["indent"]
        return f"{indent}if {self.signal}:\n{indent}    signal()\n{line}"

    def halt(self, line: str) -> str | None:
        """`line` as a test of every hazard the task stops for, where it tests only some of them ("if
        pedestrian_observed():" in a task that also stops at stop signs: the hazard said of step 1 alone was left
        out of every loop, and the program was unsafe under phi4) or others only (the model's own pedestrians, kept:
        phi1 asks for them in every task); None for any other line."""
        h = HALT.fullmatch(line)
        calls = h["calls"].split(" or ") if h else []
        if not self._short(calls):
            return None
        return f"{h['indent']}if {self._every_hazard(calls)}:{h['rest']}"

    def completion(self, line: str) -> str | None:
        """The whole line for a hazard test being written (`line`: "if pedestrian_observed() or ") that names some
        of the task's hazards and goes on: the others (for "a pedestrian or a vehicle" the adapter went on with
        `vehicle_observed()`, which the robot lacks, on 5 of 8 samples); in a wander, for a velocity call at its
        turn rate, the wander's (the adapter wrote `navigate(direction * speed, 0.0)` under "wander forward at 0.5
        m/s for 20 seconds, turning at random" on 8 of 8 samples, and a rate on a line of its own, an angle's
        arithmetic, once a number was barred there: no row it was trained on wanders); None for any other line."""
        w = TURNING.fullmatch(line) if self.wander_turn else None
        if w:
            return f"{w['indent']}{w['call']}({w['linear']}, {self.wander_turn})\n"
        h = OPENED.fullmatch(line)
        calls = h["calls"].split(" or ") if h else []
        if not self._short(calls):
            return None
        return f"{h['indent']}{h['kw']} {self._every_hazard(calls)}:\n"

    def _short(self, calls: list[str]) -> bool:
        """Whether `calls` are a hazard test (every call a hazard's sensor) that leaves out some of the task's hazards:
        some of them, or others only ("if pedestrian_observed():" under "yield to cars": the model, trained on tasks
        that always name pedestrians, tested for them alone on 8 of 8 samples, and no car stopped it)."""
        return bool(calls) and set(calls) <= HAZARD_SENSORS and not set(self.hazards) <= set(calls)

    def _every_hazard(self, calls: list[str]) -> str:
        """A test of `calls` and then the task's other hazards, in the model's order then the task's."""
        return " or ".join(calls + [c for c in self.hazards if c not in calls])

    def bars(self, line: str, done: Callable[[], str]) -> bool:
        """Whether `line`, being written after the text `done()` gives, is one no program of the task may hold: a
        constant run past its step's number (overrun), a room or thing the errand does not name (misnamed), or, in a
        search with no time bound, a clock (a duration, a start time, `time.`): the adapter began 6 of 8 samples of
        "rotates to the left at 0'245 radians per second over itself until the target appears" as a timed spin, whose
        duration it had no number for (`duration = angular_speed * linear`, 0 s: it never turned)."""
        return bool(CONSTANT.match(line)) and self.overrun(done(), line) or \
            bool(ENDED.match(line)) and self.astray(done(), line) or self.misnamed(line) or \
            self.unclocked and bool(CLOCKED.search(code_only(line)))

    def astray(self, done: str, line: str) -> bool:
        """Whether `line` ends the expression of a constant of the step (at its comment or the line's end) with
        another value than the step's, the expression being arithmetic on numbers and math.pi: `angular_speed =
        21.5` under "spin left 64.5 degrees in place at 0.375246 rad/s" (the task said 21.5 degrees a second);
        `21.5 * math.pi / 180` is the step's number (within ASTRAY). An expression on the names the step has set
        (its constants as the model wrote them) is judged where a careful program computes that constant (`derived`),
        by size (a side may come in later): `linear = radius * math.pi / 180 / duration` under "turn left 104.25
        degrees, radius 2.22 m, in 11.875 seconds" (the angle left out: 0.0033 m/s for 0.34; 4 of 4 samples of a
        heldout17 task turned in place), and so is a plain number there: `duration = 7.08 * math.pi / 180` under
        "reverse 7.08 meters at 0.695 m/s" (10.19 s); any other is the model's."""
        c = ENDED.match(line)
        said = self.said(done, c["name"])
        expr = c["expr"].rsplit(" = ", 1)[-1]  # a chain, `linear = radius_m = 1.88`: its number
        value = _arithmetic(expr)
        derived = self._this_step(self.derived, done)
        if said is None and c["name"] in derived:
            value = _arithmetic(expr, _values(_current_step(done).split("\n")))
            return value is not None and not math.isclose(abs(value), abs(derived[c["name"]]), rel_tol=ASTRAY)
        if value is None or said is None:
            return value is not None and self.misplaced(done, c["name"], value)
        return not math.isclose(value, float(said), rel_tol=ASTRAY, abs_tol=1e-9)

    def misplaced(self, done: str, name: str, value: float) -> bool:
        """Whether a constant the step does not name (`name`) takes a number the step says of another quantity and
        none it says of its own: `duration = 7.08` under "reverse 7.08 meters at 0.695 m/s" (the distance as
        seconds; 5 of 8 samples of a heldout17 task) and `linear = radius_m = 1.88` under "turn right 171.75 degrees,
        radius 1.88 m, in 8.625 seconds" (the radius as the speed; 8 of 8), the issue's numbers in the wrong slot.
        Signs and nought (a side, a direction) are every constant's."""
        step = self.step_constants(done)
        kind = _quantity(name)
        if kind is None or value == int(value) and abs(value) <= 1:
            return False
        said = [(_quantity(n), float(v)) for n, v in step.items()]
        same = lambda x: math.isclose(value, x, rel_tol=1e-6)  # noqa: E731
        return not any(q == kind and same(x) for q, x in said) and any(q not in (None, kind) and same(x)
                                                                     for q, x in said)

    def misnamed(self, line: str) -> bool:
        """Whether `line`, being written, gives go_to, pick, place or is_in_room a literal that is no name the errand
        says, or begins one that no name begins with: the adapter wrote pick("bottle") and go_to("room") for "the
        water bottle" and "the conference room" on every sample of such tasks."""
        return bool(self.names) and any(m["name"] not in self.names if m["closed"] else
                                        not any(n.startswith(m["name"]) for n in self.names)
                                        for m in NAMED.finditer(line))

    def overrun(self, done: str, line: str) -> bool:
        """Whether `line`, being written after `done`, gives a constant of the step a number that began as the
        step's and left it: "angle = 150" or "15.5" under "spin left 15 degrees" (the adapter put 0.9995 on that
        "0": no training row has an angle below 20, and 93 say 150), "180" under 18.5, "160" under 165; "15.0" is
        the same number. A number begun with another digit is the model's (it may be a conversion, "9.5 * math.pi /
        180" for 0.165806 rad/s), and astray judges it where its expression ends."""
        c = CONSTANT.match(line)
        said = self.said(done, c["name"]) if c else None
        value = c["value"] if said is not None else ""
        if said is None or said.startswith(value) or value[0] != said[0]:
            return False
        return not (value.startswith(said) and re.fullmatch(r"0*" if "." in said else r"(\.0*)?", value[len(said):]))

    def said(self, done: str, name: str) -> str | None:
        """The number the current step (the one begun last in `done`) says for the constant `name`, as written."""
        return self.step_constants(done).get(name)

    def step_constants(self, done: str) -> dict[str, str]:
        """The numbers the current step (the one begun last in `done`) says, by name; none past the last step."""
        return self._this_step(self.constants, done)

    def _this_step(self, per_step: tuple[dict, ...], done: str) -> dict:
        """The current step's entry of a per-step tuple (constants, derived); empty past the last step."""
        k = self.written(done)
        return per_step[k - 1] if 0 < k <= len(per_step) else {}

    def too_many(self, done: str, line: str) -> bool:
        """Whether `line` begins a step after the last (the sampler ends the function before it)."""
        return bool(self.comments) and bool(HEADER.match(line)) and self.written(done) >= len(self.comments)


def _current_step(done: str) -> str:
    """The text of the step begun last in `done` (all of it before a second step's comment)."""
    return done[max((m.start() for m in HEADER.finditer(done)), default=0):]


def _values(lines: list[str]) -> dict[str, float]:
    """The values of the constants `lines` set, in order, each expression on numbers, math.pi and the names set
    before it ("duration = distance / speed"); a constant whose expression is anything else has none."""
    values: dict[str, float] = {}
    for line in lines:
        c = ENDED.match(line + "\n")
        value = _arithmetic(c["expr"], values) if c else None
        if value is not None:
            values[c["name"]] = value
    return values


def _quantity(name: str) -> str | None:
    """What a constant's name says it holds (QUANTITIES), None for a name that says none of them."""
    return next((q for q, pattern in QUANTITIES if re.search(pattern, name)), None)


def _arithmetic(expr: str, names: dict[str, float] | None = None) -> float | None:
    """The value of an expression of numbers, math.pi, + - * / and brackets (and of `names`, where given); None for
    anything else."""
    def value(node: ast.AST) -> float:
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return node.value
        if isinstance(node, ast.Name) and names and node.id in names:
            return names[node.id]
        if isinstance(node, ast.Attribute) and node.attr == "pi" and getattr(node.value, "id", None) == "math":
            return math.pi
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -value(node.operand)
        if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
            return OPERATORS[type(node.op)](value(node.left), value(node.right))
        raise ValueError(node)
    try:
        return float(value(ast.parse(expr.strip(), mode="eval").body))
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError):
        return None


OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def step_guide(robot: Robot, task: Task) -> StepGuide | None:
    """The guide for a task the reader reads as moves the reference writer knows, as an errand (its names), or as a
    search with no time bound (the reference program's lines before its loop, "linear = 0.0 # ..." and "angular =
    0.126536 # ..." for a spin, and no clock); None otherwise (a move without its quantities, words it cannot read)."""
    from safe_codegen.tasks.errand import START_LINE, errand_of
    from safe_codegen.tasks.reader import read_goal, reads_errands
    from safe_codegen.tasks.reference import SENSORS, reference_program, said_constants, step_lines, step_words, \
        wander_turn

    try:
        goal = read_goal(task.task, robot).goal
    except InputError:
        return None
    if goal is not None and reads_errands(robot):
        errand = errand_of(goal, task.task)
        if errand is None:
            return None
        names = (() if errand.every else errand.rooms) + (errand.obj, errand.dest) + errand.condition
        return StepGuide((f"    {START_LINE}\n",) if errand.back else (), names=frozenset(n for n in names if n))
    if goal is not None and goal.search and not goal.search_at_most:  # its constants: what the words set moving
        program = reference_program(Task(task.name, task.task, goal), robot.name)
        lines = program.split("\n")[1:] if program else []
        head = list(itertools.takewhile(ENDED.match, lines))
        return StepGuide(("".join(x + "\n" for x in head),) if head else (),
                         hazards=tuple(SENSORS[h] for h in goal.stop_for), unclocked=True)
    words = [step_words(m) for m in (goal.moves or ())] if goal is not None and not goal.search else []
    if not words or None in words:
        return None
    lines = [step_lines(m) for m in goal.moves]
    constants = tuple(said_constants(x) for x in lines)
    return StepGuide(tuple(f"    # step {i} of {len(words)}: {w}\n" for i, w in enumerate(words, 1)), constants,
                     tuple(SENSORS[h] for h in goal.stop_for),
                     derived=tuple({k: v for k, v in _values(x).items() if k not in c}
                                   for x, c in zip(lines, constants)),
                     signal=SENSORS[goal.signal] if goal.signal in SENSORS else None,
                     wander_turn=wander_turn(goal.moves[0]))
