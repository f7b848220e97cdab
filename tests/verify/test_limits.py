"""Command limits in the verifier: robot files declare them, the interval analysis bounds every action
argument, and the built-in within_limits spec fails where an argument may leave its limits; the verifier
and the bridge bind a by-argument sensor's selector the same way."""

from __future__ import annotations

import ast
import math
import random
import textwrap

import pytest

from safe_codegen.errors import InputError
from safe_codegen.monitor import monitor
from safe_codegen.robot import bind, load_robot, selected
from safe_codegen.spec import robot_specs
from safe_codegen.utils.paths import DATA, ROBOTS, ROOT
from safe_codegen.verify.explicit import check_explicit
from safe_codegen.verify.fsa import OUT_OF_LIMITS, build_fsa
from safe_codegen.verify.intervals import NUMERIC, Analysis
from safe_codegen.verify.program import parse_program
from safe_codegen.verify.verifier import verify_sources
from ..selbot import SELECTOR_ROBOT


def verify(source: str, robot, pool, specs=None):
    return verify_sources([("prog.py", textwrap.dedent(source))], robot, robot_specs(robot, specs), pool)[0]


def within(result) -> object:
    return next(s for s in result.specs if s.name == "within_limits")


@pytest.mark.timeout(60)
def test_the_issues_commands(jackal, pool):
    """A string speed is unverifiable on its line; 10 ** 308 m/s is a within_limits counterexample at the
    action, with the value in the why sentence; the default specs still pass."""
    r = verify("def f():\n    velocity_publisher(\"nan\", \"1e999\")\n", jackal, pool)
    assert r.verdict == "unverifiable" and r.line == 2
    assert "'linear' of velocity_publisher is the str 'nan'" in r.reason and "number in [-2, 2] m/s" in r.reason
    r = verify("def f():\n    x = 1\n    velocity_publisher(10 ** 308, 0)\n", jackal, pool)
    spec = within(r)
    assert r.verdict == "unsafe" and not spec.holds and [s.name for s in r.specs if s.holds] == ["phi1", "phi2"]
    bad = spec.counterexample[spec.violation_step]
    assert bad.line == 3 and bad.action == "publish_velocity"
    assert "'linear' may be int 1e+308, outside its limits (number in [-2, 2] m/s)" in spec.why


@pytest.mark.timeout(60)
@pytest.mark.parametrize("body, safe, shown", [
    ("speed = 0.5\n    while True:\n        speed = speed + 0.1\n        velocity_publisher(speed, 0)",
     False, "float in [0.5, inf]"),  # loop-carried: widened to unbounded
    ("velocity_publisher(3 * math.pi / 5, -math.pi / 5)", True, None),  # the corpus's U-turn: 1.88 m/s
    ("velocity_publisher(2.0, -4)", True, None),  # the limits themselves
    ("velocity_publisher(2.0000001, 0)", False, "float 2"),
    ("t = time.time()\n    velocity_publisher(t, 0)", False, "float in [0, 1.79769e+308]"),
    ("velocity_publisher(float('nan'), 0)", False, "or nan"),
    ("velocity_publisher(min(abs(time.time()), 1.5), 0)", True, None),
    ("go = True\n    velocity_publisher(go, 0)", False, "bool 1"),
    ("velocity_publisher(1, math.sin(time.time()) * 4)", True, None),
    ("velocity_publisher(1, math.sin(time.time()) * 4.5)", False, "float in [-4.5, 4.5]"),
    ("for v in [0.5, 1.0, 1.5]:\n        velocity_publisher(v, 0)", True, None),
    ("vs = [0.5]\n    vs.append(9)\n    for v in vs:\n        velocity_publisher(v, 0)", False, "any value"),
])
def test_argument_ranges(jackal, pool, body, safe, shown):
    r = verify(f"import math\nimport time\ndef f():\n    {body}\n", jackal, pool)
    spec = within(r)
    assert spec.holds is safe, spec.why
    if shown:
        assert shown in spec.why


@pytest.mark.timeout(60)
def test_helper_parameters_are_the_join_of_their_call_sites(jackal, pool):
    src = """
    def drive(speed):
        velocity_publisher(speed, 0)
    def f():
        drive(1.0)
        drive(SLOW)
    SLOW = 0.25
    """
    assert within(verify(src, jackal, pool)).holds
    assert not within(verify(src.replace("drive(1.0)", "drive(2.5)"), jackal, pool)).holds


