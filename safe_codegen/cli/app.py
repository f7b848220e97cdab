"""The `safe-codegen` command line."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Optional

import typer
from typer.core import TyperGroup
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from safe_codegen.utils.atomic import write_text
from safe_codegen.verify.dot import fsa_dot, product_dot, write_drawing
from safe_codegen.errors import InputError
from safe_codegen.verify.nusmv import NuSMVPool
from safe_codegen.utils.paths import DATA, ROBOTS, SPECS
from safe_codegen.verify.product import build_product
from safe_codegen.verify.program import read_program
from safe_codegen.robot import load_robot
from safe_codegen.spec import load_spec, robot_specs
from safe_codegen.verify.verifier import SAFE, UNSAFE, UNVERIFIABLE, Result, prepare, verify_sources


class _Commands(TyperGroup):
    """The command group, refusing an empty argument anywhere: `verify ""` would otherwise verify
    the current directory (Path("") is "."), and no path, name or value is empty."""

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        for i, arg in enumerate(args):
            if arg == "" or (arg.startswith("--") and arg.endswith("=")):
                after = f" after '{args[i - 1]}'" if i else ""
                _fail(f"empty argument{after}: give a path, name or value")
        return super().parse_args(ctx, args)


app = typer.Typer(cls=_Commands, add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="Verify language-model robot programs against LTL safety specs with NuSMV.")

EXIT = {SAFE: 0, UNSAFE: 1, UNVERIFIABLE: 3}
out = Console(soft_wrap=True)
err = Console(stderr=True)


def _fail(msg: str) -> None:
    err.print(f"error: {msg}", highlight=False, markup=False, soft_wrap=True)
    raise typer.Exit(2)


def _program_files(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            found = sorted(q for q in p.rglob("*.py") if q.is_file())
            if not found:
                raise InputError(f"{p}: no .py files in this directory")
            files += found
        elif p.exists():
            files.append(p)
        else:
            raise InputError(f"{p}: no such file or directory")
    return files


def _workers(n: Optional[int]) -> int:
    return n if n else max(1, min(2, os.cpu_count() or 1))


def _run(files: list[Path], robot_name: str, spec_names: list[str] | None, workers: int,
         quiet: bool) -> tuple[list[Result], dict[str, str]]:
    robot = load_robot(robot_name)
    specs = robot_specs(robot, spec_names)
    sources = {str(f): read_program(f) for f in files}
    with NuSMVPool(workers) as pool:
        if quiet or len(files) < 8:
            results = verify_sources(list(sources.items()), robot, specs, pool)
        else:
            with Progress(TextColumn("verifying"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                          console=err, transient=True) as bar:
                task = bar.add_task("verify", total=len(files))
                results = verify_sources(list(sources.items()), robot, specs, pool,
                                         progress=lambda k: bar.advance(task, k))
    return results, sources


@app.command()
def verify(
    paths: list[Path] = typer.Argument(..., help="Program files or directories of .py files."),
    robot: str = typer.Option(..., "--robot", "-r", help="Robot name (robots/NAME.yaml) or robot file."),
    spec: Optional[list[str]] = typer.Option(None, "--spec", "-s", help="Spec name or file (repeatable); "
                                             "default: the robot's specs."),
    json_out: bool = typer.Option(False, "--json", help="Print one JSON object per program."),
    draw: Optional[Path] = typer.Option(None, "--draw", help="Draw the program's FSA (.dot/.png/.svg/.pdf)."),
    draw_product: Optional[Path] = typer.Option(None, "--draw-product", help="Draw the product A x TS."),
    workers: Optional[int] = typer.Option(None, "--workers", "-j", help="NuSMV worker processes."),
) -> None:
    """Verify programs. Exit 0: all safe; 1: a spec is violated; 3: a program is unverifiable; 2: bad input."""
    try:
        files = _program_files(paths)
        if (draw or draw_product) and len(files) != 1:
            raise InputError("--draw/--draw-product need exactly one program")
        results, sources = _run(files, robot, spec, _workers(workers), quiet=json_out)
        if draw or draw_product:
            _draw(files[0], sources[str(files[0])], robot, spec, draw, draw_product)
    except InputError as exc:
        _fail(str(exc))
    if json_out:
        for r in results:
            sys.stdout.write(json.dumps(r.to_json()) + "\n")
    else:
        from safe_codegen.cli.report import print_report
        print_report(out, results, sources)
    raise typer.Exit(_exit_code(results))


def _exit_code(results: list[Result]) -> int:
    verdicts = {r.verdict for r in results}
    return 3 if UNVERIFIABLE in verdicts else 1 if UNSAFE in verdicts else 0


def _draw(path: Path, source: str, robot_name: str, spec_names, draw: Path | None, draw_product: Path | None) -> None:
    robot = load_robot(robot_name)
    prep = prepare(source, robot, robot_specs(robot, spec_names), str(path))
    if prep.fsa is None:
        raise InputError(f"{path}: cannot draw an unverifiable program (line {prep.error.line}: {prep.error.reason})")
    if draw:
        write_drawing(fsa_dot(prep.fsa, f"{path.name} on {robot.name}"), draw)
    if draw_product:
        write_drawing(product_dot(build_product(prep.fsa)), draw_product)


@app.command()
def demo(
    out_dir: Path = typer.Option(Path("out/demo"), "--out", help="Where to write the JSON report and drawings."),
    workers: Optional[int] = typer.Option(None, "--workers", "-j"),
    samples: int = typer.Option(4, "--samples", help="Programs the bundled model writes (0: skip generation)."),
) -> None:
    """The main job on the embedded defaults: verify the bundled examples, compose the bundled
    plans from a library of verified subprograms, and generate and verify programs with the
    bundled local model."""
    try:
        everything: list[Result] = []
        for robot_dir in sorted((DATA / "examples").iterdir()):
            if not robot_dir.is_dir():
                continue
            files = [Path(os.path.relpath(f)) for f in sorted(robot_dir.glob("*.py"))]
            out.rule(f"robot {robot_dir.name}")
            results, sources = _run(files, robot_dir.name, None, _workers(workers), quiet=True)
            from safe_codegen.cli.report import print_report
            print_report(out, results, sources)
            everything += results
            for f in files:
                drawing = out_dir / f"{robot_dir.name}-{f.stem}.{'png' if _has_dot() else 'dot'}"
                _draw(f, sources[str(f)], robot_dir.name, None, drawing, None)
        write_text(out_dir / "report.jsonl", "".join(json.dumps(r.to_json()) + "\n" for r in everything))
        plans = _demo_compose(out_dir)
        write_text(out_dir / "plans.jsonl", "".join(json.dumps(p.to_json()) + "\n" for p in plans))
        if samples:
            _demo_generate(out_dir / "generated", samples)
        out.print(f"wrote {out_dir}/report.jsonl, {out_dir}/plans.jsonl, {out_dir}/generated/ and the program "
                  f"automata ({out_dir}/*.png)")
    except InputError as exc:
        _fail(str(exc))


def _demo_compose(out_dir: Path) -> list:
    """Add the verified driving subprograms to a fresh library and check the bundled plans."""
    from safe_codegen.compose import library as lib
    from safe_codegen.compose.checker import check_plan
    from safe_codegen.compose.plan import load_plan
    from safe_codegen.cli.report import print_plan
    robot = load_robot("jackal")
    specs = robot_specs(robot, list(robot.specs) + ["stop-hold"])
    root = out_dir / "library"
    out.rule("composition: library of verified subprograms, plans")
    entries = {}
    plans = []
    with NuSMVPool(1) as pool:
        for f in sorted((DATA / "subprograms/jackal").glob("*.py")):
            _, entry = lib.add_verified(root, robot, f.stem, f.read_text(), specs, pool, str(f))
            if entry is not None:
                entries[f.stem] = entry
        out.print(f"library {root}: {', '.join(entries)}", highlight=False)
        for plan_file in sorted((DATA / "plans").glob("*.yaml")):
            plan = load_plan(Path(os.path.relpath(plan_file)))
            plans.append(check_plan(plan, entries, robot.name, specs, pool, monolithic=True))
            print_plan(out, plans[-1])
    return plans


def _demo_generate(out_dir: Path, n: int) -> None:
    """The bundled model writes programs for a jackal test task; each is verified."""
    from safe_codegen.generate.refine import generate as run_generation
    from safe_codegen.generate.models.base import SampleConfig
    from safe_codegen.generate.models.local import LocalModel
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.cli.report import summary_table
    robot = load_robot("jackal")
    task = load_tasks(DATA / "tasks/jackal-test.yaml")[0]
    out.rule(f"generation: bundled Gemma 3 270M writes {n} programs for '{task.name}'")
    model = LocalModel(None)
    with NuSMVPool(_workers(None)) as pool:
        report = run_generation(model, robot, robot_specs(robot), task,
                                SampleConfig(n=n, max_new_tokens=300, seed=0), pool)
    for s in report.samples:
        s.final.result.program = f"{task.name}_{s.index}"
        write_text(out_dir / f"{task.name}_{s.index}.py", s.final.code)
    write_text(out_dir / "report.json", json.dumps(report.to_json(), indent=1) + "\n")
    out.print(summary_table([s.final.result for s in report.samples]))


def _has_dot() -> bool:
    import shutil
    return shutil.which("dot") is not None


@app.command()
def robots() -> None:
    """List the robots and their propositions."""
    try:
        for path in sorted(ROBOTS.glob("*.yaml")):
            r = load_robot(str(path))
            out.print(f"{r.name}: sensors {', '.join(r.env_props)}; actions {', '.join(r.action_props)}; "
                      f"specs {', '.join(r.specs)}", highlight=False)
    except InputError as exc:
        _fail(str(exc))


@app.command()
def specs(robot: str = typer.Option(..., "--robot", "-r"),
          spec: Optional[list[str]] = typer.Option(None, "--spec", "-s")) -> None:
    """Check spec files against a robot (propositions, safety) and print them."""
    try:
        r = load_robot(robot)
        names = spec or [p.stem for p in sorted(SPECS.glob("*.yaml"))
                         if r.name in (load_spec_robots(p) or [r.name])]
        for name in names:
            s = load_spec(name, r)
            out.print(f"{s.name}: {s.formula}", highlight=False)
    except InputError as exc:
        _fail(str(exc))


def load_spec_robots(path: Path) -> list[str] | None:
    from safe_codegen.utils.yamlfile import load_yaml
    data = load_yaml(path)
    return data.get("robots") if isinstance(data, dict) else None


library_app = typer.Typer(no_args_is_help=True, help="The library of verified subprograms.")
app.add_typer(library_app, name="library")
LIBRARY = typer.Option(None, "--library", "-L", help="Library directory (default $SAFE_CODEGEN_LIBRARY or ./library).")


@library_app.command("add")
def library_add(
    program: Path = typer.Argument(..., help="The subprogram's source file."),
    robot: str = typer.Option(..., "--robot", "-r"),
    name: Optional[str] = typer.Option(None, "--name", help="Entry name (default: the file's stem)."),
    spec: Optional[list[str]] = typer.Option(None, "--spec", "-s", help="Specs it must satisfy (default: the robot's)."),
    library: Optional[Path] = LIBRARY,
) -> None:
    """Verify a subprogram and store it with its FSA and monitor summaries. Exit 1 if not safe."""
    from safe_codegen.compose import library as lib
    try:
        r = load_robot(robot)
        specs = robot_specs(r, spec)
        source = read_program(program)
        with NuSMVPool(1) as pool:
            res, entry = lib.add_verified(lib.library_dir(library), r, name or program.stem, source, specs, pool,
                                          str(program))
        if entry is None:
            from safe_codegen.cli.report import print_report
            print_report(err, [res], {str(program): source})
            err.print(f"not added: {program} is {res.verdict}")
            raise typer.Exit(EXIT[res.verdict])
        out.print(f"added {entry.name} to {entry.path} (safe for {', '.join(s.name for s in specs)})",
                  highlight=False)
    except InputError as exc:
        _fail(str(exc))


@library_app.command("list")
def library_list(robot: str = typer.Option(..., "--robot", "-r"), library: Optional[Path] = LIBRARY) -> None:
    """List a robot's subprograms."""
    from safe_codegen.compose import library as lib
    try:
        for e in lib.entries(lib.library_dir(library), load_robot(robot).name):
            out.print(f"{e.name}: {len(e.fsa.points)} points, verified for "
                      f"{', '.join(s['name'] for s in e.specs)}", highlight=False)
    except InputError as exc:
        _fail(str(exc))


