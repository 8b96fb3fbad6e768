"""Chief-complaint shorthand into the words a patient would use.

MIMIC-IV-ED chief complaints are typed by triage staff in a hurry: ``SOB, COPD exac``,
``s/p fall, L hip pain``, ``ETOH, head lac``, ``cough x2 wks``. A scripted patient must say
these in ordinary speech, so the nurse on the other side hears "short of breath" and "after a
fall" rather than charting codes.

The words themselves live in the registration vocabulary (``clinical/data/registration.tsv``):
every plain token → words replacement ("SOB", "N/V", "ETOH", "s/p", "melena"). What needs code is
in four rule tables: ``typed_rules`` (numbers, captured body parts, sides), ``lay_rules`` (lay
grammar), ``plain_words`` (chart words in plain words, normal findings), and this module's items written across a comma;
``rewrites`` runs them.
This module puts them together:

- ``expand_complaint``: numbers (``x2 wks`` → for two weeks, ages), captured body parts
  (``R hand lac`` → cut on my R hand, ``FB`` in an eye), a crash written across a comma, then the
  vocabulary's noun phrases inside the text, then sides (``L`` → left);
- ``lay_phrase``: that plus lay grammar (``bite R leg`` → bite on my right leg, ``L wrist fx`` →
  broken left wrist) and the jargon whose lay words are a clause (``syncope`` → I fainted);
- ``complaint_items``: the complaint split into items (commas, semicolons, "s/p", slashes between
  known complaints), each said as the vocabulary's lay words when it is a whole term (with its
  side put on the body part), else through ``lay_phrase``.

All are word-boundary aware (a token is delimited by anything that is not a letter, digit or
slash, so ``N/V`` matches but ``N/V/D`` is taken whole), case-insensitive except for capitals-only
terms (``SI``, ``PE``) and the single letters ``R`` and ``L`` (so the odd lower-case ``l`` in free
text is not read as "left"), and keep every word they do not know.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TypeVar

from pydantic import BaseModel

from .chart_fields import SOURCES, unlabelled
from .home_readings import home_reading
from .lay_rules import LAY_RULES
from .plain_words import PLAIN_WORDS, plain_words
from .rewrites import Rule, gated, rewrite, rewrite_spaced
from .typed_rules import BEFORE_TERMS, SIDE_RULES, SIDED_BODY
from .typed_words import SIDE_SAID
from ...clinical.ages import AGE_INFANT_TRAILING, is_age_item, sex_letter_first
from ...clinical.barrier import is_monitor_reading, strip_measurements
from ...clinical.concepts import detect
from ...clinical.registration import REGISTRATION, expand_terms, lookup
from ...clinical.spelling import correct

__all__ = [
    "lay_history", "expand_complaint", "lay_phrase", "complaint_items", "patient_complaint", "without_capitals"]

#: A brief's history (``PatientBrief.history``): the offline engine never imports the case model.
History = TypeVar("History", bound=BaseModel)


_SHOUTED_WORD = re.compile(r"(?<![\w'+&-])[A-Z]{4,}(?![\w'+&-])")  # "REDNESS/SWELLING": a slash between words is no acronym
_SHOUTED_SHORT = re.compile(r"(?<![\w'/+&-])[A-Z]{3}(?![\w'/+&-])")
_SHOUTED_SMALL = re.compile(r"(?<![\w'/+&-])(?:ON|TO|OF|IN|AT|BY|FOR|AND|WITH|FROM|NO|NOT|THE|A|AN|OR|IS|UP|OFF)(?![\w'/+&-])")
#: A word with an apostrophe typed in capitals is no acronym ("CAN'T", "DOCTOR'S"): said whole in lower case, never "can'T".
_SHOUTED_CONTRACTION = re.compile(r"(?<![\w'])[A-Z]+'[A-Z]{1,2}(?![\w'])")
_ITEM_BREAK = re.compile(r"([,;]|\s+-\s+)")


@lru_cache(maxsize=1)
def _kept_capitals() -> frozenset[str]:
    """Words that stay in capitals: the vocabulary's capitals-only terms ("SI", "PE") and the acronyms its lay words use ("COPD")."""
    terms = {term for entry in REGISTRATION if entry.match == "caps" for term in entry.terms}
    return frozenset(terms) | frozenset(re.findall(r"\b[A-Z][A-Z0-9]+\b", " ".join(entry.lay for entry in REGISTRATION)))


_TITLE_WORD = re.compile(r"(?<![\w'-])([A-Z])([a-z][a-z'-]*)(?![\w'-])")


def _untitled(text: str) -> str:
    """A complaint typed in Title Case ("Slid Bedside | Left Leg Short Rotated Outward | Hip Pain"), its words in lower
    case but for a name's possessive ("Bell's Palsy" keeps Bell's): said as typed, the capitals stood mid-sentence ("my left Leg is
    Short", 2026-12ad terse, training). A complaint with some words in lower case is no Title Case and stays."""
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", text)
    titled = _TITLE_WORD.findall(text)
    if len(words) < 3 or len(titled) < 0.8 * len(words) or any(word[:1].islower() and len(word) > 3 for word in words):
        return text
    return _TITLE_WORD.sub(lambda found: found.group(0) if found.group(0).endswith("'s")
                           else found.group(1).lower() + found.group(2), text)


def quieted(text: str) -> str:
    """Words typed in capitals for emphasis, in lower case ("FACIAL BURNS, ON COUMADIN" -> "facial burns,
    on coumadin"): a word of four or more capitals with a vowel, unless the vocabulary keeps it in capitals,
    and in an item typed all in capitals, its short words too ("ABNL LAB"). Vowel-less acronyms ("BRBPR") stay for the
    vocabulary to say; the vocabulary reads the rest regardless of case."""
    kept = _kept_capitals()

    def word(match: re.Match[str]) -> str:
        found = match.group(0)
        return found if found in kept or not re.search(r"[AEIOUY]", found) else found.lower()

    text = _SHOUTED_CONTRACTION.sub(lambda match: match.group(0).lower(), text)
    text = _untitled(text)
    parts = _ITEM_BREAK.split(text)
    for index, part in enumerate(parts):
        quiet = _SHOUTED_WORD.sub(word, part)
        shouted = not re.search(r"[a-z]", part) and len(re.findall(r"[A-Z]{3,}", part)) >= 2
        if (quiet != part or shouted) and not re.search(r"[a-z]", part):  # the whole item was typed in capitals ("HOT OIL")
            quiet = _SHOUTED_SHORT.sub(word, _SHOUTED_SMALL.sub(lambda match: match.group(0).lower(), quiet))
        parts[index] = quiet
    return "".join(parts)


def expand_complaint(text: str) -> str:
    """Expand chief-complaint abbreviations into lay words; unknown words are kept.

    >>> expand_complaint("SOB, N/V x2 days, s/p fall")
    'short of breath, nausea and vomiting for two days, after fall'
    """
    if not text:
        return ""
    text = rewrite_spaced(BEFORE_TERMS, quieted(correct(text)))  # a typist's misspelling is never spoken as written
    return rewrite_spaced(SIDE_RULES, expand_terms(text))


