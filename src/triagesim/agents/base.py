"""The agent protocols: anything with the right async method can play a role.

LLM agents and offline agents are interchangeable per role because the runner only ever
calls ``act`` (``extract`` for the belief extractor) and, when present, the optional hooks
``reset``, ``describe`` and ``usage`` (and reads ``persona``). The protocols hold only the
required method, so a custom agent needs nothing else; the hooks are read through the
helpers below. ``runtime_checkable`` lets ``isinstance`` check a method is there, not its
signature: mypy checks that (``runner.TriageRunner`` takes agents by these types).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ..core.belief import BeliefUpdate
from ..core.observations import NurseObservation, PatientObservation
from ..core.outputs import NurseOutput, PatientOutput

__all__ = ["NurseLike", "PatientLike", "BeliefExtractorLike", "describe_agent", "reset_agent", "agent_usage"]


@runtime_checkable
class NurseLike(Protocol):
    """Takes one nurse step: a question, a vital, red flags or the end, with a level and its reasons."""

    async def act(self, observation: NurseObservation) -> NurseOutput: ...


@runtime_checkable
class PatientLike(Protocol):
    """Answers the nurse's latest words."""

    async def act(self, observation: PatientObservation) -> PatientOutput: ...


@runtime_checkable
class BeliefExtractorLike(Protocol):
    """Turns a patient reply into belief slots with provenance; ``question`` is what it answers."""

    async def extract(self, reply: str, *, question: str, turn: int) -> BeliefUpdate: ...


def reset_agent(agent: object, *, run_id: str, seed: int) -> None:
    """Call the optional ``reset`` hook so a reused agent starts each episode clean."""
    reset = getattr(agent, "reset", None)
    if callable(reset):
        reset(run_id=run_id, seed=seed)


def describe_agent(agent: object) -> dict[str, Any]:
    """What played a role, for the artifact (never secrets: agents' own ``describe`` must omit keys)."""
    describe = getattr(agent, "describe", None)
    if callable(describe):
        return dict(describe())
    return {"kind": "custom", "class": f"{type(agent).__module__}.{type(agent).__qualname__}"}


def agent_usage(agent: object) -> dict[str, Any] | None:
    """The agent's token and call counts, when it keeps them (LLM agents); None for the offline engine."""
    usage = getattr(agent, "usage", None)
    if callable(usage):
        return usage()
    return None
