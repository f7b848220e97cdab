"""Human-readable verification reports: a summary table and annotated counterexamples.

On a terminal the table is drawn by rich; otherwise it is plain aligned columns and rich is not
imported (it takes ~50 ms, a sixth of a quick `verify`)."""

from __future__ import annotations

import sys

from safe_codegen.verify.lines import shown, source_lines
from safe_codegen.verify.verifier import CUT_OFF, SAFE, UNSAFE, UNVERIFIABLE, Result, SpecResult

_STYLE = {SAFE: "green", UNSAFE: "red", UNVERIFIABLE: "yellow", CUT_OFF: "magenta"}
Cell = tuple[str, str]  # text, rich style ("" for none)


def summary_rows(results: list[Result]) -> tuple[list[str], list[list[Cell]]]:
    """The summary's header and rows: one row per program, its verdict and, per spec, holds (ok) or
    violated (FAIL), then the reason or the count of unknown atoms."""
    names: list[str] = []
    for r in results:
        for s in r.specs:
            if s.name not in names:
                names.append(s.name)
    rows = []
    for r in results:
        by = {s.name: s for s in r.specs}
        cells = [("-", "") if n not in by else ("ok", "green") if by[n].holds else ("FAIL", "bold red") for n in names]
        if r.reason:
            note = f"line {r.line}: {r.reason}" if r.line else r.reason
        else:
            note = f"{len(r.unknown_atoms)} unknown atom(s)" if r.unknown_atoms else ""
        rows.append([(r.program, ""), (r.verdict, _STYLE[r.verdict]), *cells, (note, "")])
    return ["program", "verdict", *names, "reason / unknown atoms"], rows


def summary_table(results: list[Result]):
    """The summary as a rich Table (for a terminal)."""
    from rich.text import Text

    from safe_codegen.cli.options import table as new_table
    header, rows = summary_rows(results)
    table = new_table(show_lines=False)
    for i, title in enumerate(header):
        last = i == len(header) - 1
        table.add_column(title, overflow="fold" if i == 0 or last else "ellipsis",
                         justify="left" if i < 2 or last else "center")
    for row in rows:
        table.add_row(*(Text(text, style) for text, style in row))
    return table


