"""What agents produce (LLM-facing outputs) and what the environment executes (actions).

``NurseOutput`` is one environment step; ``to_action`` turns it into one of the four
executable actions, the shape stored in the trace. ``NursePlan`` is what an LLM nurse writes
in one call: a whole phase (an optional vital, the red flags found, then a question or the
end). Both are flat, with ``explanation`` first: a flat object with enum fields is what
constrained decoders handle best, and reasoning before the level makes a sampling model think
before it commits. The plan has no field whose value could make a step illegal on its own,
so every instance of its (narrowed) schema is a legal phase.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union, get_args

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

VitalName = Literal["temperature", "heartrate", "resprate", "o2sat", "sbp"]
VITALS: tuple[str, ...] = get_args(VitalName)
ActionType = Literal["utterance", "check_vital", "log_red_flag", "end"]
ACTION_TYPES: tuple[str, ...] = get_args(ActionType)
Decision = Literal["utterance", "end"]
DECISIONS: tuple[str, ...] = get_args(Decision)
TriageLevel = Annotated[int, Field(ge=1, le=5)]


def _none_is_empty(value: object) -> object:
    return [] if value is None else value


# A model may write null for "no flags": the same list either way, in both nurse outputs.
RedFlags = Annotated[list[str], BeforeValidator(_none_is_empty)]


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
    red_flags: RedFlags = Field(
        default_factory=list,
        description="Red flags supported by the evidence so far; with 'log_red_flag' these are logged.",
    )
    triage: TriageLevel = Field(description="Current triage level, 1 (most urgent) to 5 (least urgent).")
    confidence: float = Field(ge=0.0, le=1.0, description="Confidence in the current level, 0 to 1.")

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


class NursePlan(BaseModel):
    """One LLM nurse call: a whole phase, split by the agent into environment steps.

    The phase is: measure ``vital`` (if any), log ``red_flags`` (the new ones), then say
    ``utterance`` and hand over (``decision`` "utterance") or end with ``triage`` as the final
    level (``decision`` "end", ``utterance`` being the closing words). An end planned together
    with a vital is deferred so the level can see the value: that is the only phase that
    costs a second call.
    """

    model_config = ConfigDict(extra="ignore")

    explanation: str = Field(description="Reasoning first, citing the evidence (the patient's words, vitals measured).")
    vital: str | None = Field(default=None, description="A vital sign to measure in this phase, or null.")
    red_flags: RedFlags = Field(default_factory=list, description="Red flags the evidence supports; [] if none.")
    decision: Decision = Field(description="'utterance': ask or say the next thing; 'end': finish with the final level.")
    utterance: str = Field(description="Words to the patient: the next question, or the closing words when ending.")
    triage: TriageLevel = Field(description="Current triage level, 1 (most urgent) to 5 (least urgent).")
    confidence: float = Field(ge=0.0, le=1.0, description="Confidence in the current level, 0 to 1.")

    @field_validator("utterance")
    @classmethod
    def _has_words(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("'utterance' needs words to the patient (a question, or closing words when ending)")
        return value


class PatientOutput(BaseModel):
    """The patient's reply to the nurse."""

    model_config = ConfigDict(extra="ignore")
    # minLength, not a pattern: pattern is outside what every constrained decoder compiles
    # (llm.structured.PORTABLE_KEYWORDS); a blank-but-not-empty reply is caught by the validator.
    utterance: str = Field(min_length=1, description="What the patient says, in the first person.")
    invented: list[str] = Field(
        default_factory=list,
        description="Each detail said in this reply that the patient's story does not record (made up to answer).",
    )

    @field_validator("utterance")
    @classmethod
    def _has_words(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("the utterance is empty; answer the nurse in words")
        return value