@pytest.mark.timeout(60)
def test_string_arguments_of_the_indoor_robot(indoor, pool):
    """Types only: a location from a query is a str; a number where a message goes is not."""
    ok = "def f():\n    here = get_current_location()\n    for room in get_all_rooms():\n        go_to(room)\n" \
         "    go_to(here)\n    say(f'back in {here}')\n"
    assert verify(ok, indoor, pool).verdict == "safe"
    r = verify("def f():\n    n = len(get_all_rooms())\n    say(n)\n", indoor, pool)
    assert not within(r).holds and "'message' may be int in [0, inf]" in within(r).why
    assert verify("def f():\n    say(3)\n", indoor, pool).verdict == "unverifiable"


@pytest.mark.timeout(120)
def test_nusmv_and_the_explicit_checker_agree_on_within_limits(jackal, pool):
    spec = next(s for s in robot_specs(jackal) if s.name == "within_limits")
    mon = monitor(spec.formula)
    programs = [
        "def f():\n    velocity_publisher(1, 0)\n",
        "def f():\n    while True:\n        if pedestrian_observed():\n            stop()\n"
        "        else:\n            velocity_publisher(5, 0)\n",
        "def f():\n    s = 0\n    while car_observed():\n        s += 1\n        stop()\n    if s > 3:\n"
        "        velocity_publisher(s, 0)\n",
        "def f():\n    if pedestrian_observed():\n        velocity_publisher(9, 0)\n    stop()\n",
    ]
    results = verify_sources([(f"p{i}", p) for i, p in enumerate(programs)], jackal, [spec], pool)
    for source, r in zip(programs, results):
        fsa = build_fsa(parse_program(source, jackal), jackal)
        assert check_explicit(fsa, mon).holds == r.specs[0].holds
    assert [r.specs[0].holds for r in results] == [True, False, False, False]
    fsa = build_fsa(parse_program(programs[1], jackal), jackal)
    assert [fsa.points[p].line for p in fsa.out_of_limits] == [6] and OUT_OF_LIMITS in fsa.labels(
        next(iter(fsa.out_of_limits)))


# the interval analysis against Python itself: random arithmetic, each value checked to lie in its range
_LEAVES = ["0", "1", "-3", "2.5", "0.1", "1e308", "-1e308", "int(1e308)", "math.pi", "math.inf", "-math.inf",
           "math.nan", "True", "x", "y"]
_BINARY = ["+", "-", "*", "/", "//", "%", "**"]
_EXPONENTS = ["0", "1", "2", "3", "-1", "0.5", "y"]  # small: Python's own 7 ** int(1e308) would never end
_CALLS = ["abs({})", "math.sin({})", "math.sqrt({})", "float({})", "int({})", "round({})", "min({}, {})",
          "max({}, {})", "math.radians({})", "math.floor({})", "math.atan2({}, {})", "-{}", "round({}, 2)"]


def _expr(rng: random.Random, depth: int) -> str:
    if depth == 0 or rng.random() < 0.25:
        return rng.choice(_LEAVES)
    if rng.random() < 0.6:
        op = rng.choice(_BINARY)
        right = rng.choice(_EXPONENTS) if op == "**" else _expr(rng, depth - 1)
        return f"({_expr(rng, depth - 1)} {op} {right})"
    call = rng.choice(_CALLS)
    return call.format(*(_expr(rng, depth - 1) for _ in range(call.count("{}"))))


def _contains(v, value) -> bool:
    kind = {bool: "bool", int: "int", float: "float", complex: "other"}.get(type(value))
    if kind is None or kind not in v.types:
        return False
    if kind == "other":
        return True
    if isinstance(value, float) and math.isnan(value):
        return v.nan
    return v.types & NUMERIC and v.lo <= value <= v.hi


