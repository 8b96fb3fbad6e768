"""After the 2026-12v measurement and the nineteenth read (training): what the misses taught, each said in our own
words, not the sets' rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.story import narrative_intake, narrative_location, narrative_mechanism

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, esi, final_level, row, ask  # noqa: E402


@pytest.mark.parametrize(("text", "concept"), [
    ("no pulse can be felt over the top of her foot", "limb_ischemia"),
    ("the voices are ordering him to attack his brother", "command_voices"),
    ("the voices want her to hurt her father", "homicidal"),
    ("she grabs at her throat and cannot cough or speak", "cannot_speak"),
    ("he is making gurgling noises", "airway"),
    ("only lifts her right leg when her nail bed is squeezed", "unresponsive"),
    ("his left arm lies limp", "stroke"),
    ("knocked out for a few seconds in a tackle", "head_injury"),
    ("getting drowsier by the hour", "confusion"),
    ("a seatbelt bruise across her belly", "seatbelt_sign"),
    ("the end of his thumb is half off", "partial_fingertip"),
    ("tremor and seeing insects on the ceiling", "withdrawal"),
    ("pumping blood from the wound", "bleeding_heavy"),
    ("the red area now extends up past his elbow", "spreading"),
])
def test_a_meaning_in_everyday_words_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("no pulse can be felt over the top of her foot", "cardiac_arrest"),
    ("he keeps shaking his head and rubbing his ear", "seizure_active"),
    ("her foot is cold and mottled below the knee", "poor_perfusion"),
    ("spiders crawling up the wall that nobody else sees", "insect_bite"),
    ("she has barely eaten or drunk for two days", "intoxication"),
    ("tiny red spots past the edges of the nappy rash", "bleeding_tendency"),
    ("the rash goes deep into the skin folds", "deep_wound"),
    ("sore ulcers in his mouth", "ulcer"),
    ("the redness has spread onto her abdomen", "abdominal_pain"),
    ("the baby is 6 weeks with a cough", "chronic"),
])
def test_words_are_not_heard_against_their_meaning(text, absent):
    assert absent not in concepts(text)


def test_a_limb_that_is_mottled_is_not_shock_but_a_whole_body_that_is_still_is():
    assert "poor_perfusion" not in concepts("the leg is white and mottled from the knee down")
    assert "poor_perfusion" in concepts("cold hands and feet, mottled skin")


def test_a_toddler_wheezing_after_choking_on_a_nut_is_esi_2():
    assert esi("3 yr old choked on a nut at lunch, now wheezy on the left", age=3, resprate=40, o2sat=93) == 2
    assert esi("3 yr old choked on a nut at lunch, now a faint wheeze on the left", age=3) == 3  # no distress: another writer


def test_a_silent_choke_turning_blue_is_ats_1():
    story = ("A 4-year-old girl is carried in by her grandmother after choking on a boiled sweet. She cannot cough or cry, "
             "holds her throat and her lips are going blue.")
    level, _ = final_level(case("t-choke", 4, "F", "choking", story, companion="grandmother"), "ats")
    assert level == 1


def test_a_collapse_with_a_pinch_response_only_and_snoring_is_level_1():
    story = ("A 58-year-old woman collapsed at work after saying her head was splitting. She makes snoring noises and only "
             "moves her right arm when her nail bed is pressed.")
    level, _ = final_level(case("t-sah", 58, "F", "collapse", story, companion="colleague"), "ats")
    assert level == 1


def test_a_baby_s_age_typed_after_the_word_for_the_baby_is_read_and_not_said():
    assert apparent_age("baby 5 weeks fever at home") == pytest.approx(5 / 52, abs=0.01)
    assert apparent_age("toddler 20 months cough") == pytest.approx(20 / 12, abs=0.01)
    spoken = " ".join(patient_complaint("infant 6 weeks fever at home"))
    assert "6 weeks" not in spoken and "infant" not in spoken, spoken


def test_a_back_hurt_in_a_throw_needs_a_film_and_severe_pain_makes_it_esi_3():
    assert esi("thrown from a quad bike, landed on his back, low back pain, 8 out of 10") == 3


def test_a_power_tool_cut_needs_an_x_ray_as_well_as_repair():
    assert esi("circular saw cut to the forearm, bleeding controlled") == 3


def test_injured_lower_ribs_are_worked_up_for_the_spleen():
    assert esi("fell off his bike onto the handlebars, lower left rib pain") == 3


@pytest.mark.parametrize(("story", "said"), [
    ("A 60-year-old man was cutting a hedge when his trimmer kicked back into his right shin.",
     "My trimmer kicked back into my right shin"),
    ("A woman was chopping a frozen loaf when the knife slipped.", "The knife slipped"),
])
def test_a_participle_before_a_thing_is_no_mechanism_and_the_tool_is_the_doer(story, said):
    assert narrative_mechanism(story) == said


def test_a_part_said_to_be_well_is_not_where_it_hurts():
    story = "She fell on her outstretched hand. Her wrist is swollen and tender. Her fingers move normally and her hand is pink."
    assert narrative_location(story) == "my wrist"
    assert narrative_location("He twisted his ankle playing netball. His toes are warm with normal feeling.") != "my toes"


def test_what_goes_in_is_said_as_the_story_says_it():
    assert narrative_intake("She has hardly eaten or drunk since Sunday.") == "I've barely managed any fluids"
    assert "less" in narrative_intake("He took less at his last three bottles.", baby=True)


@pytest.mark.parametrize(("complaint", "says", "never"), [
    ("parkinsons fell in the garden", "Parkinson's disease", "My parkinson"),
    ("tripped at home banged head on the door", "I banged my head", "home banged"),
    ("cough fever no vomiting", "vomiting", "fever no vomiting"),
    ("seizure, bit tongue", "bit", "was bit"),
    ("burnt hand on the iron", "I burnt my hand", "got burnt"),
    ("soaked 3 pads since lunch", "I soaked", "got soaked"),
])
def test_a_terse_row_is_said_as_clauses_a_person_would_say(complaint, says, never):
    spoken = ask(row(complaint), "What brought you in today?")
    assert says in spoken and never not in spoken, spoken


def test_a_new_verb_after_a_denial_is_not_denied():
    assert "vomiting" in concepts("she has not wanted her tea, has vomited twice")
    assert "vomiting" not in concepts("she has not vomited")


def test_a_pain_that_moved_is_told_where_it_started_and_where_it_is_now():
    story = "A 10-year-old boy had an ache around his belly button last night that has moved this morning to the right lower side."
    assert narrative_location(story) == "it started around my belly button and has moved to my right lower side"


@pytest.mark.parametrize(("story", "onset"), [
    # (the hour he woke at is when it began: 2026-12ay, training, once "this morning, first thing")
    ("A 61-year-old man woke at 3 a.m. with a hot, swollen ankle. He had gout once before.", "at 3 a.m."),
    ("She started a course of flucloxacillin for a boil two days ago and this morning came out in hives.", "this morning"),
])
def test_the_onset_is_the_problem_s_not_the_medicine_s_nor_cut_at_a_m(story, onset):
    from triagesim.clinical.story import narrative_onset
    assert narrative_onset(story) == onset


def test_an_allergic_rash_is_asked_about_the_airway():
    from triagesim.clinical.interview import specific_questions
    assert "allergy_airway" in {question.name for question in specific_questions(heard={"hives"}, age=30, sex="F")}
    assert "allergy_airway" not in {question.name for question in specific_questions(heard={"hives", "airway"}, age=30, sex="F")}


def test_an_assault_is_asked_about_a_knock_to_the_head():
    from triagesim.clinical.interview import specific_questions
    assert "fall_head" in {question.name for question in specific_questions(heard={"assault"}, age=30, sex="M")}


def test_a_course_denied_in_a_list_is_not_told_and_a_wound_s_pain_is_where_the_wound_is():
    from triagesim.clinical.story import narrative_course
    assert narrative_course("The wound is clean, and he has no increasing pain, fever or redness spreading beyond it.") is None
    reply = ask(row("gallbladder out 6 days ago incision red leaking pus low fever").model_copy(update={"pain": 5.0}), "Where is the pain?")
    assert "incision" in reply and "all over" not in reply, reply


def test_stitches_that_need_to_come_out_are_an_errand_and_a_numb_part_is_not_where_it_hurts():
    assert "suture_removal" in concepts("my stitches need to come out")
    story = ("A 49-year-old man fell three metres from a roof and landed on his back. He has severe low back pain and both legs "
             "feel numb.")
    assert narrative_location(story, "Fall from roof, legs numb").startswith("my lower back")
    assert narrative_location("He has cuts on his knuckles and a bruised left cheek.", "cheek injury") == "my left cheek"


@pytest.mark.parametrize(("complaint", "age"), [("aged 70 sudden back pain", 70.0), ("aged 58, chest tightness", 58.0)])
def test_an_age_typed_at_the_front_is_read_and_never_said_as_a_thing_had(complaint, age):
    assert apparent_age(complaint) == age
    spoken = " ".join(patient_complaint(complaint))
    assert "aged" not in spoken, spoken


def test_a_gestational_age_typed_as_ega_is_a_pregnancy_in_weeks():
    assert "pregnant" in concepts("EGA 12 weeks bleeding")
    assert "12 weeks pregnant" in " ".join(patient_complaint("EGA 12 weeks bleeding"))


def test_a_usual_habit_that_has_stopped_is_a_change_not_a_baseline():
    from triagesim.clinical import detect
    heard = {hit.concept: hit.status for hit in detect("a man who usually drinks heavily every day stopped three days ago when his money ran out")}
    assert heard.get("withdrawal") == "present", heard
    assert {hit.concept: hit.status for hit in detect("she is usually confused")}.get("confusion") == "baseline"


def test_a_struck_cheek_that_sees_double_is_scanned_even_with_a_cut():
    assert esi("hurt my cheek walking into a door, I've got a cut and double vision") == 3


def test_missing_goggles_deny_nothing_and_an_age_typed_at_the_end_is_read():
    assert "eye_foreign_body" in concepts("grinding steel no goggles something in left eye")
    assert apparent_age("belly pain since last night no appetite aged 31") == 31.0
    assert "aged" not in " ".join(patient_complaint("belly pain since last night no appetite aged 31"))
