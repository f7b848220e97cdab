"""Mutation pass over the verifier's and the runtime's modules: do the tests catch bugs in them?

Each hand mutant (benchmarks/mutants.py: module, exact original snippet, replacement, description) is
applied to a private copy of the repository's tracked files (never to the shared working tree),
and the module's targeted tests run against the copy (PYTHONPATH=<copy>, checked to be what
`import safe_codegen` loads, in worker subprocesses too). A mutant is killed when the tests fail
or time out; mutants judged equivalent (with the reason) are listed but left out of the score.
Prints the score per module and overall and the survivors; writes benchmarks/results/mutation.json.

    .venv/bin/python benchmarks/mutation.py [--module M ...] [--id ID ...] [--jobs 1] [--rev REV] [--list]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]
from mutants import MUTANTS, TESTS, Mutant  # noqa: E402

from safe_codegen.utils.atomic import write_text  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks/results/mutation.json"
PYTEST = ["-q", "-x", "-p", "no:cacheprovider", "--no-header", "-o", "console_output_style=classic"]


@dataclass
class Outcome:
    """What the tests did to one mutant."""

    id: str
    module: str
    description: str
    status: str  # killed | survived | equivalent
    seconds: float
    killed_by: str | None = None
    equivalent: str | None = None


def snapshot(rev: str | None, dest: Path) -> None:
    """The repository's tracked files into dest: as committed at `rev`, or as in the working tree."""
    if rev:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
        return
    names = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], check=True, capture_output=True,
                           text=True).stdout.split("\0")
    for name in filter(None, names):
        src = ROOT / name
        if src.is_file():  # a tracked file deleted in the working tree is absent from the copy too
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


def apply(m: Mutant, tree: Path) -> None:
    """Apply the mutant in `tree`; its original snippet must occur exactly once."""
    path = tree / m.file
    text = path.read_text()
    path.write_text(text.replace(m.original, m.replacement, 1))


def occurrences(m: Mutant, tree: Path) -> int:
    return (tree / m.file).read_text().count(m.original)


