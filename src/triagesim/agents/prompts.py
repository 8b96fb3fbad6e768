"""Prompt texts of the LLM agents (nurse, patient, belief extractor), written for TriageSim.

The clinical content paraphrases ``clinical-reference.md`` (ESI decision points, ATS
category descriptors, the canonical red-flag vocabulary). Persona traits are turned into
concrete, checkable instructions ("at most 2 sentences") because vague adjectives ("be
terse") are followed inconsistently by small models.

Everything here is a pure function of its inputs, so the same episode state always gives the
same prompt text, which is what makes the record/replay cache hit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..clinical.red_flags import RED_FLAG_VOCABULARY
from ..clinical.topics import TOPIC_PATTERNS, asked_topics, sensitive_keys
from ..clinical.vitals import THRESHOLDS, danger_zone_text
from ..core.observations import PatientBrief
from ..core.outputs import DECISIONS
from ..personas import NursePersona, PatientPersona

__all__ = [
    "RED_FLAG_VOCABULARY",
    "ESI_RULES",
    "ATS_RULES",
    "nurse_system_prompt",
    "nurse_state_prompt",
    "nurse_opening",
    "patient_system_prompt",
    "patient_sentence_budget",
    "EXTRACTOR_SYSTEM",
    "extractor_user_prompt",
    "leaks_triage_level",
    "asks_about",
]

# ---------------------------------------------------------------------------------------
# Shared clinical content


ESI_RULES = """\
Scale: Emergency Severity Index (ESI), level 1 (most urgent) to 5 (least urgent). Go through the
decision points in order and stop at the first that applies.

A. Does the patient need a life-saving intervention right now? Airway or breathing support
   (bag-valve-mask, intubation, emergency non-invasive ventilation), defibrillation, cardioversion
   or pacing, major fluid or blood resuscitation, control of major bleeding, emergency drugs such as
   naloxone, dextrose or vasopressors. Typical pictures: cardiac or respiratory arrest, unresponsive,
   severe respiratory distress, SpO2 below 90 %, shock (SBP below about 80-90 with signs of poor
   perfusion), anaphylaxis with compromise, a seizure that is still going on. If yes: ESI 1.
B. Should this patient not wait? A high-risk situation (possible acute coronary syndrome, stroke
   symptoms, suicidal or homicidal thoughts, head injury while on blood thinners, possible ectopic
   pregnancy, GI bleeding with dizziness, signs of sepsis, an older patient with severe abdominal
   pain, possible testicular torsion, and similar); new confusion, lethargy or disorientation; or
   severe pain or distress (usually 7/10 or more on your assessment). If yes: ESI 2.
C. How many different kinds of resources will the emergency department probably use?
   Resources: laboratory tests (blood, urine), ECG, plain X-ray, CT / MRI / ultrasound /
   angiography, IV fluids, IV / IM / nebulised medication, a specialty consultation, a simple
   procedure such as laceration repair or a urinary catheter (counts as one), a complex procedure
   such as procedural sedation (counts as two). Not resources: history and examination,
   point-of-care tests, a saline lock, oral medication, a tetanus shot, a prescription refill,
   a phone call to the GP, simple wound care, crutches, a splint or a sling.
   None: ESI 5. One: ESI 4. Two or more: go to D.
D. With two or more resources the level is ESI 3, but consider ESI 2 when a vital sign is in the
   danger zone for the age: """ + danger_zone_text() + f""". Any infant under 28 days with a
   temperature of {THRESHOLDS["temp_fever_from"]:g} °F or more is ESI 2.

Temperatures are in °F. Vital signs you have not measured are unknown, not normal."""

ATS_RULES = """\
Scale: Australasian Triage Scale (ATS), category 1 (most urgent) to 5 (least urgent). Choose the
most urgent category whose descriptors fit; the category sets the longest safe wait.

1 Immediate (seen at once): cardiac or respiratory arrest; immediate risk to the airway;
  RR < 10; extreme respiratory distress; SBP < 80 in an adult or severe shock; unresponsive or
  GCS < 9; seizure still going on; violent behaviour with an immediate threat.
2 Emergency (within 10 minutes): airway risk with stridor; severe respiratory distress;
  circulatory compromise (HR < 50 or > 150, low blood pressure with effects, severe blood loss);
  chest pain that is likely cardiac; very severe pain; drowsy (GCS < 13); sudden weakness or loss of
  speech (stroke signs); fever with lethargy; major or high-risk trauma; risk of harm to self or
  others with an immediate threat.
