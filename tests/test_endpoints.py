"""Several endpoints of one model behind one backend: least-loaded routing, limits, health.

Every server here is a real ``FakeOpenAIServer`` on a loopback port; a "dead" endpoint is a
closed port, a failing one answers HTTP 500 to everything. The CLI tests run ``triagesim run``
in a subprocess, as a user would.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from openai_server import FAKE_KEY, FakeOpenAIServer, Reply, fake_backend, format_of
from pydantic import BaseModel

from triagesim.errors import ConfigError, failure_kind
from triagesim.llm import LLMConnectionError, LLMRequestError
from triagesim.llm.endpoints import load_endpoints
from triagesim.llm.settings import EndpointSpec

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_run import artifacts  # noqa: E402

MESSAGES = [{"role": "system", "content": "Answer with a number."}, {"role": "user", "content": "How much?"}]


class Answer(BaseModel):
    value: int


def answer(_body: dict[str, Any]) -> str:
    return json.dumps({"value": 7})


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def dead_url() -> str:
    return f"http://127.0.0.1:{closed_port()}/v1"


def pool(*urls_or_specs: Any, **overrides: Any):
    """A pooled backend (fast retries, no .env) over the given endpoints."""
    first = FakeOpenAIServer()  # only fake_backend's defaults are wanted; its base_url is replaced
    endpoints = [spec if isinstance(spec, EndpointSpec) else EndpointSpec(base_url=spec) for spec in urls_or_specs]
    return fake_backend(first, endpoints=endpoints, **overrides)


def complete_many(backend, count: int, *, spacing: float = 0.0) -> list[Any]:
    """``count`` concurrent requests (started ``spacing`` s apart); exceptions are returned, not raised."""

    async def one(index: int):
        await asyncio.sleep(index * spacing)
        return await backend.complete(MESSAGES, Answer)

    async def go():
        try:
            return await asyncio.gather(*(one(i) for i in range(count)), return_exceptions=True)
        finally:
            await backend.aclose()

    return asyncio.run(go())


def triagesim_run(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "triagesim", "run", "--quiet", *args],
        cwd=cwd, env={**os.environ, **(env or {})}, capture_output=True, text=True, timeout=300,
    )



# ----------------------------------------------------------------------------- routing and limits
def test_requests_go_to_the_least_loaded_endpoint():
    """A fast server frees its slots sooner, so least-loaded routing sends it most of the work."""
    with FakeOpenAIServer(answer, latency=0.01) as fast, FakeOpenAIServer(answer, latency=0.25) as slow:
        results = complete_many(pool(fast.base_url, slow.base_url, max_concurrency=8), 48, spacing=0.005)
    assert all(isinstance(result, Answer) for result in results), results
    assert fast.count + slow.count == 48
    assert slow.count >= 1  # both are in rotation
    assert fast.count > 3 * slow.count, (fast.count, slow.count)


def test_equal_endpoints_share_the_load_evenly():
    servers = [FakeOpenAIServer(answer, latency=0.05).start() for _ in range(3)]
    try:
        results = complete_many(pool(*(server.base_url for server in servers), max_concurrency=9), 45)
    finally:
        for server in servers:
            server.stop()
    assert all(isinstance(result, Answer) for result in results)
    counts = [server.count for server in servers]
    assert sum(counts) == 45 and min(counts) >= 12, counts  # 15 each, give or take who finishes first
    assert all(server.max_in_flight == 3 for server in servers)


def test_each_endpoint_limit_is_honoured_and_used():
    with FakeOpenAIServer(answer, latency=0.05) as small, FakeOpenAIServer(answer, latency=0.05) as large:
        backend = pool(EndpointSpec(base_url=small.base_url, max_concurrency=2),
                       EndpointSpec(base_url=large.base_url, max_concurrency=5), max_concurrency=50)
        results = complete_many(backend, 40)
    assert all(isinstance(result, Answer) for result in results)
    assert small.max_in_flight == 2 and large.max_in_flight == 5
    assert large.count > small.count


def test_the_run_concurrency_bounds_the_whole_pool():
    with FakeOpenAIServer(answer, latency=0.05) as a, FakeOpenAIServer(answer, latency=0.05) as b:
        results = complete_many(pool(a.base_url, b.base_url, max_concurrency=3), 30)
    assert all(isinstance(result, Answer) for result in results)
    assert a.max_in_flight + b.max_in_flight <= 4  # 3 in all; one server may peak while the other dips
    assert {a.max_in_flight, b.max_in_flight} <= {1, 2}


# ------------------------------------------------------------------------------------- health
def test_a_dead_and_a_failing_endpoint_are_taken_out_and_every_request_succeeds(caplog):
    caplog.set_level(logging.INFO, logger="triagesim.llm")
    with FakeOpenAIServer(lambda body: Reply(status=500)) as failing, FakeOpenAIServer(answer, latency=0.02) as good:
        backend = pool(dead_url(), failing.base_url, good.base_url, max_concurrency=6, max_retries=1,
                       endpoint_cooldown=30)
        results = complete_many(backend, 30)
    assert all(isinstance(result, Answer) for result in results), results
    assert good.count == 30
    assert failing.count <= 3 + 6  # out after 3 in a row, plus what was already in flight then
    assert sum("taken out of rotation for" in record.getMessage() for record in caplog.records) == 2
    assert FAKE_KEY not in caplog.text


def test_a_taken_out_endpoint_comes_back_after_its_cool_down(caplog):
    caplog.set_level(logging.INFO, logger="triagesim.llm")
    port = closed_port()
    with FakeOpenAIServer(answer, latency=0.02) as steady:
        backend = pool(f"http://127.0.0.1:{port}/v1", steady.base_url, max_concurrency=4, endpoint_cooldown=1.0)

        async def scenario() -> tuple[int, int, int]:
            try:
                for _ in range(4):  # the first is refused by the dead port and moves; the rest avoid it
                    assert (await backend.complete(MESSAGES, Answer)).value == 7
                revived = FakeOpenAIServer(answer, latency=0.02, port=port).start()
                try:
                    await asyncio.sleep(0.1)
                    await asyncio.gather(*(backend.complete(MESSAGES, Answer) for _ in range(8)))
                    before = revived.count  # still cooling down: nothing reached it
                    await asyncio.sleep(max(0.0, backend.endpoints[0].down_until - time.monotonic()) + 0.05)
                    await backend.complete(MESSAGES, Answer)  # the probe: least loaded, so it goes there
                    probed = revived.count
                    await asyncio.gather(*(backend.complete(MESSAGES, Answer) for _ in range(8)))
                    return before, probed, revived.count - probed
                finally:
                    revived.stop()
            finally:
                await backend.aclose()

        before, probed, after = asyncio.run(scenario())
    assert before == 0 and probed == 1
    assert after >= 3  # back at its full limit: its share of the load
    assert "back in rotation" in caplog.text


def test_requests_in_flight_on_an_endpoint_taken_out_move_to_the_others():
    """A server that asks to be left alone while others of its requests hang: those move at once
    instead of waiting out their timeout (30 s here)."""
    with FakeOpenAIServer(answer) as troubled, FakeOpenAIServer(answer, latency=0.02) as good:
        troubled.push(Reply(delay=60), Reply(status=503, headers={"Retry-After": "20"}, delay=0.3))
        backend = pool(troubled.base_url, good.base_url, max_concurrency=4, timeout=30)
        started = time.perf_counter()
        results = complete_many(backend, 4)
        elapsed = time.perf_counter() - started
    assert all(isinstance(result, Answer) for result in results), results
    assert troubled.count == 2 and good.count == 4  # both of its requests were sent again, to the good server
    assert elapsed < 10, elapsed


def test_an_endpoint_failing_again_stays_out_longer():
    with FakeOpenAIServer(answer) as good:
        backend = pool(dead_url(), good.base_url, endpoint_cooldown=0.2, endpoint_cooldown_max=10)

        async def outages() -> list[float]:
            seen = []
            try:
                for _ in range(3):
                    await backend.complete(MESSAGES, Answer)
                    dead = backend.endpoints[0]
                    seen.append(dead.down_until - time.monotonic())
                    await asyncio.sleep(max(0.0, dead.down_until - time.monotonic()) + 0.02)
            finally:
                await backend.aclose()
            return seen

        first, second, third = asyncio.run(outages())
    assert 0.1 < first <= 0.2 and 0.3 < second <= 0.4 and 0.7 < third <= 0.8


def test_every_endpoint_down_is_one_line_naming_each():
    urls = [dead_url(), dead_url()]
    (result,) = complete_many(pool(*urls, max_retries=1), 1)
    assert isinstance(result, LLMConnectionError)
    message = str(result)
    assert "\n" not in message and message.startswith("every endpoint is down for model 'fake-model'")
    assert all(url in message for url in urls) and "connection failed" in message
    assert failure_kind(result) == "service"


def test_a_refused_key_is_final_and_not_failed_over():
    """401/403 is the user's to fix: no other endpoint is tried, and the batch stops as before."""
    with FakeOpenAIServer(lambda body: Reply(status=401)) as refusing, FakeOpenAIServer(answer) as good:
        (result,) = complete_many(pool(refusing.base_url, good.base_url), 1)
    assert isinstance(result, LLMRequestError) and result.status == 401
    assert failure_kind(result) == "auth" and refusing.base_url in str(result)
    assert FAKE_KEY not in str(result) and good.count == 0