@lru_cache(maxsize=8192)
def lay_phrase(text: str) -> str:
    """``expand_complaint`` plus clinical jargon into everyday words.

    Cached, like ``patient_complaint``: a pure function of the text and the vocabulary tables,
    and a batch says the same complaints again and again (every episode of a case, and the
    common complaints of a MIMIC file).

    >>> lay_phrase("s/p fall, head strike")
    'after a fall, I hit my head'
    """
    return rewrite_spaced(LAY_RULES, expand_complaint(text))


def lay_history(history: History) -> History:
    """The history a case records, in the patient's words: every registration term in its text
    fields said as the lay words the complaint would use ("melaena since last night" becomes
    "black tarry poo since last night", "diaphoresis" "sweating"). A teaching vignette's history
    is written by a clinician; the patient says it, and the nurse hears the lay words as the
    same concepts (tests/test_registration.py)."""
    def lay(text: str | None) -> str | None:
        return rewrite(PLAIN_WORDS, expand_terms(text)) if text else text

    fields = {name: lay(getattr(history, name)) for name in ("onset", "duration", "character", "location", "mechanism")}
    symptoms = history.associated_symptoms
    # an item already said in the first person ("I've been constipated", the lay table's words) keeps its grammar: the
    # register's canonical noun would make it "I've been constipation" (2026-12w, training)
    fields["associated_symptoms"] = None if symptoms is None else [
        plain_words(item if re.match(r"(?:I|I'm|I've|I'd|My)\b", item) else expand_terms(item)) for item in symptoms]
    return history.model_copy(update=fields)


_SOURCES = rf"(?:pt|patient|{SOURCES})"  # the patient as a source too, after the item ("confusion per pt")


def _item_joiner(match: re.Match[str]) -> str:
    """A plus or an ampersand between the chart's items is a comma, unless the chart joins its items with something else
    (then it joins the parts of one item: "knee hot + swollen - fever", 2026-12y) or it stands between two body parts
    (one pain in both: "PAIN CRISIS IN BACK & CHEST", 2026-12k)."""
    text = match.string
    if re.search(r"[,;]|\s-\s|\s/\s|->", text):
        return match.group(0)
    if any(found.start() <= match.start() < found.end() for found in _TWO_PARTS.finditer(text)):
        return match.group(0)
    return ", "


#: What a limb without blood or with a trapped nerve is, as typed beside it ("cold, white and numb").
_LIMB_STATE = r"cold|numb|pale|white|blue|mottled|tingly|tingling|dusky|pulseless"

