#!/usr/bin/env bash
# The gpu-decimals adapter measured as the gpu-missions one is (the same sets, sampling and plan run).
cd "$(dirname "$0")/../../.." && exec bash docs/results/gpu-missions/eval.sh docs/results/gpu-decimals
