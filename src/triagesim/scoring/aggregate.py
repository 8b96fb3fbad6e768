"""Every figure over many episodes, defined once: the run summary, ``evaluate`` and ``report`` all read them here.

Three copies used to disagree (F1 ``None`` in one and 0.0 in another; a run with nothing scored
read "0.0 %" in one place and "n/a" in the next), so each figure now has one definition:

- An episode adds *tallies*, named counts taken from its ``triagesim.utils`` metrics (never
  re-derived here): ``n`` and the confusion cell ``c<truth><prediction>`` when it is scored (the
  spec's ``correct is not None``), its first correct turn, its red-flag true / false positives
  and negatives when it has expert flags, its belief coverage (``episode_tally``).
- A figure is a *statistic*: a function of the summed tallies, read through a getter (tally
  name -> total). The same statistic evaluates on plain totals (the run summary, ``evaluate``)
  and on NumPy arrays of bootstrap replicates (``report``), so a value and its interval can
  never come from two formulas.
- Undefined is not zero. A figure with nothing to count over (no scored episode, a zero
  denominator, kappa when both raters used one same level, F1 where the spec's derivation has
  none) is NaN inside the arithmetic, ``None`` at the boundary (``value``) and ``n/a`` on
  screen (``percent``, ``decimal``): never 0.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = [
    "LEVELS",
    "Getter",
    "Statistic",
    "STATISTICS",
    "ratio",
    "f1",
    "kappa_parts",
    "kappa",
    "weighted_kappa",
    "cells",
    "level_statistics",
    "flag_statistics",
    "RAW_FLAGS",
    "triage_tally",
    "flag_tally",
    "coverage_tally",
    "episode_tally",
    "UNSCORED",
    "unscored_notes",
    "figure",
    "value",
    "median_turn_first_correct",
    "percent",
    "decimal",
]

LEVELS = (1, 2, 3, 4, 5)

#: Tally name -> its total: a number (plain totals) or a NumPy array (bootstrap replicates).
Getter = Callable[[str], Any]
#: A figure, as a function of the tallies.
Statistic = Callable[[Getter], Any]


# ------------------------------------------------------------------ arithmetic on numbers and arrays alike
def _plain(*values: Any) -> bool:
    """True for plain numbers (NumPy's float64 is one), False for arrays: NumPy is imported only for arrays,
    so a batch that never reports intervals never loads it."""
    return all(isinstance(item, (int, float)) for item in values)


def ratio(numerator: Any, denominator: Any) -> Any:
    """``numerator / denominator``, NaN where the denominator is 0 (undefined, not zero)."""
    if _plain(numerator, denominator):
        return numerator / denominator if denominator else math.nan
    import numpy as np

    numerator, denominator = np.asarray(numerator, dtype=float), np.asarray(denominator, dtype=float)
    out = np.full(np.broadcast(numerator, denominator).shape, np.nan)
    np.divide(numerator, denominator, out=out, where=denominator != 0)
    return out


def f1(precision: Any, recall: Any) -> Any:
    """F1 as the metrics spec derives it: ``2 * p * r / (p + r) if p and r else None``.

    So it is undefined (NaN) unless precision and recall are both defined and above zero: with
    no true positive there is no F1 to report, only a precision and a recall of 0.
    """
    if _plain(precision, recall):
        return 2 * precision * recall / (precision + recall) if precision > 0 and recall > 0 else math.nan
    import numpy as np

    precision, recall = np.asarray(precision, dtype=float), np.asarray(recall, dtype=float)
    with np.errstate(invalid="ignore"):
        both = (precision > 0) & (recall > 0)  # NaN > 0 is False: undefined stays undefined
        return np.where(both, ratio(2 * precision * recall, precision + recall), np.nan)


def kappa_parts(matrix: Any, *, weights: str = "linear") -> tuple[Any, Any]:
    """Cohen's weighted kappa of a square confusion matrix as ``(disagreement, chance)``: kappa = 1 - d / c.

    ``matrix[i][j]`` counts truth level i+1 against prediction level j+1. Both parts are scaled
    by n (no division here), so the cells may be plain numbers or NumPy arrays of bootstrap
    replicates: the one formula serves ``weighted_kappa`` and the report's confidence intervals.
    ``c == 0`` means kappa is undefined (no pairs, or both raters always gave one same level).
    """
    if weights not in ("linear", "quadratic"):
        raise ValueError(f"weights must be 'linear' or 'quadratic', got {weights!r}")
    power = 2 if weights == "quadratic" else 1
    size = len(matrix)
    rows = [sum(matrix[i][j] for j in range(size)) for i in range(size)]
    columns = [sum(matrix[i][j] for i in range(size)) for j in range(size)]
    n = sum(rows)
    disagreement = n * sum(matrix[i][j] * abs(i - j) ** power for i in range(size) for j in range(size))
    chance = sum(rows[i] * columns[j] * abs(i - j) ** power for i in range(size) for j in range(size))
    return disagreement, chance


def kappa(get: Getter, *, weights: str = "linear") -> Any:
    """Weighted kappa from the confusion tallies ``c<t><p>``."""
    disagreement, chance = kappa_parts([[get(f"c{t}{p}") for p in LEVELS] for t in LEVELS], weights=weights)
    return 1 - ratio(disagreement, chance)


def weighted_kappa(pairs: list[tuple[int, int]], *, weights: str = "linear", levels: int = 5) -> float | None:
    """Cohen's weighted kappa of (truth, prediction) pairs on a 1..``levels`` scale.

    Triage studies report it because an error of two levels is worse than one: linear
    weights charge |i - j|, quadratic (i - j)^2. None when it is undefined (no pairs, or
    both raters always gave one and the same level). A level outside 1..``levels`` is a
    caller's bug and raises ``ValueError``.
    """
    if not pairs:
        return None
    matrix = [[0] * levels for _ in range(levels)]
    for truth, pred in pairs:
        if not (1 <= truth <= levels and 1 <= pred <= levels):
            raise ValueError(f"level pair {(truth, pred)!r} is outside 1..{levels}")
        matrix[truth - 1][pred - 1] += 1
    disagreement, chance = kappa_parts(matrix, weights=weights)
    return value(1 - ratio(disagreement, chance))


# ------------------------------------------------------------------ the statistics
def cells(get: Getter, keep: Callable[[int, int], bool], weight: Callable[[int, int], float] | None = None) -> Any:
    """The confusion cells ``(truth, prediction)`` that ``keep`` selects, summed (each times ``weight``)."""
    return sum(
        (get(f"c{t}{p}") * (1 if weight is None else weight(t, p)) for t in LEVELS for p in LEVELS if keep(t, p)), 0
    )


def _scored(get: Getter) -> Any:
    return get("n")


#: Every triage figure by name; a command picks the ones it shows. Rates are over scored episodes.
STATISTICS: dict[str, Statistic] = {
    "n": _scored,
    "accuracy": lambda get: ratio(cells(get, lambda t, p: t == p), _scored(get)),
    # pred - truth > 0: a higher, less urgent number (the spec's sign convention)
    "under_triage": lambda get: ratio(cells(get, lambda t, p: p > t), _scored(get)),
    "over_triage": lambda get: ratio(cells(get, lambda t, p: p < t), _scored(get)),
    "under_triage_2plus": lambda get: ratio(cells(get, lambda t, p: p - t >= 2), _scored(get)),
    # of episodes whose true level is 1 or 2, the share assigned 3 or worse
    "severe_under_triage": lambda get: ratio(cells(get, lambda t, p: t <= 2 and p >= 3), cells(get, lambda t, p: t <= 2)),
    "mean_absolute_error": lambda get: ratio(cells(get, lambda t, p: True, lambda t, p: abs(t - p)), _scored(get)),
    "kappa_linear": lambda get: kappa(get, weights="linear"),
    "kappa_quadratic": lambda get: kappa(get, weights="quadratic"),
    "first_correct_reached": lambda get: ratio(get("first_correct"), _scored(get)),
    "mean_turn_first_correct": lambda get: ratio(get("first_correct_turn"), get("first_correct")),
    # belief coverage, over every completed episode (scored or not)
    "mean_vitals_known": lambda get: ratio(get("vitals_known"), get("episodes")),
    "has_pain_severity": lambda get: ratio(get("pain_severity"), get("episodes")),
    "has_explanation": lambda get: ratio(get("explained"), get("episodes")),
}


def level_statistics(level: int) -> dict[str, Statistic]:
    """One triage level's figures: episodes truly at it (``runs``) and assigned it (``predicted``); of
    those truly at it, the shares assigned it, a less urgent and a more urgent level; precision,
    recall and F1 of assigning it (its ``accuracy`` is its recall)."""
    actual = lambda get: cells(get, lambda t, p: t == level)  # noqa: E731
    predicted = lambda get: cells(get, lambda t, p: p == level)  # noqa: E731
    hit = lambda get: get(f"c{level}{level}")  # noqa: E731
    precision = lambda get: ratio(hit(get), predicted(get))  # noqa: E731
    recall = lambda get: ratio(hit(get), actual(get))  # noqa: E731
    return {
        "runs": actual,
        "predicted": predicted,
        "accuracy": recall,
        "under_triage": lambda get: ratio(cells(get, lambda t, p: t == level and p > t), actual(get)),
        "over_triage": lambda get: ratio(cells(get, lambda t, p: t == level and p < t), actual(get)),
        "precision": precision,
        "recall": recall,
        "f1": lambda get: f1(precision(get), recall(get)),
    }


def flag_statistics(tp: str, fp: str, fn: str) -> dict[str, Statistic]:
    """Micro-averaged precision, recall and F1 from the pooled tallies named ``tp``, ``fp``, ``fn``."""
    precision = lambda get: ratio(get(tp), get(tp) + get(fp))  # noqa: E731
    recall = lambda get: ratio(get(tp), get(tp) + get(fn))  # noqa: E731
    return {"precision": precision, "recall": recall, "f1": lambda get: f1(precision(get), recall(get))}


#: The spec's red flags (exact string match), pooled over the episodes that have expert flags.
RAW_FLAGS = flag_statistics("raw_tp", "raw_fp", "raw_fn")


# ------------------------------------------------------------------ tallies of one episode
def triage_tally(triage: Mapping[str, Any]) -> dict[str, int]:
    """A scored episode's ``n``, confusion cell and first correct turn (``compute_all_metrics``'s
    ``triage`` block, or ``triage_decision_metrics``); for an unscored one, why (``UNSCORED``)."""
    if triage.get("correct") is None:
        return {"unscored_no_truth" if triage.get("ground_truth") is None else "unscored_no_level": 1}
    tally = {"n": 1, f"c{triage['ground_truth']}{triage['final_prediction']}": 1}
    first = triage.get("first_correct_turn")
    if first is not None:
        tally.update(first_correct=1, first_correct_turn=first)
    return tally


def flag_tally(red_flags: Mapping[str, Any]) -> dict[str, int]:
    """The spec's true / false positives and negatives (``red_flag_metrics``); nothing without expert flags."""
    if "expert_red_flags" not in red_flags:
        return {}
    return {
        "raw_runs": 1,
        "raw_tp": len(red_flags["true_positives"]),
        "raw_fp": len(red_flags["false_positives"]),
        "raw_fn": len(red_flags["false_negatives"]),
    }


