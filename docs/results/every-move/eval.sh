#!/usr/bin/env bash
# Every move guided (2026-12-05, docs/finetuning.md "Every move guided"): the default adapter, measured as the promotion
# check measures (8 a task, seed 1) on the four held-out sets with moves, then the 40 held-out multi-move tasks (2 a
# task, seed 0), the 8 curves in new wordings (4 a task, guided and --free-steps), and `plan` on the long missions.
cd "$(dirname "$0")/../../.."
run() { start=$(date +%s); OMP_NUM_THREADS=2 "$@"; echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"; }
run .venv/bin/safe-codegen improve --out out/every-move --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --missions none --heldout-missions none \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40          # JSONs: out/every-move/round-00/eval/ (copied here)
run .venv/bin/safe-codegen evaluate --robot jackal --tasks docs/results/guided-steps/jackal-heldout-multi-move-40.yaml \
  -n 2 --seed 0 --out docs/results/every-move/multi-move-40-n2.json
run .venv/bin/python docs/results/every-move/hazard_clause.py evaluate --robot jackal \
  --tasks docs/results/guided-steps/jackal-heldout-multi-move-40.yaml -n 2 --seed 0 \
  --out docs/results/every-move/multi-move-40-n2-hazard-clause.json
for free in "" --free-steps; do
  run .venv/bin/safe-codegen evaluate --robot jackal --tasks docs/results/every-move/jackal-curves-8.yaml -n 4 --seed 0 $free \
    --out "docs/results/every-move/curves-8${free:+-free-steps}.json"
done
run .venv/bin/safe-codegen evaluate --robot jackal --tasks jackal-long-test -n 4 --plan \
  --label "default adapter, plan, guided" --out docs/results/every-move/plan-jackal-long-test.json
run .venv/bin/python benchmarks/copy_rate.py --split heldout -n 40 --label guided-every-move
