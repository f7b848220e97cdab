"""The semantics of docs/semantics.md, one construct or consequence per test, through NuSMV verdicts."""

import pytest

from safe_codegen.verify.fsa import ACTION, DECISION, END, SENSE, build_fsa
from safe_codegen.verify.program import parse_program


def fsa_of(source, robot):
    import textwrap
    return build_fsa(parse_program(textwrap.dedent(source), robot), robot)


def holds(result, name="phi1"):
    return next(s.holds for s in result.specs if s.name == name)


# --- the papers' consequences ---------------------------------------------------------

def test_stop_then_unconditional_publish_violates(jackal, check):
    r = check("""
        def f():
            if pedestrian_observed():
                stop()
            velocity_publisher(1, 0)
    """, jackal)
    assert not holds(r)


def test_loop_with_else_satisfies(jackal, check):
    r = check("""
        def f():
            while True:
                if pedestrian_observed():
                    stop()
                else:
                    velocity_publisher(1, 0)
    """, jackal)
    assert holds(r) and r.unknown_atoms == []


def test_decision_reads_its_own_state_action_one_step_later(jackal, check):
    # publish right after a decision that saw no pedestrian is fine even though the
    # environment may change in the publish state (the spec looks one step ahead)
    r = check("""
        def f():
            if not pedestrian_observed():
                velocity_publisher(1, 0)
    """, jackal)
    assert holds(r)


def test_two_actions_in_a_row_violate(jackal, check):
    r = check("""
        def f():
            if not pedestrian_observed():
                velocity_publisher(1, 0)
                velocity_publisher(1, 0)
    """, jackal)
    assert not holds(r)  # a pedestrian may appear in the first publish's state


# --- remembered sensor values ------------------------------------------------------------

def test_remembered_value_is_stale_one_step_later(jackal, check):
    r = check("""
        def f():
            seen = pedestrian_observed()
            if not seen:
                velocity_publisher(1, 0)
    """, jackal)
    assert not holds(r)  # the decision reads the old value; a pedestrian may be there now
    f = fsa_of("""
        def f():
            seen = pedestrian_observed()
            if not seen:
                velocity_publisher(1, 0)
    """, jackal)
    assert [p.kind for p in f.points][:3] == [SENSE, DECISION, ACTION]
    assert f.memory == ["seen"]


def test_remembered_value_keeps_until_reassigned(jackal, check):
    r = check("""
        def f():
            seen = pedestrian_observed()
            while seen:
                stop()
                seen = pedestrian_observed()
            stop()
    """, jackal, ["phi2"])
    # loop exits only when the last reading was false; then stop() is needless if nothing is there
    assert not holds(r, "phi2")


def test_variable_with_a_non_sensing_assignment_is_unknown(jackal, check):
    r = check("""
        def f():
            clear = False
            clear = not pedestrian_observed()
            if clear:
                velocity_publisher(1, 0)
    """, jackal)
    assert not holds(r)
    assert [a["atom"] for a in r.unknown_atoms] == ["clear"]


# --- constructs ---------------------------------------------------------------------------

def test_elif_chain_reads_a_new_state_at_each_test(jackal, check):
    # each elif is its own decision point: a pedestrian may appear between the tests
    r = check("""
        def f():
            while True:
                if pedestrian_observed():
                    stop()
                elif car_observed():
                    stop()
                elif stop_sign_observed():
                    stop()
                else:
                    velocity_publisher(1, 0)
    """, jackal, ["phi1", "phi2", "phi3", "phi4"])
    assert not holds(r, "phi1") and not holds(r, "phi3") and holds(r, "phi4") and holds(r, "phi2")
    phi1 = next(s for s in r.specs if s.name == "phi1")
    last_test = phi1.counterexample[phi1.violation_step - 1]
    assert last_test.line == 8 and last_test.env["pedestrian"]


def test_boolean_operators_in_tests(jackal, check):
    r = check("""
        def f():
            while True:
                if pedestrian_observed() or car_observed() or stop_sign_observed():
                    stop()
                else:
                    velocity_publisher(1, 0)
    """, jackal, ["phi1", "phi3", "phi4"])
    assert r.verdict == "safe"
    r = check("""
        def f():
            while True:
                if not (pedestrian_observed() and car_observed()):
                    velocity_publisher(1, 0)
    """, jackal, ["phi1"])
    assert r.verdict == "unsafe"


def test_comparison_with_boolean_constant(jackal, check):
    r = check("""
        def f():
            while True:
                if pedestrian_observed() == False:
                    velocity_publisher(1, 0)
    """, jackal, ["phi1"])
    assert r.verdict == "safe" and r.unknown_atoms == []


