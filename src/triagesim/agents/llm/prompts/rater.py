"""The rater's prompts: assign one final triage level to a conversation that is already over.

A rater is not the nurse of the episode: it reads (or hears) the whole conversation at once,
with the vital signs the nurse measured, and says which level the patient should get. The
same instructions serve the three modalities so that only the way the dialogue reaches the
model differs: the original transcript, a speech-recognition transcript (flagged as such,
since a rater should not trust a garbled drug name as it would a typed one), or the audio
recording itself, sent as an ``input_audio`` part beside the text. Pure functions: the same
conversation gives the same text, so the record/replay cache hits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from .nurse import format_vital
from .scales import ATS_RULES, AVPU_TEXT, CHILD_LIMITS_TEXT, ESI_RULES

__all__ = ["rater_system_prompt", "rater_user_prompt", "SPEAKER_LABELS"]

Modality = Literal["text", "asr", "audio"]

SPEAKER_LABELS = {"nurse": "Nurse", "patient": "Patient", "companion": "Companion"}

_SOURCES: dict[str, str] = {
    "text": "Below is the transcript of the conversation.",
    "asr": (
        "Below is an automatic speech-recognition transcript of the conversation. It may contain "
        "recognition errors (misheard words, drug names or numbers, lines split or merged); read "
        "through them to what was most likely said, and do not invent findings from an odd word."
    ),
    "audio": (
        "The conversation is in the attached audio recording (the nurse speaks first; the other voice is "
        "the patient, or someone speaking for them). Listen to all of it, including how the patient sounds."
    ),
}


def rater_system_prompt(algorithm: str) -> str:
    """Standing instructions: the role, the scale's rules, and what to reply."""
    scale = "ESI" if algorithm == "esi" else "ATS"
    rules = ESI_RULES if algorithm == "esi" else ATS_RULES
    return (
        f"You are a senior emergency-department triage nurse reviewing a triage conversation that has "
        f"already finished. Decide the patient's final {scale} level (1 = most urgent, 5 = least urgent) "
        f"from what was said in the conversation and the vital signs the nurse measured. Use only that "
        f"evidence: do not assume findings nobody mentioned.\n\n"
        f"{rules}\n\n{AVPU_TEXT}\n\n{CHILD_LIMITS_TEXT}\n\n"
        "Reply with a JSON object: 'explanation' first (the evidence and the rule that decides the level), "
        "then 'triage' (an integer 1-5) and 'confidence' (0 to 1)."
    )


def _vitals_text(vitals: Mapping[str, float | None]) -> str:
    if not vitals:
        return "Vital signs measured: none."
    shown = ", ".join(f"{name} {format_vital(name, value)}" for name, value in vitals.items())
    return f"Vital signs measured: {shown}."


def rater_user_prompt(
    modality: Modality, *, lines: Sequence[tuple[str, str]] = (), vitals: Mapping[str, float | None] | None = None
) -> str:
    """The conversation to rate: its source, the measured vitals, and the lines (text and asr).

    ``lines`` are (speaker, text) pairs with speaker ``nurse``, ``patient`` or ``companion``;
    for the audio modality they are not sent (the recording is the conversation).
    """
    if modality not in _SOURCES:
        raise ValueError(f"modality must be one of {', '.join(_SOURCES)}, got {modality!r}")
    parts = [_SOURCES[modality], _vitals_text(vitals or {})]
    if modality != "audio":
        parts.append("\n".join(f"{SPEAKER_LABELS.get(speaker, speaker.title())}: {text}" for speaker, text in lines))
    parts.append("What final triage level should this patient get?")
    return "\n\n".join(parts)
