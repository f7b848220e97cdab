"""Task words to a goal: a deterministic reader of each robot's task vocabulary (docs/tasks.md,
"Goals from words"), so a typed task is checked like a task-file one. It reads manoeuvres, sides and
senses, angles, radii, speeds, durations, distances (numbers in digits or words, with units),
sequencing ("then", "after that", "finally", counted steps), hazards to stop for, Spot's search and
signal, and the indoor robot's rooms and ask/say/pick. A task with words it cannot place is refused
with those words (`Reading.unread`), never guessed."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from safe_codegen.robot import Robot
from safe_codegen.tasks.goals import QUANTITIES, Goal, Move
from safe_codegen.tasks.reading.indoor import OTHER_ROOMS, ROOMS, quotes_kept, read_indoor
from safe_codegen.tasks.reading import vocabulary as V
from safe_codegen.tasks.reading.framing import framed
from safe_codegen.tasks.reading.pictographs import UNREAD, pictographs_as_words
from safe_codegen.tasks.reading.spelling import corrected, corrections
from safe_codegen.tasks.reading.tense import present_forms
from safe_codegen.tasks.reading.vocabulary import vocabulary_spans
from safe_codegen.tasks.reading.idioms import plain_words
from safe_codegen.tasks.reading.words import numbers_in_digits, unread_words

# What introduces a hazard clause: a stop verb, a condition, or words of care ("watching out for cars").
_HAZARD_LEAD = rf"(?:{V.STOP}|{V.STILL}|{V.NOT_MOVING}|{V.WHEN}|watch(?:es|ing)? out for|look(?:s|ing)? out for|" \
               r"mind(?:s|ing)?|careful (?:of|around|with|about)|avoid(?:s|ing)?|" \
               r"giv(?:e|es|ing) (?:priority|precedence|right of way) to|giv(?:e|es|ing) [^.;]{1,80}? (?:priority|precedence)|" \
               r"mak(?:e|es|ing) way for|let(?:s|ting)? \w+ pass|treat(?:s|ing)? [^.;]{1,80}? as an? stop|" \
               r"keep(?:s|ing)? an eye out for|" \
               r"(?:keep|stay|steer)(?:s|ing)? clear of|watch(?:es|ing)? for|hold(?:s|ing)? for)"
_SEQ = re.compile(rf"(?:[;,.]\s*|\s|^)(?:{V.SEQUENCE})(?:\s+it)?(?!\w)\s*|(?:[;,.:]\s*|^){V.ORDINAL}(?:\s+it)?\s*|"
                  rf"(?:{V.COUNTED})\s*|;\s*|:\s*(?=step\b)|\s*(?:->|→)\s*|(?P<sentence>(?<=[^\s.])\.\s+(?=[a-z(]))|"
                  rf",?\s+and\s+(?!(?:covers|covering|continues|continuing)\b)"
                  rf"(?=(?:then\s+)?(?:it\s+)?(?:{V.GO}|{V.TURN}|{V.REVERSE})(?!\w))")  # "and covers 2 m": the same move
_NEXT_STEP = r"then|thereafter|afterwards?|after that|subsequently|finally|lastly"  # words that end a hazard's or a
# signal's clause unpunctuated: the next step begins ("... signal if you find it and after that walk back")
RETURN = "return"  # a return trip of unsaid manner ("then walks back"): the walk is not checked


@dataclass(frozen=True)
class Reading:
    """What the reader made of a task: its goal, or None with the words it could not read."""

    goal: Goal | None
    unread: tuple[str, ...] = ()
    reason: str = ""  # why there is no goal where no word is to blame ("a turn with no side read")

    def why(self) -> str:
        """Why there is no goal, in one line: the words it could not read, else the reason."""
        if self.unread:
            return "could not read: " + " ".join(f"'{w}'" for w in self.unread)
        return f"could not read the task: {self.reason or 'no manoeuvre or behaviour found in the words'}"


def read_goal(text: str, robot: Robot, where: str = "<typed task>", lenient: bool = False) -> Reading:
    """The goal the task words ask for, for this robot's vocabulary (motion, Spot's signal, or rooms); `lenient`:
    a motion reading despite unread words (read_motion), which only ever confirms the model's goal (an errand has
    no lenient reading); a letter, a ticket or a user story is read as its task, with its acceptance criteria
    (reading/framing.py)."""
    reading = _read_framed(text, robot, where, lenient)
    fixes = corrections(reading.unread if reading.goal is None else _rooms_named(reading.goal))
    fixes |= _presents(text, reading.unread if reading.goal is None else (), robot, where, lenient)
    fixed = corrected(text, fixes)
    if fixed != text:  # "rigth", "pedestrains": read again with the words, and say so
        again = _read_framed(fixed, robot, where, lenient)
        if again.goal is not None:
            return Reading(replace(again.goal, read_as=tuple(fixes.items())))
    return reading


def _presents(text: str, unread: tuple[str, ...], robot: Robot, where: str, lenient: bool) -> dict[str, str]:
    """The unread pasts of a task told as a story, each with the present form the reader then reads ("rolled" ->
    "rolls"; reading/tense.py): the first form after which the word is no longer among the unread."""
    fixes = {}
    for word in dict.fromkeys(unread):
        for form in present_forms(word):
            if form not in _read_framed(corrected(text, {word: form}), robot, where, lenient).unread:
                fixes[word] = form
                break
    return fixes


def _rooms_named(goal: Goal) -> tuple[str, ...]:
    """The rooms an errand's goal names that are no room the reader knows ("the basment": a slip, or the user's own
    room), one word each."""
    named = {r for w in goal.scenarios for r in w.scenario.rooms}
    return tuple(r for r in sorted(named) if r not in ROOMS + OTHER_ROOMS and " " not in r)


def _read_framed(text: str, robot: Robot, where: str, lenient: bool) -> Reading:
    text = re.sub(r"[\u2018\u2019\u201a\u2032]", "'", re.sub(r"[\u201c\u201d\u201e\u2033]", '"', text))  # typographic
    # quotes and apostrophes as typed ones: "It’s accepted if ..." had hidden a story's criterion, ‘coffee’ a message
    text = quotes_kept(text) if reads_errands(robot) else text  # an errand's message is said as typed
    text = re.sub(r"(?<!`)`([^`\n]+)`(?!`)", r"\1", text)  # a value in code's backticks ("radius `2.1 m`": the radius
    # had been read as the arc's length, "radius" alone a word of no quantity)
    text = re.sub(r"(?<=[\w)])\s*(?:(?<!\.)\.\.\.(?!\.)|…)\s*(?=\S)", ", ", text)  # an ellipsis between a speaker's
    # thoughts ("Go straight 3 metres, dear... take 3.9 seconds over it... and stop for cars")
    text = re.sub(r"(?<=\S)[ \t]{2,}(?=\S)", " ", text)  # spaces between words as one (three are the reader's own mark
    # of a clause left out: "stops  and  then  carries  on" had been refused or misread); indentation is kept
    task, criteria = framed(pictographs_as_words(text))
    reading = _read_story(task, criteria, robot, where, lenient) if criteria else \
        _read_words(task, robot, where, lenient)
    unread = re.findall(UNREAD, " ".join((task,) + criteria))
    return Reading(None, tuple(unread)) if reading.goal is not None and unread else reading  # an emoji no rule reads
    # is never part of a goal (one had been read into an errand's question: "put the backpack in the basket 🏆")


def _read_words(text: str, robot: Robot, where: str, lenient: bool) -> Reading:
    return read_indoor(text, robot, where) if reads_errands(robot) else read_motion(text, robot, where, lenient)


def _read_story(task: str, criteria: tuple[str, ...], robot: Robot, where: str, lenient: bool) -> Reading:
    """A story's task read with each acceptance criterion in turn: a criterion may add to the goal (a hazard, a
    condition, a quantity the story left unsaid: "the turn takes 5 s") but not change the moves read; one that only
    restates the story's quantities ("the move lasts 12 seconds", "speed 1 m/s") must say them as the story does,
    sides and directions included; any other is refused with its words."""
    task = re.sub(r"[!?]+(?=\s*$)", ".", task)  # "... for 8 seconds! It's accepted if ...": joined as after a "."
    reading = _read_words(task, robot, where, lenient)
    for check in criteria:
        more = _read_words(f"{task}. {check}", robot, where, lenient)
        if more.goal is not None and (reading.goal is None or _completes(reading.goal.moves, more.goal.moves)):
            task, reading = f"{task}. {check}", more
        elif not _restated(check, task):  # its unread words where it has some (a slip may be among them)
            return Reading(None, more.unread) if more.goal is None and more.unread else \
                Reading(None, reason=f"an acceptance criterion the story does not say: '{check}'")
    return reading


def _completes(moves: tuple[Move, ...] | None, more: tuple[Move, ...] | None) -> bool:
    """Whether `more` are the same moves with quantities `moves` left unsaid added: as many, each the same
    manoeuvre (a direction left open may be said), every quantity said before the same."""
    if moves is None or more is None or len(moves) != len(more):
        return moves == more
    return all(a.turn == b.turn and a.direction in (b.direction, "any") and
               all(getattr(a, q) is None or getattr(a, q) == getattr(b, q) for q in QUANTITIES)
               for a, b in zip(moves, more))


def _restated(check: str, task: str) -> bool:
    """Whether a criterion only says again the story's numbers, sides, direction and hazards (one that names a hazard
    the story does not is no restatement: its hazard had been dropped with it)."""
    low, said = numbers_in_digits(check), numbers_in_digits(task)
    numbers = re.findall(r"\d+(?:\.\d+)?", low)
    sides = {V.SIDES[m] for m in re.findall(V.SIDE, low)}
    def hazards(text: str) -> set[str]:
        return {p for p, words in V.HAZARD_WORDS.items() if re.search(rf"\b(?:{words})\b", text)}
    return bool(numbers) and all(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", said) for n in numbers) and \
        sides <= {V.SIDES[m] for m in re.findall(V.SIDE, said)} and \
        (not V.has(V.REVERSE, low) or V.has(V.REVERSE, said)) and hazards(low) <= hazards(said)


def reads_errands(robot: Robot) -> bool:
    """Whether the robot's tasks are errands (rooms, ask/say/pick/place), read whole or not at all."""
    return "go" in robot.action_props and bool(robot.env_props) and "publish_velocity" not in robot.action_props \
        and "navigate" not in robot.action_props