@pytest.mark.timeout(120)
def test_intervals_cover_every_value_python_computes(jackal):
    rng = random.Random(7)
    checked = 0
    for _ in range(3000):
        expr = _expr(rng, 3)
        x, y = rng.choice([0, 7, -2.5, 1e300, math.inf]), rng.choice([1, -1, 0.5, 1e-300])
        other = rng.choice([0, 3, -1.5])
        source = f"import math\ndef f():\n    x = {'1e999' if x == math.inf else repr(x)}\n" \
                 f"    if pedestrian_observed():\n        x = {other!r}\n    y = {y!r}\n    v = {expr}\n" \
                 "    velocity_publisher(v, 0)\n"
        try:
            value = eval(expr, {"math": math, "x": rng.choice([x, other]), "y": y})  # noqa: S307 (the test's own)
        except (ArithmeticError, ValueError, TypeError):
            continue
        program = parse_program(source, jackal)
        analysis = Analysis(program.tree, program.functions, program.entry, jackal)
        fn = program.entry
        call = next(n for n in ast.walk(fn)
                    if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "velocity_publisher")
        v = analysis.arguments(call, fn, jackal.functions["velocity_publisher"])[0].value
        # x holds one of two values (the branch): the one eval used must be covered
        assert _contains(v, value) or (isinstance(value, float) and math.isnan(value) and v.nan), (expr, x, y, value, v)
        checked += 1
    assert checked > 1000


def _statements(rng: random.Random, depth: int) -> list[str]:
    """A random block over a, b: assignments, calls, branches on a sensor and short loops (unindented)."""
    out = []
    for _ in range(rng.randint(1, 4)):
        pick = rng.random()
        value = rng.choice(["0.5", "-2", "3", "a", "b", "a + b", "a * 2", "b - 1", "a / 4", "-a", "b * b"])
        if pick < 0.4:
            out.append(f"{rng.choice('ab')} = {value}")
        elif pick < 0.6:
            out.append(f"velocity_publisher({value}, 0)")
        elif depth and pick < 0.8:
            out += ["if pedestrian_observed():"] + [f"    {x}" for x in _statements(rng, depth - 1)]
        elif depth:
            out += [f"for _ in range({rng.randint(0, 3)}):"] + [f"    {x}" for x in _statements(rng, depth - 1)]
    return out or ["stop()"]


@pytest.mark.timeout(120)
def test_versions_cover_every_value_a_run_sends(jackal):
    """Random programs that reassign a and b at the top level, in branches and in loops, run for real with random
    sensor readings: every value each velocity_publisher call sends lies in that call's range (the versions of
    intervals._versions are sound), over 400 programs x 6 runs."""
    rng = random.Random(11)
    calls = 0
    for _ in range(400):
        body = ["a = 1.0", "b = 0.25"] + _statements(rng, 2) + ["velocity_publisher(a + b, 0)"]
        source = "def f():\n" + "".join(f"    {line}\n" for line in body)
        program = parse_program(source, jackal)
        analysis = Analysis(program.tree, program.functions, program.entry, jackal)
        nodes = [n for n in ast.walk(program.entry) if isinstance(n, ast.Call) and getattr(n.func, "id", "") ==
                 "velocity_publisher"]
        ranges = {n.lineno: analysis.arguments(n, program.entry, jackal.functions["velocity_publisher"])[0].value
                  for n in nodes}
        for _ in range(6):
            sent = []

            def publish(linear, angular):
                import sys
                sent.append((sys._getframe(1).f_lineno, linear))
            scope = {"velocity_publisher": publish, "pedestrian_observed": lambda: rng.random() < 0.5,
                     "stop": lambda: None}
            exec(compile(source, "prog.py", "exec"), scope)  # noqa: S102 (the test's own programs)
            scope["f"]()
            for line, value in sent:
                assert _contains(ranges[line], value), (source, line, value, ranges[line])
                calls += 1
    assert calls > 2000


@pytest.mark.timeout(60)
@pytest.mark.parametrize("old, new, message", [
    ("linear: {type: number, unit: m/s, min: -2.0, max: 2.0}", "linear: {type: number, unit: m/s, min: 2.0, max: -2.0}",
     "the range of 'linear' must be numbers min <= max"),
    ("linear: {type: number, unit: m/s, min: -2.0, max: 2.0}", "speed: {type: number}", "limits for 'speed'"),
    ("linear: {type: number, unit: m/s, min: -2.0, max: 2.0}", "linear: {type: velocity}", "need a type"),
    ("linear: {type: number, unit: m/s, min: -2.0, max: 2.0}", "linear: {type: str, max: 2.0}",
     "the range of 'linear' must be numbers"),
])
def test_bad_limits_name_file_and_line(tmp_path, old, new, message):
    text = (ROBOTS / "jackal.yaml").read_text()
    assert old in text
    path = tmp_path / "jackal.yaml"
    path.write_text(text.replace(old, new))
    with pytest.raises(InputError) as exc:
        load_robot(str(path))
    where = str(exc.value).split(": ")[0]
    assert message in str(exc.value) and where.startswith(str(path))
    assert new.split(":")[0].strip() in path.read_text().splitlines()[int(where.rsplit(":", 1)[1]) - 1]




