"""The kinds of failure the tool reports: bad input (exit 2), a job that failed on good input (exit 1), and
unverifiable programs."""

from __future__ import annotations


class InputError(Exception):
    """Bad usage or a bad robot/spec/program file: reported as one line, exit code 2."""


class JobFailed(Exception):
    """A job that ran on good input and failed (a training run that diverged): one line, exit code 1."""


class Unverifiable(Exception):
    """The program cannot be turned into an automaton soundly; carries the offending line."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason
