"""Offline scoring of run artifacts, as the evaluation-metrics specification
(docs/evaluation-metrics.md) defines it: every key, sign convention and edge case.

Every function reads only environment output (``trace``, ``belief``, ``ground_truth``) so a
saved artifact can be re-scored with no model calls. None of them raises on malformed input:
a batch of thousands of runs must not die because one artifact lost a key, so anything
missing or of the wrong type degrades to ``None`` or an empty value instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

__all__ = [
    "compute_all_metrics",
    "triage_decision_metrics",
    "time_to_first_correct_triage",
    "belief_coverage_metrics",
    "red_flag_metrics",
    "explanation_support_metrics",
]

_LEVELS = range(1, 6)


def _level(value: Any) -> int | None:
    """A triage level 1-5, accepting integral floats (CSV round-trips) but never bools."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value in _LEVELS else None
    if isinstance(value, float) and value.is_integer():
        return _level(int(value))
    return None


def _entries(trace: Any) -> list[dict]:
    """Only dict entries count; anything else in a trace is ignored rather than fatal."""
    if not isinstance(trace, list):
        return []
    return [entry for entry in trace if isinstance(entry, dict)]


def _action(entry: Mapping) -> Mapping:
    action = entry.get("action")
    return action if isinstance(action, Mapping) else {}


def _stated_level(entry: Mapping) -> int | None:
    """The level an entry's action states; only utterance and end actions carry ``triage``."""
    return _level(_action(entry).get("triage"))


def _final_prediction(entries: list[dict]) -> int | None:
    for entry in reversed(entries):
        if _action(entry).get("type") == "end":
            level = _stated_level(entry)
            if level is None:
                level = _level(entry.get("triage"))
            if level is not None:
                return level
            break
    for entry in reversed(entries):
        if "triage" in _action(entry):
            level = _stated_level(entry)
            if level is not None:
                return level
    return None


def _acuity(ground_truth: Any) -> int | None:
    if not isinstance(ground_truth, Mapping):
        return None
    return _level(ground_truth.get("acuity"))


def triage_decision_metrics(trace: Any, ground_truth: Any) -> dict:
    """Final level against the reference acuity.

    ``error = pred - gt``: a lower predicted number is more urgent, so ``error < 0`` is
    over-triage and ``error > 0`` under-triage (the clinically dangerous direction).
    """
    gt = _acuity(ground_truth)
    pred = _final_prediction(_entries(trace))
    result: dict[str, Any] = {
        "ground_truth": gt,
        "final_prediction": pred,
        "correct": None,
        "absolute_error": None,
        "over_triage": None,
        "under_triage": None,
    }
    if gt is None or pred is None:
        return result
    error = pred - gt
    result.update(
        correct=error == 0,
        absolute_error=abs(error),
        over_triage=error < 0,
        under_triage=error > 0,
    )
    return result


def time_to_first_correct_triage(trace: Any, ground_truth: Any) -> int | None:
    """Turn at which the nurse first stated the correct level: first, not final.

    A run may be right at turn 2, revise away and end wrong; read this with ``correct``.
    Entries without an integer ``turn`` fall back to their position in the trace.
    """
    gt = _acuity(ground_truth)
    if gt is None:
        return None
    for position, entry in enumerate(_entries(trace)):
        if _stated_level(entry) == gt:
            turn = entry.get("turn")
            if isinstance(turn, int) and not isinstance(turn, bool):
                return turn
            return position
    return None


def _slot_values(belief: Mapping, slot: str) -> list:
    items = belief.get(slot)
    if not isinstance(items, list):
        return []
    values = []
    for item in items:
        if isinstance(item, Mapping) and item.get("polarity", "present") != "present":
            continue  # a denied or doubtful finding was not elicited as present ("no fever" is not a symptom)
        value = item.get("value") if isinstance(item, Mapping) else item
        if value is None or value == "" or value == []:
            continue
        values.append(value)
    return values


