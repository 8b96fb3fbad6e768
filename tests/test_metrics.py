"""``triagesim.utils``: every key, sign convention, worked example and edge case of the
evaluation-metrics specification (docs/evaluation-metrics.md).

The spec's examples are copied into this file with their expected values written out, so
the tests read nothing outside the repository and never skip.
"""

from __future__ import annotations

import json
import os

import pytest

from scripted import EchoPatient, KeywordExtractor, ScriptNurse, nurse_step
from triagesim import RunnerConfig, TriageRunner
from triagesim.utils import (
    belief_coverage_metrics,
    compute_all_metrics,
    explanation_support_metrics,
    red_flag_metrics,
    time_to_first_correct_triage,
    triage_decision_metrics,
)

TRIAGE_KEYS = ["ground_truth", "final_prediction", "correct", "absolute_error", "over_triage", "under_triage"]
COVERAGE_KEYS = {
    "num_associated_symptoms",
    "num_red_flags_inferred",
    "has_chief_complaint",
    "has_pain_location",
    "has_pain_severity",
    "has_duration",
    "vitals_known",
    "num_vitals_known",
}
RED_FLAG_BASE_KEYS = {"num_red_flags_logged", "logged_any", "logged_flags"}
RED_FLAG_EXPERT_KEYS = RED_FLAG_BASE_KEYS | {
    "expert_red_flags",
    "true_positives",
    "false_positives",
    "false_negatives",
    "precision",
    "recall",
}


# ------------------------------------------------------------------ trace builders (artifact shape)
def _entry(turn, action, level, explanation="", proposed=()):
    return {
        "turn": turn,
        "actor": "nurse",
        "action": action,
        "triage": level,
        "confidence": 0.6,
        "explanation": explanation,
        "red_flags_proposed": list(proposed),
    }


def utter(turn, level, explanation=""):
    return _entry(turn, {"type": "utterance", "utterance": "Where does it hurt?", "triage": level}, level, explanation)


def end(turn, level, explanation=""):
    return _entry(turn, {"type": "end", "triage": level}, level, explanation)


def vital(turn, name, level):
    """check_vital entries record the nurse's *current* level at the step, but no action.triage."""
    return _entry(turn, {"type": "check_vital", "vital": name}, level)


def flag(turn, flags, level):
    return _entry(turn, {"type": "log_red_flag", "red_flags": list(flags)}, level, proposed=flags)


# ------------------------------------------------------------------ triage_decision_metrics
def test_keys_are_exactly_the_six_specified_in_order():
    result = triage_decision_metrics([utter(0, 3), end(1, 3)], {"acuity": 3})
    assert list(result) == TRIAGE_KEYS


def test_predicting_1_for_acuity_3_is_over_triage_with_error_minus_two():
    result = triage_decision_metrics([utter(0, 2), end(1, 1)], {"acuity": 3})
    assert result == {
        "ground_truth": 3,
        "final_prediction": 1,
        "correct": False,
        "absolute_error": 2,
        "over_triage": True,
        "under_triage": False,
    }


def test_predicting_4_for_acuity_2_is_under_triage():
    result = triage_decision_metrics([utter(0, 3), end(1, 4)], {"acuity": 2})
    assert result == {
        "ground_truth": 2,
        "final_prediction": 4,
        "correct": False,
        "absolute_error": 2,
        "over_triage": False,
        "under_triage": True,
    }


def test_exact_match_is_correct_and_neither_over_nor_under():
    result = triage_decision_metrics([end(0, 2)], {"acuity": 2})
    assert result["correct"] is True
    assert result["absolute_error"] == 0
    assert result["over_triage"] is False and result["under_triage"] is False


@pytest.mark.parametrize("pred, gt", [(p, g) for p in range(1, 6) for g in range(1, 6)])
def test_sign_convention_over_every_pair_of_levels(pred, gt):
    result = triage_decision_metrics([end(0, pred)], {"acuity": gt})
    assert result["absolute_error"] == abs(pred - gt)
    assert result["over_triage"] is (pred < gt)  # lower number = more urgent
    assert result["under_triage"] is (pred > gt)
    assert result["correct"] is (pred == gt)


