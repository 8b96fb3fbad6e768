"""The scripted patient says a typist's headline as a person would (round 2026-12o, training; the rows are our own,
in the shapes the 2026-12o openings broke on): a verb that opens an item is the speaker's doing, a noun with its past
tense is a clause of its own, "now", "back from", "same", habits, a job and a treatment are said as clauses, and a
double dash, "..", ">>" are the typist's comma. When it started is the problem's time, never the last period's, the
operation's or the trip's."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest


sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, row  # noqa: E402


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("jammed R ring finger in drawer, nail purple", "I jammed my right ring finger in", "I've got jammed"),
    ("bit by neighbours dog on L calf", "I was bitten by", "I've got bit"),
    ("football took a bad bounce into nose, bleeding", "the football took a bad bounce into my nose", "I've got football"),
    ("back from Kenya 2 wks ago, fevers", "I got back from Kenya", "I've got back"),
    ("same neck pain for years, out of naproxen", "I've had the same neck pain for years", "I've got same"),
    ("cough, smokes 2 ppd", "I smoke", "I've got smokes"),
    ("fell off bike, takes warfarin", "I take warfarin", "I've got takes"),
    ("plumber -- hot water burn L forearm", "I'm a plumber", "I've got plumber"),
    ("chemo for lymphoma, fever", "I'm having chemo for lymphoma", "I've got chemo"),
    ("dental pain, now cheek swollen", "now", "I've got now"),
    ("neck pain, moves neck fine", "I can move my neck fine", "my moves"),
    ("sore throat, can swallow ok", "I can swallow", "my can"),
])
def test_a_headline_shape_is_said_as_a_clause(complaint, said, never):
    reply = ask(row(complaint), "What brought you in today?")
    assert said.lower() in reply.lower(), reply
    assert never.lower() not in reply.lower(), reply


@pytest.mark.parametrize("complaint", [
    "ROOFER -- HOT TAR ON BOTH HANDS",
    "college student >> worst headache of life",
    "\"something buzzing in my ear\" .. moth flew in",
])
def test_a_typed_joiner_is_never_said(complaint):
    reply = ask(row(complaint), "What brought you in today?")
    assert not re.search(r"--|>>|\.\.(?!\.)|\"", reply), reply


def test_a_wedding_ring_is_no_wedding():
    reply = ask(row("wedding ring won't come off, finger swelling"), "What brought you in today?")
    assert "I was at a wedding" not in reply


@pytest.mark.parametrize(("complaint", "when", "never"), [
    ("pos home preg test, LMP 6 wks ago, R lower belly pain since 0500", "since 5 am", "six weeks"),
    ("hernia repair 3 days ago, scrotum swollen", None, "three days"),
    ("back from Thailand 9 days ago, fever and rash", None, "nine days"),
    ("same knee pain for years, worse today", "years", "couple of hours"),
    ("headache since yesterday morning, usual migraine", "yesterday morning", "couple of hours"),
])
def test_the_onset_is_the_problems_own_time(complaint, when, never):
    reply = ask(row(complaint), "When did this start?")
    if when:
        assert when in reply, reply
    assert never not in reply and never.replace("three", "3").replace("nine", "9") not in reply, reply


def test_a_tetanus_jab_is_not_dated_when_the_case_does_not_say():
    reply = ask(row("cut L palm on glass"), "When was your last tetanus jab?")
    assert not re.search(r"\b(?:five|\d+|few) years ago\b", reply), reply
