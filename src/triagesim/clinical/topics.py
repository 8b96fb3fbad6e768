"""What a nurse's question is about: the one topic classifier (``data/topics.yaml``).

The scripted patient, the rule-based extractor and the LLM patient's disclosure rules all
ask this module, so a question means the same thing to every engine.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .background import ENTRIES
from .gate import GateIndex, ascii_grams, gate_for_alternatives
from .tables import ClinicalTableError, load_table

__all__ = ["TOPIC_PATTERNS", "asked_topics", "first_topics", "sensitive_keys", "nurse_topic", "told_topics"]

_FIELDS = {"patterns", "sensitive", "nurse", "told", "medicines"}


def _medicine_names(classes: object, where: str) -> list[str]:
    """The patterns of background.yaml's medicines of these classes ("blood_thinner": warfarin, Eliquis, ...),
    one alternative a medicine: a medicine's names have one home, and a question naming one asks about the topic."""
    if not isinstance(classes, list) or not all(isinstance(name, str) for name in classes):
        raise ClinicalTableError(f"{where}, field 'medicines': expected a list of medicine classes of background.yaml")
    known = {entry.medicine_class for entry in ENTRIES}
    if unknown := sorted(set(classes) - known):
        raise ClinicalTableError(f"{where}, field 'medicines': no medicine of class {', '.join(unknown)} in background.yaml")
    return [entry.pattern.pattern for entry in ENTRIES if entry.medicine_class in classes]


class _Alternatives:
    """The alternatives of the topics' patterns, each with its gate
    (``clinical.gate``: letters any match must contain), in one index.

    A topic's pattern is a long alternation, and a failed case-insensitive search of one costs
    tens of microseconds; a text touches a few topics, and of those a few alternatives. So only
    the alternatives whose gate the text passes are searched, each on its own, and a topic's first
    match is the earliest of its alternatives' first matches: where the whole alternation's search
    finds it, as that tries every alternative at each position in turn."""

    def __init__(self, alternatives: list[tuple[str, str]]) -> None:
        self._topics = [name for name, _ in alternatives]
        self._sources = [source for _, source in alternatives]
        self._compiled: list[re.Pattern[str] | None] = [None] * len(alternatives)  # compiled on first use
        self._index = GateIndex([gate_for_alternatives([source], ignore_case=True) for source in self._sources])

    def first(self, present: frozenset[str], text: str) -> dict[str, int]:
        """Topic -> where its first match in ``text`` starts, for the topics that match; ``present``:
        ``ascii_grams(text)``."""
        first: dict[str, int] = {}
        for position in self._index.candidates(present):
            pattern = self._compiled[position]
            if pattern is None:  # most alternatives are never searched on their own in a run
                pattern = self._compiled[position] = re.compile(self._sources[position], re.IGNORECASE)
            match = pattern.search(text)
            if match:
                name = self._topics[position]
                if name not in first or match.start() < first[name]:
                    first[name] = match.start()
        return first


def _load() -> tuple[dict[str, re.Pattern[str]], _Alternatives, dict[str, tuple[str, ...]], dict[str, str],
                     dict[str, re.Pattern[str]]]:
    patterns, sensitive, nurse, told = {}, {}, {}, {}
    alternatives: list[tuple[str, str]] = []  # (topic, one of its patterns)
    for name, entry in load_table("topics.yaml").items():
        where = f"clinical/data/topics.yaml, topic {name!r}"
        if not isinstance(entry, dict) or set(entry) - _FIELDS or not entry.get("patterns"):
            raise ClinicalTableError(f"{where}: needs patterns (allowed fields: {sorted(_FIELDS)})")
        for field in ("patterns", "told"):
            for index, pattern in enumerate(entry.get(field) or []):
                if not isinstance(pattern, str):
                    raise ClinicalTableError(f"{where}, field {field!r}, item {index}: {pattern!r} is not a string (quote the pattern)")
        own = list(entry["patterns"]) + (_medicine_names(entry["medicines"], where) if "medicines" in entry else [])
        try:
            patterns[name] = re.compile("|".join(own), re.IGNORECASE)
        except re.error as error:
            raise ClinicalTableError(f"{where}, field 'patterns': {error}") from None
        if entry.get("told"):
            try:
                told[name] = re.compile("|".join(entry["told"]), re.IGNORECASE)
            except re.error as error:
                raise ClinicalTableError(f"{where}, field 'told': {error}") from None
        alternatives += [(name, pattern) for pattern in own]
        sensitive[name] = tuple(entry.get("sensitive") or ())
        aliases = entry.get("nurse") or []
        for alias in [aliases] if isinstance(aliases, str) else aliases:
            nurse[alias] = name
    return patterns, _Alternatives(alternatives), sensitive, nurse, told


TOPIC_PATTERNS, _ASKED, _SENSITIVE, _NURSE, _TOLD = _load()


def told_topics(reply: str) -> frozenset[str]:
    """The topics a reply tells without being asked ("I fell off a ladder" tells how it happened),
    by the ``told`` patterns of the topics that have them."""
    return frozenset(name for name, pattern in _TOLD.items() if pattern.search(reply))


def first_topics(text: str) -> list[tuple[int, str]]:
    """(position of the first match, topic) for every topic the text asks about, in table order.

    Only the alternatives the text passes the gates of are searched (``_Alternatives``); a text
    the gates do not apply to (``ascii_grams``) searches whole patterns."""
    present = ascii_grams(text)
    if present is None:
        return [(match.start(), name) for name, pattern in TOPIC_PATTERNS.items() if (match := pattern.search(text))]
    first = _ASKED.first(present, text)
    return [(first[name], name) for name in TOPIC_PATTERNS if name in first]


@lru_cache(maxsize=4096)
def asked_topics(text: str) -> frozenset[str]:
    """Every topic a question touches."""
    return frozenset(name for _, name in first_topics(text))


def sensitive_keys(topic: str) -> tuple[str, ...]:
    """The case's ``sensitive`` fact keys a question on ``topic`` asks for."""
    return _SENSITIVE.get(topic, ())


def nurse_topic(name: str) -> str | None:
    """The classifier's topic for one of the offline nurse's own topic names."""
    return _NURSE.get(name)
