"""ATS by meaning (round 2026-12l, training; the vignettes here are our own paraphrases, not the set's rows):
saliva that pools because it cannot be swallowed (an airway that no longer clears itself) with a failing breath, a
broken bone seen in a wound, a thigh out of shape, farewells and a rope kept ready, a pupil drawn to a teardrop, a
shoulder squared off, vertigo that leaves the patient unable to walk, the soft stridor of croup told twice, breathlessness
said as "gasping for breath", a tooth infection that swells the face, painful shingles, a swollen elbow, a
gastroenteritis whose urine still flows, and a baby tooth that came out; and the words that are no such finding (a blue
puffer, chest-wall recession, a counsellor who "cannot see her until Friday", eye contact, a tooth that "fell out")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, final_level  # noqa: E402


@pytest.mark.parametrize("sentence, concept", [
    # the throat no longer clears itself: an airway at risk, whatever the cause
    ("Saliva is pooling in her mouth because she can't swallow it.", "airway"),
    ("He has been pooling secretions since the morning.", "airway"),
    # a breathing muscle too weak to count far on one breath
    ("He can only count to three in one breath.", "severe_breathing"),
    ("She woke gasping for air.", "severe_breathing"),
    # bone seen in a wound of an injured limb is a broken bone open to the air
    ("A gash on his forearm with the bone showing through it.", "open_fracture"),
    ("There is a wound on the shin through which bone can be seen.", "open_fracture"),
    # a limb out of shape, however told
    ("His thigh is bent and shorter than the other one.", "deformity"),
    ("His leg is shortened and externally rotated.", "deformity"),
    ("The shoulder has a squared-off look.", "deformity"),
    ("She felt her kneecap pop out when she turned.", "deformity"),
    ("His thigh is bent and shorter than the other one.", "thigh"),
    # preparations and farewells are a plan, not only thoughts
    ("She rang her brother last night to say goodbye to the kids.", "suicide_plan"),
    ("A noose was found in his wardrobe.", "suicide_plan"),
    ("His flatmate found a hose and a note in the car.", "suicide_plan"),
    ("He has been giving away his belongings.", "suicide_plan"),
    # a burden thought is a passive wish to be gone
    ("He says everyone would be better off without him.", "suicidal"),
    # a pupil drawn out of round after something struck the eye
    ("His pupil is a little pear-shaped.", "penetrating_eye"),
    ("He says it's like looking through a fogged-up window.", "blurred_vision"),
    ("He cannot stand without support.", "walks_only_with_help"),
    ("She needs help to walk to the toilet.", "walks_only_with_help"),
    ("Her cheek is swollen next to the bad tooth.", "face_swelling"),
    ("There is a golf-ball lump on the tip of her elbow.", "hot_joint"),
    ("She says her baby tooth fell out at school.", "dental"),
])
def test_a_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("She used her blue inhaler twice.", {"severe_breathing"}),  # "his blue puffer": "is blue" inside "his"
    ("The baby has mild chest wall recession.", {"rib_injury", "chest_wall_pain"}),  # a breathing sign, no injury
    ("He is sucking in between his ribs.", {"rib_injury"}),
    ("Her counsellor cannot see her until Friday.", {"vision_loss"}),  # a booking, not sight
    ("He is tearful and avoids eye contact.", {"eye"}),
    ("She says her baby tooth fell out at school.", {"fall", "trauma"}),  # the tooth fell, not the child
    ("He fell out with his brother last week.", {"fall"}),
    ("She woke gasping for air.", {"hardly_breathing"}),  # breathless, not agonal gasps
    ("A cut down to the bone on his finger.", {"open_fracture"}),  # a deep wound; the bone is not said to show
    ("One leg has been shorter than the other since birth.", {"deformity"}),
    ("She stood on the edge of the rope swing.", {"suicide_plan"}),
])
def test_what_is_no_such_finding(sentence, absent):
    assert not (concepts(sentence) & absent), (sentence, concepts(sentence))


def test_a_baby_tooth_is_her_own_tooth_but_her_babys_cough_is_someone_elses():
    assert "dental" in concepts("Her baby tooth came out this morning.")
    assert "cough" not in concepts("Her baby has a cough.")


def test_a_fall_out_of_a_tree_is_still_a_fall():
    assert "fall" in concepts("He fell out of a tree.")


@pytest.mark.parametrize("case", [
    # myasthenic crisis: cannot clear saliva, cannot count far on a breath, SpO2 below 90
    case("myasthenia", 45, "M", "weak, can't swallow",
          "A 45-year-old man with myasthenia gravis has become weaker over two days. He cannot swallow his saliva, which "
          "pools in his mouth, his voice is fading and he can count only to five in one breath. Respiratory rate 32, "
          "SpO2 88 % on air.", vitals={"resprate": 32, "o2sat": 88}),
])
def test_an_airway_that_no_longer_clears_itself_with_low_oxygen_is_ats_1(case):
    got, why = final_level(case)
    assert got == 1, why


@pytest.mark.parametrize("case, said", [
    (case("open", 25, "M", "came off his motorbike, arm injury",
           "A 25-year-old man came off his motorbike half an hour ago. His forearm is bent halfway along, with a wound in "
           "which bone is visible. His fingers are pink. Pain 8/10, heart rate 104.", pain=8, vitals={"heartrate": 104}),
     "open fracture"),
    (case("femur", 8, "M", "fell off a trampoline, sore thigh",
           "An 8-year-old boy fell awkwardly off a trampoline an hour ago. His left thigh is swollen, bent and shorter than "
           "the other one, and his foot is warm and pink. He is lying very still. Pain 7/10.", pain=7, companion="mother"),
     "major fracture"),
    (case("farewell", 50, "F", "suicidal thoughts",
           "A 50-year-old woman is brought in by her son after she texted him to say goodbye to the family. He found a "
           "hose and a note in her garage. She says she is fine and wants to go home. Vital signs are within normal "
           "limits.", companion="son"), "immediate threat to self"),
    (case("chisel", 40, "M", "something hit my eye",
           "A 40-year-old man was chiselling a brick when a chip struck his left eye. He is holding it shut; he says it is "
           "like looking through frosted glass, and his pupil looks a little pear-shaped. Pain 5/10.", pain=5),
     "penetrating eye injury"),
    (case("oedema", 70, "M", "can't breathe",
           "A 70-year-old man with heart failure woke gasping for breath and is sitting upright on the edge of the bed, "
           "speaking in short phrases. He is alert. Respiratory rate 30, SpO2 86 % on air.",
           vitals={"resprate": 30, "o2sat": 86}), "severe respiratory distress"),
])
def test_an_emergency_is_ats_2(case, said):
    got, why = final_level(case)
    assert got == 2 and said in why, why


@pytest.mark.parametrize("case, said", [
    (case("vertigo", 60, "M", "room spinning, vomiting",
           "A 60-year-old man woke with the room spinning and has vomited many times. He cannot stand without support. He "
           "has no headache and his speech is normal. Blood pressure 150/90.", vitals={"sbp": 150}),
     "inability to walk"),
    (case("shoulder", 24, "F", "shoulder injury",
           "A 24-year-old woman was tackled at netball and felt her shoulder 'pop out'. She is holding her arm away from "
           "her side and the shoulder looks squared off. Her hand is pink and warm. Pain 6/10.", pain=6),
     "deformity"),
    (case("croup", 3, "M", "barking cough, noisy breathing",
           "A 3-year-old boy woke in the night with a barking cough and noisy breathing. He has a soft stridor at rest, "
           "louder when he cries, with mild chest wall recession. He is pink and alert, playing on his father's knee. "
           "SpO2 96 % in air.", vitals={"o2sat": 96}, companion="father"), "soft stridor"),
    (case("asthma", 11, "F", "asthma",
           "An 11-year-old girl with asthma became wheezy at netball. Her teacher gave her 10 puffs of her blue puffer "
           "through a spacer, which helped a little. She speaks in short sentences with a wheeze. Respiratory rate 28, "
           "SpO2 94 % in air, heart rate 120.", vitals={"resprate": 28, "o2sat": 94, "heartrate": 120},
          companion="teacher"), "SpO2 94%"),
])
def test_an_urgent_presentation_is_ats_3(case, said):
    got, why = final_level(case)
    assert got == 3 and said in why, why


def test_noisy_breathing_with_deep_recession_stays_an_emergency():
    """The near miss of the croup above: the same noisy breathing with deep recession is severe distress (2)."""
    got, why = final_level(case("croup2", 3, "M", "barking cough, noisy breathing",
                                "A 3-year-old boy woke with a barking cough and noisy breathing. He has a soft stridor at "
                                "rest with deep chest wall recession and is restless. SpO2 93 % in air.",
                                vitals={"o2sat": 93}, companion="father"))
    assert got <= 2, why


def test_a_bent_wrist_without_bone_showing_is_a_moderate_limb_injury():
    """The near miss of the open fracture: deformity alone is the reference's ATS 3 "moderate limb injury"."""
    got, why = final_level(case("wrist", 30, "F", "fell on her wrist",
                                "A 30-year-old woman slipped on ice and landed on her hand. Her wrist looks bent and "
                                "swollen, and her fingers are pink. Pain 6/10.", pain=6))
    assert got == 3, why