@pytest.mark.parametrize("ground_truth", [{}, {"acuity": None}, {"case_id": "x"}, None])
def test_missing_acuity_leaves_every_field_but_the_first_two_none(ground_truth):
    result = triage_decision_metrics([utter(0, 3), end(1, 2)], ground_truth)
    assert result["ground_truth"] is None
    assert result["final_prediction"] == 2
    assert all(result[key] is None for key in TRIAGE_KEYS[2:])


@pytest.mark.parametrize(
    "trace",
    [
        [],
        [vital(0, "heartrate", 3)],
        [vital(0, "heartrate", 3), flag(0, ["hypoxia"], 3)],
    ],
    ids=["empty", "vital-only", "vital-and-flag"],
)
def test_no_triage_level_in_trace_leaves_every_field_but_the_first_two_none(trace):
    result = triage_decision_metrics(trace, {"acuity": 3})
    assert result["ground_truth"] == 3
    assert result["final_prediction"] is None
    assert all(result[key] is None for key in TRIAGE_KEYS[2:])


def test_end_action_wins_over_a_later_utterance_entry():
    trace = [utter(0, 3), end(1, 2), utter(2, 5)]
    assert triage_decision_metrics(trace, {"acuity": 2})["final_prediction"] == 2


def test_most_recent_action_with_triage_wins_when_there_is_no_end():
    trace = [utter(0, 2), utter(1, 4), vital(1, "o2sat", 1), flag(1, ["hypoxia"], 1)]
    result = triage_decision_metrics(trace, {"acuity": 2})
    assert result["final_prediction"] == 4
    assert result["under_triage"] is True


def test_check_vital_and_log_red_flag_never_supply_the_prediction_even_after_end():
    # Entry-level "triage" on vital/flag steps is the nurse's working level, not a decision.
    trace = [utter(0, 3), end(1, 3), vital(1, "sbp", 1)]
    assert triage_decision_metrics(trace, {"acuity": 3})["final_prediction"] == 3
    trace = [utter(0, 4), vital(1, "sbp", 1), flag(1, ["hypotension"], 1)]
    assert triage_decision_metrics(trace, {"acuity": 1})["final_prediction"] == 4


def test_bools_are_not_triage_levels():
    # True == 1 in Python; a bool must never be read as level 1 on either side.
    result = triage_decision_metrics([end(0, True)], {"acuity": 1})
    assert result["final_prediction"] is None and result["correct"] is None
    result = triage_decision_metrics([end(0, 1)], {"acuity": True})
    assert result["ground_truth"] is None and result["correct"] is None
    assert time_to_first_correct_triage([utter(0, True)], {"acuity": 1}) is None


def test_out_of_range_levels_are_not_predictions():
    result = triage_decision_metrics([utter(0, 2), end(1, 9)], {"acuity": 2})
    assert result["final_prediction"] in (None, 2)
    assert triage_decision_metrics([end(0, 2)], {"acuity": 0})["ground_truth"] is None


# ------------------------------------------------------------------ time_to_first_correct_triage
def test_first_correct_turn_two_while_final_is_wrong():
    trace = [utter(0, 4), utter(1, 4), utter(2, 3), utter(3, 4), end(4, 4)]
    truth = {"acuity": 3}
    assert time_to_first_correct_triage(trace, truth) == 2
    decision = triage_decision_metrics(trace, truth)
    assert decision["correct"] is False and decision["under_triage"] is True
    merged = compute_all_metrics(trace=trace, belief={}, ground_truth=truth)["triage"]
    assert merged["first_correct_turn"] == 2 and merged["correct"] is False


def test_first_correct_turn_is_the_first_not_the_final():
    trace = [utter(0, 5), utter(1, 2), utter(2, 3), end(3, 2)]
    assert time_to_first_correct_triage(trace, {"acuity": 2}) == 1


