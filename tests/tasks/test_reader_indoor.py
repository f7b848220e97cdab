"""Indoor goals read from words, compared by verdicts: the errand an indoor goal asks for is inferred from its
worlds and the careful program and its mutants written for it (tasks/errand.py). Two goals are equivalent here
when they give every program the same `done` (benchmarks/goal_reader.py uses this for the shipped and generated
indoor tasks)."""

from __future__ import annotations

import pytest

from safe_codegen.generate.prompts import Task, load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import check_sources
from safe_codegen.tasks.curriculum import generate_tasks
from safe_codegen.tasks.errand import errand_of, errand_programs
from safe_codegen.tasks.goals import Goal
from safe_codegen.tasks.reader import read_goal, same_goal


def same_indoor_verdicts(task: Task, derived: Goal, robot, pool) -> bool:
    """Whether the careful program written from the known goal does its task, and every program (it and its
    mutants) gets the same `done` from the known and the derived goal."""
    errand = errand_of(task.goal, task.task)
    if errand is None:
        return False
    progs = errand_programs(task.name, errand)
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
        results = check_sources(errand_programs(task.name, errand), indoor, robot_specs(indoor), task.name, task.goal,
                                pool)
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


def _reads_as(indoor, plain: str, *others: str) -> None:
    """Each of the other phrasings reads as the same errand (the same checks in the same worlds) as the plain one."""
    want = _checks(read_goal(plain, indoor).goal)
    for text in others:
        assert _checks(read_goal(text, indoor).goal) == want, text


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


@pytest.mark.timeout(60)
def test_two_word_places_and_a_thing_named_whole_later(indoor):
    """Our own phrasings: "the boiler house" is a place of two words; "the tea" then "the tea tray" is one thing."""
    fetch = _checks(read_goal("drops in on the boiler house for the tea; if the tea tray is there it picks it up, and "
                              "either way it comes back", indoor).goal)
    assert ("picked", None, "tea tray", None) in fetch["all_there"]
    assert all(("visited", "boiler house", None, None) in c for c in fetch.values())


def _world_checks(reading) -> list[list[tuple]]:
    """Per world: what is in each room and the checks other than visits."""
    return [(w.scenario.rooms, sorted((e.kind, e.room or "", e.text or "") for e in w.expect if e.kind != "visited"))
            for w in reading.goal.scenarios]


@pytest.mark.timeout(60)
def test_room_by_room_errands_name_count_and_tell_only_where_the_thing_is(indoor):
    """Rooms qualified by what they hold ("rooms with a laptop", "each one that has someone in it", "rooms that have
    one" for the thing already named): the condition is the thing, never the pronoun; naming rooms also checks
    the rooms without the thing are not named."""
    which = read_goal("goes round the rooms and names each room holding a laptop.", indoor)
    for rooms, checks in _world_checks(which):
        holding = [r for r, things in rooms.items() if "laptop" in things]
        assert checks == sorted([("said", "", r) for r in holding] + [("not_said", "", r) for r in rooms
                                                                      if r not in holding]), checks
        assert all(things in ([], ["laptop"]) for things in rooms.values())
    count = read_goal("looks into every room for a mug and finally says how many rooms had one.", indoor)
    for rooms, checks in _world_checks(count):
        assert checks == [("said", "", str(sum("mug" in t for t in rooms.values())))] and \
            all("person" not in t for t in rooms.values()), (rooms, checks)
    tell = read_goal("goes to all rooms and says 'tea is ready' in each room that has someone in it.", indoor)
    for rooms, checks in _world_checks(tell):
        assert checks == sorted([("said", r, "tea is ready") for r, t in rooms.items() if "person" in t] +
                                [("not_said", r, "") for r, t in rooms.items() if "person" not in t]), checks


@pytest.mark.timeout(60)
def test_each_of_the_rooms_is_every_room(indoor):
    """A train phrasing the reader missed once the curriculum named more messages ("visits each of the rooms and
    says ... to anyone it meets there"): "each of the rooms" and "every one of the rooms" are every room."""
    for words in ("visits each of the rooms and says 'the van is here' to anyone it meets there.",
                  "goes to every one of the rooms and says 'the van is here' to anyone there."):
        reading = read_goal(words, indoor)
        assert reading.goal is not None, reading.why()
        for rooms, checks in _world_checks(reading):
            assert checks == sorted([("said", r, "the van is here") for r, t in rooms.items() if "person" in t] +
                                    [("not_said", r, "") for r, t in rooms.items() if "person" not in t]), checks


# After the sixth and seventh held-out measurements (docs/tasks.md): our own wording, not the splits'.
@pytest.mark.timeout(60)
def test_rooms_named_by_three_words_and_rooms_named_after_a_thing(indoor):
    """"the first aid room" was read as 'first' (an ordinal), "the plant room" as the thing 'plant'."""
    told = _checks(read_goal("stops by the first aid room and, if somebody is in there, says 'the van is here'",
                             indoor).goal)
    assert ("said", "first aid room", None, "the van is here") in told["all_there"]
    moved = _checks(read_goal("lugs the lamp from the plant room to the boiler house and sets it down", indoor).goal)
    assert all(("placed", "boiler house", "lamp", None) in c and ("picked", None, "lamp", None) in c
               for c in moved.values())


@pytest.mark.timeout(60)
def test_the_start_said_in_other_words_and_where_a_thing_is_at_the_start(indoor):
    for back in ("heads home to the room it set off from", "finishes back where it began",
                 "returns to its point of departure", "ends in the room where it started"):
        goal = read_goal(f"calls by the chapel for the hymn book, takes it if it is there, and {back}", indoor).goal
        assert goal is not None, back
        starts = {w.scenario.start for w in goal.scenarios}
        assert all(("ends_in", w.scenario.start) in {(e.kind, e.room) for e in w.expect} for w in goal.scenarios), back
        assert "chapel" not in starts and all(("visited", "chapel", None, None) in c for c in _checks(goal).values())
    # the room a sentence says the thing is in is where it comes from, though named second
    moved = _checks(read_goal("brings the kettle to the chapel; the kettle is in the boiler house to begin with",
                              indoor).goal)
    assert all(("placed", "chapel", "kettle", None) in c for c in moved.values())


