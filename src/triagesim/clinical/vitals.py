"""Vital-sign thresholds by age, read from ``data/vitals.yaml``.

One home for every number a rule compares a vital with, so the protocol nurse, the red-flag
rules and the LLM prompts cannot drift apart.
"""

from __future__ import annotations

from functools import lru_cache

from .tables import ClinicalTableError, load_table

__all__ = ["THRESHOLDS", "SPO2_DANGER_BELOW", "DANGER_MARGIN", "danger_limits", "danger_zone_text"]

_TABLE = load_table("vitals.yaml")
THRESHOLDS: dict[str, float] = {name: float(value) for name, value in _TABLE["thresholds"].items()}
SPO2_DANGER_BELOW: float = float(_TABLE["spo2_danger_below"])
DANGER_MARGIN: dict[str, float] = {name: float(value) for name, value in _TABLE["danger_zone_margin"].items()}
_BANDS: list[dict] = list(_TABLE["danger_zone"])
for _band in _BANDS:
    if ("age_above" in _band) == ("age_from" in _band):
        raise ClinicalTableError(f"clinical/data/vitals.yaml, danger_zone band {_band.get('band')!r}: give exactly one of age_above, age_from")


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
