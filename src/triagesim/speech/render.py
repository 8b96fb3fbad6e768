"""One artifact to its audio folder: utterances, the conversation with turn-taking gaps, the alignment.

What is spoken is the transcript's text, word for word; the words carry the patient's
disfluency already (fillers, repeated words, restarts marked with a dash). Rendering makes it
audible without adding words: an utterance is cut at a restart (``—``) or a trailing-off
(``...``) and after a filler (``um``, ``uh``, ``er``, ``erm``, ``hmm``); each piece is spoken
on its own, a filler drawn out, and the cuts become silences whose length follows the
speaker's hesitation (see ``voices.prosody_for``). Silences and gaps are drawn from a
generator seeded by the run id, so they are the same on every render.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict, ValidationError

from ..core.artifact import TranscriptLine
from ..errors import ArtifactError
from ..folders.atomic import remove_stale_temporaries
from ..folders.reading import ArtifactFile, Where
from .engines import Prosody, TTSEngine, resample
from .layout import (
    CONVERSATION,
    RENDER,
    UTTERANCES,
    AlignedUtterance,
    RenderRecord,
    run_dir,
    utterance_file,
    write_alignment,
    write_render_record,
    write_wav,
)
from .voices import Casting, SpeakerStyle, cast_voices, rng_for

__all__ = ["AudioSource", "read_source", "fingerprint", "spoken_pieces", "render_run", "RENDER_VERSION"]

#: Bumped when rendering changes what a run sounds like, so resumed batches render it again.
RENDER_VERSION = 1

_LEAD_IN, _TAIL = 0.25, 0.4  # seconds of silence before the first and after the last utterance
_PEAK = 0.8                   # each utterance is levelled to this peak (speakers equally loud)
_FILLER = re.compile(r"\b(u+m+|u+h+m*|e+r+m*|h+m+|m{2,})\b[,.;]?", re.IGNORECASE)
_BREAK = re.compile(r"\s*(?:—|–|\s-{1,2}\s|--)\s*|\s*(?:\.{3}|…)\s*")


class AudioSource(BaseModel):
    """What audio needs from an artifact; other fields are ignored (a newer minor version may add some)."""

    model_config = ConfigDict(extra="ignore")

    run_id: str
    transcript: list[TranscriptLine]
    personas: dict[str, dict[str, Any] | None] = {}


def read_source(artifact: str | os.PathLike[str] | ArtifactFile) -> AudioSource:
    """An artifact (a path, an fsspec URL, or a file ``iter_artifacts`` listed) as an ``AudioSource``;
    ``ArtifactError`` naming the file otherwise (read by ``folders.reading``: version and shape checked)."""
    file = artifact if isinstance(artifact, ArtifactFile) else ArtifactFile.at(artifact)
    data = file.load()
    where = str(file.where)
    try:
        source = AudioSource.model_validate(data)
    except ValidationError as error:
        reason = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in error.errors()[:3])
        raise ArtifactError(f"{where}: {reason}", source=where, reason=reason) from None
    if not source.transcript:
        reason = "field 'transcript' is empty; nothing to render"
        raise ArtifactError(f"{where}: {reason}", source=where, reason=reason)
    try:
        run_dir(".", source.run_id)  # a run id that is no safe folder name is this file's error
    except ArtifactError as error:
        raise ArtifactError(f"{where}: {error}", source=where, reason=str(error)) from None
    return source


def fingerprint(source: AudioSource, engine: TTSEngine, sample_rate: int | None = None) -> str:
    """Everything that decides how a run sounds; a rendered run with another fingerprint is rendered again."""
    identity = {
        "version": RENDER_VERSION,
        "engine": engine.describe(),
        "sample_rate": int(sample_rate or engine.sample_rate),
        "run_id": source.run_id,
        "transcript": [line.model_dump(mode="json") for line in source.transcript],
        "personas": source.personas,
    }
    return hashlib.sha256(json.dumps(identity, sort_keys=True, default=str).encode()).hexdigest()[:20]


def spoken_pieces(text: str) -> list[tuple[str, str]]:
    """``text`` as ("say", words) / ("filler", word) / ("pause", "cutoff" | "filler") pieces, in order.

    The words of the say and filler pieces, in order, are the words of ``text``: nothing is
    added or dropped, only punctuation that marks a break.
    """
    pieces: list[tuple[str, str]] = []
    for number, part in enumerate(_BREAK.split(text)):
        if number and pieces and pieces[-1][0] != "pause":
            pieces.append(("pause", "cutoff"))
        position = 0
        for match in _FILLER.finditer(part):
            before = part[position:match.start()].strip()
            if before:
                pieces.append(("say", before))
            pieces.append(("filler", match.group(1)))
            pieces.append(("pause", "filler"))
            position = match.end()
        rest = part[position:].strip()
        if rest and any(character.isalnum() for character in rest):
            pieces.append(("say", rest))
    while pieces and pieces[-1][0] == "pause":
        pieces.pop()
    return pieces


def _utterance_audio(engine: TTSEngine, text: str, style: SpeakerStyle, rng: Any, rate: int) -> np.ndarray:
    parts: list[np.ndarray] = []
    for kind, value in spoken_pieces(text):
        if kind == "pause":
            scale = 1.0 if value == "filler" else 0.8
            parts.append(np.zeros(int(style.hesitation * scale * rng.uniform(0.8, 1.25) * rate), dtype=np.float32))
        elif kind == "filler":
            slow = Prosody(rate=style.prosody.rate * 0.7, pitch=style.prosody.pitch - 1.0, expressiveness=style.prosody.expressiveness)
            parts.append(resample(engine.synthesize(value, style.voice, slow), engine.sample_rate, rate))
        else:
            parts.append(resample(engine.synthesize(value, style.voice, style.prosody), engine.sample_rate, rate))
    audio = np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)
    if len(audio) < int(0.2 * rate):  # nothing speakable (punctuation only): a short silence, still a valid file
        audio = np.concatenate([audio, np.zeros(int(0.2 * rate) - len(audio), dtype=np.float32)])
    peak = float(np.max(np.abs(audio)))
    return audio * (_PEAK / peak) if peak > 1e-4 else audio


def _pcm(audio: np.ndarray) -> np.ndarray:
    return np.round(np.clip(audio, -1.0, 1.0) * 32767).astype("<i2")


def _silence(seconds: float, rate: int) -> np.ndarray:
    return np.zeros(int(seconds * rate), dtype="<i2")


@dataclass
class RenderedRun:
    run_id: str
    duration: float
    utterances: int
    notes: list[str]


def render_run(source: AudioSource, engine: TTSEngine, audio_dir: Path, run_fingerprint: str,
               casting: Casting | None = None, sample_rate: int | None = None,
               source_path: Where | None = None) -> RenderedRun:
    """Render ``source`` into ``audio_dir/<run_id>``; ``render.json`` is written last, as the completion mark.

    ``sample_rate`` resamples the engine's output (16000 suits ASR models and is a third smaller).
    ``source_path`` is recorded as ``render.json``'s ``source``: a path made absolute, a URL as
    given (its password masked, so ``triagesim asr`` then needs ``--runs`` to log in again).
    """
    folder = run_dir(audio_dir, source.run_id)
    (folder / UTTERANCES).mkdir(parents=True, exist_ok=True)
    (folder / RENDER).unlink(missing_ok=True)  # from here on the folder is not rendered until it is
    for stale in (folder, folder / UTTERANCES):
        remove_stale_temporaries(stale)
    speakers = {line.speaker for line in source.transcript}
    casting = casting or cast_voices(source.run_id, engine.voices(), source.personas, speakers)
    rate = int(sample_rate or engine.sample_rate)
    pieces: list[np.ndarray] = [_silence(_LEAD_IN, rate)]
    cursor = len(pieces[0])
    items: list[AlignedUtterance] = []
    previous: str | None = None
    for index, line in enumerate(source.transcript):
        style = casting.styles[line.speaker]
        rng = rng_for(source.run_id, "utterance", index)
        if previous is not None:
            gap = style.reply_delay * rng.uniform(0.75, 1.3) if line.speaker != previous else 0.3
            pieces.append(_silence(gap, rate))
            cursor += len(pieces[-1])
        samples = _pcm(_utterance_audio(engine, line.text, style, rng, rate))
        name = utterance_file(index, line.speaker)
        write_wav(folder / name, samples, rate)
        items.append(AlignedUtterance(
            turn=line.turn, speaker=line.speaker, text=line.text, index=index, file=name, voice=style.voice.id,
            start=round(cursor / rate, 6), end=round((cursor + len(samples)) / rate, 6),
        ))
        pieces.append(samples)
        cursor += len(samples)
        previous = line.speaker
    pieces.append(_silence(_TAIL, rate))
    conversation = np.concatenate(pieces)
    write_wav(folder / CONVERSATION, conversation, rate)
    write_alignment(folder, items)
    wanted = {item.file.removeprefix(f"{UTTERANCES}/") for item in items}
    for leftover in (folder / UTTERANCES).glob("*.wav"):  # from an earlier render of another transcript
        if leftover.name not in wanted:
            leftover.unlink()
    duration = len(conversation) / rate
    write_render_record(folder, RenderRecord(
        run_id=source.run_id, fingerprint=run_fingerprint, engine=engine.name, engine_settings=engine.describe(),
        sample_rate=rate,
        duration=round(duration, 6),
        voices={role: {**style.voice.describe(), "wanted": style.wanted, "rate": round(style.prosody.rate, 3),
                       "pitch": style.prosody.pitch, "expressiveness": round(style.prosody.expressiveness, 3),
                       "hesitation": round(style.hesitation, 3), "reply_delay": round(style.reply_delay, 3)}
                for role, style in casting.styles.items()},
        warnings=casting.notes,
        source=None if source_path is None else str(source_path.resolve()) if isinstance(source_path, Path) else source_path,
        audio_sha256=hashlib.sha256(conversation.tobytes()).hexdigest()[:16],
    ))
    return RenderedRun(run_id=source.run_id, duration=duration, utterances=len(items), notes=casting.notes)
