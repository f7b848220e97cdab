"""Spot's curriculum: walks and turns (single and 2-3-move sequences) stopping for people, walks that
signal at the target, searches walking or turning in place until the target is found, and guards that
wait still for it."""

from __future__ import annotations

import random

from safe_codegen.generate.prompts import Task
from safe_codegen.tasks.curriculum.motion import SIDES, Vehicle, draw_sequence, hazard_words, sequence_words, slug
from safe_codegen.tasks.curriculum.words import Split, pick, task_name
from safe_codegen.tasks.goals import Goal, Move

_BODY, _GOES = ("robot", "dog", "Spot"), ("walks", "paces")
_FORWARD = ("walks forward", "walks straight ahead", "walks ahead", "moves forward", "strides forward", "goes straight")
_REVERSE = ("walks backwards", "backs up", "steps back", "moves backwards", "retreats")
_HAZARDS = {"person": ("people", "a person")}
SPOT = Vehicle(
    body=Split(_BODY, _BODY, ("quadruped", "legged robot"), ("robot dog", "four-legged robot"),
               ("quadruped robot", "legged platform", "walking robot")),
    goes=Split(_GOES, _GOES, ("walks", "strides"), ("walks along", "follows"), ("walks", "trots")),
    forward=Split(_FORWARD, _FORWARD, ("steps forward", "walks onward", "trots ahead", "marches forward",
                                       "proceeds forward"),
                  ("walks straight", "walks forwards", "goes forward", "heads forward", "trots forward"),
                  ("walks straight forward", "goes straight ahead", "trots straight ahead", "walks in a straight line",
                   "moves ahead", "steps ahead")),
    reverse=Split(_REVERSE, _REVERSE, ("walks backward", "steps backwards", "backs away", "retreats backwards"),
                  ("goes in reverse", "moves backward", "goes backwards", "walks in reverse", "reverses"),
                  ("steps backward", "walks straight backwards", "moves in reverse", "trots backwards",
                   "backs straight up")),
    hazards=Split(_HAZARDS, _HAZARDS, {"person": ("humans", "a human")}, {"person": ("bystanders", "a bystander")},
                  {"person": ("pedestrians", "a pedestrian")}),
    angle=Split((30, 40, 60, 80, 90, 120, 135, 150, 180), (45, 75, 100, 110, 165), (50, 70, 105, 125, 140, 170),
                (36, 54, 65, 98, 115, 130, 148, 155), (24, 48, 66, 84, 108, 124, 144, 160)),
    radius=Split((1, 2, 3), (1.5, 2.5), (1.2, 1.8, 2.2), (0.8, 1.4, 2.6, 3.5), (1.6, 2.4, 3.2)),
    time=Split((3, 4, 5, 6, 8, 10), (7, 9, 4.5, 5.5), (3.25, 6.5, 8.5, 12, 14), (3.5, 4.2, 5.6, 7.5, 11, 13),
               (2.5, 3.8, 4.8, 6.2, 9.5, 12.5)),
    speed=Split((0.2, 0.4, 0.6, 0.8), (0.3, 0.5, 0.7), (0.25, 0.35, 0.45, 0.65), (0.15, 0.55, 0.85, 0.95),
                (0.28, 0.42, 0.62, 0.75, 0.9)),
    distance=Split((1, 2, 3, 4, 5), (1.5, 2.5, 3.5), (1.2, 2.2, 2.8, 4.5), (0.5, 1.8, 3.2, 6),
                   (0.8, 1.4, 2.4, 3.8, 5.5)),
    max_speed=1.0)