@library_app.command("show")
def library_show(name: str, robot: str = typer.Option(..., "--robot", "-r"), library: Optional[Path] = LIBRARY,
                 json_out: bool = typer.Option(False, "--json")) -> None:
    """Show a subprogram: its source, specs and monitor summaries."""
    from safe_codegen.compose import library as lib
    try:
        e = lib.load(lib.library_dir(library), load_robot(robot).name, name)
    except InputError as exc:
        _fail(str(exc))
    if json_out:
        sys.stdout.write(e.path.read_text())
        return
    out.print(f"# {e.name} ({e.robot}), {e.path}", highlight=False, markup=False)
    out.print(e.source, highlight=False, markup=False)
    for f, s in e.summaries.items():
        out.print(f"{f}: safe from monitor states {[m for m, ok in enumerate(s.safe_mid) if ok]}; "
                  f"exits {s.exit_seq}", highlight=False, markup=False)


@library_app.command("remove")
def library_remove(name: str, robot: str = typer.Option(..., "--robot", "-r"), library: Optional[Path] = LIBRARY) -> None:
    """Remove a subprogram from the library."""
    from safe_codegen.compose import library as lib
    try:
        lib.remove(lib.library_dir(library), load_robot(robot).name, name)
    except InputError as exc:
        _fail(str(exc))
    out.print(f"removed {name}")


