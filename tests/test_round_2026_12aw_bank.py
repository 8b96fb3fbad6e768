"""After the first look at bank 46 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a lead-in with no topic of its own: hoping the
question is no trouble, a thought come to mind, an answer taken, readiness, the patient away, a companion named by whom
they work with; a filler between commas; a word of the patient's narrowed with "meaning"; a sense asked for; and the shapes
of question each topic is asked in)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # turns of speech on the way into a question: no topic of their own
    ("Hope you don't mind me asking, where is the pain worst?", {"location"}),
    ("While I think of it, are you allergic to anything?", {"allergies"}),
    ("Got that, and how bad is it out of ten?", {"severity"}),
    ("When you feel ready, do you smoke at all?", {"smoking"}),
    ("While he's away for his x-ray, has he taken any painkillers?", {"treatment"}),
    ("Working with Marek at the warehouse, did you see how he fell?", {"mechanism"}),
    # a filler between commas
    ("Have you, honestly, taken anything for it?", {"treatment"}),
    ("Does it feel, basically, like a burn?", {"character"}),
    # a word of the patient's narrowed with "meaning"
    ("Achy, meaning dull, or meaning throbbing?", {"character"}),
    ("Social, meaning the odd pint, or meaning every night?", {"substance"}),
    # a sense asked for before the question
    ("Any sense of whether he was sick on the way in?", {"symptoms"}),
    ("Any sense of who might have given her those marks?", {"abuse"}),
    # the shapes each topic is asked in
    ("Are you here about a cough, a rash, or none of the above?", {"complaint"}),
    ("Are you in because of the rash, or is something else bothering you?", {"complaint"}),
    ("Was coming in your own idea, or did the GP send you?", {"complaint"}),
    ("Which came first, the headache or the vomiting?", {"onset"}),
    ("Did anything in particular set it off?", {"onset"}),
    ("Does it hurt in any other part of your body?", {"location"}),
    ("Which joint is causing you the most trouble?", {"location"}),
    ("Has the pain changed in intensity since this morning?", {"severity"}),
    ("Did anyone strap up his ankle?", {"treatment"}),
    ("Did you try ice or a heat pack?", {"treatment"}),
    ("When was her last dose of co-codamol?", {"treatment"}),
    ("Did you clean the cut out?", {"treatment"}),
    ("Have you delivered a baby in the last few months?", {"pregnancy"}),
    ("What walloped him?", {"mechanism"}),
    ("When did she take the overdose?", {"self_harm"}),
    ("Did he use a razor blade?", {"self_harm"}),
    ("Is there somebody who can stay with you tonight?", {"self_harm"}),
    ("Did you swallow anything else with the tablets?", {"self_harm"}),
    ("Any trouble with an anaesthetic in the past?", {"history"}),
    ("Anything for your blood pressure or cholesterol?", {"medications"}),
    ("Does any food make you come out in hives?", {"allergies"}),
    ("Can your husband still get to you?", {"abuse"}),
    ("Does he ever yell at you?", {"abuse"}),
    ("Does she control where you can go?", {"abuse"}),
    ("Has your heart's been thumping, do you think?", {"symptoms"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a blow's landing place no pain's place, the strength of the pain no pattern, an anaesthetic no
    # allergy, the visit's options no fall asked, breathing that changes the pain no breathlessness, an overdose's time no
    # onset, the patient's own confusion no baseline
    ("What hit you, and where on your body did it catch you?", "location"),
    ("How has the pain changed in strength overnight?", "pattern"),
    ("Any problems with anaesthetics before?", "allergies"),
    ("Are you here about pain, a fall, or something else?", "mechanism"),
    ("Does coughing or breathing in make the pain worse?", "symptoms"),
    ("How long ago did you take the overdose?", "onset"),
    ("Are you more confused than usual?", "baseline"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_meaning_to_keeps_its_intent():
    assert "self_harm" in read_as("Did you take them meaning to die?")


def test_a_companion_is_still_asked_whether_confusion_is_usual():
    assert "baseline" in read_as("Is he more confused than usual?")


def test_an_allergy_with_a_reaction_named_is_still_an_allergy():
    assert read_as("Are you allergic to any anaesthetics?") == {"allergies"}


@pytest.mark.parametrize("question", [
    "Hope you don't mind me asking, what happened to the ankle?",
    "Got that, and did you put any ice on it?",
    "Sore, meaning aching, or meaning sharp?",
    "Does it feel, basically, like a sprain?",
    "Did anyone strap it up for you?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_an_overdose_asked_when_is_answered_with_the_overdose_not_the_complaint():
    reply = terse_reply(_bundled("ts-040"), "Roughly when did you take the overdose?")
    assert "pee" not in reply.lower(), reply


def test_being_more_confused_than_usual_is_answered_with_the_confusion():
    reply = terse_reply(_bundled("ts-040"), "Have you been any more confused than usual?")
    assert "confus" in reply.lower() and "how i am" not in reply.lower(), reply


def test_someone_to_keep_one_safe_tonight_is_answered_with_the_self_harm_plan():
    reply = terse_reply(_bundled("ts-010"), "Is there someone at home who could keep you safe tonight?")
    assert "boyfriend" not in reply.lower(), reply


def test_anaesthetic_trouble_is_answered_with_the_history_not_allergies():
    reply = terse_reply(_bundled("ts-001"), "Has he ever had problems with a general anaesthetic?")
    assert "allerg" not in reply.lower(), reply
