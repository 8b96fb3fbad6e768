"""Belief polarity: a denial is recorded as ``absent``, a hedge as ``uncertain``, and neither is a red flag.

The issue this guards: "No chest pain" became the red flag "chest pain", with a real quote as
evidence. Covered for the rule-based extractor (a table of replies), the LLM extractor (a model
that files a denied red flag under ``red_flags`` anyway, through the real HTTP test server),
the belief graph and an end-to-end offline episode.
"""

from __future__ import annotations

import asyncio
import json
from typing import get_args

import pytest
from openai_server import FakeOpenAIServer, fake_backend

from triagesim import TriageRunner
from triagesim.agents import LLMBeliefExtractor, OpenAICompatibleLLM
from triagesim.agents.llm.extractor import EXTRACTION_SCHEMA, ExtractedItem, Extraction
from triagesim.agents.llm.prompts import EXTRACTOR_SYSTEM
from triagesim.agents.offline import RuleBasedExtractor
from triagesim.cases import load_bundled_cases
from triagesim.core.belief import POLARITIES, SLOTS, BeliefGraph, Polarity, SlotEvidence
from triagesim.utils import belief_coverage_metrics

SYMPTOMS_QUESTION = "Have you noticed any other symptoms, like fever, nausea, shortness of breath or dizziness?"
HISTORY_QUESTION = "Do you have any medical conditions, take any regular medications, or have any allergies?"


def extract(reply: str, question: str = SYMPTOMS_QUESTION) -> list[SlotEvidence]:
    return asyncio.run(RuleBasedExtractor().extract(reply, question=question, turn=0)).items


def polarities(items: list[SlotEvidence]) -> set[tuple[str, object, str]]:
    return {(item.slot, item.value, item.polarity) for item in items}


# ------------------------------------------------------------------------------ the vocabulary
def test_polarity_is_one_closed_vocabulary_explained_to_the_model():
    assert POLARITIES == get_args(Polarity) == ("present", "absent", "uncertain")
    assert SlotEvidence(slot="associated_symptoms", value="fever").polarity == "present"
    for polarity in POLARITIES:
        assert f"- {polarity}:" in EXTRACTOR_SYSTEM
    with pytest.raises(ValueError):
        SlotEvidence(slot="associated_symptoms", value="fever", polarity="denied")


@pytest.mark.parametrize("polarity", ["absent", "uncertain"])
def test_a_red_flag_that_is_not_present_is_kept_as_an_associated_symptom(polarity):
    item = SlotEvidence(slot="red_flags", value="chest pain", polarity=polarity, evidence="no chest pain")
    assert (item.slot, item.value, item.polarity) == ("associated_symptoms", "chest pain", polarity)
    assert SlotEvidence(slot="red_flags", value="chest pain").slot == "red_flags"


