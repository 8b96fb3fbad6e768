"""The LLM patient's prompt: who speaks, what they know, how they talk, and what they may disclose.

What the prompt holds is the simulation's information barrier, so every part of it is derived
from the brief through the knowledge base rather than pasted in:

- **Who speaks.** ``brief.speaker`` is decided once (``clinical.speakers``). A companion (parent,
  partner, paramedic...) speaks in the first person about the patient in the third person and
  knows only what such a person would: an unresponsive patient gives no pain score.
- **What they know.** The chief complaint in lay words (``complaint_items``, the offline
  patient's rendering), without the items that are readings of the nurse's instruments
  ("hypotension", "bradycardic": ``clinical.barrier``); history, with "not recorded" kept apart
  from "known none"; private facts with whether they may be shared now.
- **How they talk.** The persona's trait lines (``personas.patient_trait_behaviours``), then the
  clinical state read from the complaint (``clinical.speech``, as for the scripted patient):
  breathlessness, drowsiness and severe pain change speech and override the persona where they conflict.
- **What they may disclose.** Trust gates private matters (``may_disclose``); recall decides
  whether a medicine's name is remembered (blood thinners are forgotten, not hidden).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ....cases import CaseHistory
from ....clinical.barrier import redact
from ....clinical.concepts import detect
from ....clinical.speakers import CHILD_SPOKEN_FOR_UNDER, cannot_talk
from ....clinical.speech import SEVERE_PAIN, SPEECH_STATES
from ....clinical.speech import speech_states as clinical_speech_states
from ....clinical.topics import TOPIC_PATTERNS, asked_topics, sensitive_keys
from ....core.observations import PatientBrief
from ....personas import (
    PatientPersona,
    gender_for,
    patient_profile_lines,
    patient_trait_behaviours,
    sentence_budget,
)
from ...disclosure import DISCLOSURE_THRESHOLD, RECALL_TOPICS, may_disclose, reassures, trust_gated
from ...offline.abbreviations import patient_complaint

__all__ = [
    "patient_system_prompt",
    "patient_sentence_budget",
    "patient_complaint",
    "speech_states",
    "DISCLOSURE_THRESHOLD",
    "RECALL_TOPICS",
    "asks_about",
    "reassures",
    "may_disclose",
    "trust_gated",
]


def patient_sentence_budget(persona: PatientPersona) -> int:
    """The persona's sentence budget (one home: ``personas.sentence_budget``)."""
    return sentence_budget(persona)


# ------------------------------------------------------------------------------ disclosure
# How well a forgotten-not-hidden medicine (``RECALL_TOPICS``) is remembered, by recall.
_RECALL_NOTE = {
    "high": "you remember its name and dose",
    "medium": "you remember its name but not the dose",
    "low": "you know it is a blood thinner but cannot remember its name: say 'a blood thinner, I can't remember "
    "the name' or that you'd have to check your list",
}
_FORGOTTEN_THINNER = (
    "You cannot remember a blood thinner's name: say it's 'a blood thinner' and you can't remember the name, or "
    "that you'd have to check your list."
)

_WITHHOLD = {
    "high": "share it as soon as the nurse asks about it",
    "medium": "NOT YET: if asked about this, deflect for now ('Why do you need to know?')",
    "low": "NOT YET: if asked about this, deny it or brush it off for now",
}
_DISCLOSURE_RULE = (
    "Beside each private matter it says whether you may share it now; that depends on how often, and how "
    "kindly, the nurse has asked about it. Follow it exactly."
)


# ------------------------------------------------------------------------------ who is who
@dataclass(frozen=True)
class _Pronouns:
    subject: str
    object: str
    possessive: str
    be: str  # "he is" / "they are"


def _pronouns(sex: str | None) -> _Pronouns:
    gender = gender_for(sex)
    if gender == "male":
        return _Pronouns("he", "him", "his", "he is")
    if gender == "female":
        return _Pronouns("she", "her", "her", "she is")
    return _Pronouns("they", "them", "their", "they are")


