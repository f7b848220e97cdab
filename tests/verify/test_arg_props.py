"""Propositions over action arguments (robots' `argument_propositions:`, jackal's `fast`): checked at load,
decided at each action point by the interval analysis (surely true, surely false, or both explored), the same
in NuSMV and the explicit checker; and one selector for by-argument sensors in the verifier, the bridge, the
oracle and the task world."""

from __future__ import annotations

import json
import math
import random
import re
import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safe_codegen.errors import InputError
from safe_codegen.monitor import monitor
from safe_codegen.robot import ArgumentProposition, argument_labels, load_robot
from safe_codegen.spec import check_formula, robot_specs
from safe_codegen.utils.paths import ENV as SEARCH_PATH
from safe_codegen.utils.paths import ROBOTS
from safe_codegen.verify.explicit import check_explicit
from safe_codegen.verify.fsa import build_fsa, fsa_from_json, fsa_to_json
from safe_codegen.verify.guard import Env
from safe_codegen.verify.intervals import NUMERIC, Val, decide
from safe_codegen.verify.program import parse_program
from safe_codegen.verify.verifier import prepare, verify_sources

from ..selbot import SELECTOR_ROBOT
from ..strategies import ACT, ENV, programs

FAST = "  fast: abs(velocity_publisher.linear) > 1.0\n"


@pytest.mark.timeout(30)
@pytest.mark.parametrize("new, message", [
    ("  fast: abs(velocity_publisher.linear) >> 1.0\n", "write ACTION.PARAM OP NUMBER"),
    ("  fast: abs(velocity_publisher.linear > 1.0\n", "write ACTION.PARAM OP NUMBER"),
    ("  fast: 3\n", "write ACTION.PARAM OP NUMBER"),
    ("  fast: velocity_publishr.linear > 1.0\n", "'velocity_publishr' is not an action (velocity_publisher, stop)"),
    ("  fast: car_observed.linear > 1.0\n", "'car_observed' is not an action"),
    ("  fast: velocity_publisher.speed > 1.0\n", "'speed' is not a parameter of velocity_publisher (linear, angular)"),
    ("  fast: velocity_publisher.linear > 1e999\n", "'1e999' is not a finite number"),
    ("  fast: velocity_publisher.linear > one\n", "'one' is not a finite number"),
    ("  car: velocity_publisher.linear > 1.0\n", "'car' is already a sensor or action proposition"),
    ("  stop: velocity_publisher.linear > 1.0\n", "'stop' is already a sensor or action proposition"),
    ("  Xfast: velocity_publisher.linear > 1.0\n", "reads in LTL as X applied to 'fast'"),
])
def test_bad_argument_propositions_name_file_and_line(tmp_path, new, message):
    text = (ROBOTS / "jackal.yaml").read_text()
    assert FAST in text
    path = tmp_path / "jackal.yaml"
    path.write_text(text.replace(FAST, new))
    with pytest.raises(InputError) as exc:
        load_robot(str(path))
    where = str(exc.value).split(": ")[0]
    assert message in str(exc.value) and where.startswith(str(path))
    assert new.split(":")[0].strip() in path.read_text().splitlines()[int(where.rsplit(":", 1)[1]) - 1]


@pytest.mark.timeout(30)
def test_specs_may_name_the_robots_argument_propositions(jackal, spot_robot):
    assert jackal.argument_props == ("fast",)
    assert jackal.argument_propositions[0] == \
        ArgumentProposition("fast", "velocity_publisher", "linear", ">", 1.0, True)
    assert check_formula("s", "G (car -> X !fast)", jackal, where="test").atoms == ("car", "fast")
    with pytest.raises(InputError, match="unknown proposition 'fast' for robot 'spot'"):
        check_formula("s", "G (person -> X !fast)", spot_robot, where="test")


@pytest.mark.timeout(60)
def test_robots_lists_them():
    from typer.testing import CliRunner

    from safe_codegen.cli import app
    out = CliRunner().invoke(app, ["robots", "-r", "jackal", "--json"]).stdout
    assert json.loads(out)["argument_propositions"] == {"fast": "abs(velocity_publisher.linear) > 1"}
    out = CliRunner().invoke(app, ["robots", "-r", "jackal"]).stdout
    assert "actions publish_velocity, stop; fast: abs(velocity_publisher.linear) > 1; specs" in out
    assert "argument_propositions" not in CliRunner().invoke(app, ["robots", "-r", "spot", "--json"]).stdout


