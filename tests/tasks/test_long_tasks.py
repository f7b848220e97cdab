"""The long-mission task sets (jackal-long-train / jackal-long-test): 3-6 manoeuvres each, held-out set
disjoint, and every goal achievable: the program a careful engineer writes step by step from the
task's numbers is safe and does its task in the simulator."""

import math

import pytest

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import check_sources

SENSORS = {"pedestrian": "pedestrian_observed()", "stop_sign": "stop_sign_observed()", "car": "car_observed()"}


def written_by_hand(task) -> str:
    """One stop-aware timed loop per move, with the velocities the move's numbers give."""
    lines = [f"def {task.name}():"]
    halt = " or ".join(SENSORS[s] for s in task.goal.stop_for)
    for i, move in enumerate(task.goal.moves, 1):
        if move.heading is not None:  # the radius gave the distance (radius x angle)
            linear, angular = move.distance / move.time, math.radians(move.heading) / move.time
        else:
            linear, angular = move.speed * (-1 if move.direction == "reverse" else 1), 0.0
        lines += [f"    # step {i} of {len(task.goal.moves)}",
                  "    stopping_time = 0", "    start_time = time.time()",
                  f"    while (time.time() - start_time) - stopping_time < {move.time}:",
                  "        time_at = time.time()", f"        if {halt}:", "            stop()",
                  "            stopping_time += time.time() - time_at", "        else:",
                  f"            velocity_publisher({linear!r}, {angular!r})"]
    return "import math\nimport time\n\n" + "\n".join(lines) + "\n"


def test_long_task_sets_have_the_promised_shape():
    train, test = load_tasks("jackal-long-train"), load_tasks("jackal-long-test")
    assert len(train) >= 15 and len(test) >= 10
    assert not {t.name for t in train} & {t.name for t in test}
    assert all(3 <= len(t.goal.moves) <= 6 for t in train + test)


@pytest.mark.parametrize("name", ["jackal-long-train", "jackal-long-test"])
def test_every_long_goal_is_achievable(name, jackal, pool):
    tasks = load_tasks(name)
    for task in tasks:
        specs = robot_specs(jackal, ["phi1", "phi2"] + (["phi4"] if "stop_sign" in task.goal.stop_for else []))
        (res,) = check_sources([(task.name, written_by_hand(task))], jackal, specs, task.name, task.goal, pool)
        failed = [v for v in res.scenarios if not v.ok]
        assert res.success, (task.name, res.verdict, failed[0].findings if failed else None)
