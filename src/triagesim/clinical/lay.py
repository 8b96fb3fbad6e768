"""Lay words for clinical concepts: how a patient says a finding at triage (``data/lay.yaml``).

A case records findings as concepts; a scripted patient, or a companion speaking of the patient,
has to say them in everyday words that the protocol nurse then hears. The words live in a table a
clinician can review, and each is checked against ``concepts.detect`` (tests/test_lay.py), so what
a patient is made to say and what the nurse can hear never drift apart. The ``say`` clause is in
the first person and opens with I / I've / I'm / My so a companion's version is a mechanical
change of pronouns.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from .concepts import CONCEPTS
from .tables import ClinicalTableError, load_table

__all__ = ["LayWords", "LAY", "SKIPPED", "lay_for"]

_FILE = "clinical/data/lay.yaml"
_SKIPPED = "skipped"
_FIELDS = frozenset({"say", "noun"})
_OPTIONAL = frozenset({"variants"})
#: How a ``say`` may open: what a change of pronouns can put in the third person.
_OPENING = re.compile(r"(?:I|I've|I'm|I'd|My)\b")


@dataclass(frozen=True)
class LayWords:
    """A concept in a patient's words: ``say`` a first-person clause, ``noun`` a phrase that reads
    after "I've got" (None where none reads naturally)."""

    say: str
    noun: str | None
    #: (words of the case's span, the clause said instead): "slurred" speech is said as slurred speech,
    #: not as the concept's weakness down one side; "nauseated" as feeling sick, not as vomiting.
    variants: tuple[tuple[re.Pattern[str], str], ...] = ()

    def said_for(self, span: str) -> str:
        """The clause for a finding read from ``span``: the first variant whose words it has, else ``say``."""
        return next((said for words, said in self.variants if words.search(span)), self.say)


def _words(entry: Any, where: str) -> LayWords:
    if not isinstance(entry, dict) or not _FIELDS <= set(entry) <= _FIELDS | _OPTIONAL:
        fields = sorted(entry) if isinstance(entry, dict) else type(entry).__name__
        raise ClinicalTableError(f"{where}: needs exactly the fields 'say' and 'noun' (noun: null when none reads naturally), got {fields}")
    say, noun = entry["say"], entry["noun"]
    if not isinstance(say, str) or not say.strip():
        raise ClinicalTableError(f"{where}, field 'say': {say!r} is not a non-empty clause")
    if not _OPENING.match(say):
        raise ClinicalTableError(f"{where}, field 'say': {say!r} must open with I, I've, I'm, I'd or My (first person)")
    if say != say.strip() or say[-1] in ".!?,;":
        raise ClinicalTableError(f"{where}, field 'say': {say!r} is a clause: no surrounding spaces, no closing punctuation")
    if noun is not None and (not isinstance(noun, str) or not noun.strip() or noun != noun.strip()):
        raise ClinicalTableError(f"{where}, field 'noun': {noun!r} is not a noun phrase (or null)")
    variants = []
    for index, variant in enumerate(entry.get("variants") or []):
        at = f"{where}, field 'variants', item {index}"
        if not isinstance(variant, dict) or set(variant) != {"span", "say"}:
            raise ClinicalTableError(f"{at}: needs exactly the fields 'span' (a pattern) and 'say' (a clause)")
        if not isinstance(variant["say"], str) or not _OPENING.match(variant["say"]):
            raise ClinicalTableError(f"{at}, field 'say': {variant['say']!r} must open with I, I've, I'm, I'd or My (first person)")
        try:
            variants.append((re.compile(str(variant["span"]), re.IGNORECASE), variant["say"]))
        except re.error as error:
            raise ClinicalTableError(f"{at}, field 'span': {error}") from None
    return LayWords(say, noun, tuple(variants))


def _load(table: dict[str, Any] | None = None) -> tuple[Mapping[str, LayWords], Mapping[str, str]]:
    """The lay words and the skipped concepts (with why), checked; ``table`` stands in for lay.yaml (tests)."""
    table = dict(load_table("lay.yaml") if table is None else table)
    skipped = table.pop(_SKIPPED, {}) or {}
    if not isinstance(skipped, dict):
        raise ClinicalTableError(f"{_FILE}, entry {_SKIPPED!r}: expected a mapping of concept to the reason it has no lay words")
    for name, reason in skipped.items():
        where = f"{_FILE}, entry {_SKIPPED!r}, concept {name!r}"
        if name not in CONCEPTS:
            raise ClinicalTableError(f"{where}: not a concept of clinical/data/concepts.yaml")
        if not isinstance(reason, str) or not reason.strip():
            raise ClinicalTableError(f"{where}: give the reason it has no lay words")
        if name in table:
            raise ClinicalTableError(f"{where}: both skipped and given lay words; keep one")
    lay = {}
    for name, entry in table.items():
        where = f"{_FILE}, entry {name!r}"
        if name not in CONCEPTS:
            raise ClinicalTableError(f"{where}: not a concept of clinical/data/concepts.yaml")
        lay[name] = _words(entry, where)
    return MappingProxyType(lay), MappingProxyType(dict(skipped))


#: Concept name to its lay words.
LAY: Mapping[str, LayWords]
#: Presentation or minor concepts deliberately left without lay words, to the reason.
SKIPPED: Mapping[str, str]
LAY, SKIPPED = _load()


def lay_for(concept: str) -> LayWords | None:
    """The lay words for a concept, or None where the table has none (a skipped or background concept)."""
    return LAY.get(concept)
