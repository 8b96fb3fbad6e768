"""Clinical fidelity of the LLM patient, through the real fake server (tests/openai_server.py).

Covers: the information barrier on every request the patient sends, for every bundled case
(no vital value in a measurement's context, no level, no level word, no sign word); who speaks
(a companion for an unresponsive adult or a young child, in the first person about the patient);
"not recorded" kept apart from "known none" on a chart row with no history; clinical state
shaping speech over the persona; trust levels with different disclosure thresholds, and recall
(not trust) deciding whether a blood thinner's name is remembered; the re-ask on a reply that
names a reading, and the redaction when the model says it again.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import warnings
from pathlib import Path

import pytest
from openai_server import FakeOpenAIServer, fake_backend

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents import OpenAICompatibleLLM, PatientAgent
from triagesim.agents.llm.prompts import leaks_triage_level
from triagesim.agents.llm.prompts.patient import (
    CASE_HEADING,
    DISCLOSURE_THRESHOLD,
    STABLE_PREFIX,
    asks_about,
    lay_complaint,
    may_disclose,
    patient_complaint,
    patient_system_prompt,
    reassures,
    speech_states,
    trust_gated,
)
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor
from triagesim.cases import Case, CaseValueWarning, load_bundled_cases, load_cases
from triagesim.clinical.barrier import REDACTED_REPLY, SIGNS, barrier_violations, redact, sign_words
from triagesim.core import NurseOutput, PatientBrief, PatientOutput, TriageEnv
from triagesim.dialogue.register import shorthand_in as chart_shorthand
from triagesim.dialogue.register import chart_terms
from triagesim.personas import PatientPersona, patient_trait_behaviours
from triagesim.personas.traits import PATIENT_TRAITS

CASES = {case.case_id: case for case in load_bundled_cases()}
# Chart words for readings, written out here so the test does not only trust the barrier's own table.
SIGN_WORDS = ("hypotension", "hypotensive", "hypoxia", "hypoxic", "bradycardia", "bradycardic", "tachycardia",
              "tachycardic", "hypothermia", "hyperglycemia", "hypoglycemia", "febrile", "sats", "spo2", "gcs",
              "desaturation", "diaphoretic")
VITAL_NAMES = (r"(?:blood pressure|\bbp\b|pulse|heart ?rate|\bhr\b|oxygen|\bo2\b|\bsats?\b|temp\w*|breathing"
               r"|resp\w* rate|\brr\b)")
VITAL_UNITS = r"(?:bpm|mm ?hg|degrees|°|breaths)"  # "%" alone is a share ("50% of replies")


@pytest.fixture
def server():
    fake = FakeOpenAIServer().start()
    yield fake
    fake.stop()


def patient_for(server, persona=None, **overrides) -> PatientAgent:
    llm = OpenAICompatibleLLM("fake-patient", backend=fake_backend(server, **overrides), role="patient")
    return PatientAgent(llm, persona or PatientPersona())


def run(case, patient, *, max_turns=3):
    runner = TriageRunner(ProtocolNurse(), patient, RunnerConfig(max_turns=max_turns), extractor=RuleBasedExtractor())
    return asyncio.run(runner.arun(case))


def crossings(text: str, case: Case) -> list[str]:
    """Everything in ``text`` that a patient must never be told, for this case: found independently of
    ``clinical.barrier`` (its own words and numbers), and by the barrier with the case's vitals."""
    lowered = text.lower()
    found = [f"sign word {word!r}" for word in SIGN_WORDS if re.search(rf"\b{word}\b", lowered)]
    if leaks_triage_level(text):
        found.append("a level word")
    for level in {case.acuity, case.ats_category} - {None}:
        if re.search(rf"\b(?:level|category|esi|ats|priority|triage)\W{{0,3}}{level}\b", lowered):
            found.append(f"the level {level}")
    for name, value in case.vitals.model_dump().items():
        if value is None:
            continue
        number = re.escape(f"{value:g}")
        if re.search(rf"{VITAL_NAMES}[^.\n\d]{{0,25}}(?<![\d.]){number}(?![\d.]*\d)", lowered) or re.search(
            rf"(?<![\d.]){number}\s*{VITAL_UNITS}", lowered
        ):
            found.append(f"the {name} {value:g}")
    return found + barrier_violations(text, vitals=case.vitals.model_dump())


