"""Ways of asking the scripted patient once misread (round 2026-12l, training on bank 8), by meaning.

Each group is a way of asking: a check-back that states what the nurse thinks and asks to confirm it ("It's your
left knee, isn't it?"), a clipped question completed by a list after a dash ("You allergic to anything — meds,
foods?"), a question that points back to the half before it ("Peanuts, eggs — anything like that?"), regional and
very formal registers ("what's the bother", "paining you", "self-administered any analgesia"), and indirect safety
questions (blood thinners asked by what they do, self-harm asked as harm to one's own body). Most examples are worded
afresh; a few keep the bank's wording beside them. Every reading is checked as a topic, and the answers built for
the riskiest ones (blood thinners, self-harm, a pregnancy, an allergy told back) are checked against the case.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.agents.offline.patient.intents import read_intents
from triagesim.cases import Case
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    # why they came: a word between, Caribbean and Scots registers, what made today the day, what a doctor said
    ("What's actually wrong with you this evening?", {"complaint"}, set()),
    ("Wha' happen, what bring you here tonight?", {"complaint"}, set()),
    ("So what's the bother today, hen?", {"complaint"}, set()),
    ("Why today — what made today the day you came?", {"complaint"}, set()),
    ("What finally made you decide to come to hospital?", {"complaint"}, set()),
    ("The GP sent you in — what did she think was going on?", {"complaint"}, set()),
    ("Is that the gist of it, or is there something more specific?", {"complaint"}, set()),
    # where: a guess to confirm, a choice of places, the place touched, where it comes from
    ("It's the left ankle that's sore, isn't it?", {"location"}, set()),
    ("I take it it's your right shoulder, not the left?", {"location"}, set()),
    ("Is it at the front of the knee, or more on your inner thigh?", {"location"}, set()),
    ("Between the shoulder blades, or lower down?", {"location"}, set()),
    ("Can you show me the spot that hurts the most?", {"location"}, set()),
    ("Does the pain seem to be coming from your back or your tummy?", {"location"}, set()),
    # how bad: a score said back, "over ten", against the usual, "paining you"
    ("You told me a seven earlier — is it still a seven?", {"severity"}, set()),
    ("How many over 10 would you say, ah?", {"severity"}, set()),
    ("Is this worse than your normal migraines?", {"severity"}, set()),
    ("Is it paining you badly, or only a little?", {"severity"}, set()),
    # what it is like, formally
    ("Could you characterise the pain for me?", {"character"}, set()),
    # what was done for it: formal words, a balm rubbed on, what someone was given, "anything like that for it"
    ("Any analgesics taken before you arrived?", {"treatment"}, set()),
    ("Has she rubbed anything on her knee, Vicks or a muscle rub?", {"treatment"}, set()),
    ("What has your dad been given for the pain so far?", {"treatment"}, set()),
    ("Any Aleve or something like that for the headache?", {"treatment"}, {"symptoms"}),
    ("If you took anything before coming in, what and when?", {"treatment"}, set()),
    # regular medicines: what the pharmacy holds, taken every day, "drugs" from the doctor, statins by brand
    ("If we called your chemist, what would they say you take?", {"medications"}, set()),
    ("Apart from the inhaler, anything else you take every day?", {"medications"}, set()),
    ("What does your husband take for his sugar?", {"medications"}, set()),
    ("Are you taking any drugs regularly from the doctor?", {"medications"}, {"substance"}),
    ("Is he on Crestor for his cholesterol?", {"medications"}, set()),
    ("That bag is full of tablets, I see — shall we go through them?", {"medications"}, {"location"}),
    # allergies: a list after a dash, a list pointed back to, one that cannot be given, what makes one puffy
    ("Allergic to anything — medicines, foods, plasters?", {"allergies"}, set()),
    ("Shellfish, nuts, latex — anything like that?", {"allergies"}, set()),
    ("If you needed painkillers, is there one you can't take?", {"allergies"}, set()),
    ("Does any food make you swell up or go blotchy?", {"allergies"}, set()),
    ("So codeine makes you sick — is it just sickness, or do you come out in a rash?", {"allergies"}, set()),
    # but a rash asked for itself is a symptom, not an allergy
    ("Have you come out in a rash at all?", {"symptoms"}, {"allergies"}),
    # blood thinners asked by what they do
    ("Are you on a tablet that stops clots forming?", {"anticoagulants"}, set()),
    ("Do you bleed for ages from a small cut because of something you're on?", {"anticoagulants"}, {"symptoms"}),
    # history: clots in the past, a "heart thing", high blood as a condition
    ("Ever had a clot before?", {"history"}, set()),
    ("You said you had a heart scare once — what was that?", {"history"}, set()),
    ("Do you have high blood or sugar?", {"history"}, {"symptoms"}),
    # symptoms in regional words
    ("Been retching at all?", {"symptoms"}, set()),
    ("Is her body hot, and any loose motions?", {"symptoms"}, set()),
    ("If you listed everything else going on besides the pain, what would it be?", {"symptoms"}, set()),
    # pregnancy, in other words
    ("Any chance you're carrying a baby?", {"pregnancy"}, set()),
    ("You're not expectin', are you?", {"pregnancy"}, set()),
    ("Could there be a wee one on the way?", {"pregnancy"}, set()),
    # substances by local names, on the drink, a drug screen, what was taken at a party said before
    ("Had any white rum or moonshine tonight?", {"substance"}, set()),
    ("Have you been on the drink today?", {"substance"}, set()),
    ("Any shabu or molly?", {"substance"}, set()),
    ("If we tested your urine for drugs, would anything turn up?", {"substance"}, {"symptoms"}),
    ("You were at a festival, you said. Did you take anything while you were there?", {"substance"}, {"medications"}),
    # self-harm: harm to one's own body, injuries done to oneself
    ("Have you ever cut your own skin on purpose?", {"self_harm"}, set()),
    ("Did you make these cuts on yourself?", {"self_harm"}, {"mechanism"}),
    # abuse: nobody hurting you, hands put on you, rough with a named patient
    ("No one at home is hitting you, are they?", {"abuse"}, set()),
    ("Is anyone putting their hands on you?", {"abuse"}, set()),
    ("Has anybody been rough with Mr Patel at the home?", {"abuse"}, set()),
    # how it happened: what really happened, what burnt them, how one came to do it
    ("Tell me what actually happened.", {"mechanism"}, set()),
    ("Was it the kettle that burnt you?", {"mechanism"}, set()),
    ("How'd you manage to do that to yourself?", {"mechanism"}, {"self_harm"}),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = set(read_intents(question).names)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_a_list_after_a_dash_is_not_a_different_question() -> None:
    # the clipped question before the dash is what is asked; the list only completes it
    assert read_intents("You allergic to anything, love — meds, foods, bee stings?").names == ("allergies",)
    # a preamble of the nurse's own before a dash stays apart from what is asked
    assert read_intents("I've got your name — what's the problem?").names == ("complaint",)


CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def reply(case: Case, question: str, persona: PatientPersona | None = None) -> str:
    patient = ScriptedPatient(persona or PatientPersona(trust_in_healthcare="high", verbosity="terse", disfluency_rate=0.0))
    patient.reset(run_id="bank8-1", seed=0)
    observation = PatientObservation(run_id="bank8-1", turn=1, brief=PatientBrief.from_case(case), nurse_utterance=question,
                                     new_events=[])
    return asyncio.run(patient.act(observation)).utterance


def test_blood_thinners_asked_by_what_they_do_are_answered_from_the_medicines() -> None:
    on = Case(case_id="b8-bt-1", age=78, sex="F", chief_complaint="fall, head lac", pain=3,
              history={"medications": ["apixaban", "amlodipine"]})
    off = Case(case_id="b8-bt-2", age=40, sex="M", chief_complaint="lac L hand", pain=3, history={"medications": []})
    for question in ("Any pill for your heart that keeps clots from forming?",
                     "Do you bleed for ages when you cut yourself, because of a tablet you're on?"):
        said = reply(on, question)
        assert "apixaban" in said.lower() and not CLARIFY.search(said), (question, said)
        said = reply(off, question)
        assert re.search(r"\bno\b", said, re.IGNORECASE) and "apixaban" not in said.lower(), (question, said)


def test_harm_to_ones_own_body_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b8-sh-1", age=19, sex="F", chief_complaint="lac L forearm", pain=3,
                sensitive={"self_harm": "I cut my arm on purpose last night."})
    for question in ("Have you hurt your own body on purpose?", "Did you do these cuts to yourself?"):
        said = reply(case, question)
        assert not CLARIFY.search(said) and re.search(r"on purpose|myself|cut", said, re.IGNORECASE), (question, said)
        assert not re.match(r"\W*no\b", said, re.IGNORECASE), (question, said)


def test_a_kitchen_knife_is_no_rash() -> None:
    case = Case(case_id="b8-rash-1", age=30, sex="M", chief_complaint="stab wound abd", pain=8,
                history={"mechanism": "stabbed in the belly with a kitchen knife", "associated_symptoms": ["dizzy"]})
    said = reply(case, "Any itching, or a rash?")
    assert "knife" not in said.lower() and re.search(r"\bno\b", said, re.IGNORECASE), said


def test_a_chance_of_pregnancy_asked_with_the_pill_is_never_denied_where_the_case_holds_one() -> None:
    case = Case(case_id="b8-pr-1", age=24, sex="F", chief_complaint="abd pain, vag bleeding", pain=5,
                sensitive={"pregnancy": "My period is two weeks late."})
    said = reply(case, "You're on the pill, aren't you? Any chance it didn't work?")
    assert re.search(r"late|pregnan", said, re.IGNORECASE), said


def test_an_allergy_said_back_is_answered_with_the_allergy() -> None:
    case = Case(case_id="b8-al-1", age=50, sex="M", chief_complaint="cellulitis L leg", pain=4,
                history={"allergies": ["penicillin"]})
    said = reply(case, "So penicillin gives you a rash — is it only a rash, or do you swell up too?")
    assert "penicillin" in said.lower(), said


def test_what_was_taken_at_a_party_said_before_is_a_substance_question() -> None:
    case = Case(case_id="b8-sub-1", age=22, sex="M", chief_complaint="palpitations", pain=0,
                history={"medications": ["sertraline"]}, sensitive={"substance_use": "I took two pills of MDMA at the party."})
    said = reply(case, "You said you were at a party — did you take anything while you were there?")
    assert "sertraline" not in said.lower() and re.search(r"mdma|pills", said, re.IGNORECASE), said


def test_a_denial_inside_a_longer_item_is_said_in_the_symptoms_own_words() -> None:
    # "healing well, no redness" holds its own "no": asked about a rash, never "no healing well"
    case = Case(case_id="b8-neg-1", age=60, sex="F", chief_complaint="wound check", pain=1,
                history={"associated_symptoms": ["healing well, no redness"]})
    said = reply(case, "Any rash come up?")
    assert "no healing" not in said.lower() and re.search(r"\bno\b", said, re.IGNORECASE), said


def test_more_ways_of_asking_about_blood_thinners_and_self_harm_are_heard() -> None:
    # the two topics a triage nurse must never have misunderstood, asked indirectly and in other words
    thinners = ("Any tablets to keep your blood from getting too thick?", "Does your blood take ages to clot?",
                "Do you inject anything into your tummy every day for your blood?", "Are you on anti-coagulation tablets?",
                "Take anything to prevent strokes from your AF?", "Any medicine to keep your blood runny?")
    harm = ("Do you ever wish you could fall asleep and never wake up?", "Do you feel like there's no point to anything?",
            "Have you had enough of everything?", "Do you feel like you're a burden to everyone?",
            "Any thoughts of taking an overdose?", "Have you got the means to do it at home?")
    for question in thinners:
        assert "anticoagulants" in read_intents(question).names, question
    for question in harm:
        assert "self_harm" in read_intents(question).names, question


def test_a_symptom_told_in_other_words_is_named_again_when_asked_not_pointed_at() -> None:
    # a faint told in the opening, then "feeling lightheaded?": the yes says what it is to ("I fainted, like I
    # said"), never a bare "what I mentioned" the nurse cannot check
    from triagesim.cases import load_bundled_cases
    from triagesim.personas import fit_patient_persona, load_patient_personas

    case = next(c for c in load_bundled_cases() if c.case_id == "ts-013")
    persona = next(p for p in load_patient_personas() if p.persona_id == "p01")
    patient = ScriptedPatient(fit_patient_persona(persona, sex=case.sex, age=case.apparent_age))
    patient.reset(run_id="bank8-2", seed=0)
    brief = PatientBrief.from_case(case)
    said = []
    for turn, question in enumerate(("Hello, I'm the triage nurse. What's brought you in today?", "Feeling lightheaded?"), 1):
        observation = PatientObservation(run_id="bank8-2", turn=turn, brief=brief, nurse_utterance=question, new_events=[])
        said.append(asyncio.run(patient.act(observation)).utterance)
    assert "what I mentioned" not in said[1] and "the same as I said" not in said[1], said
    assert re.search(r"faint|dizz|light", said[1], re.IGNORECASE), said
