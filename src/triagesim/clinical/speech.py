"""How a patient's own condition shapes its speech: short of breath, drowsy, in severe pain, or
frightened enough to keep to the illness (``data/speech.yaml``).

Read from the patient's own words (its complaint as it says it, what the pain is like, its other
symptoms) and its pain score, through the concept table: never from the acuity, which no patient
knows. So the condition, not the case's level, makes a patient talk in gasps or drop its small
talk, and it does so the same way in both engines (the LLM patient's prompt, the scripted patient).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .concepts import LABELS, detect
from .tables import ClinicalTableError, load_table

__all__ = ["SpeechState", "SPEECH_STATES", "SEVERE_PAIN", "SEVERE_PAIN_FROM", "KEEPS_TO_THE_ILLNESS",
           "heard_concepts", "speech_states", "breathless", "keeps_to_the_illness"]


@dataclass(frozen=True)
class SpeechState:
    """A condition that changes how the patient talks, and the concepts that put it there."""

    name: str
    concepts: frozenset[str]
    breathing: bool


def _concepts(names: object, where: str) -> frozenset[str]:
    if not isinstance(names, list) or not all(isinstance(name, str) and name in LABELS for name in names):
        unknown = [name for name in names if name not in LABELS] if isinstance(names, list) else names
        raise ClinicalTableError(f"clinical/data/speech.yaml, {where}: unknown concepts {unknown!r} (see concepts.yaml)")
    return frozenset(names)


def _load() -> tuple[tuple[SpeechState, ...], int, frozenset[str]]:
    table = load_table("speech.yaml")
    states = tuple(
        SpeechState(name, _concepts(entry.get("concepts"), f"state {name!r}"), bool(entry.get("breathing")))
        for name, entry in table["states"].items()
    )
    pain = table["severe_pain_from"]
    if not isinstance(pain, int) or not 0 < pain <= 10:
        raise ClinicalTableError(f"clinical/data/speech.yaml, severe_pain_from: {pain!r} is not a score from 1 to 10")
    return states, pain, _concepts(table["keeps_to_the_illness"], "keeps_to_the_illness")


def _pairs() -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    pairs = load_table("speech.yaml").get("keeps_together") or []
    return tuple((_concepts(first, f"keeps_together, item {index}"), _concepts(second, f"keeps_together, item {index}"))
                 for index, (first, second) in enumerate(pairs))


#: The states, most limiting first.
SPEECH_STATES, SEVERE_PAIN_FROM, KEEPS_TO_THE_ILLNESS = _load()
#: Two findings that frighten together (a fever on chemotherapy): read over what the patient knows of itself.
KEEPS_TOGETHER = _pairs()
#: The state a pain score of ``SEVERE_PAIN_FROM`` or more puts the patient in.
SEVERE_PAIN = "severe pain"


def heard_concepts(texts: Iterable[str]) -> frozenset[str]:
    """The concepts the patient's own words assert (not negated), read as one text of sentences."""
    return frozenset(hit.concept for hit in detect(". ".join(text for text in texts if text)) if not hit.negated)


def speech_states(texts: Iterable[str], pain: float | None) -> list[str]:
    """The states that shape how this patient talks ("short of breath", "severe pain"...), most
    limiting first; only the first breathing state that applies."""
    heard = heard_concepts(texts)
    states: list[str] = []
    for state in SPEECH_STATES:
        if state.concepts & heard and not (state.breathing and breathless(states)):
            states.append(state.name)
    if pain is not None and pain >= SEVERE_PAIN_FROM:
        states.append(SEVERE_PAIN)
    return states


def breathless(states: Iterable[str]) -> bool:
    """Whether one of ``states`` leaves the patient short of breath to talk."""
    breathing = {state.name for state in SPEECH_STATES if state.breathing}
    return any(state in breathing for state in states)


def keeps_to_the_illness(texts: Iterable[str], pain: float | None, background: Iterable[str] = ()) -> bool:
    """Whether the patient (or whoever came with it) is too unwell or too frightened for small talk:
    any speech state, a presentation of ``KEEPS_TO_THE_ILLNESS`` in its own words, or a pair of
    ``KEEPS_TOGETHER`` in those words and its ``background`` (its conditions and medicines)."""
    texts = list(texts)
    heard = heard_concepts(texts)
    if speech_states(texts, pain) or heard & KEEPS_TO_THE_ILLNESS:
        return True
    known = heard | heard_concepts(background)
    return any(first & known and second & known for first, second in KEEPS_TOGETHER)
