"""After the first look at bank 35 (training): the ways of asking its misses taught, in the bank's words (bank 35 is now
training data) and in our own, with the near misses that must stay as they were, and the replies that answer them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # the complaint: a companion's fellow complaining of anything at all
    ("Would you say he was complaining of anything in particular before you brought him over from the pool?", "complaint"),
    ("Was she complaining about something before she collapsed?", "complaint"),
    # when: more or less than a span
    ("Has this been going on for more than 24 hours?", "onset"),
    ("Have you had it for less than a week?", "onset"),
    # where: a part named as the one that hurts, a pain said to be in a part, one place or several
    ("Just so I'm not assuming, is it your lower back that hurts?", "location"),
    ("Is it his left knee that is sore?", "location"),
    ("Do you reckon her pain is in the ear, from how she was holding it at the pool?", "location"),
    ("Is the pain mainly in your chest?", "location"),
    ("Does it hurt in one place or in two or three different spots?", "location"),
    ("Is it in one spot or several?", "location"),
    # how bad: what the pain stopped one doing, bad enough to stop one dressing
    ("Is it fair to say the pain stopped him teaching at the school this morning, from what you could tell?", "severity"),
    ("Has the pain kept her from sleeping?", "severity"),
    ("So we don't miss anything, is it bad enough to stop you getting dressed?", "severity"),
    ("Is the pain bad enough to stop him getting washed?", "severity"),
    # what was done to help: what the lifeguards or the first aiders did for one
    ("Can you fill me in on what the lifeguards did for her at the pool?", "treatment"),
    ("Do you know what the first aiders gave him?", "treatment"),
    # the history: a past illness dated, trouble with the waterworks before
    ("Was your heart attack about five years ago?", "history"),
    ("Was his stroke a couple of years ago?", "history"),
    ("Have you had problems with your waterworks or kidneys before?", "history"),
    ("Has she had trouble with her bladder in the past?", "history"),
    # the regular medicines: from the GP or bought
    ("Are your medicines from the GP or bought over the counter, or a bit of both?", "medications"),
    ("Are his tablets all prescribed by the doctor?", "medications"),
    # allergies: anything one was warned to avoid, an adrenaline pen carried
    ("There's no wrong answer here, is there anything you've been warned to avoid?", "allergies"),
    ("Is there something she's been told by the doctor never to take?", "allergies"),
    ("For your notes, do you carry an adrenaline auto injector?", "allergies"),
    ("Has he got an EpiPen?", "allergies"),
    # pregnancy: protection
    ("Using protection?", "pregnancy"),
    ("Do you use any contraceptives?", "pregnancy"),
    # abuse: hands put on one, fear of what someone says or does
    ("Mi dear, somebody been putting hand on you?", "abuse"),
    ("Has anyone laid hands on her?", "abuse"),
    ("Are you frightened of what they say or what they do, or a bit of both?", "abuse"),
    ("Is she scared of what her partner might do?", "abuse"),
    # how it happened: a ladder that slipped, a vehicle as a choice, a fall said back, a bump come by, a knee to the head,
    # a part burned, what happened just before the fall
    ("Was it at about half past eight that the ladder slipped?", "mechanism"),
    ("Did the chair give way under him?", "mechanism"),
    ("Car or bike?", "mechanism"),
    ("Motorbike or car?", "mechanism"),
    ("Just to recap, you caught your foot on the kerb and fell forwards, is that the gist?", "mechanism"),
    ("So she tripped on the stairs, is that right?", "mechanism"),
    ("There's no wrong answer here, do you remember how you got the bump on your head?", "mechanism"),
    ("Do you know how he got those bruises?", "mechanism"),
    ("Were you around when Tomasz went down at the match, did he take a knee to the head?", "mechanism"),
    ("Did she catch an elbow in the face?", "mechanism"),
    ("Has she let on to you how she burned her hand at the cafe, was it the coffee machine?", "mechanism"),
    ("Do you know how he cut his finger?", "mechanism"),
    ("What happened just before you went flying?", "mechanism"),
    ("What happened right before she fell?", "mechanism"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    ("Does it hurt in one place or in two or three different spots?", {"location"}),
    ("So we don't miss anything, is it bad enough to stop you getting dressed?", {"severity"}),
    ("Are your medicines from the GP or bought over the counter, or a bit of both?", {"medications"}),
    ("There's no wrong answer here, do you remember how you got the bump on your head?", {"mechanism"}),
    ("What happened just before you went flying?", {"mechanism"}),
    ("Have you had problems with your waterworks or kidneys before?", {"history"}),
    ("Mi dear, somebody been putting hand on you?", {"abuse"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: complaining of anything else, drinking more than usual, a pain that hurts (no part named), a hand
    # the nurse puts on, eye protection, a knock to the head (the yes or no), coming in by car or bus, what happened, any
    # trouble peeing today, someone who stops one seeing friends, what one was told to avoid lifting
    ("Was he complaining of anything else?", "complaint"),
    ("Have you been drinking more than usual?", "onset"),
    ("Is it the pain that keeps you awake?", "location"),
    ("Is it okay if I put a hand on your tummy?", "abuse"),
    ("Were you using eye protection?", "pregnancy"),
    ("Did he get a knock to the head at all, or black out?", "mechanism"),
    ("Did you come in by car or bus?", "mechanism"),
    ("What happened?", "mechanism"),
    ("Any trouble with your waterworks?", "history"),
    ("Does he stop you seeing your friends?", "severity"),
    ("Were you told to avoid lifting anything heavy?", "allergies"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_someone_who_stops_one_seeing_friends_is_still_abuse():
    assert "abuse" in read_as("Does he stop you seeing your friends?")


@pytest.mark.parametrize("question", [
    "Has this been going on for more than 24 hours?",
    "Just so I'm not assuming, is it your lower back that hurts?",
    "There's no wrong answer here, is there anything you've been warned to avoid?",
    "For your notes, do you carry an adrenaline auto injector?",
    "So we don't miss anything, is it bad enough to stop you getting dressed?",
    "Was your heart attack about five years ago?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_bad_enough_to_stop_dressing_is_not_told_about_home():
    reply = terse_reply(row("Ankle injury"), "So we don't miss anything, is it bad enough to stop you getting dressed?")
    assert "home" not in reply.lower() and "hurting me" not in reply.lower(), reply


def test_one_place_or_several_is_told_the_place():
    reply = terse_reply(_bundled("ts-003"), "Does it hurt in one place or in two or three different spots?")
    assert "throat" in reply.lower() and "out of 10" not in reply.lower() and "rash" not in reply.lower(), reply


def test_the_regular_medicines_are_told_to_from_the_gp_or_bought():
    reply = terse_reply(_bundled("ts-065"), "Are your medicines from the GP or bought over the counter, or a bit of both?")
    assert "latanoprost" in reply.lower() or "amlodipine" in reply.lower() or "drops" in reply.lower(), reply


def test_how_the_burn_happened_is_told():
    reply = terse_reply(_bundled("ts-049"), "What happened just before you went flying?")
    assert "swung" in reply.lower() or "pulled" in reply.lower(), reply
