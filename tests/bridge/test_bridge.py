"""The bridge's parts: interface maps, transport selection, message encoding, shield, clock,
and the indoor robot's services over DDS (simulator and bridge in one process)."""

from __future__ import annotations

import threading
import time
import types

import pytest
from typer.testing import CliRunner

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.bridge.api import BridgeConfig, Clock
from safe_codegen.cli import app
from safe_codegen.bridge.transport.dds import DdsTransport, dds_topic_name, idl_type
from safe_codegen.errors import InputError
from safe_codegen.utils.paths import DATA, ROBOTS
from safe_codegen.robot import load_robot
from safe_codegen.bridge.rosmap import BEST_EFFORT, TRANSIENT_LOCAL, load_ros_map
from safe_codegen.bridge.execute import RunOptions, execute
from safe_codegen.bridge.shield import Shield
from safe_codegen.bridge.sim import Sim
from safe_codegen.tasks.scenarios import load_scenario
from safe_codegen.spec import robot_specs
from safe_codegen.bridge.transport import base as transport_mod


def test_robot_files_map_the_api_onto_ros2_topics(jackal, spot_robot, indoor):
    m = load_ros_map(jackal)
    assert m.actions["velocity_publisher"].topic.name == "/cmd_vel"
    assert m.actions["velocity_publisher"].fields == {"linear.x": "linear", "angular.z": "angular"}
    assert m.actions["stop"].fields == {} and m.stop == "stop"
    assert m.sensors["pedestrian_observed"].topic.qos.reliability == BEST_EFFORT
    s = load_ros_map(spot_robot)
    assert {s.actions["navigate"].topic.name, s.odometry.name, s.actions["signal"].topic.name} == {
        "/spot/cmd_vel", "/spot/odometry", "/spot/signal"}
    i = load_ros_map(indoor)
    assert i.stop is None and i.queries["get_current_location"].topic.qos.durability == TRANSIENT_LOCAL
    assert i.sensors["is_in_room"].value({"data": "person, backpack"}, {"object": "backpack"}) is True


@pytest.mark.parametrize("old, new, message, at", [
    ("type: geometry_msgs/msg/Twist, fields", "type: geometry_msgs/msg/Twits, fields", "not a known ROS 2 message type",
     "Twits"),
    ("angular.z: angular}", "angular.q: angular}", "'angular.q' is not a scalar field", "angular.q"),
    ("fields: {linear.x: linear", "fields: {linear.x: speed", "'speed' is not one of its parameters", "speed"),
    ("field: data}\n    doc: returns a boolean value indicating whether a pedestrian",
     "field: frame}\n    doc: returns a boolean value indicating whether a pedestrian",
     "'frame' is not a field", "frame"),
    ("    ros: {topic: perception/car, type: std_msgs/msg/Bool, field: data}\n", "",
     "sensor 'car_observed' has no 'ros:'", "car_observed:"),
    ("  rate: 20\n", "  rate: -1\n", "ros.rate must be a positive number", "rate: -1"),
])
def test_bad_interface_maps_name_file_and_line(tmp_path, old, new, message, at):
    text = (ROBOTS / "jackal.yaml").read_text()
    assert old in text
    path = tmp_path / "jackal.yaml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(InputError) as exc:
        load_ros_map(load_robot(str(path)))
    where, _, _ = str(exc.value).partition(": ")
    line = int(where.rsplit(":", 1)[1])
    assert message in str(exc.value) and where.startswith(str(path))
    assert at in path.read_text().splitlines()[line - 1]


def test_transport_selection(monkeypatch):
    """find_spec stands for whether a sourced ROS 2 install puts rclpy on the path."""
    real = transport_mod.importlib.util.find_spec
    monkeypatch.setattr(transport_mod.importlib.util, "find_spec",
                        lambda name: object() if name == "rclpy" else real(name))
    assert transport_mod.choose("auto") == "rclpy" and transport_mod.choose("dds") == "dds"
    monkeypatch.setattr(transport_mod.importlib.util, "find_spec", lambda name: None if name == "rclpy" else real(name))
    assert transport_mod.choose("auto") == "dds"
    with pytest.raises(InputError, match="rclpy is not importable"):
        transport_mod.choose("rclpy")
    with pytest.raises(InputError, match="--transport must be"):
        transport_mod.choose("zenoh")


