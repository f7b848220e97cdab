"""The fast twin of benchmarks/reader_metamorphic.py: every shipped task the reader reads, rewritten in each of the
benchmark's ways that keep its meaning, reads as the same goal or is refused (the benchmark runs the 33 unseen
writers' sets too and judges by verdicts; here the same goal is asked for, structurally, in a few seconds)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from reader_metamorphic import REWRITES, shipped_tasks  # noqa: E402

from safe_codegen.tasks.reader import read_goal, same_goal  # noqa: E402


@pytest.mark.timeout(120)
def test_shipped_tasks_rewritten_read_the_same_or_are_refused():
    rewritten, other = 0, []
    for task, robot in shipped_tasks():
        goal = read_goal(task.task, robot).goal
        if goal is None:
            continue
        for name, rewrite in REWRITES.items():
            text = rewrite(task.task)
            if text is None or text == task.task:
                continue
            rewritten += 1
            read = read_goal(text, robot).goal
            if read is not None and not same_goal(read, goal, robot):
                other.append((task.name, name, text))
    assert rewritten > 500  # every way applies to many of the shipped tasks
    assert not other, other[:5]