def same_goal(a: Goal, b: Goal, robot: Robot) -> bool:
    """Whether two goals ask for the same thing: equal once their scenario lists are resolved (tasks.check), their
    quantities rounded to 1e-6 and where each was written left out."""
    from safe_codegen.tasks.check import scenarios_for

    def resolved(goal: Goal) -> Goal:
        moves = tuple(replace(m, **{k: round(getattr(m, k), 6) for k in QUANTITIES if getattr(m, k) is not None})
                      for m in goal.moves or ())
        return replace(goal, source="", moves=moves if goal.moves is not None else None,
                       scenario_names=tuple(n.name for n in scenarios_for(goal, robot)),
                       scenarios=tuple(replace(n, name="") for n in goal.scenarios))
    return resolved(a) == resolved(b)


def read_motion(text: str, robot: Robot, where: str, lenient: bool = False) -> Reading:
    """A driving or walking task: its moves, hazards, and (robots with a signal) search and signal; `lenient`: a
    reading despite words it could not read (those are not read, not guessed: the reading is a second opinion on
    the model's goal, never a goal of its own)."""
    low = plain_words(numbers_in_digits(text))
    used: list[tuple[int, int]] = []
    unnamed: list[tuple[int, int]] = []
    try:
        stop_for = _hazards(low, robot, used, unnamed)
    except Unplaced as exc:
        return Reading(None, reason=str(exc))
    plain = _blank(low, used)  # hazard clauses left out: their stops are not the robot's own
    signal = _signal(low, robot, used)
    waits = re.search(rf"\b(?:until|till)\b(?:[^,;.]|\.(?=\d))*\btarget\b|\b(?:until|till) (?:it |they )?{V.FOUND}|"
                      rf"\b(?:while|as long as) (?:the |its )?target (?:is not|isn't|is nowhere) "
                      rf"(?:in view|in sight|visible|seen|detected|found)", plain)  # "spins while the target is not in view"
    # (an "until" and a target in two sentences are no wait: "turn ... until you've turned 90 degrees. And then walk
    # ... And if you can see the target, no walking" had been a search with no end)
    search = signal is not None and bool(waits or re.search(rf"(?<!\w){V.SEARCH}(?!\w)", plain))
    lead = r"\b(?:for )?(?:at most|up to|no more than|not more than|no longer than|not longer than|a maximum of|" \
        r"maximum of|maximum|max|maximal|not to exceed|not exceeding|time ?limit|time-?out) "
    # a German speaker's "maximal 17 s",
    # a pilot's "not to exceed 34 s"
    lead = rf"(?:{lead}|\bgiv(?:es|ing) up after )"  # "giving up after 20 s at most"
    tail = r"(?:at (?:the )?most|max|maximum|tops)\b"  # "31 seconds max"
    bound = rf"{lead}{V.NUM} ?\w+(?: {tail})?|{V.NUM} ?\w+ {tail}"
    still_at = [m.span() for m in re.finditer(rf"(?<!\w){V.STILL}(?!\w)|(?<!\w)(?:stops?|halts?|freez(?:e|es))"
                                              rf"(?=(?: and wait)?,? (?:until|till)\b[^.;]*\btarget\b)", plain)
                if not V.has(V.TURN, re.sub(V.FOUND, " ", _clause(plain, *m.span(), more=1)))]
    # ("stop until you see the target": still until then; it had left the motion unchecked)
    # "stays put, turning left": a turn in place ("stays put until the target turns up": no turn)
    if re.search(bound, low) and not search:  # "drives for at most 5 s": how long is left open
        return Reading(None, reason="a time at most, on a move that is no search (say how long it takes)")
    try:
        moves = _moves(_blank(re.sub(bound, lambda m: " " * len(m.group(0)), low), used + still_at), used)
    except Unplaced as exc:  # words it could not read explain it better, where there are some
        return Reading(None, unread_words(low, used + vocabulary_spans(low)), str(exc))
    if lenient and len(re.findall(V.SIDE, low)) < sum(isinstance(m, Move) and m.turn in ("left", "right")
                                                      for m in moves or ()):  # a side it could not read: no left turn
        return Reading(None, unread_words(low, used + vocabulary_spans(low)), "a turn with no side read")
    if lenient and len(re.findall(rf"(?<!\w){V.STRAIGHT}(?!\w)", low)) < sum(
            isinstance(m, Move) and m.turn == "straight" and m.direction == "forward" for m in moves or ()):
        # a direction it could not read: no forward walk ("goes astern 6 m", astern unread, was confirmed as forward)
        return Reading(None, unread_words(low, used + vocabulary_spans(low)), "a walk with no direction read")
    still = (bool(still_at) or V.has(V.NOT_MOVING, plain)) and not moves  # "waits, never walking, and signals"
    if still:
        moves = ()
        stop_for = ()  # it never moves: nothing to stop for
    if moves is None and signal is None and not still:
        return Reading(None, unread_words(low, used + vocabulary_spans(low)))
    known = vocabulary_spans(low) + [m.span() for m in re.finditer(rf"{lead}(?={V.NUM})|(?<=\w) {tail}",
                                                                   low)]  # the bound's number: units
    left = unread_words(low, used + known) + tuple(  # a word the hazard list names that no class reads
        w for a, b in unnamed if not any(s <= a and b <= e for s, e in known) for w in unread_words(low[a:b], []))
    if left and not lenient:
        return Reading(None, left)
    returned = moves is not None and RETURN in moves
    moves = None if returned else moves
    bounded_walk = any(m.time is not None or m.distance is not None for m in moves or ())
    once = signal is not None and re.search(rf"\b(?:when|once|as soon as|the moment)\b[^,.;]*\b{signal}\b[^.;]*?"
                                            rf"(?<!\w){V.SIGNAL}(?!\w)", plain)  # "when the target turns up, signals"
    unbounded = bool(moves) and not any(m.heading is not None for m in moves or () if isinstance(m, Move))
    search = (search or bool(once) and unbounded) and not bounded_walk and (returned or bool(moves))
    # "walks 3 m scanning": a walk of its own; "keeps turning, and once the target appears, signals": a search
    cond = rf"\b(?:{V.WHEN})\b|\s{{3}}"  # a stop under a condition or after a hazard clause (blanked) is a hazard's
    after = signal is not None and not still and bool(re.search(
        rf"(?<!\w){V.SIGNAL}(?!\w)(?:(?!{cond})[^.;])*?(?:[.;]\s*(?:\d+[.)]\s*)?(?:then,? |afterwards,? |after that,? )?"
        rf"(?:it |you )?(?=(?:{V.STOP_HERE}|{V.STOP}|{V.STILL}|{V.NOT_MOVING})(?!\w)(?: \w+){{0,2}}\s*(?:[.;]|$)))?"
        rf"(?<!\w)(?:{V.STOP_HERE}|{V.STOP}|{V.STILL}|{V.NOT_MOVING})(?!\w)|"  # ("Signal. Then stay still.": a
        # sentence of its own, the stop alone in it; it had been lost, a walk on after the signal passed)
        rf"(?<!\w)(?!keep(?:s|ing)? watch for\b)(?:{V.STOP_HERE}|{V.STOP}|{V.STILL}|(?!without\b){V.NOT_MOVING})"
        rf"(?: \w+){{0,3}}"  # ("keep watch for the target and signal": a watch for it, no stop before the signal)
        rf"(?: (?:as soon as|once|the moment|when) (?:it |the target )?{V.FOUND})?,? (?:and )?(?:then )?"
        rf"{V.SIGNAL}(?!\w)",  # "turns without moving and signals": the turn's manner, not a stop; "heaves to as soon
        plain))                 # as it is sighted, and signals": a stop at the target, then the signal
    bounded = re.search(bound, low)
    ends = bool(bounded) or not (waits or search or still and signal is not None)
    at_most = _quantity(bounded.group(0), V.TIME) if bounded and search else None  # "searches for at most 20 s"
    if returned and not search:  # "drives 2 m, then drives back" had no motion checked: a still program did it
        return Reading(None, reason="a way back not said (reversing, or turning round and walking)")
    goal = Goal(moves=moves, stop_for=stop_for, signal=signal, search=search, after_signal_still=after, ends=ends,
                source=where, search_at_most=at_most)
    if any(m.direction == "in_place" and (m.turn == "straight" or m.speed or m.distance) for m in moves or ()):
        # a task file refuses such a move (goals._move): a lenient reading gave a turn in place a walk's speed
        return Reading(None, unread_words(low, used + vocabulary_spans(low)), "a turn in place at a speed")
    return Reading(replace(goal, scenario_names=_scenarios(goal, robot)))


