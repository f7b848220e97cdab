"""The motion reader's vocabulary: synonym classes of general English and robotics usage (docs/tasks.md,
"Goals from words": how it was chosen), each a regular expression the reader's rules match, and the words
they hold (a word of a class is never "unread")."""

from __future__ import annotations

import re

from safe_codegen.tasks.reading.words import verb_forms


def _alt(*phrases: str) -> str:
    """A non-capturing alternation of phrases (regex fragments), longest first."""
    return "(?:" + "|".join(sorted(phrases, key=len, reverse=True)) + ")"


# Verbs of manner of motion, Levin's "run verbs" (B. Levin, English Verb Classes and Alternations, 1993, class
# 51.3.2) in their present forms, taken whole rather than as one writer used them: a new writer's "scoots" or "lopes"
# is a way of going. Left out: verbs of leaving the ground (hop, jump, leap, vault, climb, bounce, fly, swim), of
# wandering (WANDER below) or weaving (zigzag), sideways (sidle),
# "run" and "speed" (a routine runs, a robot speeds up) and "charge" (a battery). With "ease", "nudge", "zip" and
# "motor"; never "shift" ("shifts into reverse" is a gear, not a move).
_MANNER = tuple(f for v in """amble bolt bowl canter coast crawl creep dart dash dodder file flit gallop glide hasten
hike hobble hurry hurtle inch jog journey limp lollop lope lumber lurch march mince mosey nip pad parade perambulate
plod prance promenade prowl race roll rush sashay saunter scamper scoot scram scramble scud scurry scutter scuttle
shamble shuffle skedaddle skip skitter skulk slide slink slither slog slouch sneak stagger stomp streak stride stroll
strut stumble stump swagger tiptoe toddle totter traipse tramp travel trek troop trot trudge trundle waddle wade walk
whiz zoom ease nudge zip motor""".split() for f in verb_forms(v))

# Wandering: a walk whose turns are random (goals.Move, turn 'any': its time, distance and speed are checked, its
# turns not); "stray" left out (a stray dog), and "zigzag" (its turns alternate: a wander would let it drive straight).
WANDER = r"(?:" + "|".join(f for v in "roam rove ramble meander wander".split() for f in verb_forms(v)) + \
         r"|random(?:ly)?|aimless(?:ly)?|at random|haphazard(?:ly)?)"

# Moving ahead: verbs of driving and walking, and the words that say the way is straight on.
GO = _alt(r"drives?", r"driving", r"walks?", r"walking", r"moves?", r"moving", r"goes", r"go", r"going",
          r"heads?(?!-up\b| up\s*[:,;.!-])", r"heading", r"travel(?:s|s|ling|ing|led|ed)?", r"creeps?", r"creeping",
          r"rolls?", r"rolling",  # "heads up: ..." is a warning, not a move
          r"advances?", r"advancing", r"proceeds?", r"proceeding", r"steps?", r"stepping", r"cruises?",
          r"cruising", r"strides?", r"striding", r"paces?", r"pacing", r"explores?", r"exploring", r"march(?:es|ing)?",
          r"trots?", r"trotting", r"ambles?", r"ambling", r"strolls?", r"strolling", r"treks?", r"trekking",
          r"journeys?", r"navigates?", r"navigating", r"progress(?:es|ing)?", r"jogs?", r"jogging", r"glides?",
          r"gliding", r"coasts?", r"coasting", r"inch(?:es|ing)?", r"edges?", r"edging", r"traverses?",
          r"traversing", r"trundles?", r"trundling", r"rides?", r"riding", r"locomotes?", r"translates?",
          r"translating", r"push(?:es|ing)?", r"(?:makes?|works?) its way", r"(?:making|working) its way",
          r"sets? off", r"setting off", r"pushes on",
          r"presses on", r"continues", r"continuing", r"covers", r"covering", r"treads?", r"treading",
          r"shuffles?", r"shuffling", r"pull(?:s|ing)? (?:forward|ahead|out)", r"nos(?:e|es|ing) (?:forward|ahead|out)",
          r"tracks?", r"tracking", r"follows?", r"following", r"dolly(?:ing)?", r"dollies", WANDER,
          r"circulat(?:e|es|ing)", r"mobili[sz](?:e|es|ing)", r"ambulat(?:e|es|ing)", r"(?:self-)?propel(?:s|ling)?"
          r"(?: itself)?", r"wheels? itself", r"wheeling itself", r"displac(?:e|es|ing) itself",  # Latinate calques
          *_MANNER)
STRAIGHT = _alt(r"forwards?", r"ahead", r"straight", r"onwards?", r"straight on", r"in a straight line", r"upfield",
                r"to the front", r"in straight line",
                r"downfield",
                r"dead ahead", r"directly ahead", r"along a straight (?:line|path)", r"frontwards?")
# Going backwards: a "back" idiom with a quantity is a reverse; "walks back" with none is a return trip.
REVERSE = _alt(r"revers(?:e|es|ing|ed)", r"backs?(?: \w+){0,2} up", r"backing up", r"backwards?", r"in reverse",
               r"retreats?", r"retreating", r"withdraws?", r"withdrawing", r"backs? (?:away|off)",
               r"backing (?:away|off)", r"rearwards?", r"steps? back", r"stepping back", r"rolls? back",
               r"drop(?:s|ping)? back", r"dolly(?:ing)? out", r"dollies out",
               r"rolling back", r"in reverse gear", r"backtrack(?:s|ing)?", r"(?:towards?|to) the back",
               r"(?:straight|directly) back(?:wards?)?", r"pull(?:s|ing)? back",
               r"backs? (?:straight )?out", r"backing (?:straight )?out", r"revers(?:e|es|ing) (?:out|back)",
               r"backpedal(?:s|l?ing)?", r"retroced(?:e|es|ing)", r"retro-?(?:walk|mov|driv|ambulat)\w*",
               r"in reverse march")
