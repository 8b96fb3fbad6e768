"""After the 2026-12y measurement and the twenty-second read (training): what the misses taught, each said in our own
words, not the sets' rows."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.agents.offline.rules import esi_decision
from triagesim.clinical import detect
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.background import background_of
from triagesim.clinical.presenting import told_findings
from triagesim.clinical.speakers import relation_of, who_speaks
from triagesim.clinical.story import narrative_location, narrative_mechanism, narrative_onset

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, esi, final_level, nurse_after, row  # noqa: E402


@pytest.mark.parametrize(("complaint", "years"), [
    ("Girl (6) - bead up her nose", 6.0),
    ("Man (79) - fell in the shower", 79.0),
    ("Baby boy (5 months) - not feeding", 0.417),
    ("guy (20) - chest pain after a cough", 20.0),
])
def test_an_age_typed_in_brackets_after_the_person_is_the_patient_s(complaint, years):
    assert apparent_age(complaint) == pytest.approx(years, abs=0.005)


@pytest.mark.parametrize(("text", "concept"), [
    ("cement mixer crushed his shin - now tense and numb", "compartment_risk"),
    ("sugars 520 on her meter", "hyperglycemia"),
    ("the room spins when she turns over", "dizzy"),
    ("his finger hangs by a flap of skin", "amputation"),
    ("her words won't come out", "stroke"),
    ("hernia bulge stuck out since lunch", "hernia_stuck"),
    ("something buzzing inside his left ear", "ear_foreign_body"),
    ("knee out of its socket at netball", "deformity"),
    ("stitches due out today", "suture_removal"),
    ("a febrile fit at nursery", "seizure"),
    ("his first fit this morning", "seizure"),
    ("spotting at 7 weeks", "pregnant"),
    ("acting drunk after skipping lunch, diabetic", "confusion"),
])
def test_a_meaning_in_everyday_words_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("left foot cold and pale - no pulse felt - tingling toes", "cardiac_arrest"),
    ("she breathes fast with her ribs sucking in", "rib_injury"),
    ("she breathes fast with her belly sucking in", "abdominal_pain"),
    ("a coughing fit while eating peanuts", "seizure"),
    ("needs a fit note for work", "seizure"),
    ("keeping fit at the gym", "seizure_active"),
    ("acting drunk after skipping lunch", "intoxication"),
])
def test_words_near_a_meaning_are_not_heard_as_it(text, absent):
    assert absent not in concepts(text)


def test_a_charted_history_is_history_not_today():
    assert {(hit.concept, hit.status) for hit in detect("hx cardiac arrest, now palpitations")} >= {("cardiac_arrest", "baseline")}


def test_a_stranger_who_brought_the_patient_is_not_the_patient_s_own():
    assert relation_of("ferry deckhand").say == "the ferry deckhand who came in with {o}"
    assert relation_of("neighbour").say == "{pos} neighbour"
    assert relation_of("step-mum").knows


def test_a_patient_who_is_not_waking_is_spoken_for():
    assert who_speaks("collapsed at the pool, shocked once, pulse back, not waking up") == "companion"
    assert who_speaks("hx cardiac arrest, now palpitations") == "patient"


def test_an_eating_disorder_being_treated_is_history_a_bare_anorexia_is_not():
    assert background_of("a girl being treated for anorexia nervosa").get("past_medical_history") == ["an eating disorder"]
    assert background_of("anorexia and weight loss").get("past_medical_history") is None


def test_a_pain_told_before_a_but_is_placed():
    assert narrative_location("He has crampy belly pain and feels tired, but he is not dizzy.") == "my belly"


def test_mania_is_told_as_a_racing_mind_never_voices():
    told = told_findings("He has not slept for three nights. He talks fast and jumps between ideas.")
    assert told and not any("voices" in item for item in told)


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("VB at 9 weeks - cramping", "9 weeks pregnant", "for nine weeks"),
    ("right testis ache building slowly - fever", "building slowly", "when building"),
    ("spins turning over in bed - vomiting - fine sitting still", "the room spins", "spins are"),
    ("Broken molar - toothache", "a broken molar", "broken and molar"),
    ("Coughing fit while eating grapes", "I had a coughing fit", "been coughing fit"),
    ("Wheeze since lunch", "a wheeze", "got wheeze"),
])
def test_a_registration_row_is_said_as_a_person_says_it(complaint, said, unsaid):
    reply = ask(row(complaint), "What brings you in today?")
    assert said.lower() in reply.lower() and unsaid.lower() not in reply.lower(), reply


def test_a_fit_that_is_over_is_never_said_to_go_on():
    fit = case("f", 25, "M", "Seizure at the gym", "He had a seizure at the gym, shaking for two minutes, and is now alert.",
               companion="gym instructor")
    reply = ask(fit, "When did this start, and has it been constant or coming and going?")
    assert "the whole time" not in reply


def test_a_drinker_seeing_things_after_stopping_is_ats_2():
    level, _ = final_level(case("w", 50, "M", "Shaking and seeing insects",
                                "He stopped drinking three days ago and now sees insects on the walls, sweating and shaking. "
                                "His heart rate is 128.", vitals={"heartrate": 128}))
    assert level == 2


def test_a_crushed_fingertip_is_filmed():
    assert esi("I shut my finger in the car door and there's blood under the nail", pain=5) == 4


def test_vomiting_that_stays_down_needs_no_injection():
    decision = esi_decision(nurse_after("I've been vomiting and I've got diarrhoea but I'm keeping sips down", pain=2).findings)
    assert "IV/IM medication" not in decision.resources and decision.level >= 4


def test_how_long_a_fit_lasted_is_not_when_it_began():
    assert narrative_onset("She went stiff, then shook for about three minutes, and is drowsy now.") is None
    assert narrative_onset("She has had a sore knee for three days.") == "three days ago"


@pytest.mark.parametrize(("text", "concept"), [
    ("my right eye went dark an hour ago", "vision_loss"),
    ("heart pump driveline site weeping", "central_line"),
    ("swung round by his hands at the park, holding his arm still", "pulled_elbow"),
])
def test_more_meanings_in_everyday_words_are_heard(text, concept):
    assert concept in concepts(text)


def test_a_crushed_tense_numb_forearm_is_esi_2():
    assert esi("a pallet crushed my forearm, it's tense and my fingers are numb", pain=9) == 2


def test_stitches_due_out_of_a_healing_cut_are_an_errand():
    assert esi("my stitches are ready to come out, the cut on my arm is healing", pain=0) == 5


def test_a_tongue_bitten_in_a_fit_is_the_patient_s_own_bite():
    assert narrative_mechanism("He is alert now and has bitten the side of his tongue.") == "I bit the side of my tongue"
    assert narrative_mechanism("She was bitten on the ankle by a neighbour's dog.").startswith("I was bitten")


def test_the_day_before_yesterday_is_an_onset():
    assert narrative_onset("He has been more and more yellow since the day before yesterday.") == "since the day before yesterday"


def test_a_felt_symptom_typed_with_a_reading_is_still_said():
    assert patient_complaint("Dizzy spells and a slow pulse") == ["dizziness"]
    assert "talked back" in ask(row("Talked back from the bridge rail", "M"), "What brings you in today?")


def test_a_level_2_still_asks_the_background_before_going_through():
    thunderclap = case("t", 42, "F", "Worst headache of my life", "She had a sudden severe headache an hour ago, like being hit "
                       "on the back of the head, and has vomited twice. Her neck feels stiff.", vitals={"heartrate": 96})
    runner_lines = [turn["text"] for turn in episode(thunderclap, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert any(re.search(r"getting a doctor|straight away|straight through", line) for line in runner_lines)
    assert any(re.search(r"medical conditions|health conditions|medications", line, re.IGNORECASE) for line in runner_lines)



def test_a_place_above_a_part_is_where_it_hurts():
    assert narrative_location("She has had a dull ache above her pubic bone for two days.") == "my pubic bone"


def test_a_chart_s_need_tetanus_is_said_as_a_person_says_it():
    assert "I need a tetanus jab" in ask(row("Scratched by rose thorns, need tetanus"), "What brings you in today?")
