"""The robots' world model, one for both clocks: the unicycle kinematics and world state that
`safe-codegen sim` runs on the wall clock over DDS, and the VirtualWorld the task simulator runs on a
virtual clock inside the sandbox child (docs/tasks.md, "The simulator").

Standard library only (and safe_codegen.binding, which imports nothing): the sandbox child imports this
module before it locks itself down.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from safe_codegen.binding import bind_arguments

COMMAND_TIMEOUT = 0.5  # seconds: a base controller stops without a fresh velocity command
EPOCH = 1_800_000_000.0  # what the program's time.time() reads at virtual time 0
TRACE_LOG_LIMIT = 2000  # logged non-motion calls kept per run (the rest are counted)


@dataclass
class Scenario:
    """What the world does: when each proposition holds, the indoor world state, scripted answers."""

    present: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    cycle: float | None = None
    silent_after: float | None = None
    after_moving: dict[str, float] = field(default_factory=dict)  # prop -> seconds of motion before it holds
    rooms: dict[str, list[str]] = field(default_factory=dict)
    start: str | None = None
    answers: dict[str, str] = field(default_factory=dict)

    def holds(self, prop: str, t: float, moved: float = 0.0) -> bool:
        """Whether `prop` is in view at time t, after `moved` seconds of motion."""
        if prop in self.after_moving and moved >= self.after_moving[prop]:
            return True
        t = t % self.cycle if self.cycle else t
        return any(a <= t < b for a, b in self.present.get(prop, []))

    def to_json(self) -> dict:
        return {"present": {k: [list(s) for s in v] for k, v in self.present.items()}, "cycle": self.cycle,
                "silent_after": self.silent_after, "after_moving": dict(self.after_moving),
                "rooms": {k: list(v) for k, v in self.rooms.items()}, "start": self.start,
                "answers": dict(self.answers)}

    @classmethod
    def from_json(cls, data: dict) -> Scenario:
        return cls(present={k: [(float(a), float(b)) for a, b in v] for k, v in data["present"].items()},
                   cycle=data["cycle"], silent_after=data["silent_after"], after_moving=dict(data["after_moving"]),
                   rooms={k: list(v) for k, v in data["rooms"].items()}, start=data["start"],
                   answers=dict(data["answers"]))


@dataclass
class Unicycle:
    """A differential-drive base: the last velocity command holds until COMMAND_TIMEOUT after it was
    sent; the pose is integrated exactly (arcs). `segments` lists the intervals of motion
    [t0, t1, linear, angular] with constant velocity."""

    x: float = 0.0
    y: float = 0.0
    yaw: float = 0.0
    v: float = 0.0
    w: float = 0.0
    t: float = 0.0
    last_command: float = -math.inf
    segments: list[list[float]] = field(default_factory=list)

    def command(self, t: float, linear: float, angular: float) -> None:
        """A velocity command received at time t."""
        self.advance(t)
        self.v, self.w, self.last_command = float(linear), float(angular), t

    def advance(self, t: float) -> None:
        """Integrate up to time t (the command times out on the way)."""
        if t <= self.t:
            return
        cut = self.last_command + COMMAND_TIMEOUT
        if (self.v or self.w) and cut < t:
            if cut > self.t:
                self._move(cut)
            self.v = self.w = 0.0
        self._move(t)

    @property
    def moving(self) -> bool:
        return bool(self.v or self.w)

    def moved(self, t: float | None = None) -> float:
        """Seconds spent moving up to time t (default: all of it)."""
        return sum(max(0.0, min(b, t if t is not None else b) - a) for a, b, _, _ in self.segments)

    def _move(self, t: float) -> None:
        dt = t - self.t
        if self.v or self.w:
            if abs(self.w) < 1e-9:
                self.x += self.v * math.cos(self.yaw) * dt
                self.y += self.v * math.sin(self.yaw) * dt
            else:
                r, yaw1 = self.v / self.w, self.yaw + self.w * dt
                self.x += r * (math.sin(yaw1) - math.sin(self.yaw))
                self.y -= r * (math.cos(yaw1) - math.cos(self.yaw))
            self.yaw += self.w * dt
            last = self.segments[-1] if self.segments else None
            if last and last[1] == self.t and last[2] == self.v and last[3] == self.w:
                last[1] = t
            else:
                self.segments.append([self.t, t, self.v, self.w])
        self.t = t


def _as_named(name: str, names) -> str:
    """The world's spelling of a room or thing named in another case ("Kitchen" for the kitchen, "Pillow"): a name's
    case never makes it another room or thing (a task typed "the Mail Room", a program's go_to("mail room"))."""
    return next((n for n in names if n.lower() == name.lower()), name)


@dataclass
class Indoor:
    """A RoboEval-style world state: rooms with their objects and people, the robot's room, what it
    holds, and scripted answers (by question text, "*" for any other, else the first option)."""

    rooms: dict[str, list[str]]
    room: str | None
    answers: dict[str, str]
    holding: list[str] = field(default_factory=list)

    def go_to(self, location: str) -> None:
        location = _as_named(location, self.rooms)
        if location in self.rooms:
            self.room = location

    def pick(self, obj: str) -> str | None:
        """The thing picked up, as the world names it; None where it is not here (or is a person)."""
        here = self.rooms.get(self.room, [])
        obj = _as_named(obj, here)
        if obj in here and obj != "person":
            here.remove(obj)
            self.holding.append(obj)
            return obj
        return None

    def place(self, obj: str) -> str | None:
        """The thing put down, as the world names it; None where the robot does not hold it."""
        obj = _as_named(obj, self.holding)
        if obj in self.holding:
            self.holding.remove(obj)
            self.rooms.setdefault(self.room, []).append(obj)
            return obj
        return None

    def has(self, obj: str) -> bool:
        """Whether the thing (or a person) is in the robot's room."""
        here = self.here()
        return _as_named(obj, here) in here

    def answer(self, question: str, options: list) -> str:
        return self.answers.get(str(question), self.answers.get("*", str(options[0]) if options else ""))

    def here(self) -> list[str]:
        return list(self.rooms.get(self.room, []))


class OutOfBudget(BaseException):
    """The run used up its steps or virtual time (a program that does not end). A BaseException: the
    program cannot catch it (no `try` is verifiable) and it must not look like the program's error."""


class VirtualWorld:
    """The World of the task simulator, answering the sandbox's messages in the child itself.

    One model of time for everything: a step that reads the world (its first sensor call) and every
    action are paced at the robot's rate, exactly as the bridge paces them on the wall clock;
    `time.sleep` advances the clock, `time.time()` reads it; a program's own computation takes no
    time. `robot` is `simulation_description(robot)` (tasks/simulator.py)."""

    def __init__(self, robot: dict, scenario: Scenario, max_steps: int, max_seconds: float) -> None:
        self.robot, self.scenario = robot, scenario
        self.max_steps, self.max_seconds = max_steps, max_seconds
        self.period = 1.0 / robot["rate"]
        self.now = self._next = 0.0
        self.steps = 0
        self.base = Unicycle()
        self.indoor = Indoor({k: list(v) for k, v in scenario.rooms.items()}, scenario.start, scenario.answers)
        self.log: list[list] = []  # [t, name, arguments, reply] of every non-motion action and query
        self.dropped = 0
        self.output: list[str] = []
        self._open: list[frozenset[str] | None] = []

    # the messages (sandbox/child.py's protocol)
    def handle(self, msg: dict) -> object:
        op = msg["op"]
        if op == "call":
            return self.call(msg["name"], msg["args"], msg["kwargs"])
        if op == "clock":
            return self.clock(msg["attr"], msg["args"])
        if op == "open":
            self._open.append(None)
        elif op == "close":
            self._open.pop()
            self._step()
        elif op == "loop":
            self._step()
        elif op == "output" and sum(map(len, self.output)) < 10_000:
            self.output.append(msg["text"])
        return None

    def call(self, name: str, args: list, kwargs: dict) -> object:
        kind, spec = self.robot["kinds"][name], self.robot["functions"][name]
        arguments = bind(name, spec["params"], args, kwargs)
        if kind == "query":
            value = self.indoor.room if name == "get_current_location" else list(self.indoor.rooms)
            self._record(name, arguments, value)
            return value
        if kind == "sensor":
            if self._open:
                if self._open[-1] is None:
                    self._pace()
                    self._open[-1] = self.env()
                env = self._open[-1]
            else:
                self._pace()
                env = self.env()
                self._step()
            if spec.get("proposition"):
                return spec["proposition"] in env
            arg = arguments.get(spec["selector"])  # the verifier's and the bridge's selector (robot.Function)
            return self.indoor.has(str(arg)) if arg not in spec["by_argument"] else spec["by_argument"][arg] in env
        self._pace()
        self._step()
        twist = spec.get("twist")
        if twist is not None:
            self.base.command(self.now, number(arguments.get(twist.get("linear")), 0.0),
                              number(arguments.get(twist.get("angular")), 0.0))
            return None
        reply = self._act(name, arguments)
        self._record(name, arguments, reply)
        return reply

    def clock(self, attr: str, args: list) -> object:
        if attr == "sleep":
            seconds = number(args[0] if args else None, None)
            if seconds < 0:
                raise ValueError("sleep length must be non-negative")
            self.now += seconds
            self._check_time()
            return None
        return self.now + EPOCH if attr == "time" else self.now

    # the world
    def env(self) -> frozenset[str]:
        """The propositions in view now."""
        self.base.advance(self.now)
        if self.scenario.silent_after is not None and self.now >= self.scenario.silent_after:
            return frozenset()
        moved = self.base.moved()
        props = {p for p in self.robot["env_props"] if self.scenario.holds(p, self.now, moved)}
        objects = self.robot["object_props"]
        return frozenset(props | {objects[o] for o in self.indoor.here() if o in objects})

    def _act(self, name: str, arguments: dict) -> object:
        values = list(arguments.values())
        first = str(values[0]) if values else ""
        if name == "go_to":
            self.indoor.go_to(first)
        elif name == "pick":
            self.indoor.pick(first)
        elif name == "place":
            self.indoor.place(first)
        elif name == "ask":
            return self.indoor.answer(str(arguments.get("question", "")), list(arguments.get("options") or []))
        return None

    def _pace(self) -> None:
        self.now = max(self.now, self._next)
        self._next = self.now + self.period
        self._check_time()

    def _step(self) -> None:
        self.steps += 1
        if self.steps > self.max_steps:
            raise OutOfBudget(f"the program made more than {self.max_steps} steps without ending")

    def _check_time(self) -> None:
        if self.now > self.max_seconds:
            raise OutOfBudget(f"the program ran past {self.max_seconds:g} s of virtual time without ending")

    def _record(self, name: str, arguments: dict, reply: object) -> None:
        if len(self.log) < TRACE_LOG_LIMIT:
            self.log.append([round(self.now, 6), name, arguments, reply])
        else:
            self.dropped += 1

    def trace(self, status: str, reason: str | None, line: int | None) -> dict:
        """What the run did, as JSON data for the parent's judge (tasks/judge.py). Motion ends with the
        run: the bridge sends the robot's stop when a program ends."""
        self.base.advance(self.now)
        return {"status": status, "reason": reason, "line": line, "end": round(self.now, 6), "steps": self.steps,
                "motion": self.base.segments, "log": self.log, "dropped": self.dropped,
                "final": {"room": self.indoor.room, "rooms": self.indoor.rooms, "holding": self.indoor.holding},
                "output": "".join(self.output)[:10_000]}


def bind(name: str, params: list, args: list, kwargs: dict) -> dict:
    """The call's arguments by parameter name (binding.bind_arguments, the verifier's and the bridge's
    binder), with defaults; a TypeError like Python's otherwise."""
    names = [p for p, _ in params]
    out = bind_arguments(name, names, sum(default is None for _, default in params), args, kwargs)
    return {p: out[p] if p in out else default[0] for p, default in params}


def number(value: object, default: float | None) -> float:
    """A velocity or duration from the program: a finite int or float (bool is refused), like the
    bridge's float64 fields."""
    if value is None and default is not None:
        return default
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"expected a number, got {type(value).__name__}")
    value = float(value)
    if not math.isfinite(value):
        raise ValueError(f"{value!r} is not a finite number")
    return value
