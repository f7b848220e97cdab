"""The shield monitors argument propositions at run time: the bridge labels each executed action with the
argument propositions its actual values make true (jackal's fast: |linear| > 1 m/s), so a spec over them
blocks a fast command right after a car or pedestrian and lets a slow one through."""

from __future__ import annotations

import threading

import pytest

from safe_codegen.bridge.api import BridgeConfig
from safe_codegen.bridge.execute import RunOptions, run_program
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.bridge.shield import Shield
from safe_codegen.bridge.sim import Sim
from safe_codegen.bridge.transport.local import LocalTransport
from safe_codegen.spec import check_formula, robot_specs
from safe_codegen.tasks.world import Scenario
from safe_codegen.verify.fsa import build_fsa
from safe_codegen.verify.program import parse_program

NONE, PED, FAST = frozenset(), frozenset({"pedestrian"}), frozenset({"fast"})


@pytest.mark.timeout(30)
def test_the_shield_steps_on_the_argument_propositions(jackal):
    spec = check_formula("slow-after-pedestrian", "G (pedestrian -> X !fast)", jackal, where="test")
    shield = Shield([spec])
    shield.advance(PED, None)  # a decision saw a pedestrian
    assert shield.rejects(NONE, "publish_velocity", FAST) == (["slow-after-pedestrian"], [])
    assert shield.rejects(NONE, "publish_velocity") == ([], [])  # a slow command passes
    shield.advance(NONE, "publish_velocity")  # the slow one went out
    assert shield.rejects(PED, "publish_velocity", FAST) == ([], ["slow-after-pedestrian"])  # seen now: re-read
    shield.advance(PED, "publish_velocity")  # slow, with the pedestrian in view
    assert shield.rejects(NONE, "publish_velocity", FAST) == (["slow-after-pedestrian"], [])


PROGRAM = """\
def f():
    velocity_publisher(1.5, 0.0)
    velocity_publisher(0.5, 0.0)
    velocity_publisher(-1.2, 0.3)
    velocity_publisher(0.8, 0.0)
"""


def _run(jackal, scenario: Scenario):
    """PROGRAM through the bridge against the simulated Jackal over the in-process transport, under
    slow-near-cars (G (car -> X !fast)). Returns (run result, the velocity commands the simulator received)."""
    transport = LocalTransport()
    sim = Sim(jackal, load_ros_map(jackal), scenario, transport, rate=50)
    thread = threading.Thread(target=sim.run, args=(10.0,), daemon=True)
    thread.start()
    try:
        program = parse_program(PROGRAM, jackal)
        result = run_program("prog.py", program, build_fsa(program, jackal), jackal,
                             robot_specs(jackal, ["slow-near-cars"]), transport,
                             RunOptions(config=BridgeConfig(startup_timeout=5, stale_timeout=5), quiet=True), None)
    finally:
        sim.stop()
        thread.join(timeout=5)
        transport.close()
    return result, [(e["msg"]["linear"]["x"], e["msg"]["angular"]["z"]) for e in sim.events
                    if "msg" in e and e["action"] == "velocity_publisher"]


@pytest.mark.timeout(60)
def test_a_fast_command_after_a_car_is_blocked_and_a_slow_one_goes_out(jackal):
    """With a car always in view the first command (nothing before it) and the slow ones go out; the fast one
    after a step that saw the car is replaced by the stop. Without a car every command goes out."""
    result, sent = _run(jackal, Scenario(present={"car": [(0.0, 1e9)]}))
    assert result.code == 0, result.halt
    assert sent == [(1.5, 0.0), (0.5, 0.0), (0.0, 0.0), (0.8, 0.0), (0.0, 0.0)]  # ... and the final stop
    actions = [e for e in result.log if e.get("kind") == "action"]
    assert [(e["line"], e.get("props", []), e.get("blocked", [])) for e in actions] == [
        (2, ["fast"], []), (3, [], []), (4, ["fast"], ["slow-near-cars"]), (5, [], [])]
    assert actions[2]["replaced_by"] == "stop"
    result, sent = _run(jackal, Scenario())
    assert result.code == 0 and sent == [(1.5, 0.0), (0.5, 0.0), (-1.2, 0.3), (0.8, 0.0), (0.0, 0.0)]
