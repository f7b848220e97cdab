#!/usr/bin/env bash
cd /work/main
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out out/rounds-ex/run --rounds 2 --train none \
  --references jackal:curriculum:train:40:2 --references spot:curriculum:train:60:1 --references jackal-indoor:curriculum:train:70:1 \
  --heldout jackal:jackal-test --heldout spot:spot --heldout jackal-indoor:jackal-indoor \
  --heldout jackal:curriculum:heldout:10 --heldout jackal-indoor:curriculum:heldout:10 \
  --missions none --heldout-missions none -n 4 --eval-samples 4 --cap-per-kind 40 --config docs/results/rounds-reference-200/lora.yaml
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
