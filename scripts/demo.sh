#!/usr/bin/env bash
# The main job end to end on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/safe-codegen demo "$@"

# Last stage, on the simulated Jackal over DDS (loopback only), its clock 20x faster, recording a
# bag: the best generated program that is safe and does its task (out/demo/generated/best.py, written
# by `demo` only when there is one); otherwise the verified hand-written plan data/plans/drive.yaml.
if [ -f out/demo/generated/best.py ]; then
    echo "== run the best safe-and-successful generated program on the simulated jackal (DDS) =="
    target=(out/demo/generated/best.py)
else
    echo "== no generated program is safe and does its task: run the verified hand-written plan" \
         "data/plans/drive.yaml on the simulated jackal (DDS) instead =="
    target=(data/plans/drive.yaml --library out/demo/library)
fi
.venv/bin/safe-codegen sim --robot jackal --transport dds --duration 30 > out/demo/sim.log 2>&1 &
sim=$!
trap 'kill -TERM $sim 2>/dev/null || true; wait $sim 2>/dev/null || true' EXIT
rm -rf out/demo/drive.mcap
.venv/bin/safe-codegen run "${target[@]}" --robot jackal --transport dds \
    --time-scale 20 --quiet --bag out/demo/drive.mcap --log out/demo/drive-steps.jsonl
echo "wrote out/demo/drive.mcap (rosbag2: commands, odometry, sensors) and out/demo/drive-steps.jsonl"
