"""Ways of asking the scripted patient once misread (round 2026-12n, training on bank 10), by meaning.

Each group is a way of asking: words of a region read as the plain words they stand for (Caribbean "yuh", "tek",
"fi"; Scots "ony", "hame", "tae", "the night"; Black Country "'ome", "yer bin", "am yer"; any dropped "g" marked by its
apostrophe), a statement said back for a yes ("it's mostly in your lower back, isn't it?", "you'd call it about a
six?"), the answer held back with an ellipsis ("for the pain you've taken... what?"), a reason or a known symptom
named first ("For your heart rhythm, ...", "Apart from the cough, ..."), a question that points back to the statement
before it ("has that crossed your mind?"), and rough handling or control at home in other words. Every example is
worded afresh. Each reading is checked as a topic, with near misses that share a word and are not that topic, and the
answers for the safety topics (self-harm, abuse, blood thinners) are checked against the case.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.agents.offline.patient.intents import read_intents
from triagesim.cases import Case
from triagesim.clinical.topics import asked_topics
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    # regional words: Caribbean, Scots, Black Country, West Country, a marked dropped "g"
    ("Yuh tek anyting fi stop di blood clottin'?", {"anticoagulants"}, set()),
    ("Yuh tek anything fi di headache?", {"treatment"}, set()),
    ("Have ye had ony drink the night?", {"substance"}, set()),
    ("Did it start in the night?", {"onset"}, {"substance"}),
    ("Is onybody at hame gien ye bother or liftin' a hand tae ye?", {"abuse"}, set()),
    ("Yer not takin' them tablets that thin the blood, am yer?", {"anticoagulants"}, set()),
    ("Is anybody pushin' yer around at 'ome?", {"abuse"}, set()),
    ("Have yer bin throwin' up, bab?", {"symptoms"}, set()),
    ("Have you been thinkin' you'd be better off not livin'?", {"self_harm"}, set()),
    ("Yuh ever feel like yuh want to end it, like hurt yuhself?", {"self_harm"}, set()),
    # a statement said back for a yes
    ("It's mostly on your left side, isn't it?", {"location"}, set()),
    ("It's your ankle that hurts the most, then?", {"location"}, set()),
    ("It's really sore at the moment, isn't it?", {"severity"}, set()),
    ("So you'd put it at about a six?", {"severity"}, set()),
    ("Is it one side or both?", set(), {"severity"}),
    ("So you were perfectly well until this morning?", {"onset"}, set()),
    ("You're in because of the rash, then?", {"complaint"}, {"symptoms"}),
    # the answer held back with an ellipsis
    ("And for the pain you've had... what, so far?", {"treatment"}, set()),
    ("And last night you'd had... what, and how much?", {"substance"}, set()),
    ("You caught your finger in... what, exactly?", {"mechanism"}, set()),
    ("And the marks were made by... who?", {"abuse"}, set()),
    ("Besides the pain you've noticed... what else?", {"symptoms"}, set()),
    # a reason or a known symptom named first
    ("For your heart rhythm, are you on anything to thin the blood?", {"anticoagulants"}, {"history"}),
    ("Apart from the headache, any vomiting?", {"symptoms"}, set()),
    ("Even with the pills you had this morning, how bad is it now?", {"severity"}, {"medications"}),
    ("Did you use any antihistamine for the rash before coming?", {"treatment"}, {"allergies"}),
    ("Are you allergic to any antihistamines?", {"allergies"}, {"treatment"}),
    ("So nothing's been taken for it since it came on?", {"treatment"}, set()),
    ("What have you taken for this, so we know what's safe to give you?", {"treatment"}, {"self_harm", "abuse", "safety"}),
    ("Do you feel safe at home?", {"abuse"}, set()),
    # a question pointing back to the statement before it
    ("Lots of people this unwell think about ending it all. Has that crossed your mind?", {"self_harm"}, set()),
    ("Some teenagers burn themselves when it all gets too much — is that something you've done?", {"self_harm"}, {"mechanism"}),
    ("Did you burn yourself on the cooker?", set(), {"self_harm"}),
    ("Your letter says 'sharp, like a knife' — is that how you'd describe it?", {"character"}, set()),
    # self-harm asked as hurting oneself on purpose, and a bridge gone up to for some purpose
    ("Would it be okay to ask if you've ever cut yourself deliberately?", {"self_harm"}, set()),
    ("You were found on the roof — what were you planning to do there?", {"self_harm"}, set()),
    # abuse: control of the phone and of friends, someone in the house as the cause, getting physical
    ("Does your girlfriend go through your messages, or tell you who you can see?", {"abuse"}, set()),
    ("Is it someone at your house that's been doing this?", {"abuse"}, set()),
    ("Is it your stepdad who did this?", {"abuse"}, set()),
    ("Is it your knee that's been hurting you?", set(), {"abuse"}),
    ("Has anyone ever got violent with you?", {"abuse"}, set()),
    ("Has your partner ever given you a hiding?", {"abuse"}, set()),
    ("Can you lift your hand to your head?", set(), {"abuse"}),
    ("Is your partner giving you a hard time at home?", {"abuse"}, set()),
    ("Which part of your leg is giving you grief?", {"location"}, {"abuse"}),
    # how it happened: wrecked, tripped or legs gave way, ended up on the floor, what hit the ground first
    ("How'd you bust it — off the quad bike?", {"mechanism"}, set()),
    ("Did your gran slip, or did her knees just give way?", {"mechanism"}, set()),
    ("How did he end up on the kitchen floor?", {"mechanism"}, set()),
    ("Which bit of you hit the floor first?", {"mechanism"}, {"location"}),
    # regular medicines called drugs, a medicine named by how it looks
    ("What drugs do you take every day?", {"medications"}, {"substance"}),
    ("Have you taken any drugs tonight?", {"substance"}, {"medications"}),
    ("That blue tablet you mentioned — do you know what it's for?", {"medications"}, set()),
    # history: health before now, records
    ("Any trouble with your health before all this?", {"history"}, set()),
    ("If I looked at your GP records, what would they show you've been treated for?", {"history"}, set()),
    # character by likeness; severity by a squeeze of the hand
    ("If you had to compare it with something, what would you say?", {"character"}, set()),
    ("How the pain feel — more a burn or a throb?", {"character"}, set()),
    ("Squeeze my hand harder the worse it hurts.", {"severity"}, {"character"}),
    ("How is the pain treating you — is it like a burn, or heavy?", {"character"}, {"severity"}),
    ("Is it a pain you could put up with at home, or is it too much?", {"severity"}, set()),
    ("Does it feel like squeezing?", {"character"}, set()),
    # an instruction to a breathless patient asks nothing about breathing
    ("Save your breath — did it start all at once? Nod for yes.", {"onset"}, {"symptoms"}),
    ("Any trouble catching your breath?", {"symptoms"}, set()),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = set(read_intents(question).names)
    assert wanted <= names and not (unwanted & names), (question, names)


CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def reply(case: Case, question: str, persona: PatientPersona | None = None) -> str:
    patient = ScriptedPatient(persona or PatientPersona(trust_in_healthcare="high", verbosity="terse", disfluency_rate=0.0))
    patient.reset(run_id="bank10-1", seed=0)
    observation = PatientObservation(run_id="bank10-1", turn=1, brief=PatientBrief.from_case(case), nurse_utterance=question,
                                     new_events=[])
    return asyncio.run(patient.act(observation)).utterance


def test_a_blood_thinner_asked_in_caribbean_words_is_answered_from_the_medicines() -> None:
    on = Case(case_id="b10-bt-1", age=74, sex="M", chief_complaint="fall, head lac", pain=3,
              history={"medications": ["apixaban", "ramipril"]})
    off = Case(case_id="b10-bt-2", age=30, sex="F", chief_complaint="sprained ankle", pain=4, history={"medications": []})
    question = "Yuh tek anyting fi thin di blood?"
    said = reply(on, question)
    assert "apixaban" in said.lower() and not CLARIFY.search(said), said
    said = reply(off, question)
    assert re.search(r"\bno\b", said, re.IGNORECASE) and not CLARIFY.search(said), said


def test_self_harm_in_regional_words_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b10-sh-1", age=27, sex="F", chief_complaint="overdose", pain=0,
                sensitive={"self_harm": "I took the tablets because I wanted to die."})
    for question in ("Have ye had ony thoughts o' endin' it, hen?", "Have you ever hurt yourself on purpose?",
                     "People this low often think of ending things — has that crossed your mind?"):
        said = reply(case, question)
        assert not CLARIFY.search(said), (question, said)
        assert not re.match(r"\W*no\b", said, re.IGNORECASE), (question, said)


def test_abuse_in_other_words_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b10-ab-1", age=34, sex="F", chief_complaint="facial bruising", pain=5,
                sensitive={"abuse": "My partner hit me last night."})
    for question in ("Is anyone knockin' you about at home?", "Is it someone you live with that's done this to you?",
                     "Does anyone check your phone or tell you who you can see?"):
        said = reply(case, question)
        assert not CLARIFY.search(said), (question, said)
        assert not re.match(r"\W*no\b", said, re.IGNORECASE), (question, said)


def test_a_statement_said_back_for_a_yes_is_answered_not_queried() -> None:
    case = Case(case_id="b10-sv-1", age=45, sex="M", chief_complaint="back pain", pain=8,
                history={"location": "lower back"})
    for question in ("It's really bad right now, isn't it?", "It's mostly in your lower back, isn't it?"):
        said = reply(case, question)
        assert not CLARIFY.search(said), (question, said)


@pytest.mark.parametrize(("question", "asked"), [
    # after the bank 11 measurement: harm to oneself with the verb first, and one's own body as what is harmed
    ("Any thoughts lately of doing yourself some harm?", True),
    ("Would he ever do himself harm, do you think?", True),
    ("Do you ever feel like harming your own body?", True),
    ("Has she done herself an injury on the trampoline?", False),  # an accident, in the British idiom
    ("Did you cut your own hair?", False),
])
def test_self_harm_asked_with_the_verb_first_or_of_ones_own_body(question, asked):
    assert ("self_harm" in asked_topics(question)) is asked