@pytest.mark.timeout(10)
def test_the_runtime_label_is_the_comparison_on_the_actual_value(jackal):
    labels = [argument_labels(jackal, "velocity_publisher", {"linear": v, "angular": 0})
              for v in (0.5, 1.0, 1.0000001, -1.5, 2, True, "3", math.nan, None)]
    assert [bool(x) for x in labels] == [False, False, True, True, True, False, False, False, False]
    assert argument_labels(jackal, "stop", {}) == frozenset()
    ne = ArgumentProposition("moving", "velocity_publisher", "linear", "!=", 0.0)
    assert ne.holds(math.nan) and ne.holds(0.1) and not ne.holds(0) and not ne.holds("x")


def _random_val(rng: random.Random) -> Val:
    types = frozenset(rng.sample(["bool", "int", "float", "str", "none"], rng.randint(1, 3)))
    a, b = sorted(rng.choice([-3, -1.5, -1, 0, 0.5, 1, 1.0, 2, 3, -math.inf, math.inf]) for _ in range(2))
    if not types & NUMERIC:
        return Val(types)
    return Val(types, a, b, nan="float" in types and rng.random() < 0.3)


def _members(v: Val, rng: random.Random) -> list[object]:
    """Values v stands for: its endpoints, points inside, nan, and one value of each non-numeric type."""
    out: list[object] = []
    if v.types & NUMERIC and v.lo <= v.hi:
        lo, hi = max(v.lo, -1e9), min(v.hi, 1e9)  # points inside, where the range has finite ones
        out += [v.lo, v.hi] + [rng.uniform(lo, hi) for _ in range(5) if lo <= hi]
        out += [x for x in (-1, 0, 1) if v.lo <= x <= v.hi]
    if v.nan:
        out.append(math.nan)
    out += [{"str": "a", "none": None}[t] for t in v.types - NUMERIC]
    return out


@pytest.mark.timeout(60)
def test_decide_is_what_every_value_in_the_range_gives():
    """decide() says True or False only when every value the abstract value stands for gives it at run time
    (ArgumentProposition.holds); and it is precise on plain ranges."""
    rng = random.Random(23)
    for _ in range(4000):
        prop = ArgumentProposition("p", "a", "x", rng.choice(["<", "<=", ">", ">=", "==", "!="]),
                                   rng.choice([-1.0, 0.0, 1.0, 1.5]), rng.random() < 0.5)
        v = _random_val(rng)
        verdict = decide(prop, v)
        if verdict is not None:
            assert all(prop.holds(x) == verdict for x in _members(v, rng)), (prop, v, verdict)
    fast = ArgumentProposition("fast", "a", "x", ">", 1.0, True)
    number = frozenset({"int", "float"})
    assert [decide(fast, Val(number, lo, hi)) for lo, hi in [(0, 1), (1.5, 2), (-2, -1.5), (-2, 0), (0.5, 3)]] == \
        [False, True, True, None, None]
    assert decide(fast, Val(frozenset({"str"}))) is False and decide(fast, Val(number, 2, 3, nan=True)) is None


@pytest.mark.timeout(60)
@pytest.mark.parametrize("body, expected", [
    ("velocity_publisher(0.5, 0)", False),
    ("velocity_publisher(-1.5, 0)", True),
    ("velocity_publisher(linear=1.0, angular=3)", False),
    ("velocity_publisher(angular=0.5, linear=2)", True),
    ("v = 0.4\n    velocity_publisher(v * 2, 0)", False),
    ("velocity_publisher(time.time() % 3, 0)", None),
    ("velocity_publisher(2 * math.sin(time.time()), 0)", None),
])
def test_the_analysis_decides_each_action_point(jackal, body, expected):
    fsa = build_fsa(parse_program(f"import math\nimport time\ndef f():\n    {body}\n", jackal), jackal)
    assert list(fsa.arguments.values()) == [{"fast": expected}]
    (p,) = fsa.arguments
    assert ("fast" in fsa.labels(p)) == bool(expected) and \
        fsa.undetermined(p) == (() if expected is not None else ("fast",))


