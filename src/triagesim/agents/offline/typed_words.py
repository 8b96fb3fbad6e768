"""Typed words said in full, shared by the complaint's rewrites: a count said as a word ("2" -> "two"), a typed side
("L" -> "left"), a day of the week ("fri" -> "Friday"). One home for each, so every rewrite says them the same way."""

from __future__ import annotations

import re

__all__ = ["DAYS", "SIDE_SAID", "SIDE_WORDS", "number_word", "owned", "side_said"]

_NUMBER_WORDS = {
    0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen",
    15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty",
}


def number_word(value: int | str) -> str:
    """``2`` → ``two`` (up to twenty); larger numbers stay as digits."""
    number = int(value)
    return _NUMBER_WORDS.get(number, str(number))


SIDE_WORDS = r"(?:(?-i:R|L)|rt|lt|right|left)"  # single letters only in capitals


def side_said(side: str | None) -> str:
    """A typed side said in full, with its space ("L ", "l" or "lt": "left "; "bilat": "both "); "" for none: one spelling for
    every rewrite that carries a side into the patient's words."""
    word = (side or "").strip().rstrip(".").lower()
    said = SIDE_SAID.get(word, word)
    return f"{said} " if said else ""

def owned(match: re.Match[str], preposition: str) -> str:
    """"bite R leg": "bite on my right leg"; "swelling both ankles": "swelling in both ankles", never "my both"."""
    side = (match.group(2) or "").lower()
    whose = "" if side.startswith("both") else "my "
    return f"{match.group(1)} {preposition} {whose}{side}{match.group(3)}"


SIDE_SAID = {"l": "left", "lt": "left", "left": "left", "r": "right", "rt": "right", "right": "right", "bilat": "both",
             "bilateral": "both"}


#: Days of the week as typed short, said whole.
DAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "weds": "Wednesday", "thu": "Thursday",
         "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}
