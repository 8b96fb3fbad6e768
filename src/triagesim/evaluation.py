"""Aggregate reports over a folder of artifacts, built on ``triagesim.utils``.

The headline figures are exactly those of the metrics spec's aggregation example (runs
scored, accuracy, under- and over-triage, mean absolute error, median turns to first
correct), computed over scored runs only so unscorable runs never bias accuracy. On top:
per-acuity counts, a truth × prediction confusion matrix, and red-flag precision, recall
and F1 (micro-averaged over runs: pooled true/false positives and negatives).
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from pathlib import Path
from typing import Any

from .artifacts import iter_artifacts
from .utils import compute_all_metrics

__all__ = ["load_expert_flags", "evaluate_folder", "format_report", "weighted_kappa"]


def load_expert_flags(path: str | Path) -> dict[str, list[str]] | list[str]:
    """Expert red flags: a JSON object ``{case_id: [flags]}``, a JSON list (one set for every run),
    or JSONL lines ``{"case_id": ..., "expert_red_flags": [...]}``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ValueError(f"{path}: expert red-flag file not found") from None
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        flags: dict[str, list[str]] = {}
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                flags[str(record["case_id"])] = list(record["expert_red_flags"])
            except (json.JSONDecodeError, KeyError, TypeError) as error:
                raise ValueError(f"{path}, line {number}: expected {{\"case_id\", \"expert_red_flags\"}}: {error}") from None
        return flags
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"{path}, line {error.lineno}: invalid JSON: {error.msg}") from None
    if isinstance(document, list) and all(isinstance(flag, str) for flag in document):
        return document
    if isinstance(document, dict) and all(isinstance(v, list) for v in document.values()):
        return {str(k): list(v) for k, v in document.items()}
    raise ValueError(f"{path}: expected a list of flags or an object {{case_id: [flags]}}")


def _experts_for(artifact: dict[str, Any], expert: Any, from_cases: bool) -> set[str] | None:
    if from_cases:
        truth = artifact.get("ground_truth") if isinstance(artifact.get("ground_truth"), dict) else {}
        flags = truth.get("expert_red_flags")
        return set(flags) if isinstance(flags, list) else None
    if isinstance(expert, list):
        return set(expert)
    if isinstance(expert, dict):
        case_id = artifact.get("case_id") or (artifact.get("ground_truth") or {}).get("case_id")
        flags = expert.get(str(case_id))
        return set(flags) if flags is not None else None
    return None


def _rate(count: int, total: int) -> float | None:
    return count / total if total else None


def weighted_kappa(pairs: list[tuple[int, int]], *, weights: str = "linear", levels: int = 5) -> float | None:
    """Cohen's weighted kappa of (truth, prediction) pairs on a 1..``levels`` scale.

    Triage studies report it because an error of two levels is worse than one: linear
    weights charge |i - j|, quadratic (i - j)^2. None when it is undefined (no pairs, or
    both raters always gave one and the same level).
    """
    if not pairs:
        return None
    n = len(pairs)
    power = 2 if weights == "quadratic" else 1
    truth = Counter(t for t, _ in pairs)
    pred = Counter(p for _, p in pairs)
    observed = sum(abs(t - p) ** power for t, p in pairs) / n
    expected = sum(
        truth[i] * pred[j] * abs(i - j) ** power for i in range(1, levels + 1) for j in range(1, levels + 1)
    ) / (n * n)
    return None if expected == 0 else 1 - observed / expected


