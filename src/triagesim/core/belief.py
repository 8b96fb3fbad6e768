"""The nurse's belief state, with provenance.

Evidence nodes hold what was actually said or measured (a quote, a vital reading); slot
values point at the evidence that supports them, with the source, the turn and a certainty.
Keeping the chain lets a researcher ask *why* the belief holds a value, and lets a future
faithfulness metric check an explanation against real evidence.

Every slot value also has a ``polarity``: ``present`` (the patient has it), ``absent`` (they
denied it: "no chest pain") or ``uncertain`` (they hedged: "maybe a fever"). A denial is
information the nurse needs too, so it is kept, not dropped; but only a ``present`` value may
be a red flag (``SlotEvidence`` moves any other to ``associated_symptoms``), so "no chest
pain" can never become the red flag "chest pain".

The environment stores beliefs as append-only records (``evidence`` and ``slot``) so a step
never rewrites the graph; ``BeliefGraph.from_records`` rebuilds it once, at the end.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

__all__ = ["SLOTS", "Slot", "POLARITIES", "Polarity", "SlotEvidence", "BeliefUpdate", "BeliefGraph"]

Slot = Literal[
    "chief_complaint",
    "pain_location",
    "pain_severity",
    "duration",
    "associated_symptoms",
    "red_flags",
    "medical_history",
    "medications",
    "allergies",
]
SLOTS: tuple[str, ...] = get_args(Slot)

Polarity = Literal["present", "absent", "uncertain"]
POLARITIES: tuple[str, ...] = get_args(Polarity)


class SlotEvidence(BaseModel):
    """One extracted value for one slot, with the quote it came from and whether it was affirmed."""

    model_config = ConfigDict(extra="forbid")
    slot: Slot
    value: str | int | float
    polarity: Polarity = Field(
        default="present",
        description="present: the patient has it; absent: they denied it; uncertain: they hedged or did not know.",
    )
    certainty: float = Field(default=0.8, ge=0.0, le=1.0)
    evidence: str = Field(default="", description="The exact words from the reply that support the value.")

    @field_validator("value")
    @classmethod
    def _strip(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = value.strip()
            if not value:
                raise ValueError("empty slot value")
        return value

    @model_validator(mode="after")
    def _red_flags_are_present(self) -> "SlotEvidence":
        """A red flag is a reason to escalate, so only an affirmed one may be a red flag.

        A denied or doubtful one is still worth knowing: it is kept, with its polarity, as an
        associated symptom. Enforced here, once, so every extractor (rule-based, LLM, custom)
        gets it.
        """
        if self.slot == "red_flags" and self.polarity != "present":
            self.slot = "associated_symptoms"
        return self


class BeliefUpdate(BaseModel):
    """Everything extracted from one patient reply (one structured call, or the rule-based extractor)."""

    model_config = ConfigDict(extra="forbid")
    items: list[SlotEvidence] = Field(default_factory=list)


def _norm(value: Any) -> Any:
    return " ".join(value.lower().split()) if isinstance(value, str) else value


class BeliefGraph:
    """Evidence nodes and slot values, serialisable to the artifact's ``belief`` shape."""

    def __init__(self) -> None:
        self.evidence: list[dict[str, Any]] = []
        self.slots: dict[str, list[dict[str, Any]]] = {slot: [] for slot in SLOTS}
        self.vitals: dict[str, Any] = {}
        self.red_flags_logged: set[str] = set()
        self._seen: set[tuple[str, Any]] = set()

    # -- building -------------------------------------------------------------------------
    def add_evidence(self, *, turn: int, source: str, text: str, kind: str = "utterance") -> str:
        node_id = f"e{len(self.evidence)}"
        self.evidence.append({"id": node_id, "turn": turn, "source": source, "kind": kind, "text": text})
        return node_id

    def add_value(
        self,
        *,
        slot: str,
        value: Any,
        source: str,
        turn: int,
        certainty: float,
        evidence_id: str | None,
        quote: str = "",
        polarity: Polarity = "present",
    ) -> bool:
        """Add a slot value; a value already held (case-insensitively) keeps its first provenance.

        Polarity is part of the key: a symptom denied early and reported later is new
        information, so both are kept, each with its own turn and quote.
        """
        key = (slot, _norm(value), polarity)
        if key in self._seen:
            return False
        self._seen.add(key)
        self.slots.setdefault(slot, []).append(
            {
                "value": value,
                "polarity": polarity,
                "source": source,
                "turn": turn,
                "certainty": round(float(certainty), 3),
                "evidence": quote,
                "evidence_id": evidence_id,
            }
        )
        return True

    @classmethod
    def from_records(
        cls, records: list[dict[str, Any]], vitals: dict[str, Any] | None = None, red_flags_logged: Any = ()
    ) -> "BeliefGraph":
        """Rebuild from the environment's append-only belief records."""
        graph = cls()
        for record in records:
            if record.get("kind") == "evidence":
                graph.evidence.append({k: v for k, v in record.items() if k != "kind"})
            elif record.get("kind") == "slot":
                graph.add_value(
                    slot=record["slot"],
                    value=record["value"],
                    source=record["source"],
                    turn=record["turn"],
                    certainty=record["certainty"],
                    evidence_id=record.get("evidence_id"),
                    quote=record.get("evidence", ""),
                    polarity=record.get("polarity", "present"),  # records written before polarity existed
                )
        graph.vitals = dict(vitals or {})
        graph.red_flags_logged = set(red_flags_logged)
        return graph

    # -- reading --------------------------------------------------------------------------
    def values(self, slot: str, *, polarity: Polarity | None = "present") -> list[Any]:
        """The slot's values the patient affirmed (``polarity=None``: denied and hedged ones too)."""
        return [item["value"] for item in self.slots.get(slot, []) if polarity is None or item["polarity"] == polarity]

    def to_artifact(self) -> dict[str, Any]:
        """The artifact ``belief``: slot lists (each item with its ``polarity``), ``vitals_known`` and
        ``red_flags_logged`` sorted."""
        belief: dict[str, Any] = {slot: [dict(item) for item in items] for slot, items in self.slots.items()}
        belief["vitals_known"] = sorted(name for name, value in self.vitals.items() if value is not None)
        belief["vitals"] = {name: self.vitals[name] for name in sorted(self.vitals)}
        belief["red_flags_logged"] = sorted(self.red_flags_logged)
        belief["evidence"] = [dict(node) for node in self.evidence]
        return belief
