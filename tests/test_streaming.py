"""Streaming from cases file to artifacts: jobs are pulled as episodes need them, never listed first."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from triagesim.batch import EpisodeAgents, plan_jobs, run_batch
from triagesim.cases import Case
from triagesim.cases.files import count_records
from triagesim.personas import load_nurse_personas, load_patient_personas
from triagesim.runner import RunnerConfig

MIMIC_HEADER = "subject_id,stay_id,temperature,heartrate,resprate,o2sat,sbp,dbp,pain,acuity,chiefcomplaint\n"
ROWS = [
    "98.1,88,16,98,120,80,3,4,R ankle pain",
    "99.9,118,24,91,100,60,8,2,chest pain",
    "98.6,72,14,99,118,76,0,5,rash",
    "100.4,96,18,97,130,82,5,3,abd pain",
]


def mimic_row(index: int) -> str:
    return f"{10_000_000 + index},{30_000_000 + index},{ROWS[index % len(ROWS)]}\n"


def test_count_records_is_an_upper_bound_from_lines(tmp_path):
    csv = tmp_path / "triage.csv"
    csv.write_text(MIMIC_HEADER + mimic_row(0) + mimic_row(1) + mimic_row(2).rstrip("\n"))
    assert count_records(csv) == 3  # the header is not a record; a last line without newline is
    jsonl = tmp_path / "cases.jsonl"
    jsonl.write_text('{"case_id": "a", "chief_complaint": "cough"}\n{"case_id": "b", "chief_complaint": "rash"}\n')
    assert count_records(jsonl) == 2
    whole = tmp_path / "cases.json"
    whole.write_text('[{"case_id": "a", "chief_complaint": "cough"}]')
    assert count_records(whole) is None  # one JSON document: lines say nothing
    assert count_records(tmp_path / "missing.csv") is None


def test_run_batch_pulls_jobs_as_it_needs_them(tmp_path):
    """The first artifact is written after a handful of jobs were planned, not after all 100,000."""
    pulled = 0
    first_artifact_after: list[int] = []

    def cases():
        nonlocal pulled
        for index in range(100_000):
            if first_artifact_after:
                return  # seen what we came for: end the stream
            pulled += 1
            yield Case(case_id=f"c{index}", chief_complaint="cough", acuity=4, age=40)

    def on_progress(summary, artifact):
        if artifact is not None and not first_artifact_after:
            first_artifact_after.append(pulled)

    agents = EpisodeAgents(load_nurse_personas(), load_patient_personas())
    jobs = plan_jobs(cases(), episodes_per_case=1, seed=0, algorithm=None)
    summary = asyncio.run(run_batch(jobs, out_dir=tmp_path, make_agents=agents, config=RunnerConfig(max_turns=3),
                                    concurrency=2, on_progress=on_progress, handle_signals=False))
    assert first_artifact_after and first_artifact_after[0] <= 2 * 2 + 2 + 1  # the queue (2 x concurrency) + in flight
    assert summary.planned == pulled < 100
    assert summary.exhausted and summary.completed == pulled
    assert len(list(tmp_path.glob("*.json"))) == pulled


def _open_writer(fifo: Path, deadline: float) -> int:
    """The FIFO's write end, once the run has opened the read end (a non-blocking open fails until then)."""
    while True:
        try:
            return os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            if time.time() > deadline:
                raise
            time.sleep(0.05)


def test_episodes_are_written_while_the_cases_file_is_still_being_read(tmp_path):
    """A named pipe as --cases: rows written so far become artifacts before the file has ended."""
    fifo = tmp_path / "triage.csv"
    os.mkfifo(fifo)
    process = subprocess.Popen(
        [sys.executable, "-m", "triagesim", "run", "--quiet", "--cases", str(fifo), "--out", "runs", "--concurrency", "2"],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        deadline = time.time() + 120
        writer = _open_writer(fifo, deadline)
        os.set_blocking(writer, True)
        os.write(writer, (MIMIC_HEADER + mimic_row(0) + mimic_row(1)).encode())
        out = tmp_path / "runs"
        while time.time() < deadline and len(list(out.glob("*.json"))) < 2:
            assert process.poll() is None, process.communicate()
            time.sleep(0.05)
        assert len(list(out.glob("*.json"))) == 2
        assert process.poll() is None  # still waiting for the rest of the file
        os.write(writer, (mimic_row(2) + mimic_row(3)).encode())
        os.close(writer)
        stdout, stderr = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, stderr
    assert "4 completed" in stdout
    runs = [json.loads(path.read_text()) for path in (tmp_path / "runs").glob("*.json")]
    assert sorted(run["case_id"] for run in runs) == ["30000000", "30000001", "30000002", "30000003"]


def test_strict_reads_the_whole_file_first_and_limit_still_cuts(tmp_path):
    """A bad row far down the file stops --strict before any episode; --limit never reads past its rows."""
    cases = tmp_path / "triage.csv"
    rows = "".join(mimic_row(index) for index in range(3000))
    cases.write_text(MIMIC_HEADER + rows + "1,2,98.6,72,14,150,118,76,0,5,rash\n")  # o2sat 150 on line 3002
    strict = subprocess.run([sys.executable, "-m", "triagesim", "run", "--quiet", "--cases", str(cases), "--strict",
                             "--out", "strict"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert strict.returncode == 2
    assert "line 3002, field 'o2sat'" in strict.stderr and "Traceback" not in strict.stderr
    assert not list((tmp_path / "strict").glob("*.json"))
    limited = subprocess.run([sys.executable, "-m", "triagesim", "run", "--quiet", "--cases", str(cases), "--strict",
                              "--limit", "3", "--out", "limited"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert limited.returncode == 0, limited.stderr
    assert "3 completed" in limited.stdout and len(list((tmp_path / "limited").glob("*.json"))) == 3
