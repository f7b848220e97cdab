"""Words for generated tasks: quantities with their units (digits or words, unit synonyms) and the
choice of a template or value from a split's own list (docs/tasks.md, "Curriculum"). The second
held-out split (heldout2) has its own unit forms, other units and spoken numbers ("one hundred and
twelve", "three and a quarter"); the third (heldout3) has "42°", "m/sec", "cm/sec" and "half a metre"; the fourth
(heldout4) "44deg", "5sec", "meters/sec", "18 cm per second", ".62" and "a hundred and eight"; the fifth (heldout5)
"3.4 mtrs", "meters per sec", "26.4 m/min", "4600 ms", "900 millimeters", "nought point four four", "three-point-eight"
and "thirteen and one half"; the sixth (heldout6) "0.44 metres each second", "7 dm", "440 mm/s", "three and eight
tenths" and "forty-four hundredths of a metre"; the seventh (heldout7), a field technician's radio call and a teacher's
exercise sheet, "0.34 m s⁻¹", "0.34 m s^-1", "34 cm s⁻¹", "34 centimetres a second", "3 m 90 cm", "1 metre and 75
centimetres", digits read out over the radio ("zero decimal three four", "four decimal three", "one one four") and
"0.46 rad s⁻¹"; the eighth (heldout8), a European warehouse supervisor's and a product manager's requests, decimal
commas ("0,47 m/s", "5,9 sec"), "47º" (the ordinal sign typed for a degree sign), "3,25 meter" without a plural,
"0,56 radians/sec", "17º/s", "29 degrees/sec", typed fractions ("2¾ m", "2 3/4 seconds", "¾ rad/s") and in words
"two and three-quarters", "three-quarters of a"; the ninth (heldout9), a hobbyist's forum post and a logistics
dispatcher's ticket, lengths and speeds in feet and inches where exact ("5 ft", "18 inches", "a foot and a half",
"2 ft/s"), "0.41 mps", "0.43 rads/s", "19 dps", "7 rpm" (42 degrees per second), digits padded with a trailing zero
("2.050 m", "27.0°") and in words "oh point four one", "two point oh five", "a hundred nineteen"; the tenth
(heldout10), a sheep farmer's texts and a camera crew's shot list, "111˚" (the ring a Mac types for a degree sign),
"0.43 metres a sec", "8˚/s", speeds in kph ("2.25 kph", "two and a quarter kilometres an hour"), times in frames at
24 fps ("126 frames at 24 fps"), turning rates as one full turn every so many seconds ("one full turn every 45
seconds" for 8 degrees per second), lengths as "two metres fifteen" and numbers in words without hyphens ("forty
five", "a hundred and eleven", "two point fifteen", "five and a quarter"); the eleventh (heldout11), the twelfth
(heldout12) and the thirteenth (heldout13) have forms, units and numbers in words of their own (quantity11,
quantity12, quantity13); heldout13 is written in two voices (Voiced), one of them drawn per task, and so are
heldout14 (Voiced, quantity14), heldout15, a Spanish native speaker's English and a ward nurse's care-plan note
(Voiced, quantity15), heldout16, a ship's officer's helm orders and a French native speaker's English (Voiced,
quantity16), and heldout17, a dance-fitness instructor calling the moves and a Mandarin Chinese native speaker's English
(Voiced, quantity17)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")
SPLITS = ("train", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8",
          "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16",
          "heldout17")
# The splits written in two voices, and their voices: each task is written in one of them (voice_split), its
# templates and quantities alike.
VOICES = {"heldout13": ("voice", "chat"), "heldout14": ("tech", "german"), "heldout15": ("spanish", "nurse"),
          "heldout16": ("helm", "french"), "heldout17": ("dance", "chinese")}

_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


@dataclass(frozen=True)
class Voiced:
    """A voiced split's entries of one list, by its two voices (VOICES, in order): a split's `of` gives both voices'
    (the templates of either, joined), a task's voiced split ("heldout13:chat", "heldout14:german") its own voice's.
    A dict (sides, hazards) is given by its voice; both voices' is the first's."""

    first: tuple | dict
    second: tuple | dict

    def both(self) -> tuple | dict:
        return self.first if isinstance(self.first, dict) else tuple(self.first) + tuple(self.second)


@dataclass(frozen=True)
class Split:
    """One list of values or templates per split: held-out ones never occur in train, heldout2's in neither
    earlier split, heldout3's to heldout17's in none of the other splits (heldout13's to heldout17's templates:
    Voiced)."""

    train: tuple
    heldout: tuple
    heldout2: tuple = ()
    heldout3: tuple = ()
    heldout4: tuple = ()
    heldout5: tuple = ()
    heldout6: tuple = ()
    heldout7: tuple = ()
    heldout8: tuple = ()
    heldout9: tuple = ()
    heldout10: tuple = ()
    heldout11: tuple = ()
    heldout12: tuple = ()
    heldout13: tuple | Voiced = ()
    heldout14: tuple | Voiced = ()
    heldout15: tuple | Voiced = ()
    heldout16: tuple | Voiced = ()
    heldout17: tuple | Voiced = ()

    def of(self, split: str) -> tuple:
        """The split's entries; of a voiced split ("heldout13:voice"), its voice's where they are Voiced."""
        name, _, voice = split.partition(":")
        values = getattr(self, name)
        if isinstance(values, Voiced):
            return (values.first, values.second)[VOICES[name].index(voice)] if voice else values.both()
        return values


def voice_split(rng: random.Random, split: str) -> str:
    """A voiced split (VOICES) with one of its voices drawn ("heldout13:chat", "heldout15:nurse"); any other split
    as it is (no draw)."""
    return f"{split}:{pick(rng, VOICES[split])}" if split in VOICES else split


def check_split(split: str) -> None:
    """Refuse a split that is not one of SPLITS."""
    if split not in SPLITS:
        raise ValueError(f"unknown split '{split}' ({', '.join(SPLITS)})")


def pick(rng: random.Random, items: Sequence[T]) -> T:
    return items[rng.randrange(len(items))]


def task_name(stem: str, index: int) -> str:
    """A task's function name: the stem and the index in letters (1 -> a, 27 -> aa), never in digits, because
    the prompt asks for a function of that name and a small model reads a digit there as the task's number
    (drive_forward_14 drove 14 s; docs/tasks.md, "Copy rate")."""
    letters = ""
    while index > 0:
        index, r = divmod(index - 1, 26)
        letters = chr(ord("a") + r) + letters
    return f"{stem}_{letters}"


def integer_words(n: int) -> str:
    """An integer 0-999 in words ("one hundred thirty-five")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + (f"-{_ONES[n % 10]}" if n % 10 else "")
    return f"{_ONES[n // 100]} hundred" + (f" {integer_words(n % 100)}" if n % 100 else "")


def number_words(x: float) -> str:
    """A number in words: integers, halves ("two and a half"), else digit by digit after "point"."""
    if x == int(x):
        return integer_words(int(x))
    if (2 * x) == int(2 * x) and x > 1:
        return f"{integer_words(int(x))} and a half"
    whole, frac = f"{x:g}".split(".")
    return f"{integer_words(int(whole))} point {' '.join(_ONES[int(d)] for d in frac)}"


def spoken_number(x: float) -> str:
    """A number as said aloud in British English: "one hundred and twelve", "three and a quarter", "point four five",
    "two point two"."""
    def whole(n: int) -> str:
        if n >= 1000:
            rest = n % 1000
            return f"{whole(n // 1000)} thousand" + ("" if not rest else f" and {whole(rest)}" if rest < 100 else
                                                     f" {whole(rest)}")
        return integer_words(n) if n < 100 else \
            f"{_ONES[n // 100]} hundred" + (f" and {integer_words(n % 100)}" if n % 100 else "")
    if x == int(x):
        return whole(int(x))
    part = {0.25: "a quarter", 0.5: "a half", 0.75: "three quarters"}.get(round(x - int(x), 9))
    if part and x > 1:
        return f"{whole(int(x))} and {part}"
    digits = " ".join(_ONES[int(d)] for d in f"{x:g}".split(".")[1])
    return f"point {digits}" if x < 1 else f"{whole(int(x))} point {digits}"


