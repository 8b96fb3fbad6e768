"""What each persona trait level makes an agent do: a behaviour to play, and the number to count.

A trait is worth varying only if its levels differ in something an observer can count, so every
level carries that number (``Level.target`` in the trait's ``measure``): sentences per reply,
fillers per sentence, times a private matter is asked before it is shared, pain reported minus
pain felt, and so on. The persona benchmark (``benchmarks/bench_personas.py``) measures the
same quantities on transcripts.

The number is the observer's, not the actor's. The line said to the agent
(``Level.instruction``) is a behaviour an actor could play ("now and then you hesitate with an
'um'"), never a quota ("in 45 % of your sentences"): a model told to hit a share caricatures
it, and a share cannot be felt in the moment, only a habit can. So no line holds a percentage
or a count (tests/test_personas.py), and the two rates (``disfluency_rate``, ``topic_drift``)
are read as named bands (``RATE_BANDS``), each with its own behaviour.

The tables are keyed by the persona field; enumerated fields use their ``Literal`` levels. The
prompts render the lines (``patient_trait_instructions``, ``nurse_trait_instructions``). Lines
are in the second person because they are said to the agent; ``{first_language}`` is filled per
persona. A missing level fails at import time.
"""

from __future__ import annotations

import math

from collections.abc import Mapping
from typing import Literal, NamedTuple, get_args

from .models import (
    AgeGroup,
    CognitiveState,
    CommunicationStyle,
    EmotionalExpression,
    EmotionRegulation,
    ExperienceLevel,
    GuidelineAdherence,
    LanguageProficiency,
    NursePersona,
    PainExpression,
    PatientPersona,
    RecallAccuracy,
    RiskTolerance,
    Trust,
    Verbosity,
)

__all__ = [
    "Level",
    "Trait",
    "RateBand",
    "LanguageLevel",
    "DisfluencyLevel",
    "DriftLevel",
    "LANGUAGE_LEVELS",
    "RATE_BANDS",
    "AGE_GROUP_WORDS",
    "PATIENT_TRAITS",
    "NURSE_TRAITS",
    "rate_level",
    "patient_trait_levels",
    "nurse_trait_levels",
    "patient_trait_behaviours",
    "nurse_trait_behaviours",
    "patient_trait_instructions",
    "nurse_trait_instructions",
    "patient_profile_lines",
    "sentence_budget",
    "disclosure_threshold",
    "reported_pain",
]


class Level(NamedTuple):
    """One trait level: the line said to the agent, and the number an observer should count."""

    instruction: str
    target: float | None  # in the trait's ``measure``; None where the level fixes no single number


class Trait(NamedTuple):
    """A persona trait: what an observer counts on a transcript, and each level's behaviour."""

    measure: str
    levels: Mapping[str, Level]


class RateBand(NamedTuple):
    """A named band of a 0-1 rate: rates below ``below`` (and at or above the previous band's) fall in it."""

    below: float
    typical: float  # the rate the factorial sampler gives this band


class LanguageLevel(NamedTuple):
    """A level of English, defined by comprehension and production."""

    understands: str
    speaks: str


# ---------------------------------------------------------------------------- levels of English
LANGUAGE_LEVELS: dict[LanguageProficiency, LanguageLevel] = {
    "native": LanguageLevel(
        understands="You understand every question, including the medical words a lay person knows.",
        speaks="You speak natural, idiomatic English.",
    ),
    "fluent": LanguageLevel(
        understands="You understand every everyday question, and ask what an uncommon medical word means "
        "(e.g. 'anticoagulant').",
        speaks="You speak fluent English with an occasional non-native phrase.",
    ),
    "intermediate": LanguageLevel(
        understands="You understand short questions that ask one thing; ask the nurse to repeat a long or "
        "many-part question, then answer its first part.",
        speaks="You speak in short, simple sentences in the present or past tense, sometimes with the wrong "
        "word.",
    ),
    "limited": LanguageLevel(
        understands="You understand only short questions in everyday words; you misunderstand medical words and "
        "answer one part of a many-part question.",
        speaks="You speak in short broken phrases, mostly in the present tense, with few linking words ('Pain "
        "here. Very bad.'), and now and then a word in {first_language}.",
    ),
}

