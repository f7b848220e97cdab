"""The two kinds of failure the tool reports: bad input (exit 2) and unverifiable programs."""

from __future__ import annotations


class InputError(Exception):
    """Bad usage or a bad robot/spec/program file: reported as one line, exit code 2."""


class Unverifiable(Exception):
    """The program cannot be turned into an automaton soundly; carries the offending line."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason
