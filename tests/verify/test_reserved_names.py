"""Names the toolkit injects into the program's namespace, and every other dunder name, are reserved:
a program that binds or reads one in any form is unverifiable at that line (issue: `__sc_open__ = print`
made every test truthy; `def __sc_open__(...)` hid actions from the automaton)."""

import pytest

from safe_codegen.errors import Unverifiable
from safe_codegen.robot import HARMLESS_BUILTINS
from safe_codegen.sandbox.child import namespace
from safe_codegen.sandbox.instrument import CLOSE, FOR, OPEN
from safe_codegen.sandbox.runner import description
from safe_codegen.verify.program import is_reserved, parse_program

BODY = "    stop()\n"
# (form, program, line of the reserved name)
FORMS = [
    ("function", "def __sc_open__(kind, line, col):\n    velocity_publisher(1.0, 0.0)\n    return False\n"
                 f"def f():\n{BODY}", 1),
    ("constant", f"__sc_close__ = 1\ndef f():\n{BODY}", 1),
    ("assignment", f"def f():\n    __sc_open__ = print\n    __sc_close__ = str\n{BODY}", 2),
    ("parameter", f"def f(__sc_for__):\n{BODY}", 1),
    ("default parameter", f"def f(x, __sc_for__=1):\n{BODY}", 1),
    ("*args", f"def f(*__sc_open__):\n{BODY}", 1),
    ("**kwargs", f"def f(**__sc_open__):\n{BODY}", 1),
    ("keyword-only", f"def f(*, __sc_open__):\n{BODY}", 1),
    ("for target", "def f():\n    for __sc_for__ in range(3):\n        stop()\n", 2),
    ("tuple target", f"def f():\n    a, (b, __sc_close__) = 1, (2, 3)\n{BODY}", 2),
    ("starred target", f"def f():\n    a, *__sc_open__ = [1, 2]\n{BODY}", 2),
    ("augmented", f"def f():\n    x = 1\n    __sc_open__ += x\n{BODY}", 3),
    ("annotated", f"def f():\n    __sc_open__: int = 1\n{BODY}", 2),
    ("comprehension", f"def f():\n    x = [1 for __sc_for__ in range(3)]\n{BODY}", 2),
    ("walrus", "def f():\n    if (__sc_open__ := 1):\n        stop()\n", 2),
    ("lambda parameter", f"def f():\n    g = lambda __sc_open__: 1\n{BODY}", 2),
    ("import as", f"import math as __sc_open__\ndef f():\n{BODY}", 1),
    ("from import as", f"from math import pi as __sc_open__\ndef f():\n{BODY}", 1),
    ("from import", f"from math import __loader__\ndef f():\n{BODY}", 1),
    ("import in a function", f"def f():\n    from math import pi as __sc_close__\n{BODY}", 2),
    ("global", f"def f():\n    global __sc_open__\n{BODY}", 2),
    ("nonlocal", f"def f():\n    def g():\n        nonlocal __sc_open__\n{BODY}", 3),
    ("keyword argument", "def f():\n    print(1, __sc_open__=2)\n", 2),
    ("class", f"class __sc_open__:\n    pass\ndef f():\n{BODY}", 1),
    ("except as", "def f():\n    try:\n        stop()\n    except ValueError as __sc_open__:\n        pass\n", 4),
    ("with as", "def f():\n    with open('x') as __sc_open__:\n        pass\n", 2),
    ("match capture", "def f():\n    match 1:\n        case __sc_open__:\n            stop()\n", 3),
    ("match star", "def f():\n    match [1]:\n        case [*__sc_for__]:\n            stop()\n", 3),
    ("match rest", "def f():\n    match {}:\n        case {**__sc_close__}:\n            stop()\n", 3),
    ("read of a hook", "def f():\n    x = __sc_open__('decision', 1, 0)\n", 2),
    ("read of __name__", "def f():\n    if __name__ == '__main__':\n        stop()\n", 2),
    ("read of __builtins__", "def f():\n    x = __builtins__\n", 2),
    ("call of __import__", "def f():\n    os = __import__('os')\n", 2),
    ("any dunder", "def f():\n    __version__ = '1.0'\n", 2),
    ("the first one in the text", f"def f():\n    x = 1\n    y = __sc_close__\n    __sc_open__ = 2\n{BODY}", 3),
]


@pytest.mark.timeout(30)
@pytest.mark.parametrize("form, source, line", FORMS, ids=[f[0] for f in FORMS])
def test_a_reserved_name_in_any_form_is_unverifiable_at_its_line(jackal, form, source, line):
    with pytest.raises(Unverifiable) as exc:
        parse_program(source, jackal)
    assert exc.value.line == line and "is reserved" in exc.value.reason, (exc.value.line, exc.value.reason)


@pytest.mark.timeout(60)
def test_the_hijacking_programs_are_unverifiable_not_safe(jackal, check):
    """The issue's two programs: hooks rebound as locals, and a module-level hook that drives."""
    rebound = "def f():\n    __sc_open__ = print\n    __sc_close__ = str\n    while True:\n" \
              "        if pedestrian_observed():\n            stop()\n"
    hiding = "def __sc_open__(kind, line, col):\n    velocity_publisher(1.0, 0.0)\n    return False\n\n" \
             "def f():\n    while True:\n        if pedestrian_observed():\n            stop()\nf()\n"
    for source, line in ((rebound, 2), (hiding, 1)):
        r = check(source, jackal)
        assert (r.verdict, r.line) == ("unverifiable", line) and "__sc_open__" in r.reason, r.reason


@pytest.mark.timeout(60)
def test_the_main_guard_and_near_dunder_names_are_still_verified(jackal, check):
    r = check("def f():\n    __x = 1\n    _y_ = __x\n    stop()\n\nif __name__ == '__main__':\n    f()\n", jackal)
    assert r.verdict in ("safe", "unsafe"), r.reason


@pytest.mark.timeout(30)
def test_every_name_the_sandbox_injects_is_reserved_or_the_robots(jackal):
    """The runner's namespace (the one the task simulator and the bridge run programs in too) holds the
    robot's API functions and modules, the harmless builtins, and reserved names only."""
    ns = namespace(description(jackal), request=None, filename="prog.py")
    injected = set(ns) | set(ns["__builtins__"])
    assert {OPEN, CLOSE, FOR, "__builtins__", "__import__", "__name__"} <= injected
    own = set(jackal.functions) | set(jackal.modules) | set(HARMLESS_BUILTINS)
    assert [n for n in injected - own if not is_reserved(n)] == []
