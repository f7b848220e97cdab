"""Data-parallel fine-tuning (issue 26, item 3): `finetune` under torchrun, two CPU processes over gloo on
loopback, trains as one process does with the same data, seed and effective batch; rank 0 alone writes."""

import json
import os
import re
import socket
import subprocess
import sys
from contextlib import contextmanager

import pytest

from safe_codegen.errors import InputError
from safe_codegen.generate.prompts import base_prompt, few_shot
from safe_codegen.train.finetune import FinetuneConfig, finetune, load_config, per_process
from safe_codegen.utils.paths import ROOT

from .test_finetune import _config, _write_rows


def _worked_examples(robot, count: int) -> list[dict]:
    """The robot's worked examples as training pairs: programs that differ, so a step's loss depends on which
    examples it trains (identical rows would hide a different order or split)."""
    rows = []
    for task, code in few_shot(robot)[:count]:
        name = re.search(r"^def (\w+)\(\):\n", code, re.M).group(1)
        rows.append({"prompt": base_prompt(robot, task, shots=0), "completion": code.split(f"def {name}():\n", 1)[1]})
    assert len(rows) == count and len({r["completion"] for r in rows}) == count
    return rows


@contextmanager
def _one_thread():
    """Torch on one thread in this process, as in each torchrun process (OMP_NUM_THREADS=1): on this loaded
    2-core machine the tiny model's steps ran 9x slower on 2 threads."""
    import torch
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_effective_batch_is_split_over_processes():
    """grad_accum is divided first, then the batch; what cannot be split is an error, not a larger batch."""
    assert per_process(FinetuneConfig(batch_size=1, grad_accum=4), 1) == (1, 4)
    assert per_process(FinetuneConfig(batch_size=1, grad_accum=4), 2) == (1, 2)
    assert per_process(FinetuneConfig(batch_size=2, grad_accum=4), 8) == (1, 1)
    assert per_process(FinetuneConfig(batch_size=4, grad_accum=1), 2) == (2, 1)
    assert per_process(FinetuneConfig(batch_size=2, grad_accum=3), 2) == (1, 3)
    with pytest.raises(InputError, match=r"1 x 4 examples an optimizer step\) must be a multiple of the 8 processes"):
        per_process(FinetuneConfig(batch_size=1, grad_accum=4), 8)
    with pytest.raises(InputError, match="multiple of the 4 processes"):
        per_process(FinetuneConfig(batch_size=3, grad_accum=2), 4)


@pytest.mark.timeout(120)
def test_a_process_other_than_rank_0_trains_and_leaves_the_run_to_rank_0(tiny, jackal, tmp_path, monkeypatch):
    """The fast twin of the next test. RANK=1 in a one-process run stands for the second process of a launch
    (no process group is formed: the real two-process run is the slow test): `finetune` trains, prints nothing
    and writes neither config.yaml, nor the adapter, nor metrics.json; the same run as rank 0 writes them."""
    from typer.testing import CliRunner

    from safe_codegen.cli import app
    data = _write_rows(tmp_path / "rows.jsonl", _worked_examples(jackal, 2))
    config = _config(tmp_path / "c.yaml", epochs=1, save_steps=100, max_length=1024)
    args = ["finetune", "--data", str(data), "--base", str(tiny), "--config", str(config)]
    with _one_thread():
        monkeypatch.setenv("RANK", "1")
        second = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "second")])
        monkeypatch.setenv("RANK", "0")
        first = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "first")])
    assert second.exit_code == 0 and second.stdout == "", second.output
    assert not (tmp_path / "second").exists() or not any(
        (tmp_path / "second" / name).exists() for name in ("config.yaml", "adapter", "metrics.json"))
    assert first.exit_code == 0 and "2 examples, 2 steps" in first.stdout, first.output
    assert all((tmp_path / "first" / name).exists() for name in ("config.yaml", "adapter", "metrics.json"))


@pytest.mark.timeout(600)  # ~60 s idle (two torch processes start, 8 steps); runs in CI: the issue asks it run here
def test_two_processes_train_as_one_and_the_adapter_samples(tiny, jackal, tmp_path):
    """8 distinct examples, 2 epochs, 4 examples a step: 4 steps. One process accumulates 4 batches of 1; two
    processes (torchrun, gloo on 127.0.0.1) accumulate 2 each, and the sampler gives them the same 4 examples
    a step. With dropout 0 the only difference is the order of float32 sums (the gradient all-reduce): the
    losses differed by at most 7.8e-8 relative when measured, and must agree within 1e-5; another seed (its
    order and initialisation) moves them by 1e-3 relative (measured 9e-4 to 2.6e-3 over the 4 steps)."""
    import torch
    from safetensors.torch import load_file

    from safe_codegen.generate.models.base import SampleConfig
    from safe_codegen.generate.models.local import LocalModel
    rows = _worked_examples(jackal, 8)
    data = _write_rows(tmp_path / "rows.jsonl", rows)
    config = _config(tmp_path / "c.yaml", epochs=2, grad_accum=4, dropout=0.0, save_steps=100, max_length=1024)
    one_dir, two_dir = tmp_path / "one", tmp_path / "two"
    with _one_thread():
        one = finetune(data, tiny, one_dir, load_config(config))
    assert one["cut_at_max_length"] == 0
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_addr", "127.0.0.1",
           "--master_port", str(_free_port()), "-m", "safe_codegen", "finetune", "--data", str(data), "--base",
           str(tiny), "--out", str(two_dir), "--config", str(config)]
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=500,
                       env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert p.returncode == 0, p.stderr[-3000:]
    assert p.stdout.count("8 examples, 4 steps") == 1 and "on 2 processes" in p.stdout, p.stdout  # rank 0 prints
    two = json.loads((two_dir / "metrics.json").read_text())
    assert (one["processes"], one["per_process"]) == (1, {"batch_size": 1, "grad_accum": 4})
    assert (two["processes"], two["per_process"]) == (2, {"batch_size": 1, "grad_accum": 2})
    assert [e["step"] for e in one["log"]] == [e["step"] for e in two["log"]] == [1, 2, 3, 4]
    for a, b in zip(one["log"], two["log"]):
        assert b["loss"] == pytest.approx(a["loss"], rel=1e-5), (one["log"], two["log"])
    tokens = 2 * 8 * one["tokens_per_example"]["mean"]  # both processes' tokens are counted
    assert two["tokens_per_s"] * two["wall_s"] == pytest.approx(tokens)
    assert sorted(x.name for x in two_dir.iterdir()) == ["adapter", "checkpoints", "config.yaml", "metrics.json"]
    a, b = (load_file(str(d / "adapter" / "adapter_model.safetensors")) for d in (one_dir, two_dir))
    assert a.keys() == b.keys() and all(torch.allclose(a[k], b[k], rtol=1e-3, atol=1e-6) for k in a)

    adapted = LocalModel(None, two_dir)
    assert adapted.adapter == two_dir / "adapter"
    out = adapted.sample(rows[0]["prompt"], SampleConfig(n=1, temperature=0, max_new_tokens=8))
    assert len(out) == 1 and out[0].text