def _hazards(low: str, robot: Robot, used: list, unnamed: list) -> tuple[str, ...]:
    """The sensor propositions the words say to stop for ("stopping for pedestrians and cars"); a clause that
    keeps the robot still at its target (spot's phi8: "standing still while the target is in view") is read too.
    A thing named in a hazard list that is no hazard noun ("a four-wheeler", "STOP boards") goes to `unnamed`:
    the task is refused with it, never read without that hazard."""
    found = set()
    nouns = "|".join(V.HAZARD_WORDS[p] for p in robot.env_props if p in V.HAZARD_WORDS) or "$^"
    words = rf"(?:(?!\b(?:otherwise|{_NEXT_STEP})\b)(?:[^,.;:\d]|\d(?=[- ]?wheelers?\b)))*"
    # to the clause's end, "and otherwise ...", a step after it ("and after that walk back", unpunctuated dictation,
    # had been the hazard's), or a number: a quantity is a move's ("when it is done with that it goes
    # 3 m ... and it stops for people" said without a comma), never a hazard's; a list of hazards goes on after a
    # comma, never into a condition ("stays still and signals, and if anybody comes into view, ..." is two clauses)
    for m in re.finditer(rf"(?<!\w){_HAZARD_LEAD}(?!\w){words}"
                         rf"(?:, (?:and |or )?(?:an? |the )?(?:(?:oncoming|passing) |"
                         rf"(?!(?:[a-z]+ing|if|when|whenever|while|once|as|until|till|unless|it|then|yields?|stops?|"
                         rf"halts?|pauses?|waits?|avoids?|minds?)\b)[a-z-]+ )?"  # ("stay put, yield people": two
                         # clauses; the stillness had been the hazard's)
                         rf"(?:{nouns})\b"
                         rf"{words})*", low):
        clause = m.group(0)
        hits = [p for p in robot.env_props if p in V.HAZARD_WORDS and re.search(rf"\b(?:{V.HAZARD_WORDS[p]})\b", clause)]
        at_target = re.match(rf"(?:{V.STOP}|{V.STILL}|{V.NOT_MOVING})\s+{V.WHILE}\b[^,.;]*\btarget\b", clause) and \
            not re.search(rf"(?<!\w)(?:{V.SEARCH}|wait(?:s|ing)? for)(?!\w)", clause)
        # "stays still while it watches for the target": still all along (read as still at the target, the walks of
        # a program that never stood still passed)
        if hits and re.search(rf"\b(?:not|never|without|n't|no need to)\s+(?:{V.STOP})(?!\w)|\bnot (?:for|to) "
                              rf"(?:an? |the |any )?(?:{nouns})\b", low[max(0, m.start() - 12):m.end()]):
            raise Unplaced(f"a hazard it is told not to stop for ('{clause.strip()}'): a task may only add hazards")
        if hits or at_target:
            found |= set(hits)
            unnamed += [(m.start() + a, m.start() + b) for a, b in _named_things(clause, nouns)]
            before = re.search(rf"(?<=,\s)(?:(?:{V.STOP}|{V.STILL}),\s*)+$", low[:m.start()]) \
                if re.match(V.WHEN, m.group(0)) else None
            start = before.start() if before else m.start() + _signals_stop(low[:m.start()], clause)
            used.append((start, m.end()))  # "waiting, motionless, while a person ..."
            during = _MOVING.search(low[:m.start()])
            if during:  # "As you move, stop for pedestrians.": when the rule applies, no move of its own
                used.append(during.span())
            after = re.match(rf",?\s*(?:(?:it |then )?{V.STOP}(?: and|,)\s*)?{V.RESUME}(?!\w)(?:,?\s*{V.WAY_CLEAR})?",
                             low[m.end():])
            # "stops for people, then carries on"; "in case a person is seen, it stops and continues afterwards"
            if hits and after:
                used.append((m.end(), m.end() + after.end()))
    return tuple(p for p in robot.env_props if p in found)