def plain_table(header: list[str], rows: list[list[Cell]]) -> str:
    """Rows as plain columns padded to their widest cell (never wrapped: output that is not a terminal)."""
    lines = [header, *([text for text, _ in row] for row in rows)]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    return "".join("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() + "\n" for line in lines)


def counterexample_text(result: Result, spec: SpecResult, source: str) -> str:
    """A violated spec's counterexample: the step table, then the program with steps beside it."""
    lines = [f"{result.program}: {spec.name} violated: {spec.formula}"]
    loop = f", then back to step {spec.loop_start} forever" if spec.loop_start is not None else ""
    bad = f"; the bad prefix is complete at step {spec.violation_step}" if spec.violation_step is not None else ""
    if spec.why:
        lines.append(f"why: {spec.why}")
    lines.append(f"counterexample: steps 0-{len(spec.counterexample) - 1}{loop}{bad}")
    lines.append(f"  {'step':>4}  {'line':>4}  {'point':<8}  {'environment':<28}  {'action':<18}  code")
    for i, st in enumerate(spec.counterexample):
        env = ",".join(k for k, v in st.env.items() if v) or "-"
        mark = "  <-- violation" if i == spec.violation_step else ""
        lines.append(f"  {i:>4}  {st.line or '-':>4}  {st.point:<8}  {env:<28}  {st.action or '-':<18}  "
                     f"{st.text[:60]}{mark}")
        for atom, value in st.unknown.items():
            lines.append(f"  {'':>4}  {'':>4}  {'':<8}  unknown {atom} = {value}")
    notes: dict[int, list[str]] = {}
    for i, st in enumerate(spec.counterexample):
        if st.line:
            env = ",".join(k for k, v in st.env.items() if v)
            notes.setdefault(st.line, []).append(f"{i}" + (f"[{env}]" if env else "")
                                                 + ("!" if i == spec.violation_step else ""))
    src = [shown(x) for x in source_lines(source)]  # numbered as Python numbers them
    width = min(72, max((len(x) for x in src), default=0))
    lines.append("program (steps at each line, [true propositions], ! = violation):")
    for n, text in enumerate(src, 1):
        if not text.strip():
            continue
        steps = notes.get(n)
        lines.append(f"  {n:>4} | {text:<{width}}" + (f"  <- step {' '.join(steps)}" if steps else ""))
    if result.unknown_atoms:
        lines.append("treated as unknown (either outcome possible; the counterexample may be spurious):")
        lines += [f"  line {a['line']}: {a['atom']}" for a in result.unknown_atoms]
    return "\n".join(lines)


def print_report(results: list[Result], sources: dict[str, str], stderr: bool = False) -> None:
    """The report on stdout (or stderr): the summary (a rich table on a terminal, plain columns
    otherwise), each violated spec's counterexample, and the counts."""
    stream = sys.stderr if stderr else sys.stdout
    if stream.isatty():
        from safe_codegen.cli.options import err, out
        (err() if stderr else out()).print(summary_table(results))
    else:
        stream.write(plain_table(*summary_rows(results)))
    for r in results:
        for s in r.specs:
            if not s.holds:
                stream.write(counterexample_text(r, s, sources.get(r.program, "")) + "\n\n")
    counts = {v: sum(r.verdict == v for r in results) for v in (SAFE, UNSAFE, "unverifiable")}
    stream.write(f"{len(results)} program(s): {counts[SAFE]} safe, {counts[UNSAFE]} unsafe, "
                 f"{counts['unverifiable']} unverifiable\n")
    stream.flush()


def print_plan(console, result) -> None:
    """A plan's verdicts per spec: the papers' check, the sound check, the monolithic check."""
    from rich.text import Text

    from safe_codegen.cli.options import table as new_table
    console.print(f"plan {result.plan}: {' -> '.join(result.subprograms)}", highlight=False, markup=False)
    table = new_table()
    for col in ("spec", "paper (eq. 1)", "sound", "monolithic", "time (ms) summ/paper/sound/mono"):
        table.add_column(col)

    def cell(v):
        return Text("-") if v is None else Text("safe", "green") if v else Text("unsafe", "bold red")

    for r in result.specs:
        t = r.seconds
        times = "/".join(f"{1000 * t[k]:.1f}" if k in t else "-" for k in ("summaries", "paper", "sound", "monolithic"))
        table.add_row(r.name, cell(r.paper), cell(r.sound), cell(r.monolithic), times)
    console.print(table)
    for r in result.specs:
        if r.paper != r.sound:
            console.print(f"{r.name}: the papers' check says {'safe' if r.paper else 'unsafe'} but the plan is "
                          f"{'safe' if r.sound else 'unsafe'}: {r.sound_detail}", highlight=False, markup=False)
        if r.counterexample is not None:
            cex = r.counterexample
            console.print(f"{r.name} counterexample through the subprograms (violation at step {cex.violation_step}):",
                          highlight=False, markup=False)
            if cex.why:
                console.print(f"why: {cex.why}", highlight=False, markup=False)
            for i, st in enumerate(cex.counterexample):
                env = ",".join(k for k, v in st.env.items() if v) or "-"
                mark = "  <-- violation" if i == cex.violation_step else ""
                console.print(f"  {i:>3}  line {st.line or '-':>3}  {st.point:<8} {env:<20} {st.action or '-':<17} "
                              f"{st.text[:70]}{mark}", highlight=False, markup=False)
    if result.error:
        console.print(f"monolithic check failed: {result.error}", highlight=False, markup=False)
    console.print(f"verdict: {result.verdict}")


def compliance_table(runs: list[dict]):
    """One row per evaluate run (a rich Table): rate and 95% interval per spec, all specs, unverifiable,
    cut off (runs before the cut-off verdict have none: "-")."""
    from safe_codegen.cli.options import table as new_table
    from safe_codegen.train.evaluate import ALL
    keys = [k for k in dict.fromkeys(k for run in runs for k in run["rates"]) if k != ALL] + [ALL]
    table = new_table(show_lines=False)
    table.add_column("run", overflow="fold")
    table.add_column("samples", justify="right")
    for k in keys + ["unverifiable", "cut off"]:
        table.add_column(k, justify="center")
    for run in runs:
        cells = [run["rates"].get(k) for k in keys] + [run["unverifiable"], run.get("cut_off")]
        table.add_row(run["label"], str(run["samples"]), *(
            "-" if c is None else f"{c['rate']:.2f} [{c['ci95'][0]:.2f}, {c['ci95'][1]:.2f}]" for c in cells))
    return table
