"""Rounds of expert iteration (train/rounds.py): task kinds and balancing, the stop rule on scripted
metrics, faithful decompositions, rounds run, stopped and resumed with the tiny model trained for real
(a scripted sampler stands in for its random-weight samples), promotion refused or done, and the
`improve` command on the tiny model itself."""

import json
import math
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field, replace

import pytest

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import Completion, SampleConfig
from safe_codegen.generate.prompts import Task, load_tasks
from safe_codegen.plan.steps import mission_steps
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.curriculum import write_tasks
from safe_codegen.train.dataset import balance, task_kind, write_outputs, write_record
from safe_codegen.train.evaluate import _rate
from safe_codegen.train.rounds import (ADAPTER_FILES, bounded, improved, promote, run_rounds, sample_decompositions,
                                       stop_reason)
from safe_codegen.train.rounds_config import RoundsConfig
from safe_codegen.utils.paths import ROOT
from safe_codegen.tasks.reference import reference_program

TRAIN = ["turn_left_15_degrees", "drive_forward_5_seconds"]
HELDOUT = ["turn_left_100_degrees", "drive_forward_15_seconds"]


def _tasks(set_name: str, names: list[str]) -> list[Task]:
    found = {t.name: t for t in load_tasks(set_name)}
    return [found[n] for n in names]


def test_task_kinds_name_the_manoeuvres_and_what_else_the_goal_asks():
    kinds = {t.name: task_kind(t.goal) for t in load_tasks("jackal-test") + load_tasks("jackal-long-test")
             + load_tasks("spot") + load_tasks("jackal-indoor")}
    assert kinds["turn_left_100_degrees"] == "turn" and kinds["drive_forward_15_seconds"] == "drive"
    assert kinds["s_curve"] == "turn then turn" and kinds["square_full_left"] == "6 moves"
    assert kinds["search_room"] == "drive, search" and kinds["spin_search"] == "spin, search"
    assert kinds["bring_backpack_from_lounge"] == "asked+visited"
    assert task_kind(None) == "no goal"


@pytest.mark.timeout(60)
def test_a_kind_keeps_at_most_its_cap_taken_from_its_tasks_in_turn(jackal, tmp_path):
    assert balance(["a", "a", "a", "b"], ["x", "x", "y", "z"], 2) == [True, False, True, True]
    assert balance(["a"] * 3, ["x"] * 3, None) == [True] * 3
    turns = _tasks("jackal-train", ["turn_left_15_degrees", "turn_right_15_degrees", "turn_left_30_degrees"])
    drive = _tasks("jackal-train", ["drive_forward_5_seconds"])
    for task, count in [(t, 4) for t in turns] + [(drive[0], 2)]:
        write_record(tmp_path, task, [{"code": f"def {task.name}():\n    x = {i}\n", "verdict": "safe",
                                       "reason": None, "specs": {}, "done": True} for i in range(count)])
    specs = robot_specs(jackal)
    stats = write_outputs(jackal, specs, tmp_path, cap=5)
    assert stats["kept"] == 7
    assert stats["kinds"] == {"turn": {"kept": 5, "over_cap": 7}, "drive": {"kept": 2, "over_cap": 0}}
    import datasets
    rows = Counter(datasets.load_from_disk(str(tmp_path / "hf"))["task"])
    assert rows == {"turn_left_15_degrees": 2, "turn_left_30_degrees": 2, "turn_right_15_degrees": 1,
                    "drive_forward_5_seconds": 2}  # each task's first program (in name order), then second ...
    assert sum(1 for _ in (tmp_path / "train.jsonl").open()) == 7
    assert write_outputs(jackal, specs, tmp_path)["kept"] == 14  # no cap: all of them


def test_the_rounds_stop_when_the_headline_does_not_rise_above_the_best_rounds_interval():
    """Scripted metrics: 10/40 (0.25, interval [0.14, 0.40]) is beaten by 20/40, not by 15/40."""
    r0 = _rate(10, 40)
    assert improved(r0, _rate(20, 40)) and not improved(r0, _rate(15, 40)) and not improved(r0, _rate(0, 0))

    def rnd(r, head, better, best, examples=5):
        return {"round": r, "headline": head, "improved": better, "best": best, "examples": examples}
    history = [rnd(0, r0, False, 0, 0)]
    assert stop_reason(history, 3) is None and stop_reason(history, 0) == "ran 0 round(s)"
    history.append(rnd(1, _rate(20, 40), True, 1))
    assert stop_reason(history, 3) is None and stop_reason(history, 1) == "ran 1 round(s)"
    history.append(rnd(2, _rate(24, 40), False, 1))
    assert stop_reason(history, 3) == "round 2 did not raise the held-out headline (0.60) above round 1's interval " \
                                      "[0.35, 0.65]"
    assert "kept no program" in stop_reason(history[:2] + [rnd(2, _rate(0, 0), False, 1, examples=0)], 3)


