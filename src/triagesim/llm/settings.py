"""Settings of an OpenAI-compatible backend, validated once at the boundary.

One ``LLMSettings`` describes one server (base URL, key, limits, cache); the model and the
sampling parameters are per role because a study often pairs a strong nurse model with a
cheap patient model on the same server. The key is a ``SecretStr`` and the repr redacts
credentials in the URL, so printing settings (or a traceback showing them) leaks nothing.

Every invalid value is a ``ConfigError`` with one line naming the setting by its CLI option
(``--timeout must be > 0, got 0``): pydantic's multi-line ``ValidationError`` never escapes,
because the CLI prints errors as one line and a user knows the options, not our field names.

A key goes only where the user sent it: to the server whose variable they named with
``api_key_env`` (``--api-key-env``), or, when they named none, to OpenRouter from
``OPENROUTER_API_KEY``. A local server gets no key unless asked, so a key exported for
OpenRouter never leaks to whatever ``--base-url`` points at.
"""

from __future__ import annotations

import difflib
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal
from urllib.parse import unquote, urlsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator, model_validator

from ..errors import ConfigError
from ..redaction import redact_url
from .structured import Mode

__all__ = [
    "OPENROUTER_BASE_URL",
    "OPENROUTER_KEY_ENV",
    "ROLES",
    "EndpointSpec",
    "SamplingParams",
    "check_base_url",
    "LLMSettings",
    "parse_sampling",
    "describe_errors",
]

OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1"
OPENROUTER_KEY_ENV = "OPENROUTER_API_KEY"
OPENROUTER_HOST = "openrouter.ai"
ROLES: tuple[str, ...] = ("nurse", "patient", "extractor")
_SAMPLING_KEYS = frozenset({"default", *ROLES})
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

# Settings the CLI exposes, by the option a user typed; others keep their field name.
OPTION_NAMES: dict[str, str] = {
    "base_url": "--base-url",
    "model": "--model",
    "api_key_env": "--api-key-env",
    "sampling": "--sampling",
    "timeout": "--timeout",
    "max_concurrency": "--concurrency",
    "endpoints": "--endpoints",
    "max_retries": "--max-retries",
    "max_wait": "--max-wait",
    "cache_dir": "--cache",
    "cache_mode": "--cache-mode",
}
# Never quoted back in a message: a user may have pasted a key where a name belongs.
_SECRET_FIELDS = frozenset({"api_key", "api_key_env", "headers"})
_JSON_TYPES = {dict: "object", list: "array", str: "string", bool: "boolean", int: "number", float: "number"}


def _shown(value: Any) -> str:
    """A short rendering of a rejected value (``0``, ``'ftp://x'``)."""
    if isinstance(value, float):
        return f"{value:g}"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _problem(item: dict[str, Any], name: str, *, secret: bool = False) -> str:
    """One pydantic error as ``<name> must be ..., got ...``."""
    kind, ctx = item.get("type", ""), item.get("ctx") or {}
    if kind == "value_error" and "error" in ctx:
        return str(ctx["error"])  # our own validators already name the setting
    got = "" if secret or "input" not in item else f", got {_shown(item['input'])}"
    bounds = {"greater_than": ">", "greater_than_equal": ">=", "less_than": "<", "less_than_equal": "<="}
    if kind in bounds:
        limit = next(iter(ctx.values()), "?")
        return f"{name} must be {bounds[kind]} {_shown(limit)}{got}"
    if kind == "extra_forbidden":
        return f"unknown setting {name!r}"
    if kind == "missing":
        return f"{name} is required"
    message = str(item.get("msg", "is invalid"))
    return f"{name}: {message[0].lower()}{message[1:]}{got}"


def describe_errors(error: ValidationError, name_of: Callable[[tuple[Any, ...]], str] | None = None) -> str:
    """A pydantic ``ValidationError`` as one line; ``name_of(loc)`` names the setting at ``loc``."""
    problems = []
    for item in error.errors(include_url=False):
        loc = tuple(item.get("loc") or ())
        field = str(loc[0]) if loc else ""
        if name_of is not None:
            name = name_of(loc)
        else:
            name = OPTION_NAMES.get(field, field) + "".join(f".{part}" for part in loc[1:])
        problems.append(_problem(item, name or "settings", secret=field in _SECRET_FIELDS))
    return " ".join("; ".join(problems).split())


