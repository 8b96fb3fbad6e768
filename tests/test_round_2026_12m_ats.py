"""ATS by meaning (round 2026-12m, training; the vignettes here are our own paraphrases, not the set's rows): a weapon
told with a word before it ("a broken bottle") or already swung at someone, swollen lips or tongue that are closing the
airway (stridor or low oxygen), noisy breathing after choking on an object, a small object said to be breathed in, a
cyclist knocked off by a car, a shadow coming over part of the sight, dizziness with double vision, and a skin infection
spreading in a well patient; and the words that are no such finding (a bottle of water, a swing at a wall, smoke
breathed in, a fall off a bike, a shadow on an X-ray, a croup's soft stridor, swollen lips with a clear airway)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, final_level  # noqa: E402


@pytest.mark.parametrize("sentence, concept", [
    # a weapon held against people, told with a word before it, or a blow already swung
    ("He keeps threatening people with a broken bottle.", "dangerous_violence"),
    ("She was coming at the staff with a kitchen knife.", "dangerous_violence"),
    ("He swung a chair at a nurse.", "dangerous_violence"),
    ("He swung it at a woman in the queue.", "dangerous_violence"),
    # a small object breathed in, said as such
    ("Her dad thinks she may have inhaled a small bead.", "inhaled_object"),
    ("He possibly breathed in a piece of a toy.", "inhaled_object"),
    # a cyclist knocked down by a car, or thrown over the bars onto the road
    ("I was knocked off my bike by a taxi.", "high_risk_mechanism"),
    ("He was thrown over the handlebars onto the road.", "high_risk_mechanism"),
    # a shadow coming over part of the sight
    ("There's a dark shadow coming down over my vision.", "field_shadow"),
    ("She says there's a shadow across the top of her sight.", "field_shadow"),
    # double vision, however told
    ("He's seeing double since this morning.", "double_vision"),
    ("I saw two of everything on the telly.", "double_vision"),
])
def test_a_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("He's been threatening to leave with his bottle of water.", {"dangerous_violence"}),
    ("He swung at the wall in frustration.", {"dangerous_violence"}),  # no person in the way
    ("He inhaled a lot of smoke from the barbecue.", {"inhaled_object"}),
    ("She inhaled her puffer twice before coming in.", {"inhaled_object"}),
    ("He fell off his bike onto the path.", {"high_risk_mechanism"}),  # a fall from a bike is no car hitting it
    ("The teacher has strapped it to the next finger.", {"high_risk_mechanism"}),  # "strapped" holds "trapped"
    ("The doctor said there's a shadow on my chest X-ray.", {"field_shadow"}),
    ("I double-checked my tablets this morning.", {"double_vision"}),
])
def test_what_is_no_such_finding(sentence, absent):
    assert not (concepts(sentence) & absent), (sentence, concepts(sentence))


@pytest.mark.parametrize("case", [
    case("bottle", 30, "M", "threatening people with a bottle",
         "A 30-year-old man has broken a bottle in the waiting room and is holding the jagged neck out at other "
         "patients. A security guard says he already swung it at a man near the door and will not be talked down. "
         "Vital signs cannot be taken safely.", companion="security officer"),
    case("tongue", 58, "F", "swollen tongue, noisy breathing",
         "A 58-year-old woman on an ACE inhibitor has had her tongue swell over the last hour. She makes a harsh noise "
         "breathing in and cannot swallow her spit, which she catches in a tissue. No rash, no itch. Respiratory rate "
         "28, SpO2 90 %, heart rate 110.", vitals={"resprate": 28, "o2sat": 90, "heartrate": 110}),
])
def test_danger_now_is_ats_1(case):
    got, why = final_level(case)
    assert got == 1, why


def test_swollen_lips_with_a_clear_airway_and_good_oxygen_are_not_ats_1():
    """The near miss of the closing tongue: lips puffed up after a nut, breathing quietly, SpO2 98 %."""
    got, why = final_level(case("lips", 25, "F", "swollen lips",
                                "A 25-year-old woman's lips puffed up after she ate a cake with nuts in it half an hour "
                                "ago. She is breathing quietly, talking normally and swallowing fine. SpO2 98 %, heart "
                                "rate 84.", vitals={"o2sat": 98, "heartrate": 84}))
    assert got >= 2, why


def test_noisy_breathing_after_choking_on_food_is_ats_2():
    got, why = final_level(case("grape", 2, "F", "choked on a grape",
                                "A 2-year-old girl choked on a grape at lunch an hour ago and her mother says she has had "
                                "a soft stridor ever since, louder when she cries. She is alert on her mother's lap. "
                                "Respiratory rate 34, SpO2 94 %.", vitals={"resprate": 34, "o2sat": 94},
                                companion="mother"))
    assert got == 2, why


def test_a_breathed_in_object_with_no_noisy_breathing_is_ats_4():
    """The near miss: an object maybe breathed in, with no cough, wheeze or noisy breathing since (ATS 4, not 5)."""
    got, why = final_level(case("bead", 6, "M", "may have inhaled a bead",
                                "A 6-year-old boy had a bead in his mouth and coughed hard for a moment an hour ago; his "
                                "mother cannot find the bead. Since then he has had no cough, no wheeze and no noisy "
                                "breathing, and he is playing happily. SpO2 99 %.", vitals={"o2sat": 99},
                                companion="mother"))
    assert got == 4, why


@pytest.mark.parametrize("case, said", [
    (case("cyclist", 35, "F", "knocked off her bike by a car",
          "A 35-year-old woman was knocked off her bike by a car pulling out and was thrown onto the road. She did not "
          "black out, walked to the kerb, and has a graze on her elbow. Vital signs are within normal limits."),
     "high-risk mechanism"),
    (case("retina", 62, "F", "shadow in one eye",
          "A 62-year-old woman has had new floaters in her right eye for a day, and since this morning a dark shadow "
          "has been coming across from the side of her sight. The eye is not painful. Vital signs are normal."),
     "shadow over part of the sight"),
])
def test_an_urgent_presentation_is_ats_3(case, said):
    got, why = final_level(case)
    assert got == 3 and said in why, why


def test_vertigo_with_double_vision_is_ats_2():
    got, why = final_level(case("diplopia", 70, "M", "dizzy, seeing double",
                                "A 70-year-old man's room started spinning an hour ago and he has been seeing double "
                                "since. He has vomited once. Blood pressure 170/90.", vitals={"sbp": 170}))
    assert got <= 2, why


def test_a_spreading_skin_infection_in_a_well_patient_is_ats_4():
    got, why = final_level(case("cellulitis", 55, "M", "red, hot, swollen shin",
                                "A 55-year-old man has a red, hot, swollen patch on his shin that has spread past the "
                                "pen line his GP drew two days ago, although he is taking antibiotic tablets. He feels "
                                "well. Temperature 37.1 °C, heart rate 80, pain 2/10.", pain=2,
                                vitals={"temperature": 98.8, "heartrate": 80}))
    assert got == 4, why


# ------------------------------------------------------------------ second pass of the round

@pytest.mark.parametrize("sentence, concept", [
    ("I want a pregnancy test.", "pregnancy_test"),
    ("She has come in for a pregnancy test.", "pregnancy_test"),
    ("He took a knee to the side of his chest at rugby.", "chest_blow"),
    ("A cricket ball hit her in the chest.", "chest_blow"),
])
def test_a_second_pass_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("I want a pregnancy test.", {"pregnant"}),  # asking for the test is not being pregnant
    ("He took a knee to the side of his chest at rugby.", {"limb_injury"}),  # the knee struck; it was not hurt
])
def test_a_second_pass_near_miss_is_no_such_finding(sentence, absent):
    assert not (concepts(sentence) & absent), (sentence, concepts(sentence))


def test_a_positive_test_or_a_bleed_at_some_weeks_is_still_a_pregnancy():
    assert "pregnant" in concepts("My pregnancy test was positive and I'm bleeding.")
    assert "pregnant" in concepts("I'm bleeding at 8 weeks.")


def test_a_pregnancy_test_asked_for_by_a_well_woman_is_ats_5():
    got, why = final_level(case("test", 22, "F", "wants a pregnancy test",
                                "A 22-year-old woman would like a pregnancy test because her period is a week late. "
                                "She has no pain, no bleeding and feels well. Vital signs are normal."))
    assert got == 5, why


def test_a_blow_to_the_chest_without_rib_pain_is_ats_4():
    got, why = final_level(case("knee", 28, "M", "knee to the chest at rugby",
                                "A 28-year-old man took a knee to the left side of his chest at rugby yesterday. There is "
                                "a small bruise; deep breaths do not hurt and he is not short of breath. Vital signs are "
                                "within normal limits."))
    assert got == 4, why


# ------------------------------------------------------------------ a child found alone

@pytest.mark.parametrize("sentence", [
    "A little boy was found walking alone along the main road at midnight.",
    "She was found wandering in the park in her pyjamas.",
    "The police are still trying to find his parents.",
])
def test_a_child_found_alone_is_heard(sentence):
    assert "found_alone" in concepts(sentence), concepts(sentence)


@pytest.mark.parametrize("sentence", [
    "She found her keys in the car.",
    "He lives alone and manages well.",
    "I found it hard to walk on my own.",
])
def test_what_is_no_child_found_alone(sentence):
    assert "found_alone" not in concepts(sentence), concepts(sentence)


def test_a_child_found_alone_at_night_is_ats_3_whatever_the_grazes():
    got, why = final_level(case("alone", 5, "M", "found alone at night",
                                "A 5-year-old boy in pyjamas was found walking alone along a main road late at night and "
                                "brought in by police, who are trying to find his family. He is chatty, walks steadily "
                                "and has only grazed knees. Temperature 36.2 °C, heart rate 110.",
                                vitals={"temperature": 97.2, "heartrate": 110}, companion="police officer"))
    assert got == 3, why


def test_an_adult_found_wandering_is_not_read_as_a_child_at_risk():
    got, why = final_level(case("dementia", 82, "F", "found wandering",
                                "An 82-year-old woman with dementia was found wandering in her street in the afternoon "
                                "and brought back by a neighbour. She is her usual self, walks steadily and has no "
                                "injuries. Vital signs are normal.", companion="neighbour"))
    assert "child at risk" not in why, why
