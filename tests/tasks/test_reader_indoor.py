"""Indoor goals read from words, compared by verdicts: the errand an indoor goal asks for is inferred from its
worlds (rooms to visit, the request and its text, the condition that separates the worlds where it is made
from those where it is not, coming back), the careful program is written from it, and mutants of that
program (no condition, a condition dropped, acting in every room, never acting, another text, not coming
back, the first room only, keeping the object). Two goals are equivalent here when they give every program
the same `done` (benchmarks/goal_reader.py uses this for the shipped and generated indoor tasks)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations

import pytest

from safe_codegen.generate.prompts import Task, load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import check_sources
from safe_codegen.tasks.curriculum import generate_tasks
from safe_codegen.tasks.goals import Goal
from safe_codegen.tasks.reader import read_goal


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
    said = [e.text for e in every_check if e.kind == "said"]
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
        elif act == "which" and e.kind == "said":
            if not meets.get(e.text, False):
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


def program(name: str, errand: Errand, mutant: str = "careful") -> str:
    """The errand's program (or a mutant of it) for the indoor robot."""
    cond = " and ".join(f'is_in_room("{c}")' for c in errand.condition) or "True"
    if mutant == "unconditional":
        cond = "True"
    elif mutant.startswith("without_"):
        cond = " and ".join(f'is_in_room("{c}")' for c in errand.condition if c != mutant[8:]) or "True"
    text = "hello there" if mutant == "other_text" else errand.text or ""
    act = {"ask": f'ask("person", "{text}?", ["Yes", "No"])', "say": f'say("{text}")', "count": "count += 1",
           "which": "say(room)", "pick": f'pick("{errand.obj}")', "move": f'pick("{errand.obj}")'}[errand.act]
    if mutant == "silent":
        act = "pass"
    lines = [f"def {name}():", "    start = get_current_location()", "    count = 0"]
    rooms = "get_all_rooms()" if errand.every or mutant == "everywhere" else repr(list(errand.rooms))
    lines += [f"    rooms = {rooms}"]
    lines += ["    for room in rooms:" if mutant != "first_room_only" else "    for room in [rooms[0]]:",
              "        go_to(room)", f"        if {cond}:", f"            {act}"]
    if errand.act == "count":
        lines += ["    say(str(count))" if mutant != "silent" else "    pass"]
    if errand.act == "move" and mutant != "keeps_it":
        lines += [f'    go_to("{errand.dest}")' if mutant != "places_at_start" else "    go_to(start)",
                  f'    place("{errand.obj}")']
    if errand.back and mutant != "stays":
        lines += ["    go_to(start)"]
    return "\n".join(lines) + "\n"


def programs(name: str, errand: Errand) -> list[tuple[str, str]]:
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
    return [(m, program(name, errand, m)) for m in mutants]


def same_indoor_verdicts(task: Task, derived: Goal, robot, pool) -> bool:
    """Whether the careful program written from the known goal does its task, and every program (it and its
    mutants) gets the same `done` from the known and the derived goal."""
    errand = errand_of(task.goal, task.task)
    if errand is None:
        return False
    progs = programs(task.name, errand)
    known = check_sources(progs, robot, robot_specs(robot), task.name, task.goal, pool)
    read = check_sources(progs, robot, robot_specs(robot), task.name, derived, pool)
    return bool(known[0].done) and all(a.done == b.done for a, b in zip(known, read))


@pytest.mark.timeout(120)
def test_the_careful_program_does_every_shipped_indoor_task_and_mutants_fail(indoor, pool):
    """The writer is right for the hand-written goals: its program does each task, and each goal fails some
    mutant (so equal verdicts say something)."""
    for task in load_tasks("jackal-indoor"):
        errand = errand_of(task.goal, task.task)
        assert errand is not None, task.name
        results = check_sources(programs(task.name, errand), indoor, robot_specs(indoor), task.name, task.goal, pool)
        assert results[0].done, (task.name, [v.findings for v in results[0].scenarios if not v.ok])
        assert not all(r.done for r in results[1:]), task.name


@pytest.mark.timeout(120)
def test_shipped_indoor_tasks_read_as_goals_with_the_same_verdicts(indoor, pool):
    """All but two; in those the reading is stricter than the hand goal, whose worlds cannot tell: return_backpack's
    hand worlds never hold a person and the backpack in another room (asking there passes), lost_and_found's
    always hold a person in the lounge (telling nobody passes)."""
    differ = []
    for task in load_tasks("jackal-indoor"):
        reading = read_goal(task.task, indoor)
        assert reading.goal is not None, (task.name, reading.why())
        if not same_indoor_verdicts(task, reading.goal, indoor, pool):
            differ.append(task.name)
    assert sorted(differ) == ["lost_and_found", "return_backpack"]


