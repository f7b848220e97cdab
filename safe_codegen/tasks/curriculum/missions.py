"""Jackal's long missions in counted steps (the form of tasks/jackal-long-*.yaml, which `plan` decomposes):
3-6 manoeuvres, each written in the step grammar of plan/steps.py ("drives forward at 1 m/s for 4 s",
"reverses at 0.4 m/s for 3 s", "turns left 90 degrees with radius 2 m in 4 s") with the split's numbers.
Its decomposition is known by construction: the step phrases, in order (plan/decompose.reference_decomposition)."""

from __future__ import annotations

import math
import random

from safe_codegen.generate.prompts import Task
from safe_codegen.tasks.curriculum.jackal import JACKAL
from safe_codegen.tasks.curriculum.motion import MAX_ANGULAR, MAX_SEGMENT, slug
from safe_codegen.tasks.curriculum.words import pick, task_name
from safe_codegen.tasks.goals import Goal, Move

LENGTHS = (3, 4, 5, 6)  # the shipped long missions' numbers of steps
MAX_MISSION = 45.0  # seconds of motion in a whole mission (the simulator's budget is 60 s)
STOPPING = "stopping for pedestrians throughout"


def jackal_mission(rng: random.Random, split: str, index: int) -> Task:
    """One mission: its text, and a goal whose moves are the steps' (stopping for pedestrians)."""
    length = pick(rng, LENGTHS)
    for _ in range(1000):
        steps = [_step(rng, split) for _ in range(length)]
        kinds = [(m.turn, m.direction) for m, _ in steps]
        if all(a != b for a, b in zip(kinds, kinds[1:])) and sum(m.time for m, _ in steps) <= MAX_MISSION:
            break
    else:
        raise RuntimeError(f"no feasible {length}-step mission in the {split} ranges")
    text = f"does a mission in {length} steps, {STOPPING}: " + "; ".join(
        f"step {i} of {length}: {words}" for i, (_, words) in enumerate(steps, 1)) + "."
    goal = Goal(tuple(m for m, _ in steps), ("pedestrian",), source=f"curriculum:missions:jackal:{split}:{index}")
    return Task(task_name(slug([m for m, _ in steps]), index), text, goal)


def _step(rng: random.Random, split: str) -> tuple[Move, str]:
    """A feasible move and its phrase: a turn along an arc, or a drive forward or in reverse by speed and time."""
    kind = pick(rng, ("turn", "turn", "forward", "reverse"))
    if kind != "turn":
        speed, time = pick(rng, JACKAL.speed.of(split)), min(pick(rng, JACKAL.time.of(split)), MAX_SEGMENT)
        verb = "drives forward" if kind == "forward" else "reverses"
        return Move("straight", kind, speed=speed, time=time), f"{verb} at {speed:g} m/s for {time:g} s"
    for _ in range(1000):
        side, angle, radius, time = pick(rng, ("left", "right")), pick(rng, JACKAL.angle.of(split)), \
            pick(rng, JACKAL.radius.of(split)), pick(rng, JACKAL.time.of(split))
        w = math.radians(angle) / time
        if w <= MAX_ANGULAR and radius * w <= JACKAL.max_speed:
            move = Move(side, "forward", angle if side == "left" else -angle, radius * math.radians(angle), time=time)
            return move, f"turns {side} {angle:g} degrees with radius {radius:g} m in {time:g} s"
    raise RuntimeError(f"no feasible turn in the {split} ranges")
