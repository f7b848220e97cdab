"""Running a program on a robot: verify first, then execute it in a namespace that holds only the
robot API (bound to the bridge) and the robot's allowed harmless calls.

The program has passed program.py's static checks before it gets here (`parse_program`), so
the namespace is a second line of defence, not a second rule set: builtins are the harmless
ones, modules are the robot file's (`time` is the bridge's clock), and `import` yields only those.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import json
import signal
import traceback
import types
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console

from .atomic import write_text
from .bag import BagRecorder
from .bridge import EXIT_HALTED, Bridge, BridgeConfig, Clock, Halted
from .program import Program, parse_program
from .robot import HARMLESS_BUILTINS, Robot
from .ros import load_ros_map
from .spec import Spec
from .transport import open_transport

EXIT_INTERRUPTED, EXIT_TERMINATED = 130, 143


@dataclass(frozen=True)
class RunOptions:
    transport: str = "auto"
    bag: Path | None = None
    bag_storage: str = "mcap"
    log: Path | None = None  # the JSONL step log
    config: BridgeConfig = BridgeConfig()
    quiet: bool = False  # print blocked steps and events only


def sandbox(robot: Robot, api: dict, clock: Clock) -> dict:
    """The program's globals: the API, the allowed modules' allowed attributes, harmless builtins."""
    modules = {}
    for mod, allowed in robot.modules.items():
        source = clock if mod == "time" else importlib.import_module(mod)
        names = allowed if allowed is not None else [n for n in dir(source) if not n.startswith("_")]
        modules[mod] = types.SimpleNamespace(**{n: getattr(source, n) for n in names if hasattr(source, n)})

    def restricted_import(name, globals=None, locals=None, fromlist=(), level=0):
        if level == 0 and name in modules:
            return modules[name]
        raise ImportError(f"import of '{name}' is outside the robot's API")

    safe = {n: getattr(builtins, n) for n in HARMLESS_BUILTINS if hasattr(builtins, n)}
    safe["__import__"] = restricted_import
    return {"__builtins__": safe, "__name__": "safe_codegen_program", **modules, **api}


def compiled(program: Program, filename: str):
    """The program's definitions (functions, imports, constants) without its module-level calls:
    the bridge calls the entry function itself."""
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
    bridge = Bridge(robot, rosmap, specs, transport, options.config, recorder, console, program_file=name,
                    quiet=options.quiet)
    code = 0

    def terminated(signum, frame):
        raise Halted("terminated (SIGTERM)", EXIT_TERMINATED)

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        bridge.start()
        namespace = sandbox(robot, bridge.api(), bridge.clock)
        exec(compiled(program, name), namespace)
        namespace[program.entry.name]()
        bridge.event("program finished")
    except Halted as exc:
        code = exc.code
        bridge.halt(exc.reason, exc.code)
    except KeyboardInterrupt:
        code = EXIT_INTERRUPTED
        bridge.halt("interrupted (Ctrl-C)", code)
    except Exception as exc:  # the program's own runtime error: stop the robot, say where
        code = EXIT_HALTED
        line = next((f.lineno for f in reversed(traceback.extract_tb(exc.__traceback__)) if f.filename == name), None)
        bridge.halt(f"the program raised {type(exc).__name__}: {exc}" + (f" at line {line}" if line else ""))
    finally:
        signal.signal(signal.SIGTERM, previous)
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
