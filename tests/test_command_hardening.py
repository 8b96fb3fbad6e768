"""Every command as hard as ``run`` (issue 30): bounded counts, whole outputs under signals, input and
output apart, audio checked against its alignment, HTML-safe embedded JSON, plain-text plot labels,
and OS errors as one line that names the path ("internal error" only for real bugs).

The malformed-artifact and FIFO cases of the issue are ``test_artifact_reader.py``'s. Signal tests run
the real command in a subprocess and send SIGINT or SIGTERM while it writes (seen from outside: its
hidden temporary appears, or its output grows), then check the exit code, that no temporary is left
and that the old output is byte for byte as it was.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import wave
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

import pytest

from triagesim.cli import main
from triagesim.cli.exits import Interrupted, os_error, raise_if_interrupted, stopping_on_signals
from triagesim.cli.usage import OneLineParser
from triagesim.errors import ArtifactError, ConfigError
from triagesim.executors import most_local_workers
from triagesim.folders.atomic import atomic_folder, signals_held
from triagesim.report.html import script_json

#: Longest a subprocess under test may take before the test gives up on it (a hang is a failure, not a wait).
TIMEOUT = 180


# ------------------------------------------------------------------ helpers
@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Path:
    """Six finished offline episodes."""
    folder = tmp_path_factory.mktemp("hardening") / "runs"
    assert main(["run", "--quiet", "--limit", "6", "--out", str(folder)]) == 0
    return folder


@pytest.fixture(scope="module")
def many_runs(tmp_path_factory) -> Path:
    """Every bundled vignette six times (about 400 episodes): enough work that a signal lands mid-write."""
    folder = tmp_path_factory.mktemp("hardening-many") / "runs"
    assert main(["run", "--quiet", "--episodes-per-case", "6", "--out", str(folder)]) == 0
    return folder


def _one_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, text
    assert "Traceback" not in text and "internal error" not in text, text
    return lines[0]


def _listing(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (hidden ones too) with its bytes."""
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def _temporaries(*folders: Path) -> list[Path]:
    return [path for folder in folders for path in folder.rglob(".*.tmp")]


