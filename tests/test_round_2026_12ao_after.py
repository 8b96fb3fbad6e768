"""Training on the 2026-12ao sets and the thirty-eighth independent read (figures on these sets are training figures from
here on): the terse writer's six desk habits and age form, the read's contradictions and chart text, and the levels the
first look missed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, final_level, opening, row  # noqa: E402

from triagesim.cases.models import Case, Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402
from triagesim.clinical.background import background_of  # noqa: E402

OTHER = "Any other symptoms: fever, nausea, shortness of breath, dizziness or bleeding?"
NORMAL = Vitals(heartrate=88, sbp=130, dbp=80, resprate=16, o2sat=98, temperature=98.4)


# -- the terse writer's desk habits, said as speech ---------------------------------------------------------------------

@pytest.mark.parametrize("complaint, said", [
    # "re" (regarding) typed first is the desk's
    ("re moth in L ear, buzzing", "I've got a moth in my left ear and it keeps buzzing."),
    ("re punched in R eye at a bus stop, swollen shut", "I was punched in my right eye at a bus stop and it's swollen shut."),
    # "he" or "she" typed first is the patient
    ("she slipped on the bathmat, L leg short and turned out, cant get up", "I slipped on the bathmat, my left leg is short and turned "
                                                                           "out and I can't get up."),
    ("he came off his skateboard onto L hand, sore wrist", "I came off my skateboard onto left hand and I've got a sore wrist."),
    ("she takes lithium, vomitting", "I take lithium and I've been vomiting."),
    ("he cant keep anything down since Sunday", "I can't keep anything down since Sunday."),
    # "has" typed first
    ("has burning pee, going every 10 min", "I've got burning pee and I've been going every ten minutes."),
    ("has had a first ever fit at the office, bit tongue", "I've had a first ever fit at the office and I bit my tongue."),
    # "while ..." typed first is when it began
    ("while on holiday ate street food, watery diarrhoea 3 days", "I ate street food while on holiday and I've had watery diarrhoea "
                                                                 "for three days."),
    ("while at the laundromat, shaking all over", "It happened while I was at the laundromat and I've been shaking all over."),
    ("while lifting a sofa, ripping pain chest through to back, L arm weak",
     "It started while I was lifting a sofa, I've got a ripping pain in my chest going through to my back and my left arm is weak."),
    # "also ..." and "because ..." typed last are more of the telling
    ("runny nose and scratchy throat 3 days, because work wants a note",
     "I've had a runny nose and scratchy throat for three days and my work wants a note."),
    ("erection 5 hrs after an injection for erection trouble, painful, because ice did nothing",
     "I've had an erection for five hours since an injection for erection trouble, it's painful and the ice did nothing."),
])
def test_the_desk_habits_are_said_as_the_patients_words(complaint: str, said: str) -> None:
    """The first look said "I've got re peanut satay", "He got stung on my right hand", "I've got while lifting a sofa" and
    "I'm here for a because work wants a note" (the thirty-eighth read, D, in 25 of 50 transcripts)."""
    assert opening(complaint) == said


@pytest.mark.parametrize("complaint, years", [
    ("has cold white R foot since noon, toes numb, AF, male 74", 74.0),
    ("belly swollen, female 84, also bowel surgery long ago", 84.0),
    ("fever 103 since yesterday, fussy but drinking, girl 22 months, also threw up once", 1.833),
    ("has gone limp and blue round lips during a feed, about a minute, pink now, baby girl 5 weeks", 0.096),
    ("while grandma was on the phone drank lamp oil from a patio torch, coughing, boy 2", 2.0),
])
def test_an_age_typed_after_the_person_is_the_patients_age_and_never_said(complaint: str, years: float) -> None:
    """The read's A in seven transcripts: "I'm 56" for "male 60", "She's 7" for "girl 9"."""
    assert apparent_age(complaint) == years
    assert not any(word in opening(complaint) for word in ("male", "female", "girl", "boy"))


def test_a_child_typed_with_her_age_is_spoken_for_by_a_parent() -> None:
    toddler = Case(case_id="t", chief_complaint="has swallowed a quarter at daycare, eating and drinking fine, girl 4", acuity=4,
                   vitals=NORMAL)
    said = ask(toddler, "What brings you in today?")
    assert said.startswith("I'm her ") and "she's swallowed a quarter" in said.lower(), said


