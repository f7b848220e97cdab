"""The frame a task is written in, taken off its words: a letter's greeting and sign-off ("Hi Ravi," ... "Thanks and
regards, Priya"), a ticket's labels ("Task:", "Summary:", "1/3 fwd ..."), radio procedure ("Rover, this is Base.",
"Break.", "How copy? Over."), a stage manager's cues ("Standby arc: ... — go. Next cue: ..."), a manual test case
("Preconditions: ...", "Step 1 - Action: ... / Expected: ...", "Pass criteria: ..."), an operations order
("Situation: ... Mission: ... Execution: Phase 1 - ..."), a clinical handover (SBAR), a forum question ("How do I
get my Jackal to ...?"), a lesson's asides ("When you're ready,"), text that is structure (a Markdown spec, a
checklist, pseudo-code, pasted data: reading/structured.py), and a user story (Cohn's "As a <role>, I want
<goal>") with Gherkin's Given/When/Then (Cucumber) and acceptance criteria ("Acceptance
criteria:", "AC:", "Done when:", "Expected behaviour:"): the story is the task, its role and the run's trivial
context are no part of it, and each criterion is a check on the story (reader.read_goal reads it with the story: it
may add what the story leaves out, a hazard or a condition, but never change the story's moves; one that restates a
quantity must agree with the story)."""

from __future__ import annotations

import re

from safe_codegen.tasks.reading import vocabulary as V
from safe_codegen.tasks.reading.words import INTERJECTIONS
from safe_codegen.tasks.reading.structured import COUNTED, checklist, markdown, pasted_data, pseudocode, sentence

# A letter's greeting line and its sign-off (a valediction, then at most two lines: the name); a greeting that hails
# the robot in the task's own line ("Hey robot, ...").
_GREETING = re.compile(r"^\s*(?:hi|hello|hey|dear|kia ora|good (?:morning|afternoon|evening))\b(?:[ \t]+[\w.'-]+){0,3}"
                       r"[ \t]*[,!.:]?[ \t]*\n", re.I)
_HAIL = re.compile(r"^\s*(?:hey|hi|hello|hiya|howya|howaya|yo|ok|okay|(?:good )?(?:morning|afternoon|evening))"
                   r"(?: there)?[,!.]?[ \t]+"
                   r"(?:(?:the )?(?:robot|rover|spot|jackal|bot)\b,?[ \t]*)?(?=[a-z])", re.I)
# (a name at most: "hey robot, make a right turn" had been dropped whole as a letter's greeting; an Irish "hiya",
# "howya"; a baker's "Morning! Please turn ...", "Good morning. Turn ...")
# A message spoken for the operator (a voicemail, transcribed) or posted: the speaker's "hi, it's me (again)," first;
# a sign-off ending its last line (", ok, thanks, bye", "that's it, talk soon", "grand, thanks a million": an Irish
# "grand", fine); the robot addressed as "dear robot" (a Persian speaker's "Please, dear robot, ..."); a post's
# @mention of the robot, the hashtags ending its lines, and its thread's numbers ("1/2", "2/2": posts, not steps); an
# Irish "c'mere" (listen).
_ITS_ME = re.compile(r"^\s*(?:(?:hi|hey|hello|hiya|howya)(?: there)?[,!.]?\s*)?(?:it's|it is|this is) me(?: again)?\b"
                     r"[,.!]?\s*(?:(?:em|um|uh|erm|er)\b[,.]?\s*)*(?:so\b,?\s*)?", re.I)
_CLOSING_WORD = r"(?:ok(?:ay)?|alright|all right|right|so|now|grand(?: so| job)?|sure look|" \
    r"thank(?:ing)? you(?: so much| in advance)?|" \
    r"(?:super |so |really )?easy(?: peasy)?|no worries|dear|sweet as|good as gold|she'll be right|chur|ta-ra|" \
    r"god bless(?: you)?|add oil|dale|[áa]ndale|good job|great job|well done|" \
    r"(?:many )?thanks(?: again| a (?:lot|million|mill|bunch))?|cheers|ta|(?:good ?)?bye(?:[ -](?:now|bye))?|" \
    r"talk (?:soon|later|to you (?:soon|later))|speak soon|see (?:you|ya)(?: later| soon)?|take care|" \
    r"that(?:'s| is) (?:it|all|the job|everything))"
