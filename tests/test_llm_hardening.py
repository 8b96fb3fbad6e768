"""Hardening of the LLM layer: the transport seam, llama.cpp's structured output, free-text
replies, secrets (errors, cache, which server gets a key), capped waits, log lines, one-line
settings errors, and final statuses.

End-to-end behaviour goes over real HTTP (tests/openai_server.py); unit tests answer in-process
through ``httpx.MockTransport`` handed to ``LLMBackend(..., transport=...)``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import socket
import time
from typing import Any

import httpx
import pytest
from openai_server import FAKE_KEY, LLAMA_CPP_UNCONSTRAINED, FakeOpenAIServer, Reply, fake_backend
from pydantic import BaseModel, Field, ValidationError

from triagesim.core.outputs import PatientOutput
from triagesim.errors import ConfigError
from triagesim.llm import (
    LLMBackend,
    LLMConnectionError,
    LLMOutputError,
    LLMRequestError,
    LLMSettings,
    OpenAICompatibleLLM,
    Usage,
    parse_sampling,
    strict_schema,
)
from triagesim.llm.errors import excerpt
from triagesim.llm.retry import RetryPolicy
from triagesim.llm.structured import OutputInvalid, bounded_schema, free_text_field, validate_reply


class Answer(BaseModel):
    reasoning: str
    value: int = Field(ge=0, le=10)


GOOD = json.dumps({"reasoning": "because", "value": 7})
MESSAGES = [{"role": "system", "content": "You answer questions."}, {"role": "user", "content": "How much?"}]
PATIENT_MESSAGES = [{"role": "system", "content": "You are playing a patient."}, {"role": "user", "content": "Hi?"}]
PROBE_KEY = "sk-probe-SECRET-0123456789abcdef"


@pytest.fixture
def server():
    fake = FakeOpenAIServer(responder=lambda body: GOOD).start()
    yield fake
    fake.stop()


def run(backend: LLMBackend, output_type: type[BaseModel] = Answer, messages=MESSAGES, **options: Any):
    async def go():
        try:
            return await backend.complete(messages, output_type, **options)
        finally:
            await backend.aclose()

    return asyncio.run(go())


def completion(content: str) -> httpx.Response:
    return httpx.Response(200, json={
        "model": "m",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 5, "completion_tokens": 3},
    })


def mock_backend(handler, **fields: Any) -> LLMBackend:
    settings = dict(base_url="http://llm.test/v1", model="m", use_dotenv=False, backoff_base=0.001, backoff_max=0.01)
    settings.update(fields)
    return LLMBackend(LLMSettings(**settings), transport=httpx.MockTransport(handler))


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# ------------------------------------------------------------------------------ 1. transport seam
def test_a_mock_transport_answers_in_process():
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return completion(GOOD)

    usage = Usage()
    assert run(mock_backend(handler, api_key="sk-explicit-1234"), usage=usage).value == 7
    (request,) = seen
    assert str(request.url) == "http://llm.test/v1/chat/completions"
    assert request.headers["Authorization"] == "Bearer sk-explicit-1234"
    body = json.loads(request.content)
    assert body["model"] == "m" and body["response_format"]["type"] == "json_schema"
    assert usage.calls == 1 and usage.prompt_tokens == 5 and usage.completion_tokens == 3


def test_a_mock_transport_sees_retries_and_format_fallbacks():
    formats: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        fmt = json.loads(request.content).get("response_format") or {}
        formats.append(fmt.get("type", "text") + ("+schema" if "schema" in fmt else ""))
        if fmt.get("type") == "json_schema":
            return httpx.Response(400, json={"error": {"message": "response_format json_schema unsupported"}})
        if len(formats) == 2:
            return httpx.Response(503, text="overloaded")
        return completion(GOOD)

    usage = Usage()
    assert run(mock_backend(handler), usage=usage).value == 7
    assert formats == ["json_schema", "json_object+schema", "json_object+schema"]
    assert usage.fallbacks == 1 and usage.retries == 1


def test_an_llm_can_be_built_on_a_transport():
    llm = OpenAICompatibleLLM("m", base_url="http://llm.test/v1", use_dotenv=False, output_type=Answer,
                              transport=httpx.MockTransport(lambda request: completion(GOOD)))
    assert asyncio.run(llm("How much?")).value == 7
    with pytest.raises(ValueError):
        OpenAICompatibleLLM("m", backend=llm.backend, transport=httpx.MockTransport(lambda request: completion(GOOD)))


# ------------------------------------------------------------------------------ 2. llama.cpp structured output
def test_llama_cpp_gets_json_object_with_schema_and_the_mode_is_remembered():
    with FakeOpenAIServer(responder=lambda body: GOOD, llama_cpp=True) as server:
        backend = fake_backend(server)
        usage = Usage()

        async def go():
            first = await backend.complete(MESSAGES, Answer, usage=usage)
            second = await backend.complete(MESSAGES, Answer, usage=usage)
            await backend.aclose()
            return first, second

        first, second = asyncio.run(go())
    assert first.value == second.value == 7
    # One refusal, then the second request goes straight to the remembered mode.
    assert server.formats() == ["json_schema", "json_object+schema", "json_object+schema"]
    assert server.requests[0]["body"]["response_format"]["type"] == "json_schema"
    bounded = bounded_schema(strict_schema(Answer), backend.settings.sampling_for("default").max_tokens)
    assert server.requests[2]["body"]["response_format"] == {"type": "json_object", "schema": bounded}
    assert backend.mode_for("fake-model") == "json_object_schema"
    assert usage.fallbacks == 1 and usage.calls == 2 and usage.reasks == 0


def test_the_remembered_mode_outlives_event_loops():
    with FakeOpenAIServer(responder=lambda body: GOOD, llama_cpp=True) as server:
        backend = fake_backend(server)
        for _ in range(2):  # the runner uses asyncio.run per episode
            assert run(backend).value == 7
    assert server.formats() == ["json_schema", "json_object+schema", "json_object+schema"]


def test_why_the_schema_step_matters_a_bare_json_object_is_unconstrained_on_llama_cpp():
    with FakeOpenAIServer(responder=lambda body: GOOD, llama_cpp=True) as server:
        with pytest.raises(LLMOutputError):
            run(fake_backend(server, structured_output="json_object", max_reasks=1))
    assert server.formats() == ["json_object", "json_object"]
    assert server.requests[1]["body"]["messages"][-2] == {"role": "assistant", "content": LLAMA_CPP_UNCONSTRAINED}


def test_a_server_refusing_the_schema_variant_falls_back_to_a_bare_json_object(server):
    server.reject = {"json_schema", "json_object+schema"}
    backend = fake_backend(server)
    assert run(backend).value == 7
    assert server.formats() == ["json_schema", "json_object+schema", "json_object"]
    assert backend.mode_for("fake-model") == "json_object"


# ------------------------------------------------------------------------------ 3. free-text replies
def test_a_plain_text_patient_reply_is_taken_as_the_utterance():
    line = "It started this morning, a heavy pain in my chest."
    with FakeOpenAIServer(responder=lambda body: Reply(content=line)) as server:
        usage = Usage()
        reply = run(fake_backend(server), PatientOutput, PATIENT_MESSAGES, usage=usage)
    assert reply.utterance == line
    assert usage.reasks == 0 and len(server.requests) == 1


def test_plain_text_is_still_reasked_when_the_schema_has_several_fields(server):
    server.push("Seven, because it hurts.")
    usage = Usage()
    assert run(fake_backend(server), usage=usage).value == 7
    assert usage.reasks == 1


def test_free_text_only_for_one_required_string_field():
    assert free_text_field(strict_schema(PatientOutput)) == "utterance"
    assert free_text_field(strict_schema(Answer)) is None
    assert free_text_field({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}) is None
    with_list = {"type": "object", "required": ["say", "notes"],
                 "properties": {"say": {"type": "string"}, "notes": {"type": "array", "items": {"type": "string"}}}}
    assert free_text_field(with_list) == "say"  # lists may stay empty: prose still fills the one string
    with_number = {**with_list, "properties": {**with_list["properties"], "n": {"type": "integer"}}}
    assert free_text_field(with_number) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("  My chest hurts.  ", "My chest hurts."),
        ('"My chest hurts."', "My chest hurts."),
        ("<think>they asked about pain</think>My chest hurts.", "My chest hurts."),
        ('{"utterance": "From JSON."}', "From JSON."),
    ],
)
def test_validate_reply_wraps_prose(text, expected):
    assert validate_reply(text, PatientOutput, free_text="utterance").utterance == expected


@pytest.mark.parametrize("text", ["", "   ", '{"utterance": "cut off', "```json\n{broken\n```"])
def test_validate_reply_does_not_wrap_failed_json_or_nothing(text):
    with pytest.raises(OutputInvalid):
        validate_reply(text, PatientOutput, free_text="utterance")


# ------------------------------------------------------------------------------ 4. secrets
def _key_fragments(text: str, key: str = PROBE_KEY) -> list[str]:
    """Every piece of ``key`` of 6+ characters found in ``text`` (a cut edge leaks a prefix)."""
    return [key[:n] for n in range(6, len(key) + 1) if key[:n] in text]


@pytest.mark.parametrize("padding", [270, 280, 285, 290, 295, 299])
def test_an_error_body_is_scrubbed_before_it_is_cut(server, padding):
    body = "x" * padding + f" Authorization: Bearer {PROBE_KEY} was rejected"
    server.push(Reply(status=401, body=body))
    with pytest.raises(LLMRequestError) as caught:
        run(fake_backend(server, api_key=PROBE_KEY))
    message = str(caught.value)
    assert caught.value.status == 401
    assert not _key_fragments(message), message[-80:]


def test_an_error_inside_a_200_reply_is_scrubbed_before_it_is_cut(server):
    server.push(Reply(body={"error": {"message": "y" * 285 + f" Bearer {PROBE_KEY}", "code": 400}}))
    with pytest.raises(LLMRequestError) as caught:
        run(fake_backend(server, api_key=PROBE_KEY))
    assert caught.value.status == 400 and not _key_fragments(str(caught.value))


def test_an_error_body_becomes_one_line(server):
    server.push(Reply(status=404, body="<html>\n<body>\n  Not Found\n</body>\n</html>"))
    with pytest.raises(LLMRequestError) as caught:
        run(fake_backend(server))
    assert "\n" not in str(caught.value) and "<html> <body> Not Found" in str(caught.value)


def test_excerpt_scrubs_then_cuts():
    text = "z" * 290 + PROBE_KEY
    assert not _key_fragments(excerpt(text, [PROBE_KEY]))
    assert len(excerpt("a" * 1000, [])) == 300


def test_cache_entries_are_scrubbed_of_the_key(server, tmp_path):
    echo = json.dumps({"reasoning": f"the header said Bearer {FAKE_KEY}", "value": 7})
    server.push(Reply(content=echo))
    answer = run(fake_backend(server, cache_dir=tmp_path, cache_mode="record"))
    assert answer.value == 7
    (entry,) = tmp_path.glob("*.json")
    text = entry.read_text()
    assert FAKE_KEY not in text and "Bearer ***" in text
    replayed = run(fake_backend(server, cache_dir=tmp_path, cache_mode="replay"))
    assert replayed.reasoning == "the header said Bearer ***"


def test_no_key_goes_to_a_local_server_unless_its_variable_is_named(server, monkeypatch):
    monkeypatch.setenv("OPENROUTER_API_KEY", "sk-or-for-openrouter-only")
    monkeypatch.setenv("TS_LOCAL_KEY", "sk-local-456")
    run(fake_backend(server, api_key=None))
    assert "Authorization" not in server.requests[-1]["headers"]
    run(fake_backend(server, api_key=None, api_key_env="TS_LOCAL_KEY"))
    assert server.requests[-1]["headers"]["Authorization"] == "Bearer sk-local-456"
    run(fake_backend(server, api_key=None, api_key_env="OPENROUTER_API_KEY"))  # named explicitly: sent
    assert server.requests[-1]["headers"]["Authorization"] == "Bearer sk-or-for-openrouter-only"


def test_openrouter_gets_openrouter_key_by_default(monkeypatch):
    monkeypatch.setenv("OPENROUTER_API_KEY", "sk-or-123456")
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return completion(GOOD)

    assert run(mock_backend(handler, base_url="https://openrouter.ai/api/v1")).value == 7
    assert seen[0].headers["Authorization"] == "Bearer sk-or-123456" and seen[0].headers["X-Title"] == "TriageSim"
    # A host that merely mentions OpenRouter in its path is not OpenRouter.
    lookalike = LLMSettings(base_url="https://proxy.example.org/openrouter.ai/v1", use_dotenv=False)
    assert not lookalike.is_openrouter and lookalike.resolve_api_key() is None
    assert LLMSettings(base_url="https://eu.openrouter.ai/api/v1").is_openrouter


def test_the_openrouter_key_is_read_from_dotenv(monkeypatch, tmp_path):
    monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("OPENROUTER_API_KEY=sk-or-from-dotenv\n")
    assert LLMSettings().resolve_api_key() == "sk-or-from-dotenv"
    with pytest.raises(ConfigError, match="OPENROUTER_API_KEY is not set"):  # OpenRouter needs one: said up front
        LLMSettings(use_dotenv=False).resolve_api_key()
    assert LLMSettings(use_dotenv=False, cache_dir=tmp_path, cache_mode="replay").resolve_api_key() is None
    assert LLMSettings(base_url="http://127.0.0.1:8000/v1").resolve_api_key() is None


@pytest.mark.parametrize("value", [None, "", "   "])
def test_a_named_key_variable_that_is_unset_or_empty_is_a_config_error(monkeypatch, tmp_path, value):
    monkeypatch.chdir(tmp_path)
    if value is None:
        monkeypatch.delenv("TS_MISSING_KEY", raising=False)
    else:
        monkeypatch.setenv("TS_MISSING_KEY", value)
    with pytest.raises(ConfigError) as caught:
        LLMBackend(base_url="http://127.0.0.1:9/v1", model="m", api_key_env="TS_MISSING_KEY")
    message = str(caught.value)
    assert "--api-key-env" in message and "TS_MISSING_KEY" in message and "\n" not in message


def test_a_key_pasted_as_the_variable_name_is_refused_without_echoing_it():
    with pytest.raises(ConfigError) as caught:
        LLMSettings(api_key_env=PROBE_KEY)
    assert "--api-key-env" in str(caught.value) and not _key_fragments(str(caught.value))


# ------------------------------------------------------------------------------ 5. capped Retry-After
def test_retry_after_is_capped_by_max_wait_and_the_cap_is_logged(server, caplog):
    caplog.set_level(logging.WARNING, logger="triagesim.llm")
    server.push(Reply(status=429, headers={"Retry-After": "3600"}))
    url = server.base_url.replace("http://", "http://bob:pw-XYZ@")
    started = time.perf_counter()
    assert run(fake_backend(server, base_url=url, max_wait=0.2), run_id="ts-001/0").value == 7
    assert time.perf_counter() - started < 2.0
    capped = [r for r in caplog.records if "Retry-After" in r.getMessage()]
    assert len(capped) == 1 and capped[0].name == "triagesim.llm"
    message = capped[0].getMessage()
    assert "3600" in message and "run ts-001/0" in message and "http://bob:***@127.0.0.1" in message
    assert "pw-XYZ" not in caplog.text


def test_retry_policy_waits():
    policy = RetryPolicy(max_retries=3, max_wait=5.0, backoff_base=1.0, backoff_max=4.0)
    capped = policy.wait(0, 3600.0)
    assert capped.seconds == 5.0 and capped.capped and capped.asked == 3600.0
    honoured = policy.wait(0, 2.0)
    assert 2.0 <= honoured.seconds <= 2.2 and not honoured.capped
    for attempt, ceiling in [(0, 1.0), (1, 2.0), (2, 4.0), (5, 4.0)]:
        waits = [policy.wait(attempt).seconds for _ in range(50)]
        assert all(ceiling / 2 <= wait <= ceiling for wait in waits)
        assert len(set(waits)) > 1  # jittered
    assert RetryPolicy(max_wait=0.5, backoff_base=1.0, backoff_max=60).wait(10_000).seconds <= 0.5


def test_max_wait_is_a_setting():
    assert LLMSettings().max_wait == 30.0
    assert LLMBackend(LLMSettings(base_url="http://127.0.0.1:8000/v1", max_wait=3, use_dotenv=False)).retry.max_wait == 3


# ------------------------------------------------------------------------------ 6. log lines
def test_retry_warnings_go_through_logging_with_the_run_id(server, caplog, capsys):
    caplog.set_level(logging.DEBUG, logger="triagesim.llm")
    server.push(Reply(status=503))
    llm = OpenAICompatibleLLM("fake-model", backend=fake_backend(server), output_type=Answer)

    async def complete() -> Answer:
        try:
            return await llm.complete(MESSAGES, run_id="ts-002/1")
        finally:
            await llm.aclose()

    assert asyncio.run(complete()).value == 7
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and warnings[0].name == "triagesim.llm"
    assert "run ts-002/1" in warnings[0].getMessage() and "HTTP 503" in warnings[0].getMessage()
    assert warnings[0].run_id == "ts-002/1"
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_log_lines_without_a_run_id_stay_readable(server, caplog):
    caplog.set_level(logging.WARNING, logger="triagesim.llm")
    server.push(Reply(status=503))
    assert run(fake_backend(server)).value == 7
    assert "(run " not in caplog.text and "retry 1/3" in caplog.text


# ------------------------------------------------------------------------------ 7. settings errors
@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"timeout": 0}, "--timeout must be > 0, got 0"),
        ({"timeout": -1.5}, "--timeout must be > 0, got -1.5"),
        ({"base_url": "ftp://x"}, "--base-url must be an http(s) URL"),
        ({"base_url": "http:///v1"}, "--base-url has no host"),
        ({"base_url": "http://127.0.0.1:99999/v1"}, "--base-url has an invalid port"),
        ({"base_url": "http://host/v1?key=1"}, "--base-url must end at the API root"),
        ({"sampling": "{bad"}, "--sampling is not valid JSON: "),
        ({"sampling": "[1, 2]"}, "--sampling must be a JSON object, got a JSON array"),
        ({"sampling": '{"nurs": {"temperature": 0}}'}, "--sampling has an unknown role 'nurs'"),
        ({"sampling": '{"temperature": 0, "nurse": {"seed": 1}}'}, "--sampling has an unknown role 'temperature'"),
        ({"sampling": '{"nurse": {"temperature": 5}}'}, "--sampling nurse.temperature must be <= 2, got 5"),
        ({"sampling": '{"top_p": 0}'}, "--sampling top_p must be > 0, got 0"),
        ({"sampling": '{"nurse": 3}'}, "--sampling entry 'nurse' must be a JSON object"),
        ({"max_retries": -1}, "--max-retries must be >= 0, got -1"),
        ({"max_wait": -1}, "--max-wait must be >= 0, got -1"),
        ({"max_concurrency": 0}, "--concurrency must be >= 1, got 0"),
        ({"cache_mode": "replay"}, "--cache-mode replay needs --cache DIR"),
        ({"retry_after_max": 5}, "unknown setting 'retry_after_max'"),
        ({"structured_output": "xml"}, "structured_output: input should be"),
    ],
)
def test_invalid_settings_are_one_line_config_errors(fields, expected):
    with pytest.raises(ConfigError) as caught:
        LLMSettings(**fields)
    message = str(caught.value)
    assert message.startswith(expected), message
    assert "\n" not in message and not isinstance(caught.value, ValidationError)


def test_every_way_in_gives_config_errors():
    with pytest.raises(ConfigError, match="--timeout"):
        LLMSettings.model_validate({"timeout": 0})
    with pytest.raises(ConfigError, match="--timeout"):
        LLMBackend(timeout=0)
    with pytest.raises(ConfigError, match="--max-retries"):
        LLMBackend(LLMSettings(use_dotenv=False), max_retries=-2)
    settings = LLMSettings(use_dotenv=False)
    with pytest.raises(ConfigError, match="--timeout"):
        settings.timeout = 0
    with pytest.raises(ConfigError, match="--sampling is not valid JSON"):
        parse_sampling("{bad")


def test_make_backend_raises_config_errors():
    from triagesim.agents.llm.factory import make_backend

    with pytest.raises(ConfigError, match="--timeout must be > 0"):
        make_backend(base_url="http://127.0.0.1:9/v1", api_key="k", timeout=0)
    with pytest.raises(ConfigError, match="--sampling is not valid JSON"):
        make_backend(base_url="http://127.0.0.1:9/v1", api_key="k", sampling="{bad")


def test_credentials_in_a_rejected_url_are_not_echoed():
    with pytest.raises(ConfigError) as caught:
        LLMSettings(base_url="ftp://bob:pw-XYZ@host/v1")
    assert "pw-XYZ" not in str(caught.value) and "bob:***@host" in str(caught.value)


def test_flat_sampling_keeps_object_valued_extras():
    parsed = parse_sampling('{"temperature": 0.1, "chat_template_kwargs": {"enable_thinking": false}}')
    assert parsed["default"].to_body() == {"temperature": 0.1, "chat_template_kwargs": {"enable_thinking": False}}
    assert parse_sampling("") == {} and parse_sampling(None) == {}


# ------------------------------------------------------------------------------ 8. final statuses
@pytest.mark.parametrize(
    ("status", "text"),
    [(401, "invalid api key"), (403, "forbidden for this key"), (404, "model 'no-such-model' not found")],
)
def test_auth_and_model_not_found_fail_at_once(server, status, text):
    server.push(Reply(status=status, body={"error": {"message": text}}))
    usage = Usage()
    with pytest.raises(LLMRequestError) as caught:
        run(fake_backend(server, max_retries=4), usage=usage)
    assert caught.value.status == status and text in str(caught.value)
    assert len(server.requests) == 1 and usage.retries == 0


def test_a_401_without_a_key_says_how_to_send_one(server, monkeypatch):
    monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
    server.push(Reply(status=401, body={"error": {"message": "key required"}}))
    with pytest.raises(LLMRequestError, match="--api-key-env"):
        run(fake_backend(server, api_key=None))


def test_an_unreachable_server_is_a_connection_error_with_the_redacted_url():
    url = f"http://bob:pw-XYZ@127.0.0.1:{closed_port()}/v1"
    backend = LLMBackend(LLMSettings(base_url=url, model="m", use_dotenv=False, max_retries=2,
                                     backoff_base=0.001, backoff_max=0.01))
    usage = Usage()
    with pytest.raises(LLMConnectionError) as caught:
        run(backend, usage=usage)
    message = str(caught.value)
    assert "http://bob:***@127.0.0.1" in message and "pw-XYZ" not in message and "3 attempt" in message
    assert usage.retries == 2 and usage.errors == 1


@pytest.mark.parametrize(
    ("sampling", "message"),
    [
        ('{"temprature": 0.3}', "unknown sampling parameter 'temprature' (did you mean 'temperature'?)"),
        ('{"nurse": {"max_token": 9}}', "did you mean 'max_tokens'?"),
        ('{"extra_body": 3}', "'extra_body' must be a JSON object"),
    ],
)
def test_a_misspelt_sampling_parameter_is_named_with_the_nearest_known_one(sampling, message):
    with pytest.raises(ConfigError, match=re.escape(message)):
        parse_sampling(sampling)


def test_a_servers_own_parameter_goes_through_extra_body_and_known_extras_pass():
    parsed = parse_sampling('{"nurse": {"top_k": 3, "extra_body": {"dry_multiplier": 0.8}}, "default": {"max_tokens": 9}}')
    body = LLMSettings(sampling=parsed, use_dotenv=False).sampling_for("nurse").to_body()
    assert body == {"temperature": 0.2, "max_tokens": 9, "top_k": 3, "dry_multiplier": 0.8}  # the nurse default kept


@pytest.mark.parametrize("sampling", ['{bad json', '{"temprature": 0.3}'])
def test_sampling_is_checked_for_an_offline_run_too(sampling, tmp_path, capsys):
    from triagesim.cli import main

    assert main(["run", "--limit", "1", "--sampling", sampling, "--out", str(tmp_path / "runs")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and ("--sampling" in err[0] or "sampling parameter" in err[0])
    assert not (tmp_path / "runs").exists() or not list((tmp_path / "runs").glob("*.json"))


def test_openrouter_without_its_key_is_one_line_before_any_request(tmp_path, capsys, monkeypatch):
    from triagesim.cli import main

    monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
    monkeypatch.chdir(tmp_path)  # no .env here
    assert main(["run", "--model", "openai/gpt-4o-mini", "--limit", "1", "--out", str(tmp_path / "runs")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "OPENROUTER_API_KEY is not set" in err[0] and "export OPENROUTER_API_KEY=<key>" in err[0]
