"""Evaluation: Wilson intervals, compliance of constant models (known answers), and the CLI
on the tiny model with a plot comparing runs."""

import json
import subprocess
import sys

import pytest

from safe_codegen.train.evaluate import ALL, evaluate, wilson
from safe_codegen.generate.models.base import Completion, SampleConfig
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.generate.prompts import Task
from safe_codegen.spec import robot_specs

SAFE = (DATA / "examples/jackal/turn_right_90_degrees_2.py").read_text()
UNSAFE = (DATA / "examples/jackal/turn_right_90_degrees_1.py").read_text()  # violates phi1


class ConstantModel:
    """Stands in for a language model that always writes the same program body (the real
    backends are exercised by the CLI test below and in test_generate)."""

    def __init__(self, code: str):
        self.body = code.split(":\n", 1)[1]
        self.name = "constant"

    def sample(self, prompt, cfg, check=None):
        return [Completion(self.body)] * cfg.n


def test_wilson_interval():
    assert wilson(8, 10) == pytest.approx((0.4902, 0.9433), abs=1e-4)  # Wilson (1927); Newcombe (1998) table
    assert wilson(0, 20)[0] == 0.0 and 0.15 < wilson(0, 20)[1] < 0.17
    assert wilson(20, 20)[1] == 1.0 and wilson(20, 20)[0] == pytest.approx(1 - wilson(0, 20)[1])
    lo, hi = wilson(30, 60)
    assert lo < 0.5 < hi and hi - lo < wilson(3, 6)[1] - wilson(3, 6)[0]
    # every interval holds its rate, and all-or-nothing ends exactly at 1 and 0 (80 of 80 ended at 0.9999999999999999,
    # below the rate, and the rounds plot refused the negative error bar)
    assert all(wilson(k, n)[0] <= k / n <= wilson(k, n)[1] for n in range(1, 201) for k in range(n + 1))
    assert all(wilson(n, n)[1] == 1.0 and wilson(0, n)[0] == 0.0 for n in range(1, 201))


@pytest.mark.parametrize("code, phi1, everything", [(SAFE, 1.0, 1.0), (UNSAFE, 0.0, 0.0)])
def test_constant_models_have_known_compliance(jackal, pool, code, phi1, everything):
    tasks = [Task("turn_right_90_degrees", "turns right"), Task("turn_right_again", "turns right")]
    run = evaluate(ConstantModel(code), jackal, robot_specs(jackal), tasks, SampleConfig(n=3), pool, "c")
    assert run["samples"] == 6 and run["unverifiable"]["rate"] == 0.0
    assert run["rates"]["phi1"]["rate"] == phi1 and run["rates"][ALL]["rate"] == everything
    assert run["rates"][ALL]["ci95"] == list(wilson(int(6 * everything), 6))
    assert [t["rates"][ALL] for t in run["per_task"]] == [everything, everything]


def test_unverifiable_programs_count_against_every_spec(jackal, pool):
    run = evaluate(ConstantModel("def f():\n    import os\n    stop()\n"), jackal, robot_specs(jackal),
                   [Task("f", "stops")], SampleConfig(n=2), pool, "c")
    assert run["unverifiable"]["rate"] == 1.0 and all(r["rate"] == 0.0 for r in run["rates"].values())


