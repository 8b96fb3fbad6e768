"""After the first look at bank 38 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a pain placed by a side of a part or a distance
from it, low down on one side or in the small of the back, a pain through the roof, swelling up like a balloon, laying
into someone, the one who did this, off one's face, laid up in hospital, a vehicle that hit one with a stumble before it,
the pain moving named as what was said), and the judge's reading of "said anything about" and of a food bank."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, CaseHistory, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402
from question_judge import judge  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # where: a side of a part or a distance from it, low down or high up said back, the named places of a part, the pain
    # moving named as what was said
    ("Is the ache just to the left of his belly button?", {"location"}),
    ("Is it a couple of inches above your knee?", {"location"}),
    ("Is the pain two fingers below her ribs?", {"location"}),
    ("So her pain is mostly high up on the left, is that right?", {"location"}),
    ("It's lower down on the right, isn't it?", {"location"}),
    ("Is it right in the crook of your elbow?", {"location"}),
    ("Is the pain at the nape of his neck?", {"location"}),
    ("Has he mentioned his pain shifting at all?", {"location"}),
    # how bad: through the roof, with no verb of going there
    ("Is her headache off the scale at the moment?", {"severity"}),
    ("The pain's through the roof, then?", {"severity"}),
    # a reaction in plain words
    ("Do any foods make him balloon up?", {"allergies"}),
    ("Does anything make her blow up like a balloon?", {"allergies"}),
    # abuse: laying into, tearing into, setting about; the one who did this
    ("Has anybody been laying into her?", {"abuse"}),
    ("Did her boyfriend tear into her?", {"abuse"}),
    ("Has someone set about him?", {"abuse"}),
    ("Is her husband the one who did this?", {"abuse"}),
    # drink and drugs: off or out of one's face or head on something
    ("Was he off his face last night?", {"substance"}),
    ("Has she been out of her head on something?", {"substance"}),
    # a stay in hospital in other words
    ("Has she ever been kept in hospital over the winter?", {"history"}),
    ("Have you been stuck in hospital with your chest?", {"history"}),
    # how it happened: a vehicle or a thing that did it, asked yes or no, a stumble before it
    ("Did a van clip him?", {"mechanism"}),
    ("Was it the bike that knocked her?", {"mechanism"}),
    ("Did the, erm, the ball hit you in the face?", {"mechanism"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a reading through the roof, a temper, a pain that hit one, a confusion or a pain one is off one's head
    # with, how long a cut is, who did a dressing, laid up in bed
    ("Is your blood pressure through the roof?", "severity"),
    ("Does anything make you blow up?", "allergies"),
    ("Did the pain hit you all at once?", "mechanism"),
    ("Was he off his head with the pain?", "substance"),
    ("Was she off her head on the ward last night?", "substance"),
    ("Is the cut about 5 centimetres long?", "location"),
    ("Is she the one who did this dressing?", "abuse"),
    ("Have you been laid up in bed with it?", "history"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses keep their own: a pain that hit one is when it began, a stumble without a restart still reads
    ("Did the pain hit you all of a sudden?", "onset"),
    ("Do you take, um, anything for your blood pressure?", "medications"),
])
def test_a_near_miss_keeps_its_own_topic(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Is the pain about 3 inches to the left of your belly button?",
    "So it's mostly low down on the left, have I got that right?",
    "Is it right in the small of your back?",
    "Is the pain through the roof at the minute?",
    "Does anything make you blow up like a balloon?",
    "Has anybody been laying into you?",
    "Were you off your face on something tonight?",
    "Have you ever been laid up in hospital?",
    "Is your husband the one who did this?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_a_vehicle_asked_through_a_restart_is_told_how_it_happened():
    reply = terse_reply(_bundled("ts-007"), "Did the, uh, the van hit you from behind?")
    assert "motorbike" in reply.lower(), reply


def test_a_stay_in_hospital_is_told_the_history():
    reply = terse_reply(_bundled("ts-001"), "Has he ever been laid up in hospital for a long spell?")
    assert "cholesterol" in reply.lower(), reply


def test_off_ones_face_is_told_the_drug_use():
    reply = terse_reply(_bundled("ts-005"), "Was he off his face on anything earlier?")
    assert not CLARIFY.search(reply), reply


# The judge (bank 38, training): "anything" said about a matter asks only that matter, and a food bank is a place, not food.
_FEVER = Case(case_id="row", chief_complaint="Fever, drowsy", age=3, sex="F", acuity=2,
              history=CaseHistory(associated_symptoms=["not drinking"]))


def test_the_judge_reads_anything_said_about_smoking_as_smoking_only():
    case = _bundled("ts-005")
    assert judge(case, "substance", "Has he said anything to you about vaping or smoking?", "No, he doesn't smoke.").ok
    assert not judge(case, "substance", "Has he said anything to you about drugs?", "No, he doesn't use drugs.").ok
    assert not judge(case, "substance", "Has he taken anything tonight?", "No, nothing.").ok


def test_the_judge_reads_a_food_bank_as_a_place_not_food():
    question = "Has she had any diarrhoea, from what she told you at the food bank?"
    assert judge(_FEVER, "associated", question, "No, no diarrhoea.").ok
    assert not judge(_FEVER, "associated", "Has she had any diarrhoea, or gone off her food?", "No, no diarrhoea.").ok
