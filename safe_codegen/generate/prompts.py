"""Prompts in the papers' form, few-shot examples for base models, and code extraction."""

from __future__ import annotations

import builtins
import keyword
import re
from dataclasses import dataclass, replace
from difflib import get_close_matches
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.utils.paths import available, find, resolve
from safe_codegen.robot import Robot
from safe_codegen.tasks.goals import QUANTITIES, Goal, parse_goal
from safe_codegen.utils.yamlfile import LineDict, line_of, load_yaml

TASK = 'Given the following APIs: \n"""\n{api}"""\nWrite a Python function called "{name}" that {task}'


@dataclass(frozen=True)
class Task:
    """A task: the function to write, the text completing the prompt, and the goal it is checked
    against (docs/tasks.md; None for a task typed on the command line)."""

    name: str
    task: str
    goal: Goal | None = None


def load_tasks(path: Path | str) -> list[Task]:
    """A task file (a path, or a name on the search path: tasks/NAME.yaml): a YAML list of
    {name, task, goal}."""
    path = resolve(str(path), "tasks")
    data = load_yaml(path)
    if not isinstance(data, list) or not data:
        raise InputError(f"{path}:1: a task file is a non-empty list of {{name, task}}")
    out = []
    for item in data:
        if not isinstance(item, LineDict) or not isinstance(item.get("name"), str) \
                or not isinstance(item.get("task"), str) or not re.match(r"^[A-Za-z_]\w*$", item["name"]):
            raise InputError(f"{path}:{line_of(item)}: each task needs a 'name' (a Python identifier) and a 'task'")
        unknown = set(item) - {"name", "task", "goal"}
        if unknown:
            key = sorted(unknown)[0]
            raise InputError(f"{path}:{line_of(item, key)}: unknown task key '{key}' (allowed: name, task, goal)")
        goal = parse_goal(item["goal"], path, line_of(item, "goal")) if "goal" in item else None
        out.append(Task(item["name"], item["task"], goal))
    return out


def find_task(name: str, tasks: str | None = None, need_goal: bool = True) -> tuple[Path, Task]:
    """The task called `name` with a goal (`need_goal`; else it may have none: its goal is read from its words
    by the caller), and its file: in the task file `tasks` (a path or name), or else in every task file on the
    search path, where a name in two files with different goals is ambiguous (refused: name the file with
    --tasks)."""
    files = [resolve(tasks, "tasks")] if tasks else list(available("tasks").values())
    found = [(file, task) for file in files for task in load_tasks(file) if task.name == name]
    if not found:
        raise unknown_task(name, files, named=tasks is not None)
    file, task = found[0]
    others = [f for f, t in found[1:] if (t.task, _bare(t.goal)) != (task.task, _bare(task.goal))]
    if others:
        sets = ", ".join(f.stem for f in [file, *others])
        raise InputError(f"task '{name}' is in several task sets with different goals ({sets}): name one with "
                         f"--tasks")
    if task.goal is None and need_goal:
        raise InputError(f"{file}: task '{name}' has no goal to check it against (docs/tasks.md)")
    return file, task


def unknown_task(name: str, files: list[Path], named: bool) -> InputError:
    """The error for a task name in none of `files`: the tasks of the one file `named`, or else the task
    sets, and the nearest names."""
    known = sorted({t.name for file in files for t in load_tasks(file)})
    near = get_close_matches(name, known, n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(near)}?" if near else ""
    where = f"{files[0]} (its tasks: {', '.join(known)})" if named else \
        f"any task set ({', '.join(available('tasks'))}; `safe-codegen tasks` lists their tasks)"
    return InputError(f"no task '{name}' in {where}{hint}")


def _bare(goal: Goal | None) -> Goal | None:
    """The goal without where it was written (two files holding the same goal agree)."""
    return replace(goal, source="") if goal is not None else None


def few_shot(robot: Robot) -> list[tuple[Task, str]]:
    """The robot's worked examples (fewshot/ROBOT.yaml on the search path): (task with its goal, program)."""
    path = find("fewshot", robot.name)
    if path is None:
        return []
    return [(Task(e["name"], e["task"], parse_goal(e["goal"], path, line_of(e, "goal")) if "goal" in e else None),
             e["code"]) for e in load_yaml(path)]


# Words that name a kind of manoeuvre or behaviour: sharing one counts as much as three other words.
KIND_WORDS = frozenset("left right forward straight ahead reverse reverses backs back u-turn circle curve lane "
                       "search searches signal signals patrol walks turns spin ask asks say says pick picks "
                       "go goes visits then".split())


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][a-z-]*", text.lower().replace("_", " ")) if len(w) > 2 or w in KIND_WORDS}


def task_steps(text: str) -> list[set[str]]:
    """The manoeuvre words of each step of a task ('... then ...'), sides left out."""
    return [_words(part) & KIND_WORDS - {"left", "right", "then"} for part in re.split(r"\bthen\b", text.lower())]


