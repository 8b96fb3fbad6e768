"""LLM-driven agents: ``NurseAgent``, ``PatientAgent`` and ``LLMBeliefExtractor``.

Observations carry only what is new, so each agent keeps its own running record of the
episode and rebuilds its prompt from it; the same state always gives the same prompt, which
lets the record/replay cache reproduce a run exactly.

A nurse phase is ONE LLM call (a ``NursePlan``: an optional vital, the red flags found, then
a question or the end); only an end planned together with a vital costs a second call, so
the level can see the value. ``NurseAgent`` splits the plan into the successive
``NurseOutput`` steps the environment expects (check_vital, log_red_flag, utterance | end)
and returns them on consecutive ``act`` calls, so the environment still sees one action per
step and judges each one. The schema sent with each call is narrowed to what is legal now, so
every instance of it is a legal phase; should the environment still refuse a step, the rest
of the plan is dropped and the next call carries the reason.
"""

from __future__ import annotations

import functools
import json
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..core.belief import SLOTS, BeliefUpdate, Slot, SlotEvidence
from ..core.env import normalise_flag
from ..core.observations import NurseObservation, PatientObservation
from ..core.outputs import DECISIONS, VITALS, WORDS_PATTERN, NurseOutput, NursePlan, PatientOutput
from ..llm.backend import LLMBackend, OpenAICompatibleLLM, Usage, derive_seed
from ..llm.settings import OPENROUTER_BASE_URL, LLMSettings, parse_sampling
from ..personas import NursePersona, PatientPersona
from . import prompts

__all__ = [
    "NurseAgent",
    "PatientAgent",
    "LLMBeliefExtractor",
    "LLMAgents",
    "build_llm_agents",
    "make_backend",
    "nurse_step_schema",
    "OFFLINE",
]

OFFLINE = "offline"
NURSE_SCHEMA_NAME = "nurse_step"
PATIENT_SCHEMA_NAME = "patient_reply"
EXTRACTOR_SCHEMA_NAME = "belief_update"


def _describe(llm: OpenAICompatibleLLM, role: str, **extra: Any) -> dict[str, Any]:
    return {**llm.describe(), "role": role, **extra}


# ---------------------------------------------------------------------------------------
# Nurse


def nurse_step_schema(
    allowed_actions: Sequence[str], allowed_vitals: Sequence[str], *, flag_vocabulary: Sequence[str] | None = None
) -> dict[str, Any]:
    """The JSON schema of one nurse call (a ``NursePlan``), narrowed to what is legal now.

    This schema is the contract: every instance of it is a legal phase, so a constrained
    decoder cannot produce a move the environment refuses. ``vital`` offers only the vitals
    that may be measured now, ``decision`` offers "utterance" only outside the closing phase,
    and ``utterance`` must hold a non-blank character. Red flags are always allowed: when
    logging is closed for this phase they are kept as proposals in the trace.
    """
    if "check_vital" in allowed_actions and allowed_vitals:
        vital: dict[str, Any] = {"anyOf": [{"type": "string", "enum": list(allowed_vitals)}, {"type": "null"}]}
    else:
        vital = {"type": "null"}
    vital["description"] = "A vital sign to measure now (its value shows at your next step), or null."
    flag_item: dict[str, Any] = {"type": "string"}
    if flag_vocabulary:
        flag_item["enum"] = list(flag_vocabulary)
    decisions = [decision for decision in DECISIONS if decision in allowed_actions] or ["end"]
    properties = {
        "explanation": {"type": "string", "description": "Your reasoning first, citing the evidence."},
        "vital": vital,
        "red_flags": {
            "type": "array",
            "items": flag_item,
            "description": "Red flags the evidence supports that are not logged yet, from the vocabulary; [] if none.",
        },
        "decision": {
            "type": "string",
            "enum": decisions,
            "description": "'utterance': say your next question; 'end': finish with your final level.",
        },
        "utterance": {
            "type": "string",
            "pattern": WORDS_PATTERN,
            "description": "Your words to the patient: the next question, or closing words when you end.",
        },
        "triage": {"type": "integer", "enum": [1, 2, 3, 4, 5], "description": "Current level, 1 = most urgent."},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1, "description": "Confidence in the level."},
    }
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


