"""Running a program on a robot: verify first, then execute it in the sandbox's child process
(sandbox.py) with the bridge as the World that answers its API calls.

The program has passed program.py's static checks before it gets here (`parse_program`), so
the process isolation is a second, independent line of defence: the program's namespace holds
only the robot API, the robot file's modules and harmless builtins, and whatever it does inside
its process, only validated API calls and step hooks reach the bridge.
"""

from __future__ import annotations

import ast
import json
import signal
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console

from safe_codegen.utils.atomic import write_text
from safe_codegen.bridge.bag import BagRecorder
from safe_codegen.compose.emit import origins
from safe_codegen.bridge.api import EXIT_HALTED, Bridge, BridgeConfig, Halted
from safe_codegen.verify.program import Program, parse_program
from safe_codegen.robot import Robot
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.sandbox.runner import Limits, Sandbox
from safe_codegen.spec import Spec
from safe_codegen.bridge.transport.base import open_transport

EXIT_INTERRUPTED, EXIT_TERMINATED = 130, 143


@dataclass(frozen=True)
class RunOptions:
    transport: str = "auto"
    bag: Path | None = None
    bag_storage: str = "mcap"
    log: Path | None = None  # the JSONL step log
    config: BridgeConfig = BridgeConfig()
    quiet: bool = False  # print blocked steps and events only
    limits: Limits = Limits()  # the program process's CPU and memory limits


def compiled(program: Program, filename: str):
    """The program's definitions (functions, imports, constants) without its module-level calls:
    the sandbox calls the entry function itself."""
    body = [n for n in program.tree.body if isinstance(n, (ast.FunctionDef, ast.Import, ast.ImportFrom, ast.Assign))]
    return compile(ast.Module(body=body, type_ignores=[]), filename, "exec")


def execute(name: str, source: str, robot: Robot, specs: list[Spec], options: RunOptions,
            console: Console) -> int:
    """Run a program that was verified (or explicitly allowed) on the robot through the bridge.
    Returns the exit code: 0 finished, 4 fail-safe halt, 130/143 interrupted/terminated."""
    program = parse_program(source, robot, Path(name))  # the static sandbox checks, always
    rosmap = load_ros_map(robot)
    recorder = BagRecorder(options.bag, options.bag_storage) if options.bag else None
    transport = open_transport(options.transport, "safe_codegen_bridge")
    bridge = Bridge(robot, rosmap, specs, transport, options.config, recorder, console, quiet=options.quiet,
                    origin=origins(source))
    sandbox = Sandbox(compiled(program, name), program.entry.name, robot, bridge, options.limits, name)
    bridge.on_halt = sandbox.kill
    code = 0

    def terminated(signum, frame):
        raise Halted("terminated (SIGTERM)", EXIT_TERMINATED)

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        bridge.start()
        outcome = sandbox.run()
        if bridge.halt_reason is not None:  # the watchdog (or a missing reply) ended it
            raise bridge.halt_reason
        if outcome.status == "finished":
            bridge.event("program finished")
        else:  # the program's own runtime error, a limit or a protocol violation: stop the robot, say where
            code = EXIT_HALTED
            what = "raised" if outcome.status == "error" else "was stopped:"
            at = f" at {bridge.place(outcome.line)}" if outcome.line else ""
            bridge.halt(f"the program {what} {outcome.reason}{at}")
    except Halted as exc:
        code = exc.code
        bridge.halt(exc.reason, exc.code)
    except KeyboardInterrupt:
        code = EXIT_INTERRUPTED
        bridge.halt("interrupted (Ctrl-C)", code)
    finally:
        signal.signal(signal.SIGTERM, previous)
        sandbox.kill("the run ended")
        if sandbox.isolation:
            bridge.event("isolation", applied=sandbox.isolation)
        bridge.close()
        transport.close()
        if options.log is not None:
            write_text(options.log, "".join(json.dumps(e) + "\n" for e in bridge.log))
    return code


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
    import threading

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