# ------------------------------------------------------------------------------ the rule-based extractor
@pytest.mark.parametrize(
    ("reply", "question", "expected"),
    [
        # denials: every cue the issue names
        ("No chest pain.", SYMPTOMS_QUESTION, ("associated_symptoms", "chest pain", "absent")),
        ("I'm not short of breath.", SYMPTOMS_QUESTION, ("associated_symptoms", "shortness of breath", "absent")),
        ("I've never had a seizure.", SYMPTOMS_QUESTION, ("associated_symptoms", "seizure", "absent")),
        ("Denies headache.", SYMPTOMS_QUESTION, ("associated_symptoms", "headache", "absent")),
        ("It came on without any fever.", SYMPTOMS_QUESTION, ("associated_symptoms", "fever", "absent")),
        ("I haven't had any vomiting.", SYMPTOMS_QUESTION, ("associated_symptoms", "nausea or vomiting", "absent")),
        ("No dizziness or nausea.", SYMPTOMS_QUESTION, ("associated_symptoms", "nausea or vomiting", "absent")),
        # hedges, including one that ``detect`` alone would read as a denial
        ("Maybe a little dizzy.", SYMPTOMS_QUESTION, ("associated_symptoms", "dizziness", "uncertain")),
        ("I might have passed out.", SYMPTOMS_QUESTION, ("associated_symptoms", "fainting", "uncertain")),
        ("I'm not sure if I had a fever.", SYMPTOMS_QUESTION, ("associated_symptoms", "fever", "uncertain")),
        # hedges after the finding, ending its clause
        ("A bit dizzy maybe.", SYMPTOMS_QUESTION, ("associated_symptoms", "dizziness", "uncertain")),
        ("Some nausea, um, I'm not sure.", SYMPTOMS_QUESTION, ("associated_symptoms", "nausea or vomiting", "uncertain")),
        ("I passed out, I think!", SYMPTOMS_QUESTION, ("associated_symptoms", "fainting", "uncertain")),
        ("No fever, I think.", SYMPTOMS_QUESTION, ("associated_symptoms", "fever", "uncertain")),
        ("Dizzy maybe, and some nausea.", SYMPTOMS_QUESTION, ("associated_symptoms", "nausea or vomiting", "present")),
        # ... but a hedge that goes on about something else hedges that, not the finding
        ("I feel dizzy, I'm not sure why it started.", SYMPTOMS_QUESTION, ("associated_symptoms", "dizziness", "present")),
        ("I'm dizzy. I think it started on Monday.", SYMPTOMS_QUESTION, ("associated_symptoms", "dizziness", "present")),
        # affirmations
        ("Yes, I've been vomiting all morning.", SYMPTOMS_QUESTION, ("associated_symptoms", "nausea or vomiting", "present")),
        ("I'm short of breath.", SYMPTOMS_QUESTION, ("associated_symptoms", "shortness of breath", "present")),
        ("It's maybe 7 out of 10 and my chest hurts.", SYMPTOMS_QUESTION, ("associated_symptoms", "chest pain", "present")),
        # history, medicines and allergies
        ("No history of heart problems.", HISTORY_QUESTION, ("medical_history", "heart problems", "absent")),
        ("I don't have diabetes.", HISTORY_QUESTION, ("medical_history", "diabetes", "absent")),
        ("I'm not taking warfarin.", HISTORY_QUESTION, ("medications", "warfarin", "absent")),
        ("I'm not allergic to penicillin.", HISTORY_QUESTION, ("allergies", "penicillin", "absent")),
        ("I take metformin.", HISTORY_QUESTION, ("medications", "metformin", "present")),
        ("I have no allergies.", HISTORY_QUESTION, ("allergies", "none known", "present")),
    ],
)
def test_rule_based_polarity(reply, question, expected):
    found = polarities(extract(reply, question))
    assert expected in found, found
    slot, value, _ = expected
    assert {polarity for s, v, polarity in found if (s, v) == (slot, value)} == {expected[2]}, found


def test_denied_red_flags_never_become_red_flags():
    items = extract("No chest pain, no shortness of breath.")
    assert [item for item in items if item.slot == "red_flags"] == []
    assert {("associated_symptoms", "chest pain", "absent"), ("associated_symptoms", "shortness of breath", "absent"),
            ("pain_location", "chest", "absent")} <= polarities(items)
    hedged = extract("I might have passed out, I'm not sure.")
    assert [item for item in hedged if item.slot == "red_flags"] == []
    affirmed = extract("Yes, I passed out in the kitchen.")
    assert ("red_flags", "syncope", "present") in polarities(affirmed)


def test_a_denial_of_everything_names_nothing():
    assert extract("I'm not on any medications.", HISTORY_QUESTION) == []
    assert polarities(extract("I have high blood pressure but I'm not on any medications.", HISTORY_QUESTION)) == {
        ("medical_history", "high blood pressure", "present")
    }


def test_a_denial_is_not_a_chief_complaint():
    items = extract("No chest pain, but I've had a bad headache since this morning.", "What brings you in today?")
    assert ("chief_complaint", "headache", "present") in polarities(items)
    assert not [item for item in items if item.slot == "chief_complaint" and item.value == "chest pain"]


# ------------------------------------------------------------------------------ the LLM extractor
def test_schema_items_are_written_evidence_first_and_certainty_last():
    item = EXTRACTION_SCHEMA["properties"]["items"]["items"]
    assert list(item["properties"]) == ["evidence", "slot", "value", "polarity", "certainty"]
    assert item["required"] == list(item["properties"])
    assert item["properties"]["polarity"]["enum"] == list(POLARITIES)
    assert list(ExtractedItem.model_fields) == list(item["properties"])


