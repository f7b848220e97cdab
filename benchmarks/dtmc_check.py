"""certify's two checkers on one chain: backward induction (dtmc.eventually_all, the default) and Storm
(the `certify` extra's cross-check), timed on random generation-shaped trees of growing size. Prints,
per size, the seconds each takes for every label and the largest difference between their values.

    .venv/bin/python benchmarks/dtmc_check.py [--states 1000 10000 40000] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from safe_codegen.certify.dtmc import DTMC, OUTCOMES, check_mass, eventually_all, to_explicit

LABELS = ("sat_phi1", "viol_phi1", "sat_all")


def random_tree(n: int, seed: int) -> DTMC:
    """A tree of n inner/leaf states shaped like an extraction: 1-4 children a state, a low_prob share
    on each, leaves ending in success (labelled at random) or truncated; sinks after the nodes."""
    rng = random.Random(seed)
    succ: list[list[tuple[int, float]]] = [[]]
    open_, leaves = [0], []
    while open_ and len(succ) < n:
        s = open_.pop(0)
        k = rng.randint(1, 4)
        weights = [rng.random() for _ in range(k + 1)]  # the last share goes to low_prob
        total = sum(weights)
        for w in weights[:-1]:
            succ.append([])
            succ[s].append((len(succ) - 1, w / total))
            open_.append(len(succ) - 1)
        succ[s].append((-1, weights[-1] / total))  # low_prob, fixed below
    leaves = open_ + [s for s, e in enumerate(succ) if not e and s not in open_]
    low, truncated = len(succ), len(succ) + 1
    succ = [[(low if t == -1 else t, p) for t, p in edges] for edges in succ]
    labels = {o: set() for o in OUTCOMES} | {lab: set() for lab in LABELS}
    for s in leaves:
        if rng.random() < 0.5:
            succ[s] = [(truncated, 1.0)]
        else:
            labels["success"].add(s)
            labels["sat_phi1" if rng.random() < 0.9 else "viol_phi1"].add(s)
    labels["sat_all"] = set(labels["sat_phi1"])
    labels["low_prob"], labels["truncated"] = {low}, {truncated}
    return DTMC(succ + [[], []], labels)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--states", type=int, nargs="+", default=[1000, 10000, 40000])
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    import stormpy  # noqa: F401  (loaded before the clock starts)

    from safe_codegen.certify.storm import check_reachability

    print("states  induction_s  storm_s  max_difference")
    for n in args.states:
        d = random_tree(n, args.seed)
        check_mass(d)
        labels = sorted(d.labels)
        t0 = time.perf_counter()
        exact = eventually_all(d)
        t1 = time.perf_counter()
        with tempfile.TemporaryDirectory() as tmp:
            tra, lab = Path(tmp) / "t.tra", Path(tmp) / "t.lab"
            tra_text, lab_text = to_explicit(d)
            tra.write_text(tra_text)
            lab.write_text(lab_text)
            t2 = time.perf_counter()
            storm = check_reachability(tra, lab, labels)
            t3 = time.perf_counter()
        diff = max(abs(storm[x] - exact[x]) for x in labels)
        print(f"{d.size:6d}  {t1 - t0:11.3f}  {t3 - t2:7.3f}  {diff:.2e}")


if __name__ == "__main__":
    main()
