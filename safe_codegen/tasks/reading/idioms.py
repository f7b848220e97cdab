"""Writers' Englishes in the words the reader's rules read (tasks/reader.read_motion reads `plain_words(low)`): a
learner's calques (Mandarin, Spanish, French, Arabic, Portuguese, Dutch, Korean, Polish speakers' habits), a trade's
jargon (a ship's helm orders, an engineer's notation, a dance teacher's counts, a pilot's, a coach's), a hazard said
first or asked as a question, a paper's passive voice and its explanations. Each function is named for the writing
it reads and says in its docstring what it turns into which plain words; any word no rule turns into the reader's
words stays, and the reader refuses the task with it."""

from __future__ import annotations

import re
import unicodedata

from safe_codegen.tasks.reading import vocabulary as V
from safe_codegen.tasks.reading.words import REQUEST, active, addressed, story, verb_forms

# Having the robot do something, said of it by a noun of its own ("gets the rig to pivot", "has the cart make a
# turn"): the causative verb and its object, followed by "to" or by a manoeuvre's verb; never a negation ("makes the
# guard without moving" is no "makes it move"), nor a side or a manoeuvre's adjective ("makes the right turn", "makes
# the sharp left turn": the turn is made, its side kept).
_CAUSERS = "|".join(f for v in ("get", "let", "make", "have", "command", "tell", "instruct", "ask", "direct", "order")
                    for f in verb_forms(v))
_NO_OBJECT = "|".join(sorted(V.SIDES, key=len, reverse=True)) + \
    "|without|not|never|no|sharp|slight|gentle|wide|tight|full|quick|small|big|large|short|long|hard|soft|complete|" \
    "half|quarter|first|second|third|final|last|next|same|slow|fast|u"
_CAUSATIVE = rf"\b(?:{_CAUSERS}|has) (?:the|its|our|this|that|your|my) " \
             rf"(?:(?!(?:{_NO_OBJECT})\b)[a-z-]+ ){{1,3}}?" \
             rf"(?:to |(?=(?:{V.GO}|{V.TURN}|{V.REVERSE})\b))|" \
             r"\btak(?:e|es|ing) (?:the|its|our|this|that|your|my) (?:[a-z-]+ ){1,2}?(?:through|into|round|around)\b"


# Why a task is set, said of it ("; this exercises the coordination of ...", ", which lets you check that ...", "is a
# useful check on your controller"): a lecturer's or a spec's rationale.
_WHY = r"(?:tests?|checks?|exercises?|reveals?|exposes?|isolates?|establishes?|demonstrates?|(?:lets|helps|allows) " \
       r"(?:you|us|one)|makes (?:this|it) an?|is an? (?:[a-z]+ )?(?:check|test))"


# A sentence that explains a move it does not order ("Reversing exposes asymmetries in the drive train that forward
# motion can hide."): its verb says what the exercise shows, its subject is no robot, and it orders nothing.
_EXPLAINS = r"(?:tests?|checks?|exercises?|reveals?|exposes?|isolates?|establishes?|demonstrates?|combines?|" \
            r"contrasts?|ensures?|verifies?|compares?|simplifies?|fixes|helps? you|lets? you|allows? you|" \
            r"is intended to|makes? (?:this|it) an?)"
_ORDERS = r"\b(?:must|should|has to|have to|needs? to|shall|will|always|never|do not|don't|does not|please|make sure|" \
          r"robot|it|you|spot|jackal)\b"


def _around(low: str, start: int, end: int) -> str:
    """The rest of the sentence a span is in, the span's words left out."""
    left = max(low.rfind(c, 0, start) for c in ".!?;\n") + 1
    right = min([i for i in (low.find(c, end) for c in ".!?;\n") if i >= 0] + [len(low)])
    return f"{low[left:start]} {low[end:right]}"


def _stop_for(verb: str, what: str) -> str:
    """A stop ordered for hazards said before it, in the reader's words: "gives way to X" for giving way or yielding,
    "stops for X" (the verb said) else; "make a stop" is a stop (a Turkish speaker's "for pedestrians and for stop
    signs it will stop", "for cars it is giving way")."""
    verb = re.sub(r"^makes? (?:a )?", "", verb)
    return f"gives way to {what.strip()}" if re.match(r"giv|yield", verb) else f"{verb} for {what.strip()}"


def _explained(low: str) -> str:
    """Sentences of explanation left out: a sentence whose verb says what something tests or reveals, said of no
    robot (its subject names none), ordering nothing (no modal, no "always"), and with no number, hazard, side,
    target or signal; a move's words in it ("reversing", "forward motion") are what it explains, not orders."""
    def dropped(m: re.Match) -> str:
        sentence, subject = m.group(0), m.group("subject")
        said = re.search(rf"\d|\b(?:{V.ANY_HAZARD}|target|signal\w*)\b|{V.SIDE}", sentence) or \
            re.search(_ORDERS, subject) or re.search(_ORDERS, sentence[len(subject):].replace("lets you", "").replace(
                "helps you", "").replace("allows you", ""))
        return sentence if said else " " * len(sentence)
    return re.sub(rf"(?:(?<=[.;] )|(?<=^))(?P<subject>(?:[a-z,-]+ ){{1,12}}?){_EXPLAINS}\b[^.;]*(?=[.;]|$)",
                  dropped, low)


# A reason given for an order ("Stop every time you detect a pedestrian, as we don't want anyone bumped.", "Give way
# to pedestrians, as a careful driver always does.", ", because the floor is wet").
# ("because" is no word of the reader's: a reason that orders a move, "drive 2 m because we need to turn left 90
# degrees", is refused, not read as one arc)
_BECAUSE = r",?\s*\b(?:because|(?:as|since) (?:we|i|nobody|no one|(?:a|any) (?:careful|good|sensible|polite) " \
           r"\w+)\b)[^.;,]*"


def _rationale(low: str) -> str:
    """A clause that says why the task is set, or why an order is given, and nothing of the task (no number, hazard,
    side, target, stop or manoeuvre), left out; any other clause stays, read or refused."""
    def dropped(m: re.Match) -> str:
        clause = m.group(0)
        said = re.search(rf"\d|\b(?:{V.ANY_HAZARD}|target|signal\w*)\b|{V.SIDE}", clause) or any(
            V.has(c, clause) for c in (V.GO, V.TURN, V.REVERSE, V.STRAIGHT, V.STOP, V.STILL))
        return clause if said else " " * len(clause)
    return re.sub(_BECAUSE, dropped, re.sub(rf"(?:(?<=[;,])|(?<=[.;] )|^)[^.;,]*?\b{_WHY}\b[^.;]*", dropped, low))


