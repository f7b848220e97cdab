"""Would a looser reader have read the writers it refused? For each task a reader refuses, three looser readings are
judged against the task's known goal (as measure.py judges): the lenient reading (the words it could read, the goal
`tasks --read --draft` writes), the strict reading with every sentence set aside whose words it could not read at
all (no number, no word of the vocabulary, no hazard or target), and, with --lexicon, the strict reading with a list
of words that never carry a task skipped as filler. --root: the checkout whose reader is measured (a worktree of the
commit that first measured a set reads it blind, as it was read then).
Usage: looser.py [--root DIR] [--lexicon FILE] --json OUT SET_DIR..."""

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("sets", type=Path, nargs="+")
ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[3])
ap.add_argument("--lexicon", type=Path, help="JSON: {category: [word, ...]}, skipped as filler")
ap.add_argument("--json", type=Path, required=True)
args = ap.parse_args()
sys.path[:0] = [str(args.root), str(args.root / "benchmarks")]

from goal_reader import equivalence  # noqa: E402

from safe_codegen.robot import load_robot  # noqa: E402
from safe_codegen.tasks.curriculum import generate_tasks  # noqa: E402
from safe_codegen.tasks.reader import read_goal  # noqa: E402
from safe_codegen.tasks.reading import words  # noqa: E402
from safe_codegen.tasks.reading.vocabulary import vocabulary_spans  # noqa: E402
from safe_codegen.utils.atomic import write_text  # noqa: E402
from safe_codegen.verify.engine import open_engine  # noqa: E402

SENTENCE = re.compile(r"(?<=[.!?])(?<!\b\d\.)\s+|\n+")
TASK_WORD = re.compile(r"\b(?:pedestrians?|peds?|people|persons?|cars?|vehicles?|stop|signs?|target|someone|anyone|"
                       r"anybody|somebody|stops?|yields?|halts?|waits?|pauses?)\b|[:=_\d]|[^\x00-\x7f]", re.I)
if args.lexicon:
    words.FILLER = words.FILLER | {w for ws in json.loads(args.lexicon.read_text()).values() for w in ws}


def set_aside(text: str, unread: tuple[str, ...]) -> tuple[str | None, list[str]]:
    """The text without its sentences made only of words the reader could not read, and those sentences."""
    kept, aside = [], []
    for sentence in SENTENCE.split(text):
        low = words.numbers_in_digits(sentence)
        said = words.unread_words(low, [])
        context = said and set(said) <= set(unread) and not TASK_WORD.search(low) and not vocabulary_spans(low.strip())
        (aside if context else kept).append(sentence)
    return (" ".join(kept) if kept else None), aside


def judged(task, goal, robot, pool) -> str:
    return "none" if goal is None else "right" if equivalence(task, goal, robot, pool) != "different" else "wrong"


report, counts = {}, Counter()
with open_engine("nusmv", 2) as pool:
    for directory in args.sets:
        canonical = json.loads((directory / "canonical.json").read_text())
        texts = {p["id"]: p["text"] for p in json.loads((directory / "paraphrases.json").read_text())}
        rows = []
        for name in ("jackal", "spot", "jackal-indoor"):
            robot, ids = load_robot(name), [c for c in canonical["tasks"] if c["robot"] == name]
            for known, c in zip(generate_tasks(name, len(ids), canonical["split"], canonical["seed"]), ids):
                task = replace(known, task=texts[c["id"]])
                strict = read_goal(task.task, robot)
                row = {"id": c["id"], "strict": judged(task, strict.goal, robot, pool)}
                if strict.goal is None:
                    row["unread"] = list(strict.unread)
                    row["lenient"] = judged(task, read_goal(task.task, robot, lenient=True).goal, robot, pool)
                    rest, aside = set_aside(task.task, strict.unread)
                    row["set_aside"] = aside
                    row["aside"] = judged(task, read_goal(rest, robot).goal, robot, pool) if aside and rest else "none"
                rows.append(row)
                counts.update(f"{k} {row[k]}" for k in ("strict", "lenient", "aside") if k in row)
        report[directory.name] = rows
        print(f"{directory.name:24} strict right {sum(r['strict'] == 'right' for r in rows)}/{len(rows)}", flush=True)
print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
write_text(args.json, json.dumps({"counts": dict(counts), "sets": report}, indent=1, ensure_ascii=False) + "\n")
