"""`sim` and `run`: simulated robots, and verified programs and plans run over ROS 2 with the shield."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from safe_codegen.bridge.config import BridgeConfig
from safe_codegen.cli.options import ENGINE, LIBRARY, ROBOT, TRANSPORT, checker, err, input_errors, out, overrides
from safe_codegen.errors import InputError

D = BridgeConfig()  # the defaults shown in the help


def register(app: typer.Typer) -> None:
    app.command("sim")(sim)
    app.command("run")(run)


@input_errors
def sim(
    robot: str = typer.Option(..., "--robot", "-r", help="jackal | spot | jackal-indoor (or a robot file with a "
                                                         "ros: map)."),
    scenario: Optional[str] = typer.Option(None, "--scenario", help="Scenario name or file (default: the robot's)."),
    duration: float = typer.Option(0.0, "--duration", help="Seconds of simulated time to run (0: until Ctrl-C or "
                                                           "SIGTERM)."),
    rate: float = typer.Option(50.0, "--rate", help="Ticks (clock, sensor and odometry messages) per simulated "
                                                    "second."),
    time_scale: float = typer.Option(1.0, "--time-scale", help="Simulated seconds per wall second; the simulator "
                                                               "publishes /clock (`run --use-sim-time` follows it)."),
    log: Optional[Path] = typer.Option(None, "--log", help="Write the received commands as JSONL at the end."),
    transport: str = TRANSPORT,
) -> None:
    """A simulated robot on the robot file's ROS 2 topics, with a scripted scenario."""
    from safe_codegen.bridge.rosmap import load_ros_map
    from safe_codegen.bridge.sim import Sim, run_sim
    from safe_codegen.tasks.scenarios import load_scenario
    from safe_codegen.bridge.transport.base import open_transport
    from safe_codegen.robot import load_robot
    if duration < 0 or rate <= 0 or time_scale <= 0:
        raise InputError("--duration must not be negative, --rate and --time-scale must be positive")
    r = load_robot(robot)
    rosmap = load_ros_map(r)
    sc = load_scenario(scenario or r.name, r)
    bus = open_transport(transport, f"safe_codegen_sim_{r.name.replace('-', '_')}")
    out().print(f"sim {r.name}: topics {', '.join(t.name for t in rosmap.topics())}; /clock at {time_scale:g}x the "
                f"wall clock", highlight=False)
    try:
        run_sim(Sim(r, rosmap, sc, bus, rate, out(), time_scale), duration or None, log)
    finally:
        bus.close()


