"""How often the goal read from a task's words (tasks/reader.py) is equivalent to the known one: for every task of
the shipped task files (hand-written goals), and for paraphrases from the curriculum generator (goals by
construction: train, held-out and second held-out phrasings).

Equivalent: the same goal once the scenario lists are resolved (tasks.check.scenarios_for: a goal naming no
scenarios gets all the standard ones), a sufficient condition; else the careful program written from the known goal
does its task and it and its mutants get the same verdicts from the task checker under both goals: for goals of
timed moves the program of safe_codegen/tasks/reference.py (mutants: it never stops, it stops for the
first hazard only, sides mirrored, moves 30% short, the last move dropped); for Spot's searches, guards and walks
that signal, tests/tasks/test_curriculum.signal_program (mutants: it never signals, moves on after signalling,
ignores people, never moves, turns the other way, walks instead of spinning or standing, walks 30% short); for
indoor goals, the program written from the errand the known goal's worlds ask for and its mutants
(safe_codegen/tasks/errand.py). A reading that is refused (unread words) is where the model's fallback
would be asked (tasks/reading/model.py); it counts as not equivalent here.

    .venv/bin/python benchmarks/goal_reader.py [--paraphrases 360] [--split heldout2] [--fallback N] [--fallback-adapter DIR]
        [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from safe_codegen.errors import InputError  # noqa: E402
from safe_codegen.generate.prompts import Task, load_tasks  # noqa: E402
from safe_codegen.robot import load_robot  # noqa: E402
from safe_codegen.spec import robot_specs  # noqa: E402
from safe_codegen.tasks.check import check_sources  # noqa: E402
from safe_codegen.tasks.curriculum import SPLITS, generate_tasks  # noqa: E402
from safe_codegen.tasks.reader import read_goal, same_goal, task_with_goal  # noqa: E402
from safe_codegen.tasks.reading.model import goal_model  # noqa: E402
from safe_codegen.tasks.reference import reference_program  # noqa: E402
from safe_codegen.utils.atomic import write_text  # noqa: E402
from safe_codegen.utils.paths import available  # noqa: E402
from safe_codegen.verify.engine import open_engine  # noqa: E402
from tests.tasks.test_curriculum import signal_mutants, signal_program  # noqa: E402
from tests.tasks.test_reader_indoor import same_indoor_verdicts  # noqa: E402


def programs(task: Task, robot: str) -> list[tuple[str, str]]:
    """The careful program for the known goal and its mutants, as (name, source): Spot's signal goals, else timed
    moves."""
    if task.goal.signal is not None or not task.goal.moves:
        return [(m, signal_program(task, m)) for m in ("careful",) + signal_mutants(task.goal)]
    good = reference_program(task, robot)
    halt = good.split("        if ", 1)[1].split(":\n", 1)[0]
    out = [("careful", good), ("never_stops", good.replace(f"if {halt}:", "if False:")),
           ("first_hazard_only", good.replace(f"if {halt}:", f"if {halt.split(' or ')[0]}:")),
           ("short", reference_program(replace(task, goal=replace(task.goal, moves=tuple(
               replace(m, time=m.time * 0.7 if m.time else None, distance=m.distance * 0.7 if m.distance else None)
               for m in task.goal.moves))), robot)),
           ("mirrored", reference_program(replace(task, goal=replace(task.goal, moves=tuple(
               replace(m, heading=-m.heading if m.heading else m.heading) for m in task.goal.moves))), robot))]
    if len(task.goal.moves) > 1:
        out.append(("last_dropped", reference_program(replace(task, goal=replace(task.goal, moves=task.goal.moves[:-1])),
                                                    robot)))
    return out


def comparable(goal) -> bool:
    """Whether programs are written here for the goal: timed moves tasks/reference.py writes, or one of Spot's
    signal goals (a search, a guard, a walk of at most one move, never a wander)."""
    if goal.signal is not None:
        return goal.moves is not None and len(goal.moves) <= 1 and all(m.turn != "any" for m in goal.moves)
    return reference_program(Task("goal", "", goal), "jackal") is not None


def same_verdicts(task: Task, derived, robot, pool) -> bool:
    """The careful program does the known task, and every program gets the same `done` under both goals."""
    progs = programs(task, robot.name)
    specs = robot_specs(robot, ["phi1"] if robot.name == "jackal" else None)
    known = check_sources(progs, robot, specs, task.name, task.goal, pool)
    read = check_sources(progs, robot, specs, task.name, derived, pool)
    return bool(known[0].done) and all(a.done == b.done for a, b in zip(known, read))


def equivalence(task: Task, goal, robot, pool) -> str:
    """How the goal is equivalent to the task's known one: structural, verdicts, or different."""
    if same_goal(goal, task.goal, robot):
        return "structural"
    if comparable(task.goal) and same_verdicts(task, goal, robot, pool) or \
            task.goal.scenarios and same_indoor_verdicts(task, goal, robot, pool):
        return "verdicts"
    return "different"