# ---------------------------------------------------------------------------- rates as named bands
DisfluencyLevel = Literal["none", "occasional", "frequent", "heavy"]
DriftLevel = Literal["none", "occasional", "frequent"]

#: The bands of ``disfluency_rate`` and ``topic_drift``: each band has its own behaviour line.
RATE_BANDS: dict[str, dict[str, RateBand]] = {
    "disfluency_rate": {
        "none": RateBand(below=0.02, typical=0.0),
        "occasional": RateBand(below=0.15, typical=0.1),
        "frequent": RateBand(below=0.35, typical=0.25),
        "heavy": RateBand(below=1.01, typical=0.5),
    },
    "topic_drift": {
        "none": RateBand(below=0.1, typical=0.0),
        "occasional": RateBand(below=0.3, typical=0.15),
        "frequent": RateBand(below=1.01, typical=0.4),
    },
}

AGE_GROUP_WORDS: dict[AgeGroup, str] = {
    "child": "a child (under 13)",
    "adolescent": "a teenager (13 to 17)",
    "young_adult": "a young adult (18 to 39)",
    "middle_aged": "a middle-aged adult (40 to 64)",
    "older_adult": "an older adult (65 or over)",
}

# ---------------------------------------------------------------------------- the patient
PRIVATE_MATTERS = "drugs, alcohol, self-harm, pregnancy, blood thinners, safety at home"

