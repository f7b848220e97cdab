"""NuSMV and the independent explicit-state checker agree on random programs and safety specs.

Each example is a batch of programs checked together (NuSMV in the worker pool); 200
examples x 10 programs = 2,000 programs per CI run.
"""

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safe_codegen.verify.explicit import check_explicit
from safe_codegen.monitor import monitor
from safe_codegen.spec import check_formula
from safe_codegen.verify.verifier import prepare, verify_sources

from ..strategies import programs, safety_specs

BATCH = 10
# 200 batches (2,000 programs) in CI; a benchmark run sets SAFE_CODEGEN_CROSSCHECK_BATCHES higher.
BATCHES = int(os.environ.get("SAFE_CODEGEN_CROSSCHECK_BATCHES", "200"))


@settings(max_examples=BATCHES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(programs(), min_size=BATCH, max_size=BATCH), st.lists(safety_specs(), min_size=2, max_size=3))
def test_nusmv_agrees_with_explicit_checker(jackal, pool, sources, formulas):
    specs = [check_formula(f"s{i}", f, jackal, where="generated") for i, f in enumerate(formulas)]
    monitors = [monitor(s.formula) for s in specs]
    results = verify_sources([(f"p{i}", src) for i, src in enumerate(sources)], jackal, specs, pool)
    for src, res in zip(sources, results):
        assert res.verdict != "unverifiable", (res.reason, res.line, src)
        fsa = prepare(src, jackal, specs).fsa
        for spec, mon, sr in zip(specs, monitors, res.specs):
            explicit = check_explicit(fsa, mon)
            assert sr.holds == explicit.holds, (spec.formula, src)
            if not sr.holds:
                # NuSMV's lasso, read back through the monitor, really is a violation
                assert sr.violation_step is not None, (spec.formula, src)
