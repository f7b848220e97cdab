"""Text that is structure rather than prose, said in sentences the reader reads: a Markdown spec (headings, a table
of steps), an operator's checklist (boxes, dotted leaders, items to check), a programmer's pseudo-code (calls with
keyword arguments, conditions, comments) and pasted data (CSV rows under a header, YAML and INI fields). Each gives
the task's sentences and, where it has them, criteria (a comment, an item to check) read as a story's are
(reader._read_story); framing.framed tries them before the prose frames."""

from __future__ import annotations

import csv
import itertools
import re

from safe_codegen.tasks.reading import vocabulary as V

# A count of steps said in a heading or a mission ("Motion spec (3 steps)", "Four-phase maneuver").
COUNTED = re.compile(r"\b(\d+|two|three|four|five|six)[- ](step|stage|part|move|phase|segment|leg)s?\b", re.I)


# Markdown (CommonMark, GFM tables): a heading is a title (kept as the steps' heading where it counts them, as a
# sentence where it names a hazard the rest does not), a table's rows are steps ("| 1 | arc, right | 40°, radius 3 m
# |" -> "step 1: arc, right, 40°, radius 3 m."; a row numbered "-" or unnumbered is an instruction of its own, a cell
# "-" says nothing), a list item is a sentence, emphasis and code marks are no words.
_MD_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]+(.*?)[ \t#]*$", re.M)
_MD_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")  # the line under a table's header
_MD_ITEM = re.compile(r"^([ \t]*)[-*+][ \t]+", re.M)
_NUMBER_COLUMN = re.compile(r"#|no\.?|nr\.?|n|step|phase|seq", re.I)
_NOTHING_MORE = re.compile(r"(?:^|(?<=[.:;\n]))\s*(?:safety\s*:\s*)?no (?:extra|additional|other|special|further) "
                           r"(?:constraints|rules|requirements|restrictions)(?: (?:for|on) this (?:task|run))?\s*[.;]?",
                           re.I)


def markdown(text: str) -> str:
    """A Markdown document's task in sentences; a text with no heading and no table is returned as it is."""
    lines = text.splitlines()
    if not (_MD_HEADING.search(text) or any(_MD_RULE.match(line) and "|" in line for line in lines)):
        return text
    text = re.sub(r"(?<!\w)[*_]([^*_\n]+)[*_](?!\w)", r"\1", re.sub(r"\*\*|__|`", "", text))
    lines, out, numbered = text.splitlines(), [], None  # (None: no header read; a first cell of digits numbers)
    body = _MD_HEADING.sub("", text)
    for i, line in enumerate(lines):
        heading = _MD_HEADING.match(line)
        if heading:
            out += _title(heading.group(1), body)
        elif _MD_RULE.match(line):
            continue
        elif line.strip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if i + 1 < len(lines) and _MD_RULE.match(lines[i + 1]):  # the header
                numbered = bool(_NUMBER_COLUMN.fullmatch(cells[0]))
                continue
            number, said = (cells[0], cells[1:]) if numbered or numbered is None and cells[0].isdigit() else ("", cells)
            words = _cells([c for c in said if c.strip("-–— ")])
            out.append(f"step {number}: {words}." if number.isdigit() else sentence(words))
        else:
            out.append(_MD_ITEM.sub(r"\1", line))
    return _NOTHING_MORE.sub(" ", "\n".join(out)).strip()


def _title(title: str, body: str) -> list[str]:
    """A title's words in the task: "a 3-step plan:" where it counts the steps ("Motion spec (3 steps)"), itself where
    it names a hazard the body does not ("Yield to cars"), else none (a name: "Search spec", "SOP 22")."""
    count = COUNTED.search(title)
    if count:
        return [f"a {count.group(1)}-{count.group(2)} plan:"]
    hazards = [w for w in V.HAZARD_WORDS.values() if re.search(rf"\b(?:{w})\b", title, re.I) and
               not re.search(rf"\b(?:{w})\b", body, re.I)]
    return [sentence(title)] if hazards else []


# An operator's checklist (a standard operating procedure, a pre-run check): a title ("PRE-RUN CHECKLIST — 4 STEPS",
# read as a heading is), items with check boxes ("[ ] 1. Drive FORWARD 3.1 m.", "2. [ ] ...", "☐ ..."), dotted
# leaders ("RADIUS ........ 5 m" is "radius: 5 m"; "..... DONE", "..... VERIFY": the box's status), "END OF
# CHECKLIST"; an item to check ("CHECK: STOP FOR PEDESTRIANS", "VERIFY heading straight ahead") is a criterion, as a
# story's is (it may add a hazard or restate, never add a move), labels ("Mode:", "HAZARDS (ALL STEPS):") no words.
_BOX = re.compile(r"^[ \t]*(?:(\d+(?:/\d+)?)[.)]?[ \t]+)?(?:\[[ xX✓✔]?\]|[☐☑□✓✔])[ \t]*(?:(\d+)[.)][ \t]*)?", re.M)
_LEADER = r"[ \t]*(?:\.{3,}|…+)[ \t]*"
_STATUS = r"(?:done|complete|completed|verif(?:y|ied)|check(?:ed)?|ok|set|confirm(?:ed)?)"
_CHECKED = re.compile(rf"^\s*(?:all items)?{_LEADER}{_STATUS}\s*$|^\s*end of (?:the )?(?:checklist|procedure|sop)\s*$",
                      re.I | re.M)
_ITEM_LABEL = re.compile(r"^([ \t]*(?:\d+[.)][ \t]*)?)(?:mode|hazards?(?: \([^)\n]*\))?)[ \t]*:[ \t]*", re.I)
_TO_CHECK = re.compile(r"^[ \t]*(?:\d+[.)][ \t]*)?(?:check[ \t]*:|verify[ \t]*:?|confirm[ \t]*:?)[ \t]*", re.I)


def checklist(text: str) -> str:
    """A checklist's task in sentences, an item each; a text with no check box and no "..... DONE" is returned as
    it is."""
    lines = text.strip().splitlines()
    if not (any(_BOX.match(line) for line in lines) or _CHECKED.search(text)):
        return text
    body = "\n".join(lines[1:])
    out, checks = [], []
    for i, line in enumerate(lines):
        box = _BOX.match(line)
        if _CHECKED.match(line):
            continue
        if box:
            number = box.group(1) or box.group(2)
            line = (f"{number}. " if number and "/" not in number else f"{number} " if number else "") + line[box.end():]
        elif i == 0 and not re.match(r"\s*\d", line) and not re.search(r"[.!?]\s*$", line):
            out += _title(line.strip().rstrip(":"), body)  # "SOP 22 — REVERSE / PIVOT / SPIN", "PRE-RUN:", "item 06 —
            # left arc" (a heading in any case: in lower case it had been read as a move)
            continue
        line = re.sub(rf"{_LEADER}{_STATUS}\s*$", "", line, flags=re.I)  # "STOP FOR PEDESTRIANS ..... VERIFY"
        line = re.sub(_LEADER, ": ", _ITEM_LABEL.sub(r"\1", line))
        checked = _TO_CHECK.match(line)
        if checked and line[checked.end():].strip():
            checks.append(line[checked.end():].strip())
        elif line.strip():
            out.append(sentence(line))
    return "\n".join(out + (["Acceptance criteria:"] + checks if checks else []))


def _cells(cells: list[str]) -> str:
    """A row's cells as one clause: an action, then what it is said of ("go to | office" -> "go to office") or its
    quantities ("spin in place, left | 40°, 10 s" -> "spin in place, left, 40°, 10 s")."""
    out = ""
    for cell in cells:
        joined = not out or re.search(r"\b(?:to|at|in|into|from|for|on|of|by)$", out) or re.match(r"[a-z]", cell)
        out = f"{out} {cell}" if joined else f"{out}, {cell}"
    return out.strip()


def sentence(said: str) -> str:
    """Words said as one sentence (ending with its stop)."""
    said = " ".join(said.split())
    return said if said[-1:] in ".!?" else f"{said}."


# A programmer's pseudo-code: calls ("arc_turn(dir='ccw', angle_deg=150, radius_m=2.0, duration_s=8.6)") are said
# as words, a keyword's name saying what its value is and a unit in the name its unit ("angle_deg=150": 150 degrees;
# "rate=15" with no unit is left a bare number, so the task is refused); "on X:", "if X:", "while X:" open a
# condition; a comment that only names units ("# m/s, s") gives them to the line's bare numbers in order; any other
# comment is a criterion, as a story's is ("# complete 60° ccw turn" may restate the call, "# stop for pedestrians
# throughout" add a hazard, neither add a move).
_CALL = re.compile(r"([a-z_][\w.]*)\(([^()]*)\)")
_CODE_LINE = re.compile(r"^\s*(?:step \d+(?:/\d+)?\s*:\s*)?(?:[a-z_][\w.]*\s*\(.*\)\s*:?(?:\s*(?:->|→)\s*\w+)?|"
                        r"[a-z_]\w*\s*[=:]\s*\S.*|(?:on|if|when|while|until|with|always)\b.*:.*|"
                        r"[a-z ]*\b[a-z]+_[a-z_]+\b[a-z_ ]*)\s*(?:#.*)?$", re.I)
# A keyword's name: what its value is (the words said before it) and its unit where the name has none ("angle_deg",
# "speed_mps", "duration (s)" carry theirs); a bare number of neither is left bare, so the task is refused.
_LEADS = ((r"dir|direction|side|sense|way|action|cmd|command|move|motion|type|behaviou?r|mode|method|gait|do", "", ""),
          (r"angle|deg|degrees|heading|theta", "", "degrees"), (r"(?:turn(?:ing)? )?radius|r", "radius", "m"),
          (r"duration|time|t|period|secs|seconds|over|for", "for", "s"), (r"within", "in", "s"),
          (r"(?:forward |linear )?(?:speed|v|vel|velocity)", "at", "m/s"),
          (r"(?:angular (?:speed|rate|velocity)|turn rate|rate|omega)", "at", ""),
          (r"dist(?:ance)?|d|length|stop after distance", "", "m"),
          (r"max time|max t|timeout|time limit", "for at most", "s"), (r"steps", "in", "steps"),
          (r"until", "until", ""),
          (r"look for|target", "looking for", ""), (r"destination|room|go ?to", "go to", ""))
_UNITS = ((r"m/s|mps|m per s", "m/s"), (r"rad/s|rad s|rad per s|rps", "rad/s"), (r"deg/s|dps|deg per s", "deg/s"),
          (r"deg|degrees", "degrees"), (r"rad", "radians"), (r"s|sec|secs|seconds", "s"), (r"m|meters|metres", "m"),
          (r"cm", "cm"))


def pseudocode(text: str) -> tuple[str, tuple[str, ...]] | None:
    """A pseudo-code task in sentences, its comments as criteria; None: no call in it, or a line that is no code."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if not any(re.search(r"[a-z_][\w.]*\(", line, re.I) for line in lines) or \
            not all(_CODE_LINE.match(line) or line.strip().startswith("#") for line in lines):
        return None
    said, checks, bound = [], [], ""
    for line in lines:
        code, _, comment = line.partition("#")
        units = [_unit(u) for u in re.sub(r"^\s*units?\s*:", "", comment).split(",")]
        if comment.strip() and all(units):  # "# m/s, s": the bare numbers' units, in order
            bare = list(re.finditer(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]|\s*(?:m|s|deg|rad|cm)\b)", code))
            if len(bare) == len(units):
                for m, unit in reversed(list(zip(bare, units))):
                    code = f"{code[:m.end()]} {unit}{code[m.end():]}"
        elif comment.strip():
            checks.append(comment.strip())
        loop = re.match(r"\s*while\s+\w*(dist|time|t\b|elapsed)\w*\s*<=?\s*([\d.]+(?:\s*[a-z/]+)?)\s*:\s*$", code, re.I)
        if loop:  # "while distance_travelled < 4.3: drive(...)": the loop's bound is the move's, said after it
            bound = f" for {loop.group(2)}" + ("" if re.search(r"[a-z]", loop.group(2)) else
                                               " m" if loop.group(1).lower() == "dist" else " s")
        elif code.strip():
            said.append(sentence(_statement(code.strip()).rstrip(".") + bound))
            bound = ""
    return " ".join(said), tuple(checks)


def _unit(word: str) -> str | None:
    """The unit a word names ("secs": s), or None."""
    return next((u for units, u in _UNITS if re.fullmatch(units, word.strip().lower())), None)


def _statement(code: str) -> str:
    """One line of pseudo-code in words."""
    code = re.sub(r"^always\s*:\s*", "", code)
    code = re.sub(r"^step (\d+)/\d+\s*:", r"step \1:", code)  # "step 1/2:" (a half, read as a number)
    code = re.sub(r"^(?:on|if|when)\s+(.+?):\s*(?=\S)", r"when \1, ", code)  # "on pedestrian_visible: stop()"
    code = re.sub(r"^(while|until)\s+(.+?):\s*(?=\S)", r"\1 \2, ", code)
    code = re.sub(r"^(?:with|always)\s*(.*?):\s*$", r"\1", code)
    code = re.sub(r"^([a-z_]\w*)\s*[=:]\s*(?=[^=])", r"\1 ", code)  # "pause_for = ['pedestrian', 'car']"
    code = re.sub(r"=\s*\(([^()]*)\)", r"=[\1]", code)  # a tuple's value: "stop_for=('pedestrian', 'car')"
    while _CALL.search(code):
        code = _CALL.sub(lambda m: f"{m.group(1)} {_arguments(m.group(2))}", code)
    code = re.sub(r"(?<=[a-z])\.(?=[a-z])", " ", _value(code)).replace("_", " ")  # "target.visible"
    code = re.sub(r"\bdont\b", "do not", code)
    code = re.sub(r"^on (?:detect|detection|sight|see) (.+?)(?= ->| →|:|,)", r"when \1 detected", code)
    return re.sub(r"\s+", " ", code).strip(" :")


def _arguments(args: str) -> str:
    """A call's arguments in words: a keyword's value as its name says, a positional one as it is."""
    out = []
    for arg in re.split(r",\s*(?![^\[]*\])", args):
        key, eq, value = arg.partition("=")
        out.append(_keyword(key, value) if eq else _value(arg.strip()))
    return ", ".join(o for o in out if o.strip())


def _keyword(name: str, value: str) -> str:
    """A named value in words: as its name says (_LEADS; its unit from the name where the value has none:
    "angle_deg=150", "speed (m/s)"); "true" the name alone ("signal: true"), "none" its negation ("forward_motion:
    none"); a rule's name around its value ("halt_while_observed: person": "halt while person observed"); an inline
    map its fields ("turn_in_place: {direction: cw, angle_deg: 80}"); a message quoted; else the name, the value."""
    name, said = re.sub(r"\s*\(([^)]*)\)", r" \1", name.strip().replace("_", " ").lower()), value.strip().lower()
    if said.strip("'\"") in ("true", "yes", "on"):
        return name
    if said.strip("'\"") in ("none", "no", "false", "off", "0") and not re.search(r"speed|velocity|\bv\b|rate", name):
        return f"no {name}" if said.strip("'\"") == "none" else ""
    if said.startswith("{"):  # an inline map: the name, then its fields
        return ", ".join([name] * bool(name) + [_keyword(*kv.split(":", 1)) for kv in re.split(r",\s*",
                                                                                            value.strip(" {}"))
                                                if ":" in kv])
    if re.fullmatch(r"say|tell|message|announce|ask|text", name):
        return f"{name} {value.strip()}" if re.match(r"['\"]", value.strip()) else f"{name} '{value.strip()}'"
    value = re.sub(r"\s*[|;]\s*", " and ", _value(re.sub(r"\s*\([a-z ]*\)", "", value.strip()))).replace("_", " ")
    # ("pedestrians|cars"; "0.4 (steady)": a remark)
    rule = re.fullmatch(r"(.*?)\s*\b(while|whenever|when|if|once) (observed|seen|detected|in view|visible)", name)
    if rule:
        return f"{rule.group(1)} {rule.group(2)} {value} {rule.group(3)}".strip()
    if re.fullmatch(r"on (?:found|sight|seen|detect(?:ed|ion)?)|if found", name):
        return f"when found, {value}"
    unit = next((u for units, u in _UNITS if re.search(rf" (?:{units})$", name)), "")
    base = re.sub(rf" (?:{'|'.join(units for units, _ in _UNITS)})$", "", name) if unit else name
    lead = next(((words, default) for keys, words, default in _LEADS if re.fullmatch(keys, base)), None)
    if lead is None:
        return f"{name} {value}"  # "yield_to='people'": "yield to people"
    if lead[0] == "at" and value in ("0", "0.0"):
        return "in place"  # "forward_speed=0"
    if re.fullmatch(r"\d+(?:\.\d+)?", value):  # a bare number: its unit from the name, else its kind's, else bare
        return " ".join(w for w in (lead[0], value, unit or lead[1]) if w) if unit or lead[1] else f"{base} {value}"
    return f"{lead[0]} {value}".strip()


# Data pasted as a task (CSV rows under a header, YAML or INI fields): each field is said as a keyword is
# (_keyword); a CSV row, a YAML list item, an INI section or a field with fields under it is one sentence, its fields
# joined; a comment is a criterion, as in pseudo-code; a section that only names the data ("[step1]", "[safety]")
# says nothing. Any line of prose makes it no such frame.
_SECTION = re.compile(r"^\s*\[([\w -]+)\]\s*$")
_FIELD = re.compile(r"^(\s*)(-\s+)?([a-z_]\w*(?:\s*\([^)]*\))?)\s*[:=]\s*(.*?)\s*$", re.I)  # a key: a name, no words
_ITEM = re.compile(r"^(\s*)-\s+(.*?)\s*$")
_HEADER = re.compile(r"^[\w# ()/]+(?:,[\w# ()/]+)+$")
_NUMBERING = re.compile(r"#|step|seq|no\.?|n|id|idx|index", re.I)


def pasted_data(text: str) -> tuple[str, tuple[str, ...]] | None:
    """Pasted data's task in sentences, its comments as criteria; None: not data."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    rows: list[list[str]] = []
    if lines and _HEADER.match(lines[0].strip()):
        header = [h.strip() for h in lines[0].split(",")]
        body = list(itertools.takewhile(lambda r: len(r) == len(header), csv.reader(lines[1:])))
        rows = [[_keyword(h, v) for h, v in zip(header, row) if v.strip() and not _NUMBERING.fullmatch(h)]
                for row in body]
        lines = lines[1 + len(body):]
    if not rows and sum(bool(_FIELD.match(line) or _SECTION.match(line) or re.match(r"\s*-\s+\{", line))
                        for line in lines) < 2:
        return None  # one "key: value" is a label ("Tip: ...", "moves the banana: waiting room -> hallway")
    if any(len(f.group(4).split()) > 6 and not re.fullmatch(r"'[^']*'|\"[^\"]*\"|\{[^}]*\}|\[[^\]]*\]", f.group(4))
           for f in map(_FIELD.match, lines) if f):
        return None  # a sentence after a label ("Tip: stop for cars whenever ...", "S: Jackal needs to ..."): prose
    sentences = [", ".join(p for p in row if p) for row in rows]
    checks: list[str] = []
    block = None  # fields deeper than this go on with the sentence being said (an INI section's: all, -1)
    header: list[str] = []  # a field with no value whose values are the list items under it: its name, the items
    for line in lines:
        field, item, section = _FIELD.match(line), _ITEM.match(line), _SECTION.match(line)
        indent = len(line) - len(line.lstrip())
        scalar = item is not None and not field and not item.group(2).startswith("{")
        if header and not (scalar and block is not None and indent > block):
            sentences[-1] = _keyword(header[0], " and ".join(header[1:])) if header[1:] else \
                header[0].replace("_", " ")
            header = []
        if line.strip().startswith("#"):
            checks.append(line.strip().lstrip("#").strip())
        elif section:
            name = section.group(1).replace("_", " ").strip()
            named = re.fullmatch(r"(?:step|phase|part) ?\d+|safety|general|task|mission|params|config", name, re.I)
            sentences.append("" if named else name)
            block = -1
        elif scalar and header:
            header.append(_value(item.group(2)))  # "stop_whenever_in_view:\n  - pedestrian\n  - car"
        elif field and not field.group(2) and block is not None and indent > block:
            sentences[-1] = ", ".join(x for x in (sentences[-1], _keyword(field.group(3), field.group(4))) if x)
        elif field and not field.group(4):  # a header: the fields or items under it are its
            header = [field.group(3)]
            sentences.append(field.group(3).replace("_", " "))
            block = indent
        elif field:
            sentences.append(_keyword(field.group(3), field.group(4)))
            block = indent if field.group(2) else None  # "- walk: ahead\n  until: target_observed"
        elif item:
            words = item.group(2)
            sentences.append(_keyword("", words) if words.startswith("{") else _value(words).replace("_", " "))
            block = indent
        else:
            return None  # prose: no data frame
    if header:
        sentences[-1] = _keyword(header[0], " and ".join(header[1:])) if header[1:] else header[0].replace("_", " ")
    said = [sentence(x.rstrip(":")) for x in sentences if x.strip(" :")]
    return (" ".join(said), tuple(checks)) if said else None


def _value(value: str) -> str:
    """An argument's value in words: a word quoted ('ccw') unquoted (a message, of several words, kept quoted), a
    list said as one ("['pedestrian', 'car']": "pedestrian and car"), a unit written onto its number spaced ("6m")."""
    value = re.sub(r"[\[(]([^\])]*)[\])]", lambda m: " and ".join(p.strip() for p in m.group(1).split(",")), value)
    value = re.sub(r"'([\w-]+)'|\"([\w-]+)\"", lambda m: m.group(1) or m.group(2), value)
    value = re.sub(r"\b(?:true|false|none)\b", "", value, flags=re.I)
    value = re.sub(r"(?<=\d)(?=(?:m/s|m|s|deg|cm|rad/s)\b)", " ", value)
    return re.sub(r"\bdeg\b(?!/)", "degrees", value)