_CLOSING = re.compile(rf"(?:[,.!;?]|\s[-–—])(?:\s*\b{_CLOSING_WORD}\b[,.!]*)+\s*$", re.I)
_DEAR = re.compile(r"(?:^|(?<=[,.!?:]))\s*(?:(?:my )?dear (?:robot|rover|jackal|spot|bot|friend)|my friend(?=\s*,)|"
                   r"(?:(?:alright|ok|okay|listen),? )?(?:night owls|number \d+)(?=\s*,)|"  # a DJ's, a referee's
                   r"(?:robot|rover|"
                   r"jackal|spot|bot),? dear)\b\s*[,!:]?\s*", re.I)
_MENTION = re.compile(r"(?:^|(?<=\s))@(?:jackal|spot|robot|rover|[a-z]*bot)\b[,:]?", re.I)
_HASHTAGS = re.compile(r"(?:[ \t]+#[a-z]\w*)+[ \t]*(?=\n|$)", re.I)
_POST = re.compile(r"(?:^|(?<=\n))[ \t]*(\d)/(\d)\b[:.]?[ \t]*")
# A clause that only names the robot the request is for ("just a quick one about the jackal,", "bit of a long one for
# the jackal, so,", "Right so, here's one for the jackal.", "so for spot,", "jackal task,")
# A support agent's script (whole sentences of courtesy: "Thank you for your patience.", "I'd be happy to help with
# that.", "Is there anything else I can help you with?") and the tags ending a clause (a Welsh "tidy", "isn't it",
# "there's lovely", "now in a minute" (soon); a Malaysian "can or not?"; a child's "super easy"; an Irishman's or a
# Scot's ", like", ", mind"); a sentence that only announces the task ("Righto, here's the drill.", "Give it a burl:",
# "okay so lots of steps!!"), each a sentence, a line or a list's item ("- No skips." had been read as a walk).
_COURTESY = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:[-•*] )?(?:(?:righto|right|ok|okay|so|well|now|alright)[, ]+)*"
                       r"(?:thank(?:s| you)"
                       r"(?: (?:so|very) much)? for (?:your |the )?(?:patience|waiting|reaching out|contacting us|"
                       r"cooperation|understanding|getting in touch|your request|asking)|"
                       r"(?:i(?:'d| would)|we(?:'d| would)|i'm|i am) (?:be )?(?:happy|glad|delighted) to "
                       r"(?:help|assist|arrange (?:that|this)|do (?:that|this))(?: you)?"
                       r"(?: with (?:that|this|your request))?|"
                       r"(?:is there )?anything else (?:i|we|you) (?:can|need)[^.!?\d]*|"
                       r"(?:i(?:'d| would)|i'm|i am) (?:be )?(?:happy|glad) to (?:walk|take|talk|go) (?:you )?through "
                       r"(?:this|that|it)(?: one)?(?: with you)?(?: step by step)?|"
                       r"(?:have|enjoy) a (?:great|good|lovely|nice) (?:day|one|evening)|"
                       r"(?:here's|here is) the (?:drill|plan|deal|job)|give it a burl|"
                       # a teacher's: "Here's a nice short one.", "This is an easy one.", "Here's what I'd like you to
                       # do.", "Let's go through this together, one step at a time."
                       r"(?:here's|here is|this is|that's|now for) (?:a |an |your |another |one more )?"
                       r"(?:(?:nice|little|quick|short|simple|easy|small|fun|tricky|long|longer|gentle)[, ]+)*"
                       r"(?:one|task|job|errand|exercise)(?: for (?:you|today))?(?: today)?|"
                       r"(?:here's|here is) what (?:i'd|i would|we'd|we would) like (?:you )?to do|"
                       r"(?:here's|here is) what (?:we're|we are|you're|you are) (?:going to|gonna) do|"
                       r"let's (?:go through|take|do|work through) this(?: one)?"
                       r"(?: together| slowly| carefully| step by step)*(?:,? one step at a time)?|"
                       r"(?:please be (?:informed|advised) of|your (?:kind )?attention is (?:drawn|invited) to) "
                       r"the following(?: \w+)?|"  # (a notice's "Please be informed of the following procedure.")
                       r"kind attention,? please|(?:the )?inconvenience caused is (?:deeply )?regretted|"
                       r"is that (?:understood|clear)|keep those requests coming|no skips|i'm watching you|"
                       r"can you (?:do|count|manage) (?:that|this|it|them)|good job|"  # a parent's to a toddler
                       r"lgtm(?: once it (?:behaves|works|does it) (?:like )?(?:that|this)(?: way)?)?|"
                       r"(?:(?:okay|ok|so)[, ]+)*(?:lots of|loads of|many|several|a few|a couple of) (?:steps|things|"
                       rf"moves))(?:,?\s*(?:{INTERJECTIONS}|my friend))*\s*[.!?:]+\s*", re.I)