def test_each_endpoint_sends_its_own_key_and_none_is_ever_shown(monkeypatch, caplog):
    caplog.set_level(logging.DEBUG, logger="triagesim.llm")
    monkeypatch.setenv("TS_POOL_KEY_A", "sk-pool-AAAA-1111")
    monkeypatch.setenv("TS_POOL_KEY_B", "sk-pool-BBBB-2222")
    with FakeOpenAIServer(answer, latency=0.02) as a, FakeOpenAIServer(lambda body: Reply(status=500)) as b:
        backend = pool(EndpointSpec(base_url=a.base_url, api_key_env="TS_POOL_KEY_A"),
                       EndpointSpec(base_url=b.base_url, api_key_env="TS_POOL_KEY_B"),
                       api_key=None, max_concurrency=4)
        results = complete_many(backend, 8)
    assert all(isinstance(result, Answer) for result in results)
    assert {item["headers"]["Authorization"] for item in a.requests} == {"Bearer sk-pool-AAAA-1111"}
    assert {item["headers"]["Authorization"] for item in b.requests} == {"Bearer sk-pool-BBBB-2222"}
    assert "AAAA" not in caplog.text and "BBBB" not in caplog.text
    assert "AAAA" not in repr(backend) and "BBBB" not in repr(backend.settings)