def plain_words(low: str) -> str:
    """The task's words in the reader's: each writer's habits (the functions below) and, for every writer,
    quantities said with an article as numbers ("for a minute" -> "for 1 minute", "a metre" -> "1 metre"),
    engineers' "r = 2 m, t = 5 s" as a radius and a time, "0.75 of a metre" as "0.75 metre", contractions expanded,
    intensifiers before "still" and "at all" dropped, and semicolons inside parentheses made commas (one move's spec)."""
    low = re.sub(r"(?<=[.!?])[ \t]*\n\s*", " ", low)  # a sentence a line: "...!\nFound it?\nSignal!" as typed on one
    low = re.sub(r"\b((?:turn|spin|rotat|pivot)\w*\b(?:(?!\b(?:and|then)\b)[^,.;])*?) right (?:there|here)\b"
                 r"(?! in place| on the spot)",
                 r"\1 in place", low)  # "turn yourself to the left 110 degrees right there": where it is
    low = re.sub(r"\b(?:no (?:walking|moving|driving)|(?:do not|don't) (?:walk|move|drive))\s*:\s*(?=(?:keep )?"
                 r"(?:turn|spin|rotat|pivot))", "in place, ", low)  # "no walking: keep turning left ...": on the spot
    low = _explained(_rationale(re.sub(r"\b(?:right|straight) (?:away|now|then|there|here)\b", "immediately", low)))
    # ("right away": not a side, not ahead)
    low = re.sub(r"\b(?:is |stands? )?planted (?=in place|on the spot)", "", low)  # a commentator's
    low = re.sub(r"\b(?:opens|kicks (?:things|it|off)(?: off)?|gets (?:things|it) started)\b", "starts", low)
    low = re.sub(r"\b((?:stay|stand|remain|wait|keep still)s?) right (?=where\b)", r"\1 ", low)  # "stay right where
    # you are": still, no side
    low = re.sub(r"\bright (?=where\b)", lambda m: "" if re.search(V.SIDE, _around(low, *m.span()))
                 else m.group(0), low)  # "twirls left right where it stands": no side ("spins right where it
    # stands": the side)
    low = re.sub(r"(?<=\bturn)(s|ed)? round and round\b,?", lambda m: m.group(1) or "", low)  # "turns round and
    # round, clockwise" (no turn around)
    low = re.sub(r"\b(?:(?:for|do|does|performs?|executes?|carr(?:y|ies) out) )?the following(?:,? in (?:this )?"
                 r"(?:order|sequence|turn))?(?=\s*(?:[:.?!]|$))|\bin the following (?:order|sequence|way)(?=\s*:)", " ",
                 low)  # "set it up for the following:", "shall perform the following in sequence:", "shall, in the
    # following order:" (what follows, never a walk that follows: a first move, "drive straight", had been read)
    low = re.sub(r"\b1 (?:complete |full |single )?(?=\d+(?:\.\d+)?[- ]?(?:degrees?|deg|°))", "", low)
    low = re.sub(r"\b(makes?|takes?|walks?|drives?|follows?|go(?:es)? round) 1 (?=(?:left |right |clockwise |"
                 r"counter-?clockwise |anti-?clockwise )?"
                 r"(?:turn|bend|arc|curve)\b)", r"\1 a ", low)  # "make one left turn of 70 degree": a turn
    # "do one complete 30 degree turn": the count of one turn; a Ghanaian's "walk one right arc"
    low = re.sub(r"\b(?:and )?(?:do not|don't|does not|doesn't|never) stops? (?:walking |moving |driving )?(?=until\b)",
                 "", low)  # "walk on and don't stop until you see it": walk until
    low = re.sub(r"\b([a-z]{2,})_(?=[a-z]{2,})", r"\1 ", low)  # a programmer's "hold_position()", "target_seen" (an
    # engineer's "t_total" is a variable: _engineering)
    low = re.sub(r"\bbackup(?= \d| for\b| at\b)", "back up", low)  # "backup 8 m": the verb run together
    low = re.sub(r"(?<=\bgo )backside\b", "backwards", low)  # an Indian English speaker's "go backside"
    low = re.sub(r"(?:(?<=\bthen )|(?<=, )|(?<=^))back(?= at \d| for \d| \d)", "reverse", low)  # a verbless step:
    # "Forward at 0.8 m/s for 8.6 s, then back at 1.5 m/s for 4 s!"
    low = re.sub(r"^\s*quick (?:one|1)\b[,:!.]?|^\s*seq(?:uence)? for (?:the )?(?:jackal|robot|spot|rover)\s*:", "",
                 low)  # chat's "quick one 🙏 rotate ...", "seq for the jackal: 1) ..." (its label)
    low = re.sub(r"(?:^|(?<=[.;] ))(?:the )?(?:last|final) (?:bit|part|step|leg)\s*:", "finally,", low)  # "Last bit:
    # turn 150 degrees ..."
    low = re.sub(r"\b(?:second|third|fourth|fifth|sixth) and (?:last|final)(?:ly)?\b", "finally", low)  # a Texan's
    # "Third and last, rotate left ..."
    low = re.sub(r"(?:^|(?<=[.;:] )|(?<=[-–—] ))(1st|2nd|3rd|4th)\b",
                 lambda m: ("first", "second", "third", "fourth")["1234".index(m.group(1)[0])], low)
    # chat's "1st ↩️ left bend ...", "2nd: swing left ...", a texter's "Robot - 1st rotate ..."
    low = _questioned(_malaysian(low))  # (before the stillness said after its condition, below)
    low = re.sub(r"\b(while|as long as|whenever|each time|every time|any time) (?:(?:the |its )?target(?: is|'s)? "
                 r"(in view|in sight|visible|seen|observed|detected)|(?:you|it) (?:can )?(?:see|spot|observe|detect|"
                 r"notice)s? (?:the|its) target)\s*,\s*(?:it |you )?(?:please |kindly )?((?:stand|stay|keep|remain|"
                 r"hold)s? (?:stock[- ])?still|freezes?|stops?|halts?|waits?|(?:do not|don't|does not|doesn't|never) "
                 r"(?:walk|move|drive)|no (?:walking|moving))\b",
                 lambda m: f"{m.group(3)} {m.group(1)} the target is {m.group(2) or 'in view'}", low)  # "while the
    # target's in view, stand still", "whenever you see the target, keep still": the stillness said after its condition
    # (it had been read as a stop before the signal said next, or as stillness for good after it)
    low = re.sub(r"[?!]+(?=\s|$)", ".", low)  # "would you walk ... and stop? Do stop for people", "SIGNAL! Then ...":
    # a request, an order, a sentence
    low = re.sub(r"\b(that|it|there|what|who)'s\b", r"\1 is", low)
    low = re.sub(r"\btarget's (?=(?:spotted|seen|found|sighted|detected|observed|located|in view|in sight|visible)\b)",
                 "target is ", low)  # "till the target's spotted" (not "the target's location")
    low = re.sub(r"\b(?:do not|don't|does not|doesn't|never) (search|look|hunt)(?:es)? (?:for )?(?:any )?longer than\b",
                 r"\1 for no longer than", low)  # "do not search for longer than 10 seconds": at most
    low = re.sub(r"\bspend(?:s|ing)? ((?:at most|up to|no more than|not more than) \d+(?:\.\d+)? ?"
                 r"(?:s|secs?|seconds?)) on (?:it|this|that|the (?:search|hunt|task|job))\b", r"for \1", low)
    # ("but spend no more than 34 seconds on it")
    low = re.sub(r"\bkeep(?:s|ing)? (?:your|its) eyes open\s*[:,]\s*"
                 r"(?=(?:whenever|when|if|while|any time|every time)\b)", "", low)  # "keep your eyes open: whenever a
    # pedestrian ... is in view, you stop" (a rule follows)
    low = re.sub(r"\b(step \d+),? (?:the |and )?(?:last|final)(?: one| 1)?\s*:", r"\1:", low)  # "step 4, the last one:"
    low = _engineering(_calques(_helm(_french(_spanish(_irish(_pidgin(_coaching(_dance(_mandarin(_called_he(story(
        active(_unaccented(low))))))))))))))
    low = re.sub(r"\b\d+-legged\b", "legged", low)  # "four-legged robot": no quantity
    low = re.sub(r"\br ?= ?(?=\d)", "radius ", low)  # "r = 2 m, t = 5 s": an engineer's radius and time
    low = re.sub(r"\bt ?= ?(?=\d)", "in ", low)
    low = re.sub(r"\b(\d+(?:\.\d+)?) of an? (?=(?:deci|centi|milli|kilo)?met(?:er|re)|second|minute|foot|inch|yard|"
                 r"radian|degree)", r"\1 ", low)  # "three quarters of a metre", "36 hundredths of a radian"
    low = re.sub(r"\b(?:perfectly|completely|totally|absolutely|entirely|quite|very|exactly) "
                 r"(?=still|stationary|motionless|where it)", "", low)
    low = re.sub(r"\b(still|stationary|motionless)(?:,? without (?:moving|walking|driving|budging))\b", r"\1", low)
    low = re.sub(r"(?<=\w) at all\b(?! times| costs)", "", low)  # "no walking at all while ...": emphasis
    low = re.sub(r"\b(time|duration) (?:allowed|allotted)\b", r"\1", low)
    low = re.sub(r",? (?:and )?(?:pace|time) it so (?:that )?it takes\b", " taking", low)  # "drive 6 metres, and pace
    # it so it takes 8 seconds": the drive's time (it had been a second drive)  # "time allotted for the move is 7 s"
    low = re.sub(r"\(([^()]*)\)", lambda m: "(" + m.group(1).replace(";", ",") + ")", low)  # "(speed 1 m/s; 4 s)"
    low = re.sub(r"\bright (?=after)", "immediately ", low)  # "right after that": a sequence, not a side
    low = re.sub(r"(?:^|(?<=[.;:] )|,? and )(?:at the same time|meanwhile|in the meantime),? "
                 r"(?=(?:(?!\b(?:turn|drive|walk|reverse|spin|rotate|go|move|roll|curve|arc|pivot|back)\w*\b)[^.;])*?"
                 r"\b(?:stop|halt|pause|wait|yield|give way)\w*\b)",
                 lambda m: " and " if
                 m.group(0).startswith((",", " ")) else "", low)  # a rule said next (a Norwegian's or a Swede's
    # "samtidig": "... in eight seconds. At the same time you stop for people."; "Meanwhile, please stop for ...")
    low = re.sub(r"[,.]? (?:this|which) means(?: that)? (?:it |you )?let(?:s|ting)? them (?:go|pass) (?:first|by|past|"
                 r"ahead)\b", "", low)  # "yield to pedestrians. This means that it lets them go first.": said again
    low = re.sub(r",?\s*\bnot (?:backwards?|forwards?|in reverse|ahead)\s*(?=[,;—–-])|\b(?:do not|don't) (?:go|drive|"
                 r"walk|move|roll) (?:forwards?|backwards?|ahead|in reverse)\s*[—–-]+\s*", " ", low)  # "drive forward,
    # not backward, 5 m", "don't go forward — go backwards": the direction ruled out beside the one said
    low = re.sub(r"\blet (?:any |all |the )?((?:(?:other |all |any |the )?(?:pedestrians?|people|persons?|cars?|"
                 r"vehicles?)(?:,? (?:and|or) |, )?)+) go (?:first|ahead|by|past)\b", r"give way to \1", low)
    # ("let any pedestrians go first", "let pedestrians and cars go first")
    low = re.sub(r"\b(?:can you |could you |please )?go(?:es)? ahead and (?=[a-z])(?!then\b)", "", low)  # "could you
    # please go ahead and roll forward 1.1 m": a request, no move of its own
    low = re.sub(r"\band (?:turn|steer)(?:s|ing)? (?:at random|randomly)\b", "turning at random", low)  # "wander for
    # 19 s and turn randomly": one random walk
    low = re.sub(r"\bbring(?:s)? (?:her|it|him) (?:round|around)\b", "turn", low)  # an Australian's "bring her round"
    low = re.sub(r"\b(?:come|(?<=then )(?:walk|head|go))(s)? on back\b|\bcome(s)? back\b",
                 lambda m: "walk" + (m.group(1) or m.group(2) or "") + " back", low)  # "signal, then come on back", a
    # Texan's "then walk on back": the way back
    low = re.sub(r"\b(?:apart|aside) from (?:that|this)\b|\bother than (?:that|this)\b", "otherwise", low)
    low = re.sub(r"\bsubject to (?:that|this),? ?", "otherwise ", low)  # "gives way to cars and, subject to that, ..."
    low = re.sub(r"\s[&+]\s| plus ", " and ", low)
    low = re.sub(r"\bputs? (.+?) first by (\w+ing) (whenever|when|if|while|each time|any time) (?:they|it) (?:are|is) "
                 r"(detected|seen|spotted|in view)\b", r"\2 \3 \1 are \4", low)  # "puts cars first by stopping when..."
    low = re.sub(r"\bgiv(?:e|es|ing) (?:the|its) [a-z-]+ (?=an? )", "makes ", low)  # "gives the rig a left turn"
    low = re.sub(r"\b(?:shifts?|shifting|puts? it|goes|going) into reverse(?: gear)?,? and ", "", low)  # a gear
    low = re.sub(r"\bclock(?:s|ed|ing)? (?:it |that )?at\b", "in", low).replace(" in its sights", " in sight")
    low = re.sub(r"\b(\d+) frames? (?:at|@) ?(\d+) ?fps\b", lambda m: f"{int(m.group(1)) / int(m.group(2)):g} s", low)
    low = re.sub(r"\b(?:a full 360|(?:one|a|1) (?:full )?(?:turn|revolution|rotation)) every (\d+(?:\.\d+)?) ?"
                 r"(?:s|secs?|seconds)\b", lambda m: f"{360 / float(m.group(1)):g} degrees per second", low)
    low = re.sub(r"\b(in|into|out of) (?:the )?(?:frame|shot)\b", r"\1 view", low)  # a camera's frame: its view
    low = re.sub(r"\bsitting on (?=\d)|\bland(?:s|ing)? it in\b", lambda m: "at " if "sitting" in m.group(0) else "in",
                 low)  # "sitting on 0.5 m/s", "lands it in 4 s"
    low = re.sub(r"\b([a-z]+)'s (?=in\b|there|gone|clear|visible|around|about|here)", r"\1 is ", low)
    low = re.sub(r"\bsend (?:the |our |my |this )?(?:jackal|robot|rover|spot|bot|it) (?=(?:straight|forwards?|ahead|"
                 r"back|backwards|in reverse)\b)", "go ", low)  # "send the jackal straight 4 metres": it goes
    low = re.sub(_CAUSATIVE, "", REQUEST.sub("", low)).lstrip()  # "is asked to turn", "gets the rig to pivot": it
    # turns, pivots
    low = re.sub(r"\b(\d+) ?(?:m|met(?:er|re)s?) (?:and )?(\d{1,2})(?: ?(?:cm|centimet(?:er|re)s?)\b|(?![\d.])(?! ?(?:"
                 r"mm|dm|km|m|s|ms|secs?|seconds?|mins?|minutes?|deg|degrees?|°|%|rad|radians?|met(?:er|re)s?|"
                 r"mtrs?|ft|feet|times?|fps)\b))", lambda m: f"{float(m.group(1)) + float(m.group(2)) / 100:g} m", low)
    # "7 metres 40 centimetres", "four metres seventy" (the centimetres unsaid)
    low = re.sub(r"\b(for|in|over|taking|within|lasting|during) (?:a|an|one) (minute|second)\b", r"\1 1 \2", low)
    low = re.sub(r"\b(?:end to end|on the clock|(?:to|and) come (?:a)?round)\b", " ", low)  # "4 s end to end"
    low = re.sub(r"\b(?:(?:on|in|over) )?(?:an? )?(\d+(?:\.\d+)?)[- ]?(?:seconds?|secs?|s) count\b", r"in \1 s", low)
    # a stage manager's "on a five-second count", "7.1-second count"
    low = re.sub(rf"\b(for|to) ((?:(?:for |to )?(?:other |all |any |the )?{_HAZARD_ITEM})+)"
                 r"(?:,? ?(?:along|on) the way)?"
                 r"(?:,? ?(?:it|you|the robot))? (?:(?:must|has to|have to|should|needs? to|will|shall|is) (?:to )?|"
                 r"(?:shall|must|should|will) (?:you|it) )?"
                 r"(?:(?:always|kindly|please) )*"
                 r"(stops?|pauses?|waits?|halts?|yields?|makes? (?:a )?(?:pause|stop)|giv(?:e|es|ing) way)"
                 r"(?=\s*(?:[,.;]|$|(?:and )?then\b))",
                 lambda m: m.group(0) if m.group(1) == "to" and not re.match(r"yield|giv", m.group(3)) else
                 _stop_for(m.group(3), re.sub(r" (?:for|to) ", " ", m.group(2))), low)  # "for people it stops", "for
    # cars you make stop", "for cars it must wait", a German speaker's "for passers-by and stop signs it must always
    # stop", a Persian speaker's "to pedestrians kindly yield", "for people along the way stop", a Swede's "for people
    # shall you pause": the hazard said first
    low = re.sub(rf"\b{_HAZARD_LIST}(?:along the way |on the way )?(?:make|makes|bring|brings) (?:you|it) (?:to )?"
                 r"(?:a )?(stop|halt|pause|wait)\b", r"stops for \1", low)  # "pedestrians make you stop", "cars bring
    # you to a halt"
    low = re.sub(r"(?<=[.!?;] )(?:(?:good|great|ok|okay|right|alright|nice),? )?now,? ", "then ", low)  # a coach's
    # "Good, now ..." after a step: the next one
    low = re.sub(r"^\s*(?:(?:ok|okay|so|alright),? )?right,? (?=(?:jackal|spot|robot|the robot)\b)", "", low)
    # "Right, jackal: go ...", "Right jackal, reverse ...": a speaker's "right" before the robot's name, no side
    low = re.sub(_ORDERED_STOP, lambda m: _stop_for(m.group("verb"), m.group("what")), low)
    low = re.sub(r"\bgiv(e|es|ing) (?:(?:them|him|her|it) )?the way\b|\bgiv(e|es|ing) (?:them|him|her) way\b",
                 lambda m: f"giv{m.group(1) or m.group(2)} way", low)  # "give them the way": a learner's "give way"
    return addressed(re.sub(r"\b(?:a|one) (met(?:er|re)|foot|kilomet(?:er|re))\b", r"1 \1", low))