def test_first_correct_turn_ignores_working_levels_on_vital_and_flag_steps():
    trace = [vital(0, "heartrate", 2), flag(0, ["tachycardia"], 2), utter(0, 3), utter(1, 2), end(2, 2)]
    assert time_to_first_correct_triage(trace, {"acuity": 2}) == 1


def test_first_correct_turn_none_when_never_right_or_no_acuity():
    trace = [utter(0, 4), end(1, 4)]
    assert time_to_first_correct_triage(trace, {"acuity": 2}) is None
    assert time_to_first_correct_triage(trace, {}) is None
    assert time_to_first_correct_triage(trace, {"acuity": None}) is None
    assert time_to_first_correct_triage([], {"acuity": 2}) is None


# ------------------------------------------------------------------ belief_coverage_metrics
def _slot(value, turn=0):
    return {"value": value, "source": "patient", "turn": turn, "certainty": 0.8}


def test_belief_coverage_counts_what_was_elicited():
    belief = {
        "chief_complaint": [_slot("chest pain")],
        "pain_location": [],
        "pain_severity": [_slot(7, 1)],
        "duration": [_slot("two hours", 2)],
        "associated_symptoms": [_slot("nausea"), _slot("sweating", 1), _slot("nausea", 2)],
        "red_flags": [_slot("chest pain with sweating"), _slot("tachycardia", 1)],
        "vitals_known": ["o2sat", "heartrate"],
        "red_flags_logged": [],
    }
    result = belief_coverage_metrics(belief)
    assert set(result) == COVERAGE_KEYS
    assert result["num_associated_symptoms"] == 2  # distinct
    assert result["num_red_flags_inferred"] == 2
    assert result["has_chief_complaint"] is True
    assert result["has_pain_location"] is False
    assert result["has_pain_severity"] is True
    assert result["has_duration"] is True
    assert result["vitals_known"] == ["heartrate", "o2sat"]
    assert result["num_vitals_known"] == 2


def test_belief_coverage_of_an_empty_belief():
    result = belief_coverage_metrics({})
    assert result == {
        "num_associated_symptoms": 0,
        "num_red_flags_inferred": 0,
        "has_chief_complaint": False,
        "has_pain_location": False,
        "has_pain_severity": False,
        "has_duration": False,
        "vitals_known": [],
        "num_vitals_known": 0,
    }


# ------------------------------------------------------------------ red_flag_metrics
def test_red_flags_without_expert_set_give_three_descriptive_keys_sorted():
    result = red_flag_metrics({"red_flags_logged": ["tachycardia", "chest pain", "hypoxia"]})
    assert result == {
        "num_red_flags_logged": 3,
        "logged_any": True,
        "logged_flags": ["chest pain", "hypoxia", "tachycardia"],
    }
    assert red_flag_metrics({"red_flags_logged": []}) == {
        "num_red_flags_logged": 0,
        "logged_any": False,
        "logged_flags": [],
    }


def test_red_flags_against_expert_set():
    belief = {"red_flags_logged": ["tachycardia", "chest pain"]}
    result = red_flag_metrics(belief, {"syncope", "tachycardia", "hypoxia"})
    assert set(result) == RED_FLAG_EXPERT_KEYS
    assert result["expert_red_flags"] == ["hypoxia", "syncope", "tachycardia"]
    assert result["true_positives"] == ["tachycardia"]
    assert result["false_positives"] == ["chest pain"]
    assert result["false_negatives"] == ["hypoxia", "syncope"]
    assert result["precision"] == pytest.approx(0.5)
    assert result["recall"] == pytest.approx(1 / 3)
    for key in ("logged_flags", "expert_red_flags", "true_positives", "false_positives", "false_negatives"):
        assert isinstance(result[key], list) and result[key] == sorted(result[key])


def test_precision_is_none_when_nothing_was_logged():
    result = red_flag_metrics({"red_flags_logged": []}, {"hypoxia", "syncope"})
    assert result["precision"] is None
    assert result["recall"] == 0.0
    assert result["false_negatives"] == ["hypoxia", "syncope"]


