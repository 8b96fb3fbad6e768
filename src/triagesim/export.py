"""Folders of run artifacts as one data set: Parquet or JSONL, one row per episode.

Why: artifacts are one JSON file per episode, which suits resuming and replay but not
analysis; a data scientist wants ``pandas.read_parquet("runs.parquet")`` or
``datasets.load_dataset("parquet", data_files=...)`` in one line. Each row holds flat
columns for the figures people group and filter by (case, scale, truth, prediction,
correct / under / over, turns, models, persona traits), and the dialogue as a nested
``transcript`` column (a list of ``{turn, speaker, text}``).

The export streams: run folders may be local paths or fsspec URLs (``s3://``, ``ftp://``, ...;
only the output file is always local), read through ``reading.iter_artifacts`` like
``evaluate`` and ``report``: a file that is no artifact of the published shape is skipped and named. Artifacts are read one at a time in directory order (sorting millions
of names would hold them all; sort by ``run_id`` after loading when order matters) and
written in row groups of ``row_group_size`` (Parquet) or line by line (JSONL), into a
temporary file renamed into place at the end, so memory stays flat and a crash never
leaves half a data set. Metric columns come from ``utils.compute_all_metrics`` (the
metrics spec), with each artifact's own expert red flags, and are null for episodes that
did not complete (as ``evaluate`` leaves them out of its figures).
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .errors import ArtifactError, ConfigError, InputError
from .folders.atomic import atomic_output
from .folders.location import Location
from .folders.reading import iter_artifacts, open_run_folder
from .personas import NursePersona, PatientPersona
from .utils import compute_all_metrics

__all__ = ["export_runs", "ExportSummary", "COLUMNS", "PARQUET_MISSING", "export_format"]

PARQUET_MISSING = (
    "exporting Parquet needs pyarrow, an optional extra: pip install 'triagesim[parquet]' "
    "(or export to .jsonl, which needs nothing)"
)
Format = Literal["parquet", "jsonl"]
_FORMATS: dict[str, Format] = {".parquet": "parquet", ".pq": "parquet", ".jsonl": "jsonl", ".ndjson": "jsonl"}

# Column -> type, in order. Types are Arrow's names: string, int64, float64, bool, list<string>, transcript.
_FIXED: dict[str, str] = {
    "run_id": "string",
    "case_id": "string",
    "subject_id": "string",
    "episode": "int64",
    "seed": "int64",
    "algorithm": "string",
    "status": "string",
    "end_reason": "string",
    "error": "string",
    "failure_kind": "string",
    "ground_truth": "int64",
    "prediction": "int64",
    "correct": "bool",
    "under": "bool",
    "over": "bool",
    "absolute_error": "int64",
    "first_correct_turn": "int64",
    "turns": "int64",
    "nurse_steps": "int64",
    "refusals": "int64",
    "chief_complaint": "string",
    "age": "float64",
    "sex": "string",
    "pain": "float64",
    "vitals_checked": "list<string>",
    "red_flags_logged": "list<string>",
    "expert_red_flags": "list<string>",
    "red_flag_precision": "float64",
    "red_flag_recall": "float64",
    "nurse_model": "string",
    "patient_model": "string",
    "extractor_model": "string",
    "llm_calls": "int64",
    "prompt_tokens": "int64",
    "completion_tokens": "int64",
    "wall_seconds": "float64",
    "fingerprint": "string",
    "schema_version": "string",
}


def _trait_type(annotation: Any) -> str:
    """A persona field's column type: numbers stay numbers, lists stay lists, the rest is text."""
    options = typing.get_args(annotation) if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union else (annotation,)
    options = tuple(option for option in options if option is not type(None))
    if options and all(option in (int, float) for option in options):
        return "float64"
    if any(typing.get_origin(option) is list for option in options):
        return "list<string>"
    return "string"


_TRAITS: dict[str, dict[str, str]] = {
    role: {name: _trait_type(info.annotation) for name, info in model.model_fields.items()}
    for role, model in (("nurse", NursePersona), ("patient", PatientPersona))
}
#: Every column of an export, with its type; persona traits are ``nurse_<trait>`` and ``patient_<trait>``.
COLUMNS: dict[str, str] = {
    **_FIXED,
    **{f"{role}_{name}": kind for role, traits in _TRAITS.items() for name, kind in traits.items()},
    "transcript": "transcript",
}


@dataclass
class ExportSummary:
    """What an export wrote: rows, and the files it skipped (the first 50) with why."""

    out: Path
    format: Format
    rows: int = 0
    skipped: int = 0
    skipped_files: list[dict[str, str]] = field(default_factory=list)