def judge_set(tasks: list[tuple[Task, object]], pool, model=None, fallback: int = 0, drafts: bool = False) -> dict:
    """Counts of equivalent goals (structural, by verdicts), not equivalent and unread, with examples; with a model,
    the first `fallback` unread tasks are given to the reader's fallback (tasks/reading/model.py) and its goals
    counted apart (refused: not a valid goal); `drafts`: for each unread task, whether the goal `safe-codegen tasks
    --read --draft` would write (the words the reader could read) is equivalent, different, or none."""
    counts, misses = Counter(), []
    for task, robot in tasks:
        reading = read_goal(task.task, robot)
        if reading.goal is None:
            counts["unread"] += 1
            misses.append({"task": task.task, "why": reading.why()})
            if drafts:
                draft = read_goal(task.task, robot, lenient=True).goal
                counts[f"draft_{'none' if draft is None else equivalence(task, draft, robot, pool)}"] += 1
            if model is not None and counts["fallback_asked"] < fallback:
                counts["fallback_asked"] += 1

                def propose():  # as generate asks it: only where a lenient reading can confirm the goal
                    counts["model_asked"] += 1
                    return model
                try:  # validated, and used only where the lenient reading confirms it
                    goal = task_with_goal(replace(task, goal=None), robot, propose).goal
                except InputError as exc:
                    counts["fallback_refused"] += 1
                    misses[-1]["fallback"] = f"refused: {exc}"
                    continue
                counts[f"fallback_{equivalence(task, goal, robot, pool)}"] += 1
                misses[-1]["fallback"] = goal.describe()
            continue
        how = equivalence(task, reading.goal, robot, pool)
        counts[how] += 1
        if how == "different":
            misses.append({"task": task.task, "why": f"read {reading.goal.describe()}; known {task.goal.describe()}"})
    n = len(tasks)
    return {"tasks": n, "equivalent": counts["structural"] + counts["verdicts"],
            "rate": (counts["structural"] + counts["verdicts"]) / n, **counts, "misses": misses}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--paraphrases", type=int, default=360, help="generated tasks per split (over the 3 robots)")
    ap.add_argument("--split", choices=SPLITS, action="append",
                    help="curriculum splits to measure (default all; heldout8 measures generalisation: it was written "
                         "after heldout7 had been used to extend the reader, which was never tuned on it)")
    ap.add_argument("--fallback", type=int, default=0, metavar="N",
                    help="give the first N refused tasks of each set to the model's fallback (the bundled model with "
                         "its goal adapter, as generate asks it)")
    ap.add_argument("--fallback-adapter", type=Path, metavar="DIR",
                    help="ask the bundled model with this adapter instead (with worked examples: the fallback as it "
                         "was before the goal adapter, e.g. safe_codegen/resources/adapter)")
    ap.add_argument("--drafts", action="store_true",
                    help="for each refused task, judge the goal `tasks --read --draft` would write for the user to check")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if args.fallback_adapter:
        from safe_codegen.generate.models.local import LocalModel
        model = LocalModel(None, args.fallback_adapter)
    else:
        model = goal_model("local", None) if args.fallback else None
    robots = {n: load_robot(n) for n in ("jackal", "spot", "jackal-indoor")}
    shipped = [(t, robots["jackal-indoor" if "indoor" in name else "spot" if name.startswith("spot") else "jackal"])
               for name, path in available("tasks").items() for t in load_tasks(path)]
    t0 = time.perf_counter()
    with open_engine("nusmv", 2) as pool:
        report = {"shipped": judge_set(shipped, pool, model, args.fallback, args.drafts)}
        per = args.paraphrases // 3
        for split in (args.split or SPLITS) if per else ():  # --paraphrases 0: the shipped tasks only
            for name, robot in robots.items():
                report[f"{split}:{name}"] = judge_set([(t, robot) for t in generate_tasks(name, per, split, 7)], pool,
                                                      model, args.fallback, args.drafts)
    report["seconds"] = round(time.perf_counter() - t0, 1)
    for key, r in report.items():
        if isinstance(r, dict):
            print(f"{key:24} {r['equivalent']:4}/{r['tasks']:<4} {r['rate']:6.1%}  (structural {r.get('structural', 0)}, "
                  f"by verdicts {r.get('verdicts', 0)}, different {r.get('different', 0)}, unread {r.get('unread', 0)})"
                  + (f"; fallback on {r['fallback_asked']} (model asked {r.get('model_asked', 0)}): equivalent "
                     f"{r.get('fallback_structural', 0) + r.get('fallback_verdicts', 0)}, different "
                     f"{r.get('fallback_different', 0)}, refused {r.get('fallback_refused', 0)}"
                     if r.get("fallback_asked") else "")
                  + (f"; drafts of the unread: equivalent {r.get('draft_structural', 0) + r.get('draft_verdicts', 0)}, "
                     f"different {r.get('draft_different', 0)}, none {r.get('draft_none', 0)}" if args.drafts else ""))
    for split in args.split or SPLITS:
        rows = [report[f"{split}:{n}"] for n in robots]
        k, n = sum(r["equivalent"] for r in rows), sum(r["tasks"] for r in rows)
        print(f"{split + ' (all robots)':24} {k:4}/{n:<4} {k / n:6.1%}")
    print(f"{report['seconds']} s")
    if args.json:
        write_text(args.json, json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
