"""Answers to the complaint-specific questions (``clinical/data/interview.yaml``): tetanus, what was
swallowed, a baby's feeding and nappies, immunisations, and the offer of an interpreter.

A case rarely records these facts. The answer is then the plain, consistent one a patient gives
("I think it was a few years ago"), chosen once per episode so a second ask hears the same, and
never one that changes the triage picture (no new symptom, no new risk).
"""

from __future__ import annotations

import re

from ..english import as_sentence
from ..voice import VoiceMixin
from .base import Answer

#: How much of what, and when, as an overdose complaint states it ("about 30 tylenol 2 hours ago").
_AMOUNT = re.compile(r"\b(?:about |around |maybe )?\d+\s+(?:of (?:my|his|her|their) )?[a-z]+(?: pills| tablets)?\b", re.IGNORECASE)
_WHEN = re.compile(r"\b(?:about |around )?(?:\d+|an?|one|two|three|four|five|six) (?:minutes?|hours?|hrs?) ago\b|\b(?:this morning|last night|tonight|earlier today)\b",
                   re.IGNORECASE)
#: A baby not feeding or with dry nappies, as the case says it: the answer agrees with it.
_POOR_FEEDING = re.compile(r"not (?:feeding|eating|drinking)|poor(?:ly)? feed|off (?:his|her|their) feeds?|won'?t (?:feed|eat|drink)|"
                           r"(?:fewer|decreased|less|no|dry) (?:wet )?(?:diapers|nappies)|refus\w* (?:feeds?|bottles?)", re.IGNORECASE)


class SpecificAnswersMixin(VoiceMixin):
    """The answers to the nurse's complaint-specific questions."""

    def _a_tetanus(self) -> Answer:
        if self._companion:
            return Answer("tetanus", self._fact("tetanus", lambda rng: self._fill(rng.choice((
                "I think {s}'s up to date with {pos} tetanus jabs.",
                "I'm not sure when {s} last had a tetanus jab.")))))
        return Answer("tetanus", self._fact("tetanus", lambda rng: rng.choice((
            "I think my last tetanus jab was a few years ago.",
            "I'm not sure when I last had a tetanus jab, it's been a long time.",
            "I had a tetanus jab about five years ago, I think."))))

    def _a_ingestion(self) -> Answer:
        """What, how much and when: from the complaint's own words, else a plain "not sure"."""
        said = f"{self._lay}. {'. '.join(self._items)}"
        amount = _AMOUNT.search(said)
        when = _WHEN.search(said)
        if self._complaint_says("swallowed_object") and not self._complaint_says("overdose"):
            text = self._v("I swallowed it ") + (when.group(0) if when else "a little while ago")
            return Answer("ingestion", as_sentence(text))
        what = amount.group(0) if amount else None
        if self._companion:
            text = (self._fill("I know {s} took ") + what if what else self._fill("I'm not sure exactly what {s} took"))
            text += f", {when.group(0)}" if when else self._fill(", I'm not sure when, I found {o} like this")
        else:
            text = (f"I took {what}" if what else "I took a lot of my tablets, I'm not sure how many")
            text += f", {when.group(0)}" if when else ", a few hours ago"
        return Answer("ingestion", as_sentence(text))

    def _a_feeding(self) -> Answer:
        story = " ".join([self._lay, *self._items]).lower()
        if _POOR_FEEDING.search(story) or self._complaint_says("dehydration", "failure_to_thrive"):
            return Answer("feeding", self._fill("No, {s}'s hardly feeding, and {pos} nappies are drier than usual."))
        if self._complaint_says("vomiting", "diarrhea"):
            return Answer("feeding", self._fill("{S}'s feeding a bit less than usual, but {s}'s still having wet nappies."))
        return Answer("feeding", self._fill("{S}'s feeding okay, and {pos} nappies are wet like usual."))

    def _a_immunisations(self) -> Answer:
        if self._companion:
            return Answer("immunisations", self._fill("Yes, {s}'s up to date with all {pos} immunisations."))
        return Answer("immunisations", "Yes, I think I'm up to date with my immunisations.")

    def _a_interpreter(self) -> Answer:
        if self._voice.language_proficiency == "limited":
            # From here on the nurse hears the phone interpreter: the patient's words in fluent
            # English, in the first person, as professional interpreters speak.
            self._voice = self._voice.model_copy(update={"language_proficiency": "fluent"})
            return Answer("interpreter", "Yes, please, an interpreter would help me.")
        return Answer("interpreter", "No, it's okay, I understand. Please speak slowly.")
