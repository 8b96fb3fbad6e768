"""Belief extraction by an LLM: one structured call per patient reply, every slot, with evidence quotes."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ...core.belief import POLARITIES, SLOTS, BeliefUpdate, Polarity, Slot, SlotEvidence
from ...core.env import normalise_flag
from ...llm.backend import Usage
from ...llm.clients import OpenAICompatibleLLM
from ...seeds import derive_seed
from . import prompts
from .common import EXTRACTOR_SCHEMA_NAME, describe_llm_agent

__all__ = ["LLMBeliefExtractor", "ExtractedItem", "Extraction", "EXTRACTION_SCHEMA"]


class ExtractedItem(BaseModel):
    """One slot value as the model returns it (lenient; cleaned into ``SlotEvidence``).

    Field order is the order the model writes them in: the quote first, so the slot, value and
    polarity are read off words already written ("No chest pain" -> absent), certainty last.
    ``polarity`` defaults to present for servers that return JSON without honouring the schema.
    """

    model_config = ConfigDict(extra="ignore")
    evidence: str = Field(description="The exact words of the reply that support the value.")
    slot: Slot
    value: str | int | float
    polarity: Polarity = "present"
    certainty: float = Field(ge=0.0, le=1.0)


class Extraction(BaseModel):
    """Everything found in one patient reply."""

    model_config = ConfigDict(extra="ignore")
    items: list[ExtractedItem]


def _extraction_schema() -> dict[str, Any]:
    """Written by hand, not generated from ``ExtractedItem``: every value is a plain string here
    (``clean`` turns a pain score into a number) and the property order is the writing order."""
    properties: dict[str, Any] = {
        "evidence": {"type": "string", "description": "The exact words copied from the reply."},
        "slot": {"type": "string", "enum": list(SLOTS)},
        "value": {"type": "string"},
        "polarity": {
            "type": "string",
            "enum": list(POLARITIES),
            "description": "present: has it; absent: denied it; uncertain: hedged or does not know.",
        },
        "certainty": {"type": "number", "minimum": 0, "maximum": 1},
    }
    item = {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }
    return {
        "type": "object",
        "properties": {"items": {"type": "array", "items": item}},
        "required": ["items"],
        "additionalProperties": False,
    }


EXTRACTION_SCHEMA = _extraction_schema()


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
        return describe_llm_agent(self.llm, self.role)

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
            schema=EXTRACTION_SCHEMA,
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
        certainty lowered, rather than the whole reply re-asked. A red flag the model marks
        ``absent`` or ``uncertain`` is not a red flag: ``SlotEvidence`` keeps it as an associated
        symptom with that polarity (the denial is worth knowing), so "No chest pain" never
        reaches ``red_flags`` even when the model files it there.
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
            items.append(
                SlotEvidence(slot=item.slot, value=value, polarity=item.polarity, certainty=certainty, evidence=evidence)
            )
        return BeliefUpdate(items=items)
