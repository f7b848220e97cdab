"""The constrained DTMC (extract.to_dtmc on a `constrained` tree) is the chain of line-level rejection
sampling with unbounded retries: its reach probabilities equal the process enumerated exactly."""

from __future__ import annotations

import pytest

from safe_codegen.certify.config import ExtractConfig
from safe_codegen.certify.dtmc import check_mass, eventually
from safe_codegen.certify.extract import FINISHED, INVALID, OPEN, SAT_ALL, extract, to_dtmc

from ..toymodel import EOS, SPECS, VOCAB, ToyModel, toy_oracle


class LineToy(ToyModel):
    """The toy model with its token 'x' read as a line break, so a generation has lines."""

    def decode(self, tokens):
        return "".join("\n" if VOCAB[t] == "x" else VOCAB[t] for t in tokens if t != EOS)


def line_judge(text: str, ended: bool) -> tuple[str, str | None]:
    """A completed line (or, at the end, the last line) containing 'ab' is invalid."""
    lines = text.split("\n")
    done = lines if ended else lines[:-1]
    if any("ab" in line for line in done):
        return INVALID, None
    return (FINISHED, text) if ended else (OPEN, None)


def constrained_value(model: LineToy, prefix: tuple[int, ...] = ()) -> float:
    """P(the program satisfies every spec) when each line is drawn again until it is valid (exact)."""
    outcomes = []  # (probability, tokens, ended) of each line from `prefix`

    def lines(tokens, p):
        probs = model.probs(tokens)
        for t, q in enumerate(probs):
            if q == 0:
                continue
            nxt = tokens + (t,)
            if t == EOS or VOCAB[t] == "x":
                outcomes.append((p * q, nxt, t == EOS))
            else:
                lines(nxt, p * q)

    lines(prefix, 1.0)
    valid = [(p, toks, ended) for p, toks, ended in outcomes if line_judge(model.decode(toks), ended)[0] != INVALID]
    z = sum(p for p, _, _ in valid)
    if z == 0:
        return 0.0  # a dead end
    total = 0.0
    for p, toks, ended in valid:
        if ended:
            (verdict,) = toy_oracle([model.decode(toks)])
            total += p * (verdict["verdict"] == "safe")
        else:
            total += p * constrained_value(model, toks)
    return total / z


@pytest.mark.parametrize("seed", range(6))
def test_constrained_chain_is_line_level_rejection(seed):
    model = LineToy(seed=seed, horizon=5)
    cfg = ExtractConfig(temperature=1.0, tau=0.0, rho=0.0, max_depth=10)
    plain = extract(model, line_judge, toy_oracle, SPECS, cfg)
    tree = extract(LineToy(seed=seed, horizon=5), line_judge, toy_oracle, SPECS, cfg, constrained=True)
    d = to_dtmc(tree)
    mass = check_mass(d)
    assert eventually(d, SAT_ALL) == pytest.approx(constrained_value(model), abs=1e-9)
    # the constraint matters here: unconstrained, mass is lost to `invalid`, and P(sat) differs
    lost = check_mass(to_dtmc(plain))["invalid"]
    assert lost > 0.01 and mass["invalid"] < lost
    assert abs(eventually(to_dtmc(plain), SAT_ALL) - eventually(d, SAT_ALL)) > 1e-3
