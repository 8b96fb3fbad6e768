"""The LLM triage nurse (ESI or ATS): one structured call per phase, split into environment steps.

A nurse phase is ONE LLM call (a ``NursePlan``: an optional vital, the red flags found, then
a question or the end); only an end planned together with a vital costs a second call, so
the level can see the value. ``NurseAgent`` splits the plan into the successive
``NurseOutput`` steps the environment expects (check_vital, log_red_flag, utterance | end)
and returns them on consecutive ``act`` calls, so the environment still sees one action per
step and judges each one. The schema sent with each call is narrowed to what is legal now, so
every instance of it is a legal phase; should the environment still refuse a step, the rest
of the plan is dropped and the next call carries the reason. The words of a plan pass the
dialogue master (``dialogue.online``) before they are said, judged by what the nurse knows (the
desk, what it heard, its own level): re-asked once, then repaired or the offending sentences
dropped (``usage.nurse``).
"""

from __future__ import annotations

import functools
import logging
from collections import deque
from collections.abc import Sequence
from typing import Any, Literal

from ...clinical.ages import apparent_age
from ...clinical.level_guard import redact_triage_level
from ...core.env import normalise_flag
from ...core.observations import NurseObservation
from ...core.outputs import DECISIONS, VITALS, NurseOutput, NursePlan
from ...dialogue import NURSE_KINDS, EpisodeFacts, Line, LineContext, OnlineMaster
from ...llm.backend import Usage
from ...llm.clients import OpenAICompatibleLLM
from ...personas import NursePersona
from ...seeds import derive_seed
from . import prompts
from .common import NURSE_SCHEMA_NAME, Reasks, describe_llm_agent
from .prompts.nurse import belief_text, format_vital, speaker_label

__all__ = ["NurseAgent", "nurse_step_schema"]

log = logging.getLogger(__name__)


