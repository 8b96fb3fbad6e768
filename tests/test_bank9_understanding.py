"""Ways of asking the scripted patient once misread (round 2026-12m, training on bank 9), by meaning.

Each group is a way of asking: words of a region or of speech read as the plain words they stand for ("owt", "summat",
"whaddya"), a reason or a statement of the nurse's own before a comma ("So I know whether the tablets help, how bad is
it now?", "Your notes say asthma, but what's brought you in?"), a short naming of the thing before a dash that the
question after it points back to ("Your last period — when was it?"), choices offered inside the question ("the top or
the underneath", "a sting or more of an ache", "pain, an injury, or something else that's brought you in"), clipped
clinical shorthand ("site of pain?", "anything PTA?", "ETOH?"), and remedies, drinks and blood thinners by their local
or brand names. Every example is worded afresh. Each reading is checked as a topic, with negatives that look like a
topic and are not, and the answers built for the riskiest ones (blood thinners, self-harm) are checked against the case.
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
    # why they came: "whaddya", "what is it that's bringing you", sent in by someone, the visit, a statement before "but"
    ("So whaddya in with tonight, pal?", {"complaint"}, set()),
    ("What is it that's bringing you to us this morning?", {"complaint"}, set()),
    ("What has your dad been sent up to us for?", {"complaint"}, set()),
    ("This visit — what's it for?", {"complaint"}, set()),
    ("I can see you've got asthma on file, but what's really brought you here?", {"complaint"}, {"history"}),
    ("Is it an illness, an injury, or something else that's brought you here?", {"complaint"}, {"mechanism"}),
    # where: a side of the part as a choice, the clipped "site of pain", radiating
    ("Your wrist — is it the top or the underneath that's tender?", {"location"}, set()),
    ("Site of the injury?", {"location"}, set()),
    ("Does the pain radiate at all?", {"location"}, set()),
    # but going to the pharmacy is no pain that goes somewhere
    ("Did you go to the pharmacy before you came?", {"treatment"}, {"location"}),
    # how bad: against the worst felt before, and a reason of the nurse's own before the comma
    ("Next to the worst pain you've known, how does this compare?", {"severity"}, set()),
    ("How would you rate it against your kidney stone?", {"severity"}, set()),
    ("So I know whether the tablets are helping, how bad is it right now?", {"severity"}, {"treatment"}),
    # what it is like: said as a wish to know, and the qualities offered as a choice
    ("I need to know what the pain really feels like.", {"character"}, set()),
    ("Is it more of a twinge, or a throb?", {"character"}, set()),
    ("Would you say it's like pins and needles, or more like a burn?", {"character"}, {"symptoms"}),
    # but pins and needles asked for themselves are a symptom
    ("Any pins and needles in your feet?", {"symptoms"}, {"character"}),
    # history: an organ taken out, anything serious in the past in Yorkshire words
    ("Was it your tonsils — no, your gallbladder — that they took out?", {"history"}, set()),
    ("Have you had owt wrong with your health in the past?", {"history"}, set()),
    # self-harm: "summat" done to oneself, tired of living as against tired of the pain
    ("Have things got that bad you've thought about doing summat to yourself?", {"self_harm"}, set()),
    ("Are you tired of the pain, or tired of living?", {"self_harm"}, set()),
    ("Are you tired of waiting?", set(), {"self_harm"}),
    # abuse: all well at home, someone in the house bullying or beating them
    ("Is everything alright at home?", {"abuse"}, set()),
    ("Is anyone at your brother's place bullying you or beating you?", {"abuse"}, set()),
    ("Is anything troubling you about the tablets?", set(), {"abuse"}),
    # how it happened: what did it, knocked by a vehicle, what they were on when hurt
    ("That graze on your knee — what did it?", {"mechanism"}, set()),
    ("Were you knocked down by a taxi?", {"mechanism"}, set()),
    ("What were you riding when you got injured?", {"mechanism"}, set()),
    ("What did it feel like?", {"character"}, {"mechanism"}),
    # substances: drink in cans or scoops, khat and home brew, the clipped ETOH
    ("How many cans would you get through in a night?", {"substance"}, set()),
    ("Any khat, or palm wine?", {"substance"}, set()),
    ("ETOH use at all?", {"substance"}, set()),
    ("A few scoops last night, or anything else?", {"substance"}, {"symptoms"}),
    ("Ever smoked?", {"smoking"}, set()),
    # pregnancy: in other words, and the last period named before a dash
    ("Could you be in the family way?", {"pregnancy"}, set()),
    ("Any chance of a bun in the oven?", {"pregnancy"}, set()),
    ("Your last period — when was that?", {"pregnancy"}, {"onset"}),
    ("Is there a chance you might be hapu?", {"pregnancy"}, set()),
    # what was done for it: brands bought over the counter, the shorthand PTA, what a named patient took
    ("Had any Lemsip or Panadol before you came?", {"treatment"}, set()),
    ("Any meds PTA?", {"treatment"}, set()),
    ("What has Mrs Okafor taken for this so far?", {"treatment"}, set()),
    ("Tablets for this pain — which did you take, and when?", {"treatment"}, {"location"}),
    ("What have you taken so far, and when was the last dose?", {"treatment"}, {"ingestion"}),
    # regular medicines in Yorkshire words
    ("Is he on owt from the GP?", {"medications"}, set()),
    # a reason of the nurse's own before "so": only what is asked after it
    ("It matters for the scan, so is there any chance you're pregnant?", {"pregnancy"}, {"self_harm", "abuse"}),
    # blood thinners by another brand
    ("Does he take Sintrom?", {"anticoagulants"}, set()),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = set(read_intents(question).names)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_spoken_words_are_read_only_as_whole_words() -> None:
    # "owt" and "ya" inside other words are left alone
    assert "medications" not in read_intents("Any growths or lumps?").names
    assert read_intents("Is your nose stuffy or runny?").names == read_intents("Is your nose stuffy or runny?").names
    assert "complaint" in read_intents("Whaddya here for?").names


CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def reply(case: Case, question: str, persona: PatientPersona | None = None) -> str:
    patient = ScriptedPatient(persona or PatientPersona(trust_in_healthcare="high", verbosity="terse", disfluency_rate=0.0))
    patient.reset(run_id="bank9-1", seed=0)
    observation = PatientObservation(run_id="bank9-1", turn=1, brief=PatientBrief.from_case(case), nurse_utterance=question,
                                     new_events=[])
    return asyncio.run(patient.act(observation)).utterance


def test_a_blood_thinner_named_by_another_brand_is_answered_from_the_medicines() -> None:
    on = Case(case_id="b9-bt-1", age=71, sex="F", chief_complaint="fall, head lac", pain=3,
              history={"medications": ["acenocoumarol", "metformin"]})
    off = Case(case_id="b9-bt-2", age=35, sex="M", chief_complaint="lac R hand", pain=3, history={"medications": []})
    for question in ("Has she had her Acitrom today?", "Are you on Sintrom?"):
        said = reply(on, question)
        assert "acenocoumarol" in said.lower() and not CLARIFY.search(said), (question, said)
        said = reply(off, question)
        assert re.search(r"\bno\b", said, re.IGNORECASE) and "acenocoumarol" not in said.lower(), (question, said)


def test_self_harm_asked_in_regional_words_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b9-sh-1", age=23, sex="M", chief_complaint="overdose", pain=0,
                sensitive={"self_harm": "I took the tablets because I wanted to die."})
    for question in ("Have you felt that down you've thought of doing summat to yourself?",
                     "When you say you're fed up, is that of the pain or of being alive?"):
        said = reply(case, question)
        assert not CLARIFY.search(said), (question, said)
        assert not re.match(r"\W*no\b", said, re.IGNORECASE), (question, said)


def test_an_over_the_counter_brand_is_answered_as_what_was_taken_for_it() -> None:
    case = Case(case_id="b9-tr-1", age=40, sex="F", chief_complaint="headache", pain=5)
    said = reply(case, "Did you take any Hedex or Mara Moja before coming in?")
    assert re.search(r"\b(?:taken|took|tried)\b", said, re.IGNORECASE) and not CLARIFY.search(said), said


def test_whaddya_here_for_is_answered_with_the_complaint() -> None:
    case = Case(case_id="b9-cc-1", age=52, sex="M", chief_complaint="chest pain", pain=6)
    said = reply(case, "Right, whaddya here for today?")
    assert "chest" in said.lower() and not CLARIFY.search(said), said
