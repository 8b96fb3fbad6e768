"""Aggregate reports over a folder of artifacts, built on ``triagesim.utils``.

The headline figures are exactly those of the metrics spec's aggregation example (runs
scored, accuracy, under- and over-triage, mean absolute error, median turns to first
correct), computed over scored runs only so unscorable runs never bias accuracy. On top:
per-acuity counts, a truth × prediction confusion matrix, linear weighted kappa, and
red-flag precision, recall and F1 (micro-averaged over runs: pooled true/false positives
and negatives).

What enters the figures, and why:

- Only episodes whose ``status`` is ``completed``. A failed episode (``error``, e.g. an LLM
  that kept breaking the rules) still carries the placeholder level of its opening turns;
  scoring it would mix agent crashes into clinical accuracy. Such episodes are counted
  under ``errors`` and listed in ``error_runs`` instead.
- The folder is a local path or an fsspec URL (``s3://``, ``ftp://``, ...: ``triagesim.location``),
  read through ``reading.folder_artifacts``, the one reader ``evaluate``, ``report`` and ``export``
  share: one listing, then one artifact's bytes at a time. An artifact's ``path`` (and every
  message) names a local file by its path and a remote one by its URL, password masked.
- Only files that are artifacts of this schema's major version. Anything else among the
  ``*.json`` files (binary, not UTF-8, invalid or too deeply nested JSON, not an object,
  another major version) is listed in ``skipped`` with its reason and the batch goes on; a
  folder where nothing is readable raises ``ArtifactError``, so the CLI exits non-zero.
- Expert red flags that cannot be used (a bare string, or items that are not strings, in
  an artifact's ``ground_truth.expert_red_flags``) are not guessed at: that run is scored
  for triage but left out of the red-flag figures, and ``notes`` names the file.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import ArtifactError, InputError
from .location import Location
from .reading import (
    Where,
    _decode,
    _file_name,
    _folder_where,
    _kind,
    _read_text,
    _shorten,
    _shown,
    _Unusable,
    folder_artifacts,
    open_run_folder,
)
from .utils import compute_all_metrics

__all__ = [
    "load_expert_flags",
    "evaluate_folder",
    "format_report",
    "weighted_kappa",
    "kappa_parts",
    "scan_folder",
    "FolderScan",
    "ScoredEpisode",
]

_EXPECTED_FLAG_FILE = (
    'a JSON list of flags ["hypoxia", ...], a JSON object {"<case_id>": ["hypoxia", ...]}, '
    'or JSONL lines {"case_id": ..., "expert_red_flags": [...]}'
)
_SHOWN_ERRORS = 3  # skipped files named in the one-line "no readable artifacts" error

# The expert flags a folder is scored against: one set for every run, or one per case id.
_ExpertTable = set[str] | dict[str, set[str]] | None


# ------------------------------------------------------------------ expert red flags
def _flag_list(value: Any, where: str) -> list[str]:
    """One entry's expert flags as a list of strings, or ``InputError`` naming ``where``.

    A bare string is refused rather than read as one flag or split into letters: either
    guess would silently change recall.
    """
    if isinstance(value, str):
        raise InputError(
            f"{where}: expected a list of flag strings, got the string {_shown(value)}; "
            f"write [{json.dumps(_shorten(value))}] for one flag"
        )
    if not isinstance(value, (list, tuple, set, frozenset)):
        raise InputError(f"{where}: expected a list of flag strings, got {_kind(value)}")
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise InputError(f"{where}: item {index} is {_kind(item)}; each expert flag must be a string")
    return list(value)


def _case_key(value: Any) -> str | None:
    """A JSONL ``case_id`` as the string key artifacts are matched on; None when it is not an id."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str) and value.strip():
        return value
    return None


