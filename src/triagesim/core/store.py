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
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit, urlunsplit
from ..errors import ServiceError

__all__ = ["StateStore", "MemoryStore", "RedisStore", "StoreError", "make_store", "redact_url"]


class StoreError(ServiceError):
    """The state store failed (server gone, timeout, missing episode); never includes secrets."""


def redact_url(url: str) -> str:
    """The URL without its password, for messages and artifacts."""
    parts = urlsplit(url)
    if parts.password is None and "@" not in parts.netloc:
        return url
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    user = parts.username or ""
    netloc = f"{user}:***@{host}" if user else f":***@{host}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


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

    Timeouts are short and retries bounded so a dead server surfaces as a ``StoreError``
    within seconds instead of hanging a batch.
    """

    backend = "redis"

    def __init__(
        self,
        url: str = "redis://127.0.0.1:6379/0",
        *,
        prefix: str = "triagesim",
        timeout: float = 5.0,
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
        self._errors = (redis.RedisError, OSError)
        try:
            self._client = redis.Redis.from_url(
                url,
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
                retry=Retry(NoBackoff(), 1),
                decode_responses=True,
            )
        except ValueError as error:
            raise StoreError(f"invalid Redis URL {redact_url(url)!r}: {error}") from None

    def describe(self) -> dict[str, Any]:
        return {"backend": self.backend, "url": redact_url(self.url)}

    def _key(self, run_id: str, part: str) -> str:
        return f"{self.prefix}:{run_id}:{part}"

    def _fail(self, error: Exception, doing: str) -> StoreError:
        message = str(error).replace(self.url, redact_url(self.url))
        return StoreError(f"Redis at {redact_url(self.url)} failed while {doing}: {type(error).__name__}: {message}")

    def ping(self) -> None:
        try:
            self._client.ping()
        except self._errors as error:
            raise self._fail(error, "connecting") from None

    def _keys(self, run_id: str) -> list[str]:
        """Every key of an episode, from its ``parts`` set (never a KEYS scan of the whole db)."""
        fixed = [self._key(run_id, part) for part in ("ground_truth", "meta", "parts")]
        return fixed + sorted(self._client.smembers(self._key(run_id, "parts")))

    def create(self, run_id, ground_truth, meta):
        try:
            existing = self._keys(run_id)
            pipe = self._client.pipeline(transaction=True)
            pipe.delete(*existing)
            pipe.set(self._key(run_id, "ground_truth"), json.dumps(ground_truth))
            pipe.hset(self._key(run_id, "meta"), mapping={k: json.dumps(v) for k, v in meta.items()})
            if self.ttl_seconds:
                pipe.expire(self._key(run_id, "ground_truth"), self.ttl_seconds)
                pipe.expire(self._key(run_id, "meta"), self.ttl_seconds)
            pipe.execute()
        except self._errors as error:
            raise self._fail(error, f"creating episode {run_id}") from None

    def ground_truth(self, run_id):
        try:
            raw = self._client.get(self._key(run_id, "ground_truth"))
        except self._errors as error:
            raise self._fail(error, f"reading episode {run_id}") from None
        if raw is None:
            raise StoreError(f"no episode {run_id!r} in Redis at {redact_url(self.url)}")
        return json.loads(raw)

    def meta(self, run_id):
        try:
            raw = self._client.hgetall(self._key(run_id, "meta"))
        except self._errors as error:
            raise self._fail(error, f"reading episode {run_id}") from None
        if not raw:
            raise StoreError(f"no episode {run_id!r} in Redis at {redact_url(self.url)}")
        return {key: json.loads(value) for key, value in raw.items()}

    def commit(self, run_id, *, meta=None, append=None, hset=None):
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
        try:
            pipe.execute()
        except self._errors as error:
            raise self._fail(error, f"committing a step of episode {run_id}") from None

    def read(self, run_id, stream, start=0, stop=None):
        end = -1 if stop is None else stop - 1
        if stop is not None and stop <= start:
            return []
        try:
            raw = self._client.lrange(self._key(run_id, f"stream:{stream}"), start, end)
        except self._errors as error:
            raise self._fail(error, f"reading {stream} of episode {run_id}") from None
        return [json.loads(item) for item in raw]

    def read_many(self, run_id, ranges):
        """One pipelined round trip for every non-empty slice (an observation's reads)."""
        wanted = [(stream, start, stop) for stream, (start, stop) in ranges.items() if stop > start]
        result: dict[str, list[Any]] = {stream: [] for stream in ranges}
        if not wanted:
            return result
        pipe = self._client.pipeline(transaction=False)
        for stream, start, stop in wanted:
            pipe.lrange(self._key(run_id, f"stream:{stream}"), start, stop - 1)
        try:
            replies = pipe.execute()
        except self._errors as error:
            raise self._fail(error, f"reading episode {run_id}") from None
        for (stream, _, _), raw in zip(wanted, replies):
            result[stream] = [json.loads(item) for item in raw]
        return result

    def hash(self, run_id, name):
        try:
            raw = self._client.hgetall(self._key(run_id, f"hash:{name}"))
        except self._errors as error:
            raise self._fail(error, f"reading {name} of episode {run_id}") from None
        return {key: json.loads(value) for key, value in raw.items()}

    def delete(self, run_id):
        try:
            self._client.delete(*self._keys(run_id))
        except self._errors as error:
            raise self._fail(error, f"deleting episode {run_id}") from None

    def close(self):
        try:
            self._client.close()
        except self._errors:  # pragma: no cover - closing a dead connection
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
