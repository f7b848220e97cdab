"""Run by run.sh inside a worktree of an old commit (PYTHONPATH=that worktree): read one split's jackal and Spot
tasks (seed 7, 120 a robot, as benchmarks/goal_reader.py draws them) with that commit's reader, strict and lenient,
and write each reading as a task file's goal block (None where there is none) with the unread words."""

import json
import sys

from safe_codegen.robot import load_robot
from safe_codegen.tasks.curriculum import generate_tasks
from safe_codegen.tasks.reader import read_goal
from safe_codegen.tasks.reading.model import goal_yaml

split, out = sys.argv[1], sys.argv[2]
rows = []
for name in ("jackal", "spot"):
    robot = load_robot(name)
    for task in generate_tasks(name, 120, split, 7):
        strict, lenient = read_goal(task.task, robot), read_goal(task.task, robot, lenient=True)
        rows.append({"split": split, "robot": name, "task": task.task, "unread": list(strict.unread),
                     "strict": goal_yaml(strict.goal) if strict.goal else None,
                     "lenient": goal_yaml(lenient.goal) if lenient.goal else None})
json.dump(rows, open(out, "w"))
