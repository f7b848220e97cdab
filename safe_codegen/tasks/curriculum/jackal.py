"""Jackal's curriculum: single manoeuvres (turns either side by any angle, with a radius or in place;
drives and reverses by speed, time or distance), 2-4-move sequences, stopping for pedestrians and
sometimes cars and stop signs."""

from __future__ import annotations

import random

from safe_codegen.generate.prompts import Task
from safe_codegen.tasks.curriculum.motion import Vehicle, draw_sequence, hazard_words, sequence_words, slug
from safe_codegen.tasks.curriculum.words import Split, pick, task_name
from safe_codegen.tasks.goals import Goal

_BODY, _GOES = ("car", "robot", "vehicle"), ("drives", "travels")
_FORWARD = ("drives forward", "drives straight ahead", "goes straight", "moves forward", "rolls forward",
            "heads straight on", "drives ahead")
_REVERSE = ("reverses", "backs up", "drives backwards", "moves in reverse", "goes backwards", "rolls back",
            "drives in reverse")
_HAZARDS = {"pedestrian": ("pedestrians", "a pedestrian"), "car": ("cars", "a car"),
            "stop_sign": ("stop signs", "a stop sign")}
JACKAL = Vehicle(
    body=Split(_BODY, _BODY, ("rover", "base", "platform"), ("Jackal", "UGV", "mobile base"),
               ("wheeled robot", "ground robot", "bot"), ("ground vehicle", "wheeled platform", "unit"),
               ("mobile robot", "AGV", "machine"), ("robot car", "drive base", "wheeled rover"),
               ("cart", "rig", "device"), ("buggy", "courier", "chassis"), ("dolly", "quad", "camera buggy"),
               ("AMR", "trolley robot", "autonomous vehicle"), ("robotic vehicle", "utility robot", "field robot")),
    goes=Split(_GOES, _GOES, ("moves", "rolls"), ("drives along", "follows"), ("drives", "steers"),
               ("travels", "cruises"), ("drives", "travels"), ("drives", "rolls"), ("navigates", "motors"),
               ("drives", "runs"), ("tracks", "drives"), ("takes", "follows"), ("drives", "cuts")),
    forward=Split(_FORWARD, _FORWARD, ("advances", "rolls ahead", "pushes forward", "proceeds straight ahead",
                                       "drives onward", "moves straight forward"),
                  ("goes forward", "travels forward", "drives straight", "moves ahead", "travels straight ahead",
                   "drives forwards"),
                  ("goes straight ahead", "drives straight forward", "moves straight ahead", "heads forward",
                   "rolls straight ahead", "drives in a straight line"),
                  ("proceeds forward", "drives straight on", "moves forwards", "travels ahead", "rolls forwards",
                   "heads straight ahead"),
                  ("goes ahead", "drives directly forward", "rolls straight forward",
                   "moves forward in a straight line", "travels forwards", "runs straight ahead"),
                  ("pulls forward", "drives dead ahead", "carries on straight ahead", "noses forward",
                   "rolls out straight ahead", "trundles forward"),
                  ("scoots forward", "cruises straight ahead", "makes its way straight ahead", "heads off forward",
                   "drives on ahead", "sets off straight ahead"),
                  ("zips forward", "motors straight ahead", "heads out forward", "runs forward", "pushes on ahead",
                   "rolls on forward"),
                  ("dollies in", "pushes in", "tracks in", "tracks forward", "heads up the track",
                   "bowls along forward"),
                  ("goes front", "moves in forward direction", "proceeds straight", "moves front side",
                   "goes in straight direction", "takes it forward"),
                  ("drives straight upfield", "heads straight downfield", "advances straight ahead",
                   "proceeds in a forward direction", "pushes straight ahead", "goes straight forward")),
    reverse=Split(_REVERSE, _REVERSE, ("backs away", "drives in reverse gear", "rolls backwards", "moves rearward",
                                       "reverses straight back", "drives backward"),
                  ("goes in reverse", "moves backward", "travels backwards", "reverses straight", "rolls in reverse",
                   "backs straight up"),
                  ("backs up straight", "drives straight backwards", "moves backwards", "goes backward",
                   "travels in reverse", "reverses in a straight line"),
                  ("travels backward", "rolls backward", "heads backwards", "drives rearwards", "moves straight back",
                   "rolls rearwards"),
                  ("drives straight back", "goes straight backwards", "moves back in a straight line",
                   "backs up in a straight line", "runs in reverse", "travels rearward"),
                  ("pulls back", "backs straight out", "reverses back", "backs off", "drives in the reverse direction",
                   "reverses out"),
                  ("scoots backwards", "backs out", "eases back", "cruises in reverse", "makes its way backwards",
                   "reverses up"),
                  ("backs it up", "reverses straight out", "shifts into reverse and backs up", "zips backward",
                   "motors in reverse", "runs backward"),
                  ("dollies back", "tracks backwards", "backs her up", "reverses her", "eases her back",
                   "creeps back"),
                  ("takes reverse", "goes in reverse direction", "moves in backward direction", "comes backward",
                   "takes a reverse", "goes reverse"),
                  ("backtracks", "drops straight back", "proceeds in a rearward direction", "retreats straight back",
                   "gives ground in reverse", "moves straight rearward")),
    hazards=Split(_HAZARDS, _HAZARDS, {"pedestrian": ("people on foot", "a person on foot"),
                                       "car": ("other vehicles", "another vehicle"),
                                       "stop_sign": ("stop signs", "a stop sign")},
                  {"pedestrian": ("passers-by", "a passer-by"), "car": ("oncoming traffic", "an oncoming car"),
                   "stop_sign": ("stop signs", "a stop sign")},
                  {"pedestrian": ("people", "a person"), "car": ("vehicles", "a vehicle"),
                   "stop_sign": ("STOP signs", "a STOP sign")},
                  {"pedestrian": ("members of the public", "a member of the public"),
                   "car": ("motor vehicles", "a motor vehicle"), "stop_sign": ("Stop signs", "a Stop sign")},
                  {"pedestrian": ("people walking", "a person who is walking"),
                   "car": ("automobiles", "an automobile"),
                   "stop_sign": ("signs that say stop", "a sign that says stop")},
                  {"pedestrian": ("foot traffic", "foot traffic"), "car": ("road vehicles", "a road vehicle"),
                   "stop_sign": ("stop-signs", "a stop-sign")},
                  {"pedestrian": ("people crossing", "a person crossing"),
                   "car": ("cars driving by", "a car driving by"), "stop_sign": ("red stop signs", "a red stop sign")},
                  {"pedestrian": ("peds", "a ped"), "car": ("passing cars", "a passing car"),
                   "stop_sign": ("posted stop signs", "a posted stop sign")},
                  {"pedestrian": ("walkers", "a walker"), "car": ("cars on the track", "a car on the track"),
                   "stop_sign": ("roadside stop signs", "a roadside stop sign")},
                  {"pedestrian": ("walking persons", "a walking person"), "car": ("four-wheelers", "a four-wheeler"),
                   "stop_sign": ("STOP boards", "a STOP board")},
                  {"pedestrian": ("persons traveling on foot", "a person traveling on foot"),
                   "car": ("motorized vehicles", "a motorized vehicle"),
                   "stop_sign": ("regulatory stop signs", "a regulatory stop sign")}),
    angle=Split((20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150, 160, 170, 180),
                (15, 25, 35, 45, 55, 65, 75, 85, 95, 105, 115, 125, 145, 155, 165),
                (10, 22, 38, 48, 62, 78, 92, 112, 128, 140, 175),
                (12, 16, 28, 42, 58, 68, 74, 96, 104, 118, 132, 144, 158),
                (18, 24, 36, 44, 52, 64, 72, 84, 108, 122, 136, 148, 162, 172),
                (14, 26, 32, 46, 54, 66, 76, 94, 98, 106, 116, 126, 130, 146, 154, 166),
                (34, 56, 63, 82, 88, 102, 114, 124, 134, 138, 142, 152, 156, 164, 174),
                (33, 39, 43, 47, 57, 67, 86, 93, 113, 117, 127, 137, 143, 157, 168),
                (27, 37, 41, 53, 61, 73, 79, 87, 99, 107, 121, 133, 141, 153, 167),
                (19, 23, 29, 31, 49, 59, 71, 77, 83, 97, 103, 119, 131, 149, 161),
                (13, 17, 21, 51, 69, 81, 89, 91, 101, 111, 129, 139, 147, 159, 171),
                (11, 22.5, 32.5, 47.5, 57.5, 67.5, 82.5, 97.5, 109, 112.5, 123, 137.5, 151, 157.5, 163, 176),
                (17.5, 27.5, 37.5, 52.5, 62.5, 72.5, 87.5, 92.5, 102.5, 117.5, 127.5, 142.5, 167.5, 169, 173, 177)),
    radius=Split((1, 2, 3, 4, 5, 1.3, 1.9, 2.1, 2.9, 3.1, 3.7, 4.3), (1.5, 2.5, 3.5, 4.5), (1.2, 1.8, 2.2, 2.8, 6),
                 (0.5, 0.75, 1.6, 2.4, 3.2, 7), (0.8, 1.25, 2.6, 3.6, 4.2, 8), (0.6, 1.4, 2.25, 3.4, 3.8, 5.5),
                 (0.7, 1.1, 1.75, 2.7, 3.3, 4.8), (0.9, 1.7, 2.3, 3.9, 4.4, 6.5), (0.85, 1.35, 2.75, 3.25, 4.1, 5.75),
                 (0.95, 1.45, 2.05, 2.65, 3.15, 4.6), (0.65, 1.05, 1.55, 1.85, 2.35, 2.85, 3.45, 4.7),
                 (0.55, 1.15, 1.65, 1.95, 2.45, 2.95, 3.35, 3.75, 4.25, 5.25),
                 (0.45, 1.3716, 2.15, 2.286, 2.55, 3.05, 3.2004, 3.65, 4.1148, 4.35, 5.0292)),
    time=Split((2, 3, 4, 5, 6, 8, 10, 12, 2.7, 3.9, 4.1, 5.3, 6.3, 7.1, 8.6), (7, 9, 11, 13, 2.5, 3.5, 4.5, 5.5),
               (3.25, 4.75, 6.5, 7.5, 8.5, 9.5, 14, 15), (2.2, 3.4, 4.2, 5.6, 6.8, 7.2, 10.5, 12.5),
               (2.4, 2.8, 3.6, 4.4, 5.2, 6.4, 7.8, 9.2, 11.5), (2.6, 3.2, 3.8, 4.6, 5.4, 6.6, 7.4, 8.8, 10.4, 13.5),
               (2.3, 2.9, 3.7, 4.3, 4.9, 5.8, 6.2, 7.6, 8.4, 9.6, 11.2),
               (3.1, 3.3, 4.7, 5.1, 5.7, 6.1, 6.9, 7.3, 8.2, 9.4, 10.8),
               (2.75, 3.75, 4.25, 5.9, 6.7, 7.7, 8.3, 9.1, 9.9, 10.6, 12.25),
               (2.45, 3.15, 3.85, 4.05, 4.8, 5.35, 6.05, 7.25, 8.1, 9.3, 10.75),
               (2.35, 2.65, 3.45, 3.95, 4.35, 4.65, 5.25, 5.75, 6.25, 6.75, 7.9, 8.75, 9.75, 11.25),
               (2.25, 2.55, 2.85, 3.35, 3.65, 4.15, 4.45, 4.85, 5.45, 5.85, 6.35, 7.35, 7.75, 8.25, 9.25, 10.25, 11.75,
                13.25, 14.5),
               (2.05, 2.15, 2.95, 3.05, 3.55, 4.55, 4.95, 5.15, 5.55, 5.95, 6.15, 6.45, 6.85, 7.05, 7.45, 7.85, 8.45,
                9.35, 10.45, 12.15, 12.75, 13.75)),
    speed=Split((0.2, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5), (0.3, 0.7, 0.9, 1.1, 1.3, 0.25, 0.75),
                (0.15, 0.35, 0.45, 0.55, 0.65, 0.85, 1.25, 1.4), (0.12, 0.28, 0.38, 0.42, 0.58, 0.95, 1.15, 1.45),
                (0.18, 0.32, 0.48, 0.52, 0.62, 0.72, 1.05, 1.35),
                (0.22, 0.36, 0.44, 0.56, 0.68, 0.78, 0.88, 1.08, 1.24),
                (0.26, 0.34, 0.46, 0.54, 0.64, 0.74, 0.84, 0.92, 1.16, 1.32),
                (0.16, 0.24, 0.66, 0.76, 0.82, 0.94, 1.06, 1.18, 1.28, 1.38),
                (0.14, 0.27, 0.33, 0.47, 0.57, 0.63, 0.71, 0.86, 0.98, 1.12, 1.26, 1.44),
                (0.19, 0.29, 0.41, 0.4572, 0.53, 0.6096, 0.67, 0.79, 0.91, 1.03, 1.2192, 1.36, 1.48),
                (0.17, 0.23, 0.325, 0.375, 0.43, 0.51, 0.59, 0.625, 0.77, 0.875, 0.97, 1.125, 1.34),
                (0.125, 0.175, 0.225, 0.275, 0.425, 0.475, 0.525, 0.575, 0.675, 0.725, 0.825, 0.925, 1.075, 1.175,
                 1.275, 1.425),
                (0.135, 0.185, 0.245, 0.315, 0.385, 0.44704, 0.5588, 0.615, 0.67056, 0.765, 0.78232, 0.89408, 1.00584,
                 1.1176, 1.22936, 1.34112)),
    distance=Split((1, 2, 3, 4, 5, 6, 8, 10, 1.1, 2.1, 2.9, 3.1, 4.3, 5.7, 6.3), (1.5, 2.5, 3.5, 4.5, 7, 9, 12),
                   (0.8, 1.2, 2.25, 3.6, 5.5, 6.5, 11, 14),
                   (0.5, 0.75, 1.8, 2.6, 3.2, 4.8, 7.5, 13), (0.6, 1.4, 2.4, 3.8, 4.4, 5.8, 8.5, 9.5),
                   (0.9, 1.6, 2.2, 2.8, 3.4, 4.2, 5.2, 6.4, 7.2), (0.7, 1.3, 1.7, 2.7, 3.3, 3.9, 4.6, 5.4, 6.8),
                   (1.45, 1.9, 2.3, 3.7, 4.7, 5.3, 6.6, 7.4, 8.2),
                   (0.65, 1.25, 1.75, 2.35, 2.75, 3.45, 4.1, 4.9, 5.6, 6.2, 7.7),
                   (0.85, 0.9144, 1.524, 1.95, 2.05, 2.4384, 2.85, 3.048, 3.65, 4.35, 5.05, 6.45),
                   (0.55, 0.95, 1.15, 1.85, 2.15, 2.55, 3.35, 3.85, 4.25, 5.15, 5.9, 6.7, 7.3, 8.8),
                   (1.05, 1.35, 1.65, 2.45, 2.95, 3.25, 3.75, 4.45, 5.25, 5.75, 6.25, 6.75, 7.75, 9.25, 10.5),
                   (1.3716, 1.55, 1.8288, 2.286, 2.65, 2.7432, 3.2004, 3.6576, 3.95, 4.572, 4.85, 5.35, 5.4864, 6.15,
                    6.4008, 7.3152, 7.85)),
    max_speed=1.5)
KINDS = ("turn", "spin", "forward", "reverse")
PEDESTRIAN_SCENARIOS = ("clear", "pedestrian", "flicker", "late_pedestrian")


def jackal_task(rng: random.Random, split: str, index: int) -> Task:
    """One task: a single manoeuvre (half of them) or a 2-4-move sequence, with its hazards."""
    length = 1 if rng.random() < 0.5 else pick(rng, (2, 2, 3, 4))
    moves, steps = draw_sequence(rng, JACKAL, split, length, KINDS)
    hazards = ("pedestrian",) + pick(rng, ((), (), ("car",), ("stop_sign",), ("car", "stop_sign")))
    scenarios = () if len(hazards) == 1 else PEDESTRIAN_SCENARIOS + \
        (("car", "car_and_pedestrian") if "car" in hazards else ()) + (("stop_sign",) if "stop_sign" in hazards else ())
    text = hazard_words(rng, JACKAL, split, hazards, sequence_words(rng, split, steps)) + "."
    goal = Goal(tuple(moves), hazards, scenario_names=scenarios, source=f"curriculum:jackal:{split}:{index}")
    return Task(task_name(slug(moves), index), text, goal)
