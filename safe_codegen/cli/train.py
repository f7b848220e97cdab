"""`finetune`, `improve` and `evaluate`: LoRA fine-tuning on verified programs, rounds of expert iteration, and
spec compliance and task success of a model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import ENGINE, ROBOT_OR_NONE, SPECS, Sampling, checker, err, input_errors, out, \
    sampling_options, table, workers
from safe_codegen.errors import InputError
from safe_codegen.train.rounds_config import RoundsConfig

ROUNDS = RoundsConfig()  # the defaults of `improve`


def register(app: typer.Typer) -> None:
    app.command()(finetune)
    app.command()(improve)
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

    from safe_codegen.train.finetune import DEFAULT_CONFIG, finetune as run_finetune, load_config, main_process
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
    if not main_process():  # one line for a data-parallel launch, from rank 0
        return
    resumed = f", resumed at step {metrics['resumed_from_step']}" if metrics["resumed_from_step"] is not None else ""
    spread = f" on {metrics['processes']} processes" if metrics["processes"] > 1 else ""
    out().print(f"{metrics['examples']} examples, {metrics['global_step']} steps{resumed}, train loss "
                f"{metrics['train_loss']:.4f}, {metrics['tokens_per_s']:.0f} tokens/s{spread}; adapter in "
                f"{out_dir}/adapter", highlight=False)


def _sets(given: Optional[list[str]], default: tuple[str, ...]) -> tuple[str, ...]:
    """Task sets given on the command line (`none`: no set), else the default."""
    return default if not given else () if given == ["none"] else tuple(given)


SETS = ("ROBOT:SET, SET a task set name or file, curriculum:SPLIT:N[:SEED] or missions:SPLIT:N[:SEED] (jackal); "
        "repeatable; 'none' for no set")


@input_errors
def improve(
    out_dir: Path = typer.Option(..., "--out", help="The run directory (config, round-NN/, rounds.json, rounds.png); "
                                                    "rerun the command to continue it."),
    rounds: int = typer.Option(ROUNDS.rounds, "--rounds", help="Rounds of expert iteration at most (round 0 "
                                                              "measures the starting adapter)."),
    train: Optional[list[str]] = typer.Option(None, "--train", help=f"Training tasks ({SETS}); default: "
                                                                    "jackal-train and the curriculum's train split "
                                                                    "per robot."),
    heldout: Optional[list[str]] = typer.Option(None, "--heldout", help=f"Held-out tasks ({SETS}); default: "
                                                                        "jackal-test, spot, jackal-indoor and the "
                                                                        "curriculum's held-out jackal tasks."),
    missions: Optional[list[str]] = typer.Option(None, "--missions", help="Missions whose decompositions are "
                                                                          f"trained ({SETS}); default: the long "
                                                                          "train sets."),
    heldout_missions: Optional[list[str]] = typer.Option(None, "--heldout-missions", help="Missions whose greedy "
                                                         f"decompositions are measured ({SETS}); default: "
                                                         "jackal-long-test."),
    references: Optional[list[str]] = typer.Option(None, "--references", help="Tasks whose reference programs, "
                                                   "written from their goals and verified and task-checked like "
                                                   f"samples, join every round's training ({SETS}; a missions: "
                                                   "set gives its decompositions and its steps' programs); "
                                                   "default: none."),
    samples: int = typer.Option(ROUNDS.samples, "--samples", "-n", help="Programs (decompositions) sampled per "
                                                                        "training task (mission) a round."),
    eval_samples: int = typer.Option(ROUNDS.eval_samples, "--eval-samples", help="Programs per held-out task."),
    temperature: float = typer.Option(ROUNDS.temperature, "--temperature", help="Temperature of training samples."),
    eval_temperature: float = typer.Option(ROUNDS.eval_temperature, "--eval-temperature",
                                           help="Temperature of the held-out samples."),
    max_tokens: int = typer.Option(ROUNDS.max_new_tokens, "--max-tokens", help="Tokens per program at most, for "
                                   "each move of the task's goal (a three-move task gets three times as many)."),
    cap_per_kind: int = typer.Option(ROUNDS.cap_per_kind, "--cap-per-kind", help="Programs of one task kind kept "
                                                                                 "per training set and round at "
                                                                                 "most (0: no cap)."),
    seed: int = typer.Option(ROUNDS.seed, "--seed", help="Random seed of the sampler (round r samples with seed + "
                                                         "1000 r)."),
    config: Optional[Path] = typer.Option(None, "--config", help="Training YAML (default: the packaged lora.yaml)."),
    max_steps: Optional[int] = typer.Option(None, "--max-steps", help="Optimizer steps per round at most."),
    base: str = typer.Option(ROUNDS.base, "--base", help="'local' (the bundled model) or a model directory."),
    init_adapter: str = typer.Option(ROUNDS.init_adapter, "--init-adapter", help="The adapter round 0 measures and "
                                                                                 "round 1 trains further: bundled, "
                                                                                 "none or a directory."),
    promote: bool = typer.Option(False, "--promote", help="Then replace the shipped adapter by the round better than "
                                                          "round 0 on every held-out set with the highest pooled rate "
                                                          "(none such: refuse, exit 1)."),
    engine: Optional[str] = ENGINE,
) -> None:
    """Rounds of expert iteration: sample, verify, task-check, keep the safe and successful programs (and faithful
    decompositions of missions), train the adapter further, measure on held-out sets; stop when a round does not
    raise the held-out headline above the best round's interval. Resumable."""
    from safe_codegen.cli.options import quiet, require
    from safe_codegen.cli.progress import sampling_progress
    from safe_codegen.train.rounds import promote as promote_best, run_rounds
    if base != "local" and not (Path(base) / "config.json").exists():
        raise InputError(f"{base}: not a Hugging Face model directory (no config.json)")
    require("plot")  # rounds.png, drawn after each round
    if max_steps is not None and max_steps < 1:
        raise InputError("--max-steps must be positive")
    if cap_per_kind < 0:
        raise InputError("--cap-per-kind must be >= 0 (0: no cap)")
    cfg = RoundsConfig(rounds, _sets(train, ROUNDS.train), _sets(heldout, ROUNDS.heldout),
                       _sets(missions, ROUNDS.missions), _sets(heldout_missions, ROUNDS.heldout_missions),
                       _sets(references, ROUNDS.references), samples, temperature, eval_samples, eval_temperature,
                       max_tokens, cap_per_kind or None, seed, str(config.resolve()) if config else "",
                       max_steps or -1, base,
                       init_adapter if init_adapter in ("bundled", "none") else str(Path(init_adapter).resolve()))
    with checker(engine, workers(None)) as pool:
        summary = run_rounds(cfg, out_dir, pool, progress=sampling_progress, console=None if quiet() else err())
    report = table("round", "kept", "headline (safe and task)", "improved", title=f"rounds in {out_dir}")
    for h in summary["rounds"]:
        x = h["headline"]
        report.add_row(str(h["round"]), str(h["examples"]) if h["round"] else "-",
                       f"{x['rate']:.2f} [{x['ci95'][0]:.2f}, {x['ci95'][1]:.2f}] n={x['n']}" if x["n"] else "-",
                       "-" if not h["round"] else "yes" if h["improved"] else "no")
    out().print(report)
    out().print(f"best: round {summary['best']} ({summary['best_adapter'] or 'no adapter'}); stopped: "
                f"{summary['stopped']}; per set: {out_dir}/rounds.json, plot {out_dir}/rounds.png", highlight=False)
    if promote:
        from safe_codegen.generate.models.base import default_adapter
        done, lines = promote_best(out_dir, default_adapter())
        for line in lines:
            out().print(line, highlight=False)
        if not done:
            raise typer.Exit(1)