def test_evaluate_cli_on_tiny_model_draws_a_comparison(tiny, tmp_path):
    tasks = tmp_path / "tasks.yaml"
    tasks.write_text("- name: turn_left\n  task: turns left\n- name: go\n  task: drives\n")
    first = tmp_path / "a.json"
    base = [sys.executable, "-m", "safe_codegen", "evaluate", "-r", "jackal", "--tasks", str(tasks), "-n", "2",
            "--model", str(tiny), "--max-tokens", "12"]
    p = subprocess.run(base + ["--label", "tiny", "--out", str(first)], capture_output=True, text=True, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 0, p.stderr
    run = json.loads(first.read_text())
    assert run["label"] == "tiny" and run["samples"] == 4 and \
        set(run["rates"]) >= {"phi1", "phi2", "within_limits", ALL}
    assert len(run["per_task"]) == 2 and "tiny" in p.stdout
    png = tmp_path / "cmp.png"
    p = subprocess.run(base + ["--seed", "3", "--label", "second", "--compare", str(first), "--plot", str(png)],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 0, p.stderr
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and "tiny" in p.stdout and "second" in p.stdout
    both = tmp_path / "both.png"
    p = subprocess.run([sys.executable, "-m", "safe_codegen", "evaluate", "--compare", str(first), "--compare",
                        str(first), "--plot", str(both)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 0 and both.read_bytes()[:4] == b"\x89PNG" and p.stdout.count("tiny") == 2, p.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    p = subprocess.run(base + ["--compare", str(bad)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 2 and f"{bad}:1: not an evaluate JSON file" in p.stderr


STRAIGHT = ("def turn_right_90_degrees():\n    start = time.time()\n    while time.time() - start < 5:\n"
            "        if pedestrian_observed():\n            stop()\n        else:\n"
            "            velocity_publisher(1.0, 0.0)\n")  # safe, never turns


class Rotating:
    """Stands in for a language model that writes the given programs in turn (one per sample)."""

    name = "rotating"

    def __init__(self, *codes):
        self.bodies = [c.split(":\n", 1)[1] for c in codes]

    def sample(self, prompt, cfg, check=None):
        return [Completion(self.bodies[i % len(self.bodies)]) for i in range(cfg.n)]


def test_task_success_and_the_headline_safe_and_task(jackal, pool, tmp_path):
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.train.evaluate import SAFE_TASK, TASK, chart_groups, compliance_chart
    path = tmp_path / "tasks.yaml"
    path.write_text("- name: turn_right_90_degrees\n  task: turns right\n  goal:\n    moves:\n"
                    "      - {heading: -90, radius: 3, time: 5}\n    stop_for: [pedestrian]\n"
                    "- name: no_goal\n  task: turns right\n")
    tasks = load_tasks(path)
    run = evaluate(Rotating(SAFE, STRAIGHT, UNSAFE), jackal, robot_specs(jackal), tasks, SampleConfig(n=3), pool, "r")
    rates = run["rates"]
    assert rates[ALL]["k"] == 4 and rates[ALL]["n"] == 6  # the straight and the turning program, in both tasks
    assert run["task_checked"] == 3 and rates[TASK]["k"] == 1 and rates[TASK]["n"] == 3
    assert rates[SAFE_TASK]["k"] == 1 and rates[SAFE_TASK]["ci95"] == list(wilson(1, 3))
    first, second = run["per_task"]
    assert first["rates"][SAFE_TASK] == pytest.approx(1 / 3) and SAFE_TASK not in second["rates"]
    assert run["over_tasks"]["tasks_with_a_safe_and_successful_program"] == 1
    assert chart_groups([run]) == ["phi1", "phi2", "within_limits", ALL, TASK, SAFE_TASK]
    compliance_chart([run], tmp_path / "c.png")
    assert (tmp_path / "c.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.timeout(60)
@pytest.mark.parametrize("runs", [1, 2])
def test_the_chart_of_one_or_two_runs_shows_its_title_legend_and_footnote_whole(runs, tmp_path, monkeypatch):
    """The README's case (base vs fine-tuned) and a single run: nothing of the text is cut off the page."""
    import matplotlib.pyplot as plt

    from safe_codegen.train.evaluate import compliance_chart
    figures = []
    monkeypatch.setattr(plt, "close", lambda fig: figures.append(fig))
    rate = {"rate": 0.5, "ci95": [0.3, 0.7]}
    made = [{"label": f"run {j}, jackal test", "samples": 60, "unverifiable": {"rate": 0.1},
             "rates": {"phi1": rate, "phi2": rate, "all specs": rate}} for j in range(runs)]
    compliance_chart(made, tmp_path / "c.png")
    fig = figures[0]
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    page = fig.bbox
    found = fig.findobj(lambda a: hasattr(a, "get_text") and hasattr(a, "get_window_extent"))
    ticks = {id(t) for ax in fig.axes for t in ax.get_yticklabels()}  # matplotlib keeps some past the axis
    texts = [t for t in dict.fromkeys(found) if t.get_text().strip() and t.get_visible() and id(t) not in ticks]
    assert any("Wilson" in t.get_text() for t in texts) and \
        len({t.get_text() for t in texts if t.get_text().startswith("run ")}) == runs
    for t in texts:
        box = t.get_window_extent(renderer)
        assert box.x0 >= page.x0 - 1 and box.x1 <= page.x1 + 1 and box.y0 >= page.y0 - 1 and box.y1 <= page.y1 + 1, \
            f"{t.get_text()!r} is cut off the chart"
    plt.close("all")
