"""After the 2026-12at first looks (training data since): what the sets' transcripts and misses taught."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, final_level  # noqa: E402

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
