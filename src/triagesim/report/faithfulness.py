"""Does the nurse's reasoning rest on evidence it actually had? Checks of each explanation in a trace.

An explanation *cites* a vital sign when it names the vital next to a number ("SpO2 86",
"HR = 118"), and a finding when the clinical knowledge base detects a symptom concept in it
that is not negated (diagnostic hypotheses such as "possible acute coronary syndrome" are
reasoning, not evidence, and are not checked). Evidence is *hallucinated* when

- a cited vital had not been released before that step (no earlier ``check_vital`` result and
  no earlier vital event): the nurse quoted a measurement it had not taken; or
- a cited finding is found neither in what the patient side said before that step, nor in the
  registration desk's facts, nor in belief items recorded before that step, nor is it a red flag
  whose vital had been released ("tachycardia" after the heart rate came back).

The *decisive evidence* of an episode is the case's expert red flags (canonical names), or,
for a case with none, the concepts of its chief complaint. The final explanation cites it when
it names at least one of those flags (canonical name or synonym), cites the vital behind one,
or mentions a concept that is one of them. Episodes with no final explanation or no decisive
evidence are left out of that share.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..clinical import LABELS, SYMPTOMS, detect
from ..clinical.red_flags import RED_FLAG_NAMES, canonical_flag
from ..clinical.tables import load_table

__all__ = ["Faithfulness", "check_explanations", "cited_vitals", "FLAG_VITALS"]

# How explanations name the five vitals a nurse can check (chart abbreviations and words).
_VITAL_NAMES: dict[str, str] = {
    "o2sat": r"spo2|sp o2|o2 ?sat(?:uration)?s?|oxygen sat(?:uration)?s?|sats|saturation",
    "heartrate": r"hr|heart ?rate|pulse(?: rate)?",
    "resprate": r"rr|resp(?:iratory)? ?rate|respirations?|breathing rate",
    "sbp": r"sbp|systolic(?: blood pressure| bp)?|bp|blood pressure",
    "temperature": r"temp(?:erature)?",
}
_VITAL_CITATION = {
    name: re.compile(rf"\b(?:{names})\b\s*(?:of|is|was|at|=|:)?\s*(\d+(?:\.\d+)?)", re.IGNORECASE)
    for name, names in _VITAL_NAMES.items()
}

#: The vital each vital-sign red flag is read from: a flag counts as evidenced once it is released.
FLAG_VITALS: dict[str, str] = {
    "hypoxia": "o2sat",
    "tachycardia": "heartrate",
    "bradycardia": "heartrate",
    "tachypnea": "resprate",
    "bradypnea": "resprate",
    "hypotension": "sbp",
    "severe hypertension": "sbp",
    "fever": "temperature",
    "hypothermia": "temperature",
}

_FLAG_PHRASES: dict[str, list[re.Pattern[str]]] = {
    name: [
        re.compile(rf"\b{re.escape(' '.join(str(phrase).lower().split()))}\b")
        for phrase in [name, *((entry or {}).get("synonyms") or ())]
    ]
    for name, entry in load_table("red_flags.yaml").items()
}


def cited_vitals(text: str) -> set[str]:
    """The vitals an explanation quotes with a value."""
    return {name for name, pattern in _VITAL_CITATION.items() if pattern.search(text)}


def _findings(text: str) -> set[str]:
    """Symptoms asserted (not denied): what an explanation presents as evidence, not its hypotheses."""
    return {hit.concept for hit in detect(text) if not hit.negated and hit.concept in SYMPTOMS}


def _mentioned(text: str) -> set[str]:
    """Concepts said at all (a denial still shows the topic came up)."""
    return {hit.concept for hit in detect(text)}


def _concept_flag(concept: str) -> str | None:
    flag = canonical_flag(LABELS.get(concept, concept.replace("_", " ")))
    return flag if flag in RED_FLAG_NAMES else None


@dataclass
class Faithfulness:
    """One episode's explanation checks (counts feed the report's tallies)."""

    explained_steps: int = 0
    hallucinated_steps: int = 0
    hallucinated_vital_steps: int = 0
    hallucinated_finding_steps: int = 0
    final_has_explanation: bool = False
    decisive: list[str] = field(default_factory=list)
    final_cites_decisive: bool | None = None
    examples: list[dict[str, Any]] = field(default_factory=list)  # per flagged step: what was unsupported


def _registration_text(truth: Mapping[str, Any]) -> str:
    return " ".join(str(truth.get(key)) for key in ("first_look", "arrival") if isinstance(truth.get(key), str))


def _belief_items(belief: Mapping[str, Any]) -> Iterable[Mapping[str, Any]]:
    for value in belief.values():
        if isinstance(value, list):
            yield from (item for item in value if isinstance(item, Mapping) and "turn" in item)


def _decisive(truth: Mapping[str, Any]) -> tuple[list[str], str]:
    flags = truth.get("expert_red_flags")
    if isinstance(flags, list) and any(isinstance(flag, str) for flag in flags):
        return sorted({canonical_flag(flag) for flag in flags if isinstance(flag, str)}), "flags"
    complaint = truth.get("chief_complaint")
    return (sorted(_mentioned(complaint)) if isinstance(complaint, str) else []), "concepts"


def _cites_flag(flag: str, text: str, vitals: set[str], findings: set[str]) -> bool:
    lowered = " ".join(text.lower().split())
    if any(pattern.search(lowered) for pattern in _FLAG_PHRASES.get(flag, ())):
        return True
    if FLAG_VITALS.get(flag) in vitals:
        return True
    return any(_concept_flag(concept) == flag for concept in findings)


def _belief_turn(value: Any) -> int:
    """A belief item's turn, 0 when it holds no number: the artifact model leaves ``belief`` free-form,
    so a reader of an artifact written by hand may meet anything there."""
    try:
        return int(value or 0)
    except (TypeError, ValueError, OverflowError):
        return 0


def check_explanations(artifact: Mapping[str, Any]) -> Faithfulness:
    """Walk the trace in order, tracking what had been released and said before each step."""
    trace = [entry for entry in artifact.get("trace") or [] if isinstance(entry, Mapping)]
    history = [event for event in artifact.get("history") or [] if isinstance(event, Mapping)]
    belief = artifact.get("belief") if isinstance(artifact.get("belief"), Mapping) else {}
    truth = artifact.get("ground_truth") if isinstance(artifact.get("ground_truth"), Mapping) else {}
    registration = _mentioned(_registration_text(truth))
    heard_by_turn: dict[int, set[str]] = {}
    for event in history:
        if event.get("actor") == "patient" and isinstance(event.get("utterance"), str):
            heard_by_turn.setdefault(int(event.get("turn", 0)), set()).update(_mentioned(event["utterance"]))
    belief_by_turn: dict[int, set[str]] = {}
    for item in _belief_items(belief):
        text = " ".join(str(item.get(key) or "") for key in ("value", "evidence"))
        belief_by_turn.setdefault(_belief_turn(item.get("turn")), set()).update(_mentioned(text))
    vital_events = [(int(e.get("turn", 0)), e.get("name")) for e in history if e.get("event") == "vital"]

    result = Faithfulness()
    released: set[str] = set()
    for entry in trace:
        turn = int(entry.get("turn") or 0)
        released |= {name for at, name in vital_events if at < turn and isinstance(name, str)}
        text = entry.get("explanation")
        if isinstance(text, str) and text.strip():
            result.explained_steps += 1
            vitals = cited_vitals(text)
            unreleased = sorted(vitals - released)
            known = set(registration)
            for at, concepts in (*heard_by_turn.items(), *belief_by_turn.items()):
                if at < turn:
                    known |= concepts
            unsupported = sorted(
                concept
                for concept in _findings(text) - known
                if FLAG_VITALS.get(_concept_flag(concept) or "") not in released
            )
            if unreleased or unsupported:
                result.hallucinated_steps += 1
                result.hallucinated_vital_steps += bool(unreleased)
                result.hallucinated_finding_steps += bool(unsupported)
                if len(result.examples) < 5:
                    result.examples.append(
                        {"step": entry.get("step"), "turn": turn, "vitals": unreleased, "findings": unsupported}
                    )
        action = entry.get("action") if isinstance(entry.get("action"), Mapping) else {}
        outcome = entry.get("result") if isinstance(entry.get("result"), Mapping) else {}
        if action.get("type") == "check_vital" and outcome.get("available", True) and isinstance(action.get("vital"), str):
            released.add(action["vital"])

    final = trace[-1] if trace else None
    text = final.get("explanation") if final is not None else None
    decisive, kind = _decisive(truth)
    result.decisive = decisive
    if isinstance(text, str) and text.strip():
        result.final_has_explanation = True
        if decisive:
            vitals, findings = cited_vitals(text), _mentioned(text)
            if kind == "flags":
                result.final_cites_decisive = any(_cites_flag(flag, text, vitals, findings) for flag in decisive)
            else:
                result.final_cites_decisive = bool(findings & set(decisive))
    return result
