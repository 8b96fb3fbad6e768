"""Round 2026-12m, terse ESI (training): the misses of the fresh 12m terse set, fixed by meaning.

Each case here is our own short paraphrase of a kind of presentation (never a row of the set), said as a patient or a
companion would say it, and the level is the one the meaning calls for: a tourniquet already holding a limb's bleed,
and a collapse with a known aortic aneurysm with sweat or a racing pulse, need life-saving care now (ESI 1); a wish to
kill a named person of any role, a wish to jump from a height, double vision with vertigo or an unsteady walk, numb or
unmoving toes beyond a cast, a fall from a second storey, maroon stools with dizziness, seeing bugs days after the last
drink, sickness and fast breathing on an SGLT2 inhibitor, and sudden belly pain with an irregular heart should not wait
(ESI 2); heat exhaustion, a fistula without its thrill, tiny red dots with bruises from nowhere and a knock to the back
of the head with a sore neck after a fall need two resources or more (ESI 3); a corneal ulcer under a contact lens, a
tooth knocked clean out and shingles reaching the eye need one (ESI 4); hiccups and a pregnancy test need none (ESI 5).

The near misses are words that sound alike but are not the danger: an implanted defibrillator that fired is no cardiac
arrest, a tooth knocked out is no loss of consciousness, the tourniquet of a blood draw no bleed held, a gradual scrotal
pain with burning urine no torsion, and a swallowed denture felt on swallowing no heart attack.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts, esi  # noqa: E402


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    # ESI 1: a tourniquet holding a bleed (haemorrhage control and blood), whatever the pressure still reads
    ("The saw slipped into my leg, it was pumping blood, my neighbour put a tourniquet on.", 45,
     dict(heartrate=112, sbp=108), 1),
    ("A tourniquet was applied by the paramedics for the bleeding from his arm.", 30, dict(heartrate=104), 1),
    # ESI 1: a collapse with a known aortic aneurysm and sweat or a racing pulse (a rupture), before any pressure is read
    ("I've got an aneurysm in my belly, I had sudden back pain and then I blacked out, I'm sweating.", 74,
     dict(heartrate=124, sbp=None), 1),
    # ESI 2: a wish to kill a named person of any role
    ("I want to kill my foreman, I've got a rifle in the truck.", 44, {}, 2),
    ("He says he's going to shoot his stepfather tonight.", 27, {}, 2),
    # ESI 2: a wish to jump from a height
    ("I want to jump off the bridge on my way home, I've been thinking about it all week.", 31, {}, 2),
    # ESI 2: double vision with vertigo or an unsteady walk (a stroke at the back of the brain)
    ("The room started spinning and I'm seeing double, I keep veering to the left when I walk.", 69, {}, 2),
    # ESI 2: numb or unmoving toes beyond a cast or splint (compartment syndrome)
    ("They put my leg in a cast on Monday, now it's agony and I can't move my toes.", 35, {}, 2),
    ("My arm is in a splint since yesterday and my fingers are numb and cold.", 52, {}, 2),
    # ESI 2: a fall from a second storey
    ("I fell off a second-storey balcony onto the patio, my back hurts.", 38, {}, 2),
    # ESI 2: maroon stools (blood from the gut) with dizziness
    ("I've had maroon stools three times today and I'm dizy when I stand.", 70, {}, 2),
    # ESI 2: hallucinations days after the last drink (complicated withdrawal)
    ("My last drink was three days ago, I'm shaking and seeing spiders on the ceiling.", 50, {}, 2),
    # ESI 2: sickness with fast breathing on an SGLT2 inhibitor (ketoacidosis with a normal sugar)
    ("I've been vomiting since this morning and I'm breathing fast, I take Jardiance for my sugar.", 61,
     dict(resprate=24), 2),
    # ESI 2: sudden belly pain with an irregular heart (a clot to the gut)
    ("Sudden terrible pain in my belly an hour ago, I've got atrial fibrillation.", 79, {}, 2),
    # ESI 2: a heavy chest, however spelt, spreading to the arm with sweat
    ("I've got a chest heaviness going down my left arm and I'm sweating.", 58, {}, 2),
    # ESI 3: heat exhaustion after a day of work in the heat
    ("I was working in the heat all day laying bricks, now I've got cramps and I feel sick and lightheaded.", 40,
     dict(heartrate=98), 3),
    # ESI 3: a fistula without its thrill (a clotted access)
    ("I can't feel the buzz in my right arm fistula since last night.", 66, {}, 3),
    # ESI 3: tiny red dots with bruises from nowhere (low platelets)
    ("I've got tiny red spots on my ankles and bruises all over, I didn't bang myself.", 37, {}, 3),
    # ESI 3: a knock to the back of the head with a sore neck after a fall
    ("I slipped on the ice and hit the back of my head, my neck is sore now.", 30, {}, 3),
    # ESI 4: one resource
    ("I slept in my contact lenses and now there's a white spot on my eye, it's red and sore.", 26, {}, 4),
    ("My front tooth got knocked out at hockey, I've put it in milk.", 19, {}, 4),
    ("I've got a painful blistering rash on my forehead, it's near my eye now.", 70, {}, 4),
    # ESI 5: no resources
    ("I've had hiccups on and off for two days and can't get rid of them.", 45, dict(), 5),
    ("My period is late and I want a pregnancy test.", 24, dict(), 5),
])
def test_round_2026_12m_terse_presentations_reach_the_level_their_meaning_calls_for(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


@pytest.mark.parametrize(("text", "concept"), [
    # an implanted defibrillator firing is its shock, not a cardiac arrest
    ("I've got a defibrillator fired once while I was walking, I'm fine now.", "cardiac_arrest"),
    # a tooth knocked out is no loss of consciousness
    ("My tooth got knocked out in a fall off my bike.", "syncope"),
    # the band of a blood draw is no tourniquet on a bleed
    ("The nurse used a tourniquet band to find a vein last week.", "tourniquet"),
    # wanting to kill the pain, or oneself, is no threat to another person
    ("I just want to kill the pain in my back.", "homicidal"),
    # seeing bug bites is no hallucination
    ("I keep seeing bug bites on my legs after camping.", "psychosis"),
    # a fall down the stairs to the second floor is no fall from a storey
    ("I live on the second floor and tripped on the stairs.", "high_risk_mechanism"),
])
def test_words_that_sound_alike_are_not_the_danger_they_resemble(text, concept):
    assert concept not in concepts(text)


def test_a_gradual_scrotal_pain_with_burning_urine_is_an_infection_a_sudden_one_a_torsion():
    """Epididymitis comes on over days with burning urine or a fever (scan, bloods, antibiotics: ESI 3); a torsion's
    pain is sudden, often with vomiting (ESI 2)."""
    assert esi("My right testicle has ached more and more over three days, it came on gradually, and it burns when I pee.",
               34) == 3
    assert esi("Sudden pain in my left testicle an hour ago and I've been sick.", 16) == 2


def test_a_swallowed_denture_felt_on_swallowing_is_the_gullet_not_the_heart():
    """The same discomfort in the chest is the gullet when a denture was swallowed and it catches on swallowing (ESI 3),
    and a possible heart attack when it spreads to the arm with sweat (ESI 2)."""
    assert esi("I swallowed my partial denture last night, I get chest discomfort when swallowing.", 60) == 3
    assert esi("I've got chest pressure going into my left arm and I'm sweaty.", 60) == 2


def test_an_implanted_defibrillator_that_fired_once_is_not_a_cardiac_arrest():
    assert esi("My defibrillator fired once while I was carrying shopping, I feel fine now.", 70) != 1


def test_an_irregular_heartbeat_said_as_such_with_sudden_belly_pain_is_a_possible_clot_to_the_gut():
    """Atrial fibrillation is said "an irregular heartbeat" by a patient (heard as palpitations): with a sudden severe
    belly pain it is a possible mesenteric ischaemia (ESI 2), whichever way it is said."""
    assert esi("I've got sudden severe belly pain and I have an irregular heartbeat, I'm on warfarin.", 47) == 2


def test_a_threat_told_after_to_is_still_a_threat():
    """Only "can't get rid of them" (hiccups, warts) lost its threat: voices telling him to hurt his neighbour still
    carry one."""
    assert "homicidal" in concepts("The voices are telling him to hurt his neighbour.")
    assert "homicidal" not in concepts("I can't get rid of them, these hiccups.")