@pytest.mark.timeout(60)
def test_two_known_things_named_together_are_one_and_conditions_said_tersely(indoor):
    fetch = _checks(read_goal("goes to the kitchen and picks up the tea cup if the tea cup is there", indoor).goal)
    assert ("picked", None, "tea cup", None) in fetch["all_there"]
    # "nobody there", "the room is occupied", "person and backpack present", "the condition is that": conditions
    for text in ("visits the chapel: person present -> says 'mass at 6'; nobody present -> says nothing",
                 "goes to the chapel and, if the room is occupied, says 'mass at 6'"):
        said = _checks(read_goal(text, indoor).goal)
        assert ("said", "chapel", None, "mass at 6") in said["all_there"] and \
            ("not_said", None, None, "mass at 6") in said["no_person"], text
    for text in ("visits the chapel: person and backpack present -> asks the person to put the backpack in the basket",
                 "goes to the chapel and asks someone there to put the backpack in the basket; the condition is that "
                 "a person and the backpack are both in the chapel"):
        asked = _checks(read_goal(text, indoor).goal)
        assert set(asked) == {"all_there", "no_person", "no_backpack"}, text


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, unread", [
    ("goes to the kitchen and hides the mug if it is there", "hides"),
    ("visits the lounge and waters the plant if someone is there", "waters"),
])
def test_an_errand_with_a_word_no_rule_reads_is_refused_with_it(indoor, text, unread):
    """Both were read as visits alone (a goal any program that drives to the room meets): a wrong goal, not a
    refusal. On heldout8, a writer the errand words were not chosen from, the check took wrong goals from 41 to 11
    of 120 and right ones from 73 to 48 (docs/tasks.md)."""
    reading = read_goal(text, indoor)
    assert reading.goal is None and unread in reading.unread, reading
    # the same errand in words the rules read has its goal
    fetch = read_goal("goes to the kitchen and picks up the mug if it is there", indoor).goal
    assert fetch is not None and {w.name for w in fetch.scenarios} == {"all_there", "no_mug"}


@pytest.mark.timeout(60)
def test_every_room_said_as_a_round_and_conditions_said_of_the_rooms(indoor):
    """The held-out room-by-room errands the reader misread since they were written (our wording): "the whole floor
    room by room" was a room named 'whole floor room', "the rooms one after another" a room 'rooms one', "a tally"
    no count, "each occupied room" no condition, "delivers 'X'" a fetch."""
    tell = read_goal("tours the whole building room by room and says 'the bus is late' in each occupied room.",
                     indoor)
    for rooms, checks in _world_checks(tell):
        assert checks == sorted([("said", r, "the bus is late") for r, t in rooms.items() if "person" in t] +
                                [("not_said", r, "") for r, t in rooms.items() if "person" not in t]), checks
    count = read_goal("visits the rooms one after another, keeps a tally of the rooms where it saw a person, and says "
                      "the tally.", indoor)
    for rooms, checks in _world_checks(count):
        assert checks == [("said", "", str(sum("person" in t for t in rooms.values())))], (rooms, checks)
    delivered = _checks(read_goal("goes from room to room and delivers 'lunch is here' to whoever is there.",
                                  indoor).goal)
    assert all(not any(kind == "picked" for kind, *_ in c) for c in delivered.values())
    assert any(any(kind == "said" for kind, *_ in c) for c in delivered.values())


@pytest.mark.timeout(60)
def test_a_verb_in_a_rooms_name_a_request_frame_and_a_things_case(indoor, pool):
    """"the returns room" was read as coming back; "is asked to" is the errand itself; a thing keeps the case it
    was typed in, the name a program is guided to write (our own examples)."""
    visit = _checks(read_goal("goes to the returns room and says 'hi' to anyone there", indoor).goal)
    assert not any(kind == "ends_in" for c in visit.values() for kind, *_ in c)
    asked = read_goal("is asked to go to the lab and say 'hello' if someone is there", indoor).goal
    assert asked == read_goal("goes to the lab and says 'hello' if someone is there", indoor).goal
    moved = read_goal("picks up the USB stick in the lab and puts it in the kitchen", indoor).goal
    assert {e.obj for w in moved.scenarios for e in w.expect if e.obj} == {"USB stick"}
    assert all("USB stick" in w.scenario.rooms["lab"] for w in moved.scenarios if w.scenario.rooms.get("lab"))
    task = Task("usb", "moves the USB stick from the lab to the kitchen", moved)
    program = 'def usb():\n    go_to("lab")\n    pick("USB stick")\n    go_to("kitchen")\n    place("USB stick")\n'
    assert check_sources([("p", program)], indoor, robot_specs(indoor), task.name, moved, pool)[0].done


@pytest.mark.timeout(60)
def test_errands_in_the_words_of_other_trades(indoor):
    """After heldout8 and heldout9: verbs of going, visits, "'s" for "is", "plus" for "and", a thing carried from a
    room, a drop-off point, an update delivered (said, not carried). Our own examples."""
    _reads_as(indoor, "goes to the lab and says 'lunch is here' if anyone is there",
              "scurries over to the lab and, if anyone's around, says 'lunch is here'",
              "pays a visit to the lab and says 'lunch is here' to anyone in there",
              "delivers a short update to the lab, 'lunch is here', if someone is there")
    _reads_as(indoor, "takes the stapler from the lab to the kitchen",
              "runs the stapler from the lab over to the kitchen",
              "picks the stapler up in the lab; drop-off point: the kitchen")
    _reads_as(indoor, "goes to the lab and, if a person and the backpack are there, asks the person to put the "
                      "backpack in the basket",
              "goes to the lab and, assuming a person plus the backpack are there, asks the person to put the "
                  "backpack in the basket")


