"""Certified compliance interval for phi1 on a jackal test task with the bundled model (and the
fine-tuned adapter in safe_codegen/resources/adapter, or --adapter), with a sampled estimate beside it.

For each model: extract the generation DTMC (tau 0.5%, rho 1e-4, d_max 400, a state budget,
breadth first unless --order best), check it (backward induction and Storm), report states, time and states/s and
the interval on P(phi1); then sample N programs at the same temperature (top_p 1, the DTMC's
semantics) and verify them for the Wilson estimate.

    .venv/bin/python benchmarks/certify_bench.py [--max-states 40000] [--samples 20] [--threads 2]
        [--temperature 0.5] [--order breadth|best] [--adapter RUN_DIR]
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict
from pathlib import Path

from safe_codegen.utils.atomic import write_text
from safe_codegen.certify.certifier import check_tree, extract_task, intervals, violations
from safe_codegen.train.evaluate import wilson
from safe_codegen.certify.extract import ExtractConfig
from safe_codegen.generate.refine import generate
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.models.local import LocalModel
from safe_codegen.verify.engine import open_engine
from safe_codegen.utils.paths import ROOT
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs


def measure(label: str, model: LocalModel, cfg: ExtractConfig, samples: int, out: Path, pool) -> dict:
    robot = load_robot("jackal")
    specs = robot_specs(robot, ["phi1"])
    task = load_tasks("jackal-test")[0]
    tree, backend, *_ = extract_task(model, robot, specs, task, cfg, pool)
    t0 = time.perf_counter()
    probs = check_tree(tree, out / f"{label}.pm", storm=True)  # backward induction, cross-checked by Storm
    storm_s = time.perf_counter() - t0
    row = {"label": label, "model": model.name, "task": task.name, "config": asdict(cfg),
           "states": len(tree.nodes) + 3, "expanded": tree.expanded, "extract_seconds": round(tree.seconds, 1),
           "states_per_s": round(tree.expanded / tree.seconds, 1), "storm_seconds": round(storm_s, 2),
           "model_calls": backend.count,
           "programs": len({n.program for n in tree.nodes if n.kind == "success"}),
           "outcomes": {k: probs[k] for k in ("success", "low_prob", "invalid", "truncated")},
           "phi1": intervals(probs, ["phi1"])["phi1"], "most_likely_violation": violations(tree)["phi1"]}
    if samples:
        rep = generate(model, robot, specs, task, SampleConfig(n=samples, temperature=cfg.temperature, top_p=1.0,
                                                               max_new_tokens=cfg.max_depth, seed=0), pool)
        k = sum(any(s.name == "phi1" and s.holds for s in x.final.result.specs) for x in rep.samples)
        row["sampled"] = {"n": samples, "k": k, "rate": k / samples, "ci95": list(wilson(k, samples))}
    print(json.dumps({x: row[x] for x in row if x not in ("most_likely_violation", "config")}), flush=True)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-states", type=int, default=40000)
    ap.add_argument("--max-depth", type=int, default=400)
    ap.add_argument("--samples", type=int, default=20)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--temperature", type=float, default=0.5)
    ap.add_argument("--order", choices=["breadth", "best"], default="breadth")
    ap.add_argument("--adapter", type=Path, default=ROOT / "safe_codegen/resources/adapter")
    args = ap.parse_args()
    cfg = ExtractConfig(temperature=args.temperature, max_depth=args.max_depth, max_states=args.max_states,
                        order=args.order)
    out = ROOT / "out/certify_bench"
    rows = []
    with open_engine("nusmv", 1) as pool:
        rows.append(measure("base", LocalModel(None, threads=args.threads), cfg, args.samples, out, pool))
        if ((args.adapter / "adapter" / "adapter_config.json").exists()
                or (args.adapter / "adapter_config.json").exists()):
            rows.append(measure("fine-tuned", LocalModel(None, args.adapter, threads=args.threads), cfg, args.samples,
                                out, pool))
        else:
            print(f"no adapter in {args.adapter}: fine-tuned model not measured")
    path = ROOT / "benchmarks/results/certify_bench.json"
    old = json.loads(path.read_text()) if path.exists() else []  # rows of other temperatures stay
    key = lambda r: (r["label"], r["config"]["temperature"], r["config"]["max_states"],  # noqa: E731
                     r["config"].get("order", "breadth"))
    mine = {key(r) for r in rows}
    write_text(path, json.dumps([r for r in old if key(r) not in mine] + rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