def _start(*args: str, cwd: Path) -> subprocess.Popen:
    """The command as a foreground run: Ctrl-C on (a suite started in the background inherits SIGINT ignored)."""
    return subprocess.Popen([sys.executable, "-m", "triagesim", *args], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def _catches(pid: int, signum: int) -> bool:
    """Whether process ``pid`` has installed a handler for ``signum`` (``SigCgt`` in /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) >> (signum - 1) & 1)
    return False


def _signal_when(process: subprocess.Popen, ready: Callable[[], bool], signum: int) -> tuple[int, str]:
    """Send ``signum`` as soon as ``ready()`` (the command is mid-write); its exit code and stderr."""
    deadline = time.monotonic() + TIMEOUT
    try:
        while not ready():
            assert process.poll() is None, f"finished before the signal: {process.communicate()}"
            assert time.monotonic() < deadline, "the command never got under way"
            time.sleep(0.005)
        process.send_signal(signum)
        _, stderr = process.communicate(timeout=TIMEOUT)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    return process.returncode, stderr


SIGNALS = pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])


# ------------------------------------------------------------------ 1. count options have ceilings
@pytest.mark.parametrize(
    ("args", "option", "ceiling"),
    [
        (["run", "--executor", "dask", "--workers", "100000"], "--workers", str(most_local_workers())),
        (["run", "--concurrency", "1000000"], "--concurrency", "1000"),
        (["run", "--partition-size", "0"], "--partition-size", "100000"),
        (["run", "--episodes-per-case", "100000000"], "--episodes-per-case", "10000"),
        (["run", "--max-turns", "100000"], "--max-turns", "200"),
        (["run", "--max-retries", "-1"], "--max-retries", "20"),
        (["audit", "--bootstrap", "10000000"], "--bootstrap", "100000"),
        (["report", "runs", "--out", "r", "--bootstrap", "10000000"], "--bootstrap", "100000"),
        (["rate", "runs", "--concurrency", "0"], "--concurrency", "1000"),
        (["export", "runs", "--out", "e.jsonl", "--row-group-size", "10000000000"], "--row-group-size", "1000000"),
        (["audio", "runs", "--sample-rate", "1000000000"], "--sample-rate", "192000"),
        (["audio", "runs", "--threads", "100000"], "--threads", str(most_local_workers())),
        (["asr", "audio", "--beam-size", "100000"], "--beam-size", "20"),
        (["asr", "audio", "--threads", "-3"], "--threads", str(most_local_workers())),
    ],
)
def test_every_count_option_has_a_ceiling_stated_in_one_line(args, option, ceiling, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"triagesim: error: {option}: ") and f"to {ceiling}" in line and f"triagesim {args[0]} --help" in line


def test_the_workers_ceiling_names_the_machine_and_the_way_past_it(capsys):
    with pytest.raises(SystemExit):
        main(["run", "--executor", "dask", "--workers", "100000"])
    line = _one_line(capsys.readouterr().err)
    assert f"{os.cpu_count()} cores here" in line and "--scheduler" in line and "got 100000" in line


def test_the_dask_executor_refuses_too_many_workers_before_starting_any():
    pytest.importorskip("distributed", reason="the dask extra is not installed")
    from triagesim.executors.dask import run_dask

    with pytest.raises(ConfigError, match=f"must be from 1 to {most_local_workers()}"):
        run_dask([], workers=most_local_workers() + 1)  # no folder, no agents: refused before anything is looked at


def test_an_in_memory_folder_with_dask_is_one_line_before_any_worker_starts(tmp_path, capsys):
    pytest.importorskip("distributed", reason="the dask extra is not installed")
    code = main(["run", "--quiet", "--limit", "1", "--executor", "dask", "--workers", "1", "--out", "memory://hardening/x"])
    line = _one_line(capsys.readouterr().err)
    assert code == 2 and "memory://hardening/x" in line and "Dask workers" in line


# ------------------------------------------------------------------ 2. whole outputs, and signals
def test_a_folder_built_whole_replaces_an_older_build_or_is_dropped(tmp_path):
    target = tmp_path / "report"
    target.mkdir()
    (target / "report.json").write_text("old")
    (target / "index.html").write_text("old page")
    ours = lambda path: path.suffix in (".json", ".html")  # noqa: E731

    with pytest.raises(RuntimeError), atomic_folder(target, ours=ours) as building:
        (building / "report.json").write_text("new")
        raise RuntimeError("stopped mid-build")
    assert _listing(target) == {"report.json": b"old", "index.html": b"old page"}
    assert sorted(path.name for path in tmp_path.iterdir()) == ["report"]  # no build left beside it

    with atomic_folder(target, ours=ours) as building:
        (building / "report.json").write_text("new")
    assert _listing(target) == {"report.json": b"new"}  # the older build's page went with it
    assert sorted(path.name for path in tmp_path.iterdir()) == ["report"]


def test_a_folder_holding_other_things_is_never_deleted_only_what_the_build_wrote_replaced(tmp_path):
    target = tmp_path / "shared"
    target.mkdir()
    (target / "notes.txt").write_text("mine")
    (target / "report.json").write_text("old")
    (target / "plot.json").write_text("old plot")
    with atomic_folder(target, ours=lambda path: path.suffix == ".json") as building:
        (building / "report.json").write_text("new")
    assert _listing(target) == {"notes.txt": b"mine", "report.json": b"new", "plot.json": b"old plot"}
    assert sorted(path.name for path in tmp_path.iterdir()) == ["shared"]


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_a_report_into_a_folder_of_the_users_own_pictures_deletes_none_of_them(runs, tmp_path):
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    (pictures / "holiday.png").write_bytes(b"a picture")
    assert main(["report", str(runs), "--out", str(pictures), "--bootstrap", "20"]) == 0
    assert (pictures / "holiday.png").read_bytes() == b"a picture" and (pictures / "index.html").is_file()


def test_a_killed_builds_leftover_folder_is_removed_by_the_next_build(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    leftover = tmp_path / f".report.{dead.stdout.strip()}.0123abcd.tmp"
    leftover.mkdir()
    (leftover / "report.json").write_text("half")
    with atomic_folder(tmp_path / "report", ours=lambda path: True) as building:
        (building / "index.html").write_text("page")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["report"]


def test_a_signal_during_the_swap_waits_for_it_then_stops_the_command(tmp_path):
    seen = []
    with stopping_on_signals():
        with pytest.raises(Interrupted) as stopped:
            with signals_held():
                os.kill(os.getpid(), signal.SIGTERM)
                time.sleep(0.05)  # Python runs handlers between instructions: the signal had its chance
                seen.append("the block ran to its end")
    assert seen and stopped.value.signum == signal.SIGTERM


def test_sigterm_inside_a_command_unwinds_it_and_the_handler_before_comes_back():
    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(Interrupted) as stopped, stopping_on_signals():
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(1)  # pragma: no cover - the handler raises first
    assert stopped.value.signum == signal.SIGTERM and signal.getsignal(signal.SIGTERM) is before
    assert main(["schema"]) == 0 and signal.getsignal(signal.SIGTERM) is before


class _SignalledWhileCollected:
    """An object whose ``__del__`` meets a SIGTERM, as importlib's module-lock callbacks can: Python
    swallows an exception raised there ("Exception ignored in ...")."""

    def __del__(self) -> None:
        signal.raise_signal(signal.SIGTERM)


def test_a_sigterm_a_callback_swallowed_still_stops_the_command_at_the_next_safe_point():
    before = sys.unraisablehook
    reached = []
    with pytest.raises(Interrupted) as stopped, stopping_on_signals():
        _SignalledWhileCollected()  # collected at once: the handler raises inside __del__
        reached.append("the code after it ran")  # as before: the exception was swallowed
        raise_if_interrupted()  # the safe point (after each run, and when the command ends)
    assert reached and stopped.value.signum == signal.SIGTERM and sys.unraisablehook is before


def test_a_command_whose_sigterm_a_callback_swallowed_exits_143(monkeypatch, capsys):
    parse = OneLineParser.parse_args

    def parse_then_meet_a_signal(self, *args, **kwargs):
        parsed = parse(self, *args, **kwargs)
        _SignalledWhileCollected()  # swallowed: the command itself runs to its end
        return parsed

    monkeypatch.setattr(OneLineParser, "parse_args", parse_then_meet_a_signal)
    assert main(["schema"]) == 128 + signal.SIGTERM
    assert "interrupted" in capsys.readouterr().err


def test_sigterm_while_run_waits_for_its_cases_exits_143(tmp_path):
    cases = tmp_path / "cases.jsonl"
    os.mkfifo(cases)  # no writer: reading the cases blocks until one comes
    process = _start("run", "--quiet", "--cases", str(cases), "--out", "runs", cwd=tmp_path)
    code, stderr = _signal_when(process, lambda: _catches(process.pid, signal.SIGTERM), signal.SIGTERM)
    assert code == 143 and "Traceback" not in stderr and "interrupted" in stderr, stderr


@pytest.mark.slow  # a 400-episode report in a subprocess, twice
@SIGNALS
def test_a_report_interrupted_while_written_keeps_the_old_report_whole(signum, many_runs, runs, tmp_path):
    out = tmp_path / "report"
    assert main(["report", str(runs), "--out", str(out), "--bootstrap", "20"]) == 0
    old = _listing(out)
    process = _start("report", str(many_runs), "--out", str(out), "--bootstrap", "40", cwd=tmp_path)
    code, stderr = _signal_when(process, lambda: any(tmp_path.glob(".report.*.tmp")), signum)
    assert code == 128 + signum and "Traceback" not in stderr and "interrupted" in stderr, stderr
    assert _listing(out) == old  # the new report.json never sits beside the old page
    assert sorted(path.name for path in tmp_path.iterdir()) == ["report"]


@pytest.mark.slow  # a 400-episode export in a subprocess, twice
@SIGNALS
def test_an_export_interrupted_while_written_leaves_no_temporary(signum, many_runs, runs, tmp_path):
    out = tmp_path / "episodes.jsonl"
    assert main(["export", str(runs), "--out", str(out)]) == 0
    old = out.read_bytes()
    process = _start("export", str(many_runs), "--out", str(out), cwd=tmp_path)
    code, stderr = _signal_when(process, lambda: bool(_temporaries(tmp_path)), signum)
    assert code == 128 + signum and "Traceback" not in stderr, stderr
    assert out.read_bytes() == old and not _temporaries(tmp_path)


@pytest.mark.slow  # 400 ratings in a subprocess, twice
@SIGNALS
def test_rating_interrupted_keeps_every_rating_whole_and_the_old_summary(signum, many_runs, runs, tmp_path):
    rated = tmp_path / "rated"
    assert main(["rate", str(runs), "--modality", "text", "--out", str(rated), "--quiet", "--json"]) == 0
    old = _listing(rated)
    process = _start("rate", str(many_runs), "--modality", "text", "--out", str(rated), "--quiet", cwd=tmp_path)
    code, stderr = _signal_when(process, lambda: len(list(rated.glob("*.json"))) > len(old) + 2, signum)
    assert code == 128 + signum and "Traceback" not in stderr, stderr
    assert not _temporaries(tmp_path)
    now = _listing(rated)
    assert {name: now[name] for name in old} == old  # what was there is as it was
    for name, data in now.items():  # and every new rating is whole
        if name.endswith(".json"):
            json.loads(data)


@pytest.fixture(scope="module")
def short_runs(tmp_path_factory) -> Path:
    """Three short offline conversations (two patient replies each) for piper."""
    pytest.importorskip("piper", reason="the audio extra (piper-tts) is not installed")
    folder = tmp_path_factory.mktemp("hardening-audio") / "runs"
    assert main(["run", "--quiet", "--limit", "3", "--max-turns", "2", "--out", str(folder)]) == 0
    return folder


@pytest.mark.slow  # piper in a subprocess, twice
@SIGNALS
def test_audio_interrupted_keeps_rendered_runs_and_leaves_no_temporary(signum, short_runs, tmp_path):
    one = tmp_path / "one"
    one.mkdir()
    first = sorted(short_runs.glob("*.json"))[0]
    shutil.copy(first, one / first.name)
    audio = tmp_path / "audio"
    assert main(["audio", str(one), "--out", str(audio), "--quiet"]) == 0
    old = _listing(audio / first.stem)
    process = _start("audio", str(short_runs), "--out", str(audio), "--quiet", cwd=tmp_path)
    started = lambda: sum(1 for path in audio.iterdir() if path.is_dir()) > 1  # noqa: E731  (a second run is being rendered)
    code, stderr = _signal_when(process, started, signum)
    assert code == 128 + signum and "Traceback" not in stderr, stderr
    assert _listing(audio / first.stem) == old and not _temporaries(tmp_path)
    from triagesim.speech.layout import is_rendered

    others = [path for path in audio.iterdir() if path.is_dir() and path.name != first.stem]
    # a run cut off mid-render does not count as rendered; the one exception is whole: the run
    # playing when a callback swallowed the signal, which then stops the command after it (cli.exits)
    assert sum(map(is_rendered, others)) <= 1 and len(others) < len(list(short_runs.glob("*.json"))), others


# ------------------------------------------------------------------ the ASR round trip (Whisper)
from test_asr import round_trip  # noqa: E402,F401  (the session fixture, shared)


@pytest.mark.slow  # Whisper in a subprocess, twice
@SIGNALS
def test_asr_interrupted_keeps_the_finished_transcripts_and_leaves_no_temporary(signum, round_trip, tmp_path):  # noqa: F811
    _, audio, runs_asr = round_trip
    out = tmp_path / "runs_asr"
    shutil.copytree(runs_asr, out)
    redo = sorted(path for path in out.glob("*.json") if path.name != "asr_summary.json")[-1]
    redo.unlink()
    old = {name: data for name, data in _listing(out).items() if name not in ("asr_summary.json", "errors.jsonl")}
    process = subprocess.Popen([sys.executable, "-m", "triagesim", "asr", str(audio), "--out", str(out), "--quiet"],
                               cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "TRIAGESIM_CACHE": str(audio.parent / "cache")},
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # as a foreground run

    def transcribing() -> bool:  # Whisper's library is loaded: the model loads, then the run is transcribed
        loaded = "ctranslate2" in Path(f"/proc/{process.pid}/maps").read_text()
        if loaded:
            time.sleep(0.5)
        return loaded and _catches(process.pid, signal.SIGTERM)

    code, stderr = _signal_when(process, transcribing, signum)
    assert code == 128 + signum and "Traceback" not in stderr, stderr
    now = _listing(out)
    assert {name: now[name] for name in old} == old and not _temporaries(out)
    json.loads(now["asr_summary.json"])


# ------------------------------------------------------------------ 3. input and output apart
@pytest.mark.parametrize(
    "command",
    [
        ["report", "{runs}", "--out", "{runs}"],
        ["report", "{runs}", "--out", "{runs}/report"],
        ["rate", "{runs}", "--modality", "text", "--out", "{runs}"],
        ["export", "{runs}", "--out", "{runs}/episodes.jsonl"],
        ["audio", "{runs}", "--out", "{runs}"],
        ["asr", "{runs}", "--out", "{runs}/asr"],
        ["rate", "--compare", "{runs}", "{runs}", "--out", "{runs}"],
    ],
    ids=["report-same", "report-inside", "rate-same", "export-inside", "audio-same", "asr-inside", "compare-same"],
)
def test_an_output_in_an_input_folder_is_refused_and_nothing_is_written(command, runs, capsys):
    before = _listing(runs)
    code = main([part.format(runs=runs) for part in command])
    line = _one_line(capsys.readouterr().err)
    assert code == 2 and "--out" in line and "input" in line and str(runs) in line
    assert _listing(runs) == before


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_a_run_folder_named_twice_is_scored_once_with_a_note(runs, tmp_path, capsys):
    code = main(["report", str(runs), f"{runs}/", "--out", str(tmp_path / "report"), "--bootstrap", "20"])
    captured = capsys.readouterr()
    assert code == 0 and f"note: RUNS: {runs} is named more than once; it is read once" in captured.err
    report = json.loads((tmp_path / "report" / "report.json").read_text())
    assert report["overall"]["n"]["value"] == 6 and len(report["runs"]) == 1


def test_an_export_of_one_folder_named_twice_has_each_episode_once(runs, tmp_path, capsys):
    out = tmp_path / "episodes.jsonl"
    assert main(["export", str(runs), str(runs / "."), "--out", str(out)]) == 0
    assert "is read once" in capsys.readouterr().err
    assert len(out.read_text().splitlines()) == 6


# ------------------------------------------------------------------ 4. audio that is not what its alignment says
def _wav(path: Path, seconds: float, rate: int = 16000) -> None:
    with wave.open(str(path), "wb") as audio:
        audio.setnchannels(1)
        audio.setsampwidth(2)
        audio.setframerate(rate)
        audio.writeframes(b"\0\0" * int(seconds * rate))


def _aligned(end: float):
    from triagesim.speech.layout import AlignedUtterance

    return [AlignedUtterance(turn=0, speaker="nurse", text="Hello.", start=0.25, end=end, file="utterances/000_nurse.wav",
                             index=0, voice="piper:test")]


def test_a_conversation_cut_short_is_refused_not_measured_from_its_header(tmp_path):
    from triagesim.speech.asr import conversation_seconds
    from triagesim.speech.layout import wav_duration

    wav = tmp_path / "conversation.wav"
    _wav(wav, 11.3)
    assert conversation_seconds(wav, _aligned(10.9)) == pytest.approx(11.3)
    wav.write_bytes(wav.read_bytes()[:60])  # the header still says 11.3 s
    with pytest.raises(ArtifactError, match=r"truncated: its header says 11\.3 s of audio, the file holds 0\.0 s"):
        wav_duration(wav)
    with pytest.raises(ArtifactError, match="truncated"):
        conversation_seconds(wav, _aligned(10.9))


@pytest.mark.parametrize("seconds", [2.0, 40.0], ids=["shorter", "far-longer"])
def test_a_conversation_far_from_its_alignments_length_is_refused(seconds, tmp_path):
    from triagesim.speech.asr import conversation_seconds

    wav = tmp_path / "conversation.wav"
    _wav(wav, seconds)
    with pytest.raises(ArtifactError, match=r"where its alignment has speech until 10\.9 s; .*render the run again"):
        conversation_seconds(wav, _aligned(10.9))


@pytest.mark.slow  # piper and Whisper round trip
def test_asr_names_a_truncated_conversation_and_leaves_it_out_of_the_wer(round_trip, tmp_path, capsys, monkeypatch):  # noqa: F811
    _, audio, _ = round_trip
    copy = tmp_path / "audio"
    shutil.copytree(audio, copy)
    cut = sorted(path for path in copy.iterdir() if (path / "conversation.wav").is_file())[0]
    wav = cut / "conversation.wav"
    wav.write_bytes(wav.read_bytes()[:60])
    monkeypatch.setenv("TRIAGESIM_CACHE", str(audio.parent / "cache"))
    out = tmp_path / "runs_asr"
    assert main(["asr", str(copy), "--out", str(out), "--quiet"]) == 1  # some runs failed
    summary = json.loads((out / "asr_summary.json").read_text())
    assert summary["runs"] == 1 and cut.name not in summary["per_run"]
    errors = [json.loads(line) for line in (out / "errors.jsonl").read_text().splitlines()]
    assert [error["run"] for error in errors] == [cut.name] and "truncated" in errors[0]["error"]
    assert not (out / f"{cut.name}.json").exists()


# ------------------------------------------------------------------ 5. the report's embedded JSON; plain-text labels
@pytest.mark.parametrize("text", ["</script><script>alert(1)</script>", "<!-- a comment", "]]> and -->",
                                  "line\u2028separator\u2029paragraph", "&lt; &amp; <\\/ \\u003c", "</SCRIPT "])
def test_embedded_json_has_no_sequence_an_html_parser_acts_on_and_parses_back(text):
    data = {"complaint": text, "nested": [text, {"k": text}]}
    embedded = script_json(data)
    for special in ("<", ">", "&", "\u2028", "\u2029"):
        assert special not in embedded
    assert json.loads(embedded) == data


class _Script(HTMLParser):
    """The text of ``<script id="episodes-data">`` as a browser's parser hands it to the page."""

    def __init__(self) -> None:
        super().__init__()
        self.inside, self.text = False, ""

    def handle_starttag(self, tag, attrs):
        self.inside = tag == "script" and dict(attrs).get("id") == "episodes-data"

    def handle_endtag(self, tag):
        self.inside = False

    def handle_data(self, data):
        if self.inside:
            self.text += data


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_a_complaint_holding_html_markup_leaves_the_viewer_data_readable(runs, tmp_path):
    folder = tmp_path / "runs"
    shutil.copytree(runs, folder)
    said = "It hurts <!-- here --> </script> ]]> \u2028 & more"
    path = sorted(folder.glob("*.json"))[0]
    artifact = json.loads(path.read_text())
    event = next(event for event in artifact["history"] if event.get("actor") == "patient" and event.get("utterance"))
    event["utterance"] = said
    path.write_text(json.dumps(artifact))
    assert main(["report", str(folder), "--out", str(tmp_path / "report"), "--bootstrap", "20"]) == 0
    parser = _Script()
    parser.feed((tmp_path / "report" / "index.html").read_text(encoding="utf-8"))
    views = json.loads(parser.text)
    assert len(views) == 6
    assert any(item.get("utterance") == said for view in views for item in view["history"])


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_a_label_with_maths_text_is_drawn_as_plain_text(runs, tmp_path):
    other = tmp_path / "other"
    shutil.copytree(runs, other)
    label = "cost $\\frac{$"  # matplotlib's maths-text parser failed on it
    out = tmp_path / "report"
    assert main(["report", str(runs), "--label", f"{label}={other}", "--out", str(out), "--bootstrap", "20"]) == 0
    report = json.loads((out / "report.json").read_text())
    assert label in [run["name"] for run in report["runs"]]
    assert (out / "kappa_by_group.png").stat().st_size > 0 and label in (out / "index.html").read_text()


# ------------------------------------------------------------------ 7. OS errors are one line naming the path
@pytest.fixture()
def blocked(tmp_path) -> Path:
    """A plain file, for outputs asked to go under it."""
    path = tmp_path / "a-file"
    path.write_text("not a folder")
    return path


def _unwritable(tmp_path: Path) -> Path:
    """A folder this process cannot create anything in: a read-only folder, or /sys for root (who may write anywhere else)."""
    if os.geteuid() != 0:
        folder = tmp_path / "read-only"
        folder.mkdir()
        folder.chmod(0o555)
        return folder
    if not Path("/sys").is_dir():
        pytest.skip("no read-only folder for root on this system")
    return Path("/sys")


@pytest.mark.parametrize(
    "command",
    [
        ["report", "{runs}", "--out", "{out}/report", "--bootstrap", "20"],
        ["export", "{runs}", "--out", "{out}/episodes.jsonl"],
        ["rate", "{runs}", "--modality", "text", "--out", "{out}/rated", "--quiet"],
        ["run", "--quiet", "--limit", "1", "--out", "{out}/runs"],
        ["audio", "{runs}", "--out", "{out}/audio", "--quiet"],
        ["asr", "{runs}", "--out", "{out}/asr", "--quiet"],
    ],
    ids=["report", "export", "rate", "run", "audio", "asr"],
)
@pytest.mark.parametrize("fault", ["under-a-file", "unwritable"])
def test_an_output_that_cannot_be_written_is_one_line_naming_it(command, fault, runs, blocked, tmp_path, capsys):
    out = blocked if fault == "under-a-file" else _unwritable(tmp_path)
    code = main([part.format(runs=runs, out=out) for part in command])
    line = _one_line(capsys.readouterr().err)
    assert code == 2 and str(out) in line, line
    assert ("is a file, not a folder" in line) if fault == "under-a-file" else any(
        words in line for words in ("permission", "not permitted", "read-only", "cannot write", "cannot create"))


@pytest.mark.parametrize(
    "command",
    [
        ["report", "{runs}", "--out", "{blocked}", "--bootstrap", "20"],
        ["rate", "{runs}", "--modality", "text", "--out", "{blocked}", "--quiet"],
        ["audio", "{runs}", "--out", "{blocked}", "--quiet"],
        ["asr", "{runs}", "--out", "{blocked}", "--quiet"],
    ],
    ids=["report", "rate", "audio", "asr"],
)
def test_a_file_where_the_output_folder_goes_is_one_line(command, runs, blocked, capsys):
    code = main([part.format(runs=runs, blocked=blocked) for part in command])
    line = _one_line(capsys.readouterr().err)
    assert code == 2 and f"{blocked}: is a file, not a folder" in line


def test_a_folder_where_the_output_file_goes_is_one_line(runs, tmp_path, capsys):
    taken = tmp_path / "episodes.jsonl"
    taken.mkdir()
    assert main(["export", str(runs), "--out", str(taken)]) == 2
    line = _one_line(capsys.readouterr().err)
    assert f"{taken}: is a folder; give a file name" in line
    assert sorted(path.name for path in tmp_path.iterdir()) == ["episodes.jsonl"]  # no temporary left


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_a_folder_where_a_report_file_goes_is_one_line_naming_it(runs, tmp_path, capsys):
    out = tmp_path / "report"
    (out / "index.html").mkdir(parents=True)
    assert main(["report", str(runs), "--out", str(out), "--bootstrap", "20"]) == 2
    line = _one_line(capsys.readouterr().err)
    assert f"{out / 'index.html'}: is a folder where a file goes" in line
    assert sorted(path.name for path in tmp_path.iterdir()) == ["report"]  # the build was dropped


def test_an_input_folder_that_cannot_be_listed_is_one_line_naming_it(runs, tmp_path, monkeypatch, capsys):
    locked = tmp_path / "locked"
    shutil.copytree(runs, locked)
    for name in ("scandir", "listdir"):
        real = getattr(os, name)

        def refuse(path=".", _real=real):
            if os.fspath(path).rstrip("/") == str(locked):
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
            return _real(path)

        monkeypatch.setattr(os, name, refuse)
    for command in (["evaluate", str(locked)], ["report", str(locked), "--out", str(tmp_path / "r")],
                    ["export", str(locked), "--out", str(tmp_path / "e.jsonl")]):
        code = main(command)
        line = _one_line(capsys.readouterr().err)
        assert code == 2 and str(locked) in line, (command, line)


def test_schema_to_a_full_disk_is_one_line_and_exit_1(tmp_path):
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "triagesim", "schema"], stdout=full, stderr=subprocess.PIPE,
                                text=True, timeout=TIMEOUT)
    line = _one_line(result.stderr)
    assert result.returncode == 1 and line.startswith("triagesim: error: standard output: no space left"), line


