"""`generate` and `dataset build`: sample programs from a model and verify each."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import ROBOT, SPECS, TASKS, Sampling, err, input_errors, out, sampling_options, workers
from safe_codegen.errors import InputError

dataset_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                          help="Supervised fine-tuning datasets of verified programs.")


def register(app: typer.Typer) -> None:
    app.command()(generate)
    app.add_typer(dataset_app, name="dataset")


def progress_bar(label: str, transient: bool = False):
    """A progress bar on stderr: `label`, bar, done/total, elapsed time."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    return Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err(),
                    transient=transient)


def task_setup(robot: str, spec: list[str] | None, tasks: Path) -> tuple:
    """What dataset build and evaluate both need: the robot, its specs and the task list."""
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    r = load_robot(robot, ros=False)
    return r, robot_specs(r, spec), load_tasks(tasks)


@sampling_options
@input_errors
def generate(
    robot: str = ROBOT,
    task: str = typer.Option(..., "--task", "-t", help="What the function does ('Write a function that ...')."),
    name: str = typer.Option(..., "--name", help="The function's name."),
    refine: int = typer.Option(0, "--refine", help="Rounds of counterexample feedback for violators."),
    spec: Optional[list[str]] = SPECS,
    out_dir: Optional[Path] = typer.Option(None, "--out", help="Write every program and report.json here."),
    sampling: Sampling = None,
) -> None:
    """Sample programs for a task, verify each, optionally refine. Exit 0 if one satisfies every spec."""
    from safe_codegen.cli.report import summary_table
    from safe_codegen.generate.prompts import Task
    from safe_codegen.generate.refine import generate as run_generation
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.utils.atomic import write_text
    from safe_codegen.verify.nusmv import NuSMVPool
    cfg = sampling.config()
    if refine < 0:
        raise InputError("--refine must not be negative")
    if not name.isidentifier():
        raise InputError(f"--name '{name}' is not a Python identifier")
    r = load_robot(robot, ros=False)
    specs = robot_specs(r, spec)
    backend = sampling.backend()
    with NuSMVPool(workers(None)) as pool, progress_bar("sampling and verifying", transient=True) as bar:
        job = bar.add_task("generate", total=None)
        report = run_generation(backend, r, specs, Task(name, task), cfg, pool, refine,
                                progress=lambda k: bar.advance(job, k))
    if out_dir:
        for s in report.samples:
            for a in s.attempts:
                write_text(out_dir / f"sample_{s.index}_round_{a.round}.py", a.code)
        write_text(out_dir / "report.json", json.dumps(report.to_json(), indent=1) + "\n")
    finals = [s.final.result for s in report.samples]
    for s, res in zip(report.samples, finals):
        res.program = f"sample_{s.index}" + (f" (round {s.final.round})" if s.final.round else "")
    out().print(summary_table(finals))
    if refine:
        for s in report.samples:
            if len(s.attempts) > 1:
                out().print(f"sample_{s.index}: " + " -> ".join(f"round {a.round} {a.result.verdict}"
                                                                for a in s.attempts), highlight=False)
    safe = sum(res.verdict == "safe" for res in finals)
    out().print(f"{safe}/{len(finals)} programs satisfy every spec", highlight=False)
    raise typer.Exit(0 if safe else 1)


@dataset_app.command("build")
@sampling_options
@input_errors
def dataset_build(
    robot: str = ROBOT,
    tasks: Path = TASKS,
    out_dir: Path = typer.Option(..., "--out", help="The dataset directory (train.jsonl, hf/, stats.json)."),
    spec: Optional[list[str]] = SPECS,
    sampling: Sampling = None,
) -> None:
    """Sample N programs per task and keep those satisfying every spec (resumable)."""
    from safe_codegen.train.dataset import build_dataset
    from safe_codegen.verify.nusmv import NuSMVPool
    cfg = sampling.config()
    r, specs, task_list = task_setup(robot, spec, tasks)
    backend = sampling.backend()
    with NuSMVPool(workers(None)) as pool, progress_bar("tasks") as bar:
        job = bar.add_task("dataset", total=len(task_list))
        stats = build_dataset(backend, r, specs, task_list, cfg, out_dir, pool, progress=lambda k: bar.advance(job, k))
    out().print(json.dumps(stats, indent=1), highlight=False)
    out().print(f"wrote {out_dir}/train.jsonl, {out_dir}/hf and {out_dir}/stats.json", highlight=False)