def coverage_tally(metrics: Mapping[str, Any]) -> dict[str, int]:
    """What a completed episode's belief and final explanation held."""
    coverage = metrics["belief_coverage"]
    return {
        "episodes": 1,
        "vitals_known": coverage["num_vitals_known"],
        "pain_severity": int(coverage["has_pain_severity"]),
        "explained": int(metrics["explanation"]["has_explanation"]),
    }


def episode_tally(metrics: Mapping[str, Any]) -> dict[str, int]:
    """Every tally of one completed episode, from its ``compute_all_metrics`` output."""
    return {**triage_tally(metrics["triage"]), **flag_tally(metrics["red_flags"]), **coverage_tally(metrics)}


# ------------------------------------------------------------------ what is left out, and why
#: Why a completed episode is not in the triage figures: its tally, and the words for it.
UNSCORED = {
    "unscored_no_truth": "no {scale} label",  # an ATS run over cases labelled with ESI only
    "unscored_no_level": "no final level",
}
_SCALES = {"esi": "ESI", "ats": "ATS"}


def unscored_notes(totals: Mapping[str, float], scale: str | None = None) -> list[str]:
    """Why some completed episodes are left out of the triage figures, one phrase per reason:
    "24 episodes have no ATS label: not scored". ``scale``: the triage scale they were played
    under, when there is one (else "reference" label). A figure "over 42" then explains itself."""
    notes = []
    for name, reason in UNSCORED.items():
        count = int(totals.get(name, 0))
        if count:
            label = reason.format(scale=_SCALES.get(scale or "", "reference"))
            notes.append(f"{count} episode{'s have' if count != 1 else ' has'} {label}: not scored")
    return notes


# ------------------------------------------------------------------ values and how they are shown
def value(number: Any) -> float | None:
    """A figure as reported: a float, or None where it is undefined (NaN)."""
    if number is None:
        return None
    number = float(number)
    return None if math.isnan(number) else number


def figure(statistic: Statistic, totals: Mapping[str, float]) -> float | None:
    """``statistic`` over plain ``totals`` (tally name -> sum; a missing tally is 0)."""
    return value(statistic(lambda name: totals.get(name, 0)))


def median_turn_first_correct(triages: Iterable[Mapping[str, Any]]) -> float | None:
    """The median first correct turn over scored episodes that stated the true level (the spec's
    aggregation example); the one figure that is not a sum, so it is taken from the episodes."""
    turns = [t["first_correct_turn"] for t in triages if t["correct"] is not None and t.get("first_correct_turn") is not None]
    return statistics.median(turns) if turns else None


def percent(rate: float | None) -> str:
    """A rate as every command prints it: one decimal, ``n/a`` when undefined (never 0)."""
    return "n/a" if rate is None else f"{rate:.1%}"


def decimal(number: float | None) -> str:
    """A kappa or an error in levels as every command prints it: three decimals, ``n/a`` when undefined."""
    return "n/a" if number is None else f"{number:.3f}"
