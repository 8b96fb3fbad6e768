"""What a nurse's question is about: the one topic classifier (``data/topics.yaml``).

The scripted patient, the rule-based extractor and the LLM patient's disclosure rules all
ask this module, so a question means the same thing to every engine.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .gate import Gate, ascii_grams, gate_for_alternatives
from .tables import ClinicalTableError, load_table

__all__ = ["TOPIC_PATTERNS", "asked_topics", "first_topics", "sensitive_keys", "nurse_topic", "told_topics"]

_FIELDS = {"patterns", "sensitive", "nurse", "told"}


def _load() -> tuple[dict[str, re.Pattern[str]], dict[str, Gate | None], dict[str, tuple[str, ...]], dict[str, str],
                     dict[str, re.Pattern[str]]]:
    patterns, gates, sensitive, nurse, told = {}, {}, {}, {}, {}
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
        gates[name] = gate_for_alternatives(entry["patterns"], ignore_case=True)
        sensitive[name] = tuple(entry.get("sensitive") or ())
        own = entry.get("nurse") or []
        for alias in [own] if isinstance(own, str) else own:
            nurse[alias] = name
    return patterns, gates, sensitive, nurse, told


TOPIC_PATTERNS, _GATES, _SENSITIVE, _NURSE, _TOLD = _load()


def told_topics(reply: str) -> frozenset[str]:
    """The topics a reply tells without being asked ("I fell off a ladder" tells how it happened),
    by the ``told`` patterns of the topics that have them."""
    return frozenset(name for name, pattern in _TOLD.items() if pattern.search(reply))


def first_topics(text: str) -> list[tuple[int, str]]:
    """(position of the first match, topic) for every topic the text asks about, in table order.

    A topic whose gate (``clinical.gate``: letters any match must contain) the text lacks is not
    searched: a question touches a few of the topics, and a failed case-insensitive search of a
    long alternation costs tens of microseconds."""
    found = []
    present = ascii_grams(text)
    for name, pattern in TOPIC_PATTERNS.items():
        gate = _GATES[name]
        if present is not None and gate is not None and gate.isdisjoint(present):
            continue
        match = pattern.search(text)
        if match:
            found.append((match.start(), name))
    return found


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
