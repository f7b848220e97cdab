"""Generation decides on safe and task: ranking, refinement with task feedback, the dataset filter,
and the CLI's --tasks/--json. The programs are real; the models are scripted stand-ins."""

import json
import subprocess
import sys

import pytest

from safe_codegen.generate.models.base import Completion, SampleConfig
from safe_codegen.generate.prompts import Task, load_tasks
from safe_codegen.generate.refine import RANKS, generate, task_line
from safe_codegen.spec import robot_specs
from safe_codegen.utils.paths import DATA, ROOT

TURN = (DATA / "examples/jackal/turn_right_90_degrees_2.py").read_text()  # safe, turns right 90 degrees
UNSAFE = (DATA / "examples/jackal/turn_right_90_degrees_1.py").read_text()  # violates phi1
STRAIGHT = ("def turn_right_90_degrees():\n    start = time.time()\n    while time.time() - start < 5:\n"
            "        if pedestrian_observed():\n            stop()\n        else:\n"
            "            velocity_publisher(1.0, 0.0)\n")  # safe, never turns
GOAL = ("- name: turn_right_90_degrees\n  task: turns right 90 degrees\n  goal:\n    moves:\n"
        "      - {heading: -90, radius: 3, time: 5}\n    stop_for: [pedestrian]\n")


def body(code: str) -> str:
    return code.split("def turn_right_90_degrees():\n", 1)[1]


@pytest.fixture
def turn_task(tmp_path):
    path = tmp_path / "tasks.yaml"
    path.write_text(GOAL)
    return load_tasks(path)[0]


class Fixed:
    """Stands in for a language model that writes the given programs, in order, on every call."""

    name = "fixed"

    def __init__(self, *codes: str):
        self.bodies = [body(c) for c in codes]

    def sample(self, prompt, cfg, check=None):
        return [Completion(self.bodies[i % len(self.bodies)]) for i in range(cfg.n)]


class LearnsTheTask:
    """Stands in for a language model that drives straight until told what the robot did against the goal."""

    name = "learns"

    def __init__(self):
        self.prompts = []

    def sample(self, prompt, cfg, check=None):
        self.prompts.append(prompt)
        return [Completion(body(TURN if "does not do its task" in prompt else STRAIGHT))] * cfg.n


def test_a_safe_program_that_turns_ranks_above_a_safe_one_that_does_not(jackal, pool, turn_task):
    rep = generate(Fixed(STRAIGHT, UNSAFE, TURN), jackal, robot_specs(jackal), turn_task, SampleConfig(n=3), pool)
    assert [s.index for s in rep.ranked()] == [2, 0, 1]
    assert rep.counts() == {RANKS[0]: 1, RANKS[1]: 1, RANKS[2]: 1, RANKS[3]: 0, RANKS[4]: 0}
    straight = rep.samples[0].final.check
    assert straight.verdict == "safe" and straight.done is False and not straight.success
    assert task_line(straight, True).startswith("fails its task in 'clear'") and "straight" in task_line(straight, True)
    assert task_line(rep.samples[2].final.check, True) == "does its task in every scenario"
    doc = rep.to_json()
    assert doc["ranking"] == [2, 0, 1] and doc["task_checked"]
    rounds = [s["rounds"][0] for s in doc["samples"]]
    assert [r["task"]["success"] for r in rounds] == [False, False, True]
    assert rounds[0]["task"]["scenarios"] and rounds[0]["result"]["verdict"] == "safe"


def test_without_a_goal_programs_rank_by_safety_only(jackal, pool):
    rep = generate(Fixed(UNSAFE, STRAIGHT), jackal, robot_specs(jackal), Task("turn_right_90_degrees", "turns right"),
                   SampleConfig(n=2), pool, refine=1)
    assert [s.index for s in rep.ranked()] == [1, 0] and rep.counts()[RANKS[1]] == 1
    assert len(rep.samples[1].attempts) == 1  # safe is enough when there is no goal: not refined
    assert task_line(rep.samples[1].final.check, False) == "task not checked (the task has no goal)"
    assert rep.to_json()["task_checked"] is False


def test_refinement_feeds_back_the_task_failure_and_stops_when_safe_and_done(jackal, pool, turn_task):
    model = LearnsTheTask()
    rep = generate(model, jackal, robot_specs(jackal), turn_task, SampleConfig(n=1), pool, refine=3)
    (s,) = rep.samples
    assert [(a.result.verdict, a.check.done) for a in s.attempts] == [("safe", False), ("safe", True)]
    assert len(model.prompts) == 2 and "drive straight" in model.prompts[1] and "scenario 'clear'" in model.prompts[1]


