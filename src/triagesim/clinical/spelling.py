"""Typists' misspellings (``spelling.yaml``) read as the words meant, before a text is heard.

A triage desk types fast: "cheast pain", "34 weeks preganant", "vomting since last nite". The
patterns of every other table are written for the word as spelt, so a misspelling would hide a
presentation from the nurse and put the typist's slip in the patient's mouth. One table, read in
one place for each reader: the case's picture and the nurse's hearing (``clinical.concepts``),
and the patient's own words (``agents.offline.abbreviations``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .tables import ClinicalTableError, load_table

__all__ = ["correct", "correct_with_origin", "place", "compile_misspellings"]


@lru_cache(maxsize=1)
def _table() -> tuple[re.Pattern[str], tuple[str, ...]]:
    return compile_misspellings(load_table("spelling.yaml"))


def compile_misspellings(table: dict[str, Any]) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """One pattern of every misspelling of a ``spelling.yaml`` table, a group each, and the word each group means; a
    broken entry is a ``ClinicalTableError`` naming the file, the entry and the field."""
    entries = table.get("misspellings") if isinstance(table, dict) else None
    if not isinstance(entries, list) or not entries:
        raise ClinicalTableError("clinical/data/spelling.yaml: expected a list under 'misspellings'")
    groups, meant = [], []
    for number, entry in enumerate(entries):
        if not (isinstance(entry, dict) and isinstance(entry.get("typed"), str) and isinstance(entry.get("means"), str)):
            raise ClinicalTableError(f"clinical/data/spelling.yaml, misspellings[{number}]: needs a text 'typed' and a text 'means'")
        try:
            groups_inside = re.compile(entry["typed"]).groups
        except re.error as error:
            raise ClinicalTableError(f"clinical/data/spelling.yaml, misspellings[{number}] ({entry['typed']!r}): {error}") from None
        if groups_inside:
            raise ClinicalTableError(f"clinical/data/spelling.yaml, misspellings[{number}] ({entry['typed']!r}): use (?:...), not a group")
        groups.append(f"({entry['typed']})")
        meant.append(entry["means"])
    return re.compile(r"(?<![\w'])(?:" + "|".join(groups) + r")(?![\w'])", re.IGNORECASE), tuple(meant)


def _cased(typed: str, meant: str) -> str:
    """The word meant, in the typed word's capitals: "CHEAST" is "CHEST", "Cheast" "Chest"."""
    if typed.isupper() and len(typed) > 1:
        return meant.upper()
    return meant[:1].upper() + meant[1:] if typed[:1].isupper() else meant


@lru_cache(maxsize=8192)
def correct_with_origin(text: str) -> tuple[str, tuple[int, ...]]:
    """The text with each misspelling replaced, and for each character of it the character of
    ``text`` it comes from (a word's letters spread over the word typed, first to first and last to
    last): a finding heard in the corrected text keeps its place in the case's own words
    (``place``). Text without a misspelling comes back as it is, with no map (empty)."""
    pattern, meant = _table()
    if not pattern.search(text):
        return text, ()
    pieces: list[str] = []
    origin: list[int] = []
    cursor = 0
    for match in pattern.finditer(text):
        pieces.append(text[cursor:match.start()])
        origin.extend(range(cursor, match.start()))
        said = meant[(match.lastindex or 1) - 1]
        if "{weeks}" in said:  # "10/40", "G3P2 at 30 weeks": the number of weeks typed, not of pregnancies
            weeks = re.search(r"(\d+)(?:\+\d)?\s?(?:/40|w)", match.group(0), re.IGNORECASE)
            # an entry whose typing holds no number of weeks means the pregnancy alone, never a crash mid-episode
            said = said.replace("{weeks}", weeks.group(1)) if weeks else re.sub(r"\{weeks\} weeks? ", "", said)
        word = _cased(match.group(0), said)
        pieces.append(word)
        last = max(len(word) - 1, 1)
        origin.extend(match.start() + (index * (len(match.group(0)) - 1)) // last for index in range(len(word)))
        cursor = match.end()
    pieces.append(text[cursor:])
    origin.extend(range(cursor, len(text)))
    return "".join(pieces), tuple(origin)


def place(span: tuple[int, int], origin: tuple[int, ...], length: int) -> tuple[int, int]:
    """A span of the corrected text as a span of the text typed (``correct_with_origin``'s map;
    ``length``: the typed text's)."""
    if not origin:
        return span
    start, end = span
    return (origin[start] if start < len(origin) else length, origin[end - 1] + 1 if end > 0 else 0)


def correct(text: str) -> str:
    """``text`` with every misspelling of the table written as the word meant.

    >>> correct("CHEAST pain + brething hard since last nite")
    'CHEST pain + breathing hard since last night'
    """
    return correct_with_origin(text)[0]
