"""The sandbox's message protocol at its edges: the size limit, what counts as a message, the values a
program may pass, nested and repeated steps, where an error is reported, and the parent's checks of
the order and kinds of the child's messages."""

from __future__ import annotations

import os
import threading

import pytest

from safe_codegen.sandbox.child import MAX_MESSAGE, ProtocolError, read_message
from safe_codegen.sandbox.runner import MAX_OPEN_STEPS, Outcome, Sandbox, check_message, description

from .test_isolation import Recorder, isolated


def _read(data: bytes, limit: int = MAX_MESSAGE) -> dict | None:
    r, w = os.pipe()
    writer = threading.Thread(target=lambda: (os.write(w, data), os.close(w)))  # a pipe holds only 64 KiB
    writer.start()
    try:
        return read_message(r, limit)
    finally:
        writer.join()
        os.close(r)


@pytest.mark.timeout(30)
def test_a_message_may_be_as_long_as_the_limit_and_no_longer():
    body = b'{"op":"output","text":"' + b"x" * 100 + b'"}'
    assert _read(len(body).to_bytes(4, "big") + body, len(body)) == {"op": "output", "text": "x" * 100}
    with pytest.raises(ProtocolError, match=f"a message of {len(body)} bytes"):
        _read(len(body).to_bytes(4, "big") + body, len(body) - 1)


@pytest.mark.timeout(30)
@pytest.mark.parametrize("body", [b"[1, 2]", b'"done"', b"7"])
def test_a_message_is_a_json_object(body):
    with pytest.raises(ProtocolError, match="a message must be a JSON object"):
        _read(len(body).to_bytes(4, "big") + body)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("call, error", [
    ("velocity_publisher(float('nan'), 0)", "ValueError: cannot pass nan to velocity_publisher"),
    ("velocity_publisher(float('inf'), 0)", "ValueError: cannot pass inf to velocity_publisher"),
    ("velocity_publisher([1.0, [{2}]], 0)", "TypeError: cannot pass a set to velocity_publisher"),
])
def test_values_json_cannot_carry_are_the_programs_error_with_its_line(jackal, call, error):
    outcome, world, _ = isolated(f"def main():\n    x = 1\n    {call}\n", jackal)
    assert outcome == Outcome("error", error, 3) and world.log == []


@pytest.mark.timeout(60)
def test_an_error_is_reported_at_the_innermost_line_of_the_program(jackal):
    outcome, _, _ = isolated("def helper():\n    return 1 / 0\n\ndef main():\n    helper()\n", jackal)
    assert outcome == Outcome("error", "ZeroDivisionError: division by zero", 2)


NESTED = """\
def ready():
    return __sc_close__(__sc_open__("sense", 2, 4) or pedestrian_observed())
def main():
    for i in range(1500):
        if __sc_close__(__sc_open__("decision", 5, 8) or ready()):
            stop()
"""


@pytest.mark.timeout(60)
def test_steps_nest_and_each_close_ends_the_innermost_open_step(jackal):
    """A sense step inside a decision closes first; 1,500 steps in turn never count as nested."""
    outcome, world, _ = isolated(NESTED, jackal)
    assert outcome == Outcome("finished", None, None), outcome
    assert world.log[:5] == [("open", "decision", 5, 8), ("open", "sense", 2, 4),
                             ("call", "pedestrian_observed", [], {}, 2),
                             ("close", None), ("close", False)]
    assert sum(e[0] == "close" for e in world.log) == 3000


@pytest.mark.timeout(30)
def test_the_parent_checks_order_nesting_and_the_robots_clock(jackal, spot_robot):
    desc = description(jackal)
    call = {"op": "call", "name": "stop", "args": [], "kwargs": {}, "line": 1}
    check_message(call, desc, [], started=True)
    with pytest.raises(ProtocolError, match="ready must come first"):
        check_message(call, desc, [], started=False)
    opened = {"op": "open", "kind": "sense", "line": 1, "col": 0}
    check_message(opened, desc, ["decision"] * (MAX_OPEN_STEPS - 1))
    with pytest.raises(ProtocolError, match=f"more than {MAX_OPEN_STEPS} nested open steps"):
        check_message(opened, desc, ["decision"] * MAX_OPEN_STEPS)
    check_message({"op": "close", "outcome": None}, desc, ["decision", "sense"])
    with pytest.raises(ProtocolError, match="close of a sense step"):
        check_message({"op": "close", "outcome": True}, desc, ["decision", "sense"])
    spot = description(spot_robot)  # Spot's time module has time and sleep only
    assert spot["clock"] == ["time", "sleep"]
    with pytest.raises(ProtocolError, match="clock attribute 'monotonic' is not allowed"):
        check_message({"op": "clock", "attr": "monotonic", "args": []}, spot, [])


@pytest.mark.timeout(30)
def test_the_first_reason_to_kill_is_the_one_reported(jackal):
    sandbox = Sandbox(compile("def main():\n    pass\n", "prog.py", "exec"), "main", jackal, Recorder())
    sandbox.kill("halted by the watchdog")
    sandbox.kill("the run ended")
    assert sandbox.run() == Outcome("killed", "halted by the watchdog", None)
