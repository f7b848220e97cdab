"""The OpenAI backend: the `openai` package against the OpenAI API or any OpenAI-compatible server
(vLLM, Ollama, llama.cpp, `transformers serve`)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import Completion, SampleConfig


@dataclass
class OpenAIModel:
    """An OpenAI-compatible endpoint: chat completions, or plain completions for base models."""

    model: str
    base_url: str | None = None
    chat: bool = True

    def __post_init__(self) -> None:
        import openai

        key = os.environ.get("OPENAI_API_KEY")
        if self.base_url is None and not key:
            raise InputError("OPENAI_API_KEY is not set (or give --base-url for a local server)")
        self.client = openai.OpenAI(api_key=key or "none", base_url=self.base_url, max_retries=1, timeout=120)
        self.name = f"{self.base_url or 'openai'}:{self.model}"

    def sample(self, prompt: str | list[dict], cfg: SampleConfig) -> list[Completion]:
        """n completions; one the server ended for length (`finish_reason == "length"`) is marked cut."""
        import openai

        try:
            if self.chat:
                messages = prompt if isinstance(prompt, list) else [{"role": "user", "content": prompt}]
                chat = [self.client.chat.completions.create(
                    model=self.model, messages=messages, temperature=cfg.temperature, top_p=cfg.top_p,
                    max_tokens=cfg.max_new_tokens, seed=cfg.seed + i).choices[0] for i in range(cfg.n)]
                return [Completion(c.message.content or "", c.finish_reason == "length") for c in chat]
            plain = [self.client.completions.create(
                model=self.model, prompt=prompt, temperature=cfg.temperature, top_p=cfg.top_p,
                max_tokens=cfg.max_new_tokens, seed=cfg.seed + i).choices[0] for i in range(cfg.n)]
            return [Completion(c.text, c.finish_reason == "length") for c in plain]
        except openai.APIConnectionError:
            raise InputError(f"cannot reach the OpenAI-compatible server at {self.base_url or 'api.openai.com'}") from None
        except openai.AuthenticationError as exc:
            raise InputError(f"the server refused the API key: {exc.message}") from None
