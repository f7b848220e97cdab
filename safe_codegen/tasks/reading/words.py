"""Words of a task text: numbers written in words made digits, and the words no rule of the reader used
(a task with such a word is refused with it, not guessed)."""

from __future__ import annotations

import re

_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                     "fourteen fifteen sixteen seventeen eighteen nineteen".split())} | \
    {"nought": 0, "oh": 0}  # "oh point four", "two point oh five": spoken zeros
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
# Fractions said by their denominator: "a half", "three quarters", "two fifths", "three and eight tenths", "thirty-four
# hundredths", "one-fourth" (ordinals that also name a step, "third", "fifth", count only after a count of parts: "the
# fourth step" stays words).
_PARTS = {"half": 2, "halves": 2, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4, "fifths": 5, "eighths": 8,
          "tenth": 10, "tenths": 10, "hundredth": 100, "hundredths": 100, "thousandth": 1000, "thousandths": 1000}
_DIGIT = "(?:zero|one|two|three|four|five|six|seven|eight|nine)"
_TYPED = {"¼": 0.25, "½": 0.5, "¾": 0.75}  # fractions typed as one character
_NUMBER_WORD = r"(?:%s)" % "|".join(sorted(list(_UNITS) + list(_TENS) + list(_PARTS) + ["hundred", "thousand", "a",
                                                                                          "and", "point", "decimal"],
                                            key=len, reverse=True))

# Interjections, hesitations and thanks, a closed class: spoken ("uh", "um") and typed ("pls", "thx") asides, a Scot's
# "aye", a Briton's "ta", a Kenyan's "asante" (thanks) and "sawa" (fine), a Malaysian's "lah", an Australian's "mate"
# and "righto", a Welshman's "mun", a South African's "ja", "eish", "shame" (what a pity) and "lekker" (nice), an
# Indian's "yaar" and "boss", a Texan's "partner" and "hoss", a Ghanaian's "chale", "ei", "herh", "oo" and "abi" (a
# tag: isn't it), a New Zealander's "bro", "chur" (thanks) and "oi", a Liverpudlian's "la" and "lad", a Californian
# teenager's "omg", "literally", "totally", "lowkey", "ngl", a Hong Konger's "lor", a Cuban American's "mijo", "oye",
# "ay", "mira". A name never ends in one ("the foyer pls" is the foyer,
# "the cellar lah" the cellar).
INTERJECTIONS = "uh|uhh|um|umm|er|erm|ah|hmm|mm|eh|oh|please|pls|plz|thanks|thx|ty|cheers|ofc|obvs|obv|btw|fyi|tbh|" \
    "imo|lol|asap|whee|wheee|beep|yay|hooray|wow|woohoo|folks|aye|ta|asante|sawa|lah|mate|mun|righto|alright|ja|" \
    "eish|shame|lekker|yaar|boss|partner|pardner|hoss|chale|ei|herh|oo|abi|bro|chur|oi|la|lad|omg|literally|" \
    "totally|lowkey|ngl|heyy|hiii|lor|mijo|mija|oye|ay|mira|sweetie|honey|sweetheart"
# Chat shorthand, a closed class of typed English, spelled out before reading ("w/o turning", "ppl", "fwd", "@ 1 m/s").
CHAT = {"w/o": "without", "w/": "with", "b4": "before", "ppl": "people", "fwd": "forward", "fwds": "forwards",
        "bwd": "backward", "bkwd": "backward", "bwds": "backwards", "til": "until", "nxt": "next", "thru": "through",
        "abt": "about", "approx": "approximately", "@": "at", "l/r": "left and right",
        "dont": "don't", "doesnt": "doesn't", "theres": "there's", "em": "them", "w": "with", "youve": "you've",
        "n": "and", "u've": "you've", "whilst": "while",
        "dinnae": "don't", "cannae": "can't", "didnae": "didn't", "doesnae": "doesn't", "isnae": "isn't",
        "wouldnae": "wouldn't", "ye": "you", "tae": "to", "gie": "give", "gies": "give", "wi'": "with", "wi": "with",
        "gonnae": "please", "pretty please": "please", "'em": "them", "thats": "that's", "ya": "you",
        "squiz": "look", "aright": "alright", "iff": "if",
        "di": "the", "dat": "that", "fi": "for", "inna": "in", "yuh": "you", "yuhself": "yourself",
        "mek": "make", "tek": "take", "pon": "on", "wid": "with", "gi": "give", "weh": "where", "dem": "them",
        "roun": "round", "jus": "just", "nuh": "don't", "right deh so": "right there", "right deh": "right there",
        "deh so": "there", "deh deh": "is there", "inna deh": "in there", "deh": "is",
        "more'n": "more than", "y'see": "you see", "git on": "go", "git": "get", "n.b.": "note:",
        "por favor": "please", "pero": "but", "después": "then", "despues": "then"}
