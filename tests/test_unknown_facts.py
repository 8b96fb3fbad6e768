"""What the scripted patient says of facts its case does not record, and of the background its case's
words assert (clinical/background.py).

Properties over the case sets a nurse read (bundled, the training vignettes, the 2026-12b narrative and
terse sets): an unrecorded history is hedged in one natural sentence (never "I'd have to check the
names" with nothing to name), a parent knows their child, an alert patient noticed nothing else rather
than listing five symptoms back, and a condition, medicine or allergy the complaint or the prose asserts
is never denied.
"""

from __future__ import annotations

import asyncio
import re
from functools import lru_cache
from pathlib import Path

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.cases import Case, load_bundled_cases, load_cases
from triagesim.clinical.background import background_of
from triagesim.clinical.tables import ClinicalTableError
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
HISTORY = "Do you have any medical conditions, take any regular medications, or have any allergies?"
CONDITIONS = "Do you have any medical conditions?"
MEDICINES = "Do you take any regular medications?"
ALLERGIES = "Do you have any allergies?"
SYMPTOMS = "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?"

ALERT = PatientPersona(recall_accuracy="high", cognitive_state="alert", language_proficiency="native", verbosity="normal",
                       disfluency_rate=0.0, topic_drift=0.0)
FORGETFUL = ALERT.model_copy(update={"recall_accuracy": "low"})
# Background denied outright (hedges such as "nothing major that I know of" are denials too when the case says otherwise).
DENIES_HISTORY = re.compile(r"nothing (?:major|i can think of)|generally healthy|no medical problems|usually well|normally healthy|"
                            r"not that i can remember|i don't know (?:his|her|their) medical history", re.IGNORECASE)
DENIES_MEDICINES = re.compile(r"(?:don't|doesn't) take anything|nothing regular|not that i can remember, no", re.IGNORECASE)
DENIES_ALLERGIES = re.compile(r"no allergies|no, no allergies|has no allergies|don't know about allergies", re.IGNORECASE)
PARENT_UNSURE = re.compile(r"not sure about (?:his|her|their) past|not sure what (?:he|she|they) takes?|"
                           r"(?:don't|do not) know (?:his|her|their) (?:medical )?history", re.IGNORECASE)


@lru_cache(maxsize=1)
def case_sets() -> dict[str, list[Case]]:
    return {
        "bundled": list(load_bundled_cases()),
        "heldout": list(load_cases(DATA / "heldout_vignettes.jsonl")),
        "narrative_esi": list(load_cases(DATA / "fresh_2026_12b" / "narrative_esi.jsonl")),
        "narrative_ats": list(load_cases(DATA / "fresh_2026_12b" / "narrative_ats.jsonl")),
        "terse": list(load_cases(DATA / "fresh_2026_12b" / "terse_esi.csv")),
    }


def all_cases() -> list[Case]:
    return [case for cases in case_sets().values() for case in cases]


def interview(case: Case, questions: list[str], persona: PatientPersona = ALERT, seed: int = 0) -> list[str]:
    patient = ScriptedPatient(persona)
    patient.reset(run_id=f"run-{case.case_id}", seed=seed)
    brief = PatientBrief.from_case(case)
    return [asyncio.run(patient.act(PatientObservation(run_id=f"run-{case.case_id}", turn=turn, brief=brief,
                                                       nurse_utterance=question, new_events=[]))).utterance
            for turn, question in enumerate(questions)]


def test_no_reply_about_an_unrecorded_background_asks_to_check_names_that_were_never_given():
    for case in all_cases():
        for persona in (ALERT, FORGETFUL):
            for reply in interview(case, [HISTORY, MEDICINES], persona):
                assert "check the names" not in reply and "all of them" not in reply, (case.case_id, reply)


def test_an_unrecorded_history_asked_in_one_question_is_one_hedged_sentence():
    row = Case(case_id="row", age=45, sex="M", chief_complaint="ABD PAIN", acuity=3)
    reply = interview(row, [HISTORY])[0]
    assert reply.startswith("Nothing major as far as I know, and I don't take anything regularly"), reply
    assert reply.count("that I know of") == 1, reply  # one hedge each, not the same one twice
    forgetful = interview(row, [HISTORY], FORGETFUL)[0]
    assert "remember" in forgetful and not re.search(r"generally healthy|no medical problems", forgetful), forgetful


