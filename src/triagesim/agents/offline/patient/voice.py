"""Voice: templates and case text said in the first person, or by a companion about the patient."""

from __future__ import annotations

import re

from ....clinical.age_limits import AGE_LIMITS
from ....clinical.speakers import words_for
from .clauses import first_person_verb
from .english import uncapitalised, unslash
from .pronouns import agree_verbs, third_person
from .state import EpisodeState


class VoiceMixin(EpisodeState):
    """Puts text in the current voice: the patient's own, or a companion's third person."""

    def _v(self, text: str) -> str:
        """My own template (first person about the patient) in the current voice."""
        if not self._companion:
            return text
        said = self._as_speaker(agree_verbs(third_person(text, self._p), self._p))
        if self._brief is not None and self._brief.age is not None and self._brief.age < AGE_LIMITS.speaks_for_self_from:
            # what was tried for a young child the carers tried ("tried a steamy bathroom" of a toddler: "we tried", never "they
            # tried"; 2026-12ax terse, training)
            said = re.sub(r"\b(?:he|she|they) tried\b(?! to\b)", "we tried", said)
        return said

    def _as_speaker(self, text: str) -> str:
        """A companion's own relation said as "my" or "I": the mum does not say "20 of her mum's tablets", nor
        the flatmate "their roommate found them" (eleventh read)."""
        word = (self._relation or "").split()[-1:] or [""]
        if not word[0]:
            return text
        names = "|".join(sorted(words_for(word[0])))
        text = re.sub(rf"\b{self._p.possessive} (?:{names})'s\b", "my", text, flags=re.IGNORECASE)
        # "..., the roommate said" from the roommate's own mouth: they are the one saying it (eleventh read)
        text = re.sub(rf",?\s*\b(?:the|{self._p.possessive}|my) (?:{names}) (?:said|says)\b", "", text, flags=re.IGNORECASE)
        return re.sub(rf"\b{self._p.possessive} (?:{names}) (found|saw|noticed|heard|called|rang|phoned|brought)\b", r"I \1", text,
                      flags=re.IGNORECASE)

    def _c(self, text: str | None) -> str:
        """Case text in the current voice (already third person in companion-written cases).

        The fragment is woven into a template, so its first letter is lower-cased unless it is "I", an acronym or
        a proper noun; a slash between two words becomes "and".
        """
        if not text:
            return ""
        text = uncapitalised(unslash(text.strip()))
        if self._companion and not self._case_third_person:
            return uncapitalised(self._as_speaker(agree_verbs(third_person(text, self._p), self._p)))
        return text

    def _subject_clause(self, text: str, subject: str = "I") -> str:
        """A case clause whose subject was left out, given one in the current voice.

        ``subject`` is "I" (the patient: "I noticed the redness…", a companion's "he noticed…"), "I was" (passive:
        "she was found on the floor…"), "I've been" ("I've been throwing up…") or "it" ("it started last night…").
        A leading verb written for "he"/"she" is made to agree with the speaker ("Hasn't done a poo" → "he hasn't…").
        """
        text = uncapitalised(text.strip())
        if subject == "it":
            return self._v("it ") + self._c(text)
        first, _, rest = text.partition(" ")
        if subject == "I":
            head = self._v(f"I {first_person_verb(first)}")
            return f"{head} {self._c(rest)}".strip() if rest else head
        return f"{self._v(subject)} {self._c(text)}"

    def _possessive(self) -> str:
        """'my', or the patient's possessive when a companion speaks."""
        return self._p.possessive if self._companion else "my"

    def _fill(self, template: str) -> str:
        p = self._p
        return agree_verbs(template.format(s=p.subject, o=p.object, pos=p.possessive, S=p.subject.capitalize(),
                                           Pos=p.possessive.capitalize()), p)
