"""The training rows of the second GPU run: python references.py OUT CAP SET ... — the reference programs of
curriculum task sets and, for a missions: set, each mission's decomposition and its steps' programs, collected by
the rounds' own code (train/rounds.collect, as `improve --references` does; no model is asked), capped per kind."""
import json
import sys
import time
from pathlib import Path

from safe_codegen.train.rounds import collect
from safe_codegen.train.rounds_config import RoundsConfig
from safe_codegen.verify.engine import open_engine

out, cap, sets = Path(sys.argv[1]), int(sys.argv[2]), tuple(sys.argv[3:])
t = time.time()
with open_engine(workers=2) as pool:
    rows, stats = collect(None, RoundsConfig(train=(), missions=(), references=sets, cap_per_kind=cap), 1,
                          out / "round", pool)
rows = list({(r["prompt"], r["completion"]): r for r in rows}.values())
(out / "train.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
print(json.dumps(stats, indent=1), len(rows), "rows", round(time.time() - t), "s")