# An engineer's notation, in words the reader reads (ROS REP 103: x forward, positive yaw counter-clockwise): units in
# brackets, variables assigned ("v = 0.5 m/s", "t_total = 3 [s]", "Δθ = 90°", "ω = 0.3 rad/s", "|Δx| = 2 m"), axes
# ("+x", "-x", "+z yaw"), a zero command ("cmd_vel = 0", "linear.x = 0"), steps ("S1:"), "hazards -> stop".
_ASSIGNED = ((r"(?:\|?v\|?|vel|velocity|speed|\|?linear\.x\|?)", "at "), (r"(?:t|dt|t_total|t_tot|duration|time)", "in "),
             (r"(?:\|?ω\|?|omega|\|?angular\.z\|?|yaw rate)", "at "),
             (r"(?:d|s|dist|distance|\|?δx\|?|\|?dx\|?|Δθ|δθ|dθ|θ|theta|angle)", ""))
_HAZARD_ITEM = rf"(?:{V.ANY_HAZARD})(?:,| and| or| ?/)? ?"  # "pedestrian/stop sign"
_HAZARD_LIST = rf"((?:(?:other |all |any |the )?{_HAZARD_ITEM})+)"  # "pedestrians, vehicles and stop signs"
# A stop ordered on a hazard seen, with no "if": "see a person, you wait", "pedestrian or car in view, you stop",
# "pedestrian, car or stop sign spotted: halt until it clears" (a sentence of its own); the hazard as the topic
# ("pedestrian and stop sign, need stop", "on the way, people, must stop", "pedestrians — give them way",
# "pedestrians you must give way", a commentator's "pedestrians, cars, it stops for them" and "any pedestrian in sight
# and it waits"), and a note's "on pedestrian/stop sign: stop"; a Texan's "you see a pedestrian, you wait on 'em".
_SEEN = r"(?:is |are )?(?:in view|in sight|in (?:your|its|the) (?:path|way)|on the way|spotted|sighted|seen|detected|" \
    r"observed|appears?|shows? up)"
