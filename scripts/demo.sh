#!/usr/bin/env bash
# The main job end to end on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/safe-codegen demo "$@"

# Last stage, on the simulated Jackal over DDS (loopback only), recording a bag: the best generated program
# that is safe and does its task (out/demo/generated/best.py, written by `demo` only when there is one, for
# jackal-test's first task); otherwise the verified hand-written plan data/plans/drive.yaml (its goal in
# data/tasks/drive.yaml). The simulator runs 2x faster than the wall clock and publishes /clock; `run
# --use-sim-time` follows it, so the program's time, the robot's motion and the pedestrians share one clock.
# At the end `run` reports what the robot did by its odometry and judges it against the task's goal; the
# demo fails (run's exit code: 4 halted, 6 the robot did not do the task) unless the robot did the task.
if [ -f out/demo/generated/best.py ]; then
    echo "== run the best safe-and-successful generated program on the simulated jackal (DDS) =="
    target=(out/demo/generated/best.py --task turn_left_100_degrees --tasks jackal-test)
else
    echo "== no generated program is safe and does its task: run the verified hand-written plan" \
         "data/plans/drive.yaml on the simulated jackal (DDS) instead =="
    target=(data/plans/drive.yaml --library out/demo/library --task drive --tasks data/tasks/drive.yaml)
fi
.venv/bin/safe-codegen sim --robot jackal --transport dds --time-scale 2 --duration 3000 > out/demo/sim.log 2>&1 &
sim=$!
trap 'kill -TERM $sim 2>/dev/null || true; wait $sim 2>/dev/null || true' EXIT
rm -rf out/demo/drive.mcap
code=0
.venv/bin/safe-codegen run "${target[@]}" --robot jackal --transport dds --use-sim-time \
    --quiet --bag out/demo/drive.mcap --log out/demo/drive-steps.jsonl || code=$?
echo "wrote out/demo/drive.mcap (rosbag2: commands, odometry, sensors) and out/demo/drive-steps.jsonl"
if [ "$code" -ne 0 ]; then
    echo "== DEMO FAILED: the run on the simulated robot did not do its task (run exited $code; see above) ==" >&2
    exit "$code"
fi
echo "== the robot did its task, by its own odometry (above: manoeuvres, distance, heading) =="
