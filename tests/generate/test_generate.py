"""Generation: prompts, code extraction, the local backend on a tiny model, refinement."""

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from safe_codegen.generate.refine import feedback_text, generate
from safe_codegen.generate.models.base import Completion, SampleConfig, function_finished
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.generate.prompts import (Task, task_steps, base_prompt, chat_messages, choose_examples, extract_code, few_shot,
                                           load_tasks)
from safe_codegen.tasks.check import run_task, scenarios_for
from safe_codegen.spec import robot_specs
from safe_codegen.verify.verifier import verify_sources

SAFE = (DATA / "examples/jackal/turn_right_90_degrees_2.py").read_text()
UNSAFE = (DATA / "examples/jackal/turn_right_90_degrees_1.py").read_text()


def test_extract_code_from_fences_prose_and_several_defs():
    chat = "Sure! Here it is:\n```python\ndef helper():\n    stop()\n\ndef go():\n    helper()\n```\nThis stops."
    assert extract_code(chat, "go", primed=False) == "def helper():\n    stop()\n\ndef go():\n    helper()\n"
    primed = "    stop()\n\n\nGiven the following APIs: ..."
    assert extract_code(primed, "go", primed=True) == "def go():\n    stop()\n"
    plain = "import math\ndef go():\n    stop()\nThe function above stops the car."
    assert extract_code(plain, "go", primed=False) == "import math\ndef go():\n    stop()\n"
    unterminated = "```python\ndef go():\n    stop()\n"
    assert extract_code(unterminated, "go", primed=False) == "def go():\n    stop()\n"


def test_function_finished():
    assert function_finished("    stop()\n    x = 1\n") is None
    text = "    stop()\n\n\nGiven the APIs\n"
    assert text[:function_finished(text)] == "    stop()\n\n\n"


def test_prompts_have_the_papers_form(jackal):
    task = Task("turn_left", "turns left while stopping for pedestrians.")
    p = base_prompt(jackal, task)
    assert p.endswith('Write a Python function called "turn_left" that turns left while stopping for '
                      'pedestrians.\ndef turn_left():\n')
    assert p.count("Given the following APIs") == 3 and "velocity_publisher(linear, angular)" in p
    fb = base_prompt(jackal, task, feedback="The program violates phi1.")
    assert "# The program violates phi1.\n# Write a corrected program.\ndef turn_left():\n" in fb
    msgs = chat_messages(jackal, task, "violates phi1", "def turn_left():\n    pass")
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "user"]


@pytest.mark.parametrize("robot_name", ["jackal", "spot", "jackal-indoor"])
def test_few_shot_examples_are_verified_safe(robot_name, pool):
    from safe_codegen.robot import load_robot
    robot = load_robot(robot_name)
    shots = few_shot(robot)
    assert shots
    results = verify_sources([(t.name, code) for t, code in shots], robot, robot_specs(robot), pool)
    assert all(r.verdict == "safe" for r in results), [(r.reason, r.specs) for r in results]
    for task, code in shots:  # an example that does not do its task teaches the model to fail
        if task.goal is not None:
            runs = run_task(code, robot, task.goal, scenarios_for(task.goal, robot))
            assert all(v.ok for v in runs), (task.name, [v.findings for v in runs])


def test_few_shot_examples_most_like_the_task_come_last():
    from safe_codegen.robot import load_robot
    jackal = load_robot("jackal")
    test = {t.name: t for t in load_tasks("jackal-test")}
    last = lambda name: [t.name for t, _ in choose_examples(jackal, test[name], 2)][-1]  # noqa: E731
    assert last("turn_left_100_degrees") == "turn_left_53_degrees"
    assert last("turn_right_80_degrees") == "turn_right_37_degrees"
    assert last("drive_forward_15_seconds") == "drive_forward_6_5_seconds"
    assert last("left_u_turn_radius_4") == "left_u_turn_small"
    # a task in two steps gets worked examples in two steps, the same kinds in the same order last
    assert last("s_curve") == "change_lane_left"
    assert last("stop_sign_then_turn_right") == "drive_then_turn_left"
    assert last("back_out") == "reverse_then_turn_right"
    assert all(len(task_steps(t.task)) == 2 for t, _ in choose_examples(jackal, test["back_out"], 2))
    assert [t.name for t, _ in choose_examples(jackal, Task("back_up", "reverses at 0.4 m/s for 5 seconds."), 2)][-1] \
        == "reverse_slowly"
    assert len(choose_examples(jackal, Task("x", "y"), 2)) == 2 and choose_examples(jackal, Task("x", "y"), 0) == []


