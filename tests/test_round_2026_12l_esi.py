"""Round 2026-12l, ESI (training): the misses of the fresh 12l ESI sets, fixed by meaning.

Each case here is our own short paraphrase of a kind of presentation (never a row of the set), said as a patient
or a companion would say it, and the level is the one the meaning calls for: a swelling tongue with a noise on every
breath in is an airway closing (ESI 1), and so is a child who only moans when pressed hard (AVPU P); a swelling under
the jaw on both sides that lifts the tongue (a deep neck infection), labour or broken waters before 37 weeks, a handful
of a heart tablet taken on purpose, a child who keeps asking the same questions after a knock to the head and a
newborn whose fever was taken at home should not wait (ESI 2); fluid building up in heart failure, pain on moving a
swollen eye, a road crash told by the car being struck, a finger that will not bend after a cut, a fever with burning
and frequency and a long lie on the floor need two resources or more (ESI 3); a raccoon's scratch, an earring grown
into the lobe, a finger jammed at sport, a weight dropped on a foot, an elbow in the ribs and an oozing tooth socket
need one (ESI 4); crusted pink eyes, a crusty piercing and a back tooth's ache need none (ESI 5).

The near misses are words that sound alike but are not the danger: a wheeze on the breath out is no stridor, a swollen
jaw on one side over a bad tooth no deep neck infection, contractions at term no preterm labour, a morning's usual
tablets no overdose, forgetting the moment of a fall no ongoing amnesia, confusion that lasted minutes and has passed
no new confusion, a sore gritty eye no infection of the orbit, a tube that fell out no fall, a back tooth no back
pain, and breathing in deeply no deep wound.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.rules import esi_decision, paediatric_fever

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts, esi, nurse_after  # noqa: E402


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    # ESI 1: a swelling tongue or lips with the noise of a narrowed airway on the breath in (stridor by another name)
    ("My lips and tongue are puffing up since lunch and there's a noisy sound every time I breathe in.", 58,
     dict(o2sat=94, heartrate=108), 1),
    ("Her tongue is so swollen she can't swallow her own spit, and her breathing is noisy on each breath in.", 66,
     dict(o2sat=93), 1),
    # ESI 1: a child who answers only a painful press (AVPU P), whatever the spot pressed is called
    ("He just whimpers and pulls his hand away when his fingertip is squeezed, nothing else.", 2, dict(heartrate=170), 1),
    # ESI 2: swelling under the jaw on both sides lifting the tongue (Ludwig's angina)
    ("There's swelling under my chin on both sides and my tongue feels pushed up, I can hardly swallow.", 38, {}, 2),
    ("The floor of his mouth is swollen and hard since his wisdom tooth got infected.", 24, {}, 2),
    # ESI 2: labour before 37 weeks
    ("I'm 32 weeks along and my waters went an hour ago, now I'm getting tightenings.", 27, {}, 2),
    ("I'm 29 weeks pregnant and the contractions are coming every few minutes.", 31, {}, 2),
    # ESI 2: a deliberate ingestion of a heart medicine, told as a handful or "on purpose"
    ("I swallowed a handful of my amlodipine after a row with my husband.", 45, dict(sbp=98), 2),
    ("He took his blood pressure tablets on purpose, the whole strip.", 52, {}, 2),
    # ESI 2: ongoing amnesia after a blow to the head, as a companion tells it
    ("He banged his head in a rugby tackle and keeps asking what happened, again and again.", 16, {}, 2),
    ("She knocked her head on the climbing frame and doesn't remember getting here.", 9, {}, 2),
    # ESI 2: a fever in the first month of life taken at home, masked by paracetamol at triage
    ("His temperature was 38.3 at home this morning, so I gave him some paracetamol.", 0.05,
     dict(temperature=99.5, heartrate=150), 2),
    # ESI 3: fluid building up in heart failure
    ("I've got heart failure, my ankles are swollen and I've gone up 6 pounds in three days, I can't lie flat.", 74,
     dict(o2sat=94), 3),
    # ESI 3: pain on moving the eye behind a swollen lid, with a fever (an infection of the orbit)
    ("His eyelid is puffed up and red, he's feverish and it hurts when he moves his eye.", 12, dict(temperature=101.0), 3),
    # ESI 3: a road crash told by the car being struck, with neck pain
    ("Another car clipped us on the driver's side, I was the restrained front passenger, my neck hurts.", 35, {}, 3),
    # ESI 3: a deep cut with a finger that will not bend (a cut flexor tendon)
    ("The knife went into my palm and now I can't bend the middle finger.", 40, {}, 3),
    # ESI 3: fever with burning and frequency (an upper urinary infection)
    ("I've got a temperature, it stings when I pee and I've had frequency since Sunday.", 36, dict(temperature=101.6), 3),
    # ESI 3: a long lie on the floor
    ("Mum was on the kitchen floor overnight, she couldn't get up until I found her at eight.", 84, {}, 3),
    # ESI 4: one resource
    ("A raccoon scratched my arm when I opened the shed.", 40, {}, 4),
    ("Bitten on the ankle by a fox in the garden.", 33, {}, 4),
    ("The back of my earring has sunk into my earlobe and it's sore.", 19, {}, 4),
    ("I jammed the ring finger catching a ball, it's swollen.", 22, {}, 4),
    ("I dropped a paving slab on my left foot, it's swollen on top.", 49, {}, 4),
    ("I got kneed in the ribs at football, it hurts to breathe deep, no trouble breathing.", 23, {}, 4),
    ("Blood keeps oozing from the socket where my tooth was pulled yesterday.", 50, {}, 4),
    # ESI 5: no resources
    ("Both her eyes were gummed shut when she woke, they're pink, she can see fine.", 30, {}, 5),
    ("My nose piercing is a bit pink and crusty, no pus.", 17, {}, 5),
    ("I've had an ache in a back tooth on the left for a week.", 44, dict(), 5),
])
def test_round_2026_12l_presentations_reach_the_level_their_meaning_calls_for(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


@pytest.mark.parametrize(("text", "concept"), [
    # a wheeze is the breath out; noise on the breath in is stridor
    ("I'm wheezy when I breathe out, my asthma is playing up.", "stridor"),
    # a one-sided jaw swelling over a bad tooth is a dental abscess
    ("My jaw is swollen on the left side over a bad tooth.", "deep_neck_infection"),
    # a morning's usual tablets are no overdose; nor is a handful of grapes
    ("I took my metoprolol this morning as usual and now I feel dizzy.", "overdose"),
    ("He took a handful of grapes and choked a bit, he's fine now.", "overdose"),
    # not remembering the moment of the blow is common after a minor knock, and is no ongoing amnesia
    ("I can't remember the fall itself but I'm chatting normally now.", "confusion"),
    # a patient with questions about the treatment is not repeating them from a clouded memory
    ("She is asking lots of questions about her new tablets.", "confusion"),
    # confusion that lasted minutes and has passed is not new confusion
    ("After the fit she was confused for about ten minutes, she's fully alert now.", "confusion"),
    # a sore, gritty eye is no infection of the orbit
    ("My eye is sore and gritty and waters a lot.", "orbital_cellulitis"),
    # a feeding tube that fell out is no fall of the patient
    ("Her feeding tube has fallen out this morning.", "fall"),
    # a back tooth is no back pain; breathing in deeply is no deep wound
    ("My lower back tooth is killing me.", "back_pain"),
    ("It hurts to breathe deep since I was tackled.", "deep_wound"),
    # a bladder that passes only a dribble is no drooling airway
    ("I can't pee, it's only dribbling out.", "airway"),
    # a pet vaccinated against rabies is no rabies exposure
    ("Our dog is vaccinated against rabies.", "rabies_exposure"),
    # getting straight up after a slip is no long lie
    ("I slipped on the kitchen floor and got straight back up.", "long_lie"),
])
def test_words_that_sound_alike_are_not_the_danger_they_resemble(text, concept):
    assert concept not in concepts(text)


def test_term_contractions_are_labour_to_assess_not_a_preterm_emergency():
    """At 39 weeks the same contractions are labour (ESI 3: a midwife and monitoring); before 37 weeks the baby may
    come early, and steroids and a transfer are decided in minutes (ESI 2)."""
    assert esi("I'm 39 weeks pregnant and the contractions are every five minutes.", 28) == 3
    assert esi("I'm 34 weeks pregnant and the contractions are every five minutes.", 28) == 2


def test_a_seizure_with_confusion_that_has_passed_is_worked_up_not_rushed():
    """A first fit, confused for minutes afterwards and now alert, is bloods and a scan (ESI 3); confusion still
    there after a fall is new confusion (ESI 2)."""
    assert esi("She had a fit, she was muddled for about five minutes, now she's back to herself.", 20) == 3
    assert esi("After the fall she was confused for ten minutes and she is still confused.", 80) == 2


def test_a_feeding_tube_that_fell_out_is_a_tube_to_replace():
    nurse = nurse_after("His stomach feeding tube has come out overnight.", 80)
    assert "tube_problem" in nurse.findings.concepts
    assert "fall" not in nurse.findings.concepts


def test_a_fever_taken_at_home_counts_only_in_the_first_month_band_it_falls_in():
    """The handbook reads the history: a neonate's home fever makes ESI 2 though the triage reading is normal; a
    toddler's home reading of 38.3 is below the 39 °C line of its band and changes nothing."""
    newborn = nurse_after("She was 38.2 on the thermometer at home before her paracetamol.", 0.06, temperature=99.3)
    toddler = nurse_after("She was 38.3 on the thermometer at home before her paracetamol.", 1.5, temperature=99.3)
    assert esi_decision(newborn.findings).level == 2
    assert paediatric_fever(toddler.findings) is None

