"""Before the 2026-12y sets existed: what the twenty-first read and a probe of narrative cases of our own showed, each
said in our own words (no set's rows)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.agents.offline.patient.intents import read_intents
from triagesim.clinical.interview import specific_questions
from triagesim.clinical.presenting import told_findings
from triagesim.clinical.story import narrative_onset
from triagesim.core.observations import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, row  # noqa: E402


@pytest.mark.parametrize(("text", "concept"), [
    ("hamster bite", "animal_bite"),
    ("bitten on the thumb by her son's guinea pig", "animal_bite"),
    ("was found lying on her kitchen floor by her neighbour", "fall"),
    ("found him lying on the bathroom floor", "fall"),
    ("since yesterday he has been picking at the air", "confusion"),
])
def test_a_meaning_in_everyday_words_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("after starting cold and flu tablets", "cold"),
    ("found sitting on the floor by her bed, her usual self", "fall"),
])
def test_words_near_a_meaning_are_not_heard_as_it(text, absent):
    assert absent not in concepts(text)


def test_an_itchy_red_ear_is_told_as_the_ear_never_a_rash_nor_the_skin():
    told = told_findings("He has had an itchy, painful left ear for three days. The ear canal is red and swollen.")
    assert "I've got a rash" not in told
    assert any("ear is red and swollen" in item for item in told)
    assert not any("skin" in item for item in told)


@pytest.mark.parametrize(("story", "onset"), [
    ("A man has had a sore right ear for five days since coming back from a surfing trip.", "five days ago"),
    ("A girl has been coughing for three days and her mother has given her honey every hour since lunch.", "three days ago"),
])
def test_the_problem_s_own_time_is_its_onset(story, onset):
    assert narrative_onset(story) == onset


def test_a_pain_the_story_places_is_never_denied():
    belly = case("b", 70, "M", "Can't pass urine", "He has not passed urine for ten hours. His lower belly is swollen and painful.")
    reply = ask(belly, "Are you in any pain? Where is it, and how bad is it out of 10?")
    assert "doesn't really hurt" not in reply and "hurts" in reply


def test_a_companion_of_a_talking_adult_does_not_claim_she_cannot_give_a_number():
    hip = case("h", 84, "F", "Found on the floor", "She was found on her kitchen floor by her daughter this morning. "
               "She is alert and says her hip hurts.", companion="daughter")
    reply = ask(hip, "Does she seem to be in any pain? How bad would you say, 0 to 10?")
    assert "can't give us a number" not in reply and "hurts" in reply


def _episode_replies(brief_case, questions):
    patient = ScriptedPatient(PatientPersona(persona_id="plain"))
    patient.reset(run_id="r", seed=0)
    brief = PatientBrief.from_case(brief_case)
    return [asyncio.run(patient.act(PatientObservation(run_id="r", turn=turn, brief=brief, nurse_utterance=question,
                                                       new_events=[]))).utterance
            for turn, question in enumerate(questions, start=1)]


def test_a_denial_said_in_the_opening_is_answered_again_when_the_list_asks_it():
    bone = case("f", 40, "F", "Fish bone in throat", "A woman has felt a fish bone in her throat since dinner two hours ago. "
                "There is no noisy breathing and no chest pain.")
    first, listed = _episode_replies(bone, ["Any noisy breathing?",
                                            "Anything else, like a fever, feeling sick, trouble breathing, dizziness or bleeding?"])
    assert "breathing" in first.lower()
    assert "shortness of breath" in listed or "breathing" in listed


def test_a_retention_is_asked_about_the_nerves_and_the_patient_understands_it():
    names = {question.name for question in specific_questions(heard={"urinary_retention"}, age=70, sex="M")}
    assert "retention_red_flags" in names
    question = next(q for q in specific_questions(heard={"urinary_retention"}, age=70, sex="M") if q.name == "retention_red_flags")
    for wording in (*question.ask, question.companion.format(s="he", p="his", Has="Has", has="has", Does="Does", does="does")):
        assert [probe.name for probe in read_intents(wording).probes] == ["weakness"], wording


def test_the_spreading_redness_question_reads_as_that_question_only():
    for wording in next(q for q in specific_questions(heard={"animal_bite"}, age=30, sex="F") if q.name == "redness_spreading").ask:
        assert read_intents(wording).names == ("symptoms",), wording


def test_a_wheeze_is_a_thing_one_has():
    assert "a wheeze" in ask(row("Wheeze", "M"), "What brings you in today?")
