"""After the 2026-12u measurement and the eighteenth read (training): what the misses taught, each said in our own
words, not the sets' rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases.models import Vitals
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.story import narrative_onset

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, esi, final_level, row  # noqa: E402


@pytest.mark.parametrize(("text", "concept"), [
    ("she has been thinking of ending it", "suicidal"),
    ("he keeps having thoughts of not wanting to be alive", "suicidal"),
    ("he has decided to hang himself in the garage", "suicide_plan"),
    ("she wrote letters to her kids and loaded the shotgun", "suicide_plan"),
    ("he thinks the people upstairs are poisoning his food", "paranoia"),
    ("says he will make his boss pay with a crowbar", "homicidal"),
    ("lips and tongue enormous", "angioedema"),
    ("missed three dialysis sessions", "missed_dialysis"),
    ("potassium 7.2 on the clinic bloods", "electrolyte"),
    ("went down mid-match", "exertional"),
    # a fingertip off is the fingertip's entry since 2026-12as (a repair and a hand surgeon, ESI 3), not a digit to replant
    ("the tip of her ring finger is off", "partial_fingertip"),
    ("his nose hairs are singed", "inhalation_signs"),
    ("a flash of flame caught her face", "burn"),
    ("hot fat spattered onto his hand", "burn"),
    ("cracking her head on the kerb", "head_injury"),
    ("landed on the crown of his head", "high_risk_mechanism"),
])
def test_a_meaning_in_everyday_words_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("she is thinking of ending her lease", "suicidal"),
    ("a blood blister under the thumbnail", "rash"),
    ("she slept through her last feed", "unresponsive"),
    ("K 4.1, sodium normal", "electrolyte"),
])
def test_words_are_not_heard_against_their_meaning(text, absent):
    assert absent not in concepts(text)


def test_a_tonsil_bleed_is_heard_from_the_operation_and_the_blood_typed_apart():
    assert esi("had my tonsils out last week, spitting bright red blood") == 2


def test_a_missed_run_of_dialysis_with_a_high_potassium_is_urgent():
    assert esi("kidney failure, missed 2 dialysis sessions, legs weak, potassium 7.1") == 2


def test_a_sharp_edge_held_to_the_throat_threatening_anyone_near_is_ats_1():
    story = ("A 30-year-old man in the waiting room holds a broken bottle to his own neck. He is shouting that he will cut "
             "anyone who comes near him. Security are at the door.")
    level, _ = final_level(case("u-shard", 30, "M", "Threatening with a broken bottle", story), "ats")
    assert level == 1


def test_a_bleed_days_after_a_birth_with_a_fast_pulse_is_ats_2_and_its_onset_is_the_bleed_s():
    story = ("A 29-year-old woman had her baby at home with a midwife five days ago and has soaked three pads in the last "
             "hour. Her partner says she almost fainted getting up. Heart rate 124, blood pressure 94/58.")
    assert narrative_onset(story) == "in the last hour"
    vitals = Vitals(heartrate=124, sbp=94, dbp=58, o2sat=98, resprate=20, temperature=98.6)
    level, _ = final_level(case("u-pph", 29, "F", "Bleeding after a home birth", story, vitals=vitals), "ats")
    assert level == 2


def test_a_child_who_does_not_use_speech_is_not_said_to_say_it_hurts():
    story = ("A 9-year-old girl who is non-verbal trapped her thumb in a car door. Her carer says she cried and has "
             "been holding her hand since. The thumb is swollen.")
    reply = ask(case("u-nonverbal", 9, "F", "Thumb caught in a car door", story, companion="carer"),
                "Does she seem to be in any pain? Where, and how bad, 0 to 10?")
    assert "says it hurts" not in reply and "doesn't use words" in reply, reply


def test_an_interpreter_says_whom_they_speak_for_and_never_speaks_as_the_parent():
    story = "A 4-year-old boy has had a fever and a rash since yesterday. His father speaks Tigrinya; an interpreter is on the phone."
    reply = ask(case("u-interp", 4, "M", "Fever and rash", story, companion="Tigrinya interpreter (for his father)"),
                "What's brought him in today?")
    assert reply.startswith("I'm the interpreter for his dad, who says ") and "I'm his dad" not in reply, reply


def test_an_age_typed_as_an_item_is_the_patient_s():
    assert apparent_age("wrist injury, age 71") == 71 and apparent_age("stage 4 lung cancer") is None


def test_a_relative_who_reports_the_complaint_is_the_one_who_speaks_it():
    reply = ask(row("son reports not himself 3 days, afebrile at home", sex="M"), "What brought you in today?")
    assert reply.startswith("I'm his son") and "reports" not in reply and "afebrile" not in reply, reply


def test_what_was_swallowed_is_said_even_without_a_count():
    story = "A 2-year-old boy swallowed some of his grandmother's heart tablets about 40 minutes ago. He seems well."
    reply = ask(case("u-ingest", 2, "M", "Swallowed heart tablets", story, companion="grandmother"),
                "Do you know exactly what he took, how much of it, and roughly what time?")
    assert "heart tablets" in reply and "not sure exactly what" not in reply, reply