def test_recall_is_none_when_expert_set_is_empty():
    result = red_flag_metrics({"red_flags_logged": ["hypoxia"]}, set())
    assert result["recall"] is None
    assert result["precision"] == 0.0
    assert result["expert_red_flags"] == [] and result["false_positives"] == ["hypoxia"]
    both = red_flag_metrics({"red_flags_logged": []}, set())
    assert both["precision"] is None and both["recall"] is None


def test_matching_is_exact_string_equality():
    result = red_flag_metrics({"red_flags_logged": ["Tachycardia"]}, {"tachycardia"})
    assert result["true_positives"] == []
    assert result["false_positives"] == ["Tachycardia"]
    assert result["false_negatives"] == ["tachycardia"]
    assert result["precision"] == 0.0 and result["recall"] == 0.0
    synonyms = red_flag_metrics({"red_flags_logged": ["low oxygen saturation"]}, {"hypoxia"})
    assert synonyms["true_positives"] == []


def test_spec_f1_recipe_works_on_the_returned_keys():
    metrics = compute_all_metrics(
        trace=[end(0, 2)],
        belief={"red_flags_logged": ["hypoxia", "tachycardia", "fever"]},
        ground_truth={"acuity": 2},
        expert_red_flags={"syncope", "hypoxia", "tachycardia"},
    )
    p, r = metrics["red_flags"]["precision"], metrics["red_flags"]["recall"]
    f1 = 2 * p * r / (p + r) if p and r else None
    assert f1 == pytest.approx(2 / 3)


# ------------------------------------------------------------------ explanation_support_metrics
def test_explanation_is_read_from_the_final_nurse_step():
    trace = [utter(0, 3, "first thoughts"), end(1, 2, "Chest pain with tachycardia, so ESI 2")]
    assert explanation_support_metrics(trace, {}) == {"has_explanation": True, "explanation_length": 7}


def test_explanation_falls_back_to_the_action_dict():
    final = end(1, 2, explanation="")
    final["action"]["explanation"] = "SpO2 86 on room air"
    assert explanation_support_metrics([utter(0, 3), final], {}) == {
        "has_explanation": True,
        "explanation_length": 5,
    }
    del final["explanation"]
    assert explanation_support_metrics([final], {})["has_explanation"] is True


def test_only_the_final_step_counts_for_explanation():
    trace = [utter(0, 3, "a long and careful explanation"), end(1, 3, "")]
    assert explanation_support_metrics(trace, {}) == {"has_explanation": False, "explanation_length": 0}
    assert explanation_support_metrics([], {}) == {"has_explanation": False, "explanation_length": 0}
    assert explanation_support_metrics([end(0, 3, "   ")], {})["has_explanation"] is False


# ------------------------------------------------------------------ compute_all_metrics
def test_compute_all_metrics_has_exactly_four_blocks_with_first_correct_turn_merged():
    trace = [utter(0, 3, "asking"), utter(1, 2, "worse"), end(2, 2, "tachycardic chest pain")]
    belief = {"chief_complaint": [_slot("chest pain")], "vitals_known": ["heartrate"], "red_flags_logged": ["tachycardia"]}
    truth = {"acuity": 2}
    metrics = compute_all_metrics(trace=trace, belief=belief, ground_truth=truth, expert_red_flags={"tachycardia"})
    assert set(metrics) == {"triage", "belief_coverage", "red_flags", "explanation"}
    assert "time_to_first_correct_triage" not in metrics
    assert list(metrics["triage"]) == TRIAGE_KEYS + ["first_correct_turn"]
    assert metrics["triage"]["first_correct_turn"] == 1
    assert {k: metrics["triage"][k] for k in TRIAGE_KEYS} == triage_decision_metrics(trace, truth)
    assert metrics["belief_coverage"] == belief_coverage_metrics(belief)
    assert metrics["red_flags"] == red_flag_metrics(belief, {"tachycardia"})
    assert metrics["explanation"] == explanation_support_metrics(trace, belief)


