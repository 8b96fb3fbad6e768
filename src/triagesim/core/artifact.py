"""The run artifact as a typed model, and its version contract.

An artifact is written as plain JSON (``runs/<run_id>.json``) so any tool can read it; this
module says exactly what that JSON holds. ``assemble`` is the one place an artifact is put
together (the environment's record of the episode plus the runner's facts about the run) and
checked against ``Artifact`` before it is written, so a field can neither go missing nor
change shape unnoticed. ``triagesim schema`` prints ``Artifact``'s JSON schema.

Readers accept any artifact of the same major version; a newer minor version only adds
fields. An artifact of another major version is refused with an error naming the file and
both versions, instead of being mis-scored. 1.1 added ``failure``, ``fingerprint``, the
``companion`` speaker and belief ``polarity``; 1.2 the patient lines' ``invented`` details;
1.3 the ``asr`` block of artifacts written by ``triagesim asr``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, ValidationError

from ..errors import ArtifactError, FailureKind
from .outputs import NurseAction

__all__ = [
    "SCHEMA_VERSION",
    "Artifact",
    "TraceEntry",
    "HistoryEvent",
    "Failure",
    "assemble",
    "artifact_json_schema",
    "check_schema_version",
]

SCHEMA_VERSION = "1.5"  # 1.4: registration (the desk the nurse saw); 1.5: case_picture


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NurseLine(_Record):
    turn: int
    actor: Literal["nurse"]
    utterance: str
    triage: int | None = None


class PatientLine(_Record):
    turn: int
    actor: Literal["patient"]
    utterance: str
    speaker: Literal["companion"] | None = Field(default=None, description="Set when a companion speaks for the patient.")
    invented: list[str] | None = Field(
        default=None, description="Details the patient made up that its case does not record (LLM patients log them)."
    )


class VitalEvent(_Record):
    turn: int
    actor: Literal["system"]
    event: Literal["vital"]
    name: str
    value: float | None = Field(description="None: not recorded for this case.")


class RedFlagEvent(_Record):
    turn: int
    actor: Literal["system"]
    event: Literal["red_flag"]
    flags: list[str]


class RefusalEvent(_Record):
    turn: int
    actor: Literal["system"]
    event: Literal["refusal"]
    target: Literal["nurse", "patient"]
    reason: str


class TriageEndEvent(_Record):
    turn: int
    actor: Literal["system"]
    event: Literal["triage_end"]
    triage: int


def _event_tag(value: Any) -> str | None:
    get = value.get if isinstance(value, dict) else (lambda key: getattr(value, key, None))
    return get("event") or get("actor")


HistoryEvent = Annotated[
    Union[
        Annotated[NurseLine, Tag("nurse")],
        Annotated[PatientLine, Tag("patient")],
        Annotated[VitalEvent, Tag("vital")],
        Annotated[RedFlagEvent, Tag("red_flag")],
        Annotated[RefusalEvent, Tag("refusal")],
        Annotated[TriageEndEvent, Tag("triage_end")],
    ],
    Discriminator(_event_tag),
]


class TraceEntry(_Record):
    """One accepted nurse step: the action, the level and confidence stated, and the reasoning.

    ``action`` is the executed action in the shape the nurse's output is turned into
    (``NurseOutput.to_action``), its vital and text normalised; an ``end`` without closing words
    has no ``utterance`` key."""

    step: int
    turn: int
    actor: Literal["nurse"]
    action: NurseAction
    triage: int | None
    confidence: float | None
    explanation: str
    red_flags_proposed: list[str]
    result: dict[str, Any] | None = None


class EpisodeState(_Record):
    turn: int
    max_turns: int
    done: bool
    closing: bool
    final_triage: int | None
    nurse_steps: int
    refusals: int
    vitals: dict[str, float | None]


class RedFlagEntry(_Record):
    turn: int
    step: int
    flag: str


class TranscriptLine(_Record):
    turn: int
    speaker: Literal["nurse", "patient", "companion"]
    text: str


class Failure(_Record):
    """Why an episode ended in error: the exception type (or 'refusals') and its class."""

    type: str | None
    kind: FailureKind
    status: int | None = None


class Timings(_Record):
    started_at: str
    finished_at: str
    wall_seconds: float
    nurse_seconds: float
    patient_seconds: float
    extractor_seconds: float


class Artifact(_Record):
    """One episode, replayable: the dialogue, every nurse step with its reasoning, the belief
    state with provenance, the red-flag log, the ground truth and how the run was made."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"x-schema-version": SCHEMA_VERSION})

    schema_version: str = Field(pattern=r"^1\.\d+$")
    run_id: str
    case_id: str | None
    algorithm: Literal["esi", "ats"]
    status: Literal["completed", "error", "running"]
    end_reason: str | None
    error: str | None
    failure: Failure | None = None
    fingerprint: str | None = None
    ground_truth: dict[str, Any]
    registration: dict[str, Any] | None = Field(
        default=None,
        description="What the nurse saw at the desk before a word: age, sex, arrival, first look, who answers (1.4).",
    )
    case_picture: dict[str, Any] | None = Field(
        default=None,
        description=(
            "The case's clinical picture (1.5): every finding of its text fields with its assertion status "
            "(present, negated, baseline, hypothetical, other, uncertain), who has it, the number said with it "
            "and where it was said; and every clause nothing was recognised in (`unrecognised`)."
        ),
    )
    state: EpisodeState
    history: list[HistoryEvent]
    trace: list[TraceEntry]
    belief: dict[str, Any]
    red_flags: list[RedFlagEntry]
    transcript: list[TranscriptLine]
    seed: int
    episode: int
    personas: dict[str, dict[str, Any] | None]
    agents: dict[str, dict[str, Any]]
    store: dict[str, Any]
    usage: dict[str, dict[str, Any]]
    notes: list[str]
    timings: Timings
    metadata: dict[str, Any] | None = None
    asr: dict[str, Any] | None = Field(default=None, description="Set by `triagesim asr`: model, audio, per-utterance and run WER.")