# Items that MIMIC writes across a comma but that are one thing ("MVC, motorcycle", "rx refill, eye drops").
_JOIN_ITEMS: list[Rule] = [gated(pattern, replacement) for pattern, replacement in [
    # a part typed first, then what is wrong with it as the next item (2026-12an terse, training): a joint "out again" has
    # popped out, a head's "worst ever" is the worst headache, eyes then a chemical is the chemical in the eyes
    (re.compile(r"\b((?:(?-i:L|R)|left|right|lt|rt)\.?\s+)?(shoulder|knee ?cap|kneecap|patella|elbow|hip|jaw|finger|thumb)\s*,\s*"
                r"(?:popped |come |came |gone |slipped )?out( again)?\b", re.IGNORECASE), r"\1\2 popped out\3"),
    (re.compile(r"^\s*head(?:ache)?\s*,\s*(?:the )?worst (?:ever|of (?:my|his|her|their) life)\b", re.IGNORECASE), "worst headache ever"),
    (re.compile(r"^\s*((?:(?:(?-i:L|R)|left|right)\.?\s+)?(?:chest|back|belly|abdomen|abd|neck|thigh|arm|leg|side|flank|shoulder|head|face|buttock))\s*,\s*"
                r"(stabbed|shot|punched|kicked|bitten|slashed|glassed)\b", re.IGNORECASE), r"\2 in the \1"),  # "L chest, stabbed by roommate" (2026-12an terse)
    (re.compile(r"^\s*((?:(?:(?-i:L|R)|left|right|both)\.?\s+)?(?:calf|calves|leg|legs|ankle|ankles|knee|knees|foot|feet|hand|hands|arm|arms|"
                r"wrist|elbow|shoulder|finger|thumb|toe|eye|eyes|face|lip|lips|tongue|ear))\s*,\s*(swollen|red|hot|bruised|numb|puffy|tender|"
                r"cold|blue|pale|itchy)\b", re.IGNORECASE), r"\1 \2"),  # "L calf, swollen": the calf is swollen (2026-12an terse)
    (re.compile(r"\b((?:(?-i:L|R)|left|right|lt|rt)\.?\s+)?(nostril|nose|ear)\s*,\s*((?:an? |the )?(?:[\w-]+ )?(?:bead|pea|bean|button|stone|"
                r"pebble|crayon|eraser|rubber|lego|popcorn|seed|peanut|nut|toy|battery|magnet|sweet|candy))\b", re.IGNORECASE),
     r"\3 stuck in \1\2"),
    (re.compile(r"^\s*((?:both|(?-i:L|R)|left|right|lt|rt)\.?\s+)?(eyes?)\s*,\s*((?:oven|drain|toilet|floor|bathroom|pool)\s+cleaner|bleach|"
                r"acid|alkali|lye|ammonia|caustic soda|lime|cement|pepper spray|chemicals?)(?:\s+(?:spray|splash|splashed|sprayed))?\b",
                re.IGNORECASE), r"\3 sprayed in \1\2"),
    # "nosebleed 45 min wont stop with pressure", "cut finger 2 hrs still bleeding": a bare duration, then how it is now,
    # are two items ("for 45 minutes", "it won't stop"), never "my nosebleed 45 min won't stop" (2026-12ai terse, training
    # data by 2026-12aj)
    (re.compile(r"(?<=[a-z]) (\d{1,3}) ?(min|mins|minutes|hrs?|hours?|days?)\s+(?=(?:won'?t|will not|still|not|keeps?|getting)\b)",
                re.IGNORECASE), r" \1 \2, "),
    # a bracket of who brought the patient and what is known, typed with a comma inside ("(EMS, helmet cracked)", "(wife,
    # urology pt)"): its facts, never split at that comma into "(ambulance" and "helmet cracked)" (2026-12ag terse, training)
    (re.compile(r"\s*\(\s*(?:EMS|ambulance|ambos?|paramedics?|police)\s*,\s*(helmet (?:cracked|broken|split))\s*\)", re.IGNORECASE),
     lambda m: f", {m.group(1)}"),
    (re.compile(r"\s*\(\s*(wife|husband|partner|mum|mom|dad|son|daughter)\s*,\s*(urology|oncology|cardiology|renal|neurology|respiratory|gastro)"
                r"\s+(?:pt|patient)\s*\)", re.IGNORECASE), ""),  # who came and the team that knows him are the chart's, not said
    # "Fever 11 mo": the baby's age, told when asked, before a measure's number is taken from it (2026-12af terse, training)
    (re.compile(rf"\s*{AGE_INFANT_TRAILING}", re.IGNORECASE), ""),
    # a denial of a list ("no bruising, bleeding or dark stools"): each item denied, never split at the comma into "I've been
    # bleeding" (2026-12ai narrative ESI, training)
    # (not a second denial of its own: "no dentist, denies swelling or fever", 2026-12au terse, training)
    (re.compile(r"\b(no|denies|without) ([a-z]+(?: [a-z]+)?), ((?!no\b|denies\b|denied\b)[a-z]+(?: [a-z]+)?) (?:or|nor|and) ((?!no\b)[a-z]+(?: [a-z]+)?)(?=\s*(?:$|[,.;]))",
                re.IGNORECASE), lambda m: f"{m.group(1)} {m.group(2)}, no {m.group(3)}, no {m.group(4)}"),
    # the part a stitches visit is for, typed as the next item ("here for stitch removal, R knee, placed 12 days ago"): the
    # stitches' place, never "I've hurt my right knee" (2026-12ai terse, training)
    (re.compile(r"\b((?:stitch(?:es)?|sutures?|staples?) (?:removal|out|check)|remove (?:stitch(?:es)?|sutures?|staples))\s*,\s*"
                r"((?:(?:L|R|left|right|lt|rt)\.?\s+)?(?:knee|hand|finger|thumb|arm|forearm|leg|shin|foot|forehead|chin|scalp|head|eyebrow|lip|"
                r"palm|elbow|wrist|ankle|calf|thigh|back|face|cheek|toe))\b", re.IGNORECASE), r"\1 from \2"),
    # an ultrasound typed with its slash ("u/s last wk showed baby in uterus"), before any slash splits it (twenty-ninth read)
    (re.compile(r"(?<![\w/])u/s(?![\w/])", re.IGNORECASE), "scan"),
    # a slash with a space on each side, or an arrow, between the chart's items ("son 13y / limping / knee pain", "greasy
    # dinner -> pain under right ribs"): a comma (2026-12z terse, training: said whole, "I've got son 13y / limping")
    # a bar between them ("Female 88 | Slid Bedside | Hip Pain": 2026-12ad terse, training) likewise
    (re.compile(r"\s+/\s+|\s*->\s*|\s*\|\s*"), ", "),
    # a finding typed and then denied ("drooling none", "Death Wish None"): said as the denial, "no drooling" (2026-12ad
    # terse, training: "they've been drooling none", heard as drooling)
    (re.compile(r"(?:(?<=^)|(?<=[,;] ))([A-Za-z][\w' -]{2,40}?)\s+(?:none|nil)(?=\s*(?:$|[,;]))", re.IGNORECASE),
     lambda found: f"no {found.group(1)}"),
    # the highest temperature before triage ("tmax 101.0"): a fever at home, never "I've got tmax" (2026-12ad terse, training)
    (re.compile(r"\b(?:t ?max|max(?:imum)? temp(?:erature)?)\s*(?:of\s*|was\s*)?\d{2,3}(?:\.\d)?(?:\s*(?:f|c|°f|°c))?\b", re.IGNORECASE),
     "fever at home"),
    # a plus with a space on each side ("Low belly pain + fever + discharge"): a comma as well, when the chart joins its
    # items with nothing else (2026-12aa terse, training: said whole, "I have low belly pain and fever and discharge and
    # new partner"); beside commas or dashes it joins the parts of one item ("knee hot + swollen - fever": 2026-12y),
    # and "N+V", "HIV+" are no joiners; an ampersand likewise ("jaw swelling & molar pain & fever": 2026-12ab terse,
    # training), but not between single letters ("N & V", "A & E")
    (re.compile(r"(?<!\b[A-Za-z])\s+[+&]\s+(?![A-Za-z]\b)"), _item_joiner),
    # "limp" typed alone beside a drowning, a fit or a child hard to wake is floppy, not a limping walk (2026-12aa, training:
    # "he's been limping" for a toddler pulled from a pool)
    (re.compile(r"(?:(?<=[,+/] )|(?<=^))limp(?=\s*(?:[,+/]|$))", re.IGNORECASE),
     lambda m: "floppy" if re.search(r"floating|drown|unrespons|gasping|not breathing|blue|seiz|\bfit|lethargic|hard to wake|won'?t wake|"
                                     r"sleepy|pale|grey|gray|mottled", m.string, re.IGNORECASE) else m.group(0)),
    # "w/" and "w/o" are words, not a slash between two complaints ("HA w/ vomiting" is one item, not "headache w")
    (re.compile(r"(?<![\w/])w/o\b\s*", re.IGNORECASE), "without "),
    # "wo" typed for "without" before a word ("wo leg numbness", "wo loc"; 2026-12av terse, training: "wo lip or tongue swelling"
    # heard as swollen lips): lower case only, and never a count's "weeks old" ("34 wom" is the age, read before this)
    (re.compile(r"(?<![\w/])wo(?= [a-z])"), "without"),
    (re.compile(r"(?<![\w/])w/(?!d\b|u\b)(?=\s*\w)\s*", re.IGNORECASE), "with "),  # not "w/d" (withdrawal), "w/u" (work-up)
    (re.compile(r"\b(?:MVC|MVA)\s*,\s*(?:motorcycle|motorbike|MC)\b", re.IGNORECASE), "MCC"),
    # what the refill is for ("rx refill, eye drops"), not why it is needed ("med refill, ran out of BP meds")
    (re.compile(r"\b((?:rx|med|medication|prescription)\s+refill)\s*[,:]\s*(?=\w)(?!ran\b|run\b|out\b|lost\b|needs?\b)", re.IGNORECASE),
     r"\1 for my "),
    # "Seizure, active" / "Seizure, ongoing": one item, the registration table's "active seizure" ("a seizure
    # that's still going on"). Said as two items, a companion with little English split them into two sentences
    # ("They are having seizure. It is still going on.") and the nurse heard a seizure, not an ongoing one.
    (re.compile(r"\b(?:seizures?|sz|szs)\s*,\s*(?:active|ongoing|continuing|still going)\b(?:\s+(?=[^\s,;]))?", re.IGNORECASE),
     lambda match: "active seizure, " if match.group(0)[-1].isspace() else "active seizure"),  # "..., ongoing per EMS": two items
    # Who told the chart ("confusion per daughter", "FS 28 per EMS", "SZ ONGOING PER EMS"): an item of its own after
    # the rest of its item, said as "..., my daughter said"; the words after the source stay with the complaint.
    (re.compile(r"([^,;]*?)\s+(per\s+(?:the\s+)?" + _SOURCES + r")\b([^,;]*)", re.IGNORECASE),
     lambda match: f"{match.group(1)}{match.group(3)}, {match.group(2)}"),
    # "-LOC" / "+LOC", and "no" or "with" LOC inside an item, become an item of their own, said as a
    # sentence ("I didn't pass out", "I passed out"); each rule leaves its own output alone
    (re.compile(r"(?<![\w/])-\s*LOC\b", re.IGNORECASE), "no LOC"),
    (re.compile(r"\+\s*LOC\b", re.IGNORECASE), "with LOC"),
    (re.compile(r"(?<=[^\s,])\s+((?:no|w/o|without|denies|with|w/)\s*LOC)\b", re.IGNORECASE), r", \1"),
    # "HI, no LOC", "HI +LOC", "HI s/p fall": a head injury, not homicidal ideation (the other HI)
    (re.compile(r"\bHI\b(?=\s*(?:[,/]\s*)?(?:(?:no|w/o|without|denies|with|w/)\s*LOC\b|s/p\b|after\b))"), "head injury"),
    # "Back pain, tearing": the pain's quality (a possible dissection), not watering eyes ("Eye pain, tearing" stays)
    (re.compile(r"\b((?:chest|back|abd|abdominal|belly|stomach|epigastric|flank|interscapular)\s+pain|CP)\s*,\s*(tearing|ripping)\b",
                re.IGNORECASE), r"\2 \1"),
    # "Nosebleed, resolved": a nosebleed that has stopped, one thing (not "I've got a nosebleed and it's settled")
    (re.compile(r"\b(?:nose ?bleeds?|nose bleeding|epistaxis)\s*,\s*(?:now\s+)?(?:resolved|stopped)\b", re.IGNORECASE), "resolved nosebleed"),
    # "R hand lac, glass": what cut it ("a cut on my right hand from glass"), not an item of its own
    (re.compile(r"\b((?:lac|lacs|laceration|cut)\b[^,;]*?)\s*,\s*(?:broken\s+)?glass\b", re.IGNORECASE), r"\1 on glass"),
    (re.compile(r"\b((?:lac|lacs|laceration|cut)\b[^,;]*?)\s*,\s*(?:a\s+)?((?:kitchen\s+|steak\s+|pocket\s+)?knife|box cutter|razor|saw)\b",
                re.IGNORECASE), r"\1 with a \2"),
    # (twelfth read) "choked" beside an assault is a strangling, never "I was choking on something": "assaulted by
    # partner, choked" is one item, and "choked by boyfriend" is done to the patient
    (re.compile(r"\b(assault(?:ed)?\b[^,;]*?)\s*[,;]\s*(?:was\s+)?(?:choked|strangled)\b", re.IGNORECASE), r"\1 and I was choked"),
    # "FB, R eye": where the foreign body is
    (re.compile(r"\bFB\s*,\s*(?=(?:(?:R|L|rt|lt|right|left)\.?\s+)?eyes?\b)", re.IGNORECASE), "FB "),
    # "Cold, numb foot": two words of one part, not "a cold" and a numb foot (read of the 2026-12m runs: "I've got a cold
    # and numbness in my foot" for a foot without blood)
    (re.compile(r"\b(cold|numb|pale|white|blue|swollen|painful|sore|red|hot|tingly|itchy|weak|stiff)\s*,\s*(?:and\s+)?"
                r"(cold|numb|pale|white|blue|swollen|painful|sore|red|hot|tingly|itchy|weak|stiff)"
                # a third state ("Cold, pale, numb foot"; 2026-12al ATS, training: "I've got a cold and my foot is pale and numb")
                r"(?:\s*,\s*(?:and\s+)?(cold|numb|pale|white|blue|swollen|painful|sore|red|hot|tingly|itchy|weak|stiff))?"
                r"\s+((?:(?:left|right|l|r|lt|rt)\.?\s+)?"
                r"(?:foot|feet|leg|legs|hand|hands|arm|arms|(?:big |little )?toes?|fingers?|knee|ankle|wrist|elbow|calf|eye|ear|face|lips?))\b"
                r"(?:\s+and\s+((?:feeling|feels?|felt)\s+(?:shivery|faint|sick|unwell|dizzy|hot|cold|feverish|weak|tired|rough|awful)))?",
                re.IGNORECASE),
     lambda match: f"my {_sided_part(match.group(4))} {'are' if re.search(r'(?:feet|legs|hands|arms|toes|fingers|lips)$', match.group(4), re.I) else 'is'} "
                   + " and ".join(state.lower() for state in match.group(1, 2, 3) if state)  # no comma: the items split at commas
                   # "Red, hot leg and feeling shivery": the person feels shivery, never the leg (2026-12ak narrative, training)
                   + (f" and I'm feeling {match.group(5).split(None, 1)[1].lower()}" if match.group(5) else "")),
    # "L foot cold, white and numb for 2 hrs": the part's states, all of the part, never "I'm white and numb" (2026-12ai
    # terse, training data by 2026-12aj: "my left foot is cold and I'm white and numb for two hours")
    # (one that came on at once: "Foot suddenly cold, white and numb", "my foot suddenly went cold and white and numb", never "I've
    # got a foot suddenly cold and I'm white and numb": 2026-12ax ATS, training)
    (re.compile(r"\b((?:(?:left|right|l|r|lt|rt)\.?\s+)?(?:foot|feet|leg|legs|hand|hands|arm|arms|toes?|fingers?|calf))\s+(?:is\s+|are\s+)?"
                r"(?:(suddenly|abruptly|all of a sudden)\s+(?:(?:went|gone|turned|became)\s+)?)?"
                rf"({_LIMB_STATE})\s*,\s*({_LIMB_STATE})(?:\s*(?:,|\band\b)\s*({_LIMB_STATE}))?\b", re.IGNORECASE),
     lambda match: f"my {_sided_part(match.group(1))} "
                   + (f"{match.group(2).lower()} went " if match.group(2) else
                      f"{'are' if re.search(r'(?:feet|legs|hands|arms|toes|fingers)$', match.group(1), re.I) else 'is'} ")
                   + " and ".join(state.lower() for state in match.group(3, 4, 5) if state)),
]]


