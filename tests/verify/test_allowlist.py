"""The static sandbox is an allow-list (issue 11): programs that reach the interpreter's internals
through public attributes, aliases or evaluation order are unverifiable; ordinary code still verifies."""

import builtins
import textwrap

import pytest

from safe_codegen.errors import InputError, Unverifiable
from safe_codegen.utils.paths import DATA, ROBOTS
from safe_codegen.verify.program import DATA_METHODS, SAFE_METHODS, parse_program
from safe_codegen.robot import HARMLESS_BUILTINS, load_robot

FRAME_WALK = """
def f():
    box = [None]
    gen = (box[0].gi_frame.f_back.f_back.f_globals for x in [1])
    box[0] = gen
    for found in gen:
        return found
"""

CASES = [
    # the red team's escapes
    (FRAME_WALK, 4, "attribute 'gi_frame' is not on the sandbox's allow-list"),
    ("def f():\n    g = (x for x in [1])\n    fr = g.gi_frame.f_back\n", 3, "'gi_frame'"),
    ("def f():\n    g = (x for x in [1])\n    for fr in [g.gi_frame]:\n        pass\n", 3, "'gi_frame'"),
    ("def f():\n    c = [x for x in [1]]\n    return c.cr_frame\n", 3, "'cr_frame'"),
    ("def f():\n    s = '{0.gi_frame.f_back}'.format((x for x in [1]))\n", 2, "method 'format' is not on"),
    ("def f():\n    s = str.format('{0}', 1)\n", 2, "method 'format'"),
    ("def f():\n    s = '{a}'.format_map({'a': 1})\n", 2, "method 'format_map'"),
    ("def f():\n    t = time\n    t.system('ls')\n", 2, "module 'time' used as a value"),
    ("def f():\n    print(math)\n", 2, "module 'math' used as a value"),
    ("def f():\n    return time\n", 2, "module 'time' used as a value"),
    ("def f():\n    m = map(stop, [1])\n", 2, "function 'stop' used as a value"),
    ("def f():\n    xs = []\n    g = xs.append\n", 3, "method 'append' used as a value"),
    ("def f():\n    xs = [1]\n    xs.sort(key=str.lower)\n", 3, "method 'lower' used as a value"),
    ("def f():\n    xs = []\n    xs.a = 1\n", 3, "assignment to attribute 'a'"),
    ("def f():\n    xs = []\n    xs.a += 1\n", 3, "assignment to attribute 'a'"),
    ("def f():\n    x = time.struct_time\n", 2, "'time.struct_time' is outside the robot's API"),
    ("def f():\n    x = math.pi.real\n", 2, "attribute 'real' is not on"),
    ("time = 3\ndef f():\n    pass\n", 1, "constant 'time' rebinds the module 'time'"),
    ("from time import time\ndef f():\n    pass\n", 1, "import 'time' rebinds the module 'time'"),
    # evaluation order
    ("def helper(x=stop()):\n    pass\ndef f():\n    pass\n", 1,
     "default value 'stop()' in function 'helper' is not a constant"),
    ("SPEED = 1\ndef f(x=SPEED):\n    pass\n", 2, "default value 'SPEED'"),
    ("def f():\n    x: print('hi') = 1\n", 2, "annotation 'print('hi')' is not a plain type"),
    ("def f():\n    x: int + 1 = 1\n", 2, "annotation 'int + 1'"),
    ("def f(x: stop()):\n    pass\n", 1, "annotation 'stop()'"),
    ("def f(x: List[int]):\n    pass\n", 1, "name 'List' in a parameter or return annotation"),
    ("def f():\n    d = {}\n    d['k']: int = stop()\n", 3, "only names can be annotated"),
    ("def f():\n    d = {}\n    for d['k'] in [1, 2]:\n        pass\n", 3, "loop target 'd['k']' must be a name"),
    ("def f():\n    x = [0 for x.a in [1]]\n", 2, "loop target 'x.a'"),
    ("def f():\n    d = {}\n    d[pedestrian_observed()] = 1\n", 3,
     "call to 'pedestrian_observed' in an assignment target"),
    ("def f():\n    d = {}\n    d[h()] += 1\ndef h():\n    return 1\n", 3, "call to 'h' in an assignment target"),
    # module level
    ("def f():\n    pass\ndef helper():\n    pass\nhelper()\nf()\n", 5, "module-level call 'helper()' is not allowed"),
    ("def f():\n    pass\nstop()\n", 3, "entry call to 'stop', which is not a function defined"),
    ("def f():\n    pass\nf()\nX = 1\n", 3, "module-level call 'f()' is not allowed"),
    ("def f(n):\n    pass\nf(1)\n", 3, "module-level call 'f(1)' is not allowed"),
    ("def f():\n    pass\nif __name__ == '__main__':\n    f()\n    f()\n", 3, "module-level if statement"),
    ("def f():\n    pass\nfor i in range(3):\n    f()\n", 3, "module-level for statement"),
]