def test_a_parent_knows_their_child_and_a_stranger_says_they_do_not():
    checked = 0
    for case in all_cases():
        brief = PatientBrief.from_case(case)
        if brief.speaker != "companion" or brief.age is None or brief.age >= 16:
            continue
        if brief.companion not in (None, "parent", "mother", "father", "mum", "dad"):
            continue
        for reply in interview(case, [HISTORY, CONDITIONS, MEDICINES]):
            assert not PARENT_UNSURE.search(reply), (case.case_id, reply)
        checked += 1
    assert checked >= 20
    toddler = Case(case_id="kid", age=3, sex="F", chief_complaint="fever", acuity=4, speaker="companion", companion="mother")
    assert interview(toddler, [HISTORY])[0].startswith("No, she's usually well and doesn't take anything regularly"), \
        interview(toddler, [HISTORY])
    left = Case(case_id="left", age=27, sex="M", chief_complaint="unresponsive", acuity=1,
                narrative="Someone dropped a 27-year-old man at the ambulance bay and drove off. He groans to pain.")
    replies = interview(left, ["What's happened to him?", HISTORY])
    assert "his friend" not in replies[0] and "his sister" not in replies[0], replies
    assert "don't know" in replies[1], replies


def test_an_alert_patient_noticed_nothing_else_and_never_lists_the_symptoms_back():
    row = Case(case_id="row", age=45, sex="M", chief_complaint="ABD PAIN", acuity=3)
    reply = interview(row, [SYMPTOMS])[0]
    assert reply == "No, nothing else I've noticed.", reply
    assert "not sure about" not in interview(row, [SYMPTOMS], FORGETFUL)[0]
    for case in case_sets()["terse"]:
        for reply in interview(case, [SYMPTOMS]):
            assert not re.search(r"not sure about \w+(?: \w+)? or ", reply), (case.case_id, reply)


@pytest.mark.parametrize("complaint, field, words", [
    ("fever on MTX", "medications", "methotrexate"),
    ("DM foot ulcer", "past_medical_history", "diabetes"),
    ("known AAA, back pain", "past_medical_history", "aneurysm"),
    ("MIGRAINE, N/V", "past_medical_history", "migraines"),
    ("peanut anaphylaxis", "allergies", "peanuts"),
])
def test_the_complaint_background_is_carried_to_the_patient_in_lay_words(complaint, field, words):
    brief = PatientBrief.from_case(Case(case_id="row", age=50, chief_complaint=complaint, acuity=3))
    assert any(words in item for item in getattr(brief.history, field) or []), brief.history


def test_background_the_words_do_not_assert_is_not_carried():
    assert background_of("She did not hit her head and takes no blood thinners.").medications is None
    assert background_of("no history of asthma, diabetes or epilepsy").past_medical_history is None
    # an overdose of someone else's tablets names no medicine of the patient's; of her own, it does (the 2026-12ar ATS
    # transcripts: "I don't take anything regularly" after thirty of his own quetiapine tablets)
    assert background_of("He thinks she took about 40 of her mother's antidepressant tablets.").medications is None
    assert background_of("He thinks she took about 40 of her antidepressant tablets.").medications == ["antidepressants"]
    assert background_of("left flank pain, kidney stone").past_medical_history is None  # today's, not history
    assert background_of("A man with a history of kidney stones.").past_medical_history == ["kidney stones before"]
    assert background_of("He is not short of breath and has no medical history.").past_medical_history == []
    assert background_of("She is not allergic to penicillin.").allergies is None


def test_a_background_the_complaint_or_prose_asserts_is_never_denied():
    """Over every case set: each history, medicine and allergy the case's words assert reaches the
    patient's history, and the patient's answers to the background questions never deny it."""
    checked = 0
    for case in all_cases():
        found = background_of(case.chief_complaint, case.narrative)
        if not (found.past_medical_history or found.medications or found.allergies):
            continue
        checked += 1
        history = PatientBrief.from_case(case).history
        for field in ("past_medical_history", "medications", "allergies"):
            assert not found.get(field) or getattr(history, field), (case.case_id, field, history)  # type: ignore[arg-type]
        conditions, medicines, allergies = interview(case, [CONDITIONS, MEDICINES, ALLERGIES])
        if found.past_medical_history:
            assert not DENIES_HISTORY.search(conditions), (case.case_id, conditions)
        if found.medications:
            assert not DENIES_MEDICINES.search(medicines), (case.case_id, medicines)
        if found.allergies:
            assert not DENIES_ALLERGIES.search(allergies), (case.case_id, allergies)
            assert any(allergen in allergies for allergen in found.allergies), (case.case_id, allergies)
    assert checked >= 30


def test_the_patient_says_its_background_without_chart_shorthand():
    for case in all_cases():
        found = background_of(case.chief_complaint, case.narrative)
        for item in (found.past_medical_history or []) + (found.medications or []) + (found.allergies or []):
            assert not re.search(r"\b(?:MTX|DM|AAA|HTN|COPD|CKD|ESRD|AF|MI|CVA|T[12]DM)\b", item), (case.case_id, item)


def test_a_broken_background_table_names_the_file_and_the_key(monkeypatch):
    from triagesim.clinical import background

    table = {"classes": ["other"], "conditions": {"broken": {"patterns": ["(unclosed"]}}, "medicines": {}}
    with pytest.raises(ClinicalTableError, match=r"background.yaml, conditions, key 'broken'"):
        background._entries(table, frozenset(["other"]))
