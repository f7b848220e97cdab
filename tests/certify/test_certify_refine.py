"""CEGAR refinement on the toy model: it re-expands the most promising pruned token first, and every
node it adds carries its path probability (the product of the token probabilities from the root)."""

import math

from safe_codegen.certify.certifier import refine
from safe_codegen.certify.extract import ExtractConfig, extract

from ..toymodel import SPECS, ToyModel, toy_judge, toy_oracle


def path_probability(tree, i):
    p = 1.0
    while tree.nodes[i].parent is not None:
        p *= tree.nodes[i].token_prob
        i = tree.nodes[i].parent
    return p


def test_refinement_takes_the_heaviest_pruned_token_and_keeps_path_probabilities(tmp_path):
    model = ToyModel(5, horizon=5)
    tree = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.1, rho=0.02, max_depth=8))
    pruned = [(path_probability(tree, i) * q, i, t, q) for i, n in enumerate(tree.nodes) for t, q in n.pruned]
    assert len(pruned) > 1
    weight, i, t, q = max(pruned)
    assert weight > sorted(pruned)[-2][0]  # a unique heaviest pair
    before = len(tree.nodes)
    history = refine(tree, model, toy_judge, toy_oracle, tmp_path, rounds=1, k=1, epsilon=0.0, storm=False)
    assert [h["round"] for h in history] == [0, 1]
    assert (t, q) not in tree.nodes[i].pruned
    others = [(j, u, r) for _, j, u, r in pruned if (j, u) != (i, t)]
    assert all((u, r) in tree.nodes[j].pruned for j, u, r in others)
    assert len(tree.nodes) > before
    for k in range(before, len(tree.nodes)):
        assert math.isclose(tree.nodes[k].prob, path_probability(tree, k), rel_tol=1e-9), k
