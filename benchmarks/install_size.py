"""Install sizes: what a core install of safe-codegen puts on disk, and what each extra adds, for the
requirements pyproject.toml declares, from the files the installed distributions record (RECORD, as
pip wrote them) in a virtual environment that has everything (scripts/setup.sh's .venv). Each extra's
figure is what it adds to the core (its requirements' closure minus the core's); `all` is the union.
Prints MB (10^6 bytes) per row and the largest distributions of each.

    .venv/bin/python benchmarks/install_size.py [--top 4]
"""

from __future__ import annotations

import argparse
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

PACKAGE = "safe-codegen"
PROJECT = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text())["project"]


def dist_size(dist: metadata.Distribution) -> int:
    """Bytes of the files a distribution installed (RECORD), counting each file that exists once."""
    total = 0
    for f in dist.files or []:
        path = Path(dist.locate_file(f))
        if path.is_file():
            total += path.stat().st_size
    return total


def closure(reqs: list[Requirement], dists: dict[str, metadata.Distribution], extras: set[str]) -> set[str]:
    """The installed distributions these requirements pull in, transitively (markers evaluated here)."""
    seen: set[str] = set()
    todo = [(r, extras) for r in reqs]
    while todo:
        req, ext = todo.pop()
        env_ok = req.marker is None or any(req.marker.evaluate({"extra": e}) for e in (ext or {""}))
        name = canonicalize_name(req.name)
        if not env_ok:
            continue
        if name == PACKAGE:  # a self-reference: safe-codegen[nusmv,llm,...]
            todo += [(r, set(req.extras)) for r in own_requirements()]
            continue
        if name in seen or name not in dists:
            continue
        seen.add(name)
        todo += [(Requirement(r), set(req.extras)) for r in dists[name].requires or []]
    return seen


def own_requirements() -> list[Requirement]:
    """pyproject.toml's requirements, each extra's with its `extra == NAME` marker (as in a wheel's METADATA)."""
    reqs = [Requirement(r) for r in PROJECT["dependencies"]]
    for extra, rs in PROJECT["optional-dependencies"].items():
        for r in rs:
            req = Requirement(r)
            marker = f"extra == '{extra}'" + (f" and ({req.marker})" if req.marker else "")
            reqs.append(Requirement(f"{str(req).split(';')[0]}; {marker}"))
    return reqs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--top", type=int, default=4, help="Largest distributions shown per row.")
    args = ap.parse_args()
    dists = {canonicalize_name(d.metadata["Name"]): d for d in metadata.distributions()}
    sizes = {name: dist_size(d) for name, d in dists.items()}
    reqs = own_requirements()
    core = closure([r for r in reqs if r.marker is None or r.marker.evaluate({"extra": ""})], dists, set())
    extras = list(PROJECT["optional-dependencies"])
    mb = lambda names: sum(sizes[n] for n in names) / 1e6  # noqa: E731
    print(f"{'install':10} {'MB':>8}  largest")
    print(f"{'core':10} {mb(core):8.1f}  {top(core, sizes, args.top)}")
    for extra in extras:
        added = closure(reqs, dists, {extra}) - core
        print(f"{'+' + extra:10} {mb(added):8.1f}  {top(added, sizes, args.top)}")
    everything = set(dists) - {"pip", "setuptools", "wheel"}
    print(f"{'venv':10} {mb(everything):8.1f}  every distribution installed here (with pip's own: "
          f"{mb(set(dists)):.1f})")


def top(names: set[str], sizes: dict[str, int], n: int) -> str:
    return ", ".join(f"{x} {sizes[x] / 1e6:.1f}" for x in sorted(names, key=lambda x: -sizes[x])[:n])


if __name__ == "__main__":
    main()
