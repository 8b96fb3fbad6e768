"""Small scripted agents for tests: they replay fixed outputs, so every rule can be hit on purpose."""

from __future__ import annotations

from collections.abc import Iterable

from triagesim.core import BeliefUpdate, NurseOutput, PatientOutput, SlotEvidence


def nurse_step(action: str, triage: int = 3, **fields) -> NurseOutput:
    return NurseOutput(explanation=fields.pop("explanation", f"because {action}"), action=action,
                       triage=triage, confidence=fields.pop("confidence", 0.5), **fields)


class ScriptNurse:
    """Plays a list of outputs in order; then asks generic questions, then ends."""

    def __init__(self, outputs: Iterable[NurseOutput] = (), final: int = 3):
        self.outputs = list(outputs)
        self.final = final
        self.observations = []

    async def act(self, observation):
        self.observations.append(observation)
        if self.outputs:
            return self.outputs.pop(0)
        if observation.closing:
            return nurse_step("end", self.final)
        return nurse_step("utterance", self.final, utterance=f"Question {observation.turn}?")


class EchoPatient:
    """Answers every question with a fixed reply; records what it was shown."""

    def __init__(self, reply: str = "My chest hurts, about 7 out of 10."):
        self.reply = reply
        self.observations = []

    async def act(self, observation):
        self.observations.append(observation)
        return PatientOutput(utterance=self.reply)


class KeywordExtractor:
    """Fills chief complaint and pain severity when the reply mentions them."""

    async def extract(self, reply: str, *, question: str, turn: int) -> BeliefUpdate:
        items = []
        if "chest" in reply:
            items.append(SlotEvidence(slot="chief_complaint", value="chest pain", certainty=0.9, evidence="My chest hurts"))
        if "7 out of 10" in reply:
            items.append(SlotEvidence(slot="pain_severity", value=7, certainty=0.9, evidence="7 out of 10"))
        return BeliefUpdate(items=items)