# ------------------------------------------------------------------------------ the barrier
def test_no_patient_request_crosses_the_barrier_in_any_bundled_case(server):
    checked = 0
    for case in CASES.values():
        start = len(server.bodies("patient"))
        artifact = run(case, patient_for(server), max_turns=3)
        assert artifact["status"] == "completed", (case.case_id, artifact["error"])
        bodies = server.bodies("patient")[start:]
        assert bodies, case.case_id
        for body in bodies:
            for message in body["messages"]:
                assert crossings(message["content"], case) == [], (case.case_id, message["content"])
            raw = json.dumps(body)
            assert not leaks_triage_level(raw) and not sign_words(raw), case.case_id
            if sign_words(case.chief_complaint):
                assert case.chief_complaint not in raw  # never the chart complaint verbatim
            checked += 1
    assert checked >= 2 * len(CASES)


def test_readings_in_the_complaint_are_left_out_and_the_rest_said_in_lay_words():
    assert patient_complaint("CP, diaphoretic, bradycardic") == ["chest pain", "sweating"]
    assert patient_complaint("hematemesis, hypotension") == ["vomiting blood"]
    assert patient_complaint("fever, confusion, hypotension") == ["fever", "confusion"]
    assert patient_complaint("febrile 39.5, SOB, BP 80/40, sats 88%") == ["fever", "short of breath"]
    assert patient_complaint("SOB/hypoxia, s/p Fall, Tachycardic") == ["short of breath", "after a fall"]
    assert patient_complaint("Hypoxia") == []  # the prompt then says only that they were told to come in
    system = patient_system_prompt(PatientBrief.from_case(CASES["ts-011"]), PatientPersona())
    assert "chest pain; sweating" in system and "pulse when they checked" not in system and "CP," not in system
    alone = patient_system_prompt(PatientBrief(chief_complaint="Hypotension"), PatientPersona())
    assert "told to come in and get checked" in alone and not barrier_violations(alone)


def test_the_checker_finds_signs_measurements_levels_and_measured_values():
    vitals = CASES["ts-006"].vitals.model_dump()  # HR 124, SBP 76
    for said in ("My blood pressure is 80/40.", "I'm hypotensive", "my heart rate is 124", "sats 88",
                 "temperature 39.5", "GCS 8", "they said I'm a category 2", "my pulse was about 110 bpm"):
        assert barrier_violations(said), said
    for fine in ("It hurts about 7 out of 10.", "It's 10/10, the worst ever.", "I've had a temperature for 3 days.",
                 "I have high blood pressure and take amlodipine.", "He came off at about 80 km/h.",
                 "I'm 78 years old.", "I've been vomiting three times."):
        assert barrier_violations(fine) == [] and barrier_violations(fine, vitals=vitals) == [], fine
    assert barrier_violations("The machine said 124, the heart rate thing", vitals=vitals)
    assert redact("Well, it hurts. My blood pressure is 80/40, and I feel sick.") == "Well, it hurts. I feel sick."
    assert redact("I'm hypotensive.") == REDACTED_REPLY
    assert {sign for sign in SIGNS} >= {"hypotension", "hypoxia", "bradycardia", "tachycardia", "fever"}


def test_the_nurse_s_slips_never_reach_the_patient():
    env = TriageEnv(max_turns=4)
    env.reset(CASES["ts-006"], run_id="slip")
    result = env.step(NurseOutput(explanation="x", action="utterance", triage=2, confidence=0.5,
                                  utterance="Your heart rate is 124, you're tachycardic. Any chest pain?"))
    agent = PatientAgent(OpenAICompatibleLLM("m", base_url="http://127.0.0.1:9/v1", use_dotenv=False))
    heard = agent.build_messages(result.observation)[-1]["content"]
    assert "Any chest pain?" in heard and "124" not in heard and "tachycardic" not in heard
    assert crossings(heard, CASES["ts-006"]) == []


