"""The experiment of 2026-12-05 (docs/finetuning.md, "guided step comments"): guide one-move tasks too, with a
"# step 1 of 1:" comment, by replacing refine.step_guide; not part of the package (it did not pay: more cut off).

    OMP_NUM_THREADS=1 .venv/bin/python docs/results/guided-steps/single_moves.py evaluate --robot jackal \
        --tasks jackal-test -n 8 --seed 1 --out docs/results/guided-steps/jackal-test-single-moves-guided.json
"""
import sys
import safe_codegen.generate.refine as refine
from safe_codegen.generate.steps import StepGuide
from safe_codegen.tasks.reader import read_goal
from safe_codegen.tasks.reference import step_words
from safe_codegen.errors import InputError

def step_guide(robot, task):
    try:
        goal = read_goal(task.task, robot).goal
    except InputError:
        return None
    words = [step_words(m) for m in (goal.moves or ())] if goal is not None and not goal.search else []
    if len(words) < 1 or None in words:
        return None
    return StepGuide(tuple(f"    # step {i} of {len(words)}: {w}\n" for i, w in enumerate(words, 1)))

refine.step_guide = step_guide
from safe_codegen.cli import main
sys.argv = ["safe-codegen"] + sys.argv[1:]
main()
