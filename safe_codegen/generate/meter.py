"""Progress of sampling for the command line: the samplers (decode, the OpenAI backend) report the
programs they start, the tokens they draw and the programs they finish to the one sink a command
installed, so its bar shows tokens/s, programs done and an ETA without a callback through every
layer between the command and the sampler. No sink installed (the Python API, the tests): nothing
is reported."""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator, Optional


@dataclass(frozen=True)
class Sink:
    """Where sampling progress goes: `started(k)` programs begun, `tokens(k)` tokens drawn,
    `finished(k)` programs whose sampling ended (finished, cut off or at a dead end)."""

    started: Callable[[int], None]
    tokens: Callable[[int], None]
    finished: Callable[[int], None]


_sink: Optional[Sink] = None


@contextmanager
def metering(sink: Sink) -> Iterator[Sink]:
    """Report sampling progress to `sink` inside the block (one block at a time: the CLI's)."""
    global _sink
    before, _sink = _sink, sink
    try:
        yield sink
    finally:
        _sink = before


def started(k: int) -> None:
    """k programs begun."""
    if _sink is not None and k:
        _sink.started(k)


def tokens(k: int) -> None:
    """k tokens drawn."""
    if _sink is not None and k:
        _sink.tokens(k)


def finished(k: int) -> None:
    """k programs whose sampling ended."""
    if _sink is not None and k:
        _sink.finished(k)
