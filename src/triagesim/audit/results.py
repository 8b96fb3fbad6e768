"""From a finished audit folder to ``audit.json``, ``audit.html`` and the forest plot.

The pairs are found from the base episodes the audit planned (their run ids name every level's
artifact, ``design.audit_run_id``), never from a listing of the folder, so artifacts another
audit left there (a trait no longer asked for) do not enter the figures. An episode that did
not complete drops its pair, and the output says which pair and why.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from ..errors import ArtifactError
from ..folders.artifacts import AUDIT_FILE
from ..folders.reading import ArtifactFile
from ..folders.run_folder import RunFolder
from .design import AuditTrait, audit_run_id, pair_id
from .measures import Measures, measure
from .stats import Pair, Unit, audit_statistics

__all__ = ["AUDIT_PAGE", "FOREST_PLOT", "HELD_FIXED", "MAX_LISTED_DROPS", "read_pairs", "build_audit", "write_audit"]

AUDIT_PAGE = "audit.html"
FOREST_PLOT = "audit_forest"
#: Dropped pairs listed by name per comparison (all are counted).
MAX_LISTED_DROPS = 100

#: What the two episodes of a pair share, as the method section states it.
HELD_FIXED = (
    "the case",
    "the episode number and seed",
    "the agents' random choices (both episodes play under the base episode's run id)",
    "the nurse persona",
    "the nurse, patient and extractor models and their sampling",
    "the patient persona's other traits",
    "the triage scale and the turn limit",
)


def _read(folder: RunFolder, fingerprint: str | None, run_id: str) -> Measures | str:
    """The episode's measures, or why it has none."""
    artifact = folder.finished(run_id, fingerprint)
    if artifact is not None:
        measures = measure(artifact)
        return measures if measures.level is not None else f"{run_id}: completed without a final level"
    try:
        artifact = ArtifactFile(folder.location, f"{run_id}.json").load()
    except ArtifactError:
        return f"{run_id}: no artifact (failed before writing one, or not played yet; see errors.jsonl)"
    reason = " ".join(str(artifact.get("error") or artifact.get("end_reason") or "").split())[:200]
    return f"{run_id}: status {artifact.get('status')}" + (f" ({reason})" if reason else "")


def read_pairs(
    folder: RunFolder, fingerprint: str | None, planned: Sequence[tuple[str, str]], traits: Sequence[AuditTrait]
) -> tuple[dict[tuple[str, str], list[Pair]], dict[tuple[str, str], list[dict[str, str]]]]:
    """Each comparison's completed pairs and its dropped ones (pair id and reason), by (trait, level).

    ``planned``: the (base run id, case id) of every base episode, in order. Each artifact is read once.
    """
    pairs: dict[tuple[str, str], list[Pair]] = defaultdict(list)
    dropped: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
    for base_run_id, case_id in planned:
        for trait in traits:
            read = {level: _read(folder, fingerprint, audit_run_id(base_run_id, trait, level)) for level in trait.levels}
            reference = read[trait.reference]
            for level in trait.levels[1:]:
                key, compared = (trait.name, level), read[level]
                if isinstance(reference, Measures) and isinstance(compared, Measures):
                    pairs[key].append(Pair(pair_id(base_run_id, trait), base_run_id, case_id, reference, compared))
                else:
                    reasons = [reason for reason in (reference, compared) if isinstance(reason, str)]
                    dropped[key].append({"pair_id": pair_id(base_run_id, trait), "reason": "; ".join(reasons)})
    return dict(pairs), dict(dropped)


def build_audit(
    folder: RunFolder,
    fingerprint: str | None,
    planned: Sequence[tuple[str, str]],
    traits: Sequence[AuditTrait],
    *,
    episodes_per_case: int,
    run_config: dict[str, Any],
    replicates: int,
    seed: int,
    unit: Unit,
) -> dict[str, Any]:
    """``audit.json``'s content: the method (what was held fixed and varied, counts, the statistics used)
    and one comparison per trait level against its reference."""
    pairs, dropped = read_pairs(folder, fingerprint, planned, traits)
    comparisons: list[dict[str, Any]] = []
    for trait in traits:
        for level in trait.levels[1:]:
            drops = dropped.get((trait.name, level), [])
            comparisons.append({
                "trait": trait.name, "level": level, "reference": trait.reference, "placebo": trait.placebo,
                "dropped": len(drops), "dropped_pairs": drops[:MAX_LISTED_DROPS],
            })
    bootstrap = audit_statistics(comparisons, pairs, replicates=replicates, seed=seed, unit=unit)
    real = [trait for trait in traits if not trait.placebo]
    placebo = next((trait for trait in traits if trait.placebo), None)
    method = {
        "design": "paired counterfactual: one episode per trait level, everything else held fixed",
        "held_fixed": list(HELD_FIXED),
        "traits": [trait.as_dict() for trait in real],
        "placebo": placebo.as_dict() if placebo else None,
        "base_episodes": len(planned),
        "cases": len({case_id for _, case_id in planned}),
        "episodes_per_case": episodes_per_case,
        "episodes": len(planned) * sum(len(trait.levels) for trait in traits),
        "pairs": sum(row["pairs"] for row in comparisons),
        "dropped": sum(row["dropped"] for row in comparisons),
        "family": sum(1 for row in comparisons if not row["placebo"]),
        "configuration": run_config,
        "bootstrap": bootstrap,
        "tests": {
            "level_shift": "exact sign test: pairs moved to a less urgent level against pairs moved to a more urgent one",
            "under_triage": "exact McNemar test on the pairs under-triaged in one arm only",
            "severe_under_triage": "exact McNemar test, pairs whose true level is 1 or 2",
            "adjustment": "Holm, per test, across the real comparisons; the placebo is a control tested alone",
        },
    }
    return {"audit_version": 1, "method": method, "comparisons": comparisons}


def write_audit(folder: RunFolder, audit: dict[str, Any]) -> None:
    """Write ``audit.json``, the forest plot (PNG) and ``audit.html`` into the audit folder (a path or a URL)."""
    from ..report.html import render_audit_page
    from ..report.plots import draw_audit_forest

    location = folder.location
    location.write_atomic(AUDIT_FILE, (json.dumps(audit, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))
    plot = None
    if audit["comparisons"]:
        plot, png = draw_audit_forest(audit["comparisons"], FOREST_PLOT)
        location.write_atomic(f"{FOREST_PLOT}.png", png)
    location.write_atomic(AUDIT_PAGE, render_audit_page(audit, plot).encode("utf-8"))

