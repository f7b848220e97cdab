"""Copy rate of the few-shot examples (issue 25): how many sampled programs hold a constant of a worked
example shown in their prompt instead of the task's (a literal equal to one of the example's numbers and
to none of the task's; 0, 1 and 180 are not counted), how many hold every number of the task, and how
many are safe and do their task (also apart for one-move and multi-move tasks, with 95% Wilson
intervals). Tasks come from the curriculum (safe_codegen/tasks/curriculum), one program each from the
bundled model with the embedded defaults (constrained decoding, T = 0.3).

    .venv/bin/python benchmarks/copy_rate.py [--robot jackal] [--split heldout] [-n 20] [--seed 0]
        [--examples DIR]   # DIR/fewshot/ROBOT.yaml replaces the shipped examples (a before/after run)
        [--adapter DIR]    # another adapter than the shipped one (an `improve` round's), --label to name it
        [--free-steps]     # the model writes its own step comments (the sampler writes them by default)

~5-10 s a program on 2 idle CPU cores: keep n <= 40 (n = 40: 33 min at load 10-15 with OMP_NUM_THREADS=1;
with torch's 2 threads a loaded machine is ~5x slower still).
Writes benchmarks/results/copy_rate-ROBOT-SPLIT[-LABEL].json.
"""

from __future__ import annotations

import argparse
import ast
import json
import time
from pathlib import Path

from safe_codegen.generate.models import load_model
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.prompts import choose_examples, numbers, task_numbers
from safe_codegen.generate.refine import generate_batches, task_config
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.curriculum import generate_tasks
from safe_codegen.train.evaluate import wilson
from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.paths import add_search_dirs
from safe_codegen.verify.engine import open_engine

ROOT = Path(__file__).resolve().parent.parent
NOT_COUNTED = {0.0, 1.0, 180.0}  # signs, unit factors and degrees-to-radians: every program may write them


def literals(code: str) -> set[float]:
    """The absolute values of the program's number literals (none if it does not parse)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return set()
    return {abs(float(n.value)) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, (int, float)) and not isinstance(n.value, bool)}


def moves(task) -> str:
    """'one move' or 'multi-move' (the goal's manoeuvres), 'other' for a goal without moves."""
    count = len(task.goal.moves) if task.goal and task.goal.moves is not None else 0
    return "one move" if count == 1 else "multi-move" if count > 1 else "other"


def by_moves(rows: list[dict]) -> dict:
    """Safe and task and the copy rate for each kind of task (one move, multi-move), with 95% Wilson intervals."""
    out = {}
    for kind in dict.fromkeys(r["moves"] for r in rows):
        mine = [r for r in rows if r["moves"] == kind]
        out[kind] = {"n": len(mine)} | {
            name: {"k": k, "rate": k / len(mine), "ci95": list(wilson(k, len(mine)))}
            for name, k in (("safe_and_task", sum(r["success"] for r in mine)),
                            ("copy_rate", sum(bool(r["copied"]) for r in mine)))}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--robot", default="jackal")
    ap.add_argument("--split", default="heldout")
    ap.add_argument("-n", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--examples", type=Path, help="a directory holding fewshot/ROBOT.yaml to use instead")
    ap.add_argument("--adapter", type=Path, help="an adapter directory instead of the shipped one")
    ap.add_argument("--label", default="")
    ap.add_argument("--free-steps", action="store_true", help="the model writes its own step comments (as before "
                    "2026-12-05): the other side of the guided-steps comparison")
    args = ap.parse_args()
    if args.examples:
        add_search_dirs([args.examples])
    robot = load_robot(args.robot)
    tasks = generate_tasks(args.robot, args.n, args.split, args.seed)
    cfg = SampleConfig(n=1, seed=args.seed)
    model, pool = load_model("local", adapter=args.adapter, guide_steps=not args.free_steps), open_engine("nusmv")
    rows, t0 = [], time.perf_counter()
    try:
        for i, rep in enumerate(generate_batches(model, robot, robot_specs(robot), [(t, task_config(cfg, i))
                                                                              for i, t in enumerate(tasks)], pool)):
            task, attempt = rep.task, rep.samples[0].final
            shown = {n for ex, _ in choose_examples(robot, task, 2) for n in numbers(ex.task)}
            own, used = task_numbers(task), literals(attempt.code)
            copied = sorted((used & shown) - own - NOT_COUNTED)
            rows.append({"task": task.name, "moves": moves(task), "text": task.task, "task_numbers": sorted(own),
                         "example_numbers": sorted(shown), "copied": copied, "all_task_numbers": own <= used,
                         "verdict": attempt.check.verdict, "success": attempt.check.success, "code": attempt.code})
            print(f"{i + 1:3d} {task.name:32s} copied {copied or '-'}  task numbers "
                  f"{'all' if own <= used else 'missing ' + str(sorted(own - used))}  {attempt.check.verdict}"
                  f"{' done' if attempt.check.success else ''}", flush=True)
    finally:
        pool.close()
    n = len(rows)
    summary = {"robot": args.robot, "split": args.split, "n": n, "seed": args.seed, "label": args.label,
               "examples": str(args.examples) if args.examples else "shipped",
               "adapter": str(args.adapter) if args.adapter else "shipped",
               "copy_rate": sum(bool(r["copied"]) for r in rows) / n,
               "all_task_numbers": sum(r["all_task_numbers"] for r in rows) / n,
               "safe_and_task": sum(r["success"] for r in rows) / n, "wall_s": round(time.perf_counter() - t0, 1),
               "by_moves": by_moves(rows)}
    print(json.dumps(summary))
    suffix = f"-{args.label}" if args.label else ""
    out = ROOT / "benchmarks" / "results" / f"copy_rate-{args.robot}-{args.split}{suffix}.json"
    write_text(out, json.dumps({**summary, "programs": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
