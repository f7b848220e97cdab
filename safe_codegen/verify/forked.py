"""One batch of models checked by NuSMV in a child forked at once: the quick path for a few programs.

Starting a pool worker costs a Python start-up and the package's imports before pynusmv even loads.
A child forked early instead loads pynusmv while the caller parses and translates the programs, and
a NuSMV crash still ends only the child. Fork before NuSMV is ever initialised in the caller (the
caller never imports pynusmv) and before any thread starts.
"""

from __future__ import annotations

import atexit
import os
import signal
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from concurrent.futures import Future

    from safe_codegen.verify.nusmv import CheckFailed, SpecOutcome

    Outcome = list[SpecOutcome] | CheckFailed

# safe_codegen.verify.nusmv (dataclasses, pickle) is imported after the fork, on both sides: the child
# then starts loading pynusmv ~20 ms sooner, and the caller needs it only when the batch is sent.


def _child(requests: int, replies: int) -> None:
    """The forked child: load pynusmv, check one batch, reply, exit (never returns)."""
    try:
        import faulthandler
        faulthandler.disable()  # a NuSMV crash is a result here, not a report from the caller's handler
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)  # NuSMV writes diagnostics to the C-level fds 1 and 2
        if not os.environ.get("SAFE_CODEGEN_NUSMV_STDERR"):
            os.dup2(devnull, 2)
        from safe_codegen.verify.nusmv import _check_one, _recv, _send, load_pynusmv
        load_pynusmv()
        with os.fdopen(requests, "rb") as request, os.fdopen(replies, "wb") as reply:
            try:
                texts = _recv(request)
            except EOFError:  # the caller gave up before sending anything
                return
            _send(reply, [_check_one(t) for t in texts])
    finally:
        os._exit(0)


class ForkedNuSMV:
    """A NuSMV checker for one batch, in a child forked now; `submit` and `check` as NuSMVPool's."""

    def __init__(self, timeout: float = 60.0) -> None:
        self.timeout = timeout  # seconds per model before the child is killed
        requests_r, self._requests = os.pipe()
        self._replies, replies_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            os.close(self._requests)
            os.close(self._replies)
            _child(requests_r, replies_w)
        os.close(requests_r)
        os.close(replies_w)
        self._used = False

    def check(self, texts: list[str]) -> list[Outcome]:
        """Check the models (one call only); a crashed child's models are re-checked one by one in a pool,
        so only the model that kills NuSMV fails."""
        from safe_codegen.verify.nusmv import CheckFailed, NuSMVPool, _recv, _send
        if self._used:
            raise RuntimeError("ForkedNuSMV checks one batch; use NuSMVPool for more")
        self._used = True
        if not texts:
            return []
        try:
            with os.fdopen(self._requests, "wb", closefd=False) as request:
                _send(request, texts)
            with os.fdopen(self._replies, "rb", closefd=False) as reply:
                return _recv(reply, self.timeout * len(texts))
        except TimeoutError:
            self.close()
            if len(texts) == 1:
                return [CheckFailed(f"NuSMV did not finish within {self.timeout:g} s")]
        except (EOFError, OSError):
            self.close()
            if len(texts) == 1:
                return [CheckFailed("NuSMV worker process died (exit or crash) on this model")]
        with NuSMVPool(1, self.timeout) as pool:
            return pool.check(texts, batch=1)

    def submit(self, texts: list[str]) -> Future:
        """`check` as an already finished future (verify_sources' interface)."""
        from concurrent.futures import Future
        done: Future = Future()
        done.set_result(self.check(texts))
        return done

    def close(self) -> None:
        """End and reap the child (it may be waiting for a batch that never comes)."""
        if self.pid is None:
            return
        for fd in (self._requests, self._replies):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        self.pid = None

    def __enter__(self) -> "ForkedNuSMV":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


_early: ForkedNuSMV | None = None


def start_early() -> None:
    """Fork the child now, at the start of the process (safe_codegen.__main__ for `verify`), so that
    pynusmv loads while the rest starts; `take_early` hands it over, and an unused one ends at exit."""
    global _early
    _early = ForkedNuSMV()
    atexit.register(_early.close)


def take_early() -> ForkedNuSMV | None:
    """The child forked by `start_early` (once), or None."""
    global _early
    child, _early = _early, None
    return child
