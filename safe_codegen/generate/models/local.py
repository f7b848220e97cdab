"""The local backend: a Hugging Face causal LM directory (the bundled Gemma 3 270M by default),
optionally with a peft adapter. Sampling is batched: the prompt's KV cache is computed once and
repeated for the n sequences, and each sequence stops at the end of the function.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import Completion, SampleConfig, function_finished


@dataclass
class LocalModel:
    """A local causal LM; `path` None means the bundled model (converted on first use)."""

    path: Path | None = None
    adapter: Path | None = None
    threads: int | None = None
    code_vocab: bool = True  # sample only code tokens (see _code_ids); False: the whole vocabulary

    def __post_init__(self) -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        from safe_codegen.generate.models.bundled import bundled_model_dir
        if self.threads:
            torch.set_num_threads(self.threads)
        if self.adapter is not None:
            self.adapter = adapter_dir(self.adapter)
        directory = self.path or (self.adapter and _adapter_base(self.adapter)) or bundled_model_dir()
        if not (Path(directory) / "config.json").exists():
            raise InputError(f"{directory}: not a Hugging Face model directory (no config.json)")
        self.tokenizer = AutoTokenizer.from_pretrained(str(directory))
        model = AutoModelForCausalLM.from_pretrained(str(directory), dtype=torch.float32)
        if self.adapter is not None:
            from peft import PeftModel
            with warnings.catch_warnings():  # peft still asks for transformers' old is_gradient_checkpointing
                warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing", category=FutureWarning)
                model = PeftModel.from_pretrained(model, str(self.adapter)).merge_and_unload()  # LoRA folded in: no extra matmuls a step
        self.model = model.eval()
        self.name = str(directory) + (f"+{self.adapter}" if self.adapter else "")
        self.vocab = _code_ids(self.tokenizer) if self.code_vocab else None
        if self.vocab is not None:
            _restrict_output_layer(self.model, self.vocab)

    def eos_ids(self) -> set[int]:
        """The token ids that end a sequence: the tokenizer's and the generation config's."""
        extra = getattr(self.model.generation_config, "eos_token_id", None)
        ids = {self.tokenizer.eos_token_id} | set(extra if isinstance(extra, list) else [extra])
        return {int(i) for i in ids if i is not None}

    def sample(self, prompt: str, cfg: SampleConfig) -> list[Completion]:
        """n completions of `prompt` (the prompt ends inside the function being written); one still
        inside the function after max_new_tokens is marked cut."""
        import torch

        torch.manual_seed(cfg.seed)
        tok = self.tokenizer
        ids = tok(prompt, return_tensors="pt").input_ids
        eos = self.eos_ids()
        texts = [""] * cfg.n
        done = [False] * cfg.n
        with torch.no_grad():
            out = self.model(input_ids=ids, use_cache=True)
            cache = out.cache
            cache.batch_repeat_interleave(cfg.n)  # the shared prompt is encoded once
            logits = out.logits[:, -1, :].repeat(cfg.n, 1)
            tokens: list[list[int]] = [[] for _ in range(cfg.n)]
            for _ in range(cfg.max_new_tokens):
                nxt = _choose(logits, cfg)
                if self.vocab is not None:
                    nxt = self.vocab[nxt]  # back from the restricted output layer to token ids
                for i, t in enumerate(nxt.tolist()):
                    if done[i]:
                        continue
                    if t in eos:
                        done[i] = True
                        continue
                    tokens[i].append(t)
                    piece = tok.decode(tokens[i][-1:])
                    if "\n" in piece:
                        texts[i] = tok.decode(tokens[i])
                        cut = function_finished(texts[i])
                        if cut is not None:
                            texts[i], done[i] = texts[i][:cut], True
                if all(done):
                    break
                out = self.model(input_ids=nxt[:, None], cache=cache, use_cache=True)
                cache = out.cache
                logits = out.logits[:, -1, :]
        return [Completion(texts[i] if done[i] and texts[i] else tok.decode(tokens[i]), cut=not done[i])
                for i in range(cfg.n)]


def adapter_dir(path: Path) -> Path:
    """A peft adapter directory, given it or a `finetune` run directory holding one in adapter/."""
    path = Path(path)
    for d in (path / "adapter", path):
        if (d / "adapter_config.json").exists():
            return d
    raise InputError(f"{path}: not a peft adapter or finetune run directory (no adapter_config.json)")


def _adapter_base(adapter: Path) -> Path | None:
    """The base model an adapter was trained on, when that directory is here."""
    base = json.loads((adapter / "adapter_config.json").read_text()).get("base_model_name_or_path")
    return Path(base) if base and (Path(base) / "config.json").exists() else None


def _code_ids(tokenizer):
    """Token ids of Python code: those in the tokenized programs, prompts and tasks under data/ and
    the packaged tasks, few-shot examples and scenarios, every single-character ASCII token (so any
    ASCII text stays writable) and the special tokens. For Gemma that is ~2% of its 262k rows; the output layer is half of each step."""
    import torch

    from safe_codegen.utils.paths import DATA, FEWSHOT, SCENARIOS, TASKS
    keep = set(tokenizer.all_special_ids)
    for path in sorted(p for folder in (DATA, TASKS, FEWSHOT, SCENARIOS) for p in folder.rglob("*")):
        if path.suffix in (".py", ".yaml", ".txt") and path.is_file():
            keep.update(tokenizer(path.read_text(encoding="utf-8", errors="replace")).input_ids)
    for ch in map(chr, range(9, 127)):
        ids = tokenizer(ch, add_special_tokens=False).input_ids
        if len(ids) == 1:
            keep.add(ids[0])
    return torch.tensor(sorted(keep))


def _restrict_output_layer(model, ids) -> None:
    """Replace the output layer by its rows for `ids` (sampling over them equals masking the rest)."""
    import torch

    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    head = base.get_output_embeddings()
    small = torch.nn.Linear(head.in_features, len(ids), bias=head.bias is not None)
    small.weight = torch.nn.Parameter(head.weight[ids].detach().clone(), requires_grad=False)
    if head.bias is not None:
        small.bias = torch.nn.Parameter(head.bias[ids].detach().clone(), requires_grad=False)
    base.set_output_embeddings(small)
    base.config.tie_word_embeddings = False


def _choose(logits, cfg: SampleConfig):
    import torch

    if cfg.temperature <= 0:
        return logits.argmax(-1)
    probs = torch.softmax(logits / cfg.temperature, dim=-1)
    if cfg.top_p < 1.0:
        sorted_p, order = probs.sort(-1, descending=True)
        keep = sorted_p.cumsum(-1) - sorted_p < cfg.top_p
        sorted_p = sorted_p * keep
        probs = torch.zeros_like(probs).scatter(-1, order, sorted_p)
    return torch.multinomial(probs / probs.sum(-1, keepdim=True), 1).squeeze(-1)
