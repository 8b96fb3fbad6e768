"""The environment layer: agent outputs and actions, ``TriageEnv``, the belief graph, state stores."""

from .belief import SLOTS, BeliefGraph, BeliefUpdate, SlotEvidence
from .env import SCHEMA_VERSION, EpisodeStateError, TriageEnv, normalise_flag
from .observations import NurseObservation, PatientBrief, PatientObservation, StepResult
from .outputs import (
    ACTION_TYPES,
    VITALS,
    CheckVitalAction,
    EndAction,
    LogRedFlagAction,
    NurseAction,
    NurseOutput,
    PatientOutput,
    UtteranceAction,
)
from .store import MemoryStore, RedisStore, StateStore, StoreError, make_store, redact_url

__all__ = [
    "ACTION_TYPES",
    "SCHEMA_VERSION",
    "SLOTS",
    "VITALS",
    "BeliefGraph",
    "BeliefUpdate",
    "CheckVitalAction",
    "EndAction",
    "EpisodeStateError",
    "LogRedFlagAction",
    "MemoryStore",
    "NurseAction",
    "NurseObservation",
    "NurseOutput",
    "PatientBrief",
    "PatientObservation",
    "PatientOutput",
    "RedisStore",
    "SlotEvidence",
    "StateStore",
    "StepResult",
    "StoreError",
    "TriageEnv",
    "UtteranceAction",
    "make_store",
    "normalise_flag",
    "redact_url",
]
