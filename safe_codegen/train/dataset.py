"""The SFT dataset: programs that satisfy every spec and do their task become (task, program) pairs.

`build_dataset` samples programs per task (resumable: each finished task is saved under
DIR/tasks/ and skipped on a rerun), keeps those that pass the filter (KEEP: safe and doing the task
in the simulator by default; `safe`, the papers' safety-only filter, for comparison; a task without
a goal is kept by safety alone and listed in the stats), deduplicated by normalised AST,
optionally balanced per task kind (`cap`: at most that many programs of one kind, taken from its
tasks in turn, so one easy kind does not fill the set), and writes OpenAI chat-format JSONL (the
fine-tuning file format), a Hugging Face `datasets` dataset (prompt/completion, `save_to_disk`) and
stats.json. Every file is written atomically.
"""

from __future__ import annotations

import ast
import json
from collections import Counter
from pathlib import Path

from safe_codegen.utils.atomic import write_directory, write_text
from safe_codegen.generate.refine import generate_batches, task_config
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.verify.engine import Engine
from safe_codegen.generate.prompts import Task, base_prompt, chat_messages
from safe_codegen.robot import Robot
from safe_codegen.spec import Spec
from safe_codegen.tasks.check import TaskResult, check_sources, task_name
from safe_codegen.tasks.goals import Goal
from safe_codegen.verify.verifier import SAFE, UNVERIFIABLE

KEEP = ("safe-and-task", "safe")  # the filters, default first


def normalised(code: str) -> str:
    """The program's AST without positions, comments or docstrings: equal for reformattings."""
    tree = ast.parse(code)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree)


def build_dataset(model, robot: Robot, specs: list[Spec], tasks: list[Task], cfg: SampleConfig, out: Path,
                  pool: Engine, progress=None, keep: str = KEEP[0], cap: int | None = None) -> dict:
    """Sample, verify and task-check programs for every task not yet recorded (refine.generate_batches:
    each recorded as soon as its batch is checked), then write the outputs."""
    todo = [(task, task_config(cfg, i)) for i, task in enumerate(tasks)
            if not (out / "tasks" / f"{task.name}.json").exists()]
    if progress:
        progress(len(tasks) - len(todo))
    for rep in generate_batches(model, robot, specs, todo, pool):
        write_record(out, rep.task, [_sample(s.final.code, s.final.check) for s in rep.samples])
        if progress:
            progress(1)
    return write_outputs(robot, specs, out, keep, cap)


def add_programs(robot: Robot, specs: list[Spec], task: Task, programs: list[tuple[str, str]], out: Path,
                 pool: Engine, keep: str = KEEP[0]) -> dict:
    """Existing (name, source) programs for `task` (a corpus) as candidate labels (record_programs), then the
    dataset's outputs rewritten, with the programs left out as "not_the_task" in the stats."""
    others = record_programs(robot, specs, task, programs, out, pool)
    return write_outputs(robot, specs, out, keep) | {"not_the_task": others}


def record_programs(robot: Robot, specs: list[Spec], task: Task, programs: list[tuple[str, str]], out: Path,
                    pool: Engine) -> list[str]:
    """Record (name, source) programs for `task` as candidate labels: verified and task-checked like samples,
    recorded beside the task's samples (each with its source), later kept by the same filter. A program whose
    function has another name does not answer the task's prompt: it is left out, and its name returned."""
    others = [name for name, code in programs if task_name(code, name) != task.name]
    programs = [(name, code) for name, code in programs if name not in others]
    checks = check_sources(programs, robot, specs, task.name, task.goal, pool)
    path = out / "tasks" / f"{task.name}.json"
    earlier = json.loads(path.read_text())["samples"] if path.exists() else []
    given = {s.get("source") for s in earlier}
    write_record(out, task, earlier + [{**_sample(code, c), "source": name}
                                       for (name, code), c in zip(programs, checks) if name not in given])
    return others


def add_references(robot: Robot, specs: list[Spec], tasks: list[Task], out: Path, pool: Engine,
                   cap: int | None = None) -> dict:
    """Each task's reference program (tasks/reference.py: written from its goal, none for goals that are not
    moves) recorded as its label (record_programs: verified and task-checked, kept only if safe and doing the
    task), then the outputs written once. Resumable: a task already recorded is skipped."""
    from safe_codegen.tasks.reference import reference_program
    for task in tasks:
        code = reference_program(task, robot.name)
        if code is not None and not (out / "tasks" / f"{task.name}.json").exists():
            record_programs(robot, specs, task, [("reference", code)], out, pool)
    return write_outputs(robot, specs, out, cap=cap)


def _sample(code: str, check: TaskResult) -> dict:
    res = check.verification
    return {"code": code, "verdict": res.verdict, "reason": res.reason, "specs": {r.name: r.holds for r in res.specs},
            "done": check.done}


def task_kind(goal: Goal | None) -> str:
    """The kind of task a goal asks for, for balancing: its manoeuvres in order (more than two: their count),
    whether it signals or searches, and the indoor checks it makes ("turn then drive", "drive, search")."""
    if goal is None:
        return "no goal"
    parts = []
    if goal.moves is not None:
        kinds = [("spin" if m.direction == "in_place" else "reverse" if m.direction == "reverse" else
                  "drive" if m.turn == "straight" else "turn") for m in goal.moves]
        parts.append("still" if not kinds else " then ".join(kinds) if len(kinds) <= 2 else f"{len(kinds)} moves")
    if goal.signal:
        parts.append("search" if goal.search else "signal")
    checks = sorted({e.kind.removeprefix("not_") for n in goal.scenarios for e in n.expect})
    if checks:
        parts.append("+".join(checks))
    return ", ".join(parts) or "ends"


