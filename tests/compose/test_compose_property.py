"""On random subprograms, plans (sequential, preemptive and sensor junctions) and safety specs the
sound compositional verdict equals the monolithic one (NuSMV on the joint automaton, and the
explicit checker): in particular it is never "safe" when the monolithic check says "unsafe"."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safe_codegen.compose.algorithms import (PREEMPTIVE, SEQUENTIAL, joint_fsa, when_sensor, paper_check, sound_check,
                                             summarize)
from safe_codegen.verify.explicit import check_explicit
from safe_codegen.monitor import monitor
from safe_codegen.spec import check_formula
from safe_codegen.verify.verifier import prepare, spec_results

from ..strategies import programs, safety_specs


@pytest.mark.timeout(600)  # ~150 s on an idle 2-core machine: the largest joint automata dominate
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(programs(), min_size=1, max_size=3), st.lists(st.integers(0, 2), min_size=2, max_size=5),
       st.lists(st.sampled_from([SEQUENTIAL, PREEMPTIVE, when_sensor("pedestrian"), when_sensor("stop_sign")]),
                min_size=4, max_size=4), safety_specs())
def test_sound_equals_monolithic(jackal, pool, subprograms, order, kinds, formula):
    spec = check_formula("s", formula, jackal, where="generated")
    mon = monitor(spec.formula)
    fsas = [prepare(src, jackal, [spec]).fsa for src in subprograms]
    plan = [fsas[i % len(fsas)] for i in order]
    junctions = kinds[:len(plan) - 1]
    summaries = [summarize(f, mon) for f in plan]
    sound = sound_check(summaries, junctions, mon)
    joint = joint_fsa(plan, junctions, [str(i) for i in order])
    (outcome,) = pool.check([joint], [spec])
    (mono,) = spec_results(joint, [spec], outcome)
    assert sound.holds == mono.holds == check_explicit(joint, mon).holds, (formula, junctions, subprograms)
    if mono.holds:  # the papers' check may be wrong, but only towards "safe"
        assert paper_check(summaries, junctions, mon, jackal.env_props).holds in (True, False)
    else:
        assert mono.violation_step is not None