def test_llm_extractor_never_keeps_a_denied_red_flag():
    reply = "No chest pain, no shortness of breath. Maybe I fainted? But my head is pounding."
    with FakeOpenAIServer() as server:
        server.push(json.dumps({"items": [
            {"evidence": "No chest pain", "slot": "red_flags", "value": "Chest Pain", "polarity": "absent", "certainty": 0.9},
            {"evidence": "no shortness of breath", "slot": "associated_symptoms", "value": "shortness of breath",
             "polarity": "absent", "certainty": 0.9},
            {"evidence": "Maybe I fainted", "slot": "red_flags", "value": "syncope", "polarity": "uncertain",
             "certainty": 0.5},
            {"evidence": "my head is pounding", "slot": "chief_complaint", "value": "headache", "polarity": "present",
             "certainty": 0.9},
        ]}))
        extractor = LLMBeliefExtractor(OpenAICompatibleLLM("x", backend=fake_backend(server), role="extractor"))
        update = asyncio.run(extractor.extract(reply, question="What brings you in?", turn=0))
        sent = server.requests[0]["body"]["response_format"]["json_schema"]["schema"]
    assert list(sent["properties"]["items"]["items"]["properties"]) == ["evidence", "slot", "value", "polarity", "certainty"]
    assert [item for item in update.items if item.slot == "red_flags"] == []
    assert polarities(update.items) == {
        ("associated_symptoms", "chest pain", "absent"),
        ("associated_symptoms", "shortness of breath", "absent"),
        ("associated_symptoms", "syncope", "uncertain"),
        ("chief_complaint", "headache", "present"),
    }
    assert all(item.evidence for item in update.items)  # every quote was real


def test_a_reply_without_polarity_reads_as_present():
    """Servers that return JSON without honouring the schema (json_object, text modes) omit it."""
    result = Extraction.model_validate(
        {"items": [{"slot": "red_flags", "value": "chest pain", "certainty": 0.9, "evidence": "crushing chest pain"}]}
    )
    update = LLMBeliefExtractor.clean(result, "I've got crushing chest pain.")
    assert polarities(update.items) == {("red_flags", "chest pain", "present")}


# ------------------------------------------------------------------------------ the belief graph and artifact
def test_graph_keeps_polarity_and_treats_a_change_of_mind_as_new_information():
    records = [
        {"kind": "slot", "slot": "associated_symptoms", "value": "fever", "source": "patient", "turn": 1,
         "certainty": 0.8, "evidence": "no fever", "evidence_id": "u1", "polarity": "absent"},
        {"kind": "slot", "slot": "associated_symptoms", "value": "Fever", "source": "patient", "turn": 3,
         "certainty": 0.8, "evidence": "actually a fever", "evidence_id": "u3", "polarity": "present"},
        {"kind": "slot", "slot": "associated_symptoms", "value": "fever", "source": "patient", "turn": 4,
         "certainty": 0.8, "evidence": "fever", "evidence_id": "u4", "polarity": "present"},
        # a record written before polarity existed
        {"kind": "slot", "slot": "duration", "value": "two hours", "source": "patient", "turn": 2,
         "certainty": 0.8, "evidence": "two hours", "evidence_id": "u2"},
    ]
    belief = BeliefGraph.from_records(records).to_artifact()
    assert [(item["value"], item["polarity"], item["turn"]) for item in belief["associated_symptoms"]] == [
        ("fever", "absent", 1), ("Fever", "present", 3)
    ]
    assert belief["duration"][0]["polarity"] == "present"
    assert belief_coverage_metrics(belief)["has_duration"] is True


def test_an_offline_episode_has_polarity_on_every_belief_item_and_no_denied_red_flag():
    case = load_bundled_cases()[13]  # chest pain; the patient denies fever, dizziness and bleeding
    artifact = TriageRunner().run(case)
    belief = artifact["belief"]
    items = [(slot, item) for slot in SLOTS for item in belief[slot]]
    assert items and all(item["polarity"] in POLARITIES for _, item in items)
    assert all(item["polarity"] == "present" for slot, item in items if slot == "red_flags")
    symptoms = {(item["value"], item["polarity"]) for item in belief["associated_symptoms"]}
    assert {("fever", "absent"), ("dizziness", "absent")} <= symptoms  # needs env.py to store ``polarity``
    assert not {("fever", "present"), ("dizziness", "present")} & symptoms
