"""Answers on sensitive topics (self-harm, substances, blood thinners, pregnancy, safety at home), gated by trust."""

from __future__ import annotations

import re

from ....disclosure import may_disclose, reassures, trust_gated
from ..english import bare, join_list, as_sentence, uncapitalised
from ..intents import SENSITIVE_TOPICS
from ..phrases import COMPANION_DEFLECT, DEFLECT, DISCLOSE_LEAD
from ..pronouns import third_person
from ..voice import VoiceMixin
from .base import Answer


class SensitiveAnswersMixin(VoiceMixin):
    """Sensitive facts: disclosed, or held back the first time by a persona with low or medium trust."""

    _asked: dict[str, int]

    def _withhold(self, intent: str) -> bool:
        """Whether trust still holds a private fact back: the one rule both patients follow
        (``agents.disclosure.may_disclose``: asked once / twice / three times by trust, one ask
        fewer when a question reassured). A forgotten medicine is recall's, never trust's."""
        if not trust_gated(intent):
            return False
        return not may_disclose(self.persona.trust_in_healthcare, self._asked[intent], self._reassured.get(intent, 0))

    def _sensitive(self, intent: str, default: str) -> Answer:
        self._asked[intent] = self._asked.get(intent, 0) + 1
        if reassures(self._question):
            self._reassured[intent] = self._reassured.get(intent, 0) + 1
        facts = [self._brief.sensitive[topic] for topic in SENSITIVE_TOPICS[intent] if self._brief.sensitive.get(topic)]  # type: ignore[union-attr]
        if not facts:
            return Answer(intent, default)
        if self._withhold(intent):
            pool = COMPANION_DEFLECT[intent] if self._companion else DEFLECT[intent]
            return Answer(intent, self._fill(self._style.choice(pool)))
        if not trust_gated(intent) and self.persona.recall_accuracy == "low" and not self._companion:
            # Forgotten, not hidden: the patient knows it takes a blood thinner, not its name.
            return Answer(intent, "I do take a blood thinner, but I can't remember the name; I'd have to check my list.",
                           disclosure=True)
        lead = self._style.choice(DISCLOSE_LEAD) if self._asked[intent] > 1 else None
        # Several facts on one topic (drinking and drug use) stay one sentence.
        text = "; ".join(uncapitalised(bare(self._sensitive_voice(fact))) for fact in facts)
        return Answer(intent, as_sentence(f"{lead} {text}" if lead else text), disclosure=True)

    def _sensitive_voice(self, fact: str) -> str:
        return third_person(fact, self._p) if self._companion else fact

    def _a_self_harm(self) -> Answer:
        if self._complaint_says("suicidal"):
            default = as_sentence(self._v("yes, I've been having thoughts of hurting myself"))
        else:
            default = "Not that I know of." if self._companion else "No, nothing like that."
        return self._sensitive("self_harm", default)

    def _a_substance(self) -> Answer:
        brief = self._brief
        assert brief is not None
        if self._complaint_says("overdose"):
            default = self._fill("I don't know what {s} took.") if self._companion else "I took too many of my tablets."
        elif self._complaint_says("intoxication"):
            default = self._v("Yes, I've had a few drinks.")
        elif self._companion and brief.age is not None and brief.age < 12:
            default = "No, nothing like that."
        else:
            default = "Not that I know of." if self._companion else "No, no alcohol or drugs."
        return self._sensitive("substance", default)

    _ANTICOAGULANT_NAMES = re.compile(
        r"warfarin|apixaban|rivaroxaban|dabigatran|edoxaban|heparin|enoxaparin|clopidogrel|ticagrelor|prasugrel|aspirin|"
        r"coumadin|eliquis|xarelto",
        re.IGNORECASE,
    )

    def _a_anticoagulants(self) -> Answer:
        meds = [m for m in self._brief.history.medications or [] if self._ANTICOAGULANT_NAMES.search(m)]  # type: ignore[union-attr]
        named = self._ANTICOAGULANT_NAMES.search(self._lay)
        if meds:
            default = as_sentence(self._v("I take ") + join_list([self._c(m) for m in meds]) + ", if that counts")
        elif named or self._complaint_says("anticoagulant"):  # "s/p fall, on coumadin": said once, never denied
            default = as_sentence(self._v("yes, I'm on ") + (named.group(0).lower() if named else "a blood thinner"))
        else:
            default = self._fill("No, {s} isn't on any blood thinners.") if self._companion else "No, no blood thinners."
        return self._sensitive("anticoagulants", default)

    def _a_pregnancy(self) -> Answer:
        brief = self._brief
        assert brief is not None
        sex = (brief.sex or "").lower()[:1]
        pregnant = re.search(r"(\w+ weeks )?pregnant", self._lay, re.IGNORECASE) if self._complaint_says("pregnant") else None
        if pregnant:
            default = as_sentence(self._v("yes, I'm ") + pregnant.group(0))
        elif sex == "m":
            default = "No." if not self._companion else "No, that's not possible."
        elif brief.age is not None and brief.age < 12:
            default = self._fill("No, {s}'s only ") + f"{brief.age}."
        elif brief.age is not None and brief.age >= 55:
            default = self._v("No, I'm well past that.")
        elif self._companion:
            default = "Not that I know of."
        else:
            default = self._fact("lmp", lambda rng: rng.choice((
                "No, I don't think so, my last period was normal.",
                "No, my periods have been regular.",
                "No, I don't think so.")))
        return self._sensitive("pregnancy", default)

    def _a_abuse(self) -> Answer:
        default = ("No, nobody's hurting me, I feel safe at home." if not self._companion
                   else self._fill("No, nobody's hurting {o}, {s}'s safe at home."))
        return self._sensitive("abuse", default)
