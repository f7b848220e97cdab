"""Spot task goals (resources/tasks/spot.yaml) judged on real runs: signal when the target is in view,
never otherwise, keep searching while it is not, and stand still once it signalled."""

from __future__ import annotations

import re
import textwrap

from .conftest import failures, timed_program

SEARCH = textwrap.dedent("""
    def search_room():
        while True:
            if target_observed():
                signal()
                stop()
                return
            elif person_observed() or target_observed():
                stop()
            else:
                navigate()
    """)


def test_a_correct_search_passes_in_every_scenario(spot_robot, task_check):
    r = task_check(spot_robot, "spot", "search_room", SEARCH)
    assert r.verdict == "safe" and r.success
    clear = next(v for v in r.scenarios if v.scenario == "clear")
    assert clear.ok and clear.status == "budget"  # no target: it searches on, and that is the task


def test_a_search_that_never_signals_fails(spot_robot, task_check):
    r = task_check(spot_robot, "spot", "search_room", SEARCH.replace("            signal()\n", ""))
    found = failures(r)
    assert not r.success and set(found) == {"target_ahead", "person_then_target"}
    assert found["target_ahead"] == ["never signalled although the target was in view from 3.1 s"]


def test_signalling_without_the_target_fails(spot_robot, task_check):
    r = task_check(spot_robot, "spot", "search_room",
                   SEARCH.replace("    while True:\n", "    signal()\n    while True:\n"))
    assert not r.done  # safe: the first step has no step before it for phi7's X to constrain
    assert "signalled at 0.00 s with no target in view" in failures(r)["clear"]


def test_standing_still_while_searching_fails(spot_robot, task_check):
    r = task_check(spot_robot, "spot", "search_room", SEARCH.replace("            navigate()", "            stop()"))
    assert r.verdict == "safe" and not r.done
    assert "stood still from 0.0 s to 60.0 s while searching for the target" in failures(r)["clear"]


def test_walking_on_after_signalling_fails(spot_robot, task_check):
    r = task_check(spot_robot, "spot", "search_room", SEARCH.replace("            stop()\n            return\n",
                                                                    "            navigate()\n"))
    assert not r.success and any(f.startswith("kept moving") and "after signalling" in f
                                 for f in failures(r)["target_ahead"])


def test_a_walk_must_stop_for_people_and_complete(spot_robot, task_check):
    good = timed_program("cross_room", [(0.5, 0.0, 12)], ["person", "target"], act="navigate")
    assert task_check(spot_robot, "spot", "cross_room", good).success
    r = task_check(spot_robot, "spot", "cross_room", good.replace("person_observed() or ", ""))
    assert r.verdict == "unsafe" and "kept moving 1.0 s while a person was in view (1.5-3 s)" in failures(r)["person"]


def test_guard_door_must_not_walk(spot_robot, task_check):
    src = """
        def guard_door():
            while True:
                if target_observed():
                    signal()
                    return
                stop()
        """
    r = task_check(spot_robot, "spot", "guard_door", src)
    assert r.verdict == "safe" and r.success  # the task agrees with phi7: a program can be safe and do it
    r = task_check(spot_robot, "spot", "guard_door", src.replace("stop()", "navigate(0.0, 0.2)"))
    assert not r.done and failures(r)["clear"][0].startswith("moved (turn left in place")
    r = task_check(spot_robot, "spot", "guard_door", src.replace("target_observed", "person_observed"))
    assert r.verdict == "unsafe" and not r.success


def test_approach_target_stops_and_signals_once_the_target_is_seen(spot_robot, task_check):
    src = """
        def approach_target():
            while True:
                if target_observed():
                    signal()  # right after the look that saw the target (phi7)
                    stop()
                    return
                if person_observed() or target_observed():  # the target may appear after the first look
                    stop()
                else:
                    navigate(0.5, 0.0)
        """
    r = task_check(spot_robot, "spot", "approach_target", src)
    assert r.verdict == "safe" and r.success, failures(r)
    walks_on = src.replace("                    stop()\n                    return",
                           "                    navigate(0.5, 0.0)")
    assert task_check(spot_robot, "spot", "approach_target", walks_on).verdict == "unsafe"


BOUNDED = textwrap.dedent("""
    def search_and_return():
        start = time.time()
        while time.time() - start < 20:
            if target_observed():
                signal()
                stop()
                break
            elif person_observed() or target_observed():
                stop()
            else:
                navigate(0.5, 0.0)
        back = time.time()
        while time.time() - back < 4:
            if person_observed() or target_observed():
                stop()
            else:
                navigate(-0.5, 0.0)
    """)


def test_a_search_bounded_in_time_gives_up_at_its_bound_and_no_sooner(spot_robot, task_check):
    """search_and_return: "searches ... for at most 20 seconds ... then walks back". The search that ends at 20 s
    passes; one that searches on for 40 s, or gives up after 5 s while nothing held it up, fails where no target
    came (and one that never ends fails: it does not end)."""
    r = task_check(spot_robot, "spot", "search_and_return", BOUNDED)
    assert r.verdict == "safe" and r.success, failures(r)
    r = task_check(spot_robot, "spot", "search_and_return", BOUNDED.replace("start < 20", "start < 40"))
    assert r.verdict == "safe" and set(failures(r)) == {"clear", "person"}
    assert any(f.startswith("searched until 40.") and f.endswith("past the 20 s the task allows")
               for f in failures(r)["clear"]), failures(r)
    r = task_check(spot_robot, "spot", "search_and_return", BOUNDED.replace("start < 20", "start < 5"))
    assert set(failures(r)) == {"clear", "person"}
    assert any(f.startswith("gave up searching at 5.") for f in failures(r)["clear"]), failures(r)
    r = task_check(spot_robot, "spot", "search_and_return", SEARCH.replace("search_room", "search_and_return"))
    assert "did not end" in " ".join(failures(r)["clear"])


