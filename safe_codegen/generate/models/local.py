"""The local backend: a Hugging Face causal LM directory (the bundled Gemma 3 270M by default),
optionally with a peft adapter. Sampling (decode.sample over tree_attention.TreeBackend) shares the
prompt's keys and values between the n sequences, each of which stops at the end of the function;
by default it is constrained by the static checks (constrain.program_check). An architecture tree
attention does not serve (checked at load against the model's own forward pass) is sampled over
kv_cache.CacheBackend instead, with the same checks.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

import numpy as np

from safe_codegen.errors import InputError
from safe_codegen.generate.constrain import Check
from safe_codegen.generate.models.base import Backend, Completion, SampleConfig

TREE, CACHE = "tree attention", "key/value cache"  # the two samplers (LocalModel.sampler)
PROBE = "def f():\n    x = 1\n"  # the prompt a sampler is checked on at load
PROBE_TOLERANCE = 1e-3  # float32 rounding: 4e-5 on the bundled model; GPT-OSS's ignored attention sinks: 0.03


@dataclass
class LocalModel:
    """A local causal LM; `path` None means the bundled model (converted on first use)."""

    path: Path | None = None
    adapter: Path | None = None
    threads: int | None = None
    code_vocab: bool = True  # sample only code tokens (see _code_ids); False: the whole vocabulary
    constrain: bool = True  # apply the check `sample` is given (--unconstrained: False)
    guide_steps: bool = True  # write the step comments of a step guide (generate/steps.py; --free-steps: False)

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
        head = _base(model).get_output_embeddings()
        self.full_head = (head.weight, head.bias)  # the whole output layer, to restrict again per prompt
        self.code_ids = _code_ids(self.tokenizer, head.weight.shape[0]) if self.code_vocab else None
        self.vocab = None
        self.fit_vocab([])
        self.sampler, self.note = _choose_sampler(self)

    def fit_vocab(self, prompts: list[str]) -> None:
        """Restrict the output layer to the code tokens and the prompts' own tokens: a task's words (a room, a
        message, a thing it names) must be writable as the model spells them, not only letter by letter."""
        if self.code_ids is None:
            return
        import torch
        rows = self.full_head[0].shape[0]
        words = {i for p in prompts for i in self.tokenizer(p).input_ids if i < rows}
        wanted = torch.tensor(sorted(self.code_ids | words))
        if self.vocab is None or not torch.equal(wanted, self.vocab):
            self.vocab = wanted
            _restrict_output_layer(self.model, wanted, self.full_head)

    def token_ids(self, rows: tuple[int, ...]) -> list[int]:
        """The token ids of output rows (the code vocabulary's rows when the output layer is restricted)."""
        return self.vocab[list(rows)].tolist() if self.vocab is not None else list(rows)

    def encode_rows(self, text: str) -> tuple[int, ...]:
        """The output rows of `text`'s tokens (a token outside the restricted vocabulary: an InputError; fit_vocab
        takes the texts it must write)."""
        ids = self.tokenizer(text, add_special_tokens=False).input_ids
        if self.vocab is None:
            return tuple(ids)
        row = {t: i for i, t in enumerate(self.vocab.tolist())}
        missing = [i for i in ids if i not in row]
        if missing:
            raise InputError(f"cannot write {text.strip()!r}: token(s) {missing} are outside the sampled vocabulary")
        return tuple(row[i] for i in ids)

    def decode_rows(self, rows: tuple[int, ...]) -> str:
        """The text of a continuation given as output rows."""
        return self.tokenizer.decode(self.token_ids(rows))

    def eos_rows(self) -> set[int]:
        """The output rows of the tokens that end a sequence."""
        eos = self.eos_ids()
        if self.vocab is None:
            return eos
        return {i for i, t in enumerate(self.vocab.tolist()) if t in eos}

    def eos_ids(self) -> set[int]:
        """The token ids that end a sequence: the tokenizer's and the generation config's."""
        extra = getattr(self.model.generation_config, "eos_token_id", None)
        ids = {self.tokenizer.eos_token_id} | set(extra if isinstance(extra, list) else [extra])
        return {int(i) for i in ids if i is not None}

    def sample(self, prompt: str, cfg: SampleConfig, check: Check | None = None) -> list[Completion]:
        """n completions of `prompt` (the prompt ends inside the function being written)."""
        return self.sample_many([(prompt, cfg, check)])[0]

    def backend(self, prompt: str) -> Backend:
        """The next-token backend of one prompt for this model's sampler, over its code tokens and the prompt's."""
        self.fit_vocab([prompt])
        return self._backend(prompt)

    def _backend(self, prompt: str) -> Backend:
        from safe_codegen.generate.models.kv_cache import CacheBackend
        from safe_codegen.generate.models.tree_attention import TreeBackend

        return (TreeBackend if self.sampler == TREE else CacheBackend)(self, prompt)

    def sample_many(self, jobs: list[tuple[str, SampleConfig, Check | None]], guides: list | None = None
                    ) -> list[list[Completion]]:
        """Completions of several prompts, stepped together over tree-attention stores: each prompt is
        encoded once and each new token adds one key/value per layer; one model call a step serves every
        sequence of every prompt (with the key/value-cache sampler, one call per sequence). With a check
        (and `constrain`), lines that can never verify are drawn again (decode). With a step guide per job (and
        `guide_steps`), the prompt ends with its first step comment, which starts each completion, and the
        sampler writes the others (decode)."""
        from safe_codegen.generate.decode import sample_many
        from safe_codegen.generate.models.tree_attention import joint_logprobs

        guides = guides if guides is not None and self.guide_steps else [None] * len(jobs)
        heads = [g.comments[0] if g is not None and g.comments else "" for g in guides]
        prompts = [prompt + head for (prompt, _, _), head in zip(jobs, heads)]
        # one output layer for every prompt stepped together, holding the tokens of all a guide writes
        self.fit_vocab(prompts + [c for g in guides if g is not None for c in g.writes()])
        done = sample_many([(self._backend(prompt), cfg, _headed(check, head) if self.constrain else None)
                            for prompt, (_, cfg, check), head in zip(prompts, jobs, heads)],
                           joint=joint_logprobs if self.sampler == TREE else None, guides=guides)
        return [[replace(c, text=head + c.text) for c in mine] for mine, head in zip(done, heads)]


def _headed(check: Check | None, head: str) -> Check | None:
    """`check` of a completion that follows `head` (a guide's first lines, in the prompt): of the two together, as
    the program will be (a search's first lines, `linear = 0.0` ..., define names the completion reads)."""
    if check is None or not head:
        return check
    return lambda text, final: check(head + text, final)


def _choose_sampler(model: LocalModel) -> tuple[str, str | None]:
    """Tree attention where it gives the model's own next-token distributions on a probe, else a key/value
    cache per sequence, with the note saying so (an InputError when neither does)."""
    from safe_codegen.generate.models.kv_cache import CacheBackend
    from safe_codegen.generate.models.tree_attention import TreeBackend, unsupported

    arch = type(_base(model.model)).__name__
    why = unsupported(_base(model.model)) or _disagreement(model, TreeBackend)
    if why is None:
        return TREE, None
    fallback = _disagreement(model, CacheBackend)
    if fallback is not None:
        raise InputError(f"{model.name}: cannot sample from {arch}: tree attention: {why}; key/value cache: {fallback}")
    return CACHE, f"{arch}: tree attention does not serve this architecture ({why}); sampling with a key/value " \
                  f"cache per sequence (the same checks, one model call per sequence a step: slower)"


def _disagreement(model: LocalModel, make: Callable[[LocalModel, str], Backend]) -> str | None:
    """Why a backend does not give the model's own next-token distributions on PROBE (None: it does): its
    log-probabilities after the prompt, two siblings and three depth-2 continuations against plain forward
    passes over the whole text."""
    import torch

    try:
        backend = make(model, PROBE)
        first = backend.logprobs([()])[0]
        a, b = (int(t) for t in np.argsort(-first)[:2])
        ids = model.tokenizer(PROBE, return_tensors="pt").input_ids
        for prefixes in ([()], [(a,), (b,)], [(a, b), (b, a), (a, a)]):
            whole = torch.cat([ids.expand(len(prefixes), -1), torch.tensor([model.token_ids(p) for p in prefixes],
                                                                            dtype=ids.dtype).view(len(prefixes), -1)], 1)
            with torch.no_grad():
                direct = torch.log_softmax(model.model(input_ids=whole).logits[:, -1].double(), -1).numpy()
            gap = float(np.abs(backend.logprobs(prefixes) - direct).max())
            if not gap < PROBE_TOLERANCE:
                return f"its log-probabilities differ from the model's forward pass by {gap:.2g}"
    except Exception as exc:  # whatever fails on this architecture, the path cannot serve it
        return f"{type(exc).__name__}: {exc}"
    return None


def _base(model):
    """The transformers model under a peft wrapper."""
    return model.get_base_model() if hasattr(model, "get_base_model") else model


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


def _code_ids(tokenizer, rows: int) -> frozenset[int]:
    """Token ids of Python code: those in the tokenized programs, prompts and tasks under data/ and
    the packaged tasks, few-shot examples and scenarios, every single-character ASCII token (so any
    ASCII text stays writable) and the special tokens; only those the model's `rows` output rows can
    give (a tokenizer may add tokens the model never writes). For Gemma that is ~2% of its 262k rows;
    the output layer is half of each step."""
    from safe_codegen.utils.paths import DATA, FEWSHOT, SCENARIOS, TASKS
    keep = set(tokenizer.all_special_ids)
    for path in sorted(p for folder in (DATA, TASKS, FEWSHOT, SCENARIOS) for p in folder.rglob("*")):
        if path.suffix in (".py", ".yaml", ".txt") and path.is_file():
            keep.update(tokenizer(path.read_text(encoding="utf-8", errors="replace")).input_ids)
    for ch in map(chr, range(9, 127)):
        ids = tokenizer(ch, add_special_tokens=False).input_ids
        if len(ids) == 1:
            keep.add(ids[0])
    return frozenset(i for i in keep if i < rows)


def _restrict_output_layer(model, ids, full_head) -> None:
    """Replace the output layer by the rows `ids` of the whole one, `full_head` (weight, bias): sampling over them
    equals masking the rest."""
    import torch

    base = _base(model)
    weight, bias = full_head
    small = torch.nn.Linear(weight.shape[1], len(ids), bias=bias is not None)
    small.weight = torch.nn.Parameter(weight[ids].detach().clone(), requires_grad=False)
    if bias is not None:
        small.bias = torch.nn.Parameter(bias[ids].detach().clone(), requires_grad=False)
    base.set_output_embeddings(small)
    base.config.tie_word_embeddings = False
