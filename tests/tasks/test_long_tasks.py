"""The long-mission task sets (jackal-long-*, spot-long-*): 3-6 manoeuvres each, held-out sets
disjoint, and every goal achievable: the program a careful engineer writes step by step from the
task's numbers is safe and does its task in the simulator."""

import re

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


def test_generated_missions_are_in_counted_steps_whose_decomposition_is_the_goal(jackal, pool):
    """The curriculum's missions (tasks/curriculum/missions.py): 3-6 steps in the step grammar, read back by
    `plan`'s grammar as exactly the goal's moves; the reference decomposition is judged faithful by the
    rounds' own check; held-out missions use only held-out numbers; each goal is achievable."""
    from safe_codegen.generate.models.base import Completion
    from safe_codegen.plan.decompose import read_decomposition, reference_decomposition
    from safe_codegen.plan.steps import mission_steps, stated_steps, step_move
    from safe_codegen.tasks.curriculum import generate_tasks
    from safe_codegen.tasks.curriculum.jackal import JACKAL
    from safe_codegen.train.rounds import faithful
    train = generate_tasks("jackal", 60, "train", 3, missions=True)
    assert train == generate_tasks("jackal", 60, "train", 3, missions=True)  # deterministic by seed
    assert {len(t.goal.moves) for t in train} == {3, 4, 5, 6} and len({t.task for t in train}) == 60
    for split in ("train", "heldout"):
        for m in generate_tasks("jackal", 60, split, 3, missions=True):
            phrases, stopping = mission_steps(m.task)
            assert stopping == "stopping for pedestrians" and len(phrases) == stated_steps(m.task)
            assert tuple(map(step_move, phrases)) == m.goal.moves, m.task
            numbers = {float(x) for p in phrases for x in re.findall(r"\d+(?:\.\d+)?", p)}
            allowed = {float(x) for v in (JACKAL.angle, JACKAL.radius, JACKAL.time, JACKAL.speed) for x in v.of(split)}
            assert numbers <= allowed, (split, m.task)
            d = read_decomposition(Completion(reference_decomposition(m)), jackal, stated_steps(m.task), False, 400)
            assert faithful(m, d)
    wrong = train[0]
    d = read_decomposition(Completion(reference_decomposition(train[1])), jackal, stated_steps(wrong.task), False, 400)
    assert not faithful(wrong, d)
    specs = robot_specs(jackal, ["phi1", "phi2"])
    for m in train[:3]:
        (res,) = check_sources([(m.name, reference_program(m, "jackal"))], jackal, specs, m.name, m.goal, pool)
        assert res.success, (m.task, res.verdict)
