"""Task words to a goal: a deterministic reader of each robot's task vocabulary (docs/tasks.md,
"Goals from words"), so a typed task is checked like a task-file one. It reads manoeuvres, sides and
senses, angles, radii, speeds, durations, distances (numbers in digits or words, with units),
sequencing ("then", "after that", "finally", counted steps), hazards to stop for, Spot's search and
signal, and the indoor robot's rooms and ask/say/pick. A task with words it cannot place is refused
with those words (`Reading.unread`), never guessed."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

from safe_codegen.robot import Robot
from safe_codegen.tasks.goals import Goal, Move
from safe_codegen.tasks.reading.indoor import read_indoor
from safe_codegen.tasks.reading.words import FILLER, numbers_in_digits, unread_words

# How the task words name each hazard proposition (a robot's sensor propositions with these names).
HAZARD_WORDS = {"pedestrian": r"pedestrians?|people|persons?|humans?|walkers?",
                "person": r"people|persons?|humans?|someone|anyone|anybody|somebody",
                "car": r"cars?|vehicles?|traffic", "stop_sign": r"stop[ -]?signs?"}
_STOP_VERB = r"\b(?:stop|stops|stopping|halt|halts|halting|yield|yields|yielding|pause|pauses|pausing|wait|waits|" \
             r"waiting|giving way|gives way|give way|freez(?:e|es|ing)|holding still|standing still|keeping still)\b"
_NUM = r"(\d+(?:\.\d+)?)"
_SEQ = re.compile(r"(?:;|,)?\s*\b(?:and then|then|after that|afterwards|afterward|next|finally|followed by|last,|"
                  r"once done,|and when that is finished|when that is finished|"
                  r"step \d+ of \d+:|step \d+:)\s*|;\s*|:\s*(?=step\b)")
_MISSION = re.compile(r"^(?:does|performs|runs|carries out|completes) a mission in \d+ steps")


@dataclass(frozen=True)
class Reading:
    """What the reader made of a task: its goal, or None with the words it could not read."""

    goal: Goal | None
    unread: tuple[str, ...] = ()

    def why(self) -> str:
        """Why there is no goal, in one line."""
        return "could not read: " + " ".join(f"'{w}'" for w in self.unread) if self.unread else \
            "no manoeuvre or behaviour found in the words"


def read_goal(text: str, robot: Robot, where: str = "<typed task>") -> Reading:
    """The goal the task words ask for, for this robot's vocabulary (motion, Spot's signal, or rooms)."""
    if "go" in robot.action_props and robot.env_props and "publish_velocity" not in robot.action_props \
            and "navigate" not in robot.action_props:
        return read_indoor(text, robot, where)
    return read_motion(text, robot, where)


def read_motion(text: str, robot: Robot, where: str) -> Reading:
    """A driving or walking task: its moves, hazards, and (robots with a signal) search and signal."""
    low = numbers_in_digits(text)
    used: list[tuple[int, int]] = []
    stop_for = _hazards(low, robot, used)
    signal = _signal(low, robot, used)
    search = signal is not None and bool(re.search(r"\b(?:looking for|look for|search(?:es|ing)?(?: for)?|scans? for|"
                                                   r"scanning for|until the \w+ is (?:observed|found|seen|spotted)|"
                                                   r"until it (?:finds|sees|spots))\b", low))
    moves = _moves(re.sub(rf"\b(?:for )?(?:at most|up to|no more than) {_NUM} ?\w+", lambda m: " " * len(m.group(0)), low),
                   used, signal)  # a bound ("for at most 20 s") is not a move's duration
    still = bool(re.search(r"\b(?:stays? (?:still|put)|stands? (?:still|guard|where it is)|keeps? still|waits?|"
                           r"remains? (?:still|stationary)|holds? its position|does not move|without (?:moving|walking)|"
                           r"never (?:walks|moves|drives))"
                           r"\b", low)) and not moves
    if still:
        moves = ()
        stop_for = ()  # it never moves: nothing to stop for
    if moves is None and signal is None and not still:
        return Reading(None, unread_words(low, used) or ())
    left = unread_words(low, used)
    if left:
        return Reading(None, left)
    timed = any(m.time is not None for m in moves or ())
    search = search and not timed  # "walks for 10 s while scanning": a timed walk, not a search
    after = signal is not None and bool(re.search(
        r"\b(?:signal(?:s|ling)?,? and (?:then )?(?:stops?|stopping|stays? (?:still|put)|stands? still|remains? still|"
        r"does not move)|stops? and (?:then )?signals?|signals?,? then stays still)\b", low))
    bounded = re.search(rf"\b(?:at most|up to|no more than) {_NUM}", low)
    waits = re.search(r"\buntil (?:the \w+ (?:is|comes|shows)|it (?:finds|sees|spots|detects|observes))\b", low)
    ends = bool(bounded) or not (waits or search and not timed)
    goal = Goal(moves=moves, stop_for=stop_for, signal=signal, search=search and moves is not None and bool(moves),
                after_signal_still=after, ends=ends, source=where)
    return Reading(replace(goal, scenario_names=_scenarios(goal, robot)))


def _hazards(low: str, robot: Robot, used: list) -> tuple[str, ...]:
    """The sensor propositions the words say to stop for ("stopping for pedestrians and cars")."""
    found = set()
    nouns = "|".join(HAZARD_WORDS[p] for p in robot.env_props if p in HAZARD_WORDS) or "$^"
    for m in re.finditer(rf"(?:{_STOP_VERB}|\bwhenever\b|\bif\b|\bwhen\b|\bwhile\b)(?:(?!\bthen\b)[^,.;:])*"
                         rf"(?:, (?:and |or )?(?:an? |the )?(?:{nouns})\b(?:(?!\bthen\b)[^,.;:])*)*", low):
        clause = m.group(0)
        hits = [p for p in robot.env_props if p in HAZARD_WORDS and re.search(rf"\b(?:{HAZARD_WORDS[p]})\b", clause)]
        if hits or re.match(_STOP_VERB, clause) and re.search(r"\b(?:target|goal)\b", clause):
            found |= set(hits)
            used.append(m.span())
    for m in re.finditer(r"\b(?:never|not|without) (?:walks?|moves?|drives?|moving|walking|driving)\b[^,.;]*", low):
        if any(re.search(rf"\b(?:{HAZARD_WORDS[p]})\b", m.group(0)) for p in robot.env_props if p in HAZARD_WORDS):
            used.append(m.span())
    return tuple(p for p in robot.env_props if p in found)


def _signal(low: str, robot: Robot, used: list) -> str | None:
    """The proposition a robot with a signal action signals at (the one the words name, else its target)."""
    if "signal" not in robot.action_props or not re.search(r"\bsignal", low):
        return None
    named = [p for p in robot.env_props if p not in HAZARD_WORDS and re.search(rf"\b{p}\b", low)]
    for m in re.finditer(r"\bsignal(?:s|ling|ing)?\b[^,.;]*", low):
        used.append(m.span())
    return named[0] if named else None


def _moves(low: str, used: list, signal: str | None) -> tuple[Move, ...] | None:
    """The manoeuvres in order, one per sequenced part that names one; None when none is named."""
    text = _blank(low, used)
    text = re.sub(r"^(?:does|performs|runs|carries out|completes) a mission in \d+ steps[^:]*:", " ", text)
    parts = [p for p in _SEQ.split(text) if p and p.strip()]
    moves, shared_speed = [], None
    for part in parts:
        move = _move(part)
        if move is not None:
            moves.append(move)
        if move is not None and move.speed is not None and move.turn != "straight" and move.heading is None:
            shared_speed = move.speed
    if shared_speed is not None:  # "left curve for 3 s then right curve for 3 s at 1 m/s": the speed is both curves'
        moves = [replace(m, speed=shared_speed) if m.turn != "straight" and m.heading is None and m.speed is None
                 else m for m in moves]
    if not moves:
        return None
    if re.search(r"\brandom(?:ly)?\b", low):  # random turns: no manoeuvre to check
        return None
    return tuple(moves)


def _blank(text: str, spans: list) -> str:
    chars = list(text)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars)


_SIDE = {"left": "left", "right": "right", "counter-clockwise": "left", "counterclockwise": "left",
         "anticlockwise": "left", "anti-clockwise": "left", "clockwise": "right"}
_SIDES = r"\b(counter-clockwise|counterclockwise|anti-clockwise|anticlockwise|clockwise|left|right)\b"


def _move(part: str) -> Move | None:
    """One manoeuvre from the words of one sequenced part, or None when it names none."""
    side_m = re.search(_SIDES, part)
    side = _SIDE[side_m.group(1)] if side_m else None
    reverse = bool(re.search(r"\b(?:revers(?:e|es|ing)|backs?(?: \w+){0,2} up|backing up|backwards?|in reverse|"
                             r"retreats?|retreating|(?:rolls?|goes|drives?|moves?|walks?) back)\b",
                                part))
    in_place = bool(re.search(r"\b(?:in[- ]place|on the spot|pivots?|spins?|spinning|without moving forward|"
                              r"no forward motion)\b", part))
    degrees = _quantity(part, r"(?:-| )?(?:degrees?|deg|°)")
    if re.search(r"\bu-? ?turn\b", part):
        degrees = 180.0
    elif re.search(r"\b(?:full|complete|whole) (?:circle|turn|loop|rotation)\b|\bcircle\b", part) and degrees is None:
        degrees = 360.0
    elif re.search(r"\bquarter[- ]turn\b", part) and degrees is None:
        degrees = 90.0
    elif re.search(r"\bhalf[- ]turn\b|\bhalf a turn\b", part) and degrees is None:
        degrees = 180.0
    radius = _radius(part)
    speed = _quantity(part, r" ?(?:m/s|(?:meters?|metres?) (?:per|a|each) second|mps)")
    kmh = _quantity(part, r" ?(?:km/h|kilometers? per hour|kilometres? per hour)")
    speed = speed if speed is not None else (round(kmh / 3.6, 6) if kmh is not None else None)
    rad_s = _quantity(part, r" ?(?:rad/s|radians? per second)")
    time = _quantity(part, r" ?(?:s|secs?|seconds?)\b(?!\w)")
    minutes = _quantity(part, r" ?(?:min|mins|minutes?)\b")
    time = time if time is not None else (minutes * 60 if minutes is not None else None)
    distance = _quantity(part, r" ?(?:m|meters?|metres?)\b(?!/| per| a second)") if radius is None else None
    cm = _quantity(part, r" ?(?:cm|centimeters?|centimetres?)\b")
    distance = distance if distance is not None or cm is None or radius is not None else cm / 100
    turning = bool(re.search(r"\b(?:turns?|turning|curves?|curving|bends?|veers?|rotates?|rotating|spins?|spinning|"
                             r"pivots?|circles?|u-? ?turn|swings?|arcs?|steers?|rounds?)\b", part)) or degrees is not None
    moving = bool(re.search(r"\b(?:drives?|driving|walks?|walking|moves?|moving|goes|go|heads?|travels?|creeps?|"
                            r"creeping|rolls?|advances?|proceeds?|steps?|cruises?|strides?|paces?|explores?|forward|"
                            r"ahead|straight)\b", part))
    if not (turning or moving or reverse):
        return None
    direction = "reverse" if reverse else "in_place" if in_place else "forward"
    if turning and (side or degrees is not None or rad_s is not None):
        if side is None:
            side = "left" if (degrees or rad_s or 0) >= 0 else "right"
        heading = None if degrees is None else (degrees if side == "left" else -degrees)
        if heading is not None and radius is None and direction == "forward" and distance is None and speed is None:
            direction = "any"  # no radius: the turn may be made in place or moving
        dist = radius * math.radians(degrees) if radius is not None and degrees is not None else distance
        return Move(side, direction, heading, dist, speed, time)
    if side is not None and re.search(r"\b(?:slight|gentle|gradual)\b", part):  # "with a slight left turn"
        return Move(side, direction, None, distance, speed, time)
    return Move("straight", direction, None, distance, speed, time)


def _quantity(part: str, unit: str) -> float | None:
    m = re.search(rf"{_NUM}{unit}", part)
    return float(m.group(1)) if m else None


def _radius(part: str) -> float | None:
    unit = r" ?(m|meters?|metres?|cm|centimet(?:er|re)s?)\b"
    m = re.search(rf"\bradius(?: of| is| =)? {_NUM}{unit}", part) or re.search(rf"{_NUM}{unit}(?:-| )radius\b", part)
    return float(m.group(1)) / (100 if m.group(2).startswith("c") else 1) if m else None


def _scenarios(goal: Goal, robot: Robot) -> tuple[str, ...]:
    """The standard scenarios the robot's task files use for such a goal (docs/tasks.md, "Scenarios"):
    jackal: all of them unless a hazard beyond pedestrians is named, then those of its hazards; spot: the
    walks' people ones, the searches' target ones, the waits' target-in-view ones."""
    from safe_codegen.tasks.scenarios import task_scenarios
    standard = task_scenarios(robot)
    if not standard:
        return ()
    if goal.signal is None:
        props = set(goal.stop_for)
        own = [n for n, sc in standard.items() if set(sc.present) | set(sc.after_moving) <= props]
        return () if len(own) == len(standard) or props <= {"pedestrian"} and "clear" in standard \
            and robot.name == "jackal" else tuple(own)
    if goal.ends:
        return tuple(n for n in ("clear", "person", "target_passes") if n in standard)
    if goal.search:  # a walking search also meets flickering people; a spin has no walk for them to interrupt
        spin = bool(goal.moves) and goal.moves[0].direction == "in_place"
        return tuple(n for n in ("target_ahead", "person_then_target") + (() if spin else ("flicker",)) + ("clear",)
                     if n in standard)
    if goal.moves == ():
        return tuple(n for n in ("target_in_view", "target_passes", "clear") if n in standard)
    return tuple(n for n in ("target_in_view", "target_and_person", "clear") if n in standard)



