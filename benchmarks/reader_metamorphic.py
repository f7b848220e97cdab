"""Metamorphic test of the goal reader: every task it reads right (the unseen writers' sets, docs/results/unseen-writer,
and the shipped task files) is rewritten in ways that keep its meaning (in capitals, in lower case, a greeting and a
thanks around it, a sentence a line, curly quotes, "then" as "after that", a rule said first, "As you go," before a
rule, "!" for ".", the robot addressed, numbers up to twenty in words, units spelled out or abbreviated, double
spaces, "Please" first, the sentences as a bulleted or a numbered list, an Oxford comma, contractions, blank lines
around, a "Task:" label, a one-sentence task asked "Can you ...?", British spelling, "people" for "pedestrians", units
with no space, decimal commas, "please" at the end), and each
rewriting must read as the same goal or be refused: a different goal is a wrong goal the reader
would give a user who writes so. Prints, per rewriting, how many read the same, were refused, and read otherwise, with
each wrong goal.

    .venv/bin/python benchmarks/reader_metamorphic.py [--sets DIR] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

from rich.progress import track

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goal_reader import equivalence  # noqa: E402

from safe_codegen.generate.prompts import load_tasks  # noqa: E402
from safe_codegen.robot import load_robot  # noqa: E402
from safe_codegen.tasks.curriculum import generate_tasks  # noqa: E402
from safe_codegen.tasks.reader import read_goal, same_goal  # noqa: E402
from safe_codegen.tasks.reading.vocabulary import ANY_HAZARD  # noqa: E402
from safe_codegen.utils.atomic import write_text  # noqa: E402
from safe_codegen.utils.paths import available  # noqa: E402
from safe_codegen.verify.engine import open_engine  # noqa: E402

RULE = re.compile(r"\b(?:stop|stops|pause|pauses|halt|halts|wait|waits|yield|yields|give way|gives way)\b", re.I)
HAZARD = re.compile(rf"\b(?:{ANY_HAZARD})\b", re.I)
SENTENCES = re.compile(r"(?<=[.!?])(?<!\b\d\.)(?<!\.\.)\s+(?=[A-Z])")  # never after a list's number ("1. Reverse") or
# a checklist's leader ("..... DONE")


def _rules_first(text: str) -> str | None:
    """The sentences that only state a rule (a stop for a hazard; no number, target, signal or line break) said before
    the others."""
    parts = SENTENCES.split(text.strip())
    rules = [p for p in parts if RULE.search(p) and HAZARD.search(p) and not re.search(r"\d|\n|target|signal", p, re.I)]
    rest = [p for p in parts if p not in rules]
    return " ".join(rules + rest) if rules and rest and parts[:len(rules)] != rules else None


def _as_you_go(text: str) -> str | None:
    """"As you go, " before each sentence that states a rule for a hazard and starts with its verb ("Stop for
    people."; not "Wait in place, and signal ...": no rule, and no going)."""
    out = re.sub(r"(?:^|(?<=[.!?] ))(?=(?:stop|pause|halt|wait|yield|give way)\b[^.!?]*?"
                 rf"{HAZARD.pattern})", "As you go, ", text, flags=re.I)
    return None if out == text else re.sub(r"As you go, (\w)", lambda m: "As you go, " + m.group(1).lower(), out)


_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
    "seventeen eighteen nineteen twenty".split()
_UNITS = ((r"m/s", "metres per second"), (r"deg/s", "degrees per second"), (r"rad/s", "radians per second"),
          (r"°", " degrees"), (r"s", "seconds"), (r"m", "metres"), (r"cm", "centimetres"))


QUOTED = re.compile(r"(?<![a-z])'[^']+'(?![a-z])|\"[^\"]+\"")  # a message, said as it is typed


def _digits_as_words(text: str) -> str | None:
    """Whole numbers up to twenty in words ("2 m" -> "two m"), never part of a decimal, a list's or a room's number
    (nor in a task with a message: its words are the user's)."""
    return None if QUOTED.search(text) else re.sub(r"(?<![\d.,/#])\b(1?\d|20)\b(?![\d.,/)]|\.\d|:)",
                                                   lambda m: _WORDS[int(m.group(1))], text)


def _units_spelled_out(text: str) -> str | None:
    """A number's unit symbol in words ("0.5 m/s" -> "0.5 metres per second", "90°" -> "90 degrees")."""
    if QUOTED.search(text):
        return None
    for symbol, words in _UNITS:
        text = re.sub(rf"(?<=\d)( ?){re.escape(symbol)}(?![\w/])", lambda m: f" {words.strip()}", text)
    return text


_ABBREVIATED = ((r"met(?:er|re)s per second", "m/s"), (r"degrees per second", "deg/s"), (r"met(?:er|re)s", "m"),
                (r"seconds", "s"), (r"degrees", "°"))


def _units_abbreviated(text: str) -> str | None:
    """A number's unit in words as its symbol ("2 metres" -> "2 m", "90 degrees" -> "90°")."""
    if QUOTED.search(text):
        return None
    for words, symbol in _ABBREVIATED:
        text = re.sub(rf"(?<=\d) {words}\b", (" " if symbol != "°" else "") + symbol, text)
    return text


def _listed(text: str, mark) -> str | None:
    """Each sentence a list item ("- ..." or "1. ..."), for a text of two sentences or more and no lines."""
    parts = SENTENCES.split(text.strip())
    return None if len(parts) < 2 or "\n" in text else "\n".join(mark(i) + p for i, p in enumerate(parts))


REWRITES = {
    "capitals": str.upper,
    "lower case": str.lower,
    "greeting and thanks": lambda t: f"Hi there!\n{t}\nThanks!",
    "a sentence a line": lambda t: SENTENCES.sub("\n", t),
    "curly quotes": lambda t: re.sub(r"'([^']*)'", "\u2018\\1\u2019", t).replace("'", "\u2019"),
    "then -> after that": lambda t: re.sub(r"\bthen\b", "after that", t),
    "rules first": _rules_first,
    "as you go": _as_you_go,
    "exclamations": lambda t: re.sub(r"\.(?=\s|$)", "!", t),
    "robot addressed": lambda t: "Robot, " + t[:1].lower() + t[1:] if re.match(r"[A-Z][a-z]+ [a-z]", t) else None,
    "numbers in words": _digits_as_words,
    "units spelled out": _units_spelled_out,
    "double spaces": lambda t: t.replace(" ", "  "),
    "please first": lambda t: "Please " + t[:1].lower() + t[1:] if re.match(r"[A-Z][a-z]+ [a-z]", t) else None,
    "a bulleted list": lambda t: _listed(t, lambda i: "- "),
    "a numbered list": lambda t: _listed(t, lambda i: f"{i + 1}. "),
    "oxford comma": lambda t: re.sub(rf"({HAZARD.pattern}, {HAZARD.pattern}) (and|or) (?={HAZARD.pattern})", r"\1, \2 ",
                                     t, flags=re.I),
    "contractions": lambda t: re.sub(r"\b(do|does|is|must) not\b", r"\1n't", t),
    "units abbreviated": _units_abbreviated,
    "blank lines around": lambda t: f"\n\n  {t}  \n\n",
    "a task label": lambda t: "Task: " + t if "\n" not in t and ":" not in t else None,
    "asked as a question": lambda t: "Can you " + t[:1].lower() + t[1:].rstrip(".") + "?"
    if re.match(r"[A-Z][a-z]+ [a-z]", t) and "\n" not in t and re.fullmatch(r"[^.!?]*\.?", t) else None,
    "British spelling": lambda t: re.sub(r"\bmeter(s?)\b", r"metre\1", re.sub(r"\bcenter\b", "centre", t)),
    "people for pedestrians": lambda t: re.sub(r"\bpedestrians\b", "people", t),
    "units without a space": lambda t: None if QUOTED.search(t) else re.sub(r"(?<=\d) (?=(?:m/s|m|s|cm|deg|rad/s)\b)",
                                                                         "", t),
    "decimal commas": lambda t: None if QUOTED.search(t) or re.search(r"\d,\d|[{(=\n]", t) else re.sub(
        r"(?<=\b\d)\.(?=\d{1,2}\b)", ",", t),  # prose only: in data or code a comma separates fields
    "please at the end": lambda t: re.sub(r"\.\s*$", ", please.", t) if re.search(r"[a-z0-9]\.\s*$", t) else None,
}


def writer_tasks(root: Path) -> list:
    """(task with its known goal and the writer's words, robot) for every unseen writer's set under root."""
    out = []
    for directory in sorted(p for p in root.iterdir() if (p / "paraphrases.json").exists()):
        canonical = json.loads((directory / "canonical.json").read_text())
        texts = {p["id"]: p["text"] for p in json.loads((directory / "paraphrases.json").read_text())}
        for name in ("jackal", "spot", "jackal-indoor"):
            robot, ids = load_robot(name), [c for c in canonical["tasks"] if c["robot"] == name]
            out += [(replace(t, name=f"{directory.name}/{c['id']}", task=texts[c["id"]]), robot)
                    for t, c in zip(generate_tasks(name, len(ids), canonical["split"], canonical["seed"]), ids)]
    return out


def shipped_tasks() -> list:
    """(task, robot) for every task of the shipped task files that has a goal."""
    robots = {n: load_robot(n) for n in ("jackal", "spot", "jackal-indoor")}
    return [(t, robots["jackal-indoor" if "indoor" in name else "spot" if name.startswith("spot") else "jackal"])
            for name, path in sorted(available("tasks").items()) for t in load_tasks(path) if t.goal is not None]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", type=Path, default=Path(__file__).resolve().parents[1] / "docs/results/unseen-writer")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if not args.sets.is_dir():
        ap.error(f"{args.sets}: no such directory of writers' sets")
    started = time.time()
    counts = {name: Counter() for name in REWRITES}
    wrong, refused = [], []
    with open_engine("nusmv", 2) as pool:
        tasks = writer_tasks(args.sets) + shipped_tasks()
        for task, robot in track(tasks, description="tasks rewritten", transient=True):  # 30-45 min over 108 sets
            original = read_goal(task.task, robot).goal
            if original is None or equivalence(task, original, robot, pool) == "different":
                continue  # only what it reads right now
            for name, rewrite in REWRITES.items():
                text = rewrite(task.task)
                if text is None or text == task.task:
                    continue
                goal = read_goal(text, robot).goal
                how = "refused" if goal is None else "same" if same_goal(goal, original, robot) or \
                    equivalence(task, goal, robot, pool) != "different" else "wrong"
                counts[name][how] += 1
                if how == "refused":
                    refused.append({"task": task.name, "rewrite": name, "text": text})
                if how == "wrong":
                    wrong.append({"task": task.name, "rewrite": name, "text": text, "read": goal.describe(),
                                  "known": task.goal.describe()})
    print(f"{'rewriting':22} {'same':>6} {'refused':>8} {'wrong':>6}")
    for name, c in counts.items():
        print(f"{name:22} {c['same']:6} {c['refused']:8} {c['wrong']:6}")
    for w in wrong:
        print(f"WRONG {w['task']} ({w['rewrite']}): {w['text']!r}\n  read {w['read']}\n  known {w['known']}")
    print(f"{time.time() - started:.1f} s")
    if args.json:
        write_text(args.json, json.dumps({"counts": {k: dict(v) for k, v in counts.items()}, "wrong": wrong,
                                          "refused": refused}, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
