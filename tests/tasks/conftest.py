"""Task checks against the shipped goals: real verification (the session's NuSMV pool) and real runs
in the sandboxed task simulator."""

from __future__ import annotations

import textwrap

import pytest

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import TaskResult, check_sources


@pytest.fixture(scope="session")
def task_check(pool):
    """task_check(robot, task_file, task_name, source) -> TaskResult, against the shipped goal."""

    def run(robot, task_file: str, name: str, source: str) -> TaskResult:
        goal = next(t.goal for t in load_tasks(task_file) if t.name == name)
        return check_sources([("prog.py", textwrap.dedent(source))], robot, robot_specs(robot), name, goal, pool)[0]

    return run


def timed_program(name: str, plan: list[tuple[float, float, float]], stop_for: list[str],
                  act: str = "velocity_publisher") -> str:
    """A correct timed manoeuvre program: each (linear, angular, seconds) of the plan in turn, seconds
    of motion counted without the time stopped for the `stop_for` sensors (the corpus's pattern)."""
    cond = " or ".join(f"{p}_observed()" for p in stop_for)
    lines = [f"def {name}():"]
    for v, w, t in plan:
        lines += ["    stopped = 0.0", "    start = time.time()", f"    while (time.time() - start) - stopped < {t}:",
                  "        t0 = time.time()", f"        if {cond}:", "            stop()",
                  "            stopped += time.time() - t0", "        else:", f"            {act}({v}, {w})"]
    return "\n".join(lines) + "\n"


def failures(result: TaskResult) -> dict[str, list[str]]:
    """The findings of each scenario that failed, by scenario name."""
    return {v.scenario: v.findings for v in result.scenarios if not v.ok}