BACK = GO + r"(?: her| him| itself| it)? back"  # "scoots back 2 m" (a reverse), "then walks back" (a return trip)
# A return trip of unsaid manner, in words of its own ("then returns", "comes back to where it started").
RETURN_TRIP = _alt(r"returns?(?: back)?", r"returning(?: back)?", r"(?:comes?|coming|heads?|heading|goes|going) back",
                   r"(?:back )?(?:to )?(?:(?:the )?(?:place|spot|point|position) )?where it (?:started|began|set off)",
                   r"(?:back )?(?:to )?its start(?:(?:ing)? (?:point|position|spot|place))?",
                   r"(?:back )?to the start(?:(?:ing)? (?:point|position|spot|place))?",
                   r"(?:the )?(?:same )?way it came")
TURN = _alt(r"turns?", r"turning", r"turned", r"repositions?", r"repositioning",  # a care note's "repositions Lt"
            r"curves?", r"curving", r"bends?", r"veers?", r"veering", r"rotates?",
            r"rotating", r"rotation", r"spins?", r"spinning", r"pivots?", r"pivoting", r"circles?", r"circling",
            r"u-? ?turns?", r"swings?", r"swinging", r"manoeuvres", r"maneuvers", r"bending", r"arcs?", r"arcing",
            r"steers?", r"steering", r"rounds?",
            r"swivels?", r"swivel(?:l)?ing", r"yaws?", r"yawing", r"twists?", r"twisting", r"swerves?", r"swerving",
            r"banks?", r"banking", r"loops?", r"looping", r"sweeps?", r"sweeping", r"revolves?", r"revolving",
            r"revolutions?", r"twirls?", r"twirling", r"reorients?", r"reorienting", r"wheels?", r"wheeling",
            r"about-(?:face|turn)", r"corners?", r"cornering", r"rotated", r"spun", r"pivoted", r"twisted",
            r"swivell?ed", r"yawed", r"curved", r"veered", r"swung", r"arced", r"banked", r"negotiat(?:e|es|ing)",
            r"bears?", r"bearing", r"pans?", r"panning", r"hangs? an?", r"hanging an?", r"pirouett(?:e|es|ing)",
            r"tank[- ]turns?", r"tank[- ]turning", r"peel(?:s|ing)? (?:off|away)",
            r"alter(?:s|ing)? (?:its )?(?:course|heading)")
# Negation of a motion verb ("never walking", "does not move", "without going anywhere"): no manoeuvre. On a turn
# "without walking" or "not going anywhere" says the turn is made in place ("never walking while the target is in
# view" does not); with no manoeuvre at all the robot stays still.
_NEGATION = r"(?:never|not|with no|without|no longer|must not|may not|does not|doesn't|do not|don't|won't|will not|" \
            r"shouldn't|mustn't|can't|cannot|isn't|aren't|wouldn't|mayn't|refrains? from|avoids?)(?: to)?"
_MOTION_VERB = r"(?:walk|move|drive|go|travel|budge|step|roll|advance|translate|stir|stirs|stirring|" \
               r"mobili[sz](?:e|es|ing)|ambulat(?:e|es|ing)|advance|displac(?:e|es|ing)(?: itself)?|" \
               r"walks|moves|drives|goes|travels|moved|walked|driven|gone|" \
               r"budges|steps|rolls|advances|translates|walking|moving|driving|going|travell?ing|budging|stepping|" \
               r"rolling|advancing|translating|motion|locomotion|(?:take|takes|taking) (?:a|any|one|a single) steps?|" \
               r"changing (?:its )?(?:position|location|place)|" \
               r"leaving (?:its|the) (?:spot|place|position|location))"
_AWAY = r"(?:anywhere|forwards?|ahead|off|away|an inch|at all|(?:any )?(?:further|farther)|again|any ?more|" \
        r"from (?:its|the|this|that) (?:place|spot|position|location))"
# One place: "at the same spot", "in its place", "at its position" (where a turn in place or a wait is made).
_ONE_PLACE = r"(?:at|in|on) (?:one|1|the same|a single|its(?: own)?|the one|the 1) " \
             r"(?:place|spot|position|location|post|mark)"
NOT_MOVING = rf"(?:{_NEGATION} {_MOTION_VERB}(?: {_AWAY})?|(?:tak(?:e|es|ing)|mak(?:e|es|ing)) no steps?|" \
             rf"{_MOTION_VERB} not(?! only)\b|(?:(?<=^)|(?<=[:;,.] ))no {_MOTION_VERB}(?: {_AWAY})?|" \
             rf"no {_MOTION_VERB}(?= (?:while|whenever|as long as|when)\b))"
# "walks not": the negation after the verb (German word order); "stationary: no walking", "hold position, no
# walking" as a clause of its own
IN_PLACE = _alt(r"in[- ]place", r"on[- ](?:the[- ])?(?:same[- ])?spot", r"pivots?", r"pivoting", r"spins?", r"spinning",
                rf"without {_MOTION_VERB}(?: {_AWAY})?", rf"(?:never|not|no) {_MOTION_VERB} {_AWAY}",
                r"(?:with )?(?:no|0) (?:forward|linear) (?:motion|movement|speed|velocity)",
                r"(?:with )?(?:no|zero|0) translation",
                r"where it (?:stands|is|sits|stood|was|sat)", r"(?:zero|0)[- ]radius", r"on its (?:own )?axis",
                r"(?:around|about|on) its (?:own )?(?:vertical )?(?:axis|centre|center)(?: point)?", _ONE_PLACE,
                r"stationary", r"in its own (?:length|footprint)", r"pans?", r"panning",
                r"(?:from|at|in) a fixed (?:spot|position|place)", r"(?:zero|0)[- ]turning[- ]radius",
                r"(?:with )?no travel", r"tank[- ]turns?", r"tank[- ]turning", r"on the place",
                r"(?:a )?pure (?:rotation|turn|spin)")
