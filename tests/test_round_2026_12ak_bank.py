"""After the first look at bank 34 (training): the ways of asking its misses taught, in the bank's words (bank 34 is now
training data) and in our own, with the near misses that must stay as they were, and the replies that answer them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # the complaint: what one would like help with, what a companion's fellow said was wrong or was complaining of, a workout
    # stopped, in what way one is feeling rough
    ("Take your time, what would you like help with tonight?", "complaint"),
    ("What does she need help with today?", "complaint"),
    ("Did you catch what she said was wrong when she got into the taxi?", "complaint"),
    ("Do you know what he told you was the matter?", "complaint"),
    ("Can you tell me what Kwame was complaining of on the site before he came in?", "complaint"),
    ("What has she been complaining about since lunch?", "complaint"),
    ("As far as you know, what made Anil stop his workout at the gym and come in?", "complaint"),
    ("What made her stop her run?", "complaint"),
    ("In what way are you feeling rough tonight?", "complaint"),
    ("How has he been feeling grotty?", "complaint"),
    # what it is like: one thing or more of another kind, what each wave of it does
    ("Good to know, and is it like pins being pushed in or more of a bruised feeling?", "character"),
    ("Does it feel like a knife or more of a dull ache?", "character"),
    ("Does each wave of pain last about 30 seconds before easing?", "character"),
    ("Does every spasm build up and then pass?", "character"),
    # how bad: what one can still do with it, kept off one's feet, against pains had before
    ("While I've got you, can you walk with it, and also can you manage to eat?", "severity"),
    ("Can he still sleep through the pain?", "severity"),
    ("Good to know, and is it enough to keep you off your feet?", "severity"),
    ("Is it bad enough to stop her from sleeping?", "severity"),
    ("Would you mind telling me how the pain compares with anything you've had before?", "severity"),
    ("How does his headache stack up against his usual ones?", "severity"),
    # in hospital at some time in the past
    ("Were you in hospital at any point in the last eighteen months?", "history"),
    ("Was she ever admitted to hospital in the past?", "history"),
    # where: a pain that reaches into a part, hurting over a part, which part a companion's fellow was clutching
    ("Good to know, and does it reach down into your groin?", "location"),
    ("Has the pain reached your shoulder?", "location"),
    ("Does it hurt over the 2 lowest ribs on that side?", "location"),
    ("Does it ache under your collarbone?", "location"),
    ("As far as you know, was it his back or his leg that Anil was clutching at the gym?", "location"),
    ("Which part was she clutching?", "location"),
    # what was done to help it: what one did, anything used for this, dosed up, a burn run under the tap
    ("Talk me through what you did to help it before you came in?", "treatment"),
    ("What had she tried at home to ease it?", "treatment"),
    ("No pressure, but did you use anything left over in the cupboard for this?", "treatment"),
    ("Did he take something from the chemist for it?", "treatment"),
    ("Have you dosed yourself up with anything before coming in?", "treatment"),
    ("Did she dose herself up?", "treatment"),
    ("Were you with her at the salon when she ran the burn under the tap?", "treatment"),
    ("Did he hold his hand under cold water?", "treatment"),
    # allergies: a medicine that makes one go blotchy, a throat that closed up after eating, what the hospital must never use
    ("Does any medicine make you go all blotchy?", "allergies"),
    ("Has any food ever made him come out in hives?", "allergies"),
    ("Bear with me here, has your throat ever closed up after eating something?", "allergies"),
    ("Did her lips swell up after taking a tablet?", "allergies"),
    ("No pressure, but is there anything the hospital should never use on you?", "allergies"),
    ("Is there any drug the doctors must never give him?", "allergies"),
    # the regular medicines: insulin and its units
    ("While I've got you, are you on insulin, and also how many units do you use?", "medications"),
    ("Is she on insulin, and how many units does she take at night?", "medications"),
    # self-harm named, and how it was done
    ("While I've got you, have you self-harmed recently, and also how did you do it?", "self_harm"),
    ("Has he self-harmed before, and how did he do it?", "self_harm"),
    # drink: the shakes of going without it; the gym's steroids
    ("Take your time, do you get shaky or sweaty if you go without alcohol?", "substance"),
    ("Does he get the shakes when he stops drinking?", "substance"),
    ("As far as you know, does Anil use steroids or anything he picks up at the gym?", "substance"),
    ("Does she take steroids she gets from someone down the gym?", "substance"),
    # how it happened: the head striking something on the way down
    ("Not sure if this applies, but did your head strike anything when you went down?", "mechanism"),
    ("Did his face hit anything when he fell?", "mechanism"),
    # abuse: a man seen shouting at her
    ("Were you with her at the salon when that man came in shouting at her?", "abuse"),
    ("Have you seen her partner yelling at her?", "abuse"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    ("Does it hurt over the 2 lowest ribs on that side?", {"location"}),
    ("Would you mind telling me how the pain compares with anything you've had before?", {"severity"}),
    ("While I've got you, are you on insulin, and also how many units do you use?", {"medications"}),
    ("Take your time, do you get shaky or sweaty if you go without alcohol?", {"substance"}),
    ("As far as you know, does Anil use steroids or anything he picks up at the gym?", {"substance"}),
    ("While I've got you, have you self-harmed recently, and also how did you do it?", {"self_harm"}),
    ("Does any medicine make you go all blotchy?", {"allergies"}),
    ("No pressure, but is there anything the hospital should never use on you?", {"allergies"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: what one would like for the pain, in hospital when it began, a plain "does it hurt", a walk with a
    # stick, the first wave's time, a hospital reached, how an injury was done, shaky or sweaty today, units of drink,
    # steroids for asthma, a cream that makes the skin blotchy, what we should use to help
    ("What would you like for the pain?", "complaint"),
    ("Were you in hospital when this began?", "history"),
    ("Does it hurt?", "location"),
    ("Does it hurt over here?", "location"),
    ("Can you walk with a stick normally?", "severity"),
    ("When did the first wave of pain hit?", "character"),
    ("Did he reach the hospital on his own?", "location"),
    ("How did you hurt yourself?", "self_harm"),
    ("How did you do it?", "self_harm"),
    ("Do you get shaky or sweaty?", "substance"),
    ("How many units do you drink a week?", "medications"),
    ("Does he use steroids for his asthma?", "substance"),
    ("Does the cream make your skin blotchy?", "allergies"),
    ("Is there anything we should use to help you?", "allergies"),
    ("Did you take anything for your blood pressure?", "treatment"),
    ("Is it like this every day or more of a weekend thing?", "character"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Do you get shaky or sweaty?",
    "Are you sweaty now, and do you drink alcohol?",
])
def test_sweating_asked_of_today_is_still_a_symptom(question):
    assert "symptoms" in read_as(question), read_as(question)


def test_units_of_drink_beside_insulin_are_still_drink():
    assert "substance" in read_as("Are you on insulin, and how many units of alcohol do you drink?")


@pytest.mark.parametrize("question", [
    "No pressure, but where is the pain?",
    "No rush, any allergies?",
])
def test_no_pressure_is_a_lead_in(question):
    assert "character" not in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Good to know, and is it like pins being pushed in or more of a bruised feeling?",
    "While I've got you, can you walk with it, and also can you manage to eat?",
    "Take your time, what would you like help with tonight?",
    "Good to know, and does it reach down into your groin?",
    "Talk me through what you did to help it before you came in?",
    "Good to know, and is it enough to keep you off your feet?",
    "Have you dosed yourself up with anything before coming in?",
    "No pressure, but did you use anything left over in the cupboard for this?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_the_plan_to_overdose_is_told_to_self_harm_and_how():
    reply = terse_reply(_bundled("ts-016"), "While I've got you, have you self-harmed recently, and also how did you do it?")
    assert "pills" in reply.lower() or "tablets" in reply.lower(), reply


def test_the_insulin_is_told_to_insulin_and_its_units():
    reply = terse_reply(_bundled("ts-012"), "While I've got you, are you on insulin, and also how many units do you use?")
    assert "insulin" in reply.lower() and "drink" not in reply.lower(), reply


@pytest.mark.parametrize(("case_id", "question", "allergen"), [
    ("ts-009", "Does any medicine make you go all blotchy?", "penicillin"),
    ("ts-003", "Has your tongue ever swelled up after eating something?", "peanut"),
    ("ts-017", "No pressure, but is there anything the hospital should never use on you?", "codeine"),
])
def test_the_allergy_is_told(case_id, question, allergen):
    reply = terse_reply(_bundled(case_id), question)
    assert allergen in reply.lower(), reply


def test_the_place_is_told_to_hurting_over_the_ribs():
    reply = terse_reply(_bundled("ts-010"), "Does it hurt over the 2 lowest ribs on that side?")
    assert "left" in reply.lower() and "out of 10" not in reply.lower(), reply
