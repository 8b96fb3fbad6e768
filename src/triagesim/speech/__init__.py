"""Speech: conversations rendered to multi-speaker audio (TTS) and transcribed back (ASR).

``layout`` is the audio folder's contract (both sides read it); ``engines`` holds the TTS
engines behind one small protocol; ``voices`` chooses a voice and its prosody from a persona;
``render`` turns one artifact into its audio folder. Nothing here is imported by the
simulation itself, so the speech extras stay optional.
"""

import hashlib
import os
from pathlib import Path

#: The TTS engines ``triagesim audio --engine`` knows (importable without the audio extra).
ENGINES = ("piper", "espeak-ng", "xtts")
#: Precisions of the piper model (``triagesim audio --precision``): the packaged float32 model
#: (the default), or an int8 model derived from it locally (``speech.piper_int8``).
PIPER_PRECISIONS = ("float32", "int8")
#: The Whisper weights ``triagesim asr --model`` knows by name (``asr.WEIGHTS`` says where each comes
#: from), and the default: here so the command line is built without importing the ASR module.
ASR_MODELS = ("base", "tiny.en")
ASR_DEFAULT = "base"


def cache_root() -> Path:
    """Where the speech models TriageSim makes locally live (Whisper weights unpacked from their pip
    packages, piper's derived int8 model): ``$TRIAGESIM_CACHE``, else ``$XDG_CACHE_HOME/triagesim``,
    else ``~/.cache/triagesim``."""
    if os.environ.get("TRIAGESIM_CACHE"):
        return Path(os.environ["TRIAGESIM_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "triagesim"


def model_digest(path: Path) -> str:
    """A model file's SHA-256, first 16 hex digits: how an artifact names the model that spoke, and
    what a model derived from it is cached under (another file never reuses the cache)."""
    hasher = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            hasher.update(block)
    return hasher.hexdigest()[:16]