# ("Here's the plan, partner.": a vocative before its end)
_TAGS = r"(?:isn't it|there's lovely|there's a good (?:boy|girl|robot)|can or not|righto|" \
    r"(?:super |so |really )?easy(?: peasy)?)"
_TAG = re.compile(rf",\s*¿?(?:{_TAGS}|tidy|mind|like|dear|seen|mi bredda|(?:yuh|you|y') ?hear(?: mi| me)?|hey|ja|n[eé]|"
                  r"me o[íi]ste|entiendes|okay|please)"
                  rf"(?=\s*(?:[.!?,]|$))|\s+{_TAGS}(?=\s*(?:[.!?]|$))|\s*\bnow (?:in a minute|now)\b|"
                  r",?\s*\bif you (?:don't mind|please)\b|,\s*(?:mind you|naturally)(?=\s*(?:[.!?]|$))|"
                  r",?\s*\bso (?:listen|pay attention|follow along)(?: (?:carefully|closely|well|now))?(?=\s*[.!?:])|"
                  r",?\s*\bso let's count them(?: together)?(?=\s*[.!?:])|"
                  r"(?:^|,|(?<=[.!?]\s))\s*as (?:discussed|agreed|mentioned)(?: earlier| before)?\b,?", re.I)
# (a "tidy", "mind", "like" or "dear" of its own only after a comma; a Jamaican's ", seen?", ", mi bredda"; a South
# African's ", hey", ", ja", ", né", "now now"; a Texan's ", y'hear?"; an Indian letter's "As discussed, ..."; a Cuban
# American's ", ¿me oíste?", ", ¿okay?"; a gardener's ", mind you", ", naturally"; a teacher's ", so listen
# carefully", ", so let's count them together"; anyone's ", please" ending a clause)
# A letter's sign-off on its last line ("... Love, Nana"), a meeting's minutes (an action item's or a decision's
# label, "Agreed that ...", "Owner: ...", "Due: ..."), a code review's labels ("nit:", "Suggestion:", "TL;DR:", "LGTM
# once ..."), a heading that only names the sequence ("Jackal sequence.", "Sequence for this one:").
_SIGNED = re.compile(r"(?<=[.!?,])\s*(?:(?i:(?:with )?love|lots of love|hugs|xoxo|best wishes|yours),?\s+|[-–—]+\s*)"
                     r"[A-Z][\w'-]*\.?\s*$")  # ("... Love, Nana", "... - Gary")
