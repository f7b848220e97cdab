"""The model decomposes a long task into a plan: a YAML list of library subprograms and of steps in
words, read with the same schema and errors as a hand-written plan (compose.plan.parse_plan).

The prompt lists the library (name: what it does) and shows worked decompositions of the robot's
long training missions (tasks/ROBOT-long-train.yaml), the most alike last, as base_prompt does for
programs; a base model continues `plan:` and stops at the first line that is not indented.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from safe_codegen.compose.library import Entry
from safe_codegen.compose.plan import STEP, Plan, parse_plan
from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import Completion, SampleConfig, sample_all
from safe_codegen.generate.models.openai import OpenAIModel
from safe_codegen.generate.prompts import Task, load_tasks, similarity
from safe_codegen.plan.steps import mission_steps, mission_stops, stated_steps, step_name
from safe_codegen.robot import Robot
from safe_codegen.utils.paths import available
from safe_codegen.utils.yamlfile import parse_yaml

MODEL_PLAN = Path("<plan written by the model>")  # where errors in the model's plan are said to be
INSTRUCTIONS = ("Break each task into a plan: one manoeuvre per line, in order. Write a library subprogram's name "
                "where one does the step; otherwise write the step in the task's own words after 'step:'.")
# Greedy: the decomposition is one answer, not a sample. A plan line is about 20 tokens: a task that
# states its number of steps ("a mission in 4 steps") is given 24 a step, and its plan ends there.
DECOMPOSE = SampleConfig(n=1, temperature=0.0, max_new_tokens=320)
TOKENS_PER_STEP = 24
LIBRARY_SHOWN = 24  # library lines in the prompt at most (those most like the task)


@dataclass
class Decomposition:
    """The model's answer: its text, and the plan read from it (None, with `error`, if it is not one)."""

    text: str
    plan: Plan | None
    error: str | None = None
    dropped: list[object] = field(default_factory=list)  # items written past the number of steps the task states


def worked_examples(robot: Robot, task: Task, library: list[Entry], shots: int = 2) -> list[tuple[Task, str]]:
    """Decompositions of the robot's long training missions most like the task (the most alike last):
    each step a library name where the library has it, else the step's words."""
    found = available("tasks").get(f"{robot.name}-long-train")
    missions = [t for t in load_tasks(found) if t.name != task.name] if found else []
    names = {e.name for e in library}
    out = []
    for t in sorted(missions, key=lambda t: similarity(t, task))[-shots:] if shots else []:
        steps, stops = mission_steps(t.task)[0], mission_stops(t, robot.env_props)
        lines = [f"  - {step_name(s, stops)}" if step_name(s, stops) in names else f"  - step: {s}" for s in steps]
        out.append((t, "\n".join(lines)))
    return out


def decomposition_prompt(robot: Robot, task: Task, library: list[Entry]) -> str:
    """The completion prompt: the library, the instructions, worked examples, and the task; it ends in `plan:`."""
    shown = sorted(library, key=lambda e: similarity(Task(e.name, e.description), task))[-LIBRARY_SHOWN:]
    lib = "".join(f"- {e.name}: {e.description or 'no description'}\n" for e in shown) or "(empty)\n"
    parts = [f"Library of verified subprograms for the {robot.name} robot (name: what it does):\n{lib}\n"
             f"{INSTRUCTIONS}\n\n"]
    parts += [f"Task: {t.task}\nplan:\n{text}\n\n" for t, text in worked_examples(robot, task, library)]
    return "".join(parts) + f"Task: {task.task}\nplan:\n"


def step_items(phrases: list[str]) -> str:
    """Steps in words as the plan items that complete `decomposition_prompt` (`  - step: PHRASE` lines)."""
    return "".join(f"  - {STEP}{phrase}\n" for phrase in phrases)


def reference_decomposition(mission: Task) -> str:
    """The decomposition a careful engineer writes for a mission in counted steps: its step phrases as plan
    items, in order (training pairs for the rounds)."""
    return step_items(mission_steps(mission.task)[0])


def decompose(model, robot: Robot, task: Task, library: list[Entry]) -> Decomposition:
    """Ask the model for a plan of the task, and read it as a plan file (errors name its lines). When
    the task states its number of steps, the plan ends after that many items; items the model wrote
    past them are kept in `dropped` (and reported), not planned."""
    prompt = decomposition_prompt(robot, task, library)
    chat = isinstance(model, OpenAIModel) and model.chat
    count = stated_steps(task.task)
    cfg = replace(DECOMPOSE, max_new_tokens=TOKENS_PER_STEP * count + 8) if count else DECOMPOSE
    job = ([{"role": "user", "content": prompt + "\n(Answer with the YAML plan only.)"}] if chat else prompt, cfg, None)
    [[completion]] = sample_all(model, [job])
    return read_decomposition(completion, robot, count, chat, cfg.max_new_tokens)


def read_decomposition(completion: Completion, robot: Robot, count: int | None, chat: bool,
                       budget: int) -> Decomposition:
    """The plan in one completion of the decomposition prompt (`decompose`; the training rounds read their
    sampled decompositions with it): ended after `count` items when the task states it."""
    whole = completion.text if not completion.cut else completion.text[:completion.text.rfind("\n") + 1]
    text = plan_text(whole, chat)  # a line the budget cut is not part of the plan
    try:
        data = parse_yaml(text, MODEL_PLAN)
        items = data.get("plan") if isinstance(data, dict) else None
        reached = count is not None and isinstance(items, list) and len(items) >= count
        if completion.cut and not reached:
            return Decomposition(text, None, f"the plan was cut off at {budget} tokens")
        dropped = items[count:] if reached else []
        if reached:
            del items[count:]
        plan = parse_plan(data, MODEL_PLAN)
        plan.check_sensors(robot.env_props, robot.name)
    except InputError as exc:
        return Decomposition(text, None, str(exc))
    return Decomposition(text, plan, dropped=dropped)


_FENCE = re.compile(r"```(?:ya?ml)?[ \t]*\n(.*?)(?:```|\Z)", re.S)


def plan_text(completion: str, chat: bool) -> str:
    """The plan document in a completion: a base model continued `plan:`; a chat model's answer is
    the fenced block (or the whole answer)."""
    if not chat:
        return "plan:\n" + completion.rstrip() + "\n"
    fenced = _FENCE.findall(completion)
    text = (fenced[0] if fenced else completion).strip()
    return (text if text.startswith("plan:") else "plan:\n" + text) + "\n"
