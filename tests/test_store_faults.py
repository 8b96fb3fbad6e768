"""Store faults on a real server become one-line ``StoreError``s within seconds, never hangs.

Faults are real: a server frozen with SIGSTOP (it accepts TCP connections in the kernel but
never answers), a server killed with SIGKILL, wrong credentials, a missing database, and a
proxy that resets connections. Every call runs under a hang guard so a regression fails the
test instead of stalling the suite.
"""

from __future__ import annotations

import os
import select
import signal
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import redis

from triagesim.core import MemoryStore, RedisStore, StateStore, StoreError, redact_url

PASSWORD = "fault-pw-7"
RUN = "fault-run"
HANG_GUARD_S = 30.0

# Every public RedisStore method that talks to the server, called the way the runner calls it.
CALLS: dict[str, Callable[[RedisStore], Any]] = {
    "ping": lambda store: store.ping(),
    "create": lambda store: store.create(RUN, {"acuity": 2}, {"status": "running"}),
    "ground_truth": lambda store: store.ground_truth(RUN),
    "meta": lambda store: store.meta(RUN),
    "commit": lambda store: store.commit(
        RUN, meta={"turn": 1}, append={"trace": [{"a": 1}]}, hset={"vitals": {"hr": 90}}
    ),
    "read": lambda store: store.read(RUN, "trace"),
    "read_many": lambda store: store.read_many(RUN, {"trace": (0, 1), "history": (0, 0)}),
    "hash": lambda store: store.hash(RUN, "vitals"),
    "delete": lambda store: store.delete(RUN),
}
NO_IO = {"close", "describe"}  # must never raise; checked after every fault


def guarded(call: Callable[[], Any], limit: float = HANG_GUARD_S) -> tuple[BaseException | None, float]:
    """Run ``call`` in a thread; return (what it raised, seconds taken), failing if it hangs."""
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            call()
        except BaseException as error:  # handed back to the test
            outcome["error"] = error

    started = time.monotonic()
    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(limit)
    assert not thread.is_alive(), f"store call hung for more than {limit:g} s"
    return outcome.get("error"), time.monotonic() - started


def assert_clear_store_error(error: BaseException | None, url: str, *hints: str) -> str:
    """A one-line StoreError naming the redacted URL and what to do, cause chained, no secret."""
    assert isinstance(error, StoreError), repr(error)
    assert isinstance(error.__cause__, (redis.RedisError, OSError)), repr(error.__cause__)
    message = str(error)
    assert "\n" not in message
    assert redact_url(url) in message and PASSWORD not in message
    for hint in hints:
        assert hint in message, message
    return message


