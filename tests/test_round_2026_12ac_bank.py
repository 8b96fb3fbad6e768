"""After the first look at bank 26 (training): the ways of asking its misses taught, each said in our own words, not the
bank's rows, with the near misses that must stay as they were."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient.intents import read_intents

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import read_as  # noqa: E402


def _probes(question: str) -> list[str]:
    return [probe.name for probe in read_intents(question).probes]


@pytest.mark.parametrize(("question", "topic"), [
    # what was tried: first aid and a field dressing, the thing named and asked back, whether the crew's medicine helped,
    # one thing tried so far
    ("Has anyone given him first aid yet?", "treatment"),
    ("Was a field dressing put on the wound?", "treatment"),
    ("The tablets she took for it, what were they called?", "treatment"),
    ("Did the paracetamol from the chemist help at all?", "treatment"),
    ("Has the gas from the paramedics done anything?", "treatment"),
    ("Tried any ointment yet?", "treatment"),
    # a medicine bought and taken every day: the regular ones
    ("Anything from the supermarket that he takes every day?", "medications"),
    # when it began: the last time well, with a verb or with words between, today against earlier, first given a pain
    ("Do you know when she last looked completely normal?", "onset"),
    ("What was the last day you felt totally fine?", "onset"),
    ("Did it start this morning, or before that?", "onset"),
    ("When was he first troubled by this pain?", "onset"),
    # how bad: an end of the scale in the nurse's own words, and a game's health bar
    ("Zero being nothing at all, where's the pain?", "severity"),
    ("What's his health meter at right now, full or low?", "severity"),
    # the visit: why a workmate had to stop work
    ("Why did he have to leave the site early?", "complaint"),
    # how it happened: what they went over on, what caught them, a footing lost
    ("What did she go over on, the kerb?", "mechanism"),
    ("What actually caught you, the pan or the oven door?", "mechanism"),
    ("Did he trip or lose his footing on the ladder?", "mechanism"),
    ("I was wondering whether he slipped or lost his footing in the shower?", "mechanism"),
    # abuse: the one who did it asked back, a region's word for a blow, what the neighbours heard
    ("The man who hit you is who?", "abuse"),
    ("Has anybody walloped you recently?", "abuse"),
    ("Ever hear raised voices from their flat?", "abuse"),
    # the rest: an allergy to stings, a South African drink, a baby on its way, the same problem before
    ("Do insect bites make him swell up badly?", "allergies"),
    ("How many dops did you have last night?", "substance"),
    ("Could there be a baby on its way?", "pregnancy"),
    ("Has she had this same trouble before?", "previous"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


def test_giddy_is_the_dizziness():
    assert _probes("Feeling giddy at all?") == ["dizziness"]


def test_a_scale_set_out_before_where_asks_how_bad_not_where():
    assert read_as("Ten being the worst you can imagine, where's your pain?") == {"severity"}


def test_a_time_when_they_were_well_is_no_place():
    assert read_as("When was the point where you last felt completely well?") == {"onset"}


def test_the_time_before_the_visit_is_no_question_about_what_brought_them():
    assert read_as("What did you give her before you brought her in?") == {"treatment"}


def test_the_nurse_s_own_wondering_is_no_part_of_the_question():
    assert read_as("I'm wondering whether you've had any allergies to medicines?") == {"allergies"}


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a first aid course, a health bar drained (the visit, not a score), what is taken daily named as a
    # blood thinner, a sick note, a dog bite that sent them to the doctor, a cough heard at night, leaving the house
    ("Have you done a first aid course?", "treatment"),
    ("What's draining your health bar today?", "severity"),
    ("Do you take daily aspirin?", "medications"),
    ("Ten being sick days off work, is that right?", "severity"),
    ("Did the dog bite make you go to the doctor?", "allergies"),
    ("Have you heard him coughing at night?", "abuse"),
    ("Why did you leave the house?", "complaint"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_daily_aspirin_is_still_the_blood_thinner():
    assert "anticoagulants" in read_as("Do you take daily aspirin?")
