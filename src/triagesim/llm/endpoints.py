"""Several servers of one model behind one backend: least-loaded routing and health.

Routing is per request, not per episode. An episode makes dozens of calls over minutes; pinned
to one server, a slow or dying server would hold its episodes hostage and a pool would balance
only as well as episode lengths happen to. Per request, every call goes to the server with the
most room left (in flight / its limit), and a call that fails on one server is retried on
another at once. What made episodes the tempting unit, the structured-output mode learned per
server, is instead learned per pool (``LLMBackend`` keys it by the pool's first URL): the same
model behind every URL is the premise of a pool (the run folder's fingerprint ignores the
URLs), so one server refusing ``json_schema`` moves the whole pool to the next mode, and every
request is the same bytes whichever server answers, which keeps the record/replay cache and a
run's results independent of routing.

Health is a circuit breaker per server: a refused connection takes it out of rotation at once,
``endpoint_failures`` other failures in a row (5xx, timeouts, dropped connections) do too, and
a 429/503 with Retry-After keeps it out that long. After its cool-down (``endpoint_cooldown``
seconds, doubled each time it fails again before a success, capped by
``endpoint_cooldown_max``) one probe request may go to it; a success puts it back. While every
server is out the requests do not stall: they probe the server due back first, at the pace of
the retry policy, so a pool that is down fails each request within ``--max-retries`` as a single
server does. A pool of one server never takes it out (there is nowhere else to go).

An ``--endpoints`` file is YAML (``.yaml``/``.yml``: a list of URLs or of mappings with
``base_url``, ``concurrency``, ``api_key_env``) or text, one server a line::

    http://gpu1:8000/v1 concurrency=64
    http://gpu2:8000/v1 concurrency=32 api_key_env=GPU2_KEY   # comments and blank lines are fine
"""

from __future__ import annotations

import asyncio
import logging
import re
import socket
import ssl
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import httpx
from pydantic import ValidationError

from ..cases.files import TextFileError, read_text
from ..errors import ConfigError
from ..redaction import redact_url
from .http import Connection, HttpxLane, Lane, uses_proxy
from .lanes import Lanes
from .settings import EndpointSpec, LLMSettings, describe_errors

__all__ = ["Endpoint", "Router", "load_endpoints", "parse_endpoint_line", "unreachable", "check_reachable"]

log = logging.getLogger("triagesim.llm")

# Keys a file may use for a server's settings (``concurrency`` as on the command line).
_KEYS = {"base_url": "base_url", "url": "base_url", "concurrency": "max_concurrency",
         "max_concurrency": "max_concurrency", "api_key_env": "api_key_env"}
_COMMENT = re.compile(r"\s+#")  # a comment starts at a '#' after a space (a URL's own '#' is rejected there)


# -- the --endpoints file -------------------------------------------------------------------
def unreachable(base_url: str, timeout: float = 3.0) -> str | None:
    """Why no TCP connection reaches ``base_url``'s host and port ("connection refused"), or None.

    Checked once before the first episode, so a server that is not running is one line rather
    than every episode retrying into a list of errors. Only the connection is tried (no request,
    no key sent); a URL the environment routes through a proxy is not checked.
    """
    parts = urlsplit(base_url)
    if uses_proxy(base_url) or not parts.hostname:
        return None
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        socket.create_connection((parts.hostname, port), timeout=timeout).close()
    except socket.gaierror:
        return f"unknown host {parts.hostname!r}"
    except ConnectionRefusedError:
        return "connection refused"
    except OSError as error:
        return error.strerror or type(error).__name__
    return None


def check_reachable(settings: LLMSettings, timeout: float = 3.0) -> None:
    """``ConfigError`` when no server of the pool can be reached (a pool with one live server runs:
    the router takes the dead ones out of rotation)."""
    if settings.effective_cache_mode == "replay":
        return
    problems = []
    for spec in settings.endpoint_specs():
        problem = unreachable(spec.base_url, timeout)
        if problem is None:
            return
        problems.append(f"{redact_url(spec.base_url)} ({problem})")
    raise ConfigError(
        f"cannot reach the LLM server {'; '.join(problems)}: start it, or fix --base-url / --endpoints"
    )


