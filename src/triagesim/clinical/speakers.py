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

from dataclasses import dataclass
from functools import lru_cache

from .age_limits import AGE_LIMITS
from .tables import ClinicalTableError, load_table

__all__ = ["Speaker", "SPEAKERS", "CHILD_SPOKEN_FOR_UNDER", "Relation", "cannot_talk", "who_speaks", "companion_for", "arrival_in", "kin_words",
           "companion_in", "companion_in_complaint", "COMPANION_TYPED", "relation_of", "words_for", "through_an_interpreter", "REPORTING",
           "language_spoken"]

Speaker = Literal["patient", "companion"]
SPEAKERS: tuple[str, ...] = get_args(Speaker)
CHILD_SPOKEN_FOR_UNDER = AGE_LIMITS.speaks_for_self_from  # years: a younger child's history comes from its parent

_CANNOT_TALK = re.compile(
    r"unrespons|unconscious|seiz|\bsz\b|confus|altered|\bAMS\b|overdose|\bOD\b|\bUTA\b|obtunded|not responding"
    # "unable" alone is the chart's ("pt unable"), or unable to speak; "unable to pass urine" is a man who can tell it (twenty-
    # ninth read: "he can't tell us how he feels" of an alert 79-year-old in retention)
    r"|\bunable\b(?! to (?!(?:speak|talk|answer|respond|communicate|give|follow|open (?:his|her|their) eyes)\b))"
    # found unrousable, moaning only to a sternal rub, or just after a fit: one who cannot hold a conversation
    # (eleventh read: "found unarousable by roommate ... moans to sternal rub" chatted about her age and onset)
    r"|\bun-?a?rous|\bsternal rub|post[- ]?ictal|minimally responsive"
    # a heart or breathing that stopped now or on the way in (not a history of one: "hx cardiac arrest")
    r"|(?<!hx )(?<!hx of )(?<!history of )\b(?:cardiac|respiratory|cardiopulmonary) arrest|\bCPR\b|\bROSC\b"
    r"|pulseless|\bapn(?:o|e)ic\b|intubated"
    r"|\bGCS (?:of )?[3-8]\b"  # "GCS 6": responds to pain at best
    r"|\bsnoring (?:resps|respirations|breathing|breaths)\b|\bblown (?:left |right )?pupil"  # a failing airway (2026-12w terse)
    # mute or catatonic: no history of its own (2026-12r: "mute staring" said "I have got mute staring")
    r"|\bmute\b|catatoni"
    # AVPU's P and U: "RESPONDS TO PAIN ONLY", "only responds to pain", "P on AVPU"
    r"|\bresponds? (?:only )?to pain(?! med| relie| kill| tablet)|\bonly responds? to pain\b|\bP on AVPU\b|\bAVPU (?:=|of|is)? ?[PU]\b"
    # "only groans to pain" (2026-12x terse, training: a man pulled from an icy pond told his own history)
    # ("moans only to a pinch": 2026-12ax terse, training, a woman with a low sugar told her own history)
    r"|\b(?:only )?(?:groans?|moans?|grunts?|grimaces?|withdraws?|flinches?) (?:only )?to (?:pain|a sternal rub|a pinch|pinch(?:ing)?)\b",
    re.IGNORECASE,
)


#: Words a chart uses for someone telling what the complaint says ("daughter reports", "wife states").
REPORTING = r"(?:reports|reported|states|stated|says|said|noticed|notes)"


