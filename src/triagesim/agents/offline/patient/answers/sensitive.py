"""Answers on sensitive topics (self-harm, substances, blood thinners, pregnancy, safety at home), gated by trust."""

from __future__ import annotations

import re
from collections.abc import Callable

from .....clinical import detect
from .....clinical.age_limits import AGE_LIMITS
from .....clinical.background import ENTRIES
from .....clinical.lay import lay_for
from .....clinical.presenting import LATE_PERIOD
from .....dialogue.consistency import POLARITY_TOPICS, denies
from ....disclosure import may_disclose, reassures, trust_gated
from ...typed_words import number_word
from ..english import bare, join_list, as_sentence, uncapitalised
from ..intents import SENSITIVE_TOPICS, read_intents
from ..phrases import (
    COMPANION_DEFLECT,
    COMPANION_DENY,
    COMPANION_DENY_SAFE,
    DEFLECT,
    DENY,
    DENY_SAFE,
    DISCLOSE_LEAD,
    FORGOTTEN_LEAD,
    EVADE,
)
from ..pronouns import third_person
from ..style import StyleMixin
from ..voice import VoiceMixin
from .base import Answer


#: An overdose taken on purpose, and what was taken as the complaint names it ("about 30 tylenol").
#: Tablets taken on purpose, as a case says it ("to end it", "wanted to die": twenty-eighth read, "I don't really know why I took
#: them" from a student who took them to die).
_ON_PURPOSE = re.compile(r"on purpose|intentional|deliberate|suicid|\bto (?:end (?:it|my life|things)|die|kill myself)\b", re.IGNORECASE)
#: A question asked the other way round: "are you safe?", "is everything okay at home?", "is he kind to you?" (a "yes" denies).
INVERTED = re.compile(r"\bsafe\b(?! (?:to|for you to) (?:tell|say|talk|share|ask|answer|be honest))|\bsafety\b|(?:ok|okay|alright|all right|fine|good) (?:at home|between)|looked after|"
                      r"\b(?:kind|good|nice|gentle|respectful|loving) (?:to|towards) (?:you|him|her|them)\b|"
                      r"\b(?:ok|okay|alright|all right|fine|safe) with (?:the )?(?:people|person|folks|family)\b|"
                      r"\bkeep (?:yourself|himself|herself|themselves) from\b|\b(?:hold|stop) (?:yourself|himself|herself) from\b",
                      re.IGNORECASE)
#: A question that asks when the last period was, and one about contraception.
#: The chance of a pregnancy asked beside the last period ("When was your last period, and could you be pregnant?").
_CHANCE_ASKED = re.compile(r"\bchance\b|\bcould (?:you|she) (?:be|possibly be)\b|\bmight (?:you|she) be\b|\bpossib\w*\b[^.?!]*pregnan|pregnan\w*\?",
                           re.IGNORECASE)
_WHEN_PERIOD = re.compile(r"\bwhen\b[^.?!]*\b(?:period|bleed|menstrua|lmp|time of (?:the|your|her) month|monthlies)|\blmp\b|first day of|"
                          # (bank 18, training) "when were you last due on?": the period that was due
                          r"\bwhen (?:were|was|are|is) (?:you|she) (?:last |next )?due on\b", re.IGNORECASE)
#: How far on a pregnancy is, or when it is due: asked of a pregnancy taken as given.
_HOW_FAR_ALONG = re.compile(r"\bdue date\b|\bwhen (?:are|is) (?:you|she|the baby) due\b|\b(?:how )?far along\b|"
                            r"\bhow many (?:weeks|months)\b[^.?!]{0,15}?\b(?:along|gone|pregnant)\b|\b(?:weeks?|months?) (?:along|gone)\b", re.IGNORECASE)
_CONTRACEPTION_ASKED = re.compile(r"contracept|birth control|\b(?:the|mini) ?pill\b|\bcoil\b|\bimplant\b", re.IGNORECASE)
_CONTRACEPTIVE = re.compile(r"contracept|birth control|\bpill\b|\bcoil\b|\biud\b|implant|depo|nexplanon|mirena|"
                            r"microgynon|levonorgestrel|desogestrel|norethisterone", re.IGNORECASE)
#: A question for a value ("when was your last period?"): a "no" answers nothing, so a guarded speaker deflects.
_OPEN_QUESTION = re.compile(r"\bwhen\b|what time|how long|how many|^(?:[^.?!]*[,:] )?(?:which|what)\b", re.IGNORECASE)
#: Drug use the complaint names in words the concept vocabulary may not hear ("paranoid after ice binge",
#: "took speed"): the drug after a verb of taking it, or before a word for a spell of it ("slipped on ice" is none).
_DRUGS = r"ice|meth(?:amphetamine)?|speed|amphetamines?|cocaine|coke|crack|heroin|cannabis|weed|mdma|ecstasy|pingers|ketamine|ghb|lsd"
_DRUG_USE = re.compile(rf"\b(?:took|taken|taking|using|uses|used|smokes|smoked|smoking|injects|injected|injecting|snorted|snorting) (?:some )?({_DRUGS})\b|"
                       rf"\b({_DRUGS}) (?:binge|bender|use|comedown|overdose)\b", re.IGNORECASE)
_TOOK = re.compile(r"\b(?:took|taken|taking|smoked|injected|snorted)\b", re.IGNORECASE)
#: (bank 27, training) Smoking named in a question about drugs ("have you been smoking cannabis today?"), tobacco not named;
#: a smoker who gave up.
_SMOKING_A_DRUG = re.compile(r"\bsmok\w*", re.IGNORECASE)
_TOBACCO_ASKED = re.compile(r"cigar|tobacco|\bfags?\b|\bvap(?:e|es|ing)\b|\brollies\b|\broll-?ups?\b|nicotine", re.IGNORECASE)
_GAVE_UP_SMOKING = re.compile(r"\bex-?smok|\bused to\b|\bstopped\b|\bquit\b|\bgave up\b|\bformer\b|\bnon-?smok|\bnever smok", re.IGNORECASE)
#: The concepts a sentence of the patient's own story says "yes" to the drink-and-drugs question with.
_SUBSTANCE_CONCEPTS = frozenset({"intoxication", "overdose", "household_poison", "toxic_alcohol"})
#: Drink a complaint says was drunk ("drunk, fell", "ETOH"), not one it likens ("seems drunk") or denies ("no alcohol smell").
_DRANK = re.compile(r"\b(?:alcohol|etoh|drinking|drinks|beers?|wine|vodka|whisk(?:e)?y|spirits|pints?|booze|ethanol|intoxicated)\b|"
                    r"(?<!seems )(?<!seem )(?<!acting )(?<!looks )(?<!like )(?<!as if )\bdrunk\b", re.IGNORECASE)
