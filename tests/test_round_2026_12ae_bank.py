"""After the first look at bank 28 (training): the ways of asking its misses taught, each said in our own words, not the
bank's rows, with the near misses that must stay as they were, and the replies that answer them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, CaseHistory
from triagesim.agents.offline.patient.intents import read_intents

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # self-harm: marks made by oneself checked back, cutting as a habit, "topping" oneself, wishing to disappear, plans to
    # end it, life not worth carrying on with, a road stepped into on purpose, a train, drowning meant
    ("Correct me if I'm wrong, you made these cuts on your legs yourself?", "self_harm"),
    ("Does she still cut herself, do you know?", "self_harm"),
    ("Ever thought about topping yourself?", "self_harm"),
    ("Do you find yourself wishing you could just vanish for good?", "self_harm"),
    ("Have you made any plans to end your life?", "self_harm"),
    ("Does it feel like things aren't worth going on with?", "self_harm"),
    ("Walking out in front of that van, that wasn't an accident, was it?", "self_harm"),
    ("Did you think he was about to jump off the bridge?", "self_harm"),
    ("Do you think she was trying to drown?", "self_harm"),
    ("Is it alright if I ask whether you did this to yourself?", "self_harm"),
    # abuse: battered, marks from someone's hands, rows that turned physical, trouble with those one lives with, injuries
    # that do not fit the fall given
    ("Has anyone battered you?", "abuse"),
    ("Are the marks on your wrists from somebody's fingers?", "abuse"),
    ("Do the rows at home ever get physical?", "abuse"),
    ("Any trouble with the people you live with?", "abuse"),
    ("These bruises don't quite match a fall, do they?", "abuse"),
    # substance: grass, opiates, street stuff, a pack a day, teetotal, the minibar
    ("Do you smoke any grass?", "substance"),
    ("Any opiates today?", "substance"),
    ("Taken any street drugs this week?", "substance"),
    ("Twenty a day, or a pack a day?", "substance"),
    ("Are you teetotal?", "substance"),
    ("Had he been at the minibar?", "substance"),
    # allergies: what does not suit or agree, what a doctor warned against, what brings the skin up, swelling up with things
    ("Any medicines that don't agree with you?", "allergies"),
    ("Has a doctor warned you never to take a certain tablet?", "allergies"),
    ("Does any plaster bring your skin up?", "allergies"),
    ("Do you swell up with anything, like peanuts?", "allergies"),
    # where: the worst spot, checked back behind the breastbone or over the hip, the bottom of the tummy
    ("Where's the worst bit exactly?", "location"),
    ("Am I right that it hurts most over your left knee?", "location"),
    ("Is it sorest just under the ribs?", "location"),
    ("Top of your tummy, or lower down?", "location"),
    # how bad: a number checked back, as bad as it gets
    ("Would you call it about a six?", "severity"),
    ("Is it as bad as it gets, or can you put up with it?", "severity"),
    # what it is like, offered with a tag; a word that sums it up
    ("Stabbing, is it, or more like a dull ache?", "character"),
    ("Can you give me a word that describes how it feels?", "character"),
    # when: the pain first struck, the first twinge
    ("What time did the pain first strike?", "onset"),
    ("When was the first sign of it?", "onset"),
    # the visit: the problem in a nutshell, what the GP sent them in about, what was wrong, why an ambulance
    ("The problem tonight, in a few words?", "complaint"),
    ("So the doctor sent you in about your chest?", "complaint"),
    ("What was the problem when you rang?", "complaint"),
    ("Why did he need an ambulance?", "complaint"),
    # the background: past depression, organs against nothing, much wrong before, told it was the heart, turns before
    ("Am I right you've had depression before?", "history"),
    ("Kidneys, liver, or none of that?", "history"),
    ("Much wrong with him over the years?", "history"),
    ("Were you ever told it was angina?", "history"),
    ("Has she had episodes like this before?", "history"),
    # how it happened: a helmet, clipped by a car, a faint against a trip, what cut them, a missed step, a wet floor
    ("Were you wearing your helmet?", "mechanism"),
    ("Did the van clip you, or knock you off your bike?", "mechanism"),
    ("Did you pass out first, or slip and then fall?", "mechanism"),
    ("Cut with what, a knife or glass?", "mechanism"),
    ("Did she miss a step?", "mechanism"),
    # the regular medicines: names off the boxes, tablets brought, the chemist's and herbal remedies taken
    ("Can you read me the names on the packets?", "medications"),
    ("What tablets has he brought with him?", "medications"),
    ("Any herbal remedies or things from the chemist that you take?", "medications"),
    # what was tried: ice or heat against nothing, a glucose tablet given
    ("Cream, ice, or nothing on it yet?", "treatment"),
    ("Did they give him a glucose tablet?", "treatment"),
    # pregnancy: eating for two, a check before an X-ray
    ("Could you be eating for two at the moment?", "pregnancy"),
    # blood thinners: something to prevent strokes, still on the injections since a clot
    ("Do you take something to prevent strokes for your irregular heartbeat?", "anticoagulants"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    # one topic only: the word another topic shares is heard in this question's sense
    ("Correct me if I'm wrong, but walking into the river wasn't an accident?", {"self_harm"}),
    ("These marks don't really fit with a fall, do they?", {"abuse"}),
    ("Did you trip on the kerb, or have a dizzy spell?", {"mechanism"}),
    ("Did you black out, or slip on the ice?", {"mechanism"}),
    ("Was it sharp, like a blade, or ragged, like glass?", {"mechanism"}),
    ("Lots of people slip in the shower, is that what happened?", {"mechanism"}),
    ("No rush, when was the first twinge of it?", {"onset"}),
    ("The GP sent you in about your headache, is that right?", {"complaint"}),
    ("Many people with AF take something to prevent a stroke, are you one?", {"anticoagulants"}),
    ("She had a clot on her lung, didn't she, is she still on the jabs?", {"anticoagulants"}),
    ("Before we scan you, is it safe to assume you aren't pregnant?", {"pregnancy"}),
    ("Some antibiotics aren't safe in pregnancy. Could you be pregnant?", {"pregnancy"}),
    ("Ibuprofen has a daily limit. How much have you taken since lunch?", {"treatment"}),
    ("Given your breath smells of drink, how much have you had tonight?", {"substance"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a cut from a fall, a drink of water, a step where the pain is, a bad rash, safe to go home
    ("Did you cut yourself on the glass when you fell?", "self_harm"),
    ("How long have you put up with this before coming in?", "severity"),
    ("Is it safe for you to go home tonight?", "pregnancy"),
    ("Did you trip over something?", "abuse"),
    ("Do you need a wee?", "substance"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


def test_a_dropped_black_country_h_and_dont_are_read():
    assert read_as("Ow am ya, what's brought yow in?") == {"complaint"}
    assert "allergies" in read_as("Any tablets that dow agree with yow?")


def test_a_small_thing_in_ulster_is_no_question_about_peeing():
    assert [probe.name for probe in read_intents("A wee tipple last night, or more?").probes] == []
    assert [probe.name for probe in read_intents("Any stinging when you wee?").probes] == ["urine"]


def test_a_companion_asked_if_a_patient_felt_muddled_or_sick_asks_both():
    names = {probe.name for probe in read_intents("Since the knock, has he felt dizzy or sick?").probes}
    assert {"dizziness", "nausea"} <= names


def test_a_bump_named_as_a_condition_on_what_was_landed_on_is_no_symptom_question():
    reading = read_intents("What did you land on, and if you hit your head, on what?")
    assert "mechanism" in reading.names and "symptoms" not in reading.names


@pytest.mark.parametrize("question", [
    "Am I right in thinking you made those scratches yourself?",
    "Any thoughts of topping yourself lately?",
    "Have things got so bad you've made plans to end it?",
])
def test_a_self_harm_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def test_the_regular_medicines_brought_are_named():
    on_metformin = Case(case_id="row", chief_complaint="Dizziness", age=60, sex="F", acuity=3,
                        history=CaseHistory(past_medical_history=["type 2 diabetes"], medications=["metformin"]))
    reply = terse_reply(on_metformin, "Have a look in your handbag, what tablets have you brought?")
    assert "metformin" in reply.lower(), reply


def test_past_depression_checked_back_is_answered_from_the_history():
    depressed = Case(case_id="row", chief_complaint="Chest pain", age=45, sex="M", acuity=3,
                     history=CaseHistory(past_medical_history=["depression"]))
    reply = terse_reply(depressed, "Correct me if I'm wrong, but you've been treated for depression before?")
    assert "depression" in reply.lower() and not CLARIFY.search(reply), reply
