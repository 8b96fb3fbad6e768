"""After the first look at bank 27 (training): the ways of asking its misses taught, each said in our own words, not the
bank's rows, with the near misses that must stay as they were, and the replies that answer them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, CaseHistory
from triagesim.agents.offline.patient.intents import read_intents

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # how bad: the scale's bottom as "nought" or "naught", with "where" asking where on it
    ("Nought to ten, where does it sit?", "severity"),
    ("Naught to 10, how would you score it?", "severity"),
    ("Where's it at, nought to ten?", "severity"),
    # self-harm: the Yorkshire and East Midlands "-sen" for "-self", and wounds whose maker is asked in the passive
    ("Ever hurt yersen deliberately?", "self_harm"),
    ("Has he harmed hissen on purpose?", "self_harm"),
    ("Were those scratches done by yourself?", "self_harm"),
    ("Was this burn caused by you?", "self_harm"),
    ("Were the marks on her arm made by herself?", "self_harm"),
    # a courteous or a working-out way into a yes-or-no question, and what the doctor will want to know
    ("Mind if I ask whether you've been drinking today?", "substance"),
    ("I'm just trying to establish whether you've had any surgery?", "history"),
    ("The doctor will want to know if the inhaler helped?", "treatment"),
    # the background: anything long-standing, the health the nurse should know of, ever treated for a named condition
    ("Anything long-standing with your health?", "history"),
    ("Health wise, is there anything you'd like to mention?", "history"),
    ("Have you ever been treated for epilepsy?", "history"),
    # the visit: what the nurse should tell the doctor, what was wrong when a companion reached them
    ("What should I tell the doctor the problem is?", "complaint"),
    ("What shall I put down as the main problem?", "complaint"),
    ("What was wrong with her when you found her?", "complaint"),
    ("What was the matter when the ambulance arrived?", "complaint"),
    # the regular medicines: what one is on from the GP or at present
    ("What is he on from his GP?", "medications"),
    ("What are you on at the moment?", "medications"),
    # what was tried: whether a remedy named helped, a remedy used before coming in
    ("Has the inhaler helped at all?", "treatment"),
    ("Has the GTN done anything?", "treatment"),
    ("Did you use the spray before coming in?", "treatment"),
    # where: a named pain put on one side or across, or placed in a part
    ("Is the headache on one side or right across your forehead?", "location"),
    ("Whereabouts in your head is the headache?", "location"),
    # how it happened: a trip against a faint in the past tense, a wipe-out, a player checked into the boards
    ("Slipped, or blacked out first?", "mechanism"),
    ("Did he fall or pass out first?", "mechanism"),
    ("Did you wipe out on your bike?", "mechanism"),
    ("Did another player check you into the boards?", "mechanism"),
    # abuse: who does this, the man she lives with, safeguarding, bruises someone else caused
    ("Who does this to you?", "abuse"),
    ("Who's been doing this to you?", "abuse"),
    ("Did the guy she was with hit her?", "abuse"),
    ("Is the man she lives with hurting her?", "abuse"),
    ("Any safeguarding concerns at home?", "abuse"),
    ("Has she come in with bruises someone else caused?", "abuse"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Is it safe to scan you, could you be pregnant?",
    "For my safety questions, any allergies to plasters?",
    "Part of the safety check is whether you take blood thinners, do you?",
    "Just for safety, could you be pregnant?",
    "It's a safety thing, are you allergic to anything?",
])
def test_the_safety_of_what_the_nurse_does_is_no_question_about_being_safe(question):
    assert not {"safety", "self_harm", "abuse"} & read_as(question), read_as(question)


def test_a_place_asked_on_a_scale_from_nought_is_how_bad():
    assert read_as("Where's it at, naught to ten?") == {"severity"}
    assert read_as("Where's it at, nought to ten?") == {"severity"}


def test_the_man_she_is_with_hitting_her_is_abuse_not_how_she_was_hurt():
    assert read_as("Did the guy she was with hit her?") == {"abuse"}
    assert "abuse" not in read_as("Did the man who was driving hit you?")


def test_a_bare_safety_question_is_still_one():
    assert read_as("Are you safe?") == {"safety"}
    assert read_as("Is it safe for you to go home?") == {"safety"}
    assert read_as("Do you feel safe at home?") == {"abuse"}


@pytest.mark.parametrize("question", [
    "You've had a DVT, so are you taking anything to stop another?",
    "After the clot in your leg, were you started on something to prevent more?",
    "With that embolism in your lung, what are you taking to stop it happening again?",
])
def test_something_taken_to_stop_another_clot_is_the_blood_thinner(question):
    assert read_as(question) == {"anticoagulants"}


def test_the_clot_asked_about_in_its_own_right_stays_beside_the_blood_thinner():
    assert read_as("Have you had a clot before, and are you on anything to prevent another?") == {"history", "anticoagulants"}


def test_a_question_pointing_back_to_a_blood_thinner_in_its_reason_asks_about_it():
    assert read_as("Since bleeding is riskier when the blood is thinned, are you on anything like that?") == {"anticoagulants"}
    assert read_as("Are you on anything like that?") == {"medications"}  # nothing named before it


def test_a_fall_named_as_the_kind_of_check_is_no_question_about_how_it_happened():
    assert read_as("After a fall we always ask about blood thinners, are you on one?") == {"anticoagulants"}
    assert "mechanism" in read_as("Did you have a fall?")


def test_a_named_pain_placed_is_the_place_not_whether_it_hurts():
    assert read_as("Where in his chest is the pain, left or middle?") == {"location"}
    assert [probe.name for probe in read_intents("Any headache?").probes] == ["headache"]


def test_a_singlish_particle_is_only_the_tone():
    assert read_as("You vomit already ah?") == read_as("You vomit already?")
    assert read_as("Don't be shy lah, who do this to you?") == {"abuse"}


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a wound made by a thing, someone else's doing, the medicines taken for the long term, a treatment for
    # this, a list the nurse puts the patient on, the man who called, a pill one is helped with, feeling wiped out
    ("Were these cuts made by a knife?", "self_harm"),
    ("Were the bruises caused by someone else?", "self_harm"),
    ("Are you on anything long-term?", "history"),
    ("I'll put you on the list for the doctor, okay?", "medications"),
    ("Did the man who called say where it hurts?", "abuse"),
    ("Does she take her own pills, or do you help her with them?", "treatment"),
    ("Feeling wiped out?", "mechanism"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_blood_thinner_taken_after_a_clot_is_named():
    on_apixaban = Case(case_id="row", chief_complaint="Short of breath", age=60, sex="F", acuity=3,
                       history=CaseHistory(past_medical_history=["pulmonary embolism"], medications=["apixaban"]))
    reply = terse_reply(on_apixaban, "So you had a clot on the lung, what do you take to stop another one?")
    assert "apixaban" in reply.lower(), reply


def test_a_smoker_asked_about_smoking_a_drug_owns_up_to_the_cigarettes():
    smoker = Case(case_id="row", chief_complaint="Cough", age=60, sex="M", acuity=3,
                  history=CaseHistory(past_medical_history=["smoker"]))
    reply = terse_reply(smoker, "Been smoking any weed today?")
    assert "cigarettes" in reply and "no" in reply.lower(), reply
    assert "cigarettes" not in terse_reply(row("Cough"), "Been smoking any weed today?")
    ex_smoker = Case(case_id="row", chief_complaint="Cough", age=60, sex="M", acuity=3,
                     history=CaseHistory(past_medical_history=["ex-smoker"]))
    assert "cigarettes" not in terse_reply(ex_smoker, "Been smoking any weed today?")


def test_the_problem_for_the_doctor_is_the_complaint():
    reply = terse_reply(row("Chest pain"), "I'll pop you on the list for the doctor, what should I tell them the problem is?")
    assert "chest" in reply.lower() and not CLARIFY.search(reply), reply


def test_a_headache_placed_is_answered_with_its_place():
    headache = Case(case_id="row", chief_complaint="Headache", age=40, sex="F", acuity=3,
                    history=CaseHistory(location="the back of my head"))
    reply = terse_reply(headache, "Whereabouts in your head is the headache, front or back?")
    assert "back of my head" in reply and "no headache" not in reply.lower(), reply


@pytest.mark.parametrize("question", [
    "Were these marks made by you?",
    "Ever hurt yersen on purpose?",
])
def test_a_self_harm_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply
