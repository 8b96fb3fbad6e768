"""Before the 2026-12aj sets were read, from my own read of the 2026-12ai transcripts (training data by then): a
condition typed with the medicine taken for it ("Known AF on apixaban") is said as both, never "an irregular heartbeat
on apixaban"; a list whose item has its own "and" takes a comma before the last; a bare duration followed by how it is
now ("nosebleed 45 min wont stop") is two items; a limb's states typed after a comma ("L foot cold, white and numb") are
the limb's, never "I'm white and numb"; a medicine stopped or missed is the patient's own ("I stopped my blood
thinner")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient.english import join_list

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts as _heard, opening as _opening  # noqa: E402


@pytest.mark.parametrize("complaint, said", [
    ("Known AF on apixaban, nosebleed 45 min wont stop with pressure",
     "I've got an irregular heartbeat and I'm on apixaban, I've had a nosebleed for 45 minutes, and it won't stop with pressure."),
    ("AF on warfarin, fall", "I've got an irregular heartbeat and I'm on warfarin, and I had a fall."),
    ("DVT on rivaroxaban, leg swelling", "I've got a blood clot in my leg and I'm on rivaroxaban, and I've got leg swelling."),
])
def test_a_condition_and_its_medicine_are_both_said(complaint: str, said: str) -> None:
    assert _opening(complaint) == said


def test_the_medicine_is_still_heard_as_a_blood_thinner() -> None:
    said = _opening("Known AF on apixaban, nosebleed 45 min wont stop with pressure")
    assert {"anticoagulant", "epistaxis", "bleeding"} <= _heard(said)


def test_a_fall_on_ice_is_no_medicine() -> None:
    assert _opening("fell on ice") == "I fell on ice."


def test_a_list_with_an_and_inside_takes_a_comma_before_the_last() -> None:
    assert join_list(["I've got asthma and I'm on an inhaler", "I had a fall"]) == "I've got asthma and I'm on an inhaler, and I had a fall"
    assert join_list(["chest pain", "a cough"]) == "chest pain and a cough"
    assert join_list(["a", "b", "c"]) == "a, b and c"


@pytest.mark.parametrize("complaint, said", [
    ("cut finger 2 hrs still bleeding", "I've had a cut on my finger for two hours and I'm still bleeding."),
    ("vomiting 3 days not keeping fluids down", "I've been vomiting for three days and I'm not keeping fluids down."),
])
def test_a_bare_duration_then_how_it_is_now_are_two_items(complaint: str, said: str) -> None:
    assert _opening(complaint) == said


@pytest.mark.parametrize("complaint, part", [
    ("Known AF, stopped blood thinner, L foot cold, white and numb for 2 hrs", "my left foot is cold and white and numb for two hours"),
    ("foot cold, blue and numb", "My foot is cold and blue and numb"),
    ("left leg cold, numb", "My left leg is cold and numb"),
])
def test_a_limb_s_states_after_a_comma_are_the_limb_s(complaint: str, part: str) -> None:
    said = _opening(complaint)
    assert part in said and "I'm white" not in said


@pytest.mark.parametrize("complaint, said", [
    ("stopped blood thinner", "I stopped my blood thinner."),
    ("missed insulin x2 days, vomiting", "I missed my insulin for two days and I've been vomiting."),
    ("ran out of my inhaler", "I ran out of my inhaler."),
])
def test_a_stopped_medicine_is_the_patient_s_own(complaint: str, said: str) -> None:
    assert _opening(complaint) == said
