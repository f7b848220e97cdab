"""How long the goal reader takes per task, over the unseen writers' sets (docs/results/unseen-writer): every
paraphrase read once (a first pass warms the regular-expression cache), then timed.

    .venv/bin/python benchmarks/reader_speed.py [--sets DIR] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from safe_codegen.robot import load_robot  # noqa: E402
from safe_codegen.tasks.reader import read_goal  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", type=Path, default=Path(__file__).resolve().parents[1] / "docs/results/unseen-writer")
    ap.add_argument("--limit", type=int, default=20, help="sets read (in name order)")
    args = ap.parse_args()
    if not args.sets.is_dir():
        ap.error(f"{args.sets}: no such directory of writers' sets")
    robots = {n: load_robot(n) for n in ("jackal", "spot", "jackal-indoor")}
    texts = []
    for directory in sorted(p for p in args.sets.iterdir() if (p / "paraphrases.json").exists())[:args.limit]:
        texts += [(p["text"], robots["jackal-indoor" if p["id"].startswith("jackal-indoor") else
                                     p["id"].split("-")[0]]) for p in json.loads((directory / "paraphrases.json")
                                                                                 .read_text())]
    for text, robot in texts:
        read_goal(text, robot)
    started = time.perf_counter()
    for text, robot in texts:
        read_goal(text, robot)
    took = time.perf_counter() - started
    print(f"{len(texts)} tasks read in {took:.2f} s: {1000 * took / len(texts):.1f} ms a task")


if __name__ == "__main__":
    main()
