"""The audit's statistics: paired effects with bootstrap intervals, exact paired tests, Holm's correction.

Per trait level against its reference, over the pairs where both episodes completed:

- **level shift**: the mean of (level − reference level) over pairs, positive when the level is
  a less urgent number; its test is the exact sign test of pairs moved up against pairs moved
  down (McNemar's test on the direction of change);
- **changed**: the share of pairs whose final level differs;
- **under-triage** and **severe under-triage**: each arm's rate (``scoring.aggregate``'s
  statistics), their difference, and the exact McNemar test on the discordant pairs (under in
  one arm only);
- **turns**, **patient words per line** and the **share of private facts told** (blood
  thinners, self-harm, drugs): each arm's value and the difference.

Intervals are the report's percentile bootstrap (``report.stats``): one draw of resampling
units for the whole audit, the same draw for both arms and for every comparison, so each
difference is paired. The unit is the pair by default (the paired design's unit, as McNemar's
test assumes), or the case (``unit="case"``): all pairs of a case drawn together, the wider
interval when a case's episodes behave alike. p-values are Holm-adjusted within each test
across the real comparisons; the placebo is a control and is tested alone.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..report.stats import Bootstrap, Tallies, difference, estimate
from ..report.summary import DIALOGUE
from ..scoring.aggregate import STATISTICS, Statistic, ratio
from .measures import DISCLOSED, Measures

__all__ = [
    "Unit",
    "Pair",
    "TESTS",
    "exact_binomial_p",
    "mcnemar_exact",
    "holm",
    "compare",
    "audit_statistics",
]

Unit = Literal["pair", "case"]

#: The tests whose p-values are Holm-adjusted together, each across the comparisons.
TESTS = ("level_shift", "under_triage", "severe_under_triage")

_PAIR_STATISTICS: dict[str, Statistic] = {
    "level_shift": lambda get: ratio(get("shift"), get("pairs")),
    "changed": lambda get: ratio(get("changed"), get("pairs")),
}
_ARM_STATISTICS: dict[str, Statistic] = {
    "under_triage": STATISTICS["under_triage"],
    "severe_under_triage": STATISTICS["severe_under_triage"],
    "turns": DIALOGUE["turns"],
    "patient_words_per_line": DIALOGUE["patient_words_per_utterance"],
    **{f"told_{kind}": (lambda kind: lambda get: ratio(get(f"{kind}:told"), get(f"{kind}:facts")))(kind) for kind in DISCLOSED},
}


@dataclass(frozen=True)
class Pair:
    """One pair of completed episodes: the reference level's and the compared level's."""

    pair_id: str
    base_run_id: str
    case_id: str
    reference: Measures
    level: Measures

    def unit(self, unit: Unit) -> str:
        return self.case_id if unit == "case" else self.base_run_id

    @property
    def shift(self) -> int:
        return self.level.level - self.reference.level  # type: ignore[operator]

    def tally(self) -> dict[str, float]:
        shift = self.shift
        return {"pairs": 1, "shift": shift, "changed": int(shift != 0), "up": int(shift > 0), "down": int(shift < 0)}


# ------------------------------------------------------------------ exact tests and the correction
def exact_binomial_p(successes: int, trials: int) -> float:
    """The two-sided exact binomial test of ``successes`` in ``trials`` against a probability of 1/2.

    The distribution is symmetric, so the two-sided p-value is twice the smaller tail, capped at 1
    (what ``scipy.stats.binomtest`` gives at p = 0.5). Summed in log space, so a test on many
    thousand discordant pairs neither overflows nor takes long. No trials: 1.
    """
    if trials < 0 or not 0 <= successes <= trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes} of {trials}")
    if trials == 0:
        return 1.0
    smaller = min(successes, trials - successes)
    logs = [math.lgamma(trials + 1) - math.lgamma(k + 1) - math.lgamma(trials - k + 1) - trials * math.log(2)
            for k in range(smaller + 1)]
    top = max(logs)
    tail = math.exp(top) * math.fsum(math.exp(value - top) for value in logs)
    return min(1.0, 2.0 * tail)


def mcnemar_exact(only_first: int, only_second: int) -> float:
    """McNemar's exact test: the discordant pairs (yes in one arm only) split 1:1 under no effect."""
    return exact_binomial_p(only_first, only_first + only_second)


def holm(pvalues: Sequence[float | None]) -> list[float | None]:
    """Holm's step-down adjustment (family-wise error), in the order given; None stays None and is not counted."""
    present = [index for index, p in enumerate(pvalues) if p is not None]
    ordered = sorted(present, key=lambda index: pvalues[index])  # type: ignore[arg-type, return-value]
    adjusted: list[float | None] = [None] * len(pvalues)
    running = 0.0
    for rank, index in enumerate(ordered):
        running = max(running, min(1.0, (len(ordered) - rank) * pvalues[index]))  # type: ignore[operator]
        adjusted[index] = running
    return adjusted


