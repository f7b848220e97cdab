"""`certify`: probabilistic model checking of the code model (DTMC extraction, backward induction, Storm)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from safe_codegen.certify.config import ORDERS, ExtractConfig
from safe_codegen.cli.options import ADAPTER, ENGINE, MODEL, ROBOT, SPECS, TASKS, checker, input_errors, out, \
    overrides, workers
from safe_codegen.errors import InputError

D = ExtractConfig()  # the defaults shown in the help


def register(app: typer.Typer) -> None:
    app.command()(certify)


@input_errors
def certify(
    robot: str = ROBOT,
    tasks: Path = TASKS,
    task: Optional[list[str]] = typer.Option(None, "--task", help="Only these tasks of --tasks (repeatable)."),
    out_dir: Path = typer.Option(..., "--out", help="Writes certify.json, coverage.png and the PRISM files here."),
    temperature: Optional[list[float]] = typer.Option(None, "--temperature", help="Repeatable (a sweep); "
                                                                                 f"default {D.temperature}."),
    tau: Optional[float] = typer.Option(None, "--tau",
                                        help=f"Successor threshold on conditional probability (default {D.tau})."),
    rho: Optional[float] = typer.Option(None, "--rho",
                                        help=f"Paths below this probability go to low_prob (default {D.rho})."),
    max_depth: Optional[int] = typer.Option(None, "--max-depth", help=f"Tokens; deeper unfinished paths are "
                                                                      f"truncated (default {D.max_depth})."),
    batch: Optional[int] = typer.Option(None, "--batch", help=f"Frontier states per model call (default {D.batch})."),
    max_states: Optional[int] = typer.Option(None, "--max-states",
                                             help="State budget per extraction; the open rest is truncated."),
    order: Optional[str] = typer.Option(None, "--order",
                                        help=f"{' | '.join(ORDERS)} (best: most probable states first; "
                                                                  f"default {D.order})."),
    refine_rounds: int = typer.Option(0, "--refine", help="CEGAR rounds."),
    refine_k: int = typer.Option(8, "--refine-k", help="Pruned (state, token) pairs re-expanded per round."),
    epsilon: float = typer.Option(0.01, "--epsilon", help="Stop refining once P(low_prob) is at most this."),
    pass_n: Optional[list[int]] = typer.Option(None, "--pass-at", help="N for closed-form pass@N (default 1 5 20)."),
    theta: float = typer.Option(0.5, "--theta", help="Threshold for the deployment statement."),
    compare: Optional[Path] = typer.Option(None, "--compare", help="An evaluate JSON: sampled pass@N beside it."),
    constrained: bool = typer.Option(False, "--constrained", help="Certify constrained decoding (generate's "
                                     "default): lines failing the static checks are drawn again (docs/generation.md)."),
    storm: Optional[bool] = typer.Option(None, "--storm/--no-storm", help="Cross-check the backward induction with "
                                         "Storm (the certify extra); default: when it is installed."),
    model: Optional[str] = MODEL,
    adapter: Optional[Path] = ADAPTER,
    spec: Optional[list[str]] = SPECS,
    engine: Optional[str] = ENGINE,
) -> None:
    """Certified intervals on the probability that the local model writes a program satisfying each
    spec (DTMC extraction, backward induction, Storm's cross-check), coverage over the tasks, CEGAR refinement,
    pass@N."""
    from safe_codegen.certify.certifier import certify_tasks, coverage_plot
    from safe_codegen.cli.options import installed, require
    from safe_codegen.cli.progress import counting, loading
    from safe_codegen.generate.models.base import local_adapter
    from safe_codegen.generate.models.local import LocalModel
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.robot import load_robot
    from safe_codegen.spec import robot_specs
    from safe_codegen.train.evaluate import load_evaluation
    from safe_codegen.utils.atomic import write_text
    from safe_codegen.utils.paths import resolve
    require("plot")  # coverage.png, drawn at the end
    if storm:
        require("certify")
    storm = installed("certify") if storm is None else storm
    cfg = overrides(ExtractConfig(), tau=tau, rho=rho, max_depth=max_depth, batch=batch, max_states=max_states,
                    order=order)
    temps = temperature or [ExtractConfig.temperature]
    if not 0 <= cfg.tau < 1 or not 0 <= cfg.rho < 1 or cfg.max_depth < 1 or cfg.batch < 1 or refine_rounds < 0 \
            or refine_k < 1 or min(temps) <= 0 or not 0 <= theta <= 1 or min(pass_n or [1]) < 1 \
            or (cfg.max_states is not None and cfg.max_states < 1):
        raise InputError("--tau/--rho must be in [0, 1), --temperature positive, --max-depth/--batch/"
                         "--max-states/--refine-k/--pass-at positive, --refine not negative, --theta in [0, 1]")
    if cfg.order not in ORDERS:
        raise InputError(f"--order must be {' or '.join(ORDERS)}, not {cfg.order!r}")
    sampled = load_evaluation(compare) if compare else None
    r = load_robot(robot)
    specs = robot_specs(r, spec)
    task_list = load_tasks(tasks)
    if task:
        unknown = sorted(set(task) - {t.name for t in task_list})
        if unknown:
            raise InputError(f"{resolve(str(tasks), 'tasks')}:1: no task named {', '.join(unknown)}")
        task_list = [t for t in task_list if t.name in task]
    with loading(f"the model {model}" if model else "the bundled model"):
        backend = LocalModel(Path(model) if model else None, local_adapter(model, adapter))
    with checker(engine, workers(None)) as pool, counting("certify", "states expanded (one token each)") as expanded:
        report = certify_tasks(backend, r, specs, task_list, temps, cfg, pool, out_dir, refine_rounds,
                               refine_k, epsilon, tuple(pass_n or (1, 5, 20)), theta, sampled,
                               progress=expanded, constrained=constrained, storm=storm)
    write_text(out_dir / "certify.json", json.dumps(report, indent=1) + "\n")
    coverage_plot({f"{sp} T={t}": report["envelope"][t][sp]["coverage"] for t in report["envelope"]
                   for sp in report["specs"]}, out_dir / "coverage.png")
    print_certificate(report, out_dir)


def print_certificate(report: dict, out_dir: Path) -> None:
    """Per run: states, speed and each interval with the mass that makes its width; then the
    deployment statements."""
    from safe_codegen.certify.certifier import certify_text
    out().print(certify_text(report), highlight=False)
    out().print(f"wrote {out_dir}/certify.json and {out_dir}/coverage.png", highlight=False)