# (a teenager's text: "dont go forward", "a circle w radius 2 m", "cars n stop signs"; a British "whilst"; Scots:
# "dinnae walk", "tae the kitchen", "gonnae roll forward 4 m?", will you; a child's "pretty please"; an Australian's
# "three steps for ya", "have a squiz"; a logician's "iff"; Jamaican Creole's function words: "mek a left arc", "fi
# 6.3 seconds", "inna place", "a person deh inna view", "if one deh deh"; a Texan's "no more'n 16 seconds", "y'see a
# pedestrian", "git on out to the garden"; a teacher's "N.B." (nota bene: note); Spanglish "por favor", "pero")
_CHAT = re.compile(r"(?<![\w/-])(?:" + "|".join(re.escape(k) for k in sorted(CHAT, key=len, reverse=True)) +
                   r")(?![\w/'-])")  # never inside a word: "u-turn", "n-th"
# A texted "u" for "you", only as a clause's subject ("if u find it", "stop while u see a person", "where u started"):
# a "U disk" (a Mandarin speaker's USB stick) is no "you".
_CHAT_YOU = "(?:" + "|".join(rf"(?<=\b{w} )" for w in ("if", "when", "where", "while", "until", "till", "once", "as",
                                                       "before", "after", "anytime", "whenever", "wherever", "time",
                                                       "way", "can", "could", "will", "would", "do")) + \
    r")u(?= [a-z])"  # "any time u see", "the way u came", "can u back up"
# Spoken self-repair: "5.45 meters sorry 5.45 meters", "spins left sorry spins in place left": what follows the marker
# replaces what was said from its first word's last use before it.
_REPAIR = re.compile(r"\s*,?\s*\b(?:(?:no,? )?sorry|i mean|no wait|correction|or rather),?\s+")
# ... or, where it was not said before, the number or the word of the same kind (a side, a direction) just before the
# marker: "for up to 20 no wait 28 seconds", "50 degrees anticlockwise no sorry clockwise"
_KINDS = (r"left|right|clockwise|anti-?clockwise|counter-?clockwise", r"forwards?|backwards?|ahead|reverse")


def _swapped(said: str, head: str) -> bool:
    """Whether the repair's head replaces the word or number said just before the marker: both numbers (the head
    with its unit), or both words of one kind."""
    if said[0].isdigit():
        return head[0].isdigit()
    return any(re.fullmatch(kind, said) and re.fullmatch(kind, head) for kind in _KINDS)


