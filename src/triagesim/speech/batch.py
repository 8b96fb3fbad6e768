"""A folder of artifacts to an audio folder: resumable, and one bad artifact never stops the rest.

A run is skipped when its folder is rendered with the same fingerprint (same transcript,
personas, engine and rendering version), so re-running the command after an interruption,
or after adding runs, renders only what is missing or changed. Failures are listed in
``AUDIO/errors.jsonl`` (rewritten each batch: an artifact that renders later leaves it), and
the manifest is rebuilt from every rendered run when the batch ends, however it ends.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import ArtifactError, InputError, TriageSimError
from ..folders.atomic import atomic_write_text
from ..folders.location import LocalFolder, Location, open_location
from ..folders.reading import ArtifactFile, iter_artifacts
from .engines import TTSEngine
from .layout import is_rendered, run_dir, write_manifest
from .render import fingerprint, read_source, render_run

__all__ = ["AudioSummary", "render_folder", "artifact_sources", "ERRORS"]

ERRORS = "errors.jsonl"
logger = logging.getLogger("triagesim.speech")


@dataclass
class AudioSummary:
    planned: int = 0
    rendered: int = 0
    skipped: int = 0
    errors: int = 0
    audio_seconds: float = 0.0
    synthesis_seconds: float = 0.0
    manifest_lines: int = 0
    error_messages: list[str] = field(default_factory=list)
    notes: dict[str, int] = field(default_factory=dict)  # compromise in voice choice -> runs

    @property
    def real_time_factor(self) -> float | None:
        return self.synthesis_seconds / self.audio_seconds if self.audio_seconds else None


def artifact_sources(runs: str | os.PathLike[str]) -> list[ArtifactFile]:
    """The artifacts to render, not read yet: ``runs`` itself when it is a file, else its record
    files in name order; ``runs`` is a path or an fsspec URL. A folder without any is one error."""
    location = open_location(runs)
    if isinstance(location, LocalFolder) and not location.path.is_dir():
        if not location.path.exists():
            raise InputError(f"{runs}: no such folder of run artifacts (write one with `triagesim run --out {runs}`)")
        return [ArtifactFile.at(location.path)]
    if not isinstance(location, LocalFolder) and _is_file(location):
        return [ArtifactFile.at(str(runs))]  # one artifact behind a URL
    files = list(iter_artifacts(location, ordered=True))
    if not files:
        raise ArtifactError(f"{location.display}: no artifacts (*.json) to render; point audio at the folder `triagesim run --out` wrote")
    return files


def _is_file(location: Location) -> bool:
    try:
        return location.exists() and not location.is_dir()
    except OSError:
        return False  # ``iter_artifacts`` names the folder and why it cannot be read


def _note_kind(note: str) -> str:
    return note.split(": ", 1)[1] if ": " in note else note


def render_folder(
    runs: str | os.PathLike[str],
    audio_dir: Path,
    engine: TTSEngine,
    *,
    limit: int | None = None,
    sample_rate: int | None = None,
    on_progress: Callable[[AudioSummary], None] | None = None,
) -> AudioSummary:
    files = artifact_sources(runs)[:limit] if limit else artifact_sources(runs)
    audio_dir.mkdir(parents=True, exist_ok=True)
    summary = AudioSummary(planned=len(files))
    errors: dict[str, dict[str, str]] = {}
    seen: dict[str, str] = {}
    try:
        for file in files:
            try:
                source = read_source(file)
                if source.run_id in seen:
                    raise ArtifactError(f"{file.name}: run_id {source.run_id!r} is also the run of {seen[source.run_id]}")
                seen[source.run_id] = file.name
                mark = fingerprint(source, engine, sample_rate)
                if is_rendered(run_dir(audio_dir, source.run_id), mark):
                    summary.skipped += 1
                else:
                    started = time.perf_counter()
                    done = render_run(source, engine, audio_dir, mark, sample_rate=sample_rate, source_path=file.where)
                    summary.synthesis_seconds += time.perf_counter() - started
                    summary.audio_seconds += done.duration
                    summary.rendered += 1
                    for note in set(map(_note_kind, done.notes)):
                        summary.notes[note] = summary.notes.get(note, 0) + 1
            except (TriageSimError, OSError) as error:
                _record(summary, errors, file, str(error) if isinstance(error, TriageSimError) else f"{file.name}: {error}")
            except Exception as error:  # a TriageSim bug on one artifact: one line, and the others still render
                _record(summary, errors, file, f"{file.name}: internal error {type(error).__name__}: {error}")
            if on_progress is not None:
                on_progress(summary)
    finally:
        summary.manifest_lines = write_manifest(audio_dir)
        _write_errors(audio_dir, errors)
    return summary


def _record(summary: AudioSummary, errors: dict[str, dict[str, str]], file: ArtifactFile, message: str) -> None:
    summary.errors += 1
    summary.error_messages.append(message)
    errors[file.name] = {"file": str(file.where), "error": message}
    logger.warning("%s", message)


def _write_errors(audio_dir: Path, errors: dict[str, dict[str, str]]) -> None:
    path = audio_dir / ERRORS
    if errors:
        atomic_write_text(path, "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in errors.values()))
    else:
        path.unlink(missing_ok=True)
