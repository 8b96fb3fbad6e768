"""Before the 2026-12af sets were read, from the twenty-eighth read's telegraphic openings and probe rows written here:
chart notes of what the nurse saw or what was worn are said in plain words ("speaks 1-2 words", "helmet on", "vaccines
complete"), a meter reading typed with any of its abbreviations is the patient's sugar (and one with a decimal point is in
mmol/L), a verb typed alone with when it happened is something done, and an onset the case does not give is not
volunteered in the opening (it is invented only when the nurse asks)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.labs import critical_labs

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("SOB -- speaks 1-2 words", "I can only say one or two words at a time", "I spoke"),
    ("asthma, speaking in 1-2 words", "one or two words at a time", "1-2"),
    ("bike crash, helmet on", "I was wearing a helmet", "I've got helmet"),
    ("fell off scooter, no helmet", "I wasn't wearing a helmet", "I haven't got any helmet"),
    ("unhelmeted cyclist hit by car", "I was hit by a car and I was not wearing a helmet", "unhelmeted cyclist"),
    ("fever 102.8 // vaccines complete", "my vaccinations are all up to date", "it's vaccines complete"),
    ("fall from couch, cried right away", "I cried right away", "the cried"),
    ("electric shock from light fitting", "I had an electric shock", "I've got electric shock"),
])
def test_a_chart_note_is_said_in_plain_words(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("complaint", "said"), [
    ("gluc 48, diaphoretic", "my sugar was 48"),
    ("BGL 2.1 at home", "my sugar was 2.1"),
    ("GLU 38", "my sugar was 38"),
    ("BSL 28.4, vomiting", "my sugar was 28.4"),
])
def test_a_meter_reading_under_any_of_its_abbreviations_is_the_patients_sugar(complaint, said):
    reply = _opening(complaint)
    assert said in reply.lower() and "gluc" not in reply.lower() and "bgl" not in reply.lower(), reply


@pytest.mark.parametrize(("said", "critical"), [
    ("my sugar was 2.1", "glucose 37.8 (critical below 50)"),  # mmol/L, low
    ("my sugar was 28.4", "glucose 511.2 (critical above 500)"),  # mmol/L, high: never a critical low 28.4
    ("my sugar was 48", "glucose 48 (critical below 50)"),  # mg/dL
])
def test_a_glucose_with_a_decimal_point_is_read_in_mmol(said, critical):
    assert critical_labs(said) == (critical,)


def test_a_glucose_in_mmol_within_range_is_not_critical():
    assert critical_labs("my sugar was 5.5") == ()
    assert critical_labs("k 7.8") == ("potassium 7.8 (critical above 6)",)  # a test without a mmol factor is unchanged


@pytest.mark.parametrize("complaint", ["gluc 48, diaphoretic", "chest pain", "electric shock from light fitting", "rash"])
def test_an_onset_the_case_does_not_give_is_not_volunteered(complaint):
    reply = _opening(complaint)
    assert not any(word in reply for word in ("ago", "since", "yesterday", "earlier today", "going on")), reply


def test_an_onset_the_case_gives_is_still_told_and_an_invented_one_is_told_when_asked():
    assert "three days" in _opening("abd pain x 3 days")
    case = Case(case_id="row", chief_complaint="chest pain", age=40, sex="F", acuity=3, history={"onset": "two hours ago"})
    talkative = _FLUENT.model_copy(update={"verbosity": "verbose"})
    assert "two hours ago" in ask(case, "What brings you in today?", talkative)
    assert "ago" not in ask(row("chest pain"), "What brings you in today?", talkative)
    asked = ask(row("chest pain"), "When did this start?", _FLUENT)
    assert any(word in asked for word in ("ago", "since", "yesterday", "earlier today", "last night")), asked


@pytest.mark.parametrize("complaint", ["pulled elbow, not using arm", "swung by arms, now won't use left arm"])
def test_a_toddlers_pulled_elbow_held_still_is_put_back_not_filmed(complaint):
    from triage_cases import final_level

    case = Case(case_id="row", chief_complaint=complaint, age=3, sex="F", acuity=4,
                vitals={"heartrate": 110, "resprate": 24, "o2sat": 99})
    level, why = final_level(case, "esi")
    assert level == 4 and "X-ray" not in why, why


def test_a_swollen_elbow_a_child_will_not_move_is_still_filmed():
    from triage_cases import final_level

    case = Case(case_id="row", chief_complaint="fell off trampoline, elbow swollen, won't move arm", age=6, sex="M",
                acuity=3, pain=6, vitals={"heartrate": 100, "resprate": 20, "o2sat": 99})
    level, why = final_level(case, "esi")
    assert level == 3 and "X-ray" in why, why


@pytest.mark.parametrize("said", ["he's been weeing less than usual", "he has passed very little urine since yesterday",
                                  "she has hardly weed today", "reduced urine output"])
def test_less_urine_however_told_is_heard_as_fluid_lost(said):
    from triagesim.clinical.concepts import detect

    assert "dehydration" in {hit.concept for hit in detect(said) if not hit.negated}


def test_a_narrative_child_with_bloody_diarrhoea_and_little_urine_is_esi_2():
    from triage_cases import episode

    case = Case(case_id="p", chief_complaint="Bloody diarrhoea", age=4, sex="M", acuity=2, narrative=(
        "A 4-year-old boy has had diarrhoea for five days that turned bloody two days ago after a farm visit. His mother "
        "says he has passed very little urine since yesterday and looks pale and puffy around the eyes. Vital signs are "
        "within normal limits."))
    artifact = episode(case, "esi")
    assert artifact["state"]["final_triage"] == 2, artifact["trace"][-1]["explanation"]
    assert "waterworks" not in " ".join(turn["text"] for turn in artifact["transcript"])


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("pt c/o HA x2d, photophobia, neck stiff", "I've had a headache for two days, the light hurts my eyes", "complaining"),
    ("dog bite L calf, tetanus unk", "I don't know when I last had a tetanus jab", "unk"),
    ("bee sting, hx anaphylaxis, epipen given", "I had to use my EpiPen", "is given"),
    ("SI w plan to hang self, brought by police", "with a plan to hang myself", " w "),
    ("epistaxis x 1hr on warfarin", "for one hour and I'm on warfarin", "hour on warfarin"),
    ("elderly fall, on floor 6h, hip pain", "I was on the floor for six hours", "I'm on the floor"),
    ("toddler swallowed button battery", "I swallowed a button battery", "swallowed button"),
    ("ate peanut, lips swelling", "my lips are swollen", "lips swelling"),
    ("nursing home sent for fever, foley", "The nursing home sent me in for fever", "I've been nursing home"),
    ("police brought her in, intoxicated", "The police brought me in and", "me in me in"),
    ("police brought in", "The police brought me in.", "in in"),
    ("took 10 paracetamol then changed mind, called 911", "changed my mind", "changed mind"),
])
def test_a_chart_framing_is_said_as_the_patient_would(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("per wife pt more confused x2d, hx dementia", "she's more confused", "said"),
    ("daughter reports mother not eating, weak", "she's not eating", "the mother"),
    ("mom reports child vomiting x3", "she's been vomiting", "child"),
])
def test_a_relative_reporting_speaks_of_the_patient_not_of_a_third_person(complaint, said, never):
    case = Case(case_id="row", chief_complaint=complaint, age=40, sex="F", acuity=3)
    reply = ask(case, "What brings you in today?", _FLUENT)
    assert said in reply and never not in reply.split(",", 1)[1], reply