_MOVE_NOUN = r"(?:turn|move|manoeuvre|maneuver|rotation|arc|curve|drive|walk|motion|movement|spin|reverse)"
_MOVING = re.compile(rf"(?:^|(?<=[.;:!?])|(?<=\s{{3}}))\s*(?:(?:as|while|whilst|when|whenever) (?:(?:you|it|we|they|"
                     rf"the robot)(?:'re|'s| are| is)? )?(?:{V.GO}|{V.TURN})|(?:during|throughout) (?:the|its|your|"
                     rf"each|every|this|that) (?:{_MOVE_NOUN})s?|on the move)(?: along| on| about)?,?\s*"
                     rf"(?=(?:(?:you|it|the robot) )?(?:must |should |has to |have to |will |shall )?$)")
# a rule's leading "as you move," / "while turning," / "during the drive," (its stops are the hazard's; it was read
# as a second move of its own, "drive straight", and a turn with no side)


_A_STOP = re.compile(rf"(?<!\w)(?:{V.STOP}|{V.STILL})(?!\w)")


def _signals_stop(before: str, clause: str) -> int:
    """Where a hazard clause starts (from the clause's start) when the signal's own stop is said unpunctuated in it
    or just before it ("when you find it signal and stay put give way to people", "signal and stop and uh stop for
    people": dictated): at the next stop after that one, with no condition between them ("signals, and does not move
    as long as it detects a human" is one hazard clause); else 0."""
    text = before + clause
    for m in re.finditer(rf"(?<!\w){V.SIGNAL},? and\s+", text):
        first = _A_STOP.match(text, m.end()) if m.end() >= len(before) else None
        again = _A_STOP.search(text, first.end()) if first else None  # another stop, no condition between them
        if again and not re.search(rf"\b(?:{V.WHEN})\b", text[first.end():again.start()]):
            return again.start() - len(before)
    return 0


def _named_things(clause: str, nouns: str) -> list[tuple[int, int]]:
    """Where the two words after each article or list word of a hazard clause stand, if no hazard noun is named
    there or after one word ("a car", "a passing car", "roadside stop signs" are named; "a four-wheeler" and "a
    STOP board" are not)."""
    return [w.span() for m in re.finditer(r"\b(?:a|an|any|or|and|nor|for)(?:\s+(?:a|an|any|the))*\s+"
                                          r"(?=([a-z0-9][a-z0-9'-]*(?: [a-z0-9'-]+)?))", clause)
            if not re.match(rf"(?:[a-z0-9-]+ )?(?:{nouns})\b", clause[m.start(1):])
            for w in re.finditer(r"[a-z0-9'-]+", clause[:m.end(1)]) if w.start() >= m.start(1)]


def _signal(low: str, robot: Robot, used: list) -> str | None:
    """The proposition a robot with a signal action signals at (the one the words name, else its target)."""
    if "signal" not in robot.action_props or not re.search(rf"(?<!\w){V.SIGNAL}(?!\w)", low):
        return None
    others = [p for p in robot.env_props if p not in V.HAZARD_WORDS]
    named = [p for p in others if re.search(rf"\b{p}\b", low)]
    for m in re.finditer(rf"(?<!\w){V.SIGNAL}(?!\w)(?:(?!\s(?:and )?(?:{_NEXT_STEP})\b)[^,.;])*", low):
        used.append(m.span())  # to the clause's end or a step after it ("signals if found and then walks back"; "and
        # thereafter walk back" had been the signal's, the way back lost: a walk of its own)
    return named[0] if named else others[0] if len(others) == 1 else None


# Quantities said of every move at once: "..., each 1.5 seconds at 1 m/s", "both with a radius of 2 m", "in 3 seconds
# each" (a decimal point does not end the clause).
_CLAUSE = r"(?:[^,;.]|\.(?=\d))*"
_EVERY = re.compile(rf"\b(?:each|both)(?: of them)?\s+(?=(?:in|at|for|with|over|lasting|taking|\d)\b){_CLAUSE}|"
                    rf"\b(?:in|for|at|with|over|lasting|taking)\b{_CLAUSE}?\s(?:each|apiece)(?=\s*(?:[,;.]|$))")


