"""After the 2026-12at first looks (training data since): what the sets' transcripts and misses taught."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.clinical.ages import apparent_age
from triagesim.clinical.spelling import correct

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, final_level, opening  # noqa: E402

ANAPHYLACTIC_SHOCK = case("shock", 8, "M", "Lips swelling and struggling to breathe after party cake",
                          "An 8-year-old boy with a peanut allergy ate cake at a party. His lips and eyelids keep swelling "
                          "after his auto-injector, he wheezes, and he is pale and mottled, getting out a word at a time.",
                          companion="father", acuity=1)


def test_a_collapse_read_from_the_skin_ends_the_episode_at_level_one_without_an_error() -> None:
    """Anaphylaxis with a collapse heard only as mottled skin fired a rule whose reason quoted a sign never heard: three
    episodes of a child in shock ended in a KeyError (2026-12at narrative, first look)."""
    level, why = final_level(ANAPHYLACTIC_SHOCK, "esi")
    assert level == 1
    assert "anaphylaxis with a collapse" in why


@pytest.mark.parametrize(("typed", "meant"), [
    ("pain in my thorat", "pain in my throat"), ("worse at nigth", "worse at night"), ("feedng less", "feeding less"),
    ("it smels bad", "it smells bad"), ("passd out", "passed out"), ("wound draning pus", "wound draining pus"),
    ("evry hour", "every hour"), ("teh leg", "the leg"),
])
def test_a_slip_of_the_keys_is_read_as_the_word_meant(typed: str, meant: str) -> None:
    """One slip (two letters swapped, a letter doubled, a vowel dropped) read as the knowledge base's word, whether or not
    the table lists it (2026-12at terse: 25 of 33 slips were new to the table)."""
    assert correct(typed) == meant


@pytest.mark.parametrize("word", ["county", "unless", "cafe", "ketone", "coli", "fete", "gent", "kindy", "bonce", "dept",
                                  "Bali", "ETOH", "eliquis", "lithobid"])
def test_a_word_spelt_right_is_never_read_as_a_slip(word: str) -> None:
    """English, a name, a desk's code or a brand the lexicon lacks is left as typed."""
    assert correct(f"seen at the {word} today") == f"seen at the {word} today"


@pytest.mark.parametrize(("typed", "age"), [("tampon stuck 2 days, she is 34", 34.0), ("fits of screaming, he is 10 months", 10 / 12),
                                             ("hot to touch, she is 24 days", 24 / 365.25)])
def test_the_desks_he_is_or_she_is_gives_the_age(typed: str, age: float) -> None:
    assert apparent_age(typed) == pytest.approx(age, abs=0.01)
    assert not re.search(r"\b(?:got|I'm) \d", opening(typed))


def test_she_is_pregnant_is_no_age() -> None:
    assert apparent_age("bleeding, she is 34 weeks pregnant") is None