_MINUTES = re.compile(r"(?:^|(?<=[.!?;:]\s)|(?<=[-•*]\s))(?:(?:action items?(?: \([^)]*\))?|decision|resolution|"
                      r"outcome|suggestion|nit|steps,? in (?:this )?order)\s*:\s*|tl;? ?dr\s*:?\s*|\+1\b[,:]?\s*(?:for\s+)?|"
                      r"agreed(?: that)?\s*:?\s+|lgtm once\s+(?!it (?:behaves|works|does it)\b)|"
                      r"motion(?: no\.? ?\d+)?\s*:\s*|(?:be it )?resolved,? that\s+|"
                      r"(?:seconded|(?:motion )?carried(?: unanimously)?|so moved)\s*[.!]\s*|"
                      r"(?:jackal |spot |robot )?sequence(?: for this one)?\s*[.:]\s*)|"
                      r"(?:^|(?<=[.!?]\s))(?:owner|due|assignee|deadline|status)\s*:[^.!?\n\d]*[.!?]?\s*|"
                      r"(?:^|(?<=\n))[ \t]*(?:priority|severity|story points|estimate|sprint|labels?|component|epic|"
                      r"reporter)[ \t]*:[^\n]*", re.I)  # (a ticket's fields: "Priority: P2")
_COME_HERE = re.compile(r"(?:^|(?<=[.!?,]\s))(?:c'mere(?: to me)?|listen(?: now| up| here| well)?)\b[,.!:]?\s*",
                        re.I)  # a call to listen (an Irish "c'mere")
_FOR_ROBOT = re.compile(r"(?:^|(?<=[.!?,:;]\s))(?:(?:so|right|ok|okay|and|now|em|uh|um)[, ]+)*(?:(?:just |here's |"
                        r"here is |there's |there is )?(?:a |one |bit of a )?(?:quick |long |short |easy |small )?"
                        r"(?:one|list|job|request)\s+)?(?:for|about) (?:the )?(?:jackal|spot|robot|rover)\s*[,.:]"
                        r"(?:\s*so\b[,:]?)?(?=\s|$)|"
                        r"(?:^|(?<=[.!?,:;]\s))(?:the )?(?:jackal|spot|robot|rover) (?:task|job)\s*[,:]", re.I)


def _spoken(text: str) -> str:
    """A spoken or posted message's frame taken off (its greeting, sign-off, the robot addressed or mentioned, its
    tags and post numbers, a clause naming only the robot it is for, a support script's courtesies, a clause's
    tags)."""
    text = _CLOSING.sub(lambda m: m.group(0) if re.fullmatch(r"[\s,.!;]*right[\s,.!]*", m.group(0), re.I)
                        else ".", _SIGNED.sub(".", _COME_HERE.sub("", _ITS_ME.sub("", text))))  # (a last ", right."
    # alone may be a side)
    posted = bool(_MENTION.match(text.lstrip()))
    text = _MENTION.sub("", text).strip()
    if posted and _in_order([int(m.group(1)) for m in _POST.finditer(text)]):
        text = re.sub(r"(?<![.!?\s])[ \t]*\n", ".\n", _POST.sub("", text))
    text = _MINUTES.sub("", _HASHTAGS.sub("", text).strip())
    text = re.sub(r"\b(?:i(?:'d| would)|i'm|i am) (?:be )?(?:happy|glad) to have you\b", "please", text, flags=re.I)
    text = _TAG.sub("", _COURTESY.sub("", text))
    return _FOR_ROBOT.sub(" ", _DEAR.sub(lambda m: " " if m.start() else "", text)).strip()


_SIGN_OFF = re.compile(r"\n\s*(?:(?:many |warm |best |kind )?(?:thanks|thank you|regards)(?: and regards| in advance)?|"
                       r"best|cheers|sincerely|yours(?: sincerely| truly)?|ng[āa] mihi(?: nui)?)\b[^\n]*"
                       r"(?:\n[^\n]*){0,2}\s*$",
                       re.I)  # (a New Zealander's "Kia ora," and "Ngā mihi")
# Radio procedure (ACP 125's call-up, break and ending): the call-up ("Rover, this is Base.", "Base to Rover.",
# "Spot, Base.") or the robot called by its name ("Spot, walk ..."); "Break." between parts (a sentence's end says as
# much); the ending ("How copy? Over.", "Acknowledge. Over.", "Out."); "if affirmative" (if so), "negative on" (no).
_ROBOT_CALLED = r"(?:rover|robot|spot|jackal|unit|bot)(?: \d+(?![,.]\d))?"  # ("Robot 2,1 meter backward": a decimal
# comma, no robot called "Robot 2")
_CALL_UP = re.compile(rf"^\s*(?:[a-z]+(?: \d+)?,? this is [a-z]+(?: \d+)?|[a-z]+ to {_ROBOT_CALLED}|"
                      rf"{_ROBOT_CALLED}, [a-z]+(?: \d+)?(?=\s*\.(?!\d))|{_ROBOT_CALLED}(?= ?,))\s*[.,:]?\s*", re.I)
