"""Who speaks, and what the nurse sees at the desk: the environment decides once, both engines follow."""

from __future__ import annotations

import pytest

from triagesim import TriageEnv, TriageRunner
from triagesim.cases import Case, load_bundled_cases
from triagesim.clinical.speakers import who_speaks
from triagesim.core import NurseOutput, PatientBrief

CASES = {case.case_id: case for case in load_bundled_cases()}


def _speakers(case: Case) -> set[str]:
    artifact = TriageRunner().run(case)
    return {line["speaker"] for line in artifact["transcript"]} - {"nurse"}


def test_unresponsive_and_young_child_cases_are_spoken_for_by_a_companion_offline():
    unresponsive = [c for c in CASES.values() if "unresponsive" in c.chief_complaint.lower()]
    children = [c for c in CASES.values() if c.age is not None and c.age < 12]
    assert unresponsive and children
    for case in unresponsive + children:
        assert _speakers(case) == {"companion"}, case.case_id
    adult = next(c for c in CASES.values() if c.age and c.age > 30 and who_speaks(c.chief_complaint, age=c.age) == "patient")
    assert _speakers(adult) == {"patient"}


@pytest.mark.parametrize(("complaint", "speaker"), [
    ("Cardiac arrest", "companion"),
    ("CARDIAC ARREST, CPR IN PROGRESS", "companion"),
    ("s/p arrest, ROSC", "companion"),
    ("Intubated, transfer", "companion"),
    ("hx cardiac arrest, CP", "patient"),  # a history of one: the patient talks
    ("CP, history of cardiac arrest", "patient"),
    ("Under arrest, ETOH", "patient"),  # the police kind
])
def test_a_heart_that_stopped_on_the_way_in_is_spoken_for(complaint, speaker):
    assert who_speaks(complaint, age=55) == speaker
    case = Case(case_id="arrest", age=55, sex="M", chief_complaint=complaint)
    assert _speakers(case) == {speaker}


@pytest.mark.parametrize(("complaint", "age"), [
    ("Vomiting, diarrhea x3d, decreased wet diapers", 0.75),
    ("Fever, poor feeding, lethargic", 0.75),
    ("Ear pain, fever, tugging at R ear", 0.75),
    ("Fell off monkey bars, L forearm deformity", 7),
    ("Barking cough, stridor at rest", 7),
    ("CP, SOB", None),  # an adult, as a row without an age is
    ("Fell off bike, chin lac", None),  # adults ride bikes
    ("Urinary incontinence, wears diapers", None),
])
def test_a_row_without_an_age_is_a_child_only_when_its_complaint_says_so(complaint, age):
    case = Case(case_id="row", chief_complaint=complaint)
    assert case.apparent_age == age
    brief = PatientBrief.from_case(case)
    assert brief.age == age
    assert brief.speaker == ("patient" if age is None else "companion")
    assert brief.companion == (None if age is None else "parent")
    assert Case(case_id="row", age=34, chief_complaint=complaint).apparent_age == 34  # a recorded age wins


def test_a_baby_without_a_recorded_age_is_judged_by_a_babys_vital_limits():
    """HR 158 and RR 34 are the danger zone for an adult (ESI 2) and not for a nine-month-old."""
    case = Case(case_id="baby", sex="F", chief_complaint="Vomiting, diarrhea x3d, decreased wet diapers, sunken eyes",
                vitals={"temperature": 99.4, "heartrate": 158, "resprate": 34, "o2sat": 99}, acuity=3)
    artifact = TriageRunner().run(case)
    replies = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] == "companion")
    assert "nine months old" in replies and artifact["state"]["final_triage"] == 3
    assert artifact["ground_truth"]["age"] is None  # the ground truth keeps what the row recorded


