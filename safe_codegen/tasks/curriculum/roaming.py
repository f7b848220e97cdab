"""Spot's curriculum, roaming: wanders (walking forward with random turns for a time, at a said speed or not,
signalling at the target or not) and searches bounded in time ("searches ... for at most 20 seconds, then walks
back"). Phrased in train and heldout only: the later splits' writers were measured before these kinds existed,
and drawing them there would change their tasks."""

from __future__ import annotations

import random

from safe_codegen.generate.prompts import Task
from safe_codegen.tasks.curriculum.words import Split, pick, quantity, task_name
from safe_codegen.tasks.goals import Goal, Move

# {time}: how long; {speed}: the walking speed, in the templates that say one. None is the shipped spot test's
# wording ("walks with small random turns for 20 seconds", "searches for the target walking forward for at most 20
# seconds, ..."): a template that copied it would make that test say less about new wording.
WANDER = Split((
    "wanders for {time}, turning at random",
    "strolls about for {time}, taking random turns as it goes",
    "roams around for {time}, turning this way and that at random",
    "walks about aimlessly for {time}, making random turns",
    "wanders around randomly for {time}",
    "rambles forward for {time} with random turns",
    "walks for {time}, turning randomly as it goes",
    "meanders forward for {time}, changing direction at random",
    "wanders forward at {speed} for {time}, turning at random",
    "ambles around at {speed} for {time}, steering at random",
    "roams for {time} at {speed}, turning left and right at random",
    "strolls around at random for {time} at {speed}",
), ("roves around for {time}, taking random turns",
    "wanders about for {time}, veering at random",
    "walks a random path for {time}",
    "meanders about aimlessly for {time}",
    "ambles around with random turns for {time}",
    "roams about for {time}, swerving at random",
    "wanders aimlessly at {speed} for {time}",
    "walks around randomly for {time} at {speed}",
    "rambles about at {speed} for {time}, turning at random",
    "roams for {time}, walking at {speed} with random turns",
))
SEARCH_BACK = Split((
    "heads forward on the lookout for the target for at most {time}, {hazard}, signals if it turns up, then "
    "walks back",
    "walks forward looking for the target for no more than {time}, {hazard}, signalling if it finds it, and then "
    "walks back",
    "looks for the target by walking ahead for up to {time}, {hazard}; it signals if the target is found, then "
    "walks back to where it started",
    "searches ahead for the target for at most {time}, {hazard}, signals when it sees it, and afterwards walks back",
    "walks straight ahead in search of the target for at most {time}, {hazard}, signalling on finding it, then "
    "comes back",
    "hunts for the target walking forward for no longer than {time}, {hazard}, signals if it spots it, then walks "
    "back",
    "spends at most {time} walking forward looking for the target, {hazard}, signalling if it is seen, then walks "
    "back",
    "scans for the target while walking forward for up to {time}, {hazard}, signals if found, and then returns",
    "walks ahead searching for the target for a maximum of {time}, {hazard}, signals on seeing it, then heads back",
    "searches for the target by walking forward for at most {time}, {hazard}, gives a signal if it finds it, then "
    "walks back the way it came",
), ("looks for the target walking forward, giving up after {time} at most, {hazard}, signals if it is found, then "
    "walks back",
    "walks forward for at most {time} in search of the target, {hazard}, signalling upon finding it, then returns "
    "to its starting point",
    "searches ahead for up to {time} for the target, {hazard}, signals if it shows up, then walks back",
    "explores straight ahead for the target for no more than {time}, {hazard}, signalling if it sees it, and then "
    "goes back",
    "walks on looking for the target for a maximum of {time}, {hazard}, signals when found, then walks back",
    "searches for the target for at most {time} walking straight ahead, {hazard}; it signals on finding it and "
    "then walks back",
    "seeks the target walking forward for up to {time}, {hazard}, raising a signal if found, then heads back",
    "walks forward hunting for the target for at most {time}, {hazard}, signals if it spots it, then walks back "
    "to the start",
    "goes forward in search of the target for no longer than {time}, {hazard}, signals if it is seen, then "
    "returns",
    "walks ahead for at most {time} looking for the target, {hazard}, signalling on sighting it, and then walks "
    "back",
))
SIGNAL = Split(("signalling if it sees the target", "and signals when it spots the target",
                "signalling whenever the target is in view", "and signals if the target comes into view"),
               ("and gives a signal if the target is seen", "signalling on sighting the target",
                "and signals whenever it catches sight of the target"))
# Times (s) and speeds (m/s): none the shipped tasks' (the shipped wander and bounded search take 20 s), and the
# held-out ones none of another split's (a split's walks may share its own).
TIMES = Split((10.0, 16.0, 17.0, 19.0, 22.0, 23.0, 26.0, 28.0, 31.0, 34.0),
              (9.0, 18.0, 21.0, 24.0, 27.0, 29.0, 32.0, 36.0))
SPEEDS = Split((0.2, 0.4, 0.6, 0.8), (0.3, 0.7))
ROAMING = ("wander", "search_back")  # the kinds, drawn where the split has their templates (train, heldout)


def roaming_task(rng: random.Random, split: str, index: int, kind: str, hazard: str) -> Task:
    """A wander (walking forward with random turns for a time, at a speed or not; signalling at the target or not)
    or a search bounded in time that walks back after it (its walk back, a reverse or a turn, is not checked), each
    stopping for people (`hazard`: the words that say so)."""
    from safe_codegen.tasks.curriculum.spot import WALK_SCENARIOS  # spot.py draws these kinds (it imports this)

    source, seconds = f"curriculum:spot:{split}:{index}", pick(rng, TIMES.of(split))
    time = quantity(rng, seconds, "s", split)
    if kind == "search_back":
        goal = Goal(None, ("person",), "target", True, scenario_names=("clear", "person", "target_passes"),
                    source=source, search_at_most=seconds)
        return Task(task_name("bounded_search", index),
                    pick(rng, SEARCH_BACK.of(split)).format(time=time, hazard=hazard) + ".", goal)
    form = pick(rng, WANDER.of(split))
    speed = pick(rng, SPEEDS.of(split)) if "{speed}" in form else None
    said = form.format(time=time, speed=quantity(rng, speed, "m/s", split) if speed else "")
    signal = rng.random() < 0.5
    goal = Goal((Move("any", "forward", speed=speed, time=seconds),), ("person",), "target" if signal else None,
                scenario_names=("clear", "person", "target_passes") if signal else WALK_SCENARIOS,
                source=source)
    text = f"{said}, {hazard}" + (f", {pick(rng, SIGNAL.of(split))}" if signal else "")
    return Task(task_name("roam", index), text + ".", goal)
