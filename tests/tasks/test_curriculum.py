"""The curriculum (safe_codegen/tasks/curriculum): deterministic by seed, many phrasings, held-out
templates and numbers disjoint from train (each later held-out split's from all the splits before it), goals
that load back from a task file unchanged, and every goal achievable: a program written from the goal is safe
and does its task in the task simulator."""

from __future__ import annotations

import hashlib
import math
import random
import re
from dataclasses import replace

import pytest

from safe_codegen.generate.prompts import load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import check_sources
from safe_codegen.tasks.curriculum import generate_tasks, write_tasks
from safe_codegen.tasks.curriculum import indoor, jackal, motion, spot
from safe_codegen.tasks.curriculum.indoor import EVERY_ROOM
from safe_codegen.tasks.errand import errand_of, errand_programs
from safe_codegen.tasks.curriculum.words import (SPLITS, VOICES, Split, Voiced, adjective, casual_number,
                                                 clause_number, comma_number, counts17, degrees_minutes, halves_words,
                                                 fourths_number, fraction_words, in_feet, in_mph, in_yards,
                                                 integer_words, mixed13, number_words, offhand_number, oh_number,
                                                 padded_number, quantity, radio_number, schoolbook_number, spoken13,
                                                 spoken_length, spoken_number, task_name, terse_number, texted13,
                                                 typed_fractions, voice_split, written_number)
from safe_codegen.tasks.reference import reference_program

ROBOTS = ("jackal", "spot", "jackal-indoor")
# The phrasings of each kind of task or part of one (a straight move's phrasings are split by the quantities given).
KINDS = {"turn": motion.TURN,
         "spin": Split(*(sum((t.of(split) for t in (motion.SPIN, motion.SPIN_AT, motion.SPIN_FOR)), ())
                         for split in SPLITS)), "hazard": motion.HAZARD, "sequence": motion.SEQUENCE,
         "straight": Split(*(sum((s.of(split) for s in motion.STRAIGHT.values()), ()) for split in SPLITS)),
         "search": spot.SEARCH, "spin_search": spot.SPIN_SEARCH, "guard": spot.GUARD, "signal": spot.SIGNAL,
         "message": indoor.MESSAGE, "fetch": indoor.FETCH, "ask": indoor.ASK, "move": indoor.MOVE,
         "still_at_target": spot.STILL_AT_TARGET}


def _disjoint(values: Split) -> bool:
    """No value of a split occurs in an earlier one (SPLITS' order: train, heldout, heldout2, ..., heldout17)."""
    lists = [set(values.of(split)) for split in SPLITS]
    return all(not lists[i] & set().union(*lists[:i]) for i in range(1, len(lists)))


def _bare(tasks):
    return [(t.name, t.task, replace(t.goal, source="")) for t in tasks]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("robot", ROBOTS)
def test_the_same_seed_gives_the_same_tasks_and_another_seed_others(robot):
    first = generate_tasks(robot, 50, "train", seed=7)
    assert _bare(first) == _bare(generate_tasks(robot, 50, "train", seed=7))
    assert [t.task for t in first] != [t.task for t in generate_tasks(robot, 50, "train", seed=8)]
    assert len({t.name for t in first}) == 50 and len({t.task for t in first}) >= 45


@pytest.mark.timeout(60)
@pytest.mark.parametrize("robot", ROBOTS)
def test_task_names_hold_no_digit(robot):
    """The prompt asks for a function of the task's name, and the bundled model read a digit there as a
    quantity (drive_forward_14 drove 14 s): names count in letters."""
    assert [task_name("turn_left", i) for i in (1, 2, 26, 27, 52, 702, 703)] == \
        ["turn_left_a", "turn_left_b", "turn_left_z", "turn_left_aa", "turn_left_az", "turn_left_zz", "turn_left_aaa"]
    for split in SPLITS:
        names = [t.name for t in generate_tasks(robot, 120, split, seed=5)]
        assert len(set(names)) == 120 and all(n.isidentifier() for n in names), split
        assert not [n for n in names if any(c.isdigit() for c in n)], split


@pytest.mark.timeout(10)
def test_every_kind_has_at_least_ten_train_phrasings_and_held_out_ones_train_never_uses():
    """heldout2 has ten of its own per kind (the phi8 clause: three), used by neither earlier split; heldout3 to
    heldout17 each at least as many as the split before, used by no other split (heldout13's to heldout17's: their
    two voices' together)."""
    for kind, split in KINDS.items():
        assert kind == "still_at_target" or len(set(split.train)) >= 10 and len(set(split.heldout2)) >= 10, kind
        counts = [len(set(split.of(s))) for s in SPLITS[2:]]
        assert counts == sorted(counts), (kind, counts)
        assert split.heldout and split.heldout2, kind
        assert _disjoint(split), kind


@pytest.mark.timeout(10)
def test_held_out_numbers_rooms_and_objects_are_disjoint_from_train():
    for vehicle in (jackal.JACKAL, spot.SPOT):
        for name in ("angle", "radius", "time", "speed", "distance"):
            assert _disjoint(getattr(vehicle, name)), name
        for name in ("body", "forward", "reverse"):  # train and heldout share these
            values = getattr(vehicle, name)
            for i in range(2, len(SPLITS)):
                assert not set(values.of(SPLITS[i])) & {v for s in SPLITS[:i] for v in values.of(s)}, (name, SPLITS[i])
    for values in (indoor.ROOMS, indoor.OBJECTS, indoor.MESSAGES, motion.RATE):
        assert _disjoint(values)


def _quantities(task) -> dict[str, set]:
    """The numbers a motion task's words give, by kind (radius turns: the radius, from the distance; a turn at a
    rate for a time: the rate and the time, its angle follows)."""
    out: dict[str, set] = {"angle": set(), "time": set(), "speed": set(), "distance": set(), "rate": set()}
    for m in task.goal.moves or ():
        if m.heading and (m.angular_speed is None or m.time is None):
            out["angle"].add(abs(m.heading))
        if m.angular_speed is not None:
            out["rate"].add(round(m.angular_speed, 9))
        if m.time is not None:
            out["time"].add(m.time)
        if m.speed is not None:
            out["speed"].add(m.speed)
        if m.distance is not None and m.turn == "straight":
            out["distance"].add(m.distance)
    return out


@pytest.mark.timeout(60)
@pytest.mark.parametrize("robot", ["jackal", "spot"])
def test_generated_held_out_tasks_use_no_train_number(robot):
    def used(split: str) -> dict[str, set]:
        out: dict[str, set] = {}
        for t in generate_tasks(robot, 300, split, seed=1):
            for k, v in _quantities(t).items():
                out.setdefault(k, set()).update(v)
        return out

    by_split = [used(split) for split in SPLITS]
    for kind in by_split[0]:
        assert all(u[kind] for u in by_split), kind
        assert _disjoint(Split(*(tuple(u[kind]) for u in by_split))), kind


@pytest.mark.timeout(60)
def test_jackal_tasks_cover_every_manoeuvre_sequence_length_and_hazard():
    tasks = generate_tasks("jackal", 300, "train", seed=2)
    kinds = {(m.turn != "straight", m.direction) for t in tasks for m in t.goal.moves}
    assert kinds == {(True, "forward"), (True, "in_place"), (False, "forward"), (False, "reverse")}
    assert {len(t.goal.moves) for t in tasks} == {1, 2, 3, 4}
    assert {h for t in tasks for h in t.goal.stop_for} == {"pedestrian", "car", "stop_sign"}
    assert {m.turn for t in tasks for m in t.goal.moves} == {"left", "right", "straight"}
    given = {tuple(k for k in ("distance", "speed", "time") if getattr(m, k) is not None)
             for t in tasks for m in t.goal.moves if m.turn == "straight"}
    assert given == {("speed", "time"), ("distance", "speed"), ("distance", "time")}
    for t in tasks:  # neighbours of one kind would be judged as one manoeuvre
        kinds_in_order = [(m.turn, m.direction) for m in t.goal.moves]
        assert all(a != b for a, b in zip(kinds_in_order, kinds_in_order[1:])), t.task


def _digits16(x: float) -> str:
    """A pattern of heldout16's digits of a number, with a decimal point or comma, no other digit beside them."""
    d = f"{round(x, 6):g}"
    return rf"(?<![\d.,])({re.escape(d)}|{re.escape(d.replace('.', ','))})(?!\d|[.,]\d)"


