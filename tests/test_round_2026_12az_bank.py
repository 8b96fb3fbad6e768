"""After the first look at bank 49 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (lead-ins with no topic: a hope the question is not
too blunt, no rush at all, a question everyone gets asked, Hawaiian "brah", a companion named by bringing the patient in; a
hedge said aside between commas; "any chance" before a statement; a subject taken up again with "picking up on"; and the
ways each topic is asked: there on waking, before or the first time, what was going on when help was called, the symptom
most wanted seen to, what one fears is wrong, an event the patient named said back, deep or on the surface, a pain getting
to one, a score said back as ever higher, a pain or a pressure, sleeping it off, that dose, something taken for it said
back, medicines run out of, injections one gives oneself, new cuts, "doing oneself in", medicines stockpiled, the means
named, tablets missing from a packet, what was taken counted, someone to stay with tonight, drugs prescribed or not, blood
lost from a nick, feeding the baby oneself, a premise's symptom, the hurter here now, Irish "yer man", whether it hurts
around a place). The judge's own misreadings of a right answer ("sick in your stomach" and "faint in your head" as no
symptom named, a course told "since then") are checked too."""

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
    # lead-ins with no topic, before a question that reads as its own
    ("Hope this isn't too personal, but does anyone at home ever hit you?", {"abuse"}),
    ("No hurry at all, where exactly is the pain?", {"location"}),
    ("Everyone gets asked this, do you drink alcohol?", {"substance"}),
    ("Brah, how did you get hurt?", {"mechanism"}),
    ("As you brought him in from the pub, what's the matter with him?", {"complaint"}),
    # a hedge said aside, and "any chance" before a statement
    ("Does he seem, sort of, scared of someone at home?", {"abuse"}),
    ("Any chance the pain has settled since you got here?", {"severity"}),
    # a subject taken up again with "picking up on"
    ("Picking up on those cuts on your legs, are any of them new ones?", {"self_harm"}),
    ("Following up on the peanuts, did your lips swell when you ate them?", {"allergies"}),
    # when: there on waking, before or the first time
    ("Was it already there as soon as you woke up?", {"onset"}),
    ("Did he wake up with the pain?", {"onset"}),
    # the visit
    ("What was going on when the paramedics were called?", {"complaint"}),
    ("What scared you enough to phone for help?", {"complaint"}),
    ("Which of your problems would you most want the doctors to deal with?", {"complaint"}),
    ("What are you most worried is going on?", {"complaint"}),
    ("Is she here for the rash itself, or because her eczema has changed?", {"complaint"}),
    # where: deep or near the surface, and whether it hurts around a place
    ("Does it feel deep down, or more on the surface?", {"location"}),
    ("Does it hurt around his bottom?", {"location"}),
    # how bad
    ("Is the pain really getting to him?", {"severity"}),
    ("Going back to that six, was it ever lower than that?", {"severity"}),
    ("Does she play down how bad the pain is?", {"severity"}),
    # what it is like
    ("Is it an ache, or more of a tightness?", {"character"}),
    # what was tried
    ("Did she try to sleep it off?", {"treatment"}),
    ("And what time was that dose?", {"treatment"}),
    ("He took something for it. What was it, and when?", {"treatment"}),
    # the regular medicines
    ("Has she run out of any of her tablets?", {"medications"}),
    ("Does he inject himself with insulin?", {"medications"}),
    # harm to oneself
    ("Ever felt like doing yourself in?", {"self_harm"}),
    ("Has he got pills hoarded anywhere?", {"self_harm"}),
    ("Have you been thinking about a rope or your tablets?", {"self_harm"}),
    ("How many of her paracetamol are missing?", {"self_harm"}),
    ("I need to be clear on what she swallowed, how many and when?", {"self_harm"}),
    ("Is there somebody you could go to, to keep you safe tonight?", {"self_harm"}),
    # drugs of any kind
    ("Any drugs at all, prescription or otherwise?", {"substance"}),
    # the blood thinner: blood lost from a small cut
    ("Do you lose loads of blood if you nick yourself shaving?", {"anticoagulants"}),
    # pregnancy: feeding the baby oneself, and a premise's symptom not asked
    ("Are you feeding your baby yourself?", {"pregnancy"}),
    ("Seeing as you're spotting, how many weeks along are you?", {"pregnancy"}),
    # someone hurting one
    ("Is that man in the building now?", {"abuse"}),
    ("Has yer fella ever threatened you?", {"abuse"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # new bruises are no cuts asked as new; running out of breath is no medicine; a baby feeding well is no breastfeeding;
    # a flu jab stays a vaccine; what was taken for the pain, counted, is no overdose; a feeling said back stays the symptoms;
    # a plan for the day names no means of harm
    ("Any cuts or new bruises?", "self_harm"),
    ("Have you run out of breath at all?", "medications"),
    ("Is the baby feeding well?", "pregnancy"),
    ("Do you give yourself a flu jab each year?", "medications"),
    ("What have you taken for the pain, and how many?", "self_harm"),
    ("You called it feeling rough, do you mean sick or dizzy?", "complaint"),
    ("Have you thought about what you'd like us to do today?", "self_harm"),
    ("Do you think the knife slipped?", "self_harm"),
    ("Does your one knee hurt more than the other?", "abuse"),
    ("What did you do yourself in the meantime?", "self_harm"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_flu_jab_stays_a_vaccine():
    assert "immunisations" in read_as("Do you give yourself a flu jab each year?")


def test_a_feeling_said_back_stays_the_symptoms():
    assert read_as("You called it feeling rough, do you mean sick or dizzy?") == {"symptoms"}


def test_an_event_said_back_is_the_visit_first_and_the_symptoms_after():
    assert read_as("You called it a bad spell, do you mean you fainted, or just felt woozy?") == {"complaint", "symptoms"}


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


@pytest.mark.parametrize("question", [
    "Any chance the headache has settled since you got here?",
    "Is the headache, sort of, deep inside, or more on the surface?",
    "Picking up on that seven, was it ever higher than that?",
    "Did it start, kind of, as soon as you woke up?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Headache"), question)
    assert not CLARIFY.search(reply), reply


def test_an_event_said_back_is_answered_with_the_visit():
    reply = terse_reply(_bundled("ts-011"), "You called it a bad spell, do you mean you fainted, or just felt woozy?")
    assert "chest pain" in reply.lower(), reply


def test_someone_to_stay_with_tonight_is_answered_with_the_plan_against_harm():
    reply = terse_reply(_bundled("ts-016"), "Is there somebody you could go to, to keep you safe tonight?")
    assert "nobody's hurting me" not in reply.lower() and not CLARIFY.search(reply), reply


def test_blood_lost_from_a_nick_is_answered_with_the_blood_thinner():
    reply = terse_reply(_bundled("ts-017"), "Do you lose loads of blood if you nick yourself shaving?")
    assert "warfarin" in reply.lower(), reply


def test_stockpiled_medicines_are_no_regular_medicines():
    reply = terse_reply(_bundled("ts-060"), "Has he got pills hoarded anywhere at home?")
    assert "atorvastatin" not in reply.lower() and not CLARIFY.search(reply), reply


def test_feeling_sick_in_the_stomach_names_the_nausea_to_the_judge():
    assert judge(_bundled("ts-002"), "associated", "When you say you feel funny, do you mean sick in your stomach, or faint in the head?",
                 "No, no nausea and no dizziness.").ok


def test_a_course_told_since_then_answers_the_onset_to_the_judge():
    assert judge(_bundled("ts-006"), "onset", "And since then, has it been on and off, or constant?",
                 "It keeps coming back, on and off.").ok
    assert judge(_bundled("ts-001"), "onset", "Has it let up at all since then, or been there all along?",
                 "He's been like this the whole time.").ok
