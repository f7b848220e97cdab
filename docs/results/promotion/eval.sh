#!/usr/bin/env bash
# The promotion check of 2026-12-04, declared before it ran: the shipped default (indoor-vocab) and gpu-decimals
# measured as `improve --rounds 0` measures round 0, on the same eight held-out sets as
# docs/results/gpu-missions/eval.sh but with 8 programs a task (80 a set) and a seed no earlier measurement used
# (1), after completion prompts stopped showing digits in the asked function name (docs/generation.md,
# "Names with numbers"). Usage: eval.sh ADAPTER_DIR LABEL
cd "$(dirname "$0")/../../.."
A=$1; N=$2
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out "out/promotion-$N" --rounds 0 --train none --references none \
  --init-adapter "$A" \
  --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 --heldout jackal-indoor:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --heldout jackal-indoor:jackal-indoor \
  --missions none --heldout-missions jackal:jackal-long-test --heldout-missions jackal:missions:heldout:20 \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
mkdir -p "docs/results/promotion/$N" && cp "out/promotion-$N/round-00/eval/"*.json "docs/results/promotion/$N/"
