"""One async backend for OpenAI-compatible chat-completions servers.

Plain ``httpx`` rather than the ``openai`` client: we need every decision in our hands (which
statuses retry, Retry-After, when a 400 means "no json_schema here", what an error message
may contain), and one thin POST per call keeps the per-call CPU cost low when hundreds of
episodes share a process. The wire protocol is the stable part of the OpenAI API that vLLM,
Ollama, llama.cpp, LM Studio and OpenRouter all speak: ``POST {base_url}/chat/completions``.

A backend is meant to be shared: one instance per server for a whole batch, so its semaphore
bounds the requests in flight across all episodes and its structured-output fallback is
learned once. Agents are per episode and pass their own ``Usage`` to be counted.
"""

from __future__ import annotations

import asyncio
import email.utils
import hashlib
import json
import logging
import random
import ssl
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import Any, TypeVar
from urllib.parse import urlsplit

import httpx
from pydantic import BaseModel, SecretStr

from .cache import ResponseCache, request_key
from .errors import LLMCacheMiss, LLMConnectionError, LLMOutputError, LLMRequestError, scrub
from .settings import OPENROUTER_BASE_URL, OPENROUTER_KEY_ENV, LLMSettings
from .structured import (
    MODES,
    OutputInvalid,
    response_format,
    schema_instruction,
    strict_schema,
    validate_reply,
)

__all__ = ["Usage", "LLMBackend", "OpenAICompatibleLLM", "OpenRouterLLM", "Message"]

log = logging.getLogger("triagesim.llm")
T = TypeVar("T", bound=BaseModel)
Message = dict[str, Any]

_RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524, 529})
_FORMAT_WORDS = (
    "response_format",
    "response format",
    "json_schema",
    "json schema",
    "json_object",
    "structured output",
    "grammar",
    "guided_json",
    "guided decoding",
)
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


class _Lanes:
    """Up to ``limit`` single-connection HTTP clients, handed out one request at a time.

    This is the backend's concurrency bound (a request holds a lane while in flight) and it
    also keeps each httpcore pool at one connection: httpcore's pool does work proportional to
    connections x waiting requests on every request, which at 64 connections cost more CPU
    than everything else in an episode.
    """

    def __init__(self, limit: int, factory: Callable[[], httpx.AsyncClient]) -> None:
        self._semaphore = asyncio.Semaphore(limit)
        self._factory = factory
        self._free: list[httpx.AsyncClient] = []
        self._all: list[httpx.AsyncClient] = []

    async def acquire(self) -> httpx.AsyncClient:
        await self._semaphore.acquire()
        if self._free:
            return self._free.pop()  # most recently used: its connection is warm
        client = self._factory()
        self._all.append(client)
        return client

    def release(self, client: httpx.AsyncClient) -> None:
        self._free.append(client)
        self._semaphore.release()

    async def aclose(self) -> None:
        clients, self._all, self._free = self._all, [], []
        for client in clients:
            try:
                await client.aclose()
            except RuntimeError:  # made on a loop that is gone
                pass


class _FormatRefused(Exception):
    """The server rejected our ``response_format``; fall back to the next mode."""


