"""The model handles agents hold: one model on an OpenAI-compatible server (``OpenAICompatibleLLM``)
or on OpenRouter (``OpenRouterLLM``), over a shared ``LLMBackend`` that does the transport,
retries, structured output and usage counting."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel, SecretStr

from .backend import LLMBackend, Message, Usage
from .settings import OPENROUTER_BASE_URL, LLMSettings

__all__ = ["OpenAICompatibleLLM", "OpenRouterLLM"]

T = TypeVar("T", bound=BaseModel)


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
        transport: httpx.AsyncBaseTransport | None = None,
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
            backend = LLMBackend(LLMSettings.model_validate(fields), transport=transport)
        elif options or any(item is not None for item in (base_url, api_key, settings, transport)):
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
        return {"kind": "llm", "model": self.model, **self.backend.describe()}

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
    """``OpenAICompatibleLLM`` with OpenRouter's defaults: its URL and ``OPENROUTER_API_KEY``.

    The key variable needs no naming: the settings read ``OPENROUTER_API_KEY`` for
    OpenRouter's host (and for no other host, so a ``base_url`` elsewhere gets no key unless
    ``api_key`` or ``api_key_env`` says so).
    """

    def __init__(
        self,
        model_name: str,
        output_type: type[BaseModel] | None = None,
        *,
        api_key: str | SecretStr | None = None,
        base_url: str = OPENROUTER_BASE_URL,
        **options: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, output_type=output_type, **options)