def _moves(text: str, used: list) -> tuple[Move | str, ...] | None:
    """The manoeuvres in order (RETURN for a return trip), one per sequenced part that names one; None when none
    is named or the turns are random."""
    counted = re.search(V.MISSION, text.strip())
    text = re.sub(V.MISSION, lambda m: " " * len(m.group(0)), text.strip())
    if counted or V.numbered(text):  # "follows this plan of 3 steps: 1. ... 2. ...": the numbers start steps
        first = re.search(V.LISTED, text)
        if first and not counted and not re.search(r"\d", text[:first.start()]):
            text = " " * first.start() + text[first.start():]  # "follow these steps: 1. ...": no move
        text = re.sub(V.LISTED, lambda m: (" " if re.search(r"(?<=[^\s.])\.\s*$", m.string[:m.start()]) else ";") +
                      " " * (len(m.group(0)) - 1), text)  # an item ended by its own "." is a sentence ("1. Roll out...
        # backwards! 2. You reverse 4 m ...": the walk said again, measured, as in sentences; it had been two)
    every = [m.group(0) for m in _EVERY.finditer(text)]
    text = _EVERY.sub(lambda m: " " * len(m.group(0)), text)
    pieces = _SEQ.split(text)  # the parts, each after whether a sentence's end (no sequencing word) came before it
    parts = [(p, bool(pieces[i - 1])) for i, p in enumerate(pieces) if i % 2 == 0 and p and p.strip()]
    moves, shared_speed, last = [], None, ""
    stays = ""  # "stays where it is and turns left": the words of staying belong to the turn after them
    said_of: list = []  # the last move as it was said and the parts that describe it after it

    def describe(part: str) -> Move:  # each part in turn (a quantity said twice otherwise is refused), and all
        # together for the arc's length: "arcs right; the radius is 5 m; the angle is 135 degrees" (it had been lost)
        said_of[:] = (said_of or [moves[-1]]) + [part]
        move = _described(moves[-1], part)
        together = _described(said_of[0], ", ".join(said_of[1:])) if move.distance is None else move
        return move if together.distance is None else replace(move, distance=together.distance,
                                                              direction=together.direction)
    for part, new_sentence in parts:
        _one_move(part)
        if moves and isinstance(moves[-1], Move) and (re.match(_DESCRIBES, part) or moves[-1].turn != "straight" and
                                                      _rate_only(part)):
            moves[-1] = describe(part)  # "turns left 90 degrees; the turn has a radius of 2 m"
            continue
        if moves and _goes_on(moves[-1], part):
            moves[-1] = describe(re.sub(_GOES_ON, "", part, count=1))
            continue
        move = _move(stays + part)
        stays = part + " " if move is None and V.has(V.IN_PLACE, part) else ""
        if isinstance(move, Move) and move.turn != "straight" and moves and _sided_only(moves[-1]) and \
                new_sentence and move.turn == moves[-1].turn and not _sided_only(move):  # "let's turn right! Turn
            # right 60 degrees ...": the turn announced, then said (it had been two turns)
            moves[-1] = move
            said_of.clear()
            continue
        if isinstance(move, Move) and move.turn != "straight" and moves and _sided_only(moves[-1]) and \
                not re.search(V.SIDE, part):  # "turns right along an arc, radius 2 m, and it turns 90 degrees in 5 s"
            joined = _move(last + " " + part)
            if isinstance(joined, Move):
                moves[-1] = joined
                said_of.clear()
                continue
        last = part
        if move is None and any(re.search(rf"{V.NUM}{u}", part)
                                for u, _ in V.TIME + V.SPEED + V.ANGULAR + V.DEGREES + V.LENGTH):
            if not moves or not isinstance(moves[-1], Move):  # never dropped: they belong to the move before them
                raise Unplaced(f"quantities of no manoeuvre: {' '.join(part.split())}")
            moves[-1] = describe(part)  # "arcs right 40 degrees; radius 3 m, time 5 s"
            stays = ""  # ("... in place. No forward motion. 5.3 seconds. Then a clockwise arc, ... 7.1 seconds.": the
            # turn's words and time had been carried to the arc, which took 5.3 s)
            continue
        said_of.clear()
        if moves and isinstance(move, Move) and _unmeasured_straight(moves[-1]) and move.turn == "straight" and \
                move.direction == moves[-1].direction and (new_sentence or _unmeasured_straight(move)):
            moves[-1] = move  # "go straight ahead and explore until ...", "Move out! Forward 2.1 m!": one walk,
            # said twice
        elif move is not None:  # ("walks forward, then walks forward 2 m": two walks)
            moves.append(move)
        if isinstance(move, Move) and move.speed is not None and move.turn != "straight" and move.heading is None:
            shared_speed = move.speed
    if stays and moves and isinstance(moves[-1], Move) and moves[-1].turn in ("left", "right") and \
            moves[-1].direction == "any":  # "Turn left 90 degrees in 3 s. Do it on the spot.": no move after it
        moves[-1] = replace(moves[-1], direction="in_place")
    if shared_speed is not None:  # "left curve for 3 s then right curve for 3 s at 1 m/s": the speed is both curves'
        moves = [replace(m, speed=shared_speed) if isinstance(m, Move) and m.turn != "straight" and m.heading is None
                 and m.speed is None else m for m in moves]
    for said in every:  # every move's; one that already has another value is refused
        try:
            moves = [_described(m, re.sub(r"\b(?:each|both|apiece|of them)\b", " ", said)) if isinstance(m, Move)
                     else m for m in moves]
        except Unplaced:
            raise Unplaced(f"said of every move, but a move says otherwise: {said.strip()}") from None
    if not moves:
        return None
    if V.has(V.WANDER, text) and (len(moves) != 1 or not isinstance(moves[0], Move) or moves[0].turn != "any"):
        raise Unplaced("random turns in a task of several moves")  # which motion is random the words leave open
    count = counted and (re.search(r"\d+(?=[- ](?:[a-z]+ )?(?:step|stage|leg|part|move|phase|segment|thing|bit|cue|"
                                   r"job|shot|beat|order|section)s?\b)", counted.group(0)) or
                         re.search(r"\d+", counted.group(0)))  # "this 1 has 4 steps": 4
    if count and int(count.group(0)) != len(moves):  # "a plan of 3 steps:" with two read: one was missed
        raise Unplaced(f"{count.group(0)} steps counted, {len(moves)} read")
    return tuple(moves)


def _unmeasured_straight(move: Move | str) -> bool:
    """A straight move with no length, time or speed: it never ends by itself, so the same move said again next is
    the same move."""
    return isinstance(move, Move) and move.turn == "straight" and None is move.distance is move.time is move.speed


def _sided_only(move: Move | str) -> bool:
    """A turn said by its side alone (no angle, time, rate, length or speed): a turn without a side said next is the
    same turn, said on (its angle is never the unsigned default's counter-clockwise one)."""
    return isinstance(move, Move) and move.turn != "straight" and all(
        getattr(move, q) is None for q in ("heading", "time", "angular_speed", "distance", "speed"))


