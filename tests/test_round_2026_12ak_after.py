"""After the first look at the 2026-12ak sets and the thirty-fourth read (training data now): ages typed compact ("52y F",
"mom says 2y vomiting", "20mth girl"), a limp grey newborn who only whimpers when his heel is flicked, a petrol flash's
burns to both hands, itchy palms and soles late in pregnancy, a plastered arm whose pain climbs, a confused old man his
son reports, a collapse mid sprint, a long lie, a gash over an eyebrow at 82, a nephrostomy tube pulled out, violence
with a fire extinguisher, a pancreatitis rocking forward, a toddler's bath scald from the feet to the knees, looped
bruises, errands (a lost pill packet, a clearance letter, a swab result), a hanging's blackout and wish, fingers cut off
and kept on ice, and the words each is said in."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts as _heard, episode, final_level, opening as _opening  # noqa: E402


@pytest.mark.parametrize("complaint, age", [
    ("52y F spinning whenever she rolls over in bed, vomiting", 52.0),
    ("mom says 2y vomiting and diarrhea 3 days, no wet diaper since yesterday", 2.0),
    ("son reports 77y dad mixing up names and wandering since yesterday, usually sharp", 77.0),
    ("neighbor found 79y F on her kitchen floor this morning, down all night, hip sore, alert", 79.0),
    ("20mth girl pulling at R ear", 1.667),
    ("12d M not feeding", 0.033),
])
def test_a_compact_age_is_the_patients(complaint: str, age: float) -> None:
    assert apparent_age(complaint) == pytest.approx(age, abs=0.01)


@pytest.mark.parametrize("complaint", ["cough 3d, fever", "3y hx of asthma, wheeze", "fever 2d"])
def test_a_duration_is_no_age(complaint: str) -> None:
    assert apparent_age(complaint) is None


@pytest.mark.parametrize("complaint, said", [
    ("coach says 24y M passed out mid sprint at soccer, out about 20 sec, now talking",
     "My coach says I passed out mid sprint at soccer, I was out for about twenty seconds and I'm talking now."),
    ("neighbor found 79y F on her kitchen floor this morning, down all night, hip sore",
     "My neighbor found me on my kitchen floor this morning, I'd been on the floor all night and my hip is sore."),
    ("Burnt both hands lighting a bonfire", "I burnt both my hands when lighting a bonfire."),
    ("Itchy hands and feet, thirty-five weeks pregnant", "I've got itchy hands and feet and I'm thirty-five weeks pregnant."),
    ("Pain in plastered arm getting worse", "The pain in my plastered arm is getting worse."),
    ("Fingers cut off by a band saw", "My fingers got cut off by a band saw."),
    ("Come back for my wound swab result", "I've come back for my wound swab result."),
])
def test_the_reads_fragments_are_said_as_a_person_says_them(complaint: str, said: str) -> None:
    assert _opening(complaint) == said


def test_a_compact_age_is_never_said_as_a_symptom() -> None:
    said = ask(Case(case_id="t", chief_complaint="mom says 2y vomiting and diarrhea 3 days, no wet diaper since yesterday",
                    sex="M", acuity=2), "What's brought him in today?")
    assert "2y" not in said and "nine months" not in said


@pytest.mark.parametrize("text, concept", [
    ("He lies limp, gives only a weak whimper when his heel is flicked", "unresponsive"),
    ("he has become floppy with grey, blotchy skin", "poor_perfusion"),
    ("his hands and feet are cold", "poor_perfusion"),
    ("the flash burnt both hands and forearms", "burn"),
    ("in places white and leathery, roughly a tenth of his body surface", "major_burn"),
    ("The pain in my plastered arm is getting worse", "pain_out_of_proportion"),
    ("He cries out when the nurse gently straightens his fingers.", "pain_out_of_proportion"),
    ("dad mixing up names and wandering since yesterday", "confusion"),
    ("passed out mid sprint at soccer", "exertional"),
    ("down all night, hip sore", "long_lie"),
    ("I've got a gash over my left eyebrow", "head_injury"),
    ("My right nephrostomy tube got pulled out getting dressed", "access_failed"),
    ("swings a fire extinguisher at the glass of the triage window", "dangerous_violence"),
    ("He is rocking forward on the trolley", "severe_descriptor"),
    ("Both of his legs are red and peeling from the feet to the knees", "major_burn"),
    ("the bruises are of different colours and shaped like loops", "child_at_risk"),
    ("I lost my pill packet on holiday", "refill"),
    ("Forgot thyroid tablets on holiday", "refill"),
    ("his employer wants a clearance letter", "work_note"),
    ("She woke there some time later and does not know how long she was out.", "syncope"),
    ("she still wishes it had worked", "suicide_plan"),
])
def test_what_the_stories_told_is_heard(text: str, concept: str) -> None:
    assert concept in _heard(text)


@pytest.mark.parametrize("text, concept", [
    ("I woke up later", "syncope"),
    ("wandering around the garden centre", "confusion"),
    ("who forgot his tablets for a week", "refill"),
])
def test_near_misses_stay_unheard(text: str, concept: str) -> None:
    assert concept not in _heard(text)


_NEONATE = case("neo", 0.02, "M", "Floppy and grey, won't feed",
                "A 6-day-old boy is carried from the triage desk straight to the resuscitation bay. Through the Tigrinya "
                "interpreter, his mother says he was born at home, fed well for four days, then stopped feeding yesterday and "
                "has become floppy with grey, blotchy skin. He lies limp, gives only a weak whimper when his heel is flicked, "
                "and his hands and feet are cold. His temperature is 35.2 °C, heart rate 218 and breathing rate 72.",
                companion="Tigrinya interpreter (for a mother)", acuity=1,
                vitals={"temperature": 95.4, "heartrate": 218, "resprate": 72})


def test_a_limp_grey_newborn_is_level_one() -> None:
    assert final_level(_NEONATE, "esi")[0] == 1


@pytest.mark.parametrize("story, level", [
    ("A 31-year-old woman who is thirty-five weeks pregnant with her first baby has had intense itching of her palms and soles "
     "for a week, worst at night, with no rash. The baby is moving as much as usual. Her vital signs are within normal limits.", 3),
    ("A 27-year-old man had a broken forearm put in plaster here yesterday afternoon after a fall from a skateboard. Overnight "
     "the pain has climbed despite his tablets, and his fingers are now swollen, pale and tingling. He cries out when the "
     "nurse gently straightens his fingers. He rates the pain 9/10.", 2),
])
def test_the_narrative_misses_are_triaged_as_written(story: str, level: int) -> None:
    complaint = "Itchy hands and feet, thirty-five weeks pregnant" if "itching" in story else "Pain in plastered arm getting worse"
    age = 31 if "itching" in story else 27
    assert final_level(case("n", age, "F" if age == 31 else "M", complaint, story, acuity=level), "esi")[0] == level


def test_a_petrol_flash_is_told_how_it_happened_and_never_asked_again() -> None:
    burns = case("flash", 34, "M", "Burnt both hands lighting a bonfire",
                 "A 34-year-old man poured petrol on a garden bonfire that would not catch, and the flash burnt both hands "
                 "and forearms. His neighbour wrapped his arms in cling film and drove him in. The skin of both forearms is "
                 "red and blistered and in places white and leathery, roughly a tenth of his body surface, but his eyebrows, "
                 "face and voice are spared. He rates the pain 9/10, and his heart rate is 108.", acuity=2,
                 vitals={"heartrate": 108}, pain=9)
    artifact = episode(burns, "esi")
    assert artifact["state"]["final_triage"] == 2
    lines = artifact["transcript"]
    said = " ".join(line["text"] for line in lines if line["speaker"] != "nurse")
    assert "I poured petrol on a garden bonfire" in said and "drove him in" not in said and "a lot of my body" not in said
    assert not any("How did" in line["text"] for line in lines if line["speaker"] == "nurse")


def test_fingers_kept_on_ice_are_told_and_the_hand_not_asked_to_move_its_lost_fingers() -> None:
    saw = case("saw", 35, "M", "Fingers cut off by a band saw",
               "A 35-year-old man, a butcher, caught his left hand in a band saw and has lost his index and middle fingers at "
               "the knuckles. The stumps are wrapped in a tea towel and the fingers are in a bag on ice. His heart rate is "
               "108, blood pressure 132/80 and pain 8/10.", ats_category=2,
               vitals={"heartrate": 108, "sbp": 132}, pain=8)
    lines = episode(saw, "ats")["transcript"]
    assert not any("move your fingers" in line["text"] for line in lines if line["speaker"] == "nurse")
    assert "the fingers are in a bag on ice" in " ".join(line["text"] for line in lines if line["speaker"] != "nurse")


def test_a_hangings_blackout_is_told_and_no_faint_questions_follow() -> None:
    hanging = case("hang", 42, "F", "Tried to hang myself last night",
                   "A 42-year-old woman tells the triage nurse that late last night she tied a dressing-gown cord to the "
                   "banister and stepped off a chair, but the cord slipped and she fell to the hall floor. She woke there some "
                   "time later and does not know how long she was out. There is a red mark all the way round her neck, it "
                   "hurts to swallow, and she still wishes it had worked.", acuity=2)
    lines = episode(hanging, "esi")["transcript"]
    nurse = " ".join(line["text"] for line in lines if line["speaker"] == "nurse")
    told = " ".join(line["text"] for line in lines if line["speaker"] != "nurse")
    assert "no passing out" not in told and "haven't made a plan" not in told
    assert "heart racing" not in nurse and "last period" not in nurse


def test_a_week_off_a_blood_thinner_is_no_onset() -> None:
    from triagesim.clinical.story import narrative_onset
    assert narrative_onset("An 81-year-old man with atrial fibrillation, who forgot his rivaroxaban for a week while away, "
                           "has had sudden severe pain across his whole abdomen since lunch.") == "since lunch"


def test_a_fish_bone_that_catches_on_swallowing_hurts_and_can_still_be_swallowed() -> None:
    bone = case("bone", 36, "M", "Fish bone stuck in my throat",
                "A 36-year-old man felt something catch in his throat while eating grilled mackerel two hours ago. He can "
                "point to a sharp spot on the right side of his throat each time he swallows, but he manages his saliva, "
                "speaks clearly and is breathing easily.", acuity=4)
    assert "right side of my throat" in ask(bone, "Do you have any pain? Where, and how bad out of 10?")
    assert ask(bone, "Can you swallow your saliva?").startswith("Yes")


def test_a_pain_placed_in_the_opening_is_asked_only_how_bad() -> None:
    oven = case("oven", 43, "F", "Burnt my arm on the oven door",
                "A 43-year-old woman caught her left forearm on the hot oven door while taking out a tray an hour ago. There "
                "is a red, unbroken stripe across the forearm. She rates the pain 3/10.", acuity=5, pain=3)
    lines = episode(oven, "esi")["transcript"]
    assert "The pain is in my left forearm." in lines[1]["text"]
    assert lines[2]["text"].endswith("On a scale of 0 to 10, how bad is the pain right now?")


def test_pads_told_are_not_asked_for_again() -> None:
    bleed = Case(case_id="pads", chief_complaint="I am 9 weeks pregnant and bleeding with cramps, soaked 2 pads today", sex="F",
                 acuity=3)
    nurse = [line["text"] for line in episode(bleed, "esi")["transcript"] if line["speaker"] == "nurse"]
    assert not any("pads" in line for line in nurse)


@pytest.mark.parametrize("complaint, said", [
    ("chest pain onset 40 mins", "I've got chest pain, it started 40 minutes ago."),
    ("lost vision in R eye, onset 0630", "I lost vision in my right eye and it started at 6:30 am."),
])
def test_an_onset_typed_with_its_time_is_when_it_started(complaint: str, said: str) -> None:
    assert _opening(complaint) == said


def test_a_compact_age_before_the_person_is_theirs() -> None:
    assert apparent_age("daughter noticed 91y mom tore skin on R forearm on a cabinet, on aspirin, oozing") == 91.0


@pytest.mark.parametrize("complaint, said", [
    ("Knee arthritis, run out of my painkillers", "I've got knee arthritis and I've run out of my painkillers."),
    ("belly getting more painful and bloated after colonoscopy with polyp removal, onset last evening",
     "My belly is getting more painful and bloated after colonoscopy with polyp removal and it started last evening."),
    ("vomiting, onset on waking", "I've been vomiting and it started when I woke up."),
])
def test_more_of_the_reads_fragments(complaint: str, said: str) -> None:
    assert _opening(complaint) == said


def test_teeth_that_feel_firm_are_no_toothache_and_a_rinse_is_said_once() -> None:
    assert "dental" not in _heard("the boy bit his tongue but his teeth all feel firm")
    eye = case("eye", 39, "M", "Wet cement in the eye",
               "A 39-year-old man, a bricklayer, had wet cement flick into his right eye twenty minutes ago. He rinsed it "
               "under a garden tap on site, but the eye is burning and he cannot open it.", ats_category=2)
    assert ask(eye, "Has your eye been rinsed out with water yet?") == "Yes, it was rinsed under a garden tap on site."


def test_dizziness_with_double_vision_is_asked_the_other_stroke_signs() -> None:
    row = Case(case_id="vert", chief_complaint="66y M room spinning, cant walk straight, seeing double, onset 40 min ago", acuity=2)
    nurse = [line["text"] for line in episode(row, "esi")["transcript"] if line["speaker"] == "nurse"]
    assert any("drooping face" in line for line in nurse)


@pytest.mark.parametrize("story", [
    "A 70-year-old woman has had arthritis in both knees for years. The ache is no worse than her normal, but she ran out of "
    "her usual painkillers while visiting her sister. She walks in with her usual stick, and the knees are neither hot nor "
    "swollen.",
])
def test_a_known_arthritis_whose_painkillers_ran_out_is_not_imaged(story: str) -> None:
    level, why = final_level(case("knee", 70, "F", "Knee arthritis, run out of my painkillers", story, acuity=5), "esi")
    assert level == 5 and "X-ray" not in why


def test_no_act_yet_beside_a_plan_told_is_no_contradiction() -> None:
    from triagesim.dialogue import EpisodeFacts, Line, LineContext, check_line  # noqa: PLC0415
    facts = EpisodeFacts.of({"chief_complaint": "Talked down from a bridge", "narrative": ""})
    before = (Line(1, "patient", "I've been thinking everyone would be better off without me."),
              Line(2, "nurse", "Have you done anything to harm yourself already today, or taken anything?"))
    line = Line(2, "patient", "No, I haven't done anything yet, but I've made a plan to end my life.")
    assert not check_line(LineContext(facts, line, before), ("case_contradiction",))
