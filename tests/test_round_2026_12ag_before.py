"""Before the 2026-12ag sets were read, from the twenty-ninth read's missing questions and probe rows written here: a
dialysis patient is asked when the last session was and answers it as the case says; a bleed from the gut is asked how
much and how often, and a terse row's count and clots are said back; a snake bite's pressure bandage and a splashed eye's
rinsing are asked and answered as first aid, never as "I haven't taken anything"; a medicine started lately is named when
asked about medicines; a croup or stridor is asked about drooling; and "HD pt" is a dialysis patient, never "the
dialysis"."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.topics import asked_topics

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, CLARIFY, episode, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


def _nurse_lines(complaint: str, age: float = 40, sex: str = "M", **vitals) -> list[str]:
    case = Case(case_id="probe", chief_complaint=complaint, age=age, sex=sex, acuity=3,
                vitals={"heartrate": 88, "resprate": 16, "o2sat": 98, "sbp": 130, "dbp": 80, "temperature": 98.6, **vitals})
    return [turn["text"] for turn in episode(case, "esi")["transcript"] if turn["speaker"] == "nurse"]


# ------------------------------------------------------------------ a dialysis patient
@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("HD pt missed dialysis x2, weak legs", "I missed dialysis twice", "The dialysis"),
    ("HD PT SOB", "I'm on dialysis", "the dialysis"),
    ("HD pt, missed dialysis sat, SOB", "I missed dialysis on Saturday", "I sat"),
    ("dialysis pt missed last session, K 6.8", "I missed my last dialysis session", "I missed last session"),
])
def test_a_dialysis_patient_says_so_in_plain_words(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("complaint", "said"), [
    ("HD pt missed dialysis x2, weak legs", "I missed dialysis twice"),
    ("ESRD on HD, last HD 3 days ago, weak", "I last had it 3 days ago"),
    ("ESRD on HD, weak", "I'm not sure of the exact day"),
    ("chest pain", "I'm not on dialysis"),
])
def test_the_last_dialysis_is_answered_as_the_case_says(complaint, said):
    question = "When did you last have dialysis, and have you missed any sessions?"
    assert asked_topics(question) == {"dialysis"}
    reply = ask(row(complaint, sex="M"), question, _FLUENT)
    assert said in reply, reply


def test_the_nurse_asks_a_dialysis_patient_when_the_last_session_was():
    lines = _nurse_lines("missed dialysis x2, weak legs", age=67)
    assert any("dialysis" in line.lower() and "dialysis" in asked_topics(line) for line in lines), lines


# ------------------------------------------------------------------ a bleed from the gut
@pytest.mark.parametrize(("complaint", "said"), [
    ("BRBPR w clots x3 today, on aspirin", "three times today, and there are clots"),
    ("rectal bleeding x4 since am", "four times since this morning"),
    ("rectal bleeding", "I'm not sure exactly how much"),  # nothing recorded: no made-up number
])
def test_how_much_blood_is_said_as_the_complaint_counts_it(complaint, said):
    reply = ask(row(complaint), "How much blood has there been, how many times, and any clots?", _FLUENT)
    assert said in reply, reply


def test_the_nurse_asks_how_much_blood_for_a_bleed_from_the_gut():
    lines = _nurse_lines("rectal bleeding with clots", age=77, sex="F")
    assert any("how much blood" in line.lower() for line in lines), lines


# ------------------------------------------------------------------ first aid: a bite's bandage, an eye's rinsing
@pytest.mark.parametrize(("complaint", "said"), [
    ("snake bite L ankle 1 hr ago, pressure bandage applied by ambos", "Yes, the pressure bandage was applied by the ambulance crew."),
    ("bitten by brown snake, splinted, pressure immobilisation", "Yes, it was splinted."),
    ("snake bite to foot", "No, nothing's been put on it."),
])
def test_a_bites_pressure_bandage_is_answered_as_first_aid(complaint, said):
    reply = ask(row(complaint), "Has a pressure bandage been put on the bite, and has the limb been kept still?", _FLUENT)
    assert reply == said, reply


@pytest.mark.parametrize(("complaint", "said"), [
    ("chemical splash R eye, rinsed at work 10 min", "Yes, it was rinsed at work for ten minutes."),
    ("battery acid in eye", "No, it hasn't been rinsed yet."),
])
def test_a_splashed_eyes_rinsing_is_answered_with_how_long(complaint, said):
    reply = ask(row(complaint), "Has your eye been rinsed with water yet, and for how long?", _FLUENT)
    assert reply == said, reply


@pytest.mark.parametrize(("complaint", "asked"), [
    ("snake bite to R ankle 1 hr ago", "pressure bandage"),
    ("battery acid splash to R eye", "rinsed"),
])
def test_the_nurse_asks_about_first_aid_for_a_bite_and_a_splashed_eye(complaint, asked):
    lines = _nurse_lines(complaint)
    assert any(asked in line.lower() and "treatment" in asked_topics(line) for line in lines), lines


@pytest.mark.parametrize("question", ["Do you feel washed out?", "Have you been feeling washed out lately?"])
def test_feeling_washed_out_is_no_rinsing(question):
    assert "treatment" not in asked_topics(question)


# ------------------------------------------------------------------ a medicine started lately
@pytest.mark.parametrize("question", [
    "Are you on any medicines?",
    "Have you started any new medicines lately, even cold and flu tablets from the chemist?",
])
def test_a_medicine_started_lately_is_named_when_medicines_are_asked(question):
    reply = ask(row("urinary retention 12h, started cold and flu tabs 2 days ago", sex="M"), question, _FLUENT)
    assert "I started cold and flu tablets" in reply and "None that I can think of" not in reply, reply
    assert "twelve hours ago" not in reply, reply  # "started any new medicines" asks no onset


def test_cold_and_flu_tablets_are_no_cold_symptoms_and_a_flu_jab_is_a_vaccination():
    reply = ask(row("urinary retention 12h", sex="M"), "Have you started any new medicines lately, even cold and flu tablets "
                "from the chemist?", _FLUENT)
    assert "noticed" not in reply, reply  # no "No, not that I've noticed" to a cold never asked about
    assert asked_topics("Have you had your flu jab this year?") == {"immunisations"}
    assert not CLARIFY.search(ask(row("cough"), "Have you had your flu jab this year?", _FLUENT))


# ------------------------------------------------------------------ croup and stridor
def test_a_child_with_stridor_is_asked_about_drooling():
    lines = _nurse_lines("croup, stridor at rest", age=3, sex="F", heartrate=130, resprate=36)
    assert any("drooling" in line.lower() for line in lines), lines


@pytest.mark.parametrize(("complaint", "yes"), [("croup, stridor at rest", False), ("drooling, fever, muffled voice", True)])
def test_noisy_breathing_is_no_drooling(complaint, yes):
    reply = ask(row(complaint), "Are you drooling at all, or finding it hard to swallow?", _FLUENT)
    assert reply.startswith("Yes") is yes and "noisy" not in reply, reply