def test_a_reading_in_a_reply_is_reasked_once_then_dropped(server):
    case = CASES["ts-006"]
    server.push(
        json.dumps({"utterance": "My blood pressure is 80/40."}),
        json.dumps({"utterance": "I've been sick, and I'm hypotensive."}),
    )
    patient = patient_for(server)
    artifact = run(case, patient, max_turns=1)
    assert artifact["status"] == "completed", artifact["error"]
    said = [line["utterance"] for line in artifact["history"] if line.get("actor") == "patient"]
    assert said[0] == "I've been sick." and barrier_violations(said[0]) == []
    bodies = server.bodies("patient")
    assert "a patient cannot know" in bodies[1]["messages"][-1]["content"]
    assert "80/40" in bodies[1]["messages"][-1]["content"]  # the reason quotes what was wrong
    assert artifact["usage"]["patient"]["reasks"] == 1 and artifact["usage"]["patient"]["redactions"] == 1
    assert artifact["usage"]["patient"]["barrier_reasks"] == 1


def test_a_corrected_reply_after_the_reask_is_kept_as_said(server):
    server.push(
        json.dumps({"utterance": "I'm hypotensive and my sats are low."}),
        json.dumps({"utterance": "I've been bringing up blood and I feel faint."}),
    )
    patient = patient_for(server)
    artifact = run(CASES["ts-006"], patient, max_turns=1)
    said = [line["utterance"] for line in artifact["history"] if line.get("actor") == "patient"]
    assert said[0] == "I've been bringing up blood and I feel faint." and patient.redactions == 0


# ------------------------------------------------------------------------------ who speaks
@pytest.mark.parametrize(("case_id", "companion", "pronoun"), [("ts-001", "partner or friend", "he"),
                                                                ("ts-026", "parent", "she")])
def test_a_companion_speaks_for_an_unresponsive_adult_or_a_young_child(server, case_id, companion, pronoun):
    case = CASES[case_id]
    brief = PatientBrief.from_case(case)
    assert brief.speaker == "companion" and brief.companion == companion
    artifact = run(case, patient_for(server, PatientPersona(cognitive_state="alert", topic_drift=0.0)), max_turns=3)
    assert artifact["status"] == "completed", artifact["error"]
    system = server.bodies("patient")[0]["messages"][0]["content"]
    assert f"You are the patient's {companion}" in system
    assert f"about the patient in the third person ('{pronoun}'" in system and f"What brought {'him' if pronoun == 'he' else 'her'} in" in system
    assert "You are the patient:" not in system and "You are the patient." not in system and "You are a " not in system
    assert "follow each question" not in system and "alert" not in system  # the patient's state is not the speaker's
    assert "Your pain right now" not in system and "pain score as you feel it" not in system
    assert "Your condition right now" not in system  # breathlessness is the patient's, not the companion's
    patient_side = [line for line in artifact["transcript"] if line["speaker"] != "nurse"]
    assert patient_side and all(line["speaker"] == "companion" for line in patient_side)


def test_an_unresponsive_patient_gives_no_pain_score_and_a_child_is_not_the_speaker():
    arrest = patient_system_prompt(PatientBrief.from_case(CASES["ts-001"]), PatientPersona())
    assert "you cannot give a pain score" in arrest and "not able to answer the nurse" in arrest
    child = patient_system_prompt(PatientBrief.from_case(CASES["ts-026"]), PatientPersona(topic_drift=0.0))
    assert "The patient is a 2-year-old girl." in child and "too young to give her own history" in child
    assert "tell her story as a parent" in child and "You are 2" not in child


# ------------------------------------------------------------------------------ clinical state
def test_clinical_state_shapes_speech_and_overrides_the_persona():
    verbose = PatientPersona(verbosity="verbose", cognitive_state="alert")
    copd = patient_system_prompt(PatientBrief.from_case(CASES["ts-002"]), verbose)
    assert speech_states(PatientBrief.from_case(CASES["ts-002"])) == ["fighting for breath"]
    assert "a few words at a time" in copd and "Your condition comes first" in copd
    assert "including how many sentences" in copd
    asthma = speech_states(PatientBrief.from_case(CASES["ts-023"]))
    assert asthma == ["short of breath"]
    assert speech_states(PatientBrief.from_case(CASES["ts-011"])) == ["severe pain"]
    assert "clipped" in patient_system_prompt(PatientBrief.from_case(CASES["ts-011"]), verbose)
    muddled = patient_system_prompt(PatientBrief.from_case(CASES["ts-006"]), verbose)
    assert "drowsy and muddled" in muddled and "follow each question" not in muddled
    calm = patient_system_prompt(PatientBrief.from_case(CASES["ts-042"]), verbose)  # an ankle, pain 5
    assert speech_states(PatientBrief.from_case(CASES["ts-042"])) == [] and "Your condition" not in calm


