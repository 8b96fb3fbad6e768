"""What the nurse must never say to a patient: the scale, a level, a category, a target wait.

Telling a patient "you're a category two" or "you'll be seen within 10 minutes" gives the
level away (the ATS categories *are* wait times), changes how the simulated patient behaves
and contaminates the dialogue. Pain scores use the same words ("level 5 pain", "on a scale of
1 to 10"), so those are told apart by their context rather than forbidden.

``leaks_triage_level`` detects a leak (the LLM nurse re-asks once); ``redact_triage_level``
removes the leaking clause and keeps the rest, for a model that leaks again.
"""

from __future__ import annotations

import re

from ..redaction import drop_clauses

__all__ = ["leaks_triage_level", "redact_triage_level", "NEUTRAL_LINE"]

NEUTRAL_LINE = "Thank you, we'll look after you."

_NUMBER = r"(?:[1-5]|one|two|three|four|five)"
_COUNT = r"(?:\d+|a\s+few|a|an|one|two|five|ten|fifteen|twenty|thirty|forty[- ]five|sixty|ninety|a\s+hundred\s+and\s+twenty)"
_UNIT = r"(?:minutes?|mins?|hours?|hrs?)"
_NAMES = r"(?:immediate|emergency|urgent|semi-?urgent|non-?urgent|resuscitation)"

# Always a leak, whatever surrounds it.
_ALWAYS = re.compile(
    "|".join(
        [
            r"\b(?:esi|ats)\b",  # the scales by name
            r"\bacuity\b",
            r"\btriage\s+(?:level|category|score|scale|priority|code)\b",
            r"\btriaged?\s+(?:you\s+|him\s+|her\s+|them\s+)?as\b",  # "I've triaged you as urgent"
            rf"\bcategory\s+{_NUMBER}\b",  # "you're a category two"
            rf"\b{_NAMES}\s+category\b",  # "the urgent category"
            r"\b(?:semi|non)-?urgent\b",  # ATS category names
            r"\b(?:top|highest|high|lowest|low)\s+priority\b",
            r"\bresus\b",
            r"\bresuscitation\s+(?:room|bay|area|cubicle)\b",
            # A target wait is the ATS category in other words: "seen within 10 minutes".
            rf"\b(?:seen|see\s+(?:you|a\s+doctor)|wait(?:ing)?(?:\s+time)?)\b(?:\s+\S+){{0,4}}?\s+(?:with)?in\s+"
            rf"(?:the\s+next\s+)?{_COUNT}\s+{_UNIT}\b",
            rf"\bwait\w*\s+(?:(?:of|is|will\s+be|up\s+to|no\s+(?:more|longer)\s+than|less\s+than|under|about|at\s+most)\s+)+"
            rf"{_COUNT}\s+{_UNIT}\b",
        ]
    ),
    re.IGNORECASE,
)
# "level 2" / "priority one" are a leak unless they are about pain ("pain level 5", "level 5 pain").
_LEVEL = re.compile(rf"\b(?:level|priority)\s*{_NUMBER}\b", re.IGNORECASE)
_PAIN_BEFORE = re.compile(r"\b(?:pain|hurts?|hurting|ache|aching|sore|discomfort|score|scale|rate|rating)\b(?:\W+\w+){0,2}\W*$", re.IGNORECASE)
_PAIN_AFTER = re.compile(r"^\s*(?:pain|hurt|ache|discomfort|out\s+of|/\s*10|on\s+(?:a|the)\s+scale)\b", re.IGNORECASE)


def _leaks(text: str) -> list[tuple[int, int]]:
    """The (start, end) of every leaking phrase in ``text``."""
    spans = [match.span() for match in _ALWAYS.finditer(text)]
    for match in _LEVEL.finditer(text):
        if _PAIN_BEFORE.search(text[: match.start()]) or _PAIN_AFTER.match(text[match.end() :]):
            continue  # a pain score, not a triage level
        spans.append(match.span())
    return sorted(spans)


def leaks_triage_level(text: str | None) -> bool:
    """True when words to the patient give the level away: the scale, a level or category, a
    priority ("top priority"), an area ("resus") or a target wait ("seen within 10 minutes")."""
    return bool(text) and bool(_leaks(text))


def redact_triage_level(text: str, fallback: str = NEUTRAL_LINE) -> str:
    """``text`` with every clause that gives the level away removed, the rest kept.

    Works clause by clause ("You're a category two, so where does it hurt?" keeps "Where
    does it hurt?") so the patient still hears the question; whatever leak survives clause
    splitting is cut out by itself. When nothing with words is left, ``fallback`` is said
    instead: words to the patient must never be blank.
    """
    return drop_clauses(text, leaks_triage_level, fallback=fallback, spans=_leaks)