def _sided_part(part: str) -> str:
    """A body part with its side in words ("R hand": "right hand")."""
    side, _, rest = part.partition(" ")
    side = side.rstrip(".").lower()
    return f"{SIDE_SAID[side]} {rest.lower()}" if rest and side in SIDE_SAID else part.lower()


def _joined(text: str) -> str:
    """``text`` with the ``_JOIN_ITEMS`` rewrites applied (each leaves its own output alone, so twice is once)."""
    return rewrite(_JOIN_ITEMS, unlabelled(text))


_WORD_SLASH = re.compile(r"(?<=[A-Za-z]{2})/(?=[A-Za-z]{2})")
_AFTER = re.compile(r"\s+(?=s/p\b)", re.IGNORECASE)  # "R wrist pain s/p fall"
_SIDED_ITEM = re.compile(r"^((?-i:R|L)|rt|lt|right|left)\.?\s+(\S.*)$", re.IGNORECASE)
#: Two body parts joined by a plus or an ampersand ("back & chest"): one item's parts, not two items (``_item_joiner``).
_TWO_PARTS = re.compile(SIDED_BODY.pattern + r"\s*[+&]\s*" + SIDED_BODY.pattern, re.IGNORECASE)


def _clean(item: str) -> str:
    return item.strip().rstrip("?!").strip()


def _sided(item: str) -> str | None:
    """A side in front of a vocabulary term ("L leg swelling", "Rt hip fx"): the lay words with the side on the body part."""
    match = _SIDED_ITEM.match(_clean(item))
    entry = lookup(match.group(2)) if match else None
    if match is None or entry is None:
        return None
    side = "right" if match.group(1).lower().startswith("r") else "left"
    body = SIDED_BODY.search(entry.lay)
    if body is not None:
        return f"{entry.lay[:body.start()]}{side} {entry.lay[body.start():]}"
    return None if entry.clause else f"{side} {entry.lay}"


def _known(item: str) -> bool:
    """The item names something the nurse hears: a vocabulary term (with or without a side) or words it understands."""
    match = _SIDED_ITEM.match(_clean(item))
    entry = lookup(_clean(item)) or (lookup(match.group(2)) if match else None)
    if entry is not None:
        return bool(entry.concepts)
    return any(not hit.negated for hit in detect(lay_phrase(item)))


