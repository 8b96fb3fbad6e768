"""Dropping offending clauses (``triagesim.redaction``), the one routine behind the nurse's level guard
and the patient's information barrier."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triagesim.clinical.barrier import REDACTED_REPLY, barrier_violations, redact
from triagesim.clinical.level_guard import NEUTRAL_LINE, redact_triage_level
from triagesim.redaction import drop_clauses


def swears(text: str) -> bool:
    return "darn" in text.lower()


@pytest.mark.parametrize(("text", "kept"), [
    ("All fine.", "All fine."),  # nothing offends: the text comes back untouched
    ("Darn it, where does it hurt?", "Where does it hurt?"),
    ("It's darn sore; and it started at 10:30 this morning.", "It started at 10:30 this morning."),  # a time is not a clause break
    ("My temperature was 38.5, darn it.", "My temperature was 38.5."),  # nor is a decimal point
    ("It hurts — darn — a lot.", "It hurts, a lot."),
    ("Darn. Darn!", "FALLBACK"),
    ("Oh, darn.", "FALLBACK"),  # less than a word left
])
def test_offending_clauses_go_and_the_rest_stays(text, kept):
    assert drop_clauses(text, swears, fallback="FALLBACK") == kept


def test_what_still_offends_after_splitting_falls_back_or_is_cut_out():
    def offends(text: str) -> bool:  # only across a clause break: each clause alone is fine
        return "da, rn" in text

    def spans(text: str) -> list[tuple[int, int]]:
        start = text.find("da, rn")
        return [] if start < 0 else [(start, start + 6)]

    assert drop_clauses("Well da, rn it is.", offends, fallback="F") == "F"  # never let through
    assert drop_clauses("Well da, rn it is.", offends, fallback="F", spans=spans) == "Well it is."


def test_the_two_rules_share_it():
    assert redact_triage_level("You're a category two, so where does it hurt?") == "Where does it hurt?"
    assert redact_triage_level("You're a category two.") == NEUTRAL_LINE
    said = "It started at 10:30 this morning, and my blood pressure is 80/40."
    assert barrier_violations(said) and redact(said) == "It started at 10:30 this morning."
    assert redact("I'm hypotensive.") == REDACTED_REPLY


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["darn", "it hurts", "38.5", "10:30", ",", ";", ".", "!", " — ", " and", " so", "Darn",
                                 "where", "?", " "]), max_size=20).map("".join))
def test_nothing_that_offends_is_ever_let_through(text):
    result = drop_clauses(text, swears, fallback="FALLBACK")
    assert result == "FALLBACK" or not swears(result)
    if not swears(text):
        assert result == text  # nothing offends: untouched
