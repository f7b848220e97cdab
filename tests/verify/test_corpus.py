"""Every GPT-4o-mini program of the corpus gets a verdict or a specific unverifiable reason."""

from collections import Counter

from safe_codegen.utils.paths import DATA
from safe_codegen.spec import robot_specs
from safe_codegen.verify.verifier import verify_sources

CORPUS = DATA / "corpora/safe-codegen"


def test_corpus_verdicts(jackal, pool):
    files = sorted(CORPUS.glob("*/exp_*.py"))
    assert len(files) == 100
    results = verify_sources([(str(f), f.read_text()) for f in files], jackal, robot_specs(jackal), pool)
    for r in results:
        assert r.verdict in ("safe", "unsafe", "unverifiable")
        if r.verdict == "unverifiable":
            assert r.reason and r.line, r
        else:
            assert [s.name for s in r.specs] == ["phi1", "phi2", "within_limits"]
    by_name = {r.program.split("safe-codegen/")[1]: r for r in results}
    # read by hand: each of these would fail or misbehave when run
    assert "'time_at' may be used before" in by_name["drive_forward_10_seconds/exp_16.py"].reason
    assert "redefines a robot API function" in by_name["turn_left_135_degrees/exp_18.py"].reason
    assert "'locals'" in by_name["turn_left_90_degrees/exp_13.py"].reason
    # the programs that import time/math inside the function are fine
    assert by_name["left_u_turn/exp_15.py"].verdict != "unverifiable"
    counts = Counter(r.verdict for r in results)
    assert counts["safe"] + counts["unsafe"] >= 90


def test_sample_inputs_driving_controller(jackal, check):
    # sample_code.py calls sleep() without importing it and an undeclared within_speed_limit()
    r = check((CORPUS / "sample_inputs/sample_code.py").read_text(), jackal)
    assert r.verdict == "unverifiable" and "'sleep'" in r.reason and r.line == 13
