"""The table and plot of benchmarks/long_ab.sh: per arm the sample budget, what was kept, generated
tokens, sampling / verification / task-check / training wall times and training tokens, and the
held-out results (safe, mission done, safe and done). Writes docs/results/long/ab.json, ab.png and
prints the markdown table.

    .venv/bin/python benchmarks/long_ab_report.py out/ab
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.compose.plan import STEP
from safe_codegen.plan.steps import mission_steps, step_tasks
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import run_task, scenarios_for
from safe_codegen.train.evaluate import ALL, SAFE_TASK, TASK, compliance_chart
from safe_codegen.utils.atomic import write_text
from safe_codegen.verify.engine import open_engine
from safe_codegen.verify.verifier import SAFE, verify_sources

RESULTS = Path("docs/results/long")


def times(out: Path) -> dict[str, float]:
    rows = [line.split("\t") for line in (out / "times.tsv").read_text().splitlines() if line.strip()]
    return {r[0]: float(r[1]) for r in rows}


def arm_data(out: Path, name: str, tasks, robot, specs, pool, tokenizer) -> dict:
    """The arm's samples re-checked, timed: NuSMV verification, and the task simulator for those that verify."""
    data = out / f"{name}-data"
    stats = json.loads((data / "stats.json").read_text())
    goals = {t.name: t.goal for t in tasks}
    records = [json.loads(p.read_text()) for p in sorted((data / "tasks").glob("*.json"))]
    samples = [(r["task"]["name"], s["code"]) for r in records for s in r["samples"] if s["verdict"] != "cut off"]
    t0 = time.perf_counter()
    results = verify_sources([(f"{t}_{i}", c) for i, (t, c) in enumerate(samples)], robot, specs, pool)
    verify_s = time.perf_counter() - t0
    t1 = time.perf_counter()
    for (task, code), res in zip(samples, results):
        if res.verdict == SAFE:
            run_task(code, robot, goals[task], scenarios_for(goals[task], robot))
    simulate_s = time.perf_counter() - t1
    tokens = sum(len(tokenizer(s["code"]).input_ids) for r in records for s in r["samples"])
    return {"tasks": stats["tasks"], "samples": stats["samples"], "safe": stats["counts"]["safe"],
            "safe_and_task": stats["counts"]["safe_and_task"], "kept": stats["kept"], "generated_tokens": tokens,
            "verify_s": round(verify_s, 1), "task_check_s": round(simulate_s, 1)}


def training(out: Path, name: str) -> dict:
    metrics = out / f"{name}-run" / "metrics.json"
    if not metrics.exists():
        return {"examples": 0, "tokens": 0, "steps": 0, "wall_s": 0.0}
    m = json.loads(metrics.read_text())
    return {"examples": m["examples"], "tokens": round(m["tokens_per_example"]["mean"] * m["examples"] * m["epochs"]),
            "steps": m["global_step"], "wall_s": round(m["wall_s"], 1), "train_loss": m["train_loss"]}


def faithful(run: dict) -> int | None:
    """Plans whose items are the mission's own steps in order, up to case and a final full stop (None: the
    run did not record its plans' items)."""
    plans = run.get("plans") or []
    if not plans or any("items" not in p for p in plans):
        return None
    def words(items: list[str]) -> list[str]:
        return [i.removeprefix(STEP).strip().rstrip(".").lower() for i in items]

    steps = {t.name: mission_steps(t.task)[0] for t in load_tasks("jackal-long-test")}
    return sum(p["items"] is not None and words(p["items"]) == words(steps[p["task"]]) for p in plans)


def result(run: dict) -> dict:
    rates = run["rates"]
    return {"label": run["label"], "units": run["samples"], "planned": bool(run.get("planned")),
            "decompositions_matching_the_mission": faithful(run),
            "safe": rates[ALL], "task": rates[TASK], "safe_and_task": rates[SAFE_TASK],
            "missions_with_a_safe_and_successful_program":
                run["over_tasks"]["tasks_with_a_safe_and_successful_program"],
            "plans": run.get("plans")}