SLOW_NEAR_CARS = """\
import math
import time

def drive():
    t0 = time.time()
    while time.time() - t0 < 20:
        if car_observed():
            velocity_publisher({near}, 0.0)
        else:
            velocity_publisher(1.8, 0.0)
    stop()
"""


@pytest.mark.timeout(120)
def test_the_shipped_spec_slow_near_cars(jackal, pool):
    """A program that drives slowly near cars is safe; one that drives fast (or at a speed the analysis cannot
    bound below 1 m/s) is unsafe, with the counterexample ending at its velocity command's line."""
    specs = robot_specs(jackal, ["slow-near-cars"])
    assert specs[0].formula == "G(car -> X!fast)"
    cases = {"slow": "0.6", "reverse": "-0.9", "fast": "1.5", "fast reverse": "-1.2", "unbounded": "time.time() % 2"}
    sources = [(name, SLOW_NEAR_CARS.format(near=near)) for name, near in cases.items()]
    results = verify_sources(sources, jackal, specs, pool)
    assert [r.verdict for r in results] == ["safe", "safe", "unsafe", "unsafe", "unsafe"]
    mon = monitor(specs[0].formula)
    for (name, source), r in zip(sources, results):
        assert check_explicit(prepare(source, jackal, specs).fsa, mon).holds == (r.verdict == "safe"), name
        if r.verdict == "unsafe":
            s = r.specs[0]
            bad = s.counterexample[s.violation_step]
            assert bad.line == 8 and bad.action == "publish_velocity", (name, bad)
            assert s.counterexample[s.violation_step - 1].env["car"]
            assert re.search(r"fast at step \d+ \(line 8\)", s.why), s.why


ARG_PROPS = """\
argument_propositions:
  fast: abs(velocity_publisher.linear) > 1.0
  reverse: velocity_publisher.linear < 0
  turning: velocity_publisher.angular != 0
  exact: velocity_publisher.linear == 0.5
"""
CALLS = ["velocity_publisher(1.0, 0.5)", "velocity_publisher(-1.5, 0)", "velocity_publisher(0.5, 0.0)",
         "velocity_publisher(time.time() % 3, 0.5)", "velocity_publisher(time.time() % 2 - 1, time.time())",
         "velocity_publisher(angular=0, linear=-0.5)"]
TEMPLATES = ["G ({a} -> X !{b})", "G ({b} -> X !{b})", "G ({a} -> !{b})", "!{b} W {a}", "G ({a} -> X ({b} -> X !{d}))",
             "G (!{b} | {d})"]


@pytest.fixture(scope="module")
def argbot(tmp_path_factory):
    """jackal with four argument propositions, one of each kind of comparison."""
    text = (ROBOTS / "jackal.yaml").read_text()
    path = tmp_path_factory.mktemp("argbot") / "jackal.yaml"
    path.write_text(text.replace("argument_propositions:\n" + FAST, ARG_PROPS))
    return load_robot(str(path))


@st.composite
def _program_with_arguments(draw) -> str:
    """A random program (tests/strategies.py) whose velocity commands get varied arguments."""
    source = draw(programs())
    return re.sub(r"velocity_publisher\([^()]*\)", lambda _: draw(st.sampled_from(CALLS)), source)


@st.composite
def _spec(draw) -> str:
    props = ENV + ACT + ["fast", "reverse", "turning", "exact"]
    return draw(st.sampled_from(TEMPLATES)).format(
        a=draw(st.sampled_from(props)), b=draw(st.sampled_from(["fast", "reverse", "turning", "exact"] + ACT)),
        d=draw(st.sampled_from(props)))


@pytest.mark.timeout(280)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                 HealthCheck.function_scoped_fixture])
@given(st.lists(_program_with_arguments(), min_size=6, max_size=6), st.lists(_spec(), min_size=2, max_size=3))
def test_nusmv_agrees_with_the_explicit_checker_on_argument_propositions(argbot, pool, sources, formulas):
    specs = [check_formula(f"s{i}", f, argbot, where="generated") for i, f in enumerate(formulas)]
    monitors = [monitor(s.formula) for s in specs]
    results = verify_sources([(f"p{i}", src) for i, src in enumerate(sources)], argbot, specs, pool)
    for src, res in zip(sources, results):
        assert res.verdict != "unverifiable", (res.reason, res.line, src)
        fsa = prepare(src, argbot, specs).fsa
        for spec, mon, sr in zip(specs, monitors, res.specs):
            assert sr.holds == check_explicit(fsa, mon).holds, (spec.formula, src)
            if not sr.holds:  # NuSMV's lasso, labelled with the values it chose, really is a violation
                assert sr.violation_step is not None, (spec.formula, src)


