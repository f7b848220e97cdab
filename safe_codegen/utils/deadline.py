"""Run a check that may blow up (Spot's translations are worst-case doubly exponential) with a
wall-clock deadline: in a forked child, killed when the time is up."""

from __future__ import annotations

import os
import signal
import time
from typing import Callable

_POLL = 0.002  # seconds between looks at the child


CRASHED = 255  # what within() returns when the check raised


def within(seconds: float, check: Callable[[], int]) -> int | None:
    """`check()` (a small int) computed in a forked child, or None if it did not finish in
    `seconds` (the child is then killed); CRASHED if it raised."""
    pid = os.fork()
    if pid == 0:  # the child reports through its exit status only and never returns to the caller
        code = CRASHED
        try:
            code = check()
        finally:
            os._exit(code)
    deadline = time.monotonic() + seconds
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(status)
            return code if code >= 0 else CRASHED  # negative: killed by a signal
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        time.sleep(_POLL)
