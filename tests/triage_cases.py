"""What the round tests of clinical knowledge share: the level a protocol nurse reaches after hearing one sentence
(ESI, with vitals normal unless given), the level a whole offline episode reaches on a short case (ATS or ESI), and the
findings a sentence is heard as, and what the scripted patient answers to one question. One home, so a round's test
file holds only its cases."""

from __future__ import annotations

import re

import asyncio

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.rules import esi_decision
from triagesim.cases import Case
from triagesim.clinical.concepts import detect
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona
from triagesim.agents.offline.patient.intents import read_intents

NORMAL = dict(temperature=98.4, heartrate=80, resprate=14, o2sat=99, sbp=120)


def nurse_after(text: str, age: float | None = 40, **vitals) -> ProtocolNurse:
    """The protocol nurse after hearing ``text`` and measuring ``vitals`` (normal unless given)."""
    nurse = ProtocolNurse()
    nurse.last_topic = "pain"
    nurse._hear(text, 0)
    nurse.findings.age = age if nurse.findings.age is None else nurse.findings.age
    nurse.findings.vitals.update({**NORMAL, **vitals})
    return nurse


def esi(text: str, age: float | None = 40, **vitals) -> int:
    """The ESI level a nurse reaches after hearing ``text`` and measuring ``vitals``."""
    return esi_decision(nurse_after(text, age, **vitals).findings).level


#: A plain speaker for what a complaint is said as: no false starts, no drift, native English, few words.
FLUENT = PatientPersona(verbosity="terse", disfluency_rate=0.0, language_proficiency="native", topic_drift=0.0)


def opening(complaint: str) -> str:
    """What the patient of a terse row (an adult of 40) says first, asked what brings them in, as ``FLUENT`` says it."""
    return ask(row(complaint), "What brings you in today?", FLUENT)


def concepts(text: str) -> set[str]:
    """The concepts a sentence is heard as asserting (negated ones left out)."""
    return {hit.concept for hit in detect(text) if not hit.negated}


def case(case_id: str, age: float, sex: str, complaint: str, story: str, **extra) -> Case:
    """A narrative case as a teaching vignette gives it."""
    return Case(case_id=case_id, age=age, sex=sex, chief_complaint=complaint, narrative=story, **extra)


def row(complaint: str, sex: str = "F") -> Case:
    """A terse registration row with only its complaint (an adult of 40), for what the scripted patient says of it."""
    return Case(case_id="row", chief_complaint=complaint, age=40, sex=sex, acuity=3)


def episode(case: Case, algorithm: str = "ats") -> dict:
    """The artifact of one offline episode (seed 0)."""
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0, algorithm=algorithm),
                          extractor=RuleBasedExtractor())
    return runner.run(case)


def final_level(case: Case, algorithm: str = "ats") -> tuple[int, str]:
    """The final level of one offline episode (seed 0) and the nurse's last explanation."""
    artifact = episode(case, algorithm)
    return artifact["state"]["final_triage"], artifact["trace"][-1]["explanation"]


def ask(case: Case, question: str, persona: PatientPersona | None = None) -> str:
    """What the scripted patient (a plain persona unless given) answers to ``question`` as the first question of an
    episode (seed 0)."""
    patient = ScriptedPatient(persona or PatientPersona(persona_id="plain"))
    patient.reset(run_id="r", seed=0)
    observation = PatientObservation(run_id="r", turn=1, brief=PatientBrief.from_case(case), nurse_utterance=question,
                                     new_events=[])
    return asyncio.run(patient.act(observation)).utterance


#: A reply that asks for the question again instead of answering it.
CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def terse_reply(case: Case, question: str, trust: str = "high") -> str:
    """What a terse, fluent patient of the given trust answers to ``question`` first (the question banks' tests)."""
    return ask(case, question, PatientPersona(trust_in_healthcare=trust, verbosity="terse", disfluency_rate=0.0))


def read_as(question: str) -> set[str]:
    """The topics the scripted patient reads in a nurse's question."""
    return set(read_intents(question).names)
