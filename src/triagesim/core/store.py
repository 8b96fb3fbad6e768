"""Episode state behind one interface: in-process memory or a Redis server.

State is append-only streams (history, trace, belief records, red-flag log), small hashes
(episode meta, vitals, flags) and the immutable ground truth. A step *appends* what it
produced and updates a few meta fields in one ``commit``, which on Redis is one pipelined
transaction (one round trip), so a step's cost does not grow with the episode's length.
Every key is namespaced by ``run_id``, so concurrent episodes never see each other's state.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any
from urllib.parse import unquote, urlsplit

from ..errors import ServiceError
from ..redaction import redact_url  # re-exported: where the store's own messages get it

__all__ = ["StateStore", "MemoryStore", "RedisStore", "StoreError", "make_store", "redact_url"]


class StoreError(ServiceError):
    """The state store failed (server gone, timeout, missing episode); never includes secrets."""


class StateStore(ABC):
    """Per-episode state, keyed by ``run_id``."""

    backend: str = "abstract"

    @abstractmethod
    def create(self, run_id: str, ground_truth: Mapping[str, Any], meta: Mapping[str, Any]) -> None:
        """Start an episode (replacing any earlier state under the same ``run_id``)."""

    @abstractmethod
    def ground_truth(self, run_id: str) -> dict[str, Any]: ...

    @abstractmethod
    def meta(self, run_id: str) -> dict[str, Any]: ...

    @abstractmethod
    def commit(
        self,
        run_id: str,
        *,
        meta: Mapping[str, Any] | None = None,
        append: Mapping[str, list[Any]] | None = None,
        hset: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> None:
        """Apply one step's changes atomically: meta fields, stream appends, hash fields."""

    @abstractmethod
    def read(self, run_id: str, stream: str, start: int = 0, stop: int | None = None) -> list[Any]:
        """Items ``start`` (inclusive) to ``stop`` (exclusive) of a stream."""

    def read_many(self, run_id: str, ranges: Mapping[str, tuple[int, int]]) -> dict[str, list[Any]]:
        """Several ``[start, stop)`` stream slices at once; empty ranges cost nothing."""
        return {
            stream: self.read(run_id, stream, start, stop) if stop > start else []
            for stream, (start, stop) in ranges.items()
        }

    @abstractmethod
    def hash(self, run_id: str, name: str) -> dict[str, Any]: ...

    @abstractmethod
    def delete(self, run_id: str) -> None: ...

    def ping(self) -> None:
        """Fail fast with ``StoreError`` if the store is unusable, so a batch stops before its
        first episode instead of inside one; the memory store is always up."""

    def close(self) -> None:
        """Release connections; the memory store has none."""

    def describe(self) -> dict[str, Any]:
        return {"backend": self.backend}


class _Episode:
    __slots__ = ("ground_truth", "meta", "streams", "hashes")

    def __init__(self, ground_truth: dict, meta: dict):
        self.ground_truth = ground_truth
        self.meta = meta
        self.streams: dict[str, list] = {}
        self.hashes: dict[str, dict] = {}


class MemoryStore(StateStore):
    """In-process dictionaries; the default, and the fastest."""

    backend = "memory"

    def __init__(self) -> None:
        self._episodes: dict[str, _Episode] = {}

    def _get(self, run_id: str) -> _Episode:
        try:
            return self._episodes[run_id]
        except KeyError:
            raise StoreError(f"no episode {run_id!r} in the memory store") from None

    def create(self, run_id, ground_truth, meta):
        self._episodes[run_id] = _Episode(json.loads(json.dumps(ground_truth)), dict(meta))

    def ground_truth(self, run_id):
        return self._get(run_id).ground_truth

    def meta(self, run_id):
        return dict(self._get(run_id).meta)

    def commit(self, run_id, *, meta=None, append=None, hset=None):
        episode = self._get(run_id)
        if meta:
            episode.meta.update(meta)
        for stream, items in (append or {}).items():
            episode.streams.setdefault(stream, []).extend(items)
        for name, fields in (hset or {}).items():
            episode.hashes.setdefault(name, {}).update(fields)

    def read(self, run_id, stream, start=0, stop=None):
        return list(self._get(run_id).streams.get(stream, [])[start:stop])

    def hash(self, run_id, name):
        return dict(self._get(run_id).hashes.get(name, {}))

    def delete(self, run_id):
        self._episodes.pop(run_id, None)

    def __len__(self) -> int:
        return len(self._episodes)


