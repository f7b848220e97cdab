"""Plans whose verdicts are worked out by hand: each case separates the papers' eq. (1) check, the
sound monitor-summary check and NuSMV on the joint automaton where a wrong summary, junction or
renaming would make them disagree with the hand verdict."""

import textwrap

from safe_codegen.compose.algorithms import PREEMPTIVE, SEQUENTIAL
from safe_codegen.compose.checker import check_plan
from safe_codegen.compose.library import Entry
from safe_codegen.compose.plan import Plan
from safe_codegen.spec import check_formula, robot_specs
from safe_codegen.verify.verifier import prepare

STOP = "def halt():\n    stop()\n"
PUBLISH = "def go():\n    velocity_publisher(1, 0)\n"
# a stop, then a decision that does nothing: the subprogram's last state has no action
STOP_THEN_LOOK = "def halt_look():\n    stop()\n    if pedestrian_observed():\n        pass\n"
REMEMBER = "def careful():\n    seen = pedestrian_observed()\n    if not seen:\n        velocity_publisher(1, 0)\n"
BRAKE = "def brake():\n    if pedestrian_observed():\n        stop()\n"
CREEP = "def creep():\n    if not pedestrian_observed():\n        velocity_publisher(0.2, 0.0)\n"


def library(robot, specs, **sources):
    out = {}
    for name, source in sources.items():
        prep = prepare(textwrap.dedent(source), robot, specs, name)
        assert prep.fsa is not None, prep.error
        out[name] = Entry(name, robot.name, prep.source, prep.fsa, [], {}, None)
    return out


def verdicts(robot, pool, specs, names, junctions, **sources):
    plan = Plan(robot=robot.name, names=names, junctions=junctions)
    res = check_plan(plan, library(robot, specs, **sources), robot.name, specs, pool, monolithic=True)
    assert res.error is None
    return res, {r.name: (r.paper, r.sound, r.monolithic) for r in res.specs}


def test_preemption_right_after_a_stop_is_caught_by_eq1(jackal, pool):
    """stop-hold: halt_look ends on a decision, so at a sequential junction the publish comes two
    steps after the stop (a violation eq. (1) cannot see, the sound check can); at a preemptive
    junction it may come right after the stop, which eq. (1) sees too."""
    specs = robot_specs(jackal, ["stop-hold"])
    _, seq = verdicts(jackal, pool, specs, ["halt_look", "go"], [SEQUENTIAL], halt_look=STOP_THEN_LOOK, go=PUBLISH)
    assert seq["stop-hold"] == (True, False, False)
    _, pre = verdicts(jackal, pool, specs, ["halt_look", "go"], [PREEMPTIVE], halt_look=STOP_THEN_LOOK, go=PUBLISH)
    assert pre["stop-hold"] == (False, False, False)


def test_a_hand_over_takes_no_step_of_its_own(jackal, pool):
    """G(stop -> X X !publish_velocity): after halt, go publishes exactly one step after the stop, at
    either kind of junction (the end point of halt is never entered), so the plan is safe."""
    spec = check_formula("no-publish-two-after-stop", "G(stop -> X X !publish_velocity)", jackal, where="test")
    for junction in (SEQUENTIAL, PREEMPTIVE):
        res, v = verdicts(jackal, pool, [spec], ["halt", "go"], [junction], halt=STOP, go=PUBLISH)
        assert v[spec.name] == (True, True, True), junction
        assert res.verdict == "safe"


def test_the_last_subprogram_is_checked_with_its_end(jackal, pool):
    """G(stop -> X !car): go then halt violates it after halt's stop, in halt's end state (the
    environment is free there); eq. (1) must see that halt violates the spec on its own."""
    spec = check_formula("no-car-after-stop", "G(stop -> X !car)", jackal, where="test")
    res, v = verdicts(jackal, pool, [spec], ["go", "halt"], [SEQUENTIAL], go=PUBLISH, halt=STOP)
    assert v[spec.name] == (False, False, False)
    assert "subprogram 1 violates the spec on its own" in res.specs[0].paper_detail


def test_eq1_reads_the_environment_at_the_junction(jackal, pool):
    """phi1: two subprograms that each publish once are each safe, but joined a pedestrian may appear
    in the first publish's state right before the second."""
    specs = robot_specs(jackal, ["phi1"])
    _, v = verdicts(jackal, pool, specs, ["go", "go2"], [SEQUENTIAL], go=PUBLISH,
                    go2=PUBLISH.replace("def go", "def go2"))
    assert v["phi1"] == (False, False, False)


