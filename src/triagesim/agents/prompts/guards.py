"""What the nurse must never say to a patient: the scale, a level, a category."""

from __future__ import annotations

import re

__all__ = ["leaks_triage_level"]


_LEAK = re.compile(
    r"\b(?:esi|ats)\b|\btriage\s+(?:level|category|score|scale)\b|\bcategory\s*(?:[1-5]|one|two|three|four|five)\b|"
    r"\b(?:level|priority)\s*[1-5]\b",
    re.IGNORECASE,
)


def leaks_triage_level(text: str | None) -> bool:
    """True when words to the patient name the scale or a level ("ESI", "triage level", "category 2")."""
    return bool(text) and _LEAK.search(text) is not None
