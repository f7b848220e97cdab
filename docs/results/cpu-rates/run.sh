#!/usr/bin/env bash
# gpu-decimals continued on CPU on turns at a rate (2026-12-04, after the curriculum learned to say them): does a
# small CPU run teach the rates without losing what gpu-decimals does? The rows: reference programs of 400 jackal and
# 400 Spot train-split tasks (seed 61, at most 300 of a kind), 170 of those turning at the rate their words give and
# 100 others, and replay of gpu-decimals' own rows (40 indoor errands, 30 decompositions): 340 rows, one epoch of
# 1 x 4 (docs/results/rounds-reference-200/lora.yaml), on this 2-core CPU.
set -euo pipefail
cd "$(dirname "$0")/../../.."
.venv/bin/python docs/results/gpu-missions/references.py out/cpu-rates 300 jackal:curriculum:train:400:61 \
  spot:curriculum:train:400:61   # 30 s
.venv/bin/python docs/results/cpu-rates/mix.py   # -> out/cpu-rates/mix.jsonl, gzipped here as train.jsonl.gz
OMP_NUM_THREADS=2 .venv/bin/safe-codegen finetune --data out/cpu-rates/mix.jsonl \
  --init-adapter docs/results/gpu-decimals/adapter --out out/cpu-rates-run --config docs/results/rounds-reference-200/lora.yaml
# then measured as the promotion check measures: docs/results/promotion/eval.sh out/cpu-rates-run/adapter cpu-rates
