"""Seeded bootstrap over additive tallies: one resampling serves every statistic and every group.

Every figure the report gives is a function of sums over episodes (confusion-matrix cells,
red-flag true / false positives, turns, words, hallucinated citations...). So each episode
carries a *tally* (named counts), each resampling unit (an episode, or a case when a case was
played several times) the sum of its episodes' tallies, and one bootstrap replicate is a
weighted sum of unit tallies: ``replicates = W @ U`` with ``W[b, u]`` how often unit ``u`` was
drawn in replicate ``b``. The same ``W`` is used for every group, so differences between groups
that share cases (one run folder per nurse model on the same cases) are paired, as they should be.

Statistics are written once (``scoring.aggregate``, shared with ``evaluate`` and the run summary)
and evaluated both on the totals (the value) and on the replicates (the 95 % percentile
interval). A value that is undefined (no episodes, a zero denominator) is ``None``; replicates
where it is undefined are left out of the interval.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..scoring.aggregate import Statistic, value

__all__ = [
    "Tallies",
    "Bootstrap",
    "estimate",
    "difference",
]


class Tallies:
    """Named additive counts of a set of units: a units × names matrix, built row by row."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.index = {name: position for position, name in enumerate(self.names)}

    def matrix(self, units: Sequence[Iterable[Mapping[str, float]]]) -> np.ndarray:
        """One row per unit: the sum of its episodes' tallies (an empty unit is a row of zeros)."""
        out = np.zeros((len(units), len(self.names)))
        for row, tallies in enumerate(units):
            for tally in tallies:
                for name, value in tally.items():
                    out[row, self.index[name]] += value
        return out


@dataclass(frozen=True)
class Bootstrap:
    """The resampling shared by the whole report: ``weights[b, u]`` draws of unit ``u`` in replicate ``b``."""

    weights: np.ndarray
    seed: int

    @classmethod
    def draw(cls, units: int, replicates: int, seed: int) -> "Bootstrap":
        """``replicates`` resamples of ``units`` units with replacement; the same seed gives the same draws."""
        rng = np.random.default_rng(seed)
        if units == 0 or replicates == 0:
            return cls(np.zeros((replicates, units)), seed)
        picks = rng.integers(0, units, size=(replicates, units))
        weights = np.zeros((replicates, units))
        np.add.at(weights, (np.arange(replicates)[:, None], picks), 1)
        return cls(weights, seed)

    def replicates(self, unit_tallies: np.ndarray, units: Sequence[int]) -> np.ndarray:
        """Replicate totals of a group whose rows ``unit_tallies`` are the units ``units`` of the draw."""
        return self.weights[:, list(units)] @ unit_tallies


def _column_getter(table: np.ndarray, tallies: Tallies) -> Callable[[str], np.ndarray]:
    """Columns by name; a tally no episode has (no level-3 cases, no LLM usage) is all zeros."""
    zeros = np.zeros(table.shape[:-1])
    return lambda name: table[..., tallies.index[name]] if name in tallies.index else zeros


def _interval(values: np.ndarray) -> list[float] | None:
    """The 2.5th and 97.5th percentiles (NumPy's default linear interpolation, without its per-call overhead)."""
    finite = np.sort(values[~np.isnan(values)])
    if finite.size == 0:
        return None
    bounds = []
    for share in (0.025, 0.975):
        position = share * (finite.size - 1)
        below = int(position)
        above = min(below + 1, finite.size - 1)
        bounds.append(float(finite[below] + (finite[above] - finite[below]) * (position - below)))
    return bounds


def estimate(
    statistic: Statistic, tallies: Tallies, totals: np.ndarray, replicates: np.ndarray
) -> dict[str, Any]:
    """``{"value": x, "ci95": [lo, hi]}``; ``None`` where undefined (the interval too)."""
    with np.errstate(invalid="ignore", divide="ignore"):
        number = statistic(_column_getter(totals, tallies))
        spread = np.asarray(statistic(_column_getter(replicates, tallies)), dtype=float)
    number = value(number)
    return {"value": number, "ci95": None if number is None else _interval(spread)}


def difference(
    statistic: Statistic,
    tallies: Tallies,
    totals: tuple[np.ndarray, np.ndarray],
    replicates: tuple[np.ndarray, np.ndarray],
) -> dict[str, Any]:
    """Group minus reference, with the interval of the paired replicate differences."""
    with np.errstate(invalid="ignore", divide="ignore"):
        values = [statistic(_column_getter(total, tallies)) for total in totals]
        spreads = [np.asarray(statistic(_column_getter(rep, tallies)), dtype=float) for rep in replicates]
    number = value(values[0] - values[1])
    return {"value": number, "ci95": None if number is None else _interval(spreads[0] - spreads[1])}