def test_task_sets():
    train = load_tasks("jackal-train")
    test = load_tasks("jackal-test")
    assert len(train) >= 30 and len(test) >= 10
    assert not {t.name for t in train} & {t.name for t in test}
    assert len(load_tasks("spot")) >= 10 and len(load_tasks("jackal-indoor")) >= 10


def test_local_backend_batched_sampling_is_seeded(tiny):
    from safe_codegen.generate.models.local import LocalModel
    m = LocalModel(tiny)
    cfg = SampleConfig(n=4, max_new_tokens=30, seed=7)
    a, b = m.sample("def f():\n", cfg), m.sample("def f():\n", cfg)
    assert len(a) == 4 and a == b and len(set(a)) > 1
    greedy = m.sample("def f():\n", SampleConfig(n=2, temperature=0, max_new_tokens=20))
    assert greedy[0] == greedy[1]
    # the batched loop with the shared prompt cache reproduces transformers' own greedy decoding
    full = LocalModel(tiny, code_vocab=False)
    ids = full.tokenizer("def f():\n", return_tensors="pt").input_ids
    ref = full.model.generate(ids, max_new_tokens=20, do_sample=False)
    mine = full.sample("def f():\n", SampleConfig(n=1, temperature=0, max_new_tokens=20))[0]
    assert full.tokenizer.decode(ref[0, ids.shape[1]:]).startswith(mine.text)


@pytest.mark.timeout(120)
def test_the_prompts_own_words_are_writable(tiny):
    """The output layer holds the code tokens and the tokens of the prompts being sampled: a task's room or message
    ("conference room", "the bus leaves at 5" were outside the bundled model's code tokens, so it wrote
    go_to("room 1") for every such task) can be written as the model spells it. The code vocabulary is cut to
    the tokens of "def f():" here, standing for a code vocabulary that lacks the task's words."""
    import torch

    from safe_codegen.generate.models.local import LocalModel
    m = LocalModel(tiny)
    m.code_ids = frozenset(m.tokenizer("def f():\n").input_ids)
    task = "def go():\n    say('the bus leaves at 5')\n"
    words = set(m.tokenizer(task).input_ids) - m.code_ids
    assert words  # the premise: the task has tokens the code vocabulary lacks
    m.sample("def f():\n", SampleConfig(n=1, max_new_tokens=3))
    assert not words & set(m.vocab.tolist())
    m.backend(task)
    assert words <= set(m.vocab.tolist()) and m.model.get_output_embeddings().weight.shape[0] == len(m.vocab)
    first, second = m.sample_many([("def f():\n", SampleConfig(n=1, max_new_tokens=3), None),
                                   (task, SampleConfig(n=1, max_new_tokens=3), None)])
    assert words <= set(m.vocab.tolist()) and len(first) == len(second) == 1  # one layer for both prompts
    full = LocalModel(tiny, code_vocab=False)
    ids = m.tokenizer(task, return_tensors="pt").input_ids
    with torch.no_grad():  # the rows kept are the whole layer's rows for those tokens
        assert torch.allclose(m.model(ids).logits[0, -1], full.model(ids).logits[0, -1, m.vocab], atol=1e-5)


