"""The OpenAI backend: the `openai` package against the OpenAI API or any OpenAI-compatible server
(vLLM, Ollama, llama.cpp, `transformers serve`)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from safe_codegen.errors import InputError
from safe_codegen.generate import meter
from safe_codegen.generate.constrain import Check
from safe_codegen.generate.models.base import Completion, SampleConfig, function_finished


@dataclass
class OpenAIModel:
    """An OpenAI-compatible endpoint: chat completions, or plain completions for base models. The
    requests of all prompts asked together (every sample of every task in a batch of tasks) are in
    flight `concurrency` at a time (a batching server such as vLLM serves them together); sample i
    always carries seed + i, so results do not depend on the order they arrive in. Rate limits,
    time-outs and server errors are retried `retries` times with the client's exponential backoff."""

    model: str
    base_url: str | None = None
    chat: bool = True
    concurrency: int = 8
    retries: int = 4
    timeout: float = 600  # seconds a request may take: a 2-core llama.cpp server took 4 min for 4 at once
    extra_body: dict | None = None  # fields the server's API adds to each request (grammar.server_fields)

    def __post_init__(self) -> None:
        import openai

        if self.concurrency < 1:
            raise InputError("--concurrency must be at least 1")
        key = os.environ.get("OPENAI_API_KEY")
        if self.base_url is None and not key:
            raise InputError("OPENAI_API_KEY is not set (or give --base-url for a local server)")
        self.client = openai.OpenAI(api_key=key or "none", base_url=self.base_url, max_retries=self.retries,
                                    timeout=self.timeout)
        self.name = f"{self.base_url or 'openai'}:{self.model}"

    def _one(self, prompt: str | list[dict], cfg: SampleConfig, i: int) -> Completion:
        """Sample i (seed + i). A completion is cut where its function ends (its first top-level line), like the
        local sampler's; cut off when the server ended it for length (`finish_reason == "length"`) before that."""
        common = dict(model=self.model, temperature=cfg.temperature, top_p=cfg.top_p, max_tokens=cfg.max_new_tokens,
                      seed=cfg.seed + i, extra_body=self.extra_body)
        if self.chat:
            messages = prompt if isinstance(prompt, list) else [{"role": "user", "content": prompt}]
            answer = self.client.chat.completions.create(messages=messages, **common)
            c = answer.choices[0]
            done = Completion(c.message.content or "", c.finish_reason == "length")
        else:
            answer = self.client.completions.create(prompt=prompt, **common)
            c = answer.choices[0]
            end = function_finished(c.text)  # the prompt ends inside `def NAME():`, as the local sampler's
            done = Completion(c.text[:end]) if end is not None else Completion(c.text, c.finish_reason == "length")
        usage = getattr(answer, "usage", None)
        meter.tokens(getattr(usage, "completion_tokens", None) or 0)
        meter.finished(1)
        return done

    def sample(self, prompt: str | list[dict], cfg: SampleConfig, check: Check | None = None) -> list[Completion]:
        """n completions, in the order of their seeds. `check` is ignored: the server decodes, and no
        OpenAI-compatible API takes a Python-level constraint; a grammar goes in `extra_body` (docs/generation.md)."""
        return self.sample_many([(prompt, cfg, check)])[0]

    def sample_many(self, jobs: list[tuple[str | list[dict], SampleConfig, Check | None]]) -> list[list[Completion]]:
        """Every request of every job in flight `concurrency` at a time; per job, its n completions in
        the order of their seeds."""
        from concurrent.futures import ThreadPoolExecutor

        import openai

        requests = [(prompt, cfg, i) for prompt, cfg, _ in jobs for i in range(cfg.n)]
        meter.started(len(requests))
        try:
            with ThreadPoolExecutor(max(1, min(self.concurrency, len(requests)))) as pool:
                done = iter(pool.map(lambda r: self._one(*r), requests))
                return [[next(done) for _ in range(cfg.n)] for _, cfg, _ in jobs]
        except openai.APIConnectionError:
            raise InputError(f"cannot reach the OpenAI-compatible server at {self.base_url or 'api.openai.com'}") from None
        except openai.AuthenticationError as exc:
            raise InputError(f"the server refused the API key: {exc.message}") from None
        except openai.RateLimitError as exc:
            raise InputError(f"the server's rate limit held through {self.retries} retries with backoff "
                             f"({exc.message}); lower --concurrency") from None
