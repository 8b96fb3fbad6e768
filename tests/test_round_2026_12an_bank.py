"""After the first look at bank 37 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a hesitation that parted a medicine question and
read it as the history, a pain said to seem bad, a sore part asked as a cleft, first aid patched up, a fall placed at work
or somewhere else, and the regional words for food, work, an alley, very and feeling the cold)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # a hesitation between the verb and what is taken: the regular medicines, not the history
    ("Are you taking, erm, anything for your blood pressure?", {"medications"}),
    ("Is he on, um, any blood thinners?", {"anticoagulants"}),
    # how bad: strong or small, said to seem bad, a score said before an "and", grinning and bearing it, Bristol "gert"
    ("Is the pain strong, or only small?", {"severity"}),
    ("Your pain seems quite severe at the moment?", {"severity"}),
    ("The pain's about a seven and you can barely walk with it?", {"severity"}),
    ("Is it something she can grin and bear?", {"severity"}),
    ("Is it gert sore?", {"severity"}),
    # where: a part asked as the sore one, which finger it is that hurts, a pain within a part
    ("Is it your back that's sore?", {"location"}),
    ("Which finger is it that hurts?", {"location"}),
    ("Is the ache right at the bottom of your back?", {"location"}),
    # what was done: patched up, something cold held against it
    ("Has someone patched him up already?", {"treatment"}),
    ("Did you hold anything cold against it?", {"treatment"}),
    # pregnancy in Nigerian English
    ("Could it be that she has taken in?", {"pregnancy"}),
    # abuse: handy with his fists, smothering
    ("Is your partner handy with his fists?", {"abuse"}),
    ("Has anybody at home tried to smother you?", {"abuse"}),
    # self-harm: a wound made by one's own hand
    ("Did he burn his hand himself?", {"self_harm"}),
    # how it happened: the place of the injury against anywhere else, a fall placed as a cleft
    ("Did he hurt it at school, or somewhere else?", {"mechanism"}),
    ("Did you go over in the jitty, or somewhere else?", {"mechanism"}),
    ("Was it at the bus stop that he fell?", {"mechanism"}),
    # the complaint: the main thing picked out, and a companion's fellow named as the one troubled
    ("If you could pick the main thing that's bothering you, what is it?", {"complaint"}),
    ("What's been troubling Aroha since she got back from work?", {"complaint"}),
    ("What's been bothering Sione since he came off the pitch?", {"complaint"}),
    # the blood thinner begun, not when the complaint began
    ("What were you started on an anticoagulant for?", {"anticoagulants"}),
    # a condition placed in a life: the history
    ("Was his kidney problem something he was born with?", {"history"}),
    # a symptom asked as having started, yes or no; New Zealand "kai" kept down; East Midlands "nesh"
    ("Has your wee started to burn?", {"symptoms"}),
    ("Has your pee changed colour?", {"symptoms"}),
    ("Are you keeping any kai down?", {"symptoms"}),
    ("Is she feeling nesh?", {"symptoms"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: where it hurts against anywhere else, a fall from a bike, when a sting began, a wound got cooking,
    # a pain that has changed, what was taken in
    ("Does it hurt in your knee, or somewhere else?", "location"),
    ("Did he come off his bike?", "mechanism"),
    ("When did it start to burn?", "onset"),
    ("Has the pain changed?", "pattern"),
])
def test_a_near_miss_keeps_its_own_topic(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topic"), [
    ("Does it hurt in your knee, or somewhere else?", "mechanism"),
    ("Did you cut your finger yourself while cooking?", "self_harm"),
    ("When did it start to burn?", "symptoms"),
    ("What have you taken in?", "pregnancy"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Is the pain strong, or only small?",
    "Is it your back that's sore?",
    "Has someone patched you up already?",
    "Did you hold anything cold against it?",
    "Is your partner handy with his fists?",
    "Did you burn your hand yourself?",
    "If you could pick the main thing that's bothering you, what is it?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_a_medicine_asked_through_a_hesitation_is_told_not_denied():
    reply = terse_reply(_bundled("ts-001"), "Is he taking, um, anything for his cholesterol?")
    assert "atorvastatin" in reply.lower(), reply


def test_where_the_injury_happened_is_told_how_it_happened():
    reply = terse_reply(_bundled("ts-044"), "Did you hurt it at school, or somewhere else?")
    assert "fell" in reply.lower() or "bicycle" in reply.lower(), reply


def test_why_a_blood_thinner_was_begun_is_told_the_blood_thinner():
    reply = terse_reply(_bundled("ts-047"), "Why were you started on a blood thinner?")
    assert "rivaroxaban" in reply.lower(), reply


def test_taken_in_is_answered_as_pregnancy():
    reply = terse_reply(_bundled("ts-002"), "Could it be that you have taken in?")
    assert not CLARIFY.search(reply), reply


def test_food_kept_down_is_told_about_the_vomiting():
    reply = terse_reply(row("Vomiting"), "Are you keeping any kai down?")
    assert "vomit" in reply.lower(), reply