# (a decimal point ends no call-up: "Robot, drive 3.1 m forward" had been read as the call "Robot, drive 3." and a 1 m
# drive)
_BREAK = re.compile(r"(?<=[.?!])\s*break\s*[.!]", re.I)
_OVER = re.compile(r"(?<=[.?!])(?:\s*(?:over(?: and out)?|out|how (?:do you )?copy|(?:do you )?copy|acknowledge|"
                   r"roger(?: that)?|confirm|read back)\s*[.?!]?)+\s*$", re.I)
# A stage manager's calling (a cue's warning, standby and go): "Standby" (and its label's colon: "Standby arc to your
# own right: 40 degrees ..."), "— go" ending each cue, a "Go." of its own (a coach's "Let's go!", "Move it!"; after a
# rule said first, it was read as a second move, a drive); the cues themselves are steps (_STEP).
_STANDBY = re.compile(r"(?:^|(?<=[.;:!] ))standby\b(?:,? ?(?:and )?)(?:((?:[a-z-]+,? ){0,5}?)[a-z-]+:|[.:,]?)\s*", re.I)
_GO = re.compile(r"\s*[—–-]+\s*go\s*(?:[.!]|$)", re.I)
_GO_CALL = re.compile(r"(?:^|(?<=[.!?])|(?<=\n))[ \t]*(?:[-*•][ \t]*)?(?:(?:alright|ok|okay|right|so),? )?"
                      r"(?:let's (?:go|move|roll|do (?:this|it))|let us (?:go|move)|move it|move out|off you "
                      r"go|here we go|(?:go,? )*go)\s*(?:[.!]+|$)(?=\s|$)", re.I)  # (a list's item too: "- Let's go!";
# a coach's "Alright, let's move!" had been a drive)
# A lesson's asides (a driving instructor's; a Filipino speaker's courtesy particles "po", "ha", a Bengali's
# "na"): "when you're ready",
# "right, let's ..." (a discourse marker, no side), "good.", "remember,", "take your time:", "this one's a reversing
# exercise." (a sentence about the exercise that names no number, side, hazard or target), "it's a quick one,", "for
# this one,", "we'll take them one at a time".
_OPENS = r"(?:^|(?<=[.!?;]\s))"
_ASIDES = re.compile(rf"{_OPENS}(?:(?:okay|ok|alright|all right|right|so),?\s+)?when (?:you're|you are) ready,?\s*|"
                     rf"{_OPENS}(?:right|alright|all right|okay|ok|good|nice|great),\s*(?=(?:let's|let us|now|then|"
                     r"first|next|make|we|so|and|start|begin|here's|here is|(?:\d+|two|three|four|five|six) (?:bits|"
                     r"steps|things|parts|moves)\b)\b)|"
                     rf"{_OPENS}right so\b,?\s*|{_OPENS}(?:ah )?sure(?: look)?,?\s+(?!to\b|that\b|this\b|it\b)|"
                     # (Irish: "right so", all right then; "ah sure", a shrug)
                     rf"{_OPENS}(?:good|nice|great|lovely|perfect|well done)\s*[.!]\s*|{_OPENS}(?:and )?remember,\s*|"
                     r",?\s\b(?:po|ha|na)\b(?=\s*[.!?,]|\s*$)|\btake your time\s*[:,]?\s*|"
                     r"\b(?:it's|it is|this one's|this is) an? (?:quick|short|long|gentle|easy) one[,:]\s*|"
                     r"(?:,\s*)?\bfor this one,\s*|,? and we'll take (?:them|it) one at a time|"
                     rf"{_OPENS}(?:(?:okay|ok|so|shame),?\s*|(?:ah )?sure,?\s*)*(?:this|it|that)(?: one)?(?:'s| is) "
                     r"[^.!?:\d]*[.!:]\s*",
                     re.I)


