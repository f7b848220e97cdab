"""Steps of a long mission as tasks of their own: the step phrases of a mission's text, the goal of
one step (the mission's goal with the step's move alone), and the task a step is generated for.

The long-mission task sets (docs/tasks.md, "Long missions") write every step in a small phrase
grammar, the same the task-goal moves are checked against:

    drives forward at 1 m/s for 5 s          walks forward at 0.5 m/s for 4 s
    reverses at 0.5 m/s for 4 s              turns left 90 degrees with radius 3 m in 5 s

A step outside the grammar still gets a program (verified), but no goal: it is not task-checked.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from safe_codegen.errors import InputError
from safe_codegen.generate.prompts import Task
from safe_codegen.tasks.curriculum.motion import slug
from safe_codegen.tasks.curriculum.words import task_name
from safe_codegen.tasks.goals import QUANTITIES, Goal, Move

_NUM = r"(\d+(?:\.\d+)?)"
_S = r"s(?:ec(?:ond)?s?)?"
_M = r"m(?:et(?:er|re)s?)?"
_STRAIGHT = re.compile(rf"^(?:(?:drives|walks|moves) forward|(reverses|backs up)) at {_NUM} m/s for {_NUM} {_S}$")
_TURN = re.compile(rf"^turns (left|right) {_NUM} degrees with (?:a )?radius (?:of )?{_NUM} {_M} in {_NUM} {_S}$")
_COUNT = re.compile(r"\bin (\d+) steps\b")
_MISSION = re.compile(r"^does a mission in \d+ steps(?:, (stopping [^:]*?))?(?: throughout)?: (.*)$", re.S)
_STEP_MARK = re.compile(r";?\s*step \d+ of \d+:\s*")
# How a mission's stopping clause names each proposition (plural first: "stop signs" before "stop sign").
_SAID = {"pedestrian": "pedestrian", "stop_sign": "stop sign", "car": "car", "person": "person"}


def step_move(phrase: str) -> Move | None:
    """The move a step phrase asks for, or None when the phrase is outside the grammar."""
    text = phrase.strip().rstrip(".").lower()
    m = _STRAIGHT.match(text)
    if m:
        return Move("straight", "reverse" if m.group(1) else "forward", speed=float(m.group(2)), time=float(m.group(3)))
    m = _TURN.match(text)
    if m:
        degrees, radius, seconds = float(m.group(2)), float(m.group(3)), float(m.group(4))
        heading = degrees if m.group(1) == "left" else -degrees
        return Move(m.group(1), "forward", heading, radius * math.radians(degrees), time=seconds)
    return None


def plan_differences(mission: tuple[Move, ...], plan: list[Move | None]) -> list[str]:
    """How a decomposition's moves differ from the mission's, step by step: their number, and each step's kind,
    side, direction and quantities (a step whose words are outside the grammar is not compared)."""
    out = [f"it has {len(plan)} step(s), the mission {len(mission)}"] if len(plan) != len(mission) else []
    for i, (want, got) in enumerate(zip(mission, plan), 1):
        if got is None:
            continue
        same = (got.turn, got.direction) == (want.turn, want.direction) or want.direction == "any" and \
            got.turn == want.turn
        for key in QUANTITIES:
            a, b = getattr(want, key), getattr(got, key)
            same = same and (a is None or b is not None and math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9))
        if not same:
            out.append(f"step {i} is '{got.summary()}', the mission's is '{want.summary()}'")
    return out


def mission_steps(text: str) -> tuple[list[str], str | None]:
    """A counted mission's step phrases and its stopping clause ("stopping for pedestrians"), or
    ([], None) for a text that is not written as counted steps."""
    m = _MISSION.match(text.strip())
    if not m:
        return [], None
    steps = [s.strip().rstrip(".").strip() for s in _STEP_MARK.split(" " + m.group(2)) if s.strip()]
    return steps, m.group(1)


def stated_steps(text: str) -> int | None:
    """The number of steps a task says it has ("a mission in 4 steps"), or None."""
    m = _COUNT.search(text)
    return int(m.group(1)) if m else None


def mission_stops(task: Task, env_props: tuple[str, ...]) -> tuple[str, ...]:
    """What a mission stops for: its goal's, or for a typed task what its words name (stop_props)."""
    return task.goal.stop_for if task.goal else stop_props(task.task, env_props)


def stop_props(text: str, env_props: tuple[str, ...]) -> tuple[str, ...]:
    """The environment propositions a task text says to stop for (its words, e.g. 'stop signs')."""
    low = text.lower()
    return tuple(p for p in env_props if p in _SAID and _SAID[p] in low)


def stopping_clause(stop_for: tuple[str, ...]) -> str | None:
    """The words for stopping for these propositions ("stopping for pedestrians and stop signs")."""
    said = ["people" if p == "person" else _SAID.get(p, p.replace("_", " ")) + "s" for p in stop_for]
    return f"stopping for {' and '.join(said)}" if said else None


def step_name(phrase: str, stop_for: tuple[str, ...]) -> str:
    """The library name of a step: its words and numbers, and what it stops for (the same step with
    other stops is another subprogram)."""
    words = re.findall(r"[a-z]+|\d+(?:\.\d+)?", phrase.lower())
    name = "_".join(w.replace(".", "p") for w in words if w not in ("at", "for", "in", "with", "a", "of"))[:80]
    name = name if name[:1].isalpha() else "step_" + name
    return "_".join([name] + (["stop"] + list(stop_for) if stop_for else []))


def step_task(phrase: str, stopping: str | None, mission_goal: Goal | None, stop_for: tuple[str, ...],
              index: int = 1) -> Task:
    """The task a step is generated and task-checked for: the phrase with the mission's stopping
    clause; its goal is the mission's (stops, scenarios, tolerances) with this step's move alone,
    or None when the phrase is outside the grammar. Its function is named as the curriculum names
    one (`turn_left_b`: the manoeuvre and `index` in letters): the library name's digits and length
    made the bundled model read a step as a longer task (a 90-degree turn written as two turns, 4/4
    cut off, where `turn_left` did it 4/4)."""
    move = step_move(phrase)
    base = mission_goal or Goal(stop_for=stop_for)
    goal = replace(base, moves=(move,)) if move is not None else None
    text = phrase.rstrip(".") + (f", {stopping}." if stopping else ".")
    return Task(task_name(slug([move]) if move is not None else "step", index), text, goal)


def step_tasks(missions: list[Task], where: object) -> list[Task]:
    """The distinct steps of long missions as tasks with goals, in order of first appearance (a
    mission not written in counted steps, or without a goal, is an error naming `where`)."""
    out: dict[str, Task] = {}
    for mission in missions:
        phrases, stopping = mission_steps(mission.task)
        if not phrases or mission.goal is None:
            raise InputError(f"{where}: task '{mission.name}' is not a mission in counted steps with a goal "
                             f"('does a mission in N steps, ...: step 1 of N: ...')")
        for phrase in phrases:
            key = step_name(phrase, mission.goal.stop_for)
            if key not in out:
                out[key] = step_task(phrase, stopping, mission.goal, mission.goal.stop_for, len(out) + 1)
    return list(out.values())
