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
from safe_codegen.bridge.api import EXIT_HALTED, Bridge, BridgeConfig, Halted
from safe_codegen.verify.fsa import FSA, build_fsa
from safe_codegen.verify.program import Program, parse_program
from safe_codegen.robot import Robot
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.sandbox.instrument import compile_program
from safe_codegen.sandbox.runner import Limits, Outcome, Sandbox
from safe_codegen.spec import Spec
from safe_codegen.bridge.transport.base import Transport, open_transport

EXIT_INTERRUPTED, EXIT_TERMINATED = 130, 143
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
    program's outcome (None when a halt cut it off), and the step log."""

    code: int
    halt: Halted | None
    outcome: Outcome | None
    log: list[dict]


def execute(name: str, source: str, robot: Robot, specs: list[Spec], options: RunOptions,
            console: Console) -> int:
    """Run a program that was verified (or explicitly allowed) on the robot through the bridge, on
    the transport the options name. Returns the exit code: 0 finished, 4 fail-safe halt, 130/143
    interrupted/terminated."""
    program = parse_program(source, robot, Path(name))  # the static sandbox checks, always
    automaton = build_fsa(program, robot)
    transport = open_transport(options.transport, "safe_codegen_bridge")
    try:
        return run_program(name, program, automaton, robot, specs, transport, options, console,
                           origins(source)).code
    finally:
        transport.close()


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
    code = 0
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
        sandbox.kill("the run ended")
        if sandbox.isolation:
            bridge.event("isolation", applied=sandbox.isolation)
        bridge.close()
        interrupts.restore()
        if options.log is not None:
            write_text(options.log, "".join(json.dumps(e) + "\n" for e in bridge.log))
    if bridge.halt_reason is not None:
        code = bridge.halt_reason.code
    return RunResult(code, bridge.halt_reason, outcome, bridge.log)


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
               log: Path | None = None) -> int:
    """Run a verified program on the robot's simulator, started in this process for the run (DDS on
    loopback, the robot's default scenario), the program's clock `time_scale` times faster; the exit
    code of `execute`."""
    from safe_codegen.bridge.sim import Sim
    from safe_codegen.bridge.transport.dds import DdsTransport
    from safe_codegen.tasks.scenarios import load_scenario
    bus = DdsTransport()
    sim = Sim(robot, load_ros_map(robot), load_scenario(robot.name, robot), bus)
    thread = threading.Thread(target=sim.run, daemon=True)
    thread.start()
    try:
        return execute(name, source, robot, specs, RunOptions(transport="dds", log=log, quiet=True,
                                                              config=BridgeConfig(time_scale=time_scale)), console)
    finally:
        sim.stop()
        thread.join(timeout=5)
        bus.close()
