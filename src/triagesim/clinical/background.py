"""The patient's background that a case's own words assert (``data/background.yaml``).

A chart complaint ("fever on MTX", "DM foot ulcer") or a teaching vignette's prose ("a 40-year-old
woman with rheumatoid arthritis who takes methotrexate and prednisolone") names conditions,
medicines and allergies the case's history fields do not record. A patient asked "any medical
problems?" must not deny them, so the environment carries them into the patient's history, in the
patient's words. Whether the words are said *of this patient* is read by ConText
(``clinical.context``): "takes no blood thinners", "her brother has asthma" and "in case of a clot"
carry nothing. A past problem that is also a presentation ("kidney stones") is background only
where the words say it is history ("a history of kidney stones").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal, get_args

from .context import Category, resolve, scan
from .tables import ClinicalTableError, load_table

__all__ = ["leading_condition", "Field", "FIELDS", "Background", "BackgroundEntry", "ENTRIES", "background_of"]

Field = Literal["past_medical_history", "medications", "allergies"]
FIELDS: tuple[Field, ...] = get_args(Field)

_FILE = "clinical/data/background.yaml"
_ENTRY_FIELDS = {"patterns", "say", "group", "past", "class"}
#: The statuses under which words are this patient's background: said plainly, as history, or hedged.
_ASSERTED = frozenset({"present", "baseline", "uncertain"})
_SENTENCE = re.compile(r"(?<=[.!?;])\s+")
_SEGMENT = re.compile(r"\b(?:but|though|although|except|apart from|whereas)\b", re.IGNORECASE)
# A comma piece opening like this starts a statement of its own; any other piece continues the list
# before it ("no asthma, diabetes or epilepsy") and stays under the cues still open there.
_NEW_SCOPE = re.compile(r"^(?:and |or )?(?:i|he|she|it|they|his|her|my|their|we|there|who|which|that|this|the|a|an|now|then|"
                        r"since|when|so|also|with|after|before)\b")
#: Someone else named at the end of a piece ("brought in by his grandmother"): a relative clause that
#: follows ("who has diabetes", "who found him with her tablets") is theirs, not the patient's.
_OTHER_PERSON = re.compile(r"\b(?:his|her|their|the patient's|a|the) (?:[\w'-]+ ){0,2}(?:mother|father|mum|mom|dad|parents?|"
                           r"grand\w+|nan|nana|gran|aunt|uncle|brother|sister|sibling|wife|husband|partner|son|daughter|"
                           r"friend|mate|flatmate|neighbou?r|carer|cousin|boyfriend|girlfriend)s?$")
_RELATIVE = re.compile(r"^(?:who|whose)\b")
#: Words just before a medicine that say it was stopped ("stopped his antipsychotic", "stopped taking her tablets", "ran out of").
_STOPPED = re.compile(r"\b(?:stopped|quit|came off|come off|has been off|ran out of|run out of|running out of|finished|completed)\s+"
                      r"(?:taking\s+|having\s+|getting\s+)?(?:his|her|their|the|all|my)?\s*(?:course of\s+)?$")  # "ran out of seroquel six weeks ago": not on
# it now (2026-12s); "FINISHED CLINDAMYCIN": a course over, never "I'm on clindamycin" beside it (2026-12ac terse, training)
#: A relative clause that reports what the other person says of the patient ("who says he has
#: diabetes"): the report is the patient's.
_REPORTS = re.compile(r"^(?:who|whose)\s+(?:\w+\s+)?(?:says?|said|reports?|reported|explains?|explained|tells?|told|mentions?|"
                      r"thinks?|thought)\b")


@dataclass(frozen=True)
class BackgroundEntry:
    """One condition or medicine of the table: where it was written, its words, how it is said."""

    name: str
    kind: Literal["conditions", "medicines"]
    pattern: re.Pattern[str]
    say: str | None  # None: the matched words themselves
    group: str
    past: bool = False
    medicine_class: str | None = None


@dataclass(frozen=True)
class Background:
    """What a case's words assert of the patient's background, in lay words. A field is None when
    the words say nothing of it, ``[]`` when they say "none" ("no medical history")."""

    past_medical_history: list[str] | None = None
    medications: list[str] | None = None
    allergies: list[str] | None = None
    classes: frozenset[str] = field(default_factory=frozenset)  # the medicines' classes (blood_thinner, ...)
    groups: dict[str, str] = field(default_factory=dict)  # lay words -> the entry group they name (one condition in other words)

    def get(self, name: Field) -> list[str] | None:
        return getattr(self, name)


def _compile(pattern: object, where: str) -> re.Pattern[str]:
    if not isinstance(pattern, str) or not pattern:
        raise ClinicalTableError(f"{where}: {pattern!r} is not a pattern (quote it)")
    try:
        return re.compile(rf"\b(?:{pattern})", re.IGNORECASE)
    except re.error as error:
        raise ClinicalTableError(f"{where}: {error}") from None


def _entries(table: dict[str, Any], classes: frozenset[str]) -> tuple[BackgroundEntry, ...]:
    entries = []
    for kind in ("conditions", "medicines"):
        section = table.get(kind)
        if not isinstance(section, dict) or not section:
            raise ClinicalTableError(f"{_FILE}, key {kind!r}: expected a mapping of entries")
        for name, entry in section.items():
            where = f"{_FILE}, {kind}, key {name!r}"
            if not isinstance(entry, dict) or set(entry) - _ENTRY_FIELDS or not isinstance(entry.get("patterns"), list):
                raise ClinicalTableError(f"{where}: needs a list of patterns (allowed fields: {sorted(_ENTRY_FIELDS)})")
            patterns = [_compile(pattern, f"{where}, field 'patterns', item {index}").pattern
                        for index, pattern in enumerate(entry["patterns"])]
            say = entry.get("say")
            if say is not None and (not isinstance(say, str) or not say.strip() or re.search(r"\b[A-Z]{2,}\b", say.replace("HIV", ""))):
                raise ClinicalTableError(f"{where}, field 'say': {say!r} must be lay words (no chart shorthand in capitals)")
            medicine_class = entry.get("class")
            if (kind == "medicines") != (medicine_class is not None) or (medicine_class is not None and medicine_class not in classes):
                raise ClinicalTableError(f"{where}, field 'class': {medicine_class!r}: a medicine needs one of {sorted(classes)}, "
                                         "a condition none")
            entries.append(BackgroundEntry(
                name, kind, re.compile("|".join(patterns), re.IGNORECASE), say, str(entry.get("group", name)),
                bool(entry.get("past", False)), medicine_class))
    return tuple(entries)


@lru_cache(maxsize=1)
def _table() -> tuple[tuple[BackgroundEntry, ...], tuple[re.Pattern[str], ...], dict[str, str], frozenset[str],
                      dict[Field, re.Pattern[str]], re.Pattern[str]]:
    """The table compiled and checked, once."""
    table = load_table("background.yaml")
    classes = table.get("classes")
    if not isinstance(classes, list) or not all(isinstance(item, str) for item in classes):
        raise ClinicalTableError(f"{_FILE}, key 'classes': expected a list of class names")
    entries = _entries(table, frozenset(classes))
    allergies = table.get("allergies")
    if not isinstance(allergies, dict) or not isinstance(allergies.get("patterns"), list):
        raise ClinicalTableError(f"{_FILE}, key 'allergies': expected patterns, allergens and not")
    allergy_patterns = []
    for index, pattern in enumerate(allergies["patterns"]):
        compiled = _compile(pattern, f"{_FILE}, allergies, field 'patterns', item {index}")
        if "what" not in compiled.groupindex:
            raise ClinicalTableError(f"{_FILE}, allergies, field 'patterns', item {index}: needs the group (?P<what>...)")
        allergy_patterns.append(compiled)
    allergens = allergies.get("allergens") or {}
    if not isinstance(allergens, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in allergens.items()):
        raise ClinicalTableError(f"{_FILE}, allergies, key 'allergens': expected a mapping of allergen to its lay words")
    ignored = frozenset(str(word).lower() for word in allergies.get("not") or [])
    none = table.get("none")
    if not isinstance(none, dict) or set(none) != set(FIELDS):
        raise ClinicalTableError(f"{_FILE}, key 'none': expected patterns for each of {list(FIELDS)}")
    nones = {name: _compile("|".join(f"(?:{p})" for p in none[name]), f"{_FILE}, none, key {name!r}") for name in FIELDS}
    not_regular = _compile(table.get("not_regular"), f"{_FILE}, key 'not_regular'")
    return entries, tuple(allergy_patterns), allergens, ignored, nones, not_regular  # type: ignore[return-value]


def _pieces(text: str) -> list[tuple[str, int, frozenset[Category]]]:
    """(piece, offset, inherited categories) for each comma piece of each sentence segment, as
    ``clinical.concepts`` cuts a reply: a piece that continues a list inherits the cues still open."""
    pieces = []
    for sentence_match in re.finditer(r"[^.!?;]+", text):
        sentence, base = sentence_match.group(0), sentence_match.start()
        cursor = 0
        for segment in _SEGMENT.split(sentence):
            start = sentence.find(segment, cursor)
            cursor = start + len(segment)
            open_: frozenset[Category] = frozenset()
            offset = start
            for raw in segment.split(","):
                at = sentence.find(raw, offset)
                offset = at + len(raw)
                piece = raw.strip()
                if not piece:
                    continue
                lowered = piece.lower()
                inherits = open_ if open_ and not _NEW_SCOPE.match(lowered) else frozenset()
                pieces.append((lowered, base + at + raw.find(piece), inherits))
                open_ = scan(lowered).carried(inherits)
    return pieces


def _status(piece: str, start: int, end: int, inherited: frozenset[Category]) -> str:
    return resolve(scan(piece).governing(start, end, inherited))


def _sentence_of(text: str, position: int) -> str:
    starts = [0] + [match.end() for match in re.finditer(r"[.!?;]\s+", text)]
    begin = max(s for s in starts if s <= position)
    end = min([match.start() for match in re.finditer(r"[.!?;](?:\s+|$)", text) if match.start() >= position] + [len(text)])
    return text[begin:end]


def _allergen(what: str, allergens: dict[str, str], ignored: frozenset[str]) -> str | None:
    words = re.sub(r"^(?:some|any|all|the|a|an|severe|severely|known)\s+", "", what.strip().lower())
    if not words or words in ignored or words.split()[0] in ignored:
        return None
    return allergens.get(words, words)


#: Someone else named just before a condition as having it ("a neighbour with", "his aunt, who has").
#: One's own medicine, named so in an overdose ("swallowed about thirty of his quetiapine tablets"): it is still the
#: patient's regular medicine, and "I don't take anything regularly" would deny it (the 2026-12ar ATS transcripts, training).
#: Someone else's ("her mother's propranolol", "her open container of") ends otherwise.
_OWN_MEDICINE = re.compile(r"\b(?:of|on|all) (?:his|her|their|my) (?:own )?(?:regular |usual |prescribed )?$", re.IGNORECASE)
_SOMEONE_WITH = re.compile(r"\b(?:a|an|the|his|her|their|my) (?:\w+ )?(?:neighbou?r|friend|aunt|uncle|cousin|grandmother|grandfather|grandma|"
                           r"grandpa|nan|colleague|flatmate|housemate|roommate|mother|father|mum|dad|brother|sister|partner|wife|husband)"
                           r"(?:,? who (?:has|had|is)| with| who takes)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)


@lru_cache(maxsize=2048)
def _read(text: str) -> tuple[tuple[tuple[tuple[str, str], ...], ...], frozenset[str], tuple[bool, ...]]:
    """((group, lay words) per field, the medicines' classes, whether each field is said to be none)."""
    entries, allergy_patterns, allergens, ignored, nones, not_regular = _table()
    found: dict[Field, dict[str, str]] = {name: {} for name in FIELDS}  # field -> group -> lay words
    where: dict[str, int] = {}  # group -> where the text names it: said in the text's order
    classes: set[str] = set()
    pieces = _pieces(text)
    previous = ""
    for piece, offset, inherited in pieces:
        theirs = bool(_RELATIVE.match(piece) and _OTHER_PERSON.search(previous) and not _REPORTS.match(piece))
        previous = piece
        if theirs:
            continue
        for entry in entries:
            target: Field = "past_medical_history" if entry.kind == "conditions" else "medications"
            if entry.group in found[target]:
                continue
            for match in entry.pattern.finditer(piece):
                status = _status(piece, match.start(), match.end(), inherited)
                # a medicine stopped is negated or history to ConText, and just what the patient must say (2026-12ac
                # narrative, training: "stopped his blood thinner a week ago" was answered "No, no blood thinners")
                was_stopped = entry.kind == "medicines" and status in ("historical", "negated") \
                    and _STOPPED.search(piece[: match.start()])
                if (status not in _ASSERTED and not was_stopped) or (entry.past and status != "baseline"):
                    continue
                if entry.kind == "medicines" and not_regular.search(_sentence_of(text, offset + match.start())) \
                        and not _OWN_MEDICINE.search(piece[: match.start()]):
                    continue
                if _SOMEONE_WITH.search(piece[: match.start()]):
                    continue  # "a neighbour with diabetes checked his finger": the neighbour's, never the boy's (my read of the 2026-12al runs)
                words = entry.say or match.group(0).lower()
                if entry.kind == "medicines" and (stopped := _STOPPED.search(piece[: match.start()])):
                    # "stopped his antipsychotic a month ago", "ran out of seroquel": not on it now
                    words = (f"ran out of {words}" if "out of" in stopped.group(0) else
                             f"finished {words}" if re.match(r"finished|completed", stopped.group(0)) else f"stopped {words}")
                found[target][entry.group] = words
                where[entry.group] = offset + match.start()
                if entry.medicine_class:
                    classes.add(entry.medicine_class)
                break
    # An allergy is read in the whole text ("cashews, to which she is allergic" runs across a comma),
    # its status where the allergen is named ("not allergic to penicillin").
    lowered = text.lower()
    for pattern in allergy_patterns:
        for match in pattern.finditer(lowered):
            at = match.start("what")
            held = [(piece, offset, inherited) for piece, offset, inherited in pieces if offset <= at < offset + len(piece)]
            if held:
                piece, offset, inherited = held[0]
                if _status(piece, at - offset, match.end("what") - offset, inherited) not in _ASSERTED:
                    continue
            allergen = _allergen(match.group("what"), allergens, ignored)
            if allergen:
                found["allergies"].setdefault(allergen, allergen)
    none = tuple(bool(nones[name].search(text)) for name in FIELDS)
    ordered = {name: sorted(found[name].items(), key=lambda item: where.get(item[0], 0)) for name in FIELDS}
    return tuple(tuple(ordered[name]) for name in FIELDS), frozenset(classes), none


def leading_condition(text: str) -> tuple[str, str] | None:
    """A condition typed at the front of a complaint, before what happened ("parkinson disease fell at home"): its lay
    words and the rest of the text; None when the text does not open with one. The patient says it as its own clause
    ("I've got Parkinson's disease, and I fell at home"), never as the subject of the fall."""
    text = text.strip()
    for entry in _table()[0]:
        found = entry.pattern.match(text) if entry.kind == "conditions" else None
        if found and found.end() < len(text):
            words = entry.say or found.group(0)
            if _DEVICE.search(words):
                return None  # "feeding tube fell out": the tube did, not the patient
            return words, text[found.end():].lstrip(" ,;:-")
    return None


#: Treatments a patient is having, not a tablet taken for a condition: "having chemo for lymphoma" is said by its own rule.
_COURSES = frozenset({"chemotherapy"})


def medicine_named(text: str) -> str | None:
    """The lay name of the regular medicine that a whole complaint item is ("plavix", "enalapril"), or None. A
    chart names a medicine beside a complaint as the cause or the risk ("black stools & plavix"); the patient says
    it as one it takes ("I'm on clopidogrel"), never "I've got plavix"."""
    text = text.strip()
    for entry in _table()[0]:
        if entry.kind == "medicines" and (found := entry.pattern.fullmatch(text)):
            return entry.say or found.group(0).lower()
    if (given := re.fullmatch(r"(.+?) for (?:a |an |the |my |his |her |their )?(.+)", text, re.IGNORECASE)) \
            and (named := medicine_named(given.group(1))) is not None and named not in _COURSES:
        # "warfarin for a metal valve": the medicine and what it is for, said "I'm on warfarin for my metal valve"
        # (2026-12as terse, training: "I've got warfarin for a metal valve")
        return f"{named} for my {given.group(2)}"
    parts = re.split(r"\s*(?:&|\+|\band\b)\s*", text)
    if len(parts) > 1 and all(parts):  # "metoprolol and diltiazem": each a medicine, said as a list (2026-12an terse, training)
        named = [medicine_named(part) for part in parts]
        if all(named):
            return " and ".join(dict.fromkeys(name for name in named if name))
    return None


#: Things a patient has fitted, which fall out or block by themselves: never the subject of the patient's doing.
_DEVICE = re.compile(r"\b(?:tube|catheter|line|stoma|port|pacemaker|defibrillator|drain|pump|shunt|stent|cannula|peg)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _class_of_group() -> dict[str, str | None]:
    """Each medicine group's class (the table's, read once: ``background_of`` runs for every case and reply)."""
    return {entry.group: entry.medicine_class for entry in _table()[0] if entry.kind == "medicines"}


def background_of(*texts: str | None) -> Background:
    """The background the texts (a chief complaint, a narrative) assert for the patient."""
    values: dict[Field, list[str] | None] = {name: None for name in FIELDS}
    classes: set[str] = set()
    groups: dict[str, str] = {}
    for text in texts:
        if not text:
            continue
        items, found_classes, none = _read(text)
        classes |= found_classes
        for name, said, says_none in zip(FIELDS, items, none):
            current = values[name]
            taken = {groups[words] for words in current or []}
            new = [(group, words) for group, words in said if group not in taken]
            if new:
                groups.update((words, group) for group, words in new)
                values[name] = list(dict.fromkeys([*(current or []), *(words for _, words in new)]))
            elif says_none and current is None:
                values[name] = []
    if meds := values["medications"]:
        # a class named and a medicine of it named ("on blood thinner" in the complaint, "takes apixaban" in the story):
        # the medicine, never "a blood thinner and apixaban" (2026-12ag ATS, training)
        class_of = _class_of_group()
        named = {class_of.get(groups.get(words, "")) for words in meds if groups.get(words) != class_of.get(groups.get(words, ""))}
        values["medications"] = [words for words in meds
                                 if not (groups.get(words) == class_of.get(groups.get(words, "")) and groups.get(words) in named)]
    return Background(values["past_medical_history"], values["medications"], values["allergies"], frozenset(classes), groups)


ENTRIES: tuple[BackgroundEntry, ...] = _table()[0]
