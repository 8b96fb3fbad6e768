"""Patient and nurse personas: models, YAML loading, seeded and factorial sampling, fitting to a case,
and the concrete behaviour of every trait level.

A persona changes *how* an agent talks, never what is true: patients keep their case, and
nurses keep the triage rules. The modules:

- ``models``: ``PatientPersona``, ``NursePersona`` and the closed vocabularies (one ``Literal``
  each); ``age_group_for`` and ``gender_for`` read a case's age and sex.
- ``loading``: YAML files; every problem is a one-line ``PersonaError`` naming the file and the entry.
- ``sampling``: draws from a pool (the bundled set, a file) or factorial draws (every trait
  independent, so effects separate); ``fit_patient_persona`` makes a persona agree with its
  case's sex and age; filters.
- ``traits``: the tables of what each trait level makes an agent do, with the number an
  observer would count, and the functions the prompts call to render them
  (``patient_trait_instructions``, ``nurse_trait_instructions``, ``patient_profile_lines``).
"""

from __future__ import annotations

from .loading import BUNDLED_DIR, PersonaError, load_nurse_personas, load_patient_personas
from .models import (
    ADULT_AGE_GROUPS,
    AGE_GROUPS,
    ENGLISH,
    ETHNICITIES,
    FIRST_LANGUAGES,
    GENDERS,
    NursePersona,
    PatientPersona,
    age_group_for,
    gender_for,
)
from .sampling import (
    FACTORIAL_LEVELS,
    PERSONA_SETS,
    PersonaSet,
    factorial_patient_persona,
    filter_nurse_personas,
    filter_patient_personas,
    fit_patient_persona,
    patient_persona_pool,
    sample_nurse_personas,
    sample_patient_personas,
)
from .traits import (
    LANGUAGE_LEVELS,
    NURSE_TRAITS,
    PATIENT_TRAITS,
    RATE_BANDS,
    Level,
    Trait,
    disclosure_threshold,
    nurse_trait_behaviours,
    nurse_trait_instructions,
    nurse_trait_levels,
    patient_profile_lines,
    patient_trait_behaviours,
    patient_trait_instructions,
    patient_trait_levels,
    rate_level,
    reported_pain,
    sentence_budget,
)

__all__ = [
    "PatientPersona",
    "NursePersona",
    "PersonaError",
    "PersonaSet",
    "PERSONA_SETS",
    "BUNDLED_DIR",
    "load_patient_personas",
    "load_nurse_personas",
    "sample_patient_personas",
    "sample_nurse_personas",
    "factorial_patient_persona",
    "patient_persona_pool",
    "FACTORIAL_LEVELS",
    "fit_patient_persona",
    "filter_patient_personas",
    "filter_nurse_personas",
    "age_group_for",
    "gender_for",
    "AGE_GROUPS",
    "ADULT_AGE_GROUPS",
    "GENDERS",
    "ETHNICITIES",
    "FIRST_LANGUAGES",
    "ENGLISH",
    "Level",
    "Trait",
    "LANGUAGE_LEVELS",
    "RATE_BANDS",
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
