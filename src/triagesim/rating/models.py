"""One rating file (``RATED/<run_id>.json``): which conversation, in which modality, by whom, what level."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["Rating", "RATING_VERSION"]

RATING_VERSION = "1.0"


class Rating(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rating_version: str = Field(default=RATING_VERSION, pattern=r"^1\.\d+$")
    run_id: str
    case_id: str | None
    algorithm: Literal["esi", "ats"]
    modality: Literal["text", "asr", "audio"]
    rater: dict[str, Any] = Field(description="{kind: offline|llm, engine or model, ...}")
    level: int = Field(ge=1, le=5, description="The rater's final triage level, 1 = most urgent.")
    ground_truth: int | None = Field(ge=1, le=5, description="The case's acuity (None: the case has none).")
    original_level: int | None = Field(default=None, description="The episode nurse's own final level.")
    confidence: float | None = None
    explanation: str = ""
    source: str = Field(description="The artifact rated (and, for audio, the recording in 'audio').")
    audio: str | None = None
    usage: dict[str, Any] | None = None
