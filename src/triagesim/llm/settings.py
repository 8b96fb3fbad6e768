"""Settings of an OpenAI-compatible backend, validated once at the boundary.

One ``LLMSettings`` describes one server (base URL, key, limits, cache); the model and the
sampling parameters are per role because a study often pairs a strong nurse model with a
cheap patient model on the same server. The key is a ``SecretStr`` and the repr redacts
credentials in the URL, so printing settings (or a traceback showing them) leaks nothing.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator, model_validator

from ..core.store import redact_url

__all__ = [
    "OPENROUTER_BASE_URL",
    "OPENROUTER_KEY_ENV",
    "ROLES",
    "SamplingParams",
    "LLMSettings",
    "parse_sampling",
]

OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1"
OPENROUTER_KEY_ENV = "OPENROUTER_API_KEY"
ROLES: tuple[str, ...] = ("nurse", "patient", "extractor")
StructuredMode = Literal["json_schema", "json_object", "text"]


class SamplingParams(BaseModel):
    """Sampling parameters sent with each request; ``None`` means "server default, not sent".

    Unknown keys are allowed and passed through, because servers accept their own extras
    (``top_k``, ``min_p``, ``repetition_penalty`` on vLLM and llama.cpp).
    """

    model_config = ConfigDict(extra="allow")
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    top_p: float | None = Field(default=None, gt=0.0, le=1.0)
    max_tokens: int | None = Field(default=None, ge=1)
    seed: int | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    stop: list[str] | None = None

    def to_body(self) -> dict[str, Any]:
        """The request fields (extras included), without the unset ones."""
        return self.model_dump(exclude_none=True)

    def merged(self, other: "SamplingParams | None") -> "SamplingParams":
        """``self`` overridden by the fields ``other`` sets."""
        if other is None:
            return self
        return SamplingParams.model_validate({**self.to_body(), **other.to_body()})


def _default_sampling() -> dict[str, SamplingParams]:
    # The nurse and the extractor should be steady; the patient may vary its wording.
    return {
        "nurse": SamplingParams(temperature=0.2, max_tokens=900),
        "patient": SamplingParams(temperature=0.8, max_tokens=400),
        "extractor": SamplingParams(temperature=0.0, max_tokens=900),
    }


def parse_sampling(value: Any) -> dict[str, SamplingParams]:
    """Sampling from the CLI's ``--sampling`` JSON: flat (all roles) or keyed by role.

    ``{"temperature": 0}`` applies to every role; ``{"nurse": {"temperature": 0}, "default":
    {"max_tokens": 512}}`` sets roles separately (``default`` applies under the role's own).
    """
    if value is None:
        return {}
    if isinstance(value, str):
        import json

        value = json.loads(value) if value.strip() else {}
    if not isinstance(value, dict):
        raise ValueError(f"sampling must be a JSON object, got {type(value).__name__}")
    keyed = {"default", *ROLES}
    if value and all(key in keyed and isinstance(item, (dict, SamplingParams)) for key, item in value.items()):
        return {
            key: item if isinstance(item, SamplingParams) else SamplingParams.model_validate(item)
            for key, item in value.items()
        }
    return {"default": SamplingParams.model_validate(value)}


class LLMSettings(BaseModel):
    """One OpenAI-compatible server and how we talk to it."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    base_url: str = Field(default=OPENROUTER_BASE_URL, description="Up to /v1, e.g. http://127.0.0.1:8000/v1.")
    model: str = Field(default="", description="Default model for roles that name none.")
    api_key: SecretStr | None = Field(default=None, description="Explicit key; else read from api_key_env.")
    api_key_env: str = Field(default=OPENROUTER_KEY_ENV, description="Environment variable (or .env entry) holding the key.")
    use_dotenv: bool = Field(default=True, description="Also look for the key in a .env file (cwd and up).")
    sampling: dict[str, SamplingParams] = Field(default_factory=_default_sampling)
    timeout: float = Field(default=120.0, gt=0, description="Seconds for one request, start to end.")
    max_concurrency: int = Field(default=8, ge=1, description="Requests in flight at once, across all episodes.")
    max_retries: int = Field(default=4, ge=0, description="Retries of one request on 429 / 5xx / timeouts.")
    max_reasks: int = Field(default=2, ge=0, description="Re-asks after an invalid reply, per call.")
    backoff_base: float = Field(default=0.5, ge=0, description="First retry delay in seconds (doubles).")
    backoff_max: float = Field(default=30.0, ge=0, description="Cap on one backoff delay.")
    retry_after_max: float = Field(default=120.0, ge=0, description="Cap on a server's Retry-After.")
    structured_output: StructuredMode = Field(
        default="json_schema", description="Where to start; refusals fall back json_schema -> json_object -> text."
    )
    cache_dir: Path | None = None
    cache_mode: Literal["off", "auto", "record", "replay"] = "auto"
    episode_seed: bool = Field(
        default=True, description="Send a seed derived from the run id when the role's sampling sets none."
    )
    headers: dict[str, str] = Field(default_factory=dict, description="Extra request headers (never logged).")

    @field_validator("base_url")
    @classmethod
    def _check_url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"base_url must be an http(s) URL like http://127.0.0.1:8000/v1, got {redact_url(value)!r}")
        return value

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

    @model_validator(mode="after")
    def _check_cache(self) -> "LLMSettings":
        if self.cache_mode in ("record", "replay") and self.cache_dir is None:
            raise ValueError(f"cache_mode {self.cache_mode!r} needs cache_dir")
        return self

    # -- derived --------------------------------------------------------------------------
    @property
    def safe_base_url(self) -> str:
        """The base URL with any password replaced (for artifacts, logs and errors)."""
        return redact_url(self.base_url)

    @property
    def effective_cache_mode(self) -> str:
        return "off" if self.cache_dir is None else self.cache_mode

    def resolve_api_key(self) -> str | None:
        """The key: explicit, else the environment variable, else a ``.env`` file; None if absent.

        Local servers (vLLM, Ollama, llama.cpp) need none, so absence is not an error here;
        a server that wants one answers 401 and we say which variable to set.
        """
        if self.api_key is not None:
            return self.api_key.get_secret_value() or None
        value = os.environ.get(self.api_key_env)
        if value:
            return value
        if self.use_dotenv:
            from dotenv import dotenv_values, find_dotenv

            path = find_dotenv(usecwd=True)
            if path:
                found = dotenv_values(path).get(self.api_key_env)
                if found:
                    return found
        return None

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
