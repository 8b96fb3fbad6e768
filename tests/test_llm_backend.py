"""The OpenAI-compatible backend against a real HTTP server on loopback (tests/openai_server.py).

Every fault the issue names is injected on the wire: invalid JSON, wrong schema, refusals of
``json_schema`` and ``json_object``, 429 with Retry-After, 5xx, hangs past the timeout,
dropped connections and a dead server. The API key is a distinctive fake that must never
appear in errors, logs, reprs or cache files.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time

import pytest
from openai_server import FAKE_KEY, FakeOpenAIServer, Reply, fake_backend, fenced
from pydantic import BaseModel, Field

from triagesim.llm import (
    LLMBackend,
    LLMCacheMiss,
    LLMConnectionError,
    LLMOutputError,
    LLMRequestError,
    LLMSettings,
    OpenAICompatibleLLM,
    OpenRouterLLM,
    Usage,
    extract_json,
    request_key,
    strict_schema,
)
from triagesim.errors import ConfigError
from triagesim.llm.backend import _retry_after
from triagesim.llm.structured import OutputInvalid, bounded_schema, validate_reply

KEY = FAKE_KEY


class Answer(BaseModel):
    reasoning: str
    value: int = Field(ge=0, le=10)
    note: str | None = None


GOOD = json.dumps({"reasoning": "because", "value": 7, "note": None})
MESSAGES = [{"role": "system", "content": "You answer questions."}, {"role": "user", "content": "How much?"}]


@pytest.fixture
def server():
    fake = FakeOpenAIServer(responder=lambda body: GOOD).start()
    yield fake
    fake.stop()


make = fake_backend


def complete(backend: LLMBackend, usage: Usage | None = None, messages=MESSAGES, **options):
    async def go():
        try:
            return await backend.complete(messages, Answer, role="nurse", usage=usage, **options)
        finally:
            await backend.aclose()

    return asyncio.run(go())


# ------------------------------------------------------------------------------ basics
def test_complete_returns_a_validated_object_and_counts_usage(server):
    usage = Usage()
    backend = make(server)
    answer = complete(backend, usage)
    assert answer == Answer(reasoning="because", value=7)
    assert usage.calls == 1 and usage.prompt_tokens > 0 and usage.completion_tokens > 0
    assert usage.latency_s > 0 and usage.retries == usage.reasks == 0
    assert backend.usage()["nurse"]["calls"] == 1
    request = server.requests[0]
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == f"Bearer {KEY}"
    fmt = request["body"]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    assert fmt["json_schema"]["name"] == "Answer"
    assert fmt["json_schema"]["schema"]["required"] == ["reasoning", "value", "note"]


def test_per_role_sampling_and_episode_seed_are_sent(server):
    backend = make(server, sampling={"nurse": {"temperature": 0.1, "top_p": 0.9}, "default": {"max_tokens": 77}})
    complete(backend, seed=1234)
    body = server.requests[0]["body"]
    assert body["temperature"] == 0.1 and body["top_p"] == 0.9 and body["max_tokens"] == 77 and body["seed"] == 1234
    assert body["model"] == "fake-model"


def test_invalid_json_is_reasked_with_the_error_appended(server):
    server.push("this is {not json", GOOD)
    usage = Usage()
    assert complete(make(server), usage).value == 7
    assert usage.reasks == 1 and usage.calls == 2
    second = server.requests[1]["body"]["messages"]
    assert second[-2] == {"role": "assistant", "content": "this is {not json"}
    assert second[-1]["role"] == "user" and "JSON" in second[-1]["content"]


def test_wrong_schema_is_reasked_naming_the_field(server):
    server.push(json.dumps({"reasoning": "x", "value": 99}), GOOD)
    usage = Usage()
    assert complete(make(server), usage).value == 7
    assert usage.reasks == 1
    reask = server.requests[1]["body"]["messages"][-1]["content"]
    assert "value" in reask and "less than or equal to 10" in reask


def test_output_error_after_the_reask_budget(server):
    server.push("nope", "still nope", "never")
    usage = Usage()
    with pytest.raises(LLMOutputError) as caught:
        complete(make(server, max_reasks=2), usage)
    message = str(caught.value)
    assert "fake-model" in message and server.base_url in message and KEY not in message
    assert len(server.requests) == 3 and usage.reasks == 2 and usage.errors == 1


def test_check_hook_rejections_are_reasked(server):
    seen = []

    def check(answer: Answer) -> None:
        seen.append(answer.value)
        if len(seen) == 1:
            raise ValueError("value must be confirmed twice")

    assert complete(make(server), check=check).value == 7
    assert "confirmed twice" in server.requests[1]["body"]["messages"][-1]["content"]


# ------------------------------------------------------------------------------ structured-output fallback
def test_json_schema_refusal_falls_back_to_json_object_with_schema_and_is_remembered(server):
    server.reject = {"json_schema"}
    backend = make(server)
    usage = Usage()

    async def go():
        first = await backend.complete(MESSAGES, Answer, role="nurse", usage=usage)
        second = await backend.complete(MESSAGES, Answer, role="nurse", usage=usage)
        await backend.aclose()
        return first, second

    first, second = asyncio.run(go())
    assert first.value == second.value == 7
    assert server.formats() == ["json_schema", "json_object+schema", "json_object+schema"]
    assert usage.fallbacks == 1 and usage.calls == 2
    assert backend.mode_for("fake-model") == "json_object_schema"
    # The type's strict schema, bounded to the role's max_tokens (the default 900 for the nurse).
    assert server.requests[1]["body"]["response_format"]["schema"] == bounded_schema(strict_schema(Answer), 900)
    # The schema is in the prompt too, for servers that accept "schema" but ignore it.
    system = server.requests[1]["body"]["messages"][0]["content"]
    assert system.startswith("You answer questions.") and '"reasoning"' in system and "JSON" in system
    # The memory is per model: another model on the same server starts from json_schema again.
    assert backend.mode_for("other-model") == "json_schema"


def test_refusing_json_object_too_falls_back_to_plain_text_with_fences(server):
    server.reject = {"json_schema", "json_object"}
    backend = make(server)

    async def go():
        results = [await backend.complete(MESSAGES, Answer) for _ in range(2)]
        await backend.aclose()
        return results

    assert [r.value for r in asyncio.run(go())] == [7, 7]
    assert server.formats() == ["json_schema", "json_object+schema", "json_object", "text", "text"]
    assert "```json" in server.requests[3]["body"]["messages"][0]["content"]
    assert "response_format" not in server.requests[4]["body"]


def test_a_400_that_is_not_about_the_format_is_not_a_fallback(server):
    server.push(Reply(status=400, body={"error": {"message": "model 'x' does not exist"}}))
    with pytest.raises(LLMRequestError) as caught:
        complete(make(server))
    assert caught.value.status == 400 and len(server.requests) == 1


# ------------------------------------------------------------------------------ retries
def test_429_with_retry_after_is_honoured(server):
    server.push(Reply(status=429, headers={"Retry-After": "0.4"}))
    usage = Usage()
    started = time.perf_counter()
    assert complete(make(server), usage).value == 7
    assert time.perf_counter() - started >= 0.4
    assert usage.retries == 1 and len(server.requests) == 2


def test_5xx_are_retried_with_backoff(server):
    server.push(Reply(status=500), Reply(status=503), Reply(status=502))
    usage = Usage()
    assert complete(make(server), usage).value == 7
    assert usage.retries == 3 and usage.calls == 1


def test_200_without_choices_is_retried(server):
    server.push(Reply(body={"error": {"message": "upstream overloaded", "code": 502}}))
    usage = Usage()
    assert complete(make(server), usage).value == 7 and usage.retries == 1


def test_a_reply_that_hangs_past_the_timeout_is_retried(server):
    server.push(Reply(content=GOOD, delay=3.0))
    usage = Usage()
    started = time.perf_counter()
    assert complete(make(server, timeout=0.3), usage).value == 7
    assert time.perf_counter() - started < 2.0
    assert usage.retries == 1


def test_persistent_hangs_end_in_a_connection_error_naming_the_url(server):
    server.push(*[Reply(content=GOOD, delay=3.0) for _ in range(2)])
    with pytest.raises(LLMConnectionError) as caught:
        complete(make(server, timeout=0.2, max_retries=1))
    message = str(caught.value)
    assert server.base_url in message and "0.2 s" in message and KEY not in message


def test_a_dropped_connection_is_retried(server):
    server.push(Reply(drop=True))
    usage = Usage()
    assert complete(make(server), usage).value == 7 and usage.retries == 1


def test_a_dead_server_gives_a_connection_error(server):
    backend = make(server, max_retries=2)
    server.stop()
    with pytest.raises(LLMConnectionError) as caught:
        complete(backend)
    assert server.base_url in str(caught.value) and "3 attempt" in str(caught.value)


def test_401_is_not_retried_and_the_echoed_key_is_scrubbed(server):
    server.push(Reply(status=401, body={"error": {"message": f"invalid key {KEY}"}}))
    with pytest.raises(LLMRequestError) as caught:
        complete(make(server, api_key_env="MY_KEY_VAR"))
    message = str(caught.value)
    assert KEY not in message and "***" in message and "MY_KEY_VAR" in message
    assert len(server.requests) == 1


def test_retry_after_parses_seconds_and_dates():
    assert _retry_after("2") == 2.0 and _retry_after("0.5") == 0.5
    assert _retry_after(None) is None and _retry_after("soon") is None
    assert _retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0  # in the past


# ------------------------------------------------------------------------------ concurrency and loops
def test_one_semaphore_bounds_requests_in_flight(server):
    server.latency = 0.1
    backend = make(server, max_concurrency=2)

    async def go():
        results = await asyncio.gather(*(backend.complete(MESSAGES, Answer) for _ in range(6)))
        await backend.aclose()
        return results

    started = time.perf_counter()
    assert len(asyncio.run(go())) == 6
    assert server.max_in_flight == 2
    assert time.perf_counter() - started >= 0.3


def test_a_backend_survives_several_event_loops(server):
    backend = make(server)
    for _ in range(3):  # TriageRunner.run uses asyncio.run per episode
        assert asyncio.run(backend.complete(MESSAGES, Answer)).value == 7


# ------------------------------------------------------------------------------ cache
def test_record_then_replay_with_the_server_stopped(server, tmp_path):
    recorder = make(server, cache_dir=tmp_path, cache_mode="record")
    other = [{"role": "user", "content": "And now?"}]

    async def record():
        results = (await recorder.complete(MESSAGES, Answer), await recorder.complete(other, Answer))
        await recorder.aclose()
        return results

    recorded = asyncio.run(record())
    assert len(list(tmp_path.glob("*.json"))) == 2
    assert not list(tmp_path.glob("*.tmp"))
    server.stop()

    usage = Usage()
    replayer = make(server, cache_dir=tmp_path, cache_mode="replay")

    async def replay():
        return (
            await replayer.complete(MESSAGES, Answer, usage=usage),
            await replayer.complete(other, Answer, usage=usage),
        )

    assert asyncio.run(replay()) == recorded
    assert usage.cache_hits == 2 and usage.calls == 2 and usage.retries == 0

    with pytest.raises(LLMCacheMiss) as caught:  # not a connection error: the stopped server was never asked
        asyncio.run(replayer.complete([{"role": "user", "content": "never recorded"}], Answer, usage=usage))
    assert usage.retries == 0 and usage.errors == 1 and usage.calls == 2  # no retries, no request counted
    assert "record it first" in str(caught.value)


def test_auto_mode_reads_when_present_and_records_otherwise(server, tmp_path):
    backend = make(server, cache_dir=tmp_path, cache_mode="auto")
    usage = Usage()

    async def go():
        for _ in range(3):
            await backend.complete(MESSAGES, Answer, usage=usage)
        await backend.aclose()

    asyncio.run(go())
    assert len(server.requests) == 1 and usage.cache_hits == 2


def test_replay_follows_a_recorded_fallback(server, tmp_path):
    server.reject = {"json_schema"}
    asyncio.run(make(server, cache_dir=tmp_path, cache_mode="record").complete(MESSAGES, Answer))
    server.stop()
    replayer = make(server, cache_dir=tmp_path, cache_mode="replay")
    assert asyncio.run(replayer.complete(MESSAGES, Answer)).value == 7
    assert replayer.mode_for("fake-model") == "json_object_schema"


def test_replay_finds_a_recording_made_in_a_later_mode(server, tmp_path):
    """A cache recorded in bare json_object mode (as before json_object_schema existed) still replays."""
    recorder = make(server, cache_dir=tmp_path, cache_mode="record", structured_output="json_object")
    asyncio.run(recorder.complete(MESSAGES, Answer))
    server.stop()
    replayer = make(server, cache_dir=tmp_path, cache_mode="replay")
    assert asyncio.run(replayer.complete(MESSAGES, Answer)).value == 7
    assert replayer.mode_for("fake-model") == "json_object"


def test_cache_key_ignores_key_and_url_and_files_hold_no_secret(server, tmp_path):
    one = make(server, cache_dir=tmp_path, cache_mode="record")
    asyncio.run(one.complete(MESSAGES, Answer))
    body = server.requests[0]["body"]
    assert KEY not in json.dumps(body)
    file = next(tmp_path.glob("*.json"))
    assert file.stem == request_key(body)
    assert KEY not in file.read_text() and "Bearer" not in file.read_text()
    # The same request through another URL (with credentials) and another key replays.
    elsewhere = LLMSettings(
        base_url="http://user:hunter2@127.0.0.1:9/v1", model="fake-model", api_key="sk-other-KEY-999",
        cache_dir=tmp_path, cache_mode="replay", use_dotenv=False,
    )
    assert asyncio.run(LLMBackend(elsewhere).complete(MESSAGES, Answer)).value == 7


def test_sampling_changes_the_cache_key(server, tmp_path):
    asyncio.run(make(server, cache_dir=tmp_path, cache_mode="record").complete(MESSAGES, Answer, seed=1))
    asyncio.run(make(server, cache_dir=tmp_path, cache_mode="record").complete(MESSAGES, Answer, seed=2))
    assert len(list(tmp_path.glob("*.json"))) == 2


# ------------------------------------------------------------------------------ secrets and settings
def test_secrets_stay_out_of_reprs_and_logs(server, caplog):
    caplog.set_level(logging.DEBUG)
    server.reject = {"json_schema"}
    server.push(Reply(status=429, headers={"Retry-After": "0"}), Reply(status=500), "garbage")
    settings = LLMSettings(base_url=server.base_url.replace("http://", "http://bob:pw-XYZ@"), model="m",
                           api_key=KEY, use_dotenv=False)
    assert KEY not in repr(settings) and "pw-XYZ" not in repr(settings) and KEY not in str(settings.model_dump())
    backend = make(server)
    assert KEY not in repr(backend)
    llm = OpenAICompatibleLLM("fake-model", backend=backend)
    assert KEY not in repr(llm) and KEY not in json.dumps(llm.describe())
    assert complete(backend).value == 7
    server.push(Reply(status=401, body={"error": {"message": f"bad key {KEY}"}}))
    with pytest.raises(LLMRequestError):
        complete(make(server))
    assert caplog.records, "expected log lines from retries and fallbacks"
    assert all(KEY not in record.getMessage() for record in caplog.records)
    assert KEY not in caplog.text


def test_key_from_environment_and_dotenv(monkeypatch, tmp_path):
    monkeypatch.delenv("TS_TEST_KEY", raising=False)
    monkeypatch.chdir(tmp_path)
    settings = LLMSettings(model="m", api_key_env="TS_TEST_KEY")
    with pytest.raises(ConfigError, match="TS_TEST_KEY"):  # named but unset
        settings.resolve_api_key()
    (tmp_path / ".env").write_text("TS_TEST_KEY=from-dotenv-123\n")
    assert settings.resolve_api_key() == "from-dotenv-123"
    monkeypatch.setenv("TS_TEST_KEY", "from-env-456")
    assert settings.resolve_api_key() == "from-env-456"
    assert LLMSettings(model="m", api_key_env="TS_TEST_KEY", api_key="explicit").resolve_api_key() == "explicit"


def test_openrouter_defaults(monkeypatch):
    monkeypatch.setenv("OPENROUTER_API_KEY", KEY)
    llm = OpenRouterLLM(model_name="meta-llama/llama-3.1-8b-instruct", output_type=Answer)
    assert llm.settings.base_url == "https://openrouter.ai/api/v1"
    assert llm.settings.api_key_env is None and llm.settings.key_env == "OPENROUTER_API_KEY"
    assert llm.backend._key == KEY
    assert llm.describe() == {"kind": "llm", "model": "meta-llama/llama-3.1-8b-instruct",
                              "base_url": "https://openrouter.ai/api/v1"}
    assert KEY not in repr(llm)


def test_bound_llm_calls_its_output_type(server):
    llm = OpenAICompatibleLLM(model="fake-model", base_url=server.base_url, api_key=KEY, output_type=Answer,
                              max_retries=0, use_dotenv=False)
    assert asyncio.run(llm("How much?")).value == 7
    assert server.requests[0]["body"]["messages"] == [{"role": "user", "content": "How much?"}]


def test_settings_validate_their_inputs(tmp_path):
    with pytest.raises(ValueError):
        LLMSettings(base_url="ftp://x")
    with pytest.raises(ValueError):
        LLMSettings(cache_mode="replay")
    flat = LLMSettings(sampling={"temperature": 0})
    assert flat.sampling_for("patient").temperature == 0 and flat.sampling_for("patient").max_tokens == 400
    assert LLMSettings(sampling='{"nurse": {"seed": 5}}').sampling_for("nurse").seed == 5


# ------------------------------------------------------------------------------ JSON out of text
@pytest.mark.parametrize(
    "text",
    [
        '{"a": 1}',
        'Here you go: ```json\n{"a": 1}\n``` hope it helps',
        "```\n{\"a\": 1}\n```",
        'Sure! The answer is {"a": 1} and that is all.',
        '<think>maybe {"a": 2}? no.</think>{"a": 1}',
    ],
)
def test_extract_json_finds_the_object(text):
    assert extract_json(text) == {"a": 1}


def test_extract_json_handles_braces_inside_strings_and_reports_failures():
    assert extract_json('x {"say": "a } brace {", "n": {"m": 1}} y') == {"say": "a } brace {", "n": {"m": 1}}
    with pytest.raises(OutputInvalid):
        extract_json("no json here")
    with pytest.raises(OutputInvalid):
        extract_json("")
    with pytest.raises(OutputInvalid):
        validate_reply("[1, 2]", Answer)
    assert validate_reply(fenced(GOOD), Answer).value == 7


def test_strict_schema_is_self_contained_and_closed():
    from triagesim.core import BeliefUpdate

    schema = strict_schema(BeliefUpdate)
    text = json.dumps(schema)
    assert "$ref" not in text and "$defs" not in text and '"title"' not in text and '"default"' not in text
    item = schema["properties"]["items"]["items"]
    assert item["additionalProperties"] is False and item["required"] == ["slot", "value", "polarity", "certainty", "evidence"]


def test_url_credentials_become_basic_auth_and_stay_out_of_logs(server, caplog, monkeypatch):
    caplog.set_level(logging.DEBUG)
    monkeypatch.setenv("OPENROUTER_API_KEY", "sk-or-not-for-this-server")
    url = server.base_url.replace("http://", "http://bob:pw-XYZ@")
    backend = make(server, base_url=url, api_key=None)  # no key named: none is sent to a local server
    server.push(Reply(status=503))
    assert complete(backend).value == 7
    headers = server.requests[-1]["headers"]
    assert headers["Authorization"].startswith("Basic ")
    assert server.requests[-1]["path"] == "/v1/chat/completions"
    assert caplog.records and "pw-XYZ" not in caplog.text