@pytest.mark.timeout(60)
def test_errands_in_a_film_crews_words(indoor):
    """After heldout10: going said as nicking, ducking or calling past, finishing up where it started, a thing
    shunted between rooms, a message sung out, "keeps mum" for saying nothing. Our own examples."""
    _reads_as(indoor, "goes to the lab for the stapler; if it is there it brings it along, and it comes back to where "
                      "it started",
              "nicks over to the lab for the stapler; if it is there it brings it along, and it finishes up where it "
                  "started")
    _reads_as(indoor, "takes the stapler from the lab to the kitchen",
              "shunts the stapler from the lab through to the kitchen")
    _reads_as(indoor, "goes to the lab and says 'lunch is here' if anyone is there",
              "ducks into the lab and, if anyone is in, sings out 'lunch is here', otherwise it keeps mum")


@pytest.mark.timeout(60)
def test_errands_said_tersely(indoor):
    """"if not, it doesn't ask" is the branch where it does not act; "gets told" is saying; "snags" and "trucks" fetch
    and carry; "checks in on" a room visits it; "X there plus Y there means it asks" is both conditions. Ours."""
    _reads_as(indoor, "goes to the lab and, if a person and the backpack are there, asks the person to put the "
                      "backpack in the basket",
              "goes to the lab and asks a person to put the backpack in the basket if the backpack and a person are "
                  "both there; if not, it doesn't ask",
              "goes to the lab: someone there plus the backpack there means it asks them to put the backpack in the "
                  "basket; anything less, no asking")
    _reads_as(indoor, "goes to the lab and says 'lunch is here' if anyone is there",
              "checks in on the lab; anyone there gets told 'lunch is here'")
    _reads_as(indoor, "goes to the lab, picks up the stapler if it is there, and comes back to its start",
              "rolls over to the lab, snags the stapler if it is there, and heads home to its start")
    _reads_as(indoor, "takes the stapler from the lab to the kitchen",
              "trucks the stapler from the lab over to the kitchen")


@pytest.mark.timeout(60)
def test_rooms_keep_their_case_and_names_end_where_english_ends_them(indoor):
    """After heldout11: "the HR cabin" was the room 'hr cabin' (the judge compares names exactly); "the stapler kept
    in" and "currently kept" end a thing's name; "keeps it in" places; "the concerned person" is no room;
    "subject to" is a condition; "reports back to" comes back. Our own examples."""
    moved = read_goal("picks up the stapler currently kept in the HR cabin and keeps it in the MD cabin", indoor).goal
    assert {e.obj for w in moved.scenarios for e in w.expect if e.obj} == {"stapler"}
    assert {e.room for w in moved.scenarios for e in w.expect if e.room} == {"MD cabin"}
    assert all("HR cabin" in w.scenario.rooms for w in moved.scenarios)
    first = read_goal("Lab first: goes there and says 'hi' if anyone is there", indoor).goal  # a sentence's capital
    assert {e.room for w in first.scenarios for e in w.expect if e.room} == {"lab"}
    _reads_as(indoor, "goes to the lab and says 'hi' if anyone is there",
              "goes to the lab and says 'hi' to the concerned person there, if present")
    _reads_as(indoor, "goes to the lab and, if a person and the backpack are there, asks the person to put the "
                      "backpack in the basket",
              "goes to the lab and, subject to a person and the backpack both being present, asks the person to put "
                  "the backpack inside the basket")
    _reads_as(indoor, "goes to the lab, picks up the stapler if it is there, and comes back to its start",
              "goes to the lab, takes the stapler along if it is kept there, and reports back to its start")


@pytest.mark.timeout(60)
def test_a_known_thing_inside_a_rooms_name_and_a_formal_condition(indoor):
    """After heldout12: "the press box" made the thing a 'box'; "in the event that" made a room 'event'; "it doesn't
    ask anybody" is the branch where it does not act. Our own examples."""
    moved = read_goal("swings by the press box for the stapler and sets it down in the lab", indoor).goal
    assert {e.obj for w in moved.scenarios for e in w.expect if e.obj} == {"stapler"}
    _reads_as(indoor, "goes to the lab and says 'hi' if a person is there",
              "proceeds to the lab and, in the event that a person is there, says 'hi'")
    _reads_as(indoor, "goes to the lab; if a person and the backpack are both there, it asks the person to put the "
                      "backpack in the basket",
              "goes to the lab; if a person and the backpack are both there, it asks the person to put the backpack "
                  "in the basket, and if not, it doesn't ask anybody")


@pytest.mark.timeout(60)
def test_indian_english_and_a_contracts_errand_words(indoor):
    """After heldout11 and heldout12 (our own examples): "picks the X" with no "up", "intimates" for telling, "goes
    till", "post that", coming back to "the initial place" or "its point of origin", "presently kept", "therein"."""
    _reads_as(indoor, "goes to the lab, picks up the stapler if it is there, and comes back",
              "goes till the lab, picks the stapler if it is there, and post that comes back to the initial place",
              "shall proceed to the lab, retrieve the stapler if the same is present therein, and return to its point "
              "of origin")
    _reads_as(indoor, "goes to the lab and tells 'lunch is ready' to the person there, if any",
              "goes to the lab and intimates 'lunch is ready' to the person there, if any")
    _reads_as(indoor, "moves the stapler from the lab to the kitchen",
              "moves the stapler presently kept in the lab to the kitchen",
              "moves the stapler, presently situated in the lab, to the kitchen")
    _reads_as(indoor, "goes to the lab, picks up the stapler if it is there, and comes back",
              "goes to the lab, picks up the stapler if it is there, and comes back in any event")
    assert "initial place" not in read_goal("goes to the lab and comes back to the initial place", indoor).goal \
        .scenarios[0].scenario.rooms


