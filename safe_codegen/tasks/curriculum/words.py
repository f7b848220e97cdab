"""Words for generated tasks: quantities with their units (digits or words, unit synonyms) and the
choice of a template or value from a split's own list (docs/tasks.md, "Curriculum")."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")
SPLITS = ("train", "heldout")

_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


@dataclass(frozen=True)
class Split:
    """One list of values or templates per split: held-out ones never occur in train."""

    train: tuple
    heldout: tuple

    def of(self, split: str) -> tuple:
        return self.train if split == "train" else self.heldout


def check_split(split: str) -> None:
    """Refuse a split that is not train or heldout."""
    if split not in SPLITS:
        raise ValueError(f"unknown split '{split}' (train or heldout)")


def pick(rng: random.Random, items: Sequence[T]) -> T:
    return items[rng.randrange(len(items))]


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


# unit -> (plural form, singular form) pairs; '{}' is the number. Forms marked digits-only take no words.
UNITS = {
    "deg": (("{} degrees", "{} degree"), ("{} deg", "{} deg")),
    "m": (("{} meters", "{} meter"), ("{} metres", "{} metre"), ("{} m", "{} m")),
    "s": (("{} seconds", "{} second"), ("{} s", "{} s"), ("{} secs", "{} sec")),
    "m/s": (("{} m/s", "{} m/s"), ("{} meters per second", "{} meter per second"),
            ("{} metres a second", "{} metre a second")),
}
DIGITS_ONLY = {"{}°", "{} m", "{} s", "{} m/s", "{} deg", "{} secs", "{} cm", "{} km/h"}
# Other units a quantity may be given in: unit -> (factor from the goal's unit, forms).
ALTERNATIVES = {"m": (100, (("{} cm", "{} cm"), ("{} centimeters", "{} centimeter"))),
                "m/s": (3.6, (("{} km/h", "{} km/h"),)), "deg": (1, (("{}°", "{}°"),))}


def quantity(rng: random.Random, value: float, unit: str) -> str:
    """`value` in `unit` as words: digits (70 %) or words, one of the unit's forms, sometimes another
    unit when the value is exact in it (150 cm, 1.8 km/h)."""
    forms, number = UNITS[unit], value
    if unit in ALTERNATIVES and rng.random() < 0.15:
        factor, alt = ALTERNATIVES[unit]
        converted = round(value * factor, 1)
        if abs(converted / factor - value) < 1e-9:
            forms, number = alt, converted
    plural, singular = pick(rng, forms)
    form = singular if number == 1 else plural
    text = f"{number:g}" if form in DIGITS_ONLY or rng.random() < 0.7 else number_words(number)
    return form.format(text)


def adjective(rng: random.Random, value: float, unit: str) -> str:
    """A quantity before a noun: "45-degree", "forty-five-degree", "3-meter"."""
    name = {"deg": "degree", "m": "meter", "s": "second"}[unit]
    return f"{value:g}-{name}" if rng.random() < 0.8 else f"{number_words(value)}-{name}"
