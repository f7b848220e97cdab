"""The Python API for notebooks and scripts: verify a program's source or file against a robot's specs.

    from safe_codegen import verify
    result = verify(source, robot="jackal")      # a Result; result.to_json() is `verify --json`'s object

One NuSMV worker pool serves every call: started on the first, reused, shut down when Python exits.
"""

from __future__ import annotations

import atexit
import os
import threading
from pathlib import Path

from safe_codegen.robot import Robot, load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.verify.nusmv import NuSMVPool
from safe_codegen.verify.program import read_program
from safe_codegen.verify.verifier import Result, verify_sources

_pool: NuSMVPool | None = None
_lock = threading.Lock()


def _shared_pool() -> NuSMVPool:
    """The process's worker pool, started on first use (as many workers as CPUs, at most 2)."""
    global _pool
    with _lock:
        if _pool is None:
            _pool = NuSMVPool(max(1, min(2, os.cpu_count() or 1)))
            atexit.register(_pool.close)
        return _pool


def verify_many(sources: list[tuple[str, str]], robot: str | Robot,
                specs: list[str] | str | None = None) -> list[Result]:
    """Verify (name, source) programs on one robot (a name, a robot file or a Robot) against the
    named specs or spec files (default: the robot's own). Bad input raises InputError."""
    r = robot if isinstance(robot, Robot) else load_robot(robot)
    names = [specs] if isinstance(specs, str) else specs
    return verify_sources(sources, r, robot_specs(r, names), _shared_pool())


def verify(source: str, robot: str | Robot, specs: list[str] | str | None = None,
           name: str = "<program>") -> Result:
    """Verify one program's source text; the Result's verdict is 'safe', 'unsafe' or 'unverifiable'."""
    return verify_many([(name, source)], robot, specs)[0]


def verify_file(path: str | Path, robot: str | Robot, specs: list[str] | str | None = None) -> Result:
    """Verify one program file (read as the CLI reads it: UTF-8, size-limited)."""
    return verify_many([(str(path), read_program(Path(path)))], robot, specs)[0]