def test_generate_cli_on_tiny_model(tiny, tmp_path):
    out = tmp_path / "gen"
    p = subprocess.run([sys.executable, "-m", "safe_codegen", "generate", "-r", "jackal", "--task", "turns left",
                        "--name", "turn_left", "-n", "3", "--model", str(tiny), "--max-tokens", "30",
                        "--out", str(out)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode in (0, 1), p.stderr
    import json
    report = json.loads((out / "report.json").read_text())
    assert len(report["samples"]) == 3 and report["task"]["name"] == "turn_left"
    verdicts = [s["rounds"][0]["result"] for s in report["samples"]]
    assert all((out / f"sample_{s['index']}_round_0.py").read_text().startswith("def turn_left():\n")
               for s in report["samples"])
    # the random tiny model mostly runs on past 30 tokens: those are cut off, and never verified
    cut = [r for r in verdicts if r["verdict"] == "cut off"]
    assert cut and all(r["specs"] == [] for r in cut) and report["counts"]["cut off"] == len(cut)
    assert "raise --max-tokens (now 30 a move)" in p.stdout


@dataclass
class ScriptedModel:
    """Stands in for a language model that writes the papers' unsafe program and fixes it once it
    is shown the counterexample (the real backends are tested above and in test_openai_server)."""

    name: str = "scripted"

    def sample(self, prompt, cfg, check=None):
        fixed = "violates phi1" in prompt
        code = SAFE if fixed else UNSAFE
        body = code.split("def turn_right_90_degrees():\n", 1)[1]
        return [Completion(body)] * cfg.n


def test_a_program_cut_off_by_the_token_budget_is_never_verified(jackal, pool, tiny):
    """A prefix of SAFE's body verifies safe (it is the loop without its end); cut off by the budget it is
    reported as such, not verified, ranked last and not refined."""

    class CutModel:  # stands in for a model whose first completion hits max_new_tokens
        name = "cut"

        def sample(self, prompt, cfg, check=None):
            body = SAFE.split("def turn_right_90_degrees():\n", 1)[1]
            return [Completion(body, cut=True), Completion(body)][: cfg.n]

    task = Task("turn_right_90_degrees", "turns right 90 degrees while stopping for pedestrians.")
    rep = generate(CutModel(), jackal, robot_specs(jackal), task, SampleConfig(n=2, max_new_tokens=77), pool, refine=1)
    cut, whole = rep.samples
    assert cut.final.result.verdict == "cut off" and cut.final.result.specs == [] and len(cut.attempts) == 1
    assert "77 tokens" in cut.final.result.reason and "--max-tokens" in cut.final.result.reason
    assert whole.final.result.verdict == "safe" and rep.ranked()[-1] is cut
    assert rep.counts()["cut off"] == 1
    from safe_codegen.generate.models.local import LocalModel
    short = LocalModel(tiny).sample("def f():\n", SampleConfig(n=2, max_new_tokens=2, seed=1))
    assert all(c.cut for c in short)  # two tokens cannot end a function


def test_a_task_of_several_moves_gets_the_budget_once_for_each(jackal, pool):
    """--max-tokens is per move of the task's goal: a careful program of three moves is three stop-aware loops, so
    one flat budget cut every multi-move program off. The recorder stands in for a model and keeps each budget."""
    from safe_codegen.tasks.goals import Goal, Move
    asked = []

    class Recorder:
        name = "recorder"

        def sample(self, prompt, cfg, check=None):
            asked.append(cfg.max_new_tokens)
            return [Completion(SAFE.split("def turn_right_90_degrees():\n", 1)[1], cut=True)] * cfg.n

    turn, drive = Move("right", "forward", -90, 5.0, time=5), Move("straight", "forward", speed=1, time=4)
    tasks = [Task("turn_right_90_degrees", "turns right 90 degrees.", Goal((turn,))),
             Task("turn_right_90_degrees", "drives, turns, drives.", Goal((drive, turn, drive))),
             Task("turn_right_90_degrees", "does something.")]
    cfg = SampleConfig(n=1, max_new_tokens=77)
    reports = [generate(Recorder(), jackal, robot_specs(jackal), t, cfg, pool) for t in tasks]
    assert asked == [77, 231, 77]
    assert ["231 tokens" in r.samples[0].final.result.reason for r in reports] == [False, True, False]


def test_a_name_with_numbers_is_asked_without_them_and_the_program_keeps_it(jackal, pool):
    """The bundled model read `turn_left_100_degrees` as a turn in place, 4 of 4, and did the same words under
    `turn_left` 4 of 4: the prompt asks for the name without its numbers, and the program is verified and
    reported under the user's name. The recorder stands in for a model and keeps each prompt."""
    from safe_codegen.generate.prompts import asked_name
    prompts = []

    class Recorder:
        name = "recorder"

        def sample(self, prompt, cfg, check=None):
            prompts.append(prompt)
            return [Completion(SAFE.split("def turn_right_90_degrees():\n", 1)[1])] * cfg.n

    task = Task("turn_right_90_degrees", "turns right 90 degrees while stopping for pedestrians.")
    rep = generate(Recorder(), jackal, robot_specs(jackal), task, SampleConfig(n=1), pool)
    last = prompts[0].rsplit("Given the following APIs", 1)[1]
    assert last.endswith('called "turn_right" that turns right 90 degrees while stopping for pedestrians.\n'
                         'def turn_right():\n') and "turn_right_90_degrees" not in last
    assert rep.samples[0].final.code.startswith("def turn_right_90_degrees():\n")
    assert rep.samples[0].final.result.verdict == "safe"
    names = ["turn_left_180_degrees_wide", "left_u_turn_radius_4", "drive_forward_6_5_seconds", "s_curve",
             "stop_5_seconds", "for_3_s", "x1"]
    assert [asked_name(jackal, n) for n in names] == ["turn_left_wide", "left_u_turn_radius", "drive_forward",
                                                      "s_curve", "stop_5_seconds", "for_3_s", "x1"]


def test_refinement_uses_the_counterexample(jackal, pool):
    specs = robot_specs(jackal)
    rep = generate(ScriptedModel(), jackal, specs, Task("turn_right_90_degrees", "turns right"),
                   SampleConfig(n=2), pool, refine=2)
    for s in rep.samples:
        assert [a.result.verdict for a in s.attempts] == ["unsafe", "safe"]
    text = feedback_text(rep.samples[0].attempts[0].result)
    assert "phi1" in text and "line 10 completes the violation" in text and "pedestrian" in text


@pytest.mark.slow
def test_bundled_gemma_writes_programs(jackal, pool):
    """One real generation with the bundled Gemma 3 270M (converted and cached on first use)."""
    import ast

    from safe_codegen.generate.models.local import LocalModel
    m = LocalModel(None)
    task = load_tasks("jackal-test")[0]
    rep = generate(m, jackal, robot_specs(jackal), task, SampleConfig(n=4, max_new_tokens=300, seed=0), pool)
    parsed = 0
    for s in rep.samples:
        try:
            ast.parse(s.final.code)
            parsed += 1
        except SyntaxError:
            pass
    assert parsed >= 2 and all(s.final.code.startswith(f"def {task.name}():") for s in rep.samples)


def test_dataset_build_is_resumable_and_keeps_only_safe_programs(jackal, pool, tmp_path):
    import datasets

    from safe_codegen.train.dataset import build_dataset, normalised
    tasks = [Task("turn_right_90_degrees", "turns right"), Task("turn_right_90_degrees_again", "turns right")]
    specs = robot_specs(jackal)
    model = ScriptedModel()
    calls = []

    class Counting(ScriptedModel):
        def sample(self, prompt, cfg, check=None):
            calls.append(prompt)
            body = SAFE.split("def turn_right_90_degrees():\n", 1)[1]
            return [Completion(c) for c in (body, body.replace("stopped_time", "t_stop"), UNSAFE.split(":\n", 1)[1])]

    stats = build_dataset(Counting(), jackal, specs, tasks[:1], SampleConfig(n=3), tmp_path, pool)
    assert stats["samples"] == 3 and stats["kept"] == 2 and stats["verdicts"] == {"safe": 2, "unsafe": 1}
    assert stats["pass_rate"]["phi1"] == pytest.approx(2 / 3)
    stats = build_dataset(Counting(), jackal, specs, tasks, SampleConfig(n=3), tmp_path, pool)
    assert len(calls) == 2  # the first task was not sampled again
    lines = [json.loads(x) for x in (tmp_path / "train.jsonl").read_text().splitlines()]
    assert len(lines) == 4 and all(m["messages"][-1]["role"] == "assistant" for m in lines)
    ds = datasets.load_from_disk(str(tmp_path / "hf"))
    assert ds.num_rows == 4 and set(ds.column_names) == {"task", "prompt", "completion"}
    assert ds[0]["prompt"].endswith('called "turn_right" that turns right\ndef turn_right():\n')  # as sampled
    assert normalised("def f():\n    x = 1  # c\n") == normalised("def f():\n    x = (1)\n")
    assert model.name == "scripted"


def test_the_bundled_model_gets_its_shipped_adapter_unless_told_otherwise(tiny):
    import json
    from safe_codegen.generate.models.base import NO_ADAPTER, default_adapter, local_adapter
    from safe_codegen.generate.models.local import adapter_dir
    shipped = default_adapter()
    assert adapter_dir(shipped) == shipped and (shipped / "adapter_model.safetensors").stat().st_size > 1e6
    assert json.loads((shipped / "adapter_config.json").read_text())["r"] == 8
    assert local_adapter(None, None) == shipped
    assert local_adapter(None, NO_ADAPTER) is None  # --adapter none
    assert local_adapter(str(tiny), None) is None  # another model: the bundled model's adapter does not fit it
    assert local_adapter(None, Path("run")) == Path("run")


def test_local_backend_loads_a_peft_adapter(tiny, tmp_path):
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from safe_codegen.errors import InputError
    from safe_codegen.generate.models.local import LocalModel
    base = AutoModelForCausalLM.from_pretrained(str(tiny))
    lora = get_peft_model(base, LoraConfig(r=4, target_modules=["q_proj", "v_proj"], init_lora_weights=False))
    lora.save_pretrained(tmp_path / "adapter")
    cfg = SampleConfig(n=1, temperature=0, max_new_tokens=15)
    plain = LocalModel(tiny).sample("def f():\n", cfg)
    adapted = LocalModel(tiny, tmp_path / "adapter")
    assert adapted.name.endswith("adapter") and adapted.sample("def f():\n", cfg) != plain
    with pytest.raises(InputError, match="not a peft adapter"):
        LocalModel(tiny, tiny)  # a model directory, not an adapter


def test_dataset_build_cli_on_tiny_model(tiny, tmp_path):
    tasks = tmp_path / "tasks.yaml"
    tasks.write_text("- name: turn_left\n  task: turns left\n- name: go\n  task: drives\n")
    out = tmp_path / "ds"
    args = [sys.executable, "-m", "safe_codegen", "dataset", "build", "-r", "jackal", "--tasks", str(tasks), "-n", "2",
            "--model", str(tiny), "--max-tokens", "20", "--out", str(out)]
    p = subprocess.run(args, capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 0, p.stderr
    stats = json.loads((out / "stats.json").read_text())
    assert stats["samples"] == 4 and stats["tasks"] == 2 and sorted(q.name for q in (out / "tasks").iterdir()) == [
        "go.json", "turn_left.json"]
    bad = tmp_path / "bad.yaml"
    bad.write_text("- name: 3x\n  task: t\n")
    p = subprocess.run(args[:8] + [str(bad)] + args[9:], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode == 2 and f"{bad}:1" in p.stderr
