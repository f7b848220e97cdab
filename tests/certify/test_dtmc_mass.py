"""Mass conservation of generation DTMCs on hand-built chains: small leaks, negative probabilities
and mass leaving an outcome state are refused, and a leaking tree is never certified."""

import pytest

from safe_codegen.certify.certifier import check_tree
from safe_codegen.certify.dtmc import DTMC, check_mass
from safe_codegen.certify.extract import ExtractConfig, Node, Tree


def test_a_leak_of_one_in_a_million_is_refused():
    d = DTMC([[(1, 0.5), (2, 0.5 - 1e-6)], [], []], {"success": {1}, "low_prob": {2}})
    with pytest.raises(AssertionError, match="sum to"):
        check_mass(d)
    exact = DTMC([[(1, 0.5), (2, 0.5)], [], []], {"success": {1}, "low_prob": {2}})
    assert check_mass(exact) == {"success": 0.5, "low_prob": 0.5, "invalid": 0.0, "truncated": 0.0}


def test_negative_probabilities_are_refused_even_when_they_sum_to_one():
    d = DTMC([[(1, 1.5), (2, -0.5)], [], []], {"success": {1}, "invalid": {2}})
    with pytest.raises(AssertionError, match="negative probability"):
        check_mass(d)


def test_mass_leaving_an_outcome_state_is_refused():
    """truncated (state 2) is labelled but not absorbing: half its mass moves on to an unlabelled
    state 3. The outcome labels still add up to 1, the absorbing states hold only 0.75."""
    d = DTMC([[(1, 0.5), (2, 0.5)], [], [(2, 0.5), (3, 0.5)], []], {"success": {1}, "truncated": {2}})
    with pytest.raises(AssertionError, match="absorbing states hold 0.75"):
        check_mass(d)


def test_a_leaking_tree_is_never_certified(tmp_path):
    """A root whose children and sinks carry 0.9 of its mass: check_tree refuses it before writing
    or checking anything."""
    root = Node((), 1.0, kind="inner", children=[(7, 0.6, 1)], sinks={"low_prob": 0.3})
    leaf = Node((7,), 0.6, parent=0, kind="success", program="def f():\n    pass\n", labels={"success"},
                token_prob=0.6)
    tree = Tree([root, leaf], specs=[], config=ExtractConfig())
    with pytest.raises(AssertionError, match="sum to"):
        check_tree(tree, tmp_path / "leak.pm", storm=False)
    assert not (tmp_path / "leak.pm").exists()