# A question on a forum: "How do I get my Jackal to X?", "What's the best way to have my robot X?", "Anyone know how
# to make a Jackal X?" asks for X; a question that names nothing of a task ("Any pointers?", "How would you structure
# this?") asks nothing of the robot; "Context:" and "Backstory:" are context (read, as a criterion, only where they
# order a stop), an "Edit:" is checked as a criterion is.
_ROBOT_NAMED = r"(?:my |our |the |a |an )?(?:indoor )?(?:jackal|spot|robot|rover|bot)"
_HOW = re.compile(rf"(?:^|(?<=[.!?:]\s))(?:q:\s*)?(?:how (?:do|can|would|should) (?:i|we|you) (?:get|make|have|set up|"
                  rf"program|script|tell) {_ROBOT_NAMED}(?: to)?|what'?s the (?:right|best|easiest|simplest|cleanest) "
                  rf"way to (?:have|get|make) {_ROBOT_NAMED}(?: to)?|(?:does )?anyone know how to (?:make|get|have) "
                  rf"{_ROBOT_NAMED}(?: to)?)\s+([^?]+)\?", re.I)
_TRYING = re.compile(rf"(?:^|(?<=[.!?:]\s))(?:(?:hey|hi) all,?\s*)?(?:i'?m |i am |we'?re |we are )?"
                     rf"(?:trying to (?:get|make|have)|(?:i |we )?need) {_ROBOT_NAMED} to\s+([^.!?]+)\.",
                     re.I)  # "I'm trying to get my Jackal to X."
_PREAMBLE = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:i'?m |we'?re )?trying to|working on|looking for help|newbie here|"
                       r"question about)[^.!?:]*[.!?:]?\s*", re.I)
_NAMES_TASK = rf"{V.SIDE}|\btarget\b|\b(?:{V.ANY_HAZARD})\b"  # a side, a hazard or the target: words of a task
_TASK_WORDS = re.compile(rf"\d|{_NAMES_TASK}|\b(?:turn|drive|walk|reverse|back|spin|rotate|search|signal|stop|wait|"
                         r"go|move|roll|pivot|arc|curve|find|look|visit|say|tell|ask|pick|bring)\w*")
_NOTED = re.compile(r"(?:^|(?<=[.!?]\s))(?:context|backstory|background|edit|update|p\.?s\.?)\s*[:,-]\s*([^\n]*?)"
                    r"(?=\s*$|\n)", re.I)


def _asked(text: str) -> tuple[str, tuple[str, ...]]:
    """A forum question's task, and the notes beside it as criteria."""
    if not (_HOW.search(text) or _TRYING.search(text)):
        return text, ()
    for asking in (_HOW, _TRYING):  # the task asked for, said as an order ("Turn right ...")
        text = asking.sub(lambda m: m.group(1)[0].upper() + m.group(1)[1:] + ".", text)
    text = _PREAMBLE.sub(lambda m: m.group(0) if _TASK_WORDS.search(m.group(0).lower()) else "", text)
    text = re.sub(r"\bwhat (?:i|we) need(?: is)?\s*:\s*", "", text, flags=re.I)  # the list that follows is the task
    notes = [m.group(1) for m in _NOTED.finditer(text) if _ORDERS_STOP.search(m.group(1))
             or not re.match(r"context|backstory|background", m.group(0).strip(), re.I)]
    text = _NOTED.sub("", text)
    return re.sub(r"(?:^|(?<=[.!?]\s))[^.!?]*\?", lambda m: m.group(0) if re.search(
        rf"\d|{_NAMES_TASK}", m.group(0).lower()) else "", text).strip(), tuple(notes)


def _aside(m: re.Match) -> str:
    """An aside taken off, unless it names a side, a hazard or the target ("This one's a left turn." is the task; a
    discourse marker's "Right," is none)."""
    said = re.sub(r"^\s*(?:right|alright|all right|okay|ok|so),?\s*", "", m.group(0).lower())
    return m.group(0) if re.search(_NAMES_TASK, said) else ""