def spelled_out(low: str) -> str:
    """Chat shorthand spelled out, and a spoken self-repair applied where what replaces the words is plain: the
    repair starts with a word (or a number and its unit) said before the marker; any other repair is left as it was,
    so its marker stays unread and the task is refused."""
    low = _CHAT.sub(lambda m: CHAT[m.group(0)], low)
    low = re.sub(r"(?<![\w'])([a-z]{2,}in)'(?![\w'])", r"\1g", low)  # a dropped g: "takin' 8 seconds", "goin'"
    low = re.sub(r"\btoo (?=the\b)", "to ", low)  # dictation's homophones: "from the post room too the sun room",
    low = re.sub(r"\b(?:they're|their)(?=\s*(?:[,.;!?]|and\b|$))", "there", low)  # "if you find it they're and come
    low = re.sub(r"(?:^|(?<=[,.;] )|(?<=\band ))than\b", "then", low)  # back", "... than turn left"
    low = re.sub(r"(?<!\d\s)(?<![\d.])\brev\b", "reverse", low)  # a ticket's "rev 1 m", a list's "4. rev 3 m" ("1
    # rev" is a revolution)
    low = re.sub(r"(?<!\w)(?:#|no\.) ?of\b", "number of", low)  # "# of rooms", "no. of people"
    low = re.sub(_CHAT_YOU, "you", low)
    low = re.sub(r"(?:^|(?<=[.;,!?] )|(?<=\ban )|(?<=\band ))den\b", "then", low)  # Jamaican Creole's "Den roll back"
    # (never "the den", a room)
    low = re.sub(r"\b(have|has) got\b(?! (?:it|them|him|her|eyes)\b)", r"\1", low)  # "rooms that have got a
    # wallet" (not "once it has got it": it found it)
    while True:
        for m in _REPAIR.finditer(low):
            after = re.match(r"(\d+(?:\.\d+)? ?[a-z°]+|[a-z]+)", low[m.end():])
            if not after:
                continue
            head = after.group(1)
            unit = re.escape(re.sub(r"^[\d.]+ ?", "", head))
            shape = rf"\d+(?:\.\d+)? ?{unit}" if head[0].isdigit() else re.escape(head)
            before = [b for b in re.finditer(rf"(?<![\w.]){shape}(?!\w)", low[:m.start()])] or \
                [b for b in re.finditer(r"(?<![\w.])\d+(?:\.\d+)?$" if head[0].isdigit() else r"\b[a-z-]+$",
                                        low[:m.start()]) if _swapped(b.group(0), head)]
            if before and not re.search(r"[;:]|\.(?!\d)", low[before[-1].start():m.start()]):  # one sentence
                low = low[:before[-1].start()] + low[m.end():]
                break
        else:
            return low


# Words that carry no quantity or behaviour of their own in task texts: articles, pronouns, auxiliaries,
# the robot's names, the nouns of quantities (speed, time) whose numbers the units carry, and words of manner; and,
# taken as whole closed classes rather than as one writer used them, personal pronouns, auxiliaries and their
# contractions, degree and discourse adverbs, nouns of an extent ("a stretch of 2 m"). Never among them: words
# naming people or things (someone, anything), quantifiers (more, few, several), "other" and "opposite" (a side),
# bounds (under, than, between), "now", "since", "despite". Negations ("no", "not", "never", "without") are among
# them, although a negation no rule reads is then dropped silently: taken out, 313 tasks of the tuned splits were
# refused for "if not", "whether it found it or not", "with or without", "(no movement)" (2026-12-05); they stay
# until each such frame is read. The words of asking are read in their frames
# (REQUEST), never alone ("asked" is an errand's act).
FILLER = frozenset("""
a an the and or of to at in on for with by from as is are be been being was were will would should must shall
can could may might need needs has have had having it its it's itself own that this these those there here their
them they then while whenever when if until till unless once each every all any both also again still so but only
just do does doing done make makes making made perform performs performing carry carries out run runs complete
completes completing execute executes whole full entire total overall exactly precisely about around roughly
approximately nearly almost some way robot car vehicle jackal spot dog base rover platform unit bot machine body
controls control controlling through manoeuvre maneuver mission task job route trip course trajectory motion
movement steps step first last degree degrees deg m meter meters metre metres s sec secs second seconds min mins
minute minutes rad radian radians per hour km h mps speed velocity angular yaw pace rate tempo radius diameter \
period rotation
time duration distance length long far lasting takes take taking took over during within keep keeps keeping along
direction side angle heading arc before after forward forwards ahead straight observed seen detected spotted noticed
visible view sight vision sees sighted appears appear present found finds gone leaves leave passes pass clear
safely safe careful carefully cautious cautiously smooth smoothly slow slowly steady steadily constant constantly
uniform uniformly even evenly gently gentle slight gradual gradually small wide tight sharp big large
looking look search searches searching scanning scans scan stays stay stands stand stops stop most never may find
target goal whether wherever always covered cover covers spending spends finish finishes finishing finished follows
follow looks
watching watches watch remains remain stationary spots guard holds hold holding position finding explores into
comes shows without no not where put observes finally afterwards afterward next followed s-curve lane lanes change
changes changing hand handed nearby near close closeby path front crossing crosses cross road street sensor
sensors camera until upon on onto towards toward off away its random randomly aimlessly aimless wanders wander
wandering
passed gone departed cleared range vicinity area zone detection encounters encountered encountering senses sensed
perceives perceived reached reaches space spanning spans whole remainder rest briefly momentarily immediately promptly
please dead completely fully line quickly fast briskly leisurely then
which whose soon following staying remaining standing traces tracing describes describing lasts held get sure
carves carving good ugv mobile legged quadruped wheeled ground immediate uses using span safety gets timed
calling lets us know foot current care elapsed robotic completed requirement subject otherwise times
values value parameters settings rule rules circular directly agv amr centre center means ends start starts
starting begin begins beginning moment robot's commands command commanded sent set fixed order orders standing
throughout understanding treating treats treated condition conditions nb sense seen above things walker spreading
spread spreads full drive puts allow allows allowing applies patiently now anywhere
i me my mine we our ours you your yours he him his she her hers theirs myself yourself himself herself ourselves
themselves am did ought dare that's there's we'd we'll i'd you'd it'll we're they're you're i'm here's what's let's
besides regarding up like although though whereas yet very quite rather really pretty fairly too already
kindly basically simply actually essentially okay ok well indeed such stretch spell interval window
spd vel dur dist len ang hdg dialed dialled exceptions hard flat clean nice neat foremost arguments running quad
they've we've you've i've they'd it'd
continuously strictly compulsorily mandatorily invariably presently currently const whereby thereby
thereof therein hereby herein hereinafter thereafter foregoing notwithstanding aforementioned aforesaid however
""".split()) | frozenset(INTERJECTIONS.split("|"))