@pytest.mark.parametrize("complaint, level", [
    ("erection 5 hrs after an injection for erection trouble, painful, because ice did nothing", 2),
    ("re cast on L shin since yesterday, pain unbearable, toes tingling and pale", 2),
    ("she has burning under the breastbone since bingo, sweaty, diabetic, female 71", 2),
    ("has stepped on a roofing nail at a job site, through the sneaker into R heel, tetanus unsure", 4),
    ("he stopped drinking 2 days ago, shaky hands, sweaty, no seeing things, male 52", 3),
    ("re knee to R flank in a rugby ruck, pee now pink, sore", 3),
    ("everything coming back up at 9 weeks pregnant, ketones on pee stick, because diclectin wont stay down", 3),
    ("foot pointing the wrong way at L ankle after the last stair at the curling club, also 2 glasses of wine", 3),
])
def test_the_habits_reach_their_level(complaint: str, level: int) -> None:
    terse = Case(case_id="x", chief_complaint=complaint, age=apparent_age(complaint) or 40, sex="M", pain=6, acuity=level,
                 vitals=NORMAL)
    assert final_level(terse, "esi")[0] == level


def test_a_hydrocarbon_swallowed_by_a_coughing_toddler_is_emergent() -> None:
    lamp_oil = Case(case_id="oil", chief_complaint="while grandma was on the phone drank lamp oil from a patio torch, coughing, boy 2",
                    age=2, sex="M", acuity=2, vitals=Vitals(heartrate=142, sbp=96, dbp=60, resprate=38, o2sat=95, temperature=99))
    level, why = final_level(lamp_oil, "esi")
    assert level == 2 and "aspiration" in why, why


@pytest.mark.parametrize("text, concept", [
    ("It burns under the breastbone since bingo", "chest_pain"),
    ("I stop drinking 2 days ago", "withdrawal"),
    ("I've had a cast on my left shin since yesterday", "cast_problem"),
    ("I've stepped on a roofing nail at a job site", "puncture_wound"),
    ("I have everything coming back up", "vomiting"),
    ("my pee is now pink", "hematuria"),
    ("I've had an erection for five hours", "priapism"),
    ("I cut two of my fingers off on a bandsaw", "amputation"),
])
def test_what_the_habits_say_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


def test_glasses_of_wine_are_no_errand() -> None:
    assert "work_note" not in concepts("I have 2 glasses of wine")
    assert "work_note" in concepts("wants new glasses")


# -- the thirty-eighth read's contradictions and chart text --------------------------------------------------------------

def test_a_man_from_a_smoky_flat_is_told_as_seen() -> None:
    """T1: "He can't swallow his own spit" (soot in the spit) and "He fallen asleep with a lit cigarette"."""
    flat = case("flat", 46, "M", "Carried out of a smoke-filled flat",
                "A 46-year-old man arrives by ambulance after firefighters carried him out of a smoke-filled flat where he had "
                "fallen asleep with a lit cigarette. He has soot around his nostrils and in his spit, singed eyebrows, a hoarse "
                "voice and a high-pitched noise on breathing in that is getting louder.", companion="firefighter")
    said = ask(flat, "What's brought him in today?")
    assert "spit" not in said and "fallen asleep" not in said, said
    assert "noisy breathing" in said, said


def test_a_flash_burn_is_a_burn_never_a_rash() -> None:
    """T2 and T24: a gas bottle that flared into his face, red and blistering, told as "I've got a rash"."""
    assert "burn" in concepts("Gas bottle flared into his face")
    assert "burn" in concepts("His eyebrows and the front of his hair are singed")
    stove = case("stove", 23, "M", "Gas bottle flared into his face",
                 "A 23-year-old man was lighting a camp stove when the gas bottle flared into his face and hands. His face and both "
                 "hands are red and blistering, and he is sobbing with pain.")
    assert "rash" not in ask(stove, OTHER)


def test_last_well_is_not_when_it_began() -> None:
    """T3: "It started last night" of a student "at the college dinner last night and seemed fine"."""
    student = case("student", 19, "M", "Severe headache and fever at college",
                   "A 19-year-old student was found in bed with a severe headache and fever by the college warden. The college warden "
                   "says he was at the college dinner last night and seemed fine, but this afternoon he could hardly be woken.",
                   companion="college warden")
    assert ask(student, "When did this start for him?") == "It started this afternoon."