@pytest.mark.timeout(120)
def test_generated_indoor_errands_read_as_goals_with_the_same_verdicts(indoor, pool):
    """Train phrasings of the curriculum: messages, fetches, asks and moves between rooms."""
    differ = [t.task for t in generate_tasks("jackal-indoor", 12, "train", 3)
              if (g := read_goal(t.task, indoor).goal) is None or not same_indoor_verdicts(t, g, indoor, pool)]
    assert differ == []


@pytest.mark.timeout(60)
def test_a_goal_that_misses_a_condition_is_told_apart(indoor, pool):
    """The comparison is not vacuous: a goal read without the backpack condition differs from the hand goal."""
    task = next(t for t in load_tasks("jackal-indoor") if t.name == "bring_backpack_from_lounge")
    loose = read_goal("goes to the lounge and asks a person there to put the backpack in the basket", indoor).goal
    assert not same_indoor_verdicts(task, loose, indoor, pool)


def _checks(goal: Goal) -> dict[str, list[tuple]]:
    """Each world's checks as (kind, room, obj, text), by world name."""
    return {w.name: sorted((e.kind, e.room, e.obj, e.text) for e in w.expect) for w in goal.scenarios}


@pytest.mark.timeout(60)
def test_request_verbs_in_the_ing_form_are_read(indoor):
    """Our own phrasings (docs/tasks.md, "Why the held-out split missed": -ing request verbs)."""
    goal = read_goal("heads to the lab, collecting the charger if it is lying there, and coming back", indoor).goal
    checks = _checks(goal)
    assert ("picked", None, "charger", None) in checks["all_there"]
    assert ("not_picked", None, "charger", None) in checks["no_charger"]
    assert all(("ends_in", "office", None, None) in c for c in checks.values())
    said = read_goal("goes to the kitchen, telling whoever is there 'the oven is on'", indoor).goal
    assert ("said", "kitchen", None, "the oven is on") in _checks(said)["all_there"]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text", [
    "goes to the garage and asks someone there to put the backpack in the basket, only with the backpack present",
    "goes to the garage and, upon meeting a person beside the backpack, asks them to put the backpack in the basket",
    "goes to the garage and, on finding someone and the backpack, asks for the backpack to go in the basket",
])
def test_conditions_said_with_with_or_a_participle(indoor, text):
    """'with X present', 'upon meeting X', 'on finding X' are conditions like 'if X is there': one world per missing
    thing, where nothing is asked."""
    checks = _checks(read_goal(text, indoor).goal)
    assert set(checks) == {"all_there", "no_person", "no_backpack"}
    assert ("asked", "garage", None, "basket") in checks["all_there"]
    assert ("not_asked", None, None, "basket") in checks["no_person"] and \
        ("not_asked", None, None, "basket") in checks["no_backpack"]


@pytest.mark.timeout(60)
def test_rooms_and_things_the_lists_do_not_hold(indoor):
    """Our own phrasings (docs/tasks.md, "Reading paraphrases it was never shown"): a place the words go to or from
    is a room, a thing picked "X up", checked for or conditioned on is the object, a two-word thing stays whole."""
    moved = _checks(read_goal("ferries the watering can from the greenhouse to the chapel", indoor).goal)
    assert all(("placed", "chapel", "watering can", None) in c and ("picked", None, "watering can", None) in c
               for c in moved.values())
    fetch = _checks(read_goal("checks the boathouse for the oar, takes it if it is there, and comes back", indoor).goal)
    assert ("picked", None, "oar", None) in fetch["all_there"] and ("not_picked", None, "oar", None) in fetch["no_oar"]
    assert all(("visited", "boathouse", None, None) in c for c in fetch.values())
    said = _checks(read_goal("makes for the chapel and, on seeing a person there, says 'lunch is served'", indoor).goal)
    assert ("said", "chapel", None, "lunch is served") in said["all_there"]
    assert read_goal("puts the mug in the basket", indoor).goal is None  # a basket is no room: none to go to


@pytest.mark.timeout(60)
def test_moves_said_destination_first_and_messages_after_an_apostrophe(indoor):
    """Our own phrasings: the room a thing comes from is the one said with "from", whichever is named first; a
    three-word thing stays whole; "someone's" opens no quote."""
    moved = _checks(read_goal("brings the first aid kit to the chapel, collecting it from the boathouse first",
                              indoor).goal)
    assert all(("placed", "chapel", "first aid kit", None) in c for c in moved.values())
    said = _checks(read_goal("goes to the kitchen and, if someone's there, says 'tea is ready'", indoor).goal)
    assert ("said", "kitchen", None, "tea is ready") in said["all_there"]
    assert any(("not_said", None, None, "tea is ready") in c for c in said.values())
