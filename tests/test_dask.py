"""``--executor dask`` on a real Dask ``LocalCluster`` (worker processes, not threads)."""

from __future__ import annotations

import asyncio
import json
import os
import pickle
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import psutil  # a dependency of dask.distributed
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cli_run import triagesim, artifacts  # noqa: E402

from openai_server import FakeOpenAIServer, Reply, default_responder, role_of  # noqa: E402

from triagesim.agents.llm.factory import make_backend  # noqa: E402
from triagesim.batch import EpisodeAgents, plan_jobs  # noqa: E402
from triagesim.cases import load_bundled_cases  # noqa: E402
from triagesim.personas import load_nurse_personas, load_patient_personas  # noqa: E402

DASK = ["--executor", "dask", "--workers", "2"]




@pytest.fixture(scope="module")
def cluster():
    """A running cluster to join with --scheduler (2 worker processes, one thread each)."""
    from distributed import LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as running:
        yield running


@pytest.mark.slow  # a real Dask LocalCluster
def test_a_dask_run_writes_what_a_local_run_writes_and_resumes(tmp_path, cluster):
    common = ["run", "--quiet", "--limit", "6", "--episodes-per-case", "2", "--seed", "5"]
    triagesim(*common, "--out", "local", cwd=tmp_path)
    dask = triagesim(*common, *DASK, "--partition-size", "4", "--out", "dask", cwd=tmp_path)
    assert "12 completed, 0 errors, 0 skipped" in dask.stdout
    local, distributed = artifacts(tmp_path / "local"), artifacts(tmp_path / "dask")
    assert local.keys() == distributed.keys() and len(local) == 12
    for run_id in local:
        for key in ("trace", "history", "belief", "transcript", "personas", "fingerprint"):
            assert local[run_id][key] == distributed[run_id][key], (run_id, key)
    # Resume on a cluster that was already running (--scheduler): only the 4 new episodes run.
    more = [arg if arg != "6" else "8" for arg in common]
    again = triagesim(*more, "--executor", "dask", "--scheduler", cluster.scheduler_address, "--out", "dask", cwd=tmp_path)
    assert "4 completed, 0 errors, 12 skipped" in again.stdout
    assert len(artifacts(tmp_path / "dask")) == 16


def _worker_processes(parent: psutil.Process) -> list[psutil.Process]:
    """The LocalCluster's worker processes: the run's children started by multiprocessing's spawn."""
    found = []
    for child in parent.children(recursive=True):
        try:
            if "spawn_main" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.Error:
            continue
    return found


@pytest.mark.slow  # a real Dask LocalCluster
def test_killing_a_worker_loses_no_finished_episode_and_a_rerun_completes_the_rest(tmp_path, cluster):
    """LLM nurse episodes (a real HTTP server, 50 ms a call) on `--workers 2`; one worker is SIGKILLed mid-run."""
    with FakeOpenAIServer(latency=0.05) as server:
        command = [sys.executable, "-m", "triagesim", "run", "--quiet", "--limit", "20", "--episodes-per-case", "3",
                   "--nurse-model", "m", "--base-url", server.base_url, "--concurrency", "2", "--partition-size", "4",
                   "--executor", "dask", "--out", "runs"]
        # Dask would rerun the dead worker's partition elsewhere; allowing no retry makes the batch stop
        # early instead, which is the case a re-run has to finish.
        env = {**os.environ, "DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES": "0"}
        process = subprocess.Popen([*command, "--workers", "2"], cwd=tmp_path, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, env=env)
        out = tmp_path / "runs"
        try:
            deadline = time.time() + 180
            while time.time() < deadline and len(list(out.glob("*.json"))) < 10:
                assert process.poll() is None, process.communicate()
                time.sleep(0.05)
            workers = _worker_processes(psutil.Process(process.pid))
            assert len(workers) == 2
            workers[0].send_signal(signal.SIGKILL)
            stdout, stderr = process.communicate(timeout=180)
        finally:
            if process.poll() is None:
                process.kill()
        assert process.returncode == 3, (stdout, stderr)  # stopped early, finished work kept
        assert "stopped early" in stderr and "KilledWorker" in stderr
        before = artifacts(out)
        assert 10 <= len(before) < 60
        assert all(artifact["status"] == "completed" for artifact in before.values())
        rerun = subprocess.run([*command, "--scheduler", cluster.scheduler_address], cwd=tmp_path,
                               capture_output=True, text=True, timeout=300)
    assert rerun.returncode == 0, rerun.stderr
    assert f"{60 - len(before)} completed, 0 errors, {len(before)} skipped" in rerun.stdout
    after = artifacts(out)
    assert len(after) == 60 and not list(out.glob(".*.tmp"))  # a killed writer's temporary is cleared at start
    assert all(run["agents"]["nurse"]["model"] == "m" for run in after.values())  # the workers' own backends
    for run_id, artifact in before.items():  # finished work is kept as it was
        assert after[run_id]["trace"] == artifact["trace"]


