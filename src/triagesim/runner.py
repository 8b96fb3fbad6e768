"""``TriageRunner``: drive one episode between a nurse and a patient, return (and write) its artifact.

The core is async (``arun``) so LLM-backed episodes overlap their network waits; ``run`` is
the synchronous convenience for scripts and notebooks without an event loop.
"""

from __future__ import annotations

import asyncio
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .agents.base import BeliefExtractorLike, NurseLike, PatientLike, agent_usage, describe_agent, reset_agent
from .cases import Case
from .core.artifact import assemble
from .core.belief import BeliefUpdate
from .core.env import TriageEnv
from .core.observations import NurseObservation, PatientObservation
from .core.outputs import NurseOutput, PatientOutput
from .core.store import StateStore, StoreError, make_store
from .errors import failure_kind
from .folders.artifacts import make_run_id, write_artifact
from .folders.location import is_url
from .worker_threads import WorkerThreads

__all__ = ["RunnerConfig", "TriageRunner"]

#: Artifact writes at a time. One keeps up with an offline batch on a local disk; a few more keep
#: a shared or remote folder (NFS, s3://) from holding up many concurrent LLM episodes.
_WRITERS = 4


class RunnerConfig(BaseModel):
    """How episodes run: length, state store, seed, and where artifacts go."""

    model_config = ConfigDict(extra="forbid")
    max_turns: int = Field(default=12, ge=1, description="Patient replies before the closing phase.")
    store_backend: Literal["memory", "redis"] = "memory"
    redis_url: str | None = Field(default=None, description="redis:// or rediss:// URL, with password and db.")
    seed: int = 0
    output_dir: Path | str | None = Field(
        default=None, description="Write <output_dir>/<run_id>.json when set: a folder, or an fsspec URL (s3://, ftp://, ...)."
    )
    algorithm: Literal["esi", "ats"] | None = Field(default=None, description="None: the case's own scale.")
    max_refusals: int = Field(default=3, ge=1, description="Refusals in a row before the episode errors.")
    keep_state: bool = Field(default=False, description="Keep the episode's keys in the store after it ends.")
    fingerprint: str | None = Field(
        default=None, description="The run configuration's identity (see batch.run_fingerprint); stored in each artifact."
    )

    @field_validator("output_dir")
    @classmethod
    def _path_unless_url(cls, value: Path | str | None) -> Path | str | None:
        return Path(value) if isinstance(value, str) and not is_url(value) else value

    @model_validator(mode="after")
    def _redis_needs_url(self) -> "RunnerConfig":
        if self.store_backend == "redis" and not self.redis_url:
            raise ValueError("store_backend 'redis' needs redis_url, e.g. redis://127.0.0.1:6379/0")
        return self


def _offline_defaults() -> tuple[NurseLike, PatientLike, BeliefExtractorLike]:
    from .agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient

    return ProtocolNurse(), ScriptedPatient(), RuleBasedExtractor()


