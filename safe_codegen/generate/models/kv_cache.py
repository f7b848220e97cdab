"""Next-token distributions of a local model over many continuations of one prompt with a plain
key/value cache per continuation: the sampler for architectures tree attention does not serve
(LocalModel chooses it at load; docs/generation.md).

The prompt is encoded once. A continuation that extends one of the last call's by a token runs that
token on its cache (a copy when two continuations extend the same one); any other (a line taken back)
is encoded again from a copy of the prompt's cache. One model call per continuation a step, where tree
attention makes one call for all: slower, the same distributions."""

from __future__ import annotations

import copy
from collections import Counter

import numpy as np
import torch

from safe_codegen.generate.models.local import LocalModel


class CacheBackend:
    """base.Backend over a LocalModel's own key/value cache; token indices are output rows, as in
    tree_attention.TreeBackend."""

    def __init__(self, model: LocalModel, prompt: str) -> None:
        self.model = model
        self.eos = model.eos_rows()
        self.count = 0  # model calls
        self.prompt_cache, self.prompt_logp = self._run(model.tokenizer(prompt, return_tensors="pt").input_ids, None)
        self.states: dict[tuple[int, ...], tuple[object, np.ndarray]] = {}  # the last call's prefixes: cache, logp

    def decode(self, tokens: tuple[int, ...]) -> str:
        return self.model.decode_rows(tokens)

    def encode(self, text: str) -> tuple[int, ...]:
        return self.model.encode_rows(text)

    def logprobs(self, prefixes: list[tuple[int, ...]]) -> np.ndarray:
        unique = [p for p in dict.fromkeys(prefixes) if p]
        source = {p: p if p in self.states else p[:-1] if p[:-1] in self.states else None for p in unique}
        uses = Counter(s for s in source.values() if s is not None)
        new: dict[tuple[int, ...], tuple[object, np.ndarray]] = {}
        for p in unique:
            s = source[p]
            if s == p:  # asked again: its distribution is known
                new[p] = (self._claim(s, uses), self.states[s][1])
            elif s is not None:
                cache = self._claim(s, uses)
                new[p] = (cache, self._run(torch.tensor([self.model.token_ids(p[-1:])]), cache)[1])
            else:
                cache = copy.deepcopy(self.prompt_cache)
                new[p] = (cache, self._run(torch.tensor([self.model.token_ids(p)]), cache)[1])
        self.states = new
        return np.array([new[p][1] if p else self.prompt_logp for p in prefixes])

    def _claim(self, prefix: tuple[int, ...], uses: Counter) -> object:
        """The last call's cache of `prefix` for one new user: the cache itself for its last user, else a copy
        (the last user extends it in place, after every copy was taken)."""
        uses[prefix] -= 1
        cache = self.states[prefix][0]
        return cache if uses[prefix] == 0 else copy.deepcopy(cache)

    def _run(self, ids: torch.Tensor, cache) -> tuple[object, np.ndarray]:
        """Feed `ids` (1, T) after `cache` (None: from the start); the cache extended in place (or new) and the
        next-token log-probabilities after the last of them."""
        self.count += 1
        with torch.no_grad():
            out = self.model.model(input_ids=ids, cache=cache, use_cache=True)
        return out.cache, torch.log_softmax(out.logits[0, -1].double(), -1).numpy()
