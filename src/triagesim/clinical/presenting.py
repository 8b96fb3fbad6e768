"""A case told in prose, as the episode receives it (``data/presenting.yaml``).

Teaching vignettes tell the story in a clinician's third-person prose ("A 12-day-old girl has been
feeding poorly since this morning; at triage she is mottled and hard to wake"). No agent reads
that prose. The environment turns it into what each side would have at a real triage desk: the
nurse's first look (what shows without asking), and the patient's own account in lay words (each
finding the prose asserts for the patient, said through ``clinical.lay``), with a temperature
taken at home and the onset. Which findings count is decided by meaning (``clinical.context``):
"her usual confusion", "the GP can't see her" and "no vomiting" are not told as new problems.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .barrier import strip_measurements
from .concepts import ROLES, detect
from .lay import lay_for
from .picture import reported_measurements
from .tables import load_table

__all__ = ["SEEN", "seen_at_a_glance", "told_findings", "denied_findings", "reported_temperature", "reported_glucose", "last_chemotherapy",
           "GLUCOSE_READING", "LAST_CHEMO", "narrative_onset"]

SEEN: frozenset[str] = frozenset(load_table("presenting.yaml")["seen"])

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_NUMBER = (r"(?:\d+|half an|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
           r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|forty-five|fifty|a few|a couple of|several)")
_UNIT = r"(?:minutes?|hours?|days?|weeks?|months?)"
_ONSET = re.compile(
    rf"\b(?:for|over) (?:the (?:past|last) )?(?:about |around |nearly |almost |over |more than )?{_NUMBER} {_UNIT}\b"
    rf"|\b(?:for|over|during|in) the (?:past|last) (?:{_NUMBER} )?{_UNIT}\b"
    rf"|\b(?:has )?lasted (?:for )?(?:about |around |nearly |almost )?{_NUMBER} {_UNIT}\b"
    rf"|\b(?:about |around |nearly |almost )?{_NUMBER} {_UNIT} ago\b"
    r"|\bsince (?:yesterday|this morning|last night|the weekend|\w+day)(?: (?:morning|afternoon|evening|night))?\b"
    r"|\b(?:this|yesterday) (?:morning|afternoon|evening)\b|\blast night\b|\bovernight\b|\btonight\b|\byesterday\b|\btoday\b",
    re.IGNORECASE,
)
_ONSET_TABLE = load_table("presenting.yaml")["onset"]
_NOT_THE_ONSET = re.compile("|".join(f"(?:{pattern})" for pattern in _ONSET_TABLE["not_the_onset"]), re.IGNORECASE)
_SOMEONE_ELSE = re.compile("|".join(f"(?:{pattern})" for pattern in _ONSET_TABLE["someone_else"]), re.IGNORECASE)
_AT_HOME = re.compile(r"\bat home\b|\bhome\b|\bmeasured\b|\btook\b|\bchecked\b|\bthermometer\b|\breported?\b|\bsays?\b",
                      re.IGNORECASE)


def _sentences(text: str) -> list[str]:
    return [sentence for sentence in _SENTENCE.split(text.strip()) if sentence]


@lru_cache(maxsize=1024)
@lru_cache(maxsize=512)  # read by told_findings, denied_findings and seen_at_a_glance for one brief: compiled once
def _present(text: str) -> tuple[tuple[str, str], ...]:
    """(concept, sentence) for each concept the prose asserts for the patient, in order, once each."""
    found: dict[str, str] = {}
    for sentence in _sentences(text):
        # A temperature said with its number is read by the number (``picture.reported_measurements``,
        # the one reading of temperatures): "Temperature 37.6 °C" is no fever.
        afebrile = any(finding.status == "negated" for finding in reported_measurements(sentence))
        for hit in detect(sentence):
            if not hit.negated and hit.concept not in found and not (afebrile and hit.concept == "fever"):
                found[hit.concept] = sentence
    return tuple(found.items())


def seen_at_a_glance(text: str | None) -> str | None:
    """The sentences of the prose that show what a nurse sees without asking, numbers taken out."""
    if not text:
        return None
    sentences = list(dict.fromkeys(sentence for concept, sentence in _present(text) if concept in SEEN))
    seen = " ".join(strip_measurements(sentence).strip() for sentence in sentences)
    return seen or None


def told_findings(text: str | None, *, known: frozenset[str] = frozenset()) -> list[str]:
    """What the patient's side tells of the prose, in lay words, one clause per finding: the
    presentations and minor complaints it asserts for the patient, less those ``known`` already
    (the chief complaint's) and those no lay words exist for."""
    if not text:
        return []
    told = []
    for concept, _ in _present(text):
        # Presentations and minor complaints, and a background finding with lay words of its own
        # (sweating with a chest pain): what the patient would say it has.
        if concept in known or ROLES.get(concept) == "location":
            continue
        words = lay_for(concept)
        if words is not None:
            told.append(words.say[:1].lower() + words.say[1:] if not words.say.startswith(("I ", "I'")) else words.say)
    return list(dict.fromkeys(told))


#: Findings whose lay noun names a diagnosis, not the symptom denied ("no urinary symptoms" is not
#: "no urine infection"): not said back as denied.
_NOT_DENIED = frozenset({"urinary"})
#: Bleeding of any kind asserted ("light spotting, no heavy bleeding"): "no bleeding" would deny it.
_BLEEDING = frozenset({"bleeding", "bleeding_heavy", "vaginal_bleeding", "gi_bleed", "epistaxis", "hematuria", "hemoptysis",
                       "postpartum"})


def denied_findings(text: str | None, *, known: frozenset[str] = frozenset()) -> list[str]:
    """What the prose rules out for the patient ("he did not hit his head", "no numbness"), as the
    patient's side says it: "no head injury". A question on it is then answered "no", as the case
    says, instead of "I'm not sure". Only findings with a lay noun, and not one the prose also asserts."""
    if not text:
        return []
    asserted = {concept for concept, _ in _present(text)} | set(known)
    if asserted & _BLEEDING:
        asserted |= _BLEEDING
    denied = []
    for sentence in _sentences(text):
        if _SOMEONE_ELSE.search(sentence):
            continue
        for hit in detect(sentence):
            if hit.status != "negated" or hit.concept in asserted or hit.concept in _NOT_DENIED \
                    or ROLES.get(hit.concept) == "location":
                continue
            words = lay_for(hit.concept)
            if words is not None and words.noun:
                denied.append("no " + re.sub(r"^(?:an?|some|any) ", "", words.noun))
    return list(dict.fromkeys(denied))


#: A sugar level the story states ("BSL 2.1", "his meter read 450", "glucose of 28").
GLUCOSE_READING = re.compile(r"\b(?:sugars?|glucose|bsl|bgl|bm)\b(?:(?!ketone)[^.;]){0,40}?\b(\d{1,3}(?:\.\d)?)\b"
                             r"(?!\s*(?:%|years?|y\b|days?|hours?|minutes?|weeks?))", re.IGNORECASE)
#: When the last chemotherapy was, as the story states it ("last cycle 8 days ago", "chemo last week").
LAST_CHEMO = re.compile(r"\b(?:chemo\w*|cycle|infusion)\b[^.;]{0,30}?\b((?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|"
                         r"eleven|twelve|fourteen) (?:days?|weeks?) ago|last week|yesterday|(?:this|last) (?:monday|tuesday|"
                         r"wednesday|thursday|friday|saturday|sunday))\b", re.IGNORECASE)




def reported_glucose(text: str | None) -> str | None:
    """A sugar level someone measured before triage ("the meter read 2.4"), as the patient's side
    says it; None when the prose gives none. The number is the story's, never made up."""
    for sentence in _sentences(text or ""):
        if _SOMEONE_ELSE.search(sentence):
            continue
        found = GLUCOSE_READING.search(sentence)
        if found:
            return f"a sugar of {found.group(1)} when it was checked"
    return None


def last_chemotherapy(text: str | None) -> str | None:
    """When the last chemotherapy was, as the prose says it ("9 days ago"); None when it does not."""
    found = LAST_CHEMO.search(text or "")
    return found.group(1) if found else None


def reported_temperature(text: str | None) -> str | None:
    """A temperature someone took before coming ("his mother measured 38.6 at home"), as the
    patient's side says it; None when the prose reports none."""
    for sentence in _sentences(text or ""):
        if not _AT_HOME.search(sentence) or re.search(r"\bat triage\b|\bin triage\b", sentence, re.IGNORECASE):
            continue
        for finding in reported_measurements(sentence):
            if finding.experiencer == "patient" and finding.value is not None:
                return f"a temperature of {finding.value:g} at home"
    return None


def narrative_onset(text: str | None) -> str | None:
    """When the presenting problem started, from the prose's time phrases, as a patient gives it:
    "for two days" is "two days ago" (when it started), "it has lasted five hours" "five hours
    ago", "since this morning" and "20 minutes ago" stay as they are.

    The first phrase that is the problem's own: a time said of someone else ("her brother has had
    a cough for a week"), of an earlier episode or test ("a similar attack a month ago", "her last
    period was seven weeks ago"), of a medicine given or of the trip in is passed over."""
    for sentence in _sentences(text or ""):
        if _SOMEONE_ELSE.search(sentence):
            continue
        for match in _ONSET.finditer(sentence):
            clause = " ".join(re.split(r"[,;:]", sentence[: match.start()])[-1].split()[-6:])  # the words just before it
            if _NOT_THE_ONSET.search(clause) or _NOT_THE_ONSET.search(sentence[match.end(): match.end() + 25].split(",")[0]):
                continue
            return _as_onset(match.group(0))
    return None


def _as_onset(phrase: str) -> str:
    lasting = re.match(r"(?:for|over|during|in|has lasted|lasted) (?:for )?(?:the (?:past|last) )?(?:over |more than )?(.+)$",
                       phrase, re.IGNORECASE)
    if not lasting:
        return phrase
    amount = lasting.group(1)
    if re.match(r"(?:during|in) the", phrase, re.IGNORECASE):  # "during the last hour": in the last hour
        return re.sub(r"^during\b", "in", phrase, flags=re.IGNORECASE)
    if re.fullmatch(_UNIT, amount, re.IGNORECASE):  # "for the past day": a day ago
        amount = f"{'an' if amount.lower().startswith('hour') else 'a'} {amount}"
    return f"{amount} ago"
