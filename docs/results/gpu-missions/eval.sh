#!/usr/bin/env bash
# An adapter measured as `improve` measures a round (round 0 of a run started from it): the six held-out program
# sets of docs/results/indoor-vocab/eval.sh (4 programs a task, T 0.3, seed 0), and greedy decompositions of the
# shipped long test missions and of 20 generated held-out missions (held-out numbers); then `plan` on the long test
# missions (the mission's goal). Usage: eval.sh [DIR] with DIR/adapter (default: this directory, gpu-missions);
# the plan report goes to DIR/plan-jackal-long-test.json. SAMPLES, SEED and LABEL (the out/LABEL-eval run) change
# those; NO_PLAN=1 leaves `plan` out (docs/results/promotion/eval.sh).
cd "$(dirname "$0")/../../.."
D=${1:-docs/results/gpu-missions}
N=${LABEL:-$(basename "$D")}
S=${SAMPLES:-4}
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out "out/$N-eval" --rounds 0 --train none --references none \
  --init-adapter "$D" \
  --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 --heldout jackal-indoor:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --heldout jackal-indoor:jackal-indoor \
  --missions none --heldout-missions jackal:jackal-long-test --heldout-missions jackal:missions:heldout:20 \
  -n "$S" --eval-samples "$S" --seed "${SEED:-0}" --cap-per-kind 40
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
[ -n "${NO_PLAN:-}" ] && exit 0
start=$(date +%s)
OMP_NUM_THREADS=2 .venv/bin/safe-codegen evaluate --robot jackal --tasks jackal-long-test -n 4 --plan --adapter "$D" \
  --label "$N adapter, plan" --out "$D/plan-jackal-long-test.json"
echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"
