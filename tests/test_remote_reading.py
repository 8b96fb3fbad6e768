"""``evaluate``, ``export`` and ``report`` read run folders behind a URL as they read local ones.

Real parts only: a real FTP server (pyftpdlib, ``ftp_server.py``) and fsspec's in-process
``memory://`` filesystem, each serving a copy of one real local run folder; every figure, row
and skipped file read through a URL is compared with what the local folder gives.
"""

from __future__ import annotations

import itertools
import json
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ftp_server import FTPServer  # noqa: E402

from triagesim.cli import main  # noqa: E402
from triagesim.errors import ArtifactError  # noqa: E402
from triagesim.evaluation import evaluate_folder, scan_folder  # noqa: E402
from triagesim.export import export_runs  # noqa: E402
from triagesim.folders.reading import iter_artifacts  # noqa: E402
from triagesim.report import build_report  # noqa: E402

_MEMORY = itertools.count()


@pytest.fixture(scope="module")
def ftp():
    with FTPServer() as server:
        yield server


@pytest.fixture(scope="module")
def local(tmp_path_factory) -> Path:
    """A real run folder: 6 offline episodes, one turned into a failed episode, plus a garbled
    file, a file that is not UTF-8, and a summary file every reader passes over."""
    root = tmp_path_factory.mktemp("remote_reading")
    folder = root / "runs"
    assert main(["run", "--quiet", "--limit", "3", "--episodes-per-case", "2", "--seed", "5", "--out", str(folder)]) == 0
    failed = min(folder.glob("*.json"))
    artifact = json.loads(failed.read_text(encoding="utf-8"))
    artifact.update(status="error", end_reason="error", error="RuntimeError: boom")
    failed.write_text(json.dumps(artifact), encoding="utf-8")
    (folder / "broken.json").write_text('{"half": ', encoding="utf-8")
    (folder / "latin1.json").write_bytes('{"run_id": "caf\xe9"}'.encode("latin-1"))
    (folder / "summary.json").write_text("{}", encoding="utf-8")
    return folder


def _served(local: Path, ftp: FTPServer, name: str) -> str:
    """The URL of a copy of ``local`` on the FTP server (its password in the URL, as a user writes it)."""
    shutil.copytree(local, ftp.root / name, ignore=shutil.ignore_patterns(".triagesim"))
    return ftp.url(name)


def _in_memory(local: Path) -> str:
    """The URL of a copy of ``local`` on fsspec's memory filesystem."""
    import fsspec

    url = f"memory://triagesim-reading-{next(_MEMORY)}/runs"
    fs, root = fsspec.core.url_to_fs(url)
    for path in local.glob("*.json"):
        fs.pipe_file(f"{root}/{path.name}", path.read_bytes())
    return url


@pytest.fixture(scope="module")
def urls(local, ftp) -> dict[str, str]:
    return {"ftp": _served(local, ftp, "runs"), "memory": _in_memory(local)}


@pytest.fixture(params=["ftp", "memory"])
def url(request, urls) -> str:
    return urls[request.param]


def _no_password(ftp: FTPServer, *texts: str) -> None:
    for text in texts:
        assert ftp.password not in text


def _shown(url: str) -> str:
    """How the URL is named in reports and messages: its password masked."""
    return url.replace(":s3cret-pass@", ":***@")


# ------------------------------------------------------------------ evaluate
def test_evaluate_gives_the_same_figures_for_a_url_as_for_the_local_folder(local, url, ftp):
    here = evaluate_folder(local, from_cases=True)
    there = evaluate_folder(url, from_cases=True)
    assert here.pop("folder") == str(local) and there.pop("folder") == _shown(url)
    assert there == here
    assert there["runs"] == 6 and there["errors"] == 1 and there["runs_scored"] == 5
    assert sorted(item["file"] for item in there["skipped"]) == ["broken.json", "latin1.json"]  # never summary.json
    assert {item["file"]: item["reason"] for item in there["skipped"]}["latin1.json"].startswith("not UTF-8 text")
    _no_password(ftp, json.dumps(there))


def test_a_scan_of_a_url_names_each_artifact_by_its_url(local, url, ftp):
    scan = scan_folder(url, from_cases=True)
    assert scan.folder == _shown(url)
    assert [episode.path for episode in scan.episodes] == [f"{_shown(url)}/{episode.name}" for episode in scan.episodes]
    assert [episode.name for episode in scan.episodes] == [
        episode.name for episode in scan_folder(local, from_cases=True).episodes
    ]
    _no_password(ftp, *(str(episode.path) for episode in scan.episodes))


