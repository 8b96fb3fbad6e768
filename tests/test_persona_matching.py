"""Personas against their cases and against each other: the case decides gender and age group,
and factorial sampling draws every trait independently of ethnicity (so effects separate).
"""

from __future__ import annotations

import math
from collections import Counter
from typing import get_args

import pytest

from triagesim.batch import Job, choose_personas, plan_jobs
from triagesim.cases import Case, load_bundled_cases
from triagesim.personas import (
    ADULT_AGE_GROUPS,
    ETHNICITIES,
    FACTORIAL_LEVELS,
    PatientPersona,
    age_group_for,
    fit_patient_persona,
    gender_for,
    load_nurse_personas,
    load_patient_personas,
    sample_patient_personas,
)

CASES = load_bundled_cases()
NURSES = load_nurse_personas()
PATIENTS = load_patient_personas()


def _jobs(cases, seeds=range(4), episodes=3):
    for seed in seeds:
        yield from plan_jobs(cases, episodes_per_case=episodes, seed=seed, algorithm=None)


# ------------------------------------------------------------------ the case decides
@pytest.mark.parametrize("patients", [PATIENTS, "bundled", "factorial"], ids=["list", "bundled", "factorial"])
def test_every_bundled_case_gets_a_persona_of_its_own_gender_and_age_group(patients):
    assert all(case.sex and case.age is not None for case in CASES)  # so every episode below is matched on both
    used = set()
    for job in _jobs(CASES):
        _, patient = choose_personas(job, NURSES, patients)
        assert patient.gender == gender_for(job.case.sex), (job.run_id, patient.gender, job.case.sex)
        assert patient.age_group == age_group_for(job.case.age), (job.run_id, patient.age_group, job.case.age)
        assert patient.matched_to_case == ["gender", "age_group"]
        used.add(patient.persona_id)
    if patients != "factorial":
        assert used == {persona.persona_id for persona in PATIENTS}  # the whole pool stays in play


def test_the_case_overrides_only_gender_and_age_group():
    child = next(persona for persona in PATIENTS if persona.age_group == "child" and persona.gender == "male")
    fitted = fit_patient_persona(child, sex="F", age=82)
    assert (fitted.gender, fitted.age_group, fitted.matched_to_case) == ("female", "older_adult", ["gender", "age_group"])
    assert fitted.model_dump(exclude={"gender", "age_group", "matched_to_case"}) == child.model_dump(
        exclude={"gender", "age_group", "matched_to_case"})
    assert child.matched_to_case == [] and child.age_group == "child"  # the pool itself is untouched


@pytest.mark.parametrize("sex", [None, "", "U", "unknown"])
def test_a_case_without_sex_keeps_the_persona_gender(sex):
    persona = PatientPersona(gender="non-binary", age_group="young_adult")
    fitted = fit_patient_persona(persona, sex=sex, age=30)
    assert fitted.gender == "non-binary" and fitted.matched_to_case == ["age_group"]


def test_a_case_without_age_is_an_adult_under_65():
    # a row rated without an age was rated without the risks of age: the persona never invents an 80-year-old
    for persona in PATIENTS:
        fitted = fit_patient_persona(persona, sex=None, age=None)
        assert fitted.age_group in ("young_adult", "middle_aged")
        if persona.age_group in ("young_adult", "middle_aged"):
            assert fitted.age_group == persona.age_group and fitted.matched_to_case == []
        else:
            assert fitted.age_group == "middle_aged" and fitted.matched_to_case == ["age_group"]


@pytest.mark.parametrize("sex, gender", [("M", "male"), ("F", "female"), ("Female", "female"), ("m", "male"), ("X", "non-binary")])
def test_case_sex_spellings(sex, gender):
    assert gender_for(sex) == gender
    assert fit_patient_persona(PatientPersona(), sex=sex, age=None).gender == gender


