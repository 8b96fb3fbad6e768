"""After the 2026-12aa measurement and the twenty-fourth read (training): what the misses taught, each said in our own
words, not the sets' rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.clinical import detect
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.lay import lay_for
from triagesim.clinical.story import narrative_intake, narrative_location, narrative_mechanism, narrative_onset

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, esi, final_level  # noqa: E402


# --- the chart as the patient says it -----------------------------------------------------------------------------

def test_a_plus_between_items_is_a_comma_only_where_nothing_else_joins_them():
    """"pain + fever + rash" had been said whole ("I have pain and fever and rash and ..."); beside dashes a plus joins
    the parts of one item ("eye red + sore - fever")."""
    assert patient_complaint("belly ache + fever + new rash") == ["belly ache", "fever", "new rash"]
    items = patient_complaint("ankle red + swollen - fever - no fall")
    assert items[0] == "ankle red and swollen" and len(items) == 3, items


@pytest.mark.parametrize(("complaint", "years"), [("7 yoa cough + fever", 7.0), ("Boy 5 yoa fell off swing", 5.0),
                                                  ("sore hip + 81 yoa", 81.0)])
def test_years_of_age_typed_yoa_is_the_patient_s_age(complaint, years):
    assert apparent_age(complaint) == pytest.approx(years)


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("tripped @ bus stop + grazed knee", "at bus stop", "@"),
    ("lymphoma pt + fever", "lymphoma", r"\bpt\b"),
    ("COPD flare + home O2 3L", "three litres of oxygen at home", "left"),
    ("LMP 9 wks + cramps", "my last period was 9 weeks ago", "LMP"),
    ("slurred speech + onset 30 mins", "it started 30 minutes ago", "onset"),
    ("34 wks gest + contractions", "I'm 34 weeks pregnant", "gest"),
    ("molar pulled yesterday + still bleeding", "I had a molar pulled", "I've got"),
    ("old appendix surgery + belly pain", "I've had appendix surgery before", "old"),
    ("shoulder out + 2nd dislocation", "second time it's come out", "2nd"),
    ("gashed shin + bled lots", "it bled a lot", "lots"),
    ("ankle twisted + walks ok", "I can walk okay", "walks"),
    ("hypo + insulin user", "I use insulin", "user"),
    ("gallstones known + belly pain", "I've got gallstones", "known"),
    ("testicle ache + gradual", "it came on gradually", "I'm gradual"),
    ("toddler wheezy + mild retractions", "a bit short of breath", "retraction"),
    ("Car rolled in field + neck sore", "my car rolled over", "Car"),
    ("MVC + restrained + chest sore", "I had my seatbelt on", "I was restrained"),
    ("Cast rt forearm put on yesterday + fingers numb", "I had a cast put on my right forearm", "cast right forearm"),
    ("fingers cold + pain off scale", "my fingers are cold", "off scale"),
])
def test_chart_items_are_said_as_a_person_says_them(complaint, said, unsaid):
    import re

    spoken = ", ".join(patient_complaint(complaint))
    assert said in spoken and not re.search(unsaid, spoken), spoken


def test_a_rectal_temperature_with_its_number_is_still_a_temperature():
    """"rectal temp 100.9" had been said "he's rectal temp": the reading left, the fever lost with it."""
    assert "a high temperature" in patient_complaint("newborn + rectal temp 101.2 + sleepy")


# --- knowledge ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "concept"), [
    ("my sodium is 119", "electrolyte"),
    ("I've got osteoporosis and my back went", "brittle_bones"),
    ("a headache since the epidural for the birth", "dural_puncture"),
    ("my ute flipped over on the track", "high_risk_mechanism"),
    ("boiling noodles spilled on a child", "burn"),
    ("blisters over about four times the size of his hand", "moderate_burn"),
    ("a squeaky noise with every breath", "stridor"),
    ("bitten on the thumb by a big black spider in the shed", "envenomation"),
    ("she was coaxed down from the ledge of the car park roof", "suicide_plan"),
    ("he says he would try again", "suicide_plan"),
    ("a loud scratching in her left ear", "ear_foreign_body"),
    ("I cracked a back tooth on a nut", "broken_tooth"),
    ("I came off my scooter onto my wrist", "trauma"),
])
def test_what_the_new_sets_taught_is_heard(text, concept):
    assert concept in concepts(text), concepts(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("I've run out of my epilepsy tablets", "seizure"),
    ("soap squirted in her eye", "eye_chemical"),
    ("a loud scratching in her left ear", "palpitations"),
    ("blisters over about four times the size of his hand", "rash"),
    ("a squeaky noise with every breath", "pleuritic"),
])
def test_what_it_is_not(text, concept):
    assert concept not in concepts(text), concepts(text)


def test_not_knowing_whether_one_wants_to_die_is_no_denial():
    """"she does not know whether she still wants to die" had been heard as denied: a companion then said "no thoughts
    of ending her life"."""
    hits = [hit for hit in detect("he doesn't know whether he still wants to die") if hit.concept == "suicidal"]
    assert hits and hits[0].status == "uncertain"


