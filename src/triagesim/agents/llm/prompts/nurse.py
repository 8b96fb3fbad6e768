"""The LLM nurse's prompts: standing instructions (persona, scale, vocabulary, reply format),
the scripted opening line, and the state before each call.

Persona traits become concrete behaviours (``personas.nurse_trait_instructions``) because vague
adjectives are followed inconsistently by small models, and no line contradicts another: how
thorough a nurse is lives in its persona alone, never beside a standing "be efficient". Pure
functions: the same state gives the same text, which is what makes the record/replay cache hit.

At the desk the nurse sees the patient: a form without an age or a sex is not "not recorded"
for someone standing there. The age is the one the patient presents with (``clinical.ages``,
read from what the nurse sees and hears, as the dialogue master reads it), else an adult's.

Layout, stable first, so a server's prefix cache reuses most of every request: the system
prompt (the same for every episode of a persona and scale), then the desk (the same all
episode), then the conversation (only ever grows), and only then what changes each step
(notes, vitals, the turn count, what is allowed now).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ....cases import VITAL_UNITS
from ....clinical import LABELS
from ....clinical.interview import ANY_LIMB, SPECIFIC_QUESTIONS
from ....clinical.red_flags import RED_FLAG_VOCABULARY
from ....clinical.vitals import SPO2_DANGER_BELOW, bradycardia_below, danger_limits, hypotension_below
from ....core.outputs import DECISIONS, VITALS
from ....personas import NursePersona, gender_for, nurse_trait_instructions
from .scales import ATS_RULES, AVPU_TEXT, CHILD_LIMITS_TEXT, ESI_RULES

if TYPE_CHECKING:
    from ....core.observations import Registration

__all__ = [
    "nurse_system_prompt",
    "nurse_state_prompt",
    "nurse_opening",
    "format_value",
    "format_vital",
    "registration_lines",
    "speaker_label",
    "belief_text",
]

# The units MIMIC-IV-ED records (temperature in °F), from the case model's own table.
_VITAL_MEANING = {"o2sat": "SpO2", "sbp": "systolic blood pressure"}  # what the rules call them
_VITAL_GLOSSARY = "Vital signs (the names you use in 'vital'): " + ", ".join(
    f"{name} ({_VITAL_MEANING[name] + ', ' if name in _VITAL_MEANING else ''}{VITAL_UNITS[name]})" for name in VITALS
) + "."

_STEP_FORMAT = """\
Each reply of yours is one JSON object that covers one whole step of the interview, with
these fields in this order:
- explanation: your reasoning FIRST: what you know so far (what you saw at the desk, what you
  were told, the vitals you measured), which decision point or category applies, and what you
  still need to find out.
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

The usual reply is your next question, together with a vital to measure and any new red flags,
all in the same reply."""

_CONDUCT = """\
How you work:
- You know only what you saw at the desk (registration and your first look), what you are
  told, and the vital signs you measure. Never assume a finding you have not seen, been told
  or measured.
- What the first look describes you have seen yourself: a patient described there as
  unresponsive or in severe distress IS unresponsive or in severe distress; do not ask whether
  they are.
- When a companion answers for the patient, ask them about the patient ("Has she had...").
- Ask one clear question at a time, in plain words a patient understands.
- Never tell the patient a triage level, category, priority or score, nor how long they will
  wait, and never mention ESI, ATS or "triage level" to them; the level is only for the
  "triage" field.
- Do not give a diagnosis or treatment advice; you may say they will be seen and looked after.
- Never ask for what you have been told already, whether you asked for it or it was said
  unasked (when it started, how it happened, an age); ask again only what was not answered.