@pytest.mark.timeout(120)
def test_max_steps_bounds_a_round_and_never_adds_epochs(tiny, jackal, tmp_path):
    """The trainer's own max_steps would train 8 examples for 8 steps (4 epochs of 2 steps, as round 1 of the
    bundled model's small run did, docs/finetuning.md); bounded keeps the epochs' 4 (batch 1 x 4)."""
    from safe_codegen.generate.prompts import base_prompt
    from safe_codegen.train.finetune import FinetuneConfig, finetune
    ft = FinetuneConfig(epochs=2, batch_size=1, grad_accum=4)
    assert [bounded(ft, 8, m).max_steps for m in (8, 3, -1)] == [4, 3, -1]
    assert bounded(ft, 9, 100).max_steps == 6 and bounded(ft, 1, 100).max_steps == 2  # a part batch is a step
    task = _tasks("jackal-train", TRAIN[:1])[0]
    rows = tmp_path / "rows.jsonl"
    rows.write_text("".join(json.dumps({"prompt": base_prompt(jackal, task, shots=0),
                                        "completion": f"    x = {i}\n    stop()\n"}) + "\n" for i in range(3)))
    small = FinetuneConfig(rank=2, alpha=4, epochs=1, grad_accum=1, warmup=0.0, max_length=512)
    metrics = finetune(rows, tiny, tmp_path / "run", bounded(small, 3, 50))
    assert metrics["global_step"] == 3  # one epoch of 3 examples, not 50 steps


@dataclass
class Scripted:
    """Stands in for the language model's samples (the tiny model's are random: the CLI test below runs it).
    It writes the careful program (safe_codegen/tasks/reference.py) for the tasks it `solves` and one that
    never moves (safe, not the task) for the rest; it decomposes the missions it solves into their steps,
    the others with their first two steps swapped."""

    tasks: dict
    solves: set
    name: str = "scripted"
    asked: list = field(default_factory=list)

    def sample(self, prompt, cfg, check=None):
        if prompt.endswith("plan:\n"):
            mission = next(t for t in self.tasks.values() if prompt.endswith(f"Task: {t.task}\nplan:\n"))
            self.asked.append(mission.name)
            steps = mission_steps(mission.task)[0]
            steps = steps if mission.name in self.solves else [steps[1], steps[0]] + steps[2:]
            return [Completion("".join(f"  - step: {s}\n" for s in steps))] * cfg.n
        text = prompt.rsplit('" that ', 1)[1].split("\n")[0]  # the task is found by its words: its name is asked
        name = next(t.name for t in self.tasks.values() if t.task == text)  # without digits (prompts.asked_name)
        self.asked.append(name)
        code = reference_program(self.tasks[name], "jackal") if name in self.solves else \
            f"def {name}():\n    stop()\n"
        return [Completion(code.split(f"def {name}():\n", 1)[1])] * cfg.n


def test_a_decomposition_is_kept_only_when_it_is_the_missions_steps(jackal):
    missions = load_tasks("jackal-long-train")[:2]
    model = Scripted({m.name: m for m in missions}, {missions[0].name})
    record = sample_decompositions(model, jackal, missions, SampleConfig(n=2))
    assert [r["faithful"] for r in record] == [[True, True], [False, False]]
    assert record[0]["kept"] == ["".join(f"  - step: {s}\n" for s in mission_steps(missions[0].task)[0])]
    assert record[1]["kept"] == [] and record[0]["prompt"].endswith(f"Task: {missions[0].task}\nplan:\n")


@pytest.fixture
def sets(tmp_path):
    """Two training tasks, two held-out ones, a training mission and a held-out one, as task files."""
    files = {}
    for key, (name, names) in {"train": ("jackal-train", TRAIN), "heldout": ("jackal-test", HELDOUT),
                               "missions": ("jackal-long-train", ["leave_depot_turn_right_drive"]),
                               "heldout_missions": ("jackal-long-test", ["back_out_left_then_right"])}.items():
        files[key] = tmp_path / f"{key}.yaml"
        write_tasks(_tasks(name, names), files[key])
    return files


