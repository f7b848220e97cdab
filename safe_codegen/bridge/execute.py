"""Running a program on a robot: the one path every run takes (`run`, `plan --run`, the run on the
simulated robot, and the abstraction oracle that tests them). The program's instrumented module
(`sandbox.instrument.compile_program`, as the task simulator runs it too) executes in the sandbox's
child process, with the bridge as the World that answers it; the bridge checks every step against the
program's automaton as it goes and stops the robot at the first step that leaves it.

The program has passed program.py's static checks before it gets here (`parse_program`), so
the process isolation is a second, independent line of defence: the program's namespace holds
only the robot API, the robot file's modules and harmless builtins, and whatever it does inside
its process, only validated API calls and step hooks reach the bridge.
"""

from __future__ import annotations

import json
import signal
import threading
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console

from safe_codegen.utils.atomic import write_text
from safe_codegen.bridge.bag import BagRecorder
from safe_codegen.compose.emit import origins
from safe_codegen.bridge.api import EXIT_HALTED, Bridge, BridgeConfig, Halted, OutOfSteps
from safe_codegen.bridge.outcome import RunRecord, judge_run, robot_run
from safe_codegen.generate.prompts import Task
from safe_codegen.verify.fsa import FSA, build_fsa
from safe_codegen.verify.program import Program, parse_program
from safe_codegen.robot import Robot
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.sandbox.instrument import compile_program
from safe_codegen.sandbox.runner import Limits, Outcome, Sandbox
from safe_codegen.spec import Spec
from safe_codegen.bridge.transport.base import Transport, open_transport

EXIT_INTERRUPTED, EXIT_TERMINATED = 130, 143
EXIT_TASK_NOT_DONE = 6  # the run ended, but by its odometry the robot did not do the task's goal
SIGNALS = {signal.SIGINT: ("interrupted (Ctrl-C)", EXIT_INTERRUPTED),
           signal.SIGTERM: ("terminated (SIGTERM)", EXIT_TERMINATED)}


@dataclass(frozen=True)
class RunOptions:
    transport: str = "auto"
    bag: Path | None = None
    bag_storage: str = "mcap"
    log: Path | None = None  # the JSONL step log
    config: BridgeConfig = BridgeConfig()
    quiet: bool = False  # print blocked steps and events only
    limits: Limits = Limits()  # the program process's CPU and memory limits


@dataclass
class RunResult:
    """How a run ended: its exit code, the bridge's halt (None: the program ended by itself), the
    program's outcome (None when a halt cut it off), the step log, what the robot reported (odometry and
    readings) and when the program ended, in seconds on the run's clock."""

    code: int
    halt: Halted | None
    outcome: Outcome | None
    log: list[dict]
    record: RunRecord
    end: float


def execute(name: str, source: str, robot: Robot, specs: list[Spec], options: RunOptions,
            console: Console, task: Task | None = None) -> int:
    """Run a program that was verified (or explicitly allowed) on the robot through the bridge, on
    the transport the options name, and report what the robot did (and whether it did `task`). Returns the
    exit code: 0 finished, 4 fail-safe halt, 6 finished without doing the task, 130/143 interrupted/terminated."""
    program = parse_program(source, robot, Path(name))  # the static sandbox checks, always
    automaton = build_fsa(program, robot)
    transport = open_transport(options.transport, "safe_codegen_bridge")
    try:
        result = run_program(name, program, automaton, robot, specs, transport, options, console, origins(source))
    finally:
        transport.close()
    return report_run(result, robot, task, console)


def report_run(result: RunResult, robot: Robot, task: Task | None, console: Console) -> int:
    """The end-of-run report: what the robot did by its own odometry and, for a task with a goal, whether
    that did the task (judged as the task checker judges, on the world the sensors showed). Returns the exit
    code: the run's, or EXIT_TASK_NOT_DONE for a run that ended by itself without doing the task."""
    shield = shield_line(result.log, robot)
    if shield:
        console.print(shield, highlight=False, markup=False, soft_wrap=True)
    if load_ros_map(robot).odometry is None:
        console.print(f"the robot: {robot.name} has no odometry topic, so what it did is not reported"
                      + (f"; task {task.name} not judged" if task else ""), highlight=False, markup=False)
        return result.code
    console.print(f"the robot, by its odometry: {robot_run(result.record).describe()}", highlight=False,
                  markup=False, soft_wrap=True)
    if task is None or task.goal is None:
        return result.code
    status = "finished" if result.halt is None else "budget" if isinstance(result.halt, OutOfSteps) else "killed"
    verdict = judge_run(task.goal, result.record, robot, result.end, status,
                        result.halt.reason if result.halt else None, sent_actions(result.log, robot))
    said = "done by the robot" if verdict.ok else "NOT done by the robot: " + "; ".join(verdict.findings)
    console.print(f"task {task.name} ({task.goal.describe()}): {said}", highlight=False, markup=False,
                  soft_wrap=True, style=None if verdict.ok else "bold red")
    return result.code or (0 if verdict.ok else EXIT_TASK_NOT_DONE)


def shield_line(log: list[dict], robot: Robot) -> str | None:
    """The shield's interventions in one line, saying whether they were expected: a block on the re-read alone
    (the readings changed between the program's decision and its action) is; any other is not."""
    blocked = [e for e in log if e.get("blocked")]
    if not blocked:
        return None
    lines = sorted({f"{e['subprogram'] + ':' if e.get('subprogram') else 'line '}{e['line']}" for e in blocked})
    said = f"shield: {len(blocked)} action(s) blocked ({', '.join(lines)})"
    unexplained = sum(not e.get("late") for e in blocked)
    if not unexplained:
        return (f"{said}, each because the readings changed between the program's decision and its action: "
                f"expected (docs/bridge.md, 'Steps, shield and fail-safes')")
    return f"{said}: {unexplained} of them by the program's own action, not by a reading that changed after a decision"


