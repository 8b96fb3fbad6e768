"""The LLM nurse's clinical fidelity, through the real HTTP test server (tests/openai_server.py).

What a triage nurse sees at the desk reaches every request (age, sex, arrival, first look, who
answers) and nothing it has not earned does (a vital before it is measured); the prompt is laid
out stable first so servers can prefix-cache it; vitals carry units; the level never reaches
the patient (widened guard, redaction after one re-ask); the ESI / ATS content holds the
clinical review's fixes; denials read as denials.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest
from openai_server import FakeOpenAIServer, default_responder, fake_backend, nurse_json, role_of
from scripted import EchoPatient, KeywordExtractor

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents import NurseAgent, OpenAICompatibleLLM, build_llm_agents
from triagesim.agents.llm.prompts import ATS_RULES, ESI_RULES, leaks_triage_level, nurse_system_prompt
from triagesim.agents.llm.prompts.nurse import registration_lines
from triagesim.cases import Case, load_bundled_cases
from triagesim.clinical import scales as clinical_scales
from triagesim.clinical.level_guard import NEUTRAL_LINE, redact_triage_level
from triagesim.clinical.presentations import PRESENTATIONS
from triagesim.clinical.tables import ClinicalTableError
from triagesim.core import TriageEnv
from triagesim.core.observations import Registration
from triagesim.personas import NursePersona

CASES = {case.case_id: case for case in load_bundled_cases()}
# Distinctive vital values: none of these numbers appears in any prompt text or patient line.
DISTINCT = {"temperature": 101.9, "heartrate": 137, "resprate": 33, "o2sat": 87, "sbp": 83}
INFANT = Case(
    case_id="fid-infant",
    age=0.5,
    sex="F",
    chief_complaint="fever and not feeding",
    vitals=DISTINCT,
    arrival="ambulance",
    first_look="AVPU V, grunting, mottled skin",
    speaker="companion",
    companion="mother",
    acuity=2,
)


@pytest.fixture
def server():
    fake = FakeOpenAIServer().start()
    yield fake
    fake.stop()


def run_llm_episode(server: FakeOpenAIServer, case: Case, *, max_turns: int = 6, algorithm: str | None = None,
                    patient: Any = None, extractor: Any = None, **backend_overrides: Any) -> dict[str, Any]:
    agents = build_llm_agents(nurse_model="fake-nurse", patient_model="fake-patient",
                              shared_backend=fake_backend(server, **backend_overrides))
    runner = TriageRunner(agents.nurse, patient or agents.patient, RunnerConfig(max_turns=max_turns),
                          extractor=extractor or agents.extractor)
    options = {"algorithm": algorithm} if algorithm else {}
    return asyncio.run(runner.arun(case, **options))


def user_prompt(body: dict[str, Any]) -> str:
    return body["messages"][1]["content"]  # [system, state]; re-asks append after it


# ------------------------------------------------------------------------------ the desk
@pytest.mark.parametrize("case_id", ["ts-001", "ts-008", "ts-026", "ts-045"])
def test_every_nurse_request_carries_the_age_and_sex(server, case_id):
    case = CASES[case_id]
    artifact = run_llm_episode(server, case, max_turns=3)
    assert artifact["status"] == "completed", artifact["error"]
    sex = {"M": "male", "F": "female"}[case.sex]
    bodies = server.bodies("nurse")
    assert bodies
    for body in bodies:
        state = user_prompt(body)
        assert f"- Age: {case.age:g} years." in state and f"- Sex: {sex}." in state
        assert "acuity" not in state.lower()
        # the desk's first look: the case's own, or what its complaint shows at a glance ("unresponsive")
        assert ("First look" in state) == bool(Registration.from_case(case).first_look)


def test_a_vital_appears_only_after_it_is_measured(server):
    chosen: list[str | None] = []  # the vital each nurse request's reply measures

    def responder(body: dict[str, Any]) -> str:
        reply = default_responder(body, turns=6)
        if role_of(body) == "nurse":
            chosen.append(json.loads(reply)["vital"])
        return reply

    server.responder = responder
    artifact = run_llm_episode(server, INFANT, max_turns=7)
    assert artifact["status"] == "completed", artifact["error"]
    bodies = server.bodies("nurse")
    assert len(bodies) == len(chosen) >= 5
    measured: set[str] = set()
    for body, vital in zip(bodies, chosen):
        text = json.dumps(body["messages"], ensure_ascii=False)
        for name, value in DISTINCT.items():
            shown = re.search(rf"(?<![\d.]){value:g}(?![\d.])", text) is not None
            assert shown == (name in measured), (name, measured)
        if vital:
            measured.add(vital)
    assert measured == set(DISTINCT)  # the episode did measure every one


def test_first_look_arrival_and_who_answers_reach_every_request(server):
    artifact = run_llm_episode(server, INFANT, max_turns=3)
    assert artifact["status"] == "completed", artifact["error"]
    for body in server.bodies("nurse"):
        state = user_prompt(body)
        assert "- Age: 6 months." in state and "- Sex: female." in state
        assert "- Arrival: ambulance." in state
        assert "First look (you see this yourself" in state and "AVPU V, grunting, mottled skin." in state
        assert "the patient's mother answers for her" in state
        assert "HR > 160 beats/min, RR > 40 breaths/min" in state  # her own danger zone, not an adult's
        assert "Companion (mother): " in state  # the transcript says who is talking
    system = server.bodies("nurse")[0]["messages"][0]["content"]
    assert "U = Unresponsive" in system and "P = responds to Pain only" in system  # AVPU is defined
    assert "IS unresponsive or in severe distress" in system  # what the first look shows is seen, not asked


# ------------------------------------------------------------------------------ layout and units
def test_the_prompt_is_stable_first_and_vitals_carry_units(server):
    server.turns = 6  # the default player measures one vital per question: all five before it ends
    artifact = run_llm_episode(server, INFANT, max_turns=7)
    assert artifact["status"] == "completed", artifact["error"]
    bodies = server.bodies("nurse")
    assert len(bodies) >= 3
    for body, following in zip(bodies, bodies[1:]):
        assert body["messages"][0] == following["messages"][0]  # the system prompt never changes
        state = user_prompt(body)
        start = state.index("Conversation so far:\n")
        conversation_end = state.index("\n\n", start)
        assert user_prompt(following).startswith(state[:conversation_end])  # desk + dialogue: a prefix
        assert state.index("Turn ") > conversation_end  # what changes comes after the dialogue
        assert state.index("Vital signs measured:") > conversation_end
    last = user_prompt(bodies[-1])
    for text in ("temperature 101.9 °F", "heartrate 137 beats/min", "resprate 33 breaths/min", "o2sat 87 %",
                 "sbp 83 mmHg"):
        assert text in last
    assert "[you measured heartrate: 137 beats/min]" in last


# ------------------------------------------------------------------------------ the level stays private
LEAKS = [
    "You're an ESI 2, so where does it hurt?",
    "You're ATS category 3.",
    "That puts you at triage level 2.",
    "You are top priority.",
    "You're our highest priority right now.",
    "You'll be seen within 10 minutes.",
    "A doctor will see you within thirty minutes.",
    "Your wait will be up to 60 minutes.",
    "You're a category two.",
    "You're in the urgent category.",
    "We're taking you straight to resus.",
    "You're level 2, so please sit here.",
    "You are priority one.",
    "I've triaged you as semi-urgent.",
    "Your acuity is high.",
]
NOT_LEAKS = [
    "What's your pain level 5 out of 10?",
    "Would you call it level 5 pain?",
    "Is the pain at level 5 or more?",
    "On a scale of 1 to 10, how bad is it?",
    "On a scale from one to ten, where is it now?",
    "Did it start within 10 minutes of eating?",
    "Have you seen a doctor in the last two hours?",
    "How long have you been waiting for this to settle?",
    "Have you ever been resuscitated?",
    "Where does it hurt?",
]


@pytest.mark.parametrize("text", LEAKS)
def test_leaks_are_caught(text):
    assert leaks_triage_level(text)


@pytest.mark.parametrize("text", NOT_LEAKS)
def test_pain_scores_and_ordinary_questions_are_not_leaks(text):
    assert not leaks_triage_level(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("You're an ESI 2, so where does it hurt?", "Where does it hurt?"),
    ("You are top priority. Where does it hurt?", "Where does it hurt?"),
    ("Where does it hurt, category two?", "Where does it hurt?"),
    ("We'll see you within 10 minutes; any allergies?", "Any allergies?"),
    ("You're a category two.", NEUTRAL_LINE),
    ("ESI", NEUTRAL_LINE),
    ("Where does it hurt?", "Where does it hurt?"),
])
def test_redaction_keeps_what_does_not_leak(text, kept):
    assert redact_triage_level(text) == kept
    assert not leaks_triage_level(redact_triage_level(text))


def test_a_leak_that_persists_after_one_reask_is_redacted(server):
    server.push(
        nurse_json("utterance", 2, utterance="You're a category two, so where does it hurt?"),
        nurse_json("utterance", 2, utterance="You're top priority. Where does it hurt?"),  # leaks again
        nurse_json("end", 2, utterance="You'll be seen within 10 minutes."),  # a new call: one re-ask again
        nurse_json("end", 2, utterance="You'll be seen within 10 minutes."),  # ... and nothing but the leak left
    )
    artifact = run_llm_episode(server, CASES["ts-011"], patient=EchoPatient(), extractor=KeywordExtractor())
    assert artifact["status"] == "completed", artifact["error"]
    said = [h["utterance"] for h in artifact["history"] if h.get("actor") == "nurse"]
    assert "Where does it hurt?" in said
    assert not any(leaks_triage_level(line) for line in said)
    assert said[-1] == NEUTRAL_LINE  # nothing but the leak: a neutral closing line
    assert artifact["usage"]["nurse"]["reasks"] == 2  # one per call, never a second
    assert artifact["usage"]["nurse"]["redactions"] == 2  # both second leaks cut, and the artifact says so
    assert artifact["usage"]["nurse"]["level_reasks"] == 2  # each re-asked once first
    assert "never tell the patient" in server.bodies("nurse")[1]["messages"][-1]["content"]


def test_without_reasks_a_leak_is_redacted_at_once(server):
    server.push(
        nurse_json("utterance", 2, utterance="You're in the urgent category. Any allergies?"),
        nurse_json("end", 2),
    )
    artifact = run_llm_episode(server, CASES["ts-011"], patient=EchoPatient(), extractor=KeywordExtractor(),
                               max_reasks=0)
    said = [h["utterance"] for h in artifact["history"] if h.get("actor") == "nurse"]
    assert "Any allergies?" in said and artifact["usage"]["nurse"].get("reasks", 0) == 0
    assert artifact["usage"]["nurse"]["redactions"] == 1


# ------------------------------------------------------------------------------ the scales
def _ats_categories() -> dict[int, str]:
    return {int(m.group(1)): m.group(2) for m in re.finditer(r"^([1-5]) [A-Z][\w-]+ \([^)]*\): (.*)$", ATS_RULES, re.M)}


def test_esi_spo2_danger_zone_applies_at_every_age():
    assert re.search(r"SpO2 < 92 %[^;.]*at every age", ESI_RULES)
    assert not re.search(r"SpO2[^;.\n]*(?:over 8|adults? and children)", ESI_RULES)
    assert "SpO2 below 90 %" in ESI_RULES  # decision point A


def test_esi_paediatric_fever_bands():
    lines = [line for line in ESI_RULES.splitlines() if "temperature" in line and line.startswith("- ")]
    assert len(lines) == 3
    newborn, young_infant, toddler = lines
    assert "1 to 28 days" in newborn and "100.4 °F (38.0 °C) or more" in newborn and "at least ESI 2" in newborn
    assert "1 to 3 months" in young_infant and "100.4 °F (38.0 °C) or more" in young_infant
    assert "consider ESI 2" in young_infant
    assert "3 to 36 months" in toddler and "above 102.2 °F (39.0 °C)" in toddler and "consider ESI 3" in toddler
    assert "no obvious source" in toddler


def test_esi_severe_pain_is_a_judgement_and_unresponsive_is_avpu():
    assert "clinical judgement" in ESI_RULES and "CAN qualify for ESI 2" in ESI_RULES
    assert "not the score alone" in ESI_RULES
    assert "Unresponsive means U on AVPU, or P" in ESI_RULES
    assert "HR > 180, RR > 50" in ESI_RULES  # danger zone by age band, from vitals.yaml


def test_ats_categories_hold_the_clinical_review_additions():
    categories = _ats_categories()
    assert sorted(categories) == [1, 2, 3, 4, 5]
    assert "SpO2 below 80 %" in categories[1]
    two, three = categories[2], categories[3]
    for text in ("SpO2 below 90 %", "sepsis with unstable physiology", "blood glucose below 3 mmol/L",
                 "splash to the eye", "toxic ingestion", "pulmonary embolism", "aortic aneurysm",
                 "ectopic pregnancy"):
        assert text in two, text
    for text in ("fever in an immunosuppressed patient", "blood glucose above 16 mmol/L", "over 65", "psychotic",
                 "at risk of self-harm", "high-risk mechanism and no other high-risk feature"):
        assert text in three, text
    # A high-risk mechanism alone is category 3; in category 2 only with physiology or injury.
    assert all(re.match(r"\s*of injury WITH abnormal vital signs or a significant injury", rest)
               for rest in two.split("high-risk mechanism")[1:])


def test_graded_presentations_are_quoted_from_presentations_yaml_and_checked():
    assert PRESENTATIONS["eye_chemical"].ats[1] in _ats_categories()[2]
    assert PRESENTATIONS["acs"].esi[1] in ESI_RULES
    with pytest.raises(ClinicalTableError, match="eye_chemical"):
        clinical_scales._item({"presentation": "eye_chemical"}, "ats.yaml, category 3", "ats", 3)


def test_the_system_prompt_gives_childrens_limits_and_persona_behaviour():
    persona = NursePersona(verbosity="terse", risk_tolerance="cautious", instruction="Mention the chaperone.")
    system = nurse_system_prompt(persona, "esi")
    assert "70 + 2 x age" in system  # hypotension is not an adult-only threshold
    assert "choose the more urgent one" in system and "one short sentence" in system
    assert "Also: Mention the chaperone." in system
    assert "resprate (breaths/min)" in system and "temperature (°F)" in system


# ------------------------------------------------------------------------------ beliefs with polarity
def test_denied_and_uncertain_notes_are_rendered_with_their_turn(server):
    llm = OpenAICompatibleLLM("fake-nurse", backend=fake_backend(server), role="nurse")
    nurse = NurseAgent(llm)
    nurse.reset(run_id="pol", seed=0)
    env = TriageEnv(max_turns=6)
    observation = env.reset(CASES["ts-011"], run_id="pol")
    observation = observation.model_copy(update={
        "turn": 4,
        "new_events": [{"turn": 0, "actor": "nurse", "utterance": "What brings you in?"},
                       {"turn": 0, "actor": "patient", "utterance": "My chest hurts."}],
        "new_beliefs": [
            {"kind": "slot", "slot": "chief_complaint", "value": "chest pain", "turn": 1},  # no polarity: present
            {"kind": "slot", "slot": "associated_symptoms", "value": "fever", "polarity": "absent", "turn": 3},
            {"kind": "slot", "slot": "associated_symptoms", "value": "cough", "polarity": "uncertain", "turn": 2},
            {"kind": "slot", "slot": "associated_symptoms", "value": "nausea", "polarity": "present", "turn": 2},
            {"kind": "slot", "slot": "associated_symptoms", "value": "Fever", "polarity": "absent", "turn": 4},
        ],
    })
    asyncio.run(nurse.act(observation))
    state = user_prompt(server.bodies("nurse")[-1])
    assert "- chief_complaint: chest pain (turn 1)" in state
    assert "- associated_symptoms: fever denied (turn 3); cough unsure (turn 2); nausea (turn 2)" in state


# ------------------------------------------------------------------------------ no conflicting instructions
def test_a_novice_nurse_is_thorough_and_never_also_told_to_be_efficient():
    novice = nurse_system_prompt(NursePersona(experience_level="novice"), "esi")
    assert "take a full set of vital signs before you decide" in novice
    assert "efficient" not in novice.lower() and "all five" not in novice
    assert "End as soon as you are confident" not in novice and "your manner above says" in novice
    expert = nurse_system_prompt(NursePersona(experience_level="expert"), "esi")
    assert "end as soon as no answer could change it" in expert  # thoroughness lives in the persona alone


# ------------------------------------------------------------------------------ a blank form at the desk
def test_a_form_without_age_or_sex_gives_what_the_patient_presents_with(server):
    desk = "\n".join(registration_lines(Registration()))
    assert "not recorded" not in desk
    assert "- Age: not on the form; the patient looks an adult." in desk and "HR > 100 beats/min" in desk
    assert "you can see the patient" in desk and "do not ask" in desk
    # A MIMIC row has no age; a baby's complaint gives one away (clinical.ages), as the parent tells it.
    case = Case(case_id="desk-baby", chief_complaint="fever, decreased wet diapers", acuity=3)
    nurse = NurseAgent(OpenAICompatibleLLM("fake-nurse", backend=fake_backend(server), role="nurse"))
    nurse.reset(run_id="desk", seed=0)
    observation = TriageEnv(max_turns=6).reset(case, run_id="desk")
    assert observation.registration.age is None and observation.registration.speaker == "companion"
    observation = observation.model_copy(update={"turn": 1, "new_events": [
        {"turn": 0, "actor": "nurse", "utterance": "What brings you in today?"},
        {"turn": 0, "actor": "patient", "speaker": "companion",
         "utterance": "She's had a fever since last night and far fewer wet nappies."},
    ]})
    asyncio.run(nurse.act(observation))
    state = user_prompt(server.bodies("nurse")[-1])
    assert "- Age: not on the form; the patient looks about 9 months old" in state
    assert "HR > 160 beats/min" in state and "not recorded" not in state  # a baby's danger zone, not an adult's


def test_the_llm_nurse_is_told_the_interview_the_protocol_nurse_follows():
    """Both engines read one list of complaint-specific questions (clinical/data/interview.yaml), and
    the LLM nurse is told how a triage nurse conducts the interview: no re-asking what was told, vitals
    said aloud, a level 1 acted on at once, an interpreter, a closing that fits the level."""
    from triagesim.agents.llm.prompts.nurse import nurse_system_prompt
    from triagesim.clinical.interview import ANY_LIMB, SPECIFIC_QUESTIONS
    from triagesim.personas import load_nurse_personas

    prompt = nurse_system_prompt(load_nurse_personas()[0], "esi")
    for question in SPECIFIC_QUESTIONS:
        assert question.ask[1].replace("{use}", ANY_LIMB) in prompt, question.name
    for duty in ("Never ask for what you have been told already", "resuscitation team", "interpreter",
                 "never to the waiting room", "check your oxygen"):
        assert duty in prompt, duty
