"""What a reviewer is shown is what Python runs: listings number lines as Python's tokenizer does.

str.splitlines also splits at \\v, \\f, \\x1c-\\x1e, \\x85, U+2028 and U+2029, which Python keeps inside a
comment or a string; a lone \\r and \\r\\n do end a line in Python."""

import ast

import pytest

from safe_codegen.cli.report import counterexample_text
from safe_codegen.compose.emit import origins
from safe_codegen.verify.lines import shown, source_lines

# every character str.splitlines splits at but Python's tokenizer does not
NOT_PYTHON_LINE_ENDS = ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]


def test_the_list_of_separators_is_str_splitlines_minus_python():
    """Guards the list above: every code point str.splitlines splits at that ast.parse does not."""
    splitting = [chr(c) for c in range(0x110000) if len(f"a{chr(c)}b".splitlines()) == 2]
    python = [c for c in splitting if len(ast.parse(f"x = 1  # a{c}y = 2").body) == 2]
    assert sorted(set(splitting) - set(python)) == NOT_PYTHON_LINE_ENDS
    assert sorted(python) == ["\n", "\r"]  # and "\r\n", one line end


@pytest.mark.parametrize("end", NOT_PYTHON_LINE_ENDS + ["\r", "\r\n", "\n"])
def test_source_lines_numbers_lines_as_python_does(end):
    source = f"x = 1  # one{end}two\ny = 2\r\nz = 3\rw = 4\n"
    lines = source_lines(source)
    for node in ast.parse(source).body:
        assert lines[node.lineno - 1].startswith(ast.unparse(node)), (end, node.lineno, lines)
    assert len(lines) == max(n.lineno for n in ast.parse(source).body)


def test_shown_escapes_what_could_move_or_hide_text():
    assert shown("x = 1  # a\u2028b\x0cc\x1b[2Kd\u202ee\tf é") == "x = 1  # a\\u2028b\\x0cc\\x1b[2Kd\\u202ee\tf é"


@pytest.mark.timeout(60)
@pytest.mark.parametrize("sep", ["\u2028", "\x0c", "\x85", "\r"])
def test_the_annotated_listing_marks_the_line_python_runs(jackal, check, sep):
    """The issue's case: a separator inside a comment. The violation's mark lands on the publish (line 5
    in Python's numbering; with str.splitlines it landed on an innocent line), later lines keep their
    numbers, and the comment is shown on one line with the separator escaped (a lone \\r is a line end)."""
    source = (f"def f():\n    # careful{sep}    # really{sep}    # very\n    while True:\n"
              "        if pedestrian_observed():\n            velocity_publisher(1.0, 0.0)\n"
              "        stop()\n")
    r = check(source, jackal, ["phi1"])
    (phi1,) = r.specs
    assert not phi1.holds
    bad = phi1.counterexample[phi1.violation_step]
    lines = source_lines(source)
    assert bad.text in lines[bad.line - 1]  # the step's text is on the line Python gives it
    listing = counterexample_text(r, phi1, source).split("program (steps at each line")[1].splitlines()
    marked = [ln for ln in listing if "!" in ln.split("<- step")[-1] and "<- step" in ln]
    assert len(marked) == 1 and "velocity_publisher(1.0, 0.0)" in marked[0], listing
    number = int(marked[0].split("|")[0])
    assert number == (5 if sep != "\r" else 7) == bad.line
    if sep != "\r":
        comment = next(ln for ln in listing if "careful" in ln)
        assert comment.split("|")[0].strip() == "2" and shown(sep) in comment


def test_emitted_plan_origins_count_a_lone_carriage_return_as_python_does():
    source = '"""Composed plan p: a."""\rdef a_0_a():\r    stop()  # from a:2\n'
    assert ast.parse(source).body[1].body[0].lineno == 3
    assert origins(source) == {3: ("a", 2)}
