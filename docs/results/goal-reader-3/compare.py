"""Each goal adapter's greedy goal for heldout17's jackal and Spot tasks (seed 7, --per tasks a robot), asked as the
fallback asks the shipped one (the example-free proposal prompt), scored against the goal the curriculum wrote them
from: right, wrong (a valid goal, another task's) or invalid. heldout17 is a writer neither adapter saw.
Usage: compare.py ADAPTER... [--per N] [--json OUT]"""

import argparse
import json
import time
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import sample_all
from safe_codegen.generate.models.local import LocalModel
from safe_codegen.robot import load_robot
from safe_codegen.tasks.curriculum import generate_tasks
from safe_codegen.tasks.reader import same_goal
from safe_codegen.tasks.reading.model import PROPOSE, proposal_prompt, proposed_goal

ap = argparse.ArgumentParser()
ap.add_argument("adapters", nargs="+", type=Path)
ap.add_argument("--per", type=int, default=60)
ap.add_argument("--split", default="heldout17")
ap.add_argument("--json", type=Path)
args = ap.parse_args()
robots = {n: load_robot(n) for n in ("jackal", "spot")}
tasks = [(robots[n], t) for n in robots for t in generate_tasks(n, args.per, args.split, 7)]
report = {"split": args.split, "tasks": len(tasks), "adapters": {}}
for adapter in args.adapters:
    model, start = LocalModel(None, adapter), time.time()
    texts = [c.text for [c] in sample_all(model, [(proposal_prompt(r, t.task, 0), PROPOSE, None) for r, t in tasks])]
    counts = {f"{r.name} {k}": 0 for r in robots.values() for k in ("right", "wrong", "invalid")}
    for (robot, task), text in zip(tasks, texts):
        try:
            goal = proposed_goal(text, robot, task.name, str(adapter))
            counts[f"{robot.name} {'right' if same_goal(goal, task.goal, robot) else 'wrong'}"] += 1
        except InputError:
            counts[f"{robot.name} invalid"] += 1
    report["adapters"][str(adapter)] = counts | {"seconds": round(time.time() - start)}
    print(adapter, counts, f"{time.time() - start:.0f} s", flush=True)
if args.json:
    args.json.write_text(json.dumps(report, indent=1) + "\n")
