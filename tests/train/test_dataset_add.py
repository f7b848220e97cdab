"""`dataset add`: given programs (a corpus) become labels by the same filter as samples."""

import json

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.train.dataset import add_programs

TASKS = """\
- name: turn_left_90
  task: turns left 90 degrees with a radius of 2 m in 4 s while stopping for pedestrians.
  goal:
    moves:
      - {heading: 90, radius: 2, time: 4}
    stop_for: [pedestrian]
    scenarios: [clear, pedestrian]
"""

TURN = """\
def turn_left_90():
    w = math.pi / 2 / 4
    stopped = 0.0
    start = time.time()
    while time.time() - start - stopped < 4:
        t = time.time()
        if pedestrian_observed():
            stop()
            stopped += time.time() - t
        else:
            velocity_publisher(2 * w, w)
"""


def test_given_programs_are_kept_only_when_safe_and_doing_their_task(jackal, pool, tmp_path):
    (tmp_path / "tasks.yaml").write_text(TASKS)
    (task,) = load_tasks(tmp_path / "tasks.yaml")
    straight = TURN.replace("velocity_publisher(2 * w, w)", "velocity_publisher(1.0, 0.0)")
    misnamed = TURN.replace("def turn_left_90", "def turn_left")
    programs = [("a.py", TURN), ("b.py", straight), ("c.py", misnamed), ("d.py", TURN + "\n")]
    out = tmp_path / "ds"
    stats = add_programs(jackal, robot_specs(jackal), task, programs, out, pool)
    assert stats["not_the_task"] == ["c.py"]
    assert stats["counts"]["safe"] == 3 and stats["counts"]["safe_and_task"] == 2
    assert stats["kept"] == 1  # a.py; d.py is the same program (normalised AST), b.py does not turn
    rows = [json.loads(x) for x in (out / "train.jsonl").read_text().splitlines()]
    assert len(rows) == 1 and "velocity_publisher(2 * w, w)" in rows[0]["messages"][-1]["content"]
    safety_only = add_programs(jackal, robot_specs(jackal), task, programs, out, pool, keep="safe")
    assert safety_only["kept"] == 2 and safety_only["samples"] == 3  # adding again records nothing twice
