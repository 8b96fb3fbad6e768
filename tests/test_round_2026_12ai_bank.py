"""After the first look at bank 32 (training): the ways of asking its misses taught, in the bank's words (bank 32 is now
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
    # self-harm: something daft done to oneself, stepping in front of a bus on purpose, marks from cutting among causes,
    # tablets taken hoping not to wake, checked back
    ("Are you worried you might do something daft to yourself tonight?", "self_harm"),
    ("Has he talked about doing something stupid to himself?", "self_harm"),
    ("You'd know better than me, did he seem to be stepping in front of your bus on purpose?", "self_harm"),
    ("Did she walk into the road deliberately?", "self_harm"),
    ("Did she throw herself in front of the train on purpose?", "self_harm"),
    ("Did he lie down on the tracks deliberately?", "self_harm"),
    ("Are the marks on your legs from scratching, cutting, or something else entirely?", "self_harm"),
    ("Are those scars on his arms from cutting?", "self_harm"),
    ("Just so I've got it straight, you took the paracetamol hoping you wouldn't wake up, is that right?", "self_harm"),
    # blood thinners: bruising at the drop of a hat, bleeding like a stuck pig when cut
    ("Do you bruise at the drop of a hat?", "anticoagulants"),
    ("Does she bruise at the slightest knock?", "anticoagulants"),
    ("When you cut yourself, do you bleed like a stuck pig?", "anticoagulants"),
    ("If he nicks himself shaving, does he bleed for ages?", "anticoagulants"),
    # the complaint: a fellow's shift stopped, feeling so rough, off colour, here mainly about, brought in, in Jamaican
    ("From what you've seen, what made Darren stop his shift at the warehouse?", "complaint"),
    ("What made her leave work early?", "complaint"),
    ("What's making you feel so rough today?", "complaint"),
    ("What's making him so poorly?", "complaint"),
    ("What's been making her feel so grotty?", "complaint"),
    ("In what way have you been off colour?", "complaint"),
    ("How has she been unwell?", "complaint"),
    ("Just so I've got it straight, you're here mainly about the swollen ankle, is that right?", "complaint"),
    ("Probably nothing, but is the rash the main reason you came in?", "complaint"),
    ("To your knowledge, why was she brought to us from the shopping centre?", "complaint"),
    ("Why has he been sent in?", "complaint"),
    ("Wha mek yuh come to the hospital today?", "complaint"),
    # the history: off sick with the heart before, treatment for depression, an operation's time, always a bad chest
    ("You'd know better than me, has Darren been off sick from the warehouse with his heart before?", "history"),
    ("Has she had time off work with her back?", "history"),
    ("No rush, have you ever had treatment for depression or anxiety?", "history"),
    ("Has he had counselling for anxiety?", "history"),
    ("Was your heart bypass about three years ago?", "history"),
    ("Was her hip replacement two years ago?", "history"),
    ("Have you always had a bad chest?", "history"),
    ("Has he always had a weak heart?", "history"),
    # where: which joint is the swollen one, where it hurts said back
    ("So the team can plan, which joint is the swollen one?", "location"),
    ("Which knee is the sore one?", "location"),
    ("Just so I've got it straight, it hurts under your right ribs, is that right?", "location"),
    # how bad: how much worse, against another time or the usual aches, through the roof, floored
    ("Got it, and how much worse is it when you move?", "severity"),
    ("Was the pain worse at three this morning than it is now?", "severity"),
    ("You'd know better than me, is Edith's pain worse than her normal aches at the care home?", "severity"),
    ("Has the pain gone through the roof since you arrived?", "severity"),
    ("Has the pain gone off the scale?", "severity"),
    ("Has this pain completely floored you?", "severity"),
    ("So the team can plan pain relief, how severe is it right now?", "severity"),
    # abuse: dragged by the arm, how things are with the one they live with, in Jamaican
    ("You'd know better than me, was someone dragging her by the arm at the shopping centre?", "abuse"),
    ("Has anyone pulled you by the hair?", "abuse"),
    ("Talk me through how things are with the person you live with?", "abuse"),
    ("How are things with your partner?", "abuse"),
    ("Anybody a trouble yuh where yuh live?", "abuse"),
    # allergies: a medicine the team must avoid
    ("So the team can plan, is there any antibiotic we must avoid?", "allergies"),
    ("Are there any painkillers we should avoid giving you?", "allergies"),
    ("Which antibiotics should we avoid?", "allergies"),
    # how it happened: a tool that slipped, a weight dropped, a hand caught, keeling over, sliding out of a chair
    ("Got it, and how did the knife slip?", "mechanism"),
    ("Going by what you saw at the gym, how did she drop the weight on her foot?", "mechanism"),
    ("Take your time, what was your hand caught in?", "mechanism"),
    ("What did he catch his finger in?", "mechanism"),
    ("Did you just keel over without any warning?", "mechanism"),
    ("From what you've seen, did Edith slide out of her chair at the care home or trip over?", "mechanism"),
    # substance: cans said back, the most recent use
    ("Just so I've got it straight, you had about six cans before coming in, is that right?", "substance"),
    ("So the team can plan, when did you most recently use heroin?", "substance"),
    # the regular medicines: what is taken for a lasting condition
    ("Would you mind telling me if you take anything for your blood pressure?", "medications"),
    # what it is like, against the headaches before
    ("So the team can plan, does the headache feel different from any you've had before?", "character"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    # a reason of the team's set first is no question: no pain relief asked
    ("So the team can plan pain relief, how severe is it right now?", {"severity"}),
    # the overdose meant not to wake: no remedy tried
    ("Just so I've got it straight, you took the paracetamol hoping you wouldn't wake up, is that right?", {"self_harm"}),
    # cans before coming in: drink, no remedy tried
    ("Just so I've got it straight, you had about six cans before coming in, is that right?", {"substance"}),
    # the last use: when it was used, no onset
    ("So the team can plan, when did you most recently use heroin?", {"substance"}),
    # a symptom named as the visit's reason, or the swollen part asked which: no symptom checklist
    ("Probably nothing, but is the rash the main reason you came in?", {"complaint"}),
    ("Just so I've got it straight, you're here mainly about the swollen ankle, is that right?", {"complaint"}),
    ("So the team can plan, which joint is the swollen one?", {"location"}),
    # bleeding like a stuck pig when cut: the blood thinners, no bleeding now
    ("When you cut yourself, do you bleed like a stuck pig?", {"anticoagulants"}),
    # taken for the blood pressure: the regular medicines, not what was tried for this
    ("Would you mind telling me if you take anything for your blood pressure?", {"medications"}),
    # "had she been sick" asks whether she vomited, no remedy taken before coming
    ("Going by what you saw at school, had she been sick before she fainted?", {"symptoms"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a step in front of a car with no intent, marks from a cat, a bleed during periods, a trouble as a
    # noun, what made the pain stop, a slipping knife with no how, a hand doing something, sick leave without a part,
    # treatment for this before, how much better, a feeling of being sick
    ("Did you step in front of the car?", "self_harm"),
    ("Are the marks on your legs from the cat?", "self_harm"),
    ("Does she bleed heavily during her periods?", "anticoagulants"),
    ("Is there a trouble with your heart?", "abuse"),
    ("What made the pain stop?", "complaint"),
    ("Did the knife slip?", "mechanism"),
    ("Were you off sick last week?", "history"),
    ("How much better is it since the painkillers?", "severity"),
    ("What's making you feel sick?", "complaint"),
    ("Did you take anything for your heart pain?", "medications"),
    ("Is the pain worse when you move?", "severity"),
    ("Did you lie down on the road after the crash?", "self_harm"),
    ("Have you had two glasses of water today?", "substance"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "probe"), [
    # a swelling asked whether there is one, and a vomit asked before a faint, are still probed; a weak heart is no
    # weakness, weak legs are
    ("Is your ankle swollen?", "swelling"),
    ("Do your legs feel weak?", "weakness"),
    ("Had she been sick before she fainted?", "vomiting"),
])
def test_a_symptom_is_still_probed(question, probe):
    assert probe in [found.name for found in read_intents(question).probes]


@pytest.mark.parametrize("question", [
    "Are you worried you might do something daft to yourself tonight?",
    "Are the marks on your legs from scratching, cutting, or something else entirely?",
    "Do you bruise at the drop of a hat?",
    "Has this pain completely floored you?",
    "In what way have you been off colour?",
    "Wha mek yuh come to the hospital today?",
    "Anybody a trouble yuh where yuh live?",
    "Have you always had a bad chest?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


@pytest.mark.parametrize("question", [
    "Are you worried you might do something daft to yourself tonight?",
    "Just so I've got it straight, you took the paracetamol hoping you wouldn't wake up, is that right?",
])
def test_the_plan_to_overdose_is_told(question):
    reply = terse_reply(_bundled("ts-016"), question)  # saving up sleeping pills to take them all tonight
    assert "pills" in reply.lower() or "tablets" in reply.lower(), reply
    assert "taken anything for it" not in reply.lower(), reply


def test_no_thought_of_self_harm_is_denied():
    reply = terse_reply(row("Ankle injury"), "Are you worried you might do something daft to yourself tonight?")
    assert reply.lower().startswith(("no", "not")), reply


@pytest.mark.parametrize("question", ["Do you bruise at the drop of a hat?", "When you cut yourself, do you bleed like a stuck pig?"])
def test_the_blood_thinner_is_named(question):
    reply = terse_reply(_bundled("ts-047"), question)  # on rivaroxaban
    assert "rivaroxaban" in reply.lower() or "thin" in reply.lower(), reply


def test_no_blood_thinner_is_denied_without_a_bleed():
    reply = terse_reply(row("Ankle injury"), "When you cut yourself, do you bleed like a stuck pig?")
    assert "no bleeding" not in reply.lower() and reply.lower().startswith(("no", "not")), reply


def test_the_blood_pressure_tablets_are_named():
    reply = terse_reply(_bundled("ts-006"), "Would you mind telling me if you take anything for your blood pressure?")
    assert "bisoprolol" in reply.lower(), reply


# The judge (bank 32, training): "down" of a posture is no low mood.
def test_the_judge_reads_lying_down_as_no_mood():
    case = Case(case_id="row", chief_complaint="depression", age=28, sex="M", acuity=2,
                history=CaseHistory(associated_symptoms=["can't sleep", "feel hopeless"]))
    question = "First off, are you feeling short of breath, and does it get worse lying down?"
    assert judge(case, "associated", question, "No, no shortness of breath.").ok
    assert not judge(case, "associated", "Have you been feeling down?", "No, not at all.").ok


@pytest.mark.parametrize(("question", "probe"), [
    ("Has he always had a weak heart?", "weakness"),
    ("So the team can plan, which joint is the swollen one?", "swelling"),
    ("Probably nothing, but is the rash the main reason you came in?", "rash"),
])
def test_a_condition_or_a_premise_is_no_symptom_asked(question, probe):
    assert probe not in [found.name for found in read_intents(question).probes]


@pytest.mark.parametrize(("question", "plain"), [
    # Jamaican "a" before a verb after its doer: going on now; "wha mek": what made
    ("Anybody a trouble yuh where yuh live?", "is troubling you"),
    ("Smaddy a hit yuh?", "is hitting you"),
    ("Wha mek yuh come to the hospital today?", "what made you come"),
])
def test_jamaican_words_are_read_plain(question, plain):
    from triagesim.agents.offline.patient.intents import _plain_words
    assert plain in _plain_words(question).lower(), _plain_words(question)


def test_a_pain_noun_after_a_stays_a_noun():
    from triagesim.agents.offline.patient.intents import _plain_words
    assert _plain_words("Is there a pain in your chest?") == "Is there a pain in your chest?"
