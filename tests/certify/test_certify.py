"""Certification on a table-driven toy model whose distribution is enumerated exactly."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from safe_codegen.certify.certifier import (check_tree, coverage, intervals, pass_at, refine, sampled_pass_at,
                                  violations)
from safe_codegen.certify.dtmc import DTMC, check_mass, eventually, to_prism
from safe_codegen.certify.extract import ExtractConfig, code_judge, extract, to_dtmc
from safe_codegen.certify.storm import AGREEMENT, Disagreement, check_reachability, cross_check

from ..toymodel import SPECS, ToyModel, enumerate_programs, toy_judge, toy_oracle, true_probability

configs = st.builds(ExtractConfig, temperature=st.sampled_from([0.5, 1.0, 1.5]),
                    tau=st.sampled_from([0.0, 0.01, 0.05, 0.2]), rho=st.sampled_from([0.0, 1e-3, 1e-2, 0.05]),
                    max_depth=st.integers(1, 6), batch=st.integers(1, 8),
                    max_states=st.none() | st.integers(1, 40), order=st.sampled_from(["breadth", "best"]))
SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SLOW
@given(seed=st.integers(0, 10_000), cfg=configs)
def test_interval_contains_the_enumerated_truth_and_mass_is_conserved(seed, cfg, tmp_path):
    model = ToyModel(seed, horizon=4)
    tree = extract(model, toy_judge, toy_oracle, SPECS, cfg)
    d = to_dtmc(tree)
    mass = check_mass(d, tol=1e-9)
    assert abs(sum(mass.values()) - 1) < 1e-9
    probs = {lab: eventually(d, lab) for lab in d.labels}
    for spec, iv in intervals(probs, SPECS).items():
        truth = true_probability(model, None if spec == "all specs" else spec, cfg.temperature)
        assert iv["lower"] - 1e-9 <= truth <= iv["upper"] + 1e-9
        if spec != "all specs":
            assert iv["violation_found"] <= true_probability(model, spec, cfg.temperature, violated=True) + 1e-9


def test_full_expansion_is_exact(tmp_path):
    model = ToyModel(3, horizon=4)
    tree = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.0, rho=0.0, max_depth=10))
    probs = check_tree(tree, tmp_path / "full.pm", storm=False)
    assert probs["low_prob"] < 1e-12 and probs["truncated"] == 0
    for spec in SPECS:
        assert math.isclose(probs[f"sat_{spec}"], true_probability(model, spec), abs_tol=1e-12)
        iv = intervals(probs, SPECS)[spec]
        assert math.isclose(iv["lower"], iv["upper"], abs_tol=1e-12)


@pytest.mark.parametrize("seed", [0, 7, 42])
def test_storm_agrees_with_backward_induction(seed, tmp_path):
    """Real Storm on the explicit files against the induction; check_tree's cross-check passes and
    returns the induction's values."""
    tree = extract(ToyModel(seed, horizon=4), toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.02, rho=1e-3))
    d = to_dtmc(tree)
    probs = check_tree(tree, tmp_path / "t.pm", storm=True)
    assert set(probs) == set(d.labels) and probs == {lab: eventually(d, lab) for lab in d.labels}
    storm = check_reachability(tmp_path / "t.tra", tmp_path / "t.lab", list(probs))
    for lab, value in storm.items():
        assert math.isclose(value, eventually(d, lab), abs_tol=1e-6), lab
    assert "dtmc" in (tmp_path / "t.pm").read_text()
    # Storm checks the explicit files; the PRISM-language file is the same chain
    import stormpy
    program = stormpy.parse_prism_program(str(tmp_path / "t.pm"))
    props = stormpy.parse_properties(";".join(f'P=? [F "{lab}"]' for lab in storm), program)
    model = stormpy.build_model(program, props)
    assert model.nr_states <= d.size  # Storm builds the reachable states
    for lab, prop in zip(storm, props):
        assert math.isclose(stormpy.model_checking(model, prop).get_value(model.initial_states[0]), storm[lab],
                            abs_tol=1e-9), lab


def test_check_tree_stops_when_storm_disagrees(tmp_path, monkeypatch):
    """A Storm answering 0.01 more for one label (a stand-in for a wrong checker: the real Storm agrees, above)
    makes check_tree raise instead of returning either value."""
    from safe_codegen.certify import storm

    real = storm.check_reachability

    def off(tra, lab, labels):
        values = real(tra, lab, labels)
        return values | {"sat_all": values["sat_all"] + 0.01}

    tree = extract(ToyModel(7, horizon=4), toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.02, rho=1e-3))
    monkeypatch.setattr(storm, "check_reachability", off)
    with pytest.raises(Disagreement, match="sat_all: induction"):
        check_tree(tree, tmp_path / "t.pm", storm=True)
    assert check_tree(tree, tmp_path / "t.pm", storm=False)["sat_all"] == eventually(to_dtmc(tree), "sat_all")


def test_a_disagreement_between_storm_and_induction_is_an_error(tmp_path):
    """cross_check refuses values further apart than AGREEMENT, or a label Storm did not answer, naming
    each; within it, it passes."""
    induction = {"sat_phi1": 0.5, "low_prob": 0.25}
    cross_check(induction, {"sat_phi1": 0.5 + AGREEMENT / 2, "low_prob": 0.25}, tmp_path / "t.tra")
    with pytest.raises(Disagreement, match=r"t\.tra: .*sat_phi1: induction 0\.5, Storm 0\.5001$"):
        cross_check(induction, {"sat_phi1": 0.5001, "low_prob": 0.25}, tmp_path / "t.tra")
    with pytest.raises(Disagreement, match="low_prob: induction 0.25, Storm None"):
        cross_check(induction, {"sat_phi1": 0.5}, tmp_path / "t.tra")


