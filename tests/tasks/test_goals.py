"""Goal files read into goals: turns and distances derived from headings and radii (right turns
included), the goal's checks reaching its inline worlds, durations, and the mistakes reported as
FILE:LINE: reason."""

from __future__ import annotations

import math

import pytest

from safe_codegen.errors import InputError
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.tasks.goals import Expectation


def _goal(tmp_path, goal_lines: str):
    path = tmp_path / "t.yaml"
    path.write_text("- name: turn\n  task: turns.\n  goal:\n" + goal_lines)
    return path, load_tasks(str(path))[0].goal


def test_a_heading_gives_the_turn_and_a_radius_the_distance(tmp_path):
    _, goal = _goal(tmp_path, "    moves:\n      - {heading: -90, radius: 2}\n      - {heading: 45, time: 3}\n"
                              "      - {distance: 1, time: 4}\n")
    right, left, straight = goal.moves
    assert (right.turn, right.heading, right.distance) == ("right", -90, pytest.approx(math.pi))
    assert (left.turn, straight.turn) == ("left", "straight") and goal.duration() == 7


def test_the_goals_checks_apply_to_each_inline_world_with_its_own(tmp_path):
    _, goal = _goal(tmp_path, "    expect: [{visited: lab}]\n    scenarios:\n      - rooms: {lab: [], hall: []}\n"
                              "        start: hall\n        expect: [{said: hi}]\n")
    (world,) = goal.scenarios
    assert world.expect == (Expectation("visited", room="lab"), Expectation("said", text="hi"))


@pytest.mark.parametrize("goal_lines, line, reason", [
    ("    moves:\n      - {heading: 90, radius: 2, distance: 3}\n", 5, "'radius' needs a 'heading'"),
    ("    moves:\n      - {heading: .inf}\n", 5, "'heading' must be a number"),
    ("    moves:\n      - {angular_speed: 0.5}\n", 5, "an 'angular_speed' is a turn's"),
    ("    moves:\n      - {turn: left, angular_speed: -0.5}\n", 5, "'angular_speed' must be a number >= 0"),
    ("    moves:\n      - {heading: 90, angular_speed: 0}\n", 5, "at angular_speed 0 never ends"),
    ("    moves:\n      - {distance: 2, speed: 0}\n", 5, "2 m at speed 0 never ends"),
    # a proposal the goal adapter made (2026-12-05): an in-place move that does not turn, at a linear speed
    ("    moves:\n      - {direction: in_place, speed: 0.6, time: 6}\n", 5, "a move in place is a turn"),
    ("    moves:\n      - {turn: left, direction: in_place, speed: 0.6}\n", 5, "'speed' is a move along a path's"),
    ("    moves:\n      - {heading: 90, radius: 1,\n         direction: in_place}\n", 5, "'radius' is a move along"),
    ("    moves:\n      - {turn: any, heading: 30}\n", 5, "a wander ('turn: any') turns either way"),
    ("    moves:\n      - {turn: any, angular_speed: 0.3}\n", 5, "'angular_speed' is one turn's"),
    ("    moves:\n      - {turn: any, time: 3}\n      - {turn: any, time: 4}\n", 4,
     "one wander ('turn: any') per goal"),
    ("    after_signal: still\n", 4, "needs a 'signal'"),
    ("    signal: target\n    search_at_most: 20\n", 5, "'search_at_most' is the seconds a search"),
    ("    signal: target\n    search: true\n    search_at_most: 0\n", 6, "a number > 0"),
    ("    signal: person\n    after_signal: stop\n", 5, "'after_signal' can only be 'still'"),
    ("    scenarios:\n      - rooms: {a: [x]}\n        expect: [{visited: a, said: hi}]\n", 6, "each check is one of"),
])
def test_more_goal_mistakes_name_file_and_line(tmp_path, goal_lines, line, reason):
    with pytest.raises(InputError) as err:
        _goal(tmp_path, goal_lines)
    path = tmp_path / "t.yaml"
    assert str(err.value).startswith(f"{path}:{line}: ") and reason in str(err.value), str(err.value)
