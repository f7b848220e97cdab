#!/usr/bin/env bash
# The default adapter continued on CPU on Spot's roaming kinds (2026-12-05, late night): wanders and searches bounded
# in time ("searches ... for at most 20 seconds, then walks back"), which the curriculum had never drawn, so no
# training row showed either and the shipped spot test's `wander` and `search_and_return` were 0/8. The rows:
# reference programs of 400 Spot train-split tasks (seed 71), its wanders and bounded searches, and 100 rows of the
# default's own last mix as replay; one epoch of 1 x 4 (docs/results/rounds-reference-200/lora.yaml), this 2-core CPU:
# 209 rows, 53 steps, 1,175 s, train loss 0.117 (metrics.json). Not adopted (docs/finetuning.md, "Spot roams").
set -euo pipefail
cd "$(dirname "$0")/../../.."
.venv/bin/python docs/results/gpu-missions/references.py out/roaming 300 spot:curriculum:train:400:71
.venv/bin/python docs/results/roaming/mix.py   # -> out/roaming/mix.jsonl, gzipped here as train.jsonl.gz
OMP_NUM_THREADS=2 .venv/bin/safe-codegen finetune --data out/roaming/mix.jsonl \
  --init-adapter safe_codegen/resources/adapter --out out/roaming-run --config docs/results/rounds-reference-200/lora.yaml
# then measured beside the default: docs/results/roaming/eval.sh