GENTLE = _alt(r"slight", r"gentle", r"gradual", r"soft", r"shallow", r"mild")
SIDES = {"counter-clockwise": "left", "counterclockwise": "left", "anticlockwise": "left", "anti-clockwise": "left",
         "counter clockwise": "left", "anti clockwise": "left", "ccw": "left", "leftwards": "left",
         "leftward": "left", "left": "left", "clockwise": "right", "cw": "right",
         "rightwards": "right", "rightward": "right", "right": "right",
         "port": "left", "starboard": "right", "port-side": "left", "starboard-side": "right",  # a ship's sides
         "lhs": "left", "rhs": "right",  # left-/right-hand side
         "anti-clock wise": "left", "anti clock wise": "left", "anticlock wise": "left", "anti-clock-wise": "left",
         "counter clock wise": "left", "counter-clock wise": "left", "clock wise": "right", "clock-wise": "right",
         "against the clock direction": "left", "against clock direction": "left", "in clock direction": "right",
         "in the clock direction": "right",  # German: im Uhrzeigersinn, gegen den Uhrzeigersinn
         "in the sense of the clock hands": "right", "in the same sense as the clock hands": "right",
         "contrary sense to the clock hands": "left", "in the contrary sense to the clock hands": "left",
         "against the clock hands": "left",  # Spanish: en el sentido de las agujas del reloj, en sentido contrario
         "lt": "left", "rt": "right", "l side": "left", "r side": "right", "l-sided": "left", "r-sided": "right"}
# ("Lt", "Rt", "L side": a care note's abbreviations; "(L)", "(R)" are spelled so by reader._calques)
SIDE = r"\b(" + "|".join(sorted(SIDES, key=len, reverse=True)) + r")\b"
# Whole turns said in words, in degrees.
TURN_WORDS = ((r"\bu-? ?turn|\babout-(?:face|turn)\b|\bsemi-?circle\b", 180.0),
              (r"\bright[- ]angle\b", 90.0),
              (r"\beighth of a (?:turn|circle|rotation|revolution)\b", 45.0),
              (r"\b(?:full|complete|whole|entire) (?:circle|turn|loop|rotation|revolution)\b|\bcircle\b|"
               r"\b(?:a|one) (?:revolution|full rotation)\b|"
               r"(?<![\d.])\b360\b(?!\.\d| ?(?:[a-z]+ ?/|(?:mm|cm|dm|km|m|mtrs?|ft|s|ms|"
               r"mins?|secs?|segs?|met(?:er|re)s?|mts|(?:milli|centi|deci|kilo)met(?:er|re)s?|seconds?|minutes?|feet|"
               r"inch(?:es)?"
               r"|yards?|rad|radians?)\b))", 360.0))

# A number of turns ("0.25 of a turn", "0.75-turn", "1.5 revolutions": number words are digits by then): x 360.
TURNS = r"(\d+(?:\.\d+)?)(?: of an?| of one)?[- ](?:full |complete |whole )?" \
        r"(?:turns?|circles?|rotations?|revolutions?)\b"

# Units: (pattern after the number, factor to the goal's unit). Spaces or a hyphen may join number and unit.
_J = r"(?:-| )?"
# A rate's "per": "m/s", "m / s", "metres per second", "metres a second", "m each second".
_PER = r"(?: ?/ ?| per | an? | each | every )"
_SECOND = r"(?:s|secs?|seconds?|segs?|secondes?)\b"  # "seg": a Spanish speaker's (segundo); "secondes": a French one's
# "m/s", "metres a second", "m s⁻¹"
_PER_SECOND = rf"(?:{_PER}{_SECOND}| s(?:⁻¹|\^-1|\^\{{-1\}}|-1)(?![\w⁻¹]))"
_HOUR = r"(?:h|hrs?|hours?)\b"
# not a rate's length
_RATE = rf"(?!{_PER}(?:s|secs?|seconds?|segs?|h|hrs?|hours?|min|mins|minutes?)\b| s(?:⁻¹|\^-1|-1))"
_DEG, _RAD = r"(?:degrees?|degs?|deg\.?|°)", r"(?:rads?|radians?)\b"
DEGREES = ((_J + _DEG + r"(?![a-z])" + _RATE, 1.0), (_J + _RAD + _RATE, 57.29577951308232))  # not "degree|s per s"
_M, _KM, _CM, _MM = (r"(?:m|mtrs?|mts|meters?|metres?)", r"(?:km|kilomet(?:er|re)s?)", r"(?:cm|centimet(?:er|re)s?)",
                     r"(?:mm|millimet(?:er|re)s?)")
_DM, _FT = r"(?:dm|decimet(?:er|re)s?)", r"(?:ft|feet|foot)"
_MINUTE = r"(?:min|mins|minutes?)\b"
SPEED = ((_J + rf"(?:{_M}{_PER_SECOND}|mps\b)", 1.0), (_J + rf"{_M}{_PER}{_MINUTE}", 1 / 60),
         (_J + rf"(?:{_KM}{_PER}{_HOUR}|kph\b|kmh\b)", 1 / 3.6),
         (_J + rf"{_DM}{_PER_SECOND}", 0.1), (_J + rf"{_CM}{_PER_SECOND}", 0.01),
         (_J + rf"{_MM}{_PER_SECOND}", 0.001),
         (_J + r"(?:mph\b|miles?(?: ?/ ?| per | an | a )(?:h|hr|hour)\b)", 0.44704), (_J + r"kmph\b", 1 / 3.6),
         (_J + rf"(?:{_FT}{_PER_SECOND}|fps\b)", 0.3048))
