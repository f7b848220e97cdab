"""The program a careful engineer writes from a goal of moves, in the worked examples' own style
(resources/fewshot): each move's quantities as named constants with the examples' sign conventions,
then one stop-aware timed loop; for Spot's searches, guards and walks that signal, the search example's
loop. It is how the curriculum's tasks get labels without a model (docs/finetuning.md, "Reference
programs"); like any sample, a reference program is verified and task-checked before it is kept."""

from __future__ import annotations

import math
import re

from safe_codegen.generate.prompts import Task
from safe_codegen.tasks.errand import errand_of, errand_program
from safe_codegen.tasks.goals import Move

SENSORS = {"pedestrian": "pedestrian_observed()", "stop_sign": "stop_sign_observed()", "car": "car_observed()",
           "person": "person_observed()", "target": "target_observed()"}
MOVE = {"jackal": "velocity_publisher", "spot": "navigate"}
SIDE = "side = {} # +1 turns left (counterclockwise), -1 turns right (clockwise)"
DIRECTION = "direction = {} # +1 drives forwards, -1 backwards"
UNSAID_ANGLE = 45.0  # a curve whose angle the task leaves open ("a left curve for 3 s at 1 m/s"): a moderate one
UNSAID_SPEED = 0.5  # m/s: a wander whose speed the task leaves open (Spot's search example walks at it)
LOOP = ("stopping_time = 0 # seconds stopped, not counted as motion", "start_time = time.time()",
        "while (time.time() - start_time) - stopping_time < duration:", "    time_at = time.time()", "{signal}",
        "    if {halt}:", "        stop()", "        stopping_time += time.time() - time_at", "    else:",
        "        {act}")


def _n(x: float) -> str:
    """A quantity as the task would state it (2.5, not 2.4999999999999996)."""
    return f"{round(x, 6):g}"


def _move(m: Move) -> tuple[str, list[str], str] | None:
    """What the step's comment says, its constants, and the velocities it sends; None for a move this writer
    does not know (a turn without an angle or a speed, a move without its time or distance)."""
    if m.turn == "any":
        return _wander(m)
    if m.turn != "straight":
        if m.heading is None:
            return _curve(m)
        side, angle = (1 if m.heading > 0 else -1), abs(m.heading)
        if m.direction == "in_place":
            return _spin(m, side, angle) if m.time is not None or m.angular_speed is not None else None
        if m.angular_speed or m.time is None and m.speed is None:  # an arc at a rate: not one this writer knows
            return None
        lines = [SIDE.format(side), f"angle = {_n(angle)} # degrees to turn"]
        radius = m.radius or 0.0
        lines.append(f"radius = {_n(radius)} # turning radius (meters)")
        if m.time is not None:
            lines.append(f"duration = {_n(m.time)} # seconds of motion")
        else:
            lines += [f"speed = {_n(m.speed)} # meters per second along the arc",
                      "duration = radius * angle * math.pi / 180 / speed # seconds of motion"]
        lines += ["angular = side * angle * math.pi / 180 / duration # angular velocity (rad/s)",
                  "linear = radius * angle * math.pi / 180 / duration # speed along the arc (m/s), forwards"]
        took = f"in {_n(m.time)} seconds" if m.time is not None else f"at {_n(m.speed)} m/s"
        return f"turn {m.turn} {_n(angle)} degrees, radius {_n(radius)} m, {took}", lines, "linear, angular"
    if (m.speed is None or m.time is None) if m.distance is None else (m.speed is None and m.time is None):
        return None
    back = m.direction == "reverse"
    lines = [DIRECTION.format(-1 if back else 1)]
    verb = "reverse" if back else "drive forward"
    if m.distance is None:
        lines += [f"speed = {_n(m.speed)} # meters per second", f"duration = {_n(m.time)} # seconds of motion"]
        said = f"{verb} at {_n(m.speed)} m/s for {_n(m.time)} seconds"
    elif m.speed is not None:
        lines += [f"speed = {_n(m.speed)} # meters per second", f"distance = {_n(m.distance)} # meters",
                  "duration = distance / speed # seconds of motion"]
        said = f"{verb} {_n(m.distance)} meters at {_n(m.speed)} m/s"
    else:
        lines += [f"distance = {_n(m.distance)} # meters", f"duration = {_n(m.time)} # seconds of motion",
                  "speed = distance / duration # meters per second"]
        said = f"{verb} {_n(m.distance)} meters in {_n(m.time)} seconds"
    return said, lines, "direction * speed, 0.0"


