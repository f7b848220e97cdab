"""The `safe-codegen` command line."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from .atomic import write_text
from .dot import fsa_dot, product_dot, write_drawing
from .errors import InputError
from .nusmv import NuSMVPool
from .paths import DATA, ROBOTS, SPECS
from .product import build_product
from .program import read_program
from .robot import load_robot
from .spec import load_spec, robot_specs
from .verify import SAFE, UNSAFE, UNVERIFIABLE, Result, prepare, verify_sources

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Verify language-model robot programs against LTL safety specs with NuSMV.")
out = Console()
err = Console(stderr=True)

EXIT = {SAFE: 0, UNSAFE: 1, UNVERIFIABLE: 3}


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
        from .report import print_report
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
) -> None:
    """The main job on the embedded defaults: verify the bundled example programs and report."""
    try:
        everything: list[Result] = []
        for robot_dir in sorted((DATA / "examples").iterdir()):
            if not robot_dir.is_dir():
                continue
            files = [Path(os.path.relpath(f)) for f in sorted(robot_dir.glob("*.py"))]
            out.rule(f"robot {robot_dir.name}")
            results, sources = _run(files, robot_dir.name, None, _workers(workers), quiet=True)
            from .report import print_report
            print_report(out, results, sources)
            everything += results
            for f in files:
                drawing = out_dir / f"{robot_dir.name}-{f.stem}.{'png' if _has_dot() else 'dot'}"
                _draw(f, sources[str(f)], robot_dir.name, None, drawing, None)
        write_text(out_dir / "report.jsonl", "".join(json.dumps(r.to_json()) + "\n" for r in everything))
        out.print(f"wrote {out_dir}/report.jsonl and the program automata ({out_dir}/*.png)")
    except InputError as exc:
        _fail(str(exc))


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
    from .yamlfile import load_yaml
    data = load_yaml(path)
    return data.get("robots") if isinstance(data, dict) else None


def main() -> None:
    app()