#: Where a finding was seen before triage ("STEMI ON AMBULANCE ECG", "AF per EMS monitor"): the machine is no part
#: of what the patient says; the finding is.
_SEEN_ON = re.compile(r"\s+(?:seen |shown |found )?(?:on|per|by) (?:the )?(?:ambulance|ems|medic|paramedic|field|pre-?hospital|"
                      r"crew|gp|clinic)(?:'s)? (?:ecg|ekg|12[- ]lead|monitor|strip)$", re.IGNORECASE)


def _item_phrase(item: str) -> str:
    """One complaint item in lay words: the registration vocabulary first, then the shorthand rules."""
    item = _SEEN_ON.sub("", item.strip())
    item = _OWN_REPORT.sub("", item)  # "Reports sexual assault last night": the report is the complaint (2026-12af terse, training)
    entry = lookup(_clean(item))
    if entry is not None:
        return entry.lay
    if (placed := _TERM_THEN_PLACE.match(_clean(item))) and not _VERB_TYPED.search(placed.group(1)) \
            and (entry := lookup(placed.group(1))) is not None and entry.clause:
        # a term said as a clause, then where or when ("Electric shock at work": "I got an electric shock at work", never
        # "I've got electric shock at work"; 2026-12x, training on 2026-12ab); a verb typed alone ("fainted in PE") is
        # said by the complaint's own grammar
        return f"{entry.lay} {lay_phrase(placed.group(2))}"
    return _sided(item) or lay_phrase(item)


_OWN_REPORT = re.compile(r"^(?:(?:pt|patient)\s+(?:says|states|stating|reports|reporting)\s+(?:that\s+)?|reports\s+)(?=\w)", re.IGNORECASE)


#: A complaint item of a term and where or when it happened ("electric shock at work", "seizure this morning").
#: A term typed as a verb ("fainted", "fell", "fitting", "still fitting"): said by the complaint's own grammar.
_VERB_TYPED = re.compile(r"^(?:\w+(?:ed|t)|fell|fit)$|^still\b|ing\b", re.IGNORECASE)
_TERM_THEN_PLACE = re.compile(r"^(.+?)\s+((?:at (?:work|home|school|college|the \w+)|during|while|this|last|earlier|yesterday)\b.*)$",
                              re.IGNORECASE)


def _slash_split(item: str) -> list[str]:
    """Complaints joined by slashes ("Cough/Fever", "abd pain/N/V"), if every part names something the nurse hears.

    A part that keeps a slash must be a vocabulary term ("N/V", "SI/HI"); the fewest parts win.
    """
    tokens = item.split("/")
    if len(tokens) < 2 or lookup(_clean(item)) is not None:
        return [item]
    best: dict[int, list[str]] = {0: []}  # tokens consumed -> fewest known parts covering them
    for end in range(1, len(tokens) + 1):
        for start in range(end):
            if start not in best or (start, end) == (0, len(tokens)):
                continue
            part = "/".join(tokens[start:end]).strip()
            known = lookup(_clean(part)) is not None and _known(part) if "/" in part else _known(part)
            if known and (end not in best or len(best[start]) + 1 < len(best[end])):
                best[end] = [*best[start], part]
    return best.get(len(tokens)) or [item]


def _parts(item: str) -> list[str]:
    """An item split where it holds several complaints: "R wrist pain s/p fall", "Cough/Fever"."""
    return [piece for part in _AFTER.split(item) for piece in _slash_split(part) if piece.strip()]


def complaint_items(text: str) -> list[str]:
    """The complaint split into its items (commas, semicolons, "s/p", slashes between known complaints), each as a lay phrase.

    >>> complaint_items("SOB, COPD exac")
    ['short of breath', 'COPD flare-up']
    >>> complaint_items("Cough/Fever")
    ['cough', 'fever']
    """
    if not text:
        return []
    text = re.sub(r"\s+&\s+", " and ", _joined(text))  # "BACK & CHEST": never an "&" in the mouth
    phrases = (_item_phrase(part) for item in re.split(r"[,;]", text) for part in _parts(item))
    # A slash left between two words is "and" in speech ("redness/swelling" → "redness and swelling").
    return [_WORD_SLASH.sub(" and ", phrase) for phrase in phrases if phrase]


def patient_complaint(chief_complaint: str) -> list[str]:
    """The chief complaint as the patient can say it: lay words, one item each, without readings.

    An item that only an instrument could give ("hypotension", "bradycardic", "BP 80/40", "low
    oxygen levels") is left out: the patient never saw the monitor, and the nurse must measure it.
    A number measured on the patient is dropped from an item it can feel ("febrile 39.5" -> fever).
    """
    return list(_patient_complaint(chief_complaint or ""))


#: A teaching case's headline says who has it ("... in an older woman", "... in a student"): the
#: patient never says that of itself (round 2026-12i, training).
_WHO_HAS_IT = re.compile(r"\s+in (?:an? |the |this )?(?:[\w-]+ ){0,2}(?:woman|man|lady|gentleman|student|child|boy|girl|toddler|baby|"
                         r"infant|newborn|teenager|teen|adult|person|patient|runner|worker|athlete|cyclist|smoker|pensioner|"
                         r"resident|traveller|traveler|swimmer|diver|climber|farmer|builder|nurse)s?$", re.IGNORECASE)
#: A teaching headline's patient named before what they believe or say ("New mother believes ...", "Elderly man says ...").
_HEADLINE_BELIEVER = (r"^(?:an? |the )?(?:(?:elderly|older|young|frail) )?(?:(?:new|first-time) (?:mother|mum|mom|father|dad)|woman|man|lady|"
                      r"gentleman|patient|student|teenager|teen) ")
#: A typed denial ("no fever"), not a doctor one has not got ("no GP", "no doctor yet"): two in a row are one denial.
_A_DENIAL = re.compile(r"no (?!(?:dentist|gp|doctor|family doctor|pcp|midwife)\b)\w", re.IGNORECASE)
#: The headline's "him" and "his" are the patient's own ("toothache keeping him awake"): said as "me", "my".
_THIRD_PERSON = {"him": "me", "his": "my", "himself": "myself", "herself": "myself", "themselves": "myself"}


def _with_i(verb: str) -> str:
    """A verb written after "he"/"she" as it is said after "I" ("needs" -> "need", "is" -> "am")."""
    low = verb.lower()
    irregular = {"is": "am", "has": "have", "does": "do", "was": "was", "isn't": "am not", "hasn't": "haven't",
                 "doesn't": "don't", "can": "can", "can't": "can't", "will": "will", "won't": "won't"}
    if low in irregular:
        return irregular[low]
    if low.endswith("ies") and len(low) > 4:
        return low[:-3] + "y"  # "worries"
    if low.endswith(("shes", "ches", "sses", "xes", "oes")):
        return low[:-2]  # "wishes", "goes"
    return low[:-1] if low.endswith("s") and not low.endswith("ss") else low


