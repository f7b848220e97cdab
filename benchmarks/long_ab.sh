#!/usr/bin/env bash
# Issue 15's experiment: train on whole long programs (arm A) or on the subprograms of their steps (arm B,
# the papers' way) at an equal sample budget, then evaluate on the held-out long missions: arm A writing
# whole programs, arm B through `plan`; the bundled model through `plan` as the control (planning without
# the extra training). Every stage is skipped when its output exists; wall times go to $OUT/times.tsv.
# Then benchmarks/long_ab_report.py tabulates and draws (docs/results/long/ab.*).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-out/ab}
SC=.venv/bin/safe-codegen
mkdir -p "$OUT"

source benchmarks/stage.sh

# Datasets: 128 samples of whole programs (16 missions x 8, 1200 tokens: a mission's program is long);
# 115 samples of steps (the missions' 23 distinct steps x 5, 400 tokens). Kept: safe and does its task.
stage arm-a-data "$OUT/arm-a-data/stats.json" \
    $SC dataset build --robot jackal --tasks jackal-long-train -n 8 --max-tokens 1200 --out "$OUT/arm-a-data"
stage arm-b-data "$OUT/arm-b-data/stats.json" \
    $SC dataset build --robot jackal --tasks jackal-long-train --steps -n 5 --out "$OUT/arm-b-data"
# Fine-tuning continues the bundled model's adapter (both arms start from the model they sampled with).
# Arm A keeps nothing when no whole program does its mission: its model is then the starting model.
if [ "$(python3 -c "import json; print(json.load(open('$OUT/arm-a-data/stats.json'))['kept'])")" -gt 0 ]; then
    stage arm-a-train "$OUT/arm-a-run/adapter" $SC finetune --data "$OUT/arm-a-data" --init-adapter bundled \
        --out "$OUT/arm-a-run"
    ARM_A=$OUT/arm-a-run
else
    ARM_A=safe_codegen/resources/adapter
fi
stage arm-b-train "$OUT/arm-b-run/adapter" $SC finetune --data "$OUT/arm-b-data" --init-adapter bundled \
    --out "$OUT/arm-b-run"
# Evaluation on the 10 held-out missions: 4 samples a mission (arm A), 4 programs a step (plans).
stage eval-arm-a "$OUT/eval-arm-a.json" $SC evaluate --robot jackal --tasks jackal-long-test -n 4 \
    --max-tokens 1200 --adapter "$ARM_A" --label "arm A: whole programs" --out "$OUT/eval-arm-a.json"
stage eval-arm-b "$OUT/eval-arm-b.json" $SC evaluate --robot jackal --tasks jackal-long-test -n 4 --plan \
    --adapter "$OUT/arm-b-run" --label "arm B: subprograms, plan" --out "$OUT/eval-arm-b.json"
stage eval-control "$OUT/eval-control.json" $SC evaluate --robot jackal --tasks jackal-long-test -n 4 --plan \
    --label "bundled model, plan (no extra training)" --out "$OUT/eval-control.json"
# The steps that fail are refined once with what the simulated robot did (plan --refine 1).
stage eval-arm-b-refine "$OUT/eval-arm-b-refine.json" $SC evaluate --robot jackal --tasks jackal-long-test -n 4 \
    --plan --refine 1 --adapter "$OUT/arm-b-run" --label "arm B, plan --refine 1" --out "$OUT/eval-arm-b-refine.json"
stage eval-control-refine "$OUT/eval-control-refine.json" $SC evaluate --robot jackal --tasks jackal-long-test \
    -n 4 --plan --refine 1 --label "bundled model, plan --refine 1" --out "$OUT/eval-control-refine.json"
SAFE_CODEGEN_CACHE=$(mktemp -d) .venv/bin/python benchmarks/long_ab_report.py "$OUT"
