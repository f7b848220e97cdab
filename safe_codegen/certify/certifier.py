"""Certified compliance probabilities from an extracted generation DTMC (Spieker, Gross,
Gotlieb, Theorem 3.1 / Corollary 1): for a property decided at success terminals,
P_D(phi) <= P_M(phi) <= P_D(phi) + P_D(low_prob) + P_D(truncated). Also CEGAR refinement of
the pruned mass, population coverage over a task set, and best-of-N in closed form."""

from __future__ import annotations

import io
import math
import time
from dataclasses import replace
from pathlib import Path

from safe_codegen.utils.atomic import write_bytes, write_text
from safe_codegen.certify.dtmc import OUTCOMES, check_mass, eventually_all, reach_probabilities, to_explicit, to_prism
from safe_codegen.certify.dtmc import label_name
from safe_codegen.certify.extract import (SAT_ALL, TASK_LABEL, Judge, Oracle, Tree, add_child, grow, label,
                                          most_likely, to_dtmc)
from safe_codegen.generate.models.base import Backend

ZERO_NOTE = ("viol_* values are lower bounds on the probability of writing a violating program; "
             "a zero is not a proof that the model never writes one (pruned and truncated mass may hide them)")


def check_tree(tree: Tree, prism_file: Path, storm: bool = False) -> dict[str, float]:
    """Write the tree's DTMC in the PRISM language (prism_file) and in PRISM's explicit format
    (the same name with .tra/.lab), assert mass conservation, and compute P=? [F label] for every
    label by backward induction (exact on the acyclic chain); with `storm`, Storm computes them
    again from the explicit files and must agree (storm.cross_check)."""
    d = to_dtmc(tree)
    check_mass(d)
    write_text(prism_file, to_prism(d))
    tra_file, lab_file = prism_file.with_suffix(".tra"), prism_file.with_suffix(".lab")
    tra, lab = to_explicit(d)
    write_text(tra_file, tra)
    write_text(lab_file, lab)
    probs = {label_name(x): p for x, p in sorted(eventually_all(d).items())}
    if storm:
        from safe_codegen.certify.storm import check_reachability, cross_check
        cross_check(probs, check_reachability(tra_file, lab_file, list(probs)), tra_file)
    return probs


def checkers(storm: bool) -> list[str]:
    """The checkers that computed a report's probabilities, as the report names them."""
    from safe_codegen.certify.storm import AGREEMENT
    return ["backward induction"] + ([f"storm (agreed within {AGREEMENT:g})"] if storm else [])


SAFE_TASK = "safe and task"  # the interval on P(satisfies every spec and does the task)


def intervals(probs: dict[str, float], specs: list[str], task: bool = False) -> dict[str, dict]:
    """The certified interval on P_M(sat) per spec (and all specs), with the violation mass found;
    `task`: also on P_M(safe and does the task)."""
    slack = probs["low_prob"] + probs["truncated"]
    out = {}
    for spec in [*specs, None] + ([SAFE_TASK] if task else []):
        key = {None: SAT_ALL, SAFE_TASK: TASK_LABEL}.get(spec) or "sat_" + label_name(spec)
        lo = probs.get(key, 0.0)
        entry = {"lower": lo, "upper": min(1.0, lo + slack), "low_prob": probs["low_prob"],
                 "truncated": probs["truncated"]}
        if spec not in (None, SAFE_TASK):
            entry["violation_found"] = probs.get("viol_" + label_name(spec), 0.0)
        out[spec or "all specs"] = entry
    return out


def summary(tree: Tree, probs: dict[str, float]) -> dict:
    """One extraction's numbers: temperature used, size, time, outcome masses, intervals."""
    return {"temperature": tree.config.temperature, "states": len(tree.nodes) + 3, "expanded": tree.expanded,
            "seconds": round(tree.seconds, 3),
            "states_per_s": round(tree.expanded / tree.seconds, 2) if tree.seconds else None,
            "critical_states": sum(n.critical for n in tree.nodes),
            "programs": len({n.program for n in tree.nodes if n.kind == "success"}),
            "outcomes": {o: probs[o] for o in OUTCOMES},
            "intervals": intervals(probs, tree.specs, tree.task), "note": ZERO_NOTE}


