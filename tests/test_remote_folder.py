"""``--out URL``: a run folder behind fsspec, against a real FTP server (and fsspec's memory filesystem)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cli_run import triagesim, artifacts  # noqa: E402

from ftp_server import FTPServer  # noqa: E402

from triagesim.core.artifact import SCHEMA_VERSION  # noqa: E402
from triagesim.errors import ConfigError  # noqa: E402
from triagesim.folders.artifacts import write_artifact  # noqa: E402
from triagesim.folders.location import LocalFolder, UrlFolder, is_url, open_location, url_or_path  # noqa: E402
from triagesim.folders.run_folder import RunFolder  # noqa: E402




@pytest.fixture(scope="module")
def ftp():
    with FTPServer() as server:
        yield server


@settings(max_examples=150, deadline=None)
@given(
    scheme=st.from_regex(r"[A-Za-z][A-Za-z0-9+.-]{1,9}", fullmatch=True),
    rest=st.text(st.characters(blacklist_categories=("Cs",)), max_size=30),
    path=st.text(st.characters(blacklist_categories=("Cs",)), max_size=30).filter(lambda text: "://" not in text),
)
def test_any_scheme_url_is_a_url_and_any_text_without_one_is_a_path(scheme, rest, path):
    assert is_url(f"{scheme}://{rest}")
    assert not is_url(path)
    assert not is_url(f"C:{path}") and not is_url(f"/{scheme}://{rest}")
    # a folder argument: a URL stays the text given, anything else becomes that path
    assert url_or_path(f"{scheme}://{rest}") == f"{scheme}://{rest}"
    if path:
        assert url_or_path(path) == Path(path)


@settings(max_examples=120, deadline=None)
@given(stem=st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="/\n"), min_size=1, max_size=40))
def test_every_temporary_a_url_writer_makes_is_one_the_cleanup_recognises(stem):
    from triagesim.folders.atomic import TEMPORARY, temporary_name

    name = temporary_name(stem)
    assert TEMPORARY.fullmatch(name) and name.startswith(".")  # hidden: outside every listing
    assert int(TEMPORARY.fullmatch(name)["pid"]) == os.getpid()  # whose it is: a live writer's is kept


def test_urls_and_paths_are_told_apart():
    assert is_url("s3://bucket/runs") and is_url("ftp://u:p@host:21/runs") and is_url("file:///tmp/runs")
    assert not is_url("runs") and not is_url("/tmp/runs") and not is_url("C:\\runs") and not is_url("C:/runs")
    assert isinstance(open_location("runs"), LocalFolder) and isinstance(open_location("memory://x"), UrlFolder)


@pytest.mark.slow  # whole runs to an FTP server: seconds
def test_a_run_to_an_ftp_url_writes_what_a_local_run_writes_resumes_and_never_shows_the_password(tmp_path, ftp):
    common = ["run", "--quiet", "--limit", "4", "--seed", "3"]
    triagesim(*common, "--out", "local", cwd=tmp_path)
    remote = triagesim(*common, "--out", ftp.url("runs"), cwd=tmp_path)
    assert "4 completed, 0 errors, 0 skipped" in remote.stdout
    written = ftp.root / "runs"
    local, served = artifacts(tmp_path / "local"), artifacts(written)
    assert local.keys() == served.keys() and len(served) == 4
    for run_id in local:
        for key in ("trace", "history", "belief", "transcript", "personas", "fingerprint"):
            assert local[run_id][key] == served[run_id][key], (run_id, key)
    assert (written / ".triagesim" / "config.json").is_file()
    assert not [path for path in written.rglob("*") if path.name.endswith(".tmp")]  # every write was moved into place
    assert ftp.password not in remote.stdout + remote.stderr
    assert "triage:***@" in remote.stdout  # the folder is named, its password masked
    assert all(ftp.password not in path.read_text() for path in written.rglob("*") if path.is_file())

    again = triagesim(*common, "--out", ftp.url("runs"), cwd=tmp_path)
    assert "0 completed, 0 errors, 4 skipped" in again.stdout

    other = triagesim("run", "--quiet", "--limit", "4", "--seed", "4", "--out", ftp.url("runs"), cwd=tmp_path, check=False)
    assert other.returncode == 2 and "another configuration" in other.stderr
    assert len(other.stderr.strip().splitlines()) == 1 and ftp.password not in other.stderr
    beside = triagesim("run", "--quiet", "--limit", "2", "--seed", "4", "--new-out", "--out", ftp.url("runs"), cwd=tmp_path)
    assert len(artifacts(ftp.root / "runs-2")) == 2 and ftp.password not in beside.stdout + beside.stderr


@pytest.mark.slow  # a real Dask LocalCluster
def test_a_dask_run_writes_to_a_url_from_its_worker_processes(tmp_path, ftp):
    pytest.importorskip("distributed")
    common = ["run", "--quiet", "--limit", "3", "--episodes-per-case", "2", "--seed", "8"]
    triagesim(*common, "--out", "local", cwd=tmp_path)
    result = triagesim(*common, "--executor", "dask", "--workers", "2", "--partition-size", "2",
                       "--out", ftp.url("dask_runs"), cwd=tmp_path)
    assert "6 completed, 0 errors, 0 skipped" in result.stdout
    local, served = artifacts(tmp_path / "local"), artifacts(ftp.root / "dask_runs")
    assert local.keys() == served.keys() and len(served) == 6
    for run_id in local:
        assert local[run_id]["trace"] == served[run_id]["trace"] and local[run_id]["belief"] == served[run_id]["belief"]


@pytest.mark.parametrize(
    "url, says",
    [
        ("nosuchproto://bucket/runs", "Protocol not known"),
        pytest.param("ftp://triage:wrong-pass@127.0.0.1:{port}/runs", "cannot open this URL",
                     marks=pytest.mark.slow),  # the FTP server answers a wrong password 3 s late
        ("ftp://triage:s3cret-pass@127.0.0.1:9/runs", "cannot open this URL"),  # nothing listens on port 9
    ],
)
def test_a_url_that_cannot_be_opened_is_one_line_without_the_password(tmp_path, ftp, url, says):
    result = triagesim("run", "--quiet", "--limit", "1", "--out", url.format(port=ftp.port), cwd=tmp_path, check=False)
    assert result.returncode == 2, result.stderr
    assert says in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "wrong-pass" not in result.stderr and ftp.password not in result.stderr


def test_the_folder_rules_hold_behind_a_url():
    """Resume, the error log, conflicts and --overwrite, on fsspec's memory filesystem (in-process, real fsspec)."""
    folder = RunFolder("memory://triagesim-test/runs")
    config = {"seed": 1}
    fingerprint = folder.prepare(config)
    artifact = {"schema_version": SCHEMA_VERSION, "run_id": "c1_esi_e0_abc", "status": "completed", "fingerprint": fingerprint}
    write_artifact(artifact, folder.target)
    assert folder.finished("c1_esi_e0_abc", fingerprint) == artifact
    assert folder.finished("c1_esi_e0_abc", "another") is None and folder.finished("missing", fingerprint) is None

    folder.record_error({"run_id": "c2_esi_e0_def", "error": "boom"})
    assert b"boom" in folder.location.read_bytes("errors.jsonl")
    reopened = RunFolder("memory://triagesim-test/runs")
    reopened.clear_error("c2_esi_e0_def")
    with pytest.raises(FileNotFoundError):
        reopened.location.read_bytes("errors.jsonl")  # the last failure cleared: no log left

    assert "another configuration" in RunFolder("memory://triagesim-test/runs").conflict({"seed": 2})
    with pytest.raises(ConfigError, match="another configuration"):
        RunFolder("memory://triagesim-test/runs").prepare({"seed": 2})
    RunFolder("memory://triagesim-test/runs").prepare({"seed": 2}, overwrite=True)
    assert list(folder.location.names(".json")) == []