@input_errors
def run(
    target: Path = typer.Argument(..., metavar="PROGRAM.py|PLAN.yaml", help="A program, or a sequential plan."),
    robot: str = ROBOT,
    spec: Optional[list[str]] = typer.Option(None, "--spec", "-s",
                                             help="Specs to verify and shield (default: the robot's)."),
    transport: str = TRANSPORT,
    bag: Optional[Path] = typer.Option(None, "--bag", help="Record commands, odometry and sensors as a rosbag2 here."),
    bag_storage: str = typer.Option("mcap", "--bag-storage", help="mcap | sqlite3"),
    log: Optional[Path] = typer.Option(None, "--log", help="Write every step as JSONL here."),
    allow_unverified: bool = typer.Option(False, "--allow-unverified", help="Run a program that is not verified safe "
                                          "(experiments only: the runtime shield is the only check)."),
    stale_timeout: Optional[float] = typer.Option(None, "--stale-timeout", help="Stop when a sensor topic is silent "
                                                  f"this long (s; default {D.stale_timeout})."),
    startup_timeout: Optional[float] = typer.Option(None, "--startup-timeout", help="Wait this long for the first "
                                                    f"readings (s; default {D.startup_timeout})."),
    rate: Optional[float] = typer.Option(None, "--rate", help="Steps per second at most (default: the robot file's)."),
    use_sim_time: bool = typer.Option(False, "--use-sim-time", help="The run's clock (the program's time, step "
                                      "pacing, the report) is the simulator's /clock, as ROS 2's use_sim_time."),
    task: Optional[str] = typer.Option(None, "--task", "-t", help="Report whether the robot did this task's goal, "
                                                                  "judged on its odometry (exit 6 if not)."),
    tasks: Optional[str] = typer.Option(None, "--tasks", help="Task set or file holding --task (default: every "
                                                              "task set)."),
    cpu_limit: float = typer.Option(60.0, "--cpu-limit", help="CPU seconds the program's process may use."),
    memory_limit: int = typer.Option(512, "--memory-limit", help="Address space of the program's process (MiB)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print only blocked steps and events."),
    library: Optional[Path] = LIBRARY,
    engine: Optional[str] = ENGINE,
) -> None:
    """Verify, then run a program or sequential plan on a robot over ROS 2 with the runtime shield; at the end,
    report what the robot did by its odometry (and with --task, whether it did the task). Exit 0 finished,
    1 refused (not verified safe), 2 bad input, 4 fail-safe halt, 6 finished without doing --task,
    130/143 interrupted."""
    from safe_codegen.bridge.execute import RunOptions, execute, refusal, warn_unverified
    from safe_codegen.bridge.rosmap import load_ros_map
    from safe_codegen.bridge.transport.base import choose
    from safe_codegen.cli.report import print_report
    from safe_codegen.compose.emit import emit_program
    from safe_codegen.compose.plan import load_plan, plan_entries
    from safe_codegen.errors import Unverifiable
    from safe_codegen.generate.prompts import find_task
    from safe_codegen.robot import load_robot
    from safe_codegen.sandbox.runner import Limits
    from safe_codegen.spec import robot_specs
    from safe_codegen.verify.program import read_program
    from safe_codegen.verify.verifier import verify_sources
    config = overrides(BridgeConfig(), stale_timeout=stale_timeout, startup_timeout=startup_timeout, rate=rate,
                       use_sim_time=use_sim_time or None)
    if min(config.stale_timeout, config.startup_timeout, config.rate or 1, cpu_limit, memory_limit) <= 0:
        raise InputError("--stale-timeout, --startup-timeout, --rate, --cpu-limit and --memory-limit must be positive")
    if tasks is not None and task is None:
        raise InputError("--tasks names where to find --task; give --task NAME")
    choose(transport)
    r = load_robot(robot)
    specs = robot_specs(r, spec)
    load_ros_map(r)
    goal_task = find_task(task, tasks)[1] if task else None
    if target.suffix in (".yaml", ".yml"):
        plan = load_plan(target)
        if plan.robot and plan.robot != r.name:
            raise InputError(f"{target}: the plan is for robot '{plan.robot}', not '{r.name}'")
        name, source = f"{target}.emitted.py", emit_program(plan, plan_entries(plan, target, r, specs, library))
    else:
        name, source = str(target), read_program(target)
    with checker(engine, 1) as pool:
        result = verify_sources([(name, source)], r, specs, pool)[0]
    if result.verdict != "safe":
        print_report([result], {name: source}, stderr=True)
        if not allow_unverified:
            err().print(refusal(result.verdict, name), highlight=False, markup=False, soft_wrap=True)
            raise typer.Exit(1)
        warn_unverified(err(), name, result.verdict)
    options = RunOptions(transport, bag, bag_storage, log, quiet=quiet, config=config,
                         limits=Limits(cpu_seconds=cpu_limit, memory_bytes=memory_limit * 2**20))
    try:
        code = execute(name, source, r, specs, options, out(), goal_task)
    except Unverifiable as exc:
        err().print(f"refusing to run {name}: line {exc.line}: {exc.reason} (fails the static sandbox checks)",
                    highlight=False, markup=False, soft_wrap=True)
        raise typer.Exit(1) from None
    raise typer.Exit(code)
