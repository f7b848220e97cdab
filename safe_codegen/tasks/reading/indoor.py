"""The indoor robot's task words to a goal: the rooms it must visit, whether it comes back, and what it
must ask, say or pick in which room under which condition ("if a person is there", "when both are
there"). The goal's worlds are built from the reading: each condition met and each one missing, so a
program that ignores a condition, acts in the wrong room or not at all fails one of them."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from safe_codegen.robot import Robot
from safe_codegen.tasks.goals import Expectation, Goal, NamedScenario
from safe_codegen.tasks.reading import vocabulary as V
from safe_codegen.tasks.reading.words import INTERJECTIONS, REQUEST, addressed, spelled_out, story, unread_words, \
    verb_pattern
from safe_codegen.tasks.world import Scenario

if TYPE_CHECKING:
    from safe_codegen.tasks.reader import Reading

ROOMS = ("office", "lounge", "kitchen")  # the world's rooms; a room the task names is added
# Rooms of homes, offices, labs and hospitals in general English; "the X room" is a room too.
OTHER_ROOMS = ("hallway", "hall", "lobby", "foyer", "entrance", "entryway", "atrium", "bedroom", "bathroom",
               "restroom", "toilet", "lab", "laboratory", "garage", "library", "reception", "corridor", "study",
               "den", "attic", "basement", "cellar", "pantry", "laundry", "nursery", "classroom", "gym", "cafeteria",
               "canteen", "workshop", "studio", "closet", "storeroom", "stockroom", "warehouse", "mailroom",
               "auditorium", "clinic", "ward", "infirmary", "porch", "balcony", "patio", "garden", "yard",
               "front desk", "loading dock", "lecture hall", "server room", "conference room", "meeting room",
               "living room", "dining room", "storage room", "mail room", "break room", "copy room", "staff room",
               "waiting room", "common room", "guest room", "play room", "utility room", "supply room",
               "supply closet", "print room", "control room", "lunch room", "tea room", "family room", "sun room")
# Things a robot fetches or a room holds; a thing after a fetching verb ("picks up the X") is one too.
OBJECTS = ("backpack", "apple", "banana", "orange", "book", "mug", "cup", "glass", "bottle", "water bottle", "laptop",
           "phone", "keys", "umbrella", "stapler", "pen", "pencil", "notebook", "box", "package", "parcel", "letter",
           "folder", "file", "bag", "jacket", "coat", "hat", "charger", "remote", "glasses", "wallet", "sandwich",
           "plate", "bowl", "towel", "blanket", "pillow", "toy", "ball", "tablet", "camera", "scissors", "tape",
           "marker", "mouse", "keyboard", "headphones", "lunchbox", "tray", "medicine", "newspaper", "magazine",
           "envelope", "chair", "lamp", "plant", "vase", "snack", "drink", "coffee", "tea")
_PEOPLE = r"person|people|someone|anyone|anybody|somebody|whoever|one|both|them|they|he|she|visitor|occupants?|human|" \
          r"nobody|no one|no-one|occupied|unoccupied"
_ALL = re.compile(r"\b(?:every|each|all(?: the)?|all of the|all|(?:each|every one|every single one) of the) rooms?\b|"
                  r"\b(?:every|each) (?:single )?room\b|\broom by room\b|\bfrom room to room\b|"
                  r"\bthe rooms (?:one (?:by|after) (?:one|another|the other)|in turn)\b|"
                  r"\bround of (?:all )?the rooms\b")
# Naming the rooms that hold a thing: "which rooms", "which of them", "names the rooms", "says that room's name",
# "the names of the rooms", "the names of the ones that have ...", "says where a charger can be found" (where a
# thing is is a room's name, not a place to speak).
_WHICH = r"\bwhich (?:rooms?|of them|ones)\b|\bnames? (?:(?:the |each |every )?rooms?|the ones|those)\b|" \
    r"\bthe names? of (?:(?:every|each|all|the|all the|that|this) rooms?|the ones|those)\b|\broom's name\b|" \
    r"\b(?:reports?|announces?|lists?) (?:the |each |every )rooms?\b(?! by)|\bwhere the \w+ are\b|" \
    r"\b(?:says?|tells?|reports?|announces?) where (?:an? |the |any )?[a-z ]+? (?:can be|is|are|may be) " \
    r"(?:found|located|kept)\b"
# A room qualified by what is in it: "rooms with a book", "every room that has someone in it", "each one holding".
# Looking somewhere for a thing ("checks each room for a mug", "looks into every room for people"), up to "and".
_LOOKS_FOR = r"\b(?:checks?|checking|looks?|looking|search(?:es)?|searching)(?: in| into| through)?" \
    r"(?: the [a-z ]+| (?:each|every|all(?: the)?) rooms?)? for (?:(?! and\b)[^,.;])*"
# Its pronouns ("one", "them") are the rooms or the thing already named, never a person.
_QUALIFIED = r"(?P<room>\b(?:rooms?|ones?|those|them)\b " \
    r"(?:with|that|which|where|in which|having|holding|containing)\b" \
    r"[^,.;]*|\b(?:contains?|containing|holds?|holding)\b [^,.;]*)|\b(?:each|every) person\b[^,.;]*"
# The request verbs, in any present form ("picks up", "picking it up").
_FETCH = ("pick up", "grab", "fetch", "take", "collect", "retrieve", "get", "obtain", "bring", "carry", "relocate",
          "transfer", "transport", "ferry", "haul", "deliver", "get hold of", "cart", "lug", "scoop up", "drag", "tote",
          "shuttle", "lift", "remove", "change the place of", "shunt", "snag", "truck")
# What is said, not carried: "delivers a verbal update", "gives the message", "passes on a quick note".
_SPOKEN = r" (?:a|an|the|this|that|its|some) (?:[a-z]+ )?" \
          r"(?:message|update|note|news|word|announcement|reminder|notice)\b"
_ACT = {"ask": verb_pattern("ask", "request", "enquire", "inquire") + r"|\bquestions?\b|" +
        verb_pattern("get") + r" (?:a|the|some) ?(?:person|one|someone|whoever)\b",
        "pick": verb_pattern("pick", *_FETCH, "move the"),
        "say": verb_pattern("say", "tell", "report", "announce", "inform", "notify", "relay", "pass on", "mention",
                            "state", "convey", "remind", "speak", "broadcast", "sing out", "intimate") + "|" +
               verb_pattern("let") + r" \w+ know\b|" +
               verb_pattern("deliver", "give", "pass on", "pass along", "send", "bring", "take", "carry") + _SPOKEN +
               "|" + r"\bgets? (?:told|the word)\b|" +
               verb_pattern("deliver", "pass", "give", "read out") + r"(?=\s{3,})"}  # "delivers 'tea is ready'"
_PLACE = verb_pattern("put", "place", "leave", "drop", "deposit", "set", "deliver", "carry", "bring", "take", "move",
                      "relocate", "transfer", "shift", "transport", "ferry", "haul", "shunt", "truck", "keep") + \
    r"|\bdrop-?offs?\b"
_PRONOUN_LEAD = re.compile(r"^(?:(?:it|this|that|they|the|a|an|your|their|there) )*(?:(?:is|are|was|will be) )?"
                           r"(?:(?:in|at|on) )?")
_BACK = verb_pattern("bring") + r" (?:\w+ ){0,3}back\b|" + \
    r"\bhome to\b|\b(?:ends?|ending|finish(?:es|ing)?|winds?|winding)(?: up)? (?:back )?(?:at |in )?" \
    r"where it (?:started|began|set off)\b|" + \
    verb_pattern("come back", "return", "go back", "head back", "get back", "head home", "go home", "come home",
                 "make its way back", "finish back", "end back", "end up back") + \
    r"|\b(?:back to (?:the |its )?start|(?:to|back to|back|in) (?:where it (?:started|began|was|set off|left)" \
    r"(?: out| from)?|its start(?:ing)?(?: room| point| location| place| position)?|(?:its|the) point of " \
    r"(?:departure|origin)|" \
    r"(?:its |the )?(?:initial|original) (?:room|place|point|location|position|site)|" \
    r"the start(?:ing)?(?: room| point| location)?|" \
    r"the (?:room|place|site|spot|point) (?:where |that |in which |which )?it (?:started|began|set off|left)" \
    r"(?: in| from| out)?))\b"


def _errand_calques(low: str) -> str:
    """A ship's and a French speaker's words for errands, in words the reader reads: laying to, steering for and
    "rejoins" (rejoindre) as going to; "ships" a thing or brings it aboard as picking it up, landing, discharging or
    unloading it as placing it; "demands" (demander) as asking, "pronounces" as saying; "if ever" as "if"; the
    starting berth and the departure place as the start; and words of no errand ("on station", "as cargo")."""
    # An engineer's key-value note ("goto: media room", "carry: wallet; from: post room -> to: game room")
    low = re.sub(r"\bgoto\b:?", "go to", low)
    low = re.sub(r"\bstep \d+:\s*", "", low)  # a test case's steps (framing), said one sentence each
    low = re.sub(r"(?:^|(?<=\n))\s*\d+[.)]\s+", "", low)  # a numbered list's steps, a line each
    low = re.sub(r"(?<![.,;:!?])\s*\n\s*(?!(?:and|or|then|but|if|so|that|which)\b)", ". ", low)  # a line a message,
    low = re.sub(r"\s*\n\s*", " ", low)  # or one sentence over two ("check each room for a towel\nand say ...")
    low = re.sub(r"\bsend (?:the )?robot to\b", "go to", low)
    low = re.sub(r"\bgo (?=(?:the|every|each|all)\b)", "go to ", low)  # a West African "go the balcony", "from the
    # bedroom go the den"
    low = re.sub(r"\b(go to the [a-z]+) small\b", r"\1", low)  # "go the balcony small": quickly (no room)
    low = re.sub(r"\b(?:unoccupied|vacant)\b", "empty", low)  # "saying nothing if the film room is unoccupied"
    low = re.sub(r"\bif (?:it|they|not)(?: (?:is|are))?(?:n't| not)?(?: there| present| so)?,? (?:belay that|"
                 r"do nothing|never mind|forget (?:it|about it)|skip it|nothing)\b", "otherwise do nothing", low)
    # (a sailor's "if it isn't, belay that": the order cancelled)
    low = re.sub(r"\blet (?:the )?robot\b", "", low)
    low = re.sub(r"\b(?:up)?on completion,", "then", low)  # "On completion, report the count"
    low = re.sub(r"\babeg\b,?", "", low).replace(" dey there", " is there")  # Nigerian English: please, is
    low = re.sub(r"\banywhere (?=(?:it|you) (?:finds?|sees?)\b)", "wherever ", low)
    low = re.sub(r"\b(?:pay|make)(?:s|ing)? (?:a )?(?:quick |short |brief )?visit to\b", "visits", low)  # "please
    # pay a visit to the clinic"
    low = re.sub(r"\bmakes? (?:the )?rounds of\b|\b(?:is )?doing the rounds,? (?:checking|visiting|of)\b", "visits", low)
    low = re.sub(r"\b(?:off|away|over) to (the [a-z ]+?) (?:goes|heads|rolls|drives|runs) (?:the robot|it)\b",
                 r"goes to \1", low)  # a commentator's inversion: "off to the den goes the robot!" (room "den goes")
    low = re.sub(r"\beverybody(?= (?:who|that|there|present|in)\b| ['\"])", "everyone", low)  # not "tell everybody
    # you find the van is here": its message unquoted, a person condition not read, it said "you find the van ..."
    low = re.sub(r"\b(carry|bring|fetch|take|deliver|move|pick up)\s*:\s*(?!the\b)", r"\1 the ", low)
    low = re.sub(r"\b(from|to)\s*:\s*", r"\1 ", low)
    low = re.sub(r"\blay(?:s|ing)? to\b|\bsteer(?:s|ing)? for\b|\brejoin(?:s|ing)?\b(?! (?:it|him|her|them)\b)",
                 "goes to", low)
    low = re.sub(r"\b(?:brings?|takes?) (the [a-z ]+?) aboard\b", r"picks up \1", low)
    low = re.sub(r"\bships? (?=the |it\b)", "picks up ", low)
    low = re.sub(r"\b(?:lands?|discharges?|unloads?) (it|them)\b", r"places \1", low)
    low = re.sub(r"\bdemands? (?:to )?(?=(?:the|this|that|her|him|them|a|each|every|any)\b)", "asks ", low)
    low = re.sub(r"\bpronounces?\b", "says", low).replace("if ever", "if")
    low = re.sub(r"\b(?:its|her) (?:starting berth|departure place|place of departure)\b", "its start", low)
    low = re.sub(r"\b(brings?|takes?|carries?) (the [a-z ]+?) round (?=from\b)", r"\1 \2 ", low)  # "brings X round"
    low = re.sub(r"\b(anyone|anybody|someone|somebody|whoever|a person)( on station)?( there)? gets the message\b",
                 r"it says to \1\3", low)  # "anyone on station there gets the message 'supper is up'"
    low = re.sub(r",? and an empty [a-z ]+? gets nothing\b", "; if nobody is there, it says nothing", low)
    low = re.sub(r"\bon station\b|\bas cargo\b|\banyway\b|\bto see(?=,)", " ", low)
    # A Mandarin speaker's errands and a dance teacher's: rooms without their article, arriving (daoda) and dancing
    # or waltzing over as going, scooping up as picking up, parking or sending a thing as placing or bringing it,
    # inviting as asking, "only both ... are there" and "person exist" as conditions, the cue as the message, "not a
    # word" as saying nothing, and the starting mark and the opening position as the start.
    low = re.sub(r"\b(to|into|from|in|at) (?!(?:the|a|an|its|their|his|her|my|our|your|which|each|every|any|that|"
                 r"this)\b)(?=(?:(?!(?:to|from|in|into|at|and|or|room|rooms|hall|office|each|every|which|all|"
                 r"any)\b)[a-z]+ ){1,2}"
                 r"(?:room|hall|office)\b)", r"\1 the ", low)  # not "from room to room"
    low = re.sub(r"\barrives? (?:at |in )?(?=the )|\b(?:dances?|waltzes?|waltz) (?=over to\b|to\b)", "goes ", low)
    low = re.sub(r"\bgoes (?=the )", "goes to ", low)
    low = re.sub(r"\bwaltz(?:es)? (?=the )", "brings ", low)
    low = re.sub(r"\bscoops? (?:it |them )?up\b", "picks up", low)
    low = re.sub(r"\bparks? (it|them)\b", r"places \1", low)
    low = re.sub(r"\bsends? (it|them) to\b", r"brings \1 to", low).replace("and puts down", "and puts it down")
    low = re.sub(r"\binvites? (?=the |them\b|him\b|her\b)", "asks ", low)
    low = re.sub(r"\bhelps? (?:me )?(?=carry|tell|bring|take|ask|say|fetch)", "", low)
    low = re.sub(r"\bonly both\b", "only if both", low)
    low = re.sub(r"\b(a person|someone|somebody|anyone) plus (the [a-z]+(?: [a-z]+)?) means (?:that )?",
                 r"if \1 and \2 are there, ", low)
    low = re.sub(r"\bdon't\b", "does not", low)
    low = re.sub(r"\b([a-z]+) exists?\b", r"\1 present", low)  # "person exist and backpack exist": a note's "present"
    low = re.sub(r"\bthe cue\b", "the message", low)
    low = re.sub(r"\bnot a word\b", "it says nothing", low)
    low = re.sub(r"\bits (?:starting mark|opening position)\b", "its start", low)
    # A Spanish speaker's errands and a product manager's: "in how many rooms there is a person" (en cuantas
    # habitaciones hay), "the two" (los dos) as both, "asks to the person" (preguntar a), "reports back how many" as
    # reporting it (no coming back to anyone), and a criterion's passive "every room is visited".
    low = re.sub(r"\bin how many (rooms?|of them) (?:there is|there are|there's|is there|are there) ",
                 r"how many \1 have ", low)
    low = re.sub(r"\b(?:the two(?: of them)?|both of them)(?= (?:are|is)\b)", "both", low)
    low = re.sub(r"\b(is|are) having\b", lambda m: "has" if m.group(1) == "is" else "have", low)  # Indian English
    low = re.sub(r"\b(ask(?:s|ing)?) to (?=the |them\b|him\b|her\b|anyone|someone|a person)", r"\1 ", low)
    low = re.sub(r"\b(ask(?:s|ing)?) (them|him|her|the person) (?=(?:put|bring|take|give|move|carry|hand|place|pass|"
                 r"drop|leave)\b)", r"\1 \2 to ", low)  # "ask them put the backpack in the basket": no message read
    low = re.sub(r"\b(report(?:s|ing)?) back (?=how many|the number|which|what)", r"\1 ", low)
    # A Mandarin speaker's "how many room have person", a paper's "subsequently" and "every person met is told:"
    low = re.sub(r"\bhow many room have (?:an? )?(person|people|[a-z]+)\b",
                 lambda m: f"how many rooms have {'a ' if m.group(1) not in ('people',) else ''}{m.group(1)}", low)
    low = re.sub(r"\bsubsequently\b", "then", low)
    low = re.sub(r"\b(?:is|are) (?:then |first )?(?:dispatched|sent) to\b", "goes to", low)  # not active(): its
    # "is moved" and "is done" are a message's words ("practice is moved indoors", "tells them: the dryer is done")
    low = re.sub(r"\b((?:every|each|any) (?:person|one|body)(?: (?:encountered|met|found|present|there))?) is told\b",
                 r"it tells \1", low)
    return re.sub(r"\b(?:every|each|all(?: the)?) rooms? (?:is|are|gets?|has been|have been) visited\b",
                  "it visits every room", low)


_QUOTED = r"(?<![a-z])'([^']+)'(?![a-z])|\"([^\"]+)\""  # an apostrophe ("someone's") opens no quote
_KEPT, _HEX, _LETTERS = "qzq ", "0123456789abcdef", "ghijklmnopqrstuv"  # a kept message: two words of letters (a
# quoted word alone is a value, no message, to a structured task: reading/structured.py)
_TO_LETTERS, _TO_HEX = str.maketrans(_HEX, _LETTERS), str.maketrans(_LETTERS, _HEX)


def quotes_kept(text: str) -> str:
    """The text with each quoted message as two words of letters that no rewriting reads or changes (`_message` reads
    it back): a message is said as typed ("ask 'do you want tea?'" had lost "you want" to the rule that takes out a
    request, "say 'wait... I need to charge'" its ellipsis and "I need to", "say 'Please make sure ...'" its start)."""
    def kept(m: re.Match) -> str:
        said = m.group(1) or m.group(2)
        return m.group(0) if len(said.split()) < 2 else m.group(0)[0] + _KEPT + said.encode().hex().translate(
            _TO_LETTERS) + m.group(0)[0]  # a word alone may be a name ("goto('patio')"): as typed
    return re.sub(_QUOTED, kept, re.sub(r"[«»]", '"', text), flags=re.I)  # guillemets quote as "..." does


def _unkept(text: str) -> str:
    """The text with each kept message's words back as typed."""
    return re.sub(rf"\b{_KEPT}[{_LETTERS}]+\b", lambda m: bytes.fromhex(m.group(0)[len(_KEPT):].translate(
        _TO_HEX)).decode(), text)