- Say what you are doing when you measure a vital sign ("I'm just going to pop this on your
  finger to check your oxygen").
- A patient in immediate danger (level 1) is acted on: in your next line you call the
  resuscitation team and ask only what the team needs (conditions, medicines, allergies); end
  after at most two lines.
- When English is limited, offer a phone interpreter once; while you wait, keep questions short.
- The closing matches the level: level 1-2 go straight through ("I'm getting the team to see
  you now"), never to the waiting room; anyone sent to wait is told to tell staff straight away
  if anything changes or gets worse.
- End once you are confident of the level (your manner above says how much you want to know
  first), and always end in the closing phase (when no questions are left)."""


def _specific_text() -> str:
    """The complaint-specific questions of ``clinical/data/interview.yaml``, the protocol nurse's own
    list: what to ask, and when (one home for both engines)."""
    lines = []
    for question in SPECIFIC_QUESTIONS:
        when = " or ".join(LABELS.get(concept, concept.replace("_", " ")) for concept in sorted(question.heard)[:4])
        if question.with_any:
            when += " with " + " or ".join(LABELS.get(concept, concept) for concept in sorted(question.with_any)[:4])
        who = []
        if question.sex == "F":
            who.append("a woman")
        low, high = question.age_from, question.age_to if question.age_below is None else question.age_below
        if low is not None and high is not None:
            who.append(f"aged {low:g}-{high:g}")
        elif low is not None:
            who.append(f"aged {low:g} or more")
        elif high is not None:
            who.append(f"under {high:g}")
        fit = f" ({', '.join(who)})" if who else ""
        ask = question.ask[1].replace("{use}", ANY_LIMB)
        lines.append(f"  - {when or 'any complaint'}{fit}: \"{ask}\"")
    return ("Questions the complaint calls for, each once, when it applies and was not answered yet:\n"
            + "\n".join(lines))


def _vocabulary_text() -> str:
    return "\n".join(f"- {name}: {meaning}" for name, meaning in RED_FLAG_VOCABULARY.items())


def nurse_system_prompt(persona: NursePersona, algorithm: str, *, llm_opening: bool = False) -> str:
    """The nurse's standing instructions: identity, persona, the scale's rules, vocabulary, format.

    Nothing here depends on the case, so every episode of a persona and scale shares it.
    """
    scale = "Emergency Severity Index (ESI)" if algorithm == "esi" else "Australasian Triage Scale (ATS)"
    rules = ESI_RULES if algorithm == "esi" else ATS_RULES
    opening = (
        f"\n- Your first words to the patient introduce you by name ({persona.name}) and ask what brought them in."
        if llm_opening
        else ""
    )
    return (
        f"You are {persona.name}, a triage nurse in a hospital emergency department. A patient has just "
        f"arrived and you are interviewing them (or the person who answers for them) to assign a triage "
        f"level on the {scale}.\n\n"
        "Your manner:\n" + "\n".join(f"- {line}" for line in nurse_trait_instructions(persona)) + "\n\n"
        f"{rules}\n\n"
        f"{AVPU_TEXT}\n"
        f"{_VITAL_GLOSSARY}\n\n"
        "Red-flag vocabulary (log a flag only when what you saw, were told or measured supports it; "
        "use these exact lowercase names):\n"
        f"{_vocabulary_text()}\n"
        f"{CHILD_LIMITS_TEXT}\n\n"
        f"{_CONDUCT}{opening}\n{_specific_text()}\n\n"
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
    """A number as a nurse writes it (98.0 -> "98"); None is "not available"."""
    if value is None:
        return "not available"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def format_vital(name: str, value: Any) -> str:
    """A measured value with its unit ("118 beats/min", "101.3 °F"): a bare number invites °C or
    a wrong scale."""
    if value is None:
        return "not available"
    unit = VITAL_UNITS.get(name, "")
    return f"{format_value(value)} {unit}".strip()


# ------------------------------------------------------------------------------ the desk
_PRONOUN = {"male": "him", "female": "her"}
# Companions named by their relation to the patient ("the patient's mother"); others by role ("the paramedic").
_RELATION = re.compile(
    r"\b(?:parent|mother|father|mum|mom|dad|partner|friend|wife|husband|spouse|son|daughter|sister|brother|sibling|"
    r"carer|caregiver|guardian|grand\w*|aunt|uncle|cousin|family|relative|neighbou?r|room-?mate|boyfriend|girlfriend|"
    r"fianc\w*|niece|nephew)\b",
    re.IGNORECASE,
)


def _age_text(age: float) -> str:
    """An age as a clinician says it: days under a month, months under two years, else years."""
    if age < 28 / 365:
        days = max(0, round(age * 365))
        return f"{days} day{'s' if days != 1 else ''}"
    if age < 2:
        months = max(1, round(age * 12))
        return f"{months} month{'s' if months != 1 else ''}"
    return f"{int(age)} years"


def _companion_phrase(companion: str | None) -> str:
    name = re.sub(r"^(?:a|an|the|patient's)\s+", "", (companion or "").strip(), flags=re.IGNORECASE) or "companion"
    return f"the patient's {name}" if _RELATION.search(name) else f"the {name}"


def speaker_label(registration: "Registration | None") -> str:
    """How the transcript names the person answering: "Patient", or the companion ("Mother")."""
    if registration is None or registration.speaker != "companion":
        return "Patient"
    name = re.sub(r"^(?:a|an|the|patient's)\s+", "", (registration.companion or "").strip(), flags=re.IGNORECASE)
    return f"Companion ({name})" if name else "Companion"


def registration_lines(registration: "Registration", *, apparent_age: float | None = None) -> list[str]:
    """What a triage nurse sees at the desk before asking anything: never vitals, never the level.

    A form without an age gives the age the patient presents with (``apparent_age``: a baby in
    arms, a child; ``clinical.ages``), else an adult's; one without a sex tells the nurse it can
    see the patient. The patient's own danger-zone limits are spelled out, so a child's heart rate
    is not read against adult numbers.
    """
    sex = gender_for(registration.sex) or (registration.sex or "").strip().lower() or None  # an odd spelling as given
    age: float | None
    if registration.age is not None:
        age = float(registration.age)
        lines = [f"- Age: {_age_text(age)}."]
    elif apparent_age is not None:
        age = float(apparent_age)
        lines = [f"- Age: not on the form; the patient looks about {_age_text(age)} old (from what you see and hear)."]
    else:
        age = None
        lines = ["- Age: not on the form; the patient looks an adult."]
    lines.append(f"- Sex: {sex}." if sex else
                 "- Sex: not on the form; you can see the patient: go by how they present and what you are told, "
                 "and do not ask.")
    hr, rr = danger_limits(age)
    lines.append(
        f"- Danger-zone limits for this age: HR > {hr:g} beats/min, RR > {rr:g} breaths/min, SpO2 < {SPO2_DANGER_BELOW:g} %; "
        f"low limits: SBP < {hypotension_below(age):g} mmHg is hypotension, HR < {bradycardia_below(age):g} beats/min bradycardia."
    )
    if registration.arrival:
        lines.append(f"- Arrival: {registration.arrival.strip()}.")
    if registration.first_look:
        lines.append(
            f"- First look (you see this yourself; it is an observation, not something to ask about): "
            f"{registration.first_look.strip().rstrip('.')}."
        )
    if registration.speaker == "companion":
        pronoun = _PRONOUN.get(sex or "", "them")
        lines.append(
            f"- Who answers: {_companion_phrase(registration.companion)} answers for {pronoun}; "
            "the patient does not answer your questions."
        )
    else:
        lines.append("- Who answers: the patient, for themself.")
    return lines


# ------------------------------------------------------------------------------ the state
_POLARITY_WORDS = {"present": "", "absent": " denied", "uncertain": " unsure"}


def belief_text(value: Any, polarity: str | None = "present", turn: int | None = None) -> str:
    """One noted value: "chest pain (turn 1)", "fever denied (turn 3)", "cough unsure (turn 2)".

    A denial is information too ("no chest pain"), so it is shown, marked, rather than dropped
    or, worse, shown as if affirmed. Records without a polarity are affirmed.
    """
    marker = _POLARITY_WORDS.get(polarity or "present", "")
    when = f" (turn {turn})" if turn is not None else ""
    return f"{value}{marker}{when}"


def nurse_state_prompt(
    *,
    algorithm: str,
    turn: int,
    max_turns: int,
    questions_left: int,
    closing: bool,
    transcript: Iterable[str],
    beliefs: Mapping[str, Sequence[str]],
    vitals: Mapping[str, Any],
    red_flags_logged: Iterable[str],
    allowed_actions: Iterable[str],
    allowed_vitals: Iterable[str],
    all_vitals: Iterable[str],
    refusal: str | None,
    registration: "Registration | None" = None,
    apparent_age: float | None = None,
) -> str:
    """The situation before one step: everything the nurse may use, rebuilt from its own record.

    Stable first (the scale, the desk, the conversation so far), then what changes at every
    step, so one request is a prefix of the next up to the end of the conversation.
    ``beliefs`` holds rendered values per slot (``belief_text``); ``apparent_age`` is the age the
    patient presents with when the form has none (``registration_lines``).
    """
    lines = [f"Scale: {'ESI' if algorithm == 'esi' else 'ATS'}.", ""]
    if registration is not None:
        lines += ["At the desk (registration and your first look):", *registration_lines(registration, apparent_age=apparent_age), ""]
    lines.append("Conversation so far:")
    lines.extend(list(transcript) or ["(nothing yet)"])
    lines.append("")
    noted = [f"- {slot}: {'; '.join(values)}" for slot, values in beliefs.items() if values]
    if noted:
        lines += ["Noted from what you were told:", *noted, ""]
    measured = [f"{name} {format_vital(name, vitals[name])}" for name in all_vitals if name in vitals]
    missing = [name for name in all_vitals if name not in vitals]
    lines.append(f"Turn {turn} of {max_turns}; questions left: {questions_left}.")
    if closing:
        lines.append(
            "The interview is over (no questions left): you may measure one more vital sign and log red "
            "flags, then you must end with your final level."
        )
    lines += [
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