ANGULAR = ((_J + rf"{_RAD}{_PER_SECOND}", 1.0), (_J + rf"(?:{_DEG}{_PER_SECOND}|dps\b)", 0.017453292519943295),
           (_J + rf"(?:rpm|r/min|rev(?:olution)?s?{_PER}{_MINUTE})", 0.10471975511965977),  # 2 pi / 60
           (_J + rf"{_DEG}{_PER}{_MINUTE}", 0.017453292519943295 / 60))  # a ship's rate of turn
TIME = ((_J + r"(?:s|secs?|seconds?|segs?|secondes?)\b(?!\w|/)", 1.0), (_J + r"(?:min|mins|minutes?)\b", 60.0),
        (_J + r"(?:ms|millisec(?:ond)?s?)\b", 0.001))
LENGTH = ((_J + _M + r"\b" + _RATE, 1.0), (_J + _DM + r"\b" + _RATE, 0.1), (_J + _CM + r"\b" + _RATE, 0.01),
          (_J + _MM + r"\b" + _RATE, 0.001), (_J + _KM + r"\b" + _RATE, 1000.0), (_J + _FT + r"\b" + _RATE, 0.3048),
          (_J + r"(?:inch(?:es)?|ins?\.)(?!\w)" + _RATE, 0.0254), (_J + r"(?:yards?|yds?)\b" + _RATE, 0.9144))
NUM = r"(\d+(?:\.\d+)?)"
RADIUS = r"(?:turn(?:ing)? |curve |arc )?radius(?: of (?:the )?(?:turn|curve|arc|circle))?"  # "radius of turn 2 m"
CENTRE = r"cent(?:re|er) point(?: (?:located|situated|lying|placed))?"  # "about a centre point located 2 m from it"
DIAMETER = r"(?:turn(?:ing)? )?diameter"

# Stopping where it is ("stops in place and signals"): a stop, not a manoeuvre made in place.
STOP_HERE = r"(?:stop|stops|stopping|halts?|halting|freez(?:e|es|ing)|ceases? moving|ceasing moving)" \
            r"(?: moving| walking| driving)? (?:in place|on the spot|where it is|there)"

# Hazards: stopping, and the ways a hazard is said to be there.
STOP = _alt(r"stop(?:s|ping|ped)?", r"halt(?:s|ing|ed)?", r"withhold(?:s|ing)? (?:all )?(?:movement|motion)",
            r"yield(?:s|ing)?", r"paus(?:e|es|ing)", r"wait(?:s|ing)?",
            r"giv(?:e|es|ing) way", r"freez(?:e|es|ing)", r"(?:hold|stand|keep|stay|remain)(?:s|ing)? still",
            r"com(?:e|es|ing) to a (?:halt|stop|standstill|full stop|complete stop|complete halt)", r"brak(?:e|es|ing)",
            r"ceas(?:e|es|ing) (?:moving|to move|motion)", r"(?:stay|stays|staying) put",
            r"(?:hold|holds|holding) (?:its )?position", r"hold(?:s|ing)?(?= until)", r"standing by",
            r"stands by", r"idl(?:e|es|ing)",
            r"(?:stop|stops|stopping|ceases?|ceasing) (?:moving|walking|driving|rolling|travell?ing|rotating|turning|"
            r"spinning)",
            r"pull(?:s|ing)? up", r"(?:hold|holds|holding) (?:off|up)", r"hit(?:s|ting)? the brakes?",
            r"cut(?:s|ting)? the (?:move|motion|drive|walk)",
            r"(?:keep|keeps|keeping|hold|holds|holding) (?:its|the) (?:\w+ )?(?:speed|velocity) at 0(?![.\d])",
            r"with (?:0|no) (?:walking |driving |forward |linear )?(?:speed|velocity)"
            r"(?= while| when| whenever| as long)")
_DURING = r"during (?:every|each|any) moment(?: that)?|during (?:the|all the) (?:whole )?time(?: that)?"
WHEN = _alt(r"whenever", r"when", r"if", r"while", r"as long as", r"each time", r"every time", r"any time", _DURING,
            r"in the event (?:that|of)",
            r"anytime", r"should", r"in case", r"once", r"(?:at )?the moment", r"as soon as", r"in the presence of",
            r"on seeing", r"upon seeing", r"on sighting")
WHILE = _alt(r"whenever", r"while", r"as long as", r"each time", r"every time", r"any time", r"anytime",
             r"for as long as", r"so long as", _DURING)  # a state, not an event: "still while the target is in view"
RESUME = _alt(r"(?:then |and |before )?(?:[a-z]+ly |just |lowkey )?"  # "then simply keep going": no drive
              r"(?:carr(?:y|ies|ying) on|continu(?:e|es|ing)|resum(?:e|es|ing)|"
              r"mov(?:e|es|ing) on|goes on|go on|going on|proceed(?:s|ing)?|get(?:s|ting) going again|"
              r"pull(?:s|ing)? away|keep(?:s|ing)?(?: on)? going|pick(?:s|ing)? it up again|push(?:es|ing)? on|"
              r"get(?:s|ting)? going|"
              r"starts? (?:again|moving again)|moves? again|drives? on|walks? on)(?: again| afterwards?| after)?")
# The end of a hazard's stop said by the way ahead ("waits until the way is clear", "moving on when the path is free").
WAY_CLEAR = r"(?:until|till|when|once|as soon as|after) (?:(?:the|its) (?:way|path|road|route|lane|coast) " \
            r"(?:is|becomes|has become|gets) (?:free|clear|clear again|free again|empty)|" \
            r"(?:(?:it|all|everything) is )?" \
            r"clear(?: again)?|the (?:detection|hazard|obstruction) (?:clears|has cleared|is over|ends))"
