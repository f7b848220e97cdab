"""`tasks --read`: the goal a task typed in the user's words gets, said before anything is sampled, and for a task
the reader refuses, a task file drafted from the words it could read, marked to be checked (issue 25, part 1: a
refusal names the words; the draft is the way on that keeps the goal the user's)."""

import json
import math

import pytest

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.robot import load_robot
from safe_codegen.tasks.reader import same_goal

from .test_newcomer import cli, one_line_error

REFUSED = ("rotates toward its left at 6 deg per sec without going anywhere, 3.05 sec by the sundial, stopping "
           "for people")  # "sundial" is no word of the reader's; the rest is an 18.3° turn in place


@pytest.mark.timeout(60)
def test_a_typed_task_is_shown_with_the_goal_it_is_judged_against():
    p = cli("tasks", "-r", "jackal", "--read", "turn left 90 degrees in 4 seconds, stopping for pedestrians")
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines()[0] == "goal: turn left 90° for 4 s; stop for pedestrian and carry on", p.stdout


@pytest.mark.timeout(60)
def test_a_refused_task_names_its_unread_words_and_drafts_a_task_file_to_check(tmp_path):
    draft = tmp_path / "mine.yaml"
    line = one_line_error(cli("tasks", "-r", "jackal", "--read", REFUSED, "--draft", draft, "--name", "rot"),
                          "could not read: 'sundial'", f"{draft} holds it")
    assert "turn left in place 18.3°" in line
    text = draft.read_text()
    assert "CHECK" in text and "'sundial'" in text.split("- name:")[0]  # the warning heads the file
    [task] = load_tasks(draft)
    assert (task.name, task.task) == ("rot", REFUSED)
    [move] = task.goal.moves
    assert (move.turn, move.direction, move.time) == ("left", "in_place", 3.05)
    assert math.isclose(move.heading, 6 * 3.05) and math.isclose(move.angular_speed, math.radians(6), rel_tol=1e-5)
    assert task.goal.stop_for == ("pedestrian",)
    p = cli("check", "data/examples/jackal/turn_right_90_degrees_2.py", "-r", "jackal", "--tasks", draft, "-t", "rot")
    assert p.returncode == 4 and f"task 'rot' from {draft}: turn left in place 18.3°" in p.stdout, p.stdout + p.stderr


@pytest.mark.timeout(60)
def test_without_draft_the_refusal_says_what_the_other_words_say_and_how_to_draft():
    line = one_line_error(cli("tasks", "-r", "jackal", "--read", REFUSED), "could not read: 'sundial'", "--draft")
    assert "turn left in place 18.3°" in line


@pytest.mark.timeout(60)
def test_an_errand_is_read_whole_or_refused_and_nothing_is_drafted(tmp_path):
    draft = tmp_path / "errand.yaml"
    one_line_error(cli("tasks", "-r", "jackal-indoor", "--read", "go to the kitchen and ask if anyone wants tea, "
                       "then come backwardsish", "--draft", draft), "'backwardsish'", "read whole or not at all")
    assert not draft.exists() and not list(tmp_path.iterdir())


@pytest.mark.timeout(60)
def test_read_needs_a_robot_and_no_task_set():
    one_line_error(cli("tasks", "--read", "turn left"), "--read takes a task's words and --robot")
    one_line_error(cli("tasks", "jackal-test", "-r", "jackal", "--read", "turn left"), "no task set ('jackal-test')")
    one_line_error(cli("tasks", "-r", "jackal", "--read", "turn left 90 degrees", "--draft", "x.yaml", "--name",
                       "2turns"), "'2turns' is not a Python function name")


@pytest.mark.timeout(60)
def test_json_says_goal_unread_words_and_the_other_words_reading():
    p = cli("tasks", "-r", "jackal", "--read", REFUSED, "--json")
    data = json.loads(p.stdout)
    assert p.returncode == 2 and data["goal"] is None and data["unread"] == ["sundial"] and data["draft"] is None
    assert data["other_words_say"].startswith("turn left in place 18.3°")


@pytest.mark.timeout(120)
@pytest.mark.parametrize("robot_name", ["jackal", "spot", "jackal-indoor"])
def test_a_draft_of_a_read_task_loads_as_the_goal_the_task_was_written_from(tmp_path, robot_name):
    """The draft's goal block is the task-file format: loading it gives the curriculum's goal back, for moves with
    radii, rates and times, Spot's searches and errands' worlds."""
    from safe_codegen.cli.tasks import draft_task_file
    from safe_codegen.tasks.curriculum import generate_tasks
    robot = load_robot(robot_name)
    for i, task in enumerate(generate_tasks(robot_name, 12, "train", seed=5)):
        path = tmp_path / f"{i}.yaml"
        path.write_text(draft_task_file(task.task, "typed_task", robot_name, task.goal, None))
        [loaded] = load_tasks(path)
        assert loaded.task == task.task and same_goal(loaded.goal, task.goal, robot), (task.task, path.read_text())