# A part that goes on describing the move before it ("; the turn has a radius of 2 m and takes 5 s", "; its speed is
# 1 m/s", "; allow 5 s for the turn", "; duration: 6 s", "; turn time 4 s", "; it must last 9 s", ". Complete the arc
# in 8 seconds.", ". Time allotted for the move is 7.1 s."), not a new manoeuvre.
# ("complete the arc in 8 s"; "a complete rotation" is 360 degrees)
_COMPLETES = rf"(?:complete|finish)(?:s|es)?(?: (?:the |its |this |that )?{_MOVE_NOUN})? "
_DESCRIBES = r"\s*(?:allow(?:s|ing)?\b|(?:and )?it (?:must |should |has to |will |shall )?(?:lasts?\b|takes? (?=\d))|" \
             rf"{_COMPLETES}(?=(?:in|within|over)\b)|" \
             rf"(?:time|duration) for (?:the|its|this|that) {_MOVE_NOUN}\b(?: is|:)?|" \
             rf"{_MOVE_NOUN} (?=duration|time|rate|speed)|" \
             rf"(?:(?:and|with) )?(?:the|its|this|that) (?:{_MOVE_NOUN}|speed|pace|velocity|radius|duration|angle|" \
             r"time|distance|length|rotation time|turn time)\b|(?:speed|pace|velocity|radius|duration|angle|time|" \
             r"distance|length|rate|turn rate|angular speed|turn time|rotation time|run time|move time)" \
             r"\s*(?:[:=]|(?:is |of |set to )?(?=\d)))"


# A part that says the move before it goes on, with its end ("Pivot left in place at 0.4 rad/s. Keep turning for 12
# seconds.", "Drive forward at 1 m/s. Keep going for 12 seconds." had been a turn with no side, a second drive).
_GOES_ON = r"\s*(?:and |then |and then )?(?:keep(?:s|ing)?(?: on)? (?:going|turning|rotating|spinning|pivoting)|" \
           r"keep(?:s|ing)? (?:it|that|this) up|continu(?:e|es|ing)(?: (?:turning|rotating|spinning|pivoting|" \
           r"like (?:that|this)))?|carr(?:y|ies|ying) on(?: (?:turning|rotating|spinning|pivoting))?)\b" \
           r"(?=,?\s*(?:for|until|till|over|in|\d))"


def _goes_on(move: Move | str, part: str) -> bool:
    """Whether the part says on a move that had no end (no angle, time or length) with its end; a turn said on after
    a move that had one is refused (turning further, or for longer, is not said)."""
    said_on = re.match(_GOES_ON, part)
    if not said_on or not isinstance(move, Move):
        return False
    turning = re.search(r"turn|rotat|spin|pivot", said_on.group(0))
    if turning and move.turn == "straight":
        raise Unplaced(f"a turn said on after no turn: {part.strip()}")
    if move.heading is None is move.time is move.distance:
        return True
    if turning:
        raise Unplaced(f"a turn said on after a move that ends: {part.strip()}")
    return False  # "drive 2 m, then keep going for 5 s": a drive after it


def _turned(angular: float, time: float) -> float:
    """The angle in degrees a turn at a rate (rad/s) for a time sweeps: "spins at 0.35 rad/s for 4 s" is 80 degrees."""
    return abs(math.degrees(angular)) * time


def _rate_only(part: str) -> bool:
    """A turn said with its rate alone, no side: the turn before it, said on ("turn to the left 110 degrees right
    there, and turn at 0.4 radians per second" had been a second turn with no end)."""
    return any(re.fullmatch(rf"\s*(?:turn|rotat|spin|pivot)\w* at {V.NUM}{unit}[\s.!]*", part) for unit, _ in V.ANGULAR)


def _described(move: Move, part: str) -> Move:
    """The move with the quantities a describing part adds (an angle on the move's side; a radius makes a turn's arc
    length); a quantity the move already has with another value is refused."""
    said = _move(("turns left " if move.turn != "straight" else "drives ") + re.sub(rf"^\s*{_COMPLETES}", "", part))
    said = said if isinstance(said, Move) else None
    radius = _radius(part)
    added = {k: getattr(said, k) if said else None for k in ("speed", "angular_speed", "time")}
    if said and said.heading is not None and move.turn != "straight":  # "; the angle is 60 degrees"
        added["heading"] = abs(said.heading) if move.turn == "left" else -abs(said.heading)
    heading = move.heading if move.heading is not None else added.get("heading")
    added["distance"] = radius * math.radians(abs(heading)) if radius is not None and heading is not None \
        else said.distance if said else None
    out = {}
    for name, value in added.items():
        old = getattr(move, name)
        if value is not None and old is not None and abs(value - old) > 1e-9:
            raise Unplaced(f"two manoeuvres in one step: {part.strip()}")
        out[name] = old if old is not None else value
    if move.turn in ("left", "right") and heading is None and out["angular_speed"] is not None and \
            out["time"] is not None:  # "spins left at 0.4 rad/s. Keep turning for 12 s.": 275 degrees, as in _move
        turned = _turned(out["angular_speed"], out["time"])
        heading = out["heading"] = turned if move.turn == "left" else -turned
    direction = "forward" if move.direction == "any" and radius is not None else move.direction
    if move.heading is None and heading is not None and direction == "forward" and radius is None and \
            out["distance"] is None and out["speed"] is None:
        direction = "any"  # an angle and no radius: the turn may be made in place or moving, as in _move
    return replace(move, direction=direction, **out)


def _clause(text: str, start: int, end: int, more: int = 0) -> str:
    """The words between the punctuation marks around a span (a decimal point is none), and `more` clauses after."""
    marks = [m.start() for m in re.finditer(r"[,;:]|\.(?!\d)", text)]
    left = max((i for i in marks if i < start), default=-1)
    return text[left + 1:([i for i in marks if i >= end] + [len(text)] * (more + 1))[more]]


def _blank(text: str, spans: list) -> str:
    chars = list(text)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars)


