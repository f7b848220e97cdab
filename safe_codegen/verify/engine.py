"""The model checkers behind every verdict: NuSMV (pynusmv, in worker processes) or the explicit engine
(Spot's monitor driven over the explicit product, in this process; needs no compiler).

An engine takes FSAs and the specs to check on each and answers, per program, one `SpecCheck` per spec
(or `CheckFailed`): the same neutral form from both, so `verifier.finish` turns either into the same
Result. Nothing here imports pynusmv: the NuSMV engine's workers do, and only they.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Protocol

from safe_codegen.errors import InputError

if TYPE_CHECKING:  # __main__ imports this module before forking NuSMV's child: only what it needs at once
    from safe_codegen.spec import Spec
    from safe_codegen.verify.fsa import FSA
    from safe_codegen.verify.nusmv import CheckFailed, SpecOutcome
    from safe_codegen.verify.product import PState

    Outcome = list["SpecCheck"] | CheckFailed

ENGINES = ("nusmv", "explicit")
NUSMV_FIX = "pip install 'safe-codegen[nusmv]' or scripts/build_pynusmv.sh"
# Product states (program point, sensors, memory, argument choices, monitor state) one explicit check of one
# spec may visit: past it the program is unverifiable with the explicit engine (NuSMV checks such models
# symbolically). The corpus's programs visit at most 216 per spec; a program testing 8 remembered sensor values
# at once takes 8 s, one testing 12 ran 311 s under a budget of 500,000; reaching 100,000 takes 3-10 s on this
# 2-core machine at load ~10.
MAX_EXPLICIT_STATES = 100_000


@dataclass(frozen=True)
class SpecCheck:
    """One spec's verdict on one program, from either engine: holds, or a violating run of the product
    (states[i], with unknown[i] the values of the unknown atoms read at states[i] by atom id); NuSMV's run
    continues at loop_start after its last state, the explicit engine's is a finite bad prefix (None)."""

    holds: bool
    states: list[PState] = field(default_factory=list)
    unknown: list[dict[int, bool]] = field(default_factory=list)
    loop_start: int | None = None


class Pending(Protocol):
    """A batch's answer, computed or on its way (`result` waits for it)."""

    def result(self) -> list[Outcome]: ...


class Engine(Protocol):
    """What verify_sources and the commands need of a checker."""

    name: str

    def submit(self, fsas: list[FSA], specs: list[Spec]) -> Pending: ...

    def check(self, fsas: list[FSA], specs: list[Spec]) -> list[Outcome]: ...

    def warm(self) -> None: ...

    def close(self) -> None: ...

    def __enter__(self) -> Engine: ...

    def __exit__(self, *exc) -> None: ...


def nusmv_installed() -> bool:
    """Whether pynusmv can be imported here (found without importing it: only NuSMV's workers load it)."""
    if "pynusmv" in sys.modules:
        return sys.modules["pynusmv"] is not None
    return importlib.util.find_spec("pynusmv") is not None


def choose(name: str | None) -> str:
    """The engine to use: the one named, else nusmv where pynusmv is installed, else explicit. Naming an
    unknown engine, or nusmv without pynusmv, is an InputError."""
    if name is None:
        return "nusmv" if nusmv_installed() else "explicit"
    if name not in ENGINES:
        raise InputError(f"--engine {name}: no such engine (choose {' or '.join(ENGINES)})")
    if name == "nusmv" and not nusmv_installed():
        raise InputError(f"--engine nusmv needs pynusmv, which is not installed: {NUSMV_FIX} "
                         f"(or use --engine explicit)")
    return name


def open_engine(name: str | None = None, workers: int = 1, timeout: float = 60.0) -> Engine:
    """The engine `choose(name)` picks; NuSMV with `workers` processes and `timeout` seconds per model."""
    if choose(name) == "explicit":
        return ExplicitEngine()
    from safe_codegen.verify.nusmv import NuSMVPool
    return NuSMVEngine(NuSMVPool(workers, timeout))


class _Done:
    """An answer already computed (the explicit engine's)."""

    def __init__(self, value: list[Outcome]) -> None:
        self.value = value

    def result(self) -> list[Outcome]:
        return self.value


