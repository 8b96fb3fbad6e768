"""The LLM nurse's prompts: standing instructions (persona, scale, vocabulary, reply format),
the scripted opening line, and the state before each call.

Persona traits become concrete, checkable instructions because vague adjectives are followed
inconsistently by small models. Pure functions: the same state gives the same text, which is
what makes the record/replay cache hit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ...clinical.red_flags import RED_FLAG_VOCABULARY
from ...core.outputs import DECISIONS
from ...personas import NursePersona
from .scales import ATS_RULES, ESI_RULES

__all__ = ["nurse_system_prompt", "nurse_state_prompt", "nurse_opening", "format_value"]


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


def format_value(value: Any) -> str:
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
    measured = [f"{name} {format_value(vitals[name])}" for name in all_vitals if name in vitals]
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