def test_expert_red_flags_is_optional():
    metrics = compute_all_metrics(trace=[end(0, 2)], belief={"red_flags_logged": ["x"]}, ground_truth={"acuity": 2})
    assert set(metrics["red_flags"]) == RED_FLAG_BASE_KEYS


def test_compute_all_metrics_is_keyword_only():
    with pytest.raises(TypeError):
        compute_all_metrics([end(0, 2)], {}, {"acuity": 2})  # type: ignore[misc]
    with pytest.raises(TypeError):
        compute_all_metrics([end(0, 2)], belief={}, ground_truth={"acuity": 2})  # type: ignore[misc]


def test_compute_all_metrics_requires_trace_belief_and_ground_truth():
    with pytest.raises(TypeError):
        compute_all_metrics(trace=[], belief={})  # type: ignore[call-arg]


# ------------------------------------------------------------------ the spec's other worked examples (our copy)
SPEC_USAGE_EXAMPLE = """\
from triagesim.utils import compute_all_metrics

metrics = compute_all_metrics(
    trace=artifact["trace"],
    belief=artifact["belief"],
    ground_truth=artifact["ground_truth"],
    expert_red_flags={"syncope", "hypoxia", "tachycardia"},  # optional
)
"""

SPEC_SIGN_CONVENTION = """\
error = pred - gt
over_triage  = error < 0   # predicted a LOWER number = MORE urgent
under_triage = error > 0   # predicted a HIGHER number = LESS urgent
"""

SPEC_F1_RECIPE = """\
p, r = metrics["red_flags"]["precision"], metrics["red_flags"]["recall"]
f1 = 2 * p * r / (p + r) if p and r else None
"""

SPEC_EXPLANATIONS_RECIPE = """\
explanations = [
    step["explanation"] for step in artifact["trace"]
    if step.get("explanation")
]
"""


def _run_spec(snippet: str, **names) -> dict:
    """Execute one of the spec's snippets as written; returns its namespace."""
    namespace = dict(names)
    exec(compile(snippet, "evaluation-metrics.md", "exec"), namespace)
    return namespace


def test_spec_usage_example_on_an_artifact_shaped_dict():
    artifact = {
        "trace": [utter(0, 3, "asking about the pain"), vital(1, "o2sat", 3), end(2, 2, "hypoxic and tachycardic")],
        "belief": {"vitals_known": ["o2sat"], "red_flags_logged": ["hypoxia", "tachycardia"]},
        "ground_truth": {"acuity": 2},
    }
    metrics = _run_spec(SPEC_USAGE_EXAMPLE, artifact=artifact)["metrics"]
    assert list(metrics) == ["triage", "belief_coverage", "red_flags", "explanation"]
    assert metrics["triage"] == {
        "ground_truth": 2,
        "final_prediction": 2,
        "correct": True,
        "absolute_error": 0,
        "over_triage": False,
        "under_triage": False,
        "first_correct_turn": 2,
    }
    assert metrics["red_flags"]["true_positives"] == ["hypoxia", "tachycardia"]
    assert metrics["red_flags"]["false_negatives"] == ["syncope"]
    assert metrics["red_flags"]["precision"] == 1.0
    assert metrics["red_flags"]["recall"] == pytest.approx(2 / 3)
    assert metrics["belief_coverage"]["num_vitals_known"] == 1
    assert metrics["explanation"] == {"has_explanation": True, "explanation_length": 3}


@pytest.mark.parametrize(
    "pred, gt, error, over, under",
    [(1, 3, -2, True, False), (4, 2, 2, False, True), (3, 3, 0, False, False)],
    ids=["1-for-3-is-over", "4-for-2-is-under", "exact"],
)
def test_spec_sign_convention_snippet_agrees_with_triage_decision_metrics(pred, gt, error, over, under):
    spec = _run_spec(SPEC_SIGN_CONVENTION, pred=pred, gt=gt)
    assert (spec["error"], spec["over_triage"], spec["under_triage"]) == (error, over, under)
    result = triage_decision_metrics([end(0, pred)], {"acuity": gt})
    assert (result["absolute_error"], result["over_triage"], result["under_triage"]) == (abs(error), over, under)