def _own_words(item: str) -> str:
    """A complaint item as the patient (or, after the voice shift, a companion) says it of the patient."""
    item = _WHO_HAS_IT.sub("", item).strip("'\"‘’“” ")  # a headline's quoted words are the patient's own
    # "thinks she needs glasses": the one who thinks is the one who needs them, "I need"
    # ("says she still wants to die": the adverb stays, the verb after it is said after "I": 2026-12ax terse, training)
    item = re.sub(r"\b(thinks|believes|says|feels|worries|felt|thought)\s+(?:that\s+)?(?:he|she)\s+((?:still|really|just|only|also)\s+)?(\w+)\b",
                  lambda m: f"{m.group(1)} I {(m.group(2) or '').lower()}{_with_i(m.group(3))}", item, flags=re.IGNORECASE)
    # a headline's person before a belief ("New mother believes her baby has been swapped", "Elderly man says he feels
    # dizzy"): the speaker's own belief, never "she's here because new mother believes ..." (2026-12ay ATS, training); a
    # plain mother or father is a carer whose worry is about the child, and stays
    item = re.sub(_HEADLINE_BELIEVER + r"(thinks|believes|says|feels|worries|insists)\s+(?:that\s+)?(?=I\b)", "", item,
                  flags=re.IGNORECASE)
    item = re.sub(_HEADLINE_BELIEVER + r"(thinks|believes|says|feels|worries|insists)\b", lambda m: f"I {_with_i(m.group(1))}", item,
                  flags=re.IGNORECASE)
    # "blood in a newborn's nappy", "bruises on a baby's face": the headline's patient is the speaker, "my nappy"
    item = re.sub(r"\b(?:an?|the) (?:baby|newborn|toddler|child|infant|boy|girl|kid|man|woman|patient|teenager|student)'s\b", "my", item,
                  flags=re.IGNORECASE)
    item = re.sub(r"^(?:the |my )?period (?:is |was )?(?:late|overdue)\b", "my period is late", item, flags=re.IGNORECASE)
    item = re.sub(r"^due for (?:an? |the |my )?", "I'm due for my ", item, flags=re.IGNORECASE)  # "Due for rabies vaccine dose"
    item = re.sub(r"\b(him|his|himself|herself|themselves)\b", lambda m: _match_case(_THIRD_PERSON[m.group(1).lower()], m.group(1)),
                  item, flags=re.IGNORECASE)
    # "her" before a word it owns is "my"; at the end, or before a preposition, it is "me"
    item = re.sub(r"\bher\b(?=\s+(?!(?:to|in|on|at|up|off|out|down|awake|asleep|and|or|from|with|for|about|again|"
                  r"because|since|after|before|when)\b)\w)", "my", item, flags=re.IGNORECASE)
    return re.sub(r"\bher\b", "me", item, flags=re.IGNORECASE)


def _match_case(word: str, like: str) -> str:
    return word.upper() if like.isupper() and len(like) > 1 else word


#: Where a reading was taken that the patient was told of: not the triage monitor ("High BP at pharmacy").
_MEASURED_ELSEWHERE = re.compile(r"\bon (?:my|his|her|the|a) (?:new |own |home )*(?:blood pressure |bp )?(?:machine|monitor|cuff)\b|"
                                 r"\b(?:at|from|by|on|in) (?:the |a |my |his |her )?(?:pharmacy|chemist|gp|doctor'?s?|clinic|home|work|"
                                 r"urgent care|drugstore|surgery|machine|health check|dentist)\b|\bper (?:gp|pcp|pharmacist)\b|"
                                 r"\bhome (?:bp |blood pressure )?(?:reading|monitor|machine|cuff)\b|"  # "home reading 210 over 120" (12ab)
                                 # "pharmacy machine said BP high" (2026-12ai terse, training: the reading lost, "I feel fine")
                                 r"\b(?:pharmacy|chemist|drugstore|gp|doctor'?s?|clinic|home|work|supermarket|gym) (?:bp |blood pressure )?"
                                 r"(?:machine|monitor|cuff|check|nurse|pharmacist) (?:said|says|showed|shows|read|reads|told me)\b",
                                 re.IGNORECASE)
_PAIN_SCORE_ONLY = re.compile(r"(?:(?:pain|pain score|rates? (?:it|the pain))\s*:?\s*)?(?:\d{1,2}|ten)\s*(?:/|out of)\s*10"
                              r"(?:\s*pain)?"
                              # "+ pain 10": a score typed with no scale (2026-12ag terse, training: "I've got pain 10")
                              r"|(?:pain|pain score)\s*:?\s*(?:10|[0-9]|ten)", re.IGNORECASE)


#: What the nurse notes of the patient at a glance ("Talking in sentences."): the nurse's own eyes, never the patient's
#: "I've been talking in sentences" (2026-12ag terse, training).
_NURSE_SEES = re.compile(r"(?:pt |patient )?(?:(?:talking|speaking|talks|speaks|able to (?:talk|speak)) (?:comfortably )?in (?:full |complete |whole )?"
                         r"sentences|alert and oriented|a ?& ?o ?x ?[1-4]|aox[1-4]"
                         # the desk's word for a manner or a look ("looks scared", "looks happy"; 2026-12al terse, training: "and it
                         # looks scared" said by the patient; "LOOKS PALE", "looks tired": my read of the 2026-12al runs): what the
                         # nurse sees, never said of oneself
                         r"|looks? (?:very |quite |a bit |a little |really )?(?:scared|frightened|anxious|worried|nervous|happy|calm|"
                         r"content|settled|relaxed|comfortable|well|upset|teary|tearful|embarrassed|sheepish|bored|cheerful|playful|"
                         r"pale|grey|gray|unwell|ill|tired|exhausted|washed out|sweaty|wired|hyper|jittery)"
                         # and a manner no one tells of himself ("Drunk with split forehead, swearing": thirty-fifth read, D)
                         r"|swearing|cursing)"
                         r"(?:\.?\s*\d{1,3} ?(?-i:[MF])\.?)?", re.IGNORECASE)  # the age and sex typed after it