# Spot: signalling, searching, staying still.
SIGNAL = _alt(r"signal(?:s|ling|ing|led|ed)?", r"signal\(\)",
              r"(?:fires?|firing|triggers?|triggering) (?:a|an|its|the) (?:signal|alert)", r"alerts?", r"alerting",
              r"flags?", r"flagging", r"pings?", r"pinging",
              r"(?:gives?|sends?|raises?|emits?|giving|sending|raising|emitting|pings?|pinging|sings?|singing)"
              r"(?: us| them| me| out| up)?(?: with)? (?:a|an|its|the) (?:signal|alert)")
SEARCH = _alt(r"look(?:s|ing)? (?:around |out )?for", r"(?:to|and) find", r"(?:to|and) locate",
              r"catch(?:es|ing)? sight of",
              r"watch(?:es|ing)? for", r"keep(?:s|ing)? watch for",
              r"survey(?:s|ing)?", r"scout(?:s|ing)?(?: for)?", r"search(?:es|ing)?(?: for)?", r"in search of",
              r"scan(?:s|ning)?(?: for)?",
              r"hunt(?:s|ing)? for", r"track(?:s|ing)? down", r"seek(?:s|ing)?", r"on the lookout for",
              r"keep(?:s|ing)? an eye out for",
              r"tr(?:y|ies|ying) to find", r"explor(?:e|es|ing)", r"sweep(?:s|ing)? for", r"quest(?:s|ing)? for",
              r"sweep(?:s|ing)? its (?:camera|gaze|sensors?|view)",
              r"(?:with |keep(?:s|ing)? )?(?:its )?eyes peeled(?: for)?",
              r"suss(?:es|ing)? out", r"observ(?:e|es|ing) for", r"on (?:the )?(?:watch|look-?out) for")
FOUND = _alt(r"(?:is|gets|comes|has been|becomes) (?:observed|found|seen|spotted|detected|noticed|located|sighted|"
             r"visible|in view|in sight|into view|into sight|perceived|recogni[sz]ed|identified)",
             r"(?:comes|appears|shows up|turns up|pops up|pops|emerges)(?: into (?:view|sight))?",
             r"enters?(?: in| into)? (?:the |its )?(?:view|sight|field of view)",  # "enters (in) the view" (entra en)
             r"it (?:finds|sees|spots|detects|observes|notices|locates|sights|encounters|reaches|perceives|gets to|"
             r"catches|comes across|runs across|clocks|can see|can spot)",
             r"(?:finding|seeing|spotting|detecting|observing|noticing|locating|sighting)",
             r"(?:it )?(?:has|have|having|gets?|getting) eyes on",
             r"(?:it )?(?:makes?|making|has|gets?) visual contact with", r"(?:it )?(?:locks?|locking) on(?:to| to)",
             r"(?:it )?(?:gets?|getting|has) a visual on", r"(?:is )?acquired", r"it picks up",
             r"(?:it )?(?:lays?|laying|sets?|setting|claps?|clapping) eyes on")
# Keeping guard: the nouns of a watch kept in one place ("stands sentry", "keeps vigil", "on lookout duty").
_GUARD = r"(?:a |the )?(?:stationary |silent |constant |close |continuous )?" \
         r"(?:guard|watch|sentry|sentinel|vigil|lookout|watchman|picket|observation)(?: duty| post)?"
STILL = _alt(r"(?:stays?|stands?|remains?|keeps?|holds?|staying|standing|remaining|keeping|holding) "
             r"(?:stock[- ])?still", r"(?:stands?|standing|holds?|holding) fast",  # a sailor's, a soldier's
             r"(?:stays?|staying) put", r"(?:keeps?|keeping|stays?|staying|remains?|remaining) standing",
             r"(?:stands?|stays?|remains?|waits?|holds?|standing|staying|remaining|waiting|holding|kept) "
             r"(?:where it is|wherever it is|where it stands|in place|in position|on the spot|stationary|motionless|"
             r"idle|there)",
             r"(?:holds?|holding|keeps?|keeping) (?:its |a fixed |the same )?(?:position|pose)",
             r"(?:holds?|holding|stands?|standing) its ground",
             r"(?:remains?|is|stays?|keeps?) stationary",
             rf"(?:stands?|standing|keeps?|keeping|holds?|holding|mounts?|mounting|plays?|playing|is on|goes on|"
             rf"remains on|stays on|"
             rf"standing on|stands on|keeping up|keeps up) {_GUARD}", rf"on {_GUARD}", rf"as an? {_GUARD}",
             rf"(?:stays?|remains?|stands?|waits?|staying|remaining|standing|waiting) {_ONE_PLACE}",
             r"(?:keeps?|holds?|guards?|keeping|holding|guarding) (?:its|a fixed|the same) "
             r"(?:current )?(?:position|place|spot)",
             r"(?:from|at|in) a fixed (?:spot|position|place)", r"with (?:no|0) (?:motion|movement)",
             r"(?:from|at) a standstill", r"guards? the spot", r"(?:stays?|remains?) where it was (?:placed|put|left)",
             r"motionless", r"immobile", r"frozen(?: in place| on the spot)?", r"unmoving", r"waits?", r"waiting",
             r"(?:with )?its feet planted", r"(?:stays?|remains?|staying|remaining|standing|stands?) planted",
             r"on standby", r"(?:sits?|sitting|stays?|staying) (?:tight|parked|still)", r"parked",
             r"(?:stands?|standing|holds?|holding|keeps?|keeping) (?:its|the) (?:post|ground|station|mark)",
             r"(?:keeps?|keeping|holds?|holding) its feet still", r"without (?:any )?(?:movement|motion)",
             r"(?:holds?|holding|keeps?|keeping) station", r"(?:all )?(?:four )?feet planted",
             r"(?:keeps?|keeping|stays?|staying|remains?|remaining)(?: itself)? stopped",
             r"(?:stays?|staying|remains?|remaining) (?:at|in) (?:its|the) (?:current |present )?(?:position|place|"
             r"spot|location)")
