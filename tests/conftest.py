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
