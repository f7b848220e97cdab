"""`plan`: a long task to a verified plan over library subprograms, the papers' composition route.

1. The model decomposes the task into a plan (decompose.py; the plan schema and its errors).
2. Each step is filled: a library subprogram it names, or the one whose name the step's words give,
   else programs generated for the step (refine.generate_batches, all steps together), verified and
   task-checked against the step's goal (steps.py); the best one that is safe and does its step is
   added to the library. A step no program fills is reported with the best sample's verdict and why
   it failed its step, and the plan stops there: nothing is dropped.
3. The filled plan is checked soundly (compose.check_plan) and, emitted as one program, run in the
   task simulator against the whole task's goal.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
import time

from safe_codegen.compose import library as lib
from safe_codegen.compose.algorithms import PREEMPTIVE, SEQUENTIAL, sensor_of
from safe_codegen.compose.checker import PlanResult, check_plan
from safe_codegen.compose.emit import emit_program
from safe_codegen.compose.plan import STEP, Plan
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.prompts import Task
from safe_codegen.generate.refine import GenerateReport, generate_batches, refine_report, task_config, task_line
from safe_codegen.plan.decompose import Decomposition, decompose
from safe_codegen.plan.steps import mission_steps, mission_stops, plan_differences, step_move, step_name, \
    step_task, stopping_clause
from safe_codegen.robot import Robot
from safe_codegen.spec import Spec
from safe_codegen.tasks.check import TaskResult, check_sources
from safe_codegen.verify.engine import Engine

LIBRARY, GENERATED, FAILED = "library", "generated", "failed"  # how a step was filled


@dataclass
class StepOutcome:
    """One step of the model's plan: as the plan wrote it, the subprogram that fills it and how."""

    written: str  # a library name, or the step's words
    how: str  # LIBRARY | GENERATED | FAILED
    name: str | None = None  # the library subprogram filling it
    detail: str = ""  # for a generated or failed step: the best sample's verdict and its step check
    report: GenerateReport | None = None

    def to_json(self) -> dict:
        return {"step": self.written, "how": self.how, "subprogram": self.name, "detail": self.detail,
                "samples": self.report.to_json() if self.report else None}


@dataclass
class PlanReport:
    """What `plan` did for one task, stage by stage; a stage not reached is None."""

    robot: str
    task: Task
    decomposition: Decomposition
    steps: list[StepOutcome] = field(default_factory=list)
    plan: Plan | None = None  # the filled plan
    check: PlanResult | None = None
    program: str | None = None  # the filled plan as one program (sequential junctions)
    whole: TaskResult | None = None  # that program against the whole task's goal
    note: str = ""  # why the whole task was not checked
    differences: list[str] = field(default_factory=list)  # how the model's plan differs from the mission's moves
    seconds: dict = field(default_factory=dict)

    @property
    def safe(self) -> bool:
        return self.check is not None and self.check.verdict == "safe"

    @property
    def success(self) -> bool:
        """Safe and does the whole task in the simulator (safe, when there is no goal to check it against)."""
        return self.safe and self.whole is not None and (self.whole.done is None or self.whole.success)

    def failure(self) -> str | None:
        """Why there is no safe, successful plan (None when there is one)."""
        if self.decomposition.plan is None:
            return f"the model's plan is not a plan: {self.decomposition.error}"
        if self.differences:
            return "the model's plan is not the mission: " + "; ".join(self.differences)
        failed = [s for s in self.steps if s.how == FAILED]
        if failed:
            return "; ".join(f"step '{s.written}' is not filled: {s.detail}" for s in failed)
        if not self.safe:
            bad = [r.name for r in self.check.specs if not r.sound]
            return f"the composed plan violates {', '.join(bad)}"
        if self.whole is None:
            return self.note or None
        if not self.success:
            return task_line(self.whole, self.task.goal is not None)
        return None

    def to_json(self) -> dict:
        whole = self.whole.to_json() if self.whole else None
        return {"robot": self.robot, "task": {"name": self.task.name, "task": self.task.task},
                "decomposition": {"text": self.decomposition.text, "error": self.decomposition.error,
                                  "dropped": [str(x) for x in self.decomposition.dropped],
                                  "differences": self.differences},
                "steps": [s.to_json() for s in self.steps],
                "plan": plan_yaml(self.plan) if self.plan else None,
                "check": self.check.to_json() if self.check else None, "whole_task": whole,
                "safe": self.safe, "success": self.success, "failure": self.failure(), "seconds": self.seconds}


