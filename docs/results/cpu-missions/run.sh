#!/usr/bin/env bash
# The new default (docs/results/indoor-vocab/adapter, shipped since 2026-12-04) continued on CPU on generated missions'
# decompositions, to see whether a small run moves `plan` without the GPU: 64 train missions (seed 51), their
# decompositions (64 rows), 16 of their steps' programs and 24 jackal curriculum references (seed 51), shuffled
# (random.Random(1)): 104 rows, one epoch, 26 steps of 1 x 4, 414 s on this 2-core CPU.
set -euo pipefail
cd "$(dirname "$0")/../../.."
.venv/bin/python docs/results/gpu-missions/references.py out/cpu-missions 30 jackal:missions:train:64:51 \
  jackal:curriculum:train:40:51   # 9 s
.venv/bin/python -c "
import json, random
from safe_codegen.train.finetune import load_rows
rows = [json.loads(l) for l in open('out/cpu-missions/train.jsonl')]
plans = [r for r in rows if r['prompt'].endswith('plan:\n')]
jk = load_rows('out/cpu-missions/references/jackal_curriculum_train_40_51')
st = load_rows('out/cpu-missions/references/jackal_missions_train_64_51')
random.Random(0).shuffle(jk); random.Random(0).shuffle(st)
out = plans + st[:16] + jk[:24]; random.Random(1).shuffle(out)
open('out/cpu-missions/mix.jsonl', 'w').write(''.join(json.dumps(x) + '\n' for x in out))"   # = train.jsonl.gz here
OMP_NUM_THREADS=2 .venv/bin/safe-codegen finetune --data out/cpu-missions/mix.jsonl \
  --init-adapter docs/results/indoor-vocab/adapter --out out/cpu-missions-run --config docs/results/rounds-reference-200/lora.yaml
bash docs/results/gpu-missions/eval.sh docs/results/cpu-missions
