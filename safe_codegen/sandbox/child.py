"""The sandbox's child process: runs one program, locked down, and talks to the parent only by
request/reply messages on stdin/stdout (started by sandbox/runner.py's BOOT line).

Standard library only, and everything it needs is imported before the lock-down: afterwards the
process can open no file, create no socket, start no process and signal no other process. The
program's robot API calls, clock reads, prints and step hooks become messages; the parent (the
bridge) answers them. Anything the program does to this process (it can reach this module
through frames) stays here: the parent validates every message it receives.
"""

from __future__ import annotations

import builtins
import ctypes
import importlib
import json
import marshal
import math
import os
import platform
import resource
import struct
import sys
import types

MAX_MESSAGE = 1 << 20  # bytes: the largest message the parent accepts from the child
_HEADER = struct.Struct(">I")


class ProtocolError(Exception):
    """A message that is not a length-prefixed JSON object within the size limit."""


def _reject_constant(name: str) -> None:
    raise ProtocolError(f"non-finite number {name} in a message")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        _reject_constant(text)
    return value


def write_message(fd: int, obj: dict) -> None:
    """One message: 4-byte big-endian length, then compact JSON (no NaN or infinity)."""
    data = json.dumps(obj, allow_nan=False, separators=(",", ":")).encode()
    view = memoryview(_HEADER.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def _read_exactly(fd: int, n: int) -> bytes | None:
    chunks, left = [], n
    while left:
        chunk = os.read(fd, min(left, 1 << 16))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_message(fd: int, limit: int) -> dict | None:
    """The next message, or None at end of file. Raises ProtocolError on a malformed one."""
    header = _read_exactly(fd, _HEADER.size)
    if header is None:
        return None
    (size,) = _HEADER.unpack(header)
    if size > limit:
        raise ProtocolError(f"a message of {size} bytes (the limit is {limit})")
    data = _read_exactly(fd, size)
    if data is None:
        return None
    try:
        msg = json.loads(data.decode(), parse_constant=_reject_constant, parse_float=_finite)
    except (ValueError, RecursionError) as exc:  # also an integer beyond int's digit limit
        raise ProtocolError(f"not JSON: {exc}") from None
    if not isinstance(msg, dict):
        raise ProtocolError("a message must be a JSON object")
    return msg


class Channel:
    """The child's end: each request waits for the parent's reply."""

    def __init__(self, rfd: int, wfd: int) -> None:
        self.rfd, self.wfd = rfd, wfd

    def request(self, msg: dict):
        write_message(self.wfd, msg)
        reply = read_message(self.rfd, 1 << 30)
        if reply is None:
            os._exit(3)  # the parent is gone or ended the run
        if "raise" in reply:
            raise {"TypeError": TypeError, "ValueError": ValueError}[reply["raise"]](reply["message"])
        return reply.get("value")


def plain(value, target: str):
    """The value as JSON data, or a clear error in the program (a set, an object, NaN)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"cannot pass {value!r} to {target}")
        return value
    if isinstance(value, (list, tuple)):
        return [plain(v, target) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return {k: plain(v, target) for k, v in value.items()}
    raise TypeError(f"cannot pass a {type(value).__name__} to {target}")


def _program_line(filename: str) -> int | None:
    frame = sys._getframe(2)
    return frame.f_lineno if frame.f_code.co_filename == filename else None


def namespace(desc: dict, request, filename: str) -> dict:
    """The program's globals from the parent's description: API functions and the clock as
    messages to `request` (the parent's channel, or the task simulator's world in this process),
    the allowed modules' allowed attributes, harmless builtins, the step hooks."""
    def api_function(name: str):
        def call(*args, **kwargs):
            return request({"op": "call", "name": name, "args": plain(args, name),
                                    "kwargs": plain(kwargs, name), "line": _program_line(filename)})
        call.__name__ = name
        return call

    def clock_function(attr: str):
        def clock(*args):
            return request({"op": "clock", "attr": attr, "args": plain(args, f"time.{attr}")})
        clock.__name__ = attr
        return clock

    modules = {}
    for mod, attrs in desc["modules"].items():
        if mod == "time":
            modules[mod] = types.SimpleNamespace(**{a: clock_function(a) for a in desc["clock"]})
            continue
        source = importlib.import_module(mod)
        modules[mod] = types.SimpleNamespace(**{n: getattr(source, n) for n in attrs if hasattr(source, n)})

    def restricted_import(name, globals=None, locals=None, fromlist=(), level=0):
        if level == 0 and name in modules:
            return modules[name]
        raise ImportError(f"import of '{name}' is outside the robot's API")

    def program_print(*args, sep=" ", end="\n", file=None, flush=False):
        request({"op": "output", "text": str(sep).join(map(str, args)) + str(end)})

    stack: list[str] = []

    def sc_open(kind: str, line: int, col: int) -> bool:
        stack.append(kind)
        request({"op": "open", "kind": kind, "line": line, "col": col})
        return False

    def sc_close(value):
        kind = stack.pop()
        request({"op": "close", "outcome": bool(value) if kind == "decision" else None})
        return value

    def sc_for(line: int, col: int, iterable):
        for item in iterable:
            request({"op": "loop", "line": line, "col": col, "more": True})
            yield item
        request({"op": "loop", "line": line, "col": col, "more": False})

    safe = {n: getattr(builtins, n) for n in desc["builtins"] if hasattr(builtins, n)}
    safe["print"] = program_print
    safe["__import__"] = restricted_import
    return {"__builtins__": safe, "__name__": "safe_codegen_program", **modules,
            **{name: api_function(name) for name in desc["api"]},
            "__sc_open__": sc_open, "__sc_close__": sc_close, "__sc_for__": sc_for}


# --- lock-down: Linux mechanisms through ctypes (each applied when the kernel allows it) ---
_libc = ctypes.CDLL(None, use_errno=True)
_libc.syscall.restype = ctypes.c_long
CLONE_NEWNET = 0x40000000
PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2
LANDLOCK_CREATE_RULESET, LANDLOCK_RESTRICT_SELF = 444, 446  # the same number on every architecture


class _RulesetAttr(ctypes.Structure):
    _fields_ = [("fs", ctypes.c_uint64), ("net", ctypes.c_uint64), ("scoped", ctypes.c_uint64)]


def _landlock() -> list[str]:
    """A ruleset with no rules: no filesystem access at all through new opens, no TCP bind or
    connect (ABI 4), no signals or abstract sockets outside this process (ABI 6)."""
    abi = _libc.syscall(LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    if abi < 1:
        return []
    fs = (1 << 13) - 1 | (1 << 13 if abi >= 2 else 0) | (1 << 14 if abi >= 3 else 0) | (1 << 15 if abi >= 5 else 0)
    attr = _RulesetAttr(fs, 3 if abi >= 4 else 0, 3 if abi >= 6 else 0)
    size = 8 if abi < 4 else 16 if abi < 6 else 24
    fd = _libc.syscall(LANDLOCK_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0))
    if fd < 0:
        return []
    ok = _libc.syscall(LANDLOCK_RESTRICT_SELF, ctypes.c_int(fd), ctypes.c_uint32(0)) == 0
    os.close(fd)
    if not ok:
        return []
    return [f"landlock-fs(abi {abi})"] + (["landlock-tcp"] if abi >= 4 else []) + (
        ["landlock-signal-scope"] if abi >= 6 else [])


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


def _drop_capabilities() -> list[str]:
    """No capabilities left (when run as root): no raising hard limits, no kill of any process."""
    data = (ctypes.c_uint32 * 6)()
    ok = _libc.capset(ctypes.byref(_CapHeader(0x20080522, 0)), data) == 0
    return ["no-capabilities"] if ok else []


# x86_64 system call numbers denied with EPERM: processes, sockets, tracing, filesystem changes,
# limits, scheduling, kernel and namespace control, io_uring (its operations bypass seccomp).
_DENIED_X86_64 = (
    59, 322, 57, 58, 56, 435,             # execve execveat fork vfork clone clone3
    41, 53, 42, 49, 50, 43, 288,          # socket socketpair connect bind listen accept accept4
    101, 310, 311, 312,                   # ptrace process_vm_readv/writev kcmp
    85, 437, 87, 263, 82, 264, 316,       # creat openat2 unlink unlinkat rename renameat renameat2
    83, 258, 84, 86, 265, 88, 266,        # mkdir mkdirat rmdir link linkat symlink symlinkat
    90, 91, 268, 452, 92, 93, 94, 260,    # chmod fchmod fchmodat fchmodat2 chown fchown lchown fchownat
    76, 77, 133, 259,                     # truncate ftruncate mknod mknodat
    129, 297, 424, 434, 438, 440,         # rt_(tg)sigqueueinfo pidfd_send_signal pidfd_open pidfd_getfd process_madvise
    160, 302, 141, 142, 144, 314, 149, 151, 325,  # setrlimit prlimit64 setpriority sched_set* mlock mlockall mlock2
    165, 166, 155, 161, 308, 272,         # mount umount2 pivot_root chroot setns unshare
    169, 175, 313, 176, 246, 320, 172, 173, 167, 168,  # reboot modules kexec iopl ioperm swapon swapoff
    321, 298, 323, 248, 249, 250, 425, 426, 427, 303, 304,  # bpf perf userfaultfd keys io_uring handles
)
_OPEN_X86_64 = {2: 1, 257: 2}  # open(path, flags), openat(dirfd, path, flags): the flags argument
_SIGNAL_X86_64 = (62, 200, 234)  # kill(pid), tkill(tid), tgkill(tgid): only this process
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
_AUDIT_ARCH_X86_64 = 0xC000003E


def _seccomp_filter(pid: int) -> list[tuple[int, int, int, int]]:
    """The BPF program (code, jt, jf, k): deny with EPERM the calls above, opens with write
    flags and signals to other processes; kill the process on a foreign ABI (x32, i386)."""
    ld, jeq, jset, jge, ret = 0x20, 0x15, 0x45, 0x35, 0x06
    allow, eperm, kill = 0x7FFF0000, 0x00050001, 0x80000000

    def arg(i: int) -> int:
        return 16 + 8 * i  # the low 32 bits of args[i] in struct seccomp_data (little-endian)

    prog = [(ld, 0, 0, 4), (jeq, 1, 0, _AUDIT_ARCH_X86_64), (ret, 0, 0, kill),
            (ld, 0, 0, 0), (jge, 0, 1, 0x40000000), (ret, 0, 0, kill)]
    for nr in _DENIED_X86_64:
        prog += [(jeq, 0, 1, nr), (ret, 0, 0, eperm)]
    for nr, i in _OPEN_X86_64.items():
        prog += [(jeq, 0, 4, nr), (ld, 0, 0, arg(i)), (jset, 0, 1, _WRITE_FLAGS), (ret, 0, 0, eperm),
                 (ret, 0, 0, allow)]
    for nr in _SIGNAL_X86_64:
        prog += [(jeq, 0, 4, nr), (ld, 0, 0, arg(0)), (jeq, 1, 0, pid), (ret, 0, 0, eperm), (ret, 0, 0, allow)]
    return prog + [(ret, 0, 0, allow)]


class _SockFilter(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_uint16), ("filter", ctypes.POINTER(_SockFilter))]


