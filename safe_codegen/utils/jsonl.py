"""JSON Lines input: each non-empty line parsed, bad JSON reported with its file and line."""

from __future__ import annotations

import json
from pathlib import Path

from safe_codegen.errors import InputError


def read_jsonl(path: Path) -> list[tuple[int, object]]:
    """(line number, value) for every non-empty line of `path`."""
    rows = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append((n, json.loads(line)))
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:{n}: not JSON: {exc.msg}") from None
    return rows
