"""Probabilistic model checking with Storm (stormpy): P=? [F "label"] per label, on a DTMC in
PRISM's explicit format (dtmc.to_explicit)."""

from __future__ import annotations

from pathlib import Path

from safe_codegen.errors import InputError


def check_reachability(tra_file: Path, lab_file: Path, labels: list[str]) -> dict[str, float]:
    """Storm's value of P=? [F "label"] at the initial state, for each label (Storm's default
    sparse engine; its iterative solvers are precise to about 1e-6)."""
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