def evaluate_folder(
    folder: str | Path, *, expert_flags: Any = None, from_cases: bool = False
) -> dict[str, Any]:
    """Score every ``*.json`` artifact in ``folder`` and aggregate."""
    folder = Path(folder)
    if not folder.is_dir():
        raise ValueError(f"{folder}: not a folder of run artifacts")
    rows: list[dict[str, Any]] = []
    unreadable: list[str] = []
    statuses: Counter[str] = Counter()
    for path, artifact in iter_artifacts(folder):
        if isinstance(artifact, Exception) or not isinstance(artifact, dict):
            unreadable.append(f"{path.name}: {artifact}")
            continue
        statuses[str(artifact.get("status", "unknown"))] += 1
        metrics = compute_all_metrics(
            trace=artifact.get("trace"),
            belief=artifact.get("belief"),
            ground_truth=artifact.get("ground_truth"),
            expert_red_flags=_experts_for(artifact, expert_flags, from_cases),
        )
        metrics["run_id"] = artifact.get("run_id", path.stem)
        rows.append(metrics)

    scored = [r for r in rows if r["triage"]["correct"] is not None]
    errors = [r["triage"]["absolute_error"] for r in scored]
    turns = [r["triage"]["first_correct_turn"] for r in scored if r["triage"]["first_correct_turn"] is not None]
    levels = range(1, 6)
    confusion = {str(t): {str(p): 0 for p in levels} for t in levels}
    per_acuity: dict[str, dict[str, Any]] = {}
    for r in scored:
        truth, pred = r["triage"]["ground_truth"], r["triage"]["final_prediction"]
        confusion[str(truth)][str(pred)] += 1
    for level in levels:
        group = [r for r in scored if r["triage"]["ground_truth"] == level]
        per_acuity[str(level)] = {
            "runs": len(group),
            "predicted": sum(1 for r in scored if r["triage"]["final_prediction"] == level),
            "accuracy": _rate(sum(r["triage"]["correct"] for r in group), len(group)),
            "under_triage": _rate(sum(r["triage"]["under_triage"] for r in group), len(group)),
            "over_triage": _rate(sum(r["triage"]["over_triage"] for r in group), len(group)),
        }

    flagged = [r["red_flags"] for r in rows if "expert_red_flags" in r["red_flags"]]
    tp = sum(len(f["true_positives"]) for f in flagged)
    fp = sum(len(f["false_positives"]) for f in flagged)
    fn = sum(len(f["false_negatives"]) for f in flagged)
    precision = tp / (tp + fp) if tp + fp else None
    recall = tp / (tp + fn) if tp + fn else None
    f1 = 2 * precision * recall / (precision + recall) if precision and recall else None

    return {
        "folder": str(folder),
        "runs": len(rows),
        "runs_scored": len(scored),
        "status": dict(sorted(statuses.items())),
        "unreadable": unreadable,
        "accuracy": _rate(sum(r["triage"]["correct"] for r in scored), len(scored)),
        "under_triage": _rate(sum(r["triage"]["under_triage"] for r in scored), len(scored)),
        "over_triage": _rate(sum(r["triage"]["over_triage"] for r in scored), len(scored)),
        "under_triage_2plus": _rate(sum(1 for r in scored if (r["triage"]["final_prediction"] - r["triage"]["ground_truth"]) >= 2), len(scored)),
        "kappa_linear": weighted_kappa([(r["triage"]["ground_truth"], r["triage"]["final_prediction"]) for r in scored]),
        "mean_absolute_error": statistics.mean(errors) if errors else None,
        "median_turns_to_first_correct": statistics.median(turns) if turns else None,
        "per_acuity": per_acuity,
        "confusion_matrix": confusion,
        "red_flags": {
            "runs_with_expert_flags": len(flagged),
            "true_positives": tp,
            "false_positives": fp,
            "false_negatives": fn,
            "precision": precision,
            "recall": recall,
            "f1": f1,
        },
        "belief_coverage": {
            "mean_vitals_known": statistics.mean([r["belief_coverage"]["num_vitals_known"] for r in rows]) if rows else None,
            "has_pain_severity": _rate(sum(r["belief_coverage"]["has_pain_severity"] for r in rows), len(rows)),
            "has_explanation": _rate(sum(r["explanation"]["has_explanation"] for r in rows), len(rows)),
        },
    }


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2%}"


def format_report(report: dict[str, Any]):
    """Rich renderables for a terminal: headline table, per-acuity table, confusion matrix, red flags."""
    from rich.console import Group
    from rich.table import Table

    head = Table(title=f"Evaluation of {report['folder']}", show_header=False)
    head.add_column("metric")
    head.add_column("value", justify="right")
    head.add_row("runs scored", f"{report['runs_scored']}/{report['runs']}")
    head.add_row("accuracy", _pct(report["accuracy"]))
    head.add_row("under-triage", _pct(report["under_triage"]))
    head.add_row("over-triage", _pct(report["over_triage"]))
    mae = report["mean_absolute_error"]
    head.add_row("mean abs err", "n/a" if mae is None else f"{mae:.2f}")
    turns = report["median_turns_to_first_correct"]
    head.add_row("median turns to first correct", "n/a" if turns is None else f"{turns}")
    head.add_row("status", ", ".join(f"{k} {v}" for k, v in report["status"].items()) or "none")

    levels = Table(title="Per acuity (truth)")
    for column in ("acuity", "runs", "predicted", "accuracy", "under", "over"):
        levels.add_column(column, justify="right")
    for level, row in report["per_acuity"].items():
        levels.add_row(level, str(row["runs"]), str(row["predicted"]), _pct(row["accuracy"]), _pct(row["under_triage"]), _pct(row["over_triage"]))

    matrix = Table(title="Confusion matrix (rows: truth, columns: prediction)")
    matrix.add_column("truth \\ pred", justify="right")
    for level in "12345":
        matrix.add_column(level, justify="right")
    for truth, row in report["confusion_matrix"].items():
        matrix.add_row(truth, *(str(row[p]) for p in "12345"))

    flags = report["red_flags"]
    flag_table = Table(title="Red flags (micro-averaged)", show_header=False)
    flag_table.add_column("metric")
    flag_table.add_column("value", justify="right")
    flag_table.add_row("runs with expert flags", str(flags["runs_with_expert_flags"]))
    flag_table.add_row("precision", _pct(flags["precision"]))
    flag_table.add_row("recall", _pct(flags["recall"]))
    flag_table.add_row("F1", _pct(flags["f1"]))
    parts = [head, levels, matrix, flag_table]
    if report["unreadable"]:
        parts.append("[yellow]unreadable:[/] " + "; ".join(report["unreadable"]))
    return Group(*parts)