# heldout3's fractions of one unit, said before the singular unit ("half a metre").
FRACTIONS = {0.5: "half a", 0.75: "three quarters of a"}


def casual_number(x: float) -> str:
    """heldout3's numbers in words: a fraction of one unit ("half a", before "metre"), else as number_words."""
    return FRACTIONS.get(x) or number_words(x)


def terse_number(x: float) -> str:
    """heldout4's numbers in words, as typed in a hurry: no leading zero below one (".62"), "a hundred and eight",
    else as number_words."""
    if x < 1:
        return f"{x:g}"[1:]
    if 100 <= x < 200 and x == int(x):
        return "a hundred" + (f" and {integer_words(int(x) - 100)}" if x > 100 else "")
    return number_words(x)


def written_number(x: float) -> str:
    """heldout5's numbers in words, as written out in a formal spec: "nought point four four", "three-point-eight",
    "thirteen and one half", "two and one quarter", integers as integer_words."""
    if x == int(x):
        return integer_words(int(x))
    part = {0.25: "one quarter", 0.5: "one half"}.get(round(x - int(x), 9))
    if part and x > 1:
        return f"{integer_words(int(x))} and {part}"
    whole, frac = f"{x:g}".split(".")
    digits = [_ONES[int(d)] for d in frac]
    if x < 1:
        return f"nought point {' '.join(digits)}"
    return f"{integer_words(int(whole))}-point-{'-'.join(digits)}"


def schoolbook_number(x: float) -> str:
    """heldout6's numbers in words, read by place value as taught at school: "three and eight tenths", "one and
    twenty-four hundredths", "forty-four hundredths of a" (before the singular unit), integers as integer_words."""
    if x == int(x):
        return integer_words(int(x))
    whole, frac = f"{x:g}".split(".")
    places = ("tenth", "hundredth", "thousandth")[len(frac) - 1]
    part = f"{integer_words(int(frac))} {places}" + ("" if int(frac) == 1 else "s")
    return f"{part} of a" if x < 1 else f"{integer_words(int(whole))} and {part}"


def radio_number(x: float) -> str:
    """heldout7's numbers in words, as read out over a radio: "decimal" for the point and each decimal digit on its
    own ("zero decimal three four", "four decimal three"), three-digit numbers digit by digit ("one one four"),
    other integers as integer_words."""
    def digits(text: str) -> str:
        return " ".join(_ONES[int(d)] for d in text)
    if x == int(x):
        return digits(str(int(x))) if x >= 100 else integer_words(int(x))
    whole, frac = f"{x:g}".split(".")
    return f"{integer_words(int(whole))} decimal {digits(frac)}"


def compound_length(rng: random.Random, value: float) -> str | None:
    """heldout7's lengths in metres and centimetres ("3 m 90 cm", "1 metre and 75 centimetres"); None for a whole
    number of metres or less than one metre."""
    whole, cm = int(value), round((value - int(value)) * 100)
    if whole < 1 or cm == 0 or abs(whole + cm / 100 - value) > 1e-9:
        return None
    metres = "metre" if whole == 1 else "metres"
    return pick(rng, ("{} m {} cm", "{} %s {} centimetres" % metres, "{} %s and {} centimetres" % metres)).format(
        whole, cm)


# heldout8's fractions of a unit, typed (unicode, then with a slash) and in words.
QUARTERS = {0.25: ("¼", "1/4", "a quarter"), 0.5: ("½", "1/2", "a half"), 0.75: ("¾", "3/4", "three-quarters")}


def comma_number(x: float) -> str:
    """heldout8's digits with a decimal comma, as written in much of Europe ("0,47", "5,9", "47")."""
    return f"{x:g}".replace(".", ",")


def typed_fractions(x: float) -> tuple[str, ...]:
    """heldout8's numbers with a quarter, half or three-quarter part as typed fractions ("2¾", "2 3/4"; "¾", "3/4");
    () for any other number."""
    whole, part = int(x), QUARTERS.get(round(x - int(x), 9))
    if part is None:
        return ()
    return (part[0], part[1]) if whole == 0 else (f"{whole}{part[0]}", f"{whole} {part[1]}")


def fraction_words(x: float) -> str | None:
    """heldout8's numbers in words: integers as integer_words, quarters as "two and three-quarters", "one and a
    quarter", "three-quarters of a" (before the singular unit); None for other decimals, which it writes in digits."""
    if x == int(x):
        return integer_words(int(x))
    part = QUARTERS.get(round(x - int(x), 9))
    if part is None:
        return None
    if x < 1:
        return "half a" if x == 0.5 else f"{part[2]} of a"
    return f"{integer_words(int(x))} and {part[2]}"


# heldout9's feet: a length or speed (in metres, metres per second) that is a whole or half number of feet is said in
# feet, or a length of up to four feet in inches.
FOOT = 0.3048


def in_feet(value: float) -> float | None:
    """heldout9's `value` (metres, or metres per second) in feet when it is a whole or half number of them, else None
    (1.524 -> 5, 0.4572 -> 1.5, 1.95 -> None)."""
    feet = round(value / FOOT, 6)
    return feet if feet > 0 and (2 * feet).is_integer() else None


def halves_words(amount: float, one: str, many: str) -> str:
    """A whole or half number of a unit in words, with the unit: "five feet", "one foot", "a foot and a half", "two
    and a half yards", "half a yard" (heldout9's feet, heldout12's yards)."""
    whole = int(amount)
    if not float(2 * amount).is_integer():
        raise ValueError(f"{amount:g} is not a whole or half number of {many}")
    if amount == whole:
        return f"{integer_words(whole)} {one if whole == 1 else many}"
    return f"half a {one}" if whole == 0 else f"a {one} and a half" if whole == 1 else \
        f"{integer_words(whole)} and a half {many}"


def oh_number(x: float) -> str:
    """heldout9's numbers in words, as an American hobbyist says them: "oh" for a zero ("oh point four one", "two
    point oh five"), "a hundred nineteen" (no "and"), else digit by digit after "point" and integers as
    integer_words."""
    if x == int(x):
        return f"a hundred {integer_words(int(x) - 100)}" if 100 < x < 200 else integer_words(int(x))
    whole, frac = f"{x:g}".split(".")
    digits = " ".join("oh" if d == "0" else _ONES[int(d)] for d in frac)
    return f"{'oh' if whole == '0' else integer_words(int(whole))} point {digits}"


def padded_number(x: float) -> str:
    """heldout9's digits as a dispatcher's ticket prints them, with one trailing zero ("2.050", "27.0", "0.410")."""
    places = len(f"{x:g}".partition(".")[2]) + 1
    return f"{x:.{places}f}"


def offhand_number(x: float) -> str | None:
    """heldout10's numbers in words, typed without hyphens: "forty five", "a hundred and eleven", "two hundred and
    three", "five and a quarter", "eight and three quarters", "two point fifteen" and "six point seven" (the decimals
    read as a number); None below one, with a zero after the point or more than two decimals, which it writes in
    digits."""
    def whole(n: int) -> str:
        if n < 100:
            return integer_words(n).replace("-", " ")
        head = "a hundred" if n < 200 else f"{_ONES[n // 100]} hundred"
        return head + (f" and {whole(n % 100)}" if n % 100 else "")
    if x == int(x):
        return whole(int(x))
    if x < 1:
        return None
    part = {0.25: "a quarter", 0.5: "a half", 0.75: "three quarters"}.get(round(x - int(x), 9))
    if part:
        return f"{whole(int(x))} and {part}"
    frac = f"{x:g}".split(".")[1]
    return None if frac.startswith("0") or len(frac) > 2 else f"{whole(int(x))} point {whole(int(frac))}"


