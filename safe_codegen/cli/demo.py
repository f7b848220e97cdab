"""`demo`: the main job on the bundled examples, plans and model (orchestration of the other commands' steps)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import ENGINE, WORKERS, checker, engine_name, input_errors, out, require, workers
from safe_codegen.errors import InputError


def register(app: typer.Typer) -> None:
    app.command()(demo)


def heading(title: str) -> None:
    """A section title (a plain line, so it never fills a non-terminal's width)."""
    out().print(f"== {title} ==", highlight=False, markup=False)


@input_errors
def demo(
    out_dir: Path = typer.Option(Path("out/demo"), "--out", help="Where to write the JSON report and drawings."),
    n_workers: Optional[int] = WORKERS,
    samples: int = typer.Option(4, "--samples", "-n", help="Programs the bundled model writes (0: skip generation)."),
    data: Optional[Path] = typer.Option(None, "--data", help="A folder with examples/ROBOT/*.py, plans/*.yaml and "
                                        "subprograms/jackal/*.py (default: the checkout's data/)."),
    engine: Optional[str] = ENGINE,
) -> None:
    """The main job on the embedded defaults: verify the bundled examples, compose the bundled
    plans from a library of verified subprograms, and generate and verify programs with the
    bundled local model."""
    from safe_codegen.utils.atomic import write_text
    root = demo_data(data)
    if samples:
        require("llm")  # the bundled model writes programs last: a missing extra is said before the rest runs
    engine = engine_name(engine)
    results = verify_examples(root, out_dir, workers(n_workers), engine)
    write_text(out_dir / "report.jsonl", "".join(json.dumps(r.to_json()) + "\n" for r in results))
    plans = compose_plans(root, out_dir, engine)
    write_text(out_dir / "plans.jsonl", "".join(json.dumps(p.to_json()) + "\n" for p in plans))
    if samples:
        generate_programs(out_dir / "generated", samples, engine=engine)
    out().print(f"wrote {out_dir}/report.jsonl, {out_dir}/plans.jsonl, {out_dir}/generated/ and the program "
                f"automata ({out_dir}/*.png)", highlight=False)


def demo_data(data: Path | None) -> Path:
    """The folder of the demo's programs and plans: `data`, or the source checkout's data/ (a wheel
    does not install them)."""
    from safe_codegen.utils.paths import DATA
    root = data or DATA
    missing = [d for d in ("examples", "plans", "subprograms/jackal") if not (root / d).is_dir()]
    if missing:
        where = f"{root}" if data else (f"the source checkout's data/ folder (not installed with the package: "
                                        f"{root}); run it from a checkout or give --data DIR")
        raise InputError(f"the demo needs {', '.join(d + '/' for d in missing)} in {where}")
    return root


def verify_examples(root: Path, out_dir: Path, n_workers: int, engine: str | None = None) -> list:
    """Verify the example programs of every robot (root/examples/ROBOT/*.py) and draw each program's automaton."""
    from safe_codegen.cli.report import print_report
    from safe_codegen.cli.verify import draw, verify_files
    everything = []
    suffix = "png" if shutil.which("dot") else "dot"
    for robot_dir in sorted(p for p in (root / "examples").iterdir() if p.is_dir()):
        files = [Path(os.path.relpath(f)) for f in sorted(robot_dir.glob("*.py"))]
        heading(f"robot {robot_dir.name}")
        results, sources = verify_files(files, robot_dir.name, None, n_workers, quiet=True, engine=engine)
        print_report(results, sources)
        everything += results
        for f, result in zip(files, results):
            draw(f, sources[str(f)], robot_dir.name, None, out_dir / f"{robot_dir.name}-{f.stem}.{suffix}", None,
                 result)
    return everything


def compose_plans(root: Path, out_dir: Path, engine: str | None = None) -> list:
    """Add the verified driving subprograms (root/subprograms/jackal) to a fresh library and check
    the plans (root/plans)."""
    from safe_codegen.cli.report import print_plan
    from safe_codegen.compose import library as lib
    from safe_codegen.compose.checker import check_plan
    from safe_codegen.compose.plan import load_plan
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    robot = load_robot("jackal")
    specs = robot_specs(robot, list(robot.specs) + ["stop-hold"])
    library = out_dir / "library"
    heading("composition: library of verified subprograms, plans")
    entries = {}
    plans = []
    with checker(engine, 1) as pool:
        for f in sorted((root / "subprograms/jackal").glob("*.py")):
            _, entry = lib.add_verified(library, robot, f.stem, f.read_text(), specs, pool, str(f))
            if entry is not None:
                entries[f.stem] = entry
        out().print(f"library {library}: {', '.join(entries)}", highlight=False)
        for plan_file in sorted((root / "plans").glob("*.yaml")):
            plan = load_plan(Path(os.path.relpath(plan_file)))
            plans.append(check_plan(plan, entries, robot.name, specs, pool, monolithic=True))
            print_plan(out(), plans[-1])
    return plans


def generate_programs(out_dir: Path, n: int, model=None, engine: str | None = None) -> None:
    """The bundled model writes programs for a jackal test task; each is verified and task-checked
    in the task simulator. The best one that is safe and does its task is written to best.py, for
    scripts/demo.sh to run on the simulated robot; when none is, the demo says so. `model`: what
    `generate` uses by default (the bundled model with its shipped adapter, constrained decoding)."""
    from safe_codegen.cli.progress import loading, sampling_progress
    from safe_codegen.cli.report import summary_table
    from safe_codegen.generate.models import load_model
    from safe_codegen.generate.models.base import SampleConfig
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.generate.refine import generate as run_generation, task_line
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.utils.atomic import write_text
    robot = load_robot("jackal")
    task = load_tasks("jackal-test")[0]
    heading(f"generation: bundled Gemma 3 270M with its adapter writes {n} programs for '{task.name}' "
            f"({task.task})")
    if model is None:
        with loading("the bundled model with its adapter"):
            model = load_model("local")
    with checker(engine, workers(None)) as pool, sampling_progress("generate", n, "verified and task-checked") as done:
        report = run_generation(model, robot, robot_specs(robot), task, SampleConfig(n=n, seed=0), pool, progress=done)
    (out_dir / "best.py").unlink(missing_ok=True)
    for s in report.samples:
        s.final.result.program = f"{task.name}_{s.index}"
        write_text(out_dir / f"{task.name}_{s.index}.py", s.final.code)
    write_text(out_dir / "report.json", json.dumps(report.to_json(), indent=1) + "\n")
    out().print(summary_table([s.final.result for s in report.samples]))
    for s in report.ranked():
        out().print(f"{task.name}_{s.index}: {task_line(s.final.check, True)}", highlight=False)
    best = report.ranked()[0] if report.samples else None
    if best is not None and best.final.check.success:
        write_text(out_dir / "best.py", best.final.code)
        out().print(f"best: {task.name}_{best.index} is safe and does its task in every scenario; "
                    f"written to {out_dir / 'best.py'}", highlight=False)
    else:
        out().print(f"none of the {n} generated programs is safe and does its task, so none will run "
                    f"on the robot", highlight=False)
