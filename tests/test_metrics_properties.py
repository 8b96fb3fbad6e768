"""Property tests: the metrics never raise on arbitrary JSON-like input and keep their shape;
``evaluate_folder`` and ``load_expert_flags`` fail only with their one-line ``TriageSimError``."""

from __future__ import annotations

import io
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from triagesim.core.artifact import SCHEMA_VERSION
from triagesim.errors import ArtifactError, InputError
from triagesim.evaluation import evaluate_folder, format_report, load_expert_flags
from triagesim.utils import (
    belief_coverage_metrics,
    compute_all_metrics,
    explanation_support_metrics,
    red_flag_metrics,
    time_to_first_correct_triage,
    triage_decision_metrics,
)

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BLOCKS = {"triage", "belief_coverage", "red_flags", "explanation"}
TRIAGE_KEYS = ["ground_truth", "final_prediction", "correct", "absolute_error", "over_triage", "under_triage"]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-10, max_value=10),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
)
json_like = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=5),
        st.dictionaries(st.text(max_size=8), children, max_size=5),
    ),
    max_leaves=10,
)

# Values that look almost right: the keys the metrics read, with any JSON-like value.
levels = st.one_of(st.integers(min_value=-1, max_value=7), st.booleans(), st.floats(), st.text(max_size=3), st.none(), json_like)
actions = st.one_of(
    json_like,
    st.fixed_dictionaries(
        {"type": st.one_of(st.sampled_from(["utterance", "check_vital", "log_red_flag", "end"]), json_like)},
        optional={"triage": levels, "explanation": json_like, "utterance": json_like},
    ),
)
entries = st.one_of(
    json_like,
    st.fixed_dictionaries(
        {},
        optional={
            "turn": st.one_of(st.integers(min_value=-3, max_value=50), json_like),
            "actor": st.one_of(st.sampled_from(["nurse", "patient"]), json_like),
            "action": actions,
            "triage": levels,
            "confidence": json_like,
            "explanation": st.one_of(st.text(max_size=30), json_like),
            "red_flags_proposed": json_like,
        },
    ),
)
traces = st.one_of(json_like, st.lists(entries, max_size=8))
slot_items = st.lists(
    st.one_of(json_like, st.fixed_dictionaries({}, optional={"value": json_like, "turn": json_like, "source": json_like})),
    max_size=5,
)
beliefs = st.one_of(
    json_like,
    st.fixed_dictionaries(
        {},
        optional={
            "chief_complaint": st.one_of(slot_items, json_like),
            "pain_location": slot_items,
            "pain_severity": slot_items,
            "duration": slot_items,
            "associated_symptoms": st.one_of(slot_items, json_like),
            "red_flags": slot_items,
            "vitals_known": st.one_of(st.lists(st.one_of(st.text(max_size=8), json_like), max_size=6), json_like),
            "red_flags_logged": st.one_of(st.lists(st.one_of(st.text(max_size=8), json_like), max_size=6), json_like),
        },
    ),
)
truths = st.one_of(json_like, st.fixed_dictionaries({}, optional={"acuity": levels, "case_id": json_like}))
experts = st.one_of(
    st.none(),
    json_like,
    st.sets(st.text(max_size=8), max_size=5),
    st.frozensets(st.one_of(st.text(max_size=8), st.integers()), max_size=5),
)


def _level_or_none(value):
    return value is None or (type(value) is int and 1 <= value <= 5)


@SETTINGS
@given(trace=traces, truth=truths)
def test_trace_metrics_never_raise(trace, truth):
    result = triage_decision_metrics(trace, truth)
    assert list(result) == TRIAGE_KEYS
    assert _level_or_none(result["ground_truth"]) and _level_or_none(result["final_prediction"])
    if result["ground_truth"] is None or result["final_prediction"] is None:
        assert all(result[key] is None for key in TRIAGE_KEYS[2:])
    else:
        error = result["final_prediction"] - result["ground_truth"]
        assert result["absolute_error"] == abs(error)
        assert result["over_triage"] is (error < 0) and result["under_triage"] is (error > 0)
    turn = time_to_first_correct_triage(trace, truth)
    assert turn is None or type(turn) is int
    explanation = explanation_support_metrics(trace, truth)
    assert isinstance(explanation["has_explanation"], bool)
    assert type(explanation["explanation_length"]) is int and explanation["explanation_length"] >= 0
    assert explanation["has_explanation"] == (explanation["explanation_length"] > 0)


@SETTINGS
@given(belief=beliefs, expert=experts)
def test_belief_metrics_never_raise(belief, expert):
    coverage = belief_coverage_metrics(belief)
    assert coverage["num_vitals_known"] == len(coverage["vitals_known"])
    assert coverage["vitals_known"] == sorted(coverage["vitals_known"])
    flags = red_flag_metrics(belief, expert)
    assert flags["logged_flags"] == sorted(flags["logged_flags"])
    assert flags["num_red_flags_logged"] == len(flags["logged_flags"])
    if "precision" in flags:
        for key in ("precision", "recall"):
            assert flags[key] is None or 0.0 <= flags[key] <= 1.0
        assert flags["precision"] is None or flags["logged_flags"]
        assert flags["recall"] is None or flags["expert_red_flags"]


