"""After the first look at bank 39 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a word searched for mid-question, Scots "whit's",
Jamaican "pon", "sinting", "it a bun yuh" and "yuh life", why come in now with no subject, a pain called murder, how much
the pain is, in real pain, a pain that stopped one, a pain changed in its nature, how long each wave lasts, going under
the knife, a medicine the staff should avoid, how soon a reaction followed a sting, cuts asked as deliberate, hammered,
nicotine pouches, bulking up at the gym, who has been hurting one, a clipped test and the time of the month, a grip or a
footing lost, "more confused than usual" asked yes or no, "you took something" said back), and the judge's reading of
nicotine as tobacco only."""

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
    # a word searched for between commas, and the word said again after it
    ("Is the pain, what do you call it, in your upper back?", {"location"}),
    ("Were the burns, what do you call it, deliberate?", {"self_harm"}),
    # regional words: Scots "whit's", Jamaican "pon", "sinting", "it a bun yuh", one's own life
    ("Whit's the matter wi' ye the day?", {"complaint"}),
    ("How yuh fall, yuh slip pon di step?", {"mechanism"}),
    ("Di pain a squeeze yuh, or it a bun yuh?", {"character"}),
    ("Yuh ever want to end yuh own life?", {"self_harm"}),
    # why come in now, the subject left out; complaining to someone of anything
    ("Why come in tonight and not yesterday?", {"complaint"}),
    ("Has he complained to anyone of anything in particular?", {"complaint"}),
    # when: well the day before, or going on longer
    ("Was he fine last night, or has it been going on longer?", {"onset"}),
    # how bad: murder, how much the pain is, in real pain, stopped by it
    ("Is the pain pure murder tonight?", {"severity"}),
    ("How much is your pain at the moment?", {"severity"}),
    ("Is she in genuine pain, would you say?", {"severity"}),
    ("Did the pain stop her at work?", {"severity"}),
    # what it is like: changed in character, how long each spasm lasts
    ("Has the ache changed in character?", {"character"}),
    ("How long does each spasm last?", {"character"}),
    # what was tried: nothing given has worked
    ("Has nothing the pharmacist gave him worked?", {"treatment"}),
    # how it happened: a hold or a footing lost, the edge of something hit
    ("Did he lose his hold on the rope?", {"mechanism"}),
    ("Did she lose her footing?", {"mechanism"}),
    ("Did he bang into the edge of the table?", {"mechanism"}),
    # history, allergies
    ("Has he ever gone under the knife?", {"history"}),
    ("Is there any painkiller the doctors should steer clear of?", {"allergies"}),
    ("How soon after eating the peanuts did your lips swell?", {"allergies"}),
    # self-harm
    ("Are those marks self-inflicted?", {"self_harm"}),
    # drink, nicotine, bulking up
    ("Were you properly hammered at the party?", {"substance"}),
    ("Does she use nicotine pouches?", {"smoking"}),
    ("Has he used anything to beef himself up, like steroids?", {"substance"}),
    ("How long have you been vaping?", {"smoking"}),
    # abuse: who has been hurting one, an anger that ends in hurting
    ("Who's been hitting her?", {"abuse"}),
    ("When he gets angry, does he lash out at you?", {"abuse"}),
    ("Does that mean he hurts you?", {"abuse"}),
    ("How long has your partner been hitting you?", {"abuse"}),
    # pregnancy: a clipped test, the time of the month
    ("Taken a test yet?", {"pregnancy"}),
    ("When was your last time of the month?", {"pregnancy"}),
    # the patient's own "I took something" said back
    ("When you say he took something, what exactly did he take?", {"treatment"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a murder that is a crime, a pain that stops by itself, going on with one's tablets, a bun in the
    # oven, a test of the blood, a word asked for, building up, who is with one, swelling after a fall, cuts by another,
    # "it a" before a plain "you", a tool that slipped asked with no how
    ("Was it attempted murder?", "severity"),
    ("Did the pain stop?", "severity"),
    ("Can you carry on with your tablets?", "severity"),
    ("Did you have a bun in the oven?", "character"),
    ("Have you had a blood test?", "pregnancy"),
    ("Done a blood test?", "pregnancy"),
    ("Is the pain building up?", "substance"),
    ("Who's with you today?", "abuse"),
    ("Who's been looking after you?", "abuse"),
    ("How soon after the fall did the swelling start?", "allergies"),
    ("Were the cuts made by someone else?", "self_harm"),
    ("Why did it come on?", "complaint"),
    ("Did the pain stop when you took the tablets?", "severity"),
    ("Was it a seven you said?", "character"),
    ("Did the ladder slip?", "mechanism"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses keep their own: a bun in the oven, a new confusion, when it came on, how long a pain has gone on, a
    # pain that stopped one sleeping, the word asked for the pain
    ("Did you have a bun in the oven?", "pregnancy"),
    ("Is this confusion new for him?", "baseline"),
    ("Why did it come on?", "onset"),
    ("How long has the pain been going on?", "onset"),
    ("Did the pain stop you sleeping?", "severity"),
    ("Has the pain changed?", "pattern"),
])
def test_a_near_miss_keeps_its_own_topic(question, topic):
    assert topic in read_as(question), read_as(question)


def test_a_new_confusion_asked_alone_is_no_yes_or_no_question():
    assert "symptoms" not in read_as("Is this confusion new for him?")
    assert {"baseline", "symptoms"} <= read_as("Is he more muddled than usual?")


@pytest.mark.parametrize("question", [
    "Is it in your, what do you call it, your left side?",
    "Whit's the matter wi' ye the day?",
    "Is it pure murder right now?",
    "How much is the pain right now?",
    "Have you ever gone under the knife?",
    "Who has been hurting you lately?",
    "Yuh ever think about ending yuh life?",
    "Were the cuts, what's the term, self-inflicted?",
    "How hammered were you last night?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_how_soon_a_sting_swelled_is_told_when_the_sting_was():
    reply = terse_reply(_bundled("ts-059"), "How quickly after the sting did it swell up?")
    assert "allerg" in reply.lower() and "this morning" in reply.lower(), reply


def test_how_soon_a_reaction_came_is_no_time_made_up_where_there_was_no_sting():
    reply = terse_reply(_bundled("ts-010"), "How quickly after the sting did it swell up?")
    assert "allergies" in reply.lower() and "morning" not in reply.lower(), reply


def test_nicotine_pouches_are_answered_as_nicotine():
    reply = terse_reply(row("Ankle injury"), "Do you use any nicotine pouches?")
    assert "nicotine" in reply.lower(), reply


def test_the_last_time_of_the_month_is_told_when():
    reply = terse_reply(_bundled("ts-059"), "When was your time of the month last?")
    assert "period" in reply.lower() and "ago" in reply.lower(), reply


def test_more_confused_than_usual_is_told_the_confusion():
    assert "unresponsive" in terse_reply(_bundled("ts-001"), "Is he any more confused than usual?").lower()


def test_something_taken_said_back_is_told_what_was_taken_for_it():
    reply = terse_reply(_bundled("ts-010"), "When you say you took something, what did you take?")
    assert "paracetamol" in reply.lower(), reply


def test_an_overdose_said_back_is_still_told_as_the_overdose():
    reply = terse_reply(_bundled("ts-005"), "When you say he took something, what exactly did he take?")
    assert "for it" not in reply.lower() and not CLARIFY.search(reply), reply


# The judge (bank 39, training): nicotine named asks about tobacco and nicotine only, not drink or drugs.
def test_the_judge_reads_nicotine_as_tobacco_only():
    case = _bundled("ts-019")  # drinks a bottle of wine a day
    question = "Do you use nicotine pouches at all?"
    assert judge(case, "substance", question, "No, I don't smoke or use nicotine at all.").ok
    assert not judge(case, "substance", "Do you drink at all?", "No, I don't drink at all.").ok
