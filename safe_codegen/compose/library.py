"""The library of verified subprograms: one JSON file per subprogram under DIR/ROBOT/NAME.json.

Each entry holds the program text, its FSA and, per spec, the monitor summary the sound
composition check needs (compose.Summary). Files are written atomically.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

import spot

from safe_codegen.utils.atomic import write_text
from safe_codegen.compose.algorithms import Summary, summarize
from safe_codegen.errors import InputError
from safe_codegen.verify.fsa import FSA, fsa_from_json, fsa_to_json
from safe_codegen.monitor import monitor
from safe_codegen.verify.nusmv import NuSMVPool
from safe_codegen.robot import Robot
from safe_codegen.spec import Spec
from safe_codegen.verify.verifier import SAFE, Result, finish, prepare

NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")
FORMAT = 1


@dataclass
class Entry:
    name: str
    robot: str
    source: str
    fsa: FSA
    specs: list[dict]  # [{"name", "formula"}] it was verified against
    summaries: dict[str, Summary]  # by formula
    path: Path
    description: str = ""  # what it does, in words (shown to a model that plans with the library)

    def summary(self, spec: Spec) -> Summary:
        """The stored summary for this spec, computed now if the entry lacks it (or was stored before
        summaries had the sensor junctions' part)."""
        stored = self.summaries.get(spec.formula)
        if stored is None or set(stored.on_safe) != set(self.fsa.env_props):
            self.summaries[spec.formula] = summarize(self.fsa, monitor(spec.formula))
        return self.summaries[spec.formula]


def library_dir(given: Path | None) -> Path:
    """--library, else $SAFE_CODEGEN_LIBRARY, else $XDG_DATA_HOME (~/.local/share)/safe-codegen/library:
    never inside the source tree."""
    if given or os.environ.get("SAFE_CODEGEN_LIBRARY"):
        return given or Path(os.environ["SAFE_CODEGEN_LIBRARY"])
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local/share") / "safe-codegen" / "library"


def entry_path(root: Path, robot: str, name: str) -> Path:
    if not NAME.match(name):
        raise InputError(f"'{name}' is not a valid subprogram name (letters, digits, _ . -)")
    return root / robot / f"{name}.json"


def add_verified(root: Path, robot: Robot, name: str, source: str, specs: list[Spec], pool: NuSMVPool,
                 where: str, description: str = "") -> tuple[Result, Entry | None]:
    """Verify a subprogram (translated once) and store it if it satisfies every spec.
    `where` names the program in the Result (its file)."""
    path = entry_path(root, robot.name, name)  # a bad name fails before any work
    prep = prepare(source, robot, specs, where)
    result = finish(prep, pool.check([prep.model])[0] if prep.model is not None else None, robot, specs)
    if result.verdict != SAFE:
        return result, None
    entry = Entry(name, robot.name, prep.source, prep.fsa, [{"name": s.name, "formula": s.formula} for s in specs],
                  {s.formula: summarize(prep.fsa, monitor(s.formula)) for s in specs}, path, description)
    save(entry)
    return result, entry


def save(entry: Entry) -> None:
    data = {
        "format": FORMAT, "name": entry.name, "robot": entry.robot, "description": entry.description,
        "source": entry.source,
        "sha256": hashlib.sha256(entry.source.encode()).hexdigest(), "spot": spot.version(),
        "specs": entry.specs, "fsa": fsa_to_json(entry.fsa),
        "summaries": {f: s.to_json() for f, s in entry.summaries.items()},
    }
    write_text(entry.path, json.dumps(data, indent=1) + "\n")


def load(root: Path, robot: str, name: str) -> Entry:
    path = entry_path(root, robot, name)
    if not path.exists():
        known = ", ".join(e.name for e in entries(root, robot)) or "none"
        raise InputError(f"no subprogram '{name}' for robot '{robot}' in {root} (known: {known})")
    return _read(path)


def _read(path: Path) -> Entry:
    try:
        d = json.loads(path.read_text(encoding="utf-8"))
        summaries = {f: Summary.from_json(s) for f, s in d["summaries"].items()} \
            if d.get("spot") == spot.version() else {}  # monitor numbering is Spot's: recompute on change
        return Entry(d["name"], d["robot"], d["source"], fsa_from_json(d["fsa"]), d["specs"], summaries, path,
                     d.get("description", ""))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise InputError(f"{path}: not a valid library entry: {exc}") from None


def entries(root: Path, robot: str) -> list[Entry]:
    return [_read(p) for p in sorted((root / robot).glob("*.json"))]


def remove(root: Path, robot: str, name: str) -> None:
    path = entry_path(root, robot, name)
    if not path.exists():
        raise InputError(f"no subprogram '{name}' for robot '{robot}' in {root}")
    path.unlink()
