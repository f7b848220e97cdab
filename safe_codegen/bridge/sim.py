"""Simulated robots on the robot file's own ROS 2 topics, so the whole loop runs on one machine.

Driving robots (a Twist command topic: jackal, spot) are unicycle models that integrate the last
velocity command (zeroed after 0.5 s without one, like a base controller's time-out) and publish
odometry; their sensors are std_msgs/Bool from a scripted timeline of pedestrians, people or
targets. jackal-indoor is a RoboEval-style world state: rooms with their objects and people,
the robot's room, and scripted answers to questions.

A scenario (scenarios/ROBOT.yaml on the search path, safe_codegen.utils.paths):

    present: {pedestrian: [[1.0, 2.0]]}   # proposition -> [from, to] seconds
    cycle: 4.0                            # the timeline repeats (optional)
    silent_after: 3.0                     # sensors stop publishing (stale-data tests; optional)
    rooms: {lounge: [person, backpack]}   # indoor: objects and people per room
    start: office                         # indoor: the robot's first room
    answers: {"*": "Yes"}                 # indoor: answer by question text, "*" for any other
"""

from __future__ import annotations

import json
import math
import signal
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.utils.atomic import write_text
from safe_codegen.errors import InputError
from safe_codegen.utils.paths import resolve
from safe_codegen.robot import Robot
from safe_codegen.bridge.rosmap import RosMap, Topic
from safe_codegen.bridge.transport.base import Transport
from safe_codegen.utils.yamlfile import LineDict, line_of, load_yaml

TWIST = "geometry_msgs/msg/Twist"
COMMAND_TIMEOUT = 0.5  # seconds: a base controller stops without a fresh velocity command


@dataclass
class Scenario:
    present: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    cycle: float | None = None
    silent_after: float | None = None
    rooms: dict[str, list[str]] = field(default_factory=dict)
    start: str | None = None
    answers: dict[str, str] = field(default_factory=dict)

    def holds(self, prop: str, t: float) -> bool:
        t = t % self.cycle if self.cycle else t
        return any(a <= t < b for a, b in self.present.get(prop, []))


def load_scenario(name_or_path: str, robot: Robot) -> Scenario:
    """A scenario file, checked against the robot (propositions, rooms); errors name file:line."""
    path = resolve(name_or_path, "scenarios")
    data = load_yaml(path)

    def fail(line: int, msg: str) -> InputError:
        return InputError(f"{path}:{line}: {msg}")

    if not isinstance(data, LineDict):
        raise fail(1, "a scenario is a mapping")
    allowed = {"robot", "description", "present", "cycle", "silent_after", "rooms", "start", "answers"}
    for key in data:
        if key not in allowed:
            raise fail(line_of(data, key), f"unknown key '{key}' (allowed: {', '.join(sorted(allowed))})")
    if data.get("robot", robot.name) != robot.name:
        raise fail(line_of(data, "robot"), f"the scenario is for robot '{data['robot']}', not '{robot.name}'")
    sc = Scenario()
    present = data.get("present") or LineDict()
    for prop, spans in present.items():
        if prop not in robot.env_props:
            raise fail(line_of(present, prop), f"'{prop}' is not one of {robot.name}'s sensor propositions "
                                               f"({', '.join(robot.env_props)})")
        if not isinstance(spans, list) or not all(
                isinstance(s, list) and len(s) == 2 and all(_number(x) for x in s) and s[0] < s[1] for s in spans):
            raise fail(line_of(present, prop), f"'{prop}': give a list of [from, to] seconds with from < to")
        sc.present[prop] = [(float(a), float(b)) for a, b in spans]
    for key in ("cycle", "silent_after"):
        if data.get(key) is not None:
            if not _number(data[key]) or data[key] <= 0:
                raise fail(line_of(data, key), f"'{key}' must be a positive number of seconds")
            setattr(sc, key, float(data[key]))
    rooms = data.get("rooms") or LineDict()
    for room, things in rooms.items():
        if not isinstance(things, list) or not all(isinstance(x, str) for x in things):
            raise fail(line_of(rooms, room), f"room '{room}': give a list of object names")
        sc.rooms[str(room)] = list(things)
    sc.start = data.get("start", next(iter(sc.rooms), None))
    if sc.rooms and sc.start not in sc.rooms:
        raise fail(line_of(data, "start"), f"start room '{sc.start}' is not one of the rooms")
    answers = data.get("answers") or {}
    if not isinstance(answers, dict):
        raise fail(line_of(data, "answers"), "'answers' maps questions to answers")
    sc.answers = {str(k): str(v) for k, v in answers.items()}
    return sc


def _number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


