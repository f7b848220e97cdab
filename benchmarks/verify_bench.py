"""Verification speed benchmark for safe-codegen.

Measures, with one engine (`--engine nusmv`, the default, or `--engine explicit`), on the jackal robot
with its default specs and the 100-program corpus data/corpora/safe-codegen/*/exp_*.py:

1. in-process latency of verifying one program (`verify_sources` with a warm engine: NuSMV with one
   worker), median and p95, split into `prepare` (parse + FSA) and the engine's check (`pool.check`:
   for NuSMV the SMV text and the worker's check);
2. CLI latency, median of 10 (Python start-up included; bytecode compiled as an installed wheel has
   it): `safe-codegen --help`, `safe-codegen verify FILE --robot jackal --engine ENGINE` with and
   without --json and with the disk cache off, and (nusmv) the NuSMV binary alone on FILE's model,
   with the load average;
3. batch throughput of `verify_sources` on the whole corpus with a warm engine (NuSMV: 2 workers;
   explicit: this process);
4. (nusmv) the same corpus checked by the standalone NuSMV binary (`NuSMV -dcx`, one subprocess per
   model, 2 at a time), with its verdicts compared against pynusmv's.
5. budgets: how long `prepare` takes to refuse each hostile case of tests/verify/test_model_budget.py
   (80 sensor variables in one test, 2,000 data atoms, a long path, a long condition, a 1 MiB one-line
   program), none of which reaches NuSMV.

Figures are printed as a table beside the targets and written to
benchmarks/results/verify_bench.json (nusmv) or verify_bench_explicit.json.

Run:  .venv/bin/python benchmarks/verify_bench.py [--engine nusmv|explicit] [--quick | --budgets]
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from rich.console import Console
from rich.table import Table

from safe_codegen.utils.atomic import write_text
from safe_codegen.verify.engine import open_engine
from safe_codegen.verify.smv import model_text
from safe_codegen.robot import Robot, load_robot
from safe_codegen.spec import Spec, robot_specs
from safe_codegen.verify.verifier import Result, prepare, verify_sources

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.verify.test_model_budget import REFUSED, one_line  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CORPUS = sorted(ROOT.glob("data/corpora/safe-codegen/*/exp_*.py"))
CLI = ROOT / ".venv" / "bin" / "safe-codegen"
NUSMV = Path.home() / ".cache" / "safe-codegen" / "wheels" / "NuSMV-2.5.4"
RESULTS = ROOT / "benchmarks" / "results"
TARGET_MEDIAN_MS = 20.0
TARGET_THROUGHPUT = 100.0
TARGET_HELP_MS = 200.0
TARGET_VERIFY_MS = 300.0
VERDICT = re.compile(r"^-- specification .* is (true|false)\s*$", re.MULTILINE)

Sources = list[tuple[str, str]]


def ms(seconds: list[float]) -> dict[str, float]:
    """Median and p95 of durations, in milliseconds."""
    xs = sorted(s * 1000 for s in seconds)
    p95 = xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]
    return {"median_ms": round(statistics.median(xs), 3), "p95_ms": round(p95, 3), "n": len(xs)}


def bench_single(sources: Sources, robot: Robot, specs: list[Spec], calls: int, engine: str) -> dict:
    """Latency of verify_sources on one program, plus prepare and the engine's check time separately."""
    total, prep_t, check_t = [], [], []
    with open_engine(engine, 1) as pool:
        pool.warm()
        verify_sources(sources[:1], robot, specs, pool)  # first check initialises NuSMV in the worker, Spot here
        for i in range(calls):
            name, src = sources[i % len(sources)]
            t0 = time.perf_counter()
            verify_sources([(name, src)], robot, specs, pool)
            t1 = time.perf_counter()
            prep = prepare(src, robot, specs, name)
            t2 = time.perf_counter()
            total.append(t1 - t0)
            prep_t.append(t2 - t1)
            if prep.fsa is not None:
                t3 = time.perf_counter()
                pool.check([prep.fsa], specs)
                check_t.append(time.perf_counter() - t3)
    return {"verify_sources": ms(total), "prepare": ms(prep_t), "check": ms(check_t)}


