"""The audio folder on disk: the one place that knows its layout, for writers and readers alike.

``triagesim audio RUNS --out AUDIO`` writes, and ``triagesim asr`` (and anyone else) reads::

    AUDIO/manifest.jsonl                          one line per utterance, every rendered run
    AUDIO/<run_id>/conversation.wav               mono 16-bit PCM, the whole conversation
    AUDIO/<run_id>/utterances/<NNN>_<speaker>.wav one per transcript line (NNN: its index)
    AUDIO/<run_id>/alignment.json                 [{turn, speaker, text, start, end, file, ...}]
    AUDIO/<run_id>/render.json                    how it was rendered; written last

A run folder counts as rendered only when ``render.json`` exists and every file that
``alignment.json`` names is there: every file is written atomically and ``render.json`` last,
so a crash mid-run leaves a folder that is simply rendered again. The manifest is derived
data: rebuilt from the rendered runs' alignments after every batch, so it always agrees with
them. Paths inside the manifest are relative to the manifest's folder (NeMo resolves them so;
``read_manifest`` returns them resolved), which keeps an audio folder movable.

Readers should use ``read_alignment`` / ``read_manifest`` / ``rendered_runs`` rather than
globbing, so a half-written folder is never mistaken for a finished one.
"""

from __future__ import annotations

import io
import json
import os
import re
import wave
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..cases.files import TextFileError, read_text
from ..errors import ArtifactError
from ..folders.atomic import atomic_write_bytes, atomic_write_text

__all__ = [
    "MANIFEST",
    "CONVERSATION",
    "ALIGNMENT",
    "RENDER",
    "UTTERANCES",
    "Speaker",
    "AlignedUtterance",
    "ManifestLine",
    "RenderRecord",
    "run_dir",
    "utterance_file",
    "write_wav",
    "read_wav",
    "wav_duration",
    "write_alignment",
    "read_alignment",
    "write_render_record",
    "read_render_record",
    "is_rendered",
    "rendered_runs",
    "manifest_lines",
    "write_manifest",
    "read_manifest",
]

MANIFEST = "manifest.jsonl"
CONVERSATION = "conversation.wav"
ALIGNMENT = "alignment.json"
RENDER = "render.json"
UTTERANCES = "utterances"

Speaker = Literal["nurse", "patient", "companion"]
_SAFE_RUN_ID = re.compile(r"^[A-Za-z0-9_-][A-Za-z0-9._-]*$")


class AlignedUtterance(BaseModel):
    """One transcript line as rendered: where it sits in ``conversation.wav`` and what was spoken.

    ``text`` is exactly the transcript's text, which is what the voice says: fillers and
    repetitions are in the transcript already (the patient's disfluency), and are spoken;
    TriageSim inserts no words of its own, only silences (so ASR is scored against ``text``).
    """

    model_config = ConfigDict(extra="allow")

    turn: int = Field(description="the transcript line's turn (nurse and patient share a turn number)")
    speaker: Speaker
    text: str = Field(description="the words spoken: the transcript text, unchanged")
    start: float = Field(ge=0, description="seconds from the start of conversation.wav")
    end: float = Field(ge=0, description="seconds from the start of conversation.wav")
    file: str = Field(description="the utterance WAV, relative to AUDIO/<run_id>/")
    index: int = Field(ge=0, description="position in the artifact's transcript (NNN of the file name)")
    voice: str = Field(description="engine:voice actually used, e.g. piper:en_US-joe-medium")


class ManifestLine(BaseModel):
    """One line of ``manifest.jsonl`` (NeMo manifest / Hugging Face JSON dataset convention).

    ``audio_filepath`` is the utterance WAV (relative to the manifest's folder as written,
    absolute from ``read_manifest``) and ``offset`` is where the utterance starts in *that*
    file, always 0.0: NeMo's meaning. The utterance's place in the conversation is
    ``start`` / ``end`` on ``conversation_filepath``.
    """

    model_config = ConfigDict(extra="allow")

    audio_filepath: str
    duration: float
    text: str
    speaker: Speaker
    run_id: str
    turn: int
    offset: float = 0.0
    index: int
    start: float
    end: float
    conversation_filepath: str
    voice: str


