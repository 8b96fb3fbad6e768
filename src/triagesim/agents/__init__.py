"""Agents: the protocol, the offline engine (``triagesim.agents.offline``) and LLM agents.

The LLM agents (``NurseAgent``, ``PatientAgent``, ``LLMBeliefExtractor``, ``build_llm_agents``)
and the LLM classes (``OpenAICompatibleLLM``, ``OpenRouterLLM``) are imported lazily, so the
offline path never pays for the HTTP client's import.
"""

from typing import Any

from .base import BeliefExtractorLike, NurseLike, PatientLike

_LAZY = {
    "NurseAgent": ".llm.factory",
    "PatientAgent": ".llm.factory",
    "LLMBeliefExtractor": ".llm.factory",
    "LLMAgents": ".llm.factory",
    "build_llm_agents": ".llm.factory",
    "make_backend": ".llm.factory",
    "OpenAICompatibleLLM": "..llm.clients",
    "OpenRouterLLM": "..llm.clients",
}

__all__ = ["BeliefExtractorLike", "NurseLike", "PatientLike", *_LAZY]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
