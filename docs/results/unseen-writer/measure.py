"""The reader (and, with --fallback, its model fallback) on a writer it never saw: a set directory holds
canonical.json (curriculum tasks: generate_tasks(robot, n, split, seed), jackal 30, Spot 20, indoor 10) and
paraphrases.json (each task rewritten blind, in two voices alternating, by a helper agent that saw no code and only
canonical.json). Each paraphrase keeps its canonical task's goal; judged as benchmarks/goal_reader.py judges a split.
Usage: measure.py SET_DIR [--fallback N] [--goal-adapter DIR] [--json OUT]   (--goal-adapter: another adapter
trained for goals, asked as the shipped one is, without examples)"""

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from goal_reader import judge_set  # noqa: E402

from safe_codegen.robot import load_robot  # noqa: E402
from safe_codegen.tasks.curriculum import generate_tasks  # noqa: E402
from safe_codegen.tasks.reading.model import goal_model  # noqa: E402
from safe_codegen.utils.atomic import write_text  # noqa: E402
from safe_codegen.verify.engine import open_engine  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("set", type=Path)
ap.add_argument("--fallback", type=int, default=0)
ap.add_argument("--goal-adapter", type=Path)
ap.add_argument("--json", type=Path)
args = ap.parse_args()
canonical = json.loads((args.set / "canonical.json").read_text())
texts = {p["id"]: p["text"] for p in json.loads((args.set / "paraphrases.json").read_text())}
model = goal_model("local", None, adapter=args.goal_adapter) if args.fallback else None
report = {}
with open_engine("nusmv", 2) as pool:
    for name in ("jackal", "spot", "jackal-indoor"):
        robot, ids = load_robot(name), [c for c in canonical["tasks"] if c["robot"] == name]
        tasks = generate_tasks(name, len(ids), canonical["split"], canonical["seed"])
        assert [t.task for t in tasks] == [c["task"] for c in ids], "canonical.json is not what the curriculum writes"
        report[name] = judge_set([(replace(t, task=texts[c["id"]]), robot) for t, c in zip(tasks, ids)], pool, model,
                                 args.fallback)
        r = report[name]
        print(f"{name:14} {r['equivalent']:3}/{r['tasks']:<3} equivalent; different {r.get('different', 0)}, unread "
              f"{r.get('unread', 0)}" + (f"; fallback on {r['fallback_asked']}: equivalent "
                                         f"{r.get('fallback_structural', 0) + r.get('fallback_verdicts', 0)}, different "
                                         f"{r.get('fallback_different', 0)}, refused {r.get('fallback_refused', 0)}"
                                         if r.get("fallback_asked") else ""), flush=True)
if args.json:
    write_text(args.json, json.dumps(report, indent=1, ensure_ascii=False) + "\n")
