"""Rate a folder of run artifacts: resumable, concurrent, one bad run never stops the rest.

A rating already in ``RATED`` is kept and not asked for again, so re-running the same command
finishes an interrupted batch. A folder holds one modality and one rater: ratings of another
kind there are refused before any call, rather than mixed into one summary. Runs that fail
(unreadable artifact, no audio, a model that never gave a valid level) are listed in
``RATED/errors.jsonl`` and retried on the next run; a refused key, or as many server failures
in a row as stop ``triagesim run`` (``batch.MAX_FAILURES_IN_ROW``), stops the batch early
instead of failing every remaining run the same way.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..batch import MAX_FAILURES_IN_ROW
from ..errors import ArtifactError, ConfigError, TriageSimError, failure_kind, is_infrastructure
from ..folders.atomic import atomic_write_text
from ..folders.location import open_location
from ..folders.reading import ArtifactFile
from .agreement import compare_folders, load_ratings, pair_figures, truth_figures
from .encounter import Encounter, Modality, NotCompleted, artifact_sources, load_encounter
from .models import Rating

__all__ = ["Rater", "RateSummary", "check_inputs", "rate_folder", "write_summary"]


class Rater(Protocol):
    def describe(self) -> dict[str, Any]: ...
    async def rate(self, encounter: Encounter) -> dict[str, Any]: ...
    async def aclose(self) -> None: ...


@dataclass
class RateSummary:
    planned: int = 0
    rated: int = 0
    kept: int = 0  # already rated by an earlier run of the command
    skipped: list[str] = field(default_factory=list)  # episodes that did not complete: nothing to rate
    errors: list[dict[str, str]] = field(default_factory=list)
    fatal: str | None = None
    failures_in_row: int = 0  # infrastructure failures (server, key) since the last rating


def _check_folder(out: Path, modality: str, rater: dict[str, Any]) -> None:
    """Refuse an output folder that holds ratings of another modality or rater."""
    if out.exists() and not out.is_dir():
        raise ConfigError(f"--out {out} is a file, not a folder")
    existing, _ = load_ratings(out) if out.is_dir() else ({}, [])
    for rating in existing.values():
        if rating.modality != modality or rating.rater != rater:
            raise ConfigError(
                f"--out {out} holds ratings of another kind ({rating.run_id}: modality {rating.modality}, "
                f"rater {rating.rater}); use another --out folder for --modality {modality} with this rater"
            )


def _check_asr_folder(files: Sequence[ArtifactFile], runs: str | os.PathLike[str]) -> None:
    """``--modality asr`` on a folder of plain runs is one clear error, not one error per run."""
    for file in files:
        try:
            if "asr" in file.load():
                return
        except ArtifactError:
            continue  # named when it is rated
    raise ConfigError(f"{open_location(runs).display}: no artifact has an 'asr' block; "
                      "--modality asr rates the --out folder of `triagesim asr`")


def check_inputs(runs: str | os.PathLike[str], out: Path, modality: Modality, rater: dict[str, Any]) -> list[ArtifactFile]:
    """The artifacts to rate (``runs`` is a path or an fsspec URL), after the checks that would
    fail every run alike (one error, before any work)."""
    files = artifact_sources(runs)
    if not files:
        raise ArtifactError(f"{open_location(runs).display}: no *.json artifacts to rate")
    if modality == "asr":
        _check_asr_folder(files, runs)
    _check_folder(out, modality, rater)
    return files


def _rating(encounter: Encounter, rater: dict[str, Any], result: dict[str, Any]) -> Rating:
    return Rating(
        run_id=encounter.run_id,
        case_id=encounter.case_id,
        algorithm=encounter.algorithm,
        modality=encounter.modality,
        rater=rater,
        level=result["level"],
        ground_truth=encounter.ground_truth,
        original_level=encounter.original_level,
        confidence=result.get("confidence"),
        explanation=result.get("explanation") or "",
        source=str(encounter.source),
        audio=str(encounter.audio) if encounter.audio else None,
        usage=result.get("usage"),
    )


async def rate_folder(
    runs: str | os.PathLike[str],
    out: Path,
    *,
    modality: Modality,
    rater: Rater,
    audio_dir: Path | None = None,
    concurrency: int = 4,
    on_progress: Callable[[RateSummary], None] | None = None,
) -> RateSummary:
    """Rate every completed artifact in ``runs`` (a path or an fsspec URL) into ``out/<run_id>.json``
    (see the module docstring); ``out`` and the audio folder are local."""
    described = rater.describe()
    files = check_inputs(runs, out, modality, described)
    out.mkdir(parents=True, exist_ok=True)
    summary = RateSummary(planned=len(files))
    gate = asyncio.Semaphore(concurrency)

    async def one(file: ArtifactFile) -> None:
        async with gate:
            if summary.fatal:
                return
            try:
                encounter = load_encounter(file, modality, audio_dir=audio_dir)
                target = out / f"{encounter.run_id}.json"
                if target.is_file():
                    summary.kept += 1
                    return
                result = await rater.rate(encounter)
                rating = _rating(encounter, described, result)
                atomic_write_text(target, rating.model_dump_json(indent=1) + "\n")
                summary.rated += 1
                summary.failures_in_row = 0
            except NotCompleted:
                summary.skipped.append(file.name)
            except ConfigError:
                raise  # a setting that fails every run (offline rater on audio): one line, not N errors
            except Exception as error:  # one bad run is recorded; the batch goes on
                message = " ".join(str(error).split()) or type(error).__name__
                if not isinstance(error, TriageSimError):
                    message = f"{type(error).__name__}: {message}"
                summary.errors.append({"file": file.name, "error": message[:500]})
                kind = failure_kind(error)
                summary.failures_in_row = summary.failures_in_row + 1 if is_infrastructure(kind) else 0
                if summary.fatal is None and (kind == "auth" or summary.failures_in_row >= MAX_FAILURES_IN_ROW):
                    summary.fatal = message[:300]
            finally:
                if on_progress is not None:
                    on_progress(summary)

    try:
        await asyncio.gather(*(one(file) for file in files))
    finally:
        errors = "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in summary.errors)
        log = out / "errors.jsonl"
        if errors:
            atomic_write_text(log, errors)
        elif log.exists():
            log.unlink()  # every earlier failure has been rated now
        await rater.aclose()
    return summary


def write_summary(out: Path, *, compare: Sequence[Path] = ()) -> dict[str, Any]:
    """``out/summary.json``: the folder against the truth and the episode nurse, and against each ``compare`` folder."""
    ratings, skipped = load_ratings(out)
    first = next(iter(ratings.values()), None)
    report: dict[str, Any] = {
        "folder": str(out),
        "modality": first.modality if first else None,
        "rater": first.rater if first else None,
        "ratings": len(ratings),
        "skipped": skipped,
        "versus_ground_truth": truth_figures(ratings.values()),
        "versus_episode_nurse": pair_figures(
            [(r.original_level, r.level) for r in ratings.values() if r.original_level is not None]
        ),
    }
    if compare:
        folders = {str(out): out, **{str(path): path for path in compare}}
        report["agreement"] = compare_folders(folders)["agreement"]
    atomic_write_text(out / "summary.json", json.dumps(report, indent=1) + "\n")
    return report
