"""One artifact reader (``triagesim.folders.reading``) behind every command that reads artifacts.

``load_artifact`` / ``iter_artifacts`` decide which files are artifacts; ``evaluate``, ``report``,
``export``, ``audio``, ``asr`` and ``rate`` must read exactly those and name every other one, on
a folder mixing good artifacts with another major version, each kind of malformed shape, a file
that is no JSON and a FIFO named ``x.json`` (which a reader that opens it waits on forever: each
command runs in its own process under a timeout). ``audio``, ``asr`` and ``rate`` also read run
folders behind URLs (a real FTP server, fsspec's memory filesystem). A property test sets random
fields of a real artifact to random JSON values: every reader then reads it or names why not,
and raises nothing but ``ArtifactError``.
"""

from __future__ import annotations

import copy
import itertools
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cli_run import triagesim  # noqa: E402
from ftp_server import FTPServer  # noqa: E402

from triagesim.cli import main  # noqa: E402
from triagesim.core.artifact import SCHEMA_VERSION  # noqa: E402
from triagesim.errors import ArtifactError  # noqa: E402
from triagesim.evaluation import scan_folder  # noqa: E402
from triagesim.export import episode_row  # noqa: E402
from triagesim.folders.artifacts import write_artifact  # noqa: E402
from triagesim.folders.reading import ArtifactFile, iter_artifacts, load_artifact  # noqa: E402
from triagesim.folders.run_folder import RunFolder  # noqa: E402
from triagesim.rating.encounter import load_encounter  # noqa: E402
from triagesim.report.episodes import read_episode  # noqa: E402
from triagesim.speech.render import read_source  # noqa: E402

#: Two short lines per conversation keep a piper render and a Whisper pass to about a second.
SHORT = [{"turn": 0, "speaker": "nurse", "text": "What brings you in today?"},
         {"turn": 0, "speaker": "patient", "text": "My chest hurts."}]
TIMEOUT = 240  # seconds for one command; a reader that opens the FIFO would wait forever

_MEMORY = itertools.count()


# ------------------------------------------------------------------ folders
@pytest.fixture(scope="module")
def good(tmp_path_factory) -> list[dict]:
    """Two real offline artifacts, their transcripts cut to two short lines (for fast audio)."""
    folder = tmp_path_factory.mktemp("reader") / "runs"
    assert main(["run", "--out", str(folder), "--limit", "2", "--max-turns", "2", "--quiet"]) == 0
    artifacts = [json.loads(path.read_text()) for path in sorted(folder.glob("*.json"))]
    for artifact in artifacts:
        artifact["transcript"] = copy.deepcopy(SHORT)
    return artifacts


def _broken(base: dict, run_id: str, change) -> dict:
    artifact = copy.deepcopy(base)
    artifact["run_id"] = run_id
    change(artifact)
    return artifact


#: file stem -> how a good artifact is broken (each is read by no command).
BROKEN = {
    "wrong_version": lambda a: a.update(schema_version="2.0"),
    "nan_confidence": lambda a: a["trace"][0].update(confidence=float("nan")),
    "nested_triage": lambda a: a["trace"][0].update(triage=[[3]]),
    "wrong_type": lambda a: a.update(transcript="hello"),
    "state_turn_string": lambda a: a["state"].update(turn="2"),
    "history_turn_string": lambda a: a["history"][0].update(turn="0"),
    "trace_turn_object": lambda a: a["trace"][0].update(turn={"n": 0}),
}
#: What each skipped file's reason says (the reader names why, not only that).
REASONS = {
    "wrong_version.json": "schema_version '2.0'",
    "nan_confidence.json": "NaN",
    "nested_triage.json": "trace[0].triage",
    "wrong_type.json": "transcript",
    "state_turn_string.json": "state.turn",
    "history_turn_string.json": "history[0].turn",
    "trace_turn_object.json": "trace[0].turn",
    "not_json.json": "invalid JSON",
    "x.json": "FIFO",
}


def _mixed(folder: Path, good: list[dict], *, fifo: bool = True) -> Path:
    """``folder`` holding the good artifacts, each broken one, a file that is no JSON and a FIFO ``x.json``."""
    folder.mkdir(parents=True)
    for artifact in good:
        (folder / f"{artifact['run_id']}.json").write_text(json.dumps(artifact))
    for stem, change in BROKEN.items():
        (folder / f"{stem}.json").write_text(json.dumps(_broken(good[0], stem, change)))  # NaN written as NaN
    (folder / "not_json.json").write_text("{not json")
    if fifo:
        os.mkfifo(folder / "x.json")
    return folder


