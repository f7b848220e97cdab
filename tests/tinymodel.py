"""A tiny causal LM for tests (stands in for Gemma 3 270M: same classes, same code paths).

A byte-level BPE tokenizer trained on the example programs (vocab 512) and a 2-layer
Gemma3ForCausalLM with hidden size 64; random weights, so it checks plumbing, not learning."""

from __future__ import annotations

from pathlib import Path

from safe_codegen.utils.paths import DATA


def tiny_tokenizer():
    """The byte-level BPE tokenizer (vocab 512) of every tiny model, trained on the example programs."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    texts = [p.read_text() for p in sorted(DATA.rglob("*.py"))][:60]
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    tok.train_from_iterator(texts, trainers.BpeTrainer(vocab_size=512, special_tokens=["<pad>", "<eos>", "<bos>"],
                                                      initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    return PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", eos_token="<eos>", bos_token="<bos>")


def build_tiny_model(out: Path, seed: int = 0) -> Path:
    import torch
    from transformers import Gemma3ForCausalLM, Gemma3TextConfig

    fast = tiny_tokenizer()
    torch.manual_seed(seed)
    cfg = Gemma3TextConfig(vocab_size=fast.vocab_size, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                           num_attention_heads=2, num_key_value_heads=1, head_dim=32, max_position_embeddings=2048,
                           layer_types=["sliding_attention", "full_attention"], sliding_window=128,
                           pad_token_id=fast.pad_token_id, eos_token_id=fast.eos_token_id,
                           bos_token_id=fast.bos_token_id)
    model = Gemma3ForCausalLM(cfg)
    model.save_pretrained(out)
    fast.save_pretrained(out)
    return out
