"""Ways of asking the scripted patient once misread (training on bank 18, measured once at 95.6 %), by meaning.

Each is worded afresh: wishing oneself not alive or dead with "-ing", thinking of not living any more, others "better
without" one, tablets taken "to die" and meaning to die, a list of ways of hurting oneself ending in "yourself" or done "to
cope", and a statement before a semicolon that is no question; lowering the risk of clots or strokes, bleeding slow to
stop, and "catch your breath" said as a kindness; how many of a drink by brand are "put away", spirits of Brazil by name,
tobacco chewed or dipped, the water pipe, what someone was having at a bar, and when liquor was last had; a spouse as the
one who hits, rough handling in "-s" or given as examples, bad things done to one, a friend treated badly, and a black eye
someone you know gave; what was hit or collided with, being knocked over, the wreck, a tumble, and what happened to cause
it; what else is being felt besides the main problem; "bloods" that are blood tests; what the pain feels like with its
"does" left off and the words used for it; what the one handed over complained of; "before anything else" and "oxygen or
anything else at the scene"; a period "last due on"; and what a medicine or a sting has "given" one. The near misses
share words and are not the topic: a burn got cooking, a horse that kicked, biscuits or coffee put away, bloods taken
before, "can you catch your breath?", "in your own words" alone, and a cold that is beer ("how many cold ones").
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.cases import Case

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, terse_reply  # noqa: E402

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    # harm to oneself
    ("Lately, have you been wishing you weren't here any more?", {"self_harm"}, set()),
    ("Has she been wishing she was dead?", {"self_harm"}, set()),
    ("Have you thought of not being alive any more?", {"self_harm"}, set()),
    ("Does it ever feel like not living anymore would be easier?", {"self_harm"}, set()),
    ("Do you feel your family would be better without you?", {"self_harm"}, set()),
    ("Did he swallow all those pills to die?", {"self_harm"}, {"medications", "ingestion"}),
    ("When she walked into the river, was she meaning to die?", {"self_harm"}, set()),
    ("Have you ever cut, burnt or bitten yourself?", {"self_harm"}, {"mechanism"}),
    ("Do you hurt yourself to cope when things get bad?", {"self_harm"}, set()),
    ("Did you burn yourself on the stove?", set(), {"self_harm"}),
    ("Grief hits everyone differently; have you wished you were dead since your wife died?", {"self_harm"}, {"onset"}),
    # blood thinners
    ("Do you take a tablet to reduce the risk of a stroke or clots?", {"anticoagulants"}, {"medications"}),
    ("Is he on anything that makes his bleeding harder to stop?", {"anticoagulants"}, {"medications", "symptoms"}),
    ("Catch your breath, then tell me: any blood thinners?", {"anticoagulants"}, {"symptoms"}),
    ("Can you catch your breath?", {"symptoms"}, set()),
    # drink, drugs and tobacco
    ("How many cold ones does he put away on a Saturday?", {"substance"}, {"symptoms"}),
    ("How many mugs of coffee do you put away a day?", set(), {"substance"}),
    ("How many biscuits do you put away in a day?", set(), {"substance"}),
    ("Any pinga or cachaça at the weekend?", {"substance"}, set()),
    ("Do you chew or dip at all?", {"substance"}, set()),
    ("Any snus?", {"substance"}, set()),
    ("How often do you smoke shisha?", {"substance"}, set()),
    ("What were they having at the club?", {"substance"}, set()),
    ("When did she last have any beer, and how much?", {"substance"}, {"onset"}),
    ("In your own words, how much alcohol do you drink?", {"substance"}, {"complaint"}),
    ("In your own words?", {"complaint"}, set()),
    # harm from others
    ("Is there a person at home who punches you?", {"abuse"}, set()),
    ("Does anybody in the house get physical with you at times, like kicking or grabbing?", {"abuse"}, set()),
    ("Has her spouse ever hit her?", {"abuse"}, set()),
    ("Does your ex ever grab you?", {"abuse"}, set()),
    ("Does anyone do you nasty things at home?", {"abuse"}, set()),
    ("Is somebody treating your sister badly?", {"abuse"}, set()),
    ("Did somebody you live with give you those bruises?", {"abuse"}, set()),
    ("Did the horse kick you?", set(), {"abuse"}),
    # how it happened
    ("What actually struck you?", {"mechanism"}, set()),
    ("What did the cyclist collide with?", {"mechanism"}, set()),
    ("Did a wave knock you down?", {"mechanism"}, set()),
    ("How bad was the car wreck?", {"mechanism"}, set()),
    ("Did she have a spill off her bike?", {"mechanism"}, set()),
    ("What happened to cause the swelling?", {"mechanism"}, set()),
    ("What did you run into, and how fast?", {"mechanism"}, set()),
    # other symptoms, the complaint, pain, tests, treatment
    ("Aside from your main complaint, what else are you feeling?", {"symptoms"}, {"complaint"}),
    ("What else has he been noticing, apart from the cough?", {"symptoms"}, set()),
    ("Was she being sick?", {"symptoms"}, set()),
    ("Before we take your bloods, any allergies?", {"allergies"}, {"symptoms"}),
    ("Have you had your bloods taken before?", set(), {"symptoms"}),
    ("What's the ache feel like?", {"character"}, set()),
    ("What words would he use to describe the pain?", {"character"}, set()),
    ("What was she complaining about on the boat?", {"complaint"}, set()),
    ("What did your mother report feeling before she fell asleep?", {"complaint"}, set()),
    ("Before anything else, why are you here today?", {"complaint"}, {"symptoms"}),
    ("Did the crew give him morphine or anything else in the ambulance?", {"treatment"}, {"symptoms"}),
    ("Is the pain bad enough to keep you awake?", {"severity"}, set()),
    # pregnancy, allergies
    ("Are you due on soon?", {"pregnancy"}, set()),
    ("Has any food or tablet ever given you hives or a swollen face?", {"allergies"}, {"medications"}),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = read_as(question)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_wishing_not_alive_and_tablets_taken_to_die_are_answered_from_the_self_harm() -> None:
    case = Case(case_id="b18-sh-1", age=29, sex="F", chief_complaint="overdose of paracetamol", pain=2,
                sensitive={"self_harm": "I took them because I wanted to die."},
                history={"medications": ["sertraline"]})
    for question in ("Have you been wishing you weren't alive?", "Did you swallow those tablets to die?",
                     "Do you feel people would be better without you?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "die" in said.lower() and "sertraline" not in said.lower(), (question, said)


def test_harm_listed_and_done_to_cope_is_answered_from_the_self_harm() -> None:
    case = Case(case_id="b18-sh-2", age=19, sex="M", chief_complaint="burn to forearm", pain=3,
                sensitive={"self_harm": "I burn myself with a lighter when it gets too much."})
    said = terse_reply(case, "Have you ever scratched, cut or burned yourself to cope?")
    assert not CLARIFY.search(said) and "lighter" in said.lower(), said


def test_risk_of_clots_and_slow_bleeding_are_answered_from_the_blood_thinner() -> None:
    case = Case(case_id="b18-bt-1", age=79, sex="M", chief_complaint="nosebleed", pain=1,
                history={"medications": ["rivaroxaban", "ramipril"]})
    for question in ("In your own words, do you take anything to lower the chance of clots?",
                     "While I press here, are you on a tablet that makes bleeding hard to stop?"):
        said = terse_reply(case, question)
        assert "rivaroxaban" in said.lower() and "ramipril" not in said.lower(), (question, said)


def test_drinks_by_name_and_what_is_put_away_are_the_drinking() -> None:
    case = Case(case_id="b18-sub-1", age=47, sex="M", chief_complaint="fall", pain=4,
                sensitive={"substance_use": "I drink about twelve beers every weekend."})
    for question in ("How many Buds do you put away on a weekend?", "Do you drink cachaça?",
                     "When did you last have any booze, and how much?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "beers" in said.lower(), (question, said)


def test_rough_handling_by_a_spouse_or_given_as_examples_is_answered_from_the_abuse() -> None:
    case = Case(case_id="b18-ab-1", age=33, sex="F", chief_complaint="wrist pain", pain=5,
                sensitive={"abuse": "My husband twisted my arm behind my back."})
    for question in ("Does your spouse ever hurt you?", "Does anyone at home get physical, like grabbing or hitting you?",
                     "Is there someone who slaps you?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "husband" in said.lower(), (question, said)


def test_a_period_last_due_on_is_answered_with_when() -> None:
    case = Case(case_id="b18-preg-1", age=26, sex="F", chief_complaint="lower abdominal pain", pain=5)
    said = terse_reply(case, "When were you last due on?")
    assert not CLARIFY.search(said) and re.search(r"\bperiod\b.*\bago\b", said, re.IGNORECASE), said


def test_what_hit_you_is_the_story_of_the_injury() -> None:
    case = Case(case_id="b18-mech-1", age=22, sex="M", chief_complaint="injured shoulder after skiing into a tree", pain=6)
    for question in ("What exactly did you crash into?", "Did something knock you over?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said), (question, said)
