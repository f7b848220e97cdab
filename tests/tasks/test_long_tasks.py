"""The long-mission task sets (jackal-long-*, spot-long-*): 3-6 manoeuvres each, held-out sets
disjoint, and every goal achievable: the program a careful engineer writes step by step from the
task's numbers is safe and does its task in the simulator."""

import math

import pytest

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import check_sources

SENSORS = {"pedestrian": "pedestrian_observed()", "stop_sign": "stop_sign_observed()", "car": "car_observed()",
           "person": "person_observed()", "target": "target_observed()"}
MOVE = {"jackal": "velocity_publisher", "spot": "navigate"}


def written_by_hand(task, robot: str) -> str:
    """One stop-aware timed loop per move, with the velocities the move's numbers give (a move given by
    distance and speed or time takes distance / speed seconds, or goes at distance / time)."""
    lines = [f"def {task.name}():"]
    stops = list(task.goal.stop_for) + (["target"] if robot == "spot" else [])  # spot's phi8: still while it sees the target
    halt = " or ".join(SENSORS[s] for s in stops)
    for i, move in enumerate(task.goal.moves, 1):
        seconds = move.time if move.time is not None else move.distance / move.speed
        if move.heading is not None:  # the radius gave the distance (radius x angle); in place: none
            linear, angular = (move.distance or 0.0) / seconds, math.radians(move.heading) / seconds
        else:
            speed = move.speed if move.speed is not None else move.distance / seconds
            linear, angular = speed * (-1 if move.direction == "reverse" else 1), 0.0
        lines += [f"    # step {i} of {len(task.goal.moves)}",
                  "    stopping_time = 0", "    start_time = time.time()",
                  f"    while (time.time() - start_time) - stopping_time < {seconds!r}:",
                  "        time_at = time.time()", f"        if {halt}:", "            stop()",
                  "            stopping_time += time.time() - time_at", "        else:",
                  f"            {MOVE[robot]}({linear!r}, {angular!r})"]
    return "import math\nimport time\n\n" + "\n".join(lines) + "\n"


@pytest.mark.parametrize("robot, least", [("jackal", (15, 10)), ("spot", (8, 5))])
def test_long_task_sets_have_the_promised_shape(robot, least):
    train, test = load_tasks(f"{robot}-long-train"), load_tasks(f"{robot}-long-test")
    assert len(train) >= least[0] and len(test) >= least[1]
    assert not {t.name for t in train} & {t.name for t in test}
    assert all(3 <= len(t.goal.moves) <= 6 for t in train + test)


@pytest.mark.parametrize("name", ["jackal-long-train", "jackal-long-test", "spot-long-train", "spot-long-test"])
def test_every_long_goal_is_achievable(name, jackal, spot_robot, pool):
    robot = jackal if name.startswith("jackal") else spot_robot
    for task in load_tasks(name):
        extra = ["phi4"] if "stop_sign" in task.goal.stop_for else []
        specs = robot_specs(robot, None if robot is spot_robot else ["phi1", "phi2"] + extra)
        (res,) = check_sources([(task.name, written_by_hand(task, robot.name))], robot, specs, task.name, task.goal,
                               pool)
        failed = [v for v in res.scenarios if not v.ok]
        assert res.success, (task.name, res.verdict, failed[0].findings if failed else None)
