"""Vital-sign thresholds by age, read from ``data/vitals.yaml``.

One home for every number a rule compares a vital with, so the protocol nurse, the red-flag
rules and the LLM prompts cannot drift apart.
"""

from __future__ import annotations

from functools import lru_cache

from .tables import ClinicalTableError, load_table

__all__ = [
    "THRESHOLDS", "SPO2_DANGER_BELOW", "DANGER_MARGIN", "DANGER_TOGETHER", "CHILD_EXTREME_MARGIN", "danger_limits", "danger_zone_text",
    "child_vitals", "hypotension_below", "bradycardia_below", "child_limits_text", "MEASURED_ORDER", "PRESSURE_BEFORE_PULSE",
]

_TABLE = load_table("vitals.yaml")
THRESHOLDS: dict[str, float] = {name: float(value) for name, value in _TABLE["thresholds"].items()}
SPO2_DANGER_BELOW: float = float(_TABLE["spo2_danger_below"])
DANGER_MARGIN: dict[str, float] = {name: float(value) for name, value in _TABLE["danger_zone_margin"].items()}
DANGER_TOGETHER: int = int(_TABLE["danger_zone_together"])
MEASURED_ORDER: tuple[str, ...] = tuple(_TABLE["measured_order"])
# Concepts whose pressure is taken before the pulse (a bleed, a faint, anaphylaxis); names checked by tests/test_level_one_by_a_reading.py.
PRESSURE_BEFORE_PULSE: frozenset[str] = frozenset(_TABLE["pressure_before_pulse"])
_BANDS: list[dict] = list(_TABLE["danger_zone"])
for _band in _BANDS:
    if ("age_above" in _band) == ("age_from" in _band):
        raise ClinicalTableError(f"clinical/data/vitals.yaml, danger_zone band {_band.get('band')!r}: give exactly one of age_above, age_from")


_CHILDREN: dict = dict(_TABLE["children"])
_CHILD_UNTIL = float(_CHILDREN["adult_from"])
# How far above the danger-zone limit a child's HR or RR is extreme (its hr_extreme_above, rr_extreme_above).
CHILD_EXTREME_MARGIN: dict[str, float] = {name: float(value) for name, value in _CHILDREN["extreme_above_danger_zone"].items()}
_HYPOTENSION: list[dict] = list(_CHILDREN["hypotension"])
for _band in _HYPOTENSION:
    if "age_from" not in _band or "sbp_below" not in _band:
        raise ClinicalTableError(f"clinical/data/vitals.yaml, children hypotension band {_band.get('band')!r}: give age_from and sbp_below")
if [band["age_from"] for band in _HYPOTENSION] != sorted((band["age_from"] for band in _HYPOTENSION), reverse=True) or _HYPOTENSION[-1]["age_from"] != 0:
    raise ClinicalTableError("clinical/data/vitals.yaml, children hypotension: bands go from the oldest to age_from 0")


def _fits(band: dict, age: float) -> bool:
    return age > band["age_above"] if "age_above" in band else age >= band["age_from"]


@lru_cache(maxsize=1024)
def danger_limits(age: float | None) -> tuple[float, float]:
    """(HR, RR) above which the rate is in the ESI danger zone for this age; unknown age is adult.
    Cached: the rules ask about thirty times an episode, for the one age they heard."""
    if age is None:
        band = _BANDS[0]
    else:
        band = next((band for band in _BANDS if _fits(band, age)), _BANDS[-1])
    return float(band["hr_above"]), float(band["rr_above"])


def danger_zone_text() -> str:
    """The danger-zone table in words, for prompts."""
    bands = "; ".join(f"{band['band']}: HR > {band['hr_above']}, RR > {band['rr_above']}" for band in _BANDS)
    return f"{bands}; SpO2 < {SPO2_DANGER_BELOW:g} % at every age"


def child_vitals(age: float | None) -> bool:
    """A child's vital-sign limits apply: under ``children.adult_from`` (an unknown age is an adult).
    The one place the rules switch from a child's limits to an adult's."""
    return age is not None and age < _CHILD_UNTIL


@lru_cache(maxsize=1024)
def hypotension_below(age: float | None) -> float:
    """Systolic pressure below which a patient of this age is hypotensive: PALS for a child, else the adult line."""
    if not child_vitals(age):
        return THRESHOLDS["sbp_hypotension_below"]
    band = next(band for band in _HYPOTENSION if age >= band["age_from"])
    return float(band["sbp_below"]) + float(band.get("per_year", 0)) * age


def bradycardia_below(age: float | None) -> float:
    """Heart rate below which a patient of this age is bradycardic: PALS for a child, else the adult line."""
    return float(_CHILDREN["hr_bradycardia_below"]) if child_vitals(age) else THRESHOLDS["hr_bradycardia_below"]


def child_limits_text() -> dict[str, str]:
    """The children's limits in words, for prompts (``{child_hypotension}``, ``{child_bradycardia}``)."""
    def limit(band: dict) -> str:
        per_year = band.get("per_year")
        return f"{band['sbp_below']:g} + {per_year:g} x age in years" if per_year else f"{band['sbp_below']:g}"

    pressure = ", ".join(f"below {limit(band)} {band['band']}" for band in reversed(_HYPOTENSION))
    return {
        "child_hypotension": f"SBP {pressure}, and below {THRESHOLDS['sbp_hypotension_below']:g} from {_CHILD_UNTIL:g} years (mmHg)",
        "child_bradycardia": f"a heart rate below {_CHILDREN['hr_bradycardia_below']:g} /min under {_CHILD_UNTIL:g} years, "
                             f"below {THRESHOLDS['hr_bradycardia_below']:g} from {_CHILD_UNTIL:g} years",
    }