def _message(quoted: str) -> str:
    """A quoted message's words, lower-cased as the reader reads them (the world matches them in any case), one
    space between each two (a French writer's spaces inside the quotes are no part of it: « the canteen closes »)."""
    return " ".join(_unkept(quoted).lower().split())


def read_indoor(text: str, robot: Robot, where: str) -> "Reading":
    """A room task's goal (inline worlds with their checks), or the reason it cannot be read; its quoted messages
    kept already (`quotes_kept`, before the task is framed: reader._read_framed)."""
    from safe_codegen.tasks.reader import Reading
    low = REQUEST.sub("", re.sub(r"\s*(?:->|→)\s*", " to ", spelled_out(text.lower())))
    # "lab -> office"; chat shorthand spelled out, a spoken self-repair applied
    low = re.sub(r"\b([a-z]+)_(?=[a-z])", r"\1 ", low)  # an engineer's "person_present": "person present"
    low = _errand_calques(story(low))
    low = re.sub(r"\b(?:pre-?)?condition\s*(?:[:(]|is:?)\s*", "if ",
                 re.sub(r"\s(?:&&|&|\+)\s", " and ", low).replace("||", " or "))
    # "condition (person present && backpack present) -> asks ...": a condition in an engineer's notation
    quote = re.search(_QUOTED, low)
    messages = {_message(m.group(1) or m.group(2)) for m in re.finditer(_QUOTED, low)}
    if len(messages) > 1:  # an errand has one message ("say 'hi' ... then ask 'are you ok?'" had asked "hi" twice)
        return Reading(None, reason=f"{len(messages)} messages quoted: an errand is read with one")
    bare = re.sub(_QUOTED, lambda m: " " * len(m.group(0)), low)  # the message's words are not the task's
    bare = re.sub(r"\b([a-z]+)'s (?=(?:there|around|inside|in\b|present|empty|here|not|nobody|no one))", r"\1 is ",
                  bare).replace(" plus ", " and ")  # "if anyone's around": "is", not a possessive; "plus": "and"
    bare = re.sub(r"\breport(s|ing)? back to\b", r"come\1 back to", bare)  # reporting back is coming back, not saying
    bare = re.sub(r"\bin the event (?:that|of)\b", "if", bare)  # a formal "if"
    bare = re.sub(r"\btherein\b", "in there", bare)  # a lawyer's "to any Person it meets therein": where one is
    bare = re.sub(r"\bpost (that|this)\b", r"after \1", bare)  # Indian English: "post that, it returns"
    bare = re.sub(r"\bthe same (?=(?:is|are|was|be)\b)", "it ", bare)  # "retrieve the file if the same is there"
    bare = re.sub(r"\bit (?:doesn't|does not) (?:ask|say|take|pick|bring|do|tell)"
                  r"(?: anything| anyone| anybody| somebody| someone| it| them)?\b",
                  "it does nothing", bare)  # "if not, it doesn't ask": the branch where it does not act
    said = None if quote else re.search(_SAID, bare)
    message = said.group(2).strip() if said and said.group(2) and said.group(2).strip() and not re.search(
        rf"{_WHICH}|\bhow many\b|\bnumber of\b|\bwhich\b|\bname\b", said.group(2)) else None  # not a room named
    if message:  # said as it is ("lets them know mom is on the phone"): its words are not the task's either
        bare = bare[:said.start(2)] + " " * len(said.group(2)) + bare[said.end(2):]
    bare = addressed(bare)  # "if you see a person there": the messages are left as they were typed
    named = _rooms(bare)
    rooms = list(ROOMS) + [r for r in named if r not in ROOMS]
    every = bool(_ALL.search(bare))
    targets = rooms if every else named
    if not targets:
        return Reading(None, reason="no room to go to")
    objects = _objects(bare, named)
    act = _action(bare, bool(quote))
    unread = _unread(bare, named, objects, act, bool(quote))
    if unread:  # a word no rule read may change the errand: refused, never guessed (as the motion reader does)
        return Reading(None, unread)
    move = _move_errand(bare, named, objects)
    if move is None and act is None and objects and not re.search(_WHICH, bare):
        # "runs to the lab for the helmet": what it does with the helmet is unsaid (naming rooms that hold it is said)
        return Reading(None, reason=f"what to do with the {objects[0]}: no asking, saying, picking or placing "
                                    "read")
    if move is None and act == "pick" and objects and len(named) > 1 and re.search(r"\bfrom\b", bare):
        # "take the newspaper from the post room too the sun room" had picked it and visited the sun room, placing it
        # nowhere: a thing taken from one room with another named goes there, and no placing was read
        return Reading(None, reason=f"where the {objects[0]} goes: {named[-1]} named, no placing read")
    if move is not None:
        return Reading(_as_typed(Goal(scenarios=_move_worlds(rooms, *move), source=where), objects + named,
                                 _unkept(text)))
    conditions = _conditions(bare, act, objects)
    count = bool(re.search(r"\bhow many\b|\bnumber of\b|\bcounts?\b|\bcounting\b|\btally\b|\btotal\b", bare))
    which = bool(re.search(_WHICH, bare))
    text_of = _message(quote.group(1) or quote.group(2)) if quote else message or _key_text(bare, act)
    if act == "ask" and not text_of:  # "YOU ASK PERSON THERE PUT BACKPACK IN BASKET" had checked that it asked anything
        return Reading(None, reason="what to ask: no question read")
    if count and which:  # "only rooms where you see a marker count. ... say the name of each room where ...": a
        # count read beside the names asked had said a number (one of the two is not what the words ask)
        return Reading(None, reason="a count and the rooms' names both read: say which to report")
    if count and not conditions:  # counting rooms with nothing named to count would count every room
        return Reading(None, reason="how many of what: no person or thing to count")
    if re.search(r"\bwhich (?:rooms?|of them|ones)\b|\brooms? (?:with|that|which|having|holding|containing)\b", bare) \
            and not conditions:  # "which ones get sandwich inside", "each room that got one" had named every room
        return Reading(None, reason="which rooms: no person or thing read to find in them")
    if "person" not in conditions and re.search(r"\b(?:person|people|someone|somebody|anyone|anybody|everyone|"
                                                r"everybody|whoever|nobody|no one)\b", bare):
        # "Go to every room, a person, say 'dinner is ready'" had said it in every room: a person named, but neither
        # a condition nor the one asked or told
        return Reading(None, reason="a person named, but no condition on them read")
    start = next(r for r in rooms if r not in targets) if len(targets) < len(rooms) else rooms[0]
    ret = bool(re.search(_BACK, _unnamed(bare, named)))
    common = [Expectation("visited", room=r) for r in targets] + ([Expectation("ends_in", room=start)] if ret else [])
    worlds = _worlds(rooms, targets, conditions, start, every)
    named_worlds = []
    for name, layout in worlds:
        with_all = [r for r in targets if set(conditions) <= set(layout[r])]
        expect = _expect(act, text_of, objects, targets, with_all, count, which, layout, conditions)
        named_worlds.append(NamedScenario(name, Scenario(rooms={r: list(layout[r]) for r in rooms}, start=start),
                                          tuple(common) + tuple(expect)))
    return Reading(_as_typed(Goal(scenarios=tuple(named_worlds), source=where), objects + named, _unkept(text)))


