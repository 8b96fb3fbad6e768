"""The registration vocabulary: the terse chief complaints ED staff type, in lay words.

``data/registration.tsv`` maps what registration and triage staff write ("BRBPR",
"Abnormal labs", "s/p Fall", "ETOH") to what a patient would say ("I've been passing bright
red blood from my bottom") and to the concepts a nurse must hear in it. The scripted patient
uses ``lay`` to say its complaint; the nurse understands the lay words through the concept
table, and also the chart term itself where ``hear`` allows it (a patient or an LLM may say
"I have hyponatremia"). tests/test_registration.py checks every entry round-trips:
the lay words are heard as exactly the listed concepts.

Columns: ``term`` (alternatives separated by ``|``, matched case-insensitively unless ``match``
is ``caps``: then only as typed in capitals, for letters like ``SI`` or ``PE`` that are also
words), ``lay``, ``concepts`` (space-separated names from concepts.yaml, may be empty for an
entry that is only a word expansion), ``match`` (``any`` | ``caps``), ``hear`` (``yes`` | ``no``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, get_args

from .tables import ClinicalTableError, load_tsv

__all__ = ["Registration", "REGISTRATION", "lookup", "expand_terms", "heard_terms", "normalise_item"]

Match = Literal["any", "caps"]
_COLUMNS = ("term", "lay", "concepts", "match", "hear")


@dataclass(frozen=True)
class Registration:
    terms: tuple[str, ...]
    lay: str
    concepts: tuple[str, ...]
    match: Match
    hear: bool

    @property
    def clause(self) -> bool:
        """The lay words are a whole clause ("I fainted"), not a noun phrase ("chest pain")."""
        return bool(re.match(r"^(?:i|i'm|i've|i'd|my|it|it's|they|someone)\b", self.lay, re.IGNORECASE))


def _load() -> tuple[Registration, ...]:
    rows = load_tsv("registration.tsv")
    entries = []
    for number, row in enumerate(rows, start=2):
        where = f"clinical/data/registration.tsv, entry {row.get('term')!r}"
        if tuple(row) != _COLUMNS:
            raise ClinicalTableError(f"clinical/data/registration.tsv: columns must be {_COLUMNS}, got {tuple(row)}")
        match, hear = row["match"] or "any", row["hear"] or "no"
        if match not in get_args(Match):
            raise ClinicalTableError(f"{where}, field 'match': {match!r} is not one of {get_args(Match)}")
        if hear not in ("yes", "no"):
            raise ClinicalTableError(f"{where}, field 'hear': {hear!r} is not yes or no")
        terms = tuple(term.strip() for term in row["term"].split("|") if term.strip())
        if not terms or not row["lay"]:
            raise ClinicalTableError(f"{where}: needs a term and lay words")
        entries.append(Registration(terms, row["lay"], tuple(row["concepts"].split()), match, hear == "yes"))  # type: ignore[arg-type]
    return tuple(entries)


REGISTRATION: tuple[Registration, ...] = _load()

_PUNCT = re.compile(r"[\s.:]+$|^[\s.:]+")
_SPACE = re.compile(r"\s+")
_COMPLAINS_OF = re.compile(r"^(?:c/o|co|complains of|complaining of)\s+")


def normalise_item(item: str) -> str:
    """How an item is compared with a term: lower case, single spaces, no edge punctuation or "c/o"."""
    text = _SPACE.sub(" ", _PUNCT.sub("", item.strip())).lower()
    return _COMPLAINS_OF.sub("", text)


@lru_cache(maxsize=1)
def _index() -> tuple[dict[str, Registration], dict[str, Registration]]:
    """Whole-item lookups: case-insensitive terms, and capitals-only terms as typed."""
    loose: dict[str, Registration] = {}
    caps: dict[str, Registration] = {}
    for entry in REGISTRATION:
        for term in entry.terms:
            if entry.match == "caps":
                caps.setdefault(term, entry)
            else:
                loose.setdefault(normalise_item(term), entry)
    return loose, caps


def lookup(item: str) -> Registration | None:
    """The entry whose term is this whole complaint item, if any."""
    loose, caps = _index()
    stripped = _PUNCT.sub("", item.strip())
    return caps.get(stripped) or loose.get(normalise_item(item))


_B = r"(?<![A-Za-z0-9/])"
_E = r"(?![A-Za-z0-9/])"


def _key(text: str) -> str:
    return _SPACE.sub(" ", text.lower())


def _alternation(terms: list[str], flags: int) -> re.Pattern[str]:
    """One pattern for many terms that finds the longest term at each place ("abd pain" before "abd").

    Written as a trie ("abd(?:\\s+pain)?"), not as the terms one after another: Python's
    regex engine tries every branch of an alternation at every position, and with
    ``re.IGNORECASE`` it cannot skip a branch by its first letter, so a scan of a short
    complaint against 1,500 terms took about 65 µs; the trie takes 2. The matches are the
    same: at a node, the children are different letters (or one run of spaces, ``\\s+``),
    so at most one can continue; the longer path is tried first, and when what follows it
    is no token boundary, the engine backs off to the longest shorter term, as the
    longest-first alternation did.
    """
    root: dict[str, dict] = {}
    for term in set(terms):
        node = root
        for char in term:
            node = node.setdefault(char, {})
        node[""] = {}  # a term ends here
    return re.compile(f"{_B}(?:{_trie(root)}){_E}", flags)


def _trie(node: dict[str, dict]) -> str:
    branches = [(r"\s+" if char == " " else re.escape(char)) + _trie(child) for char, child in sorted(node.items()) if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"
    return f"(?:{body})?" if "" in node else body


@lru_cache(maxsize=1)
def _token_rules() -> tuple[tuple[re.Pattern[str], dict[str, str]], ...]:
    """Noun-phrase entries as in-text replacements: capitals-only terms first, then the rest.

    One combined pattern per kind keeps a scan linear in the text, not in the table's size.
    A lay phrase never holds another term (tests/test_registration.py), so one pass suffices.
    """
    caps: dict[str, str] = {}
    loose: dict[str, str] = {}
    for entry in REGISTRATION:
        if entry.clause:
            continue
        for term in entry.terms:
            if entry.match == "caps":
                caps.setdefault(_SPACE.sub(" ", term), entry.lay)
            else:
                loose.setdefault(_key(term), entry.lay)
    return (_alternation(list(caps), 0), caps), (_alternation(list(loose), re.IGNORECASE), loose)


def expand_terms(text: str) -> str:
    """Every registration term inside ``text`` replaced by its lay words (noun-phrase entries only)."""
    (caps_pattern, caps), (loose_pattern, loose) = _token_rules()
    text = caps_pattern.sub(lambda match: caps.get(_SPACE.sub(" ", match.group(0)), match.group(0)), text)

    def lay(match: re.Match[str]) -> str:
        words = loose.get(_key(match.group(0)), match.group(0))
        # "my leg ulcer dressing" keeps its words: a noun phrase of its own ("a sore on my leg that
        # won't heal") cannot stand after a possessive or an article ("my a sore on my leg...").
        if _DETERMINER_BEFORE.search(text, 0, match.start()) and _DETERMINER_START.match(words):
            return match.group(0)
        # "my foot has gone numb" keeps its adjective: the noun made of it ("numbness") cannot follow a linking verb
        if _LINKED_BEFORE.search(text, 0, match.start()) and words.lower().startswith(match.group(0).lower()):
            return match.group(0)
        if match.group(0).lower() == f"{words}s".lower():
            return f"{words}s"  # "red eyes" stays two eyes, never "a red eye" (thirty-first read: both eyes glued shut)
        if _COUNT_BEFORE.search(text, 0, match.start()) and match.group(0).lower().endswith("s") and not words.endswith("s") \
                and len(words.split()) <= 2:
            return f"{words}s"  # "two bee stings", "three cuts": a count keeps its plural (before the 2026-12ah round)
        if re.search(r"\b(?:no|without|nor)\s+$", text[:match.start()], re.IGNORECASE):
            return re.sub(r"^(?:a|an|some) ", "", words)  # a term denied: "no runny nose", never "no a runny nose" (2026-12am)
        return words

    return loose_pattern.sub(lay, text)


_COUNT_BEFORE = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|many|a few|\d+)\s+(?:[a-z-]+\s+)?$", re.IGNORECASE)
_DETERMINER_BEFORE = re.compile(r"\b(?:my|his|her|their|your|our|the|a|an|this|that)\s+$", re.IGNORECASE)
_LINKED_BEFORE = re.compile(r"\b(?:is|are|was|were|gone|go|goes|went|feels?|felt|feeling|looks?|getting|got|became|become)\s+"
                            r"(?:\w+\s+and\s+)?$", re.IGNORECASE)
_DETERMINER_START = re.compile(r"(?:a|an|the|my|his|her|their|some)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _heard() -> tuple[re.Pattern[str], dict[str, tuple[str, ...]]]:
    concepts: dict[str, tuple[str, ...]] = {}
    for entry in REGISTRATION:
        if not entry.hear or not entry.concepts or entry.match == "caps":  # capitals cannot be heard in speech
            continue
        for term in entry.terms:
            concepts.setdefault(_key(term), entry.concepts)
    return _alternation(list(concepts), 0), concepts


def heard_terms(text: str) -> list[tuple[int, str, tuple[str, ...]]]:
    """(position, term as said, concepts) for each chart term said in lower-cased ``text`` that the nurse understands."""
    pattern, concepts = _heard()
    return [(match.start(), match.group(0), concepts[_key(match.group(0))]) for match in pattern.finditer(text)]
