"""Choosing personas: seeded draws from a pool, factorial draws, fitting a patient to its case, filtering.

Two ways to get patient personas, for two purposes:

- **bundled** (or any loaded file): the hand-written personas, each a coherent character.
  Their traits are correlated (in the bundled set only some ethnicities have limited English),
  so an analysis by one trait is confounded by the others.
- **factorial**: every trait drawn independently and uniformly over its levels
  (``FACTORIAL_LEVELS``), so each trait's effect can be separated from the others'. A
  balanced design, not a population: each level comes up equally often, so each effect is
  estimated with the same precision. A non-native speaker's first language is drawn
  independently of ethnicity too.

Either way the case has the last word on what it records (``fit_patient_persona``): the
persona takes the case's sex as its gender and the case's age group, and says so in
``matched_to_case``.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Sequence
from typing import Any, Literal, TypeVar, get_args

from .loading import load_nurse_personas, load_patient_personas
from .models import (
    AGE_GROUPS,
    ETHNICITIES,
    FIRST_LANGUAGES,
    GENDERS,
    ENGLISH,
    CaseField,
    CognitiveState,
    EmotionRegulation,
    LanguageProficiency,
    NursePersona,
    PainExpression,
    PatientPersona,
    RecallAccuracy,
    Trust,
    Verbosity,
    age_group_for,
    gender_for,
)
from .traits import RATE_BANDS

__all__ = [
    "PersonaSet",
    "PERSONA_SETS",
    "FACTORIAL_LEVELS",
    "patient_persona_pool",
    "factorial_patient_persona",
    "sample_patient_personas",
    "sample_nurse_personas",
    "fit_patient_persona",
    "filter_patient_personas",
    "filter_nurse_personas",
]

P = TypeVar("P", PatientPersona, NursePersona)

PersonaSet = Literal["factorial", "bundled"]
PERSONA_SETS: tuple[PersonaSet, ...] = get_args(PersonaSet)

#: The levels each trait of a factorial persona is drawn from, uniformly and independently,
#: in this order (the order is part of the seed's meaning: keep it). ``first_language`` is
#: drawn from ``FIRST_LANGUAGES`` for a non-native speaker; a native speaker's is English.
FACTORIAL_LEVELS: dict[str, tuple[Any, ...]] = {
    "age_group": AGE_GROUPS,
    "gender": tuple(gender for gender in GENDERS if gender != "unspecified"),
    "ethnicity": ETHNICITIES,
    "language_proficiency": get_args(LanguageProficiency),
    "recall_accuracy": get_args(RecallAccuracy),
    "cognitive_state": get_args(CognitiveState),
    "trust_in_healthcare": get_args(Trust),
    "pain_expression": get_args(PainExpression),
    "emotion_regulation": get_args(EmotionRegulation),
    "disfluency_rate": tuple(band.typical for band in RATE_BANDS["disfluency_rate"].values()),
    "topic_drift": tuple(band.typical for band in RATE_BANDS["topic_drift"].values()),
    "verbosity": get_args(Verbosity),
}


def factorial_patient_persona(rng: random.Random) -> PatientPersona:
    """One patient persona with every trait drawn independently from ``FACTORIAL_LEVELS``.

    The id is ``factorial-`` and a digest of the traits, so the same traits always carry the
    same id whatever seed drew them.
    """
    traits: dict[str, Any] = {field: rng.choice(levels) for field, levels in FACTORIAL_LEVELS.items()}
    other_language = rng.choice(FIRST_LANGUAGES)  # drawn every time, so later draws never depend on proficiency
    traits["first_language"] = ENGLISH if traits["language_proficiency"] == "native" else other_language
    digest = hashlib.sha256(json.dumps(traits, sort_keys=True).encode()).hexdigest()[:10]
    return PatientPersona(persona_id=f"factorial-{digest}", **traits)


def patient_persona_pool(personas: Sequence[PatientPersona] | PersonaSet | None) -> Sequence[PatientPersona] | None:
    """The pool a choice draws from: the given personas, the bundled set, or None for factorial draws."""
    if personas is None or personas == "factorial":
        return None
    if personas == "bundled":
        return load_patient_personas()
    if isinstance(personas, str):
        raise ValueError(f"unknown persona set {personas!r}; known: {', '.join(PERSONA_SETS)} (or a list of personas)")
    return personas


def _sample(personas: Sequence[P], n: int, rng: random.Random, replace: bool) -> list[P]:
    if replace or n > len(personas):
        return [rng.choice(personas) for _ in range(n)]
    return rng.sample(list(personas), n)


def _check_n(n: int) -> None:
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")


def sample_patient_personas(
    n: int = 1,
    seed: int | None = None,
    personas: Sequence[PatientPersona] | PersonaSet | None = None,
    *,
    replace: bool = False,
) -> list[PatientPersona]:
    """``n`` patient personas drawn with a seeded RNG.

    ``personas`` says from what: ``"factorial"`` (the default, also for None) draws each trait
    independently, a new persona each time; ``"bundled"`` or a list draws from that pool
    (without replacement unless ``replace`` or ``n`` exceeds the pool).
    """
    _check_n(n)
    rng = random.Random(seed)
    pool = patient_persona_pool(personas)
    if pool is None:
        return [factorial_patient_persona(rng) for _ in range(n)]
    return _sample(pool, n, rng, replace)


def sample_nurse_personas(
    n: int = 1,
    seed: int | None = None,
    personas: Sequence[NursePersona] | None = None,
    *,
    replace: bool = False,
) -> list[NursePersona]:
    """``n`` nurse personas drawn with a seeded RNG from the given pool or the bundled set
    (with replacement when ``n`` exceeds the pool)."""
    _check_n(n)
    return _sample(personas if personas is not None else load_nurse_personas(), n, random.Random(seed), replace)


def fit_patient_persona(persona: PatientPersona, *, sex: str | None, age: int | float | None,
                        language: str | None = None) -> PatientPersona:
    """The persona made to agree with its case: the case decides gender and age group.

    The persona's speaking traits are kept; what the case records wins, because a patient
    "82 years old, F" played by a male teenager's persona contradicts itself. The pool is
    small, so overriding keeps every persona usable for every case (choosing only among
    fitting personas would leave one or two per age group). Rules:

    - a case ``sex`` that names a gender (``gender_for``) sets ``gender``; one that does not
      (missing, "U") leaves the persona's;
    - a case ``age`` (``Case.apparent_age``: the recorded one, or a baby's or a child's that the
      complaint gives away) sets ``age_group`` (``age_group_for``); a case without age is an
      adult under 65 (MIMIC-IV-ED holds adults only, and whoever rated a row without an age
      rated it without the risks that age brings: an invented 80 would make belly pain ESI 2),
      so a child's, a teenager's or an older adult's persona becomes ``middle_aged`` and a
      younger adult's keeps its group.

    - a case ``language`` (``Case.stated_language``: "speaks Cantonese" typed at the desk) sets
      ``first_language``, and a native English speaker's persona becomes ``limited`` in English: the
      nurse hears a patient who needs an interpreter, as the row says.

    ``matched_to_case`` lists the fields the case decided. A persona's free-text
    ``instruction`` is kept as written: write it without an age or gender.
    """
    update: dict[str, Any] = {}
    gender = gender_for(sex)
    if gender is not None:
        update["gender"] = gender
    group = age_group_for(age)
    if group is not None:
        update["age_group"] = group
    elif persona.age_group not in ("young_adult", "middle_aged"):
        update["age_group"] = "middle_aged"
    if language is not None:
        update["first_language"] = language
        if persona.language_proficiency == "native":
            update["language_proficiency"] = "limited"
    matched: list[CaseField] = [field for field in get_args(CaseField) if field in update]
    return persona.model_copy(update={**update, "matched_to_case": matched})


def _filter(personas: Iterable[P], model: type[P], criteria: dict[str, Any]) -> list[P]:
    for key in criteria:
        if key not in model.model_fields:
            raise ValueError(f"unknown {model.__name__} field {key!r}; known: {', '.join(model.model_fields)}")

    def matches(persona: P) -> bool:
        for key, wanted in criteria.items():
            value = getattr(persona, key)
            if callable(wanted):
                if not wanted(value):
                    return False
            elif isinstance(wanted, (list, tuple, set, frozenset)):
                if value not in wanted:
                    return False
            elif value != wanted:
                return False
        return True

    return [persona for persona in personas if matches(persona)]


def filter_patient_personas(
    personas: Iterable[PatientPersona] | None = None, **criteria: Any
) -> list[PatientPersona]:
    """Personas whose fields match: a value, a collection of allowed values, or a predicate.

    ``filter_patient_personas(verbosity="terse", disfluency_rate=lambda r: r > 0.3)``
    """
    return _filter(personas if personas is not None else load_patient_personas(), PatientPersona, criteria)


def filter_nurse_personas(personas: Iterable[NursePersona] | None = None, **criteria: Any) -> list[NursePersona]:
    """Nurse personas whose fields match: a value, a collection of allowed values, or a predicate."""
    return _filter(personas if personas is not None else load_nurse_personas(), NursePersona, criteria)
