"""The frame a task is written in, taken off its words: a letter's greeting and sign-off ("Hi Ravi," ... "Thanks and
regards, Priya"), a ticket's labels ("Task:", "Summary:", "1/3 fwd ..."), radio procedure ("Rover, this is Base.",
"Break.", "How copy? Over."), a stage manager's cues ("Standby arc: ... — go. Next cue: ..."), a manual test case
("Preconditions: ...", "Step 1 - Action: ... / Expected: ...", "Pass criteria: ..."), an operations order
("Situation: ... Mission: ... Execution: Phase 1 - ..."), a Markdown spec (headings, a table of steps), a checklist
("[ ] RADIUS ........ 5 m", "CHECK: ..."), pseudo-code ("arc_turn(dir='cw', angle_deg=90)"), pasted data (CSV,
YAML, INI), a clinical handover (SBAR), a forum question ("How do I get my Jackal to ...?"), a lesson's asides
("When you're ready,"), and a user story
(Cohn's "As a <role>, I want <goal>") with Gherkin's Given/When/Then (Cucumber) and acceptance criteria ("Acceptance
criteria:", "AC:", "Done when:", "Expected behaviour:"): the story is the task, its role and the run's trivial
context are no part of it, and each criterion is a check on the story (reader.read_goal reads it with the story: it
may add what the story leaves out, a hazard or a condition, but never change the story's moves; one that restates a
quantity must agree with the story)."""

from __future__ import annotations

import csv
import itertools
import re

from safe_codegen.tasks.reading import vocabulary as V

# A letter's greeting line and its sign-off (a valediction, then at most two lines: the name).
_GREETING = re.compile(r"^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b(?:[ \t]+[\w.'-]+){0,3}"
                       r"[ \t]*[,!.:]?[ \t]*\n|"
                       r"^\s*(?:hey|hi|hello|ok|okay)(?: there)?,?[ \t]+(?:(?:the )?(?:robot|rover|spot|jackal|bot)\b,?"
                       r"[ \t]*)?(?=[a-z])", re.I)
# (a name at most, or the robot hailed: "hey robot, make a right turn" had been dropped whole as a letter's greeting)
_SIGN_OFF = re.compile(r"\n\s*(?:(?:many |warm |best |kind )?(?:thanks|thank you|regards)(?: and regards| in advance)?|"
                       r"best|cheers|sincerely|yours(?: sincerely| truly)?)\b[^\n]*(?:\n[^\n]*){0,2}\s*$", re.I)
# Radio procedure (ACP 125's call-up, break and ending): the call-up ("Rover, this is Base.", "Base to Rover.",
# "Spot, Base.") or the robot called by its name ("Spot, walk ..."); "Break." between parts (a sentence's end says as
# much); the ending ("How copy? Over.", "Acknowledge. Over.", "Out."); "if affirmative" (if so), "negative on" (no).
_ROBOT_CALLED = r"(?:rover|robot|spot|jackal|unit|bot)(?: \d+)?"
_CALL_UP = re.compile(rf"^\s*(?:[a-z]+(?: \d+)?,? this is [a-z]+(?: \d+)?|[a-z]+ to {_ROBOT_CALLED}|"
                      rf"{_ROBOT_CALLED}, [a-z]+(?: \d+)?(?=\s*\.)|{_ROBOT_CALLED}(?= ?,))\s*[.,:]?\s*", re.I)
_BREAK = re.compile(r"(?<=[.?!])\s*break\s*[.!]", re.I)
_OVER = re.compile(r"(?<=[.?!])(?:\s*(?:over(?: and out)?|out|how (?:do you )?copy|(?:do you )?copy|acknowledge|"
                   r"roger(?: that)?|confirm|read back)\s*[.?!]?)+\s*$", re.I)
