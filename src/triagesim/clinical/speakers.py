"""Who speaks at the triage desk: the patient, or a companion who speaks for them.

A patient who is unresponsive, seizing, confused, intoxicated past talking, in or just out of a
cardiac arrest (CPR, ROSC, intubated), or a young child cannot give a history; a companion
(parent, partner, paramedic, bystander) does. A case may say so itself (``speaker``,
``companion``); otherwise it is read here from the complaint and the age (``Case.apparent_age``),
once, for both engines and for the environment's transcript.
"""

from __future__ import annotations

import re
from typing import Literal, get_args

from .age_limits import AGE_LIMITS

__all__ = ["Speaker", "SPEAKERS", "CHILD_SPOKEN_FOR_UNDER", "cannot_talk", "who_speaks", "companion_for"]

Speaker = Literal["patient", "companion"]
SPEAKERS: tuple[str, ...] = get_args(Speaker)
CHILD_SPOKEN_FOR_UNDER = AGE_LIMITS.speaks_for_self_from  # years: a younger child's history comes from its parent

_CANNOT_TALK = re.compile(
    r"unrespons|unconscious|seiz|\bsz\b|confus|altered|\bAMS\b|overdose|\bOD\b|\bUTA\b|unable|obtunded|not responding"
    # a heart or breathing that stopped now or on the way in (not a history of one: "hx cardiac arrest")
    r"|(?<!hx )(?<!hx of )(?<!history of )\b(?:cardiac|respiratory|cardiopulmonary) arrest|\bCPR\b|\bROSC\b"
    r"|pulseless|\bapn(?:o|e)ic\b|intubated",
    re.IGNORECASE,
)


def cannot_talk(text: str) -> bool:
    """The chart says the patient cannot give its own history (unresponsive, seizing, confused...)."""
    return bool(_CANNOT_TALK.search(text))


def who_speaks(
    chief_complaint: str, *, pain_text: str | None = None, age: float | None = None, stated: Speaker | None = None
) -> Speaker:
    """The case's own ``stated`` speaker, else a companion for a patient who cannot talk or a young child."""
    if stated is not None:
        return stated
    if cannot_talk(f"{chief_complaint} {pain_text or ''}"):
        return "companion"
    if age is not None and age < CHILD_SPOKEN_FOR_UNDER:
        return "companion"
    return "patient"


def companion_for(*, age: float | None, arrival: str | None = None, stated: str | None = None) -> str:
    """Who the companion is, in plain words, when the case does not say: a parent for a child,
    the paramedic for an ambulance arrival, else a partner or friend."""
    if stated:
        return stated
    if age is not None and age < AGE_LIMITS.adult_from:
        return "parent"
    if arrival and re.search(r"ambulance|\bEMS\b|paramedic", arrival, re.IGNORECASE):
        return "paramedic"
    return "partner or friend"
