"""What the three LLM agents share: schema names and how an agent describes itself."""

from __future__ import annotations

from typing import Any

from ...llm.clients import OpenAICompatibleLLM

__all__ = ["NURSE_SCHEMA_NAME", "PATIENT_SCHEMA_NAME", "EXTRACTOR_SCHEMA_NAME", "describe_llm_agent"]

NURSE_SCHEMA_NAME = "nurse_step"
PATIENT_SCHEMA_NAME = "patient_reply"
EXTRACTOR_SCHEMA_NAME = "belief_update"


def describe_llm_agent(llm: OpenAICompatibleLLM, role: str, **extra: Any) -> dict[str, Any]:
    return {**llm.describe(), "role": role, **extra}
