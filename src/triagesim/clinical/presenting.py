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
from .tables import load_table

__all__ = ["SEEN", "seen_at_a_glance", "told_findings", "reported_temperature", "narrative_onset"]

SEEN: frozenset[str] = frozenset(load_table("presenting.yaml")["seen"])

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_NUMBER = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several)"
_UNIT = r"(?:minutes?|hours?|days?|weeks?|months?)"
_ONSET = re.compile(
    rf"\b(?:for|over) (?:the (?:past|last) )?(?:about |around |nearly |almost )?{_NUMBER} {_UNIT}\b"
    rf"|\b(?:about |around |nearly |almost )?{_NUMBER} {_UNIT} ago\b"
    r"|\bsince (?:yesterday|this morning|last night|the weekend|\w+day)(?: (?:morning|afternoon|evening|night))?\b"
    r"|\b(?:this|yesterday) (?:morning|afternoon|evening)\b|\blast night\b|\bovernight\b",
    re.IGNORECASE,
)
_HOME_TEMPERATURE = re.compile(
    r"\b(?:temperature|temp|thermometer|fever)\b[^.;]*?(?<![\d.])(\d{2,3}(?:\.\d)?)\s*(?:°\s*[CF]|degrees)?"
    r"|(?<![\d.])(\d{2,3}(?:\.\d)?)\s*(?:°\s*[CF]|degrees)[^.;]*\b(?:temperature|temp|thermometer|fever)\b",
    re.IGNORECASE,
)
_AT_HOME = re.compile(r"\bat home\b|\bhome\b|\bmeasured\b|\btook\b|\bchecked\b|\bthermometer\b|\breported?\b|\bsays?\b",
                      re.IGNORECASE)


def _sentences(text: str) -> list[str]:
    return [sentence for sentence in _SENTENCE.split(text.strip()) if sentence]


@lru_cache(maxsize=1024)
def _present(text: str) -> tuple[tuple[str, str], ...]:
    """(concept, sentence) for each concept the prose asserts for the patient, in order, once each."""
    found: dict[str, str] = {}
    for sentence in _sentences(text):
        for hit in detect(sentence):
            if not hit.negated and hit.concept not in found:
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
        if concept in known or ROLES.get(concept) not in ("presentation", "minor"):
            continue
        words = lay_for(concept)
        if words is not None:
            told.append(words.say[:1].lower() + words.say[1:] if not words.say.startswith(("I ", "I'")) else words.say)
    return list(dict.fromkeys(told))


def reported_temperature(text: str | None) -> str | None:
    """A temperature someone took before coming ("his mother measured 38.6 at home"), as the
    patient's side says it; None when the prose reports none."""
    for sentence in _sentences(text or ""):
        match = _HOME_TEMPERATURE.search(sentence)
        if match and _AT_HOME.search(sentence) and not re.search(r"\bat triage\b|\bin triage\b", sentence, re.IGNORECASE):
            return f"a temperature of {match.group(1) or match.group(2)} at home"
    return None


def narrative_onset(text: str | None) -> str | None:
    """The first time phrase of the prose, as the onset a patient gives: "for two days" is "two
    days ago" (when it started), "since this morning" and "20 minutes ago" stay as they are."""
    match = _ONSET.search(text or "")
    if not match:
        return None
    phrase = match.group(0)
    lasting = re.match(r"(?:for|over) (?:the (?:past|last) )?(.+)$", phrase, re.IGNORECASE)
    return f"{lasting.group(1)} ago" if lasting else phrase
