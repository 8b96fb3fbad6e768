"""After the first look at bank 45 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a lead-in with no topic of its own: a question asked
of everybody, a ballpark, thanks for the last answer, forgiveness for prying, no hurry, a companion who came in with the
patient, the patient getting changed, "acha"; a word of the patient's narrowed with "as in"; the subject taken up again with
"going back to"; Jamaican, Scots and other regional words; and the shapes of question each topic is asked in)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # turns of speech on the way into a question: no topic of their own
    ("We ask all our patients this one, do you smoke?", {"smoking"}),
    ("Ballpark figure, how much does it hurt out of ten?", {"severity"}),
    ("Thanks for telling me, and where exactly is the pain?", {"location"}),
    ("Forgive me for asking, is anyone hurting you at home?", {"abuse"}),
    ("In your own time, are you on any regular medicines?", {"medications"}),
    ("You came in with him today, do you know if he has any allergies?", {"allergies"}),
    ("While he's getting dressed, as Tariq's flatmate from the college, has he taken any painkillers?", {"treatment"}),
    ("Accha, where does it hurt?", {"location"}),
    # a word of the patient's narrowed with "as in"
    ("Poorly, as in feverish, or as in sick to the stomach?", {"complaint"}),
    ("Last night, as in just before bed or in the small hours?", {"onset"}),
    ("Your back, as in low down or up between the shoulders?", {"location"}),
    ("Sore, as in a three, or as in the worst ever?", {"severity"}),
    ("Late, as in a couple of days, or as in you've missed a month?", {"pregnancy"}),
    # the subject taken up again before the question
    ("Going back to your migraine, is it at the front or the back?", {"location"}),
    ("Going back to that seven you gave me, has it gone up since?", {"severity"}),
    ("Going back to the hives you had, which tablet caused them?", {"allergies"}),
    ("Going back to the bruises on her arm, who grabbed her?", {"abuse"}),
    ("Going back to his heart attack, did it leave him with any breathlessness?", {"history"}),
    # regional words
    ("Did any tablet mek yuh come up inna welts?", {"allergies"}),
    ("Smaddy a lick yuh, mi love?", {"abuse"}),
    ("How she did drop, she slip or somebody push her?", {"mechanism"}),
    ("Any bother wi yer lungs afore?", {"history"}),
    ("How did she come aff the horse?", {"mechanism"}),
    ("What was he clobbered with?", {"mechanism"}),
    ("Has he had his regulars today?", {"medications"}),
    ("Did she slap on any cream?", {"treatment"}),
    # the shapes each topic is asked in
    ("What's the top problem for you tonight?", {"complaint"}),
    ("What problem brings you to the emergency department?", {"complaint"}),
    ("Is it just one thing or several things going on?", {"complaint"}),
    ("What's he been complaining of?", {"complaint"}),
    ("Were you perfectly fine this time last week?", {"onset"}),
    ("When the pain came over her, was she lying down?", {"onset"}),
    ("Is it an annoying pain or a proper emergency pain?", {"severity"}),
    ("Is the pain so bad it's stopped you sleeping?", {"severity"}),
    ("What score was it before the paracetamol?", {"severity"}),
    ("Is it anything like the pain you had with your gallstones?", {"character"}),
    ("How many years ago was her knee operation?", {"history"}),
    ("Has he been on the sauce this past week?", {"substance"}),
    ("Does she take anabolic steroids for the gym?", {"substance"}),
    ("How many nights a week do you drink?", {"substance"}),
    ("What would you do if the suicidal thoughts came back?", {"self_harm"}),
    ("Did he mean for things to go that far?", {"self_harm"}),
    ("Have you got any reasons to live, anything keeping you safe?", {"self_harm"}),
    ("Does he keep a razor blade hidden anywhere?", {"self_harm"}),
    ("Did you burn, scratch that, how did you hurt yourself?", {"self_harm"}),
    ("Does your partner keep tabs on who you text?", {"abuse"}),
    ("How did the knife come to cut his thumb?", {"mechanism"}),
    ("Did she go over on her ankle?", {"mechanism"}),
    ("How did you fall, did you trip or did someone shove you?", {"mechanism"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a sharp object is no sharp pain, how often no onset, a pain stopping one no abuse, one's regular
    # steroid no street drug, a slap on the face no cream, a score's span no onset
    ("Was he carrying anything sharp?", "character"),
    ("How many days a week do you have a drink?", "onset"),
    ("Has the pain stopped you going to work?", "abuse"),
    ("Did someone slap you on the face?", "treatment"),
    ("What would you do if those thoughts came back?", "symptoms"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_sharp_pain_is_still_what_it_is_like():
    assert read_as("Is the pain sharp or dull?") == {"character"}


def test_a_steroid_for_asthma_is_still_a_medicine():
    assert "substance" not in read_as("Are you on any steroids for your asthma?")


def test_someone_pushing_is_still_abuse_when_asked_plainly():
    assert "abuse" in read_as("Did somebody push you?")


@pytest.mark.parametrize("question", [
    "We ask everybody this, where is the pain?",
    "Ballpark, how bad is it?",
    "Sore, as in aching, or as in stabbing?",
    "Going back to the ankle, is it at the front or the back?",
    "Have you slapped on any gel?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_reasons_to_live_are_answered_with_the_plan_held_not_safety_at_home():
    reply = terse_reply(_bundled("ts-016"), "Is there anything keeping you going, any reasons to live?")
    assert "safe at home" not in reply.lower(), reply


def test_a_pain_so_bad_it_stops_eating_is_answered_with_how_bad_not_abuse():
    reply = terse_reply(_bundled("ts-021"), "Is the pain so bad it's stopped you eating?")
    assert "nobody" not in reply.lower() and "safe" not in reply.lower(), reply


def test_a_past_surgery_years_ago_is_answered_with_the_history_not_the_onset():
    reply = terse_reply(_bundled("ts-040"), "How many years ago was your knee operation?")
    assert "since last night" not in reply.lower(), reply
