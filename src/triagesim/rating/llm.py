"""The LLM rater: any model behind the OpenAI-compatible backend rates text, ASR or audio.

One structured call per conversation (``RaterVerdict``: explanation first, then the level),
through the same backend as the agents: retries, structured-output fallbacks, re-asks on
invalid output, usage counting and the record/replay cache all apply. For the audio modality
the user message carries two content parts, the instructions as ``text`` and the recording
as ``input_audio`` (base64 WAV), the OpenAI chat-completions form that audio-capable models
(and servers that mimic them) accept; a server that cannot take audio answers with an error,
which is reported for that run.
"""

from __future__ import annotations

import base64
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..agents.llm.prompts.rater import rater_system_prompt, rater_user_prompt
from ..llm.backend import LLMBackend, Usage
from ..seeds import derive_seed
from .encounter import Encounter

__all__ = ["LLMRater", "RaterVerdict", "RATER_SCHEMA_NAME", "audio_part"]

RATER_SCHEMA_NAME = "triage_rating"


class RaterVerdict(BaseModel):
    """What the model returns: its reasoning, then the level and how sure it is."""

    model_config = ConfigDict(extra="forbid")
    explanation: str = Field(description="The evidence and the rule that decide the level.")
    triage: int = Field(ge=1, le=5, description="Final level, 1 = most urgent.")
    confidence: float = Field(ge=0, le=1, description="Confidence in the level.")


def audio_part(wav: bytes) -> dict[str, Any]:
    """An OpenAI ``input_audio`` content part holding ``wav``."""
    return {"type": "input_audio", "input_audio": {"data": base64.b64encode(wav).decode("ascii"), "format": "wav"}}


class LLMRater:
    """Rates with ``model`` on ``backend`` (shared by every rating of the batch)."""

    def __init__(self, backend: LLMBackend, model: str) -> None:
        self.backend = backend
        self.model = model
        self._system: dict[str, str] = {}

    def describe(self) -> dict[str, Any]:
        return {"kind": "llm", "model": self.model, "base_url": self.backend.settings.safe_base_url}

    def _messages(self, encounter: Encounter) -> list[dict[str, Any]]:
        if encounter.algorithm not in self._system:
            self._system[encounter.algorithm] = rater_system_prompt(encounter.algorithm)
        text = rater_user_prompt(encounter.modality, lines=encounter.lines, vitals=encounter.vitals)
        if encounter.modality == "audio":
            assert encounter.audio is not None  # load_encounter always finds the file for audio
            content: Any = [{"type": "text", "text": text}, audio_part(encounter.audio.read_bytes())]
        else:
            content = text
        return [{"role": "system", "content": self._system[encounter.algorithm]}, {"role": "user", "content": content}]

    async def rate(self, encounter: Encounter) -> dict[str, Any]:
        usage = Usage()
        verdict = await self.backend.complete(
            self._messages(encounter),
            RaterVerdict,
            model=self.model,
            role="rater",
            schema_name=RATER_SCHEMA_NAME,
            usage=usage,
            seed=derive_seed(f"{encounter.run_id}/rater/{encounter.modality}"),
            run_id=encounter.run_id,
        )
        return {
            "level": verdict.triage,
            "confidence": verdict.confidence,
            "explanation": verdict.explanation,
            "usage": {**usage.as_dict(), "model": self.model},
        }

    async def aclose(self) -> None:
        await self.backend.aclose()