@pytest.mark.timeout(30)
def test_argument_values_survive_json_and_a_plans_joint_automaton(jackal):
    from safe_codegen.compose.algorithms import joint_fsa
    a = build_fsa(parse_program("def a():\n    velocity_publisher(1.5, 0)\n", jackal), jackal)
    b = build_fsa(parse_program("import time\ndef b():\n    velocity_publisher(0.5, 0)\n"
                                "    velocity_publisher(time.time(), 0)\n", jackal), jackal)
    assert fsa_from_json(fsa_to_json(b)).arguments == b.arguments == {0: {"fast": False}, 1: {"fast": None}}
    joint = joint_fsa([b, a], ["sequential"], ["b", "a"])
    assert {joint.points[p].text: v["fast"] for p, v in joint.arguments.items()} == {
        "[0:b] velocity_publisher(0.5, 0)": False, "[0:b] velocity_publisher(time.time(), 0)": None,
        "[1:a] velocity_publisher(1.5, 0)": True}


CALLS_OF_IS_IN_ROOM = {  # the call -> the proposition its selector `object` names
    'is_in_room("person", "backpack")': "backpack",
    'is_in_room("person", object="backpack")': "backpack",
    'is_in_room(object="person", camera="backpack")': "person",
}


@pytest.mark.timeout(120)
@pytest.mark.parametrize("call, prop", CALLS_OF_IS_IN_ROOM.items())
def test_one_selector_in_the_verifier_bridge_oracle_and_task_world(tmp_path, monkeypatch, call, prop):
    """With `params: [camera, object]` and `contains: object`, every part reads the object argument: the
    verifier's guard, the bridge's readings (through the oracle's random robot: every decision's outcome is
    the selected proposition's reading), and the task simulator's world (the backpack is here, the person not).
    The program sleeps between its looks (5 ms of wall clock at the oracle's time scale), so that the random robot,
    which draws fresh readings every 2 ms, is scheduled between them on a loaded machine too (without it a busy
    CI run once saw one reading for all 30 looks)."""
    from safe_codegen.sandbox.oracle import run_and_check
    from safe_codegen.tasks.simulator import simulation_description
    from safe_codegen.tasks.world import Scenario, VirtualWorld

    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "hello.yaml").write_text("formula: G (!person -> X !say)\n")  # the oracle's shield's
    monkeypatch.setenv(SEARCH_PATH, str(tmp_path))
    (tmp_path / "selbot.yaml").write_text(SELECTOR_ROBOT + "modules: {time: [sleep]}\nspecs: [hello]\n")
    robot = load_robot(str(tmp_path / "selbot.yaml"))
    source = textwrap.dedent(f"""\
        def f():
            for i in range(30):
                if {call}:
                    say("hi")
                time.sleep(1)
        """)
    program = parse_program(source, robot)
    fsa = build_fsa(program, robot)
    assert {e.guard.prop for e in fsa.edges if isinstance(e.guard, Env)} == {prop}  # the verifier
    oracle = run_and_check(program, robot, seed=3, fsa=fsa)
    assert oracle.mismatch is None and oracle.status == "finished"
    decisions = [e for e in oracle.run.log if e.get("kind") == "decision" and e.get("line") == 3]
    assert len(decisions) == 30 and {e["result"] for e in decisions} == {True, False}
    assert all(e["result"] == (prop in e["env"]) for e in decisions)  # the bridge read the selected argument
    world = VirtualWorld(simulation_description(robot), Scenario(rooms={"lab": ["backpack"]}, start="lab"), 1000, 60.0)
    args, kwargs = eval(call.replace("is_in_room", "(lambda *a, **k: (list(a), k))"))  # noqa: S307 (the test's own)
    assert world.call("is_in_room", args, kwargs) is (prop == "backpack")
