"""Before the 2026-12al sets were read, from my own read of the 2026-12ak transcripts (training data by then) and probes:
a reading taken at home said as a person tells it ("home BP 190/110", "home peak flow 80 percent", "sats 88% at home"),
a sided part that is the speaker's whatever follows it ("in R eye like curtain"), a place typed bare ("at outdoor music
festival", "at gym"), a boil that drains, the person who feels shivery and not the leg, a result visit that is minor
(ESI 5) and never "I called my back", and a mother typed with her age ("91y mom") who is "she"."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, final_level, row  # noqa: E402

from triagesim.cases.models import Case  # noqa: E402


@pytest.mark.parametrize("complaint, said", [
    ("headache, home BP 190/110", "I've got a headache and my blood pressure at home was very high."),
    ("headache, BP 190/110 at home", "I've got a headache and my blood pressure at home was very high."),
    ("dizzy, BP 85/50 on home machine", "I'm dizzy and my blood pressure at home was low."),
    ("home glucose 450, thirsty", "My sugar was 450 at home and I'm thirsty."),
    ("SOB, home sats 88%", "I'm short of breath... and my oxygen reading at home was very low."),
    ("wheezy after mowing grass, speaking full sentences, home peak flow 80 percent",
     "I'm wheezy... after mowing grass... I can still talk in full sentences... and my peak flow at home was 80 percent."),
    ("lost vision in R eye like curtain coming down", "I lost vision in my right eye like a curtain coming down."),
    ("tender boil in R armpit getting bigger, draining a little, feels feverish",
     "I've got a tender boil in my right armpit getting bigger, it's draining a little and I feel feverish."),
    ("cramping legs, vomiting, dizzy at outdoor music festival, drank only beer, onset midafternoon",
     "I've got cramping legs, I've been vomiting, I'm dizzy at an outdoor music festival, I drank only beer and it started "
     "midafternoon."),
    ("collapsed at gym", "I collapsed at the gym."),
    ("fainted in gym lessons", "I fainted in gym lessons."),
    ("Red, hot leg and feeling shivery", "My leg is red and hot and I'm feeling shivery."),
    ("swab result", "I'm here for my swab result."),
    ("called back for wound swab result", "I was called back about my wound swab result."),
])
def test_typed_items_are_said_as_a_person_says_them(complaint: str, said: str) -> None:
    assert ask(row(complaint), "What brings you in today?") == said


def test_a_sided_part_a_relative_named_is_not_the_speakers() -> None:
    said = ask(row("daughter noticed 91y mom tore skin on R forearm on a cabinet, on aspirin, oozing"), "What brings you in today?")
    assert "she tore the skin on the right forearm" in said and "my right" not in said and "they" not in said


def test_a_mother_typed_with_her_age_is_a_woman() -> None:
    assert Case(case_id="x", chief_complaint="daughter noticed 91y mom tore skin on R forearm", acuity=5).apparent_sex == "F"
    assert Case(case_id="x", chief_complaint="son reports 77y dad mixing up names", acuity=2).apparent_sex == "M"
    assert Case(case_id="x", chief_complaint="mom says 2y vomiting", acuity=4).apparent_sex is None  # mom brought the child


@pytest.mark.parametrize("complaint", ["swab result", "called back for swab result", "Come back for my wound swab result"])
def test_a_result_visit_is_esi_5(complaint: str) -> None:
    level, why = final_level(row(complaint), "esi")
    assert level == 5, why
    assert "back pain" not in why
