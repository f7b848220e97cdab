"""Process isolation (issue 11): the program runs in a locked-down child process and only
validated request/reply messages reach the World (the bridge). Hostile programs here are
compiled with compile() directly, so the static checks do not stop them first: these tests are
about the second line of defence."""

from __future__ import annotations

import os
import textwrap
import threading
import time
from pathlib import Path

import pytest

from safe_codegen.bridge.api import Bridge, BridgeConfig
from safe_codegen.bridge.transport.dds import DdsTransport
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.sandbox.runner import Limits, Outcome, ProtocolError, Sandbox, check_message, description, run_isolated
from safe_codegen.bridge.sim import Sim
from safe_codegen.tasks.scenarios import load_scenario
from safe_codegen.spec import robot_specs

from ..bridge.test_bridge_e2e import TOPICS, read_bag, read_log, run, sim  # noqa: F401 (sim is a fixture)

CHILD = str(Path(__file__).parents[2] / "safe_codegen/sandbox/child.py")


class Recorder:
    """Stands for the bridge: records every message it answers; sensors read False, time is real,
    and its argument errors are those of the bridge's signature binding and field conversion."""

    def __init__(self) -> None:
        self.log: list[tuple] = []

    def open_step(self, kind, line, col):
        self.log.append(("open", kind, line, col))

    def close_step(self, outcome):
        self.log.append(("close", outcome))

    def loop(self, line, col, more):
        self.log.append(("loop", line, more))

    def call(self, name, args, kwargs, line):
        self.log.append(("call", name, args, kwargs, line))
        if name == "stop" and (args or kwargs):
            raise TypeError("stop() takes no arguments")
        if name == "velocity_publisher":
            [float(a) for a in args]  # the bridge's conversion into the Twist's float64 fields
        return False if name.endswith("_observed") else None

    def clock(self, attr, args):
        self.log.append(("clock", attr, args))
        return time.time()

    def output(self, text):
        self.log.append(("output", text))

    def printed(self) -> str:
        return "".join(e[1] for e in self.log if e[0] == "output")


def isolated(source: str, robot, limits: Limits = Limits(), entry: str = "main") -> tuple[Outcome, Recorder, float]:
    world = Recorder()
    t0 = time.monotonic()
    outcome = run_isolated(compile(textwrap.dedent(source), "prog.py", "exec"), entry, robot, world, limits)
    return outcome, world, time.monotonic() - t0


def test_api_calls_clock_prints_and_step_hooks_cross_as_messages(jackal):
    outcome, world, _ = isolated("""\
        import math
        def main():
            t = time.time()
            print("pi", round(math.pi, 2))
            velocity_publisher(1.0, angular=0.5)
            if __sc_close__(__sc_open__("decision", 6, 4) or pedestrian_observed()):
                stop()
            for x in __sc_for__(8, 4, [1, 2]):
                pass
            velocity_publisher({1, 2}, 0)
        """, jackal)
    assert world.log == [
        ("clock", "time", []), ("output", "pi 3.14\n"), ("call", "velocity_publisher", [1.0], {"angular": 0.5}, 5),
        ("open", "decision", 6, 4), ("call", "pedestrian_observed", [], {}, 6), ("close", False),
        ("loop", 8, True), ("loop", 8, True), ("loop", 8, False)]
    assert outcome == Outcome("error", "TypeError: cannot pass a set to velocity_publisher", 10)
    outcome, world, _ = isolated("def main():\n    stop(1)\n", jackal)  # the World's TypeError, raised in the program
    assert outcome == Outcome("error", "TypeError: stop() takes no arguments", 2)
    outcome, world, _ = isolated("def main():\n    velocity_publisher(10 ** 400, 0)\n", jackal)  # not a float
    assert outcome == Outcome("error", "ValueError: int too large to convert to float", 2)
    outcome, world, _ = isolated("def main():\n    import os\n", jackal)
    assert outcome == Outcome("error", "ImportError: import of 'os' is outside the robot's API", 2)