def _partition(folder: str | Path) -> tuple[set[str], dict[str, str]]:
    """What ``iter_artifacts`` reads (run ids) and skips (file name -> reason)."""
    read, skipped = set(), {}
    for item in iter_artifacts(folder):
        try:
            read.add(item.load()["run_id"])
        except ArtifactError as error:
            assert error.source == str(item.where) and error.reason and "\n" not in error.reason
            skipped[item.name] = error.reason
    return read, skipped


def _logged(path: Path, key: str) -> set[str]:
    return {Path(json.loads(line)[key]).name for line in path.read_text().splitlines()}


@pytest.fixture
def mixed(tmp_path, good) -> Path:
    return _mixed(tmp_path / "runs", good)


def test_the_reader_reads_the_good_and_names_each_bad_file_with_its_reason(mixed, good):
    read, skipped = _partition(mixed)
    assert read == {artifact["run_id"] for artifact in good}
    assert set(skipped) == set(REASONS)
    for name, fragment in REASONS.items():
        assert fragment in skipped[name], (name, skipped[name])
    assert load_artifact(mixed / f"{good[0]['run_id']}.json") == json.loads(json.dumps(good[0]))
    with pytest.raises(ArtifactError, match=r"x\.json: not a regular file \(a FIFO\)"):
        load_artifact(mixed / "x.json")


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_evaluate_report_export_and_rate_agree_with_the_reader(mixed, tmp_path):
    read, skipped = _partition(mixed)

    evaluated = triagesim("evaluate", str(mixed), "--json", cwd=tmp_path, timeout=TIMEOUT)
    report = json.loads(evaluated.stdout)
    assert report["runs"] == len(read)
    assert {item["file"]: item["reason"] for item in report["skipped"]} == skipped

    triagesim("report", str(mixed), "--out", str(tmp_path / "report"), "--bootstrap", "20", cwd=tmp_path, timeout=TIMEOUT)
    (run,) = json.loads((tmp_path / "report" / "report.json").read_text())["runs"]
    assert run["episodes"] == len(read) and {item["file"]: item["reason"] for item in run["skipped"]} == skipped

    exported = triagesim("export", str(mixed), "--out", str(tmp_path / "episodes.jsonl"), cwd=tmp_path, timeout=TIMEOUT)
    rows = [json.loads(line) for line in (tmp_path / "episodes.jsonl").read_text().splitlines()]
    assert {row["run_id"] for row in rows} == read
    for name, reason in skipped.items():
        assert f"skipped {mixed / name}: {reason}" in exported.stderr

    rated = tmp_path / "rated"
    result = triagesim("rate", str(mixed), "--modality", "text", "--out", str(rated), "--quiet", cwd=tmp_path,
                       check=False, timeout=TIMEOUT)
    assert result.returncode == 1, result.stderr  # some rated, the rest named in errors.jsonl
    assert {path.stem for path in rated.glob("*.json")} - {"summary"} == read
    assert _logged(rated / "errors.jsonl", "file") == set(skipped)


@pytest.mark.slow  # real piper renders and a Whisper pass
def test_audio_and_asr_agree_with_the_reader(mixed, tmp_path):
    read, skipped = _partition(mixed)
    audio = tmp_path / "audio"
    result = triagesim("audio", str(mixed), "--out", str(audio), "--quiet", cwd=tmp_path, check=False, timeout=TIMEOUT)
    assert result.returncode == 1, result.stderr
    assert {path.parent.name for path in audio.glob("*/render.json")} == read
    assert _logged(audio / "errors.jsonl", "file") == set(skipped)
    errors = [json.loads(line)["error"] for line in (audio / "errors.jsonl").read_text().splitlines()]
    assert any("FIFO" in error for error in errors) and any("state.turn" in error for error in errors)

    # asr reads the source artifact of each rendered run: give every bad file a rendered run of its name
    rendered = next(audio.glob("*/render.json")).parent
    for name in skipped:
        shutil.copytree(rendered, audio / name.removesuffix(".json"))
    out = tmp_path / "runs_asr"
    result = triagesim("asr", str(audio), "--out", str(out), "--runs", str(mixed), "--model", "tiny.en", "--quiet",
                       cwd=tmp_path, check=False, timeout=TIMEOUT)
    assert result.returncode == 1, result.stderr
    assert {path.stem for path in out.glob("*.json")} - {"asr_summary"} == read
    assert {item + ".json" for item in _logged(out / "errors.jsonl", "run")} == set(skipped)
    logged = {json.loads(line)["run"]: json.loads(line)["error"] for line in (out / "errors.jsonl").read_text().splitlines()}
    for name, fragment in REASONS.items():
        assert fragment in logged[name.removesuffix(".json")], (name, logged)