def _flags_from_jsonl(path: Path, text: str) -> dict[str, list[str]]:
    flags: dict[str, list[str]] = {}
    first_line: dict[str, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        where = f"{path}, line {number}"
        try:
            record = _decode(line, one_line=True)
        except _Unusable as problem:
            raise InputError(f"{where}: {problem}") from None
        missing = sorted({"case_id", "expert_red_flags"} - record.keys()) if isinstance(record, dict) else None
        if missing is None or missing:
            shape = _kind(record) if missing is None else "an object without " + " and ".join(map(repr, missing))
            raise InputError(f'{where}: expected {{"case_id": ..., "expert_red_flags": [...]}}, got {shape}')
        case_id = _case_key(record["case_id"])
        if case_id is None:
            raise InputError(f"{where}: case_id must be a non-empty string or an integer, got {_kind(record['case_id'])}")
        if case_id in first_line:
            raise InputError(
                f"{where}: duplicate case_id {_shown(case_id)} (first on line {first_line[case_id]}); keep one line per case"
            )
        first_line[case_id] = number
        flags[case_id] = _flag_list(record["expert_red_flags"], f"{where} (case {_shown(case_id)}), expert_red_flags")
    return flags


def load_expert_flags(path: str | Path) -> dict[str, list[str]] | list[str]:
    """Expert red flags from a file, checked entry by entry.

    Accepts a JSON list (one set for every run), a JSON object ``{case_id: [flags]}``, or
    JSONL (``.jsonl`` / ``.ndjson``) lines ``{"case_id": ..., "expert_red_flags": [...]}``.
    Anything else raises ``InputError`` with one line naming the file and the entry (case id
    or line number), so a typo is caught before hours of scoring rather than scored as
    "no flags expected".
    """
    path = Path(path)
    try:
        text = _read_text(path)
    except _Unusable as problem:
        raise InputError(f"{path}: cannot read the expert red-flag file: {problem}") from None
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        return _flags_from_jsonl(path, text)
    try:
        document = _decode(text)
    except _Unusable as problem:
        raise InputError(f"{path}: {problem}; expected {_EXPECTED_FLAG_FILE}") from None
    if isinstance(document, list):
        return _flag_list(document, str(path))
    if isinstance(document, dict):
        return {key: _flag_list(value, f"{path}, case {_shown(key)}") for key, value in document.items()}
    raise InputError(f"{path}: expected {_EXPECTED_FLAG_FILE}, got {_kind(document)}")


def _expert_table(expert_flags: Any) -> _ExpertTable:
    """``evaluate_folder``'s ``expert_flags`` argument, checked once up front (same rules as the file)."""
    if expert_flags is None:
        return None
    if isinstance(expert_flags, Mapping):
        return {str(key): set(_flag_list(value, f"expert_flags[{_shown(str(key))}]")) for key, value in expert_flags.items()}
    return set(_flag_list(expert_flags, "expert_flags"))


def _case_id(artifact: dict[str, Any]) -> str | None:
    """The case an artifact played: its own ``case_id``, else the ground truth's."""
    truth = artifact.get("ground_truth")
    for holder in (artifact, truth if isinstance(truth, dict) else {}):
        case_id = _case_key(holder.get("case_id"))
        if case_id is not None:
            return case_id
    return None


def _experts_for(artifact: dict[str, Any], table: _ExpertTable, from_cases: bool) -> set[str] | None:
    """The expert set this run is scored against; ``InputError`` when the artifact's own set is unusable."""
    if from_cases:
        truth = artifact.get("ground_truth")
        flags = truth.get("expert_red_flags") if isinstance(truth, dict) else None
        return None if flags is None else set(_flag_list(flags, "ground_truth.expert_red_flags"))
    if isinstance(table, dict):
        case_id = _case_id(artifact)
        return None if case_id is None else table.get(case_id)
    return table


def _text(value: Any, default: str | None) -> str | None:
    """A field shown in the report: kept when it is a string, else ``default`` (never rendered)."""
    return value if isinstance(value, str) else default


def _error_run(artifact: dict[str, Any], name: str, status: str) -> dict[str, Any]:
    """How a failed episode is listed: enough to find it (file, run id) and to group failures."""
    failure = artifact.get("failure")
    return {
        "file": name,
        "run_id": _text(artifact.get("run_id"), Path(name).stem),
        "status": status,
        "end_reason": _text(artifact.get("end_reason"), None),
        "failure_kind": _text(failure.get("kind"), None) if isinstance(failure, dict) else None,
    }


def _score(artifact: dict[str, Any], experts: set[str] | None) -> dict[str, Any]:
    try:
        return compute_all_metrics(
            trace=artifact.get("trace"),
            belief=artifact.get("belief"),
            ground_truth=artifact.get("ground_truth"),
            expert_red_flags=experts,
        )
    except RecursionError:
        raise _Unusable("nested too deeply to score") from None


# ------------------------------------------------------------------ aggregation
def _rate(count: int, total: int) -> float | None:
    return count / total if total else None


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
    return None if chance == 0 else 1 - disagreement / chance


def _no_artifacts(folder: Where, skipped: list[dict[str, str]]) -> ArtifactError:
    if not skipped:
        return ArtifactError(
            f"{folder}: no readable artifacts (no *.json files); point evaluate at the folder `triagesim run --out` wrote"
        )
    shown = "; ".join(f"{item['file']} ({item['reason']})" for item in skipped[:_SHOWN_ERRORS])
    more = f"; and {len(skipped) - _SHOWN_ERRORS} more" if len(skipped) > _SHOWN_ERRORS else ""
    return ArtifactError(f"{folder}: no readable artifacts ({len(skipped)} files skipped: {shown}{more})")


@dataclass
class ScoredEpisode:
    """A completed episode as read from its file: the artifact, its metrics and the expert flags used.

    ``path`` is the file's ``Path`` in a local folder, its URL (password masked) in a URL folder."""

    path: Where
    artifact: dict[str, Any]
    metrics: dict[str, Any]
    experts: set[str] | None

    @property
    def name(self) -> str:
        """The file name (``<run_id>.json``), local or behind a URL."""
        return _file_name(self.path)


@dataclass
class FolderScan:
    """What a pass over a run folder found, before any figure is computed."""

    folder: Where  # the folder's path, or its URL with the password masked
    episodes: list[ScoredEpisode] = field(default_factory=list)  # completed episodes, in file order
    error_runs: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)
    notes: list[dict[str, str]] = field(default_factory=list)
    statuses: Counter[str] = field(default_factory=Counter)

    @property
    def rows(self) -> list[dict[str, Any]]:
        """The metrics of completed episodes (``compute_all_metrics`` output)."""
        return [episode.metrics for episode in self.episodes]


