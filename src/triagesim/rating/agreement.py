"""Agreement of ratings: between modalities (or raters), and with the ground truth.

The study's headline analysis: does the level a rater gives change when the conversation
reaches it as an ASR transcript or as audio instead of the original text? Two folders of
ratings are paired on ``run_id`` (only runs rated in both count) and compared with linear
and quadratic weighted kappa (``triagesim.scoring.aggregate``, the project's one
implementation), exact agreement and a 5 × 5 confusion matrix whose rows are the first
folder's levels and columns the second's. Against the ground truth the same figures come
with under- and over-triage (a level less, or more, urgent than the truth).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..errors import ArtifactError
from ..scoring.aggregate import LEVELS, STATISTICS, figure, weighted_kappa
from ..folders.artifacts import artifact_files
from .models import Rating

__all__ = ["load_ratings", "pair_figures", "truth_figures", "compare_folders"]

#: What ``triagesim rate`` writes beside the ratings: the folder's summary, or a comparison of folders.


def load_ratings(folder: Path) -> tuple[dict[str, Rating], list[dict[str, str]]]:
    """The ratings in ``folder`` by run id, and ``{file, reason}`` for files that are not ratings."""
    if not folder.is_dir():
        what = "is a file, not a folder" if folder.exists() else "folder not found"
        raise ArtifactError(f"{folder}: {what}; give a folder written by `triagesim rate --out`")
    ratings: dict[str, Rating] = {}
    skipped: list[dict[str, str]] = []
    for path in sorted(artifact_files(folder)):
        try:
            rating = Rating.model_validate(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError, ValueError) as error:  # pydantic's ValidationError is a ValueError
            skipped.append({"file": path.name, "reason": " ".join(str(error).split())[:200]})
            continue
        ratings[rating.run_id] = rating
    return ratings, skipped


def _confusion(pairs: Iterable[tuple[int, int]]) -> dict[str, dict[str, int]]:
    matrix = {str(a): {str(b): 0 for b in LEVELS} for a in LEVELS}
    for a, b in pairs:
        matrix[str(a)][str(b)] += 1
    return matrix


def pair_figures(pairs: list[tuple[int, int]]) -> dict[str, Any]:
    """Exact agreement, linear and quadratic weighted kappa, and the confusion matrix of (first, second) levels."""
    return {
        "n": len(pairs),
        "exact_agreement": sum(a == b for a, b in pairs) / len(pairs) if pairs else None,
        "kappa_linear": weighted_kappa(pairs, weights="linear"),
        "kappa_quadratic": weighted_kappa(pairs, weights="quadratic"),
        "confusion_matrix": _confusion(pairs),
    }


def truth_figures(ratings: Iterable[Rating]) -> dict[str, Any]:
    """The ratings against the ground truth: rows of the matrix are the true levels. Accuracy and
    under- / over-triage are the run summary's, ``evaluate``'s and the report's figures
    (``scoring.aggregate``), over the same confusion cells."""
    pairs = [(r.ground_truth, r.level) for r in ratings if r.ground_truth is not None]
    figures = pair_figures(pairs)
    del figures["exact_agreement"]
    totals: dict[str, float] = {"n": len(pairs)}
    for truth, level in pairs:
        totals[f"c{truth}{level}"] = totals.get(f"c{truth}{level}", 0) + 1
    for name in ("accuracy", "under_triage", "over_triage"):
        figures[name] = figure(STATISTICS[name], totals)
    return figures


def _label(rating: Rating) -> str:
    rater = rating.rater.get("model") or rating.rater.get("engine") or rating.rater.get("kind")
    return f"{rating.modality} / {rater}"


def compare_folders(folders: Mapping[str, Path]) -> dict[str, Any]:
    """Every folder against the truth, and every pair of folders against each other (in the order given)."""
    loaded = {name: load_ratings(path) for name, path in folders.items()}
    report: dict[str, Any] = {"folders": {}, "agreement": []}
    for name, (ratings, skipped) in loaded.items():
        first = next(iter(ratings.values()), None)
        report["folders"][name] = {
            "path": str(folders[name]),
            "ratings": len(ratings),
            "label": _label(first) if first else None,
            "modality": sorted({r.modality for r in ratings.values()}),
            "skipped": skipped,
            "versus_ground_truth": truth_figures(ratings.values()),
        }
    names = list(loaded)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            first, second = loaded[a][0], loaded[b][0]
            shared = sorted(set(first) & set(second))
            report["agreement"].append({
                "a": a,
                "b": b,
                "only_in_a": len(set(first) - set(second)),
                "only_in_b": len(set(second) - set(first)),
                **pair_figures([(first[run].level, second[run].level) for run in shared]),
            })
    return report
