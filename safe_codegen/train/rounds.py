"""Rounds of expert iteration (docs/finetuning.md, "Rounds"): each round samples programs for the training
tasks with the best adapter so far, keeps those that are safe and do their task (verified, task-checked
in the simulator, deduplicated, balanced per task kind: train/dataset.py) and the missions'
decompositions that are the mission's steps; trains that adapter further on them; and measures the new
adapter on the held-out sets. The rounds stop when one does not raise the held-out headline (safe and
task, pooled over the held-out program sets) above the best round's 95% interval, when one keeps
nothing, or after `rounds`.

A run directory holds config.json, round-NN/ (round 0 measures the starting adapter), rounds.json
(every finished round's metrics, the best round, why it stopped) and rounds.png. A round is finished
when its round.json exists; an unfinished one is redone, reusing what its steps wrote atomically (each
task's samples, each mission set's decompositions, training checkpoints, each held-out evaluation), so
rerunning the command continues where it stopped. `promote` replaces an adapter (the shipped one) by
the best round's only when that is better than round 0 on every held-out set.
"""

from __future__ import annotations

import hashlib
import io
import json
import math
import re
import shutil
from contextlib import nullcontext
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import SampleConfig, sample_all
from safe_codegen.generate.prompts import Task
from safe_codegen.robot import Robot
from safe_codegen.train.rounds_config import RoundsConfig
from safe_codegen.utils.atomic import write_bytes, write_directory, write_text

CURRICULUM = "curriculum:"  # a task set drawn from the curriculum: curriculum:SPLIT:N[:SEED]
MISSIONS = "missions:"  # long missions in counted steps drawn from the curriculum: missions:SPLIT:N[:SEED]
ADAPTER_FILES = ("adapter_config.json", "adapter_model.safetensors")

if TYPE_CHECKING:
    from safe_codegen.train.finetune import FinetuneConfig
    from safe_codegen.verify.engine import Engine


@dataclass(frozen=True)
class TaskSet:
    """A robot and where its tasks come from (a task set name or file, or the curriculum)."""

    robot: str
    source: str

    @property
    def label(self) -> str:
        return f"{self.robot}:{self.source}"

    @property
    def slug(self) -> str:
        """The label as a file name."""
        return re.sub(r"[^\w.-]+", "_", self.label)


def task_set(text: str) -> TaskSet:
    """ROBOT:SET as a TaskSet (an InputError for another form)."""
    robot, sep, source = text.partition(":")
    if not (sep and robot and source):
        raise InputError(f"'{text}': a task set is ROBOT:SET (a task set name or file, "
                         f"{CURRICULUM}SPLIT:N[:SEED] or {MISSIONS}SPLIT:N[:SEED])")
    return TaskSet(robot, source)


def load_set(s: TaskSet) -> tuple[Robot, list[Task]]:
    """The robot and its tasks, each with a goal (a task file's own or read from its words, the curriculum's
    by construction)."""
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.robot import load_robot
    from safe_codegen.tasks.curriculum import generate_tasks
    from safe_codegen.tasks.reader import read_goal
    robot = load_robot(s.robot)
    kind = next((k for k in (CURRICULUM, MISSIONS) if s.source.startswith(k)), None)
    if kind:
        parts = s.source[len(kind):].split(":")
        if len(parts) not in (2, 3) or not all(p.isdigit() for p in parts[1:]):
            raise InputError(f"'{s.label}': a {kind[:-1]} set is {kind}SPLIT:N[:SEED]")
        try:
            return robot, generate_tasks(s.robot, int(parts[1]), parts[0], int(parts[2]) if parts[2:] else 0,
                                         missions=kind == MISSIONS)
        except ValueError as exc:
            raise InputError(f"'{s.label}': {exc}") from None
    return robot, [t if t.goal else replace(t, goal=read_goal(t.task, robot, f"{s.source}: task '{t.name}'").goal)
                   for t in load_tasks(s.source)]


