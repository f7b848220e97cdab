"""The bridge refuses commands outside the robot file's limits (or not finite numbers) before anything is
published, whatever the verifier said; the simulator never crashes on a message."""

from __future__ import annotations

import math
import threading

import pytest

from safe_codegen.bridge.api import EXIT_HALTED, BridgeConfig
from safe_codegen.bridge.execute import RunOptions, run_program
from safe_codegen.bridge.rosmap import argument_error, load_ros_map
from safe_codegen.bridge.sim import Sim
from safe_codegen.bridge.transport.dds import DdsTransport
from safe_codegen.bridge.transport.local import LocalTransport
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.scenarios import load_scenario
from safe_codegen.verify.fsa import build_fsa
from safe_codegen.verify.program import parse_program

CONFIG = BridgeConfig(startup_timeout=5, stale_timeout=5)


@pytest.mark.timeout(30)
@pytest.mark.parametrize("linear, angular, error", [
    (1.0, -4, None),
    ("nan", "1e999", "'linear' is 'nan', outside its limits (number in [-2, 2] m/s)"),
    (10 ** 308, 0, "'linear' is an int of 1024 bits, outside its limits"),
    (0.5, math.inf, "'angular' is inf, outside its limits (number in [-4, 4] rad/s)"),
    (math.nan, 0, "'linear' is nan"),
    (True, 0, "'linear' is True"),
    (2.0000001, 0, "'linear' is 2.0000001"),
])
def test_argument_error(jackal, linear, angular, error):
    fn, cmd = jackal.functions["velocity_publisher"], load_ros_map(jackal).actions["velocity_publisher"]
    got = argument_error(fn, cmd, {"linear": linear, "angular": angular})
    assert got == error if error is None else error in got


@pytest.mark.timeout(30)
def test_a_robot_without_limits_still_gets_only_finite_numbers(tmp_path, jackal):
    """Without `limits:`, a string or non-finite value for a float64 field is refused all the same."""
    from safe_codegen.robot import load_robot
    text = jackal.path.read_text()
    start = text.index("    # Limits (checked")
    path = tmp_path / "bare.yaml"
    path.write_text(text[:start] + text[text.index("    doc: Publishes"):])
    bare = load_robot(str(path))
    fn, cmd = bare.functions["velocity_publisher"], load_ros_map(bare).actions["velocity_publisher"]
    assert not fn.limits
    assert argument_error(fn, cmd, {"linear": "1.0", "angular": 0}) == \
        "'linear' is '1.0', which the float64 field linear.x cannot hold (a finite number)"
    assert "cannot hold" in argument_error(fn, cmd, {"linear": 1.0, "angular": -math.inf})
    assert argument_error(fn, cmd, {"linear": 50.0, "angular": 0}) is None


def _run(transport, jackal, source: str):
    """The program run by the bridge against the simulated Jackal on `transport` (no verification first:
    the bridge's check does not depend on it). Returns (run result, the commands the simulator received)."""
    sim = Sim(jackal, load_ros_map(jackal), load_scenario("jackal", jackal), transport, rate=50)
    thread = threading.Thread(target=sim.run, args=(10.0,), daemon=True)
    thread.start()
    try:
        program = parse_program(source, jackal)
        result = run_program("prog.py", program, build_fsa(program, jackal), jackal, robot_specs(jackal), transport,
                             RunOptions(config=CONFIG, quiet=True), None)
    finally:
        sim.stop()
        thread.join(timeout=5)
    return result, [(e["msg"]["linear"]["x"], e["msg"]["angular"]["z"]) for e in sim.events
                    if "msg" in e and e["action"] == "velocity_publisher"]  # stop shares the topic: each once


BAD_COMMANDS = [
    ("velocity_publisher(speed, turn)", "'linear' is 'nan'"),  # strings: a literal would be unverifiable
    ("velocity_publisher(10 ** 308, 0)", "'linear' is an int of 1024 bits"),
    ("velocity_publisher(0.5, 10.0)", "'angular' is 10.0"),
]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("call, why", BAD_COMMANDS)
def test_the_bridge_refuses_a_bad_command_over_the_in_process_transport(jackal, call, why):
    """One good command goes out; the bad one never does: the robot is stopped, the halt says why and on which
    line, and the run exits 4."""
    result, sent = _run(LocalTransport(), jackal, f"def f():\n    speed, turn = 'nan', '1e999'\n"
                                                  f"    velocity_publisher(1.0, 0.5)\n    {call}\n"
                                                  f"    velocity_publisher(1.0, 0.0)\n")
    assert result.code == EXIT_HALTED
    assert why in result.halt.reason and result.halt.reason.startswith("line 4: velocity_publisher refused")
    assert sent == [(1.0, 0.5), (0.0, 0.0)]  # the good command, then the fail-safe stop
    assert any(e.get("event") == "fail-safe stop" for e in result.log)


@pytest.mark.timeout(90)
def test_a_bad_command_never_reaches_cmd_vel_over_dds(jackal):
    bus = DdsTransport()
    try:
        result, sent = _run(bus, jackal, "def f():\n    velocity_publisher(1.0, 0.0)\n"
                                         "    velocity_publisher(10 ** 308, 0)\n")
    finally:
        bus.close()
    assert result.code == EXIT_HALTED and "'linear' is an int of 1024 bits" in result.halt.reason
    assert all(math.isfinite(v) and abs(v) <= 2.0 for cmd in sent for v in cmd) and (1.0, 0.0) in sent


@pytest.mark.timeout(30)
def test_the_simulator_never_crashes_on_a_message(jackal, indoor):
    """nan, inf, huge values, missing fields and non-objects: each is logged and ignored or stops the base;
    a huge but finite speed is clipped to the robot's limit, as its controller would; the pose stays finite."""
    rosmap = load_ros_map(jackal)
    sim = Sim(jackal, rosmap, load_scenario("jackal", jackal), LocalTransport())
    topic = rosmap.actions["velocity_publisher"].topic
    twist = lambda x, z: {"linear": {"x": x, "y": 0.0, "z": 0.0}, "angular": {"x": 0.0, "y": 0.0, "z": z}}  # noqa: E731
    sim._on_command("velocity_publisher", topic, twist(1.0, 0.5))
    for msg in (twist(math.nan, 0.0), twist(0.0, math.inf), twist(-math.inf, math.nan)):
        sim._on_command("velocity_publisher", topic, msg)
        assert (sim.base.v, sim.base.w) == (0.0, 0.0)
    sim._on_command("velocity_publisher", topic, twist(1e308, -1e308))
    assert (sim.base.v, sim.base.w) == (2.0, -4.0)
    for msg in ({"linear": {}}, {}, twist("fast", 0.0), twist(10 ** 400, 0.0)):
        sim._on_command("velocity_publisher", topic, msg)
    sim.base.advance(1e6)
    assert all(math.isfinite(x) for x in (sim.base.x, sim.base.y, sim.base.yaw))
    assert sum("ignored" in e for e in sim.events) == 4

    imap = load_ros_map(indoor)
    isim = Sim(indoor, imap, load_scenario("jackal-indoor", indoor), LocalTransport())
    isim._pub[imap.actions["ask"].reply.topic.name] = lambda msg: None
    for request in ("[1, 2]", '{"question": 3, "options": 5}', "{" * 100_000, "null"):
        isim._on_command("ask", imap.actions["ask"].topic, {"data": request})
    isim._on_command("go_to", imap.actions["go_to"].topic, {"data": None})
