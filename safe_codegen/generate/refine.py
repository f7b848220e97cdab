"""Generate programs for a task, verify and task-check each, rank them (safe and doing the task first),
and refine the rest with their counterexamples and what the simulated robot did against the goal."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Iterator

from safe_codegen.generate.constrain import program_check
from safe_codegen.generate.models.base import Completion, SampleConfig, sample_all
from safe_codegen.generate.models.openai import OpenAIModel
from safe_codegen.generate.prompts import Task, base_prompt, chat_messages, extract_code
from safe_codegen.generate.steps import step_guide
from safe_codegen.robot import Robot
from safe_codegen.spec import Spec
from safe_codegen.tasks.check import TaskResult, check_sources, cut_off, dead_end
from safe_codegen.verify.engine import Engine
from safe_codegen.verify.verifier import CUT_OFF, SAFE, UNSAFE, Result

# Ranks, best first: safe and does its task; safe (task failed or not checked); unsafe; unverifiable;
# cut off by the token budget (not the program the model wrote).
RANKS = ("safe and does its task", "safe", "unsafe", "unverifiable", "cut off")
# Tasks whose samples are drawn together by dataset build and evaluate (generate_batches): 64 sequences
# at n = 8, ~250 tokens/s for the bundled model on 2 cores against ~70 for one task's 8
# (docs/measurements.md); with --llm openai, the requests kept in flight together.
TASKS_AT_ONCE = 8


@dataclass
class Attempt:
    """One program of a sample's refinement chain: its verification and its task check."""

    round: int
    code: str
    check: TaskResult
    rejected: int = 0  # lines the constrained decoder drew again (decode)

    @property
    def result(self) -> Result:
        return self.check.verification

    @property
    def rank(self) -> int:
        """Its index in RANKS."""
        if self.check.verdict == SAFE:
            return 0 if self.check.success else 1
        return {UNSAFE: 2, CUT_OFF: 4}.get(self.check.verdict, 3)

    def finished(self, has_goal: bool) -> bool:
        """Refinement stops here: safe and doing the task (safe, when the task has no goal)."""
        return self.rank == 0 or (not has_goal and self.rank == 1)


@dataclass
class Sample:
    index: int
    attempts: list[Attempt] = field(default_factory=list)

    @property
    def final(self) -> Attempt:
        return self.attempts[-1]


@dataclass
class GenerateReport:
    robot: str
    task: Task
    model: str
    config: SampleConfig
    samples: list[Sample]

    def ranked(self) -> list[Sample]:
        """The samples best first by their final program (RANKS; the sample order breaks ties)."""
        return sorted(self.samples, key=lambda s: s.final.rank)

    def counts(self) -> dict[str, int]:
        """How many final programs fall in each rank."""
        return {name: sum(s.final.rank == i for s in self.samples) for i, name in enumerate(RANKS)}

    def to_json(self) -> dict:
        return {"robot": self.robot, "task": asdict(self.task), "model": self.model, "config": asdict(self.config),
                "task_checked": self.task.goal is not None, "counts": self.counts(),
                "ranking": [s.index for s in self.ranked()],
                "samples": [{"index": s.index, "rounds": [{"round": a.round, "code": a.code,
                                                            "rejected_lines": a.rejected,
                                                            "result": a.result.to_json(),
                                                            "task": _task_json(a.check)} for a in s.attempts]}
                            for s in self.samples]}


def _task_json(check: TaskResult) -> dict:
    """The TaskResult fields (`check --json`) without the verification, which `result` carries."""
    return {k: v for k, v in check.to_json().items() if k != "verify"}


def task_line(check: TaskResult, has_goal: bool) -> str:
    """One line on the task: done, why not (the first failed scenario's first finding), or why unchecked."""
    if not has_goal:
        return "task not checked (the task has no goal)"
    if check.done is None:
        return f"task not checked ({check.verdict})"
    if check.done:
        return "does its task in every scenario"
    failed = next(v for v in check.scenarios if not v.ok)
    why = failed.findings[0] if failed.findings else failed.summary
    return f"fails its task in '{failed.scenario}': {why}"


def feedback_text(result: Result, max_steps: int = 12) -> str:
    """A violation as text for the model: the spec, and the counterexample's lines and values."""
    lines = []
    for s in result.specs:
        if s.holds:
            continue
        lines.append(f"The program violates {s.name}: {s.formula}.")
        steps = s.counterexample[: (s.violation_step or len(s.counterexample)) + 1][-max_steps:]
        for st in steps:
            env = ", ".join(k for k, v in st.env.items() if v) or "nothing observed"
            act = f", action {st.action}" if st.action else ""
            lines.append(f"line {st.line or 'end'}: {st.text[:60]} ({env}{act})")
        if s.violation_step is not None:
            lines.append(f"The step at line {s.counterexample[s.violation_step].line or 'end'} completes the violation.")
    return "\n".join(x for x in lines if x)


def refinement_feedback(check: TaskResult) -> str:
    """The counterexamples of a violation and what the simulated robot did against the goal."""
    task = check.feedback()
    if task:
        task = "The program does not do its task.\n" + task
    return "\n".join(x for x in (feedback_text(check.verification), task) if x)


# A request for programs: the task, how to sample, and for a refinement the feedback and the program refined.
Request = tuple[Task, SampleConfig, "str | None", "str | None"]


def budget(cfg: SampleConfig, task: Task) -> SampleConfig:
    """The sampling config of a task's programs: `max_new_tokens` for each move its goal asks for. A careful
    program of k moves is k stop-aware loops (the reference programs: 159 tokens for one move, 389 for two,
    689-955 for three or four, median), so one budget for all cut off every multi-move program at 400."""
    moves = len(task.goal.moves) if task.goal is not None and task.goal.moves else 1
    return replace(cfg, max_new_tokens=cfg.max_new_tokens * moves)


