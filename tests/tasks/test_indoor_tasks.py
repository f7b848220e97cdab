"""jackal-indoor task goals (resources/tasks/jackal-indoor.yaml) judged on real runs over several
world states: where the robot went, whom it asked what, what it said and picked."""

from __future__ import annotations

import textwrap

from .conftest import failures

BRING = textwrap.dedent("""
    def bring_backpack_from_lounge():
        go_to("lounge")
        if is_in_room("person") and is_in_room("backpack"):
            ask("person", "Could you please put the backpack in my basket?", ["Yes", "No"])
    """)


def test_a_correct_program_passes_in_every_world(indoor, task_check):
    r = task_check(indoor, "jackal-indoor", "bring_backpack_from_lounge", BRING)
    assert r.verdict == "safe" and r.success
    assert [v.scenario for v in r.scenarios] == ["both_there", "no_backpack", "nobody_there"]


def test_asking_when_the_backpack_is_absent_fails(indoor, task_check):
    r = task_check(indoor, "jackal-indoor", "bring_backpack_from_lounge",
                   BRING.replace(' and is_in_room("backpack")', ""))
    assert r.verdict == "unsafe" and failures(r) == {"no_backpack": ["expected: not asked text 'basket'"]}


def test_never_asking_fails_where_the_task_asks(indoor, task_check):
    r = task_check(indoor, "jackal-indoor", "bring_backpack_from_lounge",
                   BRING.replace('ask("person", ', "say(").replace(', ["Yes", "No"])', ")"))
    assert failures(r) == {"both_there": ["expected: asked room 'lounge' text 'basket'"]}


def test_a_program_that_stops_after_the_first_room_fails(indoor, task_check):
    src = textwrap.dedent("""
        def ask_about_backpack():
            for room in get_all_rooms():
                go_to(room)
                if is_in_room("person") and is_in_room("backpack"):
                    ask("person", "May I take the backpack?", ["Yes", "No"])
        """)
    assert task_check(indoor, "jackal-indoor", "ask_about_backpack", src).success
    r = task_check(indoor, "jackal-indoor", "ask_about_backpack", src.replace("        ask(", "        return ask("))
    assert "expected: asked room 'kitchen' text 'backpack'" in failures(r)["two_rooms_with_both"]


def test_fetching_must_pick_only_what_is_there_and_come_back(indoor, task_check):
    src = textwrap.dedent("""
        def pick_up_backpack():
            start = get_current_location()
            go_to("lounge")
            if is_in_room("backpack"):
                pick("backpack")
            go_to(start)
        """)
    assert task_check(indoor, "jackal-indoor", "pick_up_backpack", src).success
    r = task_check(indoor, "jackal-indoor", "pick_up_backpack", src.replace("\n    go_to(start)\n", "\n"))
    assert failures(r) == {w: ["expected: ends in room 'office'"] for w in ("backpack_there", "no_backpack")}


def test_telling_every_person_passes_and_a_room_missed_fails(indoor, task_check):
    src = textwrap.dedent("""
        def survey_people():
            for room in get_all_rooms():
                go_to(room)
                if is_in_room("person"):
                    say("The fire drill is at noon.")
        """)
    r = task_check(indoor, "jackal-indoor", "survey_people", src)
    assert r.verdict == "safe" and r.success  # saying, not asking: the task agrees with phi5
    r = task_check(indoor, "jackal-indoor", "survey_people", src.replace('is_in_room("person")', "True"))
    assert "expected: not said room 'office'" in failures(r)["two_people"]
    asks = src.replace('say("The fire drill is at noon.")', 'ask("person", "The fire drill is at noon, ok?", ["Yes"])')
    assert task_check(indoor, "jackal-indoor", "survey_people", asks).verdict == "unsafe"