def _as_typed(goal: Goal, names: list[str], text: str) -> Goal:
    """The goal with each thing and room named as the task typed it ("the USB stick", "the HR cabin", not "usb
    stick", "hr cabin"): the names the program is guided to write and the report shows (the world matches names in
    any case, tasks/world.py); a line in capitals throughout ("GO TO POST ROOM", a checklist's) names nothing so."""
    typed = {}
    for name in names:
        m = re.search(r"\s+".join(map(re.escape, name.split())), text, re.IGNORECASE)
        first_word = m is not None and re.search(r"(?:^[ \"'(]*|[.!?:;]\s*)$", text[:m.start()])
        line = text[text.rfind("\n", 0, m.start()) + 1:(text + "\n").find("\n", m.end())] if m else ""
        typed[name] = m.group(0) if m and not (first_word and m.group(0)[1:] == name[1:]) and \
            line.upper() != line and not re.fullmatch(r"[A-Z]{4,}(?: [A-Z]{4,})*", m.group(0)) else name
        # ("Kitchen: ..." is capitalised as a sentence's first word; "GOES TO CORRIDOR" shouts, "the HR cabin" names)

    def named(name: str | None) -> str | None:
        return typed.get(name, name)
    return replace(goal, scenarios=tuple(
        replace(ns, scenario=replace(ns.scenario, start=named(ns.scenario.start),
                                     rooms={named(r): [named(o) for o in things]
                                            for r, things in ns.scenario.rooms.items()}),
                expect=tuple(replace(e, obj=named(e.obj), room=named(e.room)) for e in ns.expect))
        for ns in goal.scenarios))


