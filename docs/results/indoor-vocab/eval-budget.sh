#!/usr/bin/env bash
# The new default (this adapter, shipped since 2026-12-04) measured again with the per-move token budget: the six
# held-out sets of eval.sh, then the copy-rate benchmark.
cd "$(dirname "$0")/../../.."
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out out/default-budget --rounds 0 --train none --references none \
  --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 --heldout jackal-indoor:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --heldout jackal-indoor:jackal-indoor \
  --missions none --heldout-missions none -n 4 --eval-samples 4 --cap-per-kind 40
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/python benchmarks/copy_rate.py --split heldout -n 40 --label default-budget
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
