"""Agents: the protocol, the offline engine (``triagesim.agents.offline``) and LLM agents."""

from .base import BeliefExtractorLike, NurseLike, PatientLike

__all__ = ["BeliefExtractorLike", "NurseLike", "PatientLike"]
