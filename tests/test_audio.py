"""``triagesim audio`` with the real piper engine (and its packaged voice) on short conversations.

The artifacts are real ones written by ``triagesim run`` with the offline engine; only their
transcript is replaced by a few short lines (and personas set), so a render takes seconds.
"""

from __future__ import annotations

import json
import os
import shutil
import wave
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.slow  # real piper renders
pytest.importorskip("piper", reason="the audio extra (piper-tts) is not installed")

from triagesim.cli import main
from triagesim.errors import ArtifactError
from triagesim.speech import layout

SHORT = [
    ("nurse", 0, "Hello, what brings you in today?"),
    ("patient", 0, "Um, my chest hurts— it hurts a lot."),
    ("nurse", 1, "When did it start?"),
    ("patient", 1, "This morning."),
]
WITH_COMPANION = [
    ("nurse", 0, "Hello, what brings you in today?"),
    ("companion", 0, "I am his friend. He fell down."),
    ("nurse", 1, "Is he breathing?"),
    ("companion", 1, "Yes, he is."),
]
PATIENT = {"persona_id": "p", "age_group": "middle_aged", "gender": "female", "language_proficiency": "native",
           "first_language": "English", "cognitive_state": "alert", "emotion_regulation": "anxious", "disfluency_rate": 0.3}
NURSE = {"persona_id": "n", "name": "Sam", "gender": "female", "communication_style": "neutral"}


def _artifacts(folder: Path, count: int) -> list[Path]:
    assert main(["run", "--out", str(folder), "--limit", str(count), "--quiet"]) == 0
    return sorted(folder.glob("*.json"))


def _rewrite(path: Path, lines, patient=PATIENT, nurse=NURSE) -> dict:
    artifact = json.loads(path.read_text())
    artifact["transcript"] = [{"turn": turn, "speaker": speaker, "text": text} for speaker, turn, text in lines]
    artifact["personas"] = {"nurse": dict(nurse), "patient": dict(patient)}
    path.write_text(json.dumps(artifact))
    return artifact


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    root = tmp_path_factory.mktemp("audio")
    runs = root / "runs"
    paths = _artifacts(runs, 2)
    _rewrite(paths[0], SHORT)
    _rewrite(paths[1], WITH_COMPANION, patient={**PATIENT, "gender": "male"})
    audio = root / "audio"
    assert main(["audio", str(runs), "--out", str(audio), "--quiet"]) == 0
    return runs, audio


def _frames(path: Path) -> tuple[np.ndarray, int]:
    with wave.open(str(path), "rb") as handle:
        assert (handle.getnchannels(), handle.getsampwidth(), handle.getcomptype()) == (1, 2, "NONE")
        return np.frombuffer(handle.readframes(handle.getnframes()), dtype="<i2"), handle.getframerate()


def _runs(runs: Path) -> list[dict]:
    return [json.loads(path.read_text()) for path in sorted(runs.glob("*.json"))]


def test_every_run_has_the_layout_and_valid_mono_pcm(rendered):
    runs, audio = rendered
    for artifact in _runs(runs):
        folder = audio / artifact["run_id"]
        conversation, rate = _frames(folder / "conversation.wav")
        assert rate == 22050
        assert Path(layout.read_render_record(folder).source) == (runs / f"{artifact['run_id']}.json").resolve()
        items = layout.read_alignment(folder)
        assert [item.file for item in items] == [
            f"utterances/{index:03d}_{line['speaker']}.wav" for index, line in enumerate(artifact["transcript"])
        ]
        assert len(conversation) / rate >= items[-1].end
        for item in items:
            samples, utterance_rate = _frames(folder / item.file)
            assert utterance_rate == rate
            assert abs(len(samples) / rate - (item.end - item.start)) < 1.5 / rate
            start = round(item.start * rate)
            # the conversation holds exactly the utterance's samples where the alignment says
            assert np.array_equal(conversation[start:start + len(samples)], samples)
            assert np.sqrt(np.mean((samples / 32768.0) ** 2)) > 0.01  # speech, not silence


def test_alignment_is_monotonic_with_gaps_and_follows_the_transcript(rendered):
    runs, audio = rendered
    for artifact in _runs(runs):
        items = layout.read_alignment(audio / artifact["run_id"])
        assert [(i.speaker, i.turn, i.text) for i in items] == [
            (line["speaker"], line["turn"], line["text"]) for line in artifact["transcript"]
        ]
        assert items[0].start > 0
        for before, after in zip(items, items[1:]):
            assert before.start < before.end < after.start  # a turn-taking gap, never an overlap
            assert 0.15 < after.start - before.end < 2.0
        conversation, rate = _frames(audio / artifact["run_id"] / "conversation.wav")
        for before, after in zip(items, items[1:]):  # the gaps are silence
            assert not conversation[round(before.end * rate) + 1: round(after.start * rate) - 1].any()


