"""One async backend for OpenAI-compatible chat-completions servers.

Our own thin client rather than the ``openai`` one: we need every decision in our hands (which
statuses retry, Retry-After, when a 400 means "no json_schema here", what an error message
may contain), and one lean POST per call (``http.Connection``; httpx for test transports and
proxies) keeps the per-call CPU cost low when hundreds of episodes share a process. The wire
protocol is the stable part of the OpenAI API that vLLM, Ollama, llama.cpp, LM Studio and
OpenRouter all speak: ``POST {base_url}/chat/completions``.

A backend is meant to be shared: one instance per model server (or pool of servers, see
``endpoints``) for a whole batch, so it bounds the requests in flight across all episodes and
its structured-output fallback is learned once. Agents never see the pool: ``complete`` routes
each request to the least-loaded server and moves it to another when one fails. Agents are per episode and pass their own ``Usage`` to be counted, and their
``run_id`` so the backend's log lines (retries, fallbacks, re-asks on the ``triagesim.llm``
logger) say which episode they concern.

Tests (and embedders) can pass ``transport=`` (e.g. ``httpx.MockTransport``) to answer
requests in-process instead of over the network.
"""

from __future__ import annotations

import asyncio
import json
import logging
import ssl
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple, TypeVar

import httpx
from pydantic import BaseModel, ValidationError

from .cache import ResponseCache, request_key
from .endpoints import Endpoint, Router
from .http import ConnectFailed, Reply
from .errors import LLMCacheMiss, LLMConnectionError, LLMOutputError, LLMRequestError, excerpt, scrub
from .retry import RETRY_STATUSES, RetryPolicy, parse_retry_after
from .settings import LLMSettings
from .structured import (
    MODES,
    OutputInvalid,
    bounded_schema,
    extract_json,
    free_text_field,
    next_mode,
    refuses_format,
    response_format,
    salvage_cut_reply,
    schema_instruction,
    schema_problem,
    strict_schema,
    validate_reply,
    with_instruction,
)

__all__ = ["Usage", "LLMBackend", "Message", "ChatResult"]

log = logging.getLogger("triagesim.llm")
T = TypeVar("T", bound=BaseModel)
Message = dict[str, Any]

_retry_after = parse_retry_after  # the old private name, kept for callers and tests
_REASK = (
    "Your previous reply could not be used: {problem}. Reply again with only the JSON object, "
    "matching the schema exactly."
)


