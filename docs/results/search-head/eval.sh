#!/usr/bin/env bash
# A search's constants written by the guide (its reference lines before the loop; 2026-12-06): the default adapter on
# the six Spot sets, 8 a task, seed 1, one model process on the 2 cores (~10 min); JSONs copied here from
# out/search-head-eval/round-00/eval/.
cd "$(dirname "$0")/../../.."
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out out/search-head-eval --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout spot:spot --heldout spot:curriculum:heldout:10 \
  --heldout spot:curriculum:heldout14:10 --heldout spot:curriculum:heldout15:10 --heldout spot:curriculum:heldout16:10 \
  --heldout spot:curriculum:heldout17:10 --missions none --heldout-missions none -n 8 --eval-samples 8 --seed 1 \
  --cap-per-kind 40