def task_with_goal(task, robot: Robot, model=None, no_goal: bool = False):
    """The task with a goal: its own, else read from its words, else the model's proposal (validated like a
    task file); `no_goal` keeps a typed task without one (ranked by safety alone). A task whose goal cannot be
    derived is an InputError naming the words the reader could not read."""
    if task.goal is not None or no_goal:
        return task
    reading = read_goal(task.task, robot, f"task '{task.name}'")
    if reading.goal is not None:
        return replace(task, goal=reading.goal)
    if model is not None:
        from safe_codegen.errors import InputError
        from safe_codegen.tasks.reading.model import propose_goal
        try:
            return replace(task, goal=propose_goal(model, robot, task.task, f"task '{task.name}'"))
        except InputError as exc:
            raise InputError(f"no goal for task '{task.name}': the reader {reading.why()}; the model's goal was "
                             f"refused: {exc}; give --no-goal to rank by safety alone") from None
    from safe_codegen.errors import InputError
    raise InputError(f"no goal for task '{task.name}': the reader {reading.why()}; give --no-goal to rank by "
                     f"safety alone")


def goal_specs(goal, robot: Robot) -> list:
    """The specs that keep the robot still for each hazard the goal stops for (jackal: car -> phi3, stop_sign ->
    phi4): every spec file for the robot of the form G (HAZARD -> X !ACTION)."""
    from safe_codegen.spec import load_spec, spec_robots
    from safe_codegen.utils.paths import available
    if goal is None or not goal.stop_for:
        return []
    out = []
    for name, path in available("specs").items():
        robots = spec_robots(path)
        if robots is not None and robot.name not in robots:
            continue
        from safe_codegen.utils.yamlfile import load_yaml
        m = re.fullmatch(r"G\s*\(\s*(\w+)\s*->\s*X\s*!\s*(\w+)\s*\)", str(load_yaml(path).get("formula", "")).strip())
        if m and m.group(1) in goal.stop_for and m.group(2) in robot.action_props:
            out.append(load_spec(name, robot))
    return out