# A ticket's labels at a line's start, and its steps counted "1/3 ..." (a fraction's digits: step 1 of 3).
_LABEL = re.compile(r"^\s*(?:(?:task|summary|issue|description|title|repro(?:/task)?|steps|objective|request|ticket|"
                    r"method|instructions|procedure|directions|notes?|tips?|nb|nav|motion|spot|jackal|robot|rover|item|"
                    r"control measures?|compliance)"
                    r"\s*:|(?:exercise|question|problem|drill) \d+[.:!]|"
                    r"(?:feat|fix|chore|refactor|perf|todo|fixme)(?:\([\w-]+\))?!?\s*:|//)\s*", re.I | re.M)
# (a recipe's "Method:" and "Tip:", a commit message's "feat(nav):", a code comment's "TODO:" and "//")
# A contract's or a specification's numbered sections, labels ("Clause 4 (Two-Step Mission).", "Clause 8.1", "§ 2",
# "4.1 The Robot shall ...": a section number starts a line or a sentence, a word in sentence case after it, never a
# unit: "REVERSE: 1.5 METRES PER SECOND" had lost its speed), and a defined term in brackets
# ('(collectively, the "Hazards")', '("Spot")'), which names nothing new; a section cited ("as in Clause 2.1") is no
# label and stays unread.
_SECTION = re.compile(r"(?:^|(?<=[.;:])|(?<=\n))[ \t]*(?:(?i:clause|section|article|paragraph|§)[ \t]*\d+(?:\.\d+)*\.?"
                      r"(?:[ \t]*\([^()]*\))?\.?|(?<![:])\d+\.\d+(?:\.\d+)*\.?(?=[ \t]+[A-Z][a-z])(?![ \t]+(?i:"
                      r"met(?:er|re)s?|seconds?|secs?|minutes?|degrees?|radians?|feet|foot|miles?|centimet(?:er|re)s?|"
                      r"millimet(?:er|re)s?|kilomet(?:er|re)s?|turns?|revolutions?|times)\b))")
_DEFINED = re.compile(r"\s*\((?i:collectively,?\s+|hereinafter(?: referred to as)?,?\s+)?(?i:the\s+)?"
                      r"[\"“][^\"”]+[\"”]\)")
# A recipe's title: its first line, before its "Method:" (dropped unless it names a hazard, a person or the target).
_TITLED = re.compile(r"^([^\n]*)\n(?=\s*(?:method|instructions|procedure|directions|steps)\s*:)", re.I)
_COUNT_HEADING = re.compile(r"^([^\n.:;]*\b(?:\d+|two|three|four|five|six)[- ](?:step|stage|part|move|phase|segment|"
                            r"leg)s?\b[^\n.:;]*)(?=\n)", re.I)
_OF = re.compile(r"^\s*(\d)/(\d)\s+(?=[a-z(])", re.I | re.M)
# "3 steps. 1: spin ..., 2: ...": steps numbered with a colon under a count said first ("step no. 1:" is no such)
_COUNT_FIRST = re.compile(r"\s*(?:\d+|two|three|four|five|six)[- ](?:steps?|step [a-z]+|(?:[a-z]+ )?cues)"
                          r"(?: for (?:you|ya|this one|it)(?:, [a-z]+)?| (?:on|to|in) this one| here| pls| please)?"
                          r"\s*[.:]", re.I)  # "3 steps.", "four cues." (a stage manager's), "Three steps on this one."
_COLON = re.compile(r"(?:(?<=[.;:\n] )|(?<=\n))(\d(?=:)|(?:one|two|three|four|five|six)(?=[:,]))[:,]\s+(?=[a-z(])",
                    re.I)  # "2 steps pls. 1: turn ...", "Three steps: one: go ...", "Four steps here. One, back up ..."
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
        if COUNTED.search(mission):
            steps = f"{mission.rstrip('.')}: {steps}"
        elif _HAZARD_OR_TARGET.search(mission):
            checks.append(mission)
        mission, execution = steps, ""
    elif not mission:
        mission, execution = execution, ""
    last = [f"then {said['on completion']}"] if said.get("on completion") else []
    return " ".join(sentence(s) for s in [mission] + last if s), tuple(c for c in [execution] + rules + checks if c)


