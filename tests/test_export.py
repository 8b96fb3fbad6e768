"""``triagesim export``: run folders as Parquet / JSONL, loaded back with pandas and Hugging Face datasets."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from triagesim.errors import ArtifactError, InputError
from triagesim.export import COLUMNS, export_runs
from triagesim.utils import compute_all_metrics

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_run import triagesim  # noqa: E402



@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Path:
    """A real run folder: 8 offline episodes, one of them turned into a failed episode, plus a broken file."""
    root = tmp_path_factory.mktemp("export")
    triagesim("run", "--quiet", "--limit", "4", "--episodes-per-case", "2", "--out", "runs", cwd=root)
    folder = root / "runs"
    failed = min(folder.glob("*.json"))
    artifact = json.loads(failed.read_text())
    artifact.update(status="error", end_reason="error", error="RuntimeError: boom")
    failed.write_text(json.dumps(artifact))
    (folder / "broken.json").write_text('{"half": ')
    return folder


def _artifacts(folder: Path) -> dict[str, dict]:
    return {a["run_id"]: a for a in (json.loads(p.read_text()) for p in folder.glob("*.json") if p.name != "broken.json")}


def test_parquet_loads_with_pandas_and_datasets(runs, tmp_path, monkeypatch):
    import pandas as pd

    out = tmp_path / "episodes.parquet"
    result = triagesim("export", str(runs), "--out", str(out), cwd=tmp_path)
    assert "exported 8 episodes" in result.stdout and "1 unreadable files skipped" in result.stdout
    assert "broken.json" in result.stderr
    frame = pd.read_parquet(out)
    assert list(frame.columns) == list(COLUMNS) and len(frame) == 8
    originals = _artifacts(runs)
    for row in frame.to_dict("records"):
        artifact = originals[row["run_id"]]
        assert row["case_id"] == artifact["case_id"] and row["algorithm"] == artifact["algorithm"]
        assert row["ground_truth"] == artifact["ground_truth"]["acuity"]
        assert row["turns"] == artifact["state"]["turn"]
        assert row["patient_persona_id"] == artifact["personas"]["patient"]["persona_id"]
        assert row["nurse_experience_level"] == artifact["personas"]["nurse"]["experience_level"]
        assert row["patient_disfluency_rate"] == artifact["personas"]["patient"]["disfluency_rate"]
        assert row["nurse_model"] == "protocol-nurse"
        transcript = [dict(line) for line in row["transcript"]]
        assert transcript == artifact["transcript"]  # the nested column round-trips exactly
        if artifact["status"] == "completed":
            triage = compute_all_metrics(trace=artifact["trace"], belief=artifact["belief"],
                                         ground_truth=artifact["ground_truth"])["triage"]
            assert (row["prediction"], row["correct"], row["under"], row["over"]) == (
                triage["final_prediction"], triage["correct"], triage["under_triage"], triage["over_triage"])
        else:  # a failed episode is exported, unscored, with why it failed
            assert row["status"] == "error" and row["error"] == "RuntimeError: boom"
            assert pd.isna(row["prediction"]) and pd.isna(row["correct"])

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    import datasets

    dataset = datasets.load_dataset("parquet", data_files=str(out), split="train", cache_dir=str(tmp_path / "hf"))
    assert dataset.num_rows == 8 and set(dataset.column_names) == set(COLUMNS)
    first = dataset[0]
    assert first["transcript"] == originals[first["run_id"]]["transcript"]


def test_jsonl_needs_nothing_and_loads_with_datasets(runs, tmp_path, monkeypatch):
    out = tmp_path / "sub" / "episodes.jsonl"
    summary = export_runs([runs], out)
    assert (summary.rows, summary.skipped) == (8, 1)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 8 and all(list(row) == list(COLUMNS) for row in rows)
    originals = _artifacts(runs)
    assert [row["run_id"] for row in rows] == sorted(originals)  # a stable order: by run id
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    import datasets

    dataset = datasets.load_dataset("json", data_files=str(out), split="train", cache_dir=str(tmp_path / "hf"))
    assert dataset.num_rows == 8 and dataset[0]["transcript"] == originals[dataset[0]["run_id"]]["transcript"]


def test_several_folders_and_small_row_groups_stream_into_one_file(runs, tmp_path):
    import pyarrow.parquet as pq

    other = tmp_path / "other"
    triagesim("run", "--quiet", "--limit", "3", "--seed", "9", "--out", str(other), cwd=tmp_path)
    out = tmp_path / "all.parquet"
    summary = export_runs([runs, other], out, row_group_size=3)
    assert summary.rows == 11
    meta = pq.ParquetFile(out).metadata
    assert meta.num_rows == 11 and meta.num_row_groups == 4  # written 3 rows at a time, never all at once


def test_errors_are_one_line_and_leave_nothing_behind(tmp_path, runs):
    with pytest.raises(InputError, match=r"unknown extension '\.csv'"):
        export_runs([runs], tmp_path / "out.csv")
    with pytest.raises(ArtifactError, match="folder not found"):
        export_runs([tmp_path / "nope"], tmp_path / "out.jsonl")
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "bad.json").write_text("[]")
    with pytest.raises(ArtifactError, match="no readable artifact"):
        export_runs([empty], tmp_path / "out.parquet")
    assert not list(tmp_path.glob("out.*")) and not list(tmp_path.glob(".out.*"))  # no half file, no temporary
    cli = triagesim("export", str(empty), "--out", "x.jsonl", cwd=tmp_path, check=False)
    assert cli.returncode == 2 and len(cli.stderr.strip().splitlines()) == 1 and "no readable artifact" in cli.stderr


def test_parquet_without_pyarrow_names_the_extra(runs, tmp_path):
    """pyarrow is installed here, so its absence is simulated: ``sys.modules[name] = None`` makes the import fail."""
    script = ("import sys; sys.modules['pyarrow'] = None; from triagesim.cli import main; "
              f"sys.exit(main(['export', {str(runs)!r}, '--out', 'x.parquet']))")
    result = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "pip install 'triagesim[parquet]'" in lines[0]
    assert not (tmp_path / "x.parquet").exists()
    jsonl = subprocess.run([sys.executable, "-c", script.replace("x.parquet", "x.jsonl")], cwd=tmp_path,
                           capture_output=True, text=True, timeout=120)
    assert jsonl.returncode == 0 and (tmp_path / "x.jsonl").is_file()


def test_two_exports_of_a_folder_are_the_same_bytes_whatever_the_listing_order(runs, tmp_path, monkeypatch):
    """A directory lists in no set order; the rows come out by run id all the same."""
    import os

    first = tmp_path / "a.jsonl"
    export_runs([runs], first)
    listed = os.scandir

    class Reversed:  # os.scandir's context manager, listing backwards
        def __init__(self, path=".", *args, **kwargs):
            with listed(path, *args, **kwargs) as entries:
                self.entries = list(entries)[::-1]

        def __enter__(self):
            return iter(self.entries)

        def __exit__(self, *exc):
            return False

        def __iter__(self):
            return iter(self.entries)

    reversed_scandir = Reversed

    monkeypatch.setattr(os, "scandir", reversed_scandir)
    second = tmp_path / "b.jsonl"
    export_runs([runs], second)
    assert first.read_bytes() == second.read_bytes()
