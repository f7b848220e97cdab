"""The errand an indoor goal asks for, inferred from its worlds (rooms to visit, the request and its text, the
fewest things that separate the worlds where it is made from those where it is not, coming back), and the program
a careful engineer writes for it, with its mutants (no condition, a condition dropped, acting in every room, never
acting, another text, not coming back, the first room only, keeping the object). The program is the indoor
robot's reference (tasks/reference.py); the mutants tell two goals apart by verdicts (benchmarks/goal_reader.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations

from safe_codegen.tasks.goals import Goal


@dataclass(frozen=True)
class Errand:
    """What an indoor goal asks: the rooms in order (every room: all of them), the request, its text, object
    and destination, what must be in the room for it, and whether the robot comes back to its start."""

    rooms: tuple[str, ...]
    every: bool
    act: str | None  # ask | say | pick | move | count | which
    text: str | None
    obj: str | None
    dest: str | None
    condition: tuple[str, ...]
    back: bool


START_LINE = "start = get_current_location()"  # where an errand that comes back remembers it started


def errand_of(goal: Goal, words: str = "") -> Errand | None:
    """The errand the goal's worlds and checks ask for, or None when they do not say one; a message is said as the
    task's words quote it when the quote holds the goal's text ('coffee is ready' for the check 'coffee')."""
    worlds = goal.scenarios
    if not worlds:
        return None
    first = worlds[0]
    common = [e for e in first.expect if all(e in w.expect for w in worlds)]
    rooms = tuple(e.room for e in common if e.kind == "visited")
    every = len(rooms) > 1 and set(rooms) == set(first.scenario.rooms)
    back = any(e.kind == "ends_in" for e in common)
    every_check = [e for w in worlds for e in w.expect]
    kinds = {e.kind for e in every_check}
    texts = [e.text for e in every_check if e.text]
    objs = [e.obj for e in every_check if e.obj]
    said = [e.text for e in every_check if e.kind == "said" and e.text]  # "said room X": anything, said there
    act = "move" if "placed" in kinds else "pick" if kinds & {"picked", "not_picked"} else "ask" if kinds & \
        {"asked", "not_asked"} else "count" if said and all(t.isdigit() for t in said) else "which" if said and all(
            t in first.scenario.rooms for t in said) else "say" if kinds & {"said", "not_said"} else None
    dest = next((e.room for e in every_check if e.kind == "placed"), None)
    if act == "move" and objs:  # from the room the object is in, whatever room the robot starts in
        rooms = tuple(r for r, things in first.scenario.rooms.items() if objs[0] in things)
    if act is None or not rooms:
        return None
    condition = _condition(goal, act, rooms)
    if condition is None:
        return None
    text = texts[0] if texts and act in ("ask", "say") else None
    quoted = [q for q in re.findall(r"'([^']+)'", words) if text and text.lower() in q.lower()]
    asked = [q.strip() for q in re.findall(r"\bask\w* (?:the |a )?\w+ (?:there )?to ([^,.;|\n]+)", words.lower())
             if text and text.lower() in q]  # "asks the person to put it in the basket": the request, whole (a
    # table's cell ends it)
    quoted += [f"Could you please {q}" for q in asked]
    return Errand(rooms, every, act, quoted[0] if quoted else text,
                  objs[0] if objs else None, dest, condition, back)


def _condition(goal: Goal, act: str, rooms: tuple[str, ...]) -> tuple[str, ...] | None:
    """The fewest things in a room that hold wherever the request is made and fail wherever it must not be."""
    things = sorted({x for w in goal.scenarios for r in w.scenario.rooms.values() for x in r},
                    key=lambda x: (x != "person", x))
    for size in range(len(things) + 1):
        for cond in combinations(things, size):
            if all(_consistent(w, set(cond), act, rooms) for w in goal.scenarios):
                return cond
    return None


def _consistent(world, cond: set, act: str, rooms: tuple[str, ...]) -> bool:
    meets = {r: cond <= set(world.scenario.rooms.get(r, [])) for r in rooms}
    verb = {"ask": "asked", "say": "said", "pick": "picked", "count": "said", "which": "said", "move": "placed"}[act]
    for e in world.expect:
        if act == "count" and e.kind == "said":
            if int(e.text) != sum(meets.values()):
                return False
        elif act == "which" and e.kind in ("said", "not_said"):  # a room's name said (or not): it holds the thing
            if meets.get(e.text, False) != (e.kind == "said"):
                return False
        elif e.kind == verb:
            if not (meets[e.room] if e.room in meets else any(meets.values())):
                return False
        elif e.kind == "not_" + verb:
            if meets[e.room] if e.room in meets else any(meets.values()):
                return False
    if act == "which":
        return {e.text for e in world.expect if e.kind == "said"} == {r for r, ok in meets.items() if ok}
    return True


def errand_program(name: str, errand: Errand, mutant: str = "careful") -> str:
    """The errand's program (or a mutant of it) for the indoor robot: one room is gone to, several (or every
    room) visited in a loop; the start is remembered only to come back or put a thing there."""
    cond = " and ".join(f'is_in_room("{c}")' for c in errand.condition) or "True"
    if mutant == "unconditional":
        cond = "True"
    elif mutant.startswith("without_"):
        cond = " and ".join(f'is_in_room("{c}")' for c in errand.condition if c != mutant[8:]) or "True"
    text = "hello there" if mutant == "other_text" else errand.text or ""
    act = {"ask": f'ask("person", "{text.rstrip("?")}?", ["Yes", "No"])', "say": f'say("{text}")',
           "count": "count += 1",
           "which": "say(room)", "pick": f'pick("{errand.obj}")', "move": f'pick("{errand.obj}")'}[errand.act]
    if mutant == "silent":
        act = "pass"
    lines = [f"def {name}():"] + [f"    {START_LINE}"] * (errand.back or mutant == "places_at_start")
    lines += ["    count = 0"] * (errand.act == "count")
    if errand.every or len(errand.rooms) > 1 or mutant in ("everywhere", "first_room_only"):
        rooms = "get_all_rooms()" if errand.every or mutant == "everywhere" else repr(list(errand.rooms))
        lines += [f"    rooms = {rooms}",
                  "    for room in rooms:" if mutant != "first_room_only" else "    for room in [rooms[0]]:",
                  "        go_to(room)", f"        if {cond}:", f"            {act}"]
    else:
        lines += [f'    go_to("{errand.rooms[0]}")'] + ([f"    if {cond}:", f"        {act}"] if cond != "True" else
                                                       [f"    {act}"])
    if errand.act == "count":
        lines += ["    say(str(count))" if mutant != "silent" else "    pass"]
    if errand.act == "move" and mutant != "keeps_it":
        lines += [f'    go_to("{errand.dest}")' if mutant != "places_at_start" else "    go_to(start)",
                  f'    place("{errand.obj}")']
    if errand.back and mutant != "stays":
        lines += ["    go_to(start)"]
    return "\n".join(lines) + "\n"


def errand_programs(name: str, errand: Errand) -> list[tuple[str, str]]:
    """The careful program and the mutants that apply to the errand, as (name, source)."""
    mutants = ["careful", "silent"]
    if errand.condition:
        mutants.append("unconditional")
    if len(errand.condition) > 1:
        mutants += [f"without_{c}" for c in errand.condition]
    if not errand.every:
        mutants.append("everywhere")
    else:
        mutants.append("first_room_only")
    if errand.act in ("ask", "say"):
        mutants.append("other_text")
    if errand.back:
        mutants.append("stays")
    if errand.act == "move":
        mutants += ["keeps_it", "places_at_start"]
    return [(m, errand_program(name, errand, m)) for m in mutants]
