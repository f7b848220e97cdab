#!/usr/bin/env bash
# The GPU references adapter (docs/results/gpu-references) continued on CPU, one epoch on 140 references drawn from the
# curriculum train split with its new vocabulary (42 rooms, 34 things, 30 messages): 100 indoor errands, 20 jackal
# and 20 Spot tasks (seed 41; random.Random(0) picks them from the kept references). 2026-12-04, this 2-core CPU.
set -euo pipefail
cd "$(dirname "$0")/../../.."
CAP=30 .venv/bin/python docs/results/gpu-references/references.py out/indoor-refs \
  jackal-indoor:curriculum:train:200:41 jackal:curriculum:train:60:41 spot:curriculum:train:60:41   # 8 s
.venv/bin/python -c "
from safe_codegen.train.finetune import load_rows; import json, random
rows = []
for d, k in (('out/indoor-refs/jackal-indoor_curriculum_train_200_41', 100), ('out/indoor-refs/jackal_curriculum_train_60_41', 20),
             ('out/indoor-refs/spot_curriculum_train_60_41', 20)):
    r = load_rows(d); random.Random(0).shuffle(r); rows += r[:k]
open('out/indoor-refs/train.jsonl', 'w').write(''.join(json.dumps(x) + '\n' for x in rows))"   # = train.jsonl.gz here
OMP_NUM_THREADS=2 .venv/bin/safe-codegen finetune --data out/indoor-refs/train.jsonl \
  --init-adapter docs/results/gpu-references/adapter --out out/indoor-vocab-run \
  --config docs/results/rounds-reference-200/lora.yaml   # 35 steps of 1 x 4, 494 s
bash docs/results/indoor-vocab/eval.sh   # 346 s
OMP_NUM_THREADS=2 .venv/bin/python benchmarks/copy_rate.py --split heldout -n 40 --adapter docs/results/indoor-vocab/adapter \
  --label indoor-vocab   # 252 s
OMP_NUM_THREADS=2 .venv/bin/safe-codegen evaluate --robot jackal --tasks jackal-long-test -n 4 --plan \
  --adapter docs/results/indoor-vocab/adapter --label "indoor-vocab adapter, plan" \
  --out docs/results/indoor-vocab/plan-jackal-long-test.json   # ~250 s
