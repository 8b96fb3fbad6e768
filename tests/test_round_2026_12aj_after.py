"""Training on the 2026-12aj sets and the thirty-third independent read: an age typed with dots ("14 m.o. boy", "4 w.o.
boy", "...28 y.o.") is the patient's age and sex, so a toddler's pulse is read as a toddler's and the parent speaks; dots
typed between words with no space split the items; what a case says is heard as it means (a denied chance of pregnancy
is denied; "says he is a prophet" and "yelling at people" are psychosis with agitation; tablets taken "to end it" are an
overdose with intent; a headache with flashing lights "at thirty-four weeks" is a pregnancy's, pre-eclampsia with a
pressure of 166; a heaviness high in the stomach with a cold sweat is the heart until shown otherwise; a scald "larger
than several of her own palms" on a toddler is a big burn; a fall of twelve feet is a height, not the patient's feet; a
pedestrian thrown onto a bonnet is a high-risk mechanism), and said as a person says it (no "walk-in", no "via school
nurse", no "4x", no "I've been flashing lights")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.sexes import apparent_sex
from triagesim.clinical.story import narrative_location

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts as _heard, episode, final_level, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


def _level(complaint: str, algorithm: str = "esi", **vitals) -> int:
    a_case = Case(case_id="p", chief_complaint=complaint, age=vitals.pop("age", None), sex=vitals.pop("sex", None), acuity=3,
                  pain=vitals.pop("pain", None), vitals=vitals)
    return final_level(a_case, algorithm)[0]


# ------------------------------------------------------------------ ages and sexes typed with dots
@pytest.mark.parametrize(("complaint", "age", "sex"), [
    ("14 m.o. boy stuffy nose and cough 3 days, eating well, no fever at home", 1.167, "M"),
    ("4 w.o. boy projectile vomiting after every feed", 0.077, "M"),
    ("18 m.o. girl fever 103.2 since last night", 1.5, "F"),
    ("sharp L chest pain after coughing fit...worse with deep breath...28 y.o.", 28.0, None),
    ("3 wk old girl not feeding", 0.058, "F"),
])
def test_an_age_typed_with_dots_is_the_patient_s(complaint, age, sex):
    assert apparent_age(complaint) == pytest.approx(age, abs=0.01)
    assert apparent_sex(complaint) == sex


def test_a_toddler_s_pulse_is_read_as_a_toddler_s():
    # a pulse of 128 and breathing of 30 are normal at 14 months: a cold, not a danger zone
    assert _level("14 m.o. boy stuffy nose and cough 3 days, eating well, no fever at home",
                  temperature=99.1, heartrate=128, resprate=30, o2sat=98) == 5


def test_the_parent_speaks_for_a_baby_typed_with_dots():
    artifact = episode(Case(case_id="p", chief_complaint="4 w.o. boy projectile vomiting after every feed, hungry right after, still wetting",
                            acuity=3, vitals={"heartrate": 164, "resprate": 42, "o2sat": 99}), "esi")
    first = artifact["transcript"][1]
    assert first["speaker"] == "companion" and "m.o" not in first["text"] and "w.o" not in first["text"]
    assert "four weeks old" in first["text"]


def test_dots_typed_between_words_split_the_items_and_the_age_is_not_spoken():
    said = _opening("sharp L chest pain after coughing fit...worse with deep breath...28 y.o.")
    assert "..." not in said and "y.o" not in said and "worse with deep breath" in said


# ------------------------------------------------------------------ what a case says, heard as it means
def test_a_denied_chance_of_pregnancy_is_denied_and_said_plainly():
    assert "pregnant" not in _heard("there's no chance I'm pregnant")
    assert "pregnant" not in _heard("no chance of pregnancy")
    assert "pregnant" in _heard("is there any chance you could be pregnant")  # the question is no denial
    said = _opening("lower belly pain and discharge, fever 101.1, 22 y.o., denies chance of pregnancy")
    assert "there's no chance I'm pregnant" in said
    assert _level("lower belly pain and discharge, fever 101.1, 22 y.o., denies chance of pregnancy", sex="F",
                  temperature=101.1, heartrate=98, resprate=18, o2sat=99, sbp=116, pain=6) == 3


def test_a_prophet_yelling_at_people_is_psychosis_with_agitation():
    assert {"psychosis", "agitation"} <= _heard("I haven't slept in four days, I've been yelling at people in the lobby and I'm a prophet")
    assert _level("not slept in 4 days...yelling at people in lobby...says he is a prophet",
                  temperature=98.9, heartrate=116, resprate=22, o2sat=98) == 2


def test_tablets_taken_to_end_it_are_an_overdose_with_intent():
    assert {"overdose", "suicidal"} <= _heard("she took paracetamol to end it")
    assert "overdose" in _heard("she swallowed paracetamol tablets she had been saving")
    assert "suicidal" not in _heard("she took a week off work to end it with her boyfriend")
    level, why = final_level(case("od", 17, "F", "Took paracetamol to end it",
                                  "A 17-year-old girl deliberately swallowed paracetamol tablets she had been saving, about six hours "
                                  "ago, after a row at home. The youth worker says she sent a message this afternoon saying sorry for "
                                  "everything, and the youth worker drove her straight in. Her vital signs are within normal limits.",
                                  acuity=2), "esi")
    assert level == 2, why


def test_a_headache_with_flashing_lights_at_thirty_four_weeks_is_pre_eclampsia():
    said = _opening("Headache and flashing lights at thirty-four weeks")
    assert "I'm thirty-four weeks pregnant" in said and "I've been flashing" not in said
    assert "pregnant" in _heard(said)
    assert _level("Headache and flashing lights at thirty-four weeks", sex="F", age=38, sbp=166) == 2


def test_a_heaviness_high_in_the_stomach_with_a_sweat_is_the_heart():
    assert "epigastric" in _heard("a heaviness high in her stomach") and "epigastric" in _heard("a heavy feeling in my stomach")
    assert _opening("Heavy feeling in the stomach and sweating").startswith("I've got a heavy feeling in my stomach")
    assert narrative_location("She felt a heaviness high in her stomach while pegging out washing.") == "high up in my stomach"
    assert _level("Heavy feeling in the stomach and sweating", sex="F", age=64, heartrate=92, sbp=150, pain=5) == 2


def test_a_scald_over_several_palms_of_a_toddler_is_a_big_burn():
    assert "moderate_burn" in _heard("the skin is blistered and weeping over an area larger than several of her own palms")
    level, why = final_level(case("scald", 1.17, "F", "Pulled the kettle over herself",
                                  "A 14-month-old girl tipped freshly boiled water over her right shoulder and arm. The skin is "
                                  "blistered and weeping over an area larger than several of her own palms.", acuity=2), "esi")
    assert level == 2, why


@pytest.mark.parametrize("complaint", ["fell from hayloft about 12 ft onto concrete @ family farm, back pain",
                                       "fell 10 feet from scaffold onto concrete"])
def test_a_height_in_feet_is_no_body_part(complaint):
    said = _opening(complaint)
    assert "feet onto" in said or "feet from" in said
    assert "I've got feet" not in said and "high_risk_mechanism" in _heard(said)


def test_a_pedestrian_thrown_onto_the_bonnet_is_a_high_risk_mechanism():
    said = _opening("pedestrian hit by pickup about 30 mph, thrown onto hood, via EMS")
    assert "a pickup going about 30 miles an hour while I was walking" in said
    assert "high_risk_mechanism" in _heard(said) and "high_risk_mechanism" in _heard("thrown onto the bonnet")


# ------------------------------------------------------------------ said as a person says it
@pytest.mark.parametrize(("complaint", "said"), [
    ("knee pain, walk-in", "I've got knee pain."),
    ("back pain, via bus", "I've got back pain."),
    ("migraine, via rideshare", "I've got a migraine."),
    ("ankle pain, arrived by private car", "I've got ankle pain."),
])
def test_how_the_patient_came_is_the_desk_s_field_never_said(complaint, said):
    assert _opening(complaint) == said


def test_who_sent_the_patient_and_a_count_typed_after_its_number_are_said_as_spoken():
    said = _opening("wheezy since recess, used inhaler 4x, talking in sentences, 7 y.o., via school nurse")
    assert "four times" in said and "4x" not in said and "school nurse sent me" in said and "via" not in said


def test_flashing_lights_are_seen():
    assert _opening("headache and flashing lights") == "I've got a headache and I've been seeing flashing lights."


# ------------------------------------------------------------------ the thirty-third read
@pytest.mark.parametrize(("complaint", "said"), [
    ("HIVES ALL OVER, new laundry soap, no lip swelling, breathing fine",
     "The hives are all over, I've just started using a new laundry soap, I haven't got any lip swelling and my breathing is fine."),
    ("zipper injury", "I caught myself in my zip."),
    ("hot swollen knee that won't bend", "My knee is hot and swollen and it won't bend."),
    ("went over handlebars on bike trail, L collarbone sore with lump",
     "I went over handlebars on the bike trail and my left collarbone is sore and there's a lump on it."),
    ("graze check after kindergarten fall", "I need my graze checked after a kindergarten fall."),
    ("stung by wasp, throat closing", "I was stung by a wasp... and my throat is closing."),
    ("Rattly cough and hot to touch", "I've got a rattly cough and I'm hot to the touch."),
    ("bleeding varicose vein on the ankle", "A varicose vein on my ankle has been bleeding."),
    ("teenager sent goodbye messages", "I sent goodbye messages."),
    ("fell down 4 stairs, 29 weeks pregnant, belly tight and spotting, via EMS",
     "I fell down 4 stairs, I'm 29 weeks pregnant, my belly is tight and I've been spotting, and I came in by ambulance."),
])
def test_the_read_s_fragments_are_said_as_a_person_says_them(complaint, said):
    assert _opening(complaint) == said


def test_a_first_seizure_is_had_and_the_companion_says_so():
    said = ask(Case(case_id="p", chief_complaint="first seizure at the gym, now alert", age=26, sex="F", acuity=3, speaker="companion",
                    companion="partner"), "What brings her in today?", _FLUENT)
    assert "she had her first seizure at the gym" in said and "partner, her first seizure" not in said


def test_rigors_confusion_and_burning_urine_are_each_heard():
    said = _opening("rigors and confusion with burning urine")
    assert "she's confused" in said and "it burns when she pees" in said  # a confused patient's companion speaks
    assert {"confusion", "fever", "urinary"} <= _heard(said)


_SNAKE = ("A 31-year-old man was bitten on the ankle by a brown snake while shifting hay bales an hour ago. A workmate applied a firm "
          "bandage from toes to thigh, and he now has a headache and has vomited once.")


def test_a_bandage_the_story_tells_is_never_denied():
    said = ask(case("snake", 31, "M", "snake bite on the ankle", _SNAKE, acuity=2),
               "Has anyone put a pressure bandage on it, and has the limb been kept still since?", _FLUENT)
    assert said.startswith("Yes") and "bandage" in said and "I've got a workmate" not in said


_OVERDOSE = ("A 15-year-old girl admits she swallowed about forty paracetamol tablets three hours ago after an argument at home. Her "
             "mother found the empty packets in the bathroom bin and drove her straight in.")


def test_an_overdose_is_dated_by_the_tablets_never_an_invented_time():
    said = ask(case("od", 15, "F", "took paracetamol after an argument", _OVERDOSE, acuity=2), "Can you tell me when this all started?", _FLUENT)
    assert "three hours ago" in said.split(".")[0] and "last night" not in said


def test_poor_perfusion_with_a_drowsy_mind_is_category_two_and_a_floppy_grey_baby_category_one():
    level, why = final_level(case("sepsis", 69, "M", "rigors and confusion with burning urine",
                                  "A 69-year-old man has had burning urine for three days and rigors since this afternoon. His son says "
                                  "he is mottled over the knees and unsure what day it is.", acuity=2,
                                  vitals={"temperature": 102.6, "heartrate": 124, "resprate": 26, "o2sat": 94, "sbp": 88}), "ats")
    assert level == 2, why
    level, why = final_level(case("baby", 0.2, "M", "grey and floppy",
                                  "He's grey, mottled and floppy, with cold hands and feet and a capillary refill of 5 seconds.",
                                  acuity=1, vitals={"heartrate": 190}), "ats")
    assert level == 1, why


# ------------------------------------------------------------------ my own read of the 2026-12aj runs
def test_a_needle_source_known_to_be_clear_is_never_said_infected():
    said = ask(case("ns", 26, "F", "Needle went into my thumb at work",
                    "A 26-year-old healthcare assistant pricked her thumb an hour ago on a used needle left in a bed sheet on a surgical "
                    "ward. The patient the needle came from has no known blood-borne infection.", acuity=4),
               "Do you know whose needle it was, or anything about the person it was used on?", _FLUENT)
    assert "doesn't have any blood-borne infection" in said and "known to have" not in said


def test_sick_once_is_vomiting_and_a_pain_that_moved_is_told_where_it_is_now():
    assert "vomiting" in _heard("he was sick once")
    assert narrative_location("A 12-year-old boy developed pain around his belly button yesterday evening, and it has since moved to "
                              "the lower right side.") == "it started around my belly button and has moved to my lower right side"


@pytest.mark.parametrize(("complaint", "said"), [
    ("sore throat 5 days...worse on L...hot potato voice...cant open mouth wide",
     "I've had a sore throat for five days, it's worse on left, I've got a hot potato voice and I can't open my mouth wide."),
    ("shoulder popped out surfing", "My shoulder popped out while I was surfing."),
])
def test_more_typed_fragments_said_as_spoken(complaint, said):
    assert _opening(complaint) == said


def test_a_witness_typed_after_what_happened_is_never_the_child():
    said = ask(Case(case_id="p", chief_complaint="3 y.o. boy pushed a bead up R nostril, breathing fine, mom saw it", acuity=4),
               "What brings him in today?", _FLUENT)
    assert "mom saw it happen" in said and "he saw it" not in said


_INTRUSIVE = ("A 35-year-old woman whose baby is six weeks old has barely slept for a week and is tormented by frightening pictures of "
              "the baby being hurt. Her mother-in-law says she has stopped eating and cries whenever the baby wakes.")


def test_a_mother_s_intrusive_thoughts_are_a_crisis_asked_about_harm():
    assert "mental_health" in _heard("intrusive thoughts after having a baby")
    assert "postpartum" in _heard("intrusive thoughts after having a baby")
    artifact = episode(case("pn", 35, "F", "intrusive thoughts after having a baby", _INTRUSIVE, acuity=3, companion="mother-in-law"), "ats")
    nurse = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse")
    # (a new mother is asked about the baby by name since the 2026-12av round: interview.yaml's postpartum_harm)
    assert "harming herself or the baby" in nurse
    assert artifact["state"]["final_triage"] == 3


def test_one_wet_nappy_is_never_said_as_vomiting():
    from triagesim.core.observations import PatientBrief
    brief = PatientBrief.from_case(case("fever", 3, "M", "fever and drowsy, mottled legs",
                                        "A 3-year-old boy has had a fever for two days. His foster father says he has had only one wet "
                                        "nappy today.", acuity=2, companion="foster father"))
    assert "I can't keep anything down" not in (brief.history.associated_symptoms or [])
    assert "I've hardly been weeing, hardly any wet nappies" in (brief.history.associated_symptoms or [])


def test_flashing_lights_are_the_sight_affected():
    said = ask(row("Headache and flashing lights at thirty-four weeks"), "Has your vision been affected at all, is it blurry?", _FLUENT)
    assert said.startswith("Yes") and "flashing lights" in said
