"""Agents: the protocol, the offline engine (``triagesim.agents.offline``) and LLM agents.

The LLM agents (``NurseAgent``, ``PatientAgent``, ``LLMBeliefExtractor``, ``build_llm_agents``)
and the LLM classes (``OpenAICompatibleLLM``, ``OpenRouterLLM``) are imported lazily, so the
offline path never pays for the HTTP client's import.
"""

from typing import Any

from .base import BeliefExtractorLike, NurseLike, PatientLike

_LAZY = {
    "NurseAgent": ".llm_agents",
    "PatientAgent": ".llm_agents",
    "LLMBeliefExtractor": ".llm_agents",
    "LLMAgents": ".llm_agents",
    "build_llm_agents": ".llm_agents",
    "make_backend": ".llm_agents",
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
