"""Belief values that fail a sanity check, flagged in the transcript viewer.

An extractor (the rule-based one, or an LLM) can put a right-looking value in the wrong slot: in
bundled case ts-014 "I'm 67 years old" was once recorded as the chest pain's duration, "67
years". Such a value reads as a finding to anyone skimming the belief state, so the viewer marks
it with the reason. The checks are about the value and what the artifact itself says (the
patient's recorded age, the evidence quoted), never about the extractor that produced it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["slot_warnings"]

_YEARS = re.compile(r"^(?:about |around |roughly |maybe )?(\d{1,3})\s+(?:years?|yrs?)$")
_SAID_AGE = r"\b{n}[- ](?:years?|yrs?)[- ]old\b|\b(?:i'?m|i am|he'?s|she'?s|aged?)\s+{n}\b"


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _duration_as_age(item: Mapping[str, Any], age: float | None) -> str | None:
    """A duration in years that is the patient's age, or longer than the patient has lived."""
    match = _YEARS.match(str(item.get("value", "")).strip().lower())
    if not match:
        return None
    years = int(match.group(1))
    evidence = str(item.get("evidence") or "").lower().replace("’", "'")
    if re.search(_SAID_AGE.format(n=years), evidence):
        return f"the evidence states an age ({years}), not how long the complaint has lasted"
    if age is not None and years >= age:
        return f"as long as or longer than the patient has lived (age {age:g}): an age read as a duration?"
    return None


def _pain_out_of_range(item: Mapping[str, Any], age: float | None) -> str | None:
    score = _number(item.get("value"))
    return None if score is None or 0 <= score <= 10 else f"a pain score is 0 to 10, got {score:g}"


_CHECKS = {"duration": _duration_as_age, "pain_severity": _pain_out_of_range}


def slot_warnings(belief: Mapping[str, Any], ground_truth: Mapping[str, Any]) -> list[dict[str, Any]]:
    """``{"slot", "index", "value", "reason"}`` for each belief value that fails its slot's check
    (``index``: its place in the slot's list, which the viewer marks)."""
    age = _number(ground_truth.get("age"))
    warnings = []
    for slot, check in _CHECKS.items():
        items = belief.get(slot)
        for index, item in enumerate(items if isinstance(items, list) else []):
            reason = check(item, age) if isinstance(item, Mapping) else None
            if reason:
                warnings.append({"slot": slot, "index": index, "value": item.get("value"), "reason": reason})
    return warnings