def env_for(tree: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=f"{tree}{os.pathsep}{os.environ.get('PYTHONPATH', '')}".rstrip(os.pathsep),
               PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTEST_ADDOPTS", None)
    return env


def check_imports_copy(tree: Path) -> None:
    """The copy, not the editable install of the shared tree, is what Python imports (also in a
    grandchild process, like the NuSMV workers started with `python -m safe_codegen.verify.nusmv`)."""
    code = ("import subprocess, sys, safe_codegen, safe_codegen.verify.nusmv; print(safe_codegen.__file__); "
            "print(subprocess.run([sys.executable, '-c', 'import safe_codegen.verify.nusmv as n; print(n.__file__)'], "
            "capture_output=True, text=True, check=True).stdout.strip())")
    out = subprocess.run([sys.executable, "-c", code], env=env_for(tree), cwd=tree, capture_output=True,
                         text=True, check=True).stdout.split()
    expected = [str(tree / "safe_codegen/__init__.py"), str(tree / "safe_codegen/verify/nusmv.py")]
    if out != expected:
        raise SystemExit(f"error: {__file__}:1: the copy is not what Python imports: {out} (expected {expected})")


def run_tests(tree: Path, module: str, timeout: float) -> tuple[bool, float, str | None]:
    """(passed, seconds, first failure) of the module's targeted tests in `tree`."""
    t0 = time.perf_counter()
    try:
        p = subprocess.run([sys.executable, "-m", "pytest", *PYTEST, *TESTS[module]], cwd=tree, env=env_for(tree),
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, time.perf_counter() - t0, f"time-out after {timeout:.0f} s"
    seconds = time.perf_counter() - t0
    if p.returncode == 0:
        return True, seconds, None
    lines = (p.stdout + p.stderr).splitlines()
    first = next((ln for ln in lines if ln.startswith(("FAILED ", "ERROR "))), None)
    return False, seconds, first or (lines[-1] if lines else f"exit {p.returncode}")


def run_mutant(m: Mutant, pristine: Path, work: Path, timeout: float) -> Outcome:
    tree = Path(tempfile.mkdtemp(prefix=f"{m.id}-", dir=work))
    try:
        shutil.copytree(pristine, tree, dirs_exist_ok=True, symlinks=True)
        apply(m, tree)
        check_imports_copy(tree)
        passed, seconds, why = run_tests(tree, m.module, timeout)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    status = "killed" if not passed else ("equivalent" if m.equivalent else "survived")
    return Outcome(m.id, m.module, m.description, status, round(seconds, 2), why, m.equivalent)


def scores(outcomes: list[Outcome]) -> dict:
    """Killed / (mutants - equivalent survivors), per module and overall."""
    def score(rows: list[Outcome]) -> dict:
        killed = sum(o.status == "killed" for o in rows)
        equivalent = sum(o.status == "equivalent" for o in rows)
        counted = len(rows) - equivalent
        return {"mutants": len(rows), "killed": killed, "survived": counted - killed, "equivalent": equivalent,
                "score": round(killed / counted, 4) if counted else None}
    modules = sorted({o.module for o in outcomes})
    return {"modules": {mod: score([o for o in outcomes if o.module == mod]) for mod in modules},
            "overall": score(outcomes)}


def report(console: Console, outcomes: list[Outcome], summary: dict) -> None:
    table = Table(title="Mutation score (killed / non-equivalent)")
    for col in ("module", "mutants", "killed", "survived", "equivalent", "score"):
        table.add_column(col, justify="left" if col == "module" else "right")
    rows = list(summary["modules"].items()) + [("overall", summary["overall"])]
    for mod, s in rows:
        table.add_row(mod, *(str(s[k]) for k in ("mutants", "killed", "survived", "equivalent")),
                      f"{s['score']:.1%}" if s["score"] is not None else "-")
    console.print(table)
    for o in outcomes:
        if o.status == "survived":
            console.print(f"[red]survived[/] {o.id}: {o.description}")
    for o in outcomes:
        if o.status == "equivalent":
            console.print(f"[yellow]equivalent[/] {o.id}: {o.description} -- {o.equivalent}")
    for o in outcomes:
        if o.status == "killed" and o.equivalent:
            console.print(f"[magenta]marked equivalent but killed[/] {o.id}: {o.killed_by}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--module", action="append", help="only this module's mutants (repeatable)")
    ap.add_argument("--id", action="append", help="only this mutant (repeatable)")
    ap.add_argument("--jobs", type=int, default=1, help="mutants tested at once (default 1)")
    ap.add_argument("--rev", help="test the files as committed at REV instead of the working tree's")
    ap.add_argument("--list", action="store_true", help="list the mutants and exit")
    args = ap.parse_args()
    chosen = [m for m in MUTANTS if (not args.module or m.module in args.module) and (not args.id or m.id in args.id)]
    console = Console()
    if args.list:
        for m in chosen:
            print(f"{m.id:14} {m.file:28} {m.description}" + (f"  [equivalent: {m.equivalent}]"
                                                                       if m.equivalent else ""))
        return
    if not chosen:
        raise SystemExit("error: no mutant matches --module/--id")
    started = time.perf_counter()
    work = Path(tempfile.mkdtemp(prefix="mutation-"))
    try:
        pristine = work / "pristine"
        pristine.mkdir()
        snapshot(args.rev, pristine)
        stale = [(m, n) for m in chosen if (n := occurrences(m, pristine)) != 1]
        for m, n in stale:
            console.print(f"error: {m.file}: mutant {m.id}'s original snippet occurs {n} times (update the table)")
        if stale:
            sys.exit(2)
        check_imports_copy(pristine)
        timeouts = {}
        for mod in sorted({m.module for m in chosen}):
            passed, seconds, why = run_tests(pristine, mod, 900)
            if not passed:  # once more: a test that starts processes can fail on a loaded machine
                console.print(f"baseline {mod} failed once ({why}); again")
                passed, seconds, why = run_tests(pristine, mod, 900)
            if not passed:
                console.print(f"error: the unmutated tests of {mod} fail: {why}")
                sys.exit(2)
            timeouts[mod] = max(60.0, 4 * seconds)
            console.print(f"baseline {mod}: {seconds:.1f} s ({' '.join(TESTS[mod])})")
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=console) as progress, ThreadPoolExecutor(args.jobs) as pool:
            task = progress.add_task("mutants", total=len(chosen))
            futures = [pool.submit(run_mutant, m, pristine, work, timeouts[m.module]) for m in chosen]
            outcomes = []
            for f in futures:
                o = f.result()
                outcomes.append(o)
                progress.update(task, advance=1, description=f"{o.id} {o.status}")
                progress.console.print(f"{o.id:14} {o.status:10} {o.seconds:6.1f} s  {o.killed_by or ''}",
                                       soft_wrap=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    summary = scores(outcomes)
    report(console, outcomes, summary)
    elapsed = time.perf_counter() - started
    console.print(f"{len(outcomes)} mutants in {elapsed:.0f} s")
    if not args.module and not args.id:
        commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", args.rev or "HEAD"], capture_output=True,
                                text=True).stdout.strip()
        rev = commit if args.rev else f"{commit} + working tree"
        write_text(OUT, json.dumps({"command": " ".join(["benchmarks/mutation.py", *sys.argv[1:]]), "source": rev,
                                   "jobs": args.jobs, "seconds": round(elapsed, 1), **summary,
                                   "tests": TESTS, "mutants": [asdict(o) for o in outcomes]}, indent=1) + "\n")
        console.print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