# Asking for the task, in its general English frames, taken out before reading ("is asked to turn" is "turn"): a
# passive request, a wish, an importance, making sure, a requirement's label ("Must-have:", "Requirement:").
REQUEST = re.compile(
    r"\b(?:is|are|gets?|was) (?:hereby |being )?(?:asked|told|supposed|meant|expected|instructed|"
    r"requested|required|tasked|"
    r"programmed|scheduled|due|directed|ordered|commanded|going|set|about) (?:to\b|(?=not to\b))|"
    r"(?:\b(?:we|i|they|you|the (?:user|operator|customer|client|team))|^(?:just|really|so|now))"
    r"(?:'d| would| will| do)? (?:just |really )?(?:like|want|need|prefer|expect|require)"
    r"(?: (?:it|(?:my|our|the|this) (?:little )?(?:robot|rover|bot|unit|spot|jackal|dog|machine|platform)))?(?: to)?\b|"
    r"\bwhat (?:i|we) (?:want|need|would like)(?: is)?\s*:|"
    r"\b(?:i(?:'m| am)|we(?:'re| are)) (?:requesting|asking|instructing|telling) (?:you|it) to\b|"
    r"\b(?:it is|it's|this is) (?:important|essential|vital|crucial|critical|necessary|required|mandatory|"
    r"imperative|key) (?:that|to)\b|\b(?:it is|it's) a (?:requirement|must) (?:that|to)\b|"
    r"\bplease be (?:informed|advised|notified) that\b|\byou are to\b|,? with immediate effect\b,?|"
    r"\byour (?:kind )?attention is (?:drawn|invited) to the (?:requirement|need) to\b|"  # a notice's
    r"\b(?:please |kindly )?(?:make sure|be sure|ensure)(?: that| to)?\b|"
    r"\b(?:please |and )?(?:remember|(?:do not|don't) forget) to\b|"  # a teacher's "remember to pause for people"
    r"\b(?:please|kindly) see (?:to it )?that\b|"
    r"\b(?:might|may|could) i trouble you to\b|\bif it (?:would not|wouldn't|is not|isn't) (?:be )?too much "
    r"(?:bother|trouble),?|\b(?:one|1) would be (?:most |very )?obliged(?: if you would)?\b|"  # a butler's
    r"\b(?:requirements?|must[- ]haves?|constraints?|nb|note|important|safety|rule|caution|warning)\s*:|\bnote that\b|"
    r"^\s*i reckon\b|"
    # a polite request: "would you be so kind as to", "if you'd be so good,", "i'd be most grateful if you would"
    r"\b(?:(?:would|could) you|if you(?:'d| would)) be so (?:kind|good)(?: as to)?,?|"
    r"\bi(?:'d| would) be (?:most |very |really |so )?(?:grateful|obliged)(?: if you (?:would|could))?\b")