def test_a_resume_over_a_url_reads_only_the_artifacts_its_one_listing_shows(monkeypatch):
    """A round trip per job would make resuming 100,000 episodes over a network take hours."""
    prepared = RunFolder("memory://triagesim-resume/runs")
    fingerprint = prepared.prepare({"seed": 1})
    for index in range(3):
        write_artifact({"schema_version": SCHEMA_VERSION, "run_id": f"c{index}_esi_e0_abc", "status": "completed",
                        "fingerprint": fingerprint}, prepared.target)
    folder = RunFolder("memory://triagesim-resume/runs")  # a new run over the same folder
    reads, listings = [], []
    real_read, real_names = folder.location.read_bytes, folder.location.names
    monkeypatch.setattr(folder.location, "read_bytes", lambda name: (reads.append(name), real_read(name))[1])
    monkeypatch.setattr(folder.location, "names", lambda suffix: (listings.append(suffix), real_names(suffix))[1])
    found = [folder.finished(f"c{index}_esi_e0_abc", fingerprint) for index in range(100)]
    assert [index for index, artifact in enumerate(found) if artifact] == [0, 1, 2]
    assert sorted(reads) == [f"c{index}_esi_e0_abc.json" for index in range(3)] and listings == [".json"]


def test_a_killed_writer_s_old_temporaries_are_removed_when_a_run_prepares_the_url_folder(tmp_path, ftp):
    """Writers may have run on other machines, so age is the rule: over an hour old, the object is a leftover."""
    import os
    import time

    folder = RunFolder(ftp.url("tidy"))
    folder.prepare({"seed": 1})
    served = ftp.root / "tidy"
    old, fresh, other = served / ".c1_esi_e0_abc.4242.0123abcd.tmp", served / ".c2_esi_e0_def.4242.89abcdef.tmp", served / ".notes.tmp"
    for path in (old, fresh, other):
        path.write_text("half an artifact")
    two_hours_ago = time.time() - 7200
    for path in (old, other):
        os.utime(path, (two_hours_ago, two_hours_ago))
    RunFolder(ftp.url("tidy")).prepare({"seed": 1})  # the next run
    assert not old.exists()  # modification time from the FTP listing (MLSD): fsspec's ftp has no modified()
    assert fresh.exists() and other.exists()  # a write under way, and a name that is not ours
    assert list(RunFolder(ftp.url("tidy")).location.names(".json")) == []