def write_record(out: Path, task: Task, samples: list[dict]) -> None:
    """One task's candidates (DIR/tasks/NAME.json): the task, with whether it has a goal and its kind, and its
    samples."""
    write_text(out / "tasks" / f"{task.name}.json", json.dumps(
        {"task": {"name": task.name, "task": task.task, "goal": task.goal is not None, "kind": task_kind(task.goal)},
         "samples": samples}) + "\n")


def kept(sample: dict, has_goal: bool, keep: str) -> bool:
    """Whether a recorded sample passes the filter (a task without a goal: by safety alone)."""
    safe = sample["verdict"] == SAFE
    return safe and (keep == "safe" or not has_goal or sample.get("done") is True)


def balance(kinds: list[str], tasks: list[str], cap: int | None) -> list[bool]:
    """Which of the kept programs (each with its task's kind and its task) stay when a kind keeps at most
    `cap`: taken from the kind's tasks in turn (every task's first program, then every second ...)."""
    if cap is None:
        return [True] * len(kinds)
    turn: Counter = Counter()
    order = []
    for i, task in enumerate(tasks):
        order.append((turn[task], i))
        turn[task] += 1
    taken: Counter = Counter()
    stay = [False] * len(kinds)
    for _, i in sorted(order):
        if taken[kinds[i]] < cap:
            taken[kinds[i]] += 1
            stay[i] = True
    return stay


def write_outputs(robot: Robot, specs: list[Spec], out: Path, keep: str = KEEP[0], cap: int | None = None) -> dict:
    """Aggregate every per-task record of the directory into JSONL, the HF dataset and the stats (with the
    filter used, how many samples are safe, do their task, and both, and how many each task kind kept and
    left over its `cap`)."""
    import datasets

    if keep not in KEEP:
        raise ValueError(f"unknown filter {keep!r}")
    rows, chat, kinds, samples, checked, goalless, duplicates = [], [], [], [], [], [], 0
    records = [json.loads(p.read_text()) for p in sorted((out / "tasks").glob("*.json"))]
    for record in records:
        task, has_goal = Task(record["task"]["name"], record["task"]["task"]), bool(record["task"].get("goal"))
        samples += record["samples"]
        if has_goal:
            checked += record["samples"]
        else:
            goalless.append(task.name)
        seen: set[str] = set()
        for s in record["samples"]:
            if not kept(s, has_goal, keep):
                continue
            key = normalised(s["code"])
            if key in seen:
                duplicates += 1
                continue
            seen.add(key)
            head = f"def {task.name}():\n"
            completion = s["code"][len(head):] if s["code"].startswith(head) else s["code"]
            rows.append({"task": task.name, "prompt": base_prompt(robot, task), "completion": completion})
            chat.append({"messages": chat_messages(robot, task) + [{"role": "assistant", "content": s["code"]}]})
            kinds.append(record["task"].get("kind", "no kind recorded"))
    stay = balance(kinds, [r["task"] for r in rows], cap)
    per_kind = {k: {"kept": sum(s for s, x in zip(stay, kinds) if x == k),
                    "over_cap": sum(not s for s, x in zip(stay, kinds) if x == k)} for k in dict.fromkeys(kinds)}
    rows, chat = [r for r, s in zip(rows, stay) if s], [c for c, s in zip(chat, stay) if s]
    reasons = Counter(s["reason"].split(":")[0] for s in samples if s["verdict"] == UNVERIFIABLE and s["reason"])
    stats = {
        "robot": robot.name, "tasks": len(records), "samples": len(samples), "filter": keep, "kept": len(rows),
        "duplicates": duplicates,  # passed the filter, left out: the same program (normalised AST) as a kept one
        "cap_per_kind": cap, "kinds": per_kind,  # kept per task kind, and left out over the cap
        "counts": {"safe": sum(s["verdict"] == SAFE for s in samples),
                   "task_checked": len(checked), "task": sum(s.get("done") is True for s in checked),
                   "safe_and_task": sum(s["verdict"] == SAFE and s.get("done") is True for s in checked)},
        "given": sum("source" in s for s in samples),
        "tasks_without_goal": goalless,
        "verdicts": dict(Counter(s["verdict"] for s in samples)),
        "pass_rate": {sp.name: (sum(bool(s["specs"].get(sp.name)) for s in samples) / len(samples) if samples else 0.0)
                      for sp in specs},
        "unverifiable_reasons": dict(reasons.most_common()),
    }
    write_text(out / "train.jsonl", "".join(json.dumps(c) + "\n" for c in chat))
    columns = {k: [r[k] for r in rows] for k in ("task", "prompt", "completion")}
    with write_directory(out / "hf") as work:
        datasets.Dataset.from_dict(columns, features=_features()).save_to_disk(str(work))
    write_text(out / "stats.json", json.dumps(stats, indent=1) + "\n")
    return stats


def _features():
    import datasets
    return datasets.Features({k: datasets.Value("string") for k in ("task", "prompt", "completion")})
