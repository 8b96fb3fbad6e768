"""Answers on sensitive topics (self-harm, substances, blood thinners, pregnancy, safety at home), gated by trust."""

from __future__ import annotations

import re

from .....dialogue.consistency import POLARITY_TOPICS, denies
from ....disclosure import may_disclose, reassures, trust_gated
from ..english import bare, join_list, as_sentence, uncapitalised
from ..intents import SENSITIVE_TOPICS
from ..phrases import COMPANION_DEFLECT, DEFLECT, DISCLOSE_LEAD, EVADE
from ..pronouns import third_person
from ..style import StyleMixin
from ..voice import VoiceMixin
from .base import Answer


#: An overdose taken on purpose, and what was taken as the complaint names it ("about 30 tylenol").
_ON_PURPOSE = re.compile(r"on purpose|intentional|deliberate|suicid", re.IGNORECASE)
_TAKEN = re.compile(r"\b(?:about |around )?\d+\s+(?:of (?:my|his|her|their) )?\w+(?: pills| tablets)?\b|"
                    r"\b(?:tylenol|paracetamol|acetaminophen|aspirin|ibuprofen)\b", re.IGNORECASE)


class SensitiveAnswersMixin(VoiceMixin, StyleMixin):
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
            return Answer(intent, self._deflection(intent))
        if not trust_gated(intent) and self.persona.recall_accuracy == "low" and not self._companion:
            # Forgotten, not hidden: the patient knows it takes a blood thinner, not its name.
            return Answer(intent, "I do take a blood thinner, but I can't remember the name; I'd have to check my list.",
                           disclosure=True)
        lead = self._style.choice(DISCLOSE_LEAD) if self._asked[intent] > 1 else None
        # Several facts on one topic (drinking and drug use) stay one sentence.
        text = "; ".join(uncapitalised(bare(self._sensitive_voice(fact))) for fact in facts)
        return Answer(intent, as_sentence(f"{lead} {text}" if lead else text), disclosure=True)

    def _deflection(self, intent: str) -> str:
        """What a guarded patient says instead of a private fact: one not said yet this episode, and
        never a denial of what its own complaint says ("ETOH" in the complaint, then "no drinks")."""
        pool = [self._fill(line) for line in (COMPANION_DEFLECT[intent] if self._companion else DEFLECT[intent])]
        if self._complaint_asserts(intent):
            pool = [line for line in pool if denies(intent, line, frozenset({intent})) is None]
        fresh = self._untold(pool)
        return self._style.choice(fresh or pool or [EVADE])

    def _complaint_asserts(self, intent: str) -> bool:
        """The complaint itself says yes to this private matter (pregnant, drunk, suicidal, an overdose on purpose)."""
        if intent == "self_harm" and self._complaint_says("overdose") and _ON_PURPOSE.search(self._lay):
            return True
        return self._complaint_says(*POLARITY_TOPICS.get(intent, ()))

    def _sensitive_voice(self, fact: str) -> str:
        return third_person(fact, self._p) if self._companion else fact

    def _a_self_harm(self) -> Answer:
        if self._complaint_says("suicidal"):
            default = as_sentence(self._v("yes, I've been having thoughts of hurting myself"))
        elif self._complaint_says("overdose") and _ON_PURPOSE.search(self._lay):  # an overdose taken on purpose is self-harm
            default = as_sentence(self._v("yes, I took them on purpose"))
        elif self._companion:
            default = self._fill("Not that I know of, {s} has never talked about hurting ") + f"{self._p.reflexive}."
        else:
            default = "No, nothing like that, I've never thought of hurting myself."
        return self._sensitive("self_harm", default)

    def _a_substance(self) -> Answer:
        brief = self._brief
        assert brief is not None
        if self._complaint_says("overdose") and re.search(r"\bplan(?:ning|s)? to\b|\bthinking (?:of|about)\b", self._lay, re.IGNORECASE):
            # a plan, not an act: "SI w/ plan to OD" has taken nothing yet, and denies nothing either
            default = (self._fill("I don't think {s}'s taken anything yet, but {s}'s been talking about an overdose.")
                       if self._companion else "I haven't taken them yet, but I've been planning to.")
        elif self._complaint_says("overdose"):
            taken = _TAKEN.search(self._lay)
            if self._companion:
                default = self._fill("I know {s} took ") + f"{taken.group(0)}." if taken else self._fill("I don't know what {s} took.")
            else:
                default = as_sentence(f"I took {taken.group(0)}") if taken else "I took too many of my tablets."
        elif self._complaint_says("withdrawal"):  # stopped: that is why it came in, never "a few drinks today"
            stopped = ("drinking" if re.search(r"alcohol|etoh|drink", self._lay, re.IGNORECASE)
                       else "using opioids" if re.search(r"opioid|opiate|heroin|methadone|fentanyl|oxy", self._lay, re.IGNORECASE)
                       else "using")
            default = self._v(f"I've stopped {stopped}, that's why I feel like this.")
        elif self._complaint_says("intoxication"):
            default = self._v("Yes, I've had a few drinks.")
        elif self._companion and brief.age is not None and brief.age < 12:
            default = self._fill("No, {s} hasn't had anything like that.")
        else:
            default = "Not that I know of, no drink or drugs." if self._companion else "No, no alcohol or drugs."
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
        if self._complaint_says("pregnant"):  # "+HCG", "8wks preg": said as the complaint says it, never denied
            weeks = re.search(r"\b(\w+ weeks?)\s+preg", f"{self._lay}. {'. '.join(self._items)}", re.IGNORECASE)
            default = as_sentence(self._v("yes, I'm ") + (f"{weeks.group(1)} pregnant" if weeks else "pregnant"))
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