def _scan(location: Location, table: _ExpertTable, from_cases: bool) -> FolderScan:
    """Read and score each ``*.json`` once, in name order; a bad file is recorded, never raised."""
    scan = FolderScan(_folder_where(location))
    for where, load in folder_artifacts(location, ordered=True):  # not the summaries `triagesim asr` / `rate` write
        name = _file_name(where)
        try:
            artifact = load()
            status = _text(artifact.get("status"), "unknown")
            if status != "completed":
                scan.error_runs.append(_error_run(artifact, name, status))
            else:
                try:
                    experts = _experts_for(artifact, table, from_cases)
                except InputError as error:
                    scan.notes.append({"file": name, "reason": f"{error}; red flags not scored for this run"})
                    experts = None
                scan.episodes.append(ScoredEpisode(where, artifact, _score(artifact, experts), experts))
            scan.statuses[status] += 1
        except _Unusable as problem:
            scan.skipped.append({"file": name, "reason": str(problem)})
    return scan


def scan_folder(folder: str | Path | Location, *, expert_flags: Any = None, from_cases: bool = False) -> FolderScan:
    """Read and score every ``*.json`` artifact in ``folder`` (a path or an fsspec URL), keeping the
    artifacts (the report needs them).

    Same rules and errors as ``evaluate_folder``: ``ArtifactError`` when ``folder`` is not a
    folder or holds no readable artifact, ``InputError`` for a malformed ``expert_flags``.
    """
    location = open_run_folder(folder)
    table = None if from_cases else _expert_table(expert_flags)
    scan = _scan(location, table, from_cases)
    if not scan.episodes and not scan.error_runs:
        raise _no_artifacts(scan.folder, scan.skipped)
    return scan