PATIENT_TRAITS: dict[str, Trait] = {
    "verbosity": Trait("sentences per reply (at most)", {
        "terse": Level("You say as little as you can: a few words or one short sentence, and nothing the nurse did "
                       "not ask.", 1),
        "normal": Level("You answer plainly and briefly, then wait for the next question.", 2),
        "verbose": Level("You are talkative: you answer fully and tend to say a little more than you were asked (how "
                         "it felt, what you were doing, who came with you), but only what your story gives or how you "
                         "feel about it; you never add a new symptom, illness, medicine or event.", 4),
    }),
    "disfluency_rate": Trait("share of sentences with a filler, repeat or restart", {
        "none": Level("You speak fluently, without 'um's or false starts.", 0.0),
        "occasional": Level("Now and then you hesitate with an 'um' or an 'uh'.", 0.1),
        "frequent": Level("You often hesitate: an 'um', a 'you know', or a sentence you break off and start again "
                          "('It was - I mean, it started ...').", 0.25),
        "heavy": Level("You hesitate and stumble a lot: fillers, repeated words, sentences broken off and started "
                       "again ('I - I was, um, sitting down when ...').", 0.5),
    }),
    "language_proficiency": Trait("words per sentence (at most); share of everyday words", {
        level: Level(f"{definition.understands} {definition.speaks}", target)
        for (level, definition), target in zip(LANGUAGE_LEVELS.items(), (None, None, 10, 6), strict=True)
    }),
    "recall_accuracy": Trait("share of medicine-name and date answers that are 'I don't remember' or approximate", {
        "high": Level("You remember your medicines by name and dose and say exactly when things happened "
                      "('at two o'clock yesterday afternoon').", 0.0),
        "medium": Level("You name your medicines but not their doses, and give times only roughly "
                        "('a couple of days ago', 'sometime yesterday').", None),
        "low": Level("You struggle with the names of your medicines: you describe them ('the little white pill for "
                     "my heart') or say you don't remember, and you are unsure of dates and of the order of events.",
                     None),
    }),
    "pain_expression": Trait("pain score said minus pain score felt", {
        "minimizing": Level("You play your pain down: asked for a number, you give a lower one than you feel, and "
                            "you say it's not that bad.", -2),
        "accurate": Level("You give your pain score as you feel it.", 0),
        "amplifying": Level("You make much of your pain: asked for a number, you give a higher one than you feel, "
                            "and you call it the worst ever. With no pain at all, you say so.", 2),
    }),
    "emotion_regulation": Trait("share of replies with a worried question or an expression of fear", {
        "calm": Level("You are calm: you answer matter-of-factly and ask no worried questions.", 0.0),
        "anxious": Level("You are worried, and it shows now and then: you ask whether it's serious, most of all when "
                         "the nurse asks about the pain or what is wrong.", 0.33),
        "distressed": Level("You are frightened and upset: you keep coming back to being scared and asking whether "
                            "you will be all right, and when a question first comes you may answer only part of it.",
                            0.6),
    }),
    "cognitive_state": Trait("share of replies that miss the question asked", {
        "alert": Level("You follow each question and answer the one asked.", 0.0),
        "distracted": Level("You are easily distracted: now and then you ask the nurse to repeat a question, or "
                            "answer a slightly different one.", 0.12),
        "confused": Level("You are muddled: now and then you mix up a time or a detail, or repeat an earlier answer; "
                          "you never change your main complaint.", 0.2),
    }),
    "topic_drift": Trait("share of replies with an off-topic sentence", {
        "none": Level("You stay on the subject of why you came.", 0.0),
        "occasional": Level("Now and then you mention something unrelated (family, work, the wait), then come back "
                            "to the question.", 0.15),
        "frequent": Level("You often wander off the subject (family, work, the journey in) and need bringing back to "
                          "the question.", 0.4),
    }),
    "trust_in_healthcare": Trait("times the nurse asks about a private matter before you share it", {
        "high": Level(f"You trust the staff: you share a private matter ({PRIVATE_MATTERS}) when the nurse asks "
                      "about it.", 1),
        "medium": Level(f"You are guarded: when the nurse first asks about a private matter ({PRIVATE_MATTERS}), you "
                        "deflect ('Why do you need to know?'); you share it when asked again, or sooner if the nurse "
                        "explains why it matters.", 2),
        "low": Level(f"You distrust hospitals: you deny a private matter ({PRIVATE_MATTERS}) or brush it off, and "
                     "share it, briefly, only when the nurse keeps asking or kindly explains why it matters.", 3),
    }),
}

# ---------------------------------------------------------------------------- the nurse
NURSE_TRAITS: dict[str, Trait] = {
    "experience_level": Trait("questions asked and vitals measured before the decision", {
        "novice": Level("You are newly qualified: you work through the interview in the order you were taught "
                        "(complaint, onset, pain score, other symptoms, past illnesses, medicines, allergies), ask "
                        "each screening question, and take a full set of vital signs before you decide.", 5),
        "intermediate": Level("You ask the standard questions, skipping those whose answer cannot change the level, "
                              "and measure the vital signs the scale's rules read before you decide.", None),
        "expert": Level("You ask first what can change the level (danger signs, then high-risk features), measure "
                        "only the vital signs that could change it, and end as soon as no answer could change it.",
                        None),
    }),
    "risk_tolerance": Trait("levels moved from the rule's level when the evidence fits two adjacent levels "
                            "(-1 = more urgent)", {
        "cautious": Level("When the evidence sits between adjacent levels, you choose the more urgent one.", -1),
        "balanced": Level("When the evidence sits between adjacent levels, you choose the one the decision rules "
                          "give, and do not shift for comfort either way.", 0),
        "permissive": Level("When the evidence sits between adjacent levels, you choose the less urgent one unless a "
                            "red flag is present.", 1),
    }),
    "guideline_adherence": Trait("levels away from the decision rules' level (at most)", {
        "strict": Level("You go through the decision points in order and assign exactly the level they give; you "
                        "never override them.", 0),
        "moderate": Level("You follow the decision rules; only when no rule fits the case do you move a level, and "
                          "then your explanation names the rule that did not fit.", 1),
        "flexible": Level("You use the decision rules as a starting point; your clinical judgement may move the "
                          "level up or down by one, and then your explanation says why.", 1),
    }),
    "communication_style": Trait("reassuring or rapport sentences per question", {
        "warm": Level("You are warm: you give the patient's own words back to them and reassure them now and then "
                      "('We'll look after you').", 0.33),
        "neutral": Level("You speak in a calm, professional tone, without small talk, and keep reassurance for the "
                         "close.", 0),
        "direct": Level("You ask questions only: no small talk, no reassurance, no greeting beyond your name.", 0),
    }),
    "verbosity": Trait("sentences per utterance (at most)", {
        "terse": Level("You say each thing in one short sentence.", 1),
        "normal": Level("You say each thing briefly, in plain words.", 2),
        "verbose": Level("You explain as you go: you may say why you are asking before you ask.", 4),
    }),
    "emotional_expression": Trait("sympathy or feeling phrases per utterance", {
        "reserved": Level("You keep your own feelings out: no sympathy phrases ('I'm sorry', 'that sounds "
                          "frightening').", 0),
        "moderate": Level("You show concern when the patient reports severe pain or fear; otherwise you stay "
                          "matter-of-fact.", None),
        "expressive": Level("You often name the patient's feeling or your concern ('that sounds really "
                            "frightening').", 0.6),
    }),
}