#: Sampling parameters servers know beyond the typed ones (vLLM, llama.cpp, Ollama's OpenAI
#: endpoint, OpenRouter, OpenAI), passed through as given. Anything else is a typo until shown
#: otherwise: ``extra_body`` carries a server's own parameter this list lacks, sent as is.
SERVER_SAMPLING_KEYS = frozenset({
    "top_k", "min_p", "typical_p", "tfs_z", "repetition_penalty", "repeat_penalty", "repeat_last_n",
    "length_penalty", "min_tokens", "max_completion_tokens", "logit_bias", "logprobs", "top_logprobs",
    "mirostat", "mirostat_mode", "mirostat_tau", "mirostat_eta", "n_probs", "ignore_eos", "top_a",
    "chat_template_kwargs", "reasoning", "reasoning_effort", "include_reasoning", "provider",
    "transforms", "skip_special_tokens", "spaces_between_special_tokens", "best_of", "use_beam_search",
    "guided_decoding_backend", "num_ctx", "num_predict", "keep_alive", "options", "extra_body",
})


class SamplingParams(BaseModel):
    """Sampling parameters sent with each request; ``None`` means "server default, not sent".

    Servers accept their own extras (``top_k``, ``min_p``, ``repetition_penalty`` on vLLM and
    llama.cpp): the known ones (``SERVER_SAMPLING_KEYS``) pass through. Any other key is refused
    with the nearest known name, so ``temprature`` is an error before the first episode rather
    than a parameter every server silently ignores. ``extra_body`` sends a server's own
    parameters that the list lacks, merged into the request as they are.
    """

    model_config = ConfigDict(extra="allow")

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, data: Any) -> Any:
        if isinstance(data, dict):
            known = set(cls.model_fields) | SERVER_SAMPLING_KEYS
            for key in data:
                if key not in known:
                    near = difflib.get_close_matches(str(key), sorted(known), n=1)
                    hint = f" (did you mean {near[0]!r}?)" if near else ""
                    raise ValueError(
                        f"unknown sampling parameter {key!r}{hint}; a server's own parameter goes under \"extra_body\""
                    )
            if "extra_body" in data and not isinstance(data["extra_body"], dict):
                raise ValueError("'extra_body' must be a JSON object of the server's own parameters")
        return data
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    top_p: float | None = Field(default=None, gt=0.0, le=1.0)
    max_tokens: int | None = Field(default=None, ge=1)
    seed: int | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    stop: list[str] | None = None

    def to_body(self) -> dict[str, Any]:
        """The request fields (extras included, ``extra_body`` merged in), without the unset ones."""
        body = self.model_dump(exclude_none=True)
        extra_body = body.pop("extra_body", {})
        return {**body, **extra_body}

    def merged(self, other: "SamplingParams | None") -> "SamplingParams":
        """``self`` overridden by the fields ``other`` sets."""
        if other is None:
            return self
        mine, theirs = self.model_dump(exclude_none=True), other.model_dump(exclude_none=True)
        extra_body = {**mine.pop("extra_body", {}), **theirs.pop("extra_body", {})}
        return SamplingParams.model_validate({**mine, **theirs, **({"extra_body": extra_body} if extra_body else {})})


def _default_sampling() -> dict[str, SamplingParams]:
    # The nurse and the extractor should be steady; the patient may vary its wording.
    return {
        "nurse": SamplingParams(temperature=0.2, max_tokens=900),
        "patient": SamplingParams(temperature=0.8, max_tokens=400),
        "extractor": SamplingParams(temperature=0.0, max_tokens=900),
    }


def _sampling_entry(key: str, item: Any) -> SamplingParams:
    """One role's (or the flat) sampling, or a ``ConfigError`` naming the role and parameter."""
    if isinstance(item, SamplingParams):
        return item
    where = "" if key == "" else f" {key!r}"
    if not isinstance(item, dict):
        kind = _JSON_TYPES.get(type(item), "value")
        raise ConfigError(f"--sampling entry{where} must be a JSON object of parameters, got a JSON {kind}")
    try:
        return SamplingParams.model_validate(item)
    except ValidationError as error:
        prefix = f"--sampling {key}." if key else "--sampling "
        raise ConfigError(describe_errors(error, lambda loc: prefix + ".".join(map(str, loc)))) from None


def _holds_sampling(item: Any) -> bool:
    """Whether ``item`` looks like a role's parameters (so its key was meant to be a role)."""
    return isinstance(item, SamplingParams) or (
        isinstance(item, dict) and any(key in SamplingParams.model_fields for key in item)
    )


