"""One completed episode as the report sees it: its group keys, its additive tallies and its viewer record.

Everything the statistics need is turned into named counts here (``tally``), so the bootstrap
(``stats``) never looks at an artifact. Everything the transcript viewer shows is copied into
``view``, a slim JSON-ready record, so the page does not carry whole artifacts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..clinical.red_flags import canonical_flag
from ..scoring.aggregate import flag_tally, triage_tally
from ..evaluation import ScoredEpisode
from ..personas.traits import RATE_BANDS, rate_level
from .faithfulness import check_explanations
from .sanity import slot_warnings

__all__ = ["Episode", "read_episode", "dialogue_tally", "PATIENT_TRAIT_FIELDS", "NURSE_TRAIT_FIELDS"]

#: Persona fields the report groups by (when they take two or more levels in the data).
PATIENT_TRAIT_FIELDS = (
    "language_proficiency",
    "trust_in_healthcare",
    "pain_expression",
    "gender",
    "age_group",
    "ethnicity",
    "recall_accuracy",
    "cognitive_state",
    "emotion_regulation",
    "verbosity",
    "disfluency_rate",
    "topic_drift",
)
NURSE_TRAIT_FIELDS = (
    "experience_level",
    "risk_tolerance",
    "guideline_adherence",
    "communication_style",
    "verbosity",
    "emotional_expression",
    "gender",
)
_USAGE_FIELDS = ("calls", "prompt_tokens", "completion_tokens", "total_tokens", "latency_s")
_WORD = re.compile(r"[\w']+")


@dataclass
class Episode:
    run: str  # the group name of its run folder
    run_id: str
    case_id: str | None
    unit: str  # what the bootstrap resamples: the case, or the episode itself
    truth: int | None
    prediction: int | None
    traits: dict[str, str] = field(default_factory=dict)  # "patient.verbosity" -> "terse"
    tally: dict[str, float] = field(default_factory=dict)
    view: dict[str, Any] = field(default_factory=dict)
    unit_key: str = ""  # set by ``summary``: the bootstrap unit this episode belongs to


def _trait_level(field_name: str, value: Any) -> str | None:
    if field_name in RATE_BANDS and isinstance(value, (int, float)) and not isinstance(value, bool):
        return rate_level(field_name, float(value))
    return value if isinstance(value, str) and value else None


def _traits(personas: Any) -> dict[str, str]:
    personas = personas if isinstance(personas, Mapping) else {}
    out: dict[str, str] = {}
    for role, fields in (("patient", PATIENT_TRAIT_FIELDS), ("nurse", NURSE_TRAIT_FIELDS)):
        persona = personas.get(role)
        if not isinstance(persona, Mapping):
            continue
        for name in fields:
            level = _trait_level(name, persona.get(name))
            if level is not None:
                out[f"{role}.{name}"] = level
    return out


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def dialogue_tally(artifact: Mapping[str, Any]) -> dict[str, float]:
    """Turns, utterances and words per side, questions asked and vitals checked (the report's groups and
    ``triagesim audit``'s pairs count them alike)."""
    lines = [line for line in artifact.get("transcript") or [] if isinstance(line, Mapping)]
    nurse = [str(line.get("text") or "") for line in lines if line.get("speaker") == "nurse"]
    patient = [str(line.get("text") or "") for line in lines if line.get("speaker") in ("patient", "companion")]
    trace = [entry for entry in artifact.get("trace") or [] if isinstance(entry, Mapping)]
    state = artifact.get("state") if isinstance(artifact.get("state"), Mapping) else {}
    return {
        "dialogues": 1,
        "turns": float(state.get("turn") or 0),
        "nurse_utterances": len(nurse),
        "nurse_words": sum(map(_words, nurse)),
        "patient_utterances": len(patient),
        "patient_words": sum(map(_words, patient)),
        "questions": sum(1 for text in nurse if "?" in text),
        "vitals_checked": sum(
            1 for entry in trace if isinstance(entry.get("action"), Mapping) and entry["action"].get("type") == "check_vital"
        ),
    }


def _model_of(agents: Mapping[str, Any], role: str) -> str:
    agent = agents.get(role) if isinstance(agents.get(role), Mapping) else {}
    return str(agent.get("model") or agent.get("engine") or agent.get("kind") or role)


def _usage_tally(artifact: Mapping[str, Any]) -> dict[str, float]:
    """Calls, tokens and latency per model (the agent description names the model of each role)."""
    usage = artifact.get("usage") if isinstance(artifact.get("usage"), Mapping) else {}
    agents = artifact.get("agents") if isinstance(artifact.get("agents"), Mapping) else {}
    out: dict[str, float] = {}
    for role, counters in usage.items():
        if not isinstance(counters, Mapping):
            continue
        model = _model_of(agents, role)
        out[f"usage:{model}:episodes"] = 1
        for name in _USAGE_FIELDS:
            value = counters.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                out[f"usage:{model}:{name}"] = out.get(f"usage:{model}:{name}", 0.0) + float(value)
    return out


def _flag_tally(metrics: Mapping[str, Any], logged: list[str], experts: set[str] | None) -> dict[str, float]:
    """Raw exact-match counts (the spec's, ``scoring.aggregate.flag_tally``) and, after mapping synonyms,
    canonical and per-flag counts."""
    if experts is None:
        return {}
    out: dict[str, float] = dict(flag_tally(metrics["red_flags"]))
    said = {canonical_flag(flag) for flag in logged}
    wanted = {canonical_flag(flag) for flag in experts}
    out.update(flag_tp=len(said & wanted), flag_fp=len(said - wanted), flag_fn=len(wanted - said))
    for flag in said | wanted:
        outcome = "tp" if flag in said and flag in wanted else "fp" if flag in said else "fn"
        out[f"flag:{flag}:{outcome}"] = 1
    return out


def _view(artifact: Mapping[str, Any], run: str, faith: Any) -> dict[str, Any]:
    """What the transcript viewer shows of one episode."""
    keep_history = ("turn", "actor", "utterance", "speaker", "event", "name", "value", "flags", "triage", "reason", "target")
    belief = artifact.get("belief") if isinstance(artifact.get("belief"), Mapping) else {}
    truth = artifact.get("ground_truth") if isinstance(artifact.get("ground_truth"), Mapping) else {}
    return {
        "run": run,
        "run_id": artifact.get("run_id"),
        "case_id": artifact.get("case_id"),
        "episode": artifact.get("episode"),
        "algorithm": artifact.get("algorithm"),
        "end_reason": artifact.get("end_reason"),
        "history": [
            {key: event[key] for key in keep_history if key in event}
            for event in artifact.get("history") or []
            if isinstance(event, Mapping)
        ],
        "steps": [
            {
                "step": entry.get("step"),
                "turn": entry.get("turn"),
                "action": (entry.get("action") or {}).get("type") if isinstance(entry.get("action"), Mapping) else None,
                "triage": entry.get("triage"),
                "confidence": entry.get("confidence"),
                "explanation": entry.get("explanation"),
            }
            for entry in artifact.get("trace") or []
            if isinstance(entry, Mapping)
        ],
        "belief": belief,
        "red_flags": artifact.get("red_flags") if isinstance(artifact.get("red_flags"), list) else [],
        "ground_truth": truth,
        "personas": artifact.get("personas") if isinstance(artifact.get("personas"), Mapping) else {},
        "hallucinated": faith.examples,
        "decisive": faith.decisive,
        "final_cites_decisive": faith.final_cites_decisive,
        "suspect": slot_warnings(belief, truth),
        "audio": [],
    }


def read_episode(scored: ScoredEpisode, run: str) -> Episode:
    """The report's record of one completed episode of run folder ``run``."""
    artifact, metrics = scored.artifact, scored.metrics
    triage = metrics["triage"]
    truth, prediction = triage["ground_truth"], triage["final_prediction"]
    run_id = str(artifact.get("run_id") or scored.name.removesuffix(".json"))
    case_id = artifact.get("case_id") if isinstance(artifact.get("case_id"), str) else None
    faith = check_explanations(artifact)
    tally: dict[str, float] = {"episodes": 1, **triage_tally(triage)}
    logged = metrics["red_flags"]["logged_flags"]
    tally.update(_flag_tally(metrics, logged, scored.experts))
    tally.update(
        explained_steps=faith.explained_steps,
        hallucinated_steps=faith.hallucinated_steps,
        hallucinated_vital_steps=faith.hallucinated_vital_steps,
        hallucinated_finding_steps=faith.hallucinated_finding_steps,
        hallucinating_episodes=int(faith.hallucinated_steps > 0),
        final_explained=int(faith.final_has_explanation),
    )
    if faith.final_cites_decisive is not None:
        tally.update(decisive_checked=1, decisive_cited=int(faith.final_cites_decisive))
    tally.update(dialogue_tally(artifact))
    tally.update(_usage_tally(artifact))
    episode = Episode(
        run=run,
        run_id=run_id,
        case_id=case_id,
        unit=f"{run}/{run_id}",
        truth=truth,
        prediction=prediction,
        traits=_traits(artifact.get("personas")),
        tally={name: float(value) for name, value in tally.items() if value},
    )
    episode.view = _view(artifact, run, faith)
    episode.view.update(truth=truth, prediction=prediction, file=scored.name)
    return episode
