"""Task checks: verify each program, run the ones that verify in the task simulator over the goal's
scenarios, and judge every run. A program succeeds when it is safe and does its task in every
scenario (docs/tasks.md); an unverifiable program is never run, an unsafe one never succeeds."""

from __future__ import annotations

import ast
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.robot import Robot
from safe_codegen.spec import Spec
from safe_codegen.tasks.goals import Goal, NamedScenario
from safe_codegen.tasks.judge import Verdict, judge
from safe_codegen.tasks.scenarios import check_scenario, every_move, task_scenarios
from safe_codegen.tasks.simulator import Budget, simulate
from safe_codegen.verify.engine import Engine
from safe_codegen.verify.program import entry_name, parse_program
from safe_codegen.verify.verifier import CUT_OFF, SAFE, UNVERIFIABLE, Result, verify_sources


@dataclass
class TaskResult:
    """One program against one task: the `check --json` object. `done`: it did the task in every
    scenario (None: not run: unverifiable, or the task has no goal); `success`: safe and done."""

    program: str
    robot: str
    task: str
    verdict: str
    done: bool | None
    success: bool
    scenarios: list[Verdict] = field(default_factory=list)
    verification: Result | None = None
    seconds: float = 0.0
    task_file: str | None = None  # the task file the task was found in (`check`), when looked up in one

    def to_json(self) -> dict:
        return {"program": self.program, "robot": self.robot, "task": self.task, "task_file": self.task_file,
                "verdict": self.verdict, "done": self.done, "success": self.success,
                "scenarios": [v.to_json() for v in self.scenarios],
                "verify": self.verification.to_json() if self.verification else None, "seconds": self.seconds}

    def feedback(self) -> str:
        """What the simulated robot did against the goal, for refinement prompts."""
        failed = [v for v in self.scenarios if not v.ok]
        return "\n".join(f"In the scenario '{v.scenario}': {'; '.join(v.findings)}." for v in failed)


def cut_off(name: str, robot: Robot, task: str, budget: int) -> TaskResult:
    """The result for a generated program the token budget cut off: neither verified nor run (its text is
    not the program the model was writing, and a prefix can verify safe)."""
    reason = f"cut off at the token budget ({budget} tokens) before the function ended; raise --max-tokens"
    return unchecked(name, robot, task, CUT_OFF, reason)


DEAD_END = "constrained decoding reached a dead end"


def dead_end(name: str, robot: Robot, task: str, reason: str) -> TaskResult:
    """The result for a generation the constrained decoder ended at a dead end (decode): unverifiable with
    the reason its last line failed, neither verified nor run (the text is not a whole program)."""
    return unchecked(name, robot, task, UNVERIFIABLE, f"{DEAD_END}: {reason}")


NO_PLAN = "no plan"  # the verdict of a long task `plan` found no plan for (evaluate --plan)


def unchecked(name: str, robot: Robot, task: str, verdict: str, reason: str) -> TaskResult:
    """A result with its verdict and reason, for what is neither verified nor run (a cut-off text, a
    dead end, a task with no runnable plan)."""
    return TaskResult(name, robot.name, task, verdict, None, False, [], Result(name, robot.name, verdict, reason))


def scenarios_for(goal: Goal, robot: Robot) -> list[NamedScenario]:
    """The goal's scenarios: its inline worlds and the named standard ones (all of the robot's
    standard scenarios when it names none)."""
    standard = task_scenarios(robot)
    names = goal.scenario_names or (() if goal.scenarios else tuple(standard))
    out = list(goal.scenarios)
    for name in names:
        if name not in standard:
            raise InputError(f"{goal.source}: unknown scenario '{name}' for {robot.name} "
                             f"(known: {', '.join(standard) or 'none'})")
        out.append(NamedScenario(name, standard[name]))
    timed = [m.seconds() for m in goal.moves or ()]  # stated, or distance / speed, or angle / angular speed
    if timed and None not in timed:  # each hazard also held up at the start, middle and end of every move
        out += [NamedScenario(f"{p}_every_move", every_move(p, timed)) for p in goal.stop_for]
    for named in out:
        check_scenario(named.scenario, robot, goal.source)
    if not out:
        raise InputError(f"{goal.source}: the goal has no scenarios and {robot.name} has no standard ones")
    return out


def task_name(source: str, path: str) -> str:
    """The task a program is for: its entry function's name (the file's stem if it does not parse)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return Path(path).stem
    return entry_name(tree) if any(isinstance(n, ast.FunctionDef) for n in tree.body) else Path(path).stem


def signal_action(robot: Robot) -> str | None:
    """The action whose proposition is `signal` (spot's signal()), if the robot has one."""
    return next((n for n, f in robot.functions.items() if f.kind == "action" and f.proposition == "signal"), None)


def run_task(source: str, robot: Robot, goal: Goal, scenarios: list[NamedScenario]) -> list[Verdict]:
    """Run a verifiable program in every scenario and judge each run."""
    program = parse_program(source, robot)
    budget = Budget.for_duration(goal.duration())
    traces = simulate(program, robot, [n.scenario for n in scenarios], budget)
    signal = signal_action(robot)
    return [judge(goal, named, trace, signal) for named, trace in zip(scenarios, traces)]


def check_sources(sources: list[tuple[str, str]], robot: Robot, specs: list[Spec], task: str, goal: Goal | None,
                  pool: Engine, workers: int = 2, progress=None) -> list[TaskResult]:
    """Verify the (name, source) programs and task-check those that verify, `workers` at a time."""
    results = verify_sources(sources, robot, specs, pool)
    scenarios = scenarios_for(goal, robot) if goal is not None else []

    def one(item: tuple[tuple[str, str], Result]) -> TaskResult:
        (name, source), res = item
        t0 = time.perf_counter()
        runs = run_task(source, robot, goal, scenarios) if goal is not None and res.verdict != UNVERIFIABLE else []
        done = all(v.ok for v in runs) if runs else None
        out = TaskResult(name, robot.name, task, res.verdict, done, res.verdict == SAFE and bool(done), runs, res,
                         round(res.seconds + time.perf_counter() - t0, 6))
        if progress is not None:
            progress(1)
        return out

    with ThreadPoolExecutor(max(1, workers)) as ex:
        return list(ex.map(one, zip(sources, results)))
