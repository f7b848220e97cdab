"""Why a counterexample violates a safety spec, in one sentence derived from the spec's monitor.

The monitor reads the trace's labels until it has no successor (a bad prefix). The propositions
named are a minimal set of (step, proposition value) pairs that alone force that rejection: with
every other proposition at every step left free, no completion escapes the bad prefix.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Spot is imported on first use: a run with no counterexample never needs it
    from safe_codegen.monitor import Monitor

MAX_NAMED = 4  # more responsible literals than this reads worse than the fallback sentence
LAST_STEPS = 3  # steps whose labels the fallback sentence lists


def explain(formula: str, labels: list[frozenset[str]], lines: list[int | None],
            loop_start: int | None) -> tuple[int | None, str]:
    """(index of the step completing the bad prefix, the sentence saying why) for a trace whose
    step i has true propositions labels[i] at program line lines[i]; after the last step the run
    continues at loop_start (the loop is unrolled until the monitor has seen every state)."""
    from safe_codegen.monitor import monitor
    mon = monitor(formula)
    order = list(range(len(labels)))
    if loop_start is not None:
        order += list(range(loop_start, len(labels))) * (mon.num_states + 1)
    hit = mon.run([labels[i] for i in order])
    if hit is None:
        return None, f"the trace never becomes a bad prefix of {formula} (the counterexample may be spurious)"
    prefix = [labels[i] for i in order[:hit + 1]]
    named = _responsible(mon, prefix)

    def at(pos: int) -> str:
        line = lines[order[pos]]
        return f"step {order[pos]} ({'line ' + str(line) if line else 'end'})"

    if not named or len(named) > MAX_NAMED:
        last = range(max(0, hit + 1 - LAST_STEPS), hit + 1)
        shown = ", ".join(f"{at(p)} {{{','.join(sorted(prefix[p])) or '-'}}}" for p in last)
        return order[hit], f"the trace becomes a bad prefix of {formula} at {at(hit)}; the last steps: {shown}"
    parts, seen = [], set()
    for pos, ap in sorted(named):
        again = " on a later pass of the loop" if (order[pos], ap) in seen else ""
        seen.add((order[pos], ap))
        parts.append(f"{'' if ap in prefix[pos] else 'no '}{ap} at {at(pos)}{again}")
    done = "" if max(p for p, _ in named) == hit else f" (the bad prefix is complete at {at(hit)})"
    return order[hit], f"{', '.join(parts)}: {formula} forbids it{done}"


def _responsible(mon: Monitor, prefix: list[frozenset[str]]) -> set[tuple[int, str]]:
    """A minimal set of (position, proposition) whose values in `prefix` force the monitor to
    reject; earlier positions and false values are freed first, so the latest causes remain."""
    fixed = {(pos, ap) for pos in range(len(prefix)) for ap in mon.aps}
    for pos, ap in sorted(fixed, key=lambda k: (k[0], k[1] in prefix[k[0]], k[1])):
        fixed.discard((pos, ap))
        if not _forced(mon, prefix, fixed):
            fixed.add((pos, ap))
    return fixed


def _forced(mon: Monitor, prefix: list[frozenset[str]], fixed: set[tuple[int, str]]) -> bool:
    """Does every completion of the partially fixed labels reach a bad prefix by the last position?"""
    import spot
    from spot import buddy
    d = mon.aut.get_dict()
    var = {ap: d.varnum(spot.formula.ap(ap)) for ap in mon.aps}
    states = {mon.init}
    for pos, label in enumerate(prefix):
        cube = buddy.bddtrue
        for ap in mon.aps:
            if (pos, ap) in fixed:
                cube &= buddy.bdd_ithvar(var[ap]) if ap in label else buddy.bdd_nithvar(var[ap])
        states = {e.dst for q in states for e in mon.aut.out(q) if (e.cond & cube) != buddy.bddfalse}
        if not states:
            return True
    return False
