"""After the 2026-12o measurement (577b3d6; the sets are the next round's training): the four level-2 patients the
thirteenth read found sent to wait, by meaning, in our own words. Antifreeze or methanol swallowed, skin coming off in
sheets after a new medicine, a faint in the middle of exercise, and a headache the household shares beside a generator
in an attached garage should not wait (ESI 2). The near misses: a faint at rest, a sunburn peeling, a generator out in
the yard."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts, esi  # noqa: E402


@pytest.mark.parametrize(("text", "level"), [
    ("I drank out of an old water bottle in the shed and it turned out to be antifreeze.", 2),
    ("He swallowed some methylated spirits an hour ago.", 2),
    ("I started a new epilepsy tablet a fortnight ago and now my skin is peeling off in sheets and I've got mouth sores.", 2),
    ("I blacked out mid-game at squash, no warning.", 2),
    ("The power's off so we ran the generator in the attached garage, the whole family has headaches and I fainted.", 2),
])
def test_presentations_the_thirteenth_read_found_sent_to_wait_are_esi_2(text, level):
    assert esi(text, age=45) == level


def test_the_near_misses_are_not_the_danger():
    assert "exertion" not in concepts("I fainted getting out of the bath.")
    assert "skin_sloughing" not in concepts("My sunburn is peeling a bit on my shoulders.")
    assert "carbon_monoxide" not in concepts("We've got a generator out in the yard.")
    assert "toxic_alcohol" not in concepts("I had a glass of wine with dinner.")