#: What a typist puts between two items instead of a comma.
_TYPED_COMMA = re.compile(r"[,;]|\s+-{1,2}\s+|\s*>>\s*|\s+\.{2,}\s*|\s*\u2026\s*|(?<=[\w\"'])\s*\.{2,}\s+|(?<=[a-z]{2})\.\s+(?=[a-z])"
                          # dots typed between words with no space ("after coughing fit...worse with deep breath...28 y.o.",
                          # 2026-12aj terse, training)
                          r"|(?<=[A-Za-z])\.{3,}(?=[A-Za-z0-9])"
                          # full stops between words typed in capitals ("BLOOD. CIRRHOSIS. PALE", 2026-12x terse, training)
                          r"|(?<=[A-Z]{2})\.\s+(?=[A-Z]{2})"
                          # and between fragments typed in sentence case ("Pancreatic cancer. Vomiting 2 days. Cant keep pain
                          # pills down.", 2026-12ag terse, training); a title's "Dr." or "St." has a capital before its stop
                          r"|(?<=[a-z0-9][a-z0-9]|\s\d)\.\s+(?=[A-Z][a-z])|(?<=\d\.\d)\.\s+(?=[A-Z][a-z])"
                          # the chart's "c/o" after a history ("s/p trampoline fall age 6 c/o L forearm pain"), and a
                          # deformity noted after the complaint: each an item (2026-12ag terse, training)
                          r"|(?<=\w)\s+(?=(?i:here for)\s)|(?<=\w)\s+(?=(?i:c/o)\s)|(?<=\w)(?<!wrist)(?<!ankle)(?<!arm)(?<!leg)(?<!finger)(?<!hand)(?<!foot)(?<!knee)(?<!elbow)(?<!shoulder)(?<!nose)(?<!toe)(?<!thumb)(?<!hip)(?<!shin)"
                          r"\s+(?=(?i:(?:obvious|gross|no|no obvious|no gross) deformity)\b)"
                          # a run typed in capitals, cut where a time ends, a denial or a history begins ("VOMITING ALL
                          # NIGHT BELLY SWOLLEN NO BM OR GAS HX BOWEL SURGERY", 2026-12ag terse, training)
                          r"|(?:(?<=\bNIGHT)|(?<=\bTODAY)|(?<=\bYESTERDAY)|(?<=\bAGO)|(?<=\bMORNING)|(?<=\bOVERNIGHT)|(?<=\bTONIGHT))"
                          r"\s+(?=[A-Z]{2,}\b)(?!(?:AGO|AND|OR|WITH|W|AT|IN|ON|SINCE|FOR)\b)"
                          r"|(?<=[A-Z]{2})\s+(?=(?:HX|PMH|H/O|NO|DENIES)\s+[A-Z]{2,})"
                          # and where a side begins the next finding ("FELL IN GARDEN R KNEE BRUISED")
                          r"|(?<=[A-Z]{3})(?<!PAIN)(?<!ACHE)(?<!SORE)(?<!WEAK)(?<!NUMB)(?<!LLEN)(?<!LING)(?<!VIA)(?<!INTO)(?<!ONTO)(?<!FROM)(?<!WITH)"
                          r"\s+(?=(?:R|L|RT|LT)\s+(?:KNEE|ANKLE|WRIST|HIP|ARM|LEG|HAND|FOOT|SHOULDER|ELBOW|EYE|EAR|FOREARM|THUMB|FINGER|TOE|SHIN|THIGH|CALF)"
                          r"\s+(?:BRUISED|SWOLLEN|SORE|PAIN|PAINFUL|HURTS|DEFORMED|NUMB|WEAK|BLEEDING|INJURED|GRAZED)\b)"
                          r"|(?<=[A-Z]{3})\s+(?=(?:WALKING|AMBULATING|BREATHING|EATING|TALKING)\s+(?:OK|FINE|NORMALLY|WELL)\b)"
                          # how a crash happened, and what hurts after it ("MVC rear ended neck pain"; 2026-12al terse, training:
                          # "I've got car crash rear ended neck pain")
                          r"|(?<=\b(?i:mvc|mva|rtc|rta))\s+(?=(?i:rear[- ]?ended|t-?boned|head[- ]on|side[- ]?swiped|rolled over|rollover)\b)"
                          r"|(?<=\b(?i:rear ended|rear-ended))\s+(?=(?i:[a-z]+ (?:pain|ache|stiffness|sore)|no |denies)\b)"
                          # the weeks of a pregnancy typed beside the complaint ("abd pain 32/40 reduced FM", spelling.yaml)
                          r"|\s+(?:(?:at|@|and|while|when)\s+)?(?:(?i:i'?m|i am|she'?s|she is)\s+)?(?=(?:\d{1,2}|(?i:(?:twenty|thirty|forty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)) weeks pregnant\b)|(?<=\bweeks pregnant)\s+(?:(?:and|with)\s+)?(?=\w)"
                          # a second happening after where the first took place, and a medicine denied at the end, typed
                          # without a comma ("fell at home split forehead open not on blood thinners", 2026-12v, training)
                          r"|(?<=\bat (?:home|work))\s+(?=(?:split|hit|cut|broke|bit|tore|struck|caught|banged|bumped|twisted|landed)\b)"
                          r"|(?<=\w)\s+(?=(?i:not on (?:any )?(?:blood thinners|anticoagulants|warfarin|thinners))\b)"
                          # (2026-12ag terse, training) what follows a history typed in one run: the state the patient is
                          # in, a device, how it went, what was brought, who the patient is ("FOUND IN SNOWBANK BEHIND
                          # SHELTER SLEEPY WAKES TO VOICE CONFUSED", "... INSULIN PUMP GLUCOSE 28", "heart racing since noon
                          # feels faint hx afib off meds", "fingertip cut off brought tip in bag", "puncture x2 dog
                          # vaccinated", "bathtub age 3 chin cut gaping", "at work + nurse aide")
                          r"|(?<=[A-Z]{3})\s+(?=(?:SLEEPY|DROWSY|CONFUSED|WAKES TO|RESPONDS TO|AGITATED|COMBATIVE|INSULIN PUMP|ON INSULIN|PACEMAKER)\b)"
                          r"|(?:(?<=\bnoon)|(?<=\bmidnight)|(?<=\blunchtime)|(?<=\btoday)|(?<=\btonight)|(?<=\bovernight)|(?<=\bago)|(?<=\byesterday))"
                          r"\s+(?=(?:feels|feeling|felt)\s)"
                          r"|(?<=[a-z])\s+(?=(?:hx|pmh)\s+[a-z])"
                          r"|(?<=[a-z])\s+(?=brought (?:the |it |tip |finger ?tip |part |digit )(?:in|with)\b)"
                          r"|(?<=[a-z])\s+(?=puncture(?:s| wounds?)? (?:x ?\d|\d)\b)|(?<=\d)\s+(?=(?:dog|cat|animal) (?:is |was )?(?:vaccinated|unvaccinated|up to date)\b)"
                          r"|\s+(?i:age)\s+\d{1,2}\s+(?=[a-z])"
                          r"|(?<=[a-z])(?<!from)(?<!fell)\s+\d{2,3} ?[MF]\s+(?=[A-Za-z])(?!(?:onto|from|off|high|drop|up|down)\b)"
                          r"|(?<=[a-z])\s+(?=(?i:only (?:saying|speaking|able to say|says)|lips (?:dusky|blue|grey|gray)|vomited (?:once|twice|x ?\d))\b)"
                          # a symptom denied after another, typed without a comma ("burning urine frequency urgency no fever
                          # no back pain", 2026-12v, training): "no" and what it denies are an item of their own
                          r"|(?<=[a-z]{3})\s+(?=no (?:fevers?|back pain|vomiting|nausea|diarrh\w*|chest pain|sob|shortness of breath|"
                          r"headache|neck pain|rash|numbness|weakness|dizziness|cough|"
                          r"urinary symptoms|abdominal pain|belly pain|pain)\b)")


#: A piece after "and" that only continues the one before it: a side and a part ("R palm and L heel"), a part, one word.
_CONTINUES = re.compile(r"^(?:(?:(?-i:L|R)|left|right|both)\s+)?(?:knee|hand|foot|feet|leg|arm|heel|elbow|wrist|ankle|shoulder|hip|back|neck|"
                        r"head|face|chest|thigh|calf|shin|toe|finger|thumb|palm|forearm|ear|eye|nose|lip|chin|forehead)s?\s*$"
                        r"|^(?:(?-i:L|R)|left|right)\s+\w+(?:\s+\w+)?\s*$", re.IGNORECASE)


