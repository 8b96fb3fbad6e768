"""A model that never answers in the schema is the model's failure, not the server's.

Real stack: ``triagesim run`` in a fresh process against the real chat-completions server of
tests/openai_server.py, scripted to answer every call with text that is not JSON. The server is
up and answering, so the batch must record each episode as failed (kind ``output``) and go on:
stopping early is for a refused key or a server that is down (``service``).
"""

from __future__ import annotations

import json
from pathlib import Path

from cli_run import artifacts, triagesim
from openai_server import FakeOpenAIServer, Reply

from triagesim.batch import MAX_FAILURES_IN_ROW
from triagesim.errors import failure_kind
from triagesim.llm.errors import LLMConnectionError, LLMOutputError

EPISODES = MAX_FAILURES_IN_ROW + 2  # more than the infrastructure limit, so an early stop would show


def test_invalid_output_is_its_own_kind_and_a_server_failure_is_still_service():
    assert failure_kind(LLMOutputError("never valid")) == "output"
    assert failure_kind(LLMConnectionError("server down")) == "service"


def test_a_model_that_never_validates_fails_every_episode_without_stopping_the_batch(tmp_path: Path):
    not_json = lambda body: Reply(content="I think this patient is a level two, roughly.")  # noqa: E731
    with FakeOpenAIServer(not_json) as server:
        # One episode at a time, so the failures really come in a row.
        result = triagesim("run", "--quiet", "--limit", str(EPISODES), "--max-turns", "2", "--model", "m",
                           "--base-url", server.base_url, "--concurrency", "1", "--max-retries", "0",
                           cwd=tmp_path, check=False)
        calls = len(server.bodies())
    assert result.returncode == 3, result.stderr  # every episode failed ...
    assert "stopped early" not in result.stderr  # ... and none was skipped for "infrastructure"
    assert f"0 completed, {EPISODES} errors, 0 skipped (already done) of {EPISODES}" in result.stdout
    assert "accuracy n/a" in result.stdout
    assert calls >= EPISODES  # every episode asked the model (and was re-asked)

    written = artifacts(tmp_path / "runs")
    assert len(written) == EPISODES
    assert {a["status"] for a in written.values()} == {"error"}
    assert {a["failure"]["kind"] for a in written.values()} == {"output"}
    assert {a["failure"]["type"] for a in written.values()} == {"LLMOutputError"}

    errors = [json.loads(line) for line in (tmp_path / "runs" / "errors.jsonl").read_text().splitlines()]
    assert sorted(e["run_id"] for e in errors) == sorted(written)
    assert {e["error_type"] for e in errors} == {"LLMOutputError"}
