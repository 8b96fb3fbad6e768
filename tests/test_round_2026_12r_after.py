"""After the 2026-12r measurement (0badeb9; the sets are the next round's training): its misses by meaning, in our own
words. A man thinking of ending his life with a gun in reach, a drinker two days dry who sees insects no one else can,
an eye with haloes and a hazy cornea, a catatonic man, a fever in sickle cell disease, a thigh kicked tense, a spine
injured with numb legs, a floor-of-mouth infection spitting saliva; and what is no danger: a limb's missing pulse is no
cardiac arrest, an ulcer's soaked dressing no bleed, a belly button no belly pain, a cord that fell off no fall, a
trapped finger no high-risk mechanism, reading glasses no errand."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.speakers import who_speaks
from triagesim.clinical.story import narrative_location, narrative_onset, weapon_at_hand
from triagesim.core.observations import PatientBrief

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, esi, final_level, row  # noqa: E402


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    ("he keeps thinking about ending his life and there is a rifle in the shed", 50, {}, 2),
    ("stopped drinking three days ago, shaking, picking bugs off the blanket that no one else can see", 45, {}, 2),
    ("thinks she is at the bank, though she is in hospital", 80, {}, 2),
    ("sudden painful red eye, sees coloured rings around the lights, the cornea is hazy", 65, {}, 2),
    ("mute and staring, will not eat, known schizophrenia", 35, {}, 2),
    ("sickle cell disease, temperature 39 at home", 12, {"temperature": 102.2}, 2),
    ("kicked in the calf by a cow, the calf is swollen and tense", 40, {}, 3),
    ("a friend's Crohn's disease: I have had loose stools with blood for a week, I have Crohn's", 30, {}, 3),
])
def test_presentations_the_2026_12r_misses_showed(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


def test_what_is_no_danger_is_not_heard_as_one():
    assert "cardiac_arrest" not in concepts("no pulse can be felt at her left wrist")
    assert "limb_ischemia" in concepts("no pulse can be felt at her left wrist")
    assert "cardiac_arrest" in concepts("he has no pulse")
    assert "bleeding_heavy" not in concepts("the dressing on his leg ulcer has soaked through")
    assert "bleeding_heavy" in concepts("she has soaked through two pads in an hour")
    assert "abdominal_pain" not in concepts("a weepy lump in his belly button")
    assert not {"fall", "trauma"} & concepts("since the cord fell off last week")
    assert "high_risk_mechanism" not in concepts("trapped his thumb in a car door")
    assert "high_risk_mechanism" in concepts("trapped in the car for forty minutes")
    assert "work_note" not in concepts("she wears reading glasses")
    assert "insect_bite" not in concepts("brushing spiders off the bed that nobody else can see")
    assert "rash" not in concepts("drops of clear fluid on her vest")
    assert "intake" not in {k for k, v in PatientBrief.from_case(case(
        "c", 46, "M", "low mood", "He has been low for weeks. He has not been drinking.")).model_dump().items() if v}


def test_a_new_picture_reaches_the_level_through_a_whole_episode():
    """Whole episodes, ESI and ATS: the words reach the nurse through the scripted patient."""
    spine = case("t-spine", 52, "M", "Fell off a roof, legs numb",
                 "A 52-year-old man fell about three metres off a roof onto his back. His back hurts badly and both "
                 "legs feel numb. His vital signs are within normal limits.", pain=8)
    assert final_level(spine, "ats")[0] == 2
    mouth = case("t-ludwig", 40, "M", "Swollen under the chin",
                 "A 40-year-old man has a hard swelling under his chin and jaw after a bad tooth, and his tongue is pushed "
                 "up. His voice is muffled and he is spitting his saliva into tissues. His temperature is 38.6 °C.")
    assert final_level(mouth, "ats")[0] == 2
    baby = case("t-umbilical", 0.05, "M", "Sticky belly button",
                "A 2-week-old boy has a small moist pink lump in his belly button since the cord fell off. He is "
                "feeding well. His vital signs are within normal limits.", companion="mother")
    level, why = final_level(baby, "esi")
    assert level == 5, why


def test_who_came_and_what_is_in_reach_are_read_from_the_story():
    said = ask(case("c", 1, "F", "rash", "A 1-year-old girl has a rash.", companion="Arabic interpreter (for her mother)"),
               "What brought her in today?")
    # the mother speaks, through the interpreter, who says once who they are (seventeenth read)
    assert said.startswith("I'm the interpreter for her mum, who says ") and said.count("interpreter") == 1, said
    assert weapon_at_hand("He says he keeps a shotgun in the house.") == "shotgun"
    assert weapon_at_hand("He was stabbed with a knife outside a pub.") is None
    assert who_speaks("Mute, staring, not eating") == "companion"
    assert narrative_onset("a moist lump in her belly button since the cord fell off") == "since the cord fell off"
    assert narrative_location("a painful lump beside his back passage") == "my back passage"


def test_the_patient_says_what_the_story_says():
    said = ask(row("fall from ladder, legs numb", sex="M"), "What brought you in today?")
    assert "my legs are numb" in said.lower() and "numbness" not in said.lower(), said
    said = ask(row("Crohn's flaring, bloody diarrhoea"), "What brought you in today?")
    assert "crohn's are" not in said.lower(), said
    farmer = case("c-gun", 46, "M", "Low and thinking of ending it",
                  "A 46-year-old man has been thinking about ending his life. He says there is a shotgun at home.")
    said = ask(farmer, "Have you made a plan for how you would end your life, and do you have the means?")
    assert "shotgun" in said, said


def test_what_the_fifteenth_read_found_in_the_patients_words():
    """A neonate's age typed in days, a daycare worker who is an adult, a belly that looks full, an insulin needle
    that is no insulin the nurse takes, and a thirst that is no drinking."""
    from triagesim.clinical.ages import apparent_age

    assert apparent_age("12 day old vomiting bright green") == pytest.approx(12 / 365, abs=0.001)
    assert apparent_age("3 wk old, fever") == pytest.approx(3 / 52, abs=0.001)
    assert apparent_age("Pink eye both eyes. daycare worker") is None
    assert apparent_age("fell off the slide at daycare") == 7
    said = ask(row("12 day old vomiting bright green. belly looks full"), "What brought her in today?")
    assert "12 day old" not in said and "belly looks full" in said.lower() and "looks are" not in said, said
    brief = PatientBrief.from_case(case("c-ns", 28, "F", "Needlestick", "A 28-year-old nurse pricked her thumb with a used "
                                        "insulin needle an hour ago. She is well."))
    assert not brief.history.medications, brief.history.medications
    assert "intoxication" not in concepts("she is thirsty and drinking a lot")


def test_command_voices_are_asked_who_and_the_patient_answers_for_himself():
    """Voices telling him to hurt his mother: who, and with what, is asked, and answered as the voices' order; who
    brought him, and the medicines he stopped, are said as English and never denied later (fifteenth read)."""
    said = ask(row("brought by brother. voices telling him to hurt their mother. off his meds", sex="M"),
               "What brought you in today?")
    assert "My brother brought me in" in said and "my mother" in said and "stopped taking my medications" in said, said
    assert "trauma" not in concepts("voices telling him to hurt their mother")
    plan = ask(row("voices telling him to hurt his mother", sex="M"),
               "Who are you thinking of hurting, and do you have a weapon or a way to do it? Any thoughts of harming yourself?")
    assert "The voices want me to hurt my mother" in plan, plan
    meds = ask(row("voices telling him to hurt his mother, off his meds", sex="M"), "Do you take any regular medications?")
    assert "stopped taking" in meds and "don't take anything" not in meds, meds


def test_a_clinicians_read_of_the_training_runs():
    """Read as a nurse after the round: a tearing chest pain to the back is not screened for cauda equina, an onset
    typed without "for" is the onset told, and "not slept in 4 nights" is said as English."""
    from triagesim.clinical.interview import specific_questions

    names = {q.name for q in specific_questions(heard={"back_pain", "chest_pain", "tearing_pain"}, age=70, sex="M")}
    assert "back_red_flags" not in names
    assert "about 4 days ago" in ask(row("LLQ pain 4 days. hx diverticulitis"), "When did it start?")
    said = ask(row("Not slept in 4 nights. talking fast"), "What brought you in today?")
    assert "I haven't slept in 4 nights" in said and "since last night" not in said, said
    assert "I keep nearly passing out" in ask(row("Keeps nearly passing out"), "What brought you in today?")


def test_a_baby_is_not_asked_whether_its_confusion_is_new():
    from triagesim.clinical.interview import specific_questions

    assert "confusion_new" not in {q.name for q in specific_questions(heard={"confusion"}, age=0.5, sex="F")}
    assert "confusion_new" in {q.name for q in specific_questions(heard={"confusion"}, age=80, sex="F")}


def test_a_headline_whose_subject_is_the_patient_doing_something_is_said_as_his_doing():
    """"husband vomiting blood" is the patient's own doing, never "I've got husband vomiting blood"."""
    for complaint, said in (("husband vomiting blood", "I've been vomiting blood"),
                            ("wife bleeding from nose", "I've been bleeding from my nose"),
                            ("husband threatening neighbour", "I've been threatening the neighbour")):
        reply = ask(row(complaint), "What brought you in today?")
        assert said in reply and "got husband" not in reply and "got wife" not in reply, reply