# ------------------------------------------------------------------ URL folders
@pytest.fixture(scope="module")
def ftp():
    with FTPServer() as server:
        yield server


def _in_memory(folder: Path) -> str:
    """The URL of a copy of ``folder``'s files on fsspec's memory filesystem."""
    import fsspec

    url = f"memory://triagesim-reader-{next(_MEMORY)}/runs"
    fs, root = fsspec.core.url_to_fs(url)
    for path in folder.iterdir():
        fs.pipe_file(f"{root}/{path.name}", path.read_bytes())
    return url


@pytest.fixture(params=["memory", "ftp"])
def url(request, good, ftp, tmp_path) -> str:
    """A URL folder of the mixed files but the FIFO (neither filesystem holds one)."""
    local = _mixed(tmp_path / "local", good, fifo=False)
    if request.param == "memory":
        return _in_memory(local)
    name = f"runs-{next(_MEMORY)}"
    shutil.copytree(local, ftp.root / name)
    return ftp.url(name)


def test_rate_reads_a_url_folder_as_the_reader_does(url, ftp, tmp_path, capsys):
    read, skipped = _partition(url)
    assert len(read) == 2 and set(skipped) == set(REASONS) - {"x.json"}
    rated = tmp_path / "rated"
    assert main(["rate", url, "--modality", "text", "--out", str(rated), "--quiet", "--json"]) == 1
    assert {path.stem for path in rated.glob("*.json")} - {"summary"} == read
    assert _logged(rated / "errors.jsonl", "file") == set(skipped)
    ratings = [json.loads(path.read_text()) for path in rated.glob("*.json") if path.name != "summary.json"]
    assert all(rating["source"].startswith(url.replace(ftp.password, "***")) for rating in ratings)
    assert ftp.password not in capsys.readouterr().err + (rated / "errors.jsonl").read_text()


@pytest.mark.slow  # real piper renders and Whisper passes
def test_audio_and_asr_read_url_folders(good, ftp, tmp_path, capsys):
    one = tmp_path / "one"
    one.mkdir()
    (one / f"{good[0]['run_id']}.json").write_text(json.dumps(good[0]))
    (one / "wrong_version.json").write_text(json.dumps(_broken(good[0], "wrong_version", BROKEN["wrong_version"])))

    # memory://: audio records the URL it read; asr reads the artifact back from it
    memory = _in_memory(one)
    audio = tmp_path / "audio_memory"
    assert main(["audio", memory, "--out", str(audio), "--quiet"]) == 1  # one rendered, the wrong version named
    assert "wrong_version.json" in (audio / "errors.jsonl").read_text()
    record = json.loads((audio / good[0]["run_id"] / "render.json").read_text())
    assert record["source"] == f"{memory}/{good[0]['run_id']}.json"
    out = tmp_path / "asr_memory"
    assert main(["asr", str(audio), "--out", str(out), "--model", "tiny.en", "--quiet"]) == 0
    transcribed = json.loads((out / f"{good[0]['run_id']}.json").read_text())
    assert transcribed["asr"]["source"] == record["source"] and transcribed["asr"]["words"] > 0

    # ftp:// with a password: never recorded, so asr needs --runs to read the artifact again
    shutil.copytree(one, ftp.root / "one")
    url = ftp.url("one")
    audio = tmp_path / "audio_ftp"
    assert main(["audio", url, "--out", str(audio), "--quiet"]) == 1
    record = json.loads((audio / good[0]["run_id"] / "render.json").read_text())
    assert ftp.password not in json.dumps(record) and record["source"].endswith(f"/one/{good[0]['run_id']}.json")
    out = tmp_path / "asr_ftp"
    assert main(["asr", str(audio), "--out", str(out), "--model", "tiny.en", "--quiet"]) == 3
    assert "pass --runs URL" in (out / "errors.jsonl").read_text()
    assert main(["asr", str(audio), "--out", str(out), "--runs", url, "--model", "tiny.en", "--quiet"]) == 0
    assert json.loads((out / f"{good[0]['run_id']}.json").read_text())["asr"]["words"] > 0
    assert ftp.password not in capsys.readouterr().err + (out / f"{good[0]['run_id']}.json").read_text()