def _walls(commands: dict[str, tuple[list[str], dict]], runs: int) -> dict:
    """Wall time of each command run `runs` times (output discarded), after one round that is not
    timed; the commands take turns, so a change in the machine's load falls on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs + 1):
        for name, (argv, env) in commands.items():
            t0 = time.perf_counter()
            subprocess.run(argv, capture_output=True, check=False, env={**os.environ, **env})
            times[name].append(time.perf_counter() - t0)
    return {name: ms(ts[1:]) for name, ts in times.items()}


def bench_cli(path: Path, model: str | None, runs: int, engine: str) -> dict:
    """Wall time of `safe-codegen --help`, of `safe-codegen verify FILE --robot jackal --engine ENGINE`
    (human report, --json, and with the disk cache off: Spot and PyYAML loaded), and of the NuSMV binary
    alone on the same program's model (`model`; None: not timed). The package's bytecode is compiled first,
    as pip does when it installs a wheel (an editable checkout under PYTHONDONTWRITEBYTECODE would otherwise
    compile every module on every run); the load average is recorded beside the times."""
    compileall.compile_dir(str(ROOT / "safe_codegen"), quiet=1)
    verify = [str(CLI), "verify", str(path), "--robot", "jackal", "--engine", engine]
    commands = {"help": ([str(CLI), "--help"], {}), "verify": (verify, {}), "verify_json": (verify + ["--json"], {}),
                "verify_no_cache": (verify, {"SAFE_CODEGEN_CACHE": "off"})}
    load = round(os.getloadavg()[0], 2)
    with tempfile.NamedTemporaryFile("w", suffix=".smv") as f:
        if model is not None and NUSMV.exists():
            f.write(model)
            f.flush()
            commands["nusmv_binary"] = ([str(NUSMV), "-dcx", f.name], {})
        res = {"load_average_1min": load, "nusmv_binary": None, **_walls(commands, runs)}
    res["load_average_1min_after"] = round(os.getloadavg()[0], 2)
    return res


def bench_batch(sources: Sources, robot: Robot, specs: list[Spec], repeats: int,
                engine: str) -> tuple[dict, list[Result]]:
    """Programs/s of verify_sources over the whole corpus with a warm engine (NuSMV: 2 workers)."""
    rates, results = [], []
    with open_engine(engine, 2) as pool:
        pool.warm()
        for _ in range(repeats):
            t0 = time.perf_counter()
            results = verify_sources(sources, robot, specs, pool)
            rates.append(len(sources) / (time.perf_counter() - t0))
    return {"best": round(max(rates), 1), "median": round(statistics.median(rates), 1),
            "runs": [round(r, 1) for r in rates]}, results


def _nusmv_verdicts(model: str) -> list[bool]:
    with tempfile.NamedTemporaryFile("w", suffix=".smv") as f:
        f.write(model)
        f.flush()
        out = subprocess.run([str(NUSMV), "-dcx", f.name], capture_output=True, text=True, check=False).stdout
    return [v == "true" for v in VERDICT.findall(out)]


def bench_budgets(robot: Robot, specs: list[Spec]) -> dict:
    """Seconds `prepare` takes to refuse each budget case (the best of 3), with its reason."""
    cases = [(case, source) for case, source, _, _ in REFUSED] + [("a 1 MiB one-line program", one_line(1 << 20))]
    out = {}
    for case, source in cases:
        times, prep = [], None
        for _ in range(3):
            t0 = time.perf_counter()
            prep = prepare(source, robot, specs)
            times.append(time.perf_counter() - t0)
        out[case] = {"seconds": round(min(times), 3), "reason": prep.error.reason if prep.error else None}
    return out


def bench_binary(sources: Sources, robot: Robot, specs: list[Spec], results: list[Result]) -> dict:
    """Programs/s of the NuSMV binary (one process per model, 2 in parallel) and verdict agreement."""
    fsas = [(i, prepare(src, robot, specs, name).fsa) for i, (name, src) in enumerate(sources)]
    models = [(i, model_text(f, specs)) for i, f in fsas if f is not None]
    t0 = time.perf_counter()
    with ThreadPoolExecutor(2) as ex:
        verdicts = list(ex.map(lambda im: _nusmv_verdicts(im[1]), models))
    elapsed = time.perf_counter() - t0
    agree, disagreements = 0, []
    for (i, _), binary in zip(models, verdicts):
        ours = [s.holds for s in results[i].specs]
        if binary == ours:
            agree += 1
        else:
            disagreements.append({"program": sources[i][0], "nusmv": binary, "pynusmv": ours})
    return {"programs_per_s": round(len(models) / elapsed, 1), "models": len(models),
            "agree": agree, "disagreements": disagreements}


def table(r: dict) -> Table:
    t = Table(title=f"safe-codegen verification benchmark, engine {r['engine']} ({r['corpus']} programs, robot "
                    f"jackal{', quick' if r['quick'] else ''})")
    for col in ("measure", "median", "p95 / best", "n", "target"):
        t.add_column(col, justify="left" if col == "measure" else "right")
    s = r["single"]
    met = "met" if s["verify_sources"]["median_ms"] <= TARGET_MEDIAN_MS else "MISSED"
    for label, key, target in (("in-process verify_sources, 1 program (ms)", "verify_sources",
                                f"median ≤ {TARGET_MEDIAN_MS:g} ms: {met}"),
                               ("  of which prepare (ms)", "prepare", ""),
                               (f"  of which the {r['engine']} check (ms)", "check", "")):
        v = s[key]
        t.add_row(label, f"{v['median_ms']:.2f}", f"{v['p95_ms']:.2f}", str(v["n"]), target)
    c = r["cli"]
    for label, key, target in (("CLI --help (ms)", "help", TARGET_HELP_MS), ("CLI verify, 1 program (ms)", "verify",
                                                                              TARGET_VERIFY_MS),
                               ("CLI verify --json, 1 program (ms)", "verify_json", TARGET_VERIFY_MS),
                               ("CLI verify, disk cache off (ms)", "verify_no_cache", None),
                               ("  NuSMV binary -dcx on its model (ms)", "nusmv_binary", None)):
        v = c[key]
        if v is None:
            t.add_row(label, "skipped", "", "", "engine explicit" if r["engine"] == "explicit" else f"{NUSMV} missing")
            continue
        met = "" if target is None else f"median ≤ {target:g} ms: {'met' if v['median_ms'] <= target else 'MISSED'}"
        t.add_row(label, f"{v['median_ms']:.0f}", f"{v['p95_ms']:.0f}", str(v["n"]), met)
    b = r["batch"]
    met = "met" if b["best"] >= TARGET_THROUGHPUT else "MISSED"
    t.add_row(f"batch verify_sources, {'2 workers' if r['engine'] == 'nusmv' else 'in process'} (programs/s)",
              f"{b['median']:.1f}", f"{b['best']:.1f}",
              str(len(b["runs"])), f"≥ {TARGET_THROUGHPUT:g}/s (best): {met}")
    n = r["binary"]
    if n is None:
        t.add_row("NuSMV binary, 2 processes (programs/s)", "skipped", "", "",
                  "engine explicit" if r["engine"] == "explicit" else f"{NUSMV} missing")
    else:
        t.add_row("NuSMV binary -dcx, 2 processes (programs/s)", f"{n['programs_per_s']:.1f}", "",
                  str(n["models"]), f"verdicts agree {n['agree']}/{n['models']}")
    return t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="few repetitions (smoke test, ~20 s)")
    ap.add_argument("--budgets", action="store_true", help="only the time to refuse each budget case (printed)")
    ap.add_argument("--engine", choices=("nusmv", "explicit"), default="nusmv", help="the engine measured")
    args = ap.parse_args()
    engine = args.engine
    out = RESULTS / ("verify_bench.json" if engine == "nusmv" else f"verify_bench_{engine}.json")
    quick = args.quick
    console = Console(width=120)
    robot = load_robot("jackal")
    specs = robot_specs(robot)
    if args.budgets:
        console.print_json(data={"load_average_1min": os.getloadavg()[0], **bench_budgets(robot, specs)})
        return
    sources = [(str(p.relative_to(ROOT)), p.read_text()) for p in CORPUS]
    if not sources:
        sys.exit(f"no programs under {ROOT / 'data/corpora/safe-codegen'}")

    res: dict = {"engine": engine, "corpus": len(sources), "quick": quick, "specs": [s.name for s in specs],
                 "targets": {"median_ms": TARGET_MEDIAN_MS, "programs_per_s": TARGET_THROUGHPUT,
                             "cli_help_ms": TARGET_HELP_MS, "cli_verify_ms": TARGET_VERIFY_MS}}
    res["single"] = bench_single(sources, robot, specs, 20 if quick else 200, engine)
    model = model_text(prepare(sources[0][1], robot, specs).fsa, specs) if engine == "nusmv" else None
    res["cli"] = bench_cli(CORPUS[0], model, 3 if quick else 10, engine)
    res["batch"], results = bench_batch(sources, robot, specs, 1 if quick else 3, engine)
    res["budgets"] = bench_budgets(robot, specs)
    if engine == "explicit":
        res["binary"] = None
    elif NUSMV.exists():
        res["binary"] = bench_binary(sources, robot, specs, results)
    else:
        console.print(f"[yellow]NuSMV binary not found at {NUSMV}: skipping the binary row[/]")
        res["binary"] = None

    console.print(table(res))
    console.print(f"load average (1 min) during the CLI timings: {res['cli']['load_average_1min']} -> "
                  f"{res['cli']['load_average_1min_after']} on {os.cpu_count()} CPUs")
    for d in (res["binary"] or {}).get("disagreements", []):
        console.print(f"[red]verdict disagreement[/] {d['program']}: NuSMV {d['nusmv']} vs pynusmv {d['pynusmv']}")
    write_text(out, json.dumps(res, indent=2) + "\n")
    console.print(f"written {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
