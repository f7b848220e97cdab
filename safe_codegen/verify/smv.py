"""The product A (x) TS as an SMV module: program counter, free environment, remembered sensors.

The environment booleans are unconstrained state variables (any valuation in every state, TS's
complete transition relation); unknown atoms are unconstrained inputs read by the transition
out of the point that tests them; an action proposition is a DEFINE true at its action points. An
argument proposition is a DEFINE true at the points where it surely holds and, where the analysis
cannot decide it, as an unconstrained state variable of its own says (both values explored).
"""

from __future__ import annotations

from safe_codegen.verify.fsa import FSA, OUT_OF_LIMITS
from safe_codegen.errors import Unverifiable
from safe_codegen.verify.guard import And, Env, Guard, Mem, Not, Or, Unknown, render
from safe_codegen.spec import Spec

# Model-size budgets, checked before NuSMV sees a model (docs/semantics.md, "Engines"). Its time grows with
# the square of the points on a path (an unsafe run of 1,000 actions: 32 s, 1,500: 73 s; a safe program of
# 1,025 points: 2 s), steeply with remembered sensor values a test combines ((s0 and s8) or (s1 and s9) ...:
# 16 variables 1.2 s, 18: 16 s, 20: over 60 s) and with the inputs one point reads (1,000: 3.6 s, 2,000:
# 40 s); a condition of 100,000 terms crashes it. Figures: NuSMVPool on this 2-core machine at load 4-9.
MAX_MODEL_POINTS = 1_200
MAX_SENSOR_VARIABLES = 16
MAX_INPUTS = 256
MAX_GUARD_TERMS = 1_000


def check_size(fsa: FSA) -> None:
    """Raise Unverifiable 'model too large (...)' at the line where the model first exceeds a budget."""
    def too_large(p: int, what: str, limit: int) -> Unverifiable:
        return Unverifiable(fsa.points[p].line or 1, f"model too large ({what}, over the budget of {limit:,})")

    if len(fsa.points) > MAX_MODEL_POINTS:
        raise too_large(MAX_MODEL_POINTS, f"{len(fsa.points):,} program points", MAX_MODEL_POINTS)
    if len(fsa.memory) > MAX_SENSOR_VARIABLES:
        first = {var: q for q, (var, _) in sorted(fsa.updates.items(), reverse=True)}  # each one's first update
        raise too_large(sorted(first.values())[MAX_SENSOR_VARIABLES], f"{len(fsa.memory)} sensor variables",
                        MAX_SENSOR_VARIABLES)
    for p in fsa.points:
        read = len(fsa.unknowns_at(p.id))
        if read > MAX_INPUTS:
            raise too_large(p.id, f"a test reads {read:,} unknown atoms", MAX_INPUTS)
        guards = [e.guard for e in fsa.out(p.id)] + ([fsa.updates[p.id][1]] if p.id in fsa.updates else [])
        terms = max((_terms(g) for g in guards), default=0)
        if terms > MAX_GUARD_TERMS:
            raise too_large(p.id, f"a condition of {terms:,} terms", MAX_GUARD_TERMS)


def _terms(g: Guard) -> int:
    """Atoms and and/or operators in a guard (a negation is free: a decision's other edge has one)."""
    if isinstance(g, Not):
        return _terms(g.arg)
    if isinstance(g, (And, Or)):
        return 1 + sum(_terms(a) for a in g.args)
    return 1


def pc_name(p: int) -> str:
    return f"p{p}"


def env_var(prop: str) -> str:
    return f"e_{prop}"


def act_var(prop: str) -> str:
    return f"a_{prop}"


def choice_var(prop: str) -> str:
    """The free variable an undetermined argument proposition takes its value from."""
    return f"c_{prop}"


def mem_var(fsa: FSA, var: str) -> str:
    return f"m{fsa.memory.index(var)}"


def unk_var(k: int) -> str:
    """The k-th input read at a point. Inputs are fresh at every step and only the current
    point reads them, so points share inputs: as many as the most any one point reads."""
    return f"u{k}"


def smv_guard(fsa: FSA, g: Guard, p: int) -> str:
    """A guard at point p in SMV terms."""
    local = {u: k for k, u in enumerate(fsa.unknowns_at(p))}

    def name(atom: Guard) -> str:
        if isinstance(atom, Env):
            return env_var(atom.prop)
        if isinstance(atom, Mem):
            return mem_var(fsa, atom.var)
        assert isinstance(atom, Unknown)
        return unk_var(local[atom.id])

    return render(g, name)


def spec_name(i: int) -> str:
    return f"spec{i}"


def model_text(fsa: FSA, specs: list[Spec]) -> str:
    """One SMV model holding the product and all specs (as named LTLSPECs)."""
    pcs = [pc_name(p.id) for p in fsa.points]
    if len(pcs) == 1:
        pcs.append("unused")  # NuSMV turns a one-value enum variable into a constant
    lines = ["MODULE main", "VAR", f"  pc : {{{', '.join(pcs)}}};"]
    lines += [f"  {env_var(q)} : boolean;" for q in fsa.env_props]
    lines += [f"  {mem_var(fsa, m)} : boolean;" for m in fsa.memory]
    free = [a for a in fsa.argument_props if any(a in fsa.undetermined(p) for p in fsa.arguments)]
    lines += [f"  {choice_var(a)} : boolean;" for a in free]
    inputs = max((len(fsa.unknowns_at(p.id)) for p in fsa.points), default=0)
    if inputs:
        lines.append("IVAR")
        lines += [f"  {unk_var(k)} : boolean;" for k in range(inputs)]
    lines += ["ASSIGN", f"  init(pc) := {pc_name(fsa.start)};", "  next(pc) := case"]
    for e in fsa.edges:
        lines.append(f"    pc = {pc_name(e.src)} & {smv_guard(fsa, e.guard, e.src)} : {pc_name(e.dst)};")
    lines += ["    TRUE : pc;", "  esac;"]
    for m in fsa.memory:
        lines.append(f"  next({mem_var(fsa, m)}) := case")
        for p, (var, value) in sorted(fsa.updates.items()):
            if var == m:
                lines.append(f"    pc = {pc_name(p)} : {smv_guard(fsa, value, p)};")
        lines += [f"    TRUE : {mem_var(fsa, m)};", "  esac;"]
    lines.append("DEFINE")
    for prop in fsa.action_props:
        at = [pc_name(p.id) for p in fsa.points if p.label == prop]
        lines.append(f"  {act_var(prop)} := {' | '.join(f'pc = {x}' for x in at) if at else 'FALSE'};")
    out = [pc_name(p) for p in sorted(fsa.out_of_limits)]
    lines.append(f"  {act_var(OUT_OF_LIMITS)} := {' | '.join(f'pc = {x}' for x in out) if out else 'FALSE'};")
    for prop in fsa.argument_props:
        at = [f"pc = {pc_name(p)}" if values[prop] else f"(pc = {pc_name(p)} & {choice_var(prop)})"
              for p, values in sorted(fsa.arguments.items()) if prop in values and values[prop] is not False]
        lines.append(f"  {act_var(prop)} := {' | '.join(at) if at else 'FALSE'};")
    rename = {q: env_var(q) for q in fsa.env_props} | {
        a: act_var(a) for a in fsa.action_props + (OUT_OF_LIMITS,) + fsa.argument_props}
    for i, spec in enumerate(specs):
        lines.append(f"LTLSPEC NAME {spec_name(i)} := {spec.smv_text(rename)};")
    return "\n".join(lines) + "\n"