# ------------------------------------------------------------------------------ known and unknown
MIMIC = Case(case_id="mimic-1", age=64, sex="F", chief_complaint="Hypotension, CP",
             vitals={"sbp": 82, "heartrate": 118, "o2sat": 95, "resprate": 22, "temperature": 98.1}, acuity=2)


def test_a_chart_row_with_no_history_is_not_recorded_never_none():
    system = patient_system_prompt(PatientBrief.from_case(MIMIC), PatientPersona(recall_accuracy="high"))
    for line in ("Other symptoms: not recorded", "Your past illnesses: not recorded",
                 "Medicines you take: not recorded", "Your allergies: not recorded"):
        assert line in system, line
    assert ": none" not in system and "say no" not in system
    assert "not sure" in system and "would have to check" in system
    assert "never give a confident 'no' about blood thinners, pregnancy or allergies" in system
    assert "Never make up a danger sign" in system and "Do not deny every symptom" in system
    assert "chest pain" in system and crossings(system, MIMIC) == []


def test_known_none_may_be_denied_and_an_unasked_field_stays_unknown():
    known = patient_system_prompt(PatientBrief.from_case(CASES["ts-041"]), PatientPersona())
    assert "Your allergies: none" in known and "say no or that you don't know" in known
    chest = CASES["ts-011"]
    partly = chest.model_copy(update={"history": chest.history.model_copy(update={"allergies": None})})
    system = patient_system_prompt(PatientBrief.from_case(partly), PatientPersona())
    assert "Your allergies: not recorded" in system and "Medicines you take: amlodipine" in system
    assert "'Not recorded' (allergies)" in system


def test_invented_details_are_asked_for_and_logged_in_the_artifact(server):
    system = patient_system_prompt(PatientBrief.from_case(MIMIC), PatientPersona())
    assert '"invented": [' in system and "list it under invented" in system
    server.push(json.dumps({"utterance": "It started after lunch, I think.", "invented": ["started after lunch", " "]}),
                json.dumps({"utterance": "It hurts a lot.", "invented": []}))
    artifact = run(MIMIC, patient_for(server), max_turns=2)
    assert artifact["status"] == "completed", artifact["error"]
    lines = [line for line in artifact["history"] if line.get("actor") == "patient"]
    assert lines[0]["invented"] == ["started after lunch"] and "invented" not in lines[1]
    assert server.bodies("patient")[0]["response_format"]["json_schema"]["schema"]["properties"]["invented"]["type"] == "array"


# ------------------------------------------------------------------------------ disclosure and recall
def test_trust_levels_have_different_thresholds():
    assert DISCLOSURE_THRESHOLD["high"] < DISCLOSURE_THRESHOLD["medium"] < DISCLOSURE_THRESHOLD["low"]
    table = {(trust, asked, reassured): may_disclose(trust, asked, reassured)
             for trust in ("high", "medium", "low") for asked in (0, 1, 2, 3) for reassured in (0, 1)
             if reassured <= asked}
    assert [key for key, shared in table.items() if shared and key[1] == 1] == [
        ("high", 1, 0), ("high", 1, 1), ("medium", 1, 1)]
    assert not table[("medium", 1, 0)] and table[("medium", 2, 0)]
    assert not table[("low", 2, 0)] and table[("low", 2, 1)] and table[("low", 3, 0)] and not table[("low", 1, 1)]
    assert not any(shared for (trust, asked, _), shared in table.items() if asked == 0)


QUESTION = "Have you had any thoughts of harming yourself?"
REASSURING = "I ask everyone this and it's confidential: any thoughts of harming yourself?"


