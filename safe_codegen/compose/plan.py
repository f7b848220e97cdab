"""Plans (YAML): subprograms from the library in order, with repetition and junction kinds.

    robot: jackal
    plan:
      - go_straight
      - repeat: 3
        plan: [turn_left, go_straight]
      - {program: u_turn, junction: preemptive}

`junction` is how an item is entered from the one before it: `sequential` (default; after the
previous one ends) or `preemptive` (after any state of the previous one); `when: PROP` instead
enters it as soon as the environment proposition PROP holds while the one before runs ("turn
right at the stop sign": `{program: turn_right, when: stop_sign}`), or when that one ends.

`{step: TEXT}` in place of `program` is a step described in words, not yet filled by a subprogram:
`safe-codegen plan` writes such plans (the model decomposes a task into them) and fills each step
from the library or by generating a program for it; `compose` and `run` refuse an unfilled step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from safe_codegen.compose.algorithms import PREEMPTIVE, SEQUENTIAL, when_sensor
from safe_codegen.errors import InputError
from safe_codegen.utils.paths import check_name
from safe_codegen.utils.yamlfile import LineDict, line_of, load_yaml

MAX_STEPS = 10_000  # subprograms after `repeat` is unrolled; checked before unrolling
STEP = "step: "  # a plan name starting with this is an unfilled step; the rest is its text


@dataclass(frozen=True)
class Plan:
    """A flat plan: subprogram names in order and the junction into each (the first's is unused)."""

    robot: str | None
    names: list[str]
    junctions: list[str]  # junctions[i] joins names[i] to names[i + 1]
    path: Path | None = None
    sensors: dict[str, int] = field(default_factory=dict)  # proposition of a sensor junction -> its first line
    steps: dict[str, int] = field(default_factory=dict)  # text of an unfilled step -> its first line

    def check_sensors(self, env_props: tuple[str, ...], robot: str) -> None:
        """Every sensor junction waits for one of the robot's environment propositions."""
        for prop, line in self.sensors.items():
            if prop not in env_props:
                raise InputError(f"{self.path}:{line}: 'when: {prop}' is not an environment proposition of "
                                 f"{robot} (known: {', '.join(env_props)})")


def load_plan(path: Path) -> Plan:
    return parse_plan(load_yaml(path), path)


def parse_plan(data: object, path: Path) -> Plan:
    """A plan from parsed YAML (load_yaml or parse_yaml); `path` names where it came from in errors."""
    if not isinstance(data, LineDict) or "plan" not in data:
        raise InputError(f"{path}:{line_of(data)}: a plan is a mapping with a 'plan' list")
    for key in data:
        if key not in ("robot", "plan", "description"):
            raise InputError(f"{path}:{line_of(data, key)}: unknown key '{key}'")
    names: list[str] = []
    into: list[str] = []
    sensors: dict[str, int] = {}
    steps: dict[str, int] = {}
    _items(data["plan"], path, line_of(data, "plan"), names, into, sensors, steps)
    if not names:
        raise InputError(f"{path}:{line_of(data, 'plan')}: the plan is empty")
    return Plan(robot=data.get("robot"), names=names, junctions=into[1:], path=path, sensors=sensors, steps=steps)


def _items(items, path: Path, line: int, names: list[str], into: list[str], sensors: dict[str, int],
           steps: dict[str, int]) -> None:
    if not isinstance(items, list):
        raise InputError(f"{path}:{line}: 'plan' must be a list")
    for item in items:
        if isinstance(item, str):
            names.append(_program(item, path, line))
            into.append(SEQUENTIAL)
        elif isinstance(item, LineDict) and ("program" in item) != ("step" in item):
            junction = item.get("junction", SEQUENTIAL)
            if junction not in (SEQUENTIAL, PREEMPTIVE):
                raise InputError(f"{path}:{line_of(item, 'junction')}: junction must be "
                                 f"'{SEQUENTIAL}' or '{PREEMPTIVE}', not '{junction}'")
            if "when" in item:
                prop = item["when"]
                if "junction" in item or not isinstance(prop, str) or not prop.isidentifier():
                    raise InputError(f"{path}:{line_of(item, 'when')}: 'when' takes one environment proposition "
                                     f"and no 'junction' beside it")
                junction = when_sensor(prop)
                sensors.setdefault(prop, line_of(item, "when"))
            extra = set(item) - {"program", "step", "junction", "when"}
            if extra:
                raise InputError(f"{path}:{item.line}: unknown key '{sorted(extra)[0]}'")
            if "step" in item:
                text = item["step"]
                if not isinstance(text, str) or not text.strip():
                    raise InputError(f"{path}:{line_of(item, 'step')}: 'step' takes the step's description (text)")
                steps.setdefault(text.strip(), line_of(item, "step"))
                names.append(STEP + text.strip())
            else:
                names.append(_program(item["program"], path, line_of(item, "program")))
            into.append(junction)
        elif isinstance(item, LineDict) and "repeat" in item:
            times = item["repeat"]
            if not isinstance(times, int) or isinstance(times, bool) or times < 1:
                raise InputError(f"{path}:{line_of(item, 'repeat')}: repeat must be a positive integer")
            body_names: list[str] = []
            body_into: list[str] = []
            _items(item.get("plan"), path, line_of(item, "plan"), body_names, body_into, sensors, steps)
            if len(names) + times * len(body_names) > MAX_STEPS:  # sized before it is unrolled
                raise InputError(f"{path}:{line_of(item, 'repeat')}: the plan expands to more than {MAX_STEPS} "
                                 f"subprograms")
            names += body_names * times
            into += body_into * times
        else:
            raise InputError(f"{path}:{line_of(item) if isinstance(item, LineDict) else line}: a plan item is a "
                             f"subprogram name, {{program: NAME, junction: ...}}, {{program: NAME, when: PROP}}, "
                             f"{{step: TEXT}} or {{repeat: N, plan: [...]}}")
        if len(names) > MAX_STEPS:
            raise InputError(f"{path}:{line_of(item) if isinstance(item, LineDict) else line}: the plan expands to "
                             f"more than {MAX_STEPS} subprograms")


def _program(name: object, path: Path, line: int) -> str:
    """A plan item's subprogram: a library name (a path component) or a .py file (a path, relative to the plan)."""
    if isinstance(name, str) and name.endswith(".py"):
        return name
    return check_name(name, "subprogram", f"{path}:{line}")


def plan_entries(plan: Plan, plan_file: Path, robot, specs, library: Path | None) -> dict:
    """The plan's items by name: library entries, or .py files (relative to the plan) verified on the spot."""
    if plan.steps:
        text, line = next(iter(plan.steps.items()))
        raise InputError(f"{plan_file}:{line}: step '{text}' is not filled by a subprogram (name a library "
                         f"subprogram, or let `safe-codegen plan` fill it)")
    return {name: _plan_entry(name, plan_file, robot, specs, library) for name in dict.fromkeys(plan.names)}


def _plan_entry(name: str, plan_file: Path, robot, specs, library: Path | None):
    from safe_codegen.compose import library as lib
    from safe_codegen.verify.program import read_program
    from safe_codegen.verify.verifier import prepare
    if not name.endswith(".py"):
        return lib.load(lib.library_dir(library), robot, name)
    path = (plan_file.parent / name) if not Path(name).is_absolute() else Path(name)
    prep = prepare(read_program(path), robot, specs, str(path))
    if prep.fsa is None:
        raise InputError(f"{path}:{prep.error.line}: plan item is unverifiable: {prep.error.reason}")
    return lib.Entry(name, robot.name, prep.source, prep.fsa, [], {}, path)
