"""After the 2026-12x measurement and the twenty-first read (training): what the misses taught, each said in our own
words, not the sets' rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.lexicon import parse_age
from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, final_level, row  # noqa: E402

_WELL = dict(heartrate=80, sbp=128, dbp=78, resprate=16, o2sat=98, temperature=98.4)


@pytest.mark.parametrize(("text", "concept"), [
    ("he only pulls his arm away when his nail bed is squeezed", "unresponsive"),
    ("she does not answer to her name", "unresponsive"),
    ("bucked off a bull at the rodeo", "thrown_from_animal"),
    ("a van shunted my car at the lights", "road_crash"),
    ("he has been talking really fast all night", "psychosis"),
    ("found walking down the middle of the motorway", "reckless_danger"),
    ("she cuts herself to cope and still has urges to cut", "self_injury"),
    ("punched his fist through the glass door", "glass"),
    ("spilt a pan of boiling water down both legs", "moderate_burn"),
    ("sores inside his mouth", "mouth_sores"),
    ("cut his shin with the angle grinder", "power_tool"),
    ("she can't raise her left eyebrow either", "facial_palsy"),
    ("our photocopier is broken", "broken_device"),
    ("the redness spreads a few finger-widths onto his back", "spreading"),
])
def test_a_meaning_in_everyday_words_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("hit by a sudden cramp in her belly", "trauma"),
    ("the redness spreads two finger-widths", "limb_injury"),
    ("the dishwasher broke down", "trauma"),
    ("it spread onto his tummy", "abdominal_pain"),
])
def test_words_near_a_meaning_are_not_heard_as_it(text, absent):
    assert absent not in concepts(text)


@pytest.mark.parametrize(("complaint", "years"), [
    ("in his late 70s, fell at the bowls club", 78.0),
    ("in her 60s. short of breath", 65.0),
    ("Just turned 9. sore ear", 9.0),
    ("baby boy eleven days old, jaundiced", 0.03),
])
def test_an_age_typed_as_a_decade_a_birthday_or_in_words_is_the_patient_s(complaint, years):
    assert apparent_age(complaint) == pytest.approx(years, abs=0.005)


def test_a_decade_is_said_and_heard_as_the_decade_never_a_made_up_year():
    older = Case(case_id="dec", chief_complaint="in his 70s. dizzy on standing", sex="M", acuity=3)
    reply = ask(older, "How old are you?")
    assert reply == "I'm in my seventies." and parse_age(reply) == 75.0
    assert "70s" not in ask(older, "What brought you in today?")


def test_a_baby_s_age_in_words_is_no_adult_s():
    """"nineteen days old" was read as a woman of 44, her pulse of 168 and pressure of 72 as an adult's (ESI 1)."""
    baby = Case(case_id="nb", chief_complaint="Baby boy twelve days old. warm to touch. sleepy", acuity=2,
                vitals=dict(heartrate=165, sbp=70, dbp=40, resprate=44, o2sat=98, temperature=100.6))
    assert final_level(baby, "esi")[0] == 2


@pytest.mark.parametrize(("complaint", "level"), [
    ("defib fired once while gardening, feels well now", 3),  # one shock, well: checked, not rushed
    ("ICD fired three times this morning", 2),  # a storm
    ("right side of face drooping, forehead too, can't close right eye, arms and speech fine", 3),  # Bell's palsy
    ("new antiepileptic 3 weeks ago. peeling rash on trunk. sores in mouth", 2),  # a severe drug reaction
    ("hand foot and mouth: blisters on palms, sore mouth", 5),  # blisters alone are no drug reaction
    ("usual migraine, same as always, wants the injection that works", 4),
    ("circular saw slipped, deep cut left forearm, bleeding stopped", 3),
])
def test_a_terse_row_of_our_own_is_graded_by_what_it_means(complaint, level):
    row_ = Case(case_id="t", chief_complaint=complaint, age=45, sex="F", acuity=level, pain=6, vitals=_WELL)
    assert final_level(row_, "esi")[0] == level


def test_a_young_child_s_swollen_elbow_that_will_not_move_is_filmed_and_seen_by_the_bone_team():
    child = Case(case_id="sc", chief_complaint="fell off trampoline. elbow swollen. wont move arm", age=5, sex="M", acuity=3,
                 pain=7, vitals=dict(heartrate=110, sbp=100, dbp=60, resprate=22, o2sat=99, temperature=98.6))
    level, why = final_level(child, "esi")
    assert level == 3 and "specialty consultation" in why