def test_subprograms_with_remembered_readings_compose(jackal, pool):
    """careful (sense, decide, maybe publish) publishes only when its sense step saw no pedestrian,
    two steps earlier. Twice in a row: a pedestrian at the first decision or publish is followed two
    steps later by the second copy's sense or decision, never a publish; one at the second sense
    stops the second publish. Safe, with each copy keeping its own remembered value."""
    spec = check_formula("ped-xx", "G(pedestrian -> X X !publish_velocity)", jackal, where="test")
    res, v = verdicts(jackal, pool, [spec], ["careful", "careful"], [SEQUENTIAL], careful=REMEMBER)
    assert v[spec.name] == (True, True, True)


def test_monolithic_results_belong_to_their_specs(jackal, pool):
    """brake ; creep: phi1 holds (creep publishes only after a decision that saw no pedestrian),
    stop-hold fails (the two-step lookahead across the junction)."""
    specs = robot_specs(jackal, ["phi1", "stop-hold"])
    res, v = verdicts(jackal, pool, specs, ["brake", "creep"], [SEQUENTIAL], brake=BRAKE, creep=CREEP)
    assert v["phi1"] == (True, True, True)
    assert v["stop-hold"] == (True, False, False)
    by_name = {r.name: r for r in res.specs}
    assert by_name["phi1"].counterexample is None
    cex = by_name["stop-hold"].counterexample
    assert cex.name == "stop-hold" and cex.counterexample[cex.violation_step].action == "publish_velocity"
    assert res.verdict == "unsafe"


CRUISE = "def cruise():\n    while True:\n        velocity_publisher(1, 0)\n"


def test_a_sensor_junction_hands_over_at_the_first_sign(jackal, pool):
    """phi4, G(stop_sign -> X !publish_velocity): cruise publishes forever and violates phi4 alone, and
    so does any plan that can go on cruising after a stop sign (sequential: halt is never reached;
    preemptive: the switch may come late; on a pedestrian: the wrong sensor). Handing over to halt
    on the stop sign makes the step after every stop sign halt's stop: safe, which the papers'
    check (every subprogram safe on its own) cannot show."""
    from safe_codegen.compose.algorithms import when_sensor
    specs = robot_specs(jackal, ["phi4"])
    cases = {SEQUENTIAL: False, PREEMPTIVE: False, when_sensor("pedestrian"): False, when_sensor("stop_sign"): True}
    for junction, safe in cases.items():
        res, v = verdicts(jackal, pool, specs, ["cruise", "halt"], [junction], cruise=CRUISE, halt=STOP)
        assert v["phi4"] == (False, safe, safe), junction
        if not safe:  # the counterexample runs through cruise past a stop sign
            sr = res.specs[0].counterexample
            k = sr.violation_step
            assert sr.counterexample[k - 1].env["stop_sign"] and "[0:cruise]" in sr.counterexample[k].text


def test_plan_files_take_sensor_junctions(jackal, tmp_path):
    from safe_codegen.compose.algorithms import when_sensor
    from safe_codegen.compose.plan import load_plan
    from safe_codegen.errors import InputError
    f = tmp_path / "p.yaml"
    f.write_text("robot: jackal\nplan:\n  - cruise\n  - {program: halt, when: stop_sign}\n"
                 "  - repeat: 2\n    plan: [cruise, {program: halt, when: pedestrian}]\n")
    plan = load_plan(f)
    assert plan.junctions == [when_sensor("stop_sign"), SEQUENTIAL, when_sensor("pedestrian"), SEQUENTIAL,
                              when_sensor("pedestrian")]
    assert plan.sensors == {"stop_sign": 4, "pedestrian": 6}
    f.write_text("robot: jackal\nplan:\n  - cruise\n  - {program: halt, when: traffic_light}\n")
    import pytest
    with pytest.raises(InputError, match=r"p.yaml:4: 'when: traffic_light' is not an environment proposition"):
        load_plan(f).check_sensors(jackal.env_props, "jackal")
    f.write_text("robot: jackal\nplan:\n  - cruise\n  - {program: halt, when: stop_sign, junction: preemptive}\n")
    with pytest.raises(InputError, match=r"p.yaml:4: 'when' takes one environment proposition"):
        load_plan(f)