@pytest.mark.timeout(60)
def test_a_name_never_ends_in_an_aside_and_a_thing_needs_an_act(indoor):
    """After heldout13 (our own words): "to the lab pls" made a room 'lab pls'; "runs to the lab for the stapler" read
    a visit, the stapler dropped, where it is refused now (what to do with it is unsaid)."""
    _reads_as(indoor, "moves the stapler from the kitchen to the lab",
              "moves the stapler from the kitchen to the lab pls",
              "uh moves the stapler from the kitchen um to the lab thx")
    reading = read_goal("runs to the lab for the stapler, then comes back", indoor)
    assert reading.goal is None and "what to do with the stapler" in reading.why()


@pytest.mark.timeout(60)
def test_a_message_said_as_it_is_with_no_that_or_quotes(indoor):
    """After heldout13 (our own words): "lets them know lunch is on the table" says those words, and a known thing
    inside them (a table, a phone) is no condition of the errand; counting and naming rooms are no message."""
    goal = read_goal("goes to the lab and if someone is there it lets them know mom is on the phone", indoor).goal
    texts = {e.text for w in goal.scenarios for e in w.expect if e.kind == "said"}
    assert texts == {"mom is on the phone"}
    assert all("phone" not in things for w in goal.scenarios for things in w.scenario.rooms.values())
    _reads_as(indoor, "goes to the lab and if someone is there it says 'mom is on the phone'",
              "goes to the lab and if someone is there it says mom is on the phone",
              "goes to the lab sorry to the lab and if someone is there it lets them know mom is on the phone")
    counted = read_goal("goes to every room and says how many rooms have a person", indoor).goal
    assert not any(e.text and "how many" in e.text for w in counted.scenarios for e in w.expect)


@pytest.mark.timeout(60)
def test_an_engineers_condition_and_an_interrupted_request(indoor):
    """After heldout14's first measurement (15 wrong errands; our own words here): "if person_present:" named no
    person (an identifier), a request interrupted by its condition or given after a colon lost its words, "(condition:
    ...)" ended the request with 'present', and "brings the message '...'" was read as fetching."""
    plain = "goes to the lab and says 'hi' if a person is there"
    _reads_as(indoor, plain, "goes to the lab; if person_present: says 'hi', else says nothing",
              "brings the message 'hi' to the lab, but only if a person is present there")
    asked = ("goes to the lab and, if a person and the backpack are there, asks the person to put the backpack "
             "in the basket")
    _reads_as(indoor, asked,
              "goes to the lab and asks, only if somebody is there and the backpack lies there, the person to put the "
              "backpack in the basket",
              "goes to the lab; only when a person and the backpack are both present, it asks: put the backpack in the "
              "basket",
              "goes to the lab; condition (person present && backpack present) -> asks the person to put the backpack "
              "in the basket",
              "goes to the lab and requests that the person there put the backpack in the basket (condition: person "
              "and backpack both present)")


@pytest.mark.timeout(60)
def test_a_care_notes_conditions_quotes_and_a_spanish_speakers_way_back(indoor):
    """After heldout15's first measurement (12 wrong errands; our own words here): a message in guillemets ran on
    into its condition, "person present + backpack present" (or with "and") kept the person alone, "the direction
    office" was read as the office, "the site where it started" and "the point of departure" were rooms, and "from
    the lab until the kitchen" moved nothing."""
    _reads_as(indoor, "goes to the lab and says 'hi' if a person is there",
              "goes to the lab and says «hi» only if there is any person inside",
              "goes to the lab and says \u201chi\u201d only if there is any person inside")
    asked = ("goes to the lab and, if a person and the backpack are there, asks the person to put the backpack "
             "in the basket")
    _reads_as(indoor, asked,
              "checks the lab: person present + backpack present -> asks the person to put the backpack in the basket",
              "attends the lab; backpack present and person present -> requests that the person put the backpack in "
              "the basket")
    fetched = "goes to the lab, picks up the stapler if it is there, and comes back to where it started"
    _reads_as(indoor, fetched, "goes to the lab, picks up the stapler if it is there, and returns to the site where it "
                               "started", "goes to the lab, picks up the stapler if it is there, and returns to the "
                                          "point of departure")
    assert [w.scenario.rooms for w in read_goal("goes to the staff office and says 'hi' if a person is there",
                                                indoor).goal.scenarios][0].keys() >= {"staff office"}
    _reads_as(indoor, "takes the stapler from the lab to the kitchen",
              "brings the stapler from the lab until the kitchen and leaves it there")


def test_where_the_robot_started_is_no_condition_even_when_it_is_called_she(indoor):
    """"returns to where she started" (a robot called "she", as a ship is) was read as a condition naming a person,
    so the apron was picked up only where someone was; the place it started is where it comes back to."""
    goal = read_goal("goes to the pantry; if the apron is there, she picks it up, and in any case she returns to "
                     "where she started.", indoor).goal
    assert [ns.name for ns in goal.scenarios] == ["all_there", "no_apron"]
    assert all(any(e.kind == "ends_in" for e in ns.expect) for ns in goal.scenarios)


@pytest.mark.parametrize("words, kinds", [
    ("lays to the pantry, brings the apron aboard if it's there, and returns to her starting berth either way.",
     {"picked", "not_picked", "ends_in", "visited"}),
    ("rejoins the pantry and, if a person is there, it demands to this person whether they want tea.",
     {"asked", "not_asked", "visited"}),
    ("goes to the pantry; anyone on station there gets the message 'tea is up', and an empty pantry gets nothing.",
     {"said", "not_said", "visited"}),
])
def test_a_ships_and_a_french_speakers_errands(indoor, words, kinds):
    """Laying to a room is going there, bringing a thing aboard picks it up, "demands" asks, a message a person
    "gets" is said to them (heldout16's forms, in our own words)."""
    goal = read_goal(words, indoor).goal
    assert goal is not None and {e.kind for ns in goal.scenarios for e in ns.expect} == kinds


