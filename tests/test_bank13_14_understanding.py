"""Ways of asking the scripted patient once misread (training on banks 13 and 14, measured once at 95.9 % and 93.8 %), by meaning.

Each is worded afresh: Hawaiian pidgin ("what wen bring you", "anyting fo' da pain"), West Country "'ee", "yer" as "you"
after or before a verb ("brought yer in", "how'd yer do it"), the visit as what is going on or not right, what was
already tried said as the thing to tell, a bare "what have you had tonight?", a sherry or a glass of something, an
overdose meant ("meant to take that many", "to try to die", "with the intention of dying"), asking God to take one,
finishing one's life, who did this, everyone at home being good to one, a scale "until ten", the pain's level, a medicine
that does not go well with the body, a babby on the way, coming a cropper, a clot the patient is still on something for,
and a reason or a known symptom set before the question ("Before we give you anything ...", "With the belly pain ...",
"Setting the rash aside ..."). The near misses share words and are not the topic: "had to eat today" is no drink,
"meant to take them every day" is the regular medicines, "did you think you were dying" is fear, not a wish to die.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient.intents import read_intents
from triagesim.cases import Case
from triagesim.personas import PatientPersona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask  # noqa: E402

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    # the visit
    ("Howzit, what wen make you come in tonight?", {"complaint"}, set()),
    ("So whaddya got goin' on tonight?", {"complaint"}, set()),
    ("Alright, what's happened to yer that's brought yer to the hospital?", {"complaint"}, set()),
    ("What's bringing him in to us this evening?", {"complaint"}, set()),
    ("You told reception you felt off — what isn't right, exactly?", {"complaint"}, set()),
    ("Let's get going. What's the real problem tonight?", {"complaint"}, set()),
    ("What's gone wrong with your mum that you've brought her in?", {"complaint"}, set()),
    ("You found him on the floor — what was wrong with him when you reached him?", {"complaint"}, set()),
    ("What went wrong on the ladder?", set(), {"complaint"}),
    # what was tried for it
    ("Could you tell me what you've already taken for the pain?", {"treatment"}, set()),
    ("So I don't double the dose, what have you already tried?", {"treatment"}, set()),
    ("Tell me everything you've had for this headache, even from the supermarket.", {"treatment"}, set()),
    ("What has your grandson had for his fever so far?", {"treatment"}, {"symptoms"}),
    ("Did you take anyting fo' da pain?", {"treatment"}, set()),
    ("You said you took something earlier — what and when?", {"treatment"}, set()),
    ("Have you kept anything down — any painkillers for it?", {"treatment"}, {"symptoms"}),
    # what the pain is like, and how bad
    ("Don't worry about getting it wrong — what does the pain really feel like?", {"character"}, set()),
    ("Setting the rash aside, what's the pain itself like — sharp or dull?", {"character"}, {"symptoms"}),
    ("How strong is the pain, from nought until ten?", {"severity"}, set()),
    ("And your pain level — where's that at now?", {"severity"}, {"location"}),
    ("How bad is it, honestly? Is it desperate?", {"severity"}, {"self_harm"}),
    ("How bad's the pain — a bit sore, or bloody agony?", {"severity"}, {"symptoms"}),
    ("Which bit of your tummy does it hurt in?", {"location"}, {"severity"}),
    # drink and drugs
    ("No judgement at all — what have you had tonight?", {"substance"}, set()),
    ("Do you like a tipple or a glass of something before bed?", {"substance"}, set()),
    ("Had much grog this week?", {"substance"}, set()),
    ("You said you were out with your mates last night — did you take anything?", {"substance"}, {"medications"}),
    ("What have you had to eat today?", set(), {"substance"}),
    # harm to oneself
    ("Can you tell me what you were hoping for when you swallowed all those pills?", {"self_harm"}, set()),
    ("I'd like to understand whether you've had urges to hurt your own body on purpose.", {"self_harm"}, set()),
    ("Help me understand if you've had thoughts of harming your body.", {"self_harm"}, set()),
    ("Do you think your brother meant to take that many?", {"self_harm"}, {"medications"}),
    ("Did your son mean to swallow them?", {"self_harm"}, set()),
    ("Did she take them to try to die?", {"self_harm"}, set()),
    ("Did you swallow the tablets that upset your stomach with the intention of dying?", {"self_harm"}, {"allergies"}),
    ("When it's this hard some people pray for God to take them — has that been on your mind?", {"self_harm"}, set()),
    ("Have you had thoughts to finish your own life?", {"self_harm"}, set()),
    ("How low have you been — have you thought about being dead?", {"self_harm"}, set()),
    ("Would you say it's got so bad that you've thought about dying?", {"self_harm"}, {"severity"}),
    ("With the drinking getting worse, have you had thoughts of not wanting to be alive?", {"self_harm"}, {"substance"}),
    ("Are you meant to take those tablets every day?", {"medications"}, {"self_harm"}),
    ("Did you think you were dying when the pain came on?", set(), {"self_harm"}),
    ("Do you feel desperate?", {"self_harm"}, set()),
    # harm by others
    ("Do you know who's done this to you?", {"abuse"}, set()),
    ("Who hit you?", {"abuse"}, set()),
    ("Is everybody at home kind to you?", {"abuse"}, set()),
    ("Is there anyone in the house you're frit of?", {"abuse"}, set()),
    ("Did someone klap you?", {"abuse"}, set()),
    ("Did somebody give yer a hiding?", {"abuse"}, set()),
    ("Who did your dressing?", set(), {"abuse"}),
    # blood thinners and the regular medicines
    ("Are you on medicine that makes your blood less likely to clot?", {"anticoagulants"}, {"symptoms", "medications"}),
    ("Do you take anything so your blood doesn't form clots?", {"anticoagulants"}, {"symptoms"}),
    ("You had a clot in your leg — are you still taking something for it?", {"anticoagulants"}, {"treatment"}),
    ("You had a clot on your lung — still on anything for that?", {"anticoagulants"}, {"history"}),
    ("Are you taking something for your blood pressure?", {"medications"}, {"history"}),
    ("Any tablets for your headache?", {"treatment"}, set()),
    ("Apart from your asthma inhaler, do you have any other medical conditions?", {"history"}, {"medications"}),
    # allergies
    ("Is there any medicine that doesn't agree with your body?", {"allergies"}, {"medications"}),
    ("Any tablets your body can't handle?", {"allergies"}, set()),
    ("Before we give you anything for it, are you allergic to any painkillers?", {"allergies"}, {"treatment"}),
    # pregnancy
    ("Could there be a babby on the way, love?", {"pregnancy"}, set()),
    ("Might there be a wee 'un on the way?", {"pregnancy"}, set()),
    ("With the belly pain you've had, is there a chance you're pregnant?", {"pregnancy"}, {"symptoms"}),
    ("Before I give you anything for the nausea, is there any chance you're pregnant?", {"pregnancy"}, {"treatment"}),
    # how it happened, and when it began
    ("How did 'ee come a cropper?", {"mechanism"}, set()),
    ("Sorry to ask again — how exactly did you fall?", {"mechanism"}, set()),
    ("Before we do the pain score, how did you actually hurt it?", {"mechanism"}, {"severity"}),
    ("How'd yer manage that, then?", {"mechanism"}, set()),
    ("Roughly when did the headache start — before or after you took the ibuprofen?", {"onset"}, {"treatment"}),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = set(read_intents(question).names)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_the_waterworks_are_the_peeing() -> None:
    assert [probe.name for probe in read_intents("Any bother with your waterworks or your bowels with it?").probes] == ["bowel", "urine"]


def test_bloody_as_a_swear_word_asks_nothing_about_bleeding() -> None:
    assert not read_intents("Is it bloody killing you?").probes
    assert [probe.name for probe in read_intents("Any bloody diarrhoea?").probes] == ["bleeding", "diarrhoea"]


CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def reply(case: Case, question: str) -> str:
    return ask(case, question, PatientPersona(trust_in_healthcare="high", verbosity="terse", disfluency_rate=0.0))


def test_an_overdose_meant_to_kill_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b13-sh-1", age=31, sex="F", chief_complaint="overdose", pain=0,
                sensitive={"self_harm": "I took the whole packet because I wanted to die."})
    for question in ("Can you tell me what you were hoping would happen when you took all of them?",
                     "Did you take them with the intention of dying?", "Have you had thoughts to finish your life?",
                     "Have you thought about dying?"):
        said = reply(case, question)
        assert not CLARIFY.search(said), (question, said)
        assert not re.match(r"\W*no\b", said, re.IGNORECASE), (question, said)


def test_abuse_asked_as_who_did_it_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b13-ab-1", age=29, sex="F", chief_complaint="facial bruising", pain=5,
                sensitive={"abuse": "My boyfriend hit me."})
    for question in ("Do you know who's done this to you?", "Is everybody at home good to you?", "Did someone klap you?"):
        said = reply(case, question)
        assert not CLARIFY.search(said), (question, said)
        assert not re.match(r"\W*no\b", said, re.IGNORECASE), (question, said)


def test_a_blood_thinner_asked_by_what_it_does_is_answered_from_the_medicines() -> None:
    on = Case(case_id="b13-bt-1", age=68, sex="M", chief_complaint="fall, head lac", pain=3,
              history={"medications": ["rivaroxaban", "atorvastatin"]})
    off = Case(case_id="b13-bt-2", age=30, sex="F", chief_complaint="sprained ankle", pain=4, history={"medications": []})
    question = "Do you take medicine to make your blood less likely to clot?"
    said = reply(on, question)
    assert "rivaroxaban" in said.lower() and not CLARIFY.search(said), said
    said = reply(off, question)
    assert re.search(r"\bno\b", said, re.IGNORECASE) and not CLARIFY.search(said), said


def test_a_bare_what_have_you_had_tonight_is_answered_as_drink_or_drugs() -> None:
    case = Case(case_id="b13-sub-1", age=24, sex="M", chief_complaint="intoxicated, fell over", pain=2,
                sensitive={"substance_use": "I had about eight pints and a couple of lines of coke."})
    said = reply(case, "Nobody's judging — what have you had tonight?")
    assert not CLARIFY.search(said) and re.search(r"pint|coke|drink", said, re.IGNORECASE), said