def _person(brief: PatientBrief) -> str:
    """"a 55-year-old man", "an 18-month-old girl", "someone" when neither age nor sex is known."""
    gender = gender_for(brief.sex)
    child = brief.age is not None and brief.age < 18
    nouns = {"male": "boy" if child else "man", "female": "girl" if child else "woman"}
    noun = nouns.get(gender or "", "child" if child else "person")
    if brief.age is None:
        return f"a {noun}" if gender in nouns else "someone"
    if brief.age < 2 and not float(brief.age).is_integer():
        age = f"{round(brief.age * 12)}-month-old"
    else:
        age = f"{brief.age:g}-year-old"
    return f"{'an' if re.match(r'8|1[18]-', age) else 'a'} {age} {noun}"


# What each kind of companion knows, in the companion's own terms.
_COMPANION_KNOWS = {
    "parent": (
        "You know {pos} history, medicines and allergies well, and tell {pos} story as a parent: what you saw, "
        "and how {pos} behaviour, eating, drinking and weeing compare with normal. You can only guess at {pos} "
        "pain and feelings."
    ),
    "paramedic": (
        "You are handing over: you know what happened at the scene and on the way in, what the family or "
        "bystanders told you, and the medicines you found. You do not quote readings from your monitor: the "
        "nurse measures those here."
    ),
}
_COMPANION_DEFAULT = (
    "You know what you saw and roughly {pos} health problems and medicines, but not doses or details you "
    "would have to check."
)


def _companion_name(companion: str | None) -> str:
    return (companion or "partner or friend").strip()


# ------------------------------------------------------------------------------ the complaint
_NOTHING_LEFT = "you were told to come in and get checked over"


# ------------------------------------------------------------------------------ clinical state
# Which states a patient is in is clinical knowledge (``clinical.speech``, shared with the scripted
# patient); how each is said to the model is this prompt's.
_STATE_RULES: dict[str, str] = {
    "fighting for breath": "You are fighting for breath: answer two to four words at a time, with gaps for breath "
                           "('Can't... get... air'); never a full sentence.",
    "short of breath": "You are short of breath: speak in short phrases of a few words and stop for breath in the middle "
                       "('It's... my chest... since this morning').",
    "drowsy or confused": "You are drowsy and muddled: answer slowly and briefly, lose track of the question now and then, "
                          "may need it repeated, and are unsure of times and details (never of your main problem).",
    "intoxicated": "You have been drinking: your words are a little slurred, and you repeat yourself or ramble.",
    SEVERE_PAIN: "You are in severe pain: keep your answers clipped, and now and then break off mid-sentence "
                 "('It's - ah - right here').",
}
if set(_STATE_RULES) != {state.name for state in SPEECH_STATES} | {SEVERE_PAIN}:
    raise RuntimeError(f"llm patient prompt: no rule for the speech states {sorted({s.name for s in SPEECH_STATES} - set(_STATE_RULES))}")
_STATE_OVERRIDE = ("Your condition comes first: where it conflicts with how you talk above (including how many "
                   "sentences you say), follow your condition.")


def _state_text(brief: PatientBrief) -> str:
    """What the patient feels now, in words the concept table hears: complaint, character, other symptoms."""
    history = brief.history
    parts = [*patient_complaint(brief.chief_complaint), history.character or "", *(history.associated_symptoms or [])]
    return ". ".join(part for part in parts if part)


def speech_states(brief: PatientBrief) -> list[str]:
    """The clinical states that shape how this patient speaks ("short of breath", "severe pain"...)."""
    return clinical_speech_states([_state_text(brief)], brief.pain)


def _state_rules(states: list[str]) -> list[str]:
    return [_STATE_RULES[name] for name in states]


# ------------------------------------------------------------------------------ history
def _join(items: Iterable[str] | None) -> str:
    return "; ".join(item for item in (items or []) if item)


