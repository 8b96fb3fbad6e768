"""The ages at which the rules treat a patient differently (``data/age_limits.yaml``).

One home for each age a rule compares with ("an older patient", "an adult's chest pain"), so
the ESI and ATS rules, the resource rules, the nurse's interview and who speaks at the desk
cannot drift apart, and a clinician reviews them in one table.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from .tables import ClinicalTableError, load_table

__all__ = ["AgeLimits", "AGE_LIMITS"]


@dataclass(frozen=True)
class AgeLimits:
    """Each age in years; ``age_limits.yaml`` says what each one decides."""

    adult_from: float
    older_from: float
    cardiac_pain_from: float
    hip_fracture_from: float
    newborn_under: float
    neonate_under: float
    infant_under: float
    crawling_from: float
    child_fever_under: float
    small_child_under: float
    speaks_for_self_from: float
    childbearing_from: float
    childbearing_to: float
    blood_thinners_from: float
    substances_from: float
    self_harm_from: float
    reask_from: float
    working_from: float
    working_to: float


def _load(table: dict[str, Any]) -> AgeLimits:
    """The table checked: exactly the ages the rules read, each a number of years."""
    file = "clinical/data/age_limits.yaml"
    wanted = [field.name for field in fields(AgeLimits)]
    if missing := [name for name in wanted if name not in table]:
        raise ClinicalTableError(f"{file}: missing {', '.join(missing)}")
    if unknown := [name for name in table if name not in wanted]:
        raise ClinicalTableError(f"{file}, entry {unknown[0]!r}: no rule reads it (known: {', '.join(wanted)})")
    for name, value in table.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
            raise ClinicalTableError(f"{file}, entry {name!r}: {value!r} is not an age in years")
    return AgeLimits(**table)


AGE_LIMITS: AgeLimits = _load(load_table("age_limits.yaml"))
