"""Speech: conversations rendered to multi-speaker audio (TTS) and transcribed back (ASR).

``layout`` is the audio folder's contract (both sides read it); ``engines`` holds the TTS
engines behind one small protocol; ``voices`` chooses a voice and its prosody from a persona;
``render`` turns one artifact into its audio folder. Nothing here is imported by the
simulation itself, so the speech extras stay optional.
"""

#: The TTS engines ``triagesim audio --engine`` knows (importable without the audio extra).
ENGINES = ("piper", "espeak-ng", "xtts")
#: Precisions of the piper model (``triagesim audio --precision``): the packaged float32 model
#: (the default), or an int8 model derived from it locally (``speech.piper_int8``).
PIPER_PRECISIONS = ("float32", "int8")
#: The Whisper weights ``triagesim asr --model`` knows by name (``asr.WEIGHTS`` says where each comes
#: from), and the default: here so the command line is built without importing the ASR module.
ASR_MODELS = ("base", "tiny.en")
ASR_DEFAULT = "base"