@lru_cache(maxsize=1)
def _reported_by_kin() -> re.Pattern[str]:
    """A family member named as reporting or finding what the complaint says ("daughter reports", "wife found")."""
    kin = "|".join(sorted({word for words in kin_words().values() for word in words}, key=len, reverse=True))
    # ("father answers for her": the father speaks, 2026-12ax terse, training)
    return re.compile(rf"\b(?:{kin})\s+(?:{REPORTING}|found|answers for|answering for|speaks for|speaking for)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _came_with_kin() -> re.Pattern[str]:
    """A family member typed as the one who brought the patient or worries at the desk ("grandpa brought him", "mom
    worried", "mom wants it gone"; 2026-12ax terse, training: a baby's "mom worried" answered by "their dad", who said "they
    worried"): the one at the desk when someone else must speak, while a grown patient still speaks for themself."""
    kin = "|".join(sorted({word for words in kin_words().values() for word in words}, key=len, reverse=True))
    return re.compile(rf"(?:^|(?<=[,;]))\s*(?:his |her |their |the )?({kin})\s+(?:brought|drove|carried|is worried|worried|very worried|"
                      rf"wants|asks|asking)\b", re.IGNORECASE)


#: Findings that leave the patient unable to tell its own story: it does not respond, is fitting, barely breathes or has
#: no pulse. One home: the chart's words for them are the concepts' own (``clinical.concepts``), read here as in prose.
NO_HISTORY = frozenset({"unresponsive", "seizure_active", "hardly_breathing", "cardiac_arrest"})


def cannot_talk(text: str) -> bool:
    """The chart says the patient cannot give its own history (unresponsive, seizing, confused...): by the chart's
    shorthand above, or by any finding the concepts hear that leaves no history to give (2026-12y terse, training: a man
    "not waking up" after a shock from a wall defibrillator told his own story)."""
    if _CANNOT_TALK.search(text):
        return True
    from .concepts import detect  # the concepts read speakers' tables through context: imported when first asked
    return any(hit.concept in NO_HISTORY and hit.status == "present" for hit in detect(text))


def who_speaks(
    chief_complaint: str, *, pain_text: str | None = None, age: float | None = None, stated: Speaker | None = None
) -> Speaker:
    """The case's own ``stated`` speaker, else a companion for a patient who cannot talk or a young child."""
    if stated is not None:
        return stated
    if cannot_talk(f"{chief_complaint} {pain_text or ''}") or _reported_by_kin().search(chief_complaint or ""):
        return "companion"  # "daughter reports acting strange": the one who reports it is there to say it (2026-12u, training)
    if age is not None and age < CHILD_SPOKEN_FOR_UNDER:
        return "companion"
    return "patient"


_BROUGHT_BY_CREW = re.compile(r"\bBIB(?:A|EMS|FD)\b|\bby (?:EMS|ambulance|paramedics)\b|\bper EMS\b|"
                              r"\barr(?:ived|\.)?:? (?:by |via |in )?(?:an? |the )?(?:ambulance|amb|EMS)\b", re.IGNORECASE)  # "arr ambulance" (2026-12au)


def arrival_in(chief_complaint: str) -> str | None:
    """How the patient came, when the registration row's complaint says it ("..., BIBA"): an ambulance."""
    return "ambulance" if _BROUGHT_BY_CREW.search(chief_complaint) else None


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


_COMPANIONS = "clinical/data/companions.yaml"


@dataclass(frozen=True)
class Relation:
    """How a named companion introduces themself (``say``, after "I'm"; ``{pos}``, ``{o}`` the
    patient's pronouns) and whether they know the patient's history and medicines."""

    say: str
    knows: bool
    on_duty: bool = False  # a paramedic, a police officer or a carer at work: no fears or chatter of their own
    records: bool = False  # staff who bring the patient's papers: its medicines are on the chart they bring


@lru_cache(maxsize=1)
def _companions() -> tuple[dict[str, Relation], tuple[re.Pattern[str], ...]]:
    table = load_table("companions.yaml")
    relations: dict[str, Relation] = {}
    for name, entry in (table.get("relations") or {}).items():
        where = f"{_COMPANIONS}, relations, key {name!r}"
        if not isinstance(entry, dict) or not {"say", "knows"} <= set(entry) <= {"say", "knows", "on_duty", "records"} \
                or not isinstance(entry["say"], str) or not isinstance(entry["knows"], bool) \
                or not isinstance(entry.get("on_duty", False), bool) or not isinstance(entry.get("records", False), bool):
            raise ClinicalTableError(f"{where}: needs 'say' (words after \"I'm\") and 'knows' (true or false), "
                                     "and may have 'on_duty' and 'records' (true or false)")
        relations[str(name).lower()] = Relation(entry["say"], entry["knows"], entry.get("on_duty", False),
                                                entry.get("records", False))
    patterns = []
    for index, pattern in enumerate(table.get("in_prose") or []):
        where = f"{_COMPANIONS}, in_prose, item {index}"
        try:
            compiled = re.compile(pattern, re.IGNORECASE)
        except (re.error, TypeError) as error:
            raise ClinicalTableError(f"{where}: {error}") from None
        if "who" not in compiled.groupindex:
            raise ClinicalTableError(f"{where}: needs the group (?P<who>...)")
        patterns.append(compiled)
    return relations, tuple(patterns)


#: A note on how the companion speaks, after who they are ("mum, via telephone interpreter",
#: "husband (interpreting)"): no part of who they are.
_SPEAKING_NOTE = re.compile(
    r"\s*(?:\([^)]*\)|,?\s*(?:via|through|with) (?:a |an |the )?(?:\w+ )?(?:telephone |phone )?interpret\w*(?: on the (?:tele)?phone)?"
    r"|,?\s*(?:who )?interpret(?:s|ing)\b.*)\s*$",
    re.IGNORECASE)


#: "Cantonese telephone interpreter (for her father)": the father speaks, through the interpreter (2026-12r).
_INTERPRETER_FOR = re.compile(r"^[\w' -]*interpret\w*\s*\((?:for|with|on behalf of) (?:his|her|their|the|a|an) ([^)]+)\)\s*$", re.IGNORECASE)


#: A registration row's note of the language the patient speaks ("speaks Cantonese", "Gujarati only", "Somali speaking",
#: "speaks Turkish with her niece translating"): group 1 the language. English beside it ("speaks English and Welsh",
#: "speaks Farsi and English") is no barrier, and is read apart.
_SPEAKS = re.compile(r"(?:^|[,;]\s*)(?:pt |patient )?(?:speaks |speaking )?(?:only )?([A-Za-z]+(?: Creole| Sign Language)?)"
                     r"(?:[ -](?:speaking|speaker)| only)?(?=\s*(?:$|[,;]| with (?:his|her|their|a|the) \w+ (?:translating|interpreting)))",
                     re.IGNORECASE)
_NOT_LANGUAGES = frozenset({"english", "speaks", "speaking", "well", "fine", "little", "some", "none", "normal", "nonsense", "sense"})
_ENGLISH_TOO = re.compile(r"\bspeaks? (?:\w+ and English|English and \w+|English)\b", re.IGNORECASE)


def language_spoken(complaint: str | None) -> str | None:
    """The language other than English a typed row says the patient speaks, or None (English, or nothing said).

    The desk types it beside the complaint ("floaters R eye, woman of 58, speaks Cantonese"): the patient's English is
    then limited and the nurse offers an interpreter (2026-12as terse, training: a Cantonese speaker answered in idiom,
    and no interpreter was offered). A word is a language only when the row says it is spoken ("speaks", "speaking"),
    never a place or a name alone ("London only")."""
    text = complaint or ""
    if _ENGLISH_TOO.search(text):
        return None
    for found in _SPEAKS.finditer(text):
        if re.search(r"speak", found.group(0), re.IGNORECASE) and found.group(1).lower() not in _NOT_LANGUAGES \
                and not found.group(1).lower().endswith("ly"):  # "speaks slowly"
            return found.group(1).title()
    return None


def through_an_interpreter(companion: str | None) -> bool:
    """Whether the named companion speaks through an interpreter ("Polish interpreter (for a mother)", "mum, via
    telephone interpreter"): the interpreter then says who they speak for before the first words (seventeenth read:
    "I'm her mum" from an interpreter never introduced)."""
    return bool(companion and re.search(r"\binterpret", companion, re.IGNORECASE))


def _entry(name: str) -> str:
    if speaking_for := _INTERPRETER_FOR.match(name.strip()):
        name = speaking_for.group(1)
    name = _SPEAKING_NOTE.sub("", name.strip().lower()).strip() or name.strip().lower()
    name = re.sub(r"\b(nursing|care|aged)-(home|care)\b", r"\1 \2", name)  # "nursing-home RN": "nursing home rn"
    relations, _ = _companions()
    singular = re.sub(r"s$", "", name)
    return name if name in relations else singular if singular in relations else name


def companion_in(narrative: str | None) -> str | None:
    """Who came with the patient, as the prose names them ("wheeled in by his wife": "wife");
    "passer-by" when the prose says the patient was left at the door; None when it names no one."""
    _, patterns = _companions()
    for sentence in re.split(r"(?<=[.!?])\s+", (narrative or "").strip()):
        for pattern in patterns:
            match = pattern.search(sentence)
            if match:
                return _entry(match.group("who")) if match.group("who") else "passer-by"
    return None


#: A registration row's "NEW CONFUSION PER DAUGHTER": the one who told it, and so the one at the desk.
# "per daughter", and "found unresponsive by roommate": whoever found the patient was there to tell it
_TOLD_BY = re.compile(r"(?:\b(?:per|according to|as per|BIB|brought in by|brought by|bib)|\bfound\b[^,.;]{0,40}?\bby)\s+(?:pt'?s\s+|his\s+|her\s+|their\s+|the\s+)?"
                      r"([a-z]+(?:\s+[a-z]+)?)\b", re.IGNORECASE)


#: A registration row's "mother with him", "dad here", "with mom", "held by aunt", "teacher rode along": who came with the
#: patient, typed as an item (2026-12ae terse, training: a ten-day-old's "With: parents", a toddler "held by aunt"; "accomp by
#: wife", 2026-12ay terse, training, said "I've got accomp by my wife").
COMPANION_TYPED = re.compile(
    r"(?:^|(?<=[,;~>|/-])|(?<=\s))\s*(?:(?:with|held by|carried by|accompanied by|accomp\.? by):?\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+)?"
    r"(?P<after>[a-z]+(?:\s+[a-z]+)?)|(?:pt'?s\s+|his\s+|her\s+|their\s+)?(?P<before>[a-z]+(?:\s+[a-z]+){0,2}?(?:\s+and\s+[a-z]+)?)\s+"
    r"(?:with\s+(?:him|her|them|pt)|here|present|at\s+(?:the\s+)?bedside|drove|rode\s+along|came\s+along|came\s+with\s+(?:him|her|them)))"
    r"\s*(?=$|[,;~>|/-])", re.IGNORECASE)


#: A family member named in brackets at the desk ("..., age 2 (grandma)", "22F (mom with her)").
_BRACKETED = re.compile(r"\(\s*(?:with\s+|per\s+)?(?:(?:his|her|their|pt'?s)\s+)?([a-z]+)(?:\s+(?:with\s+(?:him|her|them|pt)|here|present))?\s*\)",
                        re.IGNORECASE)


def companion_in_complaint(chief_complaint: str | None) -> str | None:
    """The family member a registration row says told the story ("..., PER DAUGHTER") or came with the patient ("mother
    with him", "with mom"): "daughter", "mother"; None for a crew, a doctor or no one ("per EMS" is the paramedic
    ``companion_for`` picks)."""
    if reporter := _reported_by_kin().search(chief_complaint or ""):  # "daughter reports ...": the daughter
        return reporter.group(0).split()[0].lower()
    if came := _came_with_kin().search(chief_complaint or ""):  # "grandpa brought him", "mom worried"
        return came.group(1).lower()
    for found in COMPANION_TYPED.finditer(chief_complaint or ""):
        words = (found.group("after") or found.group("before")).lower().replace("foster ", "").split(" and ")[0].split()
        for name in (" ".join(words), words[-1]):
            if name in kin_words() or _entry(name) in _companions()[0] and _entry(name) not in ("paramedic", "staff"):
                return _entry(name) if _entry(name) in _companions()[0] else name
    for found in _BRACKETED.finditer(chief_complaint or ""):  # "(grandma)", "(mom with her)" (2026-12ag terse, training)
        name = found.group(1).lower()
        if name in kin_words():
            return name
    for found in _TOLD_BY.finditer(chief_complaint or ""):
        words = found.group(1).lower().split()
        for name in (" ".join(words), words[0]):
            if name in kin_words() or _entry(name) in _companions()[0] and _entry(name) not in ("paramedic", "staff"):
                return _entry(name) if _entry(name) in _companions()[0] else name
    return None


@lru_cache(maxsize=64)
def words_for(word: str) -> frozenset[str]:
    """Every word for the person a companion is, from their own word: a family word's others ("mum" ->
    mother, mom), else the relations of companions.yaml said with it ("flatmate" -> roommate, flatmate)."""
    word = word.lower()
    kin = kin_words().get(word)
    if kin:
        return kin
    relations, _ = _companions()
    return frozenset({word} | {name for name, relation in relations.items() if relation.say.split()[-1].lower() == word})


@lru_cache(maxsize=1)
def kin_words() -> dict[str, frozenset[str]]:
    """Each word for a family member -> every word for that person ("mother" -> mum, mother, mom),
    from companions.yaml's ``kin``: the one list of family words."""
    return _kin(load_table("companions.yaml").get("kin"))


def _kin(table: object) -> dict[str, frozenset[str]]:
    if not isinstance(table, dict) or not table:
        raise ClinicalTableError(f"{_COMPANIONS}, field 'kin': expected a mapping of a family word to its other words")
    words: dict[str, frozenset[str]] = {}
    for name, others in table.items():
        if not isinstance(others, list) or not all(isinstance(other, str) for other in others):
            raise ClinicalTableError(f"{_COMPANIONS}, field 'kin', entry {name!r}: expected a list of words, got {others!r}")
        group = frozenset({str(name).lower(), *(other.lower() for other in others)})
        for word in group:
            if word in words:
                raise ClinicalTableError(f"{_COMPANIONS}, field 'kin', entry {name!r}: {word!r} is already a word of another entry")
            words[word] = group
    return words


def relation_of(companion: str | None) -> Relation | None:
    """How a companion the case (or its prose) names introduces themself; None for the generic
    ones ``companion_for`` picks ("parent", "partner or friend"), which the speaker chooses."""
    if not companion or companion in ("parent", "partner or friend"):
        return None
    relations, _ = _companions()
    name = _entry(companion)
    if name in relations:
        return relations[name]
    if name.split()[-1] in _at_work():
        # a language keeps its capital ("the Tamil interpreter": the thirty-eighth round, training, said "the tamil interpreter")
        if language := re.search(r"\b([A-Z][a-z]+) interpreter\b", companion):
            name = re.sub(r"\b\w+ interpreter\b", f"{language.group(1)} interpreter", name)
        # an interpreter relays what the patient knows, never "I don't know her medical history" (the forty-first read, E)
        return Relation(f"the {name} who came in with {{o}}", knows=name.split()[-1] == "interpreter", on_duty=True)
    # family by marriage, by step or by care ("stepfather", "foster mother", "son-in-law") knows the patient as kin does
    # (a granddaughter too: 2026-12ax ATS, training, "I'm the granddaughter who came in with her")
    family = re.sub(r"^(?:(?:older|younger|foster|adoptive|great|step|half)[\s-]*)+|-in-law$", "", name)
    if family not in kin_words() and family.startswith("grand"):
        family = family[len("grand"):]
    if family in kin_words() or name.split()[-1] in _ties():
        return Relation(f"{{pos}} {name}", knows=family in kin_words())
    return Relation(f"the {name} who came in with {{o}}", knows=False, on_duty=True)  # "I'm the stationmaster who came in with him"


@lru_cache(maxsize=1)
def _ties() -> frozenset[str]:
    """companions.yaml's ``ties``: the personal ties that make the patient the companion's own."""
    words = load_table("companions.yaml").get("ties")
    if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
        raise ClinicalTableError(f"{_COMPANIONS}, field 'ties': expected a list of words, got {words!r}")
    return frozenset(word.lower() for word in words)


@lru_cache(maxsize=1)
def _at_work() -> frozenset[str]:
    """companions.yaml's ``at_work``: the jobs that are no tie to the patient."""
    words = load_table("companions.yaml").get("at_work")
    if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
        raise ClinicalTableError(f"{_COMPANIONS}, field 'at_work': expected a list of words, got {words!r}")
    return frozenset(word.lower() for word in words)
