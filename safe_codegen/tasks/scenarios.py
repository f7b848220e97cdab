"""Scenario files: what the world does while a program runs (who is in view when, the indoor world
state, scripted answers). One format for `safe-codegen sim` (scenarios/ROBOT.yaml) and for the task
simulator's standard scenarios (scenarios/ROBOT-tasks.yaml, a mapping of named scenarios):

    present: {pedestrian: [[1.0, 2.0]]}   # proposition -> [from, to] seconds
    cycle: 4.0                            # the timeline repeats (optional)
    silent_after: 3.0                     # sensors stop publishing (stale-data tests; optional)
    after_moving: {target: 3.0}           # in view once the robot has moved this many seconds
    rooms: {lounge: [person, backpack]}   # indoor: objects and people per room
    start: office                         # indoor: the robot's first room
    answers: {"*": "Yes"}                 # indoor: answer by question text, "*" for any other
"""

from __future__ import annotations

import math
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.robot import Robot
from safe_codegen.tasks.world import Scenario
from safe_codegen.utils.paths import find, resolve
from safe_codegen.utils.yamlfile import LineDict, line_of, load_yaml

KEYS = ("robot", "description", "present", "cycle", "silent_after", "after_moving", "rooms", "start", "answers")


def load_scenario(name_or_path: str, robot: Robot) -> Scenario:
    """A scenario file (a path, or scenarios/NAME.yaml on the search path), checked against the robot."""
    path = resolve(name_or_path, "scenarios")
    return parse_scenario(load_yaml(path), path, robot)


def task_scenarios(robot: Robot) -> dict[str, Scenario]:
    """The robot's standard task scenarios (scenarios/ROBOT-tasks.yaml), by name; {} when it has none."""
    path = find("scenarios", f"{robot.name}-tasks")
    if path is None:
        return {}
    data = load_yaml(path)
    if not isinstance(data, LineDict) or not isinstance(data.get("scenarios"), LineDict):
        raise InputError(f"{path}:1: a task scenario file has 'scenarios', a mapping of names to scenarios")
    if data.get("robot", robot.name) != robot.name:
        raise InputError(f"{path}:{line_of(data, 'robot')}: the scenarios are for robot '{data['robot']}', "
                         f"not '{robot.name}'")
    return {str(name): parse_scenario(sc, path, robot) for name, sc in data["scenarios"].items()}


def parse_scenario(data: object, path: Path, robot: Robot | None, skip: tuple[str, ...] = ()) -> Scenario:
    """One scenario mapping; propositions are checked against the robot when it is given."""

    def fail(line: int, msg: str) -> InputError:
        return InputError(f"{path}:{line}: {msg}")

    if not isinstance(data, LineDict):
        raise fail(line_of(data) if isinstance(data, list) else 1, "a scenario is a mapping")
    for key in data:
        if key not in KEYS and key not in skip:
            raise fail(line_of(data, key), f"unknown key '{key}' (allowed: {', '.join(sorted(KEYS + skip))})")
    if robot is not None and data.get("robot", robot.name) != robot.name:
        raise fail(line_of(data, "robot"), f"the scenario is for robot '{data['robot']}', not '{robot.name}'")
    sc = Scenario()
    present = data.get("present") or LineDict()
    if not isinstance(present, dict):
        raise fail(line_of(data, "present"), "'present' maps propositions to lists of [from, to] seconds")
    for prop, spans in present.items():
        _check_prop(prop, robot, f"{path}:{line_of(present, prop)}")
        if not isinstance(spans, list) or not all(
                isinstance(s, list) and len(s) == 2 and all(_number(x) for x in s) and s[0] < s[1] for s in spans):
            raise fail(line_of(present, prop), f"'{prop}': give a list of [from, to] seconds with from < to")
        sc.present[str(prop)] = [(float(a), float(b)) for a, b in spans]
    after = data.get("after_moving") or LineDict()
    if not isinstance(after, dict):
        raise fail(line_of(data, "after_moving"), "'after_moving' maps propositions to seconds of motion")
    for prop, seconds in after.items():
        _check_prop(prop, robot, f"{path}:{line_of(after, prop)}")
        if not _number(seconds) or seconds < 0:
            raise fail(line_of(after, prop), f"'{prop}': give the seconds of motion (>= 0) before it is in view")
        sc.after_moving[str(prop)] = float(seconds)
    for key in ("cycle", "silent_after"):
        if data.get(key) is not None:
            if not _number(data[key]) or data[key] <= 0:
                raise fail(line_of(data, key), f"'{key}' must be a positive number of seconds")
            setattr(sc, key, float(data[key]))
    rooms = data.get("rooms") or LineDict()
    if not isinstance(rooms, dict):
        raise fail(line_of(data, "rooms"), "'rooms' maps room names to lists of objects")
    for room, things in rooms.items():
        if not isinstance(things, list) or not all(isinstance(x, str) for x in things):
            raise fail(line_of(rooms, room), f"room '{room}': give a list of object names")
        sc.rooms[str(room)] = list(things)
    sc.start = data.get("start", next(iter(sc.rooms), None))
    if sc.rooms and sc.start not in sc.rooms:
        raise fail(line_of(data, "start"), f"start room '{sc.start}' is not one of the rooms")
    answers = data.get("answers") or {}
    if not isinstance(answers, dict):
        raise fail(line_of(data, "answers"), "'answers' maps questions to answers")
    sc.answers = {str(k): str(v) for k, v in answers.items()}
    return sc


def check_scenario(sc: Scenario, robot: Robot, where: str) -> None:
    """The scenario's propositions are the robot's (for scenarios parsed without a robot)."""
    for prop in [*sc.present, *sc.after_moving]:
        _check_prop(prop, robot, where)


def _check_prop(prop: object, robot: Robot | None, where: str) -> None:
    if robot is not None and prop not in robot.env_props:
        raise InputError(f"{where}: '{prop}' is not one of {robot.name}'s sensor propositions "
                         f"({', '.join(robot.env_props)})")


def _number(x: object) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


HOLD = 0.8  # seconds each hazard is held up in view (several control steps: the robot must stop)


def every_move(prop: str, moves_seconds: list[float]) -> Scenario:
    """A hazard held up at the start, in the middle and at the end of every timed move: the robot must stop for it
    in each one, not only in its first (a program that looks for cars only while it makes its first move fails).
    Times are the moves' seconds of motion, shifted by the time a careful robot stands still for the earlier
    holds (HOLD and a control step each)."""
    sc, start, waited = Scenario(), 0.0, 0.0
    spans = []
    for seconds in moves_seconds:
        points = sorted({0.0, max(0.0, seconds / 2 - HOLD / 2), max(0.0, seconds - HOLD)})
        last = -HOLD
        for p in points:
            if p < last + HOLD:
                continue
            a = start + p + waited
            spans.append((round(a, 3), round(a + HOLD, 3)))
            waited += HOLD + 0.05
            last = p
        start += seconds
    sc.present[prop] = spans
    return sc
