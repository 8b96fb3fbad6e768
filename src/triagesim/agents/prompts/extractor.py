"""The belief extractor's prompt: one patient reply into the belief slots, with evidence quotes."""

from __future__ import annotations

from ...clinical.red_flags import RED_FLAG_VOCABULARY

__all__ = ["EXTRACTOR_SYSTEM", "extractor_user_prompt"]


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