_ORDERED_STOP = rf"(?:^|(?<=[.;:,] ))(?:(?:on|along) the way,? |en route,? )?" \
    r"(?:(?P<lead>(?:you )?(?:see|spot|sight)s?|on|" \
    r"(?:up)?on (?:encountering|meeting|seeing|spotting|sighting|detecting|observing)) )?" \
    rf"(?P<what>(?:(?:an? |any |other |all )?{_HAZARD_ITEM})+)" \
    rf"(?:(?(lead)|{_SEEN})\s*[,:]?|\s*(?:[,:]|—)|(?= (?:you|it)\b))\s*(?:and )?(?:you |it |(?:the )?robot )?" \
    r"(?:all )?" \
    r"(?:(?:must|need to|needs to|needs|need|should|shall|will|has to|have to|always|immediately) )*" \
    r"(?P<verb>stops?|waits?|halts?|holds?|pauses?|freezes?|yields?|giv(?:e|es) (?:them )?(?:the )?way)" \
    r"(?: (?:for|on) (?:them|it))?(?: until (?:it|they|the way) (?:clears?|is clear))?" \
    r"(?=\s*(?:[,.;]|$|and (?:then |thereafter )?(?:carr|continu|resum)))"


_ASKED = r"(?:^|(?<=[.!?;:] ))"
_SEEN_ASKED = rf"(?:{_SEEN}|there|around|ahead|about|nearby|near|close by)"


def _questioned(low: str) -> str:
    """A condition asked as a question, the order after it (a coach's, a sergeant's): "Pedestrian or stop sign?
    Stop, then carry on!", "Person in view? Wait!", "See a person? Wait!" (a hazard said first: read as ordered
    stops are); "Target in view? Stand still!" (still while it is in view); "Found it? Signal and stop!" (when it
    finds the target). The question mark would otherwise end a sentence that says nothing."""
    def hazard(m: re.Match) -> str:
        what = m.group("what").strip()
        seen = m.group("seen") if m.group("seen") and re.fullmatch(_SEEN, m.group("seen")) else "in view"
        return f"{m.group('lead')} {what}: " if m.group("lead") else f"{what} {seen}: "
    low = re.sub(rf"{_ASKED}(?:(?P<lead>see|spot)s? )?(?P<what>(?:(?:an? |any |the )?{_HAZARD_ITEM})+?)\s*"
                 rf"(?P<seen>{_SEEN_ASKED})?\?\s+", hazard, low)
    low = re.sub(rf"{_ASKED}(?:see|spot|find)s? (?:the )?target,? (?:you )?(?=signal)", "when it sees the target, ",
                 low)  # "See the target, signal": an order on a sight, with no "when"
    low = re.sub(rf"{_ASKED}(?:the )?target (?:is )?(in view|in sight|visible|spotted|seen)\?\s+(?:\d+[.)]\s+)?"
                 r"((?:stand|keep|stay|hold) still|freeze|no walking|do not walk|don't walk|stop|hold|wait)\b",
                 lambda m: f"{m.group(2)} while the target is {m.group(1)}" + (
                     "," if m.string.startswith(" and", m.end()) else ""), low)
    low = re.sub(rf"{_ASKED}(?:(?:you )?(?:found|find|see|spot|sight)s? (?:it|the target)|(?:the )?target (?:found|"
                 r"spotted|seen|located))\?\s+(?:\d+[.)]\s+)?", "when it finds the target, ", low)  # (a numbered list's
    # next item: "2. Found it? 3. Signal!" is one step, the list's numbers then broken, and the task refused)
    return re.sub(r",\s*(?:yes|yeah|ok|okay)\?(?=\s|$)", ".", low)  # a tag question: "give way to cars, yes?"


def _called_he(low: str) -> str:
    """The robot called "he" (il, el, huwa: a motion task's "he" is the robot, its people are pedestrians and persons)
    as "you" is, then read as "it" (words.addressed: "he stop" -> "it stops"); "the robot it turns" (an Arabic
    speaker's resumptive pronoun) as "it turns"; "his place" as its place."""
    low = re.sub(r"\bthe robot,? (?:it|he|she)\b", "you", low)
    return re.sub(r"(?<!\bas )\b(?:he|she)\b(?!'s)", "you", low).replace(" his ", " its ")  # ("steady as she goes")


