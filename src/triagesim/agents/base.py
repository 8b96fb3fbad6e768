"""The agent protocol: anything with an async ``act`` can play a role.

LLM agents and offline agents are interchangeable per role because the runner only ever
calls ``act`` (and, when present, ``reset``, ``describe`` and ``usage``).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ..core.belief import BeliefUpdate
from ..core.observations import NurseObservation, PatientObservation
from ..core.outputs import NurseOutput, PatientOutput

__all__ = ["NurseLike", "PatientLike", "BeliefExtractorLike", "describe_agent", "reset_agent", "agent_usage"]


@runtime_checkable
class NurseLike(Protocol):
    async def act(self, observation: NurseObservation) -> NurseOutput: ...


@runtime_checkable
class PatientLike(Protocol):
    async def act(self, observation: PatientObservation) -> PatientOutput: ...


@runtime_checkable
class BeliefExtractorLike(Protocol):
    async def extract(self, reply: str, *, question: str, turn: int) -> BeliefUpdate: ...


def reset_agent(agent: Any, *, run_id: str, seed: int) -> None:
    """Call the optional ``reset`` hook so a reused agent starts each episode clean."""
    reset = getattr(agent, "reset", None)
    if callable(reset):
        reset(run_id=run_id, seed=seed)


def describe_agent(agent: Any) -> dict[str, Any]:
    """What played a role, for the artifact (never secrets: agents' own ``describe`` must omit keys)."""
    describe = getattr(agent, "describe", None)
    if callable(describe):
        return dict(describe())
    return {"kind": "custom", "class": f"{type(agent).__module__}.{type(agent).__qualname__}"}


def agent_usage(agent: Any) -> dict[str, Any] | None:
    usage = getattr(agent, "usage", None)
    if callable(usage):
        return usage()
    return None