# What a step of a list is called.
_STEP = r"(?:step|stage|leg|phase|part|move|manoeuvre|maneuver|action|item|task|job|shot|beat|activity|order|section|" \
        r"segment|seg|cue)"  # a ticket's "Seg 1:" ("5 segs", after its number, is a Spanish speaker's seconds)
# ("order 2:", "last order:": a ship's helm orders, one move each)
# Sequencing: what starts a new step.
SEQUENCE = _alt(r"and then", r"then", r"after that", r"after this", r"after which", r"afterwards?",
                r"post (?:that|this)(?: only)?,?", r"after (?:this|that) only,?",
                r"(?:up)?on (?:the )?completion (?:thereof|of (?:that|this|it|the foregoing)),?",
                r"following (?:the )?completion (?:thereof|of (?:that|this|it|the foregoing)),?",
                r"(?<!the )(?<!for )next(?: up,?)?", r"following on from (?:that|this),?",
                r"finally", r"followed by", r"subsequently", r"thereafter", r"thereupon", r"following that",
                r"following this",
                r"lastly", r"last of all", r"in the first instance,?", r"last,", r"to finish(?: off)?,?",
                r"at the end,", r"in the end,", r"at final,?", r"(?<=and )last(?=,? [a-z])",
                r"once (?:done|finished|that is done|that is finished|this is done|complete|completed),?",
                r"when (?:done|finished|that is done|that is finished|this is done|complete),?",
                r"(?:and )?when that is finished,?", r"having done (?:so|that|this),?", r"later,?",
                r"before", r"and after that", r"and finally", r"and lastly", r"and next",
                r"at which point", r"at (?:that|this) point", r"whereupon", r"upon which", r"on which",
                r"following which", r"(?:that|this) done,?", r"with (?:that|this) done,?",
                r"(?:immediately|directly|straight|soon|shortly) after(?:wards| that| this| which)",
                r"(?:as|for|in|during) (?:a|the|its) (?:first|next|second|third|fourth|fifth|final|last) "
                r"(?:step|move|manoeuvre|maneuver|stage|part|phase|action),?",
                r"(?:the )?(?:next|last|final|first|second|third) thing(?: (?:it does )?is(?: that)?| it does)?,?",
                r"(?:first|second|third|fourth|fifth)ly,?", r"to conclude,?",
                r"at the (?:very )?(?:start|beginning|outset),?", r"(?:at|in) the (?:very )?end,?",
                r"to end(?: with)?,?", r"ending with", r"to (?:begin|start)(?: with)?,?", r"initially,?",
                r"at first,?", r"first of all,?", r"(?:and )?only then,?", r"(?:and )?at the end,?",
                r"once (?:that|this|it) (?:is|has been) (?:complete|completed|done|finished|over),?",
                r"(?:when|after|once) it (?:has )?(?:done|finished|completed|finishes|completes)"
                r"(?: (?:that|this|so|it))?,?",
                r"when (?:that|this) is (?:complete|completed|over),?",
                r"(?:after|on|upon) (?:completing|finishing|doing) (?:that|this|it),?",
                r"(?:and )?at last,?", r"(?:and )?to wrap up,?", r"subsequent to (?:that|this),?", 
                r"to round (?:off|up),?", r"in (?:order|sequence)[,:]",
                r"(?:1|one) (?:by|after) (?:1|one|another|the other)",
                r"(?:up)?on completion,?", r"(?:directly|straight|immediately|right) after,",
                r"once (?:that|this) is (?:done|over),?",
                r"(?:when|once|after|as soon as) (?:it|that|this) (?:is|has|has been) "
                r"(?:through|done(?: and dusted)?|finished|complete|completed|over|wrapped (?:that |this |it )?up)"
                r"(?: with (?:that|this|it))?,?",
                r"(?:to|and to) (?:kick|start|get) (?:things |it )?(?:off|going|started),?", r"(?:moving|going) on,?",
                r"(?:to )?(?:finish|wrap|round)(?:ing)? (?:things |it |it all |everything )?(?:up|off),?",
                r"(?:for|as) the (?:grand )?finale,?", r"(?:when|once) ready,?", r"cut to:",
                r"(?:on|at) (?:cue|action),?", r"(?:when|once) (?:that|this|it) is in the can,?", r"to wrap,",
                rf"to end (?:the|its) {_STEP},?", rf"(?:next|last|final|first|second|third) {_STEP},?",
                r"(?:when|once) (?:that|this|it) is sorted,?", r"from there(?: on)?,?",
                r"(?:first|last|next) up,?",
                r"(?:with )?(?:that|this) out of the way,?", r">>")  # "once it is done"
ORDINAL = r"(?:first|second|third|fourth|fifth|sixth)(?:ly)?[,:]"  # "second, it turns": only where a clause starts
SUSTAIN = _alt(r"keep(?:s|ing)? (?:it|this|that) up", r"maintain(?:s|ing)?", r"sustain(?:s|ing)?",
               r"at a (?:constant|steady|fixed|even)")
COUNTED = rf"(?:{_STEP}(?: no\.?| number| #)?|no\.|number) " \
          r"(?:#?\d+(?:(?: of |/)\d+)?|[a-h])(?: \((?:final|last)\))?(?:[:.)]|\s*[—–]|\s+-(?= ))|" \
          r"\bstep \d+ of \d+,|" \
          r"\(\d+(?:/\d+)?\)|\b\d+°?\)|\[\d+\]|\([a-h]\)|\((?:i{1,3}|iv|vi{0,3})\)|" \
          r"(?<![\w(])[a-h]\)(?= )|" \
          rf"\b\d+(?:st|nd|rd|th)(?: {_STEP})?[:.)]|#\d+[:.)]?|" \
          rf"\b(?:first|second|third|fourth|fifth|sixth|final|last) {_STEP}[:.)]"