KINDS = ("turn", "spin", "forward", "reverse")
SEARCH = Split((
    "walks forward looking for the target and signals and stops when it is found",
    "searches for the target by walking straight ahead; when it sees the target it signals and stands still",
    "walks ahead until the target is observed, then signals and stops",
    "keeps walking forward until it spots the target, then stops and signals",
    "looks for the target while walking forward, signalling and stopping once it is found",
    "walks straight on in search of the target and, on finding it, signals and stays put",
    "searches ahead for the target; once it is observed, it signals and then stays still",
    "moves forward until it sees the target, then signals and remains still",
    "walks forward scanning for the target, and signals and stops when the target comes into view",
    "explores straight ahead until the target is found, then signals and does not move again",
), ("heads forward hunting for the target; upon detecting it, signals and stays motionless",
    "paces forward until the target turns up, at which point it signals and stops moving",
    "advances step by step in search of the target, signalling and stopping once it is seen"),
    ("strides forward, on the lookout for the target, and when it sees it signals and stops",
     "walks ahead searching for the target until it is visible, then signals and halts",
     "moves forward scanning for the target; as soon as it is spotted, signals and freezes",
     "proceeds straight on looking for the target, and on sighting it signals and stands still",
     "walks on, looking out for the target, until it appears; then it signals and does not walk further",
     "searches straight ahead for the target and stops and signals the moment it is detected",
     "walks forwards in search of the target, signalling and coming to a halt once it is in sight",
     "keeps moving ahead until it finds the target, then signals and stays where it is",
     "heads straight forward seeking the target; having found it, signals and stops",
     "walks ahead until the target becomes visible, whereupon it signals and remains motionless"),
    ("goes forward looking for the target; when it finds it, it stops and gives a signal",
     "walks straight ahead searching for the target, and once it is found, stops there and signals",
     "searches for the target by walking forward, then signals and stays stopped when it has found it",
     "keeps going forward until the target is in view, at which point it stops and signals",
     "walks forward in search of the target; on finding it, it halts and sends a signal",
     "looks for the target as it walks ahead, and when it spots it, stops walking and signals",
     "heads forward until it detects the target, then comes to a stop and signals",
     "walks forwards, scanning ahead for the target; once it sees the target it stops for good and signals",
     "moves ahead while searching for the target, stopping and signalling when it is found",
     "walks forward to find the target and, as soon as it sees it, stops and signals",
     "advances while looking out for the target; when the target is spotted, it stops moving and signals",
     "walks on until it finds the target; there it stops and signals"),
    ("walks straight ahead until it detects the target; at that point it stops and signals",
     "searches for the target (walking forward); on detection it stops, then signals",
     "moves forward hunting for the target, and once it has the target in view, stops and signals",
     "walks ahead in search mode until the target is found, then halts and signals",
     "has the robot walk forward until it sees the target, then stop there and signal",
     "keeps walking straight until the target shows up, then stops walking and signals",
     "searches by walking forward; as soon as the target is detected it stops and signals",
     "walks forward looking out for the target and, when it finds it, stops in place and signals",
     "paces straight ahead until the target comes into sight, then stops and sends a signal",
     "goes forward on foot until it spots the target, stops, and signals",
     "walks forward (searching for the target) and stops and signals once the target is detected",
     "walks forward until the target is seen; then it stops and signals, and the search is over"))
SPIN_SEARCH = Split((
    "turns {side} in place until the target is observed, then signals",
    "spins {side} on the spot looking for the target and signals when it sees it",
    "rotates {side} in place searching for the target, signalling once it is found",
    "keeps turning {side} without walking until it spots the target, then signals",
    "scans for the target by rotating {side} on the spot, and signals when it is in view",
    "turns on the spot, {side}, until it finds the target, then signals",
    "pivots {side} in place until the target comes into view, and then signals",
    "searches for the target by spinning {side} where it stands, signalling when it appears",
    "rotates in place, turning {side}, until the target is seen, then signals",
    "looks around by turning {side} on the spot until the target is observed, then signals",
), ("twirls {side} on its axis until the target is spotted, then signals",
    "sweeps {side} in place in search of the target and signals on seeing it",
    "circles {side} on the spot until it detects the target, then signals"),
    ("rotates {side} on the spot, scanning for the target, and signals when it is spotted",
     "turns {side} in place to look for the target, signalling as soon as it appears",
     "keeps rotating {side} where it stands until the target is visible, and then signals",
     "spins {side} in place in search of the target, signalling on sighting it",
     "turns slowly {side} on the spot until it sees the target, at which point it signals",
     "pivots {side} without walking, looking for the target, and signals when it is found",
     "surveys the area by turning {side} in place until the target is detected, then signals",
     "turns {side} around its own axis until the target comes into view, then gives a signal",
     "revolves {side} on the spot, seeking the target, and signals once it sees it",
     "keeps turning {side} on the spot, watching for the target, and signals when it shows up"),
    ("turns {side} on the spot looking for the target, and signals once it sees it",
     "rotates in place {side} until it finds the target, then gives a signal",
     "spins {side} where it stands until the target is in view, then signals",
     "keeps rotating {side} in place in search of the target and signals when it finds it",
     "searches for the target by turning {side} on the spot, signalling once it is in view",
     "pivots {side} on the spot, scanning for the target, and signals as soon as it sees it",
     "turns {side} in place, without walking, until it spots the target, and then signals",
     "looks for the target by spinning {side} in place and signals when it spots it",
     "rotates {side} on the spot until the target appears, and signals at that point",
     "turns {side} in place searching for the target; when it sees the target, it signals",
     "scans {side} by spinning in place, and signals when the target is seen"),
    ("turns {side} in place until the target is detected, then signals (no walking)",
     "searches for the target by rotating in place, {side}; on detection it signals",
     "has the robot spin {side} on the spot until it sees the target, then signal",
     "rotates {side} without walking, hunting for the target, and signals once the target is in view",
     "keeps spinning {side} in place until the target shows up, at which point it signals",
     "turns on the spot ({side}) looking for the target and signals when it finds it",
     "does an in-place search, turning {side}, and signals as soon as the target is detected",
     "pivots {side} in place, watching for the target, and signals when it comes into sight",
     "rotates in place, always {side}, until the target is spotted, and then signals",
     "spins on the spot {side} in search of the target; when the target is seen, it signals",
     "turns {side} where it stands until it has the target in view, then signals",
     "looks for the target by rotating {side} in place, signalling on detection"))