def test_evaluate_from_the_command_line_reads_a_url(local, urls, ftp, capsys):
    assert main(["evaluate", str(local), "--from-cases", "--json"]) == 0
    here = json.loads(capsys.readouterr().out)
    assert main(["evaluate", urls["ftp"], "--from-cases", "--json"]) == 0
    captured = capsys.readouterr()
    there = json.loads(captured.out)
    assert there.pop("folder") == _shown(urls["ftp"]) and here.pop("folder") == str(local)
    assert there == here
    assert main(["evaluate", urls["memory"], "--from-cases"]) == 0  # the tables
    tables = capsys.readouterr().out
    assert "Evaluation of memory://" in tables and "skipped broken.json: invalid JSON" in tables
    _no_password(ftp, captured.out, captured.err)


# ------------------------------------------------------------------ export
def _frame(path: Path):
    import pandas as pd

    return pd.read_parquet(path).sort_values("run_id").reset_index(drop=True)


def test_export_of_a_url_writes_the_rows_a_local_copy_gives(local, url, ftp, tmp_path):
    import pandas as pd

    here = export_runs([local], tmp_path / "local.parquet")
    there = export_runs([url], tmp_path / "remote.parquet", row_group_size=2)
    assert (there.rows, there.skipped) == (here.rows, here.skipped) == (6, 2)
    pd.testing.assert_frame_equal(_frame(tmp_path / "remote.parquet"), _frame(tmp_path / "local.parquet"))
    assert sorted(item["file"] for item in there.skipped_files) == [f"{_shown(url)}/broken.json", f"{_shown(url)}/latin1.json"]
    assert sorted(item["reason"] for item in there.skipped_files) == sorted(item["reason"] for item in here.skipped_files)
    _no_password(ftp, json.dumps(there.skipped_files))

    export_runs([local], tmp_path / "local.jsonl")
    export_runs([url], tmp_path / "remote.jsonl")
    rows = {name: sorted((json.loads(line) for line in (tmp_path / f"{name}.jsonl").read_text().splitlines()),
                         key=lambda row: row["run_id"]) for name in ("local", "remote")}
    assert rows["remote"] == rows["local"] and len(rows["remote"]) == 6


def test_export_mixes_local_and_url_folders_into_one_file(local, urls, tmp_path):
    summary = export_runs([local, urls["ftp"], urls["memory"]], tmp_path / "all.parquet")
    assert summary.rows == 18 and summary.skipped == 6
    frame = _frame(tmp_path / "all.parquet")
    assert len(frame) == 18 and frame["run_id"].value_counts().eq(3).all()


def test_export_reads_one_artifact_at_a_time(local):
    """Nothing is fetched ahead: a file removed after the listing and before its turn is read
    as missing, so an export holds one artifact's bytes at a time, whatever the folder's size."""
    import fsspec

    url = _in_memory(local)
    artifacts = iter_artifacts(url)
    next(artifacts)
    fs, root = fsspec.core.url_to_fs(url)
    rest = list(artifacts)
    assert len(rest) == 7  # the listing is done: 6 artifacts and 2 bad files, never summary.json
    for item in rest:
        fs.rm_file(f"{root}/{item.name}")
    for item in rest:
        with pytest.raises(ArtifactError, match="file not found"):
            item.load()


def test_export_from_the_command_line_reads_a_url_and_writes_a_local_file(local, urls, ftp, tmp_path, capsys):
    out = tmp_path / "episodes.parquet"
    assert main(["export", urls["ftp"], "--out", str(out)]) == 0
    captured = capsys.readouterr()
    assert "exported 6 episodes" in captured.out and "2 unreadable files skipped" in captured.out
    assert f"{_shown(urls['ftp'])}/broken.json" in captured.err
    _no_password(ftp, captured.out, captured.err)
    assert len(_frame(out)) == 6
    with pytest.raises(SystemExit) as usage:  # the output is local: a usage error, as argparse gives
        main(["export", str(local), "--out", "s3://bucket/episodes.parquet"])
    assert usage.value.code == 2 and "written to a local path" in capsys.readouterr().err


