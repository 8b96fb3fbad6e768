"""ATS by meaning (round 2026-12n, training; the vignettes are our own paraphrases, not the set's rows): a child who
drifts off again after a head injury with vomiting is less responsive (ATS 2); the pain of a cold, pale limb is very
severe pain (ATS 2); blows aimed at staff now, or a threat to kill whoever comes near, are a severe behavioural
disturbance with an immediate threat of violence (ATS 1). The near misses: a speaker who drifts off the topic, a
frightened child kicking at a nurse, and a cold, pale limb that hardly hurts."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, final_level  # noqa: E402


def test_drifting_off_again_is_drowsiness_and_again_is_no_article():
    assert "confusion" in concepts("She opens her eyes when her mother speaks, then drifts off again.")
    assert "confusion" in concepts("He kept falling asleep in the car on the way in.")
    assert "confusion" not in concepts("He drifted off the topic twice.")


def test_a_drowsy_vomiting_toddler_after_a_fall_down_steps_is_ats_2():
    got, why = final_level(case(
        "steps", 2.5, "M", "Fall down steps, vomiting",
        "A 2-year-old boy fell down a flight of stone steps at a friend's house two hours ago. His mother says he has "
        "vomited twice and keeps falling asleep. He opens his eyes to her voice, then drifts off again, and there is a "
        "soft swelling above his left ear."))
    assert got == 2, why


def test_very_severe_pain_in_a_cold_pale_leg_is_ats_2_and_little_pain_is_not():
    story = ("A 74-year-old man with an irregular heartbeat has had a cold, white right foot for two hours, and his toes "
             "feel numb. No pulse can be felt in the right foot. {pain}")
    got, why = final_level(case("leg", 74, "M", "Cold painful foot", story.format(pain="He rates the pain 9/10."), pain=9))
    assert got == 2, why
    got, why = final_level(case("leg2", 74, "M", "Cold foot", story.format(pain="He rates the pain 2/10."), pain=2))
    assert got == 3, why


def test_blows_at_staff_and_a_threat_to_kill_whoever_comes_near_are_ats_1():
    assert "dangerous_violence" in concepts("He is kicking at staff and screaming.")
    assert "dangerous_violence" in concepts("She says she will kill anyone who comes near her.")
    assert "dangerous_violence" not in concepts("The toddler was kicking at the nurse during the blood test.")
    got, why = final_level(case(
        "ice", 31, "M", "Violent, stimulants",
        "A 31-year-old man is brought in by police after smashing a car windscreen. An officer says he has been using "
        "ice for two days without sleep. He is lashing out at the officers and slamming his head against the wall. "
        "Vital signs cannot be obtained safely."))
    assert got == 1, why
