#!/usr/bin/env bash
# The errand guide (2026-12-06): "start = get_current_location()" written first where the errand comes back, and the
# literals per call (go_to a room, pick/place only the thing fetched). The default adapter, 8 a task, seed 1, on the
# shipped indoor tasks and three curriculum indoor sets; OUT is out/errand-eval (or $1), JSONs copied here after.
cd "$(dirname "$0")/../../.."
OMP_NUM_THREADS=2 .venv/bin/safe-codegen improve --out "${1:-out/errand-eval}" --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal-indoor:jackal-indoor \
  --heldout jackal-indoor:curriculum:heldout:10 --heldout jackal-indoor:curriculum:heldout16:10 \
  --heldout jackal-indoor:curriculum:heldout17:10 --missions none --heldout-missions none -n 8 --eval-samples 8 --seed 1 \
  --cap-per-kind 40
