"""Critical laboratory values said in the dialogue (``data/labs.yaml``)."""

from __future__ import annotations

import re
from functools import lru_cache

from .tables import ClinicalTableError, load_table

__all__ = ["critical_labs"]


def _load(table: dict) -> list[tuple[str, re.Pattern[str], float | None, float | None, float]]:
    rules = []
    for name, entry in table.items():
        where = f"clinical/data/labs.yaml, test {name!r}"
        if not isinstance(entry, dict) or not entry.get("words") or ("above" not in entry and "below" not in entry):
            raise ClinicalTableError(f"{where}: needs words and above or below")
        for field in ("above", "below", "per_mmol"):
            value = entry.get(field)
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0):
                raise ClinicalTableError(f"{where}, field {field!r}: {value!r} is not a positive number")
        words = "|".join(entry["words"])
        pattern = re.compile(rf"(?<![a-z])(?:{words})\s*(?:level\s*)?(?:of|is|was|=|:|at)?\s*(\d{{1,4}}(?:\.\d+)?)(?![\d.]*\s*(?:%|percent|out of|/10|years|mins?|minutes|hours|days))"
                             r"(\s*mmol)?")
        rules.append((name, pattern, entry.get("above"), entry.get("below"), float(entry.get("per_mmol", 1))))
    return rules


_RULES = _load(load_table("labs.yaml"))
_DIGIT = re.compile(r"\d")  # every rule reads a number: a text without a digit has no critical value


@lru_cache(maxsize=4096)
def critical_labs(text: str) -> tuple[str, ...]:
    """Each critical value in ``text``, as "potassium 7.8 (critical above 6)". Cached: the nurse
    hears every reply, and a patient's replies with numbers in them recur across episodes."""
    if not _DIGIT.search(text):
        return ()
    lowered = text.lower()
    found = []
    for name, pattern, above, below, per_mmol in _RULES:
        for match in pattern.finditer(lowered):
            # the thresholds are in US units (mg/dL, as MIMIC-IV-ED writes them): a value said in mmol/L
            # is converted first ("a sugar of 24 mmol" is 432 mg/dL, high, never a critical low 24)
            # a glucose with a decimal point is in mmol/L unsaid ("BGL 2.1", "BSL 28.4": no meter reads mg/dL in tenths)
            in_mmol = match.group(2) or (per_mmol != 1.0 and "." in match.group(1))
            value = float(match.group(1)) * (per_mmol if in_mmol else 1.0)
            if above is not None and value > above:
                found.append(f"{name} {value:g} (critical above {above:g})")
            elif below is not None and value < below:
                found.append(f"{name} {value:g} (critical below {below:g})")
    return tuple(found)
