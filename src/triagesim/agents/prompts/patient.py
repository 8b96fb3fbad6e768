"""The LLM patient's prompt: its brief, its persona as concrete speaking rules, and what it may disclose."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...clinical.topics import TOPIC_PATTERNS, asked_topics, sensitive_keys
from ...core.observations import PatientBrief
from ...personas import PatientPersona

__all__ = ["patient_system_prompt", "patient_sentence_budget", "DISCLOSURE_THRESHOLD", "asks_about"]


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