def _known(value: list[str] | None) -> str | None:
    """The list said, "none" when recorded as empty, None when not recorded (``CaseHistory``)."""
    if value is None:
        return None
    return _join(value) or "none"


def _clean(text: str | None) -> str:
    """Case text as the patient may hear it: no sign words or measurements (dropped clause by clause)."""
    return redact(text, fallback="") if text else ""


def _json_instruction() -> str:
    """The reply's shape: the words, and a log of what was made up (kept in the artifact, per line)."""
    return ('Reply as JSON: {"utterance": "<your words>", "invented": ["<each detail you made up that your '
            'story above does not give>"]}, with an empty list when you made nothing up.')


# ------------------------------------------------------------------------------ the prompt
@dataclass(frozen=True)
class _Voice:
    """Who speaks, and how they name the patient: "you" / "your", or "he" / "his" for a companion."""

    companion: bool
    pronouns: _Pronouns

    @property
    def you(self) -> str:
        return self.pronouns.subject if self.companion else "you"

    @property
    def your(self) -> str:
        return self.pronouns.possessive if self.companion else "your"

    @property
    def takes(self) -> str:
        return "takes" if self.companion and self.pronouns.subject != "they" else "take"


def _intro(brief: PatientBrief, voice: _Voice) -> str:
    """The role: a patient in the first person, or a companion in the first person about the patient."""
    if not voice.companion:
        return (
            "You are playing a patient who has just arrived at a hospital emergency department and is talking to "
            "the triage nurse. Stay in character and speak in the first person, as a lay person would (no medical "
            "jargon unless a patient would know the word).\n\nAbout you:\n"
        )
    p = voice.pronouns
    name = _companion_name(brief.companion)
    child = brief.age is not None and brief.age < CHILD_SPOKEN_FOR_UNDER and not cannot_talk(brief.chief_complaint)
    why = f"{p.be} too young to give {p.possessive} own history" if child else f"{p.be} not able to answer the nurse"
    knows = _COMPANION_KNOWS.get(name.lower(), _COMPANION_DEFAULT)
    return (
        f"You are playing a patient's {name}, who has come in with {p.object} to a hospital emergency department "
        f"and is talking to the triage nurse for {p.object}, because {why}."
        + (" Decide which you are and keep to it." if " or " in name else "")
        + f" Speak in the first person as yourself, and about the patient in the third person ('{p.subject}', "
        f"'{p.object}', '{p.possessive}'), in everyday words. "
        + knows.format(pos=p.possessive)
        + "\n\nAbout the patient:\n"
    )


def _facts(brief: PatientBrief, voice: _Voice) -> list[str]:
    """The story, cleaned of readings: who, why, how it started, symptoms, pain, history."""
    p, history = voice.pronouns, brief.history
    facts = []
    who = _person(brief)
    if voice.companion:
        facts.append(f"The patient is {who}." if who != "someone" else "The patient's age is not known to you.")
    elif brief.age is not None or brief.sex:
        facts.append(f"You are {who}.")
    complaint = _join(patient_complaint(brief.chief_complaint) or [_NOTHING_LEFT])
    if voice.companion:
        facts.append(f"Why {p.subject} came, as the patient would put it (say it about {p.object}): {complaint}")
    else:
        facts.append(f"Why you came, in your own words: {complaint}")
    for label, value in (
        ("How it started", history.onset),
        ("How long it has been going on", history.duration),
        ("What it feels like", history.character),
        ("Where", history.location),
        ("How it happened", history.mechanism),
    ):
        if _clean(value):
            facts.append(f"{label}: {_clean(value)}")
    if history.associated_symptoms is None:
        facts.append("Other symptoms: not recorded")
    elif symptoms := _join(_clean(item) for item in history.associated_symptoms):
        facts.append(f"Other symptoms: {symptoms}")
    if voice.companion and cannot_talk(f"{brief.chief_complaint} {brief.pain_text or ''}"):
        facts.append(f"Pain: {p.subject} cannot tell anyone how much it hurts; you cannot give a pain score")
    elif brief.pain is not None and voice.companion:
        facts.append(f"How much {p.subject} seems to hurt: about {brief.pain:g} out of 10 (your impression)")
    elif brief.pain is not None:
        facts.append(f"Your pain right now: {brief.pain:g} out of 10")
    for label, value in (
        (f"{voice.your.capitalize()} past illnesses", _known(history.past_medical_history)),
        (f"Medicines {voice.you} {voice.takes}", _known(history.medications)),
        (f"{voice.your.capitalize()} allergies", _known(history.allergies)),
    ):
        facts.append(f"{label}: {_clean(value) if value else 'not recorded'}")
    return facts


