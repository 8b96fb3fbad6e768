"""What the prose tells of a child whose injuries raise a worry of harm (``data/presenting.yaml``'s ``safeguarding``).

A child with bruises of different ages, or marks the story cannot explain, is a safeguarding concern: the triage
nurse asks whether the child has said how it happened and whether child protection knows. A vignette tells it in a
clinician's third person ("he would not explain them and flinched when she touched his shoulder, and the school has
contacted child protection"); the companion says it in its own words, never "nobody's hurting him, he's safe at home".
"""

from __future__ import annotations

from .amounts import prose_kinds, told_kinds

__all__ = ["narrative_safeguarding"]

_SAFEGUARDING = prose_kinds("safeguarding")


def narrative_safeguarding(text: str | None) -> str | None:
    """What the child said of its injuries, how it reacted and who has been told, in the child's first person ("I
    wouldn't say how I got them, and the school has contacted child protection"); None when the prose says none of it."""
    return ", and ".join(told_kinds(_SAFEGUARDING, text, others_too=True)) or None
