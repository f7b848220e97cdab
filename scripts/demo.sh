#!/usr/bin/env bash
# The main job end to end on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/safe-codegen demo "$@"
