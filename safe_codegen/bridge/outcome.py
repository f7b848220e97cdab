"""What the robot did in a run, from what it sent back (its odometry's poses and its sensors' readings, on
the run's clock), and whether that does a task's goal: the task checker's own judge (tasks/judge.py) on a
trace made from the odometry, never from the commands the program gave."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from safe_codegen.robot import Robot
from safe_codegen.tasks.check import signal_action
from safe_codegen.tasks.goals import Goal, NamedScenario
from safe_codegen.tasks.judge import EPS_ANGULAR, EPS_LINEAR, Observed, Verdict, judge, observed_moves
from safe_codegen.tasks.simulator import Trace
from safe_codegen.tasks.world import Scenario

RUN = "the robot's run"  # the judged scenario's name: the world the robot met


@dataclass
class RunRecord:
    """What the bridge heard during a run, in seconds from its start on the run's clock: the poses of the
    odometry (t, x, y, yaw), and the sensor propositions whenever they changed."""

    poses: list[tuple[float, float, float, float]] = field(default_factory=list)
    readings: list[tuple[float, frozenset[str]]] = field(default_factory=list)

    def pose(self, t: float, msg: dict) -> None:
        """An odometry message (nav_msgs/Odometry) heard at t."""
        p, q = msg["pose"]["pose"]["position"], msg["pose"]["pose"]["orientation"]
        yaw = math.atan2(2 * (q["w"] * q["z"] + q["x"] * q["y"]), 1 - 2 * (q["y"] ** 2 + q["z"] ** 2))
        self.poses.append((t, float(p["x"]), float(p["y"]), yaw))

    def reading(self, t: float, env: frozenset[str]) -> None:
        """The sensor propositions true at t (kept when they changed)."""
        if not self.readings or self.readings[-1][1] != env:
            self.readings.append((t, env))

    def in_view(self, prop: str, end: float) -> list[tuple[float, float]]:
        """The intervals in which the readings showed `prop`."""
        out, since = [], None
        for t, env in self.readings:
            if prop in env and since is None:
                since = t
            elif prop not in env and since is not None:
                out.append((since, t))
                since = None
        if since is not None and end > since:
            out.append((since, end))
        return out


def motion(poses: list[tuple[float, float, float, float]]) -> tuple[tuple[float, float, float, float], ...]:
    """The intervals of motion between consecutive poses as (t0, t1, linear, angular), the task simulator's
    form: the arc's length per second (negative when the robot went backwards) and the heading's change per
    second; an interval slower than the judge's thresholds is standing still and left out, as there."""
    out = []
    for (t0, x0, y0, a0), (t1, x1, y1, a1) in zip(poses, poses[1:]):
        if t1 <= t0:
            continue
        turn = math.remainder(a1 - a0, math.tau)
        chord = math.hypot(x1 - x0, y1 - y0)
        along = (x1 - x0) * math.cos(a0 + turn / 2) + (y1 - y0) * math.sin(a0 + turn / 2)
        arc = chord * (turn / 2) / math.sin(turn / 2) if abs(turn) > 1e-9 else chord
        v, w = math.copysign(arc, along) / (t1 - t0), turn / (t1 - t0)
        if abs(v) > EPS_LINEAR or abs(w) > EPS_ANGULAR:
            out.append((t0, t1, v, w))
    return tuple(out)


@dataclass(frozen=True)
class RobotRun:
    """The run as the robot reported it: its manoeuvres, path length, heading change (degrees, left
    positive) and where it ended relative to where it started (metres, in the start's frame)."""

    moves: list[Observed]
    distance: float
    heading: float
    ahead: float
    left: float
    poses: int

    def describe(self) -> str:
        if not self.poses:
            return "no odometry heard"
        moves = "; ".join(m.describe() for m in self.moves) or "did not move"
        return (f"{moves}; {self.distance:.2f} m travelled, heading {self.heading:+.0f}°, ended {self.ahead:.2f} m "
                f"ahead and {self.left:.2f} m left of the start ({self.poses} odometry poses)")

    def to_json(self) -> dict:
        return {"moves": [m.describe() for m in self.moves], "distance": round(self.distance, 4),
                "heading": round(self.heading, 2), "ahead": round(self.ahead, 4), "left": round(self.left, 4),
                "poses": self.poses}


def robot_run(record: RunRecord) -> RobotRun:
    """The run's manoeuvres and totals from its odometry."""
    segments = motion(record.poses)
    if not record.poses:
        return RobotRun([], 0.0, 0.0, 0.0, 0.0, 0)
    _, x0, y0, a0 = record.poses[0]
    _, x1, y1, _ = record.poses[-1]
    dx, dy = x1 - x0, y1 - y0
    return RobotRun(observed_moves(segments), sum(abs(v) * (t1 - t0) for t0, t1, v, _ in segments),
                    math.degrees(sum(w * (t1 - t0) for t0, t1, _, w in segments)),
                    dx * math.cos(a0) + dy * math.sin(a0), -dx * math.sin(a0) + dy * math.cos(a0), len(record.poses))


def judge_run(goal: Goal, record: RunRecord, robot: Robot, end: float, status: str, reason: str | None,
              sent: tuple[tuple[float, str, dict, object], ...] = ()) -> Verdict:
    """Whether the run did the task: the goal's moves judged on the odometry, its stops and signal against
    what the sensors showed (the world the robot met is the scenario), `sent` being the non-motion commands
    the robot was sent (t, function, arguments, None). An indoor goal's world checks need the task
    simulator's worlds and are not judged here."""
    props = tuple(goal.stop_for) + ((goal.signal,) if goal.signal else ())
    seen = Scenario(present={p: record.in_view(p, end) for p in props})
    trace = Trace(status, reason, None, end, 0, motion(record.poses), sent, None, "")
    return judge(goal, NamedScenario(RUN, seen), trace, signal_action(robot))
