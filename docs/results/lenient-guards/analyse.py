"""Score the old readers' readings (read_old.py) against today's curriculum goals, and the guards a lenient reading
might be accepted under: which refusals it would turn into right goals and which into wrong ones."""

import json
import re
import sys
from collections import Counter
from pathlib import Path

from safe_codegen.robot import load_robot
from safe_codegen.tasks.curriculum import generate_tasks
from safe_codegen.tasks.goals import parse_goal
from safe_codegen.tasks.reader import same_goal
from safe_codegen.utils.yamlfile import parse_yaml


def goal(block):
    """A reading's goal block as today's goal; None for none, or for one no task file may hold."""
    try:
        return parse_goal(parse_yaml(block, Path("<reading>"))["goal"], Path("<reading>"), 2) if block else None
    except Exception:
        return None


def near_number(task: str, word: str) -> bool:
    """Whether the unread word stands within two words of a number (a unit, a quantity's name)."""
    words = re.findall(r"[\w'°./-]+", task.lower())
    return any(re.search(r"\d", x) for i, w in enumerate(words) if w.strip(".") == word
               for x in words[max(0, i - 2):i] + words[i + 1:i + 3])


robots = {n: load_robot(n) for n in ("jackal", "spot")}
counts, guards = Counter(), Counter()
for path in sys.argv[1:]:
    rows = json.load(open(path))
    truth = {}
    for r in {(x["split"], x["robot"]) for x in rows}:
        truth |= {(r, t.task): t.goal for t in generate_tasks(r[1], 120, r[0], 7)}
    for x in rows:
        key, robot = (x["split"], x["robot"]), robots[x["robot"]]
        right = lambda g: g is not None and same_goal(g, truth[key, x["task"]], robot)  # noqa: E731
        strict, lenient = goal(x["strict"]), goal(x["lenient"])
        counts[key, "read right" if right(strict) else "read wrong" if strict else "refused"] += 1
        if strict is None and lenient is not None:
            unread = [w.lower() for w in x["unread"]]
            inert = not any(re.search(r"\d", w) or near_number(x["task"], w) for w in unread)
            for name, holds in (("any", True), ("one unread word", len(unread) == 1),
                                ("no unread word near a number", inert),
                                ("one unread word, not near a number", len(unread) == 1 and inert)):
                if holds:
                    guards[name, "right" if right(lenient) else "wrong"] += 1
summary = {"by split": {f"{s}:{r}": {k: counts[(s, r), k] for k in ("read right", "read wrong", "refused")}
                        for s, r in sorted({k for k, _ in counts})},
           "lenient reading accepted where the strict one refused, under each guard":
               {g: {k: guards[g, k] for k in ("right", "wrong")} for g in dict.fromkeys(g for g, _ in guards)}}
print(json.dumps(summary, indent=1))