# Words of errands that carry no room, thing or request of their own (the motion reader's FILLER too): a word
# outside these, the rooms, the things and the phrases the rules read makes the task refused with it. Chosen from
# the curriculum's train ... heldout7 errands and the shipped task file, nouns of things and rooms left out.
ERRAND_WORDS = frozenset("""
across alongside aloud another anybody anyone anything available basket began calls came case cases check checks
contain contains containing count counting counts currently destination drives either empty empty-handed enters
finishes give gives giving go goes going heads hear how initial inside inspects least lies lists location lying many
matter meets message missing name names navigates nips nobody nothing now number occupants occupied one ones
original other people person placed pop pops provided quiet reads receive room rooms round saw seeing silent single
somebody someone someone's started stow swings tally together too tours travels turn turned turns two up visiting
visits walks well what whatever who whoever words yes down end
meeting finding seeing spotting noticing discovering encountering beside besides next near behind under between
floor building saw sees seen found met
assuming plus else human humans sitting skip ticket heads-up pickup pick-up pickups drop-off dropoff point
mum hears thing bother happens regardless handles needed less said kept available stored concerned
situated event belongs something
""".split())
# A message or question said without quotes: the words after "that", "saying", "about" (say) or after the request
# verb's "to", "whether", "if" (ask) are its text, not the task's.
# A message said with no "that" and no quotes: after "says", "tells them:", "lets them know" (its words to the
# clause's end). A room's "that" is no message's ("each room that holds a charger"), and "says something" names none.
_TOLD = r"\b(?:says?|should say|tells? (?:them|him|her|everyone|the person)|" \
    r"lets? (?:them|him|her|everyone|the person) know)\b"  # the saying and who is told
