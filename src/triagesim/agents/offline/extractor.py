"""Rule-based belief extraction: one pass over a patient reply fills every slot it can.

Each value keeps the clause it came from as evidence. Certainty is lower for values read
from a reply to a different question (a pain score volunteered while describing onset).

Each value also has a polarity. Negation comes from the one concept detector
(``triagesim.clinical.detect``: "no", "not", "never", "denies", "without", "haven't had"...),
so a denied symptom is recorded as ``absent`` instead of being dropped; a hedge before the
symptom ("maybe", "I might have", "not sure"), or after it at the end of its clause ("dizzy
maybe", "chest pain, I think."), makes it ``uncertain``. Only ``present``
findings feed the chief complaint and the red flags: "no chest pain" is never the red flag
"chest pain".
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ...core.belief import BeliefUpdate, Polarity, SlotEvidence
from ...clinical import CONCEPTS, LABELS, SYMPTOMS, ConceptHit, detect
from ...clinical.topics import asked_topics
from .lexicon import BODY_PARTS, parse_duration, parse_pain
from .findings import located_pain, pain_question
from .rules import Findings, red_flags

__all__ = ["RuleBasedExtractor", "question_topics"]

_LIST_SPLIT = re.compile(r",\s*|\s+and\s+|;\s*")
_MED_LEAD = re.compile(r"\b(?:i take|i'?m on|he takes|she takes|he'?s on|she'?s on|takes|on)\s+(.+)", re.I)
_ALLERGY_LEAD = re.compile(r"allergic to\s+([^.;]+)", re.I)
_HISTORY_LEAD = re.compile(r"\b(?:i have|i've got|i had|he has|she has|history of|diagnosed with)\s+([^.;]+)", re.I)
# Denials of history or medicines, matched before the leads above ("no history of" would
# otherwise read as "history of"). Group 1 or 2 is set for medicines ("not on", "don't take"),
# group 3 is what is denied.
_DENIED_LEAD = re.compile(
    r"\b(?:no (?:past )?history of|never (?:had|been diagnosed with)|(?:don'?t|doesn'?t) have"
    r"|(?:not|never) (on|taking)|(?:don'?t|doesn'?t) (take))\s+([^.;]+)",
    re.I,
)
_NO_ALLERGIES = re.compile(r"no (?:known )?allergies|not allergic|(?:don'?t|doesn'?t) have any allergies", re.I)
_GENERIC = re.compile(r"^(?:any|anything|nothing|none)\b", re.I)  # "not on any tablets": no item to name
# A hedge before the finding in the same clause (``detect`` quotes are lower case). Checked
# before negation: ``detect`` counts "not sure about" and "can't tell" as negation cues, but
# the patient has not denied anything.
_HEDGE = re.compile(
    r"\b(?:maybe|perhaps|possibly|might|may have|not sure|unsure|can'?t tell|not certain|don'?t know if|i wonder if)\b"
)
# A hedge *after* the finding, ending the clause: "a bit dizzy maybe", "chest pain, I think."
# ("I have chest pain, I think it started Monday" hedges the time, not the pain: not matched.)
_HEDGE_AFTER = re.compile(
    r"\s*,?\s*(?:(?:um|uh|er|well|like),?\s+)*(?:maybe|perhaps|possibly|i think|i guess|i'm not sure|not sure|i'm not certain"
    r"|i don'?t know|or something)(?:\s+though)?\s*[.!?;]*\s*"
)
_HEDGE_WORDS = ("maybe", "perhaps", "possibly", "think", "guess", "sure", "certain", "know", "something")  # in every _HEDGE_AFTER
_WORD_REST = re.compile(r"[\w'-]*")
_SENTENCE_END = re.compile(r"[.!?]+(?:\s|$)")
_CLAUSES = re.compile(r"(?<=[.!?])\s+|,?\s+but\s+", re.I)  # "I have asthma but I'm not on anything"
_HEDGE_SCOPE = re.compile(r"\b(?:and|so|then|because)\b")  # "maybe 7 out of 10 and my chest hurts": not hedged
_HURTS = re.compile(r"\b(?:hurts|pain|ache|sore)\b")  # a reply about pain names its site


def question_topics(question: str) -> frozenset[str]:
    """What the question asked about, by the one topic classifier (``triagesim.clinical.topics``)."""
    return asked_topics(question)


def _items(text: str) -> list[str]:
    return [part.strip(" .") for part in _LIST_SPLIT.split(text) if 2 < len(part.strip(" .")) < 60]


@lru_cache(maxsize=8192)
def _polarity(hit: ConceptHit, after: str = "") -> Polarity:
    """Uncertain when the patient hedges the finding (before it, or after it at the end of its
    clause), absent when ``detect`` heard a denial. ``after``: the reply's text following the
    hit's clause ("I think." in "Chest pain, I think.").

    Cached: a pure function of the hit (concept, quote, negation) and what follows, and quotes recur across replies."""
    match = CONCEPTS[hit.concept].search(hit.quote) if hit.concept in CONCEPTS else None
    before = _HEDGE_SCOPE.split(hit.quote[: match.start()] if match else hit.quote)[-1]
    if _HEDGE.search(before):
        return "uncertain"
    tail = hit.quote[_WORD_REST.match(hit.quote, match.end()).end():] if match else ""  # past the matched word's end ("dizz|y")
    if tail.strip() and _HEDGE_AFTER.fullmatch(tail):
        return "uncertain"  # "a bit dizzy maybe"
    if after and _HEDGE_AFTER.fullmatch(after):
        return "uncertain"  # "chest pain, I think."
    return "absent" if hit.negated else "present"


def _clause_after(quote: str, lowered: str) -> str:
    """What the reply says after the clause ``quote`` up to the end of its sentence (``detect``'s
    quotes are lower case, with straight apostrophes)."""
    start = lowered.find(quote)
    if start < 0:
        return ""
    rest = lowered[start + len(quote):]
    end = _SENTENCE_END.search(rest)
    return rest[: end.end()] if end else rest


@lru_cache(maxsize=4096)
def _suspected(concepts: frozenset[str], pain: float | None) -> tuple[str, ...]:
    """The red flags a reply supports on its own: ``red_flags`` reads only which concepts were heard
    (not their quotes) and the pain here, so replies naming the same things share one answer."""
    return tuple(red_flags(Findings(concepts=dict.fromkeys(concepts, ""), pain=pain)))


class RuleBasedExtractor:
    """The offline engine's belief extractor (no model, no network)."""

    version = "1.0"

    def reset(self, *, run_id: str, seed: int) -> None:
        self._complaint_done = False
        self._heard: set[str] = set()

    def __init__(self) -> None:
        self._complaint_done = False
        self._heard: set[str] = set()  # concepts the patient affirmed so far: a chest site is chest pain unless a wound or rash

    def describe(self) -> dict[str, Any]:
        return {"kind": "offline", "engine": "rule-based-extractor", "version": self.version}

    async def extract(self, reply: str, *, question: str, turn: int) -> BeliefUpdate:
        return BeliefUpdate(items=self.extract_sync(reply, question=question))

    def extract_sync(self, reply: str, *, question: str) -> list[SlotEvidence]:
        topics = question_topics(question)
        items: list[SlotEvidence] = []
        lowered = reply.lower().replace("’", "'")
        hedged = any(word in lowered for word in _HEDGE_WORDS)  # most replies hedge nothing: no clause to look past
        heard = [(hit, _polarity(hit, _clause_after(hit.quote, lowered) if hedged else "")) for hit in detect(reply)]
        hits = [hit for hit, polarity in heard if polarity == "present"]  # what the patient affirms
        # "Where is the pain?" / "It's in my right chest": chest pain, though the reply never says "pain"
        site = located_pain(reply, asked_pain=pain_question(question, topics), heard=self._heard | {hit.concept for hit in hits})
        if site is not None:
            hits.append(ConceptHit("chest_pain", site))
            heard.append((hits[-1], "present"))
        self._heard.update(hit.concept for hit in hits)

        def add(slot: str, value: Any, evidence: str, certainty: float, polarity: Polarity = "present") -> None:
            items.append(
                SlotEvidence(slot=slot, value=value, polarity=polarity, evidence=evidence[:200], certainty=certainty)
            )

        main = None
        if "complaint" in topics and hits and not self._complaint_done:
            main = next((hit for hit in hits if hit.concept not in ("trauma", "bleeding")), hits[0])
            add("chief_complaint", LABELS.get(main.concept, main.concept), main.quote, 0.9)
            self._complaint_done = True
        for hit, polarity in heard:
            if hit.concept in SYMPTOMS and hit is not main:
                certainty = 0.8 if "associated" in topics else 0.6
                add("associated_symptoms", LABELS.get(hit.concept, hit.concept), hit.quote, certainty, polarity)

        pain = parse_pain(reply, asked="severity" in topics)
        if pain is not None:
            add("pain_severity", pain, reply, 0.9 if "severity" in topics else 0.6)
        if topics & {"severity", "location"} or _HURTS.search(lowered):
            part = BODY_PARTS.search(lowered)
            if part:
                # "No chest pain": the site of a denied symptom is denied too.
                said = {polarity for hit, polarity in heard if part.group(0) in hit.quote}
                site: Polarity = "present"
                if said and "present" not in said:
                    site = "absent" if "absent" in said else "uncertain"
                add("pain_location", part.group(0), reply, 0.8 if topics & {"severity", "location"} else 0.5, site)
        duration = parse_duration(reply, "age" in topics) if "onset" in topics or "complaint" in topics else None
        if duration:
            add("duration", duration, reply, 0.85 if "onset" in topics else 0.6)

        if topics & {"history", "medications", "allergies"}:
            for sentence in _CLAUSES.split(reply.replace("’", "'")):
                allergy, no_allergy = _ALLERGY_LEAD.search(sentence), _NO_ALLERGIES.search(sentence)
                named = [item for item in _items(allergy.group(1)) if not _GENERIC.match(item)] if allergy else []
                for item in named:  # "allergic to penicillin"; "not allergic to penicillin" is a denial
                    add("allergies", item, sentence, 0.85, "absent" if no_allergy else "present")
                if named or no_allergy:
                    if not named:
                        add("allergies", "none known", sentence, 0.8)
                    continue
                denied = _DENIED_LEAD.search(sentence)
                if denied:
                    slot, topic = (
                        ("medications", "medications") if denied.group(1) or denied.group(2) else ("medical_history", "history")
                    )
                    if topic in topics:
                        for item in _items(denied.group(3)):
                            if not _GENERIC.match(item):
                                add(slot, item, sentence, 0.7, "absent")
                    continue
                medication = _MED_LEAD.search(sentence)
                if medication and "medications" in topics:
                    for item in _items(medication.group(1)):
                        add("medications", item, sentence, 0.75)
                    continue
                condition = _HISTORY_LEAD.search(sentence)
                if condition and "history" in topics:
                    for item in _items(condition.group(1)):
                        add("medical_history", item, sentence, 0.7)

        for flag in _suspected(frozenset(hit.concept for hit in hits), pain):
            add("red_flags", flag, reply, 0.6)
        return items
