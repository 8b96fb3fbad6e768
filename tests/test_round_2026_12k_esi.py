"""Round 2026-12k, ESI (training): the misses of the fresh 12k ESI sets, fixed by meaning.

Each case here is our own short paraphrase of a kind of presentation (never a row of the set), said as a patient
or a companion would say it, and the level is the one the meaning calls for: a neck wound with a growing swelling
or a hoarse voice is an airway about to be lost (ESI 1); a heart pump alarming, an insecticide with sweating and
sickness, and an infant's head injury told by a scalp swelling should not wait (ESI 2); a blocked bowel, an object
stuck in the back passage, a fight bite, hot tar on the hands, a feverish abscess, a fever after the tropics,
mastitis, bleeding in pregnancy, a bruised septum, a hot knee and an older patient's blocked catheter with a
low-grade temperature need two resources (ESI 3); a pebble in the ear, a doubled warfarin dose, a splinter under
a nail, a red, sore eye that blurs the sight, a fish bone in the throat, a mild asthma flare and a long cough need one
(ESI 4); a small burn and oral thrush need none (ESI 5). A knocked-out tooth is no faint, a numb fingertip no
stroke, an airbag no high-risk mechanism, a blocked nose no breathlessness.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.rules import esi_decision

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import esi, nurse_after  # noqa: E402


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    # ESI 1: a wound in the neck with signs that the airway is being squeezed or breached
    ("Someone stabbed me in the neck, the swelling is getting bigger and my voice has gone hoarse.", 30,
     dict(heartrate=112, resprate=24), 1),
    ("I stabbed myself in the neck and the swelling is getting bigger.", 45, {}, 1),
    # ESI 2: a heart pump alarming
    ("My LVAD keeps alarming and I feel light-headed.", 58, {}, 2),
    ("The heart pump is beeping a low flow alarm.", 66, {}, 2),
    # ESI 2: an insecticide with the signs of a nerve poison
    ("I splashed organophosphate pesticide on my skin and now I feel sick and my vision is blurred.", 44, dict(heartrate=60), 2),
    # ... without symptoms it is decontamination and bloods, not ESI 2
    ("I spilled some insecticide on my trousers, I feel completely fine.", 44, {}, 3),
    # ESI 2: an infant's fall told by the swelling on its head, with repeated vomiting
    ("He rolled off the bed onto the floor, there's a boggy swelling above his left ear and he's vomited twice.", 0.4,
     dict(heartrate=140, resprate=34), 2),
    # ESI 3: two resources
    ("I haven't passed any wind for two days and I keep vomiting, I had bowel surgery before.", 64, {}, 3),
    ("He has something stuck up his back passage that he can't get out.", 45, {}, 3),
    ("I punched a bloke in the mouth last night and now there's a cut over my knuckle.", 25, {}, 3),
    ("I got hot tar on both hands at work, it's stuck to my fingers.", 50, {}, 3),
    ("There's a large painful lump by my bottom and I've got a fever.", 33, dict(temperature=101.2), 3),
    ("I've had a fever and chills since I came back from Nigeria last week.", 38, dict(temperature=102.4), 3),
    ("I'm breastfeeding and my breast is hot, red and painful, and I have a fever.", 29, dict(temperature=101.8), 3),
    ("I'm ten weeks pregnant and I've been bleeding since this morning.", 30, {}, 3),
    ("I can't breathe through either nostril since I took a knee to the nose at football.", 21, {}, 3),
    ("My knee is hot & swollen, no injury.", 52, dict(temperature=99.8), 3),
    ("His catheter is blocked, nothing has drained since this morning.", 84, dict(temperature=100.0), 3),
    # ESI 4: one resource
    ("He pushed a small pebble into his ear at school.", 6, {}, 4),
    ("I took my warfarin twice last night by mistake, no bleeding.", 70, {}, 4),
    ("I've got a splinter under my fingernail and I can't get it out.", 35, {}, 4),
    ("My right eye is red, watery and sore, and my vision in it is a bit blurred.", 26, {}, 4),
    ("I've had a cough for ten days and I smoke.", 62, {}, 4),
    ("My mild asthma has flared up since I was near a cat, I'm a bit wheezy.", 35, dict(o2sat=97, resprate=18), 4),
    ("I've got a fish bone stuck in my throat since dinner, I can swallow fine.", 48, {}, 4),
    # ESI 5: no resources
    ("I've got a small burn on my wrist from my curling iron.", 27, {}, 5),
])
def test_round_2026_12k_presentations_reach_the_level_their_meaning_calls_for(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


@pytest.mark.parametrize(("text", "concept"), [
    ("She fell off her bike and knocked out a front tooth.", "syncope"),
    ("I cut my palm on a glass and now the fingertip feels numb on one side.", "stroke"),
    ("Restrained driver, the airbag went off, my neck is sore.", "high_risk_mechanism"),
])
def test_words_that_sound_alike_are_not_the_danger_they_resemble(text, concept):
    """A knocked-out tooth is no loss of consciousness, a numb fingertip no stroke, an airbag no high-risk mechanism."""
    assert concept not in nurse_after(text, 25).findings.concepts


def test_a_knocked_out_tooth_after_a_fall_is_not_worked_up_as_a_faint():
    assert esi("I fell off my bike and knocked out a front tooth, I didn't hit my head.", 22) >= 4


def test_a_restrained_driver_with_neck_and_chest_wall_pain_is_imaging_not_a_high_risk_mechanism():
    assert esi("Car crash, I was the restrained driver, the airbag went off, my neck and chest wall hurt.", 51) == 3


def test_shingles_pain_in_the_side_is_not_worked_up_as_the_kidney():
    assert esi("I've got shingles on my back and pain in the side of my back.", 70) >= 4


def test_a_ring_stuck_on_an_arthritic_finger_is_cut_off_not_x_rayed():
    nurse = nurse_after("Her ring is stuck on her finger, she has arthritis.", 90)
    assert esi_decision(nurse.findings).level == 4


def test_tingling_hands_in_a_panic_attack_are_not_imaged_as_a_stroke():
    assert esi("I'm having panic attacks and my hands tingle during them.", 28) == 4


def test_a_mild_asthma_flare_gets_a_nebuliser_while_a_copd_flare_keeps_its_chest_film():
    asthma = nurse_after("My asthma has flared up a bit, I'm wheezy, my inhaler helped for a while.", 35, o2sat=97, resprate=18)
    copd = nurse_after("My COPD has flared up and I'm short of breath.", 70, o2sat=93, resprate=20)
    moderate = nurse_after("My asthma is bad, I've needed my reliever every two hours since this morning.", 35, o2sat=95, resprate=20)
    assert esi_decision(asthma.findings).resources == ["nebulised medication"]
    assert "X-ray" in esi_decision(copd.findings).resources
    assert esi_decision(moderate.findings).level == 3


def test_a_bone_in_the_throat_is_removed_but_one_that_stops_the_swallowing_is_a_bolus():
    assert esi("I've got a chicken bone stuck in my throat, swallowing is okay.", 40) == 4
    assert esi("There's a fish bone stuck in my throat and I can't swallow anything.", 48) == 3


def test_oral_thrush_in_a_well_baby_is_heard_as_minor():
    nurse = nurse_after("She has white patches inside her cheeks and on her tongue.", 0.5)
    assert "oral_thrush" in nurse.findings.concepts
    assert esi_decision(nurse.findings).level == 5


def test_a_partners_diagnosis_is_a_sexual_health_check_not_an_unrecognised_complaint():
    """Partner diagnosed with an infection, no symptoms: swabs or a urine test (one resource), as the registration's
    "partner tested positive" is."""
    nurse = nurse_after("Partner diagnosed with trichomonas, I feel fine in myself, I want a test.", 41)
    assert "sti_check" in nurse.findings.concepts
    assert esi_decision(nurse.findings).level == 4
