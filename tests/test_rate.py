"""``triagesim rate``: the offline rater, LLM raters on the local chat-completions server (text and
``input_audio``), agreement between modalities, and the batch's resume and error paths.

The LLM path talks to ``FakeOpenAIServer`` over real HTTP; audio and ASR come from the real
round trip of ``test_asr.py`` (piper, then faster-whisper).
"""

from __future__ import annotations

import io
import json
import wave
from pathlib import Path

import pytest
from openai_server import FAKE_KEY, FakeOpenAIServer, input_audio_parts, role_of
from test_asr import round_trip  # noqa: F401  (the session fixture, shared)

from triagesim.cli import main
from triagesim.evaluation import weighted_kappa
from triagesim.rating import load_encounter, load_ratings
from triagesim.rating.offline import question_topic


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("rate") / "runs"
    assert main(["run", "--out", str(folder), "--quiet"]) == 0  # every bundled vignette, offline
    return folder


def _ratings(folder: Path) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted(folder.glob("*.json")) if p.name != "summary.json"]


def _llm(server: FakeOpenAIServer) -> list[str]:
    return ["--model", "fake-model", "--base-url", server.base_url, "--max-retries", "0", "--timeout", "10"]


# ------------------------------------------------------------------ offline rater
def test_the_offline_rater_reading_the_transcript_gives_the_episode_nurses_level(runs, tmp_path):
    rated = tmp_path / "rated"
    assert main(["rate", str(runs), "--modality", "text", "--out", str(rated), "--quiet", "--json"]) == 0
    ratings = _ratings(rated)
    assert len(ratings) == len(list(runs.glob("*.json"))) > 50
    # the protocol nurse, reading the whole conversation afterwards, reaches the level it reached live
    assert all(r["level"] == r["original_level"] for r in ratings)
    assert {r["rater"]["engine"] for r in ratings} == {"protocol-nurse"} and {r["modality"] for r in ratings} == {"text"}
    summary = json.loads((rated / "summary.json").read_text())
    pairs = [(r["ground_truth"], r["level"]) for r in ratings]
    truth = summary["versus_ground_truth"]
    assert truth["n"] == len(ratings)
    assert truth["kappa_linear"] == pytest.approx(weighted_kappa(pairs))
    assert truth["kappa_quadratic"] == pytest.approx(weighted_kappa(pairs, weights="quadratic"))
    assert truth["accuracy"] == pytest.approx(sum(t == p for t, p in pairs) / len(pairs))
    assert sum(sum(row.values()) for row in truth["confusion_matrix"].values()) == len(ratings)
    assert summary["versus_episode_nurse"]["exact_agreement"] == 1.0


def test_the_rater_hears_a_reply_in_the_light_of_the_question_asked():
    assert question_topic("On a scale of 0 to 10, how bad is the pain?") == "pain"
    assert question_topic("Is there any chance you could be pregnant?") == "pregnancy"
    assert question_topic("Do you take any blood thinners, like warfarin?") == "anticoagulants"
    assert question_topic("Lovely weather.") is None


def test_a_bare_number_after_a_pain_question_is_a_pain_score(runs, tmp_path):
    # The same reply "About a nine." decides the level only when it answers a pain question.
    source = sorted(runs.glob("*.json"))[0]
    artifact = json.loads(source.read_text())

    def rated(question: str) -> int:
        import asyncio

        from triagesim.rating import OfflineRater

        artifact["transcript"] = [
            {"turn": 0, "speaker": "nurse", "text": "What brings you in today?"},
            {"turn": 0, "speaker": "patient", "text": "A really bad pain in my belly since this morning. I'm 72."},
            {"turn": 1, "speaker": "nurse", "text": question},
            {"turn": 1, "speaker": "patient", "text": "About a nine."},
        ]
        artifact["history"] = []  # no vitals
        artifact["registration"] = {"age": 72}  # the desk agrees with the reply ("I'm 72")
        path = tmp_path / f"{len(question)}.json"
        path.write_text(json.dumps(artifact))
        return asyncio.run(OfflineRater().rate(load_encounter(path, "text")))["level"]

    assert rated("How bad is the pain, on a scale of 0 to 10?") < rated("What time did you arrive?")


