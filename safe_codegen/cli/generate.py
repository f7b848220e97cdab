"""`generate`, `dataset build` and `dataset add`: sample programs from a model (or take given ones), verify
and task-check each."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.options import ENGINE, ROBOT, SPECS, Sampling, TASKS, checker, err, input_errors, out, \
    sampling_options, table, workers
from safe_codegen.errors import InputError

dataset_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                          help="Supervised fine-tuning datasets of verified programs.")


def register(app: typer.Typer) -> None:
    app.command()(generate)
    app.add_typer(dataset_app, name="dataset")


def task_setup(robot: str, spec: list[str] | None, tasks: Path) -> tuple:
    """What dataset build and evaluate both need: the robot, its specs and the task list, a task without a goal
    given the one read from its words where the reader can (tasks.reader; else it stays unchecked)."""
    from dataclasses import replace

    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.tasks.reader import read_goal
    r = load_robot(robot)
    task_list = [t if t.goal else replace(t, goal=read_goal(t.task, r, f"{tasks}: task '{t.name}'").goal)
                 for t in load_tasks(tasks)]
    return r, robot_specs(r, spec), task_list


NO_GOAL = typer.Option(False, "--no-goal", help="Rank a typed task by safety alone when no goal can be read from "
                                                  "its words (the exit code then says 'not checked': 5).")
NOT_CHECKED = 5  # the exit code of a safe result whose task was not checked (--no-goal)


def goal_setup(task, robot, spec: list[str] | None, sampling: Sampling, no_goal: bool) -> tuple:
    """The task with its goal (tasks.reader: its own, read from its words, or else the model's, validated), said
    on stderr before sampling; the specs: those named, else the robot's with those of the hazards it names; and
    the model (loaded only when the reader could not read the task and the words it could read can confirm a
    proposal: a refused task costs no model load)."""
    from safe_codegen.spec import robot_specs
    from safe_codegen.tasks.reader import goal_specs, read_goal, task_with_goal
    from safe_codegen.tasks.reading.model import goal_model
    loaded = {}

    def propose():  # called only where the words the reader could read can confirm the model's goal
        loaded["backend"] = sampling.backend()
        loaded["proposer"] = goal_model(sampling.llm, sampling.model, loaded["backend"])
        return loaded["proposer"]
    task = task_with_goal(task, robot, propose, no_goal)
    backend = loaded.get("backend")
    proposed = f" proposed by {loaded['proposer'].name} (the reader {read_goal(task.task, robot).why()})" \
        if loaded else ""
    specs = robot_specs(robot, spec)
    if not spec:
        specs += [s for s in goal_specs(task.goal, robot) if s.name not in {x.name for x in specs}]
    said = f"goal{proposed}: {task.goal.describe()}" if task.goal else "no goal (--no-goal): ranked by safety alone"
    err().print(f"{said}; specs: {', '.join(s.name for s in specs)}{guided_steps(task, robot, sampling)}",
                highlight=False, markup=False, soft_wrap=True)
    return task, specs, backend


def guided_steps(task, robot, sampling: Sampling) -> str:
    """What the goal line adds when the local sampler will write the task's step comments (generate/steps.py): the
    comments, so that the user sees what the model is held to (on the same line: one line before sampling)."""
    from safe_codegen.generate.steps import step_guide
    guide = step_guide(robot, task) if sampling.llm == "local" and not sampling.free_steps else None
    if guide is None:
        return ""
    if guide.names:
        return "; the sampler holds the rooms and things the program names to the task's (--free-steps: it does " \
               "not): " + ", ".join(f"'{n}'" for n in sorted(guide.names))
    if guide.unclocked:
        first = f"writes the first line, {guide.comments[0].strip()}, " if guide.comments else ""
        return f"; a search: the sampler {first}holds the program's constants to the task's numbers and keeps it off " \
               "the clock (--free-steps: it does not)"
    return "; the sampler writes the step comments (--free-steps: the model does): " + \
        " | ".join(c.strip().removeprefix("# ") for c in guide.comments)


def chosen_task(text: str | None, name: str, tasks: Path | None):
    """The task to generate for: typed with -t (no goal), or the one called NAME in a task file."""
    from safe_codegen.generate.prompts import Task, load_tasks
    if (text is None) == (tasks is None):
        raise InputError("give the task as --task TEXT or pick it from --tasks FILE (one of the two)")
    if text is not None:
        if not name.isidentifier():
            raise InputError(f"--name '{name}' is not a Python identifier")
        return Task(name, text)
    found = [t for t in load_tasks(tasks) if t.name == name]
    if not found:
        raise InputError(f"{tasks}: no task called '{name}'")
    return found[0]


def print_ranking(report) -> None:
    """The samples best first: verdict, rounds, and one line on the task; then the counts."""
    from safe_codegen.generate.refine import task_line
    from safe_codegen.tasks.check import DEAD_END
    has_goal = report.task.goal is not None
    if not has_goal:
        out().print("the task has no goal (typed with -t): ranked by safety only, the task is not checked",
                    highlight=False)
    for s in report.ranked():
        rounds = " -> ".join(f"round {a.round} {a.result.verdict}" for a in s.attempts) if len(s.attempts) > 1 \
            else s.final.result.verdict
        out().print(f"sample_{s.index}: {rounds}; {task_line(s.final.check, has_goal)}", highlight=False)
    counts, n = list(report.counts().values()), len(report.samples)
    task = f"; {counts[0]}/{n} also do their task" if has_goal else " (task not checked)"
    out().print(f"{counts[0] + counts[1]}/{n} programs satisfy every spec{task}; {counts[2]} unsafe, {counts[3]} "
                f"unverifiable, {counts[4]} cut off", highlight=False)
    if counts[4]:
        out().print(f"{counts[4]} sample(s) hit the token budget before their function ended and were not verified: "
                    f"raise --max-tokens (now {report.config.max_new_tokens} a move)", highlight=False)
    rejected = sum(a.rejected for s in report.samples for a in s.attempts)
    dead = sum(s.final.result.reason.startswith(DEAD_END) for s in report.samples if s.final.rank == 3)
    if rejected:
        out().print(f"constrained decoding drew {rejected} line(s) again; {dead} sample(s) reached a dead end "
                    f"(--unconstrained turns it off)", highlight=False)


@sampling_options
@input_errors
def generate(
    robot: str = ROBOT,
    task: Optional[str] = typer.Option(None, "--task", "-t", help="What the function does ('Write a function that "
                                                                  "...'); its goal is read from the words."),
    name: str = typer.Option(..., "--name", help="The function's name (with --tasks: the task's name)."),
    tasks: Optional[Path] = typer.Option(None, "--tasks", help="Task set name (`safe-codegen tasks`) or task file "
                                                               "holding the task --name, with its goal."),
    refine: int = typer.Option(0, "--refine", help="Rounds of feedback (counterexamples, task failures) for "
                                                   "programs not yet safe and doing their task."),
    spec: Optional[list[str]] = SPECS,
    out_dir: Optional[Path] = typer.Option(None, "--out", help="Write every program and report.json here."),
    json_out: bool = typer.Option(False, "--json", help="Print report.json (verdicts, task results, ranking) "
                                                        "instead of tables."),
    no_goal: bool = NO_GOAL,
    server_grammar: Optional[str] = typer.Option(None, "--server-grammar", help="llama | vllm | sglang (with --llm "
                                                 "openai): send that server a grammar of the robot's API, so it "
                                                 "decodes only programs in it (docs/generation.md)."),
    sampling: Sampling = None,
    engine: Optional[str] = ENGINE,
) -> None:
    """Sample programs for a task, verify and task-check each against the goal read from its words (or its task
    file's), optionally refine; rank them safe and doing the task first. Exit 0 if one is safe and does its task;
    1 if none; 5 with --no-goal when one is safe (the task was not checked)."""
    from safe_codegen.cli.progress import sampling_progress
    from safe_codegen.cli.report import summary_table
    from safe_codegen.generate.refine import generate as run_generation
    from safe_codegen.robot import load_robot
    from safe_codegen.utils.atomic import write_text
    cfg = sampling.config()
    if refine < 0:
        raise InputError("--refine must not be negative")
    chosen = chosen_task(task, name, tasks)
    r = load_robot(robot)
    if server_grammar is not None:
        from safe_codegen.generate.grammar import server_fields
        server_fields(server_grammar, r, chosen.name, chat=False)  # a bad server name fails before the model loads
        if sampling.llm != "openai":
            raise InputError("--server-grammar is for --llm openai (the local model is constrained line by line)")
    chosen, specs, backend = goal_setup(chosen, r, spec, sampling, no_goal)
    backend = backend or sampling.backend()
    if server_grammar is not None:
        backend.extra_body = server_fields(server_grammar, r, chosen.name, backend.chat)
    with checker(engine, workers(None)) as pool, \
            sampling_progress("generate", cfg.n, "verified and task-checked") as done:
        report = run_generation(backend, r, specs, chosen, cfg, pool, refine, progress=done)
    document = json.dumps(report.to_json() | {"goal": chosen.goal.describe() if chosen.goal else None,
                                              "specs": [sp.name for sp in specs]}, indent=1) + "\n"
    if out_dir:
        for s in report.samples:
            for a in s.attempts:
                write_text(out_dir / f"sample_{s.index}_round_{a.round}.py", a.code)
        write_text(out_dir / "report.json", document)
    best = report.ranked()[0].final.finished(chosen.goal is not None)
    code = (NOT_CHECKED if chosen.goal is None else 0) if best else 1
    if json_out:
        sys.stdout.write(document)
        raise typer.Exit(code)
    finals = [s.final.result for s in report.ranked()]
    for s in report.ranked():
        s.final.result.program = f"sample_{s.index}" + (f" (round {s.final.round})" if s.final.round else "")
    out().print(summary_table(finals))
    print_ranking(report)
    raise typer.Exit(code)


@dataset_app.command("build")
@sampling_options
@input_errors
def dataset_build(
    robot: str = ROBOT,
    tasks: Path = TASKS,
    out_dir: Path = typer.Option(..., "--out", help="The dataset directory (train.jsonl, hf/, stats.json)."),
    spec: Optional[list[str]] = SPECS,
    keep: str = typer.Option("safe-and-task", "--keep", help="Which programs to keep: safe-and-task (safe and "
                                                             "doing the task in the simulator) or safe (the "
                                                             "papers' safety-only filter, for comparison)."),
    steps: bool = typer.Option(False, "--steps", help="Train on subprograms: the tasks are long missions written "
                                                      "in counted steps, and each distinct step is a task of its "
                                                      "own with its move as the goal (the papers' way)."),
    sampling: Sampling = None,
    engine: Optional[str] = ENGINE,
) -> None:
    """Sample N programs per task and keep those satisfying every spec and doing their task (resumable)."""
    from safe_codegen.cli.progress import sampling_progress
    from safe_codegen.train.dataset import KEEP, build_dataset
    if keep not in KEEP:
        raise InputError(f"--keep must be one of {', '.join(KEEP)}, not '{keep}'")
    cfg = sampling.config()
    r, specs, task_list = task_setup(robot, spec, tasks)
    if steps:
        from safe_codegen.plan.steps import step_tasks
        task_list = step_tasks(task_list, tasks)
    backend = sampling.backend()
    with checker(engine, workers(None)) as pool, sampling_progress("dataset build", len(task_list) * cfg.n, "tasks",
                                                            len(task_list)) as done:
        stats = build_dataset(backend, r, specs, task_list, cfg, out_dir, pool, progress=done, keep=keep)
    if stats["tasks_without_goal"] and keep != "safe":
        err().print(f"{len(stats['tasks_without_goal'])} task(s) have no goal: their programs were kept by safety "
                    "alone", highlight=False)
    print_stats(stats, out_dir)


@dataset_app.command("add")
@input_errors
def dataset_add(
    paths: list[Path] = typer.Argument(..., help="Program files or directories of .py files (e.g. a corpus)."),
    robot: str = ROBOT,
    tasks: Path = TASKS,
    task: str = typer.Option(..., "--task", "-t", help="The task (in --tasks) the programs answer."),
    out_dir: Path = typer.Option(..., "--out", help="The dataset directory (train.jsonl, hf/, stats.json)."),
    spec: Optional[list[str]] = SPECS,
    keep: str = typer.Option("safe-and-task", "--keep", help="Which programs to keep: safe-and-task or safe."),
    engine: Optional[str] = ENGINE,
) -> None:
    """Add existing programs as labels: each is verified and task-checked like a sample and kept by the
    same filter; the dataset's outputs are rewritten over every task recorded in it."""
    from safe_codegen.cli.verify import program_files
    from safe_codegen.generate.prompts import find_task
    from safe_codegen.train.dataset import KEEP, add_programs
    from safe_codegen.verify.program import read_program
    if keep not in KEEP:
        raise InputError(f"--keep must be one of {', '.join(KEEP)}, not '{keep}'")
    r, specs, _ = task_setup(robot, spec, tasks)
    programs = [(str(f), read_program(f)) for f in program_files(paths)]
    with checker(engine, workers(None)) as pool:
        stats = add_programs(r, specs, find_task(task, str(tasks))[1], programs, out_dir, pool, keep)
    print_stats(stats, out_dir)


def print_stats(stats: dict, out_dir: Path) -> None:
    """A dataset's counts as a table, and why `kept` is smaller than the samples that pass the filter."""
    c = stats["counts"]
    rows = [("samples (whole dataset)", stats["samples"]), ("  given as files (dataset add)", stats["given"]),
            ("safe (every spec holds)", c["safe"]), ("task-checked (the task has a goal)", c["task_checked"]),
            ("did their task", c["task"]), ("safe and did their task", c["safe_and_task"]),
            (f"kept (filter {stats['filter']}, duplicates left out)", stats["kept"])]
    rows += [(f"  {verdict}", n) for verdict, n in stats["verdicts"].items()]
    counts = table("count", "programs", title=f"dataset {out_dir} ({stats['tasks']} task(s), robot {stats['robot']})")
    for what, n in rows:
        counts.add_row(what, str(n))
    out().print(counts)
    passed = "safe and did their task" if stats["filter"] == "safe-and-task" else "safe"
    out().print(f"kept: the programs that are {passed}, less {stats.get('duplicates', 0)} duplicate(s) (the same "
                f"program as a kept one, comments, docstrings and layout aside)", highlight=False)
    for reason, n in stats["unverifiable_reasons"].items():
        out().print(f"unverifiable: {n} x {reason}", highlight=False, markup=False)
    if stats.get("not_the_task"):
        out().print(f"left out, their function is not the task's: {', '.join(stats['not_the_task'])}",
                    highlight=False, markup=False)
    out().print(f"wrote {out_dir}/train.jsonl, {out_dir}/hf and {out_dir}/stats.json", highlight=False)