GUARD = Split((
    "stays still until the target is observed, then signals", "waits in place and signals when the target is seen",
    "stands guard without walking and signals whenever the target is in view",
    "does not move; it signals when it observes the target",
    "keeps still, watching for the target, and signals when it appears",
    "stands where it is until the target shows up, then signals",
    "remains stationary and signals once the target is observed",
    "watches for the target without moving and signals on seeing it",
    "stays put and signals when the target comes into view",
    "holds its position, signalling when the target is observed",
), ("keeps watch motionless and signals as soon as the target is spotted",
    "stands sentry and signals upon detecting the target",
    "waits, never walking, and signals when it catches sight of the target"),
    ("stays in place and signals whenever the target comes into view",
     "keeps watch from where it stands and signals when it sees the target",
     "stands perfectly still, signalling if the target is detected",
     "holds its ground and signals once the target appears",
     "remains where it is, not walking, and signals on spotting the target",
     "stands still the whole time and signals whenever the target is visible",
     "waits without taking a step and gives a signal when the target is seen",
     "stays stationary and alerts when the target comes into sight",
     "keeps its position, signalling as soon as it notices the target",
     "never walks; it just signals whenever it detects the target"),
    ("stays in its spot and signals when it sees the target",
     "does not walk at all; whenever the target is in view, it signals",
     "stands still and gives a signal whenever it spots the target",
     "waits in position without moving and signals if the target appears",
     "keeps still the whole time, signalling when the target is observed",
     "stays where it is, not moving, and signals when the target comes into view",
     "watches for the target from a standstill and signals whenever it is seen",
     "remains in place and sends a signal whenever the target is detected",
     "holds still and signals each time it sees the target",
     "stands in place watching for the target, signalling whenever it shows up",
     "never moves, but signals whenever the target is visible"),
    ("stands still (no walking) and signals whenever the target is detected",
     "waits where it is, signalling each time the target is in view",
     "keeps watch from a fixed spot and signals on every sighting of the target",
     "never moves: it only signals, whenever the target is seen",
     "has the robot stand still and signal whenever the target appears",
     "stays put with zero motion, signalling whenever the target is in sight",
     "guards its current position without walking and signals whenever it sees the target",
     "stands guard in place and signals every time the target comes into view",
     "just watches for the target without moving and signals whenever it sees it",
     "remains stationary the whole time and gives a signal whenever it detects the target",
     "stays motionless and signals each time it detects the target",
     "keeps its place and, whenever the target is in view, signals"))
