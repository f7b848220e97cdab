"""Fine-tuning: the `finetune` path on the tiny model (training, loss mask, resume), the OpenAI
export, and the adapter in generation. The bundled model's run is the benchmark and docs/finetuning.md."""

import json
import math
import os
import re
import signal
import subprocess
import sys
import time

import pytest
import typer

from safe_codegen.errors import InputError
from safe_codegen.train.finetune import DEFAULT_CONFIG, FinetuneConfig, build_trainer, last_checkpoint, load_config, \
    load_rows
from safe_codegen.train.openai_export import chat_problem, chat_rows
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.generate.prompts import Task, base_prompt

PROGRAMS = sorted((DATA / "examples/jackal").glob("*.py"))


def _rows(jackal, count: int) -> list[dict]:
    rows = []
    for path in (PROGRAMS * count)[:count]:
        code = path.read_text()
        name = re.search(r"^def (\w+)\(\):\n", code, re.M).group(1)
        body = code.split(f"def {name}():\n", 1)[1]
        rows.append({"prompt": base_prompt(jackal, Task(name, "drives"), shots=0), "completion": body})
    return rows


def _write_rows(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _config(path, **kw):
    settings = {"rank": 4, "alpha": 8, "learning_rate": 0.01, "epochs": 3, "grad_accum": 1, "save_steps": 2,
                "warmup": 0.0, "max_length": 512} | kw
    path.write_text("".join(f"{k}: {v}\n" for k, v in settings.items()))
    return path


def _finetune(*args, **popen):
    cmd = [sys.executable, "-m", "safe_codegen", "finetune", *map(str, args)]
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=300, **popen)