def _retry_after(value: str | None) -> float | None:
    """Retry-After in seconds (a number, or an HTTP date); None when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())


def _content_of(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, list):  # some servers return content parts
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    if not content and message.get("refusal"):
        return ""
    return content or ""


def _with_instruction(messages: Sequence[Message], instruction: str) -> list[Message]:
    """The messages with ``instruction`` appended to the (first) system message."""
    messages = [dict(message) for message in messages]
    if messages and messages[0].get("role") == "system":
        messages[0]["content"] = f"{messages[0].get('content', '')}\n\n{instruction}"
    else:
        messages.insert(0, {"role": "system", "content": instruction})
    return messages


def derive_seed(text: str) -> int:
    """A stable 31-bit seed from a run id (so repeated episodes of one case differ, reproducibly)."""
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:4], "big") & 0x7FFFFFFF


class LLMBackend:
    """Chat completions against one OpenAI-compatible server; share one per server per batch."""

    def __init__(self, settings: LLMSettings | None = None, **overrides: Any) -> None:
        if settings is None:
            settings = LLMSettings(**overrides)
        elif overrides:
            settings = LLMSettings.model_validate({**dict(settings), **overrides})
        self.settings = settings
        self._key = settings.resolve_api_key()
        parts = urlsplit(settings.base_url)
        # Credentials in the URL (http://user:pass@host) go in an auth header, never in the URL we
        # request: httpx logs request URLs in full.
        netloc = parts.hostname or ""
        if ":" in netloc:
            netloc = f"[{netloc}]"
        if parts.port:
            netloc = f"{netloc}:{parts.port}"
        self._url = f"{parts.scheme}://{netloc}{parts.path}/chat/completions"
        self._url_auth = (
            httpx.BasicAuth(parts.username or "", parts.password or "")
            if (parts.username or parts.password) and not self._key
            else None
        )
        self._safe_url = settings.safe_base_url
        host = (parts.hostname or "").lower()
        self._loopback = host in ("localhost", "::1") or host.startswith("127.")
        mode = settings.effective_cache_mode
        self.cache = ResponseCache(settings.cache_dir, mode) if mode != "off" else None
        self._modes: dict[tuple[str, str], str] = {}
        self.totals: dict[str, Usage] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._lanes: _Lanes | None = None
        self._ssl: ssl.SSLContext | None = None
        self._schemas: dict[Any, tuple[Any, dict[str, Any]]] = {}
        self._sampling: dict[str, dict[str, Any]] = {}
        self._random = random.Random()

    def __repr__(self) -> str:
        return (
            f"LLMBackend(base_url={self._safe_url!r}, max_concurrency={self.settings.max_concurrency}, "
            f"cache={self.settings.effective_cache_mode!r})"
        )

    # -- plumbing -----------------------------------------------------------------------
    def _scrub(self, text: str) -> str:
        secrets = [self._key, urlsplit(self.settings.base_url).password, *self.settings.headers.values()]
        return scrub(text, secrets)

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self._key:
            headers["Authorization"] = f"Bearer {self._key}"
        if "openrouter.ai" in self.settings.base_url:
            headers.setdefault("X-Title", "TriageSim")
        headers.update(self.settings.headers)
        return headers

    def _ssl_context(self) -> ssl.SSLContext:
        """One TLS context per backend: building one costs ~40 ms of CPU, too much per lane."""
        if self._ssl is None:
            try:
                import certifi

                self._ssl = ssl.create_default_context(cafile=certifi.where())
            except ImportError:  # pragma: no cover - certifi comes with httpx
                self._ssl = ssl.create_default_context()
        return self._ssl

    def _new_lane(self) -> httpx.AsyncClient:
        timeout = self.settings.timeout
        return httpx.AsyncClient(
            timeout=httpx.Timeout(timeout, connect=min(timeout, 15.0)),
            limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
            headers=self._headers(),
            verify=self._ssl_context(),
            auth=self._url_auth,
            # Honour HTTP(S)_PROXY for remote servers; a server on this machine is never proxied.
            trust_env=not self._loopback,
        )

    def _ensure_lanes(self) -> _Lanes:
        """The lanes for the running loop (``asyncio.run`` per episode makes new loops)."""
        loop = asyncio.get_running_loop()
        if self._loop is not loop or self._lanes is None:
            self._lanes = _Lanes(self.settings.max_concurrency, self._new_lane)
            self._loop = loop
        return self._lanes

    async def aclose(self) -> None:
        """Close the HTTP connections (safe to call twice; a later call opens new ones)."""
        lanes, self._lanes = self._lanes, None
        if lanes is not None:
            await lanes.aclose()

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
            messages = _with_instruction(messages, schema_instruction(mode, schema, name))
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
    ) -> ChatResult:
        """One reply for ``messages``: cache, then the server (falling back on format refusals)."""
        model = model or self.settings.model
        if not model:
            raise LLMRequestError("no model given: set a model for this role (e.g. --model)")
        sinks = self._sinks(role, usage)
        memo = (self.settings.base_url, model)
        mode = self.mode_for(model)
        cache = self.cache
        while True:
            body = self._body(messages, model=model, role=role, mode=mode, schema=schema, name=name, seed=seed)
            key = request_key(body) if cache is not None else ""
            if cache is not None and cache.reads:
                hit = self._lookup(cache, key, body_for=lambda m: self._body(
                    messages, model=model, role=role, mode=m, schema=schema, name=name, seed=seed
                ), mode=mode, memo=memo)
                if hit is not None:
                    response, hit_mode = hit
                    tokens = response.get("usage") or {}
                    for sink in sinks:
                        sink.calls += 1
                        sink.cache_hits += 1
                        sink.prompt_tokens += int(tokens.get("prompt_tokens") or 0)
                        sink.completion_tokens += int(tokens.get("completion_tokens") or 0)
                    return ChatResult(
                        content=response.get("content") or "",
                        model=response.get("model") or model,
                        mode=hit_mode,
                        finish_reason=response.get("finish_reason"),
                        usage=tokens,
                        cached=True,
                    )
                if cache.mode == "replay":
                    for sink in sinks:
                        sink.errors += 1
                    raise LLMCacheMiss(
                        f"replay cache {cache.directory} has no response for this {role} request to model "
                        f"{model!r} (key {key[:16]}); record it first (cache mode 'record' or 'auto')"
                    )
            try:
                data, seconds = await self._post(body, model=model, sinks=sinks)
            except _FormatRefused:
                following = MODES[MODES.index(mode) + 1] if mode != MODES[-1] else None
                if following is None:  # text mode sends no response_format; cannot happen, but be safe
                    raise LLMRequestError(f"{self._safe_url} refused a plain request for model {model!r}") from None
                log.info(
                    "%s refused response_format %s for model %s; falling back to %s (remembered)",
                    self._safe_url, mode, model, following,
                )
                mode = following
                self._modes[memo] = mode
                for sink in sinks:
                    sink.fallbacks += 1
                continue
            choice = (data.get("choices") or [{}])[0] or {}
            content = _content_of(choice.get("message") or {})
            tokens = {
                key_: int(value)
                for key_, value in (data.get("usage") or {}).items()
                if key_ in ("prompt_tokens", "completion_tokens", "total_tokens") and isinstance(value, (int, float))
            }
            for sink in sinks:
                sink.calls += 1
                sink.latency_s += seconds
                sink.prompt_tokens += tokens.get("prompt_tokens", 0)
                sink.completion_tokens += tokens.get("completion_tokens", 0)
            result = ChatResult(
                content=content,
                model=str(data.get("model") or model),
                mode=mode,
                finish_reason=choice.get("finish_reason"),
                usage=tokens,
            )
            if cache is not None and cache.writes:
                await cache.put(
                    key,
                    body,
                    {
                        "content": content,
                        "model": result.model,
                        "finish_reason": result.finish_reason,
                        "usage": tokens,
                    },
                )
            return result

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

    async def _post(self, body: dict[str, Any], *, model: str, sinks: list[Usage]) -> tuple[dict[str, Any], float]:
        """POST with bounded retries; returns the response JSON and the seconds it took in all."""
        settings = self.settings
        lanes = self._ensure_lanes()
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        has_format = "response_format" in body
        started = time.perf_counter()
        attempt = 0
        while True:
            retry_after: float | None = None
            client = await lanes.acquire()
            try:
                log.debug("POST %s/chat/completions model=%s attempt=%d", self._safe_url, model, attempt + 1)
                try:
                    async with asyncio.timeout(settings.timeout):
                        response = await client.post(self._url, content=payload)
                except (TimeoutError, httpx.TimeoutException):
                    problem = f"no response within {settings.timeout:g} s"
                except httpx.TransportError as error:
                    problem = f"connection failed ({type(error).__name__}: {error})"
                else:
                    status = response.status_code
                    if status == 200:
                        try:
                            data = response.json()
                        except ValueError:
                            data = None
                        if isinstance(data, dict) and data.get("choices"):
                            return data, time.perf_counter() - started
                        error_info = data.get("error") if isinstance(data, dict) else None
                        code = error_info.get("code") if isinstance(error_info, dict) else None
                        if isinstance(code, int) and code not in _RETRY_STATUSES and code < 500:
                            raise LLMRequestError(
                                self._scrub(f"{self._safe_url} returned error {code} for model {model!r}: "
                                            f"{str(error_info.get('message', ''))[:300]}"),
                                status=code,
                            )
                        problem = "a 200 reply without choices" + (f" (error {code})" if code else "")
                    else:
                        text = response.text[:2000]
                        if has_format and status in (400, 404, 415, 422, 500, 501) and any(
                            word in text.lower() for word in _FORMAT_WORDS
                        ):
                            raise _FormatRefused()
                        if status not in _RETRY_STATUSES:
                            hint = ""
                            if status in (401, 403):
                                hint = f"; check the API key (set ${settings.api_key_env} or put it in .env)"
                            raise LLMRequestError(
                                self._scrub(
                                    f"{self._safe_url} answered HTTP {status} for model {model!r}: "
                                    f"{text[:300].strip()}{hint}"
                                ),
                                status=status,
                            )
                        problem = f"HTTP {status}"
                        retry_after = _retry_after(response.headers.get("retry-after"))
            finally:
                lanes.release(client)
            if attempt >= settings.max_retries:
                for sink in sinks:
                    sink.errors += 1
                raise LLMConnectionError(
                    self._scrub(
                        f"{self._safe_url}: model {model!r} failed after {attempt + 1} attempt(s); last: {problem}"
                    )
                )
            if retry_after is not None:
                delay = min(retry_after, settings.retry_after_max)
            else:
                ceiling = min(settings.backoff_max, settings.backoff_base * (2**attempt))
                delay = ceiling * (0.5 + 0.5 * self._random.random())
            attempt += 1
            for sink in sinks:
                sink.retries += 1
            log.warning(
                "%s: %s (model %s); retry %d/%d in %.2f s",
                self._safe_url, self._scrub(problem), model, attempt, settings.max_retries, delay,
            )
            await asyncio.sleep(delay)

    def _strict(self, source: type[BaseModel] | dict[str, Any]) -> dict[str, Any]:
        """``strict_schema`` memoised by identity (agents reuse their schema objects)."""
        key = id(source)
        cached = self._schemas.get(key)
        if cached is not None and cached[0] is source:
            return cached[1]
        if len(self._schemas) > 512:
            self._schemas.clear()
        schema = strict_schema(source)
        self._schemas[key] = (source, schema)  # holding ``source`` keeps its id from being reused
        return schema

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
    ) -> T:
        """A validated ``output_type`` for ``messages``.

        ``schema`` overrides the type's own schema (the nurse narrows enums per step); the
        reply is still validated against ``output_type``, then by ``check`` (which raises
        ``ValueError`` with a message for the model). An invalid reply is re-asked with the
        problem appended, at most ``max_reasks`` times, then ``LLMOutputError``.
        """
        schema = self._strict(schema if schema is not None else output_type)
        name = schema_name or output_type.__name__
        limit = self.settings.max_reasks if max_reasks is None else max_reasks
        conversation = list(messages)
        problem = ""
        model = model or self.settings.model
        for attempt in range(limit + 1):
            result = await self.chat(
                conversation, schema=schema, name=name, model=model, role=role, usage=usage, seed=seed
            )
            try:
                value = validate_reply(result.content, output_type)
                if check is not None:
                    check(value)  # type: ignore[arg-type]
                return value  # type: ignore[return-value]
            except (OutputInvalid, ValueError) as error:
                problem = str(error)
                if result.finish_reason == "length":
                    problem += " (the reply was cut off at max_tokens: be more concise)"
            if attempt == limit:
                break
            for sink in self._sinks(role, usage):
                sink.reasks += 1
            log.info("model %s gave an invalid %s (%s); re-asking", model, name, self._scrub(problem)[:200])
            conversation = [
                *conversation,
                {"role": "assistant", "content": result.content},
                {"role": "user", "content": _REASK.format(problem=problem)},
            ]
        for sink in self._sinks(role, usage):
            sink.errors += 1
        raise LLMOutputError(
            self._scrub(
                f"model {model!r} at {self._safe_url} gave no valid {name} after {limit + 1} "
                f"attempt(s); last problem: {problem[:500]}"
            )
        )


class OpenAICompatibleLLM:
    """A model on an OpenAI-compatible server, optionally bound to one output type.

    ``OpenAICompatibleLLM(model="llama3.1", base_url="http://127.0.0.1:11434/v1")`` makes its
    own backend; pass ``backend=`` to share one (and its concurrency limit) with other models.
    """

    def __init__(
        self,
        model: str | None = None,
        base_url: str | None = None,
        api_key: str | SecretStr | None = None,
        *,
        output_type: type[BaseModel] | None = None,
        role: str = "default",
        backend: LLMBackend | None = None,
        settings: LLMSettings | None = None,
        **options: Any,
    ) -> None:
        if backend is None:
            fields: dict[str, Any] = dict(settings) if settings is not None else {}
            fields.update(options)
            if base_url is not None:
                fields["base_url"] = base_url
            if api_key is not None:
                fields["api_key"] = api_key
            if model is not None:
                fields["model"] = model
            backend = LLMBackend(LLMSettings.model_validate(fields))
        elif base_url is not None or api_key is not None or settings is not None or options:
            raise ValueError("pass either backend= or connection settings, not both")
        self.backend = backend
        self.model = model or backend.settings.model
        if not self.model:
            raise ValueError("OpenAICompatibleLLM needs a model name")
        self.output_type = output_type
        self.role = role

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r}, base_url={self.backend.settings.safe_base_url!r})"

    @property
    def settings(self) -> LLMSettings:
        return self.backend.settings

    def describe(self) -> dict[str, Any]:
        """What answered, for artifacts: never the key, and the URL without credentials."""
        return {"kind": "llm", "model": self.model, "base_url": self.backend.settings.safe_base_url}

    def usage(self) -> dict[str, Any]:
        return self.backend.totals.get(self.role, Usage()).as_dict()

    async def complete(
        self,
        messages: Sequence[Message] | str,
        output_type: type[T] | None = None,
        *,
        role: str | None = None,
        **options: Any,
    ) -> T:
        """A validated output; a plain string is sent as one user message."""
        output_type = output_type or self.output_type  # type: ignore[assignment]
        if output_type is None:
            raise ValueError("no output_type: pass one here or bind one when making the LLM")
        if isinstance(messages, str):
            messages = [{"role": "user", "content": messages}]
        return await self.backend.complete(
            messages, output_type, model=self.model, role=role or self.role, **options
        )

    __call__ = complete

    async def aclose(self) -> None:
        await self.backend.aclose()


class OpenRouterLLM(OpenAICompatibleLLM):
    """``OpenAICompatibleLLM`` with OpenRouter's defaults: its URL and ``OPENROUTER_API_KEY``."""

    def __init__(
        self,
        model_name: str,
        output_type: type[BaseModel] | None = None,
        *,
        api_key: str | SecretStr | None = None,
        base_url: str = OPENROUTER_BASE_URL,
        **options: Any,
    ) -> None:
        options.setdefault("api_key_env", OPENROUTER_KEY_ENV)
        super().__init__(model_name, base_url, api_key, output_type=output_type, **options)
