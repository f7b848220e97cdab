#!/usr/bin/env bash
# Issue 25 item 3's experiment: rounds of expert iteration with the bundled model and its shipped adapter
# (`safe-codegen improve`, docs/finetuning.md "Rounds"). SIZE picks how much:
#   smoke  1 round; 3 generated jackal training tasks, 2 held-out ones, 1 training and 1 held-out mission;
#          2 samples each, 2 optimizer steps: the loop end to end, not a measurement
#   small  ROUNDS rounds (default 2); 16 generated jackal training tasks and the 16 long training missions,
#          4 samples each, at most 8 optimizer steps a round; held out jackal-test and 10 generated
#          held-out jackal tasks (4 programs each: n = 40 a set) and the 10 long test missions. Sized to
#          run in ~2 h on a loaded 2-core CPU (docs/finetuning.md, "Rounds"); ROUNDS=1 then ROUNDS=2
#          runs round 1 and continues with round 2
#   reference  ROUNDS rounds (default 1) trained on the reference programs of 80 generated jackal training tasks
#          (--references; no sampled training programs), held out as in small: the start the small run lacked
#   full   the defaults (RoundsConfig): every robot's training sets, the issue's held-out sets, 3 rounds
# Resumable: rerunning continues in $OUT (a finished round is kept, an unfinished one redone from what it
# wrote). Wall time goes to $OUT/times.tsv; the rounds' metrics to $OUT/run/rounds.json and rounds.png.
# PROMOTE=1 then asks --promote (refused unless better on every held-out set).
set -euo pipefail
cd "$(dirname "$0")/.."
SIZE=${SIZE:-small}
OUT=${OUT:-out/rounds-$SIZE}
SC=.venv/bin/safe-codegen
mkdir -p "$OUT"

source benchmarks/stage.sh

subset() {  # subset SET N FILE: the first N tasks of a task set as a task file
    .venv/bin/python -c "import sys; from pathlib import Path
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.tasks.curriculum import write_tasks
write_tasks(load_tasks(sys.argv[1])[:int(sys.argv[2])], Path(sys.argv[3]))" "$@"
}

case $SIZE in
smoke)
    subset jackal-long-train 1 "$OUT/missions.yaml"
    subset jackal-long-test 1 "$OUT/heldout-missions.yaml"
    ARGS=(--rounds 1 --train jackal:curriculum:train:3 --heldout jackal:curriculum:heldout:2
          --missions "jackal:$OUT/missions.yaml" --heldout-missions "jackal:$OUT/heldout-missions.yaml"
          -n 2 --eval-samples 2 --max-steps 2) ;;
small)
    ARGS=(--rounds "${ROUNDS:-2}" --train jackal:curriculum:train:16 --heldout jackal:jackal-test
          --heldout jackal:curriculum:heldout:10 --missions jackal:jackal-long-train
          --heldout-missions jackal:jackal-long-test -n 4 --eval-samples 4 --max-steps 8) ;;
reference)
    ARGS=(--rounds "${ROUNDS:-1}" --train none --references jackal:curriculum:train:80 --heldout jackal:jackal-test
          --heldout jackal:curriculum:heldout:10 --missions none --heldout-missions none -n 4 --eval-samples 4) ;;
full)
    ARGS=(--rounds 3) ;;
*)
    echo "SIZE is smoke, small, reference or full, not '$SIZE'" >&2; exit 2 ;;
esac
[ "${PROMOTE:-0}" = 1 ] && ARGS+=(--promote)

NAME="improve-$SIZE${ROUNDS:+-r$ROUNDS}"  # a larger ROUNDS continues the run as a new stage
stage "$NAME" "$OUT/run/$NAME.done" $SC improve --out "$OUT/run" "${ARGS[@]}"
touch "$OUT/run/$NAME.done"
tail -n 12 "$OUT/$NAME.log"
