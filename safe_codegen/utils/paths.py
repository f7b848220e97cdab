"""Where data lives: the user's SAFE_CODEGEN_PATH directories first, then the packaged resources.

Robots, specs, task sets, few-shot examples, scenarios and the training config ship inside the
package (safe_codegen/resources/KIND/), so a non-editable install has them; a user adds or overrides
files by naming directories that hold KIND/ folders (robots/, specs/, tasks/ ...) in SAFE_CODEGEN_PATH
or with the CLI's --path.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from safe_codegen.errors import InputError

ENV = "SAFE_CODEGEN_PATH"
# a plain folder in the wheel (importlib.resources: +15 ms)
RESOURCES = Path(__file__).resolve().parents[1] / "resources"
ROBOTS = RESOURCES / "robots"
SPECS = RESOURCES / "specs"
TASKS = RESOURCES / "tasks"
FEWSHOT = RESOURCES / "fewshot"
SCENARIOS = RESOURCES / "scenarios"
TRAINING = RESOURCES / "training"
# A name that becomes one path component (a robot's library folder, a subprogram's entry file): no
# separator, never "." or "..", no leading "-" (an option), short enough for any file system with room
# for the atomic writer's temporary suffix.
NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}")
# The checkout (development only): example programs, corpora, plans and subprograms stay in the repository.
ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data"


def add_search_dirs(dirs: list[Path]) -> None:
    """Search these folders first (the CLI's --path): they are put before SAFE_CODEGEN_PATH's own, in
    the environment, so that worker processes search them too."""
    for d in dirs:
        if not Path(d).is_dir():
            raise InputError(f"{d}: no such directory (--path names folders holding robots/, specs/ ...)")
    os.environ[ENV] = os.pathsep.join([*(str(Path(d).resolve()) for d in dirs), *filter(None, [os.environ.get(ENV)])])


def search_path(kind: str) -> list[Path]:
    """The folders searched for files of one kind ('robots', 'specs' ...): SAFE_CODEGEN_PATH's, then the package's."""
    user = [Path(d) / kind for d in os.environ.get(ENV, "").split(os.pathsep) if d]
    return [*user, RESOURCES / kind]


def available(kind: str) -> dict[str, Path]:
    """Every NAME.yaml of one kind on the search path, name -> file; an earlier folder hides a later one."""
    found: dict[str, Path] = {}
    for folder in search_path(kind):
        for p in sorted(folder.glob("*.yaml")):
            found.setdefault(p.stem, p)
    return dict(sorted(found.items()))


def find(kind: str, name: str) -> Path | None:
    """The first KIND/NAME.yaml on the search path, or None (always for a name that is not one path component)."""
    if not NAME.fullmatch(name):
        return None
    return next((p for p in (f / f"{name}.yaml" for f in search_path(kind)) if p.is_file()), None)


def resolve(name_or_path: str, kind: str) -> Path:
    """A name (KIND/NAME.yaml on the search path) or a path to a YAML file; an unknown name lists the known ones."""
    p = Path(name_or_path)
    if p.suffix in (".yaml", ".yml") or p.exists():
        return p
    candidate = find(kind, name_or_path)
    if candidate is None:
        known = ", ".join(available(kind))
        raise InputError(f"unknown {kind.removesuffix('s')} '{name_or_path}' (known: {known})")
    return candidate


def check_name(name: object, what: str, where: str) -> str:
    """`name` if it is safe as one path component (NAME), else an InputError `WHERE: ...`: names read
    from files or given on the command line end up in paths, and must not leave their folder."""
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise InputError(f"{where}: {what} {name!r} is not a valid name (letters, digits, _ . -, not starting "
                         f"with . or -, at most 200 characters)")
    return name