def plan_task(model, robot: Robot, specs: list[Spec], task: Task, root: Path, cfg: SampleConfig, pool: Engine,
              progress=None, refine: int = 0) -> PlanReport:
    """Decompose, fill, compose and task-check a long task (the module's three stages); a step whose
    programs are not yet safe and doing their step gets up to `refine` rounds of feedback (as `generate`)."""
    t0 = time.perf_counter()
    entries = lib.entries(root, robot)
    report = PlanReport(robot.name, task, decompose(model, robot, task, entries))
    report.seconds["decompose"] = time.perf_counter() - t0
    drafted = report.decomposition.plan
    if drafted is None:
        return report
    if task.goal is not None and task.goal.moves is not None:  # checked before anything is generated for it
        said = {e.name: step_move(e.description) for e in entries}
        report.differences = plan_differences(task.goal.moves, [
            step_move(n[len(STEP):]) if n.startswith(STEP) else said.get(n) for n in drafted.names])
        if report.differences:
            return report
    stops = mission_stops(task, robot.env_props)
    stopping = mission_steps(task.task)[1] or stopping_clause(stops)
    known = {e.name for e in entries}
    outcomes: dict[str, StepOutcome] = {}
    todo: dict[str, tuple[list[str], Task]] = {}  # library name -> the items naming it (words may differ), its task
    for written in dict.fromkeys(drafted.names):
        if written.startswith(STEP):
            key = step_name(written[len(STEP):], stops)
            if key in known:
                outcomes[written] = StepOutcome(written[len(STEP):], LIBRARY, key, "the library has this step")
                continue
            if key not in todo:
                todo[key] = ([], step_task(written[len(STEP):], stopping, task.goal, stops, len(todo) + 1))
            todo[key][0].append(written)
        elif written in known:
            outcomes[written] = StepOutcome(written, LIBRARY, written)
        else:
            outcomes[written] = StepOutcome(written, FAILED, detail=f"no subprogram '{written}' in the library")
    t1 = time.perf_counter()
    jobs = [(st, task_config(cfg, i)) for i, (_, st) in enumerate(todo.values())]
    for (key, (items, _)), rep in zip(todo.items(), generate_batches(model, robot, specs, jobs, pool)):
        if not rep.ranked()[0].final.finished(rep.task.goal is not None):
            refine_report(model, robot, specs, rep, pool, refine)
        filled = _fill(rep, key, items[0][len(STEP):], root, robot, specs, pool)
        outcomes |= {w: replace(filled, written=w[len(STEP):]) for w in items}
        if progress:
            progress(1)
    report.seconds["steps"] = time.perf_counter() - t1
    report.steps = [outcomes[w] for w in dict.fromkeys(drafted.names)]  # in the plan's order
    if any(s.how == FAILED for s in report.steps):
        return report
    t2 = time.perf_counter()
    report.plan = replace(drafted, robot=robot.name, names=[outcomes[n].name for n in drafted.names], steps={},
                          path=Path(f"{task.name}.plan.yaml"))
    filled = {n: lib.load(root, robot, n) for n in dict.fromkeys(report.plan.names)}
    report.check = check_plan(report.plan, filled, robot.name, specs, pool)
    report.seconds["compose"] = time.perf_counter() - t2
    if not report.safe:
        return report
    if any(j != SEQUENTIAL for j in report.plan.junctions):
        report.note = "the plan switches at a sensor or preemptively: checked, not run in the simulator"
        return report
    t3 = time.perf_counter()
    report.program = emit_program(report.plan, filled)
    (report.whole,) = check_sources([(f"{task.name}.plan.py", report.program)], robot, specs, task.name, task.goal,
                                    pool)  # the mission's goal (its own, or read from its words), never the plan's
    report.seconds["whole_task"] = time.perf_counter() - t3
    return report


def _fill(rep: GenerateReport, name: str, words: str, root: Path, robot: Robot, specs: list[Spec],
          pool: Engine) -> StepOutcome:
    """The best generated program for a step, added to the library as `name` if it is safe and does its step."""
    best = rep.ranked()[0].final
    has_goal = rep.task.goal is not None
    rounds = f" after {best.round} round(s) of feedback" if best.round else ""
    detail = f"best of {len(rep.samples)}{rounds}: {best.check.verdict}; {task_line(best.check, has_goal)}"
    if not best.finished(has_goal):
        return StepOutcome(words, FAILED, detail=detail, report=rep)
    res, entry = lib.add_verified(root, robot, name, best.code, specs, pool, rep.task.name, words)
    if entry is None:  # cannot happen for a program that just verified; said rather than assumed
        return StepOutcome(words, FAILED, detail=f"the library refused it: {res.verdict}", report=rep)
    return StepOutcome(words, GENERATED, entry.name, detail, rep)


def plan_yaml(plan: Plan) -> str:
    """A filled plan as a plan file (`compose`, `run`): one item per subprogram, junctions written out."""
    lines = [f"robot: {plan.robot}", "plan:"] if plan.robot else ["plan:"]
    for k, name in enumerate(plan.names):
        junction = plan.junctions[k - 1] if k else SEQUENTIAL
        prop = sensor_of(junction)
        lines.append(f"  - {name}" if junction == SEQUENTIAL else f"  - {{program: {name}, when: {prop}}}" if prop
                     else f"  - {{program: {name}, junction: {PREEMPTIVE}}}")
    return "\n".join(lines) + "\n"