def _telegram(text: str) -> str:
    """A telegram's "STOP" as the full stop it stands for, line by line: a line in one case (capitals, or all in lower
    case), with no punctuation but a decimal point or comma ("0,7"), ending in "STOP" with another before it, after a
    label at most ("Task: ..."): "... 0.3 RADIANS PER SECOND STOP LAST REVERSE ..." had merged two moves, "... BASKET
    STOP" asked "stop"; a STOP followed by what it stops for or when ("STOP FOR CARS", "STOP IF ...") or after a word
    that makes it an order ("AND STOP", "ALWAYS STOP") is the word ("... THEN GIVE SIGNAL AND STOP. IF DETECT PERSON,
    ALWAYS STOP." is no telegram: its stop had been lost)."""
    def line(said: str) -> str:
        label = re.match(r"\s*[A-Za-z]+:\s*", said)
        head, body = (said[:label.end()], said[label.end():]) if label else ("", said)
        if body not in (body.upper(), body.lower()) or not re.search(r"\bstop\s*$", body, re.I) or \
                len(re.findall(r"\bstop\b", body, re.I)) < 2 or re.search(r"[;:!?]|(?<!\d),|,(?!\d)|\.(?!\d)", body):
            return said
        return head + re.sub(r"(?<!\band)(?<!\bthen)(?<!\balways)(?<!\bto)(?<!\bmust)(?<!\bplease)\s+stop\b"
                             r"(?! (?:for|if|when|whenever|while|at|on|and|until|as|signs?)\b)\s*", ". ", body,
                             flags=re.I).strip()
    return "\n".join(line(said) for said in text.split("\n"))


_NUMBERED = re.compile(r"\b(?:split|requirement|stage) (\d+)\s*:", re.I)  # a speedrun's splits, an inspection's
# numbered requirements: steps


def framed(text: str) -> tuple[str, tuple[str, ...]]:
    """The task in plain words and its acceptance criteria (none unless it is a story, a test case or an order that
    says them); a text in no frame is returned as it is."""
    text = _NUMBERED.sub(r"step \1:", text)
    text = _CALL_UP.sub("", _SIGN_OFF.sub("", _GREETING.sub("", _spoken(_telegram(text)))))  # first: a greeting
    # line or the robot called before a checklist, pseudo-code or an order hid its frame ("Robot, mission: ..."; its
    # hazards were lost)
    code = pseudocode(text) or _order(text) or pasted_data(text)  # first: a comment's "#" would be a Markdown heading
    if code:
        return code
    text = checklist(markdown(text))
    case = _test_case(text)
    if case:
        return case
    text, notes = _asked(text)
    text = _TITLED.sub(lambda m: m.group(0) if _HAZARD_OR_TARGET.search(m.group(1)) else "", text)
    text = _LABEL.sub("", _HAIL.sub("", _ASIDES.sub(_aside, text)))
    text = _DEFINED.sub("", _SECTION.sub(" ", text))
    if re.match(r"\s*1[.)]\s", text) and not re.search(r"(?<![\d.])2[.)]\s", text):
        text = re.sub(r"^\s*1[.)]\s+", "", text)  # a list of one step ("Method:\n1. Reverse the Jackal 4.3 metres")
    text = _BREAK.sub(" ", _OVER.sub("", text))
    text = _GO_CALL.sub("", _GO.sub(".", _STANDBY.sub(_standby, text)))
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
    after its heading's colon; an item ended by its own "." "!" or "?" is a sentence ("- Found it?\n- Signal!": the
    question's condition had been lost before a ";")."""
    if len(re.findall(r"\n\s*[-•*]\s+", text)) < 2:
        return text
    text = re.sub(r"(?<=[.!?])[ \t]*\n\s*[-•*]\s+", " ", text)
    return re.sub(r":\s*;\s*", ": ", re.sub(r"\n\s*[-•*]\s+", "; ", text))
