#!/usr/bin/env bash
# Guided step comments (2026-12-05), measured with the default adapter as the promotion check measures (8 a task,
# seed 1), on the four held-out sets with moves (the indoor sets have none: nothing is guided there), then the
# first 120 generated held-out jackal tasks, one program each, guided and with --free-steps.
cd "$(dirname "$0")/../../.."
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out out/guided-promotion --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --missions none --heldout-missions none \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/python benchmarks/copy_rate.py --split heldout -n 120 --label guided-steps-120
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/python benchmarks/copy_rate.py --split heldout -n 120 --free-steps --label free-steps-120
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
