"""The LLM patient: knows only its brief (complaint, pain, history, private facts) and the dialogue.

It keeps the information barrier (``clinical.barrier``) on both sides of the model: what it is
told holds no reading, level or measurement (the prompt is built from the brief, and the nurse's
words pass through ``redact``), and what it says is checked: a reply that names a sign, a reading
or a level is re-asked once with the reason, and if the model says it again the offending
clauses are dropped rather than failing the episode. The dialogue master (``dialogue.online``)
checks each reply the same way against what the patient itself knows (its brief, never its
acuity): re-asked once, then repaired or its offending sentences dropped (``usage.patient``).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from ...clinical.barrier import barrier_violations, redact
from ...core.observations import PatientBrief, PatientObservation
from ...core.outputs import PatientOutput
from ...dialogue import PATIENT_KINDS, EpisodeFacts, Line, LineContext, OnlineMaster
from ...llm.backend import Usage
from ...llm.clients import OpenAICompatibleLLM
from ...personas import PatientPersona
from ...seeds import derive_seed
from .common import PATIENT_SCHEMA_NAME, Reasks, describe_llm_agent
from .prompts.patient import asks_about, disclosure_note, may_disclose, patient_system_prompt, reassures, trust_gated

__all__ = ["PatientAgent"]

log = logging.getLogger(__name__)

_BARRIER_REASK = (
    "your reply {problems}, which a patient cannot know: you do not know your measurements or how urgent your "
    "case is. Say it again in everyday words, with no number for a reading and no medical word for one"
)
# What the patient hears when every clause the nurse said gave a reading or a level away.
_NURSE_REDACTED = "(The nurse checks something and writes it down.)"


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
        self._lines: list[Line] = []  # the dialogue as the dialogue master reads it (turns, who spoke)
        self._facts: tuple[PatientBrief, EpisodeFacts] | None = None
        self.dialogue = OnlineMaster(PATIENT_KINDS)
        self._messages: list[dict[str, str]] = []  # the dialogue as chat messages, built once per line
        self._system: tuple[PatientBrief, str] | None = None  # (the brief it was built for, the prompt)
        self._asked: dict[str, int] = {}
        self._reassured: dict[str, int] = {}
        self._usage = Usage()
        self.redactions = 0  # replies whose barrier-breaking clauses were dropped after the re-ask
        self.barrier_reasks = 0  # replies re-asked because they broke the barrier (a sign word, a measurement)

    def describe(self) -> dict[str, Any]:
        return describe_llm_agent(self.llm, self.role)

    def usage(self) -> dict[str, Any]:
        """The model's usage, plus how many replies were re-asked for breaking the barrier and had barrier-breaking
        clauses dropped, and what the dialogue master re-asked, repaired and left (in the artifact): every re-ask
        is one of these or a failed schema, so a reader can account for each call."""
        return {**self._usage.as_dict(), "model": self.llm.model, "barrier_reasks": self.barrier_reasks,
                "redactions": self.redactions, **self.dialogue.usage()}

    def disclosure(self, topics: list[str]) -> dict[str, bool]:
        """Which trust-gated private facts may be shared now (``may_disclose``: how often,
        and how kindly, the nurse has asked, against this persona's trust)."""
        trust = self.persona.trust_in_healthcare
        return {
            topic: may_disclose(trust, self._asked.get(topic, 0), self._reassured.get(topic, 0))
            for topic in topics
            if trust_gated(topic)
        }

    def _hear(self, text: str, topics: list[str]) -> None:
        """Count the nurse's asks (and reassuring asks) about each trust-gated private fact."""
        reassuring = reassures(text)
        for topic in topics:
            if trust_gated(topic) and asks_about(topic, text):
                self._asked[topic] = self._asked.get(topic, 0) + 1
                if reassuring:
                    self._reassured[topic] = self._reassured.get(topic, 0) + 1

    def build_messages(self, observation: PatientObservation) -> list[dict[str, str]]:
        """The chat for this reply (also used by tests to inspect what the patient is told)."""
        topics = list(observation.brief.sensitive)
        for event in observation.new_events:
            # Only words: system events (vitals, flags) carry measurements the patient must not see.
            actor, text = event.get("actor"), event.get("utterance")
            if actor not in ("nurse", "patient") or not text:
                continue
            self._dialogue.append((actor, text))
            turn = event.get("turn")
            self._lines.append(Line(turn if isinstance(turn, int) else observation.turn,
                                    "nurse" if actor == "nurse" else event.get("speaker") or "patient", text))
            if actor == "nurse":
                self._hear(text, topics)
        if observation.nurse_utterance and (not self._dialogue or self._dialogue[-1][0] != "nurse"):
            self._dialogue.append(("nurse", observation.nurse_utterance))
            self._lines.append(Line(observation.turn, "nurse", observation.nurse_utterance))
            self._hear(observation.nurse_utterance, topics)
        # The system prompt depends on the case alone and a line, once said, never changes: both are
        # built once (at concurrency 512 rebuilding them was most of the CPU per call), and every
        # request is the previous one plus the new lines, which is what a server's prefix cache reuses.
        if self._system is None or self._system[0] != observation.brief:
            self._system = (observation.brief, patient_system_prompt(observation.brief, self.persona))
        for actor, text in self._dialogue[len(self._messages):]:
            if actor == "nurse":
                # A reading or a level the nurse lets slip is not heard: the patient must not repeat it.
                self._messages.append({"role": "user", "content": redact(text, fallback=_NURSE_REDACTED)})
            else:
                self._messages.append({"role": "assistant", "content": json.dumps({"utterance": text}, ensure_ascii=False)})
        messages = [{"role": "system", "content": self._system[1]}, *(dict(message) for message in self._messages)]
        # What changes as the nurse asks (which private matters may be shared now) rides on the latest
        # nurse line of this request only, so it never invalidates the cached prefix.
        note = disclosure_note(self.disclosure(topics))
        last_nurse = next((index for index in range(len(messages) - 1, 0, -1) if messages[index]["role"] == "user"), None)
        if note and last_nurse is not None:
            messages[last_nurse]["content"] += f"\n\n{note}"
        if observation.last_refusal:
            note = f"(Your previous reply was not accepted: {observation.last_refusal}.)"
            messages.append({"role": "user", "content": note})
        return messages

    def _line(self, observation: PatientObservation, text: str) -> LineContext:
        """A reply about to be said, as the dialogue master reads it: with what the patient knows
        (``EpisodeFacts.from_brief``) and the dialogue so far."""
        brief = observation.brief
        if self._facts is None or self._facts[0] is not brief:
            self._facts = (brief, EpisodeFacts.from_brief(brief, self.persona))
        return LineContext(self._facts[1], Line(observation.turn, brief.speaker, text), tuple(self._lines))

    async def act(self, observation: PatientObservation) -> PatientOutput:
        messages = self.build_messages(observation)
        reasks = Reasks(self.llm, self._usage)
        strikes = {"barrier": 0}
        line = self.dialogue.line()

        def check(output: PatientOutput) -> None:
            if not output.utterance.strip():
                raise ValueError("the utterance is empty; answer the nurse in words")
            problems = barrier_violations(output.utterance)
            if problems and reasks.spare and strikes["barrier"] == 0:
                strikes["barrier"] += 1  # once: a second time the clauses are dropped instead
                self.barrier_reasks += 1
                raise ValueError(_BARRIER_REASK.format(problems="; ".join(problems)))
            if reasks.spare_for_style and (problem := line.reask(self._line(observation, output.utterance))):
                raise ValueError(problem)  # once: a second time the offending sentences are dropped instead

        output = await self.llm.complete(
            messages,
            PatientOutput,
            role=self.role,
            schema_name=PATIENT_SCHEMA_NAME,
            check=check,
            usage=self._usage,
            seed=self._seed,
            run_id=self._run_id or None,
        )
        cleaned = redact(output.utterance)
        if cleaned != output.utterance:
            self.redactions += 1
            log.info(
                "patient reply still broke the information barrier after a re-ask; dropped: %s",
                "; ".join(barrier_violations(output.utterance)),
                extra={"run_id": self._run_id or None},
            )
            output = output.model_copy(update={"utterance": cleaned})
        said = line.settle(self._line(observation, output.utterance))
        if said != output.utterance:
            output = output.model_copy(update={"utterance": said})
        return output
