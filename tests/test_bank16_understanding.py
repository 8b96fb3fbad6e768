"""Ways of asking the scripted patient once misread (training on bank 16, measured once at 95.8 %), by meaning.

Each is worded afresh: wanting or wishing to be dead, thoughts about dying, doing away with or damaging oneself; a
night's drinking counted in shots or bought at the liquor store, and street drugs named beside "anything today"; a
medicine against clots, and "drugs" that stop clotting; being pregnant or the period in Filipino and Kenyan English
("buntis", "your mens", "expectant"); being shut or thrown out of the home; a warm drink given for the cold; the pain
named in a preface and asked after as "yours"; a scene set first ("while you're warming up, ..."); what was taken for
it, and whether whatever it was helped; the moment in an activity when it first showed; a wipe-out, what "went down",
how the body took the knock; what else has been happening in the body; and a relative by marriage as the one asked
about. The near misses share words and are not the topic: "dead certain" is no wish to die, a vaccine's shots are no
drinks, a warm drink is no alcohol, "expectant management" no pregnancy, a head-injury form no injury, "did your head
take a knock?" no story of how it happened, "wiped out" no fall, locking oneself out no abuse, a big family's "yours" no
pain.
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
    # harm to oneself
    ("Lately, have you found yourself wanting to be dead?", {"self_harm"}, set()),
    ("Does your brother-in-law ever say he wishes he was dead?", {"self_harm"}, set()),
    ("Has any thought about dying been going through your head, and have you acted on it?", {"self_harm"}, set()),
    ("Does some part of you want to die right now?", {"self_harm"}, set()),
    ("Have you had thoughts of doing away with yourself?", {"self_harm"}, set()),
    ("Has your godson ever deliberately damaged himself?", {"self_harm"}, set()),
    ("I need to ask whether you've been damaging yourself in any way.", {"self_harm"}, set()),
    ("I want to be dead certain — did you take anything for the pain?", {"treatment"}, {"self_harm"}),
    ("Are we doing away with the sling now?", set(), {"self_harm"}),
    ("Are you worried you might be dying?", set(), {"self_harm"}),
    # drink and drugs
    ("How many shots of tequila did you have tonight?", {"substance"}, {"immunisations"}),
    ("Pints, shots — how much have you had this evening?", {"substance"}, {"immunisations"}),
    ("Did you stop at the off-licence on the way over?", {"substance"}, set()),
    ("Did you take anything today, like edibles or molly?", {"substance"}, {"medications"}),
    ("Is she up to date with her shots?", {"immunisations"}, {"substance"}),
    ("Would you like a warm drink while you wait?", set(), {"substance"}),
    ("How much have you had to eat today?", set(), {"substance"}),
    ("While you were out drinking, did anyone hurt you?", {"abuse"}, {"substance"}),
    # blood thinners
    ("Are you taking anything against clots, for your heart valve?", {"anticoagulants"}, {"medications"}),
    ("The falls screen asks about anti-clotting drugs — are you on any?", {"anticoagulants"}, {"substance"}),
    ("The head-injury form wants your blood thinners — are you on any?", {"anticoagulants"}, {"mechanism"}),
    ("Any clot-prevention tablets at home?", {"anticoagulants"}, {"history"}),
    ("Are you on any of those Lovenox shots for your blood?", {"anticoagulants"}, {"immunisations"}),
    ("Are you on blood thinners, and do you use any recreational drugs?", {"anticoagulants", "substance"}, set()),
    ("Have you ever had a clot in your lung?", {"history"}, {"anticoagulants"}),
    ("Did anyone give you anything against the fever?", {"treatment"}, {"anticoagulants", "symptoms"}),
    # pregnancy
    ("Are you buntis right now, ma'am?", {"pregnancy"}, set()),
    ("When was your last mens?", {"pregnancy"}, {"onset"}),
    ("Is she expectant, as far as you know?", {"pregnancy"}, set()),
    ("Any shot you might be pregnant?", {"pregnancy"}, {"mechanism"}),
    ("Is the doctor thinking of expectant management for the wound?", set(), {"pregnancy"}),
    # someone at home
    ("Has anyone ever locked you out of the house?", {"abuse"}, set()),
    ("Did your husband throw you out into the snow?", {"abuse"}, set()),
    ("Did you lock yourself out of the house?", set(), {"abuse"}),
    ("Was she thrown out of the car?", {"mechanism"}, {"abuse"}),
    # what the pain is like, and what was tried
    ("Everyone feels pain differently — what's yours like?", {"character"}, set()),
    ("Some people have a big family — what's yours like?", set(), {"character"}),
    ("While you're warming up, what does the pain feel like?", {"character"}, {"symptoms"}),
    ("How's the pain — is it like being burnt, or like something pressing?", {"character"}, {"severity"}),
    ("Do you think whatever you took for it did anything?", {"treatment"}, set()),
    ("What has your father-in-law had for his headache so far?", {"treatment"}, {"symptoms"}),
    ("Keep that foil round you — did anyone make you a hot drink or give you anything before you came in?",
     {"treatment"}, {"substance"}),
    # when, and how it happened
    ("At what point in the match did he first say something was wrong?", {"onset"}, set()),
    ("What point on the scale would you give it?", {"severity"}, {"onset"}),
    ("Bro, how did you wipe out?", {"mechanism"}, set()),
    ("What really went down out there?", {"mechanism"}, set()),
    ("Are you feeling wiped out?", set(), {"mechanism"}),
    ("How did this one happen, then?", {"mechanism"}, set()),
    ("I need to know how your knee took the knock — what happened?", {"mechanism"}, set()),
    ("Did your head take a knock at all?", set(), {"mechanism"}),
    # the other symptoms
    ("What else has been going on in your body since it began?", {"symptoms"}, {"onset"}),
    ("What else is going on at home?", set(), {"symptoms"}),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = set(read_intents(question).names)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_a_companion_seeing_him_sick_is_asked_about_the_sickness() -> None:
    reading = read_intents("Has he seemed sick or confused since he got here?")
    assert [probe.name for probe in reading.probes] == ["nausea", "confusion"], reading


CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def reply(case: Case, question: str, trust: str = "high") -> str:
    return ask(case, question, PatientPersona(trust_in_healthcare=trust, verbosity="terse", disfluency_rate=0.0))


def test_a_wish_to_be_dead_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b16-sh-1", age=33, sex="F", chief_complaint="low mood", pain=0,
                sensitive={"self_harm": "I keep thinking everyone would be better off if I was dead."})
    for question in ("Have you been wanting to be dead lately?", "Does any part of you want to die?",
                     "Have you thought about doing away with yourself?", "I have to ask whether you've been damaging yourself."):
        said = reply(case, question)
        assert not CLARIFY.search(said) and not re.match(r"\W*(?:no|okay|alright)\b", said, re.IGNORECASE), (question, said)


def test_a_night_counted_in_shots_is_the_drinking_not_the_vaccines() -> None:
    case = Case(case_id="b16-sub-1", age=22, sex="M", chief_complaint="fell over, cut to chin", pain=3,
                sensitive={"substance_use": "I had about six shots of vodka and a few beers."})
    for question in ("How many shots have you had tonight?", "Did you stop by the liquor store tonight — how much have you had?"):
        said = reply(case, question)
        assert not CLARIFY.search(said) and "immunis" not in said.lower(), (question, said)
        assert re.search(r"vodka|shots|beer", said, re.IGNORECASE), (question, said)


def test_street_drugs_named_beside_anything_today_are_never_denied_with_the_medicines() -> None:
    case = Case(case_id="b16-sub-2", age=28, sex="M", chief_complaint="unresponsive", pain=0, speaker="companion",
                companion="friend", history={"medications": ["sertraline"]},
                sensitive={"substance_use": "He's been smoking cannabis and taking pills most weekends."})
    said = reply(case, "Did he take anything today — like edibles, molly, anything?")
    assert "sertraline" not in said.lower() and "regularly" not in said.lower(), said


def test_a_medicine_against_clots_is_answered_from_the_blood_thinner() -> None:
    case = Case(case_id="b16-bt-1", age=71, sex="M", chief_complaint="nosebleed", pain=1,
                history={"medications": ["rivaroxaban", "ramipril"]})
    for question in ("Do you take any tablet against clots, for the heart rhythm?",
                     "The form asks about anti-clotting drugs — are you on any?",
                     "Any clot-prevention medicine, or nothing like that?"):
        said = reply(case, question)
        assert "rivaroxaban" in said.lower() and not re.search(r"alcohol|drugs", said, re.I), (question, said)


def test_being_buntis_or_expectant_is_answered_as_the_pregnancy() -> None:
    case = Case(case_id="b16-preg-1", age=26, sex="F", chief_complaint="vomiting", pain=2,
                sensitive={"pregnancy": "My period is three weeks late."})
    for question in ("Are you buntis po? When was your last mens?", "Mama, are you expectant?"):
        said = reply(case, question)
        assert not CLARIFY.search(said) and "late" in said.lower(), (question, said)


def test_being_thrown_out_into_the_cold_is_heard_as_the_abuse() -> None:
    case = Case(case_id="b16-ab-1", age=45, sex="F", chief_complaint="cold exposure", pain=2,
                sensitive={"abuse": "My husband locked me out of the house last night."})
    said = reply(case, "Did somebody lock you out, or throw you out into the cold?")
    assert not CLARIFY.search(said) and "husband" in said.lower(), said


def test_a_warm_drink_given_for_the_cold_is_what_was_tried_not_alcohol() -> None:
    case = Case(case_id="b16-tx-1", age=80, sex="F", chief_complaint="found on floor, cold", pain=3)
    said = reply(case, "Keep that blanket round you — did anyone give you a warm drink or any medicine before you got here?")
    assert not re.search(r"alcohol|drugs", said, re.I) and not CLARIFY.search(said), said


def test_the_pain_asked_after_as_yours_and_a_scene_set_first_are_answered_with_what_it_is_like() -> None:
    case = Case(case_id="b16-ch-1", age=52, sex="M", chief_complaint="chest pain", pain=6,
                history={"character": "heavy, like a weight on my chest"})
    for question in ("Everyone describes pain differently, no wrong answers — what's yours like?",
                     "While you're shivering there, what does the pain feel like?"):
        said = reply(case, question)
        assert "heavy" in said.lower() and "fever" not in said.lower(), (question, said)


def test_what_else_has_been_happening_in_the_body_is_the_other_symptoms_not_when_it_began() -> None:
    case = Case(case_id="b16-as-1", age=70, sex="M", chief_complaint="urinary retention", pain=6,
                history={"onset": "I haven't been able to pee since last night", "associated_symptoms": ["only dribbling"]})
    said = reply(case, "Walk me through what else has been happening in your body since this started.")
    assert "dribbl" in said.lower(), said
