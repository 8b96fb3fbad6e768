"""After the first look at bank 25 (training): the ways of asking its misses taught, each said in our own words, not the
bank's rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient.intents import read_intents
from triagesim.cases import Case
from triagesim.cases.models import CaseHistory

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import read_as, terse_reply  # noqa: E402


def _probes(question: str) -> list[str]:
    return [probe.name for probe in read_intents(question).probes]


@pytest.mark.parametrize(("question", "topic"), [
    # what the nurse asks the body to do on the way in is no question, and "breathe" asks nothing of the breathing
    ("Breathe slowly for me, when did the pain come on?", "onset"),
    ("Deep breaths, any allergies to medicines?", "allergies"),
    ("Shoulders back, do you take anything to thin the blood?", "anticoagulants"),
    ("Chin down, have you ever had epilepsy?", "history"),
    ("Eyes on me, how bad is the pain out of ten?", "severity"),
    ("Lean back a little, did anyone hurt you?", "abuse"),
    ("Sit still for me, do you smoke?", "smoking"),
    ("Breathe easy and show me where it hurts most?", "location"),
    # a turn of speech, and a courteous or a companion's way into a yes-or-no question
    ("Best guess, how long has the rash been there?", "onset"),
    ("Mind me asking if you've ever had a stroke?", "history"),
    ("Do you happen to know whether she was sick in the car?", "symptoms"),
    ("Any idea if he said the pain was stabbing?", "character"),
])
def test_an_instruction_or_a_courtesy_before_the_question_leaves_it_understood(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Breathe slowly, when did the pain come on?",
    "Breathe through it for me, is this the worst pain you've had?",
    "Deep breath, do you take any regular tablets?",
])
def test_breathe_said_as_an_instruction_asks_nothing_about_the_breathing(question):
    assert "breathing" not in _probes(question), _probes(question)


@pytest.mark.parametrize(("question", "topic"), [
    # a statement asked back with a short tag is the question it stands for
    ("Quite sore right now, is it?", "severity"),
    ("Got worse since lunch, has it?", "pattern"),
    ("Came on after dinner, did it?", "onset"),
    ("Slipped on the ice, did she?", "mechanism"),
    ("Knocked himself out, did he?", "mechanism"),
])
def test_a_tag_question_is_read_as_the_question_it_stands_for(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topic"), [
    # words of a region: Yorkshire "thee" and "owt", Scots "wee" for small, Irish "at all at all" and "giving out"
    ("Ey up, what's brought thee in?", "complaint"),
    ("Owt wrong with your heart long-term?", "history"),
    ("Had a wee swally last night?", "substance"),
    ("Feeling sick in the stomach at all at all?", "symptoms"),
    ("Is he giving out to you at home?", "abuse"),
])
def test_a_region_s_words_are_heard_as_the_plain_ones(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Had a wee tumble on the stairs?",
    "Taken a wee something for the headache?",
    "A wee bit of a temperature?",
])
def test_wee_for_small_is_not_a_question_about_passing_urine(question):
    assert "urine" not in _probes(question), _probes(question)


def test_a_wee_to_pass_is_still_the_urine():
    assert "urine" in _probes("Any pain when you wee?")


@pytest.mark.parametrize(("question", "topic"), [
    # what was tried, asked as something tried, put on, or bought for it
    ("What did she try for the pain?", "treatment"),
    ("Did you use a splint on the finger?", "treatment"),
    ("Anything from the first aid kit for it?", "treatment"),
    ("Been to the pharmacy for this yet?", "treatment"),
    ("Has any of what he's tried made a difference, did it help?", "treatment"),
    # abuse asked indirectly
    ("Was it someone you know who did this?", "abuse"),
    ("Were these bruises done by somebody?", "abuse"),
    ("Does your partner control who you see?", "abuse"),
    ("Scared of going back to your husband tonight?", "abuse"),
    ("Any bruising on her that concerned you?", "abuse"),
    # pregnancy asked indirectly
    ("Weed on a stick recently?", "pregnancy"),
    ("When is your baby due?", "pregnancy"),
    ("Ever had a miscarriage?", "pregnancy"),
    ("Been through the change yet?", "pregnancy"),
    # a blood thinner asked by its reason
    ("Still on the injections since the clot in your leg?", "anticoagulants"),
    ("Anything to stop you having a stroke from the AF?", "anticoagulants"),
    # self-harm asked of the wounds
    ("Were those cuts made on purpose?", "self_harm"),
    ("Did the scratches on her arm look deliberate to you?", "self_harm"),
    # the rest
    ("Drunk as a lord, or three sheets to the wind?", "substance"),
    ("Point at the sorest spot for me?", "location"),
    ("Was it already there when she woke up?", "onset"),
    ("Was it a seven you said?", "severity"),
    ("Zero to ten, zero no pain at all, where would you be?", "severity"),
    ("What problem made her leave work early?", "complaint"),
    ("Trip over the step, or feel dizzy first?", "mechanism"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


def test_ill_or_hurt_offered_as_the_choice_is_the_complaint_not_how_it_happened():
    assert read_as("Unwell with something, or injured?") == {"complaint"}


def test_a_figure_of_speech_for_control_is_abuse_not_a_car_crash():
    assert read_as("Anyone in the driver's seat of your life, controlling where you go?") == {"abuse"}


def test_a_companion_asked_whether_he_was_sick_is_asked_about_vomiting():
    assert _probes("Happen to know whether he was sick on the way here?") == ["vomiting"]
    assert "vomiting" not in _probes("Was he sick of waiting?")


def test_a_vomiting_patient_asked_in_scots_says_so():
    vomiting = Case(case_id="row", chief_complaint="Vomiting", age=40, sex="F", acuity=3,
                    history=CaseHistory(associated_symptoms=["vomiting"]))
    reply = terse_reply(vomiting, "Boaking a lot, hen?")
    assert "no vomiting" not in reply.lower(), reply