def check_config(cfg: RoundsConfig, out: Path) -> None:
    """Refuse bad settings, and settings other than those the run directory was started with (but `rounds`)."""
    if cfg.rounds < 0 or cfg.samples < 1 or cfg.eval_samples < 1 or cfg.max_new_tokens < 1 or \
            (cfg.cap_per_kind is not None and cfg.cap_per_kind < 1):
        raise InputError("rounds must be >= 0; samples, eval samples, max tokens and the cap per kind positive")
    if not cfg.heldout and not cfg.heldout_missions:
        raise InputError("give at least one held-out set: the rounds are judged on them")
    for text in cfg.train + cfg.heldout + cfg.missions + cfg.heldout_missions + cfg.references:
        task_set(text)
    asked = json.loads(json.dumps(asdict(cfg)))
    saved = out / "config.json"
    if saved.exists():
        before = json.loads(saved.read_text())
        changed = sorted(k for k in asked.keys() | before.keys() if k != "rounds" and asked.get(k) != before.get(k))
        if changed:
            raise InputError(f"{saved}:1: the run directory holds a run with other settings ({', '.join(changed)}); "
                             f"give a new --out")
    write_text(saved, json.dumps(asked, indent=1) + "\n")


def local_loader(base: str) -> Callable[[Path | None], object]:
    """load(adapter) -> the local model (`base`: 'local', the bundled one, or a directory) with that adapter."""
    def load(adapter: Path | None):
        from safe_codegen.generate.models.local import LocalModel
        return LocalModel(None if base == "local" else Path(base), adapter)
    return load


def start_adapter(cfg: RoundsConfig) -> Path | None:
    """The adapter round 0 measures: the bundled model's own, none, or the directory given."""
    from safe_codegen.generate.models.base import default_adapter
    from safe_codegen.generate.models.local import adapter_dir
    if cfg.init_adapter == "none":
        return None
    if cfg.init_adapter == "bundled":
        if cfg.base != "local":
            raise InputError("the bundled adapter is for the bundled model: give --init-adapter none or a directory")
        return default_adapter()
    return adapter_dir(Path(cfg.init_adapter))


def adapter_hash(adapter: Path | None) -> str | None:
    """The SHA-256 of an adapter's weights (None: no adapter), to tell which adapter a round measured."""
    weights = adapter / ADAPTER_FILES[1] if adapter else None
    return hashlib.sha256(weights.read_bytes()).hexdigest() if weights and weights.exists() else None


def faithful(mission: Task, d) -> bool:
    """Whether a decomposition is the mission's steps: in order, each a step in words whose move (kind, side,
    quantities) is the goal's, joined one after the other."""
    from safe_codegen.compose.algorithms import SEQUENTIAL
    from safe_codegen.compose.plan import STEP
    from safe_codegen.plan.steps import plan_differences, step_move
    if d.plan is None or mission.goal is None or mission.goal.moves is None:
        return False
    moves = [step_move(n[len(STEP):]) if n.startswith(STEP) else None for n in d.plan.names]
    return None not in moves and all(j == SEQUENTIAL for j in d.plan.junctions) and \
        not plan_differences(mission.goal.moves, moves)


def sample_decompositions(model, robot: Robot, missions: list[Task], cfg: SampleConfig) -> list[dict]:
    """cfg.n decompositions of each mission from an empty library (seeded per mission; a plan ends after the
    steps the mission states), each read as a plan; those that are the mission's steps are kept, deduplicated,
    as completions of the decomposition prompt."""
    from safe_codegen.compose.plan import STEP
    from safe_codegen.generate.refine import task_config
    from safe_codegen.plan.decompose import DECOMPOSE, TOKENS_PER_STEP, decomposition_prompt, read_decomposition, \
        step_items
    from safe_codegen.plan.steps import stated_steps
    jobs = []
    for i, m in enumerate(missions):
        count = stated_steps(m.task)
        budget = TOKENS_PER_STEP * count + 8 if count else DECOMPOSE.max_new_tokens
        jobs.append((decomposition_prompt(robot, m, []), replace(task_config(cfg, i), max_new_tokens=budget), None))
    out = []
    for m, (prompt, c, _), completions in zip(missions, jobs, sample_all(model, jobs)):
        read = [read_decomposition(x, robot, stated_steps(m.task), False, c.max_new_tokens) for x in completions]
        ok = [faithful(m, d) for d in read]
        kept = [step_items([n[len(STEP):] for n in d.plan.names]) for d, good in zip(read, ok) if good]
        out.append({"task": m.name, "prompt": prompt, "samples": [d.text for d in read], "faithful": ok,
                    "kept": list(dict.fromkeys(kept))})
    return out