def export_format(out: Path) -> Format:
    """The format an output name asks for; ``InputError`` for any other extension."""
    fmt = _FORMATS.get(out.suffix.lower())
    if fmt is None:
        raise InputError(f"--out {out}: unknown extension {out.suffix!r}; use .parquet or .jsonl")
    return fmt


# ------------------------------------------------------------------ one artifact -> one row
def _get(mapping: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(mapping, dict):
            return None
        mapping = mapping.get(key)
    return mapping


_INT64 = 2**63  # an Arrow int64 column holds -2**63 .. 2**63 - 1


def _int(value: Any) -> int | None:
    """A number as an int64 cell; None for anything else, or a number no int64 holds (an artifact's
    free-form fields, ``ground_truth`` say, may hold one: the row stays, the cell is empty)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value != value:
        return None
    number = int(value) if abs(value) < float("inf") else None
    return number if number is not None and -_INT64 <= number < _INT64 else None


def _float(value: Any) -> float | None:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return None
    try:
        return float(value)
    except OverflowError:  # an integer past a float's range
        return None


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def _strings(value: Any) -> list[str] | None:
    return [str(item) for item in value] if isinstance(value, (list, tuple)) else None


def _cast(value: Any, kind: str) -> Any:
    if kind == "float64":
        return _float(value)
    if kind == "list<string>":
        return _strings(value)
    return _text(value)


def _model(agent: Any) -> str | None:
    return _text(_get(agent, "model") or _get(agent, "engine"))


def _flag_strings(value: Any) -> bool:
    """Whether ``ground_truth.expert_red_flags`` is a usable expert set (as ``evaluate`` reads it: a
    non-empty list of strings); anything else leaves the run's red-flag columns empty."""
    return isinstance(value, list) and bool(value) and all(isinstance(item, str) for item in value)


def episode_row(artifact: dict[str, Any]) -> dict[str, Any]:
    """The export row of one artifact (every key of ``COLUMNS``, in order)."""
    truth = artifact.get("ground_truth") if isinstance(artifact.get("ground_truth"), dict) else {}
    completed = artifact.get("status") == "completed"
    experts = truth.get("expert_red_flags")
    metrics: dict[str, Any] = {}
    if completed:
        metrics = compute_all_metrics(
            trace=artifact.get("trace"), belief=artifact.get("belief"), ground_truth=truth,
            expert_red_flags=set(experts) if _flag_strings(experts) else None,
        )
    triage = metrics.get("triage", {})
    flags = metrics.get("red_flags", {})
    usage = artifact.get("usage") if isinstance(artifact.get("usage"), dict) else {}
    agents = artifact.get("agents") if isinstance(artifact.get("agents"), dict) else {}
    row: dict[str, Any] = {
        "run_id": _text(artifact.get("run_id")),
        "case_id": _text(artifact.get("case_id") or truth.get("case_id")),
        "subject_id": _text(truth.get("subject_id")),
        "episode": _int(artifact.get("episode")),
        "seed": _int(artifact.get("seed")),
        "algorithm": _text(artifact.get("algorithm")),
        "status": _text(artifact.get("status")),
        "end_reason": _text(artifact.get("end_reason")),
        "error": _text(artifact.get("error")),
        "failure_kind": _text(_get(artifact, "failure", "kind")),
        "ground_truth": _int(truth.get("acuity")),
        "prediction": _int(triage.get("final_prediction")),
        "correct": triage.get("correct"),
        "under": triage.get("under_triage"),
        "over": triage.get("over_triage"),
        "absolute_error": _int(triage.get("absolute_error")),
        "first_correct_turn": _int(triage.get("first_correct_turn")),
        "turns": _int(_get(artifact, "state", "turn")),
        "nurse_steps": _int(_get(artifact, "state", "nurse_steps")),
        "refusals": _int(_get(artifact, "state", "refusals")),
        "chief_complaint": _text(truth.get("chief_complaint")),
        "age": _float(truth.get("age")),
        "sex": _text(truth.get("sex")),
        "pain": _float(truth.get("pain")),
        "vitals_checked": _strings(_get(artifact, "belief", "vitals_known")),
        "red_flags_logged": _strings(_get(artifact, "belief", "red_flags_logged")),
        "expert_red_flags": _strings(experts),
        "red_flag_precision": _float(flags.get("precision")),
        "red_flag_recall": _float(flags.get("recall")),
        "nurse_model": _model(agents.get("nurse")),
        "patient_model": _model(agents.get("patient")),
        "extractor_model": _model(agents.get("extractor")),
        "llm_calls": sum(_int(_get(role, "calls")) or 0 for role in usage.values()),
        "prompt_tokens": sum(_int(_get(role, "prompt_tokens")) or 0 for role in usage.values()),
        "completion_tokens": sum(_int(_get(role, "completion_tokens")) or 0 for role in usage.values()),
        "wall_seconds": _float(_get(artifact, "timings", "wall_seconds")),
        "fingerprint": _text(artifact.get("fingerprint")),
        "schema_version": _text(artifact.get("schema_version")),
    }
    for role, traits in _TRAITS.items():
        persona = _get(artifact, "personas", role)
        for name, kind in traits.items():
            row[f"{role}_{name}"] = _cast(_get(persona, name), kind)
    row["transcript"] = [
        {"turn": _int(line.get("turn")), "speaker": _text(line.get("speaker")), "text": _text(line.get("text"))}
        for line in artifact.get("transcript") or [] if isinstance(line, dict)
    ]
    return row


# ------------------------------------------------------------------ folders -> rows
def _rows(folders: Iterable[Location], summary: ExportSummary) -> Iterator[dict[str, Any]]:
    """Rows in a stable order, by run id within each folder (the folders in the order given), so
    two exports of one folder are the same file: a directory lists in no set order."""
    for folder in folders:
        for item in iter_artifacts(folder, ordered=True):
            try:
                artifact = item.load()
                row = episode_row(artifact)
            except (ArtifactError, RecursionError) as problem:
                summary.skipped += 1
                if len(summary.skipped_files) < 50:
                    reason = problem.reason if isinstance(problem, ArtifactError) else "nested too deeply"
                    summary.skipped_files.append({"file": str(item.where), "reason": reason})
                continue
            summary.rows += 1
            yield row


# ------------------------------------------------------------------ writers
def _arrow_schema(pa: Any) -> Any:
    transcript = pa.list_(pa.struct([("turn", pa.int64()), ("speaker", pa.string()), ("text", pa.string())]))
    types_ = {"string": pa.string(), "int64": pa.int64(), "float64": pa.float64(), "bool": pa.bool_(),
              "list<string>": pa.list_(pa.string()), "transcript": transcript}
    return pa.schema([(name, types_[kind]) for name, kind in COLUMNS.items()])


def _write_parquet(rows: Iterator[dict[str, Any]], path: Path, row_group_size: int) -> None:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise ConfigError(PARQUET_MISSING) from None
    schema = _arrow_schema(pa)
    with pq.ParquetWriter(str(path), schema, compression="zstd") as writer:
        buffer: list[dict[str, Any]] = []
        for row in rows:
            buffer.append(row)
            if len(buffer) >= row_group_size:
                writer.write_table(pa.Table.from_pylist(buffer, schema=schema))
                buffer = []
        if buffer:
            writer.write_table(pa.Table.from_pylist(buffer, schema=schema))


def _write_jsonl(rows: Iterator[dict[str, Any]], path: Path) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")


def export_runs(folders: Iterable[str | Path | Location], out: str | Path, *, row_group_size: int = 1000) -> ExportSummary:
    """Write every artifact of ``folders`` (paths or fsspec URLs) to ``out`` (a local ``.parquet`` or
    ``.jsonl`` file), one row per episode.

    Raises ``ArtifactError`` when a folder is missing or no artifact is readable (nothing is
    then written), ``InputError`` for an unknown extension, ``ConfigError`` when Parquet is
    asked for without pyarrow. Unreadable files are skipped and listed in the summary.
    """
    out = Path(out)
    fmt = export_format(out)
    if fmt == "parquet":
        try:
            import pyarrow  # noqa: F401  (checked before any file is read)
        except ImportError:
            raise ConfigError(PARQUET_MISSING) from None
    locations = [open_run_folder(folder) for folder in folders]  # every folder checked before anything is written
    if out.parent and not out.parent.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
    summary = ExportSummary(out, fmt)
    rows = _rows(locations, summary)
    with atomic_output(out) as temporary:
        if fmt == "parquet":
            _write_parquet(rows, temporary, row_group_size)
        else:
            _write_jsonl(rows, temporary)
        if summary.rows == 0:
            reasons = "; ".join(f"{Path(item['file']).name}: {item['reason']}" for item in summary.skipped_files[:3])
            folders_shown = ", ".join(location.display for location in locations)
            raise ArtifactError(f"{folders_shown}: no readable artifact to export" + (f" ({reasons})" if reasons else ""))
    return summary
