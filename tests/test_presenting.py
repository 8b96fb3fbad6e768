"""A case told in prose reaches the episode by meaning (clinical/presenting.py): the nurse's first look
shows what can be seen, the patient's side tells its findings in lay words, a temperature taken at
home counts for the fever bands, and the prose itself never reaches an agent."""

from __future__ import annotations

import asyncio
import re

import pytest

from triagesim import RunnerConfig, TriageEnv, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.lexicon import parse_temperature
from triagesim.cases import Case
from triagesim.clinical.presenting import narrative_onset, reported_temperature, seen_at_a_glance, told_findings
from triagesim.core.observations import PatientBrief, Registration

FEBRILE_BABY = Case(
    case_id="baby", age=0.1, sex="F", chief_complaint="fever", acuity=2,
    narrative=("A 5-week-old girl is brought in by her mother, who took her temperature at home this evening and it "
               "was 38.4. She has been feeding a little less since this morning. Her older brother has a cough. "
               "She is not vomiting."),
    companion="mother",
)
BASELINE = Case(
    case_id="ltc", age=88, sex="F", chief_complaint="sent in from care home", acuity=4,
    narrative=("An 88-year-old woman is sent in from her care home. She is always confused, that is her normal "
               "since the dementia. The GP can't see her till Friday. Today she has a cough."),
)


def test_what_the_prose_asserts_for_the_patient_is_told_and_nothing_else():
    told = told_findings(BASELINE.narrative)
    assert any("cough" in item for item in told)
    assert not any(re.search(r"confus|vision|see", item) for item in told), told  # her normal; the GP's seeing
    baby = told_findings(FEBRILE_BABY.narrative)
    assert not any("vomit" in item for item in baby)  # denied
    assert not any("cough" in item for item in baby)  # her brother's


def test_a_temperature_taken_at_home_is_told_with_its_number_and_heard_in_fahrenheit():
    said = reported_temperature(FEBRILE_BABY.narrative)
    assert said == "a temperature of 38.4 at home"
    assert parse_temperature(f"She's got {said}.") == pytest.approx(101.1)
    assert reported_temperature("Temperature at triage is 38.2 °C.") is None  # measured at triage: a vital, not a report


def test_the_onset_is_the_first_time_phrase_said_as_when_it_started():
    assert narrative_onset("She has had diarrhoea for two days and vomited twice.") == "two days ago"
    assert narrative_onset("The pain started suddenly about 20 minutes ago.") == "about 20 minutes ago"
    assert narrative_onset("No time is given.") is None


def test_the_first_look_shows_signs_without_their_numbers():
    text = ("At triage he has loud stridor at rest and marked recession, heart rate 160. "
            "His mother says he had a cold last week.")
    seen = seen_at_a_glance(text)
    assert seen is not None and "stridor" in seen and "cold" not in seen
    assert "160" not in seen
    assert seen_at_a_glance("She looks well and is chatting.") is None


def test_the_prose_never_reaches_an_agent():
    brief = PatientBrief.from_case(FEBRILE_BABY)
    desk = Registration.from_case(FEBRILE_BABY)
    assert FEBRILE_BABY.narrative not in brief.model_dump_json()
    assert "5-week-old" not in brief.model_dump_json() and "5-week-old" not in desk.model_dump_json()
    assert "a temperature of 38.4 at home" in (brief.history.associated_symptoms or [])
    assert brief.speaker == "companion"  # a narrative case's companion speaks for the baby


def test_a_home_temperature_puts_a_febrile_neonate_at_esi_2():
    """The ESI handbook's fever band: a baby under 28 days, or up to 3 months, with 38.0 °C or more is
    ESI 2, whoever took the temperature. The nurse measures no temperature here (the case has none)."""
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0), extractor=RuleBasedExtractor())
    artifact = runner.run(FEBRILE_BABY)
    said = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse")
    assert "38.4" in said
    assert artifact["state"]["final_triage"] == 2, artifact["trace"][-1]["explanation"]
    assert "(reported)" in artifact["trace"][-1]["explanation"]


def test_a_row_without_a_sex_shows_the_sex_the_patient_presents_with():
    from triagesim.personas import PatientPersona

    row = Case(case_id="row", chief_complaint="ABD PAIN", acuity=3)
    env = TriageEnv()
    observation = env.reset(row, run_id="r", apparent_sex="F")
    assert observation.registration.sex == "F"
    assert env.artifact()["ground_truth"]["sex"] is None  # the truth keeps what the case records
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(PatientPersona(gender="male")), RunnerConfig(seed=0))
    assert runner.run(row)["registration"]["sex"] == "M"
