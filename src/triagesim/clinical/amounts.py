"""How much, as the prose tells it: a bleed's heaviness and a drinker's habit (``data/presenting.yaml``'s
``bleeding_amount`` and ``drinking``).

A nurse asks "how heavy is the bleeding?" and "how much do you drink, and when was your last one?". A teaching
vignette answers both in a clinician's third person ("soaked four pads in the last hour", "drinks a bottle of
vodka a day and stopped two days ago"); the patient's side says them in its own words, so its answer agrees with
the story instead of a bare "the bleeding I mentioned" or "I've been drinking".
"""

from __future__ import annotations

from .story import own_sentences, prose_sentences
from .tables import load_table, pattern_table

__all__ = ["narrative_bleeding_amount", "narrative_drinking", "prose_kinds", "told_kinds"]


def prose_kinds(field: str) -> dict[str, list]:
    """Each kind of a presenting.yaml field, its entries compiled (a broken one names file, field and entry)."""
    return {kind: pattern_table(entries, f"clinical/data/presenting.yaml, field '{field}.{kind}'", "say",
                                lambda say: isinstance(say, str), "a string")
            for kind, entries in load_table("presenting.yaml")[field].items()}


_BLEEDING_AMOUNT = prose_kinds("bleeding_amount")
_DRINKING = prose_kinds("drinking")


def told_kinds(kinds: dict[str, list], text: str | None, *, others_too: bool = False) -> list[str]:
    """Per kind, the ``say`` of the first entry the prose's own sentences match, its groups filled in (lower-cased).
    ``others_too`` reads the sentences about someone else as well: a family's history is told of the family."""
    own = " ".join(prose_sentences(text or "") if others_too else own_sentences(text))
    said = []
    for entries in kinds.values():
        for pattern, say in entries:
            found = pattern.search(own)
            if found:
                named = {name: (value or "").lower() for name, value in found.groupdict().items()}
                named["in_span"] = f" in the {named['span']}" if named.get("span", "").startswith(("last", "past")) \
                    else f" in {named['span']}" if named.get("span") else ""
                said.append(say.format(**named))
                break
    return said


def narrative_bleeding_amount(text: str | None) -> str | None:
    """How heavy the bleed is, in the patient's words ("I've soaked through four pads in the last hour, and
    there are clots"), when the prose says: the answer to "how heavy is it, any clots?" then agrees with the
    story instead of pointing back to "the bleeding I mentioned". None when the prose says nothing of it."""
    return ", and ".join(told_kinds(_BLEEDING_AMOUNT, text)) or None


def narrative_drinking(text: str | None) -> str | None:
    """How much the patient drinks and when the last drink was, in its words ("I usually drink a bottle of vodka a
    day, and I stopped two days ago"); None when the prose says neither."""
    return ", and ".join(told_kinds(_DRINKING, text)) or None