def test_choice_is_seeded_and_the_cli_signature_still_works():
    cases = [Case(case_id="kid", chief_complaint="ear pain", age=6, sex="M"),
             Case(case_id="unknown", chief_complaint="rash")]
    jobs = list(plan_jobs(cases, episodes_per_case=6, seed=2, algorithm=None))
    for patients in (PATIENTS, "factorial"):
        first = [choose_personas(job, NURSES, patients) for job in jobs]
        assert first == [choose_personas(job, NURSES, patients) for job in jobs]
        assert len({patient.persona_id for _, patient in first}) > 2
        assert {patient.age_group for job, (_, patient) in zip(jobs, first) if job.case.case_id == "kid"} == {"child"}
        assert {patient.age_group for job, (_, patient) in zip(jobs, first) if job.case.case_id == "unknown"} <= set(ADULT_AGE_GROUPS)
    assert [choose_personas(job, NURSES, "bundled") for job in jobs] == [choose_personas(job, NURSES, PATIENTS) for job in jobs]
    with pytest.raises(ValueError, match="unknown persona set 'random'"):
        choose_personas(jobs[0], NURSES, "random")  # type: ignore[arg-type]
    job = Job(case=cases[0], episode=0, seed=0, algorithm="esi", run_id="r")
    nurse, patient = choose_personas(job, NURSES, PATIENTS)
    assert nurse in NURSES and patient.persona_id in {persona.persona_id for persona in PATIENTS}


# ------------------------------------------------------------------ factorial sampling
FACTORIAL = sample_patient_personas(8000, seed=17)
TRAITS = [field for field in FACTORIAL_LEVELS if field != "ethnicity"]


def test_factorial_draws_cover_every_level_of_every_trait_evenly():
    for field, levels in FACTORIAL_LEVELS.items():
        counts = Counter(getattr(persona, field) for persona in FACTORIAL)
        assert set(counts) == set(levels), field
        expected = len(FACTORIAL) / len(levels)
        assert all(abs(count - expected) < 0.12 * expected for count in counts.values()), (field, counts)


def _chi_square(personas, field) -> tuple[float, float]:
    """Pearson's chi-square of the trait against ethnicity, and its critical value at p = 0.001.

    The critical value uses the Wilson-Hilferty approximation (accurate to ~1% for these
    degrees of freedom), so the test needs no scipy.
    """
    table = Counter((persona.ethnicity, getattr(persona, field)) for persona in personas)
    rows = Counter(persona.ethnicity for persona in personas)
    columns = Counter(getattr(persona, field) for persona in personas)
    n = len(personas)
    statistic = sum((table[(row, column)] - rows[row] * columns[column] / n) ** 2 / (rows[row] * columns[column] / n)
                    for row in rows for column in columns)
    df = (len(rows) - 1) * (len(columns) - 1)
    z = 3.0902  # the standard normal's 0.999 quantile
    return statistic, df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


@pytest.mark.parametrize("field", TRAITS)
def test_factorial_traits_are_independent_of_ethnicity(field):
    statistic, critical = _chi_square(FACTORIAL, field)
    assert statistic < critical, (field, statistic, critical)


def test_the_independence_test_sees_the_bundled_sets_confounding():
    """The same test on the bundled characters (drawn as often) rejects independence: it has power."""
    bundled = sample_patient_personas(len(FACTORIAL), seed=17, personas="bundled")
    statistic, critical = _chi_square(bundled, "language_proficiency")
    assert statistic > critical


def test_limited_english_and_every_first_language_appear_in_every_ethnicity():
    for ethnicity in ETHNICITIES:
        group = [persona for persona in FACTORIAL if persona.ethnicity == ethnicity]
        proficiency = Counter(persona.language_proficiency for persona in group)
        assert set(proficiency) == set(get_args(PatientPersona.model_fields["language_proficiency"].annotation))
        assert proficiency["limited"] / len(group) > 0.2
        languages = {persona.first_language for persona in group if persona.language_proficiency != "native"}
        assert len(languages) >= 8, (ethnicity, languages)


def test_the_bundled_set_stays_a_named_pool():
    drawn = sample_patient_personas(5, seed=1, personas="bundled")
    assert {persona.persona_id for persona in drawn} <= {persona.persona_id for persona in PATIENTS}
    assert all(persona.persona_id.startswith("factorial-") for persona in sample_patient_personas(5, seed=1))
    assert sample_patient_personas(5, seed=1) == sample_patient_personas(5, seed=1, personas="factorial")
