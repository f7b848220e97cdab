"""Task goals: what a program must make the robot do, written in the task file beside the task text
(docs/tasks.md, "Goals"). Loading checks the form and names file:line for every mistake."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.tasks.world import Scenario
from safe_codegen.utils.yamlfile import LineDict, line_of

TURNS = ("left", "right", "straight", "any")  # any: a wander, turning either way as often as it likes
DIRECTIONS = ("forward", "reverse", "in_place", "any")  # any: not checked (a turn whose radius is not given)
QUANTITIES = ("heading", "distance", "speed", "angular_speed", "time")  # a Move's checked numbers
EXPECTATIONS = ("ends_in", "visited", "not_visited", "asked", "not_asked", "said", "not_said", "picked",
                "not_picked", "placed", "in_room")


@dataclass(frozen=True)
class Tolerance:
    """How far a run may be from the goal (docs/tasks.md, "Tolerances")."""

    heading: float = 5.0  # degrees, absolute
    distance: float = 0.1  # fraction of the goal's distance
    speed: float = 0.1  # fraction of the goal's speed
    time: float = 0.1  # fraction of the goal's time
    reaction: float = 0.5  # seconds to stop (or signal) after something comes into view
    pause: float = 1.0  # seconds a searching robot may stand still


@dataclass(frozen=True)
class Move:
    """One manoeuvre: the turn and direction it must have; each given quantity is checked."""

    turn: str  # left | right | straight | any (a wander: every manoeuvre between the goal's others, summed)
    direction: str  # forward | reverse | in_place | any
    heading: float | None = None  # signed degrees, left positive
    distance: float | None = None  # metres travelled (path length)
    speed: float | None = None  # m/s while moving
    time: float | None = None  # seconds spent moving
    angular_speed: float | None = None  # rad/s while turning (its size: the side is `turn`'s)

    def describe(self) -> str:
        what = {"left": "turn left", "right": "turn right", "straight": "drive straight",
                "any": "wander, turning either way,"}[self.turn]
        if self.turn == "any":
            what += {"forward": " forward", "reverse": " in reverse", "in_place": " in place",
                     "any": ""}[self.direction]
        elif self.direction == "reverse":
            what = "reverse" + ("" if self.turn == "straight" else f" turning {self.turn}")
        elif self.direction == "in_place":
            what = f"turn {self.turn} in place"
        return what

    def seconds(self) -> float | None:
        """Seconds of motion the quantities give: the time, distance / speed, or angle / angular speed."""
        if self.time is not None:
            return self.time
        if self.distance is not None and self.speed:
            return self.distance / self.speed
        if self.heading is not None and self.angular_speed:
            return math.radians(abs(self.heading)) / self.angular_speed
        return None

    @property
    def radius(self) -> float | None:
        """The turning radius a turn's angle and path length give (a task file's `radius`: distance = radius x
        angle); None for a move that is not a turn along an arc."""
        return self.distance / math.radians(abs(self.heading)) if self.heading and self.distance else None

    def summary(self) -> str:
        """The manoeuvre with the quantities the goal gives ("turn left 100° 5.2 m for 6 s")."""
        return " ".join([self.describe()] + ([f"{abs(self.heading):g}°"] if self.heading else []) +
                        ([f"{self.distance:.1f} m"] if self.distance is not None else []) +
                        ([f"at {self.speed:g} m/s"] if self.speed is not None else []) +
                        ([f"at {self.angular_speed:g} rad/s"] if self.angular_speed is not None else []) +
                        ([f"for {self.time:g} s"] if self.time else []))


@dataclass(frozen=True)
class Expectation:
    """A RoboEval-style check on an indoor run: its kind and arguments (room, object, text)."""

    kind: str
    room: str | None = None
    obj: str | None = None
    text: str | None = None

    def describe(self) -> str:
        parts = [self.kind.replace("_", " ")] + [f"{k} {v!r}" for k, v in
                                                 (("room", self.room), ("object", self.obj), ("text", self.text)) if v]
        return " ".join(parts)


@dataclass(frozen=True)
class NamedScenario:
    """A scenario the program runs in, with the expectations that apply to it."""

    name: str
    scenario: Scenario
    expect: tuple[Expectation, ...] = ()


@dataclass(frozen=True)
class Goal:
    """What the task asks for. `moves`: the manoeuvres in order (None: motion is not checked; empty:
    the robot must not move); `stop_for`: propositions the robot must stand still for and then
    carry on; `signal`: the proposition signal() must coincide with; `search`: keep moving until the
    signal's proposition is in view; `search_at_most`: seconds after which a search not yet successful gives up
    ("searches for at most 20 seconds"); `after_signal_still`: no motion once it has signalled; `ends`: the
    program must end by itself in every scenario."""

    moves: tuple[Move, ...] | None = None
    stop_for: tuple[str, ...] = ()
    signal: str | None = None
    search: bool = False
    after_signal_still: bool = False
    ends: bool = True
    scenarios: tuple[NamedScenario, ...] = ()
    scenario_names: tuple[str, ...] = ()  # the robot's standard task scenarios to use (docs/tasks.md)
    tolerance: Tolerance = field(default_factory=Tolerance)
    source: str = ""  # file:line of the goal, for errors found later (a proposition the robot lacks)
    search_at_most: float | None = None  # seconds (last: the fields before it are given by position)
    read_as: tuple[tuple[str, str], ...] = field(default=(), compare=False)  # typing slips read as words (reader)

    def describe(self) -> str:
        """What the goal asks, in one line (for reports naming the goal a program was judged against)."""
        parts = []
        if self.moves is not None:
            parts.append(", then ".join(m.summary() for m in self.moves) if self.moves else "no motion")
        if self.stop_for:
            parts.append("stop for " + ", ".join(self.stop_for) + " and carry on")
        if self.signal:
            parts.append(("search until " if self.search else "signal at ") + self.signal +
                         (f" for at most {self.search_at_most:g} s" if self.search_at_most is not None else ""))
        checks = {e.describe() for n in self.scenarios for e in n.expect}
        if checks:
            parts.append(", ".join(sorted(checks)))
        slips = "".join(f" (read '{a}' as '{b}')" for a, b in self.read_as)
        return ("; ".join(parts) or "the program ends") + slips

    def duration(self) -> float:
        """Seconds of motion the goal asks for (a move whose quantities give none counts 0; a bounded search its
        bound)."""
        return sum(m.seconds() or 0.0 for m in self.moves or ()) + (self.search_at_most or 0.0)


def parse_goal(data: object, path: Path, line: int) -> Goal:
    """The `goal:` mapping of one task."""

    def fail(where: object, msg: str) -> InputError:
        return InputError(f"{path}:{line_of(where) if isinstance(where, (LineDict, list)) else where}: {msg}")

    if not isinstance(data, LineDict):
        raise fail(line, "a goal is a mapping (moves, stop_for, signal, search, search_at_most, after_signal, ends, "
                         "scenarios, expect, tolerance)")
    allowed = {"moves", "stop_for", "signal", "search", "search_at_most", "after_signal", "ends", "scenarios", "expect",
               "tolerance"}
    for key in data:
        if key not in allowed:
            raise fail(line_of(data, key), f"unknown goal key '{key}' (allowed: {', '.join(sorted(allowed))})")
    moves = None
    if "moves" in data:
        if not isinstance(data["moves"], list):
            raise fail(line_of(data, "moves"), "'moves' is a list of manoeuvres")
        moves = tuple(_move(m, path, line_of(data, "moves")) for m in data["moves"])
        if sum(m.turn == "any" for m in moves) > 1:
            raise fail(line_of(data, "moves"), "one wander ('turn: any') per goal: it stands for every manoeuvre "
                                               "between the moves before and after it")
    stop_for = _names(data, "stop_for", path)
    signal = data.get("signal")
    if signal is not None and not isinstance(signal, str):
        raise fail(line_of(data, "signal"), "'signal' names the proposition the signal must coincide with")
    for key in ("search", "ends"):
        if key in data and not isinstance(data[key], bool):
            raise fail(line_of(data, key), f"'{key}' is true or false")
    after = data.get("after_signal")
    if after not in (None, "still"):
        raise fail(line_of(data, "after_signal"), "'after_signal' can only be 'still' (no motion once it signalled)")
    if (data.get("search") or after) and not signal:
        raise fail(line_of(data, "search" if data.get("search") else "after_signal"), "needs a 'signal'")
    bound = data.get("search_at_most")
    if bound is not None and not (_number(bound) and bound > 0 and data.get("search")):
        raise fail(line_of(data, "search_at_most"), "'search_at_most' is the seconds a search ('search: true') lasts "
                                                    "at most: a number > 0")
    expect = _expectations(data.get("expect"), path, line_of(data, "expect")) if "expect" in data else ()
    named, names = _scenarios(data.get("scenarios"), expect, path, line_of(data, "scenarios"))
    return Goal(moves, stop_for, signal, bool(data.get("search", False)), after == "still", data.get("ends", True),
                named, names, _tolerance(data.get("tolerance"), path, line_of(data, "tolerance")), f"{path}:{line}",
                None if bound is None else float(bound))


def _number(x: object) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def _move(data: object, path: Path, line: int) -> Move:
    def fail(where: object, msg: str) -> InputError:
        return InputError(f"{path}:{line_of(where) if isinstance(where, LineDict) else where}: {msg}")

    if not isinstance(data, LineDict):
        raise fail(line, "a move is a mapping (heading, turn, direction, radius, distance, speed, angular_speed, time)")
    allowed = {"heading", "turn", "direction", "radius", "distance", "speed", "angular_speed", "time"}
    for key, value in data.items():
        if key not in allowed:
            raise fail(line_of(data, key), f"unknown move key '{key}' (allowed: {', '.join(sorted(allowed))})")
        if key not in ("turn", "direction") and not (_number(value) and (key == "heading" or value >= 0)):
            raise fail(line_of(data, key), f"'{key}' must be a number" + ("" if key == "heading" else " >= 0"))
    heading = data.get("heading")
    turn = data.get("turn") or ("straight" if not heading else "left" if heading > 0 else "right")
    if turn not in TURNS:
        raise fail(line_of(data, "turn"), f"'turn' is one of {', '.join(TURNS)}")
    if turn == "any":
        key = next((k for k in ("heading", "radius", "angular_speed") if k in data), None)
        if key:
            raise fail(line_of(data, key), f"a wander ('turn: any') turns either way as it likes: '{key}' is one "
                                           f"turn's; give its time, distance or speed")
    if heading and turn != ("left" if heading > 0 else "right"):
        raise fail(line_of(data, "turn"), f"a heading of {heading:g} degrees is a turn to the "
                                          f"{'left' if heading > 0 else 'right'}")
    direction = data.get("direction", "forward")
    if direction not in DIRECTIONS:
        raise fail(line_of(data, "direction"), f"'direction' is one of {', '.join(DIRECTIONS)}")
    distance = data.get("distance")
    if "radius" in data:
        if heading is None or distance is not None:
            raise fail(line_of(data, "radius"), "'radius' needs a 'heading' (and gives the distance: radius x angle)")
        distance = data["radius"] * math.radians(abs(heading))
    if direction == "in_place" and turn == "straight":
        raise fail(line_of(data, "direction"), "a move in place is a turn: give 'turn' or 'heading'")
    if direction == "in_place" and (data.get("speed") or distance):
        key = "speed" if data.get("speed") else "distance" if "distance" in data else "radius"
        raise fail(line_of(data, key), f"a turn in place does not travel: '{key}' is a move along a path's")
    if data.get("angular_speed") and turn == "straight":
        raise fail(line_of(data, "angular_speed"), "an 'angular_speed' is a turn's: give 'turn' or 'heading'")
    if data.get("angular_speed") == 0 and heading:
        raise fail(line_of(data, "angular_speed"), f"a turn of {abs(heading):g} degrees at angular_speed 0 never ends")
    if data.get("speed") == 0 and distance:
        raise fail(line_of(data, "speed"), f"{distance:g} m at speed 0 never ends")
    return Move(turn, direction, heading, distance, data.get("speed"), data.get("time"), data.get("angular_speed"))


def _names(data: LineDict, key: str, path: Path) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise InputError(f"{path}:{line_of(data, key)}: '{key}' is a list of proposition names")
    return tuple(value)


def _expectations(data: object, path: Path, line: int) -> tuple[Expectation, ...]:
    if not isinstance(data, list):
        raise InputError(f"{path}:{line}: 'expect' is a list of checks ({', '.join(EXPECTATIONS)})")
    out = []
    for item in data:
        where = line_of(item) if isinstance(item, LineDict) else line
        if not isinstance(item, LineDict) or len(item) != 1 or next(iter(item)) not in EXPECTATIONS:
            raise InputError(f"{path}:{where}: each check is one of {', '.join(EXPECTATIONS)}, "
                             f"e.g. '- visited: lounge'")
        kind, arg = next(iter(item.items()))
        if isinstance(arg, str):
            arg = {"room": arg} if kind in ("ends_in", "visited", "not_visited") else \
                {"obj": arg} if kind in ("picked", "not_picked", "placed") else {"text": arg}
        if not isinstance(arg, dict) or not set(arg) <= {"room", "obj", "text"} or \
                not all(isinstance(v, str) for v in arg.values()):
            raise InputError(f"{path}:{where}: '{kind}' takes a name or a mapping of room, obj and text")
        out.append(Expectation(kind, arg.get("room"), arg.get("obj"), arg.get("text")))
    return tuple(out)


def _scenarios(data: object, expect: tuple[Expectation, ...], path: Path,
               line: int) -> tuple[tuple[NamedScenario, ...], tuple[str, ...]]:
    """Named standard scenarios (strings) and inline ones (mappings: a world state with its checks)."""
    from safe_codegen.tasks.scenarios import parse_scenario  # the scenario file format

    if data is None:
        return (), ()
    if not isinstance(data, list) or not data:
        raise InputError(f"{path}:{line}: 'scenarios' is a non-empty list of scenario names or mappings")
    named, names = [], []
    for item in data:
        if isinstance(item, str):
            names.append(item)
            continue
        if not isinstance(item, LineDict):
            raise InputError(f"{path}:{line}: a scenario is a name or a mapping")
        own = _expectations(item["expect"], path, line_of(item, "expect")) if "expect" in item else ()
        named.append(NamedScenario(str(item.get("name", f"world {len(named) + 1}")),
                                   parse_scenario(item, path, None, skip=("name", "expect")), expect + own))
    return tuple(named), tuple(names)


def _tolerance(data: object, path: Path, line: int) -> Tolerance:
    if data is None:
        return Tolerance()
    if not isinstance(data, LineDict):
        raise InputError(f"{path}:{line}: 'tolerance' maps heading, distance, speed, time, reaction, pause to numbers")
    fields = Tolerance.__dataclass_fields__
    for key, value in data.items():
        if key not in fields or not _number(value) or value < 0:
            raise InputError(f"{path}:{line_of(data, key)}: tolerance '{key}': give one of {', '.join(fields)} "
                             f"with a number >= 0")
    return Tolerance(**{k: float(v) for k, v in data.items()})


def _move_data(m: Move) -> dict:
    out = {"turn": m.turn, "direction": m.direction}
    out.update({k: getattr(m, k) for k in QUANTITIES if getattr(m, k) is not None})
    return out


def goal_data(goal: Goal) -> dict:
    """The goal as a task file writes it (docs/tasks.md, "Goals"): loading it gives the same goal."""
    out: dict = {}
    if goal.moves is not None:
        out["moves"] = [_move_data(m) for m in goal.moves]
    if goal.stop_for:
        out["stop_for"] = list(goal.stop_for)
    if goal.signal:
        out["signal"] = goal.signal
    if goal.search:
        out["search"] = True
    if goal.search_at_most is not None:
        out["search_at_most"] = goal.search_at_most
    if goal.after_signal_still:
        out["after_signal"] = "still"
    if not goal.ends:
        out["ends"] = False
    worlds = [{"name": n.name, "rooms": n.scenario.rooms, "start": n.scenario.start,
               "expect": [{e.kind: {k: v for k, v in (("room", e.room), ("obj", e.obj), ("text", e.text)) if v}}
                          for e in n.expect]} for n in goal.scenarios]
    if worlds or goal.scenario_names:
        out["scenarios"] = worlds + list(goal.scenario_names)
    if goal.tolerance != Tolerance():
        out["tolerance"] = vars(goal.tolerance)
    return out