@pytest.mark.parametrize(
    "logged, expected_f1",
    [
        (["hypoxia", "tachycardia", "fever"], 2 / 3),  # p = 2/3, r = 2/3
        (["hypoxia"], 0.5),  # p = 1, r = 1/3
        ([], None),  # nothing logged: precision None
        (["fever"], None),  # p = r = 0
    ],
    ids=["two-of-three", "one-right", "nothing-logged", "all-wrong"],
)
def test_spec_f1_recipe(logged, expected_f1):
    metrics = compute_all_metrics(
        trace=[end(0, 2)],
        belief={"red_flags_logged": logged},
        ground_truth={"acuity": 2},
        expert_red_flags={"syncope", "hypoxia", "tachycardia"},
    )
    f1 = _run_spec(SPEC_F1_RECIPE, metrics=metrics)["f1"]
    assert f1 == (None if expected_f1 is None else pytest.approx(expected_f1))


def test_spec_f1_recipe_when_the_expert_set_is_empty():
    metrics = compute_all_metrics(
        trace=[end(0, 2)], belief={"red_flags_logged": ["hypoxia"]}, ground_truth={"acuity": 2}, expert_red_flags=set()
    )
    assert metrics["red_flags"]["recall"] is None
    assert _run_spec(SPEC_F1_RECIPE, metrics=metrics)["f1"] is None


def test_spec_explanations_recipe_reads_every_step():
    artifact = {"trace": [utter(0, 3, "pain seems mild"), vital(1, "sbp", 3), end(2, 2, "")]}
    explanations = _run_spec(SPEC_EXPLANATIONS_RECIPE, artifact=artifact)["explanations"]
    assert explanations == ["pain seems mild"]
    # ... while the placeholder metric looks at the final nurse step only.
    assert explanation_support_metrics(artifact["trace"], {})["has_explanation"] is False


def test_spec_two_correct_runs_differ_in_efficiency():
    quick = [utter(0, 4), utter(1, 4), utter(2, 4), utter(3, 2), end(4, 2)]
    slow = [utter(turn, 4) for turn in range(12)] + [utter(12, 2), end(13, 2)]
    truth = {"acuity": 2}
    assert triage_decision_metrics(quick, truth)["correct"] is triage_decision_metrics(slow, truth)["correct"] is True
    assert time_to_first_correct_triage(quick, truth) == 3
    assert time_to_first_correct_triage(slow, truth) == 12


def test_spec_lucky_guess_is_visible_in_belief_coverage():
    metrics = compute_all_metrics(trace=[end(0, 2)], belief={}, ground_truth={"acuity": 2})
    assert metrics["triage"]["correct"] is True
    assert metrics["belief_coverage"]["num_vitals_known"] == 0
    assert metrics["belief_coverage"]["has_pain_severity"] is False


def test_spec_num_vitals_known_counts_up_to_the_five_available():
    five = ["dbp", "heartrate", "o2sat", "resprate", "sbp"]
    result = belief_coverage_metrics({"vitals_known": list(reversed(five))})
    assert result["vitals_known"] == five and result["num_vitals_known"] == 5


# ------------------------------------------------------------------ malformed input never raises
BAD_TRACES = [
    None,
    [],
    "x",
    42,
    {"action": {"type": "end", "triage": 2}},
    [None, "x", 3, [], 2.5],
    [{"action": "end"}],
    [{"action": None, "triage": 2}],
    [{"action": {"type": "end"}}],
    [{"action": {"type": "end", "triage": True}}],
    [{"action": {"type": "end", "triage": "2"}}],
    [{"action": {"type": "utterance", "triage": 2.5}}],
    [{"action": {"type": "utterance", "triage": [2]}, "turn": "three"}],
    [{"action": {"type": ["end"], "triage": {"level": 2}}, "turn": None, "explanation": 5}],
    [{"actor": None, "explanation": ["a", "b"], "action": {"explanation": 3}}],
]
BAD_TRUTHS = [None, {}, "x", [3], 3, {"acuity": True}, {"acuity": "3"}, {"acuity": 7}, {"acuity": 0}, {"acuity": 2.5}, {"acuity": [2]}]
BAD_BELIEFS = [
    None,
    "x",
    [],
    3,
    {"red_flags_logged": "tachycardia"},
    {"red_flags_logged": [1, None, "a", ["b"]]},
    {"red_flags_logged": {"a": 1}},
    {"associated_symptoms": [{"value": None}, "x", 3, {"no": "value"}, [1, 2], {"value": {"a": [1]}}]},
    {"associated_symptoms": "nausea", "chief_complaint": 5, "vitals_known": "heartrate"},
    {"vitals_known": [None, 1, "sbp", "sbp"], "red_flags": [None, {"value": ""}]},
]
BAD_EXPERTS = [None, "tachycardia", {"a": 1}, 5, [1, None, "a"], set(), ("x",), b"bytes"]


