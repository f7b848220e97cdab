"""The reader's fallback: the model proposes a goal in the task-file format for a task the reader cannot
read, and the proposal is validated like a task file (goals.parse_goal, then its scenarios against the
robot); a proposal that is not a valid goal is refused with its error, never used."""

from __future__ import annotations

from pathlib import Path

import yaml

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import SampleConfig, sample_all
from safe_codegen.robot import Robot
from safe_codegen.tasks.goals import Goal, Move, goal_data, parse_goal
from safe_codegen.utils.paths import available
from safe_codegen.utils.yamlfile import parse_yaml

PROPOSED = Path("<goal proposed by the model>")  # where errors in the model's goal are said to be
PROPOSE = SampleConfig(n=1, temperature=0.0, max_new_tokens=400)  # greedy: one answer; an errand's worlds are long
SHOWN = 4  # worked examples in the prompt


def _move_words(m: Move) -> dict:
    """A move as a task file is written by hand: what is implied left out, a turn's radius rather than its
    distance (the words give the radius), numbers without float noise (6 decimals: a heading from 6°/s x 3.05 s)."""
    data = {"turn": m.turn if m.heading is None and m.turn != "straight" else None,
            "direction": m.direction if m.direction != "forward" else None,
            "heading": round(m.heading, 6) if m.heading is not None else None}
    if m.radius is not None:
        radius = round(m.radius, 3)
        data["radius"] = int(radius) if radius == int(radius) else radius
    else:
        data["distance"] = round(m.distance, 3) if m.distance is not None else None
    said = {k: round(v, 6) for k, v in (("speed", m.speed), ("angular_speed", m.angular_speed), ("time", m.time))
            if v is not None}
    return {k: v for k, v in (data | said).items() if v is not None}


def goal_yaml(goal: Goal) -> str:
    """A goal as the task file's `goal:` block (the prompt's examples): goals.goal_data, a move a line, each
    as written by hand."""
    data = goal_data(goal) | ({"moves": [_move_words(m) for m in goal.moves]} if goal.moves else {})
    return yaml.safe_dump({"goal": data}, sort_keys=False, default_flow_style=None, width=120)


def robot_task_files(robot: Robot) -> list[Path]:
    """The robot's task files: those named ROBOT or ROBOT-*, unless a longer robot name claims them (the
    jackal-indoor set is the indoor robot's, not the driving jackal's)."""
    robots = available("robots")

    def owner(name: str) -> str | None:
        return max((r for r in robots if name == r or name.startswith(r + "-")), key=len, default=None)
    return [path for name, path in available("tasks").items() if owner(name) == robot.name]


def proposal_prompt(robot: Robot, text: str, shots: int = SHOWN) -> str:
    """`shots` worked examples from the robot's own task files (the indoor robot's with their worlds), each file's
    first, then each one's second ... (kinds of task vary), then the task; it ends in `goal:`. A model trained
    for goals (goal_rows) is asked with none: examples were what the untrained model copied."""
    from itertools import chain, zip_longest

    from safe_codegen.generate.prompts import load_tasks
    files = [[t for t in load_tasks(path) if t.goal is not None] for path in robot_task_files(robot)] if shots else []
    examples = [t for t in chain.from_iterable(zip_longest(*files)) if t is not None][:shots]
    parts = [f"task: {t.task}\n{goal_yaml(t.goal)}\n" for t in examples]
    return f"Write the goal of each {robot.name} task in YAML.\n\n" + "".join(parts) + f"task: {text}\ngoal:\n"


def goal_rows(robots: dict[str, int], splits: tuple[str, ...], seed: int) -> list[dict]:
    """Rows to train a model for goals: for each split and robot, that many curriculum tasks as the example-free
    proposal prompt and the goal they were written from (goal_yaml's lines after `goal:`)."""
    from safe_codegen.robot import load_robot
    from safe_codegen.tasks.curriculum import generate_tasks
    rows = []
    for split in splits:
        for name, count in robots.items():
            robot = load_robot(name)
            for task in generate_tasks(name, count, split, seed=seed):
                rows.append({"task": task.name, "prompt": proposal_prompt(robot, task.task, shots=0),
                             "completion": goal_yaml(task.goal).split("\n", 1)[1]})
    return rows


def goal_adapter() -> Path:
    """The shipped adapter that trains the bundled model for goals (resources/goal-adapter/README.md)."""
    from importlib.resources import files
    return Path(str(files("safe_codegen.resources") / "goal-adapter"))


def goal_model(llm: str, model_dir: str | None, backend=None, adapter: Path | None = None):
    """The model the fallback asks: for the bundled model (`--llm local` without `--model`), the bundled model
    with the goal adapter (or `adapter`, another trained for goals, as goal_rows), whatever adapter writes the
    programs; else the program model `backend` itself."""
    if llm == "local" and model_dir is None:
        from safe_codegen.generate.models.local import LocalModel
        model = LocalModel(None, adapter or goal_adapter())
        model.name = f"the bundled model's goal adapter{f' {adapter}' if adapter else ''}"
        model.goal_trained = True  # asked without examples, as it was trained
        return model
    return backend


def propose_goal(model, robot: Robot, text: str, where: str) -> Goal:
    """The model's goal for the task, checked like a task file's; an InputError names what is wrong with it. A
    model trained for goals (goal_model's) is asked without examples, as it was trained; any other with SHOWN."""
    shots = 0 if getattr(model, "goal_trained", False) else SHOWN
    [[completion]] = sample_all(model, [(proposal_prompt(robot, text, shots), PROPOSE, None)])
    return proposed_goal(completion.text, robot, where, getattr(model, "name", "the model"))


def proposed_goal(text: str, robot: Robot, where: str, proposer: str) -> Goal:
    """The goal a model's completion of the proposal prompt writes (its indented lines after `goal:`), checked like a
    task file's; an InputError names what is wrong with it."""
    from safe_codegen.tasks.check import scenarios_for
    lines = text.splitlines()
    body = "\n".join(x for x in lines[:next((i for i, x in enumerate(lines) if x.strip() and not x[0].isspace()),
                                            len(lines))])
    data = parse_yaml("goal:\n" + body + "\n", PROPOSED)
    if not isinstance(data, dict) or data.get("goal") is None:
        raise InputError(f"{PROPOSED}:1: the model proposed no goal")
    goal = parse_goal(data["goal"], PROPOSED, 2)
    goal = Goal(**{**goal.__dict__, "source": f"{where} (goal proposed by {proposer})"})
    for prop in goal.stop_for + ((goal.signal,) if goal.signal else ()):
        if prop not in robot.env_props:
            raise InputError(f"{PROPOSED}:2: '{prop}' is not one of {robot.name}'s sensor propositions "
                             f"({', '.join(robot.env_props)})")
    scenarios_for(goal, robot)  # unknown scenarios, scenario propositions the robot lacks: refused here
    return goal