def _hashable(value: Any) -> Any:
    """A set key for a slot value; an unhashable one (list, dict) is keyed by its ``repr``.

    A value nested too deeply to ``repr`` counts as distinct from every other rather than
    raising ``RecursionError``: the module's promise is to degrade, never to raise.
    """
    if isinstance(value, str):
        return value.strip().lower()
    try:
        hash(value)
        return value
    except TypeError:
        pass
    try:
        return repr(value)
    except RecursionError:
        return ("unrepresentable", id(value))


def _string_list(value: Any) -> list[str]:
    if not isinstance(value, (list, tuple, set, frozenset)):
        return []
    return sorted({item for item in value if isinstance(item, str)})


def belief_coverage_metrics(belief: Any) -> dict:
    """How much the dialogue elicited; needs no ground truth."""
    if not isinstance(belief, Mapping):
        belief = {}
    symptoms = {_hashable(value) for value in _slot_values(belief, "associated_symptoms")}
    vitals = _string_list(belief.get("vitals_known"))
    return {
        "num_associated_symptoms": len(symptoms),
        "num_red_flags_inferred": len(_slot_values(belief, "red_flags")),
        "has_chief_complaint": bool(_slot_values(belief, "chief_complaint")),
        "has_pain_location": bool(_slot_values(belief, "pain_location")),
        "has_pain_severity": bool(_slot_values(belief, "pain_severity")),
        "has_duration": bool(_slot_values(belief, "duration")),
        "vitals_known": vitals,
        "num_vitals_known": len(vitals),
    }


def red_flag_metrics(belief: Any, expert_red_flags: Any = None) -> dict:
    """Logged flags (``belief["red_flags_logged"]``) against an optional expert set.

    Matching is exact string equality: ``"Tachycardia"`` and ``"tachycardia"`` differ.
    """
    logged = _string_list(belief.get("red_flags_logged") if isinstance(belief, Mapping) else None)
    result: dict[str, Any] = {
        "num_red_flags_logged": len(logged),
        "logged_any": bool(logged),
        "logged_flags": logged,
    }
    if expert_red_flags is None or not isinstance(expert_red_flags, Iterable) or isinstance(
        expert_red_flags, (str, bytes, Mapping)
    ):
        return result
    expert = sorted({flag for flag in expert_red_flags if isinstance(flag, str)})
    logged_set, expert_set = set(logged), set(expert)
    true_positives = sorted(logged_set & expert_set)
    result.update(
        expert_red_flags=expert,
        true_positives=true_positives,
        false_positives=sorted(logged_set - expert_set),
        false_negatives=sorted(expert_set - logged_set),
        precision=len(true_positives) / len(logged_set) if logged_set else None,
        recall=len(true_positives) / len(expert_set) if expert_set else None,
    )
    return result


def explanation_support_metrics(trace: Any, belief: Any) -> dict:
    """Whether the final nurse step explains itself.

    Deliberate improvement over the original placeholder, which looked inside the final
    action's ``action`` dict where explanations are never stored (so it almost always said
    False): we read ``explanation`` from the final nurse step itself, where our trace keeps
    it, and fall back to the action dict for artifacts written the other way. ``belief`` is
    accepted for API compatibility; faithfulness checks against it are future work.
    """
    del belief
    final = None
    for entry in reversed(_entries(trace)):
        if entry.get("actor", "nurse") == "nurse":
            final = entry
            break
    text = None
    if final is not None:
        for candidate in (final.get("explanation"), _action(final).get("explanation")):
            if isinstance(candidate, str) and candidate.strip():
                text = candidate
                break
    return {
        "has_explanation": text is not None,
        "explanation_length": len(text.split()) if text else 0,
    }


def compute_all_metrics(
    *,
    trace: Any,
    belief: Any,
    ground_truth: Any,
    expert_red_flags: Any = None,
) -> dict:
    """All four metric blocks; ``first_correct_turn`` is merged into ``triage``."""
    triage = triage_decision_metrics(trace, ground_truth)
    triage["first_correct_turn"] = time_to_first_correct_triage(trace, ground_truth)
    return {
        "triage": triage,
        "belief_coverage": belief_coverage_metrics(belief),
        "red_flags": red_flag_metrics(belief, expert_red_flags),
        "explanation": explanation_support_metrics(trace, belief),
    }
