"""NuSMV through pynusmv, in isolated worker processes.

NuSMV keeps global state, may call exit(1) and can segfault, so the calling process never
loads it: models go to worker processes (`python -m safe_codegen.verify.nusmv`, talking pickled
batches over pipes), recycled every few thousand models because NuSMV leaks. A worker that
dies is an error result for its model, never a dead caller.
"""

from __future__ import annotations

import os
import pickle
import select
import struct
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from concurrent.futures import Future

# subprocess, threading and concurrent.futures are imported by the pool that uses them: the quick
# path forks its NuSMV child after importing this module, and the child needs none of them.

RECYCLE_AFTER = 2000  # models per worker process before it is replaced (NuSMV leaks ~30 KB/model)

State = dict[str, str]


@dataclass(frozen=True)
class SpecOutcome:
    """NuSMV's answer for one LTLSPEC: holds, and for a violation the lasso of states/inputs."""

    holds: bool
    states: list[State]
    inputs: list[State]


@dataclass(frozen=True)
class CheckFailed:
    """NuSMV could not check this model: its worker died (exit/segfault) or it raised."""

    reason: str


def check_model(text: str) -> list[SpecOutcome]:
    """Check every LTLSPEC of an SMV model in this process (only ever call inside a worker)."""
    from pynusmv import glob, mc
    from pynusmv.init import init_nusmv

    out: list[SpecOutcome] = []
    with init_nusmv():
        glob.load_from_string(text)
        glob.compute_model()
        for p in glob.prop_database():
            holds, cex = mc.check_explain_ltl_spec(p.expr)
            trace = list(cex) if cex is not None else []
            out.append(SpecOutcome(bool(holds), [dict(s) for s in trace[0::2]], [dict(i) for i in trace[1::2]]))
    return out


def _check_one(text: str) -> list[SpecOutcome] | CheckFailed:
    try:
        return check_model(text)
    except Exception as exc:  # pynusmv raises for models it cannot flatten or parse
        return CheckFailed(f"NuSMV rejected the model: {type(exc).__name__}: {exc}")


def _send(stream, obj) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(struct.pack("<Q", len(data)) + data)
    stream.flush()


def _recv(stream, timeout: float | None = None):
    if timeout is not None and not select.select([stream], [], [], timeout)[0]:
        raise TimeoutError
    head = stream.read(8)
    if len(head) < 8:
        raise EOFError
    (n,) = struct.unpack("<Q", head)
    data = stream.read(n)
    if len(data) < n:
        raise EOFError
    return pickle.loads(data)


def _deferred_parser(name: str):
    """What `pynusmv.parser` holds under `name`, without loading it: pynusmv's own exceptions as they are,
    anything else a function that loads the real parser when first called."""
    from pynusmv import exception
    if hasattr(exception, name):
        return getattr(exception, name)

    def call(*args, **kwargs):
        import importlib
        if getattr(sys.modules.get("pynusmv.parser"), "deferred", False):
            del sys.modules["pynusmv.parser"]
        real = importlib.import_module("pynusmv.parser")
        sys.modules["pynusmv"].parser = real
        return getattr(real, name)(*args, **kwargs)
    call.__name__ = name
    return call


def load_pynusmv() -> None:
    """Import pynusmv in a NuSMV process, its expression parser deferred. pynusmv imports the parser (and
    pyparsing's grammar: 0.12 of the 0.2 s the import takes) at start-up, for parsing expressions given as
    strings, which checking a model text never does; its names load the real module when first called
    (demand loading, as Mercurial's demandimport). Garbage collection waits until the import is done."""
    import gc
    import types

    gc.disable()
    stub = types.ModuleType("pynusmv.parser", "pynusmv's expression parser, loaded when first used")
    stub.deferred = True
    stub.__getattr__ = _deferred_parser
    sys.modules["pynusmv.parser"] = stub
    import pynusmv.init  # noqa: F401
    gc.enable()
    gc.freeze()  # halves NuSMV's deinit time (it runs gc.collect)