def _calques(low: str) -> str:
    """A Spanish speaker's English and a care note's shorthand, in words the reader reads: "always that" (siempre
    que) as "whenever", "the objective" as the target, "some pedestrian" as "a pedestrian", "sign of stop" as a stop
    sign, "realizes a turn" as "makes", "velocity of turn" as a turning rate, "(L)"/"(R)" as sides, "f/b" as
    "followed by", "in situ", "in the same site", "over itself" and a Turkish speaker's "on its place" as in place,
    "going to back" as going back, "incase" as "in case", and explanations said beside the rule they explain
    ("respecting people, that is, it stops ...")."""
    low = re.sub(r"\b(?<!provided )(?<!provided, )(?:always|every time|each time|all the time) that\b", "whenever",
                 low)  # (a contract's "provided always that": a proviso)
    low = re.sub(r"\btaxi(?:s|es|ing)?\b", "drives", low)  # a pilot's taxiing: driving on the ground
    low = re.sub(r"(?:^|(?<=[.;] ))(initial|final):", lambda m: "first," if m.group(1) == "initial" else "finally,",
                 low)  # a flight plan's "Initial: ... Final: ..."
    low = re.sub(r"\bmeanwhile (?=the |it |a |an |some |any )", "while ", low)
    low = re.sub(r"\b(?:the|its|an) objective\b", "the target", low)
    low = re.sub(r"\bincase\b", "in case", low)  # a slip common enough to be a spelling
    low = re.sub(r"\b(?:is )?going to back\b", "goes back", low)  # "is going to back with 0.4 m/s" (geri gitmek)
    low = re.sub(r"\bsome (?=pedestrian|car|vehicle|person|people|one|sign|stop)", "a ", low)
    low = re.sub(r"\bsigns? of stop\b", "stop sign", low)
    low = re.sub(r"\breali[sz](?:e|es|ing)\b", "makes", low)
    low = re.sub(r"\b(?:velocity|speed) of (?:turn|rotation|turning)\b", "turn rate", low)
    low = re.sub(r"\(([lr])\)", r" \1 side ", low).replace("f/b", "followed by")
    low = re.sub(r"\bonce settled,|\band after(?:,|(?= [a-z]+s\b)(?! (?:it|its|this|that)\b))|"
                 r"\blater,? (?=(?:it )?[a-z]+s\b)", " then ", low)
    # "and after advances", "and after, it comes back" (y después); not "after it finds"
    low = re.sub(r"\bin (first|second|third|fourth|fifth|sixth) place,", r"\1,", low)  # "en primer lugar"
    low = re.sub(r"\bgiv(?:e|es|ing) (?=an? (?:turn|rotation|curve|spin)\b)", "makes ", low)  # "da un giro"
    low = re.sub(r"\bputs? (?:the|in) reverse gear,? and ", "", low).replace("via an arc", "along an arc")
    low = re.sub(r"\bin situ\b|\bin the same (?:site|place)\b|\bover itself\b|\bwithout displacing itself\b|"
                 r"\bon its own site\b|\bon its (?:place|spot)\b", "in place", low)  # Latin; the Spanish "sobre sí
    # mismo", "en el mismo sitio"
    return re.sub(r"\brespecting (?:the )?(?:people|pedestrians|persons),? that is,|\bhaving care with (?:the )?"
                  r"(?:people|pedestrians|persons)\s*:|\bwith (?:safety|the) precautions\s*:|"
                  r"\bin doing (?:it|so|this)\b|\(safety priority\)", " ", low)


def _mandarin(low: str) -> str:
    """A Mandarin speaker's English, in words the reader reads: full-width punctuation as ASCII, "every second 0.8
    meter" (meimiao) as 0.8 meter per second, the hour hand's direction as clockwise (the inverse one counter-clockwise),
    the original or same place (yuandi) as in place, "straightly" as straight, the front side and the back direction
    as forward and backwards, "keep, continue, use, spend N s" as for N s, "until the distance reach N m" as N m,
    "does left turning" and "does reversing" as turns left and reverses, "personnel" as a person, "meet, see, detect
    any" (and "until observe target", "if detect person") as "it sees", "robot no moving" as a negation, "let robot"
    as the robot, "stay without moving" as still, a "stop-and-yield sign" as a stop sign, "sends (out) a signal" as
    signals, "total 2 steps:" and "divide into 4 steps:" as a count of steps, and "during the whole process" and
    "notice:" left out."""
    low = low.translate(str.maketrans({"，": ", ", "。": ". ", "；": "; ", "：": ": ", "！": "! ", "？": "? ",
                                       "（": " (", "）": ") "}))
    low = re.sub(r"\bevery second,? (\d+(?:\.\d+)?) ?(met(?:er|re)s?|m|degrees?|°|radians?|rad)(?![\w/])",
                 r"\1 \2 per second", low)
    low = re.sub(r"\b(?:in |along |toward |towards )?(?:the )?(?:inverse|reverse|opposite) hour[- ]hand direction\b",
                 "counter-clockwise", low)
    low = re.sub(r"\b(?:in |along |toward |towards )?(?:the )?hour[- ]hand direction\b", "clockwise", low)
    low = re.sub(r"\bdoes (?:(left|right) turning|(?:an? )?(left|right) turn)\b", r"turns \1\2", low)
    low = re.sub(r"\bdoes (?:original[- ]place|in[- ]place) (?:turning|rotation)\b", "turns in place", low)
    low = re.sub(r"\bdoes reversing\b", "reverses", low)
    low = re.sub(r"\bstops? (?:at |in )?(?:the )?(?:same|original)[- ](?:place|position) all the time\b",
                 "stays still all the time", low)  # no hazard's stop: one for the whole task
    low = re.sub(r"\b(?:(?:in|at|on) )?(?:the )?(?:original|same)[- ](?:place|position)\b|"
                 r"\bwithout moving (?:its )?position\b", "in place", low)
    low = re.sub(r"\bstraightly\b", "straight", low)
    low = re.sub(r"\b(?:the )?(?:robot|it) no (?=(?:moving|walking|driving|move|walk|drive)\b)", "it does not ", low)
    # "Robot no moving, just watch for target" (bu dong): "no moving" after its subject was dropped, a walk read
    low = re.sub(r"\b(?:please )?(?:help me )?let (?:the )?(robot|spot|jackal|rover)\b", r"\1", low)  # "please let
    # robot go" (rang), a Dutch speaker's "let Spot walk" (laat)
    low = re.sub(r"\b(then|so) (must|has to|will|should|can) it\b", r"\1 it \2", low)  # "then must it stop" (dan
    # moet hij)
    low = re.sub(r"\b(must|have|has|need|needs) to to\b|\bmust to\b", lambda m: "must" if m.group(0).startswith(
        "must") else f"{m.group(1)} to", low)  # a Korean speaker's "must to give way"
    low = re.sub(r"\b(target|it) coming (?=in(?:to)? view\b)", r"\1 comes ", low)  # "when target coming in view"
    low = re.sub(r"\b(goes|go|going) further\b|\bcontinues? (?:to )?go(?:ing)?\b", "continues", low)  # "continue go"
    low = re.sub(r"\b(target|it) show up\b", r"\1 shows up", low)
    low = re.sub(r"\bon the end\b,?", "finally,", low)  # a Polish speaker's "on the end" (na koniec)
    low = re.sub(r"\b(?:to|towards?) (?:the )?front(?: side| direction)?\b(?! of)", "forward", low)
    low = re.sub(r"\b(?:to|towards?) (?:the )?back (?:side|direction)\b", "backwards", low)
    low = re.sub(r"\b(left|right) (?:side|direction)\b", r"\1", low)
    low = re.sub(r"\b(?:keep|keeps|continue|continues|total use|total|use time|use|spend|spends|need|needs)\s+"
                 r"(?=\d+(?:\.\d+)? ?(?:s|secs?|seconds?)\b)", "for ", low)
    low = re.sub(r"\b(\d+(?:\.\d+)? ?(?:s|secs?|seconds?)) time\b", r"\1", low)
    low = re.sub(r"(?<=\d)(?: ?(?:s|secs?|seconds?)) to finish\b", " s", low)
    low = re.sub(r"\b(?:and )?finish(?:es)? it (?=in \d)", "", low)
    low = re.sub(r"\buntil (?:the )?distance reach(?:es)? (?=\d)", "for ", low)
    low = re.sub(r"\baccording to (?:the )?radius (\d+(?:\.\d+)? ?(?:cm|m|met(?:er|re)s?)) ((?:turns?|rotates?)\b[^,;.]*)",
                 r"\2 on a radius of \1", low)  # the turn's radius said before its verb
    low = re.sub(r"\bpersonnel\b", "person", low)
    low = re.sub(r"\bstop-and-yield signs?\b", "stop sign", low)
    low = re.sub(r"\bcoming (cars?|vehicles?)\b", r"\1", low)
    low = re.sub(r"\b(when|if|whenever|until|till|once|after|then|time) (?:meet|see|detect|encounter|find|discover|"
                 r"observe|spot|notice)s? (?=any |a |an |the |it\b|(?:target|pedestrians?|people|persons?|cars?|"
                 r"stop signs?|someone|anyone)\b)", r"\1 it sees ", low)  # "until observe target", "if detect person"
    low = re.sub(r"\bif (?:have|has|there have) (?=(?:a |any )?(?:pedestrians?|people|persons?|cars?|stop signs?)\b)",
                 "if there are ", low)  # "if have pedestrians" (se tiver)
    low = re.sub(r"\bpay(?:s|ing)? attention to [^:.;]*:\s*", "", low)
    low = re.sub(r"\b(?:while|during) (the target is (?:in view|in sight|visible|seen)), ((?:do not|does not|don't|not) "
                 r"walk|stands? still|keeps? still)\b", r"\2 while \1", low)  # not after it signalled: while it sees it
    low = re.sub(r"\bno\.(?=\d)", "no. ", low)
    low = re.sub(r"\bstops? down\b", "stops", low)
    low = re.sub(r"(?:^|(?<=[:,;] )|(?<=\band ))(?:meet|see|detect|encounter)s? (?=any |an? )", "if it sees ", low)
    low = re.sub(r"\bafter finish(?:ing)?,", "then", low)
    low = re.sub(r"\bafter clear\b", "once it is clear", low)
    low = re.sub(r"\bfollow by\b", "followed by", low)
    low = re.sub(r"\bstep (\d+),", r"step \1:", low)
    low = re.sub(r"\btakes? (\d+(?:\.\d+)? ?(?:m|met(?:er|re)s?)) as (?:the )?radius\b", r"radius \1", low)
    low = re.sub(r"\bbacks? the (?:car|robot|vehicle)\b", "reverses", low)
    low = re.sub(r"\bguards (?=in place\b)", "stays ", low)
    low = re.sub(r"\b(stay|stays|remain|remains|keep|keeps) without moving\b", r"\1 still", low)  # sem se mexer
    low = re.sub(r"\bwhen (?:it sees the target|(?:the )?target (?:is )?(?:in view|in sight|visible|seen|observed)),? "
                 r"(?:it )?((?:stands?|stays?|keeps?) (?:still|in place)|(?:does )?not walk)"
                 r"(?: and (?:does )?not walk)?",
                 r"\1 while the target is in view,", low)  # kandao mubiao shi: while it sees it; "when target is in
    # view, it stands still and signals" (a stillness while it is seen, then the signal: no stop after it)
    low = re.sub(r"\bgo(?:es)? on\b", "continues", low)
    low = re.sub(r"\b(they|it|he|she) go(?:es)? away\b", r"\1 leaves", low)
    low = re.sub(r"\b(?:the )?target (?:come|appear)\b", "the target appears", low)
    low = re.sub(r"\bthe target in (view|sight)\b", r"the target is in \1", low)
    low = re.sub(r"\bduring (?=seeing\b|the target\b)", "while ", low)
    low = re.sub(r"\b(send|sends|sending|give|gives|giving) (?:out )?(?:an? )?signal\b", lambda m: {
        "send": "signal", "give": "signal", "sending": "signalling", "giving": "signalling"}.get(m.group(1), "signals"),
                 low)  # ("you give signal": you signal)
    low = re.sub(r"\b(?:need|needs) (?:to )?stop\b", "stops", low)
    low = re.sub(r"^(?:total|divided? into) (?=\d+ steps\b)|^the steps as follows\s*:", "", low)
    low = re.sub(r"\b(?:the )?(\d)(?:st|nd|rd|th) step\b", r"step \1:", low)
    return re.sub(r"\b(?:during )?the whole process,?|\bnotice\s*:", " ", low)