def _stage(progress, label: str, expected: int | None, unit: str, of: int):
    """The progress display of one stage (cli/progress.sampling_progress), or none."""
    return progress(label, expected, unit, of) if progress else nullcontext(None)


def collect(model, cfg: RoundsConfig, r: int, out: Path, pool: Engine, progress=None) -> tuple[list[dict], dict]:
    """Round r's training pairs: the kept programs of every training set (dataset build under data/SET, balanced
    per kind), the kept reference programs of every reference set (RUN/references/SET, balanced per kind:
    checked once, the same every round; a set of generated missions gives its decompositions and its steps'
    programs) and the kept decompositions of every mission set
    (decompositions/SET.json), with their counts."""
    from safe_codegen.plan.decompose import decomposition_prompt, reference_decomposition
    from safe_codegen.plan.steps import step_tasks
    from safe_codegen.spec import robot_specs
    from safe_codegen.train.dataset import add_references, build_dataset
    from safe_codegen.train.finetune import load_rows
    sampling = SampleConfig(n=cfg.samples, temperature=cfg.temperature, max_new_tokens=cfg.max_new_tokens,
                            seed=cfg.seed + 1000 * r)  # new samples every round
    rows, stats = [], {}
    for s in map(task_set, cfg.train):
        robot, tasks = load_set(s)
        with _stage(progress, f"round {r}: sample {s.label}", len(tasks) * cfg.samples, "tasks", len(tasks)) as done:
            st = build_dataset(model, robot, robot_specs(robot), tasks, sampling, out / "data" / s.slug, pool, done,
                               cap=cfg.cap_per_kind)
        stats[s.label] = {"tasks": st["tasks"], "samples": st["samples"], "duplicates": st["duplicates"],
                          "safe_and_task": st["counts"]["safe_and_task"], "kept": st["kept"], "kinds": st["kinds"]}
        rows += load_rows(out / "data" / s.slug) if st["kept"] else []
    for s in map(task_set, cfg.references):
        robot, tasks = load_set(s)
        if s.source.startswith(MISSIONS):  # each mission's decomposition, and the programs of its steps
            rows += [{"prompt": decomposition_prompt(robot, m, []), "completion": reference_decomposition(m)}
                     for m in tasks]
            stats[f"reference decompositions {s.label}"] = {"missions": len(tasks)}
            tasks = step_tasks(tasks, s.label)
        data = out.parent / "references" / s.slug
        st = add_references(robot, robot_specs(robot), tasks, data, pool, cfg.cap_per_kind)
        stats[f"references {s.label}"] = {"tasks": st["tasks"], "safe_and_task": st["counts"]["safe_and_task"],
                                          "kept": st["kept"], "kinds": st["kinds"]}
        rows += load_rows(data) if st["kept"] else []
    for s in map(task_set, cfg.missions):
        path = out / "decompositions" / f"{s.slug}.json"
        if not path.exists():
            robot, missions = load_set(s)
            write_text(path, json.dumps(sample_decompositions(model, robot, missions, sampling), indent=1) + "\n")
        record = json.loads(path.read_text())
        rows += [{"prompt": m["prompt"], "completion": c} for m in record for c in m["kept"]]
        stats[s.label] = {"missions": len(record), "samples": sum(len(m["samples"]) for m in record),
                          "faithful": sum(map(sum, (m["faithful"] for m in record))),
                          "kept": sum(len(m["kept"]) for m in record)}
    return rows, stats


