#!/usr/bin/env bash
# Would a lenient reading, accepted under a guard, read a writer the reader never saw? Each of the five newest
# writers read by the reader of the commit that added its split (before the reader was extended with it), strict and
# lenient, scored against today's goals (2026-12-06; ~3 min on 2 cores). Writes summary.json here.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"; cd "$here/../../.."
tmp="$(mktemp -d)"
for pair in heldout13:9107630 heldout14:6919cc5 heldout15:15c263c heldout16:a1e409c heldout17:817e719; do
  split=${pair%%:*}; commit=${pair##*:}
  git worktree add -f "$tmp/wt" "$commit" -q
  (cd "$tmp/wt" && PYTHONPATH="$tmp/wt" "$OLDPWD/.venv/bin/python" "$here/read_old.py" "$split" "$tmp/$split.json")
  git worktree remove --force "$tmp/wt"
done
.venv/bin/python "$here/analyse.py" "$tmp"/heldout1[3-7].json > "$here/summary.json"
cat "$here/summary.json"
