"""After the first look at bank 29 (training): the ways of asking its misses taught, in the bank's words (bank 29 is now
training data) and in our own, with the near misses that must stay as they were, and the replies that answer them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, CaseHistory
from triagesim.agents.offline.patient.intents import read_intents

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # self-harm: not able to go on (in Scots too), marks offered against a cause or checked back as one's own, what was in
    # the mind at the pills, a companion who saw the cutting, a rail climbed meaning to go over
    ("Aye, some folk feel like they cannae go on, is that you the now?", "self_harm"),
    ("Do you ever feel like you can't carry on?", "self_harm"),
    ("Daft question maybe, but are these scratches from the cat, or did you make them?", "self_harm"),
    ("Are those marks from the dog, or did you do them?", "self_harm"),
    ("My understanding is the cuts on your thigh are from yourself, is that right?", "self_harm"),
    ("The burns on her arm, were they from herself?", "self_harm"),
    ("Talk me through what was in your head when you swallowed those pills?", "self_harm"),
    ("Tonight, after the row outside the club, did you see her cut herself?", "self_harm"),
    ("Cast your mind back, did you see her climb over the rail of the ferry meaning to go into the sea?", "self_harm"),
    # abuse: someone's fist, an ex said to have done it, burned or beaten by someone, injuries from someone else, who
    # started on him, bruises to be talked through
    ("Walked into something, or was it someone's fist, would you say?", "abuse"),
    ("My understanding is your ex did this, is that right?", "abuse"),
    ("Did your boyfriend do this?", "abuse"),
    ("Has your partner done this to you?", "abuse"),
    ("Who laid into him?", "abuse"),
    ("Were these bruises done by someone else?", "abuse"),
    ("Seeing as these burns are so round, has someone burned you with cigarettes?", "abuse"),
    ("Husband or in-laws are troubling you, beating you, na?", "abuse"),
    ("It's really common for injuries like yours to come from someone else, is that what happened here?", "abuse"),
    ("Tonight, in the queue for the club, who started on him, did you see?", "abuse"),
    ("Talk me through how you got these bruises, would you?", "abuse"),
    # allergies: puffy or in lumps after a food or a pill
    ("Gone puffy in the face after any food or pill?", "allergies"),
    ("Come up in lumps from anything, food or pills?", "allergies"),
    # what it is like: two kinds weighed, which kind is theirs, one word for it
    ("It's really common to struggle to put pain into words, but is it more ache or more sting?", "character"),
    ("Ken how some pain burns and some throbs, which is yours like?", "character"),
    ("If you had to put the feeling in one word, what would it be?", "character"),
    # the visit: the worry of the day, what they most want sorted
    ("Out of sorts with something in particular, what's the worry today?", "complaint"),
    ("What's the thing you most want sorted today?", "complaint"),
    # the background: stents put in, the illnesses of childhood
    ("That heart attack in 2019, any stents put in?", "history"),
    ("It's really common to forget childhood illnesses, but anything like rheumatic fever?", "history"),
    # where: here or lower, deep or on the surface, inches from the navel, a clock face, one side of the head, clutching
    ("Apologies for prodding, is it here or a bit lower that's worst?", "location"),
    ("Deep in your innards, or more on the surface, this pain?", "location"),
    ("Within 2 inches of your belly button, or further out, the pain?", "location"),
    ("Picture your tummy as a clock face, is the pain nearer three o'clock or nine o'clock?", "location"),
    ("Whole noggin aching, or one side of your head?", "location"),
    ("Deep inside, or on the surface?", "location"),
    ("Tonight in the club, where was he clutching when you saw him go down?", "location"),
    # how it happened: head-first, boiling water splashed, going over on an ankle, a skid, a bar that came down
    ("Head-first or feet-first?", "mechanism"),
    ("Cheers, and was the water boiling when it splashed you?", "mechanism"),
    ("Talk me through exactly how you went over on that ankle?", "mechanism"),
    ("Seeing as there's gravel in the graze, did you skid along the road?", "mechanism"),
    ("Should I take it the bar came down on Callum's chest while you were spotting him at the gym?", "mechanism"),
    # the regular medicines: repeats, what else is taken, pills of one's own taken each morning
    ("Repeats from the GP, what's on them?", "medications"),
    ("It's really common to forget a few, so have a think, what else do you take?", "medications"),
    ("Seeing as you're diabetic, what pills or insulin are you on?", "medications"),
    ("Think back, did Rhys bring any pills of his own to the festival that you saw him take each morning?", "medications"),
    # when: there on waking, started by a time, fine before
    ("Noticed it this morning? Also, was it there as soon as you woke up?", "onset"),
    ("Think back, was she fine at the festival yesterday, or had it started by the time you arrived?", "onset"),
    # pregnancy: conceived, the monthlies
    ("There's no wrong answer, but is there any way you might have conceived?", "pregnancy"),
    ("Monthlies on time lately?", "pregnancy"),
    # how bad: nearer one score or another, an earlier score asked again, easing, doing one's head in, how much it hurts
    ("Nearer a 3 or nearer an 8, the pain right now?", "severity"),
    ("Half an hour ago it was a seven, what is it now?", "severity"),
    ("It was an eight earlier, what's it at now?", "severity"),
    ("Closer to a 2 or a 9?", "severity"),
    ("Yes or no, is the pain easing at all?", "severity"),
    ("Doing your head in, this pain, or can you get on with things?", "severity"),
    ("No pressure to be brave, how much is it actually hurting?", "severity"),
    # drink: steaming or merry, fond of the sauce, time in a bar
    ("Steaming when this happened, or just merry?", "substance"),
    ("Fond of the sauce at all, these days?", "substance"),
    ("Were you merry last night?", "substance"),
    ("Should I take it she spent most of the crossing in the ferry bar, and how much had she had, would you guess?", "substance"),
    # what was done: who put a bandage on, a pill a companion gave
    ("Seeing as there's a bandage on it, who put that on and when?", "treatment"),
    ("This seasickness pill she had on board, did you give it to her, and when?", "treatment"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    # a premise before the question is what the nurse knows already, not asked
    ("Seeing as you're diabetic, what pills or insulin are you on?", {"medications"}),
    # one's own pills at a festival, something eaten there: the regular medicines, an allergy, not a night's drugs
    ("Think back, did Rhys bring any pills of his own to the festival that you saw him take each morning?", {"medications"}),
    ("That swelling on his lips at the festival, could he be allergic to something he ate, do you think?", {"allergies"}),
    # a mild rash that counts is an allergy's, not how bad the pain is
    ("There's no wrong answer, even a mild rash counts, anything you react to?", {"allergies"}),
    # a clock face pictured over the tummy is a place, not the faces pain scale
    ("Picture your tummy as a clock face, is the pain nearer three o'clock or nine o'clock?", {"location"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a water steaming hot, a game won, a cut on glass, new tablets got on with, a clock time, a night out's
    # drugs (no medicines), a bug caught from someone, a heart beating, a merry Christmas, an ankle swollen after a fall, a
    # dressing a wife put on, a pain worse in a bar
    ("Was the water steaming hot?", "substance"),
    ("Did you beat him at squash?", "abuse"),
    ("Did you cut yourself on the glass when you fell?", "self_harm"),
    ("Is he getting on with the new tablets?", "severity"),
    ("Since 3 o'clock, has it got worse?", "location"),
    ("Did he take anything at the festival?", "medications"),
    ("Could the bug have come from someone else at home?", "abuse"),
    ("Has your heart been beating fast?", "abuse"),
    ("Merry Christmas, what brings you in?", "substance"),
    ("Has your ankle swollen up after a fall?", "allergies"),
    ("So your wife did that dressing?", "abuse"),
    ("Did your husband do that for you?", "abuse"),
    ("Was the pain worse in the bar?", "substance"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_blood_thinner_named_in_a_premise_is_still_answered():
    assert "anticoagulants" in read_as("Seeing as you're on warfarin, have you hit your head?")


def test_a_night_out_still_asks_what_was_taken_there():
    assert "substance" in read_as("Did he take anything at the festival?")


def test_being_sick_a_number_of_times_asks_about_vomiting():
    assert [probe.name for probe in read_intents("Sick three or four times today, or more?").probes] == ["vomiting"]


def test_rheumatic_fever_is_no_question_about_a_temperature():
    assert "fever" not in {probe.name for probe in read_intents("Anything like rheumatic fever as a child?").probes}
    assert "fever" in {probe.name for probe in read_intents("Any fever since this started?").probes}


@pytest.mark.parametrize("question", [
    "Aye, some folk feel like they cannae go on, is that you the now?",
    "My understanding is the cuts on your thigh are from yourself, is that right?",
    "Daft question maybe, but are these scratches from the cat, or did you make them?",
])
def test_a_self_harm_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def test_the_medicines_asked_after_a_premise_are_named():
    diabetic = Case(case_id="row", chief_complaint="Dizziness", age=60, sex="F", acuity=3,
                    history=CaseHistory(past_medical_history=["type 2 diabetes"], medications=["metformin"]))
    reply = terse_reply(diabetic, "Seeing as you're diabetic, what pills or insulin are you on?")
    assert "metformin" in reply.lower(), reply


def test_repeat_prescriptions_are_answered_from_the_medicines():
    on_ramipril = Case(case_id="row", chief_complaint="Headache", age=60, sex="M", acuity=3,
                       history=CaseHistory(past_medical_history=["high blood pressure"], medications=["ramipril"]))
    reply = terse_reply(on_ramipril, "Repeats from the GP, what's on them?")
    assert "ramipril" in reply.lower(), reply


def test_childhood_illnesses_are_answered_from_the_history():
    asthmatic = Case(case_id="row", chief_complaint="Chest pain", age=45, sex="M", acuity=3,
                     history=CaseHistory(past_medical_history=["asthma"]))
    reply = terse_reply(asthmatic, "It's really common to forget childhood illnesses, but anything like rheumatic fever?")
    assert "asthma" in reply.lower() and "fever" not in reply.lower(), reply
