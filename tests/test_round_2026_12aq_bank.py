"""After the first look at bank 40 (training): the ways of asking its misses taught, in our own words, with the near
misses that must stay as they were, and the replies that answer them (Yorkshire "tha", "owt" and "t'", Southern "y'all",
a filler "like" between commas, a question opened in the negative, "any stuff" from the doctor, how big an area the pain
covers, the pain near a part, one part or "more" another, too sore to keep still, the reason for attending, how many
troubles brought one in, cuts counted, a partner who does not let one see friends, heaving, steroids for training, a
symptom named as the main worry, a question withdrawn and put again, a companion's fellow named with where they are from,
when a diagnosis or a last reaction was), and the judge's reading of a question about the family's illnesses."""

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
    # Yorkshire "tha" after its verb, "owt", "t'"; Southern "y'all"
    ("Has tha taken owt for t' headache?", {"treatment"}),
    ("Does tha take owt regular for thy heart?", {"medications"}),
    ("What's brought y'all in tonight?", {"complaint"}),
    # a filler "like" between commas
    ("Is the pain, like, more in your back or your side?", {"location"}),
    # a question opened in the negative
    ("Isn't the pain any easier since you had the tablets?", {"severity"}),
    ("Doesn't your husband let you see your family?", {"abuse"}),
    ("Doesn't he let you eat?", {"abuse"}),
    # "any stuff" from the doctor
    ("Does she take any stuff regularly?", {"medications"}),
    # where: how big an area, near a part, one part or more another
    ("Roughly how big an area is sore, the size of a coin or bigger?", {"location"}),
    ("Does it go anywhere near your belly button?", {"location"}),
    ("Your tummy, as in below the ribs, or more your groin?", {"location"}),
    # how bad: too sore to keep still
    ("Is it so sore she can't lie still?", {"severity"}),
    # the visit: the reason for attending, how many troubles
    ("What is the reason for his attendance tonight?", {"complaint"}),
    ("How many separate things have brought you in?", {"complaint"}),
    # self-harm counted, control by a partner
    ("How often has he cut himself this week?", {"self_harm"}),
    ("Does your boyfriend allow you to go out on your own?", {"abuse"}),
    # heaving is the vomiting
    ("Has she been dry heaving at all?", {"symptoms"}),
    # steroids for training are a substance, not a medicine
    ("Any steroids for lifting or your physique?", {"substance"}),
    # a symptom named as the main worry: the visit's reason, no symptom question
    ("Is it the cough that's your biggest concern today?", {"complaint"}),
    # a question withdrawn and put again
    ("Is it sore, let me rephrase, where does it hurt most?", {"location"}),
    # a companion's fellow named with where they are from
    ("How did Priya from the bakery hurt her wrist?", {"mechanism"}),
    # when a diagnosis or a last reaction was: the background, not today's onset
    ("Roughly when were you diagnosed with epilepsy?", {"history"}),
    ("How long ago was his last allergic reaction?", {"allergies"}),
])
def test_a_question_in_words_of_its_own_is_read_as_its_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a chest heaving for breath, a lift from the station, a coin swallowed, a time close to one's period,
    # keeping still for a test, a cut counted on the glass, the doctor letting one go home, an example after a filler "like"
    ("Is his chest heaving?", "symptoms"),
    ("Did you get a lift from the station?", "location"),
    ("Did she swallow a coin?", "location"),
    ("Is it close to your period?", "location"),
    ("Can you keep still for me while I take blood?", "severity"),
    ("How many times did you cut yourself on the glass?", "self_harm"),
    ("Did the doctor let you go home?", "abuse"),
    ("Headaches, like, migraines?", "location"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses keep their own: a negative tag, a symptom beside the main problem, a withdrawn question leaning on its
    # first words, when today's trouble began beside the history, and an example after a filler "like"
    ("It's your left knee, isn't it?", "location"),
    ("What's the main problem, and any fever?", "symptoms"),
    ("Are you pregnant, let me rephrase, is there any chance you could be?", "pregnancy"),
    ("When did this start, and have you had asthma before?", "onset"),
    ("When did it start, and were you diagnosed with anything?", "onset"),
    ("Headaches, like, migraines?", "symptoms"),
])
def test_a_near_miss_keeps_its_own_topic(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Has tha had owt for t' pain, luv?",
    "What brings y'all in this evening, hon?",
    "Is it, like, more in your chest or your upper stomach?",
    "Isn't it any better since you've been lying down?",
    "Are you on any stuff from the doctor every day?",
    "Ballpark, how big an area does the pain cover?",
    "Bad, as in you can't sit still with it?",
    "Doesn't your partner let you see your friends?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_steroids_for_training_are_answered_as_drugs_not_the_medicine_list():
    reply = terse_reply(_bundled("ts-040"), "Do you take any steroids for training?")
    assert "drug" in reply.lower() and "prostate" not in reply.lower(), reply


@pytest.mark.parametrize("case_id", ["ts-001", "ts-040"])
def test_heaving_is_answered_as_vomiting(case_id):
    case = _bundled(case_id)
    reply = terse_reply(case, "Have you been heaving at all with it?")
    assert reply == terse_reply(case, "Have you been vomiting at all with it?") and not CLARIFY.search(reply), reply


def test_the_main_worry_named_is_answered_with_the_complaint_alone():
    reply = terse_reply(_bundled("ts-040"), "Isn't it the breathing that's the main worry today?")
    assert "pee" in reply.lower() and "breath" not in reply.lower(), reply


def test_when_a_diagnosis_was_is_not_told_when_today_began():
    reply = terse_reply(_bundled("ts-040"), "Roughly how long ago were you diagnosed with diabetes?")
    assert "hours" not in reply.lower() and "last night" not in reply.lower(), reply


def test_a_question_put_again_is_answered_as_put_again():
    reply = terse_reply(_bundled("ts-026"), "Does it hurt, let me rephrase, where is it worst?")
    assert "number" not in reply.lower(), reply


# The judge (bank 40, training): a history question about the family is not judged against the patient's own
# conditions, and heaving asks about the vomiting only.
def test_the_judge_accepts_a_family_answer_to_a_family_question():
    case = _bundled("ts-001")  # high cholesterol
    question = "Moving on, does anything run in the family?"
    assert judge(case, "history", question, "No, not that I know of.").ok
    assert judge(case, "history", question, "Yes, my uncle died suddenly at 34.").ok
    assert not judge(case, "history", question, "Sorry, what do you mean?").ok
    assert not judge(case, "history", "Any medical conditions?", "No, nothing.").ok


def test_the_judge_reads_heaving_as_the_vomiting_only():
    case = _bundled("ts-001")  # not waking up, grey and sweaty, hardly breathing
    assert judge(case, "associated", "Have you been heaving at all with it?", "No, no vomiting.").ok
    assert not judge(case, "associated", "Any other symptoms?", "No, no vomiting.").ok


def test_the_judge_reads_a_filler_before_the_answer_as_a_filler():
    case = _bundled("ts-037")
    question = "Have you had anything like this before?"
    assert judge(case, "history", question, "Eh, no, this is the first time.").ok
    assert judge(case, "history", question, "Like, no, this is the first time.").ok
