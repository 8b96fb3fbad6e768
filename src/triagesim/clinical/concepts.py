"""Clinical concepts: loading the concept table and hearing concepts in what someone says.

The table (``data/concepts.yaml``) is the one home of every phrasing the engine recognises;
this module only compiles it and matches it clause by clause. What is said *of* each concept
(denied, the person's usual state, a possibility, someone else's, hedged) is its assertion
status, read by ``clinical.context`` from ``data/context.yaml`` over the same clause pieces.
Every match keeps its quote so decisions can cite it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, TypeVar, get_args

from .context import NOT_PRESENT, Assertion, Category, Clause, acute_change, read, resolve
from .gate import GateIndex, gate_for_alternatives, grams
from .registration import heard_terms
from .spelling import correct, correct_with_origin, place
from .tables import ClinicalTableError, load_table

__all__ = ["CONCEPTS", "LABELS", "SYMPTOMS", "ROLES", "MINOR", "CONTEXT", "LOCATIONS", "ERRANDS", "HURTS", "Role", "Assertion", "ConceptHit", "Said",
           "detect", "hear"]

Role = Literal["presentation", "minor", "location", "context"]
_FIELDS = {"label", "symptom", "role", "patterns", "covers", "errand", "hurts"}
#: The fields that are a yes or a no.
_FLAGS = frozenset({"symptom", "errand", "hurts"})


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
        for flag in _FLAGS & set(entry):
            if not isinstance(entry[flag], bool):  # "hurts: yes" reads as True, "hurts: maybe" as a string: say so
                raise ClinicalTableError(f"{where}, field {flag!r}: {entry[flag]!r} is not true or false")
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
#: Visits for an errand, not an illness (a certificate, a prescription, a check): no onset to ask or tell.
ERRANDS = frozenset(name for name, entry in load_table("concepts.yaml").items() if entry.get("errand"))
#: What hurts by its nature (a pain, an injury, a burn, a swelling): the pain question asks "where", not "whether".
HURTS = frozenset(name for name, entry in load_table("concepts.yaml").items() if entry.get("hurts"))


_SENTENCE = re.compile(r"[.;!?]+(?=\s|$)|\s*\|\s*")  # a bar between typed items ("drooling none | eating crackers", 2026-12ad terse)
_SEGMENT = re.compile(r"\b(?:but|though|although|except|apart from)\b")
# A comma piece that starts like this begins a new statement; any other piece continues a list
# ("no fever, nausea, or bleeding") and inherits the cues still open at the previous piece's end.
_NEW_SCOPE = re.compile(
    r"^(?:and |or )?(?:i|i'm|i've|i'd|i'll|im|ive|he|she|he's|she's|it|it's|its|my|his|her|we|they|there|there's|that"
    r"|this|just|only|yes|yeah|some|a|also|plus|which|when|since|then|now|so|well|the"
    # a verb of what the patient felt or tells, the subject carried over from before the comma ("had no chest pain
    # beforehand, remembers feeling hot and light-headed": 2026-12an narrative, training)
    r"|remembers|remembered|recalls|recalled|reports|reported|describes|described|complains|complained|feels|felt"
    r"|noticed|notices)\b"
)


@dataclass(frozen=True)
class ConceptHit:
    """A concept heard in one clause piece (``quote``), with what was said of it (``status``)."""

    concept: str
    quote: str
    status: Assertion = "present"

    @property
    def negated(self) -> bool:
        """Not asserted as a present problem of this patient: denied, someone else's, a possibility,
        or the person's usual state. A background fact (a concept with ``role: context``: a known
        illness, a regular medicine) said to be long-standing is still this patient's fact, so its
        ``baseline`` is not negated ("known diabetic" is a diabetic). ``uncertain`` counts as
        present: a hedged danger is acted on."""
        if self.status == "baseline":
            return ROLES.get(self.concept) != "context"
        return self.status in NOT_PRESENT


def _clauses(text: str, companion: str | None = None) -> list[tuple[int, str, frozenset[Category]]]:
    """(segment, piece, inherited categories) for each comma piece of each segment of each
    sentence: a piece that continues a list inherits the categories still open at the end of the
    piece before it. ``companion``: who tells it (``clinical.context.read``)."""
    pieces: list[tuple[int, str, frozenset[Category]]] = []
    segment_number = 0
    for sentence in _SENTENCE.split(text):
        for segment in _SEGMENT.split(sentence):
            segment_number += 1
            open_: frozenset[Category] = frozenset()
            for piece in segment.split(","):
                piece = piece.strip()
                if not piece:
                    continue
                inherits = open_ if open_ and not _NEW_SCOPE.match(piece) else frozenset()
                pieces.append((segment_number, piece, inherits))
                matches, clause = _heard(piece, companion)
                # a cue inside a finding's own words ("not" of "not breathing") opens nothing for the next piece
                open_ = clause.within(tuple((start, end) for start, _, end in matches)).carried(inherits)
    return pieces


def _pieces(text: str) -> list[tuple[str, bool]]:
    """(piece, inherited negation) for each comma piece of each sentence segment."""
    return [(piece, "negated" in inherited) for _, piece, inherited in _clauses(text)]


@lru_cache(maxsize=1)
def _gated() -> tuple[tuple[tuple[str, re.Pattern[str]], ...], GateIndex]:
    """Each concept and its pattern, and the index of their gates (``clinical.gate``): the letters
    any match must contain. A clause without them cannot match, so its search is skipped; most
    clauses name few of the concepts. Built on first use, so commands that never listen to a
    dialogue do not read the table twice."""
    table = load_table("concepts.yaml")  # the alternatives each pattern was joined from (checked by _compile)
    gates = [gate_for_alternatives(table[name]["patterns"]) for name in CONCEPTS]
    return tuple(CONCEPTS.items()), GateIndex(gates)


_Match = TypeVar("_Match", bound=tuple)


def _uncovered(found: list[_Match]) -> list[_Match]:
    """The matches of one clause, (start, concepts, ...), less the concepts another match there covers
    (``covers`` in concepts.yaml): "a nosebleed that's stopped now" is the stopped nosebleed, not a
    nosebleed to pack (nor bleeding)."""
    covered = {other for match in found for name in match[1] for other in COVERS.get(name, ())}
    if not covered:
        return found
    return [(match[0], kept, *match[2:]) for match in found  # type: ignore[misc]
            if (kept := tuple(name for name in match[1] if name not in covered))]


@lru_cache(maxsize=16384)
def _heard(piece: str, companion: str | None = None) -> tuple[tuple[tuple[int, tuple[str, ...], int], ...], Clause]:
    """The concepts matched in one clause (``_matches``) and its cues (``clinical.context``).

    Cached per clause: replies share most of their clauses ("I'm 45 years old.", fillers,
    the complaint said again), so the tables' patterns run once per distinct clause, and the
    clause's letters (``grams``, which the gates of both tables read) are taken once.
    """
    present = grams(piece)
    return _matches_in(piece, present), read(piece, present, companion=companion)


@lru_cache(maxsize=16384)
def _matches(piece: str) -> tuple[tuple[int, tuple[str, ...], int], ...]:
    """Where each concept (and each chart term said aloud) matches in one clause: its start, the
    concepts, and its end."""
    return _matches_in(piece, grams(piece))


def _matches_in(piece: str, present: frozenset[str]) -> tuple[tuple[int, tuple[str, ...], int], ...]:
    concepts, gates = _gated()
    # Every match, not only the first: "a history of kidney stones, now pain in his left flank" says
    # the concept twice, once as history and once as today's problem, and each is assessed.
    found: list[tuple[int, tuple[str, ...], int]] = [
        (match.start(), (concepts[position][0],), match.end())
        for position in gates.candidates(present)
        for match in concepts[position][1].finditer(piece)
    ]
    found += [(position, concepts, position + len(term)) for position, term, concepts in heard_terms(piece)]
    return tuple(_uncovered(_not_a_skin_site(piece, found)))


#: Where a skin finding is ("itchy bumps on her arms and belly", "a rash on my back and legs"): the parts it covers.
_SKIN_SITES = re.compile(r"\b(?:rash(?:es)?|hives|bumps|spots|welts|blotches|blisters|patches|weals|wheals|ticks?|splinters?|warts?|moles?|"
                         r"marks|"
                         r"(?:insect|mosquito|flea|bug|spider|tick) bites?)\b[\w ]{0,12}?\s+(?:all\s+)?"
                         r"(?:on|over|across|covering|all over|in|beside|near|next to|by)\s+([\w' ]{1,40})"
                         # a colour over the skin from one part to another ("deep yellow from his face down to his shins")
                         r"|\b(?:yellow|jaundiced|pale|mottled|blue|grey|gray)\b[\w ]{0,12}?\s+from\s+([\w' ]{1,40})")
#: Concepts a bare body part is heard as, which a part named only as a skin finding's site is not (before: "limb injury" and
#: "abdominal pain" from "itchy bumps on her arms and belly", a 2026-12af terse row, training).
_SITE_CONCEPTS = frozenset({"limb_injury", "abdominal_pain", "back_pain", "flank_pain", "neck_pain", "chest_pain"})
_A_COMPLAINT_WORD = re.compile(r"pain|hurt|sore|ache|swoll|injur|broke|cut|bruis|numb|weak")


def _not_a_skin_site(piece: str, found: list[tuple[int, tuple[str, ...], int]]) -> list[tuple[int, tuple[str, ...], int]]:
    """``found`` less a site concept matched only on a body part that a skin finding is said to cover."""
    if not any(name in _SITE_CONCEPTS for _, names, _ in found for name in names):
        return found  # most clauses name no site: no need to look for a skin finding (the hearing's hot path)
    if not (sites := [match.span(1) if match.group(1) else match.span(2) for match in _SKIN_SITES.finditer(piece)]):
        return found
    kept = []
    for start, names, end in found:
        told = piece[start:end] + " " + " ".join(piece[end:].split()[:2])  # "belly pain", "arm hurts": a complaint of its own
        inside = any(low <= start and end <= high for low, high in sites) and not _A_COMPLAINT_WORD.search(told)
        names = tuple(name for name in names if not (inside and name in _SITE_CONCEPTS))
        if names:
            kept.append((start, names, end))
    return kept


def detect(text: str, companion: str | None = None) -> tuple[ConceptHit, ...]:
    """Cached: the nurse and the belief extractor both listen to every reply.

    ``companion``: the text is told from this person's side (a name of companions.yaml: a case's
    prose, "brought in by her mother"), so their words for the patient ("her daughter") name the
    patient, not someone else (``clinical.context``). What a companion says at the desk needs
    none: they say "my daughter", and "my <anyone>" is never someone else on its own."""
    return _detect(text, companion)


@lru_cache(maxsize=4096)
def _detect(text: str, companion: str | None = None) -> tuple[ConceptHit, ...]:
    """Concepts in a reply, piece by piece, each with its quote and assertion status (``_assess``)."""
    heard, _ = _assess(correct(text.lower().replace("’", "'")), companion)
    return tuple(ConceptHit(name, quote, resolve(governing)) for name, quote, governing, *_ in heard)


_Piece = Literal["heard", "modifier", "filler", "unheard"]


def _assess(lowered: str, companion: str | None = None,
            ) -> tuple[list[tuple[str, str, frozenset[Category], int, int, int]], list[tuple[str, _Piece]]]:
    """What a lower-cased reply says: (concept, piece, governing categories, match start and end
    in the piece, piece number) for each concept heard, and each piece with what it was.

    A cue counts when it governs the match in its piece (``clinical.context``) and is not part of
    the matched phrase itself ("I don't want to live" is not a denial), or when the piece continues
    a list a cue governs ("no fever, nausea or bleeding"). A piece that is only a backward cue
    ("chest pain, I think") governs the piece before it; a reply that says the state is worse or
    new ("I have chronic back pain. It's flared up.") makes its baseline states present: a reply
    answers one question, and the change is why the patient came.
    """
    heard: list[tuple[str, str, frozenset[Category], int, int, int]] = []
    pieces: list[tuple[str, _Piece]] = []
    last_from, last_segment = 0, -1  # where the previous piece's hits start, and its segment
    for segment, piece, inherited in _clauses(lowered, companion):
        matches, clause = _heard(piece, companion)
        if not matches:
            extra = clause.trailing
            if extra and segment == last_segment:
                heard[last_from:] = [(name, quote, governing | extra, start, end, number)
                                     for name, quote, governing, start, end, number in heard[last_from:]]
                pieces.append((piece, "modifier"))
            elif clause.filler:
                pieces.append((piece, "filler"))
            else:
                last_segment = -1  # "chest pain, it started on Monday, I think": the hedge is the day's
                pieces.append((piece, "unheard"))
            continue
        # A concept said twice in one piece is heard where it is asserted, if anywhere ("a history of
        # kidney stones, now pain in his left flank"), else where it is first said.
        found: dict[str, tuple[int, int, frozenset[Category]]] = {}
        spans = tuple((start, end) for start, _, end in matches)
        for start, names, end in matches:
            # a cue inside another finding's words is that finding's ("not breathing and no pulse")
            governing = clause.within(tuple(span for span in spans if span != (start, end))).governing(start, end, inherited)
            for name in names:
                # an errand is asked for today, whatever illness it follows ("a work note after the flu last week")
                own = governing - {"baseline"} if name in ERRANDS else governing
                mine = resolve(own) in ("present", "uncertain")
                if name in found:
                    before = resolve(found[name][2]) in ("present", "uncertain")
                    if before > mine or (before == mine and found[name][0] <= start):
                        continue
                found[name] = (start, end, own)
        last_from, last_segment = len(heard), segment
        heard.extend((name, piece, governing, start, end, len(pieces))
                     for name, (start, end, governing) in sorted(found.items(), key=lambda item: item[1][0]))  # in the order they were said
        pieces.append((piece, "heard"))
    if any("baseline" in item[2] for item in heard) and acute_change(lowered):
        heard = [(name, quote, governing - {"baseline"}, start, end, number) for name, quote, governing, start, end, number in heard]
    return heard, pieces


@dataclass(frozen=True)
class Said:
    """One clause piece of a text and what was heard in it, with character offsets into the text:
    for a reader that must cite where each finding was said (``clinical.picture``)."""

    span: tuple[int, int]
    kind: _Piece  # heard: concepts were heard; modifier: only a cue for the piece before ("I think");
    #               filler: "um"; unheard: a clause of its own in which no concept was recognised
    hits: tuple[tuple[ConceptHit, tuple[int, int]], ...] = ()  # each concept and where its words are


def hear(text: str, companion: str | None = None) -> tuple[Said, ...]:
    """``detect``, with where each piece and each concept was said. Not cached (case text, once)."""
    # lower() keeps offsets for all but a few letters ("İ" becomes two): those keep their case here.
    lowered = "".join(char if len(char.lower()) != 1 else char.lower() for char in text).replace("’", "'")
    # heard with its misspellings corrected ("cheast pain"), each place given back in the text as typed
    corrected, origin = correct_with_origin(lowered)
    heard, pieces = _assess(corrected, companion)
    spans, cursor = [], 0
    for piece, _ in pieces:
        at = corrected.find(piece, cursor)
        spans.append((at, at + len(piece)))
        cursor = at + len(piece)
    by_piece: dict[int, list[tuple[ConceptHit, tuple[int, int]]]] = {}
    for name, quote, governing, start, end, number in heard:
        at = spans[number][0]
        by_piece.setdefault(number, []).append((ConceptHit(name, quote, resolve(governing)), place((at + start, at + end), origin, len(lowered))))
    spans = [place(span, origin, len(lowered)) for span in spans]
    return tuple(Said(span, kind, tuple(by_piece.get(number, ()))) for number, (span, (_, kind)) in enumerate(zip(spans, pieces)))
