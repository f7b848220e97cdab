"""Next-token distributions of a local model over a whole generation tree, by tree attention.

The prompt's keys and values are computed once and shared by every state, never copied. Each
expanded state adds one key/value per layer to a flat store, and a batch of frontier states is
one model step in which each state attends to the prompt and to its own ancestors only (an
attention function registered with transformers; sliding-window layers keep their window). So a
state costs one token's forward pass whatever its depth, and memory grows by one token per state
(~36 KB for Gemma 3 270M) instead of one prompt-sized KV cache per frontier row."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch

from safe_codegen.generate.models.local import LocalModel, _base

ATTENTION = "safe_codegen_tree"


@dataclass
class _Step:
    """What one store's rows of a batched call attend to: the new tokens' slots in the store, each
    row's chain of slots (its ancestors' tokens and its own, padded) and, per kind of layer, an
    additive mask over [prompt positions, chain entries] (0 seen, -inf not)."""

    store: "TreeBackend"
    tokens: list[int]  # the new tokens' ids
    positions: np.ndarray  # (F,) their positions
    slots: torch.Tensor  # (F,) where the new tokens' keys/values go
    chains: torch.Tensor  # (F, L) each row's slots, root first, padded with its own slot
    full: torch.Tensor  # (F, P + L) mask for full-attention layers
    sliding: torch.Tensor  # (F, P - prompt_from + L) mask for sliding-window layers
    prompt_from: int  # sliding layers attend to prompt positions from here on (the earliest window start)


def _tree_attention(module, query, key, value, attention_mask, scaling=None, dropout=0.0, sliding_window=None,
                    tree: list[_Step] | None = None, **kwargs):
    """Attention of F single-token rows (query [F, H, 1, D]) over each row's prompt and ancestors in
    its tree store; the rows come in groups, one per store (`tree`), in order. The new keys/values
    are written to the stores first."""
    if tree is None:
        raise RuntimeError(f"the {ATTENTION} attention needs tree steps (TreeBackend.logprobs)")
    outs, start = [], 0
    for step in tree:
        rows = slice(start, start + len(step.slots))
        outs.append(_attend(module, step, query[rows], key[rows], value[rows], scaling, sliding_window))
        start = rows.stop
    return torch.cat(outs) if len(outs) > 1 else outs[0], None


def _attend(module, tree: _Step, query, key, value, scaling, sliding_window) -> torch.Tensor:
    s = tree.store
    layer = module.layer_idx
    store = s.kv[layer]
    store[tree.slots, 0] = key[:, :, 0]
    store[tree.slots, 1] = value[:, :, 0]
    f, heads, _, dim = query.shape
    kv = torch.index_select(store, 0, tree.chains.flatten()).view(f, -1, *store.shape[1:])
    kt, vt = kv[:, :, 0], kv[:, :, 1]  # (F, L, KVH, D)
    kp, vp = s.prompt_keys[layer], s.prompt_values[layer]  # (KVH, P, D)
    mask = tree.full
    if sliding_window is not None:
        kp, vp, mask = kp[:, tree.prompt_from:], vp[:, tree.prompt_from:], tree.sliding
    kvh = kp.shape[0]
    q = query[:, :, 0].reshape(f, kvh, heads // kvh, dim)
    scores = torch.cat([torch.einsum("fkgd,kpd->fkgp", q, kp), torch.einsum("fkgd,flkd->fkgl", q, kt)], -1)
    scores = scores * (scaling if scaling is not None else dim ** -0.5)
    cap = getattr(module, "attn_logit_softcapping", None)
    if cap is not None:
        scores = torch.tanh(scores / cap) * cap
    weights = torch.softmax(scores + mask[:, None, None, :], -1)
    n = kp.shape[1]
    out = torch.einsum("fkgp,kpd->fkgd", weights[..., :n], vp) + torch.einsum("fkgl,flkd->fkgd", weights[..., n:], vt)
    return out.reshape(f, 1, heads, dim)


def _no_mask(*args, **kwargs) -> None:
    """The mask transformers would build for a step: none, since each tree step carries its own."""
    return None


def _register() -> None:
    from transformers import AttentionInterface, AttentionMaskInterface

    AttentionInterface.register(ATTENTION, _tree_attention)
    AttentionMaskInterface.register(ATTENTION, _no_mask)


class TreeBackend:
    """Next-token log-probabilities of a LocalModel for many continuations of one prompt
    (base.Backend). Token indices are rows of the model's output layer (the code vocabulary
    when restricted). A prefix's ancestors that were never computed are computed first."""

    def __init__(self, model: LocalModel, prompt: str, capacity: int = 1024) -> None:
        from transformers import DynamicCache

        _register()
        self.model = model
        tok = model.tokenizer
        self.eos = model.eos_rows()
        with torch.no_grad():
            out = model.model(input_ids=tok(prompt, return_tensors="pt").input_ids, cache=DynamicCache(),
                              use_cache=True)
        layers = out.cache.layers
        self.prompt_len = layers[0].keys.shape[2]
        self.prompt_keys = [lay.keys[0] for lay in layers]  # (KVH, P, D), full length: no sliding layers
        self.prompt_values = [lay.values[0] for lay in layers]
        self.prompt_logp = torch.log_softmax(out.logits[0, -1].double(), -1).numpy()
        kvh, dim = self.prompt_keys[0].shape[0], self.prompt_keys[0].shape[2]
        self.kv = [torch.empty(capacity, 2, kvh, dim) for _ in layers]  # slot -> its token's key and value
        self.slot: dict[tuple[int, ...], int] = {}  # computed prefix -> its last token's slot
        self.chain: list[np.ndarray] = []  # slot -> slots of its prefix's tokens, root first
        self.count = 0  # model calls

    def decode(self, tokens: tuple[int, ...]) -> str:
        return self.model.decode_rows(tokens)

    def encode(self, text: str) -> tuple[int, ...]:
        return self.model.encode_rows(text)

    def logprobs(self, prefixes: list[tuple[int, ...]]) -> np.ndarray:
        return joint_logprobs([(self, prefixes)])[0]

    def _parents(self, prefixes: list[tuple[int, ...]]) -> None:
        """Compute the prefixes' ancestors that were never computed, shallowest first."""
        missing = set()
        for p in prefixes:
            k = len(p) - 1
            while k > 0 and p[:k] not in self.slot and p[:k] not in missing:
                missing.add(p[:k])
                k -= 1
        for depth in sorted({len(p) for p in missing}):
            _forward(self.model, [self._prepare([p for p in missing if len(p) == depth])])

    def _prepare(self, prefixes: list[tuple[int, ...]]) -> _Step:
        """Slots, chains and masks for computing the last token of each prefix (whose parents are computed)."""
        self._reserve(len(self.chain) + len(prefixes))
        chains = []
        for p in prefixes:
            parent = self.chain[self.slot[p[:-1]]] if len(p) > 1 else np.empty(0, dtype=np.int64)
            slot = len(self.chain)
            chains.append(np.append(parent, slot))
            self.chain.append(chains[-1])
            self.slot[p] = slot
        longest = max(len(c) for c in chains)
        padded = np.array([np.pad(c, (0, longest - len(c)), constant_values=c[-1]) for c in chains])
        real = np.arange(longest)[None, :] < np.array([len(c) for c in chains])[:, None]
        pos = np.array([self.prompt_len + len(p) - 1 for p in prefixes])  # chain entry j is at prompt_len + j
        window = getattr(_config(self.model), "sliding_window", None) or (1 << 30)
        near = real & ((pos[:, None] - (self.prompt_len + np.arange(longest))[None, :]) < window)
        start = max(0, int(pos.min()) - window + 1)
        prompt_near = (pos[:, None] - np.arange(start, self.prompt_len)[None, :]) < window
        bias = lambda seen: torch.from_numpy(np.where(seen, 0.0, -np.inf).astype(np.float32))  # noqa: E731
        self.count += 1
        return _Step(self, [self.model.token_ids(p[-1:])[0] for p in prefixes], pos,
                     torch.tensor([c[-1] for c in chains]), torch.from_numpy(padded),
                     bias(np.concatenate([np.ones((len(chains), self.prompt_len), dtype=bool), real], 1)),
                     bias(np.concatenate([prompt_near, near], 1)), start)

    def _reserve(self, n: int) -> None:
        """Grow the key/value store (doubling) to hold n slots."""
        cap = self.kv[0].shape[0]
        if n <= cap:
            return
        new = max(n, 2 * cap)
        for i, t in enumerate(self.kv):
            grown = torch.empty(new, *t.shape[1:])
            grown[:cap] = t
            self.kv[i] = grown