def test_dataset_drops_the_safe_program_that_does_not_turn_unless_the_filter_is_safety_only(jackal, pool, tmp_path,
                                                                                           turn_task):
    from safe_codegen.train.dataset import build_dataset
    specs = robot_specs(jackal)
    stats = build_dataset(Fixed(TURN, STRAIGHT, UNSAFE), jackal, specs, [turn_task], SampleConfig(n=3), tmp_path, pool)
    assert stats["filter"] == "safe-and-task" and stats["kept"] == 1
    assert stats["counts"] == {"safe": 2, "task_checked": 3, "task": 1, "safe_and_task": 1}
    (row,) = [json.loads(x) for x in (tmp_path / "train.jsonl").read_text().splitlines()]
    assert "math.pi / 2" in row["messages"][-1]["content"]
    stats = build_dataset(Fixed(), jackal, specs, [turn_task], SampleConfig(n=3), tmp_path, pool, keep="safe")
    assert stats["filter"] == "safe" and stats["kept"] == 2 and stats["counts"]["safe_and_task"] == 1
    assert stats["tasks_without_goal"] == []


def test_generate_cli_picks_a_task_with_its_goal_and_reports_json(tiny, tmp_path):
    tasks = tmp_path / "tasks.yaml"
    tasks.write_text(GOAL)
    args = [sys.executable, "-m", "safe_codegen", "generate", "-r", "jackal", "--name", "turn_right_90_degrees",
            "-n", "2", "--model", str(tiny), "--max-tokens", "20"]
    p = subprocess.run(args + ["--tasks", str(tasks), "--json"], capture_output=True, text=True, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 1, p.stderr  # the tiny model writes nothing that turns
    doc = json.loads(p.stdout)
    assert doc["task_checked"] and sorted(doc["ranking"]) == [0, 1] and sum(doc["counts"].values()) == 2
    assert all("done" in s["rounds"][0]["task"] for s in doc["samples"])
    p = subprocess.run(args + ["--task", "turns right"], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 1 and "goal: turn right;" in p.stderr, p.stderr  # read from the words, and checked
    p = subprocess.run(args + ["--task", "turns right", "--no-goal"], capture_output=True, text=True, cwd=ROOT,
                       timeout=300)
    assert p.returncode in (1, 5) and "the task has no goal" in p.stdout, p.stderr
    p = subprocess.run(args + ["--tasks", str(tasks), "--task", "x"], capture_output=True, text=True, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 2 and "one of the two" in p.stderr
    p = subprocess.run(args[:7] + ["nope", "--tasks", str(tasks)], capture_output=True, text=True, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 2 and "no task called 'nope'" in p.stderr


def test_batches_are_checked_while_the_next_is_sampled(jackal, pool, turn_task, monkeypatch):
    """generate_batches: every task gets the report `generate` gives it alone, in task order, and batch
    k's checks run while batch k+1 is sampled (the check is slowed down so the overlap shows)."""
    import threading
    import time

    from safe_codegen.generate import refine

    events = []

    class Recording(Fixed):
        def sample_many(self, jobs):
            events.append(("sample", len(jobs), threading.current_thread() is threading.main_thread()))
            return [self.sample(prompt, cfg) for prompt, cfg, _ in jobs]

    real = refine._reports

    def slow(*args, **kwargs):
        events.append(("check start", len(args[3])))
        time.sleep(0.5)
        out = real(*args, **kwargs)
        events.append(("check end", len(args[3])))
        return out

    monkeypatch.setattr(refine, "_reports", slow)
    model = Recording(STRAIGHT, TURN)
    tasks = [(turn_task, SampleConfig(n=2, seed=i)) for i in range(refine.TASKS_AT_ONCE + 2)]
    reports = list(refine.generate_batches(model, jackal, robot_specs(jackal), tasks, pool))
    assert [r.config.seed for r in reports] == list(range(len(tasks)))
    assert all([s.final.rank for s in r.samples] == [1, 0] for r in reports)
    first, second = refine.TASKS_AT_ONCE, 2
    assert events.index(("sample", second, True)) < events.index(("check end", first))