def numbers_in_digits(text: str) -> str:
    """The text lower-cased, number words as digits ("twenty-five" -> 25, "one hundred and twenty" -> 120,
    "two point five" -> 2.5, "a hundred" -> 100, "two thousand two hundred" -> 2200, "three and a quarter" ->
    3.25, "three quarters" -> 0.75, "three and eight tenths" -> 3.8, "thirty-four hundredths" -> 0.34, "three and
    one-fourth" -> 3.25), "N-degree" -> "N degree", "1,000" kept whole (but "1,225" in a text whose other numbers
    have decimal commas is 1.225), "0,265" and "1'88" decimals; a number said twice, in words and then in brackets
    ("two (2)"), once; degrees and minutes of arc ("112°30'") as degrees."""
    low = " " + text.lower().replace("\u2019", "'").replace("\u2013", "-") + " "
    european = re.search(r"(?<![\d,.])(?:\d+,(?:\d{1,2}|\d{4,})|0,\d+)(?![\d,])", low)
    if european:  # "1,225 m/s" beside "3,52 s": the writer's decimal comma, not a thousands one
        low = re.sub(r"(?<![\d,.])(\d+),(\d{3})(?![\d,])", r"\1.\2", low)
    low = re.sub(r"(?<![\d,.'])(\d+)'(\d+)(?![\d'\"″])", r"\1.\2", low)  # "1'88": an apostrophe for a decimal
    # point (never feet and inches, 5'6")
    low = re.sub(r"(?<![\d,.])0,(\d+)(?![\d,])", r"0.\1", low)  # "0,265": a thousands comma never follows a lone 0
    low = re.sub(r"(\d),(\d{3})\b", r"\1\2", low)
    low = re.sub(r"(?<![\d,.])(\d+),(\d{1,2})(?![\d,])", r"\1.\2", low)  # a decimal comma: "0,46", "2,5"
    low = low.replace("º", "°").replace("˚", "°")  # the ordinal sign and the ring typed for a degree sign
    low = re.sub(r"(\d+)? ?([¼½¾])", lambda m: f"{int(m.group(1) or 0) + _TYPED[m.group(2)]:g}", low)
    low = re.sub(r"(?<![\d/.(])(?<!step )(?:(\d+) )?(\d)/(\d{1,2})(?![\d/)])",  # "2 3/4", "3/4 of a": not "(1/2)" or
    # "step 1/2:" steps
                 lambda m: f"{int(m.group(1) or 0) + int(m.group(2)) / int(m.group(3)):.10g}" if int(m.group(3))
                 else m.group(0), low)
    low = re.sub(r"(?<![\w.])\.(\d)", r"0.\1", low)  # ".62 m/s" is 0.62 m/s
    low = re.sub(r"\ban? ([a-z]+) and a half\b", r"1.5 \1", low)  # "a foot and a half": 1.5 foot
    low = re.sub(r"\bniner\b", "nine", low)  # radio procedure: "two-point-niner", digits said one by one,
    low = re.sub(rf"(?<!point-)(?<!point )\b{_DIGIT}(?:-{_DIGIT})+\b",  # "one-niner" 19, "four-zero" 40
                 lambda m: "".join(str(_UNITS[w]) for w in m.group(0).split("-")), low)
    pattern = re.compile(rf"\b{_NUMBER_WORD}(?:[ -]+{_NUMBER_WORD})*\b")
    low = pattern.sub(lambda m: _spell(m.group(0)), low)
    low = re.sub(r"\b(\d+) and (0\.(?:5|25|75))\b", lambda m: f"{int(m.group(1)) + float(m.group(2)):g}", low)
    # "162 and a half degrees", "6 and a quarter meters"
    low = re.sub(r"\b(\d+) ([a-z]+) and (0\.(?:5|25|75))\b", lambda m: f"{int(m.group(1)) + float(m.group(3)):g} "
                 f"{m.group(2)}", low)  # "145 degrees and a half", "2 meters and a quarter" (Spanish word order)
    low = spelled_out(low)
    low = re.sub(r"(?<![\d.])(\d+(?:\.\d+)?) \((\d+(?:\.\d+)?)\)",  # "two point one five (2.15)": a contract's habit
                 lambda m: m.group(1) if float(m.group(1)) == float(m.group(2)) else m.group(0), low)
    # "157°30'", "57 deg 30'": minutes
    low = re.sub(r"(\d+) ?(?:°|deg\b\.?|degrees?\b) ?(\d{1,2}(?:\.\d+)?) ?['′](?!')",
                 lambda m: f"{int(m.group(1)) + float(m.group(2)) / 60:.10g}°" if float(m.group(2)) < 60
                 else m.group(0), low)
    return low.strip()


