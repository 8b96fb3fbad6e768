"""After the first look at bank 30 (training): the ways of asking its misses taught, in the bank's words (bank 30 is now
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
    # self-harm: fed up with life, wanting out, up a height meaning to jump
    ("Fed up with life to the point of wanting out?", "self_harm"),
    ("Are you sick of living?", "self_harm"),
    ("Have you been wanting a way out?", "self_harm"),
    ("Best guess, was he up on your scaffold to jump, rather than to work?", "self_harm"),
    ("Was she on the bridge meaning to jump?", "self_harm"),
    # abuse: roughed up or knocked about, someone they know said to have done it
    ("Somebody been roughing you up?", "abuse"),
    ("Has anyone been knocking her about?", "abuse"),
    ("Just to recap, someone you know did this, yeah?", "abuse"),
    ("Was it someone she lives with that did this?", "abuse"),
    # blood thinners: bleeding badly from a small cut because of a medicine
    ("Bleed buckets from the smallest nick, thanks to a medicine you're on?", "anticoagulants"),
    ("Do your tablets make you bleed a lot when you cut yourself shaving?", "anticoagulants"),
    # allergies: medicines one has been warned or told to avoid
    ("Take your time, are there any medicines you've been warned to avoid?", "allergies"),
    ("Any drugs the doctors told you never to take?", "allergies"),
    # the background: cancers, an op asked which organ it was on, an organ that gives trouble, a dodgy heart, turns with
    # the heart before, the hospital that treated them before
    ("Appreciate that, and any cancers in the past?", "history"),
    ("The op back in 2021, was it on your gallbladder?", "history"),
    ("That operation last year, was it for your hip?", "history"),
    ("Heart, lungs, or kidneys, which gives you trouble, if you had to pick?", "history"),
    ("Dodgy heart or chest in the past?", "history"),
    ("Fair to say Declan has had a few funny turns with his heart in your pub before?", "history"),
    ("So I can pull up the right notes, which hospital treated you before?", "history"),
    ("Which specialist looks after him?", "history"),
    # the regular medicines: on anything for a condition named, after "be good to know if"
    ("Be good to know if you're on anything for blood pressure?", "medications"),
    ("Is she on anything for her heart?", "medications"),
    ("Take your time, maybe check your phone, what medicines are you on?", "medications"),
    # pregnancy: contraception offered as a choice, a recent baby
    ("Pill, coil, implant, or nothing, if you had to pick?", "pregnancy"),
    ("Recent baby?", "pregnancy"),
    ("Any chance you've had a baby recently?", "pregnancy"),
    # how bad: a score checked back, a fuss made or not, doubled over, getting about, sleeping with it
    ("Just to recap, it's about an eight at the minute, yeah?", "severity"),
    ("So the pain is about a six right now?", "severity"),
    ("Knowing him as you do, is your son someone who makes a fuss, or is this bad for him?", "severity"),
    ("Fair to say she was doubled over behind your bar with it?", "severity"),
    ("Appreciate that, and is it stopping you getting about?", "severity"),
    ("First off, can you still walk on it, and secondly, can you sleep with it?", "severity"),
    # where: the main sore spot or higher, where a headache is, clutching one part or another
    ("Because of the swelling I can see, is the ankle the main sore spot or is it higher?", "location"),
    ("Front of the bonce or round the back, where's the headache?", "location"),
    ("Where is the ache worst?", "location"),
    ("Fair to say she kept grabbing her stomach in your patrol car, or was it her side?", "location"),
    # what was done: something put in for the pain, nothing got for it, what was taken and whether it helped
    ("Forgive me if the paramedics said already, but did they put anything in for the pain?", "treatment"),
    ("Fair to say she got nothing for the pain while you had her in custody?", "treatment"),
    ("Two-parter, what did you take, and did it help?", "treatment"),
    # drink: empty bottles about the home
    ("Going by your visits, are there lots of empty bottles around her flat?", "substance"),
    # how it happened: clobbered by something, walked into it, how one ended up hurting oneself
    ("Clobbered by something falling, or did you walk into it?", "mechanism"),
    ("Hon, how'd you end up hurting yourself?", "mechanism"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    # the nurse's "check your phone" is no controlling partner; getting about is no one stopped from going out
    ("Take your time, maybe check your phone, what medicines are you on?", {"medications"}),
    ("Appreciate that, and is it stopping you getting about?", {"severity"}),
    # whether what was taken helped: a remedy tried, not an overdose; medicines to avoid: an allergy, not the list
    ("Two-parter, what did you take, and did it help?", {"treatment"}),
    ("Take your time, are there any medicines you've been warned to avoid?", {"allergies"}),
    # bleeding from a medicine: the blood thinner, not a bleed nor the medicine list
    ("Bleed buckets from the smallest nick, thanks to a medicine you're on?", {"anticoagulants"}),
    # grabbing one's own stomach is where it hurts, not an assault; "start from the top" is the story, not the onset
    ("Fair to say she kept grabbing her stomach in your patrol car, or was it her side?", {"location"}),
    ("Humour me and start from the top, what's wrong that brought you here?", {"complaint"}),
    # a premise seen before the question ("because of the swelling I can see") is not asked
    ("Because of the swelling I can see, is the ankle the main sore spot or is it higher?", {"location"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a partner who checks the phone is still asked about, someone stopped from going out is still
    # control, a man grabbing her arm is still an assault, a drip put up with no pain named, wanting out of hospital,
    # a jump start, a wobbly tooth, an op on the knee today
    ("Does he check your phone?", "medications"),
    ("Does he stop you going out?", "severity"),
    ("Did he grab her arm?", "location"),
    ("Do you want out of here?", "self_harm"),
    ("Did you need a jump start for the car?", "self_harm"),
    ("Is it a wobbly tooth?", "symptoms"),
    # and a blood pressure higher or lower, chest pain at all, walking into the department, a fence jumped, pill bottles
    # about, a stomach giving trouble today, someone who could do something for them
    ("Is your blood pressure normally higher or lower?", "location"),
    ("Any bad chest pain at all?", "history"),
    ("Did you walk into the department?", "mechanism"),
    ("Were you trying to jump the fence?", "self_harm"),
    ("Any pill bottles around?", "substance"),
    ("Is your stomach giving you trouble today?", "history"),
    ("Is there anyone you know who could do that for you?", "abuse"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "Does he check your phone?",
    "Does he stop you going out?",
    "Did he grab her arm?",
    "Has anyone been knocking her about?",
])
def test_control_and_assault_are_still_asked_about(question):
    assert "abuse" in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "probe"), [
    # balance asked as wobbly or unsteady, weight lost counted in kilos or stone
    ("Wobbly on your feet with this?", "dizziness"),
    ("Have you been unsteady at all?", "dizziness"),
    ("Lost more than 5 kilos lately without trying?", "weight"),
    ("Has he dropped a stone or so?", "weight"),
])
def test_a_symptom_asked_in_other_words_is_probed(question, probe):
    assert probe in [found.name for found in read_intents(question).probes]


def test_a_stone_dropped_on_a_foot_is_no_weight_lost():
    assert "weight" not in [found.name for found in read_intents("Did you drop a stone on your foot?").probes]


@pytest.mark.parametrize("question", [
    "Fed up with life to the point of wanting out?",
    "Somebody been roughing you up?",
    "Just to recap, someone you know did this, yeah?",
    "Bleed buckets from the smallest nick, thanks to a medicine you're on?",
])
def test_a_safety_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def test_a_score_checked_back_is_answered_with_a_score():
    reply = terse_reply(row("Ankle injury"), "Just to recap, it's about an eight at the minute, yeah?")
    assert "out of 10" in reply.lower() or any(word in reply.lower() for word in ("pain", "hurt", "sore")), reply


def test_a_blood_thinner_is_named_when_asked_about_bleeding_from_a_medicine():
    on_warfarin = Case(case_id="row", chief_complaint="Cut hand", age=70, sex="M", acuity=4,
                       history=CaseHistory(medications=["warfarin"]))
    reply = terse_reply(on_warfarin, "Bleed buckets from the smallest nick, thanks to a medicine you're on?")
    assert "warfarin" in reply.lower() or "thinner" in reply.lower(), reply


def test_the_medicines_for_a_condition_are_named():
    on_ramipril = Case(case_id="row", chief_complaint="Headache", age=60, sex="M", acuity=3,
                       history=CaseHistory(past_medical_history=["high blood pressure"], medications=["ramipril"]))
    reply = terse_reply(on_ramipril, "Be good to know if you're on anything for blood pressure?")
    assert "ramipril" in reply.lower(), reply


def test_a_cancer_asked_in_the_plural_is_answered_from_the_history():
    asthmatic = Case(case_id="row", chief_complaint="Chest pain", age=45, sex="M", acuity=3,
                     history=CaseHistory(past_medical_history=["asthma"]))
    reply = terse_reply(asthmatic, "Appreciate that, and any cancers in the past?")
    assert "asthma" in reply.lower(), reply


def test_what_was_taken_and_whether_it_helped_is_the_remedy():
    chest_pain = next(case for case in load_bundled_cases() if case.case_id == "ts-011")  # paracetamol taken at home
    reply = terse_reply(chest_pain, "Two-parter, what did you take, and did it help?")
    assert "paracetamol" in reply.lower(), reply


# The judge (bank 30, training): a true answer it scored wrong.
@pytest.mark.parametrize(("topic", "question", "reply"), [
    # "sick to my stomach" is nausea, no place of pain
    ("associated", "Feeling queasy with it at all?", "Yes, sick to my stomach."),
    # "hay fever" is a condition of the history, no fever
    ("history", "Heart problems before?", "No, but I've got hay fever."),
    # "no dizziness" answers "wobbly on your feet?", and is no denial of every other symptom
    ("associated", "Wobbly on your feet with this?", "No, no dizziness."),
    # unresponsive is confusion and more
    ("associated", "Has he seemed confused to you?", "Yes, he's unresponsive, like I said."),
    # Scots "a wee bit dizzy" asks nothing about the peeing
    ("associated", "Boking at all, or a wee bit dizzy with it?", "No, no vomiting and no dizziness."),
])
def test_the_judge_accepts_a_true_answer_in_other_words(topic, question, reply):
    case = Case(case_id="row", chief_complaint="Chest pain", age=50, sex="M", acuity=2,
                history=CaseHistory(associated_symptoms=["sweating", "nausea", "peeing often"], past_medical_history=["hay fever"]))
    verdict = judge(case, topic, question, reply)
    assert verdict.ok, verdict.reason


@pytest.mark.parametrize(("topic", "question", "reply"), [
    # and still fails a reply that answers something else, or denies what the case lists
    ("history", "Heart problems before?", "No, no numbness."),
    ("history", "Heart problems before?", "No, sick to my stomach."),
    ("associated", "Wobbly on your feet with this?", "No, not at all."),
])
def test_the_judge_still_fails_a_wrong_answer(topic, question, reply):
    case = Case(case_id="row", chief_complaint="Chest pain", age=50, sex="M", acuity=2,
                history=CaseHistory(associated_symptoms=["sweating", "dizzy"], past_medical_history=["hay fever"]))
    assert not judge(case, topic, question, reply).ok
