"""`check`: verify programs and check that they do their task in the virtual-time task simulator."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import JSON, ROBOT, SPECS, WORKERS, input_errors, out, workers

def register(app: typer.Typer) -> None:
    app.command()(check)


def exit_code(results: list) -> int:
    """3 if a program is unverifiable, else 1 if one is unsafe, else 4 if one fails its task, else 0."""
    verdicts = {r.verdict for r in results}
    return 3 if "unverifiable" in verdicts else 1 if "unsafe" in verdicts else 0 if all(
        r.success for r in results) else 4


@input_errors
def check(
    paths: list[Path] = typer.Argument(..., help="Program files or directories of .py files."),
    robot: str = ROBOT,
    task: Optional[str] = typer.Option(None, "--task", "-t", help="The task's name (default: each program's "
                                                                  "function name)."),
    tasks: Optional[str] = typer.Option(None, "--tasks", help="Task set name (`safe-codegen tasks`) or task file to "
                                                              "find the task in (default: every task set; a name "
                                                              "in two sets with different goals is refused)."),
    spec: Optional[list[str]] = SPECS,
    json_out: bool = JSON,
    n_workers: Optional[int] = WORKERS,
) -> None:
    """Verify programs and run the verifiable ones in the task simulator against their task's goal, in
    every scenario. Exit 0: all safe and do their task; 4: a safe program fails its task; 1: a program
    is unsafe; 3: a program is unverifiable; 2: bad input."""
    from safe_codegen.cli.verify import program_files, read_programs
    from safe_codegen.generate.prompts import find_task
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.tasks.check import check_sources, task_name, unchecked
    from safe_codegen.verify.nusmv import NuSMVPool
    from safe_codegen.verify.verifier import UNVERIFIABLE

    files = program_files(paths)
    r = load_robot(robot, ros=False)
    specs = robot_specs(r, spec)
    sources, unread = read_programs(files)
    groups: dict[str, list[tuple[str, str]]] = {}
    for name, source in sources.items():
        groups.setdefault(task or task_name(source, name), []).append((name, source))
    found = {name: find_task(name, tasks) for name in groups}
    if not json_out:
        for name, (file, t) in found.items():
            out().print(f"task '{name}' from {file}: {t.goal.describe()}", highlight=False, markup=False)
    results = {name: unchecked(name, r, task or Path(name).stem, UNVERIFIABLE, why) for name, why in unread.items()}
    with NuSMVPool(workers(n_workers)) as pool:
        for name, group in groups.items():
            for res in check_sources(group, r, specs, name, found[name][1].goal, pool, workers(n_workers)):
                res.task_file = str(found[name][0])
                results[res.program] = res
    ordered = [results[str(f)] for f in files]
    if json_out:
        sys.stdout.write("".join(json.dumps(res.to_json()) + "\n" for res in ordered))
    else:
        print_report(ordered)
    raise typer.Exit(exit_code(ordered))


def print_report(results: list) -> None:
    """One line per program (verdict, task), then one per scenario: what the robot did against the goal."""
    console = out()
    for res in results:
        if res.verdict == "unverifiable":
            v = res.verification
            where = f"line {v.line}: {v.reason}" if v.line else v.reason
            console.print(f"[bold]{res.program}[/]: unverifiable ({where}); not run", highlight=False)
            continue
        failed = sum(not v.ok for v in res.scenarios)
        task = "does its task" if res.done else f"fails its task in {failed} of {len(res.scenarios)} scenario(s)"
        style = "green" if res.success else "red"
        unsafe = "" if res.verdict == "safe" else " (unsafe: " + ", ".join(
            s.name for s in res.verification.specs if not s.holds) + "; never a success)"
        console.print(f"[bold]{res.program}[/]: [{style}]{res.verdict}, {task}[/]{unsafe} — task '{res.task}'",
                      highlight=False)
        for v in res.scenarios:
            mark = "[green]ok[/]  " if v.ok else "[red]FAIL[/]"
            detail = v.summary if v.ok else "; ".join(v.findings) + f" — it did: {v.summary}"
            console.print(f"  {mark} {v.scenario}: {detail}", highlight=False)
