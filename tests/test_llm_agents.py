"""LLM agents through ``TriageRunner.arun`` against the real fake server (tests/openai_server.py).

Covers: an LLM nurse against an offline patient and the reverse; the per-step schema
narrowing; refusal recovery; the patient's information boundary; one extraction call per
reply; batches (asyncio.gather, output folder) that never crash when replies are invalid or
the server dies; exact replay from the cache with the server stopped; and the API key
staying out of every artifact, cache file and log line.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from pathlib import Path

import pytest
from openai_server import FAKE_KEY, PATIENT_LINES, FakeOpenAIServer, Reply, fake_backend, nurse_json, role_of
from scripted import EchoPatient, KeywordExtractor, ScriptNurse

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents import (
    LLMBeliefExtractor,
    NurseAgent,
    OpenAICompatibleLLM,
    OpenRouterLLM,
    PatientAgent,
    build_llm_agents,
)
from triagesim.agents.llm.factory import LLMAgents, nurse_step_schema
from triagesim.agents.llm.prompts import RED_FLAG_VOCABULARY, leaks_triage_level, patient_system_prompt
from triagesim.agents.llm.prompts.patient import lay_complaint
from triagesim.cases import load_bundled_cases
from triagesim.core import NurseOutput, PatientBrief, PatientOutput, TriageEnv
from triagesim.llm import LLMBackend
from triagesim.personas import NursePersona, PatientPersona

KEY = FAKE_KEY
CASES = {case.case_id: case for case in load_bundled_cases()}
CHEST = CASES["ts-011"]  # chest pain, HR 42, SBP 74, ESI 1


def offline_nurse_patient_extractor():
    """The embedded offline engine when it is importable, else the scripted test agents."""
    try:
        from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient

        return ProtocolNurse(), ScriptedPatient(), RuleBasedExtractor(), "offline"
    except Exception:  # the offline engine is being written in parallel
        return ScriptNurse(final=2), EchoPatient(), KeywordExtractor(), "scripted"


@pytest.fixture
def server():
    fake = FakeOpenAIServer().start()
    yield fake
    fake.stop()


def backend_for(server: FakeOpenAIServer, **overrides) -> LLMBackend:
    return fake_backend(server, **{"max_retries": 2, **overrides})


def agents_for(backend: LLMBackend, *, nurse="fake-nurse", patient="fake-patient", **options) -> LLMAgents:
    return build_llm_agents(nurse_model=nurse, patient_model=patient, shared_backend=backend, **options)


def run_episode(nurse, patient, extractor, case=CHEST, *, max_turns=6, output_dir=None, **options):
    runner = TriageRunner(nurse, patient, RunnerConfig(max_turns=max_turns, output_dir=output_dir), extractor=extractor)
    return asyncio.run(runner.arun(case, **options))


def nurse_requests(server):
    return server.bodies("nurse")


# ------------------------------------------------------------------------------ the nurse
def test_nurse_schema_is_narrowed_and_ordered():
    schema = nurse_step_schema(["utterance", "check_vital", "log_red_flag", "end"], ["o2sat", "sbp"],
                               flag_vocabulary=list(RED_FLAG_VOCABULARY))
    assert list(schema["properties"]) == [
        "explanation", "vital", "red_flags", "decision", "utterance", "triage", "confidence",
    ]
    assert schema["properties"]["decision"]["enum"] == ["utterance", "end"]
    assert schema["properties"]["vital"]["anyOf"][0]["enum"] == ["o2sat", "sbp"]
    assert schema["properties"]["vital"]["anyOf"][1] == {"type": "null"}
    assert schema["properties"]["red_flags"]["items"]["enum"] == list(RED_FLAG_VOCABULARY)
    assert schema["properties"]["utterance"]["minLength"] == 1  # no empty words to the patient (blank ones are re-asked)
    assert schema["required"] == list(schema["properties"]) and schema["additionalProperties"] is False
    closing = nurse_step_schema(["log_red_flag", "end"], [])
    assert closing["properties"]["vital"]["type"] == "null"
    assert closing["properties"]["decision"]["enum"] == ["end"]


def test_llm_nurse_against_an_offline_patient(server):
    _, patient, extractor, _ = offline_nurse_patient_extractor()
    persona = NursePersona(name="Alex Morgan", communication_style="warm")
    agents = agents_for(backend_for(server), nurse_persona=persona)
    artifact = run_episode(agents.nurse, patient, extractor)
    assert artifact["status"] == "completed", artifact["error"]
    assert artifact["end_reason"] == "nurse_end" and artifact["state"]["final_triage"] == 2
    nurse_lines = [h["utterance"] for h in artifact["history"] if h.get("actor") == "nurse"]
    assert "Alex" in nurse_lines[0]
    assert not any(leaks_triage_level(line) for line in nurse_lines)
    types = [step["action"]["type"] for step in artifact["trace"]]
    assert {"check_vital", "log_red_flag", "utterance", "end"} <= set(types)
    assert all(step["explanation"] for step in artifact["trace"])
    assert artifact["belief"]["red_flags_logged"] == ["chest pain"]
    # One LLM call per nurse phase: the scripted opening is free, each later phase is one call.
    patient_turns = artifact["state"]["turn"]
    assert artifact["usage"]["nurse"]["calls"] == patient_turns
    assert artifact["agents"]["nurse"]["kind"] == "llm" and artifact["agents"]["nurse"]["model"] == "fake-nurse"
    # Every nurse request's schema allows exactly what the prompt says is allowed.
    for body in nurse_requests(server):
        prompt = body["messages"][-1]["content"]
        allowed = re.search(r"^Decisions allowed now: (.*)\.$", prompt, re.M).group(1).split(", ")
        vitals_line = re.search(r"^Vitals you may check now: (.*)\.$", prompt, re.M).group(1)
        schema = body["response_format"]["json_schema"]["schema"]
        assert schema["properties"]["decision"]["enum"] == allowed
        vital = schema["properties"]["vital"]
        enum = vital["anyOf"][0]["enum"] if "anyOf" in vital else []
        assert enum == ([] if vitals_line == "none" else vitals_line.split(", "))
        assert "Emergency Severity Index" in body["messages"][0]["content"]


def test_llm_patient_and_extractor_against_an_offline_nurse(server):
    nurse, _, _, kind = offline_nurse_patient_extractor()
    agents = agents_for(backend_for(server), nurse="offline")
    assert agents.nurse is None and agents.extractor is None  # the extractor follows the nurse
    extractor = LLMBeliefExtractor(OpenAICompatibleLLM("fake-extractor", backend=agents.backend, role="extractor"))
    artifact = run_episode(nurse, agents.patient, extractor, max_turns=3)
    assert artifact["status"] == "completed", artifact["error"]
    replies = [h["utterance"] for h in artifact["history"] if h.get("actor") == "patient"]
    assert replies and all(reply in PATIENT_LINES for reply in replies)
    assert artifact["belief"]["chief_complaint"][0]["value"] == "chest pain"
    assert artifact["belief"]["pain_severity"][0]["value"] == 7
    usage = artifact["usage"]
    assert usage["patient"]["calls"] == len(replies) == usage["extractor"]["calls"]
    assert kind in ("offline", "scripted")


def test_ats_episodes_get_the_ats_instructions(server):
    agents = agents_for(backend_for(server), algorithm="ats")
    artifact = run_episode(agents.nurse, agents.patient, agents.extractor, max_turns=2, algorithm="ats")
    assert artifact["status"] == "completed" and artifact["algorithm"] == "ats"
    system = nurse_requests(server)[0]["messages"][0]["content"]
    assert "Australasian Triage Scale" in system and "Emergency Severity Index" not in system
    assert "head injury on anticoagulants" in system  # the canonical vocabulary, verbatim


def test_a_vital_the_schema_rules_out_is_reasked_with_the_reason(server):
    # A server that does not enforce the schema: the model asks for a vital already measured.
    server.push(
        nurse_json("utterance", 2, utterance="How long has it hurt?", vital="heartrate"),
        nurse_json("utterance", 2, utterance="Any sweating?", vital="heartrate"),  # already known
        nurse_json("utterance", 2, utterance="Any sweating?", vital="sbp"),
        nurse_json("end", 1, utterance="We'll take you straight through.", explanation="HR 42 and chest pain"),
    )
    agents = agents_for(backend_for(server))
    artifact = run_episode(agents.nurse, EchoPatient(), KeywordExtractor())
    assert artifact["status"] == "completed" and artifact["state"]["final_triage"] == 1
    assert artifact["state"]["refusals"] == 0  # caught before the environment, never refused there
    prompts = [body["messages"][-1]["content"] for body in nurse_requests(server)]
    assert "heartrate is already known" in prompts[2]
    assert artifact["usage"]["nurse"]["reasks"] == 1
    assert [step["action"].get("vital") for step in artifact["trace"] if step["action"]["type"] == "check_vital"] == [
        "heartrate", "sbp",
    ]


def test_a_leaked_level_is_reasked_once(server):
    server.push(
        nurse_json("utterance", 2, utterance="You're an ESI 2, so where does it hurt?"),
        nurse_json("utterance", 2, utterance="Where does it hurt?"),
        nurse_json("end", 2),
    )
    agents = agents_for(backend_for(server))
    artifact = run_episode(agents.nurse, EchoPatient(), KeywordExtractor())
    said = [h["utterance"] for h in artifact["history"] if h.get("actor") == "nurse"]
    assert "Where does it hurt?" in said and not any("ESI" in line for line in said)
    assert "never tell the patient" in nurse_requests(server)[1]["messages"][-1]["content"]
    assert artifact["usage"]["nurse"]["reasks"] == 1


def test_invalid_and_wrong_schema_nurse_replies_are_reasked(server):
    server.push(
        "I think we should ask about the pain.",
        json.dumps({"decision": "fly", "triage": 9}),
        nurse_json("utterance", 2, utterance="Where is the pain?"),
        nurse_json("end", 2),
    )
    agents = agents_for(backend_for(server))
    artifact = run_episode(agents.nurse, EchoPatient(), KeywordExtractor())
    assert artifact["status"] == "completed"
    assert artifact["usage"]["nurse"]["reasks"] == 2


def test_end_planned_with_a_vital_measures_first_then_decides_again(server):
    server.push(
        nurse_json("end", 3, vital="sbp"),
        nurse_json("end", 1, explanation="SBP 74: shock"),
    )
    agents = agents_for(backend_for(server))
    artifact = run_episode(agents.nurse, EchoPatient(), KeywordExtractor())
    assert [step["action"]["type"] for step in artifact["trace"]][-2:] == ["check_vital", "end"]
    assert artifact["state"]["final_triage"] == 1
    assert "sbp 74" in nurse_requests(server)[1]["messages"][-1]["content"]


def test_nurse_gives_up_after_bad_replies_and_the_episode_errors(server):
    server.responder = lambda body: "not json" if role_of(body) == "nurse" else "{}"
    agents = agents_for(backend_for(server, max_reasks=1))
    artifact = run_episode(agents.nurse, EchoPatient(), KeywordExtractor())
    assert artifact["status"] == "error" and "LLMOutputError" in artifact["error"]
    assert artifact["history"][0]["actor"] == "nurse"  # what happened before the failure is kept


# ------------------------------------------------------------------------------ the patient
def _patient_observation(case=CHEST):
    env = TriageEnv(max_turns=4)
    env.reset(case, run_id="p1")
    env.step(NurseOutput(explanation="x", action="check_vital", vital="heartrate", triage=3, confidence=0.5))
    result = env.step(NurseOutput(explanation="x", action="utterance", utterance="Any medicines?", triage=3,
                                  confidence=0.5))
    return env, result.observation


def test_patient_prompt_holds_no_acuity_and_no_vitals():
    _, observation = _patient_observation()
    # Even if an observation carried a measurement (the env filters them), the agent drops it.
    leaky = observation.model_copy(update={"new_events": [
        {"turn": 0, "actor": "system", "event": "vital", "name": "heartrate", "value": CHEST.vitals.heartrate},
        *observation.new_events,
    ]})
    agent = PatientAgent(OpenAICompatibleLLM("m", base_url="http://127.0.0.1:9/v1", use_dotenv=False))
    text = json.dumps(agent.build_messages(leaky))
    for word in ("acuity", "ESI", "ATS", "triage level", "heartrate", "o2sat", "sbp", "category"):
        assert word not in text
    for value in (CHEST.vitals.heartrate, CHEST.vitals.sbp, CHEST.vitals.o2sat, CHEST.vitals.resprate):
        assert not re.search(rf"\b{int(value)}\b", text), value
    assert "acuity" not in PatientBrief.model_fields and "vitals" not in PatientBrief.model_fields
    assert "chest pain; sweating" in text and "amlodipine" in text
    assert "bradycardic" not in text and "slow pulse" not in text  # a reading is left out of the complaint
    assert text.count("Any medicines?") == 1


def test_patient_persona_becomes_concrete_instructions():
    brief = PatientBrief.from_case(CHEST)
    terse = patient_system_prompt(brief, PatientPersona(verbosity="terse", disfluency_rate=0.4,
                                                        language_proficiency="limited", pain_expression="minimizing",
                                                        emotion_regulation="distressed", recall_accuracy="low",
                                                        cognitive_state="confused", topic_drift=0.5))
    assert "a few words or one short sentence" in terse and "stumble a lot" in terse and "short broken phrases" in terse
    assert "lower one than you feel" in terse and "will be all right" in terse and "describe them" in terse
    assert "You are muddled" in terse
    assert "asked for a number, you say 6" in terse  # the felt 8, played down (personas.reported_pain)
    verbose = patient_system_prompt(brief, PatientPersona(verbosity="verbose", pain_expression="amplifying"))
    assert "You are talkative" in verbose and "worst ever" in verbose and "without 'um's" in verbose
    assert "asked for a number, you say 10" in verbose
    assert "plainly and briefly" in patient_system_prompt(brief, PatientPersona())


# A quota an actor cannot play: a share, a count of replies or sentences, a number of points.
_QUOTA = re.compile(
    r"\d|%|percent|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|third|quarter|twice)\b|"
    r"\bat (?:least|most)\b|\bmore than (?:half|once|one|a (?:third|quarter))\b|\bevery (?:other|second|third)\b",
    re.IGNORECASE,
)


def _quotas(line: str) -> list[str]:
    """The quotas in a trait line, not counting its quoted examples of speech ('at two o'clock')."""
    spoken = re.sub(r"(?<![A-Za-z])'[^']*?[.!?]?'(?![A-Za-z])|\('[^)]*\)", "", line)
    return [match.group(0) for match in _QUOTA.finditer(spoken)]


def test_persona_lines_are_behaviours_an_actor_can_play_not_quotas():
    from triagesim.personas.traits import NURSE_TRAITS, PATIENT_TRAITS

    for table in (PATIENT_TRAITS, NURSE_TRAITS):
        for field, trait in table.items():
            for level, behaviour in trait.levels.items():
                assert _quotas(behaviour.instruction) == [], (field, level, behaviour.instruction)
    vivid = PatientPersona(verbosity="verbose", disfluency_rate=0.45, topic_drift=0.4, emotion_regulation="distressed",
                           pain_expression="amplifying", language_proficiency="intermediate", first_language="Hindi")
    for case in (CHEST, CASES["ts-042"], CASES["ts-016"]):
        system = patient_system_prompt(PatientBrief.from_case(case), vivid)
        how = system.split("How you talk:")[1].split("\n\n")[0]
        assert "%" not in how and not re.search(r"\b(?:in|of) (?:about |more than )?(?:half|\d+)", how), how
    assert _quotas("In about 45% of your sentences use fillers") and _quotas("in more than half of your replies")


def test_sensitive_facts_are_withheld_until_asked_twice():
    case = CASES["ts-016"]  # self-harm (blood thinners are forgotten by recall, not withheld by trust)
    agent = PatientAgent(OpenAICompatibleLLM("m", base_url="http://127.0.0.1:9/v1", use_dotenv=False),
                         PatientPersona(trust_in_healthcare="medium"))
    env = TriageEnv(max_turns=5)
    env.reset(case, run_id="s1")
    statuses = []
    for question in ("Any thoughts of harming yourself?", "Are you sure, no thoughts of harming yourself at all?"):
        result = env.step(NurseOutput(explanation="x", action="utterance", utterance=question, triage=3,
                                      confidence=0.5))
        last = agent.build_messages(result.observation)[-1]["content"]
        statuses.append("you may now share" not in last)
        env.step(PatientOutput(utterance="No."))
    assert statuses == [True, False]


# ------------------------------------------------------------------------------ the extractor
def test_extraction_is_one_call_covering_every_slot(server):
    server.push(json.dumps({"items": [
        {"slot": "chief_complaint", "value": "chest pain", "certainty": 0.9, "evidence": "my chest hurts"},
        {"slot": "pain_severity", "value": "8/10", "certainty": 0.9, "evidence": "8 out of 10"},
        {"slot": "medications", "value": "aspirin", "certainty": 0.9, "evidence": "words never said"},
        {"slot": "allergies", "value": "  ", "certainty": 0.5, "evidence": ""},
    ]}))
    extractor = LLMBeliefExtractor(OpenAICompatibleLLM("x", backend=backend_for(server), role="extractor"))
    update = asyncio.run(extractor.extract("Well, my chest hurts, 8 out of 10.", question="What's wrong?", turn=0))
    assert len(server.requests) == 1
    schema = server.requests[0]["body"]["response_format"]["json_schema"]
    assert schema["name"] == "belief_update"
    assert set(schema["schema"]["properties"]["items"]["items"]["properties"]["slot"]["enum"]) == {
        "chief_complaint", "pain_location", "pain_severity", "duration", "associated_symptoms",
        "red_flags", "medical_history", "medications", "allergies",
    }
    values = {item.slot: item for item in update.items}
    assert values["pain_severity"].value == 8 and values["chief_complaint"].evidence == "my chest hurts"
    assert values["medications"].evidence == "" and values["medications"].certainty < 0.9  # invented quote
    assert "allergies" not in values
    assert asyncio.run(extractor.extract("  ", question="?", turn=1)).items == []
    assert len(server.requests) == 1


# ------------------------------------------------------------------------------ batches and failures
def _batch(backend, cases, output_dir, *, persona_for=None, **agent_options):
    """Run ``cases`` concurrently (asyncio.gather), fresh agents per episode, one shared backend."""
    runner = TriageRunner(ScriptNurse(), EchoPatient(), RunnerConfig(max_turns=4, output_dir=output_dir),
                          extractor=KeywordExtractor())

    async def one(index, case):
        persona = persona_for(case) if persona_for else None
        agents = agents_for(backend, patient_persona=persona, **agent_options)
        return await runner.arun(case, episode=index, nurse=agents.nurse, patient=agents.patient,
                                 extractor=agents.extractor)

    async def everything():
        try:
            return await asyncio.gather(*(one(i, case) for i, case in enumerate(cases)))
        finally:
            await backend.aclose()

    return asyncio.run(everything())


def test_a_batch_with_faults_never_crashes(server, tmp_path):
    from openai_server import default_responder

    broken = {"ts-002", "ts-005"}

    # Which episode a patient request belongs to: its complaint, in the words the patient is given.
    marks = [f"): {'; '.join(lay_complaint(CASES[case].chief_complaint))}\n" for case in broken]
    marks += [f"came: {'; '.join(lay_complaint(CASES[case].chief_complaint))}\n" for case in broken]

    def responder(body):
        prompt = body["messages"][0]["content"]
        if role_of(body) == "patient" and any(mark in prompt for mark in marks):
            return '{"mood": "I refuse to answer"}'  # JSON without the utterance: that episode errors
        return default_responder(body)

    server.responder = responder
    server.push(Reply(status=429, headers={"Retry-After": "0.05"}), Reply(status=503), Reply(drop=True))
    cases = [CASES[cid] for cid in ("ts-001", "ts-002", "ts-003", "ts-004", "ts-005", "ts-006")]
    results = _batch(backend_for(server, max_reasks=1), cases, tmp_path)
    by_case = {artifact["case_id"]: artifact for artifact in results}
    assert {cid for cid, a in by_case.items() if a["status"] == "error"} == broken
    assert all(a["status"] == "completed" for cid, a in by_case.items() if cid not in broken)
    assert all("LLMOutputError" in by_case[cid]["error"] for cid in broken)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == len(cases)
    for file in files:
        artifact = json.loads(file.read_text())
        assert {"run_id", "ground_truth", "state", "history", "trace", "belief", "red_flags"} <= set(artifact)
    assert sum(a["usage"][role]["retries"] for a in results for role in ("nurse", "patient", "extractor")) == 3


def test_a_server_that_dies_mid_run_gives_error_artifacts(server, tmp_path):
    from openai_server import default_responder

    def responder(body):
        if server.count >= 12:
            return Reply(kill=True)
        return default_responder(body)

    server.responder = responder
    backend = backend_for(server, max_retries=2)
    cases = [CASES[cid] for cid in ("ts-001", "ts-003", "ts-004", "ts-007")]
    results = _batch(backend, cases, tmp_path)
    assert not server.running
    statuses = [artifact["status"] for artifact in results]
    assert "error" in statuses
    for artifact in results:
        if artifact["status"] == "error":
            assert "LLMConnectionError" in artifact["error"] and server.base_url in artifact["error"]
            assert KEY not in artifact["error"]
    assert len(list(tmp_path.glob("*.json"))) == len(cases)


def test_replay_reproduces_a_run_with_the_server_stopped(server, tmp_path):
    cache = tmp_path / "cache"
    cases = [CASES["ts-011"], CASES["ts-003"]]
    recorded = _batch(backend_for(server, cache_dir=cache, cache_mode="record"), cases, tmp_path / "a")
    assert all(a["status"] == "completed" for a in recorded)
    requests_seen = len(server.requests)
    server.stop()
    replayed = _batch(backend_for(server, cache_dir=cache, cache_mode="replay"), cases, tmp_path / "b")
    assert len(server.requests) == requests_seen
    for before, after in zip(recorded, replayed):
        assert after["status"] == "completed"
        for key in ("history", "trace", "belief", "red_flags", "transcript", "state"):
            assert after[key] == before[key], key
        for role in ("nurse", "patient", "extractor"):
            assert after["usage"][role]["cache_hits"] == after["usage"][role]["calls"] > 0
    # Repeated episodes of one case are different requests (the seed comes from the run id).
    seeds = {body["seed"] for body in server.bodies("patient")}
    assert len(seeds) >= 2


def test_the_api_key_appears_in_no_file_and_no_log_line(server, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    from openai_server import default_responder

    calls = {"n": 0}

    def responder(body):
        calls["n"] += 1
        if calls["n"] == 3:
            return Reply(status=500, body={"error": {"message": f"upstream saw key {KEY}"}})
        return default_responder(body)

    server.responder = responder
    server.reject = {"json_schema"}
    out, cache = tmp_path / "runs", tmp_path / "cache"
    results = _batch(backend_for(server, cache_dir=cache, cache_mode="auto"), [CHEST, CASES["ts-003"]], out)
    # And one episode that errors, so an error message is written too.
    server.push(Reply(status=401, body={"error": {"message": f"bad key {KEY}"}}))
    server.responder = lambda body: Reply(status=401, body={"error": {"message": f"bad key {KEY}"}})
    results += _batch(backend_for(server), [CASES["ts-004"]], out)
    assert {a["status"] for a in results} == {"completed", "error"}
    assert any(request["headers"].get("Authorization") == f"Bearer {KEY}" for request in server.requests)
    files = [path for path in tmp_path.rglob("*") if path.is_file()]
    assert len(files) >= 4
    for path in files:
        assert KEY not in path.read_text(encoding="utf-8"), path
    assert caplog.records
    assert KEY not in caplog.text and all(KEY not in r.getMessage() for r in caplog.records)


# ------------------------------------------------------------------------------ factory and names
def test_build_llm_agents_roles_and_shared_backend(tmp_path):
    first = build_llm_agents(nurse_model="m1", patient_model="offline", base_url="http://127.0.0.1:9/v1",
                             sampling='{"temperature": 0}', cache_dir=tmp_path,
                             timeout=5, concurrency=3, algorithm="ats")
    assert first.patient is None and isinstance(first.nurse, NurseAgent) and first.extractor is not None
    assert first.nurse.algorithm == "ats" and first.backend.settings.max_concurrency == 3
    assert first.backend.settings.sampling_for("nurse").temperature == 0
    second = build_llm_agents(nurse_model="m1", patient_model="m2", shared_backend=first.backend)
    assert second.backend is first.backend and second.nurse is not first.nurse
    assert second.patient.llm.model == "m2" and second.patient.describe()["model"] == "m2"
    nothing = build_llm_agents(nurse_model="offline", patient_model="offline")
    assert (nothing.nurse, nothing.patient, nothing.extractor, nothing.backend) == (None, None, None, None)


def test_compatibility_names(monkeypatch):
    import triagesim.agents as agents

    monkeypatch.setenv("OPENROUTER_API_KEY", KEY)
    llm = agents.OpenRouterLLM(model_name="some/model", output_type=NurseOutput)
    assert llm.output_type is NurseOutput and llm.settings.base_url == "https://openrouter.ai/api/v1"
    nurse = agents.NurseAgent(llm=llm)
    patient = agents.PatientAgent(llm=agents.OpenAICompatibleLLM(model="m", base_url="http://127.0.0.1:9/v1",
                                                                 api_key=KEY))
    for agent in (nurse, patient):
        described = json.dumps(agent.describe())
        assert KEY not in described and json.loads(described)["kind"] == "llm"
        assert KEY not in repr(agent.llm)
    assert agents.OpenRouterLLM is OpenRouterLLM and agents.PatientAgent is PatientAgent
    assert nurse.usage()["calls"] == 0


def test_describe_strips_url_credentials():
    llm = OpenAICompatibleLLM("m", base_url="https://user:pa55word@llm.example.org/v1", use_dotenv=False)
    assert "pa55word" not in json.dumps(NurseAgent(llm).describe())
    assert NurseAgent(llm).describe()["base_url"] == "https://user:***@llm.example.org/v1"


def test_fake_server_runs_as_a_subprocess():
    import subprocess
    import sys

    import httpx

    script = Path(__file__).with_name("openai_server.py")
    process = subprocess.Popen([sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline().split()
        assert line[0] == "READY"
        response = httpx.post(f"{line[1]}/chat/completions", json={
            "model": "m", "messages": [{"role": "system", "content": "You are playing a patient"}],
            "response_format": {"type": "json_schema", "json_schema": {"name": "patient_reply", "schema": {}}},
        })
        assert response.status_code == 200 and "utterance" in response.json()["choices"][0]["message"]["content"]
    finally:
        process.stdin.close()
        process.wait(timeout=5)


def test_llm_opening_must_introduce_the_nurse_by_name(server):
    server.push(
        nurse_json("utterance", 3, utterance="What brings you in?"),
        nurse_json("utterance", 3, utterance="Hi, I'm Jordan, the triage nurse. What brings you in?"),
        nurse_json("end", 2),
    )
    agents = agents_for(backend_for(server), nurse_persona=NursePersona(name="Jordan Lee"), opening="llm")
    artifact = run_episode(agents.nurse, EchoPatient(), KeywordExtractor())
    first = next(h["utterance"] for h in artifact["history"] if h.get("actor") == "nurse")
    assert first.startswith("Hi, I'm Jordan")
    assert "introduce you by name (Jordan Lee)" in nurse_requests(server)[1]["messages"][-1]["content"]
    assert "introduce you by name" in nurse_requests(server)[0]["messages"][0]["content"]


def test_the_sync_runner_works_with_llm_agents(server):
    backend = backend_for(server)
    runner = TriageRunner(config=RunnerConfig(max_turns=3), nurse=ScriptNurse(), patient=EchoPatient(),
                          extractor=KeywordExtractor())
    for episode in range(2):  # a new event loop per run(): the backend follows
        agents = agents_for(backend)
        artifact = runner.run(CHEST, episode=episode, nurse=agents.nurse, patient=agents.patient,
                              extractor=agents.extractor)
        assert artifact["status"] == "completed"
