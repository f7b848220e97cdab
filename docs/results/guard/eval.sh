#!/usr/bin/env bash
# The step's own numbers held and its hazards completed (2026-12-05, docs/finetuning.md "The step's own numbers
# held"): the default adapter on the four promotion sets (8 a task, seed 1), then the 40 held-out multi-move tasks
# (2 a task, seed 0) and copy_rate.py's 40 held-out jackal tasks. multi-move-40-n2-overrun-only.json came from the
# same evaluate command in a worktree whose StepGuide.line never completed a hazard test (rule 1 alone).
cd "$(dirname "$0")/../../.."
run() { start=$(date +%s); OMP_NUM_THREADS=2 "$@"; echo "rc=$? wall=$(( $(date +%s) - start ))s load=$(cat /proc/loadavg)"; }
run .venv/bin/safe-codegen improve --out out/guard-eval --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout:10 --heldout spot:curriculum:heldout:10 \
  --heldout jackal:jackal-test --heldout spot:spot --missions none --heldout-missions none \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40          # JSONs: out/guard-eval/round-00/eval/ (copied here)
run .venv/bin/safe-codegen evaluate --robot jackal --tasks docs/results/guided-steps/jackal-heldout-multi-move-40.yaml \
  -n 2 --seed 0 --out docs/results/guard/multi-move-40-n2.json
run .venv/bin/python benchmarks/copy_rate.py --split heldout -n 40 --label guided-overrun
# errands with their names held (rule 3), and before it (the commit before, 1545342; and before the recursion check)
run .venv/bin/safe-codegen improve --out out/guard-indoor --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal-indoor:jackal-indoor \
  --heldout jackal-indoor:curriculum:heldout:10 --missions none --heldout-missions none \
  -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
# the newest writer (heldout14) and the constant rules (rule 1 widened): *_heldout14_10*.json, *-constants.json
run .venv/bin/safe-codegen improve --out out/h14-eval --rounds 0 --train none --references none \
  --init-adapter safe_codegen/resources/adapter --heldout jackal:curriculum:heldout14:10 \
  --heldout spot:curriculum:heldout14:10 --heldout jackal-indoor:curriculum:heldout14:10 --missions none \
  --heldout-missions none -n 8 --eval-samples 8 --seed 1 --cap-per-kind 40
