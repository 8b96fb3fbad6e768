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
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..artifacts import artifact_files, atomic_write_text
from ..errors import ArtifactError, InputError, TriageSimError
from .engines import TTSEngine
from .layout import is_rendered, run_dir, write_manifest
from .render import fingerprint, read_source, render_run

__all__ = ["AudioSummary", "render_folder", "artifact_paths", "ERRORS"]

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


def artifact_paths(runs: Path) -> list[Path]:
    """The artifacts to render: ``runs`` itself when it is a file, else its ``*.json`` in name order."""
    if runs.is_file():
        return [runs]
    if not runs.is_dir():
        raise InputError(f"{runs}: no such folder of run artifacts (write one with `triagesim run --out {runs}`)")
    paths = sorted(artifact_files(runs))
    if not paths:
        raise ArtifactError(f"{runs}: no artifacts (*.json) to render; point audio at the folder `triagesim run --out` wrote")
    return paths


def _note_kind(note: str) -> str:
    return note.split(": ", 1)[1] if ": " in note else note


def render_folder(
    runs: Path,
    audio_dir: Path,
    engine: TTSEngine,
    *,
    limit: int | None = None,
    sample_rate: int | None = None,
    on_progress: Callable[[AudioSummary], None] | None = None,
) -> AudioSummary:
    paths = artifact_paths(runs)[:limit] if limit else artifact_paths(runs)
    audio_dir.mkdir(parents=True, exist_ok=True)
    summary = AudioSummary(planned=len(paths))
    errors: dict[str, dict[str, str]] = {}
    seen: dict[str, Path] = {}
    try:
        for path in paths:
            try:
                source = read_source(path)
                if source.run_id in seen:
                    raise ArtifactError(f"{path.name}: run_id {source.run_id!r} is also the run of {seen[source.run_id].name}")
                seen[source.run_id] = path
                mark = fingerprint(source, engine, sample_rate)
                if is_rendered(run_dir(audio_dir, source.run_id), mark):
                    summary.skipped += 1
                else:
                    started = time.perf_counter()
                    done = render_run(source, engine, audio_dir, mark, sample_rate=sample_rate, source_path=path)
                    summary.synthesis_seconds += time.perf_counter() - started
                    summary.audio_seconds += done.duration
                    summary.rendered += 1
                    for note in set(map(_note_kind, done.notes)):
                        summary.notes[note] = summary.notes.get(note, 0) + 1
            except (TriageSimError, OSError) as error:
                _record(summary, errors, path, str(error) if isinstance(error, TriageSimError) else f"{path.name}: {error}")
            except Exception as error:  # a TriageSim bug on one artifact: one line, and the others still render
                _record(summary, errors, path, f"{path.name}: internal error {type(error).__name__}: {error}")
            if on_progress is not None:
                on_progress(summary)
    finally:
        summary.manifest_lines = write_manifest(audio_dir)
        _write_errors(audio_dir, errors)
    return summary


def _record(summary: AudioSummary, errors: dict[str, dict[str, str]], path: Path, message: str) -> None:
    summary.errors += 1
    summary.error_messages.append(message)
    errors[path.name] = {"file": str(path), "error": message}
    logger.warning("%s", message)


def _write_errors(audio_dir: Path, errors: dict[str, dict[str, str]]) -> None:
    path = audio_dir / ERRORS
    if errors:
        atomic_write_text(path, "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in errors.values()))
    else:
        path.unlink(missing_ok=True)
