"""Consistency: a pain score against the pain words beside it, and a yes/no fact against the case
and against what was said before.

The facts are the four a triage nurse acts on and a patient may be asked outright: pregnancy,
drink or drugs, self-harm and blood thinners. A denial contradicts the case when the chief
complaint asserts the fact (it is what the patient came in saying), when an earlier line of the
patient's side said it, or, for a blood thinner, when the case's medicines hold one (a blood
thinner is forgotten, never hidden: ``agents.disclosure``). A private fact the case keeps only in
``sensitive`` may be withheld by a guarded patient, so denying it is persona, not a defect.
"""

from __future__ import annotations

import re

from ..clinical.background import Field, background_of
from ..clinical.concepts import detect
from ..clinical.topics import asked_topics
from .defects import Defect, LineContext, sentences
from .vocabulary import (
    BEARABLE_PAIN_WORDS,
    MILD_PAIN_WORDS,
    NEGATED_BEFORE,
    NO_PAIN_WORDS,
    PAIN_SCORE,
    SEVERE_PAIN_WORDS,
)

__all__ = ["check_pain_contradiction", "check_case_contradiction", "POLARITY_TOPICS", "denies"]

_NUMBERS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}


def _score(text: str) -> tuple[int, str] | None:
    match = PAIN_SCORE.search(text)
    if match is None:
        return None
    value = match.group(1).lower()
    return (int(value) if value.isdigit() else _NUMBERS[value]), match.group(0)


def _said(pattern: re.Pattern[str], sentence: str) -> str | None:
    """The first match of ``pattern`` in ``sentence`` that no negation comes just before."""
    for match in pattern.finditer(sentence):
        if not NEGATED_BEFORE.search(sentence[: match.start()]):
            return match.group(0)
    return None


def check_pain_contradiction(context: LineContext) -> list[Defect]:
    """A pain score and pain words in one sentence that disagree ("Really bad, it's a 2 out of 10")."""
    if not context.line.from_patient_side:
        return []
    for sentence in sentences(context.text):
        found = _score(sentence)
        if found is None:
            continue
        score, said = found
        severe, mild = _said(SEVERE_PAIN_WORDS, sentence), _said(MILD_PAIN_WORDS, sentence)
        bearable, none = _said(BEARABLE_PAIN_WORDS, sentence), NO_PAIN_WORDS.search(sentence)
        clash = None
        if severe and score <= 3:
            clash = f'"{severe}" with {said}'
        elif mild and score >= 7:
            clash = f'"{mild}" with {said}'
        elif bearable and score >= 8:
            clash = f'"{bearable}" with {said}'
        elif none and score >= 3:
            clash = f'"{none.group(0)}" with {said}'
        if clash:
            return [context.defect("pain_contradiction",
                                   f"the pain words and the score disagree ({clash}); make the words fit the number", sentence)]
    return []


#: The facts a denial can contradict: topic of the classifier -> the concept that asserts it.
POLARITY_TOPICS: dict[str, tuple[str, ...]] = {
    "pregnancy": ("pregnant",),
    "substance": ("intoxication", "overdose"),
    "self_harm": ("suicidal",),
    "anticoagulants": ("anticoagulant",),
}
_FILLERS = re.compile(r"^(?:(?:um|uh|er|erm|well|oh|so|like|you know|honestly)[,\s—–-]+)+", re.IGNORECASE)
#: A reply that opens with a denial ("No", "Not that I know of", "I don't think so", "Nothing like that").
_DENIAL_OPENING = re.compile(
    r"^(?:no\b|nope\b|never\b|not really\b|not that i know of\b|i don'?t think so\b|i do not think so\b|"
    r"nothing like that\b|definitely not\b|of course not\b)",
    re.IGNORECASE,
)
#: A denial of one fact, said anywhere in a reply.
_DENIAL_OF: dict[str, re.Pattern[str]] = {
    "pregnancy": re.compile(
        r"\b(?:not|no chance (?:i'?m|i am|of being)|can'?t be|cannot be) pregnant\b|\bperiods? (?:have|has) been regular\b|"
        r"\blast period (?:was|is) normal\b|\bwell past that\b",
        re.IGNORECASE,
    ),
    "substance": re.compile(
        r"\bno (?:alcohol|drinks?|drugs)\b|\b(?:don'?t|do not|never) (?:drink|use drugs|take drugs|touch drugs)\b|"
        r"\bhaven'?t (?:had|taken) (?:anything|any (?:alcohol|drugs|drinks?))\b",
        re.IGNORECASE,
    ),
    "self_harm": re.compile(
        r"\bno(?:,)? (?:i'?m not|i am not|i have not|i haven'?t|never)\b.{0,20}\b(?:hurt|harm|kill|suicid)|"
        r"\bno thoughts of (?:hurting|harming|killing)\b|\bnot suicidal\b",
        re.IGNORECASE,
    ),
    "anticoagulants": re.compile(
        r"\bno blood[- ]?thinners?\b|\b(?:not|isn'?t|aren'?t|never been) on (?:any |a )?blood[- ]?thinners?\b|"
        r"\b(?:don'?t|doesn'?t|do not|does not) take (?:any |a )?blood[- ]?thinners?\b",
        re.IGNORECASE,
    ),
}


#: A reply about how a baby in the womb moves: a pregnancy's question answered, not one denied.
_THE_BABY_MOVING = re.compile(r"\bbaby'?s? (?:movements?|kicks|kicking|moving)\b|\bbaby (?:is |has been |'s been )?(?:moving|kicking)\b", re.IGNORECASE)


