"""Constrained decoding (generate/constrain.py, generate/decode.py): lines that can never verify
are never emitted, a dead end ends with its reason, a cut-off sample is marked cut."""

from __future__ import annotations

import numpy as np
import pytest

from safe_codegen.errors import Unverifiable
from safe_codegen.generate.constrain import bracketed_comment, program_check, refused_at
from safe_codegen.generate.decode import Retries, sample
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.prompts import extract_code
from safe_codegen.verify.program import parse_program

UNDEFINED = "    velocity_publisher(radius, 0.0)\n"  # `radius` is never defined
SYNTAX = "    velocity_publisher(0.5,, 0.0)\n"
ARITY = "    velocity_publisher(0.5)\n"
OUTSIDE = "    os.system('ls')\n"
GOOD = ["    velocity_publisher(0.5, 0.0)\n", "    if pedestrian_observed():\n", "        stop()\n",
        "    time.sleep(1)\n"]


class LineModel:
    """Stands in for a language model whose tokens are whole lines (plus an end token): it prefers
    `bad` lines with probability `p_bad` at every step and ends after `horizon` lines. The real
    model's sampler runs the same decode.sample over tree_attention.TreeBackend (tested below)."""

    def __init__(self, bad: list[str], good: list[str] = GOOD, p_bad: float = 0.9, horizon: int = 6) -> None:
        self.vocab = bad + good + ["<eos>"]
        self.eos = {len(self.vocab) - 1}
        self.bad, self.p_bad, self.horizon = len(bad), p_bad, horizon

    def logprobs(self, prefixes):
        rows = []
        for p in prefixes:
            q = np.full(len(self.vocab), 1e-12)
            if len(p) >= self.horizon:
                q[-1] = 1.0
            else:
                q[: self.bad] = self.p_bad / max(self.bad, 1)
                q[self.bad:-1] = (1 - self.p_bad) * 0.9 / max(len(self.vocab) - 1 - self.bad, 1)
                q[-1] = (1 - self.p_bad) * 0.1
            rows.append(np.log(q / q.sum()))
        return np.array(rows)

    def decode(self, tokens):
        return "".join(self.vocab[t] for t in tokens if t not in self.eos)


@pytest.fixture
def check(jackal):
    return program_check(jackal, "drive")


def verifies_statically(body: str, robot) -> bool:
    try:
        parse_program(extract_code(body, "drive", primed=True), robot)
    except Unverifiable:
        return False
    return True


@pytest.mark.parametrize("bad", [UNDEFINED, SYNTAX, ARITY, OUTSIDE])
def test_the_preferred_bad_line_is_never_emitted(bad, check, jackal):
    model = LineModel([bad])
    free = sample(model, SampleConfig(n=20, temperature=1.0, seed=3))
    assert sum(bad in c.text for c in free) >= 15  # unconstrained, the model writes it nearly always
    for temperature in (1.0, 0.0):
        out = sample(model, SampleConfig(n=20, temperature=temperature, seed=3), check)
        assert all(bad not in c.text and not c.cut and c.dead_end is None for c in out)
        assert all(verifies_statically(c.text, jackal) for c in out)
        assert all(c.rejected >= 1 for c in out)  # each sample drew the bad line at least once, and again


def test_names_must_be_assigned_before_use_not_only_somewhere(check):
    assert check("    velocity_publisher(speed, 0.0)\n", False) is not None
    assert check("    speed = 0.5\n    velocity_publisher(speed, 0.0)\n", False) is None
    assert check("    if pedestrian_observed():\n        speed = 0.5\n    velocity_publisher(speed, 0.0)\n",
                 False) is not None  # not assigned on every path


def test_a_call_of_the_function_itself_is_rejected_at_its_line(check):
    """Recursion never verifies (each call is inlined), so the line that makes it is never kept: the indoor
    adapter wrote `go_to("lounge")` and then called its own function on 3 of 4 samples of a task."""
    assert check("    stop()\n", False) is None
    assert "recursive call to 'drive' (drive -> drive)" in check("    stop()\n    if car_observed():\n        drive()\n",
                                                                 False)


