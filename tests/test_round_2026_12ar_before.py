"""Before the 2026-12ar sets were read, from the fortieth independent read (the 2026-12aq transcripts, training data by
then): a blocked bowel is asked about past operations and its "no wind" is no bladder; a toddler who drank methadone is
told as drinking it, and sleepier since, never as a child on methadone; a child with marks no one has explained is asked
whether child protection knows, never when the bruises "started"; double vision told is not asked about again."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.background import background_of
from triagesim.clinical.safeguarding import narrative_safeguarding
from triagesim.agents.offline.patient.realise import realise

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, episode, read_as  # noqa: E402

BLOCKED = case("blocked", 63, "F", "Bloated and bringing up green fluid",
               "A 63-year-old woman who had a hysterectomy years ago has had colicky pain across her middle for two days "
               "and has vomited green fluid four times today. Her abdomen is swollen and tight like a drum, and she has "
               "not passed wind since yesterday. She rates the pain 6/10. Her vital signs are within normal limits.",
               acuity=3)
METHADONE = case("methadone", 1.7, "M", "Drank from a bottle of methadone",
                 "A 20-month-old boy was found at his grandma's house with an open bottle of his uncle's methadone syrup, "
                 "some of it spilled down his front. His grandma says that was about forty minutes ago and that he has "
                 "grown sleepier and sleepier since. His pupils are small.", acuity=2, companion="grandma")
BRUISES = case("bruises", 6, "M", "Bruises noticed at school",
               "A 6-year-old boy came in with his classroom teacher after bruises of different colours were seen across "
               "his back as he changed for swimming. His classroom teacher says he would not explain them and flinched "
               "when she touched his shoulder, and the school has contacted child protection. All his observations are "
               "within normal limits.", acuity=3, companion="classroom teacher")
VERTIGO = case("vertigo", 58, "M", "Room spinning, double vision, can't walk straight",
               "A 58-year-old man has had the room spinning nonstop since this morning, with double vision, and he cannot "
               "walk straight. It is his first ever dizzy turn.", acuity=2)


def _lines(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


@pytest.mark.parametrize("text", ["she has not passed wind since yesterday", "unable to pass wind", "he hasn't passed a stool"])
def test_a_bowel_that_passes_no_wind_is_no_bladder(text: str) -> None:
    assert "urinary_retention" not in concepts(text)


@pytest.mark.parametrize("text", ["not passing urine since last night", "unable to pass urine", "he has not passed anything since"])
def test_a_bladder_that_passes_nothing_is_still_heard(text: str) -> None:
    assert "urinary_retention" in concepts(text)


def test_a_blocked_bowel_is_asked_about_past_operations_and_the_story_answers() -> None:
    artifact = episode(BLOCKED, "esi")
    nurse, patient = _lines(artifact, "nurse"), _lines(artifact, "patient")
    asked = next(index for index, line in enumerate(nurse) if "operation" in line and "tummy" in line)
    assert "hysterectomy" in patient[asked], patient[asked]
    # beside the own background, never in its place: medicines and allergies are still asked
    assert any("allergies" in line for line in nurse[asked + 1:]), nurse
    assert not any("can't pee" in line or "numbness between your legs" in line for line in patient + nurse)


def test_the_family_question_leaves_the_own_background_still_to_ask() -> None:
    sprint = case("sprint", 17, "M", "Collapsed during a basketball sprint",
                  "A 17-year-old boy collapsed mid-sprint at basketball practice and was out for about thirty seconds. He "
                  "came round quickly. His vital signs are within normal limits.", acuity=2)
    nurse = _lines(episode(sprint, "esi"), "nurse")
    assert any("family" in line for line in nurse) and any("allergies" in line for line in nurse), nurse


@pytest.mark.parametrize("text, said", [
    ("a hysterectomy years ago", ["a hysterectomy"]),
    ("her gallbladder was removed in 2010", ["my gallbladder out before"]),
    ("an earlier bowel resection", ["a bowel operation"]),
])
def test_an_operation_the_story_names_is_the_patients_history(text: str, said: list[str]) -> None:
    assert background_of(text).past_medical_history == said


@pytest.mark.parametrize("complaint, said", [
    ("Bloated and bringing up green fluid", "I'm bloated and I've been bringing up green fluid"),
    ("Feverish and coughing up green phlegm", "I'm feverish and I've been coughing up green phlegm"),
])
def test_a_state_and_a_doing_are_both_said_as_the_speakers(complaint: str, said: str) -> None:
    assert realise(complaint) == said


def test_a_toddler_who_drank_methadone_is_told_as_drinking_it_and_sleepier_since() -> None:
    assert background_of("Drank from a bottle of methadone").medications is None
    assert background_of("He takes methadone daily from the pharmacy").medications == ["methadone"]
    said = " ".join(_lines(episode(METHADONE, "ats"), "companion"))
    assert "drank from a bottle of methadone" in said and "sleepier" in said, said
    assert "on methadone" not in said and "not sure exactly what he took" not in said, said


@pytest.mark.parametrize("text", ["he has grown sleepier and sleepier since", "he drifts straight back to sleep"])
def test_a_child_growing_sleepier_is_heard(text: str) -> None:
    assert "confusion" in concepts(text)


def test_the_story_of_a_child_at_risk_is_told_in_the_childs_person() -> None:
    assert narrative_safeguarding(BRUISES.narrative) == (
        "I wouldn't say how I got them, and I flinched when I was touched, and the school has contacted child protection")
    assert narrative_safeguarding("A 4-year-old with a fever. Her mother is on the way.") == "my mother is on the way"
    assert narrative_safeguarding("A 30-year-old with a cough.") is None


def test_a_child_at_risk_is_asked_about_child_protection_never_when_the_bruises_started() -> None:
    artifact = episode(BRUISES, "ats")
    nurse, said = _lines(artifact, "nurse"), _lines(artifact, "companion")
    asked = next(index for index, line in enumerate(nurse) if "child protection" in line)
    assert read_as(nurse[asked]) == {"abuse"}
    assert "wouldn't say how he got them" in said[asked] and "contacted child protection" in said[asked], said[asked]
    assert not any("nobody's hurting" in line for line in said), said
    assert not any("When did this start" in line for line in nurse), nurse


def test_double_vision_told_is_not_asked_about_again() -> None:
    nurse = _lines(episode(VERTIGO, "esi"), "nurse")
    assert not any("vision been affected" in line for line in nurse), nurse


def test_an_adults_story_that_names_the_police_keeps_the_adults_own_answer() -> None:
    from triage_cases import ask
    adult = case("dv", 34, "F", "Assaulted by partner",
                 "A 34-year-old woman was punched in the face by her partner last night. Staff have called the police.", acuity=3)
    assert "punched" in ask(adult, "Do you feel safe at home?")
