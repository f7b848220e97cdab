"""Certification plumbing on the tiny Gemma3 model: tree attention and a verified extraction."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from safe_codegen.certify.certifier import check_tree, extract_task, intervals, verifier_oracle
from safe_codegen.certify.storm import check_reachability
from safe_codegen.certify.dtmc import check_mass, eventually
from safe_codegen.certify.extract import ExtractConfig, to_dtmc
from safe_codegen.generate.models.local import LocalModel
from safe_codegen.utils.paths import DATA
from safe_codegen.generate.prompts import Task
from safe_codegen.spec import robot_specs
from safe_codegen.generate.models.tree_attention import TreeBackend


def _direct(model: LocalModel, prompt: str, tokens) -> np.ndarray:
    ids = model.tokenizer(prompt, return_tensors="pt").input_ids
    cont = torch.tensor([[int(model.vocab[t]) for t in tokens]], dtype=ids.dtype)
    with torch.no_grad():
        logits = model.model(input_ids=torch.cat([ids, cont], 1)).logits[0, -1].double()
    return torch.log_softmax(logits, -1).numpy()


def test_tree_attention_matches_full_forward_passes(tiny):
    """Every state's distribution equals a plain forward pass over prompt + prefix, also for
    prefixes reaching past the sliding window (128 tokens in the tiny model; the prompt alone
    is longer), siblings and cousins in one batch, and ancestors never asked for."""
    model = LocalModel(tiny)
    prompt = (DATA / "examples/jackal/turn_right_90_degrees_1.py").read_text()[:600]
    backend = TreeBackend(model, prompt, capacity=4)  # small: the store must grow
    assert backend.prompt_len > 128
    rng = np.random.default_rng(0)
    vocab = len(backend.prompt_logp)
    deep = tuple(int(t) for t in rng.integers(0, vocab, size=150))
    first = backend.logprobs([()])[0]
    a, b = (int(t) for t in np.argsort(-first)[:2])
    batches = [[(a,), (b,)], [(b, a), (a, b), (a, a)], [deep[:140] + (a,), deep, deep[:60] + (b,), (a, b, b)]]
    for prefixes in batches:
        got = backend.logprobs(prefixes)
        for p, row in zip(prefixes, got):
            assert np.allclose(row, _direct(model, prompt, p), atol=1e-5), len(p)
    assert np.allclose(first, _direct(model, prompt, ()), atol=1e-5)
    assert backend.count == 2 + 149 + 1  # two levels; the deep path's 149 missing ancestors, a depth a call; the batch


def test_tree_attention_through_a_lora_adapter(tiny, tmp_path):
    """certify --adapter: the attention switch reaches the base model under peft's wrapper, and
    the adapter's q/v deltas are in the tree's keys and values."""
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    lora = get_peft_model(AutoModelForCausalLM.from_pretrained(str(tiny)),
                          LoraConfig(r=4, target_modules=["q_proj", "v_proj"], init_lora_weights=False))
    lora.save_pretrained(tmp_path / "adapter")
    model = LocalModel(tiny, tmp_path / "adapter")
    prompt = "def turn():\n"
    backend = TreeBackend(model, prompt)
    prefixes = [(3,), (3, 7), (3, 7, 11)]
    got = backend.logprobs(prefixes)
    for p, row in zip(prefixes, got):
        assert np.allclose(row, _direct(model, prompt, p), atol=1e-5)
    plain = TreeBackend(LocalModel(tiny), prompt).logprobs(prefixes[-1:])[0]
    assert not np.allclose(plain, got[-1], atol=1e-3)


def test_tiny_model_extraction_is_verified_and_conserves_mass(tiny, jackal, pool, tmp_path):
    model = LocalModel(tiny)
    specs = robot_specs(jackal, ["phi1"])
    cfg = ExtractConfig(temperature=0.02, tau=0.01, rho=1e-3, max_depth=6, batch=4)  # sharpen random weights
    tree, *_ = extract_task(model, jackal, specs, Task("go", "drives forward."), cfg, pool)
    d = to_dtmc(tree)
    mass = check_mass(d)
    assert mass["truncated"] > 0  # random weights never finish a function in 6 tokens
    probs = check_tree(tree, tmp_path / "tiny.pm", storm=True)  # raises if Storm disagrees
    storm = check_reachability(tmp_path / "tiny.tra", tmp_path / "tiny.lab", list(probs))
    for lab in ("low_prob", "truncated", "invalid", "sat_phi1"):
        assert probs[lab] == eventually(d, lab) and math.isclose(storm[lab], probs[lab], abs_tol=1e-6)
    iv = intervals(probs, ["phi1"])["phi1"]
    assert 0 <= iv["lower"] <= iv["upper"] <= 1
    assert math.isclose(iv["upper"] - iv["lower"], min(1 - iv["lower"], mass["low_prob"] + mass["truncated"]),
                        abs_tol=1e-6)
    assert tree.expanded > 1 and tree.model_calls >= 2


def test_verifier_oracle_labels_programs_per_spec(jackal, pool):
    oracle = verifier_oracle(jackal, robot_specs(jackal, ["phi1"]), pool)
    safe = ("def f():\n    while True:\n        if pedestrian_observed():\n            stop()\n        else:\n"
            "            velocity_publisher(1, 0)\n")
    unsafe = "def f():\n    if pedestrian_observed():\n        stop()\n    velocity_publisher(1, 0)\n"
    got = oracle([safe, unsafe, "def f():\n    os.system('x')\n"])
    assert [g["verdict"] for g in got] == ["safe", "unsafe", "unverifiable"]
    assert got[0]["holds"] == {"phi1": True} and got[1]["holds"] == {"phi1": False}


def test_certify_cli_writes_intervals_coverage_and_prism(tiny, tmp_path):
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "cert"
    base = [sys.executable, "-m", "safe_codegen", "certify", "-r", "jackal", "--tasks", "jackal-test",
            "--task", "turn_left_100_degrees", "-s", "phi1", "--model", str(tiny), "--out", str(out)]
    p = subprocess.run(base + ["--temperature", "0.02", "--tau", "0.01", "--rho", "0.001", "--max-depth", "5",
                               "--refine", "1", "--refine-k", "2", "--epsilon", "0"],
                       capture_output=True, text=True, cwd=root, timeout=300)
    assert p.returncode == 0, p.stderr
    report = json.loads((out / "certify.json").read_text())
    (run,) = report["runs"]
    assert [r["round"] for r in run["rounds"]] == [0, 1]
    iv = run["final"]["phi1"]
    assert 0 <= iv["lower"] <= iv["upper"] <= 1
    assert sum(run["rounds"][-1]["outcomes"].values()) == __import__("pytest").approx(1, abs=1e-9)
    assert (out / "turn_left_100_degrees" / "T0.02" / "round1.pm").read_text().startswith("dtmc")
    assert (out / "coverage.png").read_bytes()[:4] == b"\x89PNG"
    assert "phi1" in report["envelope"]["0.02"] and "statement" in report["envelope"]["0.02"]["phi1"]
    assert report["checkers"] == ["backward induction", "storm (agreed within 1e-06)"]  # stormpy is installed here
    assert "probabilities by backward induction and storm (agreed within 1e-06)" in p.stdout.splitlines()
    bad = subprocess.run(base + ["--tau", "2"], capture_output=True, text=True, cwd=root, timeout=120)
    assert bad.returncode == 2 and bad.stderr.startswith("error: ") and len(bad.stderr.strip().splitlines()) == 1
    missing = subprocess.run(base + ["--task", "nope"], capture_output=True, text=True, cwd=root, timeout=120)
    assert missing.returncode == 2 and "jackal-test.yaml:1: no task named nope" in missing.stderr


def test_tiny_model_constrained_extraction_checks_with_storm(tiny, jackal, pool, tmp_path):
    """certify --constrained on the real path: the static checks judge, the conditioned chain is
    stochastic, and Storm agrees with backward induction on it."""
    model = LocalModel(tiny)
    specs = robot_specs(jackal, ["phi1"])
    cfg = ExtractConfig(temperature=1.0, tau=0.02, rho=1e-3, max_depth=8, batch=16)
    tree, *_ = extract_task(model, jackal, specs, Task("go", "drives forward."), cfg, pool, constrained=True)
    assert tree.constrained
    d = to_dtmc(tree)
    mass = check_mass(d)
    probs = check_tree(tree, tmp_path / "constrained.pm", storm=True)
    storm = check_reachability(tmp_path / "constrained.tra", tmp_path / "constrained.lab", list(probs))
    for lab in ("low_prob", "truncated", "invalid"):
        assert probs[lab] == eventually(d, lab) and math.isclose(storm[lab], probs[lab], abs_tol=1e-6)
    assert abs(sum(mass.values()) - 1) < 1e-9  # (the toy test checks the line-by-line chain's values)


@pytest.mark.timeout(300)
def test_certify_without_the_certify_extra_checks_by_backward_induction(tiny, tmp_path):
    """Where stormpy cannot be imported (the certify extra missing), certify's default runs the induction
    alone and says so; --no-storm does the same where it is installed."""
    import json
    import os
    import subprocess
    import sys

    from ..cli.test_extras import without

    args = [sys.executable, "-m", "safe_codegen", "certify", "-r", "jackal", "--tasks", "jackal-test", "--task",
            "turn_left_100_degrees", "-s", "phi1", "--model", str(tiny), "--temperature", "0.02", "--max-depth", "3"]
    for flags, env in (([], without(tmp_path / "blocker", ["stormpy"])), (["--no-storm"], {})):
        out = tmp_path / f"cert{len(flags)}"
        p = subprocess.run(args + ["--out", str(out), *flags], capture_output=True, text=True, timeout=280,
                           env={**os.environ, **env})
        assert p.returncode == 0, p.stderr
        assert json.loads((out / "certify.json").read_text())["checkers"] == ["backward induction"]
        assert "probabilities by backward induction" in p.stdout.splitlines()