def test_a_search_bounded_in_time_ends_where_it_finds_the_target(spot_robot, task_check):
    """The target passes in view from 2 s to 3 s: a search that signals and stands for it, then walks on searching to
    its bound and walks back, did not search "until the target" (before, only a search that found nothing was held
    to its end)."""
    walks_on = BOUNDED.replace("            stop()\n            break\n", "            stop()\n")
    assert walks_on != BOUNDED
    r = task_check(spot_robot, "spot", "search_and_return", walks_on)
    assert r.verdict == "safe" and set(failures(r)) == {"target_passes"}, failures(r)
    assert any(re.fullmatch(r"searched on until 20\.\d s after finding the target at 2\.0 s", f)
               for f in failures(r)["target_passes"]), failures(r)


def test_the_reference_writer_writes_a_bounded_search_and_a_wander(spot_robot, task_check):
    """A goal whose motion is not checked had a stand-still guard written as its reference (it failed the search's
    and the ending's checks); a bounded search now gets a search that gives up at its bound and walks back, and
    wander's random turns a walk of the goal's 20 s with a random turn rate, which does its task."""
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.tasks.reference import reference_program
    tasks = {t.name: t for t in load_tasks("spot")}
    r = task_check(spot_robot, "spot", "search_and_return", reference_program(tasks["search_and_return"], "spot"))
    assert r.verdict == "safe" and r.success, failures(r)
    program = reference_program(tasks["wander"], "spot")
    assert "duration = 20 #" in program and "random.uniform(" in program
    r = task_check(spot_robot, "spot", "wander", program)
    assert r.verdict == "safe" and r.success, failures(r)


def test_a_wander_that_stands_still_or_walks_too_short_fails_its_task(spot_robot, task_check):
    """wander's goal checked no motion ("random turns: no manoeuvre to check"), so a program that only signalled
    and stood was reported as doing its task; its 20 s of walking are checked now, its turns summed as one
    wander (goals.Move, turn 'any')."""
    still = textwrap.dedent("""
        def wander():
            while True:
                stop()
                if target_observed():
                    signal()
                    return
        """)
    r = task_check(spot_robot, "spot", "wander", still)
    assert r.verdict == "safe" and not r.success
    assert any("did not move; the task asks it to wander" in f for f in failures(r)["target_passes"]), failures(r)
    short = task_check(spot_robot, "spot", "wander", WANDER.replace("< 20", "< 8"))
    assert not short.success and any(re.match(r"moved [78]\.\d s of 20 s", f) for f in failures(short)["clear"])
    back = task_check(spot_robot, "spot", "wander", WANDER.replace("navigate(0.3, turn)", "navigate(-0.3, turn)"))
    assert not back.success and "the task asks for wander" in " ".join(failures(back)["clear"])


def test_a_steady_arc_is_no_wander(spot_robot, task_check):
    """A wander turns at random, so either way: a walk of the goal's 20 s that turns left at a steady 0.05 rad/s the
    whole time (what a sampler barred from a turn rate of nought might write) is an arc, and fails the task; the same
    walk with its rate drawn from [0.03, 0.07] each step, one side only, fails too."""
    for turn in ("0.05", "random.uniform(0.03, 0.07)"):
        arc = task_check(spot_robot, "spot", "wander", WANDER.replace("random.uniform(-0.3, 0.3)", turn))
        assert arc.verdict == "safe" and not arc.success, turn
        assert "the task asks for wander" in " ".join(failures(arc)["clear"]), failures(arc)


WANDER = textwrap.dedent("""
    def wander():
        start_time = time.time()
        while time.time() - start_time < 20:
            turn = random.uniform(-0.3, 0.3)
            if target_observed():
                signal()
                stop()
            elif person_observed() or target_observed():
                stop()
            else:
                navigate(0.3, turn)
    """)  # its loop counts the time stopped for a person as walking: within the goal's 10 % of 20 s


def test_a_wander_with_random_turns_is_verified_by_its_range_and_runs_in_the_simulator(spot_robot, task_check):
    """spot.yaml's `wander` asks for "small random turns": random's numbers are in the range they are drawn from
    (verify/intervals.random_call), so the turn rate is within Spot's limits, and the task simulator imports the
    module before its lock-down (it crashed with a traceback). Before, such a program was unverifiable."""
    r = task_check(spot_robot, "spot", "wander", WANDER)
    assert r.verdict == "safe" and r.success, failures(r)
    wide = task_check(spot_robot, "spot", "wander", WANDER.replace("uniform(-0.3, 0.3)", "uniform(-3, 3)"))
    assert wide.verdict == "unsafe" and [x.name for x in wide.verification.specs if not x.holds] == ["within_limits"]
    assert "'angular' may be float in [-3, 3]" in next(x.why for x in wide.verification.specs if not x.holds)