@SETTINGS
@given(trace=traces, belief=beliefs, truth=truths, expert=experts)
def test_compute_all_metrics_always_returns_the_four_blocks(trace, belief, truth, expert):
    metrics = compute_all_metrics(trace=trace, belief=belief, ground_truth=truth, expert_red_flags=expert)
    assert set(metrics) == BLOCKS
    assert list(metrics["triage"]) == TRIAGE_KEYS + ["first_correct_turn"]
    assert metrics["triage"]["first_correct_turn"] == time_to_first_correct_triage(trace, truth)


# ------------------------------------------------------------------ whole files: evaluate_folder and load_expert_flags
flag_values = st.one_of(
    json_like,
    st.text(max_size=8),
    st.lists(st.text(max_size=8), max_size=4),
    st.lists(json_like, max_size=3),  # dicts and lists inside: unhashable
)
decisions = st.lists(  # traces that do state a level, so some runs are scored
    st.fixed_dictionaries(
        {"action": st.fixed_dictionaries(
            {"type": st.sampled_from(["utterance", "end"]), "triage": st.integers(min_value=1, max_value=5)}
        )},
        optional={"turn": st.integers(min_value=0, max_value=20), "explanation": st.text(max_size=12)},
    ),
    min_size=1,
    max_size=4,
)
artifacts = st.fixed_dictionaries(
    {
        "schema_version": st.one_of(st.sampled_from([SCHEMA_VERSION, "1.0", "1"]), st.sampled_from(["2.0", ""]), json_like),
        "status": st.one_of(st.just("completed"), st.sampled_from(["error", "running"]), json_like),
        "trace": st.one_of(decisions, traces),
        "belief": beliefs,
        "ground_truth": st.one_of(
            st.fixed_dictionaries(
                {"acuity": st.one_of(st.integers(min_value=1, max_value=5), levels)},
                optional={"case_id": st.one_of(st.just("c1"), json_like), "expert_red_flags": flag_values},
            ),
            json_like,
        ),
    },
    optional={
        "run_id": st.one_of(st.text(max_size=8), json_like),
        "case_id": st.one_of(st.sampled_from(["c1", "c2"]), json_like),
        "end_reason": st.one_of(st.sampled_from(["nurse_end", "error", "refusals"]), json_like),
    },
)
deep_json = st.integers(min_value=1, max_value=3000).map(lambda depth: "[" * depth + "]" * depth)
readable_artifacts = artifacts.map(lambda artifact: json.dumps({**artifact, "schema_version": SCHEMA_VERSION}))
file_contents = st.one_of(
    artifacts.map(json.dumps),
    json_like.map(json.dumps),
    deep_json,
    st.binary(max_size=40),
    st.text(max_size=40),
)
expert_arguments = st.sampled_from([("none", None), ("cases", None), ("list", ["hypoxia"]), ("dict", {"c1": ["hypoxia"]})])
FILE_SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _write(path: Path, content: str | bytes) -> None:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8", errors="surrogatepass")


@pytest.mark.slow  # a folder written and read back for every drawn example
@FILE_SETTINGS
@given(readable=st.lists(readable_artifacts, max_size=3), other=st.lists(file_contents, max_size=3), expert=expert_arguments)
def test_evaluate_folder_reports_or_raises_artifact_error(readable, other, expert):
    mode, flags = expert
    files = readable + other
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for index, content in enumerate(files):
            _write(folder / f"run{index}.json", content)
        try:
            report = evaluate_folder(folder, expert_flags=flags, from_cases=mode == "cases")
        except ArtifactError as error:
            message = str(error)
            assert "\n" not in message and str(folder) in message
            return
    assert report["runs"] + len(report["skipped"]) == len(files)
    assert report["errors"] == len(report["error_runs"]) <= report["runs"]
    assert report["runs_scored"] <= report["runs"] - report["errors"]
    assert sum(sum(row.values()) for row in report["confusion_matrix"].values()) == report["runs_scored"]
    for item in report["skipped"] + report["notes"]:
        assert item["file"].startswith("run") and "\n" not in item["reason"]
    json.dumps(report)
    Console(file=io.StringIO(), width=120).print(format_report(report))


flag_documents = st.one_of(
    st.lists(st.one_of(st.text(max_size=8), json_like), max_size=4),
    st.dictionaries(st.text(max_size=6), flag_values, max_size=3),
    json_like,
)
jsonl_documents = st.lists(
    st.one_of(
        st.fixed_dictionaries(
            {"case_id": st.one_of(st.sampled_from(["c1", "c2", 3]), json_like), "expert_red_flags": flag_values}
        ).map(json.dumps),
        json_like.map(json.dumps),
        st.text(max_size=12),
    ),
    max_size=4,
).map("\n".join)


@FILE_SETTINGS
@given(
    content=st.one_of(flag_documents.map(json.dumps), jsonl_documents, deep_json, st.binary(max_size=60), st.text(max_size=60)),
    suffix=st.sampled_from([".json", ".jsonl", ".ndjson", ".txt"]),
)
def test_load_expert_flags_returns_or_raises_one_line_input_error(content, suffix):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"expert flags{suffix}"
        _write(path, content)
        try:
            flags = load_expert_flags(path)
        except InputError as error:
            message = str(error)
            assert "\n" not in message and path.name in message
            return
    if isinstance(flags, list):
        assert all(isinstance(flag, str) for flag in flags)
    else:
        assert all(isinstance(key, str) and all(isinstance(flag, str) for flag in value) for key, value in flags.items())