def measure(model, cfg: RoundsConfig, out: Path, pool: Engine, progress=None) -> dict:
    """Each held-out set's rate: safe and task for program sets (train/evaluate.py, eval/SET.json), the faithful
    decompositions (greedy, as `plan` asks) for mission sets (eval/SET.json); each with its Wilson interval."""
    from safe_codegen.plan.decompose import decompose
    from safe_codegen.spec import robot_specs
    from safe_codegen.train.evaluate import SAFE_TASK, _rate, evaluate
    sampling = SampleConfig(n=cfg.eval_samples, temperature=cfg.eval_temperature, max_new_tokens=cfg.max_new_tokens,
                            seed=cfg.seed)  # the same draws every round: rounds differ by their adapter alone
    rates = {}
    for s in map(task_set, cfg.heldout):
        path = out / "eval" / f"{s.slug}.json"
        if not path.exists():
            robot, tasks = load_set(s)
            with _stage(progress, f"evaluate {s.label}", len(tasks) * cfg.eval_samples, "tasks", len(tasks)) as done:
                run = evaluate(model, robot, robot_specs(robot), tasks, sampling, pool, s.label, done)
            write_text(path, json.dumps(run, indent=1) + "\n")
        run = json.loads(path.read_text())
        rates[s.label] = {"measure": SAFE_TASK} | run["rates"].get(SAFE_TASK, _rate(0, 0))
    for s in map(task_set, cfg.heldout_missions):
        path = out / "eval" / f"{s.slug}.json"
        if not path.exists():
            robot, missions = load_set(s)
            found = [(m, decompose(model, robot, m, [])) for m in missions]
            write_text(path, json.dumps({"label": s.label, "missions": [
                {"task": m.name, "faithful": faithful(m, d), "text": d.text, "error": d.error} for m, d in found]},
                indent=1) + "\n")
        run = json.loads(path.read_text())
        rates[s.label] = {"measure": "faithful decomposition"} | \
            _rate(sum(m["faithful"] for m in run["missions"]), len(run["missions"]))
    return rates


def headline(rates: dict) -> dict:
    """Safe and task pooled over the held-out program sets (else the decomposition sets), with its interval."""
    from safe_codegen.train.evaluate import SAFE_TASK, _rate
    chosen = [x for x in rates.values() if x["measure"] == SAFE_TASK] or list(rates.values())
    return _rate(sum(x["k"] for x in chosen), sum(x["n"] for x in chosen))


def improved(best: dict, new: dict) -> bool:
    """The stop rule: a round helps when its headline is above the best round's 95% interval."""
    return new["n"] > 0 and new["rate"] > best["ci95"][1]


def stop_reason(history: list[dict], rounds: int) -> str | None:
    """Why no further round is run, or None."""
    if not history:
        return None
    last = history[-1]
    if last["round"] >= rounds:
        return f"ran {rounds} round(s)"
    if last["round"] and last["examples"] == 0:
        return f"round {last['round']} kept no program or decomposition: nothing to train on"
    if last["round"] and not last["improved"]:
        best = history[last["best"]]["headline"]
        return (f"round {last['round']} did not raise the held-out headline ({last['headline']['rate']:.2f}) above "
                f"round {last['best']}'s interval [{best['ci95'][0]:.2f}, {best['ci95'][1]:.2f}]")
    return None


def bounded(ft: FinetuneConfig, examples: int, max_steps: int) -> FinetuneConfig:
    """The training settings with at most max_steps optimizer steps (> 0), never more than its epochs take: the
    trainer's own max_steps replaces the epochs, so a round with few examples would train them more often."""
    if max_steps <= 0:
        return ft
    per_epoch = math.ceil(examples / (ft.batch_size * ft.grad_accum))
    return replace(ft, max_steps=min(max_steps, max(1, math.ceil(ft.epochs * per_epoch))))


