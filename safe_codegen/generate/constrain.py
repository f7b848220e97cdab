"""The static checks as a check on a growing completion, for decoding that cannot produce an
unverifiable program (docs/generation.md, "Constrained decoding").

A completion starts inside `def NAME():`. Each time a line is completed the sampler asks
`check(text_up_to_that_line, final=False)`; when the function ends (its first top-level line, or
the end of the sequence) it asks `check(body, final=True)`. Text that ends inside a line is judged on its
completed lines and on the partial line: its code as a whole line once a comment has begun (nothing after it is
code), and the names it calls (one neither in the robot's API, nor an allowed call, nor imported earlier in the body
is never repaired by the rest of the line). A model wrote `if pedestrian_observed() or vehicle_observed():` and then
ran the line on in comments to the token budget, so no completed line was ever seen. The answer is None (go on) or the
reason the text can never become a program `verify` accepts. A prefix is rejected only when no
continuation can repair it: a syntax error `codeop` sees in the completed lines, or a problem
`parse_program` reports in the prefix closed as it stands (an undefined or not yet assigned name,
a call outside the robot's API, a wrong arity, an unsupported construct: none of these is undone by
later lines, since the function ends at its first top-level line)."""

from __future__ import annotations

import ast
import codeop
import functools
import keyword
import re
import warnings
from typing import Callable

from safe_codegen.errors import Unverifiable
from safe_codegen.generate.prompts import extract_code
from safe_codegen.robot import HARMLESS_BUILTINS, Robot
from safe_codegen.verify.program import parse_program

# check(text, final) -> None (accepted) or the reason it never verifies
Check = Callable[[str, bool], "str | None"]


def syntax_check(name: str) -> Check:
    """Python syntax only: the completed lines are a prefix of a function body `codeop` accepts, and the
    finished body compiles (the structural judge of `certify` extraction)."""
    return _check(name, None)


def program_check(robot: Robot, name: str) -> Check:
    """Syntax and the static checks of `verify` against `robot`'s declared API."""
    return _check(name, robot)


def _check(name: str, robot: Robot | None) -> Check:
    header = f"def {name}():\n"

    def whole(body: str) -> str | None:
        program = extract_code(body, name, primed=True)
        try:
            if robot is None:
                compile(program, "<program>", "exec")
            else:
                parse_program(program, robot)
        except Unverifiable as exc:
            return f"line {exc.line}: {exc.reason}"
        except (SyntaxError, ValueError) as exc:
            return f"syntax error: {getattr(exc, 'msg', exc)}"
        return None

    @functools.lru_cache(maxsize=4096)
    def prefix(done: str) -> str | None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                codeop.compile_command(header + done, symbol="exec")
        except (SyntaxError, ValueError, OverflowError) as exc:
            return f"syntax error: {getattr(exc, 'msg', exc)}"
        if robot is None:
            return None
        closed = _closed(done)
        return whole(closed) if closed is not None else None  # None: open brackets, nothing to check yet

    def check(text: str, final: bool) -> str | None:
        if final:
            return whole(text) if text.strip() else "the function has no body"
        done = text[: text.rfind("\n") + 1]
        reason = prefix(done) if done.strip() else None
        line = text[len(done):]
        code = _before_comment(line)
        if reason is None and code is not None and code.strip():  # the line's code is all written: check it whole
            reason = prefix(done + code.rstrip() + "\n")
        return reason or (_unknown_call(done, line, robot) if robot is not None else None)

    return check


UNKNOWN = "call to "  # how a reason about a name called outside the API begins
CALLED = re.compile(r"(?<![\w.])(?<!def )([A-Za-z_]\w*)\s*\(")  # a name called (no method, no def)
IMPORTED = re.compile(r"\bfrom\s+\w+\s+import\s+([^\n#]+)")
LITERAL = re.compile(r"'[^'\n]*(?:'|$)|\"[^\"\n]*(?:\"|$)", re.M)  # a string literal (an unclosed one: to the end)


