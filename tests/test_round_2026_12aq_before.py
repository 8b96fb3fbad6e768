"""Before the 2026-12aq sets were read, from the thirty-ninth independent read (the 2026-12ap transcripts, training data
by then): the questions a triage nurse asks because of the complaint. A faint during exercise is asked about sudden deaths
in the family, a thunderclap headache about a blackout and the signs of a bleed, a breathless failing heart about lying
flat; and each answer is what the story says, never a death, a pillow or a blow the case does not give."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.family_history import narrative_family_history

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, read_as  # noqa: E402

FAMILY = "Has anyone in your family died suddenly at a young age, or had heart problems young?"
PILLOWS = "Is your breathing worse when you lie flat, or have you needed more pillows at night?"

SPRINT = case("sprint", 17, "M", "Collapsed during a basketball sprint",
              "A 17-year-old boy collapsed mid-sprint at basketball practice and was out for about thirty seconds. He came "
              "round quickly and has no chest pain now. His vital signs are within normal limits.", acuity=2)
SPRINT_UNCLE = case("uncle", 17, "M", "Collapsed during a basketball sprint",
                    "A 17-year-old boy collapsed mid-sprint at basketball practice and was out for about thirty seconds. His "
                    "uncle died suddenly at 34. His vital signs are within normal limits.", acuity=2)
YOGA = case("yoga", 47, "F", "Worst headache of her life at yoga",
            "A 47-year-old woman was holding a headstand in a yoga class when a sudden, explosive pain struck the back of her "
            "head. She describes it as the worst headache of her life, at full strength within seconds, and she has vomited "
            "twice. She is alert and moves all her limbs normally.", acuity=2)
PILLOWED = case("pillows", 67, "F", "More breathless, with swollen ankles",
                "A 67-year-old woman with heart failure usually walks to her letterbox without stopping, but for three days "
                "she has had to rest halfway. Her ankles are puffy and she now sleeps propped on four pillows.", acuity=3)


@pytest.mark.parametrize("story, said", [
    ("His uncle died suddenly at 34.", "my uncle died suddenly at 34"),
    ("Her older brother died suddenly in his sleep aged 22.", "my older brother died suddenly"),
    ("There is a family history of sudden cardiac death.", "there's sudden cardiac death in my family"),
    ("There is no family history of heart disease.", "no, nobody in my family has died suddenly or young that I know of"),
    ("He fainted at the finish line.", None),
])
def test_the_family_history_is_told_as_the_story_tells_it(story: str, said: str | None) -> None:
    assert narrative_family_history(story) == said


def test_a_faint_during_exercise_is_asked_about_sudden_deaths_in_the_family() -> None:
    lines = [turn["text"] for turn in episode(SPRINT, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert any("family" in line and "died suddenly" in line for line in lines), lines


@pytest.mark.parametrize("question", [
    FAMILY,
    "Has anyone in your family died suddenly, or young, from a heart problem?",
    "Some heart conditions run in families, so I need to ask. Has anyone in your family died suddenly or young?",
    "Does anything run in the family, like heart problems?",
])
def test_the_family_question_is_the_familys_not_the_patients_onset_or_age(question: str) -> None:
    assert read_as(question) == {"history"}
    assert ask(SPRINT, question) == "No, not that I know of."
    assert ask(SPRINT_UNCLE, question) == "Yes, my uncle died suddenly at 34."


@pytest.mark.parametrize("question, topic", [("Is anyone in your family beating or punching you?", "abuse"),
                                             ("Is there anything your family doctor is following you for?", "history")])
def test_a_family_named_otherwise_is_no_family_history(question: str, topic: str) -> None:
    assert topic in read_as(question)
    assert not ask(SPRINT_UNCLE, question).startswith("Yes, my uncle")


def test_a_pain_that_struck_the_head_is_no_blow_and_the_bleeds_signs_are_asked() -> None:
    assert "head_injury" not in concepts("a sudden, explosive pain struck the back of her head")
    assert "head_injury" in concepts("she was struck on the back of her head")
    transcript = episode(YOGA, "ats")["transcript"]
    said = " ".join(turn["text"] for turn in transcript if turn["speaker"] == "patient")
    asked = " ".join(turn["text"] for turn in transcript if turn["speaker"] == "nurse")
    assert "hit my head" not in said
    assert "stiff neck" in asked and "black out" in asked, asked


@pytest.mark.parametrize("text", ["she now sleeps propped on four pillows", "he has been sleeping in the armchair",
                                  "I can't lie flat at night", "I've had to sleep propped up on pillows"])
def test_lying_flat_is_heard_as_fluid_building_up(text: str) -> None:
    assert "fluid_overload" in concepts(text)


def test_the_pillows_are_told_as_the_story_tells_them_and_never_invented() -> None:
    assert "propped up on pillows" in ask(PILLOWED, PILLOWS)
    assert "put on weight" not in ask(PILLOWED, PILLOWS)
    assert ask(YOGA, PILLOWS).startswith("No")


@pytest.mark.parametrize("text, injured", [("my ankles are swollen", False), ("swollen ankles", False),
                                           ("swollen ankle after twisting it", True), ("sore ankles", True)])
def test_both_ankles_swollen_are_fluid_not_an_injury(text: str, injured: bool) -> None:
    assert ("limb_injury" in concepts(text)) is injured


FISH_BONE = case("bone", 52, "F", "Fish bone stuck in my throat",
                 "A 52-year-old woman felt a sharp scratch in her throat while eating grilled mackerel at lunch, and something "
                 "still seems stuck on the right side whenever she swallows. She points to a spot just above her collarbone. "
                 "Her vital signs are within normal limits.", acuity=4)


def test_a_bone_in_the_throat_is_asked_about_saliva_and_no_rash_or_needle_is_told() -> None:
    transcript = episode(FISH_BONE, "esi")["transcript"]
    asked = " ".join(turn["text"] for turn in transcript if turn["speaker"] == "nurse")
    said = " ".join(turn["text"] for turn in transcript if turn["speaker"] == "patient")
    assert "saliva" in asked, asked
    assert "rash" not in said, said
    assert "rash" not in concepts("She points to a spot just above her collarbone.")
    assert "rash" in concepts("a spot on her arm")
    from triagesim.core import PatientBrief
    assert PatientBrief.from_case(FISH_BONE).needle_source is None  # "a sharp scratch" is no sharps injury
