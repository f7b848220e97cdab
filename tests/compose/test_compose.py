"""Composition: the papers' driving plans, the counterexample to Theorem 1, preemption, emission."""

import json
import subprocess
import sys
import textwrap

import pytest

from safe_codegen.compose.algorithms import PREEMPTIVE, SEQUENTIAL, joint_fsa, sound_check, summarize
from safe_codegen.compose.checker import check_plan
from safe_codegen.compose.emit import emit_program
from safe_codegen.verify.explicit import check_explicit
from safe_codegen.compose.library import Entry
from safe_codegen.monitor import monitor
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.compose.plan import Plan
from safe_codegen.spec import robot_specs
from safe_codegen.verify.verifier import prepare, verify_sources

SUB = DATA / "subprograms/jackal"
UNSAFE_TURN = DATA / "examples/jackal/turn_right_90_degrees_1.py"


def entry(robot, specs, name, source):
    prep = prepare(textwrap.dedent(source), robot, specs, name)
    assert prep.fsa is not None, prep.error
    return Entry(name, robot.name, prep.source, prep.fsa, [], {}, None)


def lib_of(robot, specs, **sources):
    return {n: entry(robot, specs, n, s) for n, s in sources.items()}


def files(*names):
    return {n: (SUB / f"{n}.py").read_text() for n in names}


def plan(names, junctions=None):
    return Plan(robot="jackal", names=names, junctions=junctions or [SEQUENTIAL] * (len(names) - 1))


def by_name(result):
    return {r.name: r for r in result.specs}


def test_driving_subprograms_compose_safely(jackal, pool):
    specs = robot_specs(jackal, ["phi1", "phi2", "phi3", "stop-hold"])[:1] + robot_specs(jackal, ["phi2", "stop-hold"])
    lib = lib_of(jackal, specs, **files("go_straight", "turn_left", "turn_right", "u_turn"))
    p = plan(["go_straight", "turn_left", "go_straight", "turn_right", "u_turn", "go_straight"])
    res = check_plan(p, lib, "jackal", specs, pool, monolithic=True)
    assert res.verdict == "safe"
    assert all(r.paper and r.sound and r.monolithic for r in res.specs)
    program = emit_program(p, lib)
    (v,) = verify_sources([("plan.py", program)], jackal, specs, pool)
    assert v.verdict == "safe"


def test_inserting_an_unsafe_subprogram_makes_the_plan_unsafe(jackal, pool):
    specs = robot_specs(jackal, ["phi1"])
    lib = lib_of(jackal, specs, **files("go_straight", "turn_left"), bad=UNSAFE_TURN.read_text())
    res = check_plan(plan(["go_straight", "bad", "turn_left"]), lib, "jackal", specs, pool)
    phi1 = by_name(res)["phi1"]
    assert res.verdict == "unsafe" and not phi1.paper and not phi1.sound and phi1.monolithic is False
    bad_step = phi1.counterexample.counterexample[phi1.counterexample.violation_step]
    assert bad_step.text.startswith("[1:bad]") and bad_step.line == 12 and bad_step.action == "publish_velocity"


BRAKE = "def brake():\n    if pedestrian_observed():\n        stop()\n"
CREEP = "def creep():\n    if not pedestrian_observed():\n        velocity_publisher(0.2, 0.0)\n"


def test_theorem_1_counterexample_two_step_lookahead(jackal, pool):
    """Every subprogram satisfies stop-hold and eq. (1) holds, yet the plan violates it."""
    specs = robot_specs(jackal, ["stop-hold"])
    lib = lib_of(jackal, specs, brake=BRAKE, creep=CREEP)
    for name in lib:  # each subprogram on its own satisfies the spec
        (v,) = verify_sources([(name, lib[name].source)], jackal, specs, pool)
        assert v.verdict == "safe"
    p = plan(["brake", "creep"])
    res = check_plan(p, lib, "jackal", specs, pool, monolithic=True)
    r = by_name(res)["stop-hold"]
    assert r.paper is True and r.sound is False and r.monolithic is False
    cex = r.counterexample.counterexample
    actions = [s.action for s in cex[:r.counterexample.violation_step + 1]]
    assert actions == [None, "stop", None, "publish_velocity"]
    # the emitted single program verifies to the same verdict
    (v,) = verify_sources([("plan.py", emit_program(p, lib))], jackal, specs, pool)
    assert v.verdict == "unsafe"


