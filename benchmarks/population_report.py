"""The table and plot of benchmarks/population_certify.sh: per model and temperature, the extraction's
size and time, coverage mu(theta) and closed-form pass@N (from the certified bounds) against pass@N
from samples. Copies the certify.json files and writes docs/results/certify/population/summary.json and
coverage.png; prints the markdown table.

    .venv/bin/python benchmarks/population_report.py out/population
"""

from __future__ import annotations

import io
import json
import shutil
import sys
from pathlib import Path

from safe_codegen.utils.atomic import write_bytes, write_text

RESULTS = Path("docs/results/certify/population")
SPECS = ("all specs", "safe and task")


def mu(curve: list[dict], theta: float) -> float:
    return next(c["mu"] for c in curve if abs(c["theta"] - theta) < 1e-9)


def main(out: Path) -> None:
    rows, curves = [], {}
    for model in ("base", "fine-tuned"):
        for t in ("0.3", "0.7"):
            path = out / f"certify-{model}-T{t}" / "certify.json"
            if not path.exists():
                continue
            rep = json.loads(path.read_text())
            (RESULTS / f"{model}-T{t}").mkdir(parents=True, exist_ok=True)
            shutil.copy(path, RESULTS / f"{model}-T{t}" / "certify.json")
            runs = rep["runs"]
            states = [r["rounds"][-1]["states"] for r in runs]
            seconds = sum(r["rounds"][-1]["seconds"] for r in runs)  # a run's rounds count from its start
            for spec in SPECS:
                env = rep["envelope"][t].get(spec)
                if env is None:
                    continue
                curves[f"{model} T={t}: {spec}"] = env["coverage"]
                lows = [r["final"][spec]["lower"] for r in runs]
                highs = [r["final"][spec]["upper"] for r in runs]
                rows.append({"model": model, "temperature": float(t), "spec": spec, "tasks": len(runs),
                             "states_mean": sum(states) / len(states), "extraction_s": round(seconds, 1),
                             "finished_tasks": sum(h - lo < 0.05 for lo, h in zip(lows, highs)),
                             "mu_0.5": mu(env["coverage"], 0.5), "mu_0.9": mu(env["coverage"], 0.9),
                             "pass_at": env["pass_at"], "sampled_pass_at": env.get("sampled_pass_at")})
    write_text(RESULTS / "summary.json", json.dumps(rows, indent=1) + "\n")
    plot(curves, RESULTS / "coverage.png")
    print(table(rows))


def table(rows: list[dict]) -> str:
    lines = ["| model | T | spec | states (mean) | extraction (s) | width < 0.05 | mu(0.5) | mu(0.9) | "
             "pass@1 certified | pass@1 sampled | pass@5 certified | pass@5 sampled |", "|" + "---|" * 12]
    for r in rows:
        s = r["sampled_pass_at"] or {}

        def cert(n: str) -> str:
            return f"[{r['pass_at'][n]['lower']:.2f}, {r['pass_at'][n]['upper']:.2f}]"

        def samp(n: str) -> str:
            return f"{s[n]:.2f}" if s.get(n) is not None else "-"
        lines.append(f"| {r['model']} | {r['temperature']:g} | {r['spec']} | {r['states_mean']:.0f} | "
                     f"{r['extraction_s']:.0f} | {r['finished_tasks']}/{r['tasks']} | {r['mu_0.5']:.1f} | "
                     f"{r['mu_0.9']:.1f} | {cert('1')} | {samp('1')} | {cert('5')} | {samp('5')} |")
    return "\n".join(lines)


def plot(curves: dict[str, list[dict]], path: Path) -> None:
    """mu(theta) for every model, temperature and spec, in one labelled figure."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7.5, 4.5))
    for name, curve in curves.items():
        flat = mu(curve, 0.01) == 0  # no task certified above 0: the curve lies on the axis
        ax.step([c["theta"] for c in curve], [c["mu"] for c in curve], where="post",
                label=name + (" (0 for every theta > 0)" if flat else ""),
                linestyle="-" if "all specs" in name else "--")
    ax.set_xlabel("theta: certified lower bound on P(program satisfies the property)")
    ax.set_ylabel("mu(theta): fraction of the 10 jackal test tasks")
    ax.set_ylim(-0.02, 1.02)
    ax.set_title("Population coverage of the bundled model (Storm, CPU-sized budget)")
    ax.legend(fontsize=7)
    fig.text(0.01, 0.01, "solid: all specs (safe); dashed: safe and does its task in the simulator", fontsize=7)
    fig.tight_layout(rect=(0, 0.04, 1, 1))
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=130)
    plt.close(fig)
    write_bytes(path, buf.getvalue())


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "out/population"))