def test_speakers_get_different_voices_that_fit_their_persona(rendered):
    runs, audio = rendered
    for artifact in _runs(runs):
        folder = audio / artifact["run_id"]
        voices = {item.speaker: item.voice for item in layout.read_alignment(folder)}
        assert len(set(voices.values())) == len(voices) >= 2
        record = layout.read_render_record(folder)
        assert record.engine == "piper"
        for role, voice in record.voices.items():
            assert voice["id"] == voices[role]
            persona = artifact["personas"]["patient" if role == "companion" else role]
            if role != "companion":
                assert voice["gender"] == persona["gender"]
        # piper has one packaged (male) voice: a female speaker's voice is marked as shifted, never silently
        for role, voice in record.voices.items():
            if voice["gender"] == "female":
                assert not voice["native"] and "@x" in voice["id"]
                assert any(role in note and "pitch-shifted" in note for note in record.warnings)


def test_manifest_loads_with_datasets_and_agrees_with_the_files(rendered):
    datasets = pytest.importorskip("datasets")
    runs, audio = rendered
    table = datasets.load_dataset("json", data_files=str(audio / "manifest.jsonl"), split="train")
    expected = sum(len(artifact["transcript"]) for artifact in _runs(runs))
    assert table.num_rows == expected
    assert {"audio_filepath", "duration", "text", "speaker", "run_id", "turn", "offset"} <= set(table.column_names)
    for line in layout.read_manifest(audio):
        assert Path(line.audio_filepath).is_absolute() and line.offset == 0.0
        assert abs(layout.wav_duration(line.audio_filepath) - line.duration) < 1e-3
        assert Path(line.conversation_filepath).name == "conversation.wav"
    assert [row["text"] for row in table][:len(SHORT)] in ([text for _, _, text in SHORT], [t for _, _, t in WITH_COMPANION])


def test_a_second_run_skips_rendered_runs_and_resumes_an_interrupted_one(rendered, tmp_path, capsys):
    runs, audio = rendered
    copy = tmp_path / "audio"
    shutil.copytree(audio, copy)
    first, second = sorted(path for path in copy.iterdir() if path.is_dir())
    stamps = {path: path.stat().st_mtime_ns for path in first.rglob("*.wav")}
    # an interrupted render: the completion mark is missing and one utterance never got written
    (second / layout.RENDER).unlink()
    (second / "utterances" / "003_companion.wav").unlink()
    capsys.readouterr()
    assert main(["audio", str(runs), "--out", str(copy), "--quiet"]) == 0
    assert "1 rendered, 0 errors, 1 skipped" in capsys.readouterr().out
    assert {path: path.stat().st_mtime_ns for path in first.rglob("*.wav")} == stamps
    assert layout.is_rendered(second)
    assert len(layout.read_manifest(copy)) == sum(len(a["transcript"]) for a in _runs(runs))
    assert not list(copy.rglob("*.tmp"))


def test_a_changed_transcript_is_rendered_again_and_the_manifest_follows(rendered, tmp_path, capsys):
    runs, audio = rendered
    runs_copy, audio_copy = tmp_path / "runs", tmp_path / "audio"
    shutil.copytree(runs, runs_copy)
    shutil.copytree(audio, audio_copy)
    path = sorted(runs_copy.glob("*.json"))[0]
    artifact = _rewrite(path, SHORT[:2])
    capsys.readouterr()
    assert main(["audio", str(runs_copy), "--out", str(audio_copy), "--quiet"]) == 0
    assert "1 rendered, 0 errors, 1 skipped" in capsys.readouterr().out
    folder = audio_copy / artifact["run_id"]
    assert len(layout.read_alignment(folder)) == 2
    assert sorted(p.name for p in (folder / "utterances").iterdir()) == ["000_nurse.wav", "001_patient.wav"]
    assert [line.text for line in layout.read_manifest(audio_copy) if line.run_id == artifact["run_id"]] == [
        text for _, _, text in SHORT[:2]
    ]


def test_a_bad_artifact_is_logged_and_the_others_are_rendered(tmp_path, capsys):
    runs = tmp_path / "runs"
    good = _artifacts(runs, 1)[0]
    _rewrite(good, SHORT[:2])
    (runs / "broken.json").write_text("{not json")
    (runs / "old.json").write_text(json.dumps({"schema_version": "0.9", "run_id": "old"}))
    empty = json.loads(good.read_text())
    empty.update(run_id="empty-run", transcript=[])
    (runs / "empty-run.json").write_text(json.dumps(empty))
    audio = tmp_path / "audio"
    capsys.readouterr()
    assert main(["audio", str(runs), "--out", str(audio), "--quiet"]) == 1
    captured = capsys.readouterr()
    assert "1 rendered, 3 errors" in captured.out and "errors logged in" in captured.err
    logged = [json.loads(line) for line in (audio / "errors.jsonl").read_text().splitlines()]
    assert sorted(Path(item["file"]).name for item in logged) == ["broken.json", "empty-run.json", "old.json"]
    assert any("transcript" in item["error"] for item in logged)
    assert any("schema_version" in item["error"] for item in logged)
    assert [line.run_id for line in layout.read_manifest(audio)] == [good.stem] * 2


