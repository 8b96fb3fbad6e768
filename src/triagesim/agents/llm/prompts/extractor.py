"""The belief extractor's prompt: one patient reply into the belief slots, with evidence quotes.

Each item says whether the patient has the thing (``polarity``): a denial is recorded as
``absent`` rather than dropped or, worse, read as the symptom itself, and a denied or doubtful
red flag is never a red flag (``SlotEvidence`` enforces the last rule whatever the model writes).
"""

from __future__ import annotations

from ....clinical.red_flags import RED_FLAG_VOCABULARY

__all__ = ["EXTRACTOR_SYSTEM", "extractor_user_prompt"]


EXTRACTOR_SYSTEM = (
    "You take notes for a triage nurse. From ONE patient reply, extract what the patient said into "
    "these slots:\n"
    "- chief_complaint: the main problem, in a few words.\n"
    "- pain_location: where it hurts.\n"
    "- pain_severity: a number from 0 to 10 when the patient gives one (write just the number), "
    "otherwise their words ('severe', 'mild').\n"
    "- duration: how long, or since when.\n"
    "- associated_symptoms: other symptoms, one item per symptom, including the ones the patient denies.\n"
    "- red_flags: only names from this vocabulary, and only when the reply clearly says the patient HAS it: "
    + ", ".join(RED_FLAG_VOCABULARY)
    + ".\n"
    "- medical_history: past or ongoing conditions, one item each.\n"
    "- medications: medicines taken, one item each.\n"
    "- allergies: each allergy, or 'none' (polarity present) when the patient says they have none.\n\n"
    "Each item has a polarity:\n"
    "- present: the patient has it or had it ('my chest hurts', 'I threw up twice').\n"
    "- absent: the patient denies it ('no', 'not', 'never', 'denies', 'without', 'haven't had'). Write the "
    "thing denied as the value: 'No chest pain' -> slot associated_symptoms, value 'chest pain', polarity "
    "absent; 'I never had diabetes' -> slot medical_history, value 'diabetes', polarity absent.\n"
    "- uncertain: the patient hedges or does not know ('maybe a bit of a fever', 'I might have passed out', "
    "'I'm not sure if I hit my head').\n"
    "NEVER put a denied or uncertain item in red_flags: it goes in associated_symptoms with polarity absent "
    "or uncertain. 'No chest pain, no shortness of breath' has no red_flags item at all.\n\n"
    "Rules: use only this reply (the nurse's question is there to make sense of short answers such as "
    "'yes', 'no' or 'two days': 'No' to 'Any fever?' is fever, polarity absent); the reply may come from "
    "someone speaking for the patient (a parent, partner or paramedic): note what they say about the "
    "patient. One item per value. Write 'evidence' first: the exact words copied from the reply; then the "
    "slot, value and polarity those words support; 'certainty' from 0 to 1 last, lower when the patient is "
    'vague. When nothing fits, return an empty list: {"items": []}.'
)


def extractor_user_prompt(question: str, reply: str) -> str:
    return f"Nurse's question: {question or '(none)'}\nPatient's reply: {reply}"