def _before_comment(line: str) -> str | None:
    """The code of a partial `line` before its comment, where a comment has begun and no bracket is open before it
    (nothing after it is code of this line: inside a bracket the statement goes on on the next one); None
    otherwise."""
    at = _comment(line)
    return line[:at] if at is not None and not _open(line[:at]) else None


def bracketed_comment(line: str) -> int | None:
    """Where a comment begins inside an open bracket of the partial `line` (`navigate(linear # meters per second`),
    which no worked example writes: the adapter went on with comments inside the call to the token budget; None
    where there is none."""
    at = _comment(line)
    return at if at is not None and _open(line[:at]) else None


def _comment(line: str) -> int | None:
    """Where the comment of `line` begins (a `#` outside string literals), None where it has none."""
    return next((m.start() for m in re.finditer(rf"{LITERAL.pattern}|#", line) if m[0] == "#"), None)


def _open(code: str) -> bool:
    """Whether `code` leaves a bracket open."""
    code = code_only(code)
    return sum(code.count(c) for c in "([{") != sum(code.count(c) for c in ")]}")


def code_only(text: str) -> str:
    """`text` with its string literals and comments blanked (the same length: positions in it are the text's): a
    name in a comment or a literal is no name, a clock named in a comment no clock."""
    return re.sub(r"#[^\n]*", lambda m: " " * len(m[0]), LITERAL.sub(lambda m: m[0][0] + " " * (len(m[0]) - 1), text))


def _unknown_call(done: str, line: str, robot: Robot) -> str | None:
    """Why the partial `line` after the completed lines `done` never verifies: it calls a name that is not the
    robot's, no allowed call and not imported in `done` (parse_program refuses a call of any other name, a local
    or a module); None otherwise."""
    imported = {n.split()[-1] for m in IMPORTED.finditer(code_only(done)) for n in m[1].strip("() ").split(",")
                if n.strip()}
    for m in CALLED.finditer(code_only(line)):
        called = m[1]
        if not (keyword.iskeyword(called) or called in robot.functions or called in HARMLESS_BUILTINS or
                called in imported):
            return f"{UNKNOWN}'{called}', which is neither in the robot's API nor an allowed call"
    return None


UNDEFINED = re.compile(r"(?:line \d+: )?name '(\w+)' is not defined$")  # parse_program's reason for a name read
OUTSIDE = re.compile(r"(?:line \d+: )?'(\w+)\.(\w+)' is outside the robot's API")  # a module's name not allowed


def refused_at(line: str, reason: str) -> int | None:
    """Where in `line` (refused for `reason`) the sampler takes it back to, the token there being banned: the start
    of a name called outside the robot's API (the name is wrong however the line goes on), the start of a module's
    name the robot does not allow (`random.pi`: the module is right, another of its names may follow; the adapter
    trained on wanders took the line back whole 33 times a sample), or the end of a name read but never defined (the
    model may still lengthen it: `angular` where `angular_speed` is defined); None for any other reason (the whole
    line is taken back)."""
    called = reason[len(UNKNOWN):].split("'")[1] if reason.startswith(UNKNOWN) else None
    read = UNDEFINED.fullmatch(reason)
    name = called or (read[1] if read else None)
    code = code_only(line)  # comments and literals blanked: a name in a comment is no name
    outside = OUTSIDE.match(reason)
    if outside:
        spans = [m.start(1) for m in re.finditer(rf"(?<![\w.]){outside[1]}\.({outside[2]})\b", code)]
        return spans[-1] if spans else None
    spans = [m.span() for m in re.finditer(rf"(?<![\w.]){name}\b", code)] if name else []
    if not spans:
        return None
    return spans[-1][0] if called else spans[-1][1]


def _closed(done: str) -> str | None:
    """The completed lines made a whole function body as they stand: unchanged, or with `pass` under
    a last line that opens a block; None when neither parses (an open bracket or string)."""
    last = done.rstrip("\n").split("\n")[-1]
    indent = len(last) - len(last.lstrip())
    for body in (done, done + " " * (indent + 4) + "pass\n"):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                ast.parse("def f():\n" + body)
        except (SyntaxError, ValueError):
            continue
        return body
    return None
