"""Emoji in a typed task ("yield to 🚶 + 🚗 pls", "⏪ reverse 2 m ⏱️ 4 s", "signal 📣 when 🎯 seen"), in words: an
emoji that stands for a word the reader reads is that word, or nothing where a neighbouring word already says it
("a ped 🚶", "📣 signal", "the trophy room 🏆"); one that only decorates ("🤖", "🙏", "✅") is nothing; any other
is a word the reader cannot read, so the task is refused with its name, never read without it (emoji had been dropped
unseen: "pause for 🚶" asked for no stop)."""

from __future__ import annotations

import re
import unicodedata

# (emoji, the word it stands for, the words beside it that already say it); the word "" drops it.
_MEANS = (
    ("🚶👤👥", "pedestrian", r"peds?|pedestrians?|persons?|people|ppl|someone|humans?|walkers?"),
    ("🚗🚙🚕🚘🚓🚐🚚🛻", "car", r"cars?|vehicles?|traffic|autos?"),
    ("🎯", "target", r"target"),
    ("📣📢🚨🔔", "signal", r"signals?|signall?ing|alerts?|beeps?"),
    ("⬆⏩", "forward", r"fwd|forwards?|ahead|straight"),
    ("⏪🔙", "reverse", r"reverse|reversing|backwards?|back|rev"),
    ("⏸", "pause", r"wait|waits|pause|pauses|halt|halts|stop|stops"),
    ("🔍", "search", r"search|searching|explore|exploring|look|looking|tour|find"),
    ("🎒", "backpack", r"backpack|bag|satchel"), ("🧺", "basket", r"basket"), ("📱", "phone", r"phone|mobile"),
    ("🖊", "pen", r"pen|marker"), ("🔢", "", r"how many|number|count"),
)
_DECORATION = "🤖🙏👍👌✅✔✓✨🎉🔥💯🚀😊🙂😀😅💪🐕🗺🌳🧍👀⚠❗‼"  # the robot, thanks, done, a tree by the garden
_TURN_ICONS = "🔄🔁🔃🌀↩↪⤴⤵"  # a turn's icon: its side must be said in words ("🔃 90°" alone is refused)
_JOINERS = "\ufe0f\ufe0e\u200d♂♀\U0001f3fb\U0001f3fc\U0001f3fd\U0001f3fe\U0001f3ff"  # variation, joiner, gender, skin
_SIDE = r"\b(?:left|right|cw|ccw|clockwise|counter-?clockwise|anti-?clockwise|port|starboard)\b"


def pictographs_as_words(text: str) -> str:
    """The text with its emoji in words (or dropped, or left as an unread word: "emoji-cyclone")."""
    text = re.sub(r"(\d)\ufe0f?\u20e3", r"\1)", text)  # keycaps: "1️⃣ reverse ..." is step "1)"
    text = re.sub(r"\s*➡\ufe0f?\s*(?=(?:right|left)\b)|(?<=\bright)\s*➡\ufe0f?", " ", text, flags=re.I)
    text = text.replace("➡", " → ")  # an arrow between steps or rooms: "then", "to" (each reader says which)
    for ch in _JOINERS:
        text = text.replace(ch, "")
    out, i = "", 0
    for m in re.finditer(r"[\U0001f000-\U0001faff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\u2190-\u21ff\u2900-\u297f]",
                         text):
        ch = m.group(0)
        if ch in "→←↑↓☐☑":  # arrows the readers read ("->", "→"), a checklist's boxes (framing)
            continue
        word = _word(ch, text[max(0, m.start() - 24):m.start()], text[m.end():m.end() + 24], text, m.start())
        out = (out + text[i:m.start()]).rstrip(" \t") + (f" {word}" if word else "") + " "
        i = m.end()
        while i < len(text) and text[i] in " \t":  # one space where the emoji was (three had read as a clause's
            i += 1  # gap, the mark of a hazard clause taken out)
    return out + text[i:]


def _word(ch: str, before: str, after: str, text: str, at: int) -> str:
    """What one emoji says here: its word, unless its sentence says it already."""
    before = re.split(r"[.!?;\n]", before)[-1]  # what its sentence says before it
    sentence = re.split(r"[.!?;\n]", text[:at])[-1] + " " + re.split(r"[.!?;\n]", text[at + 1:])[0]
    if ch in _DECORATION:
        return ""
    if ch in _TURN_ICONS:
        return "" if re.search(_SIDE, sentence, re.I) else _unread(ch)
    if ch in "⏱⏲":  # a time's mark: "in" before a number ("⏱️ 5 s"), nothing else ("5 s ⏱️", "in 5 s")
        return "in" if re.match(r"\s*\d", after) and not re.search(r"\b(?:in|over|for|within|taking)\W*$", before,
                                                                   re.I) else ""
    if ch == "🛑":  # "stop" as an order ("🛑 for ppl"), a stop sign in a list of hazards ("yield to 🚶 + 🛑")
        if re.match(r"\W*(?:(?:always|immediately) )?(?:stop|halt|pause|wait)", after, re.I) or \
                re.search(r"\b(?:stop|halt|pause|wait)\w*\W*$", before, re.I):
            return ""
        if re.match(r"\s*(?:for|when|if|whenever|while|any|always|at|on)\b", after, re.I):
            return "stop"
        if re.search(r"\bstop signs?\b", sentence, re.I):
            return ""
        return "stop sign" if re.search(r"(?:\b(?:for|to|and|or)|[,&+/]|pedestrian|car)\s*$", before, re.I) \
            else "stop"
    if ch == "⛔":  # "no", said already ("no walking while the target is in view 👀⛔")
        return "" if re.search(r"\b(?:no|not|never|don't|do not)\b", sentence, re.I) else _unread(ch)
    for emoji, word, said in _MEANS:
        if ch in emoji:
            return "" if re.search(rf"\b(?:{said})\b", sentence, re.I) else word
    named = unicodedata.name(ch, "").split(" ")[0].lower()  # "trophy", "newspaper"
    return "" if len(named) > 2 and re.search(rf"\b{named}s?\b", sentence, re.I) else _unread(ch)  # the thing its
    # sentence names, drawn ("the trophy room ... 🏆"); any other is unread


UNREAD = r"\bemoji-[a-z-]+"  # an emoji no rule reads, as _unread writes it


def _unread(ch: str) -> str:
    """An emoji no rule reads, as a word the reader cannot read ("emoji-cyclone")."""
    return "emoji-" + re.sub(r"[^a-z]+", "-", unicodedata.name(ch, "symbol").lower()).strip("-")
