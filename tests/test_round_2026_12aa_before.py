"""Before the 2026-12aa sets existed, from a probe of terse rows of our own: how long a thing has lasted said in the
tense English uses, a chest pain's spread said where the chart puts it, and "on exertion" said as a person says it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient.answers.complaint_items import lasting as _lasting
from triagesim.clinical import detect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, row  # noqa: E402

from triagesim.personas import PatientPersona  # noqa: E402

_FLUENT = PatientPersona(verbosity="terse", disfluency_rate=0.0)


@pytest.mark.parametrize(("clause", "said"), [
    ("my face is drooping on the left for ten minutes", "my face has been drooping on the left for ten minutes"),
    ("I'm bleeding from my nose for two hours", "I've been bleeding from my nose for two hours"),
    ("my ankles are swollen for three days", "my ankles have been swollen for three days"),
    ("I've got lip swelling for 30 minutes", "I've had lip swelling for 30 minutes"),
    ("I have a cough for a couple of weeks", "I have had a cough for a couple of weeks"),
    # no duration, or a duration that belongs to another clause: left as it is
    ("my face is drooping on the left", "my face is drooping on the left"),
    ("I'm dizzy and I've had a rash for two days", "I'm dizzy and I've had a rash for two days"),
])
def test_a_state_with_how_long_it_has_lasted_is_said_in_the_perfect(clause, said):
    """"My face is drooping for ten minutes" is no English: the perfect ("has been drooping") says it has lasted."""
    assert _lasting(clause) == said


def test_how_long_in_the_complaint_is_not_told_again_as_the_onset():
    """"facial droop x10min" had been "My face is drooping for ten minutes. It started about ten minutes ago."."""
    said = ask(row("facial droop x10min"), "What brings you in today?", _FLUENT)
    assert "has been drooping for ten minutes" in said and "ago" not in said, said


@pytest.mark.parametrize(("complaint", "where", "never"), [
    ("CP radiating to back", "through to my back", "arm"),
    ("CP radiating to jaw", "up into my jaw", "arm"),
    ("chest pain radiating to neck", "up into my neck", "arm"),
])
def test_a_chest_pain_s_spread_is_said_where_the_chart_puts_it(complaint, where, never):
    """"CP radiating to back" had been "chest pain going down my arm to my back": an arm the chart never named."""
    said = ask(row(complaint), "What brings you in today?", _FLUENT)
    assert where in said and never not in said, said


@pytest.mark.parametrize(("complaint", "said_as"), [
    ("CP on exertion", "when I walk or do anything"),
    ("jaw ache on stairs", "when I go up the stairs"),
])
def test_exertion_is_said_as_a_person_says_it_and_heard_as_exertion(complaint, said_as):
    said = ask(row(complaint), "What brings you in today?", _FLUENT)
    assert said_as in said and "exertion" not in said, said
    assert "exertional" in {hit.concept for hit in detect(said) if not hit.negated}


def test_a_fall_on_the_stairs_is_still_a_fall_on_the_stairs():
    said = ask(row("fell on stairs"), "What happened?", _FLUENT)
    assert "go up the stairs" not in said, said