def _serve() -> None:
    """Worker main loop: read batches of model texts on stdin, answer on the original stdout."""
    load_pynusmv()
    reply = os.fdopen(os.dup(1), "wb")
    # NuSMV writes diagnostics to the C-level fds 1 and 2: keep them off the caller's terminal.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    if not os.environ.get("SAFE_CODEGEN_NUSMV_STDERR"):
        os.dup2(devnull, 2)
    request = sys.stdin.buffer
    while True:
        try:
            texts = _recv(request)
        except EOFError:
            return
        _send(reply, [_check_one(t) for t in texts])


class _Worker:
    def __init__(self) -> None:
        import subprocess
        self.proc = subprocess.Popen([sys.executable, "-m", "safe_codegen.verify.nusmv"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=None)
        self.done = 0

    def check(self, texts: list[str], timeout: float) -> list[list[SpecOutcome] | CheckFailed]:
        _send(self.proc.stdin, texts)
        out = _recv(self.proc.stdout, timeout * len(texts))
        self.done += len(texts)
        return out

    def close(self) -> None:
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        import subprocess
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc.stdout.close()


class NuSMVPool:
    """Worker processes checking SMV models; `check` maps models to outcomes or CheckFailed."""

    def __init__(self, workers: int = 1, timeout: float = 60.0) -> None:
        self.workers = max(1, workers)
        import threading
        from concurrent.futures import ThreadPoolExecutor
        self.timeout = timeout  # seconds per model before its worker is killed
        self._threads = ThreadPoolExecutor(self.workers)
        self._local = threading.local()
        self._all: list[_Worker] = []
        self._lock = threading.Lock()

    def _worker(self) -> _Worker:
        w = getattr(self._local, "worker", None)
        if w is None or w.proc.poll() is not None or w.done >= RECYCLE_AFTER:
            if w is not None:
                self._retire(w)
            w = _Worker()
            with self._lock:
                self._all.append(w)
            self._local.worker = w
        return w

    def _retire(self, w: _Worker) -> None:
        w.close()
        with self._lock:
            if w in self._all:
                self._all.remove(w)
        self._local.worker = None

    def _run(self, texts: list[str]) -> list[list[SpecOutcome] | CheckFailed]:
        w = self._worker()
        try:
            return w.check(texts, self.timeout)
        except TimeoutError:
            w.proc.kill()
            self._retire(w)
            if len(texts) == 1:
                return [CheckFailed(f"NuSMV did not finish within {self.timeout:g} s")]
        except (EOFError, OSError, pickle.UnpicklingError):
            self._retire(w)
            if len(texts) == 1:
                return [CheckFailed("NuSMV worker process died (exit or crash) on this model")]
        return [r for t in texts for r in self._run([t])]  # find the model that killed it

    def check(self, texts: list[str], batch: int = 8) -> list[list[SpecOutcome] | CheckFailed]:
        """Check models in parallel batches; order of results follows `texts`."""
        chunks = [texts[i:i + batch] for i in range(0, len(texts), batch)]
        return [r for rs in self._threads.map(self._run, chunks) for r in rs]

    def submit(self, texts: list[str]) -> Future:
        """Check one batch in the background; the future's result is the list of outcomes."""
        return self._threads.submit(self._run, texts)

    def warm(self) -> None:
        """Start every worker now (so the first check doesn't pay for start-up)."""
        import threading
        barrier = threading.Barrier(self.workers)

        def start(_: int) -> None:
            self._worker()
            barrier.wait()  # hold this thread so every thread starts its own worker

        list(self._threads.map(start, range(self.workers)))

    def close(self) -> None:
        self._threads.shutdown(wait=True)
        for w in list(self._all):
            w.close()
        self._all.clear()

    def __enter__(self) -> "NuSMVPool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


if __name__ == "__main__":
    from safe_codegen.verify.nusmv import _serve as serve  # pickle classes by their module, not __main__

    serve()
