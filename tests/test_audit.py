"""``triagesim audit``: the paired design holds everything but one trait fixed, its statistics match
reference computations, bad options are one line, and an LLM audit resumes after Ctrl-C.

Real parts: the offline engine in process for the design, a real chat-completions server
(tests/openai_server.py) and real subprocesses for the LLM audit and its interruption.
"""

from __future__ import annotations

import json
import math
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openai_server import FakeOpenAIServer, Reply, default_responder, role_of

from triagesim.audit.design import AUDITABLE, PLACEBO, parse_trait, with_level
from triagesim.audit.measures import Measures, tells, told_facts
from triagesim.audit.stats import Pair, compare, exact_binomial_p, holm, mcnemar_exact
from triagesim.cli import main
from triagesim.personas import ENGLISH, RATE_BANDS, NursePersona, factorial_patient_persona
from triagesim.report.stats import Bootstrap

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_run import artifacts as _all_json  # noqa: E402

def artifacts(folder: Path) -> dict[str, dict]:
    """The folder's episode artifacts by run id (not ``audit.json``)."""
    return {name: data for name, data in _all_json(folder).items() if name != "audit"}


PAIN = "patient.pain_expression=accurate,minimizing,amplifying"
LANGUAGE = "patient.language_proficiency=native,limited"


# ------------------------------------------------------------------ statistics against references
@pytest.mark.parametrize("trials", [0, 1, 2, 5, 7, 12, 31, 100, 1000])
def test_the_exact_binomial_test_is_scipys(trials):
    binomtest = pytest.importorskip("scipy.stats").binomtest
    for successes in range(trials + 1):
        expected = 1.0 if trials == 0 else binomtest(successes, trials, 0.5, alternative="two-sided").pvalue
        assert exact_binomial_p(successes, trials) == pytest.approx(expected, rel=1e-9, abs=1e-300)


def test_mcnemar_matches_statsmodels_where_installed():
    mcnemar = pytest.importorskip("statsmodels.stats.contingency_tables").mcnemar
    for both, only_ref, only_level, neither in [(3, 1, 6, 20), (0, 0, 0, 9), (5, 9, 2, 4), (1, 40, 25, 3)]:
        table = [[both, only_ref], [only_level, neither]]
        assert mcnemar_exact(only_ref, only_level) == pytest.approx(mcnemar(table, exact=True).pvalue, rel=1e-9)


def _measures(level: int, truth: int) -> Measures:
    under = float(level > truth)
    severe = None if truth > 2 else float(level >= 3)
    tally = {"n": 1, f"c{truth}{level}": 1, "dialogues": 1, "turns": 4.0, "patient_utterances": 4, "patient_words": 40}
    return Measures(level=level, under=under, severe=severe, tally=tally)


def _pairs(table: list[tuple[int, int, int, int]]) -> list[Pair]:
    """Pairs from (reference level, compared level, true level, count) rows; each its own case."""
    pairs = []
    for reference, level, truth, count in table:
        for _ in range(count):
            index = len(pairs)
            pairs.append(Pair(f"p{index}", f"b{index}", f"case{index}", _measures(reference, truth), _measures(level, truth)))
    return pairs


def _compare(pairs: list[Pair], replicates: int = 500, seed: int = 3) -> tuple[dict, Bootstrap]:
    units = {pair.base_run_id: index for index, pair in enumerate(pairs)}
    bootstrap = Bootstrap.draw(len(units), replicates, seed)
    return compare(pairs, bootstrap, units, "pair"), bootstrap