def _dance(low: str) -> str:
    """A dance teacher's English, in words the reader reads: counts at a tempo as seconds ("12 counts at 128 bpm":
    5.625 s), "of floor" left out, moonwalking as reversing, swooping and curling as curving, a pirouette as a spin,
    "rolls it back" and the like as a reverse (BACK), a combo's moves as a count of steps, "flows on", "let's go" and
    "safety first" left out, "on the last phrase" and "to close" as finally, "on with the routine" as carrying on,
    holding a freeze or a pose as standing still, and "without leaving its mark" as in place."""
    low = re.sub(r"\b(?:the next )?(\d+) counts? (?:at|@) ?(\d+(?:\.\d+)?) ?bpm\b",
                 lambda m: f"{round(int(m.group(1)) * 60 / float(m.group(2)), 6):g} seconds", low)
    low = re.sub(r"\bof floor\b|,? like a freeze[- ]frame\b|\blet's go\s*:|\bsafety first,?", " ", low)
    low = re.sub(r"\b(?:and )?flows? on(?: and)?\b", " ", low)
    low = re.sub(r"\bmoonwalk(?:s|ing)?\b", lambda m: "revers" + ("ing" if m.group(0).endswith("ing") else "es"), low)
    low = re.sub(r"\b(?:swoop|curl)(s|ing)?\b", lambda m: "curv" + (m.group(1) or "e") if m.group(1) != "s" else
                 "curves", low)
    low = re.sub(r"\bpirouettes?\b", "spin", low)
    low = re.sub(r"^(?:an? )?(\d+)-move combo\s*:|^combo of (\d+)\s*:", lambda m: f"{m.group(1) or m.group(2)} moves:",
                 low)
    low = re.sub(r"\b(\d)(?:st|nd|rd|th) move,", r"move \1:", low)
    low = re.sub(r"\b(?:and )?(?:on the last phrase|to close)\b,?|\blast move\s*:", " finally ", low)
    low = re.sub(r"\bon the next phrase\b,?", " then ", low)
    low = re.sub(r"\bstraight into the next\s*:", " then ", low)
    low = re.sub(r"\bon with (?:the routine|it)\b", "carries on", low)
    low = re.sub(r"\b(?:stays?|staying|holds?|holding|hits?|hitting|keeps?|keeping) (?:in )?(?:a |its |that |the )?"
                 r"(?:still )?(?:freeze|pose)\b|\bstay(?:s|ing)? frozen(?: on the spot| in place)?", "stays still", low)
    praise = r"(?:lovely|beautiful|nice)(?: and (?:smooth|even|easy|controlled|steady|gentle|slow|patient))?"
    low = re.sub(rf"(?:^|(?<=[.!?] )){praise}\s*[.!](?:\s+|$)", "", low)  # a sentence of its own ("Nice and steady.")
    # gone whole: its stop left alone had joined the steps around it ("... 0.5 m/s. . now turn ...": one move)
    low = re.sub(rf"\b{praise}\b|,? like a statue\b|"
                 r"\bfrom the top,?|\b(?:and )?remember\s*:", " ", low)
    low = re.sub(r"\b(?:and )?(?:we give|giving) it (?=\d)|\bstretch(?:es|ing|ed)?(?: it)? over\b", "in ", low)
    low = re.sub(r"\b(?:scanning|spotting|looking) (?:round |around )?the (?:room|floor|space) for\b", "looking for", low)
    low = re.sub(r"\bstays? put in its (?:final )?pose\b", "stays put", low)
    low = re.sub(r"\bthrows? (?:out )?an? signal\b", "signals", low)
    return re.sub(r"\bwithout leaving (?:its|the) mark\b", "in place", low)


def _coaching(low: str) -> str:
    """A driving instructor's words for a manoeuvre (the lesson's asides are its frame: reading/framing.py; "nice and
    steady" is the dance teacher's "nice and smooth"): "pop it in reverse and", "straighten up and drive"."""
    low = re.sub(r"\bpops? it in(?:to)? reverse(?: gear)?,? and ", "", low)
    return re.sub(r"\bstraighten(?:s|ing)? (?:out|up),? and (?=(?:then )?(?:go|drive|roll|head)\w*\b)", "", low)