_POISON = re.compile(r"\b(?:anti-?freeze|ethylene glycol|methanol|bleach|weed ?killer|drain cleaner|oven cleaner|kerosene|paraffin|"
                     r"turpentine|rat poison|lamp oil|dishwasher (?:tablets?|powder)|laundry (?:pods?|capsules?))\b", re.IGNORECASE)
_CHEWED = re.compile(r"\bchew\w*", re.IGNORECASE)
_NO_DRINK = re.compile(r"\b(?:no|denies|without|not) (?:any )?(?:alcohol|etoh|drink\w*)\b", re.IGNORECASE)
#: ... and to the question about thoughts of self-harm.
SELF_HARM_CONCEPTS = frozenset({"suicidal", "suicide_plan"})
_TAKEN = re.compile(r"\b(?:about |around )?\d+\s+(?:of (?:my|his|her|their) )?\w+(?: pills| tablets)?\b|"
                    r"\b(?:tylenol|paracetamol|acetaminophen|aspirin|ibuprofen)\b", re.IGNORECASE)


#: The drink taken with tablets, and how much, as a story tells it ("with a bottle of wine", "six cans of cider").
_DRINK_TAKEN = re.compile(
    r"\b(?:(?:a|one|two|three|half a|a whole|a full|most of a) (?:bottle|carton|box|litre|liter|flask|can|pint|glass)|(?:a few|a couple of|some|"
    r"two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) (?:cans|pints|glasses|shots|bottles|beers|drinks))(?: of "
    r"(?:red |white |cheap |strong )?(?:wine|vodka|whisky|whiskey|gin|rum|beer|lager|cider|spirits|brandy|tequila|alcohol|bourbon))?"
    r"(?<!\bcan)(?<!\bglass)(?<!\bbottle)(?<!\bpint)\b", re.IGNORECASE)
#: An ingestion the story calls an accident ("took his pills twice by mistake").
_ACCIDENT = re.compile(r"\baccident\w*|\bby mistake\b|\bmistak\w*|\bdouble dose\b|\btwice\b|\bconfused (?:about|over)\b|"
                       # a street drug taken to get high: an overdose of use, not of intent
                       r"\bheroin|\bopioid|\bopiate|\bfentanyl|\bice\b|\bmeth|\bcocaine|\bmdma|\becstasy|\bparty|\bdrugs?\b|"
                       r"\binject\w*|\bivdu\b|\bgear\b|\bsmack\b", re.IGNORECASE)
#: A question for how long or since when (the thoughts' own onset, when they are the complaint).
_SINCE_WHEN = re.compile(r"\bhow long\b|\bsince when\b|\bwhen did\b", re.IGNORECASE)
#: A question about a suicide plan or the means to carry it out, not the thoughts themselves.
_STILL_ASKED = re.compile(r"\bstill\b[^?]*\b(?:want|wish|thought|feel)|\bright now\b[^?]*\b(?:end|die|kill|hurt)", re.IGNORECASE)
#: Someone the patient lives with or is close to: hurt by them, home is not safe.
_HOUSEHOLD = re.compile(r"\b(?:partner|husband|wife|boyfriend|girlfriend|ex|fianc\w*|dad|father|stepfather|mum|mother|stepmother|brother|"
                        r"sister|son|daughter|flatmate|roommate|carer)\b", re.IGNORECASE)
_PLAN_ASKED = re.compile(r"\bplan\b|\bmeans\b|\bhow (?:you|he|she|they) would\b|\baccess to\b|\bget hold of\b|\bguns?\b|\bweapons?\b|"
                         r"\banything (?:you|he|she|they) (?:might|could) use\b", re.IGNORECASE)
#: Asked whether the patient has already acted ("have you done anything to harm yourself already today, or taken anything?").
_ACTED_ASKED = re.compile(r"\b(?:done|did) anything\b|\btaken anything\b|\balready\b[^?]*\b(?:hurt|harm|taken|took|done)\b", re.IGNORECASE)
#: An attempt already made, as the story tells it ("suicide attempt", "tried to kill himself", found with a hose run from the
#: exhaust or hanging): the answer to "have you done anything to harm yourself already?" is the act, never the thoughts
#: (before the 2026-12ah round, a probe: "Yes, I've been having thoughts of hurting myself" for a man found in his car).
_ATTEMPT_MADE = re.compile(r"\bsuicide attempt|\battempted (?:suicide|to (?:kill|end|hang))|\b(?:tried|trying) to (?:kill|end|hang|gas|drown|poison)\b|"
                           r"\bfound\b[^.;]{0,60}\b(?:hanging|noose|ligature|hose|hosepipe|exhaust)\b|\bcut (?:his|her|my|their) (?:own )?(?:wrists?|throat)\b",
                           re.IGNORECASE)
#: A new mother asked about harm to her baby as well as herself ("any thoughts of harming yourself or the baby?").
_BABY_ASKED = re.compile(r"\b(?:yourself|himself|herself|themselves) or (?:the|your|her|his|their) (?:baby|newborn|child)\b", re.IGNORECASE)
#: Asked whom the patient means to hurt, or with what ("who are you thinking of hurting, and do you have a weapon?").
_HARM_PLAN_ASKED = re.compile(r"\bwho\b[^?]*\b(?:hurt|harm|kill)|\bweapons?\b|\bway to do it\b", re.IGNORECASE)
#: The one a threat is aimed at, as the story names them ("wants to kill his neighbour").
_TARGET = re.compile(r"\b(?:hurt|harm|kill|stab|shoot|attack|threaten\w*|get even with|get rid of|deal with|sort out)\w*\s+"
                     r"(?:(?:my|his|her|their|the|that|our) )?(?:(?:former|ex|estranged) |ex-)?"
                     r"(neighbou?r|wife|husband|partner|boyfriend|girlfriend|boss|manager|landlord|brother|sister|father|"
                     r"mother|dad|mum|stepfather|ex|children|kids|son|daughter|baby)\b", re.IGNORECASE)