ESCAPE = """\
def main():
    def gen():
        yield g.gi_frame.f_back
    g = gen()
    f = g.send(None)
    chain = []
    while f is not None:
        chain.append((f.f_code.co_filename, f.f_globals.get("__name__")))
        runner, f = f, f.f_back
    real = runner.f_builtins  # the real builtins of the child's runner
    imp, os = real["__import__"], real["__import__"]("os")
    print(real["repr"](chain))
    print(real["repr"](sorted(m for m in imp("sys").modules if m.startswith("safe_codegen"))))
    def attempt(name, fn):
        try:
            print(name, "ALLOWED", real["repr"](fn()))
        except real["BaseException"] as e:
            print(name, real["type"](e).__name__)
    attempt("create", lambda: os.open(TARGET + "/created", os.O_WRONLY | os.O_CREAT))
    attempt("mkdir", lambda: os.mkdir(TARGET + "/dir"))
    attempt("read", lambda: os.open("/etc/hostname", os.O_RDONLY))
    attempt("parent-memory", lambda: os.open(f"/proc/{os.getppid()}/mem", os.O_RDONLY))
    attempt("fork", os.fork)
    attempt("exec", lambda: os.execv("/bin/true", ["true"]))
    attempt("socket", lambda: imp("socket").socket())
    attempt("signal-parent", lambda: os.kill(os.getppid(), 0))
    attempt("raise-limit", lambda: imp("resource").setrlimit(imp("resource").RLIMIT_NOFILE, (1024, 1024)))
"""


def test_a_program_that_climbs_frames_finds_only_its_own_process_and_can_do_nothing_there(jackal, tmp_path):
    outcome, world, _ = isolated(ESCAPE.replace("TARGET", repr(str(tmp_path))), jackal)
    assert outcome.status == "finished", outcome
    lines = world.printed().splitlines()
    chain, modules, attempts = eval(lines[0]), eval(lines[1]), dict(line.split(" ", 1) for line in lines[2:])
    # the frames above the program: the child's runner and the fork server's loop, nothing of the bridge
    assert {f for f, _ in chain} <= {"prog.py", CHILD, "<string>"} and chain[1][0] == CHILD
    # the child's module, the task simulator's world (standard library only) and the packages above
    # them (their lazy exports import nothing)
    assert not [m for m in modules if m not in ("safe_codegen", "safe_codegen.sandbox", "safe_codegen.sandbox.child",
                                                "safe_codegen.utils", "safe_codegen.utils.lazy",
                                                "safe_codegen.tasks", "safe_codegen.tasks.world")]
    assert set(attempts) == {"create", "mkdir", "read", "parent-memory", "fork", "exec", "socket", "signal-parent",
                             "raise-limit"}
    assert not [a for a, result in attempts.items() if result.startswith("ALLOWED")], attempts
    assert list(tmp_path.iterdir()) == []


def test_the_child_reports_the_mechanisms_it_applied(jackal):
    sandbox = Sandbox(compile("def main():\n    pass\n", "prog.py", "exec"), "main", jackal, Recorder())
    assert sandbox.run().status == "finished"
    assert {"closed-fds", "no-new-privs", "rlimits"} <= set(sandbox.isolation)
    if os.uname().machine == "x86_64":
        assert "seccomp" in sandbox.isolation


def test_a_cpu_bound_program_is_killed_by_the_wall_clock_limit(jackal):
    outcome, _, seconds = isolated("def main():\n    x = 7 ** 10000000\n", jackal, Limits(wall_seconds=1.0))
    assert outcome == Outcome("killed", "wall clock limit of 1 s", None)
    assert 1.0 <= seconds < 2.5