def similarity(a: Task, b: Task) -> float:
    """How alike two tasks are: shared words (name and text), a shared manoeuvre word weighing three, plus
    one if their steps are the same kinds in the same order; tasks with different numbers of steps rank
    below all others."""
    wa, wb = _words(f"{a.name} {a.task}"), _words(f"{b.name} {b.task}")
    shared = wa & wb
    words = (len(shared) + 2 * len(shared & KIND_WORDS)) / max(1, len(wa | wb))
    sa, sb = task_steps(a.task), task_steps(b.task)
    if len(sa) != len(sb):
        return words - 2
    return words + sum(bool(x & y) for x, y in zip(sa, sb)) / len(sa)


_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?")


def numbers(text: str) -> set[float]:
    """The numbers a text writes in digits ("a 37-degree turn ... 2.6 meters" -> {37, 2.6})."""
    return {float(x) for x in _NUMBER.findall(text)}


def task_numbers(task: Task) -> set[float]:
    """The task's constants: the numbers in its text and, when it has a goal, its moves' (words included)."""
    moves = (task.goal.moves or ()) if task.goal is not None else ()
    given = {abs(float(getattr(m, k))) for m in moves for k in QUANTITIES if getattr(m, k)}
    return numbers(task.task) | given


def choose_examples(robot: Robot, task: Task, shots: int) -> list[tuple[Task, str]]:
    """The `shots` worked examples most like the task, the most alike last (base models copy the last
    example most); ties keep the file's order. An example with one of the task's numbers is never shown:
    a copied constant would then look right (README, "Few-shot examples")."""
    own = task_numbers(task)
    examples = [e for e in few_shot(robot) if e[0].name != task.name and not numbers(e[0].task) & own]
    ranked = sorted(range(len(examples)), key=lambda i: (similarity(examples[i][0], task), i))
    return [examples[i] for i in ranked[len(ranked) - shots:]] if shots > 0 else []


def task_text(robot: Robot, task: Task) -> str:
    return TASK.format(api=robot.api, name=task.name, task=task.task)


_UNIT_WORDS = frozenset({"deg", "degree", "degrees", "s", "sec", "secs", "second", "seconds", "m", "meter", "meters",
                         "metre", "metres", "mps", "percent", "times", "steps"})


def asked_name(robot: Robot, name: str) -> str:
    """The function name a completion prompt asks for: `name` without its parts holding a digit and the unit word
    after one (`turn_left_100_degrees` -> `turn_left`), because the bundled model reads a digit in the name as the
    task's quantity and prefers it to the task's words (docs/generation.md, "Names with numbers"). The program
    gets `name` back when it is extracted (the prompt ends inside the def, which is put back under `name`);
    a name that would be empty, an API function's, a keyword or a builtin is asked as it is."""
    kept, after_number = [], False
    for part in name.split("_"):
        number = any(c.isdigit() for c in part)
        if not number and not (after_number and part.lower() in _UNIT_WORDS):
            kept.append(part)
        after_number = number
    alias = "_".join(kept).strip("_")
    clash = not alias or alias in robot.functions or keyword.iskeyword(alias) or alias in dir(builtins)
    return name if clash else alias


def base_prompt(robot: Robot, task: Task, feedback: str | None = None, shots: int = 2) -> str:
    """Few-shot completion prompt for base models; it ends inside `def NAME():`, NAME the asked_name of the
    task's (the examples keep theirs: a digit there is its own task's number)."""
    parts = [f"{task_text(robot, t)}\n{code.rstrip()}\n\n\n" for t, code in choose_examples(robot, task, shots)]
    note = ""
    if feedback:
        note = "".join(f"# {line}\n" for line in feedback.splitlines()) + "# Write a corrected program.\n"
    asked = replace(task, name=asked_name(robot, task.name))
    return "".join(parts) + f"{task_text(robot, asked)}\n{note}def {asked.name}():\n"


def chat_messages(robot: Robot, task: Task, feedback: str | None = None, previous: str | None = None) -> list[dict]:
    """Chat form for instruction-tuned models; feedback and the previous program for refinement."""
    system = (f"You write Python functions for a robot. Use only the given API and the modules "
              f"{', '.join(sorted(robot.modules))}. Answer with one Python code block containing the function.")
    messages = [{"role": "system", "content": system}, {"role": "user", "content": task_text(robot, task)}]
    if feedback and previous:
        messages += [{"role": "assistant", "content": f"```python\n{previous}\n```"},
                     {"role": "user", "content": f"{feedback}\nWrite a corrected program."}]
    return messages


_FENCE = re.compile(r"```(?:python|py)?[ \t]*\n(.*?)(?:```|\Z)", re.S)
_CODE_START = re.compile(r"^(def |import |from |@|#|[A-Z_][A-Z0-9_]* *=)")


def extract_code(text: str, name: str, primed: bool) -> str:
    """The program in a completion: fenced code if any, else the top-level defs and imports,
    without trailing prose. `primed`: the prompt ended with `def NAME():`, which is put back."""
    if primed:
        text = f"def {name}():\n" + text
    blocks = [b for b in _FENCE.findall(text) if "def " in b]
    if blocks:
        text = next((b for b in blocks if f"def {name}" in b), blocks[0])
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if ln.startswith("def ") or ln.startswith(("import ", "from "))), None)
    if start is None:
        return text.strip() + "\n"
    kept: list[str] = []
    for ln in lines[start:]:
        if ln.strip() and not ln[0].isspace() and not _CODE_START.match(ln):
            break  # prose after the code
        kept.append(ln)
    return "\n".join(kept).rstrip() + "\n"
