"""piper's int8 model: derived locally once, cached by the source model's digest, still intelligible.

Real piper and onnxruntime throughout. The int8 model is derived once for the module into a
cache in the test's temporary folder (``TRIAGESIM_CACHE``; about 20 s on one core); the other
tests reuse it. The round trip renders two short conversations with ``triagesim audio`` (the
helpers of ``test_audio.py``) and transcribes them with Whisper ``base``. How much faster int8 is
depends on the CPU, so it is measured, not asserted: ``python benchmarks/bench_tts.py`` prints it.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # real piper and Whisper
pytest.importorskip("piper", reason="the audio extra (piper-tts) is not installed")
pytest.importorskip("onnx", reason="the int8 piper model is derived with the onnx package")

from test_audio import PATIENT, SHORT, WITH_COMPANION, _artifacts, _rewrite

from triagesim.cli import main
from triagesim.errors import ConfigError
from triagesim.speech.engines import (
    PiperEngine,
    Prosody,
    derived_model_path,
    make_engine,
)
from triagesim.speech.render import AudioSource, fingerprint

VOICE = "en_US-joe-medium"


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    """(cache root, the int8 engine that derived the model there, what it printed on stderr)."""
    root = tmp_path_factory.mktemp("cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TRIAGESIM_CACHE", str(root))
        printed = io.StringIO()
        with contextlib.redirect_stderr(printed):
            engine = PiperEngine(threads=1, precision="int8")
    return root, engine, printed.getvalue()


def _source(engine: PiperEngine) -> Path:
    return engine._files[VOICE]


def test_the_int8_model_is_derived_once_into_the_cache_and_reused(cache, monkeypatch, capsys):
    root, engine, printed = cache
    monkeypatch.setenv("TRIAGESIM_CACHE", str(root))
    target = derived_model_path(_source(engine))
    assert target.parent == root / "piper" and target.is_file()
    assert "deriving the int8 model" in printed and str(target) in printed
    assert engine.precision == "int8" and engine.describe()["precision"] == "int8"
    assert [path.name for path in target.parent.iterdir()] == [target.name]  # no temporary left behind
    stamp = target.stat().st_mtime_ns
    again = PiperEngine(threads=1, precision="int8")
    assert again.precision == "int8"
    assert target.stat().st_mtime_ns == stamp
    assert capsys.readouterr().err == ""  # nothing derived, nothing to say


def test_the_cache_file_is_named_by_the_source_digest(cache, tmp_path):
    import onnx

    _, engine, _ = cache
    source = _source(engine)
    same = tmp_path / "same" / source.name
    same.parent.mkdir()
    shutil.copyfile(source, same)
    assert derived_model_path(same).name == derived_model_path(source).name  # content decides, not the path
    model = onnx.load(str(source))
    model.doc_string = "another build of the voice"
    changed = tmp_path / "changed" / source.name
    changed.parent.mkdir()
    onnx.save(model, str(changed))
    assert derived_model_path(changed).name != derived_model_path(source).name
    assert derived_model_path(changed).name.startswith(f"{VOICE}.") and derived_model_path(changed).suffix == ".onnx"


def test_an_unwritable_cache_falls_back_to_float32_and_says_so_in_one_line(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")  # unwritable even for root
    monkeypatch.setenv("TRIAGESIM_CACHE", str(blocker))
    engine = PiperEngine(threads=1, precision="int8")
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "not writable" in lines[0] and "float32" in lines[0] and str(blocker) in lines[0]
    assert engine.precision == "float32" and engine.describe()["precision"] == "float32"
    audio = engine.synthesize("Hello there.", engine.voices()[0], Prosody())
    assert len(audio) > 0.3 * engine.sample_rate


def test_precision_is_an_option_and_part_of_the_fingerprint(cache, monkeypatch):
    root, engine, _ = cache
    monkeypatch.setenv("TRIAGESIM_CACHE", str(root))
    float32 = make_engine("piper", threads=1, precision="float32")
    assert float32.precision == "float32" and "recipe" not in float32.describe()
    source = AudioSource(run_id="r", transcript=[{"turn": 0, "speaker": "nurse", "text": "Hello."}], personas={})
    assert fingerprint(source, engine) != fingerprint(source, float32)
    with pytest.raises(ConfigError, match="precision"):
        PiperEngine(precision="int4")


def test_the_default_is_the_packaged_float32_model_with_nothing_derived(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TRIAGESIM_CACHE", str(tmp_path / "cache"))
    engine = PiperEngine(threads=1)
    assert engine.precision == "float32" and "recipe" not in engine.describe()
    assert not (tmp_path / "cache").exists() and capsys.readouterr().err == ""


def test_int8_keeps_the_length_of_speech(cache, monkeypatch):
    root, engine, _ = cache
    monkeypatch.setenv("TRIAGESIM_CACHE", str(root))
    float32 = PiperEngine(threads=1, precision="float32")
    text = "My chest hurts, it started this morning and it spreads to my left arm. I feel dizzy."
    voice = engine.voices()[0]

    def seconds_of_speech(candidate: PiperEngine) -> float:  # the mean of two: piper's durations are sampled
        return sum(len(candidate.synthesize(text, voice, Prosody())) for _ in range(2)) / 2 / candidate.sample_rate

    int8_length, float32_length = seconds_of_speech(engine), seconds_of_speech(float32)
    assert int8_length > 2.0  # the sentence is spoken, not cut short
    assert abs(int8_length - float32_length) < 0.15 * float32_length


def test_int8_speech_is_intelligible_in_the_asr_round_trip(cache, tmp_path, monkeypatch):
    pytest.importorskip("faster_whisper", reason="the audio extra (faster-whisper) is not installed")
    root, _, _ = cache
    monkeypatch.setenv("TRIAGESIM_CACHE", str(root))  # the int8 model above; Whisper's joined weights go there too
    runs = tmp_path / "runs"
    paths = _artifacts(runs, 2)
    _rewrite(paths[0], SHORT)
    _rewrite(paths[1], WITH_COMPANION, patient={**PATIENT, "gender": "male"})
    audio, runs_asr = tmp_path / "audio", tmp_path / "runs_asr"
    assert main(["audio", str(runs), "--out", str(audio), "--quiet", "--precision", "int8"]) == 0
    rendered = [json.loads(path.read_text()) for path in audio.glob("*/render.json")]
    assert len(rendered) == 2 and all(record["engine_settings"]["precision"] == "int8" for record in rendered)
    assert main(["asr", str(audio), "--out", str(runs_asr), "--quiet"]) == 0
    summary = json.loads((runs_asr / "asr_summary.json").read_text())
    assert summary["runs"] == 2 and summary["words"] > 20
    assert summary["wer"] <= 0.15, summary["per_run"]
