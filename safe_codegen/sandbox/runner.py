"""Process isolation for running a program: the program runs in a locked-down child process
(`sandbox/child.py`, forked by `sandbox/forkserver.py`); the World that answers it (the ROS bridge with its shield,
transport and watchdog, a simulator, a test oracle) stays in this process. The only things that cross are API
calls, clock reads, prints and step hooks, each a validated request with its reply.

So a program cannot reach the bridge's objects, cannot hold the bridge's GIL (a CPU-bound
program delays nothing here) and can be killed at any moment from any thread.
"""

from __future__ import annotations

import marshal
import signal
import subprocess
import threading
import types
from dataclasses import dataclass
from typing import Any, Protocol

from safe_codegen.robot import HARMLESS_BUILTINS, Robot
from safe_codegen.sandbox.child import MAX_MESSAGE, ProtocolError, read_message, write_message
from safe_codegen.sandbox.forkserver import Child
from safe_codegen.sandbox.seccomp import child_filter

CLOCK_ATTRS = ("time", "sleep", "monotonic", "perf_counter")  # what World.clock answers
STEP_KINDS = ("decision", "sense")
MAX_OPEN_STEPS = 1000  # nested open steps (helpers called inside tests)
STDERR_TAIL = 2000  # characters of the child's stderr kept for a crash report


@dataclass(frozen=True)
class Limits:
    cpu_seconds: float = 60.0  # RLIMIT_CPU of the child
    memory_bytes: int = 512 * 2**20  # RLIMIT_AS of the child
    wall_seconds: float | None = None  # whole-run wall clock, enforced by the parent (kill)


class World(Protocol):
    """The parent-side object that answers the program."""

    def open_step(self, kind: str, line: int, col: int) -> None: ...
    def close_step(self, outcome: bool | None) -> None: ...
    def loop(self, line: int, col: int, more: bool) -> None: ...
    def call(self, name: str, args: list, kwargs: dict, line: int | None) -> Any: ...
    def clock(self, attr: str, args: list) -> Any: ...
    def output(self, text: str) -> None: ...


@dataclass
class Outcome:
    status: str  # "finished" | "error" (the program raised) | "killed" (limit, halt, crash) | "protocol"
    reason: str | None
    line: int | None  # the program line of an error, when known


def description(robot: Robot) -> dict:
    """What the child builds the program's namespace from: API names, modules, builtins."""
    time_attrs = robot.modules.get("time", frozenset())
    return {"api": sorted(robot.functions), "modules": {m: sorted(a) for m, a in robot.modules.items()},
            "clock": [a for a in CLOCK_ATTRS if a in time_attrs],
            "builtins": sorted(HARMLESS_BUILTINS)}


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _line(v: object) -> bool:
    return v is None or _is_int(v)


# op -> {field: check}; a message must have exactly these fields
FIELDS = {
    "ready": {"isolation": lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v)},
    "call": {"name": lambda v: isinstance(v, str), "args": lambda v: isinstance(v, list),
             "kwargs": lambda v: isinstance(v, dict), "line": _line},
    "clock": {"attr": lambda v: isinstance(v, str), "args": lambda v: isinstance(v, list) and len(v) <= 1},
    "output": {"text": lambda v: isinstance(v, str)},
    "open": {"kind": lambda v: v in STEP_KINDS, "line": _is_int, "col": _is_int},
    "close": {"outcome": lambda v: v is None or isinstance(v, bool)},
    "loop": {"line": _is_int, "col": _is_int, "more": lambda v: isinstance(v, bool)},
    "error": {"type": lambda v: isinstance(v, str), "message": lambda v: isinstance(v, str), "line": _line},
    "trace": {"trace": lambda v: isinstance(v, dict)},
    "done": {},
}
SIMULATION_OPS = ("ready", "trace", "error", "done")  # the rest happen inside the child in a simulation


