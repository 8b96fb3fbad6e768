"""What a nurse's question is about: the one topic classifier (``data/topics.yaml``).

The scripted patient, the rule-based extractor and the LLM patient's disclosure rules all
ask this module, so a question means the same thing to every engine.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .gate import Gate, GateIndex, ascii_grams, gate_for_alternatives
from .tables import ClinicalTableError, load_table

__all__ = ["TOPIC_PATTERNS", "asked_topics", "first_topics", "sensitive_keys", "nurse_topic", "told_topics"]

_FIELDS = {"patterns", "sensitive", "nurse", "told"}


def _load() -> tuple[dict[str, re.Pattern[str]], list[tuple[str, str, Gate | None]], dict[str, tuple[str, ...]], dict[str, str],
                     dict[str, re.Pattern[str]]]:
    patterns, sensitive, nurse, told = {}, {}, {}, {}
    alternatives: list[tuple[str, str, Gate | None]] = []
    for name, entry in load_table("topics.yaml").items():
        where = f"clinical/data/topics.yaml, topic {name!r}"
        if not isinstance(entry, dict) or set(entry) - _FIELDS or not entry.get("patterns"):
            raise ClinicalTableError(f"{where}: needs patterns (allowed fields: {sorted(_FIELDS)})")
        for field in ("patterns", "told"):
            for index, pattern in enumerate(entry.get(field) or []):
                if not isinstance(pattern, str):
                    raise ClinicalTableError(f"{where}, field {field!r}, item {index}: {pattern!r} is not a string (quote the pattern)")
        try:
            patterns[name] = re.compile("|".join(entry["patterns"]), re.IGNORECASE)
        except re.error as error:
            raise ClinicalTableError(f"{where}, field 'patterns': {error}") from None
        if entry.get("told"):
            try:
                told[name] = re.compile("|".join(entry["told"]), re.IGNORECASE)
            except re.error as error:
                raise ClinicalTableError(f"{where}, field 'told': {error}") from None
        alternatives += [(name, alternative, gate_for_alternatives([alternative], ignore_case=True))
                         for alternative in entry["patterns"]]
        sensitive[name] = tuple(entry.get("sensitive") or ())
        own = entry.get("nurse") or []
        for alias in [own] if isinstance(own, str) else own:
            nurse[alias] = name
    return patterns, alternatives, sensitive, nurse, told


TOPIC_PATTERNS, _ALTERNATIVES, _SENSITIVE, _NURSE, _TOLD = _load()
#: The gates of every topic's alternatives, one index (``clinical.gate.GateIndex``), in table order.
_INDEX = GateIndex([gate for _, _, gate in _ALTERNATIVES])


@lru_cache(maxsize=None)
def _alternative(position: int) -> re.Pattern[str]:
    """One alternative of a topic's pattern, compiled on its own (on first use: most are never
    searched on their own, and compiling all 870 would add a tenth of a second to every start)."""
    return re.compile(_ALTERNATIVES[position][1], re.IGNORECASE)


def told_topics(reply: str) -> frozenset[str]:
    """The topics a reply tells without being asked ("I fell off a ladder" tells how it happened),
    by the ``told`` patterns of the topics that have them."""
    return frozenset(name for name, pattern in _TOLD.items() if pattern.search(reply))


def first_topics(text: str) -> list[tuple[int, str]]:
    """(position of the first match, topic) for every topic the text asks about, in table order.

    A topic's pattern is a long alternation, and a failed case-insensitive search of one costs
    tens of microseconds; a question touches a few topics, and of those a few alternatives. So the
    alternatives whose gate (``clinical.gate``: letters any match must contain) the text passes are
    searched on their own, and a topic's first match is the earliest of its alternatives' first
    matches: where the whole alternation's search would find it, as it tries every alternative at
    each position in turn. A text the gates do not apply to (``ascii_grams``) searches whole patterns."""
    present = ascii_grams(text)
    if present is None:
        return [(match.start(), name) for name, pattern in TOPIC_PATTERNS.items() if (match := pattern.search(text))]
    first: dict[str, int] = {}
    for position in _INDEX.candidates(present):
        match = _alternative(position).search(text)
        if match:
            name = _ALTERNATIVES[position][0]
            if name not in first or match.start() < first[name]:
                first[name] = match.start()
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
