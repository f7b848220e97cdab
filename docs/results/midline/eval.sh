#!/usr/bin/env bash
# Checks inside a line, a hazard test finished with the task's hazards, a wander's motion checked, a constant's
# value within 5% of its step's (2026-12-05, night; docs/finetuning.md "Inside a line"): the default adapter on the
# four promotion sets, the two newest writers' jackal and Spot tasks and the jackal-indoor test (8 a task, seed 1),
# in one run; JSONs copied here from out/final-eval/round-00/eval/.
cd "$(dirname "$0")/../../.."
run() { start=$(date +%s); OMP_NUM_THREADS=2 "$@"; echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"; }
run .venv/bin/safe-codegen improve --out out/final-eval --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout:10 \
  --heldout spot:curriculum:heldout:10 --heldout jackal:jackal-test --heldout spot:spot \
  --heldout jackal:curriculum:heldout14:10 --heldout spot:curriculum:heldout14:10 \
  --heldout jackal:curriculum:heldout15:10 --heldout spot:curriculum:heldout15:10 \
  --heldout jackal-indoor:jackal-indoor --missions none --heldout-missions none \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
# heldout15's errands (run before the 5% rule, which errands do not use): out/h15-eval, the same command with
# --heldout jackal-indoor:curriculum:heldout15:10
# then the line cap (decode.LINE_TOKENS): the four promotion sets, the jackal-indoor test and heldout15 Spot again,
# 505 s; JSONs *-line-cap.json (from out/cap-eval/round-00/eval/)
run .venv/bin/safe-codegen improve --out out/cap-eval --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout:10 \
  --heldout spot:curriculum:heldout:10 --heldout jackal:jackal-test --heldout spot:spot \
  --heldout jackal-indoor:jackal-indoor --heldout spot:curriculum:heldout15:10 --missions none \
  --heldout-missions none -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