def test_the_structured_output_mode_is_one_for_the_whole_pool():
    """A llama.cpp server in the pool moves every server to its mode: requests never depend on routing."""
    with FakeOpenAIServer(answer) as full, FakeOpenAIServer(answer, llama_cpp=True) as llama:
        backend = pool(llama.base_url, full.base_url, max_concurrency=2)
        (first,) = complete_many(backend, 1)  # the llama.cpp server is first in line, and refuses json_schema
        results = complete_many(backend, 12)
    assert all(isinstance(result, Answer) for result in [first, *results])
    assert format_of(llama.bodies()[0]) == "json_schema"  # refused once, then never sent again
    formats = [format_of(body) for body in full.bodies()] + [format_of(body) for body in llama.bodies()[1:]]
    assert set(formats) == {"json_object+schema"} and full.count >= 1 and llama.count >= 2


# ---------------------------------------------------------------------------------- the CLI
@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_the_cli_completes_every_episode_past_a_dead_and_a_failing_endpoint(tmp_path):
    """Same model, same results: the pool's artifacts match a single server's, and the run folder
    accepts either (its fingerprint ignores the endpoints), so resuming skips everything."""
    common = ("--limit", "4", "--max-turns", "3", "--model", "m", "--timeout", "5", "--concurrency", "4")
    with FakeOpenAIServer(lambda body: Reply(status=500)) as failing, FakeOpenAIServer() as good:
        pooled = triagesim_run(tmp_path, *common, "--out", "pooled", "--base-url", dead_url(),
                               "--base-url", failing.base_url, "--base-url", good.base_url)
        assert pooled.returncode == 0, pooled.stderr
        assert "4 completed, 0 errors" in pooled.stdout
        single = triagesim_run(tmp_path, *common, "--out", "single", "--base-url", good.base_url)
        assert single.returncode == 0, single.stderr
        resumed = triagesim_run(tmp_path, *common, "--out", "single", "--base-url", good.base_url,
                                "--base-url", failing.base_url)
        assert resumed.returncode == 0, resumed.stderr
        assert "0 completed, 0 errors, 4 skipped" in resumed.stdout
    assert "taken out of rotation" in pooled.stderr
    runs, reference = artifacts(tmp_path / "pooled"), artifacts(tmp_path / "single")
    assert runs.keys() == reference.keys() and len(runs) == 4
    for run_id, artifact in runs.items():
        assert artifact["status"] == "completed"
        assert artifact["fingerprint"] == reference[run_id]["fingerprint"]
        assert artifact["trace"] == reference[run_id]["trace"] and artifact["history"] == reference[run_id]["history"]
        assert len(artifact["agents"]["nurse"]["endpoints"]) == 3


