"""``triagesim run`` as a hostile user tries it: reused folders, failing servers, signals, bad options.

Real subprocesses, a real chat-completions server (tests/openai_server.py) and a real
Redis-protocol server (tests/redis_server.py, frozen with SIGSTOP).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from openai_server import FakeOpenAIServer, Reply, default_responder, role_of

from triagesim.core.artifact import SCHEMA_VERSION

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_run import artifacts  # noqa: E402

KEY_ENV = {**os.environ, "TRIAGESIM_TEST_KEY": "sk-hardening-SECRET-42"}


def triagesim(*args: str, cwd: Path, env: dict | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "triagesim", *args], cwd=cwd, env=env or KEY_ENV,
                          capture_output=True, text=True, timeout=timeout)



def assert_one_line_error(result: subprocess.CompletedProcess, *needles: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr)
    lines = [line for line in result.stderr.splitlines() if line.strip() and not line.startswith("warning:")]
    assert len(lines) == 1 and lines[0].startswith("triagesim: error: "), result.stderr
    assert "Traceback" not in result.stderr
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])


# ------------------------------------------------------------------ a folder is one configuration
@pytest.mark.slow  # several runs in subprocesses: seconds
def test_another_configuration_is_refused_not_silently_reused(tmp_path):
    first = triagesim("run", "--quiet", "--limit", "3", "--max-turns", "6", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    before = artifacts(tmp_path / "runs")
    fingerprint = {a["fingerprint"] for a in before.values()}
    assert len(fingerprint) == 1 and None not in fingerprint

    other = triagesim("run", "--quiet", "--limit", "3", "--max-turns", "4", cwd=tmp_path)
    assert_one_line_error(other, "runs", "another configuration", "max_turns 6 -> 4", "--overwrite", "--new-out")
    assert artifacts(tmp_path / "runs") == before  # nothing touched

    beside = triagesim("run", "--quiet", "--limit", "3", "--max-turns", "4", "--new-out", cwd=tmp_path)
    assert beside.returncode == 0 and "runs-2" in beside.stdout
    assert len(artifacts(tmp_path / "runs-2")) == 3 and artifacts(tmp_path / "runs") == before

    replaced = triagesim("run", "--quiet", "--limit", "2", "--max-turns", "4", "--overwrite", cwd=tmp_path)
    assert replaced.returncode == 0
    now = artifacts(tmp_path / "runs")
    assert len(now) == 2 and all(a["state"]["max_turns"] == 4 for a in now.values())


def test_same_configuration_resumes_and_the_summary_covers_the_whole_folder(tmp_path):
    triagesim("run", "--quiet", "--limit", "4", cwd=tmp_path)
    again = triagesim("run", "--quiet", "--limit", "6", cwd=tmp_path)
    assert again.returncode == 0
    assert "2 completed, 0 errors, 4 skipped" in again.stdout
    assert "over 6 finished episodes" in again.stdout


def test_a_different_model_does_not_reuse_offline_results(tmp_path):
    triagesim("run", "--quiet", "--limit", "2", cwd=tmp_path)
    with FakeOpenAIServer() as server:
        result = triagesim("run", "--quiet", "--limit", "2", "--model", "m", "--base-url", server.base_url, cwd=tmp_path)
    assert_one_line_error(result, "another configuration", "models")


def test_stale_temporaries_are_removed_at_start(tmp_path):
    out = tmp_path / "runs"
    triagesim("run", "--quiet", "--limit", "1", cwd=tmp_path)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    stale = out / f".ts-001_esi_e0_x.{int(dead.stdout)}.tmp"
    stale.write_text('{"half": ')
    assert triagesim("run", "--quiet", "--limit", "1", cwd=tmp_path).returncode == 0
    assert not stale.exists()


# ------------------------------------------------------------------ failures are loud
def _flaky_responder(broken_story: str):
    def respond(body):
        if role_of(body) == "patient" and broken_story in body["messages"][0]["content"]:
            return Reply(status=500, body={"error": {"message": "upstream exploded"}})
        return default_responder(body)
    return respond


def test_some_failed_exits_1_and_errors_are_pruned_when_they_later_succeed(tmp_path):
    from triagesim.cases import load_bundled_cases

    broken = load_bundled_cases()[1]
    args = ["run", "--quiet", "--limit", "3", "--max-turns", "2", "--patient-model", "m", "--max-retries", "0"]
    with FakeOpenAIServer(_flaky_responder(broken.history.onset)) as server:
        result = triagesim(*args, "--base-url", server.base_url, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert "2 completed, 1 errors" in result.stdout and "over 2 finished episodes" in result.stdout
    errors = [json.loads(line) for line in (tmp_path / "runs" / "errors.jsonl").read_text().splitlines()]
    assert [e["case_id"] for e in errors] == [broken.case_id] and errors[0]["error_type"] == "LLMConnectionError"
    failed = artifacts(tmp_path / "runs")[errors[0]["run_id"]]
    assert failed["status"] == "error" and failed["failure"]["kind"] == "service"
    with FakeOpenAIServer() as server:  # the server is fixed: the failed episode runs again and succeeds
        again = triagesim(*args, "--base-url", server.base_url, cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert "1 completed, 0 errors, 2 skipped" in again.stdout
    assert not (tmp_path / "runs" / "errors.jsonl").exists()


def test_many_failures_rewrite_the_error_log_a_few_times_and_lose_none(tmp_path, monkeypatch):
    """A thousand failed episodes must not rewrite errors.jsonl a thousand times (each rewrite is the
    whole file, on the event loop): the first failure is written at once, the rest at most once a
    second, and all of them when the batch ends."""
    from triagesim.folders.run_folder import RunFolder

    folder = RunFolder(tmp_path / "runs")
    folder.location.mkdir()
    writes = []
    real_write = folder.location.write_atomic
    monkeypatch.setattr(folder.location, "write_atomic", lambda name, data: (writes.append(name), real_write(name, data)))
    for index in range(1000):
        folder.record_error({"run_id": f"case_esi_e{index}", "error": "server down"})
    assert 1 <= len(writes) <= 3
    assert len((tmp_path / "runs" / "errors.jsonl").read_text().splitlines()) < 1000  # the rest is not on disk yet
    folder.save_errors()
    lines = (tmp_path / "runs" / "errors.jsonl").read_text().splitlines()
    assert [json.loads(line)["run_id"] for line in lines] == [f"case_esi_e{index}" for index in range(1000)]
    for index in range(1000):  # a resume where every episode now succeeds
        folder.clear_error(f"case_esi_e{index}")
    folder.save_errors()
    assert not (tmp_path / "runs" / "errors.jsonl").exists() and len(writes) <= 7
    folder.save_errors()  # nothing new: nothing written
    assert len(writes) <= 7


def test_a_batch_saves_every_failure_when_it_ends(tmp_path):
    """Failures within a second of each other reach errors.jsonl by the end of the run."""
    import asyncio

    from triagesim.batch import plan_jobs, run_batch
    from triagesim.cases import load_bundled_cases
    from triagesim.folders.run_folder import RunFolder
    from triagesim.runner import RunnerConfig

    def broken_agents(job):
        raise RuntimeError(f"agent crashed on {job.case.case_id}")

    folder = RunFolder(tmp_path / "runs")
    config = RunnerConfig()
    folder.prepare(config.model_dump(mode="json"))
    jobs = plan_jobs(load_bundled_cases()[:6], episodes_per_case=1, seed=0, algorithm=None)
    summary = asyncio.run(run_batch(jobs, out_dir=tmp_path / "runs", make_agents=broken_agents, config=config,
                                    handle_signals=False, folder=folder))
    assert summary.errors == 6
    lines = (tmp_path / "runs" / "errors.jsonl").read_text().splitlines()
    assert len(lines) == 6 and all("agent crashed" in json.loads(line)["error"] for line in lines)


def test_an_error_log_that_cannot_be_saved_at_the_end_stops_with_a_folder_error(tmp_path, monkeypatch):
    import asyncio
    import errno

    from triagesim.batch import plan_jobs, run_batch
    from triagesim.cases import load_bundled_cases
    from triagesim.folders.run_folder import RunFolder, RunFolderError
    from triagesim.runner import RunnerConfig

    def broken_agents(job):
        raise RuntimeError("agent crashed")

    folder = RunFolder(tmp_path / "runs")
    config = RunnerConfig()
    folder.prepare(config.model_dump(mode="json"))
    real_write, writes = folder.location.write_atomic, []

    def write_once(name, data):  # the first failure is saved; then the disk is full
        writes.append(name)
        if len(writes) > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(name, data)

    monkeypatch.setattr(folder.location, "write_atomic", write_once)
    jobs = plan_jobs(load_bundled_cases()[:4], episodes_per_case=1, seed=0, algorithm=None)
    with pytest.raises(RunFolderError, match="No space left on device"):
        asyncio.run(run_batch(jobs, out_dir=tmp_path / "runs", make_agents=broken_agents, config=config,
                              handle_signals=False, folder=folder))
    assert len((tmp_path / "runs" / "errors.jsonl").read_text().splitlines()) == 1  # the saved log, whole


def test_a_refused_key_stops_the_batch_at_once(tmp_path):
    refuse = lambda body: Reply(status=401, body={"error": {"message": "invalid key sk-hardening-SECRET-42"}})  # noqa: E731
    with FakeOpenAIServer(refuse) as server:
        result = triagesim("run", "--quiet", "--model", "m", "--base-url", server.base_url, "--concurrency", "2",
                           "--api-key-env", "TRIAGESIM_TEST_KEY", cwd=tmp_path)
    assert result.returncode == 3
    assert "stopped early" in result.stderr and "refused the key" in result.stderr
    assert "sk-hardening-SECRET-42" not in result.stderr + result.stdout
    assert len(artifacts(tmp_path / "runs")) <= 4  # not 66 doomed episodes
    assert "accuracy n/a" in result.stdout  # failed episodes are never scored


# ------------------------------------------------------------------ signals
@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_ctrl_c_while_cases_load_is_a_clean_exit(tmp_path):
    fifo = tmp_path / "cases.csv"
    os.mkfifo(fifo)  # opening it blocks until a writer comes: the run is stuck "loading"
    # A run started as a background job (`pytest &` in a script) inherits SIGINT ignored, and Python then keeps
    # ignoring it, as a background job should; the run under test is a foreground one, so Ctrl-C reaches it.
    process = subprocess.Popen([sys.executable, "-m", "triagesim", "run", "--cases", str(fifo)], cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(2.0)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=30)
    assert process.returncode == 130 and "Traceback" not in stderr and "interrupted" in stderr


def test_ctrl_c_is_seen_even_when_it_lands_just_before_the_cases_file_blocks():
    """The race behind a CI hang: a SIGINT that arrives after Python's last check for signals but before the
    blocking open of a FIFO starts is never seen by that call. Here the read blocks with SIGINT masked in its
    thread, which is what the race looks like from Python. Read in the main thread, this hangs for good; the
    cases are read on a helper thread while the main thread wakes every 0.1 s, so Ctrl-C stops it at once."""
    script = (
        "import os, signal, sys, threading\n"
        "from triagesim.cli.run import _interruptible\n"
        "def read():\n"
        "    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})\n"
        "    threading.Event().wait()\n"
        "threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()\n"
        "try:\n"
        "    _interruptible(read)\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=30,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # as a foreground run
    assert result.stdout.strip() == "interrupted", result.stderr


def test_ctrl_c_while_the_engine_imports_is_a_clean_exit(tmp_path):
    """The first half second of a run imports the engine. The command line must be inside its own
    error handling by then: the console script imports ``triagesim.cli`` before ``main`` can catch
    anything, so that import stays light. Here the SIGINT is sent as ``triagesim.cases`` starts to import."""
    script = (
        "import importlib.abc, os, signal, sys\n"
        "class Interrupt(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'triagesim.cases':\n"
        "            os.kill(os.getpid(), signal.SIGINT)\n"
        "        return None\n"
        "sys.meta_path.insert(0, Interrupt())\n"
        "from triagesim.cli import main\n"
        "sys.exit(main(['run', '--quiet']))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert result.returncode == 130 and "Traceback" not in result.stderr and "interrupted" in result.stderr, result.stderr
    assert not (tmp_path / "runs").exists()


def test_the_command_line_imports_no_engine_before_main_runs():
    """What ``triagesim --help`` and the console script load: no cases, environment, runner or clinical tables."""
    script = ("import sys\nfrom triagesim.cli import make_parser\nmake_parser()\n"
              "print(' '.join(sorted(m for m in sys.modules if m.startswith('triagesim'))))")
    loaded = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True).stdout.split()
    assert not [name for name in loaded if name.split(".")[1:2] in (["cases"], ["core"], ["runner"], ["clinical"], ["agents"], ["batch"])], loaded


@pytest.mark.slow  # waits for a run to start, then a second of grace
def test_sigint_is_honoured_within_a_second_even_with_a_frozen_store(tmp_path, redis_server_factory):
    server = redis_server_factory()
    command = [sys.executable, "-m", "triagesim", "run", "--quiet", "--episodes-per-case", "50",
               "--store", "redis", "--redis-url", server.url]
    process = subprocess.Popen(command, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out = tmp_path / "runs"
    try:
        deadline = time.time() + 120
        while time.time() < deadline and len(list(out.glob("*.json"))) < 5:
            time.sleep(0.05)
        os.kill(server.process.pid, signal.SIGSTOP)
        time.sleep(0.5)  # the run is now blocked on the frozen server
        started = time.monotonic()
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=30)
        elapsed = time.monotonic() - started
    finally:
        os.kill(server.process.pid, signal.SIGCONT)
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130, stderr
    assert elapsed < 2.5, elapsed  # one second of grace, then the abort
    assert "Traceback" not in stderr
    assert all(a["status"] == "completed" for a in artifacts(out).values())


def test_broken_pipe_is_not_an_error(tmp_path):
    triagesim("run", "--quiet", "--limit", "3", cwd=tmp_path)
    result = subprocess.run(f"{sys.executable} -m triagesim evaluate runs --json | head -1", shell=True,
                            cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.stdout.strip() == "{" and "Traceback" not in result.stderr and "Broken" not in result.stderr


# ------------------------------------------------------------------ bad options and inputs: one line, exit 2
BAD_RUNS = [
    (["--sampling", "{bad"], "--sampling"),
    (["--timeout", "0"], "--timeout"),
    (["--base-url", "ftp://example.org/v1"], "--base-url"),
    (["--api-key-env", "TS_UNSET_VARIABLE_XYZ"], "TS_UNSET_VARIABLE_XYZ"),
]


@pytest.mark.parametrize(("options", "needle"), BAD_RUNS)
def test_bad_llm_settings_fail_once_before_any_episode(tmp_path, options, needle):
    result = triagesim("run", "--quiet", "--model", "m", "--base-url", "http://127.0.0.1:9/v1", *options, cwd=tmp_path)
    assert_one_line_error(result, needle)
    assert not (tmp_path / "runs").exists()  # checked before the folder is touched


@pytest.mark.slow  # several runs in subprocesses: seconds
def test_bad_paths_are_one_line_errors(tmp_path):
    (tmp_path / "afile").write_text("x")
    assert_one_line_error(triagesim("run", "--out", "afile", cwd=tmp_path), "--out afile", "is a file")
    assert_one_line_error(triagesim("run", "--out", "afile/sub", cwd=tmp_path), "--out afile/sub")
    (tmp_path / "adir").mkdir()
    assert_one_line_error(triagesim("run", "--patient-personas", "adir", cwd=tmp_path), "adir")
    (tmp_path / "binary.csv").write_bytes(bytes(range(256)) * 4)
    assert_one_line_error(triagesim("run", "--cases", "binary.csv", cwd=tmp_path), "binary.csv")
    assert_one_line_error(triagesim("evaluate", "nowhere", cwd=tmp_path), "nowhere")
    (tmp_path / "empty").mkdir()
    assert_one_line_error(triagesim("evaluate", "empty", cwd=tmp_path), "empty")
    triagesim("run", "--quiet", "--limit", "1", cwd=tmp_path)
    assert_one_line_error(triagesim("evaluate", "runs", "--expert-red-flags", "adir", cwd=tmp_path), "adir")


def test_latin1_cases_name_the_encoding_and_load_with_it(tmp_path):
    (tmp_path / "triage.csv").write_bytes(
        "subject_id,stay_id,temperature,heartrate,resprate,o2sat,sbp,dbp,pain,acuity,chiefcomplaint\n"
        "1,101,98.1,88,16,98,120,80,3,4,douleur thoracique légère\n".encode("latin-1")
    )
    result = triagesim("run", "--quiet", "--cases", "triage.csv", cwd=tmp_path)
    assert_one_line_error(result, "triage.csv", "UTF-8")
    loaded = triagesim("run", "--quiet", "--cases", "triage.csv", "--encoding", "latin-1", cwd=tmp_path)
    assert loaded.returncode == 0, loaded.stderr
    (artifact,) = artifacts(tmp_path / "runs").values()
    assert "légère" in artifact["ground_truth"]["chief_complaint"]


def test_schema_command_prints_the_versioned_artifact_schema(tmp_path):
    result = triagesim("schema", cwd=tmp_path)
    schema = json.loads(result.stdout)
    assert schema["x-schema-version"] == SCHEMA_VERSION and "trace" in schema["properties"]
    triagesim("run", "--quiet", "--limit", "2", cwd=tmp_path)
    from triagesim.core.artifact import Artifact

    for artifact in artifacts(tmp_path / "runs").values():
        Artifact.model_validate(artifact)  # what we write is what we publish


def test_a_dead_store_is_one_error_before_any_episode(tmp_path):
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = triagesim("run", "--store", "redis", "--redis-url", f"redis://:pw-SECRET@127.0.0.1:{port}/0", cwd=tmp_path)
    assert_one_line_error(result, f"127.0.0.1:{port}", "--redis-url")
    assert "pw-SECRET" not in result.stderr
    assert not list((tmp_path / "runs").glob("*.json"))


def _disk_full(*_args):
    import errno

    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_keeps_the_error_log_whole_and_stops_with_one_line(tmp_path, monkeypatch, capsys):
    # A real full disk cannot be made here without mount rights; fsync failing with ENOSPC is
    # where a full disk shows up in an atomic write, so that one call is replaced.
    from triagesim.cli import main
    from triagesim.folders import atomic
    from triagesim.folders.run_folder import RunFolder, RunFolderError

    runs = tmp_path / "runs"
    folder = RunFolder(runs)
    runs.mkdir()
    folder.record_error({"run_id": "a", "error": "first"})
    before = (runs / "errors.jsonl").read_bytes()
    monkeypatch.setattr(atomic.os, "fsync", _disk_full)
    folder.record_error({"run_id": "b", "error": "second"})  # within a second of the first: kept for later
    with pytest.raises(RunFolderError, match="No space left on device"):
        folder.save_errors()
    assert (runs / "errors.jsonl").read_bytes() == before  # the old log, whole: no cut line
    assert not list(runs.glob(".*.tmp"))

    monkeypatch.undo()
    assert main(["run", "--quiet", "--limit", "1", "--out", str(tmp_path / "full")]) == 0
    capsys.readouterr()
    monkeypatch.setattr(atomic.os, "fsync", _disk_full)
    code = main(["run", "--quiet", "--limit", "3", "--out", str(tmp_path / "full")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "No space left on device" in err[0] and "re-run" in err[0], err
    assert len(list((tmp_path / "full").glob("*.json"))) == 1  # what was written is kept
