"""Before the 2026-12ae sets were read, from the twenty-seventh read's telegraphic openings and probe rows written here:
a place typed bare after what happened there gets its preposition back, a mark typed before its part is "on my" part, a
tool or a utensil typed alone is what did it, a ride's spill is coming off it, and a row without an age is never played
as a patient over 65 (the row was rated without the risks of age)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.personas import fit_patient_persona, load_patient_personas

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("nearly fainted kitchen | grey clammy", "I nearly fainted in the kitchen", "fainted kitchen"),
    ("fainted graduation ceremony | felt warm first", "I fainted at the graduation ceremony", "fainted graduation"),
    ("intoxicated | found sleeping curb | forehead scrape", "found sleeping on the curb", "sleeping curb"),
    ("found slumped library restroom | lips blue", "found slumped in the library restroom", "slumped library"),
    ("fell bathtub edge | right ribs", "I fell against the bathtub edge", "fell bathtub"),
    ("slid bedside | hip pain", "I slid down beside the bed", "slid bedside"),
    ("splash in eyes | rinsed kitchen sink", "rinsed at the kitchen sink", "rinsed kitchen"),
    ("stabbed left chest | nightclub parking lot", "at the nightclub parking lot", "nightclub is parking"),
    # a doing that takes an object keeps it: no place is made of it
    ("chest wall sore | moved couch", "moved couch", "on the couch"),
    # placed already: left as typed
    ("slipped on the church steps | hit head", "slipped on the church steps", "on the on"),
    ("landed wrong at a trampoline park | wrist deformed", "at a trampoline park", "at a at"),
])
def test_a_place_typed_bare_after_what_happened_there_gets_its_preposition(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("complaint", "said"), [
    ("white patches tongue | feeding well", "white patches on my tongue"),
    ("neck stiff | purple spots legs", "purple spots on my legs"),
    ("t-boned | seatbelt mark chest", "a seatbelt mark on my chest"),
    ("grinding metal | speck left eye", "a speck in my left eye"),
    ("blister rash | band right ribs", "a band on my right ribs"),
])
def test_a_mark_typed_before_its_part_is_said_on_or_in_the_part(complaint, said):
    assert said in _opening(complaint)


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("grill lid | forearm burn | reddened", "I did it on a grill lid", "I've got grill lid"),
    ("grill lid | forearm burn | reddened", "it's reddened", "I reddened"),
    ("bagel knife | left thumb gash", "I did it with a bagel knife", "I've got bagel knife"),
    ("broken glass | deep palm cut", "on some broken glass", "on a broken glass"),
    ("avocado knife slip | finger cut", "The avocado knife slipped", "slipped on an avocado"),
    ("boat ramp slip | knee gash", "I slipped on a boat ramp", "boat ramp slip"),
    ("e-scooter spill | palm scrapes", "I came off an e-scooter", "e-scooter spill"),
    ("both eyes crusty pink | grandson sick", "Both my eyes are crusty pink and my grandson is sick", "My both"),
    ("fever | Ghana trip", "after a ghana trip", "tripped"),
])
def test_what_did_it_and_what_happened_are_said_in_english(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


def test_a_row_without_an_age_is_never_played_over_65():
    # whoever rated the row rated it without the risks of age: an invented 80-year-old makes belly pain ESI 2
    for persona in load_patient_personas():
        fitted = fit_patient_persona(persona, sex=None, age=None)
        assert fitted.age_group in ("young_adult", "middle_aged"), persona.persona_id
        reply = ask(Case(case_id="r", chief_complaint="abdominal pain", acuity=3), "And how old are you?", fitted)
        said = [int(word) for word in reply.replace(".", " ").split() if word.isdigit()]
        assert said and said[0] < 65, reply


@pytest.mark.parametrize(("complaint", "question", "said"), [
    # a function asked after: a symptom that stops it is a "no", never "Yes, I've had constipation"
    ("constipated 5-day | bloated", "Have you been able to open your bowels?", "No, I've had constipation for 5 days."),
    ("bowels not opened 4 days | vomiting", "Have you been able to open your bowels?", "No, I haven't opened my bowels for four days."),
    ("bowels not opened 4 days | vomiting", "When did you last open your bowels?", "I haven't opened my bowels for four days."),
    ("constipation | belly pain", "Are you passing wind?", "I've got constipation."),
    ("constipation | belly pain", "Any problems with your bowels?", "Yes, I've got constipation."),
    # nothing recorded: the function works, never "No, not that I've noticed" to "have you been able to"
    ("sore throat | fever", "Have you been able to open your bowels?", "Yes, that's all been normal."),
    ("sore throat | fever", "Any problems with your bowels?", "No, not that I've noticed."),
])
def test_a_function_asked_after_is_answered_the_right_way_round(complaint, question, said):
    assert ask(row(complaint), question, _FLUENT) == said