def _pidgin(low: str) -> str:
    """A West African (Nigerian, Ghanaian) English speaker's words, in the reader's: "abeg", "(please) I beg" and a
    closing "o" or "you hear?" as courtesy, "dey" as "is (there)", "let it wait" (the robot made to act) as "wait",
    "for the same spot" as on it, "spend at most 28 s walking" as walking for at most 28 s; "am" (it: "keep am at 1.5
    m/s", "when you find am"), "make e take 4 seconds" and "take 6 seconds do am" (taking), "where you dey (stand)",
    "dey for view" and "show for your eye" (in view), "the target show" (appears), "waka" (walk), "last last"
    (finally), "next one", "after that one" (next, after that)."""
    low = re.sub(r"\babeg\b,?|(?:\bplease,? )?\bi beg(?: you)?\b,?|,? \bo\b(?=\s*[.!]|\s*$)|,? you hear\b\??", " ", low)
    low = re.sub(r"\b(keep|find|see|spot|tell|hold)(s?) am\b", r"\1\2 it", low)
    low = re.sub(r"\bmake (?:e|it) take\b", "taking", low)
    low = re.sub(r"\btake (\d+(?:\.\d+)? ?(?:s|secs?|seconds?)) (?:to )?do (?:am|it)\b", r"taking \1", low)
    low = re.sub(r"\b(?:for )?where you dey stand\b", "where you stand", low).replace("where you dey", "where you are")
    low = re.sub(r"\b(?:dey|is|are) for view\b|\bshows? for (?:your|its) eyes?\b", "is in view", low)
    low = re.sub(r"\b(target|it) show\b", r"\1 appears", low)
    low = re.sub(r"\bwaka\b", "walk", low)
    low = re.sub(r"(?:^|(?<=[.;:] ))last last\b", "finally", low)
    low = re.sub(r"(?:^|(?<=[.;:] ))(next|after that) (?:one|1)\b", r"\1", low)
    low = re.sub(r"\b(stand|stay)(s?) (?:one|1) place\b", r"\1\2 in place", low)
    low = re.sub(r"\bdey(?= there\b)|\bdey\b(?=\s*[,.;!]|\s*$)",
                 lambda m: "is" if m.string.startswith(" there", m.end()) else "is there", low)
    low = re.sub(r"\blet (?:it|him|her|(?:the )?robot|spot|jackal) (?!(?:know|go|run|ride|be|roll)\b)", "", low)
    # ("let them know": say; "let it go for 10 s", "let it run": the same move, kept on)
    low = re.sub(r"\b(?:for|inside) (the same|one|1) (spot|place)\b", r"on \1 \2", low)
    return re.sub(r"\bspends? ((?:at most |up to |no more than )?\d+(?:\.\d+)? ?(?:s|secs?|seconds?)) (\w+ing)\b",
                  r"\2 for \1", low)


def _malaysian(low: str) -> str:
    """A Malaysian English speaker's words, in the reader's: "got" for there being something ("Got pedestrians,
    pause.", "whenever got people, stop"), a subject left out ("until can see the target", "Can see the target,
    keep still."), "found already" (once found)."""
    low = re.sub(r"(?:^|(?<=[.;!?] ))(?:(?:on|along) the way,? )?got (?=(?:an? |any )?(?:pedestrians?|people|persons?|"
                 r"cars?|stop signs?|vehicles?|someone|anyone)\b)", "if there is ", low)
    low = re.sub(r"\b(whenever|when|if|while|once|where) got\b", r"\1 there is", low)
    low = re.sub(r"\b(while|whenever) can see (?:the |its )?target\b", r"\1 the target is in view", low)
    low = re.sub(r"(?:^|(?<=[.;!?] ))can see (?:the |its )?target\b", "while the target is in view", low)
    low = re.sub(r"\b(whenever|when|while|until|till|once|if) can see\b", r"\1 it sees", low)
    low = re.sub(r"(?:^|(?<=[.;!?] ))can see\b", "while it sees", low)
    return re.sub(r"(?:^|(?<=[.;,!?] ))found already,?(?: then)?\b", "when it finds it,", low)


def _irish(low: str) -> str:
    """An Irish English speaker's words, in the reader's (a spoken "c'mere" is the frame's: framing.py): "sure (look)"
    as discourse, the robot "'s to" do a thing as "is to", and the "after" perfect ("when it's after doing that",
    "once it's after that turn": once it has done it) as "after that" (its ", like" and ", mind": framing.py)."""
    low = re.sub(r"(?<!\bmake )(?<!\bbe )(?<!\bfor )(?<!\bnot )(?<!\bvery )\bsure(?: look)?\b,?(?! (?:to|that)\b)", "",
                 low)  # ("make sure that it stops", "be sure to": an order)
    low = re.sub(r"\b(jackal|spot|robot|rover|bot)'s (?=to\b)", r"\1 is ", low)
    return re.sub(r"\b(?:and )?(?:when |once )?(?:it is|it's|you are|you're) after (?:\w+ing )?(?:all )?"
                  r"(?:that|this|it)(?: (?:turn|move|step|bit|drive|spin|arc|manoeuvre|maneuver))?\b", "after that",
                  low)


def _spanish(low: str) -> str:
    """A Spanish speaker's English, in words the reader reads: a rate "by second", "for second" or "in second" (por
    segundo, fi al-thaniya) as per second (without them "0.4 meters by second" was a distance), "gives the
    preference" (da preferencia) as gives way, "founds" as finds, "and after it turns" (y después) as then, "is
    necessary to" as must, and "makes the signal" as signals."""
    low = re.sub(r"\b(\d+(?:\.\d+)? ?(?:(?:kilo|centi)?met(?:er|re)s?|k?m|radians?|rad|degrees?|deg|°)) (?:by|for|in) "
                 r"(second|minute|hour)\b", r"\1 per \2", low)
    low = re.sub(r"\bgiv(e|es|ing) (?:the )?preference to\b", r"giv\1 way to", low)
    low = re.sub(r"\bfounds\b", "finds", low)
    low = re.sub(r"(?:^|(?<=[.;:] ))(?:it )?is (?:very )?(?:necessary|obligatory|mandatory) (?:to )?", "it must ", low)
    # "Is necessary to stop for pedestrians" (es necesario, é necessário)
    low = re.sub(rf"(?:,|,? and) after,? (?=(?:it |she |you )?(?:{V.GO}|{V.TURN}|{V.REVERSE})(?!\w))", ", then ", low)
    return re.sub(r"\bmak(e|es|ing) the signal\b", lambda m: {"e": "signal", "es": "signals"}.get(m.group(1),
                                                                                            "signalling"), low)


def _unaccented(low: str) -> str:
    """Latin letters with their accents as plain ones ("mètres", "quadrupède", "à"): a writer's own spelling of an
    English or borrowed word (never the degree or ordinal signs, which are no letters)."""
    bases = (unicodedata.normalize("NFD", c)[0] for c in low)  # a letter's base, its accents decomposed off it
    return "".join(b if c.isalpha() and b.isascii() else c for c, b in zip(low, bases))


def _french(low: str) -> str:
    """A French speaker's English, in words the reader reads: the trigonometric (direct) sense as counter-clockwise
    and the sense of the watch's needles as clockwise, "back march" and "front march" (marche arrière, avant) as
    reverse and forward, "on place" and "in the place" (sur place, no lugar) as in place, "recoils" (recule) as
    reverses, "ray" (rayon) as radius, "virage" as a turn, a stop
    "panel" (panneau) as a stop sign, "effectuates" as makes, "enchains" (enchaîne) as does, "1/" as a step's
    number, "in presence of" as "for", "if ever" as "if", "after what" as "then", "to finish" as "finally", the
    field of vision as view, and the emphasis of an obligation ("imperatively", "attention:") left out."""
    low = re.sub(r"\b(?:in the )?(?:inverse|contrary|opposite) (?:sense|direction) (?:of|to) the "
                 r"(?:watch|clock)(?:'s)? needles\b|\b(?:in the )?(?:trigonometric|direct) (?:sense|direction)\b",
                 "counter-clockwise", low)
    low = re.sub(r"\b(?:in the )?(?:anti-?trigonometric|indirect|retrograde) (?:sense|direction)\b|"
                 r"\b(?:in )?the (?:sense|direction) of the (?:watch|clock)(?:'s)? needles\b", "clockwise", low)
    low = re.sub(r"\b(?:in |on )?(?:back|rear|reverse) march\b", "in reverse", low)
    low = re.sub(r"\b(?:in )?(?:forward|front) march\b|\bin front\b(?! of)", "forward", low)
    low = re.sub(r"\brecoil(s|ing|ed)?\b", lambda m: "revers" + {"s": "es", "ing": "ing", "ed": "ed"}.get(
        m.group(1) or "", "e"), low)
    low = re.sub(r"\b(\d+(?:\.\d+)?) ?(m|met(?:er|re)s?) of ray\b", r"radius \1 \2", low)  # "a circle of 2 m of ray"
    low = re.sub(r"\bray\b", "radius", low).replace("virage", "turn")
    low = re.sub(r"\bstop panels?\b", "stop sign", low)
    low = re.sub(r"\beffectuat(?:e|es|ing)\b", "makes", low)
    low = re.sub(r"\benchain(?:s|ing)?\b", "does", low)
    low = re.sub(r"(?<![\w/.])(\d+)/(?= [a-z])", r"(\1)", low)  # "1/ rolls ...": a numbered step
    low = re.sub(r"\bin (?:the )?presence of\b", "for", low)
    low = re.sub(r"\b(?:on|at|in) the (?:same )?(?:place|spot) where it (?:stands|is)\b", "in place", low)
    low = re.sub(r"\bon (?:it|her|him)self\b|\b(?:on|at|in) (?:the |his |her |its )?(?:same )?place\b"
                 r"(?! (?:where|it|you|that|from)\b| of (?!\d))", "in place", low)
    # (sur lui-même; a Portuguese speaker's "in the place", no lugar; "on his place", op zijn plaats)
    low = re.sub(r"\bif ever\b", "if", low)
    low = re.sub(r"(?:^|(?<=[.;] ))after, (?=it |she |he )", "then ", low)  # "after, it rolls" (après); not "after it"
    low = re.sub(r"\bmark(?:s|ing)? a (?:stop|halt)\b", "stops", low)  # marque un arrêt
    low = re.sub(r"\bwaits? that\b", "waits until", low).replace("the way is free", "the way is clear")  # attend que
    low = re.sub(r"\bafter what\b", "then", low)
    low = re.sub(r"\b(?:to|for) finish,?|(?<!\bend )\bto end,", "finally,", low)  # not "4 s end to end,"
    low = re.sub(r"\b(?:its |the )?field of (?:vision|view)\b", "view", low)
    return re.sub(r"\b(?:imperatively|obligatorily)\b|\battention\s*:|\bobligatory\b", " ", low)