@pytest.mark.timeout(60)
@pytest.mark.parametrize("split", SPLITS)
def test_the_words_of_a_single_manoeuvre_say_its_goal(split):
    """The side named is the goal's side and no other, and each of the goal's numbers is in the text (digits,
    words, another unit, metres and centimetres, heldout8's decimal comma and typed fractions, heldout9's feet,
    inches and rpm, heldout10's kph, frames, full turns and metres with their centimetres after them, or heldout11's,
    heldout12's, heldout13's, heldout14's, heldout15's, heldout16's and heldout17's own units and words; heldout9,
    heldout11, heldout14, heldout15, heldout16 and heldout17 name sides in words of their own, heldout14 may say a
    reverse by its axis, "-x", heldout15 by "retrocedes" or "retro-walks", heldout16 by going astern or recoiling and
    heldout17 by moonwalking, retreating or reversing)."""
    say = {"heldout2": spoken_number, "heldout3": casual_number, "heldout4": terse_number,
           "heldout5": written_number, "heldout6": schoolbook_number, "heldout7": radio_number}.get(split,
                                                                                                    number_words)

    def in_words(x: float, text: str) -> bool:
        if split == "heldout8":
            forms = {comma_number(x), *typed_fractions(x)} | ({fraction_words(x)} - {None})
            return any(form in text for form in forms)
        return say(x) in text

    def said9(value: float, text: str, unit: str) -> bool:
        """heldout9: a whole or half number of feet in feet or inches and never in metres, else in digits (maybe
        padded) or words; a rate of a whole or half number of revolutions per minute maybe in rpm."""
        feet = value / 0.3048
        if unit in ("m", "m/s") and abs(2 * feet - round(2 * feet)) < 1e-6:
            feet, inches = round(feet, 6), round(12 * feet, 6)
            assert f"{value:g}" not in text, (value, text)
            if unit == "m/s":
                return re.search(rf"\b{feet:g} (ft/s|feet per second|foot per second)", text) is not None or \
                    halves_words(feet, "foot", "feet") + " per second" in text
            return re.search(rf"\b({feet:g} (ft|feet|foot)|{inches:g} inches)\b", text) is not None or \
                halves_words(feet, "foot", "feet") in text or f"{integer_words(int(inches))} inches" in text
        rpm = unit == "deg/s" and f"{value / 6:g} rpm" in text
        return rpm or any(form in text for form in (f"{value:g}", padded_number(value), oh_number(value)))

    def said10(value: float, text: str, unit: str) -> bool:
        """heldout10: digits or words without hyphens, a length also with its centimetres after the metres, a speed
        also in kph, a time also in frames at 24 fps, a rate in degrees per second also as one full turn every so many
        seconds."""
        forms = {f"{value:g}", offhand_number(value), spoken_length(value) if unit == "m" else None}
        if unit == "m/s":
            kph = round(value * 3.6, 6)
            forms |= {f"{kph:g} kph", f"{kph:g} kilometres an hour", f"{offhand_number(kph)} kilometres an hour"}
        if unit == "s":
            forms |= {f"{24 * value:g} frames at 24 fps", f"{24 * value:g} frames @ 24fps"}
        if unit == "deg/s":
            forms |= {f"every {360 / value:g} seconds"}
        return any(form in text for form in forms - {None})

    def said11(value: float, text: str, unit: str) -> bool:
        """heldout11: digits or words in fourths, a speed also in kmph or km/hr, an angle of whole degrees and minutes
        also in degrees and minutes of arc."""
        forms = {f"{value:g}", fourths_number(value)}
        if unit == "m/s":
            kmph = round(value * 3.6, 6)
            forms |= {f"{kmph:g} kmph", f"{kmph:g} km/hr"}
        dms = degrees_minutes(value) if unit == "deg" else None
        if dms is not None:
            forms |= {f"{dms[0]}°{dms[1]}'", f"{dms[0]} deg {dms[1]}'"}
        return any(form in text for form in forms - {None})

    def said12(value: float, text: str, unit: str) -> bool:
        """heldout12: a length of a whole or half number of yards in yards and a speed of a whole number of quarter
        miles per hour in mph (never in metres), else digits or words with the digits in brackets after them."""
        imperial = in_yards(value) if unit == "m" else in_mph(value) if unit == "m/s" else None
        if imperial is None:
            return f"{value:g}" in text or clause_number(value) in text
        assert f"{value:g}" not in text, (value, text)
        names = ("yards", "yds", "yd", "yard") if unit == "m" else ("mph", "miles an hour", "miles per hour", "mile")
        forms = {f"{imperial:g} {name}" for name in names} | {f"{clause_number(imperial)} {names[-1]}"}
        return any(form in text for form in forms) or unit == "m" and halves_words(imperial, "yard", "yards") in text

    def said13(value: float, text: str, unit: str) -> bool:
        """heldout13: digits (texted below one maybe without the leading zero, ".37"), words as a speech recogniser
        writes them, or digits with the fraction in words ("6 and a quarter")."""
        digits = (f"{value:g}", texted13(value))
        return any(re.search(rf"(?<![\d.]){re.escape(d)}(?!\d)", text) for d in digits) or \
            any(re.search(rf"\b{re.escape(w)}\b", text) for w in (spoken13(value), mixed13(value)) if w)

    def said14(value: float, text: str, unit: str) -> bool:
        """heldout14: digits only, a length maybe in millimetres and a time in milliseconds."""
        milli = (f"{round(value * 1000, 6):g} mm", f"{round(value * 1000, 6):g} [mm]") if unit == "m" else \
            (f"{round(value * 1000, 6):g} ms", f"{round(value * 1000, 6):g} [ms]") if unit == "s" else ()
        return re.search(rf"(?<![\d.]){re.escape(f'{value:g}')}(?![\d.]\d)", text) is not None or \
            any(form in text for form in milli)

    def said15(value: float, text: str, unit: str) -> bool:
        """heldout15: digits with a decimal point, comma or apostrophe, a whole number and a half or quarter in words
        after its unit ("2 meters and a half"), a length maybe in whole centimetres."""
        digits = {f"{value:g}".replace(".", mark) for mark in ".,'"}
        part = {0.25: "a quarter", 0.5: "a half", 0.75: "three quarters"}.get(round(value - int(value), 9))
        whole = "a" if int(value) == 1 else str(int(value))
        return any(re.search(rf"(?<![\d.,']){re.escape(d)}(?!\d|[.,']\d)", text) for d in digits) or \
            part is not None and re.search(rf"\b{whole} (meters?|seconds?|degrees?|radians?) and {part}\b", text) or \
            unit == "m" and re.search(rf"\b{round(value * 100, 6):g} (cm|centimetres)\b", text) is not None

    def said16(value: float, text: str, unit: str) -> bool:
        """heldout16: digits with a decimal point or comma, an angle of a whole number of compass points maybe in
        points, a rate in degrees per second maybe in degrees a minute, a speed maybe in km/h and a length under a
        metre maybe in whole centimetres."""
        other = {"deg": (value / 11.25, r" points?\b"), "deg/s": (value * 60, r"( degrees a minute|°/min)"),
                 "m/s": (value * 3.6, " km/h"), "m": (value * 100, r" cm\b")}.get(unit)
        return re.search(_digits16(value), text) is not None or \
            other is not None and re.search(_digits16(other[0]) + other[1], text) is not None

    def said17(value: float, text: str, unit: str) -> bool:
        """heldout17: digits with a decimal point, a time of a whole number of counts at one of the class's tempos
        maybe in counts, a length under a metre maybe in whole centimetres."""
        counts = any(f"{n} counts at {tempo} bpm" in text for n, tempo in counts17(value)) if unit == "s" else False
        cm = unit == "m" and re.search(rf"(?<![\d.]){round(value * 100, 6):g} ?(cm|centimeter)\b", text) is not None
        return counts or cm or re.search(rf"(?<![\d.]){re.escape(f'{value:g}')}(?!\d|\.\d)", text) is not None

    def said(value: float, text: str, factors=(1,), unit: str = "") -> bool:
        own = {"heldout9": said9, "heldout10": said10, "heldout11": said11, "heldout12": said12,
               "heldout13": said13, "heldout14": said14, "heldout15": said15, "heldout16": said16,
               "heldout17": said17}.get(split)
        if own is not None:
            return own(value, text, unit)
        whole, cm = int(value), round((value - int(value)) * 100)
        compound = rf"\b{whole} (m|metres?)( and)? {cm} (cm|centimetres)\b"
        return any(f"{x:g}" in text or in_words(x, text) for x in (round(value * f, 6) for f in factors)) or \
            10 in factors and re.search(compound, text) is not None

    for t in generate_tasks("jackal", 300, split, seed=4):
        if len(t.goal.moves) != 1:
            continue
        (m,), text = t.goal.moves, t.task.lower().replace("right of way", "priority")  # not a side
        for ccw in ("counterclockwise", "anticlockwise", "counter-clockwise", "anti-clockwise", "counter clockwise"):
            text = text.replace(ccw, "ccw")
        text = re.sub(r"\bport\b", "ccw", text).replace("starboard", "clockwise")  # heldout9's sides
        text = re.sub(r"\blhs\b", "ccw", text.replace("anti-clock wise", "ccw").replace("clock wise", "clockwise"))
        text = re.sub(r"\brhs\b", "clockwise", text)  # heldout11's sides
        if split == "heldout14":  # its sides by the sign of yaw (REP 103) and in German-English, a reverse by its axis
            text = text.replace("against the clock direction", "ccw").replace("in clock direction", "clockwise")
            text = re.sub(r"\+z yaw|\+yaw", "ccw", text)
            text = re.sub(r"-z yaw|-yaw", " cw", text)
            text = re.sub(r"(?<![\w+])-x\b|\bx-", " reverse ", text)
        if split == "heldout15":  # its sides as the clock hands go and in a nurse's Lt/Rt, (L)/(R), a reverse "retro-"
            text = text.replace("contrary sense to the clock hands", "ccw").replace("sense of the clock hands", "cw")
            text = re.sub(r"\blt\b|\(l\)|\bl side\b|\bl-sided\b", " ccw ", text)
            text = re.sub(r"\brt\b|\(r\)|\br side\b|\br-sided\b", " cw ", text).replace("retro", " reverse ")
        if split == "heldout16":  # its sides in French-English (port, starboard: above), a reverse astern or recoiling
            text = text.replace("trigonometric sense", "ccw").replace("watch needles", "cw")
            text = re.sub(r"astern|sternway|recoil", " reverse ", text)
        if split == "heldout17":  # its sides against and along the hour hand; a reverse moonwalks, retreats, reverses
            text = text.replace("inverse hour-hand", "ccw").replace("hour-hand", " cw")
            text = re.sub(r"moonwalk|retreat|reversing", " reverse ", text)
        if m.turn != "straight":
            left, right = "left" in text or "ccw" in text, "right" in text or "clockwise" in text or " cw" in text
            assert (left, right) == (m.turn == "left", m.turn == "right"), t.task
            rate, angle_said = m.angular_speed, m.angular_speed is None or m.time is None  # else it follows
            assert not angle_said or said(abs(m.heading), text, unit="deg"), t.task
            assert m.time is None or said(m.time, text, (1, 1000), "s"), t.task
            said_rate = rate and next((n, u) for n, u in motion.RATE.of(split)
                                      if math.isclose(motion.rate_value((n, u)), rate))
            assert rate is None or said(said_rate[0], text, unit=said_rate[1]), t.task
        else:
            assert any(w in text for w in ("reverse", "back", "rear")) == (m.direction == "reverse"), t.task
            for value, factors, unit in ((m.speed, (1, 3.6, 60, 100, 1000), "m/s"), (m.time, (1, 1000), "s"),
                                         (m.distance, (1, 10, 100, 1000), "m")):
                assert value is None or said(value, text, factors, unit), (value, t.task)


