"""The experiment of 2026-12-05 (docs/finetuning.md, "Every move guided"): each guided step comment also names the
task's hazards (", stopping for pedestrians and stop signs"), since `stop_sign_then_turn_right` wrote both moves
right and left the stop sign out of its loops. Not part of the package: on the 40 held-out multi-move tasks it did
worse (54/80 against 59/80, and worse on the tasks with cars or stop signs too: 29/46 against 32/46). Runs any
safe-codegen command so.

    OMP_NUM_THREADS=2 .venv/bin/python docs/results/every-move/hazard_clause.py evaluate --robot jackal \
        --tasks docs/results/every-move/jackal-heldout-multi-move-40.yaml -n 2 --seed 0 \
        --out docs/results/every-move/multi-move-40-n2-hazard-clause.json
"""
import sys

import safe_codegen.generate.refine as refine
import safe_codegen.generate.steps as steps
from safe_codegen.cli import main
from safe_codegen.tasks.reader import read_goal

NAMES = {"pedestrian": "pedestrians", "stop_sign": "stop signs", "car": "cars", "person": "people"}


def guide(robot, task):
    found = steps.step_guide(robot, task)
    if found is None:
        return found
    said = " and ".join(NAMES[h] for h in read_goal(task.task, robot).goal.stop_for)
    return steps.StepGuide(tuple(c.rstrip("\n") + f", stopping for {said}\n" for c in found.comments))


refine.step_guide = guide
sys.argv = ["safe-codegen"] + sys.argv[1:]
main()