@dataclass
class Usage:
    """Counters for one role (or one agent in one episode)."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    retries: int = 0
    reasks: int = 0
    cache_hits: int = 0
    fallbacks: int = 0
    errors: int = 0
    #: Replies cut at max_tokens whose complete sentences were kept instead of re-asking.
    salvaged: int = 0

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["latency_s"] = round(self.latency_s, 6)
        data["total_tokens"] = self.prompt_tokens + self.completion_tokens
        return data


@dataclass
class ChatResult:
    """One raw reply (before validation)."""

    content: str
    model: str
    mode: str
    finish_reason: str | None = None
    usage: dict[str, int] = field(default_factory=dict)
    cached: bool = False


class _Outcome(NamedTuple):
    """One attempt: the reply JSON, or the problem (with the server's Retry-After, whether the
    connection was refused, and whether the router moved the request off a failing endpoint)."""

    data: dict[str, Any] | None = None
    problem: str = ""
    retry_after: float | None = None
    refused: bool = False
    moved: bool = False


class _FormatRefused(Exception):
    """The server rejected our ``response_format``; fall back to the next mode."""


def _content_of(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, list):  # some servers return content parts
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    if not content and message.get("refusal"):
        return ""
    return content or ""


def _run(run_id: str | None) -> str:
    """`` (run X)`` for log lines, empty when the caller gave no run id."""
    return f" (run {run_id})" if run_id else ""


class LLMBackend:
    """Chat completions against one OpenAI-compatible server or a pool of them; share one per batch."""

    def __init__(
        self,
        settings: LLMSettings | None = None,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        **overrides: Any,
    ) -> None:
        """``overrides`` are ``LLMSettings`` fields; ``transport`` replaces the network (tests).

        Raises ``ConfigError`` for invalid settings or a named key variable that is unset.
        """
        if settings is None:
            settings = LLMSettings(**overrides)
        elif overrides:
            settings = LLMSettings.model_validate({**dict(settings), **overrides})
        self.settings = settings
        self._transport = transport
        self._ssl: ssl.SSLContext | None = None
        self.endpoints = [
            Endpoint(settings.for_endpoint(spec), transport=transport, ssl_context=self._ssl_context)
            for spec in settings.endpoint_specs()
        ]
        self._key = self.endpoints[0].key
        self._secrets: tuple[str, ...] = tuple(
            dict.fromkeys(secret for endpoint in self.endpoints for secret in endpoint.secrets)
        )
        self._safe_url = settings.safe_base_url
        self._router = Router(
            self.endpoints,
            limit=settings.max_concurrency,
            cooldown=settings.endpoint_cooldown,
            cooldown_max=settings.endpoint_cooldown_max,
            failures=settings.endpoint_failures,
        )
        mode = settings.effective_cache_mode
        self.cache = ResponseCache(settings.cache_dir, mode, secrets=self._secrets) if mode != "off" else None
        # The structured-output mode that works, per (base URL, model): learned on the first
        # refusal and kept for the backend's lifetime. Per model too, because behind one
        # OpenRouter URL each model is served by a provider with its own support.
        self._modes: dict[tuple[str, str], str] = {}
        self.totals: dict[str, Usage] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._schemas: dict[Any, tuple[Any, dict[str, Any]]] = {}
        # (base URL, model, mode) already reported as accepting a schema it does not follow.
        self._ignored: set[tuple[str, str, str]] = set()
        self._sampling: dict[str, dict[str, Any]] = {}
        self.retry = RetryPolicy(
            max_retries=settings.max_retries,
            max_wait=settings.max_wait,
            backoff_base=settings.backoff_base,
            backoff_max=settings.backoff_max,
        )

    def __repr__(self) -> str:
        pool = f", endpoints={len(self.endpoints)}" if len(self.endpoints) > 1 else ""
        return (
            f"LLMBackend(base_url={self._safe_url!r}{pool}, max_concurrency={self.settings.max_concurrency}, "
            f"cache={self.settings.effective_cache_mode!r})"
        )

    # -- plumbing -----------------------------------------------------------------------
    def _scrub(self, text: str) -> str:
        return scrub(text, self._secrets)

    def _quote(self, text: str) -> str:
        """A server's text for an error message: one line, scrubbed, then cut."""
        return excerpt(text, self._secrets)

    def _ssl_context(self) -> ssl.SSLContext:
        """One TLS context per backend: building one costs ~40 ms of CPU, too much per lane."""
        if self._ssl is None:
            try:
                import certifi

                self._ssl = ssl.create_default_context(cafile=certifi.where())
            except ImportError:  # pragma: no cover - certifi comes with httpx
                self._ssl = ssl.create_default_context()
        return self._ssl

    def _ensure_router(self) -> Router:
        """The router for the running loop (``asyncio.run`` per episode makes new loops)."""
        loop = asyncio.get_running_loop()
        if self._loop is not loop:
            self._router.open()
            self._loop = loop
        return self._router

    async def aclose(self) -> None:
        """Close the HTTP connections (safe to call twice; a later call opens new ones)."""
        self._loop = None
        for endpoint in self.endpoints:
            await endpoint.aclose()

    def describe(self) -> dict[str, Any]:
        """Where requests go, for artifacts: URLs without credentials, never a key."""
        described: dict[str, Any] = {"base_url": self._safe_url}
        if len(self.endpoints) > 1:
            described["endpoints"] = [endpoint.safe_url for endpoint in self.endpoints]
        return described

    def _sinks(self, role: str, usage: Usage | None) -> list[Usage]:
        total = self.totals.setdefault(role, Usage())
        return [total] if usage is None else [total, usage]

    def mode_for(self, model: str) -> str:
        """The structured-output mode this backend currently uses for ``model``."""
        return self._modes.get((self.settings.base_url, model), self.settings.structured_output)

    def usage(self) -> dict[str, dict[str, Any]]:
        """Totals per role since the backend was made."""
        return {role: usage.as_dict() for role, usage in self.totals.items()}

    # -- request building ---------------------------------------------------------------
    def _body(
        self,
        messages: Sequence[Message],
        *,
        model: str,
        role: str,
        mode: str,
        schema: dict[str, Any],
        name: str,
        seed: int | None,
    ) -> dict[str, Any]:
        if mode != "json_schema":
            messages = with_instruction(messages, schema_instruction(mode, schema, name))
        body: dict[str, Any] = {"model": model, "messages": list(messages)}
        sampling = self._sampling.get(role)
        if sampling is None:
            sampling = self._sampling[role] = self.settings.sampling_for(role).to_body()
        sampling = dict(sampling)
        if "seed" not in sampling and seed is not None and self.settings.episode_seed:
            sampling["seed"] = seed
        body.update(sampling)
        fmt = response_format(mode, name, schema)
        if fmt is not None:
            body["response_format"] = fmt
        return body

    # -- one raw reply ------------------------------------------------------------------
    async def chat(
        self,
        messages: Sequence[Message],
        *,
        schema: dict[str, Any],
        name: str,
        model: str | None = None,
        role: str = "default",
        usage: Usage | None = None,
        seed: int | None = None,
        run_id: str | None = None,
    ) -> ChatResult:
        """One reply for ``messages``: cache, then the server (falling back on format refusals)."""
        model = model or self.settings.model
        if not model:
            raise LLMRequestError("no model given: set a model for this role (e.g. --model)")
        sinks = self._sinks(role, usage)
        memo = (self.settings.base_url, model)
        mode = self.mode_for(model)
        cache = self.cache

        def body_for(mode: str) -> dict[str, Any]:
            return self._body(messages, model=model, role=role, mode=mode, schema=schema, name=name, seed=seed)

        while True:
            body = body_for(mode)
            key = request_key(body) if cache is not None else ""
            if cache is not None and cache.reads:
                hit = self._lookup(cache, key, body_for=body_for, mode=mode, memo=memo)
                if hit is not None:
                    return self._cached_result(hit, model=model, sinks=sinks)
                if cache.mode == "replay":
                    for sink in sinks:
                        sink.errors += 1
                    raise LLMCacheMiss(
                        f"replay cache {cache.directory} has no response for this {role} request to model "
                        f"{model!r} (key {key[:16]}); record it first (cache mode 'record' or 'auto')"
                    )
            try:
                data, seconds = await self._post(body, model=model, sinks=sinks, run_id=run_id)
            except _FormatRefused:
                following = next_mode(mode)
                if following is None:  # text mode sends no response_format; cannot happen, but be safe
                    raise LLMRequestError(f"{self._safe_url} refused a plain request for model {model!r}") from None
                log.info(
                    "%s refused response_format %s for model %s%s; falling back to %s (remembered)",
                    self._safe_url, mode, model, _run(run_id), following,
                    extra={"run_id": run_id, "llm_server": self._safe_url},
                )
                mode = self._modes[memo] = following
                for sink in sinks:
                    sink.fallbacks += 1
                continue
            result = self._result(data, model=model, mode=mode, seconds=seconds, sinks=sinks)
            if cache is not None and cache.writes:
                response = {
                    "content": result.content,
                    "model": result.model,
                    "finish_reason": result.finish_reason,
                    "usage": result.usage,
                }
                await cache.put(key, body, response)
            return result

    @staticmethod
    def _cached_result(hit: tuple[dict[str, Any], str], *, model: str, sinks: list[Usage]) -> ChatResult:
        response, mode = hit
        tokens = response.get("usage") or {}
        for sink in sinks:
            sink.calls += 1
            sink.cache_hits += 1
            sink.prompt_tokens += int(tokens.get("prompt_tokens") or 0)
            sink.completion_tokens += int(tokens.get("completion_tokens") or 0)
        return ChatResult(
            content=response.get("content") or "",
            model=response.get("model") or model,
            mode=mode,
            finish_reason=response.get("finish_reason"),
            usage=tokens,
            cached=True,
        )

    @staticmethod
    def _result(data: dict[str, Any], *, model: str, mode: str, seconds: float, sinks: list[Usage]) -> ChatResult:
        choice = (data.get("choices") or [{}])[0] or {}
        tokens = {
            key: int(value)
            for key, value in (data.get("usage") or {}).items()
            if key in ("prompt_tokens", "completion_tokens", "total_tokens") and isinstance(value, (int, float))
        }
        for sink in sinks:
            sink.calls += 1
            sink.latency_s += seconds
            sink.prompt_tokens += tokens.get("prompt_tokens", 0)
            sink.completion_tokens += tokens.get("completion_tokens", 0)
        return ChatResult(
            content=_content_of(choice.get("message") or {}),
            model=str(data.get("model") or model),
            mode=mode,
            finish_reason=choice.get("finish_reason"),
            usage=tokens,
        )

    def _lookup(
        self,
        cache: ResponseCache,
        key: str,
        *,
        body_for: Callable[[str], dict[str, Any]],
        mode: str,
        memo: tuple[str, str],
    ) -> tuple[dict[str, Any], str] | None:
        """The cached response in the current mode, else in a later one (a recording that fell back)."""
        response = cache.get(key)
        if response is not None:
            return response, mode
        for later in MODES[MODES.index(mode) + 1 :]:
            response = cache.get(request_key(body_for(later)))
            if response is not None:
                self._modes[memo] = later
                return response, later
        return None

    @staticmethod
    def _auth_hint(endpoint: Endpoint) -> str:
        """What to do about a 401/403: which variable holds (or should hold) the key."""
        env = endpoint.settings.key_env
        if endpoint.key is None:
            if env:
                return f"; no key was sent: set ${env} (or put it in .env)"
            return "; no key was sent: name the variable that holds it with --api-key-env"
        return f"; check the API key in ${env} (or .env)" if env else "; check the API key"

    def _refusal(self, response: Reply, endpoint: Endpoint, *, model: str, has_format: bool) -> str:
        """The problem with a non-200 reply worth retrying; raises when retrying cannot help."""
        status = response.status_code
        text = response.text
        if has_format and refuses_format(status, text):
            raise _FormatRefused()
        if status not in RETRY_STATUSES:
            hint = self._auth_hint(endpoint) if status in (401, 403) else ""
            raise LLMRequestError(
                f"{endpoint.safe_url} answered HTTP {status} for model {model!r}: {self._quote(text)}{hint}",
                status=status,
            )
        return f"HTTP {status}"

    async def _attempt(self, endpoint: Endpoint, payload: bytes, *, model: str, has_format: bool) -> _Outcome:
        """One POST to ``endpoint``; a reply that retrying cannot fix raises."""
        timeout = self.settings.timeout
        lanes = endpoint.lanes
        assert lanes is not None  # opened by the router for this loop
        lane = await lanes.acquire()
        task = asyncio.current_task()
        assert task is not None
        endpoint.tasks.add(task)  # so the router can move this request if the endpoint is taken out
        try:
            try:
                async with asyncio.timeout(timeout):
                    response = await lane.post(payload)
            except TimeoutError:
                return _Outcome(problem=f"no response within {timeout:g} s")
            except ConnectFailed as error:
                return _Outcome(problem=f"connection failed ({error})", refused=True)
            except OSError as error:  # ConnectionLost and whatever else the socket says
                return _Outcome(problem=f"connection failed ({type(error).__name__}: {error})")
            except asyncio.CancelledError:
                if task not in endpoint.evicted:
                    raise
                task.uncancel()  # the router cancelled only this attempt, not the episode
                return _Outcome(problem="taken out of rotation while this request was in flight", moved=True)
        finally:
            endpoint.tasks.discard(task)
            endpoint.evicted.discard(task)
            lanes.release(lane)
        if response.status_code != 200:
            problem = self._refusal(response, endpoint, model=model, has_format=has_format)
            return _Outcome(problem=problem, retry_after=parse_retry_after(response.headers.get("retry-after")))
        try:
            data = response.json()
        except ValueError:
            data = None
        if isinstance(data, dict) and data.get("choices"):
            return _Outcome(data=data)
        error_info = data.get("error") if isinstance(data, dict) else None
        code = error_info.get("code") if isinstance(error_info, dict) else None
        if isinstance(code, int) and code not in RETRY_STATUSES and code < 500:
            raise LLMRequestError(
                f"{endpoint.safe_url} returned error {code} for model {model!r}: "
                f"{self._quote(str(error_info.get('message', '')))}",  # type: ignore[union-attr]
                status=code,
            )
        return _Outcome(problem="a 200 reply without choices" + (f" (error {code})" if code else ""))

    async def _post(
        self, body: dict[str, Any], *, model: str, sinks: list[Usage], run_id: str | None = None
    ) -> tuple[dict[str, Any], float]:
        """POST with bounded retries; returns the response JSON and the seconds it took in all.

        A failed attempt moves to another endpoint of the pool at once when one is in rotation
        and has not failed this request since its last wait (a failover, outside the
        ``max_retries`` budget); otherwise it waits as the retry policy says and counts.
        """
        policy, router = self.retry, self._ensure_router()
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        has_format = "response_format" in body
        started = time.perf_counter()
        attempt = tries = 0
        failed_here: list[Endpoint] = []  # endpoints that failed this request since its last wait
        while True:
            endpoint = await router.acquire(failed_here)
            tries += 1
            try:
                log.debug("POST %s/chat/completions model=%s attempt=%d", endpoint.safe_url, model, tries)
                outcome = await self._attempt(endpoint, payload, model=model, has_format=has_format)
            finally:
                router.release(endpoint)
            if outcome.data is not None:
                router.succeeded(endpoint)
                return outcome.data, time.perf_counter() - started
            problem, retry_after = self._scrub(outcome.problem), outcome.retry_after
            if not outcome.moved:
                router.failed(endpoint, problem, refused=outcome.refused, retry_after=retry_after)
            extra = {"run_id": run_id, "llm_server": endpoint.safe_url}
            failed_here.append(endpoint)
            failover = router.pooled and (outcome.moved or router.live(failed_here))
            if not failover and attempt >= policy.max_retries:
                for sink in sinks:
                    sink.errors += 1
                raise LLMConnectionError(self._gave_up(endpoint, problem, model=model, tries=tries))
            for sink in sinks:
                sink.retries += 1
            if failover:
                log.info("%s: %s (model %s%s); trying another endpoint", endpoint.safe_url, problem, model,
                         _run(run_id), extra=extra)
                continue
            wait = policy.wait(attempt, retry_after)
            attempt += 1
            failed_here.clear()
            if wait.capped:
                log.warning(
                    "%s asked to wait %g s before retrying (Retry-After) for model %s%s; waiting %g s (max_wait)",
                    endpoint.safe_url, wait.asked, model, _run(run_id), wait.seconds, extra=extra,
                )
            log.warning(
                "%s: %s (model %s%s); retry %d/%d in %.2f s",
                endpoint.safe_url, problem, model, _run(run_id), attempt, policy.max_retries, wait.seconds, extra=extra,
            )
            await asyncio.sleep(wait.seconds)

    def _gave_up(self, endpoint: Endpoint, problem: str, *, model: str, tries: int) -> str:
        """The one line saying a request failed for good: the server and its last problem, or every server's."""
        if not self._router.pooled:
            return f"{endpoint.safe_url}: model {model!r} failed after {tries} attempt(s); last: {problem}"
        if self._router.all_down():
            return (f"every endpoint is down for model {model!r} ({tries} attempt(s)): "
                    f"{self._scrub(self._router.summary())}")
        return (f"model {model!r} failed after {tries} attempt(s) on a pool of {len(self.endpoints)} endpoints; "
                f"last: {endpoint.safe_url}: {problem}")

    def _strict(self, source: type[BaseModel] | dict[str, Any], max_tokens: int | None = None) -> dict[str, Any]:
        """``strict_schema``, bounded to ``max_tokens`` (``bounded_schema``), memoised by identity
        (agents reuse their schema objects)."""
        key = (id(source), max_tokens)
        cached = self._schemas.get(key)
        if cached is not None and cached[0] is source:
            return cached[1]
        if len(self._schemas) > 512:
            self._schemas.clear()
        schema = bounded_schema(strict_schema(source), max_tokens)
        self._schemas[key] = (source, schema)  # holding ``source`` keeps its id from being reused
        return schema

    @staticmethod
    def _salvage(
        content: str, output_type: type[T], free_text: str | None, check: Callable[[T], None] | None
    ) -> T | None:
        """A cut reply's complete sentences as a valid ``output_type``, or None (re-ask).

        Only for a schema whose one required field is free text: the other fields are lists,
        empty being a valid value for them, so nothing the model meant is made up.
        """
        if free_text is None:
            return None
        words = salvage_cut_reply(content, free_text)
        if words is None:
            return None
        try:
            value = output_type.model_validate({free_text: words})
            if check is not None:
                check(value)
        except (ValidationError, ValueError):
            return None
        return value

    def _check_followed(self, result: ChatResult, schema: dict[str, Any], *, model: str, run_id: str | None) -> None:
        """Warn once per server, model and mode when a constrained reply breaks its schema.

        A complete reply (not cut at max_tokens) that a constrained decoder wrote cannot break
        the schema it was given: one that does comes from a server that accepted the schema and
        decoded without it (llama-cpp-python does this with a keyword its converter lacks). The
        re-asks that follow would otherwise be the only sign.
        """
        if result.mode not in ("json_schema", "json_object_schema") or result.finish_reason == "length":
            return
        memo = (self.settings.base_url, model, result.mode)
        if memo in self._ignored:
            return
        try:
            problem = schema_problem(extract_json(result.content), schema)
        except OutputInvalid:
            problem = "the reply holds no JSON object"
        if problem is None:
            return
        self._ignored.add(memo)
        log.warning(
            "server %s accepted the schema but did not follow it (model %s, response_format %s%s: %s): "
            "check its structured-output support",
            self._safe_url, model, result.mode, _run(run_id), excerpt(problem, self._secrets, 160),
            extra={"run_id": run_id, "llm_server": self._safe_url},
        )

    # -- validated output ---------------------------------------------------------------
    async def complete(
        self,
        messages: Sequence[Message],
        output_type: type[T],
        *,
        model: str | None = None,
        role: str = "default",
        schema: dict[str, Any] | None = None,
        schema_name: str | None = None,
        check: Callable[[T], None] | None = None,
        usage: Usage | None = None,
        seed: int | None = None,
        max_reasks: int | None = None,
        run_id: str | None = None,
    ) -> T:
        """A validated ``output_type`` for ``messages``.

        ``schema`` overrides the type's own schema (the nurse narrows enums per step); the
        reply is still validated against ``output_type``, then by ``check`` (which raises
        ``ValueError`` with a message for the model). An invalid reply is re-asked with the
        problem appended, at most ``max_reasks`` times, then ``LLMOutputError``. A schema
        with one free-text field takes a plain-prose reply as that field. ``run_id`` only
        labels log lines (retries, fallbacks, re-asks).
        """
        model = model or self.settings.model
        schema = self._strict(schema if schema is not None else output_type, self.settings.sampling_for(role).max_tokens)
        name = schema_name or output_type.__name__
        free_text = free_text_field(schema)
        limit = self.settings.max_reasks if max_reasks is None else max_reasks
        conversation = list(messages)
        problem = ""
        for attempt in range(limit + 1):
            result = await self.chat(
                conversation, schema=schema, name=name, model=model, role=role, usage=usage, seed=seed, run_id=run_id
            )
            self._check_followed(result, schema, model=model, run_id=run_id)
            try:
                value = validate_reply(result.content, output_type, free_text=free_text)
                if check is not None:
                    check(value)  # type: ignore[arg-type]
                return value  # type: ignore[return-value]
            except (OutputInvalid, ValueError) as error:
                problem = str(error)
                if result.finish_reason == "length":
                    kept = self._salvage(result.content, output_type, free_text, check)
                    if kept is not None:
                        for sink in self._sinks(role, usage):
                            sink.salvaged += 1
                        log.info(
                            "model %s's %s%s was cut off at max_tokens; its complete sentences were kept",
                            model, name, _run(run_id), extra={"run_id": run_id, "llm_server": self._safe_url},
                        )
                        return kept
                    problem += " (the reply was cut off at max_tokens: be more concise)"
            if attempt == limit:
                break
            for sink in self._sinks(role, usage):
                sink.reasks += 1
            log.info(
                "model %s gave an invalid %s%s (%s); re-asking",
                model, name, _run(run_id), excerpt(problem, self._secrets, 200),
                extra={"run_id": run_id, "llm_server": self._safe_url},
            )
            conversation = [
                *conversation,
                {"role": "assistant", "content": result.content},
                {"role": "user", "content": _REASK.format(problem=problem)},
            ]
        for sink in self._sinks(role, usage):
            sink.errors += 1
        raise LLMOutputError(
            f"model {model!r} at {self._safe_url} gave no valid {name} after {limit + 1} "
            f"attempt(s); last problem: {excerpt(problem, self._secrets, 500)}"
        )
