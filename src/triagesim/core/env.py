"""``TriageEnv``: the episode rules, the only place that reads the ground truth.

Gymnasium-shaped: ``reset`` starts an episode and returns the nurse's first observation,
``step`` applies one agent output and returns a ``StepResult`` with the next observation.
Observations come only from those two; ``observe`` shows the latest one again and changes
nothing, so looking twice never loses an event. A rule-breaking output is *refused* with a reason the agent can act on (an
LLM can be re-prompted with it); after ``max_refusals`` refusals in a row the episode ends
with status ``error`` and everything up to that point is kept in the artifact.

State lives in a ``StateStore``. The env keeps a write-through copy of the small episode
meta (``EpisodeMeta``: turn, phase, cursors) so a step costs one commit plus a read of what is new.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Literal

from ..cases import Algorithm, Case
from ..clinical.picture import ClinicalPicture, compile_picture
from .artifact import SCHEMA_VERSION
from .belief import BeliefGraph, BeliefUpdate
from .episode_meta import EpisodeMeta
from .observations import NurseObservation, PatientBrief, PatientObservation, Registration, StepResult
from .outputs import (
    VITALS,
    CheckVitalAction,
    EndAction,
    LogRedFlagAction,
    NurseOutput,
    PatientOutput,
    UtteranceAction,
)
from .store import MemoryStore, StateStore

__all__ = ["TriageEnv", "EpisodeStateError", "SCHEMA_VERSION", "normalise_flag"]

_NURSE_ACTIONS = ("utterance", "check_vital", "log_red_flag", "end")


class EpisodeStateError(RuntimeError):
    """The caller broke the protocol (stepped a finished episode, wrong actor): a bug, not an agent mistake."""


def normalise_flag(flag: str) -> str:
    """Case and whitespace only; synonyms are the agent's business (metrics match exactly)."""
    return " ".join(str(flag).lower().split())


def _clean(text: str) -> str:
    return " ".join(text.split())


