#!/usr/bin/env bash
# Issue 15's population certification, sized for a 2-core CPU: every jackal test task, two
# temperatures, the bare bundled model and the fine-tuned one (its shipped adapter); a budget of
# $STATES states per extraction, best first, one CEGAR round; beside each, $N programs per task sampled
# the same way (top-p 1, unconstrained: the DTMC's distribution) for sampled pass@N. Every stage is
# skipped when its output exists; wall times go to $OUT/times.tsv; results in docs/results/certify/population/.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-out/population}
STATES=${STATES:-3000}
N=${N:-8}
SC=.venv/bin/safe-codegen
mkdir -p "$OUT"

source benchmarks/stage.sh

for model in base fine-tuned; do
    adapter=$([ $model = base ] && echo none || echo safe_codegen/resources/adapter)
    for t in 0.3 0.7; do
        stage "sampled-$model-T$t" "$OUT/sampled-$model-T$t.json" $SC evaluate --robot jackal --tasks jackal-test \
            -n "$N" --temperature "$t" --top-p 1 --unconstrained --adapter "$adapter" \
            --label "$model T=$t sampled" --out "$OUT/sampled-$model-T$t.json"
        stage "certify-$model-T$t" "$OUT/certify-$model-T$t/certify.json" $SC certify --robot jackal \
            --tasks jackal-test --temperature "$t" --max-states "$STATES" --order best --refine 1 --refine-k 8 \
            --adapter "$adapter" --compare "$OUT/sampled-$model-T$t.json" --out "$OUT/certify-$model-T$t"
    done
done
.venv/bin/python benchmarks/population_report.py "$OUT"