def sent_actions(log: list[dict], robot: Robot) -> tuple[tuple[float, str, dict, object], ...]:
    """The actions the robot was sent, from the step log, as the task simulator's trace logs them."""
    names = {f.proposition: n for n, f in robot.functions.items() if f.kind == "action"}
    return tuple((e["t"], names[e["action"]], {}, None) for e in log if e.get("action") in names)


def run_program(name: str, program: Program, automaton: FSA, robot: Robot, specs: list[Spec], transport: Transport,
                options: RunOptions, console: Console | None,
                origin: dict[int, tuple[str, int]] | None = None) -> RunResult:
    """Execute the program's instrumented module in the sandbox, answered by a bridge on `transport`
    that checks each step against `automaton` (the program's, from build_fsa) and the specs' shield.
    The robot is stopped at the end whatever happens; SIGINT and SIGTERM (in the main thread) halt it."""
    recorder = BagRecorder(options.bag, options.bag_storage) if options.bag else None
    bridge = Bridge(robot, load_ros_map(robot), specs, transport, options.config, recorder, console,
                    quiet=options.quiet, origin=origin, automaton=automaton)
    sandbox = Sandbox(compile_program(program, robot, name), program.entry.name, robot, bridge, options.limits, name)
    bridge.on_halt = sandbox.kill
    outcome = None
    code, end = 0, 0.0
    interrupts = _Interrupts(bridge)
    try:
        bridge.start()
        outcome = sandbox.run()
        if outcome.status == "finished" and bridge.halt_reason is None:
            bridge.finish()  # the automaton must allow the program to end here
        if bridge.halt_reason is not None:  # the watchdog, a missing reply, a signal or the automaton ended it
            raise bridge.halt_reason
        if outcome.status == "finished":
            bridge.event("program finished")
        else:  # the program's own runtime error, a limit or a protocol violation: stop the robot, say where
            what = "raised" if outcome.status == "error" else "was stopped:"
            at = f" at {bridge.place(outcome.line)}" if outcome.line else ""
            bridge.halt(f"the program {what} {outcome.reason}{at}")
    except Halted as exc:
        bridge.halt(exc.reason, exc.code)
    except KeyboardInterrupt:  # before our handler was installed or in a thread that has none
        bridge.halt(*SIGNALS[signal.SIGINT])
    finally:
        interrupts.quiet()  # from here a signal is only recorded: the tear-down runs to its end
        end = bridge.elapsed()
        sandbox.kill("the run ended")
        if sandbox.isolation:
            bridge.event("isolation", applied=sandbox.isolation)
        bridge.close()
        interrupts.restore()
        if options.log is not None:
            write_text(options.log, "".join(json.dumps(e) + "\n" for e in bridge.log))
    if bridge.halt_reason is not None:
        code = bridge.halt_reason.code
    return RunResult(code, bridge.halt_reason, outcome, bridge.log, bridge.record, end)


class _Interrupts:
    """SIGINT and SIGTERM while a program runs (handlers only in the main thread): the handler asks
    the bridge to halt, which its watchdog does within 50 ms whatever the main thread is doing, and
    raises Halted in the main thread until the tear-down begins."""

    def __init__(self, bridge: Bridge) -> None:
        self.bridge, self.raising = bridge, True
        self.previous = {}
        if threading.current_thread() is threading.main_thread():
            self.previous = {s: signal.signal(s, self._handle) for s in SIGNALS}

    def _handle(self, signum: int, frame) -> None:
        reason, code = SIGNALS[signum]
        self.bridge.request_halt(reason, code)
        if self.raising:
            self.raising = False
            raise Halted(reason, code)

    def quiet(self) -> None:
        self.raising = False

    def restore(self) -> None:
        for s, handler in self.previous.items():
            signal.signal(s, handler)


def refusal(verdict: str, name: str) -> str:
    return f"refusing to run {name}: it is {verdict}, not verified safe (--allow-unverified runs it anyway)"


WARNING = ("[bold white on red] --allow-unverified: running {name}, which is {verdict}. The runtime shield is "
           "the only safety check. For experiments only. [/]")


def warn_unverified(console: Console, name: str, verdict: str) -> None:
    console.print(WARNING.format(name=name, verdict=verdict), soft_wrap=True)


def run_on_sim(name: str, source: str, robot: Robot, specs: list[Spec], time_scale: float, console: Console,
               log: Path | None = None, task: Task | None = None) -> int:
    """Run a verified program on the robot's simulator, started in this process for the run (DDS on
    loopback, the robot's default scenario) `time_scale` times faster than the wall clock, the bridge
    following its clock; the exit code of `execute` (whether the robot did `task`, when given)."""
    from safe_codegen.bridge.sim import Sim
    from safe_codegen.bridge.transport.dds import DdsTransport
    from safe_codegen.tasks.scenarios import load_scenario
    bus = DdsTransport()
    sim = Sim(robot, load_ros_map(robot), load_scenario(robot.name, robot), bus, time_scale=time_scale)
    thread = threading.Thread(target=sim.run, daemon=True)
    thread.start()
    try:
        return execute(name, source, robot, specs, RunOptions(transport="dds", log=log, quiet=True,
                                                              config=BridgeConfig(use_sim_time=True)), console, task)
    finally:
        sim.stop()
        thread.join(timeout=5)
        bus.close()
