"""Acuity over persona: no small talk when the patient is critically ill, and a closing that fits
the level decided.

The patient's side is judged by the case's own level (a septic patient does not mention the
parking, whatever the nurse decides); the closing by the nurse's final level (its words must
match its decision; whether the decision was right is what the triage metrics measure). A
level 1-2 patient sent to wait is flagged by either: the case's level shows an under-triage
heard in the dialogue itself.
"""

from __future__ import annotations

from .defects import Defect, LineContext, sentences
from .vocabulary import SAFETY_NET, SMALL_TALK, STRAIGHT_IN, WAITING_ROOM

__all__ = ["check_small_talk_high_acuity", "check_waiting_room_high_acuity", "check_no_safety_net", "HIGH_ACUITY"]

#: Levels 1 and 2 (ESI and ATS alike): seen at once, or within minutes.
HIGH_ACUITY = 2


def _high(level: int | None) -> bool:
    return level is not None and level <= HIGH_ACUITY


def check_small_talk_high_acuity(context: LineContext) -> list[Defect]:
    """Chit-chat from the patient's side in a level 1-2 episode."""
    if not context.line.from_patient_side or not _high(context.episode.acuity):
        return []
    chat = [sentence for sentence in sentences(context.text) if SMALL_TALK.search(sentence)]
    if not chat:
        return []
    return [context.defect(
        "small_talk_high_acuity",
        f"level {context.episode.acuity} case: a patient this ill keeps to the illness; drop the small talk",
        " ".join(chat),
    )]


def check_waiting_room_high_acuity(context: LineContext) -> list[Defect]:
    """A nurse line that sends a level 1-2 patient to wait."""
    if context.line.speaker != "nurse":
        return []
    match = WAITING_ROOM.search(context.text)
    episode = context.episode
    if match is None:
        return []
    if _high(episode.level):
        why = f"the nurse decided level {episode.level}"
    elif _high(episode.acuity):
        why = f"the case is level {episode.acuity}"
    else:
        return []
    return [context.defect(
        "waiting_room_high_acuity",
        f"{why}: a level 1-2 patient is taken straight in, never sent to the waiting room", match.group(0),
    )]


def check_no_safety_net(context: LineContext) -> list[Defect]:
    """A level 3-5 closing that sends the patient to wait without telling it to speak up if it gets worse."""
    level = context.episode.decided_level
    if not context.closing or level is None or _high(level):
        return []
    text = context.text
    if SAFETY_NET.search(text) or (STRAIGHT_IN.search(text) and not WAITING_ROOM.search(text)):
        return []
    return [context.defect(
        "no_safety_net",
        f'level {level} closing: add a safety net ("tell us straight away if it gets worse or anything changes")',
    )]