def _statuses(trust: str, questions: list[str]) -> list[bool]:
    """Whether the self-harm fact of ts-016 may be shared, after each nurse question: the note on the
    nurse's latest line says so (the system prompt never changes with it)."""
    agent = PatientAgent(OpenAICompatibleLLM("m", base_url="http://127.0.0.1:9/v1", use_dotenv=False),
                         PatientPersona(trust_in_healthcare=trust))
    env = TriageEnv(max_turns=6)
    env.reset(CASES["ts-016"], run_id=f"trust-{trust}")
    shared = []
    for question in questions:
        result = env.step(NurseOutput(explanation="x", action="utterance", utterance=question, triage=3,
                                      confidence=0.5))
        messages = agent.build_messages(result.observation)
        assert any(line.startswith("- self harm:") for line in messages[0]["content"].splitlines())
        note = messages[-1]["content"].split("[A note for you")[-1] if "[A note for you" in messages[-1]["content"] else ""
        shared.append("self harm" in note)
        env.step(PatientOutput(utterance="I'd rather not say."))
    return shared


def test_disclosure_is_measurably_different_by_trust():
    plain = [QUESTION] * 3
    assert _statuses("high", plain) == [True, True, True]
    assert _statuses("medium", plain) == [False, True, True]
    assert _statuses("low", plain) == [False, False, True]
    assert _statuses("medium", [REASSURING]) == [True]
    assert _statuses("low", [REASSURING]) == [False]
    assert _statuses("low", [QUESTION, REASSURING]) == [False, True]
    assert reassures(REASSURING) and not reassures(QUESTION)
    assert reassures("We ask because it affects which medicines we can give you. Do you use drugs?")


def test_blood_thinners_are_forgotten_not_withheld():
    brief = PatientBrief.from_case(CASES["ts-006"])  # apixaban, as a sensitive fact
    for trust in ("high", "medium", "low"):
        low = patient_system_prompt(brief, PatientPersona(trust_in_healthcare=trust, recall_accuracy="low"))
        assert "\nPrivate matters:" not in low and "never hide or deny one" in low
        assert "cannot remember its name" in low and "check your list" in low
    high = patient_system_prompt(brief, PatientPersona(trust_in_healthcare="low", recall_accuracy="high"))
    assert "you remember its name and dose" in high and "cannot remember its name" not in high
    agent = PatientAgent(OpenAICompatibleLLM("m", base_url="http://127.0.0.1:9/v1", use_dotenv=False),
                         PatientPersona(trust_in_healthcare="low"))
    assert agent.disclosure(["anticoagulants", "self_harm"]) == {"self_harm": False}
    # Taking one as a listed medicine: the same rule, without a private fact.
    listed = patient_system_prompt(PatientBrief.from_case(CASES["ts-019"]), PatientPersona(recall_accuracy="low"))
    assert "'a blood thinner' and you can't remember the name" in listed


def test_questions_are_classified_by_the_one_topic_classifier():
    assert asks_about("abuse", "Do you feel safe at home?")
    assert not asks_about("self_harm", "Do you feel safe at home?")
    assert not asks_about("substance_use", "Do you drink fluids?")
    assert asks_about("substance_use", "Any alcohol?")
    assert asks_about("anticoagulants", "Do you take anything to thin your blood?")


def test_the_prompt_never_holds_a_level_word_for_any_case_or_persona():
    personas = [PatientPersona(), PatientPersona(trust_in_healthcare="low", recall_accuracy="low", verbosity="verbose",
                                                 cognitive_state="confused", topic_drift=0.5, disfluency_rate=0.4,
                                                 language_proficiency="limited", emotion_regulation="distressed")]
    for case in [*CASES.values(), MIMIC]:
        for persona in personas:
            system = patient_system_prompt(PatientBrief.from_case(case), persona)
            assert crossings(system, case) == [], case.case_id
            assert "triage level" not in system.lower() and "acuity" not in system.lower()