def test_a_broken_tooth_alone_is_minor():
    assert esi("I broke a tooth on a hard sweet and it's sensitive") == 5


def test_a_cast_with_numb_cold_toes_is_a_possible_compartment_syndrome():
    assert esi("I had a cast put on my left leg two days ago, my toes are cold and I've got numbness", pain=9) == 2


def test_preterm_labour_typed_as_weeks_of_gestation_is_heard():
    said = ", ".join(patient_complaint("30 wks gest + contractions every 4 mins"))
    assert esi(said, age=29) == 2, said


def test_a_low_sodium_is_worked_up():
    assert esi("the clinic phoned, my sodium is 121 and I'm unsteady", age=70) <= 3


def test_thin_bones_and_a_back_that_went_lifting_are_filmed():
    assert esi("I've got osteoporosis and sudden back pain lifting a box, it's an 8 out of 10", age=70) <= 3


def test_a_headache_after_an_epidural_is_worked_up():
    assert esi("my headache is worse sitting up and I had an epidural for the birth", age=30) == 3


def test_a_slow_swollen_testicle_with_stinging_urine_is_no_torsion_on_either_scale():
    story = ("A 45-year-old man has had a slowly swelling, tender left testicle over four days and stinging when he passes "
             "urine. He is walking comfortably and has not vomited. Vital signs are within normal limits. Pain is 4/10.")
    level, explanation = final_level(case("t", 45, "M", "Swollen testicle for days", story), "ats")
    assert level >= 3, explanation


# --- the story as the patient tells it ------------------------------------------------------------------------------

@pytest.mark.parametrize(("story", "onset"), [
    ("A toddler with a runny nose for three days woke with a barking cough.", "this morning, first thing"),
    ("A boy with a cold for two days had a fit at home this afternoon.", "this afternoon"),
    ("A man has been taking naproxen for a bad hip for a month and has passed black stools since last night.", "since last night"),
])
def test_the_onset_is_the_problem_s_not_the_illness_before_it(story, onset):
    assert narrative_onset(story) == onset


def test_a_sudden_pain_is_not_dated_by_a_medicine_stopped_weeks_ago():
    assert narrative_onset("A woman who stopped her apixaban three weeks ago has sudden severe belly pain.") is None


def test_the_site_is_where_the_cut_is_and_not_an_old_one():
    assert narrative_location("A plate broke in her hand and cut the back of her right wrist.") == "on the back of my right wrist"
    assert narrative_location("He took tablets tonight. His mother says he has cut his legs in the past.") is None


@pytest.mark.parametrize(("story", "said"), [
    ("She has taken only half of every bottle since yesterday.", "half my usual feeds"),
    ("He has not had a wet nappy since this morning.", "there haven't been any wet nappies"),
])
def test_a_baby_s_feeds_and_nappies_are_said_as_the_story_says(story, said):
    assert said in (narrative_intake(story, baby=True) or "")


@pytest.mark.parametrize(("story", "said", "unsaid"), [
    ("A woman was struck on the back of the head by a box that fell from a top shelf.", "I was struck", "I fell"),
    ("A man slipped on a wet step and banged his forehead on the rail.", "banged my forehead", None),
])
def test_how_it_happened_is_told_whole(story, said, unsaid):
    told = narrative_mechanism(story) or ""
    assert said in told and (unsaid is None or unsaid not in told), told


