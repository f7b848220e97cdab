#!/usr/bin/env bash
# Constants a careful program computes judged by value (steps.StepGuide.derived, 2026-12-06): the default adapter on twelve sets, 8 a task, seed 1,
# one model process on the 2 cores; JSONs copied here from out/derived-eval/round-00/eval/.
cd "$(dirname "$0")/../../.."
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out out/derived-eval --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout17:10 --heldout jackal:jackal-test \
  --heldout jackal:curriculum:heldout:10 --heldout jackal:curriculum:heldout14:10 --heldout jackal:curriculum:heldout15:10 \
  --heldout jackal:curriculum:heldout16:10 --heldout spot:spot --heldout spot:curriculum:heldout:10 \
  --heldout spot:curriculum:heldout14:10 --heldout spot:curriculum:heldout15:10 --heldout spot:curriculum:heldout16:10 \
  --heldout spot:curriculum:heldout17:10 --heldout jackal-indoor:jackal-indoor --missions none --heldout-missions none -n 8 --eval-samples 8 --seed 1 \
  --cap-per-kind 40
