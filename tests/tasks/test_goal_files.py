"""The shipped task files: every task has a goal whose scenarios resolve for its robot and exercise
what it checks; goal mistakes are reported as FILE:LINE: reason."""

from __future__ import annotations

import pytest

from safe_codegen.errors import InputError
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.robot import load_robot
from safe_codegen.tasks.check import scenarios_for

TASK_FILES = {"jackal-train": "jackal", "jackal-test": "jackal", "spot": "spot", "jackal-indoor": "jackal-indoor"}


@pytest.mark.parametrize("task_file", sorted(TASK_FILES))
def test_every_shipped_task_has_a_goal_whose_scenarios_resolve(task_file):
    robot = load_robot(TASK_FILES[task_file])
    for task in load_tasks(task_file):
        goal = task.goal
        assert goal is not None, task.name
        scenarios = scenarios_for(goal, robot)
        assert scenarios, task.name
        assert set(goal.stop_for) | {goal.signal} - {None} <= set(robot.env_props), task.name
        for prop in goal.stop_for + ((goal.signal,) if goal.signal else ()):
            # something the goal checks comes into view in at least one of its scenarios
            assert any(prop in n.scenario.present or prop in n.scenario.after_moving for n in scenarios), \
                (task.name, prop)
        if goal.search:
            # a search is also run where the target never shows: it must not need to end there
            assert any(goal.signal not in n.scenario.present and goal.signal not in n.scenario.after_moving
                       for n in scenarios), task.name
        if robot.name == "jackal-indoor":
            assert len(scenarios) >= 2 and all(n.expect for n in scenarios), task.name


def test_every_driving_task_states_its_manoeuvre():
    for task_file in ("jackal-train", "jackal-test"):
        for task in load_tasks(task_file):
            assert task.goal.moves and task.goal.duration() > 0 and "pedestrian" in task.goal.stop_for, task.name


def _write(tmp_path, goal_lines: str):
    path = tmp_path / "t.yaml"
    path.write_text("- name: turn\n  task: turns.\n  goal:\n" + goal_lines)
    return path


@pytest.mark.parametrize("goal_lines, line, reason", [
    ("    moves:\n      - {heading: ninety}\n", 5, "'heading' must be a number"),
    ("    moves:\n      - {heading: 90, turn: right}\n", 5, "a heading of 90 degrees is a turn to the left"),
    ("    moves:\n      - {heading: 90, direction: sideways}\n", 5, "'direction' is one of"),
    ("    moves: []\n    speed: 3\n", 5, "unknown goal key 'speed'"),
    ("    search: true\n", 4, "needs a 'signal'"),
    ("    moves: []\n    scenarios:\n      - rooms: {a: [x]}\n        expect: [{visits: a}]\n", 7,
     "each check is one of"),
    ("    moves: []\n    tolerance: {heading: -1}\n", 5, "tolerance 'heading'"),
])
def test_goal_mistakes_name_file_and_line(tmp_path, goal_lines, line, reason):
    path = _write(tmp_path, goal_lines)
    with pytest.raises(InputError) as err:
        load_tasks(str(path))
    assert str(err.value).startswith(f"{path}:{line}: ") and reason in str(err.value)


def test_an_unknown_scenario_name_is_reported_at_the_goal(tmp_path):
    path = _write(tmp_path, "    moves: []\n    scenarios: [clear, rush_hour]\n")
    goal = load_tasks(str(path))[0].goal
    with pytest.raises(InputError, match=rf"^{path}:3: unknown scenario 'rush_hour' for jackal"):
        scenarios_for(goal, load_robot("jackal"))


def test_a_placed_check_given_by_name_is_about_the_object(tmp_path):
    path = _write(tmp_path, "    scenarios:\n      - rooms: {a: [backpack]}\n        expect: [{placed: backpack}]\n")
    (check,) = load_tasks(str(path))[0].goal.scenarios[0].expect
    assert (check.kind, check.obj, check.text) == ("placed", "backpack", None)