def _helm(low: str) -> str:
    """A ship's helm and engine orders, in words the reader reads: port and starboard are sides already; astern and
    sternway as reverse, steaming and headway as going, the compass's points as 11.25 degrees each, "on her heel"
    and "dead in the water" as in place, "heaves to" and "lies stopped" as stopping, "stops engines" and "all stop"
    as stopping, engines set for a speed as that speed, people "afoot" and cars "under way" as people and cars, and
    the log's and the chronometer's words for a quantity left out."""
    low = re.sub(r"\b(\d+(?:\.\d+)?) points?\b", lambda m: f"{float(m.group(1)) * 11.25:g} degrees", low)
    low = re.sub(r"\b(?:goes|going|go|proceeds?|proceeding) (?:straight )?astern\b|\bmak(?:e|es|ing) sternway\b",
                 "reverses", low)
    low = re.sub(r"\bastern\b", "backwards", low)
    low = re.sub(r"\bsteam(?:s|ing)?\b", "goes", low).replace("makes headway", "goes forward")
    low = re.sub(r"\b(?:(?:stays?|staying|remains?|lies|lying) )?(?:dead in the water|hove to)"
                 r"(?= (?:while|as long as|for as long as|and signals)\b)", "stays still", low)
    # ("dead in the water while the target is in sight")
    low = re.sub(r"\bon (?:her|its) heel\b|\b(?:lies|lying|lie) dead in the water(?:,? and)?|\bwhile lying stopped\b|"
                 r"\bshort round\b", "in place", low)  # "swings her head to starboard 1 point while lying stopped"
    low = re.sub(r"\b(?:heav(?:es|e|ing) to|lies stopped|lying stopped|goes to all stop|going to all stop|"
                 r"stops engines|stopping engines)\b", "stops", low).replace("answers all stop for", "stops for")
    low = re.sub(r"\ball stop\b", "stop", low)
    low = re.sub(r"\bmak(?:e|es|ing) no (?:head)?way(?: at all)?\b|\brid(?:es|e|ing) at anchor\b", "stays still", low)
    low = re.sub(r"\bengines? (?:set )?(?:for|at) (?=\d)", "at ", low)
    low = re.sub(r"\b(people|persons?|anyone|anybody|someone|somebody) afoot\b", r"\1", low)
    low = re.sub(r"\b(cars?|vehicles?) under way\b", r"\1", low).replace("getting under way again", "resuming")
    low = re.sub(r"\bbears in sight\b", "is in sight", low)
    low = re.sub(r"\bkeep(?:s|ing)? a (?:sharp |good )?lookout for (?=(?:the|its) target\b)", "looking for ", low)
    # (for walkers or cars it is a hazard's lead, read as one)
    low = re.sub(r"\bis to come\b", "comes", low)  # an order for later: "is to come to starboard 56 degrees"
    low = re.sub(r"\bcome(s?) (?:about|round|around)\b", r"turn\1", low)  # "come about to starboard"
    low = re.sub(r"\bcome(s?) (?=(?:hard )?\d+(?:\.\d+)? ?(?:degrees?|°) to (?:port|starboard)\b)", r"turn\1 ", low)
    # "come 60 degrees to port" (not "coming": "keeps coming to port without making way" is a turn in place, which
    # "turns" lost; it stays unread)
    return re.sub(r"\b(?:by|on) the (?:log|chronometer)\b|\bover the ground\b|\bsteady as she goes,?", " ", low)


def _engineering(low: str) -> str:
    low = re.sub(r"\[((?:[a-z°]+)(?:/[a-z]+)?)\]", r"\1", low)  # "3 [s]", "[m/s]", "[deg]"
    low = re.sub(r"\bcmd[_ ]vel ?= ?0\b(?![.\d])", "stop", low)
    low = re.sub(r"(?<![\w.])(?:linear\.x|\|?v\|?) ?= ?0\b(?![.\d])", "in place", low)  # no linear speed
    low = re.sub(r"\(?(?<![\w-])(?:\+z yaw|\+yaw|positive yaw)\)?", "counter-clockwise", low)
    low = re.sub(r"\(?(?<![\w-])(?:-z yaw|-yaw|negative yaw)\)?", "clockwise", low)
    low = re.sub(r"(?:(?:along|in|towards?) )?(?<![\w-])(?:\+x|x\+)(?!\w)", "forward", low)
    low = re.sub(r"(?:(?:along|in|towards?) )?(?<![\w-])(?:-x|x-)(?!\w)", "backwards", low)
    low = re.sub(r"\b(?:max(?:imum)? t ?= ?|t ?(?:<=|≤) ?)(?=\d)", "at most ", low)  # "max t=31s", "t<=23s"
    for var, said in _ASSIGNED:
        low = re.sub(rf"(?<![\w.]){var} ?= ?(?=[\d.])", said, low)
    low = re.sub(rf"\b{_HAZARD_LIST} ?(?:{_SEEN} ?)?(?:→|->) ?(?:e-)?(stop|halt|pause|wait|freeze|yield|give way)s?\b"
                 r"(?: \((?:while|as long as) (?:it is |they are )?(?:observed|seen|detected|in view)\))?",
                 lambda m: _stop_for(m.group(2), m.group(1)), low)  # "person observed -> halt (while observed)"
    low = re.sub(rf"\b(?:(yield|give way)|stop|halt|pause|wait)(?: for| to| on)?\s*:\s*(?={_HAZARD_LIST})",
                 lambda m: "yields to " if m.group(1) else "stops for ", low)  # "yield: pedestrians, cars"
    low = re.sub(r"\be-stop(?:s|ping)?\b", "stops", low)
    low = re.sub(r"\b(arc|turn|spin|curve|rotate|pivot) ([lr])\b(?! ?=)|\b([lr])(?= (?:turn|arc|curve|spin|pivot)\b)",
                 lambda m: f"{m.group(1)} {'left' if m.group(2) == 'l' else 'right'}" if m.group(1) else
                 ('left' if m.group(3) == 'l' else 'right'), low)  # a commit message's "arc R 170deg", "in-place L
    # turn" (not "r=3m", a radius)
    low = re.sub(r"(?<=m/s) ?[x×] ?(?=\d+(?:\.\d+)? ?(?:s|secs?|seconds?)\b)", " for ", low)  # "@0.5 m/s x 10s"
    low = re.sub(r"\bdur:? (?=\d)", "in ", low)  # "dur 7.1s" ("duration: 5.9 s" is read as before)
    low = re.sub(r"\s*(?:→|->)\s*", "; then ", low)  # a step's end: "signal on sighting -> head back" (a clause
    # read to its end had taken the way back into the signal's clause)
    return re.sub(r"(?<![\w])s(\d+):", r"step \1:", low)
