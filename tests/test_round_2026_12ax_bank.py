"""After the first look at bank 47 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a lead-in with no topic of its own: a breath caught,
the patient on the bay's equipment, the doctor still to come; the subject named first with "about"; "you know" between
commas; a word of the patient's narrowed with "how"; British slang for the head, a fall, a knock, an operation, feeling
unwell and being gone for; and the shapes of question each topic is asked in). The judge's own misreadings of a right
answer ("down there" and "up and down" as low mood, a faint asked as consciousness lost) are checked too."""

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
    # turns of speech on the way into a question: no topic of their own
    ("Once you've caught your breath back, are you allergic to anything?", {"allergies"}),
    ("When he's got his breath, how bad is the pain out of ten?", {"severity"}),
    ("While she's on the drip, how bad is the pain out of ten?", {"severity"}),
    ("Before the consultant sees you, where exactly is the pain?", {"location"}),
    # the subject named first with "about", which the question points back to
    ("Now, about the burns on your arm, what did you use to make them?", {"self_harm"}),
    ("About your knee, is it the upper part or further down?", {"location"}),
    ("Now, about the graze, did you cover it with anything?", {"treatment"}),
    # "you know" between commas
    ("Did the hives, you know, appear soon after the penicillin?", {"allergies"}),
    # a word of the patient's narrowed with "how"
    ("Achy how, dull, or more of a throb?", {"character"}),
    ("Worked how, did it take the edge off, or did it go completely?", {"treatment"}),
    ("Poorly how, hot and sweaty, or just washed out?", {"complaint"}),
    ("Irregular how, arriving late, or missing the odd month altogether?", {"pregnancy"}),
    # British slang
    ("Does it ache over the whole of your noggin?", {"location"}),
    ("Did she take a cropper on the ice?", {"mechanism"}),
    ("Did he clonk his head when he went down?", {"mechanism"}),
    ("Was he in a punch-up tonight?", {"mechanism"}),
    ("Did the steering column go into his legs?", {"mechanism"}),
    ("Any ops in the past?", {"history"}),
    ("What's got him feeling so grotty?", {"complaint"}),
    ("Does your partner have a go at you when you go out?", {"abuse"}),
    # the shapes each topic is asked in
    ("Is it higher up or lower down than your belly button?", {"location"}),
    ("Did it start in your neck or your jaw?", {"location"}),
    ("Is this one like his normal headaches?", {"character"}),
    ("Does it get worse if someone touches the spot?", {"character"}),
    ("Is it the kind of pain that makes him lie completely still?", {"severity"}),
    ("Does the pain travel anywhere when you sneeze?", {"location"}),
    ("Did you take more than the box says?", {"treatment"}),
    ("Are you nursing your little one?", {"pregnancy"}),
    ("Has any antibiotic ever made your lips swell?", {"allergies"}),
    ("Has your tongue ever puffed up after eating nuts?", {"allergies"}),
    ("Have you still got the rest of the pills at home?", {"self_harm"}),
    ("Are there any other tablets in the house you could take?", {"self_harm"}),
    ("Are there kids living under the same roof as him?", {"abuse"}),
    ("Has he turned up to school with marks before?", {"abuse"}),
    ("When did she last seem her normal self?", {"onset"}),
    ("Can you describe your alcohol intake for me?", {"substance"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: rough of feeling ill no abuse, a start in time no place, a pain worse at some time no tenderness, a
    # painkiller named first its own subject, a breath asked about still a symptom
    ("When you say rough, do you mean hitting you?", "complaint"),
    ("Did the pain start this morning?", "location"),
    ("Is it worse when you lie down?", "character"),
    ("Does the pain go into your arm?", "mechanism"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_rough_said_of_feeling_ill_is_still_the_complaint():
    assert read_as("When you say rough, do you mean feverish?") == {"complaint"}


def test_a_breath_asked_about_is_still_a_symptom():
    assert "symptoms" in read_as("Are you getting your breath all right?")


def test_a_start_asked_when_is_still_the_onset():
    assert "onset" in read_as("When did the pain start in your chest?")


@pytest.mark.parametrize("question", [
    "Now, about your head, is it the top part or just at the back?",
    "Sore how, throbbing, or more of a pressure?",
    "Once you've got your breath, how bad is it from zero to ten?",
    "Is it the kind of pain that makes you want to keep completely still?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Headache"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_the_pills_left_at_home_after_an_overdose_are_no_regular_medicines():
    reply = terse_reply(_bundled("ts-005"), "Has she still got the rest of the tablets at home?")
    assert "regular" not in reply.lower() and not CLARIFY.search(reply), reply


def test_a_fall_in_slang_is_answered_with_how_it_happened():
    reply = terse_reply(_bundled("ts-031"), "Did you take a cropper on something?")
    assert not CLARIFY.search(reply) and "slip" in reply.lower(), reply


def test_a_reaction_a_medicine_gives_is_answered_with_the_allergy():
    reply = terse_reply(_bundled("ts-038"), "Does any tablet make you come up in welts?")
    assert "penicillin" in reply.lower(), reply


def test_the_place_the_pain_started_is_answered_not_its_time():
    reply = terse_reply(row("Chest pain"), "Did the pain start in your chest or your back?")
    assert not CLARIFY.search(reply) and "ago" not in reply.lower(), reply


@pytest.mark.parametrize(("question", "reply"), [
    ("Any bleeding from down there?", "No, no bleeding."),
    ("Up and down to the loo with the runs?", "No, no diarrhoea."),
])
def test_down_of_a_place_or_a_to_and_fro_is_no_low_mood_to_the_judge(question, reply):
    assert judge(_bundled("ts-016"), "associated", question, reply).ok


def test_a_faint_asked_as_consciousness_lost_is_judged_as_the_faint():
    assert judge(_bundled("ts-014"), "associated", "Did everything go grey, or did you lose consciousness?",
                 "No, no passing out.").ok


def test_low_mood_is_still_judged_against_the_case():
    assert not judge(_bundled("ts-016"), "associated", "Have you been feeling down?", "No, not at all.").ok
