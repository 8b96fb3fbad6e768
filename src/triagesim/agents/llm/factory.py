"""LLM agents for the CLI and batch: ``build_llm_agents`` and ``make_backend``.

The agents live in their own modules (``nurse``, ``patient``, ``extractor``) and
are re-exported here. Each keeps its own running record of the episode and rebuilds its
prompt from it; the same state always gives the same prompt, which lets the record/replay
cache reproduce a run exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ...llm.backend import LLMBackend
from ...llm.clients import OpenAICompatibleLLM
from ...llm.settings import OPENROUTER_BASE_URL, EndpointSpec, LLMSettings, parse_sampling
from ...personas import NursePersona, PatientPersona
from .extractor import EXTRACTION_SCHEMA, LLMBeliefExtractor
from .nurse import NurseAgent, nurse_step_schema
from .patient import PatientAgent

__all__ = [
    "NurseAgent",
    "PatientAgent",
    "LLMBeliefExtractor",
    "LLMAgents",
    "build_llm_agents",
    "make_backend",
    "nurse_step_schema",
    "EXTRACTION_SCHEMA",
    "OFFLINE",
]

OFFLINE = "offline"


@dataclass
class LLMAgents:
    """Per-episode agents (None = use the offline engine for that role) and the shared backend."""

    nurse: NurseAgent | None
    patient: PatientAgent | None
    extractor: LLMBeliefExtractor | None
    backend: LLMBackend | None


def make_backend(
    *,
    base_url: str = OPENROUTER_BASE_URL,
    api_key_env: str | None = None,
    api_key: str | None = None,
    sampling: dict[str, Any] | str | None = None,
    cache_dir: str | Path | None = None,
    cache_mode: Literal["auto", "record", "replay"] = "auto",
    timeout: float = 120.0,
    concurrency: int = 8,
    max_retries: int = 4,
    max_reasks: int = 2,
    endpoints: Sequence[EndpointSpec | str] | None = None,
    **options: Any,
) -> LLMBackend:
    """One backend for a whole batch (it bounds all requests in flight).

    ``endpoints`` (URLs or ``EndpointSpec``) spreads the requests over several servers of the
    same model; when given it replaces ``base_url``. ``concurrency`` bounds the whole pool.
    """
    fields: dict[str, Any] = {
        "base_url": base_url,
        "sampling": parse_sampling(sampling),
        "cache_dir": Path(cache_dir) if cache_dir is not None else None,
        "cache_mode": cache_mode,
        "timeout": timeout,
        "max_concurrency": concurrency,
        "max_retries": max_retries,
        "max_reasks": max_reasks,
        **options,
    }
    if api_key is not None:
        fields["api_key"] = api_key
    if api_key_env is not None:  # unnamed: OpenRouter's variable for OpenRouter, no key elsewhere
        fields["api_key_env"] = api_key_env
    if endpoints:
        fields["endpoints"] = [
            spec if isinstance(spec, EndpointSpec) else EndpointSpec.of(spec) for spec in endpoints
        ]
    return LLMBackend(LLMSettings.model_validate(fields))


def _is_offline(model: str | None) -> bool:
    return model is None or str(model).strip().lower() in ("", OFFLINE)


def build_llm_agents(
    *,
    nurse_model: str | None,
    patient_model: str | None,
    extractor_model: str | None = None,
    algorithm: Literal["esi", "ats"] | None = None,
    nurse_persona: NursePersona | None = None,
    patient_persona: PatientPersona | None = None,
    opening: Literal["scripted", "llm"] = "scripted",
    shared_backend: LLMBackend | None = None,
    **backend_options: Any,
) -> LLMAgents:
    """Agents for ONE episode; call once per episode and pass the returned ``backend`` back in.

    A role whose model is ``"offline"`` (or None) comes back as None: the caller substitutes
    the offline agent. ``algorithm`` is only the nurse's default: the scale in each observation
    (the runner's, or the case's own) decides the prompt. The extractor follows the nurse (it fills the nurse's beliefs) unless
    ``extractor_model`` is given. ``backend_options`` are ``make_backend``'s connection settings
    (``base_url``, ``api_key_env``, ``api_key``, ``sampling``, ``cache_dir``, ``cache_mode``,
    ``timeout``, ``concurrency``, ``max_retries``, ``max_reasks``), used only when
    ``shared_backend`` is None (the first episode).
    """
    extractor_model = nurse_model if extractor_model is None else extractor_model
    models = {"nurse": nurse_model, "patient": patient_model, "extractor": extractor_model}
    if all(_is_offline(model) for model in models.values()):
        return LLMAgents(None, None, None, shared_backend)
    backend = shared_backend or make_backend(**backend_options)

    def llm(role: str) -> OpenAICompatibleLLM | None:
        model = models[role]
        return None if _is_offline(model) else OpenAICompatibleLLM(str(model), backend=backend, role=role)

    nurse_llm, patient_llm, extractor_llm = llm("nurse"), llm("patient"), llm("extractor")
    return LLMAgents(
        nurse=NurseAgent(nurse_llm, nurse_persona, algorithm or "esi", opening=opening) if nurse_llm else None,
        patient=PatientAgent(patient_llm, patient_persona) if patient_llm else None,
        extractor=LLMBeliefExtractor(extractor_llm) if extractor_llm else None,
        backend=backend,
    )
