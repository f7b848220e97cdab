#!/usr/bin/env bash
# The goal reader retrained (2026-12-05): rows from eight curriculum splits (train, heldout ... heldout7; heldout8
# never), goals with turning rates (angular_speed), then a new adapter on the bundled model, on this CPU (2 cores).
# Same recipe as ../goal-reader/run.sh (lora.yaml copied unchanged). Usage: run.sh
cd "$(dirname "$0")/../../.."
mkdir -p out/goal-reader-2
OMP_NUM_THREADS=2 .venv/bin/python -c '
import json
from safe_codegen.tasks.reading.model import goal_rows
rows = goal_rows({"jackal": 100, "spot": 100, "jackal-indoor": 25},
                 ("train", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7"), seed=11)
with open("out/goal-reader-2/rows.jsonl", "w") as f:
    f.writelines(json.dumps(r) + "\n" for r in rows)
print(len(rows), "rows")'
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen finetune --data out/goal-reader-2/rows.jsonl --base local \
  --out out/goal-reader-2/run --config docs/results/goal-reader-2/lora.yaml
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
