"""The offline rater: the protocol nurse reads a finished conversation and gives its level.

No second rule engine: the rater is the offline engine's own ``ProtocolNurse``, fed the
conversation through its public ``act`` as if it had conducted it. Each patient (or
companion) line goes in as a new event, the vitals the nurse measured come with the first
one, and every observation is a closing phase whose only legal action is ``end``, so the
nurse only listens and decides: it never asks, measures or logs. The level of the last
``end`` is the rating.

The nurse interprets a reply in the light of the question it answers (a bare "seven" is a
pain score only after a pain question, a shrug to a screening question stays unresolved), so
before each reply the rater sets the nurse's ``last_topic`` to the topic of the question
actually asked, found by the one topic classifier (``clinical.topics``).
"""

from __future__ import annotations

from typing import Any

from ..agents.offline import ProtocolNurse
from ..clinical.topics import first_topics, nurse_topic
from ..core.observations import NurseObservation
from ..errors import ConfigError
from .encounter import Encounter

__all__ = ["OfflineRater", "question_topic"]

# The protocol nurse's interview topics (its ``last_topic`` names), looked up by classifier topic.
_NURSE_TOPICS = ("complaint", "onset", "pain", "history", "self_harm", "intoxication", "anticoagulants",
                 "pregnancy", "mechanism", "associated")
_BY_CLASSIFIER = {nurse_topic(name): name for name in _NURSE_TOPICS if nurse_topic(name)}


def question_topic(question: str) -> str | None:
    """The protocol nurse's name for what ``question`` asks first (None: nothing it asks about)."""
    for _, topic in sorted(first_topics(question)):
        if topic in _BY_CLASSIFIER:
            return _BY_CLASSIFIER[topic]
    return None


class OfflineRater:
    """Rates text and ASR transcripts offline (no model, no network); deterministic."""

    def describe(self) -> dict[str, Any]:
        return {"kind": "offline", "engine": "protocol-nurse", "version": ProtocolNurse.version}

    async def rate(self, encounter: Encounter) -> dict[str, Any]:
        if encounter.modality == "audio":
            raise ConfigError("the offline rater reads transcripts, not audio: rate --modality audio with an LLM (--model NAME)")
        nurse = ProtocolNurse()
        nurse.reset(run_id=encounter.run_id, seed=0)
        vitals = dict(encounter.vitals)
        pending: list[dict[str, Any]] = [
            {"turn": 0, "actor": "system", "event": "vital", "name": name, "value": value} for name, value in vitals.items()
        ]
        topic: str | None = "complaint"
        output = None
        turn = 0
        for speaker, text in encounter.lines:
            if speaker == "nurse":
                topic = question_topic(text) or topic
                continue
            event: dict[str, Any] = {"turn": turn, "actor": "patient", "utterance": text}
            if speaker == "companion":
                event["speaker"] = "companion"
            nurse.last_topic = topic
            if topic is not None:
                nurse.asked.append(topic)
            output = await nurse.act(self._observation(encounter, turn, [*pending, event], vitals))
            pending = []
            turn += 1
        if output is None:  # no reply at all: decide from the vitals alone
            output = await nurse.act(self._observation(encounter, turn, pending, vitals))
        return {"level": output.triage, "confidence": output.confidence, "explanation": output.explanation}

    @staticmethod
    def _observation(encounter: Encounter, turn: int, events: list[dict[str, Any]], vitals: dict[str, float | None]) -> NurseObservation:
        return NurseObservation(
            run_id=encounter.run_id,
            algorithm=encounter.algorithm,
            registration=encounter.desk,
            turn=turn,
            max_turns=max(turn, 1),
            questions_left=0,
            closing=True,
            step=turn,
            new_events=events,
            new_beliefs=[],
            vitals=vitals,
            red_flags_logged=[],
            allowed_actions=["end"],
            allowed_vitals=[],
        )

    async def aclose(self) -> None:
        return None

