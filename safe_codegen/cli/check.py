"""`check`: verify programs and check that they do their task in the virtual-time task simulator."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.generate import NO_GOAL, NOT_CHECKED
from safe_codegen.errors import InputError
from safe_codegen.cli.options import ENGINE, JSON, ROBOT, SPECS, WORKERS, checker, input_errors, out, workers


def register(app: typer.Typer) -> None:
    app.command()(check)


def exit_code(results: list) -> int:
    """3 if a program is unverifiable, else 1 if one is unsafe, else 4 if one fails its task, else 5 if one's task
    was not checked (--no-goal), else 0."""
    verdicts = {r.verdict for r in results}
    if "unverifiable" in verdicts or "unsafe" in verdicts:
        return 3 if "unverifiable" in verdicts else 1
    if any(r.done is False for r in results):
        return 4
    return NOT_CHECKED if any(r.done is None for r in results) else 0


@input_errors
def check(
    paths: list[Path] = typer.Argument(..., help="Program files or directories of .py files."),
    robot: str = ROBOT,
    task: Optional[str] = typer.Option(None, "--task", "-t", help="The task's name (default: each program's "
                                                                  "function name), or its words (a typed task: "
                                                                  "its goal is read from them)."),
    tasks: Optional[str] = typer.Option(None, "--tasks", help="Task set name (`safe-codegen tasks`) or task file to "
                                                              "find the task in (default: every task set; a name "
                                                              "in two sets with different goals is refused)."),
    spec: Optional[list[str]] = SPECS,
    json_out: bool = JSON,
    n_workers: Optional[int] = WORKERS,
    no_goal: bool = NO_GOAL,
    engine: Optional[str] = ENGINE,
) -> None:
    """Verify programs and run the verifiable ones in the task simulator against their task's goal, in
    every scenario (a task without one, or typed with --task "words", gets the goal read from its words).
    Exit 0: all safe and do their task; 4: a safe program fails its task; 1: a program is unsafe; 3: a
    program is unverifiable; 5: all safe, the task not checked (--no-goal); 2: bad input."""
    from safe_codegen.cli.verify import program_files, read_programs
    from safe_codegen.generate.prompts import Task, find_task
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.tasks.check import check_sources, task_name, unchecked
    from safe_codegen.tasks.reader import goal_specs, task_with_goal
    from safe_codegen.verify.verifier import UNVERIFIABLE

    files = program_files(paths)
    r = load_robot(robot)
    specs = robot_specs(r, spec)
    sources, unread = read_programs(files)
    typed = task is not None and not task.isidentifier()  # words, not a task's name
    groups: dict[str, list[tuple[str, str]]] = {}
    for name, source in sources.items():
        groups.setdefault(task if task and not typed else task_name(source, name), []).append((name, source))
    found = {name: ("typed task", Task(name, task)) if typed else find_task(name, tasks, need_goal=False)
             for name in groups}
    for name, (file, t) in found.items():
        try:
            found[name] = (file, task_with_goal(t, r, None, no_goal))
        except InputError as exc:  # words the reader cannot read: said with the file the task is in
            raise InputError(str(exc) if typed else f"{file}: {exc}") from None
    if not json_out:
        for name, (file, t) in found.items():
            what = t.goal.describe() if t.goal else "no goal (--no-goal): verified only, the task is not checked"
            out().print(f"task '{name}' from {file}: {what}", highlight=False, markup=False)
    results = {name: unchecked(name, r, task or Path(name).stem, UNVERIFIABLE, why) for name, why in unread.items()}
    with checker(engine, workers(n_workers)) as pool:
        for name, group in groups.items():
            goal = found[name][1].goal
            named = specs + ([s for s in goal_specs(goal, r) if s.name not in {x.name for x in specs}] if not spec
                             else [])  # the specs of the hazards the goal stops for, as generate adds them
            for res in check_sources(group, r, named, name, goal, pool, workers(n_workers)):
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
        task = "task not checked (no goal)" if res.done is None else "does its task" if res.done else \
            f"fails its task in {failed} of {len(res.scenarios)} scenario(s)"
        style = "green" if res.success else "yellow" if res.done is None and res.verdict == "safe" else "red"
        unsafe = "" if res.verdict == "safe" else " (unsafe: " + ", ".join(
            s.name for s in res.verification.specs if not s.holds) + "; never a success)"
        console.print(f"[bold]{res.program}[/]: [{style}]{res.verdict}, {task}[/]{unsafe} — task '{res.task}'",
                      highlight=False)
        for v in res.scenarios:
            mark = "[green]ok[/]  " if v.ok else "[red]FAIL[/]"
            detail = v.summary if v.ok else "; ".join(v.findings) + f" — it did: {v.summary}"
            console.print(f"  {mark} {v.scenario}: {detail}", highlight=False)
