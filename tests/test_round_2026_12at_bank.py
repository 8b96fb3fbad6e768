"""After the first look at bank 43 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (turns of speech on the way into a question, a
companion turned to, the nurse choosing words mid-question, a word echoed back with "in what way", "take me back to",
"on the subject of", a check-back closing a statement, a first name's pain, Pittsburgh "yinz", Newfoundland "b'y",
"spicket", rhyming "Britneys", "something chronic", throwing in the towel on life, cutting oneself of late, scars on the
arms, a tight leash, going black and blue, trying for a family, the implant, the usual ones, and a promise not to be
shocked before "what have you taken?")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # turns of speech on the way into a question, and a companion turned to: no topic of their own
    ("Nothing you tell me will shock me, do you drink at all?", {"substance"}),
    ("Right you are, and when did the pain start?", {"onset"}),
    ("At the risk of sounding nosy, are you on any regular tablets?", {"medications"}),
    ("Turning to you, does he have any allergies?", {"allergies"}),
    ("You've been with her since this morning, has she had any pain relief?", {"treatment"}),
    ("Since he can't talk right now, is he on any blood thinners?", {"anticoagulants"}),
    ("Switching subjects, any thoughts of ending your life?", {"self_harm"}),
    ("Give or take, when did it begin?", {"onset"}),
    ("Gently now, where exactly does it hurt?", {"location"}),
    # the nurse choosing words mid-question, a word echoed back with "in what way", "take me back to", "on the subject of"
    ("Do you take, how can I put this, anything for your nerves?", {"medications"}),
    ("Sore, in what way, sharp or more of an ache?", {"character"}),
    ("Take me back to the moment just before he collapsed?", {"mechanism"}),
    ("On the subject of the coil, when was it fitted?", {"pregnancy"}),
    # a statement checked back at its close, a first name's pain
    ("A van clipped you on the bike, have I got that right?", {"mechanism"}),
    ("Is Marek's pain in his back or his belly?", {"location"}),
    # regional words: Pittsburgh "yinz", Newfoundland "b'y", "spicket", rhyming "Britneys", "something chronic"
    ("What brings yinz in this evening?", {"complaint"}),
    ("Any allergies, b'y?", {"allergies"}),
    ("Did you hold it under the spicket?", {"treatment"}),
    ("How many Britneys did he have tonight?", {"substance"}),
    ("Is it stinging something terrible, or is it bearable?", {"severity"}),
    # the visit: what is different now, how many troubles, what made one decide, what else brings one in
    ("What made today different from the other days?", {"complaint"}),
    ("How many separate things is she here about?", {"complaint"}),
    ("What's making him feel so rotten?", {"complaint"}),
    # where, what it is like, how bad
    ("Is the ache in the bone or in the muscle?", {"location"}),
    ("Does the pain spread down into your thigh?", {"location"}),
    ("Did she keep clutching her chest?", {"location"}),
    ("Is it zingy at all?", {"character"}),
    ("Is it a proper pain or more a discomfort?", {"character"}),
    ("Has he been struggling to walk with the pain?", {"severity"}),
    # the sensitive ones and the background
    ("Have you ever felt like throwing in the towel on living?", {"self_harm"}),
    ("Has she cut herself lately?", {"self_harm"}),
    ("The scars on his wrists, are they new?", {"self_harm"}),
    ("Does he keep you on a short leash?", {"abuse"}),
    ("Do you go black and blue at the slightest bump?", {"anticoagulants"}),
    ("Is she trying for a baby just now?", {"pregnancy"}),
    ("Your regular ones, what are they?", {"medications"}),
    ("Can you remember him ever being in hospital?", {"history"}),
    ("Do you remember her reacting to any medicines?", {"allergies"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a pain that runs down is no one run down, the first thing done is no onset, a pain like one had before
    # is no treatment, a list of choices after the visit is no fall asked, years smoked are no onset, a hurt deep inside is
    # no pain score, a partner's leash is no medicine
    ("Does the pain run down to your knee?", "mechanism"),
    ("What was the first thing you tried for it when it came on?", "onset"),
    ("Does the pain feel like anything you've had before?", "treatment"),
    ("What's brought you in tonight, a fall, a fever, and so on?", "mechanism"),
    ("How many years have you smoked for?", "onset"),
    ("Does it hurt deep inside or just on the surface?", "severity"),
    ("Does your partner keep you on a tight leash?", "medications"),
    # and where the words keep their own sense: a car that ran someone down, a breast implant, a cut while cooking
    ("Does it feel like electricity?", "location"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_vehicle_running_someone_down_is_still_how_it_happened():
    assert "mechanism" in read_as("Was he run down by the car?")


def test_an_implant_elsewhere_is_no_contraception():
    assert "pregnancy" not in read_as("When was your breast implant put in?")


def test_a_bruise_had_today_is_no_blood_thinner_asked():
    assert "anticoagulants" not in read_as("Did you bruise your arm when you fell?")


def test_a_cut_while_cooking_is_not_self_harm():
    assert "self_harm" not in read_as("Did you cut yourself while cooking?")


@pytest.mark.parametrize("question", [
    "Nothing you say will shock me, any pain relief?",
    "Right you are, and does it spread anywhere?",
    "At the risk of being blunt, do you use any drugs?",
    "Is it, how shall I say this, more of a sharp pain?",
    "Swollen, in what way, puffy or tight?",
    "Take me back to how it happened?",
    "On the subject of the pain, how bad is it?",
    "Give or take, how many years have you smoked?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_throwing_in_the_towel_is_answered_with_the_plan_held():
    reply = terse_reply(_bundled("ts-016"), "Do you feel like throwing in the towel on life?")
    assert "sleeping pills" in reply.lower(), reply


def test_bruising_in_idiom_is_answered_with_the_blood_thinner():
    reply = terse_reply(_bundled("ts-047"), "Do you go black and blue if you so much as knock yourself?")
    assert "rivaroxaban" in reply.lower(), reply


def test_a_tight_leash_is_answered_with_the_abuse_not_the_medicines():
    reply = terse_reply(_bundled("ts-010"), "Does your boyfriend keep you on a tight leash?")
    assert "boyfriend" in reply.lower(), reply


def test_a_promise_not_to_be_shocked_asks_the_drugs_taken():
    reply = terse_reply(_bundled("ts-005"), "Nothing you say will shock me, what has he taken tonight?")
    assert "heroin" in reply.lower(), reply


def test_the_visit_with_its_choices_is_answered_with_the_complaint():
    reply = terse_reply(_bundled("ts-002"), "What's the trouble this evening, pain, a fall, and that?")
    assert "breath" in reply.lower(), reply


def test_a_pain_like_one_had_before_is_not_answered_with_what_was_taken():
    reply = terse_reply(_bundled("ts-040"), "Does the pain feel like anything you've had in the past?")
    assert "paracetamol" not in reply.lower(), reply
