"""Who sounds like what: voices and prosody chosen from the personas, the same for a run id every time.

Choice of voice, in order of what matters: the gender the persona states, its age group
(child / adult / older), a native voice over a shifted one, and the accent of the speaker's
first language where the engine has one. Among equally good voices a generator seeded by the
run id and the role picks one, so a run always gets the same voices and a folder of runs gets
a spread of them. The nurse is chosen first, then the patient from the voices the nurse does
not use, then the companion (who speaks for a patient who cannot) from those left; the three
always sound different. A compromise (no voice of the asked gender, age or accent) is kept as
a note and ends up in ``render.json``.

Prosody from the persona (see ``prosody_for``): language proficiency and cognitive state set
the speaking rate and the pauses, emotion the pitch and expressiveness; disfluency is in the
transcript's words already and becomes audible as cut-offs and hesitations in ``render``.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from typing import Any

from .engines import Prosody, Voice

__all__ = ["Casting", "SpeakerStyle", "cast_voices", "prosody_for", "rng_for", "ACCENT_BY_LANGUAGE"]

#: The English accent a first language is heard in, where an engine has it; otherwise US English.
ACCENT_BY_LANGUAGE: dict[str, str] = {
    "English": "en-US",
    "Haitian Creole": "en-029",
    "Jamaican Patois": "en-029",
    "Scots": "en-GB-scotland",
}

_AGE_OF_GROUP = {"child": "child", "adolescent": "child", "young_adult": "adult", "middle_aged": "adult", "older_adult": "older"}


def rng_for(run_id: str, *parts: Any) -> random.Random:
    """A generator that depends only on the run id and ``parts`` (never on order of rendering)."""
    seed = hashlib.sha256("\x1f".join([run_id, *map(str, parts)]).encode()).digest()
    return random.Random(int.from_bytes(seed[:8], "big"))


@dataclass(frozen=True)
class SpeakerStyle:
    """How one speaker of a run talks: the voice, its prosody, and its pauses (seconds)."""

    voice: Voice
    prosody: Prosody
    hesitation: float = 0.25   # silence after a filler (um, uh) and at a cut-off (—)
    reply_delay: float = 0.35  # silence before this speaker's turn
    wanted: dict[str, str] = field(default_factory=dict)


@dataclass
class Casting:
    styles: dict[str, SpeakerStyle]
    notes: list[str]


def _clip(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def prosody_for(role: str, persona: dict[str, Any] | None) -> tuple[Prosody, float, float]:
    """(prosody, hesitation, reply delay) for a role's persona; see the module docstring for why."""
    persona = persona or {}
    if role == "nurse":
        rate = {"direct": 1.05, "neutral": 1.0, "warm": 0.96}.get(persona.get("communication_style"), 1.0)
        rate *= {"terse": 1.03, "normal": 1.0, "verbose": 0.98}.get(persona.get("verbosity"), 1.0)
        expressive = {"reserved": 0.8, "moderate": 1.0, "expressive": 1.2}.get(persona.get("emotional_expression"), 1.0)
        return Prosody(rate=rate, pitch=0.0, expressiveness=expressive), 0.2, 0.35
    if role == "companion":  # speaks with the patient's English, but is neither the one confused nor the one in pain
        persona = {"language_proficiency": persona.get("language_proficiency"), "first_language": persona.get("first_language"),
                   "emotion_regulation": "anxious" if persona.get("emotion_regulation") == "distressed" else persona.get("emotion_regulation")}
    rate = {"native": 1.0, "fluent": 0.96, "intermediate": 0.9, "limited": 0.82}.get(persona.get("language_proficiency"), 1.0)
    cognitive = persona.get("cognitive_state")
    rate *= {"alert": 1.0, "distracted": 0.95, "confused": 0.86}.get(cognitive, 1.0)
    emotion = persona.get("emotion_regulation")
    rate *= {"calm": 0.98, "anxious": 1.05, "distressed": 1.08}.get(emotion, 1.0)
    rate *= {"older_adult": 0.94, "child": 0.95}.get(persona.get("age_group"), 1.0)
    pitch = {"calm": -0.5, "anxious": 1.0, "distressed": 2.0}.get(emotion, 0.0)
    expressive = {"calm": 0.85, "anxious": 1.15, "distressed": 1.35}.get(emotion, 1.0)
    disfluency = float(persona.get("disfluency_rate") or 0.0)
    hesitation = 0.2 + 0.5 * disfluency + {"distracted": 0.1, "confused": 0.25}.get(cognitive, 0.0)
    delay = 0.35 + {"distracted": 0.25, "confused": 0.5}.get(cognitive, 0.0)
    delay += {"intermediate": 0.1, "limited": 0.25}.get(persona.get("language_proficiency"), 0.0)
    return Prosody(rate=_clip(rate, 0.6, 1.3), pitch=pitch, expressiveness=_clip(expressive, 0.5, 1.5)), hesitation, delay


