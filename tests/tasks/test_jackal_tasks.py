"""Jackal task goals (resources/tasks/jackal-test.yaml) judged on real runs: a program must make the
manoeuvre asked, pause for pedestrians and resume, and end."""

from __future__ import annotations

import math
import time

from .conftest import failures, timed_program


def turn(degrees: float, radius: float, seconds: float) -> tuple[float, float, float]:
    w = math.radians(degrees) / seconds
    return radius * abs(w), w, seconds


def test_a_correct_turn_passes_in_every_scenario(jackal, task_check):
    r = task_check(jackal, "jackal-test", "turn_left_100_degrees",
                   timed_program("turn_left_100_degrees", [turn(100, 3, 6)], ["pedestrian"]))
    assert r.verdict == "safe" and r.done and r.success
    assert {v.scenario for v in r.scenarios} >= {"clear", "pedestrian", "flicker", "late_pedestrian"}


def test_driving_straight_fails_a_turn_task(jackal, task_check):
    r = task_check(jackal, "jackal-test", "turn_left_100_degrees",
                   timed_program("turn_left_100_degrees", [(1.0, 0.0, 6)], ["pedestrian"]))
    assert r.verdict == "safe" and r.done is False and not r.success
    assert all(not v.ok for v in r.scenarios)
    assert "drive straight" in failures(r)["clear"][0] and "turn left 100°" in failures(r)["clear"][0]


def test_turning_90_instead_of_100_degrees_fails_and_says_so(jackal, task_check):
    r = task_check(jackal, "jackal-test", "turn_left_100_degrees",
                   timed_program("turn_left_100_degrees", [turn(90, 3, 6)], ["pedestrian"]))
    assert not r.success and "turned 90° left of 100° left" in failures(r)["clear"]


def test_a_wrong_direction_fails(jackal, task_check):
    r = task_check(jackal, "jackal-test", "turn_right_80_degrees",
                   timed_program("turn_right_80_degrees", [turn(80, 4, 5)], ["pedestrian"]))
    assert not r.success and "turn left 80°" in failures(r)["clear"][0]


def test_stopping_for_a_pedestrian_and_never_resuming_fails(jackal, task_check):
    r = task_check(jackal, "jackal-test", "turn_left_100_degrees", """
        def turn_left_100_degrees():
            start = time.time()
            while time.time() - start < 6:
                if pedestrian_observed():
                    stop()
                    while True:
                        time.sleep(1)
                velocity_publisher(0.87, 0.29)
        """)
    found = failures(r)
    assert r.verdict == "safe" and not r.success and "clear" not in found
    assert any("stopped for the pedestrian at 1.5 s and never resumed after it left at 3 s" in f
               for f in found["pedestrian"])


def test_a_program_that_ends_when_it_sees_a_pedestrian_never_resumes(jackal, task_check):
    r = task_check(jackal, "jackal-test", "turn_left_100_degrees", """
        def turn_left_100_degrees():
            start = time.time()
            while time.time() - start < 6:
                if pedestrian_observed():
                    stop()
                    return
                velocity_publisher(0.87, 0.29)
        """)
    assert any("never resumed" in f for f in failures(r)["pedestrian"])


def test_a_program_that_loops_forever_is_ended_by_the_budget_with_that_reason(jackal, task_check):
    t0 = time.perf_counter()
    r = task_check(jackal, "jackal-test", "turn_left_100_degrees", """
        def turn_left_100_degrees():
            while True:
                if pedestrian_observed():
                    stop()
                else:
                    velocity_publisher(0.87, 0.29)
        """)
    assert time.perf_counter() - t0 < 30
    assert r.verdict == "safe" and not r.success
    assert all(v.status == "budget" for v in r.scenarios)
    assert any(f.startswith("did not end: the program ran past 60 s of virtual time") for f in failures(r)["clear"])


def test_ignoring_cars_fails_a_task_that_stops_for_cars(jackal, task_check):
    r = task_check(jackal, "jackal-test", "drive_forward_slowly",
                   timed_program("drive_forward_slowly", [(0.3, 0.0, 9)], ["pedestrian"]))
    assert set(failures(r)) == {"car", "car_and_pedestrian", "car_every_move"}
    assert "kept moving 1.0 s while a car was in view (1-2.5 s)" in failures(r)["car"]
    ok = task_check(jackal, "jackal-test", "drive_forward_slowly",
                    timed_program("drive_forward_slowly", [(0.3, 0.0, 9)], ["pedestrian", "car"]))
    assert ok.success


def test_a_two_manoeuvre_task_needs_both_in_order(jackal, task_check):
    good = timed_program("stop_sign_then_turn_right", [(1.0, 0.0, 4), turn(-90, 3, 5)], ["pedestrian", "stop_sign"])
    assert task_check(jackal, "jackal-test", "stop_sign_then_turn_right", good).success
    swapped = timed_program("stop_sign_then_turn_right", [turn(-90, 3, 5), (1.0, 0.0, 4)],
                            ["pedestrian", "stop_sign"])
    r = task_check(jackal, "jackal-test", "stop_sign_then_turn_right", swapped)
    assert not r.success and "the task asks for drive straight" in failures(r)["clear"][0]


def test_back_out_reverses_then_turns_in_place_or_moving(jackal, task_check):
    for linear in (0.0, 0.5):
        prog = timed_program("back_out", [(-0.4, 0.0, 5), (linear, math.radians(45) / 3, 3)], ["pedestrian"])
        assert task_check(jackal, "jackal-test", "back_out", prog).success
    forward = timed_program("back_out", [(0.4, 0.0, 5), (0.0, math.radians(45) / 3, 3)], ["pedestrian"])
    assert not task_check(jackal, "jackal-test", "back_out", forward).done