def test_closed_dds_transport_deletes_its_entities_and_gets_no_more_callbacks():
    from cyclonedds.core import Entity

    from safe_codegen.bridge.rosmap import Qos, Topic

    topic = Topic("/safe_codegen_test/close", "std_msgs/msg/Bool", Qos())
    sender, receiver = DdsTransport(), DdsTransport()
    got = []
    arrived = threading.Event()
    receiver.subscribe(topic, lambda msg: (got.append(msg["data"]), arrived.set()))
    publish = sender.publisher(topic)
    for _ in range(100):  # until discovery has matched the two
        publish({"data": True})
        if arrived.wait(0.05):
            break
    assert got and got[-1] is True
    refs = [e._ref for e in receiver._entities] + [receiver.participant._ref]
    receiver.close()
    receiver.close()  # idempotent
    assert not any(r in Entity._entities for r in refs)
    before = len(got)
    for _ in range(5):
        publish({"data": False})
    threading.Event().wait(0.3)
    assert len(got) == before
    sender.close()


def test_a_process_that_exits_with_open_dds_readers_exits_cleanly(tmp_path):
    """DDS threads must not call into Python during interpreter shutdown (a segfault at exit)."""
    import subprocess
    import sys

    script = tmp_path / "open.py"
    script.write_text(
        "import time\n"
        "from safe_codegen.bridge.transport.dds import DdsTransport\n"
        "from safe_codegen.bridge.rosmap import Qos, Topic\n"
        "t = Topic('/safe_codegen_test/exit', 'std_msgs/msg/Bool', Qos())\n"
        "a, b = DdsTransport(), DdsTransport()\n"
        "b.subscribe(t, lambda m: None)\n"
        "pub = a.publisher(t)\n"
        "end = time.monotonic() + 0.5\n"
        "while time.monotonic() < end:\n"
        "    pub({'data': True})\n"
        "print('ok')\n")
    for _ in range(3):
        p = subprocess.run([sys.executable, "-X", "faulthandler", str(script)], capture_output=True, text=True,
                           timeout=60)
        assert (p.returncode, p.stdout.strip()) == (0, "ok"), p.stderr[-2000:]


@pytest.mark.parametrize("msgtype", ["geometry_msgs/msg/Twist", "std_msgs/msg/Bool", "nav_msgs/msg/Odometry",
                                     "std_msgs/msg/String", "std_msgs/msg/Empty"])
def test_dds_structs_serialize_as_ros2_cdr(msgtype):
    msg = rosmsg.zero(msgtype)
    if msgtype.endswith("Twist"):
        msg["linear"]["x"], msg["angular"]["z"] = 1.5, -0.25
    if msgtype.endswith("Odometry"):
        msg["pose"]["covariance"][7] = 2.0
        msg["child_frame_id"] = "base_link"
    wire = rosmsg.build(msgtype, msg, idl_type, lambda v, base: list(v)).serialize()
    assert wire == rosmsg.serialize(msgtype, msg)  # rosbags' ROS 2 CDR serializer
    assert rosmsg.deserialize(msgtype, wire) == msg
    pkg, _, name = msgtype.split("/")
    assert idl_type(msgtype).__idl_typename__.replace(".", "::") == f"{pkg}::msg::dds_::{name}_"
    assert dds_topic_name("/spot/cmd_vel") == "rt/spot/cmd_vel"


def test_shield_blocks_motion_after_and_during_a_pedestrian(jackal):
    shield = Shield(robot_specs(jackal))  # phi1, phi2
    ped, none = frozenset({"pedestrian"}), frozenset()
    shield.advance(ped, None)  # the decision saw a pedestrian
    assert shield.rejects(none, "publish_velocity") == (["phi1"], [])
    assert shield.rejects(none, "stop") == ([], ["phi2"])  # a needless stop only if it left before the decision
    shield.advance(none, "stop")
    shield.advance(none, None)
    assert shield.rejects(none, "publish_velocity") == ([], [])
    # it appears between the decision and the action: re-read, the motion would follow a pedestrian
    assert shield.rejects(ped, "publish_velocity") == ([], ["phi1"])
    recorded, reread = shield.rejects(ped, "stop")
    assert recorded == ["phi2"] and reread == []  # so the fail-safe stop is justified by the new reading
    assert shield.advance(ped, "stop", reread=True) == []


