"""A program's lines as Python numbers them, and as a reviewer is shown them.

Python ends a source line only at `\\n`, `\\r\\n` or a lone `\\r`; str.splitlines also splits at
`\\v`, `\\f`, `\\x1c`-`\\x1e`, `\\x85`, U+2028 and U+2029, which may stand in a comment or a string.
Every listing that pairs line numbers (the AST's, a traceback's) with text splits with
`source_lines`, so a marker lands on the line Python runs.
"""

from __future__ import annotations

import re

_LINE_END = re.compile(r"\r\n|\r|\n")


def source_lines(source: str) -> list[str]:
    """The lines of `source` as Python's tokenizer numbers them (line n is item n - 1)."""
    lines = _LINE_END.split(source)
    return lines[:-1] if lines[-1] == "" else lines


def shown(line: str) -> str:
    """A line as printed for a reviewer: characters that are not printable (control and format
    characters, line and paragraph separators) as escapes, so none can move or hide text."""
    return "".join(c if c.isprintable() or c == "\t" else c.encode("unicode_escape").decode("ascii")
                   for c in line)
