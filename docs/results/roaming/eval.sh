#!/usr/bin/env bash
# The roaming adapter (run.sh) beside the default, declared before it ran: the new adapter on the sets of
# docs/results/searches/eval.sh, the generated indoor errands and the two newest writers' jackal and Spot tasks (8 a
# task, seed 1); the default on the sets that changed or are new since searches/ measured it (generated Spot, whose
# heldout tasks now include roams; generated indoor; heldout17). One model process at a time on the 2 cores; JSONs
# copied here from out/roaming-eval-*/round-00/eval/.
cd "$(dirname "$0")/../../.."
run() { start=$(date +%s); OMP_NUM_THREADS=2 "$@"; echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"; }
common=(--rounds 0 --train none --references none --missions none --heldout-missions none -n 8 --eval-samples 8 --seed 1
        --cap-per-kind 40)
run .venv/bin/safe-codegen improve --out out/roaming-eval-default --init-adapter safe_codegen/resources/adapter \
  --heldout spot:curriculum:heldout:10 --heldout jackal-indoor:curriculum:heldout:10 \
  --heldout jackal:curriculum:heldout17:10 --heldout spot:curriculum:heldout17:10 "${common[@]}"
run .venv/bin/safe-codegen improve --out out/roaming-eval-roaming --init-adapter "${1:-out/roaming-run/adapter}" \
  --heldout spot:spot --heldout spot:curriculum:heldout:10 --heldout jackal:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout jackal-indoor:jackal-indoor --heldout jackal-indoor:curriculum:heldout:10 \
  --heldout spot:curriculum:heldout14:10 --heldout spot:curriculum:heldout15:10 --heldout spot:curriculum:heldout16:10 \
  --heldout spot:curriculum:heldout17:10 --heldout jackal:curriculum:heldout14:10 \
  --heldout jackal:curriculum:heldout15:10 --heldout jackal:curriculum:heldout16:10 \
  --heldout jackal:curriculum:heldout17:10 "${common[@]}"
for d in default roaming; do
  mkdir -p "docs/results/roaming/$d" && cp "out/roaming-eval-$d/round-00/eval/"*.json "docs/results/roaming/$d/"
done
