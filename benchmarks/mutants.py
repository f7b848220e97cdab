"""The hand mutants of benchmarks/mutation.py and the targeted tests that must kill them.

Each mutant names its module, an exact snippet of the current code (it must occur exactly once, so
the table fails loudly when the code changes) and its replacement. `equivalent` gives the reason
when no test can tell the mutant from the original (left out of the score, still listed).
"""

from __future__ import annotations

from dataclasses import dataclass

# The targeted tests per module: fast files that exercise it (never the minutes-long property tests).
TESTS: dict[str, list[str]] = {
    "fsa": ["tests/verify/test_semantics.py", "tests/verify/test_unverifiable.py", "tests/verify/test_examples.py", "tests/verify/test_engine.py",
            "tests/verify/test_product_explicit.py", "tests/verify/test_verify_mapping.py", "tests/verify/test_fsa_translation.py",
            "tests/sandbox/test_oracle.py::test_steps_follow_pythons_evaluation_order",
            "tests/sandbox/test_oracle.py::test_a_sensor_read_in_a_data_position_is_a_step"],
    "program": ["tests/verify/test_unverifiable.py", "tests/verify/test_program_sandbox.py", "tests/verify/test_allowlist.py",
                "tests/verify/test_semantics.py",
                "tests/verify/test_examples.py"],
    "product": ["tests/verify/test_engine.py", "tests/verify/test_product_explicit.py", "tests/compose/test_compose.py"],
    "smv": ["tests/verify/test_engine.py", "tests/verify/test_semantics.py", "tests/verify/test_examples.py",
            "tests/verify/test_product_explicit.py", "tests/verify/test_verify_mapping.py"],
    "verify": ["tests/verify/test_engine.py", "tests/verify/test_verify_mapping.py", "tests/verify/test_semantics.py",
               "tests/verify/test_examples.py", "tests/compose/test_compose.py"],
    "explain": ["tests/verify/test_verify_mapping.py", "tests/verify/test_readable_why.py", "tests/verify/test_engine.py"],
    "compose": ["tests/compose/test_compose.py", "tests/compose/test_composition_plans.py"],
    "composition": ["tests/compose/test_compose.py", "tests/compose/test_composition_plans.py"],
    "shield": ["tests/bridge/test_bridge.py::test_shield_blocks_motion_after_and_during_a_pedestrian",
               "tests/bridge/test_shield_monitor.py"],
    "dtmc": ["tests/certify/test_certify.py", "tests/certify/test_dtmc_mass.py"],
    "certify": ["tests/certify/test_certify.py", "tests/certify/test_dtmc_mass.py", "tests/certify/test_certify_refine.py"],
    "extract": ["tests/certify/test_certify.py", "tests/certify/test_dtmc_mass.py", "tests/certify/test_certify_refine.py"],
}


# Where each mutated module lives in the package.
MODULES = {"fsa": "verify/fsa", "program": "verify/program", "product": "verify/product", "smv": "verify/smv",
           "verify": "verify/verifier", "explain": "verify/explain", "compose": "compose/algorithms", "composition": "compose/checker",
           "shield": "bridge/shield", "dtmc": "certify/dtmc", "certify": "certify/certifier",
           "extract": "certify/extract"}


@dataclass(frozen=True)
class Mutant:
    id: str
    module: str
    original: str
    replacement: str
    description: str
    equivalent: str | None = None

    @property
    def file(self) -> str:
        return f"safe_codegen/{MODULES[self.module]}.py"


