"""Typing slips in the words the task reader reads ("rigth", "pedestrains", "counterclokwise", "yeild"): an unread
word one edit (a letter added, dropped, changed, or two swapped: Damerau's four) from exactly one word of the
lexicon below is read as that word, and the reading says so. Words shorter than five letters are never corrected
("rite" is one edit from "rate" as well as two from "right"), nor numbers; in a five-letter word a changed letter is
no slip ("stows" is a word of its own, one letter from "stops"), only one added, dropped or swapped ("rigth")."""

from __future__ import annotations

import re

from safe_codegen.tasks.reading.indoor import OBJECTS, OTHER_ROOMS, ROOMS

# The words whose slips matter: sides, directions, manoeuvres, hazards, stopping, units, Spot's and the indoor
# robot's words, and sequencing (a closed list, as the reader's vocabulary is).
LEXICON = frozenset("""
left right clockwise counterclockwise anticlockwise counter-clockwise anti-clockwise forward forwards backward
backwards reverse reverses reversing straight ahead place spot turn turns turning rotate rotates rotating spin spins
spinning pivot pivots pivoting curve curves swing swings drive drives driving walk walks walking move moves moving
travel travels arc arcs radius diameter degrees degree radians seconds second minutes metres meters metre meter
centimetres centimeters pedestrian pedestrians person persons people cars vehicle vehicles traffic stop stops
stopping sign signs yield yields yielding wait waits waiting pause pauses halt halts until whenever while target
signal signals search searches searching looking sees finds found visible view mission steps first then after
finally afterwards return returns start started visit visits every rooms room asks say says tells pick picks
place places bring brings fetch count which someone anyone nobody there present
""".split()) | frozenset(w for name in ROOMS + OTHER_ROOMS + OBJECTS for w in name.split())


def corrections(unread: tuple[str, ...]) -> dict[str, str]:
    """The unread words that are one slip from exactly one lexicon word, with that word (none for any other, nor for
    a lexicon word: "pedestrians" left unread beside a slip is no slip of "pedestrian")."""
    fixes = {}
    for word in unread:
        if len(word) < 5 or word in LEXICON or not re.fullmatch(r"[a-z'-]+", word):
            continue
        near = [w for w in LEXICON if _one_edit(word, w)]
        if len(near) == 1:
            fixes[word] = near[0]
    return fixes


def corrected(text: str, fixes: dict[str, str]) -> str:
    """The text with each slip replaced by its word (whole words, any case)."""
    for word, right in fixes.items():
        text = re.sub(rf"(?<![\w-]){re.escape(word)}(?![\w-])", right, text, flags=re.I)
    return text


def _one_edit(a: str, b: str) -> bool:
    """Whether a and b differ by one insertion, deletion, substitution or swap of neighbours."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        swapped = len(diff) == 2 and diff[1] == diff[0] + 1 and (a[diff[0]], a[diff[1]]) == (b[diff[1]], b[diff[0]])
        return swapped or len(diff) == 1 and len(a) > 5
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))
