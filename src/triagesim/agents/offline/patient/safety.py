"""The last filter on every reply: a patient never says a vital-sign number or triage vocabulary."""

from __future__ import annotations

import re


# What a patient never says: vital-sign numbers and triage vocabulary.
_VITAL_NUMBER = re.compile(
    r"\b(heart ?rate|pulse|oxygen(?: saturation)?|o2|sats?|saturation|spo2|blood pressure|bp|temperature|temp|"
    r"resp(?:iratory|iration)? rate|breathing rate|resprate|heartrate|sbp|dbp)"
    r"(?:\s*(?:is|was|were|of|at|around|about|reading|:|=|went|goes|up|down|to)\b)*\s*[:=]?\s*"
    r"\d+(?:[./]\d+)?(?:\s*(?:%|bpm|mmhg|degrees))?",
    re.IGNORECASE,
)
_HOME = re.compile(r"\bat home\b", re.IGNORECASE)


def _said(match: re.Match[str]) -> str:
    """A reading without its number, unless it is a temperature the family took at home (their own
    thermometer: clinical/data/barrier.yaml, home_readings)."""
    text = match.string
    start = max(text.rfind(".", 0, match.start()), text.rfind("?", 0, match.start()), text.rfind("!", 0, match.start()))
    end = min((i for i in (text.find(". ", match.end()), text.find("?", match.end()), text.find("!", match.end())) if i >= 0),
              default=len(text))
    if match.group(1).lower().startswith("temp") and _HOME.search(text, start + 1, end):
        return match.group(0)
    return match.group(1)
# (word that every match contains, in lower case; pattern; replacement): a reply without the word
# skips the pattern (a substring test is far cheaper than a regex pass over every reply).
_FORBIDDEN = [
    ("triage", re.compile(r"\btriage (?:level|category)\b", re.IGNORECASE), "assessment"),
    ("esi", re.compile(r"\bESI\b", re.IGNORECASE), ""),
    ("acuity", re.compile(r"\bacuity\b", re.IGNORECASE), ""),
    # a triage level by number ("level 2"), never "my oxygen levels" or "my sugar level"
    ("level", re.compile(r"\b(?:urgency )?levels? (?:[1-5]|one|two|three|four|five)\b", re.IGNORECASE), "how urgent"),
]


_DIGIT = re.compile(r"\d")
_SPACES = re.compile(r"\s{2,}")


def sanitise(text: str) -> str:
    if _DIGIT.search(text):  # a vital-sign reading has a number: most replies have none to look for
        text = _VITAL_NUMBER.sub(_said, text)
    lowered = text.lower()
    for word, pattern, replacement in _FORBIDDEN:
        if word in lowered:
            text = pattern.sub(replacement, text)
            lowered = text.lower()
    return _SPACES.sub(" ", text).replace(" ,", ",").replace(" .", ".").strip()
