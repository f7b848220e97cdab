"""Where the project's data lives: robots/, specs/, data/ at the repository root."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROBOTS = ROOT / "robots"
SPECS = ROOT / "specs"
DATA = ROOT / "data"