def _config(sets, tmp_path, rounds):
    training = tmp_path / "lora.yaml"
    training.write_text("rank: 2\nalpha: 4\nlearning_rate: 0.01\nepochs: 1\ngrad_accum: 1\nwarmup: 0.0\n")
    named = {key: (f"jackal:{path}",) for key, path in sets.items()}
    return RoundsConfig(rounds=rounds, **named, samples=2, eval_samples=2, cap_per_kind=4, training=str(training),
                        max_steps=2, init_adapter="none")


def _loader(tiny, sets, asked):
    """load(adapter): the scripted sampler; with no adapter it solves the training tasks and mission only, with
    any trained one everything (so round 1 helps and round 2 cannot)."""
    tasks = {t.name: t for key in sets for t in load_tasks(sets[key])}
    training = set(TRAIN) | {"leave_depot_turn_right_drive"}

    def load(adapter):
        asked.append(str(adapter))
        model = Scripted(tasks, training if adapter is None else set(tasks))
        load.models.append(model)
        return model
    load.models = []
    return load


@pytest.mark.timeout(280)
def test_rounds_train_the_tiny_model_stop_by_the_rule_and_resume(tiny, sets, pool, tmp_path):
    from safe_codegen.train import rounds as rounds_module
    cfg = replace(_config(sets, tmp_path, rounds=1), base=str(tiny))
    out = tmp_path / "run"
    loads = []
    summary = run_rounds(cfg, out, pool, _loader(tiny, sets, loads))
    assert summary["stopped"] == "ran 1 round(s)" and summary["best"] == 1
    first = json.loads((out / "round-01" / "round.json").read_text())
    assert first["examples"] == 3 and first["train"]["global_step"] == 2 and first["trained_from"] is None
    assert first["data"][f"jackal:{sets['train']}"]["kept"] == 2  # two identical samples a task: one kept
    assert first["data"][f"jackal:{sets['missions']}"] == {"missions": 1, "samples": 2, "faithful": 2, "kept": 1}
    r0 = summary["rounds"][0]
    assert r0["headline"]["rate"] == 0.0 and summary["rounds"][1]["headline"]["rate"] == 1.0
    assert summary["rounds"][1]["heldout"][f"jackal:{sets['heldout_missions']}"]["rate"] == 1.0
    assert (out / "round-01" / "finetune" / "adapter" / "adapter_model.safetensors").exists()
    assert (out / "rounds.png").read_bytes()[:4] == b"\x89PNG"

    with pytest.raises(InputError, match="other settings \\(samples\\); give a new --out"):
        run_rounds(replace(cfg, samples=3), out, pool, _loader(tiny, sets, []))

    loads.clear()
    load = _loader(tiny, sets, loads)
    summary = run_rounds(replace(cfg, rounds=4), out, pool, load)  # continues: round 2 only
    assert json.loads((out / "round-01" / "round.json").read_text()) == first
    assert loads == [str(out / "round-01" / "finetune" / "adapter"), str(out / "round-02" / "finetune" / "adapter")]
    assert summary["stopped"].startswith("round 2 did not raise the held-out headline (1.00) above round 1's")
    assert summary["best"] == 1 and summary["best_adapter"] == str(out / "round-01" / "finetune" / "adapter")
    second = json.loads((out / "round-02" / "round.json").read_text())
    assert second["trained_from"] == summary["best_adapter"] and not second["improved"]

    (out / "round-02" / "round.json").unlink()  # interrupted before its end: redone from what it wrote
    loads.clear()
    load = _loader(tiny, sets, loads)
    assert run_rounds(replace(cfg, rounds=4), out, pool, load) == summary
    assert all(m.asked == [] for m in load.models)  # samples, training and evaluations were reused
    assert json.loads((out / "round-02" / "round.json").read_text())["heldout"] == second["heldout"]

    target = tmp_path / "shipped"  # round 0 measured no adapter: a target without one
    done, lines = promote(out, target)
    assert done and lines[-1] == f"promoted: round 1's adapter replaces {target}"
    assert rounds_module.adapter_hash(target) == summary["rounds"][1]["adapter_sha256"]
    assert "better than the adapter it replaced" in (target / "README.md").read_text()
    done, lines = promote(out, target)  # now round 0 is not what the target holds
    assert not done and "round 0 measured another adapter" in lines[-1]


