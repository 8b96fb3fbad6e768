"""After the 2026-12p measurement (d8efe45; the sets are the next round's training): the presentations its misses and
the fourteenth read showed, by meaning, in our own words. A veiled intent and a hose kept ready for the car are
suicide with a plan (ESI 2); a resident who cannot be woken and grimaces only when a muscle is squeezed is
unresponsive (ESI 1); a house fire with stridor is an inhalation injury (ATS 1); a bite torn into a face is repaired
(ESI 3); a red-jelly stool, an erection for hours, a venomous snake, a fit timed at nine minutes, an allergy reaching
the throat are what they are. The near misses stay where they were."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, Vitals
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.sexes import apparent_sex

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, esi, final_level  # noqa: E402


@pytest.mark.parametrize(("text", "age", "level"), [
    ("I need to talk to someone before I do something.", 45, 2),
    ("He sat in the car all evening with a hosepipe in the boot, meaning to run it in through the window.", 45, 2),
    ("She could not be woken after lunch and only grimaces when the muscle above her collarbone is squeezed.", 86, 1),
    ("He was bitten on the cheek by his uncle's dog and there's a jagged cut through the skin.", 6, 3),
    ("She's been having screaming spells and pulling her knees up, and her nappy had poo like redcurrant jelly.", 0.9, 2),
    ("erection 5 hrs, very painful", 40, 2),
    ("bitten on the hand by a rattlesnake an hour ago, swelling up the arm", 40, 2),
    ("shaking all over 10 min and burning hot", 3, 1),
    ("peanut allergic, lips tingling, hives on chest, throat feels itchy", 19, 2),
    ("delivered 12 days ago, bleeding much heavier tonight, passing big clots", 29, 3),
    ("pulled out of a burning flat, hoarse voice", 40, 2),
])
def test_presentations_the_2026_12p_misses_showed(text, age, level):
    assert esi(text, age=age) == level


def test_a_house_fire_with_stridor_is_an_ats_1_inhalation_injury():
    fire = case("fire", 35, "M", "House fire, hoarse and noisy breathing",
                "A man was pulled out of a house fire ten minutes ago. His voice has gone hoarse and there is a "
                "high-pitched noise each time he breathes in. Respiratory rate 28, SpO2 91 %.",
                vitals=Vitals(resprate=28, o2sat=91))
    level, why = final_level(fire, "ats")
    assert level == 1, why


def test_agitation_no_one_can_talk_down_is_ats_2_and_anaphylaxis_after_adrenaline_too():
    agitated = case("mania", 34, "F", "Shouting and climbing on chairs",
                    "A woman who stopped her lithium is climbing onto the chairs in the waiting room, singing and "
                    "shouting, and she cannot be redirected. She has not threatened anyone. Vital signs are within normal limits.")
    assert final_level(agitated, "ats")[0] == 2
    reaction = case("peanut", 10, "M", "Allergic reaction, adrenaline given",
                    "A boy with a peanut allergy ate a muesli bar and came out in hives with swollen lips. His teacher "
                    "gave his adrenaline pen. He is now wheezy and short of breath and has vomited twice. Heart rate 130.",
                    vitals=Vitals(heartrate=130))
    assert final_level(reaction, "ats")[0] == 2


def test_the_near_misses_are_not_the_danger():
    assert "suicide_plan" not in concepts("I washed the car with the hosepipe this morning.")
    assert "suicidal" not in concepts("I wanted to see a doctor before I do something about this rash.")
    assert "unresponsive" not in concepts("She could be woken easily and chatted to us.")
    assert "postpartum" not in concepts("The courier delivered a parcel and I tripped over it.")
    assert "severe_agitation" not in concepts("The baby cannot be settled with a feed.")
    assert "smoke_exposure" not in concepts("I burnt my hand on the kitchen stove.")


@pytest.mark.parametrize(("complaint", "age", "sex"), [
    ("72F new head pain rt temple", 72, "F"),
    ("80M on digoxin, nausea", 80, "M"),
    ("45 yo woman, ankle sprain", 45, "F"),
])
def test_the_charts_age_and_sex_code_is_the_patients_and_never_said(complaint, age, sex):
    assert apparent_age(complaint) == age
    assert apparent_sex(complaint) == sex
    reply = ask(Case(case_id="code", chief_complaint=complaint, acuity=3), "What brought you in today?")
    assert f"{age}F" not in reply and f"{age}M" not in reply and "yo " not in reply, reply
