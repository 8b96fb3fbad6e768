"""``triagesim run`` and ``triagesim evaluate`` end to end, as a user runs them (real subprocesses)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from triagesim.cases import load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_run import triagesim, artifacts  # noqa: E402

MIMIC_HEADER = "subject_id,stay_id,temperature,heartrate,resprate,o2sat,sbp,dbp,pain,acuity,chiefcomplaint\n"




@pytest.mark.slow  # whole runs in subprocesses: seconds
def test_run_with_no_arguments_runs_every_bundled_vignette(tmp_path):
    result = triagesim("run", "--quiet", cwd=tmp_path)
    runs = artifacts(tmp_path / "runs")
    assert len(runs) == len(load_bundled_cases())
    assert all(run["status"] == "completed" for run in runs.values())
    assert "episodes: " in result.stdout and "accuracy" in result.stdout
    assert {p.suffix for p in (tmp_path / "runs").iterdir() if p.name != ".triagesim"} == {".json"}
    assert (tmp_path / "runs" / ".triagesim" / "config.json").is_file()  # the folder's configuration
    report = json.loads(triagesim("evaluate", "runs", "--from-cases", "--json", cwd=tmp_path).stdout)
    assert report["runs_scored"] == len(runs)
    assert report["red_flags"]["recall"] is not None
    assert sum(sum(row.values()) for row in report["confusion_matrix"].values()) == len(runs)
    table = triagesim("evaluate", "runs", cwd=tmp_path).stdout
    assert "accuracy" in table and "Confusion matrix" in table


@pytest.mark.slow  # whole runs in subprocesses: seconds
def test_same_seed_same_dialogues_and_resume_skips(tmp_path):
    triagesim("run", "--quiet", "--limit", "10", "--out", "a", "--seed", "7", cwd=tmp_path)
    triagesim("run", "--quiet", "--limit", "10", "--out", "b", "--seed", "7", "--concurrency", "1", cwd=tmp_path)
    a, b = artifacts(tmp_path / "a"), artifacts(tmp_path / "b")
    assert a.keys() == b.keys()
    for run_id in a:
        for key in ("trace", "history", "belief"):
            assert a[run_id][key] == b[run_id][key], (run_id, key)
    again = triagesim("run", "--quiet", "--limit", "10", "--out", "a", "--seed", "7", cwd=tmp_path)
    assert "10 skipped" in again.stdout
    other = triagesim("run", "--quiet", "--limit", "10", "--out", "c", "--seed", "8", cwd=tmp_path)
    assert set(artifacts(tmp_path / "c")) != set(a)
    assert "10 completed" in other.stdout


@pytest.mark.slow  # whole runs in subprocesses: seconds
def test_sigkill_then_rerun_loses_nothing_and_duplicates_nothing(tmp_path):
    command = [sys.executable, "-m", "triagesim", "run", "--quiet", "--limit", "20", "--episodes-per-case", "10", "--concurrency", "2",
               "--out", "runs"]
    process = subprocess.Popen(command, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = tmp_path / "runs"
    deadline = time.time() + 120
    while time.time() < deadline and len(list(out.glob("*.json"))) < 40:
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    before = artifacts(out)
    expected = 20 * 10
    assert 0 < len(before) < expected, "the run should be killed mid-way"
    result = triagesim(*command[3:], cwd=tmp_path)
    after = artifacts(out)
    assert len(after) == expected
    assert f"{len(before)} skipped" in result.stdout
    for run_id, artifact in before.items():  # finished work is kept as it was
        assert after[run_id]["trace"] == artifact["trace"]
    assert all(a["run_id"] == run_id for run_id, a in after.items())


def test_sigterm_stops_cleanly_and_keeps_finished_work(tmp_path):
    command = [sys.executable, "-m", "triagesim", "run", "--quiet", "--episodes-per-case", "30", "--out", "runs"]
    process = subprocess.Popen(command, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out = tmp_path / "runs"
    deadline = time.time() + 120
    while time.time() < deadline and len(list(out.glob("*.json"))) < 20:
        time.sleep(0.05)
    process.send_signal(signal.SIGTERM)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 143, stderr  # 128 + SIGTERM
    assert "interrupted" in stderr and "Traceback" not in stderr
    kept = artifacts(out)
    assert kept and all(a["status"] == "completed" for a in kept.values())


def test_bad_rows_are_skipped_with_a_warning_unless_strict(tmp_path):
    cases = tmp_path / "triage.csv"
    cases.write_text(
        MIMIC_HEADER
        + "1,101,98.1,88,16,98,120,80,3,4,R ankle pain\n"
        + "2,102,98.1,88,16,104,120,80,3,4,cough\n"
        + "3,103,98.6,72,14,99,118,76,UTA,,dizzy\n"
        + "4,104,98.6,abc,14,99,118,76,2,5,rash\n"
    )
    result = triagesim("run", "--quiet", "--cases", str(cases), "--out", "runs", cwd=tmp_path)
    assert "line 3" in result.stderr and "o2sat" in result.stderr
    assert "line 5" in result.stderr and "heartrate" in result.stderr
    runs = artifacts(tmp_path / "runs")
    assert sorted(a["case_id"] for a in runs.values()) == ["101", "103"]
    strict = triagesim("run", "--quiet", "--cases", str(cases), "--out", "strict", "--strict", cwd=tmp_path, check=False)
    assert strict.returncode == 2
    assert "triage.csv, line 3, field 'o2sat'" in strict.stderr
    assert not (tmp_path / "strict").exists() or not list((tmp_path / "strict").glob("*.json"))


def test_unscored_case_is_run_but_not_scored(tmp_path):
    cases = tmp_path / "triage.csv"
    cases.write_text(MIMIC_HEADER + "3,103,98.6,72,14,99,118,76,UTA,,dizzy\n" + "1,101,98.1,88,16,98,120,80,3,4,R ankle pain\n")
    triagesim("run", "--quiet", "--cases", str(cases), cwd=tmp_path)
    report = json.loads(triagesim("evaluate", "runs", "--json", cwd=tmp_path).stdout)
    assert (report["runs"], report["runs_scored"]) == (2, 1)


def test_ats_algorithm_and_expert_flag_file(tmp_path):
    triagesim("run", "--quiet", "--algorithm", "ats", "--limit", "5", cwd=tmp_path)
    runs = artifacts(tmp_path / "runs")
    assert {a["algorithm"] for a in runs.values()} == {"ats"}
    flags = tmp_path / "flags.json"
    flags.write_text(json.dumps({a["case_id"]: ["hypoxia"] for a in runs.values()}))
    report = json.loads(triagesim("evaluate", "runs", "--expert-red-flags", str(flags), "--json", cwd=tmp_path).stdout)
    assert report["red_flags"]["runs_with_expert_flags"] == 5


def test_clear_errors_for_bad_arguments(tmp_path):
    missing = triagesim("run", "--cases", "nope.csv", cwd=tmp_path, check=False)
    assert missing.returncode == 2 and "nope.csv" in missing.stderr
    broken = tmp_path / "nurses.yaml"
    broken.write_text("- name: [unclosed\n")
    result = triagesim("run", "--nurse-personas", str(broken), cwd=tmp_path, check=False)
    assert result.returncode == 2 and "nurses.yaml" in result.stderr
    redis = triagesim("run", "--store", "redis", cwd=tmp_path, check=False)
    assert redis.returncode == 2 and "--redis-url" in redis.stderr
    evaluate = triagesim("evaluate", "does-not-exist", cwd=tmp_path, check=False)
    assert evaluate.returncode == 2 and "does-not-exist" in evaluate.stderr


def test_redis_store_from_the_command_line(tmp_path, redis_server):
    result = triagesim("run", "--quiet", "--limit", "3", "--store", "redis", "--redis-url", redis_server.url, cwd=tmp_path)
    assert "3 completed" in result.stdout
    assert {a["store"]["backend"] for a in artifacts(tmp_path / "runs").values()} == {"redis"}


def test_run_with_an_llm_model_against_a_real_chat_completions_server(tmp_path):
    """`--model` plays both roles through the HTTP server; the key never reaches disk; replay works offline."""
    from openai_server import FakeOpenAIServer

    secret = "sk-cli-SECRET-987"
    env = {**os.environ, "TRIAGESIM_TEST_KEY": secret}

    def run(*extra: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "triagesim", "run", "--quiet", "--limit", "2", "--max-turns", "3",
             "--api-key-env", "TRIAGESIM_TEST_KEY", "--cache", "cache", *extra],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
        )

    with FakeOpenAIServer() as server:
        first = run("--model", "test-model", "--base-url", server.base_url, "--out", "llm")
        assert first.returncode == 0, first.stderr
        assert server.bodies("nurse") and server.bodies("patient") and server.bodies("extractor")
    runs = artifacts(tmp_path / "llm")
    assert len(runs) == 2 and all(a["status"] == "completed" for a in runs.values())
    for artifact in runs.values():
        assert artifact["agents"]["nurse"]["model"] == "test-model"
        assert artifact["agents"]["patient"]["model"] == "test-model"
        assert artifact["agents"]["nurse"]["base_url"] == server.base_url
        assert artifact["usage"]["nurse"]["calls"] > 0
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert secret not in path.read_text(errors="ignore"), path
    assert secret not in first.stdout + first.stderr
    # The server is gone: replay from the cache reproduces the dialogues exactly.
    replay = run("--model", "test-model", "--base-url", server.base_url, "--out", "replay", "--cache-mode", "replay")
    assert replay.returncode == 0, replay.stderr
    again = artifacts(tmp_path / "replay")
    for run_id, artifact in runs.items():
        assert again[run_id]["trace"] == artifact["trace"] and again[run_id]["history"] == artifact["history"]


def test_one_role_on_an_llm_and_the_other_offline(tmp_path):
    from openai_server import FakeOpenAIServer

    env = {**os.environ, "TRIAGESIM_TEST_KEY": "sk-x"}
    with FakeOpenAIServer() as server:
        result = subprocess.run(
            [sys.executable, "-m", "triagesim", "run", "--quiet", "--limit", "1", "--max-turns", "3",
             "--nurse-model", "nurse-llm", "--base-url", server.base_url, "--api-key-env", "TRIAGESIM_TEST_KEY"],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
        )
        assert result.returncode == 0, result.stderr
        assert server.bodies("nurse") and not server.bodies("patient")
    (artifact,) = artifacts(tmp_path / "runs").values()
    assert artifact["agents"]["nurse"]["model"] == "nurse-llm"
    assert artifact["agents"]["patient"]["kind"] == "offline"


@pytest.mark.slow  # waits out request timeouts and retries
def test_unreachable_server_is_one_line_before_the_first_episode(tmp_path):
    """Checked once before any episode: not N episodes retrying into N recorded errors."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "TRIAGESIM_TEST_KEY": "sk-y"}
    result = subprocess.run(
        [sys.executable, "-m", "triagesim", "run", "--quiet", "--limit", "2", "--model", "m", "--timeout", "2",
         "--base-url", f"http://127.0.0.1:{port}/v1", "--api-key-env", "TRIAGESIM_TEST_KEY"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines() == [
        f"triagesim: error: cannot reach the LLM server http://127.0.0.1:{port}/v1 (connection refused): "
        "start it, or fix --base-url / --endpoints (see `triagesim run --help`)"
    ]
    assert not (tmp_path / "runs").exists() or not list((tmp_path / "runs").glob("*.json"))


def test_only_the_loaders_own_warnings_are_printed_as_lines_about_the_case_file(capsys):
    """A ResourceWarning from an unrelated object collected while a row is read (a server
    connection another part of the process forgot) is not a line about the case file: it goes
    to Python's own filters, and a one-line error stays one line (CI saw three)."""
    import warnings

    from triagesim.cases.files import CaseRowWarning
    from triagesim.cli.run import _printing_warnings

    def cases():
        warnings.warn("unclosed transport <_SelectorSocketTransport fd=21>", ResourceWarning)
        warnings.warn("triage.csv, line 3, field 'o2sat': 104 is above 100; row skipped", CaseRowWarning)
        yield "case"

    with warnings.catch_warnings(record=True) as passed_on:
        warnings.simplefilter("always")
        assert list(_printing_warnings(cases())) == ["case"]
    assert capsys.readouterr().err.splitlines() == ["warning: triage.csv, line 3, field 'o2sat': 104 is above 100; row skipped"]
    assert [w.category for w in passed_on] == [ResourceWarning]
    assert list(_printing_warnings(cases(), show=False)) == ["case"]
    assert capsys.readouterr().err == ""
