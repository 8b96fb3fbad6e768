"""What the scripted patient answers to questions it once misread, from the case and never against it.

Each question is worded afresh (not taken from any benchmark bank): a brand of blood thinner, the course of the
pain, contraception asked of a woman who may be pregnant, a due date asked of one who is not, "what did you
take?" asked of a patient who swallowed nothing, a symptom named again after the list was told, health and kindness
asked the other way round, and how long the thoughts of self-harm have gone on.
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


def replies(case: Case, *questions: str, persona: PatientPersona | None = None) -> list[str]:
    """The replies of one episode to questions asked in turn."""
    patient = ScriptedPatient(persona or PatientPersona(trust_in_healthcare="high", verbosity="terse", disfluency_rate=0.0))
    patient.reset(run_id="meaning-2", seed=0)
    brief = PatientBrief.from_case(case)
    said = []
    for turn, question in enumerate(questions, 1):
        observation = PatientObservation(run_id="meaning-2", turn=turn, brief=brief, nurse_utterance=question, new_events=[])
        said.append(asyncio.run(patient.act(observation)).utterance)
    return said


def test_a_symptom_of_the_list_told_before_is_still_a_yes_when_named_again() -> None:
    case = Case(case_id="sy-1", age=22, sex="F", chief_complaint="syncope", pain=0,
                history={"onset": "I fainted an hour ago", "associated_symptoms": ["felt hot and sweaty just before", "feel fine now"]})
    listed, named = replies(case, "Have you noticed anything else?", "Anything else? A temperature? A cough?")
    assert "hot" in listed, listed
    assert re.search(r"\bhot\b", named) and re.search(r"\bno cough\b", named), named


def test_no_pain_beside_a_complaint_said_as_a_clause_stays_good_english() -> None:
    case = Case(case_id="rx-1", age=60, sex="M", chief_complaint="med refill", pain=0)
    said = reply(case, "Would you call it a dull pain or a sharp one?")
    assert not re.search(r"\bit(?:'s| is) (?:I|I'm|I've|I need)\b", said), said


def test_kindness_and_health_asked_the_other_way_round_get_a_yes() -> None:
    case = Case(case_id="in-1", age=40, sex="F", chief_complaint="ankle injury", pain=4, history={"past_medical_history": []})
    assert reply(case, "Is your husband good to you?").startswith("Yes"), reply(case, "Is your husband good to you?")
    assert reply(case, "Before today, were you healthy?").startswith("Yes"), reply(case, "Before today, were you healthy?")
    said = reply(case, "Are you generally fit and well?")
    assert said.startswith("Yes") and "fits" not in said and "not sure" not in said, said


def test_a_course_of_more_and_more_breathless_is_told_as_getting_worse() -> None:
    case = Case(case_id="hf-1", age=80, sex="M", chief_complaint="SOB, leg swelling", pain=0,
                history={"onset": "I've been getting more breathless over the past week", "associated_symptoms": ["swollen ankles"]})
    said = reply(case, "Does it come and go, or is it there the whole time?")
    assert "worse" in said and "since it happened" not in said, said


def test_how_long_the_thoughts_have_gone_on_is_asked_of_the_thoughts() -> None:
    normal = PatientPersona(trust_in_healthcare="high", verbosity="normal", disfluency_rate=0.0)
    si = Case(case_id="si-1", age=30, sex="F", chief_complaint="depression, SI", pain=0,
              history={"onset": "the thoughts started about two weeks ago"},
              sensitive={"self_harm": "I've been thinking about ending my life."})
    said = reply(si, "For how long have you had thoughts of ending your life?", normal)
    assert "ending my life" in said and "two weeks" in said, said
    other = Case(case_id="ur-1", age=70, sex="M", chief_complaint="urinary retention", pain=6,
                 history={"onset": "I haven't been able to pee since last night"})
    said = reply(other, "For how long have you had thoughts of ending your life?", normal)
    assert "pee" not in said and re.search(r"\bnever\b|\bno\b", said, re.IGNORECASE), said


def test_medicines_that_ran_out_are_not_denied_in_the_same_breath() -> None:
    """Never "I don't take anything regularly" beside "I take regular blood pressure tablets, but I've run out"."""
    case = Case(case_id="out-1", chief_complaint="OUT OF BP MEDS, NO SYMPTOMS, NEEDS REFILL", acuity=5, pain=0)
    said = reply(case, "Do you have any medical conditions, take any regular medications, or have any allergies?")
    assert "don't take anything" not in said and "blood pressure" in said, said
    assert "BP" not in reply(case, "What brings you in today?")


def test_unnamed_medicines_are_named_by_what_they_are_for() -> None:
    case = Case(case_id="meds-1", age=55, sex="M", chief_complaint="Chronic back pain", acuity=5, pain=3,
                history={"past_medical_history": ["long-term back pain"]})
    said = reply(case, "Do you take any regular medications?")
    assert "for my long-term back pain" in said, said
