"""What every language-model backend shares: the sampling settings, the end of a generated
function, the `sample(prompt, config, check) -> completions` protocol, the next-token `Backend`
protocol the local sampler and `certify` extraction share, and which adapter the local model uses.

One module per backend beside this one: `local` (a Hugging Face causal LM, the bundled Gemma 3
270M by default) and `openai` (the OpenAI API or any OpenAI-compatible server); the package
(`models/__init__.py`) chooses one by name (`load_model`), above them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol


if TYPE_CHECKING:
    import numpy as np

    from safe_codegen.generate.constrain import Check


@dataclass(frozen=True)
class SampleConfig:
    """How to sample. T = 0.3: at 0.8 the bundled model wrote 0.40 unverifiable programs on the jackal
    test tasks, at 0.3 with its adapter 0.03 (docs/finetuning.md)."""

    n: int = 8
    temperature: float = 0.3
    top_p: float = 0.95
    max_new_tokens: int = 400
    seed: int = 0


@dataclass(frozen=True)
class Completion:
    """One sampled completion. `cut`: the token budget (max_new_tokens) ended it before the function
    ended; such a text is not the program the model wrote, and is never verified. `dead_end`: the
    constrained sampler spent its resampling budget on a line (why the last draw failed); the text
    is the accepted part, never verified. `rejected`: lines the constraint took back."""

    text: str
    cut: bool = False
    dead_end: str | None = None
    rejected: int = 0


def function_finished(text: str) -> int | None:
    """Where a completion that starts inside a function body stops being that function: the
    offset of the first non-empty line that is not indented, or None while it goes on."""
    offset = 0
    lines = text.split("\n")
    for i, line in enumerate(lines[:-1]):  # the last line may still be growing
        if i > 0 and line.strip() and not line[0].isspace():
            return offset
        offset += len(line) + 1
    return None


class Model(Protocol):
    """A backend: `name` for reports, `sample` for n completions of one prompt. `check`
    (constrain.program_check) is the constraint a backend that decodes locally applies while
    sampling; a remote one cannot, and ignores it."""

    name: str

    def sample(self, prompt: str, cfg: SampleConfig, check: Check | None = None) -> list[Completion]: ...


def sample_all(model: Model, jobs: list[tuple[str, SampleConfig, Check | None]],
               guides: list | None = None) -> list[list[Completion]]:
    """Completions for several (prompt, config, check) jobs: together where the backend can
    (`sample_many`: the local model steps them in one batch, the OpenAI backend keeps them all in
    flight), else one after another. `guides`: a step guide (generate/steps.py) or None per job, for a model
    that takes them (`guide_steps`: the local one); a completion then starts with the guide's first comment."""
    if guides is not None and any(guides) and getattr(model, "guide_steps", False):
        return model.sample_many(jobs, guides)
    many = getattr(model, "sample_many", None)
    return many(jobs) if many is not None else [model.sample(*job) for job in jobs]


class Backend(Protocol):
    """A next-token distribution over token indices 0..V-1 at temperature 1, for many continuations
    of one prompt (tree_attention.TreeBackend for a local model; a table in the tests)."""

    eos: set[int]

    def logprobs(self, prefixes: list[tuple[int, ...]]) -> np.ndarray:
        """Log-probabilities [len(prefixes), V] of the token after each prefix of the
        continuation. A prefix's parent was usually in an earlier call."""

    def decode(self, tokens: tuple[int, ...]) -> str:
        """The continuation's text."""

    def encode(self, text: str) -> tuple[int, ...]:
        """Tokens that continue with `text` (a step guide's comment; generate/steps.py)."""


NO_ADAPTER = Path("none")  # --adapter none: the bundled model without its default adapter


def default_adapter() -> Path:
    """The adapter the bundled model is used with unless told otherwise (resources/adapter/README.md)."""
    from importlib.resources import files
    return Path(str(files("safe_codegen.resources") / "adapter"))


def local_adapter(model: str | None, adapter: Path | None) -> Path | None:
    """The adapter the local backend uses: the one given; none for NO_ADAPTER; for the bundled model
    (no `model`) its default adapter; for another model directory none."""
    if adapter == NO_ADAPTER:
        return None
    return adapter if adapter is not None or model else default_adapter()
