"""A task told in the past, as a story of the run ("Little Jackal rolled backwards 6 metres, then it spun left"): an
unread verb in the past tense is read in the present the reader reads ("rolled" -> "rolls", "carried" -> "carries",
"saw" -> "sees"). Only words the reader could not read are candidates, and a candidate is taken only where the
reader then reads it (reader.read_goal tries them and says what it read each word as, as it does for slips)."""

from __future__ import annotations

import re

# Irregular pasts of the verbs tasks use (a side's "left" is none; "found", "set", "put" read as they are).
IRREGULAR = {"went": "goes", "saw": "sees", "gave": "gives", "stood": "stands", "kept": "keeps", "took": "takes",
             "drove": "drives", "spun": "spins", "swung": "swings", "strode": "strides", "began": "begins",
             "came": "comes", "made": "makes", "met": "meets", "ran": "runs", "held": "holds", "told": "tells",
             "said": "says", "rode": "rides", "sped": "speeds", "got": "gets", "led": "leads", "wound": "winds",
             "didn't": "doesn't", "bore": "bears", "sought": "seeks", "brought": "brings", "caught": "catches",
             "slid": "slides", "shot": "shoots"}


def present_forms(word: str) -> list[str]:
    """The third person's present forms a past tense may be of, likeliest first ("stopped": "stops", "stoppes",
    ...); none for a word that is no past."""
    if word in IRREGULAR:
        return [IRREGULAR[word]]
    if not re.fullmatch(r"[a-z]{2,}ed", word):
        return []
    stem = word[:-2]
    forms = [stem + "s", word[:-1] + "s"]  # "rolled" -> "rolls", "paused" -> "pauses"
    if len(stem) > 2 and stem[-1] == stem[-2]:
        forms.append(stem[:-1] + "s")  # "stopped" -> "stops", "signalled" -> "signals"
    if stem.endswith("i"):
        forms.append(stem[:-1] + "ies")  # "carried" -> "carries"
    if re.search(r"(?:s|sh|ch|x|z)$", stem):
        forms.append(stem + "es")  # "watched" -> "watches"
    return forms