# A stage manager's calling (a cue's warning, standby and go): "Standby" (and its label's colon: "Standby arc to your
# own right: 40 degrees ..."), "— go" ending each cue, a lone "Go." at the end; the cues themselves are steps (_STEP).
_STANDBY = re.compile(r"(?:^|(?<=[.;:!] ))standby\b(?:,? ?(?:and )?)(?:((?:[a-z-]+,? ){0,5}?)[a-z-]+:|[.:,]?)\s*", re.I)
_GO = re.compile(r"\s*[—–-]+\s*go\s*(?:[.!]|$)", re.I)
_LAST_GO = re.compile(r"(?<=[.!])\s*go\s*[.!]?\s*$", re.I)
# A lesson's asides (a driving instructor's; a Filipino speaker's courtesy particles "po", "ha", a Bengali's
# "na"): "when you're ready",
# "right, let's ..." (a discourse marker, no side), "good.", "remember,", "take your time:", "this one's a reversing
# exercise." (a sentence about the exercise that names no number, side, hazard or target), "it's a quick one,", "for
# this one,", "we'll take them one at a time".
_OPENS = r"(?:^|(?<=[.!?;]\s))"
_ASIDES = re.compile(rf"{_OPENS}(?:(?:okay|ok|alright|all right|right|so),?\s+)?when (?:you're|you are) ready,?\s*|"
                     rf"{_OPENS}(?:right|alright|all right|okay|ok|good|nice|great),\s*(?=(?:let's|let us|now|then|"
                     r"first|next|make|we|so|and|start|begin)\b)|"
                     rf"{_OPENS}(?:good|nice|great|lovely|perfect|well done)\s*[.!]\s*|{_OPENS}(?:and )?remember,\s*|"
                     r",?\s\b(?:po|ha|na)\b(?=\s*[.!?,]|\s*$)|\btake your time\s*[:,]?\s*|"
                     r"\b(?:it's|it is|this one's|this is) a (?:quick|short|long|gentle|easy) one,\s*|"
                     r"(?:,\s*)?\bfor this one,\s*|,? and we'll take (?:them|it) one at a time|"
                     rf"{_OPENS}(?:okay,?\s*)?(?:this|it)(?: one)?(?:'s| is) [^.!?\d]*[.!]\s*", re.I)


# A question on a forum: "How do I get my Jackal to X?", "What's the best way to have my robot X?", "Anyone know how
# to make a Jackal X?" asks for X; a question that names nothing of a task ("Any pointers?", "How would you structure
# this?") asks nothing of the robot; "Context:" and "Backstory:" are context (read, as a criterion, only where they
# order a stop), an "Edit:" is checked as a criterion is.
_ROBOT_NAMED = r"(?:my |our |the |a |an )?(?:indoor )?(?:jackal|spot|robot|rover|bot)"
_HOW = re.compile(rf"(?:^|(?<=[.!?:]\s))(?:q:\s*)?(?:how (?:do|can|would|should) (?:i|we|you) (?:get|make|have|set up|"
                  rf"program|script|tell) {_ROBOT_NAMED}(?: to)?|what'?s the (?:right|best|easiest|simplest|cleanest) "
                  rf"way to (?:have|get|make) {_ROBOT_NAMED}(?: to)?|(?:does )?anyone know how to (?:make|get|have) "
                  rf"{_ROBOT_NAMED}(?: to)?)\s+([^?]+)\?", re.I)
_NOTED = re.compile(r"(?:^|(?<=[.!?]\s))(?:context|backstory|background|edit|update|p\.?s\.?)\s*[:,-]\s*([^\n]*?)"
                    r"(?=\s*$|\n)", re.I)


def _asked(text: str) -> tuple[str, tuple[str, ...]]:
    """A forum question's task, and the notes beside it as criteria."""
    if not _HOW.search(text):
        return text, ()
    text = _HOW.sub(lambda m: m.group(1)[0].upper() + m.group(1)[1:] + ".", text)
    notes = [m.group(1) for m in _NOTED.finditer(text) if _ORDERS_STOP.search(m.group(1))
             or not re.match(r"context|backstory|background", m.group(0).strip(), re.I)]
    text = _NOTED.sub("", text)
    return re.sub(r"(?:^|(?<=[.!?]\s))[^.!?]*\?", lambda m: m.group(0) if re.search(
        rf"\d|{V.SIDE}|\btarget\b|\b(?:{V.ANY_HAZARD})\b", m.group(0).lower()) else "", text).strip(), tuple(notes)


def _aside(m: re.Match) -> str:
    """An aside taken off, unless it names a side, a hazard or the target ("This one's a left turn." is the task; a
    discourse marker's "Right," is none)."""
    said = re.sub(r"^\s*(?:right|alright|all right|okay|ok|so),?\s*", "", m.group(0).lower())
    return m.group(0) if re.search(rf"{V.SIDE}|\btarget\b|\b(?:{V.ANY_HAZARD})\b", said) else ""