def test_a_thing_brought_round_and_landed_is_carried_there(indoor):
    goal = read_goal("brings the apron round from the pantry to the lounge and lands it there.", indoor).goal
    assert {e.obj for ns in goal.scenarios for e in ns.expect if e.obj} == {"apron"}
    assert any(e.kind == "placed" and e.room == "lounge" for ns in goal.scenarios for e in ns.expect)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words, kinds", [
    ("arrives the tool room, if find the apron then pick up it, anyway goes back to the original position.",
     {"picked", "not_picked", "ends_in", "visited"}),
    ("goes to store room; in case person and apron both exist, asks the person to put the apron into the basket, "
     "if not both exist, don't ask.", {"asked", "not_asked", "visited"}),
    ("dances over to the tool room and gives anyone in there the cue: 'tea is up', and if it's empty, not a word.",
     {"said", "not_said", "visited"}),
    ("waltzes the apron from the tool room over to the lounge and parks it there.",
     {"in_room", "picked", "placed"}),
])
def test_a_mandarin_speakers_and_a_dance_teachers_errands(indoor, words, kinds):
    """Arriving a room is going there, a room may come without its article, "exist" is a condition's "present",
    "don't" is "does not", dancing and waltzing over go or bring, the cue is the message, "not a word" says nothing,
    and parking a thing places it (heldout17's forms, in our own words)."""
    goal = read_goal(words, indoor).goal
    assert goal is not None and {e.kind for ns in goal.scenarios for e in ns.expect} == kinds


@pytest.mark.timeout(60)
def test_a_room_named_by_two_words_before_a_known_room_is_one_room(indoor):
    """"the general manager office" was two rooms, "general manager" and "office", so a program that went to the
    room the user named failed, and one that visited an "office" passed."""
    goal = read_goal("brings the stapler in the general manager office to the tea water room and puts it there.",
                     indoor).goal
    world = goal.scenarios[0].scenario.rooms
    assert world["general manager office"] == ["stapler"] and "general manager" not in world
    assert any(e.kind == "placed" and e.room == "tea water room" for ns in goal.scenarios for e in ns.expect)


@pytest.mark.timeout(60)
def test_an_errand_that_says_something_where_a_thing_is_is_guided_and_written(indoor):
    """"says something wherever a charger is" reads as saying anything in each room that holds one (`said` checks with
    a room and no text): the errand's analysis stopped on the missing text (AttributeError in errand_of), so
    `generate` crashed on such a typed task before sampling; it is a say errand on the charger's condition. The words
    after "says" were its message before ("something wherever a charger is", said in every room)."""
    from safe_codegen.generate.steps import step_guide
    words = "goes to each room and says something wherever a charger is."
    goal = read_goal(words, indoor).goal
    for rooms, checks in _world_checks(read_goal(words, indoor)):
        assert checks == sorted([("said", r, "") for r, t in rooms.items() if "charger" in t] +
                                [("not_said", r, "") for r, t in rooms.items() if "charger" not in t]), checks
    errand = errand_of(goal, words)
    assert (errand.act, errand.every, errand.condition, errand.text) == ("say", True, ("charger",), None)
    assert step_guide(indoor, Task("which_charger", words)).names == frozenset({"charger"})


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words", ["visits the rooms one after another and says where a charger can be found.",
                                   "looks through each room and reports the names of the rooms where a charger is "
                                   "found."])
def test_saying_where_a_thing_is_names_its_rooms(indoor, pool, words):
    """The curriculum's heldout phrasings of naming the rooms that hold a thing were read as saying anything there
    (`say("")` in the right room passed); where a thing can be found is a room's name, and the other rooms' are not
    said."""
    goal = read_goal(words, indoor).goal
    for rooms, checks in _world_checks(read_goal(words, indoor)):
        assert checks == sorted([("said", "", r) for r, t in rooms.items() if "charger" in t] +
                                [("not_said", "", r) for r, t in rooms.items() if "charger" not in t]), checks
    rooms = list(goal.scenarios[0].scenario.rooms)
    visit = "".join(f'    go_to("{r}")\n    if is_in_room("charger"):\n        say({{}})\n' for r in rooms)
    names = visit.format(*(f'"{r}"' for r in rooms))
    blank = visit.format(*('""' for _ in rooms))
    results = check_sources([("names", "def which():\n" + names), ("blank", "def which():\n" + blank)], indoor,
                            robot_specs(indoor), "which", goal, pool)
    assert [r.done for r in results] == [True, False]


@pytest.mark.timeout(60)
def test_a_rooms_that_is_no_message(indoor):
    """"speaks up in each room that holds a charger": the message was "holds a charger" ("that" read as "says that");
    a room's "that" opens a relative clause, so anything said in those rooms does."""
    for rooms, checks in _world_checks(read_goal("visits every room and speaks up in each room that holds a charger.",
                                                 indoor)):
        assert checks == sorted([("said", r, "") for r, t in rooms.items() if "charger" in t] +
                                [("not_said", r, "") for r, t in rooms.items() if "charger" not in t]), checks


@pytest.mark.timeout(60)
@pytest.mark.parametrize("addressed, described", [
    ("Visit the library and, if you see somebody there, say 'the bus is here'.",
     "visits the library and says 'the bus is here' if somebody is there."),
    ("Enter the garage, pick up the drill if you find it there, and come back to where you started.",
     "goes to the garage, picks up the drill if it is there, and comes back to the start."),
    ("Tour every room and tell each person you meet 'are you coming?'",
     "goes to every room and says 'are you coming?' to each person it meets."),
])
def test_an_errand_addressed_to_the_robot_reads_as_described(indoor, addressed, described):
    """Users give errands as orders ("Visit the library", "if you see somebody"): the imperatives whose -s forms are
    errand words were unread, and so were the verbs after "you"; the quoted message keeps its "you"."""
    goal, plain = read_goal(addressed, indoor), read_goal(described, indoor)
    assert goal.goal is not None, goal.why()
    assert _world_checks(goal) == _world_checks(plain)