def test_who_the_patient_is_reaches_its_voice_but_not_as_a_stereotype():
    from triagesim.agents.llm.prompts import patient_system_prompt
    from triagesim.core import PatientBrief
    from triagesim.personas import PatientPersona

    brief = PatientBrief(chief_complaint="R ankle pain", age=34, sex="F")
    persona = PatientPersona(gender="female", age_group="young_adult", ethnicity="Hispanic",
                             language_proficiency="limited", first_language="Spanish")
    prompt = patient_system_prompt(brief, persona)
    assert "First language: Spanish" in prompt and "Ethnic background: Hispanic" in prompt
    assert "never act out a stereotype" in prompt
    companion = patient_system_prompt(
        PatientBrief(chief_complaint="unresponsive", age=60, sex="M", speaker="companion", companion="partner"), persona
    )
    assert "First language" not in companion  # the companion talks; the patient's profile is not its voice


# ------------------------------------------------------------------------------ lay words, layout, voices
ROOT = Path(__file__).resolve().parents[1]


def _every_row() -> list[Case]:
    """Every bundled case and every row of the MIMIC rounds."""
    rows = list(CASES.values())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CaseValueWarning)  # pain ranges read as their upper bound
        for path in sorted((ROOT / "benchmarks" / "data").glob("mimic_round*.csv")):
            if "rationale" not in path.name:
                rows += load_cases(path)
    return rows


def _chart_text(text: str) -> list[str]:
    """Chart shorthand by the dialogue master's own check (the registration vocabulary's terms, clippings,
    capitals nobody says aloud), and every word in capitals that is not an acronym people say ("COPD", "GP")."""
    spoken = chart_terms()[2] | {"I"}
    capitals = [word for word in re.findall(r"[A-Za-z0-9&]+", text)
                if sum(ch.isupper() for ch in word) >= 2 and word == word.upper() and word not in spoken]
    return chart_shorthand(text) + capitals


@pytest.mark.slow  # 2,466 prompts (about 3 s)
def test_the_case_is_told_in_lay_words_for_every_bundled_case_and_mimic_row():
    rows = _every_row()
    assert len(rows) > 2000
    persona = PatientPersona()
    line_check = functools.lru_cache(maxsize=None)(_chart_text)  # the persona's and the rules' lines recur
    found = {}
    for case in rows:
        system = patient_system_prompt(PatientBrief.from_case(case), persona)
        if chart := [word for line in system[system.index(CASE_HEADING):].splitlines() for word in line_check(line)]:
            found[case.chief_complaint] = chart
    assert found == {}
    # The checker itself sees what reached the patient before: capitals, clippings, chart codes.
    for chart in ("thoughts of hurting myself; DENIES", "ODX TYLENOL", "preg 34 weeks", "IUP ten weeks", "s/p fall",
                  "N/V/D"):
        assert _chart_text(chart), chart


def test_what_the_vocabulary_cannot_say_is_said_through_it_or_left_out():
    assert lay_complaint("SI, ETOH") == ["thoughts of hurting myself", "drinking alcohol"]
    assert lay_complaint("N/V/D") == ["nausea, vomiting and diarrhoea"]
    assert lay_complaint("ABD PAIN, FEVER") == ["belly pain", "fever"]
    assert lay_complaint("S/P FALL") == ["after a fall"]
    # A whole vocabulary term inside an item the vocabulary does not know says it ("IUP": I'm pregnant) ...
    spotting = lay_complaint("Vaginal spotting, known IUP")
    assert "I'm pregnant" in spotting and not any(_chart_text(item) for item in spotting)
    # ... else the chart word is left out and what still names something is kept (hives), never chart text.
    hives = lay_complaint("Hives after PCN")
    assert hives and "hives" in hives[0] and not _chart_text(" ".join(hives))
    assert "I nearly fainted" in lay_complaint("Bradycardia, CHB, near syncope")
    assert not any(_chart_text(item) for item in lay_complaint("Bradycardia, CHB, near syncope"))