def _spell(words: str) -> str:
    """One run of number words as digits; a run that is not a number ("a", "and") is kept as it was."""
    parts = ["point" if w == "decimal" else w for w in re.split(r"[ -]+", words) if w]
    lead = []
    while parts and parts[0] in ("a", "and"):
        if len(parts) > 1 and parts[0] == "a" and parts[1] in ("hundred", "thousand", "half", "quarter"):
            break
        lead.append(parts.pop(0))
    trail = []
    while parts and parts[-1] in ("a", "and", "point"):
        trail.insert(0, parts.pop())
    if parts in (["a", "half"], ["half"], ["a", "quarter"], ["quarter"]):  # "half a meter": 0.5 meter
        return " ".join(lead + ["0.5" if parts[-1] == "half" else "0.25"] + [w for w in trail if w != "a"])
    said = [p for p in parts if p in _UNITS or p in _TENS or p in ("hundred", "thousand")]
    if not said or set(said) == {"oh"} and "point" not in parts:  # "oh" alone is an interjection, "oh point four" 0.4
        return words
    if parts[-1] in _PARTS and len(parts) > 1:  # "four and three quarters", "three and eight tenths", "one and a half"
        cut = len(parts) - 1 - parts[::-1].index("and") if "and" in parts[:-1] else -1
        whole, count = parts[:cut] if cut > 0 else [], parts[cut + 1:-1]
        count = ["a"] if not count and cut > 0 and parts[-1] == "half" else count  # "ninety-seven and half"
        if count and all(p in _UNITS or p in _TENS or p == "a" for p in count) and \
                (not whole or all(p in _UNITS or p in _TENS or p in ("hundred", "thousand", "and", "a")
                                  for p in whole)):
            value = (float(_spell(" ".join(whole))) if whole else 0.0) + \
                (1 if count == ["a"] else float(_spell(" ".join(count)))) / _PARTS[parts[-1]]
            return " ".join(lead + [f"{value:.10g}"] + trail)
    if any(p in _PARTS for p in parts):  # a fraction said some other way: left as words, so it is unread
        return words
    whole = parts[:parts.index("point")] if "point" in parts else parts
    if len(whole) > 1 and all(p in _UNITS and _UNITS[p] < 10 for p in whole):  # read out digit by digit: 137
        fraction = parts[len(whole) + 1:]
        if not all(p in _UNITS and _UNITS[p] < 10 for p in fraction):
            return words
        digits = "".join(str(_UNITS[p]) for p in whole) + ("." + "".join(str(_UNITS[p]) for p in fraction)
                                                             if fraction else "")
        return " ".join(lead + [digits] + trail)
    if "point" in parts and not all(p in _UNITS and _UNITS[p] < 10 for p in parts[parts.index("point") + 1:]):
        said = _spell(" ".join(parts[parts.index("point") + 1:]))  # "two point fifty five": 2.55
        if not said.isdigit():
            return words
        parts = parts[:parts.index("point") + 1] + [list(_UNITS)[int(d)] for d in said]
    value, current, fraction, in_fraction, last = 0, 0, "", False, None
    for p in parts:
        if in_fraction and p in _UNITS:
            fraction += str(_UNITS[p])
        elif p == "point":  # "decimal" was made "point" above
            in_fraction = True
        elif p in _UNITS:
            current += _UNITS[p]
        elif p in _TENS and last in _UNITS and 0 < current < 10:  # said as hundreds: "one sixty two" is 162
            current = current * 100 + _TENS[p]
        elif p in _TENS:
            current += _TENS[p]
        elif p == "hundred":
            current = (current or 1) * 100
        elif p == "thousand":
            value, current = value + (current or 1) * 1000, 0
        last = p
    value += current
    number = f"{value}.{fraction}" if fraction else str(value)
    return " ".join(lead + [number] + trail)