class TriageEnv:
    """One triage episode at a time, over any ``StateStore``."""

    def __init__(
        self,
        store: StateStore | None = None,
        *,
        max_turns: int = 12,
        max_refusals: int = 3,
        max_flags_per_call: int = 5,
    ) -> None:
        if max_turns < 1:
            raise ValueError(f"max_turns must be >= 1, got {max_turns}")
        if max_refusals < 1:
            raise ValueError(f"max_refusals must be >= 1, got {max_refusals}")
        self.store = store if store is not None else MemoryStore()
        self.max_turns = max_turns
        self.max_refusals = max_refusals
        self.max_flags_per_call = max_flags_per_call
        self.run_id: str | None = None
        self._meta: EpisodeMeta | None = None
        self._committed: dict[str, Any] = {}  # the meta as the store last received it
        self._brief: PatientBrief | None = None
        self._registration = Registration()
        self._picture: dict[str, Any] | None = None
        self._ground_truth: dict[str, Any] = {}
        self._observation: NurseObservation | PatientObservation | None = None

    # ------------------------------------------------------------------ lifecycle
    def reset(
        self,
        case: Case | Mapping[str, Any],
        *,
        run_id: str | None = None,
        algorithm: Algorithm | None = None,
        apparent_sex: str | None = None,
    ) -> NurseObservation:
        """Start an episode at turn 0 and return the nurse's first observation.

        ``apparent_sex``: the sex the patient presents with ("F" / "M", from the persona that plays
        it) when the case records none, as a MIMIC row does: the nurse sees a man or a woman at the
        desk, and the patient answers as one. A complaint that names what only one sex has
        (``Case.apparent_sex``) decides it instead. The ground truth keeps the case's own (None)."""
        if not isinstance(case, Case):
            case = Case.model_validate(case)
        algorithm = algorithm or case.default_algorithm
        if algorithm not in ("esi", "ats"):
            raise ValueError(f"algorithm must be 'esi' or 'ats', got {algorithm!r}")
        self.run_id = run_id or uuid.uuid4().hex
        self._ground_truth = case.ground_truth(algorithm)
        self._picture = _picture_of(case)
        # what the complaint says of the sex ("enlarged prostate") wins over the persona's
        apparent_sex = case.apparent_sex or apparent_sex
        presented = case if case.sex or not apparent_sex else case.model_copy(update={"sex": apparent_sex})
        self._brief = PatientBrief.from_case(presented)
        self._registration = Registration.from_case(presented)
        self._meta = EpisodeMeta(run_id=self.run_id, algorithm=algorithm, max_turns=self.max_turns)
        self._committed = self._meta.to_dict()
        self.store.create(self.run_id, self._ground_truth, self._committed)
        return self._observe_nurse(self._meta)

    @property
    def done(self) -> bool:
        return self._meta is not None and self._meta.phase == "done"

    @property
    def next_actor(self) -> Literal["nurse", "patient"] | None:
        if self._meta is None or self._meta.phase == "done":
            return None
        return self._meta.phase

    @property
    def turn(self) -> int:
        return 0 if self._meta is None else self._meta.turn

    def _running(self) -> EpisodeMeta:
        """The meta of the episode under way; ``EpisodeStateError`` before ``reset`` or after the end."""
        meta = self._meta
        if meta is None:
            raise EpisodeStateError("call reset() before observe() or step()")
        if meta.phase == "done":
            raise EpisodeStateError(f"episode {meta.run_id} is finished ({meta.end_reason}); call reset()")
        return meta

    # ------------------------------------------------------------------ observing
    def _allowed(self, meta: EpisodeMeta) -> tuple[list[str], list[str]]:
        vitals_left = [v for v in VITALS if v not in meta.vitals]
        actions = []
        if not meta.closing:
            actions.append("utterance")
        if meta.vital_in_phase is None and vitals_left:
            actions.append("check_vital")
        if not meta.flag_in_phase:
            actions.append("log_red_flag")
        actions.append("end")
        return actions, (vitals_left if "check_vital" in actions else [])

    def observe(self) -> NurseObservation | PatientObservation:
        """The acting agent's current observation (the one ``reset`` or ``step`` returned); no side effects."""
        self._running()
        assert self._observation is not None  # set by reset and by every step that does not end the episode
        return self._observation

    def _observe(self, meta: EpisodeMeta) -> NurseObservation | PatientObservation:
        """Build the acting agent's view with what is new since it last saw one, and advance its cursors
        (they reach the store with the next step's single commit)."""
        return self._observe_nurse(meta) if meta.phase == "nurse" else self._observe_patient(meta)

    def _observe_nurse(self, meta: EpisodeMeta) -> NurseObservation:
        new = self.store.read_many(
            meta.run_id,
            {
                "history": (meta.nurse_history_cursor, meta.history_len),
                "belief": (meta.nurse_belief_cursor, meta.belief_len),
            },
        )
        meta.nurse_history_cursor, meta.nurse_belief_cursor = meta.history_len, meta.belief_len
        actions, vitals = self._allowed(meta)
        observation = NurseObservation(
            run_id=meta.run_id,
            algorithm=meta.algorithm,
            registration=self._registration,
            turn=meta.turn,
            max_turns=meta.max_turns,
            questions_left=max(0, meta.max_turns - meta.turn),
            closing=meta.closing,
            step=meta.nurse_steps,
            new_events=new["history"],
            new_beliefs=new["belief"],
            vitals=dict(meta.vitals),
            red_flags_logged=sorted(meta.flags),
            allowed_actions=actions,
            allowed_vitals=vitals,
            last_refusal=meta.last_refusal,
        )
        self._observation = observation
        return observation

    def _observe_patient(self, meta: EpisodeMeta) -> PatientObservation:
        assert self._brief is not None  # set by reset
        events = self.store.read_many(meta.run_id, {"history": (meta.patient_history_cursor, meta.history_len)})[
            "history"
        ]
        meta.patient_history_cursor = meta.history_len
        # The patient hears the dialogue, never the nurse's measurements, logged flags, working
        # level or refusals (which quote vital values): words and its own refusals only.
        events = [
            {key: value for key, value in event.items() if key != "triage"}
            for event in events
            if event.get("actor") in ("nurse", "patient")
            or (event.get("event") == "refusal" and event.get("target") == "patient")
        ]
        observation = PatientObservation(
            run_id=meta.run_id,
            turn=meta.turn,
            brief=self._brief,
            nurse_utterance=meta.last_nurse_utterance,
            new_events=events,
            last_refusal=meta.last_refusal,
        )
        self._observation = observation
        return observation

    # ------------------------------------------------------------------ stepping
    def step(self, output: NurseOutput | PatientOutput, *, belief: BeliefUpdate | None = None) -> StepResult:
        """Apply one agent output. A patient reply may carry the belief update extracted from it."""
        meta = self._running()
        if not isinstance(output, (NurseOutput, PatientOutput)):
            raise EpisodeStateError(f"step() takes a NurseOutput or a PatientOutput, got {type(output).__name__}")
        if isinstance(output, PatientOutput):
            if meta.phase != "patient":
                raise EpisodeStateError("it is the nurse's turn, not the patient's")
            return self._patient_step(meta, output, belief)
        if meta.phase != "nurse":
            raise EpisodeStateError("it is the patient's turn, not the nurse's")
        if belief is not None:
            raise EpisodeStateError("belief updates come with patient replies")
        return self._nurse_step(meta, output)

    def _refuse(self, meta: EpisodeMeta, reason: str, actor: Literal["nurse", "patient"]) -> StepResult:
        in_row = meta.refusals_in_row + 1
        event = {"turn": meta.turn, "actor": "system", "event": "refusal", "target": actor, "reason": reason}
        meta.refusals_in_row = in_row
        meta.refusals_total += 1
        meta.last_refusal = reason
        meta.history_len += 1
        done = in_row >= self.max_refusals
        if done:
            meta.phase, meta.status, meta.end_reason = "done", "error", "refusals"
            meta.error = f"{in_row} refused {actor} outputs in a row; last: {reason}"
        self._commit(meta, history=[event])
        return StepResult(
            accepted=False,
            refusal=reason,
            done=done,
            next_actor=self.next_actor,
            info={"refusals_in_row": in_row},
            observation=None if done else self._observe(meta),
        )

    def _commit(self, meta: EpisodeMeta, **append: list[Any]) -> None:
        """One atomic store write: the meta fields changed since the last commit, and the stream appends."""
        changes = meta.changed_since(self._committed)
        self.store.commit(meta.run_id, meta=changes, append={k: v for k, v in append.items() if v})
        self._committed.update(changes)

    def _nurse_step(self, meta: EpisodeMeta, output: NurseOutput) -> StepResult:
        """Check the step against the rules first (a refusal changes only the refusal counters),
        then apply it to ``meta`` and commit it with its history, trace, belief and flag records."""
        try:
            action = output.to_action()
        except ValueError as error:
            return self._refuse(meta, str(error), "nurse")
        triage, confidence = output.triage, output.confidence
        explanation, proposed = output.explanation, list(output.red_flags)

        actions, vitals_left = self._allowed(meta)
        if action.type not in actions:
            return self._refuse(meta, self._why_not(meta, action.type), "nurse")

        turn = meta.turn
        step_index = meta.nurse_steps
        history: list[dict[str, Any]] = []
        beliefs: list[dict[str, Any]] = []
        red_flag_log: list[dict[str, Any]] = []
        result: dict[str, Any] = {}
        final_triage = triage
        taken: UtteranceAction | CheckVitalAction | LogRedFlagAction | EndAction

        if isinstance(action, CheckVitalAction):
            name = str(action.vital).strip().lower()
            if name not in VITALS:
                return self._refuse(
                    meta, f"unknown vital {action.vital!r}; choose one of: {', '.join(vitals_left)}", "nurse"
                )
            if name in meta.vitals:
                shown = meta.vitals[name]
                return self._refuse(
                    meta,
                    f"{name} is already known ({'not available' if shown is None else shown}); "
                    f"choose one of: {', '.join(vitals_left) or 'none left'}",
                    "nurse",
                )
            value = self._ground_truth.get(name)
            meta.vitals = {**meta.vitals, name: value}
            meta.vital_in_phase = name
            history.append({"turn": turn, "actor": "system", "event": "vital", "name": name, "value": value})
            beliefs.append(
                {
                    "kind": "evidence",
                    "id": f"v-{name}",
                    "turn": turn,
                    "source": "measurement",
                    "text": f"{name} = {'not available' if value is None else value}",
                }
            )
            result = {"value": value, "available": value is not None}
            taken = CheckVitalAction(vital=name)
        elif isinstance(action, LogRedFlagAction):
            if not [flag for flag in action.red_flags if str(flag).strip()]:
                return self._refuse(meta, "log_red_flag needs at least one non-empty flag in 'red_flags'", "nurse")
            known = set(meta.flags)
            accepted: list[str] = []
            duplicates: list[str] = []
            dropped: list[str] = []
            for flag in action.red_flags:
                name = normalise_flag(flag)
                if not name:
                    continue
                if name in known or name in accepted:
                    duplicates.append(name)
                elif len(accepted) >= self.max_flags_per_call:
                    dropped.append(name)
                else:
                    accepted.append(name)
            meta.flags = meta.flags + accepted
            meta.flag_in_phase = True
            if accepted:
                history.append({"turn": turn, "actor": "system", "event": "red_flag", "flags": accepted})
                red_flag_log.extend({"turn": turn, "step": step_index, "flag": flag} for flag in accepted)
            result = {"accepted": accepted, "duplicates": duplicates, "dropped": dropped}
            taken = LogRedFlagAction(red_flags=list(action.red_flags))
            if not proposed:
                proposed = list(action.red_flags)
        elif isinstance(action, UtteranceAction):
            text = _clean(action.utterance)
            if not text:
                return self._refuse(meta, "utterance is empty; say something to the patient", "nurse")
            meta.phase, meta.last_nurse_utterance = "patient", text
            history.append({"turn": turn, "actor": "nurse", "utterance": text, "triage": action.triage})
            taken = UtteranceAction(utterance=text, triage=action.triage)
        else:  # EndAction
            closing = _clean(action.utterance or "")
            if closing:
                history.append({"turn": turn, "actor": "nurse", "utterance": closing, "triage": action.triage})
            history.append({"turn": turn, "actor": "system", "event": "triage_end", "triage": action.triage})
            meta.phase, meta.status = "done", "completed"
            meta.end_reason = "max_turns" if meta.closing else "nurse_end"
            final_triage = action.triage
            taken = EndAction(triage=action.triage, utterance=closing or None)

        meta.nurse_steps = step_index + 1
        meta.refusals_in_row = 0
        meta.last_refusal = None
        meta.final_triage = final_triage
        entry = {
            "step": step_index,
            "turn": turn,
            "actor": "nurse",
            # The executed action (vital and text normalised) in its typed shape, None fields left
            # out: the artifact's ``TraceEntry.action`` reads it back as the same model.
            "action": taken.model_dump(exclude_none=True),
            "triage": triage,
            "confidence": confidence,
            "explanation": explanation,
            "red_flags_proposed": [normalise_flag(flag) for flag in proposed],
        }
        if result:
            entry["result"] = result
        meta.history_len += len(history)
        meta.belief_len += len(beliefs)
        self._commit(meta, history=history, trace=[entry], belief=beliefs, red_flags=red_flag_log)
        return StepResult(
            accepted=True,
            done=self.done,
            next_actor=self.next_actor,
            info=result,
            observation=None if self.done else self._observe(meta),
        )

    def _why_not(self, meta: EpisodeMeta, action_type: str) -> str:
        if action_type not in _NURSE_ACTIONS:
            return f"unknown action {action_type!r}; choose one of: {', '.join(self._allowed(meta)[0])}"
        if action_type == "utterance":
            return (
                f"the interview is over ({meta.max_turns} patient replies): check a vital, "
                "log red flags or end with a final triage level"
            )
        if action_type == "check_vital":
            if meta.vital_in_phase:
                return (
                    f"one vital per phase: {meta.vital_in_phase} was already checked in this phase; "
                    "speak to the patient, log red flags or end first"
                )
            return "all five vitals are already known"
        return "red flags were already logged in this phase; speak to the patient or end first"

    def _patient_step(self, meta: EpisodeMeta, output: PatientOutput, belief: BeliefUpdate | None) -> StepResult:
        text = _clean(output.utterance)
        if not text:
            return self._refuse(meta, "the reply is empty; answer the nurse in a sentence", "patient")
        turn = meta.turn
        line: dict[str, Any] = {"turn": turn, "actor": "patient", "utterance": text}
        if self._brief is not None and self._brief.speaker == "companion":
            line["speaker"] = "companion"  # the patient's side, spoken by the person with them
        invented = [item.strip() for item in output.invented if item.strip()]
        if invented:
            line["invented"] = invented  # what the patient made up: a researcher can audit it against the case
        history = [line]
        beliefs: list[dict[str, Any]] = []
        if belief is not None and belief.items:
            evidence_id = f"u{turn}"
            beliefs.append({"kind": "evidence", "id": evidence_id, "turn": turn, "source": "patient", "text": text})
            for item in belief.items:
                beliefs.append(
                    {
                        "kind": "slot",
                        "slot": item.slot,
                        "value": item.value,
                        "polarity": item.polarity,
                        "source": "patient",
                        "turn": turn,
                        "certainty": item.certainty,
                        "evidence": item.evidence,
                        "evidence_id": evidence_id,
                    }
                )
        meta.turn = turn + 1
        meta.phase = "nurse"
        meta.closing = meta.turn >= meta.max_turns
        meta.vital_in_phase = None
        meta.flag_in_phase = False
        meta.refusals_in_row = 0
        meta.last_refusal = None
        meta.history_len += 1
        meta.belief_len += len(beliefs)
        self._commit(meta, history=history, belief=beliefs)
        return StepResult(accepted=True, done=False, next_actor="nurse", observation=self._observe_nurse(meta))

    # ------------------------------------------------------------------ ending
    def fail(self, message: str) -> None:
        """End the episode as an error (an agent crashed); the artifact keeps what happened so far."""
        meta = self._meta
        if meta is None or meta.phase == "done":
            return
        meta.phase, meta.status, meta.end_reason, meta.error = "done", "error", "error", message
        self._commit(meta)

    def artifact(self) -> dict[str, Any]:
        """The environment's record of the episode; ``core.artifact.assemble`` adds the run's facts."""
        meta = self._meta
        if meta is None:
            raise EpisodeStateError("call reset() first")
        run_id, store = meta.run_id, self.store
        history = store.read(run_id, "history")
        trace = store.read(run_id, "trace")
        graph = BeliefGraph.from_records(store.read(run_id, "belief"), meta.vitals, meta.flags)
        transcript = [
            {"turn": item["turn"], "speaker": item.get("speaker", item["actor"]), "text": item["utterance"]}
            for item in history
            if item.get("actor") in ("nurse", "patient") and item.get("utterance")
        ]
        return {
            "schema_version": SCHEMA_VERSION,
            "run_id": run_id,
            "case_id": self._ground_truth.get("case_id"),
            "algorithm": meta.algorithm,
            "status": meta.status,
            "end_reason": meta.end_reason,
            "error": meta.error,
            "ground_truth": self._ground_truth,
            "registration": self._registration.model_dump(),
            "case_picture": self._picture,
            "state": {
                "turn": meta.turn,
                "max_turns": meta.max_turns,
                "done": self.done,
                "closing": meta.closing,
                "final_triage": meta.final_triage,
                "nurse_steps": meta.nurse_steps,
                "refusals": meta.refusals_total,
                "vitals": dict(meta.vitals),
            },
            "history": history,
            "trace": trace,
            "belief": graph.to_artifact(),
            "red_flags": store.read(run_id, "red_flags"),
            "transcript": transcript,
        }

    def close(self) -> None:
        """Drop the episode's state from the store."""
        if self.run_id is not None:
            self.store.delete(self.run_id)


def _picture_of(case: Case) -> dict[str, Any]:
    """The case's clinical picture as the artifact keeps it (``clinical.picture``), compiled once per
    distinct case: a batch plays each case many times."""
    fields = case.text_fields()
    key = tuple((name, value if isinstance(value, str) else tuple(value)) for name, value in fields.items())
    return _compiled(key).model_dump(mode="json")  # a fresh dict per artifact: the cached picture is frozen


@lru_cache(maxsize=4096)
def _compiled(key: tuple[tuple[str, str | tuple[str, ...]], ...]) -> ClinicalPicture:
    return compile_picture({name: value if isinstance(value, str) else list(value) for name, value in key})