@sampling_options
@input_errors
def evaluate(
    robot: Optional[str] = ROBOT_OR_NONE,
    tasks: Optional[Path] = typer.Option(None, "--tasks", help="Task set name (`safe-codegen tasks`) or task file; "
                                                               "none: only tabulate and draw the --compare runs."),
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
    engine: Optional[str] = ENGINE,
) -> None:
    """Fraction of sampled programs satisfying each spec, all specs, doing their task (tasks with a goal), and
    safe and doing their task (the headline), with 95% Wilson intervals."""
    from safe_codegen.cli.generate import task_setup
    from safe_codegen.cli.progress import sampling_progress
    from safe_codegen.cli.report import compliance_table
    from safe_codegen.train.evaluate import compliance_chart, evaluate as run_evaluation, evaluate_plans, \
        load_evaluation
    from safe_codegen.cli.options import require
    from safe_codegen.utils.atomic import write_text
    if plot:
        require("plot")  # before the sampling, not after it
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
    with checker(engine, workers(None)) as pool, \
            sampling_progress("evaluate", expected, "tasks", len(task_list)) as advance:
        name = label or f"{backend.name} on {tasks.stem}"
        run = evaluate_plans(backend, r, specs, task_list, cfg, pool, name, advance, refine) if plan \
            else run_evaluation(backend, r, specs, task_list, cfg, pool, name, progress=advance)
    run["tasks_file"] = str(tasks)
    if json_out:
        write_text(json_out, json.dumps(run, indent=1) + "\n")
    if plot:
        compliance_chart(earlier + [run], plot)
    out().print(compliance_table(earlier + [run]))