def verb_forms(verb: str) -> tuple[str, ...]:
    """A regular English verb's present forms: base, third person and -ing ("pick", "picks", "picking";
    "carry", "carries", "carrying"; "get", "gets", "getting"; "take", "takes", "taking")."""
    if re.search(r"(?:s|sh|ch|x|z|o)$", verb):
        third = verb + "es"
    elif re.search(r"[^aeiou]y$", verb):
        third = verb[:-1] + "ies"
    else:
        third = verb + "s"
    if verb.endswith("ie"):
        ing = verb[:-2] + "ying"
    elif re.search(r"[^aeiouy]e$", verb):
        ing = verb[:-1] + "ing"
    elif re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", verb):  # one short syllable: the consonant doubles
        ing = verb + verb[-1] + "ing"
    else:
        ing = verb + "ing"
    return verb, third, ing


def verb_pattern(*phrases: str) -> str:
    """A regular expression for verb phrases in any present form, the first word inflected ("pick up" matches
    "picks up" and "picking up")."""
    alts = []
    for phrase in phrases:
        head, _, rest = phrase.partition(" ")
        alts += [f"{form} {rest}".strip() for form in verb_forms(head)]
    return r"\b(?:" + "|".join(sorted(set(alts), key=len, reverse=True)) + r")\b"


def unread_words(text: str, used: list[tuple[int, int]]) -> tuple[str, ...]:
    """The words and numbers outside the used spans that are not filler, and a number sign that numbers nothing
    ("report # of rooms with a person" had its "#" dropped: a message said in every room)."""
    chars = list(text)
    for a, b in used:
        chars[a:b] = " " * (b - a)
    rest = "".join(chars)
    words = (w.strip("-'") for w in re.findall(r"[a-z][a-z'-]*|\d+(?:\.\d+)?|#(?!\s*\d)", rest))
    return tuple(w for w in words if w and w not in FILLER and not KNOWN.match(w))


# A paper's protocol in the passive voice, said actively ("A clockwise arc of 80° is executed over 10 s", "the
# platform is driven in reverse", "the robot is brought to a stop", "way is given to pedestrians", "the robot is
# dispatched to the bathroom"): the same move, its doer the robot.
_DONE = r"(?:executed|performed|completed|carried out|undertaken|conducted)"  # not "done": "once that is done"
_NOUN_PHRASE = r"(?:a|an|the) (?:(?!\b(?:should|must|will|shall|when|that|which|and|then|it|is|are)\b)(?:[^.;,]|" \
    r"\.(?=\d)))*?"  # "a clockwise arc of 60° with a radius of 3.7 m", no clause of its own
_THEN = r"(?:then |subsequently |next |finally |first |thereafter |also )?"
_PASSIVE_VERBS = {"driven": "drives", "moved": "moves", "walked": "walks", "steered": "steers", "turned": "turns",
                  "rotated": "rotates", "reversed": "reverses", "backed up": "backs up", "spun": "spins",
                  "stopped": "stops", "halted": "halts", "paused": "pauses", "dispatched to": "goes to",
                  "sent to": "goes to", "brought to a stop": "stops", "brought to a halt": "stops",
                  "kept still": "keeps still", "kept stationary": "keeps still", "kept motionless": "keeps still",
                  "held still": "keeps still", "held stationary": "keeps still"}
_PASSIVE = re.compile(rf"\b(?:is|are) ({_THEN})({'|'.join(sorted(_PASSIVE_VERBS, key=len, reverse=True))})\b")


