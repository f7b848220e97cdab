"""Process isolation (issue 11): the program runs in a locked-down child process and only
validated request/reply messages reach the World (the bridge). Hostile programs here are
compiled with compile() directly, so the static checks do not stop them first: these tests are
about the second line of defence."""

from __future__ import annotations

import os
import re
import struct
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from safe_codegen.bridge.api import Bridge, BridgeConfig
from safe_codegen.bridge.transport.dds import DdsTransport
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.sandbox import runner, seccomp
from safe_codegen.sandbox.runner import Limits, Outcome, ProtocolError, Sandbox, check_message, description, \
    run_isolated
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
    # the child's module, the task simulator's world (standard library only) with the shared binder it
    # uses (which imports nothing) and the packages above them (their lazy exports import nothing)
    assert not [m for m in modules if m not in ("safe_codegen", "safe_codegen.sandbox", "safe_codegen.sandbox.child",
                                                "safe_codegen.utils", "safe_codegen.utils.lazy", "safe_codegen.binding",
                                                "safe_codegen.tasks", "safe_codegen.tasks.world")]
    assert set(attempts) == {"create", "mkdir", "read", "parent-memory", "fork", "exec", "socket", "signal-parent",
                             "raise-limit"}
    assert not [a for a, result in attempts.items() if result.startswith("ALLOWED")], attempts
    assert list(tmp_path.iterdir()) == []


def test_the_child_reports_the_mechanisms_it_applied(jackal):
    sandbox = Sandbox(compile("def main():\n    pass\n", "prog.py", "exec"), "main", jackal, Recorder())
    assert sandbox.run().status == "finished"
    assert {"closed-fds", "no-new-privs", "rlimits"} <= set(sandbox.isolation)
    if os.uname().machine in seccomp.ARCHES:
        assert f"seccomp allow-list (libseccomp {os.uname().machine})" in sandbox.isolation


SYSCALLS = """\
def main():
    def gen():
        yield g.gi_frame.f_back
    g = gen()
    f = g.send(None)
    while f.f_back is not None:
        f = f.f_back
    real = f.f_builtins
    imp = real["__import__"]
    os, errno, ctypes, socket = imp("os"), imp("errno"), imp("ctypes"), imp("socket")
    libc = imp("sys").modules["safe_codegen.sandbox.child"]._libc
    def ptrace():
        if libc.ptrace(0, 0, 0, 0) == -1:  # PTRACE_TRACEME
            raise real["OSError"](ctypes.get_errno(), "ptrace")
    def attempt(name, fn):
        try:
            fn()
            print(name, "ALLOWED")
        except real["OSError"] as e:
            print(name, errno.errorcode[e.errno])
    memory = [0] * 10 ** 7  # 80 MB: mmap and munmap work
    attempt("open-read", lambda: os.open("/etc/hostname", os.O_RDONLY))
    attempt("stat", lambda: os.stat("/"))
    attempt("getcwd", os.getcwd)
    attempt("uname", os.uname)
    attempt("create", lambda: os.open(TARGET + "/created", os.O_WRONLY | os.O_CREAT))
    attempt("mkdir", lambda: os.mkdir(TARGET + "/dir"))
    attempt("socket", socket.socket)
    attempt("socketpair", socket.socketpair)
    attempt("pipe", os.pipe)
    attempt("dup", lambda: os.dup(1))
    attempt("memfd", lambda: os.memfd_create("x"))
    attempt("read-stderr", lambda: os.read(2, 1))
    attempt("write-stdin", lambda: os.write(0, b"x"))
    attempt("fork", os.fork)
    attempt("exec", lambda: os.execv("/bin/true", ["true"]))
    attempt("kill", lambda: os.kill(1, 0))
    attempt("ptrace", ptrace)
"""
ATTEMPTS = ("open-read", "stat", "getcwd", "uname", "create", "mkdir", "socket", "socketpair", "pipe", "dup",
            "memfd", "read-stderr", "write-stdin", "fork", "exec", "kill", "ptrace")


def attempts(source: str, tmp_path: Path, jackal) -> tuple[dict[str, str], list[str]]:
    """What each attempt of the SYSCALLS program gave (ALLOWED or the errno's name), and the isolation list."""
    world = Recorder()
    sandbox = Sandbox(compile(source.replace("TARGET", repr(str(tmp_path))), "prog.py", "exec"), "main", jackal, world)
    assert sandbox.run().status == "finished"
    assert list(tmp_path.iterdir()) == []
    return dict(line.split(" ", 1) for line in world.printed().splitlines()), sandbox.isolation


@pytest.mark.timeout(60)
@pytest.mark.skipif(os.uname().machine not in seccomp.ARCHES, reason="the allow-list is built for x86_64 and aarch64")
def test_under_the_allow_list_every_call_but_its_pipes_memory_and_clocks_fails_with_eperm(jackal, tmp_path):
    """EPERM (not Landlock's EACCES, not EMFILE or EBADF from the fd limits): the filter refused the
    call before anything else looked at it, also calls that the deny-list never named (stat, uname)."""
    result, isolation = attempts(SYSCALLS, tmp_path, jackal)
    assert f"seccomp allow-list (libseccomp {os.uname().machine})" in isolation
    assert result == {name: "EPERM" for name in ATTEMPTS}


@pytest.fixture
def without_bindings(monkeypatch):
    """A machine without pyseccomp: its import fails, so the runner's (uncached) allow-list is None."""
    monkeypatch.setitem(sys.modules, "pyseccomp", None)
    monkeypatch.setattr(runner, "child_filter", seccomp.child_filter.__wrapped__)


