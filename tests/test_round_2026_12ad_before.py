"""Before the 2026-12ad sets were read, from the twenty-sixth read's missing questions and probe cases written here: a
birth weeks ago is told by the mother and never dates her complaint; a crash named by its kind is a road crash; a part
told with what it feels ("has a sore neck since") is where it hurts; a clot in the lung after a birth and a spinal cord
at risk after a crash are high risk; a breathless mother is asked about her calves, and a sore neck after an injury about
the arms and legs; "gave birth", "gave myself" and "after crash" are said in plain English."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.story import narrative_location
from triagesim.core import PatientBrief

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, esi, FLUENT as _FLUENT, row  # noqa: E402


def _nurse_lines(artifact: dict) -> list[str]:
    return [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]


def _patient_lines(artifact: dict) -> str:
    return " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse")


def test_a_birth_weeks_ago_is_told_by_the_mother_and_never_dates_her_complaint():
    story = "She had her baby two weeks ago and since this morning she feels short of breath."
    brief = PatientBrief.from_case(case("pp", 31, "F", "short of breath", story))
    assert brief.history.onset == "since this morning"
    assert "had my baby two weeks ago" in brief.chief_complaint
    reply = ask(case("pp", 31, "F", "short of breath", story), "What brings you in today?", _FLUENT)
    assert "I had my baby two weeks ago" in reply, reply
    assert "postpartum" in concepts(reply)


def test_a_complaint_that_names_the_birth_is_not_told_it_twice():
    story = "She had an emergency caesarean section ten days ago and her wound is now red and oozing."
    brief = PatientBrief.from_case(case("cs", 30, "F", "red wound after caesarean", story))
    assert brief.chief_complaint == "red wound after caesarean"


def test_a_breathless_mother_is_asked_about_her_calves_and_a_clot_is_high_risk():
    story = "She had her baby two weeks ago and since this morning she feels short of breath."
    artifact = episode(case("pp", 31, "F", "short of breath", story), "esi")
    assert any("calf" in line for line in _nurse_lines(artifact))
    assert esi("I had a baby ten days ago and suddenly I'm short of breath, and my calf is swollen") == 2
    assert esi("I'm 30 weeks pregnant and a bit breathless climbing the stairs") == 3  # no clot sign: the count decides


def test_a_crash_named_by_its_kind_or_its_occupant_is_a_road_crash():
    assert "road_crash" in concepts("He was the driver in a rear-end crash an hour ago")
    assert "road_crash" in concepts("she was a passenger in a low-speed crash")
    assert "road_crash" not in concepts("a crash of thunder woke him")


def test_a_sore_neck_after_a_crash_is_asked_about_the_arms_and_legs_and_tingling_is_a_cord_at_risk():
    story = "He was the driver in a rear-end crash an hour ago and now has pain in the back of his neck."
    artifact = episode(case("n", 45, "M", "neck pain after crash", story), "esi")
    assert any("numbness, tingling or weakness in your arms or legs" in line for line in _nurse_lines(artifact))
    assert esi("I was rear-ended, my neck hurts and I have tingling down my right arm") == 2


@pytest.mark.parametrize(("sentence", "where"), [
    ("She tripped on the rug at home and has a sore neck since.", "my neck"),
    ("He fell off a ladder and now has a painful wrist.", "my wrist"),
    ("She has a red, swollen left knee.", "my left knee"),
])
def test_a_part_told_with_what_it_feels_is_where_it_hurts(sentence, where):
    assert narrative_location(sentence) == where


def test_an_older_fall_with_a_sore_neck_is_told_as_pain_in_the_neck():
    story = "She tripped on the rug at home and has a sore neck since."
    reply = ask(case("f", 80, "F", "fall", story), "Where is the pain, and how bad is it from 0 to 10?", _FLUENT)
    assert "neck" in reply and "isn't any pain" not in reply, reply


def test_an_eye_that_hurts_him_to_move_is_heard():
    assert "orbital_cellulitis" in concepts("It hurts him to move the eye and he sees double")


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("gave birth 2 weeks ago", "I gave birth 2 weeks ago", "the gave"),
    ("gave myself too much insulin", "I gave myself too much insulin", "was given myself"),
    ("gave blood yesterday, dizzy", "I gave blood yesterday", "was given blood"),
    ("neck pain after crash", "after a crash", "after crash"),
])
def test_a_typed_doing_is_said_in_plain_english(complaint, said, never):
    reply = ask(row(complaint), "What brings you in today?", _FLUENT)
    assert said in reply and never not in reply, reply


def test_a_newborns_story_of_its_birth_is_no_mothers_complaint():
    story = "A 10-day-old boy is brought by his mother, who gave birth at home ten days ago. He is yellow and feeding poorly."
    assert PatientBrief.from_case(case("nb", 0.03, "M", "jaundice", story)).chief_complaint == "jaundice"