@functools.lru_cache(maxsize=256)
def _cached_step_schema(actions: tuple[str, ...], vitals: tuple[str, ...], constrain_flags: bool) -> dict[str, Any]:
    """Shared schema objects (treat as read-only): the backend memoises its strict form by identity."""
    vocabulary = tuple(prompts.RED_FLAG_VOCABULARY) if constrain_flags else None
    return nurse_step_schema(actions, vitals, flag_vocabulary=vocabulary)


class NurseAgent:
    """An LLM triage nurse (ESI or ATS) that usually decides a whole phase in one call."""

    def __init__(
        self,
        llm: OpenAICompatibleLLM,
        persona: NursePersona | None = None,
        algorithm: Literal["esi", "ats"] = "esi",
        *,
        opening: Literal["scripted", "llm"] = "scripted",
        constrain_flags: bool = True,
        role: str = "nurse",
    ) -> None:
        if algorithm not in ("esi", "ats"):
            raise ValueError(f"algorithm must be 'esi' or 'ats', got {algorithm!r}")
        if opening not in ("scripted", "llm"):
            raise ValueError(f"opening must be 'scripted' or 'llm', got {opening!r}")
        self.llm = llm
        self.persona = persona or NursePersona()
        self.algorithm = algorithm
        self.opening = opening
        self.constrain_flags = constrain_flags
        self.role = role
        self._system: dict[str, str] = {}
        self.reset(run_id="", seed=0)

    def reset(self, *, run_id: str, seed: int) -> None:
        """Forget the previous episode (the runner calls this before each one)."""
        self._run_id = run_id
        self._seed = derive_seed(f"{run_id}/{seed}/{self.role}")
        self._transcript: list[str] = []
        self._beliefs: dict[str, list[str]] = {}
        self._pending: deque[NurseOutput] = deque()
        self._ending = False  # an end was deferred to see a vital: the next call only settles the level
        self._spoken = False
        self._algorithm_seen: str | None = None
        self._usage = Usage()

    def describe(self) -> dict[str, Any]:
        algorithm = self._algorithm_seen or self.algorithm
        return _describe(self.llm, self.role, algorithm=algorithm, opening=self.opening)

    def usage(self) -> dict[str, Any]:
        return {**self._usage.as_dict(), "model": self.llm.model}

    # -- keeping the record -------------------------------------------------------------
    def _absorb(self, observation: NurseObservation) -> None:
        for event in observation.new_events:
            actor, kind = event.get("actor"), event.get("event")
            if actor == "nurse" and event.get("utterance"):
                self._transcript.append(f"You: {event['utterance']}")
                self._spoken = True
            elif actor == "patient" and event.get("utterance"):
                self._transcript.append(f"Patient: {event['utterance']}")
            elif kind == "vital":
                value = event.get("value")
                shown = "not available" if value is None else prompts._format_value(value)
                self._transcript.append(f"[you measured {event.get('name')}: {shown}]")
            elif kind == "red_flag":
                self._transcript.append(f"[you logged red flags: {', '.join(event.get('flags', []))}]")
        for record in observation.new_beliefs:
            if record.get("kind") != "slot":
                continue
            values = self._beliefs.setdefault(str(record.get("slot")), [])
            value = str(record.get("value"))
            if value not in values:
                values.append(value)

    def _system_prompt(self, algorithm: str) -> str:
        if algorithm not in self._system:
            self._system[algorithm] = prompts.nurse_system_prompt(
                self.persona, algorithm, llm_opening=self.opening == "llm"
            )
        return self._system[algorithm]

    # -- acting -------------------------------------------------------------------------
    async def act(self, observation: NurseObservation) -> NurseOutput:
        """The next step: a pending step of the current plan, the scripted opening, or a new plan."""
        self._absorb(observation)
        self._algorithm_seen = observation.algorithm  # the episode's scale wins over the default
        if observation.last_refusal:
            self._pending.clear()  # the plan met a refusal: re-plan with the reason
        while self._pending:
            step = self._pending.popleft()
            if step.action in observation.allowed_actions:
                return step
            self._pending.clear()
        if (
            self.opening == "scripted"
            and not self._spoken
            and observation.turn == 0
            and not observation.closing
            and "utterance" in observation.allowed_actions
            and not observation.last_refusal
        ):
            return NurseOutput(
                explanation=(
                    "Opening: nothing is known yet. I introduce myself and ask what brought the patient in; "
                    "level 3 is a neutral placeholder until I learn more."
                ),
                action="utterance",
                utterance=prompts.nurse_opening(self.persona),
                red_flags=[],
                triage=3,
                confidence=0.1,
            )
        plan = await self._plan(observation)
        steps = self._split(plan, observation)
        self._pending.extend(steps[1:])
        return steps[0]

    async def _plan(self, observation: NurseObservation) -> NursePlan:
        algorithm = observation.algorithm
        # After a deferred end the decision is taken: only the level may change with the new value.
        allowed = [action for action in observation.allowed_actions if not (self._ending and action == "utterance")]
        state = prompts.nurse_state_prompt(
            algorithm=algorithm,
            turn=observation.turn,
            max_turns=observation.max_turns,
            questions_left=observation.questions_left,
            closing=observation.closing,
            transcript=self._transcript,
            beliefs=self._beliefs,
            vitals=observation.vitals,
            red_flags_logged=observation.red_flags_logged,
            allowed_actions=allowed,
            allowed_vitals=observation.allowed_vitals,
            all_vitals=VITALS,
            refusal=observation.last_refusal,
        )
        messages = [
            {"role": "system", "content": self._system_prompt(algorithm)},
            {"role": "user", "content": state},
        ]
        schema = _cached_step_schema(
            tuple(allowed), tuple(observation.allowed_vitals), self.constrain_flags
        )
        strikes = {"leak": 0, "intro": 0}
        first_words = not self._spoken and self.opening == "llm"
        name = self.persona.name.split()[0] if self.persona.name.strip() else ""

        def check(output: NursePlan) -> None:
            # What the schema already rules out, for servers that do not enforce it.
            if output.vital is not None and output.vital not in observation.allowed_vitals:
                known = f"{output.vital} is already known" if output.vital in observation.vitals else (
                    f"{output.vital!r} cannot be measured now"
                )
                raise ValueError(f"{known}; 'vital' must be one of {', '.join(observation.allowed_vitals) or 'none'} or null")
            if output.decision not in allowed:
                raise ValueError("no more questions now: 'decision' must be 'end' with your final level")
            said = output.utterance
            can_reask = self.llm.settings.max_reasks > 0
            if prompts.leaks_triage_level(said) and strikes["leak"] == 0 and can_reask:
                strikes["leak"] += 1
                raise ValueError(
                    "your words to the patient name a triage scale or level; never tell the patient a level, "
                    "category or score (keep it in the 'triage' field only) - rephrase the utterance"
                )
            if first_words and output.decision == "utterance" and name and name.lower() not in said.lower():
                if strikes["intro"] == 0 and can_reask:
                    strikes["intro"] += 1
                    raise ValueError(f"your first words must introduce you by name ({self.persona.name})")

        return await self.llm.complete(
            messages,
            NursePlan,
            role=self.role,
            schema=schema,
            schema_name=NURSE_SCHEMA_NAME,
            check=check,
            usage=self._usage,
            seed=self._seed,
            run_id=self._run_id or None,
        )

    def _split(self, plan: NursePlan, observation: NurseObservation) -> list[NurseOutput]:
        """One plan -> the environment's steps: [check_vital] [log_red_flag] (utterance | end).

        Flags already logged are dropped, and flags that cannot be logged in this phase stay
        proposals on the last step. An ``end``
        planned together with a vital is deferred: the level should see that value, so the
        nurse measures first and decides again.
        """
        common = {"explanation": plan.explanation, "triage": plan.triage, "confidence": plan.confidence}
        steps: list[NurseOutput] = []
        logged = set(observation.red_flags_logged)
        new_flags: list[str] = []
        for flag in plan.red_flags:
            name = normalise_flag(flag)
            if name and name not in logged and name not in new_flags:
                new_flags.append(name)
        measures = plan.vital is not None  # legal: ``check`` held the plan to the schema
        if measures:
            steps.append(NurseOutput(action="check_vital", vital=plan.vital, **common))
        if new_flags and "log_red_flag" in observation.allowed_actions:
            steps.append(NurseOutput(action="log_red_flag", red_flags=new_flags, **common))
            new_flags = []
        if plan.decision == "utterance":
            steps.append(NurseOutput(action="utterance", utterance=plan.utterance, red_flags=new_flags, **common))
        elif not measures:
            steps.append(NurseOutput(action="end", utterance=plan.utterance, red_flags=new_flags, **common))
        else:
            self._ending = True
        return steps


