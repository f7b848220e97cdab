"""Checking a plan: the papers' eq. (1) verdict, the sound compositional verdict and, when asked
or when the plan is unsafe (for a counterexample), the engine (NuSMV or explicit) on the joint automaton;
each timed."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field

from safe_codegen.compose.algorithms import joint_fsa, paper_check, sound_check
from safe_codegen.compose.library import Entry
from safe_codegen.monitor import monitor
from safe_codegen.verify.engine import Engine
from safe_codegen.verify.nusmv import CheckFailed
from safe_codegen.compose.plan import Plan
from safe_codegen.spec import Spec
from safe_codegen.verify.verifier import SpecResult, spec_results


@dataclass
class PlanSpecResult:
    name: str
    formula: str
    paper: bool
    paper_detail: str
    sound: bool
    sound_detail: str
    monolithic: bool | None = None
    counterexample: SpecResult | None = None
    seconds: dict = field(default_factory=dict)


@dataclass
class PlanResult:
    plan: str
    robot: str
    subprograms: list[str]
    junctions: list[str]
    verdict: str
    specs: list[PlanSpecResult]
    error: str | None = None

    def to_json(self) -> dict:
        return asdict(self)


def check_plan(plan: Plan, lib: dict[str, Entry], robot: str, specs: list[Spec], pool: Engine,
               monolithic: bool = False) -> PlanResult:
    """Check a plan whose subprograms are library entries (`lib` by name)."""
    entries = [lib[n] for n in plan.names]
    plan.check_sensors(entries[0].fsa.env_props, robot)
    results, error = [], None
    joint = None
    for spec in specs:
        mon = monitor(spec.formula)
        t0 = time.perf_counter()
        summaries = [e.summary(spec) for e in entries]
        t1 = time.perf_counter()
        paper = paper_check(summaries, plan.junctions, mon, entries[0].fsa.env_props)
        t2 = time.perf_counter()
        sound = sound_check(summaries, plan.junctions, mon)
        t3 = time.perf_counter()
        results.append(PlanSpecResult(spec.name, spec.formula, paper.holds, paper.detail, sound.holds,
                                      sound.detail, seconds={"summaries": t1 - t0, "paper": t2 - t1,
                                                             "sound": t3 - t2}))
    if monolithic or not all(r.sound for r in results):
        t0 = time.perf_counter()
        joint = joint_fsa([e.fsa for e in entries], plan.junctions, plan.names)
        (outcome,) = pool.check([joint], specs)
        elapsed = time.perf_counter() - t0
        if isinstance(outcome, CheckFailed):
            error = outcome.reason
        else:
            for r, sr in zip(results, spec_results(joint, specs, outcome)):
                r.monolithic = sr.holds
                r.counterexample = None if sr.holds else sr
                r.seconds["monolithic"] = elapsed
    verdict = "safe" if all(r.sound for r in results) else "unsafe"
    return PlanResult(str(plan.path), robot, plan.names, plan.junctions, verdict, results, error)
