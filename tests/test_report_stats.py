"""``triagesim report``: kappa against scikit-learn, the seeded bootstrap, report.json's shape, groups,
red-flag synonyms, explanation faithfulness, audio links and the command's errors.

Run folders are made by the real offline engine (``triagesim run``) on a spread of bundled
vignettes; a second "nurse" is the same episodes with final levels re-drawn at random (the
artifact is otherwise real), so agreement is imperfect and the groups differ.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
import wave
from pathlib import Path
from urllib.parse import quote

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score

from triagesim.cli import main
from triagesim.evaluation import kappa_parts, weighted_kappa
from triagesim.report import build_report
from triagesim.report.faithfulness import check_explanations

VIGNETTES = Path(__file__).resolve().parents[1] / "src" / "triagesim" / "data" / "vignettes.jsonl"
LEVELS = [1, 2, 3, 4, 5]


def sk_kappa(truth, pred, weights):
    value = cohen_kappa_score(truth, pred, weights=weights, labels=LEVELS)
    return None if np.isnan(value) else float(value)


def make_runs(root: Path, *, episodes_per_case: int = 1) -> tuple[Path, Path]:
    """(offline nurse folder, noisy nurse folder) over every fourth bundled vignette (all five levels)."""
    lines = VIGNETTES.read_text(encoding="utf-8").splitlines()
    cases = root / "cases.jsonl"
    cases.write_text("\n".join(lines[::4]) + "\n", encoding="utf-8")
    offline = root / "offline"
    argv = ["run", "--cases", str(cases), "--out", str(offline), "--episodes-per-case", str(episodes_per_case)]
    assert main(argv) == 0
    noisy = root / "noisy"
    noisy.mkdir()
    rng = random.Random(7)
    for path in sorted(offline.glob("*.json")):
        artifact = json.loads(path.read_text(encoding="utf-8"))
        level = rng.choice(LEVELS)
        final = artifact["trace"][-1]
        final["action"]["triage"] = level
        final["triage"] = level
        (noisy / path.name).write_text(json.dumps(artifact), encoding="utf-8")
    return offline, noisy


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> tuple[Path, Path]:
    return make_runs(tmp_path_factory.mktemp("runs"))


@pytest.fixture(scope="module")
def small(runs, tmp_path_factory) -> Path:
    """Six noisy episodes: enough for what a test checks, few persona groups, so a report is quick."""
    folder = tmp_path_factory.mktemp("small")
    for path in sorted(runs[1].glob("*.json"))[:6]:
        shutil.copy(path, folder / path.name)
    return folder


@pytest.fixture(scope="module")
def report(runs, tmp_path_factory) -> tuple[dict, Path]:
    out = tmp_path_factory.mktemp("report")
    return build_report(list(runs), out, from_cases=True, seed=3, replicates=300), out


def pairs_of(folder: Path) -> list[tuple[int, int]]:
    pairs = []
    for path in sorted(folder.glob("*.json")):
        artifact = json.loads(path.read_text(encoding="utf-8"))
        pairs.append((artifact["ground_truth"]["acuity"], artifact["trace"][-1]["action"]["triage"]))
    return pairs


# ------------------------------------------------------------------ kappa against scikit-learn
@pytest.mark.parametrize("weights", ["linear", "quadratic"])
def test_kappa_matches_sklearn_on_random_data(weights):
    rng = np.random.default_rng(11)
    for trial in range(200):
        n = int(rng.integers(1, 60))
        truth = rng.integers(1, 6, n)
        # half the trials correlated, so kappa spans negative to near 1
        pred = np.clip(truth + rng.integers(-1, 2, n), 1, 5) if trial % 2 else rng.integers(1, 6, n)
        ours = weighted_kappa(list(zip(truth.tolist(), pred.tolist())), weights=weights)
        reference = sk_kappa(truth, pred, weights)
        if reference is None:
            assert ours is None
        else:
            assert ours == pytest.approx(reference, abs=1e-9)


@pytest.mark.filterwarnings("ignore::sklearn.exceptions.UndefinedMetricWarning")  # sklearn's own note on one class
@pytest.mark.parametrize("weights", ["linear", "quadratic"])
@pytest.mark.parametrize(
    "truth, pred",
    [
        ([3, 3, 3, 3], [3, 3, 3, 3]),  # one class: undefined
        ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]),  # perfect
        ([1, 2, 3, 4, 5], [5, 4, 3, 2, 1]),  # reversed
        ([2, 2, 2], [1, 3, 2]),  # one class in truth only
        ([1, 5], [5, 1]),
    ],
)
def test_kappa_edge_cases_match_sklearn(truth, pred, weights):
    ours = weighted_kappa(list(zip(truth, pred)), weights=weights)
    reference = sk_kappa(truth, pred, weights)
    assert (ours is None) == (reference is None)
    if reference is not None:
        assert ours == pytest.approx(reference, abs=1e-9)


def test_kappa_of_no_pairs_is_undefined():
    # scikit-learn refuses empty input; there is no agreement to measure, so None.
    with pytest.raises(ValueError):
        cohen_kappa_score([], [], labels=LEVELS)
    assert weighted_kappa([]) is None
    disagreement, chance = kappa_parts([[0] * 5 for _ in range(5)])
    assert chance == 0


def test_kappa_parts_vectorises_over_replicates():
    rng = np.random.default_rng(5)
    cells = rng.integers(0, 9, size=(50, 5, 5))
    matrix = [[cells[:, t, p] for p in range(5)] for t in range(5)]
    disagreement, chance = kappa_parts(matrix, weights="quadratic")
    for b in range(50):
        pairs = [(t + 1, p + 1) for t in range(5) for p in range(5) for _ in range(cells[b, t, p])]
        assert 1 - disagreement[b] / chance[b] == pytest.approx(weighted_kappa(pairs, weights="quadratic"), abs=1e-12)


def test_kappa_rejects_levels_outside_the_scale():
    with pytest.raises(ValueError, match="outside 1..5"):
        weighted_kappa([(0, 3)])


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_report_kappa_matches_sklearn(report, runs):
    data, _ = report
    offline, noisy = runs
    for name, folder in (("offline", offline), ("noisy", noisy)):
        truth, pred = zip(*pairs_of(folder))
        for weights in ("linear", "quadratic"):
            assert data["groups"][name][f"kappa_{weights}"]["value"] == pytest.approx(sk_kappa(truth, pred, weights), abs=1e-9)
    truth, pred = zip(*(pairs_of(offline) + pairs_of(noisy)))
    assert data["overall"]["kappa_linear"]["value"] == pytest.approx(sk_kappa(truth, pred, "linear"), abs=1e-9)


# ------------------------------------------------------------------ bootstrap and shape
@pytest.mark.slow  # three reports of 200 bootstrap replicates: seconds
def test_bootstrap_is_reproducible_with_a_seed(small, tmp_path):
    first = build_report([small], tmp_path / "a", from_cases=True, seed=9, replicates=100)
    again = build_report([small], tmp_path / "b", from_cases=True, seed=9, replicates=100)
    other = build_report([small], tmp_path / "c", from_cases=True, seed=10, replicates=100)
    assert (tmp_path / "a" / "report.json").read_bytes() == (tmp_path / "b" / "report.json").read_bytes()
    assert (tmp_path / "a" / "index.html").read_bytes() == (tmp_path / "b" / "index.html").read_bytes()
    assert first["overall"]["accuracy"]["ci95"] == again["overall"]["accuracy"]["ci95"]
    assert first["overall"]["accuracy"]["value"] == other["overall"]["accuracy"]["value"]
    assert first["overall"]["mae"]["ci95"] != other["overall"]["mae"]["ci95"]


def _statistics(block):
    """Every {"value", "ci95"} in a nested figures block."""
    if isinstance(block, dict) and set(block) == {"value", "ci95"}:
        yield block
    elif isinstance(block, dict):
        for value in block.values():
            yield from _statistics(value)


def test_report_json_shape(report):
    data, out = report
    assert json.loads((out / "report.json").read_text(encoding="utf-8")) == data
    overall = data["overall"]
    for key in ("n", "accuracy", "under_triage", "over_triage", "severe_under_triage", "mae", "kappa_linear", "kappa_quadratic"):
        stat = overall[key]
        assert set(stat) == {"value", "ci95"}
        if stat["value"] is not None and stat["ci95"] is not None:
            low, high = stat["ci95"]
            assert low <= high
    for stat in _statistics(overall):
        assert stat["ci95"] is None or len(stat["ci95"]) == 2
    assert set(overall["per_level"]) == {"1", "2", "3", "4", "5"}
    assert set(overall["per_level"]["3"]) == {"precision", "recall", "f1"}
    assert sum(sum(row.values()) for row in overall["confusion_matrix"].values()) == overall["n"]["value"]
    assert {"raw", "canonical", "per_flag"} <= set(overall["red_flags"])
    assert overall["faithfulness"]["decisive_evidence_cited"]["value"] is not None
    assert overall["dialogue"]["turns"]["value"] > 0
    assert data["bootstrap"]["unit"] == "case"  # each case played by both nurses
    for name in ("confusion_overall", "kappa_by_group", "level_over_turns"):
        assert (out / f"{name}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_severe_under_triage_and_accuracy_follow_the_definitions(report, runs):
    data, _ = report
    pairs = pairs_of(runs[1])
    severe = [p >= 3 for t, p in pairs if t <= 2]
    group = data["groups"]["noisy"]
    assert group["severe_under_triage"]["value"] == pytest.approx(sum(severe) / len(severe))
    assert group["accuracy"]["value"] == pytest.approx(sum(t == p for t, p in pairs) / len(pairs))
    assert group["mae"]["value"] == pytest.approx(sum(abs(t - p) for t, p in pairs) / len(pairs))


def test_groups_per_run_folder_and_persona_trait(report):
    data, _ = report
    groups = data["groups"]
    assert groups["offline"]["by"] == "run" and "difference" not in groups["offline"]  # the reference
    difference = groups["noisy"]["difference"]
    assert difference["reference"] == "offline"
    expected = groups["noisy"]["accuracy"]["value"] - groups["offline"]["accuracy"]["value"]
    assert difference["accuracy"]["value"] == pytest.approx(expected)
    low, high = difference["accuracy"]["ci95"]
    assert low <= difference["accuracy"]["value"] <= high and high < 0  # the random nurse is worse, and the CI says so
    splits = {group["by"] for group in groups.values()}
    assert "patient.language_proficiency" in splits
    for split in splits - {"run"}:
        members = [group for group in groups.values() if group["by"] == split]
        assert len(members) >= 2
        assert sum(group["episodes"] for group in members) == data["overall"]["n"]["value"]
        assert sum("difference" not in group for group in members) == 1


# ------------------------------------------------------------------ red flags
@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_red_flag_synonyms_map_to_the_canonical_vocabulary_and_misses_show_per_flag(report, runs, tmp_path):
    folder = tmp_path / "synonyms"
    folder.mkdir()
    renamed = {"hypoxia": "Low Oxygen Saturation", "hypotension": "low blood pressure"}
    changed = 0
    for path in sorted(runs[0].glob("*.json")):
        artifact = json.loads(path.read_text(encoding="utf-8"))
        logged = artifact["belief"]["red_flags_logged"]
        changed += sum(flag in renamed for flag in logged)
        # paraphrases of two flags, and "tachycardia" never logged at all
        artifact["belief"]["red_flags_logged"] = sorted(renamed.get(flag, flag) for flag in logged if flag != "tachycardia")
        (folder / path.name).write_text(json.dumps(artifact), encoding="utf-8")
    assert changed > 0
    original = report[0]["groups"]["offline"]["red_flags"]
    mapped = build_report([folder], tmp_path / "r", from_cases=True, replicates=50)["overall"]["red_flags"]
    assert mapped["raw"]["recall"]["value"] < original["raw"]["recall"]["value"]  # exact match, as the spec says
    for flag in renamed:  # synonyms mapped first: nothing lost
        assert mapped["per_flag"][flag]["recall"]["value"] == original["per_flag"][flag]["recall"]["value"] > 0
        assert mapped["per_flag"][flag]["support"] == original["per_flag"][flag]["support"]
    assert mapped["per_flag"]["tachycardia"]["support"] > 0
    assert mapped["per_flag"]["tachycardia"]["recall"]["value"] == 0.0  # the missed danger shows
    assert original["per_flag"]["tachycardia"]["recall"]["value"] > 0


# ------------------------------------------------------------------ faithfulness
def test_explanation_citing_unreleased_vital_or_unheard_symptom_is_hallucinated(runs):
    path = sorted(runs[0].glob("*.json"))[0]
    artifact = json.loads(path.read_text(encoding="utf-8"))
    clean = check_explanations(artifact)
    assert clean.hallucinated_vital_steps == 0
    first = artifact["trace"][0]
    assert first["turn"] == 0
    tampered = copy.deepcopy(artifact)
    tampered["trace"][0]["explanation"] = "ESI 2: SpO2 84 and HR 130 before anything was measured."
    result = check_explanations(tampered)
    assert result.hallucinated_vital_steps == clean.hallucinated_vital_steps + 1
    assert result.examples[0]["vitals"] == ["heartrate", "o2sat"]
    tampered = copy.deepcopy(artifact)
    tampered["trace"][0]["explanation"] = "Heard: the patient has a rash and a sore throat."
    result = check_explanations(tampered)
    assert result.hallucinated_finding_steps == clean.hallucinated_finding_steps + 1
    assert {"rash", "sore_throat"} <= set(result.examples[0]["findings"])


def test_final_explanation_citing_decisive_evidence(runs):
    path = sorted(runs[0].glob("*.json"))[0]
    artifact = json.loads(path.read_text(encoding="utf-8"))
    assert artifact["ground_truth"]["expert_red_flags"]
    assert check_explanations(artifact).final_cites_decisive is True
    artifact["trace"][-1]["explanation"] = "Looks fine to me."
    assert check_explanations(artifact).final_cites_decisive is False


# ------------------------------------------------------------------ audio links and the command
def _wav(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(8000)
        out.writeframes(b"\x00\x00" * 800)


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_audio_beside_runs_is_linked_relatively(small, tmp_path):
    root = tmp_path / "study"
    shutil.copytree(small, root / "runs")
    artifact_path = sorted((root / "runs").glob("*.json"))[0]
    artifact = json.loads(artifact_path.read_text(encoding="utf-8"))
    alignment, start = [], 0.0
    for index, line in enumerate(artifact["transcript"]):
        name = f"utterances/{index:03d}_{line['speaker']}.wav"
        _wav(root / "audio" / artifact["run_id"] / name)
        alignment.append({"turn": line["turn"], "speaker": line["speaker"], "text": line["text"], "start": start, "end": start + 0.1, "file": name})
        start += 0.1
    (root / "audio" / artifact["run_id"] / "alignment.json").write_text(json.dumps(alignment), encoding="utf-8")
    out = root / "report"
    build_report([root / "runs"], out, replicates=20)
    page = (out / "index.html").read_text(encoding="utf-8")
    link = f"../audio/{artifact['run_id']}/utterances/000_nurse.wav"
    assert link in page
    assert (out / link).resolve().is_file()
    assert "data:audio" not in page and "RIFF" not in page


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_cli_writes_the_report(runs, small, tmp_path, capsys):
    out = tmp_path / "report"
    code = main(["report", str(runs[0]), "--label", f"few={small}", "--out", str(out), "--from-cases", "--bootstrap", "50"])
    assert code == 0
    assert "episodes scored" in capsys.readouterr().out
    data = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert set(data["groups"]) >= {"offline", "few"}
    assert data["groups"]["few"]["difference"]["reference"] == "offline"
    assert (out / "index.html").is_file()


@pytest.mark.parametrize(
    "argv, message",
    [
        (["report", "{missing}", "--out", "{out}"], "folder not found"),
        (["report", "{runs}", "--out", "{file}"], "is a file"),
        (["report", "--out", "{out}"], "give the run folders to report on"),
        (["report", "{runs}", "--out", "{out}", "--expert-red-flags", "{file}"], "expected"),
    ],
)
def test_cli_errors_are_one_line(argv, message, runs, tmp_path, capsys):
    a_file = tmp_path / "file.json"
    a_file.write_text('"hypoxia"', encoding="utf-8")
    values = {"missing": str(tmp_path / "nope"), "out": str(tmp_path / "out"), "runs": str(runs[0]), "file": str(a_file)}
    code = main([part.format(**values) for part in argv])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "out" / "report.json").exists()


def test_bad_label_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["report", "--label", "justaname", "--out", str(tmp_path)])
    assert stop.value.code == 2
    assert "NAME=RUNS" in capsys.readouterr().err


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_one_bad_file_is_skipped_not_fatal(small, tmp_path):
    folder = tmp_path / "mixed"
    shutil.copytree(small, folder)
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    data = build_report([folder], tmp_path / "r", replicates=20)
    assert data["runs"][0]["skipped"][0]["file"] == "broken.json"
    assert data["overall"]["n"]["value"] == len(list(small.glob("*.json")))


# ------------------------------------------------------------------ the page's layout and sanity flags
def test_the_page_leads_with_the_summary_the_confusion_matrix_and_the_worst_misses(report):
    data, out = report
    page = (out / "index.html").read_text(encoding="utf-8")
    order = [page.index(marker) for marker in ('id="overall-table"', 'id="confusion-table"', 'id="worst-misses"',
                                                'id="groups"', 'id="plots"', 'id="episode-list"')]
    assert order == sorted(order)
    # each split collapsed to one line, with its forest plot (a PNG too) and its table inside
    splits = {group["by"] for group in data["groups"].values()}
    assert page.count('<details class="split"') == len(splits)
    assert page.count('id="plot-groups_forest_') == len(splits)
    assert len(list(out.glob("groups_forest_*.png"))) == len(splits)
    # the worst misses: every under-triaged episode counted, the worst first
    under = _misses(out)
    assert f"{len(under)} of {int(data['overall']['n']['value'])} scored episodes" in page
    worst = page[page.index('id="worst-misses"'):page.index('id="groups"')]
    first = worst.split('href="#episode=', 1)[1].split('"', 1)[0]
    misses = {quote(key, safe=""): miss for miss, key in under}
    assert misses[first] == max(misses.values())  # the first listed is one of the most levels under


def _misses(out: Path):
    """(levels under, "run/run id") of each under-triaged episode in the page's embedded records."""
    page = (out / "index.html").read_text(encoding="utf-8")
    start = page.index('id="episodes-data">') + len('id="episodes-data">')
    views = json.loads(page[start:page.index("</script>", start)])
    return [(view["prediction"] - view["truth"], f'{view["run"]}/{view["run_id"]}') for view in views
            if view["truth"] is not None and view["prediction"] is not None and view["prediction"] > view["truth"]]


def test_an_age_recorded_as_a_duration_fails_the_sanity_check():
    from triagesim.report.sanity import slot_warnings

    def duration(value, evidence):
        return {"value": value, "source": "patient", "turn": 0, "certainty": 0.6, "evidence": evidence}

    belief = {"duration": [duration("67 years", "I've got chest pain. I'm 67 years old."),
                           duration("about two hours ago", "It started about two hours ago."),
                           duration("3 years", "I've had it for 3 years."),
                           duration("70 years", "Seventy years.")],
              "pain_severity": [{"value": 12, "evidence": "twelve out of ten"}, {"value": 7, "evidence": "7/10"}]}
    warnings = slot_warnings(belief, {"age": 67})
    assert [(item["slot"], item["index"]) for item in warnings] == [("duration", 0), ("duration", 3), ("pain_severity", 0)]
    assert "states an age (67)" in warnings[0]["reason"] and "age 67" in warnings[1]["reason"]
    assert slot_warnings(belief, {})[:1] == warnings[:1]  # no recorded age: the evidence alone says so
    assert [item["index"] for item in slot_warnings(belief, {}) if item["slot"] == "duration"] == [0]