@pytest.mark.timeout(10)
def test_numbers_in_words():
    assert [number_words(x) for x in (7, 45, 135, 2.5, 0.3, 1.25)] == \
        ["seven", "forty-five", "one hundred thirty-five", "two and a half", "zero point three",
         "one point two five"]
    assert [spoken_number(x) for x in (112, 140, 3.25, 4.75, 0.35, 2.2, 2250, 1005)] == \
        ["one hundred and twelve", "one hundred and forty", "three and a quarter", "four and three quarters",
         "point three five", "two point two", "two thousand two hundred and fifty", "one thousand and five"]
    assert [casual_number(x) for x in (0.5, 0.75, 7.5, 1.6)] == \
        ["half a", "three quarters of a", "seven and a half", "one point six"]
    rng = random.Random(0)
    assert {quantity(rng, 0.5, "m", "heldout3") for _ in range(300)} == \
        {"0.5 metres", "0.5 meters", "0.5 m", "half a metre", "half a meter", "50 cm", "50 centimetres",
         "fifty centimetres"}
    assert [terse_number(x) for x in (0.62, 0.8, 108, 100, 44, 11.5)] == \
        [".62", ".8", "a hundred and eight", "a hundred", "forty-four", "eleven and a half"]
    assert {quantity(rng, 0.18, "m/s", "heldout4") for _ in range(300)} == \
        {"0.18 m/s", "0.18 meters/sec", ".18 meters/sec", "0.18 m per second", ".18 m per second",
         "18 cm per second", "eighteen cm per second", "18cm/s"}
    assert [written_number(x) for x in (0.44, 3.8, 13.5, 2.25, 1.08, 130)] == \
        ["nought point four four", "three-point-eight", "thirteen and one half", "two and one quarter",
         "one-point-zero-eight", "one hundred thirty"]
    assert {quantity(rng, 0.36, "m/s", "heldout5") for _ in range(300)} == \
        {"0.36 m/s", "0.36 metres per second", "nought point three six metres per second", "0.36 meters per sec",
         "nought point three six meters per sec", "21.6 metres per minute", "twenty-one-point-six metres per minute",
         "21.6 m/min"}
    assert {quantity(rng, 4.6, "s", "heldout5") for _ in range(300)} == \
        {"4.6 seconds", "four-point-six seconds", "4.6 secs", "4600 ms", "4600 milliseconds"}
    assert [schoolbook_number(x) for x in (3.8, 1.24, 2.25, 1.08, 0.44, 0.1, 164)] == \
        ["three and eight tenths", "one and twenty-four hundredths", "two and twenty-five hundredths",
         "one and eight hundredths", "forty-four hundredths of a", "one tenth of a", "one hundred sixty-four"]
    assert {quantity(rng, 0.44, "m/s", "heldout6") for _ in range(400)} == \
        {"0.44 metres each second", "forty-four hundredths of a metre each second", "0.44 m/s",
         "0.44 meters per second", "forty-four hundredths of a meter per second", "440 mm/s",
         "440 millimetres per second", "four hundred forty millimetres per second"}
    assert {quantity(rng, 2.7, "m", "heldout6") for _ in range(300)} == \
        {"2.7 metres", "two and seven tenths metres", "2.7 meters", "two and seven tenths meters", "27 dm",
         "27 decimetres", "twenty-seven decimetres"}
    assert [radio_number(x) for x in (0.34, 4.3, 10.8, 1.45, 57, 137, 102, 6)] == \
        ["zero decimal three four", "four decimal three", "ten decimal eight", "one decimal four five", "fifty-seven",
         "one three seven", "one zero two", "six"]
    assert {quantity(rng, 0.34, "m/s", "heldout7") for _ in range(400)} == \
        {"0.34 m s⁻¹", "0.34 m s^-1", "0.34 m/s", "0.34 metres per second",
         "zero decimal three four metres per second", "34 cm s⁻¹", "34 centimetres a second",
         "thirty-four centimetres a second"}
    assert {quantity(rng, 3.9, "m", "heldout7") for _ in range(400)} == \
        {"3.9 metres", "three decimal nine metres", "3.9 m", "3.9 meters", "three decimal nine meters", "3 m 90 cm",
         "3 metres 90 centimetres", "3 metres and 90 centimetres"}
    assert {quantity(rng, 1.45, "m", "heldout7") for _ in range(400)} >= \
        {"1 m 45 cm", "1 metre 45 centimetres", "1 metre and 45 centimetres"}
    assert {quantity(rng, 0.9, "m", "heldout7") for _ in range(300)} == \
        {"0.9 metres", "zero decimal nine metres", "0.9 m", "0.9 meters", "zero decimal nine meters"}
    assert [fraction_words(x) for x in (2.75, 1.25, 0.75, 47, 133, 3.9)] == \
        ["two and three-quarters", "one and a quarter", "three-quarters of a", "forty-seven",
         "one hundred thirty-three", None]
    assert [typed_fractions(x) for x in (2.75, 12.25, 0.75, 3.9)] == \
        [("2¾", "2 3/4"), ("12¼", "12 1/4"), ("¾", "3/4"), ()]
    assert [comma_number(x) for x in (0.47, 5.9, 47)] == ["0,47", "5,9", "47"]
    assert {quantity(rng, 2.75, "s", "heldout8") for _ in range(500)} == \
        {"2¾ seconds", "2 3/4 seconds", "2¾ sec", "2 3/4 sec", "2¾ s", "2 3/4 s", "two and three-quarters seconds",
         "2,75 seconds", "2.75 seconds", "2,75 sec", "2.75 sec", "2,75 s", "2.75 s"}
    assert {quantity(rng, 0.75, "m", "heldout8") for _ in range(500)} == \
        {"¾ metre", "3/4 metre", "¾ m", "3/4 m", "¾ meter", "3/4 meter", "three-quarters of a metre", "0,75 metres",
         "0.75 metres", "0,75 m", "0.75 m", "0,75 meter", "0.75 meter"}
    assert {quantity(rng, 0.47, "m/s", "heldout8") for _ in range(300)} == \
        {"0,47 m/s", "0.47 m/s", "0,47 meter per second", "0.47 meter per second", "0,47 metres/sec", "0.47 metres/sec"}
    assert {quantity(rng, 47, "deg", "heldout8") for _ in range(300)} == \
        {"47 degrees", "47º", "47 deg", "forty-seven degrees"}
    assert {quantity(rng, 17, "deg/s", "heldout8") for _ in range(300)} == {"17º/s", "17 degrees/sec"}
    assert [oh_number(x) for x in (0.41, 2.05, 119, 161, 4.35, 12, 0.06, 10.75)] == \
        ["oh point four one", "two point oh five", "a hundred nineteen", "a hundred sixty-one", "four point three five",
         "twelve", "oh point oh six", "ten point seven five"]
    assert [padded_number(x) for x in (2.05, 27, 0.41, 10.75)] == ["2.050", "27.0", "0.410", "10.750"]
    assert [in_feet(x) for x in (1.524, 0.4572, 3.048, 0.3048, 1.95, 0.3, 2.05)] == [5, 1.5, 10, 1, None, None, None]
    assert [halves_words(x, "foot", "feet") for x in (5, 1, 1.5, 2.5, 0.5)] == \
        ["five feet", "one foot", "a foot and a half", "two and a half feet", "half a foot"]
    with pytest.raises(ValueError):
        halves_words(2.05, "foot", "feet")
    assert {quantity(rng, 0.4572, "m", "heldout9") for _ in range(400)} == \
        {"1.5 feet", "1.5 ft", "18 inches", "eighteen inches", "a foot and a half"}
    assert {quantity(rng, 1.524, "m", "heldout9") for _ in range(300)} == {"5 feet", "5 ft", "five feet"}
    assert {quantity(rng, 0.3048, "m/s", "heldout9") for _ in range(300)} == \
        {"1 ft/s", "1 foot per second", "one foot per second"}
    assert {quantity(rng, 2.05, "m", "heldout9") for _ in range(300)} == \
        {"2.05 meters", "2.050 meters", "two point oh five meters", "2.05 m", "2.050 m"}
    assert {quantity(rng, 0.41, "m/s", "heldout9") for _ in range(400)} == \
        {"0.41 mps", "0.410 mps", "0.41 m/s", "0.410 m/s", "0.41 meters a second", "0.410 meters a second",
         "oh point four one meters a second"}
    assert {quantity(rng, 4.05, "s", "heldout9") for _ in range(400)} == \
        {"4.05 seconds", "4.050 seconds", "four point oh five seconds", "4.05 sec", "4.050 sec", "4.05 s", "4.050 s"}
    assert {quantity(rng, 119, "deg", "heldout9") for _ in range(400)} == \
        {"119 degrees", "119.0 degrees", "a hundred nineteen degrees", "119 deg", "119.0 deg", "119°", "119.0°"}
    assert {quantity(rng, 42, "deg/s", "heldout9") for _ in range(400)} == \
        {"42 dps", "42.0 dps", "42 deg/s", "42.0 deg/s", "42 degrees per second", "42.0 degrees per second",
         "forty-two degrees per second", "7 rpm"}
    assert "rpm" not in " ".join(quantity(rng, 19, "deg/s", "heldout9") for _ in range(300))
    assert {quantity(rng, 0.43, "rad/s", "heldout9") for _ in range(300)} == \
        {"0.43 rads/s", "0.430 rads/s", "0.43 radians/s", "0.430 radians/s", "oh point four three radians/s"}
    assert [offhand_number(x) for x in (45, 111, 203, 5.25, 8.75, 2.5, 2.15, 6.7, 0.43, 4.05, 1.125, 100)] == \
        ["forty five", "a hundred and eleven", "two hundred and three", "five and a quarter",
         "eight and three quarters", "two and a half", "two point fifteen", "six point seven", None, None, None,
         "a hundred"]
    assert [spoken_length(x) for x in (2.15, 1.85, 6.7, 1.05, 0.55, 3, 4.25)] == \
        ["two metres fifteen", "one metre eighty five", "six metres seventy", None, None, None,
         "four metres twenty five"]
    assert {quantity(rng, 0.625, "m/s", "heldout10") for _ in range(500)} == \
        {"2.25 kph", "2.25 kilometres an hour", "two and a quarter kilometres an hour", "0.625 m/s",
         "0.625 metres a sec"}
    assert {quantity(rng, 0.43, "m/s", "heldout10") for _ in range(300)} == {"0.43 m/s", "0.43 metres a sec"}
    assert {quantity(rng, 5.25, "s", "heldout10") for _ in range(500)} == \
        {"126 frames at 24 fps", "126 frames @ 24fps", "5.25 seconds", "five and a quarter seconds", "5.25 secs"}
    assert {quantity(rng, 3.95, "s", "heldout10") for _ in range(300)} == \
        {"3.95 seconds", "three point ninety five seconds", "3.95 secs"}
    assert {quantity(rng, 2.15, "m", "heldout10") for _ in range(400)} == \
        {"2.15 metres", "two point fifteen metres", "2.15 m", "two metres fifteen"}
    assert {quantity(rng, 111, "deg", "heldout10") for _ in range(300)} == \
        {"111 degrees", "a hundred and eleven degrees", "111˚"}
    assert {quantity(rng, 8, "deg/s", "heldout10") for _ in range(400)} == \
        {"8 degrees a sec", "eight degrees a sec", "8˚/s", "one full turn every 45 seconds",
         "a full 360 every 45 seconds"}
    assert "every" not in " ".join(quantity(rng, 13, "deg/s", "heldout10") for _ in range(300))
    assert {quantity(rng, 0.27, "rad/s", "heldout10") for _ in range(300)} == {"0.27 rad/s", "0.27 radians a sec"}
    assert {adjective(rng, 45, "deg", "heldout10") for _ in range(200)} == {"45˚", "45-degree", "forty five degree"}
    assert [fourths_number(x) for x in (1.5, 2.25, 5.75, 0.5, 0.25, 0.75, 157.5, 109, 3.35, 0.125)] == \
        ["one and half", "two and one-fourth", "five and three-fourth", "half", "one-fourth", "three-fourth",
         "one hundred fifty-seven and half", "one hundred nine", None, None]
    assert [degrees_minutes(x) for x in (22.5, 137.5, 109, 22.25, 10.1)] == [(22, 30), (137, 30), None, (22, 15),
                                                                              (10, 6)]
    assert {quantity(rng, 0.525, "m/s", "heldout11") for _ in range(500)} == \
        {"1.89 kmph", "1.89 km/hr", "0.525 m/s", "0.525 mtr/sec", "0.525 meter per second"}
    assert {quantity(rng, 0.43, "m/s", "heldout11") for _ in range(300)} == \
        {"0.43 m/s", "0.43 mtr/sec", "0.43 meter per second"}
    assert {quantity(rng, 22.5, "deg", "heldout11") for _ in range(500)} == \
        {"22°30'", "22 deg 30'", "22.5 degrees", "twenty-two and half degrees", "22.5 deg", "22.5°"}
    assert {quantity(rng, 109, "deg", "heldout11") for _ in range(300)} == \
        {"109 degrees", "one hundred nine degrees", "109 deg", "109°"}
    assert {quantity(rng, 0.75, "m", "heldout11") for _ in range(400)} == \
        {"0.75 meters", "three-fourth meter", "0.75 mtr", "0.75 m"}
    assert {quantity(rng, 3.75, "m", "heldout11") for _ in range(400)} == \
        {"3.75 meters", "three and three-fourth meters", "3.75 mtr", "3.75 m"}
    assert {quantity(rng, 5.45, "s", "heldout11") for _ in range(300)} == {"5.45 seconds", "5.45 sec", "5.45 secs"}
    assert {quantity(rng, 22.5, "deg/s", "heldout11") for _ in range(300)} == \
        {"22.5 deg/s", "22.5 degree/sec", "22.5°/sec"}
    assert {quantity(rng, 0.37, "rad/s", "heldout11") for _ in range(300)} == {"0.37 rad/s", "0.37 radian/sec"}
    assert {adjective(rng, 22.5, "deg", "heldout11") for _ in range(200)} == \
        {"22.5 degree", "22.5-degree", "twenty-two and half degree"}
    assert [clause_number(x) for x in (3, 37.5, 2.75, 4.35, 0.5, 0.615, 1.25, 169)] == \
        ["three (3)", "thirty-seven and one-half (37.5)", "two and three-quarters (2.75)",
         "four point three five (4.35)", "one-half (0.5)", "zero point six one five (0.615)",
         "one and one-quarter (1.25)", "one hundred sixty-nine (169)"]
    assert [in_yards(x) for x in (1.8288, 2.286, 0.4572, 0.9144, 1.95, 3.048)] == [2, 2.5, 0.5, 1, None, None]
    assert [in_mph(x) for x in (0.44704, 1.00584, 0.22352, 0.43, 1.34112)] == [1, 2.25, None, None, 3]
    assert [halves_words(x, "yard", "yards") for x in (3, 1.5, 2.5, 1, 0.5)] == \
        ["three yards", "a yard and a half", "two and a half yards", "one yard", "half a yard"]
    with pytest.raises(ValueError):
        halves_words(2.05, "yard", "yards")
    assert {quantity(rng, 1.3716, "m", "heldout12") for _ in range(400)} == \
        {"1.5 yards", "1.5 yds", "1.5 yd", "a yard and a half", "one and one-half (1.5) yards"}
    assert {quantity(rng, 2.286, "m", "heldout12") for _ in range(400)} == \
        {"2.5 yards", "2.5 yds", "2.5 yd", "two and a half yards", "two and one-half (2.5) yards"}
    assert {quantity(rng, 0.5, "m", "heldout12") for _ in range(300)} == {"0.5 meters", "0.5 m", "one-half (0.5) meter"}
    assert {quantity(rng, 0.67056, "m/s", "heldout12") for _ in range(400)} == \
        {"1.5 mph", "1.5 miles an hour", "1.5 miles per hour", "one and one-half (1.5) miles an hour",
         "one and one-half (1.5) miles per hour"}
    assert {quantity(rng, 0.44704, "m/s", "heldout12") for _ in range(300)} == \
        {"1 mph", "1 mile an hour", "1 mile per hour", "one (1) mile an hour", "one (1) mile per hour"}
    assert {quantity(rng, 0.345, "m/s", "heldout12") for _ in range(300)} == \
        {"0.345 meters per second", "zero point three four five (0.345) meters per second", "0.345 m/s",
         "0.345 m per sec"}
    assert {quantity(rng, 37.5, "deg", "heldout12") for _ in range(300)} == \
        {"37.5 degrees", "thirty-seven and one-half (37.5) degrees", "37.5 °"}
    assert {quantity(rng, 4.35, "s", "heldout12") for _ in range(300)} == \
        {"4.35 seconds", "four point three five (4.35) seconds", "4.35 sec"}
    assert {quantity(rng, 12.5, "deg/s", "heldout12") for _ in range(300)} == \
        {"12.5 degrees per second", "twelve and one-half (12.5) degrees per second", "12.5 deg per sec"}
    assert {quantity(rng, 0.51, "rad/s", "heldout12") for _ in range(300)} == \
        {"0.51 radians per second", "zero point five one (0.51) radians per second", "0.51 rad per sec"}
    assert {adjective(rng, 37.5, "deg", "heldout12") for _ in range(200)} == \
        {"37.5-degree", "thirty-seven and one-half (37.5) degree", "37.5 °"}
    assert [spoken13(x) for x in (107, 117, 122, 178, 122.5, 6.25, 4.75, 0.5, 0.285, 5.05, 8.7, 42, 100, 0.25, 1)] == \
        ["one oh seven", "a hundred and seventeen", "one twenty two", "one seventy eight", "one twenty two and a half",
         "six and a quarter", "four and three quarters", "half a", "point two eight five", "five point oh five",
         "eight point seven", "forty two", "a hundred", "a quarter of a", "one"]
    assert [mixed13(x) for x in (6.25, 122.5, 4.75, 0.5, 3.55, 178)] == \
        ["6 and a quarter", "122 and a half", "4 and three quarters", None, None, None]
    assert [texted13(x) for x in (0.37, 2.12, 15)] == [".37", "2.12", "15"]
    assert {quantity(rng, 6.25, "m", "heldout13:voice") for _ in range(300)} == \
        {"6.25 meters", "six and a quarter meters", "6 and a quarter meters"}
    assert {quantity(rng, 6.25, "m", "heldout13") for _ in range(300)} == \
        {"6.25 meters", "six and a quarter meters", "6 and a quarter meters"}  # the voice, for the split as a whole
    assert {quantity(rng, 0.5, "m", "heldout13:voice") for _ in range(300)} == {"0.5 meters", "half a meter"}
    assert {quantity(rng, 1, "m", "heldout13:voice") for _ in range(300)} == {"1 meter", "one meter"}
    assert {quantity(rng, 178, "deg", "heldout13:voice") for _ in range(300)} == \
        {"178 degrees", "one seventy eight degrees"}
    assert {quantity(rng, 0.285, "rad/s", "heldout13:voice") for _ in range(400)} == \
        {"0.285 radians per second", "point two eight five radians per second", "0.285 radians a second",
         "point two eight five radians a second"}
    assert {quantity(rng, 20.5, "deg/s", "heldout13:voice") for _ in range(400)} == \
        {"20.5 degrees per second", "twenty and a half degrees per second", "20 and a half degrees per second",
         "20.5 degrees a second", "twenty and a half degrees a second", "20 and a half degrees a second"}
    assert {quantity(rng, 0.37, "m/s", "heldout13:chat") for _ in range(400)} == \
        {"0.37m/s", ".37m/s", "0.37 m/s", ".37 m/s"}
    assert {quantity(rng, 2.12, "m", "heldout13:chat") for _ in range(300)} == {"2.12m", "2.12 m"}
    assert {quantity(rng, 8.7, "s", "heldout13:chat") for _ in range(300)} == {"8.7s", "8.7sec", "8.7 secs"}
    assert {quantity(rng, 122.5, "deg", "heldout13:chat") for _ in range(300)} == \
        {"122.5deg", "122.5°", "122.5 deg"}
    assert {quantity(rng, 20.5, "deg/s", "heldout13:chat") for _ in range(300)} == {"20.5deg/s", "20.5°/s"}
    assert {quantity(rng, 0.445, "rad/s", "heldout13:chat") for _ in range(300)} == \
        {"0.445rad/s", ".445rad/s", "0.445 rad/s", ".445 rad/s"}
    assert {adjective(rng, 42.5, "deg", "heldout13:voice") for _ in range(200)} == \
        {"42.5 degree", "forty two and a half degree"}
    assert {adjective(rng, 42.5, "deg", "heldout13:chat") for _ in range(200)} == {"42.5deg", "42.5-deg"}
    assert {quantity(rng, 2.08, "m", "heldout14:tech") for _ in range(400)} == \
        {"2.08 m", "2.08 [m]", "2080 mm", "2080 [mm]"}
    assert {quantity(rng, 2.08, "m", "heldout14") for _ in range(400)} == \
        {"2.08 m", "2.08 [m]", "2080 mm", "2080 [mm]"}  # the engineer, for the split as a whole
    assert {quantity(rng, 3.12, "s", "heldout14:tech") for _ in range(400)} == \
        {"3.12 s", "3.12 [s]", "3120 ms", "3120 [ms]"}
    assert {quantity(rng, 0.405, "m/s", "heldout14:tech") for _ in range(300)} == {"0.405 m/s", "0.405 [m/s]"}
    assert {quantity(rng, 93.5, "deg", "heldout14:tech") for _ in range(300)} == {"93.5 deg", "93.5°", "93.5 [deg]"}
    assert {quantity(rng, 0.265, "rad/s", "heldout14:tech") for _ in range(300)} == {"0.265 rad/s", "0.265 [rad/s]"}
    assert {quantity(rng, 18.5, "deg/s", "heldout14:tech") for _ in range(300)} == \
        {"18.5 deg/s", "18.5 °/s", "18.5 [deg/s]"}
    assert {quantity(rng, 2.08, "m", "heldout14:german") for _ in range(300)} == {"2.08 meter", "2.08 m"}
    assert {quantity(rng, 3.12, "s", "heldout14:german") for _ in range(300)} == {"3.12 second", "3.12 sec", "3.12 s"}
    assert {quantity(rng, 0.405, "m/s", "heldout14:german") for _ in range(300)} == \
        {"0.405 meter per second", "0.405 m/s", "0.405 meter/second"}
    assert {quantity(rng, 93.5, "deg", "heldout14:german") for _ in range(300)} == {"93.5 degree", "93.5°"}
    assert {quantity(rng, 0.265, "rad/s", "heldout14:german") for _ in range(300)} == \
        {"0.265 radian per second", "0.265 rad/s"}
    assert {quantity(rng, 18.5, "deg/s", "heldout14:german") for _ in range(300)} == \
        {"18.5 degree per second", "18.5°/s"}
    assert {adjective(rng, 93.5, "deg", "heldout14:tech") for _ in range(200)} == {"93.5°", "93.5-deg"}
    assert {adjective(rng, 93.5, "deg", "heldout14:german") for _ in range(200)} == {"93.5 degree", "93.5-degree"}


