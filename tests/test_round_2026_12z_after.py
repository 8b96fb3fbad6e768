"""After the 2026-12z measurement, bank 23 and the twenty-third read (training): what the misses taught, each said in our
own words, not the sets' rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.story import narrative_location

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts, esi, read_as, row, terse_reply  # noqa: E402


@pytest.mark.parametrize(("complaint", "years"), [
    ("girl 12y / ear pain", 12.0),
    ("gent 81y / fell in garden", 81.0),
    ("toddler 20mth / vomiting", 1.667),
    ("kid 5y / bead in ear", 5.0),
])
def test_an_age_typed_with_its_years_letter_after_the_person_is_the_patient_s(complaint, years):
    """"toddler 3y" had been read as no age at all: a toddler said "I'm 55" and a man of 88 was heard as 28."""
    assert apparent_age(complaint) == pytest.approx(years, abs=0.005)


def test_items_between_spaced_slashes_are_said_one_by_one():
    """"knee pain / limping / fever" was said whole, slashes and all: "I've got knee pain / limping / fever"."""
    items = patient_complaint("knee pain / limping / fever")
    assert len(items) == 3 and not any("/" in item for item in items), items


@pytest.mark.parametrize(("question", "topic"), [
    # what the nurse hands over or does first is no topic: the ice pack was heard as a treatment, the tissue as a bleed
    ("Ice pack on your knee, did somebody do this to you?", "abuse"),
    ("Blanket's here, when did the cough start?", "onset"),
    ("Pillow behind you, any chance you're pregnant?", "pregnancy"),
    ("Bear with me, any tablets to keep your blood from sticking?", "anticoagulants"),
    ("Out of interest, ever cut yourself on purpose before?", "self_harm"),
    # words of a region and of address
    ("Been in the ozzy before for your chest?", "history"),
    ("Any chance of a bairn on the way, pet?", "pregnancy"),
    ("What happened, my love, slip or trip?", "mechanism"),
    # a scale set out first, asked after as a place on it
    ("Nought means no pain and ten the worst. Where would you be?", "severity"),
    ("Taken the morning-after pill lately?", "pregnancy"),
    ("Snorted anything tonight?", "substance"),
])
def test_a_question_after_an_aside_or_in_a_region_s_words_is_understood(question, topic):
    assert topic in read_as(question), read_as(question)


def test_hay_fever_is_no_fever():
    assert "symptoms" not in read_as("Hay fever or any other allergies?")


def test_a_medicine_kept_with_him_is_his_regular_medicine_not_a_treatment():
    reply = terse_reply(row("Fall at home"), "What medicines has he got with him at the hotel?")
    assert "taken anything for it" not in reply, reply


def test_a_belly_pain_placed_low_on_one_side_is_told_where_it_is():
    """A torsion's "pain low on the right side of her tummy" was answered "It is hard to say exactly where"."""
    story = "A 15-year-old girl has had sudden pain low on the right side of her tummy since lunch and has vomited twice."
    assert narrative_location(story) == "the lower right side of my belly"


@pytest.mark.parametrize(("text", "concept"), [
    ("oven cleaner splash both eyes", "eye_chemical"),
    ("gone yellow down to his chest", "jaundice"),
    ("too sleepy to feed since this morning", "confusion"),
])
def test_a_meaning_in_a_chart_s_words_is_heard(text, concept):
    assert concept in concepts(text)


def test_soot_and_a_hoarse_voice_with_the_breathing_racing_is_resuscitation():
    """Smoke has reached the airway and the breathing is already failing (RR over the adult extreme line): ESI 1."""
    heard = "I was in a house fire, there's soot in my mouth and my voice is hoarse"
    assert esi(heard, resprate=32, o2sat=94) == 1
    assert esi(heard, resprate=18, o2sat=98) == 2


@pytest.mark.parametrize(("text", "concept"), [
    ("rottweiler bite to the calf", "animal_bite"),
    ("her belly is rock hard and she won't move", "rigid_abdomen"),
    ("he split his chin on the coffee table", "face_struck"),
    ("raisin up her left nostril", "nose_foreign_body"),
    ("my period is really heavy", "vaginal_bleeding"),
])
def test_more_meanings_in_everyday_words_are_heard(text, concept):
    assert concept in concepts(text)


def test_a_rigid_belly_is_high_risk_whatever_the_score():
    assert esi("I've had sudden pain in my upper belly and my belly is rock hard", pain=6) == 2