def main(out: Path) -> None:
    from transformers import AutoTokenizer

    from safe_codegen.generate.models.bundled import bundled_model_dir
    robot = load_robot("jackal")
    specs = robot_specs(robot)
    missions = load_tasks("jackal-long-train")
    tokenizer = AutoTokenizer.from_pretrained(str(bundled_model_dir()))
    wall = times(out)
    with open_engine("nusmv", 2) as pool:
        arms = {"A": arm_data(out, "arm-a", missions, robot, specs, pool, tokenizer),
                "B": arm_data(out, "arm-b", step_tasks(missions, "jackal-long-train"), robot, specs, pool, tokenizer)}
    for key, name in (("A", "arm-a"), ("B", "arm-b")):
        arms[key] |= {"sampling_wall_s": wall.get(f"{name}-data"), "training": training(out, name),
                      "evaluation_wall_s": wall.get(f"eval-{name}")}
    evals = {key: json.loads((out / f"eval-{name}.json").read_text())
             for key, name in (("A", "arm-a"), ("B", "arm-b"), ("control", "control"), ("B refined", "arm-b-refine"),
                               ("control refined", "control-refine")) if (out / f"eval-{name}.json").exists()}
    report = {"arms": arms, "results": {k: result(v) for k, v in evals.items()},
              "control_wall_s": wall.get("eval-control"), "commands": (out / "times.tsv").read_text()}
    write_text(RESULTS / "ab.json", json.dumps(report, indent=1) + "\n")
    compliance_chart(list(evals.values()), RESULTS / "ab.png",
                     title="10 held-out long missions: arm A's whole programs (4 a mission) against plans\n"
                           "(1 a mission; no plan = neither safe nor done), 95% Wilson intervals",
                     ylabel="fraction of programs (arm A) or plans")
    print(table(report))


def table(report: dict) -> str:
    a, b = report["arms"]["A"], report["arms"]["B"]

    def rate(r: dict) -> str:
        return f"{r['k']}/{r['n']} = {r['rate']:.2f} [{r['ci95'][0]:.2f}, {r['ci95'][1]:.2f}]"

    rows = [("samples drawn (budget)", a["samples"], b["samples"]),
            ("generated tokens", a["generated_tokens"], b["generated_tokens"]),
            ("sampling wall time (s)", a["sampling_wall_s"], b["sampling_wall_s"]),
            ("verification time, NuSMV (s)", a["verify_s"], b["verify_s"]),
            ("task-check time, simulator (s)", a["task_check_s"], b["task_check_s"]),
            ("safe / safe and task", f"{a['safe']} / {a['safe_and_task']}", f"{b['safe']} / {b['safe_and_task']}"),
            ("kept (deduplicated)", a["kept"], b["kept"]),
            ("training examples / steps", f"{a['training']['examples']} / {a['training']['steps']}",
             f"{b['training']['examples']} / {b['training']['steps']}"),
            ("training tokens", a["training"]["tokens"], b["training"]["tokens"]),
            ("training wall time (s)", a["training"]["wall_s"], b["training"]["wall_s"])]
    lines = ["| | arm A: whole programs | arm B: subprograms |", "|---|---|---|"]
    lines += [f"| {name} | {x} | {y} |" for name, x, y in rows]
    lines += ["", "| held-out missions (10) | unit | safe | mission done | safe and done | missions solved | "
                  "plans = the mission's steps |", "|---|---|---|---|---|---|---|"]
    for r in report["results"].values():
        unit = "plan (1 a mission)" if r["planned"] else "sampled program (4 a mission)"
        lines.append(
            f"| {r['label']} | {unit} | {rate(r['safe'])} | {rate(r['task'])} | {rate(r['safe_and_task'])} "
            f"| {r['missions_with_a_safe_and_successful_program']}/10 | "
            f"{'-' if r['decompositions_matching_the_mission'] is None else r['decompositions_matching_the_mission']}"
            " |")
    return "\n".join(lines)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "out/ab"))
