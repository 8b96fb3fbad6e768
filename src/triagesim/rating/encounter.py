"""What a rater gets from one run artifact: the conversation in one modality, the measured vitals, the truth.

The three modalities differ only in how the dialogue reaches the rater:

- ``text``: the artifact's own transcript (for an ASR artifact, the original lines it keeps
  as the WER references, so ``rate RUNS_ASR --modality text`` rates the same words as
  ``rate RUNS --modality text``);
- ``asr``: the transcript of an artifact written by ``triagesim asr`` (its ``asr`` block is
  required, so a plain run folder is never silently rated as "ASR");
- ``audio``: the run's ``conversation.wav``, found in ``--audio AUDIO`` or, for an ASR
  artifact, in the audio folder its ``asr`` block records.

Every modality also gets the vital signs the nurse measured during the episode: at a real
triage desk those are on the chart, not in the conversation, and giving them to every
modality keeps the comparison about the dialogue alone.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ..core.observations import Registration
from ..errors import ArtifactError, InputError
from ..folders.reading import ArtifactFile, Where, file_name, iter_artifacts

__all__ = ["Encounter", "Modality", "MODALITIES", "load_encounter", "encounter_of", "artifact_sources", "NotCompleted"]

Modality = Literal["text", "asr", "audio"]
MODALITIES: tuple[str, ...] = ("text", "asr", "audio")

class NotCompleted(ArtifactError):
    """The episode ended in error: it has no final level to compare, so it is skipped, not failed."""


@dataclass
class Encounter:
    """One finished conversation as a rater sees it, plus what the rating file records about it."""

    run_id: str
    case_id: str | None
    algorithm: Literal["esi", "ats"]
    modality: Modality
    source: Where  # the artifact's path, or its URL with the password masked
    lines: list[tuple[str, str]] = field(default_factory=list)  # (speaker, text), in dialogue order
    vitals: dict[str, float | None] = field(default_factory=dict)
    audio: Path | None = None
    ground_truth: int | None = None
    original_level: int | None = None  # the episode nurse's own final level
    desk: Registration = field(default_factory=Registration)  # what the episode nurse saw before a word


def desk_of(data: dict[str, Any]) -> Registration:
    """The desk the episode nurse saw (``registration``, schema 1.4), so a rater judges the
    conversation with what the nurse had before a word; an older artifact gives its recorded age
    and sex, and an unreadable one an empty desk."""
    recorded = data.get("registration")
    truth = data.get("ground_truth") if isinstance(data.get("ground_truth"), dict) else {}
    try:
        if isinstance(recorded, dict):
            return Registration.model_validate(recorded)
        return Registration(age=truth.get("age"), sex=truth.get("sex"))
    except (ValueError, TypeError):  # pydantic's ValidationError is a ValueError
        return Registration()


def artifact_sources(folder: str | os.PathLike[str]) -> list[ArtifactFile]:
    """The record files of a run folder (a path or an fsspec URL) that may be artifacts, in name
    order, not read yet; ``ArtifactError`` naming the folder when it is missing or a file."""
    return list(iter_artifacts(folder, ordered=True))


def _level(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 5 else None


def _lines(transcript: Any, source: Where, where: str) -> list[tuple[str, str]]:
    if not isinstance(transcript, list):
        raise ArtifactError(f"{source}: field '{where}' is not a list of lines")
    lines = []
    for index, line in enumerate(transcript):
        if not isinstance(line, dict) or not isinstance(line.get("speaker"), str) or not isinstance(line.get("text"), str):
            raise ArtifactError(f"{source}: {where}[{index}] needs a 'speaker' and a 'text'")
        lines.append((line["speaker"], line["text"]))
    return lines


def _vitals(history: Any) -> dict[str, float | None]:
    vitals: dict[str, float | None] = {}
    for event in history if isinstance(history, list) else []:
        if isinstance(event, dict) and event.get("event") == "vital" and isinstance(event.get("name"), str):
            vitals[event["name"]] = event.get("value")
    return vitals


def load_encounter(artifact: str | os.PathLike[str] | ArtifactFile, modality: Modality, *,
                   audio_dir: Path | None = None) -> Encounter:
    """The encounter in an artifact (a path, an fsspec URL, or a file ``iter_artifacts`` listed) for
    ``modality``; ``ArtifactError`` / ``InputError`` naming the file and field."""
    file = artifact if isinstance(artifact, ArtifactFile) else ArtifactFile.at(artifact)
    return encounter_of(file.load(), file.where, modality, audio_dir=audio_dir)


def encounter_of(data: dict[str, Any], where: Where, modality: Modality, *, audio_dir: Path | None = None) -> Encounter:
    """The encounter in ``data``, an artifact read from ``where`` by ``folders.reading`` (version and shape checked)."""
    if data.get("status") != "completed":
        raise NotCompleted(f"{where}: status {data.get('status')!r}: only completed episodes are rated")
    asr = data.get("asr")
    if modality == "asr" and not isinstance(asr, dict):
        raise InputError(f"{where}: no 'asr' block, so this is not an ASR transcript; run `triagesim asr` and rate its --out folder")
    algorithm = data.get("algorithm")
    if algorithm not in ("esi", "ats"):
        raise ArtifactError(f"{where}: field 'algorithm' must be 'esi' or 'ats', got {algorithm!r}")
    truth = data.get("ground_truth") if isinstance(data.get("ground_truth"), dict) else {}
    state = data.get("state") if isinstance(data.get("state"), dict) else {}
    run_id = str(data.get("run_id") or file_name(where).removesuffix(".json"))
    encounter = Encounter(
        run_id=run_id,
        case_id=data.get("case_id") if isinstance(data.get("case_id"), str) else None,
        algorithm=algorithm,
        modality=modality,
        source=where,
        vitals=_vitals(data.get("history")),
        ground_truth=_level(truth.get("acuity")),
        original_level=_level(state.get("final_triage")),
        desk=desk_of(data),
    )
    if modality == "text" and isinstance(asr, dict):
        encounter.lines = [(line["speaker"], line["reference"]) for line in _asr_utterances(asr, where)]
    elif modality in ("text", "asr"):
        encounter.lines = _lines(data.get("transcript"), where, "transcript")
    else:
        encounter.audio = _audio_file(run_id, where, asr, audio_dir)
    return encounter


def _asr_utterances(asr: dict[str, Any], path: Where) -> list[dict[str, Any]]:
    utterances = asr.get("utterances")
    if not isinstance(utterances, list) or not all(
        isinstance(u, dict) and isinstance(u.get("speaker"), str) and isinstance(u.get("reference"), str) for u in utterances
    ):
        raise ArtifactError(f"{path}: field 'asr.utterances' must list {{speaker, reference, text}} objects")
    return utterances


def _audio_file(run_id: str, path: Where, asr: Any, audio_dir: Path | None) -> Path:
    """``<audio>/<run_id>/conversation.wav``, from ``--audio`` or the ASR artifact's record of its audio."""
    if audio_dir is not None:
        folder = audio_dir / run_id
    elif isinstance(asr, dict) and isinstance(asr.get("audio"), str):
        folder = Path(asr["audio"])
    else:
        raise InputError(f"{path}: no audio folder known for run {run_id}; pass --audio AUDIO (`triagesim audio --out`)")
    wav = folder / "conversation.wav"
    if not wav.is_file():
        raise InputError(f"{wav}: not found; render the run with `triagesim audio` first")
    return wav