class RenderRecord(BaseModel):
    """How a run was rendered; its ``fingerprint`` decides whether a resumed batch may skip it."""

    model_config = ConfigDict(extra="allow")

    run_id: str
    fingerprint: str
    engine: str
    engine_settings: dict[str, Any] = Field(default_factory=dict, description="the engine's describe(): models, piper's precision")
    sample_rate: int
    duration: float
    voices: dict[str, dict[str, Any]]
    warnings: list[str] = Field(default_factory=list)
    source: str | None = Field(default=None, description="the artifact rendered (its absolute path, or its URL with the password masked)")
    audio_sha256: str | None = Field(
        default=None,
        description="digest of conversation.wav's samples: which rendering this is (piper's noise makes each one differ)",
    )


# ------------------------------------------------------------------ paths
def run_dir(audio_dir: str | Path, run_id: str) -> Path:
    """``AUDIO/<run_id>``; a run id that is not a safe file name is an ``ArtifactError``."""
    if not isinstance(run_id, str) or not _SAFE_RUN_ID.match(run_id):
        raise ArtifactError(f"run_id {run_id!r} is not a safe folder name")
    return Path(audio_dir) / run_id


def utterance_file(index: int, speaker: str) -> str:
    """``utterances/<NNN>_<speaker>.wav``, relative to the run folder."""
    return f"{UTTERANCES}/{index:03d}_{speaker}.wav"


# ------------------------------------------------------------------ WAV
def write_wav(path: Path, samples: Any, sample_rate: int) -> None:
    """Write mono 16-bit PCM atomically; ``samples`` is int16 (a numpy array or raw bytes)."""
    data = samples if isinstance(samples, (bytes, bytearray)) else samples.astype("<i2").tobytes()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(int(sample_rate))
        out.writeframes(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, buffer.getvalue())


def read_wav(path: str | Path) -> tuple[bytes, int]:
    """The raw 16-bit little-endian frames and the sample rate of a mono PCM WAV."""
    try:
        with wave.open(str(path), "rb") as audio:
            if audio.getnchannels() != 1 or audio.getsampwidth() != 2:
                raise ArtifactError(f"{path}: not mono 16-bit PCM")
            return audio.readframes(audio.getnframes()), audio.getframerate()
    except (wave.Error, EOFError, OSError) as error:
        raise ArtifactError(f"{path}: not a readable WAV file ({error})") from None


def wav_duration(path: str | Path) -> float:
    """Seconds of audio in a WAV file, from its header, refused (``ArtifactError``) when the file is cut short.

    A header states the length of its data, and a copy cut off mid-way still states the whole of it:
    a ``conversation.wav`` cut to 60 bytes "held" 11.3 s, which ``asr`` then transcribed as silence.
    So the frames the file really holds (its size past the header) are counted against the header's.
    """
    try:
        with open(path, "rb") as handle, wave.open(handle, "rb") as audio:
            frames, rate = audio.getnframes(), audio.getframerate()
            frame_bytes = audio.getsampwidth() * audio.getnchannels()
            held = (os.fstat(handle.fileno()).st_size - handle.tell()) // max(1, frame_bytes)  # wave stops at the data
    except (wave.Error, EOFError, OSError) as error:
        raise ArtifactError(f"{path}: not a readable WAV file ({error})") from None
    if rate <= 0:
        raise ArtifactError(f"{path}: not a readable WAV file (sample rate {rate})")
    if held < frames:
        raise ArtifactError(f"{path}: truncated: its header says {frames / rate:.1f} s of audio, the file holds "
                            f"{max(held, 0) / rate:.1f} s; render the run again (`triagesim audio`)")
    return frames / rate


# ------------------------------------------------------------------ alignment and render record
def _dump(items: list[BaseModel] | BaseModel) -> str:
    data = [item.model_dump(mode="json") for item in items] if isinstance(items, list) else items.model_dump(mode="json")
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def write_alignment(folder: Path, items: list[AlignedUtterance]) -> None:
    atomic_write_text(folder / ALIGNMENT, _dump(items))


def _load_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ArtifactError(f"{path}: not found; render the run with `triagesim audio`") from None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise ArtifactError(f"{path}: not readable JSON ({error})") from None


