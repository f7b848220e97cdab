"""The forked NuSMV child of the quick path (`verify` on a few programs): answers, contains crashes,
refuses a second batch, and leaves no process behind."""

import os

import pytest

from safe_codegen.verify.forked import ForkedNuSMV
from safe_codegen.verify.nusmv import CheckFailed

OK = "MODULE main\nVAR x : boolean;\nLTLSPEC NAME s := G x;\n"
HOLDS = "MODULE main\nVAR x : boolean;\nASSIGN init(x) := TRUE; next(x) := TRUE;\nLTLSPEC NAME s := G x;\n"
# NuSMV overflows its C stack on deeply nested negations (segfault), as in test_engine.py.
CRASH = "MODULE main\nVAR x : boolean;\nDEFINE d := " + "!" * 300_000 + "x;\nLTLSPEC G d;\n"


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_outcomes_in_order_with_a_counterexample():
    with ForkedNuSMV() as checker:
        pid = checker.pid
        out = checker.check([OK, HOLDS])
    assert [o.holds for o in out[0]] == [False] and out[0][0].states
    assert [o.holds for o in out[1]] == [True]
    assert _gone(pid)


def test_a_crash_fails_only_its_model():
    with ForkedNuSMV() as checker:
        out = checker.check([OK, CRASH, HOLDS])
    assert isinstance(out[1], CheckFailed) and "died" in out[1].reason
    assert [o.holds for o in out[0]] == [False] and [o.holds for o in out[2]] == [True]
    with ForkedNuSMV() as checker:
        (alone,) = checker.check([CRASH])
    assert isinstance(alone, CheckFailed) and "died" in alone.reason


def test_one_batch_only_and_unused_child_is_reaped():
    with ForkedNuSMV() as checker:
        checker.check([OK])
        with pytest.raises(RuntimeError):
            checker.check([OK])
    with ForkedNuSMV() as unused:
        pid = unused.pid
    assert _gone(pid)


def test_pynusmv_loads_without_its_expression_parser_which_loads_when_used():
    """load_pynusmv defers pynusmv.parser (and pyparsing, 0.12 s): checking a model never needs it, a
    syntax error is still pynusmv's own exception, and a parser function loads the real module."""
    import subprocess
    import sys
    script = f"""
import sys
from safe_codegen.verify.nusmv import _check_one, load_pynusmv
load_pynusmv()
out = [_check_one(t) for t in ({OK!r}, {HOLDS!r}, "MODULE main\\nVAR x : boolean\\nASSIGN\\n")]
print([o.holds for o in out[0]], [o.holds for o in out[1]], out[2].reason)
print("pyparsing" in sys.modules)
from pynusmv.init import init_nusmv
from pynusmv.parser import parse_simple_expression
with init_nusmv():
    print(type(parse_simple_expression("a & b")).__name__, "pyparsing" in sys.modules)
"""
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    checks, parser_loaded, used = p.stdout.splitlines()
    assert checks == ("[False] [True] NuSMV rejected the model: NuSMVParsingError: Error at line 3, "
                      "token 'ASSIGN': syntax error")
    assert parser_loaded == "False"
    assert used == "node True"