@pytest.mark.parametrize(
    ("number", "code", "words"),
    [
        (errno.EACCES, 2, "permission denied"),
        (errno.EROFS, 2, "the file system is read-only"),
        (errno.EISDIR, 2, "is a folder where a file goes"),
        (errno.EEXIST, 2, "already exists"),
        (errno.ENOSPC, 1, "no space left"),
        (errno.EIO, 1, "input/output error"),
    ],
)
def test_each_os_error_is_one_line_with_what_to_do(number, code, words, tmp_path, capsys):
    assert os_error(OSError(number, os.strerror(number), str(tmp_path / "x"))) == code
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"triagesim: error: {tmp_path / 'x'}: {words}")


def test_a_temporary_in_an_os_error_is_named_by_its_folder(tmp_path, capsys):
    os_error(PermissionError(errno.EACCES, "Permission denied", str(tmp_path / ".report.123.0123abcd.tmp")))
    assert _one_line(capsys.readouterr().err).startswith(f"triagesim: error: {tmp_path}: permission denied")


def test_a_real_bug_is_still_called_one(monkeypatch, capsys):
    from triagesim.core import artifact

    monkeypatch.setattr(artifact, "artifact_json_schema", lambda: 1 / 0)
    assert main(["schema"]) == 2
    line = _one_line_bug(capsys.readouterr().err)
    assert line.startswith("triagesim: error: internal error ZeroDivisionError") and "a TriageSim bug" in line


def _one_line_bug(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in text, text
    return lines[0]


def test_a_signal_between_the_write_probe_and_its_removal_leaves_no_probe(tmp_path, monkeypatch):
    """The output check writes a probe file and removes it; a SIGTERM that lands in between (raised as an interrupt)
    left `.probe.*.tmp` beside the output (a fresh-clone CI run caught it once in an interrupted export)."""
    from triagesim.cli.paths import check_output

    real_open = Path.open

    def open_then_interrupted(self, *args, **kwargs):
        handle = real_open(self, *args, **kwargs)
        if "probe" in self.name:
            handle.close()
            raise KeyboardInterrupt
        return handle

    monkeypatch.setattr(Path, "open", open_then_interrupted)
    with pytest.raises(KeyboardInterrupt):
        check_output(tmp_path / "episodes.jsonl", folder=False)
    assert list(tmp_path.iterdir()) == []