@contextmanager
def frozen(server) -> Iterator[None]:
    """The server stopped with SIGSTOP (alive, accepting connections, never answering)."""
    os.kill(server.process.pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(server.process.pid, signal.SIGCONT)


@pytest.fixture
def seeded(redis_server_factory):
    """A password-protected server and a store (1 s timeouts) holding one episode."""
    server = redis_server_factory(password=PASSWORD)
    store = RedisStore(server.url, socket_timeout=1, socket_connect_timeout=1)
    store.create(RUN, {"acuity": 2}, {"status": "running"})
    store.commit(RUN, append={"trace": [{"a": 0}]}, hset={"vitals": {"hr": 80}})
    try:
        yield server, store
    finally:
        store.close()


def test_calls_cover_every_public_method():
    public = {name for name in dir(RedisStore) if not name.startswith("_") and callable(getattr(RedisStore, name))}
    assert public == set(CALLS) | NO_IO


@pytest.mark.parametrize("method", sorted(CALLS))
@pytest.mark.slow  # waits out read timeouts on a frozen server
def test_every_method_on_a_frozen_server_is_a_store_error_within_seconds(seeded, method):
    server, store = seeded
    with frozen(server):
        error, elapsed = guarded(lambda: CALLS[method](store))
        store.describe()
        store.close()
    assert_clear_store_error(error, server.url, "TimeoutError", "is the server up", "check --redis-url")
    assert elapsed < 5, elapsed  # 1 s read timeout, no retry on timeouts


@pytest.mark.parametrize("method", sorted(CALLS))
def test_every_method_on_a_dead_server_is_a_store_error_at_once(seeded, method):
    server, store = seeded
    server.kill()
    error, elapsed = guarded(lambda: CALLS[method](store))
    assert_clear_store_error(error, server.url, "ConnectionError", "is the server up? check --redis-url")
    assert elapsed < 3, elapsed  # connection refused: no timeout involved
    store.describe()
    store.close()


@pytest.mark.slow  # waits out read timeouts on a frozen server
def test_time_to_error_on_a_frozen_server_stays_within_twice_the_read_timeout(redis_server_factory):
    """Both a fresh connection and a pooled one; the timeout comes from the URL query here."""
    server = redis_server_factory(password=PASSWORD)
    url = f"{server.url}?socket_timeout=2"
    fresh, pooled = RedisStore(url), RedisStore(url)
    assert fresh.socket_timeout == pooled.socket_timeout == 2.0  # the query parameter wins
    pooled.ping()
    try:
        with frozen(server):
            for store in (fresh, pooled):
                error, elapsed = guarded(store.ping)
                print(f"time to StoreError on a frozen server (2 s read timeout): {elapsed:.2f} s")
                assert_clear_store_error(error, url, "read 2.0 s")
                assert elapsed < 15, elapsed
    finally:
        fresh.close()
        pooled.close()


def test_ping_is_a_no_op_on_memory_and_a_round_trip_on_redis(redis_server, redis_server_factory):
    assert MemoryStore().ping() is None
    assert StateStore.ping is MemoryStore.ping  # the memory store has nothing to check
    live = RedisStore(redis_server.url)
    try:
        assert live.ping() is None
    finally:
        live.close()
    server = redis_server_factory()
    down = RedisStore(server.url)
    server.kill()
    error, _ = guarded(down.ping)
    assert_clear_store_error(error, server.url, "while checking the connection")


@pytest.mark.parametrize("given", ["wrong-pw-9", None], ids=["wrong", "missing"])
def test_bad_credentials_are_a_store_error_without_the_password(redis_server_factory, given):
    server = redis_server_factory(password=PASSWORD)
    url = f"redis://{f':{given}@' if given else ''}127.0.0.1:{server.port}/0"
    store = RedisStore(url)
    error, _ = guarded(store.ping)
    message = assert_clear_store_error(error, url, "check the password in --redis-url")
    assert given is None or given not in message
    store.close()


def test_a_missing_database_is_a_store_error_naming_the_db(redis_server):
    url = redis_server.url_for(999)
    store = RedisStore(url)
    error, _ = guarded(store.ping)
    assert_clear_store_error(error, url, "check the db number in --redis-url")
    store.close()


def test_bad_url_options_fail_at_construction_not_at_the_first_call():
    with pytest.raises(StoreError, match="invalid Redis URL 'redis://:\\*\\*\\*@127.0.0.1:1/0.*sockettimeout"):
        RedisStore(f"redis://:{PASSWORD}@127.0.0.1:1/0?sockettimeout=2")
    with pytest.raises(StoreError, match="Invalid value for 'socket_timeout'"):
        RedisStore("redis://127.0.0.1:1/0?socket_timeout=soon")


class ResettingProxy:
    """A TCP proxy to a real server that resets (RST) the client's connection instead of
    forwarding a packet containing ``marker``, the first ``resets`` times: a network fault."""

    def __init__(self, upstream_port: int, marker: bytes, resets: int) -> None:
        self.upstream_port, self.marker, self.resets = upstream_port, marker, resets
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.1)
        self.port = self._listener.getsockname()[1]
        self._stopped = threading.Event()
        self._acceptor = threading.Thread(target=self._accept, daemon=True)
        self._acceptor.start()

    def _accept(self) -> None:
        with self._listener:
            while not self._stopped.is_set():
                try:
                    client, _ = self._listener.accept()
                except TimeoutError:
                    continue
                client.settimeout(None)
                upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
                threading.Thread(target=self._pump, args=(client, upstream), daemon=True).start()

    def _pump(self, client: socket.socket, upstream: socket.socket) -> None:
        try:
            while not self._stopped.is_set():
                for sock in select.select([client, upstream], [], [], 0.1)[0]:
                    data = sock.recv(65536)
                    if not data:
                        return
                    if sock is client and self.marker in data and self.resets > 0:
                        self.resets -= 1
                        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                        return
                    (upstream if sock is client else client).sendall(data)
        except OSError:
            return
        finally:
            client.close()
            upstream.close()

    def close(self) -> None:
        self._stopped.set()
        self._acceptor.join(5)


@pytest.mark.parametrize("resets", [1, 2])
def test_one_connection_reset_is_retried_once_and_a_second_is_an_error(redis_server, resets):
    url = redis_server.url_for(7)
    seed = RedisStore(url)
    seed.create(RUN, {"acuity": 3}, {"status": "running"})
    proxy = ResettingProxy(redis_server.port, RUN.encode(), resets)
    store = RedisStore(f"redis://127.0.0.1:{proxy.port}/7", socket_timeout=2, socket_connect_timeout=2)
    try:
        store.ping()  # the pooled connection the reset will hit
        outcome: dict[str, Any] = {}
        error, elapsed = guarded(lambda: outcome.update(meta=store.meta(RUN)))
        assert proxy.resets == 0 and elapsed < 5
        if resets == 1:
            assert error is None and outcome["meta"] == {"status": "running"}
        else:
            assert_clear_store_error(error, store.url, "ConnectionError", "is the server up")
    finally:
        store.close()
        proxy.close()
        seed.delete(RUN)
        seed.close()