_SAID = r"(?<!room )(?<!rooms )(?<!one )(?<!ones )(?<!those )\b(?:that|saying|about)\b ([^,.;!?]*)|" \
    rf"{_TOLD}:? " \
    r"(?!(?:that|about|to|whether|if|aloud|out|each|every|which|where|the names?|something|anything)\b)([^,.;!?]*)"
# (an unquoted message ends at its sentence's end, "!" and "?" too: "... in lost and found!" had the "!" to say)
_MESSAGE = {"say": _SAID,
            "ask": r"\b(?:asks?|asking|requests?|requesting|enquires?|inquires?|gets?)\b[^,.;]*?"
                   r"\b(?:to|whether|if|about|that)\b [^,.;]*"}


# Going somewhere: the motion reader's verbs of going (Levin's manner-of-motion verbs among them) and idioms of a
# visit ("pulls into the lab", "pokes its head into", "pays a visit to", "pays the lab a visit").
_GOING = rf"(?<!\w){V.GO}(?!\w)|\bpull(?:s|ing)? into\b|\bpo(?:ke|kes|king|ps?|pping) its head (?:in|into)\b|" \
         r"\b(?:nick|duck|shoot)(?:s|ing)?\b|\bcall(?:s|ing)? (?:past|in at|in on)\b|" \
         r"\bpa(?:ys|ying) (?:a visit to|the [a-z ]+? a visit)\b|\bswing(?:s|ing)? into\b|\battend(?:s|ing)?\b"


