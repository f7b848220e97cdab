#!/usr/bin/env bash
# How the gpu-decimals adapter was made (2026-12-04, third lent-GPU run, after the curriculum's train split got
# decimal radii, times and distances). Steps 1 and 3 ran here (2-core CPU), step 2 on a lent NVIDIA H200 (device
# time: 406 s, of which 349 s the training call; the session's 900 s are spent).
set -euo pipefail
cd "$(dirname "$0")/../../.."
# 1. the training rows by the rounds' own code (docs/results/gpu-missions/references.py), at most 300 of one kind a
#    set, seed 41 (new tasks, with the new train numbers): 1,200 jackal, 600 Spot and 400 indoor tasks' reference
#    programs and 300 generated missions (300 decompositions, 529 steps' programs): 3,029 rows, 170 s.
.venv/bin/python docs/results/gpu-missions/references.py out/gpu3 300 jackal:curriculum:train:1200:41 \
  spot:curriculum:train:600:41 jackal-indoor:curriculum:train:400:41 jackal:missions:train:300:41
gzip -c out/gpu3/train.jsonl > docs/results/gpu-decimals/train.jsonl.gz
# 2. on the GPU (model file in five pieces and wheels as in docs/results/gpu-references/run.sh), continuing the
#    gpu-missions adapter with lora.yaml here; the call's deadline stopped it after 190 s of training: 698 steps of
#    8 (1.84 epochs, 0.27 s a step, 33k tokens/s; the model rebuilt from the GGUF file in 91 s):
#    python3 gpu_train.py gemma-3-270m-q4_k_m.gguf a5fd3b62...6818 train.jsonl lora.yaml \
#      docs/results/gpu-missions/adapter $OUT /tmp/models/gemma-3-270m 190
#    -> adapter/ and metrics.json here.
# 3. measured on CPU: docs/results/gpu-decimals/eval.sh
