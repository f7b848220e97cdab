"""Sampling n completions of one prompt over a `Backend` (the tree-attention store for a local
model), optionally constrained by a line check (constrain.program_check).

All n sequences advance together, one backend call per token. Without a check this is plain
temperature / top-p sampling. With one, each completed line is checked; a rejected line is taken
back (the sequence returns to the start of that line, and the line's last token is banned there,
so the same line is never drawn twice at one point) and the line is drawn again. A line drawn
`Retries.line` times without passing (the first line, which has none before it: until the budget is spent), or with
nothing left to draw, counts against the line before it, which is taken back in turn (backing off); a sequence that
spends `Retries.total` rejections, or backs off past its first line, ends as a dead end carrying the last reason. One
that reaches max_new_tokens inside the function is cut. With a step guide (generate/steps.py), a completed line that
is a step comment, or that ends the function before the last step, is replaced by the guide's next step comment (the
backend's `encode`), a step comment after the last ends the function as soon as its header is written (every
step is written), and a token the guide bars is banned where it was drawn (a constant of the step given another
number begun with the step's digits, "angle = 150" under "15 degrees"; a room or thing named by a literal that is no
name the errand says, "bottle" for "water bottle"). A token that opens a call or a comment the check refuses mid-line
(a name outside the robot's API; code before a comment that never verifies: constrain.py) refuses the line there:
back to where the name began, whose first token is banned, or the whole line, as at its end; a name read but never
defined is taken back to where it ended (it may still go on), and a comment begun inside an open bracket to where it
began; a line longer than LINE_TOKENS (blanks, comments or digits run on to the token budget after a refusal) is
refused whole. What distribution this samples from is in docs/generation.md."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from safe_codegen.generate import meter
from safe_codegen.generate.constrain import Check, bracketed_comment, refused_at
from safe_codegen.generate.models.base import Backend, Completion, SampleConfig, function_finished
from safe_codegen.generate.steps import HEADER, StepGuide


LINE_TOKENS = 96  # tokens a line may take: the longest line of the worked examples, data/examples and 600 train
# reference programs takes 34 with the bundled tokenizer


@dataclass(frozen=True)
class Retries:
    """How often a line is drawn again before backing off to the line before it (`line`), and how
    many rejections a sequence may spend in all before it is a dead end (`total`)."""

    line: int = 8
    total: int = 32


@dataclass
class _Sequence:
    rng: np.random.Generator
    tokens: list[int] = field(default_factory=list)
    starts: list[int] = field(default_factory=lambda: [0])  # where each accepted line starts; the last: this line
    line_retries: int = 0
    retries: int = 0
    banned: dict[tuple[int, ...], set[int]] = field(default_factory=dict)  # prefix -> tokens not to draw after it
    reason: str | None = None  # why the last rejected line was rejected
    result: Completion | None = None


def sample(backend: Backend, cfg: SampleConfig, check: Check | None = None, retries: Retries = Retries()
           ) -> list[Completion]:
    """cfg.n completions; sequence i draws from its own generator seeded (cfg.seed, i)."""
    return sample_many([(backend, cfg, check)], retries)[0]


Job = tuple[Backend, SampleConfig, "Check | None"]  # one prompt's backend, its settings, its check
# joint(requests) -> per request the log-probabilities of its prefixes (one model call for all)
Joint = Callable[[list[tuple[Backend, list[tuple[int, ...]]]]], list[np.ndarray]]


def sample_many(jobs: list[Job], retries: Retries = Retries(), joint: Joint | None = None,
                guides: list[StepGuide | None] | None = None) -> list[list[Completion]]:
    """Completions for several prompts at once: every step asks `joint` for all live sequences of all
    jobs together (tree_attention.joint_logprobs reads the weights once per step for all of them),
    or each backend in turn without it. Each job's results are those `sample` gives it alone.
    `guides`: a step guide (or None) per job."""
    guide_of = {id(job[0]): g for job, g in zip(jobs, guides or [])}
    seqs = [[_Sequence(np.random.default_rng([cfg.seed, i])) for i in range(cfg.n)] for _, cfg, _ in jobs]
    meter.started(sum(map(len, seqs)))
    while True:
        live = [(job, [s for s in mine if s.result is None]) for job, mine in zip(jobs, seqs)]
        live = [(job, mine) for job, mine in live if mine]
        if not live:
            return [[s.result for s in mine] for mine in seqs]
        requests = [(job[0], [tuple(s.tokens) for s in mine]) for job, mine in live]
        logps = joint(requests) if joint else [b.logprobs(prefixes) for b, prefixes in requests]
        for ((backend, cfg, check), mine), rows in zip(live, logps):
            for s, logp in zip(mine, rows):
                _step(s, logp, backend, cfg, check, retries, guide_of.get(id(backend)))
        meter.tokens(sum(len(mine) for _, mine in live))
        meter.finished(sum(s.result is not None for _, mine in live for s in mine))


def _step(s: _Sequence, logp: np.ndarray, backend: Backend, cfg: SampleConfig, check: Check | None,
          retries: Retries, guide: StepGuide | None = None) -> None:
    t = _draw(logp, s, cfg)
    if t is None:  # everything the model gives any probability here was rejected
        if len(s.tokens) > s.starts[-1]:
            _reject(s, s.reason or "every continuation was rejected", retries, backend)
        else:
            _back_off(s, backend)
    else:
        _advance(s, t, backend, cfg, check, retries, guide)


def _draw(logp: np.ndarray, s: _Sequence, cfg: SampleConfig) -> int | None:
    """The next token: argmax at temperature 0, else from the temperature / top-p distribution;
    None when every token with probability is banned."""
    banned = s.banned.get(tuple(s.tokens))
    if banned:
        logp = logp.copy()
        logp[list(banned)] = -np.inf
        if not np.isfinite(logp).any():
            return None
    if cfg.temperature <= 0:
        return int(np.argmax(logp))
    z = logp / cfg.temperature
    p = np.exp(z - z.max())
    order = np.argsort(-p, kind="stable")
    sorted_p = p[order]
    if cfg.top_p < 1.0:
        cum = np.cumsum(sorted_p)
        sorted_p = np.where(cum - sorted_p < cfg.top_p * cum[-1], sorted_p, 0.0)
    cum = np.cumsum(sorted_p)
    return int(order[min(np.searchsorted(cum, s.rng.random() * cum[-1], side="right"), len(order) - 1)])


def _advance(s: _Sequence, t: int, backend: Backend, cfg: SampleConfig, check: Check | None,
             retries: Retries, guide: StepGuide | None = None) -> None:
    """Append token t to s, check (and guide) what it completed, and settle s when it ended; a token the guide bars
    is taken back and never drawn again at that point."""
    s.tokens.append(t)
    ended = t in backend.eos
    piece = backend.decode((t,))
    line = backend.decode(tuple(s.tokens[s.starts[-1]:])) if guide is not None and not ended else ""
    if line and guide.bars(line, lambda: backend.decode(tuple(s.tokens[:s.starts[-1]]))):
        _bar(s)
        return
    forced = guide.completion(line) if line else None
    if forced is not None:  # a hazard test going on after some of the task's hazards: the others end it
        _write_line(s, backend.decode(tuple(s.tokens[:s.starts[-1]])), forced, backend)
        piece = "\n"  # the line is complete: checked below as the model's own
    if check is not None and not ended and ("(" in piece or "#" in piece) and "\n" not in piece:  # mid-line
        reason = check(backend.decode(tuple(s.tokens)), False)
        if reason is not None:
            _refuse(s, reason, retries, backend)
            return
    at = bracketed_comment(backend.decode(tuple(s.tokens[s.starts[-1]:]))) \
        if check is not None and "#" in piece and "\n" not in piece else None
    if at is not None:  # no worked example comments inside a bracket
        _take_back(s, at, "a comment inside an open bracket", retries, backend)
        return
    if check is not None and not ended and "\n" not in piece and len(s.tokens) - s.starts[-1] > LINE_TOKENS:
        _reject(s, f"a line of more than {LINE_TOKENS} tokens", retries, backend)
        return
    if ended or "\n" in piece:  # the whole text is decoded only where a line ends
        text = backend.decode(tuple(s.tokens[:-1] if ended else s.tokens))
        cut = function_finished(text)
        final = ended or cut is not None
        if guide is not None:
            done = backend.decode(tuple(s.tokens[:s.starts[-1]]))
            line = text[len(done):] if text.startswith(done) else text
            if guide.too_many(done, line):  # every step is written: the function ends before this line
                text, cut, final = done, None, True
            elif _guided(s, done, line, final, backend, guide):
                return
        _settle(s, text[:cut] if cut is not None else text, final, backend, check, retries)
    elif guide is not None and HEADER.match(line):
        done = backend.decode(tuple(s.tokens[:s.starts[-1]]))  # a step begun past the last ends it before its
        if guide.too_many(done, line):                          # line does ("# step 2 of 1: spin left 4000...")
            _settle(s, done, True, backend, check, retries)
    if s.result is None and len(s.tokens) >= cfg.max_new_tokens:
        s.result = Completion(backend.decode(tuple(s.tokens)), cut=True, rejected=s.retries)


def _settle(s: _Sequence, body: str, final: bool, backend: Backend, check: Check | None, retries: Retries) -> None:
    """Check the text up to the line just completed: take the line back, end s with it (`final`), or keep it."""
    reason = check(body, final) if check is not None else None
    if reason is not None:
        _refuse(s, reason, retries, backend)
    elif final:
        s.result = Completion(body, rejected=s.retries)
    else:
        s.starts.append(len(s.tokens))
        s.line_retries = 0


def _guided(s: _Sequence, done: str, line: str, final: bool, backend: Backend, guide: StepGuide) -> bool:
    """Apply the step guide to `line`, just completed after `done`: write the next step comment instead of it.
    False: the line is the model's to keep (checked as usual)."""
    forced = guide.line(done, line, final)
    if forced is None or forced == line:
        return False
    _write_line(s, done, forced, backend)
    s.starts.append(len(s.tokens))
    s.line_retries = 0
    return True  # the token budget is counted at the next token


