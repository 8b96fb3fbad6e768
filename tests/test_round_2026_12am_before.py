"""Before the 2026-12am sets were read, from probes of the 2026-12ak terse rows (training data, a guard by then): a
temperature taken at home said as what it was (normal, or its number, which the nurse may hear), never "a high
temperature" for 99 °F; a reading told normal is no fever to the case's picture nor to "any fever?"; an errand asked for
after an illness of last week is still today's errand; stitches told with when and where before what they need; "drank a
lot" is alcohol, so the screen is not answered "no alcohol"; the nurse's note that a patient "answers questions" is not
said by the patient; eyes crusted shut, a home test's result and a child "acting normal now" said as a person says them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, concepts, final_level, row  # noqa: E402

from triagesim.cases.models import Case  # noqa: E402


@pytest.mark.parametrize("complaint, said", [
    ("5y eyes crusted shut this morning, goopy, no fever, home temp 99",
     "My eyes were crusted shut this morning, they're goopy, I haven't got any fever and my temperature at home was fine."),
    ("cough x 3 days, home temp 101.5", "I've had a cough for three days and my temperature was 101.5 at home."),
    ("rectal temp 101 at home", "My temperature was 101 at home."),
    ("home temperature 37.2, runny nose", "My temperature at home was fine and I've got a runny nose."),
    ("back to work note after flu last week, feeling fine, home temp normal",
     "I'm here for a back to work note after flu last week, I feel fine and my home temp is fine."),
    ("sore throat and stuffy nose, wants covid test for work, home test negative",
     "I've got a sore throat and a blocked nose, I want a covid test for work and my home test was negative."),
    ("FELL DANCING AT A WEDDING. DRANK A LOT. SCALP CUT BLEEDING. ANSWERS QUESTIONS.",
     "I fell dancing at a wedding, I drank a lot and my scalp is cut and bleeding."),
    ("fell off top bunk, vomited twice, acting normal now",
     "I fell off the top bunk, I've thrown up twice and I'm back to my normal self now."),
    ("hit head, acting normal", "I hit my head and I'm back to my normal self."),
    ("eyes red, goopy", "My eyes are red and they're goopy."),
])
def test_typed_items_are_said_as_a_person_says_them(complaint: str, said: str) -> None:
    assert ask(row(complaint), "What brings you in today?", FLUENT) == said


@pytest.mark.parametrize("complaint", ["home temperature 37.2, runny nose", "eyes red, no fever, home temp 99"])
def test_a_normal_reading_at_home_is_no_fever(complaint: str) -> None:
    assert "fever" not in concepts(complaint)
    assert ask(row(complaint), "Any fever?", FLUENT).startswith("No")


@pytest.mark.parametrize("text", ["temp 38.5 at home", "high temps at home", "temperature 38.2", "a temperature of 39.1 at home"])
def test_a_raised_temperature_is_still_a_fever(text: str) -> None:
    assert "fever" in concepts(text)


@pytest.mark.parametrize("text, heard", [
    ("I drank a lot", True), ("had too much to drink", True),
    ("she has had a lot of pain", False), ("drank a lot of water", False),
])
def test_drank_a_lot_is_alcohol(text: str, heard: bool) -> None:
    assert ("intoxication" in concepts(text)) is heard


def test_the_alcohol_screen_is_not_denied_after_drinking() -> None:
    case = Case(case_id="x", chief_complaint="FELL DANCING AT A WEDDING. DRANK A LOT. SCALP CUT BLEEDING.", age=58, sex="M",
                acuity=3)
    reply = ask(case, "Have you had any alcohol or drugs today?", FLUENT)
    assert not reply.lower().startswith("no"), reply


@pytest.mark.parametrize("complaint", [
    "my stitches from 10 days ago on my chin need to come out, no redness",
    "back to work note after flu last week, feeling fine, home temp normal",
])
def test_an_errand_after_an_old_illness_is_esi_5(complaint: str) -> None:
    level, why = final_level(row(complaint), "esi")
    assert level == 5, why