def denies(topic: str, reply: str, asked: frozenset[str]) -> str | None:
    """The words of ``reply`` that deny ``topic``, when it was the one fact of ``POLARITY_TOPICS`` asked about."""
    explicit = _DENIAL_OF[topic].search(reply)
    if explicit:
        return explicit.group(0)
    if asked & set(POLARITY_TOPICS) == {topic}:
        first = _FILLERS.sub("", sentences(reply)[0] if sentences(reply) else reply)
        opening = _DENIAL_OPENING.match(first)
        if opening and not (topic == "pregnancy" and _THE_BABY_MOVING.search(first)):
            return first.rstrip()  # "No, no change in the baby's movements" answers the baby's movements, never a pregnancy
    return None


def _asserted_before(context: LineContext, concepts: tuple[str, ...]) -> str | None:
    """An earlier line of the patient's side that says the fact, not negated."""
    for earlier in context.before:
        if earlier.from_patient_side and any(
            hit.concept in concepts and not hit.negated for hit in detect(earlier.text)
        ):
            return earlier.text
    return None


#: A self-harm question answered about the act, not the thoughts ("No, I haven't done anything yet").
_NO_ACT_YET = re.compile(r"\b(?:haven'?t|have not|hasn'?t|has not|not|never) (?:actually )?(?:done|tried|taken) anything\b", re.IGNORECASE)
#: "Nothing major", "I don't take anything regularly": a reply that says there is no background at all.
_NO_BACKGROUND = re.compile(r"(?P<conditions>\bnothing major\b|\b(?:usually|generally) (?:well|healthy)\b|"
                            r"\bno (?:medical |health )?(?:conditions|problems)\b)|"
                            r"(?P<medications>\b(?:don'?t|doesn'?t|do not|does not) take anything\b)", re.IGNORECASE)
#: "The nausea I mentioned": a back-reference, to be checked against what was said before.
_BACK_REFERENCE = re.compile(r"\b(?:the|my|his|her) ((?:\w+ ){0,3}\w+) (?:I|we) mentioned\b", re.IGNORECASE)


def _background_said(context: LineContext, field: Field) -> str | None:
    """A condition (``field`` past_medical_history) or regular medicine (medications) that the complaint,
    the case's prose or an earlier line of the patient's side states, as its words, unless this line
    says it too ("he's usually well; he's on ibuprofen" denies no medicine)."""
    truth = context.episode.ground_truth
    texts = [str(truth.get("chief_complaint") or ""), str(truth.get("narrative") or ""),
             *(line.text for line in context.before if line.from_patient_side)]
    said = [item for item in background_of(*texts).get(field) or []
            if item.lower() not in context.text.lower()]
    return said[0] if said else None


def _false_back_reference(context: LineContext) -> list[Defect]:
    """"The nausea I mentioned" when no earlier line of the patient's side said nausea."""
    earlier = " ".join(line.text for line in context.before if line.from_patient_side).lower()
    for match in _BACK_REFERENCE.finditer(context.text):
        # by its words, not its concept: "the nausea I mentioned" after "I've been vomiting" names what was not said
        words = [word[:4] for word in re.findall(r"[a-z]{4,}", match.group(1).lower())]
        if words and not any(word in earlier for word in words):
            return [context.defect("case_contradiction", f'this refers back to "{match.group(1)}", which was never said; '
                                   "say it plainly or leave it out", match.group(0))]
    return []


def check_case_contradiction(context: LineContext) -> list[Defect]:
    """A reply that denies pregnancy, drink or drugs, self-harm or a blood thinner the case or an earlier turn
    asserts; one that denies any background when the complaint or story names a condition; and a
    back-reference to something never said."""
    question = context.question
    if not context.line.from_patient_side or question is None:
        return []
    found = _false_back_reference(context)
    if found:
        return found
    asked = asked_topics(question.text)
    episode = context.episode
    if asked & {"history", "medications"} and (denial := _NO_BACKGROUND.search(context.text)):
        said = _background_said(context, "past_medical_history" if denial.group("conditions") else "medications")
        if said is not None:
            return [context.defect("case_contradiction", f'this denies any background, but the case says "{said}"; '
                                   "answer in line with it", denial.group(0))]
    for topic, concepts in POLARITY_TOPICS.items():
        if topic not in asked or (topic == "pregnancy" and _THE_BABY_MOVING.search(question.text)):
            continue  # "have you noticed the baby moving less?" "No, I don't think so": the baby's movements, answered
        denial = denies(topic, context.text, asked)
        if denial is None:
            continue
        if topic == "self_harm" and _NO_ACT_YET.search(denial):
            continue  # "No, I haven't done anything yet, but I've made a plan": no act, the thoughts told (2026-12ak, training)
        if any(concept in episode.complaint_concepts for concept in concepts):
            where = f'the chief complaint ("{episode.complaint}")'
        elif topic == "anticoagulants" and "anticoagulant" in episode.medication_concepts:
            where = "the case's medicines"
        elif (earlier := _asserted_before(context, concepts)) is not None:
            where = f'an earlier line ("{earlier[:80]}")'
        else:
            continue
        label = topic.replace("_", "-") if topic != "anticoagulants" else "blood thinners"
        return [context.defect(
            "case_contradiction", f"this denies {label}, which {where} says; answer in line with it", denial
        )]
    return []
