"""What the three LLM agents share: schema names, how an agent describes itself, and the re-asks
one call may spend on the rules its reply is checked against."""

from __future__ import annotations

from typing import Any

from ...llm.backend import Usage
from ...llm.clients import OpenAICompatibleLLM

__all__ = ["NURSE_SCHEMA_NAME", "PATIENT_SCHEMA_NAME", "EXTRACTOR_SCHEMA_NAME", "describe_llm_agent", "Reasks"]

NURSE_SCHEMA_NAME = "nurse_step"
PATIENT_SCHEMA_NAME = "patient_reply"
EXTRACTOR_SCHEMA_NAME = "belief_update"


def describe_llm_agent(llm: OpenAICompatibleLLM, role: str, **extra: Any) -> dict[str, Any]:
    return {**llm.describe(), "role": role, **extra}


class Reasks:
    """The re-asks one ``complete`` call has left, for the rules its reply is checked against.

    The backend re-asks at most ``max_reasks`` times, then fails the call and with it the episode.
    A rule the agent can still enforce after the call (cut a clause, drop a sentence, let a soft
    rule go) re-asks (raises ``ValueError``) only while one is ``spare``, so it is never what fails
    an episode; a rule nothing can repair afterwards (an empty line, a move the schema rules out)
    re-asks regardless. ``left`` is read from the call's ``Usage``, where the backend counts every
    re-ask, those for a reply that was not valid JSON included (the check never sees those).
    """

    def __init__(self, llm: Any, usage: Usage) -> None:
        self.limit = int(getattr(getattr(llm, "settings", None), "max_reasks", 1))
        self.usage = usage
        self.start = usage.reasks

    @property
    def left(self) -> int:
        return self.limit - (self.usage.reasks - self.start)

    @property
    def spare(self) -> bool:
        return self.left > 0

    @property
    def spare_for_style(self) -> bool:
        """A re-ask for how a line is said (the dialogue master): only while one more is kept back
        for a reply that is not valid at all, so a style re-ask never costs an invalid reply its retry."""
        return self.left > 1