@pytest.mark.slow  # a real Dask LocalCluster
def test_a_failing_episode_on_a_worker_is_logged_by_the_client_and_pruned_on_success(tmp_path, cluster):
    """Error isolation as locally: one episode's server failure is one line in errors.jsonl, the rest complete."""
    broken = load_bundled_cases()[1]

    def flaky(body):
        if role_of(body) == "patient" and broken.history.onset in body["messages"][0]["content"]:
            return Reply(status=500, body={"error": {"message": "upstream exploded"}})
        return default_responder(body)

    args = ["run", "--quiet", "--limit", "4", "--max-turns", "2", "--patient-model", "m", "--max-retries", "0",
            "--executor", "dask", "--scheduler", cluster.scheduler_address, "--partition-size", "2"]
    with FakeOpenAIServer(flaky) as server:
        result = triagesim(*args, "--base-url", server.base_url, cwd=tmp_path, check=False)
    assert result.returncode == 1, result.stderr
    assert "3 completed, 1 errors" in result.stdout
    errors = [json.loads(line) for line in (tmp_path / "runs" / "errors.jsonl").read_text().splitlines()]
    assert [e["case_id"] for e in errors] == [broken.case_id] and errors[0]["error_type"] == "LLMConnectionError"
    with FakeOpenAIServer() as server:  # fixed: the failed episode runs again on a worker and succeeds
        again = triagesim(*args, "--base-url", server.base_url, cwd=tmp_path)
    assert "1 completed, 0 errors, 3 skipped" in again.stdout
    assert not (tmp_path / "runs" / "errors.jsonl").exists()


def test_the_agent_factory_travels_without_its_backend_and_rebuilds_it():
    """What Dask pickles to a worker: personas and model names; the LLM backend is built where it runs."""
    with FakeOpenAIServer() as server:
        agents = EpisodeAgents(load_nurse_personas(), load_patient_personas(),
                               {"nurse": "m", "patient": "offline", "extractor": "m"},
                               backend_factory=partial(make_backend, base_url=server.base_url))
        assert agents.backend() is not None
        copy = pickle.loads(pickle.dumps(agents))
        assert copy._backend is None and copy.models == agents.models
        job = next(plan_jobs(load_bundled_cases()[:1], episodes_per_case=1, seed=0, algorithm=None))
        nurse, patient, _ = copy(job)
        assert nurse.describe()["kind"] == "llm" and copy._backend is not None
        assert patient.describe()["kind"] == "offline"
        asyncio.run(agents.aclose())
        asyncio.run(copy.aclose())
        assert agents._backend is None and copy._backend is None


def test_without_dask_the_error_is_one_line_naming_the_extra(tmp_path):
    """Dask is installed here, so its absence is simulated: ``sys.modules[name] = None`` makes the import fail."""
    script = ("import sys; sys.modules['distributed'] = None; from triagesim.cli import main; "
              "sys.exit(main(['run', '--quiet', '--limit', '1', '--executor', 'dask', '--workers', '2']))")
    result = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "pip install 'triagesim[dask]'" in lines[0]
    assert not (tmp_path / "runs").exists()


@pytest.mark.slow  # three CLI processes that import Dask: seconds
def test_dask_options_are_checked_before_anything_runs(tmp_path):
    alone = triagesim("run", "--quiet", "--limit", "1", "--workers", "2", cwd=tmp_path, check=False)
    assert alone.returncode == 2 and "--executor dask" in alone.stderr
    both = triagesim("run", "--quiet", "--limit", "1", *DASK, "--scheduler", "tcp://127.0.0.1:1", cwd=tmp_path, check=False)
    assert both.returncode == 2 and "one of them" in both.stderr
    url = triagesim("run", "--quiet", "--limit", "1", "--out", "s3://bucket/runs", cwd=tmp_path, check=False)
    assert url.returncode == 2 and "Install s3fs" in url.stderr  # a URL works when its protocol's package is there
    assert not (tmp_path / "runs").exists()