@app.command()
def compose(
    plan_file: Path = typer.Argument(..., metavar="PLAN.yaml"),
    robot: str = typer.Option(..., "--robot", "-r"),
    spec: Optional[list[str]] = typer.Option(None, "--spec", "-s"),
    json_out: bool = typer.Option(False, "--json"),
    monolithic: bool = typer.Option(False, "--monolithic", help="Also check the joint automaton with NuSMV."),
    emit: Optional[Path] = typer.Option(None, "--emit", help="Write the plan as one runnable program."),
    library: Optional[Path] = LIBRARY,
) -> None:
    """Check a plan of library subprograms (or .py files). Exit 0 safe, 1 unsafe, 2 bad input."""
    from safe_codegen.compose.checker import check_plan
    from safe_codegen.compose.emit import emit_program
    from safe_codegen.compose.plan import load_plan
    try:
        r = load_robot(robot)
        specs = robot_specs(r, spec)
        plan = load_plan(plan_file)
        if plan.robot and plan.robot != r.name:
            raise InputError(f"{plan_file}: the plan is for robot '{plan.robot}', not '{r.name}'")
        lib = {n: _plan_entry(n, plan_file, r, specs, library) for n in dict.fromkeys(plan.names)}
        with NuSMVPool(1) as pool:
            result = check_plan(plan, lib, r.name, specs, pool, monolithic)
        if emit:
            write_text(emit, emit_program(plan, lib))
    except InputError as exc:
        _fail(str(exc))
    if json_out:
        sys.stdout.write(json.dumps(result.to_json()) + "\n")
    else:
        from safe_codegen.cli.report import print_plan
        print_plan(out, result)
    raise typer.Exit(0 if result.verdict == SAFE else 1)