def _wanted(role: str, persona: dict[str, Any] | None, rng: random.Random) -> dict[str, str]:
    persona = persona or {}
    gender = persona.get("gender")
    if gender not in ("female", "male"):
        gender = rng.choice(("female", "male"))  # non-binary / unspecified: either, but fixed per run
    age = "adult" if role == "companion" else _AGE_OF_GROUP.get(persona.get("age_group"), "adult")
    language = persona.get("first_language") or "English"
    accent = ACCENT_BY_LANGUAGE.get(language, "")
    return {"gender": gender, "age": age, "accent": accent, "first_language": language}


def _score(voice: Voice, wanted: dict[str, str]) -> tuple[int, int, int, int]:
    accent = wanted["accent"]
    return (
        voice.gender == wanted["gender"],
        voice.age == wanted["age"],
        voice.native,
        (voice.accent == accent) if accent else voice.accent in ("en-US", "en-GB"),
    )


def _pick(voices: list[Voice], wanted: dict[str, str], taken: set[str], rng: random.Random) -> Voice | None:
    free = [voice for voice in voices if voice.id not in taken]
    if not free:
        return None
    best = max(_score(voice, wanted) for voice in free)
    return rng.choice(sorted((voice for voice in free if _score(voice, wanted) == best), key=lambda voice: voice.id))


def _compromises(role: str, voice: Voice, wanted: dict[str, str]) -> list[str]:
    notes = []
    for key in ("gender", "age"):
        if getattr(voice, key) != wanted[key]:
            notes.append(f"{role}: no free {wanted[key]} {key} voice; using {voice.id} ({getattr(voice, key)})")
    if not voice.native:
        notes.append(f"{role}: {voice.id} is a pitch-shifted voice (no native {wanted['gender']} {wanted['age']} voice in this engine)")
    if wanted["accent"] and voice.accent != wanted["accent"]:
        notes.append(f"{role}: no {wanted['accent']} accent for first language {wanted['first_language']}; using {voice.accent}")
    elif not wanted["accent"] and wanted["first_language"] != "English":
        notes.append(f"{role}: no accent for first language {wanted['first_language']} in this engine; using {voice.accent}")
    return notes


def cast_voices(run_id: str, voices: list[Voice], personas: dict[str, Any], speakers: set[str]) -> Casting:
    """The style of each speaker in ``speakers`` (nurse, patient, companion) for one run."""
    styles: dict[str, SpeakerStyle] = {}
    notes: list[str] = []
    taken: set[str] = set()
    for role in ("nurse", "patient", "companion"):
        if role not in speakers:
            continue
        persona = personas.get("patient" if role == "companion" else role)
        rng = rng_for(run_id, "voice", role)
        wanted = _wanted(role, persona if role != "companion" else None, rng)
        if role == "companion":
            wanted["first_language"] = (persona or {}).get("first_language") or "English"
            wanted["accent"] = ACCENT_BY_LANGUAGE.get(wanted["first_language"], "")
        voice = _pick(voices, wanted, taken, rng)
        if voice is None:  # fewer voices than speakers: cannot happen with the bundled engines
            voice = _pick(voices, wanted, set(), rng)
            notes.append(f"{role}: every voice is taken; {voice.id} is shared with another speaker")
        taken.add(voice.id)
        notes.extend(_compromises(role, voice, wanted))
        prosody, hesitation, delay = prosody_for(role, persona)
        styles[role] = SpeakerStyle(voice=voice, prosody=prosody, hesitation=hesitation, reply_delay=delay, wanted=wanted)
    return Casting(styles=styles, notes=notes)