class RedisStore(StateStore):
    """State in a Redis (or Valkey) server: ``redis://[:password@]host:port/db`` or ``rediss://``.

    Calls are synchronous and run inside the batch's event loop, so a frozen or dead server
    must surface as a one-line ``StoreError`` within seconds, never as a hang: every socket
    has a connect and a read timeout (``?socket_timeout=`` and ``?socket_connect_timeout=``
    in the URL override the keywords, as redis-py parses them), and every public method turns
    any redis-py error or ``OSError`` into ``StoreError`` with the cause chained.

    Only a dropped connection (``ConnectionError``: a reset, a server restart, a stale pooled
    socket) is retried, once and at once. Timeouts are not retried: a server silent for a
    whole read timeout is down, not blipping, and retrying would double the wait for the
    error and could replay a commit the server already applied.
    """

    backend = "redis"

    def __init__(
        self,
        url: str = "redis://127.0.0.1:6379/0",
        *,
        prefix: str = "triagesim",
        socket_timeout: float = 5.0,
        socket_connect_timeout: float = 5.0,
        ttl_seconds: int | None = None,
    ) -> None:
        try:
            import redis
            from redis.backoff import NoBackoff
            from redis.retry import Retry
        except ImportError:  # pragma: no cover - exercised only without the extra
            raise StoreError("the Redis store needs the 'redis' package: pip install 'triagesim[redis]'") from None
        if urlsplit(url).scheme not in ("redis", "rediss", "unix"):
            raise StoreError(f"invalid Redis URL {redact_url(url)!r}: expected redis://, rediss:// or unix://")
        self.url = url
        self.prefix = prefix
        self.ttl_seconds = ttl_seconds
        self._redis = redis
        try:
            self._client = redis.Redis.from_url(
                url,
                socket_timeout=socket_timeout,
                socket_connect_timeout=socket_connect_timeout,
                retry=Retry(NoBackoff(), 1, supported_errors=(redis.ConnectionError,)),
                decode_responses=True,
            )
            # redis-py builds connections lazily, so an unknown or bad URL option (``?sockettimeout=2``)
            # would otherwise escape as a TypeError from the first call: build one now, unconnected.
            pool = self._client.connection_pool
            pool.connection_class(**pool.connection_kwargs)
        except (ValueError, TypeError, redis.RedisError) as error:
            raise StoreError(f"invalid Redis URL {redact_url(url)!r}: {self._redact(str(error))}") from None
        options = pool.connection_kwargs
        self.socket_timeout: float | None = options.get("socket_timeout")
        self.socket_connect_timeout: float | None = options.get("socket_connect_timeout")

    def describe(self) -> dict[str, Any]:
        return {"backend": self.backend, "url": redact_url(self.url)}

    def _key(self, run_id: str, part: str) -> str:
        return f"{self.prefix}:{run_id}:{part}"

    def _redact(self, text: str) -> str:
        """``text`` without the URL's password, in either its raw or its percent-decoded form."""
        text = text.replace(self.url, redact_url(self.url))
        password = urlsplit(self.url).password
        for secret in {password, unquote(password)} if password else ():
            text = text.replace(secret, "***")
        return text

    def _hint(self, error: Exception) -> str:
        """What the user should do about ``error`` (most specific redis-py subclasses first)."""
        redis = self._redis
        text = str(error)
        if isinstance(error, redis.AuthenticationError) or "NOAUTH" in text or "WRONGPASS" in text:
            return "the server refused the credentials; check the password in --redis-url"
        if isinstance(error, redis.BusyLoadingError):
            return "the server is still loading its data; retry when it is ready"
        if isinstance(error, redis.TimeoutError):
            return (
                f"no answer within the timeouts (connect {self.socket_connect_timeout} s,"
                f" read {self.socket_timeout} s): is the server up and not frozen or overloaded? check --redis-url"
            )
        if isinstance(error, (redis.ConnectionError, OSError)):
            return "is the server up? check --redis-url"
        if "DB index" in text:
            return "the server has no such database; check the db number in --redis-url"
        return "check --redis-url and the server's log"

    def _fail(self, error: Exception, doing: str) -> StoreError:
        """A one-line, password-free ``StoreError`` naming the server, the step and what to do."""
        detail = " ".join(self._redact(str(error)).split()) or "no details"
        return StoreError(
            f"Redis at {redact_url(self.url)} failed while {doing}: "
            f"{type(error).__name__}: {detail} -- {self._hint(error)}"
        )

    @contextmanager
    def _guard(self, doing: str) -> Iterator[None]:
        """Turn any redis-py error or ``OSError`` raised inside into ``StoreError``, cause chained."""
        try:
            yield
        except (self._redis.RedisError, OSError) as error:
            raise self._fail(error, doing) from error

    def ping(self) -> None:
        with self._guard("checking the connection"):
            self._client.ping()

    def _keys(self, run_id: str) -> list[str]:
        """Every key of an episode, from its ``parts`` set (never a KEYS scan of the whole db)."""
        fixed = [self._key(run_id, part) for part in ("ground_truth", "meta", "parts")]
        return fixed + sorted(self._client.smembers(self._key(run_id, "parts")))

    def create(self, run_id, ground_truth, meta):
        with self._guard(f"creating episode {run_id}"):
            existing = self._keys(run_id)
            pipe = self._client.pipeline(transaction=True)
            pipe.delete(*existing)
            pipe.set(self._key(run_id, "ground_truth"), json.dumps(ground_truth))
            pipe.hset(self._key(run_id, "meta"), mapping={k: json.dumps(v) for k, v in meta.items()})
            if self.ttl_seconds:
                pipe.expire(self._key(run_id, "ground_truth"), self.ttl_seconds)
                pipe.expire(self._key(run_id, "meta"), self.ttl_seconds)
            pipe.execute()

    def ground_truth(self, run_id):
        with self._guard(f"reading episode {run_id}"):
            raw = self._client.get(self._key(run_id, "ground_truth"))
        if raw is None:
            raise StoreError(f"no episode {run_id!r} in Redis at {redact_url(self.url)}")
        return json.loads(raw)

    def meta(self, run_id):
        with self._guard(f"reading episode {run_id}"):
            raw = self._client.hgetall(self._key(run_id, "meta"))
        if not raw:
            raise StoreError(f"no episode {run_id!r} in Redis at {redact_url(self.url)}")
        return {key: json.loads(value) for key, value in raw.items()}

    def commit(self, run_id, *, meta=None, append=None, hset=None):
        with self._guard(f"committing a step of episode {run_id}"):
            pipe = self._client.pipeline(transaction=True)
            if meta:
                pipe.hset(self._key(run_id, "meta"), mapping={k: json.dumps(v) for k, v in meta.items()})
            for stream, items in (append or {}).items():
                if items:
                    key = self._key(run_id, f"stream:{stream}")
                    pipe.sadd(self._key(run_id, "parts"), key)
                    pipe.rpush(key, *(json.dumps(item) for item in items))
                    if self.ttl_seconds:
                        pipe.expire(key, self.ttl_seconds)
            for name, fields in (hset or {}).items():
                if fields:
                    key = self._key(run_id, f"hash:{name}")
                    pipe.sadd(self._key(run_id, "parts"), key)
                    pipe.hset(key, mapping={k: json.dumps(v) for k, v in fields.items()})
                    if self.ttl_seconds:
                        pipe.expire(key, self.ttl_seconds)
            pipe.execute()

    def read(self, run_id, stream, start=0, stop=None):
        end = -1 if stop is None else stop - 1
        if stop is not None and stop <= start:
            return []
        with self._guard(f"reading {stream} of episode {run_id}"):
            raw = self._client.lrange(self._key(run_id, f"stream:{stream}"), start, end)
        return [json.loads(item) for item in raw]

    def read_many(self, run_id, ranges):
        """One pipelined round trip for every non-empty slice (an observation's reads)."""
        wanted = [(stream, start, stop) for stream, (start, stop) in ranges.items() if stop > start]
        result: dict[str, list[Any]] = {stream: [] for stream in ranges}
        if not wanted:
            return result
        with self._guard(f"reading episode {run_id}"):
            pipe = self._client.pipeline(transaction=False)
            for stream, start, stop in wanted:
                pipe.lrange(self._key(run_id, f"stream:{stream}"), start, stop - 1)
            replies = pipe.execute()
        for (stream, _, _), raw in zip(wanted, replies):
            result[stream] = [json.loads(item) for item in raw]
        return result

    def hash(self, run_id, name):
        with self._guard(f"reading {name} of episode {run_id}"):
            raw = self._client.hgetall(self._key(run_id, f"hash:{name}"))
        return {key: json.loads(value) for key, value in raw.items()}

    def delete(self, run_id):
        with self._guard(f"deleting episode {run_id}"):
            self._client.delete(*self._keys(run_id))

    def close(self):
        """Drop the pooled sockets; never raises, since closing is cleanup after the real error."""
        try:
            self._client.close()
        except (self._redis.RedisError, OSError):  # pragma: no cover - closing a dead connection
            pass


def make_store(backend: str = "memory", redis_url: str | None = None, **options: Any) -> StateStore:
    """A store by name: ``memory`` or ``redis`` (which needs ``redis_url``)."""
    if backend == "memory":
        return MemoryStore()
    if backend == "redis":
        if not redis_url:
            raise StoreError("store_backend 'redis' needs redis_url (e.g. redis://127.0.0.1:6379/0)")
        return RedisStore(redis_url, **options)
    raise StoreError(f"unknown store backend {backend!r}: use 'memory' or 'redis'")