def test_a_knocked_forehead_is_never_a_split_chin():
    """The twenty-third round's stock line for a blow to the face put "he split his chin open" into every bumped brow."""
    assert lay_for("face_struck") is None


@pytest.mark.parametrize(("concept", "sentence", "said"), [
    ("tearing_pain", "a tearing pain low in her back and belly", "my back and my belly"),
    ("envenomation", "bitten by a redback on the hand", "black spider"),
    ("lump", "a bruised lump above his eyebrow", "I've got a lump"),  # its size as the story gives it (2026-12ab: never "big")
])
def test_lay_words_follow_the_case(concept, sentence, said):
    assert said in lay_for(concept).said_for(sentence)  # type: ignore[union-attr]


def test_a_wound_that_bled_a_lot_is_told():
    assert "blood_loss" in concepts(lay_for("blood_loss").say)  # type: ignore[union-attr]


# --- the twenty-fourth read, second pass ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "concept"), [
    ("her hands are cool with a slow refill", "refill"),
    ("he was told at discharge to come back for a wound check", "discharge"),
    ("she has been quiet and withdrawn since the party", "withdrawal"),
    ("the skin is pulling in below his ribs", "rib_injury"),
])
def test_words_that_name_something_else_are_not_heard_as_a_finding(text, concept):
    assert concept not in concepts(text), concepts(text)


def test_the_clinic_that_checks_a_thinner_is_no_second_thinner():
    from triagesim.clinical.background import background_of

    said = background_of("She takes warfarin. Her INR at the anticoagulation clinic was high last week.").medications
    assert said == ["warfarin"], said


def test_a_sexual_assault_told_later_is_dated_by_when_it_happened_and_said_as_done_to_her():
    story = "A girl told her teacher this morning that she was sexually assaulted at a sleepover last night."
    assert narrative_onset(story) == "last night"
    assert (narrative_mechanism(story) or "").startswith("I was sexually assaulted")


def test_mottled_legs_are_said_as_mottled_legs():
    said = lay_for("poor_perfusion").said_for("she is mottled on the legs")  # type: ignore[union-attr]
    assert "mottled" in said and "grey" not in said and "cold" not in said, said


def _plan_after(text: str, age: float = 40) -> list[str]:
    from triage_cases import nurse_after

    nurse = nurse_after(text, age)
    nurse._make_plan()
    return nurse.plan


def test_a_head_injury_is_asked_about_blood_thinners_second():
    plan = _plan_after("I tripped and hit my head on the door frame, I've got a lump on my forehead", age=80)
    assert "anticoagulants" in plan[:2], plan


@pytest.mark.parametrize(("text", "question"), [
    ("he's been hearing voices and thinks the neighbours read his thoughts", "psychosis_harm"),
    ("my tooth is throbbing and my cheek has started to swell", "tooth_swelling"),
])
def test_the_complaint_s_own_question_is_planned(text, question):
    assert question in _plan_after(text), _plan_after(text)


@pytest.mark.parametrize(("complaint", "site"), [
    ("kid's fingernail scratched my right eye + eye pain", "right eye"),
    ("hernia won't go back in + sore", None),
])
def test_the_pain_is_where_it_hurts_not_what_did_it(complaint, site):
    from triage_cases import ask, row

    said = ask(row(complaint), "Where is the pain?")
    assert "fingernail" not in said and "my back" not in said, said
    if site:
        assert site in said, said


def test_limp_beside_a_drowning_is_floppy_and_beside_a_fever_a_limp():
    assert "floppy" in patient_complaint("toddler pulled from pond + limp + gasping")
    assert "limp" in patient_complaint("limp, fever, sore hip")


def test_the_onset_of_a_spreading_redness_is_not_the_crack_it_came_in_by():
    story = "A man noticed a small blister on his heel four days ago, and since this morning his ankle has become red and hot."
    assert narrative_onset(story) == "since this morning"


def test_a_course_s_next_dose_is_no_dose_taken_twice():
    """"took her second dose of amoxicillin" had been heard as a dose taken twice: "I took my dose twice by mistake"."""
    assert "double_dose" not in concepts("she took her second dose of amoxicillin this morning")
    assert "double_dose" in concepts("he took a second dose of his insulin by mistake")
    assert "double_dose" in concepts("she took her second dose by mistake an hour after the first")