PATROL = """
def patrol():
    while True:
        if pedestrian_observed():
            stop()
        else:
            velocity_publisher(1.0, 0.0)
"""


def test_preemptive_junction(jackal, pool):
    specs = robot_specs(jackal, ["stop-hold"])
    lib = lib_of(jackal, specs, patrol=PATROL, creep=CREEP)
    seq = check_plan(plan(["patrol", "creep"]), lib, "jackal", specs, pool, monolithic=True)
    assert by_name(seq)["stop-hold"].sound and by_name(seq)["stop-hold"].monolithic  # creep never runs
    pre = check_plan(plan(["patrol", "creep"], [PREEMPTIVE]), lib, "jackal", specs, pool, monolithic=True)
    r = by_name(pre)["stop-hold"]
    assert r.paper is True and r.sound is False and r.monolithic is False
    with pytest.raises(Exception, match="preemptive"):
        emit_program(plan(["patrol", "creep"], [PREEMPTIVE]), lib)


def test_library_and_compose_cli(tmp_path):
    lib = tmp_path / "lib"

    def cli(*args):
        return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True,
                              text=True, cwd=ROOT, timeout=120)

    for name in ("brake", "creep"):
        p = cli("library", "add", SUB / f"{name}.py", "-r", "jackal", "-s", "phi1", "-s", "stop-hold", "-L", lib)
        assert p.returncode == 0, p.stderr
    stored = json.loads((lib / "jackal/brake.json").read_text())
    assert stored["source"] == (SUB / "brake.py").read_text() and stored["fsa"]["points"]
    assert set(stored["summaries"]) == {s["formula"] for s in stored["specs"]} >= {
        "G(pedestrian -> X!publish_velocity)", "G(stop -> (X!publish_velocity & XX!publish_velocity))"}
    refused = cli("library", "add", UNSAFE_TURN, "-r", "jackal", "-L", lib)
    assert refused.returncode == 1 and not (lib / "jackal/turn_right_90_degrees_1.json").exists()
    assert cli("library", "list", "-r", "jackal", "-L", lib).stdout.count("verified for") == 2
    plan_file = tmp_path / "plan.yaml"
    plan_file.write_text("robot: jackal\nplan:\n  - repeat: 2\n    plan: [brake, creep]\n")
    emitted = tmp_path / "plan.py"
    p = cli("compose", plan_file, "-r", "jackal", "-s", "stop-hold", "-L", lib, "--json", "--emit", emitted)
    assert p.returncode == 1
    out = json.loads(p.stdout)
    assert out["subprograms"] == ["brake", "creep", "brake", "creep"]
    spec = out["specs"][0]
    assert spec["paper"] is True and spec["sound"] is False and spec["monolithic"] is False
    assert cli("verify", emitted, "-r", "jackal", "-s", "stop-hold").returncode == 1
    assert cli("library", "remove", "creep", "-r", "jackal", "-L", lib).returncode == 0
    p = cli("compose", plan_file, "-r", "jackal", "-L", lib)
    assert p.returncode == 2 and "no subprogram 'creep'" in p.stderr
    plan_file.write_text("plan:\n  - repeat: 0\n    plan: [brake]\n")
    p = cli("compose", plan_file, "-r", "jackal", "-L", lib)
    assert p.returncode == 2 and f"{plan_file}:2" in p.stderr and "positive integer" in p.stderr


def test_summary_of_an_empty_subprogram_is_transparent(jackal):
    specs = robot_specs(jackal, ["stop-hold"])
    e = entry(jackal, specs, "nothing", "def nothing():\n    x = 1\n")
    mon = monitor(specs[0].formula)
    s = summarize(e.fsa, mon)
    assert all(s.exit_seq[m] == [m] for m in range(mon.num_states))
    # brake ; nothing ; creep is as unsafe as brake ; creep
    lib = lib_of(jackal, specs, brake=BRAKE, creep=CREEP)
    sums = [summarize(lib["brake"].fsa, mon), s, summarize(lib["creep"].fsa, mon)]
    assert not sound_check(sums, [SEQUENTIAL, SEQUENTIAL], mon).holds
    joint = joint_fsa([lib["brake"].fsa, e.fsa, lib["creep"].fsa], [SEQUENTIAL] * 2, ["b", "n", "c"])
    assert not check_explicit(joint, mon).holds