# ------------------------------------------------------------------ modalities and agreement
@pytest.mark.slow  # piper and Whisper round trip
def test_rating_text_and_asr_and_comparing_them(round_trip, tmp_path, capsys):
    _, _, runs_asr = round_trip
    text, asr = tmp_path / "text", tmp_path / "asr"
    # an ASR folder rated as text reads the original lines it keeps as references
    assert main(["rate", str(runs_asr), "--modality", "text", "--out", str(text), "--quiet"]) == 0
    capsys.readouterr()
    assert main(["rate", str(runs_asr), "--modality", "asr", "--out", str(asr), "--compare", str(text), "--quiet", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    by_modality = {r["modality"]: r for r in _ratings(asr)} | {r["modality"]: r for r in _ratings(text)}
    assert set(by_modality) == {"text", "asr"}
    asr_encounter = load_encounter(next(runs_asr.glob("*_e0_*.json")), "asr")
    text_encounter = load_encounter(next(runs_asr.glob("*_e0_*.json")), "text")
    assert asr_encounter.lines != text_encounter.lines  # the words differ ...
    assert [s for s, _ in asr_encounter.lines] == [s for s, _ in text_encounter.lines]  # ... the turns do not
    (pair,) = summary["agreement"]
    a, b = load_ratings(asr)[0], load_ratings(text)[0]
    pairs = [(a[run].level, b[run].level) for run in sorted(a)]
    assert pair["n"] == 2 and pair["kappa_linear"] == weighted_kappa(pairs)
    assert pair["exact_agreement"] == sum(x == y for x, y in pairs) / 2
    assert sum(sum(row.values()) for row in pair["confusion_matrix"].values()) == 2
    # compare mode alone: the same figures, written to comparison.json
    out = tmp_path / "cmp"
    assert main(["rate", "--compare", str(asr), str(text), "--out", str(out)]) == 0
    assert "κ linear" in capsys.readouterr().out
    compared = json.loads((out / "comparison.json").read_text())
    assert compared["agreement"][0]["confusion_matrix"] == pair["confusion_matrix"]
    assert compared["folders"][str(asr)]["versus_ground_truth"]["n"] == 2


@pytest.mark.slow  # piper and Whisper round trip
def test_the_audio_modality_sends_input_audio_parts_with_the_wav(round_trip, tmp_path):
    runs, audio, runs_asr = round_trip
    rated = tmp_path / "rated"
    with FakeOpenAIServer() as server:
        assert main(["rate", str(runs), "--modality", "audio", "--audio", str(audio), "--out", str(rated),
                     "--quiet", *_llm(server)]) == 0
        bodies = server.bodies("rater")
        parts = server.audio_parts("rater")
    assert len(bodies) == 2 and len(parts) == 2
    ratings = {r["run_id"]: r for r in _ratings(rated)}
    for body in bodies:
        (part,) = input_audio_parts(body)
        assert part["input_audio"]["format"] == "wav"
        user = body["messages"][-1]["content"]
        assert [p["type"] for p in user] == ["text", "input_audio"]
        assert "attached audio recording" in user[0]["text"] and "Nurse:" not in user[0]["text"]
    for part in parts:
        with wave.open(io.BytesIO(part["data"])) as wav:
            assert wav.getnchannels() == 1 and wav.getsampwidth() == 2
            seconds = wav.getnframes() / wav.getframerate()
        # the very recording: same bytes as one run's conversation.wav
        matches = [run for run in ratings if (audio / run / "conversation.wav").read_bytes() == part["data"]]
        assert len(matches) == 1 and seconds > 5
    for rating in ratings.values():
        assert rating["modality"] == "audio" and rating["rater"]["model"] == "fake-model"
        assert rating["audio"].endswith("conversation.wav") and rating["usage"]["calls"] == 1
        # the scripted server rates 2 exactly when the vitals show SpO2 under 92
        vitals = load_encounter(runs / f"{rating['run_id']}.json", "text").vitals
        assert rating["level"] == (2 if (vitals.get("o2sat") or 100) < 92 else 3)
    # an ASR folder records its audio: no --audio needed
    again = tmp_path / "again"
    with FakeOpenAIServer() as server:
        assert main(["rate", str(runs_asr), "--modality", "audio", "--out", str(again), "--quiet", *_llm(server)]) == 0
        assert len(server.audio_parts("rater")) == 2


def test_an_llm_rates_a_transcript_as_text_with_its_vitals(runs, tmp_path):
    rated = tmp_path / "rated"
    with FakeOpenAIServer() as server:
        assert main(["rate", str(runs), "--modality", "text", "--out", str(rated), "--quiet", "--concurrency", "8",
                     *_llm(server)]) == 0
        bodies = server.bodies()
    assert all(role_of(body) == "rater" and not input_audio_parts(body) for body in bodies)
    assert len(bodies) == len(_ratings(rated))
    user = bodies[0]["messages"][-1]["content"]
    assert isinstance(user, str) and "Nurse: " in user and "Vital signs measured: " in user
    assert "reviewing a triage conversation" in bodies[0]["messages"][0]["content"]
    assert FAKE_KEY not in (rated / "summary.json").read_text()


@pytest.mark.slow  # piper and Whisper round trip
def test_a_server_without_audio_input_fails_each_run_with_its_message(round_trip, tmp_path, capsys):
    runs, audio, _ = round_trip
    with FakeOpenAIServer(no_audio=True) as server:
        code = main(["rate", str(runs), "--modality", "audio", "--audio", str(audio), "--out", str(tmp_path / "r"),
                     "--quiet", *_llm(server)])
    assert code == 3
    errors = [json.loads(line) for line in (tmp_path / "r" / "errors.jsonl").read_text().splitlines()]
    assert errors and all("does not accept audio input" in item["error"] for item in errors)
    assert "does not accept audio input" in capsys.readouterr().err


# ------------------------------------------------------------------ refusals, resume, bad input
def test_offline_audio_is_one_line(runs, tmp_path, capsys):
    assert main(["rate", str(runs), "--modality", "audio", "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "offline rater reads transcripts and cannot rate audio" in err


def test_asr_modality_on_plain_runs_is_one_line(runs, tmp_path, capsys):
    assert main(["rate", str(runs), "--modality", "asr", "--out", str(tmp_path / "r")]) == 2
    assert "no artifact has an 'asr' block" in capsys.readouterr().err


@pytest.mark.slow  # piper and Whisper round trip
def test_a_folder_of_another_modality_is_refused(round_trip, tmp_path, capsys):
    _, _, runs_asr = round_trip
    out = tmp_path / "r"
    assert main(["rate", str(runs_asr), "--modality", "text", "--out", str(out), "--quiet"]) == 0
    assert main(["rate", str(runs_asr), "--modality", "asr", "--out", str(out), "--quiet"]) == 2
    assert "holds ratings of another kind" in capsys.readouterr().err


def test_a_bad_artifact_is_logged_the_rest_rated_and_a_rerun_resumes(runs, tmp_path, capsys):
    folder = tmp_path / "runs"
    folder.mkdir()
    for path in sorted(runs.glob("*.json"))[:3]:
        (folder / path.name).write_text(path.read_text())
    (folder / "broken.json").write_text('{"schema_version": "1.1",')
    out = tmp_path / "rated"
    assert main(["rate", str(folder), "--modality", "text", "--out", str(out), "--quiet"]) == 1
    assert "3 new, 0 kept, 1 errors" in capsys.readouterr().err
    assert [json.loads(line)["file"] for line in (out / "errors.jsonl").read_text().splitlines()] == ["broken.json"]
    stamps = {p.name: p.stat().st_mtime_ns for p in out.glob("*_e0_*.json")}
    (folder / "broken.json").unlink()
    assert main(["rate", str(folder), "--modality", "text", "--out", str(out), "--quiet"]) == 0
    assert "0 new, 3 kept, 0 errors" in capsys.readouterr().err
    assert {p.name: p.stat().st_mtime_ns for p in out.glob("*_e0_*.json")} == stamps
    assert not (out / "errors.jsonl").exists()


def test_usage_errors_are_one_line(tmp_path, capsys):
    assert main(["rate"]) == 2
    assert main(["rate", str(tmp_path)]) == 2
    assert main(["rate", "--compare", str(tmp_path)]) == 2
    assert main(["rate", str(tmp_path / "none"), "--modality", "text", "--out", str(tmp_path / "o")]) == 2
    assert main(["rate", str(tmp_path), "--modality", "text", "--out", str(tmp_path / "o"),
                 "--compare", str(tmp_path / "nope")]) == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line]
    assert len(lines) == 5 and all(line.startswith("triagesim: error: ") for line in lines)
    assert "--compare" in lines[-1] and not (tmp_path / "o").exists()  # refused before anything was written


def test_an_episode_that_ended_in_error_is_skipped_not_failed(runs, tmp_path, capsys):
    folder = tmp_path / "runs"
    folder.mkdir()
    first, second = sorted(runs.glob("*.json"))[:2]
    (folder / first.name).write_text(first.read_text())
    failed = json.loads(second.read_text()) | {"status": "error", "end_reason": "error", "error": "refusals"}
    (folder / second.name).write_text(json.dumps(failed))
    out = tmp_path / "rated"
    assert main(["rate", str(folder), "--modality", "text", "--out", str(out), "--quiet"]) == 0
    assert "1 new, 0 kept, 0 errors, 1 skipped (episode not completed)" in capsys.readouterr().err
    assert [r["run_id"] for r in _ratings(out)] == [first.stem]