_ROWS: list[tuple] = [
    # --- fsa.py: the keyword processor (Algorithm 1) ---------------------------------------------
    ("fsa", "if isinstance(s, ast.Break):\n            return loop.brk",
     "if isinstance(s, ast.Break):\n            return loop.cont", "break translated as continue"),
    ("fsa", "if isinstance(s, ast.Continue):\n            return loop.cont",
     "if isinstance(s, ast.Continue):\n            return loop.brk", "continue translated as break"),
    ("fsa", "body = self.block(s.body, d, frame, _Loop(nxt, d))",
     "body = self.block(s.body, nxt, frame, _Loop(nxt, d))", "a for body that never loops back"),
    ("fsa", "body = self.block(s.body, head, frame, _Loop(nxt, head))",
     "body = self.block(s.body, nxt, frame, _Loop(nxt, head))", "a while body that never loops back"),
    ("fsa", "self.branch(d, guard, yes, no)", "self.branch(d, guard, no, yes)", "if: then/else targets swapped"),
    ("fsa", "self.branch(d, guard, body, nxt)", "self.branch(d, guard, nxt, body)",
     "while: body/exit targets swapped"),
    ("fsa", "self.branch(d, more, body, nxt)", "self.branch(d, more, nxt, body)", "for: body/exit targets swapped"),
    ("fsa", "for dst, g in ((yes, guard), (no, neg(guard))):", "for dst, g in ((yes, neg(guard)), (no, guard)):",
     "every decision's guard negated"),
    ("fsa", "if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):\n            return neg(self.guard(",
     "if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):\n            return (self.guard(",
     "`not` dropped in a test"),
    ("fsa", "parts = [self.guard(v, frame) for v in e.values]\n            return conj(parts) if isinstance(e.op, "
            "ast.And) else disj(parts)",
     "parts = [self.guard(v, frame) for v in e.values]\n            return disj(parts) if isinstance(e.op, "
     "ast.And) else conj(parts)", "and/or swapped in a test"),
    ("fsa", "parts = [self.sensing(v, frame) for v in e.values]\n            return conj(parts) if isinstance("
            "e.op, ast.And) else disj(parts)",
     "parts = [self.sensing(v, frame) for v in e.values]\n            return disj(parts) if isinstance("
     "e.op, ast.And) else conj(parts)", "and/or swapped in a remembered sensing expression"),
    ("fsa", "return neg(self.sensing(e.operand, frame))", "return self.sensing(e.operand, frame)",
     "`not` dropped in a remembered sensing expression"),
    ("fsa", "return g if same == const.value else neg(g)", "return g if same != const.value else neg(g)",
     "`x == True` read as `x == False`"),
    ("fsa", "self.updates[p] = (var, self.sensing(s.value, frame))", "pass",
     "memory update of a sensor variable dropped"),
    ("fsa", "after = frame.ret if isinstance(s, ast.Return) else nxt", "after = nxt",
     "return (plain or `return <sensor read>`) falls through to the next statement"),
    ("fsa", "p = self.point(ACTION, call.lineno, ast.unparse(call), fn.proposition)",
     "p = self.point(ACTION, call.lineno, ast.unparse(call))", "action point without its proposition"),
    ("fsa", "for call in reversed(calls):", "for call in calls:", "robot steps of one statement in reverse order"),
    ("fsa", "for s in reversed(stmts):", "for s in stmts:", "statements of a block chained in reverse order"),
    ("fsa", "sensor_vars(fn, self.robot), nxt, frame.stack + (name,))",
     "sensor_vars(fn, self.robot), frame.ret, frame.stack + (name,))",
     "an inlined helper's return leaves the caller too"),
    ("fsa", "return Env(fn.by_argument[arg.value])", "return self.atom(e.lineno, ast.unparse(e) + ' ')",
     "sensing by argument (is_in_room(\"person\")) becomes an unknown atom"),
    ("fsa", "if read or sensor_assignment(s, frame.sensor_vars):", "if sensor_assignment(s, frame.sensor_vars):",
     "a sensor read in an ordinary statement is not a sense step"),
    ("fsa", "parts = [n.value, *n.targets]", "parts = [*n.targets, n.value]",
     "assignment targets evaluated before the value",
     "program.py refuses any robot or helper call in an assignment target, so a target holds no step or "
     "reading whose order against the value's could show"),
    ("fsa", "return self.steps(self.calls(s.iter, frame), d, frame)", "return d",
     "robot steps in a for loop's iterable dropped"),
    ("fsa", "self.branch(d, guard, yes, no)\n            return self.steps(pre, d, frame)",
     "self.branch(d, guard, yes, no)\n            return d", "robot steps in an if test dropped"),
    ("fsa", "parts, cond_rest = n.values[1:], True", "parts, cond_rest = n.values[1:], False",
     "a step in the right operand of and/or accepted as always run"),
    ("fsa", "visit(n.body, True)\n            visit(n.orelse, True)", "visit(n.body, cond)\n            "
                                                                      "visit(n.orelse, cond)",
     "a step in a conditional expression accepted as always run"),
    ("fsa", "if self.inlined > MAX_INLINED:", "if self.inlined > 10 * MAX_INLINED:",
     "inlining budget ten times larger"),
    ("fsa", "        return self.atom(e.lineno, ast.unparse(e))\n\n    def _sensing",
     "        return TRUE\n\n    def _sensing", "a non-sensing test (time, counters) assumed always true"),
    ("fsa", "if name in frame.stack:", "if False:", "recursion not detected"),
    # --- program.py: the static checks and the sandbox --------------------------------------------
    ("program", 'if e.attr.startswith("_"):', 'if e.attr.startswith("__"):',
     "single-underscore attributes pass the sandbox"),
    ("program", "if alias.name not in allowed:", "if False:", "`from time import x` passes the sandbox"),
    ("program", "if alias.name not in robot.modules:", "if False:", "`import os` passes the sandbox"),
    ("program", "return called if called is not None else _uncalled(functions).name",
     "return _uncalled(functions).name", "the entry call at module level ignored (wrong entry function)"),
    ("program", "return (candidates or list(functions.values()))[-1]",
     "return (candidates or list(functions.values()))[0]", "the first uncalled function taken as the entry"),
    ("program", "if name not in a:", "if False:", "a name used before it is assigned is accepted"),
    ("program", "    return x & y", "    return x | y",
     "definite assignment: a name assigned on one branch counts as assigned"),
    ("program", "missing = [p for p in params[:required] if p not in given]",
     "missing = [p for p in params[:required - 1] if p not in given]", "a missing last argument is not reported"),
    ("program", "if e.attr not in allowed:", "if False:",
     "any attribute of an allowed module (time.xyz) passes"),
    ("program", "if name in robot.functions:\n        raise Unverifiable(line, f\"{what} '{name}' redefines",
     "if False:\n        raise Unverifiable(line, f\"{what} '{name}' redefines",
     "a program may redefine a robot API function"),
    ("program", "elif f.id not in HARMLESS_BUILTINS and f.id not in self.imported:", "elif False:",
     "a call to any name (open, exec) passes the sandbox"),
    ("program", "if not self.module_attribute(f, a, comp_names) and f.attr not in SAFE_METHODS:",
     "if not self.module_attribute(f, a, comp_names) and False:",
     "any method of a data value (str.format) passes the sandbox"),
    ("program", "if name in self.robot.functions or name in self.functions:\n            raise",
     "if False:\n            raise", "a function used as a value passes"),
    # --- product.py: the transition system and the explicit product ---------------------------------
    ("product", "return s.q | {lab} if lab else s.q", "return s.q", "product labels lose the action proposition"),
    ("product", "return [PState(fsa.start, q, m) for q in ts.states for m in mems]",
     "return [PState(fsa.start, q, m) for q in ts.states[:1] for m in mems]",
     "only one initial environment valuation"),
    ("product", "for bits in itertools.product((False, True), repeat=len(ids)):",
     "for bits in itertools.product((False,), repeat=len(ids)):", "unknown atoms only ever false"),
    ("product", "if s.p in fsa.updates:", "if False:", "memory updates dropped in the product"),
    ("product", "new_mem = (s.mem | {var}) if evaluate(value, env, mem, unknown) else (s.mem - {var})",
     "new_mem = (s.mem - {var}) if evaluate(value, env, mem, unknown) else (s.mem | {var})",
     "memory update stores the negated value"),
    ("product", "        return self.states\n", "        return (q,)\n", "the environment never changes"),
    ("product", "mems = _subsets(fsa.memory)", "mems = [frozenset()]",
     "remembered values start false instead of arbitrary",
     "memory is never read before it is written (program.py's definite-assignment check), so its initial "
     "value reaches no guard or label"),
    ("product", "return [PState(fsa.start, q, m)", "return [PState(fsa.end, q, m)",
     "the product starts at the end point (wrong initial state)"),
    # --- smv.py: the SMV model -----------------------------------------------------------------------
    ("smv", 'f"  init(pc) := {pc_name(fsa.start)};"', 'f"  init(pc) := {pc_name(fsa.end)};"',
     "the model starts at the end point (wrong initial state)"),
    ("smv", "for i, spec in enumerate(specs):", "for i, spec in enumerate(specs[1:]):",
     "the first spec dropped from the model"),
    ("smv", "{' | '.join(f'pc = {x}' for x in at)", "{' & '.join(f'pc = {x}' for x in at)",
     "an action's DEFINE printed with & instead of |"),
    ("smv", 'f"    pc = {pc_name(e.src)} & {smv_guard(fsa, e.guard, e.src)} : {pc_name(e.dst)};"',
     'f"    pc = {pc_name(e.src)} | {smv_guard(fsa, e.guard, e.src)} : {pc_name(e.dst)};"',
     "an edge's condition printed with | instead of &"),
    ("smv", 'lines += [f"    TRUE : {mem_var(fsa, m)};", "  esac;"]', 'lines += ["    TRUE : FALSE;", "  esac;"]',
     "remembered values forgotten when not updated"),
    ("smv", "            if var == m:\n", "            if True:\n",
     "every memory variable takes every sensing point's value"),
    ("smv", "at = [pc_name(p.id) for p in fsa.points if p.label == prop]",
     "at = [pc_name(p.id) for p in fsa.points if p.label != prop]", "action propositions true at the wrong points"),
    ("smv", "return unk_var(local.index(atom.id))", "return unk_var(0)",
     "all unknown atoms read at one point share one input"),
    ("smv", 'lines += ["    TRUE : pc;", "  esac;"]', 'lines += [f"    TRUE : {pc_name(fsa.end)};", "  esac;"]',
     "the default of next(pc) jumps to the end",
     "the guards leaving each point partition all valuations (fsa.py), so the default branch never fires"),
    # --- verify.py: NuSMV's traces mapped back to program lines ------------------------------------
    ("verify", "chosen = inputs[i] if i < len(inputs) else {}", "chosen = inputs[i - 1] if 0 < i <= len(inputs) else {}",
     "counterexample: unknown-atom values shifted by one step"),
    ("verify", "loop_start = earlier[-1]", "loop_start = earlier[-1] + 1", "loop_start off by one"),
    ("verify", "states = states[:-1]  # the last state repeats states[loop_start]", "pass",
     "the lasso's repeated last state kept as an extra step"),
    ("explain", 'return order[hit], f"{\', \'.join(parts)}: {formula} forbids it{done}"',
     'return hit, f"{\', \'.join(parts)}: {formula} forbids it{done}"',
     "violation_step indexes the unrolled trace, not the steps"),
    ("explain", 'return order[hit], f"{\', \'.join(parts)}: {formula} forbids it{done}"',
     'return order[hit] - 1, f"{\', \'.join(parts)}: {formula} forbids it{done}"', "violation_step off by one"),
    ("verify", "env={q: st.get(env_var(q)) == \"TRUE\" for q in fsa.env_props}",
     "env={q: st.get(env_var(q)) == \"FALSE\" for q in fsa.env_props}", "counterexample environment negated"),
    ("verify", "action=next((a for a in fsa.action_props if st.get(act_var(a)) == \"TRUE\"), None)",
     "action=None", "counterexample steps lose their action"),
    ("verify", "res.verdict = SAFE if all(s.holds for s in res.specs) else UNSAFE",
     "res.verdict = SAFE if any(s.holds for s in res.specs) else UNSAFE", "safe when any spec holds"),
    ("verify", "return [_spec_result(fsa, spec, out) for spec, out in zip(specs, outcome)]",
     "return [_spec_result(fsa, spec, out) for spec, out in zip(specs, outcome[::-1])]",
     "NuSMV's outcomes matched to the specs in reverse order"),
    ("explain", "order += list(range(loop_start, len(labels))) * (mon.num_states + 1)",
     "order += list(range(loop_start, len(labels)))", "the loop unrolled only once for violation_step"),
    ("verify", "labels = [frozenset([q for q, v in s.env.items() if v] + ([s.action] if s.action else []))",
     "labels = [frozenset([q for q, v in s.env.items() if v])", "violation_step ignores the actions"),
    ("verify", "line=point.line, point=point.kind", "line=point.line and point.line + 1, point=point.kind",
     "counterexample lines off by one"),
    # --- compose.py: summaries, the papers' check, the sound check, the joint automaton ------------
    ("compose", "safe = s.safe_last if last else s.on_safe[sensor] if sensor else s.safe_mid",
     "safe = s.safe_mid if last else s.on_safe[sensor] if sensor else s.safe_last",
     "sound check: the end-state flag swapped"),
    ("compose", "s.exit_pre if junctions[i] == PREEMPTIVE else s.exit_seq",
     "s.exit_seq if junctions[i] == PREEMPTIVE else s.exit_pre",
     "sound check: sequential/preemptive exits swapped"),
    ("compose", "live = set().union(*(set(exits[m]) for m in live))", "live = {mon.init}",
     "sound check: the monitor restarts at each junction"),
    ("compose", "if not at_end and (stop is None or leaves):", "if stop is None or leaves:",
     "summary: the end state counts as a preemptive hand-over"),
    ("compose", "            if not at_end:\n                out.safe_mid = False", "            pass",
     "summary: a violation before the end is not recorded for mid-plan use"),
    ("compose", "out.exit_seq.add(m)\n            visit(t, m)", "out.exit_seq.add(m0)\n            visit(t, m)",
     "summary: exit monitor state not tracked"),
    ("compose", "left = summaries[i].end_actions if junction == SEQUENTIAL else summaries[i].all_actions",
     "left = summaries[i].end_actions", "papers' check ignores preemption"),
    ("compose", "if not s.safe_last[init]:", "if not s.safe_mid[init]:",
     "papers' check: subprograms checked without their end"),
    ("compose", "entry[i] = entry[i + 1] if empty else offsets[i] + f.start", "entry[i] = offsets[i] + f.start",
     "joint automaton: an empty subprogram is not skipped"),
    ("compose", "dst = nxt if (e.dst == f.end and not last) else e.dst + off", "dst = e.dst + off",
     "joint automaton: subprograms never hand over"),
    ("compose", "return Mem(prefix + g.var)", "return Mem(g.var)", "joint automaton: memory not renamed per subprogram"),
    ("compose", "g = conj([g, neg(switch[e.src])])", "pass",
     "joint automaton: a point's edges not excluded when the preemptive switch fires",
     "the switch edge is added before the point's own edges and both NuSMV's case and product.successors take "
     "the first edge whose guard holds, so the switch still wins exactly when it is true"),
    ("compose", "edges.append(Edge(p.id + off, nxt, switch[p.id]))", "pass",
     "joint automaton: preemptive switches dropped"),
    # --- composition.py: the plan check --------------------------------------------------------------
    ("composition", "if monolithic or not all(r.sound for r in results):", "if monolithic:",
     "no NuSMV counterexample for an unsafe plan"),
    ("composition", 'verdict = "safe" if all(r.sound for r in results) else "unsafe"',
     'verdict = "safe" if all(r.paper for r in results) else "unsafe"', "plan verdict from the papers' check"),
    ("composition", "r.monolithic = sr.holds", "r.monolithic = not sr.holds", "monolithic verdict negated"),
    ("composition", "sound = sound_check(summaries, plan.junctions, mon)", "sound = paper",
     "the sound verdict is the papers' verdict"),
    ("composition", "paper = paper_check(summaries, plan.junctions, mon, entries[0].fsa.env_props)",
     "paper = paper_check(summaries, plan.junctions, mon, ())", "papers' check with no environment propositions"),
    ("composition", "for r, sr in zip(results, spec_results(joint, specs, outcome)):",
     "for r, sr in zip(results[::-1], spec_results(joint, specs, outcome)):",
     "monolithic results attached to the wrong specs"),
    # --- shield.py: the runtime shield ---------------------------------------------------------------
    ("shield", "t.before, t.state = state, nxt", "t.before, t.state = state, t.state",
     "a monitor step ignored in the shield"),
    ("shield", "if t.mon.step(t.state, label) is None:", "if t.mon.step(t.mon.init, label) is None:",
     "rejects checks the step from the initial monitor state"),
    ("shield", "if again is not None and t.mon.step(again, label) is None:", "if False:",
     "the re-read check never rejects"),
    ("shield", "return t.mon.step(t.before, env | ({self.last_action} if self.last_action else set()))",
     "return t.mon.step(t.before, env)", "the re-read drops the last action"),
    ("shield", "state = t.state if again is None else again", "state = t.state",
     "advance ignores the re-read"),
    ("shield", "label = env | {action}\n", "label = env\n", "rejects ignores the action"),
    ("shield", "self.last_action = action", "self.last_action = None", "the last action is not remembered"),
    ("shield", "nxt = t.mon.init\n", "nxt = t.state\n", "after a violation the monitor does not restart"),
    # --- dtmc.py: the generation DTMC --------------------------------------------------------------------
    ("dtmc", "def check_mass(d: DTMC, tol: float = 1e-9)", "def check_mass(d: DTMC, tol: float = 1e-3)",
     "mass-conservation tolerance loosened to 1e-3"),
    ("dtmc", "if any(p < 0 for _, p in edges):", "if False:", "negative probabilities accepted"),
    ("dtmc", "if abs(sum(mass.values()) - 1.0) > tol or abs(absorbing - 1.0) > tol:",
     "if abs(sum(mass.values()) - 1.0) > tol:", "mass in non-absorbing states not checked"),
    ("dtmc", "reach[t] += reach[s] * p", "reach[t] += p", "reach probability forgets the path"),
    ("dtmc", "value[s] = 1.0 if s in target else sum(p * value[t] for t, p in d.succ[s] if t != s)",
     "value[s] = 1.0 if s in target else max((value[t] for t, p in d.succ[s] if t != s), default=0.0)",
     "backward induction takes the best successor, not the expectation"),
    ("dtmc", "                raise ValueError(f\"state {t} lies on a cycle\")", "                pass",
     "a cycle through an unfinished state not detected",
     "the frame (t, 0) is pushed instead and, popped next, raises the same ValueError for t"),
    ("dtmc", "tra += [f\"{s} {t} {p!r}\" for t, p in edges] if edges else [f\"{s} {s} 1.0\"]",
     "tra += [f\"{t} {s} {p!r}\" for t, p in edges] if edges else [f\"{s} {s} 1.0\"]",
     "explicit .tra with source and target swapped"),
    ("dtmc", "lines.append(f\"  [] s={s} -> 1:(s'={s});\")", "lines.append(f\"  [] s={s} -> 1:(s'=0);\")",
     "PRISM: absorbing states loop back to the root"),
    ("dtmc", "per_state: dict[int, list[str]] = {d.initial: [\"init\"]}", "per_state: dict[int, list[str]] = {}",
     "explicit .lab without the init label"),
    # --- certify.py: certified intervals and refinement ----------------------------------------------------
    ("certify", 'entry = {"lower": lo, "upper": min(1.0, lo + slack),',
     'entry = {"lower": min(1.0, lo + slack), "upper": lo,', "interval bounds swapped"),
    ("certify", 'slack = probs["low_prob"] + probs["truncated"]', 'slack = probs["low_prob"]',
     "truncated mass left out of the upper bound"),
    ("certify", 'entry = {"lower": lo, "upper": min(1.0, lo + slack),', 'entry = {"lower": lo, "upper": lo + slack,',
     "upper bound not capped at 1",
     "sat_* are success terminals, disjoint from low_prob and truncated, so lo + slack <= 1 up to rounding"),
    ("certify", "return [{\"theta\": th, \"mu\": sum(lo >= th for lo in lowers) / n",
     "return [{\"theta\": th, \"mu\": sum(lo > th for lo in lowers) / n", "coverage: theta itself not covered"),
    ("certify", "1 - (1 - p) ** n for p in probabilities", "1 - (1 - p) ** (n - 1) for p in probabilities",
     "pass@N with N-1 tries"),
    ("certify", "return 1.0 - math.comb(n - k, big_n) / math.comb(n, big_n)",
     "return 1.0 - math.comb(n - k + 1, big_n) / math.comb(n, big_n)", "unbiased pass@N estimator off by one"),
    ("certify", 'node.sinks["low_prob"] = max(0.0, node.sinks.get("low_prob", 0.0) - q)',
     'node.sinks["low_prob"] = node.sinks.get("low_prob", 0.0)', "refinement leaves the pruned mass in low_prob"),
    ("extract", "child = Node(tokens, node.prob * q, parent=i, token_prob=q,",
     "child = Node(tokens, node.prob, parent=i, token_prob=q,", "a spliced child keeps its parent's probability"),
    ("certify", "for i, n in enumerate(tree.nodes) for t, q in n.pruned),\n                        reverse=True)[:k]",
     "for i, n in enumerate(tree.nodes) for t, q in n.pruned),\n                        reverse=False)[:k]",
     "refinement re-expands the least probable pruned tokens"),
    ("certify", "    d = to_dtmc(tree)\n    check_mass(d)\n", "    d = to_dtmc(tree)\n",
     "check_tree skips the mass-conservation check"),
    ("certify", "if probs[\"low_prob\"] <= epsilon:", "if probs[\"low_prob\"] >= epsilon:",
     "refinement stops while low_prob is still above epsilon"),
]


def _number(rows: list[tuple]) -> list[Mutant]:
    count: dict[str, int] = {}
    out = []
    for module, original, replacement, description, *equivalent in rows:
        count[module] = count.get(module, 0) + 1
        out.append(Mutant(f"{module}-{count[module]:02d}", module, original, replacement, description,
                          equivalent[0] if equivalent else None))
    return out


MUTANTS: list[Mutant] = _number(_ROWS)
