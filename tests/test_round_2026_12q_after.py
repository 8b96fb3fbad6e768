"""After the 2026-12q measurement (4e02153; the sets are the next round's training): its misses by meaning, in our own
words. A toddler into someone's tablets, a fingertip taken by a saw, urine like cola after a workout, a jaw whose teeth
no longer meet, a head knock at 80, "only moves to pain", a goodbye message; and what is no danger: a young adult's chest
pain eased by leaning forward (worked up, not an infarct), a course begun for an infection, a medicine stopped, a tick
pulled off the belly, eyes that are "tearing". The patient says a typist's blows, times and comparisons as English."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.concepts import detect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, concepts, esi, row  # noqa: E402


@pytest.mark.parametrize(("text", "age", "level"), [
    ("toddler found with nan's tablet box open, might have eaten some of her heart pills", 2, 2),
    ("circular saw took the tip of my right thumb, the piece is in a bag on ice", 50, 2),
    ("after a spin marathon my legs are rock hard and my pee looks like coke", 25, 3),
    ("got punched, my teeth don't line up and I can't bite together", 30, 3),
    ("tripped at home and hit my forehead on the table, bump there, not on blood thinners", 80, 3),
    ("found on the floor, only moves to pain, sugar 1.8", 60, 1),
    ("she posted a goodbye message to her friends tonight", 16, 2),
    ("sharp chest pain eased by leaning forward, worse lying back, had flu last week", 24, 3),
])
def test_presentations_the_2026_12q_misses_showed(text, age, level):
    assert esi(text, age=age) == level


def test_what_is_no_danger_is_not_heard_as_one():
    hits = {hit.concept: hit.status for hit in detect("I started penicillin for a chest infection and came out in hives")}
    assert hits.get("chest_infection") == "baseline" and hits.get("hives") == "present"
    assert {hit.concept: hit.status for hit in detect("she stopped her rivaroxaban last week")}["anticoagulant"] == "negated"
    assert {hit.concept: hit.status for hit in detect("I was given ibuprofen for the pain in my back")}["back_pain"] == "present"
    assert "abdominal_pain" not in concepts("I pulled a tick off my belly a week ago")
    assert "tearing_pain" not in concepts("my eye is scratchy and it is tearing")
    assert "tearing_pain" in concepts("the pain feels like tearing, right through to my back")
    assert "dental" not in concepts("my warfarin was stopped for a dental procedure")
    assert apparent_age("breastfeeding, 2 wks postpartum, breast red and sore") is None
    assert apparent_age("breastfeeding poorly, 5 days old") is not None


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("hit forehead on cupboard door, bump", "I hit my forehead on", "I was hit forehead"),
    ("punched R cheek outside a pub", "I was punched in my right cheek", "I punched my"),
    ("fainted at a bus stop, out seconds", "I was out for a few seconds", "I've got out"),
    ("last drink 2 days ago, shaky", "my last drink was 2 days ago", "are ago"),
    ("heart racing on and off since lunch", "my heart is racing at times", "it happened off"),
    ("\"like a brick on my chest\"", "it feels like a brick on my chest", "I've got like"),
])
def test_a_typists_blow_time_or_comparison_is_said_as_english(complaint, said, never):
    reply = ask(row(complaint, sex="M"), "What brought you in today?")
    assert said.lower() in reply.lower(), reply
    assert never.lower() not in reply.lower(), reply


def test_a_toddler_who_did_it_is_not_the_speaker():
    reply = ask(row("toddler scratched her in the eye, watering", sex="M"), "What brought you in today?")
    assert "a toddler scratched me in the eye" in reply.lower(), reply


def test_a_blood_too_thin_that_bleeds_is_reversed_and_gums_that_bleed_are_no_toothache():
    """A guard the 2026-12q work broke and mended (2026-12o o-nesi-027's shape, in our words): warfarin, a level of 8 at
    the chemist, gums that bleed at brushing: the level and vitamin K by injection (ESI 3 at least), never "I've got
    toothache"."""
    assert esi("on warfarin, the chemist said my INR is 8, my gums bleed when I brush my teeth", age=70) <= 3  # never 4
    assert "dental" not in concepts("her gums bled when she brushed her teeth")
    assert "bleeding" in concepts("her gums bled when she brushed her teeth")
    assert "dental" in concepts("my tooth is killing me")


def test_a_bleed_from_inside_is_not_pressed_on_and_spots_before_the_eyes_are_no_place():
    """My own read of the final transcripts: "I'm pressing firmly on the wound" was said to a woman bleeding heavily at
    nine weeks pregnant, and "it's in her eyes" of a woman who had seen spots before her eyes."""
    from triagesim import RunnerConfig, TriageRunner
    from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
    from triagesim.clinical.story import narrative_location

    from triage_cases import case

    bleed = case("bleed", 30, "F", "Heavy bleeding at 9 weeks pregnant, dizzy",
                 "A woman nine weeks pregnant has soaked four pads in an hour with clots and feels dizzy and faint. "
                 "She is pale and clammy. Heart rate 118, blood pressure 94/60.")
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0, algorithm="esi"), extractor=RuleBasedExtractor())
    lines = [line["text"] for line in runner.run(bleed)["transcript"] if line["speaker"] == "nurse"]
    assert not any("pressing firmly on the wound" in line for line in lines), lines
    assert narrative_location("She had a severe headache and spots before her eyes since lunchtime.") is None
    assert narrative_location("She has a severe headache at the back of her head.") is not None


def test_an_account_that_fits_is_no_fit_and_a_part_said_fine_is_no_place():
    from triagesim.clinical.story import narrative_location

    assert "seizure" not in concepts("the account of the injury fits what the nurse sees")
    assert "seizure" in concepts("he has had two fits today")
    assert narrative_location("Her lips, tongue and throat are not swollen, and she has an itchy rash.") is None
    reply = ask(Case(case_id="jaundice", chief_complaint="Still yellow at three weeks", age=0.058, sex="F", acuity=4),
                "What's brought her in today?")
    assert "still yellow" in reply and "the still" not in reply, reply
