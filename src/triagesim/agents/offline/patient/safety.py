"""The last filter on every reply: a patient never says a vital-sign number or triage vocabulary."""

from __future__ import annotations

import re

from .vocabulary import _FLAGS

# What a patient never says: vital-sign numbers and triage vocabulary.
_VITAL_NUMBER = re.compile(
    r"\b(heart ?rate|pulse|oxygen(?: saturation)?|o2|sats?|saturation|spo2|blood pressure|bp|temperature|temp|"
    r"resp(?:iratory|iration)? rate|breathing rate|resprate|heartrate|sbp|dbp)"
    r"(?:\s*(?:is|was|were|of|at|around|about|reading|:|=|went|goes|up|down|to)\b)*\s*[:=]?\s*"
    r"\d+(?:[./]\d+)?(?:\s*(?:%|bpm|mmhg|degrees))?",
    _FLAGS,
)
_FORBIDDEN = [
    (re.compile(r"\btriage (?:level|category)\b", _FLAGS), "assessment"),
    (re.compile(r"\bESI\b|\bacuity\b", _FLAGS), ""),
    (re.compile(r"\blevels?\b", _FLAGS), "amount"),
]


_DIGIT = re.compile(r"\d")


def _sanitise(text: str) -> str:
    if _DIGIT.search(text):  # a vital-sign reading has a number: most replies have none to look for
        text = _VITAL_NUMBER.sub(lambda m: m.group(1), text)
    for pattern, replacement in _FORBIDDEN:
        text = pattern.sub(replacement, text)
    return re.sub(r"\s{2,}", " ", text).replace(" ,", ",").replace(" .", ".").strip()