@pytest.mark.parametrize("trace", BAD_TRACES)
@pytest.mark.parametrize("truth", BAD_TRUTHS)
def test_trace_metrics_never_raise_on_malformed_input(trace, truth):
    result = triage_decision_metrics(trace, truth)
    assert list(result) == TRIAGE_KEYS
    for key in ("ground_truth", "final_prediction"):
        assert result[key] is None or (type(result[key]) is int and 1 <= result[key] <= 5)
    if result["ground_truth"] is None or result["final_prediction"] is None:
        assert all(result[key] is None for key in TRIAGE_KEYS[2:])
    turn = time_to_first_correct_triage(trace, truth)
    assert turn is None or type(turn) is int
    explanation = explanation_support_metrics(trace, truth)
    assert set(explanation) == {"has_explanation", "explanation_length"}


@pytest.mark.parametrize("belief", BAD_BELIEFS)
@pytest.mark.parametrize("expert", BAD_EXPERTS)
def test_belief_metrics_never_raise_on_malformed_input(belief, expert):
    coverage = belief_coverage_metrics(belief)
    assert set(coverage) == COVERAGE_KEYS
    assert all(isinstance(name, str) for name in coverage["vitals_known"])
    assert coverage["num_vitals_known"] == len(coverage["vitals_known"])
    flags = red_flag_metrics(belief, expert)
    assert RED_FLAG_BASE_KEYS <= set(flags) <= RED_FLAG_EXPERT_KEYS
    assert all(isinstance(name, str) for name in flags["logged_flags"])
    metrics = compute_all_metrics(trace=BAD_TRACES[5], belief=belief, ground_truth=None, expert_red_flags=expert)
    assert set(metrics) == {"triage", "belief_coverage", "red_flags", "explanation"}


# ------------------------------------------------------------------ the spec's aggregation example, verbatim (our copy)
SPEC_AGGREGATION_EXAMPLE = '''\
import json
import statistics
from pathlib import Path

from triagesim.utils import compute_all_metrics

EXPERT_FLAGS = {"syncope", "tachycardia", "hypoxia"}

rows = []
for path in sorted(Path("runs").glob("*.json")):
    artifact = json.loads(path.read_text())
    rows.append(
        compute_all_metrics(
            trace=artifact["trace"],
            belief=artifact["belief"],
            ground_truth=artifact["ground_truth"],
            expert_red_flags=EXPERT_FLAGS,
        )
    )

scored = [r for r in rows if r["triage"]["correct"] is not None]
errors = [r["triage"]["absolute_error"] for r in scored]

print(f"runs scored:   {len(scored)}/{len(rows)}")
print(f"accuracy:      {sum(r['triage']['correct'] for r in scored) / len(scored):.2%}")
print(f"under-triage:  {sum(r['triage']['under_triage'] for r in scored) / len(scored):.2%}")
print(f"over-triage:   {sum(r['triage']['over_triage'] for r in scored) / len(scored):.2%}")
print(f"mean abs err:  {statistics.mean(errors):.2f}")

turns = [r["triage"]["first_correct_turn"] for r in scored
         if r["triage"]["first_correct_turn"] is not None]
if turns:
    print(f"median turns to first correct: {statistics.median(turns)}")
'''