# Options shared by the commands that sample from a model (generate, dataset build, evaluate).
LLM = typer.Option("local", "--llm", help="local | openai")
MODEL = typer.Option(None, "--model", help="Local model directory, or the OpenAI model name.")
ADAPTER = typer.Option(None, "--adapter", help="A peft adapter (or finetune run directory) for the local model.")
BASE_URL = typer.Option(None, "--base-url", help="An OpenAI-compatible server.")
COMPLETIONS = typer.Option(False, "--completions", help="Use /v1/completions with the few-shot prompt.")
TEMPERATURE = typer.Option(0.8, "--temperature")
MAX_TOKENS = typer.Option(320, "--max-tokens")
SEED = typer.Option(0, "--seed")
SPECS_OPT = typer.Option(None, "--spec", "-s")


@app.command()
def generate(
    robot: str = typer.Option(..., "--robot", "-r"),
    task: str = typer.Option(..., "--task", "-t", help="What the function does ('Write a function that ...')."),
    name: str = typer.Option(..., "--name", help="The function's name."),
    n: int = typer.Option(8, "-n", help="Programs to sample."),
    refine: int = typer.Option(0, "--refine", help="Rounds of counterexample feedback for violators."),
    llm: str = LLM,
    model: Optional[str] = MODEL,
    adapter: Optional[Path] = ADAPTER,
    base_url: Optional[str] = BASE_URL,
    completions: bool = COMPLETIONS,
    temperature: float = TEMPERATURE,
    max_tokens: int = MAX_TOKENS,
    seed: int = SEED,
    spec: Optional[list[str]] = SPECS_OPT,
    out_dir: Optional[Path] = typer.Option(None, "--out", help="Write every program and report.json here."),
) -> None:
    """Sample programs for a task, verify each, optionally refine. Exit 0 if one satisfies every spec."""
    from safe_codegen.generate.refine import generate as run_generation
    from safe_codegen.generate.models.base import SampleConfig, load_model
    from safe_codegen.generate.prompts import Task
    from safe_codegen.cli.report import summary_table
    try:
        if n < 1 or refine < 0 or max_tokens < 1:
            raise InputError("-n and --max-tokens must be positive, --refine not negative")
        if not name.isidentifier():
            raise InputError(f"--name '{name}' is not a Python identifier")
        r = load_robot(robot)
        specs = robot_specs(r, spec)
        backend = load_model(llm, model, adapter, base_url, completions)
        cfg = SampleConfig(n=n, temperature=temperature, max_new_tokens=max_tokens, seed=seed)
        with NuSMVPool(_workers(None)) as pool, Progress(
                TextColumn("sampling and verifying"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                console=err, transient=True) as bar:
            job = bar.add_task("generate", total=None)
            report = run_generation(backend, r, specs, Task(name, task), cfg, pool, refine,
                                    progress=lambda k: bar.advance(job, k))
    except InputError as exc:
        _fail(str(exc))
    if out_dir:
        for s in report.samples:
            for a in s.attempts:
                write_text(out_dir / f"sample_{s.index}_round_{a.round}.py", a.code)
        write_text(out_dir / "report.json", json.dumps(report.to_json(), indent=1) + "\n")
    finals = [s.final.result for s in report.samples]
    for s, res in zip(report.samples, finals):
        res.program = f"sample_{s.index}" + (f" (round {s.final.round})" if s.final.round else "")
    out.print(summary_table(finals))
    if refine:
        for s in report.samples:
            if len(s.attempts) > 1:
                out.print(f"sample_{s.index}: " + " -> ".join(f"round {a.round} {a.result.verdict}" for a in s.attempts),
                          highlight=False)
    safe = sum(res.verdict == SAFE for res in finals)
    out.print(f"{safe}/{len(finals)} programs satisfy every spec", highlight=False)
    raise typer.Exit(0 if safe else 1)


def _task_sampling(robot: str, spec, tasks: Path, llm: str, model, adapter, base_url, completions: bool,
                   n: int, temperature: float, max_tokens: int, seed: int):
    """What dataset build and evaluate both need: robot, specs, tasks, model backend, sampling config."""
    from safe_codegen.generate.models.base import SampleConfig, load_model
    from safe_codegen.generate.prompts import load_tasks
    if n < 1 or max_tokens < 1:
        raise InputError("-n and --max-tokens must be positive")
    r = load_robot(robot)
    specs = robot_specs(r, spec)
    task_list = load_tasks(tasks)
    backend = load_model(llm, model, adapter, base_url, completions)
    return r, specs, task_list, backend, SampleConfig(n=n, temperature=temperature, max_new_tokens=max_tokens, seed=seed)


def _task_bar() -> Progress:
    return Progress(TextColumn("tasks"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err)


dataset_app = typer.Typer(no_args_is_help=True, help="Supervised fine-tuning datasets of verified programs.")
app.add_typer(dataset_app, name="dataset")


@dataset_app.command("build")
def dataset_build(
    robot: str = typer.Option(..., "--robot", "-r"),
    tasks: Path = typer.Option(..., "--tasks", help="Task file (data/tasks/*.yaml)."),
    n: int = typer.Option(8, "-n", help="Programs sampled per task."),
    out_dir: Path = typer.Option(..., "--out"),
    llm: str = LLM,
    model: Optional[str] = MODEL,
    adapter: Optional[Path] = ADAPTER,
    base_url: Optional[str] = BASE_URL,
    completions: bool = COMPLETIONS,
    temperature: float = TEMPERATURE,
    max_tokens: int = MAX_TOKENS,
    seed: int = SEED,
    spec: Optional[list[str]] = SPECS_OPT,
) -> None:
    """Sample N programs per task and keep those satisfying every spec (resumable)."""
    from safe_codegen.train.dataset import build_dataset
    try:
        r, specs, task_list, backend, cfg = _task_sampling(robot, spec, tasks, llm, model, adapter, base_url,
                                                           completions, n, temperature, max_tokens, seed)
        with NuSMVPool(_workers(None)) as pool, _task_bar() as bar:
            job = bar.add_task("dataset", total=len(task_list))
            stats = build_dataset(backend, r, specs, task_list, cfg, out_dir, pool,
                                  progress=lambda k: bar.advance(job, k))
    except InputError as exc:
        _fail(str(exc))
    out.print(json.dumps(stats, indent=1), highlight=False)
    out.print(f"wrote {out_dir}/train.jsonl, {out_dir}/hf and {out_dir}/stats.json", highlight=False)


@app.command()
def finetune(
    data: Path = typer.Option(..., "--data", help="A `dataset build` directory, or a JSONL of prompt/completion rows."),
    base: str = typer.Option("local", "--base", help="'local' (the bundled model) or a model directory."),
    out_dir: Optional[Path] = typer.Option(None, "--out", help="The run directory (adapter, config, metrics, checkpoints)."),
    config: Path = typer.Option(None, "--config", help="Training YAML (default training/lora.yaml)."),
    max_steps: Optional[int] = typer.Option(None, "--max-steps", help="Stop after this many optimizer steps."),
    export_openai: Optional[Path] = typer.Option(None, "--export-openai",
                                                 help="Write the OpenAI chat fine-tuning JSONL here instead of training."),
) -> None:
    """LoRA fine-tuning on verified programs (resumes an interrupted run in the same --out)."""
    from dataclasses import replace

    from safe_codegen.train.finetune import DEFAULT_CONFIG, finetune as run_finetune, load_config
    try:
        if export_openai is not None:
            from safe_codegen.train.openai_export import export_openai as export
            count = export(data, export_openai)
            out.print(f"wrote {export_openai}: {count} chat examples (format checked)", highlight=False)
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
        metrics = run_finetune(data, base_dir, out_dir, cfg, console=err)
    except InputError as exc:
        _fail(str(exc))
    resumed = f", resumed at step {metrics['resumed_from_step']}" if metrics["resumed_from_step"] is not None else ""
    out.print(f"{metrics['examples']} examples, {metrics['global_step']} steps{resumed}, train loss "
              f"{metrics['train_loss']:.4f}, {metrics['tokens_per_s']:.0f} tokens/s; adapter in {out_dir}/adapter",
              highlight=False)


@app.command()
def evaluate(
    robot: Optional[str] = typer.Option(None, "--robot", "-r"),
    tasks: Optional[Path] = typer.Option(None, "--tasks", help="Task file (data/tasks/*.yaml); none: only "
                                                               "tabulate and draw the --compare runs."),
    n: int = typer.Option(8, "-n", help="Programs sampled per task."),
    label: Optional[str] = typer.Option(None, "--label", help="The run's name in reports and plots."),
    json_out: Optional[Path] = typer.Option(None, "--out", help="Write the run's JSON here."),
    plot: Optional[Path] = typer.Option(None, "--plot", help="Draw a PNG bar chart of this run and --compare runs."),
    compare: Optional[list[Path]] = typer.Option(None, "--compare", help="Earlier evaluate JSON to draw beside it."),
    llm: str = LLM,
    model: Optional[str] = MODEL,
    adapter: Optional[Path] = ADAPTER,
    base_url: Optional[str] = BASE_URL,
    completions: bool = COMPLETIONS,
    temperature: float = TEMPERATURE,
    max_tokens: int = MAX_TOKENS,
    seed: int = SEED,
    spec: Optional[list[str]] = SPECS_OPT,
) -> None:
    """Fraction of sampled programs satisfying each spec, with 95% Wilson intervals."""
    from safe_codegen.train.evaluate import compliance_chart, evaluate as run_evaluation
    from safe_codegen.cli.report import compliance_table
    try:
        earlier = [_evaluation(p) for p in compare or []]
        if tasks is None or robot is None:
            if tasks is not None or robot is not None or not earlier:
                raise InputError("give --robot and --tasks to evaluate a model, or only --compare runs to draw them")
            if plot:
                compliance_chart(earlier, plot)
            out.print(compliance_table(earlier))
            return
        r, specs, task_list, backend, cfg = _task_sampling(robot, spec, tasks, llm, model, adapter, base_url,
                                                           completions, n, temperature, max_tokens, seed)
        with NuSMVPool(_workers(None)) as pool, _task_bar() as bar:
            job = bar.add_task("evaluate", total=len(task_list))
            run = run_evaluation(backend, r, specs, task_list, cfg, pool, label or f"{backend.name} on {tasks.stem}",
                                 progress=lambda k: bar.advance(job, k))
        run["tasks_file"] = str(tasks)
    except InputError as exc:
        _fail(str(exc))
    if json_out:
        write_text(json_out, json.dumps(run, indent=1) + "\n")
    if plot:
        compliance_chart(earlier + [run], plot)
    out.print(compliance_table(earlier + [run]))


def _evaluation(path: Path) -> dict:
    """An earlier `evaluate --out` file."""
    try:
        run = json.loads(path.read_text())
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}:1: not an evaluate JSON file: {exc}") from None
    if not isinstance(run, dict) or not {"label", "rates", "unverifiable", "samples"} <= set(run):
        raise InputError(f"{path}:1: not an evaluate JSON file (no label/rates/unverifiable/samples)")
    return run


def _plan_entry(name: str, plan_file: Path, robot, specs, library: Path | None):
    """A plan item: a library entry, or a .py file (relative to the plan) verified on the spot."""
    from safe_codegen.compose import library as lib
    if not name.endswith(".py"):
        return lib.load(lib.library_dir(library), robot.name, name)
    path = (plan_file.parent / name) if not Path(name).is_absolute() else Path(name)
    prep = prepare(read_program(path), robot, specs, str(path))
    if prep.fsa is None:
        raise InputError(f"{path}:{prep.error.line}: plan item is unverifiable: {prep.error.reason}")
    return lib.Entry(name, robot.name, prep.source, prep.fsa, [], {}, path)


# --- ROS 2: simulated robots and running verified programs and plans (issue 6) ---
@app.command("sim")
def sim_cmd(
    robot: str = typer.Argument(..., help="jackal | spot | jackal-indoor (or a robot file with a ros: map)."),
    scenario: Optional[str] = typer.Option(None, "--scenario", help="Scenario name or file (default data/scenarios/ROBOT.yaml)."),
    duration: float = typer.Option(0.0, "--duration", help="Seconds to run (0: until Ctrl-C or SIGTERM)."),
    rate: float = typer.Option(50.0, "--rate", help="Sensor and odometry messages per second."),
    log: Optional[Path] = typer.Option(None, "--log", help="Write the received commands as JSONL at the end."),
    transport: str = typer.Option("auto", "--transport", help="auto (rclpy if importable) | dds | rclpy"),
) -> None:
    """A simulated robot on the robot file's ROS 2 topics, with a scripted scenario."""
    from safe_codegen.bridge.rosmap import load_ros_map
    from safe_codegen.bridge.sim import Sim, load_scenario, run_sim
    from safe_codegen.bridge.transport.base import open_transport
    try:
        if duration < 0 or rate <= 0:
            raise InputError("--duration must not be negative and --rate must be positive")
        r = load_robot(robot)
        rosmap = load_ros_map(r)
        sc = load_scenario(scenario or r.name, r)
        bus = open_transport(transport, f"safe_codegen_sim_{r.name.replace('-', '_')}")
    except InputError as exc:
        _fail(str(exc))
    out.print(f"sim {r.name}: topics {', '.join(t.name for t in rosmap.topics())}", highlight=False)
    try:
        run_sim(Sim(r, rosmap, sc, bus, rate, out), duration or None, log)
    finally:
        bus.close()


@app.command("run")
def run_cmd(
    target: Path = typer.Argument(..., metavar="PROGRAM.py|PLAN.yaml"),
    robot: str = typer.Option(..., "--robot", "-r"),
    spec: Optional[list[str]] = typer.Option(None, "--spec", "-s", help="Specs to verify and shield (default: the robot's)."),
    transport: str = typer.Option("auto", "--transport", help="auto (rclpy if importable) | dds | rclpy"),
    bag: Optional[Path] = typer.Option(None, "--bag", help="Record commands, odometry and sensors as a rosbag2 here."),
    bag_storage: str = typer.Option("mcap", "--bag-storage", help="mcap | sqlite3"),
    log: Optional[Path] = typer.Option(None, "--log", help="Write every step as JSONL here."),
    allow_unverified: bool = typer.Option(False, "--allow-unverified", help="Run a program that is not verified safe "
                                          "(experiments only: the runtime shield is the only check)."),
    stale_timeout: float = typer.Option(0.5, "--stale-timeout", help="Stop when a sensor topic is silent this long (s)."),
    startup_timeout: float = typer.Option(10.0, "--startup-timeout", help="Wait this long for the first readings (s)."),
    rate: Optional[float] = typer.Option(None, "--rate", help="Steps per second at most (default: the robot file's)."),
    time_scale: float = typer.Option(1.0, "--time-scale", help="The program's clock runs this many times faster (sims)."),
    cpu_limit: float = typer.Option(60.0, "--cpu-limit", help="CPU seconds the program's process may use."),
    memory_limit: int = typer.Option(512, "--memory-limit", help="Address space of the program's process (MiB)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print only blocked steps and events."),
    library: Optional[Path] = LIBRARY,
) -> None:
    """Verify, then run a program or sequential plan on a robot over ROS 2 with the runtime shield.
    Exit 0 finished, 1 refused (not verified safe), 2 bad input, 4 fail-safe halt, 130/143 interrupted."""
    from safe_codegen.bridge.api import BridgeConfig
    from safe_codegen.compose.emit import emit_program
    from safe_codegen.errors import Unverifiable
    from safe_codegen.compose.plan import load_plan
    from safe_codegen.cli.report import print_report
    from safe_codegen.bridge.rosmap import load_ros_map
    from safe_codegen.bridge.execute import RunOptions, execute, refusal, warn_unverified
    from safe_codegen.sandbox.runner import Limits
    from safe_codegen.bridge.transport.base import choose
    try:
        if min(stale_timeout, startup_timeout, time_scale, rate or 1, cpu_limit, memory_limit) <= 0:
            raise InputError("--stale-timeout, --startup-timeout, --time-scale, --rate, --cpu-limit and "
                             "--memory-limit must be positive")
        choose(transport)
        r = load_robot(robot)
        specs = robot_specs(r, spec)
        load_ros_map(r)
        if target.suffix in (".yaml", ".yml"):
            plan = load_plan(target)
            if plan.robot and plan.robot != r.name:
                raise InputError(f"{target}: the plan is for robot '{plan.robot}', not '{r.name}'")
            lib = {n: _plan_entry(n, target, r, specs, library) for n in dict.fromkeys(plan.names)}
            name, source = f"{target}.emitted.py", emit_program(plan, lib)
        else:
            name, source = str(target), read_program(target)
        with NuSMVPool(1) as pool:
            result = verify_sources([(name, source)], r, specs, pool)[0]
        if result.verdict != SAFE:
            print_report(err, [result], {name: source})
            if not allow_unverified:
                err.print(refusal(result.verdict, name), highlight=False, markup=False, soft_wrap=True)
                raise typer.Exit(1)
            warn_unverified(err, name, result.verdict)
        options = RunOptions(transport, bag, bag_storage, log, quiet=quiet, config=BridgeConfig(
            stale_timeout=stale_timeout, startup_timeout=startup_timeout, rate=rate, time_scale=time_scale),
            limits=Limits(cpu_seconds=cpu_limit, memory_bytes=memory_limit * 2**20))
        code = execute(name, source, r, specs, options, out)
    except InputError as exc:
        _fail(str(exc))
    except Unverifiable as exc:
        err.print(f"refusing to run {name}: line {exc.line}: {exc.reason} (fails the static sandbox checks)",
                  highlight=False, markup=False, soft_wrap=True)
        raise typer.Exit(1)
    raise typer.Exit(code)


# --- certify: probabilistic model checking of the code model (issue 7) ---
@app.command()
def certify(
    robot: str = typer.Option(..., "--robot", "-r"),
    tasks: Path = typer.Option(..., "--tasks", help="Task file (data/tasks/*.yaml)."),
    task: Optional[list[str]] = typer.Option(None, "--task", "-t", help="Only these tasks (repeatable)."),
    out_dir: Path = typer.Option(..., "--out", help="Writes certify.json, coverage.png and the PRISM files here."),
    temperature: Optional[list[float]] = typer.Option(None, "--temperature", help="Repeatable (a sweep); default 1.0."),
    tau: float = typer.Option(0.005, "--tau", help="Successor threshold on conditional probability."),
    rho: float = typer.Option(1e-4, "--rho", help="Paths below this probability go to low_prob."),
    max_depth: int = typer.Option(400, "--max-depth", help="Tokens; deeper unfinished paths are truncated."),
    batch: int = typer.Option(64, "--batch", help="Frontier states per model call."),
    max_states: Optional[int] = typer.Option(None, "--max-states",
                                             help="State budget per extraction; the open rest is truncated."),
    order: str = typer.Option("breadth", "--order", help="breadth | best (most probable states first)."),
    refine_rounds: int = typer.Option(0, "--refine", help="CEGAR rounds."),
    refine_k: int = typer.Option(8, "--refine-k", help="Pruned (state, token) pairs re-expanded per round."),
    epsilon: float = typer.Option(0.01, "--epsilon", help="Stop refining once P(low_prob) is at most this."),
    pass_n: Optional[list[int]] = typer.Option(None, "--pass-at", help="N for closed-form pass@N (default 1 5 20)."),
    theta: float = typer.Option(0.5, "--theta", help="Threshold for the deployment statement."),
    compare: Optional[Path] = typer.Option(None, "--compare", help="An evaluate JSON: sampled pass@N beside it."),
    model: Optional[str] = MODEL,
    adapter: Optional[Path] = ADAPTER,
    spec: Optional[list[str]] = SPECS_OPT,
) -> None:
    """Certified intervals on the probability that the local model writes a program satisfying each
    spec (DTMC extraction + Storm), coverage over the tasks, CEGAR refinement, pass@N."""
    from dataclasses import replace as _replace

    from safe_codegen.certify.certifier import certify_tasks, coverage_plot
    from safe_codegen.certify.extract import ORDERS, ExtractConfig
    from safe_codegen.generate.models.local import LocalModel
    from safe_codegen.generate.prompts import load_tasks
    try:
        temps = temperature or [1.0]
        if not 0 <= tau < 1 or not 0 <= rho < 1 or max_depth < 1 or batch < 1 or refine_rounds < 0 \
                or refine_k < 1 or min(temps) <= 0 or not 0 <= theta <= 1 or min(pass_n or [1]) < 1 \
                or (max_states is not None and max_states < 1):
            raise InputError("--tau/--rho must be in [0, 1), --temperature positive, --max-depth/--batch/"
                             "--max-states/--refine-k/--pass-at positive, --refine not negative, --theta in [0, 1]")
        if order not in ORDERS:
            raise InputError(f"--order must be {' or '.join(ORDERS)}, not {order!r}")
        sampled = _evaluation(compare) if compare else None
        r = load_robot(robot)
        specs = robot_specs(r, spec)
        task_list = load_tasks(tasks)
        if task:
            unknown = sorted(set(task) - {t.name for t in task_list})
            if unknown:
                raise InputError(f"{tasks}:1: no task named {', '.join(unknown)}")
            task_list = [t for t in task_list if t.name in task]
        backend = LocalModel(Path(model) if model else None, adapter)
        cfg = _replace(ExtractConfig(), tau=tau, rho=rho, max_depth=max_depth, batch=batch, max_states=max_states,
                       order=order)
        with NuSMVPool(_workers(None)) as pool, Progress(
                TextColumn("states expanded"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                console=err) as bar:
            job = bar.add_task("certify", total=None)
            report = certify_tasks(backend, r, specs, task_list, temps, cfg, pool, out_dir, refine_rounds,
                                   refine_k, epsilon, tuple(pass_n or (1, 5, 20)), theta, sampled,
                                   progress=lambda k: bar.advance(job, k))
    except InputError as exc:
        _fail(str(exc))
    write_text(out_dir / "certify.json", json.dumps(report, indent=1) + "\n")
    coverage_plot({f"{sp} T={t}": report["envelope"][t][sp]["coverage"] for t in report["envelope"]
                   for sp in report["specs"]}, out_dir / "coverage.png")
    for run in report["runs"]:
        last = run["rounds"][-1]
        out.print(f"{run['task']} T={run['temperature']:g}: {last['states']} states, {last['seconds']:.1f} s "
                  f"({last['states_per_s']} states/s), low_prob {last['outcomes']['low_prob']:.4f}", highlight=False)
        for sp, iv in run["final"].items():
            extra = f", violation found {iv['violation_found']:.4f}" if "violation_found" in iv else ""
            out.print(f"  {sp}: P(sat) in [{iv['lower']:.4f}, {iv['upper']:.4f}]{extra}", highlight=False)
    for t, per_spec in report["envelope"].items():
        for sp, entry in per_spec.items():
            out.print(f"T={t}: {entry['statement']}", highlight=False)
    out.print(report["note"], highlight=False)
    out.print(f"wrote {out_dir}/certify.json and {out_dir}/coverage.png", highlight=False)


def main() -> None:
    app()
