"""`finetune` and `evaluate`: LoRA fine-tuning on verified programs, and spec compliance and task success of a
model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import ROBOT_OR_NONE, SPECS, Sampling, err, input_errors, out, sampling_options, workers
from safe_codegen.errors import InputError


def register(app: typer.Typer) -> None:
    app.command()(finetune)
    app.command()(evaluate)


@input_errors
def finetune(
    data: Path = typer.Option(..., "--data", help="A `dataset build` directory, or a JSONL of prompt/completion rows."),
    base: str = typer.Option("local", "--base", help="'local' (the bundled model) or a model directory."),
    out_dir: Optional[Path] = typer.Option(None, "--out",
                                           help="The run directory (adapter, config, metrics, checkpoints)."),
    config: Optional[Path] = typer.Option(None, "--config", help="Training YAML (default: the packaged lora.yaml)."),
    max_steps: Optional[int] = typer.Option(None, "--max-steps", help="Stop after this many optimizer steps."),
    init_adapter: Optional[Path] = typer.Option(None, "--init-adapter", help="Train this adapter (a directory, a "
                                                "finetune run, or 'bundled': the bundled model's own) further "
                                                "instead of a new one."),
    export_openai: Optional[Path] = typer.Option(None, "--export-openai",
                                                 help="Write the OpenAI chat fine-tuning JSONL here instead of "
                                                      "training."),
) -> None:
    """LoRA fine-tuning on verified programs (resumes an interrupted run in the same --out)."""
    from dataclasses import replace

    from safe_codegen.train.finetune import DEFAULT_CONFIG, finetune as run_finetune, load_config
    if export_openai is not None:
        from safe_codegen.train.openai_export import export_openai as export
        count = export(data, export_openai)
        out().print(f"wrote {export_openai}: {count} chat examples (format checked)", highlight=False)
        return
    if out_dir is None:
        raise InputError("--out RUN_DIR is required to train")
    cfg = load_config(config or DEFAULT_CONFIG)
    if max_steps is not None:
        if max_steps < 1:
            raise InputError("--max-steps must be positive")
        cfg = replace(cfg, max_steps=max_steps)
    if base == "local":
        from safe_codegen.generate.models.bundled import bundled_model_dir
        base_dir = bundled_model_dir()
    else:
        base_dir = Path(base)
        if not (base_dir / "config.json").exists():
            raise InputError(f"{base_dir}: not a Hugging Face model directory (no config.json)")
    if init_adapter is not None:
        from safe_codegen.generate.models.base import default_adapter
        from safe_codegen.generate.models.local import adapter_dir
        init_adapter = default_adapter() if str(init_adapter) == "bundled" else adapter_dir(init_adapter)
    metrics = run_finetune(data, base_dir, out_dir, cfg, console=err(), init_adapter=init_adapter)
    resumed = f", resumed at step {metrics['resumed_from_step']}" if metrics["resumed_from_step"] is not None else ""
    out().print(f"{metrics['examples']} examples, {metrics['global_step']} steps{resumed}, train loss "
                f"{metrics['train_loss']:.4f}, {metrics['tokens_per_s']:.0f} tokens/s; adapter in {out_dir}/adapter",
                highlight=False)


@sampling_options
@input_errors
def evaluate(
    robot: Optional[str] = ROBOT_OR_NONE,
    tasks: Optional[Path] = typer.Option(None, "--tasks", help="Task set name (`safe-codegen tasks`) or task file; none: only "
                                                               "tabulate and draw the --compare runs."),
    label: Optional[str] = typer.Option(None, "--label", help="The run's name in reports and plots."),
    json_out: Optional[Path] = typer.Option(None, "--out", help="Write the run's JSON here."),
    plot: Optional[Path] = typer.Option(None, "--plot", help="Draw a PNG bar chart of this run and --compare runs."),
    compare: Optional[list[Path]] = typer.Option(None, "--compare", help="Earlier evaluate JSON to draw beside it."),
    spec: Optional[list[str]] = SPECS,
    plan: bool = typer.Option(False, "--plan", help="Plan each task as `safe-codegen plan` does (from an empty "
                                                    "library; -n programs per step) instead of sampling whole "
                                                    "programs: one plan per task."),
    refine: int = typer.Option(0, "--refine", help="With --plan: rounds of feedback for a step not yet filled."),
    sampling: Sampling = None,
) -> None:
    """Fraction of sampled programs satisfying each spec, all specs, doing their task (tasks with a goal), and
    safe and doing their task (the headline), with 95% Wilson intervals."""
    from safe_codegen.cli.generate import task_setup
    from safe_codegen.cli.progress import sampling_progress
    from safe_codegen.cli.report import compliance_table
    from safe_codegen.train.evaluate import compliance_chart, evaluate as run_evaluation, evaluate_plans, \
        load_evaluation
    from safe_codegen.utils.atomic import write_text
    from safe_codegen.verify.nusmv import NuSMVPool
    earlier = [load_evaluation(p) for p in compare or []]
    if tasks is None or robot is None:
        if tasks is not None or robot is not None or not earlier:
            raise InputError("give --robot and --tasks to evaluate a model, or only --compare runs to draw them")
        if plot:
            compliance_chart(earlier, plot)
        out().print(compliance_table(earlier))
        return
    cfg = sampling.config()
    if refine < 0 or (refine and not plan):
        raise InputError("--refine takes a count of rounds and goes with --plan")
    r, specs, task_list = task_setup(robot, spec, tasks)
    backend = sampling.backend()
    expected = None if plan else len(task_list) * cfg.n  # a plan's steps are known only once it is written
    with NuSMVPool(workers(None)) as pool, sampling_progress("evaluate", expected, "tasks", len(task_list)) as advance:
        name = label or f"{backend.name} on {tasks.stem}"
        run = evaluate_plans(backend, r, specs, task_list, cfg, pool, name, advance, refine) if plan \
            else run_evaluation(backend, r, specs, task_list, cfg, pool, name, progress=advance)
    run["tasks_file"] = str(tasks)
    if json_out:
        write_text(json_out, json.dumps(run, indent=1) + "\n")
    if plot:
        compliance_chart(earlier + [run], plot)
    out().print(compliance_table(earlier + [run]))
