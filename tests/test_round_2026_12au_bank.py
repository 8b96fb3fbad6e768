"""After the first look at bank 44 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (a courtesy for the question itself, no wrong
answer, a question handed to a companion named by their place, the patient resting, "alamak", a hedge mid-question,
"picking up on", "did you catch how", Singlish "kena", Northern "owt else", the trouble one came about, a word of the
patient's asked back, the time asked with only "since", well before bed, a nuisance or a struggle, pain bringing tears,
treating it oneself, one's usual spray, a friend's painkillers, what happens on eating a food, a face gone puffy, calling
it quits on life, medicines stored up, empty packets, tablets swallowed, an overdose's lead-up, marks on the neck, a bruise
from someone else, a pain that changes on a breath, where else it hurts, how long on a medicine, a trigger listed for the
onset, landing on a side, an object stuck, a tool's harm, a tumble off something, and a past event's years ago)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topics"), [
    # turns of speech on the way into a question: no topic of their own
    ("Excuse the nosy question, do you smoke?", {"smoking"}),
    ("There are no wrong answers here, where is the pain?", {"location"}),
    ("A quick question for you, is he on any blood thinners?", {"anticoagulants"}),
    ("As his neighbour from the flats, do you know if he has any allergies?", {"allergies"}),
    ("While he's sleeping, as Dariusz's workmate at the depot, has he taken any painkillers?", {"treatment"}),
    ("Aiyo, where does it hurt?", {"location"}),
    # a hedge mid-question, the subject picked up again, a companion asked what they saw, Singlish "kena", Northern "owt else"
    ("Have you, so to speak, tried anything for it yourself?", {"treatment"}),
    ("Following up on your asthma, which inhaler do you use for it?", {"medications"}),
    ("Did you catch how she hurt her ankle?", {"mechanism"}),
    ("How she kena hurt, fall down or what?", {"mechanism"}),
    ("Does it ache owt else, like your shoulder?", {"location"}),
    # the visit, when it began, how bad
    ("Is the trouble you've come in about something private?", {"complaint"}),
    ("When you say you feel rough, do you mean feverish or just worn out?", {"complaint"}),
    ("From what time?", {"onset"}),
    ("Was she alright when she went to bed last night?", {"onset"}),
    ("Is it more of a niggle or a real battle?", {"severity"}),
    ("Has the pain brought him to tears?", {"severity"}),
    # what was tried, the allergies
    ("Did she treat it herself at home?", {"treatment"}),
    ("Did you take your normal puffer for the wheeze?", {"treatment"}),
    ("Have you had any of your mum's tablets for the pain?", {"treatment"}),
    ("What happens if he eats peanuts?", {"allergies"}),
    ("Have your lips ever swelled up after taking a tablet?", {"allergies"}),
    # the sensitive ones
    ("Does she ever feel like calling it quits on living?", {"self_harm"}),
    ("Has he been saving up tablets, hoarding them?", {"self_harm"}),
    ("Were there any empty tablet packets next to him?", {"self_harm"}),
    ("How many of the pills did she swallow?", {"self_harm"}),
    ("What was going on just before he took the overdose?", {"self_harm"}),
    ("How did those red marks around your throat get there?", {"abuse"}),
    ("Did the cut on her lip come from someone else?", {"abuse"}),
    # what it is like, where, and the background
    ("Does the ache alter when you take a deep breath?", {"character"}),
    ("How long has she been on the apixaban?", {"anticoagulants"}),
    ("How many years ago did he have the stroke?", {"history"}),
    # how an injury happened
    ("Fell onto which side?", {"mechanism"}),
    ("How did the splinter end up lodged where it is?", {"mechanism"}),
    ("How did the saw cut his hand?", {"mechanism"}),
    ("Was he hurt when he toppled off the ladder?", {"mechanism"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a pain that catches on a breath asks no breathing trouble, a trigger listed for the onset no symptom,
    # how long on a medicine no onset, tablets taken for the pain no self-harm, a premise of "had it before" no past episode
    ("Does the pain catch when you breathe in?", "symptoms"),
    ("Did it come on after coughing or sneezing?", "symptoms"),
    ("How long have you been on the warfarin?", "onset"),
    ("How many paracetamol have you taken for the pain today?", "self_harm"),
    ("Is it in one spot or all over?", "severity"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_cut_while_cooking_is_still_not_abuse():
    assert "abuse" not in read_as("Did you cut your finger on the knife?")


def test_a_persons_own_place_named_is_still_the_question():
    assert read_as("As his wife, do you know what medicines he takes?") == {"medications"}


@pytest.mark.parametrize("question", [
    "Excuse the nosy question, how bad is the pain?",
    "Have you, as it were, taken anything for it?",
    "Since what time?",
    "Is it a nuisance, or a real struggle?",
    "Did you treat it yourself?",
    "Has the pain made you cry?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_stored_up_medicine_is_answered_with_the_plan_held_not_the_medicine_list():
    reply = terse_reply(_bundled("ts-016"), "Have you been keeping tablets put away to take later?")
    assert "sleeping pills" in reply.lower(), reply


def test_a_friends_painkillers_are_answered_with_what_was_tried_not_drink_or_drugs():
    reply = terse_reply(_bundled("ts-021"), "Have you had any of a friend's painkillers for it?")
    assert "paracetamol" in reply.lower() and "alcohol" not in reply.lower(), reply


def test_a_pain_changing_on_a_breath_is_not_answered_as_a_breathing_trouble():
    reply = terse_reply(_bundled("ts-066"), "Does the ache change as you breathe in?")
    assert "shortness of breath" not in reply.lower(), reply


def test_a_past_event_years_ago_is_answered_with_the_history_not_the_onset():
    reply = terse_reply(_bundled("ts-066"), "How many years ago did you have the stroke?")
    assert "three days ago" not in reply.lower(), reply
