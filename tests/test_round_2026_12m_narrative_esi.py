"""ESI by meaning (round 2026-12m narrative set, training; the sentences here are our own paraphrases, not the set's
rows): one's own tablets swallowed after a row, a faint that came while sprinting "without warning", dizziness with
double vision, and a practice that "cannot see her until next week"; with their near misses (tablets after breakfast,
a faint without chest pain, vertigo alone, a blind eye)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, esi, final_level  # noqa: E402


@pytest.mark.parametrize("sentence, concept", [
    ("I took my tablets after a big row with my boyfriend.", "overdose"),
    ("She swallowed all of her pills after an argument.", "overdose"),
    ("I take my tablets after argument.", "overdose"),  # said as a learner of English says it
    # "without warning" says how it happened; it denies nothing
    ("He collapsed without warning while sprinting for the line.", "exertional"),
    ("He collapsed without warning while sprinting for the line.", "syncope"),
])
def test_a_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("I took my tablets after breakfast as usual.", {"overdose"}),
    ("Her practice cannot see her until next week.", {"vision_loss"}),
    ("The clinic can't see him until tomorrow.", {"vision_loss"}),
    ("He fainted without any chest pain.", {"chest_pain"}),  # a real denial still denies
])
def test_what_is_no_such_finding(sentence, absent):
    assert not (concepts(sentence) & absent), (sentence, concepts(sentence))


def test_a_blind_eye_is_still_vision_loss():
    assert "vision_loss" in concepts("I can't see anything out of my left eye.")


@pytest.mark.parametrize("sentence", [
    "I swallowed my tablets after a fight with my mum.",
    "He collapsed without warning while running in the race.",
    "The room is spinning and I'm seeing double.",
])
def test_a_high_risk_situation_is_esi_2(sentence):
    assert esi(sentence, age=30) == 2, sentence


def test_vertigo_without_double_vision_is_not_esi_2():
    """The near miss: the room spinning with vomiting in a patient who sees single is an inner ear until shown else."""
    assert esi("The room is spinning and I've been sick twice.", age=45) > 2


def test_stitches_due_out_when_the_practice_is_booked_up_are_no_loss_of_sight():
    got, why = final_level(case("stitches", 30, "F", "stitches need to come out",
                                "A 30-year-old woman had four stitches put in a cut on her shin ten days ago while on "
                                "holiday, and her own practice cannot see her until next week. The wound is clean and "
                                "dry. Her vital signs are normal."), algorithm="esi")
    assert got >= 4 and "vision" not in why, why


def test_a_strapped_finger_is_no_trapped_patient():
    got, why = final_level(case("finger", 12, "M", "jammed finger",
                                "A 12-year-old boy jammed his finger catching a basketball an hour ago. His coach has "
                                "strapped it to the next finger. It is swollen at the middle joint and he can bend it "
                                "only partway. Pain 4/10.", pain=4, companion="coach"), algorithm="esi")
    assert got >= 4, why


# ------------------------------------------------------------------ second pass of the round

@pytest.mark.parametrize("sentence, concept", [
    ("It's a sharp pain in my chest when breathing in.", "pleuritic"),
    ("The pain catches him at the top of every deep breath.", "pleuritic"),
    ("I've got a headache and my whole family is unwell.", "household_illness"),
    ("The children have had headaches too.", "household_illness"),
])
def test_a_second_pass_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("He makes a harsh noise when breathing in.", {"pleuritic"}),  # a noise on the breath in is stridor, not pain
    # a temperature told with a normal reading is no fever
    ("She has been checking her temperature and the highest was 37.4 °C.", {"fever"}),
    ("The clinic told her to report any fever.", {"fever"}),  # an instruction, not a fever
])
def test_a_second_pass_near_miss_is_no_such_finding(sentence, absent):
    assert not (concepts(sentence) & absent), (sentence, concepts(sentence))


def test_a_high_temperature_is_still_a_fever():
    assert "fever" in concepts("Her temperature is 38.9 °C and her heart rate 96.")
    assert "fever" in concepts("He's had a high temperature since yesterday.")


def test_a_headache_the_household_shares_is_esi_2_and_a_shared_stomach_bug_is_not():
    """Carbon monoxide poisons everyone under one roof; a stomach bug going round the family is not a gas leak."""
    assert esi("I've got a headache and my whole family is unwell.", age=36) == 2
    assert esi("I've got diarrhoea and my whole family is unwell.", age=36) > 2


def test_pleuritic_chest_pain_in_a_young_well_adult_is_not_a_coronary_syndrome():
    assert esi("I've had a sharp pain in my chest for two days when breathing in.", age=26) > 2



def test_a_usual_oxygen_told_by_the_home_oximeter_is_a_baseline():
    """"His home oximeter always reads 88 to 90 %" is his usual level, as "his sats are usually 88-90 %" is."""
    from triagesim.clinical.presenting import usual_oxygen
    assert usual_oxygen("He says his home oximeter always reads 88 to 90 % on a good day.") == (88.0, 90.0)
    assert usual_oxygen("Her oximeter read 91 % at the GP.") is None  # a reading, not a usual level


@pytest.mark.parametrize("sentence", [
    "I've had pain in my right side for hours that comes in waves.",
    "The pain in his left side goes down into his groin.",
])
def test_side_pain_in_waves_or_into_the_groin_is_flank_pain(sentence):
    assert "flank_pain" in concepts(sentence), concepts(sentence)


def test_a_stitch_in_the_side_when_running_is_no_flank_pain():
    assert "flank_pain" not in concepts("I get a stitch in my side when I run.")
