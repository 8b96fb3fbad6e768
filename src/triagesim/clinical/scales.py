"""The triage scales as data: ESI decision points (``data/esi.yaml``), ATS descriptors
(``data/ats.yaml``) and what a nurse reads at a glance (``data/assessment.yaml``: AVPU, a
child's limits).

The words live in YAML so a clinician can review them without Python; this module only
checks and resolves them, once, at import. Two things keep each fact in one home:

- numbers are written ``{name}`` and filled in from ``vitals.yaml`` (its thresholds, plus
  ``spo2_danger_below`` and ``danger_zone``, the age bands in words) and ``age_limits.yaml``
  (``{older_from}``), so the prompt, the protocol nurse and the red-flag rules compare a vital
  or an age with the same limit;
- a presentation that ``presentations.yaml`` already grades is named, not restated
  (``{presentation: acs}``): its reason is shown, and its level must be the section's level,
  so the two tables cannot silently disagree.

A broken table is a ``ClinicalTableError`` naming the file and the entry. Rendering into
prompt text is ``agents/llm/prompts/scales.py``'s job.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal

from .age_limits import AGE_LIMITS
from .presentations import PRESENTATIONS
from .tables import ClinicalTableError, load_table
from .vitals import SPO2_DANGER_BELOW, THRESHOLDS, child_limits_text, danger_zone_text

__all__ = [
    "ItemList",
    "DecisionPoint",
    "FeverBand",
    "EsiGuide",
    "AtsCategory",
    "AtsGuide",
    "AVPU",
    "CHILD_LIMITS",
    "ESI_GUIDE",
    "ATS_GUIDE",
    "fahrenheit_to_celsius",
]

# The values ``{name}`` may refer to in the scale tables: vitals.yaml's, and the ages of age_limits.yaml.
_NUMBERS: dict[str, Any] = {
    **THRESHOLDS, "spo2_danger_below": SPO2_DANGER_BELOW, "danger_zone": danger_zone_text(), **child_limits_text(),
    **asdict(AGE_LIMITS),
}


@dataclass(frozen=True)
class ItemList:
    """A labelled list in a decision point ("Life-saving interventions": ...)."""

    label: str
    items: tuple[str, ...]


@dataclass(frozen=True)
class DecisionPoint:
    """One ESI decision point: the question, its lists and notes, and where the answer leads."""

    point: str
    question: str
    level: int | None
    lists: tuple[ItemList, ...]
    notes: tuple[str, ...]
    outcome: str


@dataclass(frozen=True)
class FeverBand:
    """One paediatric fever rule: an age band, a temperature limit (°F) and what it means."""

    ages: str
    comparison: Literal[">=", ">"]
    temp_f: float
    rule: str
    days: tuple[int, int]  # the age band in days of life, inclusive
    level: int  # the ESI level the protocol nurse assigns at least

    def applies(self, age_years: float | None, temp_f: float | None) -> bool:
        """A child of this age with this temperature falls under the rule (an unknown age is an adult)."""
        if age_years is None or temp_f is None:
            return False
        days = age_years * 365
        hot = temp_f >= self.temp_f if self.comparison == ">=" else temp_f > self.temp_f
        return self.days[0] <= days <= self.days[1] + 0.999 and hot

    @property
    def temp_c(self) -> float:
        return fahrenheit_to_celsius(self.temp_f)


@dataclass(frozen=True)
class EsiGuide:
    intro: str
    points: tuple[DecisionPoint, ...]
    fever_title: str
    fever_bands: tuple[FeverBand, ...]
    closing: str


@dataclass(frozen=True)
class AtsCategory:
    category: int
    name: str
    wait: str
    descriptors: tuple[str, ...]


@dataclass(frozen=True)
class AtsGuide:
    intro: str
    categories: tuple[AtsCategory, ...]
    notes: tuple[str, ...]
    closing: str


def fahrenheit_to_celsius(value: float) -> float:
    """°F to °C, to one decimal (MIMIC records °F; clinicians also think in °C)."""
    return round((value - 32) * 5 / 9, 1)


def _text(value: Any, where: str) -> str:
    """A table string with its ``{name}`` numbers filled in."""
    if not isinstance(value, str) or not value.strip():
        raise ClinicalTableError(f"{where}: expected text")
    try:
        return " ".join(value.format_map(_NUMBERS).split())
    except (KeyError, ValueError, IndexError) as error:
        raise ClinicalTableError(f"{where}: {value!r} names an unknown number ({error}); see vitals.yaml thresholds") from None


def _item(value: Any, where: str, scale: Literal["esi", "ats"], level: int | None) -> str:
    """A list item: text, or ``{presentation: name}`` resolved to presentations.yaml's reason."""
    if isinstance(value, dict):
        if set(value) != {"presentation"}:
            raise ClinicalTableError(f"{where}: an item is text or {{presentation: <concept>}}, got {value!r}")
        name = value["presentation"]
        presentation = PRESENTATIONS.get(name)
        graded = getattr(presentation, scale, None) if presentation else None
        if graded is None:
            raise ClinicalTableError(f"{where}: presentations.yaml gives {name!r} no {scale} level")
        if graded[0] != level:
            raise ClinicalTableError(
                f"{where}: presentations.yaml grades {name!r} {scale.upper()} {graded[0]}, but it is listed under {level}"
            )
        return graded[1]
    return _text(value, where)


