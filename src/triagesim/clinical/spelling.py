"""Typists' misspellings (``spelling.yaml``) read as the words meant, before a text is heard.

A triage desk types fast: "cheast pain", "34 weeks preganant", "vomting since last nite", "thorat". The
patterns of every other table are written for the word as spelt, so a misspelling would hide a
presentation from the nurse and put the typist's slip in the patient's mouth. One table, read in
one place for each reader: the case's picture and the nurse's hearing (``clinical.concepts``),
and the patient's own words (``agents.offline.abbreviations``). A slip the table does not list is
read by ``slip``: the knowledge base's own word one slip of the keys away, where there is just one.
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Iterator
from typing import Any

from lemminflect import getAllLemmas

from .tables import ClinicalTableError, load_table, load_tsv

__all__ = ["correct", "correct_with_origin", "place", "compile_misspellings", "slip"]


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


#: English words the lexicon (lemminflect) has no entry for, which a slip may be of ("teh", "adn", "evry").
_SMALL_WORDS = frozenset({"the", "and", "every", "with", "from", "into", "onto", "over", "under", "after", "before", "since",
                          "until", "through", "without", "about", "around", "their", "there", "they", "this", "that", "what",
                          "when", "where", "which", "while", "your", "yours", "some", "none", "both", "each", "either",
                          "neither", "because", "although", "though", "whether", "whose", "whom", "her", "his", "him",
                          "she", "them", "than", "then", "very", "also", "only", "just", "not", "nor", "for", "but"})
#: A word typed with letters a lexicon cannot read: lower-case, four letters or more (or a three-letter slip of "the" or
#: "and"); capitalised words are names ("Wollongong", "Bali"), and all-capitals ones the desk's codes ("ETOH").
_TOKEN = re.compile(r"(?<![\w'/-])[a-z]{3,}(?![\w'/-])")


@lru_cache(maxsize=1)
def _table_words() -> frozenset[str]:
    """Every word the knowledge base writes (its patterns, lay words and labels): a chart noun or a drug it knows
    ("staffie", "hydroxyurea") is spelt right even where the lexicon has no entry for it."""
    words: set[str] = set()

    def strings(node: object) -> Iterator[str]:
        if isinstance(node, str):
            yield node
        elif isinstance(node, dict):
            for key, value in node.items():
                yield str(key)
                yield from strings(value)
        elif isinstance(node, list):
            for value in node:
                yield from strings(value)

    for name in ("concepts.yaml", "lay.yaml", "background.yaml", "presentations.yaml", "interview.yaml", "topics.yaml"):
        for text in strings(load_table(name)):
            words.update(word.lower() for word in re.findall(r"[A-Za-z]{3,}", re.sub(r"\\[A-Za-z]", " ", text)))
    for row in load_tsv("registration.tsv"):
        for text in row.values():
            words.update(word.lower() for word in re.findall(r"[A-Za-z]{3,}", text or ""))
    return frozenset(words)


@lru_cache(maxsize=1)
def _spelt_right() -> frozenset[str]:
    """Words spelt right that neither the lexicon nor the knowledge base writes (``spelling.yaml``, ``spelt_right``)."""
    words = load_table("spelling.yaml").get("spelt_right") or []
    if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
        raise ClinicalTableError("clinical/data/spelling.yaml, spelt_right: expected a list of words")
    return frozenset(word.lower() for word in words)


def _known(word: str) -> bool:
    return word in _SMALL_WORDS or word in _spelt_right() or bool(getAllLemmas(word)) or word in _table_words()


@lru_cache(maxsize=16384)
def slip(word: str) -> str | None:
    """The word a typist meant by a word no lexicon knows, when one slip of the keys makes it a known word: two letters
    swapped ("thorat", "nigth", "teh") or one letter dropped ("evry", "feedng", "smels"). Only a single best reading is
    taken, and only a word the knowledge base itself writes (the lexicon lacks too many English words to be a
    dictionary): swapped letters before a dropped one, a doubled letter before any other; a tie is left as typed. The
    table (``spelling.yaml``) names the slips this cannot read, and the words spelt right that look like one (2026-12at
    terse, training: 33 typed slips, 25 of them new to the table, "the smels are bad" said)."""
    low = word.lower()
    if _known(low):
        return None
    if len(low) == 3:  # three letters: only "the" and "and" typed with two keys swapped
        return {"teh": "the", "hte": "the", "adn": "and", "nad": "and"}.get(low)
    # A slip inside the word: two letters swapped (not the first two, which reads "evry" as "very"; not in a word of four,
    # which reads "coli" as "coil" and "fete" as "feet"), a letter doubled, or a vowel dropped. Never a letter added at
    # either end ("ketone" is no slip of "ketones", "gent" none of "agent"), nor a consonant ("county" is no "country").
    swapped = {low[:i] + low[i + 1] + low[i] + low[i + 2:] for i in range(1, len(low) - 1) if low[i] != low[i + 1]} if len(low) >= 5 else set()
    doubled = {low[:i] + low[i] + low[i:] for i in range(1, len(low))}
    vowel = {low[:i] + letter + low[i:] for i in range(1, len(low)) for letter in "aeiou"} - doubled
    tiers = [swapped, doubled, vowel]
    # the lexicon is no dictionary ("unless", "county", "cafe" are not in it): only our own words are meant
    ours = [(tier, candidate) for tier, candidates in enumerate(tiers) for candidate in sorted(candidates)
            if candidate in _table_words() or candidate in _SMALL_WORDS]
    if not ours:
        return None
    nearest = [candidate for tier, candidate in ours if tier == ours[0][0]]  # ``ours`` runs in tier order
    return nearest[0] if len(nearest) == 1 else None


@lru_cache(maxsize=8192)
def correct_with_origin(text: str) -> tuple[str, tuple[int, ...]]:
    """The text with each misspelling replaced, and for each character of it the character of
    ``text`` it comes from (a word's letters spread over the word typed, first to first and last to
    last): a finding heard in the corrected text keeps its place in the case's own words
    (``place``). Text without a misspelling comes back as it is, with no map (empty)."""
    pattern, meant = _table()
    listed = list(pattern.finditer(text))
    taken = [(match.start(), match.end()) for match in listed]
    slips = [(token, said) for token in _TOKEN.finditer(text) if (said := slip(token.group(0))) is not None
             and not any(start < token.end() and token.start() < end for start, end in taken)]
    if not listed and not slips:
        return text, ()
    found: list[tuple[re.Match[str], str]] = [(match, meant[(match.lastindex or 1) - 1]) for match in listed] + slips
    pieces: list[str] = []
    origin: list[int] = []
    cursor = 0
    for match, said in sorted(found, key=lambda pair: pair[0].start()):
        pieces.append(text[cursor:match.start()])
        origin.extend(range(cursor, match.start()))
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