def test_the_cli_stops_with_one_line_when_every_endpoint_is_down(tmp_path):
    first, second = dead_url(), dead_url()
    result = triagesim_run(tmp_path, "--limit", "2", "--max-turns", "2", "--model", "m", "--max-retries", "1",
                           "--base-url", first, "--base-url", second)
    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines() == [
        f"triagesim: error: cannot reach the LLM server {first} (connection refused); {second} (connection refused): "
        "start it, or fix --base-url / --endpoints (see `triagesim run --help`)"
    ]


def test_a_pool_with_one_live_server_runs(tmp_path):
    with FakeOpenAIServer() as live:
        result = triagesim_run(tmp_path, "--limit", "2", "--max-turns", "2", "--model", "m", "--max-retries", "1",
                               "--base-url", dead_url(), "--base-url", live.base_url)
    assert result.returncode == 0, result.stderr
    assert all(artifact["status"] == "completed" for artifact in artifacts(tmp_path / "runs").values())


def test_an_endpoints_file_with_limits_and_key_variables(tmp_path):
    with FakeOpenAIServer(latency=0.02) as a, FakeOpenAIServer(latency=0.02) as b:
        (tmp_path / "pool.txt").write_text(
            f"# two servers of one model\n\n{a.base_url} concurrency=1\n{b.base_url}  concurrency=2 "
            "api_key_env=TS_FILE_KEY  # the second\n"
        )
        result = triagesim_run(tmp_path, "--limit", "4", "--max-turns", "2", "--model", "m", "--concurrency", "8",
                               "--endpoints", "pool.txt", env={"TS_FILE_KEY": "sk-file-SECRET-42"})
    assert result.returncode == 0, result.stderr
    assert a.max_in_flight == 1 and b.max_in_flight == 2
    assert "Authorization" not in a.requests[0]["headers"]
    assert b.requests[0]["headers"]["Authorization"] == "Bearer sk-file-SECRET-42"
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert "sk-file-SECRET-42" not in path.read_text(errors="ignore"), path


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("pool.txt", "http://127.0.0.1:8000/v1\n\nftp://gpu2/v1\n", "pool.txt line 3: base_url must be an http(s) URL"),
        ("pool.txt", "# c\nhttp://a:8000/v1 concurrency=0\n", "pool.txt line 2: concurrency must be >= 1"),
        ("pool.txt", "http://a:8000/v1 weight=2\n", "pool.txt line 1: unknown setting 'weight'"),
        ("pool.txt", "http://a:8000/v1 concurrency\n", "pool.txt line 1: expected key=value"),
        ("pool.txt", "http://a:8000/v1 api_key_env=sk-live-123\n", "pool.txt line 1: api_key_env must name"),
        ("pool.txt", "# nothing\n", "lists no endpoint"),
        ("pool.yaml", "- http://a:8000/v1\n- base_url: http://b:8000/v1\n  concurrency: many\n",
         "pool.yaml line 2: concurrency"),
        ("pool.yaml", "- http://a:8000/v1\n- [1, 2]\n", "pool.yaml line 2: expected a URL or a mapping"),
        ("pool.yaml", "- http://a:8000/v1\n- {url: http://b/v1, colour: red}\n", "pool.yaml line 2: unknown setting 'colour'"),
        ("pool.yaml", "endpoints: [http://a:8000/v1\n", "pool.yaml line 2"),
        ("pool.txt", "http://a:8000/v1\n# again\nhttp://a:8000/v1/\n", "pool.txt line 3: http://a:8000/v1 is already listed on line 1"),
    ],
)
def test_endpoint_file_errors_name_the_file_and_line(tmp_path, name, text, expected):
    (tmp_path / name).write_text(text)
    with pytest.raises(ConfigError) as caught:
        load_endpoints(tmp_path / name)
    message = str(caught.value)
    assert expected in message and "\n" not in message, message
    assert "sk-live-123" not in message