def _install(prog: ctypes.Array) -> bool:
    """Load a BPF program (an array of sock_filter) as this process's seccomp filter."""
    return _libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(_SockFprog(len(prog), prog)), 0, 0) == 0


def _seccomp(allow: dict | None) -> list[str]:
    """The parent's libseccomp allow-list (sandbox/seccomp.py) when it sent one, else the
    hand-built x86_64 deny-list above; the list names the one applied."""
    if allow is not None:
        bpf = bytes.fromhex(allow["bpf"])
        if _install((_SockFilter * (len(bpf) // ctypes.sizeof(_SockFilter))).from_buffer_copy(bpf)):
            return [f"seccomp allow-list (libseccomp {allow['arch']})"]
    if platform.machine() != "x86_64":
        return []  # the deny list is written for x86_64's system call numbers
    prog = _seccomp_filter(os.getpid())
    if _install((_SockFilter * len(prog))(*[_SockFilter(*ins) for ins in prog])):
        return ["seccomp deny-list (fallback)"]
    return []


def lock_down(limits: dict, allow: dict | None = None) -> list[str]:
    """Close every other fd, then apply what the kernel allows (`allow`: the parent's seccomp
    allow-list, if any); returns the mechanisms applied."""
    os.closerange(3, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    applied = ["closed-fds"]
    if _libc.unshare(CLONE_NEWNET) == 0:
        applied.append("netns")
    if _libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0:
        applied.append("no-new-privs")
    applied += _landlock()
    cpu = max(1, math.ceil(limits["cpu_seconds"]))
    for res, value in ((resource.RLIMIT_CPU, (cpu, cpu + 1)), (resource.RLIMIT_AS, limits["memory_bytes"]),
                       (resource.RLIMIT_FSIZE, 0), (resource.RLIMIT_NOFILE, 3), (resource.RLIMIT_CORE, 0)):
        resource.setrlimit(res, value if isinstance(value, tuple) else (value, value))
    applied.append("rlimits")
    applied += _drop_capabilities()
    applied += _seccomp(allow)
    return applied


def _error_line(exc: BaseException, filename: str) -> int | None:
    """The line of the innermost traceback entry in the program's own file."""
    line, tb = None, exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def main() -> None:
    channel = Channel(0, 1)
    start = read_message(0, 1 << 30)
    if start is None:
        os._exit(3)
    filename, entry = start["filename"], start["entry"]
    code = marshal.loads(bytes.fromhex(start["code"]))
    simulation = start.get("simulate")
    if simulation is None:
        ns = namespace(start["namespace"], channel.request, filename)
        channel.request({"op": "ready", "isolation": lock_down(start["limits"], start.get("seccomp"))})
        try:
            exec(code, ns)
            ns[entry]()
        except BaseException as exc:  # the program's own error, reported with its line
            write_message(1, {"op": "error", "type": type(exc).__name__, "message": str(exc)[:2000],
                              "line": _error_line(exc, filename)})
            os._exit(1)
    else:
        from safe_codegen.tasks import world  # stdlib only, imported before the lock-down
        for mod in start["namespace"]["modules"]:  # and the robot file's modules (namespace() builds one a run)
            importlib.import_module(mod)
        channel.request({"op": "ready", "isolation": lock_down(start["limits"], start.get("seccomp"))})
        for scenario in simulation["scenarios"]:
            write_message(1, {"op": "trace", "trace": simulate(code, entry, filename, start["namespace"], simulation,
                                                               world.Scenario.from_json(scenario), world)})
    write_message(1, {"op": "done"})
    os._exit(0)


def serve(fd: int) -> None:
    """The fork server (sandbox/forkserver.py): for each "F" packet with three fds on the socket `fd`,
    fork a child that makes them its fds 0-2, leads a session of its own and runs `main`, and answer
    "P <pid>"; for "K <pid>", SIGKILL that child's session if it has not been reaped; report
    "X <pid> <code>" when a child ends. It runs no program code and ends with its parent."""
    import select
    import signal
    import socket

    importlib.import_module("safe_codegen.tasks.world")  # the task simulator's, ready in every child
    sock = socket.socket(fileno=fd)
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.set_wakeup_fd(wake_w)
    live: set[int] = set()
    while True:
        ready, _, _ = select.select([sock, wake_r], [], [])
        if wake_r in ready:
            os.read(wake_r, 512)
        while live:  # report every child that has ended
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                break
            live.discard(pid)
            sock.send(f"X {pid} {os.waitstatus_to_exitcode(status)}".encode())
        if sock not in ready:
            continue
        msg, fds, _, _ = socket.recv_fds(sock, 64, 3)
        if not msg:
            os._exit(0)  # the parent has gone
        if msg.startswith(b"K "):
            pid = int(msg.split()[1])
            for kill in (os.killpg, os.kill):  # os.kill: a child killed before it called setsid
                if pid in live:
                    try:
                        kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
            continue
        if len(fds) != 3:
            for extra in fds:
                os.close(extra)
            continue
        pid = os.fork()
        if pid == 0:
            signal.set_wakeup_fd(-1)
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            os.setsid()
            for target, source in enumerate(fds):
                os.dup2(source, target)
            for extra in (*fds, wake_r, wake_w):
                os.close(extra)
            sock.close()
            main()
        live.add(pid)
        for extra in fds:
            os.close(extra)
        sock.send(f"P {pid}".encode())


def simulate(code, entry: str, filename: str, desc: dict, simulation: dict, scenario, world) -> dict:
    """One run of the program against the task simulator's world, in a fresh namespace: its trace."""
    sim = world.VirtualWorld(simulation["robot"], scenario, simulation["max_steps"], simulation["max_seconds"])
    ns = namespace(desc, sim.handle, filename)
    try:
        exec(code, ns)
        ns[entry]()
    except world.OutOfBudget as exc:
        return sim.trace("budget", str(exc), _error_line(exc, filename))
    except BaseException as exc:  # the program's own error, reported with its line
        return sim.trace("error", f"{type(exc).__name__}: {str(exc)[:2000]}", _error_line(exc, filename))
    return sim.trace("finished", None, None)