def test_finetune_trains_the_tiny_model_and_the_adapter_loads(tiny, jackal, tmp_path):
    import torch

    from safe_codegen.generate.models.base import SampleConfig

    from safe_codegen.generate.models.local import LocalModel
    data = _write_rows(tmp_path / "rows.jsonl", _rows(jackal, 4))
    run = tmp_path / "run"
    p = _finetune("--data", data, "--base", tiny, "--out", run, "--config", _config(tmp_path / "c.yaml"))
    assert p.returncode == 0, p.stderr
    metrics = json.loads((run / "metrics.json").read_text())
    assert metrics["global_step"] == 12 and metrics["examples"] == 4 and metrics["resumed_from_step"] is None
    assert metrics["cut_at_max_length"] == 0 and "are cut" not in p.stderr
    losses = [e["loss"] for e in metrics["log"]]
    assert len(losses) == 12 and all(math.isfinite(x) for x in losses)
    assert sum(losses[-4:]) < sum(losses[:4])  # it learns the four programs
    trained = 3 * metrics["examples"] * metrics["tokens_per_example"]["mean"]  # 3 epochs of unpadded batches of 1
    assert metrics["tokens_per_s"] * metrics["wall_s"] == pytest.approx(trained)
    assert (run / "adapter" / "adapter_config.json").exists() and (run / "config.yaml").exists()

    cfg = SampleConfig(n=1, temperature=0, max_new_tokens=12)
    adapted = LocalModel(None, run)  # the base model comes from the adapter's config
    assert adapted.name.startswith(str(tiny)) and adapted.adapter == run / "adapter"
    prompt = _rows(jackal, 1)[0]["prompt"]
    ids = adapted.tokenizer(prompt, return_tensors="pt").input_ids
    base = LocalModel(tiny)
    with torch.no_grad():
        assert not torch.allclose(adapted.model(ids).logits, base.model(ids).logits)
    assert len(adapted.sample(prompt, cfg)) == 1

    p = subprocess.run([sys.executable, "-m", "safe_codegen", "generate", "-r", "jackal", "--name", "go", "--task",
                        "drives", "-n", "2", "--adapter", str(run), "--max-tokens", "10"],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert p.returncode in (0, 1) and "/2 programs satisfy every spec" in p.stdout, p.stderr


def test_an_adapter_is_trained_further_from_where_it_stopped(tiny, jackal, tmp_path):
    """--init-adapter: the second run starts from the first run's weights (its first loss is below the
    first run's after 8 of its 12 steps) and keeps that adapter's rank."""
    from safetensors.torch import load_file
    data = _write_rows(tmp_path / "rows.jsonl", _rows(jackal, 4))
    first, second = tmp_path / "first", tmp_path / "second"
    assert _finetune("--data", data, "--base", tiny, "--out", first, "--config", _config(tmp_path / "c.yaml"),
                     ).returncode == 0
    p = _finetune("--data", data, "--base", tiny, "--out", second, "--init-adapter", first, "--max-steps", "2",
                  "--config", _config(tmp_path / "d.yaml", rank=8, alpha=16))
    assert p.returncode == 0, p.stderr
    before = json.loads((first / "metrics.json").read_text())["log"]
    after = json.loads((second / "metrics.json").read_text())["log"]
    assert after[0]["loss"] < min(e["loss"] for e in before[:8])  # below where a new adapter is after 8 steps
    assert json.loads((second / "adapter" / "adapter_config.json").read_text())["r"] == 4
    a, b = (load_file(str(d / "adapter" / "adapter_model.safetensors")) for d in (first, second))
    assert a.keys() == b.keys() and any(not (a[k] == b[k]).all() for k in a)  # trained further, not copied


def test_a_diverged_run_writes_no_adapter_and_says_so(tiny, jackal, tmp_path, monkeypatch):
    """A run whose adapter weights end NaN (as a 2-epoch run with padded batches of 8 did on an H200) fails with
    one line naming the run, exit 1 through the CLI rule, and leaves no adapter/ to load. The divergence is
    injected: a callback writes NaN into one LoRA weight when training ends, standing for a run that diverged."""
    import torch
    from transformers import TrainerCallback

    from safe_codegen.cli.options import input_errors
    from safe_codegen.errors import JobFailed
    from safe_codegen.train import finetune as ft

    class Diverge(TrainerCallback):
        def on_train_end(self, args, state, control, model=None, **kw):
            with torch.no_grad():
                next(p for n, p in model.named_parameters() if "lora_B" in n).fill_(float("nan"))

    build = ft.build_trainer

    def diverging(*a, **k):
        trainer = build(*a, **k)
        trainer.add_callback(Diverge())
        return trainer

    monkeypatch.setattr(ft, "build_trainer", diverging)
    data = _write_rows(tmp_path / "rows.jsonl", _rows(jackal, 2))
    run = tmp_path / "run"
    cfg = FinetuneConfig(rank=2, grad_accum=1, epochs=1, save_steps=100)
    with pytest.raises(JobFailed, match=r"training diverged: 1 adapter weights hold NaN .*lora_B"):
        ft.finetune(data, tiny, run, cfg)
    assert not (run / "adapter").exists() and not (run / "metrics.json").exists()
    with pytest.raises(typer.Exit) as exc:
        input_errors(lambda: ft.finetune(data, tiny, tmp_path / "again", cfg))()
    assert getattr(exc.value, "exit_code", None) == 1


def test_padded_batches_train_with_eager_attention(tiny, jackal, tmp_path):
    """Batches of more than one example are padded, and train with the eager kernel (Gemma's SDPA path makes NaN
    gradients from padded rows on a GPU); batches of one keep the model's default."""
    cfg = FinetuneConfig(rank=2, grad_accum=1, epochs=1)
    one = build_trainer(_rows(jackal, 2), tiny, tmp_path / "a", cfg)
    two = build_trainer(_rows(jackal, 2), tiny, tmp_path / "b", FinetuneConfig(rank=2, grad_accum=1, epochs=1,
                                                                              batch_size=2))
    assert two.model.config._attn_implementation == "eager"
    assert one.model.config._attn_implementation != "eager"


def test_examples_cut_at_max_length_are_counted_and_warned_about(tiny, jackal, tmp_path):
    from transformers import AutoTokenizer
    rows = _rows(jackal, 2)
    tok = AutoTokenizer.from_pretrained(tiny)
    limit = max(len(tok(r["prompt"]).input_ids) for r in rows) + 5  # the prompts fit, the programs do not
    assert all(len(tok(r["prompt"] + r["completion"]).input_ids) > limit for r in rows)
    run = tmp_path / "run"
    p = _finetune("--data", _write_rows(tmp_path / "rows.jsonl", rows), "--base", tiny, "--out", run,
                  "--max-steps", "1", "--config", _config(tmp_path / "c.yaml", max_length=limit))
    assert p.returncode == 0, p.stderr
    assert json.loads((run / "metrics.json").read_text())["cut_at_max_length"] == 2
    assert f"2 of 2 examples reach max_length ({limit} tokens) and are cut" in " ".join(p.stderr.split())


@pytest.mark.timeout(120)
def test_the_progress_bar_shows_tokens_per_second(tiny, jackal, tmp_path):
    """The bar's line shows the non-padding tokens trained (each example once: one epoch, batches of 1) over the
    time its steps took: at least over the whole train() call, at most over the span between this test's
    callback at the start (called after the bar's) and its last step."""
    import io

    from rich.console import Console
    from transformers import TrainerCallback

    class Clock(TrainerCallback):
        def on_train_begin(self, args, state, control, **kw):
            self.begin = time.perf_counter()

        def on_step_end(self, args, state, control, **kw):
            self.end = time.perf_counter()

    trainer = build_trainer(_rows(jackal, 3), tiny, tmp_path, FinetuneConfig(rank=2, grad_accum=1, epochs=1),
                            Console(file=io.StringIO()))
    clock = Clock()
    trainer.add_callback(clock)
    before = time.perf_counter()
    trainer.train()
    tokens = sum(len(x) for x in trainer.train_dataset["input_ids"])
    assert trainer.state.global_step == 3 and trainer.state.num_input_tokens_seen == tokens
    bar = next(cb.bar for cb in trainer.callback_handler.callbacks if hasattr(cb, "bar"))
    shown = Console(file=io.StringIO(), width=200)
    shown.print(bar.make_tasks_table(bar.tasks))
    text = shown.file.getvalue()
    assert "3/3" in text and "loss " in text, text
    rate = float(re.search(r"([\d,]+) tokens/s", text).group(1).replace(",", ""))
    assert tokens / (clock.end - before) - 1 <= rate <= 1.05 * tokens / (clock.end - clock.begin) + 1, text


def test_the_loss_is_on_the_program_only(tiny, jackal, tmp_path):
    """The trainer's loss equals the model's own cross-entropy with every prompt label masked."""
    import torch
    rows = _rows(jackal, 2)
    trainer = build_trainer(rows, tiny, tmp_path, FinetuneConfig(rank=2, batch_size=2, grad_accum=1))
    tok = trainer.processing_class
    batch = next(iter(trainer.get_train_dataloader()))
    for i, row in enumerate(rows):
        prompt_len = len(tok(row["prompt"]).input_ids)
        full = len(tok(row["prompt"] + row["completion"]).input_ids) + 1  # + EOS
        trained = (batch["labels"][i] != -100).nonzero().squeeze(-1)
        assert trained.min() >= prompt_len - 1 and len(trained) >= full - prompt_len - 2
    model = trainer.model.eval()  # no dropout: both losses see the same network
    with torch.no_grad():
        ours = trainer.compute_loss(model, dict(batch))
        ref = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"], labels=batch["labels"]).loss
    assert ours.item() == pytest.approx(ref.item(), rel=1e-5)


def test_an_interrupted_run_resumes_from_its_checkpoint(tiny, jackal, tmp_path):
    steps = 12  # one epoch of batches of 1: killed at the first checkpoint (2), resumed for the other 10
    data = _write_rows(tmp_path / "rows.jsonl", _rows(jackal, steps))
    config = _config(tmp_path / "c.yaml", epochs=1, save_steps=2)
    run = tmp_path / "run"
    cmd = [sys.executable, "-m", "safe_codegen", "finetune", "--data", str(data), "--base", str(tiny), "--out",
           str(run), "--config", str(config)]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 240
        while last_checkpoint(run) is None and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGKILL)  # a crash, not a polite stop
    finally:
        proc.wait(timeout=30)
    killed_at = int(last_checkpoint(run).name.split("-")[1])
    assert not (run / "adapter").exists() and 2 <= killed_at < steps
    tokens_before = json.loads((last_checkpoint(run) / "trainer_state.json").read_text())["num_input_tokens_seen"]
    assert tokens_before > 0

    p = _finetune("--data", data, "--base", tiny, "--out", run, "--config", config)
    assert p.returncode == 0, p.stderr
    metrics = json.loads((run / "metrics.json").read_text())
    assert metrics["resumed_from_step"] == killed_at and metrics["global_step"] == steps
    assert metrics["steps_this_run"] == steps - metrics["resumed_from_step"]
    assert [e["step"] for e in metrics["log"]][-1] == steps
    epoch = metrics["examples"] * metrics["tokens_per_example"]["mean"]  # 1 epoch: each example once, unpadded
    assert metrics["tokens_per_s"] * metrics["wall_s"] == pytest.approx(epoch - tokens_before)  # this run's part

    other = _config(tmp_path / "other.yaml", epochs=1, save_steps=2, rank=2)
    p = _finetune("--data", data, "--base", tiny, "--out", run, "--config", other)
    assert p.returncode == 2 and "other settings" in p.stderr


