"""The sandbox's fork server: one isolated interpreter per process (`python -I -S`, no environment)
that has imported the child's modules and forks a child for each program, in 2-5 ms instead of the
40-100 ms a fresh interpreter takes. The child then locks itself down exactly as before
(sandbox/child.py); the server itself runs no program code.

Protocol: packets on a UNIX SOCK_SEQPACKET pair. The parent sends "F" with the child's stdin, stdout
and stderr (SCM_RIGHTS) and reads back "P <pid>", or "K <pid>" to kill a child; the server reports
every exit as "X <pid> <code>" (code as subprocess gives it: negative for a signal). The server
kills only children it has not reaped, so a pid that could have been reused is never signalled.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

# The server: finds its package by path and serves on the socket's fd (sandbox/child.py, `serve`).
BOOT = (f"import sys; sys.path.insert(0, {str(Path(__file__).resolve().parents[2])!r}); "
        "from safe_codegen.sandbox.child import serve; serve({fd})")


class ForkServer:
    """The parent's end: `spawn` forks a child on three fds; `wait` gives its exit code."""

    def __init__(self) -> None:
        self._sock, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._proc = subprocess.Popen([sys.executable, "-I", "-S", "-c", BOOT.replace("{fd}", str(theirs.fileno()))],
                                      pass_fds=(theirs.fileno(),), stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL, env={}, start_new_session=True)
        theirs.close()
        self._lock = threading.Lock()  # one spawn at a time: replies come in order
        self._cond = threading.Condition()
        self._pids: list[int] = []
        self._codes: dict[int, int] = {}
        self.alive = True
        threading.Thread(target=self._read, name="sandbox-forkserver", daemon=True).start()

    def spawn(self, stdin: int, stdout: int, stderr: int) -> int:
        """Fork a child whose fds 0-2 are these; its pid (it leads its own session)."""
        with self._lock:
            socket.send_fds(self._sock, [b"F"], [stdin, stdout, stderr])
            with self._cond:
                while not self._pids:
                    if not self.alive:
                        raise OSError("the sandbox's fork server has ended")
                    self._cond.wait(1.0)
                return self._pids.pop(0)

    def kill(self, pid: int) -> None:
        """SIGKILL to the child's session, unless it has already ended."""
        try:
            self._sock.send(f"K {pid}".encode())
        except OSError:
            pass  # the server has ended, and its children with it

    def wait(self, pid: int, timeout: float | None = None) -> int | None:
        """The child's exit code, or None if it has not ended within `timeout` seconds."""
        with self._cond:
            self._cond.wait_for(lambda: pid in self._codes or not self.alive, timeout)
            if pid in self._codes:
                return self._codes.pop(pid)
            return -signal.SIGKILL if not self.alive else None

    def _read(self) -> None:
        while True:
            try:
                packet = self._sock.recv(64)
            except OSError:
                packet = b""
            if not packet:
                break
            kind, *fields = packet.split()
            with self._cond:
                if kind == b"P":
                    self._pids.append(int(fields[0]))
                else:
                    self._codes[int(fields[0])] = int(fields[1])
                self._cond.notify_all()
        with self._cond:
            self.alive = False
            self._cond.notify_all()


_server: ForkServer | None = None
_server_lock = threading.Lock()


def fork_server() -> ForkServer:
    """This process's fork server, started on first use (and again if it has ended)."""
    global _server
    with _server_lock:
        if _server is None or not _server.alive:
            _server = ForkServer()
        return _server


class Child:
    """A program's process, forked by the fork server, with pipes for its stdin, stdout and stderr:
    the part of subprocess.Popen's interface that the Sandbox uses."""

    def __init__(self) -> None:
        (in_r, in_w), (out_r, out_w), (err_r, err_w) = os.pipe(), os.pipe(), os.pipe()
        self._server = fork_server()
        try:
            self.pid = self._server.spawn(in_r, out_w, err_w)
        except OSError:
            for fd in (in_w, out_r, err_r):
                os.close(fd)
            raise
        finally:
            for fd in (in_r, out_w, err_w):
                os.close(fd)
        self.stdin = os.fdopen(in_w, "wb", buffering=0)
        self.stdout = os.fdopen(out_r, "rb", buffering=0)
        self.stderr = os.fdopen(err_r, "rb")
        self.returncode: int | None = None

    def wait(self, timeout: float | None = None) -> int:
        """The exit code (negative: the signal that ended it), as often as asked;
        subprocess.TimeoutExpired after `timeout`."""
        if self.returncode is None:
            self.returncode = self._server.wait(self.pid, timeout)
            if self.returncode is None:
                raise subprocess.TimeoutExpired("sandbox child", timeout)
        return self.returncode

    def kill(self) -> None:
        """SIGKILL to its session (by the fork server, which knows whether it has ended)."""
        if self.returncode is None:
            self._server.kill(self.pid)