@pytest.mark.timeout(60)
def test_promotion_is_refused_unless_better_on_every_held_out_set(tmp_path):
    """Scripted metrics: the best round is better on one set and not on the other; then a later round better on both."""
    def rnd(r, a, b):
        return {"round": r, "examples": 3, "headline": _rate(a + b, 20), "improved": r == 1, "adapter": None,
                "adapter_sha256": None, "heldout": {"jackal:jackal-test": {"measure": "safe and task"} | _rate(a, 10),
                                                    "spot:spot": {"measure": "safe and task"} | _rate(b, 10)}}
    (tmp_path / "rounds.json").write_text(json.dumps({"rounds": [rnd(0, 2, 3), rnd(1, 8, 3)], "best": 1,
                                                      "best_adapter": None, "stopped": "ran 1 round(s)"}))
    target = tmp_path / "shipped"
    done, lines = promote(tmp_path, target)
    assert not done and lines[-1] == "not promoted: round 1 is not better on spot:spot"
    assert lines[0] == "jackal:jackal-test: round 0 0.20 [0.06, 0.51] -> round 1 0.80 (safe and task)"
    assert not target.exists()
    with pytest.raises(InputError, match="no such file"):
        promote(tmp_path / "nothing", target)
    # Round 2 is better than round 0 on both sets, though not above round 1's interval (the stop rule's best stays
    # round 1): it is the one promoted; a round 3 as good on both but pooled lower is not chosen.
    adapter = tmp_path / "round-02-adapter"
    adapter.mkdir()
    for name in ADAPTER_FILES:
        (adapter / name).write_text(name)
    two = rnd(2, 6, 6) | {"improved": False, "adapter": str(adapter)}
    (tmp_path / "rounds.json").write_text(json.dumps({"rounds": [rnd(0, 2, 3), rnd(1, 8, 3), two, rnd(3, 3, 4)],
                                                      "best": 1, "best_adapter": None, "stopped": "ran 3 round(s)"}))
    done, lines = promote(tmp_path, target)
    assert done and lines[-1] == f"promoted: round 2's adapter replaces {target}", lines
    assert lines[1] == "spot:spot: round 0 0.30 [0.11, 0.60] -> round 2 0.60 (safe and task)"
    assert (target / ADAPTER_FILES[1]).read_text() == ADAPTER_FILES[1]
    assert "from round 2 of" in (target / "README.md").read_text()


