"""`library add|list|show|remove` and `compose`: verified subprograms and plans built from them."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import ENGINE, JSON, LIBRARY, ROBOT, SPECS, checker, err, input_errors, out
from safe_codegen.errors import InputError

library_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                          help="The library of verified subprograms (default $SAFE_CODEGEN_LIBRARY or "
                               "~/.local/share/safe-codegen/library).")


def register(app: typer.Typer) -> None:
    app.add_typer(library_app, name="library")
    app.command()(compose)


@library_app.command("add")
@input_errors
def library_add(
    programs: list[Path] = typer.Argument(..., help="The subprograms' source files."),
    robot: str = ROBOT,
    name: Optional[str] = typer.Option(None, "--name", help="Entry name (default: the file's stem; one file only)."),
    description: str = typer.Option("", "--description", help="What it does, in words (shown to a model that "
                                                              "plans with the library; one file only)."),
    spec: Optional[list[str]] = SPECS,
    library: Optional[Path] = LIBRARY,
    engine: Optional[str] = ENGINE,
) -> None:
    """Verify subprograms and store each safe one with its FSA and monitor summaries. Exit 1 if one is not safe."""
    from safe_codegen.cli.report import print_report
    from safe_codegen.cli.verify import EXIT
    from safe_codegen.compose import library as lib
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.verify.program import read_program
    if (name or description) and len(programs) > 1:
        raise InputError("--name and --description describe one program; give one file or leave them out")
    r = load_robot(robot)
    specs = robot_specs(r, spec)
    sources = {p: read_program(p) for p in programs}
    code = 0
    with checker(engine, 1) as pool:
        for program, source in sources.items():
            res, entry = lib.add_verified(lib.library_dir(library), r, name or program.stem, source, specs, pool,
                                          str(program), description)
            if entry is None:
                print_report([res], {str(program): source}, stderr=True)
                err().print(f"not added: {program} is {res.verdict}", highlight=False)
                code = max(code, EXIT[res.verdict])
            else:
                out().print(f"added {entry.name} to {entry.path} (safe for {', '.join(s.name for s in specs)})",
                            highlight=False)
    raise typer.Exit(code)


@library_app.command("list")
@input_errors
def library_list(robot: str = ROBOT, library: Optional[Path] = LIBRARY, json_out: bool = JSON) -> None:
    """List a robot's subprograms (each checked against its source first)."""
    from safe_codegen.compose import library as lib
    from safe_codegen.robot import load_robot
    root = lib.library_dir(library)
    r = load_robot(robot)
    found = lib.entries(root, r)
    if json_out:
        sys.stdout.write("".join(json.dumps({"name": e.name, "path": str(e.path), "points": len(e.fsa.points),
                                             "specs": [s["name"] for s in e.specs]}) + "\n" for e in found))
        return
    if not found:
        out().print(f"no subprograms for {r.name} in {root}", highlight=False, markup=False)
    for e in found:
        out().print(f"{e.name}: {len(e.fsa.points)} points, verified for {', '.join(s['name'] for s in e.specs)}",
                    highlight=False)


@library_app.command("show")
@input_errors
def library_show(name: str = typer.Argument(..., help="The subprogram's name."), robot: str = ROBOT,
                 library: Optional[Path] = LIBRARY, json_out: bool = JSON) -> None:
    """Show a subprogram: its source, specs and monitor summaries."""
    from safe_codegen.compose import library as lib
    from safe_codegen.robot import load_robot
    e = lib.load(lib.library_dir(library), load_robot(robot), name)
    if json_out:
        sys.stdout.write(json.dumps(lib.entry_json(e), indent=1) + "\n")
        return
    out().print(f"# {e.name} ({e.robot}), {e.path}" + (f"\n# {e.description}" if e.description else ""),
                highlight=False, markup=False)
    out().print(e.source, highlight=False, markup=False)
    for f, s in e.summaries.items():
        out().print(f"{f}: safe from monitor states {[m for m, ok in enumerate(s.safe_mid) if ok]}; "
                    f"exits {s.exit_seq}", highlight=False, markup=False)


@library_app.command("remove")
@input_errors
def library_remove(name: str = typer.Argument(..., help="The subprogram's name."), robot: str = ROBOT,
                   library: Optional[Path] = LIBRARY) -> None:
    """Remove a subprogram from the library."""
    from safe_codegen.compose import library as lib
    from safe_codegen.robot import load_robot
    lib.remove(lib.library_dir(library), load_robot(robot).name, name)
    out().print(f"removed {name}", highlight=False)


@input_errors
def compose(
    plan_file: Path = typer.Argument(..., metavar="PLAN.yaml", help="The plan: a sequence of subprograms."),
    robot: str = ROBOT,
    spec: Optional[list[str]] = SPECS,
    json_out: bool = JSON,
    monolithic: bool = typer.Option(False, "--monolithic", help="Also check the joint automaton with NuSMV."),
    emit: Optional[Path] = typer.Option(None, "--emit", help="Write the plan as one runnable program."),
    library: Optional[Path] = LIBRARY,
    engine: Optional[str] = ENGINE,
) -> None:
    """Check a plan of library subprograms (or .py files). Exit 0 safe, 1 unsafe, 2 bad input."""
    from safe_codegen.compose.checker import check_plan
    from safe_codegen.compose.emit import emit_program
    from safe_codegen.compose.plan import load_plan, plan_entries
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.utils.atomic import write_text
    r = load_robot(robot)
    specs = robot_specs(r, spec)
    plan = load_plan(plan_file)
    if plan.robot and plan.robot != r.name:
        raise InputError(f"{plan_file}: the plan is for robot '{plan.robot}', not '{r.name}'")
    lib = plan_entries(plan, plan_file, r, specs, library)
    with checker(engine, 1) as pool:
        result = check_plan(plan, lib, r.name, specs, pool, monolithic)
    if emit:
        write_text(emit, emit_program(plan, lib))
    if json_out:
        sys.stdout.write(json.dumps(result.to_json()) + "\n")
    else:
        from safe_codegen.cli.report import print_plan
        print_plan(out(), result)
    raise typer.Exit(0 if result.verdict == "safe" else 1)
