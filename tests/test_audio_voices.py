"""Voice choice (deterministic per run id, fitting the persona, speakers distinct), text cutting, and espeak-ng."""

from __future__ import annotations

import json
import re
import shutil
import wave
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from triagesim.speech.engines import Voice
from triagesim.speech.render import spoken_pieces
from triagesim.speech.voices import cast_voices, prosody_for

# A catalogue shaped like the engines' (the engines themselves are exercised below and in test_audio.py).
CATALOGUE = [
    Voice("t", f"{gender}-{age}-{accent}-{n}", gender, age, accent)
    for gender in ("female", "male") for age in ("child", "adult", "older")
    for accent in ("en-US", "en-GB", "en-029") for n in range(2)
]
NURSE = {"gender": "female"}


def _patient(**traits):
    return {"gender": "male", "age_group": "middle_aged", "first_language": "English", **traits}


def test_the_same_run_id_always_gets_the_same_voices_and_others_get_a_spread():
    personas = {"nurse": NURSE, "patient": _patient()}
    first = cast_voices("run-1", CATALOGUE, personas, {"nurse", "patient"})
    again = cast_voices("run-1", list(reversed(CATALOGUE)), personas, {"patient", "nurse"})
    assert {r: s.voice.id for r, s in first.styles.items()} == {r: s.voice.id for r, s in again.styles.items()}
    spread = {cast_voices(f"run-{n}", CATALOGUE, personas, {"nurse", "patient"}).styles["patient"].voice.id for n in range(40)}
    assert len(spread) > 1


@pytest.mark.parametrize("gender", ["female", "male"])
@pytest.mark.parametrize("age_group, age", [("child", "child"), ("young_adult", "adult"), ("older_adult", "older")])
def test_the_patient_voice_fits_gender_and_age_and_never_matches_the_nurse(gender, age_group, age):
    for n in range(30):
        personas = {"nurse": {"gender": gender}, "patient": _patient(gender=gender, age_group=age_group)}
        casting = cast_voices(f"r{n}", CATALOGUE, personas, {"nurse", "patient", "companion"})
        voices = {role: style.voice for role, style in casting.styles.items()}
        assert (voices["patient"].gender, voices["patient"].age) == (gender, age)
        assert voices["nurse"].gender == gender
        assert len({voice.id for voice in voices.values()}) == 3


def test_accent_follows_first_language_and_a_missing_accent_is_recorded():
    haitian = cast_voices("r", CATALOGUE, {"nurse": NURSE, "patient": _patient(first_language="Haitian Creole",
                                                                               language_proficiency="limited")}, {"patient"})
    assert haitian.styles["patient"].voice.accent == "en-029" and not haitian.notes
    punjabi = cast_voices("r", CATALOGUE, {"nurse": NURSE, "patient": _patient(first_language="Punjabi",
                                                                              language_proficiency="limited")}, {"patient"})
    assert any("Punjabi" in note for note in punjabi.notes)


def test_too_few_voices_is_recorded_never_silent():
    only = [Voice("t", "one", "male", "adult", "en-US"), Voice("t", "two", "male", "adult", "en-US")]
    casting = cast_voices("r", only, {"nurse": NURSE, "patient": _patient(gender="female")}, {"nurse", "patient", "companion"})
    assert len({style.voice.id for style in casting.styles.values()}) == 2
    assert any("female" in note for note in casting.notes)
    assert any("shared" in note for note in casting.notes)


def test_proficiency_and_cognition_slow_the_patient_and_distress_raises_pitch():
    base, _, base_delay = prosody_for("patient", _patient(language_proficiency="native", cognitive_state="alert"))
    slow, hesitation, delay = prosody_for("patient", _patient(language_proficiency="limited", cognitive_state="confused",
                                                              disfluency_rate=0.6))
    assert slow.rate < 0.8 * base.rate and delay > base_delay and hesitation > 0.4
    assert prosody_for("patient", _patient(emotion_regulation="distressed"))[0].pitch > base.pitch
    companion, _, _ = prosody_for("companion", _patient(language_proficiency="limited", cognitive_state="confused"))
    assert companion.rate > slow.rate  # speaks the patient's English, but is not the one confused


_WORDS = st.sampled_from(["um", "uh", "Erm", "I", "think", "it's", "hmm", "my", "chest", "pain", "umbrella", "10", "hurts"])
_BREAKS = st.sampled_from([" ", ", ", "— ", " — ", "... ", "… ", " -- ", ". ", "? "])


@given(st.lists(st.tuples(_WORDS, _BREAKS), min_size=1, max_size=12))
def test_cutting_at_disfluencies_keeps_every_word_in_order(parts):
    text = "".join(word + gap for word, gap in parts).strip()
    pieces = spoken_pieces(text)
    said = [value for kind, value in pieces if kind != "pause"]
    words = lambda s: re.findall(r"[A-Za-z0-9']+", s)  # noqa: E731
    assert words(" ".join(said)) == words(text)
    assert not pieces or pieces[0][0] != "pause" and pieces[-1][0] != "pause"
    for kind, value in pieces:
        if kind == "filler":
            assert value.lower() in ("um", "uh", "erm", "hmm")


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed (Debian: apt-get install espeak-ng)")
@pytest.mark.slow  # real espeak-ng renders
def test_espeak_ng_renders_native_female_and_accented_voices(tmp_path, capsys):
    from triagesim.cli import main
    from triagesim.speech import layout

    runs = tmp_path / "runs"
    assert main(["run", "--out", str(runs), "--limit", "1", "--quiet"]) == 0
    path = next(runs.glob("*.json"))
    artifact = json.loads(path.read_text())
    artifact["transcript"] = [
        {"turn": 0, "speaker": "nurse", "text": "What brings you in?"},
        {"turn": 0, "speaker": "patient", "text": "Uh, my leg— my leg hurts."},
    ]
    artifact["personas"] = {"nurse": {"gender": "male"},
                            "patient": _patient(gender="female", first_language="Haitian Creole", language_proficiency="limited")}
    path.write_text(json.dumps(artifact))
    audio = tmp_path / "audio"
    assert main(["audio", str(runs), "--out", str(audio), "--engine", "espeak-ng", "--quiet"]) == 0
    record = layout.read_render_record(audio / artifact["run_id"])
    patient = record.voices["patient"]
    assert (patient["gender"], patient["accent"], patient["native"]) == ("female", "en-029", True)
    assert record.voices["nurse"]["gender"] == "male" and record.warnings == []
    items = layout.read_alignment(audio / artifact["run_id"])
    with wave.open(str(audio / artifact["run_id"] / "conversation.wav"), "rb") as handle:
        assert handle.getnchannels() == 1 and handle.getsampwidth() == 2
        assert handle.getnframes() / handle.getframerate() >= items[-1].end > items[-1].start > items[0].end
    for item in items:
        assert abs(layout.wav_duration(audio / artifact["run_id"] / item.file) - (item.end - item.start)) < 1e-4
    assert [line.speaker for line in layout.read_manifest(audio)] == ["nurse", "patient"]
    assert Path(layout.read_manifest(audio)[0].audio_filepath).is_file()
