"""After the first look at bank 42 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (an estimate asked for, a word to go gently, a point
taken, a question every patient gets, a companion handed the question, the talk taken back to its start, the nurse thinking
aloud mid-question, a word echoed and asked back, "paint me a picture of", what happens when one is stung, a grabbing pain
that lets go, what feels wrong, Irish "in bits", head injuries in the past, how long ago a past event was, the health over
the last years, ever seriously ill, "in the hospital", the extent as an area, all over or one part, landing badly, a joint
that twisted in the fall, the speed one was going at, Hawaiian "hapai" and "pakalolo", Irish "caught for a baby", what
keeps one going against the thoughts, finished with living, the pain keeping someone awake, stopping someone by name,
stimulants, nicotine in any form, and more than the usual dose taken for it)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # turns of speech on the way into a question: no topic of their own ("the start" is no onset asked)
    ("Near enough, how many hours has it been hurting?", {"onset"}),
    ("Easy does it, are you on any regular tablets?", {"medications"}),
    ("Fair enough, and how bad would you say it is?", {"severity"}),
    ("Every patient gets asked this one, any allergies to medicines?", {"allergies"}),
    ("Over to you for this one, does she take any regular tablets?", {"medications"}),
    ("Going back to the beginning, why did you come in?", {"complaint"}),
    # the nurse thinking aloud, a word echoed back, "paint me a picture of"
    ("Are you on, let's see, anything for your blood pressure?", {"medications"}),
    ("Twisted, how do you mean, did you land badly on it?", {"mechanism"}),
    ("Paint me a picture of what happens when he gets bitten by an insect?", {"allergies"}),
    ("Paint us a picture of her health over the past couple of years?", {"history"}),
    # the visit: what feels wrong, "in bits"
    ("What feels most wrong today?", {"complaint"}),
    ("Is he in bits with something?", {"complaint"}),
    # what it is like: a grabbing pain, one that takes hold and lets go
    ("Would you call it a grabbing sort of pain?", {"character"}),
    ("Does it grab him and then let go?", {"character"}),
    # where: the extent as an area, all over against one part
    ("How large an area does the pain cover?", {"location"}),
    ("Is the pain all over, or just in your back?", {"location"}),
    # the background: head injuries before, how long ago a past event was, the health of late, ever seriously ill
    ("Has he had any previous head injuries?", {"history"}),
    ("How many years ago was his heart attack?", {"history"}),
    ("Has she ever been seriously ill in the past?", {"history"}),
    ("Were you ever in the hospital for something serious?", {"history"}),
    # how it happened: landing badly, a joint that gave way in the fall, the speed, the bike going over
    ("Did she land awkwardly on the ice?", {"mechanism"}),
    ("Did your ankle give way when you tripped?", {"mechanism"}),
    ("Was he travelling at high speed?", {"mechanism"}),
    ("Did your motorbike tip over?", {"mechanism"}),
    # pregnancy: Hawaiian "hapai", Irish "caught"
    ("Is there any way she could be hapai?", {"pregnancy"}),
    ("Have you been caught pregnant by any chance?", {"pregnancy"}),
    # the sensitive ones: what keeps one safe, being done with life, stimulants, pakalolo, nicotine
    ("What has kept you going when those dark thoughts come?", {"self_harm"}),
    ("Do you feel you're done with life?", {"self_harm"}),
    ("Does he take any stimulants?", {"substance"}),
    ("Does she smoke any pakalolo?", {"substance"}),
    ("Any nicotine at all?", {"smoking"}),
    # how bad: awake with the pain, someone stopped by name
    ("Has the pain been keeping your husband awake?", {"severity"}),
    ("Is the pain stopping Ana from walking?", {"severity"}),
    # what was tried: more than the normal amount for this
    ("Did she take more than the normal dose for the pain?", {"treatment"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a head injury today, when a stroke's symptoms began, a sting had, what happens next, a heart going
    # fast, going on at work, done with the tablets, a bus caught, upset about news, more than the dose of an inhaler kept
    # (no "for it"), the baby keeping one up, a prescribed steroid, feeling sick before
    ("Did you get a head injury when you fell?", "history"),
    ("When did the stroke symptoms start?", "history"),
    ("Have you had a bee sting?", "allergies"),
    ("What happens when you move it?", "allergies"),
    ("Is your heart going fast?", "mechanism"),
    ("What keeps you going on long shifts?", "self_harm"),
    ("Are you done with the tablets?", "self_harm"),
    ("Did you catch the bus?", "pregnancy"),
    ("Are you in bits about the news?", "complaint"),
    ("Do you take more than the usual dose of your inhaler?", "treatment"),
    ("Has the baby kept you up at night?", "severity"),
    ("Are you on steroid tablets?", "substance"),
    ("Have you been sick before today?", "history"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_the_start_of_the_pain_is_still_the_onset():
    assert read_as("Going back to the start of the pain, was it sudden?") == {"onset"}


@pytest.mark.parametrize("question", [
    "Near enough, how wide an area is it?",
    "Easy does it, any old head injuries?",
    "Fair enough, what stops you acting on those thoughts?",
    "Over to you for this one, has the pain kept him awake?",
    "Headache, how do you mean, all over or just on one side?",
    "Did you, let's see, land awkwardly?",
    "Any chance you're hapai?",
    "Every patient gets this one, any nicotine?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_past_head_injuries_are_denied_before_the_conditions_held():
    reply = terse_reply(_bundled("ts-002"), "Any old head injuries or concussions?")
    assert reply.lower().startswith("no") and "copd" in reply.lower(), reply


def test_how_long_ago_a_past_event_was_is_not_told_when_today_began():
    reply = terse_reply(_bundled("ts-040"), "How many years ago was your heart attack?")
    assert "last night" not in reply.lower() and "hours" not in reply.lower(), reply


def test_nicotine_in_any_form_is_answered_with_the_smoking():
    assert "smoked" in terse_reply(_bundled("ts-002"), "Do you use nicotine in any form?").lower()


def test_more_than_the_usual_dose_for_it_is_answered_with_what_was_taken():
    reply = terse_reply(_bundled("ts-040"), "Did you take more than the usual dose for it?")
    assert "paracetamol" in reply.lower(), reply