@pytest.mark.timeout(10)
@pytest.mark.parametrize("split", ["heldout5", "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                                   "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16",
                                   "heldout17"])
def test_later_splits_may_state_the_hazard_rule_before_the_steps_but_spot_never_draws_such_a_template(split):
    """Given the steps, every template is used and holds them once (after the hazards where it places them); Spot's
    sentences place the hazards themselves, so without steps only the templates that do not place them are used."""
    rng, forms = random.Random(0), motion.HAZARD.of(split)
    placing = [f for f in forms if "{steps}" in f]
    with_steps = {motion.hazard_words(rng, jackal.JACKAL, split, ("pedestrian",), "turns left") for _ in range(400)}
    assert len(with_steps) == len(forms) and all(t.count("turns left") == 1 for t in with_steps)
    assert any(t.endswith("turns left") for t in with_steps)
    alone = {motion.hazard_words(rng, spot.SPOT, split, ("person",)) for _ in range(400)}
    assert placing and len(alone) == len(forms) - len(placing) and not any("None" in t for t in alone)


@pytest.mark.timeout(10)
def test_heldout7_counts_steps_in_letters_and_ordinals_and_gives_a_turning_circle_by_its_diameter():
    """Its counted sequences label the steps "step A: it", "firstly, it" and "(a)"; a turning circle given by its
    diameter is twice the turn's radius."""
    steps = ["turns left", "backs off", "pulls forward"]
    texts = {motion.sequence_words(random.Random(i), "heldout7", steps) for i in range(400)}
    assert "carries out steps A to C in turn: step A: it turns left; step B: it backs off; step C: it pulls forward" \
        in texts
    assert "firstly, it turns left; secondly, it backs off; thirdly, it pulls forward" in texts
    assert "does the following three things in order: (a) turns left; (b) backs off; (c) pulls forward" in texts
    assert "carries out steps A and B in turn: step A: it turns left; step B: it backs off" in \
        {motion.sequence_words(random.Random(i), "heldout7", steps[:2]) for i in range(400)}
    move = motion.Move("left", "forward", 86, 1.7 * math.radians(86), time=5.1)
    by_diameter = [t for t in (motion.move_words(random.Random(i), jackal.JACKAL, "heldout7", move, 1.7)
                               for i in range(600)) if "diameter" in t]
    diameter = r"\b((3\.4|three decimal four) (m|metres|meters)|3 (m|metres)( and)? 40 (cm|centimetres)) in diameter"
    assert by_diameter and all(re.search(diameter, t) for t in by_diameter), by_diameter


@pytest.mark.timeout(60)
def test_heldout8_counts_steps_in_words_ordinals_and_hashes_and_writes_decimal_commas_and_typed_fractions():
    """Its counted sequences label the steps "step one: it", "1st:" and "#1"; its motion tasks give numbers with a
    decimal comma and typed fractions, and angles with the ordinal sign ("47º")."""
    steps = ["turns left", "backs out", "scoots forward", "turns right"]
    texts = {motion.sequence_words(random.Random(i), "heldout8", steps[:3]) for i in range(400)}
    assert "goes through a three-step routine: step one: it turns left; step two: it backs out; step three: it " \
        "scoots forward" in texts
    assert "runs this sequence: 1st: turns left; 2nd: backs out; 3rd: scoots forward" in texts
    assert "works through this checklist: #1 turns left; #2 backs out; #3 scoots forward" in texts
    assert "runs this sequence: 1st: turns left; 2nd: backs out; 3rd: scoots forward; 4th: turns right" in \
        {motion.sequence_words(random.Random(i), "heldout8", steps) for i in range(400)}
    text = " ".join(t.task for robot in ("jackal", "spot") for t in generate_tasks(robot, 200, "heldout8", seed=2))
    assert re.search(r"\b\d+,\d+ ", text) and re.search(r"\d+º", text), text[:400]
    assert re.search(r"(\d+ ?)?[¼½¾]|\d+ \d/4\b", text) and "three-quarters" in text, text[:400]


def _sequences(split: str, steps: list[str]) -> set[str]:
    """The ways a split's sequencing words join these steps (400 draws)."""
    return {motion.sequence_words(random.Random(i), split, steps) for i in range(400)}


def _motion_texts(split: str) -> tuple[list, str]:
    """300 jackal and 300 Spot tasks of a split (seed 2), and their texts joined."""
    tasks = [t for robot in ("jackal", "spot") for t in generate_tasks(robot, 300, split, seed=2)]
    return tasks, " ".join(t.task for t in tasks)


@pytest.mark.timeout(60)
def test_heldout9_counts_legs_phases_and_moves_and_gives_feet_rpm_padded_digits_port_and_starboard():
    """Its counted sequences label the steps "leg 1:", "phase one: it" and "first move: it"; its motion tasks give a
    length or speed that is a whole or half number of feet in feet or inches (exactly the goal's value, never in
    metres), turning rates in "dps", "rads/s" and rpm, digits padded with a trailing zero, numbers in words with "oh",
    and sides as port and starboard."""
    steps = ["turns left", "backs it up", "zips forward", "turns right"]
    texts = _sequences("heldout9", steps[:3])
    assert "runs a 3-leg route: leg 1: turns left; leg 2: backs it up; leg 3: zips forward" in texts
    assert "works through three phases: phase one: it turns left; phase two: it backs it up; phase three: it zips " \
        "forward" in texts
    assert "makes three moves: first move: it turns left; second move: it backs it up; third move: it zips forward" \
        in texts
    assert "turns left >> backs it up >> zips forward >> turns right" in \
        _sequences("heldout9", steps)
    tasks, text = _motion_texts("heldout9")
    for form in (" ft", " feet", " inches", " ft/s", " rpm", " dps", " mps", " rads/s", "oh point", "to port",
                 "to starboard", "a foot and a half"):
        assert form in text, form
    assert re.search(r"\b\d+\.\d*0 (m|meters|s|sec|seconds|mps|m/s|deg|degrees)\b", text), text[:400]
    feet_said = 0
    for t in tasks:
        moves = t.goal.moves or ()
        lengths = [v for m in moves for v in (m.speed, m.distance if m.turn == "straight" else None)
                   if v is not None and in_feet(v)]
        for v in lengths:
            assert f"{v:g}" not in t.task, t.task  # 1.524 is said as 5 feet, never in metres
        if len(moves) == 1 and lengths:
            said = [float(n) * 0.3048 for n in re.findall(r"\b(\d+(?:\.5)?) (?:ft|feet|foot)\b", t.task)] + \
                [float(n) * 0.0254 for n in re.findall(r"\b(\d+) inches\b", t.task)]
            assert all(any(math.isclose(x, v) for v in lengths) for x in said), (t.task, lengths)
            feet_said += len(said)
    assert feet_said >= 10