# ---------------------------------------------------------------------------------------
# Patient


class PatientAgent:
    """An LLM patient that knows only its brief (complaint, pain, history, private facts)."""

    def __init__(self, llm: OpenAICompatibleLLM, persona: PatientPersona | None = None, *, role: str = "patient") -> None:
        self.llm = llm
        self.persona = persona or PatientPersona()
        self.role = role
        self.reset(run_id="", seed=0)

    def reset(self, *, run_id: str, seed: int) -> None:
        self._run_id = run_id
        self._seed = derive_seed(f"{run_id}/{seed}/{self.role}")
        self._dialogue: list[tuple[str, str]] = []
        self._asked: dict[str, int] = {}
        self._usage = Usage()

    def describe(self) -> dict[str, Any]:
        return _describe(self.llm, self.role)

    def usage(self) -> dict[str, Any]:
        return {**self._usage.as_dict(), "model": self.llm.model}

    def disclosure(self, topics: list[str]) -> dict[str, bool]:
        """Which private facts may be shared now (asked about often enough for this persona's trust)."""
        needed = prompts.DISCLOSURE_THRESHOLD[self.persona.trust_in_healthcare]
        return {topic: self._asked.get(topic, 0) >= needed for topic in topics}

    def build_messages(self, observation: PatientObservation) -> list[dict[str, str]]:
        """The chat for this reply (also used by tests to inspect what the patient is told)."""
        for event in observation.new_events:
            # Only words: system events (vitals, flags) carry measurements the patient must not see.
            actor, text = event.get("actor"), event.get("utterance")
            if actor not in ("nurse", "patient") or not text:
                continue
            self._dialogue.append((actor, text))
            if actor == "nurse":
                for topic in observation.brief.sensitive:
                    if prompts.asks_about(topic, text):
                        self._asked[topic] = self._asked.get(topic, 0) + 1
        if observation.nurse_utterance and (not self._dialogue or self._dialogue[-1][0] != "nurse"):
            self._dialogue.append(("nurse", observation.nurse_utterance))
        system = prompts.patient_system_prompt(
            observation.brief, self.persona, self.disclosure(list(observation.brief.sensitive))
        )
        messages = [{"role": "system", "content": system}]
        for actor, text in self._dialogue:
            if actor == "nurse":
                messages.append({"role": "user", "content": text})
            else:
                messages.append({"role": "assistant", "content": json.dumps({"utterance": text}, ensure_ascii=False)})
        if observation.last_refusal:
            note = f"(Your previous reply was not accepted: {observation.last_refusal}.)"
            messages.append({"role": "user", "content": note})
        return messages

    async def act(self, observation: PatientObservation) -> PatientOutput:
        messages = self.build_messages(observation)

        def check(output: PatientOutput) -> None:
            if not output.utterance.strip():
                raise ValueError("the utterance is empty; answer the nurse in words")

        return await self.llm.complete(
            messages,
            PatientOutput,
            role=self.role,
            schema_name=PATIENT_SCHEMA_NAME,
            check=check,
            usage=self._usage,
            seed=self._seed,
            run_id=self._run_id or None,
        )