def test_a_background_named_in_the_story_is_never_denied() -> None:
    """T6, T32, T43 and T8: weekly bone tablets, usual tablets a wife sorts, antibiotics from the GP and the combined pill
    denied as "I don't take anything regularly"."""
    assert background_of("She has osteoporosis and has taken weekly bone tablets for five years.").medications == ["weekly bone tablets"]
    assert background_of("He has no new symptoms, has taken his usual tablets and is clear-headed.").medications == ["my usual tablets"]
    assert background_of("She takes the combined contraceptive pill.").medications == ["the contraceptive pill"]
    assert background_of("She has a contraceptive implant.").medications is None
    throat = case("throat", 17, "M", "Sore throat and can't open his mouth properly",
                  "A 17-year-old boy has had a worsening sore throat for five days despite antibiotic tablets from his family doctor.")
    assert ask(throat, "Have you taken anything for it?") == "Yes, I've been taking antibiotic tablets."


def test_a_babys_grunting_and_fast_breathing_are_told_as_heard() -> None:
    """T10: a 15-month-old's "sharp pain when he takes a deep breath" and "no shortness of breath" while he breathes fast."""
    assert concepts("now breathes fast with a grunt at the end of each breath") >= {"sob", "severe_breathing"}
    assert "pleuritic" not in concepts("a grunt at the end of each breath")
    oil = case("oil", 1.25, "M", "Drank lamp oil and coughing",
               "A 15-month-old boy drank from a bottle of garden torch oil, and his father heard him choke and cough straight away. He "
               "now breathes fast with a grunt at the end of each breath.", companion="father")
    said = ask(oil, "What's brought him in today?")
    assert "he's been coughing" in said and "grunting with every breath" in said and "deep breath" not in said, said
    assert ask(oil, "What did he take, how much and when?").startswith("He drank some lamp oil")


def test_a_chemotherapy_cycle_day_is_said_and_answers_when_the_last_was() -> None:
    """T11: "I have re chemo day 9 breast cancer", then "When was your last dose?" answered "I'd have to check"."""
    chemo = row("re chemo day 9 breast cancer, rigors, 101 point 9 on her thermometer, double mastectomy")
    said = ask(chemo, "What brings you in today?")
    assert said.startswith("I'm on day 9 of my chemo for breast cancer") and "double mastectomy" in said, said
    assert ask(chemo, "When was your last dose of chemotherapy?") == "I'm on day 9 of my cycle."


def test_a_needlestick_is_placed_in_the_thumb() -> None:
    """T13: "It's hard to say exactly where" of a needle in the thumb."""
    stick = case("stick", 31, "F", "Needlestick injury at work",
                 "A 31-year-old healthcare assistant was pricked in the thumb by a used insulin needle an hour ago.")
    assert ask(stick, "Where is the pain?").startswith("It's in my thumb"), ask(stick, "Where is the pain?")


def test_yellow_eyes_are_jaundice_and_dark_urine_is_told_as_dark() -> None:
    """T15: a vision question for yellow eyes, and "My waterworks haven't been right" for urine dark like tea."""
    assert "eye" not in concepts("noticed his eyes turning yellow a week ago")
    assert "eye" not in concepts("the whites of his eyes have turned yellow")
    assert "eye" in concepts("my eye is red and sore")
    jaundice = case("yellow", 63, "M", "Yellow eyes and itching",
                    "A 63-year-old man noticed his eyes turning yellow a week ago, and his urine has become dark like tea.")
    assert "My pee has gone dark" in ask(jaundice, "Any other symptoms?")


@pytest.mark.parametrize("story, said", [
    # T21: how long it took to settle is no onset
    ("A 16-year-old girl had a panic attack in an exam. The year adviser says it settled after twenty minutes of slow breathing.",
     "twenty minutes"),
    # T41: the visit is no onset; the yellow spread over two days
    ("A 12-day-old boy is brought in by the child health nurse who saw him at home this morning. His skin has turned yellow down "
     "to his belly over two days.", "this morning"),
])
def test_a_time_that_dates_something_else_is_no_onset(story: str, said: str) -> None:
    patient = case("t", 16, "F", "Panic attack in an exam", story, companion="mother")
    assert said not in ask(patient, "When did this start for her?")