@pytest.mark.timeout(60)
def test_heldout10_counts_shots_beats_and_jobs_and_gives_kph_frames_full_turns_and_camera_sides():
    """Its counted sequences label the steps "shot 1: it", "beat one: it" and "1st job: it"; its motion tasks give
    speeds in kph, times in frames at 24 fps and turning rates as one full turn every so many seconds (each exactly
    the goal's value), lengths as metres with their centimetres after them, numbers in words without hyphens, the
    ring above for a degree sign, and sides as the camera sees them."""
    steps = ["turns left", "backs her up", "dollies in", "turns right"]
    texts = _sequences("heldout10", steps[:3])
    assert "runs a 3-shot list: shot 1: it turns left; shot 2: it backs her up; shot 3: it dollies in" in texts
    assert "plays out in three beats: beat one: it turns left; beat two: it backs her up; beat three: it dollies in" \
        in texts
    assert "has three jobs to knock over: 1st job: it turns left; 2nd job: it backs her up; 3rd job: it dollies in" \
        in texts
    assert "first up she turns left, then she backs her up, then she dollies in, and to finish she turns right" in \
        _sequences("heldout10", steps)
    tasks, text = _motion_texts("heldout10")
    for form in (" kph", " kilometres an hour", " frames at 24 fps", " frames @ 24fps", "one full turn every",
                 "a full 360 every", "˚", "˚/s", "camera left", "camera right", "metres a sec", "radians a sec",
                 "degrees a sec", " and a quarter ", " and three quarters "):
        assert form in text, form
    assert re.search(r"\b(one metre|(two|three|four|five|six|seven|eight) metres) (ten|twenty|thirty|forty|fifty|sixty"
                     r"|seventy|eighty|ninety|fifteen|thirty five|forty five|fifty five|eighty five)\b", text)
    assert re.search(r"\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|three|seven|nine)\b", text)
    assert "-" not in re.sub(r"\d+-degree|\d+-shot|robo-kelpie|camera-(left|right)|non-negotiable", "", text)
    checked = 0
    for t in tasks:
        moves = t.goal.moves or ()
        speeds = [m.speed for m in moves if m.speed is not None]
        times = [m.time for m in moves if m.time is not None]
        rates = [math.degrees(m.angular_speed) for m in moves if m.angular_speed is not None]
        for kph in re.findall(r"\b(\d+(?:\.\d+)?) (?:kph|kilometres an hour)", t.task):
            assert any(math.isclose(float(kph) / 3.6, v) for v in speeds), t.task
            checked += 1
        for frames in re.findall(r"\b(\d+) frames (?:at 24 fps|@ 24fps)", t.task):
            assert any(math.isclose(int(frames) / 24, v) for v in times), t.task
            checked += 1
        for seconds in re.findall(r"(?:one full turn|a full 360) every (\d+) seconds", t.task):
            assert any(math.isclose(360 / int(seconds), v) for v in rates), t.task
            checked += 1
    assert checked >= 30, checked


@pytest.mark.timeout(60)
def test_heldout11_counts_steps_by_number_roman_numeral_and_activity_and_gives_kmph_minutes_of_arc_and_fourths():
    """Its counted sequences label the steps "step no. 1: it", "(i)" and "activity 1: it"; its motion tasks give
    speeds in kmph and km/hr and angles in degrees and minutes of arc (each exactly the goal's value), numbers in words
    in fourths (each a number of the goal), its own unit forms, and sides in words of their own."""
    steps = ["turns left", "takes reverse", "goes front", "turns right"]
    texts = _sequences("heldout11", steps[:3])
    assert "does 3 steps as below: step no. 1: it turns left; step no. 2: it takes reverse; step no. 3: it goes " \
        "front" in texts
    assert "performs the following three activities: (i) turns left; (ii) takes reverse; (iii) goes front" in texts
    assert "carries out 3 activities one after another: activity 1: it turns left; activity 2: it takes reverse; " \
        "activity 3: it goes front" in texts
    four = _sequences("heldout11", steps)
    assert "firstly it turns left; after that it takes reverse; after that it goes front; lastly it turns right" in four
    assert "performs the following four activities: (i) turns left; (ii) takes reverse; (iii) goes front; (iv) turns " \
        "right" in four
    tasks, text = _motion_texts("heldout11")
    for form in (" kmph", " km/hr", " mtr ", " mtr/sec", " radian/sec", " degree/sec", "°/sec", "towards LHS",
                 "towards RHS", "anti-clock wise", " clock wise", " and half ", " and one-fourth ",
                 " and three-fourth "):
        assert form in text, form
    assert re.search(r"\d+°\d+'", text) and re.search(r"\d+ deg \d+'", text), text[:400]
    checked = 0
    for t in tasks:
        moves = t.goal.moves or ()
        speeds = [m.speed for m in moves if m.speed is not None]
        angles = [abs(m.heading) for m in moves if m.heading]
        radii = [m.distance / math.radians(abs(m.heading)) for m in moves
                 if m.turn != "straight" and m.direction == "forward" and m.distance]
        values = speeds + angles + radii + [v for m in moves for v in (m.time, m.distance) if v is not None]
        for kmph in re.findall(r"\b(\d+(?:\.\d+)?) (?:kmph|km/hr)", t.task):
            assert any(math.isclose(float(kmph) / 3.6, v) for v in speeds), t.task
            checked += 1
        for degrees, minutes in re.findall(r"\b(\d+)(?:°| deg )(\d+)'", t.task):
            assert any(math.isclose(int(degrees) + int(minutes) / 60, v) for v in angles), t.task
            checked += 1
        known = {w for w in (fourths_number(round(v, 6)) for v in values) if w is not None and " and " in w}
        for found in re.finditer(r" and (half|one-fourth|three-fourth)\b", t.task):
            assert any(t.task[:found.end()].endswith(w) for w in known), t.task
            checked += 1
    assert checked >= 40, checked


@pytest.mark.timeout(60)
def test_heldout12_counts_stations_items_and_reps_and_gives_yards_mph_and_words_with_their_digits_in_brackets():
    """Its counted sequences label the steps "Station 1: it", "Item I: it" and "Rep one: it"; its motion tasks give
    lengths of a whole or half number of yards in yards and speeds of a whole number of quarter miles per hour in mph
    (each exactly the goal's value, never in metres), numbers in words with the digits in brackets after them (the
    words those digits' own, the digits a number of the goal), its own unit forms, and sides in words of its own."""
    steps = ["turns left", "backtracks", "drives straight upfield", "turns right"]
    texts = _sequences("heldout12", steps[:3])
    assert "works three stations in order: Station 1: it turns left; Station 2: it backtracks; Station 3: it drives " \
        "straight upfield" in texts
    assert "shall perform the following three (3) maneuvers in the order stated: Item I: it turns left; Item II: it " \
        "backtracks; Item III: it drives straight upfield" in texts
    assert "runs a three-rep drill: Rep one: it turns left; Rep two: it backtracks; Rep three: it drives straight " \
        "upfield" in texts
    four = _sequences("heldout12", steps)
    assert "to open the drill it turns left; next rep, it backtracks; next rep, it drives straight upfield; last " \
        "rep, it turns right" in four
    assert "shall perform the following four (4) maneuvers in the order stated: Item I: it turns left; Item II: it " \
        "backtracks; Item III: it drives straight upfield; Item IV: it turns right" in four
    tasks, text = _motion_texts("heldout12")
    for form in (" yards", " yds", " yd ", " mph", " miles an hour", " miles per hour", "a yard and a half", " °",
                 " m per sec", " rad per sec", " deg per sec", "(that is, to its left)", "(that is, to its right)",
                 "to its left-hand side", "to its right-hand side", " and one-half (", " and one-quarter (",
                 " and three-quarters (", " point "):
        assert form in text, form
    checked = 0
    for t in tasks:
        moves = t.goal.moves or ()
        speeds = [m.speed for m in moves if m.speed is not None]
        radii = [m.distance / math.radians(abs(m.heading)) for m in moves
                 if m.turn != "straight" and m.direction == "forward" and m.distance]
        lengths = [m.distance for m in moves if m.turn == "straight" and m.distance is not None] + radii
        rates = [n for m in moves if m.angular_speed is not None for n, u in motion.RATE.of("heldout12")
                 if math.isclose(motion.rate_value((n, u)), m.angular_speed)]
        imperial = [v for v in (in_mph(s) for s in speeds) if v is not None] + \
            [v for v in (in_yards(x) for x in lengths) if v is not None]
        values = speeds + lengths + rates + imperial + [abs(m.heading) for m in moves if m.heading] + \
            [m.time for m in moves if m.time is not None]
        for v in [s for s in speeds if in_mph(s)] + [x for x in lengths if in_yards(x)]:
            assert f"{round(v, 6):g}" not in t.task, t.task  # 1.8288 m is said as 2 yards, never in metres
        for yards in re.findall(r"(?<![\d.])(\d+(?:\.\d+)?) (?:yards|yds|yd)\b", t.task):
            assert any(math.isclose(float(yards) * 0.9144, v) for v in lengths), t.task
            checked += 1
        for mph in re.findall(r"(?<![\d.])(\d+(?:\.\d+)?) (?:mph|miles? an hour|miles? per hour)\b", t.task):
            assert any(math.isclose(float(mph) * 0.44704, v) for v in speeds), t.task
            checked += 1
        for found in re.finditer(r"\((\d+(?:\.\d+)?)\) (?!maneuvers)", t.task):
            number = float(found.group(1))
            assert t.task[:found.end() - 1].endswith(clause_number(number)), t.task
            assert any(math.isclose(number, v) for v in values), t.task
            checked += 1
    assert checked >= 60, checked


@pytest.mark.timeout(10)
def test_heldout13_draws_one_voice_per_task_from_its_voiced_lists_and_leaves_other_splits_undrawn():
    """A Voiced list gives both voices' entries to the split and one voice's to a task's voiced split; other splits'
    lists are as they were, and voice_split draws nothing for them."""
    values = Split(("a",), ("b",), heldout12=("c",), heldout13=Voiced(("d", "e"), ("f",)))
    assert values.of("heldout13") == ("d", "e", "f") and values.of("heldout13:voice") == ("d", "e")
    assert values.of("heldout13:chat") == ("f",) and values.of("heldout12") == ("c",) and values.of("train") == ("a",)
    sides = motion.SIDES
    assert sides.of("heldout13") == sides.of("heldout13:voice") != sides.of("heldout13:chat")
    rng, other = random.Random(3), random.Random(3)
    undrawn = [split for split in SPLITS if split not in VOICES]
    assert [voice_split(rng, split) for split in undrawn] == undrawn and rng.random() == other.random()
    assert {voice_split(rng, "heldout13") for _ in range(50)} == {"heldout13:voice", "heldout13:chat"}
    assert jackal.JACKAL.angle.of("heldout13:chat") == jackal.JACKAL.angle.of("heldout13")  # numbers: no voices


def _number_words_left(text: str) -> list[str]:
    """The words of numbers in a text (digits apart)."""
    words = "|".join(_ONES_TENS)
    return re.findall(rf"\b({words}|hundred|point|half|quarters?|oh)\b", text)


_ONES_TENS = [integer_words(n) for n in range(20)] + [integer_words(10 * n) for n in range(2, 10)]


@pytest.mark.timeout(60)
def test_heldout13_is_a_transcript_or_a_text_message_and_says_each_number_of_its_goal():
    """Its two voices: a speech recogniser's transcript (lowercase, fillers, restarts, numbers in digits or in words as
    said, "one oh seven", "a hundred and seventeen", "point two eight five", "6 and a quarter") and a text message
    (units glued to the digits, ".37", "w/", "pls", "fwd", "ccw"), never both in one task; every number its words
    give, in digits or words, is one of its goal's, and no other number word is left (indoor tasks: lowercase, its
    own rooms, things and messages)."""
    steps = ["turns left", "backs up", "goes fwd", "turns right"]
    chat, voice = _sequences("heldout13:chat", steps[:3]), _sequences("heldout13:voice", steps[:3])
    assert "3 steps: 1) turns left; 2) backs up; 3) goes fwd" in chat and not chat & voice
    assert "turns left then backs up then goes fwd" in chat
    assert "um first it turns left and then uh backs up and then last it goes fwd" in voice
    assert "okay so first turns left and after that backs up and after that goes fwd and then finally turns right" in \
        _sequences("heldout13:voice", steps)
    tasks, text = _motion_texts("heldout13")
    for form in (" um ", " uh ", " sorry ", " okay", "one oh ", "a hundred and ", " point ", " and a half ",
                 " and a quarter ", " and three quarters ", " meters per second", " degrees a second", "m/s", "deg ",
                 "deg/s", "°/s", "rad/s", "sec ", "secs", " w/ ", " w/o ", " pls", " thx", " fwd", " ccw", " cw ",
                 " ppl", " nxt ", " @ ", "left um", "right um"):
        assert form in text, form
    assert re.search(r"\b\d+ and a (half|quarter)\b", text) and re.search(r"[ ,]\.\d+ ?m/s", text), text[:400]
    assert re.search(r"\d(m|s|sec|deg|°|m/s|rad/s|deg/s)\b", text), text[:400]
    checked = 0
    for t in tasks + generate_tasks("jackal-indoor", 120, "heldout13", seed=2):
        assert t.task == t.task.lower() and not any(c.isdigit() for c in t.name), t.task
        if t.goal.moves is None:  # an errand: no numbers
            continue
        glued, filler = re.search(r"\d(m|s|sec|deg|°|m/s|rad/s|deg/s)\b", t.task), re.search(r"\b(um|uh)\b", t.task)
        assert not (glued and filler), t.task
        moves = t.goal.moves or ()
        values = _said_numbers(moves, "heldout13")
        rest = re.sub(r"\b\d+ steps: |(?<![\d.])\d\) ", " ", t.task)
        for found in re.finditer(r"\b(\d+) and (a half|a quarter|three quarters)\b", rest):
            number = int(found.group(1)) + {"a half": 0.5, "a quarter": 0.25, "three quarters": 0.75}[found.group(2)]
            assert any(math.isclose(number, v) for v in values), t.task
            checked += 1
        rest = re.sub(r"\b\d+ and (a half|a quarter|three quarters)\b", " ", rest)
        for number in re.findall(r"(?<![\w.])(\d+(?:\.\d+)?|\.\d+)(?!\d)", rest):
            assert any(math.isclose(float(number), v) for v in values), (number, t.task)
            checked += 1
        for words in sorted({spoken13(round(v, 6)) for v in values}, key=len, reverse=True):
            checked += len(re.findall(rf"\b{re.escape(words)}\b", rest))
            rest = re.sub(rf"\b{re.escape(words)}\b", " ", rest)
        left = _number_words_left(re.sub(r"\boh and\b", " ", rest))  # "oh and it should stop": no number
        assert not left, (left, t.task)
    assert checked >= 600, checked


