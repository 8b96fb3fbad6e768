"""Training on the 2026-12ay sets, after their one measurement: the desk's age typed as the sex's letter first ("f 62", "m 10
months"), its "plus", "accomp by" and "mins"; a colic "in the side that comes in waves" heard as one; a man who shakes
after a workmate's death neither fitting nor injured; an airway about to close (drooling, sitting forward, low oxygen) at
ATS 1; a burn of the hand that blistered, a fever on dialysis, shingles with a red eye
and a lip torn by a dog given their resources; a plan to jump said as a plan."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, case, concepts, final_level, opening  # noqa: E402
from triagesim.cases import Case, Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402
from triagesim.clinical.sexes import apparent_sex  # noqa: E402
from triagesim.clinical.speakers import companion_in_complaint  # noqa: E402


@pytest.mark.parametrize(("complaint", "age", "sex"), [
    ("f 62, sent from her nursing home, fever 103", 62.0, "F"),
    ("rolled left ankle off a curb, swollen, f 34", 34.0, "F"),
    ("m 10 months, plus fever", round(10 / 12, 3), "M"),
    ("sore throat, m 38 days", round(38 / 365, 3), "M"),
])
def test_the_sex_letter_before_the_age_is_the_age_and_the_sex(complaint: str, age: float, sex: str) -> None:
    assert apparent_age(complaint) == age
    assert apparent_sex(complaint) == sex
    said = ask(Case(case_id="r", chief_complaint=complaint, acuity=3), "What brings you in today?", FLUENT)
    assert not said.startswith(("I've got f", "I've got m")) and " f 6" not in said


def test_a_metre_is_no_age() -> None:
    assert apparent_age("fell 3 m, hurt back") is None and apparent_sex("fell 3 m, hurt back") is None


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("dull headache, plus no chest pain", "I haven't got any chest pain", "plus"),
    ("itchy bumps between fingers 2 weeks, worse at night, plus roommate itching too", "my roommate is itchy too", "plus"),
    ("burning when she pees and going every 30 mins since yesterday", "every 30 minutes", "mins"),
    ("passed out in line at the bank, no warning, out less than a min, fine now", "there was no warning, I was out for less "
     "than a minute", "got out"),
    ("threw up once at 5 am, looked like coffee grounds", "it looked like coffee grounds", "I looked"),
    ("ran out of amlodipine, blood pressure 196 on the drugstore machine", "my blood pressure on the drugstore machine was very "
     "high", "got blood pressure"),
    ("stepped on a nail, small hole in ball of right foot, last tetanus shot unknown", "I don't know when I last had a tetanus "
     "shot", "shot unknown"),
    ("lifted a couch, no trouble peeing or pooping, no numb groin", "I'm peeing and pooping fine", "trouble, I've been"),
    ("red tender bump on right upper eyelid 2 days, accomp by wife", "eyelid", "accomp"),
])
def test_the_2026_12ay_desk_is_said_as_a_person_says_it(complaint: str, said: str, never: str) -> None:
    reply = opening(complaint)
    assert said in reply and never not in reply, reply


def test_accomp_by_names_who_came_along() -> None:
    assert companion_in_complaint("fever 102 since yesterday, accomp by dad") == "dad"
    child = Case(case_id="c", chief_complaint="f 5, fever 102 since yesterday, smelly pee, accomp by dad", acuity=3)
    said = ask(child, "What's brought her in today?", FLUENT)
    assert said.startswith("I'm her dad") and "accomp" not in said, said


def test_a_colic_in_the_side_that_comes_in_waves_is_one_clause_heard_as_flank_pain() -> None:
    said = opening("Pain in the side that comes in waves")
    assert "that comes in waves" in said and "that, it" not in said, said
    assert "flank_pain" in concepts(said)
    colic = case("colic", 40, "M", "Pain in the side that comes in waves",
                 "A 40-year-old man was woken at three in the morning by pain in his right loin that spreads down into his groin. "
                 "He cannot keep still and has vomited twice. He rates the pain 10/10, and his vital signs are within normal "
                 "limits.", pain=10, acuity=2)
    assert "waves" in ask(colic, "When did this start, and has it been constant or coming and going?", FLUENT)
    assert "three this morning" in ask(colic, "When did it start?", FLUENT)
    assert final_level(colic, "esi")[0] == 2


def test_a_shaking_after_a_workmates_death_is_neither_a_fit_nor_an_injury() -> None:
    assert "seizure_active" not in concepts("he has not stopped shaking and keeps walking back towards the site")
    assert "seizure_active" in concepts("he has not stopped shaking for ten minutes")
    assert "trauma" not in concepts("after a workmate was killed beside him in a machinery accident this morning")
    assert "trauma" in concepts("he was in a car accident")
    shaken = case("shaken", 47, "M", "Shaking after a workmate was killed",
                  "A 47-year-old man is brought in by his shift supervisor after a workmate was killed beside him in a machinery "
                  "accident this morning. His shift supervisor says he has not stopped shaking and keeps walking back towards the "
                  "site. He denies any wish to harm himself.", companion="shift supervisor")
    level, why = final_level(shaken, "ats")
    assert level >= 3 and "seizure" not in why, why


_EPIGLOTTIS = case("epiglottis", 4, "F", "Drooling, sitting forward, soft noisy breathing",
                   "A 4-year-old girl who has never been immunised is carried in by her stepdad, sitting bolt upright on his lap with "
                   "her chin pushed forward. She is drooling steadily, does not cry or speak, and a soft rasping noise comes with "
                   "each breath. Her temperature is 40.1 °C, heart rate 168, respiratory rate 38 and SpO2 92 %.",
                   vitals=Vitals(temperature=104.2, heartrate=168, resprate=38, o2sat=92), companion="stepdad")


def test_drooling_sitting_forward_with_low_oxygen_is_an_airway_about_to_close() -> None:
    assert final_level(_EPIGLOTTIS, "ats")[0] == 1
    assert {"drooling", "tripod"} <= concepts("she's been drooling, she's sitting forward")
    breathing = _EPIGLOTTIS.model_copy(update={"vitals": Vitals(temperature=104.2, heartrate=168, resprate=38, o2sat=97)})
    assert final_level(breathing, "ats")[0] == 2  # the oxygen held: the reference's drooling with distress, category 2
    said = opening("Drooling, sitting forward, soft noisy breathing")
    assert "I'm sitting forward" in said and "I've got soft noisy breathing" in said, said


@pytest.mark.parametrize(("complaint", "story"), [
    ("Burnt hand lighting a barbecue",
     "A 29-year-old man burned his right hand and wrist when a barbecue flared up an hour ago. The back of his hand is "
     "blistered, wet and red with some white patches. He rates the pain 6/10, and his vital signs are within normal limits."),
])
def test_a_blistered_burn_of_the_hand_is_dressed_with_a_burns_opinion(complaint: str, story: str) -> None:
    level, why = final_level(case("burn", 29, "M", complaint, story, pain=6, acuity=3), "esi")
    assert level == 3 and "specialty consultation" in why, why
    row_level = final_level(Case(case_id="g", chief_complaint="m 26, hot fryer grease splashed on right forearm and back of hand "
                                 "40 mins ago, blistering, plus cooled it under the tap", pain=8, acuity=3), "esi")[0]
    assert row_level == 3


@pytest.mark.parametrize(("complaint", "resource"), [
    ("62 y, on dialysis, shaking chills during dialysis today, fever 102", "IV antibiotics"),
    ("71 y, painful blistering rash on right forehead down to tip of nose, right eye red n gritty", "IV medication"),
    ("15 y, sp bite from a neighbors dog, upper lip torn through to the gum, bleeding slowed with presure", "specialty consultation"),
])
def test_three_presentations_given_their_second_resource(complaint: str, resource: str) -> None:
    level, why = final_level(Case(case_id="r", chief_complaint=complaint, acuity=3, pain=5,
                                  vitals=Vitals(temperature=101.6, heartrate=98, resprate=18, o2sat=97, sbp=130)), "esi")
    assert level == 3 and resource in why, why


def test_a_plan_to_jump_said_as_the_desk_typed_it_is_a_plan() -> None:
    said = opening("sent in by police on an emergency hold, said he would jump off the overpass, smells of beer")
    assert "I said I was going to jump off the overpass" in said and "I've been drinking beer" in said, said
    assert "suicide_plan" in concepts(said)
    assert "suicide_plan" in concepts("said he would jump off the bridge")


def test_what_was_taken_told_whole_is_not_asked_again() -> None:
    assert "ingestion_told" in concepts("I swallowed about 30 acetaminophen three hours ago after a breakup")
    assert "ingestion_told" not in concepts("I took some tablets")
    from triage_cases import episode
    told = Case(case_id="od", chief_complaint="f 22, swallowed about 30 acetaminophen 3 hrs ago after a breakup, wanted to die",
                acuity=2)
    nurse = " ".join(turn["text"] for turn in episode(told, "esi")["transcript"] if turn["speaker"] == "nurse")
    assert "what you took" not in nurse and "What exactly did you take" not in nurse


def test_grabbed_by_the_throat_is_done_to_her() -> None:
    assert opening("assaulted by partner, grabbed by the throat") == \
        "I was assaulted by my partner and I was grabbed by the throat."
    assert opening("spat at an officer") == "I spat at an officer."


def test_half_of_each_feed_is_not_feeding_okay_and_feeling_sick_is_no_vomiting() -> None:
    baby = case("baby", 0.083, "F", "Young baby hot and sleepy",
                "A 1-month-old girl is brought in by her aunty, who says the baby has been sleepy since lunch and took only half of "
                "each of her last two feeds.", companion="aunty")
    reply = ask(baby, "How has she been feeding, and is she still having wet nappies like usual?", FLUENT)
    assert "half" in reply and "feeding okay" not in reply, reply
    queasy = case("queasy", 19, "M", "Belly pain moved to the right",
                  "A 19-year-old man has had pain that began around his navel and moved to the right lower side. He has felt sick "
                  "and has not wanted to eat.")
    reply = ask(queasy, "Are you managing to keep fluids down, and are you weeing as much as usual?", FLUENT)
    assert "I've been sick" not in reply, reply


def test_grey_is_said_grey_and_a_lola_knows_the_baby() -> None:
    from triagesim.clinical.speakers import relation_of
    grey = case("grey", 71, "M", "Heart racing and breathless after mowing",
                "A 71-year-old man has had his heart racing since mowing the lawn. He is short of breath and looks grey.",
                vitals=Vitals(heartrate=164, resprate=24, o2sat=94, sbp=104))
    said = " ".join(turn["text"] for turn in __import__("triage_cases").episode(grey, "ats")["transcript"]
                    if turn["speaker"] == "patient")
    assert "blotchy" not in said and "feet are cold" not in said, said
    relation = relation_of("lola")
    assert relation is not None and relation.knows and relation.say == "{pos} lola"


def test_a_hand_red_to_the_wrist_has_told_its_spread_and_a_capital_after_an_article_is_lowered() -> None:
    assert "spreading" in concepts("now my hand is puffy and red to the wrist")
    assert opening("Painful lump in the armpit") == "I've got a painful lump in the armpit."


def test_a_swollen_elbow_is_where_it_hurts_though_the_fingers_feel_normal() -> None:
    elbow = case("elbow", 24, "M", "Came off a hire scooter onto his elbow",
                 "A 24-year-old man came off a hire e-scooter last night and landed on his right elbow. The elbow is swollen and he "
                 "cannot fully straighten it, but his fingers move and feel normal. He has grazes on his palm that he has cleaned "
                 "himself. He marks his pain at 5/10.", pain=5)
    reply = ask(elbow, "Where is the pain, and how bad is it?", FLUENT)
    assert "elbow" in reply and "palm" not in reply, reply
    assert "had one seizure at 7 am" in opening("ran out of levetiracetam 3 days ago, one seizure at 7 am")


def test_cold_and_clammy_tired_for_weeks_and_a_first_time_said_as_speech() -> None:
    assert "I'm dizzy even lying flat and cold and clammy" in opening("fainted twice, dizzy even lying flat, cold and clammy")
    assert opening("tired for weeks, winded on stairs") == "I've been tired for weeks and winded on stairs."
    assert "I've never had this before" in opening("heart racing, plus chest tight, never had this before")
    reply = ask(Case(case_id="m", chief_complaint="sent from her nursing home, fever 103, knees mottled, only opens eyes when rubbed "
                     "hard", acuity=1), "Where is the pain?", FLUENT)
    assert "knees" not in reply and "eyes" not in reply, reply
