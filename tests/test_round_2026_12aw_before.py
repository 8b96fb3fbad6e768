"""Before the 2026-12aw sets were read, from the forty-fifth read and the 2026-12av sets (training data by then): a fall
the complaint tells is told once, then where and when; a bleed's time is not the operation's; a knocked-out tooth is no
toothache and its oozing gap is bleeding; a lip swollen by a blow is no allergic reaction; a faint is asked how long
the person was out, and the answer gives the length the story tells, never an onset."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, read_as  # noqa: E402
from triagesim.clinical.presenting import told_findings  # noqa: E402
from triagesim.clinical.story import narrative_fit, narrative_onset  # noqa: E402
from triagesim.dialogue import check_artifact  # noqa: E402


def _turns(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


_MONKEY_BARS = case("bars", 8, "M", "Hurt wrist falling off the monkey bars",
                    "An 8-year-old boy fell from the monkey bars at school onto his outstretched right hand at lunchtime. His "
                    "wrist is tender and a little swollen but not bent, and he can wiggle his fingers and feel them normally. "
                    "He rates the pain 4/10, and his vital signs are within normal limits for his age.",
                    acuity=4, companion="mother")


def test_a_fall_the_complaint_tells_is_told_once_then_where_and_when() -> None:
    opening = _turns(episode(_MONKEY_BARS, "esi"), "companion")[0]
    assert opening.count("monkey bars") == 1
    assert "It happened at school at lunchtime." in opening
    assert "outstretched" not in opening


def test_a_fuller_telling_of_the_complaint_still_takes_its_place() -> None:
    door = case("door", 5, "M", "Ran into a door frame",
                "A 5-year-old boy ran into a door frame at home in Cobram an hour ago. His stepmum says he cried at once, did "
                "not black out or vomit and has been racing around the house since. There is a small red mark on his "
                "forehead. His recorded observations fall within normal limits.", acuity=5, companion="stepmum")
    opening = _turns(episode(door, "ats"), "companion")[0]
    # (the town is the story's setting, never said by the family: the forty-ninth read, D, "in Mareeba")
    assert "door frame at home an hour ago" in opening and "Cobram" not in opening


@pytest.mark.parametrize(("story", "onset"), [
    ("A 6-year-old boy had his tonsils out seven days ago and has spat bright blood into a bucket twice in the last hour.",
     "in the last hour"),
    ("She had a wisdom tooth pulled yesterday and the socket has bled since this morning.", "since this morning"),
    ("He had his appendix removed five days ago and since last night the wound has been red and oozing.", "since last night"),
    ("He has had a cough for three days.", "three days ago"),
])
def test_an_operation_does_not_date_the_problem_after_it(story: str, onset: str) -> None:
    assert narrative_onset(story) == onset


_TOOTH = ("A 12-year-old girl knocked out an upper front tooth on the edge of the pool at the leisure centre twenty minutes "
          "ago. The lifeguard says the tooth came out whole and has been kept in a cup of milk, and that she did not hit her "
          "head or go under the water. Her lip is swollen but not cut through, and the gap oozes a little blood. Her vital "
          "signs are within normal limits for her age.")


def test_a_knocked_out_tooth_is_no_toothache_and_its_gap_is_bleeding() -> None:
    assert "avulsed_tooth" in concepts("knocked out an upper front tooth")
    assert "bleeding" in concepts("the gap oozes a little blood")
    told = told_findings(_TOOTH, known=frozenset({"avulsed_tooth"}))
    assert "I've got toothache" not in told
    assert "I'm still bleeding a little" in told


def test_a_lip_swollen_by_a_blow_is_no_allergic_reaction() -> None:
    tooth = case("tooth", 12, "F", "Front tooth knocked out at the pool", _TOOTH, acuity=4, companion="lifeguard")
    reply = ask(tooth, "Does she have any allergies?")
    assert "before" not in reply and "reaction" not in reply
    opening = ask(tooth, "What's brought her in today?")
    assert "It happened twenty minutes ago" in opening or "twenty minutes ago" not in opening  # an injury happened


_FAINT = case("faint", 61, "M", "Fainted during a church service",
              "A 61-year-old man fainted while standing for a long hymn in a warm, crowded church and slid down against the "
              "pew. The vicar says he looked grey and sweaty just before, was out for less than half a minute, did not jerk, "
              "and came round knowing where he was. He tells the triage nurse he had skipped breakfast, and he denies chest "
              "pain, palpitations or any previous blackouts. His vital signs are within normal limits.",
              acuity=3, companion="vicar")


def test_a_faint_lasts_as_long_as_the_story_says_and_a_denied_jerk_is_no_fit() -> None:
    assert narrative_fit(_FAINT.narrative) == ("less than half a minute", True)
    assert narrative_fit("He had a fit lasting about two minutes and is now alert.") == ("about two minutes", True)


@pytest.mark.parametrize("question", [
    "How long was he out for, and is he back to his usual self now?",
    "Do you know how long he was out for?",
])
def test_how_long_a_faint_lasted_is_its_length_never_its_onset(question: str) -> None:
    assert read_as(question) == {"fit_length"}
    assert ask(_FAINT, question) == "He was out for less than half a minute, and he's back to his usual self now."


def test_a_faint_and_its_onset_asked_together_get_both() -> None:
    assert read_as("When did it happen, and how long was he out for?") == {"onset", "fit_length"}


def test_the_nurse_asks_how_long_a_faint_lasted_and_it_is_no_reask() -> None:
    artifact = episode(_FAINT, "esi")
    nurse = " ".join(_turns(artifact, "nurse"))
    assert "How long was he out for" in nurse
    assert "less than half a minute" in " ".join(_turns(artifact, "companion"))
    assert not [defect for defect in check_artifact(artifact) if defect.kind == "reasked"]
