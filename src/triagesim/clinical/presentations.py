"""Per-presentation triage facts (``data/presentations.yaml``): resources, ESI and ATS levels.

The rule code applies this table first and keeps only the combinations and vital-sign logic
that a per-concept table cannot say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .concepts import CONCEPTS
from .resources import resource_kind
from .tables import ClinicalTableError, load_table

__all__ = ["Presentation", "PRESENTATIONS", "LOCAL_PAIN"]


@dataclass(frozen=True)
class Presentation:
    resources: tuple[str, ...] = ()
    esi: tuple[int, str] | None = None
    ats: tuple[int, str] | None = None
    local_pain: bool = False  # pain from this source alone is local and low-risk: ATS 4 whatever its score


def _load(table: dict[str, Any] | None = None) -> dict[str, Presentation]:
    """The table read and checked; ``table`` stands in for presentations.yaml (tests)."""
    table = load_table("presentations.yaml") if table is None else table
    out = {}
    for name, entry in table.items():
        where = f"clinical/data/presentations.yaml, concept {name!r}"
        if name not in CONCEPTS:
            raise ClinicalTableError(f"{where}: not a concept of concepts.yaml")
        if not isinstance(entry, dict) or set(entry) - {"resources", "esi", "ats", "local_pain"}:
            raise ClinicalTableError(f"{where}: allowed fields are resources, esi, ats, local_pain")
        if not isinstance(entry.get("local_pain", False), bool):
            raise ClinicalTableError(f"{where}, field 'local_pain': expected true or false")
        levels = {}
        for key, allowed in (("esi", (1, 2)), ("ats", (1, 2, 3, 4))):
            value = entry.get(key)
            if value is None:
                continue
            if not (isinstance(value, list) and len(value) == 2 and value[0] in allowed and isinstance(value[1], str)):
                raise ClinicalTableError(f"{where}, field {key!r}: expected [level, why] with level in {allowed}")
            levels[key] = (int(value[0]), value[1])
        resources = entry.get("resources") or []
        if not isinstance(resources, list):
            raise ClinicalTableError(f"{where}, field 'resources': expected a list of resource names")
        for resource in resources:
            resource_kind(resource, f"{where}, field 'resources'")  # a name in no kind of resources.yaml is an error
        out[name] = Presentation(tuple(resources), levels.get("esi"), levels.get("ats"), entry.get("local_pain", False))
    return out


PRESENTATIONS: dict[str, Presentation] = _load()
LOCAL_PAIN = frozenset(name for name, entry in PRESENTATIONS.items() if entry.local_pain)