def check_message(msg: dict, desc: dict, open_steps: list[str], started: bool = True,
                  simulation: bool = False) -> None:
    """Raise ProtocolError unless msg is a well-formed message the child may send now
    (`open_steps`: the kinds of the steps it has opened and not closed; `started`: it has sent
    its one ready message, before the program ran; `simulation`: it runs the task simulator)."""
    op = msg.get("op")
    fields = FIELDS.get(op) if isinstance(op, str) else None
    if fields is None:
        raise ProtocolError(f"unknown op {op!r}"[:200])
    if (op == "ready") == started:
        raise ProtocolError("ready must come first, and once")
    if (op in SIMULATION_OPS) != simulation and op not in ("ready", "error", "done"):
        raise ProtocolError(f"{op} is not a message of a {'simulation' if simulation else 'run'}")
    if set(msg) != {"op", *fields}:
        raise ProtocolError(f"{op}: fields {sorted(set(msg) - {'op'})}, expected {sorted(fields)}")
    for name, ok in fields.items():
        if not ok(msg[name]):
            raise ProtocolError(f"{op}: bad {name} {msg[name]!r}"[:200])
    if op == "call" and msg["name"] not in desc["api"]:
        raise ProtocolError(f"call of {msg['name']!r}, not an API function"[:200])
    if op == "clock" and msg["attr"] not in desc["clock"]:
        raise ProtocolError(f"clock attribute {msg['attr']!r} is not allowed"[:200])
    if op == "open" and len(open_steps) >= MAX_OPEN_STEPS:
        raise ProtocolError(f"more than {MAX_OPEN_STEPS} nested open steps")
    if op == "close":
        if not open_steps:
            raise ProtocolError("close without an open step")
        if (open_steps[-1] == "decision") != isinstance(msg["outcome"], bool):
            raise ProtocolError(f"close of a {open_steps[-1]} step with outcome {msg['outcome']!r}")