def test_a_long_standing_ulcer_is_months_old_and_its_dressing_due() -> None:
    """T28: "It started yesterday" and "I need my leg ulcer dressing changed due"."""
    ulcer = case("ulcer", 80, "M", "Leg ulcer dressing due",
                 "An 80-year-old man with a long-standing venous ulcer on his left shin usually has it dressed twice a week. The "
                 "ulcer looks just as it has for months, with no new redness.")
    assert ask(ulcer, "When did this start?") == "It started a few months ago."
    assert opening("Leg ulcer dressing due") == "I need my leg ulcer dressing changed."


def test_fingers_brought_in_a_bag_are_told_as_brought() -> None:
    """T31: "A two cut my fingers off", and the fingers in a sealed bag in iced water answered with the towel on the hand."""
    saw = case("saw", 51, "M", "Two fingers cut off on a bandsaw",
               "A 51-year-old sawyer cut through two fingers of his left hand on a bandsaw half an hour ago. His supervisor wrapped the "
               "hand in a towel and brought the two fingers in a sealed bag sitting in iced water.")
    assert ask(saw, "What's the problem today?").startswith("I cut two of my fingers off on a bandsaw")
    assert "sealed bag sitting in iced water" in ask(saw, "Have you brought the missing part with you, and what first aid has it had?")


def test_bruises_are_no_back_pain_nor_earache() -> None:
    """T34: a child holding her arm answered "It's in her back" and "She's got earache" from bruises behind her ears."""
    assert concepts("She has bruises of different colours on her back, behind both ears and on her upper arms.") \
        .isdisjoint({"back_pain", "ear"})
    child = case("couch", 4, "F", "Fell off the couch, holding her arm",
                 "A 4-year-old girl fell off the couch yesterday and has been holding her arm since. She has bruises of different "
                 "colours on her back, behind both ears and on her upper arms.", companion="mother's partner", pain=4)
    assert ask(child, "Where does it hurt?").startswith("It's in her arm")


def test_a_self_harm_cut_is_told_with_its_blade_its_place_and_no_risk_line_in_the_symptoms() -> None:
    """T35: "I'm not sure exactly how I did it", "It's in my head" and "No plan to end my life" among the symptoms."""
    cuts = case("cuts", 29, "F", "Cut her thighs, one cut still oozing",
                "A 29-year-old woman cut both thighs with a razor blade tonight after an argument and comes in because one cut will not "
                "stop oozing. She tells the nurse she wanted to feel something other than the noise in her head, still has strong "
                "urges to cut, and has no plan to end her life.", pain=3)
    assert ask(cuts, "How did this happen?").startswith("I cut both my thighs with a razor blade")
    assert ask(cuts, "Where is the pain?").startswith("It's in my thighs")
    assert "end my life" not in ask(cuts, OTHER)
    assert "self_injury" in concepts("still has strong urges to cut")


def test_a_coin_swallowed_coughed_once_and_its_time() -> None:
    """T9: "He's got a cough" of a boy who coughed once, and "a little while ago" against "about two hours ago"."""
    coin = case("coin", 3, "M", "Swallowed a coin",
                "A 3-year-old boy swallowed a coin about two hours ago, coughed once and then went back to playing.",
                companion="sister")
    assert "coughed once" in ask(coin, "Any other symptoms?")
    assert ask(coin, "Do you know exactly what he took, how much of it, and roughly what time?") == "He swallowed it about two hours ago."


@pytest.mark.parametrize("complaint, said", [
    ("Hit his head falling off a skateboard", "I hit my head falling off a skateboard."),
    ("while on the trampoline, landed on L elbow, swollen and wont bend", "It happened while I was on the trampoline, I landed on my "
                                                                          "left elbow and it's swollen and it won't bend."),
    ("re stubbed R pinky toe on the bed frame, purple, cant get a shoe on", "I stubbed my right pinky toe on the bed frame, it's gone "
                                                                           "purple and I can't get a shoe on."),
])
def test_what_a_part_does_is_the_parts(complaint: str, said: str) -> None:
    """T18, T49, T20: "I was hit in my head", "she's swollen and she won't bend", "I've gone purple"."""
    assert opening(complaint) == said