def test_a_spinning_program_is_killed_by_the_cpu_limit(jackal):
    outcome, _, seconds = isolated("def main():\n    while True:\n        pass\n", jackal, Limits(cpu_seconds=1))
    assert outcome == Outcome("killed", "CPU limit of 1 s exceeded", None)
    assert seconds < 5  # 1 s of CPU, on 2 shared cores


def test_a_memory_hog_is_killed(jackal):
    outcome, _, _ = isolated("def main():\n    x = [0] * 10 ** 9\n", jackal, Limits(memory_bytes=256 * 2**20))
    assert outcome == Outcome("killed", "memory limit of 256 MiB exceeded", 2)


def test_the_world_can_kill_the_child_at_any_moment_from_another_thread(jackal):
    sandbox = Sandbox(compile("def main():\n    while True:\n        pass\n", "prog.py", "exec"), "main", jackal,
                      Recorder())
    threading.Timer(0.5, sandbox.kill, ["halted by the watchdog"]).start()
    t0 = time.monotonic()
    assert sandbox.run() == Outcome("killed", "halted by the watchdog", None)
    assert time.monotonic() - t0 < 1.5


@pytest.mark.parametrize("msg, reason", [
    ({"op": "exec", "code": "x"}, "unknown op 'exec'"),
    ({"op": "call", "name": "__import__", "args": [], "kwargs": {}, "line": 1}, "not an API function"),
    ({"op": "call", "name": "stop", "args": {}, "kwargs": {}, "line": 1}, "bad args"),
    ({"op": "call", "name": "stop", "args": [], "kwargs": {}, "line": True}, "bad line"),
    ({"op": "call", "name": "stop", "args": [], "kwargs": {}}, "expected"),
    ({"op": "done", "extra": 1}, "expected"),
    ({"op": "clock", "attr": "strftime", "args": []}, "not allowed"),
    ({"op": "open", "kind": "action", "line": 1, "col": 0}, "bad kind"),
    ({"op": "close", "outcome": True}, "close without an open step"),
    ({"op": "output", "text": 7}, "bad text"),
    ({"op": "ready", "isolation": ["seccomp"]}, "ready must come first, and once"),
])
def test_malformed_messages_are_protocol_violations(jackal, msg, reason):
    with pytest.raises(ProtocolError, match=reason):
        check_message(msg, description(jackal), [])


def test_close_must_match_the_kind_of_the_open_step(jackal):
    desc = description(jackal)
    check_message({"op": "close", "outcome": None}, desc, ["sense"])
    with pytest.raises(ProtocolError, match="close of a decision step"):
        check_message({"op": "close", "outcome": None}, desc, ["decision"])


GARBAGE = """\
def main():
    def gen():
        yield g.gi_frame.f_back.f_back
    g = gen()
    real = g.send(None).f_builtins
    real["__import__"]("os").write(1, PAYLOAD)
    velocity_publisher(1.0, 0.0)
"""


