"""Where the project's data lives: robots/, specs/, data/ at the repository root."""

from __future__ import annotations

from pathlib import Path

from safe_codegen.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
ROBOTS = ROOT / "robots"
SPECS = ROOT / "specs"
DATA = ROOT / "data"


def resolve(name_or_path: str, folder: Path, kind: str) -> Path:
    """A name (folder/NAME.yaml) or a path to a YAML file; an unknown name lists the known ones."""
    p = Path(name_or_path)
    if p.suffix in (".yaml", ".yml") or p.exists():
        return p
    candidate = folder / f"{name_or_path}.yaml"
    if not candidate.exists():
        known = ", ".join(sorted(q.stem for q in folder.glob("*.yaml")))
        raise InputError(f"unknown {kind} '{name_or_path}' (known: {known})")
    return candidate
