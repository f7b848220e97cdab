"""`plan`: the model plans a long task over verified subprograms (plan/planner.py); `--run` runs
the result on the simulated robot."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.cli.generate import NO_GOAL
from safe_codegen.cli.options import ENGINE, LIBRARY, ROBOT, SPECS, Sampling, checker, err, input_errors, out, \
    sampling_options, workers
from safe_codegen.errors import InputError


def register(app: typer.Typer) -> None:
    app.command("plan")(plan_command)


@sampling_options
@input_errors
def plan_command(
    robot: str = ROBOT,
    task: Optional[str] = typer.Option(None, "--task", "-t", help="The long task in words (the mission's goal is read "
                                                                  "from them)."),
    name: str = typer.Option("mission", "--name", help="The task's name (with --tasks: the task to plan)."),
    tasks: Optional[Path] = typer.Option(None, "--tasks", help="Task file or name holding the task --name, with its "
                                                               "goal (e.g. jackal-long-test)."),
    refine: int = typer.Option(0, "--refine", help="Rounds of feedback (counterexamples, what the simulated robot "
                                                   "did against the step's goal) for a step not yet filled."),
    spec: Optional[list[str]] = SPECS,
    library: Optional[Path] = LIBRARY,
    out_dir: Optional[Path] = typer.Option(None, "--out", help="Write the model's plan, the filled plan, the plan "
                                                               "as one program and report.json here."),
    run: bool = typer.Option(False, "--run", help="Run the plan on the simulated robot (DDS on loopback) if it is "
                                                  "safe and does its task, and judge the robot's run against the "
                                                  "task by its odometry (exit 6 if it did not do it)."),
    time_scale: float = typer.Option(2.0, "--time-scale", help="--run: the simulator runs this many times faster "
                                                                "than the wall clock (the bridge follows its clock)."),
    json_out: bool = typer.Option(False, "--json", help="Print report.json instead of tables."),
    no_goal: bool = NO_GOAL,
    sampling: Sampling = None,
    engine: Optional[str] = ENGINE,
) -> None:
    """The model decomposes a long task into steps; each is filled from the library or by programs generated,
    verified and task-checked for it (and added to the library); the plan is checked soundly and against the
    whole task in the simulator (the mission's goal, never the plan's own steps). Exit 0 if the plan is safe and
    does its task, 1 if not, 5 with --no-goal for a safe plan (the whole task not checked), 2 bad input; with
    --run, `run`'s codes (4 halted, 6 the robot's run did not do the task by its odometry)."""
    from safe_codegen.cli.generate import NOT_CHECKED, chosen_task, goal_setup
    from safe_codegen.cli.progress import sampling_progress
    from safe_codegen.compose.library import library_dir
    from safe_codegen.plan.planner import plan_task, plan_yaml
    from safe_codegen.robot import load_robot
    from safe_codegen.utils.atomic import write_text
    if time_scale <= 0 or refine < 0:
        raise InputError("--time-scale must be positive and --refine not negative")
    cfg = sampling.config()
    chosen = chosen_task(task, name, tasks)
    r = load_robot(robot)
    if run:  # --run talks to ROS: its map is checked before any model work
        from safe_codegen.bridge.rosmap import load_ros_map
        load_ros_map(r)
    chosen, specs, backend = goal_setup(chosen, r, spec, sampling, no_goal)
    backend = backend or sampling.backend()
    with checker(engine, workers(None)) as pool, sampling_progress("plan", None, "steps filled") as done:
        report = plan_task(backend, r, specs, chosen, library_dir(library), cfg, pool, progress=done, refine=refine)
    document = json.dumps(report.to_json(), indent=1) + "\n"
    if out_dir:
        write_text(out_dir / "decomposition.yaml", report.decomposition.text)
        if report.plan:
            write_text(out_dir / "plan.yaml", plan_yaml(report.plan))
        if report.program:
            write_text(out_dir / "plan.py", report.program)
        write_text(out_dir / "report.json", document)
    if json_out:
        sys.stdout.write(document)
    else:
        print_plan_report(report)
    if not report.success:
        raise typer.Exit(1)
    if chosen.goal is None:
        raise typer.Exit(NOT_CHECKED)
    if run:
        from safe_codegen.bridge.execute import run_on_sim
        raise typer.Exit(run_on_sim(f"{chosen.name}.plan.py", report.program, r, specs, time_scale, out(),
                                    task=chosen))


def print_plan_report(report) -> None:
    """The model's plan, how each step was filled, the composed verdict and the whole task's check."""
    from safe_codegen.cli.options import table
    from safe_codegen.generate.refine import task_line
    console = out()
    console.print(f"the model's plan for {report.task.name}:", highlight=False, markup=False)
    console.print(report.decomposition.text.rstrip(), highlight=False, markup=False)
    dropped = report.decomposition.dropped
    if dropped:
        console.print(f"the model wrote {len(dropped)} item(s) past the steps the task states; not planned: "
                      f"{', '.join(map(str, dropped))}", highlight=False, markup=False)
    if report.steps:
        steps = table("step", "filled by", "subprogram", "detail", title="steps")
        for s in report.steps:
            steps.add_row(s.written, s.how, s.name or "-", s.detail)
        console.print(steps)
    if report.check:
        verdicts = ", ".join(f"{r.name} {'holds' if r.sound else 'fails'}" for r in report.check.specs)
        console.print(f"composed plan ({len(report.plan.names)} subprograms): {report.check.verdict} ({verdicts})",
                      highlight=False, markup=False)
    if report.whole:
        console.print(f"whole task in the simulator: {task_line(report.whole, report.whole.done is not None)}",
                      highlight=False, markup=False)
    why = report.failure()
    if why:
        err().print(f"no safe plan that does the task: {why}", highlight=False, markup=False, soft_wrap=True)
    else:
        console.print("the plan is safe and does its task", highlight=False)
