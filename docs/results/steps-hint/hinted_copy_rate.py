"""The experiment of 2026-12-05 (docs/finetuning.md, "The reader's steps in the prompt"): benchmarks/copy_rate.py,
or any safe-codegen command (`cli ...`), with the steps the reader reads from the task's words shown to the model.
Each step is the reference programs' step comment (tasks/reference.py). WHERE=before: the steps as comment lines
before the asked `def`; WHERE=first: the first step's comment as the first line of the body (prefilled);
WHERE=both: both. Only for tasks of at least MIN_MOVES moves (default 2). Not part of the package: a patch of
refine.base_prompt for measuring, kept so the figures can be reproduced.

    MIN_MOVES=2 WHERE=before .venv/bin/python docs/results/steps-hint/hinted_copy_rate.py --split heldout -n 40
        --label steps-hint
    MIN_MOVES=1 WHERE=first .venv/bin/python docs/results/steps-hint/hinted_copy_rate.py cli evaluate --robot jackal \\
        --tasks jackal-test -n 8 --seed 1 --out docs/results/steps-hint/jackal-test-first-all.json
"""
import os
import runpy
import sys
from pathlib import Path

import safe_codegen.generate.refine as refine
from safe_codegen.tasks.reader import read_goal
from safe_codegen.tasks.reference import _move

ROOT = Path(__file__).resolve().parents[3]
orig = refine.base_prompt
MIN = int(os.environ.get("MIN_MOVES", "2"))
WHERE = os.environ.get("WHERE", "before")


def hinted(robot, task, feedback=None, shots=2):
    p = orig(robot, task, feedback, shots)
    try:
        goal = read_goal(task.task, robot).goal
    except Exception:  # words the reader cannot read: the prompt as it is
        return p
    moves = (goal.moves or ()) if goal is not None else ()
    said = [_move(m) for m in moves]
    if len(moves) < MIN or None in said:
        return p
    note = "".join(f"# step {i} of {len(said)}: {s[0]}\n" for i, s in enumerate(said, 1))
    cut = p.rindex("\ndef ") + 1
    if WHERE == "before":
        return p[:cut] + note + p[cut:]
    first = f"    # step 1 of {len(said)}: {said[0][0]}\n"
    return (p[:cut] + note + p[cut:] if WHERE == "both" else p) + first


refine.base_prompt = hinted
if sys.argv[1:2] == ["cli"]:
    from safe_codegen.cli import main
    sys.argv = ["safe-codegen"] + sys.argv[2:]
    main()
else:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    sys.argv = ["copy_rate.py"] + sys.argv[1:]
    runpy.run_path(str(ROOT / "benchmarks" / "copy_rate.py"), run_name="__main__")
