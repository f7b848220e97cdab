#!/usr/bin/env bash
# The held-out turns at a rate (rate_tasks.py), 4 programs a task at T 0.3: usage eval-rates.sh ADAPTER LABEL
# (as run: safe_codegen/resources/adapter default; docs/results/cpu-rates cpu-rates). JSON to out/cpu-rates/.
set -euo pipefail
cd "$(dirname "$0")/../../.."
.venv/bin/python docs/results/cpu-rates/rate_tasks.py
for robot in jackal spot; do
  start=$(date +%s)
  OMP_NUM_THREADS=2 .venv/bin/safe-codegen evaluate --robot $robot --tasks out/cpu-rates/heldout-rates-$robot.yaml \
    -n 4 --adapter "$1" --label "$2, held-out turns at a rate" --out "out/cpu-rates/rates-$robot-$2.json"
  echo "rc=$? wall=$(( $(date +%s) - start ))s"
done
