"""Round trips through the knowledge base: what the scripted patient says, the nurse hears.

Every registration entry said as a chief complaint by every bundled persona (accent, recall,
disfluency, verbosity, minimising…) is heard by the protocol nurse and the rule-based
extractor as the entry's concepts; every filler and small-talk line, in every persona's
style, is heard as nothing at all.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from triagesim.agents.offline import RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.agents.offline.patient import phrases
from triagesim.cases import Case
from triagesim.clinical import LABELS, detect
from triagesim.clinical.concepts import CONTEXT
from triagesim.clinical.registration import REGISTRATION
from triagesim.core.observations import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona, load_patient_personas

GREETING = "Hello, I'm Alex, one of the triage nurses. What brings you in today, and how old are you?"
PERSONAS = [PatientPersona(), *load_patient_personas()]


def _say_complaint(term: str, persona: PatientPersona, seed: int) -> str:
    patient = ScriptedPatient(persona)
    patient.reset(run_id=f"rt-{seed}", seed=seed)
    brief = PatientBrief.from_case(Case(case_id="rt", chief_complaint=term))
    observation = PatientObservation(run_id=f"rt-{seed}", turn=0, brief=brief, nurse_utterance=GREETING, new_events=[])
    return asyncio.run(patient.act(observation)).utterance


def _heard(text: str) -> set[str]:
    return {hit.concept for hit in detect(text) if not hit.negated}


@pytest.mark.slow  # every entry in every persona's words: seconds
def test_every_registration_entry_said_by_every_persona_is_heard_as_its_concepts():
    failures = []
    extractor = RuleBasedExtractor()
    for number, entry in enumerate(REGISTRATION):
        if not entry.concepts:
            continue
        for index, persona in enumerate(PERSONAS):
            for term in entry.terms[:2]:
                if not patient_complaint(term):
                    continue  # a reading only a monitor gives ("hypotension"): the patient never says it (the barrier)
                reply = _say_complaint(term, persona, seed=number + index)
                missing = set(entry.concepts) - _heard(reply)
                if missing:
                    failures.append(f"{term!r} / {persona.persona_id}: {reply!r} misses {sorted(missing)}")
                    continue
                if set(entry.concepts) - CONTEXT:
                    extractor.reset(run_id="rt", seed=0)
                    chief = [item.value for item in extractor.extract_sync(reply, question=GREETING) if item.slot == "chief_complaint"]
                    if chief and chief[0] not in {LABELS[name] for name in _heard(reply)}:
                        failures.append(f"{term!r} / {persona.persona_id}: extractor chief complaint {chief[0]!r}")
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:15])


SMALL_TALK = [
    *phrases.DRIFT, *phrases.COMPANION_DRIFT, *phrases.CHATTER, *phrases.COMPANION_CHATTER, *phrases.WORRY,
    *phrases.COMPANION_WORRY, *phrases.ASK_AGAIN, *phrases.CONFUSED,
]


@pytest.mark.parametrize("persona", PERSONAS, ids=lambda persona: persona.persona_id)
def test_small_talk_in_every_persona_style_is_heard_as_nothing(persona):
    patient = ScriptedPatient(persona)
    patient.reset(run_id="talk", seed=3)
    patient._style = random.Random(3)
    patient._companion = False
    lines = [line.replace("{o}", "him").replace("{s}", "he").replace("{S}", "He") for line in SMALL_TALK]
    for line in lines:
        for styled in (line, patient._disfluent(line), patient._simplify(line, "limited"), patient._simplify(line, "intermediate")):
            assert not _heard(styled), (styled, _heard(styled))