def test_a_case_may_say_who_speaks_and_who_the_companion_is():
    ankle = Case(case_id="x", age=40, chief_complaint="R ankle pain", speaker="companion", companion="interpreter")
    assert _speakers(ankle) == {"companion"}
    teen = Case(case_id="y", age=10, chief_complaint="sore throat", speaker="patient")
    assert _speakers(teen) == {"patient"}
    env = TriageEnv()
    observation = env.reset(ankle)
    assert observation.registration.speaker == "companion" and observation.registration.companion == "interpreter"


def test_the_nurse_sees_age_sex_arrival_and_first_look_but_no_vitals_or_acuity():
    case = Case(case_id="z", age=67, sex="F", chief_complaint="SOB", arrival="ambulance",
                first_look="alert, speaking in short phrases, pale and clammy",
                vitals={"heartrate": 131, "o2sat": 88}, acuity=2)
    env = TriageEnv()
    observation = env.reset(case, run_id="desk")  # a fixed id: a random one could hold "88"
    registration = observation.registration
    assert (registration.age, registration.sex, registration.arrival) == (67, "F", "ambulance")
    assert "short phrases" in registration.first_look
    dump = observation.model_dump_json()
    assert "131" not in dump and "88" not in dump and "acuity" not in dump
    result = env.step(NurseOutput(explanation="x", action="utterance", utterance="What happened?", triage=2, confidence=0.5))
    # The patient hears the nurse's words, never its working level.
    assert all("triage" not in event for event in result.observation.new_events)


def test_every_word_for_a_family_member_finds_the_same_person():
    """One list of family words (companions.yaml ``kin``): the mum's "her mother's tablets" is "my tablets"."""
    from triagesim.clinical.speakers import kin_words

    words = kin_words()
    assert words["mother"] == words["mum"] == words["mom"] == words["mama"] == {"mum", "mother", "mom", "mama", "mamma", "mummy", "mommy"}
    assert words["papa"] == words["dad"]
    assert words["grandmother"] == words["nan"]
    assert words["wife"] == {"wife"}


@pytest.mark.parametrize("table, message", [
    ({"mum": ["mother"], "mother": []}, r"field 'kin', entry 'mother': 'mother' is already a word of another entry"),
    ({"mum": "mother"}, r"field 'kin', entry 'mum': expected a list of words, got 'mother'"),
    (None, r"field 'kin': expected a mapping"),
])
def test_a_broken_kin_table_names_the_entry(table, message):
    from triagesim.clinical.speakers import _kin
    from triagesim.clinical.tables import ClinicalTableError

    with pytest.raises(ClinicalTableError, match=r"companions\.yaml, " + message):
        _kin(table)


@pytest.mark.parametrize("complaint, sex", [
    ("URINARY RETENTION, ENLARGED PROSTATE", "M"),
    ("L TESTICULAR PAIN X 3H", "M"),
    ("PV BLEEDING, PREG 8 WKS", "F"),
    ("LMP 6 WEEKS AGO, ABD PAIN", "F"),
    ("BREAST LUMP", None),          # men have breasts too
    ("ABD PAIN", None),
])
def test_a_complaint_naming_what_one_sex_has_gives_the_patient_that_sex(complaint, sex):
    from triagesim.clinical.sexes import apparent_sex

    assert apparent_sex(complaint) == sex


def test_a_row_without_a_sex_whose_complaint_names_a_prostate_is_a_man_in_the_episode():
    """Never "she's got an enlarged prostate", nor a pregnancy question to him."""
    from triagesim.personas import PatientPersona, fit_patient_persona

    case = Case(case_id="pros", chief_complaint="URINARY RETENTION, ENLARGED PROSTATE", acuity=3)
    assert case.apparent_sex == "M" and case.sex is None
    woman = PatientPersona(gender="female")
    assert fit_patient_persona(woman, sex=case.apparent_sex, age=case.apparent_age).gender == "male"
    observation = TriageEnv().reset(case, run_id="pros-1", apparent_sex="F")
    assert observation.registration.sex == "M"  # the persona's "F" yields to what the complaint says