def _unnamed(low: str, rooms: list[str]) -> str:
    """The words with the rooms' names blanked: a verb in a name is no act ("the returns room" returns nowhere)."""
    for room in rooms:
        low = re.sub(rf"\b{re.escape(room)}\b", lambda m: " " * len(m.group(0)), low)
    return low


def _unread(low: str, rooms: list[str], objects: list[str], act: str | None, quoted: bool) -> tuple[str, ...]:
    """The words outside the rooms, things and phrases the rules read that are no errand word; a quoted message is
    blanked already, and only who is told is read beside it (the unquoted message's rule had taken the words after
    it as the message: "say 'meeting at 3' in each room blorp a person zzyx" was said in every room)."""
    message = _TOLD if quoted and act == "say" else r"$^" if quoted else _MESSAGE.get(act or "", r"$^")
    patterns = [*_ACT.values(), _PLACE, _BACK, _ALL.pattern, _WHICH, message, _GOING] + \
        [rf"\b{re.escape(n)}s?\b" for n in {*rooms, *objects, *ROOMS}] + \
        [rf"\b{re.escape(w)}\b" for n in objects for w in n.split()[:-1]]  # "the tea ... the tea tray": one thing
    used = [m.span() for p in patterns for m in re.finditer(p, low)]
    return tuple(w for w in unread_words(low, used)  # an imperative ("visit", "enter") as its errand word's -s form
                 if w not in ERRAND_WORDS and w + "s" not in ERRAND_WORDS and w + "es" not in ERRAND_WORDS)


# Words that end a thing's or a place's name ("the pencil case it finds", "the desk lamp across", a verb said last:
# "please to the library go", a tag: "drop it in the basement, ok?").
_FUNCTION = r"(?:from|in|to|that|if|when|and|back|over|out|on|at|into|which|wherever|there|up|is|are|with|for|only|" \
            r"it|them|across|along|down|off|away|here|then|too|as|so|but|before|after|or|of|by|should|was|be|where|" \
            r"provided|providing|assuming|unless|whether|once|while|lying|sitting|either|no|together|kept|available|" \
            r"present|placed|stored|situated|left|inside|onto|under|beside|near|behind|within|towards?|till|until|" \
            r"going|heading|coming|go|goes|come|comes|head|heads|got|gets|now|just|an|ok|okay|" \
            rf"{INTERJECTIONS}|[a-z]{{3,}}ly(?<!ily))"  # "the pen drive presently kept there": an adverb ends it
# Where a place is named: "to the X", "from the X", "visits the X" (a noun there that is no thing or person is a room).
_AT_PLACE = r"\b(?:to|from|in|into|inside|within|towards?|till|until|up to|visits?|visiting|attends?|attending|" \
            r"enters?|entering|checks?|checking|" \
            r"inspects?|inspecting|reaches|reaching|at|out of|" \
            r"(?:drops?|dropping|calls?|calling|looks?|looking|checks?|checking) in (?:on|at)|" \
            r"(?:swings?|swinging|stops?|stopping|drops?|dropping|calls?|calling|pops?|popping|comes?|coming) by|" \
            r"(?:heads?|heading|makes|making|sets? off|leaves|" \
            r"leaving) for) " \
            rf"the ([a-z]+(?: (?!{_FUNCTION}\b|can\?)[a-z]+)?)\b(?!(?: [a-z]+)? room)(?!'s)"  # (a Hong Kong tag: "drop
# it in the basement can?" had placed it in a room "basement can")
_NOT_ROOMS = r"start|starting|beginning|end|way|same|rooms?|basket|table|desk|floor|shelf|morning|afternoon|evening|" \
             r"starting room|start room|starting point|start location|starting location|" \
             r"meantime|middle|area|building|place|spot|location|robot|message|meeting|door|site|point|ones|" \
             r"(?:initial|original) (?:room|place|point|location|position|site)"


# Words before "room" that say which room of the robot's path, not a room's name ("the same room", "the next room").
_PATH_WORDS = r"(?:same|start|starting|other|next|last|first|second|third|whole|entire|empty|nearest|previous|" \
              r"original|home|right|wrong|one|each|every|occupied)"
_NOT_ROOMS_BEFORE = _PATH_WORDS + r" room\b"


