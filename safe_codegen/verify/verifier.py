"""Verification of programs: source -> FSA -> an engine's verdicts (NuSMV or explicit) with counterexamples."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from safe_codegen.errors import Unverifiable
from safe_codegen.verify.fsa import FSA, OUT_OF_LIMITS, build_fsa
from safe_codegen.verify.engine import Engine, SpecCheck
from safe_codegen.verify.explain import explain
from safe_codegen.verify.nusmv import CheckFailed
from safe_codegen.verify.product import label
from safe_codegen.verify.program import parse_program, read_program
from safe_codegen.robot import Robot
from safe_codegen.verify.smv import check_size
from safe_codegen.spec import Spec

SAFE, UNSAFE, UNVERIFIABLE = "safe", "unsafe", "unverifiable"
CUT_OFF = "cut off"  # a generated program the token budget ended before the model did: never verified


@dataclass
class Step:
    """One state of a counterexample: where the program is and what the world looks like."""

    line: int | None
    point: str
    text: str
    env: dict[str, bool]
    action: str | None
    unknown: dict[str, bool] = field(default_factory=dict)  # values chosen for unknown atoms here


@dataclass
class SpecResult:
    name: str
    formula: str
    holds: bool
    counterexample: list[Step] = field(default_factory=list)
    loop_start: int | None = None  # after the last step the run continues here (NuSMV's lasso; explicit: None)
    violation_step: int | None = None  # the step that completes the bad prefix
    why: str | None = None  # one sentence: which propositions at which steps make the spec reject


@dataclass
class Result:
    """The verdict on one program (the CLI's --json object)."""

    program: str
    robot: str
    verdict: str
    reason: str | None = None
    line: int | None = None
    unknown_atoms: list[dict] = field(default_factory=list)
    specs: list[SpecResult] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class Prepared:
    """A program made ready for an engine (or the reason it cannot be)."""

    name: str
    source: str
    fsa: FSA | None = None
    error: Unverifiable | None = None
    started: float = 0.0


def prepare(source: str, robot: Robot, specs: list[Spec], name: str = "<program>") -> Prepared:
    """Parse and translate a program; Unverifiable problems are recorded, not raised."""
    started = time.perf_counter()
    try:
        program = parse_program(source, robot, Path(name))
        fsa = build_fsa(program, robot)
        check_size(fsa)
    except Unverifiable as exc:
        return Prepared(name, source, error=exc, started=started)
    except RecursionError:
        return Prepared(name, source, error=Unverifiable(1, "program nests too deeply to analyse"),
                        started=started)
    return Prepared(name, source, fsa, started=started)


def finish(prep: Prepared, outcome: list[SpecCheck] | CheckFailed | None, robot: Robot, specs: list[Spec]) -> Result:
    """Turn an engine's outcome into a Result with counterexamples on the program's lines."""
    res = Result(program=prep.name, robot=robot.name, verdict=UNVERIFIABLE)
    if prep.error is not None:
        res.reason, res.line = prep.error.reason, prep.error.line
    elif isinstance(outcome, CheckFailed):
        res.reason = outcome.reason
    else:
        fsa = prep.fsa
        res.unknown_atoms = [{"line": a.line, "atom": a.text} for a in fsa.unknown_atoms]
        res.specs = spec_results(fsa, specs, outcome)
        res.verdict = SAFE if all(s.holds for s in res.specs) else UNSAFE
    res.seconds = round(time.perf_counter() - prep.started, 6)
    return res


def spec_results(fsa: FSA, specs: list[Spec], outcome: list[SpecCheck]) -> list[SpecResult]:
    """An engine's outcome per spec, with counterexamples mapped to program points and lines."""
    return [_spec_result(fsa, spec, out) for spec, out in zip(specs, outcome)]


def _spec_result(fsa: FSA, spec: Spec, out: SpecCheck) -> SpecResult:
    if out.holds:
        return SpecResult(spec.name, spec.formula, True)
    atoms = {a.id: a for a in fsa.unknown_atoms}
    steps, points = [], []
    for i, s in enumerate(out.states):
        point = fsa.points[s.p]
        points.append(point)
        chosen = out.unknown[i] if i < len(out.unknown) else {}  # a bad prefix's last state reads nothing
        steps.append(Step(
            line=point.line, point=point.kind, text=point.text,
            env={q: q in s.q for q in fsa.env_props},
            action=point.label if point.label in fsa.action_props else None,
            unknown={f"line {atoms[u].line}: {atoms[u].text}": chosen[u] for u in fsa.unknowns_at(s.p) if u in chosen},
        ))
    labels = [label(fsa, s) for s in out.states]
    step, why = explain(spec.formula, labels, [s.line for s in steps], out.loop_start)
    if step is not None and OUT_OF_LIMITS in spec.atoms and points[step].id in fsa.out_of_limits:  # which argument
        why = f"{why}; line {points[step].line}: {points[step].text}: {fsa.out_of_limits[points[step].id]}"
    return SpecResult(spec.name, spec.formula, False, steps, out.loop_start, step, why)


def verify_sources(sources: list[tuple[str, str]], robot: Robot, specs: list[Spec],
                   pool: Engine, progress=None, batch: int = 8) -> list[Result]:
    """Verify (name, source) programs with an engine (verify/engine.py). Programs are translated here
    while earlier batches are checked (NuSMV: in the pool's worker processes)."""
    pending = []
    for k in range(0, len(sources), batch):
        preps = [prepare(src, robot, specs, name) for name, src in sources[k:k + batch]]
        fsas = [p.fsa for p in preps if p.fsa is not None]
        pending.append((preps, pool.submit(fsas, specs) if fsas else None))
    results = []
    for preps, future in pending:
        outcomes = iter(future.result() if future is not None else [])
        results += [finish(p, next(outcomes) if p.fsa is not None else None, robot, specs) for p in preps]
        if progress is not None:
            progress(len(preps))
    return results


def verify_file(path: Path, robot: Robot, specs: list[Spec], pool: Engine) -> Result:
    """Verify one program file (a missing file is an InputError)."""
    return verify_sources([(str(path), read_program(path))], robot, specs, pool)[0]