# "1st:", "#2", "item 3:", "third move:", "a) ...", "1º) ..." (the ordinal sign a degree by then), a speaker's "step
# one of two,": every way of numbering a list
# How the task words name each hazard proposition (a robot's sensor propositions with these names).
_PEOPLE = r"pedestrians?|peds?|crew(?: members?)?|(?:staff|team) members?|" \
          r"people|persons?|humans?|walkers?|(?:foot|pedestrian) traffic|workers?|staff|employees?|passers?-?by|" \
          r"passersby|bystanders?|onlookers?|" \
          r"members? of the public|individuals?|someone|anyone|anybody|somebody|folks?"
HAZARD_WORDS = {"pedestrian": _PEOPLE, "person": _PEOPLE,
                "car": r"(?:motor )?(?:cars?|vehicles?)|(?<!foot )(?<!pedestrian )traffic|automobiles?|trucks?|vans?|"
                       r"buses|bus|lorr(?:y|ies)|"
                       r"motorcycles?|[234][- ]?wheelers?",  # "a four-wheeler" (Indian English: a car)
                "stop_sign": r"stop[ -]?(?:signs?|boards?)|signs? (?:that (?:says?|reads?|shows?)|saying|reading|showing|marked) "
                             r"['\"]?stop\b['\"]?"}
ANY_HAZARD = "|".join(HAZARD_WORDS.values())


def has(pattern: str, part: str) -> bool:
    """Whether the words say the pattern as words of their own (not inside another word)."""
    return bool(re.search(rf"(?<!\w){pattern}(?!\w)", part))


# A count of steps said first (a learner's "Mission have 2 step.", a paper's "The trial comprises three phases.",
# a speaker's "a two-step mission for the jackal," and "four bits for the jackal.").
_THE_ROBOT = r"(?:the )?(?:jackal|spot|robot|rover)"
_OPENS = r"(?:^|(?<=[.!?] ))"  # the first sentence, or one after a rule said first ("Stop for cars. We have two
# steps: ...": the steps are counted, and checked, wherever the count is said)
_OK = r"(?:(?:okay|ok|so|now|right|alright|well),? )*"  # "Okay, there are two parts to this one."
MISSION = rf"{_OPENS}{_OK}(?:there are |we have |got |(?:i|we)(?:'ve| have) got )?\d+ (?:steps|stages|legs|" \
          r"parts|moves|phases|things|bits|(?:[a-z]+ )?cues)(?: only| for (?:this|it|you)(?: one| 1)?| " \
          rf"for {_THE_ROBOT}| (?:on|to|in) this (?:one|1)| here| pls| please| today)?\s*[:.,]|" \
          rf"{_OPENS}{_OK}(?:(?:complete|do|perform|carry out|execute) )?(?:the following|this|it) in \d+ (?:steps|" \
          r"stages|parts|moves|phases)\s*[:.,]|" \
          rf"{_OPENS}{_OK}(?:(?:this|that) (?:one|1)|(?:(?:this|the|our|an?) )?(?:mission|sequence|routine|plan|task|" \
          r"programme|program|drill|trial|protocol|experiment|procedure)) (?:has|have|got|is having|consists of|" \
          r"is made of|comprises|contains|is|is in|with) \d+ (?:steps?|stages?|parts?|moves?|phases?)" \
          r"(?: only| in all| in total)?\s*[:.,]|" \
          rf"{_OPENS}{_OK}(?:(?:so )?(?:there's|there is|here's|here is|this is|it is|it's|(?:i|we)(?:'ve| have)" \
          r"(?: got)?|(?:please )?run) )?(?:an? |the |this )?\d+[- ]" \
          r"(?:step|stage|part|move|phase|segment) (?:[a-z]+ )?(?:mission|sequence|routine|plan|task|job|programme|" \
          rf"program|drill|manoeuvre|maneuver|route|turn|run)(?: for {_THE_ROBOT}| for (?:you|it))?(?: today)?" \
          r"\s*[:.,]|" \
          rf"{_OPENS}(?:(?:it|this) is |(?:the robot |it )?(?:has|is doing|does|do|performs) )?(?:an? |the )?" \
          r"(?:mission|sequence|routine|plan|task|programme|program|drill) (?:(?:of|in|with) )?\d+ " \
          r"(?:steps?|stages?|parts?|moves?|phases?)\s*[:.,]|" \
          rf"{_OPENS}(?:an? |the )?(?:sequence|routine|plan|mission|series|programme|program|procedure)" \
          r"(?: of care)? ?(?:\(\d+ (?:steps|stages|legs|parts|moves|phases)\)|, \d+ (?:steps|stages|legs|parts|" \
          r"moves|phases))\s*:|" \
          rf"(?:{_OPENS}|(?<=otherwise ))(?:[a-z]+ ){{1,3}}?(?:in |to |through )?an? \d+[- ](?:steps?|stages?|" \
          r"legs?|parts?|moves?|phases?|jobs?|shots?|beats?)(?: [a-z]+)?:|" \
          rf"(?:{_OPENS}|(?<=otherwise ))(?:[a-z]+ ){{1,3}}?(?:in |to |through )?\d+ (?:jobs|shots|beats|orders|" \
          r"sections)(?: [a-z]+){0,3}:|" \
          rf"(?:{_OPENS}|(?<=otherwise ))(?:does|performs|runs|carries out|completes|executes|makes|follows|" \
          r"goes through|works through) " \
          r"(?:steps [a-h] (?:to|through|and) [a-h]|(?:(?:a|an|the|this|these|the following) (?:mission|route|" \
          r"sequence|routine|plan|course|programme|program|series|list)(?: of| in| with)? |(?:these|the|its|all|the " \
          r"following) )?\d+ (?:steps|stages|legs|" \
          r"parts|moves|manoeuvres|maneuvers|phases|actions|activities|things)|" \
          r"(?:this|these|the following|an?|the)(?: \d+-" \
          r"(?:step|stage|part|move|leg))? (?:mission|route|sequence|routine|plan|course|programme|program|series|" \
          r"list|checklist|steps|stages|moves|actions|instructions|procedure|drill|exercise|task))[^:]*:|" \
          rf"{_OPENS}(?![^.:;!?]*?(?<!\w)(?<!\d )(?:{GO}|{TURN}|{REVERSE}|{BACK}|{STOP}|{SIDE})(?!\w))" \
          r"[^.:;!?\d]*?\b\d+ " \
          r"(?:steps|things|moves|parts|stages|phases|legs|manoeuvres|maneuvers|actions|segments)\b[^.:;!?\d]*?" \
          r"(?:\b1 (?:after|by) (?:the other|another|1)\b[^.:;!?\d]*)?[.:!?]"
