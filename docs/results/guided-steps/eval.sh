#!/usr/bin/env bash
# Guided step comments (2026-12-05), measured with the default adapter as the promotion check measures (8 a task,
# seed 1), on the four held-out sets with moves (the indoor sets have none: nothing is guided there).
cd "$(dirname "$0")/../../.."
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out out/guided-promotion --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --missions none --heldout-missions none \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
# Then the first 40 multi-move tasks of the held-out split
# (seed 0: 18 two-move, 11 three-move, 11 four-move; written by the curriculum with their goals), one program each
for free in "" --free-steps; do
  start=$(date +%s)
  OMP_NUM_THREADS=2 .venv/bin/safe-codegen evaluate --robot jackal --tasks docs/results/guided-steps/jackal-heldout-multi-move-40.yaml \
    -n 1 --seed 0 $free --out "docs/results/guided-steps/multi-move-40${free:+-free-steps}.json"
  echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
done