@pytest.mark.parametrize("source,line,reason", CASES, ids=[c[2] for c in CASES])
def test_rejected(jackal, source, line, reason):
    with pytest.raises(Unverifiable) as err:
        parse_program(textwrap.dedent(source), jackal)
    assert reason in err.value.reason, err.value.reason
    assert err.value.line == line


def test_frame_walk_really_escapes_when_run():
    """The rejection matters: with only the harmless builtins, the program reaches the globals of
    whoever calls its entry function (in the runner: the module holding importlib and builtins)."""
    namespace = {"__builtins__": {n: getattr(builtins, n) for n in HARMLESS_BUILTINS}}
    exec(FRAME_WALK, namespace)
    assert namespace["f"]()["__name__"] == __name__


def test_harmless_code_verifies(jackal, check):
    r = check("""
        import math
        from math import sqrt, pi
        SPEED = 1.5
        def f(speed: float = 2.0, names: list[str] | None = None) -> None:
            names = ["a", "b"]
            xs = []
            xs.append(1)
            xs.extend([2, 3])
            xs.sort(key=abs)
            label = ", ".join(names).upper().strip()
            d = {"a": 1}
            d.setdefault("b", 2)
            for k, (i, v) in enumerate(d.items()):
                print(f"{k}: {i}={v!r:>4} {label}")
            seen = set()
            seen.add(len(names))
            rates = list(map(math.sqrt, [1.0, 4.0])) + sorted(names, key=len)
            d[len(xs)] = sqrt(2) * pi * math.pi
            n: int = 0
            while True:
                if pedestrian_observed():
                    stop()
                    time.sleep(0.1)
                else:
                    velocity_publisher(SPEED, math.radians(30))
        if __name__ == "__main__":
            f()
    """, jackal)
    assert r.verdict == "safe", r.reason


@pytest.mark.parametrize("path", sorted((DATA / "examples").glob("*/*.py")), ids=lambda p: p.stem)
def test_examples_pass_the_static_checks(path, jackal, indoor, spot_robot):
    robot = {"jackal": jackal, "jackal-indoor": indoor, "spot": spot_robot}[path.parent.name]
    parse_program(path.read_text(), robot, path)


def _robot_with_modules(tmp_path, modules: str):
    """The jackal robot file with its `modules:` block replaced."""
    text = (ROBOTS / "jackal.yaml").read_text()
    start = text.index("modules:")
    end = text.index("sensors:")
    path = tmp_path / "robot.yaml"
    path.write_text(text[:start] + modules + text[end:])
    return path


def test_star_module_is_its_numbers_and_builtin_functions(jackal, tmp_path):
    assert {"pi", "e", "inf", "sqrt", "radians", "floor"} <= jackal.modules["math"]
    assert jackal.modules["time"] == {"time", "sleep", "monotonic", "perf_counter"}  # an explicit list as given
    star_time = load_robot(str(_robot_with_modules(tmp_path, 'modules:\n  time: "*"\n')))
    names = star_time.modules["time"]
    assert {"time", "sleep", "monotonic"} <= names and not {"struct_time", "tzname"} & names


def test_star_module_that_cannot_be_imported_is_bad_input(tmp_path):
    path = _robot_with_modules(tmp_path, 'modules:\n  time: [time]\n  no_such_module_xyz: "*"\n')
    line = path.read_text().splitlines().index('  no_such_module_xyz: "*"') + 1
    with pytest.raises(InputError, match=rf"robot\.yaml:{line}: module 'no_such_module_xyz' cannot be imported"):
        load_robot(str(path))


def test_data_methods_reach_no_code():
    """Every listed method exists on its type and is a plain method of it (not a property or
    a descriptor that could hand out frames); format and format_map are not listed."""
    types = {"str": str, "list": list, "dict": dict, "set": set}
    for kind, names in DATA_METHODS.items():
        for name in names:
            assert callable(getattr(types[kind], name)), (kind, name)
    assert not {"format", "format_map", "mro", "gi_frame", "f_back", "f_globals", "send", "throw"} & SAFE_METHODS
