"""LLM backends behind one async interface: OpenAI-compatible HTTP, with a record/replay cache.

``LLMBackend`` talks to one server (OpenRouter, vLLM serve, Ollama, llama.cpp server, LM
Studio) or spreads requests over several serving one model (``endpoints``);
``OpenAICompatibleLLM`` is a model on a backend; ``complete(messages, OutputType)`` returns a
validated pydantic object, falling back from strict JSON schema to JSON mode with a schema
(llama.cpp) to bare JSON mode to plain text where a server refuses, re-asking on invalid
replies and retrying transient failures (waits capped by ``max_wait``). Invalid settings
raise ``ConfigError`` (one line, naming the CLI option).
"""

from ..seeds import derive_seed
from .backend import LLMBackend, Usage
from .clients import OpenAICompatibleLLM, OpenRouterLLM
from .cache import ResponseCache, request_key
from .errors import LLMCacheMiss, LLMConnectionError, LLMError, LLMOutputError, LLMRequestError
from .endpoints import load_endpoints
from .settings import (
    OPENROUTER_BASE_URL,
    OPENROUTER_KEY_ENV,
    ROLES,
    EndpointSpec,
    LLMSettings,
    SamplingParams,
    parse_sampling,
)
from .structured import extract_json, strict_schema

__all__ = [
    "OPENROUTER_BASE_URL",
    "OPENROUTER_KEY_ENV",
    "ROLES",
    "EndpointSpec",
    "LLMBackend",
    "LLMCacheMiss",
    "LLMConnectionError",
    "LLMError",
    "LLMOutputError",
    "LLMRequestError",
    "LLMSettings",
    "OpenAICompatibleLLM",
    "OpenRouterLLM",
    "ResponseCache",
    "SamplingParams",
    "Usage",
    "derive_seed",
    "extract_json",
    "load_endpoints",
    "parse_sampling",
    "request_key",
    "strict_schema",
]
