"""The `safe_task` label: a certified interval on P(safe and does the task), on the toy model (the
task oracle stands in for the simulator: 'does the task' = the program ends in 'b') and with the
real verifier-and-simulator oracle on jackal programs."""

import math

from safe_codegen.certify.certifier import SAFE_TASK, check_tree, intervals, verifier_oracle
from safe_codegen.certify.extract import TASK_LABEL, ExtractConfig, extract
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.utils.paths import DATA

from ..toymodel import SPECS, ToyModel, enumerate_programs, toy_judge, toy_oracle


def task_oracle(programs):
    """toy_oracle plus a task check: the task is done when the program ends in 'b'."""
    return [v | {"done": v["verdict"] != "unverifiable" and p.endswith("b")} for v, p in
            zip(toy_oracle(programs), programs)]


def truth(model):
    total = 0.0
    for program, p in enumerate_programs(model).items():
        (v,) = task_oracle([program])
        total += p if v["verdict"] == "safe" and v["done"] else 0.0
    return total


def test_full_expansion_gives_the_exact_probability_of_safe_and_task(tmp_path):
    model = ToyModel(3, horizon=4)
    tree = extract(model, toy_judge, task_oracle, SPECS, ExtractConfig(tau=0.0, rho=0.0, max_depth=10), task=True)
    probs = check_tree(tree, tmp_path / "full.pm", storm=False)
    expected = truth(model)
    assert 0 < expected < probs["sat_all"]  # the task check removes some safe programs
    iv = intervals(probs, SPECS, task=True)[SAFE_TASK]
    assert math.isclose(iv["lower"], expected, abs_tol=1e-12) and math.isclose(iv["upper"], expected, abs_tol=1e-12)


def test_a_pruned_tree_brackets_the_truth_and_no_task_means_no_interval(tmp_path):
    model = ToyModel(11, horizon=5)
    tree = extract(model, toy_judge, task_oracle, SPECS, ExtractConfig(tau=0.05, rho=1e-3), task=True)
    iv = intervals(check_tree(tree, tmp_path / "p.pm", storm=False), SPECS, task=True)[SAFE_TASK]
    assert iv["lower"] - 1e-12 <= truth(model) <= iv["upper"] + 1e-12 and iv["upper"] > iv["lower"]
    plain = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.05, rho=1e-3))
    probs = check_tree(plain, tmp_path / "q.pm", storm=False)
    assert TASK_LABEL not in probs and SAFE_TASK not in intervals(probs, SPECS)


def test_verifier_oracle_reports_the_task_check(jackal, pool, tmp_path):
    path = tmp_path / "t.yaml"
    path.write_text("- name: turn_right_90_degrees\n  task: turns right\n  goal:\n    moves:\n"
                    "      - {heading: -90, radius: 3, time: 5}\n    stop_for: [pedestrian]\n")
    task = load_tasks(path)[0]
    turn = (DATA / "examples/jackal/turn_right_90_degrees_2.py").read_text()  # safe, turns and resumes
    straight = turn.replace("angular_velocity = -(math.pi / 2) / turning_period", "angular_velocity = 0.0")
    got = verifier_oracle(jackal, robot_specs(jackal), pool, task)([turn, straight, "def f():\n    os.system('x')\n"])
    assert [(g["verdict"], g["done"]) for g in got] == [("safe", True), ("safe", False), ("unverifiable", None)]
