"""Compositional vs monolithic checking of plans of k driving subprograms.

For k = 2, 5, 10, 20, 50, 100 the plan cycles go_straight, turn_left, turn_right, u_turn
(data/subprograms/jackal). Compositional: the papers' eq. (1) check and the sound
monitor-summary check from stored summaries (computing the summaries, once per distinct
subprogram, is reported separately: that is `library add`'s work). Monolithic: the joint
automaton written as one SMV model and checked by NuSMV (warm worker). Specs: phi1, phi2,
stop-hold. Prints the table, writes benchmarks/results/compose_bench.{json,png}.

    .venv/bin/python benchmarks/compose_bench.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from safe_codegen.utils.atomic import write_text
from safe_codegen.compose.algorithms import SEQUENTIAL, joint_fsa, paper_check, sound_check, summarize
from safe_codegen.monitor import monitor
from safe_codegen.verify.engine import open_engine
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.verify.verifier import prepare

NAMES = ["go_straight", "turn_left", "turn_right", "u_turn"]
OUT = ROOT / "benchmarks/results"


def timed(fn, repeat: int) -> tuple[float, object]:
    times, value = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="k up to 20, fewer repetitions")
    args = ap.parse_args()
    ks = [2, 5, 10, 20] if args.quick else [2, 5, 10, 20, 50, 100]
    robot = load_robot("jackal")
    specs = robot_specs(robot, ["phi1", "phi2", "stop-hold"])
    monitors = [monitor(s.formula) for s in specs]
    fsas = {n: prepare((DATA / f"subprograms/jackal/{n}.py").read_text(), robot, specs, n).fsa for n in NAMES}
    t0 = time.perf_counter()
    summaries = {(n, m.formula): summarize(fsas[n], m) for n in NAMES for m in monitors}
    summary_s = time.perf_counter() - t0
    rows = []
    with open_engine("nusmv", 1, timeout=600) as pool:
        pool.warm()
        for k in ks:
            plan = [NAMES[i % len(NAMES)] for i in range(k)]
            junctions = [SEQUENTIAL] * (k - 1)

            def compositional():
                return [sound_check([summaries[(n, m.formula)] for n in plan], junctions, m).holds
                        for m in monitors]

            def paper():
                return [paper_check([summaries[(n, m.formula)] for n in plan], junctions, m, robot.env_props).holds
                        for m in monitors]

            def monolithic():
                joint = joint_fsa([fsas[n] for n in plan], junctions, plan)
                return [o.holds for o in pool.check([joint], specs)[0]]

            comp_s, comp = timed(compositional, 20 if args.quick else 200)
            paper_s, _ = timed(paper, 5 if args.quick else 20)
            mono_s, mono = timed(monolithic, 1 if k >= 50 or args.quick else 3)
            assert comp == mono, (k, comp, mono)
            rows.append({"k": k, "compositional_s": comp_s, "paper_eq1_s": paper_s, "monolithic_s": mono_s,
                         "speedup": mono_s / comp_s, "verdicts": mono})
            print(f"k={k:>3}  sound compositional {1000 * comp_s:8.3f} ms   papers' eq. 1 {1000 * paper_s:7.2f} ms   "
                  f"monolithic {1000 * mono_s:9.1f} ms   speed-up {mono_s / comp_s:7.0f}x   verdicts {mono}",
                  flush=True)
    per_k = [r["compositional_s"] / r["k"] for r in rows]
    print(f"summaries (once per distinct subprogram and spec, {len(summaries)}): {1000 * summary_s:.1f} ms")
    print(f"compositional time per subprogram: {min(per_k) * 1e6:.1f}-{max(per_k) * 1e6:.1f} us (linear in k)")
    print("target: at k = 100 compositional >= 50x faster than monolithic, linear in k")
    OUT.mkdir(parents=True, exist_ok=True)
    write_text(OUT / "compose_bench.json", json.dumps({"rows": rows, "summaries_s": summary_s}, indent=1) + "\n")
    plot(rows, OUT / "compose_bench.png")


def plot(rows: list[dict], path: Path) -> None:
    import io

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from safe_codegen.utils.atomic import write_bytes
    ks = [r["k"] for r in rows]
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.loglog(ks, [1000 * r["compositional_s"] for r in rows], "o-", label="sound compositional")
    ax.loglog(ks, [1000 * r["paper_eq1_s"] for r in rows], "^--", label="papers' eq. (1)")
    ax.loglog(ks, [1000 * r["monolithic_s"] for r in rows], "s-", label="monolithic (NuSMV, joint automaton)")
    ax.set_xlabel("subprograms in the plan (k)")
    ax.set_ylabel("check time (ms)")
    ax.set_title("Composed plan checking, 3 specs")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=120)
    write_bytes(path, buf.getvalue())
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