@pytest.mark.timeout(60)
def test_a_polite_request_people_met_a_thing_seen_and_rooms_with_a_thing_in_them(indoor):
    """A blind writer's errands (docs/results/unseen-writer/retiree-student; our own words here): "would you kindly"
    turned "kindly" into a verb; "to anyone met there" was no condition (said in every room); "take it if seen"
    picked unconditionally; "rooms that have a lamp in them" counted rooms with a person too ("them")."""
    polite = read_goal("Would you kindly go to the studio and say 'hello' to whoever is there?", indoor)
    assert _world_checks(polite) == _world_checks(read_goal("goes to the studio and says 'hello' to whoever is there",
                                                            indoor))
    met = read_goal("visit each room; say 'dinner is served' to anyone met there", indoor)
    for rooms, checks in _world_checks(met):
        assert all((("said", r, "dinner is served") in checks) == ("person" in t) for r, t in rooms.items()), checks
    seen = read_goal("go to the attic; take the lamp if seen; return to the start", indoor).goal
    assert any(e.kind == "not_picked" for w in seen.scenarios for e in w.expect)
    counted = read_goal("look in every room and then say how many rooms have a lamp in them", indoor).goal
    assert all(set(t) <= {"lamp"} for w in counted.scenarios for t in w.scenario.rooms.values())


@pytest.mark.timeout(60)
def test_a_plural_thing_fetched_is_they_not_a_person(indoor):
    """"retrieve the headphones from the garden if they're there": "they" was read as people, so the pick waited for
    a person (a blind writer's wrong goal; our own words here). A thing fetched whose name is plural is "they"."""
    for rooms, checks in _world_checks(read_goal("fetch the keys from the lab if they are there, then come back",
                                                 indoor)):
        assert all("person" not in t for t in rooms.values())
        assert (("picked", "", "") in checks) == ("keys" in rooms["lab"]), (rooms, checks)
    asked = read_goal("goes to the lab and asks if they want tea, if someone is there", indoor).goal
    assert all("person" in w.scenario.rooms["lab"] for w in asked.scenarios if any(e.kind == "asked" for e in w.expect))


@pytest.mark.timeout(60)
def test_the_name_of_that_room_is_a_rooms_name(indoor):
    """"whenever there's a box in it, say the name of that room" said "room" in every room (our own words)."""
    for rooms, checks in _world_checks(read_goal("go to every room and whenever theres a lamp in it say the name of "
                                                 "that room", indoor)):
        assert checks == sorted([("said", "", r) for r, t in rooms.items() if "lamp" in t] +
                                [("not_said", "", r) for r, t in rooms.items() if "lamp" not in t]), checks


@pytest.mark.timeout(60)
def test_a_spanish_speakers_errands_and_a_criterions_passive(indoor):
    """"if the two are there" read "two" as a thing to find (a wrong goal: the ask never happened); "ask to the
    person", "in how many rooms there is a lamp", "report back how many" and a story's criterion "every room is
    visited" read as the plain words (our own words)."""
    for learner, plain in (("go to the lab; if there is a person and the lamp, and the two are there, ask to the "
                            "person to switch it off", "go to the lab and, if a person and the lamp are both there, "
                            "ask the person to switch it off"),
                           ("visit all rooms and count in how many rooms there is a lamp, then say the number",
                            "visit all rooms and say how many rooms have a lamp"),
                           ("go to every room and report back how many rooms have a lamp",
                            "go to every room and say how many rooms have a lamp"),
                           ("As a caretaker I want the robot to say 'lights out' to anyone in each room. AC: every "
                            "room is visited.", "go to every room and say 'lights out' to anyone there")):
        assert _world_checks(read_goal(learner, indoor)) == _world_checks(read_goal(plain, indoor)), learner


@pytest.mark.timeout(60)
def test_an_indian_english_progressive_and_a_tickets_precondition(indoor):
    """"which rooms are having a lamp" (Indian English) and "Precondition: both present" read as the plain words."""
    for learner, plain in (("visit all the rooms and tell which of them are having a lamp",
                            "visit all the rooms and say which rooms have a lamp"),
                           ("go to the lab; ask a person to switch off the lamp. Precondition: both present in the "
                            "room",
                            "go to the lab and, if a person and the lamp are both there, ask the person to switch off "
                            "the lamp")):
        assert _world_checks(read_goal(learner, indoor)) == _world_checks(read_goal(plain, indoor)), learner


@pytest.mark.timeout(60)
def test_a_slip_in_a_known_rooms_name_is_that_room(indoor):
    """"down to the basment" made a room called "basment" (a wrong goal: the robot went to no known room); a room
    name one edit from exactly one room the reader knows is that room, and the goal says so; a room of the user's
    own ("the armoury") stays as typed."""
    goal = read_goal("take the stapler from the bathroom down to the basment", indoor).goal
    assert all("basement" in w.scenario.rooms and "basment" not in w.scenario.rooms for w in goal.scenarios)
    assert goal.read_as == (("basment", "basement"),)
    own = read_goal("take the stapler from the bathroom to the armoury", indoor).goal
    assert all("armoury" in w.scenario.rooms for w in own.scenarios) and own.read_as == ()


@pytest.mark.timeout(60)
def test_a_number_sign_and_a_request_with_no_to(indoor):
    """"# of rooms" is the number of rooms; a "#" that numbers nothing is refused, not dropped (dropped, "report #
    rooms that have a person" said a message in the rooms with a person); "ask him bring the mug" (no "to") asks
    for the mug, not any question."""
    counted = read_goal("go through each room; report # of rooms that have a person", indoor).goal
    plain = read_goal("visits every room and says how many rooms have a person", indoor).goal
    assert counted is not None and same_goal(counted, plain, indoor)
    assert "#" in read_goal("go through each room; report # rooms that have a person", indoor).unread
    asked = read_goal("Go to the lab. If a person is there, ask him bring the mug to the kitchen.", indoor).goal
    assert asked is not None and same_goal(asked, read_goal("goes to the lab; if a person is there, asks them to "
                                                            "bring the mug to the kitchen", indoor).goal, indoor)