def test_prefixes_that_can_still_be_completed_are_accepted(check):
    assert check("    while True:\n", False) is None  # the body comes next
    assert check("    if car_observed():\n        stop()\n    else:\n", False) is None
    assert check("    velocity_publisher(0.5,\n", False) is None  # an open bracket: not yet a statement
    assert check("    # drive forward:\n", False) is None
    assert "syntax error" in check("    x = 1)\n", False)
    assert check("    while True:\n", True) is not None  # as a whole body, a block without a body is not


def test_a_dead_end_ends_with_its_reason_never_hangs(check):
    many = [UNDEFINED, SYNTAX, ARITY, OUTSIDE] + [f"    velocity_publisher(v{i}, 0.0)\n" for i in range(8)]
    model = LineModel(many, good=[], p_bad=0.999)  # only bad lines, and the end token
    for c in sample(model, SampleConfig(n=3, temperature=1.0, seed=1), check, Retries(line=3, total=10)):
        # the first line has none before it to back off to: it is drawn until the budget (10) is spent
        assert c.dead_end and "11 lines rejected" in c.dead_end and c.rejected == 11 and c.text == ""
        assert any(why in c.dead_end for why in ("is not defined", "syntax error", "argument", "os"))
    # fewer bad lines than the budget: once each is banned (and the empty function rejected), nothing is left
    (c,) = sample(LineModel([UNDEFINED], good=[]), SampleConfig(n=1, seed=0), check)
    assert c.dead_end.startswith("the function has no body") and c.rejected == 2


class Cornered:
    """Stands in for a model that, after its likely first line `y = 1`, can only write a line using `x`,
    which only the unlikely first line `x = 1` defines (probabilities exactly 0 elsewhere)."""

    vocab = ["    y = 1\n", "    x = 1\n", "    velocity_publisher(x, 0.0)\n", "<eos>"]
    eos = {3}

    def logprobs(self, prefixes):
        table = {0: [0.9, 0.1, 0, 0], 1: [0, 0, 1, 0], 2: [0, 0, 0, 1]}
        with np.errstate(divide="ignore"):
            return np.log(np.array([table[min(len(p), 2)] for p in prefixes], dtype=float))

    def decode(self, tokens):
        return "".join(self.vocab[t] for t in tokens if t not in self.eos)


def test_a_line_with_no_passing_successor_is_taken_back(check):
    out = sample(Cornered(), SampleConfig(n=4, temperature=1.0, seed=0), check)
    assert any(c.rejected == 2 for c in out)
    for c in out:
        assert c.text == "    x = 1\n    velocity_publisher(x, 0.0)\n" and c.dead_end is None
        assert c.rejected in (0, 2)  # drew `x = 1` first, or `y = 1`, whose only successor failed, then backed off


class Table:
    """Stands in for a language model by a table: each token's probabilities after the last token drawn."""

    vocab: list[str]
    eos: set[int]
    after: dict

    def logprobs(self, prefixes):
        rows = np.zeros((len(prefixes), len(self.vocab)))
        for row, p in zip(rows, prefixes):
            for t, q in self.after[p[-1] if p else None].items():
                row[t] = q
        with np.errstate(divide="ignore"):
            return np.log(rows)

    def decode(self, tokens):
        return "".join(self.vocab[t] for t in tokens if t not in self.eos)


class Spelled(Table):
    """Stands in for the indoor adapter on `bring_backpack_from_lounge`: a name spelled over several tokens, and,
    when its bracket is banned, a list assigned to it that runs on to the token budget."""

    vocab = ["    if pedestrian_observed() or ", "vehicle", "_observed", "(", " = [", "'x', ", "car_observed()", ":\n",
             "        stop()\n", "<eos>"]
    eos = {9}
    after = {None: {0: 1.0}, 0: {1: 0.9, 6: 0.1}, 1: {2: 1.0}, 2: {3: 0.9, 4: 0.1}, 4: {5: 1.0}, 5: {5: 1.0},
             3: {7: 1.0}, 6: {7: 1.0}, 7: {8: 1.0}, 8: {9: 1.0}}


def test_a_name_outside_the_api_is_taken_back_to_where_it_began(check):
    """Banning only the bracket left the name to be assigned a list that ran on to the budget; the line is taken back
    to the name's first token, which is never drawn there again."""
    out = sample(Spelled(), SampleConfig(n=2, temperature=0.0, max_new_tokens=60, seed=0), check)  # greedy
    assert all(not c.cut and c.text == "    if pedestrian_observed() or car_observed():\n        stop()\n" for c in out)