def _figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The aggregate figures over completed episodes' metrics (the spec's, then ours)."""
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
        "runs_scored": len(scored),
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


def evaluate_folder(
    folder: str | Path | Location, *, expert_flags: Any = None, from_cases: bool = False
) -> dict[str, Any]:
    """Score every ``*.json`` artifact in ``folder`` (a path or an fsspec URL) and aggregate (see the
    module docstring for what counts).

    ``expert_flags`` is what ``load_expert_flags`` returns (a list for every run, or a
    ``{case_id: [flags]}`` mapping); ``from_cases`` reads each artifact's own
    ``ground_truth.expert_red_flags`` instead. Raises ``ArtifactError`` when ``folder`` is not
    a folder or holds no readable artifact, ``InputError`` for a malformed ``expert_flags``.

    Report keys besides the figures: ``runs`` (readable artifacts, failed episodes included),
    ``status`` (count per status), ``errors`` and ``error_runs`` (failed episodes: file,
    run id, status, end reason, failure kind), ``skipped`` (``{file, reason}`` per unreadable
    file) and ``notes`` (``{file, reason}`` per run scored without its unusable expert flags).
    """
    scan = scan_folder(folder, expert_flags=expert_flags, from_cases=from_cases)
    figures = _figures(scan.rows)
    return {
        "folder": str(scan.folder),  # a URL with its password masked
        "runs": len(scan.episodes) + len(scan.error_runs),
        "runs_scored": figures.pop("runs_scored"),
        "status": dict(sorted(scan.statuses.items())),
        "errors": len(scan.error_runs),
        "error_runs": scan.error_runs,
        "skipped": scan.skipped,
        "notes": scan.notes,
        **figures,
    }


# ------------------------------------------------------------------ terminal report
def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2%}"


def _number(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def _errors_cell(report: dict[str, Any]) -> str:
    """``N`` plus the count per end reason, so a batch of refusals reads differently from crashes."""
    reasons = Counter(run["end_reason"] or run["status"] for run in report["error_runs"])
    detail = ", ".join(f"{reason} {count}" for reason, count in sorted(reasons.items()))
    return f"{report['errors']}" + (f" ({detail})" if detail else "")


def format_report(report: dict[str, Any]):
    """Rich renderables for a terminal: headline table, per-acuity table, confusion matrix, red flags,
    then one line per skipped file and per note. File names and reasons are shown as plain text
    (``Text``), never as markup, so a ``[`` in a name cannot garble the output."""
    from rich.console import Group
    from rich.markup import escape
    from rich.table import Table
    from rich.text import Text

    head = Table(title=f"Evaluation of {escape(report['folder'])}", show_header=False)
    head.add_column("metric")
    head.add_column("value", justify="right")
    head.add_row("runs scored", f"{report['runs_scored']}/{report['runs']}")
    head.add_row("accuracy", _pct(report["accuracy"]))
    head.add_row("under-triage", _pct(report["under_triage"]))
    head.add_row("over-triage", _pct(report["over_triage"]))
    head.add_row("mean abs err", _number(report["mean_absolute_error"]))
    head.add_row("kappa (linear)", _number(report["kappa_linear"]))
    turns = report["median_turns_to_first_correct"]
    head.add_row("median turns to first correct", "n/a" if turns is None else f"{turns}")
    head.add_row("status", Text(", ".join(f"{k} {v}" for k, v in report["status"].items()) or "none"))
    head.add_row("errors (not scored)", Text(_errors_cell(report)))
    head.add_row("skipped files", str(len(report["skipped"])))

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
    parts: list[Any] = [head, levels, matrix, flag_table]
    parts += [Text.assemble(("skipped ", "yellow"), f"{item['file']}: {item['reason']}") for item in report["skipped"]]
    parts += [Text.assemble(("note ", "yellow"), f"{item['file']}: {item['reason']}") for item in report["notes"]]
    return Group(*parts)