def framed(body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + body


@pytest.mark.parametrize("payload, reason", [
    (b"\x00\x00\x00\x03abc", "not JSON"),
    (b"\xff\xff\xff\xff", "a message of 4294967295 bytes"),
    (framed(b'{"op":"launch"}'), "unknown op 'launch'"),
    (framed(b'{"op":"open","kind":1}'), "open: fields"),
    (framed(b'{"op":"call","name":"stop","args":[NaN],"kwargs":{},"line":1}'), "non-finite number NaN"),
    (framed(b'{"op":"call","name":"stop","args":[1e999],"kwargs":{},"line":1}'), "non-finite number 1e999"),
])
def test_raw_bytes_written_on_the_pipe_kill_the_child_with_status_protocol(jackal, payload, reason):
    outcome, world, seconds = isolated(GARBAGE.replace("PAYLOAD", repr(payload)), jackal)
    assert outcome.status == "protocol" and reason in outcome.reason, outcome
    assert world.log == [] and seconds < 5


def test_bridge_steps_decision_and_loop_hooks_on_the_shield(jackal):
    """A decision step snapshots the readings at its first sensor call; later calls are served from it."""
    rosmap = load_ros_map(jackal)
    bus = DdsTransport()
    sim_ = Sim(jackal, rosmap, load_scenario("jackal", jackal), bus, rate=50)  # pedestrian at 2-3 s of 4
    thread = threading.Thread(target=sim_.run, args=(10.0,), daemon=True)
    thread.start()
    bridge = Bridge(jackal, rosmap, robot_specs(jackal), bus, BridgeConfig(startup_timeout=5))
    try:
        bridge.start()
        bridge.open_step("decision", 3, 4)
        first = bridge.call("pedestrian_observed", [], {}, 3)
        bridge.call("car_observed", [], {}, 3)
        bridge.close_step(first)
        bridge.loop(5, 4, True)
        bridge.call("stop", [], {}, 6)
    finally:
        bridge.close()
        sim_.stop()
        thread.join(timeout=5)
        bus.close()
    steps = [e for e in bridge.log if "step" in e]
    assert [(e["kind"], e["line"], e.get("result")) for e in steps] == [
        ("decision", 3, first), ("loop", 5, True), ("action", 6, None)]
    assert steps[0]["call"] == f"decision [pedestrian_observed() -> {first!r}, car_observed() -> False]"
    assert ("pedestrian" in steps[0]["env"]) == first


SPIN = """\
def spin():
    velocity_publisher(0.5, 0.0)
    x = 7 ** 100000000
"""


def test_stale_sensors_stop_the_robot_on_time_while_the_program_spins(sim, tmp_path):  # noqa: F811
    """The red team's case: a CPU-bound program used to hold the bridge's GIL for 12.9 s."""
    sim("""\
        robot: jackal
        silent_after: 8.0
    """)  # after the run has started (verification included) on a loaded machine
    program = tmp_path / "spin.py"
    program.write_text(SPIN)
    bag, log = tmp_path / "spin.bag", tmp_path / "spin.jsonl"
    res = run([str(program), "--allow-unverified", "--bag", str(bag), "--log", str(log), "--stale-timeout", "0.5"])
    assert res.returncode == 4, res.stderr
    messages = read_bag(bag)
    last_reading = max(t for topic in TOPICS - {"/cmd_vel", "/odometry/filtered"} for t, _ in messages[topic])
    last_command_t, last_command = messages["/cmd_vel"][-1]
    assert (last_command["linear"]["x"], last_command["angular"]["z"]) == (0.0, 0.0)
    delay = (last_command_t - last_reading) / 1e9
    print(f"fail-safe stop {delay:.3f} s after the last reading (timeout 0.5 s)")
    assert 0.5 <= delay <= 0.5 + 0.35  # the timeout + the watchdog's period and DDS latency
    halt = [e for e in read_log(log) if e.get("event") == "fail-safe stop"]
    assert len(halt) == 1 and "stale sensor data" in halt[0]["reason"]
    steps = read_log(log)
    assert [e["call"] for e in steps if "step" in e] == ["velocity_publisher(0.5, 0.0)"]  # then it spun
    assert [e["applied"] for e in steps if e.get("event") == "isolation"]


def test_children_forked_for_several_threads_at_once_each_answer_their_own_world(jackal):
    """The fork server serves concurrent runs: each child talks only to its own World, and a child
    killed by its limit does not disturb the others."""
    def program(k: int) -> str:
        return f"def main():\n    print({k})\n" if k % 4 else "def main():\n    while True:\n        pass\n"

    results: dict[int, tuple] = {}

    def one(k: int) -> None:
        outcome, world, _ = isolated(program(k), jackal, Limits(wall_seconds=2.0))
        results[k] = (outcome.status, world.printed())

    threads = [threading.Thread(target=one, args=(k,)) for k in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(results) == list(range(12))
    for k, (status, printed) in results.items():
        assert (status, printed) == (("finished", f"{k}\n") if k % 4 else ("killed", "")), k