class Sandbox:
    """One program in one child process. `run()` is the message loop; `kill(reason)` ends the
    child from any thread, and `run()` then returns status "killed" with that reason."""

    def __init__(self, code: types.CodeType, entry: str, robot: Robot, world: World,
                 limits: Limits = Limits(), filename: str | None = None, simulation: dict | None = None) -> None:
        self.code, self.entry, self.world, self.limits = code, entry, world, limits
        self.simulation = simulation  # the task simulator's payload: the world then runs in the child
        self.traces: list[dict] = []  # one per scenario of a simulation, in order
        self.filename = filename or code.co_filename  # the program's frames are found by it
        self.desc = description(robot)
        self.isolation: list[str] = []  # the mechanisms the child applied, from its ready message
        self._lock = threading.Lock()
        self._proc: Child | None = None
        self._reaped = False
        self._reason: str | None = None
        self._stderr = b""

    def kill(self, reason: str) -> None:
        """End the child now (the first reason given is the one reported)."""
        with self._lock:
            if self._reason is None:
                self._reason = reason
            if self._proc is not None and not self._reaped:
                self._proc.kill()

    def run(self) -> Outcome:
        """Start the child, answer its messages until it is done, raises, dies or is killed.
        An exception raised by the World ends the child and propagates."""
        with self._lock:
            if self._reason is not None:
                return Outcome("killed", self._reason, None)
            self._proc = Child()
        drain = threading.Thread(target=self._drain_stderr, name="sandbox-stderr", daemon=True)
        drain.start()
        timer = None
        if self.limits.wall_seconds is not None:
            timer = threading.Timer(self.limits.wall_seconds, self.kill,
                                    [f"wall clock limit of {self.limits.wall_seconds:g} s"])
            timer.daemon = True
            timer.start()
        try:
            self._send({"op": "start", "code": marshal.dumps(self.code).hex(), "entry": self.entry,
                        "filename": self.filename, "namespace": self.desc,
                        "limits": {"cpu_seconds": self.limits.cpu_seconds, "memory_bytes": self.limits.memory_bytes},
                        "seccomp": child_filter(),
                        **({"simulate": self.simulation} if self.simulation is not None else {})})
            return self._loop()
        finally:
            if timer is not None:
                timer.cancel()
            self._reap()
            drain.join(timeout=1)

    def _loop(self) -> Outcome:
        open_steps: list[str] = []
        started = False
        while True:
            try:
                msg = read_message(self._proc.stdout.fileno(), MAX_MESSAGE)
                if msg is None:
                    return self._died()
                check_message(msg, self.desc, open_steps, started, self.simulation is not None)
            except ProtocolError as exc:
                self.kill(f"protocol violation: {exc}")
                return Outcome("protocol", f"protocol violation: {exc}", None)
            op = msg["op"]
            if op == "done":
                return Outcome("finished", None, None)
            if op == "error":
                return self._error(msg)
            started = True
            if op == "trace":
                self.traces.append(msg["trace"])
                continue
            if op == "open":
                open_steps.append(msg["kind"])
            elif op == "close":
                open_steps.pop()
            if not self._send(self._answer(msg)):
                return self._died()

    def _answer(self, msg: dict) -> dict:
        """The World's reply; its TypeError, ValueError or ArithmeticError (bad arguments) is raised
        in the program."""
        op, world = msg["op"], self.world
        try:
            if op == "ready":
                self.isolation = msg["isolation"]
                return {}
            if op == "call":
                return {"value": world.call(msg["name"], msg["args"], msg["kwargs"], msg["line"])}
            if op == "clock":
                return {"value": world.clock(msg["attr"], msg["args"])}
            if op == "output":
                world.output(msg["text"])
            elif op == "open":
                world.open_step(msg["kind"], msg["line"], msg["col"])
            elif op == "close":
                world.close_step(msg["outcome"])
            else:
                world.loop(msg["line"], msg["col"], msg["more"])
            return {}
        except (TypeError, ValueError, ArithmeticError) as exc:  # float(10 ** 400): a ValueError there
            return {"raise": "TypeError" if isinstance(exc, TypeError) else "ValueError", "message": str(exc)}

    def _error(self, msg: dict) -> Outcome:
        if msg["type"] == "MemoryError":
            return Outcome("killed", f"memory limit of {self.limits.memory_bytes / 2**20:g} MiB exceeded", msg["line"])
        return Outcome("error", f"{msg['type']}: {msg['message']}"[:STDERR_TAIL], msg["line"])

    def _send(self, msg: dict) -> bool:
        """False when the child is gone."""
        try:
            write_message(self._proc.stdin.fileno(), msg)
            return True
        except (BrokenPipeError, ConnectionResetError):
            return False

    def _died(self) -> Outcome:
        """The child ended without done or error: killed by us, by a limit, or crashed."""
        try:
            code = self._proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.kill("the program's process stopped answering")
            code = self._proc.wait()
        if self._reason is not None:
            return Outcome("killed", self._reason, None)
        if code == -signal.SIGXCPU:
            return Outcome("killed", f"CPU limit of {self.limits.cpu_seconds:g} s exceeded", None)
        what = f"signal {signal.Signals(-code).name}" if code < 0 else f"exit code {code}"
        tail = self._stderr.decode(errors="replace").strip()[-STDERR_TAIL:]
        return Outcome("killed", f"the program's process ended with {what}" + (f": {tail}" if tail else ""), None)

    def _reap(self) -> None:
        self.kill("the run ended")
        self._proc.wait()
        with self._lock:
            self._reaped = True
        for stream in (self._proc.stdin, self._proc.stdout):
            try:
                stream.close()
            except OSError:
                pass

    def _drain_stderr(self) -> None:
        """Keep the tail of the child's stderr (a crash's message) without letting it grow."""
        stream = self._proc.stderr
        while chunk := stream.read1(1 << 16):
            self._stderr = (self._stderr + chunk)[-4 * STDERR_TAIL:]
        stream.close()


def run_isolated(code: types.CodeType, entry: str, robot: Robot, world: World, limits: Limits = Limits(),
                 filename: str | None = None) -> Outcome:
    """Run `entry()` of the compiled definitions in a locked-down child process, answering it
    with `world`. (Use Sandbox directly to kill it from another thread.)"""
    return Sandbox(code, entry, robot, world, limits, filename).run()
