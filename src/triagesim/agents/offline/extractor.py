"""Rule-based belief extraction: one pass over a patient reply fills every slot it can.

Each value keeps the clause it came from as evidence. Certainty is lower for values read
from a reply to a different question (a pain score volunteered while describing onset).
"""

from __future__ import annotations

import re
from typing import Any

from ...core.belief import BeliefUpdate, SlotEvidence
from ...clinical import LABELS, SYMPTOMS, detect
from ...clinical.topics import asked_topics
from .lexicon import BODY_PARTS, parse_duration, parse_pain
from .rules import Findings, red_flags

__all__ = ["RuleBasedExtractor", "question_topics"]

_LIST_SPLIT = re.compile(r",\s*|\s+and\s+|;\s*")
_MED_LEAD = re.compile(r"\b(?:i take|i'?m on|he takes|she takes|he'?s on|she'?s on|takes|on)\s+(.+)", re.I)
_ALLERGY_LEAD = re.compile(r"allergic to\s+([^.;]+)", re.I)
_HISTORY_LEAD = re.compile(r"\b(?:i have|i've got|i had|he has|she has|history of|diagnosed with)\s+([^.;]+)", re.I)


def question_topics(question: str) -> frozenset[str]:
    """What the question asked about, by the one topic classifier (``triagesim.clinical.topics``)."""
    return asked_topics(question)


def _items(text: str) -> list[str]:
    return [part.strip(" .") for part in _LIST_SPLIT.split(text) if 2 < len(part.strip(" .")) < 60]


class RuleBasedExtractor:
    """The offline engine's belief extractor (no model, no network)."""

    version = "1.0"

    def reset(self, *, run_id: str, seed: int) -> None:
        self._complaint_done = False

    def __init__(self) -> None:
        self._complaint_done = False

    def describe(self) -> dict[str, Any]:
        return {"kind": "offline", "engine": "rule-based-extractor", "version": self.version}

    async def extract(self, reply: str, *, question: str, turn: int) -> BeliefUpdate:
        return BeliefUpdate(items=self.extract_sync(reply, question=question))

    def extract_sync(self, reply: str, *, question: str) -> list[SlotEvidence]:
        topics = question_topics(question)
        items: list[SlotEvidence] = []
        hits = [hit for hit in detect(reply) if not hit.negated]

        def add(slot: str, value: Any, evidence: str, certainty: float) -> None:
            items.append(SlotEvidence(slot=slot, value=value, evidence=evidence[:200], certainty=certainty))

        symptom_hits = [hit for hit in hits if hit.concept in SYMPTOMS]
        main = None
        if "complaint" in topics and hits and not self._complaint_done:
            main = next((hit for hit in hits if hit.concept not in ("trauma", "bleeding")), hits[0])
            add("chief_complaint", LABELS.get(main.concept, main.concept), main.quote, 0.9)
            self._complaint_done = True
        for hit in symptom_hits:
            if hit is not main:
                add("associated_symptoms", LABELS.get(hit.concept, hit.concept), hit.quote, 0.8 if "associated" in topics else 0.6)

        pain = parse_pain(reply, asked="severity" in topics)
        if pain is not None:
            add("pain_severity", pain, reply, 0.9 if "severity" in topics else 0.6)
        if topics & {"severity", "location"} or re.search(r"\b(?:hurts|pain|ache|sore)\b", reply.lower()):
            part = BODY_PARTS.search(reply.lower())
            if part:
                add("pain_location", part.group(0), reply, 0.8 if topics & {"severity", "location"} else 0.5)
        duration = parse_duration(reply)
        if duration and ("onset" in topics or "complaint" in topics):
            add("duration", duration, reply, 0.85 if "onset" in topics else 0.6)

        if topics & {"history", "medications", "allergies"}:
            for sentence in re.split(r"(?<=[.!?])\s+", reply):
                allergy = _ALLERGY_LEAD.search(sentence)
                if allergy:
                    for item in _items(allergy.group(1)):
                        add("allergies", item, sentence, 0.85)
                    continue
                if re.search(r"no (?:known )?allergies|not allergic", sentence.lower()):
                    add("allergies", "none known", sentence, 0.8)
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

        suspected = red_flags(Findings(concepts={hit.concept: hit.quote for hit in hits}, pain=pain))
        for flag in suspected:
            add("red_flags", flag, reply, 0.6)
        return items