def test_a_bad_endpoints_file_stops_the_cli_with_one_line(tmp_path):
    (tmp_path / "pool.yaml").write_text("- http://a:8000/v1\n- base_url: gopher://b/v1\n")
    result = triagesim_run(tmp_path, "--model", "m", "--endpoints", "pool.yaml")
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("triagesim: error: ") and line.endswith(
        "pool.yaml line 2: base_url must be an http(s) URL like http://127.0.0.1:8000/v1, got 'gopher://b/v1'"
        " (see `triagesim run --help`)"
    )
    missing = triagesim_run(tmp_path, "--model", "m", "--endpoints", "nowhere.txt")
    assert missing.returncode == 2 and "nowhere.txt: no such file" in missing.stderr
    twice = triagesim_run(tmp_path, "--model", "m", "--base-url", "http://a:8000/v1", "--base-url", "http://a:8000/v1/")
    assert twice.returncode == 2 and "http://a:8000/v1 is listed twice" in twice.stderr


def test_endpoint_files_in_both_formats_read_the_same(tmp_path):
    (tmp_path / "pool.txt").write_text("http://a:8000/v1 concurrency=4\nhttp://b:8000/v1/ api_key_env=B_KEY\n")
    (tmp_path / "pool.yml").write_text(
        "endpoints:\n  - base_url: http://a:8000/v1\n    concurrency: 4\n  - {url: 'http://b:8000/v1/', api_key_env: B_KEY}\n"
    )
    expected = [EndpointSpec(base_url="http://a:8000/v1", max_concurrency=4),
                EndpointSpec(base_url="http://b:8000/v1", api_key_env="B_KEY")]
    assert load_endpoints(tmp_path / "pool.txt") == expected
    assert load_endpoints(tmp_path / "pool.yml") == expected


# ------------------------------------------------------------------- the lean HTTP connection
RAW_REPLIES = {
    "chunked": b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
               b"6\r\n{\"valu\r\n5;ext=1\r\ne\": 7\r\n1\r\n}\r\n0\r\nX-Trailer: 1\r\n\r\n",
    "close": b"HTTP/1.1 200 OK\r\nContent-Length: 12\r\nConnection: close\r\n\r\n{\"value\": 7}",
    "http10": b"HTTP/1.0 200 OK\r\nContent-Type: application/json; charset=latin-1\r\n\r\n{\"value\": 7}",
    "continue": b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 12\r\n\r\n{\"value\": 7}",
}


class RawServer:
    """A real TCP server answering each request with fixed bytes (shapes FakeOpenAIServer never sends)."""

    def __init__(self, reply: bytes, *, close_after: int | None = None) -> None:
        self.reply, self.close_after = reply, close_after
        self.connections = 0
        self.requests: list[bytes] = []

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        served = 0
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                                  if line.lower().startswith(b"content-length")))
                self.requests.append(head + await reader.readexactly(length))
                writer.write(self.reply)
                await writer.drain()
                served += 1
                if b"Connection: close" in self.reply or b"HTTP/1.0" in self.reply or served == self.close_after:
                    break
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        writer.close()