# ------------------------------------------------------------------ one comparison
def _discordant(pairs: Sequence[Pair], arm: str) -> tuple[int, int] | None:
    """(reference only, level only) for ``under`` or ``severe``, over pairs where both arms define it."""
    both = [(getattr(p.reference, arm), getattr(p.level, arm)) for p in pairs]
    both = [(a, b) for a, b in both if a is not None and b is not None]
    if not both:
        return None
    return sum(1 for a, b in both if a and not b), sum(1 for a, b in both if b and not a)


def compare(
    pairs: Sequence[Pair], bootstrap: Bootstrap, units: Mapping[str, int], unit: Unit
) -> dict[str, Any]:
    """Every figure of one trait level against its reference (p-values not yet adjusted)."""
    present = sorted({units[pair.unit(unit)] for pair in pairs})
    position = {index: row for row, index in enumerate(present)}
    rows: dict[str, list[list[Mapping[str, float]]]] = {side: [[] for _ in present] for side in ("pair", "reference", "level")}
    for pair in pairs:
        row = position[units[pair.unit(unit)]]
        rows["pair"][row].append(pair.tally())
        rows["reference"][row].append(pair.reference.tally)
        rows["level"][row].append(pair.level.tally)
    names = sorted({name for side in ("reference", "level") for unit_rows in rows[side] for tally in unit_rows for name in tally})
    pair_names, arm_names = Tallies(["pairs", "shift", "changed", "up", "down"]), Tallies(names)
    pair_table = pair_names.matrix(rows["pair"])
    tables = {side: arm_names.matrix(rows[side]) for side in ("reference", "level")}
    totals = {side: table.sum(axis=0) for side, table in tables.items()}
    replicates = {side: bootstrap.replicates(table, present) for side, table in tables.items()}
    pair_totals, pair_replicates = pair_table.sum(axis=0), bootstrap.replicates(pair_table, present)

    out: dict[str, Any] = {"pairs": len(pairs), "cases": len({pair.case_id for pair in pairs})}
    for name, statistic in _PAIR_STATISTICS.items():
        out[name] = estimate(statistic, pair_names, pair_totals, pair_replicates)
    up, down = int(pair_totals[pair_names.index["up"]]), int(pair_totals[pair_names.index["down"]])
    out["level_shift"].update(up=up, down=down, p=exact_binomial_p(up, up + down) if pairs else None)
    out["changed"]["cases"] = len({pair.case_id for pair in pairs if pair.shift != 0})
    for name, statistic in _ARM_STATISTICS.items():
        arms = {side: estimate(statistic, arm_names, totals[side], replicates[side])["value"] for side in ("reference", "level")}
        out[name] = {
            **arms,
            "difference": difference(statistic, arm_names, (totals["level"], totals["reference"]),
                                     (replicates["level"], replicates["reference"])),
        }
    for name, arm in (("under_triage", "under"), ("severe_under_triage", "severe")):
        discordant = _discordant(pairs, arm)
        out[name]["discordant"] = None if discordant is None else {"reference_only": discordant[0], "level_only": discordant[1]}
        out[name]["p"] = None if discordant is None else mcnemar_exact(*discordant)
    for kind in DISCLOSED:
        out[f"told_{kind}"]["pairs_with_fact"] = sum(1 for pair in pairs if f"{kind}:facts" in pair.reference.tally)
    return out


# ------------------------------------------------------------------ the whole audit
def audit_statistics(
    comparisons: Sequence[dict[str, Any]],
    pairs: Mapping[tuple[str, str], Sequence[Pair]],
    *,
    replicates: int,
    seed: int,
    unit: Unit,
) -> dict[str, Any]:
    """Fill each comparison (``trait``, ``level``, ``placebo`` given) with its figures, then Holm-adjust.

    ``pairs`` holds each comparison's completed pairs by (trait, level). Returns the bootstrap's
    description for the method section.
    """
    keys = sorted({pair.unit(unit) for group in pairs.values() for pair in group})
    units = {key: index for index, key in enumerate(keys)}
    bootstrap = Bootstrap.draw(len(keys), replicates, seed)
    for comparison in comparisons:
        group = pairs.get((comparison["trait"], comparison["level"]), [])
        comparison.update(compare(group, bootstrap, units, unit))
    for test in TESTS:
        family = [comparison for comparison in comparisons if not comparison["placebo"]]
        for comparison, adjusted in zip(family, holm([comparison[test]["p"] for comparison in family])):
            comparison[test]["p_holm"] = adjusted
        for comparison in comparisons:
            if comparison["placebo"]:
                comparison[test]["p_holm"] = comparison[test]["p"]  # a family of one
    return {"replicates": replicates, "seed": seed, "unit": unit, "units": len(keys),
            "interval": "95% percentile bootstrap, paired (one draw of units for both arms and every comparison)"}

