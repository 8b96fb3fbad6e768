"""Batches: error isolation, resume semantics, persona choice."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scripted import EchoPatient, KeywordExtractor, ScriptNurse  # noqa: E402

from triagesim.batch import ERRORS_FILE, choose_personas, plan_jobs, run_batch  # noqa: E402
from triagesim.cases import Case  # noqa: E402
from triagesim.personas import load_nurse_personas, load_patient_personas  # noqa: E402
from triagesim.runner import RunnerConfig  # noqa: E402


def _cases(n: int) -> list[Case]:
    return [Case(case_id=f"c{i}", chief_complaint="cough", acuity=4, age=30 + i) for i in range(n)]


def _run(jobs, out, make):
    return asyncio.run(run_batch(jobs, out_dir=out, make_agents=make, config=RunnerConfig(max_turns=2),
                                 concurrency=3, handle_signals=False))


def test_one_failing_episode_never_stops_the_batch(tmp_path):
    jobs = list(plan_jobs(_cases(6), episodes_per_case=1, seed=0, algorithm=None))

    def make(job):
        if job.case.case_id == "c2":
            raise RuntimeError("agent factory exploded")
        if job.case.case_id == "c4":
            class Broken:
                async def act(self, observation):
                    raise ValueError("model returned nonsense")
            return Broken(), EchoPatient(), KeywordExtractor()
        return ScriptNurse(final=4), EchoPatient(), KeywordExtractor()

    summary = _run(jobs, tmp_path, make)
    assert (summary.completed, summary.errors) == (4, 2)
    written = {path.stem: json.loads(path.read_text()) for path in tmp_path.glob("*.json")}
    assert len(written) == 5  # the c4 episode keeps its error artifact; c2 never started
    broken = next(a for a in written.values() if a["case_id"] == "c4")
    assert broken["status"] == "error" and "model returned nonsense" in broken["error"]
    errors = [json.loads(line) for line in (tmp_path / ERRORS_FILE).read_text().splitlines()]
    assert sorted(e["case_id"] for e in errors) == ["c2", "c4"]
    assert summary.scored == 4 and summary.accuracy == 1.0

    # Resume: completed episodes are skipped, failed ones are tried again.
    again = _run(jobs, tmp_path, lambda job: (ScriptNurse(final=4), EchoPatient(), KeywordExtractor()))
    assert (again.skipped, again.completed, again.errors) == (4, 2, 0)
    assert all(json.loads(p.read_text())["status"] == "completed" for p in tmp_path.glob("*.json"))


def test_persona_choice_is_seeded_and_fits_the_patients_age():
    nurses, patients = load_nurse_personas(), load_patient_personas()
    jobs = list(plan_jobs([Case(case_id="kid", chief_complaint="ear pain", age=6),
                           Case(case_id="old", chief_complaint="fall", age=84),
                           Case(case_id="unknown", chief_complaint="rash")], episodes_per_case=5, seed=3, algorithm=None))
    chosen = [choose_personas(job, nurses, patients) for job in jobs]
    assert chosen == [choose_personas(job, nurses, patients) for job in jobs]
    assert all(patient.age_group == "child" for job, (_, patient) in zip(jobs, chosen) if job.case.case_id == "kid")
    assert all(patient.age_group == "older_adult" for job, (_, patient) in zip(jobs, chosen) if job.case.case_id == "old")
    # An unknown age is an adult under 65 (MIMIC-IV-ED holds adults only, and the row was rated without age's risks).
    unknown = [patient for job, (_, patient) in zip(jobs, chosen) if job.case.case_id == "unknown"]
    assert len({patient.persona_id for patient in unknown}) > 1
    assert {patient.age_group for patient in unknown} <= {"young_adult", "middle_aged"}


def test_run_ids_are_deterministic_and_distinct():
    first = [job.run_id for job in plan_jobs(_cases(3), episodes_per_case=2, seed=1, algorithm="esi")]
    assert first == [job.run_id for job in plan_jobs(_cases(3), episodes_per_case=2, seed=1, algorithm="esi")]
    assert len(set(first)) == 6
    assert set(first).isdisjoint(job.run_id for job in plan_jobs(_cases(3), episodes_per_case=2, seed=2, algorithm="esi"))