def parse_sampling(value: Any) -> dict[str, SamplingParams]:
    """Sampling from the CLI's ``--sampling`` JSON: flat (all roles) or keyed by role.

    ``{"temperature": 0}`` applies to every role; ``{"nurse": {"temperature": 0}, "default":
    {"max_tokens": 512}}`` sets roles separately (``default`` applies under the role's own).
    A key holding parameters must be a role: ``{"nurs": {...}}`` is a typo, not an extra
    parameter to send (dict-valued extras such as ``chat_template_kwargs`` stay flat).
    Raises ``ConfigError`` naming ``--sampling``.
    """
    if value is None:
        return {}
    if isinstance(value, SamplingParams):
        return {"default": value}
    if isinstance(value, str):
        if not value.strip():
            return {}
        try:
            value = json.loads(value)
        except json.JSONDecodeError as error:
            raise ConfigError(
                f"--sampling is not valid JSON: {error.msg} at line {error.lineno} column {error.colno}"
            ) from None
    if not isinstance(value, dict):
        raise ConfigError(f"--sampling must be a JSON object, got a JSON {_JSON_TYPES.get(type(value), 'value')}")
    if any(key in _SAMPLING_KEYS for key in value) or any(_holds_sampling(item) for item in value.values()):
        unknown = [key for key in value if key not in _SAMPLING_KEYS]
        if unknown:
            raise ConfigError(
                f"--sampling has an unknown role {unknown[0]!r} (roles: default, {', '.join(ROLES)}); "
                f"parameters for every role go under \"default\""
            )
        return {key: _sampling_entry(key, item) for key, item in value.items()}
    return {"default": _sampling_entry("", value)}


def _url_for_message(url: str) -> str:
    """``url`` without credentials, even when it is too broken for ``redact_url``."""
    try:
        return redact_url(url)
    except ValueError:
        scheme, _, rest = url.partition("://")
        return f"{scheme}://***@{rest.rpartition('@')[2]}" if "@" in rest else url


def check_base_url(value: str, option: str = "--base-url") -> str:
    """``value`` without a trailing slash, or ``ValueError`` naming ``option`` (never the password)."""
    value = value.strip().rstrip("/")
    shown = _url_for_message(value)
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https"):
        raise ValueError(f"{option} must be an http(s) URL like http://127.0.0.1:8000/v1, got {shown!r}")
    try:
        host, _ = parts.hostname, parts.port
    except ValueError:
        raise ValueError(f"{option} has an invalid port: {shown!r}") from None
    if not host:
        raise ValueError(f"{option} has no host: {shown!r} (expected e.g. http://127.0.0.1:8000/v1)")
    if parts.query or parts.fragment:
        raise ValueError(f"{option} must end at the API root (.../v1), with no ?query or #fragment: {shown!r}")
    return value


def check_key_env(value: str | None, option: str = "--api-key-env") -> str | None:
    """A variable name, or ``ValueError`` that does not echo it (it may be the key itself)."""
    if value is None:
        return None
    value = value.strip()
    if not _ENV_NAME.fullmatch(value):
        raise ValueError(
            f"{option} must name an environment variable (letters, digits and _), e.g. OPENROUTER_API_KEY, "
            "not hold the key itself" if value else f"{option} is empty; name a variable or leave it out"
        )
    return value