def raw_exchange(reply: bytes, requests: int, *, close_after: int | None = None, pause: float = 0.0):
    from triagesim.llm.http import Connection

    server = RawServer(reply, close_after=close_after)

    async def go():
        listener = await asyncio.start_server(server.handle, "127.0.0.1", 0)
        port = listener.sockets[0].getsockname()[1]
        connection = Connection(f"http://127.0.0.1:{port}/v1/chat/completions", {"Authorization": "Bearer k"})
        replies = []
        try:
            for _ in range(requests):
                replies.append(await connection.post(b'{"model": "m"}'))
                await asyncio.sleep(pause)
        finally:
            await connection.aclose()
            listener.close()
        return replies

    return asyncio.run(go()), server


@pytest.mark.parametrize("shape", sorted(RAW_REPLIES))
def test_the_connection_reads_every_reply_framing(shape):
    replies, server = raw_exchange(RAW_REPLIES[shape], 3)
    assert [reply.json() for reply in replies] == [{"value": 7}] * 3
    assert all(reply.status_code == 200 for reply in replies)
    kept_alive = shape in ("chunked", "continue")
    assert server.connections == (1 if kept_alive else 3)
    head = server.requests[0].split(b"\r\n\r\n")[0].split(b"\r\n")
    assert head[0] == b"POST /v1/chat/completions HTTP/1.1"
    assert b"Authorization: Bearer k" in head and b"Content-Length: 14" in head


def test_the_connection_reopens_one_the_server_closed_while_idle():
    reply = b"HTTP/1.1 200 OK\r\nContent-Length: 12\r\n\r\n{\"value\": 7}"
    replies, server = raw_exchange(reply, 3, close_after=1, pause=0.05)
    assert [reply.json() for reply in replies] == [{"value": 7}] * 3
    assert server.connections == 3 and len(server.requests) == 3  # each request sent once


def test_a_reply_that_is_not_http_is_a_lost_connection():
    from triagesim.llm.http import ConnectionLost

    with pytest.raises(ConnectionLost, match="not an HTTP/1.x reply"):
        raw_exchange(b"SSH-2.0-OpenSSH_9.6\r\n", 1)


def test_a_proxy_from_the_environment_is_honoured_except_for_no_proxy(monkeypatch):
    from triagesim.llm.http import uses_proxy

    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "all_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    assert not uses_proxy("https://gpu1.example.org/v1/chat/completions")
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.example.org:3128")
    monkeypatch.setenv("NO_PROXY", "internal.example.org")
    assert uses_proxy("https://gpu1.example.org/v1/chat/completions")
    assert not uses_proxy("https://llm.internal.example.org/v1/chat/completions")
    assert not uses_proxy("http://gpu1.example.org/v1/chat/completions")  # no HTTP_PROXY


def test_the_connection_speaks_tls_and_verifies_the_certificate(tmp_path):
    import shutil
    import ssl

    from triagesim.llm.http import ConnectFailed, Connection

    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command to make a certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    server_side = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_side.load_cert_chain(cert, key)
    trusting = ssl.create_default_context(cafile=str(cert))
    server = RawServer(b"HTTP/1.1 200 OK\r\nContent-Length: 12\r\n\r\n{\"value\": 7}")

    async def go():
        listener = await asyncio.start_server(server.handle, "127.0.0.1", 0, ssl=server_side)
        url = f"https://127.0.0.1:{listener.sockets[0].getsockname()[1]}/v1/chat/completions"
        try:
            trusted = Connection(url, {}, ssl_context=lambda: trusting)
            replies = [await trusted.post(b"{}") for _ in range(2)]
            await trusted.aclose()
            stranger = Connection(url, {}, ssl_context=ssl.create_default_context)
            with pytest.raises(ConnectFailed, match="CERTIFICATE_VERIFY_FAILED|certificate verify failed"):
                await stranger.post(b"{}")
            await stranger.aclose()
            return replies
        finally:
            listener.close()

    replies = asyncio.run(go())
    assert [reply.json() for reply in replies] == [{"value": 7}] * 2 and server.connections == 1  # kept alive
