"""After the first look at bank 36 (training): the ways of asking its misses taught, in the bank's words (bank 36 is now
training data) and in our own, with the near misses that must stay as they were, and the replies that answer them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # the complaint: the one thing one would most like help with, the reason for coming in said back
    ("I ask everybody this, what's the one thing you'd most like help with today?", "complaint"),
    ("What's the main thing she'd like help with?", "complaint"),
    ("So you've come in because of the swollen leg, is that a fair summary?", "complaint"),
    ("Have you come in because of the pain?", "complaint"),
    # where: how far the sore area reaches, a place said exactly ("smack in the middle"), hurting in a part as well
    ("Is the sore area bigger than about 5 centimetres across?", "location"),
    ("How big is the painful patch?", "location"),
    ("Is it smack in the middle of your chest or off to one side?", "location"),
    ("It's probably nothing, but is it hurting in the groin as well?", "location"),
    ("Is it hurting in his back too?", "location"),
    # what it is like: the part that hurts feeling hot or cold
    ("While I've got you, does it throb, and does it feel hot or cold?", "character"),
    # what was done to help: what was taken and when, what anyone has done for it
    ("While I've got you, what did you take, and roughly when?", "treatment"),
    ("What did he take, and when?", "treatment"),
    ("Take your time with this one, what has anyone done for it so far, first aid or medicine?", "treatment"),
    ("Has anyone done anything for it?", "treatment"),
    # the regular medicines: repeats kept up with
    ("Have you been keeping up with your repeats?", "medications"),
    ("Is she keeping up with her tablets?", "medications"),
    # allergies: the same reaction with stings or another allergen
    ("That's helpful, and does it happen with bee or wasp stings too?", "allergies"),
    ("Does the same thing happen with nuts?", "allergies"),
    # the history: a past illness dated so many years back
    ("Was your heart attack about seven years back or more recent than that?", "history"),
    ("Was his stroke a couple of years back?", "history"),
    # the substance: smoking or using anything, asked together
    ("As far as you know, does Kwame smoke, or use anything before he goes to the climbing wall?", "substance"),
    ("Does she smoke or use anything?", "substance"),
    # abuse: children at home who might be at risk
    ("That's helpful, and are there children in the house who might be at risk?", "abuse"),
    ("Is there any risk to the kids?", "abuse"),
    # how it happened: the side of a car that took the impact, how one went ("gan") and hurt oneself
    ("That's helpful, and which side of your car took the impact?", "mechanism"),
    ("What part of the van took the brunt?", "mechanism"),
    ("How did you gan and hurt yourself, pet?", "mechanism"),
    ("How did he go and hurt himself?", "mechanism"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    ("So you've come in because of the swollen leg, is that a fair summary?", {"complaint"}),
    ("Is it smack in the middle of your chest or off to one side?", {"location"}),
    ("It's probably nothing, but is it hurting in the groin as well?", {"location"}),
    ("While I've got you, does it throb, and does it feel hot or cold?", {"character"}),
    ("While I've got you, what did you take, and roughly when?", {"treatment"}),
    ("Take your time with this one, what has anyone done for it so far, first aid or medicine?", {"treatment"}),
    ("That's helpful, and which side of your car took the impact?", {"mechanism"}),
    ("How did you gan and hurt yourself, pet?", {"mechanism"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: smack as the drug, a side not of a car, a pain in the morning, anyone who did something to one, how many
    # were taken (an overdose), what was taken that helped, feeling hot oneself, a sting as what happened, smoking and
    # something for the pain, a cut's size, a second thing to say
    ("Have you been using smack?", "location"),
    ("Which side is the pain on?", "mechanism"),
    ("Has anyone done anything to hurt you?", "treatment"),
    ("How many did you take, and when?", "treatment"),
    ("Do you feel hot?", "character"),
    ("Were you stung by a bee?", "allergies"),
    ("Do you smoke, or take anything for the pain?", "substance"),
    ("How big is the cut?", "location"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topic"), [
    ("Have you been using smack?", "substance"),
    ("Which side is the pain on?", "location"),
    ("Has anyone done anything to hurt you?", "abuse"),
    ("How many did you take, and when?", "ingestion"),
    ("What did you take?", "ingestion"),
    ("Does it hurt?", "severity"),
    ("Do you feel hot?", "symptoms"),
])
def test_a_near_miss_keeps_its_own_topic(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "I ask everybody this, what's the one thing you'd most like help with today?",
    "Is the sore area bigger than about 5 centimetres across?",
    "That's helpful, and are there children in the house who might be at risk?",
    "Was your heart attack about seven years back or more recent than that?",
    "Have you been keeping up with your repeats?",
    "That's helpful, and does it happen with bee or wasp stings too?",
    "It's probably nothing, but is there a second problem you wanted looking at as well?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_smack_in_the_middle_is_told_the_place_not_deflected():
    reply = terse_reply(row("Chest pain"), "Is it smack in the middle of your chest or off to one side?")
    assert "chest" in reply.lower() and "rather not" not in reply.lower(), reply


def test_what_was_taken_and_when_is_told_what_was_tried():
    reply = terse_reply(row("Chest pain"), "While I've got you, what did you take, and roughly when?")
    assert "drink" not in reply.lower() and "drugs" not in reply.lower(), reply


def test_the_side_of_the_car_is_told_how_the_crash_went():
    reply = terse_reply(_bundled("ts-025"), "That's helpful, and which side of your car took the impact?")
    assert "rolled" in reply.lower() or "car" in reply.lower(), reply


def test_how_one_went_and_hurt_oneself_is_told_the_fall():
    reply = terse_reply(_bundled("ts-033"), "How did you gan and hurt yourself, pet?")
    assert "tripped" in reply.lower() or "fell" in reply.lower(), reply


def test_what_anyone_did_for_it_is_not_told_about_home():
    reply = terse_reply(_bundled("ts-002"), "Take your time with this one, what has anyone done for it so far, first aid or medicine?")
    assert "safe" not in reply.lower() and "hurting" not in reply.lower(), reply


def test_a_part_that_feels_hot_is_not_told_about_a_fever():
    reply = terse_reply(_bundled("ts-034"), "While I've got you, does it throb, and does it feel hot or cold?")
    assert "fever" not in reply.lower(), reply


def test_smoking_or_using_anything_is_told_the_drug():
    reply = terse_reply(_bundled("ts-005"), "As far as you know, does Kwame smoke, or use anything before he goes to the climbing wall?")
    assert "heroin" in reply.lower(), reply
