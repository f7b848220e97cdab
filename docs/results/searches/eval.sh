#!/usr/bin/env bash
# Searches guided (2026-12-05, night; docs/finetuning.md "Searches guided"): the default adapter on the four promotion
# sets, the jackal-indoor test and the two newest writers' jackal and Spot tasks (8 a task, seed 1), in one run, with
# nothing else on the 2 cores (a second model process beside it made it 13 times slower); JSONs copied here from
# out/search-eval/round-00/eval/.
cd "$(dirname "$0")/../../.."
run() { start=$(date +%s); OMP_NUM_THREADS=2 "$@"; echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"; }
run .venv/bin/safe-codegen improve --out out/search-eval --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout:10 \
  --heldout spot:curriculum:heldout:10 --heldout jackal:jackal-test --heldout spot:spot \
  --heldout spot:curriculum:heldout14:10 --heldout spot:curriculum:heldout15:10 \
  --heldout jackal-indoor:jackal-indoor --heldout jackal:curriculum:heldout14:10 \
  --heldout jackal:curriculum:heldout15:10 --missions none --heldout-missions none \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
# heldout16 (the sixteenth writer; its programs measured after the reader was extended with it): out/h16-eval, the
# same command with --heldout jackal:curriculum:heldout16:10 --heldout spot:curriculum:heldout16:10
