"""After the first look at bank 31 (training): the ways of asking its misses taught, in the bank's words (bank 31 is now
training data) and in our own, with the near misses that must stay as they were, and the replies that answer them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, CaseHistory, load_bundled_cases
from triagesim.agents.offline.patient.intents import read_intents

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402
from question_judge import judge  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # the visit's reason checked back with a word between, an injury or feeling unwell offered in a longer list
    ("Correct me if I'm wrong, you've come in mainly about your chest, right?", "complaint"),
    ("So she's come in mostly about her breathing?", "complaint"),
    ("An injury, pain, feeling generally unwell, or none of those?", "complaint"),
    ("Feeling ill, in pain, an injury, or something else?", "complaint"),
    # how bad: a score the patient gave said back, how much it's hurting
    ("Correct me if I'm wrong, you said about a seven, right?", "severity"),
    ("He told me about an eight earlier, is that still right?", "severity"),
    ("Give me the rundown on how much it's hurting?", "severity"),
    ("Tell me how much it's been hurting?", "severity"),
    # the background: the ticker, a stay in hospital and what it was for, a collapsed lung
    ("Any trouble with your ticker in the past?", "history"),
    ("Any problems with his ticker before?", "history"),
    ("When you were in hospital twice last winter, what was that for?", "history"),
    ("You were admitted last year, what was that for?", "history"),
    ("Might sound like a strange one, but have you ever had a collapsed lung?", "history"),
    ("Any history of a pneumothorax?", "history"),
    # abuse: forced themselves on the patient, the person who did this at home
    ("For the doctor's notes, has anybody at any point forced themselves on you sexually?", "abuse"),
    ("Has someone forced himself on her?", "abuse"),
    ("When you go back tonight at about nine, will the person who did this be there?", "abuse"),
    ("Is the man who did this at home now?", "abuse"),
    # allergies: a medicine that makes one itchy, plasters that bring one out in a rash
    ("Correct me if I'm wrong, codeine makes you itchy and sick, right?", "allergies"),
    ("Does morphine make her itchy?", "allergies"),
    ("Just curious, do plasters or sticky dressings bring you out in a rash?", "allergies"),
    ("Any reaction to sticking plasters?", "allergies"),
    # how it happened: an animal that bit, a door that caught a hand, what made one go over
    ("Correct me if I'm wrong, the dog bit your hand, right?", "mechanism"),
    ("Did the cat scratch your arm?", "mechanism"),
    ("I could be wrong, but did the car door catch your hand?", "mechanism"),
    ("Did the drawer trap her fingers?", "mechanism"),
    ("What made you go flying?", "mechanism"),
    ("At about half eleven, when you were carrying the shopping, what made you go over?", "mechanism"),
    ("What made her lose her balance?", "mechanism"),
    # what was done: how many of a packet taken for the pain, what was put on a burn, remedies to choose from
    ("Thanks for bringing the packet in, how many of those did you take for the pain?", "treatment"),
    ("How many tablets did she have for the headache?", "treatment"),
    ("To start with, what did you put on the burn, and then, for how long?", "treatment"),
    ("What did he put on the cut?", "treatment"),
    ("Judging by what happened at training, did you put a cold spray or ice on her?", "treatment"),
    # the regular medicines: prescribed ones, and what is bought from the chemist
    ("To start with, any prescribed medicines, and then, anything you buy yourself from the pharmacy?", "medications"),
    ("Any prescribed tablets, or anything from the chemist?", "medications"),
    # self-harm: something found that was used to cut oneself
    ("Out of interest, have you found anything in the flat that she might have used to cut herself?", "self_harm"),
    ("Is there a razor he's been using to cut himself?", "self_harm"),
    # a question after what the nurse sees or was told ("looking at how swollen it is, ...", "judging by ...")
    ("Looking at how swollen it is, how long ago did this begin?", "onset"),
    ("Judging by the bruising, when did this happen?", "onset"),
    ("Judging by how he came off the pitch, where did you see him holding himself?", "location"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    # a premise the nurse sees is not asked: no swelling, no story, no fall asked about
    ("Looking at how swollen it is, how long ago did this begin?", {"onset"}),
    ("Judging by how he came off the pitch, where did you see him holding himself?", {"location"}),
    ("Looking at how you're gripping the trolley, how bad is the pain?", {"severity"}),
    # an injury among the choices of what brought them: the complaint, not how it happened; pain one choice, not how bad
    ("An injury, pain, feeling generally unwell, or none of those?", {"complaint"}),
    ("Feeling unwell, in pain, or hurt in an accident, if you had to pick?", {"complaint"}),
    # what made one fall: how it happened, not why they came
    ("What made you go flying?", {"mechanism"}),
    # a medicine that makes one itchy: an allergy, not a remedy tried nor a rash now
    ("Correct me if I'm wrong, codeine makes you itchy and sick, right?", {"allergies"}),
    ("Just curious, do plasters or sticky dressings bring you out in a rash?", {"allergies"}),
    # a collapsed lung is the history, no faint
    ("Might sound like a strange one, but have you ever had a collapsed lung?", {"history"}),
    # prescribed medicines and the chemist's: the list, not what was tried; how long a remedy was kept on, not the onset
    ("To start with, any prescribed medicines, and then, anything you buy yourself from the pharmacy?", {"medications"}),
    ("To start with, what did you put on the burn, and then, for how long?", {"treatment"}),
    ("Thanks for bringing the packet in, how many of those did you take for the pain?", {"treatment"}),
    # a cold spray is first aid, no head cold
    ("Judging by what happened at training, did you put a cold spray or ice on her?", {"treatment"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a dressing put on by someone, a cut on glass, sickness from the pain, an itchy rash, a time said
    # back, a tablet said back, a door shut, an overdose counted, a visit asked, a dog that ran off, the same ticker
    # word nowhere, a bath, a knife for the bread
    ("Is the person who did this dressing here?", "abuse"),
    ("Did you cut yourself on the glass?", "self_harm"),
    ("Does the pain make you sick?", "allergies"),
    ("Does the rash make you itchy?", "allergies"),
    ("You said it started about two days ago?", "severity"),
    ("You said one of your tablets is for blood pressure?", "severity"),
    ("Did you shut the door?", "mechanism"),
    ("How many tablets did you take?", "treatment"),
    ("What made you come in today?", "mechanism"),
    ("Did the dog run off?", "mechanism"),
    ("Did you use a knife to cut the bread?", "self_harm"),
    ("What did you put in the bath?", "treatment"),
    ("Did you come in with your wife?", "history"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "probe"), [
    # a faint is still a faint; a head cold is still a cold
    ("Did he collapse?", "consciousness"),
    ("Has he collapsed before?", "consciousness"),
    ("Any cough or a cold?", "cold"),
])
def test_a_symptom_is_still_probed(question, probe):
    assert probe in [found.name for found in read_intents(question).probes]


@pytest.mark.parametrize(("question", "probe"), [
    ("Might sound like a strange one, but have you ever had a collapsed lung?", "consciousness"),
    ("Did you put a cold spray or ice on her?", "cold"),
    ("Looking at how swollen it is, how long ago did this begin?", "swelling"),
])
def test_a_word_in_another_sense_is_no_symptom(question, probe):
    assert probe not in [found.name for found in read_intents(question).probes]


@pytest.mark.parametrize("question", [
    "For the doctor's notes, has anybody at any point forced themselves on you sexually?",
    "When you go back tonight at about nine, will the person who did this be there?",
    "Out of interest, have you found anything in the flat that she might have used to cut herself?",
    "Any trouble with your ticker in the past?",
    "Correct me if I'm wrong, you said about a seven, right?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_a_score_said_back_is_answered_with_a_score():
    reply = terse_reply(row("Ankle injury"), "Correct me if I'm wrong, you said about a seven, right?")
    assert "out of 10" in reply.lower() or any(word in reply.lower() for word in ("pain", "hurt", "sore")), reply


def test_a_plaster_allergy_is_named():
    reply = terse_reply(_bundled("ts-047"), "Just curious, do plasters or sticky dressings bring you out in a rash?")
    assert "plaster" in reply.lower(), reply


def test_a_collapsed_lung_is_answered_from_the_history():
    copd = Case(case_id="row", chief_complaint="Short of breath", age=70, sex="M", acuity=2,
                history=CaseHistory(past_medical_history=["COPD"]))
    reply = terse_reply(copd, "Might sound like a strange one, but have you ever had a collapsed lung?")
    assert "copd" in reply.lower(), reply


def test_the_prescribed_medicines_are_named():
    on_ramipril = Case(case_id="row", chief_complaint="Headache", age=60, sex="M", acuity=3,
                       history=CaseHistory(medications=["ramipril"]))
    reply = terse_reply(on_ramipril, "To start with, any prescribed medicines, and then, anything you buy yourself from the pharmacy?")
    assert "ramipril" in reply.lower(), reply


def test_what_made_her_go_over_is_the_way_it_happened():
    # a pulled elbow told in the opening: asked what made her go over, the mother says how it happened, not the arm again
    reply = terse_reply(_bundled("ts-049"), "What made you go flying?")
    assert "pulled" in reply.lower() or "swung" in reply.lower(), reply


def test_what_was_taken_for_the_pain_is_named():
    chest_pain = _bundled("ts-011")  # paracetamol taken at home
    reply = terse_reply(chest_pain, "Thanks for bringing the packet in, how many of those did you take for the pain?")
    assert "paracetamol" in reply.lower(), reply


# The judge (bank 31, training): a true answer it scored wrong.
@pytest.mark.parametrize(("topic", "question", "reply"), [
    # the toilet as where blood is seen asks about blood only: "no bleeding" is no denial of a burning pee
    ("associated", "Might sound like a strange one, but have you seen any blood when you go to the toilet?", "No, no bleeding."),
    ("associated", "Any blood in the toilet?", "No, no blood."),
])
def test_the_judge_accepts_a_true_answer_in_other_words(topic, question, reply):
    case = Case(case_id="row", chief_complaint="Fever", age=50, sex="M", acuity=3,
                history=CaseHistory(associated_symptoms=["burning when he pees", "going to the toilet a lot"]))
    verdict = judge(case, topic, question, reply)
    assert verdict.ok, verdict.reason


@pytest.mark.parametrize(("topic", "question", "reply"), [
    # and still fails a denial where the peeing itself is asked beside the blood
    ("associated", "Any blood, or burning when you go to the toilet?", "No, no bleeding."),
    ("associated", "Any blood or pain when you go to the toilet?", "No, nothing like that."),
    ("associated", "Any trouble going to the toilet?", "No, not at all."),
])
def test_the_judge_still_fails_a_wrong_answer(topic, question, reply):
    case = Case(case_id="row", chief_complaint="Fever", age=50, sex="M", acuity=3,
                history=CaseHistory(associated_symptoms=["burning when he pees", "going to the toilet a lot"]))
    assert not judge(case, topic, question, reply).ok
