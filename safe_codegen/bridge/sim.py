"""Simulated robots on the robot file's own ROS 2 topics, so the whole loop runs on one machine.

The simulator owns the clock: its time advances by 1/rate s per tick, `time_scale` times faster than
the wall clock, and is published on /clock (rosgraph_msgs/Clock, as ROS 2 simulators do); the
kinematics, the scenario's timeline, command times and odometry stamps are all on it, so a bridge that
follows /clock (`run --use-sim-time`) sees the same run at any scale. Behind the wall clock (a loaded
machine), it slows down rather than jumping.

Driving robots (a Twist command topic: jackal, spot) are the unicycle of `tasks/world.py` (the task
simulator's model): the last velocity command holds until it times out, and odometry is published;
their sensors are std_msgs/Bool from a scripted timeline of pedestrians, people or targets.
jackal-indoor is a RoboEval-style world state: rooms with their objects and
people, the robot's room, and scripted answers to questions. Scenarios: `tasks/scenarios.py`.
"""

from __future__ import annotations

import json
import math
import signal
import threading
import time
from pathlib import Path

from rich.console import Console

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.utils.atomic import write_text
from safe_codegen.robot import Robot
from safe_codegen.bridge.rosmap import CLOCK, RosMap, Topic
from safe_codegen.bridge.transport.base import Transport
from safe_codegen.tasks.world import Indoor, Scenario, Unicycle

TWIST = "geometry_msgs/msg/Twist"
SANE_SPEED = 1e3  # |m/s| or |rad/s| a command is clipped to on a robot file without limits (the pose stays finite)
LAG_TICKS = 5  # ticks behind the wall clock after which the simulator slows down instead of catching up


