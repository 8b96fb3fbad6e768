"""Assertion status (ConText, Harkema et al. 2009): is a concept said a present problem of this patient?

The cues, their categories and directions, the pseudo cues and the terminators live in
``data/context.yaml``, where a clinician reviews them; this module compiles the table and reads
one clause piece at a time (the pieces ``clinical.concepts`` cuts a reply into). ``scan`` finds
the cues of a piece once (cached: replies repeat their clauses), and the ``Clause`` it returns
answers, for any span of the piece, which categories govern it.

Matching follows ConText: a cue governs the concepts after it (forward), before it (backward)
or both, up to a terminator; pseudo cues ("more confused than usual") void the cues inside
them; where cues overlap, the longer one wins ("not sure if" is one uncertain cue, not "not").

Who the patient is depends on who tells the story. Prose told from a companion's side names the
patient as that person's relative ("brought in by her mother ... the mother says her daughter
took 20 tablets"): given the companion (``companion_side`` in context.yaml), those words name
the patient, not someone else, and start the patient's scope as "she" does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Any, Literal, get_args

from .gate import GateIndex, gate_for_alternatives, grams
from .tables import ClinicalTableError, load_table

__all__ = [
    "Assertion", "ASSERTIONS", "Category", "CATEGORIES", "Direction", "PRIORITY", "NOT_PRESENT",
    "Clause", "scan", "read", "resolve", "acute_change", "compile_table", "COMPANION_SIDE",
]

Assertion = Literal["present", "negated", "baseline", "hypothetical", "other", "uncertain"]
ASSERTIONS: tuple[Assertion, ...] = get_args(Assertion)
Category = Literal["negated", "baseline", "hypothetical", "other", "uncertain"]  # what a cue can say
CATEGORIES: tuple[Category, ...] = get_args(Category)
Direction = Literal["forward", "backward", "bidirectional"]
#: Which status wins when several categories govern one concept: his brother's fever is not the
#: patient's whatever else is said of it; "if she doesn't wake" is a possibility, not a denial.
PRIORITY: tuple[Category, ...] = ("other", "hypothetical", "negated", "baseline", "uncertain")
#: The statuses that do not assert a present problem of this patient. ``uncertain`` is not among
#: them: a hedged danger ("I think I might pass out") is acted on as if said plainly.
NOT_PRESENT: frozenset[Assertion] = frozenset({"negated", "baseline", "hypothetical", "other"})

_WHERE = "clinical/data/context.yaml"
_CUE_FIELDS = {"cue", "direction", "max_words", "comment"}
_WORD = re.compile(r"[\w']+")
# What may stand around a backward cue in a piece of its own ("that's her normal", "um, I think").
_FILLER = re.compile(
    r"(?:[\s\W]|\b(?:and|or|well|um+|uh+|er+|erm|like|so|that'?s|that is|it'?s|it is|which is|this is|she'?s|he'?s|i'?m"
    r"|though|really|just|all|pretty much|to be honest|honestly|yeah|yes|okay|ok)\b)*"
)


@dataclass(frozen=True)
class _Entry:
    kind: Literal["cue", "pseudo", "terminator"]
    pattern: re.Pattern[str]
    category: Category | None = None  # a cue's
    direction: Direction = "forward"
    max_words: int | None = None
    ends: frozenset[Category] = frozenset(CATEGORIES)  # a terminator's


@dataclass(frozen=True)
class _Table:
    entries: tuple[_Entry, ...]  # cues, pseudo cues and the terminators that end every category
    index: GateIndex
    specific: tuple[_Entry, ...]  # terminators that end some categories only: looked for when those are open
    specific_index: GateIndex
    change: re.Pattern[str]
    patient: dict[str, re.Pattern[str]]  # a companion (companions.yaml's name) -> the words that name the patient from their side


def _pattern(text: object, where: str) -> re.Pattern[str]:
    if not isinstance(text, str) or not text:
        raise ClinicalTableError(f"{where}: {text!r} is not a pattern (quote it)")
    try:
        compiled = re.compile(rf"\b(?:{text})\b")
    except re.error as error:
        raise ClinicalTableError(f"{where}: {error}") from None
    if compiled.groups:
        raise ClinicalTableError(f"{where}: {text!r} has a capturing group; write (?:...) instead")
    return compiled


_SPECIAL = re.compile(r"[\\.^$*+?{}\[\]()]")


def _alternatives(source: str) -> list[str]:
    """A pattern as the alternatives its gate is read from: plain words split at "|" need no
    parsing (most of the table; parsing is what reading a gate costs at start-up)."""
    return source.split("|") if not _SPECIAL.search(source) else [f"(?:{source})"]


def compile_table(table: dict[str, Any] | None = None) -> _Table:
    """context.yaml compiled and checked; ``table`` stands in for the file (tests)."""
    table = load_table("context.yaml") if table is None else table
    unknown = set(table) - {"cues", "pseudo", "terminators", "acute_change", "companion_side"}
    if unknown or not isinstance(table.get("cues"), dict):
        raise ClinicalTableError(f"{_WHERE}: expected the sections cues, pseudo, terminators, acute_change, companion_side "
                                 f"(got {sorted(table)})")
    entries: list[_Entry] = []
    sources: list[str] = []
    for category, cues in table["cues"].items():
        if category not in CATEGORIES:
            raise ClinicalTableError(f"{_WHERE}, cues: {category!r} is not one of {CATEGORIES}")
        for number, cue in enumerate(cues or []):
            where = f"{_WHERE}, cues.{category}, item {number}"
            if not isinstance(cue, dict) or set(cue) - _CUE_FIELDS or "cue" not in cue:
                raise ClinicalTableError(f"{where}: needs a cue and a direction (allowed fields: {sorted(_CUE_FIELDS)})")
            direction: Direction = cue.get("direction")  # type: ignore[assignment]  # checked on the next line
            if direction not in get_args(Direction):
                raise ClinicalTableError(f"{where}, field 'direction': {direction!r} is not one of {get_args(Direction)}")
            max_words = cue.get("max_words")
            if max_words is not None and (not isinstance(max_words, int) or max_words < 1):
                raise ClinicalTableError(f"{where}, field 'max_words': {max_words!r} is not a positive whole number")
            entries.append(_Entry("cue", _pattern(cue["cue"], where), category, direction, max_words))
            sources.append(cue["cue"])
    for number, item in enumerate(table.get("pseudo") or []):
        where = f"{_WHERE}, pseudo, item {number}"
        if not isinstance(item, dict) or set(item) - {"pattern", "comment"}:
            raise ClinicalTableError(f"{where}: needs a pattern (and may have a comment)")
        entries.append(_Entry("pseudo", _pattern(item.get("pattern"), where)))
        sources.append(item["pattern"])
    for number, item in enumerate(table.get("terminators") or []):
        where = f"{_WHERE}, terminators, item {number}"
        if not isinstance(item, dict) or set(item) - {"pattern", "categories", "comment"}:
            raise ClinicalTableError(f"{where}: needs a pattern (and may have categories and a comment)")
        ends = item.get("categories", list(CATEGORIES))
        if not isinstance(ends, list) or not ends or not set(ends) <= set(CATEGORIES):
            raise ClinicalTableError(f"{where}, field 'categories': {ends!r} must be a list of {CATEGORIES}")
        entries.append(_Entry("terminator", _pattern(item.get("pattern"), where), ends=frozenset(ends)))
        sources.append(item["pattern"])
    changes = [item.get("pattern") if isinstance(item, dict) else None for item in table.get("acute_change") or []]
    change = _pattern("|".join(f"(?:{text})" for text in changes if isinstance(text, str)) or "(?!)", f"{_WHERE}, acute_change")
    gates = [gate_for_alternatives(_alternatives(source)) for source in sources]
    general = [position for position, entry in enumerate(entries) if entry.ends == frozenset(CATEGORIES)]
    specific = [position for position, entry in enumerate(entries) if entry.ends != frozenset(CATEGORIES)]
    return _Table(tuple(entries[i] for i in general), GateIndex([gates[i] for i in general]),
                  tuple(entries[i] for i in specific), GateIndex([gates[i] for i in specific]), change,
                  _companion_side(table.get("companion_side") or {}))


def _companion_side(section: object) -> dict[str, re.Pattern[str]]:
    """companion_side compiled: for each companion, one pattern for "<possessive> [<age>-old] <noun>"."""
    if not isinstance(section, dict):
        raise ClinicalTableError(f"{_WHERE}, companion_side: expected a mapping of companions")
    compiled = {}
    for companion, entry in section.items():
        where = f"{_WHERE}, companion_side, {companion!r}"
        words = entry if isinstance(entry, dict) else {}
        possessive, nouns = words.get("possessive"), words.get("patient")
        if set(words) - {"possessive", "patient", "comment"} or not isinstance(possessive, list) or not isinstance(nouns, list) \
                or not possessive or not nouns or not all(isinstance(word, str) and word for word in possessive + nouns):
            raise ClinicalTableError(f"{where}: needs 'possessive' and 'patient', each a list of words (and may have a comment)")
        compiled[str(companion).lower()] = _pattern(
            rf"(?:{'|'.join(map(re.escape, possessive))}) (?:\d+-(?:year|month|week|day)-old )?(?:{'|'.join(map(re.escape, nouns))})",
            where)
    return compiled


_TABLE = compile_table()
#: The companions whose words for the patient context.yaml knows ("mother": "her daughter", "their son", ...).
COMPANION_SIDE: frozenset[str] = frozenset(_TABLE.patient)


@dataclass(frozen=True)
class _Cue:
    category: Category
    direction: Direction
    max_words: int | None
    start: int
    end: int


@dataclass(frozen=True)
class Clause:
    """The cues and terminators of one clause piece: which categories govern any span of it.

    What does not depend on the span (what the piece passes on to a list it starts, whether it
    is a trailing cue or filler) is worked out once per piece: a reply is heard by the nurse,
    the extractor and the patient's self-check, and its pieces recur. Whether it is a trailing
    cue or filler is asked only of a piece in which no concept was heard, so it waits until asked."""

    text: str
    cues: tuple[_Cue, ...] = ()
    terminators: tuple[tuple[int, frozenset[Category]], ...] = ()  # (position, the categories it ends)
    opens: frozenset[Category] = frozenset()  # categories its own cues leave open at its end
    ends: frozenset[Category] = frozenset()  # categories a terminator in it ends
    unread: frozenset[Category] = frozenset()  # categories whose own terminators were not looked for (none of their cues here)
    companion: str | None = None  # who tells it: their words for the patient ("her daughter") name the patient
    # spans that are another finding's own words: a cue inside one ("not" of "not breathing", "no" of "no
    # pulse") is that finding's, and governs nothing else ("not breathing and no pulse" is an arrest)
    covered: tuple[tuple[int, int], ...] = ()

    def within(self, covered: tuple[tuple[int, int], ...]) -> "Clause":
        """The same piece, with the cues inside ``covered`` belonging to the findings there."""
        return self if covered == self.covered else replace(self, covered=covered)

    def _own(self, cue: _Cue) -> bool:
        """Whether the cue lies inside another finding's words (``covered``)."""
        return any(start <= cue.start and cue.end <= end for start, end in self.covered)

    @cached_property
    def trailing(self) -> frozenset[Category]:
        """The categories of the backward cues this piece is nothing but ("..., I think"), or none."""
        if not self.cues or any(cue.direction == "forward" for cue in self.cues):
            return frozenset()
        edges = [0, *(edge for cue in self.cues for edge in (cue.start, cue.end)), len(self.text)]
        if all(_FILLER.fullmatch(self.text, edges[i], edges[i + 1]) for i in range(0, len(edges), 2)):
            return frozenset(cue.category for cue in self.cues)
        return frozenset()

    @cached_property
    def filler(self) -> bool:
        """Nothing but filler ("um", "well"): no clause of its own."""
        return not self.cues and not self.terminators and _FILLER.fullmatch(self.text) is not None

    def _open(self, category: Category, start: int, end: int) -> bool:
        """No terminator of ``category`` between ``start`` and ``end``."""
        return _open(self.terminators, category, start, end)

    def governing(self, start: int, end: int, inherited: frozenset[Category] = frozenset()) -> frozenset[Category]:
        """The categories that govern the span [start, end): a cue before it (forward) or after it
        (backward) with no terminator between, or a category the piece inherits from the list it
        continues, still open where the span starts."""
        if not self.cues and not inherited:
            return frozenset()
        if inherited & self.unread:
            return _full(self.text, self.companion).within(self.covered).governing(start, end, inherited)
        found = {category for category in inherited if self._open(category, 0, start)}
        for cue in self.cues:
            if cue.category in found or (self.covered and self._own(cue)):
                continue
            if cue.direction != "backward" and cue.end <= start:
                if cue.max_words is not None and len(_WORD.findall(self.text, cue.end, start)) >= cue.max_words:
                    continue
                if self._open(cue.category, cue.end, start):
                    found.add(cue.category)
            elif cue.direction != "forward" and cue.start >= end and self._open(cue.category, end, cue.start):
                # a backward cue with max_words governs only the words just before it ("the migraines her sister
                # gets"), not a finding further back ("a headache like the ones her mum used to get")
                if cue.max_words is None or len(_WORD.findall(self.text, end, cue.start)) < cue.max_words:
                    found.add(cue.category)
        return frozenset(found)

    def carried(self, inherited: frozenset[Category] = frozenset()) -> frozenset[Category]:
        """The categories still open at the end of the piece, for the next piece of a list
        ("no fever, nausea, or bleeding"). A cue with ``max_words`` governs its own words only."""
        opens = _opens(self.text, tuple(cue for cue in self.cues if not self._own(cue)), self.terminators) if self.covered else self.opens
        if not inherited:
            return opens
        if inherited & self.unread:
            return _full(self.text, self.companion).within(self.covered).carried(inherited)
        return (inherited - self.ends) | opens


