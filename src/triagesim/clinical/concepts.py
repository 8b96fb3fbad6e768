"""Clinical concepts: loading the concept table and hearing concepts in what someone says.

The table (``data/concepts.yaml``) is the one home of every phrasing the engine recognises;
this module only compiles it and matches it clause by clause, with a small negation check
("no fever", "I'm not on blood thinners"). Every match keeps its quote so decisions can cite it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, get_args

from .gate import GateIndex, gate_for_alternatives, grams
from .registration import heard_terms
from .tables import ClinicalTableError, load_table

__all__ = ["CONCEPTS", "LABELS", "SYMPTOMS", "ROLES", "MINOR", "CONTEXT", "LOCATIONS", "Role", "ConceptHit", "detect"]

Role = Literal["presentation", "minor", "location", "context"]
_FIELDS = {"label", "symptom", "role", "patterns", "covers"}


def _compile(
    table: dict[str, Any] | None = None,
) -> tuple[dict[str, re.Pattern[str]], dict[str, str], frozenset[str], dict[str, Role], dict[str, frozenset[str]]]:
    """The concept table compiled and checked; ``table`` stands in for concepts.yaml (tests)."""
    table = load_table("concepts.yaml") if table is None else table
    patterns, labels, roles, covers = {}, {}, {}, {}
    for name, entry in table.items():
        where = f"clinical/data/concepts.yaml, concept {name!r}"
        if not isinstance(entry, dict) or set(entry) - _FIELDS or not entry.get("patterns") or not entry.get("label"):
            raise ClinicalTableError(f"{where}: needs a label and patterns (allowed fields: {sorted(_FIELDS)})")
        for index, pattern in enumerate(entry["patterns"]):
            if not isinstance(pattern, str):  # a pattern holding ": " unquoted reads as a mapping
                raise ClinicalTableError(f"{where}, field 'patterns', item {index}: {pattern!r} is not a string (quote the pattern)")
        role = entry.get("role", "presentation")
        if role not in get_args(Role):
            raise ClinicalTableError(f"{where}, field 'role': {role!r} is not one of {get_args(Role)}")
        try:
            patterns[name] = re.compile("|".join(entry["patterns"]))
        except re.error as error:
            raise ClinicalTableError(f"{where}, field 'patterns': {error}") from None
        labels[name], roles[name] = entry["label"], role
        covered = entry.get("covers", [])
        if not isinstance(covered, list) or not all(isinstance(other, str) and other in table and other != name for other in covered):
            raise ClinicalTableError(f"{where}, field 'covers': {covered!r} must be a list of other concepts' names")
        if covered:
            covers[name] = frozenset(covered)
    symptoms = frozenset(name for name, entry in table.items() if entry.get("symptom"))
    return patterns, labels, symptoms, roles, covers


CONCEPTS, LABELS, SYMPTOMS, ROLES, COVERS = _compile()
MINOR = frozenset(name for name, role in ROLES.items() if role == "minor")
CONTEXT = frozenset(name for name, role in ROLES.items() if role == "context")
LOCATIONS = frozenset(name for name, role in ROLES.items() if role == "location")


_NEGATION = re.compile(
    r"\b(?:no|not|never|haven'?t|hasn'?t|didn'?t|don'?t|doesn'?t|isn'?t|aren'?t|wasn'?t|without|denies|deny|nothing|none"
    r"|neither|nor|any|can'?t tell|not sure about|unable to say)\b"
)
# One \b around the group, not one per word: Python's regex engine tries every branch at every
# position, and a branch per word is over twice as slow on every reply.
_SEGMENT = re.compile(r"[.;!?]+(?=\s|$)|\b(?:but|though|although|except|apart from)\b")
# A comma piece that starts like this begins a new statement; any other piece continues a list
# ("no fever, nausea, or bleeding") and inherits the previous piece's negation.
_NEW_SCOPE = re.compile(
    r"^(?:and |or )?(?:i|i'm|i've|i'd|i'll|im|ive|he|she|he's|she's|it|it's|its|my|his|her|we|they|there|there's|that"
    r"|this|just|only|yes|yeah|some|a|also|plus|which|when|since|then|now|so|well|the)\b"
)


@dataclass(frozen=True)
class ConceptHit:
    concept: str
    quote: str
    negated: bool


def _pieces(text: str) -> list[tuple[str, bool]]:
    """(piece, inherited negation) for each comma piece of each sentence segment."""
    pieces: list[tuple[str, bool]] = []
    for segment in _SEGMENT.split(text):
        negated_scope = False
        for piece in segment.split(","):
            piece = piece.strip()
            if not piece:
                continue
            inherits = negated_scope and not _NEW_SCOPE.match(piece)
            pieces.append((piece, inherits))
            cue = _NEGATION.search(piece)
            negated_scope = inherits or (cue is not None and cue.group(0) != "any")
    return pieces


@lru_cache(maxsize=1)
def _gated() -> tuple[tuple[tuple[str, re.Pattern[str]], ...], GateIndex]:
    """Each concept and its pattern, and the index of their gates (``clinical.gate``): the letters
    any match must contain. A clause without them cannot match, so its search is skipped; most
    clauses name few of the concepts. Built on first use, so commands that never listen to a
    dialogue do not read the table twice."""
    table = load_table("concepts.yaml")  # the alternatives each pattern was joined from (checked by _compile)
    gates = [gate_for_alternatives(table[name]["patterns"]) for name in CONCEPTS]
    return tuple(CONCEPTS.items()), GateIndex(gates)


def _uncovered(found: list[tuple[int, tuple[str, ...]]]) -> list[tuple[int, tuple[str, ...]]]:
    """The matches of one clause less the concepts another match there covers (``covers`` in concepts.yaml):
    "a nosebleed that's stopped now" is the stopped nosebleed, not a nosebleed to pack (nor bleeding)."""
    covered = {other for _, names in found for name in names for other in COVERS.get(name, ())}
    if not covered:
        return found
    return [(start, kept) for start, names in found if (kept := tuple(name for name in names if name not in covered))]


@lru_cache(maxsize=16384)
def _matches(piece: str) -> tuple[tuple[int, tuple[str, ...], bool], ...]:
    """Where each concept (and each chart term said aloud) first matches in one clause, and
    whether a negation cue comes before it there.

    Cached per clause: replies share most of their clauses ("I'm 45 years old.", fillers,
    the complaint said again), so the table's patterns run once per distinct clause.
    """
    concepts, gates = _gated()
    found = [
        (match.start(), (concepts[position][0],))
        for position in gates.candidates(grams(piece))
        if (match := concepts[position][1].search(piece))
    ]
    found += [(position, concepts) for position, _, concepts in heard_terms(piece)]
    found = _uncovered(found)
    # endpos: the piece as if it ended where the match starts (a cue inside the match does not count).
    return tuple(
        (start, names, any(cue.group(0) != "any" for cue in _NEGATION.finditer(piece, 0, start)))
        for start, names in found
    )


def detect(text: str) -> tuple[ConceptHit, ...]:
    """Cached: the nurse and the belief extractor both listen to every reply."""
    return _detect(text)


@lru_cache(maxsize=4096)
def _detect(text: str) -> tuple[ConceptHit, ...]:
    """Concepts in a reply, piece by piece, each with its quote and a negation flag.

    A negation cue counts when it comes *before* the match in the same piece and is not
    part of the matched phrase itself ("I don't want to live" is not a denial), or when the
    piece continues a negated list ("no fever, nausea or bleeding").
    """
    hits: list[ConceptHit] = []
    lowered = text.lower().replace("’", "'")
    for piece, inherited in _pieces(lowered):
        found: dict[str, tuple[int, ConceptHit]] = {}
        for start, names, cued in _matches(piece):
            negated = inherited or cued
            for name in names:
                if name not in found or start < found[name][0]:
                    found[name] = (start, ConceptHit(name, piece, negated))
        hits.extend(hit for _, hit in sorted(found.values(), key=lambda pair: pair[0]))  # in the order they were said
    return tuple(hits)