_PATIENT_VOCABULARIES = {
    "verbosity": Verbosity, "language_proficiency": LanguageProficiency, "recall_accuracy": RecallAccuracy,
    "pain_expression": PainExpression, "emotion_regulation": EmotionRegulation, "cognitive_state": CognitiveState,
    "trust_in_healthcare": Trust, "disfluency_rate": DisfluencyLevel, "topic_drift": DriftLevel,
}
_NURSE_VOCABULARIES = {
    "experience_level": ExperienceLevel, "risk_tolerance": RiskTolerance, "guideline_adherence": GuidelineAdherence,
    "communication_style": CommunicationStyle, "verbosity": Verbosity, "emotional_expression": EmotionalExpression,
}


def _check_tables() -> None:
    """Every level of every trait has a behaviour (and every band a level), or the import fails."""
    problems = []
    for table, vocabularies in ((PATIENT_TRAITS, _PATIENT_VOCABULARIES), (NURSE_TRAITS, _NURSE_VOCABULARIES)):
        problems += [f"trait {field!r} has a table but no vocabulary or the reverse" for field in set(table) ^ set(vocabularies)]
        for field in set(table) & set(vocabularies):
            if tuple(table[field].levels) != get_args(vocabularies[field]):
                problems.append(f"{field}: levels {tuple(table[field].levels)} != {get_args(vocabularies[field])}")
    for field, bands in RATE_BANDS.items():
        if tuple(bands) != get_args(_PATIENT_VOCABULARIES[field]):
            problems.append(f"{field}: bands {tuple(bands)} != {get_args(_PATIENT_VOCABULARIES[field])}")
    if problems:
        raise RuntimeError("persona trait tables: " + "; ".join(problems))


_check_tables()


# ---------------------------------------------------------------------------- reading a persona
def rate_level(field: str, rate: float) -> str:
    """The named band of a ``disfluency_rate`` or ``topic_drift`` value."""
    for name, band in RATE_BANDS[field].items():
        if rate < band.below:
            return name
    return name  # the last band takes everything up to 1


def patient_trait_levels(persona: PatientPersona) -> dict[str, str]:
    """Each patient trait's level, rates as their band name (what analyses group by)."""
    return {
        field: rate_level(field, getattr(persona, field)) if field in RATE_BANDS else getattr(persona, field)
        for field in PATIENT_TRAITS
    }


def nurse_trait_levels(persona: NursePersona) -> dict[str, str]:
    """Each nurse trait's level."""
    return {field: getattr(persona, field) for field in NURSE_TRAITS}