@pytest.mark.timeout(10)
def test_heldout14_draws_one_voice_per_task_from_its_voiced_lists_like_heldout13():
    """A Voiced list gives both voices' entries to the split and one voice's to a task's voiced split; heldout13's
    voices are drawn as before, and numbers have no voices."""
    values = Split(("a",), ("b",), heldout13=Voiced(("c",), ("d",)), heldout14=Voiced(("e", "f"), ("g",)))
    assert values.of("heldout14") == ("e", "f", "g") and values.of("heldout14:tech") == ("e", "f")
    assert values.of("heldout14:german") == ("g",) and values.of("heldout13:chat") == ("d",)
    sides = motion.SIDES
    assert sides.of("heldout14") == sides.of("heldout14:tech") != sides.of("heldout14:german")
    rng = random.Random(5)
    assert {voice_split(rng, "heldout14") for _ in range(50)} == {"heldout14:tech", "heldout14:german"}
    assert {voice_split(rng, "heldout13") for _ in range(50)} == {"heldout13:voice", "heldout13:chat"}
    assert jackal.JACKAL.speed.of("heldout14:german") == jackal.JACKAL.speed.of("heldout14")
    assert max(motion.rate_value(r) for r in motion.RATE.of("heldout14")) <= 0.535


def _no_faster_than_their_rates(moves, task: str) -> None:
    """No turn of heldout14's to heldout17's faster than their turning rates (a faster spin overshoots in the
    simulator): its rate, or its angle over its time."""
    for m in moves:
        w = m.angular_speed if m.angular_speed is not None else \
            math.radians(abs(m.heading)) / m.time if m.heading and m.time else 0.0
        assert w <= 0.535 + 1e-9, task

def _said_numbers(moves, split: str) -> list[float]:
    """The numbers a motion task's words may say for its goal's moves: radii, turning rates in the split's own units,
    angles not given by a rate and a time, speeds, times and straight lengths."""
    radii = [round(m.distance / math.radians(abs(m.heading)), 6) for m in moves
             if m.turn != "straight" and m.direction == "forward" and m.distance]
    rates = [n for m in moves if m.angular_speed is not None for n, u in motion.RATE.of(split)
             if math.isclose(motion.rate_value((n, u)), m.angular_speed)]
    return radii + rates + [abs(m.heading) for m in moves
                            if m.heading and (m.angular_speed is None or m.time is None)] \
        + [v for m in moves for v in (m.speed, m.time, m.distance if m.turn == "straight" else None) if v is not None]


# heldout14's numbers that are no quantity of the goal: step labels and counts, zero velocities.
_LABELS14 = r"\bS\d: |\bstep_\d: |\[\d\] |(?<![\d.])\d\. |\(\d steps\)|\bdoes \d steps\b|\b(cmd_vel|v|linear\.x) = 0\b"
_TECH14 = r"Δ|ω|cmd_vel|linear\.x|\[(m|s|mm|ms|deg|m/s|rad/s|deg/s)\]|[+-][xz]\b|\bx[+-]|\bt_total\b"
_GERMAN14 = r"\b(meter|second|degree|radian)\b|\bon the place\b|\bduring\b|\bafterwards\b|\bpassers?-by\b"


@pytest.mark.timeout(60)
def test_heldout14_is_an_engineers_shorthand_or_german_english_and_says_each_number_of_its_goal():
    """Its two voices: a robotics engineer's shorthand (Δθ, R, ω, dt, t_total, units in brackets, millimetres and
    milliseconds, CCW/CW and +z/-z yaw for sides, +x/-x for forward and back, S1/step_1 labels, arrows, e-stop and hold
    until clear) and a German native speaker's English (singular units after numbers, "on the place", "during",
    "afterwards", "in case", "against the clock direction"), never both in one task; numbers in digits only, every
    one a number of its goal (a millimetre or millisecond one a thousandth of it), and no number in words; no turn
    faster than 0.535 rad/s."""
    steps = ["turns left", "backs up", "goes fwd", "turns right"]
    tech, german = _sequences("heldout14:tech", steps[:3]), _sequences("heldout14:german", steps[:3])
    assert "S1: turns left; S2: backs up; S3: goes fwd" in tech and not tech & german
    assert "turns left → backs up → goes fwd" in tech and "sequence (3 steps): [1] turns left; [2] backs up; [3] " \
        "goes fwd" in tech
    assert "does 3 steps: 1. turns left; 2. backs up; 3. goes fwd" in german
    assert "as first step it turns left; as second step it backs up; as third step it goes fwd" in german
    assert "at first it turns left, then it backs up, then it goes fwd, and at last it turns right" in \
        _sequences("heldout14:german", steps)
    tasks, text = _motion_texts("heldout14")
    for form in (" [m]", " [s]", " [m/s]", "[rad/s]", "[deg]", "°/s", " mm", " ms", "Δθ", "Δyaw",
                 "ω =", "R =", "dt =",
                 "t_total", "CCW", "CW", "+z yaw", "-z yaw", "+x", "-x", "x+", "cmd_vel", "e-stop", "hold until clear",
                 "→", " meter ", " second", " degree", " meter per second", " radian per second", "afterwards",
                 "during", "on the place", "in case", "against the clock direction", "in clock direction",
                 "passers-by", "left curve", "right curve"):
        assert form in text, form
    assert not re.search(r"\b\d+(\.\d+)? (meters|seconds|degrees|radians)\b", text), text[:400]
    checked = 0
    for t in tasks:
        assert not (re.search(_TECH14, t.task) and re.search(_GERMAN14, t.task)), t.task
        moves = t.goal.moves or ()
        values = _said_numbers(moves, "heldout14")
        _no_faster_than_their_rates(moves, t.task)
        rest = re.sub(_LABELS14, " ", t.task)
        for number, milli in re.findall(r"(?<![\w.])(\d+(?:\.\d+)?)(?!\d)( \[?m[ms]\]?)?", rest):
            said = float(number) / (1000 if milli else 1)
            assert any(math.isclose(said, v) for v in values), (number, t.task)
            checked += 1
        assert not _number_words_left(re.sub(r"\bzero (translation|velocity)\b|\bfour-leg\b", " ", rest)), t.task
    assert checked >= 600, checked
    for t in generate_tasks("jackal-indoor", 120, "heldout14", seed=2):
        assert t.goal.moves is None and not any(c.isdigit() for c in t.name), t.task
        assert not (re.search(r"Δ|→|∧|&&|\biff\b|_present\b", t.task) and re.search(_GERMAN14, t.task)), t.task


# heldout15's numbers that are no quantity of the goal: step labels and counts; and each voice's own words.
_LABELS15 = r"(?<![\d.,'])\d\)|\b\d+º\) |\bdoes \d+ things\b|\bPlan \(\d steps\)|\bplan of care, \w+ steps\b" \
    r"|\bfour legs\b"
_SPANISH15 = r"\b(mts|seg|segs|retrocedes|over itself|same site|the site|clock hands|always that|objective)\b|º"
_NURSE15 = r"\b(Lt|Rt|secs|m/sec|rad/sec|in situ|f/b|self-propels|repositions|mobilis\w+|ambulat\w+)\b|\([LR]\)|°"


@pytest.mark.timeout(60)
def test_heldout15_is_spanish_english_or_a_nurses_note_and_says_each_number_of_its_goal():
    """Its two voices, a Spanish native speaker's English and a ward nurse's care-plan note, one drawn per task and
    never both in one task; every number its words give (a decimal point, comma or apostrophe, a whole number and a
    half or quarter in words after its unit, a length in whole centimetres) is one of its goal's, and no other number
    word is left; no turn faster than 0.535 rad/s."""
    rng = random.Random(5)
    assert {voice_split(rng, "heldout15") for _ in range(50)} == {"heldout15:spanish", "heldout15:nurse"}
    assert motion.SIDES.of("heldout15") == motion.SIDES.of("heldout15:spanish") != motion.SIDES.of("heldout15:nurse")
    assert max(motion.rate_value(r) for r in motion.RATE.of("heldout15")) <= 0.535
    tasks, text = _motion_texts("heldout15")
    for form in ("0'", ",5 ", " mts", " seg", "º", " and a half", " cm", " secs", "°/sec", " Lt ", " Rt ", "(L)",
                 "f/b", "in situ", "clock hands", "retrocedes", "retro-walks"):
        assert form in text, form
    checked = 0
    for t in tasks:
        assert not (re.search(_SPANISH15, t.task) and re.search(_NURSE15, t.task)), t.task
        moves = t.goal.moves or ()
        values = _said_numbers(moves, "heldout15")
        _no_faster_than_their_rates(moves, t.task)
        rest = re.sub(_LABELS15, " ", t.task)
        for whole, part in re.findall(r"\b(\d+|a) \w+ and (a half|a quarter|three quarters)\b", rest):
            number = (1 if whole == "a" else int(whole)) + \
                {"a half": 0.5, "a quarter": 0.25, "three quarters": 0.75}[part]
            assert any(math.isclose(number, v) for v in values), t.task
            checked += 1
        rest = re.sub(r"\b(\d+|a) \w+ and (a half|a quarter|three quarters)\b", " ", rest)
        for number, cm in re.findall(r"(?<![\w.,'])(\d+(?:[.,']\d+)?)(?!\d)( c(?:m|entimetres)\b)?", rest):
            said = float(number.replace(",", ".").replace("'", ".")) / (100 if cm else 1)
            assert any(math.isclose(said, v) for v in values), (number, t.task)
            checked += 1
        assert not _number_words_left(rest), t.task
    assert checked >= 600, checked
    for t in generate_tasks("jackal-indoor", 120, "heldout15", seed=2):
        assert t.goal.moves is None and not any(c.isdigit() for c in t.name), t.task
        assert not (re.search(r"«|\bgoes until\b|\bif there is\b", t.task) and
                    re.search(r"\b(attends|reviews|in situ)\b|→", t.task)), t.task


# heldout16's numbers that are no quantity of the goal: step labels and counts; and each voice's own words.
_LABELS16 = r"\border \d: |\b\d(st|nd|rd|th) order\b|\(\d\): |\bhas \d orders\b|\bentry \d: |\b\d entries\b" \
    r"|(?<![\d.,])\d/ |\bdoes \d actions\b|\benchains \d manoeuvres\b"
_HELM16 = r"\b(port|starboard|astern|sternway|she|lookout|sighted|all stop|under way|way on|headway|chronometer" \
    r"|afoot)\b|°/min"
_FRENCH16 = r"\b(trigonometric|watch needles|recoils?|mètres|secondes|effectuates|during|on itself|on place|ray" \
    r"|all straight|immobile|apparition|field of vision|obligatory|imperatively|enchains)\b|km/h|\d,\d"
# heldout16's other units of a number: compass points (11.25 degrees each), degrees a minute, km/h and centimetres.
_UNITS16 = {" point": 11.25, " points": 11.25, "°/min": 1 / 60, " degrees a minute": 1 / 60, " km/h": 1 / 3.6,
            " cm": 0.01}


