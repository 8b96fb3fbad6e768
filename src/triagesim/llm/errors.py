"""Errors of the LLM layer.

Each error names what a user can act on (the server's URL, the model, the last problem) and
never the API key: messages pass through ``scrub`` with the key before they are built, because
exception text ends up in artifacts (``error``), logs and batch error files.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..errors import ServiceError

__all__ = [
    "LLMError",
    "LLMConnectionError",
    "LLMRequestError",
    "LLMOutputError",
    "LLMCacheMiss",
    "scrub",
    "scrub_data",
    "excerpt",
]


class LLMError(ServiceError):
    """Base class of every failure raised by ``triagesim.llm``."""


class LLMConnectionError(LLMError):
    """The server could not be reached or kept failing (429 / 5xx / timeouts) after every retry."""


class LLMRequestError(LLMError):
    """The server refused the request for a reason retries cannot fix (401, 404, a bad parameter)."""

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class LLMOutputError(LLMError):
    """The model kept answering with text that does not validate, after every re-ask.

    Its kind is "output", not its base's "service": the server answered, so a run of these says
    the model cannot follow the schema, never that the infrastructure is down, and a batch
    records each one and goes on rather than stopping early.
    """

    failure_kind = "output"


class LLMCacheMiss(LLMError):
    """Replay mode found no recorded response for a request (the network is never touched)."""


def scrub(text: str, secrets: Iterable[str | None]) -> str:
    """``text`` with every non-trivial secret replaced by ``***``.

    Belt and braces: we never format a key into a message, but a server may echo the
    Authorization header back in an error body, and that body is quoted in our errors.
    """
    # Longest first, so a secret that contains another is replaced whole.
    for secret in sorted({secret for secret in secrets if secret and len(secret) >= 4}, key=len, reverse=True):
        text = text.replace(secret, "***")
    return text


def scrub_data(value: Any, secrets: Iterable[str | None]) -> Any:
    """``value`` (JSON-like: dicts, lists, strings) with ``scrub`` applied to every string in it."""
    secrets = tuple(secrets)
    if isinstance(value, str):
        return scrub(value, secrets)
    if isinstance(value, dict):
        return {scrub_data(key, secrets): scrub_data(item, secrets) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [scrub_data(item, secrets) for item in value]
    return value


def excerpt(text: str, secrets: Iterable[str | None], limit: int = 300) -> str:
    """A one-line quote of a server's text for an error message: scrubbed FIRST, then cut.

    Cutting first would leave the head of a key at the cut edge, which no longer matches
    the whole key and so survives the scrub (``Bearer sk-probe-SEC``).
    """
    text = " ".join(scrub(text, secrets).split())
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."