def spoken_length(x: float) -> str | None:
    """heldout10's lengths in metres with the centimetres said after them, as a farmer says them: "two metres
    fifteen" (2.15 m), "one metre eighty five", "six metres seventy" (6.7 m); None under a metre, for a whole number
    of metres or under ten centimetres over one."""
    whole, cm = int(x), round((x - int(x)) * 100)
    if whole < 1 or cm < 10 or abs(whole + cm / 100 - x) > 1e-9:
        return None
    return f"{offhand_number(whole)} {'metre' if whole == 1 else 'metres'} {offhand_number(cm)}"


def fourths_number(x: float) -> str | None:
    """heldout11's numbers in words: a half or quarter part in fourths and without "a" ("one and half", "two and
    one-fourth", "five and three-fourth"; below one "half", "one-fourth", "three-fourth", before the singular unit),
    integers as integer_words; None for other decimals, which it writes in digits."""
    if x == int(x):
        return integer_words(int(x))
    part = {0.25: "one-fourth", 0.5: "half", 0.75: "three-fourth"}.get(round(x - int(x), 9))
    if part is None:
        return None
    return part if x < 1 else f"{integer_words(int(x))} and {part}"


def degrees_minutes(x: float) -> tuple[int, int] | None:
    """heldout11's angle of a whole number of degrees and minutes of arc, as (degrees, minutes) (22.5 -> (22, 30));
    None for a whole number of degrees or a fraction that is no whole number of minutes."""
    minutes = round((x - int(x)) * 60, 6)
    return None if minutes == 0 or not minutes.is_integer() else (int(x), int(minutes))


# heldout12's yards and miles per hour, exact by definition: a length (metres) that is a whole or half number of yards
# is always said in yards, a speed (metres per second) that is a whole number of quarter miles per hour, one or more,
# always in mph.
YARD, MILE_PER_HOUR = 0.9144, 0.44704


def in_yards(value: float) -> float | None:
    """heldout12's `value` (metres) in yards when it is a whole or half number of them, else None (2.286 -> 2.5)."""
    yards = round(value / YARD, 6)
    return yards if yards > 0 and (2 * yards).is_integer() else None


def in_mph(value: float) -> float | None:
    """heldout12's `value` (metres per second) in miles per hour when it is a whole number of quarters of one, one or
    more, else None (0.67056 -> 1.5, 1.00584 -> 2.25, 0.43 -> None)."""
    mph = round(value / MILE_PER_HOUR, 6)
    return mph if mph >= 1 and (4 * mph).is_integer() else None


def clause_number(x: float) -> str:
    """heldout12's numbers in words as a contract writes them, with the digits in brackets after them: "three (3)",
    "thirty-seven and one-half (37.5)", "two and three-quarters (2.75)", "four point three five (4.35)"."""
    part = {0.25: "one-quarter", 0.5: "one-half", 0.75: "three-quarters"}.get(round(x - int(x), 9))
    if x == int(x):
        words = integer_words(int(x))
    elif part:
        words = part if x < 1 else f"{integer_words(int(x))} and {part}"
    else:
        words = number_words(x)
    return f"{words} ({x:g})"


def spoken13(x: float) -> str:
    """heldout13's numbers in words, as a speech recogniser writes what was said: no hyphens ("forty two"), a hundred
    and more as said casually ("one oh seven", "a hundred and seventeen", "one twenty two"), halves and quarters
    ("six and a quarter", "one twenty two and a half"; below one "half a", "a quarter of a", "three quarters of a",
    before the singular unit), else "point" and the digits ("eight point seven", "point two eight five", "five point
    oh five")."""
    if x == int(x):
        n = int(x)
        if 100 <= n < 200:
            rest = n - 100
            return "a hundred" if rest == 0 else f"one oh {_ONES[rest]}" if rest < 10 else \
                f"a hundred and {_ONES[rest]}" if rest < 20 else f"one {spoken13(rest)}"
        return integer_words(n).replace("-", " ")
    part = {0.25: "a quarter", 0.5: "a half", 0.75: "three quarters"}.get(round(x - int(x), 9))
    if part:
        return {0.25: "a quarter of a", 0.5: "half a", 0.75: "three quarters of a"}[x] if x < 1 else \
            f"{spoken13(int(x))} and {part}"
    whole, frac = f"{x:g}".split(".")
    digits = " ".join("oh" if d == "0" else _ONES[int(d)] for d in frac)
    return f"point {digits}" if x < 1 else f"{spoken13(int(whole))} point {digits}"


def mixed13(x: float) -> str | None:
    """heldout13's numbers as a recogniser sometimes writes them, digits with the fraction in words ("6 and a quarter",
    "122 and a half"); None for a number that is not a whole number and a half or quarter, one or more."""
    part = {0.25: "a quarter", 0.5: "a half", 0.75: "three quarters"}.get(round(x - int(x), 9))
    return f"{int(x)} and {part}" if part and x >= 1 else None


def texted13(x: float) -> str:
    """heldout13's digits as texted without a leading zero below one (".37"); else the digits (its quantities use
    this form for some numbers below one only)."""
    return f"{x:g}"[1:] if 0 < x < 1 else f"{x:g}"


