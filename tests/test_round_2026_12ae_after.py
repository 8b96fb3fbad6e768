"""Training on the 2026-12ae sets and the twenty-eighth read (after their one measurement): a swollen tongue with
drooling closes the airway, a blow to the head told as eyes that close and the same question asked again, a girl who
"lay still" after the fall, breathing that is only not deep, a ketone reading that is barely raised, a finger-prick
test, a cup of tea pulled over a toddler, meth said as meth, a chair picked up against the staff, haloes as rings
around lights, fingertips lost, a shiny black spider, and "always thirsty" said in English."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.personas import PatientPersona, fit_patient_persona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, esi, final_level, FLUENT as _FLUENT  # noqa: E402


def _opening(complaint: str) -> str:
    return ask(Case(case_id="r", chief_complaint=complaint, age=40, sex="M", acuity=3), "What brings you in today?", _FLUENT)


def test_a_swollen_tongue_with_drooling_is_an_airway_closing_whatever_the_oxygen_reads():
    story = ("A 70-year-old woman on a new blood pressure tablet woke with a swollen tongue and is drooling into a towel. "
             "Her voice is muffled. Her SpO2 is 96 % and her other vital signs are within normal limits.")
    level, why = final_level(case("tongue", 70, "F", "Swollen tongue, drooling", story, vitals={"o2sat": 96}), "esi")
    assert level == 1, why
    # swollen lips with a clear airway stay an airway risk
    assert esi("my lips are swollen since my new tablet", 60, o2sat=98) == 2


@pytest.mark.parametrize(("text", "concept"), [
    ("she keeps closing her eyes and opens them when her name is called", "confusion"),
    ("he asks the same question about his bike several times", "confusion"),
    ("the coach says he lay still for about a minute before he cried", "syncope"),
])
def test_a_head_injury_s_drowsiness_confusion_and_blackout_are_heard_as_a_companion_tells_them(text, concept):
    assert concept in concepts(text)


def test_eyes_closed_against_the_light_are_no_drowsiness():
    assert "confusion" not in concepts("she lies in the dark and keeps closing her eyes against the light")


def test_a_child_thrown_from_a_horse_who_lay_still_and_now_repeats_herself_is_esi_2():
    story = ("A 10-year-old girl was thrown from a horse an hour ago and hit her head. Her mother says she lay still for "
             "about a minute before crying. She keeps closing her eyes, opens them when her name is called and asks the "
             "same question several times. Her vital signs are within normal limits for her age.")
    level, why = final_level(case("horse", 10, "F", "Fell from a horse, drowsy", story), "esi")
    assert level == 2, why


@pytest.mark.parametrize("text", ["he is alert and is not breathing deeply", "she is not breathing fast or deeply"])
def test_breathing_that_is_only_not_deep_or_fast_is_no_apnoea(text):
    assert "hardly_breathing" not in concepts(text)
    assert "hardly_breathing" in concepts("he is not breathing")


@pytest.mark.parametrize(("text", "dka"), [
    ("her blood ketones are 0.8 mmol/L", False),
    ("blood ketones 1.2", False),
    ("her blood ketones are 3.4 mmol/L", True),
    ("blood ketones are 1.6", True),
])
def test_ketones_are_ketoacidosis_only_from_a_reading_of_1_5(text, dka):
    assert ("dka" in concepts(text)) is dka


def test_a_finger_prick_test_is_no_injured_finger():
    assert "limb_injury" not in concepts("her finger-prick glucose is 19 mmol/L")
    assert "limb_injury" in concepts("he cut his finger")


@pytest.mark.parametrize("text", ["she pulled a mug of tea down over her chest", "he knocked a cup of coffee onto his lap",
                                  "tipped a pan of soup over her arm"])
def test_a_hot_drink_pulled_or_knocked_over_someone_is_a_burn(text):
    assert "burn" in concepts(text)


def test_meth_is_said_as_meth_never_as_cocaine():
    reply = _opening("Agitated, methamphetamine")
    assert "meth" in reply and "cocaine" not in reply, reply


@pytest.mark.parametrize("text", ["he has picked up a metal chair and is advancing on the desk",
                                  "she swung a fire extinguisher at a customer"])
def test_a_heavy_thing_taken_up_against_people_is_dangerous_violence(text):
    assert "dangerous_violence" in concepts(text)


def test_a_stick_picked_up_for_support_is_no_weapon():
    assert "dangerous_violence" not in concepts("he picked up his walking stick for support")


def test_a_man_on_ice_advancing_on_the_desk_with_a_chair_is_ats_1():
    story = ("A 30-year-old man is brought in by police after a three-day ice binge. In triage he picks up a chair and is "
             "advancing on the desk, shouting. His heart rate is 140.")
    level, why = final_level(case("ice", 30, "M", "Aggressive, methamphetamine", story, vitals={"heartrate": 140}), "ats")
    assert level == 1, why


@pytest.mark.parametrize("text", ["she sees rainbow rings around the street lights", "a painful red eye with vomiting",
                                  "the eye has a hazy front", "a pupil that stays mid-sized"])
def test_the_signs_of_a_pressure_rising_in_the_eye_are_heard(text):
    assert "acute_glaucoma" in concepts(text)


@pytest.mark.parametrize("text", ["he lost the tips of his ring and little fingers", "I cut my fingertips off on a saw"])
def test_fingertips_lost_are_an_amputation(text):
    assert "amputation" in concepts(text)


def test_a_big_shiny_black_spider_is_an_envenomation():
    assert "envenomation" in concepts("he was bitten on the hand by a large shiny black spider")


def test_always_thirsty_is_said_in_english():
    reply = _opening("Always thirsty and losing weight")
    assert reply.startswith("I'm always thirsty"), reply


# Registration rows typed in other shapes (2026-12ae terse, training): joined by "//", "->" or "~", as labelled fields,
# with the sex and age as one code and whoever came along typed as an item.

from triagesim.agents.offline.chart_fields import unlabelled  # noqa: E402
from triagesim.clinical.speakers import companion_in_complaint  # noqa: E402


@pytest.mark.parametrize(("typed", "read"), [
    ("CC: knee swelling ~ Mech: fell off a ladder ~ ROM: limited", "knee swelling, fell off a ladder, ROM limited"),
    ("CC: cough ~ Fever: none ~ Vomited: yes", "cough, no Fever, Vomited"),
    ("CC: swollen arm ~ Arm: right", "swollen arm, right Arm"),
    ("CC: vomiting ~ Fluids: none staying down", "vomiting, no Fluids staying down"),
    ("wheezy // blue lips // M/4 // mum with him", "wheezy, blue lips, mum with him"),
    ("fever -> rash -> f/15 with mom", "fever -> rash -> with mom"),
    ("chest pain at 12:30, sweaty", "chest pain at 12:30, sweaty"),
])
def test_labelled_fields_and_double_slashes_are_read_as_plain_items(typed, read):
    assert unlabelled(typed) == read


@pytest.mark.parametrize(("complaint", "age", "sex"), [
    ("wheezy // blue lips // M/4 // mum with him", 4, "M"),
    ("fever -> f/3 WEEKS -> not feeding", 3 / 52, "F"),
    ("CC: seizure ~ Who: m/18 months with dad", 1.5, "M"),
    ("belly pain // F/66 // diabetic", 66, "F"),
])
def test_a_sex_and_age_typed_as_one_code_are_the_patient_s(complaint, age, sex):
    typed = Case(case_id="r", chief_complaint=complaint)
    assert typed.apparent_age == pytest.approx(age, abs=0.01) and typed.apparent_sex == sex


@pytest.mark.parametrize(("complaint", "who"), [
    ("stuffy cough // M/7 weeks // mother with him", "mother"),
    ("chin cut -> f/3 -> dad here", "dad"),
    ("barky cough, M/2, Held by aunt", "aunt"),
    ("still fitting // M/4 // teacher rode along", "teacher"),
    ("CC: sleepy ~ Who: F/10 days ~ With: parents", "parents"),
    ("vomiting with blood", None),
    ("fell with hip pain", None),
])
def test_whoever_came_along_typed_as_an_item_is_the_companion(complaint, who):
    assert companion_in_complaint(complaint) == who


def _fitted(row: Case) -> PatientPersona:
    return fit_patient_persona(_FLUENT, sex=row.apparent_sex, age=row.apparent_age)


def test_a_child_s_row_is_told_by_whoever_came_along_who_never_names_themselves_as_an_item():
    row = Case(case_id="r", chief_complaint="barky cough // noisy breathing // M/2 // grandma with him")
    reply = ask(row, "What's brought him in today?", _fitted(row))
    assert reply.startswith("I'm his grandma, he's got a barky cough"), reply
    assert "with him" not in reply and "M/2" not in reply, reply
    row = Case(case_id="r", chief_complaint="CC: sleepy and feeding poorly ~ Feels: cool ~ Who: F/10 days ~ With: parents")
    reply = ask(row, "What's brought her in today?", _fitted(row))
    assert reply.startswith("I'm one of her parents, she's sleepy and feeding poorly"), reply
    assert "CC" not in reply and "Who" not in reply and "parents with" not in reply, reply


def test_an_adult_s_row_says_who_drove_them_in():
    reply = _opening("eye pain // vomiting // F/63 // spouse drove")
    assert "my spouse brought me in" in reply and "F/63" not in reply, reply


# The twenty-eighth read's contradictions and the terse set's missed high-risk rows (training).

@pytest.mark.parametrize(("text", "concept", "present"), [
    ("I've been flooding with clots for two days", "vaginal_bleeding", True),
    ("the basement has been flooding in the house", "vaginal_bleeding", False),
    ("her urine pregnancy test is negative", "pregnant", False),
    ("her urine pregnancy test is negative", "urinary", False),
    ("the pregnancy test was positive", "pregnant", True),
    ("blood keeps seeping through the towel", "bleeding", True),
    ("she's breathing like she's run a race even lying still", "sob", True),
    ("the baby is sleepy and feeding poorly", "confusion", True),
    ("her breast cancer infusion was eight days ago", "chemotherapy", True),
    ("he collapsed running drills at football practice", "exertional", True),
])
def test_what_the_read_found_denied_or_missed_is_heard(text, concept, present):
    assert (concept in concepts(text)) is present


def test_heavy_bleeding_called_flooding_is_never_denied_in_the_symptom_list():
    story = ("A 40-year-old woman has been flooding with clots for three days. Her urine pregnancy test is negative. "
             "Her vital signs are within normal limits.")
    reply = ask(case("flood", 40, "F", "Flooding with clots", story),
                "Any other symptoms, like fever, nausea, shortness of breath, dizziness or bleeding?", _FLUENT)
    assert "no bleeding" not in reply and "waterworks" not in reply, reply


def test_a_newborn_feeding_poorly_is_never_said_to_feed_okay_nor_given_nappies_the_row_does_not_tell():
    row = Case(case_id="r", chief_complaint="sleepy and feeding poorly // F/10 days // parents here")
    reply = ask(row, "How has she been feeding, and is she still having wet nappies like usual?", _fitted(row))
    assert reply.startswith("No, she's hardly feeding") and "drier" not in reply, reply


def test_a_child_with_bloody_diarrhoea_passing_little_urine_is_esi_2():
    assert esi("she's pale and puffy with bloody diarrhoea and very little urine", 6) == 2
    why = final_level(Case(case_id="hus", chief_complaint="F/6 bloody diarrhea after a farm visit, very little urine"), "esi")[1]
    assert "haemolytic uraemic" in why, why
    why = final_level(Case(case_id="gastro", chief_complaint="F/6 watery diarrhea, peeing normally"), "esi")[1]
    assert "haemolytic uraemic" not in why, why


@pytest.mark.parametrize(("text", "present"), [
    ("she has felt sick all morning", True),
    ("she has no appetite, has felt sick all morning", True),  # a new verb ends the denial's scope
    ("I feel sick of waiting", False),
    ("no fever, no nausea", False),
])
def test_feeling_sick_is_nausea_and_a_new_verb_ends_a_denial(text, present):
    assert ("vomiting" in concepts(text)) is present


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("Tick on back of knee, Found after yard work", "I found it after yard work", "I was found"),
    ("found after a night out, unresponsive", "he was found after a night out", "found it"),
    ("Stitches in her shin are due out and the wound looks clean", "My stitches in my shin are due out", "I've got stitches"),
    ("needs dressing change", "dressing", "The needs"),
])
def test_a_typed_sentence_keeps_its_own_subject_and_verb(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


def test_ankles_and_hands_swelled_up_are_swelling_never_denied():
    assert "leg_swelling" in concepts("her ankles and hands have swelled up over the past few days")
    story = ("A 30-year-old woman 34 weeks pregnant has a headache. Her ankles and hands have swelled up this week. "
             "Her vital signs are within normal limits.")
    reply = ask(case("pet", 30, "F", "Headache in pregnancy", story), "Any swelling anywhere?", _FLUENT)
    assert reply.startswith("Yes"), reply


def test_dizziness_with_vomiting_is_asked_about_speech_sight_walking_and_weakness():
    story = ("A 58-year-old man has had the room spinning and has vomited four times since this morning. "
             "His vital signs are within normal limits.")
    artifact = episode(case("vert", 58, "M", "Dizzy and vomiting", story), "esi")
    nurse = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse")
    assert "your speech, your eyesight or your walking" in nurse, nurse


@pytest.mark.parametrize(("text", "concept", "present"), [
    ("it burns when she pees", "urinary", True),
    ("she's been drinking her bottles fine", "intoxication", False),
    ("he's been drinking since lunch", "intoxication", True),
    ("a pallet jack rolled over my right foot", "high_risk_mechanism", False),
    ("the car rolled over twice", "high_risk_mechanism", True),
    ("her noisy breathing is only when crying", "mild_stridor", True),
])
def test_the_terse_set_s_misheard_rows_are_heard_for_what_they_say(text, concept, present):
    assert (concept in concepts(text)) is present


def test_self_harm_thoughts_denied_in_a_field_are_denied_in_plain_words():
    reply = _opening("CC: panic attack ~ Status: calmer ~ Wants: someone to talk to ~ Self-harm thoughts: none")
    assert "I don't want to hurt myself" in reply and "self-harming" not in reply, reply
    assert "I want someone to talk to" in reply and "I'm calmer now" in reply, reply
    assert "suicidal" not in concepts(reply)


@pytest.mark.parametrize(("text", "concept", "present"), [
    ("his boss has threatened to cut his shifts", "laceration", False),
    ("he tried to cut his wrist", "laceration", True),
    ("his toes feel numb and look dusky when he hangs the leg down", "severe_breathing", False),
    ("her lips look dusky", "severe_breathing", True),
    ("she went blue around the mouth during the jerking", "severe_breathing", False),
    ("he is blue around the lips", "severe_breathing", True),
])
def test_words_that_belong_to_something_else_are_not_heard_as_the_patient_s_finding(text, concept, present):
    assert (concept in concepts(text)) is present


def test_a_boss_who_threatened_to_cut_shifts_gives_the_patient_no_bleeding_cut():
    story = ("A 27-year-old man has had a runny nose and a mild cough for three days and needs a certificate for his boss, "
             "who has threatened to cut his shifts. Vital signs are within normal limits.")
    reply = ask(case("cert", 27, "M", "Cold, wants certificate", story),
                "Any other symptoms, like fever, nausea, shortness of breath, dizziness or bleeding?", _FLUENT)
    assert "cut" not in reply and "bleeding from" not in reply, reply


def test_tablets_taken_to_die_are_named_and_dated_as_the_story_tells_them():
    story = ("A 22-year-old woman tells the triage nurse that three hours ago she took ibuprofen and some of her flatmate's "
             "sleeping tablets because she wanted to die. She has since changed her mind. Her vital signs are within normal "
             "limits.")
    reply = ask(case("od", 22, "F", "Took tablets to end it", story),
                "Can you tell me exactly what you took, how much of it, and roughly what time?", _FLUENT)
    assert reply == "I took ibuprofen and some of my flatmate's sleeping tablets, three hours ago.", reply
    assert ask(case("od", 22, "F", "Took tablets to end it", story), "When did this start?", _FLUENT).startswith(
        "It happened three hours ago")


def test_tablets_taken_to_die_were_the_plan_never_no_plan_nor_no_reason():
    story = ("A 22-year-old woman tells the triage nurse that three hours ago she took ibuprofen and some of her flatmate's "
             "sleeping tablets because she wanted to die. Her vital signs are within normal limits.")
    od = case("od", 22, "F", "Took tablets to end it", story)
    plan = ask(od, "Have you made a plan for how you would end your life, and do you have the means?", _FLUENT)
    assert plan == "I took the tablets to end my life, that was the plan.", plan
    thoughts = ask(od, "Are you having thoughts of ending your life?", _FLUENT)
    assert "don't really know why" not in thoughts and thoughts.startswith("Yes"), thoughts


def test_a_sugar_read_before_triage_is_said_as_a_clause_and_thinking_someone_drunk_is_no_drink():
    from triagesim.clinical.presenting import reported_glucose
    assert reported_glucose("His blood sugar on the meter read 2.4 mmol/L in the car.") == "my sugar was 2.4 mmol when it was checked"
    assert "intoxication" not in concepts("staff thought he was drunk when he began slurring")
    assert "intoxication" in concepts("he was drunk and fell")


def test_scalding_showers_are_no_burn_and_chronic_obstructive_pulmonary_disease_is_a_background():
    from triagesim.clinical.background import background_of
    assert "burn" not in concepts("only scalding hot showers ease the cramping in his belly")
    assert "burn" in concepts("scalding water on his foot")
    story = "A 68-year-old woman with chronic obstructive pulmonary disease has been more breathless for three days."
    assert background_of("Chest worse", "chest worse", story).past_medical_history


def test_a_companion_s_question_about_a_patient_of_unknown_sex_agrees_with_they():
    from triagesim.clinical.interview import SPECIFIC_QUESTIONS
    slots = {"s": "they", "o": "them", "p": "their", "r": "themself", "does": "do", "Does": "Do", "has": "have", "Has": "Have",
             "is_": "are", "Is_": "Are", "gets": "get", "seems": "seem", "needs": "need", "wants": "want", "use": "move their fingers",
             "you": "they", "your": "their", "are_you": "are they"}
    for question in SPECIFIC_QUESTIONS:
        said = question.companion.format(**slots)
        assert not re.search(r"\b(?:Has|has|Is|is|Does|does) they\b|\bthey (?:still )?(?:has|is|does|wants)\b", said), (question.name, said)