@pytest.mark.timeout(60)
def test_verifier_and_bridge_select_on_the_same_parameter(tmp_path, pool):
    """With params [camera, object] and `contains: object`, is_in_room("person", "backpack") looks for the
    backpack: the verifier reads the backpack too, so a person spec fails; by keyword it reads the person."""
    (tmp_path / "selbot.yaml").write_text(SELECTOR_ROBOT)
    (tmp_path / "person.yaml").write_text("formula: G (!person -> X !say)\n")
    robot = load_robot(str(tmp_path / "selbot.yaml"))
    fn = robot.functions["is_in_room"]
    assert fn.selector == "object" and selected(fn, ["person", "backpack"], {}) == "backpack"
    assert selected(fn, [], {"object": "person", "camera": "backpack"}) == "person"
    assert bind(fn, ["c"], {"object": "o"}) == {"camera": "c", "object": "o"}
    with pytest.raises(TypeError, match="multiple values"):
        bind(fn, ["c", "o"], {"object": "o"})
    from safe_codegen.bridge.rosmap import load_ros_map
    reading = load_ros_map(robot).sensors["is_in_room"]  # what the bridge evaluates for the same call
    assert reading.value({"data": "backpack"}, bind(fn, ["person", "backpack"], {})) is True
    spec = [str(tmp_path / "person.yaml")]
    by_position = "def f():\n    if is_in_room(\"person\", \"backpack\"):\n        say(\"hi\")\n"
    by_keyword = "def f():\n    if is_in_room(object=\"person\", camera=\"backpack\"):\n        say(\"hi\")\n"
    results = verify_sources([("a", by_position), ("b", by_keyword)], robot, robot_specs(robot, spec), pool)
    assert [r.verdict for r in results] == ["unsafe", "safe"]


CORPORA = [DATA / "corpora", ROOT.parent / "shared" / "corpora"]


@pytest.mark.timeout(280)
def test_examples_and_corpora_stay_safe_with_the_documented_limits(pool):
    """Every shipped example keeps its verdict, and at least 95% of the corpus programs safe under the
    robot's other specs are safe with within_limits too (the one that is not sends 3.77 m/s)."""
    expected = {"jackal/turn_right_90_degrees_1.py": "unsafe", "jackal/turn_right_90_degrees_2.py": "safe",
                "jackal-indoor/bring_backpack_1.py": "unsafe", "jackal-indoor/bring_backpack_2.py": "safe",
                "spot/search.py": "safe"}
    for name, verdict in expected.items():
        robot = load_robot(name.split("/")[0])
        r = verify_sources([(name, (DATA / "examples" / name).read_text())], robot, robot_specs(robot), pool)[0]
        assert r.verdict == verdict and within(r).holds, (name, r.reason, [s.why for s in r.specs])
    assert verify_sources([("bool", "def f():\n    velocity_publisher(True, 0)\n")], load_robot("jackal"),
                          robot_specs(load_robot("jackal")), pool)[0].line == 2  # a bool literal speed
    jackal = load_robot("jackal")
    files = sorted({f.resolve() for d in CORPORA if d.is_dir() for f in d.glob("**/exp_*.py")})
    assert len(files) >= 100
    results = verify_sources([(str(f), f.read_text()) for f in files], jackal, robot_specs(jackal), pool)
    before = [r for r in results if r.verdict != "unverifiable" and all(
        s.holds for s in r.specs if s.name != "within_limits")]
    kept = [r for r in before if r.verdict == "safe"]
    assert len(kept) >= 0.95 * len(before), [(r.program, within(r).why) for r in before if r.verdict != "safe"]


@pytest.mark.timeout(30)
def test_a_plans_joint_automaton_keeps_its_steps_out_of_limits(jackal):
    from safe_codegen.compose.algorithms import joint_fsa
    fast = build_fsa(parse_program("def a():\n    velocity_publisher(3, 0)\n", jackal), jackal)
    slow = build_fsa(parse_program("def b():\n    velocity_publisher(1, 0)\n    velocity_publisher(9, 0)\n", jackal),
                     jackal)
    joint = joint_fsa([slow, fast], ["sequential"], ["b", "a"])
    assert sorted(joint.points[p].text for p in joint.out_of_limits) == [
        "[0:b] velocity_publisher(9, 0)", "[1:a] velocity_publisher(3, 0)"]
