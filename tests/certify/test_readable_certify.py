"""certify's console summary shows each certified interval with the low_prob and truncated mass
beside it, and its JSON records the temperature the extraction actually used (toy model: a
table-driven stand-in for the code model, see tests/toymodel.py)."""

from safe_codegen.certify.certifier import certify_text, checkers, coverage, deployment_statement, refine, violations
from safe_codegen.certify.extract import ExtractConfig, extract

from ..toymodel import SPECS, ToyModel, toy_judge, toy_oracle


def test_intervals_print_their_low_prob_and_truncated_mass_and_the_temperature_used(tmp_path):
    model = ToyModel(7, horizon=4)
    cfg = ExtractConfig(temperature=0.5, tau=0.02, rho=0.01, max_states=12)
    tree = extract(model, toy_judge, toy_oracle, SPECS, cfg)
    history = refine(tree, model, toy_judge, toy_oracle, tmp_path, rounds=0, storm=False)
    last = history[-1]
    assert last["temperature"] == 0.5
    low, trunc = last["outcomes"]["low_prob"], last["outcomes"]["truncated"]
    assert low > 0 and trunc > 0  # rho and the state budget both cut mass here
    iv = last["intervals"]["no_ab"]
    assert (iv["low_prob"], iv["truncated"]) == (low, trunc)
    assert iv["upper"] == min(1.0, iv["lower"] + low + trunc)
    curve = coverage([iv["lower"]])
    report = {"runs": [{"task": "t1", "temperature": 0.5, "rounds": history, "final": last["intervals"],
                        "most_likely_violations": violations(tree)}],
              "envelope": {"0.5": {"no_ab": {"statement": deployment_statement(curve, "no_ab", 0.5)}}},
              "checkers": checkers(True), "note": "NOTE"}
    text = certify_text(report).splitlines()
    assert text[0].startswith(f"t1 T=0.5: {last['states']} states")
    line = next(x for x in text if x.startswith("  no_ab:"))
    assert line.startswith(f"  no_ab: P(sat) in [{iv['lower']:.4f}, {iv['upper']:.4f}] "
                           f"(upper = lower + low_prob {low:.4f} + truncated {trunc:.4f}, at most 1)")
    assert text[-3] == "probabilities by backward induction and storm (agreed within 1e-06)"
    assert text[-2].startswith("T=0.5: ") and text[-1] == "NOTE"