@pytest.mark.timeout(60)
@pytest.mark.skipif(os.uname().machine != "x86_64", reason="the hand-built deny-list is for x86_64")
def test_without_the_bindings_the_hand_built_deny_list_applies_and_says_so(without_bindings, jackal, tmp_path):
    assert seccomp.child_filter.__wrapped__() is None
    with pytest.raises(OSError, match="pyseccomp"):
        seccomp.export("x86_64")
    result, isolation = attempts(SYSCALLS, tmp_path, jackal)
    assert "seccomp deny-list (fallback)" in isolation and not [m for m in isolation if "allow-list" in m]
    # the calls it names fail with EPERM; the rest meet Landlock, the fd limits, or pass
    named = ("create", "mkdir", "socket", "socketpair", "fork", "exec", "kill", "ptrace")
    assert {name: result[name] for name in named} == dict.fromkeys(named, "EPERM")
    assert result["stat"] == result["uname"] == "ALLOWED" and result["pipe"] == "EMFILE"


@pytest.mark.timeout(60)
@pytest.mark.skipif(os.uname().machine != "x86_64", reason="an x32 system call exists only on x86_64")
def test_a_system_call_of_a_foreign_abi_kills_the_process(jackal):
    outcome, _, _ = isolated("""\
        def main():
            def gen():
                yield g.gi_frame.f_back
            g = gen()
            f = g.send(None)
            while f.f_back is not None:
                f = f.f_back
            libc = f.f_builtins["__import__"]("sys").modules["safe_codegen.sandbox.child"]._libc
            libc.syscall(0x40000000 | 39)  # x32's getpid
            print("survived")
        """, jackal)
    assert outcome == Outcome("killed", "the program's process ended with signal SIGSYS", None)


def bpf_verdict(bpf: bytes, arch: int, nr: int, *args: int) -> int:
    """The seccomp action of a BPF program for one call. Stands for the kernel's BPF interpreter, for
    an architecture this machine cannot run (the kernel itself runs the native filter in the tests
    above); it knows the instructions libseccomp emits for the allow-list: load, jeq, jge, ret."""
    data = struct.pack("<iIQ6Q", nr, arch, 0, *args, *[0] * (6 - len(args)))
    prog, pc, acc = list(struct.iter_unpack("=HBBI", bpf)), 0, 0
    while True:
        code, jt, jf, k = prog[pc]
        pc += 1
        if code == 0x20:
            (acc,) = struct.unpack_from("<I", data, k)
        elif code in (0x15, 0x35):
            pc += jt if (acc == k if code == 0x15 else acc >= k) else jf
        elif code == 0x06:
            return k
        else:
            raise AssertionError(f"instruction {code:#x} at {pc - 1}")


ALLOW, EPERM, KILL = 0x7FFF0000, 0x00050001, 0x80000000
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
# the allow-list's numbers (arch/x86/entry/syscalls/syscall_64.tbl, include/uapi/asm-generic/unistd.h)
NUMBERS = {
    "x86_64": {"read": 0, "write": 1, "mmap": 9, "mprotect": 10, "munmap": 11, "brk": 12, "rt_sigreturn": 15,
               "mremap": 25, "madvise": 28, "exit": 60, "gettimeofday": 96, "futex": 202, "clock_gettime": 228,
               "clock_getres": 229, "exit_group": 231},
    "aarch64": {"read": 63, "write": 64, "exit": 93, "exit_group": 94, "futex": 98, "clock_gettime": 113,
                "clock_getres": 114, "rt_sigreturn": 139, "gettimeofday": 169, "brk": 214, "munmap": 215,
                "mremap": 216, "mmap": 222, "mprotect": 226, "madvise": 233},
}
# openat, clone, execve, socket, ptrace, kill, io_uring_setup, bpf
REFUSED = {"x86_64": (257, 56, 59, 41, 101, 62, 425, 321), "aarch64": (56, 220, 221, 198, 117, 129, 425, 280)}


@pytest.mark.timeout(30)
@pytest.mark.parametrize("arch", seccomp.ARCHES)
def test_the_allow_list_is_built_for_each_architecture_with_its_own_numbers(arch):
    pfc = seccomp.export(arch, "pfc").decode()
    assert f"# filter for arch {arch} ({AUDIT_ARCH[arch]})" in pfc and pfc.count("# filter for arch") == 1
    assert dict((n, int(k)) for n, k in re.findall(r'filter for syscall "(\w+)" \((\d+)\)', pfc)) == NUMBERS[arch]
    assert "action ERRNO(1);\n# invalid architecture action\naction KILL_PROCESS;" in pfc
    bpf, nums, own = seccomp.export(arch), NUMBERS[arch], AUDIT_ARCH[arch]
    assert bpf_verdict(bpf, own, nums["read"], 0) == ALLOW and bpf_verdict(bpf, own, nums["read"], 3) == EPERM
    assert [bpf_verdict(bpf, own, nums["write"], fd) for fd in (0, 1, 2, 1 << 32 | 1)] == [EPERM, ALLOW, ALLOW, EPERM]
    assert {bpf_verdict(bpf, own, nums[n]) for n in ("mmap", "brk", "munmap", "futex", "exit_group")} == {ALLOW}
    assert {bpf_verdict(bpf, own, nr) for nr in REFUSED[arch]} == {EPERM}
    other = next(a for a in AUDIT_ARCH.values() if a != own)
    assert bpf_verdict(bpf, other, nums["read"], 0) == KILL


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
    [applied] = [e["applied"] for e in steps if e.get("event") == "isolation"]
    if os.uname().machine in seccomp.ARCHES:  # the log names the filter that applied
        assert f"seccomp allow-list (libseccomp {os.uname().machine})" in applied


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