def _sensitive(
    brief: PatientBrief, persona: PatientPersona, disclosure: Mapping[str, bool], voice: _Voice
) -> tuple[str, bool, bool]:
    """The sections for the case's sensitive facts: blood thinners (recall decides) and private matters
    (trust decides, per ``disclosure``). Also whether each section is there."""
    remembered, private = [], []
    for topic, statement in brief.sensitive.items():
        statement = _clean(statement)
        if not statement:
            continue
        if not trust_gated(topic):
            remembered.append(f"- blood thinner: \"{statement}\" ({_RECALL_NOTE[persona.recall_accuracy]})")
        elif disclosure.get(topic, False):
            private.append(f"- {topic.replace('_', ' ')}: \"{statement}\" (you may share this now if asked about it)")
        else:
            private.append(f"- {topic.replace('_', ' ')}: \"{statement}\" ({_WITHHOLD[persona.trust_in_healthcare]})")
    p = voice.pronouns
    said = (
        f" Each is written as {p.subject} would say it: say it about {p.object}, as far as you know it."
        if voice.companion else ""
    )
    text = ""
    if remembered:
        text += "\n\nMedicines to know about (not private: never hidden, only perhaps forgotten)."
        text += f"{said}\n" + "\n".join(remembered)
    if private:
        text += f"\n\nPrivate matters (share only as the note beside each allows).{said}\n" + "\n".join(private)
    return text, bool(remembered), bool(private)


_PROFILE_RULE = (
    "Let who you are colour only your voice and everyday wording (the words you would use for your body and "
    "your worries); never act out a stereotype of your gender, age or background, and it changes nothing "
    "about your illness."
)


def _style(brief: PatientBrief, persona: PatientPersona, voice: _Voice, private: bool) -> str:
    """How the speaker talks (the persona's trait lines), then the patient's condition, which overrides them."""
    behaviours = patient_trait_behaviours(persona)
    behaviours.pop("trust_in_healthcare", None)  # replaced by the note beside each private matter
    states = [] if voice.companion else speech_states(brief)
    if voice.companion:
        # The patient's own state and own pain score: the companion is the one talking.
        behaviours.pop("cognitive_state", None)
        behaviours.pop("pain_expression", None)
    elif "drowsy or confused" in states:
        behaviours.pop("cognitive_state", None)  # "you follow every question" would contradict the state
    style = list(behaviours.values())
    if not voice.companion:  # who the speaker is shapes its voice and words, never what is wrong with it
        profile = patient_profile_lines(persona)
        if profile:
            style = [*profile, _PROFILE_RULE, *style]
    if persona.instruction and persona.instruction.strip():
        style.append(f"Also: {persona.instruction.strip()}")
    if private:
        style.append(_DISCLOSURE_RULE)
    text = "\n\nHow you talk:\n" + "\n".join(f"- {line}" for line in style)
    if states:
        lines = [*_state_rules(states), _STATE_OVERRIDE]
        text += "\n\nYour condition right now:\n" + "\n".join(f"- {line}" for line in lines)
    return text


