"""Round 2026-12n, terse ESI (training): the misses of the fresh 12n terse set (72.3 % exact at its one
measurement), fixed by meaning.

Each case is our own paraphrase of a kind of presentation, said as a patient would say it. A typist's misspelling
("cheast", "preganant", "swolen") is heard as the word meant; soot in the airway with a hoarse voice after a fire, and
angioedema with a high-pitched noise on the breath in, need the airway secured now (ESI 1); a shock with an entry and
an exit mark, a foot gone suddenly cold and white, sickness hours after eating wild mushrooms and a pulse and a
breathing rate both over their danger-zone lines should not wait (ESI 2); blood in the pee, a fingertip that will not
bend after a deep cut and a curtain over the sight need two resources (ESI 3).

The near misses: hands round the neck leave no wound (a strangled patient with a hoarse voice is ESI 2, not a neck
wound to secure at once), singed hairs alone are a flash burn's, a fingertip that will not straighten after a jam is a
mallet finger (splinted), and one rate just over its line stays ESI 3.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts, esi  # noqa: E402


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    # misspelt presentations heard as the words meant
    ("Sudden sharp cheast pain on the right and I'm short of brething.", 30, dict(heartrate=108, resprate=24, o2sat=94), 2),
    ("I'm 33 weeks preganant with a headache that won't go and I'm seeing flashing lights.", 29, dict(sbp=168, dbp=108), 2),
    # ESI 1: soot in the airway with a voice going hoarse after a fire, breathing and pulse fast (the row's HR 122, RR 28;
    # with both normal it waits for no one but is secured only when it worsens: ESI 2, 2026-12ab)
    ("The firemen pulled me out of the flat, there's soot in my mouth and my voice is going hoarse.", 51,
     dict(heartrate=122, resprate=28), 1),
    ("The firemen pulled me out of the flat, there's soot in my mouth and my voice is going hoarse.", 51, {}, 2),
    # ESI 1: swollen tongue with stridor, however the noise is typed
    ("My tongue and lips are swollen and there's a high pitched noise breathing in.", 62, dict(o2sat=94), 1),
    # ESI 2: current that crossed the body
    ("I got a shock off the fuse box at work, there's a burn on my hand and an exit mark on my foot.", 44, {}, 2),
    # ESI 2: a limb gone suddenly cold and white
    ("My right foot went suddenly cold and white an hour ago and it's numb.", 71, {}, 2),
    # ESI 2: sickness hours after foraged mushrooms
    ("I ate some mushrooms I picked in the woods this morning, now I've got bad diarrhoea and I'm throwing up.", 38, {}, 2),
    # ESI 2: two vitals over their danger-zone lines at once, with two resources
    ("I've had a cough and a fever for three days.", 45, dict(heartrate=106, resprate=23, temperature=101.2), 2),
    # ESI 3: blood in the pee with clots
    ("My pee is bright red with clots in it since this morning.", 66, {}, 3),
    # ESI 3: a fingertip that will not bend after a deep cut
    ("I cut my index finger deep on a table saw and I can't bend the tip.", 48, {}, 3),
    # ESI 3: a curtain over the sight
    ("I saw flashes in my left eye and now there's a dark shadow coming down over it.", 58, {}, 3),
])
def test_round_2026_12n_terse_presentations_reach_the_level_their_meaning_calls_for(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    # hands round the neck leave no wound: ESI 2 (high risk), not a neck wound whose airway is secured now
    ("My boyfriend choked me last night till I nearly passed out, my voice is hoarse and my neck is sore.", 27, {}, 2),
    # singed hairs alone are a flash burn's at the face
    ("Flash burn to my face lighting the barbecue, singed nose hairs, I'm a bit hoarse.", 40, {}, 2),
    # a jammed fingertip that will not straighten is a mallet finger: an X-ray and a splint
    ("I jammed my pinky finger playing volleyball, it's swollen and I can't straighten the tip.", 35, {}, 4),
    # one rate just over its line is ESI 3
    ("I've had a cough and a fever for three days.", 45, dict(heartrate=106, resprate=18, temperature=101.2), 3),
])
def test_near_misses_stay_at_their_own_level(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


def test_the_soot_of_a_fire_and_wild_mushrooms_are_heard_as_what_they_are():
    assert "inhalation_signs" in concepts("there's soot in my nose and mouth")
    assert "inhalation_signs" not in concepts("I singed my eyebrows on the grill")
    assert "foraged_mushrooms" in concepts("I ate wild mushrooms")
    assert "foraged_mushrooms" not in concepts("I had mushroom soup for lunch")
