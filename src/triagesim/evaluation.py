"""Aggregate reports over a folder of artifacts, built on ``triagesim.utils``.

The headline figures are exactly those of the metrics spec's aggregation example (runs
scored, accuracy, under- and over-triage, mean absolute error, median turns to first
correct), computed over scored runs only so unscorable runs never bias accuracy. On top:
per-acuity counts, a truth × prediction confusion matrix, linear weighted kappa, and
red-flag precision, recall and F1 (micro-averaged over runs: pooled true/false positives
and negatives). Every figure is defined in ``scoring.aggregate``, the same definitions the run
summary and ``triagesim report`` use, and printed the way they print it (``n/a`` when undefined).

What enters the figures, and why:

- Only episodes whose ``status`` is ``completed``. A failed episode (``error``, e.g. an LLM
  that kept breaking the rules) still carries the placeholder level of its opening turns;
  scoring it would mix agent crashes into clinical accuracy. Such episodes are counted
  under ``errors`` and listed in ``error_runs`` instead.
- The folder is a local path or an fsspec URL (``s3://``, ``ftp://``, ...: ``triagesim.folders.location``),
  read through ``reading.iter_artifacts``, the one reader every command shares: one listing,
  then one artifact's bytes at a time. An artifact's ``path`` (and every
  message) names a local file by its path and a remote one by its URL, password masked.
- Only regular files that are artifacts of this schema's major version, of the published
  model's shape. Anything else among the ``*.json`` files (a FIFO, binary, not UTF-8, invalid
  or too deeply nested JSON, NaN, not an object, another major version, a field of the wrong
  shape such as a string ``state.turn``) is listed in ``skipped`` with its reason and the batch
  goes on; a folder where nothing is readable raises ``ArtifactError``, so the CLI exits non-zero.
- Expert red flags that cannot be used (a bare string, or items that are not strings, in
  an artifact's ``ground_truth.expert_red_flags``) are not guessed at: that run is scored
  for triage but left out of the red-flag figures, and ``notes`` names the file.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import ArtifactError, InputError
from .folders.location import Location
from .folders.reading import (
    UnusableFile,
    Where,
    decode_json,
    file_name,
    folder_where,
    iter_artifacts,
    json_kind,
    open_run_folder,
    quoted,
    read_local_text,
    shortened,
)
from .scoring.aggregate import (
    LEVELS,
    RAW_FLAGS,
    STATISTICS,
    UNSCORED,
    decimal,
    episode_tally,
    figure,
    kappa_parts,
    level_statistics,
    median_turn_first_correct,
    percent,
    unscored_notes,
    weighted_kappa,
)
from .utils import compute_all_metrics

__all__ = [
    "load_expert_flags",
    "evaluate_folder",
    "format_report",
    "weighted_kappa",  # defined in scoring.aggregate; kept importable from here, where callers found it
    "kappa_parts",
    "scan_folder",
    "FolderScan",
    "ScoredEpisode",
    "red_flag_source",
    "red_flag_note",
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
            f"{where}: expected a list of flag strings, got the string {quoted(value)}; "
            f"write [{json.dumps(shortened(value))}] for one flag"
        )
    if not isinstance(value, (list, tuple, set, frozenset)):
        raise InputError(f"{where}: expected a list of flag strings, got {json_kind(value)}")
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise InputError(f"{where}: item {index} is {json_kind(item)}; each expert flag must be a string")
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
            record = decode_json(line, one_line=True)
        except UnusableFile as problem:
            raise InputError(f"{where}: {problem}") from None
        missing = sorted({"case_id", "expert_red_flags"} - record.keys()) if isinstance(record, dict) else None
        if missing is None or missing:
            shape = json_kind(record) if missing is None else "an object without " + " and ".join(map(repr, missing))
            raise InputError(f'{where}: expected {{"case_id": ..., "expert_red_flags": [...]}}, got {shape}')
        case_id = _case_key(record["case_id"])
        if case_id is None:
            raise InputError(f"{where}: case_id must be a non-empty string or an integer, got {json_kind(record['case_id'])}")
        if case_id in first_line:
            raise InputError(
                f"{where}: duplicate case_id {quoted(case_id)} (first on line {first_line[case_id]}); keep one line per case"
            )
        first_line[case_id] = number
        flags[case_id] = _flag_list(record["expert_red_flags"], f"{where} (case {quoted(case_id)}), expert_red_flags")
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
        text = read_local_text(path)
    except UnusableFile as problem:
        raise InputError(f"{path}: cannot read the expert red-flag file: {problem}") from None
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        return _flags_from_jsonl(path, text)
    try:
        document = decode_json(text)
    except UnusableFile as problem:
        raise InputError(f"{path}: {problem}; expected {_EXPECTED_FLAG_FILE}") from None
    if isinstance(document, list):
        return _flag_list(document, str(path))
    if isinstance(document, dict):
        return {key: _flag_list(value, f"{path}, case {quoted(key)}") for key, value in document.items()}
    raise InputError(f"{path}: expected {_EXPECTED_FLAG_FILE}, got {json_kind(document)}")


def _expert_table(expert_flags: Any) -> _ExpertTable:
    """``evaluate_folder``'s ``expert_flags`` argument, checked once up front (same rules as the file)."""
    if expert_flags is None:
        return None
    if isinstance(expert_flags, Mapping):
        return {str(key): set(_flag_list(value, f"expert_flags[{quoted(str(key))}]")) for key, value in expert_flags.items()}
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