def _move(part: str) -> Move | str | None:
    """One manoeuvre from the words of one sequenced part (RETURN for a return trip), or None when it names none."""
    if re.fullmatch(rf"\s*(?:afterwards,?\s+|then\s+)?(?:it\s+)?{V.RESUME}(?: (?:with )?(?:the |its )?{_MOVE_NOUN})?"
                    rf"(?:,?\s*{V.WAY_CLEAR})?(?:[\s,.;)]|\band\b|\bit\b)*", part):
        return None  # "then carries on", "resume once clear)", "resume rotation once clear": the end of a stop
    side_m = re.search(V.SIDE, part)
    side = V.SIDES[side_m.group(1)] if side_m else None
    degrees = _quantity(part, V.DEGREES)
    turns = re.search(V.TURNS, part)
    if degrees is None and turns:
        degrees = float(turns.group(1)) * 360.0
    for words, whole in V.TURN_WORDS:
        if degrees is None and re.search(words, part):
            degrees = whole
    radius = _radius(part)
    speed = _quantity(part, V.SPEED)
    angular = _quantity(part, V.ANGULAR)
    time = _quantity(part, V.TIME)
    if degrees is None and angular is not None and time is not None:  # "spins at 0.35 rad/s for 4 s": 80 degrees
        degrees = _turned(angular, time)
    distance = _quantity(part, V.LENGTH) if radius is None else None
    if radius is not None:  # "go forward 4.3 m at 0.5 m/s, turn right 40° on a 1.3 m radius": two moves said with a
        # comma had been one arc, the 4.3 m lost (a length beside a radius is the arc's, or refused)
        said = _radius_match(part)[0]
        other = _quantity(part[:said.start()] + " " * len(said.group(0)) + part[said.end():], V.LENGTH)
        if other is not None and abs(other - radius) > 1e-9 and (  # ("radius 2 m (200 cm)": the radius said twice)
                degrees is None or abs(other - radius * math.radians(degrees)) > 0.05 * other):
            raise Unplaced(f"a length beside the radius that is not the arc's: {part.strip()}")
    back = V.has(V.BACK, part)
    if (back or V.has(V.RETURN_TRIP, part)) and speed is None and time is None and distance is None and \
            not V.has(V.REVERSE, part):
        return RETURN  # "then walks back", "then returns": a reverse or a turn and a walk, not said
    if V.has(V.RETURN_TRIP, re.sub(r"\bgo(?:es|ing)?(?: to)? back\b", " ", part)) and not V.has(V.REVERSE, part):
        # "then returns at 1 m/s" had lost its return (the speed went to the drive before it), "then heads back at 1
        # m/s" was a reverse ("goes back 1.1 m, in 3.9 s" is a reverse: a learner's, a paraphrase's)
        raise Unplaced(f"a way back not said (reversing, or turning round and walking): {part.strip()}")
    reverse = back or V.has(V.REVERSE, part)
    in_place = V.has(V.IN_PLACE, re.sub(V.STOP_HERE, " ", part)) and radius is None  # never with a radius
    affirmed = re.sub(rf"(?<!\w)(?:{V.NOT_MOVING}|{V.STOP_HERE}|{V.STOP})(?!\w)|\(no [a-z]+\)|\bturn(?:s|ed|ing)? up\b|"
                      rf"\b{V.RADIUS}\b|\bturn(?:ing)? (?:rate|time|speed|duration)\b", " ", part)
    # "stops moving", "holds pose (no walking)", "if target turn up" (appears), "turning radius 2.9 m" (no turn)
    turning = V.has(V.TURN, affirmed) or degrees is not None  # "stops rotating on detection": no turn
    moving = V.has(V.GO, affirmed) or V.has(V.STRAIGHT, affirmed)
    if not (turning or moving or reverse):
        return None
    if moving and not (turning or reverse) and None is degrees is speed is time is distance and \
            not V.has(V.GO, re.sub(r"\b(?:continu|resum)(?:e|es|ing)\b|\bkeep(?:s|ing)?(?: on)? going\b", " ",
                                   affirmed)) and not V.has(V.STRAIGHT, affirmed):
        return None  # "afterwards it continues, and ...": the end of a stop, not a walk
    if side is None and degrees is None and angular is None and re.search(r"\bturn(?:s|ing|ed)? (?:a)?round\b", part):
        raise Unplaced(f"a turn around with no side (say left or right): {part.strip()}")  # not a straight drive
    if in_place and (reverse or speed is not None or distance is not None):  # "TURN RIGHT IN PLACE 135 DEGREES AT 0.3
        # RADIANS PER SECOND REVERSE AT 0.6 METRES PER SECOND" had been one backing turn: two moves, a sequence unread
        raise Unplaced(f"in place, yet moving: {part.strip()}")
    direction = "reverse" if reverse else "in_place" if in_place else "forward"
    if V.has(V.WANDER, part):  # "walks with small random turns for 20 s": a wander (goals.Move, turn 'any')
        if degrees is not None or angular is not None:
            raise Unplaced(f"random turns with an angle or a turning rate of their own: {part.strip()}")
        return Move("any", direction, None, distance, speed, time)
    if turning and (side or degrees is not None or angular is not None):
        if side is None:  # an unsigned angle or rate is REP 103's positive yaw, counter-clockwise; a minus sign is
            # clockwise ("turns -50 degrees" had been read as a left turn: the sign was dropped)
            side = "right" if re.search(r"(?<![\w.])[-−]\s?\d", part) else "left"
        heading = None if degrees is None else (degrees if side == "left" else -degrees)
        if heading is not None and radius is None and direction == "forward" and distance is None and speed is None:
            direction = "any"  # no radius: the turn may be made in place or moving
        dist = radius * math.radians(degrees) if radius is not None and degrees is not None else distance
        return Move(side, direction, heading, dist, speed, time, None if angular is None else abs(angular))
    if side is not None and V.has(V.GENTLE, part):  # "with a slight left turn"
        return Move(side, direction, None, distance, speed, time)
    if direction == "in_place":
        return None  # straight on, in place: no manoeuvre ("stationary; no walking")
    if turning and not moving and not reverse:  # "complete a rotation in 5 s" had been read as a straight drive
        raise Unplaced(f"a turn with no side or angle: {part.strip()}")
    return Move("straight", direction, None, distance, speed, time)


def _quantity(part: str, units: tuple[tuple[str, float], ...]) -> float | None:
    """The first number said in one of the units, in the first unit's scale."""
    for unit, factor in units:
        m = re.search(rf"{V.NUM}{unit}", part)
        if m:
            return round(float(m.group(1)) * factor, 9)
    return None


def _radius(part: str) -> float | None:
    """The turn's radius: said as a radius ("radius of 3 m", "a 3-metre turning radius") or a diameter."""
    m = _radius_match(part)
    return None if m is None else round(float(m[0].group(1)) * m[1], 9)


def _radius_match(part: str) -> tuple[re.Match, float] | None:
    """Where a radius or diameter is said ("radius of 3 m", "a 3 m radius", "with 3 m as radius"), and the factor from
    its number to the radius in metres."""
    for word, scale in ((V.RADIUS, 1.0), (V.DIAMETER, 0.5)):
        for unit, factor in V.LENGTH:
            m = re.search(rf"\b{word}(?: of| is| =|:| equal to| measuring| set to| at| being| as| which is| that is|"
                          rf",| [—–-]| \()?(?: (?:about|approximately|roughly|around|exactly|precisely|some|just))? "
                          rf"['\"]?{V.NUM}{unit}", part) or \
                re.search(rf"{V.NUM}{unit}(?:-| | in | of | as (?:the |its |a )?)(?:{word})\b", part) or \
                (re.search(rf"\b(?:distance of|keeping) {V.NUM}{unit} (?:out )?(?:from|to) (?:the|its) cent(?:re|er)\b",
                           part) or
                 re.search(rf"\bcent(?:re|er)(?: point)? (?:(?:located|situated|lying|placed) )?{V.NUM}{unit} "
                           rf"(?:away|from)\b", part) if word == V.RADIUS else None)
            # "keeping a distance of 2 m from the centre of the turn", "about a centre 2 m away"
            if m:
                return m, factor * scale
    return None


