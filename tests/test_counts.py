"""Counts that explain themselves: what a summary counts, why some episodes are not counted, and
counts that match the folder on disk (issue 27)."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest
from cli_run import artifacts, triagesim

from triagesim.scoring.aggregate import triage_tally, unscored_notes


@pytest.fixture(scope="module")
def ats_run(tmp_path_factory) -> tuple[Path, str]:
    """The bundled vignettes under ATS: 24 of the 66 carry no ATS label."""
    root = tmp_path_factory.mktemp("ats")
    result = triagesim("run", "--algorithm", "ats", "--quiet", "--out", "runs", cwd=root)
    return root / "runs", result.stdout


def test_an_unscored_episode_is_tallied_with_its_reason():
    assert triage_tally({"correct": None, "ground_truth": None, "final_prediction": 3}) == {"unscored_no_truth": 1}
    assert triage_tally({"correct": None, "ground_truth": 2, "final_prediction": None}) == {"unscored_no_level": 1}
    assert unscored_notes({"unscored_no_truth": 24}, "ats") == ["24 episodes have no ATS label: not scored"]
    assert unscored_notes({"unscored_no_truth": 1, "unscored_no_level": 2}, None) == [
        "1 episode has no reference label: not scored", "2 episodes have no final level: not scored"]
    assert unscored_notes({"n": 5}, "esi") == []


def test_the_run_summary_says_why_some_episodes_are_not_scored(ats_run):
    folder, stdout = ats_run
    unlabelled = sum(1 for artifact in artifacts(folder).values() if artifact["ground_truth"]["acuity"] is None)
    assert unlabelled == 24
    assert "over 42 of 66 finished episodes in the folder (24 episodes have no ATS label: not scored)" in stdout


def test_evaluate_says_why_some_episodes_and_the_red_flags_are_not_scored(ats_run):
    folder, _ = ats_run
    report = json.loads(triagesim("evaluate", "--json", str(folder), cwd=folder.parent).stdout)
    assert report["runs_scored"] == 42 and report["runs"] == 66
    assert report["unscored"] == {"no_truth": 24, "no_level": 0}
    assert report["unscored_notes"] == ["24 episodes have no ATS label: not scored"]
    assert report["red_flags"]["recall"] is None and report["red_flag_source"] is None
    assert "--from-cases" in report["red_flag_note"]
    text = triagesim("evaluate", str(folder), cwd=folder.parent).stdout
    assert "24 episodes have no ATS label: not scored" in " ".join(text.split())
    assert "red flags not scored: no expert flags given" in " ".join(text.split())
    scored = json.loads(triagesim("evaluate", "--json", "--from-cases", str(folder), cwd=folder.parent).stdout)
    assert scored["red_flag_note"] is None and scored["red_flags"]["recall"] is not None


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_the_report_says_why_some_episodes_and_the_red_flags_are_not_scored(ats_run, tmp_path):
    folder, _ = ats_run
    result = triagesim("report", str(folder), "--out", str(tmp_path / "report"), "--bootstrap", "20", cwd=tmp_path)
    assert "42 of 66 episodes scored (24 episodes have no ATS label: not scored)" in result.stdout
    report = json.loads((tmp_path / "report" / "report.json").read_text())
    assert report["unscored_notes"] == ["24 episodes have no ATS label: not scored"]
    page = (tmp_path / "report" / "index.html").read_text()
    assert "24 episodes have no ATS label: not scored" in page
    assert "red flags not scored: no expert flags given" in page


def test_a_folder_where_every_episode_failed_reads_n_a_never_0(ats_run, tmp_path):
    folder, _ = ats_run
    failed = tmp_path / "failed"
    failed.mkdir()
    for path in sorted(folder.glob("*.json"))[:3]:
        artifact = json.loads(path.read_text())
        artifact.update(status="error", end_reason="refusals")
        (failed / path.name).write_text(json.dumps(artifact))
    report = triagesim("report", str(failed), "--out", str(tmp_path / "report"), "--bootstrap", "20", cwd=tmp_path).stdout
    assert "accuracy n/a" in report and "0.0%" not in report and "3 failed: not scored" in report
    evaluated = triagesim("evaluate", str(failed), cwd=tmp_path).stdout
    assert "0.0%" not in evaluated and "n/a" in evaluated


def test_an_episode_stopped_while_its_artifact_is_written_is_counted(tmp_path, monkeypatch):
    """The Ctrl-C race: the stop cancels an episode whose artifact is already on its way to disk. The
    write finishes (``close`` waits for it), so the summary must count it, or it says 299 completed
    while 301 artifacts are on disk."""
    import triagesim.runner as runner_module
    from triagesim.batch import BatchSpec, BatchSummary, EpisodeAgents, EpisodeRunner, plan_jobs
    from triagesim.cases import load_bundled_cases
    from triagesim.folders.run_folder import RunFolder
    from triagesim.personas import load_nurse_personas, load_patient_personas
    from triagesim.runner import RunnerConfig

    writing, release = threading.Event(), threading.Event()
    real_write = runner_module.write_artifact

    def slow_write(artifact, out):
        writing.set()
        release.wait(10)  # the episode is cancelled meanwhile
        return real_write(artifact, out)

    monkeypatch.setattr(runner_module, "write_artifact", slow_write)
    folder = RunFolder(tmp_path / "runs")
    config = RunnerConfig()
    folder.prepare(config.model_dump(mode="json"))
    spec = BatchSpec(out_dir=tmp_path / "runs", make_agents=EpisodeAgents(load_nurse_personas(), load_patient_personas()),
                     config=config, handle_signals=False)
    summary = BatchSummary()
    episodes = EpisodeRunner(spec, folder, summary)
    job = next(plan_jobs(load_bundled_cases()[:1], episodes_per_case=1, seed=0, algorithm=None))

    async def stop_mid_write() -> None:
        episode = asyncio.create_task(episodes.run(job))
        while not writing.is_set():
            await asyncio.sleep(0.01)
        episode.cancel()
        with pytest.raises(asyncio.CancelledError):
            await episode
        release.set()

    episodes.open()
    asyncio.run(stop_mid_write())
    episodes.close()
    on_disk = artifacts(tmp_path / "runs")
    assert list(on_disk) == [job.run_id]
    assert summary.completed == 1 and summary.finished == 1 and summary.scored == 1


def test_a_stopped_run_says_how_many_were_never_started(tmp_path, capsys):
    from triagesim.batch import BatchSummary
    from triagesim.cli.run import finish

    summary = BatchSummary(planned=305, completed=301, signal=2)
    summary.tally.update(n=301)
    folder = SimpleNamespace(display="runs", location=SimpleNamespace(child=lambda name: f"runs/{name}"))
    code = finish(summary, SimpleNamespace(folder=folder, run_config={"algorithm": None}),
                  SimpleNamespace(store="memory", redis_url=None))
    line = capsys.readouterr().out
    assert code == 130
    assert "301 completed, 0 errors, 0 skipped (already done), 4 not started (stopped) of 305 read before the stop" in line
    assert "over 301 finished episodes" in line