def _open(terminators: tuple[tuple[int, frozenset[Category]], ...], category: Category, start: int, end: int) -> bool:
    """No terminator of ``category`` between ``start`` and ``end``."""
    return not any(start <= position < end and category in ends for position, ends in terminators)


def _clause(text: str, cues: tuple[_Cue, ...], terminators: tuple[tuple[int, frozenset[Category]], ...],
            unread: frozenset[Category], companion: str | None = None) -> Clause:
    """A ``Clause`` with what it passes on to the next piece worked out."""
    ends = frozenset().union(*(ends for _, ends in terminators)) if terminators else frozenset()
    return Clause(text, cues, terminators, _opens(text, cues, terminators), ends, unread, companion)


def _opens(text: str, cues: tuple[_Cue, ...], terminators: tuple[tuple[int, frozenset[Category]], ...]) -> frozenset[Category]:
    """The categories these cues leave open at the end of the piece (a cue with ``max_words`` governs its own words only)."""
    return frozenset(cue.category for cue in cues
                     if cue.direction != "backward" and cue.max_words is None and _open(terminators, cue.category, cue.end, len(text)))


def _found(piece: str, present: frozenset[str], entries: tuple[_Entry, ...], index: GateIndex,
           wanted: frozenset[Category] | None = None) -> list[tuple[int, int, int, _Entry]]:
    """Every match of every entry whose gate the piece passes (of the terminators, those that end
    a category in ``wanted`` when given): (start, -length, order, entry)."""
    matches: list[tuple[int, int, int, _Entry]] = []
    for position in index.candidates(present):
        entry = entries[position]
        if wanted is not None and not entry.ends & wanted:
            continue
        first = entry.pattern.search(piece)  # most candidates do not match: one search says so cheaply
        if first is not None:
            matches.extend((match.start(), match.start() - match.end(), position, entry)
                           for match in entry.pattern.finditer(piece, first.start()) if match.end() > match.start())
    return matches


