"""The run summary, ``triagesim evaluate`` and ``triagesim report`` give the same figures for the same folder.

Each figure is defined once (``triagesim.scoring.aggregate``); these tests hold the three commands
to it on every kind of folder: the report tests' real offline and noisy folders, and folders where
nothing is scored, no expert flags are given, no flag is right, some episodes failed, or all did.
"Undefined" must read ``None`` / ``n/a`` in all three, never 0.
"""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import numpy as np
import pytest
from test_report_stats import make_runs

from triagesim.batch import BatchSummary
from triagesim.cli import main
from triagesim.evaluation import evaluate_folder
from triagesim.report import build_report
from triagesim.scoring.aggregate import (
    LEVELS,
    RAW_FLAGS,
    STATISTICS,
    decimal,
    f1,
    figure,
    level_statistics,
    percent,
    value,
)


def _rewrite(source: Path, target: Path, change) -> Path:
    """A copy of run folder ``source`` (its configuration too, so ``run`` resumes it) with ``change``
    applied to each artifact (``change(artifact, index)``, in file-name order)."""
    shutil.copytree(source, target)
    for index, path in enumerate(sorted(target.glob("*.json"))):
        artifact = json.loads(path.read_text(encoding="utf-8"))
        change(artifact, index)
        path.write_text(json.dumps(artifact), encoding="utf-8")
    return target


def _no_acuity(artifact: dict, index: int) -> None:
    artifact["ground_truth"]["acuity"] = None


def _rerolled(artifact: dict, index: int) -> None:
    level = random.Random(index).choice([1, 2, 3, 4, 5])  # an imperfect nurse: every kind of error occurs
    artifact["trace"][-1]["action"]["triage"] = level
    artifact["trace"][-1]["triage"] = level


def _wrong_flags(artifact: dict, index: int) -> None:
    artifact["belief"]["red_flags_logged"] = ["not a red flag"]  # logged, never expected: no true positive


def _failed(every: int):
    def change(artifact: dict, index: int) -> None:
        if index % every == 0:
            artifact.update(status="error", end_reason="error", error="LLMOutputError: no valid nurse_step",
                            failure={"type": "LLMOutputError", "kind": "output", "status": None})
    return change


