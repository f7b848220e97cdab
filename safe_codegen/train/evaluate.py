"""Compliance and task success of a model: sample N programs per task, verify and task-check them,
and report the fraction that satisfy each spec, all specs, do their task, and are safe and do their
task (the headline), each with a 95% Wilson interval; the unverifiable rate; and how the rates
spread over tasks (the papers' Figures 9-10 measure, plus the task). The task rates count only the
samples of tasks with a goal."""

from __future__ import annotations

import io
import json
import math
import statistics
from dataclasses import asdict
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.utils.atomic import write_bytes
from safe_codegen.generate.refine import generate_batches, task_config
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.verify.engine import Engine
from safe_codegen.generate.prompts import Task
from safe_codegen.robot import Robot
from safe_codegen.spec import Spec
from safe_codegen.tasks.check import TaskResult
from safe_codegen.verify.verifier import CUT_OFF, SAFE, UNVERIFIABLE

ALL = "all specs"
TASK = "task"  # does its task in every simulated scenario
SAFE_TASK = "safe and task"  # the headline
AXIS = {ALL: "all specs\n(safe)", TASK: "task\n(simulated)", SAFE_TASK: "safe \u2227 task\n(headline)"}


def wilson(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for k successes in n trials (95% by default). Its ends are exactly 0 at k = 0 and
    1 at k = n, as the formula gives them (rounding gave 0.9999999999999999 for 80 of 80, below the rate itself,
    and the rounds plot refused a negative error bar)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (0.0 if k == 0 else max(0.0, min(p, centre - half)), 1.0 if k == n else min(1.0, max(p, centre + half)))


def _rate(k: int, n: int) -> dict:
    lo, hi = wilson(k, n)
    return {"k": k, "n": n, "rate": k / n if n else 0.0, "ci95": [lo, hi]}


def _holds(result: TaskResult, spec: str) -> bool:
    return result.verification is not None and any(s.name == spec and s.holds for s in result.verification.specs)


def summarize(results_by_task: dict[str, list[TaskResult]], specs: list[str], checked: set[str]) -> dict:
    """Rates over all samples (unverifiable programs satisfy nothing; the task rates over the samples
    of the `checked` tasks, those with a goal) and per task."""
    everything = [r for rs in results_by_task.values() for r in rs]
    with_goal = [r for name, rs in results_by_task.items() if name in checked for r in rs]
    checks = {sp: (lambda r, sp=sp: _holds(r, sp)) for sp in specs}
    checks[ALL] = lambda r: r.verdict == SAFE
    task_checks = {TASK: lambda r: r.done is True, SAFE_TASK: lambda r: r.success}
    per_task = [{"task": name, "n": len(rs), "unverifiable": sum(r.verdict == UNVERIFIABLE for r in rs) / len(rs),
                 "cut_off": sum(r.verdict == CUT_OFF for r in rs) / len(rs),
                 "rates": {key: sum(map(ok, rs)) / len(rs)
                           for key, ok in (checks | task_checks if name in checked else checks).items()}}
                for name, rs in results_by_task.items()]
    spread = [t["rates"][ALL] for t in per_task]
    rates = {key: _rate(sum(map(ok, everything)), len(everything)) for key, ok in checks.items()}
    if with_goal:
        rates |= {key: _rate(sum(map(ok, with_goal)), len(with_goal)) for key, ok in task_checks.items()}
    return {
        "samples": len(everything),
        "task_checked": len(with_goal),
        "rates": rates,
        "unverifiable": _rate(sum(r.verdict == UNVERIFIABLE for r in everything), len(everything)),
        "cut_off": _rate(sum(r.verdict == CUT_OFF for r in everything), len(everything)),
        "over_tasks": {"mean": statistics.fmean(spread), "median": statistics.median(spread), "min": min(spread),
                       "max": max(spread), "tasks_with_a_safe_program": sum(x > 0 for x in spread),
                       "tasks_with_a_safe_and_successful_program": sum(t["rates"].get(SAFE_TASK, 0) > 0
                                                                       for t in per_task)},
        "per_task": per_task,
    }


def evaluate(model, robot: Robot, specs: list[Spec], tasks: list[Task], cfg: SampleConfig, pool: Engine,
             label: str, progress=None) -> dict:
    """Sample cfg.n programs per task (seeded per task), verify and task-check them, and summarize."""
    results = {}
    for rep in generate_batches(model, robot, specs, [(task, task_config(cfg, i)) for i, task in enumerate(tasks)],
                                pool):
        results[rep.task.name] = [s.final.check for s in rep.samples]
        if progress:
            progress(1)
    run = {"label": label, "model": getattr(model, "name", type(model).__name__), "robot": robot.name,
           "specs": [s.name for s in specs], "tasks": len(tasks), "config": asdict(cfg)}
    return run | summarize(results, [s.name for s in specs], {t.name for t in tasks if t.goal is not None})


def evaluate_plans(model, robot: Robot, specs: list[Spec], tasks: list[Task], cfg: SampleConfig, pool: Engine,
                   label: str, progress=None, refine: int = 0) -> dict:
    """Plan every task as `safe-codegen plan` does, each from an empty library (the model, not a library
    built before, fills every step; cfg.n programs per step), and summarize the plans' whole-task results
    like sampled programs (one per task); `plans` says per task how each step was filled or why none is."""
    import tempfile

    from safe_codegen.plan.planner import plan_task
    from safe_codegen.tasks.check import NO_PLAN, unchecked
    results, plans = {}, []
    for i, task in enumerate(tasks):
        with tempfile.TemporaryDirectory(prefix="safe-codegen-plan-") as root:
            rep = plan_task(model, robot, specs, task, Path(root), task_config(cfg, i), pool, refine=refine)
        verdict = rep.check.verdict if rep.check else NO_PLAN
        results[task.name] = [rep.whole or unchecked(task.name, robot, task.name, verdict, rep.failure() or "")]
        plans.append({"task": task.name, "success": rep.success, "failure": rep.failure(), "seconds": rep.seconds,
                      "steps": [{"step": s.written, "how": s.how, "detail": s.detail} for s in rep.steps],
                      "decomposition": rep.decomposition.text,
                      "items": rep.decomposition.plan.names if rep.decomposition.plan else None,
                      "dropped": [str(x) for x in rep.decomposition.dropped]})
        if progress:
            progress(1)
    run = {"label": label, "model": getattr(model, "name", type(model).__name__), "robot": robot.name,
           "specs": [s.name for s in specs], "tasks": len(tasks), "config": asdict(cfg), "planned": True,
           "refine": refine}
    return run | summarize(results, [s.name for s in specs], {t.name for t in tasks if t.goal is not None}) \
        | {"plans": plans}


def chart_groups(runs: list[dict]) -> list[str]:
    """The chart's bar groups in order: the specs, then all specs, task, safe and task (those present)."""
    keys = list(dict.fromkeys(key for run in runs for key in run["rates"]))
    return [k for k in keys if k not in AXIS] + [k for k in AXIS if k in keys]


def compliance_chart(runs: list[dict], path: Path,
                     title: str = "Safety and task success of sampled programs (95% Wilson intervals)",
                     ylabel: str = "fraction of sampled programs") -> None:
    """Bars per spec, all specs, task and safe-and-task (those present), one per run, with Wilson 95%
    error bars, axis labels and a footnote that define every measure."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = chart_groups(runs)
    present = {key: [j for j, run in enumerate(runs) if key in run["rates"]] for key in groups}
    width = 0.8 / max(len(js) for js in present.values())
    # wide enough for the title, the legend and the footnote even with one or two runs of few groups
    fig, ax = plt.subplots(figsize=(max(7.5, min(12.0, 2.0 + 0.45 * sum(map(len, present.values())))), 4.6))
    for j, run in enumerate(runs):
        xs, ys, lo, hi = [], [], [], []
        for g, key in enumerate(groups):
            if j in present[key]:
                r = run["rates"][key]
                slot = present[key].index(j) - (len(present[key]) - 1) / 2  # the group's bars, centred
                xs.append(g + width * slot)
                ys.append(r["rate"])
                lo.append(r["rate"] - r["ci95"][0])
                hi.append(r["ci95"][1] - r["rate"])
        bars = ax.bar(xs, ys, width * 0.95, yerr=[lo, hi], capsize=3,
                      label=f"{run['label']} (n={run['samples']}, unverifiable {run['unverifiable']['rate']:.0%})")
        ax.bar_label(bars, labels=[f"{y:.2f}" for y in ys], fontsize=7, padding=2)
    ax.set_xticks(range(len(groups)), [AXIS.get(g, g) for g in groups])
    ax.set_ylim(0, 1.1 + 0.08 * len(runs))  # room above the bars for one legend row per run
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=7, loc="upper left", ncol=1)
    fig.text(0.01, 0.01, "per spec, all specs: verified by NuSMV (unverifiable programs count as failures)\n"
             "task: does the task in every simulated scenario (tasks with a goal only); safe \u2227 task: both",
             fontsize=6.5)
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=130)
    plt.close(fig)
    write_bytes(path, buf.getvalue())


def load_evaluation(path: Path) -> dict:
    """An earlier `evaluate --out` file (an InputError with file:line if it is not one)."""
    try:
        run = json.loads(path.read_text())
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}:1: not an evaluate JSON file: {exc}") from None
    if not isinstance(run, dict) or not {"label", "rates", "unverifiable", "samples"} <= set(run):
        raise InputError(f"{path}:1: not an evaluate JSON file (no label/rates/unverifiable/samples)")
    return run