def test_fever_days_after_a_cancer_s_infusion_is_high_risk():
    """"breast ca / last infusion 8d / fever": chemotherapy's low white count (ESI 2), not a fever with labs (ESI 3)."""
    assert esi("I've got cancer, my last infusion was eight days ago; I've got a fever", temperature=101.4, heartrate=96) == 2


def test_a_deficit_that_came_and_went_is_said_as_one_clause_and_heard_as_a_tia():
    from triage_cases import ask  # noqa: PLC0415

    said = ask(row("right hand went numb/clumsy 20min / all better at triage"), "What brings you in today?")
    assert "and it's settled now" in said and "/" not in said, said
    assert "tia" in concepts(said.split(".")[0])


def test_a_newborn_too_sleepy_to_feed_is_not_feeding_okay():
    from triage_cases import ask  # noqa: PLC0415
    from triagesim.cases import Case  # noqa: PLC0415

    baby = Case(case_id="b", chief_complaint="newborn 10d / yellow down to belly / too sleepy to feed", acuity=2, companion="mum")
    assert "feeding okay" not in ask(baby, "How has she been feeding, and is she still having wet nappies?")
    assert "ten days old" in ask(baby, "How old is she?")


def test_the_last_period_and_the_chance_of_a_pregnancy_are_both_answered():
    from triage_cases import ask, case  # noqa: PLC0415

    woman = case("p", 25, "F", "Sudden pain low on the right", "A 25-year-old woman has sudden pain low on the right side of her tummy.")
    said = ask(woman, "When was your last period, and is there any chance you could be pregnant?")
    assert "last period" in said and "pregnant" in said, said


def test_a_newborn_too_sleepy_to_feed_with_mottled_feet_is_lethargy_not_resuscitation():
    """Poor perfusion with a clouded mind is ESI 1; a baby's sleepy feeds are lethargy (ESI 2), as the raters of
    2026-12v had it."""
    assert esi("She's too sleepy to feed and her feet are mottled", age=0.03) == 2


def test_a_young_teenager_is_not_screened_for_blood_thinners():
    """A 13-year-old thrown from a pony was asked about warfarin and apixaban (twenty-third read)."""
    from triage_cases import case, episode  # noqa: PLC0415

    rider = case("r", 13, "F", "Fell off a pony", "A 13-year-old girl was thrown from her pony and hit her forehead on a fence post.",
                 acuity=3)
    lines = [turn["text"] for turn in episode(rider, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert not any("blood thinner" in line for line in lines), lines


def test_done_my_back_in_is_said_as_a_person_says_it():
    from triage_cases import ask  # noqa: PLC0415

    said = ask(row("Done my back in"), "What brings you in today?")
    assert "I've done my back in" in said and "got done" not in said, said


def test_sudden_severe_pain_low_on_one_side_with_vomiting_is_a_possible_torsion():
    """A girl of 14 with sudden 9/10 pain "in the lower right side of my belly" and vomiting had been ESI 4."""
    heard = "I've got sudden pain, it's in the lower right side of my belly, and I've been vomiting. It's a 9 out of 10"
    assert esi(heard, age=14) == 2
    assert esi("I've got pain in the lower right side of my belly. It's a 4 out of 10", age=14) > 2


def test_a_pain_that_shot_through_the_chest_is_no_shooting_and_two_places_are_both_heard():
    from triagesim.clinical.story import narrative_mechanism  # noqa: PLC0415

    story = "A 60-year-old man was at his desk when a sudden tearing pain shot through his chest into his back."
    assert narrative_mechanism(story) is None  # never "I shot through my chest"
    assert {"tearing_pain", "chest_pain", "back_pain"} <= concepts("he's got tearing chest and back pain")


def test_pads_soaked_are_said_as_done():
    from triage_cases import ask  # noqa: PLC0415

    said = ask(row("heavy menses / 8 pads soaked"), "What brings you in today?")
    assert "soaked eight pads" in said and "got 8 pads" not in said, said


@pytest.mark.parametrize(("text", "concept"), [
    ("stung while picking up balls at a tennis lesson", "testicular"),
    ("muddled for a quarter of an hour afterwards", "confusion"),
])
def test_words_that_name_no_present_finding_are_not_heard_as_one(text, concept):
    assert concept not in concepts(text)


def test_a_household_electric_shock_in_a_well_patient_is_no_high_risk_mechanism():
    assert esi("I got an electric shock changing a light fitting, I feel fine now") > 2