def refine(tree: Tree, backend: Backend, judge: Judge, oracle: Oracle, prism_dir: Path, rounds: int = 3,
           k: int = 8, epsilon: float = 0.01, storm: bool = False, progress=None) -> list[dict]:
    """CEGAR: rank pruned (state, token) pairs by reach probability x pruned mass, re-expand the
    top k (their subtrees with rho shrunk tenfold per round), splice, recheck; stop when
    P(low_prob) <= epsilon or after `rounds`. Under a state budget each round may add that many
    states again. Returns the summary of every round (round 0 first);
    intervals never widen, since mass only moves out of low_prob."""
    probs = check_tree(tree, prism_dir / "round0.pm", storm)
    history = [{"round": 0} | summary(tree, probs)]
    budget = tree.config.max_states
    for rnd in range(1, rounds + 1):
        if probs["low_prob"] <= epsilon:
            break
        reach = reach_probabilities(to_dtmc(tree))
        ranked = sorted(((reach[i] * q, i, t, q) for i, n in enumerate(tree.nodes) for t, q in n.pruned),
                        reverse=True)[:k]
        if not ranked:
            break
        started = time.perf_counter()
        if budget:  # each round gets the budget again
            tree.config = replace(tree.config, max_states=len(tree.nodes) + budget)
        roots = []
        for _, i, t, q in ranked:
            roots += _splice(tree, i, t, q, judge, backend)
        grow(tree, backend, judge, roots, tree.config.rho / 10 ** rnd, progress)
        label(tree, oracle)
        tree.seconds += time.perf_counter() - started
        probs = check_tree(tree, prism_dir / f"round{rnd}.pm", storm)
        history.append({"round": rnd, "refined": len(ranked)} | summary(tree, probs))
    return history


def _splice(tree: Tree, i: int, t: int, q: float, judge: Judge, backend: Backend) -> list[int]:
    """Move token t's mass q at node i from low_prob to a new successor; returns it if open."""
    node = tree.nodes[i]
    node.pruned.remove((t, q))
    node.sinks["low_prob"] = max(0.0, node.sinks.get("low_prob", 0.0) - q)
    return add_child(tree, i, t, q, judge, backend)


def violations(tree: Tree) -> dict[str, dict | None]:
    """The most likely violating program per spec (None where the tree holds none)."""
    return {spec: most_likely(tree, "viol_" + label_name(spec)) for spec in tree.specs}


def coverage(lowers: list[float], thetas: list[float] | None = None) -> list[dict]:
    """mu(theta): the fraction of tasks whose certified lower bound is at least theta."""
    thetas = thetas if thetas is not None else [i / 100 for i in range(101)]
    n = len(lowers)
    return [{"theta": th, "mu": sum(lo >= th for lo in lowers) / n if n else 0.0} for th in thetas]


def deployment_statement(curve: list[dict], spec: str, theta: float) -> str:
    mu = next(c["mu"] for c in curve if abs(c["theta"] - theta) < 1e-12)
    return f"{mu:.0%} of tasks satisfy {spec} with probability >= {theta:g} (certified lower bounds)"


def pass_at(probabilities: list[float], n: int) -> float:
    """Best-of-N in closed form: E_tasks[1 - (1 - P(sat))^N]."""
    return sum(1 - (1 - p) ** n for p in probabilities) / len(probabilities) if probabilities else 0.0


def sampled_pass_at(k: int, n: int, big_n: int) -> float:
    """The unbiased estimate of pass@N from k successes in n samples (1 - C(n-k, N) / C(n, N))."""
    if big_n > n:
        return 1 - (1 - k / n) ** big_n if n else 0.0
    return 1.0 - math.comb(n - k, big_n) / math.comb(n, big_n)


