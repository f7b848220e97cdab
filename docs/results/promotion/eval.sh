#!/usr/bin/env bash
# The promotion check of 2026-12-04, declared before it ran: the shipped default (indoor-vocab) and gpu-decimals
# measured as `improve --rounds 0` measures round 0, on the eight held-out sets of docs/results/gpu-missions/eval.sh
# but with 8 programs a task (80 a set) and a seed no earlier measurement used (1), after completion prompts
# stopped showing digits in the asked function name (docs/generation.md, "Names with numbers").
# Usage: eval.sh ADAPTER_DIR LABEL (as run: safe_codegen/resources/adapter default; docs/results/gpu-decimals gpu-decimals)
cd "$(dirname "$0")/../../.."
LABEL="promotion-$2" SAMPLES=8 SEED=1 NO_PLAN=1 bash docs/results/gpu-missions/eval.sh "$1"
mkdir -p "docs/results/promotion/$2" && cp "out/promotion-$2-eval/round-00/eval/"*.json "docs/results/promotion/$2/"
