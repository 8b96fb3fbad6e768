"""Personas: bundled sets, YAML loading with named errors, seeded sampling, filtering, vocabularies, trait tables."""

from __future__ import annotations

import textwrap
from functools import partial
from typing import get_args

import pytest

from triagesim.personas import (
    ENGLISH,
    FIRST_LANGUAGES,
    LANGUAGE_LEVELS,
    NURSE_TRAITS,
    PATIENT_TRAITS,
    RATE_BANDS,
    NursePersona,
    PatientPersona,
    PersonaError,
    disclosure_threshold,
    filter_nurse_personas,
    filter_patient_personas,
    load_nurse_personas,
    load_patient_personas,
    nurse_trait_behaviours,
    nurse_trait_instructions,
    patient_profile_lines,
    patient_trait_behaviours,
    patient_trait_instructions,
    patient_trait_levels,
    rate_level,
    reported_pain,
    sample_nurse_personas,
    sample_patient_personas,
    sentence_budget,
)


def write(tmp_path, text, name="personas.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


# ------------------------------------------------------------------ bundled sets
@pytest.mark.parametrize(
    "load, model, minimum",
    [(load_patient_personas, PatientPersona, 12), (load_nurse_personas, NursePersona, 6)],
    ids=["patient", "nurse"],
)
def test_bundled_sets_load_and_vary_along_every_dimension(load, model, minimum):
    personas = load()
    assert len(personas) >= minimum
    assert all(isinstance(persona, model) for persona in personas)
    assert len({persona.persona_id for persona in personas}) == len(personas)
    for field in set(model.model_fields) - {"matched_to_case"}:  # set per episode, never in a file
        values = {repr(getattr(persona, field)) for persona in personas}
        assert len(values) >= 2, f"{field} never varies in the bundled {model.__name__} set"


# ------------------------------------------------------------------ loading
def test_missing_fields_take_the_neutral_default(tmp_path):
    path = write(tmp_path, """\
        - persona_id: terse-one
          verbosity: terse
        - {}
        """)
    first, second = load_patient_personas(path)
    neutral = PatientPersona()
    assert first.persona_id == "terse-one" and first.verbosity == "terse"
    assert first.model_dump(exclude={"persona_id", "verbosity"}) == neutral.model_dump(exclude={"persona_id", "verbosity"})
    assert first.language_proficiency == "native" and first.disfluency_rate == 0.0 and first.pain_expression == "accurate"
    assert second.persona_id == "personas-1"  # file stem and index when unnamed
    nurse = load_nurse_personas(write(tmp_path, "- persona_id: n\n  experience_level: novice\n", "nurses.yaml"))[0]
    assert nurse.experience_level == "novice" and nurse.guideline_adherence == "strict" and nurse.risk_tolerance == "balanced"


def test_a_personas_key_wrapping_the_list_is_accepted(tmp_path):
    path = write(tmp_path, """\
        personas:
          - persona_id: a
          - persona_id: b
        """)
    assert [persona.persona_id for persona in load_nurse_personas(path)] == ["a", "b"]


def test_an_unknown_field_names_the_file_and_the_entry(tmp_path):
    path = write(tmp_path, """\
        - persona_id: ok
        - persona_id: typo
          verbosty: terse
        """)
    with pytest.raises(PersonaError) as caught:
        load_patient_personas(path)
    message = str(caught.value)
    assert str(path) in message and "entry 1" in message and "'typo'" in message and "verbosty" in message


def test_invalid_yaml_names_the_file_and_line(tmp_path):
    path = write(tmp_path, """\
        - persona_id: a
          verbosity: terse
        - persona_id: b
          verbosity: [unclosed
        - persona_id: c
        """)
    with pytest.raises(PersonaError) as caught:
        load_patient_personas(path)
    message = str(caught.value)
    assert str(path) in message and "invalid YAML" in message
    assert "line 5" in message  # where the parser noticed


def test_a_wrong_enum_value_names_the_field(tmp_path):
    path = write(tmp_path, """\
        - persona_id: shouty
          emotion_regulation: furious
        """)
    with pytest.raises(PersonaError) as caught:
        load_patient_personas(path)
    message = str(caught.value)
    assert "field 'emotion_regulation'" in message and str(path) in message and "entry 0" in message
    path = write(tmp_path, "- disfluency_rate: 1.5\n")
    with pytest.raises(PersonaError, match="field 'disfluency_rate'"):
        load_patient_personas(path)


def test_other_file_errors(tmp_path):
    with pytest.raises(PersonaError, match="not found"):
        load_patient_personas(tmp_path / "missing.yaml")
    with pytest.raises(PersonaError, match="expected a YAML list"):
        load_patient_personas(write(tmp_path, "persona_id: a\n"))
    with pytest.raises(PersonaError, match="entry 1: expected a mapping"):
        load_patient_personas(write(tmp_path, "- persona_id: a\n- just a string\n"))
    with pytest.raises(PersonaError, match="duplicate persona_id 'a'"):
        load_nurse_personas(write(tmp_path, "- persona_id: a\n- persona_id: a\n"))
    with pytest.raises(PersonaError, match="no personas"):
        load_nurse_personas(write(tmp_path, "[]\n"))


# ------------------------------------------------------------------ sampling
@pytest.mark.parametrize(
    "sample",
    [sample_patient_personas, partial(sample_patient_personas, personas="bundled"), sample_nurse_personas],
    ids=["patient-factorial", "patient-bundled", "nurse"],
)
def test_sampling_is_seeded(sample):
    assert sample(4, seed=11) == sample(4, seed=11)
    draws = {tuple(persona.persona_id for persona in sample(4, seed=seed)) for seed in range(8)}
    assert len(draws) > 1  # different seeds differ somewhere
    picked = sample(4, seed=3)
    assert len({persona.persona_id for persona in picked}) == 4  # without replacement by default


@pytest.mark.parametrize(
    "sample, load",
    [(partial(sample_patient_personas, personas="bundled"), load_patient_personas), (sample_nurse_personas, load_nurse_personas)],
    ids=["patient", "nurse"],
)
def test_sampling_more_than_the_pool(sample, load):
    pool = load()
    drawn = sample(len(pool) + 5, seed=1)
    assert len(drawn) == len(pool) + 5
    assert {persona.persona_id for persona in drawn} <= {persona.persona_id for persona in pool}
    assert drawn == sample(len(pool) + 5, seed=1)
    assert sample(0, seed=1) == []
    with pytest.raises(ValueError):
        sample(-1, seed=1)


def test_sampling_from_a_given_pool_with_replacement():
    pool = [PatientPersona(persona_id="a"), PatientPersona(persona_id="b")]
    drawn = sample_patient_personas(6, seed=2, personas=pool, replace=True)
    assert len(drawn) == 6 and {persona.persona_id for persona in drawn} <= {"a", "b"}


# ------------------------------------------------------------------ filtering
def test_filter_by_value_collection_and_predicate():
    pool = [
        PatientPersona(persona_id="a", verbosity="terse", disfluency_rate=0.5, age_group="child"),
        PatientPersona(persona_id="b", verbosity="terse", disfluency_rate=0.1, age_group="older_adult"),
        PatientPersona(persona_id="c", verbosity="verbose", disfluency_rate=0.6, age_group="young_adult"),
    ]
    ids = lambda personas: [persona.persona_id for persona in personas]  # noqa: E731
    assert ids(filter_patient_personas(pool, verbosity="terse")) == ["a", "b"]
    assert ids(filter_patient_personas(pool, age_group=["child", "young_adult"])) == ["a", "c"]
    assert ids(filter_patient_personas(pool, age_group={"older_adult"})) == ["b"]
    assert ids(filter_patient_personas(pool, disfluency_rate=lambda rate: rate > 0.3)) == ["a", "c"]
    assert ids(filter_patient_personas(pool, verbosity="terse", disfluency_rate=lambda rate: rate > 0.3)) == ["a"]
    assert filter_patient_personas(pool, verbosity="normal") == []


def test_filter_the_bundled_sets():
    terse = filter_patient_personas(verbosity="terse")
    assert terse and all(persona.verbosity == "terse" for persona in terse)
    experts = filter_nurse_personas(experience_level="expert")
    assert experts and all(persona.experience_level == "expert" for persona in experts)
    assert len(filter_nurse_personas(experience_level=("novice", "intermediate", "expert"))) == len(load_nurse_personas())


def test_filter_on_an_unknown_field_is_a_value_error():
    with pytest.raises(ValueError, match="verbosty"):
        filter_patient_personas([PatientPersona()], verbosty="terse")
    with pytest.raises(ValueError, match="pain_expression"):
        filter_nurse_personas([NursePersona()], pain_expression="accurate")


# ------------------------------------------------------------------ vocabularies and first language
OLD_FORMAT = """\
    # a persona file written before first_language and matched_to_case existed
    - persona_id: p06
      age_group: older_adult
      gender: female
      ethnicity: South Asian
      language_proficiency: limited
      recall_accuracy: low
      cognitive_state: confused
      trust_in_healthcare: medium
      pain_expression: accurate
      emotion_regulation: distressed
      disfluency_rate: 0.5
      topic_drift: 0.35
      verbosity: normal
      instruction: Speak in short, simple sentences with small grammar slips.
    - persona_id: p10
      age_group: older_adult
      gender: male
      ethnicity: White
      language_proficiency: native
    - persona_id: p08
      gender: non-binary
    """


def test_an_old_format_persona_file_still_loads(tmp_path):
    limited, native, neutral = load_patient_personas(write(tmp_path, OLD_FORMAT))
    assert limited.language_proficiency == "limited" and limited.first_language is None  # not English, not named
    assert native.first_language == "English" and neutral.first_language == "English"
    assert limited.matched_to_case == native.matched_to_case == []
    assert neutral.gender == "non-binary"


@pytest.mark.parametrize(
    "written, gender",
    [("F", "female"), ("woman", "female"), ("Male", "male"), ("M", "male"), ("nonbinary", "non-binary"),
     ("Non_Binary", "non-binary"), ("unknown", "unspecified"), ("unspecified", "unspecified")],
)
def test_gender_spellings_map_to_the_one_vocabulary(written, gender):
    assert PatientPersona(gender=written).gender == gender
    assert NursePersona(gender=written).gender == gender


def test_an_unknown_gender_or_an_english_first_language_with_limited_english_is_an_error(tmp_path):
    with pytest.raises(PersonaError, match="field 'gender'"):
        load_patient_personas(write(tmp_path, "- gender: robot\n"))
    with pytest.raises(PersonaError, match="first_language English contradicts language_proficiency 'limited'"):
        load_patient_personas(write(tmp_path, "- language_proficiency: limited\n  first_language: english\n"))
    assert PatientPersona(language_proficiency="native", first_language="Spanish").first_language == "Spanish"


def test_every_bundled_non_native_speaker_names_a_first_language_other_than_english():
    for persona in load_patient_personas():
        assert persona.first_language
        assert (persona.first_language == ENGLISH) == (persona.language_proficiency == "native"), persona.persona_id
    for persona in sample_patient_personas(300, seed=4):
        assert (persona.first_language == ENGLISH) == (persona.language_proficiency == "native")
        assert persona.first_language in (ENGLISH, *FIRST_LANGUAGES)


# ------------------------------------------------------------------ trait behaviour tables
TABLES = [(PATIENT_TRAITS, PatientPersona, patient_trait_instructions, patient_trait_behaviours),
          (NURSE_TRAITS, NursePersona, nurse_trait_instructions, nurse_trait_behaviours)]


def _levels(model, field, table):
    """The values a persona field can take, one per level of its table (a rate: its band's typical value)."""
    if field in RATE_BANDS:
        return {name: band.typical for name, band in RATE_BANDS[field].items()}
    annotation = model.model_fields[field].annotation
    assert set(get_args(annotation)) == set(table[field].levels)
    return {level: level for level in get_args(annotation)}


@pytest.mark.parametrize("table, model, instructions, behaviours", TABLES, ids=["patient", "nurse"])
def test_every_trait_level_has_its_own_concrete_instruction(table, model, instructions, behaviours):
    for field, trait in table.items():
        assert trait.measure
        texts = {}
        for level, value in _levels(model, field, table).items():
            persona = model(**{field: value})
            line = behaviours(persona)[field]
            assert line and "{" not in line, (field, level, line)
            assert line in instructions(persona)
            texts[level] = line
            target = trait.levels[level].target
            assert target is None or isinstance(target, (int, float))
        assert len(set(texts.values())) == len(texts), f"{field}: two levels say the same thing"


@pytest.mark.parametrize("table, model, instructions, behaviours", TABLES, ids=["patient", "nurse"])
def test_instructions_are_one_line_per_trait_then_the_free_text(table, model, instructions, behaviours):
    assert len(instructions(model())) == len(table)
    lines = instructions(model(instruction="  Keep it short.  "))
    assert len(lines) == len(table) + 1 and lines[-1] == "Also: Keep it short."


def test_rates_read_as_bands_and_each_band_has_its_own_behaviour():
    assert [rate_level("disfluency_rate", rate) for rate in (0.0, 0.1, 0.3, 0.6, 1.0)] == [
        "none", "occasional", "frequent", "heavy", "heavy"]
    assert [rate_level("topic_drift", rate) for rate in (0.05, 0.2, 0.9)] == ["none", "occasional", "frequent"]
    persona = PatientPersona(disfluency_rate=0.3, topic_drift=0.2)
    assert patient_trait_levels(persona)["disfluency_rate"] == "frequent"
    behaviours = patient_trait_behaviours(persona)
    # The band's behaviour, never the rate as a quota (the rate is the observer's number: Level.target).
    assert behaviours["disfluency_rate"] == PATIENT_TRAITS["disfluency_rate"].levels["frequent"].instruction
    assert behaviours["topic_drift"] == PATIENT_TRAITS["topic_drift"].levels["occasional"].instruction
    assert "%" not in behaviours["disfluency_rate"] + behaviours["topic_drift"]


def test_language_instruction_names_the_first_language():
    line = patient_trait_behaviours(PatientPersona(language_proficiency="limited", first_language="Somali"))
    assert "a word in Somali" in line["language_proficiency"] and "first language is Somali" in line["language_proficiency"]
    unnamed = patient_trait_behaviours(PatientPersona(language_proficiency="intermediate"))["language_proficiency"]
    assert "English is not your first language" in unnamed
    assert "first language" not in patient_trait_behaviours(PatientPersona())["language_proficiency"]
    assert set(LANGUAGE_LEVELS) == set(get_args(PatientPersona.model_fields["language_proficiency"].annotation))


def test_checkable_numbers_order_the_levels():
    assert [disclosure_threshold(PatientPersona(trust_in_healthcare=t)) for t in ("high", "medium", "low")] == [1, 2, 3]
    assert [sentence_budget(PatientPersona(verbosity=v)) for v in ("terse", "normal", "verbose")] == [1, 2, 4]
    assert sentence_budget(NursePersona(verbosity="terse")) == 1
    assert [reported_pain(PatientPersona(pain_expression=e), 7) for e in ("minimizing", "accurate", "amplifying")] == [5, 7, 9]
    assert reported_pain(PatientPersona(pain_expression="minimizing"), 1) == 0
    assert reported_pain(PatientPersona(pain_expression="amplifying"), 9.5) == 10
    assert reported_pain(PatientPersona(), None) is None


def test_profile_lines_say_who_the_patient_is():
    persona = PatientPersona(gender="male", age_group="older_adult", ethnicity="Hispanic",
                             language_proficiency="intermediate", first_language="Spanish")
    assert patient_profile_lines(persona) == [
        "Gender: male.", "Age group: an older adult (65 or over).", "Ethnic background: Hispanic.",
        "First language: Spanish; English: intermediate."]
    assert patient_profile_lines(PatientPersona()) == ["Age group: a middle-aged adult (40 to 64).", "First language: English."]
