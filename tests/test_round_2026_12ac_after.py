"""Training on the 2026-12ac sets and bank 26 (after their one measurement): items joined with "... " are read item by
item; an age typed as the last item ("... 12 YEARS OLD") is the patient's; a trimester or a caesarean's day is a pregnancy
or a birth just had (and a pregnant woman without a recorded age is never 69); a glucose meter's number is a sugar; blood
level in the front of the eye, a shoulder that popped, a jaw stuck open, a bladder bulging, blisters over a large area, a
nail embedded in the palm, a thumb torn off, chest pain on one side with every breath, a bridge and belongings given away,
a threat to stab and a chair thrown are heard; an overdose asked as meant is the self-harm question."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.labs import critical_labs
from triagesim.personas import PatientPersona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, final_level, read_as, row  # noqa: E402

_FLUENT = PatientPersona(verbosity="terse", disfluency_rate=0.0, language_proficiency="native", topic_drift=0.0,
                         age_group="older_adult")


def test_items_typed_with_an_ellipsis_between_them_are_said_one_by_one():
    assert patient_complaint("PRIOR BOWEL SURGERY... BLOATED BELLY... VOMMITING... BOWELS STOPPED")[1:] == [
        "bloated belly", "vomiting", "bowels stopped"]


@pytest.mark.parametrize(("complaint", "age"), [
    ("SOFTBALL HIT LEFT RIBS... LEFT UPPER BELLY PAIN... 12 YEARS OLD", 12),
    ("WEAKER WEEK 2... EATING POORLY... 91 YEARS OLD", 91),
    ("Skateboard fall... left wrist sore swollen... 17 years old", 17),
    ("fell 3 years ago", None),  # a time, not an age
])
def test_an_age_typed_as_the_last_item_is_the_patient_s(complaint, age):
    assert apparent_age(complaint) == age


def test_a_trimester_is_a_pregnancy_and_its_speaker_is_never_an_old_woman():
    assert "pregnant" in concepts("EXPECTING 1ST TRIMESTER... SPOTTING BROWNISH")
    reply = ask(row("EXPECTING 1ST TRIMESTER... SPOTTING BROWNISH... MILD CRAMPS"), "What brings you in, and how old are you?",
                _FLUENT)
    assert "early pregnancy" in reply and "trimester" not in reply, reply
    age = int(next(word for word in reply.replace(".", " ").split() if word.isdigit()))
    assert 19 <= age <= 40, reply


def test_a_caesarean_s_day_is_a_birth_just_had():
    assert "postpartum" in concepts("CESAREAN DAY 9... INCISION RED DRAINING PUS")
    assert patient_complaint("CESAREAN DAY 9... INCISION RED DRAINING PUS")[0] == "it's day 9 after my caesarean"


def test_a_glucose_meter_s_number_is_a_sugar_said_and_heard():
    assert critical_labs("meter 41") == ("glucose 41 (critical below 50)",)
    assert critical_labs("peak flow meter 250") == ()
    reply = ask(row("GLIPIZIDE DIABETIC... SKIPPED BREAKFAST... SWEATY... METER 41"), "What brings you in?", _FLUENT)
    assert "I'm diabetic and I'm on glipizide" in reply and "my sugar was 41 on my meter" in reply, reply


@pytest.mark.parametrize(("text", "concept"), [
    ("PAINTBALL LEFT EYE... BLOOD LEVEL FRONT EYE", "hyphaema"),
    ("RIGHT SHOLDER POPPED PITCHING BASEBALL", "deformity"),
    ("Jaw stuck open yawning", "deformity"),
    ("URINE STOPPED... BLADDER BULGING", "urinary_retention"),
    ("right forearm blistering large area", "moderate_burn"),
    ("NAIL EMBEDDED LEFT PALM", "puncture_wound"),
    ("his thumb has been torn off at the base", "amputation"),
    ("a sharp stabbing pain in the left side of her chest with every breath", "chest_pain"),
    ("a sharp stabbing pain in the left side of her chest with every breath", "pleuritic"),
    ("he was talked back over a bridge railing by police", "suicide_plan"),
    ("he has been giving his belongings away", "suicide_plan"),
    ("he threatens to stab anyone who comes near", "dangerous_violence"),
    ("he hurls a chair at the triage window", "dangerous_violence"),
    ("found with an open blister pack of verapamil and two are missing", "overdose"),
])
def test_what_the_2026_12ac_sets_said_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize("text", ["my shoulder popped back in", "the pain is in the side of my belly"])
def test_what_only_looks_like_it_is_not(text):
    assert not {"deformity", "chest_pain"} & concepts(text)


@pytest.mark.parametrize("question", ["Following on, did you intend to overdose with those pills?",
                                      "Shutting your system down for good, is that what the tablets were about?"])
def test_an_overdose_asked_as_meant_is_the_self_harm_question(question):
    assert read_as(question) == {"self_harm"}


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("COUGH DAY 6... FEVER 101.2... CHEST SORE COUGHING", "a cough for 6 days", "day 6"),
    ("WEAKER WEEK 2... EATING POORLY", "weaker for 2 weeks", "week 2"),
    ("HIP REPLACEMENT WEEK 2... PLEURITIC CHEST PAIN", "I had my hip replacement 2 weeks ago", "week 2"),
    ("BREAST CANCER... INFUSION DAY 8... RIGORS... FEVER 101.8 HOME", "a fever at home", "fever home"),
    ("Sugar 480 home meter... thirsty", "sugar was 480 on my home meter", "480 home meter"),
    ("EPIGASTRIC PAIN RADIATING BACK... WHISKEY BINGE... RETCHING", "it started after a whiskey binge", "got whiskey"),
    ("RIGHT EYE PAIN SEVERE... HALOS AROUND LIGHTS... MOVIE THEATER", "it started at the movie theater", "got movie"),
    ("CRUISE SHIP OUTBREAK... VOMITING DIARRHEA", "an outbreak on the cruise ship", "got cruise"),
    ("GLIPIZIDE DIABETIC... SKIPPED BREAKFAST... SWEATY", "I skipped breakfast", "after skipped"),
    ("Sunburn beach... tiny blisters", "sunburn", "started at the sunburn"),  # a finding is never a setting
    ("COCKROACH RIGHT EAR... BUZZING SCRATCHING", "a cockroach in my right ear", "cockroach right"),
    ("NAIL GUN... NAIL EMBEDDED LEFT PALM... FINGERS MOVE", "there's a nail embedded in my left palm", "my nail"),
    ("NAIL GUN... NAIL EMBEDDED LEFT PALM... FINGERS MOVE", "I can move my fingers", "got fingers"),
])
def test_a_terse_row_s_times_readings_and_settings_are_said_as_a_person_says_them(complaint, said, never):
    reply = ask(row(complaint), "What brings you in today?", _FLUENT)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("text", "concept"), [
    ("His vital signs, including his temperature, are within normal limits.", "fever"),
    ("She can hear it fluttering, which is loud and distressing", "palpitations"),
    ("he speaks in short phrases and recognises only familiar staff", "severe_breathing"),
    ("she speaks only a few words and needs two staff to move her", "severe_breathing"),
    ("He sits still and guarded, answers in few words", "severe_breathing"),
    ("he's got foot burning", "moderate_burn"),
    ("She sits hugging her knees, shaking and crying", "limb_injury"),
    ("he knocked out two teeth", "head_injury"),
])
def test_a_normal_temperature_an_insect_s_flutter_a_baseline_way_of_speaking_and_a_burning_sting_are_not_findings(text, concept):
    assert concept not in concepts(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("I've had a temperature", "fever"),
    ("she can only say a few words between breaths", "severe_breathing"),
    ("she takes a tablet to thin her blood", "anticoagulant"),
    ("I've got red leg getting worse on antibiotics", "cellulitis"),
    ("he believes the neighbours bugged his apartment", "psychosis"),
    ("she's got a swollen eye", "eyelid_swelling"),
    ("The wrist has a marked dinner-fork bend", "deformity"),
    ("he told her he would rather be with his wife", "suicidal"),
    ("he missed his fortnightly depot injection", "refill"),
    ("she has a walnut-sized lump on her forehead with a graze over it", "head_injury"),
    ("I was knocked out on the bicycle", "head_injury"),
])
def test_what_still_is_a_finding(text, concept):
    assert concept in concepts(text)


_PREGNANT_CRASH = case("crash", 31, "F", "Car crash while pregnant",
                       "A 31-year-old woman who is 29 weeks pregnant was the driver in a rear-end crash at a set of traffic lights. "
                       "Her seatbelt crossed her bump and she has a mild ache low in her belly but no bleeding. Her pain is 3/10.")


def test_a_crash_late_in_pregnancy_is_said_whole_and_is_ats_3_at_least():
    assert ask(_PREGNANT_CRASH, "What brings you in today?", _FLUENT).startswith("I crashed my car and I'm 29 weeks pregnant")
    level, why = final_level(_PREGNANT_CRASH, "ats")
    assert level <= 3, why


def test_a_choke_that_passed_is_told_as_a_choke_never_a_swelling_throat():
    choked = case("choke", 3, "M", "Coughing after peanuts",
                  "A 3-year-old boy choked and coughed hard while eating a handful of peanuts two hours ago. He has no noisy "
                  "or fast breathing.", companion="older sister")
    said = ask(choked, "Have you noticed anything else wrong with him, like a fever, vomiting or trouble breathing?", _FLUENT)
    assert "swelling" not in said, said


def test_stitches_to_come_out_of_a_healed_cut_do_not_hurt():
    """A man come for his stitches out was made to say "It hurts... It's in my shin" (2026-12ac narrative)."""
    stitches = case("stitches", 40, "M", "Stitches out",
                    "A 40-year-old man had stitches put into a cut on his shin at a walk-in centre ten days ago and was told "
                    "to have them removed at his doctor's surgery. The wound is dry and closed, with no redness or discharge.")
    said = ask(stitches, "Are you in any pain? Where is it, and how bad, 0 to 10?", _FLUENT)
    assert "doesn't really hurt" in said and "shin" not in said, said


@pytest.mark.parametrize(("complaint", "question", "said", "never"), [
    ("WATERY DIARRHEA WEEK 2... FINISHED CLINDAMYCIN... CRAMPS", "Do you take any regular medicines?", "finished taking clindamycin",
     "on clindamycin"),
    ("WATERY DIARRHEA WEEK 2... FINISHED CLINDAMYCIN... CRAMPS", "When did this start?", "2 weeks ago", "last night"),
    ("COUGH DAY 6... FEVER 101.2", "When did this start?", "6 days ago", "hour"),
    ("abdo pain", "I ask everyone this, and it's safe to tell me: have you had any thoughts of harming yourself?", "No, nothing like that",
     "Yes"),
])
def test_a_finished_course_a_typed_day_of_illness_and_a_safe_to_tell_question_are_answered_as_the_row_says(complaint, question,
                                                                                                       said, never):
    reply = ask(row(complaint), question, _FLUENT)
    assert said in reply and never not in reply, reply


def test_a_meter_that_reads_high_is_said_and_answered_as_high_never_as_not_checked():
    dka = row("TYPE 1 DIABETIC... VOMMITING... FRUITY BREATH... METER READS HIGH... 13 YEARS OLD")
    assert "my meter just says high" in ask(dka, "What brings you in today?", _FLUENT)
    said = ask(dka, "Have you checked your blood sugar today, and what was the reading?", _FLUENT)
    assert "said high" in said and "haven't checked" not in said, said
    assert "hyperglycemia" in concepts("my meter just says high")


def test_a_blood_thinner_stopped_is_said_as_stopped_never_denied_nor_taken():
    """"stopped his blood thinner a week ago because of nosebleeds" was answered "No, no blood thinners" (2026-12ac)."""
    foot = case("foot", 72, "M", "Cold white foot",
                "A 72-year-old man with an irregular heartbeat stopped his blood thinner a week ago because of nosebleeds. "
                "Three hours ago his right foot suddenly became painful, cold and numb.")
    said = ask(foot, "Do you take any blood thinners, like warfarin or apixaban?", _FLUENT)
    assert said == "Not any more, I stopped my blood thinner.", said


@pytest.mark.parametrize(("text", "concept"), [
    ("She also has an ache under her right ribs", "abdominal_pain"),
])
def test_an_ache_under_the_ribs_is_the_belly_s(text, concept):
    assert concept in concepts(text) and "rib_injury" not in concepts(text)


def test_a_blood_pressure_measured_elsewhere_is_no_temperature():
    from triagesim.clinical.picture import reported_measurements
    assert reported_measurements("The midwife measured a blood pressure of 160/104 this morning and sent her in.") == ()
    assert reported_measurements("His mum measured 38.6 at home.")[0].value == 38.6


@pytest.mark.parametrize(("complaint", "item"), [
    ("wound red, post op day 5", "I had an operation 5 days ago"),  # never "after an operation for 5 days"
    ("Post-operative day 4", "I had an operation 4 days ago"),
    ("COUGH DAY 6... FEVER", "cough for 6 days"),
])
def test_a_typed_day_after_an_operation_is_how_long_ago_and_one_of_an_illness_how_long(complaint, item):
    assert item in patient_complaint(complaint)
