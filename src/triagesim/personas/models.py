"""The persona models and their closed vocabularies.

Every enumerated trait is one ``Literal``; the tuples of allowed values, the factorial sampler
and the behaviour tables (``traits``) all read it through ``get_args``, so adding a level in
one place is enough and a level without a behaviour fails at import time.

A persona changes *how* an agent talks, never what is true: patients keep their case, and
nurses keep the triage rules. Missing fields take a neutral default so a persona file can
name only what it varies; unknown fields are an error, because a misspelt ``verbosty`` that
silently does nothing would corrupt an experiment.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

__all__ = [
    "AgeGroup",
    "Gender",
    "LanguageProficiency",
    "RecallAccuracy",
    "CognitiveState",
    "Trust",
    "PainExpression",
    "EmotionRegulation",
    "Verbosity",
    "Ethnicity",
    "FirstLanguage",
    "ExperienceLevel",
    "RiskTolerance",
    "GuidelineAdherence",
    "CommunicationStyle",
    "EmotionalExpression",
    "CaseField",
    "AGE_GROUPS",
    "ADULT_AGE_GROUPS",
    "GENDERS",
    "ETHNICITIES",
    "FIRST_LANGUAGES",
    "ENGLISH",
    "PatientPersona",
    "NursePersona",
    "age_group_for",
    "gender_for",
]

AgeGroup = Literal["child", "adolescent", "young_adult", "middle_aged", "older_adult"]
Gender = Literal["female", "male", "non-binary", "unspecified"]
#: Levels of English, defined by what the patient understands and how it speaks
#: (``traits.LANGUAGE_LEVELS`` holds the one-line definitions).
LanguageProficiency = Literal["native", "fluent", "intermediate", "limited"]
RecallAccuracy = Literal["high", "medium", "low"]
CognitiveState = Literal["alert", "distracted", "confused"]
Trust = Literal["high", "medium", "low"]
PainExpression = Literal["minimizing", "accurate", "amplifying"]
EmotionRegulation = Literal["calm", "anxious", "distressed"]
Verbosity = Literal["terse", "normal", "verbose"]
#: The ethnicities the factorial sampler draws from. A persona file may name any other (the
#: field is free text): this list only fixes the design's levels.
Ethnicity = Literal["White", "Black", "Hispanic", "East Asian", "South Asian", "Middle Eastern", "Indigenous", "Mixed"]
#: First languages other than English that the factorial sampler draws for a non-native
#: speaker; a persona file may name any language.
FirstLanguage = Literal[
    "Spanish", "Mandarin", "Cantonese", "Vietnamese", "Arabic", "Hindi", "Portuguese", "Haitian Creole", "Russian", "Somali"
]

ExperienceLevel = Literal["novice", "intermediate", "expert"]
RiskTolerance = Literal["cautious", "balanced", "permissive"]
GuidelineAdherence = Literal["strict", "moderate", "flexible"]
CommunicationStyle = Literal["warm", "neutral", "direct"]
EmotionalExpression = Literal["reserved", "moderate", "expressive"]

#: What a patient persona may take from its case (see ``PatientPersona.matched_to_case``).
CaseField = Literal["gender", "age_group", "first_language"]

AGE_GROUPS: tuple[AgeGroup, ...] = get_args(AgeGroup)
ADULT_AGE_GROUPS: tuple[AgeGroup, ...] = ("young_adult", "middle_aged", "older_adult")
GENDERS: tuple[Gender, ...] = get_args(Gender)
ETHNICITIES: tuple[Ethnicity, ...] = get_args(Ethnicity)
FIRST_LANGUAGES: tuple[FirstLanguage, ...] = get_args(FirstLanguage)
ENGLISH = "English"

# Spellings a persona file or a case's ``sex`` column may use, mapped to the one vocabulary.
# "unknown" maps to None: for a case it means "the case does not say" (the persona keeps its
# own gender); in a persona file it is the neutral "unspecified".
_GENDER_ALIASES: dict[str, Gender | None] = {
    "f": "female", "female": "female", "woman": "female", "w": "female",
    "m": "male", "male": "male", "man": "male",
    "non binary": "non-binary", "nonbinary": "non-binary", "nb": "non-binary", "x": "non-binary",
    "other": "non-binary", "o": "non-binary",
    "unspecified": "unspecified",
    "u": None, "unknown": None, "": None,
}


def _gender_key(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").replace("-", " ").split())


def gender_for(sex: str | None) -> Gender | None:
    """The persona ``gender`` a case's ``sex`` (``"M"``, ``"F"``, ``"female"``, ...) stands for.

    None when the case does not say (missing, blank, ``"U"``, ``"unknown"``, or a spelling not
    in the table), so that the persona keeps its own gender rather than a guessed one.
    """
    if sex is None:
        return None
    gender = _GENDER_ALIASES.get(_gender_key(str(sex)))
    return None if gender == "unspecified" else gender


def age_group_for(age: int | float | None) -> AgeGroup | None:
    """The ``age_group`` that fits an age in years (None when the age is unknown)."""
    if age is None:
        return None
    if age < 13:
        return "child"
    if age < 18:
        return "adolescent"
    if age < 40:
        return "young_adult"
    if age < 65:
        return "middle_aged"
    return "older_adult"


def _gender(value: Any) -> Any:
    """A persona file's gender spelling, normalised; anything unknown is left for the Literal to reject."""
    if isinstance(value, str) and _gender_key(value) in _GENDER_ALIASES:
        return _GENDER_ALIASES[_gender_key(value)] or "unspecified"
    return value