@pytest.mark.parametrize("case", [
    case("abscess", 44, "M", "toothache, swollen cheek",
          "A 44-year-old man has had a throbbing back tooth for five days, and since this morning his cheek is swollen "
          "next to it. He can open his mouth and swallow normally, and has no fever. Pain 4/10.", pain=4),
    case("zoster", 68, "F", "painful rash",
          "A 68-year-old woman has a band of blisters across the left side of her back and round to her ribs, which "
          "came up after a day of burning pain there. It does not involve her face. Pain 5/10.", pain=5),
    case("bursa", 61, "M", "swollen elbow",
          "A 61-year-old plumber has a soft swelling the size of a plum on the point of his left elbow for two days. It "
          "is a little warm, he moves the elbow fully and has no fever. Pain 2/10.", pain=2),
    # an inflamed eye that sees normally is the reference's ATS 4 whatever the score (arc eye after welding)
    case("arceye", 36, "M", "sore eyes after welding",
          "A 36-year-old man welded without a visor yesterday and woke in the night with both eyes gritty, watering and "
          "sore in the light. He reads the chart as well as ever with each eye. Pain 7/10.", pain=7),
    case("gastro", 35, "M", "vomiting and diarrhoea",
          "A 35-year-old man has had vomiting and loose stools since last night after a barbecue. He has kept down sips "
          "of water this morning, is still passing urine, and is not dizzy. Heart rate 84, pain 3/10.", pain=3,
          vitals={"heartrate": 84}),
])
def test_a_semi_urgent_presentation_is_ats_4(case):
    got, why = final_level(case)
    assert got == 4, why


@pytest.mark.parametrize("case", [
    case("milktooth", 7, "M", "baby tooth came out",
          "A 7-year-old boy's wobbly front baby tooth came out while he ate a sandwich. It bled for a moment and stopped. "
          "He is chatty and happy, and his mother has the tooth in a tissue. Pain 0/10.", pain=0, companion="mother"),
    case("toothache", 30, "F", "toothache",
          "A 30-year-old woman has had an ache in a lower tooth for two days, worse with cold drinks. Her face is not "
          "swollen and she has no fever. Pain 4/10.", pain=4),
    case("zoster_mild", 40, "M", "rash on his side",
          "A 40-year-old man has a band of small spots on his right side that his GP called shingles. They barely hurt, "
          "and he feels well. Pain 1/10.", pain=1),
])
def test_a_minor_presentation_in_a_well_patient_is_ats_5(case):
    """The near misses of the tooth infection and the shingles: a toothache with no swelling, a painless band of
    spots, and a baby tooth that came out (no adult tooth to put back) are minor."""
    got, why = final_level(case)
    assert got == 5, why