# unit -> (plural form, singular form) pairs; '{}' is the number. Forms marked digits-only take no words.
UNITS = {
    "deg": (("{} degrees", "{} degree"), ("{} deg", "{} deg")),
    "m": (("{} meters", "{} meter"), ("{} metres", "{} metre"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} s", "{} s"), ("{} secs", "{} sec")),
    "m/s": (("{} m/s", "{} m/s"), ("{} meters per second", "{} meter per second"),
            ("{} metres a second", "{} metre a second")),
    "rad/s": (("{} rad/s", "{} rad/s"), ("{} radians per second", "{} radian per second")),
    "deg/s": (("{} degrees per second", "{} degree per second"), ("{} deg/s", "{} deg/s")),
}
UNITS2 = {
    "deg": (("{} degrees", "{} degree"), ("{} degs", "{} deg")),
    "m": (("{} metres", "{} metre"), ("{} meters", "{} meter"), ("{}m", "{}m")),
    "s": (("{} seconds", "{} second"), ("{} sec", "{} sec"), ("{}s", "{}s")),
    "m/s": (("{} metres per second", "{} metre per second"), ("{} m per s", "{} m per s"),
            ("{} meters/second", "{} meter/second")),
    "rad/s": (("{} radians a second", "{} radian a second"), ("{} rad per s", "{} rad per s")),
    "deg/s": (("{} degrees a second", "{} degree a second"), ("{} degs/s", "{} degs/s")),
}
UNITS3 = {
    "deg": (("{} degrees", "{} degree"), ("{}°", "{}°")),
    "m": (("{} metres", "{} metre"), ("{} meters", "{} meter"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} s", "{} s"), ("{} sec", "{} sec")),
    "m/s": (("{} m/s", "{} m/s"), ("{} meters a second", "{} meter a second"), ("{} m/sec", "{} m/sec")),
    "rad/s": (("{} rad/sec", "{} rad/sec"), ("{} radians/second", "{} radian/second")),
    "deg/s": (("{}°/s", "{}°/s"), ("{} degrees/second", "{} degree/second")),
}
UNITS4 = {
    "deg": (("{} degrees", "{} degree"), ("{}deg", "{}deg")),
    "m": (("{} meters", "{} meter"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} s", "{} s"), ("{}sec", "{}sec")),
    "m/s": (("{} m/s", "{} m/s"), ("{} meters/sec", "{} meter/sec"), ("{} m per second", "{} m per second")),
    "rad/s": (("{} rad/s", "{} rad/s"), ("{} radians each second", "{} radian each second")),
    "deg/s": (("{} deg/sec", "{} deg/sec"), ("{} degrees each second", "{} degree each second")),
}
UNITS5 = {
    "deg": (("{} degrees", "{} degree"), ("{} deg", "{} deg")),
    "m": (("{} metres", "{} metre"), ("{} meters", "{} meter"), ("{} mtrs", "{} mtr")),
    "s": (("{} seconds", "{} second"), ("{} secs", "{} sec")),
    "m/s": (("{} m/s", "{} m/s"), ("{} metres per second", "{} metre per second"),
            ("{} meters per sec", "{} meter per sec")),
    "rad/s": (("{} radians per sec", "{} radian per sec"), ("{} rad/s", "{} rad/s")),
    "deg/s": (("{} degrees per sec", "{} degree per sec"), ("{} deg per second", "{} deg per second")),
}
UNITS6 = {
    "deg": (("{} degrees", "{} degree"),),
    "m": (("{} metres", "{} metre"), ("{} meters", "{} meter")),
    "s": (("{} seconds", "{} second"),),
    "m/s": (("{} metres each second", "{} metre each second"), ("{} m/s", "{} m/s"),
            ("{} meters per second", "{} meter per second")),
    "rad/s": (("{} radians every second", "{} radian every second"), ("{} rad/s", "{} rad/s")),
    "deg/s": (("{} degrees every second", "{} degree every second"), ("{}° per second", "{}° per second")),
}
UNITS7 = {
    "deg": (("{} degrees", "{} degree"), ("{} deg", "{} deg")),
    "m": (("{} metres", "{} metre"), ("{} m", "{} m"), ("{} meters", "{} meter")),
    "s": (("{} seconds", "{} second"), ("{} s", "{} s"), ("{} sec", "{} sec")),
    "m/s": (("{} m s⁻¹", "{} m s⁻¹"), ("{} m/s", "{} m/s"), ("{} metres per second", "{} metre per second"),
            ("{} m s^-1", "{} m s^-1")),
    "rad/s": (("{} rad s⁻¹", "{} rad s⁻¹"), ("{} radians per second", "{} radian per second")),
    "deg/s": (("{} degrees per second", "{} degree per second"), ("{} deg s⁻¹", "{} deg s⁻¹")),
}
# heldout8's: "47º" is the masculine ordinal sign that European keyboards offer for a degree; "meter" without a plural.
UNITS8 = {
    "deg": (("{} degrees", "{} degree"), ("{}º", "{}º"), ("{} deg", "{} deg")),
    "m": (("{} metres", "{} metre"), ("{} m", "{} m"), ("{} meter", "{} meter")),
    "s": (("{} seconds", "{} second"), ("{} sec", "{} sec"), ("{} s", "{} s")),
    "m/s": (("{} m/s", "{} m/s"), ("{} meter per second", "{} meter per second"), ("{} metres/sec", "{} metre/sec")),
    "rad/s": (("{} rad/s", "{} rad/s"), ("{} radians/sec", "{} radian/sec")),
    "deg/s": (("{}º/s", "{}º/s"), ("{} degrees/sec", "{} degree/sec")),
}
# heldout9's: "mps" (metres per second, as US logistics software writes it), "rads/s", and "dps" (degrees per second,
# as gyroscope datasheets write it); feet and inches (IMPERIAL9) and revolutions per minute are other units of its own.
UNITS9 = {
    "deg": (("{} degrees", "{} degree"), ("{} deg", "{} deg"), ("{}°", "{}°")),
    "m": (("{} meters", "{} meter"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} sec", "{} sec"), ("{} s", "{} s")),
    "m/s": (("{} mps", "{} mps"), ("{} m/s", "{} m/s"), ("{} meters a second", "{} meter a second")),
    "rad/s": (("{} rads/s", "{} rads/s"), ("{} radians/s", "{} radian/s")),
    "deg/s": (("{} dps", "{} dps"), ("{} deg/s", "{} deg/s"), ("{} degrees per second", "{} degree per second")),
}
# heldout10's: "˚" (the ring above, which a Mac's Option-K types and many take for a degree sign), "metres a sec",
# "radians a sec" and "degrees a sec"; kph (KPH10), frames at 24 fps and one full turn every so many seconds are other
# units of its own (quantity10).
UNITS10 = {
    "deg": (("{} degrees", "{} degree"), ("{}˚", "{}˚")),
    "m": (("{} metres", "{} metre"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} secs", "{} sec")),
    "m/s": (("{} m/s", "{} m/s"), ("{} metres a sec", "{} metre a sec")),
    "rad/s": (("{} rad/s", "{} rad/s"), ("{} radians a sec", "{} radian a sec")),
    "deg/s": (("{} degrees a sec", "{} degree a sec"), ("{}˚/s", "{}˚/s")),
}
KPH10 = (("{} kph", "{} kph"), ("{} kilometres an hour", "{} kilometre an hour"))
FRAMES10 = ("{} frames at 24 fps", "{} frames @ 24fps")
FULL_TURN10 = ("one full turn every {} seconds", "a full 360 every {} seconds")
# heldout11's: "mtr" without a plural, "mtr/sec", "radian/sec", "degree/sec" and "°/sec"; kmph and km/hr (KMPH11)
# and degrees with minutes of arc (DMS11) are other units of its own (quantity11).
UNITS11 = {
    "deg": (("{} degrees", "{} degree"), ("{} deg", "{} deg"), ("{}°", "{}°")),
    "m": (("{} meters", "{} meter"), ("{} mtr", "{} mtr"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} sec", "{} sec"), ("{} secs", "{} sec")),
    "m/s": (("{} m/s", "{} m/s"), ("{} mtr/sec", "{} mtr/sec"), ("{} meter per second", "{} meter per second")),
    "rad/s": (("{} rad/s", "{} rad/s"), ("{} radian/sec", "{} radian/sec")),
    "deg/s": (("{} deg/s", "{} deg/s"), ("{} degree/sec", "{} degree/sec"), ("{}°/sec", "{}°/sec")),
}
KMPH11 = ("{} kmph", "{} km/hr")
DMS11 = ("{}°{}'", "{} deg {}'")
# heldout12's: "°" after a space, "m per sec", "rad per sec" and "deg per sec"; yards (YARDS12) and miles per hour
# (MPH12) are other units of its own (quantity12), and no form of its own is in DIGITS_ONLY (DIGITS12).
UNITS12 = {
    "deg": (("{} degrees", "{} degree"), ("{} °", "{} °")),
    "m": (("{} meters", "{} meter"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} sec", "{} sec")),
    "m/s": (("{} meters per second", "{} meter per second"), ("{} m/s", "{} m/s"), ("{} m per sec", "{} m per sec")),
    "rad/s": (("{} radians per second", "{} radian per second"), ("{} rad per sec", "{} rad per sec")),
    "deg/s": (("{} degrees per second", "{} degree per second"), ("{} deg per sec", "{} deg per sec")),
}
YARDS12 = (("{} yards", "{} yard"), ("{} yds", "{} yd"), ("{} yd", "{} yd"))
MPH12 = (("{} mph", "{} mph"), ("{} miles an hour", "{} mile an hour"), ("{} miles per hour", "{} mile per hour"))
DIGITS12 = {"{} °", "{} m", "{} sec", "{} m/s", "{} m per sec", "{} rad per sec", "{} deg per sec", "{} yds", "{} yd",
            "{} mph"}
# heldout13's: the speech recogniser's words ("meters", "meters per second", "degrees a second") and the texter's units
# glued to the digits ("90deg", "2m", "0.5m/s", "3s", "20°/s"), by voice.
UNITS13 = {"voice": {
    "deg": (("{} degrees", "{} degree"),),
    "m": (("{} meters", "{} meter"),),
    "s": (("{} seconds", "{} second"),),
    "m/s": (("{} meters per second", "{} meter per second"), ("{} meters a second", "{} meter a second")),
    "rad/s": (("{} radians per second", "{} radian per second"), ("{} radians a second", "{} radian a second")),
    "deg/s": (("{} degrees per second", "{} degree per second"), ("{} degrees a second", "{} degree a second")),
}, "chat": {
    "deg": ("{}deg", "{}°", "{} deg"),
    "m": ("{}m", "{} m"),
    "s": ("{}s", "{}sec", "{} secs"),
    "m/s": ("{}m/s", "{} m/s"),
    "rad/s": ("{}rad/s", "{} rad/s"),
    "deg/s": ("{}deg/s", "{}°/s"),
}}
# heldout14's, by voice: a robotics engineer's SI units, after a space or in brackets ("2.08 m", "2.08 [m]", "0.5 m/s",
# "0.5 [m/s]", "12.5 °/s"), lengths sometimes in millimetres and times in milliseconds; a German writer's singular unit
# after the number ("2 meter", "90 degree", "3 second", "0.5 meter per second") or the symbol.
UNITS14 = {"tech": {
    "deg": ("{} deg", "{}°", "{} [deg]"),
    "m": ("{} m", "{} [m]"),
    "s": ("{} s", "{} [s]"),
    "m/s": ("{} m/s", "{} [m/s]"),
    "rad/s": ("{} rad/s", "{} [rad/s]"),
    "deg/s": ("{} deg/s", "{} °/s", "{} [deg/s]"),
}, "german": {
    "deg": ("{} degree", "{}°"),
    "m": ("{} meter", "{} m"),
    "s": ("{} second", "{} sec", "{} s"),
    "m/s": ("{} meter per second", "{} m/s", "{} meter/second"),
    "rad/s": ("{} radian per second", "{} rad/s"),
    "deg/s": ("{} degree per second", "{}°/s"),
}}
MILLI14 = {"m": ("{} mm", "{} [mm]"), "s": ("{} ms", "{} [ms]")}
# heldout15's, by voice: a Spanish writer's "mts", "seg", "m/seg", "rad/seg" and "º/seg" (the ordinal sign of a Spanish
# keyboard for a degree sign), and a whole number and a half or quarter with its unit before "and" ("2 meters and a
# half", NAMES15); a ward nurse's "secs", "m/sec", "rad/sec" and "°/sec", and a length sometimes in whole centimetres.
UNITS15 = {"spanish": {
    "deg": ("{}º", "{} degrees"),
    "m": ("{} mts", "{} m", "{} meters"),
    "s": ("{} seg", "{} segs", "{} seconds"),
    "m/s": ("{} m/seg", "{} m/s", "{} meters per second"),
    "rad/s": ("{} rad/seg", "{} radians per second"),
    "deg/s": ("{}º/seg", "{} degrees per second"),
}, "nurse": {
    "deg": ("{}°", "{} degrees", "{} deg"),
    "m": ("{} m", "{}m", "{} metres"),
    "s": ("{} secs", "{} sec", "{}s"),
    "m/s": ("{} m/s", "{} m/sec", "{} metres/sec"),
    "rad/s": ("{} rad/sec", "{} radians/sec"),
    "deg/s": ("{}°/sec", "{} degrees/sec"),
}}
NAMES15 = {"deg": ("degree", "degrees", ""), "m": ("meter", "meters", ""), "s": ("second", "seconds", ""),
           "m/s": ("meter", "meters", " per second"), "rad/s": ("radian", "radians", " per second"),
           "deg/s": ("degree", "degrees", " per second")}
CENTI15 = ("{} cm", "{} centimetres")
# heldout16's, by voice: a ship's officer's units ("metres", "seconds", "degrees a second"), an angle of a whole number
# of compass points (11.25 degrees each) sometimes in points ("3 points") and a rate of turn sometimes in degrees a
# minute; a French writer's "mètres", "secondes", "sec", a speed sometimes in km/h and a length under a metre in cm.
UNITS16 = {"helm": {
    "deg": ("{} degrees", "{}°"),
    "m": ("{} metres", "{} m"),
    "s": ("{} seconds", "{} s"),
    "m/s": ("{} metres a second", "{} m/s"),
    "rad/s": ("{} rad/s", "{} radians a second"),
    "deg/s": ("{} degrees a second", "{}°/s"),
}, "french": {
    "deg": ("{}°", "{} degrees"),
    "m": ("{} m", "{} mètres", "{} meters"),
    "s": ("{} s", "{} sec", "{} secondes"),
    "m/s": ("{} m/s", "{} meters per second"),
    "rad/s": ("{} rad/s", "{} radians per second"),
    "deg/s": ("{}°/s", "{} degrees per second"),
}}
POINT16 = 11.25  # degrees in a point of the compass (32 to the circle)
POINTS16 = ("{} point",)
PER_MINUTE16 = ("{} degrees a minute", "{}°/min")
KMH16 = ("{} km/h",)
CENTI16 = ("{} cm",)
# heldout17's, by voice: a dance-fitness instructor's units ("metres", "secs", "degrees a second") and a time that is a
# whole number of counts (beats) at one of the class's tempos sometimes in counts ("12 counts at 128 bpm" for 5.625
# seconds); a Chinese writer's singular units after a space or glued to the digits ("2 meter", "2m", "45 degree", "3s"),
# a rate or speed sometimes said per second first ("every second 15.75 degree") and a length under a metre sometimes
# in whole centimetres ("48cm").
UNITS17 = {"dance": {
    "deg": ("{} degrees", "{}°"),
    "m": ("{} metres", "{} m"),
    "s": ("{} seconds", "{} secs"),
    "m/s": ("{} metres a second", "{} m/s"),
    "rad/s": ("{} radians a second", "{} rad/s"),
    "deg/s": ("{} degrees a second", "{}°/s"),
}, "chinese": {
    "deg": ("{} degree", "{}°", "{} degrees"),
    "m": ("{} meter", "{}m", "{} meters"),
    "s": ("{} second", "{}s", "{} seconds"),
    "m/s": ("{} meter per second", "{}m/s", "every second {} meter"),
    "rad/s": ("{} radian per second", "{}rad/s"),
    "deg/s": ("{} degree per second", "{}°/s", "every second {} degree"),
}}
TEMPOS17 = (96, 125, 128, 160)  # the class's tempos, in beats (counts) a minute
COUNTS17 = ("{} counts at {} bpm",)
CENTI17 = ("{}cm", "{} centimeter")
IMPERIAL9 = {"m": (("{} ft", "{} ft"), ("{} feet", "{} foot")),
             "m/s": (("{} ft/s", "{} ft/s"), ("{} feet per second", "{} foot per second"))}
DIGITS_ONLY = {"{}°", "{} m", "{} s", "{} m/s", "{} deg", "{} secs", "{} cm", "{} km/h", "{} degs", "{}m", "{}s",
               "{} sec", "{} m per s", "{} mm", "{} cm/s", "{} m/sec", "{} cm/sec", "{}deg", "{}sec", "{}cm",
               "{}cm/s", "{} mtrs", "{} m/min", "{} ms", "{} milliseconds", "{} millimeters", "{} dm", "{} mm/s",
               "{} rad/s", "{} deg/s", "{} rad per s", "{} degs/s", "{} rad/sec", "{}°/s", "{} deg/sec",
               "{} deg per second", "{}° per second", "{} m s⁻¹", "{} m s^-1", "{} rad s⁻¹", "{} deg s⁻¹",
               "{} cm s⁻¹", "{}º", "{}º/s", "{} meter", "{} metres/sec", "{} radians/sec", "{} degrees/sec",
               "{} mps", "{} rads/s", "{} dps", "{} ft", "{} ft/s", "{} rpm", "{}˚", "{}˚/s", "{} kph", "{} mtr",
               "{} mtr/sec", "{} radian/sec", "{} degree/sec", "{}°/sec"}
# Other units a quantity may be given in: unit -> (factor from the goal's unit, forms).
ALTERNATIVES = {"m": (100, (("{} cm", "{} cm"), ("{} centimeters", "{} centimeter"))),
                "m/s": (3.6, (("{} km/h", "{} km/h"),)), "deg": (1, (("{}°", "{}°"),))}
ALTERNATIVES2 = {"m": (1000, (("{} mm", "{} mm"), ("{} millimetres", "{} millimetre"))),
                 "m/s": (100, (("{} cm/s", "{} cm/s"), ("{} centimetres per second", "{} centimetre per second")))}
ALTERNATIVES3 = {"m": (100, (("{} cm", "{} cm"), ("{} centimetres", "{} centimetre"))),
                 "m/s": (100, (("{} cm/sec", "{} cm/sec"),))}
ALTERNATIVES4 = {"m": (100, (("{}cm", "{}cm"),)),
                 "m/s": (100, (("{} cm per second", "{} cm per second"), ("{}cm/s", "{}cm/s")))}
ALTERNATIVES5 = {"m": (1000, (("{} millimeters", "{} millimeter"),)),
                 "s": (1000, (("{} ms", "{} ms"), ("{} milliseconds", "{} millisecond"))),
                 "m/s": (60, (("{} metres per minute", "{} metre per minute"), ("{} m/min", "{} m/min")))}
ALTERNATIVES6 = {"m": (10, (("{} dm", "{} dm"), ("{} decimetres", "{} decimetre"))),
                 "m/s": (1000, (("{} mm/s", "{} mm/s"), ("{} millimetres per second", "{} millimetre per second")))}
# heldout7's lengths are given in metres and centimetres instead (compound_length).
ALTERNATIVES7 = {"m/s": (100, (("{} cm s⁻¹", "{} cm s⁻¹"),
                               ("{} centimetres a second", "{} centimetre a second")))}
# A split's unit forms, other units and numbers in words (train and heldout: UNITS, ALTERNATIVES, number_words).
WORDS = {"heldout2": (UNITS2, ALTERNATIVES2, spoken_number), "heldout3": (UNITS3, ALTERNATIVES3, casual_number),
         "heldout4": (UNITS4, ALTERNATIVES4, terse_number), "heldout5": (UNITS5, ALTERNATIVES5, written_number),
         "heldout6": (UNITS6, ALTERNATIVES6, schoolbook_number), "heldout7": (UNITS7, ALTERNATIVES7, radio_number)}

# A unit's name before a noun in British spelling ("3 metre", "3.4-metre").
METRIC_NAMES = {"deg": "degree", "m": "metre", "s": "second"}


def quantity(rng: random.Random, value: float, unit: str, split: str = "train") -> str:
    """`value` in `unit` as words: digits (70 %) or words, one of the unit's forms, sometimes another
    unit when the value is exact in it (150 cm, 1.8 km/h, 4600 ms); the later held-out splits have forms and units of
    their own. A number in words that ends in "a" ("half a", "eight tenths of a") takes the singular unit. heldout7
    gives some lengths in metres and centimetres ("3 m 90 cm"); heldout8 to heldout17 have forms of their own
    (quantity8 to quantity17; heldout13's to heldout17's by the voice of the voiced split, "heldout13:chat")."""
    if split.startswith("heldout13"):
        return quantity13(rng, value, unit, split.partition(":")[2] or "voice")
    if split.startswith("heldout14"):
        return quantity14(rng, value, unit, split.partition(":")[2] or "tech")
    if split.startswith("heldout15"):
        return quantity15(rng, value, unit, split.partition(":")[2] or "spanish")
    if split.startswith("heldout16"):
        return quantity16(rng, value, unit, split.partition(":")[2] or "helm")
    if split.startswith("heldout17"):
        return quantity17(rng, value, unit, split.partition(":")[2] or "dance")
    own = {"heldout8": quantity8, "heldout9": quantity9, "heldout10": quantity10, "heldout11": quantity11,
           "heldout12": quantity12}.get(split)
    if own is not None:
        return own(rng, value, unit)
    units, alternatives, say = WORDS.get(split, (UNITS, ALTERNATIVES, number_words))
    if split == "heldout7" and unit == "m" and rng.random() < 0.2:
        compound = compound_length(rng, value)
        if compound is not None:
            return compound
    forms, number = units[unit], value
    if unit in alternatives and rng.random() < 0.15:
        factor, alt = alternatives[unit]
        converted = round(value * factor, 1)
        if abs(converted / factor - value) < 1e-9:
            forms, number = alt, converted
    plural, singular = pick(rng, forms)
    text = f"{number:g}" if plural in DIGITS_ONLY or rng.random() < 0.7 else say(number)
    return (singular if number == 1 or text.endswith(" a") else plural).format(text)


def quantity8(rng: random.Random, value: float, unit: str) -> str:
    """heldout8's quantities: a number with a quarter part sometimes as a typed fraction ("2¾ m", "2 3/4 seconds",
    "¾ rad/s": the singular unit below one), else in words (integers and quarters: "forty-seven degrees",
    "three-quarters of a metre") or in digits, a decimal with a comma more often than with a point ("5,9 sec",
    "0.47 m/s"); no other units."""
    plural, singular = pick(rng, UNITS8[unit])
    fractions, words, r = typed_fractions(value), fraction_words(value), rng.random()
    if fractions and r < 0.35:
        return (singular if value < 1 else plural).format(pick(rng, fractions))
    if plural not in DIGITS_ONLY and words is not None and r < 0.6:
        return (singular if value == 1 or words.endswith(" a") else plural).format(words)
    text = comma_number(value) if rng.random() < 0.6 else f"{value:g}"
    return (singular if value == 1 else plural).format(text)


def quantity9(rng: random.Random, value: float, unit: str) -> str:
    """heldout9's quantities: a length or speed that is a whole or half number of feet always in feet ("5 ft", "1.5
    feet", "a foot and a half", "2 ft/s", "two feet per second") or, up to four feet, in inches ("18 inches",
    "eighteen inches"); a turning rate that is a whole or half number of revolutions per minute sometimes in rpm ("7
    rpm" for 42 degrees per second); else digits (sometimes padded: "2.050 meters") or words ("oh point four one
    meters a second")."""
    feet = in_feet(value) if unit in ("m", "m/s") else None
    if feet is not None:
        inches, r = round(12 * feet, 6), rng.random()
        if unit == "m" and inches <= 48 and r < 0.35:
            return f"{integer_words(int(inches)) if rng.random() < 0.3 else f'{inches:g}'} inches"
        if r < 0.55:
            return halves_words(feet, "foot", "feet") + (" per second" if unit == "m/s" else "")
        plural, singular = pick(rng, IMPERIAL9[unit])
        return (singular if feet == 1 else plural).format(f"{feet:g}")
    if unit == "deg/s" and (value / 3).is_integer() and rng.random() < 0.4:
        return f"{value / 6:g} rpm"
    plural, singular = pick(rng, UNITS9[unit])
    r = rng.random()
    text = oh_number(value) if plural not in DIGITS_ONLY and r < 0.25 else padded_number(value) if r > 0.8 else \
        f"{value:g}"
    return (singular if value == 1 else plural).format(text)


def quantity10(rng: random.Random, value: float, unit: str) -> str:
    """heldout10's quantities: a speed that is exact in kph with two decimals at most sometimes in kph ("2.25 kph",
    "two and a quarter kilometres an hour"), a time of a whole number of frames at 24 fps but not of seconds sometimes
    in frames ("126 frames at 24 fps" for 5.25 seconds), a turning rate of one full turn every whole number of seconds
    sometimes so ("one full turn every 45 seconds" for 8 degrees per second), a length sometimes in metres with the
    centimetres after them ("two metres fifteen"); else digits or words without hyphens ("forty five degrees", "five
    and a quarter seconds")."""
    r = rng.random()
    if unit == "m/s" and r < 0.5:
        kph = round(value * 3.6, 2)
        if abs(kph / 3.6 - value) < 1e-9:
            plural, singular = pick(rng, KPH10)
            words = offhand_number(kph)
            text = words if plural not in DIGITS_ONLY and words is not None and rng.random() < 0.3 else f"{kph:g}"
            return (singular if kph == 1 else plural).format(text)
    frames = float(round(24 * value, 6))
    if unit == "s" and r < 0.25 and frames.is_integer() and value != int(value):
        return pick(rng, FRAMES10).format(f"{frames:g}")
    if unit == "deg/s" and r < 0.4 and value > 0 and float(360 / value).is_integer():
        return pick(rng, FULL_TURN10).format(f"{360 / value:g}")
    if unit == "m" and r < 0.2:
        spoken = spoken_length(value)
        if spoken is not None:
            return spoken
    plural, singular = pick(rng, UNITS10[unit])
    words = offhand_number(value)
    text = words if plural not in DIGITS_ONLY and words is not None and rng.random() < 0.3 else f"{value:g}"
    return (singular if value == 1 else plural).format(text)


def quantity11(rng: random.Random, value: float, unit: str) -> str:
    """heldout11's quantities: a speed exact in kmph with two decimals at most sometimes in kmph or km/hr ("1.89 kmph"
    for 0.525 m/s), an angle of whole degrees and minutes of arc sometimes so ("22°30'", "22 deg 30'" for 22.5
    degrees); else digits or words in fourths ("one and half metres", "three-fourth meter")."""
    r = rng.random()
    if unit == "m/s" and r < 0.3:
        kmph = round(value * 3.6, 2)
        if abs(kmph / 3.6 - value) < 1e-9:
            return pick(rng, KMPH11).format(f"{kmph:g}")
    if unit == "deg" and r < 0.45:
        dms = degrees_minutes(value)
        if dms is not None:
            return pick(rng, DMS11).format(*dms)
    plural, singular = pick(rng, UNITS11[unit])
    words = fourths_number(value)
    in_words = plural not in DIGITS_ONLY and words is not None and rng.random() < 0.3
    return (singular if value == 1 or in_words and value < 1 else plural).format(words if in_words else f"{value:g}")


def quantity12(rng: random.Random, value: float, unit: str) -> str:
    """heldout12's quantities: a length of a whole or half number of yards always in yards ("2.5 yards", "3 yds", "a
    yard and a half", "two (2) yards"), a speed of a whole number of quarter miles per hour always in mph ("1.5 mph",
    "two and one-quarter (2.25) miles an hour"); else digits, or words with the digits in brackets after them ("four
    point three five (4.35) seconds", "thirty-seven and one-half (37.5) degrees")."""
    number = in_yards(value) if unit == "m" else in_mph(value) if unit == "m/s" else None
    if number is None:
        forms, number = UNITS12[unit], value
    elif unit == "m" and rng.random() < 0.25:
        return halves_words(number, "yard", "yards")
    else:
        forms = YARDS12 if unit == "m" else MPH12
    plural, singular = pick(rng, forms)
    in_words = plural not in DIGITS12 and rng.random() < 0.35
    one = number == 1 or in_words and number < 1 and float(4 * number).is_integer()
    return (singular if one else plural).format(clause_number(number) if in_words else f"{number:g}")


def quantity13(rng: random.Random, value: float, unit: str, voice: str) -> str:
    """heldout13's quantities by voice: spoken (a speech recogniser's transcript), digits ("8.7 seconds"), words
    (spoken13: "eight point seven seconds", "one twenty two and a half degrees", "half a meter") or digits with the
    fraction in words ("6 and a quarter meters"); texted, digits with the unit glued on or after a space ("2.62m",
    "90deg", "0.37m/s", "20.5°/s", "6.55 secs"), below one sometimes without the leading zero (".37m/s")."""
    if voice == "chat":
        text = texted13(value) if value < 1 and rng.random() < 0.3 else f"{value:g}"
        return pick(rng, UNITS13["chat"][unit]).format(text)
    plural, singular = pick(rng, UNITS13["voice"][unit])
    r, mixed = rng.random(), mixed13(value)
    text = mixed if mixed is not None and r > 0.85 else spoken13(value) if r > 0.4 else f"{value:g}"
    return (singular if value == 1 or text.endswith(" a") else plural).format(text)


def quantity14(rng: random.Random, value: float, unit: str, voice: str) -> str:
    """heldout14's quantities by voice, always in digits: the engineer's unit after a space or in brackets ("2.08 m",
    "2.08 [m]", "93.5°"), a length sometimes in millimetres ("2080 mm") and a time in milliseconds ("3120 ms"), each
    exactly the value; the German writer's singular unit ("2.08 meter", "3.12 second") or the symbol."""
    if voice == "tech" and unit in MILLI14 and rng.random() < 0.15:
        return pick(rng, MILLI14[unit]).format(f"{round(value * 1000, 6):g}")
    return pick(rng, UNITS14[voice][unit]).format(f"{value:g}")


def quantity15(rng: random.Random, value: float, unit: str, voice: str) -> str:
    """heldout15's quantities by voice, in digits: the Spanish writer's decimal apostrophe in a length or speed
    ("2'16 mts", "0'345 m/seg"; never in an angle or a time, where it reads as minutes), a decimal comma ("4,88 seg",
    "47,5º") or point, and a whole number and a half or quarter in words after the unit ("2 meters and a half", "a
    second and a half", "8 degrees and a quarter per second"); the nurse's digits with a point ("2.16 m", "4.88 secs",
    "0.345 m/sec"), a length under three metres sometimes in whole centimetres ("216 cm")."""
    if voice == "nurse":
        cm = float(round(value * 100, 6))
        if unit == "m" and value < 3 and cm.is_integer() and rng.random() < 0.2:
            return pick(rng, CENTI15).format(f"{cm:g}")
        return pick(rng, UNITS15["nurse"][unit]).format(f"{value:g}")
    part = {0.25: "a quarter", 0.5: "a half", 0.75: "three quarters"}.get(round(value - int(value), 9))
    if part and value >= 1 and rng.random() < 0.35:
        one, many, per = NAMES15[unit]
        return (f"a {one}" if int(value) == 1 else f"{int(value)} {many}") + f" and {part}{per}"
    text, r = f"{value:g}", rng.random()
    if unit in ("m", "m/s", "rad/s") and r < 0.4:
        text = text.replace(".", "'")
    elif r < 0.75:
        text = text.replace(".", ",")
    return pick(rng, UNITS15["spanish"][unit]).format(text)


def quantity16(rng: random.Random, value: float, unit: str, voice: str) -> str:
    """heldout16's quantities by voice, in digits: the ship's officer's, with a decimal point, an angle of a whole
    number of compass points sometimes in points (POINT16 degrees each) and a turning rate in degrees per second
    sometimes as a rate of turn in degrees a minute (sixty times the number); the French writer's, with a decimal
    comma more often than a point, a speed exact in km/h with two decimals at most sometimes in km/h and a length
    under a metre sometimes in whole centimetres, each exactly the value."""
    if voice == "french":
        cm, r = float(round(value * 100, 6)), rng.random()
        if unit == "m" and value < 1 and cm.is_integer() and r < 0.3:
            return pick(rng, CENTI16).format(f"{cm:g}")
        kmh = round(value * 3.6, 2)
        if unit == "m/s" and r < 0.35 and abs(kmh / 3.6 - value) < 1e-9:
            return pick(rng, KMH16).format(comma_number(kmh) if rng.random() < 0.7 else f"{kmh:g}")
        text = comma_number(value) if rng.random() < 0.7 else f"{value:g}"
        return pick(rng, UNITS16["french"][unit]).format(text)
    points, r = round(value / POINT16, 6), rng.random()
    if unit == "deg" and r < 0.4 and points.is_integer():
        return pick(rng, POINTS16).format(f"{points:g}") + ("" if points == 1 else "s")
    if unit == "deg/s" and r < 0.4:
        return pick(rng, PER_MINUTE16).format(f"{round(value * 60, 6):g}")
    return pick(rng, UNITS16["helm"][unit]).format(f"{value:g}")


def counts17(value: float) -> tuple[tuple[int, int], ...]:
    """heldout17's time of `value` seconds as (counts, tempo) pairs: a whole number of counts, two to forty, at one of
    TEMPOS17 (5.625 -> ((9, 96), (12, 128), (15, 160)); 2.34 -> ())."""
    out = []
    for tempo in TEMPOS17:
        counts = round(value * tempo / 60, 6)
        if counts.is_integer() and 2 <= counts <= 40:
            out.append((int(counts), tempo))
    return tuple(out)


def quantity17(rng: random.Random, value: float, unit: str, voice: str) -> str:
    """heldout17's quantities by voice, in digits: the dance-fitness instructor's, a time that is a whole number of
    counts at one of the class's tempos sometimes in counts ("12 counts at 128 bpm", exactly the value); the Chinese
    writer's singular unit after a space or glued to the digits ("2.32 meter", "2.32m", "3.36s"), a speed or rate
    sometimes per second first ("every second 0.412 meter", "every second 15.75 degree") and a length under a metre
    sometimes in whole centimetres ("48cm", "48 centimeter")."""
    if voice == "chinese":
        cm = float(round(value * 100, 6))
        if unit == "m" and value < 1 and cm.is_integer() and rng.random() < 0.3:
            return pick(rng, CENTI17).format(f"{cm:g}")
        return pick(rng, UNITS17["chinese"][unit]).format(f"{value:g}")
    counts = counts17(value) if unit == "s" else ()
    if counts and rng.random() < 0.4:
        return pick(rng, COUNTS17).format(*pick(rng, counts))
    return pick(rng, UNITS17["dance"][unit]).format(f"{value:g}")


def adjective(rng: random.Random, value: float, unit: str, split: str = "train") -> str:
    """A quantity before a noun: "45-degree", "forty-five-degree", "3-meter" (heldout2: "48 degree",
    "forty-eight-degree", "3 metre"; heldout3: "42°", "42 deg", "3 m"; heldout4: "44-deg", "3-m"; heldout5:
    "46-degree", "forty-six-degree", "3.4-metre"; heldout8: "47º", "47-degree", "forty-seven-degree"; heldout9:
    "49-degree", "49-deg", "forty-nine-degree"; heldout10: "111˚", "111-degree", "a hundred and eleven degree";
    heldout11's to heldout17's own forms)."""
    if split.startswith("heldout17"):
        name = METRIC_NAMES[unit].replace("metre", "meter") if split.endswith(":chinese") else METRIC_NAMES[unit]
        return pick(rng, (f"{value:g}°" if unit == "deg" else f"{value:g} {unit}",
                          f"{value:g} {name}" if split.endswith(":chinese") else f"{value:g}-{name}"))
    if split.startswith("heldout16"):
        text = comma_number(value) if split.endswith(":french") else f"{value:g}"
        return pick(rng, (f"{text}°" if unit == "deg" else f"{text} {unit}", f"{text}-{METRIC_NAMES[unit]}"))
    if split.startswith("heldout15"):
        if split.endswith(":nurse"):
            return pick(rng, (f"{value:g}°" if unit == "deg" else f"{value:g} {unit}",
                              f"{value:g}-{METRIC_NAMES[unit]}"))
        text = f"{value:g}".replace(".", ",")
        return pick(rng, (f"{text}º" if unit == "deg" else f"{text} {unit}",
                          f"{text}-{METRIC_NAMES[unit].replace('metre', 'meter')}"))
    if split.startswith("heldout14"):
        if split.endswith(":german"):
            return pick(rng, (f"{value:g} {METRIC_NAMES[unit].replace('metre', 'meter')}",
                              f"{value:g}-{METRIC_NAMES[unit].replace('metre', 'meter')}"))
        return pick(rng, (f"{value:g}°" if unit == "deg" else f"{value:g} {unit}", f"{value:g}-{unit}"))
    if split.startswith("heldout13"):
        if split.endswith(":chat"):
            return pick(rng, (f"{value:g}{'deg' if unit == 'deg' else unit}", f"{value:g}-{unit}"))
        name = METRIC_NAMES[unit].replace("metre", "meter")
        return pick(rng, (f"{value:g} {name}", f"{spoken13(value)} {name}"))
    if split == "heldout12":
        name = METRIC_NAMES[unit].replace("metre", "meter")
        return pick(rng, (f"{value:g}-{name}", f"{clause_number(value)} {name}") +
                    ((f"{value:g} °",) if unit == "deg" else ()))
    if split == "heldout11":
        name, words = METRIC_NAMES[unit].replace("metre", "meter"), fourths_number(value)
        return pick(rng, (f"{value:g} {name}", f"{value:g}-{name}", f"{words or f'{value:g}'} {name}"))
    if split == "heldout10":
        name, words = METRIC_NAMES[unit], offhand_number(value)
        return pick(rng, ((f"{value:g}˚",) if unit == "deg" else ()) +
                    (f"{value:g}-{name}", f"{words if words is not None else f'{value:g}'} {name}"))
    if split == "heldout9":
        name = {"deg": "degree", "m": "meter", "s": "second"}[unit]
        return pick(rng, (f"{value:g}-{name}", f"{value:g}-" + {"deg": "deg", "m": "m", "s": "sec"}[unit],
                          f"{number_words(value)}-{name}"))
    if split == "heldout8":
        text, name = comma_number(value), METRIC_NAMES[unit]
        return pick(rng, ((f"{text}º",) * 2 if unit == "deg" else ()) +
                    (f"{text}-{name}", f"{fraction_words(value) or text}-{name}"))
    if split == "heldout5":
        name = METRIC_NAMES[unit]
        return f"{value:g}-{name}" if rng.random() < 0.5 else f"{written_number(value)}-{name}"
    if split == "heldout4":
        return f"{value:g}-" + {"deg": "deg", "m": "m", "s": "sec"}[unit]
    if split == "heldout3":
        return pick(rng, {"deg": ("{}°", "{} deg"), "m": ("{} m",), "s": ("{} s",)}[unit]).format(f"{value:g}")
    if split == "heldout2":
        name = METRIC_NAMES[unit]
        return f"{value:g} {name}" if rng.random() < 0.6 else f"{spoken_number(value)}-{name}"
    name = {"deg": "degree", "m": "meter", "s": "second"}[unit]
    return f"{value:g}-{name}" if rng.random() < 0.8 else f"{number_words(value)}-{name}"