@pytest.fixture(scope="module")
def folders(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("agree")
    offline, noisy = make_runs(root)  # the report tests' folders
    rerolled = _rewrite(offline, root / "rerolled", _rerolled)
    return {
        "offline": offline,
        "noisy": noisy,
        "rerolled": rerolled,
        "nothing_scored": _rewrite(offline, root / "nothing_scored", _no_acuity),
        "no_flag_right": _rewrite(rerolled, root / "no_flag_right", _wrong_flags),
        "some_failed": _rewrite(rerolled, root / "some_failed", _failed(3)),
        "all_failed": _rewrite(offline, root / "all_failed", _failed(1)),
    }


def _batch_summary(folder: Path) -> BatchSummary:
    """The figures a resumed ``run`` reports: every completed episode in the folder, through ``BatchSummary``."""
    summary = BatchSummary()
    for path in sorted(folder.glob("*.json")):
        artifact = json.loads(path.read_text(encoding="utf-8"))
        if artifact.get("status") == "completed":
            summary.score(artifact)
    return summary


@pytest.mark.slow  # a whole report (plots, page) per folder: seconds each
@pytest.mark.parametrize("from_cases", [True, False], ids=["expert-flags", "no-expert-flags"])
@pytest.mark.parametrize(
    "name", ["offline", "noisy", "rerolled", "nothing_scored", "no_flag_right", "some_failed", "all_failed"]
)
@pytest.mark.slow  # three whole commands per folder: seconds each
def test_the_three_give_the_same_figures(folders, name, from_cases, tmp_path):
    folder = folders[name]
    batch = _batch_summary(folder)
    evaluated = evaluate_folder(folder, from_cases=from_cases)
    overall = build_report([folder], tmp_path / "report", from_cases=from_cases, replicates=20)["overall"]
    reported = lambda key: overall[key]["value"]  # noqa: E731

    assert batch.scored == evaluated["runs_scored"] == int(reported("n"))
    assert batch.accuracy == evaluated["accuracy"] == reported("accuracy")
    assert batch.under_triage == evaluated["under_triage"] == reported("under_triage")
    assert batch.over_triage == evaluated["over_triage"] == reported("over_triage")
    assert batch.as_dict()["accuracy"] == evaluated["accuracy"]
    assert evaluated["mean_absolute_error"] == reported("mae")
    assert evaluated["kappa_linear"] == reported("kappa_linear")
    assert evaluated["confusion_matrix"] == overall["confusion_matrix"]
    for level, row in evaluated["per_acuity"].items():
        assert row["accuracy"] == overall["per_level"][level]["recall"]["value"]  # a level's accuracy is its recall
    flags = evaluated["red_flags"]
    assert flags["runs_with_expert_flags"] == overall["red_flags"]["runs_with_expert_flags"]
    for key in ("precision", "recall", "f1"):
        assert flags[key] == overall["red_flags"]["raw"][key]["value"], key

    # What each would print: one formatter, and undefined is n/a, never a number.
    for value in (batch.accuracy, evaluated["accuracy"], reported("accuracy")):
        assert percent(value) == percent(evaluated["accuracy"])
    if evaluated["runs_scored"] == 0:
        assert (batch.accuracy, evaluated["accuracy"], reported("accuracy")) == (None, None, None)
        assert evaluated["kappa_linear"] is None and reported("mae") is None
        assert percent(batch.accuracy) == "n/a" and decimal(reported("kappa_linear")) == "n/a"
    if not from_cases:
        assert flags["runs_with_expert_flags"] == 0
        assert (flags["precision"], flags["recall"], flags["f1"]) == (None, None, None)


def test_the_edge_folders_are_what_they_claim(folders):
    """The special folders really hold the case they are named for (else the agreement above proves less)."""
    assert evaluate_folder(folders["nothing_scored"], from_cases=True)["runs_scored"] == 0
    wrong = evaluate_folder(folders["no_flag_right"], from_cases=True)["red_flags"]
    assert wrong["true_positives"] == 0 and wrong["false_positives"] > 0 and wrong["false_negatives"] > 0
    assert (wrong["precision"], wrong["recall"], wrong["f1"]) == (0.0, 0.0, None)  # the spec's F1: none without a hit
    some = evaluate_folder(folders["some_failed"])
    assert 0 < some["errors"] < some["runs"] and some["runs_scored"] == some["runs"] - some["errors"]
    failed = evaluate_folder(folders["all_failed"])
    assert failed["errors"] == failed["runs"] > 0 and failed["runs_scored"] == 0
    assert evaluate_folder(folders["offline"])["runs_scored"] > 0


def _random_totals(rng: random.Random) -> dict[str, int]:
    """Tallies as many episodes would sum them, often with empty cells and zero denominators."""
    totals = {f"c{t}{p}": rng.choice([0, 0, rng.randint(1, 9)]) for t in LEVELS for p in LEVELS}
    totals["n"] = sum(totals.values())
    totals.update(first_correct=rng.randint(0, totals["n"]), first_correct_turn=rng.randint(0, 30))
    totals.update(raw_tp=rng.choice([0, rng.randint(1, 5)]), raw_fp=rng.randint(0, 3), raw_fn=rng.randint(0, 3))
    return totals


def test_a_statistic_gives_one_value_on_plain_totals_and_on_replicate_arrays():
    """``evaluate`` and the run summary evaluate a statistic on plain numbers, ``report`` on NumPy
    replicate arrays: the one definition must give the same value (or both undefined) either way."""
    rng = random.Random(11)
    statistics = [*STATISTICS.values(), *RAW_FLAGS.values(), *(s for level in LEVELS for s in level_statistics(level).values())]
    for _ in range(200):
        rows = [_random_totals(rng) for _ in range(3)]
        names = sorted(rows[0])
        table = np.array([[row[name] for name in names] for row in rows], dtype=float)
        arrays = lambda name: table[:, names.index(name)] if name in names else np.zeros(3)  # noqa: E731
        for statistic in statistics:
            with np.errstate(invalid="ignore", divide="ignore"):
                replicated = np.asarray(statistic(arrays), dtype=float)
            for index, row in enumerate(rows):
                assert figure(statistic, row) == value(replicated[index])


def test_f1_is_the_specs_derivation():
    # "f1 = 2 * p * r / (p + r) if p and r else None" (docs/evaluation-metrics.md)
    for p, r in [(0.5, 0.5), (1.0, 0.25), (0.0, 0.0), (0.0, 0.5), (0.5, float("nan")), (float("nan"), float("nan"))]:
        spec = 2 * p * r / (p + r) if p and r and p == p and r == r else None
        assert value(f1(p, r)) == spec
    assert (percent(None), decimal(None), percent(0.0), decimal(0.0)) == ("n/a", "n/a", "0.0%", "0.000")


def _printed(pattern: str, text: str) -> str:
    match = re.search(pattern, text)
    assert match, (pattern, text)
    return match.group(1)


@pytest.mark.slow  # three commands, a report among them: seconds
@pytest.mark.parametrize("name", ["rerolled", "nothing_scored"])
@pytest.mark.slow  # three whole commands per folder: seconds each
def test_the_three_commands_print_the_same_accuracy(folders, name, tmp_path, capsys):
    """What a user reads: ``run`` (resuming the folder: every episode already done), ``evaluate`` and
    ``report`` print one accuracy, in one rounding; ``n/a`` when nothing was scored."""
    folder = folders[name]
    shutil.copytree(folder, tmp_path / "runs")
    cases = tmp_path / "cases.jsonl"
    shutil.copy(folder.parent / "cases.jsonl", cases)
    capsys.readouterr()

    assert main(["run", "--quiet", "--cases", str(cases), "--out", str(tmp_path / "runs")]) == 0
    run_out = capsys.readouterr().out
    assert " 0 completed" in run_out  # nothing re-run: the figures are the folder's
    assert main(["evaluate", str(tmp_path / "runs")]) == 0
    evaluate_out = capsys.readouterr().out
    assert main(["report", str(tmp_path / "runs"), "--out", str(tmp_path / "report"), "--bootstrap", "20"]) == 0
    report_out = capsys.readouterr().out

    shown = {
        _printed(r"accuracy (n/a|[\d.]+%),", run_out),
        _printed(r"accuracy\W+(n/a|[\d.]+%)", evaluate_out),
        _printed(r"accuracy (n/a|[\d.]+%),", report_out),
    }
    expected = percent(evaluate_folder(tmp_path / "runs")["accuracy"])
    assert shown == {expected}
    assert (expected == "n/a") == (name == "nothing_scored")