class Rambler(Table):
    """Stands in for the adapter on `reverse_h` (2026-12-05): after "or" it prefers to call `vehicle_observed`, which
    the robot does not have, and then writes comments on the same line until the token budget, so no line is ever
    completed for the line check to see; `car_observed` (unlikely) leads to a whole program."""

    vocab = ["    if pedestrian_observed() or ", "vehicle_observed(", "car_observed(", "):\n", "        stop()\n",
             " # and so on", "<eos>"]
    eos = {6}
    after = {None: {0: 1.0}, 0: {1: 0.9, 2: 0.1}, 1: {5: 1.0}, 5: {5: 1.0}, 2: {3: 1.0}, 3: {4: 1.0}, 4: {6: 1.0}}


def test_a_call_outside_the_api_is_banned_where_its_bracket_opens(check):
    """The line check judges completed lines; a call's name is judged as soon as its bracket opens, and a line's code
    as soon as its comment begins, so a line that never ends cannot hide them (a comment or a string naming a call
    is no call; an imported name is one)."""
    free = sample(Rambler(), SampleConfig(n=8, temperature=1.0, max_new_tokens=40, seed=0))
    assert sum(c.cut for c in free) >= 5
    out = sample(Rambler(), SampleConfig(n=8, temperature=1.0, max_new_tokens=40, seed=0), check)
    assert all(not c.cut and c.text == "    if pedestrian_observed() or car_observed():\n        stop()\n" for c in out)
    assert "call to 'vehicle_observed', which is neither in the robot's API" in check("    if vehicle_observed(", False)
    assert check("    # vehicle_observed(", False) is None and check("    print('vehicle_observed(", False) is None
    assert check("    from math import sqrt\n    x = sqrt(", False) is None and check("    x = sqrt(", False)
    # the ban pushed the adapter to `vehicle_observed:` (no call) and a comment run on to the budget: once a comment
    # begins, the code before it is the whole line's, and is checked as such
    assert "name 'vehicle_observed' is not defined" in check("    if car_observed() or vehicle_observed:  # st", False)
    assert check("    if car_observed():  # stop", False) is None and check("    x = '#' + str(", False) is None
    assert check("    x = -(0.5 # inside a bracket the statement goes on", False) is None


class Misnamed(Table):
    """Stands in for the adapter on heldout14 Spot `spin_search_right_b`: it defined `turn_rate` and then reads
    `turn`, the name of the worked example's pattern, where the line may still go on to `turn_rate`."""

    vocab = ["    turn_rate = 0.2\n", "    velocity_publisher(0.0,", " turn", ")", "\n", "_rate", " # left", "<eos>"]
    eos = {7}
    after = {None: {0: 1.0}, 0: {1: 1.0}, 1: {2: 1.0}, 2: {3: 0.9, 5: 0.1}, 5: {3: 1.0}, 3: {4: 0.5, 6: 0.5},
             6: {4: 1.0}, 4: {7: 1.0}}


def test_a_name_read_but_never_defined_is_taken_back_to_where_it_ended(check):
    """Taking the whole line back banned only its newline, and the adapter drew the same name with other endings until
    a dead end (6 of 8 samples); the line is taken back to the token after the name, so the name may go on."""
    (out,) = sample(Misnamed(), SampleConfig(n=1, temperature=0.0, max_new_tokens=60, seed=0), check)
    assert out.text == "    turn_rate = 0.2\n    velocity_publisher(0.0, turn_rate)\n" and out.rejected == 1


@pytest.mark.parametrize("line, reason, at", [
    ("    navigate(linear, angular)\n", "line 12: name 'angular' is not defined", 28),  # the name's end
    ("    x = angular # angular\n", "name 'angular' is not defined", 15),           # not the one in the comment
    ("    if vehicle_observed(", "call to 'vehicle_observed', which is neither in the robot's API nor an allowed call",
     7),                                                                            # a call: the name's start
    ("    navigate(linear, angular)\n", "line 3: name 'angular' may be used before it is assigned", None),
    ("    x = 'angular'\n", "name 'angular' is not defined", None),                  # in a literal: no name
    ("    navigate(1, random.pi)\n", "line 16: 'random.pi' is outside the robot's API (allowed: random.randint, "
     "random.random, random.uniform)", 23),                                          # the module's name: its start
])
def test_where_a_refused_line_is_taken_back_to(line, reason, at):
    assert refused_at(line, reason) == at


