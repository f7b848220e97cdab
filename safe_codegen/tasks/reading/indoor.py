"""The indoor robot's task words to a goal: the rooms it must visit, whether it comes back, and what it
must ask, say or pick in which room under which condition ("if a person is there", "when both are
there"). The goal's worlds are built from the reading: each condition met and each one missing, so a
program that ignores a condition, acts in the wrong room or not at all fails one of them."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from safe_codegen.robot import Robot
from safe_codegen.tasks.goals import Expectation, Goal, NamedScenario
from safe_codegen.tasks.world import Scenario

if TYPE_CHECKING:
    from safe_codegen.tasks.reader import Reading

ROOMS = ("office", "lounge", "kitchen")  # the world's rooms; a room the task names is added
OTHER_ROOMS = ("hallway", "lobby", "bedroom", "bathroom", "lab", "garage", "library", "reception", "corridor",
               "conference room", "living room", "dining room", "storage room", "mail room")
OBJECTS = ("backpack",)
_ALL = re.compile(r"\b(?:every|each|all(?: the)?|all of the) rooms?\b")
_ACT = {"ask": r"\basks?\b|\basking\b|\bquestions?\b", "say": r"\bsays?\b|\btells?\b|\breports?\b|\bannounces?\b|"
        r"\binforms?\b|\blets? \w+ know\b", "pick": r"\bpicks? up\b|\bpicks?\b|\bgrabs?\b|\bfetch(?:es)?\b|\btakes?\b"}
_PRONOUN_LEAD = re.compile(r"^(?:(?:it|this|that|they|the|a|an|your|their|there) )*(?:(?:is|are|was|will be) )?"
                           r"(?:(?:in|at|on) )?")


def read_indoor(text: str, robot: Robot, where: str) -> "Reading":
    """A room task's goal (inline worlds with their checks), or the reason it cannot be read."""
    from safe_codegen.tasks.reader import Reading
    low = text.lower().replace("\u2019", "'")
    named = [r for r in ROOMS + OTHER_ROOMS if re.search(rf"\b{r}\b", low)]
    rooms = list(ROOMS) + [r for r in named if r not in ROOMS]
    every = bool(_ALL.search(low))
    targets = rooms if every else named
    if not targets:
        return Reading(None, ("no room to go to",))
    quote = re.search(r"'([^']+)'|\"([^\"]+)\"", low)
    act = _action(low, bool(quote))
    objects = [o for o in OBJECTS if re.search(rf"\b{o}s?\b", low)]
    conditions = _conditions(low, act, objects)
    count = bool(re.search(r"\bhow many\b", low))
    which = bool(re.search(r"\bwhich rooms?\b", low))
    text_of = (quote.group(1) or quote.group(2)) if quote else _key_text(low, act)
    start = next(r for r in rooms if r not in targets) if len(targets) < len(rooms) else rooms[0]
    ret = bool(re.search(r"\b(?:brings? it back|comes? back|returns?|goes back|back to (?:the )?start)\b", low))
    common = [Expectation("visited", room=r) for r in targets] + ([Expectation("ends_in", room=start)] if ret else [])
    worlds = _worlds(rooms, targets, conditions, start, every)
    named_worlds = []
    for name, layout in worlds:
        with_all = [r for r in targets if set(conditions) <= set(layout[r])]
        expect = _expect(act, text_of, objects, targets, with_all, count, which, layout, conditions)
        named_worlds.append(NamedScenario(name, Scenario(rooms={r: list(layout[r]) for r in rooms}, start=start),
                                          tuple(common) + tuple(expect)))
    return Reading(Goal(scenarios=tuple(named_worlds), source=where))


def _action(low: str, quoted: bool) -> str | None:
    if re.search(r"\bhow many\b|\bwhich rooms?\b", low):
        return "say"
    for kind in ("ask", "pick", "say"):
        if re.search(_ACT[kind], low):
            return kind
    return "say" if quoted else None


def _conditions(low: str, act: str | None, objects: list[str]) -> list[str]:
    """What must be in the room for the action: the people and objects its conditions name."""
    cond = set()
    for m in re.finditer(r"\b(?:if|when|whenever|wherever|only if|in case|where)\b[^,.;]*|\bchecks? (?:the \w+ )?for [^,.;]*|"
                         r"\bhave an? [^,.;]*|\bhad an? [^,.;]*|\bevery (?:person|one) found\b", low):
        clause = m.group(0)
        if re.search(r"\b(?:person|people|someone|anyone|one|both)\b", clause):
            cond.add("person")
        for o in objects:
            if re.search(rf"\b(?:{o}s?|it|both)\b", clause):
                cond.add(o)
    if act == "ask" or re.search(r"\btells? (?:the|a|every) person\b|\bto (?:the|a) person\b", low):
        cond.add("person")
    return sorted(cond, key=lambda c: (c != "person", c))


def _key_text(low: str, act: str | None) -> str | None:
    """The words a question or message must contain: a request's last noun, a message's first noun phrase."""
    if act == "ask":
        m = re.search(r"\b(?:asks?|asking)\b[^,.;]*?\b(?:to|whether|if|about)\b ([^,.;]*)", low)
        request = re.split(r"\b(?:when|whenever|if|but|only|while)\b", m.group(1))[0] if m else ""
        words = re.findall(r"[a-z]+", request)
        return words[-1] if words else None
    if act == "say":
        m = re.search(r"\b(?:that|saying|about)\b ([^,.;]*)", low)
        if not m:
            return None
        phrase = _PRONOUN_LEAD.sub("", m.group(1).strip())
        return re.split(r" (?:is|are|was|will be)\b", phrase)[0].strip() or None
    return None


def _worlds(rooms: list[str], targets: list[str], conditions: list[str], start: str,
            every: bool) -> list[tuple[str, dict[str, list[str]]]]:
    """World layouts: each condition met in the target rooms, and each one missing (with the other rooms
    meeting them all, so acting in the wrong room shows); for every-room tasks two mixed layouts."""
    full = list(conditions)
    if not conditions:
        return [("world", {r: [] for r in rooms})]
    if every:
        a = {r: (full if i % 2 else full[:-1]) for i, r in enumerate(rooms)}
        b = {r: (full if i % 2 == 0 else full[1:]) for i, r in enumerate(rooms)}
        return [("mixed_rooms", a), ("other_rooms", b)]
    out = [("all_there", {r: full if r in targets or r != start else [] for r in rooms})]
    for c in conditions:
        out.append((f"no_{c}", {r: [x for x in full if x != c] if r in targets else full if r != start else []
                                for r in rooms}))
    return out


def _expect(act, text, objects, targets, with_all, count, which, layout, conditions) -> list[Expectation]:
    if count:
        return [Expectation("said", text=str(len(with_all)))]
    if which:
        return [Expectation("said", text=r) for r in with_all]
    if act == "pick":
        obj = objects[0] if objects else None
        return [Expectation("picked" if with_all else "not_picked", obj=obj)]
    if act not in ("ask", "say"):
        return []
    verb = "asked" if act == "ask" else "said"
    if not conditions:
        return [Expectation(verb, room=r, text=text) for r in targets]
    out = [Expectation(verb, room=r, text=text) for r in with_all]
    if len(targets) == 1 and not with_all:
        out.append(Expectation("not_" + verb, text=text) if text else Expectation("not_" + verb, room=targets[0]))
    out += [Expectation("not_" + verb, room=r) for r in targets if r not in with_all and len(targets) > 1]
    return out
