"""Typed boundaries: the episode state (``EpisodeMeta``) keeps its stored form, the trace's actions
are the four typed actions, and the agents of both engines fit the runner's protocols."""

from __future__ import annotations

import inspect
import json

import pytest
import redis
from pydantic import ValidationError

from scripted import EchoPatient, KeywordExtractor, ScriptNurse, nurse_step
from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.base import BeliefExtractorLike, NurseLike, PatientLike
from triagesim.agents.llm.extractor import LLMBeliefExtractor
from triagesim.agents.llm.nurse import NurseAgent
from triagesim.agents.llm.patient import PatientAgent
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.core import MemoryStore, RedisStore, StateStore, TriageEnv
from triagesim.core.artifact import TraceEntry, artifact_json_schema
from triagesim.core.episode_meta import EpisodeMeta

CASE = {
    "case_id": "store-case",
    "age": 71,
    "chief_complaint": "short of breath",
    "vitals": {"temperature": 100.4, "heartrate": 112, "resprate": 28, "o2sat": 88, "sbp": 150},
    "pain": 2,
    "acuity": 2,
}

# The meta of the episode ``script`` plays, as TriageSim stored it before the state was typed
# (each value as its Redis hash field holds it: one JSON text per field). Recorded with that code.
LEGACY_STORED = {
    "run_id": '"kept"',
    "algorithm": '"esi"',
    "turn": "3",
    "max_turns": "3",
    "phase": '"done"',
    "closing": "true",
    "vital_in_phase": "null",
    "flag_in_phase": "false",
    "refusals_in_row": "0",
    "refusals_total": "1",
    "status": '"completed"',
    "end_reason": '"max_turns"',
    "error": "null",
    "final_triage": "2",
    "nurse_steps": "7",
    "history_len": "11",
    "belief_len": "11",
    "nurse_history_cursor": "10",
    "nurse_belief_cursor": "11",
    "patient_history_cursor": "9",
    "last_refusal": "null",
    "last_nurse_utterance": '"Question 2?"',
    "vitals": '{"o2sat": 88.0, "resprate": 28.0}',
    "flags": '["hypoxia", "tachypnea"]',
}
LEGACY = {key: json.loads(value) for key, value in LEGACY_STORED.items()}


def script():
    return ScriptNurse(
        [
            nurse_step("check_vital", 3, vital="o2sat"),
            nurse_step("log_red_flag", 2, red_flags=["Hypoxia", "tachypnea "]),
            nurse_step("utterance", 2, utterance="How long have you been short of breath?"),
            nurse_step("check_vital", 2, vital="nonsense"),  # refused
            nurse_step("check_vital", 2, vital="resprate"),
            nurse_step("utterance", 2, utterance="Any chest pain?"),
        ],
        final=2,
    )


def play_kept(store: StateStore) -> dict:
    config = RunnerConfig(max_turns=3, keep_state=True)
    return TriageRunner(script(), EchoPatient(), config, extractor=KeywordExtractor(), store=store).run(
        CASE, run_id="kept"
    )


