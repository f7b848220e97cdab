"""The Python API for notebooks and scripts: verify a program's source or file against a robot's specs.

    from safe_codegen import explain, verify
    result = verify(source, robot="jackal")      # a Result; result.to_json() is `verify --json`'s object
    print(explain(result, source))               # the CLI's report: each counterexample on the program's lines

`engine="nusmv"` (the default where pynusmv is installed) or `engine="explicit"` (Spot's monitor over the
explicit product; the default without pynusmv). One engine of each kind serves every call: started on the
first, reused, shut down when Python exits.
"""

from __future__ import annotations

import atexit
import os
import threading
from pathlib import Path

from safe_codegen.robot import Robot, load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.verify.engine import Engine, choose, open_engine
from safe_codegen.verify.program import read_program
from safe_codegen.verify.verifier import Result, verify_sources

_engines: dict[str, Engine] = {}
_lock = threading.Lock()


def _shared_engine(name: str | None) -> Engine:
    """The process's engine of this name (default: verify/engine.py's choose), started on first use
    (NuSMV: as many workers as CPUs, at most 2). An unknown or unavailable engine raises InputError."""
    chosen = choose(name)
    with _lock:
        if chosen not in _engines:
            _engines[chosen] = open_engine(chosen, max(1, min(2, os.cpu_count() or 1)))
            atexit.register(_engines[chosen].close)
        return _engines[chosen]


def verify_many(sources: list[tuple[str, str]], robot: str | Robot, specs: list[str] | str | None = None,
                engine: str | None = None) -> list[Result]:
    """Verify (name, source) programs on one robot (a name, a robot file or a Robot) against the
    named specs or spec files (default: the robot's own) with `engine` ("nusmv" or "explicit"; default:
    nusmv where pynusmv is installed, else explicit). Bad input raises InputError."""
    r = robot if isinstance(robot, Robot) else load_robot(robot)
    names = [specs] if isinstance(specs, str) else specs
    return verify_sources(sources, r, robot_specs(r, names), _shared_engine(engine))


def verify(source: str, robot: str | Robot, specs: list[str] | str | None = None,
           name: str = "<program>", engine: str | None = None) -> Result:
    """Verify one program's source text on `robot` (a name, a robot file or a Robot) against `specs`
    (names or spec files; default: the robot's own) with `engine` (as verify_many). The Result's verdict
    is 'safe', 'unsafe' or 'unverifiable'; `explain(result, source)` prints it as the CLI does. Bad input
    raises InputError."""
    return verify_many([(name, source)], robot, specs, engine)[0]


def verify_file(path: str | Path, robot: str | Robot, specs: list[str] | str | None = None,
                engine: str | None = None) -> Result:
    """Verify one program file (read as the CLI reads it: UTF-8, size-limited) with `engine` (as verify_many)."""
    return verify_many([(str(path), read_program(Path(path)))], robot, specs, engine)[0]


def explain(result: Result, source: str | None = None) -> str:
    """The CLI's report of one result: its verdict, why it is unverifiable, and each violated spec's
    counterexample beside the program's lines (`source`; default: read from result.program, a file)."""
    from safe_codegen.cli.report import counterexample_text
    if source is None:
        source = read_program(Path(result.program)) if Path(result.program).is_file() else ""
    head = f"{result.program}: {result.verdict}" + (f" (line {result.line}: {result.reason})" if result.line else
                                                     f" ({result.reason})" if result.reason else "")
    return "\n\n".join([head] + [counterexample_text(result, s, source) for s in result.specs if not s.holds]) + "\n"
