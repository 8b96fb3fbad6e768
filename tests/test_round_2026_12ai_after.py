"""Training on the 2026-12ai sets and the thirty-second independent read: an age typed as an item of its own ("tugging L
ear, 4 yrs", "vomited, 14 mos, foster mom at bedside", "84 yrs fell in bathroom") is the patient's age, so a child's
companion speaks and no one says "I've got four years"; what a case says is heard as it means (a smelly sore on the sole
of a diabetic's foot with redness up to the ankle is an infected ulcer; a shoulder that "popped out again" is dislocated;
a strained back whose patient wants "a shot" needs the injection; a toddler's fingernail in the eye is no blow to scan; a
broken beer bottle is no drink; a dusky toe is no blue lip; a flash burn to the face in severe pain should not wait;
bleeding "at thirty-two weeks" is a pregnancy's; an elbow held "slightly bent" is a posture; a clotting check is an
errand; "can speak only in short phrases" is severe distress; "sat down" is no oxygen reading), and said as a person
says it (no "PMH", no "3 days sharp chest pain", no "I was pulled hot coffee", no generator's marker byte)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.speakers import companion_in_complaint

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts as _heard, episode, final_level, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


def _level(complaint: str, algorithm: str = "esi", **vitals) -> int:
    a_case = Case(case_id="p", chief_complaint=complaint, age=vitals.pop("age", None), sex=vitals.pop("sex", "F"), acuity=3,
                  pain=vitals.pop("pain", None), vitals=vitals)
    return final_level(a_case, algorithm)[0]


# ------------------------------------------------------------------ an age typed as an item
@pytest.mark.parametrize(("complaint", "age"), [
    ("ear pain/fever since bedtime, tugging L ear, 4 yrs", 4.0),
    ("burning/frequency x2 days, f 26 yrs, no fever", 26.0),
    ("84 yrs fell in bathroom, cut back of head, no blood thinners, son at bedside", 84.0),
    ("screaming fits drawing legs up, vomited, 14 mos, foster mom at bedside", round(14 / 12, 3)),
    ("sticky yellow eye since birth, feeding well, no fever, 3 wks, mom at bedside", round(3 / 52, 3)),
    ("2 yrs wont use L arm after dad swung her by hands, dad at bedside", 2.0),
])
def test_an_age_typed_as_an_item_is_the_patient_s(complaint, age):
    assert apparent_age(complaint) == age


@pytest.mark.parametrize("complaint", ["cough, 3 wks", "3 years of back pain", "back pain x 2 yrs", "diabetic 10 yrs, foot ulcer"])
def test_a_duration_is_no_age(complaint):
    assert apparent_age(complaint) is None


@pytest.mark.parametrize("complaint", [
    "ear pain/fever since bedtime, tugging L ear, 4 yrs",
    "burning/frequency x2 days, f 26 yrs, no fever",
    "pulled hot coffee onto chest and arm, blistering, 3 yrs, mom at bedside",
])
def test_the_age_item_is_never_spoken_as_a_complaint(complaint):
    said = _opening(complaint).lower()
    assert "years" not in said and "yrs" not in said and " f " not in said, said


def test_a_child_s_typed_age_lets_the_parent_at_the_bedside_speak():
    a_case = Case(case_id="p", chief_complaint="pulled hot coffee onto chest and arm, blistering, 3 yrs, mom at bedside",
                  age=None, sex="M", acuity=3, vitals=dict(heartrate=138, resprate=28, o2sat=99))
    speakers = {turn["speaker"] for turn in episode(a_case, "esi")["transcript"]}
    assert companion_in_complaint(a_case.chief_complaint) == "mom" and "companion" in speakers


# ------------------------------------------------------------------ heard as meant
@pytest.mark.parametrize(("text", "present", "absent"), [
    ("I've got a history of diabetes, a smelly sore on the bottom of my right foot and the redness goes up to my ankle.",
     "wound_infection", None),
    ("the redness goes up to my ankle", "cellulitis", None),
    ("My toddler poked me in the left eye with a fingernail one hour ago.", None, "eye_blow"),
    ("I was punched in my left eye.", "eye_blow", None),
    ("I cut my left forearm on the broken beer bottle one hour ago.", None, "intoxication"),
    ("I drank six beers", "intoxication", None),
    ("He noticed his right big toe had turned dusky and black at the tip.", None, "severe_breathing"),
    ("He sits forward gripping the bench and can speak only in short phrases.", "severe_breathing", None),
    ("A 15-year-old girl felt dizzy and sat down during a dance class.", None, "low_oxygen"),
    ("He holds the arm still by his side with the elbow slightly bent.", None, "deformity"),
    ("I need my clotting level checked", "inr_check", None),
    ("My INR check came back at 7.8", None, "inr_check"),
    ("sticky yellow eye since birth", "blocked_tear_duct", None),
])
def test_a_story_is_heard_as_it_means(text, present, absent):
    heard = _heard(text)
    assert present is None or present in heard, (text, heard)
    assert absent is None or absent not in heard, (text, heard)


@pytest.mark.parametrize(("complaint", "vitals", "level"), [
    ("PMH diabetes, smelly sore on bottom of R foot, red up to ankle", dict(age=44, heartrate=96, temperature=99.8, pain=3), 3),
    ("Known loose R shoulder, popped out again skiing, holding arm", dict(age=60, heartrate=92, pain=8), 3),
    ("wants shot for back, strained lifting couch, no numbness", dict(age=27, heartrate=84, pain=6), 4),
    ("1 hr ago toddler poked L eye with fingernail, watery, vision ok", dict(age=30, heartrate=78, pain=4), 5),
    ("1 hr ago cut L forearm on broken beer bottle, bleeding stopped", dict(age=30, heartrate=88, pain=4), 4),
    ("sticky yellow eye since birth, feeding well, no fever, 3 wks, mom at bedside",
     dict(sex="M", heartrate=146, resprate=40, o2sat=99, temperature=98.6, pain=0), 5),
    ("here for stitch removal, R knee, placed 12 days ago, healing ok", dict(age=45, heartrate=72, pain=0), 5),
])
def test_a_row_is_graded_by_what_it_means(complaint, vitals, level):
    assert _level(complaint, **vitals) == level


@pytest.mark.parametrize(("complaint", "story", "algorithm", "level"), [
    ("Petrol flared up in her face", "A 28-year-old woman poured petrol on a slow barbecue and the flames flared up into her "
     "face. Her eyebrows and fringe are singed and the skin over her cheeks and nose is red and starting to blister. Her voice "
     "sounds normal and there is no soot around her mouth. Her vital signs are within normal limits, and she rates the pain "
     "8/10.", "esi", 2),
    ("Bright red bleeding at thirty-two weeks", "A 27-year-old woman who is thirty-two weeks pregnant woke in a pool of "
     "bright red blood. Her scan showed a low-lying placenta. She has no pain and still feels the baby kicking. Her heart "
     "rate is 104, and fresh blood is still soaking her pad.", "esi", 2),
    ("Will not use his arm", "A 2-year-old boy stopped using his right arm after his father swung him up by the hands. He "
     "holds the arm still by his side with the elbow slightly bent. His vital signs are within normal limits.", "esi", 4),
    ("Needs his clotting level checked", "A 68-year-old man on warfarin checks his clotting level weekly with a home meter, "
     "which broke on Friday. He has no bruising, bleeding or dark stools and feels his usual self. His vital signs are "
     "within normal limits.", "esi", 5),
    ("asthma attack at a bakery", "A 37-year-old baker with asthma had an attack at the start of his shift. He sits forward "
     "gripping the bench and can speak only in short phrases. His heart rate is 124, respiratory rate 32 and SpO2 91 %. He "
     "has used his reliever twenty times since 3 am with no relief.", "ats", 2),
])
def test_a_story_is_graded_by_what_it_means(complaint, story, algorithm, level):
    ages = {"Petrol": 28, "Bright": 27, "Will": 2, "Needs": 68, "asthma": 37}
    extra = {"Petrol": dict(pain=8), "Bright": dict(vitals=dict(heartrate=104))}.get(complaint.split()[0], {})
    a_case = case("p", ages[complaint.split()[0]], "F" if complaint.startswith(("Petrol", "Bright")) else "M", complaint, story,
                  **extra)
    got, why = final_level(a_case, algorithm)
    assert got == level, why


def test_an_asthma_attack_is_never_denied_as_breathlessness_and_the_reliever_is_told():
    a_case = case("p", 37, "M", "asthma attack at a bakery", "A 37-year-old baker with asthma had an attack at the start of "
                  "his shift. He can speak only in short phrases. He has used his reliever twenty times since 3 am.")
    lines = [turn["text"] for turn in episode(a_case, "ats")["transcript"] if turn["speaker"] == "patient"]
    assert not any("no shortness of breath" in line.lower() for line in lines), lines
    assert not any("haven't taken anything" in line for line in lines), lines


# ------------------------------------------------------------------ said as a person says it
@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("PMH diabetes, foot sore", "history of diabetes", "pmh"),
    ("PMH high BP on lisinopril, lower lip swelling since waking", "I have high blood pressure and I take lisinopril", "reading"),
    ("3 days sharp chest pain worse lying flat", "sharp chest pain for 3 days", "3 days sharp"),
    ("pulled hot coffee onto chest and arm", "I pulled hot coffee onto my chest", "I was pulled"),
    ("pulled pot of boiling water onto arm", "I pulled a pot of boiling water", "I was pulled"),
    ("pulled muscle lifting", "I pulled a muscle", "I was pulled"),
    ("tugging L ear", "tugging at my left ear", "tugging left ear"),
    ("cut back of head", "a cut on the back of my head", "my back of"),
    ("smelly sore on bottom of R foot", "the bottom of my right foot", "my bottom"),
    ("SLIPPED IN SHOWER & LANDED ON TAILBONE", "landed on my tailbone", "on tailbone"),
    ("1 hr ago cut L forearm on broken beer bottle", "one hour ago", "a one hour ago"),
    ("here for stitch removal, R knee, placed 12 days ago, healing ok", "the stitches in my right knee taken out", "hurt my right knee"),
    ("wants shot for back, strained lifting couch", "I strained it lifting", "got strained"),
    ("pharmacy machine said BP high, no symptoms", "a high blood pressure reading on the machine at the pharmacy", "I feel fine in myself."),
    ("Bright red bleeding at thirty-two weeks", "I'm thirty-two weeks pregnant", "at thirty-two weeks"),
    ("Known loose R shoulder, popped out again skiing", "my right shoulder is loose", "loose right shoulder"),
])
def test_a_typed_fragment_is_said_as_a_person_says_it(complaint, said, never):
    spoken = _opening(complaint)
    assert said.lower() in spoken.lower() and (never not in spoken if never != "I feel fine in myself." else spoken != never), spoken


def test_a_denied_list_is_denied_item_by_item():
    said = _opening("no bruising, bleeding or dark stools")
    assert "I've been bleeding" not in said and "bleeding" in said, said
    a_case = case("p", 68, "M", "Needs his clotting level checked", "A 68-year-old man on warfarin checks his clotting level "
                  "weekly with a home meter, which broke on Friday. He has no bruising, bleeding or dark stools.")
    assert "injured" not in ask(a_case, "What brings you in today?", _FLUENT)


def test_no_generator_marker_reaches_a_line():
    said = _opening("10 days after c-section, incision red and oozing, fever 100.8")
    assert "\x00" not in said and "\x01" not in said and "red and oozing" in said


# ------------------------------------------------------------------ part 2: the thirty-second read
def test_a_tight_cast_is_asked_about_the_circulation_and_never_a_stroke_s_clock():
    a_case = Case(case_id="p", chief_complaint="cast feels tight, fingers puffy/tingly, L wrist cast put on yesterday", age=48,
                  sex="M", acuity=4, vitals=dict(heartrate=78, resprate=16, o2sat=99, temperature=98.4), pain=5)
    asked = " ".join(turn["text"] for turn in episode(a_case, "esi")["transcript"] if turn["speaker"] == "nurse")
    assert "past the cast" in asked and "last completely normal" not in asked, asked


@pytest.mark.parametrize(("text", "present", "absent"), [
    ("A woman has fresh cuts on both forearms that she made with a razor blade after a row.", "self_injury", None),
    ("She tells the nurse she does not know whether she wants to be alive.", "suicidal", None),
    ("She stopped breathing for what felt like half a minute, then she gasped and pinked up.", "brief_apnoea", "hardly_breathing"),
    ("He stopped breathing.", "hardly_breathing", None),
    ("The foot is now swollen and red to the ankle.", "cellulitis", None),
])
def test_the_read_s_stories_are_heard_as_they_mean(text, present, absent):
    heard = _heard(text)
    assert present is None or present in heard, (text, heard)
    assert absent is None or absent not in heard, (text, heard)


@pytest.mark.parametrize(("complaint", "vitals", "level"), [
    ("ear pain/fever since bedtime, tugging L ear, 4 yrs", dict(heartrate=128, resprate=24, o2sat=99, temperature=101.2, pain=5), 5),
    ("wheezy/tight chest since yesterday, neb at home helped a bit", dict(age=41, heartrate=98, resprate=20, o2sat=94, pain=3), 3),
])
def test_the_read_s_rows_are_graded_by_what_they_mean(complaint, vitals, level):
    assert _level(complaint, **vitals) == level


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("addisons, vomiting since this morning, couldnt keep steroid down", "I couldn't keep my steroid down", "couldnt"),
    ("very heavy period, exhausted", "My period is really heavy", "clots"),
    ("fall from stepladder on warfarin", "I fell from a stepladder, and I'm on warfarin", "stepladder on warfarin"),
    ("kicked in belly by horse at stable, tender L upper", "by a horse", "left and upper"),
    ("dentist sent me about my blood pressure", "My dentist sent me", "because of dentist"),
    ("stubbed toe swollen and purple", "I stubbed my toe and it's swollen", "toe swollen and purple"),
    ("2 days since last drink, shaking, seeing bugs on walls", "My last drink was 2 days ago", "I've had 2 days"),
    ("2 days bad lower back pain and now cant pee", "now I can't pee", "now can't"),
    ("swollen red eyelid", "a swollen red eyelid", "got swollen red"),
    ("10 days after c-section, incision red and oozing, fever 100.8", "My c-section was 10 days ago", "got 10 days"),
    ("hot oil splash to hand", "I got hot oil splashed on my hand", "splash to"),
    ("sudden L testicle pain woke him at 5 AM, threw up", "I'm here because sudden left testicle pain woke me", "because of sudden"),
])
def test_the_read_s_fragments_are_said_as_a_person_says_them(complaint, said, never):
    spoken = _opening(complaint)
    assert said.lower() in spoken.lower() and never not in spoken, spoken


def test_a_duration_after_an_operation_is_no_onset():
    assert "10 days" not in ask(row("10 days after c-section, incision red and oozing, fever 100.8"), "When did this start?", _FLUENT)


@pytest.mark.parametrize(("complaint", "question"), [
    ("hot oil splash to hand", "How did it happen?"),
    ("stubbed toe swollen and purple", "How did you do it?"),
])
def test_an_injury_the_complaint_tells_is_told_when_asked_how(complaint, question):
    assert "not sure exactly how" not in ask(row(complaint), question, _FLUENT)


# ------------------------------------------------------------------ part 3: who speaks, and no small talk at level 1
def test_a_man_who_barely_responds_does_not_tell_his_own_story():
    from triagesim.clinical.speakers import cannot_talk
    assert cannot_talk("FOUND IN SNOWBANK BEHIND BUS STATION & BARELY RESPONDS")


@pytest.mark.parametrize(("complaint", "companion"), [
    ("home birth 1 hr ago, bleeding heavy, pale and shaky, midwife at bedside", "midwife"),
    ("seizing for 15 min, out of seizure meds 3 days, group home staff at bedside", "group home staff"),
    ("vomited, 14 mos, foster mom at bedside", "mom"),
    ("chest pain, wife at bedside", "wife"),
])
def test_who_is_at_the_bedside_is_read_whole(complaint, companion):
    assert companion_in_complaint(complaint) == companion


def test_a_bleed_after_a_home_birth_is_heard_and_said_plainly():
    said = _opening("home birth 1 hr ago, bleeding heavy, pale and shaky, midwife at bedside")
    assert "I had my baby at home" in said and "bleeding heavily" in said and "midwife" not in said, said
    heard = _heard(said)
    assert {"bleeding_heavy", "postpartum"} <= heard, heard


# ------------------------------------------------------------------ part 4: my own read of the round's transcripts
def test_a_breastfeeding_mother_with_a_red_breast_is_no_infant():
    assert apparent_age("breastfeeding, L breast red/hard lump, fever 101") is None
    assert apparent_age("baby breastfeeding poorly") == 0.75


def test_a_told_list_says_what_it_denies_after_what_it_tells():
    a_case = case("p", 45, "M", "Voices have come back", "A 45-year-old man with schizophrenia stopped his tablets two months "
                  "ago. His landlady says that for the past week he has been up all night talking to the voices. He denies any "
                  "thoughts of ending his life.", companion="landlady")
    opening = ask(a_case, "What brings you in today?", _FLUENT)
    assert "voices and no thoughts" not in opening, opening


def test_a_split_chin_after_a_fall_is_asked_about_a_blackout_once():
    a_case = Case(case_id="p", chief_complaint="fell off kitchen chair, split chin, 3 yrs, babysitter at bedside", age=None,
                  sex="M", acuity=4, vitals=dict(heartrate=110, resprate=24, o2sat=99))
    asked = [turn["text"] for turn in episode(a_case, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert sum("black out" in line for line in asked) <= 1, asked


@pytest.mark.parametrize(("text", "present", "absent"), [
    ("A man was turned away from a tooth extraction this morning.", None, "dental"),
    ("my tooth hurts", "dental", None),
    ("He lunges at a nurse with a broken pen.", "dangerous_violence", None),
    ("he touched a hot oven door", "burn", None),
    ("An 8-month-old boy put his hand on the hot glass door.", "burn", None),
])
def test_own_read_stories_are_heard_as_they_mean(text, present, absent):
    heard = _heard(text)
    assert present is None or present in heard, (text, heard)
    assert absent is None or absent not in heard, (text, heard)


@pytest.mark.parametrize(("complaint", "said"), [
    ("Purple spots and floppy", "I've got purple spots and I'm floppy"),
    ("Dentist sent him about his blood pressure", "My dentist sent me about my blood pressure"),
])
def test_own_read_fragments_are_said_as_a_person_says_them(complaint, said):
    assert _opening(complaint).startswith(said)


def test_a_typed_cant_keeps_its_tense_and_is_still_heard():
    said = _opening("VOMITING ALL NIGHT, KNOWN GASTROPARESIS, CANT KEEP PILLS DOWN")
    assert "I can't keep my pills down" in said and "dehydration" in _heard(said), said


def test_a_horse_s_kick_is_no_assault():
    assert "assault" not in _heard("I was kicked in my belly by a horse at the stable")
    assert "assault" in _heard("I was kicked in the head by a man")


def test_a_patient_who_cannot_finish_a_word_is_fighting_for_breath():
    assert "severe_breathing" in _heard("She cannot finish a word and is fighting for breath.")


def test_sent_in_about_a_blood_pressure_is_a_check():
    assert "bp_check" in _heard("My dentist sent me about my blood pressure.")


@pytest.mark.parametrize(("complaint", "said"), [
    ("Low mood and wants to talk to someone", "I've been feeling low and I want to talk to someone"),
    ("3 hrs terrible belly pain, has AF, barely tender when pressed, 81 yrs", "it's barely tender when it's pressed"),
])
def test_final_read_fragments_are_said_as_a_person_says_them(complaint, said):
    assert said in _opening(complaint)


def test_an_item_said_on_its_own_carries_no_tail_marker():
    said = ask(row("L knee pain, twisted"), "How did it happen?", _FLUENT)
    assert "\x00" not in said and "\x01" not in said and "twisted" in said, repr(said)


def test_an_asthma_flare_asked_as_breathlessness_is_said_fresh():
    a_case = Case(case_id="p", chief_complaint="Asthma exacerbation", age=51, sex="F", acuity=3,
                  vitals=dict(heartrate=98, resprate=20, o2sat=95), pain=0)
    lines = [turn["text"].lower() for turn in episode(a_case, "esi")["transcript"] if turn["speaker"] == "patient"]
    assert any("short of breath with it" in line for line in lines), lines
    assert sum("asthma is playing up" in line for line in lines) <= 1, lines