def test_old_temporaries_go_by_the_filesystem_s_own_modification_time():
    """On a protocol with ``modified()`` (fsspec's memory filesystem here; s3, gcs and local have it too)."""
    from datetime import datetime, timedelta, timezone

    folder = RunFolder("memory://triagesim-tidy/runs")
    folder.prepare({"seed": 1})
    fs, root = folder.location.fs, folder.location.root
    for name in (".a_esi_e0_1.77.0123abcd.tmp", ".b_esi_e0_2.77.89abcdef.tmp"):
        fs.pipe_file(f"{root}/{name}", b"{")
    fs.store[f"{root}/.a_esi_e0_1.77.0123abcd.tmp"].modified = datetime.now(timezone.utc) - timedelta(hours=2)
    assert folder.location.remove_stale_temporaries() == [".a_esi_e0_1.77.0123abcd.tmp"]
    assert fs.exists(f"{root}/.b_esi_e0_2.77.89abcdef.tmp")


def test_a_listing_shows_what_other_connections_wrote(ftp):
    """fsspec's ftp caches a listing per connection; artifact writers use their own connections."""
    import threading

    folder = open_location(ftp.url("listed"))
    folder.mkdir()
    assert list(folder.names(".json")) == []
    writer = threading.Thread(target=lambda: write_artifact({"run_id": "c1_esi_e0_abc"}, ftp.url("listed")))
    writer.start()
    writer.join()
    assert list(folder.names(".json")) == ["c1_esi_e0_abc.json"]


def test_write_artifact_to_a_url_makes_the_folder_and_leaves_no_temporary(ftp):
    where = write_artifact({"run_id": "case_esi_e0_123", "status": "completed"}, ftp.url("fresh/deeper"))
    assert str(where).endswith("fresh/deeper/case_esi_e0_123.json") and ftp.password not in str(where)
    assert [path.name for path in (ftp.root / "fresh" / "deeper").iterdir()] == ["case_esi_e0_123.json"]


_URL = "ftp://triage:s3cret-pass@127.0.0.1:21/runs"


# run folders of artifacts are read from URLs by every command: test_remote_reading.py, test_artifact_reader.py
@pytest.mark.parametrize("command", [["asr", _URL], ["rate", "runs", "--audio", _URL], ["rate", "--compare", _URL]])
def test_audio_and_rating_folders_say_a_url_must_be_copied_down_first(tmp_path, command):
    result = triagesim(*command, cwd=tmp_path, check=False)
    assert result.returncode == 2 and "copy the folder down first" in result.stderr
    assert "s3cret-pass" not in result.stderr and "Traceback" not in result.stderr
    assert not any(tmp_path.iterdir())  # nothing made here, not even a folder named "ftp:"


@pytest.mark.parametrize("command", [["audio", "runs"], ["asr", "audio"], ["rate", "runs"]])
def test_outputs_written_on_this_machine_refuse_a_url(tmp_path, command):
    (tmp_path / command[1]).mkdir()
    result = triagesim(*command, "--out", _URL, cwd=tmp_path, check=False)
    assert result.returncode == 2 and "written to a local path" in result.stderr
    assert "s3cret-pass" not in result.stderr and "Traceback" not in result.stderr
    assert [path.name for path in tmp_path.iterdir()] == [command[1]]


def test_a_connection_the_server_dropped_is_reopened_once(ftp):
    import socket

    location = open_location(ftp.url("dropped"))
    location.write_atomic("a.json", b"{}")
    location.fs.ftp.sock.shutdown(socket.SHUT_RDWR)  # as when the server restarts or times the client out
    location.write_atomic("b.json", b"{}")
    assert sorted(location.names(".json")) == ["a.json", "b.json"]
    with pytest.raises(FileNotFoundError):
        location.read_bytes("missing.json")  # a missing file is not a dropped connection: no reconnect, no retry


def test_a_file_url_is_read_as_the_local_folder_it_names(tmp_path):
    triagesim("run", "--quiet", "--limit", "2", "--out", f"file://{tmp_path}/runs", cwd=tmp_path)
    result = triagesim("evaluate", f"file://{tmp_path}/runs", "--json", cwd=tmp_path)
    report = json.loads(result.stdout)
    assert report["runs_scored"] == 2 and report["folder"] == str(tmp_path / "runs")