def _spec(fields: dict[str, Any], where: str) -> EndpointSpec:
    """An ``EndpointSpec`` from a file entry, or a ``ConfigError`` starting with ``where``."""
    unknown = [key for key in fields if key not in _KEYS]
    if unknown:
        raise ConfigError(f"{where}: unknown setting {unknown[0]!r} (expected base_url, concurrency, api_key_env)")
    if not fields.get("base_url") and not fields.get("url"):
        raise ConfigError(f"{where}: no base_url (expected e.g. http://127.0.0.1:8000/v1)")
    try:
        return EndpointSpec.model_validate({_KEYS[key]: value for key, value in fields.items()})
    except ValidationError as error:
        names = {"max_concurrency": "concurrency"}
        message = describe_errors(error, lambda loc: names.get(str(loc[0]), str(loc[0])) if loc else "")
        raise ConfigError(f"{where}: {message}") from None


def parse_endpoint_line(line: str, where: str) -> EndpointSpec | None:
    """One text line (``URL [concurrency=N] [api_key_env=NAME]``); None for a blank or comment line."""
    words = _COMMENT.split(line.strip(), maxsplit=1)[0].split()
    if not words or words[0].startswith("#"):
        return None
    fields: dict[str, Any] = {"base_url": words[0]}
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if not sep or not value:
            raise ConfigError(f"{where}: expected key=value after the URL (concurrency=N, api_key_env=NAME), got {word!r}")
        if _KEYS.get(key, key) in {_KEYS.get(known, known) for known in fields}:
            raise ConfigError(f"{where}: {key} given twice")
        fields[key] = value
    return _spec(fields, where)


