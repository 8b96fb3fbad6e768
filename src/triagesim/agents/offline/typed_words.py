"""Typed words said in full, shared by the complaint's rewrites: a count said as a word ("2" -> "two"), a typed side
("L" -> "left"), a day of the week ("fri" -> "Friday"). One home for each, so every rewrite says them the same way."""

from __future__ import annotations

import re

__all__ = ["DAYS", "SIDE_SAID", "SIDE_WORDS", "UNITS", "number_word", "owned", "quantity", "side_said", "times_said"]

_NUMBER_WORDS = {
    0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen",
    15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty",
}


def number_word(value: int | str) -> str:
    """``2`` → ``two`` (up to twenty); larger numbers stay as digits."""
    number = int(value)
    return _NUMBER_WORDS.get(number, str(number))


def times_said(count: int | str) -> str:
    """How many times, in words: ``1`` → ``once``, ``2`` → ``twice``, ``4`` → ``four times``."""
    return {"1": "once", "2": "twice"}.get(str(count), f"{number_word(count)} times")


#: A typed unit of time, by the word it is said as ("hrs" → "hour").
UNITS = {
    "m": "minute", "min": "minute", "mins": "minute", "minute": "minute", "minutes": "minute",
    "h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour",
    "d": "day", "dy": "day", "dys": "day", "day": "day", "days": "day",
    "w": "week", "wk": "week", "wks": "week", "week": "week", "weeks": "week",
    "mo": "month", "mos": "month", "mon": "month", "month": "month", "months": "month",
    "y": "year", "yr": "year", "yrs": "year", "year": "year", "years": "year",
}


def quantity(count: str, unit: str) -> str:
    """A count and a typed unit said in words: ``"3", "wks"`` → ``three weeks``, ``"1", "hr"`` → ``one hour``, ``"a few",
    "days"`` → ``a few days``."""
    base = UNITS[unit.lower()]
    said = number_word(count) if count.isdigit() else count.lower()
    return f"one {base}" if said == "one" else f"{said} {base}s"


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
