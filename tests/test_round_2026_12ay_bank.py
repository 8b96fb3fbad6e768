"""After the first look at bank 48 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a subject taken up again with "going back to"; a
feeling of the patient's said back; "ill in yourself"; a depot one works at; the ways each topic is asked: what one can
still do, a pain played down, past illnesses listed with "any", a pain wrapping round, a reaction after a medicine, cuts new
or old, "something silly", an ex coming round, a vehicle offered as options, the last dose with no medicine named, the
course of the illness checked back). The judge's own misreadings of a right answer ("when you say" read as a time asked,
a denial of drink to "under the influence", "I can't pee" as a denial of the retention) are checked too."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402
from question_judge import judge  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # the subject taken up again first: the place of the symptom named is asked
    ("Going back to the headache, is it just the front, the back, or everywhere?", {"location"}),
    # where: a pain wrapping round, low or high on one side, a part of the body clutched
    ("Does it wrap round to your side?", {"location"}),
    ("Is it sorest high up on the left?", {"location"}),
    ("Was she holding any particular part of her body?", {"location"}),
    # how bad: what one can still do, and a pain played down
    ("Can he still get up the stairs?", {"severity"}),
    ("Could she walk at all before the paramedics came?", {"severity"}),
    ("Has the pain kept him off his feet?", {"severity"}),
    ("Is she worse than she's letting on?", {"severity"}),
    ("Is he one to play his pain down?", {"severity"}),
    # when
    ("At what stage did he stop acting like himself?", {"onset"}),
    ("What day did the rash first show up?", {"onset"}),
    # what was tried
    ("Did you smear anything on the graze?", {"treatment"}),
    ("Did you use any of your sister's painkillers for it?", {"treatment"}),
    ("I need to know what's already in his system, what did he take?", {"treatment"}),
    # the allergy: a reaction after a medicine
    ("The hives, did they come after the amoxicillin or something else?", {"allergies"}),
    # harm to oneself
    ("Are the cuts fresh, or are some older?", {"self_harm"}),
    ("Have you felt like doing something daft?", {"self_harm"}),
    ("Did he swallow anything as well as the pills?", {"self_harm"}),
    # drugs: the patient's "I use" said back
    ("When you say you use now and then, is it at weekends?", {"substance"}),
    # someone hurting one
    ("Does your ex still turn up at the flat?", {"abuse"}),
    ("Is anyone physical with you at home?", {"abuse"}),
    ("When you say it's been rocky at home, is it arguments?", {"abuse"}),
    ("Are there kids in the home with that person?", {"abuse"}),
    # how it happened
    ("How did the blade slip?", {"mechanism"}),
    ("When you say he fell, was it from standing?", {"mechanism"}),
    ("Was it a van, a lorry, or what?", {"mechanism"}),
    # the background: past illnesses listed with "any"
    ("Any heart attacks, angina, anything of that kind?", {"history"}),
    # the blood thinner: the last dose with no medicine named
    ("And when did you have your last dose?", {"anticoagulants"}),
    # the visit
    ("What's the one thing you'd most like us to see to?", {"complaint"}),
    ("When you say you feel dreadful, is it pain or something else?", {"complaint"}),
    ("Is the problem somewhere intimate?", {"complaint"}),
    ("Is it pain, feeling poorly in yourself, an injury, or something else?", {"complaint"}),
    ("You've been going downhill since Friday, have I got that right?", {"complaint"}),
    ("You work with him at the bus depot, what made you bring him in?", {"complaint"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # a depot injection is still a medicine; a low mood "in yourself" is still the mood; a painkiller's last dose is no blood
    # thinner; the pain's start checked back is still when; clots in the urine are no past illness; an overdose's count is
    # no medicine tried
    ("Are you on a depot injection?", "complaint"),
    ("When did you take your last dose of codeine?", "anticoagulants"),
    ("You've had the pain since Monday, is that right?", "complaint"),
    ("Any clots in your urine?", "history"),
    ("What's already in your system, how many tablets did you swallow?", "treatment"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_depot_injection_is_still_a_medicine():
    assert "medications" in read_as("Are you on a depot injection?")


def test_low_in_yourself_is_still_the_mood():
    assert "self_harm" in read_as("Have you been feeling low in yourself?")


def test_the_start_checked_back_is_still_when():
    assert "onset" in read_as("You've had the pain since Monday, is that right?")


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


@pytest.mark.parametrize("question", [
    "Going back to the headache, is it just the front, or everywhere?",
    "Can you still get up the stairs?",
    "Is it worst high up on the right?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Headache"), question)
    assert not CLARIFY.search(reply), reply


def test_a_fall_said_back_is_answered_with_how_it_happened():
    reply = terse_reply(_bundled("ts-031"), "When you say you fell, was it from standing or off something?")
    assert not CLARIFY.search(reply) and "slip" in reply.lower(), reply


def test_anything_besides_the_overdose_is_no_regular_medicines():
    reply = terse_reply(_bundled("ts-005"), "Did he swallow anything as well as the pills?")
    assert "regular" not in reply.lower() and not CLARIFY.search(reply), reply


def test_a_reaction_after_a_medicine_is_answered_with_the_allergy():
    reply = terse_reply(_bundled("ts-038"), "The rash, did it come after the antibiotics or something else?")
    assert "penicillin" in reply.lower(), reply


def test_the_last_dose_is_answered_with_the_blood_thinner():
    reply = terse_reply(_bundled("ts-017"), "And when did you have your last dose?")
    assert "warfarin" in reply.lower(), reply


def test_a_when_you_say_about_contraception_asks_no_time_to_the_judge():
    assert judge(_bundled("ts-002"), "pregnancy", "When you say you're on something for contraception, is it the coil?",
                 "No... I'm not on any contraception at the moment.").ok


def test_no_drink_or_drugs_answers_under_the_influence_to_the_judge():
    assert judge(_bundled("ts-031"), "mechanism", "Had you been drinking when you slipped?",
                 "No, no alcohol or drugs. I slipped on a wet floor and landed on my left hip.").ok


def test_i_cannot_pee_affirms_the_retention_to_the_judge():
    assert judge(_bundled("ts-040"), "associated", "Are you weeing as much as normal?", "No, I can't pee at all.").ok


def test_a_denial_of_the_retention_is_still_caught_by_the_judge():
    assert not judge(_bundled("ts-040"), "associated", "Any trouble passing water?", "No, no trouble with that.").ok
