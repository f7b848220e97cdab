"""Probabilistic model checking of PRISM files with Storm (stormpy): P=? [F "label"] per label."""

from __future__ import annotations

from pathlib import Path

from .errors import InputError


def check_reachability(prism_file: Path, labels: list[str]) -> dict[str, float]:
    """Storm's value of P=? [F "label"] at the initial state, for each label (Storm's default
    sparse engine; its iterative solvers are precise to about 1e-6)."""
    import stormpy

    if not labels:
        return {}
    try:
        program = stormpy.parse_prism_program(str(prism_file))
    except RuntimeError as exc:
        raise InputError(f"{prism_file}:1: not a PRISM model Storm can parse: {exc}") from None
    props = stormpy.parse_properties(";".join(f'P=? [F "{lab}"]' for lab in labels), program)
    model = stormpy.build_model(program, props)
    init = model.initial_states[0]
    return {lab: float(stormpy.model_checking(model, prop).get_value(init))
            for lab, prop in zip(labels, props)}