def test_a_hand_worked_two_by_two_table():
    # True level 2 throughout. Under-triaged in both arms 3 pairs, in the reference only 1, in the
    # compared level only 6, in neither 20: McNemar's discordant pairs are 1 and 6, so
    # p = 2 * P(X <= 1 | n = 7, 1/2) = 2 * (1 + 7) / 128 = 0.125, and the difference is (6 - 1) / 30.
    pairs = _pairs([(3, 3, 2, 3), (3, 2, 2, 1), (2, 3, 2, 6), (2, 2, 2, 20)])
    result, _ = _compare(pairs)
    under = result["under_triage"]
    assert under["discordant"] == {"reference_only": 1, "level_only": 6}
    assert under["p"] == pytest.approx(0.125)
    assert under["reference"] == pytest.approx(4 / 30) and under["level"] == pytest.approx(9 / 30)
    assert under["difference"]["value"] == pytest.approx(5 / 30)
    # Levels moved up 6 times and down once: the sign test is the same binomial.
    assert result["level_shift"]["value"] == pytest.approx(5 / 30)
    assert (result["level_shift"]["up"], result["level_shift"]["down"]) == (6, 1)
    assert result["level_shift"]["p"] == pytest.approx(0.125)
    assert result["changed"]["value"] == pytest.approx(7 / 30)
    # Severe under-triage: true level 2, assigned 3 or worse: the same cells here.
    assert result["severe_under_triage"]["p"] == pytest.approx(0.125)


def test_the_intervals_are_the_paired_bootstrap_of_the_pairs():
    rng = random.Random(7)
    rows = [(rng.randint(1, 5), rng.randint(1, 5), rng.randint(1, 5), 1) for _ in range(60)]
    pairs = _pairs(rows)
    result, bootstrap = _compare(pairs, replicates=400, seed=11)
    weights = bootstrap.weights  # replicate b drew pair u weights[b, u] times
    shifts = np.array([level - reference for reference, level, _, _ in rows], dtype=float)
    means = weights @ shifts / weights.sum(axis=1)
    assert result["level_shift"]["value"] == pytest.approx(shifts.mean())
    assert result["level_shift"]["ci95"] == pytest.approx(list(np.percentile(means, [2.5, 97.5])))
    changed = weights @ (shifts != 0) / weights.sum(axis=1)
    assert result["changed"]["ci95"] == pytest.approx(list(np.percentile(changed, [2.5, 97.5])))
    under_ref = np.array([float(reference > truth) for reference, _, truth, _ in rows])
    under_level = np.array([float(level > truth) for _, level, truth, _ in rows])
    differences = (weights @ under_level - weights @ under_ref) / weights.sum(axis=1)
    assert result["under_triage"]["difference"]["value"] == pytest.approx(under_level.mean() - under_ref.mean())
    assert result["under_triage"]["difference"]["ci95"] == pytest.approx(list(np.percentile(differences, [2.5, 97.5])))


def test_holm_by_hand_and_with_none():
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([0.5, None, 0.01]) == [pytest.approx(0.5), None, pytest.approx(0.02)]
    assert holm([0.6, 0.7]) == pytest.approx([1.0, 1.0])


def test_holm_matches_statsmodels_where_installed():
    multipletests = pytest.importorskip("statsmodels.stats.multitest").multipletests
    values = [0.001, 0.2, 0.04, 0.03, 0.9, 0.011]
    assert holm(values) == pytest.approx(list(multipletests(values, method="holm")[1]))


def test_a_fact_is_told_when_most_of_its_words_are_said():
    fact = "I take warfarin for my heart rhythm."
    assert tells(fact, "Yes, warfarin. For my heart rhythm, I think.")
    assert not tells(fact, "No blood thinners, no.")
    artifact = {
        "ground_truth": {"sensitive": {"anticoagulants": fact, "pregnancy": "I might be pregnant."}},
        "transcript": [{"speaker": "nurse", "text": "Do you take warfarin for your heart rhythm?"},
                       {"speaker": "patient", "text": "No."}],
    }
    assert told_facts(artifact) == {"blood_thinners:facts": 1, "blood_thinners:told": 0}  # the nurse's words do not count


