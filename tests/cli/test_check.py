"""`safe-codegen check`: verdict and task per program, per-scenario findings, JSON, exit codes."""

import json
import subprocess
import sys

from safe_codegen.utils.paths import ROOT

from ..turns import STRAIGHT, TASKS, UNSAFE, TURN as TURNS

def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd, timeout=180)


def test_check_reports_task_per_scenario_with_exit_codes(tmp_path):
    tasks = tmp_path / "tasks.yaml"
    tasks.write_text(TASKS)
    files = {}
    for name, src in (("turns", TURNS), ("straight", STRAIGHT), ("unsafe", UNSAFE)):
        files[name] = tmp_path / f"{name}.py"
        files[name].write_text(src)

    ok = cli("check", files["turns"], "--robot", "jackal", "--tasks", tasks, "--json")
    assert ok.returncode == 0, ok.stderr
    (res,) = [json.loads(line) for line in ok.stdout.splitlines()]
    assert res["verdict"] == "safe" and res["done"] is True and res["success"] is True
    # the hazard held up in every move too
    assert [s["scenario"] for s in res["scenarios"]] == ["clear", "pedestrian", "pedestrian_every_move"]
    assert all(s["ok"] for s in res["scenarios"])

    straight = cli("check", files["straight"], "--robot", "jackal", "--tasks", tasks)
    assert straight.returncode == 4, straight.stdout + straight.stderr
    assert "fails its task" in straight.stdout and "task asks for turn left" in straight.stdout

    both = cli("check", files["turns"], files["unsafe"], "--robot", "jackal", "--tasks", tasks, "--json")
    assert both.returncode == 1
    turns, unsafe = [json.loads(line) for line in both.stdout.splitlines()]
    assert unsafe["verdict"] == "unsafe" and unsafe["success"] is False  # never a success, whatever it did
    assert turns["success"] is True


def test_check_refuses_an_unknown_task_or_a_task_without_goal(tmp_path):
    prog = tmp_path / "p.py"
    prog.write_text(TURNS)
    tasks = tmp_path / "tasks.yaml"
    tasks.write_text("- name: turn_left_90\n  task: dances wildly.\n")  # no goal, and none read from the words
    nogoal = cli("check", prog, "--robot", "jackal", "--tasks", tasks)
    assert nogoal.returncode == 2 and "could not read: 'dances' 'wildly'" in nogoal.stderr and \
        str(tasks) in nogoal.stderr
    unknown = cli("check", prog, "--robot", "jackal", "--tasks", tasks, "--task", "fly_to_the_moon")
    assert unknown.returncode == 2 and "no task 'fly_to_the_moon'" in unknown.stderr
