"""Personas: bundled sets, YAML loading with named errors, seeded sampling, filtering."""

from __future__ import annotations

import textwrap

import pytest

from triagesim.personas import (
    NursePersona,
    PatientPersona,
    PersonaError,
    filter_nurse_personas,
    filter_patient_personas,
    load_nurse_personas,
    load_patient_personas,
    sample_nurse_personas,
    sample_patient_personas,
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
    for field in model.model_fields:
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
@pytest.mark.parametrize("sample", [sample_patient_personas, sample_nurse_personas], ids=["patient", "nurse"])
def test_sampling_is_seeded(sample):
    assert sample(4, seed=11) == sample(4, seed=11)
    draws = {tuple(persona.persona_id for persona in sample(4, seed=seed)) for seed in range(8)}
    assert len(draws) > 1  # different seeds differ somewhere
    picked = sample(4, seed=3)
    assert len({persona.persona_id for persona in picked}) == 4  # without replacement by default


@pytest.mark.parametrize(
    "sample, load", [(sample_patient_personas, load_patient_personas), (sample_nurse_personas, load_nurse_personas)],
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
