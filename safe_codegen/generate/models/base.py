"""What every language-model backend shares: the sampling settings, the end of a generated
function, the `sample(prompt, config) -> completions` protocol, and choosing a backend by name.

One module per backend beside this one: `local` (a Hugging Face causal LM, the bundled Gemma 3
270M by default) and `openai` (the OpenAI API or any OpenAI-compatible server).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from safe_codegen.errors import InputError


@dataclass(frozen=True)
class SampleConfig:
    n: int = 8
    temperature: float = 0.8
    top_p: float = 0.95
    max_new_tokens: int = 400
    seed: int = 0


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
    """A backend: `name` for reports, `sample` for n completions of one prompt."""

    name: str

    def sample(self, prompt: str, cfg: SampleConfig) -> list[str]: ...


def load_model(llm: str, model: str | None = None, adapter: Path | None = None, base_url: str | None = None,
               completions: bool = False) -> Model:
    """The backend named by --llm: `local` (a model directory, default the bundled one, with an optional
    peft adapter) or `openai` (gpt-4o-mini by default; `base_url` for a compatible server)."""
    if llm == "local":
        from safe_codegen.generate.models.local import LocalModel
        return LocalModel(Path(model) if model else None, adapter)
    if llm == "openai":
        from safe_codegen.generate.models.openai import OpenAIModel
        return OpenAIModel(model or "gpt-4o-mini", base_url, chat=not completions)
    raise InputError(f"--llm must be 'local' or 'openai', not '{llm}'")
