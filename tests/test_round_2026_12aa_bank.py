"""After the first look at bank 24 (training): the ways of asking its misses taught, each said in our own words, not the
bank's rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient.intents import read_intents
from triagesim.cases import Case
from triagesim.cases.models import CaseHistory

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # a courtesy, a word on the question, being thorough, a change of subject, an exclamation: none is a topic
    ("Pardon me, how long has the cough been going on?", "onset"),
    ("If I may, any chance you could be pregnant?", "pregnancy"),
    ("Quick question, any allergies to medicines?", "allergies"),
    ("For the record, do you take anything to thin the blood?", "anticoagulants"),
    ("Changing the subject, how much do you drink in a week?", "substance"),
    ("Just to be sure, any tablets you take every day?", "medications"),
    ("Blimey, how did you manage that?", "mechanism"),
    # the bay's instruments and what they read are the nurse's, the question keeps its own words
    ("Thermometer reads high, taken anything for the temperature?", "treatment"),
    ("Cuff's on, ever been told your blood pressure is high?", "history"),
    ("Probe's clipped on, any cuts you made yourself on purpose?", "self_harm"),
    # an aside straight after the question word
    ("How, if you had to guess, did the fall happen?", "mechanism"),
    ("Where, roughly, is the pain worst?", "location"),
    ("When, as best you remember, did the bleeding start?", "onset"),
    # words of address, of a region and of rhyming slang, a mild oath, a question word run into its verb
    ("Been sick at all, cariad?", "symptoms"),
    ("Tumbled down the apples and pears, then?", "mechanism"),
    ("Ever wished you were brown bread?", "self_harm"),
    ("What's the flipping problem today?", "complaint"),
    ("What've you tried for the pain?", "treatment"),
    # the patient named to a companion is read as he or she
    ("Does Ms Ahmed take anything to thin her blood?", "anticoagulants"),
    ("What knocked Mrs Lee down?", "mechanism"),
    ("Has Mr Grey been given anything for the pain?", "treatment"),
])
def test_a_lead_in_an_aside_or_a_region_s_words_leave_the_question_understood(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topic"), [
    ("Any IVF recently?", "pregnancy"),
    ("How many weeks' gestation?", "pregnancy"),
    ("Is there a baby due?", "pregnancy"),
    ("Are these burns self-inflicted?", "self_harm"),
    ("Was it a six or a seven?", "severity"),
    ("What are you most worried about?", "complaint"),
    ("What's thrown you for six today?", "complaint"),
    ("Remind me of the name of the blood pressure tablet you take?", "medications"),
    ("What has she been treated for in the past?", "history"),
    ("On an injection for an old clot?", "anticoagulants"),
    ("Did your lips ever swell up from an antibiotic?", "allergies"),
    ("What would you compare the ache to?", "character"),
    ("Any anabolic steroids from the gym?", "substance"),
    ("What else has been troubling him?", "symptoms"),
    # how it happened: what the head struck, the ways of falling listed, the other car, the belt
    ("What did his head hit on the way down?", "mechanism"),
    ("Trip, slip or faint?", "mechanism"),
    ("Passed out at the time?", "mechanism"),
    ("Which way was the other car going?", "mechanism"),
    ("Did the horse drag her down?", "mechanism"),
    ("Were you buckled in?", "mechanism"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Any Rennies for the heartburn?",
    "Did frozen peas help the swelling?",
    "Anything to get the temperature down?",
    "Did a cold flannel help?",
    "What did she use for the cough?",
    "What have you taken since it came on?",
])
def test_a_remedy_and_what_it_was_for_is_what_was_tried_not_a_symptom_nor_an_overdose(question):
    assert read_as(question) == {"treatment"}, read_as(question)


def test_a_day_knocked_off_the_rails_is_the_visit_not_a_fall():
    assert read_as("What's knocked him off the rails this week?") == {"complaint"}


def test_a_score_against_when_it_began_asks_how_bad_not_when():
    assert read_as("What's the pain scoring compared with when it started?") == {"severity"}


def test_what_was_taken_with_drinks_or_drugs_named_is_the_substance_not_an_overdose():
    assert read_as("What has Ms Ray taken at the gig tonight, drinks or drugs?") == {"substance"}


def test_smoking_said_apart_from_the_drug_is_asked_too():
    assert read_as("Does she smoke, or use cannabis?") == {"smoking", "substance"}
    assert "smoking" not in read_as("Do you smoke cannabis?")  # the drug is what is smoked


def test_weight_lost_without_trying_is_asked_by_name_and_denied_as_the_weight_being_fine():
    reading = read_intents("Dropped any weight without meaning to?")
    assert [probe.name for probe in reading.probes] == ["weight"]
    reply = terse_reply(Case(case_id="row", chief_complaint="Cough", age=40, sex="F", acuity=3,
                             history=CaseHistory(associated_symptoms=["runny nose"])),
                        "Lost any weight without trying?")
    assert "weight is fine" in reply and "appetite" not in reply, reply


def test_a_smoker_asked_about_cannabis_named_beside_smoking_says_they_smoke():
    smoker = Case(case_id="row", chief_complaint="Cough", age=60, sex="M", acuity=3,
                  history=CaseHistory(past_medical_history=["smoker"]))
    reply = terse_reply(smoker, "Any cannabis at home, the smoking kind?")
    assert "I smoke" in reply, reply
    assert "I smoke" not in terse_reply(row("Cough"), "Any cannabis at home, the smoking kind?")
