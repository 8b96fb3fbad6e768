"""Training on the 2026-12ah sets and the thirty-first independent read: what a case says is heard as it means (a split
condom with a partner who has HIV is an exposure needing blood tests, not the pill's errand; a prisoner handcuffed to his
escort is in custody, not restrained; a burn from a motorbike's exhaust is no crash; "faint hives" are no faint; a meter
reading "HI" is a high sugar; a tight chest in a wheezy asthmatic is the airways; a jaw swelling into the neck with trismus
is a deep neck infection; a septic hip is the hip's; a leg numb down one side of a back pain is a trapped nerve; a rabies
dose, a jail clearance and a stitches check are errands; a keyhole operation dates a clot), and what the patient's side
says keeps to the story (the animal that bit, a tetanus jab given last year, no childhood jabs, first aid given by a
parent, a mark on a baby's head, a splinter taken out, a discharge leaflet), in plain words (no "r/o ACS", no
"15-year-old girl" in a girl's mouth, "belted", "walked in", "otherwise feels fine" said as a person says them)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.story import narrative_first_aid, narrative_immunisations, narrative_tetanus
from triagesim.personas import PatientPersona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts as _heard, episode, final_level, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


def _level(complaint: str, algorithm: str = "esi", **vitals) -> int:
    a_case = Case(case_id="p", chief_complaint=complaint, age=vitals.pop("age", 40), sex=vitals.pop("sex", "F"), acuity=3,
                  pain=vitals.pop("pain", None), vitals=vitals)
    return final_level(a_case, algorithm)[0]


# ------------------------------------------------------------------ heard as meant
@pytest.mark.parametrize(("text", "present", "absent"), [
    ("A man had sex last night with a new partner, who mentioned afterwards having HIV, and the condom split.", "sti_check", "laceration"),
    ("A 33-year-old man arrives handcuffed to a prison officer after punching the wall of his cell.", "trauma", "restrained"),
    ("in handcuffs, fighting police", "restrained", None),
    ("Burnt my leg on a motorbike exhaust", "burn", "high_risk_mechanism"),
    ("fell off motorbike", "high_risk_mechanism", None),
    ("She now has faint hives on her chest and speaks in full sentences.", "hives", "dizzy"),
    ("His home glucose meter has shown the word HI twice today.", "hyperglycemia", None),
    ("My sugar meter keeps reading high", "hyperglycemia", None),
    ("Sent by dentist, jaw swelling down to neck, cant open mouth or swallow well", "deep_neck_infection", None),
    ("r/o septic hip 5-year-old limping", "hip", "sepsis"),
    ("HERE FOR RABIES SHOT DAY 7 OF SERIES, NO COMPLAINTS", "scheduled_vaccine", None),
    ("Next dose of rabies vaccine", "scheduled_vaccine", None),
    ("BIBP for jail clearance, no complaints", "work_note", None),
    ("Stitches check three weeks after birth", "wound_check", None),
    ("A woman had keyhole surgery on her knee ten days ago and has been on crutches since.", "post_op", None),
    ("Breathless with a stabbing pain after knee surgery", "post_op", None),
    ("The middle joint is swollen and bruised, and he cannot bend the finger fully.", "joint_pain", "tendon_injury"),
    ("cut palm, cannot fully straighten his ring finger", "tendon_injury", None),
    ("A man had a splinter removed from his heel in this department three days ago.", None, "splinter"),
    ("His discharge leaflet asked him to come back today for a wound check.", "wound_check", "discharge"),
    ("There is a small pink mark on the side of her head with no soft swelling.", "head_injury", None),
    ("Will not walk and has a temperature", "cant_bear_weight", None),
])
def test_a_story_is_heard_as_it_means(text, present, absent):
    heard = _heard(text)
    assert present is None or present in heard, (text, heard)
    assert absent is None or absent not in heard, (text, heard)


@pytest.mark.parametrize(("complaint", "algorithm", "vitals", "level"), [
    ("Sent by dentist, jaw swelling down to neck, cant open mouth or swallow well", "esi",
     dict(heartrate=108, temperature=101.2, pain=8), 2),
    ("pt states low back pain after lifting, now L leg numb to foot, walking", "esi", dict(pain=7), 3),
    ("back pain, both legs numb", "esi", dict(age=60, sex="M"), 2),
    ("HERE FOR RABIES SHOT DAY 7 OF SERIES, NO COMPLAINTS", "esi", dict(pain=0, heartrate=72), 5),
    ("BIBP for jail clearance, no complaints, officer requests med check", "esi", dict(pain=0), 5),
    ("SUNBURN BACK AND SHOULDERS FROM BOAT YESTERDAY", "esi", dict(pain=4), 5),
    ("r/o septic hip 5-year-old limping, wont stand on L leg, warm", "esi", dict(age=5, heartrate=124, temperature=100.9, pain=6), 3),
])
def test_rows_are_levelled_by_what_they_mean(complaint, algorithm, vitals, level):
    assert _level(complaint, algorithm, **vitals) == level


def test_a_wheezy_asthmatics_tight_chest_is_the_airways_not_the_heart():
    asthma = case("a", 30, "F", "Asthma not settling with my inhaler", "A 30-year-old woman with asthma has been wheezy for two "
                  "days after a cold and has used her blue inhaler every two hours since last night. She speaks in full sentences "
                  "but pauses between them and feels tight across her chest.", vitals={"heartrate": 98, "resprate": 20, "o2sat": 95})
    level, why = final_level(asthma, "esi")
    assert level == 3 and "coronary" not in why, why


def test_a_clot_after_keyhole_knee_surgery_is_ats_2():
    clot = case("pe", 34, "F", "Breathless with a stabbing pain after knee surgery", "A 34-year-old woman had keyhole surgery on "
                "her knee ten days ago. This morning she became short of breath and has a stabbing pain on the right when she "
                "breathes in. Her right calf is swollen and tender.", vitals={"heartrate": 124, "resprate": 28, "o2sat": 91})
    assert final_level(clot, "ats")[0] == 2


def test_a_split_condom_with_a_partner_who_has_hiv_is_an_exposure_with_blood_tests():
    exposure = case("c", 26, "M", "Worried after a split condom", "A 26-year-old man had sex last night with a new partner, who "
                    "mentioned afterwards having HIV and not taking treatment, and the condom split. He feels well.")
    artifact = episode(exposure, "esi")
    said = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] != "nurse")
    assert artifact["state"]["final_triage"] == 4
    assert "note for work" not in said and "cut" not in said and "last night" in said, said


# ------------------------------------------------------------------ the story kept
@pytest.mark.parametrize(("text", "said"), [
    ("He had a tetanus booster last year.", "I had a tetanus jab last year"),
    ("lac R hand, tetanus UTD", "My tetanus jabs are up to date"),
    ("tetanus 3 years ago", "I had a tetanus jab 3 years ago"),
    ("tetanus not up to date", "My tetanus jabs aren't up to date"),
    ("No word of the jabs.", None),
])
def test_the_last_tetanus_jab_is_read_from_the_story(text, said):
    assert narrative_tetanus(text) == said


def test_a_tetanus_jab_the_story_gives_is_said_never_i_dont_know():
    assert ask(row("lac R hand, tetanus UTD"), "When was your last tetanus jab?", _FLUENT) == "My tetanus jabs are up to date."


def test_no_childhood_immunisations_is_said_as_none():
    assert narrative_immunisations("A 4-year-old girl, who has had none of her childhood immunisations, became hot.") \
        == "No, I haven't had any vaccinations"


@pytest.mark.parametrize(("text", "said"), [
    ("His mother held him under the cool shower for 20 minutes before driving in.", "we held me under the cool shower for 20 minutes"),
    ("Her friend put her hand under the cold tap for ten minutes.", "we put my hand under the cold tap for ten minutes"),
    ("She cooled it under the shower for twenty minutes.", "I cooled it under the shower for twenty minutes"),
])
def test_first_aid_given_by_someone_else_is_told_as_done(text, said):
    assert narrative_first_aid(text) == said


def test_a_scald_cooled_by_a_parent_is_answered_as_cooled():
    scald = case("s", 2, "M", "Boiling water from a kettle over the chest and arm", "A 2-year-old boy pulled a kettle of boiling "
                 "water off the bench 30 minutes ago, and it poured over his chest, left shoulder and arm. His mother held him under "
                 "the cool shower for 20 minutes before driving in.", vitals={"heartrate": 150})
    transcript = episode(scald, "ats")["transcript"]
    replies = [transcript[at + 1]["text"] for at, turn in enumerate(transcript[:-1])
               if turn["speaker"] == "nurse" and "cool running water" in turn["text"]]
    assert not replies or replies[0].startswith("Yes"), replies
    assert not any("jelly in" in turn["text"] for turn in transcript if turn["speaker"] == "nurse")


def test_the_animal_that_bit_is_the_one_the_story_names():
    monkey = case("m", 36, "F", "Due my next rabies injection", "A 36-year-old woman was bitten on the hand by a monkey at a temple "
                  "in Bali eight days ago and started a course of rabies vaccines there. The small wound has healed. She feels well.")
    artifact = episode(monkey, "esi")
    said = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] != "nurse")
    assert "dog" not in said and "I'm due my next rabies injection" in said, said
    assert "It hurts" not in said, said
    assert artifact["state"]["final_triage"] >= 4


def test_a_splinter_taken_out_is_no_splinter_in_a_finger():
    check = case("w", 58, "M", "Wound check as my leaflet told me", "A 58-year-old man with type 2 diabetes had a splinter removed from "
                 "his heel in this department three days ago. His discharge leaflet asked him to come back today for a wound check. "
                 "The heel looks clean without spreading redness, and he feels well.", pain=1)
    artifact = episode(check, "esi")
    said = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] != "nurse")
    assert "finger" not in said and "splinter" not in said and "discharge" not in said, said
    assert artifact["state"]["final_triage"] == 5


# ------------------------------------------------------------------ plain words
@pytest.mark.parametrize(("complaint", "age"), [
    ("BIBA from assisted living, 88-year-old fell, L leg short and turned out", 88),
    ("r/o torsion 15-year-old girl sudden R lower belly pain vomiting", 15),
])
def test_an_age_typed_inside_a_run_is_the_patients(complaint, age):
    assert apparent_age(complaint) == age
    assert apparent_age("bitten by neighbours 12-year-old dog") is None


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("r/o ACS crushing chest pain after cocaine tonight, heart racing", "crushing chest pain", "ACS"),
    ("r/o torsion 15-year-old girl sudden R lower belly pain vomiting", "sudden right lower belly pain and vomiting", "girl"),
    ("BIBA from assisted living, 88-year-old fell, L leg short and turned out", "from my assisted living home", "It happened from"),
    ("hiccups for 2 days wont stop, otherwise feels fine", "I feel fine otherwise", "my otherwise"),
    ("kneecap out of place", "My kneecap is out of place", "got kneecap"),
    ("Fever with a kidney transplant", "I've had a kidney transplant", "with a kidney transplant"),
    ("rear-ended at a red light w/ stiff neck, belted, walked in", "I was wearing my seatbelt", "I belted"),
    ("slipped on icy steps w/ L elbow swollen, cant straighten", "my left elbow is swollen and I can't straighten it", "with left elbow"),
    ("? fb L eye grinding metal w/o goggles, vision ok", "left eye from grinding metal", "eye grinding"),
    ("Boiling water from a kettle over the chest and arm", "I got boiling water from a kettle over my chest and arm", "been boiling"),
    ("Boiling pasta water over the foot", "I got boiling pasta water over my foot", "been boiling"),
    ("boiling water burn R hand", "a boiling water burn on my right hand", "been boiling"),
    ("thunderclap headache hit while lifting weights, vomiting", "came on while lifting weights", "hit while"),
    ("Due my next rabies injection", "I'm due my next rabies injection", "a due"),
    ("Due date tomorrow, contractions", "My due date is tomorrow", "got due date"),
    ("Sticky red eyes", "sticky red eyes", "a sticky red eye"),
])
def test_typed_rows_are_said_as_a_person_says_them(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


def test_a_minimiser_never_says_it_has_hit_them_hard():
    persona = PatientPersona(pain_expression="minimizing", verbosity="verbose", first_language="Spanish", topic_drift=0.0)
    lines = " ".join(ask(row(complaint), "What brings you in today?", persona)
                     for complaint in ("sore ankle", "cut finger", "back pain", "sore throat", "headache", "rash on arm"))
    assert "hit me hard" not in lines and "knocked me for six" not in lines, lines


def test_a_babys_fall_is_asked_when_it_happened_and_the_mark_on_her_head_is_told():
    baby = case("b", 0.42, "F", "Rolled off the change table", "A 5-month-old girl rolled off the change table onto the carpeted "
                "floor, about a metre down. Her mother says she cried at once and fed well straight afterwards. There is a small "
                "pink mark on the side of her head with no soft swelling.")
    transcript = episode(baby, "ats")["transcript"]
    said = " ".join(turn["text"] for turn in transcript)
    assert "coming and going" not in said and "no head injury" not in said, said


# ------------------------------------------------------------------ my own read of the round's transcripts
def test_a_childs_age_before_what_she_does_is_hers_and_the_school_sent_her_home():
    assert apparent_age("? lice, school sent her home, 8-year-old scratching head") == 8
    reply = _opening("? lice, school sent her home, 8-year-old scratching head")
    assert "I was sent home from school" in reply and "scratching my head" in reply and "8-year-old" not in reply, reply


def test_brought_in_by_a_daughter_is_the_daughter():
    from triagesim.clinical.speakers import companion_in_complaint
    assert companion_in_complaint("BIB daughter, 77-year-old, new confusion since this morning") == "daughter"
    assert companion_in_complaint("BIB EMS, SOB") is None


def test_a_fall_with_a_short_turned_out_leg_never_got_up_alone():
    question = "Did you get up by yourself, or were you on the floor a while?"
    reply = ask(row("BIBA from assisted living, 88-year-old fell, L leg short and turned out"), question, _FLUENT)
    assert reply.startswith("No, I couldn't get up"), reply


def test_a_duration_told_is_not_asked_again():
    a_case = Case(case_id="h", chief_complaint="hiccups for 2 days wont stop, otherwise feels fine", age=21, sex="F", acuity=5)
    nurse = [turn["text"] for turn in episode(a_case, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert not any("When did" in line or "how long" in line.lower() for line in nurse), nurse


def test_the_time_of_the_sex_told_in_the_opening_is_not_asked_again():
    exposure = case("c", 26, "M", "Worried after a split condom", "A 26-year-old man had sex last night with a new partner, who "
                    "mentioned afterwards having HIV, and the condom split. He feels well.")
    nurse = [turn["text"] for turn in episode(exposure, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert not any("When did the sex" in line for line in nurse), nurse
