"""The two engines agree on random programs and safety specs: NuSMV (its lasso) and the explicit engine
(Spot's monitor over the explicit product, its shortest bad prefix), both through verify_sources.

Each example is a batch of programs checked together (NuSMV in the worker pool); 200
examples x 10 programs = 2,000 programs per CI run.
"""

import os
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safe_codegen.spec import check_formula
from safe_codegen.verify.engine import ExplicitEngine
from safe_codegen.verify.verifier import verify_sources

from ..strategies import programs, safety_specs

BATCH = 10
# 200 batches (2,000 programs) in CI; a benchmark run sets SAFE_CODEGEN_CROSSCHECK_BATCHES higher.
BATCHES = int(os.environ.get("SAFE_CODEGEN_CROSSCHECK_BATCHES", "200"))
EXPLICIT = ExplicitEngine()


@pytest.mark.timeout(600)  # 2,000 programs: 292 s on this 2-core machine at load 11-14
@settings(max_examples=BATCHES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(programs(), min_size=BATCH, max_size=BATCH), st.lists(safety_specs(), min_size=2, max_size=3))
def test_nusmv_and_explicit_engines_agree(jackal, pool, sources, formulas):
    specs = [check_formula(f"s{i}", f, jackal, where="generated") for i, f in enumerate(formulas)]
    named = [(f"p{i}", src) for i, src in enumerate(sources)]
    with ThreadPoolExecutor(1) as beside:  # NuSMV's workers check while the explicit engine runs here
        pending = beside.submit(verify_sources, named, jackal, specs, pool)
        by_explicit = verify_sources(named, jackal, specs, EXPLICIT)
        by_nusmv = pending.result()
    for src, nusmv, explicit in zip(sources, by_nusmv, by_explicit):
        assert nusmv.verdict == explicit.verdict != "unverifiable", (nusmv.reason, explicit.reason, src)
        assert nusmv.unknown_atoms == explicit.unknown_atoms
        for spec, n, e in zip(specs, nusmv.specs, explicit.specs):
            assert n.holds == e.holds, (spec.formula, src)
            if n.holds:
                continue
            # both counterexamples, read back through the monitor, are bad prefixes; the explicit one is
            # finite and ends where it becomes one
            assert n.violation_step is not None and "never becomes" not in n.why, (spec.formula, src)
            assert e.loop_start is None and e.violation_step == len(e.counterexample) - 1, (spec.formula, src)
            assert e.counterexample[0].line == n.counterexample[0].line  # both start at the program's start
            if n.counterexample[:n.violation_step + 1] == e.counterexample:  # the same run up to the violation
                assert n.violation_step == e.violation_step and n.why == e.why, (spec.formula, src)