# ------------------------------------------------------------------ the design
def test_a_trait_names_its_reference_first_and_a_rate_by_its_band():
    trait = parse_trait("patient.pain_expression = minimizing, accurate")
    assert (trait.name, trait.levels, trait.reference, trait.placebo) == ("patient.pain_expression", ("minimizing", "accurate"), "minimizing", False)
    assert parse_trait("patient.disfluency_rate=none,heavy").levels == ("none", "heavy")
    assert "patient.gender" not in AUDITABLE and "nurse.experience_level" in AUDITABLE and PLACEBO.placebo


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(AUDITABLE)), st.data(), st.integers(0, 2**32 - 1))
def test_setting_a_level_changes_that_field_and_only_what_follows(trait, data, seed):
    level = data.draw(st.sampled_from(AUDITABLE[trait]))
    nurse, patient = NursePersona(persona_id="n9", name="Ada Obi"), factorial_patient_persona(random.Random(seed))
    new_nurse, new_patient = with_level(nurse, patient, trait, level)
    role, field = trait.split(".", 1)
    before, after = (nurse, new_nurse) if role == "nurse" else (patient, new_patient)
    assert (new_patient if role == "nurse" else new_nurse) == (patient if role == "nurse" else nurse)
    changed = {name for name in type(before).model_fields if getattr(before, name) != getattr(after, name)}
    follows = {field, "first_language"} if field == "language_proficiency" else {field}
    assert changed <= follows
    value = getattr(after, field)
    assert (RATE_BANDS[field][level].typical if field in RATE_BANDS else level) == value
    if field == "language_proficiency":
        assert (after.first_language == ENGLISH) == (level == "native")


@pytest.fixture(scope="module")
def offline_audit(tmp_path_factory):
    """A small offline audit (two traits and the placebo) and the plain run of the same episodes."""
    root = tmp_path_factory.mktemp("audit")
    common = ["--quiet", "--limit", "4", "--episodes-per-case", "2"]
    assert main(["audit", *common, "--trait", PAIN, "--trait", LANGUAGE, "--placebo", "--out", str(root / "audit")]) == 0
    assert main(["run", *common, "--out", str(root / "run")]) == 0
    return root


_OUTCOME = {"run_id", "timings", "metadata", "personas", "history", "trace", "transcript", "belief", "state", "red_flags",
            "notes", "end_reason", "status", "error", "failure"}


def test_the_two_artifacts_of_a_pair_differ_only_in_the_trait_and_what_follows(offline_audit):
    episodes = artifacts(offline_audit / "audit")
    pairs: dict[str, dict[str, dict]] = {}
    for artifact in episodes.values():
        pairing = artifact["metadata"]["audit"]
        pairs.setdefault(pairing["pair_id"], {})[pairing["level"]] = artifact
    assert len(pairs) == 8 * 3 and all(len(levels) == (3 if "pain" in key else 2) for key, levels in pairs.items())
    for key, levels in pairs.items():
        reference = next(a for a in levels.values() if a["metadata"]["audit"]["level"] == a["metadata"]["audit"]["reference"])
        role, field = reference["metadata"]["audit"]["trait"].split(".", 1)
        for level, artifact in levels.items():
            assert {k: v for k, v in artifact.items() if k not in _OUTCOME} == {k: v for k, v in reference.items() if k not in _OUTCOME}
            assert artifact["metadata"]["audit"] == {**reference["metadata"]["audit"], "level": level}
            for other in ("nurse", "patient"):
                ours, theirs = dict(artifact["personas"][other]), dict(reference["personas"][other])
                if other == role:
                    assert ours.pop(field) != theirs.pop(field) or level == reference["metadata"]["audit"]["level"]
                    if field == "language_proficiency":
                        ours.pop("first_language"), theirs.pop("first_language")
                assert ours == theirs
        if role == "nurse":  # the placebo: the patient's side word for word the same (shared random choices)
            said = [[line["text"] for line in a["transcript"] if line["speaker"] != "nurse"] for a in levels.values()]
            assert said[0] == said[1]