def _and_chain(text: str) -> str:
    """A complaint typed as one chain joined by "and", with no comma ("horse at the riding school bucked her off and landed
    on L side and ribs catch on a deep breath"): its pieces are the typist's items, said one by one (2026-12an terse,
    training: said whole after "I've got"). Two "and"s at least, and a piece that only continues the one before ("R palm
    and L heel") stays with it."""
    if re.search(r"[,;+&/]|\s-\s", text) or len(re.findall(r"\band\b", text)) < 2 or len(text.split()) < 8:
        return text
    pieces = re.split(r"\s+and\s+", text)
    items = [pieces[0]]
    for piece in pieces[1:]:
        # (a single word after a short piece goes with it: "fingers pink and moving", "on lisinopril and spironolactone")
        if _CONTINUES.match(piece) and len(piece.split()) <= 2 or len(piece.split()) == 1 and len(items[-1].split()) <= 3 \
                or re.match(r"(?:thrown|flung|knocked)\b", piece) and re.search(r"\b(?:zapped|shocked|electrocuted|struck)\b", items[-1]):
            # (what the current did goes with it: "zapped by a 600 volt panel and thrown off the step ladder")
            items[-1] += f" and {piece}"
        else:
            items.append(piece)
    return ", ".join(items)


#: Two words for one thing joined by a comma inside an item ("a hard, painful belly", a baby "cold, mottled and grunting"): one
#: item, never split at the comma (2026-12ap ATS, training: "I'm hard, and ... my painful belly is late", "I've got a cold");
#: a limb's states after a comma ("cold, pale R hand") keep their own reading.
_PAIRED_ADJECTIVES = re.compile(r"\b(?<=\ba )(hard|swollen|tender|sore|painful|red|hot|cold|pale|tight|stiff), (hard|swollen|tender|sore|painful|red|"
                                r"hot|cold|pale|tight|stiff)\b(?= [a-z])|\b(cold), (mottled)\b", re.IGNORECASE)
#: A fragment typed after the complaint that opens with the typist's "but" or "otherwise" ("..., but fingers fine", "...,
#: otherwise not on thinners"): what follows is said plainly (2026-12ap terse, training: "my but fingers are fine", "I've got
#: but", "it's otherwise", "I've gone still" from "still no fever"); "otherwise fit" keeps its word, or the fit is a seizure
#: (``desk_fragments``).
#: (and the 2026-12ay desk's "plus" opening an added finding: "dull headache, plus no chest pain", said "I'm plus" once split)
_TYPIST_LINK = re.compile(r"(^|[,;]\s*)(?:but|plus|(?:otherwise)(?!\s+(?:fit|well|healthy|feels?|feeling)\b)|still(?=\s+no\b))\s+(?=\w)", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _patient_complaint(chief_complaint: str) -> tuple[str, ...]:
    """``patient_complaint``, cached (see ``lay_phrase``); a tuple, so no caller can change the cached value."""
    kept = []
    chief_complaint = sex_letter_first(chief_complaint or "")  # "fifty nine m" is the desk's "m 59": the age, said when asked
    # joined first: "-LOC" must not lose its sign; a spaced dash is the typist's comma ("MVC - rear ended at stoplight"),
    # and so are a spaced double dash, an arrow and a spaced run of dots ("ROOFER -- HOT TAR…", "from the dorms >> worst
    # headache", "in my ear\" .. moth flew in": round 2026-12o, training; "BLOATED BELLY... VOMMITING", 2026-12ac terse)
    for item in _TYPED_COMMA.split(_joined(home_reading(correct(_and_chain(_untitled(_PAIRED_ADJECTIVES.sub(lambda m: " ".join(word for word in m.groups() if word), _TYPIST_LINK.sub(r"\1", chief_complaint or "")))))))):
        if is_age_item(item, chief_complaint):
            continue  # "tugging L ear, 4 yrs": the age, said when asked
        item = _own_words(strip_measurements(item.strip()))
        if is_monitor_reading(item) and "/" in item:  # "SOB/hypoxia": keep the part the patient can feel
            item = "/".join(part for part in item.split("/") if not is_monitor_reading(part))
        if is_monitor_reading(item) and re.search(r"\s(?:and|with|\+|&)\s", item):
            # "Dizzy spells and a slow pulse": the spells are felt, the pulse is the monitor's (twenty-second read: the
            # whole complaint dropped, and "I've been feeling unwell" said instead)
            item = " and ".join(part for part in re.split(r"\s+(?:and|with|\+|&)\s+", item) if not is_monitor_reading(part))
        told = bool(_MEASURED_ELSEWHERE.search(item))  # "High BP at pharmacy": a reading the patient was told of
        if not item or (is_monitor_reading(item) and not told) or _NURSE_SEES.fullmatch(item.strip(" .")):
            continue
        if not told and all(is_monitor_reading(lay) for lay in complaint_items(item)):
            continue
        if kept and _A_DENIAL.match(item) and _A_DENIAL.match(kept[-1]):
            # (but not a doctor one has not got: "no dentist, denies swelling or fever", 2026-12au terse, training; nor after a
            # denial, "no pain or bleeding, no doctor yet": 2026-12az terse, training, "I haven't got any pain or bleeding or doctor")
            kept[-1] = f"{kept[-1]} {item}"  # "no fever no vomiting": one denial of both, as typed
            continue
        kept.append(item)
    # A pain score beside the complaint ("Sore wrist, 10 out of 10") answers the pain question, in the
    # persona's own words: the complaint says what hurts.
    kept = [item for item in kept if not _PAIN_SCORE_ONLY.fullmatch(item)] or kept
    # Two chart words for one thing ("Cardiac arrest, CPR in progress" as typed by two people) are said once.
    # an item a rewrite opened with its own comma (", I was the passenger") starts clean
    return tuple(dict.fromkeys(lay.lstrip(",; ") for lay in complaint_items(", ".join(kept))
                               if (not is_monitor_reading(lay) or _MEASURED_ELSEWHERE.search(lay)) and lay.strip(",; ")))


#: Capitals a patient does say as capitals (the letters are the word); any other word left in capitals
#: after the rewrites is chart typing ("HOT", "EAR, BUG") and is said as an everyday word.
_SAID_AS_LETTERS = frozenset({"CPR", "HIV", "INR", "PICC", "BP", "ECG", "EKG", "MRI", "CT", "ICD", "IUD", "COPD", "ADHD",
                              "OCD", "PTSD", "UTI", "GP", "ER", "A&E", "IV", "TV", "OK", "DVT", "IBS", "AIDS", "TB"})
#: The few chart abbreviations that outlive the registration table, in the words a patient uses.
_LEFT_OVER = {"WT": "weight", "HX": "history of", "SX": "symptoms", "TX": "treatment", "DX": "diagnosis"}
_CAPITALS = re.compile(r"\b[A-Z][A-Z&]+\b")


def without_capitals(item: str) -> str:
    """A complaint item as a person says it aloud: a word typed in capitals ("HOT", "EAR, BUG") is an
    everyday word; letters said as letters (HIV, CPR) stay. The LLM path drops chart words instead
    (its prompt's ``lay_complaint``); the scripted patient says what is left."""
    chart = _chart_capitals()
    return _CAPITALS.sub(lambda match: match.group(0) if match.group(0) in _SAID_AS_LETTERS or match.group(0) in chart
                         else _LEFT_OVER.get(match.group(0), match.group(0).lower()), item)


@lru_cache(maxsize=1)
def _chart_capitals() -> frozenset[str]:
    """Chart abbreviations of the registration vocabulary ("IUP"): kept as typed, so that what is
    left of the chart stays visible to the dialogue check instead of passing for a lower-case word."""
    return frozenset(word for entry in REGISTRATION for term in entry.terms for word in re.findall(r"[A-Z][A-Z&]+", term)
                     if term.isupper())