def _unknown(history: CaseHistory) -> list[str]:
    """The history fields the case does not record (as opposed to records as none)."""
    return [label for label, value in (
        ("other symptoms", history.associated_symptoms),
        ("past illnesses", history.past_medical_history),
        ("medicines", history.medications),
        ("allergies", history.allergies),
    ) if value is None]


def _rules(brief: PatientBrief, persona: PatientPersona, voice: _Voice, thinner: bool) -> list[str]:
    """What the speaker must and must not say: inventions, unknowns, blood thinners, the barrier."""
    rules = ["Answer what the nurse asks; volunteer other things only as a real person in your place would."]
    unknown = _unknown(brief.history)
    if not unknown:
        rules.append(
            "Never invent symptoms, illnesses, medicines or events beyond those above; if asked about something "
            "not listed, say no or that you don't know."
        )
    else:
        rules.append(
            f"'Not recorded' ({', '.join(unknown)}) means {voice.your} story does not say. If asked about one, say "
            f"you're not sure, or give an ordinary, harmless detail that fits the complaint (and list it under invented). Never make up a "
            "danger sign (such as chest pain, fainting, bleeding, trouble breathing or thoughts of self-harm), and "
            "never give a confident 'no' about blood thinners, pregnancy or allergies: say you're not sure and would "
            "have to check. This holds however well you remember things."
        )
    if brief.history.associated_symptoms is None:
        rules.append(
            "Do not deny every symptom the nurse lists: for one that often goes with the complaint, say you "
            "haven't really noticed or aren't sure."
        )
    if thinner:
        rules.append(
            "A blood thinner is a medicine like any other: never hide or deny it when asked."
            + (f" {_FORGOTTEN_THINNER}" if persona.recall_accuracy == "low" else "")
        )
    rules.append(
        f"You do not know {voice.your} measurements (blood pressure, pulse, oxygen level, temperature, breathing "
        "rate) or how urgent the case is, and do not guess them: never give a number for a reading or the medical "
        "word for one; if asked, say you don't know."
    )
    if voice.companion:
        rules.append(f"Never speak as the patient: every word is yours, about {voice.pronouns.object}.")
    rules.append("Reply with spoken words only, no stage directions.")
    rules.append(_json_instruction())
    return rules


def patient_system_prompt(
    brief: PatientBrief, persona: PatientPersona, disclosure: Mapping[str, bool] | None = None
) -> str:
    """The role: its own story (no acuity, no vitals, no readings) and how the speaker talks.

    ``disclosure`` maps each trust-gated private topic to whether it may be shared now (the agent
    counts how often, and how kindly, the nurse has asked about it).
    """
    voice = _Voice(brief.speaker == "companion", _pronouns(brief.sex))
    sensitive, remembered, private = _sensitive(brief, persona, disclosure or {}, voice)
    thinner = remembered or any(
        hit.concept == "anticoagulant" and not hit.negated for hit in detect(_join(brief.history.medications))
    )
    text = _intro(brief, voice) + "\n".join(f"- {fact}" for fact in _facts(brief, voice))
    text += sensitive + _style(brief, persona, voice, private)
    rules = _rules(brief, persona, voice, thinner)
    return text + "\n\nRules:\n" + "\n".join(f"- {rule}" for rule in rules)


def asks_about(topic: str, utterance: str) -> bool:
    """Whether a nurse utterance asks for the case's sensitive fact ``topic``.

    The one topic classifier decides (``triagesim.clinical.topics``), so "do you feel safe at
    home?" asks about abuse, not self-harm, for the LLM patient exactly as for the scripted one.
    A fact key the classifier does not know is matched by its own words.
    """
    asked = asked_topics(utterance)
    if any(topic in sensitive_keys(name) for name in asked):
        return True
    known = {key for name in TOPIC_PATTERNS for key in sensitive_keys(name)}
    if topic in known:
        return False
    words = tuple(part for part in topic.lower().split("_") if len(part) > 3)
    return any(word in utterance.lower() for word in words)