# A ticket's labels at a line's start, and its steps counted "1/3 ..." (a fraction's digits: step 1 of 3).
_LABEL = re.compile(r"^\s*(?:(?:task|summary|issue|description|title|repro(?:/task)?|steps|objective|request|ticket|"
                    r"method|instructions|procedure|directions|notes?|tips?|nb|nav|motion|spot|jackal|robot|rover)"
                    r"\s*:|(?:exercise|question|problem|drill) \d+[.:!]|"
                    r"(?:feat|fix|chore|refactor|perf|todo|fixme)(?:\([\w-]+\))?!?\s*:|//)\s*", re.I | re.M)
# (a recipe's "Method:" and "Tip:", a commit message's "feat(nav):", a code comment's "TODO:" and "//")
# A recipe's title: its first line, before its "Method:" (dropped unless it names a hazard, a person or the target).
_TITLED = re.compile(r"^([^\n]*)\n(?=\s*(?:method|instructions|procedure|directions|steps)\s*:)", re.I)
_COUNT_HEADING = re.compile(r"^([^\n.:;]*\b(?:\d+|two|three|four|five|six)[- ](?:step|stage|part|move|phase|segment|"
                            r"leg)s?\b[^\n.:;]*)(?=\n)", re.I)
_OF = re.compile(r"^\s*(\d)/(\d)\s+(?=[a-z(])", re.I | re.M)
# "3 steps. 1: spin ..., 2: ...": steps numbered with a colon under a count said first ("step no. 1:" is no such)
_COUNT_FIRST = re.compile(r"\s*(?:\d+|two|three|four|five|six)[- ](?:steps?|step [a-z]+|(?:[a-z]+ )?cues)\s*[.:]",
                          re.I)  # "3 steps.", "four cues." (a stage manager's)
_COLON = re.compile(r"(?:(?<=[.;\n] )|(?<=\n))(\d|one|two|three|four|five|six):\s+(?=[a-z(])", re.I)
_NUMBERS = {w: i + 1 for i, w in enumerate(("one", "two", "three", "four", "five", "six"))}
# A story's heading: "User story:", "Story:", "Two-step story." (its count kept as a plan's).
_HEADING = re.compile(r"^\s*(?:(?P<count>[\w-]+-(?:step|part|leg|move)) )?(?:user )?story\s*[:.]\s*", re.I)
# The role the story is told for: "As a field operator, I want ...", "as the test lead I need ...".
_ROLE = re.compile(r"\bas (?:a|an|the|one of the) (?:[\w-]+ ){0,3}?[\w-]+,?\s+(?=(?:i|we)(?:'d| would)? "
                   r"(?:want|need|like|expect)\b)", re.I)
_ROBOT = r"(?:the |our |my |this )?(?:robot|rover|jackal|spot|vehicle|dog|bot|unit|platform|machine|it)"
# Gherkin's context when it only says the robot is ready ("Given the Jackal is stationary", "Given it's ready") and its
# event when it only says the run starts ("when I send this command", "when the run begins", "when started").
_START = r"(?:^\s*|(?<=[.:;\n])\s*)"  # Gherkin's keywords open a sentence ("at the given speed" is none)
_READY = re.compile(rf"{_START}given (?:that )?{_ROBOT}(?: is|'s) [^,.;:\n\d]*?,?\s+(?=when\b|then\b)", re.I)
_STARTED = re.compile(r"\bwhen (?:(?:i|we|you|the (?:operator|user))(?: [a-z]+){1,3}|(?:the |this )?(?:run|test|task|"
                      rf"mission|command|route|drill|job)(?: is)? (?:begins|starts|is sent|is given|is issued)|"
                      rf"{_ROBOT} (?:starts|begins|is started)|(?:it is |it's )?started)(?:,?\s+then\b)?\s*:?\s*", re.I)