class Bracketed(Table):
    """Stands in for the adapter on Spot searches: `-(0.5` and then a comment inside the bracket, after which every
    line it wrote was refused; a comment there is taken back to where it began."""

    vocab = ["    x = -(0.5", " # half", ")", "\n", "<eos>"]
    eos = {4}
    after = {None: {0: 1.0}, 0: {1: 0.9, 2: 0.1}, 1: {3: 1.0}, 2: {1: 1.0}, 3: {4: 1.0}}


def test_a_comment_inside_an_open_bracket_is_refused_where_it_begins(check):
    (out,) = sample(Bracketed(), SampleConfig(n=1, temperature=0.0, max_new_tokens=60, seed=0), check)
    assert out.text == "    x = -(0.5) # half\n" and out.rejected == 1
    assert bracketed_comment("    x = -(0.5 # half") == 14 and bracketed_comment("    x = -(0.5) # (half") is None
    assert bracketed_comment("    print('(# no comment'") is None


class Blank(Table):
    """Stands in for the adapter after a refused line (heldout Spot `spin_search_right_f`): it writes blanks on one
    line, never a newline, to the token budget."""

    vocab = ["    x = 1\n", "    ", " ", "<eos>"]
    eos = {3}
    after = {None: {0: 1.0}, 0: {1: 1.0}, 1: {2: 1.0}, 2: {2: 1.0}}


def test_a_line_that_never_ends_is_refused_not_cut(check):
    """A line of more than LINE_TOKENS tokens is refused like a line that cannot verify (taken back, drawn again,
    backed off from), so a run-on ends as a dead end with its reason or finds another way, never cut off."""
    from safe_codegen.generate.decode import LINE_TOKENS
    free = sample(Blank(), SampleConfig(n=1, temperature=0.0, max_new_tokens=400, seed=0))
    assert free[0].cut
    (out,) = sample(Blank(), SampleConfig(n=1, temperature=0.0, max_new_tokens=400, seed=0), check)
    assert not out.cut and out.dead_end and f"a line of more than {LINE_TOKENS} tokens" in out.dead_end


def test_the_token_budget_cuts_a_sample(check):
    model = LineModel([], horizon=50, p_bad=0.0)
    out = sample(model, SampleConfig(n=2, max_new_tokens=3, seed=0), check)
    assert all(c.cut and c.text.count("\n") == 3 for c in out)


def test_tiny_model_constrained_never_finishes_an_unverifiable_program(tiny, jackal):
    """The real sampler (tree attention over a tiny random Gemma 3): every program it finishes passes the
    static checks; the others are cut off or at a dead end, each with its reason."""
    from safe_codegen.generate.models.local import LocalModel

    model = LocalModel(tiny)
    out = model.sample("def drive():\n", SampleConfig(n=6, temperature=1.0, max_new_tokens=40, seed=5),
                       program_check(jackal, "drive"))
    assert len(out) == 6
    for c in out:
        assert c.cut or c.dead_end or verifies_statically(c.text, jackal)
    off = LocalModel(tiny, constrain=False).sample("def drive():\n", SampleConfig(n=6, temperature=1.0,
                                                                                 max_new_tokens=40, seed=5),
                                                   program_check(jackal, "drive"))
    assert all(c.rejected == 0 and c.dead_end is None for c in off)


def test_prompts_sampled_together_get_what_each_gets_alone(tiny, jackal):
    """sample_many steps several prompts' sequences in one model call per token (tree_attention.joint_logprobs)."""
    from safe_codegen.generate.models.local import LocalModel

    model = LocalModel(tiny)
    jobs = [("def drive():\n", SampleConfig(n=3, temperature=1.0, max_new_tokens=25, seed=1), None),
            ("# turn\ndef turn():\n    ", SampleConfig(n=2, temperature=1.0, max_new_tokens=15, seed=2),
             program_check(jackal, "turn"))]
    together = model.sample_many(jobs)
    assert together == [model.sample(*job) for job in jobs]
    assert [len(x) for x in together] == [3, 2]
