"""Progress on stderr for long work, so a user can tell working from hung: programs sampled of the
total, tokens/s, programs checked, elapsed time and an ETA. On a terminal a live rich bar; otherwise
(a log file, a pipe) a plain line every EVERY seconds and one at the end. `--quiet` shows none."""

from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator

from safe_codegen.cli.options import err, quiet

EVERY = 30.0  # seconds between plain progress lines when stderr is not a terminal


def clock(seconds: float) -> str:
    """Seconds as H:MM:SS or M:SS."""
    s = int(round(seconds))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


@dataclass
class Work:
    """Counts of one long job: programs expected, begun and sampled, tokens drawn, items checked."""

    label: str
    expected: int | None = None  # programs the command knows it will sample (None: not known ahead)
    unit: str = "checked"  # what `checked` counts (programs verified, tasks done ...)
    of: int | None = None  # how many `unit` there are, when known
    started: int = 0
    done: int = 0
    tokens: int = 0
    checked: int = 0
    t0: float = field(default_factory=time.monotonic)

    @property
    def total(self) -> int | None:
        """Programs to sample: those expected, or more once more were begun (refinement rounds)."""
        return max(self.expected or 0, self.started) or None

    def status(self) -> str:
        """One line: programs sampled of the total, tokens/s, what was checked, elapsed, ETA."""
        elapsed = time.monotonic() - self.t0
        total = self.total
        parts = [f"{self.done}/{total if total else '?'} programs sampled"]
        if self.tokens:
            parts.append(f"{self.tokens / max(elapsed, 1e-9):.0f} tokens/s")
        if self.checked or self.of:
            parts.append(f"{self.checked}/{self.of} {self.unit}" if self.of else f"{self.checked} {self.unit}")
        parts.append(f"{clock(elapsed)} elapsed")
        if total and 0 < self.done < total:
            parts.append(f"ETA {clock(elapsed / self.done * (total - self.done))}")
        return ", ".join(parts)


@contextmanager
def sampling_progress(label: str, expected: int | None = None, unit: str = "checked",
                      of: int | None = None) -> Iterator[Callable[[int], None]]:
    """Show the progress of sampling inside the block (generate/meter.py reports what the sampler does);
    yields the callback that counts `unit` (the `progress=` of generate, evaluate, dataset build, plan)."""
    from safe_codegen.generate.meter import Sink, metering
    work = Work(label, expected, unit, of)
    show = _display(work)

    def on(name: str) -> Callable[[int], None]:
        def count(k: int) -> None:
            setattr(work, name, getattr(work, name) + k)
            show(False)
        return count

    with metering(Sink(on("started"), on("tokens"), on("done"))):
        try:
            yield on("checked")
        finally:
            show(True)


def _display(work: Work) -> Callable[[bool], None]:
    """show(last): redraw the live bar (a terminal), or print a plain line every EVERY seconds and at
    the end (anything else); nothing with --quiet."""
    console = err()
    if quiet():
        return lambda last: None
    if console.is_terminal:
        from rich.progress import BarColumn, Progress, TextColumn
        bar = Progress(TextColumn(work.label), BarColumn(), TextColumn("{task.fields[status]}"), console=console,
                       transient=True)
        job = bar.add_task(work.label, total=None, status=work.status())
        bar.start()

        def live(last: bool) -> None:
            bar.update(job, total=work.total, completed=work.done, status=work.status())
            if last:
                bar.stop()
                console.print(f"{work.label}: {work.status()}", highlight=False, markup=False)
        return live
    shown = [time.monotonic()]

    def plain(last: bool) -> None:
        now = time.monotonic()
        if last or now - shown[0] >= EVERY:
            shown[0] = now
            console.print(f"{work.label}: {work.status()}", highlight=False, markup=False)
    return plain


@contextmanager
def counting(label: str, unit: str) -> Iterator[Callable[[int], None]]:
    """Progress of work without a known total (certify's states): the count, its rate and the elapsed
    time; yields the callback that counts."""
    work = Work(label, unit=unit)
    console = err()
    if quiet() or not console.is_terminal:
        shown = [time.monotonic()]

        def plain(k: int) -> None:
            work.checked += k
            if not quiet() and time.monotonic() - shown[0] >= EVERY:
                shown[0] = time.monotonic()
                console.print(f"{label}: {_rate(work)}", highlight=False, markup=False)
        yield plain
        if not quiet():
            console.print(f"{label}: {_rate(work)}", highlight=False, markup=False)
        return
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
    with Progress(SpinnerColumn(), TextColumn(label), TextColumn("{task.fields[status]}"), TimeElapsedColumn(),
                  console=console, transient=True) as bar:
        job = bar.add_task(label, total=None, status="")

        def live(k: int) -> None:
            work.checked += k
            bar.update(job, status=_rate(work))
        yield live
    console.print(f"{label}: {_rate(work)}", highlight=False, markup=False)


def _rate(work: Work) -> str:
    """The count, its rate and the elapsed time."""
    elapsed = time.monotonic() - work.t0
    return f"{work.checked} {work.unit}, {work.checked / max(elapsed, 1e-9):.0f}/s, {clock(elapsed)} elapsed"


@contextmanager
def loading(what: str) -> Iterator[None]:
    """Say what is loading (a model takes from seconds to minutes), then how long it took."""
    if quiet():
        yield
        return
    console = err()
    console.print(f"loading {what} ...", highlight=False, markup=False)
    t0 = time.monotonic()
    yield
    console.print(f"loaded {what} in {time.monotonic() - t0:.1f} s", highlight=False, markup=False)