def run_round(cfg: RoundsConfig, r: int, history: list[dict], out: Path, pool: Engine, load, progress=None,
              console=None) -> dict:
    """Round r (0: measure the starting adapter): sample, keep, train the best adapter further, measure."""
    import time

    from safe_codegen.train.finetune import DEFAULT_CONFIG, finetune, load_config
    here = out / f"round-{r:02d}"
    seconds = {}
    if r == 0:
        adapter = start_adapter(cfg)
        record = {"round": 0, "adapter": str(adapter) if adapter else None, "trained_from": None, "data": {},
                  "examples": 0, "train": None}
    else:
        best = history[history[-1]["best"]]
        start = Path(best["adapter"]) if best["adapter"] else None
        t0 = time.perf_counter()
        rows, stats = collect(load(start), cfg, r, here, pool, progress)
        seconds["sample"] = time.perf_counter() - t0
        rows = list({(x["prompt"], x["completion"]): x for x in rows}.values())
        record = {"round": r, "adapter": None, "trained_from": best["adapter"], "data": stats, "examples": len(rows),
                  "train": None}
        if not rows:
            record |= {"adapter_sha256": None, "heldout": {}, "headline": headline({}), "improved": False,
                       "best": history[-1]["best"], "seconds": seconds}
            write_text(here / "round.json", json.dumps(record, indent=1) + "\n")
            return record
        write_text(here / "train.jsonl", "".join(json.dumps(x) + "\n" for x in rows))
        run = here / "finetune"
        ft = load_config(Path(cfg.training) if cfg.training else DEFAULT_CONFIG)
        ft = bounded(ft, len(rows), cfg.max_steps)
        t0 = time.perf_counter()
        if not (run / "metrics.json").exists():
            from safe_codegen.generate.models.bundled import bundled_model_dir
            finetune(here / "train.jsonl", bundled_model_dir() if cfg.base == "local" else Path(cfg.base), run, ft,
                     console, init_adapter=start)
        metrics = json.loads((run / "metrics.json").read_text())
        seconds["train"] = time.perf_counter() - t0
        adapter = run / "adapter"
        record |= {"adapter": str(adapter), "train": {k: metrics[k] for k in ("examples", "global_step", "train_loss",
                                                                               "wall_s")}}
    t0 = time.perf_counter()
    rates = measure(load(adapter), cfg, here, pool, progress)
    seconds["measure"] = time.perf_counter() - t0
    head = headline(rates)
    better = r > 0 and improved(history[history[-1]["best"]]["headline"], head)
    record |= {"adapter_sha256": adapter_hash(adapter), "heldout": rates, "headline": head, "improved": better,
               "best": r if r == 0 or better else history[-1]["best"], "seconds": seconds}
    write_text(here / "round.json", json.dumps(record, indent=1) + "\n")
    return record


def finished_rounds(out: Path) -> list[dict]:
    """The finished rounds of a run directory, from round 0 on (an unfinished one ends the list)."""
    history = []
    while (out / f"round-{len(history):02d}" / "round.json").exists():
        history.append(json.loads((out / f"round-{len(history):02d}" / "round.json").read_text()))
    return history


def run_rounds(cfg: RoundsConfig, out: Path, pool: Engine, load=None, progress=None, console=None) -> dict:
    """Run (or continue) the rounds in `out` until the stop rule; write rounds.json and rounds.png; return the
    summary. `load(adapter)` gives the model (default: the local one, local_loader); `progress` is
    cli/progress.sampling_progress or None."""
    out = Path(out)
    check_config(cfg, out)
    load = load or local_loader(cfg.base)
    history = finished_rounds(out)
    loaded: dict = {}

    def cached(adapter: Path | None):
        """One model at a time, reused while the adapter stays (the next round samples with this one)."""
        if adapter not in loaded:
            loaded.clear()
            loaded[adapter] = load(adapter)
        return loaded[adapter]

    while stop_reason(history, cfg.rounds) is None:
        history.append(run_round(cfg, len(history), history, out, pool, cached, progress, console))
        write_summary(out, history, None)
    return write_summary(out, history, stop_reason(history, cfg.rounds))


def write_summary(out: Path, history: list[dict], stopped: str | None) -> dict:
    """rounds.json (each round's held-out rates, the best round and its adapter, why the rounds stopped) and
    rounds.png."""
    best = history[-1]["best"]
    summary = {"rounds": [{k: h[k] for k in ("round", "examples", "headline", "heldout", "improved", "adapter",
                                             "adapter_sha256")} for h in history],
               "best": best, "best_adapter": history[best]["adapter"], "stopped": stopped}
    write_text(out / "rounds.json", json.dumps(summary, indent=1) + "\n")
    rounds_chart(summary["rounds"], out / "rounds.png")
    return summary