@pytest.mark.parametrize("seed", [2, 4, 8])
def test_best_first_spends_a_budget_on_the_most_probable_states(seed):
    cfg = ExtractConfig(tau=0.0, rho=0.0, max_depth=10, batch=1, max_states=25, order="best")
    tree = extract(ToyModel(seed, horizon=5), toy_judge, toy_oracle, SPECS, cfg)
    expanded = [n.prob for n in tree.nodes if n.kind == "inner"]
    cut = [n.prob for n in tree.nodes if n.kind == "truncated"]
    assert cut and min(expanded) >= max(cut) - 1e-15
    breadth = extract(ToyModel(seed, horizon=5), toy_judge, toy_oracle, SPECS, replace(cfg, order="breadth"))
    assert check_mass(to_dtmc(tree))["truncated"] <= check_mass(to_dtmc(breadth))["truncated"] + 1e-12


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000))
def test_cegar_rounds_never_widen_and_shrink_low_prob(seed, tmp_path):
    model = ToyModel(seed, horizon=5)
    tree = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.1, rho=0.02, max_depth=8))
    history = refine(tree, model, toy_judge, toy_oracle, tmp_path, rounds=4, k=3, epsilon=0.0, storm=False)
    for before, after in zip(history, history[1:]):
        assert after["outcomes"]["low_prob"] <= before["outcomes"]["low_prob"] + 1e-12
        for spec, iv in after["intervals"].items():
            old = before["intervals"][spec]
            assert iv["lower"] >= old["lower"] - 1e-12 and iv["upper"] <= old["upper"] + 1e-12
    for spec in SPECS:
        iv = history[-1]["intervals"][spec]
        assert iv["lower"] - 1e-9 <= true_probability(model, spec) <= iv["upper"] + 1e-9
    if history[0]["outcomes"]["low_prob"] > 0 and len(history) > 1:
        assert history[-1]["outcomes"]["low_prob"] < history[0]["outcomes"]["low_prob"]


@pytest.mark.parametrize("seed", [1, 5, 9, 11])
def test_most_likely_violation_is_the_enumerated_argmax(seed):
    model = ToyModel(seed, horizon=4)
    tree = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.0, rho=0.0, max_depth=10))
    found = violations(tree)
    for spec in SPECS:
        bad = {p: q for p, q in enumerate_programs(model).items()
               if toy_oracle([p])[0]["verdict"] != "unverifiable" and not toy_oracle([p])[0]["holds"][spec]}
        best = max(bad, key=bad.get)
        assert found[spec]["program"] == best
        assert math.isclose(found[spec]["probability"], bad[best], rel_tol=1e-9)
        assert math.isclose(math.prod(found[spec]["token_probabilities"]), bad[best], rel_tol=1e-9)


def test_mass_check_rejects_a_leaking_chain():
    d = DTMC([[(1, 0.5), (2, 0.4)], [], []], {"success": {1}, "low_prob": {2}})
    with pytest.raises(AssertionError, match="sum to"):
        check_mass(d)
    ok = DTMC([[(1, 0.5), (2, 0.5)], [], []], {"success": {1}, "invalid": set(), "low_prob": set()})
    with pytest.raises(AssertionError, match="mass not conserved"):
        check_mass(ok)
    assert 'label "success" = s=1;' in to_prism(ok)


def test_coverage_and_pass_at_n():
    curve = coverage([0.0, 0.5, 0.9, 1.0], [0.0, 0.5, 0.95])
    assert [c["mu"] for c in curve] == [1.0, 0.75, 0.25]
    assert math.isclose(pass_at([0.5, 0.0], 2), 0.375)
    assert sampled_pass_at(0, 10, 3) == 0.0 and sampled_pass_at(10, 10, 3) == 1.0
    assert math.isclose(sampled_pass_at(1, 4, 2), 0.5)


def test_code_judge():
    judge = code_judge("f")
    assert judge("    x = 1\n    y", False) == ("open", None)
    assert judge("    x = 1 +\n", False)[0] == "invalid"
    assert judge("x = 1\n", False)[0] == "invalid"
    kind, program = judge("    stop()\n\ndef g():\n", False)
    assert kind == "finished" and program == "def f():\n    stop()\n"
    assert judge("    if x:\n", True)[0] == "invalid"
    assert judge("", True)[0] == "invalid"


def test_state_budget_truncates_soundly():
    model = ToyModel(2, horizon=5)
    tree = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.0, rho=0.0, max_depth=10, max_states=30))
    d = to_dtmc(tree)
    mass = check_mass(d)
    full = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.0, rho=0.0, max_depth=10))
    assert mass["truncated"] > 0 and len(tree.nodes) < len(full.nodes)
    probs = {lab: eventually(d, lab) for lab in d.labels}
    for spec, iv in intervals(probs, SPECS).items():
        truth = true_probability(model, None if spec == "all specs" else spec)
        assert iv["lower"] - 1e-9 <= truth <= iv["upper"] + 1e-9


def test_critical_states_are_those_with_a_close_runner_up():
    model = ToyModel(4, horizon=3, alpha=2.0)
    tree = extract(model, toy_judge, toy_oracle, SPECS, ExtractConfig(tau=0.0, rho=0.0, max_depth=10))
    d = to_dtmc(tree)
    inner = [i for i, n in enumerate(tree.nodes) if n.kind == "inner"]
    expected = set()
    for i in inner:
        top = sorted(model.probs(tree.nodes[i].tokens))[::-1]
        if top[0] - top[1] < 0.1:
            expected.add(i)
    assert d.labels["critical"] == expected and 0 < len(expected) < len(inner)