def joint_logprobs(requests: list[tuple[TreeBackend, list[tuple[int, ...]]]]) -> list[np.ndarray]:
    """Next-token log-probabilities for the prefixes of several stores of one model (one prompt each),
    in one model call: the weights, the bulk of a step's time on a CPU, are read once for all rows."""
    for backend, prefixes in requests:
        backend._parents(prefixes)
    out = [np.empty((len(prefixes), len(b.prompt_logp))) for b, prefixes in requests]
    steps, where = [], []
    for k, (backend, prefixes) in enumerate(requests):
        rows = [j for j, p in enumerate(prefixes) if p]
        out[k][[j for j, p in enumerate(prefixes) if not p]] = backend.prompt_logp
        if rows:
            steps.append(backend._prepare([prefixes[j] for j in rows]))
            where.append((k, rows))
    if steps:
        logp = _forward(requests[0][0].model, steps)
        start = 0
        for k, rows in where:
            out[k][rows] = logp[start:start + len(rows)]
            start += len(rows)
    return out


def _forward(model: LocalModel, steps: list[_Step]) -> np.ndarray:
    """One model call computing the new tokens of every step (rows in step order)."""
    if any(s.store.model is not model for s in steps):
        raise ValueError("joint steps must share one model")
    config = _config(model)
    before = config._attn_implementation
    config._attn_implementation = ATTENTION
    try:
        with torch.no_grad():
            res = model.model(input_ids=torch.tensor([t for s in steps for t in s.tokens])[:, None],
                              position_ids=torch.from_numpy(np.concatenate([s.positions for s in steps]))[:, None],
                              use_cache=False, tree=steps)
    finally:
        config._attn_implementation = before
    return torch.log_softmax(res.logits[:, -1].double(), -1).numpy()


def _config(model: LocalModel):
    return _base(model.model).config


def unsupported(model) -> str | None:
    """Why tree attention cannot serve a transformers model at all (None: it may; LocalModel then checks its
    distributions): its attention must go through transformers' attention interface, where ours is registered."""
    if not getattr(model, "_supports_attention_backend", False):
        return "its attention does not go through transformers' attention interface"
    return None
