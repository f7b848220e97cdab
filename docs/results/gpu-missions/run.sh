#!/usr/bin/env bash
# How the gpu-missions adapter was made (2026-12-04, second lent-GPU run). Steps 1 and 3 ran here (2-core CPU),
# step 2 on a lent NVIDIA H200 (device time: 459 of 900 s, of which 385 s the training call).
set -euo pipefail
cd "$(dirname "$0")/../../.."
# 1. the training rows, by the rounds' own code (train/rounds.collect, as `improve --references` builds them; no model
#    asked), at most 300 programs of one kind a set: reference programs of 1,200 jackal, 900 Spot and 1,200 indoor
#    curriculum train tasks (seed 31; the indoor ones in the new 42-room vocabulary) and 600 generated train missions
#    (each mission's decomposition, 600 rows, and its distinct steps' programs under curriculum-style names, 428 rows):
#    3,911 rows, 137 s.
.venv/bin/python docs/results/gpu-missions/references.py out/gpu2 300 jackal:curriculum:train:1200:31 \
  spot:curriculum:train:900:31 jackal-indoor:curriculum:train:1200:31 jackal:missions:train:600:31
gzip -c out/gpu2/train.jsonl > docs/results/gpu-missions/train.jsonl.gz
# 2. on the GPU (the model file in five pieces and the wheels as in docs/results/gpu-references/run.sh), continuing the
#    indoor-vocab adapter with lora.yaml here (2 epochs of batches of 8: 978 steps, 252 s, 0.26 s a step, 32.5k
#    tokens/s; model rebuilt from the GGUF file in 72 s):
#    python3 gpu_train.py gemma-3-270m-q4_k_m.gguf a5fd3b62...6818 train.jsonl lora.yaml \
#      docs/results/indoor-vocab/adapter $OUT /tmp/models/gemma-3-270m 440
#    -> adapter/ and metrics.json here.
# 3. measured on CPU: docs/results/gpu-missions/eval.sh