def _programs(model, robot: Robot, requests: list[Request]) -> list[list[Completion]]:
    """Per request the completions with their text replaced by the program in it, all requests sampled
    together (sample_all), each within its task's budget; a local model's decoding is constrained by the
    static checks (constrain.program_check) and writes the step comments a task's words give
    (steps.step_guide)."""
    chat = isinstance(model, OpenAIModel) and model.chat
    jobs = [(chat_messages(robot, task, feedback, previous) if chat else base_prompt(robot, task, feedback),
             budget(cfg, task), None if chat else program_check(robot, task.name))
            for task, cfg, feedback, previous in requests]
    guides = [step_guide(robot, task) for task, *_ in requests] if getattr(model, "guide_steps", False) else None
    return [[replace(c, text=extract_code(c.text, task.name, primed=not chat)) for c in completions]
            for (task, *_), completions in zip(requests, sample_all(model, jobs, guides))]


def _checks(programs: list[tuple[str, Completion]], robot: Robot, specs: list[Spec], task: Task, cfg: SampleConfig,
            pool: Engine) -> list[TaskResult]:
    """Verify and task-check the (name, completion) programs; those cut off or at a dead end are neither."""
    whole = [(name, c.text) for name, c in programs if not (c.cut or c.dead_end)]
    checked = iter(check_sources(whole, robot, specs, task.name, task.goal, pool))
    return [cut_off(name, robot, task.name, budget(cfg, task).max_new_tokens) if c.cut
            else dead_end(name, robot, task.name, c.dead_end) if c.dead_end else next(checked)
            for name, c in programs]


def generate(model, robot: Robot, specs: list[Spec], task: Task, cfg: SampleConfig, pool: Engine,
             refine: int = 0, progress=None) -> GenerateReport:
    """Sample cfg.n programs, verify and task-check them, then up to `refine` rounds of feedback
    (refine_report)."""
    (first,) = _programs(model, robot, [(task, cfg, None, None)])
    (rep,) = _reports(model, robot, specs, [(task, cfg)], [first], pool, progress)
    return refine_report(model, robot, specs, rep, pool, refine, progress)


def refine_report(model, robot: Robot, specs: list[Spec], rep: GenerateReport, pool: Engine, rounds: int,
                  progress=None) -> GenerateReport:
    """Up to `rounds` rounds of feedback (counterexamples and task failures) for each verifiable program
    of the report that is not yet safe and doing its task (safe, when the task has no goal); a round's
    requests are sampled together. The report is extended in place and returned."""
    task, cfg = rep.task, rep.config
    for rnd in range(1, rounds + 1):
        todo = [s for s in rep.samples if s.final.rank in (1, 2) and not s.final.finished(task.goal is not None)]
        requests = [(task, replace(cfg, n=1, seed=cfg.seed + 1000 * rnd + s.index), refinement_feedback(s.final.check),
                     s.final.code) for s in todo]  # the verified ones
        for s, (_, one, _, _), (c,) in zip(todo, requests, _programs(model, robot, requests)):
            (res,) = _checks([(f"sample_{s.index}_round_{rnd}", c)], robot, specs, task, one, pool)
            s.attempts.append(Attempt(rnd, c.text, res, c.rejected))
            if progress:
                progress(1)
    return rep


def generate_batches(model, robot: Robot, specs: list[Spec], tasks: list[tuple[Task, SampleConfig]],
                     pool: Engine) -> Iterator[GenerateReport]:
    """`generate` without refinement for a task set, TASKS_AT_ONCE tasks sampled together (one model step
    serves every sequence of every task: on a CPU it costs little more for 64 sequences than for 8),
    each task's report as soon as its batch is checked; each task's result is the one it gets alone.
    A batch is verified and task-checked in a second thread while the next one is sampled, so with a
    server generation and verification overlap."""
    from concurrent.futures import ThreadPoolExecutor

    batches = [tasks[k:k + TASKS_AT_ONCE] for k in range(0, len(tasks), TASKS_AT_ONCE)]
    with ThreadPoolExecutor(1) as checker:
        pending = None
        for batch in batches:
            completions = _programs(model, robot, [(task, cfg, None, None) for task, cfg in batch])
            if pending is not None:
                yield from pending.result()
            pending = checker.submit(_reports, model, robot, specs, batch, completions, pool)
        if pending is not None:
            yield from pending.result()


def _reports(model, robot: Robot, specs: list[Spec], tasks: list[tuple[Task, SampleConfig]],
             completions: list[list[Completion]], pool: Engine, progress=None) -> list[GenerateReport]:
    """Each task's first-round report: its completions verified and task-checked."""
    name = getattr(model, "name", type(model).__name__)
    runs = []
    for (task, cfg), mine in zip(tasks, completions):
        programs = [(f"sample_{i}", c) for i, c in enumerate(mine)]
        checks = _checks(programs, robot, specs, task, cfg, pool)
        samples = [Sample(i, [Attempt(0, c.text, r, c.rejected)]) for i, ((_, c), r) in enumerate(zip(programs, checks))]
        runs.append(GenerateReport(robot.name, task, name, cfg, samples))
        if progress:
            progress(len(samples))
    return runs


def task_config(cfg: SampleConfig, index: int) -> SampleConfig:
    """The sampling config for the index-th task of a task set: its own seed, the same across runs."""
    return replace(cfg, seed=cfg.seed + 7919 * index)