def test_a_level_the_drawn_persona_already_has_replays_the_plain_run(offline_audit):
    episodes, runs = artifacts(offline_audit / "audit"), artifacts(offline_audit / "run")
    replayed = 0
    for artifact in episodes.values():
        pairing = artifact["metadata"]["audit"]
        role, field = pairing["trait"].split(".", 1)
        run = runs[pairing["base_run_id"]]
        if role == "patient" and run["personas"]["patient"][field] == pairing["level"]:
            assert artifact["transcript"] == run["transcript"] and artifact["trace"] == run["trace"]
            replayed += 1
    assert replayed >= 4


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_audit_json_discloses_the_method_and_the_report_shows_it(offline_audit, tmp_path):
    audit = json.loads((offline_audit / "audit" / "audit.json").read_text())
    method = audit["method"]
    assert method["base_episodes"] == 8 and method["cases"] == 4 and method["episodes"] == 8 * 7
    assert method["dropped"] == 0 and method["family"] == 3 and any("nurse persona" in item for item in method["held_fixed"])
    assert method["placebo"]["trait"] == PLACEBO.name
    rows = {(row["trait"], row["level"]): row for row in audit["comparisons"]}
    assert set(rows) == {("patient.pain_expression", "minimizing"), ("patient.pain_expression", "amplifying"),
                         ("patient.language_proficiency", "limited"), ("nurse.name", PLACEBO.levels[1])}
    assert all(row["pairs"] == 8 for row in rows.values())
    placebo = rows[("nurse.name", PLACEBO.levels[1])]
    assert placebo["level_shift"]["value"] == 0 and placebo["level_shift"]["ci95"] == [0.0, 0.0]
    assert (offline_audit / "audit" / "audit.html").read_text().count('id="audit-table"') == 1
    assert (offline_audit / "audit" / "audit_forest.png").stat().st_size > 1000

    assert main(["report", str(offline_audit / "audit"), "--out", str(tmp_path / "report"), "--bootstrap", "50"]) == 0
    report = json.loads((tmp_path / "report" / "report.json").read_text())
    assert report["audits"]["audit"]["comparisons"] == audit["comparisons"]
    page = (tmp_path / "report" / "index.html").read_text()
    assert 'id="audit"' in page and 'href="#audit"' in page and (tmp_path / "report" / "audit_forest_1.png").exists()


# ------------------------------------------------------------------ bad input
@pytest.mark.parametrize("options, needles", [
    (["--trait", "patient.height=tall,short"], ["--trait patient.height", "not a trait"]),
    (["--trait", "patient.pain_expression=accurate,stoic"], ["--trait patient.pain_expression", "'stoic'", "minimizing"]),
    (["--trait", "patient.pain_expression=accurate"], ["--trait patient.pain_expression", "at least one more"]),
    (["--trait", "patient.pain_expression=accurate,accurate"], ["named twice"]),
    (["--trait", "patient.gender=female,male"], ["--trait patient.gender", "the case's sex"]),
    (["--trait", "patient.pain_expression"], ["--trait", "ROLE.FIELD=REFERENCE,LEVEL"]),
    (["--trait", PAIN, "--trait", "patient.pain_expression=accurate,minimizing"], ["given twice"]),
    ([], ["--trait", "at least one trait"]),
])
def test_bad_options_are_one_line_naming_the_option(tmp_path, capsys, options, needles):
    assert main(["audit", "--quiet", *options, "--out", str(tmp_path / "audit")]) == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("triagesim: error: "), lines
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    assert not (tmp_path / "audit").exists()  # refused before anything is written


def test_the_audit_folder_is_required(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["audit", "--trait", PAIN])
    assert exit.value.code == 2 and "--out" in capsys.readouterr().err