def _curve(m: Move) -> tuple[str, list[str], str] | None:
    """A forward curve of a given speed and time (or distance) whose angle the task leaves open: UNSAID_ANGLE
    degrees on the radius that gives that speed, said in the step comment, so the choice is in plain sight."""
    seconds = m.seconds()
    speed = m.speed if m.speed is not None else m.distance / m.time if m.distance and m.time else None
    if m.direction != "forward" or m.angular_speed is not None or not seconds or not speed:
        return None
    angle = UNSAID_ANGLE if m.turn == "left" else -UNSAID_ANGLE
    return _move(Move(m.turn, "forward", angle, speed * seconds, time=seconds))  # _move says the radius it gives


def _wander(m: Move) -> tuple[str, list[str], str] | None:
    """A wander (turns at random) for its time or distance: at the said speed, else UNSAID_SPEED, said in the step
    comment; each control step draws its turn rate (in place: its side too) with `random`, which the robot allows."""
    if m.time is None and m.distance is None:
        return None
    if m.direction == "in_place":
        return (f"wander in place for {_n(m.time)} seconds, turning at random",
                [f"duration = {_n(m.time)} # seconds of motion"],
                "0.0, random.uniform(0.3, 0.6) * (2 * random.randint(0, 1) - 1)") if m.time is not None else None
    speed = m.speed if m.speed is not None else m.distance / m.time if m.distance and m.time else UNSAID_SPEED
    seconds = m.time if m.time is not None else m.distance / speed
    back = m.direction == "reverse"
    return (f"wander {'in reverse' if back else 'forward'} at {_n(speed)} m/s for {_n(seconds)} seconds, turning at "
            f"random", [DIRECTION.format(-1 if back else 1), f"speed = {_n(speed)} # meters per second",
                        f"duration = {_n(seconds)} # seconds of motion"],
            "direction * speed, random.uniform(-0.3, 0.3)")


def step_words(m: Move) -> str | None:
    """What a careful program's step comment says of the move ("spin right 65 degrees in place at 0.610865 rad/s"),
    None for a move this writer does not know."""
    move = _move(m)
    return move[0] if move is not None else None


def wander_turn(m: Move) -> str | None:
    """A wander's turn rate as a careful program writes it in its velocity call (drawn with `random` each control
    step); None for any other move."""
    move = _wander(m) if m.turn == "any" else None
    return move[2].split(", ", 1)[1] if move else None


def step_lines(m: Move) -> list[str]:
    """The constant lines a careful program writes for the move, unindented ("angle = 15 # degrees to turn",
    "angular = side * angle * math.pi / 180 / duration # ..."); empty for a move this writer does not know."""
    move = _move(m)
    return move[1] if move else []


def said_constants(lines: list[str]) -> dict[str, str]:
    """The constants of a careful program's `lines` whose value is a plain number, by name, as written ("-0.315" for
    "    angular = -0.315 # radians per second ...": a search's turn may be to the right)."""
    return dict(c.groups() for c in (re.match(r"\s*(\w+) = (-?\d[\d.]*) #", x) for x in lines) if c)


def _rate(w: float) -> str:
    """An angular speed as the task would state it: "0.4", or "20 * math.pi / 180" for a whole number of degrees
    per second that is no short decimal in rad/s (a task's "20 degrees per second")."""
    degrees = round(math.degrees(w), 6)
    return f"{degrees:g} * math.pi / 180" if degrees == int(degrees) and round(w, 2) != round(w, 6) else _n(w)


def _spin(m: Move, side: int, angle: float) -> tuple[str, list[str], str]:
    """A turn in place with the quantities its words give: an angle in a time, an angle at a rate (the time
    follows), or a rate for a time (the angle follows)."""
    side_line = SIDE.format(side)
    if m.angular_speed is None:
        return (f"spin {m.turn} {_n(angle)} degrees in place in {_n(m.time)} seconds",
                [side_line, f"angle = {_n(angle)} # degrees to turn", f"duration = {_n(m.time)} # seconds of motion",
                 "angular = side * angle * math.pi / 180 / duration # angular velocity (rad/s)"], "0.0, angular")
    rate = f"angular_speed = {_rate(m.angular_speed)} # radians per second"
    turn = "angular = side * angular_speed # angular velocity (rad/s)"
    if m.time is None:
        return (f"spin {m.turn} {_n(angle)} degrees in place at {_n(m.angular_speed)} rad/s",
                [side_line, f"angle = {_n(angle)} # degrees to turn", rate,
                 "duration = angle * math.pi / 180 / angular_speed # seconds of motion", turn], "0.0, angular")
    return (f"spin {m.turn} in place at {_n(m.angular_speed)} rad/s for {_n(m.time)} seconds",
            [side_line, rate, f"duration = {_n(m.time)} # seconds of motion", turn], "0.0, angular")