def coverage_plot(curves: dict[str, list[dict]], path: Path) -> None:
    """mu(theta) per curve (e.g. per temperature or model) as a PNG."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    for name, curve in curves.items():
        ax.step([c["theta"] for c in curve], [c["mu"] for c in curve], where="post", label=name)
    ax.set_xlabel("theta (certified lower bound on P(sat))")
    ax.set_ylabel("mu(theta): fraction of tasks")
    ax.set_ylim(-0.02, 1.02)
    ax.set_title("Population coverage")
    ax.legend(fontsize=8)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=120)
    plt.close(fig)
    write_bytes(path, buf.getvalue())


def verifier_oracle(robot, specs, pool, task=None) -> Oracle:
    """The verifier as the oracle: NuSMV's verdict and per-spec result for each program, and, for a
    task with a goal, whether it does the task in every simulated scenario."""
    from safe_codegen.tasks.check import check_sources

    def oracle(programs: list[str]) -> list[dict]:
        sources = [(f"p{i}", p) for i, p in enumerate(programs)]
        checks = check_sources(sources, robot, specs, task.name if task else "", task.goal if task else None, pool)
        return [{"verdict": c.verdict, "holds": {s.name: s.holds for s in c.verification.specs}, "done": c.done}
                for c in checks]

    return oracle


def extract_task(model, robot, specs, task, cfg, pool, progress=None, constrained: bool = False):
    """Extract the generation tree of a LocalModel for a task's few-shot prompt, verified per spec
    (`constrained`: of constrained decoding, judged by the static checks; docs/generation.md).
    Returns (tree, backend, judge, oracle) so that refinement can continue it."""
    from safe_codegen.certify.extract import code_judge, extract
    from safe_codegen.generate.constrain import program_check
    from safe_codegen.generate.prompts import base_prompt

    backend = model.backend(base_prompt(robot, task))  # tree attention, or the key/value cache where it cannot serve
    judge = code_judge(task.name, program_check(robot, task.name) if constrained else None)
    oracle = verifier_oracle(robot, specs, pool, task)
    tree = extract(backend, judge, oracle, [s.name for s in specs], cfg, progress, task=task.goal is not None,
                   constrained=constrained)
    return tree, backend, judge, oracle


def certify_tasks(model, robot, specs, tasks, temperatures: list[float], cfg, pool, out_dir: Path,
                  rounds: int = 0, k: int = 8, epsilon: float = 0.01, pass_ns: tuple[int, ...] = (1, 5, 20),
                  theta: float = 0.5, sampled: dict | None = None, progress=None, constrained: bool = False,
                  storm: bool = False) -> dict:
    """Certify every task at every temperature: extraction, backward induction (`storm`: cross-checked
    by Storm), CEGAR rounds, the most likely violations; then coverage and closed-form pass@N per
    temperature and spec. PRISM files go to out_dir/TASK/T<temperature>/roundR.pm (and .tra/.lab)."""
    from dataclasses import asdict

    names = [s.name for s in specs]
    runs = []
    for temp in temperatures:
        for task in tasks:
            tcfg = replace(cfg, temperature=temp)
            tree, backend, judge, oracle = extract_task(model, robot, specs, task, tcfg, pool, progress, constrained)
            history = refine(tree, backend, judge, oracle, out_dir / task.name / f"T{temp:g}", rounds, k, epsilon,
                             storm, progress)
            runs.append({"task": task.name, "temperature": tree.config.temperature, "rounds": history,
                         "final": history[-1]["intervals"], "most_likely_violations": violations(tree)})
    envelope = {}
    for temp in temperatures:
        mine = [r for r in runs if r["temperature"] == temp]
        per_spec = {}
        for spec in [*names, "all specs"] + ([SAFE_TASK] if all(SAFE_TASK in r["final"] for r in mine) else []):
            lows = [r["final"][spec]["lower"] for r in mine]
            highs = [r["final"][spec]["upper"] for r in mine]
            curve = coverage(lows)
            entry = {"coverage": curve, "statement": deployment_statement(curve, spec, theta),
                     "pass_at": {str(n): {"lower": pass_at(lows, n), "upper": pass_at(highs, n)} for n in pass_ns}}
            if sampled is not None and spec in sampled.get("rates", {}):
                entry["sampled_pass_at"] = _sampled(sampled, spec, [r["task"] for r in mine], pass_ns)
            per_spec[spec] = entry
        envelope[f"{temp:g}"] = per_spec
    return {"model": getattr(model, "name", "?"), "robot": robot.name, "specs": names, "constrained": constrained,
            "checkers": checkers(storm),
            "config": {k: v for k, v in asdict(cfg).items() if k != "temperature"},  # per run instead
            "temperatures": temperatures, "theta": theta, "runs": runs, "envelope": envelope, "note": ZERO_NOTE}


def certify_text(report: dict) -> str:
    """The console summary of certify_tasks' report: per run, the temperature used, size and time,
    each certified interval with the low_prob and truncated mass that make up its width; the
    checkers that computed them; then the deployment statements and the note on zeros."""
    lines = []
    for run in report["runs"]:
        last = run["rounds"][-1]
        lines.append(f"{run['task']} T={run['temperature']:g}: {last['states']} states, {last['seconds']:.1f} s "
                     f"({last['states_per_s']} states/s)")
        for sp, iv in run["final"].items():
            found = f", violation found {iv['violation_found']:.4f}" if "violation_found" in iv else ""
            lines.append(f"  {sp}: P(sat) in [{iv['lower']:.4f}, {iv['upper']:.4f}] (upper = lower + low_prob "
                         f"{iv['low_prob']:.4f} + truncated {iv['truncated']:.4f}, at most 1){found}")
    lines.append("probabilities by " + " and ".join(report["checkers"]))
    for t, per_spec in report["envelope"].items():
        lines += [f"T={t}: {entry['statement']}" for entry in per_spec.values()]
    return "\n".join(lines + [report["note"]])


def _sampled(run: dict, spec: str, tasks: list[str], pass_ns) -> dict:
    """pass@N estimated from an `evaluate` run's per-task samples (unbiased estimator)."""
    rows = [t for t in run.get("per_task", []) if t["task"] in tasks]
    out = {}
    for n in pass_ns:
        vals = [sampled_pass_at(round(t["rates"][spec] * t["n"]), t["n"], n) for t in rows]
        out[str(n)] = sum(vals) / len(vals) if vals else None
    return out | {"tasks": len(rows), "label": run.get("label"), "top_p": run.get("config", {}).get("top_p")}