def patient_trait_behaviours(persona: PatientPersona) -> dict[str, str]:
    """Each patient trait's instruction for this persona, keyed by field (in table order).

    ``trust_in_healthcare`` concerns private matters only: a prompt may leave it out for a case
    that has none.
    """
    first_language = persona.first_language or "your first language"
    lines: dict[str, str] = {}
    for field, level in patient_trait_levels(persona).items():
        text = PATIENT_TRAITS[field].levels[level].instruction
        lines[field] = text.format(first_language=first_language)
    if persona.language_proficiency != "native":
        lines["language_proficiency"] += (
            f" Your first language is {persona.first_language}, not English." if persona.first_language
            else " English is not your first language."
        )
    return lines


def nurse_trait_behaviours(persona: NursePersona) -> dict[str, str]:
    """Each nurse trait's instruction for this persona, keyed by field (in table order)."""
    return {field: NURSE_TRAITS[field].levels[level].instruction for field, level in nurse_trait_levels(persona).items()}


def _with_instruction(lines: list[str], instruction: str | None) -> list[str]:
    return lines + [f"Also: {instruction.strip()}"] if instruction and instruction.strip() else lines


def patient_trait_instructions(persona: PatientPersona) -> list[str]:
    """The lines a patient prompt gives for this persona's traits, then its free-text ``instruction``."""
    return _with_instruction(list(patient_trait_behaviours(persona).values()), persona.instruction)


def nurse_trait_instructions(persona: NursePersona) -> list[str]:
    """The lines a nurse prompt gives for this persona's traits, then its free-text ``instruction``."""
    return _with_instruction(list(nurse_trait_behaviours(persona).values()), persona.instruction)


def patient_profile_lines(persona: PatientPersona) -> list[str]:
    """Who the patient is (gender, age group, ethnic background, first language), for the prompt.

    Only what the persona states: an ``unspecified`` gender or ethnicity is left out rather
    than said. The case's exact age, when known, belongs in the prompt beside these.
    """
    lines = []
    if persona.gender != "unspecified":
        lines.append(f"Gender: {persona.gender}.")
    lines.append(f"Age group: {AGE_GROUP_WORDS[persona.age_group]}.")
    if persona.ethnicity.strip() and persona.ethnicity.strip().lower() != "unspecified":
        lines.append(f"Ethnic background: {persona.ethnicity.strip()}.")
    if persona.language_proficiency != "native":
        lines.append(f"First language: {persona.first_language or 'not English'}; English: {persona.language_proficiency}.")
    elif persona.first_language:
        lines.append(f"First language: {persona.first_language}.")
    return lines


def sentence_budget(persona: PatientPersona | NursePersona) -> int:
    """The most sentences one utterance of this persona has (its ``verbosity`` level's target)."""
    table = PATIENT_TRAITS if isinstance(persona, PatientPersona) else NURSE_TRAITS
    return int(table["verbosity"].levels[persona.verbosity].target)  # type: ignore[arg-type]


def disclosure_threshold(persona: PatientPersona) -> int:
    """How many times a private matter is asked about before this patient shares it."""
    return int(PATIENT_TRAITS["trust_in_healthcare"].levels[persona.trust_in_healthcare].target)  # type: ignore[arg-type]


def reported_pain(persona: PatientPersona, felt: float | None) -> int | None:
    """The pain score this patient says for the score it feels (its ``pain_expression`` offset, kept in 0-10).

    No pain stays no pain: making much of a pain is an offset on a pain that is there, and a "2 out
    of 10" from someone with none contradicts the case (an independent clinical read counted it so)."""
    if felt is None:
        return None
    if felt <= 0:
        return 0
    offset = PATIENT_TRAITS["pain_expression"].levels[persona.pain_expression].target or 0
    return int(min(10, max(0, math.floor(felt + offset + 0.5))))  # half up: 6.5 is said as 7
