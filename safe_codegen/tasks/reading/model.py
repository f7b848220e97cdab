"""The reader's fallback: the model proposes a goal in the task-file format for a task the reader cannot
read, and the proposal is validated like a task file (goals.parse_goal, then its scenarios against the
robot); a proposal that is not a valid goal is refused with its error, never used."""

from __future__ import annotations

from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import SampleConfig, sample_all
from safe_codegen.robot import Robot
from safe_codegen.tasks.goals import Goal, parse_goal
from safe_codegen.utils.paths import available
from safe_codegen.utils.yamlfile import parse_yaml

PROPOSED = Path("<goal proposed by the model>")  # where errors in the model's goal are said to be
PROPOSE = SampleConfig(n=1, temperature=0.0, max_new_tokens=200)  # greedy: one answer, not a sample
SHOWN = 4  # worked examples in the prompt


def goal_yaml(goal: Goal) -> str:
    """A goal without inline worlds as the task file's `goal:` block (the prompt's examples)."""
    lines = []
    if goal.moves is not None:
        lines.append("  moves:" + ("" if goal.moves else " []"))
        for m in goal.moves:
            keys = {"turn": m.turn if m.heading is None and m.turn != "straight" else None,
                    "direction": m.direction if m.direction != "forward" else None, "heading": m.heading,
                    "distance": round(m.distance, 3) if m.distance is not None else None, "speed": m.speed,
                    "time": m.time}
            lines.append("    - {" + ", ".join(f"{k}: {v:g}" if isinstance(v, float) else f"{k}: {v}"
                                              for k, v in keys.items() if v is not None) + "}")
    for key, value in (("stop_for", list(goal.stop_for) or None), ("signal", goal.signal),
                       ("search", goal.search or None), ("after_signal", "still" if goal.after_signal_still else None),
                       ("ends", False if not goal.ends else None),
                       ("scenarios", list(goal.scenario_names) or None)):
        if value is not None:
            lines.append(f"  {key}: " + (f"[{', '.join(value)}]" if isinstance(value, list) else str(value).lower()))
    return "goal:\n" + "\n".join(lines) + "\n"


def proposal_prompt(robot: Robot, text: str) -> str:
    """Worked examples from the robot's task files (tasks without inline worlds), then the task; it ends in `goal:`."""
    from safe_codegen.generate.prompts import load_tasks
    examples = [t for name, path in available("tasks").items() if name.split("-")[0] == robot.name.split("-")[0]
                for t in load_tasks(path) if t.goal is not None and not t.goal.scenarios][:SHOWN]
    parts = [f"task: {t.task}\n{goal_yaml(t.goal)}\n" for t in examples]
    return "Write the goal of each robot task in YAML.\n\n" + "".join(parts) + f"task: {text}\ngoal:\n"


def propose_goal(model, robot: Robot, text: str, where: str) -> Goal:
    """The model's goal for the task, checked like a task file's; an InputError names what is wrong with it."""
    from safe_codegen.tasks.check import scenarios_for
    [[completion]] = sample_all(model, [(proposal_prompt(robot, text), PROPOSE, None)])
    lines = completion.text.splitlines()
    body = "\n".join(x for x in lines[:next((i for i, x in enumerate(lines) if x.strip() and not x[0].isspace()),
                                            len(lines))])
    data = parse_yaml("goal:\n" + body + "\n", PROPOSED)
    if not isinstance(data, dict) or data.get("goal") is None:
        raise InputError(f"{PROPOSED}:1: the model proposed no goal")
    goal = parse_goal(data["goal"], PROPOSED, 2)
    goal = Goal(**{**goal.__dict__, "source": f"{where} (goal proposed by {getattr(model, 'name', 'the model')})"})
    for prop in goal.stop_for + ((goal.signal,) if goal.signal else ()):
        if prop not in robot.env_props:
            raise InputError(f"{PROPOSED}:2: '{prop}' is not one of {robot.name}'s sensor propositions "
                             f"({', '.join(robot.env_props)})")
    scenarios_for(goal, robot)  # unknown scenarios, scenario propositions the robot lacks: refused here
    return goal
