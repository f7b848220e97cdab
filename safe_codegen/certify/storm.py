"""Probabilistic model checking with Storm (stormpy, the `certify` extra): P=? [F "label"] per label,
on a DTMC in PRISM's explicit format (dtmc.to_explicit), as the cross-check of the backward induction."""

from __future__ import annotations

from pathlib import Path

from safe_codegen.errors import InputError

AGREEMENT = 1e-6  # Storm's iterative solvers are precise to about 1e-6; the induction is exact


class Disagreement(AssertionError):
    """Storm and the backward induction gave different probabilities for the same chain: one of them is wrong."""


def check_reachability(tra_file: Path, lab_file: Path, labels: list[str]) -> dict[str, float]:
    """Storm's value of P=? [F "label"] at the initial state, for each label (Storm's default
    sparse engine)."""
    import stormpy

    if not labels:
        return {}
    try:
        model = stormpy.build_model_from_explicit(tra_file, lab_file)
    except RuntimeError as exc:
        raise InputError(f"{tra_file}:1: not an explicit DTMC Storm can read: {exc}") from None
    props = stormpy.parse_properties(";".join(f'P=? [F "{lab}"]' for lab in labels))
    init = model.initial_states[0]
    return {lab: float(stormpy.model_checking(model, prop).get_value(init))
            for lab, prop in zip(labels, props)}


def cross_check(induction: dict[str, float], storm: dict[str, float], chain: Path) -> None:
    """Raise Disagreement, naming the chain and each label, where Storm's value differs from the
    induction's by more than AGREEMENT (or a label is missing): never pick one silently."""
    bad = [f"{lab}: induction {induction[lab]!r}, Storm {storm.get(lab)!r}" for lab in induction
           if lab not in storm or abs(storm[lab] - induction[lab]) > AGREEMENT]
    if bad:
        raise Disagreement(f"{chain}: Storm and backward induction disagree by more than {AGREEMENT:g}: "
                           + "; ".join(bad))