@pytest.mark.timeout(60)
def test_an_engineers_key_value_errand_and_radio_and_passive_errands(indoor):
    """"goto: lab; only if person present: say '...'", "carry: mug; from: lab -> to: kitchen", a radio call's "If
    affirmative," and a paper's "is dispatched to", "subsequently", "every person met is told:" (our words)."""
    pairs = [("goto: lab; only if person present: say 'lunch is ready'",
              "goes to the lab and, only if a person is there, says 'lunch is ready'"),
             ("carry: mug; from: lab -> to: kitchen", "takes the mug from the lab to the kitchen"),
             ("Rover, Base. Check the lab for a person. If affirmative, say 'lunch is ready'. Over.",
              "goes to the lab; if a person is there, says 'lunch is ready'"),
             ("The robot is dispatched to the lab, where it picks up the mug if it is seen, and subsequently returns.",
              "goes to the lab, picks up the mug if it sees it, and comes back"),
             ("All rooms are visited in turn, and every person encountered is told: 'lunch is ready'.",
              "visits every room and says 'lunch is ready' to every person it meets")]
    for said, plain in pairs:
        reading, expected = read_goal(said, indoor), read_goal(plain, indoor)
        assert expected.goal is not None, plain
        assert reading.goal is not None and same_goal(reading.goal, expected.goal, indoor), (said, reading.why())


@pytest.mark.timeout(60)
def test_a_test_cases_errand_and_a_learners_everybody(indoor):
    """A test case's errand (our own words): the expected results say what the actions leave out ("Deliver the
    message." / "Expected: Robot tells anyone there 'lunch is ready'."), "send the robot to", "arrives in";
    "tell everybody who is there 'X'" (but "tell everybody you find X", with no quotes, stays refused)."""
    case = ("Lab notice\nPreconditions: Robot at its start location.\nStep 1 - Action: Send the robot to the lab. / "
            "Expected: Robot arrives in the lab.\nStep 2 - Action: Deliver the message. / Expected: Robot tells "
            "anyone who is there 'lunch is ready'.")
    plain = read_goal("goes to the lab and, if anyone is there, says 'lunch is ready'", indoor).goal
    reading = read_goal(case, indoor)
    assert reading.goal is not None and same_goal(reading.goal, plain, indoor), reading.why()
    everybody = read_goal("Go to the lab and tell everybody who is there 'lunch is ready'.", indoor).goal
    assert everybody is not None and same_goal(everybody, plain, indoor)
    assert read_goal("go to all the rooms and tell everybody you find lunch is ready", indoor).goal is None


@pytest.mark.timeout(60)
def test_a_numbered_errand_and_its_rounds(indoor):
    """A recipe's numbered errand ("Method:\\n1. Go to the lab.\\n2. If someone is there, say 'X'."), "make the
    rounds of every room", "On completion, report the count" (our own words)."""
    listed = read_goal("Lab notice.\nMethod:\n1. Go to the lab.\n2. If someone is there, say 'lunch is ready'.", indoor)
    plain = read_goal("goes to the lab and, if anyone is there, says 'lunch is ready'", indoor).goal
    assert listed.goal is not None and same_goal(listed.goal, plain, indoor), listed.why()
    rounds = read_goal("Make the rounds of every room, counting the rooms with a person. On completion, report the "
                       "count.", indoor)
    assert rounds.goal is not None and same_goal(rounds.goal, read_goal("visits every room and says how many rooms "
                                                                        "have a person", indoor).goal, indoor), \
        rounds.why()


@pytest.mark.timeout(60)
def test_a_chat_errand_over_several_lines(indoor):
    """A chat's messages, a line each (our own words): a line is a sentence, unless the next goes on with "and",
    "then", "if", ... ("check each room for a towel\\nand say ..." had made "one" a person to find)."""
    base = read_goal("checks each room for a towel and says the name of every room that has one", indoor).goal
    chat = read_goal("hey can the robot check each room for a towel\nand say the name of every room that has one",
                     indoor).goal
    assert chat is not None and chat.scenarios == base.scenarios
    lines = read_goal("go to the lab\nsay 'lunch is ready' if someone is there", indoor).goal
    assert lines is not None and same_goal(lines, read_goal("goes to the lab and says 'lunch is ready' if someone is "
                                                            "there", indoor).goal, indoor)


@pytest.mark.timeout(60)
def test_a_checklists_errand_a_commentators_inversion_and_no_room_in_a_verb(indoor):
    """A checklist in capitals names things and rooms as the task means them ("GRAB THE BALL" is the ball, not
    "BALL": the judge compares names exactly, the shouted name had failed every program); a commentator's "off to
    the lab goes the robot" (it had named a room "lab goes"); "it's going to name each room that has X" (a room
    "name each room" had been read: a wrong goal); a story's "little Robot" and past tense (our own words)."""
    caps = read_goal("[ ] 1. GO TO THE LAB\n[ ] 2. BALL PRESENT? → GRAB IT\n[ ] 3. RETURN\n..... DONE", indoor)
    assert caps.goal is not None, caps.why()
    assert _checks(caps.goal) == _checks(read_goal("goes to the lab, picks up the ball if it is there, and comes "
                                                   "back", indoor).goal)
    _reads_as(indoor, "goes to the lab and picks up the ball if it is there, then comes back",
              "Off to the lab goes the robot! If the ball's there, it grabs it, and then it's back to its start!")
    _reads_as(indoor, "visits every room and says which rooms have a cup",
              "The robot visits every room, and it's going to name each room that has a cup in it!",
              "Little Robot visited every room and said which rooms had a cup.")


@pytest.mark.timeout(60)
def test_an_emoji_arrow_a_room_before_going_and_nigerian_english(indoor):
    """An errand's emoji arrow is "to" ("from the lab 🌳 ➡️ kitchen"), "from the balcony going to the kitchen" names
    no room "balcony going" (it had: a wrong goal), "abeg", "if it dey there", "anywhere you find X" (our own words)."""
    _reads_as(indoor, "takes the mug from the lab to the kitchen", "pls carry the mug from the lab 🌳 ➡️ kitchen 🙏",
              "Please bring the mug from the lab going to the kitchen.")
    _reads_as(indoor, "goes to the lab, picks up the ball if it is there, and comes back",
              "Abeg go to the lab and collect the ball if it dey there, and come back.")