# Gherkin's steps that say something of the task: "Given the target is in view, then it signals" (a condition),
# "Given the robot goes to the cellar, when ..., then it asks" (a first step), "when X, then Y" (when X, Y).
_GIVEN = re.compile(rf"{_START}given (?:that )?(?P<what>[^,.;:\n]+?),?\s+(?P<next>when\b|then\b:?)", re.I)
_WHEN_THEN = re.compile(rf"{_START}(?P<when>when [^,.;:\n]+?),?\s+then\b:?", re.I)
# Where the acceptance criteria start; each criterion is a bullet, a line, or a sentence.
_CRITERIA = re.compile(r"(?:^|(?<=[\s.:;]))(?:acceptance criteria|acceptance|ac|done when|definition of done|"
                       r"expected(?: behaviou?r| result| outcome)?)\s*:\s*|"
                       r"(?:^|(?<=[\s.;]))(?:it(?:'s| is) )?accepted (?:if|when)\s+", re.I)
_LIST_FOLLOWS = re.compile(r"\s*(?:it\s+)?(?:\(1\)|1[.)]|[-•*])")
_STATE = re.compile(r"\b(?:is|are|'s) (?:in|at|on|ready|clear|idle|stationary|standing|powered|visible|present|there)\b"
                    r"|\bis [a-z]+ed\b", re.I)


# A manual test case (IEEE 829's test procedure): a title, preconditions, numbered steps each with an action and its
# expected result, and pass criteria.
_ACTION = re.compile(r"^\s*step\s*(\d+)\s*[-–:.)]?\s*action\s*:\s*", re.I | re.M)
_EXPECTED = re.compile(r"\s*/?\s*\bexpected(?: results?| behaviou?r)?\s*:\s*", re.I)
_PASS = re.compile(r"^\s*(?:pass(?:/fail)?(?: criteria| criterion| conditions?)?|acceptance criteria)\s*:\s*", re.I)
_PRECONDITION = re.compile(r"^\s*pre-?conditions?\s*:\s*", re.I)
_HAZARD_OR_TARGET = re.compile(r"\b(?:pedestrians?|people|persons?|cars?|vehicles?|stop signs?|target|someone|anyone|"
                               r"anybody|somebody|stops?|yields?|halts?|waits?|pauses?)\b", re.I)


def _test_case(text: str) -> tuple[str, tuple[str, ...]] | None:
    """A manual test case's actions as the task's steps ("step 1: ..."), its expected results and pass criteria as
    the criteria a story's are (each read with the task: it may add a hazard or restate the step, else the task is
    refused); its title (a name) and preconditions that only set the test up ("Jackal powered on and stationary")
    are no part of the task; a title or a precondition that names a hazard or the target is a criterion too. None:
    no such frame."""
    if len(_ACTION.findall(text)) < 1:
        return None
    steps: list[str] = []
    checks: list[str] = []
    titles: list[str] = []  # a title that names a hazard or the target: checked (last), not dropped
    for line in text.splitlines():
        action, pass_, setup = _ACTION.match(line), _PASS.match(line), _PRECONDITION.match(line)
        if not steps and not (action or pass_ or setup or _EXPECTED.match(line)) and _HAZARD_OR_TARGET.search(line):
            titles.append(line.strip())
            continue
        if action:
            said, *expected = _EXPECTED.split(line[action.end():], maxsplit=1)
            steps.append(f"step {action.group(1)}: {said.strip().rstrip('.')}.")
            checks += [e.strip() for e in expected if e.strip()]
        elif _EXPECTED.match(line) or pass_:
            checks.append(_EXPECTED.sub("", line, count=1).strip() if not pass_ else line[pass_.end():].strip())
        elif setup and _HAZARD_OR_TARGET.search(line):
            checks.append(line[setup.end():].strip())
        elif line.strip() and not setup and steps:  # a step's text on the next line
            steps[-1] = f"{steps[-1][:-1]} {line.strip()}"
    return " ".join(steps), tuple(c for c in checks + titles if c)


# An operations order (the five-paragraph order's Situation, Mission, Execution, ...; FM 6-0): the mission is the
# task; an execution that lists phases ("Phase 1 - ...") is its steps, and the mission then only names them (kept as
# their heading where it counts them: "Four-phase maneuver"; a criterion where it names a hazard or the target); an
# execution that lists none says how the mission is done and is read with it as a story's criterion is (it may add a
# duration or a signal, never change the moves), and so are "Safety:" and "Coordinating instructions:" (the task's
# rules); "On completion:" is its last step; the situation (and anything before the first paragraph) is context, read
# only where it orders a stop.
_ORDER = re.compile(r"^[ \t]*(situation|mission|execution|safety|coordinating instructions|on completion|"
                    r"admin(?:istration)?(?: (?:and|&) logistics)?|command and signal)[ \t]*:\s*", re.I | re.M)