# (the last: a first sentence that only counts the steps, in any words: "I need from you a mission with 2 steps.",
# "The robot has to do 4 things, 1 after the other.", "We have 4 steps here."; never one that names a move)
# Asides that say nothing of the goal, as whole phrases (their words alone may: "same", "taken", "more", "provided"):
# a warning's lead, a contract's provisos, emphasis of exactness or of always, a rule cited, the time a move takes
# said of it, a move referred back to ("completes the same in 3 s").
ASIDES = _alt(r"heads[- ]up[:,!]?", r"on its (?:legs|feet|wheels|paws)", r"seq(?:uence)?:", r"params:",
              r"(?:on|by|according to) the (?:stopwatch|clock|timer)",
              r"on (?:the|my|your) (?:whistle|mark|go)", r"(?:for )?the whole thing",
              r"(?:said|such) (?:turn|move|movement|rotation|manoeuvre|maneuver|motion|drive|walk)",
              r"it being understood that", r"provided,? (?:however,? |always,? )?that", r"in (?:each|every) case",
              r"to be (?:performed|executed|completed|made)(?= (?:over|in|within)\b)",  # "such manoeuvre to be ..."
              r"(?:subject to|notwithstanding) the foregoing,?", r"without fail", r"no questions asked",
              r"no more,? no less", r"and no (?:farther|further)", r"no (?:farther|further)", r"unaided",
              r"(?<=continue )further", r"(?<=continues )further",  # a Russian speaker's "continue further" (dal'she)
              r"(?:the )?(?:steps|moves|legs|parts|stages) (?:run|are (?:done|run|performed|executed)|happen|come) in "
              r"(?:that|this|the given|the listed) order", r"in (?:that|this|the given|the listed) order",
              r"at any (?:point|moment)(?: in time)?", r"(?:please |kindly )?do the needful",
              r"(?:the )?safety plan:", r"regardless of (?:the )?outcome", r"every single time",
              r"(?:throughout|during|for|in|across) (?:the (?:whole |entire )?(?:trial|experiment|run|test|protocol|"
              r"manoeuvre|maneuver|mission)|(?:all|each|every) (?:of the )?(?:phases?|steps?|stages?|trials?))",
              # a paper's protocol: "Throughout the trial, the platform stops for pedestrians"
              r"as per (?:the )?(?:safety )?(?:protocol|rules?|norms?|procedure|regulations?)",
              r"(?:the )?(?:total )?time taken(?: (?:should|must|will|shall) be| being| is)?",
              r"the same(?= *(?:[,;.)]|$| (?:should|must|has to|have to|will|shall|is|in|for|within|over|during|by|"
              r"continu\w*)\b))")  # "the same" said for the move ("taking 5 s for the same"), not "the same speed"
# After a counted mission's colon, its steps may be numbered "1. ... 2. ..." (a number and a full stop, then words).
LISTED = r"(?<![\w.])\d+\.(?= [a-z])"


def numbered(text: str) -> bool:
    """Whether the text is a numbered list of steps with no count said ("1. reverse ... 2. drive ..."): its numbers
    run 1, 2, ... n (n >= 2), the first at the start or after a colon ("follow these steps: 1. ...")."""
    found = list(re.finditer(LISTED, text))
    return len(found) >= 2 and [int(m.group(0)[:-1]) for m in found] == list(range(1, len(found) + 1)) and \
        re.fullmatch(r"\s*|.*:\s*", text[:found[0].start()], re.S) is not None


def vocabulary_spans(text: str) -> list[tuple[int, int]]:
    """Where the text says something in the vocabulary (a phrase of a class, a number with its unit): read words."""
    classes = (GO, STRAIGHT, REVERSE, BACK, RETURN_TRIP, TURN, IN_PLACE, GENTLE, STOP, STOP_HERE, NOT_MOVING, RESUME, SIGNAL,
               SEARCH, FOUND,
               STILL, SEQUENCE, ORDINAL, SUSTAIN, WHILE, RADIUS, DIAMETER, SIDE, COUNTED, MISSION, TURNS, WAY_CLEAR,
               ASIDES, CENTRE) + \
        tuple(p for p, _ in TURN_WORDS)
    units = tuple(NUM + u for u, _ in DEGREES + SPEED + ANGULAR + TIME + LENGTH)
    listed = (LISTED,) if re.search(MISSION, text) or numbered(text) else ()
    return [m.span() for c in classes + units + listed for m in re.finditer(rf"(?<!\w){c}(?!\w)", text)]
