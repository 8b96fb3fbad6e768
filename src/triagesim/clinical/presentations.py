"""Per-presentation triage facts (``data/presentations.yaml``): resources, ESI and ATS levels.

The rule code applies this table first and keeps only the combinations and vital-sign logic
that a per-concept table cannot say.

Not every ATS category the engine assigns is stated by docs/clinical-reference.md: where the
reference has no descriptor that fits, the category is the project's judgement, and the table
says so for a clinician to review (``ats_review`` here, ``data/ats_review.yaml`` for the rule
code's combinations and thresholds), as vitals.yaml does for the PALS limits. ``ats_review_markdown``
renders both into docs/clinical-tables.md, and a test keeps the two equal.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, NamedTuple, get_args

from .concepts import CONCEPTS
from .resources import resource_kind
from .tables import ClinicalTableError, load_table

__all__ = [
    "Presentation", "PRESENTATIONS", "LOCAL_PAIN", "AtsCategory", "ATS_CATEGORIES", "AtsCall", "AtsRule",
    "ats_review_calls", "ats_rule_calls", "ats_review_markdown",
]

AtsCategory = Literal[1, 2, 3, 4, 5]
ATS_CATEGORIES: tuple[int, ...] = get_args(AtsCategory)
_FIELDS = ("resources", "esi", "ats", "local_pain", "ats_review")


@dataclass(frozen=True)
class Presentation:
    resources: tuple[str, ...] = ()
    esi: tuple[int, str] | None = None
    ats: tuple[int, str] | None = None
    local_pain: bool = False  # pain from this source alone is local and low-risk: ATS 4 whatever its score
    ats_review: str | None = None  # the ATS category is the project's call, not the reference's: why, for a clinician


def _note(value: Any, where: str) -> str:
    """A review note: a sentence a clinician reads, so an empty or non-text one is a table error."""
    if not isinstance(value, str) or not value.strip():
        raise ClinicalTableError(f"{where}: expected a non-empty note (why this category; what the reference lacks)")
    return value.strip()


def _load(table: dict[str, Any] | None = None) -> dict[str, Presentation]:
    """The table read and checked; ``table`` stands in for presentations.yaml (tests)."""
    table = load_table("presentations.yaml") if table is None else table
    out = {}
    for name, entry in table.items():
        where = f"clinical/data/presentations.yaml, concept {name!r}"
        if name not in CONCEPTS:
            raise ClinicalTableError(f"{where}: not a concept of concepts.yaml")
        if not isinstance(entry, dict) or set(entry) - set(_FIELDS):
            raise ClinicalTableError(f"{where}: allowed fields are {', '.join(_FIELDS)}")
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
        review = None
        if "ats_review" in entry:
            if "ats" not in levels:
                raise ClinicalTableError(f"{where}, field 'ats_review': a note on an ATS category the entry does not give")
            review = _note(entry["ats_review"], f"{where}, field 'ats_review'")
        resources = entry.get("resources") or []
        if not isinstance(resources, list):
            raise ClinicalTableError(f"{where}, field 'resources': expected a list of resource names")
        for resource in resources:
            resource_kind(resource, f"{where}, field 'resources'")  # a name in no kind of resources.yaml is an error
        out[name] = Presentation(tuple(resources), levels.get("esi"), levels.get("ats"), entry.get("local_pain", False), review)
    return out


PRESENTATIONS: dict[str, Presentation] = _load()
LOCAL_PAIN = frozenset(name for name, entry in PRESENTATIONS.items() if entry.local_pain)


class AtsCall(NamedTuple):
    """A presentation whose ATS category is the project's judgement, not a descriptor of the reference."""

    concept: str
    category: int
    why: str
    review: str


def ats_review_calls(presentations: dict[str, Presentation] | None = None) -> list[AtsCall]:
    """The presentations marked ``ats_review``, in table order: what a clinician should check first."""
    presentations = PRESENTATIONS if presentations is None else presentations
    return [AtsCall(name, entry.ats[0], entry.ats[1], entry.ats_review)
            for name, entry in presentations.items() if entry.ats is not None and entry.ats_review is not None]


@dataclass(frozen=True)
class AtsRule:
    """An ATS rule of agents/offline/rules.py, named by the reason it gives, and where its category comes from:
    a descriptor of the reference (``reference``) or the project's judgement (``review``), never both."""

    rule: str
    category: int
    review: str | None = None
    reference: str | None = None


def _load_rules(table: dict[str, Any]) -> tuple[AtsRule, ...]:
    """ats_review.yaml read and checked; a test checks the rule names against rules.py."""
    rows = table.get("rules")
    if set(table) != {"rules"} or not isinstance(rows, list):
        raise ClinicalTableError("clinical/data/ats_review.yaml: expected one key, rules, holding a list")
    out: list[AtsRule] = []
    seen: set[str] = set()
    for number, row in enumerate(rows, start=1):
        where = f"clinical/data/ats_review.yaml, rule {number}"
        if not isinstance(row, dict) or not {"rule", "category"} <= set(row) <= {"rule", "category", "review", "reference"}:
            raise ClinicalTableError(f"{where}: expected rule, category, and one of review or reference")
        rule = row["rule"]
        if not isinstance(rule, str) or not rule.strip():
            raise ClinicalTableError(f"{where}, field 'rule': expected the rule's reason as rules.py writes it")
        where = f"clinical/data/ats_review.yaml, rule {rule!r}"
        if rule in seen:
            raise ClinicalTableError(f"{where}: listed twice")
        seen.add(rule)
        category = row["category"]
        if type(category) is not int or category not in ATS_CATEGORIES:
            raise ClinicalTableError(f"{where}, field 'category': expected one of {ATS_CATEGORIES}")
        if ("review" in row) == ("reference" in row):
            raise ClinicalTableError(f"{where}: give either review (the project's call) or reference (the descriptor)")
        key = "review" if "review" in row else "reference"
        out.append(AtsRule(rule, category, **{key: _note(row[key], f"{where}, field {key!r}")}))
    return tuple(out)


@lru_cache(maxsize=None)
def ats_rule_calls() -> tuple[AtsRule, ...]:
    """Every ATS rule of rules.py with its source; read on demand, since only reviews and docs need it."""
    return _load_rules(load_table("ats_review.yaml"))


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def ats_review_markdown() -> str:
    """The table of docs/clinical-tables.md's "ATS calls for clinician review": every judgement call, by category."""
    rows = [(call.category, 0, order, f"| {call.category} | {_cell(call.why)} | `presentations.yaml`: `{call.concept}` "
             f"| {_cell(call.review)} |") for order, call in enumerate(ats_review_calls())]
    rows += [(rule.category, 1, order, f"| {rule.category} | {_cell(rule.rule)} | rules.py, `ats_review.yaml` "
              f"| {_cell(rule.review)} |") for order, rule in enumerate(ats_rule_calls()) if rule.review is not None]
    header = ["| ATS | call | where | why this category; what the reference lacks |", "|---|---|---|---|"]
    return "\n".join(header + [line for *_, line in sorted(rows)]) + "\n"  # by category, tables in file order