def nurse_step_schema(
    allowed_actions: Sequence[str], allowed_vitals: Sequence[str], *, flag_vocabulary: Sequence[str] | None = None
) -> dict[str, Any]:
    """The JSON schema of one nurse call (a ``NursePlan``), narrowed to what is legal now.

    This schema is the contract: every instance of it is a legal phase, so a constrained
    decoder cannot produce a move the environment refuses. ``vital`` offers only the vitals
    that may be measured now, ``decision`` offers "utterance" only outside the closing phase,
    and ``utterance`` may not be empty (text that is only blanks, which
    the portable schema subset cannot rule out, is re-asked). Red flags are always allowed: when
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
            "minLength": 1,
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
        self._lines: list[Line] = []  # the dialogue as the dialogue master reads it (turns, who spoke)
        self.dialogue = OnlineMaster(NURSE_KINDS)
        self._beliefs: dict[str, list[str]] = {}  # slot -> rendered values ("fever denied (turn 3)")
        self._belief_keys: dict[str, set[tuple[str, str]]] = {}  # slot -> (value, polarity) already noted
        self._pending: deque[NurseOutput] = deque()
        self._ending = False  # an end was deferred to see a vital: the next call only settles the level
        self._spoken = False
        self._algorithm_seen: str | None = None
        self._apparent_age: float | None = None  # the age the patient presents with, once seen or heard
        self._usage = Usage()
        self.redactions = 0  # plans whose words to the patient still gave a level after the re-ask
        self.level_reasks = 0  # plans re-asked because their words to the patient named a level

    def describe(self) -> dict[str, Any]:
        algorithm = self._algorithm_seen or self.algorithm
        return describe_llm_agent(self.llm, self.role, algorithm=algorithm, opening=self.opening)

    def usage(self) -> dict[str, Any]:
        """The model's usage, plus how many plans were re-asked for naming a level and had a level cut from their words,
        and what the dialogue master re-asked, repaired and left (in the artifact)."""
        return {**self._usage.as_dict(), "model": self.llm.model, "level_reasks": self.level_reasks,
                "redactions": self.redactions, **self.dialogue.usage()}

    # -- keeping the record -------------------------------------------------------------
    def _absorb(self, observation: NurseObservation) -> None:
        """Add what is new to the nurse's own record: dialogue lines, measurements, notes.

        Measurements carry their units. Notes keep their polarity and turn, so a denial ("no
        chest pain") reads as one, and a thing denied early and reported later shows both.
        """
        answerer = speaker_label(observation.registration)
        for event in observation.new_events:
            actor, kind = event.get("actor"), event.get("event")
            said_at = event.get("turn")
            when = said_at if isinstance(said_at, int) else observation.turn
            if actor == "nurse" and event.get("utterance"):
                self._transcript.append(f"You: {event['utterance']}")
                self._lines.append(Line(when, "nurse", event["utterance"]))
                self._spoken = True
            elif actor == "patient" and event.get("utterance"):
                companion = event.get("speaker") == "companion"
                label = answerer if companion else "Patient"
                self._transcript.append(f"{label}: {event['utterance']}")
                self._lines.append(Line(when, "companion" if companion else "patient", event["utterance"]))
            elif kind == "vital":
                name = str(event.get("name"))
                self._transcript.append(f"[you measured {name}: {format_vital(name, event.get('value'))}]")
            elif kind == "red_flag":
                self._transcript.append(f"[you logged red flags: {', '.join(event.get('flags', []))}]")
        for record in observation.new_beliefs:
            if record.get("kind") != "slot":
                continue
            polarity = record.get("polarity") or "present"  # records written before polarity existed
            key = (str(record.get("value")).strip().lower(), polarity)
            seen = self._belief_keys.setdefault(str(record.get("slot")), set())
            if key in seen:
                continue
            seen.add(key)
            turn = record.get("turn")
            self._beliefs.setdefault(str(record.get("slot")), []).append(
                belief_text(record.get("value"), polarity, turn if isinstance(turn, int) else None)
            )

    def _desk_age(self, observation: NurseObservation) -> float | None:
        """The age a patient with none on the form presents with: read from what the nurse sees (its
        first look) and hears (the patient's side), as the dialogue master reads it
        (``EpisodeFacts.age_range``); fixed once found, so the desk stays a stable prefix. None:
        an adult, or an age on the form."""
        registration = observation.registration
        if registration.age is not None or self._apparent_age is not None:
            return self._apparent_age
        seen = [registration.first_look or "", *(line.text for line in self._lines if line.from_patient_side)]
        self._apparent_age = apparent_age("; ".join(text.strip() for text in seen if text.strip()))
        return self._apparent_age

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
            registration=observation.registration,
            apparent_age=self._desk_age(observation),
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
        reasks = Reasks(self.llm, self._usage)
        line = self.dialogue.line()

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
            # One re-ask for a leaked level; a second leak is redacted after the call instead.
            if prompts.leaks_triage_level(said) and strikes["leak"] == 0 and reasks.spare:
                strikes["leak"] += 1
                self.level_reasks += 1
                raise ValueError(
                    "your words to the patient name a triage scale or level (a level, category, priority or target "
                    "wait); never tell the patient a level, category, priority or score, nor how long they will wait "
                    "(keep it in the 'triage' field only) - rephrase the utterance"
                )
            if first_words and output.decision == "utterance" and name and name.lower() not in said.lower():
                if strikes["intro"] == 0 and reasks.spare:
                    strikes["intro"] += 1
                    raise ValueError(f"your first words must introduce you by name ({self.persona.name})")
            context = self._line(observation, output)
            if context is not None and reasks.spare_for_style and (problem := line.reask(context)):
                raise ValueError(problem)  # once: a second time the offending sentences are dropped instead

        plan = await self.llm.complete(
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
        plan = self._redacted(plan)
        context = self._line(observation, plan)
        if context is None:
            line.withdrawn()
            return plan
        said = line.settle(context)
        return plan if said == plan.utterance else plan.model_copy(update={"utterance": said})

    def _line(self, observation: NurseObservation, plan: NursePlan) -> LineContext | None:
        """A plan's words as the dialogue master reads them, with what the nurse knows
        (``EpisodeFacts.from_registration``: the desk, what it heard, its own level); None when
        they will not be said (an end deferred to see a vital first)."""
        if plan.decision == "end" and plan.vital is not None:
            return None
        heard = [line.text for line in self._lines if line.from_patient_side]
        facts = EpisodeFacts.from_registration(observation.registration, heard, self.persona, plan.triage)
        said = Line(observation.turn, "nurse", plan.utterance)
        return LineContext(facts, said, tuple(self._lines), closing=plan.decision == "end")

    def _redacted(self, plan: NursePlan) -> NursePlan:
        """The plan with any level still given away cut out of its words to the patient.

        A model that leaks again after being told not to is not asked a third time (that costs
        a call and may never end); the leaking clause is removed and the rest is said, or a
        neutral line when nothing is left, so the utterance is never blank.
        """
        if not prompts.leaks_triage_level(plan.utterance):
            return plan
        said = redact_triage_level(plan.utterance)
        self.redactions += 1
        log.info("nurse %s: a triage level in the words to the patient was redacted", self._run_id or "-")
        return plan.model_copy(update={"utterance": said})

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