def test_program_clock_runs_at_the_time_scale_and_sleep_ends_on_a_halt():
    halted = threading.Event()
    clock = Clock(10.0, halted)
    t0 = clock.time()
    clock.sleep(1.0)  # 0.1 s of wall time at 10x
    assert clock.time() - t0 >= 1.0
    threading.Timer(0.2, halted.set).start()
    w0 = time.monotonic()
    clock.sleep(100.0)
    assert time.monotonic() - w0 < 2.0


def test_run_rejects_bad_input_with_one_line_and_exit_2(tmp_path):
    runner = CliRunner()
    res = runner.invoke(app, ["run", str(tmp_path / "missing.py"), "--robot", "jackal", "--transport", "dds"])
    assert res.exit_code == 2 and res.output.strip() == f"error: {tmp_path / 'missing.py'}: no such file"
    res = runner.invoke(app, ["run", "x.py", "--robot", "jackal", "--transport", "carrier-pigeon"])
    assert res.exit_code == 2 and "--transport must be" in res.output
    bad = tmp_path / "sc.yaml"
    bad.write_text("robot: jackal\npresent:\n  unicorn: [[0, 1]]\n")
    res = runner.invoke(app, ["sim", "--robot", "jackal", "--scenario", str(bad)])
    assert res.exit_code == 2 and f"{bad}:3: 'unicorn' is not one of jackal's sensor propositions" in res.output


def test_indoor_services_over_dds(indoor, tmp_path):
    """bring_backpack_2 against the simulated world: go_to and ask wait for their replies."""
    rosmap = load_ros_map(indoor)
    bus = DdsTransport()
    sim = Sim(indoor, rosmap, load_scenario("jackal-indoor", indoor), bus, rate=50)
    thread = threading.Thread(target=sim.run, args=(10.0,), daemon=True)
    thread.start()
    try:
        program = DATA / "examples/jackal-indoor/bring_backpack_2.py"
        log = tmp_path / "steps.jsonl"
        code = execute(str(program), program.read_text(), indoor, robot_specs(indoor),
                       RunOptions(transport="dds", log=log, config=BridgeConfig(startup_timeout=5, stale_timeout=5)),
                       types.SimpleNamespace(print=lambda *a, **k: None))
    finally:
        sim.stop()
        thread.join(timeout=5)
        bus.close()
    assert code == 0, log.read_text()
    received = [(e["action"], e["msg"]["data"]) for e in sim.events]
    assert received[0] == ("go_to", "lounge") and received[1][0] == "ask"
    assert received[2:] == [("go_to", "office"), ("say", "Your backpack has been brought back")]
    assert sim.world.room == "office"


def test_dds_sockets_accept_only_loopback_traffic():
    """Cyclone binds its receive sockets to 0.0.0.0 whatever the configured interface; the transport
    pins every wildcard-bound socket it created to the loopback device (ss shows 0.0.0.0%lo)."""
    import os
    import socket
    import stat

    from safe_codegen.bridge.transport.dds import DdsTransport

    transport = DdsTransport(domain_id=7)
    try:
        pinned = []
        for name in os.listdir("/proc/self/fd"):
            fd = int(name)
            try:
                if not stat.S_ISSOCK(os.fstat(fd).st_mode):
                    continue
            except OSError:
                continue
            sock = socket.socket(fileno=fd)
            try:
                if sock.family == socket.AF_INET and sock.getsockname()[0] == "0.0.0.0":
                    device = sock.getsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, 16).rstrip(b"\0")
                    pinned.append((sock.getsockname()[1], device))
            finally:
                sock.detach()
        assert pinned, "cyclonedds opened no wildcard-bound receive socket"
        assert all(device == b"lo" for _, device in pinned), pinned
    finally:
        transport.close()


def test_idl_types_are_made_once_even_by_threads_racing_for_them():
    """A bridge and a simulator in one process make their topics from two threads; two classes for one
    ROS type made Cyclone refuse a topic ("Odometry_ is not of type Odometry_"): one class per type."""
    start = threading.Barrier(8)
    made: list[type] = []

    def make() -> None:
        start.wait()
        made.append(idl_type("geometry_msgs/msg/TwistWithCovarianceStamped"))

    threads = [threading.Thread(target=make) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(made) == 8 and len(set(map(id, made))) == 1
    assert idl_type("geometry_msgs/msg/TwistWithCovarianceStamped") is made[0]
