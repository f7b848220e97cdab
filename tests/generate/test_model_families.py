"""The local sampler on tiny random models of other families the pinned transformers supports, built here
with the tiny models' tokenizer (tests/tinymodel.py): Llama, Qwen2 and GPT-2 through tree attention; Bloom
(its own attention), GPT-OSS (attention sinks tree attention leaves out: caught by the check at load) and
Mamba (no attention) through the key/value-cache sampler. Greedy output equals transformers' own
`generate` token for token, the static checks still constrain sampling, and the fallback is said once."""

from __future__ import annotations

import subprocess
import sys

import pytest

from safe_codegen.errors import Unverifiable
from safe_codegen.generate.constrain import program_check
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.models.local import CACHE, TREE, LocalModel
from safe_codegen.generate.prompts import extract_code
from safe_codegen.utils.paths import ROOT
from safe_codegen.verify.program import parse_program

from ..tinymodel import tiny_tokenizer

# family -> (its config's class and sizes, the sampler LocalModel must choose for it)
FAMILIES = {
    "llama": ("LlamaConfig", dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                                  num_key_value_heads=2), TREE),
    "qwen2": ("Qwen2Config", dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                                  num_key_value_heads=2), TREE),
    "gpt2": ("GPT2Config", dict(n_embd=64, n_layer=2, n_head=4), TREE),
    "bloom": ("BloomConfig", dict(hidden_size=64, n_layer=2, n_head=4), CACHE),
    "gpt_oss": ("GptOssConfig", dict(hidden_size=64, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
                                     num_key_value_heads=2, head_dim=16, num_local_experts=2, num_experts_per_tok=1,
                                     sliding_window=16, layer_types=["sliding_attention", "full_attention"]), CACHE),
    "mamba": ("MambaConfig", dict(hidden_size=64, num_hidden_layers=2, state_size=8), CACHE),
}


@pytest.fixture(scope="module")
def families(tmp_path_factory) -> dict:
    """Each family's tiny model directory (random weights, seed 0; initializer range 0.2 so that greedy
    decoding does not repeat one token)."""
    import torch
    import transformers

    tok = tiny_tokenizer()
    out = {}
    for name, (config, sizes, _) in FAMILIES.items():
        cfg = getattr(transformers, config)(vocab_size=tok.vocab_size, pad_token_id=tok.pad_token_id,
                                            eos_token_id=tok.eos_token_id, bos_token_id=tok.bos_token_id,
                                            initializer_range=0.2, **sizes)
        torch.manual_seed(0)
        out[name] = tmp_path_factory.mktemp(name)
        transformers.AutoModelForCausalLM.from_config(cfg).save_pretrained(out[name])
        tok.save_pretrained(out[name])
    return out


def verifies_statically(body: str, robot) -> bool:
    try:
        parse_program(extract_code(body, "drive", primed=True), robot)
    except Unverifiable:
        return False
    return True


@pytest.mark.timeout(120)
@pytest.mark.parametrize("family", FAMILIES)
def test_greedy_sampling_equals_transformers_generate(family, families):
    model = LocalModel(families[family], code_vocab=False)
    assert model.sampler == FAMILIES[family][2]
    assert (model.note is None) == (model.sampler == TREE)
    prompt = "def f():\n    "
    ids = model.tokenizer(prompt, return_tensors="pt").input_ids
    ref = model.model.generate(ids, max_new_tokens=24, min_new_tokens=24, do_sample=False)[0, ids.shape[1]:]
    mine = model.sample(prompt, SampleConfig(n=2, temperature=0, max_new_tokens=24))
    assert mine[0] == mine[1] and mine[0].cut  # all 24 tokens drawn: the whole continuation is compared
    assert mine[0].text == model.tokenizer.decode(ref)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("family", ["qwen2", "bloom"])
def test_constrained_sampling_on_other_families(family, families, jackal):
    """Every program the constrained sampler finishes passes the static checks, and the check was at work
    (a random model's lines fail it)."""
    check = program_check(jackal, "drive")
    out = LocalModel(families[family]).sample("def drive():\n", SampleConfig(n=4, temperature=1.0, max_new_tokens=80,
                                                                             seed=5), check)
    assert len(out) == 4 and sum(c.rejected for c in out) > 0
    assert all(c.cut or c.dead_end or verifies_statically(c.text, jackal) for c in out)


@pytest.mark.timeout(120)
def test_the_key_value_cache_sampler_draws_what_tree_attention_draws(families, jackal):
    """On a model both serve (Llama), the fallback gives the same constrained samples, lines taken back and
    drawn again included: its caches are extended, copied and rebuilt correctly."""
    model = LocalModel(families["llama"])
    cfg = SampleConfig(n=6, temperature=1.0, max_new_tokens=40, seed=2)
    tree = model.sample("def drive():\n", cfg, program_check(jackal, "drive"))
    model.sampler = CACHE
    cache = model.sample("def drive():\n", cfg, program_check(jackal, "drive"))
    assert cache == tree and sum(c.rejected for c in tree) > 0


@pytest.mark.timeout(120)
def test_tree_attention_that_disagrees_with_the_model_is_not_used(families):
    """GPT-OSS goes through transformers' attention interface, but adds attention sinks our tree attention does
    not: the check at load sees its distributions differ and chooses the key/value cache."""
    model = LocalModel(families["gpt_oss"])
    assert model.sampler == CACHE and "differ from the model's forward pass" in model.note


@pytest.mark.timeout(300)
def test_generate_says_the_fallback_once(families, tmp_path):
    p = subprocess.run([sys.executable, "-m", "safe_codegen", "generate", "-r", "jackal", "--task", "turns left",
                        "--name", "turn_left", "-n", "2", "--model", str(families["bloom"]), "--max-tokens", "10",
                        "--no-goal", "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT, timeout=280)
    assert p.returncode in (1, 5), p.stderr
    assert p.stderr.count("note: BloomForCausalLM: tree attention does not serve this architecture") == 1
    assert (tmp_path / "report.json").exists()


@pytest.mark.timeout(120)
def test_the_key_value_cache_sampler_guides_steps_as_tree_attention_does(families, jackal):
    """Guided step comments (generate/steps.py) put tokens the model did not draw into a sequence: the cache sampler
    rebuilds the state of such a prefix and draws what tree attention draws."""
    from safe_codegen.generate.prompts import Task
    from safe_codegen.generate.steps import step_guide

    guide = step_guide(jackal, Task("back_out", "reverses at 0.4 m/s for 5 seconds then turns left 45 degrees in "
                                                "3 seconds, stopping for pedestrians."))
    model = LocalModel(families["llama"], constrain=False)
    job = ("def back_out():\n", SampleConfig(n=6, temperature=1.0, max_new_tokens=120, seed=4), None)
    tree = model.sample_many([job], [guide])
    model.sampler = CACHE
    cache = model.sample_many([job], [guide])
    assert cache == tree and all(c.text.startswith(guide.comments[0]) for c in tree[0])
    assert any(guide.comments[1] in c.text for c in tree[0]), [(c.cut, c.text[-80:]) for c in tree[0]]
