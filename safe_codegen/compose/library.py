"""The library of verified subprograms: one JSON file per subprogram under DIR/ROBOT/NAME.json.

Each entry holds the program text and its sha256, its FSA, the specs it was verified against and, per
spec, the monitor summary the sound composition check needs (compose.Summary). Files are written atomically.

An entry is never trusted as stored: every read (compose, run, plan, list, show) checks the hash,
translates the source again and derives the summaries from that FSA, and refuses the entry, naming its file
and why, when the FSA or a summary differs from the stored one or the source is not safe for a spec it
claims. An edited entry (source, hash, FSA or summaries) can therefore never compose as "safe".
Derived summaries go through the disk cache (utils/diskcache.py, trusted as it is for Spot's spec checks),
keyed by the derived FSA and the formula: a library is summarised once per machine, not at every read.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

import spot

from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.diskcache import cached, stamp
from safe_codegen.compose.algorithms import Summary, summarize
from safe_codegen.errors import InputError
from safe_codegen.utils.paths import check_name
from safe_codegen.utils.textfile import read_text
from safe_codegen.verify.fsa import FSA, fsa_to_json
from safe_codegen.monitor import monitor
from safe_codegen.verify.engine import Engine
from safe_codegen.robot import Robot
from safe_codegen.spec import WITHIN_LIMITS, Spec, check_formula, within_limits_spec
from safe_codegen.verify.verifier import SAFE, Result, finish, prepare

FORMAT = 1
MAX_BYTES = 64 << 20  # an entry file; one at the FSA budget (verify/fsa.py MAX_POINTS) is a few MiB


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
        """The summary for this spec, derived from the FSA now if the entry has none for it."""
        if spec.formula not in self.summaries:
            self.summaries[spec.formula] = derive_summary(self.fsa, spec.formula)
        return self.summaries[spec.formula]


_SUMMARY_CODE = ("safe_codegen.compose.algorithms", "safe_codegen.monitor", "safe_codegen.verify.product",
                 "safe_codegen.verify.fsa")


def derive_summary(fsa: FSA, formula: str) -> Summary:
    """summarize(fsa, monitor(formula)) through the disk cache (the key holds the FSA itself, so a value is
    only ever one this code computed for that FSA; never one read from a library entry)."""
    key = json.loads(json.dumps([fsa_to_json(fsa), formula, spot.version(), *map(stamp, _SUMMARY_CODE)]))
    return Summary.from_json(cached("summary", key, lambda: summarize(fsa, monitor(formula)).to_json()))


def library_dir(given: Path | None) -> Path:
    """--library, else $SAFE_CODEGEN_LIBRARY, else $XDG_DATA_HOME (~/.local/share)/safe-codegen/library:
    never inside the source tree."""
    if given or os.environ.get("SAFE_CODEGEN_LIBRARY"):
        return given or Path(os.environ["SAFE_CODEGEN_LIBRARY"])
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local/share") / "safe-codegen" / "library"


def entry_path(root: Path, robot: str, name: str) -> Path:
    """DIR/ROBOT/NAME.json; a robot or subprogram name that is not one path component is an InputError."""
    return root / check_name(robot, "robot", str(root)) / f"{check_name(name, 'subprogram', str(root))}.json"


def add_verified(root: Path, robot: Robot, name: str, source: str, specs: list[Spec], pool: Engine,
                 where: str, description: str = "") -> tuple[Result, Entry | None]:
    """Verify a subprogram (translated once) and store it if it satisfies every spec.
    `where` names the program in the Result (its file)."""
    path = entry_path(root, robot.name, name)  # a bad name fails before any work
    prep = prepare(source, robot, specs, where)
    result = finish(prep, pool.check([prep.fsa], specs)[0] if prep.fsa is not None else None, robot, specs)
    if result.verdict != SAFE:
        return result, None
    entry = Entry(name, robot.name, prep.source, prep.fsa, [{"name": s.name, "formula": s.formula} for s in specs],
                  {s.formula: derive_summary(prep.fsa, s.formula) for s in specs}, path, description)
    save(entry)
    return result, entry


def entry_json(entry: Entry) -> dict:
    """The entry as stored (save) and shown (`library show --json`)."""
    return {
        "format": FORMAT, "name": entry.name, "robot": entry.robot, "description": entry.description,
        "source": entry.source, "sha256": _sha256(entry.source), "spot": spot.version(),
        "specs": entry.specs, "fsa": fsa_to_json(entry.fsa),
        "summaries": {f: s.to_json() for f, s in entry.summaries.items()},
    }


def save(entry: Entry) -> None:
    write_text(entry.path, json.dumps(entry_json(entry), indent=1) + "\n")


def load(root: Path, robot: Robot, name: str) -> Entry:
    """The entry NAME of the robot, checked against its source (the module's docstring)."""
    path = entry_path(root, robot.name, name)
    if not path.exists():
        known = ", ".join(sorted(p.stem for p in path.parent.glob("*.json")))
        hint = f"known: {known}" if known else (f"the library is empty: pass --library DIR, or add it with "
                                                f"`safe-codegen library add FILE.py --robot {robot.name}`")
        raise InputError(f"no subprogram '{name}' for robot '{robot.name}' in {root} ({hint})")
    return _read(path, robot)


def entries(root: Path, robot: Robot) -> list[Entry]:
    """Every entry of the robot, each checked against its source; one that fails refuses them all."""
    return [_read(p, robot) for p in sorted((root / check_name(robot.name, "robot", str(root))).glob("*.json"))]


def remove(root: Path, robot: str, name: str) -> None:
    path = entry_path(root, robot, name)
    if not path.exists():
        raise InputError(f"no subprogram '{name}' for robot '{robot}' in {root}")
    path.unlink()


_FIELDS = {"format": int, "name": str, "robot": str, "description": str, "source": str, "sha256": str, "spot": str,
           "specs": list, "fsa": dict, "summaries": dict}


def _read(path: Path, robot: Robot) -> Entry:
    """The entry stored at `path`, re-derived from its source and checked against what is stored."""
    def refused(why: str) -> InputError:
        return InputError(f"{path}: library entry refused: {why}")

    try:
        d = json.loads(read_text(path, MAX_BYTES))
    except ValueError as exc:
        raise refused(f"not JSON ({exc})") from None
    if isinstance(d, dict):
        d.setdefault("description", "")  # entries stored before descriptions
    if not isinstance(d, dict) or any(not isinstance(d.get(k), t) or isinstance(d.get(k), bool)
                                      for k, t in _FIELDS.items()):
        raise refused("not a library entry (" + ", ".join(f"{k}: {t.__name__}" for k, t in _FIELDS.items()) + ")")
    if d["format"] != FORMAT:
        raise refused(f"format {d['format']}, not {FORMAT}")
    if d["name"] != path.stem or d["robot"] != robot.name:
        raise refused(f"it names itself '{d['name']}' for robot '{d['robot']}', but is stored as "
                      f"'{path.stem}' for '{robot.name}'")
    if _sha256(d["source"]) != d["sha256"]:
        raise refused("its source does not match its sha256 (edited after it was verified)")
    prep = prepare(d["source"], robot, [], str(path))
    if prep.fsa is None:
        raise refused(f"its source is unverifiable (line {prep.error.line}: {prep.error.reason})")
    if json.loads(json.dumps(fsa_to_json(prep.fsa))) != d["fsa"]:
        raise refused("its FSA is not the one its source translates to (the entry was edited, or the robot "
                      "file or the translator changed since it was added: add it again)")
    specs = [_claimed(s, robot, refused) for s in d["specs"]]
    summaries = {s.formula: derive_summary(prep.fsa, s.formula) for s in specs}
    for s in specs:
        if not summaries[s.formula].safe_last[monitor(s.formula).init]:
            raise refused(f"its source is not safe for spec '{s.name}', which it claims")
    derived = {f: json.loads(json.dumps(s.to_json())) for f, s in summaries.items()}
    if d["spot"] == spot.version() and d["summaries"] != derived:  # another Spot numbers monitor states otherwise
        raise refused("its summaries are not the ones its FSA has (the entry was edited, or stored by an older "
                      "version: add it again)")
    return Entry(d["name"], d["robot"], d["source"], prep.fsa, [{"name": s.name, "formula": s.formula} for s in specs],
                 summaries, path, d["description"])


def _claimed(stored: object, robot: Robot, refused) -> Spec:
    """A spec the entry says it was verified against ({"name", "formula"}), checked as a spec file's formula is."""
    if not isinstance(stored, dict) or not all(isinstance(stored.get(k), str) for k in ("name", "formula")):
        raise refused("each of its specs is {name, formula}")
    if stored["name"] == WITHIN_LIMITS and stored["formula"] == within_limits_spec().formula:
        return within_limits_spec()
    try:
        return check_formula(stored["name"], stored["formula"], robot, where="its spec")
    except InputError as exc:
        raise refused(str(exc)) from None


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
