#!/usr/bin/env bash
# Set up, then run the test suite (slow-marked tests are excluded; run them with -m slow).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m pytest -q "$@"