3 Urgent (within 30 minutes): severe hypertension; moderate blood loss; moderate shortness of
  breath; SpO2 90-95 %; a seizure that has stopped, now alert; persistent vomiting or dehydration;
  head injury with a brief loss of consciousness, now alert; moderately severe pain; moderate limb
  injury; distressed or at risk of self-harm.
4 Semi-urgent (within 60 minutes): mild bleeding; minor head injury without loss of
  consciousness; moderate pain with some risk features; vomiting or diarrhoea without dehydration;
  eye inflammation or a foreign body with normal vision; minor limb trauma (sprain, possible
  fracture, a laceration needing care) with normal vital signs.
5 Non-urgent (within 120 minutes): minimal pain with no high-risk features; minor symptoms of a
  stable, low-risk illness; minor wounds; scheduled reviews, dressings, prescriptions or
  immunisation only.

Red flags that cut across categories: environmental (violence, infection risk, mass casualty),
physiological (airway, breathing, circulation, consciousness, severe pain) and historical
(high-risk mechanism or history, coming back again, extremes of age, cognitive or communication
impairment, risk of harm).

Temperatures are in °F. Vital signs you have not measured are unknown, not normal."""

# ---------------------------------------------------------------------------------------
# Nurse

_EXPERIENCE = {
    "novice": "You are newly qualified: work through the decision rules step by step and cover each basic question.",
    "intermediate": "You have a few years of triage experience.",
    "expert": "You are a very experienced triage nurse: ask the questions that change the level first and skip the rest.",
}
_RISK = {
    "cautious": "When torn between two levels, choose the more urgent one.",
    "balanced": "Choose the level the evidence supports; do not over- or under-triage.",
    "permissive": "Do not raise the urgency without evidence; when the evidence for urgency is weak, choose the less urgent level.",
}
_ADHERENCE = {
    "strict": "Apply the decision rules exactly as written.",
    "moderate": "Apply the decision rules, using clinical judgement where they do not fit the case.",
    "flexible": "Use the decision rules as guidance; your clinical gestalt may override them, and then say why.",
}
_STYLE = {
    "warm": "Speak warmly, use the patient's words back to them and reassure them.",
    "neutral": "Speak in a calm, professional tone.",
    "direct": "Be brief and to the point; no small talk.",
}
_NURSE_LENGTH = {
    "terse": "Each thing you say to the patient is one short sentence.",
    "normal": "Each thing you say to the patient is one or two sentences.",
    "verbose": "Each thing you say to the patient may be up to four sentences, explaining why you ask.",
}
_EXPRESSION = {
    "reserved": "Keep your own feelings out of your words.",
    "moderate": "Show ordinary concern where it fits.",
    "expressive": "Show your concern and empathy openly.",
}

_STEP_FORMAT = """\
Each reply of yours is one JSON object that covers one whole step of the interview, with
these fields in this order:
- explanation: your reasoning FIRST: what you know so far (the patient's words, the vitals you
  measured), which decision point or category applies, and what you still need to find out.
- vital: a vital sign to measure now, or null. It is measured before you speak and you see its
  value at your next step. At most one vital per patient reply; choose only from the vitals
  you may check now.
- red_flags: red flags that the evidence now supports and that are not logged yet, using only
  the exact lowercase names from the vocabulary; they are logged now. [] if none.
- decision: "utterance" = say your next question (this hands the turn to the patient);
  "end" = finish triage with your final level. Ending together with a vital measures it first;
  you then see its value and give your final level (no more questions).
- utterance: your words to the patient: the next question, or short closing words when you end.
- triage: your current level (1-5) given everything so far.
- confidence: how sure you are of that level, from 0 to 1.

Be efficient: the usual reply is your next question, plus a vital to measure and any new red
flags, all in the same reply."""

_CONDUCT = """\
How you work:
- You know only what the patient tells you and the vital signs you measure. Never assume a
  finding you have not been told or measured.
- Ask one clear question at a time, in plain words a patient understands.
- Never tell the patient a triage level, category or score, and never mention ESI, ATS or
  "triage level" to them; the level is only for the "triage" field.