_PHASE = re.compile(r"^\s*phase\s*(\d+)\s*[-–:.)]\s*", re.I | re.M)
_ORDERS_STOP = re.compile(r"\b(?:stops?(?! signs?)|yields?|halts?|waits?|pauses?|giv(?:e|es) way)\b", re.I)
_COUNTED = re.compile(r"\b(\d+|two|three|four|five|six)[- ](step|stage|part|move|phase|segment|leg)s?\b", re.I)


# A clinical handover (SBAR: Situation, Background, Assessment, Recommendation, its labels written whole or as
# "S:" ... "R:"), read as an order is: the recommendation is the mission, the background says how (a criterion),
# the situation and the assessment are context.
_SBAR = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))\s*(situation|s|background|b|assessment|a|recommendation|r)\s*:\s*",
                   re.I)
_SBAR_AS = {"s": "Situation", "b": "Execution", "a": "Situation", "r": "Mission"}


def _handover(text: str) -> str:
    """An SBAR handover in the order frame's labels; any other text as it is."""
    found = [m.group(1)[0].lower() for m in _SBAR.finditer(text)]
    if found != ["s", "b", "a", "r"] or len({len(m.group(1)) > 1 for m in _SBAR.finditer(text)}) != 1:
        return text  # all four, in order, all whole words or all letters
    return _SBAR.sub(lambda m: f"\n{_SBAR_AS[m.group(1)[0].lower()]}: ", text).strip()


def _order(text: str) -> tuple[str, tuple[str, ...]] | None:
    """An operations order's task and criteria (its execution, where it lists no phases); None: no such frame (a
    mission or an execution, and another of the order's paragraphs)."""
    text = _handover(text)
    found = list(_ORDER.finditer(text))
    said: dict[str, str] = {}
    for m, end in zip(found, [f.start() for f in found[1:]] + [len(text)]):
        said[m.group(1).lower()] = f"{said.get(m.group(1).lower(), '')} {text[m.end():end].strip()}".strip()
    if not ({"mission", "execution"} & set(said) and len(said) >= 2):
        return None
    context = f"{text[:found[0].start()]} {said.get('situation', '')}".strip()
    rules = [said[k] for k in ("safety", "coordinating instructions") if said.get(k)] + \
        ([context] if _ORDERS_STOP.search(context) else [])
    mission, execution, checks = said.get("mission", ""), said.get("execution", ""), []
    if _PHASE.search(execution):
        steps = re.sub(r"\s*\n\s*", " ", _PHASE.sub(lambda m: f"step {m.group(1)}: ", execution))
        if _COUNTED.search(mission):
            steps = f"{mission.rstrip('.')}: {steps}"
        elif _HAZARD_OR_TARGET.search(mission):
            checks.append(mission)
        mission, execution = steps, ""
    elif not mission:
        mission, execution = execution, ""
    last = [f"then {said['on completion']}"] if said.get("on completion") else []
    return " ".join(_sentence(s) for s in [mission] + last if s), tuple(c for c in [execution] + rules + checks if c)


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


def _markdown(text: str) -> str:
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
            out.append(f"step {number}: {words}." if number.isdigit() else _sentence(words))
        else:
            out.append(_MD_ITEM.sub(r"\1", line))
    return _NOTHING_MORE.sub(" ", "\n".join(out)).strip()


def _title(title: str, body: str) -> list[str]:
    """A title's words in the task: "a 3-step plan:" where it counts the steps ("Motion spec (3 steps)"), itself where
    it names a hazard the body does not ("Yield to cars"), else none (a name: "Search spec", "SOP 22")."""
    count = _COUNTED.search(title)
    if count:
        return [f"a {count.group(1)}-{count.group(2)} plan:"]
    hazards = [w for w in V.HAZARD_WORDS.values() if re.search(rf"\b(?:{w})\b", title, re.I) and
               not re.search(rf"\b(?:{w})\b", body, re.I)]
    return [_sentence(title)] if hazards else []


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


