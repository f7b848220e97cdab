#!/usr/bin/env bash
# The indoor-vocabulary adapter (the GPU adapter continued on CPU) measured as `improve` measures a round (round 0 of a run started from it):
# the sets and sampling of docs/results/rounds-examples (4 programs a task, T 0.3, seed 0) and generated held-out Spot tasks.
cd "$(dirname "$0")/../../.."
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out out/indoor-vocab-eval --rounds 0 --train none --references none \
  --init-adapter docs/results/indoor-vocab/adapter \
  --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 --heldout jackal-indoor:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --heldout jackal-indoor:jackal-indoor \
  --missions none --heldout-missions none -n 4 --eval-samples 4 --cap-per-kind 40
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
