"""NuSMV worker isolation, the SMV translation of specs, Spot monitors and the explicit product."""

import spot

from safe_codegen.verify.fsa import build_fsa
from safe_codegen.monitor import monitor
from safe_codegen.verify.nusmv import CheckFailed, NuSMVPool
from safe_codegen.verify.product import build_product, label, transition_system
from safe_codegen.verify.program import parse_program
from safe_codegen.spec import is_safety, to_smv

OK = "MODULE main\nVAR x : boolean;\nLTLSPEC NAME s := G x;\n"
# A really crashing model: NuSMV overflows its C stack on deeply nested negations (segfault).
CRASH = "MODULE main\nVAR x : boolean;\nDEFINE d := " + "!" * 300_000 + "x;\nLTLSPEC G d;\n"


def test_dead_worker_is_an_error_for_that_model_only():
    with NuSMVPool(1) as pool:
        out = pool.check([OK, CRASH, OK])
        assert isinstance(out[1], CheckFailed) and "died" in out[1].reason
        assert [o.holds for o in out[0]] == [False] and [o.holds for o in out[2]] == [False]
        assert not isinstance(pool.check([OK])[0], CheckFailed)  # the pool goes on


def test_nusmv_errors_are_results_not_exceptions():
    with NuSMVPool(1) as pool:
        out = pool.check(["MODULE main\nVAR x : boolean;\nASSIGN next(x) := 5;\nLTLSPEC G x;\n"])[0]
    assert isinstance(out, CheckFailed) and "rejected" in out.reason


def test_counterexample_is_a_lasso():
    with NuSMVPool(1) as pool:
        (res,) = pool.check(["MODULE main\nVAR x : boolean;\nASSIGN init(x) := TRUE; next(x) := !x;\n"
                             "LTLSPEC G x;\n"])[0]
    assert not res.holds
    assert [s["x"] for s in res.states][:2] == ["TRUE", "FALSE"]
    assert res.states[-1] in res.states[:-1]


def test_to_smv_covers_the_operators():
    rename = {"a": "e_a", "b": "a_b"}
    f = spot.formula("G(a -> X !b) & (a W b) & (a R b) & (a M b) & (a U b) & (a <-> b) & (a xor b) & F a")
    text = to_smv(f, rename)
    for token in ("G", "X", "V", "U", "<->", "xor", "F", "e_a", "a_b"):
        assert token in text
    assert " a " not in text and "W" not in text and "M " not in text


def test_safety_classification():
    assert is_safety(spot.formula("G(a -> X X !b)"))
    assert is_safety(spot.formula("a W b"))
    assert not is_safety(spot.formula("G(a -> F b)"))
    assert not is_safety(spot.formula("F a"))


def test_monitor_detects_bad_prefix_at_the_right_step():
    m = monitor("G(pedestrian -> X !publish_velocity)")
    labels = [frozenset(), frozenset({"pedestrian"}), frozenset({"publish_velocity"})]
    assert m.run(labels) == 2
    assert m.run(labels[:2]) is None
    two = monitor("G(a -> X X !b)")
    assert two.run([frozenset({"a"}), frozenset(), frozenset({"b"})]) == 2


def test_ts_is_complete():
    ts = transition_system(("a", "b"))
    assert len(ts.states) == 4 and all(len(ts.successors(q)) == 4 for q in ts.states)


def test_product_labels_and_size(jackal):
    src = "def f():\n    while True:\n        if pedestrian_observed():\n            stop()\n"
    fsa = build_fsa(parse_program(src, jackal), jackal)
    prod = build_product(fsa)
    # 4 points (while, if, stop, end unreachable since while True) x 8 environment valuations
    points = {s.p for s in prod.states}
    assert len(prod.states) == len(points) * 8
    stop_states = [s for s in prod.states if fsa.points[s.p].label == "stop"]
    assert stop_states and all("stop" in label(fsa, s) for s in stop_states)
    assert all(len(v) == 8 for v in prod.edges.values())
