"""The LLM patient: knows only its brief (complaint, pain, history, private facts) and the dialogue."""

from __future__ import annotations

import json
from typing import Any

from ..core.observations import PatientObservation
from ..core.outputs import PatientOutput
from ..llm.backend import OpenAICompatibleLLM, Usage, derive_seed
from ..personas import PatientPersona
from . import prompts
from .llm_common import PATIENT_SCHEMA_NAME, describe_llm_agent

__all__ = ["PatientAgent"]


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
        return describe_llm_agent(self.llm, self.role)

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