def _yaml_entries(text: str, path: Path) -> list[tuple[Any, int]]:
    """The YAML list's items with their line numbers (1-based)."""
    import yaml

    try:
        root = yaml.compose(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f" line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or "invalid YAML"
        raise ConfigError(f"{path}{line}: {problem}") from None
    if root is None:
        return []
    if isinstance(root, yaml.MappingNode):  # {endpoints: [...]} is accepted too
        for key, value in root.value:
            if key.value == "endpoints":
                root = value
                break
        else:
            raise ConfigError(f"{path} line {root.start_mark.line + 1}: expected a list of endpoints "
                              "(or a mapping with an 'endpoints' list)")
    if not isinstance(root, yaml.SequenceNode):
        raise ConfigError(f"{path} line {root.start_mark.line + 1}: expected a list of endpoints")
    loader = yaml.SafeLoader("")
    try:
        return [(loader.construct_object(node, deep=True), node.start_mark.line + 1) for node in root.value]
    finally:
        loader.dispose()


def load_endpoints(path: str | Path) -> list[EndpointSpec]:
    """The servers listed in ``path``; a ``ConfigError`` names the file and line of any problem."""
    path = Path(path)
    try:
        text = read_text(path)  # the project's one text reader: a folder, a binary file or a bad encoding said plainly
    except TextFileError as problem:
        if problem.kind == "missing":
            raise ConfigError(f"--endpoints {path}: no such file") from None
        raise ConfigError(f"--endpoints {problem}") from None
    lines: dict[str, int] = {}  # URL -> the line listing it
    specs: list[EndpointSpec] = []

    def add(spec: EndpointSpec | None, line: int) -> None:
        if spec is None:
            return
        if spec.base_url in lines:
            raise ConfigError(f"{path} line {line}: {spec.safe_base_url} is already listed on line {lines[spec.base_url]}")
        lines[spec.base_url] = line
        specs.append(spec)

    if path.suffix.lower() in (".yaml", ".yml"):
        for item, line in _yaml_entries(text, path):
            where = f"{path} line {line}"
            if isinstance(item, str):
                add(_spec({"base_url": item}, where), line)
            elif isinstance(item, dict):
                add(_spec({str(key): value for key, value in item.items()}, where), line)
            else:
                raise ConfigError(f"{where}: expected a URL or a mapping with base_url, got {type(item).__name__}")
    else:
        for number, text_line in enumerate(text.splitlines(), start=1):
            add(parse_endpoint_line(text_line, f"{path} line {number}"), number)
    if not specs:
        raise ConfigError(f"--endpoints {path} lists no endpoint")
    return specs


# -- one server at run time ------------------------------------------------------------------
class Endpoint:
    """One server of the pool: where requests go, with which key, over which lanes, and its health."""

    def __init__(
        self,
        settings: LLMSettings,
        *,
        transport: httpx.AsyncBaseTransport | None,
        ssl_context: Callable[[], ssl.SSLContext],
    ) -> None:
        self.settings = settings
        self.limit = settings.max_concurrency
        self.key = settings.resolve_api_key()
        self.secrets: tuple[str, ...] = tuple(
            secret for secret in (self.key, *settings.url_secrets, *settings.headers.values()) if secret
        )
        parts = urlsplit(settings.base_url)
        # Credentials in the URL (http://user:pass@host) go in an auth header, never in the URL we
        # request: httpx logs request URLs in full.
        netloc = parts.hostname or ""
        if ":" in netloc:
            netloc = f"[{netloc}]"
        if parts.port:
            netloc = f"{netloc}:{parts.port}"
        self.url = f"{parts.scheme}://{netloc}{parts.path}/chat/completions"
        self._basic = (
            (unquote(parts.username or ""), unquote(parts.password or ""))
            if (parts.username or parts.password) and not self.key
            else None
        )
        self.safe_url = settings.safe_base_url
        host = (parts.hostname or "").lower()
        self._loopback = host in ("localhost", "::1") or host.startswith("127.")
        self._transport = transport
        self._ssl_context = ssl_context
        self.lanes: Lanes | None = None
        # Health, read and written by the Router only.
        self.in_flight = 0
        self.failures = 0  # failures in a row
        self.outages = 0  # times taken out in a row, without a success in between
        self.down_until = 0.0
        self.problem = ""
        self.tasks: set[asyncio.Task[Any]] = set()  # requests in flight here
        self.evicted: set[asyncio.Task[Any]] = set()  # ...that the router moved off it (cancelled)

    def __repr__(self) -> str:
        return f"Endpoint({self.safe_url!r}, limit={self.limit})"

    def headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.key:
            headers["Authorization"] = f"Bearer {self.key}"
        if self.settings.is_openrouter:
            headers.setdefault("X-Title", "TriageSim")
        headers.update(self.settings.headers)
        return headers

    def new_lane(self) -> Lane:
        """A connection of our own, or httpx for a test transport or a proxied server (see ``http``)."""
        timeout = self.settings.timeout
        if self._transport is None and (self._loopback or not uses_proxy(self.url)):
            return Connection(self.url, self.headers(), ssl_context=self._ssl_context,
                              connect_timeout=min(timeout, 15.0), auth=self._basic)
        options: dict[str, Any] = {"transport": self._transport} if self._transport is not None else {
            "limits": httpx.Limits(max_connections=1, max_keepalive_connections=1),
            "verify": self._ssl_context(),
            "trust_env": True,  # the proxy
        }
        client = httpx.AsyncClient(
            timeout=httpx.Timeout(timeout, connect=min(timeout, 15.0)),
            headers=self.headers(),
            auth=httpx.BasicAuth(*self._basic) if self._basic else None,
            **options,
        )
        return HttpxLane(client, self.url)

    def open(self) -> Lanes:
        """Fresh lanes for a new event loop (connections cannot cross loops)."""
        self.lanes = Lanes(self.limit, self.new_lane)
        self.in_flight = 0
        self.tasks.clear()
        self.evicted.clear()
        return self.lanes

    async def aclose(self) -> None:
        lanes, self.lanes = self.lanes, None
        if lanes is not None:
            await lanes.aclose()


# -- choosing a server -------------------------------------------------------------------------
class Router:
    """Hands each request the live endpoint with the most room; takes failing ones out for a while.

    ``limit`` bounds the requests in flight across the pool (``--concurrency``); each endpoint's
    own ``limit`` bounds it alone. Requests wait (FIFO) when every live endpoint is full.
    """

    def __init__(
        self,
        endpoints: Sequence[Endpoint],
        *,
        limit: int,
        cooldown: float = 5.0,
        cooldown_max: float = 120.0,
        failures: int = 3,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not endpoints:
            raise ValueError("a Router needs at least one endpoint")
        self.endpoints = list(endpoints)
        self.limit = min(limit, sum(endpoint.limit for endpoint in self.endpoints))
        self.cooldown, self.cooldown_max, self.failures = cooldown, cooldown_max, failures
        self.clock = clock
        self.pooled = len(self.endpoints) > 1
        self.in_flight = 0
        self._waiters: deque[asyncio.Future[None]] = deque()

    def open(self) -> None:
        """Start over on a new event loop: fresh lanes, nothing in flight; health is kept."""
        for endpoint in self.endpoints:
            endpoint.open()
        self.in_flight = 0
        self._waiters = deque()

    # -- picking -----------------------------------------------------------------------------
    def _room(self, endpoint: Endpoint, now: float) -> int:
        """Requests ``endpoint`` may take now: none while cooling down, one probe after, else its limit."""
        if endpoint.down_until > now:
            return 0
        return 1 if endpoint.outages else endpoint.limit

    def _pick(self, avoid: Iterable[Endpoint]) -> Endpoint | None:
        if self.in_flight >= self.limit:
            return None
        endpoints = self.endpoints
        if not self.pooled:
            only = endpoints[0]
            return only if only.in_flight < only.limit else None
        now = self.clock()
        live = [endpoint for endpoint in endpoints if endpoint.down_until <= now]
        if not live:
            # Every server is out: probe the one due back first instead of stalling the request
            # (the retry policy paces these attempts and bounds them).
            ready = [endpoint for endpoint in endpoints if endpoint.in_flight < endpoint.limit]
            return min(ready, key=lambda endpoint: endpoint.down_until) if ready else None
        avoid = set(avoid)
        candidates = [endpoint for endpoint in live if endpoint not in avoid] or live
        best: Endpoint | None = None
        best_load = 2.0
        for endpoint in candidates:
            room = self._room(endpoint, now)
            if endpoint.in_flight < room:
                load = endpoint.in_flight / endpoint.limit
                if load < best_load:
                    best, best_load = endpoint, load
        return best

    async def acquire(self, avoid: Iterable[Endpoint] = ()) -> Endpoint:
        """The endpoint for the next attempt (preferring none of ``avoid``), holding one of its slots."""
        while True:
            endpoint = self._pick(avoid)
            if endpoint is not None:
                endpoint.in_flight += 1
                self.in_flight += 1
                return endpoint
            waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self._waiters.append(waiter)
            try:
                await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():
                    self._wake()  # we were handed a slot we will not use: pass it on
                else:
                    try:
                        self._waiters.remove(waiter)
                    except ValueError:
                        pass
                raise

    def release(self, endpoint: Endpoint) -> None:
        endpoint.in_flight -= 1
        self.in_flight -= 1
        self._wake()

    def _wake(self, every: bool = False) -> None:
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                if not every:
                    return

    # -- health ------------------------------------------------------------------------------
    def live(self, avoid: Iterable[Endpoint] = ()) -> bool:
        """Whether some endpoint outside ``avoid`` is in rotation (so a failed request can move now)."""
        now = self.clock()
        avoid = set(avoid)
        return any(endpoint.down_until <= now and endpoint not in avoid for endpoint in self.endpoints)

    def all_down(self) -> bool:
        now = self.clock()
        return self.pooled and all(endpoint.down_until > now for endpoint in self.endpoints)

    def succeeded(self, endpoint: Endpoint) -> None:
        endpoint.failures = 0
        if endpoint.outages and endpoint.down_until <= self.clock():
            endpoint.outages = 0
            log.info("%s answers again: back in rotation", endpoint.safe_url, extra={"llm_server": endpoint.safe_url})
            self._wake(every=True)

    def failed(self, endpoint: Endpoint, problem: str, *, refused: bool = False, retry_after: float | None = None) -> None:
        """Count a failure; take the endpoint out when it is refused, asked to wait, or failing in a row."""
        endpoint.problem = problem
        endpoint.failures += 1
        if not self.pooled:
            return
        now = self.clock()
        probing = endpoint.outages > 0 and endpoint.down_until <= now
        if endpoint.down_until > now:
            return  # already out (a request that was in flight when it went)
        if not (refused or probing or retry_after is not None or endpoint.failures >= self.failures):
            return
        if retry_after is not None:  # the server said when to come back
            seconds = min(retry_after, self.cooldown_max)
        else:
            seconds = min(self.cooldown_max, self.cooldown * 2 ** min(endpoint.outages, 32))
        endpoint.outages += 1
        endpoint.down_until = now + seconds
        log.warning(
            "%s taken out of rotation for %.3g s (%s); %d of %d endpoints left",
            endpoint.safe_url, seconds, problem, sum(e.down_until <= now for e in self.endpoints), len(self.endpoints),
            extra={"llm_server": endpoint.safe_url},
        )
        self._wake(every=True)  # waiters may now have to probe instead of waiting for a live slot
        self._evict(endpoint)

    @staticmethod
    def _evict(endpoint: Endpoint) -> None:
        """Move the requests still in flight on a server just taken out: a hung server would hold
        each for its whole timeout, while the others can answer now (the attempt sees a cancel
        it recognises and fails over; see ``LLMBackend._attempt``)."""
        current = asyncio.current_task()
        for task in list(endpoint.tasks):
            if task is not current and task not in endpoint.evicted:
                endpoint.evicted.add(task)
                task.cancel()

    def summary(self) -> str:
        """Each endpoint and its last problem, for the error when every one is down."""
        return "; ".join(f"{endpoint.safe_url}: {endpoint.problem or 'out of rotation'}" for endpoint in self.endpoints)