_SPECIFIC = frozenset().union(*(entry.ends for entry in _TABLE.specific))  # categories with terminators of their own
# The companion's words for the patient, where they are said: the patient starts here, as at "she".
_PATIENT = _Entry("terminator", re.compile("(?!)"), ends=frozenset({"other"}))


@lru_cache(maxsize=1024)
def _full(piece: str, companion: str | None = None) -> Clause:
    """The piece read with every terminator: for a piece that inherits a category its own cues
    did not open ("his brother has a cough, and he's ..." continued)."""
    return read(piece, grams(piece), wanted=frozenset(CATEGORIES), companion=companion)


@lru_cache(maxsize=16384)
def scan(piece: str, companion: str | None = None) -> Clause:
    """The cues and terminators of one lower-cased clause piece (cached); ``companion``: who
    tells it (``read``)."""
    return read(piece, grams(piece), companion=companion)


def read(piece: str, present: frozenset[str], wanted: frozenset[Category] = frozenset(),
         companion: str | None = None) -> Clause:
    """``scan`` given the piece's ``grams``, for a caller that has them already.

    Pseudo cues are placed first and void every cue and terminator they overlap; then, longest
    first, each cue or terminator is kept unless it overlaps one already kept (so "not sure if"
    is one cue, and the "not" inside it none). Last, the terminators of only some categories
    ("him", "said": the end of someone else's scope) are looked for when a cue of theirs is here,
    or a category in ``wanted``, and kept where they overlap nothing: they never hide a cue.

    ``companion``: the story is told from this person's side (a name of companions.yaml), so their
    words for the patient ("her daughter", when the companion is the girl's mother) are no cue of
    someone else: they are kept as a terminator of ``other``, as "she" would be."""
    matches = _found(piece, present, _TABLE.entries, _TABLE.index)
    taken: list[tuple[int, int]] = [(start, start - negative) for start, negative, _, entry in matches if entry.kind == "pseudo"]
    kept: list[tuple[int, int, _Entry]] = []
    side = _TABLE.patient.get(companion) if companion else None
    if side is not None:
        for match in side.finditer(piece):
            taken.append((match.start(), match.end()))
            kept.append((match.start(), match.end(), _PATIENT))
    for start, negative, _, entry in sorted(matches, key=lambda item: (item[1], item[0], item[2])):
        end = start - negative
        if entry.kind == "pseudo" or any(start < other_end and other_start < end for other_start, other_end in taken):
            continue
        taken.append((start, end))
        kept.append((start, end, entry))
    wanted = (wanted | {entry.category for *_, entry in kept if entry.category is not None}) & _SPECIFIC  # type: ignore[misc]
    if wanted:
        for start, negative, _, entry in sorted(_found(piece, present, _TABLE.specific, _TABLE.specific_index, wanted)):
            end = start - negative
            if not any(start < other_end and other_start < end for other_start, other_end in taken):
                taken.append((start, end))
                kept.append((start, end, entry))
    unread = _SPECIFIC - wanted
    if not kept:
        return _clause(piece, (), (), unread, companion)
    kept.sort(key=lambda item: item[0])
    cues = tuple(_Cue(entry.category, entry.direction, entry.max_words, start, end)  # type: ignore[arg-type]
                 for start, end, entry in kept if entry.kind == "cue")
    terminators = tuple((start, entry.ends) for start, _, entry in kept if entry.kind == "terminator")
    return _clause(piece, cues, terminators, unread, companion)


def resolve(categories: frozenset[Category]) -> Assertion:
    """One status from the categories that govern a concept (``PRIORITY``); present when none do."""
    for category in PRIORITY:
        if category in categories:
            return category
    return "present"


def acute_change(text: str) -> bool:
    """Whether a reply says a state is worse or new today: its baseline states are present."""
    return _TABLE.change.search(text) is not None