@pytest.mark.parametrize(("story", "level"), [
    # a spreading, weeping skin infection under a month old
    ("A 16-day-old boy has a red, swollen patch around his umbilical stump. The redness spreads about a finger-width "
     "onto his belly and there is a yellow, smelly discharge. Vital signs within normal limits.", 2),
    # mania that walks into traffic
    ("A 40-year-old woman has barely slept for a week and has been talking really fast. Her brother found her walking "
     "along the middle of the motorway to stop the cars. She is not aggressive. Vital signs within normal limits.", 2),
    # smoke with a harsh noise on the breath in
    ("A 50-year-old man was pulled from a kitchen fire. There is soot around his nose and he makes a harsh noise each "
     "time he breathes in. His SpO2 is 91 %.", 1),
    # a twisting ovary
    ("A 24-year-old woman had a sudden, severe pain low on the left side of her pelvis an hour ago and has vomited "
     "three times. Her pain is 9/10 and her vital signs are within normal limits.", 2),
])
def test_a_narrative_of_our_own_is_graded_by_what_it_means(story, level):
    age = 0.044 if "16-day-old" in story else 24 if "24-year-old" in story else 40
    vitals = {"o2sat": 91} if "SpO2 is 91" in story else {}
    pain = {"pain": 9} if "9/10" in story else {}
    assert final_level(case("n", age, "F", "see story", story, vitals=vitals, **pain), "esi")[0] == level


def test_a_throat_that_cannot_swallow_is_no_trouble_breathing_unless_the_breath_is_named():
    quiet = case("qt", 30, "M", "can't swallow spit", "A 30-year-old man cannot swallow his own saliva and is drooling. "
                 "He breathes quietly.")
    assert ask(quiet, "Any trouble with your breathing?").startswith("No")


def test_a_self_harm_urge_without_a_wish_to_die_is_never_said_as_thoughts_of_killing():
    teen = case("sh", 15, "F", "Cuts on arm", "A 15-year-old girl cut her forearm to cope after a row at school and still has "
                "urges to cut, but no plan to end her life.", companion="aunt")
    opening = ask(teen, "What's brought her in today?")
    assert "killing" not in opening and "ending her life" not in opening, opening


def test_a_row_with_a_decade_never_opens_with_it_happened_in_my_80s():
    assert "80s" not in ask(row("in his 80s. fell getting out of the bath. hip sore", sex="M"), "What brought you in today?")


@pytest.mark.parametrize(("text", "absent"), [
    ("he sat down and cried straight away", "low_oxygen"),  # "sat" is no oxygen saturation
    ("shivering fits since last night", "seizure"),  # rigors are no fit
])
def test_the_twenty_first_read_s_inventions_are_not_heard(text, absent):
    assert absent not in concepts(text)


@pytest.mark.parametrize(("complaint", "said"), [
    ("dizzy on standing. started a new blood pressure pill", "blood pressure"),
    ("defib went off twice at work", "defibrillator"),
])
def test_a_condition_or_medicine_the_row_names_is_never_denied(complaint, said):
    reply = ask(row(complaint), "Do you have any medical conditions or take any medicines?")
    assert said in reply and "Nothing major" not in reply, reply


def test_an_operation_the_story_names_is_the_patient_s_history():
    story = case("op", 60, "F", "Bloated and vomiting", "A 60-year-old woman has a bloated belly and has vomited twice. She "
                 "had her appendix removed as a teenager.")
    assert "appendix" in ask(story, "Any medical conditions or operations in the past?")


def test_a_row_whose_patient_only_groans_to_pain_is_told_by_someone_else():
    reply = ask(row("pulled out of the river. cold. only moans to pain"), "What's happened today?")
    assert reply.startswith("I'm") and "moan when" not in reply.split(",")[0], reply


def test_items_typed_in_capitals_with_full_stops_are_said_one_by_one():
    reply = ask(row("COUGHING UP BLOOD. LUNG CANCER. SHORT OF BREATH"), "What brought you in today?")
    assert "I've got lung cancer" in reply, reply


def test_numb_between_the_legs_is_saddle_numbness_and_said_with_my():
    assert "saddle_numbness" in concepts("numb between legs")
    assert "between my legs" in ask(row("back pain. numb between legs"), "What brought you in today?")


def test_a_pain_on_a_deep_breath_is_no_shortness_of_breath():
    """Twenty-first read: "Yes, I get a sharp pain when I take a deep breath" answered the breathlessness asked of a man
    who "breathes comfortably"."""
    ribs = case("rb", 50, "M", "Fell onto the kerb", "A 50-year-old man fell onto a kerb yesterday. His ribs hurt sharply "
                "when he takes a deep breath. He breathes comfortably.", pain=6)
    assert ask(ribs, "Are you short of breath at all?").startswith("No")
    breathless = case("sb", 60, "F", "Chest pain", "A 60-year-old woman has chest pain worse on a deep breath and has been "
                      "short of breath since this morning.", pain=5)
    assert ask(breathless, "Any shortness of breath?").startswith("Yes")