def _checklist(text: str) -> str:
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
        elif i == 0 and not re.match(r"\s*\d", line) and (line.upper() == line or line.rstrip().endswith(":")):
            out += _title(line.strip().rstrip(":"), body)  # "SOP 22 — REVERSE / PIVOT / SPIN", "PRE-RUN:"
            continue
        line = re.sub(rf"{_LEADER}{_STATUS}\s*$", "", line, flags=re.I)  # "STOP FOR PEDESTRIANS ..... VERIFY"
        line = re.sub(_LEADER, ": ", _ITEM_LABEL.sub(r"\1", line))
        checked = _TO_CHECK.match(line)
        if checked and line[checked.end():].strip():
            checks.append(line[checked.end():].strip())
        elif line.strip():
            out.append(_sentence(line))
    return "\n".join(out + (["Acceptance criteria:"] + checks if checks else []))


def _cells(cells: list[str]) -> str:
    """A row's cells as one clause: an action, then what it is said of ("go to | office" -> "go to office") or its
    quantities ("spin in place, left | 40°, 10 s" -> "spin in place, left, 40°, 10 s")."""
    out = ""
    for cell in cells:
        joined = not out or re.search(r"\b(?:to|at|in|into|from|for|on|of|by)$", out) or re.match(r"[a-z]", cell)
        out = f"{out} {cell}" if joined else f"{out}, {cell}"
    return out.strip()


def _sentence(said: str) -> str:
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
_UNIT_WORDS = {"m/s": "m/s", "s": "s", "sec": "s", "secs": "s", "seconds": "s", "m": "m", "meters": "m",
               "metres": "m", "deg": "degrees", "degrees": "degrees", "deg/s": "deg/s", "rad/s": "rad/s", "cm": "cm"}