# ------------------------------------------------------------------ the run folder's resume
def test_a_resume_plays_again_what_the_reader_cannot_read(tmp_path, good):
    """``RunFolder.finished`` reads through the reader: another major version, the wrong shape
    or a FIFO is no finished episode, so it is played again (and replaced), never kept or waited on."""
    folder = RunFolder(tmp_path / "runs")
    fingerprint = folder.prepare({"seed": 0})
    kept = {**good[0], "fingerprint": fingerprint}
    write_artifact(kept, folder.target)
    assert folder.finished(kept["run_id"], fingerprint) == json.loads(json.dumps(kept))
    for stem, change in BROKEN.items():
        broken = {**_broken(good[0], stem, change), "fingerprint": fingerprint}
        (tmp_path / "runs" / f"{stem}.json").write_text(json.dumps(broken))  # as written, NaN and all
        assert folder.finished(stem, fingerprint) is None, stem
    os.mkfifo(tmp_path / "runs" / "x.json")
    assert folder.finished("x", fingerprint) is None


# ------------------------------------------------------------------ random values anywhere
def _paths(value, prefix=()):
    """Every key and list index of an artifact, at every depth."""
    if prefix:
        yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),  # floats: NaN and infinities too
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


#: Fields the artifact model leaves free-form (``dict[str, Any]``): the shape check cannot vouch for
#: what they hold, so the commands reading them must cope with anything, and they get half the draws.
FREE_FORM = ("ground_truth", "belief", "personas", "agents", "usage", "store", "action", "result")


@pytest.fixture(scope="module")
def base_paths(good) -> list[tuple]:
    return [*_paths(good[0]), ("added_by_a_newer_minor_version",)]


@pytest.fixture(scope="module")
def free_form_paths(base_paths) -> list[tuple]:
    return [path for path in base_paths if any(part in FREE_FORM for part in path[:-1])]


def _readers(path: Path) -> list:
    """What each command does with one artifact file (evaluate and report, export, rate, audio)."""

    def evaluate_and_report() -> None:
        for episode in scan_folder(path.parent).episodes:  # evaluate's scoring
            read_episode(episode, "runs")  # the report's view of one episode

    return [evaluate_and_report, lambda: episode_row(load_artifact(path)), lambda: load_encounter(path, "text"),
            lambda: read_source(path)]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_values_in_random_fields_are_read_or_named_never_a_crash(good, base_paths, free_form_paths, data):
    artifact = copy.deepcopy(good[0])
    paths = st.sampled_from(base_paths) | st.sampled_from(free_form_paths)
    for path, value in data.draw(st.lists(st.tuples(paths, JSON_VALUES), min_size=1, max_size=3)):
        here = artifact
        try:
            for part in path[:-1]:
                here = here[part]
            here[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            pass  # an earlier change replaced the container: nothing left to set
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "a.json"
        path.write_text(json.dumps(artifact))  # NaN and Infinity written as Python writes them
        try:
            loaded = load_artifact(path)
        except ArtifactError as error:
            assert error.source == str(path) and error.reason and "\n" not in str(error)
            assert str(error).startswith(f"{path}: ")
            with pytest.raises(ArtifactError):  # every command names the same file, for the same reason
                load_encounter(path, "text")
            with pytest.raises(ArtifactError):
                read_source(path)
            return
        assert loaded["schema_version"].split(".")[0] == SCHEMA_VERSION.split(".")[0]
        for read in _readers(path):  # each reads it, or names it (an episode not completed, no transcript, ...)
            try:
                read()
            except ArtifactError as error:
                assert path.name in str(error) and "\n" not in str(error)


def test_a_url_that_names_no_file_is_one_artifact_error():
    with pytest.raises(ArtifactError, match="not the URL of a file"):
        ArtifactFile.at("memory://")
