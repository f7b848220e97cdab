"""Worked examples that cannot be copied (issue 25): a prompt never shows an example whose numbers are the
task's, and no example's comment ties a sign to one side or direction only (a comment that says "right
turns are negative" beside a right turn was copied into left turns)."""

from __future__ import annotations

import re

import pytest

from safe_codegen.generate.prompts import Task, choose_examples, few_shot, load_tasks, numbers, task_numbers
from safe_codegen.robot import load_robot
from safe_codegen.tasks.curriculum import generate_tasks
from safe_codegen.utils.paths import available

ROBOTS = ("jackal", "spot", "jackal-indoor")


@pytest.mark.timeout(10)
def test_numbers_and_a_tasks_numbers():
    assert numbers("a complete 37-degree right turn, radius 2.6 meters, step 1 of 2") == {37, 2.6, 1, 2}
    assert numbers("turn_left_15_degrees at v2") == set()  # inside names: not the task's numbers
    in_words = [t for t in generate_tasks("jackal", 100, "heldout", seed=5) if re.search(r"ty-\w+ degree", t.task)]
    assert in_words and all({abs(m.heading) for m in t.goal.moves if m.heading} <= task_numbers(t) for t in in_words)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("robot_name", ROBOTS)
def test_no_prompt_shows_an_example_with_one_of_the_tasks_numbers(robot_name):
    robot = load_robot(robot_name)
    tasks = [t for name, path in available("tasks").items() if name.startswith(robot_name.split("-")[0])
             for t in load_tasks(path)]
    tasks += generate_tasks(robot_name, 150, "train", seed=0) + generate_tasks(robot_name, 150, "heldout", seed=0)
    shown = 0
    for task in tasks:
        for example, _ in choose_examples(robot, task, 2):
            shown += 1
            assert not numbers(example.task) & task_numbers(task), (task.task, example.name)
    assert shown >= len(tasks)  # most prompts still get their examples


@pytest.mark.timeout(10)
def test_an_example_sharing_a_number_gives_way_to_the_next_most_alike():
    jackal = load_robot("jackal")
    task = Task("turn_left_x", "turns left 53 degrees with a radius of 2 meters in 5 seconds.")
    names = [t.name for t, _ in choose_examples(jackal, task, 2)]
    assert "turn_left_53_degrees" not in names and len(names) == 2
    other = Task("turn_left_y", "turns left 54 degrees with a radius of 2 meters in 5 seconds.")
    assert "turn_left_53_degrees" in [t.name for t, _ in choose_examples(jackal, other, 2)]


SIGN = re.compile(r"negative|positive|[-+]1\b|[-+]angular")
SIDES = (("left", "right"), ("forward", "backward"))


@pytest.mark.timeout(10)
@pytest.mark.parametrize("robot_name", ROBOTS)
def test_no_comment_gives_a_sign_for_one_side_only(robot_name):
    for task, code in few_shot(load_robot(robot_name)):
        for comment in re.findall(r"#(.*)", code):
            if SIGN.search(comment):
                for one, other in SIDES:
                    assert (one in comment) == (other in comment), (task.name, comment)


@pytest.mark.timeout(60)
def test_indoor_examples_name_rooms_and_things_no_task_names():
    """The indoor robot's constants are its rooms and things: an example's ("attic", "key ring") copied into a task
    is then wrong, never right by chance (the bring_backpack example is the shipped one, kept as it was)."""
    from safe_codegen.tasks.curriculum.indoor import OBJECTS, ROOMS
    from safe_codegen.tasks.curriculum.words import SPLITS
    robot = load_robot("jackal-indoor")
    taken = {x for split in SPLITS for x in ROOMS.of(split) + OBJECTS.of(split)}
    shipped = [t for name, path in available("tasks").items() if name.startswith("jackal-indoor")
               for t in load_tasks(path)]
    taken |= {x for t in shipped for w in t.goal.scenarios for r, things in w.scenario.rooms.items() for x in [r, *things]}
    examples = [(t, code) for t, code in few_shot(robot) if t.name != "bring_backpack"]
    assert len(examples) >= 5
    for task, code in examples:
        named = {x for w in task.goal.scenarios for r, things in w.scenario.rooms.items() for x in [r, *things]}
        assert not (named - {"person"}) & taken, (task.name, (named - {"person"}) & taken)
