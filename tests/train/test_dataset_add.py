"""`dataset add`: given programs (a corpus) become labels by the same filter as samples."""

import json

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.train.dataset import add_programs

from ..turns import STRAIGHT, TASKS, TURN

def test_given_programs_are_kept_only_when_safe_and_doing_their_task(jackal, pool, tmp_path):
    (tmp_path / "tasks.yaml").write_text(TASKS)
    (task,) = load_tasks(tmp_path / "tasks.yaml")
    misnamed = TURN.replace("def turn_left_90", "def turn_left")
    programs = [("a.py", TURN), ("b.py", STRAIGHT), ("c.py", misnamed), ("d.py", TURN + "\n")]
    out = tmp_path / "ds"
    stats = add_programs(jackal, robot_specs(jackal), task, programs, out, pool)
    assert stats["not_the_task"] == ["c.py"]
    assert stats["counts"]["safe"] == 3 and stats["counts"]["safe_and_task"] == 2
    assert stats["kept"] == 1  # a.py; d.py is the same program (normalised AST), b.py does not turn
    rows = [json.loads(x) for x in (out / "train.jsonl").read_text().splitlines()]
    assert len(rows) == 1 and "velocity_publisher(2 * w, w)" in rows[0]["messages"][-1]["content"]
    safety_only = add_programs(jackal, robot_specs(jackal), task, programs, out, pool, keep="safe")
    assert safety_only["kept"] == 2 and safety_only["samples"] == 3  # adding again records nothing twice
