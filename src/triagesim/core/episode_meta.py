"""``EpisodeMeta``: the environment's small mutable state of one episode, typed.

The environment keeps it in memory and writes it through to its ``StateStore``, where it is
stored as one JSON value per field (a Redis hash, a memory store's dict): ``to_dict`` is
that stored form, key for key as it has always been, so a state kept in Redis by an earlier
TriageSim still loads with ``from_dict``. The streams (history, trace, belief, red flags)
are not here: they are append-only and live in the store only.

A commit sends only the fields that differ from the last commit's (``changed_since``), so the
environment assigns fields plainly and never lists what it changed; cursors moved while
building an observation reach the store with the next step's commit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any, Literal

from pydantic import TypeAdapter, ValidationError

from ..cases import Algorithm

__all__ = ["EpisodeMeta", "Phase", "Status", "EndReason"]

Phase = Literal["nurse", "patient", "done"]
Status = Literal["running", "completed", "error"]
EndReason = Literal["nurse_end", "max_turns", "refusals", "error"]


@dataclass(slots=True, kw_only=True)
class EpisodeMeta:
    """Turn, phase, counters and cursors of one episode (a slotted dataclass: the environment
    reads and writes it on every step, and a pydantic model's assignment costs several times more)."""

    run_id: str
    algorithm: Algorithm
    turn: int = 0
    max_turns: int
    phase: Phase = "nurse"
    closing: bool = False
    vital_in_phase: str | None = None
    flag_in_phase: bool = False
    refusals_in_row: int = 0
    refusals_total: int = 0
    status: Status = "running"
    end_reason: EndReason | None = None
    error: str | None = None
    final_triage: int | None = None
    nurse_steps: int = 0
    history_len: int = 0
    belief_len: int = 0
    nurse_history_cursor: int = 0
    nurse_belief_cursor: int = 0
    patient_history_cursor: int = 0
    last_refusal: str | None = None
    last_nurse_utterance: str = ""
    vitals: dict[str, int | float | None] = field(default_factory=dict)  # int too: a stored 124 stays 124
    flags: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The stored form: every field, in declaration order, with its own copy of each container
        (a store that keeps the dict, or a snapshot, never shares one with the live state)."""
        values = _values(self)
        return {
            name: (value.copy() if isinstance(value, (dict, list)) else value)
            for name, value in zip(FIELD_NAMES, values)
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "EpisodeMeta":
        """A stored state back (``StateStore.meta``), checked: a missing or mistyped field raises
        ``ValueError`` naming it; fields this version does not know are ignored."""
        missing = [name for name in FIELD_NAMES if name not in data]
        if missing:
            raise ValueError(f"not an episode state: missing {', '.join(missing)}")
        try:
            return _ADAPTER.validate_python({name: data[name] for name in FIELD_NAMES})
        except ValidationError as error:
            problems = "; ".join(f"{'.'.join(str(p) for p in item['loc'])}: {item['msg']}" for item in error.errors())
            raise ValueError(f"not an episode state: {problems}") from None

    def changed_since(self, committed: dict[str, Any]) -> dict[str, Any]:
        """The fields whose value differs from ``committed`` (an earlier ``to_dict``, updated with each
        commit's changes): one commit's meta, containers copied as in ``to_dict``."""
        return {
            name: (value.copy() if isinstance(value, (dict, list)) else value)
            for name, value in zip(FIELD_NAMES, _values(self))
            if committed[name] != value
        }


FIELD_NAMES: tuple[str, ...] = tuple(item.name for item in fields(EpisodeMeta))
_values = attrgetter(*FIELD_NAMES)
_ADAPTER = TypeAdapter(EpisodeMeta)