@pytest.mark.timeout(60)
def test_heldout16_is_helm_orders_or_french_english_and_says_each_number_of_its_goal():
    """Its two voices, a ship's officer's helm orders (port and starboard, ahead and astern, all stop, the lookout,
    angles in compass points, rates of turn in degrees a minute) and a French native speaker's English (decimal commas,
    "mètres", "secondes", "in the trigonometric sense", "in the sense of the watch needles", "recoils", speeds in km/h,
    lengths in centimetres), one drawn per task and never both in one task; every number its words give is one of its
    goal's (a number of points, of degrees a minute, of km/h or of centimetres exactly its value), and no number word
    is left; no turn faster than 0.535 rad/s."""
    rng = random.Random(5)
    assert {voice_split(rng, "heldout16") for _ in range(50)} == {"heldout16:helm", "heldout16:french"}
    assert motion.SIDES.of("heldout16") == motion.SIDES.of("heldout16:helm") != motion.SIDES.of("heldout16:french")
    assert max(motion.rate_value(r) for r in motion.RATE.of("heldout16")) <= 0.535
    assert {quantity(rng, 33.75, "deg", "heldout16:helm") for _ in range(300)} == \
        {"33.75 degrees", "33.75°", "3 points"}
    assert {quantity(rng, 11.25, "deg", "heldout16") for _ in range(300)} == \
        {"11.25 degrees", "11.25°", "1 point"}  # the officer, for the split as a whole
    assert {quantity(rng, 40.75, "deg", "heldout16:helm") for _ in range(300)} == {"40.75 degrees", "40.75°"}
    assert {quantity(rng, 6.25, "deg/s", "heldout16:helm") for _ in range(300)} == \
        {"6.25 degrees a second", "6.25°/s", "375 degrees a minute", "375°/min"}
    assert {quantity(rng, 0.212, "rad/s", "heldout16:helm") for _ in range(300)} == \
        {"0.212 rad/s", "0.212 radians a second"}
    assert {quantity(rng, 2.58, "s", "heldout16:helm") for _ in range(300)} == {"2.58 seconds", "2.58 s"}
    assert {quantity(rng, 0.775, "m/s", "heldout16:french") for _ in range(400)} == \
        {"0,775 m/s", "0.775 m/s", "0,775 meters per second", "0.775 meters per second", "2,79 km/h", "2.79 km/h"}
    assert {quantity(rng, 0.365, "m/s", "heldout16:french") for _ in range(300)} == \
        {"0,365 m/s", "0.365 m/s", "0,365 meters per second", "0.365 meters per second"}
    assert {quantity(rng, 0.58, "m", "heldout16:french") for _ in range(400)} == \
        {"0,58 m", "0.58 m", "0,58 mètres", "0.58 mètres", "0,58 meters", "0.58 meters", "58 cm"}
    assert {quantity(rng, 3.22, "m", "heldout16:french") for _ in range(300)} == \
        {"3,22 m", "3.22 m", "3,22 mètres", "3.22 mètres", "3,22 meters", "3.22 meters"}
    assert {quantity(rng, 2.58, "s", "heldout16:french") for _ in range(300)} == \
        {"2,58 s", "2.58 s", "2,58 sec", "2.58 sec", "2,58 secondes", "2.58 secondes"}
    assert {quantity(rng, 26.75, "deg/s", "heldout16:french") for _ in range(300)} == \
        {"26,75°/s", "26.75°/s", "26,75 degrees per second", "26.75 degrees per second"}
    assert {adjective(rng, 33.75, "deg", "heldout16:helm") for _ in range(200)} == {"33.75°", "33.75-degree"}
    assert {adjective(rng, 33.75, "deg", "heldout16:french") for _ in range(200)} == {"33,75°", "33,75-degree"}
    steps = ["turns to port", "goes astern", "steams ahead"]
    helm, french = _sequences("heldout16:helm", steps), _sequences("heldout16:french", steps)
    assert "the helm has 3 orders: order 1: turns to port; order 2: goes astern; order 3: steams ahead" in helm
    assert "log of orders (3): 1st order: she turns to port; 2nd order: she goes astern; 3rd order: she steams ahead" \
        in helm and not helm & french
    assert "in first, it turns to port; in second, it goes astern; in third, it steams ahead" in french
    assert "enchains 3 manoeuvres: a) turns to port; b) goes astern; c) steams ahead" in french
    tasks, text = _motion_texts("heldout16")
    for form in (" points", " point ", "°/min", " degrees a minute", "to port", "to starboard", "astern", "sternway",
                 "all stop", "lookout", " km/h", " cm", " mètres", " secondes", "recoils", "trigonometric sense",
                 "watch needles", " ray ", "during"):
        assert form in text, form
    assert re.search(r"\d,\d+ ", text) and re.search(r"\d\.\d+ ", text), text[:400]
    checked = converted = 0
    for t in tasks:
        assert not (re.search(_HELM16, t.task) and re.search(_FRENCH16, t.task)), t.task
        moves = t.goal.moves or ()
        values = _said_numbers(moves, "heldout16")
        _no_faster_than_their_rates(moves, t.task)
        rest = re.sub(_LABELS16, " ", t.task)
        for number, unit in re.findall(r"(?<![\w.,])(\d+(?:[.,]\d+)?)(?!\d)( points?\b|°/min| degrees a minute| km/h"
                                       r"| cm\b)?", rest):
            said = float(number.replace(",", ".")) * _UNITS16.get(unit, 1)
            assert any(math.isclose(said, v) for v in values), (number, unit, t.task)
            checked, converted = checked + 1, converted + bool(unit)
        assert not _number_words_left(re.sub(r"\b\d+ points?\b", " ", rest)), t.task
    assert checked >= 600 and converted >= 40, (checked, converted)
    for t in generate_tasks("jackal-indoor", 120, "heldout16", seed=2):
        assert t.goal.moves is None and not any(c.isdigit() for c in t.name), t.task
        assert not (re.search(r"«|\b(goes in|rejoins|demands?|recuperates|depose[sd]?|passes by|for to|if ever)\b",
                              t.task) and
                    re.search(r"\b(lays|makes for|sets course|steers for|aboard|berth|hails|ferries|ships|stow)\b",
                              t.task)), t.task


# heldout17's numbers that are no quantity of the goal: step labels and counts; and each voice's own words.
_LABELS17 = r"\bmove \d: |\b\d(st|nd|rd|th) move\b|\bcombo of \d: |\b\w+-move combo: |\bthe routine in \w+ sections: " \
    r"|\bstep \d, |\btotal \d steps: |\bthe \d(st|nd|rd|th) step\b|\bdivide into \d steps: |\bNo\.\d: "
_DANCE17 = r"\b(freez\w*|frozen|pirouettes?|combo|routine|counts|bpm|pose|nice and|lovely|glid\w+|strut\w*|moonwalks?" \
    r"|travelling|on its mark|swoops?|flows on|let's go|from the top|on with it|of floor|phrase)\b"
_CHINESE17 = r"\b(original|straightly|hour-hand|use time|total use|angle speed|coming cars?|personnel|stop-and-yield" \
    r"|divide into|No\.\d|every second|when meet|after finish|follow by)\b|[，；：。]|\d(m|s|cm|m/s|rad/s)\b"


@pytest.mark.timeout(60)
def test_heldout17_is_a_dance_instructors_call_or_chinese_english_and_says_each_number_of_its_goal():
    """Its two voices, a dance-fitness instructor calling the moves (freezes, pirouettes, combos and sections, times in
    counts at the class's tempo) and a Mandarin Chinese native speaker's English (singular or glued units, "in the
    original place", against and along the hour hand, "straightly", per second first, lengths in centimetres, full-width
    punctuation), one drawn per task and never both in one task; every number its words give is one of its goal's (a
    number of counts at a tempo, or of centimetres, exactly its value), and no number word is left; no turn faster than
    0.535 rad/s."""
    rng = random.Random(5)
    assert {voice_split(rng, "heldout17") for _ in range(50)} == {"heldout17:dance", "heldout17:chinese"}
    assert motion.SIDES.of("heldout17") == motion.SIDES.of("heldout17:dance") != motion.SIDES.of("heldout17:chinese")
    assert max(motion.rate_value(r) for r in motion.RATE.of("heldout17")) <= 0.535
    assert [counts17(x) for x in (5.625, 3.36, 2.34, 1.875)] == \
        [((9, 96), (12, 128), (15, 160)), ((7, 125),), (), ((3, 96), (4, 128), (5, 160))]
    assert {quantity(rng, 5.625, "s", "heldout17:dance") for _ in range(400)} == \
        {"5.625 seconds", "5.625 secs", "9 counts at 96 bpm", "12 counts at 128 bpm", "15 counts at 160 bpm"}
    assert {quantity(rng, 2.34, "s", "heldout17") for _ in range(300)} == \
        {"2.34 seconds", "2.34 secs"}  # the instructor, for the split as a whole
    assert {quantity(rng, 47.25, "deg", "heldout17:dance") for _ in range(300)} == {"47.25 degrees", "47.25°"}
    assert {quantity(rng, 0.48, "m", "heldout17:dance") for _ in range(300)} == {"0.48 metres", "0.48 m"}
    assert {quantity(rng, 0.412, "m/s", "heldout17:dance") for _ in range(300)} == \
        {"0.412 metres a second", "0.412 m/s"}
    assert {quantity(rng, 0.412, "rad/s", "heldout17:dance") for _ in range(300)} == \
        {"0.412 radians a second", "0.412 rad/s"}
    assert {quantity(rng, 15.75, "deg/s", "heldout17:dance") for _ in range(300)} == \
        {"15.75 degrees a second", "15.75°/s"}
    assert {quantity(rng, 0.48, "m", "heldout17:chinese") for _ in range(400)} == \
        {"0.48 meter", "0.48m", "0.48 meters", "48cm", "48 centimeter"}
    assert {quantity(rng, 2.48, "m", "heldout17:chinese") for _ in range(300)} == {"2.48 meter", "2.48m", "2.48 meters"}
    assert {quantity(rng, 3.36, "s", "heldout17:chinese") for _ in range(300)} == \
        {"3.36 second", "3.36s", "3.36 seconds"}
    assert {quantity(rng, 0.412, "m/s", "heldout17:chinese") for _ in range(300)} == \
        {"0.412 meter per second", "0.412m/s", "every second 0.412 meter"}
    assert {quantity(rng, 15.75, "deg/s", "heldout17:chinese") for _ in range(300)} == \
        {"15.75 degree per second", "15.75°/s", "every second 15.75 degree"}
    assert {quantity(rng, 0.412, "rad/s", "heldout17:chinese") for _ in range(300)} == \
        {"0.412 radian per second", "0.412rad/s"}
    assert {quantity(rng, 47.25, "deg", "heldout17:chinese") for _ in range(300)} == \
        {"47.25 degree", "47.25°", "47.25 degrees"}
    assert {adjective(rng, 47.25, "deg", "heldout17:dance") for _ in range(200)} == {"47.25°", "47.25-degree"}
    assert {adjective(rng, 47.25, "deg", "heldout17:chinese") for _ in range(200)} == {"47.25°", "47.25 degree"}
    steps = ["turns to the left", "moonwalks back", "glides forward"]
    dance, chinese = _sequences("heldout17:dance", steps), _sequences("heldout17:chinese", steps)
    assert "a three-move combo: move 1: it turns to the left; move 2: it moonwalks back; move 3: it glides forward" \
        in dance and not dance & chinese
    assert "the routine in three sections: section A: it turns to the left; section B: it moonwalks back; section C: " \
        "it glides forward" in dance
    assert "total 3 steps: step 1, turns to the left; step 2, moonwalks back; step 3, glides forward" in chinese
    assert "the steps as follows: No.1: turns to the left; No.2: moonwalks back; No.3: glides forward" in chinese
    assert "turns to the left，then moonwalks back，at last glides forward" in chinese
    tasks, text = _motion_texts("heldout17")
    for form in (" counts at ", " bpm", "freeze", "pirouette", "combo", "to its left", "towards its right hand",
                 "inverse hour-hand direction", "along the hour-hand direction", "original place", "straightly",
                 "angle speed", "every second ", "cm", " centimeter", "，", "。", "personnel", "coming car",
                 "stop-and-yield sign", "moonwalks", "retreats", "metres a second", " meter per second"):
        assert form in text, form
    assert re.search(r"\d(m|s|m/s)\b", text) and re.search(r"\d \w+-degree", text) is None, text[:400]
    checked = converted = 0
    for t in tasks:
        assert not (re.search(_DANCE17, t.task) and re.search(_CHINESE17, t.task)), t.task
        moves = t.goal.moves or ()
        values = _said_numbers(moves, "heldout17")
        _no_faster_than_their_rates(moves, t.task)
        rest = re.sub(_LABELS17, " ", t.task)
        for counts, tempo in re.findall(r"(?<![\w.])(\d+) counts at (\d+) bpm\b", rest):
            assert any(math.isclose(int(counts) * 60 / int(tempo), v) for v in values), (counts, tempo, t.task)
            checked, converted = checked + 1, converted + 1
        rest = re.sub(r"\b\d+ counts at \d+ bpm\b", " ", rest)
        for number, cm in re.findall(r"(?<![\w.])(\d+(?:\.\d+)?)(?!\d|\.\d)( ?cm\b| centimeter\b)?", rest):
            said = float(number) / (100 if cm else 1)
            assert any(math.isclose(said, v) for v in values), (number, t.task)
            checked, converted = checked + 1, converted + bool(cm)
        assert not _number_words_left(rest), t.task
    assert checked >= 600 and converted >= 40, (checked, converted)
    for t in generate_tasks("jackal-indoor", 120, "heldout17", seed=2):
        assert t.goal.moves is None and not any(c.isdigit() for c in t.name), t.task
        assert not (re.search(r"\b(pops over|dances over|glides|scoops?|starting (mark|spot)|cue|waltzes|calls out"
                              r"|sings out|opening position|please and thank you)\b", t.task) and
                    re.search(r"“|，|\b(if have|arrives the|original (place|position)|if there is person|no need to"
                              r"|empty hand|which in|there has|person exist|notifies)\b", t.task)), t.task


