"""What agents produce (LLM-facing outputs) and what the environment executes (actions).

``NurseOutput`` is deliberately flat, with ``explanation`` first: a flat object with enum
fields is what constrained decoders handle best, and putting the reasoning before the level
makes a sampling model think before it commits. ``to_action`` turns it into one of the four
executable actions, the shape stored in the trace.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator

VitalName = Literal["temperature", "heartrate", "resprate", "o2sat", "sbp"]
VITALS: tuple[str, ...] = ("temperature", "heartrate", "resprate", "o2sat", "sbp")
ActionType = Literal["utterance", "check_vital", "log_red_flag", "end"]
ACTION_TYPES: tuple[str, ...] = ("utterance", "check_vital", "log_red_flag", "end")
TriageLevel = Annotated[int, Field(ge=1, le=5)]


class UtteranceAction(BaseModel):
    """A question or statement to the patient; hands the turn over."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["utterance"] = "utterance"
    utterance: str
    triage: TriageLevel


class CheckVitalAction(BaseModel):
    """Measure one vital sign; the environment releases its value."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["check_vital"] = "check_vital"
    vital: str


class LogRedFlagAction(BaseModel):
    """Record red flags in the episode's log (normalised and deduplicated by the environment)."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["log_red_flag"] = "log_red_flag"
    red_flags: list[str]


class EndAction(BaseModel):
    """Finish the episode with a final level; an optional closing line for the patient."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["end"] = "end"
    triage: TriageLevel
    utterance: str | None = None


NurseAction = Annotated[
    Union[UtteranceAction, CheckVitalAction, LogRedFlagAction, EndAction],
    Field(discriminator="type"),
]


class NurseOutput(BaseModel):
    """One nurse step: reasoning, an action, and the current level with a confidence."""

    model_config = ConfigDict(extra="ignore")

    explanation: str = Field(
        description="Reasoning for this step, citing the evidence (what the patient said, vitals checked)."
    )
    action: ActionType = Field(description="What to do now.")
    utterance: str | None = Field(
        default=None,
        description="For 'utterance': the question or statement to the patient. For 'end': an optional closing line.",
    )
    vital: str | None = Field(
        default=None,
        description="For 'check_vital': the vital sign to measure (temperature, heartrate, resprate, o2sat or sbp).",
    )
    red_flags: list[str] = Field(
        default_factory=list,
        description="Red flags supported by the evidence so far; with 'log_red_flag' these are logged.",
    )
    triage: TriageLevel = Field(description="Current triage level, 1 (most urgent) to 5 (least urgent).")
    confidence: float = Field(ge=0.0, le=1.0, description="Confidence in the current level, 0 to 1.")

    @field_validator("red_flags", mode="before")
    @classmethod
    def _none_is_empty(cls, value: object) -> object:
        return [] if value is None else value

    def to_action(self) -> UtteranceAction | CheckVitalAction | LogRedFlagAction | EndAction:
        """The executable action; raises ``ValueError`` with an actionable message when a field is missing."""
        if self.action == "utterance":
            if not (self.utterance or "").strip():
                raise ValueError("action 'utterance' needs a non-empty 'utterance' text")
            return UtteranceAction(utterance=self.utterance.strip(), triage=self.triage)
        if self.action == "check_vital":
            if self.vital is None:
                raise ValueError(f"action 'check_vital' needs 'vital', one of {', '.join(VITALS)}")
            return CheckVitalAction(vital=self.vital)
        if self.action == "log_red_flag":
            return LogRedFlagAction(red_flags=list(self.red_flags))
        closing = (self.utterance or "").strip() or None
        return EndAction(triage=self.triage, utterance=closing)


class PatientOutput(BaseModel):
    """The patient's reply to the nurse."""

    model_config = ConfigDict(extra="ignore")
    utterance: str = Field(description="What the patient says, in the first person.")
