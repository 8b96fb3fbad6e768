"""``ScriptedPatient``: the episode lifecycle and the reply pipeline (intents, answers, assembly, persona finish).

The answer builders, voice and style live in the mixins it combines; see the package docstring for the whole story.
"""

from __future__ import annotations

import re

from ....core.observations import PatientBrief, PatientObservation
from ....core.outputs import PatientOutput
from ....personas import PatientPersona
from .answers import (
    HistoryAnswersMixin,
    PainAnswersMixin,
    SensitiveAnswersMixin,
    StoryAnswersMixin,
    SymptomAnswersMixin,
    Answer,
)
from .english import bare, as_sentence, tidy, uncapitalised, split_sentences
from .intents import IntentMixin, Probe
from .phrases import ASK_AGAIN, CHATTER, COMPANION_CHATTER, COMPANION_DRIFT, COMPANION_WORRY, CONFUSED, DRIFT, WORRY
from .safety import sanitise
from .style import StyleMixin
from .voice import VoiceMixin

__all__ = ["ScriptedPatient", "VERSION"]

VERSION = "1.0"

_BUDGET = {"terse": 1, "normal": 2, "verbose": 4}


class ScriptedPatient(
    StoryAnswersMixin,
    PainAnswersMixin,
    SymptomAnswersMixin,
    HistoryAnswersMixin,
    SensitiveAnswersMixin,
    IntentMixin,
    VoiceMixin,
    StyleMixin,
):
    """A deterministic, persona-driven patient (or companion) for offline triage runs."""

    def __init__(self, persona: PatientPersona | None = None, seed: int | None = None):
        self.persona = persona or PatientPersona()
        self.seed = 0 if seed is None else int(seed)
        self._run_id: str | None = None
        self._brief: PatientBrief | None = None
        self._state_reset(self.seed, "")

    # -- protocol -------------------------------------------------------------------------

    def reset(self, *, run_id: str, seed: int) -> None:
        """Start a new episode: per-episode state cleared, generators reseeded from (seed, run_id)."""
        self.seed = int(seed)
        self._state_reset(self.seed, run_id)
        self._run_id = run_id

    def describe(self) -> dict[str, str]:
        return {"kind": "offline", "engine": "scripted-patient", "version": VERSION}

    async def act(self, observation: PatientObservation) -> PatientOutput:
        return PatientOutput(utterance=self.respond(observation))

    # -- the main entry -------------------------------------------------------------------

    def respond(self, observation: PatientObservation) -> str:
        """The reply to one nurse utterance (synchronous core of ``act``)."""
        if self._run_id != observation.run_id:
            self.reset(run_id=observation.run_id, seed=self.seed)
        brief = observation.brief
        if self._brief is not brief and (self._brief is None or self._brief != brief):  # the same object all episode
            self._begin(brief)
        self._turns += 1
        text = (observation.nurse_utterance or "").strip()
        self._question = text
        reply = self._compose(text)
        reply = tidy(sanitise(reply))
        if not reply:
            reply = "Sorry, could you say that again?"
        return reply

    # -- composing ------------------------------------------------------------------------

    def _compose(self, text: str) -> str:
        persona = self.persona
        if not text:
            return "Sorry?"
        names, probes, statement = self._intents(text)

        # Cognition can derail a reply (never the companion's: they are not the one unwell).
        if not self._companion and names and self._turns > 1:
            if persona.cognitive_state == "confused" and self._style.random() < 0.2:
                if self._last_reply and self._style.random() < 0.5:
                    first = split_sentences(self._last_reply)[0]
                    return self._finish([f"Like I said, {uncapitalised(bare(first))}."], record=False)
                return self._finish([self._style.choice(CONFUSED)], record=False)
            if persona.cognitive_state == "distracted" and self._style.random() < 0.12:
                return self._finish([self._style.choice(ASK_AGAIN)], record=False)

        if statement:
            return self._finish([self._acknowledge(text)], record=False)
        if not names:
            return self._finish([self._fallback()])

        answers = [self._answer(name, probes) for name in names]
        return self._finish(self._assemble(answers))

    def _assemble(self, answers: list[Answer]) -> list[str]:
        persona = self.persona
        budget = _BUDGET[persona.verbosity]
        allowance = 1 if (len(answers) > 1 or any(a.disclosure for a in answers)) else 0
        limit = budget + allowance
        primaries = list(dict.fromkeys(as_sentence(a.primary) for a in answers))
        if len(primaries) > limit:
            head, tail = primaries[: limit - 1], primaries[limit - 1:]
            merged = "; ".join([bare(tail[0])] + [uncapitalised(bare(t)) for t in tail[1:]])
            primaries = head + [as_sentence(merged)]
        sentences = list(primaries)
        # Content extras up to the budget, round-robin over the answers.
        pools = [[as_sentence(e) for e in a.extras if e] for a in answers]
        content_extras: list[str] = []
        while len(sentences) + len(content_extras) < budget and any(pools):
            for pool in pools:
                if pool and len(sentences) + len(content_extras) < budget:
                    candidate = pool.pop(0)
                    if candidate not in sentences and candidate not in content_extras:
                        content_extras.append(candidate)
        if persona.verbosity == "verbose":
            # A talkative patient volunteers parts of the story not told yet this episode.
            for candidate in self._story():
                if len(sentences) + len(content_extras) >= budget:
                    break
                if candidate not in sentences and candidate not in content_extras and candidate not in self._said:
                    content_extras.append(candidate)
            chatter = [c for c in (self._fill(c) for c in (COMPANION_CHATTER if self._companion else CHATTER))
                       if c not in self._said]
            if chatter and len(sentences) + len(content_extras) < budget:
                content_extras.append(self._style.choice(chatter))
            story = [c for c in self._story() if c not in sentences and c not in content_extras]
            if story and len(sentences) + len(content_extras) < budget:
                content_extras.append(f"Like I said, {uncapitalised(self._style.choice(story))}")
        sentences += content_extras
        self._said.update(sentences)
        # Persona extras: worry (emotion) and one off-topic sentence (drift), within budget + allowance.
        persona_extras: list[str] = []
        worry_p = {"calm": 0.0, "anxious": 0.35, "distressed": 0.6}[persona.emotion_regulation]
        if worry_p and self._style.random() < worry_p:
            if self._companion:
                persona_extras.append(self._fill(self._style.choice(COMPANION_WORRY)))
            else:
                persona_extras.append(self._style.choice(WORRY))
        if persona.topic_drift and self._style.random() < persona.topic_drift:
            persona_extras.append(self._style.choice(COMPANION_DRIFT if self._companion else DRIFT))
        for extra in persona_extras:
            if len(sentences) < limit:
                sentences.append(extra)
            elif content_extras:
                dropped = content_extras.pop()
                sentences.remove(dropped)
                sentences.append(extra)
        return sentences

    def _finish(self, sentences: list[str], *, record: bool = True) -> str:
        """Language simplification, then disfluency, sentence by sentence."""
        persona = self.persona
        out = []
        for sentence in sentences:
            sentence = as_sentence(sentence)
            if persona.language_proficiency in ("limited", "intermediate"):
                sentence = self._simplify(sentence, persona.language_proficiency)
            if persona.disfluency_rate and self._style.random() < persona.disfluency_rate:
                sentence = self._disfluent(sentence)
            out.append(sentence)
        reply = " ".join(out)
        if record:
            self._last_reply = reply
        return reply

    # -- answers --------------------------------------------------------------------------

    def _answer(self, name: str, probes: list[Probe]) -> Answer:
        handler = getattr(self, f"_a_{name}")
        return handler(probes) if name == "symptoms" else handler()

    # fallbacks

    def _acknowledge(self, text: str) -> str:
        if re.search(r"\bthank", text, re.IGNORECASE):
            return self._style.choice(("Thank you.", "Okay, thanks.", "Thanks, I appreciate it."))
        return self._style.choice(("Okay.", "Alright.", "Okay, that's fine."))

    def _fallback(self) -> str:
        if self._style.random() < 0.5:
            return self._style.choice(("Sorry, could you say that again?", "Sorry, I'm not sure what you mean."))
        clause = self._v(self._complaint_clause(self._items[0]))
        return as_sentence(f"{clause}, that's all I know")
