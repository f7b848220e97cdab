"""Guided step comments (docs/generation.md, "Guided step comments"): for a task whose words read as moves the
reference writer knows, the sampler writes each `# step i of n: ...` comment itself, in the words the reference
programs and the worked examples use, and the model writes the code under it.

Why: the model follows its own step comments, and its multi-move mistakes start there (700 cm written "70 meters",
step 1's time reused for step 2's rate, step 2 never written); with step 1's comment given it wrote step 2, with
every comment given it did 28 of 40 held-out multi-move tasks instead of 10, and "a complete left U-turn" (one move)
became the 180 degrees its comment says instead of 40 (docs/generation.md, "Guided step comments";
docs/finetuning.md has the runs). The steps come from the task's words (the deterministic reader), never
from a task file's goal, so a shipped set's hand-written goal stays an independent check."""

from __future__ import annotations

import re
from dataclasses import dataclass

from safe_codegen.errors import InputError
from safe_codegen.generate.prompts import Task
from safe_codegen.robot import Robot

HEADER = re.compile(r"[ \t]*# step \d+ of \d+:")  # a step comment, as the model writes one


@dataclass(frozen=True)
class StepGuide:
    """The step comments of one task, each a whole indented line; the first ends the prompt (the model starts under
    it), the others replace the model's own."""

    comments: tuple[str, ...]

    def written(self, done: str) -> int:
        """Steps begun in the completion so far (`done`), the first (in the prompt) included."""
        return 1 + sum(bool(HEADER.match(line)) for line in done.split("\n"))

    def line(self, done: str, line: str, final: bool) -> str | None:
        """The text to write instead of `line` (just completed after `done`; `final`: it ends the function): the
        next step's comment for a step comment of the model's, or for an end that comes before the last step;
        None to keep the line."""
        k = self.written(done)
        return self.comments[k] if k < len(self.comments) and (final or HEADER.match(line)) else None

    def too_many(self, done: str, line: str) -> bool:
        """Whether `line` begins a step after the last (the sampler ends the function before it)."""
        return bool(HEADER.match(line)) and self.written(done) >= len(self.comments)


def step_guide(robot: Robot, task: Task) -> StepGuide | None:
    """The guide for a task the reader reads as moves the reference writer knows; None otherwise (an errand, a
    search, a move without its quantities, words it cannot read)."""
    from safe_codegen.tasks.reader import read_goal
    from safe_codegen.tasks.reference import step_words

    try:
        goal = read_goal(task.task, robot).goal
    except InputError:
        return None
    words = [step_words(m) for m in (goal.moves or ())] if goal is not None and not goal.search else []
    if not words or None in words:
        return None
    return StepGuide(tuple(f"    # step {i} of {len(words)}: {w}\n" for i, w in enumerate(words, 1)))