class EndpointSpec(BaseModel):
    """One server of a pool serving the same model (``--base-url`` repeated, or ``--endpoints FILE``).

    ``max_concurrency`` caps this server's requests in flight (None: only the run's overall
    ``--concurrency``); ``api_key_env`` names its own key variable (None: the run's).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    base_url: str
    max_concurrency: int | None = Field(default=None, ge=1)
    api_key_env: str | None = None

    @field_validator("base_url")
    @classmethod
    def _check_url(cls, value: str) -> str:
        return check_base_url(value, "base_url")

    @field_validator("api_key_env")
    @classmethod
    def _check_key_env(cls, value: str | None) -> str | None:
        return check_key_env(value, "api_key_env")

    @classmethod
    def of(cls, url: str, option: str = "--base-url") -> "EndpointSpec":
        """A spec from a URL the user typed as ``option``; a bad one is a ``ConfigError`` naming it."""
        try:
            return cls(base_url=check_base_url(url, option))
        except ValueError as error:
            raise ConfigError(str(error)) from None

    @property
    def safe_base_url(self) -> str:
        return redact_url(self.base_url)

    def __repr_args__(self):  # type: ignore[override]
        for name, value in super().__repr_args__():
            yield name, self.safe_base_url if name == "base_url" else value


class LLMSettings(BaseModel):
    """One OpenAI-compatible server and how we talk to it."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    base_url: str = Field(default=OPENROUTER_BASE_URL, description="Up to /v1, e.g. http://127.0.0.1:8000/v1.")
    model: str = Field(default="", description="Default model for roles that name none.")
    api_key: SecretStr | None = Field(default=None, description="Explicit key; else read from the key variable.")
    api_key_env: str | None = Field(
        default=None,
        description="Variable (or .env entry) holding the key. None: OPENROUTER_API_KEY for OpenRouter, else no key.",
    )
    use_dotenv: bool = Field(default=True, description="Also look for the key in a .env file (cwd and up).")
    sampling: dict[str, SamplingParams] = Field(default_factory=_default_sampling)
    timeout: float = Field(default=120.0, gt=0, allow_inf_nan=False, description="Seconds for one request.")
    max_concurrency: int = Field(default=8, ge=1, description="Requests in flight at once, across all episodes.")
    max_retries: int = Field(default=4, ge=0, description="Retries of one request on 429 / 5xx / timeouts.")
    max_wait: float = Field(
        default=30.0, ge=0, allow_inf_nan=False,
        description="Longest wait before one retry, in seconds; caps a server's Retry-After.",
    )
    max_reasks: int = Field(default=2, ge=0, description="Re-asks after an invalid reply, per call.")
    backoff_base: float = Field(default=0.5, ge=0, description="First retry delay in seconds (doubles).")
    backoff_max: float = Field(default=30.0, ge=0, description="Cap on one backoff delay.")
    structured_output: Mode = Field(
        default="json_schema",
        description="Where to start; refusals fall back json_schema -> json_object_schema -> json_object -> text.",
    )
    cache_dir: Path | None = None
    cache_mode: Literal["off", "auto", "record", "replay"] = "auto"
    episode_seed: bool = Field(
        default=True, description="Send a seed derived from the run id when the role's sampling sets none."
    )
    headers: dict[str, str] = Field(default_factory=dict, description="Extra request headers (never logged).")
    endpoints: list[EndpointSpec] = Field(
        default_factory=list,
        description="Servers of the same model to spread requests over; empty: base_url alone. When set, "
        "base_url becomes the first one's (it names the pool in artifacts and logs).",
    )
    endpoint_cooldown: float = Field(
        default=5.0, gt=0, allow_inf_nan=False,
        description="Seconds a failing endpoint stays out of rotation the first time (doubles each time in a row).",
    )
    endpoint_cooldown_max: float = Field(default=120.0, gt=0, allow_inf_nan=False, description="Cap on one cool-down.")
    endpoint_failures: int = Field(
        default=3, ge=1, description="Failures in a row (5xx, timeouts) that take an endpoint out; refused connections take it out at once.",
    )

    # -- one-line errors ------------------------------------------------------------------
    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as error:
            raise ConfigError(describe_errors(error)) from None

    @classmethod
    def model_validate(cls, obj: Any, **options: Any) -> "LLMSettings":  # type: ignore[override]
        try:
            return super().model_validate(obj, **options)
        except ValidationError as error:
            raise ConfigError(describe_errors(error)) from None

    def __setattr__(self, name: str, value: Any) -> None:
        try:
            super().__setattr__(name, value)
        except ValidationError as error:
            raise ConfigError(describe_errors(error)) from None

    # -- validators -----------------------------------------------------------------------
    @field_validator("base_url")
    @classmethod
    def _check_url(cls, value: str) -> str:
        return check_base_url(value)

    @field_validator("api_key_env")
    @classmethod
    def _check_key_env(cls, value: str | None) -> str | None:
        return check_key_env(value)

    @field_validator("sampling", mode="before")
    @classmethod
    def _parse_sampling(cls, value: Any) -> Any:
        # Precedence, lowest first: our per-role defaults, the user's "default", the user's role entry.
        parsed = parse_sampling(value)
        user_default = parsed.get("default")
        merged: dict[str, SamplingParams] = {"default": user_default or SamplingParams()}
        for role, params in _default_sampling().items():
            merged[role] = params.merged(user_default).merged(parsed.get(role))
        for role, params in parsed.items():
            merged.setdefault(role, params)
        return merged

    @model_validator(mode="before")
    @classmethod
    def _pool_names_base_url(cls, data: Any) -> Any:
        """A URL alone is an endpoint; the first endpoint names the pool (``base_url`` is always one of them)."""
        if not isinstance(data, dict) or not isinstance(data.get("endpoints"), (list, tuple)) or not data["endpoints"]:
            return data
        endpoints = [{"base_url": item} if isinstance(item, str) else item for item in data["endpoints"]]
        first = endpoints[0]
        url = first.base_url if isinstance(first, EndpointSpec) else first.get("base_url") if isinstance(first, dict) else None
        return {**data, "endpoints": endpoints, **({"base_url": url} if isinstance(url, str) else {})}

    @model_validator(mode="after")
    def _check_pool(self) -> "LLMSettings":
        seen: set[str] = set()
        for spec in self.endpoints:
            if spec.base_url in seen:
                raise ValueError(f"endpoint {spec.safe_base_url} is listed twice")
            seen.add(spec.base_url)
        return self

    @model_validator(mode="after")
    def _check_cache(self) -> "LLMSettings":
        if self.cache_mode in ("record", "replay") and self.cache_dir is None:
            raise ValueError(f"--cache-mode {self.cache_mode} needs --cache DIR")
        return self

    # -- derived --------------------------------------------------------------------------
    @property
    def safe_base_url(self) -> str:
        """The base URL with any password replaced (for artifacts, logs and errors)."""
        return redact_url(self.base_url)

    @property
    def is_openrouter(self) -> bool:
        host = (urlsplit(self.base_url).hostname or "").lower()
        return host == OPENROUTER_HOST or host.endswith("." + OPENROUTER_HOST)

    @property
    def key_env(self) -> str | None:
        """The variable the key is read from: the one named, else OpenRouter's for OpenRouter, else none."""
        if self.api_key_env is not None:
            return self.api_key_env
        return OPENROUTER_KEY_ENV if self.is_openrouter else None

    @property
    def url_secrets(self) -> tuple[str, ...]:
        """The password in the base URL, raw and percent-decoded (both may show up in text)."""
        password = urlsplit(self.base_url).password
        return tuple({password, unquote(password)}) if password else ()

    @property
    def effective_cache_mode(self) -> str:
        return "off" if self.cache_dir is None else self.cache_mode

    def resolve_api_key(self) -> str | None:
        """The key: explicit, else ``key_env`` from the environment or a ``.env`` file; None if none applies.

        Local servers (vLLM, Ollama, llama.cpp) need none, so no named variable means no key.
        A variable the user named but did not set, or OpenRouter's when OpenRouter is the
        server, is a ``ConfigError`` now rather than a run of retries and a 401 later (a
        replay from the cache sends nothing and needs none).
        """
        if self.api_key is not None:
            return self.api_key.get_secret_value() or None
        name = self.key_env
        if name is None:
            return None
        value = (os.environ.get(name) or "").strip()
        if not value and self.use_dotenv:
            from dotenv import dotenv_values, find_dotenv

            path = find_dotenv(usecwd=True)
            if path:
                value = (dotenv_values(path).get(name) or "").strip()
        if value:
            return value
        where = " (nor in a .env file)" if self.use_dotenv else ""
        if self.api_key_env is not None:
            raise ConfigError(
                f"--api-key-env names {name}, which is not set or empty{where}; export {name}=<key>, "
                f"or leave --api-key-env out for a server that needs no key"
            )
        if self.effective_cache_mode != "replay":  # a replay sends nothing, so needs no key
            raise ConfigError(
                f"OpenRouter ({self.safe_base_url}) needs a key and {name} is not set{where}: export {name}=<key> "
                f"or put it in .env, or point --base-url at a server that needs none"
            )
        return None

    def endpoint_specs(self) -> list[EndpointSpec]:
        """The pool: ``endpoints``, or ``base_url`` alone."""
        return list(self.endpoints) or [EndpointSpec(base_url=self.base_url)]

    def for_endpoint(self, spec: EndpointSpec) -> "LLMSettings":
        """These settings for one server of the pool: its URL, its limit, its key variable."""
        update: dict[str, Any] = {"base_url": spec.base_url, "endpoints": []}
        if spec.max_concurrency is not None:
            update["max_concurrency"] = spec.max_concurrency
        if spec.api_key_env is not None:
            update["api_key_env"] = spec.api_key_env
            update["api_key"] = None  # the endpoint's own variable beats a key given for the run
        return self.model_copy(update=update)

    def sampling_for(self, role: str) -> SamplingParams:
        """The role's sampling: ``default`` overridden by the role's own entry."""
        base = self.sampling.get("default", SamplingParams())
        return base.merged(self.sampling.get(role))

    def describe(self) -> dict[str, Any]:
        return {"base_url": self.safe_base_url, "model": self.model}

    def __repr_args__(self):  # type: ignore[override]
        for name, value in super().__repr_args__():
            if name == "base_url":
                yield name, self.safe_base_url
            elif name == "headers":
                yield name, {key: "***" for key in (value or {})}
            else:
                yield name, value