def _pseudocode(text: str) -> tuple[str, tuple[str, ...]] | None:
    """A pseudo-code task in sentences, its comments as criteria; None: no call in it, or a line that is no code."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if not any(re.search(r"[a-z_][\w.]*\(", line, re.I) for line in lines) or \
            not all(_CODE_LINE.match(line) or line.strip().startswith("#") for line in lines):
        return None
    said, checks, bound = [], [], ""
    for line in lines:
        code, _, comment = line.partition("#")
        units = [_UNIT_WORDS.get(u.strip().lower()) for u in re.sub(r"^\s*units?\s*:", "", comment).split(",")]
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
            said.append(_sentence(_statement(code.strip()).rstrip(".") + bound))
            bound = ""
    return " ".join(said), tuple(checks)


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


def _data(text: str) -> tuple[str, tuple[str, ...]] | None:
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
    said = [_sentence(x.rstrip(":")) for x in sentences if x.strip(" :")]
    return (" ".join(said), tuple(checks)) if said else None


def _value(value: str) -> str:
    """An argument's value in words: a word quoted ('ccw') unquoted (a message, of several words, kept quoted), a
    list said as one ("['pedestrian', 'car']": "pedestrian and car"), a unit written onto its number spaced ("6m")."""
    value = re.sub(r"[\[(]([^\])]*)[\])]", lambda m: " and ".join(p.strip() for p in m.group(1).split(",")), value)
    value = re.sub(r"'([\w-]+)'|\"([\w-]+)\"", lambda m: m.group(1) or m.group(2), value)
    value = re.sub(r"\b(?:true|false|none)\b", "", value, flags=re.I)
    value = re.sub(r"(?<=\d)(?=(?:m/s|m|s|deg|cm|rad/s)\b)", " ", value)
    return re.sub(r"\bdeg\b(?!/)", "degrees", value)


def framed(text: str) -> tuple[str, tuple[str, ...]]:
    """The task in plain words and its acceptance criteria (none unless it is a story, a test case or an order that
    says them); a text in no frame is returned as it is."""
    code = _pseudocode(text) or _order(text) or _data(text)  # first: a comment's "#" would be a Markdown heading
    if code:
        return code
    text = _checklist(_markdown(text))
    case = _test_case(text)
    if case:
        return case
    text, notes = _asked(text)
    text = _TITLED.sub(lambda m: m.group(0) if _HAZARD_OR_TARGET.search(m.group(1)) else "", text)
    text = _LABEL.sub("", _SIGN_OFF.sub("", _GREETING.sub("", _ASIDES.sub(_aside, text))))
    if re.match(r"\s*1[.)]\s", text) and not re.search(r"(?<![\d.])2[.)]\s", text):
        text = re.sub(r"^\s*1[.)]\s+", "", text)  # a list of one step ("Method:\n1. Reverse the Jackal 4.3 metres")
    text = _BREAK.sub(" ", _OVER.sub("", _CALL_UP.sub("", text)))
    text = _LAST_GO.sub("", _GO.sub(".", _STANDBY.sub(_standby, text)))
    text = re.sub(r"\bif affirmative\b", "if so", re.sub(r"\bnegative on\b", "no", text, flags=re.I), flags=re.I)
    text = _COUNT_HEADING.sub(r"\1:", text)  # "3-step motion plan\n- rev ...": a heading, its colon unsaid
    counted = [(int(m.group(1)), int(m.group(2))) for m in _OF.finditer(text)]  # "1/4 fwd ...", "2/4 rev ..."
    if _in_order([i for i, _ in counted]) and all(n == len(counted) for _, n in counted):
        text = _OF.sub(lambda m: f"step {m.group(1)} of {m.group(2)}: ", text)
    if _COUNT_FIRST.match(text) and _in_order([_number(m.group(1)) for m in _COLON.finditer(text)]):
        text = _COLON.sub(lambda m: f"step {_number(m.group(1))}: ", text)
    heading, role = _HEADING.match(text), _ROLE.search(text)
    criteria = _CRITERIA.search(text)
    if not (heading or role or criteria or _GIVEN.search(text)):
        return _bulleted(text), notes
    task, checks = (text[:criteria.start()], text[criteria.end():]) if criteria else (text, "")
    if not task.strip():  # "Expected behaviour: (a) spin ... (b) ...": the criteria are the task
        task, checks = checks, ""
    if heading:
        task = task[heading.end():]
        if heading.group("count"):
            task = f"a {heading.group('count')} plan: " + task
    task = re.sub(r"\b(?:i|we) (?:want|need|would like)\s*:\s*", "", _ROLE.sub("", task))  # "As an operator I want:"
    task = _STARTED.sub(lambda m: ": " if _LIST_FOLLOWS.match(m.string, m.end()) else "", _READY.sub("", task))
    task = re.sub(r"[.,]?\s*\bthen\s*:?\s*(?=(?:it\s+)?(?:\(1\)|1[.)]|[-•*]))", ": ", task)  # "then it (1) turns"

    def given(m: re.Match) -> str:
        what, then = m.group("what"), m.group("next").lower().startswith("then")
        if _STATE.search(what) or re.match(r"(?:the |a |an )?target\b", what, re.I):  # a condition
            return f"when {what}, " if then else f"when {what} and "
        return f"{what}. " if then else f"{what}. when "  # a first step
    task = _WHEN_THEN.sub(lambda m: f"{m.group('when')}, ", _GIVEN.sub(given, task))
    task = re.sub(r"[.:]\s*:", ":", re.sub(r"\s*\n\s*", " ", _bulleted(task))).strip()
    items = re.split(r"\s*(?:\n\s*(?:[-•*]|\d+[.)])?\s*|(?<=[.;])\s+|^\s*[-•*]\s*)", checks.strip())
    return task, tuple(i.strip(" -•*;.") for i in items if i.strip(" -•*;.")) + notes


def _standby(m: re.Match) -> str:
    """A cue's "Standby" taken off; its label's words kept without the colon ("Standby arc to your own right: 40
    degrees" -> "arc to your own right 40 degrees")."""
    if m.group(1) is None:
        return ""
    return m.group(0)[len("standby"):].lstrip(" ,").rstrip().rstrip(":") + " "


def _number(said: str) -> int:
    """A step's number, in digits or a word ("2", "Two")."""
    return int(said) if said.isdigit() else _NUMBERS[said.lower()]


def _in_order(numbers: list[int]) -> bool:
    """Whether a list's numbers run 1, 2, ... n, n >= 2: every step numbered, in order."""
    return len(numbers) >= 2 and numbers == list(range(1, len(numbers) + 1))


def _bulleted(text: str) -> str:
    """A bulleted list of steps ("- rev 1 m\n- turn left ...") as steps said one after another ("; "), the first
    after its heading's colon."""
    if len(re.findall(r"\n\s*[-•*]\s+", text)) < 2:
        return text
    return re.sub(r":\s*;\s*", ": ", re.sub(r"\n\s*[-•*]\s+", "; ", text))