SIGNAL = Split((
    "signalling when the target is observed", "and signals if it sees the target",
    "signalling whenever the target is in view", "and signals each time the target is observed",
    "signalling if the target comes into view", "and signals when it spots the target",
    "signalling on seeing the target",
    "and signals whenever it observes the target", "watching for the target and signalling when it is seen",
    "signalling should the target appear",
), ("and gives a signal if it catches sight of the target", "raising a signal when the target is detected",
    "and flags the target with a signal when it is spotted"),
    ("and signals as soon as it sees the target", "signalling the moment the target appears",
     "and gives a signal when the target is detected", "alerting whenever the target comes into view",
     "and signals on spotting the target", "signalling once the target is in sight",
     "and raises an alert if the target is seen", "signalling every time it notices the target",
     "and sends a signal if the target becomes visible", "signalling whenever it detects the target"),
    ("and gives a signal whenever it sees the target", "signalling each time it spots the target",
     "and signals when the target comes into sight", "sending a signal whenever the target is observed",
     "and signals any time the target is detected", "signalling if it catches a glimpse of the target",
     "and signals whenever the target is in its view", "giving a signal when the target is visible",
     "and it should signal whenever the target is seen", "signalling as the target comes into view",
     "and signals upon seeing the target"),
    ("and fires a signal whenever the target is in view", "calling signal() when the target is observed",
     "and signals every time the target shows up", "plus a signal whenever it sees the target",
     "signalling if and when the target is detected", "and lets us know with a signal when the target is in view",
     "with a signal each time the target is detected", "signalling on any sighting of the target",
     "and raises a signal whenever it detects the target", "triggering a signal when the target appears",
     "and, if the target is seen, signals", "signalling each time the target enters its view"))
# phi8: no walking while the target is in view (and no person): a walk's words say so.
STILL_AT_TARGET = Split(("standing still while the target is in view", "not walking while the target is in view",
                         "keeping still whenever the target is observed"),
                        ("never walking with the target in sight",),
                        ("staying put whenever the target is visible", "not taking a step while it can see the target",
                         "standing still as long as the target is in view"),
                        ("not moving while the target is visible", "staying still whenever it can see the target",
                         "holding still any time the target is in sight",
                         "pausing its walk whenever the target is in view"),
                        ("freezing whenever the target is in view", "staying motionless while the target is detected",
                         "not walking at all while the target can be seen",
                         "pausing for as long as the target is in sight",
                         "holding position while the target is visible"))
WALK_SCENARIOS = ("clear", "person", "flicker", "late_person")


def spot_task(rng: random.Random, split: str, index: int) -> Task:
    """One task: a walk (single or 2-3 moves), a walk that signals, a search (walking or turning), or a guard."""
    kind, source = pick(rng, ("walk", "walk", "walk_signal", "search", "spin_search", "guard")), \
        f"curriculum:spot:{split}:{index}"
    hazard = hazard_words(rng, SPOT, split, ("person",))
    if kind == "guard":
        goal = Goal((), signal="target", ends=False, scenario_names=("target_in_view", "target_passes", "clear"),
                    source=source)
        return Task(task_name("guard", index), pick(rng, GUARD.of(split)) + ".", goal)
    if kind == "search":
        goal = Goal((Move("straight", "forward"),), ("person",), "target", True, True, False,
                    scenario_names=("target_ahead", "person_then_target", "flicker", "clear"), source=source)
        return Task(task_name("search", index), f"{pick(rng, SEARCH.of(split))}, {hazard}.", goal)
    if kind == "spin_search":
        side = pick(rng, ("left", "right"))
        goal = Goal((Move(side, "in_place"),), ("person",), "target", True, False, False,
                    scenario_names=("target_ahead", "person_then_target", "clear"), source=source)
        text = pick(rng, SPIN_SEARCH.of(split)).format(side=pick(rng, SIDES.of(split)[side][0]))
        return Task(task_name(f"spin_search_{side}", index), f"{text}, {hazard}.", goal)
    length = 1 if kind == "walk_signal" or rng.random() < 0.5 else pick(rng, (2, 3))
    moves, steps = draw_sequence(rng, SPOT, split, length, KINDS if kind == "walk" else ("forward",))
    still = pick(rng, STILL_AT_TARGET.of(split))
    if kind == "walk_signal":
        goal = Goal(tuple(moves), ("person",), "target", scenario_names=("clear", "person", "target_passes"),
                    source=source)
        return Task(task_name("scan", index), f"{steps[0]}, {hazard}, {still}, {pick(rng, SIGNAL.of(split))}.", goal)
    goal = Goal(tuple(moves), ("person",), scenario_names=WALK_SCENARIOS, source=source)
    name = slug(moves).replace("drive_forward", "walk_forward")
    return Task(task_name(name, index), f"{sequence_words(rng, split, steps)}, {hazard}, {still}.", goal)