def _rooms(low: str) -> list[str]:
    """The rooms the words name, in order: known rooms, any "X room", and a place the words go to or from that
    is not a thing they name ("to the greenhouse")."""
    before = rf"(?:\bthe ((?:(?!{_FUNCTION}\b|{_PATH_WORDS}\b)[a-z]+ ){{1,2}}))?"  # "the direction office", "the
    # general manager office": a room named whole
    found = [(m.start(), f"{m.group(1)}{r}" if m.group(1) else r) for r in ROOMS + OTHER_ROOMS
             for m in re.finditer(rf"{before}\b{r}\b", low)]
    found += [(m.start(1), m.group(1))
              for m in re.finditer(rf"\bthe ((?:(?!{_FUNCTION}\b)[a-z]+ ){{1,2}}room)\b(?! by room)", low)
              if not re.fullmatch(_NOT_ROOMS, m.group(1)) and not re.match(_NOT_ROOMS_BEFORE, m.group(1))]
    things = _objects(low, [])
    found += [(m.start(1), m.group(1)) for m in re.finditer(_AT_PLACE, low)
              if not re.match(rf"(?:{_NOT_ROOMS}|{_PEOPLE})\b", m.group(1)) and
              not re.search(rf"\b(?:{_PEOPLE})$", m.group(1)) and  # "to the concerned person": no room
              not any(re.fullmatch(rf"(?:\w+ )?{m.group(1)}s?", t) or t.startswith(m.group(1) + " ") for t in things)]
    out: list[str] = []
    for at, room in sorted(found, key=lambda x: (x[0], -len(x[1]))):
        if room not in out and not any(room in o and room != o for o in out) and \
                not any(o in room for o in out if (at, room) != (at, o)):
            out.append(room)
    return [r for r in out if not any(r != o and re.search(rf"\b{r}\b", o) for o in out)]


def _objects(low: str, rooms: list[str]) -> list[str]:
    """The things the task names (known ones, and what follows a fetching verb), not rooms or people."""
    inside = [m.span() for r in rooms for m in re.finditer(rf"\b{re.escape(r)}\b", low)]  # "the press box": no box
    found = sorted((m.start(), m.end(), o) for o in OBJECTS
                   for m in re.finditer(rf"\b{o}s?\b(?!(?: [a-z]+)? room\b)", low)
                   if not any(a <= m.start() and m.end() <= b for a, b in inside))
    named: list[tuple[int, str, int]] = []
    for a, e, o in found:
        if named and named[-1][2] + 1 == a:  # two known things named together are one ("the coffee cup")
            named[-1] = (named[-1][0], f"{named[-1][1]} {o}", e)
        else:
            named.append((a, o, e))
    known = [(a, o) for a, o, _ in named]
    verb = verb_pattern(*_FETCH, "pick", "move", "shift", "put", "place", "leave", "drop", "deposit")  # "picks the X"
    thing = rf"(?:the|a|an|its|any) ([a-z]+(?: (?!{_FUNCTION}\b)[a-z]+){{0,2}})"
    grabbed = [(m.start(1), m.group(1)) for m in re.finditer(rf"{verb} {thing}", low)]
    for said in (rf"{verb_pattern('pick')} {thing} up\b",
                 rf"\b(?:checks?|checking|looks?|looking|search(?:es|ing)?|runs?|run|trips?|trip)\b"
                 rf"[a-z ]*? for {thing}",
                 rf"\b(?:swings?|swinging|pops?|popping|goes|going|heads?|heading|comes?|coming|stops?|stopping|calls?|"
                 rf"calling|nips?|nipping) (?:by|to|into|over to|round to|in at|in on) "
                 rf"the [a-z]+(?: [a-z]+)? for {thing}",
                 rf"\b(?:if|when|whether|should) (?:it )?(?:spots?|sees?|finds?|notices?) {thing}",
                 rf"\b(?:if|when|whether|should) {thing} (?:is|are|be) (?:there|present|in\b|inside|around|available)",
                 rf"\b(?:if|when|whether|should) {thing} (?:turns? up|shows? up|appears?|is found|can be found)\b",
                 rf"(?<!to )(?<!into )(?<!in )(?<!at ){thing},? (?:over |across )?(?:from|out of) the\b",
                 rf"\bpick-?ups? of {thing}",
                 rf"\bhandles {thing}:", rf"\bwith {thing} from the\b"):  # "runs the tape gun from the lab to ..."
        grabbed += [(m.start(1), m.group(1)) for m in re.finditer(said, low)]
    out: list[str] = []
    for _, o in sorted(known + grabbed, key=lambda x: (x[0], -len(x[1]))):
        if o in out or o in rooms or re.match(rf"(?:{_PEOPLE}|basket|start|room|message)\b", o) or \
                re.search(_SPOKEN + "$", " the " + o) or \
                any(o in x for x in out):
            continue
        shorter = [x for x in out if re.search(rf"\b{x}\b", o)]  # "the pencil ... the pencil case": the whole name
        out = [o if x == shorter[0] else x for x in out if x not in shorter[1:]] if shorter else out + [o]
    return out


def _move_errand(low: str, rooms: list[str], objects: list[str]) -> tuple[str, str, str] | None:
    """(object, from room, to room) when the words move a thing between two rooms ("takes the mug from the
    kitchen to the lab", "picks up the mug in the kitchen and puts it down in the lab")."""
    if len(rooms) != 2 or not objects or re.search(_BACK, _unnamed(low, rooms)):
        return None
    first, second = rooms
    to = r"\b(?:to|into|in|at|inside|over to|off in|down in|until|till|up to|" \
         r"drop-?off(?: point)?:?(?: in| at)?)(?: the)? "
    # "from the dormitory until the reunion room" (Spanish "hasta")
    stated = rf"\b(?:is|are|sits|lies|starts(?: off)?|begins|was|waits)(?: \w+)? (?:in|at|inside) (?:the )?{second}\b"
    if re.search(rf"\b(?:from|out of) (?:the )?{second}\b", low) or re.search(stated, low):
        # "takes the mug to the lab, from the kitchen"; "brings the mug to the lab; the mug is in the kitchen"
        first, second = second, first
        between = low
    else:
        between = low[low.index(first):]
    carried = re.search(rf"\b{re.escape(objects[0])}\b,?(?: [a-z]+){{0,2}}? (?:from|out of) (?:the )?{first}\b", low)
    if re.search(rf"{to}{second}\b", between) and (re.search(_PLACE, low) or carried):  # "runs the mug from A to B"
        return objects[0], first, second
    return None