def active(low: str) -> str:
    """The passive voice of a paper's protocol made active: a manoeuvre "is executed" (made by the robot), the
    robot "is driven", "is stopped", "is kept still"; way "is given to" people (the robot gives it)."""
    low = re.sub(rf"(?:^|(?<=[.;:,)] ))({_NOUN_PHRASE}) (?:is|are) ({_THEN}){_DONE}\b",
                 lambda m: f"{m.group(2)}it makes {m.group(1)}", low)
    low = re.sub(r"(?:^|(?<=[.;:,] ))(?:the )?way is (?:then |always )?given to\b", "it gives way to", low)
    return _PASSIVE.sub(lambda m: f"{m.group(1)}{_PASSIVE_VERBS[m.group(2)]}", low)


# Unit signs the unit rules read ("m/s" leaves "m" and "s", which are filler). A number is never filler: one that
# no rule placed with its unit ("drives 5 at 1 m/s", "0.45 m per fortnight") is unread.
KNOWN = re.compile(r"^°$")


# Words between "you" and its verb that are no verb ("until you first see it", "you always stop", "you kindly
# stop"); a "you" after a preposition has no verb after it ("in front of you the target ..."), nor after a modal
# whose question it asks ("would you kindly drive", "could you please turn": the verb stays as the modal has it).
_ADVERBS = r"also|always|never|then|just|only|first|still|again|immediately|now|once|please|[a-z]+ly"
_PAST = "came|went|saw|found|began|left|got|took|ran|stood|drove|met|heard|brought|kept|held|had"  # "the way you came"
_NO_VERB = "for|in|at|on|to|with|by|from|and|or|then|as|so|into"  # "you spend 3 s" read as "you for 3 s": no verb
_NOT_AFTER = "".join(rf"(?<!\b{p} )" for p in ("of", "to", "at", "for", "by", "with", "from", "near", "behind",
                                               "past", "towards", "toward", "approaches", "approach", "sees",
                                               "would", "could", "can", "will", "do", "did", "shall", "should",
                                               "may", "might", "must", "please"))


def addressed(low: str) -> str:
    """The robot addressed as "you" described as "it", as the reader reads tasks: "until you see the target" ->
    "until it sees the target", "where you started" -> "where it started", "your left" -> "its left", "in front of
    you" -> "in front of it"; a verb after "you" takes the third person's -s, a past or a modal is kept."""
    low = re.sub(r"\byou(?:'re| are)\b", "it is", low)
    low = re.sub(r"\byou(?:'ve| have)\b", "it has", low)
    low = re.sub(r"\byou were\b", "it was", low)
    low = re.sub(r"\byourself\b", "itself", low)
    low = re.sub(r"\byour\b", "its", low)

    negated = r"do not|don't|cannot|can't|won't|mustn't|shouldn't"

    def third(m: re.Match) -> str:
        adverb, verb = m.group(1) or "", m.group(2)
        if re.fullmatch(rf"[a-z]+ed|{_PAST}|can|could|must|should|will|would|may|might|shall|did|be|is|was|has|"
                        rf"does|{negated}|"
                        rf"{_NO_VERB}|[a-z]+[^s]s", verb):  # ("you goes": a learner's, already the third person's)
            return f"it {adverb}{verb}"
        if verb in ("do", "go") or re.search(r"(?:s|sh|ch|x|z)$", verb):
            return f"it {adverb}{verb}es"
        return f"it {adverb}{verb[:-1]}ies" if re.search(r"[^aeiou]y$", verb) else f"it {adverb}{verb}s"
    low = re.sub(rf"{_NOT_AFTER}\byou ((?:(?:{_ADVERBS}) )*)({negated}|[a-z]+)\b", third, low)
    return re.sub(r"\byou\b", "it", low)  # "approaches you", "in front of you"


def story(low: str) -> str:
    """A children's story of the run (its pasts: reading/tense.py): the robot's pet name ("little Jackal", "polite
    little Robot") as its name, "as still as a statue" as still, "didn't move a paw" as not moving."""
    low = re.sub(r"\b(?:(?:brave|clever|good|happy|plucky|polite|busy) )?little (?=(?:jackal|robot|spot|rover|bot)\b)",
                 "", low)
    low = re.sub(r"\bas (still|quiet) as an? [a-z]+\b", r"\1", low)
    return re.sub(r"\b(did not|didn't|does not|doesn't) (?:move|budge|stir) an? (?:paw|wheel|inch|muscle)\b",
                  r"\1 move", low)