class TriageRunner:
    """Runs episodes with one nurse, one patient and one belief extractor.

    Agents default to the offline engine. An agent object carries per-episode state, so
    concurrent episodes need their own agents: pass them to ``arun`` per call.
    """

    def __init__(
        self,
        nurse: NurseLike | None = None,
        patient: PatientLike | None = None,
        config: RunnerConfig | None = None,
        *,
        extractor: BeliefExtractorLike | None = None,
        store: StateStore | None = None,
    ) -> None:
        self.config = config or RunnerConfig()
        if nurse is None or patient is None or extractor is None:
            default_nurse, default_patient, default_extractor = _offline_defaults()
            nurse = nurse if nurse is not None else default_nurse
            patient = patient if patient is not None else default_patient
            extractor = extractor if extractor is not None else default_extractor
        self.nurse, self.patient, self.extractor = nurse, patient, extractor
        self.store = store if store is not None else make_store(self.config.store_backend, self.config.redis_url)
        self._writers: WorkerThreads | None = None  # started with the first artifact written

    def run(self, case: Case | dict[str, Any], **options: Any) -> dict[str, Any]:
        """Synchronous ``arun``; call ``arun`` instead from inside an event loop."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(self.arun(case, **options))
        raise RuntimeError("TriageRunner.run() cannot be called from a running event loop; await arun() instead")

    async def arun(
        self,
        case: Case | dict[str, Any],
        *,
        run_id: str | None = None,
        episode: int = 0,
        seed: int | None = None,
        algorithm: Literal["esi", "ats"] | None = None,
        nurse: NurseLike | None = None,
        patient: PatientLike | None = None,
        extractor: BeliefExtractorLike | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Play one episode and return its artifact (written to ``output_dir`` when set).

        Agent failures end the episode with status ``error`` and keep the artifact; a store
        failure raises ``StoreError`` because the state it would be built from is gone.
        """
        config = self.config
        case = case if isinstance(case, Case) else Case.model_validate(case)
        nurse = nurse or self.nurse
        patient = patient or self.patient
        extractor = extractor or self.extractor
        seed = config.seed if seed is None else seed
        algorithm = algorithm or config.algorithm or case.default_algorithm
        run_id = run_id or make_run_id(case.case_id, episode, seed, algorithm)

        env = TriageEnv(self.store, max_turns=config.max_turns, max_refusals=config.max_refusals)
        started = datetime.now(timezone.utc)
        clock = time.perf_counter()
        seconds = {"nurse": 0.0, "patient": 0.0, "extractor": 0.0}
        notes: list[str] = []
        gender = getattr(getattr(patient, "persona", None), "gender", None)
        apparent_sex = {"female": "F", "male": "M"}.get(gender) if isinstance(gender, str) else None
        observation: NurseObservation | PatientObservation = env.reset(
            case, run_id=run_id, algorithm=algorithm, apparent_sex=apparent_sex)
        failure: dict[str, Any] | None = None
        try:
            for agent in (nurse, patient, extractor):
                reset_agent(agent, run_id=run_id, seed=seed)
            while not env.done:
                if isinstance(observation, NurseObservation):
                    tick = time.perf_counter()
                    output = await nurse.act(observation)
                    seconds["nurse"] += time.perf_counter() - tick
                    if not isinstance(output, NurseOutput):
                        raise TypeError(f"nurse.act returned {type(output).__name__}, expected NurseOutput")
                    result = env.step(output)
                else:
                    tick = time.perf_counter()
                    reply = await patient.act(observation)
                    seconds["patient"] += time.perf_counter() - tick
                    if not isinstance(reply, PatientOutput):
                        raise TypeError(f"patient.act returned {type(reply).__name__}, expected PatientOutput")
                    tick = time.perf_counter()
                    update: BeliefUpdate | None
                    try:
                        update = await extractor.extract(
                            reply.utterance, question=observation.nurse_utterance, turn=observation.turn
                        )
                    except Exception as error:  # extraction is auxiliary: keep the dialogue going
                        update = None
                        notes.append(f"turn {observation.turn}: belief extraction failed: {type(error).__name__}: {error}")
                    seconds["extractor"] += time.perf_counter() - tick
                    result = env.step(reply, belief=update)
                if result.observation is not None:  # None once the episode is done
                    observation = result.observation
        except StoreError:
            raise
        except asyncio.CancelledError:
            env.fail("cancelled")
            raise
        except Exception as error:
            env.fail(f"{type(error).__name__}: {error}")
            failure = {"type": type(error).__name__, "kind": failure_kind(error), "status": getattr(error, "status", None)}

        episode_record = env.artifact()
        if failure is None and episode_record["status"] == "error":
            failure = {"type": episode_record["end_reason"], "kind": "refusals", "status": None}
        finished = datetime.now(timezone.utc)
        usage = {
            role: value
            for role, value in (
                ("nurse", agent_usage(nurse)),
                ("patient", agent_usage(patient)),
                ("extractor", agent_usage(extractor)),
            )
            if value is not None
        }
        artifact = assemble(
            episode_record,
            seed=seed,
            episode=episode,
            personas={
                "nurse": _persona(nurse),
                "patient": _persona(patient),
            },
            agents={
                "nurse": describe_agent(nurse),
                "patient": describe_agent(patient),
                "extractor": describe_agent(extractor),
            },
            failure=failure,
            fingerprint=config.fingerprint,
            store=self.store.describe(),
            usage=usage,
            notes=notes,
            timings={
                "started_at": started.isoformat(),
                "finished_at": finished.isoformat(),
                "wall_seconds": round(time.perf_counter() - clock, 6),
                "nurse_seconds": round(seconds["nurse"], 6),
                "patient_seconds": round(seconds["patient"], 6),
                "extractor_seconds": round(seconds["extractor"], 6),
            },
            metadata=metadata,
        )
        if not config.keep_state:
            env.close()
        if config.output_dir is not None:
            # On a thread: the fsync waits on the disk (a remote folder on the network), and other
            # episodes of the batch use the CPU meanwhile.
            if self._writers is None:
                self._writers = WorkerThreads("triagesim-writer", count=_WRITERS)
            await self._writers(write_artifact, artifact, config.output_dir)
        return artifact

    def close(self) -> None:
        """Finish the artifact writes under way (an episode cancelled mid-write still gets its
        whole artifact), then close the store."""
        if self._writers is not None:
            self._writers.close(wait=True)
            self._writers = None
        self.store.close()


def _persona(agent: object) -> dict[str, Any] | None:
    persona = getattr(agent, "persona", None)
    if persona is None:
        return None
    dump = getattr(persona, "model_dump", None)
    return dump() if callable(dump) else dict(persona)