def rounds_chart(rounds: list[dict], path: Path) -> None:
    """Each held-out set's rate per round, and the pooled headline, with 95% Wilson intervals."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7.5, 4.6))
    series = {label: [(h["round"], h["heldout"][label]) for h in rounds if label in h["heldout"]]
              for label in dict.fromkeys(k for h in rounds for k in h["heldout"])}
    series["headline: safe \u2227 task, pooled"] = [(h["round"], h["headline"]) for h in rounds if h["headline"]["n"]]
    for j, (label, points) in enumerate(series.items()):
        if not points:
            continue
        xs = [x + 0.04 * (j - len(series) / 2) for x, _ in points]  # side by side: the intervals stay readable
        ys = [p["rate"] for _, p in points]
        err = [[p["rate"] - p["ci95"][0] for _, p in points], [p["ci95"][1] - p["rate"] for _, p in points]]
        measure = points[0][1].get("measure", "safe \u2227 task")
        ax.errorbar(xs, ys, yerr=err, marker="o", capsize=3, linewidth=2.5 if label.startswith("headline") else 1.2,
                    label=label if label.startswith("headline") else f"{label} ({measure})")
    ax.set_xticks([h["round"] for h in rounds])
    ax.set_xlabel("round (0: the starting adapter)")
    ax.set_ylabel("fraction of held-out samples")
    ax.set_ylim(0, 1.05)
    ax.set_title("Held-out rates per round of expert iteration (95% Wilson intervals)", fontsize=10)
    ax.legend(fontsize=7, loc="upper left")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=130)
    plt.close(fig)
    write_bytes(path, buf.getvalue())


def promote(out: Path, target: Path) -> tuple[bool, list[str]]:
    """Whether a round of the run beats round 0 on every held-out set, round 0 having measured `target`'s adapter;
    if so the one of those with the highest pooled headline (on a tie the stop rule's best, else the earlier)
    replaces `target` (its weights and config, with a model card). The stop rule's best round is where training
    continues from; a later round can be better than round 0 on every set without clearing that round's interval,
    and is then the one to ship. Returns that and one line per set and decision."""
    path = Path(out) / "rounds.json"
    if not path.exists():
        raise InputError(f"{path}: no such file (run the rounds first)")
    summary = json.loads(path.read_text())
    first = summary["rounds"][0]
    measured = [r for r in summary["rounds"][1:] if r["heldout"]]
    if not measured:
        return False, ["not promoted: no round improved on round 0"]

    def worse(r: dict) -> list[str]:
        return [label for label, x in first["heldout"].items() if not r["heldout"].get(label, {}).get("rate", 0.0) >
                x["rate"]]
    better = [r for r in measured if not worse(r)]
    chosen = max(better or measured, key=lambda r: (r["headline"]["rate"], r["round"] == summary["best"], -r["round"]))
    lines = [f"{label}: round 0 {x['rate']:.2f} [{x['ci95'][0]:.2f}, {x['ci95'][1]:.2f}] -> round {chosen['round']} "
             f"{chosen['heldout'].get(label, {}).get('rate', 0.0):.2f} ({x['measure']})"
             for label, x in first["heldout"].items()]
    if not better:
        return False, lines + [f"not promoted: round {chosen['round']} is not better on {', '.join(worse(chosen))}"]
    if first["adapter_sha256"] != adapter_hash(Path(target)):
        return False, lines + [f"not promoted: round 0 measured another adapter than {target}'s (rerun from it)"]
    with write_directory(Path(target)) as work:
        work.mkdir()
        for name in ADAPTER_FILES:
            shutil.copy2(Path(chosen["adapter"]) / name, work / name)
        (work / "README.md").write_text(model_card(summary, chosen["round"], out))
    return True, lines + [f"promoted: round {chosen['round']}'s adapter replaces {target}"]


def model_card(summary: dict, chosen: int, out: Path) -> str:
    """The README of a promoted adapter (round `chosen`): where it came from, its held-out rates against round 0's."""
    first, new = summary["rounds"][0], summary["rounds"][chosen]
    rows = "".join(f"| {label} | {x['measure']} | {x['rate']:.2f} [{x['ci95'][0]:.2f}, {x['ci95'][1]:.2f}] | "
                   f"{new['heldout'][label]['rate']:.2f} [{new['heldout'][label]['ci95'][0]:.2f}, "
                   f"{new['heldout'][label]['ci95'][1]:.2f}] |\n" for label, x in first["heldout"].items())
    return ("# The default adapter of the bundled model\n\n"
            f"Promoted by `safe-codegen improve --promote` from round {new['round']} of the expert-iteration run "
            f"`{out}` (docs/finetuning.md, \"Rounds\"): better than the adapter it replaced (round 0) on every "
            "held-out set.\n\n| held-out set | measure | before (round 0) | this adapter |\n|---|---|---|---|\n"
            + rows)