@pytest.mark.timeout(60)
def test_yaml_errands_keep_their_conditions(indoor):
    """A YAML errand's block ("in_each_room_with_person:\\n  say: ...") is one sentence: its condition had been read
    apart and dropped, the message said in every room (a wrong goal); a CSV errand's message is quoted (our own
    words)."""
    _reads_as(indoor, "visits every room and says 'lunch is ready' in each room with a person",
              "visit: all_rooms\nin_each_room_with_person:\n  say: \"lunch is ready\"")
    _reads_as(indoor, "goes to the lab and says 'lunch is ready' if a person is there",
              "destination,condition,say\nlab,if a person is there,lunch is ready")
    _reads_as(indoor, "takes the mug from the lab to the kitchen", "moves the mug: lab -> kitchen.")  # one label: no
    # data (a first data frame read a room "mug lab": five wrong goals on heldout4, caught by goal_reader)


@pytest.mark.timeout(60)
def test_a_lawyers_therein_and_names_in_another_case(indoor, pool):
    """A contract's "to any Person it meets therein" is where someone is (read as "there" only, it said the message in
    every room: a program that spoke to empty rooms did the task); a room or thing typed with capitals ("the Mail
    Room", a defined term's) is the same room to a program that writes it in lower case (the world matched names
    exactly, so such a program failed a task it did). Our own words."""
    _reads_as(indoor, "goes to every room and says 'tea is ready' to anyone it meets there",
              "The Robot shall visit every room and shall say 'tea is ready' to any Person it meets therein.",
              "Go tae every room, wherever u find someone say 'tea is ready'. thx",  # a Scot's, a texter's
              "Go to every room and say \u2018tea is ready\u2019 to anyone there.")  # typographic quotes
    goal = read_goal("The Robot shall go to the Mail Room and, if the Pillow is present therein, shall pick it up and "
                     "come back.", indoor).goal
    task = Task("pillow", "fetches the pillow from the mail room", goal)
    fetch = 'def pillow():\n    start = get_current_location()\n    go_to("mail room")\n    if is_in_room("pillow"):' \
            '\n        pick("pillow")\n    go_to(start)\n'
    stays = 'def pillow():\n    go_to("mail room")\n    if is_in_room("pillow"):\n        pick("pillow")\n'
    done = [r.done for r in check_sources([("fetch", fetch), ("stays", stays)], indoor, robot_specs(indoor), task.name,
                                          goal, pool)]
    assert done == [True, False]


@pytest.mark.timeout(60)
def test_an_emoji_a_verb_said_last_and_an_order_cancelled(indoor):
    """tweet-persian's wrong goals: "... put the bag in the basket 🏆" in "the trophy room" had its question read as
    "trophy" (an emoji whose name its sentence says is that thing drawn; an emoji no rule reads is never part of a
    goal, it is refused); "please to the library go" named a room "library go" (a verb said last ends a room's
    name). A sailor's "If it isn't, belay that." (do nothing else). Our own words."""
    _reads_as(indoor, "go to the trophy room and if the bag is there, ask a person to put the bag in the basket",
              "@robot go to the trophy room & if the bag is there, ask a person to put the bag in the basket 🏆")
    assert read_goal("go to the kitchen and ask a person to put the bag in the basket 🏆", indoor).goal is None
    _reads_as(indoor, "go to the library and if a person is there, say 'lunch is served'",
              "Dear robot, please to the library go, and if a person is there, say 'lunch is served'.")
    _reads_as(indoor, "go to the office; if the mug is there, pick it up",
              "Go to the office. If the mug is there, pick it up. If it isn't, belay that.")


@pytest.mark.timeout(60)
def test_a_particle_or_a_word_after_a_room_ends_its_name(indoor):
    """Wrong goals of a tenth round: "the nursery pretty please" (a room "nursery pretty"), "the cellar lah" (a
    Malaysian particle), "the clinic now in a minute" (a Welsh "soon"), "the patio got a person" (Manglish "has"):
    each read as part of the room's name. Our own words."""
    _reads_as(indoor, "take the book from the den to the nursery", "take the book from the den to the nursery pretty "
              "please", "take the book from the den to the nursery lah", "take the book from the den to the nursery "
              "now in a minute, mun")
    _reads_as(indoor, "visit every room and say how many rooms have a wallet",
              "Visit every room and say how many rooms have got a wallet, mate.")


@pytest.mark.timeout(60)
def test_words_after_a_quoted_message_are_read_or_refused(indoor):
    """After a quoted message, the unquoted message's rule had taken the rest of the clause as the message, unread:
    jamaican-grandma's "say 'meeting at 3' inna each room weh a person deh" was said in every room (a wrong goal);
    words no rule reads after the quote refuse the task now, and who is told is still read. A room's name ends at
    "an" (and), "just now" (South African: soon); "the den" stays a room beside Creole's "den" (then). Our own
    words."""
    assert read_goal("visit every room and say 'lunch is ready' in each room blorp a person zzyx", indoor).goal is None
    _reads_as(indoor, "visit every room and say 'lunch is ready' in each room where there is a person",
              "Visit every room an say 'lunch is ready' inna each room weh a person deh.")
    _reads_as(indoor, "go to the lab and tell everyone there 'the van is here'",
              "Go to the lab and tell everybody who is there 'the van is here'.")
    _reads_as(indoor, "go to the lounge and tell anyone there 'hello'", "Pop by the lounge just now and tell anyone "
              "there 'hello', ja.", "Drop by di lounge an tell anybody inna deh 'hello'.")
    _reads_as(indoor, "take the mug from the den to the office", "Den take the mug from the den to the office.")
