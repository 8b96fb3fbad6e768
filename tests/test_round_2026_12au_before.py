"""Before the 2026-12au sets were read, from the 2026-12at sets (training data by then): a time the story gives is the
onset said, never an invented one (a toilet visited every half hour since yesterday, a job stopped over three weeks); a
pregnancy's weeks typed in words are said once; a blood pressure read on a pharmacy's machine, a threat the patient
voiced and the police at the door are said as a person says them; a drowsiness that passed, a night of pacing and an
old drinker who has stopped are not heard as confusion, agitation or a failure to drink."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, episode, final_level, opening  # noqa: E402

from triagesim.clinical.story import narrative_onset  # noqa: E402
from triagesim.core import PatientBrief  # noqa: E402


@pytest.mark.parametrize(("story", "onset"), [
    ("A 30-year-old woman has had burning when she passes urine and has needed to go every half hour since yesterday.",
     "since yesterday"),
    ("A 22-year-old man has stopped going to college over the last two weeks and hears voices.", "two weeks"),
    ("He is going back to the hostel tonight.", None),  # a time to come is still no onset
])
def test_a_time_the_story_gives_is_the_onset(story: str, onset: str | None) -> None:
    told = narrative_onset(story)
    assert (told is None) if onset is None else (onset in (told or ""))


def test_weeks_of_pregnancy_typed_in_words_are_said_once() -> None:
    pregnant = case("p", 26, "F", "Burning when passing urine at fourteen weeks pregnant",
                    "A 26-year-old woman who is fourteen weeks pregnant has burning when she passes urine.")
    assert PatientBrief.from_case(pregnant).chief_complaint.count("weeks") == 1
    said = episode(pregnant, "esi")["transcript"][1]["text"].lower()
    assert said.count("fourteen weeks") == 1 and "i'm fourteen weeks pregnant" in said
    assert "at fourteen weeks" not in said


@pytest.mark.parametrize(("typed", "said", "pasted"), [
    ("headache, BP 230 on the pharmacy machine", "my blood pressure on the pharmacy machine was very high", "bp on"),
    ("headache, BP 230 at home", "my blood pressure at home was very high", "bp at"),
    ("goopy eyes bilat, crusted shut this morning", "goopy eyes", "both goopy"),
    ("HI toward ex, police outside, says he will use the gun in his truck", "i will use the gun in my truck", "i say"),
    ("HI toward ex, police outside, says he will use the gun in his truck", "the police are outside", "got police"),
    ("fish bone stuck in the throat", "a fish bone stuck in my throat", "throat stuck"),
    ("PV spotting, period 7 weeks late", "spotting of blood from my vagina", "pv"),
    ("Legs too weak to stand after missing dialysis", "my legs are too weak to stand", "because of legs"),
])
def test_what_the_desk_typed_is_said_as_speech(typed: str, said: str, pasted: str) -> None:
    spoken = opening(typed).lower()
    assert said in spoken
    assert pasted not in spoken


@pytest.mark.parametrize(("text", "heard", "not_heard"), [
    ("he bit his tongue and was drowsy for a quarter of an hour", "brief_confusion", "confusion"),
    ("he has been sleeping in the day and pacing at night", None, "agitation"),
    ("he is pacing the waiting room", "agitation", None),
    ("he takes his usual medicines and is not drinking", None, "dehydration"),
    ("the baby is not drinking", "dehydration", None),
])
def test_what_passed_or_is_habit_is_not_heard_as_now(text: str, heard: str | None, not_heard: str | None) -> None:
    found = concepts(text)
    assert heard is None or heard in found
    assert not_heard is None or not_heard not in found


def test_a_first_fit_now_fully_awake_is_not_new_confusion() -> None:
    """A first fit that left him drowsy a quarter of an hour, now fully awake, needs a scan and bloods (ESI 3), not the
    high-risk place of a new confusion (2026-12at narrative ESI, training)."""
    fit = case("f", 40, "M", "First fit at work",
               "A 40-year-old man collapsed at his desk and shook all over for about a minute. He bit the side of his "
               "tongue and was drowsy for a quarter of an hour, but now he is fully awake. He has never had a fit before. "
               "His vital signs are within normal limits.")
    level, why = final_level(fit, "esi")
    assert level == 3, why