class PatientPersona(BaseModel):
    """How a patient talks and discloses; defaults describe a neutral, cooperative adult.

    ``first_language`` names the language the patient grew up speaking; it defaults to English
    for a native speaker and stays None (a language other than English, not named) for
    anyone else. A patient whose English is not native cannot have English as first language.

    ``matched_to_case`` lists the fields whose value the case decided rather than the persona
    (``fit_patient_persona``): ``gender`` when the case records a sex, ``age_group`` when it
    records an age (or has none and the persona was a minor: a case without age is an adult).
    Empty for a persona as written or sampled.
    """

    model_config = ConfigDict(extra="forbid")
    persona_id: str = "patient"
    age_group: AgeGroup = "middle_aged"
    gender: Gender = "unspecified"
    ethnicity: str = "unspecified"
    language_proficiency: LanguageProficiency = "native"
    first_language: str | None = None
    recall_accuracy: RecallAccuracy = "high"
    cognitive_state: CognitiveState = "alert"
    trust_in_healthcare: Trust = "high"
    pain_expression: PainExpression = "accurate"
    emotion_regulation: EmotionRegulation = "calm"
    disfluency_rate: float = Field(default=0.0, ge=0.0, le=1.0)
    topic_drift: float = Field(default=0.0, ge=0.0, le=1.0)
    verbosity: Verbosity = "normal"
    instruction: str | None = None
    matched_to_case: list[CaseField] = Field(default_factory=list)

    _normalise_gender = field_validator("gender", mode="before")(_gender)

    @field_validator("first_language")
    @classmethod
    def _tidy_language(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        return ENGLISH if value.strip().lower() == "english" else " ".join(value.split())

    @model_validator(mode="after")
    def _language_agrees_with_proficiency(self) -> PatientPersona:
        if self.first_language is None and self.language_proficiency == "native":
            self.first_language = ENGLISH
        if self.language_proficiency != "native" and self.first_language == ENGLISH:
            raise ValueError(
                f"first_language English contradicts language_proficiency {self.language_proficiency!r}: "
                "a patient whose English is not native grew up with another language; name it (e.g. Spanish)"
            )
        return self


class NursePersona(BaseModel):
    """How a nurse interviews; defaults describe a neutral, guideline-following nurse."""

    model_config = ConfigDict(extra="forbid")
    persona_id: str = "nurse"
    name: str = "Sam Taylor"
    gender: Gender = "unspecified"
    ethnicity: str = "unspecified"
    experience_level: ExperienceLevel = "intermediate"
    risk_tolerance: RiskTolerance = "balanced"
    guideline_adherence: GuidelineAdherence = "strict"
    communication_style: CommunicationStyle = "neutral"
    verbosity: Verbosity = "normal"
    emotional_expression: EmotionalExpression = "moderate"
    instruction: str | None = None

    _normalise_gender = field_validator("gender", mode="before")(_gender)
