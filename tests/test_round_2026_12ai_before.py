"""Before the 2026-12ai sets were read, from the twenty-fourth round's own read of the 2026-12ah transcripts (training
data by then): steps are many ("some icy steps", never "an icy steps"); a stitches check weeks after a birth tells the
birth as the mother's own ("I had my baby three weeks ago"), never a pasted "three weeks after birth"; a symptom joined to
a doing ("swollen tummy and being sick") says each in its own way; and what an injured limb can do is said as a speaker
says it: "I can't bend my finger fully", never "I cannot bend the finger fully"."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical import detect
from triagesim.clinical.story import narrative_function

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import opening as _opening  # noqa: E402


def test_icy_steps_take_some_and_a_single_surface_takes_a() -> None:
    assert "on some icy steps" in _opening("slipped on icy steps w/ L elbow swollen, cant straighten it")
    assert "on a wet floor" in _opening("fell on wet floor at work")
    assert "an icy steps" not in _opening("slipped on icy steps")


@pytest.mark.parametrize("complaint, birth", [
    ("Stitches check three weeks after birth", "I had my baby three weeks ago"),
    ("stitches check 10 days after delivery", "I had my baby 10 days ago"),
    ("heavy bleeding two weeks after giving birth", "I had my baby two weeks ago"),
])
def test_a_birth_weeks_ago_is_the_mother_s_own_and_still_heard(complaint: str, birth: str) -> None:
    said = _opening(complaint)
    assert birth in said and "after birth" not in said and "after delivery" not in said
    assert "postpartum" in {hit.concept for hit in detect(said)}


def test_a_stitches_check_is_said_as_a_wish() -> None:
    assert _opening("stitches check").startswith("I need my stitches checked")


@pytest.mark.parametrize("complaint, said", [
    ("Swollen tummy and being sick", "I've got a swollen tummy and I've been being sick"),
    ("headache and feeling faint", "I've got a headache and I've been feeling faint"),
    ("chest pain and sweating", "I've got chest pain and I've been sweating"),
])
def test_a_symptom_and_a_doing_are_each_said_in_their_own_way(complaint: str, said: str) -> None:
    assert _opening(complaint).startswith(said)


@pytest.mark.parametrize("complaint", ["flank pain, nausea and vomiting", "pain on walking and bending"])
def test_a_pair_that_is_one_thing_stays_whole(complaint: str) -> None:
    said = _opening(complaint)
    assert "I've been vomiting" not in said and "I've been bending" not in said


@pytest.mark.parametrize("prose, said", [
    ("The middle joint is swollen and bruised, and he cannot bend the finger fully.", "I can't bend my finger fully"),
    ("She is able to weight bear with pain.", "I can put weight on it with pain"),
    ("He cannot move the left arm.", "I can't move my left arm"),
])
def test_what_a_limb_can_do_is_spoken_and_the_part_is_the_speaker_s(prose: str, said: str) -> None:
    assert narrative_function(prose) == said