def test_a_tearing_chest_pain_with_a_weak_arm_is_the_chests_first() -> None:
    """T17: "This could be a stroke" for a ripping chest pain through to the back."""
    sofa = Case(case_id="sofa", chief_complaint="while lifting a sofa, ripping pain chest through to back, L arm weak", age=47, sex="M",
                pain=10, acuity=2, vitals=Vitals(heartrate=98, sbp=188, dbp=100, resprate=20, o2sat=97, temperature=98))
    lines = [turn["text"] for turn in episode(sofa, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert any("heart tracing" in line for line in lines) and not any("stroke" in line for line in lines), lines


def test_a_level_2_still_asks_the_rest_of_the_background() -> None:
    """T8: a possible clot after knee surgery taken through with no allergies asked ("after knee surgery" told part of it)."""
    knee = case("knee", 29, "F", "Sharp chest pain and breathless after knee surgery",
                "A 29-year-old woman who had keyhole surgery on her knee twelve days ago has had sharp pain in the right side of her "
                "chest since last night, worse when she breathes in. She takes the combined contraceptive pill.", pain=5,
                vitals=Vitals(heartrate=118, resprate=24, o2sat=93))
    turns = episode(knee, "esi")["transcript"]
    asked = [index for index, turn in enumerate(turns) if "any allergies" in turn["text"]]
    assert asked and turns[asked[0]]["text"].endswith("Do you have any other medical conditions or regular medicines, and any allergies?")
    assert "contraceptive pill" in turns[asked[0] + 1]["text"]


def test_a_sting_is_screened_for_the_airway_even_when_the_breathing_is_fine() -> None:
    """T7: a bee sting with "breathing fine" never asked about the lips and the tongue."""
    sting = Case(case_id="bee", chief_complaint="he got stung on R hand by a bee at the farmers market, puffy hand, breathing fine",
                 age=60, sex="M", pain=3, acuity=5, vitals=NORMAL)
    lines = [turn["text"] for turn in episode(sting, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert any("lips, tongue or throat" in line for line in lines), lines


# -- the levels the first look missed (ATS and narrative ESI) ------------------------------------------------------------

@pytest.mark.parametrize("age, complaint, story, extra, level", [
    (51, "Two fingers cut off on a bandsaw", "A 51-year-old sawyer cut through two fingers of his left hand on a bandsaw half an hour "
     "ago.", {}, 2),
    (8, "Very sleepy and vomiting", "An 8-year-old girl has been drinking and weeing constantly for two weeks, and today she started "
     "vomiting. She is sleepy and hard to keep awake, her breath smells of nail polish remover.", {"companion": "grandmother"}, 2),
    (0.67, "Runny nappies", "An 8-month-old girl has had loose, watery nappies five times since yesterday. She is still breastfeeding "
     "well and has had four wet nappies today.", {"companion": "father"}, 4),
    (23, "Needs a travel insurance form", "A 23-year-old woman sprained her ankle on a walking track last week and needs a form filled "
     "in for her travel insurance. The ankle is no longer swollen and she is walking normally.", {}, 5),
    (29, "Next rabies vaccine dose", "A 29-year-old woman was bitten by a monkey at a temple two weeks ago and has come for the next "
     "booked dose of her rabies vaccine course. The bite has healed and she feels well.", {}, 5),
    (34, "Left her inhaler behind", "A 34-year-old woman left her asthma preventer inhaler at a motel and has taken none for two days. "
     "She has no wheeze, cough or breathlessness and would like a new prescription.", {}, 5),
    (70, "Cannot manage at home with his wife admitted", "A 70-year-old man walked in because his wife, who sorts his tablets, was "
     "admitted this afternoon and he does not know how to manage at home alone. He has no new symptoms.", {}, 5),
    (29, "Cut her thighs, one cut still oozing", "A 29-year-old woman cut both thighs with a razor blade tonight after an argument. "
     "She still has strong urges to cut, and has no plan to end her life.", {"pain": 3}, 3),
])
def test_the_ats_first_look_misses_reach_their_category(age: float, complaint: str, story: str, extra: dict, level: int) -> None:
    scenario = case("a", age, "F", complaint, story, **extra)
    assert final_level(scenario, "ats")[0] == level


@pytest.mark.parametrize("age, level", [(55, 3), (4, 2), (80, 2)])
def test_green_vomit_is_emergent_in_a_child_or_an_older_adult(age: float, level: int) -> None:
    """A stable adult's adhesional obstruction is ESI 3 (2026-12ao narrative); a child's green vomit is a twisted bowel."""
    bowel = case("sbo", age, "F", "Tummy pain and green vomit",
                 "She has had colicky central tummy pain since yesterday, with vomiting that is now green. Her tummy is swollen.",
                 pain=5, vitals=Vitals(heartrate=92, sbp=128, dbp=78, resprate=18, o2sat=98, temperature=98.4))
    assert final_level(bowel, "esi")[0] == level


def test_spotting_is_no_rash_and_a_way_of_speaking_is_no_breathlessness() -> None:
    assert "petechial_rash" not in concepts("Since last night she has had dark red spotting, enough to need one pad")
    assert "petechial_rash" in concepts("dark red spots on his legs")
    assert "severe_breathing" not in concepts("The carer says he talks in short phrases and likes to hold a toy car when he is "
                                              "somewhere new, which is his normal.")
    assert "tendon_injury" in concepts("the tip of the thumb feels numb and he cannot bend its end joint")


def test_a_low_sugar_is_asked_whether_anything_sweet_went_in() -> None:
    """T37 and T50: a builder at 2.1 who refused the first aider's sweets, never asked whether sugar went in."""
    builder = case("sugar", 23, "M", "Acting strangely on the building site",
                   "A 23-year-old man with type 1 diabetes is brought from a building site by his site foreman after he started "
                   "swearing at workmates. The site foreman says the first aider's glucose meter read 2.1 and that he would not take "
                   "the sweets they offered. He is sweaty and shaky and gives muddled answers.", companion="site foreman")
    turns = episode(builder, "esi")["transcript"]
    asked = [index for index, turn in enumerate(turns) if "anything sugary or any glucose" in turn["text"]]
    assert asked and turns[asked[0] + 1]["text"].startswith("No,"), [turn["text"] for turn in turns]


@pytest.mark.parametrize("complaint, level", [
    # a croupy toddler with stridor who holds his oxygen: moderate to severe croup, ESI 2, not the resuscitation room
    ("croupy bark and harsh noise breathing in at rest, sucking in at ribs, boy 3, because cold air did not help", 2),
    # a scrotum grown slowly without pain: a lump to scan, no torsion
    ("scrotum on R slowly bigger over weeks, heavy not painful, also GP away on leave", 4),
    # pleurisy after a cold, sore to press: worked up by its resources, no heart attack
    ("while coughing with a cold, sharp L chest pain breathing in, sore to press, female 27", 3),
    # a gallbladder's pain into the shoulder blade is no heart's spread
    ("upper belly pain on R after fried chicken, into shoulder blade, vomited, also had this last month", 3),
])
def test_the_terse_over_triage_of_the_first_look(complaint: str, level: int) -> None:
    vitals = (Vitals(heartrate=148, sbp=98, dbp=60, resprate=36, o2sat=94, temperature=100.2) if "boy 3" in complaint else NORMAL)
    terse = Case(case_id="x", chief_complaint=complaint, age=apparent_age(complaint) or 40, sex="M", pain=5, acuity=level,
                 vitals=vitals)
    assert final_level(terse, "esi")[0] == level


def test_a_rollover_said_in_a_learners_present_is_still_a_rollover() -> None:
    assert "high_risk_mechanism" in concepts("my four-wheel drive roll on gravel road")


# -- my read of the training runs ------------------------------------------------------------------------------------------

def test_a_puck_to_the_temple_is_a_head_injury_never_a_faint() -> None:
    """"When you fainted, did you hit your head at all?" of a man out for a few seconds after a puck to the temple."""
    assert "head_injury" in concepts("I took a puck to my left temple")
    hockey = Case(case_id="puck", chief_complaint="while playing rec hockey, puck to L temple, out a few seconds, vomited twice, sleepy",
                  age=60, sex="M", pain=4, acuity=2, vitals=NORMAL)
    lines = [turn["text"] for turn in episode(hockey, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert not any("fainted" in line or "passed out" in line for line in lines), lines


def test_a_belly_pain_through_to_the_back_is_no_back_pain() -> None:
    """A pancreatitis's pain "boring through to his back" asked about numbness between the legs."""
    assert "back_pain" not in concepts("pain in upper tummy going through to my back")
    assert "back_pain" in concepts("my back hurts")


@pytest.mark.parametrize("complaint, question, said", [
    ("lips blue, tripod, drowsy, sats 82 on her 2 litres, also out of COPD puffers a week",
     "Any medical conditions, regular medications or allergies?", "I take regular COPD puffers"),
    ("she has burning pee 4 days, took ibuprofen an hour ago, now L flank pain and chills",
     "Any medical conditions, regular medications or allergies?", "I don't take anything regularly"),
])
def test_what_is_taken_regularly_is_told_as_it_is(complaint: str, question: str, said: str) -> None:
    """"I take regular copd puffers a week" and "I'm on ibuprofen" of one dose an hour ago."""
    assert said in ask(row(complaint), question)


def test_a_past_stone_has_no_medicine_now() -> None:
    colic = case("colic", 38, "M", "Pain in the side coming in waves",
                 "A 38-year-old man has had waves of pain from his right loin to his groin since four in the morning. He tells the "
                 "triage nurse it feels just like the kidney stone he passed two years ago.", pain=8)
    assert "something for my kidney stones" not in ask(colic, "Any medical conditions, regular medications, or allergies?")


def test_a_blocked_catheter_has_passed_no_urine() -> None:
    """"Yes, my catheter isn't draining, like I said" asked whether any urine had passed (bank 37's note too)."""
    catheter = case("cath", 79, "M", "Catheter not draining",
                    "A 79-year-old man who has had a long-term urinary catheter for three years noticed that the bag has stayed empty "
                    "since breakfast.")
    assert ask(catheter, "Have you been able to pass any urine since it happened?").startswith("No,")


def test_a_broken_hip_is_placed_in_the_leg() -> None:
    hip = case("hip", 83, "M", "Tripped on the mat, cannot stand",
               "An 83-year-old man tripped on the mat and cannot stand. His right leg is shorter than the left and turned outwards, "
               "and he groans when anyone moves it.", pain=7)
    assert ask(hip, "Where is the pain?").startswith("It's in my right leg")


def test_an_interpreter_is_introduced_with_the_language_capitalised_and_a_new_mother_is_not_asked_about_pregnancy() -> None:
    mother = case("mum", 34, "F", "Fever and tummy pain after having a baby",
                  "A 34-year-old woman gave birth to her second baby ten days ago. Through the Tamil interpreter, she says she has "
                  "had shivers since yesterday, with low tummy pain.", companion="Tamil interpreter")
    turns = [turn["text"] for turn in episode(mother, "esi")["transcript"]]
    assert turns[1].startswith("I'm the Tamil interpreter"), turns[1]
    assert not any("pregnant" in line for line in turns), turns


@pytest.mark.parametrize("complaint, said", [
    ("has heart racing since breakfast, grey and clammy, monitor 212, male 66", "my watch said my heart was going very fast"),
    ("Drank lamp oil and coughing", "I drank lamp oil and I've been coughing."),
])
def test_a_reading_and_a_doing_are_said_as_speech(complaint: str, said: str) -> None:
    assert said in opening(complaint)


def test_an_operation_years_ago_is_no_recent_operation() -> None:
    """A catheter "for three years since prostate surgery", with a fever and a full lower belly, read as a fever after an
    operation (ESI 2; the 2026-12al guard's ESI 3) once the belly's discomfort was placed."""
    assert "post_op" not in concepts("who has had a long-term urinary catheter for three years since prostate surgery")
    assert "post_op" in concepts("since my knee surgery the wound has leaked")


def test_a_bundled_cases_other_symptoms_are_said_as_clauses() -> None:
    """The newcomer's check: a bundled torsion's "threw up twice" and "swollen" said "Threw up twice and swollen"."""
    from triagesim.cases.models import load_cases
    bundled = Path(__file__).resolve().parents[1] / "src" / "triagesim" / "data" / "vignettes.jsonl"
    torsion = next(item for item in load_cases(bundled) if item.case_id == "ts-020")
    said = ask(torsion, OTHER)
    assert said.startswith("I threw up twice and it's swollen"), said


@pytest.mark.parametrize("text", ["unwell despite antibiotics", "she is taking antibiotics", "on antibiotics for a chest infection"])
def test_a_course_named_by_its_kind_is_said_as_antibiotics(text: str) -> None:
    """Found reading the change again: the words before "antibiotics" had been kept as the medicine ("I'm on despite
    antibiotics")."""
    assert background_of(text).medications == ["antibiotics"]
