"""A run of an emitted plan logs each step with its subprogram and that subprogram's own line
(the composed program is not saved, so its lines would mean nothing to the reader)."""

from __future__ import annotations

import json
import textwrap
import threading

from safe_codegen.bridge.api import BridgeConfig
from safe_codegen.bridge.execute import RunOptions, execute
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.bridge.sim import Sim
from safe_codegen.tasks.scenarios import load_scenario
from safe_codegen.bridge.transport.dds import DdsTransport
from safe_codegen.compose.algorithms import SEQUENTIAL
from safe_codegen.compose.emit import emit_program, origins
from safe_codegen.compose.library import Entry
from safe_codegen.compose.plan import Plan
from safe_codegen.spec import robot_specs
from safe_codegen.verify.verifier import prepare

HALT = """\
# halt: stop, then creep
def halt():
    stop()

    velocity_publisher(0.1, 0)
"""
LOOK = """\
def look():
    if pedestrian_observed():
        stop()
"""


def _emitted(jackal):
    specs = robot_specs(jackal, ["phi1"])
    lib = {}
    for name, src in (("halt", HALT), ("look", LOOK)):
        prep = prepare(src, jackal, specs, name)
        lib[name] = Entry(name, jackal.name, prep.source, prep.fsa, [], {}, None)
    return emit_program(Plan(robot="jackal", names=["halt", "look"], junctions=[SEQUENTIAL]), lib)


def test_emitted_lines_map_back_to_each_subprograms_own_lines(jackal):
    source = _emitted(jackal)
    lines = source.splitlines()
    where = origins(source)
    own = {(sub, n): lines[k - 1].split("  # from")[0].strip() for k, (sub, n) in where.items()}
    assert own == {("halt", 2): "def halt_0_halt():", ("halt", 3): "stop()",
                   ("halt", 5): "velocity_publisher(0.1, 0)", ("look", 1): "def look_1_look():",
                   ("look", 2): "if pedestrian_observed():", ("look", 3): "stop()"}
    assert origins(textwrap.dedent(HALT) + "x = 1  # from look:3\n") == {}  # not an emitted plan


def test_a_plan_run_logs_subprogram_and_own_line(jackal, tmp_path):
    source = _emitted(jackal)
    bus = DdsTransport()
    sim = Sim(jackal, load_ros_map(jackal), load_scenario("jackal", jackal), bus, rate=50)
    thread = threading.Thread(target=sim.run, args=(10.0,), daemon=True)
    thread.start()
    printed: list[str] = []
    console = type("Console", (), {"print": lambda self, text, **k: printed.append(text)})()  # collects lines
    log = tmp_path / "steps.jsonl"
    try:
        code = execute("plan.emitted.py", source, jackal, robot_specs(jackal, ["phi1"]),
                       RunOptions(transport="dds", log=log, config=BridgeConfig(startup_timeout=5, stale_timeout=5)),
                       console)
    finally:
        sim.stop()
        thread.join(timeout=5)
        bus.close()
    assert code == 0, log.read_text()
    steps = [e for e in map(json.loads, log.read_text().splitlines()) if "step" in e]
    assert [(e["subprogram"], e["line"]) for e in steps][:3] == [("halt", 3), ("halt", 5), ("look", 2)]
    assert any(f"halt:5: velocity_publisher(0.1, 0)" in p for p in printed)


FAULTY = """\
# faulty: stop, then a runtime error on its own line 4
def faulty():
    stop()
    velocity_publisher(1 / 0, 0)
"""


def test_a_runtime_error_in_a_plan_names_the_subprogram_and_its_own_line(jackal, tmp_path):
    specs = robot_specs(jackal, ["phi1"])
    lib = {}
    for name, src in (("look", LOOK), ("faulty", FAULTY)):
        prep = prepare(src, jackal, specs, name)
        lib[name] = Entry(name, jackal.name, prep.source, prep.fsa, [], {}, None)
    source = emit_program(Plan(robot="jackal", names=["look", "faulty"], junctions=[SEQUENTIAL]), lib)
    emitted_line = next(n for n, (sub, own) in origins(source).items() if (sub, own) == ("faulty", 4))
    assert emitted_line != 4  # the composed program's line differs from the subprogram's own
    bus = DdsTransport()
    sim = Sim(jackal, load_ros_map(jackal), load_scenario("jackal", jackal), bus, rate=50)
    thread = threading.Thread(target=sim.run, args=(10.0,), daemon=True)
    thread.start()
    console = type("Console", (), {"print": lambda self, text, **k: None})()
    log = tmp_path / "steps.jsonl"
    try:
        code = execute("plan.emitted.py", source, jackal, specs,
                       RunOptions(transport="dds", log=log, config=BridgeConfig(startup_timeout=5, stale_timeout=5)),
                       console)
    finally:
        sim.stop()
        thread.join(timeout=5)
        bus.close()
    text = log.read_text()
    assert code == 4, text
    assert "the program raised ZeroDivisionError: division by zero at faulty:4" in text
    assert f"at line {emitted_line}" not in text
