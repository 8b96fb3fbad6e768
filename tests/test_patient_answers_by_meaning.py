"""What the scripted patient answers to questions it once misread, from the case and never against it.

Each question is worded afresh (not taken from any benchmark bank): a brand of blood thinner, the course of the
pain, contraception asked of a woman who may be pregnant, a due date asked of one who is not, and "what did you
take?" asked of a patient who swallowed nothing.
"""

from __future__ import annotations

import asyncio
import re

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.cases import Case
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def reply(case: Case, question: str, persona: PatientPersona | None = None) -> str:
    patient = ScriptedPatient(persona or PatientPersona(trust_in_healthcare="high", verbosity="terse", disfluency_rate=0.0))
    patient.reset(run_id="meaning-1", seed=0)
    observation = PatientObservation(run_id="meaning-1", turn=1, brief=PatientBrief.from_case(case), nurse_utterance=question,
                                     new_events=[])
    return asyncio.run(patient.act(observation)).utterance


def test_a_blood_thinner_asked_by_a_brand_name_is_answered_with_the_case_medicine() -> None:
    case = Case(case_id="bt-1", age=74, sex="M", chief_complaint="fall, head lac", pain=3,
                history={"medications": ["warfarin", "ramipril"]})
    said = reply(case, "Are you taking any Marevan at the moment?")
    assert "warfarin" in said.lower() and not CLARIFY.search(said), said


def test_preparing_for_suicide_is_heard_as_a_self_harm_question() -> None:
    case = Case(case_id="sh-1", age=31, sex="F", chief_complaint="depression, SI", pain=0,
                sensitive={"self_harm": "I've been thinking about ending my life."})
    for question in ("Have you been reading up on how to end your life?", "Have you been giving away your belongings?"):
        said = reply(case, question)
        assert not CLARIFY.search(said) and re.search(r"ending my life|thoughts|hurting myself", said, re.IGNORECASE), (question, said)


def test_what_was_taken_is_no_overdose_where_the_case_holds_none() -> None:
    case = Case(case_id="sh-2", age=28, sex="M", chief_complaint="depression, SI", pain=0,
                sensitive={"self_harm": "I've been saving up my tablets to take them all tonight."})
    said = reply(case, "What exactly did you take this evening?")
    assert not re.search(r"\bI took\b", said), said


def test_the_course_of_the_pain_is_answered_as_better_worse_or_the_same() -> None:
    case = Case(case_id="tr-1", age=45, sex="F", chief_complaint="abd pain", pain=6,
                history={"onset": "this morning", "location": "the middle of my belly"})
    said = reply(case, "Has it been easing off, getting worse, or no real change?")
    assert re.search(r"\b(?:better|worse|same)\b", said), said


def test_contraception_asked_of_a_woman_who_may_be_pregnant_tells_the_pregnancy_when_she_is_open() -> None:
    case = Case(case_id="pr-1", age=26, sex="F", chief_complaint="abd pain, vag bleeding", pain=5,
                history={"medications": []}, sensitive={"pregnancy": "My period is two weeks late."})
    said = reply(case, "Do you use any contraception?")
    assert re.search(r"\blate\b|pregnan", said), said


def test_a_due_date_asked_of_a_woman_who_is_not_pregnant_is_answered_plainly() -> None:
    case = Case(case_id="pr-2", age=33, sex="F", chief_complaint="ankle injury", pain=4)
    said = reply(case, "When are you due?")
    assert "not pregnant" in said, said
