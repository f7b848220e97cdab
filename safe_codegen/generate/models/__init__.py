"""Language-model backends behind one call, `sample(prompt, config)`: what they share (`base`), one
module per backend (`local`, `openai`), and here, above them, `load_model` choosing one by name."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from safe_codegen.errors import InputError
from safe_codegen.utils.lazy import exports

if TYPE_CHECKING:
    from safe_codegen.generate.models.base import Model

__getattr__, __dir__ = exports(__name__, {
    "SampleConfig": "base",
    "LocalModel": "local",
    "OpenAIModel": "openai",
})


def load_model(llm: str, model: str | None = None, adapter: Path | None = None, base_url: str | None = None,
               completions: bool = False, concurrency: int = 8, constrain: bool = True, guide_steps: bool = True
               ) -> Model:
    """The backend named by --llm: `local` (a model directory, default the bundled one, with the adapter
    of `base.local_adapter`; `constrain`: decoding applies the static checks; `guide_steps`: it writes the step
    comments a task's words give, generate/steps.py) or `openai` (gpt-4o-mini by default; `base_url` for a
    compatible server)."""
    if llm == "local":
        from safe_codegen.generate.models.base import local_adapter
        from safe_codegen.generate.models.local import LocalModel
        return LocalModel(Path(model) if model else None, local_adapter(model, adapter), constrain=constrain,
                          guide_steps=guide_steps)
    if llm == "openai":
        from safe_codegen.generate.models.openai import OpenAIModel
        return OpenAIModel(model or "gpt-4o-mini", base_url, chat=not completions, concurrency=concurrency)
    raise InputError(f"--llm must be 'local' or 'openai', not '{llm}'")