class Sim:
    """One simulated robot: call run(); stop() (or SIGINT/SIGTERM) ends it. `rate`: ticks per second of
    simulated time; `time_scale`: simulated seconds per wall second."""

    def __init__(self, robot: Robot, rosmap: RosMap, scenario: Scenario, transport: Transport,
                 rate: float = 50.0, console: Console | None = None, time_scale: float = 1.0) -> None:
        self.robot, self.map, self.scenario, self.transport = robot, rosmap, scenario, transport
        self.dt, self.time_scale = 1.0 / rate, time_scale
        self.now = 0.0  # simulated seconds (the last tick's); commands take effect at it
        self.console = console
        self.events: list[dict] = []
        self.base = Unicycle()
        self.world = Indoor({k: list(v) for k, v in scenario.rooms.items()}, scenario.start, scenario.answers)
        self._lock = threading.Lock()  # the base and the world; never held while publishing (a transport may
        # deliver synchronously into a bridge in this process, which waits for its own lock there)
        self._done = threading.Event()
        self._pub: dict[str, object] = {}

    def stop(self) -> None:
        self._done.set()

    def run(self, duration: float | None = None) -> None:
        """Tick until stop() or `duration` seconds of simulated time."""
        for cmd_name, cmd in self.map.actions.items():
            self.transport.subscribe(cmd.topic, lambda msg, n=cmd_name, t=cmd.topic: self._on_command(n, t, msg))
        for topic in self.map.topics() + [CLOCK]:
            if topic.name not in {c.topic.name for c in self.map.actions.values()}:
                self._pub[topic.name] = self.transport.publisher(topic)
        self._publish_world()
        shown: frozenset[str] | None = None
        k, wall0, period = 0, time.monotonic(), self.dt / self.time_scale
        while not self._done.is_set():
            t = k * self.dt
            if duration and t >= duration:
                break
            with self._lock:
                self.now = t
                self.base.advance(t)
                odometry = self._odometry() if self.map.odometry else None
            self._pub[CLOCK.name]({"clock": _stamp(t)})
            if odometry is not None:
                self._pub[self.map.odometry.name](odometry)
            if self.scenario.silent_after is None or t < self.scenario.silent_after:
                present = self._publish_sensors(t)
                if present != shown:
                    self._say(f"t={t:6.2f}s in view: {', '.join(sorted(present)) or 'nothing'}")
                    shown = present
            elif shown is not None:
                self._say(f"t={t:6.2f}s sensors silent (scenario silent_after)")
                shown = None
            k += 1
            late = time.monotonic() - (wall0 + k * period)
            if late > LAG_TICKS * period:
                wall0 += late  # slow down, as a simulator that cannot keep its real-time factor does
            self._done.wait(max(0.0, wall0 + k * period - time.monotonic()))

    # sensors and world state
    def _publish_sensors(self, t: float) -> frozenset[str]:
        present = {p for p in self.robot.env_props if self.scenario.holds(p, t)}
        with self._lock:
            here = list(self.world.here())
        for name, reading in self.map.sensors.items():
            fn = self.robot.functions[name]
            msg = rosmsg.zero(reading.topic.type)
            if reading.contains is not None:
                present |= set(here)
                rosmsg.set_path(msg, reading.field, ",".join(here))
            else:
                rosmsg.set_path(msg, reading.field, fn.proposition in present)
            self._pub[reading.topic.name](msg)
        return frozenset(present)

    def _publish_world(self) -> None:
        """Indoor: the robot's room and the list of rooms (latched topics)."""
        with self._lock:
            state = {"get_current_location": self.world.room or "", "get_all_rooms": ",".join(self.world.rooms)}
        for name, reading in self.map.queries.items():
            value = state.get(name)
            if value is not None:
                self._send(reading.topic, reading.field, value)

    def _send(self, topic: Topic, path: str, value) -> None:
        msg = rosmsg.zero(topic.type)
        rosmsg.set_path(msg, path, value)
        self._pub[topic.name](msg)

    def _odometry(self) -> dict:
        msg = rosmsg.zero(self.map.odometry.type)
        msg["header"]["stamp"] = _stamp(self.now)
        msg["header"]["frame_id"], msg["child_frame_id"] = "odom", "base_link"
        pose = msg["pose"]["pose"]
        b = self.base
        pose["position"]["x"], pose["position"]["y"] = b.x, b.y
        pose["orientation"]["z"], pose["orientation"]["w"] = math.sin(b.yaw / 2), math.cos(b.yaw / 2)
        msg["twist"]["twist"]["linear"]["x"], msg["twist"]["twist"]["angular"]["z"] = b.v, b.w
        return msg

    # commands
    def _on_command(self, name: str, topic: Topic, msg: dict) -> None:
        """A command from anyone on the topic: never trusted, so a malformed one is logged and ignored."""
        try:
            self._command(name, topic, msg)
        except Exception as exc:  # noqa: BLE001 (whatever arrives, the simulator keeps running)
            self._say(f"ignored a malformed {name} message: {type(exc).__name__}: {exc}")
            self.events.append({"t": round(self.now, 4), "topic": topic.name, "action": name,
                                "ignored": f"{type(exc).__name__}: {exc}"})

    def _velocity(self, name: str, msg: dict) -> tuple[float, float]:
        """The Twist's (linear.x, angular.z) as the base takes them: nan or inf stops it (a controller
        refuses them); others are clipped to the robot file's limits, as a base controller clips."""
        fn = self.robot.functions.get(name)
        fields = {path: src for path, src in self.map.actions[name].fields.items()}
        out = []
        for path in ("linear.x", "angular.z"):
            value = float(rosmsg.get_path(msg, path))
            if not math.isfinite(value):
                self._say(f"{name}: {path} = {value!r} is not a finite number; the base stops")
                return 0.0, 0.0
            limit = fn.limits.get(fields.get(path)) if fn is not None else None
            lo, hi = (limit.min, limit.max) if limit is not None else (-SANE_SPEED, SANE_SPEED)
            lo, hi = max(lo, -SANE_SPEED), min(hi, SANE_SPEED)
            out.append(min(max(value, lo), hi))
        return out[0], out[1]

    def _command(self, name: str, topic: Topic, msg: dict) -> None:
        t = self.now
        self.events.append({"t": round(t, 4), "monotonic_ns": time.monotonic_ns(), "topic": topic.name,
                            "action": name, "msg": msg})
        if topic.type == TWIST:
            linear, angular = self._velocity(name, msg)
            with self._lock:
                b, t = self.base, self.now  # the tick the command arrived in
                changed = (b.v, b.w) != (linear, angular)
                b.command(t, linear, angular)
            if changed:
                self._say(f"t={t:6.2f}s {topic.name}: linear {b.v:.2f} angular {b.w:.2f} "
                          f"(at x={b.x:.2f} y={b.y:.2f})")
            return
        self._say(f"t={t:6.2f}s {name}: {msg}")
        data = str(msg.get("data", ""))
        with self._lock:
            if name == "go_to":
                self.world.go_to(data)
            elif name == "pick":
                self.world.pick(data)
            elif name == "place":
                self.world.place(data)
        if name == "go_to":
            self._publish_world()
        elif name == "ask":
            self._answer(data)

    def _answer(self, request: str) -> None:
        cmd = self.map.actions["ask"]
        try:
            args = json.loads(request)
        except (ValueError, RecursionError):
            args = {}
        if not isinstance(args, dict):
            args = {}
        with self._lock:
            answer = self.world.answer(str(args.get("question")), list(args.get("options") or []))
        self._send(cmd.reply.topic, cmd.reply.field, answer)

    def _say(self, text: str) -> None:
        if self.console is not None:
            self.console.print(text, highlight=False, markup=False)


def _stamp(t: float) -> dict:
    """builtin_interfaces/Time of `t` seconds."""
    ns = round(t * 1e9)
    return {"sec": ns // 10**9, "nanosec": ns % 10**9}


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