def reference_program(task: Task, robot: str) -> str | None:
    """The task's program for `robot` (jackal, spot, or the indoor robot's errand: tasks/errand.py), or None when
    its goal is not one this writer knows (a move without its quantities, worlds that ask no errand). Spot also
    stands still while it sees its target (phi8); a walk that signals signals whenever it sees it. Each move gets
    the examples' "# step i of n: ..." comment, one move too ("step 1 of 1"), as the guided sampler writes it."""
    goal = task.goal
    if robot == "jackal-indoor" and goal is not None and goal.scenarios:
        errand = errand_of(goal, task.task)
        return None if errand is None else errand_program(task.name, errand)
    if robot not in MOVE or goal is None or goal.signal and robot != "spot":
        return None
    if goal.moves is None:  # motion not checked: only a search bounded in time has a program of its own
        return _bounded_search(task) if goal.search and goal.search_at_most else None
    if goal.search or goal.signal and not goal.moves:
        return _watch(task)
    if not goal.moves:
        return None
    moves = [_move(m) for m in goal.moves]
    if None in moves:
        return None
    halt = " or ".join(SENSORS[s] for s in list(goal.stop_for) + (["target"] if robot == "spot" else []))
    signal = "    if target_observed():\n        signal()" if goal.signal else None
    body = []
    for i, (said, constants, velocities) in enumerate(moves, 1):
        body.append(f"# step {i} of {len(moves)}: {said}")
        body += constants + [line.format(halt=halt, act=f"{MOVE[robot]}({velocities})", signal=signal)
                             for line in LOOP if line != "{signal}" or signal]
    return f"def {task.name}():\n" + "".join(f"    {line}\n" for line in "\n".join(body).split("\n"))


def _bounded_search(task: Task) -> str:
    """Spot's search for at most the goal's seconds ("searches ... for at most 20 seconds, ... then walks back"):
    walking forward until the target is seen or the time is up, then walking back as long as it walked."""
    bound = _n(task.goal.search_at_most)
    return (f"def {task.name}():\n    speed = {_n(UNSAID_SPEED)} # meters per second, forwards\n"
            f"    search_time = {bound} # seconds of searching at most\n"
            f"    walked = 0 # seconds walked forwards, walked back at the end\n    start_time = time.time()\n"
            f"    while time.time() - start_time < search_time:\n        time_at = time.time()\n"
            f"        if target_observed():\n            signal()\n            stop()\n            break\n"
            f"        elif person_observed() or target_observed():\n            stop()\n        else:\n"
            f"            navigate(speed, 0.0)\n            walked += time.time() - time_at\n"
            f"    stopping_time = 0 # seconds stopped, not counted as walking back\n    back_time = time.time()\n"
            f"    while (time.time() - back_time) - stopping_time < walked:\n        time_at = time.time()\n"
            f"        if person_observed() or target_observed():\n            stop()\n"
            f"            stopping_time += time.time() - time_at\n        else:\n            navigate(-speed, 0.0)\n"
            f"    stop()\n")


def _watch(task: Task) -> str | None:
    """Spot's search (walking or turning in place until it sees the target, then signalling and standing still)
    or guard (standing still, signalling whenever it sees it), as the search worked example writes it."""
    goal = task.goal
    halt = " or ".join(SENSORS[s] for s in list(goal.stop_for) + ["target"])
    if not goal.moves:
        return (f"def {task.name}():\n    while True:\n        stop() # stands still the whole time\n"
                f"        if target_observed():\n            signal()\n")
    (m,) = goal.moves
    if m.turn == "straight" and m.direction != "forward" or m.turn != "straight" and m.direction != "in_place":
        return None
    speed = _n(m.speed or 0.5) if m.turn == "straight" else _rate(m.angular_speed or 0.5)  # the said speed, else 0.5
    linear, angular = (speed, "0.0") if m.turn == "straight" else ("0.0", speed if m.turn == "left" else f"-({speed})"
                                                                    if "*" in speed else f"-{speed}")
    return (f"def {task.name}():\n    linear = {linear} # meters per second, forwards\n"
            f"    angular = {angular} # radians per second: + turns left (counterclockwise), - right (clockwise)\n"
            f"    while True:\n        if target_observed():\n            signal()\n            stop()\n"
            f"            return\n        elif {halt}:\n            stop()\n        else:\n"
            f"            navigate(linear, angular)\n")