def assemble(record: dict[str, Any], /, **run: Any) -> dict[str, Any]:
    """The artifact dict: the environment's ``record`` of the episode plus the runner's ``run`` facts.

    Checked against ``Artifact``; a mismatch is a TriageSim bug, raised as ``ArtifactError``
    naming the fields, before anything is written.
    """
    artifact = {**record, **{key: value for key, value in run.items() if key != "metadata" or value}}
    try:
        Artifact.model_validate(artifact)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in item['loc'])}: {item['msg']}" for item in error.errors()[:5]
        )
        raise ArtifactError(f"artifact {artifact.get('run_id')!r} does not match schema {SCHEMA_VERSION}: {problems}") from None
    return artifact


def artifact_json_schema() -> dict[str, Any]:
    """The published JSON schema of an artifact (``triagesim schema``)."""
    schema = Artifact.model_json_schema()
    schema["$id"] = f"https://triagesim.invalid/schema/artifact-{SCHEMA_VERSION}.json"
    # The action models default their ``type`` (so code can build one without naming it), but an
    # artifact always writes it: it is the tag a reader tells the four actions apart by.
    tag = schema["$defs"]["TraceEntry"]["properties"]["action"]["discriminator"]
    for ref in tag["mapping"].values():
        action = schema["$defs"][ref.rsplit("/", 1)[-1]]
        action["required"] = [tag["propertyName"], *action.get("required", [])]
    return schema


def check_schema_version(data: Any, source: str) -> None:
    """Raise ``ArtifactError`` unless ``data`` is an artifact of this major version."""
    if not isinstance(data, dict):
        raise ArtifactError(f"{source}: not an artifact (a JSON object was expected, got {type(data).__name__})")
    version = data.get("schema_version")
    if not isinstance(version, str) or not version.strip():
        raise ArtifactError(f"{source}: field 'schema_version' is missing; not a TriageSim artifact")
    major = version.split(".")[0]
    if major != SCHEMA_VERSION.split(".")[0]:
        raise ArtifactError(
            f"{source}: schema_version {version!r} is not readable by this TriageSim "
            f"(reads {SCHEMA_VERSION.split('.')[0]}.x); re-run the episodes or use a matching TriageSim version"
        )
