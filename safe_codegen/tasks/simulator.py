"""The virtual-time task simulator: a verified program runs in the sandbox child (the same process
isolation and instrumented API as `safe-codegen run`), against the world model of tasks/world.py on a
virtual clock, once per scenario in a fresh namespace. Only its traces come back (docs/tasks.md)."""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass

from safe_codegen.robot import Robot
from safe_codegen.sandbox.child import ProtocolError
from safe_codegen.sandbox.instrument import compile_program
from safe_codegen.sandbox.runner import Limits, Sandbox
from safe_codegen.tasks.world import Scenario
from safe_codegen.verify.program import Program

TWIST = "geometry_msgs/msg/Twist"
STATUSES = ("finished", "error", "budget", "killed")


@dataclass(frozen=True)
class Budget:
    """What ends a run that does not end by itself: steps, or seconds of virtual time."""

    max_steps: int = 20_000
    max_seconds: float = 120.0

    @classmethod
    def for_duration(cls, seconds: float) -> Budget:
        """Room for a manoeuvre of `seconds` held up by pedestrians: 3x, plus 30 s, at least 60 s."""
        return cls(max_seconds=max(60.0, 3 * seconds + 30.0))


@dataclass(frozen=True)
class Trace:
    """What one run did: how it ended, the intervals of motion [t0, t1, linear, angular], every
    non-motion action and query [t, name, arguments, reply], the final indoor world state."""

    status: str
    reason: str | None
    line: int | None
    end: float
    steps: int
    motion: tuple[tuple[float, float, float, float], ...]
    log: tuple[tuple[float, str, dict, object], ...]
    final_room: str | None
    output: str

    @classmethod
    def from_json(cls, data: dict) -> Trace:
        """A trace from the child, checked (the child is untrusted: ProtocolError on anything else)."""
        try:
            status, reason, line = data["status"], data["reason"], data["line"]
            motion = tuple((float(a), float(b), float(v), float(w)) for a, b, v, w in data["motion"])
            log = tuple((float(t), str(n), dict(args), reply) for t, n, args, reply in data["log"])
            end, steps, room, output = float(data["end"]), int(data["steps"]), data["final"]["room"], data["output"]
        except (KeyError, TypeError, ValueError) as exc:
            raise ProtocolError(f"malformed trace: {exc}") from None
        if status not in STATUSES or not (reason is None or isinstance(reason, str)) or \
                not (line is None or isinstance(line, int)) or not isinstance(output, str) or \
                not all(math.isfinite(x) for seg in motion for x in seg) or not math.isfinite(end):
            raise ProtocolError("malformed trace")
        return cls(status, reason, line, end, steps, motion, log, room if isinstance(room, str) else None, output)

    @classmethod
    def failed(cls, status: str, reason: str) -> Trace:
        """A run that left no trace (the child was killed before it reported)."""
        return cls(status, reason, None, 0.0, 0, (), (), None, "")


def simulation_description(robot: Robot) -> dict:
    """What the child's VirtualWorld needs of the robot: its rate, each function's kind, parameters
    (with defaults), proposition, and how an action moves the base (the Twist fields of its ROS map)."""
    ros = robot.raw.get("ros") or {}
    raw = {**(robot.raw.get("sensors") or {}), **(robot.raw.get("actions") or {}), **(robot.raw.get("queries") or {})}
    functions, objects = {}, {}
    for name, fn in robot.functions.items():
        params = []
        for p in (raw.get(name) or {}).get("params", []) or []:
            pname, _, default = str(p).partition("=")
            params.append([pname.strip(), [ast.literal_eval(default.strip())] if default else None])
        entry = {"params": params, "proposition": fn.proposition, "by_argument": dict(fn.by_argument),
                 "selector": fn.selector}
        rmap = (raw.get(name) or {}).get("ros") or {}
        if fn.kind == "action" and rmap.get("type") == TWIST:
            fields = rmap.get("fields") or {}
            entry["twist"] = {"linear": fields.get("linear.x"), "angular": fields.get("angular.z")}
        functions[name] = entry
        objects.update(fn.by_argument)
    return {"rate": float(ros.get("rate", 20)), "kinds": {n: f.kind for n, f in robot.functions.items()},
            "functions": functions, "env_props": list(robot.env_props), "object_props": objects}


def simulate(program: Program, robot: Robot, scenarios: list[Scenario], budget: Budget = Budget()) -> list[Trace]:
    """Run the program once per scenario in one sandbox child; one trace per scenario, in order. A
    child killed by a limit leaves the scenarios it did not report with that reason."""
    code = compile_program(program, robot, "<program>")
    payload = {"robot": simulation_description(robot), "scenarios": [s.to_json() for s in scenarios],
               "max_steps": budget.max_steps, "max_seconds": budget.max_seconds}
    limits = Limits(cpu_seconds=5.0 + 2.0 * len(scenarios), wall_seconds=30.0 + 5.0 * len(scenarios))
    box = Sandbox(code, program.entry.name, robot, None, limits, filename="<program>", simulation=payload)
    outcome = box.run()
    traces: list[Trace] = []
    for data in box.traces[:len(scenarios)]:
        try:
            traces.append(Trace.from_json(data))
        except ProtocolError as exc:
            return traces + [Trace.failed("killed", f"protocol violation: {exc}")] * (len(scenarios) - len(traces))
    if len(traces) < len(scenarios):
        reason = outcome.reason or "the program's process ended before it reported"
        traces += [Trace.failed("killed", reason)] * (len(scenarios) - len(traces))
    return traces