def test_openai_export_is_valid_chat_jsonl(tmp_path, jackal):
    ds = tmp_path / "ds"
    ds.mkdir()
    chat = [{"messages": [{"role": "system", "content": "s"}, {"role": "user", "content": f"task {i}"},
                          {"role": "assistant", "content": "def f():\n    stop()\n"}]} for i in range(12)]
    _write_rows(ds / "train.jsonl", chat)
    out = tmp_path / "openai.jsonl"
    p = _finetune("--data", ds, "--export-openai", out)
    assert p.returncode == 0, p.stderr
    exported = chat_rows(out)
    assert exported == chat and all(chat_problem(r) is None for r in exported)
    from_pairs = chat_rows(_write_rows(tmp_path / "pairs.jsonl", _rows(jackal, 3)))
    assert [m["role"] for m in from_pairs[0]["messages"]] == ["user", "assistant"]

    assert "no assistant" in chat_problem({"messages": [{"role": "user", "content": "x"}]})
    assert "unknown role" in chat_problem({"messages": [{"role": "robot", "content": "x"}]})
    assert "unknown key" in chat_problem({"messages": [{"role": "user", "content": "x", "tokens": 3}]})
    assert "content must be text" in chat_problem({"messages": [{"role": "assistant", "content": 3}]})
    bad = _write_rows(tmp_path / "bad.jsonl", chat[:3] + [{"messages": [{"role": "user", "content": "x"}]}])
    p = _finetune("--data", bad, "--export-openai", tmp_path / "never.jsonl")
    assert p.returncode == 2 and f"{bad}:4: the example has no assistant message" in p.stderr
    assert not (tmp_path / "never.jsonl").exists()
    p = _finetune("--data", _write_rows(tmp_path / "few.jsonl", chat[:5]), "--export-openai", tmp_path / "few.out")
    assert p.returncode == 2 and "at least 10" in p.stderr


