"""Reading a user's text file (program, robot, spec, plan, task) without trusting it: only a
regular file, at most MAX_BYTES, UTF-8 with or without a byte-order mark. A FIFO or a device
(`/dev/zero`) would otherwise hang the tool or exhaust its memory."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from safe_codegen.errors import InputError

MAX_BYTES = 1 << 20  # 1 MiB: far above any robot, spec, plan or program file


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def read_text(path: Path, limit: int = MAX_BYTES) -> str:
    """The file's text; anything but a readable regular UTF-8 file of at most `limit` bytes is an
    InputError naming the file (and the line of an encoding error). Opens without blocking on a
    FIFO and checks the opened file itself (fstat), so a swap after a check cannot slip through."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise InputError(f"{path}: {_kind(st.st_mode)}, not a regular file")
        if st.st_size > limit:
            raise InputError(f"{path}: too large ({st.st_size} bytes; the limit is {limit})")
        with os.fdopen(os.dup(fd), "rb") as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise InputError(f"{path}: too large (over {limit} bytes, the limit)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise InputError(f"{path}:{line}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
