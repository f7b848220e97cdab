"""Generate programs for a task, verify each, and refine violators with their counterexamples."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace

from safe_codegen.generate.models.base import SampleConfig

from safe_codegen.generate.models.openai import OpenAIModel
from safe_codegen.verify.nusmv import NuSMVPool
from safe_codegen.generate.prompts import Task, base_prompt, chat_messages, extract_code
from safe_codegen.robot import Robot
from safe_codegen.spec import Spec
from safe_codegen.verify.verifier import UNSAFE, Result, verify_sources


@dataclass
class Attempt:
    """One program of a sample's refinement chain and its verdict."""

    round: int
    code: str
    result: Result


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

    def to_json(self) -> dict:
        return {"robot": self.robot, "task": asdict(self.task), "model": self.model, "config": asdict(self.config),
                "samples": [{"index": s.index, "rounds": [{"round": a.round, "code": a.code,
                                                            "result": a.result.to_json()} for a in s.attempts]}
                            for s in self.samples]}


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


def _programs(model, robot: Robot, task: Task, cfg: SampleConfig, feedback: str | None = None,
              previous: str | None = None) -> list[str]:
    if isinstance(model, OpenAIModel) and model.chat:
        completions = model.sample(chat_messages(robot, task, feedback, previous), cfg)
        return [extract_code(c, task.name, primed=False) for c in completions]
    completions = model.sample(base_prompt(robot, task, feedback), cfg)
    return [extract_code(c, task.name, primed=True) for c in completions]


def generate(model, robot: Robot, specs: list[Spec], task: Task, cfg: SampleConfig, pool: NuSMVPool,
             refine: int = 0, progress=None) -> GenerateReport:
    """Sample cfg.n programs, verify them, then up to `refine` rounds of counterexample feedback
    for each program that violates a spec."""
    codes = _programs(model, robot, task, cfg)
    results = verify_sources([(f"sample_{i}", c) for i, c in enumerate(codes)], robot, specs, pool)
    samples = [Sample(i, [Attempt(0, c, r)]) for i, (c, r) in enumerate(zip(codes, results))]
    if progress:
        progress(len(samples))
    for rnd in range(1, refine + 1):
        todo = [s for s in samples if s.final.result.verdict == UNSAFE]
        for s in todo:
            one = replace(cfg, n=1, seed=cfg.seed + 1000 * rnd + s.index)
            (code,) = _programs(model, robot, task, one, feedback_text(s.final.result), s.final.code)
            (res,) = verify_sources([(f"sample_{s.index}_round_{rnd}", code)], robot, specs, pool)
            s.attempts.append(Attempt(rnd, code, res))
            if progress:
                progress(1)
    return GenerateReport(robot.name, task, getattr(model, "name", type(model).__name__), cfg, samples)


def task_config(cfg: SampleConfig, index: int) -> SampleConfig:
    """The sampling config for the index-th task of a task set: its own seed, the same across runs."""
    return replace(cfg, seed=cfg.seed + 7919 * index)
