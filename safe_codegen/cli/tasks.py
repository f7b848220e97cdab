"""`tasks`: the task sets, a set's tasks, or one task with its goal (what `check`, `generate` and
`evaluate` judge programs against)."""

from __future__ import annotations

import json
import sys
from typing import Optional

import typer

from safe_codegen.cli.options import JSON, input_errors, out, table


def register(app: typer.Typer) -> None:
    app.command()(tasks)


@input_errors
def tasks(
    task_set: Optional[str] = typer.Argument(None, metavar="[SET]", help="A task set name or task file: list its "
                                                                        "tasks (default: list the sets)."),
    name: Optional[str] = typer.Argument(None, metavar="[TASK]", help="A task of the set: show its text and goal."),
    json_out: bool = JSON,
) -> None:
    """List the task sets, the tasks of one, or one task with its text and goal."""
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.utils.paths import available, resolve
    if task_set is None:
        sets = {n: (p, load_tasks(p)) for n, p in available("tasks").items()}
        if json_out:
            sys.stdout.write("".join(json.dumps({"set": n, "file": str(p), "tasks": len(ts),
                                                 "with_goal": sum(t.goal is not None for t in ts)}) + "\n"
                                     for n, (p, ts) in sets.items()))
            return
        listing = table("set", "tasks", "with a goal", "file")
        for n, (p, ts) in sets.items():
            listing.add_row(n, str(len(ts)), str(sum(t.goal is not None for t in ts)), str(p))
        out().print(listing)
        out().print("`safe-codegen tasks SET` lists a set's tasks; `safe-codegen tasks SET TASK` shows one",
                    highlight=False, markup=False)
        return
    path = resolve(task_set, "tasks")
    found = load_tasks(path)
    if name is not None:
        from safe_codegen.generate.prompts import unknown_task
        found = [t for t in found if t.name == name][:1]
        if not found:
            raise unknown_task(name, [path], named=True)
    if json_out:
        sys.stdout.write("".join(json.dumps({"name": t.name, "task": t.task, "file": str(path),
                                             "goal": t.goal.describe() if t.goal else None}) + "\n" for t in found))
        return
    if name is not None:
        t = found[0]
        out().print(f"{t.name} ({path})\n  task: {t.task}\n  goal: {t.goal.describe() if t.goal else 'none'}",
                    highlight=False, markup=False)
        if t.goal:
            scenarios = ", ".join([s.name for s in t.goal.scenarios] + list(t.goal.scenario_names))
            standard = "the robot's standard ones"
            out().print(f"  scenarios: {scenarios or standard}", highlight=False, markup=False)
        return
    listing = table("task", "goal", title=str(path))
    for t in found:
        listing.add_row(t.name, t.goal.describe() if t.goal else "none (checked for safety only)")
    out().print(listing)