def _items(values: Any, where: str, scale: Literal["esi", "ats"], level: int | None) -> tuple[str, ...]:
    if not isinstance(values, list) or not values:
        raise ClinicalTableError(f"{where}: expected a non-empty list")
    return tuple(_item(value, f"{where}, item {number}", scale, level) for number, value in enumerate(values, 1))


def _load_esi() -> EsiGuide:
    file = "clinical/data/esi.yaml"
    table = load_table("esi.yaml")
    points = []
    for entry in table["decision_points"]:
        where = f"{file}, decision point {entry.get('point')!r}"
        level = entry.get("level")
        lists = tuple(
            ItemList(_text(item["label"], f"{where}, list label"), _items(item.get("items"), f"{where}, list {item['label']!r}", "esi", level))
            for item in entry.get("lists") or ()
        )
        points.append(
            DecisionPoint(
                point=str(entry["point"]),
                question=_text(entry["question"], f"{where}, question"),
                level=level,
                lists=lists,
                notes=tuple(_text(note, f"{where}, note") for note in entry.get("notes") or ()),
                outcome=_text(entry["outcome"], f"{where}, outcome"),
            )
        )
    fever = table["paediatric_fever"]
    bands = []
    for entry in fever["bands"]:
        where = f"{file}, paediatric_fever band {entry.get('ages')!r}"
        keys = {"at_or_above", "above"} & set(entry)
        if len(keys) != 1:
            raise ClinicalTableError(f"{where}: give exactly one of at_or_above, above")
        key = keys.pop()
        limit = entry[key]
        if isinstance(limit, str):
            if limit not in THRESHOLDS:
                raise ClinicalTableError(f"{where}: {limit!r} is not a threshold of vitals.yaml")
            limit = THRESHOLDS[limit]
        days, level = entry.get("days"), entry.get("level")
        if not (isinstance(days, list) and len(days) == 2 and all(isinstance(d, int) for d in days) and days[0] <= days[1]):
            raise ClinicalTableError(f"{where}: days must be [first, last] days of life, e.g. [29, 90]")
        if level not in (1, 2, 3, 4, 5):
            raise ClinicalTableError(f"{where}: level must be an ESI level 1-5")
        bands.append(FeverBand(_text(entry["ages"], where), ">=" if key == "at_or_above" else ">", float(limit),
                               _text(entry["rule"], where), (days[0], days[1]), level))
    return EsiGuide(
        intro=_text(table["intro"], f"{file}, intro"),
        points=tuple(points),
        fever_title=_text(fever["title"], f"{file}, paediatric_fever title"),
        fever_bands=tuple(bands),
        closing=_text(table["closing"], f"{file}, closing"),
    )


def _load_ats() -> AtsGuide:
    file = "clinical/data/ats.yaml"
    table = load_table("ats.yaml")
    categories = []
    for entry in table["categories"]:
        number = entry.get("category")
        where = f"{file}, category {number!r}"
        if number not in (1, 2, 3, 4, 5):
            raise ClinicalTableError(f"{where}: category must be 1-5")
        categories.append(
            AtsCategory(number, _text(entry["name"], where), _text(entry["wait"], where), _items(entry.get("descriptors"), where, "ats", number))
        )
    if [category.category for category in categories] != [1, 2, 3, 4, 5]:
        raise ClinicalTableError(f"{file}: categories must be 1 to 5, in order")
    return AtsGuide(
        intro=_text(table["intro"], f"{file}, intro"),
        categories=tuple(categories),
        notes=tuple(_text(note, f"{file}, note") for note in table.get("notes") or ()),
        closing=_text(table["closing"], f"{file}, closing"),
    )


def _load_assessment() -> tuple[dict[str, str], tuple[str, ...]]:
    file = "clinical/data/assessment.yaml"
    table = load_table("assessment.yaml")
    avpu = {str(letter): _text(meaning, f"{file}, avpu {letter!r}") for letter, meaning in table["avpu"].items()}
    if list(avpu) != ["A", "V", "P", "U"]:
        raise ClinicalTableError(f"{file}: avpu must define A, V, P, U in that order")
    return avpu, tuple(_text(line, f"{file}, child_limits") for line in table["child_limits"])


ESI_GUIDE: EsiGuide = _load_esi()
ATS_GUIDE: AtsGuide = _load_ats()
AVPU, CHILD_LIMITS = _load_assessment()