def _write_line(s: _Sequence, done: str, forced: str, backend: Backend) -> None:
    """Write `forced` as the line after `done` instead of the tokens drawn for it."""
    indent = done[done.rfind("\n") + 1:]  # whitespace a token already wrote after the last newline
    del s.tokens[s.starts[-1]:]
    s.tokens += backend.encode(forced[len(indent):] if indent.isspace() and forced.startswith(indent) else forced)


def _reject(s: _Sequence, reason: str, retries: Retries, backend: Backend) -> None:
    """Take back the line that failed the check; back off when it was drawn too often; end s as a dead
    end when its budget is spent."""
    _ban_last(s)
    del s.tokens[s.starts[-1]:]
    _count(s, reason, retries, backend)


def _count(s: _Sequence, reason: str, retries: Retries, backend: Backend) -> None:
    """Count a refused line: back off when it was drawn too often; end s as a dead end when its budget is spent. The
    first line has no line before it to back off to, so it is drawn until the budget is spent (a search's guided
    first line left the adapter 8 tries at its `angular = ...` line, and 3 of 4 samples of a typed spin search ended
    there)."""
    s.reason = reason
    s.line_retries += 1
    if s.retries > retries.total:
        _dead_end(s, backend)
    elif s.line_retries > retries.line and len(s.starts) > 1:
        _back_off(s, backend)