@pytest.mark.timeout(10)
def test_an_unknown_robot_or_split_is_refused():
    with pytest.raises(ValueError, match="no curriculum for robot 'mars-rover'"):
        generate_tasks("mars-rover", 1, "train", 0)
    with pytest.raises(ValueError, match="unknown split 'test' \\(train, heldout, heldout2, heldout3, heldout4, "
                                         "heldout5, heldout6, heldout7, heldout8, heldout9, heldout10, heldout11, "
                                         "heldout12, heldout13, heldout14, heldout15, heldout16, "
                                         "heldout17\\)"):
        generate_tasks("jackal", 1, "test", 0)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("robot", ROBOTS)
def test_a_written_task_file_loads_back_to_the_same_tasks(robot, tmp_path):
    for part in (SPLITS[:4], SPLITS[4:8], SPLITS[8:12], SPLITS[12:16], SPLITS[16:]):  # a task file is <= 256 KiB
        tasks = [t for split in part for t in generate_tasks(robot, 40, split, seed=3)]
        write_tasks(tasks, tmp_path / "set.yaml")
        assert _bare(load_tasks(tmp_path / "set.yaml")) == _bare(tasks)


# Spot's searches, guards and walks that signal written here independently of safe_codegen.tasks.reference, with
# mutants, so the goals are checked against a program the reference writer did not produce (errands: tasks/errand.py).
# Looks for the target again before walking: the world may change between two looks (phi8).
HALT = "person_observed() or target_observed()"


def signal_program(task, mutant: str = "careful") -> str:
    """Spot's program for a search, a guard or a one-move walk that signals, or a mutant of it: `silent` never
    signals, `runs_on` keeps moving after signalling, `careless` ignores people, `idle` never moves, `mirrored`
    turns the other way, `walks` walks where it should spin or stand, `short` walks 30% short, `fast` spins at twice
    its rate."""
    g, name = task.goal, task.name
    halt = "target_observed()" if mutant == "careless" else HALT
    act = "pass" if mutant == "silent" else "signal()"
    if g.search or not g.moves:
        move = g.moves[0] if g.moves else None
        rate = (move.angular_speed or 0.5) * (2 if mutant == "fast" else 1) if move is not None else 0.0
        angular = 0.0 if move is None or move.turn == "straight" else (rate if move.turn == "left" else -rate)
        angular = -angular if mutant == "mirrored" else angular
        linear = 0.5 if move is not None and move.direction == "forward" or mutant == "walks" else 0.0
        go = "stop()" if mutant == "idle" or move is None and mutant != "walks" else f"navigate({linear}, {angular})"
        found = f"            {act}\n" + ("            " + go + "\n" if mutant == "runs_on" else
                                          "" if move is None else "            stop()\n            return\n")
        return (f"def {name}():\n    while True:\n        if target_observed():\n{found}        elif {halt}:\n"
                f"            stop()\n        else:\n            {go}\n")
    (move,) = g.moves
    seconds = (move.time if move.time is not None else move.distance / move.speed)
    speed = move.speed if move.speed is not None else move.distance / seconds
    seconds *= 0.7 if mutant == "short" else 1
    go = "stop()" if mutant == "idle" else f"navigate({speed * (-1 if move.direction == 'reverse' else 1)!r}, 0.0)"
    return (f"import time\n\ndef {name}():\n    stopping_time = 0\n    start_time = time.time()\n"
            f"    while (time.time() - start_time) - stopping_time < {seconds!r}:\n        time_at = time.time()\n"
            f"        if target_observed():\n            {act}\n            stop()\n"
            f"            stopping_time += time.time() - time_at\n        elif {halt}:\n            stop()\n"
            f"            stopping_time += time.time() - time_at\n        else:\n            {go}\n")


def signal_mutants(goal) -> tuple[str, ...]:
    """The mutants of signal_program that apply to the goal's kind."""
    if not goal.moves:
        return ("silent", "walks")
    if goal.search:
        spin = goal.moves[0].direction == "in_place"
        rate = goal.moves[0].angular_speed is not None
        return ("silent", "runs_on", "careless", "idle") + (("mirrored", "walks") if spin else ()) + \
            (("fast",) if rate else ())
    return ("silent", "careless", "idle", "short")


def _written(task, robot) -> str:
    """The reference writer's program (the training rows' label), else, for Spot, signal_program's."""
    written = reference_program(task, robot.name)
    return signal_program(task) if written is None and robot.name == "spot" else written


def _sample(robot: str, split: str, count: int):
    """`count` tasks of different kinds (by name, without the index), the first of each kind."""
    seen, out = set(), []
    for t in generate_tasks(robot, 80, split, seed=11):
        kind = t.name.rsplit("_", 1)[0]
        if kind not in seen:
            seen.add(kind)
            out.append(t)
    return out[:count]


@pytest.mark.timeout(600)
@pytest.mark.parametrize("split", SPLITS)
@pytest.mark.parametrize("name", ROBOTS)
def test_a_sample_of_generated_goals_is_achievable(name, split, jackal, spot_robot, indoor, pool):
    robot = {"jackal": jackal, "spot": spot_robot, "jackal-indoor": indoor}[name]
    for task in _sample(name, split, 10):
        hazards = set(task.goal.stop_for)
        specs = robot_specs(robot, ["phi1", "phi2"] + ["phi3"] * ("car" in hazards) +
                            ["phi4"] * ("stop_sign" in hazards)) if name == "jackal" else robot_specs(robot)
        (res,) = check_sources([(task.name, _written(task, robot))], robot, specs, task.name, task.goal, pool)
        failed = [v for v in res.scenarios if not v.ok]
        assert res.success, (task.task, res.verdict, res.verification.reason if res.verification else None,
                             failed[0].findings if failed else None, _written(task, robot))


@pytest.mark.timeout(300)
def test_signal_programs_do_spots_goals_and_their_mutants_are_told_apart(spot_robot, pool):
    """The program set benchmarks/goal_reader.py compares Spot's searches, guards and signalling walks on: the careful
    program does each kind of task, the one that never signals and the one that never moves do not."""
    for task in [t for t in _sample("spot", "train", 12) if t.goal.signal and t.goal.moves is not None and
                 all(m.turn != "any" for m in t.goal.moves)]:  # a wander and a bounded search: the reference's
        mutants = ("careful",) + signal_mutants(task.goal)
        results = check_sources([(m, signal_program(task, m)) for m in mutants], spot_robot, robot_specs(spot_robot),
                                task.name, task.goal, pool)
        done = {m: r.done for m, r in zip(mutants, results)}
        assert done["careful"] and not done["silent"], (task.task, done)
        assert not done.get("idle", done.get("walks")), (task.task, done)


# The indoor task texts of the later held-out splits (seed 7, 60 tasks) before the room-by-room errands were added:
# each was measured once by a reader that had not seen it (docs/tasks.md), so they must not change.
WRITTEN_BEFORE = {"heldout2": "5cf8ad78c09465bc", "heldout3": "1f485598f71ef3bf", "heldout4": "5a8e7d0df566677f",
                  "heldout5": "1a00ca11d61f594a", "heldout6": "37d8a24bbe7c7d73"}


@pytest.mark.timeout(60)
def test_room_by_room_errands_are_in_train_and_heldout_only_and_leave_the_later_splits_as_written():
    for kind, templates in EVERY_ROOM.items():
        assert len(set(templates.train)) >= 10 and len(set(templates.heldout)) >= 10, kind
        assert not set(templates.train) & set(templates.heldout), kind
        assert not any(templates.of(split) for split in SPLITS[2:]), kind
    for split, digest in WRITTEN_BEFORE.items():
        texts = "\n".join(t.task for t in generate_tasks("jackal-indoor", 60, split, seed=7))
        assert hashlib.sha256(texts.encode()).hexdigest()[:16] == digest, split
    for split in ("train", "heldout"):
        kinds = {t.name.split("_")[0] for t in generate_tasks("jackal-indoor", 120, split, seed=7)}
        assert set(EVERY_ROOM) <= kinds, (split, kinds)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("split", ["train", "heldout"])
def test_room_by_room_errands_tell_the_careful_program_from_each_mutant(split, indoor, pool):
    """Telling every person, naming the rooms with the thing, counting them: the program written from the goal does
    the task; acting in every room, never acting, acting in the first room only, another message do not."""
    seen = set()
    for task in generate_tasks("jackal-indoor", 120, split, seed=3):
        kind, errand = task.name.split("_")[0], errand_of(task.goal, task.task)
        if kind not in EVERY_ROOM or (kind, errand.condition if errand else None) in seen:
            continue
        assert errand is not None and errand.every, task.task
        seen.add((kind, errand.condition))
        programs = errand_programs(task.name, errand)
        results = check_sources(programs, indoor, robot_specs(indoor), task.name, task.goal, pool)
        done = {name: r.success for (name, _), r in zip(programs, results)}
        assert done.pop("careful") and not any(done.values()), (task.task, done)
    assert {kind for kind, _ in seen} == set(EVERY_ROOM) and len(seen) >= 4, seen  # count: people and things


@pytest.mark.timeout(120)
def test_spot_roams_in_train_and_heldout_only_and_the_words_read_as_the_goal(spot_robot):
    """Wanders and searches bounded in time (roaming.py): drawn in train and heldout, read by the reader as the goal
    they were written from (speed said or not, signal or not, the bound and the way back in several words), and in
    no later split, whose writers were measured before these kinds existed."""
    from safe_codegen.tasks.reader import read_goal, same_goal

    for split in ("train", "heldout"):
        roams = [t for t in generate_tasks("spot", 200, split, seed=5) if t.name.startswith(("roam", "bounded"))]
        kinds = {(t.name.startswith("roam"), t.goal.signal is not None,
                  bool(t.goal.moves) and t.goal.moves[0].speed is not None) for t in roams}
        assert {(True, True, False), (True, False, True), (False, True, False)} <= kinds, (split, kinds)
        for t in roams:
            reading = read_goal(t.task, spot_robot)
            assert reading.goal is not None and same_goal(reading.goal, t.goal, spot_robot), (t.task, reading.why())
        assert all(t.goal.search_at_most or t.goal.moves[0].turn == "any" for t in roams)
    for split in SPLITS[2:]:
        assert not [t for t in generate_tasks("spot", 200, split, seed=5) if t.name.startswith(("roam", "bounded"))]


def test_a_spin_search_that_says_it_stops_at_the_target_stands_still_after_its_signal(spot_robot):
    """heldout14 writes "scans by rotating left on the spot; stops rotating on target detection and signals": its goal
    was a spin search that may turn on after signalling, and the reader (which reads the stop) was counted wrong on
    8 such tasks; a spin search whose words say it stops stands still after its signal, one that does not may not."""
    from safe_codegen.tasks.reader import read_goal, same_goal
    searches = [t for t in generate_tasks("spot", 120, "heldout14", 7) if t.name.startswith("spin_search")]
    stops = [t for t in searches if re.search(r"\bstops\b[^,;]*\bsignals\b", t.task)]
    assert stops and len(stops) < len(searches)
    for t in searches:
        assert t.goal.after_signal_still == (t in stops), t.task
    for t in stops:
        assert same_goal(read_goal(t.task, spot_robot).goal, t.goal, spot_robot), t.task