# ------------------------------------------------------------------ report
@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_the_report_builds_from_url_folders(local, urls, ftp, tmp_path):
    here = build_report([local], tmp_path / "local", from_cases=True, seed=1, replicates=50)
    there = build_report([urls["ftp"]], tmp_path / "remote", from_cases=True, seed=1, replicates=50)
    assert there["overall"] == here["overall"] and there["groups"] == here["groups"]
    assert there["runs"][0]["folder"] == _shown(urls["ftp"]) and there["runs"][0]["name"] == "runs"
    assert [run["skipped"] for run in there["runs"]] == [run["skipped"] for run in here["runs"]]
    page = (tmp_path / "remote" / "index.html").read_text(encoding="utf-8")
    assert all(f'"{episode.name}"' in page for episode in scan_folder(urls["ftp"], from_cases=True).episodes)
    _no_password(ftp, (tmp_path / "remote" / "report.json").read_text(encoding="utf-8"), page)

    both = build_report([], tmp_path / "both", labels={"served": urls["ftp"], "kept": urls["memory"]},
                        from_cases=True, replicates=20)
    assert [run["name"] for run in both["runs"]] == ["served", "kept"]


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_report_from_the_command_line_reads_a_url(urls, ftp, tmp_path, capsys):
    out = tmp_path / "report"
    assert main(["report", urls["ftp"], "--label", f"again={urls['memory']}", "--out", str(out),
                 "--from-cases", "--bootstrap", "20"]) == 0
    captured = capsys.readouterr()
    assert "report: 10 of 12 episodes scored (2 failed: not scored)" in captured.out and (out / "index.html").is_file()
    _no_password(ftp, captured.out, captured.err, (out / "report.json").read_text(encoding="utf-8"))


# ------------------------------------------------------------------ errors: as for a local folder
def test_a_missing_url_folder_is_one_line_naming_it(local, ftp, tmp_path, capsys):
    for missing in (ftp.url("no-such-runs"), "memory://triagesim-reading-nowhere/runs"):
        for call in (lambda: evaluate_folder(missing), lambda: export_runs([missing], tmp_path / "x.jsonl"),
                     lambda: build_report([missing], tmp_path / "rep", replicates=5)):
            with pytest.raises(ArtifactError) as error:
                call()
            message = str(error.value)
            assert message.startswith(f"{_shown(missing)}: folder not found") and "\n" not in message
            _no_password(ftp, message)
        for command in (["evaluate", missing], ["export", missing, "--out", str(tmp_path / "x.jsonl")],
                        ["report", missing, "--out", str(tmp_path / "rep")]):
            assert main(command) == 2
            err = capsys.readouterr().err
            assert len(err.strip().splitlines()) == 1 and "folder not found" in err and _shown(missing) in err
            _no_password(ftp, err)
    assert not (tmp_path / "x.jsonl").exists() and not (tmp_path / "rep").exists()
    (ftp.root / "a-file").write_text("x")
    with pytest.raises(ArtifactError, match="is a file, not a folder"):
        evaluate_folder(ftp.url("a-file"))


def test_a_url_folder_of_unreadable_files_names_them(ftp, tmp_path):
    bad = ftp.root / "bad_runs"
    bad.mkdir()
    (bad / "broken.json").write_text('{"half": ')
    (bad / "nested.json").mkdir()  # a folder named like an artifact
    url = ftp.url("bad_runs")
    with pytest.raises(ArtifactError) as error:
        evaluate_folder(url)
    message = str(error.value)
    assert message.startswith(f"{_shown(url)}: no readable artifacts (2 files skipped: broken.json (invalid JSON")
    assert "nested.json (not a regular file)" in message  # as in a local folder
    with pytest.raises(ArtifactError, match="no readable artifact to export .*broken.json: invalid JSON"):
        export_runs([url], tmp_path / "x.parquet")
    _no_password(ftp, message)
    assert not (tmp_path / "x.parquet").exists()


def test_an_empty_url_folder_has_no_readable_artifacts():
    import fsspec

    url = "memory://triagesim-reading-empty/runs"
    fs, root = fsspec.core.url_to_fs(url)
    fs.pipe_file(f"{root}/errors.jsonl", b"{}\n")  # not *.json: never read
    with pytest.raises(ArtifactError, match=r"memory://triagesim-reading-empty/runs: no readable artifacts \(no \*\.json files\)"):
        evaluate_folder(url)
