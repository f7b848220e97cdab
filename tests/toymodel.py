"""A table-driven autoregressive model over a toy vocabulary, whose distribution is known exactly.

It stands in for a code language model in the certification tests: each prefix's next-token
distribution is drawn once from a seeded Dirichlet (so it is a fixed table), the end token is
forced at length `horizon` (so every generation ends and the true probabilities can be
enumerated), and a toy judge and oracle play the structural check and the verifier."""

from __future__ import annotations

import zlib

import numpy as np

from safe_codegen.certify.extract import FINISHED, INVALID, OPEN

VOCAB = ["a", "b", "c", "x", "<eos>"]
EOS = len(VOCAB) - 1
SPECS = ["no_ab", "few_a"]


class ToyModel:
    """P(next | prefix): a Dirichlet(alpha) draw per prefix, seeded by (seed, prefix)."""

    def __init__(self, seed: int = 0, horizon: int = 5, alpha: float = 0.5) -> None:
        self.seed, self.horizon, self.alpha = seed, horizon, alpha
        self.eos = {EOS}
        self.calls: list[list[tuple[int, ...]]] = []

    def probs(self, prefix: tuple[int, ...]) -> np.ndarray:
        if len(prefix) >= self.horizon:
            p = np.zeros(len(VOCAB))
            p[EOS] = 1.0
            return p
        rng = np.random.default_rng(zlib.crc32(repr((self.seed, prefix)).encode()))
        return rng.dirichlet([self.alpha] * len(VOCAB))

    def logprobs(self, prefixes: list[tuple[int, ...]]) -> np.ndarray:
        self.calls.append(list(prefixes))
        with np.errstate(divide="ignore"):
            return np.log(np.array([self.probs(p) for p in prefixes]))

    def decode(self, tokens: tuple[int, ...]) -> str:
        return "".join(VOCAB[t] for t in tokens if t != EOS)


def toy_judge(text: str, ended: bool) -> tuple[str, str | None]:
    """Invalid: a program starting with 'c' or containing 'xx'; finished at the end token."""
    if text.startswith("c") or "xx" in text:
        return INVALID, None
    return (FINISHED, text) if ended else (OPEN, None)


def toy_oracle(programs: list[str]) -> list[dict]:
    """no_ab: 'ab' does not occur; few_a: at most one 'a'; 'cc' makes a program unverifiable."""
    out = []
    for p in programs:
        if "cc" in p:
            out.append({"verdict": "unverifiable", "holds": {}})
            continue
        holds = {"no_ab": "ab" not in p, "few_a": p.count("a") <= 1}
        out.append({"verdict": "safe" if all(holds.values()) else "unsafe", "holds": holds})
    return out


def enumerate_programs(model: ToyModel, temperature: float = 1.0) -> dict[str, float]:
    """Every finished program and its exact probability (invalid prefixes stop the path)."""
    out: dict[str, float] = {}

    def walk(prefix: tuple[int, ...], prob: float) -> None:
        p = model.probs(prefix)
        with np.errstate(divide="ignore"):
            z = np.log(p) / temperature
        z = np.exp(z - z.max())
        p = z / z.sum()
        for t, q in enumerate(p):
            if q == 0:
                continue
            tokens = prefix + (t,)
            kind, program = toy_judge(model.decode(tokens), t == EOS)
            if kind == FINISHED:
                out[program] = out.get(program, 0.0) + prob * q
            elif kind == OPEN:
                walk(tokens, prob * q)

    walk((), 1.0)
    return out


def true_probability(model: ToyModel, spec: str | None, temperature: float = 1.0, violated: bool = False) -> float:
    """The exact probability that a generation ends in a program satisfying (or violating) spec
    (spec None: every spec)."""
    total = 0.0
    for program, p in enumerate_programs(model, temperature).items():
        (v,) = toy_oracle([program])
        if v["verdict"] == "unverifiable":
            continue
        ok = all(v["holds"].values()) if spec is None else v["holds"][spec]
        total += p if ok != violated else 0.0
    return total
