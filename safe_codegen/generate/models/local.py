"""The local backend: a Hugging Face causal LM directory (the bundled Gemma 3 270M by default),
optionally with a peft adapter. Sampling (decode.sample over tree_attention.TreeBackend) shares the
prompt's keys and values between the n sequences, each of which stops at the end of the function;
by default it is constrained by the static checks (constrain.program_check).
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass
from pathlib import Path

from safe_codegen.errors import InputError
from safe_codegen.generate.constrain import Check
from safe_codegen.generate.models.base import Completion, SampleConfig


@dataclass
class LocalModel:
    """A local causal LM; `path` None means the bundled model (converted on first use)."""

    path: Path | None = None
    adapter: Path | None = None
    threads: int | None = None
    code_vocab: bool = True  # sample only code tokens (see _code_ids); False: the whole vocabulary
    constrain: bool = True  # apply the check `sample` is given (--unconstrained: False)

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

    def sample(self, prompt: str, cfg: SampleConfig, check: Check | None = None) -> list[Completion]:
        """n completions of `prompt` (the prompt ends inside the function being written)."""
        return self.sample_many([(prompt, cfg, check)])[0]

    def sample_many(self, jobs: list[tuple[str, SampleConfig, Check | None]]) -> list[list[Completion]]:
        """Completions of several prompts, stepped together over tree-attention stores: each prompt is
        encoded once and each new token adds one key/value per layer; one model call a step serves every
        sequence of every prompt. With a check (and `constrain`), lines that can never verify are drawn
        again (decode)."""
        from safe_codegen.generate.decode import sample_many
        from safe_codegen.generate.models.tree_attention import TreeBackend, joint_logprobs

        return sample_many([(TreeBackend(self, prompt), cfg, check if self.constrain else None)
                            for prompt, cfg, check in jobs], joint=joint_logprobs)


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