def test_only_bad_artifacts_exit_3_and_a_missing_folder_is_one_line(tmp_path, capsys):
    runs = tmp_path / "runs"
    runs.mkdir()
    (runs / "a.json").write_text("[]")
    assert main(["audio", str(runs), "--out", str(tmp_path / "audio"), "--quiet"]) == 3
    capsys.readouterr()
    assert main(["audio", str(tmp_path / "nowhere"), "--out", str(tmp_path / "audio"), "--quiet"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nowhere" in err[0]


def test_disfluency_is_audible_as_silence_and_persona_sets_the_rate(tmp_path):
    from triagesim.speech.engines import make_engine
    from triagesim.speech.render import AudioSource, render_run

    engine = make_engine("piper", threads=1)
    text = "I think it started this morning after breakfast."
    halting = "Um, I think— I think it started this morning after breakfast."
    fluent = {**PATIENT, "disfluency_rate": 0.0, "emotion_regulation": "calm"}
    slow = {**fluent, "language_proficiency": "limited", "first_language": "Spanish", "cognitive_state": "confused"}

    def utterance(run_id: str, persona: dict, said: str) -> np.ndarray:
        source = AudioSource(run_id=run_id, transcript=[{"turn": 0, "speaker": "patient", "text": said}],
                             personas={"nurse": NURSE, "patient": persona})
        render_run(source, engine, tmp_path, "x")
        return _frames(tmp_path / run_id / "utterances" / "000_patient.wav")[0]

    def longest_silence(samples: np.ndarray) -> float:
        quiet = np.abs(samples) < 200
        best = run = 0
        for value in quiet[np.argmax(~quiet):]:  # from the first sound on
            run = run + 1 if value else 0
            best = max(best, run)
        return best / 22050

    assert longest_silence(utterance("halting", {**fluent, "disfluency_rate": 0.5}, halting)) > 0.3
    assert longest_silence(utterance("fluent", fluent, text)) < 0.25
    assert len(utterance("slow", slow, text)) > 1.2 * len(utterance("native", fluent, text))


def test_the_manifest_reader_names_a_bad_line(tmp_path):
    (tmp_path / "manifest.jsonl").write_text('{"audio_filepath": "a.wav"}\n')
    with pytest.raises(ArtifactError, match=r"manifest.jsonl: line 1: .*duration"):
        layout.read_manifest(tmp_path)
    with pytest.raises(ArtifactError, match="not found"):
        layout.read_manifest(tmp_path / "elsewhere")


@pytest.mark.skipif(os.environ.get("TRIAGESIM_XTTS_DIR") is not None, reason="a real XTTS folder is configured")
def test_xtts_without_local_weights_is_a_clear_error(tmp_path, capsys, rendered):
    runs, _ = rendered
    assert main(["audio", str(runs), "--out", str(tmp_path / "a"), "--engine", "xtts", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "xtts" in err and "does not download" in err
    (tmp_path / "weights").mkdir()
    assert main(["audio", str(runs), "--out", str(tmp_path / "a"), "--engine", "xtts",
                 "--xtts-model", str(tmp_path / "weights"), "--quiet"]) == 2
    assert "model.pth" in capsys.readouterr().err


def test_a_sample_rate_option_resamples_and_changes_the_fingerprint(rendered, tmp_path, capsys):
    runs, audio = rendered
    copy = tmp_path / "audio"
    shutil.copytree(audio, copy)
    capsys.readouterr()
    assert main(["audio", str(runs), "--out", str(copy), "--sample-rate", "16000", "--limit", "1", "--quiet"]) == 0
    assert "1 rendered, 0 errors, 0 skipped" in capsys.readouterr().out
    folder = sorted(path for path in copy.iterdir() if path.is_dir())[0]
    conversation, rate = _frames(folder / "conversation.wav")
    assert rate == 16000 and layout.read_render_record(folder).sample_rate == 16000
    for item in layout.read_alignment(folder):
        samples, utterance_rate = _frames(folder / item.file)
        assert utterance_rate == 16000 and abs(len(samples) / rate - (item.end - item.start)) < 1.5 / rate


def test_the_same_text_renders_to_the_same_samples_in_a_fresh_engine():
    """piper's noise is seeded (``NOISE_SEED``): a run folder rendered again sounds the same, so its ASR
    round trip is one measurement, not a draw (unseeded, one rendering scored WER 0.06 and the next 0.6)."""
    from triagesim.speech.engines import PiperEngine
    from triagesim.speech.voices import Prosody

    renders = []
    for _ in range(2):
        engine = PiperEngine()
        voice = engine.voices()[0]
        renders.append([engine.synthesize(text, voice, Prosody()) for text in ("I'm the triage nurse.", "I have COPD.")])
    assert all(np.array_equal(first, again) for first, again in zip(*renders))
    assert not np.array_equal(renders[0][0][: len(renders[0][1])], renders[0][1][: len(renders[0][0])])