- Do not give a diagnosis or treatment advice; you may say they will be seen and looked after.
- End as soon as you are confident of the level, and always end in the closing phase (when no
  questions are left)."""


def _vocabulary_text() -> str:
    return "\n".join(f"- {name}: {meaning}" for name, meaning in RED_FLAG_VOCABULARY.items())


def nurse_system_prompt(persona: NursePersona, algorithm: str, *, llm_opening: bool = False) -> str:
    """The nurse's standing instructions: identity, persona, the scale's rules, vocabulary, format."""
    scale = "Emergency Severity Index (ESI)" if algorithm == "esi" else "Australasian Triage Scale (ATS)"
    rules = ESI_RULES if algorithm == "esi" else ATS_RULES
    persona_lines = [
        _EXPERIENCE[persona.experience_level],
        _RISK[persona.risk_tolerance],
        _ADHERENCE[persona.guideline_adherence],
        _STYLE[persona.communication_style],
        _NURSE_LENGTH[persona.verbosity],
        _EXPRESSION[persona.emotional_expression],
    ]
    if persona.instruction:
        persona_lines.append(f"Also: {persona.instruction.strip()}")
    opening = (
        f"\n- Your first words to the patient introduce you by name ({persona.name}) and ask what brought them in."
        if llm_opening
        else ""
    )
    return (
        f"You are {persona.name}, a triage nurse in a hospital emergency department. A patient has just "
        f"arrived and you are interviewing them to assign a triage level on the {scale}.\n\n"
        "Your manner:\n" + "\n".join(f"- {line}" for line in persona_lines) + "\n\n"
        f"{rules}\n\n"
        "Red-flag vocabulary (log a flag only when the patient's words or a measured vital support it; "
        "use these exact lowercase names):\n"
        f"{_vocabulary_text()}\n\n"
        f"{_CONDUCT}{opening}\n\n"
        f"{_STEP_FORMAT}"
    )


def nurse_opening(persona: NursePersona) -> str:
    """The scripted first line: an introduction by name and an open question.

    The first phase has no information to reason about, so it costs no LLM call; the words
    still follow the persona's style.
    """
    first = persona.name.split()[0] if persona.name.strip() else "the triage nurse"
    if persona.communication_style == "warm":
        return (
            f"Hello, I'm {first}, one of the triage nurses. I'm going to ask you a few questions so we can "
            "look after you. What's brought you in today?"
        )
    if persona.communication_style == "direct":
        return f"I'm {first}, the triage nurse. What's the main problem today?"
    return f"Hello, I'm {first}, the triage nurse. What brings you in today?"


def _format_value(value: Any) -> str:
    if value is None:
        return "not available"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def nurse_state_prompt(
    *,
    algorithm: str,
    turn: int,
    max_turns: int,
    questions_left: int,
    closing: bool,
    transcript: Iterable[str],
    beliefs: Mapping[str, list[str]],
    vitals: Mapping[str, Any],
    red_flags_logged: Iterable[str],
    allowed_actions: Iterable[str],
    allowed_vitals: Iterable[str],
    all_vitals: Iterable[str],
    refusal: str | None,
) -> str:
    """The situation before one step: everything the nurse may use, rebuilt from its own record."""
    lines = [
        f"Scale: {'ESI' if algorithm == 'esi' else 'ATS'}. Turn {turn} of {max_turns}; questions left: {questions_left}.",
    ]
    if closing:
        lines.append(
            "The interview is over (no questions left): you may measure one more vital sign and log red "
            "flags, then you must end with your final level."
        )
    lines.append("")
    lines.append("Conversation so far:")
    transcript = list(transcript)
    lines.extend(transcript or ["(nothing yet)"])
    noted = [f"- {slot}: {'; '.join(values)}" for slot, values in beliefs.items() if values]
    if noted:
        lines += ["", "Noted from the patient's words:", *noted]
    measured = [f"{name} {_format_value(vitals[name])}" for name in all_vitals if name in vitals]
    missing = [name for name in all_vitals if name not in vitals]
    lines += [
        "",
        f"Vital signs measured: {', '.join(measured) if measured else 'none yet'}"
        + (f"; not measured: {', '.join(missing)}." if missing else "."),
        f"Red flags logged: {', '.join(red_flags_logged) or 'none'}.",
        f"Decisions allowed now: {', '.join(d for d in DECISIONS if d in allowed_actions)}.",
        f"Vitals you may check now: {', '.join(allowed_vitals) or 'none'}.",
        f"Red flags can be logged now: {'yes' if 'log_red_flag' in allowed_actions else 'no (already logged)'}.",
    ]
    if refusal:
        lines += ["", f"Your last step was REFUSED: {refusal}. Choose differently this time."]
    lines += ["", "Decide your next step."]
    return "\n".join(lines)


_LEAK = re.compile(
    r"\b(?:esi|ats)\b|\btriage\s+(?:level|category|score|scale)\b|\bcategory\s*(?:[1-5]|one|two|three|four|five)\b|"
    r"\b(?:level|priority)\s*[1-5]\b",
    re.IGNORECASE,
)


def leaks_triage_level(text: str | None) -> bool:
    """True when words to the patient name the scale or a level ("ESI", "triage level", "category 2")."""
    return bool(text) and _LEAK.search(text) is not None


# ---------------------------------------------------------------------------------------
# Patient

_SENTENCES = {"terse": 1, "normal": 2, "verbose": 4}


def patient_sentence_budget(persona: PatientPersona) -> int:
    return _SENTENCES[persona.verbosity]


def _disfluency(rate: float) -> str:
    if rate <= 0.02:
        return "Speak fluently, without fillers."
    percent = round(rate * 100)
    if rate < 0.15:
        return f"Now and then (about {percent}% of sentences) use a filler such as 'um' or 'uh'."
    if rate < 0.35:
        return (
            f"In about {percent}% of sentences use fillers ('um', 'uh', 'you know') or restart a sentence "
            "('It was - I mean, it started ...')."
        )
    return (
        f"You hesitate a lot: in about {percent}% of sentences use fillers, repeat words or break off and "
        "restart ('I - I was, um, sitting down when ...')."
    )


_RECALL = {
    "high": "You remember times, order of events and medicine names well.",
    "medium": "You give approximate times ('a couple of days', 'sometime yesterday') and may not remember exact medicine doses.",
    "low": "You are vague about times and the order of events, and unsure of medicine names ('the little white pill for my heart').",
}
_LANGUAGE = {
    "native": "Speak naturally, like a native speaker.",
    "fluent": "Speak fluently, with an occasional non-native turn of phrase.",
    "intermediate": "Use simple grammar and short sentences, sometimes the wrong word; ask the nurse to repeat a long or hard question.",
    "limited": "Use very simple words and broken grammar (mostly present tense); you may misunderstand long questions and answer only part of them.",
}
_PAIN = {
    "minimizing": "You play your pain down: say 'it's not that bad' and give a number two or three points lower than you feel.",
    "accurate": "Describe your pain as it is.",
    "amplifying": "You dramatise your pain: call it the worst ever and give a higher number than you feel.",
}
_EMOTION = {
    "calm": "You are calm.",
    "anxious": "You are worried and now and then ask for reassurance ('Is this serious?').",
    "distressed": "You are very upset and frightened; you keep asking whether you will be all right and may not answer fully at first.",
}
_COGNITION = {
    "alert": "You are alert and follow the questions.",
    "distracted": "You are easily distracted and sometimes answer a slightly different question than the one asked.",
    "confused": "You are confused: muddled about time and details, and may contradict yourself on small points (never about your main problem).",
}
_TRUST = {
    "high": "You trust the staff: share private matters as soon as the nurse asks about them.",
    "medium": "You are a little guarded: share a private matter only when the nurse asks about it a second time.",
    "low": "You distrust hospitals: deny or deflect private matters the first time; share them reluctantly and briefly only when asked a second time.",
}
DISCLOSURE_THRESHOLD = {"high": 1, "medium": 2, "low": 2}


def _drift(rate: float) -> str:
    if rate < 0.1:
        return "Stay on topic."
    if rate < 0.3:
        return "Once in a while drift to something unrelated (family, work, the wait) before coming back to the question."
    return "You often drift to unrelated topics (family, work, what happened on the way in) and need bringing back."


def _join(items: Iterable[str] | None) -> str:
    items = [item for item in (items or []) if item]
    return "; ".join(items)


def patient_system_prompt(
    brief: PatientBrief, persona: PatientPersona, disclosure: Mapping[str, bool] | None = None
) -> str:
    """The patient's role: its own story (no acuity, no vitals) and how the persona talks.

    ``disclosure`` maps each sensitive topic to whether it may be shared now (the agent counts
    how often the nurse has asked about it).
    """
    disclosure = disclosure or {}
    history = brief.history
    facts = []
    who = ", ".join(part for part in (f"{brief.age} years old" if brief.age is not None else "", brief.sex or "") if part)
    if who:
        facts.append(f"You are {who}.")
    facts.append(
        f"Why you came (the clinic's shorthand; say it in your own everyday words): {brief.chief_complaint}"
    )
    for label, value in (
        ("How it started", history.onset),
        ("How long it has been going on", history.duration),
        ("What it feels like", history.character),
        ("Where", history.location),
        ("How it happened", history.mechanism),
    ):
        if value:
            facts.append(f"{label}: {value}")
    if history.associated_symptoms:
        facts.append(f"Other symptoms: {_join(history.associated_symptoms)}")
    if brief.pain is not None or brief.pain_text:
        pain = f"{brief.pain:g} out of 10" if brief.pain is not None else ""
        text = f"{pain} ({brief.pain_text})" if pain and brief.pain_text else (pain or str(brief.pain_text))
        facts.append(f"Your pain right now: {text}")
    facts.append(f"Past illnesses: {_join(history.past_medical_history) or 'none you know of'}")
    facts.append(f"Medicines you take: {_join(history.medications) or 'none'}")
    if history.allergies is None:
        facts.append("Allergies: you are not sure")
    else:
        facts.append(f"Allergies: {_join(history.allergies) or 'none you know of'}")

    private = []
    for topic, statement in brief.sensitive.items():
        if disclosure.get(topic, False):
            private.append(f"- {topic.replace('_', ' ')}: \"{statement}\" (you may share this now if asked about it)")
        else:
            private.append(
                f"- {topic.replace('_', ' ')}: \"{statement}\" (NOT YET: if asked about this, deny or deflect for now)"
            )

    budget = patient_sentence_budget(persona)
    style = [
        f"Answer in at most {budget} sentence{'s' if budget > 1 else ''}.",
        _disfluency(persona.disfluency_rate),
        _LANGUAGE[persona.language_proficiency],
        _RECALL[persona.recall_accuracy],
        _PAIN[persona.pain_expression],
        _EMOTION[persona.emotion_regulation],
        _COGNITION[persona.cognitive_state],
        _drift(persona.topic_drift),
    ]
    if brief.sensitive:
        style.append(_TRUST[persona.trust_in_healthcare])
    if persona.instruction:
        style.append(f"Also: {persona.instruction.strip()}")

    text = (
        "You are playing a patient who has just arrived at a hospital emergency department and is "
        "talking to the triage nurse. Stay in character and speak in the first person, as a lay "
        "person would (no medical jargon unless a patient would know the word).\n\n"
        "About you:\n" + "\n".join(f"- {fact}" for fact in facts)
    )
    if private:
        text += "\n\nPrivate matters (share only as the disclosure rule below allows):\n" + "\n".join(private)
    text += (
        "\n\nHow you talk:\n"
        + "\n".join(f"- {line}" for line in style)
        + "\n\nRules:\n"
        "- Answer what the nurse asks; volunteer other things only as a real patient would.\n"
        "- Never invent symptoms, illnesses, medicines or events beyond those above; if asked about "
        "something not listed, say you don't have it or don't know.\n"
        "- You do not know your own measurements or how urgent your case is, and you do not guess them.\n"
        "- Reply with your spoken words only, no stage directions.\n"
        'Reply as JSON: {"utterance": "<your words>"}.'
    )
    return text


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


# ---------------------------------------------------------------------------------------
# Belief extraction

EXTRACTOR_SYSTEM = (
    "You take notes for a triage nurse. From ONE patient reply, extract what the patient said into "
    "these slots:\n"
    "- chief_complaint: the main problem, in a few words.\n"
    "- pain_location: where it hurts.\n"
    "- pain_severity: a number from 0 to 10 when the patient gives one (write just the number), "
    "otherwise their words ('severe', 'mild').\n"
    "- duration: how long, or since when.\n"
    "- associated_symptoms: other symptoms, one item per symptom.\n"
    "- red_flags: only names from this vocabulary, and only when the reply clearly supports one: "
    + ", ".join(RED_FLAG_VOCABULARY)
    + ".\n"
    "- medical_history: past or ongoing conditions, one item each.\n"
    "- medications: medicines taken, one item each.\n"
    "- allergies: each allergy, or 'none' when the patient says they have none.\n\n"
    "Rules: use only this reply (the nurse's question is there to make sense of short answers such as "
    "'yes' or 'two days'); one item per value; 'evidence' is the exact words copied from the reply; "
    "'certainty' from 0 to 1, lower when the patient is vague or hedges; when nothing fits, return "
    'an empty list: {"items": []}.'
)


def extractor_user_prompt(question: str, reply: str) -> str:
    return f"Nurse's question: {question or '(none)'}\nPatient's reply: {reply}"
