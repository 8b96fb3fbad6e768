"""What runs in the family, as the prose tells it (``data/presenting.yaml``'s ``family_history``).

After a faint during exercise a triage nurse asks whether anyone in the family died suddenly or young: an inherited
heart condition makes the faint an ESI 2. A vignette answers it in a clinician's third person ("his uncle died
suddenly at 34"); the patient's side says it in its own words, and says "not that I know of" when the story is
silent, never a death the case does not give.
"""

from __future__ import annotations

from .amounts import prose_kinds, told_kinds

__all__ = ["narrative_family_history"]

_FAMILY_HISTORY = prose_kinds("family_history")


def narrative_family_history(text: str | None) -> str | None:
    """The family's sudden deaths or inherited heart trouble, in the patient's words ("my uncle died suddenly at 34"),
    when the prose says; None when it says nothing of the family."""
    return ", and ".join(told_kinds(_FAMILY_HISTORY, text, others_too=True)) or None