def test_for_loop_and_break_continue(jackal, check):
    src = """
        def f():
            for i in range(10):
                if pedestrian_observed():
                    stop()
                    continue
                if car_observed():
                    break
                velocity_publisher(1, 0)
            velocity_publisher(0, 0)
    """
    r = check(src, jackal, ["phi1", "phi3"])
    assert holds(r, "phi1") is False  # after the loop ends (unknown), publish unguarded
    assert any("more items in range(10)" in a["atom"] for a in r.unknown_atoms)
    f = fsa_of(src, jackal)
    assert sum(p.kind == DECISION for p in f.points) == 3


def test_break_guards_the_publish_after_the_loop(jackal, check):
    r = check("""
        def f():
            while True:
                if not pedestrian_observed():
                    break
                stop()
            velocity_publisher(1, 0)
    """, jackal)
    assert holds(r)


def test_return_goes_to_end(jackal, check):
    src = """
        def f():
            while True:
                if pedestrian_observed():
                    stop()
                    return
                velocity_publisher(1, 0)
    """
    r = check(src, jackal)
    assert holds(r)
    f = fsa_of(src, jackal)
    stop_point = next(p for p in f.points if p.label == "stop")
    assert [e.dst for e in f.out(stop_point.id)] == [f.end]
    assert f.points[f.end].kind == END and [e.dst for e in f.out(f.end)] == [f.end]


def test_helper_functions_are_inlined(jackal, check):
    r = check("""
        def drive():
            velocity_publisher(1, 0)

        def halt():
            stop()

        def main():
            while True:
                if pedestrian_observed():
                    halt()
                else:
                    drive()
    """, jackal)
    assert holds(r) and r.verdict == "safe"
    r = check("""
        def drive():
            velocity_publisher(1, 0)

        def main():
            if pedestrian_observed():
                stop()
            drive()
    """, jackal)
    assert not holds(r)
    line = next(s for s in r.specs if s.name == "phi1")
    assert line.counterexample[line.violation_step].line == 3  # inside the helper


def test_helper_returning_a_sensor_reading_is_evaluated(jackal, check):
    r = check("""
        def clear():
            return not pedestrian_observed()

        def main():
            while True:
                if clear():
                    velocity_publisher(1, 0)
    """, jackal)
    assert holds(r) and r.unknown_atoms == []


def test_sensing_by_argument(indoor, check):
    r = check("""
        def task():
            while True:
                if is_in_room("person") and is_in_room("backpack"):
                    ask("", "Put it in?", ["Yes", "No"])
    """, indoor)
    assert r.verdict == "safe"
    r = check("""
        def task(obj):
            while True:
                if is_in_room("person") and is_in_room(obj):
                    ask("", "Put it in?", ["Yes", "No"])
    """, indoor)
    assert r.verdict == "unsafe"
    assert [a["atom"] for a in r.unknown_atoms] == ["is_in_room(obj)"]


def test_action_in_a_test_happens_before_the_decision(indoor, check):
    src = """
        def task():
            if is_in_room("person") and is_in_room("backpack"):
                if ask("", "Put it in?", ["Yes", "No"]) == "Yes":
                    say("thanks")
    """
    r = check(src, indoor)
    assert r.verdict == "safe"
    f = fsa_of(src, indoor)
    ask = next(p for p in f.points if p.label == "ask")
    assert [f.points[e.dst].kind for e in f.out(ask.id)] == [DECISION]
    assert f.points[f.out(ask.id)[0].dst].line == 4


@pytest.mark.parametrize("body", ["while True:\n        pass", "pass", ""])
def test_programs_without_steps(jackal, check, body):
    r = check("def f():\n    x = 1\n    " + body + "\n", jackal)
    assert r.verdict == "safe"


def test_inlining_budget_ends_an_exponential_program_quickly(jackal, check):
    """Helpers that each call the next twice: 2**50 inlined copies; the budget answers at once."""
    import time
    n = 50
    src = "".join(f"def h{i}():\n    h{i + 1}()\n    h{i + 1}()\n" for i in range(n))
    src += f"def h{n}():\n    stop()\ndef main():\n    h0()\n"
    started = time.perf_counter()
    r = check(src, jackal)
    assert time.perf_counter() - started < 5
    assert r.verdict == "unverifiable" and "inlined at more than 2,000 calls" in r.reason


def test_a_wide_but_legal_program_is_within_budget(jackal, check):
    """Ten levels of double calls (1,023 inlined copies) is still verified."""
    n = 9
    src = "".join(f"def h{i}():\n    h{i + 1}()\n    h{i + 1}()\n" for i in range(n))
    src += f"def h{n}():\n    if not pedestrian_observed():\n        velocity_publisher(1, 0)\ndef main():\n    h0()\n"
    assert check(src, jackal).verdict == "safe"
