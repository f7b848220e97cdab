"""The long-mission task sets (jackal-long-*, spot-long-*): 3-6 manoeuvres each, held-out sets
disjoint, and every goal achievable: the program a careful engineer writes step by step from the
task's numbers is safe and does its task in the simulator."""

import pytest

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import check_sources
from safe_codegen.tasks.reference import reference_program


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
        (res,) = check_sources([(task.name, reference_program(task, robot.name))], robot, specs, task.name, task.goal,
                               pool)
        failed = [v for v in res.scenarios if not v.ok]
        assert res.success, (task.name, res.verdict, failed[0].findings if failed else None)
