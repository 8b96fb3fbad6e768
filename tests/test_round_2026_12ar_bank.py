"""After the first look at bank 41 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a companion taken aside, a word of encouragement, a
guess asked for, a reason set first, a sweetheart in Caribbean English, one taken ill, the last straw, the visit checked
back plainly, pain against a general feeling of being ill, where the pain sits, everyday names of parts, kinds of pain
listed, a band around the chest, "can't" move for it, what took the edge off, past concussions, a face blown up, a sting
swollen up ever, a medical alert bracelet, two ways of harming oneself, cocaine's street names, "making baby", a period
overdue, who made the bruises asked last, a prang, the trots, a faint asked in its past, and when a habit or a past event
ended), and the judge's reading of a breath taken, of boking, the trots and a faint asked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402
from question_judge import _asked_symptom_groups, judge  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # a companion taken aside, a word of encouragement, a guess asked for: no topic of their own
    ("Can I steal you for a second, why did he have to leave work and come in, was he taken ill?", {"complaint"}),
    ("Hang in there, did the paracetamol take the edge off at all?", {"treatment"}),
    ("At a guess, what do you reckon is wrong with you?", {"complaint"}),
    # a reason set first: no painkiller, no safety asked
    ("To choose the right painkiller, how bad is it out of ten?", {"severity"}),
    ("To keep her safe on the ward, how much does she drink a week?", {"substance"}),
    ("Seeing as you know her well, does her pain sit low in her tummy?", {"location"}),
    # the visit: taken ill, the last straw, what one thinks is wrong, checked back plainly, pain or feeling ill
    ("Has she been taken poorly?", {"complaint"}),
    ("What was the last straw, what got you to come in tonight?", {"complaint"}),
    ("What does he think is the matter?", {"complaint"}),
    ("You're here about the cough that won't shift, right?", {"complaint"}),
    ("He's come in today about what?", {"complaint"}),
    ("Is it pain, or more of a general feeling of being unwell?", {"complaint"}),
    # where: where the pain sits, everyday names of parts
    ("Does the pain sit more in your side?", {"location"}),
    ("Is the pain in your backside or further up?", {"location"}),
    ("Is it right up in the breadbasket?", {"location"}),
    # what it is like: kinds listed, a band around the chest
    ("Is the pain sharp, dull, or something like that?", {"character"}),
    ("Is it like a tight band round your head?", {"character"}),
    # how bad: "can't" move for it
    ("Bad, as in you can't walk with it?", {"severity"}),
    # the background: past concussions, an allergy in other words
    ("Any previous concussions from rugby?", {"history"}),
    ("Has his face ever blown up after eating nuts?", {"allergies"}),
    ("Have you ever swollen up from a wasp sting?", {"allergies"}),
    ("Does she carry a medical alert card?", {"allergies"}),
    # the sensitive ones: two ways of self-harm, cocaine's street names, who made the marks
    ("Has he burned himself or cut himself at all?", {"self_harm"}),
    ("Any bugle or charlie at the party?", {"substance"}),
    ("Those marks on your neck came from who?", {"abuse"}),
    # pregnancy: making baby, a period overdue
    ("Could she be making baby?", {"pregnancy"}),
    ("Are you a few days overdue?", {"pregnancy"}),
    # how it happened: a prang
    ("Was it a prang on the motorway?", {"mechanism"}),
    # the other symptoms: the trots, a faint asked in its past
    ("Any of the trots?", {"symptoms"}),
    ("Did she faint before the ambulance came?", {"symptoms"}),
    # when a habit or a past event ended: not when today's trouble began
    ("Roughly how long ago did he give up smoking?", {"smoking"}),
    ("How long has all this violence been going on?", {"abuse"}),
    ("How many years ago was her last operation?", {"history"}),
    ("When was your last severe allergic reaction?", {"allergies"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: heavy bleeding, a tight cast, a person called Charlie, a cut on the glass, here with someone, the baby's
    # noise, feeling faint, a concussion today, a bracelet alone, a sting had, a face swollen today, taken to hospital
    ("Is it heavy, or just spotting?", "character"),
    ("Is the cast too tight?", "character"),
    ("Is Charlie your son?", "substance"),
    ("Did you cut yourself on the glass?", "self_harm"),
    ("You're here with your husband, aren't you?", "complaint"),
    ("Did the baby make a noise?", "pregnancy"),
    ("Did he get a concussion today?", "history"),
    ("Do you wear a bracelet?", "allergies"),
    ("Have you ever had a bee sting?", "allergies"),
    ("Has your face swollen up?", "allergies"),
    ("Was he taken to hospital?", "complaint"),
    ("What do you think caused it?", "complaint"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "probe"), [
    ("Any of the trots along with it?", "diarrhoea"),
    ("Did he faint at the shops?", "consciousness"),
])
def test_the_symptom_named_is_the_one_asked(question, probe):
    from triagesim.agents.offline.patient.intents import read_intents
    assert [p.name for p in read_intents(question).probes] == [probe]


@pytest.mark.parametrize(("question", "probe"), [
    # feeling faint is the dizziness; moving a limb one cannot is weakness, not the pain stopping one
    ("Did you feel faint?", "dizziness"),
    ("So you can't move your arm at all?", "weakness"),
])
def test_a_near_miss_keeps_its_symptom(question, probe):
    from triagesim.agents.offline.patient.intents import read_intents
    names = [p.name for p in read_intents(question).probes]
    assert "consciousness" not in names and (probe is None or probe in names), names


@pytest.mark.parametrize("question", [
    "Can I borrow you a second, has she had any concussions before?",
    "Is it up in your breadbasket, or lower down?",
    "Is it tight, heavy, or anything along those lines?",
    "Okay, noted, and do you wear a medic alert bracelet?",
    "You could be making baby, doux doux?",
    "Was it just a prang in the car park?",
    "Any charlie last night?",
    "The bruises on your legs came from who?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_the_visit_checked_back_is_answered_for_one_who_cannot_talk():
    reply = terse_reply(_bundled("ts-001"), "You're here about the headache that won't go away, yeah?")
    assert "can't tell" not in reply.lower() and "heart" in reply.lower(), reply


def test_bad_meaning_cannot_move_is_answered_with_how_bad():
    reply = terse_reply(_bundled("ts-040"), "Bad, meaning you can't move for it?")
    assert "numb" not in reply.lower() and "weak" not in reply.lower(), reply


def test_a_reason_set_first_is_not_answered():
    reply = terse_reply(_bundled("ts-040"), "To keep you safe on the ward, how much alcohol do you have daily?")
    assert "safe" not in reply.lower() and "hurting" not in reply.lower(), reply


def test_a_face_blown_up_is_answered_with_the_allergy():
    reply = terse_reply(_bundled("ts-002"), "Has your face ever blown up after a medicine?")
    assert "sulfa" in reply.lower() and "inhaler" not in reply.lower(), reply


def test_when_a_habit_ended_is_not_told_when_today_began():
    reply = terse_reply(_bundled("ts-040"), "How long ago did you stop smoking?")
    assert "last night" not in reply.lower() and "hours" not in reply.lower(), reply


def test_did_he_faint_is_answered_by_what_the_companion_saw():
    reply = terse_reply(_bundled("ts-001"), "Did he faint before you brought him in?")
    assert "can't tell" not in reply.lower(), reply


# The judge (bank 41, training): a breath taken before the question asks nothing about the breathing; boking, the trots and a
# faint in its past are the symptoms asked; "Yes, he's unresponsive" answers "did he faint?".
def test_the_judge_reads_a_breath_taken_as_no_question():
    assert _asked_symptom_groups("Deep breath, any chest tightness along with it?") == {"chest"}
    assert _asked_symptom_groups("While he catches his breath, any chest pain?") == {"chest"}
    assert "breath" in _asked_symptom_groups("Any shortness of breath?")
    assert "breath" in _asked_symptom_groups("Deep breath, any shortness of breath?")


@pytest.mark.parametrize(("question", "group"), [
    ("Have you been boking at all with it?", "vomit"),
    ("Any of the trots along with it?", "diarrhoea"),
    ("Did she faint at work?", "fainted"),
])
def test_the_judge_reads_the_symptom_asked(question, group):
    assert group in _asked_symptom_groups(question)


def test_the_judge_accepts_a_yes_to_a_faint_from_the_companion_of_one_unresponsive():
    case = _bundled("ts-005")
    question = "Seeing as you're close to him, did he faint before you brought him in?"
    assert judge(case, "associated", question, "Yes, he's unresponsive, like I said.").ok
    assert not judge(case, "associated", question, "Sorry, what do you mean?").ok