class Unplaced(ValueError):
    """Quantities the reader cannot place in exactly one manoeuvre: two different ones of a kind in one step (two
    manoeuvres whose connective was not read: "spins 90 degrees in 3 s and at the end drives 2 m in 4 s"), or
    ones no manoeuvre comes before. Refused, never merged or dropped."""


def _one_move(part: str) -> None:
    """Refuse a part with two different durations, speeds, angles or lengths (its radius apart), or both sides
    ("turns left 90 degrees in 3 s, it turns to the right" was one left turn): never merged."""
    radius = _radius_match(part)
    size = rf"\b(?:{V.RADIUS}|{V.DIAMETER}|circle)\b"  # a circle's size is a radius or a diameter: unsaid which
    if radius is None and any(re.search(rf"{size}[^,;.\d]{{0,30}}{V.NUM}{unit}|{V.NUM}{unit}[^;.\d]{{0,16}}{size}",
                                        part) for unit, _ in V.LENGTH):
        raise Unplaced(f"a turn's size named, its radius not read: {part.strip()}")  # ("radius of approximately 2 m",
        # "a 2.1 meter turnin' radius", "a 2.1 m turning circle" had been arcs 2 m and 2.1 m long: "radius" alone is
        # a word of no quantity)
    rest = part if radius is None else part[:radius[0].start()] + " " * len(radius[0].group(0)) + \
        part[radius[0].end():]
    either = re.sub(rf"{V.SIDE},? (?:and|or|&|then) {V.SIDE}", " ", part)  # "turning left and right at random"
    if len({V.SIDES[m] for m in re.findall(V.SIDE, either)}) > 1:
        raise Unplaced(f"two sides in one step: {part.strip()}")
    for units in (V.TIME, V.SPEED, V.DEGREES, V.LENGTH, V.ANGULAR):
        values = {round(float(m.group(1)) * f, 6) for u, f in units for m in re.finditer(rf"{V.NUM}{u}", rest)}
        if len(values) > 1:
            raise Unplaced(f"two manoeuvres in one step: {part.strip()}")


def _scenarios(goal: Goal, robot: Robot) -> tuple[str, ...]:
    """The standard scenarios the robot's task files use for such a goal (docs/tasks.md, "Scenarios"):
    jackal: all of them unless a hazard beyond pedestrians is named, then those of its hazards; spot: the
    walks' people ones, the searches' target ones, the waits' target-in-view ones."""
    from safe_codegen.tasks.scenarios import task_scenarios
    standard = task_scenarios(robot)
    if not standard:
        return ()
    if goal.signal is None:
        props = set(goal.stop_for)
        own = [n for n, sc in standard.items() if set(sc.present) | set(sc.after_moving) <= props]
        return () if len(own) == len(standard) or props <= {"pedestrian"} and "clear" in standard \
            and robot.name == "jackal" else tuple(own)
    if goal.ends:
        return tuple(n for n in ("clear", "person", "target_passes") if n in standard)
    if goal.search:  # a walking search also meets flickering people; a spin has no walk for them to interrupt
        spin = bool(goal.moves) and goal.moves[0].direction == "in_place"
        return tuple(n for n in ("target_ahead", "person_then_target") + (() if spin else ("flicker",)) + ("clear",)
                     if n in standard)
    if goal.moves == ():
        return tuple(n for n in ("target_in_view", "target_passes", "clear") if n in standard)
    return tuple(n for n in ("target_in_view", "target_and_person", "clear") if n in standard)



DRAFT = "`safe-codegen tasks --read TASK -r ROBOT --draft FILE` drafts one from the words the reader could read"


def task_with_goal(task, robot: Robot, propose: Callable[[], object] | None = None, no_goal: bool = False):
    """The task with a goal: its own, else read from its words, else the proposal of the model `propose()` returns,
    validated like a task file and used only when the reader's lenient reading (the words it could read) is the same
    goal: on a writer neither had seen (curriculum heldout6), unconfirmed proposals were wrong 57 times of 108 and
    right 51, confirmed ones right 30 of 30 (docs/tasks.md, "The goal reader"). So the model is asked (and loaded:
    seconds) only where there is a lenient reading to confirm it with; an errand never has one. `no_goal` keeps a
    typed task without a goal (ranked by safety alone). A task whose goal cannot be derived is an InputError naming
    the words the reader could not read and the model's unconfirmed proposal, if one was asked."""
    if task.goal is not None or no_goal:
        return task
    from safe_codegen.errors import InputError
    where = f"task '{task.name}'"
    reading = read_goal(task.task, robot, where)
    if reading.goal is not None:
        return replace(task, goal=reading.goal)
    second = read_goal(task.task, robot, where, lenient=True).goal

    def refused(why: str) -> InputError:
        draft = f"; {DRAFT}" if second is not None else ""
        return InputError(f"no goal for {where}: the reader {reading.why()}{why}; give it with its goal in a task "
                          f"file (--tasks{draft}), or give --no-goal to rank by safety alone")
    if second is None or propose is None:
        raise refused("; the words it could read give no goal (to draft, or to confirm a model's)" if second is None
                      else "")
    from safe_codegen.tasks.reading.model import propose_goal
    try:
        goal = propose_goal(propose(), robot, task.task, where)
    except InputError as exc:
        raise refused(f"; the model's goal was refused: {exc}") from None
    if not same_goal(goal, second, robot):
        raise refused(f"; the model proposed '{goal.describe()}', which the words the reader could read do not "
                      f"confirm (it read '{second.describe()}')")
    return replace(task, goal=goal)


def goal_specs(goal, robot: Robot) -> list:
    """The specs that keep the robot still for each hazard the goal stops for (jackal: car -> phi3, stop_sign ->
    phi4): every spec file for the robot of the form G (HAZARD -> X !ACTION)."""
    from safe_codegen.spec import load_spec, spec_robots
    from safe_codegen.utils.paths import available
    if goal is None or not goal.stop_for:
        return []
    out = []
    for name, path in available("specs").items():
        robots = spec_robots(path)
        if robots is not None and robot.name not in robots:
            continue
        from safe_codegen.utils.yamlfile import load_yaml
        m = re.fullmatch(r"G\s*\(\s*(\w+)\s*->\s*X\s*!\s*(\w+)\s*\)", str(load_yaml(path).get("formula", "")).strip())
        if m and m.group(1) in goal.stop_for and m.group(2) in robot.action_props:
            out.append(load_spec(name, robot))
    return out