@pytest.mark.timeout(280)
def test_improve_runs_the_tiny_model_and_refuses_to_promote(tiny, sets, tmp_path):
    """The command end to end on the tiny model: its random programs are never kept, so the rounds stop after
    round 1 saying why; --promote refuses (no round improved) and leaves the shipped adapter as it was."""
    from safe_codegen.generate.models.base import default_adapter
    shipped = (default_adapter() / "adapter_model.safetensors").read_bytes()
    out = tmp_path / "run"
    cmd = [sys.executable, "-m", "safe_codegen", "improve", "--out", str(out), "--base", str(tiny), "--init-adapter",
           "none", "--train", f"jackal:{sets['train']}", "--heldout", f"jackal:{sets['heldout']}", "--missions", "none",
           "--heldout-missions", "none", "-n", "1", "--eval-samples", "1", "--max-tokens", "16", "--rounds", "2",
           "--promote"]
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=270)
    assert p.returncode == 1, p.stderr
    said = " ".join(p.stdout.split())
    assert "stopped: round 1 kept no program or decomposition: nothing to train on" in said
    assert "not promoted: no round improved on round 0" in said
    summary = json.loads((out / "rounds.json").read_text())
    assert [r["round"] for r in summary["rounds"]] == [0, 1] and summary["rounds"][0]["headline"]["n"] == 2
    assert summary["best"] == 0 and (out / "round-01" / "data").is_dir()
    assert (default_adapter() / "adapter_model.safetensors").read_bytes() == shipped
    bad = subprocess.run(cmd[:5] + [str(tmp_path / "other"), "--train", "jackal"], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert bad.returncode == 2 and bad.stderr.strip().endswith("'jackal': a task set is ROBOT:SET (a task set name "
                                                               "or file, curriculum:SPLIT:N[:SEED] or "
                                                               "missions:SPLIT:N[:SEED])")


@pytest.mark.timeout(120)
def test_reference_programs_are_kept_only_when_safe_and_doing_their_task(jackal, spot_robot, indoor, pool, tmp_path):
    """Every curriculum move task's reference program is safe and does its task (kept, one row each), and so is
    every kind of Spot's (walks, walks that signal, searches walking or turning, guards) and of the indoor robot's
    errands; the same filter drops
    a reference whose turn was mirrored."""
    from safe_codegen.tasks.curriculum import generate_tasks
    from safe_codegen.train.dataset import add_references, record_programs, task_kind
    tasks = generate_tasks("jackal", 6, "train", seed=4)
    stats = add_references(jackal, robot_specs(jackal), tasks, tmp_path / "jackal", pool)
    assert stats["tasks"] == 6 and stats["kept"] == 6 and stats["counts"]["safe_and_task"] == 6
    spot = {}
    for t in generate_tasks("spot", 60, "train", seed=4):
        spot.setdefault((task_kind(t.goal), t.goal.search, t.name.split("_")[0]), t)
    assert {k[1] for k in spot} == {True, False} and any("signal" in k[0] and not k[1] for k in spot)
    stats = add_references(spot_robot, robot_specs(spot_robot), list(spot.values()), tmp_path / "spot", pool)
    assert stats["kept"] == len(spot) and stats["counts"]["safe_and_task"] == len(spot), stats
    errands = {task_kind(t.goal): t for t in generate_tasks("jackal-indoor", 30, "train", seed=4)}
    assert len(errands) >= 4  # says, asks, fetches and moves between rooms
    stats = add_references(indoor, robot_specs(indoor), list(errands.values()), tmp_path / "indoor", pool)
    assert stats["kept"] == len(errands) and stats["counts"]["safe_and_task"] == len(errands), stats
    turn = next(t for t in generate_tasks("jackal", 40, "train", seed=4) if len(t.goal.moves) == 1
                and t.goal.moves[0].heading)
    mirrored = reference_program(turn, "jackal").replace(", angular)", ", -angular)")  # turns the other way
    assert mirrored != reference_program(turn, "jackal")
    record_programs(jackal, robot_specs(jackal), turn, [("mirrored", mirrored)], tmp_path / "bad", pool)
    assert write_outputs(jackal, robot_specs(jackal), tmp_path / "bad")["kept"] == 0


@pytest.mark.timeout(120)
def test_reference_programs_of_turns_at_a_rate_use_the_rate_and_are_checked_by_it(jackal, spot_robot, pool, tmp_path):
    """A spin by its angle at a rate, at a rate for a time, and Spot's search turning at a rate: the reference
    program states the rate the words give, is kept, and the same program turning twice as fast is dropped."""
    from safe_codegen.tasks.curriculum import generate_tasks
    from safe_codegen.train.dataset import add_references, record_programs
    jackal_tasks = [t for t in generate_tasks("jackal", 200, "train", seed=5) if len(t.goal.moves) == 1]
    by_angle = next(t for t in jackal_tasks if t.goal.moves[0].angular_speed and t.goal.moves[0].time is None)
    for_time = next(t for t in jackal_tasks if t.goal.moves[0].angular_speed and t.goal.moves[0].time)
    search = next(t for t in generate_tasks("spot", 200, "train", seed=5)
                  if t.goal.search and t.goal.moves and t.goal.moves[0].angular_speed)
    degrees = next(t for t in jackal_tasks if t.goal.moves[0].angular_speed and
                   round(t.goal.moves[0].angular_speed, 2) != round(t.goal.moves[0].angular_speed, 6))
    for task, robot in ((by_angle, jackal), (for_time, jackal), (search, spot_robot), (degrees, jackal)):
        w = task.goal.moves[0].angular_speed
        program = reference_program(task, robot.name)  # the rate as said: rad/s, or whole degrees per second
        assert f"= {w:g} " in program or f"{math.degrees(w):.0f} * math.pi / 180" in program, (task.task, program)
        out = tmp_path / task.name
        assert add_references(robot, robot_specs(robot), [task], out, pool)["kept"] == 1, task.task
        fast = program.replace("angular_speed = ", "angular_speed = 2 * ").replace("angular = ", "angular = 2 * ")
        assert fast != program
        record_programs(robot, robot_specs(robot), task, [("fast", fast)], out / "fast", pool)
        assert write_outputs(robot, robot_specs(robot), out / "fast")["kept"] == 0, task.task


@pytest.mark.timeout(120)
def test_a_curve_whose_angle_is_unsaid_turns_45_degrees_at_the_speed_asked(jackal, pool, tmp_path):
    """jackal-test's S-curve and a typed curve by distance give no angle: the reference writer picks 45 degrees on
    the radius that gives the asked speed, says so in its step comment, and is kept; the same program curving the
    other way or at twice the speed is dropped."""
    from safe_codegen.tasks.reader import task_with_goal
    from safe_codegen.train.dataset import add_references, record_programs
    from safe_codegen.utils.paths import available
    s_curve = next(t for t in load_tasks(available("tasks")["jackal-test"]) if t.name == "s_curve")
    typed = task_with_goal(Task("curve", "curves left over 4 meters at 0.8 m/s while stopping for pedestrians"), jackal)
    for task in (s_curve, typed):
        program = reference_program(task, "jackal")
        assert program is not None and "angle = 45 # degrees" in program, task.task
        out = tmp_path / task.name
        assert add_references(jackal, robot_specs(jackal), [task], out, pool)["kept"] == 1, program
        for name, bad in (("mirrored", program.replace("(linear, angular)", "(linear, -angular)")),
                          ("fast", program.replace("radius = ", "radius = 2 * "))):
            assert bad != program
            record_programs(jackal, robot_specs(jackal), task, [(name, bad)], out / name, pool)
            assert write_outputs(jackal, robot_specs(jackal), out / name)["kept"] == 0, (task.name, name)


@pytest.mark.timeout(280)
def test_a_round_trains_on_reference_programs_when_the_model_solves_nothing(tiny, sets, pool, tmp_path):
    """Round 1 with no training set but 3 curriculum tasks' references and a generated mission's: the model
    (scripted, solving nothing) keeps no sample; the training pairs are the 3 tasks' programs, the mission's
    decomposition (its steps, as `plan`'s prompt asks) and its steps' programs, and the tiny model trains on them."""
    from safe_codegen.plan.decompose import decomposition_prompt
    from safe_codegen.tasks.curriculum import generate_tasks
    from safe_codegen.robot import load_robot
    (mission,) = generate_tasks("jackal", 1, "train", 1, missions=True)
    steps = dict.fromkeys(mission_steps(mission.task)[0])
    cfg = replace(_config(sets, tmp_path, rounds=1), base=str(tiny), train=(), missions=(), heldout_missions=(),
                  references=("jackal:curriculum:train:3:4", "jackal:missions:train:1:1"), cap_per_kind=8)
    out = tmp_path / "run"

    def load(adapter):
        return Scripted({t.name: t for t in load_tasks(sets["heldout"])}, set())
    summary = run_rounds(cfg, out, pool, load)
    first = json.loads((out / "round-01" / "round.json").read_text())
    assert first["examples"] == 3 + 1 + len(steps) == first["train"]["examples"]
    assert first["data"]["references jackal:curriculum:train:3:4"]["kept"] == 3
    assert first["data"]["references jackal:missions:train:1:1"]["kept"] == len(steps)
    rows = [json.loads(x) for x in (out / "round-01" / "train.jsonl").read_text().splitlines()]
    plans = [r for r in rows if r["prompt"].endswith("plan:\n")]
    assert plans == [{"prompt": decomposition_prompt(load_robot("jackal"), mission, []),
                      "completion": "".join(f"  - step: {s}\n" for s in steps)}]
    assert all("stopping_time" in r["completion"] and "def " not in r["completion"] for r in rows if r not in plans)
    assert sum(f'that {s}, stopping for pedestrians.' in r["prompt"] for s in steps for r in rows) == len(steps)
    assert summary["rounds"][1]["adapter"] == str(out / "round-01" / "finetune" / "adapter")


def test_a_generated_task_set_says_what_is_wrong_with_its_name():
    """ROBOT:curriculum:... and ROBOT:missions:... name the split and a count; a robot without missions is named."""
    from safe_codegen.train.rounds import load_set, task_set
    robot, missions = load_set(task_set("jackal:missions:heldout:3:2"))
    assert robot.name == "jackal" and len(missions) == 3 and \
        all(m.task.startswith("does a mission in") for m in missions)
    with pytest.raises(InputError, match="'jackal:missions:train': a missions set is missions:SPLIT:N\\[:SEED\\]"):
        load_set(task_set("jackal:missions:train"))
    with pytest.raises(InputError, match="'spot:missions:train:2': no missions for robot 'spot' \\(known: jackal\\)"):
        load_set(task_set("spot:missions:train:2"))
    with pytest.raises(InputError, match="'jackal:curriculum:train:x': a curriculum set is curriculum:SPLIT:N"):
        load_set(task_set("jackal:curriculum:train:x"))
