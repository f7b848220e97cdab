"""Programs outside the sandbox or the supported constructs are unverifiable, with line and reason."""

import pytest

CASES = [
    ("", 1, "empty program"),
    ("def f(:\n    pass\n", 1, "syntax error"),
    ("x = 1\n", 1, "no function"),
    ("import os\ndef f():\n    os.system('ls')\n", 1, "import of module 'os'"),
    ("def f():\n    import subprocess\n", 2, "import of module 'subprocess'"),
    ("from os import path\ndef f():\n    pass\n", 1, "import from module 'os'"),
    ("def f():\n    exec('stop()')\n", 2, "call to 'exec'"),
    ("def f():\n    open('/etc/passwd')\n", 2, "call to 'open'"),
    ("def f():\n    eval('1')\n", 2, "call to 'eval'"),
    ("def f():\n    __import__('os')\n", 2, "name '__import__' is reserved"),
    ("def f():\n    x = time.__dict__\n", 2, "private attribute '__dict__'"),
    ("def f():\n    time.system('ls')\n", 2, "'time.system' is outside the robot's API"),
    ("def f():\n    x = ().__class__\n", 2, "private attribute"),
    ("def f():\n    g = velocity_publisher\n    g(1, 0)\n", 2, "used as a value"),
    ("def f():\n    if locals():\n        stop()\n", 2, "call to 'locals'"),
    ("def f():\n    fly(3)\n", 2, "call to 'fly'"),
    ("def f():\n    sleep(0.5)\n", 2, "call to 'sleep'"),
    ("def f():\n    print(speed)\n", 2, "name 'speed' is not defined"),
    ("def f():\n    total += 1\n", 2, "name 'total' may be used before it is assigned"),
    ("def f():\n    if pedestrian_observed():\n        t = 1\n    print(t)\n", 4, "may be used before"),
    ("def f():\n    for i in range(3):\n        t = 1\n    print(t)\n", 4, "may be used before"),
    ("def f():\n    velocity_publisher(1)\n", 2, "missing argument(s): angular"),
    ("def f():\n    velocity_publisher(1, 2, 3)\n", 2, "takes 2 argument(s) but 3 were given"),
    ("def f():\n    stop(now=True)\n", 2, "unexpected keyword argument 'now'"),
    ("def f():\n    velocity_publisher(1, linear=2)\n", 2, "multiple values for argument 'linear'"),
    ("def f():\n    try:\n        stop()\n    except Exception:\n        pass\n", 2, "try statement"),
    ("def f():\n    with open('x') as h:\n        pass\n", 2, "with statement"),
    ("def f():\n    g = lambda: 1\n", 2, "lambda"),
    ("def f():\n    f()\n", 2, "recursive call to 'f'"),
    ("def g():\n    h()\ndef h():\n    g()\ndef f():\n    g()\n", 4, "recursive call to 'g' (f -> g -> h -> g)"),
    ("def f():\n    x = [stop() for i in range(3)]\n", 2, "inside a comprehension"),
    ("def f():\n    x = pedestrian_observed() and stop()\n", 2, "runs only sometimes"),
    ("def stop():\n    pass\ndef f():\n    stop()\n", 1, "redefines a robot API function"),
    ("def f():\n    while True:\n        break\n    else:\n        stop()\n", 5, "else clause on a loop"),
    ("def f():\n    helper(1)\ndef helper():\n    stop()\n", 2, "'helper' takes 0 argument(s)"),
    ("print('hi')\ndef f():\n    pass\n", 1, "module-level"),
]


@pytest.mark.parametrize("source,line,reason", CASES, ids=[c[2] for c in CASES])
def test_unverifiable(jackal, check, source, line, reason):
    r = check(source, jackal)
    assert r.verdict == "unverifiable"
    assert reason in r.reason, r.reason
    assert r.line == line
    assert r.specs == []


def test_allowed_harmless_calls_are_verifiable(jackal, check):
    r = check("""
        import math
        from time import sleep
        SPEED = 2.0
        def f():
            start = time.time()
            rates = [abs(x) * math.pi for x in range(3)]
            print(len(rates), max(rates), round(min(rates), 2))
            while time.time() - start < 5:
                if pedestrian_observed():
                    stop()
                    sleep(0.1)
                else:
                    velocity_publisher(SPEED, math.radians(30))
        if __name__ == "__main__":
            f()
    """, jackal)
    assert r.verdict == "safe", r.reason


def test_unreachable_code_after_return_is_not_checked_for_names(jackal, check):
    r = check("def f():\n    return\n    print(undefined_name)\n", jackal)
    assert r.verdict == "safe"
