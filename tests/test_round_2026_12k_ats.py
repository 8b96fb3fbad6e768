"""ATS by meaning (round 2026-12k, training; the vignettes here are our own paraphrases, not the set's rows):
a patient who responds to pain only said the other way round ("groans only when her nail bed is pressed"), a stabbed
chest in shock, a drooling child with stridor and a low SpO2, ketoacidosis with a racing pulse and breathing, a
toddler who got into an opioid, an ectopic that bleeds inside with no bleeding seen, a scalded toddler whose pain
shows, a baby at risk, a wound that bled a lot, a swallowed household poison, a baby who rolled off a bed, a struck eye
that sees blurred, a needle-stick, a localised cellulitis in a well patient, a wry neck, mild croup, a drunk patient
abusive to staff, and errands (a scheduled vaccine dose, tablets left at home); and the words that are no such
finding (deep sighing breaths, a violent cough, red tonsils, vomit with no green, an abusive relationship)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.presenting import cannot_give_history

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, final_level  # noqa: E402


@pytest.mark.parametrize("sentence, concept", [
    ("She opens her eyes and groans only when her nail bed is squeezed.", "unresponsive"),
    ("He is taking quick shallow gasps.", "severe_breathing"),
    ("Her radial pulse cannot be felt.", "poor_perfusion"),
    ("He cannot answer beyond a groan.", "confusion"),
    ("The toddler drank some of his uncle's methadone.", "overdose"),
    ("She was found with an open bottle of tea tree oil.", "household_poison"),
    ("He was stabbed in the thumb by a used needle in a park bin.", "needlestick"),
    ("She is here for her second hepatitis B vaccine dose.", "scheduled_vaccine"),
    ("The cut soaked two tea towels with blood.", "blood_loss"),
    ("He forgot his heart tablets at home and needs a script.", "refill"),
    ("The bruises look like finger marks.", "child_at_risk"),
    ("She was brought in by a child-protection worker.", "child_at_risk"),
    ("He says he feels lonely and wants someone to talk to.", "social"),
    ("He burned the back of his hand on the exhaust pipe.", "burn"),
    ("He has been drunk and abusive to the staff all night.", "agitation"),
    ("She swears loudly at the triage nurse.", "agitation"),
    ("He woke with a cough that sounds like a seal.", "croup"),
])
def test_a_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("He is taking deep, sighing breaths.", {"deep_wound"}),
    ("She has had violent coughing fits all week.", {"aggression"}),
    ("Her tonsils are red and swollen with white spots.", {"cellulitis"}),
    ("The vomit is milky with no green in it.", {"bilious_vomiting"}),
    ("He was violently sick twice this morning.", {"aggression"}),
])
def test_what_is_no_such_finding(sentence, absent):
    assert not (concepts(sentence) & absent), (sentence, concepts(sentence))


def test_abusive_to_staff_is_agitation_but_an_abusive_relationship_is_not():
    assert "agitation" in concepts("He is drunk and verbally abusive to the nurses.")
    assert "agitation" not in concepts("She finally left an abusive relationship last year.")


@pytest.mark.parametrize("story", [
    "A 30-year-old man was knifed in the chest. He is grey and cannot answer questions beyond a moan.",
    "A 16-year-old girl lies with her eyes shut, and she does not speak.",
])
def test_a_patient_who_cannot_answer_has_someone_else_answer(story):
    assert cannot_give_history(story)


def test_not_speaking_is_no_answer_but_not_speaking_english_still_is():
    assert cannot_give_history("A 50-year-old woman lies still on the trolley and does not speak.")
    assert not cannot_give_history("A 40-year-old man who does not speak English has a sore knee.")


@pytest.mark.parametrize("case", [
    case("dka", 16, "M", "vomiting, drowsy",
          "A 16-year-old boy with type 1 diabetes has vomited all night. He lies with his eyes closed, breathing deeply, "
          "and only opens his eyes and groans when his fingernail is pressed; he does not speak."),
    case("knife", 30, "M", "stabbed in the chest",
          "A 30-year-old man was knifed in the left side of his chest. In the bay he slumps, grey and sweating, taking "
          "quick shallow gasps, and cannot answer questions beyond a groan. His radial pulse cannot be felt."),
    case("epiglottitis", 5, "F", "drooling, noisy breathing",
          "A 5-year-old girl who has never been vaccinated has had a high fever since the morning. She sits bolt upright, "
          "leaning forward and drooling, with a soft stridor, and has not been able to swallow water since lunch. "
          "SpO2 88 % in air.", vitals={"o2sat": 88, "temperature": 103.5}),
])
def test_an_immediate_threat_is_ats_1(case):
    got, why = final_level(case)
    assert got == 1, why


@pytest.mark.parametrize("case, said", [
    (case("opioid", 2, "F", "drank her father's methadone",
           "A 2-year-old girl was found by her father with his methadone dose, half of it gone. She is running around "
           "the room and chatting. Vital signs are within normal limits.", companion="father"), "toxic ingestion"),
    (case("ectopic", 31, "F", "sudden low belly pain, early pregnancy",
           "A 31-year-old woman whose pregnancy test was positive last week has had a sudden sharp pain low in her left "
           "belly for an hour and feels light-headed when she stands. She has had no bleeding. Heart rate 124, blood "
           "pressure 100/64.", vitals={"heartrate": 124, "sbp": 100, "dbp": 64}), "ectopic"),
    (case("scald", 2, "M", "scalded with hot tea",
           "A 2-year-old boy pulled a cup of hot tea down his chest ten minutes ago. The skin is red and blistered over "
           "an area about the size of three of his palms. He is screaming and cannot be settled. Heart rate 178.",
           vitals={"heartrate": 178}), "very severe pain shown"),
    (case("pump", 22, "F", "vomiting, insulin pump stopped",
           "A 22-year-old woman with type 1 diabetes says her insulin pump stopped working yesterday and she has vomited "
           "all night. Her meter shows blood ketones of 4.9 and a sugar of 25. She is breathing fast and deep but "
           "answers questions. Heart rate 124, respiratory rate 28.", vitals={"heartrate": 124, "resprate": 28}),
     "ketoacidosis"),
])
def test_an_emergency_is_ats_2(case, said):
    got, why = final_level(case)
    assert got == 2 and said in why, why


@pytest.mark.parametrize("case, said", [
    (case("nai", 0.4, "M", "bruises on a baby",
           "A 5-month-old boy who cannot yet roll over is brought in by a child-protection worker because of bruises on "
           "both upper arms. He is alert and feeding. Vital signs are within normal limits.", companion="case worker"),
     "child at risk"),
    (case("scalp", 9, "F", "scalp cut, lost a lot of blood",
           "A 9-year-old girl fell against the corner of a table half an hour ago and has a gaping cut on her scalp. "
           "She lost a lot of blood, which soaked a tea towel, but it has stopped with pressure. She did not black out "
           "and is alert."), "blood loss"),
    (case("bed", 0.6, "F", "rolled off the bed",
           "A 7-month-old girl rolled off her parents' bed onto a wooden floor this morning. She cried at once, has "
           "not vomited and is feeding and smiling now. Vital signs are within normal limits.", companion="mother"),
     "infant"),
    (case("hockey", 14, "M", "hit in the eye by a ball",
           "A 14-year-old boy was hit in the left eye by a hockey ball an hour ago. He did not black out. The vision in "
           "that eye is blurry and he rates the ache 4/10.", pain=4), "blurred vision"),
    (case("teatree", 3, "F", "swallowed tea tree oil",
           "A 3-year-old girl swallowed a mouthful of tea tree oil from her mother's bag half an hour ago. She is now "
           "alert, playing and breathing normally. Vital signs are within normal limits."), "household poison"),
])
def test_an_urgent_presentation_is_ats_3(case, said):
    got, why = final_level(case)
    assert got == 3 and said in why, why


@pytest.mark.parametrize("case", [
    case("needle", 45, "M", "needle-stick injury",
          "A 45-year-old cleaner was stabbed in the finger by a discarded needle while emptying a bin an hour ago. He "
          "squeezed it and washed it, and he feels well. Vital signs are within normal limits."),
    case("cellulitis", 50, "F", "red swollen calf",
          "A 50-year-old woman has a red, warm, swollen patch on her calf that has spread a little since a scratch "
          "three days ago. She has had no fever and feels well. She rates the pain 3/10. Temperature 36.9 °C, heart "
          "rate 80.", pain=3, vitals={"temperature": 98.4, "heartrate": 80}),
    case("wryneck", 27, "F", "stiff painful neck",
          "A 27-year-old woman woke with a stiff, painful neck after sleeping on a plane and cannot turn her head to "
          "the right. There was no injury, and she has no headache, fever or arm numbness. She rates the pain 7/10. "
          "Vital signs are within normal limits.", pain=7),
    case("croup", 2, "M", "barking cough",
          "A 2-year-old boy woke in the night with a barking cough and a hoarse voice; his mother says he sounded like a "
          "seal. He is playing now, with no noisy breathing at rest and no recession. Vital signs are within normal "
          "limits.", companion="mother"),
])
def test_a_semi_urgent_presentation_is_ats_4(case):
    got, why = final_level(case)
    assert got == 4, why


@pytest.mark.parametrize("case", [
    case("vaccine", 35, "M", "due for rabies vaccine dose",
          "A 35-year-old man is due for his third rabies vaccine dose and his clinic has none in stock. He feels well "
          "and has had no fever. Vital signs are within normal limits."),
    case("script", 70, "F", "left her tablets at home",
          "A 70-year-old woman on holiday left her blood-pressure tablets at home and asks for a script. She feels "
          "well, with no headache or chest pain. Vital signs are within normal limits."),
])
def test_an_errand_in_a_well_patient_is_ats_5(case):
    got, why = final_level(case)
    assert got == 5, why