def test_bad_training_input_names_file_and_line(tmp_path, jackal):
    assert load_config(DEFAULT_CONFIG).target_modules == ["q_proj", "k_proj", "v_proj", "o_proj"]
    cfg = tmp_path / "c.yaml"
    cfg.write_text("rank: 8\nranks: 4\n")
    with pytest.raises(InputError, match=r"c.yaml:2: unknown setting 'ranks'"):
        load_config(cfg)
    cfg.write_text("rank: 8\nlearning_rate: fast\n")
    with pytest.raises(InputError, match=r"c.yaml:2: 'learning_rate' must be float"):
        load_config(cfg)
    cfg.write_text("epochs: 0\n")
    with pytest.raises(InputError, match=r"c.yaml:1: 'epochs' must be positive"):
        load_config(cfg)
    rows = tmp_path / "rows.jsonl"
    rows.write_text(json.dumps({"prompt": "p", "completion": "c"}) + "\n" + json.dumps({"messages": []}) + "\n")
    with pytest.raises(InputError, match=r"rows.jsonl:2: a row needs string fields .*give the dataset directory"):
        load_rows(rows)
    with pytest.raises(InputError, match="not a dataset directory"):
        load_rows(tmp_path)
    p = _finetune("--data", rows, "--base", tmp_path, "--out", tmp_path / "run")
    assert p.returncode == 2 and "no config.json" in p.stderr