# ------------------------------------------------------------------ LLM agents: a failed episode, Ctrl-C, resume
def _audit(*args: str, cwd: Path, base_url: str) -> list[str]:
    return [sys.executable, "-m", "triagesim", "audit", "--quiet", "--model", "m", "--base-url", base_url,
            "--max-retries", "0", "--trait", LANGUAGE, "--trait", "patient.pain_expression=accurate,minimizing", *args]


@pytest.mark.slow  # an LLM audit in a subprocess, interrupted and resumed: seconds
def test_an_llm_audit_resumes_after_ctrl_c_with_no_pair_duplicated(tmp_path):
    out = tmp_path / "audit"
    with FakeOpenAIServer(latency=0.05) as server:
        command = _audit("--limit", "10", "--concurrency", "4", "--out", str(out), cwd=tmp_path, base_url=server.base_url)
        process = subprocess.Popen(command, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            deadline = time.time() + 120
            while time.time() < deadline and len(list(out.glob("ts-*.json"))) < 6 and process.poll() is None:
                time.sleep(0.02)
            process.send_signal(signal.SIGINT)
            _, stderr = process.communicate(timeout=60)
        finally:
            if process.poll() is None:
                process.kill()
        assert process.returncode == 130, stderr
        assert "Traceback" not in stderr and not (out / "audit.json").exists()
        before = artifacts(out)
        assert 6 <= len(before) < 40 and all(a["status"] == "completed" for a in before.values())

        again = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    assert f"{40 - len(before)} completed, 0 errors, {len(before)} skipped" in again.stdout
    after = artifacts(out)
    assert len(after) == 40
    assert all(after[run_id]["timings"] == artifact["timings"] for run_id, artifact in before.items())  # not played again
    seen = [(a["metadata"]["audit"]["pair_id"], a["metadata"]["audit"]["level"]) for a in after.values()]
    assert len(seen) == len(set(seen)) == 40
    assert all(a["agents"]["nurse"].get("model") == "m" for a in after.values())
    audit = json.loads((out / "audit.json").read_text())
    assert [(row["trait"], row["pairs"], row["dropped"]) for row in audit["comparisons"]] == [
        ("patient.language_proficiency", 10, 0), ("patient.pain_expression", 10, 0)]


@pytest.mark.slow  # an LLM audit in a subprocess: seconds
def test_an_episode_that_fails_drops_its_pair_and_says_which(tmp_path):
    from triagesim.cases import load_bundled_cases

    broken = load_bundled_cases()[1]

    def respond(body):  # the patient of one case fails when it plays limited English
        prompt = body["messages"][0]["content"]
        if role_of(body) == "patient" and broken.history.onset in prompt and "short broken phrases" in prompt:
            return Reply(status=500, body={"error": {"message": "upstream exploded"}})
        return default_responder(body)

    with FakeOpenAIServer(respond) as server:
        command = _audit("--limit", "3", "--out", str(tmp_path / "audit"), cwd=tmp_path, base_url=server.base_url)
        result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 1, result.stderr
    audit = json.loads((tmp_path / "audit" / "audit.json").read_text())
    language, pain = audit["comparisons"]
    assert (language["pairs"], language["dropped"]) == (2, 1)
    [drop] = language["dropped_pairs"]
    assert drop["pair_id"].startswith(broken.case_id) and "limited" in drop["reason"] and "status error" in drop["reason"]
    # The pain pair fails too if the persona drawn for that episode speaks limited English already.
    assert pain["pairs"] + pain["dropped"] == 3 and all(d["pair_id"].startswith(broken.case_id) for d in pain["dropped_pairs"])
    assert audit["method"]["dropped"] == 1 + pain["dropped"]
    assert "2 pairs, 1 dropped" in result.stdout


def test_the_exact_test_is_fast_and_finite_on_many_pairs():
    assert 0 < exact_binomial_p(4000, 10000) < 1e-80
    assert exact_binomial_p(5000, 10000) == 1.0
    assert math.isclose(exact_binomial_p(0, 3), 0.25)