def test_the_stable_rules_come_first_and_never_change_with_the_case_or_a_disclosure():
    for persona in (PatientPersona(), PatientPersona(trust_in_healthcare="low", verbosity="verbose", topic_drift=0.4,
                                                     recall_accuracy="low", language_proficiency="limited")):
        for case in [*CASES.values(), MIMIC]:
            system = patient_system_prompt(PatientBrief.from_case(case), persona)
            assert system.startswith(STABLE_PREFIX) and system.index(CASE_HEADING) == len(STABLE_PREFIX) - len(CASE_HEADING) - 1
            if case.sensitive and any(trust_gated(topic) for topic in case.sensitive):
                assert system.split("\n\n")[-1].startswith("Private matters")  # the last section
    stable = STABLE_PREFIX.lower()
    assert stable.index("never guess them") < stable.index("reply format") < stable.index("the case (")
    # One episode: the nurse asks twice about self-harm; a guarded patient may share it after the second ask.
    agent = PatientAgent(OpenAICompatibleLLM("m", base_url="http://127.0.0.1:9/v1", use_dotenv=False),
                         PatientPersona(trust_in_healthcare="medium"))
    env = TriageEnv(max_turns=6)
    env.reset(CASES["ts-016"], run_id="prefix")
    requests = []
    for question in (QUESTION, "And have you had any thoughts of harming yourself at all?"):
        result = env.step(NurseOutput(explanation="x", action="utterance", utterance=question, triage=3, confidence=0.5))
        requests.append(agent.build_messages(result.observation))
        env.step(PatientOutput(utterance="I'd rather not say."))
    first, second = requests
    assert first[0] == second[0]  # the system prompt is the same text before and after the flag flips
    assert "you may now share" not in json.dumps(first) and "you may now share, if asked: self harm" in second[-1]["content"]
    assert second[: len(first)] == first  # every earlier message kept byte for byte: a cached prefix
    assert second[-1]["content"].startswith("And have you had any thoughts")  # the note follows the nurse's words


def test_a_verbose_patient_adds_only_what_its_story_gives():
    verbose = PatientPersona(verbosity="verbose")
    for case in (MIMIC, CASES["ts-042"]):
        system = patient_system_prompt(PatientBrief.from_case(case), verbose)
        assert not re.search(r"detail the nurse did not ask", system)
        assert "only what your story gives" in system and "never add a new symptom" in system
        assert "never add a symptom, illness, medicine or event the case does not give" in system


def test_acuity_overrides_the_persona_for_the_parent_of_an_unresponsive_child():
    chatty = PatientPersona(topic_drift=0.4, verbosity="verbose")
    drift = [level.instruction for level in PATIENT_TRAITS["topic_drift"].levels.values()]
    parent = patient_system_prompt(PatientBrief.from_case(CASES["ts-012"]), chatty)  # 6, unresponsive, hypoglycaemia
    assert CASES["ts-012"].acuity == 1 and PatientBrief.from_case(CASES["ts-012"]).companion == "parent"
    assert not any(line in parent for line in drift) and "You often wander" not in parent
    assert PATIENT_TRAITS["verbosity"].levels["verbose"].instruction not in parent
    assert "too worried about her for small talk" in parent
    chest = patient_system_prompt(PatientBrief.from_case(CASES["ts-011"]), chatty)  # the patient itself, chest pain
    assert not any(line in chest for line in drift) and "too unwell, or too taken up with why you came, to chat" in chest
    ankle = patient_system_prompt(PatientBrief.from_case(CASES["ts-042"]), chatty)  # well enough to wander off
    assert PATIENT_TRAITS["topic_drift"].levels["frequent"].instruction in ankle and "small talk" not in ankle.split(CASE_HEADING)[1]


def test_a_companion_speaks_in_its_own_voice_not_with_the_patients_traits():
    vivid = PatientPersona(disfluency_rate=0.5, pain_expression="amplifying", cognitive_state="confused",
                           language_proficiency="limited", first_language="Somali", emotion_regulation="distressed",
                           recall_accuracy="low", verbosity="terse")
    patients = patient_trait_behaviours(vivid)
    system = patient_system_prompt(PatientBrief.from_case(CASES["ts-012"]), vivid)
    for field, line in patients.items():
        assert line not in system, field
    assert "You are worried about her, and it shows now and then" in system  # a worried relative
    assert "about the patient in the third person ('she', 'her', 'her')" in system
    assert "First language" not in system and "asked for a number" not in system
    # The same persona playing the patient itself keeps its own traits.
    own = patient_system_prompt(PatientBrief.from_case(CASES["ts-042"]), vivid)
    assert patients["disfluency_rate"] in own and patients["pain_expression"] in own and patients["verbosity"] in own