def _problems(error: ValidationError) -> str:
    return "; ".join(f"{'.'.join(str(p) for p in item['loc'])}: {item['msg']}" for item in error.errors()[:3])


def read_alignment(folder: str | Path) -> list[AlignedUtterance]:
    """The alignment of one rendered run folder (``AUDIO/<run_id>``), validated."""
    path = Path(folder) / ALIGNMENT
    data = _load_json(path)
    if not isinstance(data, list):
        raise ArtifactError(f"{path}: a JSON list of utterances was expected")
    try:
        return [AlignedUtterance.model_validate(item) for item in data]
    except ValidationError as error:
        raise ArtifactError(f"{path}: {_problems(error)}") from None


def write_render_record(folder: Path, record: RenderRecord) -> None:
    atomic_write_text(folder / RENDER, _dump(record))


def read_render_record(folder: str | Path) -> RenderRecord:
    path = Path(folder) / RENDER
    try:
        return RenderRecord.model_validate(_load_json(path))
    except ValidationError as error:
        raise ArtifactError(f"{path}: {_problems(error)}") from None


def is_rendered(folder: str | Path, fingerprint: str | None = None) -> bool:
    """Whether ``folder`` holds a complete rendering (of ``fingerprint``, when given)."""
    folder = Path(folder)
    try:
        record = read_render_record(folder)
        items = read_alignment(folder)
    except ArtifactError:
        return False
    if fingerprint is not None and record.fingerprint != fingerprint:
        return False
    return (folder / CONVERSATION).is_file() and all((folder / item.file).is_file() for item in items)


def rendered_runs(audio_dir: str | Path) -> Iterator[Path]:
    """The complete run folders under ``audio_dir``, in run-id order."""
    audio_dir = Path(audio_dir)
    if not audio_dir.is_dir():
        return
    for folder in sorted(path for path in audio_dir.iterdir() if path.is_dir() and not path.name.startswith(".")):
        if is_rendered(folder):
            yield folder


# ------------------------------------------------------------------ manifest
def manifest_lines(audio_dir: str | Path) -> Iterator[ManifestLine]:
    """The manifest lines of every rendered run, paths relative to ``audio_dir``."""
    for folder in rendered_runs(audio_dir):
        run_id = folder.name
        for item in read_alignment(folder):
            yield ManifestLine(
                audio_filepath=f"{run_id}/{item.file}",
                duration=round(item.end - item.start, 4),
                text=item.text,
                speaker=item.speaker,
                run_id=run_id,
                turn=item.turn,
                offset=0.0,
                index=item.index,
                start=item.start,
                end=item.end,
                conversation_filepath=f"{run_id}/{CONVERSATION}",
                voice=item.voice,
            )


def write_manifest(audio_dir: str | Path) -> int:
    """Rebuild ``manifest.jsonl`` from the rendered runs (atomically); returns the line count."""
    lines = [json.dumps(line.model_dump(mode="json"), ensure_ascii=False) for line in manifest_lines(audio_dir)]
    atomic_write_text(Path(audio_dir) / MANIFEST, "".join(line + "\n" for line in lines))
    return len(lines)


def read_manifest(path: str | Path, *, resolve: bool = True) -> list[ManifestLine]:
    """The manifest of an audio folder (or the ``manifest.jsonl`` path itself).

    With ``resolve`` (default) the file paths are made absolute against the manifest's folder.
    A bad line is an ``ArtifactError`` naming the file and line number.
    """
    path = Path(path)
    if path.is_dir():
        path = path / MANIFEST
    try:
        text = read_text(path)
    except TextFileError as problem:
        if problem.kind == "missing":
            raise ArtifactError(f"{path}: not found; render audio first with `triagesim audio RUNS --out AUDIO`") from None
        raise ArtifactError(str(problem)) from None
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            line = ManifestLine.model_validate(json.loads(raw))
        except ValueError as error:  # JSON and validation errors alike
            detail = _problems(error) if isinstance(error, ValidationError) else str(error)
            raise ArtifactError(f"{path}: line {number}: {detail}") from None
        if resolve:
            base = path.parent.resolve()
            line.audio_filepath = str(base / line.audio_filepath)
            line.conversation_filepath = str(base / line.conversation_filepath)
        lines.append(line)
    return lines