class Sim:
    """One simulated robot: call run(); stop() (or SIGINT/SIGTERM) ends it."""

    def __init__(self, robot: Robot, rosmap: RosMap, scenario: Scenario, transport: Transport,
                 rate: float = 50.0, console: Console | None = None) -> None:
        self.robot, self.map, self.scenario, self.transport = robot, rosmap, scenario, transport
        self.dt = 1.0 / rate
        self.console = console
        self.events: list[dict] = []
        self.x = self.y = self.yaw = self.v = self.w = 0.0
        self.room = scenario.start
        self._last_cmd = -math.inf
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._pub: dict[str, object] = {}
        self._t0 = time.monotonic()

    def stop(self) -> None:
        self._done.set()

    def run(self, duration: float | None = None) -> None:
        for cmd_name, cmd in self.map.actions.items():
            self.transport.subscribe(cmd.topic, lambda msg, n=cmd_name, t=cmd.topic: self._on_command(n, t, msg))
        for topic in self.map.topics():
            if topic.name not in {c.topic.name for c in self.map.actions.values()}:
                self._pub[topic.name] = self.transport.publisher(topic)
        self._t0 = time.monotonic()
        self._publish_world()
        shown: frozenset[str] | None = None
        k = 0
        while not self._done.is_set():
            t = time.monotonic() - self._t0
            if duration and t >= duration:
                break
            with self._lock:
                if t - self._last_cmd > COMMAND_TIMEOUT:
                    self.v = self.w = 0.0
                self.x += self.v * math.cos(self.yaw) * self.dt
                self.y += self.v * math.sin(self.yaw) * self.dt
                self.yaw += self.w * self.dt
                if self.map.odometry:
                    self._pub[self.map.odometry.name](self._odometry())
            if self.scenario.silent_after is None or t < self.scenario.silent_after:
                present = self._publish_sensors(t)
                if present != shown:
                    self._say(f"t={t:6.2f}s in view: {', '.join(sorted(present)) or 'nothing'}")
                    shown = present
            elif shown is not None:
                self._say(f"t={t:6.2f}s sensors silent (scenario silent_after)")
                shown = None
            k += 1
            self._done.wait(max(0.0, self._t0 + k * self.dt - time.monotonic()))

    # sensors and world state
    def _publish_sensors(self, t: float) -> frozenset[str]:
        present = {p for p in self.robot.env_props if self.scenario.holds(p, t)}
        for name, reading in self.map.sensors.items():
            fn = self.robot.functions[name]
            msg = rosmsg.zero(reading.topic.type)
            if reading.contains is not None:
                present |= set(self.scenario.rooms.get(self.room, []))
                rosmsg.set_path(msg, reading.field, ",".join(self.scenario.rooms.get(self.room, [])))
            else:
                rosmsg.set_path(msg, reading.field, fn.proposition in present)
            self._pub[reading.topic.name](msg)
        return frozenset(present)

    def _publish_world(self) -> None:
        """Indoor: the robot's room and the list of rooms (latched topics)."""
        for name, reading in self.map.queries.items():
            value = {"get_current_location": self.room or "", "get_all_rooms": ",".join(self.scenario.rooms)}.get(name)
            if value is not None:
                self._send(reading.topic, reading.field, value)

    def _send(self, topic: Topic, path: str, value) -> None:
        msg = rosmsg.zero(topic.type)
        rosmsg.set_path(msg, path, value)
        self._pub[topic.name](msg)

    def _odometry(self) -> dict:
        msg = rosmsg.zero(self.map.odometry.type)
        now = time.time_ns()
        msg["header"]["stamp"] = {"sec": now // 10**9, "nanosec": now % 10**9}
        msg["header"]["frame_id"], msg["child_frame_id"] = "odom", "base_link"
        pose = msg["pose"]["pose"]
        pose["position"]["x"], pose["position"]["y"] = self.x, self.y
        pose["orientation"]["z"], pose["orientation"]["w"] = math.sin(self.yaw / 2), math.cos(self.yaw / 2)
        msg["twist"]["twist"]["linear"]["x"], msg["twist"]["twist"]["angular"]["z"] = self.v, self.w
        return msg

    # commands
    def _on_command(self, name: str, topic: Topic, msg: dict) -> None:
        t = time.monotonic() - self._t0
        self.events.append({"t": round(t, 4), "monotonic_ns": time.monotonic_ns(), "topic": topic.name,
                            "action": name, "msg": msg})
        if topic.type == TWIST:
            with self._lock:
                changed = (self.v, self.w) != (msg["linear"]["x"], msg["angular"]["z"])
                self.v, self.w = msg["linear"]["x"], msg["angular"]["z"]
                self._last_cmd = t
            if changed:
                self._say(f"t={t:6.2f}s {topic.name}: linear {self.v:.2f} angular {self.w:.2f} "
                          f"(at x={self.x:.2f} y={self.y:.2f})")
            return
        self._say(f"t={t:6.2f}s {name}: {msg}")
        data = str(msg.get("data", ""))
        if name == "go_to" and data in self.scenario.rooms:
            self.room = data
            self._publish_world()
        elif name == "pick" and data in self.scenario.rooms.get(self.room, []):
            self.scenario.rooms[self.room].remove(data)
        elif name == "place":
            self.scenario.rooms.setdefault(self.room, []).append(data)
        elif name == "ask":
            self._answer(data)

    def _answer(self, request: str) -> None:
        cmd = self.map.actions["ask"]
        try:
            args = json.loads(request)
        except ValueError:
            args = {}
        options = args.get("options") or [""]
        answer = self.scenario.answers.get(str(args.get("question")), self.scenario.answers.get("*", options[0]))
        self._send(cmd.reply.topic, cmd.reply.field, answer)

    def _say(self, text: str) -> None:
        if self.console is not None:
            self.console.print(text, highlight=False, markup=False)


def run_sim(sim: Sim, duration: float | None, log: Path | None) -> None:
    """Run until the duration, SIGINT or SIGTERM; then write the received commands to `log`."""
    previous = {s: signal.signal(s, lambda *_: sim.stop()) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        sim.run(duration)
    finally:
        for s, h in previous.items():
            signal.signal(s, h)
        if log is not None:
            write_text(log, "".join(json.dumps(e) + "\n" for e in sim.events))