def _back_off(s: _Sequence, backend: Backend) -> None:
    """Take back the line before the current one (no line after it passed), or end s as a dead end at the first."""
    if len(s.starts) == 1:
        _dead_end(s, backend)
        return
    s.starts.pop()  # the tokens end where the line before ended, with its last token
    _ban_last(s)
    del s.tokens[s.starts[-1]:]
    s.line_retries = 0


def _refuse(s: _Sequence, reason: str, retries: Retries, backend: Backend) -> None:
    """Refuse the line being written for `reason`: back to the token that begins a name called outside the API, or
    that follows a name read but never defined (constrain.refused_at), which is never drawn there again (banning
    only the bracket, the adapter went on with `name = [...` to the token budget; taking back the whole line of
    `navigate(linear, angular)` where `angular_speed` was defined, it drew the same name until a dead end on 6 of 8
    samples of a search); for any other reason, the whole line as a completed one would be."""
    at = refused_at(backend.decode(tuple(s.tokens[s.starts[-1]:])), reason)
    if at is None:
        _reject(s, reason, retries, backend)
    else:
        _take_back(s, at, reason, retries, backend)


def _take_back(s: _Sequence, at: int, reason: str, retries: Retries, backend: Backend) -> None:
    """Take the line back to the token that reaches past its character `at`, never to be drawn there again, and go
    on from there; counted, backed off from and ended like a line taken back whole (_reject)."""
    k = s.starts[-1]
    while k < len(s.tokens) - 1 and len(backend.decode(tuple(s.tokens[s.starts[-1]:k + 1]))) <= at:
        k += 1
    del s.tokens[k + 1:]
    _ban_last(s)
    s.tokens.pop()
    _count(s, reason, retries, backend)


def _bar(s: _Sequence) -> None:
    """Take the last token back and never draw it again at that point; no line is rejected (the rest of the line is
    drawn from what is left)."""
    s.banned.setdefault(tuple(s.tokens[:-1]), set()).add(s.tokens.pop())


def _ban_last(s: _Sequence) -> None:
    """Never draw the last token again after the tokens before it (that exact line is rejected)."""
    s.banned.setdefault(tuple(s.tokens[:-1]), set()).add(s.tokens[-1])
    s.retries += 1


def _dead_end(s: _Sequence, backend: Backend) -> None:
    s.result = Completion(backend.decode(tuple(s.tokens)), rejected=s.retries,
                          dead_end=f"{s.reason} ({s.retries} lines rejected in all)")