# ---------------------------------------------------------------------------------------
# Belief extraction


class ExtractedItem(BaseModel):
    """One slot value as the model returns it (lenient; cleaned into ``SlotEvidence``)."""

    model_config = ConfigDict(extra="ignore")
    slot: Slot
    value: str | int | float
    certainty: float = Field(ge=0.0, le=1.0)
    evidence: str = Field(description="The exact words of the reply that support the value.")


class Extraction(BaseModel):
    """Everything found in one patient reply."""

    model_config = ConfigDict(extra="ignore")
    items: list[ExtractedItem]


def _extraction_schema() -> dict[str, Any]:
    item = {
        "type": "object",
        "properties": {
            "slot": {"type": "string", "enum": list(SLOTS)},
            "value": {"type": "string"},
            "certainty": {"type": "number", "minimum": 0, "maximum": 1},
            "evidence": {"type": "string"},
        },
        "required": ["slot", "value", "certainty", "evidence"],
        "additionalProperties": False,
    }
    return {
        "type": "object",
        "properties": {"items": {"type": "array", "items": item}},
        "required": ["items"],
        "additionalProperties": False,
    }


_EXTRACTION_SCHEMA = _extraction_schema()


def _squash(text: str) -> str:
    return " ".join(text.lower().split())


class LLMBeliefExtractor:
    """One structured call per patient reply, covering every slot, with evidence quotes."""

    def __init__(self, llm: OpenAICompatibleLLM, *, role: str = "extractor") -> None:
        self.llm = llm
        self.role = role
        self.reset(run_id="", seed=0)

    def reset(self, *, run_id: str, seed: int) -> None:
        self._run_id = run_id
        self._seed = derive_seed(f"{run_id}/{seed}/{self.role}")
        self._usage = Usage()

    def describe(self) -> dict[str, Any]:
        return _describe(self.llm, self.role)

    def usage(self) -> dict[str, Any]:
        return {**self._usage.as_dict(), "model": self.llm.model}

    async def extract(self, reply: str, *, question: str, turn: int) -> BeliefUpdate:
        if not reply or not reply.strip():
            return BeliefUpdate()
        messages = [
            {"role": "system", "content": prompts.EXTRACTOR_SYSTEM},
            {"role": "user", "content": prompts.extractor_user_prompt(question, reply)},
        ]
        result = await self.llm.complete(
            messages,
            Extraction,
            role=self.role,
            schema=_EXTRACTION_SCHEMA,
            schema_name=EXTRACTOR_SCHEMA_NAME,
            usage=self._usage,
            seed=self._seed,
            run_id=self._run_id or None,
        )
        return self.clean(result, reply)

    @staticmethod
    def clean(result: Extraction, reply: str) -> BeliefUpdate:
        """Drop empty values, turn numeric pain scores into numbers, and keep only real quotes.

        A quote that is not in the reply is provenance we cannot trust: it is blanked and the
        certainty lowered, rather than the whole reply re-asked.
        """
        haystack = _squash(reply)
        items: list[SlotEvidence] = []
        for item in result.items:
            value: Any = item.value.strip() if isinstance(item.value, str) else item.value
            if value == "" or value is None:
                continue
            if item.slot == "pain_severity" and isinstance(value, str):
                try:
                    number = float(value.split("/")[0].strip())
                    value = int(number) if number.is_integer() else number
                except ValueError:
                    pass
            if item.slot == "red_flags" and isinstance(value, str):
                value = normalise_flag(value)
            evidence, certainty = item.evidence.strip(), item.certainty
            if evidence and _squash(evidence) not in haystack:
                evidence, certainty = "", round(certainty * 0.8, 3)
            items.append(SlotEvidence(slot=item.slot, value=value, certainty=certainty, evidence=evidence))
        return BeliefUpdate(items=items)


# ---------------------------------------------------------------------------------------
# Factory for the CLI and batch


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
    **options: Any,
) -> LLMBackend:
    """One backend per server for a whole batch (its semaphore bounds all requests in flight)."""
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
