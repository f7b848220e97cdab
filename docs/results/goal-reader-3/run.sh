#!/usr/bin/env bash
# Does the goal reader read a new writer better for having seen more writers? (2026-12-06) Rows from seventeen
# curriculum splits (train, heldout ... heldout16; heldout17 never), about as many rows as the first goal adapter's six
# splits gave (1,350), then a new adapter on the bundled model with goal-reader-2's recipe (lora.yaml), on this CPU
# (2 cores). Measured by compare.py on heldout17, which neither this adapter nor the shipped one saw.
cd "$(dirname "$0")/../../.."
mkdir -p out/goal-reader-3
OMP_NUM_THREADS=2 .venv/bin/python -c '
import json
from safe_codegen.tasks.curriculum.words import SPLITS
from safe_codegen.tasks.reading.model import goal_rows
rows = goal_rows({"jackal": 36, "spot": 36, "jackal-indoor": 8}, SPLITS[:SPLITS.index("heldout17")], seed=11)
with open("out/goal-reader-3/rows.jsonl", "w") as f:
    f.writelines(json.dumps(r) + "\n" for r in rows)
print(len(rows), "rows")'
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen finetune --data out/goal-reader-3/rows.jsonl --base local \
  --out out/goal-reader-3/run --config docs/results/goal-reader-3/lora.yaml
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
