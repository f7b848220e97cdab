#!/usr/bin/env bash
# The main job end to end on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/safe-codegen demo "$@"

# Last stage: run the verified drive plan on the simulated Jackal over DDS (loopback only), its
# clock 20x faster, recording a bag. The pedestrian of the default scenario makes it stop.
echo "== run the verified plan data/plans/drive.yaml on the simulated jackal (DDS) =="
.venv/bin/safe-codegen sim --robot jackal --transport dds --duration 30 > out/demo/sim.log 2>&1 &
sim=$!
trap 'kill -TERM $sim 2>/dev/null || true; wait $sim 2>/dev/null || true' EXIT
rm -rf out/demo/drive.mcap
.venv/bin/safe-codegen run data/plans/drive.yaml --robot jackal --library out/demo/library --transport dds \
    --time-scale 20 --quiet --bag out/demo/drive.mcap --log out/demo/drive-steps.jsonl
echo "wrote out/demo/drive.mcap (rosbag2: commands, odometry, sensors) and out/demo/drive-steps.jsonl"