#: Whom a delusion names as the one to be harmed ("her two children are possessed and ... she has to cut the devil out of
#: them"; thirty-fifth read, A: "She hasn't said who she means").
_DELUSION_TARGET = re.compile(r"\b(?:(?:my|his|her|their|the) )?(?:\w+ )?(children|kids|sons?|daughters?|baby|babies|husband|wife|mother|father|"
                              r"family|neighbou?rs?)\b[^.;]{0,40}\b(?:possessed|the devil|demons?|evil|cursed|imposters?|replaced)\b",
                              re.IGNORECASE)

#: A new mother's threat to her baby in a delusion's words ("give the baby back to God"): the baby is the one she means
#: (2026-12ay ATS, training: "She hasn't said who she means").
_BABY_GIVEN_BACK = re.compile(r"\b(baby|newborn|infant)\b[^.;]{0,20}\b(?:back to (?:god|heaven|jesus|the angels)|better off (?:dead|with god|in heaven))",
                              re.IGNORECASE)

#: How a plan is said when the story names no way ("I've made a plan to end my life"): asked how, the answer says it was
#: thought through, not the same words again.
_PLAN_SAID = lay_for("suicide_plan").say  # type: ignore[union-attr]

class SensitiveAnswersMixin(VoiceMixin, StyleMixin):
    """Sensitive facts: disclosed, or held back the first time by a persona with low or medium trust."""

    _asked: dict[str, int]
    _med: Callable[[str], str]  # HistoryAnswersMixin: a medicine as said ("a birth control pill")
    _mechanism_sentence: Callable[[], str | None]  # StoryAnswersMixin: how the injury happened
    _onset_sentence: Callable[[], str]  # StoryAnswersMixin: when it began
    _complaint_clause: Callable[..., str]  # StoryAnswersMixin: one complaint item as a clause
    _assoc_item: Callable[[str], str]  # SymptomAnswersMixin: one of the case's other symptoms as said
    _knows_the_patient: Callable[[], str]  # HistoryAnswersMixin: how well the speaker knows what the case leaves out
    _brings_records: Callable[[], bool]  # HistoryAnswersMixin: staff who bring the patient's chart

    def _withhold(self, intent: str) -> bool:
        """Whether trust still holds a private fact back: the one rule both patients follow
        (``agents.disclosure.may_disclose``: asked once / twice / three times by trust, one ask
        fewer when a question reassured). A forgotten medicine is recall's, never trust's."""
        if not trust_gated(intent) or self._on_duty:
            return False  # staff at work hand over what they know; the privacy is the patient's, not theirs (twentieth read)
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
        if intent == "anticoagulants" and "medications" in self._answered and not self._listed_anticoagulant():
            # The medicines were listed without it: said as the correction it is, not as a second list.
            lead = self._style.choice(FORGOTTEN_LEAD)
        # Several facts on one topic (drinking and drug use) stay one sentence.
        text = "; ".join(uncapitalised(bare(self._sensitive_voice(fact))) for fact in facts)
        return Answer(intent, as_sentence(f"{lead} {text}" if lead else text), disclosure=True)

    def _deflection(self, intent: str) -> str:
        """What a guarded patient says instead of a private fact, as its trust has it (medium trust
        deflects, low trust denies or brushes it off: ``personas.traits``): one not said yet this
        episode, and never a denial of what its own complaint says ("ETOH" in the complaint, then
        "no drinks"). A denial of a question asked the other way round ("are you safe?") is a "yes"."""
        deflect = COMPANION_DEFLECT if self._companion else DEFLECT
        if self.persona.trust_in_healthcare == "low" and not _OPEN_QUESTION.search(self._question):
            deny = COMPANION_DENY if self._companion else DENY
            if INVERTED.search(self._question):
                deny = {**deny, **(COMPANION_DENY_SAFE if self._companion else DENY_SAFE)}
            lines = deny.get(intent, ()) + deflect[intent]
        else:
            lines = deflect[intent]
        pool = [self._fill(line) for line in lines]
        if self._complaint_asserts(intent):
            pool = [line for line in pool if denies(intent, line, frozenset({intent})) is None]
        fresh = self._untold(pool)
        return self._style.choice(fresh or pool or [EVADE])

    def _complaint_asserts(self, intent: str) -> bool:
        """The complaint itself says yes to this private matter (pregnant, drunk, suicidal, an overdose on purpose);
        for drink and drugs and thoughts of self-harm, the patient's own story too (``_own_story``)."""
        if intent == "self_harm" and self._complaint_says("overdose") and _ON_PURPOSE.search(self._lay):
            return True
        if intent == "substance" and (_DRUG_USE.search(self._lay) or self._own_story(_SUBSTANCE_CONCEPTS)):
            return True
        if intent == "self_harm" and self._own_story(SELF_HARM_CONCEPTS):
            return True
        return self._complaint_says(*POLARITY_TOPICS.get(intent, ()))

    def _own_story(self, concepts: frozenset[str]) -> str | None:
        """A sentence of the patient's own story that says yes to a private matter: it has been
        drinking or took something ("Cut forehead, drinking": "I've been drinking"; a prose case's
        "I've been drinking a lot"), it has thought of ending its life. The answer follows it, never a "no"."""
        history = self._brief.history  # type: ignore[union-attr]
        said = [self._v(self._clause_of_its_own(item)) for item in self._items]
        said += [self._assoc_item(item) for item in history.associated_symptoms or []]
        said += [self._c(text) for text in (history.onset, history.mechanism) if text]
        for sentence in said:
            if any(hit.concept in concepts and not hit.negated for hit in detect(sentence)):
                return sentence
        return None

    def _sensitive_voice(self, fact: str) -> str:
        return third_person(fact, self._p) if self._companion else fact

    def _a_self_harm(self) -> Answer:
        if (self._complaint_says("suicidal") or self._own_story(SELF_HARM_CONCEPTS)) and self._complaint_says("overdose") and _ON_PURPOSE.search(
                f"{self._lay} suicidal") and (_PLAN_ASKED.search(self._question) or _STILL_ASKED.search(self._question)):
            # the tablets taken to die were the plan; asked whether the wish is still there, the story tells only that
            # it was (eleventh read: "I've had the thoughts, but I haven't made a plan" after 30 tablets)
            if _STILL_ASKED.search(self._question):
                default = (self._fill("Yes, {s} said {s} wanted to die when {s} took them, and {s} hasn't said that's changed.")
                           if self._companion else "Yes, I did when I took them, and I still do a bit.")
            else:
                default = as_sentence(self._v("I took the tablets to end my life, that was the plan"))
        elif (self._complaint_says("homicidal", "command_voices") or self._own_story(frozenset({"homicidal", "command_voices"}))) \
                and _HARM_PLAN_ASKED.search(self._question):
            default = self._harm_plan()
        elif (self._complaint_says("suicidal") or self._own_story(SELF_HARM_CONCEPTS)) and _PLAN_ASKED.search(self._question):
            # asked for the plan and the means, the answer is about them, not the thoughts again; a weapon the story
            # puts in reach is the means (2026-12r: a farmer found with the shotgun across his knees)
            weapon = self._brief.weapon  # type: ignore[union-attr]
            planned = self._complaint_says("suicide_plan") or self._own_story(frozenset({"suicide_plan"})) or weapon
            if self._companion:
                default = (self._fill("{S} had the ") + f"{weapon} with {self._p.object}, and {self._p.subject} can get to it at home."
                           if weapon else self._fill("{S}'s talked about how {s}'d do it.") if planned
                           else self._fill("{S}'s talked about the thoughts, but not about a plan that I know of."))
            elif weapon:
                default = as_sentence(self._v(f"yes, I've thought about using the {weapon}, and I can get to it"))
            elif (told_plan := self._own_story(frozenset({"suicide_plan"}))) and told_plan != _PLAN_SAID:
                default = as_sentence("Yes, " + uncapitalised(bare(told_plan)))  # the plan in the story's words ("to jump")
            else:
                default = (as_sentence(self._v("yes, I've thought about how I'd do it")) if planned
                           else as_sentence(self._v("I've had the thoughts, but I haven't made a plan")))
        elif _ACTED_ASKED.search(self._question) and not _PLAN_ASKED.search(self._question) and not self._complaint_says("overdose") \
                and _ATTEMPT_MADE.search(self._story_text()):
            default = self._attempt_told()
        elif self._complaint_says("suicidal"):
            default = as_sentence(self._v("yes, I've been having thoughts of hurting myself"))
        elif self._complaint_says("overdose") and (_ON_PURPOSE.search(self._lay) or self._own_story(frozenset({"suicidal"}))):
            # an overdose taken on purpose is self-harm, as the complaint or the story says it ("admits she wanted to go to
            # sleep and not wake up": 2026-12an narrative, training, answered "I don't really know why I took them")
            default = as_sentence(self._v("yes, I took them on purpose"))
        elif self._complaint_says("overdose") and not _ACCIDENT.search(self._story_text()):
            # an overdose the story does not call an accident: never "never talked about hurting herself"
            default = (self._fill("I don't know if {s} meant to hurt ") + f"{self._p.reflexive}; {self._p.subject} hasn't said."
                       if self._companion else "I don't really know why I took them, I wasn't thinking straight.")
        elif self._complaint_says("homicidal") or self._own_story(frozenset({"homicidal"})):
            # thoughts of harming someone else are the answer to "yourself or anyone else?", never "never talked about it"
            default = (self._fill("{S}'s said {s} wants to hurt someone else, but nothing about hurting ") + f"{self._p.reflexive}."
                       if self._companion else "Not myself, but I've had thoughts of hurting someone else.")
        elif _ACTED_ASKED.search(self._question) and not _PLAN_ASKED.search(self._question) \
                and (self._complaint_says("suicide_plan") or self._own_story(frozenset({"suicide_plan"}))) \
                and not (self._complaint_says("overdose") or self._own_story(frozenset({"overdose"}))):
            # asked whether anything was done yet: a plan is no act (twenty-seventh read: "Yes, I've made a plan" to
            # "have you done anything to harm yourself already?")
            default = (self._fill("Not that I know of, but {s}'s talked about how {s}'d do it.") if self._companion
                       else "No, I haven't done anything yet, but I've made a plan to end my life.")
        elif own := self._own_story(SELF_HARM_CONCEPTS):  # "I've made a plan to end my life": never "never thought of it"
            default = as_sentence("Yes, " + uncapitalised(bare(own)))
        elif self._complaint_says("self_injury") or self._own_story(frozenset({"self_injury"})):
            default = self._wish_after_self_injury()
        elif self._companion:
            # (the baby asked about is answered too: "harming herself or the baby?", the forty-fifth read, B)
            baby = " or the baby" if _BABY_ASKED.search(self._question) else ""
            default = (self._fill("Yes, I think {s}'s safe, {s} has never talked about hurting ") if INVERTED.search(self._question)
                       else self._fill("Not that I know of, {s} has never talked about hurting ")) + f"{self._p.reflexive}{baby}."
        elif INVERTED.search(self._question):  # "could you keep yourself safe?": a "yes", never a "no"
            default = "Yes, I'm safe, I've never thought of hurting myself."
        else:
            default = ("No, nothing like that, I've never thought of hurting myself or the baby." if _BABY_ASKED.search(self._question)
                       else "No, nothing like that, I've never thought of hurting myself.")
        answer = self._sensitive("self_harm", default)
        if self._complaint_says("suicidal") and _SINCE_WHEN.search(self._question) and (answer.disclosure or answer.primary == default):
            # "how long have you been having these thoughts?": the thoughts are the complaint, and it says since when
            answer.extras.append(self._onset_sentence())
        return answer

    def _wish_after_self_injury(self) -> str:
        """Asked about a wish to die after cutting on purpose: what the story says of the wish, and only that. A story
        that rules it out is a "no" with the reason it gives (the 2026-12ao narrative ESI, training: "I've had the
        thoughts" from a woman who "does not want to die"); one that says nothing is unsure, so the nurse keeps the
        risk open, never a "never thought of hurting myself" from someone who just did."""
        history = self._brief.history  # type: ignore[union-attr]
        told = [*(history.associated_symptoms or []), history.mechanism or ""]
        denied = any(hit.concept in SELF_HARM_CONCEPTS and hit.negated for item in told for hit in detect(item))
        why = next((bare(self._assoc_item(item)) for item in history.associated_symptoms or []
                    if re.search(r"\bto (?:cope|let the pressure out)\b", item)), None)
        answer = "Yes" if INVERTED.search(self._question) else "No"  # "are you safe?": a "yes", never a "no"
        if self._companion:
            if not denied:
                return self._fill("I don't know, {s} hasn't said." if not self._asked.get("self_harm", 0)
                                  else "I honestly don't know; {s} hasn't told me.")
            return self._fill(f"{answer}, {{s}}'s said {{s}} doesn't want to die.") + (f" {as_sentence(why)}" if why else "")
        if not denied:
            # asked again, the doubt in other words, never the same sentence twice
            return ("I really don't know how I feel about that right now." if self._asked.get("self_harm", 0)
                    else "I don't know. I just needed to do it.")
        return f"{answer}, I don't want to die." + (f" {as_sentence(why)}" if why else "")

    def _story_text(self) -> str:
        """The story's own words on one line: the complaint, how it happened, what goes with it, the private facts."""
        brief = self._brief
        assert brief is not None
        return " ".join([self._lay, self._given.chief_complaint if self._given else "", brief.history.mechanism or "",
                         *(brief.history.associated_symptoms or []), *brief.sensitive.values()])

    def _attempt_told(self) -> str:
        """An attempt made today, told as the act it was: how it was done where the story says, else that it was tried."""
        how = self._mechanism_sentence()
        if self._companion:
            return f"Yes, that's why we're here. {how}" if how else self._fill("Yes, {s} tried to end {pos} life today.")
        return f"Yes, that's why I'm here. {how}" if how else "Yes, I tried to end my life today."

    def _harm_plan(self) -> str:
        """Whom, and with what: told from the story's own words, a weapon said only where the story has one; asked
        about self-harm in the same breath, that is answered too."""
        brief = self._brief
        assert brief is not None
        story = " ".join([brief.chief_complaint, self._lay, brief.history.mechanism or "",
                          *(brief.history.associated_symptoms or []), *brief.sensitive.values()])
        target = _TARGET.search(story) or _DELUSION_TARGET.search(story) or _BABY_GIVEN_BACK.search(story)
        weapon = brief.weapon
        if self._companion:
            who = (self._fill("{S}'s talked about hurting {pos} ") + target.group(1).lower() if target
                   else self._fill("{S} hasn't said who {s} means"))
            means = (self._fill("and {s}'s got a ") + f"{weapon} in {self._p.possessive} {brief.weapon_carried}"
                     if weapon and brief.weapon_carried
                     else f"and I know {self._p.subject} can get hold of a {weapon}" if weapon
                     else "and I don't know of any weapon")
            own = (self._fill(", but {s} hasn't said anything about hurting ") + self._p.reflexive
                   if re.search(r"\b(?:him|her|them)sel(?:f|ves)\b", self._question) and not self._complaint_says("suicidal")
                   else "")
            return f"{who}, {means}{own}."
        voices = self._complaint_says("command_voices") or bool(self._own_story(frozenset({"command_voices"})))  # the voices'
        # order, not a wish of one's own (fifteenth read)
        who = (f"The voices want me to hurt my {target.group(1).lower()}" if voices and target
               else f"It's my {target.group(1).lower()}" if target else "It's someone I know")
        means = (f"and yes, I've got a {weapon} in my {brief.weapon_carried}" if weapon and brief.weapon_carried
                 else f"and yes, I can get hold of a {weapon}" if weapon else "but I haven't got a weapon")
        own = ""
        if re.search(r"\byourself\b", self._question):
            own = (" And yes, I've had thoughts of hurting myself too." if self._complaint_says("suicidal")
                   else " I haven't had thoughts of hurting myself.")
        return as_sentence(self._v(f"{who}, {means}")) + own

    def _a_substance(self) -> Answer:
        brief = self._brief
        assert brief is not None
        drank = bool(_DRANK.search(self._lay)) and not _NO_DRINK.search(self._lay)  # drink the complaint says was drunk
        drink_asked = re.search(r"\b(?:drink|drinks|drinking|drunk|alcohol|booze|pints?|units|beers?|wine|spirits)\b", self._question, re.IGNORECASE)
        with_drink = re.search(r"\b(?:alcohol|etoh|drink|drinking|drunk|beers?|wine|vodka|spirits)\b", self._lay, re.IGNORECASE)
        if self._complaint_says("overdose") and drink_asked and with_drink and (amount := _DRINK_TAKEN.search(
                f"{self._lay}. {brief.history.mechanism or ''}")):
            # how much, as the story says it ("with a bottle of wine"): never "I'm not sure how much" of a told amount,
            # which the nurse then asked again (the 2026-12ar ATS transcripts, training)
            drink = amount.group(0).lower()
            default = (self._fill("{S} had " + drink + " with them, as far as I know.") if self._companion
                       else f"I had {drink} with them, nothing else.")
        elif self._complaint_says("overdose") and drink_asked and with_drink:
            # the drink taken with the tablets, asked about: that is the answer, not the tablets again
            default = (self._fill("{S}'s been drinking as well; I don't know how much, or when {pos} last one was.") if self._companion
                       else "I've been drinking as well; I'm not sure how much.")
        elif self._complaint_says("overdose") and drink_asked:
            # asked about drink, by someone with tablets as the complaint and no drink in the story: the drink is the
            # answer, the tablets already told (eleventh read: "how much has she had to drink?" got "I don't know what
            # she took", twice)
            default = (self._fill("Only the tablets as far as I know; I don't think {s}'d been drinking.") if self._companion
                       else "Just the tablets; I haven't been drinking.")
        elif self._complaint_says("overdose") and re.search(r"\bplan(?:ning|s)? to\b|\bthinking (?:of|about)\b", self._lay, re.IGNORECASE):
            # a plan, not an act: "SI w/ plan to OD" has taken nothing yet, and denies nothing either
            default = (self._fill("I don't think {s}'s taken anything yet, but {s}'s been talking about an overdose.")
                       if self._companion else "I haven't taken them yet, but I've been planning to.")
        elif self._complaint_says("overdose") and (told := self._brief.history.mechanism) and re.match(
                r"I (?:took|swallowed)\b|(?:My [\w ]+|I was) found (?:with )?(?:an? |the |\w+ )?(?:empty|half-empty|opened)\b", told):
            # what the story says was taken ("I took ten 500 mg paracetamol tablets"): never "I don't know what she took"
            default = as_sentence(self._c(told.split(" after ")[0]) + ("; nothing else that I know of" if self._companion else "; nothing else"))
        elif self._complaint_says("overdose"):
            taken = _TAKEN.search(self._lay)
            missing = re.search(r"\bare missing\b", self._brief.history.mechanism or "")
            if self._companion and taken and missing:
                # the count the finder made: how many, asked, is the answer (before the 2026-12ao round, a probe: a toddler's
                # three amlodipine tablets never told)
                default = self._fill("I know {s} took ") + f"{taken.group(0)}; {uncapitalised(self._c(self._brief.history.mechanism))}."
            elif self._companion:
                default = self._fill("I know {s} took ") + f"{taken.group(0)}." if taken else self._fill("I don't know what {s} took.")
            else:
                default = as_sentence(f"I took {taken.group(0)}") if taken else "I took too many of my tablets."
        elif self._complaint_says("withdrawal"):  # stopped: that is why it came in, never "a few drinks today"
            stopped = ("drinking" if re.search(r"alcohol|etoh|drink", self._lay, re.IGNORECASE)
                       else "using opioids" if re.search(r"opioid|opiate|heroin|methadone|fentanyl|oxy", self._lay, re.IGNORECASE)
                       else "using")
            default = self._v(f"I've stopped {stopped}, that's why I feel like this.")
        elif self._complaint_says("intoxication") and re.search(r"\b(?:pills?|tablets?|capsules?)\b", self._lay, re.IGNORECASE):
            # "Took pills": the pills are the answer, never a made-up drink
            default = self._fill("Yes, {s} took some pills; I don't know what they were.") if self._companion else "Yes, I took some pills."
        elif drug := _DRUG_USE.search(self._lay) or _DRUG_USE.search(brief.chief_complaint or ""):  # "paranoid after ice binge": the drug the complaint names (a desk box too: "smokes weed")
            name = (drug.group(1) or drug.group(2)).lower()
            default = self._v(f"Yes, I took {name}." if _TOOK.search(drug.group(0)) else f"Yes, I've been using {name}.")
        elif self._complaint_says("intoxication") and drank and not self._complaint_says("household_poison", "toxic_alcohol", "overdose"):
            default = self._v("Yes, I've had a few drinks.")
        elif self._complaint_says("household_poison", "toxic_alcohol") and (poison := _POISON.search(self._lay)):
            # what was swallowed, by name, never the complaint pasted ("it was antifreeze, wife says he seems drunk")
            # a tablet or a pod is chewed or swallowed, never drunk, and a toddler is never asked about drink (thirty-fifth read:
            # "He drank some dishwasher tablet; no alcohol that I know of.")
            thing = poison.group(0).lower()
            solid = bool(re.search(r"tablet|powder|pod|capsule|rat poison", thing))
            verb = ("chewed" if _CHEWED.search(self._lay) else "swallowed") if solid else "drank"
            what = f"{'a' if thing.endswith(('tablet', 'pod', 'capsule')) else 'some'} {thing}"
            young = self._brief is not None and self._brief.age is not None and self._brief.age < AGE_LIMITS.substances_from
            default = (self._fill("{S} " + f"{verb} {what}" + ("." if young else "; no alcohol that I know of.")) if self._companion
                       else f"I {verb} {what}; nothing else.")
        elif self._complaint_says("intoxication") and not drank:
            # "seems drunk" names no drink: never a made-up "few drinks" that hides what was taken (thirteenth read:
            # antifreeze, heroin and cannabis each answered "I've had a few drinks")
            default = (self._fill("{S} seems out of it, but I don't know what {s}'s had.") if self._companion
                       else "I'm not sure what I've had.")
        elif own := self._own_story(_SUBSTANCE_CONCEPTS):  # what the story says (and the patient said): never denied
            default = "Yes, " + uncapitalised(bare(own))
            if any(hit.concept == "overdose" and not hit.negated for hit in detect(own)):
                # an overdose is an answer about drugs, said as one ("he got into his nan's tablets")
                default += "; no other drugs that I know of" if self._companion else "; no other drugs"
            default = as_sentence(default)
        elif self._companion and brief.age is not None and brief.age < 12:
            default = self._fill("No, {s} hasn't had anything like that.")
        else:
            default = "Not that I know of, no drink or drugs." if self._companion else "No, no alcohol or drugs."
            if self._smokes_tobacco() and _SMOKING_A_DRUG.search(self._question) and not _TOBACCO_ASKED.search(self._question) \
                    and "smoking" not in read_intents(self._question).names:
                # (bank 27, training) a smoker asked about smoking cannabis: no drugs, but the cigarettes are owned up to, never
                # a "no" that denies the smoking the case holds (unless the smoking is asked too, and answered on its own)
                default = (self._fill("Not that I know of, no drink or drugs; {s} smokes cigarettes, though.") if self._companion
                           else "No, no alcohol or drugs; I do smoke cigarettes, though.")
        if re.search(r"(?:^|[.?!:]\s+)(?:what|how much|how many|when)\b[^.?!]*\?", self._question, re.IGNORECASE):
            default = re.sub(r"^Yes, (\w)", lambda m: m.group(1).upper(), default)  # "what have you taken?": no "yes"
        return self._sensitive("substance", default)

    def _smokes_tobacco(self) -> bool:
        """Whether the case's background holds a smoker now (not an ex-smoker)."""
        return any(re.search(r"smok", item, re.IGNORECASE) and not _GAVE_UP_SMOKING.search(item)
                   for item in self._brief.history.past_medical_history or [])  # type: ignore[union-attr]

    #: The blood thinners by name and by kind: background.yaml's medicines of class blood_thinner, their one home.
    _ANTICOAGULANT_NAMES = re.compile("|".join(entry.pattern.pattern for entry in ENTRIES if entry.medicine_class == "blood_thinner"),
                                      re.IGNORECASE)
    #: A medicine listed by what it does rather than its name ("blood thinner (can't remember the name)").
    _ANTICOAGULANT_KIND = re.compile(r"blood[- ]?thinn|anticoag|\b(?:doac|noac|lmwh)s?\b", re.IGNORECASE)

    def _listed_anticoagulant(self) -> bool:
        return any(self._ANTICOAGULANT_NAMES.search(m) or self._ANTICOAGULANT_KIND.search(m)
                   for m in self._brief.history.medications or [])  # type: ignore[union-attr]

    def _a_anticoagulants(self) -> Answer:
        meds = [m for m in self._brief.history.medications or []  # type: ignore[union-attr]
                if self._ANTICOAGULANT_NAMES.search(m) or self._ANTICOAGULANT_KIND.search(m)]
        named = next((hit for hit in self._ANTICOAGULANT_NAMES.finditer(self._lay) if not self._ANTICOAGULANT_KIND.match(hit.group(0))), None)
        stopped = [m for m in meds if re.match(r"(?:stopped|finished|ran out of) ", m)]
        if stopped and len(stopped) == len(meds):
            # "stopped his blood thinner a week ago": on none now, and said so, never "yes, I take stopped …" nor a plain "no"
            # (2026-12ac narrative, training)
            what = join_list([re.sub(r"^an? ", "{pos} " if self._companion else "my ", self._c(re.sub(r"^(?:stopped|finished|ran out of) ", "", m)))
                              for m in stopped])
            default = self._fill(("Not any more, {s} stopped " if self._companion else "Not any more, I stopped ") + what + ".")
        elif meds:
            antiplatelet_only = all(re.search(r"aspirin|clopidogrel|ticagrelor|prasugrel|dipyridamole|plavix|brilinta", m, re.I)
                                    for m in meds)
            listed = join_list([self._c(m) for m in meds])
            default = as_sentence(self._v("I take ") + listed + ", if that counts" if antiplatelet_only  # is aspirin a thinner?
                                  else self._v("yes, I take ") + listed)
        elif named or self._complaint_says("anticoagulant"):  # "s/p fall, on coumadin": said once, never denied
            default = as_sentence(self._v("yes, I'm on ") + (named.group(0).lower() if named else "a blood thinner"))
        elif self._companion and self._brief.history.medications is None and self._knows_the_patient() == "no":  # type: ignore[union-attr]
            # one who said it does not know the medicines never answers a confident "no"
            default = (self._fill("Not that I know of; it would be on {pos} medication chart.") if self._brings_records()
                       else "I couldn't say, I'm afraid.")
        else:
            default = self._fill("No, {s} isn't on any blood thinners.") if self._companion else "No, no blood thinners."
        return self._sensitive("anticoagulants", default)

    def _a_pregnancy(self) -> Answer:
        brief = self._brief
        assert brief is not None
        sex = (brief.sex or "").lower()[:1]
        when = bool(_WHEN_PERIOD.search(self._question))
        how_far = bool(_HOW_FAR_ALONG.search(self._question))  # "when's your due date?", "how many months along?"
        # "You're on the pill, aren't you? Any chance it's failed?" asks for the chance of a pregnancy too
        if _CONTRACEPTION_ASKED.search(self._question) and not re.search(r"pregnan|expecting|\bchance\b|possib|\bfail\w*|\bcould (?:you|she) be\b",
                                                                         self._question, re.IGNORECASE):
            return self._a_contraception()
        if (ago := self._late_period()) is not None and sex != "m":
            if when:
                default = as_sentence(self._v(f"my last period was about {ago} weeks ago") if not self._companion
                                      else self._fill("I think {pos} last period was about ") + f"{ago} weeks ago")
            else:
                default = as_sentence(self._v(f"I might be, my period is late, the last one was about {ago} weeks ago")
                                      if not self._companion else self._fill("{S} might be, {pos} period is late"))
        elif self._complaint_says("pregnant"):  # "+HCG", "8wks preg": said as the complaint says it, never denied
            weeks = re.search(r"\b(\w+) (weeks?)\s+preg", f"{self._lay}. {'. '.join(self._items)}", re.IGNORECASE)
            # "9 weeks" is said "nine weeks", as a person says it
            along = f"{number_word(weeks.group(1)) if weeks.group(1).isdigit() else weeks.group(1)} {weeks.group(2)} pregnant" if weeks else "pregnant"
            if when:
                default = as_sentence(self._v("not for a while, I'm ") + along)
            else:
                default = as_sentence(self._v("yes, I'm ") + along)
        elif how_far and sex != "m" and not (brief.age is not None and (brief.age < 12 or brief.age >= 55)):
            # a date or a count of weeks asks for what is not there: said plainly, not a bare "no"
            default = self._fill("{S}'s not pregnant, as far as I know.") if self._companion else "I'm not pregnant, as far as I know."
        elif sex == "m":
            if when:
                default = self._fill("{S} doesn't have periods.") if self._companion else "I don't have periods."
            else:
                default = "No." if not self._companion else "No, that's not possible."
        elif brief.age is not None and brief.age < 12:
            default = self._fill("No, {s}'s only ") + f"{brief.age:g}."  # "4", never "4.0" (2026-12ag terse, training)
        elif brief.age is not None and brief.age >= 55:
            default = self._v("Not for years, I'm well past that.") if when else self._v("No, I'm well past that.")
        elif self._complaint_says("vaginal_bleeding") and not self._companion:
            # the bleeding she came with is where her periods stand: never "my last period was two weeks ago, and it was
            # normal" from a woman soaking pads for ten days (read of the 2026-12n runs)
            default = ("I'm bleeding now, that's why I'm here. Before this my periods were regular." if when
                       else "I don't think so, I'm bleeding now.")
        elif self._companion:
            default = self._fill("I'm not sure when {pos} last period was.") if when else "Not that I know of."
        else:
            # when the last period was, chosen once an episode, and every answer agrees with it
            last = self._fact("lmp_when", lambda rng: rng.choice(("about two weeks ago", "about three weeks ago", "a couple of weeks ago")))
            if when:
                default = f"My last period was {last}, and it was normal."
                if _CHANCE_ASKED.search(self._question):  # both halves answered (twenty-third read: the chance left unsaid)
                    default = f"My last period was {last}, and it was normal, so I don't think I could be pregnant."
            else:
                default = self._fact("lmp", lambda rng: rng.choice((
                    "No, I don't think so, my last period was normal.",
                    "No, my periods have been regular.",
                    "No, I don't think so.")))
        return self._sensitive("pregnancy", default)

    def _late_period(self) -> str | None:
        """The weeks since the last period, as said, when the case tells of a period weeks overdue
        (``clinical.presenting.late_period``): a possible pregnancy, never a confirmed one nor a normal period."""
        told = (*self._items, self._lay, *(self._brief.history.associated_symptoms or []))  # type: ignore[union-attr]
        for text in told:
            if (found := LATE_PERIOD.search(text)) and (said := found.group("ago")):
                return number_word(said) if said.isdigit() else said.lower()
        return None

    def _pregnancy_told(self) -> str | None:
        """The complaint's own words that say the patient is, or may be, pregnant ("My period is late and the test was
        positive"), as the patient says them; None when they say nothing of it."""
        for text in (*self._items, self._lay):
            if any(hit.concept == "pregnant" and not hit.negated for hit in detect(text)):
                return text
        return None

    def _a_contraception(self) -> Answer:
        """Contraception, from the medicines the case lists: never a private matter on its own."""
        meds = [m for m in self._brief.history.medications or [] if _CONTRACEPTIVE.search(m)]  # type: ignore[union-attr]
        if meds:
            return Answer("pregnancy", as_sentence(self._v("yes, I'm on ") + join_list([self._med(m) for m in meds])))
        told = self._pregnancy_told()
        if told:  # a late period or a positive test: said with the "no", never left as a hint that no pregnancy is possible
            none = self._fill("No, {s} isn't on anything") if self._companion else self._v("No, I'm not on anything")
            return Answer("pregnancy", as_sentence(f"{none}; {uncapitalised(bare(told))}"))
        if self._companion:
            return Answer("pregnancy", self._fill("I don't know what {s} uses, you'd have to ask {o}."))
        if self._brief.history.medications is None:  # type: ignore[union-attr]
            return Answer("pregnancy", "I'd have to think, I'm not sure I'm on anything for that at the moment.")
        none = "No, I'm not on any contraception at the moment."
        if self._brief.sensitive.get("pregnancy"):  # type: ignore[union-attr]
            # "my period is late and the test was positive": told with the "no" as trust allows, so that the "no"
            # is never taken for "so I can't be pregnant"; a guarded patient keeps to the plain "no"
            told = self._sensitive("pregnancy", none)
            if told.disclosure:
                return Answer("pregnancy", as_sentence(f"{bare(none)}; {uncapitalised(bare(told.primary))}"), disclosure=True)
            if self.persona.trust_in_healthcare != "low":
                # (bank 15, training) one who keeps a late period to itself but does not deny it (medium trust) is evasive
                # about contraception too: a bare "no" to "a coil or an implant?" reads as "so I can't be pregnant"
                return Answer("pregnancy", told.primary)
        return Answer("pregnancy", none)

    def _a_safety(self) -> Answer:
        """A bare "are you safe?": the private matter the case holds (thoughts of self-harm, someone
        hurting the patient) said or held back as trust has it, with a word on the other one; both
        when it holds both; and when it holds neither, a "yes" that covers both."""
        own = (bool(self._brief.sensitive.get("self_harm")) or self._complaint_asserts("self_harm")  # type: ignore[union-attr]
               or self._complaint_says("self_injury") or bool(self._own_story(frozenset({"self_injury"}))))
        others = bool(self._brief.sensitive.get("abuse"))  # type: ignore[union-attr]
        if own != others:
            held = self._a_self_harm() if own else self._a_abuse()
            if own:
                other = self._fill("Nobody's hurting {o}, though.") if self._companion else "Nobody else is hurting me, though."
            else:
                other = (self._fill("{S}'d never hurt ") + f"{self._p.reflexive}, though." if self._companion
                         else "I'm not going to hurt myself, though.")
            if held.primary.rstrip().endswith("?"):  # "Why do you ask about home?" stays a question
                return Answer("safety", held.primary, [other], disclosure=True)
            return Answer("safety", as_sentence(f"{bare(held.primary)}; {uncapitalised(other)}"), disclosure=held.disclosure)
        if own and others:
            first, second = self._a_self_harm(), self._a_abuse()
            return Answer("safety", as_sentence(f"{bare(first.primary)}; {uncapitalised(bare(second.primary))}"),
                          disclosure=first.disclosure or second.disclosure)
        if self._companion:
            return Answer("safety", self._fill("Yes, I think {s}'s safe; nobody's hurting {o}, and {s}'s never talked about hurting ")
                          + f"{self._p.reflexive}.")
        return Answer("safety", "Yes, I feel safe; nobody's hurting me, and I've no thoughts of hurting myself.")

    def _a_abuse(self) -> Answer:
        inverted = bool(INVERTED.search(self._question))
        mech = self._mechanism_sentence() if self._complaint_says("assault") else None
        if mech is None and self._complaint_says("assault"):  # a registration row's "assaulted by partner, choked"
            mech = next((self._v(self._clause_of_its_own(item)) for item in self._items
                         if re.search(r"assault|attack|beat|punch|kick|choked|strangl|hit\b", item, re.IGNORECASE)), None)
        # hurt by someone at home: asked "do you feel safe at home?", the answer is no (twelfth read: "Yes, I feel safe at
        # home, nobody's hurting me" from a woman choked by her partner)
        at_home = bool(mech and _HOUSEHOLD.search(mech))
        told = self._brief.safeguarding  # type: ignore[union-attr]
        # (a child's: an adult's story that "staff called the police" keeps the adult's own answer below, review of this round)
        child = self._brief.age is not None and self._brief.age < AGE_LIMITS.adult_from  # type: ignore[union-attr]
        if told and child or self._complaint_says("child_at_risk") or self._own_story(frozenset({"child_at_risk"})):
            # a child brought in for marks no one has explained: what the story tells of them, never "nobody's hurting him"
            # (before the 2026-12ar round, from the fortieth read)
            if told:
                return self._sensitive("abuse", as_sentence(self._sensitive_voice(told)))
            return self._sensitive("abuse", self._fill("I don't know how {s} got them; that's why {s}'s been brought in.")
                                   if self._companion else "I don't want to say how I got them.")
        if mech:  # hurt by someone: the answer is how, never "nobody's hurting me"
            if inverted and at_home:
                lead = self._fill("No, I don't think {s} is; ") if self._companion else "No, not really; "
            else:
                lead = "Yes, I feel safe at home, but " if inverted and not self._companion else "Yes, "
            default = as_sentence(lead + uncapitalised(bare(mech)))
        elif self._companion:
            default = (self._fill("Yes, {s}'s safe at home, nobody's hurting {o}.") if inverted
                       else self._fill("No, nobody's hurting {o}, {s}'s safe at home."))
        else:
            default = "Yes, I feel safe at home, nobody's hurting me." if inverted else "No, nobody's hurting me, I feel safe at home."
        return self._sensitive("abuse", default)
