"""Atomic output: write beside the target, then rename, so no reader sees half a file or directory.
Outputs get the permissions open()/mkdir() would give under the process umask (not mkstemp's 0600)."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def umask() -> int:
    """The process umask, read without changing it where Linux allows (/proc), else set and restored."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except OSError:
        pass
    old = os.umask(0o022)
    os.umask(old)
    return old


def write_bytes(path: Path, data: bytes) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fchmod(f.fileno(), 0o666 & ~umask())
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode("utf-8"))


@contextmanager
def write_directory(path: Path, name: str | None = None) -> Iterator[Path]:
    """Yield a path (not yet existing) in a hidden folder beside `path` for the caller to create a
    directory at; when the block ends normally that directory becomes `path`, replacing any old one,
    otherwise it is removed and `path` is left as it was. `name` is the yielded path's last part
    (default path.name), for writers that name files inside after their directory (rosbags)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"))
    try:
        work = tmp / (name or path.name)
        yield work
        if not work.is_dir():
            raise FileNotFoundError(f"{work}: the directory to put in place was not written")
        if path.exists():
            os.replace(path, tmp / ".old")  # moved aside, not deleted, until the new one is in place
        os.replace(work, path)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
