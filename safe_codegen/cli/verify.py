"""`verify`, `robots`, `specs`: check programs, list robots, check spec files."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Optional

import typer

from safe_codegen.cli.options import ENGINE, JSON, ROBOT, SPECS, WORKERS, checker, engine_name, err, input_errors, \
    out, workers
from safe_codegen.cli.options import quiet as quiet_flag, table as new_table
from safe_codegen.errors import InputError

if TYPE_CHECKING:
    from safe_codegen.verify.engine import Engine

EXIT = {"safe": 0, "unsafe": 1, "unverifiable": 3}
BATCH = 8  # programs per engine batch (verify_sources)


def register(app: typer.Typer) -> None:
    app.command()(verify)
    app.command()(robots)
    app.command()(specs)


SKIPPED = frozenset({"__pycache__", "node_modules", "site-packages"})  # besides hidden folders and virtual envs


def skipped(folder: Path) -> bool:
    """A folder a directory walk does not enter (as ruff and pytest): hidden (`.git`, `.venv`), a
    virtual environment (it holds pyvenv.cfg, whatever its name), or a cache or package folder."""
    return folder.name.startswith(".") or folder.name in SKIPPED or (folder / "pyvenv.cfg").exists()


def walk(root: Path) -> list[Path]:
    """The .py files under `root`, sorted, without entering skipped folders (`root` itself is never skipped)."""
    found: list[Path] = []
    for here, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if not skipped(Path(here) / d)]
        found += [Path(here) / n for n in names if n.endswith(".py") and (Path(here) / n).is_file()]
    return sorted(found)


def program_files(paths: list[Path]) -> list[Path]:
    """The files named, with directories expanded to their .py files (hidden folders and virtual
    environments inside them are not entered; name one to verify it)."""
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            found = walk(p)
            if not found:
                raise InputError(f"{p}: no .py files in this directory (hidden folders and virtual "
                                 f"environments are skipped: name one to verify it)")
            files += found
        elif p.exists():
            files.append(p)
        else:
            raise InputError(f"{p}: no such file or directory")
    return files


def read_programs(files: list[Path]) -> tuple[dict[str, str], dict[str, str]]:
    """The programs' sources, and why each unreadable one (too large, not UTF-8, not a regular file)
    could not be read: in a batch that program is unverifiable and the others go on; a single
    program that cannot be read is bad input (InputError, exit 2)."""
    from safe_codegen.verify.program import read_program
    sources, unread = {}, {}
    for f in files:
        try:
            sources[str(f)] = read_program(f)
        except InputError as exc:
            if len(files) == 1:
                raise
            unread[str(f)] = f"cannot read the file: {str(exc).removeprefix(f'{f}: ')}"
    return sources, unread


def open_checker(engine: str | None, n_workers: int, programs: int) -> Engine:
    """The engine for `programs` programs. NuSMV's process starts first, so pynusmv loads while the programs
    are translated: a forked child for one batch (the one forked at start-up, if any), else a pool of workers."""
    chosen = engine_name(engine)
    if chosen == "nusmv":
        from safe_codegen.verify.engine import NuSMVEngine
        from safe_codegen.verify.forked import ForkedNuSMV, take_early
        early = take_early()
        if programs <= BATCH:
            return NuSMVEngine(early or ForkedNuSMV())
        if early:
            early.close()
    opened = checker(chosen, n_workers)
    opened.warm()
    return opened


def verify_files(files: list[Path], robot_name: str, spec_names: list[str] | None, n_workers: int,
                 quiet: bool, engine: str | None = None) -> tuple[list, dict[str, str]]:
    """Verify program files with the engine named (default: nusmv where installed, else explicit)."""
    with open_checker(engine, n_workers, len(files)) as pool:
        from safe_codegen.robot import load_robot
        from safe_codegen.spec import robot_specs
        from safe_codegen.verify.verifier import UNVERIFIABLE, Result, verify_sources
        robot = load_robot(robot_name)
        specs = robot_specs(robot, spec_names)
        sources, unread = read_programs(files)
        if quiet or quiet_flag() or len(files) <= BATCH:
            done = verify_sources(list(sources.items()), robot, specs, pool)
        else:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
            with Progress(TextColumn("verifying"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                          console=err(), transient=True) as bar:
                task = bar.add_task("verify", total=len(sources))
                done = verify_sources(list(sources.items()), robot, specs, pool,
                                      progress=lambda k: bar.advance(task, k))
    verified = {r.program: r for r in done}
    results = [verified[str(f)] if str(f) in verified else
               Result(str(f), robot.name, UNVERIFIABLE, unread[str(f)], 1) for f in files]
    return results, sources


def exit_code(results: list) -> int:
    """3 if a program is unverifiable, else 1 if one is unsafe, else 0."""
    verdicts = {r.verdict for r in results}
    return 3 if "unverifiable" in verdicts else 1 if "unsafe" in verdicts else 0


def summary(results: list) -> dict:
    """Counts per verdict and per reason (violated specs, or why a program is unverifiable)."""
    verdicts = {v: 0 for v in EXIT}
    reasons: dict[str, int] = {}
    for r in results:
        verdicts[r.verdict] += 1
        if r.verdict == "unsafe":
            why = "violates " + ", ".join(s.name for s in r.specs if not s.holds)
        else:
            why = r.reason
        if why:
            reasons[f"{r.verdict}: {why}"] = reasons.get(f"{r.verdict}: {why}", 0) + 1
    return {"programs": len(results), "verdicts": verdicts,
            "reasons": dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])))}


def draw(path: Path, source: str, robot_name: str, spec_names, fsa_file: Path | None,
         product_file: Path | None, result=None) -> None:
    """Draw a program's automaton and/or its product with the transition system, marked with the
    verdict and the counterexample path of `result` (the program's verification result)."""
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.verify.dot import fsa_dot, product_dot, write_drawing
    from safe_codegen.verify.product import build_product
    from safe_codegen.verify.verifier import prepare
    robot = load_robot(robot_name)
    prep = prepare(source, robot, robot_specs(robot, spec_names), str(path))
    if prep.fsa is None:
        raise InputError(f"{path}: cannot draw an unverifiable program (line {prep.error.line}: {prep.error.reason})")
    if fsa_file:
        write_drawing(fsa_dot(prep.fsa, f"{path.name} on {robot.name}", result), fsa_file)
    if product_file:
        write_drawing(product_dot(build_product(prep.fsa), f"{path.name} on {robot.name}", result), product_file)


@input_errors
def verify(
    paths: list[Path] = typer.Argument(..., help="Program files or directories of .py files."),
    robot: str = ROBOT,
    spec: Optional[list[str]] = SPECS,
    json_out: bool = typer.Option(False, "--json", help="Print one JSON object per program (with --summary: "
                                                        "one object of counts)."),
    summary_only: bool = typer.Option(False, "--summary", help="Counts per verdict and per reason instead of "
                                                               "one row per program (big batches)."),
    draw_fsa: Optional[Path] = typer.Option(None, "--draw", help="Draw the program's FSA (.dot/.png/.svg/.pdf)."),
    draw_product: Optional[Path] = typer.Option(None, "--draw-product", help="Draw the product A x TS."),
    n_workers: Optional[int] = WORKERS,
    engine: Optional[str] = ENGINE,
) -> None:
    """Verify programs. Exit 0: all safe; 1: a spec is violated; 3: a program is unverifiable; 2: bad input."""
    files = program_files(paths)
    if (draw_fsa or draw_product) and len(files) != 1:
        raise InputError("--draw/--draw-product need exactly one program")
    results, sources = verify_files(files, robot, spec, workers(n_workers), quiet=json_out or summary_only,
                                    engine=engine)
    if draw_fsa or draw_product:
        draw(files[0], sources[str(files[0])], robot, spec, draw_fsa, draw_product, results[0])
    if summary_only:
        counts = summary(results)
        if json_out:
            sys.stdout.write(json.dumps(counts) + "\n")
        else:
            print_summary(counts)
    elif json_out:
        sys.stdout.write("".join(json.dumps(r.to_json()) + "\n" for r in results))
    else:
        from safe_codegen.cli.report import print_report
        print_report(results, sources)
    raise typer.Exit(exit_code(results))


def print_summary(counts: dict) -> None:
    """The --summary table: one row per verdict, then one per reason."""
    table = new_table()
    table.add_column("verdict / reason", overflow="fold")
    table.add_column("programs", justify="right")
    for verdict, n in counts["verdicts"].items():
        table.add_row(verdict, str(n))
    for reason, n in counts["reasons"].items():
        table.add_row(f"  {reason}", str(n))
    out().print(table)
    out().print(f"{counts['programs']} program(s)", highlight=False)


@input_errors
def robots(robot: Optional[str] = typer.Option(None, "--robot", "-r", help="Only this robot (name or file)."),
           api: bool = typer.Option(False, "--api", help="The functions a program may call: signatures, what each "
                                                         "senses or does, argument limits, allowed modules."),
           json_out: bool = JSON) -> None:
    """List the robots and their propositions (with --api: the functions a program may call)."""
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import default_spec_names
    from safe_codegen.utils.paths import available
    found = [load_robot(robot if robot else str(path)) for path in ([robot] if robot else
                                                                                 available("robots").values())]
    if json_out:
        sys.stdout.write("".join(json.dumps({"name": r.name, "path": str(r.path), "sensors": list(r.env_props),
                                             "actions": list(r.action_props), "specs": default_spec_names(r)}
                                            | ({"argument_propositions":
                                                    {a.name: a.text() for a in r.argument_propositions}}
                                               if r.argument_propositions else {})
                                            | ({"api": api_json(r)} if api else {})) + "\n" for r in found))
        return
    for r in found:
        arguments = "".join(f"; {a.name}: {a.text()}" for a in r.argument_propositions)
        out().print(f"{r.name}: sensors {', '.join(r.env_props)}; actions {', '.join(r.action_props)}{arguments}; "
                    f"specs {', '.join(default_spec_names(r))}", highlight=False, markup=False)
        if api:
            out().print("".join(f"  {line}\n" for line in api_lines(r)).rstrip("\n") + "\n", highlight=False,
                        markup=False)


def signature(fn) -> str:
    """`name(a, b=...)`: the parameters a call must give, then those it may."""
    return f"{fn.name}({', '.join(p if i < fn.required else f'{p}=...' for i, p in enumerate(fn.params))})"


def api_json(r) -> list[dict]:
    """The robot's functions as JSON: name, kind, signature, proposition(s), argument limits, doc."""
    return [{"name": fn.name, "kind": fn.kind, "signature": signature(fn), "proposition": fn.proposition,
             "by_argument": dict(fn.by_argument), "limits": {p: lim.text() for p, lim in fn_limits(fn).items()},
             "doc": fn_doc(r, fn)} for fn in r.functions.values()]


def api_lines(r) -> list[str]:
    """The functions a program may call on robot `r`, one line each, then the modules it may import."""
    lines = []
    for fn in r.functions.values():
        does = {"sensor": f"senses {fn.proposition or ', '.join(f'{a} -> {p}' for a, p in fn.by_argument.items())}",
                "action": f"action, proposition {fn.proposition}", "query": "query (data, no proposition)"}[fn.kind]
        limits = "; ".join(f"{p}: {lim.text()}" for p, lim in fn_limits(fn).items())
        doc = fn_doc(r, fn)
        lines.append(f"{signature(fn)}  — {does}" + (f"; limits {limits}" if limits else "") +
                     (f"; {doc}" if doc else ""))
    whole = {m for m, a in (r.raw.get("modules") or {}).items() if a == "*"}
    modules = ", ".join(f"{m} ({'its numbers and functions' if m in whole else ', '.join(sorted(a))})"
                        for m, a in r.modules.items())
    return lines + [f"modules: {modules or 'none'}"]


def fn_limits(fn) -> dict:
    """The function's argument limits (robots/*.yaml `limits:`), if the robot file gives any."""
    return getattr(fn, "limits", None) or {}


def fn_doc(r, fn) -> str | None:
    """The `doc:` text of the function in the robot file, if any."""
    section = r.raw.get(f"{fn.kind}s") or {}
    entry = section.get(fn.name) if isinstance(section, dict) else None
    return " ".join(str(entry["doc"]).split()) if isinstance(entry, dict) and entry.get("doc") else None


@input_errors
def specs(robot: str = ROBOT, spec: Optional[list[str]] = SPECS, json_out: bool = JSON) -> None:
    """Check spec files against a robot (propositions, safety) and print them (default: every spec for it)."""
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import load_spec, spec_robots
    from safe_codegen.utils.paths import available
    r = load_robot(robot)
    names = spec or [name for name, p in available("specs").items() if r.name in (spec_robots(p) or [r.name])]
    loaded = [load_spec(name, r) for name in names]
    for s in loaded:
        if json_out:
            sys.stdout.write(json.dumps({"name": s.name, "formula": s.formula}) + "\n")
        else:
            out().print(f"{s.name}: {s.formula}", highlight=False)