def _score(artifact: dict[str, Any], experts: set[str] | None, source: str) -> dict[str, Any]:
    try:
        return compute_all_metrics(
            trace=artifact.get("trace"),
            belief=artifact.get("belief"),
            ground_truth=artifact.get("ground_truth"),
            expert_red_flags=experts,
        )
    except RecursionError:
        reason = "nested too deeply to score"
        raise ArtifactError(f"{source}: {reason}", source=source, reason=reason) from None


def _no_artifacts(folder: Where, skipped: list[dict[str, str]]) -> ArtifactError:
    if not skipped:
        return ArtifactError(
            f"{folder}: no readable artifacts (no *.json files); give the folder `triagesim run --out` wrote"
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
        return file_name(self.path)


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

    @property
    def scale(self) -> str | None:
        """The triage scale every completed episode was played under (``esi``, ``ats``), else None:
        it names the label an unscored episode lacks."""
        scales = {episode.artifact.get("algorithm") for episode in self.episodes}
        scale = next(iter(scales)) if len(scales) == 1 else None
        return scale if isinstance(scale, str) else None


def red_flag_source(expert_flags: Any, from_cases: bool) -> str | None:
    """Where expert red flags come from: ``from_cases`` (each artifact's ground truth), ``file``
    (``--expert-red-flags``), or None (none given: the red-flag figures are n/a)."""
    return "from_cases" if from_cases else ("file" if expert_flags is not None else None)


def red_flag_note(source: str | None, runs_with_flags: int) -> str | None:
    """Why the red-flag figures are n/a, in words a user can act on; None when some episode was scored."""
    if runs_with_flags:
        return None
    if source is None:
        return ("red flags not scored: no expert flags given; --from-cases scores against the expert_red_flags "
                "each artifact's ground truth carries, --expert-red-flags FILE against a file")
    if source == "from_cases":
        return "red flags not scored: no artifact's ground truth has expert_red_flags"
    return "red flags not scored: the expert red-flag file names none of these episodes' cases"


def _scan(location: Location, table: _ExpertTable, from_cases: bool) -> FolderScan:
    """Read and score each ``*.json`` once, in name order; a bad file is recorded, never raised."""
    scan = FolderScan(folder_where(location))
    for item in iter_artifacts(location, ordered=True):  # not the summaries `triagesim asr` / `rate` write
        name = file_name(item.where)
        try:
            artifact = item.load()
            status = _text(artifact.get("status"), "unknown")
            if status != "completed":
                scan.error_runs.append(_error_run(artifact, name, status))
            else:
                try:
                    experts = _experts_for(artifact, table, from_cases)
                except InputError as error:
                    scan.notes.append({"file": name, "reason": f"{error}; red flags not scored for this run"})
                    experts = None
                scan.episodes.append(ScoredEpisode(item.where, artifact, _score(artifact, experts, name), experts))
            scan.statuses[status] += 1
        except ArtifactError as problem:
            scan.skipped.append({"file": name, "reason": problem.reason})
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


# ------------------------------------------------------------------ aggregation
#: The headline figures of ``evaluate``, by their key in its report (definitions: ``scoring.aggregate``).
_HEADLINE = ("accuracy", "under_triage", "over_triage", "under_triage_2plus", "kappa_linear", "mean_absolute_error")
_PER_ACUITY = ("accuracy", "under_triage", "over_triage")
_COVERAGE = ("mean_vitals_known", "has_pain_severity", "has_explanation")


def _figures(rows: list[dict[str, Any]], scale: str | None = None) -> dict[str, Any]:
    """The aggregate figures over completed episodes' metrics (the spec's, then ours), all from
    ``scoring.aggregate``: the run summary and the report give the same ones. ``scale`` names the
    label an unscored episode lacks."""
    totals: Counter[str] = Counter()
    for row in rows:
        totals.update(episode_tally(row))
    per_acuity: dict[str, dict[str, Any]] = {}
    for level in LEVELS:
        stats = level_statistics(level)
        per_acuity[str(level)] = {
            "runs": int(figure(stats["runs"], totals)),
            "predicted": int(figure(stats["predicted"], totals)),
            **{key: figure(stats[key], totals) for key in _PER_ACUITY},
        }
    return {
        "runs_scored": totals["n"],
        "unscored": {name.removeprefix("unscored_"): totals[name] for name in UNSCORED},
        "unscored_notes": unscored_notes(totals, scale),
        **{key: figure(STATISTICS[key], totals) for key in _HEADLINE},
        "median_turns_to_first_correct": median_turn_first_correct(row["triage"] for row in rows),
        "per_acuity": per_acuity,
        "confusion_matrix": {str(t): {str(p): totals[f"c{t}{p}"] for p in LEVELS} for t in LEVELS},
        "red_flags": {
            "runs_with_expert_flags": totals["raw_runs"],
            "true_positives": totals["raw_tp"],
            "false_positives": totals["raw_fp"],
            "false_negatives": totals["raw_fn"],
            **{key: figure(statistic, totals) for key, statistic in RAW_FLAGS.items()},
        },
        "belief_coverage": {key: figure(STATISTICS[key], totals) for key in _COVERAGE},
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
    file), ``notes`` (``{file, reason}`` per run scored without its unusable expert flags),
    ``unscored`` (completed episodes left out of the triage figures, per reason: ``no_truth``, no
    label on the scale played; ``no_level``, no final level) with ``unscored_notes`` saying so in
    words, and ``red_flag_source`` with ``red_flag_note`` (why the red-flag figures are n/a).
    """
    scan = scan_folder(folder, expert_flags=expert_flags, from_cases=from_cases)
    figures = _figures(scan.rows, scan.scale)
    source = red_flag_source(expert_flags, from_cases)
    return {
        "folder": str(scan.folder),  # a URL with its password masked
        "runs": len(scan.episodes) + len(scan.error_runs),
        "runs_scored": figures.pop("runs_scored"),
        "red_flag_source": source,
        "red_flag_note": red_flag_note(source, figures["red_flags"]["runs_with_expert_flags"]),
        "status": dict(sorted(scan.statuses.items())),
        "errors": len(scan.error_runs),
        "error_runs": scan.error_runs,
        "skipped": scan.skipped,
        "notes": scan.notes,
        **figures,
    }


# ------------------------------------------------------------------ terminal report
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
    for note in report["unscored_notes"]:
        head.add_row("", Text(note))
    head.add_row("accuracy", percent(report["accuracy"]))
    head.add_row("under-triage", percent(report["under_triage"]))
    head.add_row("over-triage", percent(report["over_triage"]))
    head.add_row("mean abs err", decimal(report["mean_absolute_error"]))
    head.add_row("kappa (linear)", decimal(report["kappa_linear"]))
    turns = report["median_turns_to_first_correct"]
    head.add_row("median turns to first correct", "n/a" if turns is None else f"{turns}")
    head.add_row("status", Text(", ".join(f"{k} {v}" for k, v in report["status"].items()) or "none"))
    head.add_row("errors (not scored)", Text(_errors_cell(report)))
    head.add_row("skipped files", str(len(report["skipped"])))

    levels = Table(title="Per acuity (truth)")
    for column in ("acuity", "runs", "predicted", "accuracy", "under", "over"):
        levels.add_column(column, justify="right")
    for level, row in report["per_acuity"].items():
        levels.add_row(level, str(row["runs"]), str(row["predicted"]), percent(row["accuracy"]), percent(row["under_triage"]), percent(row["over_triage"]))

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
    flag_table.add_row("precision", percent(flags["precision"]))
    flag_table.add_row("recall", percent(flags["recall"]))
    flag_table.add_row("F1", percent(flags["f1"]))
    parts: list[Any] = [head, levels, matrix, flag_table]
    if report["red_flag_note"]:
        parts.append(Text(report["red_flag_note"]))
    parts += [Text.assemble(("skipped ", "yellow"), f"{item['file']}: {item['reason']}") for item in report["skipped"]]
    parts += [Text.assemble(("note ", "yellow"), f"{item['file']}: {item['reason']}") for item in report["notes"]]
    return Group(*parts)
