"""`tasks`: the task sets, a set's tasks, or one task with its goal (what `check`, `generate` and
`evaluate` judge programs against); with --read, the goal a task typed in the user's words gets, and with --draft
that task as a task file to check, edit and give with --tasks (the way on for a task the reader refuses)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import JSON, ROBOT_OR_NONE, fail, input_errors, out, table
from safe_codegen.utils.atomic import write_text


def register(app: typer.Typer) -> None:
    app.command()(tasks)


@input_errors
def tasks(
    task_set: Optional[str] = typer.Argument(None, metavar="[SET]", help="A task set name or task file: list its "
                                                                        "tasks (default: list the sets)."),
    name: Optional[str] = typer.Argument(None, metavar="[TASK]", help="A task of the set: show its text and goal."),
    json_out: bool = JSON,
    read: Optional[str] = typer.Option(None, "--read", help="A task in your own words (with --robot): show the goal "
                                       "generate, check and plan read from them, or the words the reader could not "
                                       "read and what the others say."),
    robot: Optional[str] = ROBOT_OR_NONE,
    draft: Optional[Path] = typer.Option(None, "--draft", help="With --read: write the task with that goal as a task "
                                         "file to check, edit and give with --tasks (for a refused task, the goal the "
                                         "words the reader could read give, marked to be checked)."),
    draft_name: str = typer.Option("typed_task", "--name", help="With --draft: the task's (and the function's) name."),
) -> None:
    """List the task sets, the tasks of one, or one task with its text and goal; --read: a typed task's goal."""
    if read is not None or draft is not None:
        if read is None or robot is None:
            fail("--read takes a task's words and --robot (--draft writes what it read)")
        if task_set is not None:
            fail(f"--read takes no task set ('{task_set}'): give the task's words alone, quoted")
        return _read(read, robot, draft, draft_name, json_out)
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
            out().print(f"  scenarios: {_scenario_list(t.goal)}", highlight=False, markup=False)
        return
    listing = table("task", "goal", title=str(path))
    for t in found:
        listing.add_row(t.name, t.goal.describe() if t.goal else "none (checked for safety only)")
    out().print(listing)


def _read(text: str, robot_name: str, draft: Path | None, name: str, json_out: bool) -> None:
    """Say the goal read from a typed task's words (exit 0), or refuse it naming the unread words and what the others
    say (exit 2); `draft`: write it as a task file first, a refused task's goal marked to be checked."""
    from safe_codegen.robot import load_robot
    from safe_codegen.tasks.reader import read_goal, reads_errands
    robot = load_robot(robot_name)
    if not re.fullmatch(r"[A-Za-z_]\w*", name):
        fail(f"--name '{name}' is not a Python function name")
    reading = read_goal(text, robot)
    lenient = reading.goal or read_goal(text, robot, lenient=True).goal
    if draft is not None and lenient is not None:
        write_text(draft, draft_task_file(text, name, robot.name, lenient,
                                          None if reading.goal is not None else reading.why()))
    if json_out:
        sys.stdout.write(json.dumps({"task": text, "robot": robot.name, "goal": _said(reading.goal),
                                     "unread": list(reading.unread), "reason": reading.reason or None,
                                     "other_words_say": _said(lenient),
                                     "draft": str(draft) if draft and lenient else None}) + "\n")
    elif reading.goal is not None:
        out().print(f"goal: {reading.goal.describe()}\n  scenarios: {_scenario_list(reading.goal)}", highlight=False,
                    markup=False)
    if reading.goal is not None:
        if draft is not None:
            out().print(f"wrote {draft}: give it with --tasks {draft} --name {name}", highlight=False, markup=False)
        return
    if lenient is None:
        kind = "an errand is read whole or not at all" if reads_errands(robot) else \
            "the words it could read give no goal"
        fail(f"no goal for the task: the reader {reading.why()}; {kind}: write the goal by hand in a task file "
             f"(docs/tasks.md, \"Goals\") and give it with --tasks")
    then = f"; {draft} holds it: check it says the task, edit it, and give it with --tasks {draft} --name {name}" \
        if draft is not None else "; --draft FILE writes it as a task file to check, edit and give with --tasks"
    fail(f"no goal for the task: the reader {reading.why()}; the words it could read say '{lenient.describe()}'{then}")


def draft_task_file(text: str, name: str, robot: str, goal, refused: str | None) -> str:
    """The typed task as a one-task file with `goal` (reading/model.goal_yaml), headed by what it is and, when the
    reader refused the task, why (`refused`: the words it could not read, or its reason): a goal read without them
    may not be the task's."""
    import yaml

    from safe_codegen.tasks.reading.model import goal_yaml
    if refused:
        head = (f"# The reader {refused}.\n# The goal below is what the other words say, and the rest may change it: "
                f"CHECK it against the task (docs/tasks.md, \"Goals\")\n"
                f"# and edit it before giving this file with --tasks.\n")
    else:
        head = "# The goal below is the one generate, check and plan read from the task's words.\n"
    entry = yaml.safe_dump([{"name": name, "task": text}], sort_keys=False, width=116, allow_unicode=True)
    body = "\n".join("  " + line for line in goal_yaml(goal).splitlines()[1:])
    return (f"# A {robot} task drafted by `safe-codegen tasks --read`.\n" + head + entry + "  goal:\n" + body + "\n")


def _said(goal) -> str | None:
    return goal.describe() if goal is not None else None


def _scenario_list(goal) -> str:
    return ", ".join([s.name for s in goal.scenarios] + list(goal.scenario_names)) or "the robot's standard ones"