def _move_worlds(rooms: list[str], obj: str, source: str, dest: str) -> tuple[NamedScenario, ...]:
    """The thing in its room, the robot starting elsewhere, then starting at the destination."""
    elsewhere = next(r for r in rooms if r not in (source, dest))
    expect = (Expectation("picked", obj=obj), Expectation("placed", room=dest, obj=obj),
              Expectation("in_room", room=dest, obj=obj))
    layout = {r: [obj] if r == source else [] for r in rooms}
    return tuple(NamedScenario(name, Scenario(rooms={r: list(v) for r, v in layout.items()}, start=start), expect)
                 for name, start in (("from_elsewhere", elsewhere), ("from_the_destination", dest)))


def _action(low: str, quoted: bool) -> str | None:
    if re.search(r"\bhow many\b|\bwhich rooms?\b|\bnumber of\b|\btally\b", low):
        return "say"
    for kind in ("ask", "say", "pick"):
        if re.search(_ACT[kind], low):
            return kind
    return "say" if quoted else None


def _conditions(low: str, act: str | None, objects: list[str]) -> list[str]:
    """What must be in the room for the action: the people and objects its conditions name ("if it is there":
    the thing fetched)."""
    cond = set()
    for m in re.finditer(r"\b(?:someone|somebody|anyone|a person) (?:is )?there and (?:the |a |an )?[a-z]+(?: [a-z]+)? "
                         r"(?:is )?there\b|"  # "someone there plus the backpack there means ..."
                         r"\b(?:if|when|whenever|wherever|anywhere|everywhere|only if|in case|"  # ("anywhere there's
                         # someone, say ...": the condition had been lost, the message said in every room)
                         r"where(?! (?:it|she|he) (?:started|began|set off|left|came from)\b)|"
                         r"provided|providing|should|"
                         # "returns to where she started": a robot called "she" (a ship's), no condition
                         r"as long as|unless|"
                         r"the condition is that|"
                         r"whether|"
                         r"assuming|so long as|given that|on (?:the )?condition that|in the presence of|subject to)\b"
                         r"[^,.;]*|"
                         r"\b(?:anyone|anybody|someone|whoever|everyone|a person|"
                         r"people|person|nobody|no one|no-one|both) "
                         r"(?:who is |who are |that is |"
                         r"who's |is |it finds |it meets |it sees |was |is |met |seen |found |encountered )?"
                         r"(?:there|present|found|in (?:the|that|each|every|any|a) room|in there|in here|in it|"
                         r"inside|around)\b|"  # "says it to anyone in each room": where someone is
                         r"\b(?:each|every|any|all|the) occupied rooms?\b|\b(?:in )?which rooms?\b[^,.;]*|"
                         r"\b(?:saw|sees|seen|finds?|found|meets?|met) (?:a |any |some )?"
                         r"(?:person|people|someone|anyone)\b|"
                         r"\b(?:on |upon )?(?:finding|seeing|spotting|noticing|discovering|meeting|encountering)\b"
                         r"[^,.;]*|\bwith\b[^,.;]*?\b(?:in the room|in there|there|present|around|in it|inside|too|"
                         r"as well)\b|" + _LOOKS_FOR + r"|\bhave an? [^,.;]*|"
                         r"\bhad an? [^,.;]*|"
                         r"\bperson and (?:the |a |an )?[a-z]+(?: [a-z]+)? (?:are )?(?:both )?"
                         r"(?:present|there|in the room)\b|\bevery (?:person|one) found\b|\bwhoever is there\b|"
                         r"\bif (?:present|so)\b|\b(?:[a-z]+ )?[a-z]+ present\b|" + _QUALIFIED, low):
        # "backpack present and person present -> asks ...": a note's condition, each thing with its own "present"
        clause = re.sub(r"\b(?:ones?|them|they|it|those)\b", "", m.group(0)) if m.group("room") else \
            re.sub(r"\b(?:in|inside|within) (?:them|those)\b", "", m.group(0))  # "rooms that have a ball in them"
        if act in ("pick", "move") and objects and objects[0].endswith("s"):  # "the headphones, if they're there"
            clause = re.sub(r"\b(?:they|them)\b", "it", clause)
        if re.search(rf"\b(?:{_PEOPLE})\b", clause):
            cond.add("person")
        for o in objects:
            if re.search(rf"\b(?:{o}s?|both)\b", clause) or act == "pick" and o == objects[0] and \
                    re.search(r"\b(?:it|present|there|found|available|sees|seen|find|finds|spots|spotted)\b",
                              clause) and \
                    not re.search(rf"\b(?:{_PEOPLE})\b", clause):
                cond.add(o)
    if act == "ask" or re.search(r"\btells? (?:the|a|every|any|some)? ?(?:person|one|anyone|someone|whoever|them)\b|"
                                 r"\bto (?:the|a) person\b|\bto whoever\b", low):
        cond.add("person")
    return sorted(cond, key=lambda c: (c != "person", c))


def _key_text(low: str, act: str | None) -> str | None:
    """The words a question or message must contain: a request's last noun, a message's first noun phrase."""
    if act == "ask":
        m = re.search(r"\b(?:asks?|asking|requests?|requesting|enquires?|inquires?|gets?(?! on| out| to\b))\b"
                      r"(?:,[^,.;]*,)?"
                      r"(?:[^,.;:]*?\b(?:to|whether|if|about|that)\b|\s*:) ([^,.;]*)", low)
        # "asks, only if both are there, the person to put ...", "asks: put the backpack in the basket"
        request = re.split(r"\(|\b(?:when|whenever|if|but|only|while)\b", m.group(1))[0] if m else ""
        words = re.findall(r"[a-z]+", request)
        return words[-1] if words else None
    if act == "say":
        m = re.search(_SAID, low)
        if not m or not m.group(1):  # said as it is, with no "that": read_indoor took the words as the message
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
    if which:  # the rooms without the thing are not named
        return [Expectation("said", text=r) for r in with_all] + \
            [Expectation("not_said", text=r) for r in targets if r not in with_all]
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