def _case(case_id, acuity):
    return {
        "case_id": case_id,
        "chief_complaint": "chest pain",
        "age": 60,
        "vitals": {"heartrate": 112, "o2sat": 95, "sbp": 130},
        "acuity": acuity,
    }


def test_spec_aggregation_example_runs_verbatim_on_real_artifacts(tmp_path, capsys, monkeypatch):
    runner = TriageRunner(
        ScriptNurse(),
        EchoPatient(),
        RunnerConfig(output_dir=tmp_path / "runs", max_turns=2),
        extractor=KeywordExtractor(),
    )
    episodes = [
        # (case, nurse): final level vs acuity, first correct turn
        (_case("agg-a", 3), ScriptNurse(final=3)),  # correct, first correct at turn 0
        (_case("agg-b", 2), ScriptNurse(final=4)),  # under-triage by 2, never correct
        (_case("agg-c", 3), ScriptNurse(final=1)),  # over-triage by 2, never correct
        (_case("agg-d", 2), ScriptNurse([nurse_step("utterance", 3, utterance="Pain?")], final=2)),  # correct at turn 1
        (  # right at turn 0, revises, ends under-triaged by 1
            _case("agg-e", 1),
            ScriptNurse(
                [nurse_step("check_vital", 1, vital="heartrate"), nurse_step("utterance", 1, utterance="Pain?")],
                final=2,
            ),
        ),
        (_case("agg-f", None), ScriptNurse(final=3)),  # no acuity: unscored
    ]
    for case, nurse in episodes:
        artifact = runner.run(case, nurse=nurse, patient=EchoPatient(), extractor=KeywordExtractor())
        assert artifact["status"] == "completed"

    files = sorted(os.listdir(tmp_path / "runs"))
    assert len(files) == 6 and all(name.endswith(".json") for name in files)
    unscored = [json.loads((tmp_path / "runs" / name).read_text()) for name in files if "agg-f" in name]
    assert unscored[0]["ground_truth"]["acuity"] is None

    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    exec(compile(SPEC_AGGREGATION_EXAMPLE, "evaluation-metrics.md", "exec"), {"__name__": "spec_example"})
    printed = capsys.readouterr().out.splitlines()
    assert printed == [
        "runs scored:   5/6",
        "accuracy:      40.00%",
        "under-triage:  40.00%",
        "over-triage:   20.00%",
        "mean abs err:  1.00",
        "median turns to first correct: 0",
    ]


def test_values_too_deep_to_repr_do_not_raise():
    # A slot value nested deeper than the recursion limit: counted, never a RecursionError.
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    other = [deep]
    belief = {"associated_symptoms": [deep, deep, other, "nausea"], "red_flags_logged": [deep], "vitals_known": [deep]}
    coverage = belief_coverage_metrics(belief)
    assert coverage["num_associated_symptoms"] == 3  # the same object twice counts once
    assert coverage["vitals_known"] == []
    metrics = compute_all_metrics(
        trace=[{"action": {"type": "end", "triage": 2}, "explanation": deep}],
        belief=belief,
        ground_truth={"acuity": deep},
        expert_red_flags=[deep],
    )
    assert metrics["triage"]["final_prediction"] == 2 and metrics["triage"]["correct"] is None


def test_denied_findings_are_not_counted_as_elicited():
    # A belief item the patient denied ("no fever") is not an associated symptom in the belief state.
    from triagesim.utils import belief_coverage_metrics

    belief = {
        "associated_symptoms": [
            {"value": "nausea", "polarity": "present"},
            {"value": "fever", "polarity": "absent"},
            {"value": "chills", "polarity": "uncertain"},
            {"value": "sweating"},  # written before polarity existed: present
        ],
        "red_flags": [],
        "chief_complaint": [{"value": "chest pain", "polarity": "absent"}],
    }
    metrics = belief_coverage_metrics(belief)
    assert metrics["num_associated_symptoms"] == 2 and metrics["has_chief_complaint"] is False
