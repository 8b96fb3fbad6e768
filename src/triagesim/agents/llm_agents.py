"""The documented import path of the LLM agents' factory (``docs/endpoints.md``:
``from triagesim.agents.llm_agents import make_backend``); the code is ``agents.llm.factory``."""

from .llm.factory import (
    EXTRACTION_SCHEMA,
    OFFLINE,
    LLMAgents,
    LLMBeliefExtractor,
    NurseAgent,
    PatientAgent,
    build_llm_agents,
    make_backend,
    nurse_step_schema,
)

__all__ = [
    "NurseAgent",
    "PatientAgent",
    "LLMBeliefExtractor",
    "LLMAgents",
    "build_llm_agents",
    "make_backend",
    "nurse_step_schema",
    "EXTRACTION_SCHEMA",
    "OFFLINE",
]