class _Then:
    """A NuSMV answer still being computed, read back onto the FSAs when it is taken."""

    def __init__(self, future, convert: Callable[[list], list[Outcome]]) -> None:
        self.future, self.convert = future, convert

    def result(self) -> list[Outcome]:
        return self.convert(self.future.result())


class NuSMVEngine:
    """NuSMV on SMV models of the product (verify/smv.py), through a NuSMVPool or a ForkedNuSMV."""

    name = "nusmv"

    def __init__(self, checker) -> None:
        self.checker = checker

    def submit(self, fsas: list[FSA], specs: list[Spec]) -> Pending:
        from safe_codegen.verify.nusmv import CheckFailed
        from safe_codegen.verify.smv import model_text
        future = self.checker.submit([model_text(f, specs) for f in fsas])
        return _Then(future, lambda outs: [o if isinstance(o, CheckFailed) else [from_nusmv(f, s) for s in o]
                                           for f, o in zip(fsas, outs)])

    def check(self, fsas: list[FSA], specs: list[Spec]) -> list[Outcome]:
        return self.submit(fsas, specs).result()

    def warm(self) -> None:
        """Start every worker of the pool now (so the first check doesn't pay for start-up)."""
        self.checker.warm()

    def close(self) -> None:
        self.checker.close()

    def __enter__(self) -> NuSMVEngine:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def from_nusmv(fsa: FSA, out: SpecOutcome) -> SpecCheck:
    """NuSMV's answer on the product's terms: its lasso's states (the repeated last one dropped) as
    product states, its inputs as the unknown atoms' values."""
    from safe_codegen.verify.product import PState
    from safe_codegen.verify.smv import act_var, env_var, mem_var, pc_name, unk_var
    if out.holds:
        return SpecCheck(True)
    states, loop_start = out.states, None
    if len(states) > 1:
        earlier = [i for i in range(len(states) - 1) if states[i] == states[-1]]
        if earlier:
            loop_start, states = earlier[-1], states[:-1]  # the last state repeats states[loop_start]
    by_pc = {pc_name(p.id): p.id for p in fsa.points}
    run, unknown = [], []
    for i, st in enumerate(states):
        p = by_pc[st["pc"]]
        run.append(PState(p, frozenset(q for q in fsa.env_props if st.get(env_var(q)) == "TRUE"),
                          frozenset(m for m in fsa.memory if st.get(mem_var(fsa, m)) == "TRUE"),
                          frozenset(a for a in fsa.undetermined(p) if st.get(act_var(a)) == "TRUE")))
        if i < len(out.inputs):
            unknown.append({u: out.inputs[i].get(unk_var(k)) == "TRUE" for k, u in enumerate(fsa.unknowns_at(p))})
    return SpecCheck(False, run, unknown, loop_start)


class ExplicitEngine:
    """The explicit engine: each spec's deterministic monitor driven breadth-first over the product, in
    this process (a violation comes with a shortest bad prefix)."""

    name = "explicit"

    def __init__(self, max_states: int = MAX_EXPLICIT_STATES) -> None:
        self.max_states = max_states

    def submit(self, fsas: list[FSA], specs: list[Spec]) -> Pending:
        return _Done(self.check(fsas, specs))

    def check(self, fsas: list[FSA], specs: list[Spec]) -> list[Outcome]:
        return [self._one(f, specs) for f in fsas]

    def warm(self) -> None:
        """Nothing to start: the explicit engine runs in this process."""

    def _one(self, fsa: FSA, specs: list[Spec]) -> Outcome:
        from safe_codegen.monitor import monitor
        from safe_codegen.verify.explicit import TooLarge, check_explicit
        from safe_codegen.verify.nusmv import CheckFailed
        out = []
        for spec in specs:
            try:
                v = check_explicit(fsa, monitor(spec.formula), self.max_states)
            except TooLarge:
                return CheckFailed(f"model too large for the explicit engine (over {self.max_states:,} product "
                                   f"states; --engine nusmv checks it symbolically)")
            out.append(SpecCheck(v.holds, v.bad_prefix, v.unknown))
        return out

    def close(self) -> None:
        pass

    def __enter__(self) -> ExplicitEngine:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