class RecordingStore(MemoryStore):
    """A memory store that keeps the meta of every commit as it was sent."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[tuple[dict, dict]] = []  # (meta stored before the commit, meta the commit sent)

    def commit(self, run_id, *, meta=None, append=None, hset=None):
        self.sent.append((self.meta(run_id), dict(meta or {})))
        super().commit(run_id, meta=meta, append=append, hset=hset)


# ------------------------------------------------------------------ the episode state's stored form
def test_the_memory_store_holds_the_state_key_for_key_as_before():
    store = MemoryStore()
    artifact = play_kept(store)
    assert artifact["status"] == "completed" and artifact["state"]["refusals"] == 1
    stored = store.meta("kept")
    assert list(stored) == list(LEGACY)
    assert {key: json.dumps(value) for key, value in stored.items()} == LEGACY_STORED


def test_the_redis_hash_is_byte_for_byte_what_earlier_versions_stored(redis_server):
    store = RedisStore(redis_server.url_for(6))
    try:
        play_kept(store)
        raw = redis.Redis.from_url(redis_server.url_for(6), decode_responses=True).hgetall("triagesim:kept:meta")
        assert raw == LEGACY_STORED
        assert EpisodeMeta.from_dict(store.meta("kept")).to_dict() == LEGACY
    finally:
        store.delete("kept")
        store.close()


def test_a_legacy_state_loads_typed_and_writes_back_unchanged():
    meta = EpisodeMeta.from_dict(LEGACY)
    assert (meta.turn, meta.phase, meta.status, meta.end_reason) == (3, "done", "completed", "max_turns")
    assert meta.vitals == {"o2sat": 88.0, "resprate": 28.0} and meta.flags == ["hypoxia", "tachypnea"]
    assert meta.to_dict() == LEGACY and list(meta.to_dict()) == list(LEGACY)
    # an integer vital read back from JSON stays an integer, so its stored text does not change
    ints = EpisodeMeta.from_dict({**LEGACY, "vitals": {"heartrate": 124, "sbp": None}})
    assert json.dumps(ints.to_dict()["vitals"]) == '{"heartrate": 124, "sbp": null}'


def test_a_broken_state_is_refused_naming_the_field():
    missing = {key: value for key, value in LEGACY.items() if key != "turn"}
    with pytest.raises(ValueError, match="missing turn"):
        EpisodeMeta.from_dict(missing)
    with pytest.raises(ValueError, match="phase"):
        EpisodeMeta.from_dict({**LEGACY, "phase": "lunch"})
    with pytest.raises(ValueError, match="refusals_total"):
        EpisodeMeta.from_dict({**LEGACY, "refusals_total": "many"})


def test_a_commit_sends_every_change_and_only_changes():
    store = RecordingStore()
    artifact = TriageRunner(
        script(), EchoPatient(), RunnerConfig(max_turns=3, keep_state=True), extractor=KeywordExtractor(), store=store
    ).run(CASE, run_id="kept")
    assert len(store.sent) == artifact["state"]["nurse_steps"] + artifact["state"]["refusals"] + artifact["state"]["turn"]
    for before, sent in store.sent:
        assert sent, "a step that changes nothing"
        assert all(before[key] != value for key, value in sent.items()), sent
        assert {"run_id", "algorithm", "max_turns"}.isdisjoint(sent)
    # nothing lost on the way: the state kept equals what the earlier code stored
    assert store.meta("kept") == LEGACY


def test_a_vital_changed_in_place_still_reaches_the_next_commit():
    meta = EpisodeMeta(run_id="r", algorithm="esi", max_turns=3)
    committed = meta.to_dict()
    meta.vitals["o2sat"] = 91.0  # the container is the live one; the snapshot holds its own copy
    meta.turn = 0  # assigned, not changed
    assert meta.changed_since(committed) == {"vitals": {"o2sat": 91.0}}


def test_observing_twice_changes_no_state_and_sends_nothing():
    store = RecordingStore()
    env = TriageEnv(store)
    first = env.reset(CASE, run_id="look")
    before = store.meta("look")
    assert env.observe() is first and env.observe() is first
    assert store.meta("look") == before and store.sent == []


# ------------------------------------------------------------------ trace actions
@pytest.mark.parametrize(
    "action",
    [
        {"type": "utterance", "utterance": "Where does it hurt?", "triage": 3},
        {"type": "check_vital", "vital": "o2sat"},
        {"type": "log_red_flag", "red_flags": ["hypoxia"]},
        {"type": "end", "triage": 2},
        {"type": "end", "triage": 2, "utterance": "We will see you now."},
    ],
)
def test_each_trace_action_reads_back_typed_and_dumps_to_the_same_json(action):
    entry = TraceEntry.model_validate(
        {"step": 0, "turn": 0, "actor": "nurse", "action": action, "triage": 3, "confidence": 0.5,
         "explanation": "why", "red_flags_proposed": []}
    )
    assert entry.action.type == action["type"]
    assert json.dumps(entry.action.model_dump(exclude_none=True)) == json.dumps(action)


@pytest.mark.parametrize(
    "action, problem",
    [
        ({"type": "shout", "utterance": "hey"}, "shout"),
        ({"utterance": "no tag", "triage": 3}, "type"),
        ({"type": "check_vital", "vital": "o2sat", "value": 88}, "value"),
        ({"type": "utterance", "utterance": "hi", "triage": 9}, "triage"),
        ({"type": "end"}, "triage"),
    ],
)
def test_a_malformed_trace_action_is_refused(action, problem):
    with pytest.raises(ValidationError, match=problem):
        TraceEntry.model_validate(
            {"step": 0, "turn": 0, "actor": "nurse", "action": action, "triage": 3, "confidence": 0.5,
             "explanation": "why", "red_flags_proposed": []}
        )


def test_the_published_schema_describes_every_action_an_episode_writes():
    schema = artifact_json_schema()
    tag = schema["$defs"]["TraceEntry"]["properties"]["action"]["discriminator"]
    assert tag["propertyName"] == "type" and set(tag["mapping"]) == {"utterance", "check_vital", "log_red_flag", "end"}
    artifact = TriageRunner(config=RunnerConfig(max_turns=4)).run(CASE)
    assert {"check_vital", "utterance", "end"} <= {entry["action"]["type"] for entry in artifact["trace"]}
    for entry in artifact["trace"]:
        action = entry["action"]
        definition = schema["$defs"][tag["mapping"][action["type"]].rsplit("/", 1)[-1]]
        assert definition["additionalProperties"] is False
        assert definition["required"][0] == "type"  # the tag is required, though the models default it
        assert set(definition["required"]) <= set(action) <= set(definition["properties"]), action
        assert definition["properties"]["type"]["const"] == action["type"]


# ------------------------------------------------------------------ agent protocols
ROLES = [
    (NurseLike, "act", [ProtocolNurse, NurseAgent]),
    (PatientLike, "act", [ScriptedPatient, PatientAgent]),
    (BeliefExtractorLike, "extract", [RuleBasedExtractor, LLMBeliefExtractor]),
]


@pytest.mark.parametrize("protocol, method, agents", ROLES, ids=lambda value: getattr(value, "__name__", None))
def test_offline_and_llm_agents_have_their_role_s_method_with_its_signature(protocol, method, agents):
    wanted = inspect.signature(getattr(protocol, method))
    for agent in agents:
        assert issubclass(agent, protocol), agent
        found = getattr(agent, method)
        assert inspect.iscoroutinefunction(found), f"{agent.__name__}.{method} is not async"
        assert [(p.name, p.kind) for p in inspect.signature(found).parameters.values()] == [
            (p.name, p.kind) for p in wanted.parameters.values()
        ], agent


def test_the_offline_agents_are_instances_of_the_protocols_and_not_of_the_other_role():
    nurse, patient, extractor = ProtocolNurse(), ScriptedPatient(), RuleBasedExtractor()
    assert isinstance(nurse, NurseLike) and isinstance(patient, PatientLike)
    assert isinstance(extractor, BeliefExtractorLike) and not isinstance(extractor, NurseLike)
