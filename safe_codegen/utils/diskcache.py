"""A cache of JSON values on disk, for what is slow to import or compute and depends only on text:
Spot's check of a spec (importing Spot alone takes ~60 ms) and parsed YAML files (PyYAML ~80 ms).

An entry is named by a hash of its key and holds the key, which is compared on reading; a key holds
everything the value depends on, the `stamp`s of the code that computes it included, so a new version of
that code never reads an old entry.
Only values are cached, never errors. A missing, unreadable or corrupt entry is recomputed; a
cache that cannot be written is skipped. The folder is $SAFE_CODEGEN_CACHE, else
$XDG_CACHE_HOME/safe-codegen/cache, else ~/.cache/safe-codegen/cache; SAFE_CODEGEN_CACHE=off disables it.
"""

from __future__ import annotations

import json
import os
import zlib
from importlib.util import find_spec
from pathlib import Path
from typing import Any, Callable

ENV = "SAFE_CODEGEN_CACHE"


def cache_dir() -> Path | None:
    """The cache folder, or None when disabled."""
    named = os.environ.get(ENV)
    if named == "off":
        return None
    if named:
        return Path(named)
    try:
        base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    except (RuntimeError, KeyError):  # no home directory: no cache
        return None
    return Path(base) / "safe-codegen" / "cache"


def stamp(module: str) -> str:
    """A cheap version stamp of an importable module's source file (path, size, mtime), found
    without importing it: it changes when the module is edited or reinstalled."""
    spec = find_spec(module)
    origin = spec.origin if spec else None
    if not origin or not os.path.exists(origin):
        return f"{module}:?"
    st = os.stat(origin)
    return f"{origin}:{st.st_size}:{st.st_mtime_ns}"


def cached(kind: str, key: list, compute: Callable[[], Any]) -> Any:
    """`compute()` (a JSON value), or what it returned before for the same `kind` and `key` (a JSON list)."""
    folder = cache_dir()
    if folder is None:
        return compute()
    raw = json.dumps(key).encode()
    path = folder / kind / f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}.json"  # zlib: hashlib loads OpenSSL (5 ms)
    try:
        entry = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(entry, dict) and entry.get("key") == key:
            return entry["value"]
    except (OSError, ValueError, KeyError):
        pass
    value = compute()
    try:
        from safe_codegen.utils.atomic import write_text
        write_text(path, json.dumps({"key": key, "value": value}))
    except OSError:
        pass
    return value
