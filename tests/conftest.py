"""Shared fixtures: a real Redis-protocol server on a free loopback port (never a mock)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from redis_server import RedisServer  # noqa: E402


@pytest.fixture(scope="session")
def redis_server():
    """One server for the whole session: ``.url`` (db 0), ``.url_for(db)``, ``.port``, ``.stop()``."""
    server = RedisServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def redis_server_factory():
    """Start throwaway servers (optionally with ``password=``) that a test may kill; all stopped after."""
    started: list[RedisServer] = []

    def start(*, password: str | None = None) -> RedisServer:
        server = RedisServer(password=password).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


#: The test files that take longest (a real llama.cpp server, interrupted commands, Whisper, report
#: builds, Dask), measured with `pytest --durations`. Workers take files in collection order
#: (`--dist loadfile`), so these go first: a long file started last would keep one core busy
#: after the other has finished everything else.
LONGEST_FIRST = (
    "test_llama_cpp_server.py", "test_command_hardening.py", "test_asr.py", "test_aggregate_agreement.py",
    "test_dask.py", "test_report_stats.py", "test_patient_dialogue.py", "test_audit.py", "test_remote_reading.py",
    "test_cli.py", "test_report_html.py", "test_endpoints.py", "test_counts.py", "test_artifact_reader.py",
    "test_piper_speed.py", "test_metrics_properties.py", "test_schema_contract.py", "test_run_hardening.py",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    rank = {name: index for index, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: the rest keep their order
