"""Training on the 2026-12ad sets and the twenty-seventh read (after their one measurement): a bar between typed items,
a complaint in Title Case, a baby's age in the clinic's fractions, a finding typed and then denied, a highest
temperature, spans typed with a hyphen, plans to die and a weapon held, a blow to a helmet, tingling that climbs, a
curtain over the sight, an eye that leaks, a plan that is no plan to die, an old injury, urine that will not pass, and
what a patient says of a dive and of a condom that split."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.presenting import denied_findings

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, final_level, FLUENT as _FLUENT, row  # noqa: E402


def _opening(complaint: str, **fields) -> str:
    return ask(Case(case_id="r", chief_complaint=complaint, acuity=3, **fields), "What brings you in today?", _FLUENT)


def test_a_bar_between_items_and_title_case_are_said_as_plain_speech():
    reply = _opening("Female 81 | Tripped On Rug | Right Leg Short And Turned Out | Hip Pain")
    assert "|" not in reply and "Leg" not in reply and "Hip" not in reply, reply
    assert "my right leg" in reply, reply


@pytest.mark.parametrize(("complaint", "years", "sex"), [
    ("girl 6/52 | fever | not feeding", 6 / 52, "F"),
    ("boy 10/12 | vomiting", 10 / 12, "M"),
    ("Female 88 | fall", 88, "F"),
])
def test_an_age_in_the_clinics_fractions_or_after_the_person_is_read(complaint, years, sex):
    typed = Case(case_id="r", chief_complaint=complaint)
    assert typed.apparent_age == pytest.approx(years, abs=0.01) and typed.apparent_sex == sex


def test_a_pregnancys_weeks_are_no_babys_age():
    assert Case(case_id="r", chief_complaint="34/40 pregnant | bleeding").apparent_age is None


def test_a_fraction_age_is_never_said_aloud():
    reply = _opening("girl 6/52 | fever | not feeding")
    assert "6/52" not in reply and "girl" not in reply, reply


def test_a_finding_typed_then_denied_is_a_denial():
    assert "airway" not in concepts("boy 6 | swallowed a coin | drooling none | eating toast")
    reply = _opening("boy 6 | swallowed a coin | drooling none | eating toast")
    assert "airway" not in concepts(reply) and "drooling none" not in reply, reply


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("sore throat | tmax 101.4 | swollen glands", "a fever at home", "tmax"),
    ("Male 66 | 4-Week Cough | Smoker", "a cough for 4 weeks", "4-Week"),
    ("vomiting | watery diarrhea 2-day", "watery diarrhoea for 2 days", "2-day"),
    ("female 31 | 5-day postnatal | headache", "I had my baby 5 days ago", "postnatal"),
    ("male 24 | 1-week post tonsillectomy | bleeding", "since my tonsillectomy", "1-week post"),
    ("plans jumping off bridge | gave away dog", "I've made a plan to jump off a bridge", "plans jumping"),
    ("anxious | flatmate drove", "my flatmate brought me in", "flatmate drove"),
    ("Curtain Dropped Right Eye | Painless", "like a curtain came down over my right eye", "curtain dropped"),
    ("Brick Struck Helmet | Repeats Questions", "hit me on my helmet", "struck helmet"),
    ("tingling hands climbing elbows | legs giving way", "climbing up to my elbows", "hands climbing"),
    ("condom split last night", "condom split last night", "I've got condom"),
    ("tore calf muscle", "I tore my calf muscle", "The tore"),
])
def test_a_typed_item_is_said_as_a_person_says_it(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("sentence", "concept"), [
    ("I've made a plan to jump off a bridge", "suicide_plan"),
    ("a brick hit me on my helmet", "head_injury"),
    ("I keep asking the same questions, I'm told", "confusion"),
    ("tingling in my feet that's climbing up to my knees", "ascending_weakness"),
    ("my legs keep giving way", "weakness"),
    ("it's like a curtain came down over my right eye", "field_shadow"),
    ("I've been cutting my forearms", "self_injury"),
    ("she had a baby 6 days ago", "postpartum"),
    ("5-day postnatal", "postpartum"),
    ("he has been sitting in the shed with his rifle working out when to do it", "suicide_plan"),
    ("his partner found a letter he had written to their daughter", "suicide_plan"),
    ("he can only make out light and shadow with that eye", "vision_loss"),
    ("a clear jelly-like fluid is leaking from his eye", "penetrating_eye"),
    ("she jabs the scissors towards the receptionist", "dangerous_violence"),
    ("security disarm him in the waiting room", "dangerous_violence"),
    ("insisting the staff are putting tracking chips into patients", "psychosis"),
    ("I'm not passing urine and my back is numb", "urinary_retention"),
    ("I'm not coping since the business went under", "mental_health"),
])
def test_it_is_heard(sentence, concept):
    assert concept in concepts(sentence)


@pytest.mark.parametrize(("sentence", "concept"), [
    ("she has a plan to end world hunger", "suicide_plan"),
    ("I'm not peeing as much", "urinary_retention"),
    ("I'm not coping at home any more", "mental_health"),
    ("chronic back pain from an old rugby injury", "trauma"),
    ("cutting wood", "suicidal"),
    ("a flake of metal flew into my eye while I was grinding", "penetrating_eye"),  # a foreign body on the eye (ts-046)
])
def test_it_is_not_heard(sentence, concept):
    assert concept not in concepts(sentence)


def test_no_other_injury_is_no_denial_of_the_injury_told():
    story = "A wire whipped across his left eye. He has no other injuries."
    assert "no injury" not in denied_findings(story)


def test_an_armed_man_threatening_people_is_resuscitation_never_the_waiting_room():
    story = ("A 40-year-old man walks into the waiting room holding a knife, shouting that staff are putting tracking chips "
             "into patients. He jabs the knife towards a security guard and will not put it down.")
    level, _ = final_level(case("armed", 40, "M", "Man with a knife in the waiting room", story), "ats")
    assert level == 1


def test_back_pain_with_retention_is_at_least_ats_3():
    story = "A 50-year-old man has low back pain for two days, is numb when he wipes and is not passing urine. Pain 4/10."
    level, _ = final_level(case("ce", 50, "M", "Back pain, numb, not passing urine", story), "ats")
    assert level <= 3


def test_a_diver_says_the_bottom_hit_his_head_and_his_numb_hands_after_their_place():
    story = ("A 22-year-old man dived into a shallow pool and struck the bottom with his head. Since then both his hands have "
             "felt numb and heavy. His pain is 5/10.")
    dive = case("dive", 22, "M", "Dived into shallow water", story)
    assert "hit my head on the bottom" in ask(dive, "How did it happen?", _FLUENT)
    level, _ = final_level(dive, "ats")
    assert level == 2


def test_an_emergency_contraception_visit_is_no_unrecognised_illness():
    story = "A 24-year-old woman's condom split last night. She is well, with no pain or bleeding."
    level, _ = final_level(case("ec", 24, "F", "Condom split last night", story), "esi")
    assert level == 5


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("icy driveway | wrist bent", "it happened on an icy driveway", "icy driveway,"),
    ("Walking Trail | Twisted Left Knee", "it happened on a walking trail", "I've been walking trail"),
    ("Grilled Chicken Supper | Belly Pain", "it started after grilled chicken supper", "I've got grilled"),
    ("wedding dance | knee gave way", "it started at the wedding dance", "I've been wedding"),
    ("left lower belly pain | started midafternoon", "it started at mid-afternoon", "I started"),
    ("jaw ache | sweaty | started upon waking", "it started when I woke up", "I started"),
    ("Painless | Swollen Ankle", "it doesn't hurt", "I'm painless"),
])
def test_a_scene_or_a_start_typed_as_an_item_is_said_as_when_and_where(complaint, said, never):
    reply = _opening(complaint)
    assert said.lower() in reply.lower() and never not in reply, reply


def test_a_start_typed_as_an_item_is_the_onset_never_an_invented_one():
    reply = ask(row("chest tightness | started midmorning"), "When did this start?", _FLUENT)
    assert reply == "It started at mid-morning.", reply


@pytest.mark.parametrize(("sentence", "concept", "status"), [
    ("he says it is worse than when he broke his leg", "trauma", "baseline"),
    ("since his best mate died in a farm accident", "trauma", "other"),
    ("now he cannot bear the light", "photophobia", "present"),
])
def test_whose_and_when(sentence, concept, status):
    from triagesim.clinical.concepts import detect
    assert (concept, status) in {(hit.concept, hit.status) for hit in detect(sentence)}


def test_a_fever_a_headache_and_light_that_hurts_is_possible_meningitis_and_the_spots_are_no_pain_place():
    story = ("A 19-year-old student has had a fever and a headache since the early hours and cannot bear the light. There are "
             "purple spots on her shins. Her temperature is 38.9 °C.")
    student = case("men", 19, "F", "Fever, headache and purple spots on her shins", story, vitals={"temperature": 38.9})
    assert "since the early hours" in ask(student, "When did it start?", _FLUENT)
    assert "shins" not in ask(student, "Where is the pain?", _FLUENT)
    level, _ = final_level(case("men2", 19, "F", "Fever and headache", "She has a fever and a headache and cannot bear the light. "
                                                                  "Her temperature is 38.9 °C.", vitals={"temperature": 38.9}), "esi")
    assert level == 2


@pytest.mark.parametrize(("complaint", "said"), [
    ("asthma | wheezy | inhaler helping little | full sentences", "my inhaler is only helping a little"),
    ("asthma | wheezy | inhaler helping little | full sentences", "I can still talk in full sentences"),
])
def test_a_reliever_and_the_breath_to_talk_are_said_plainly(complaint, said):
    reply = _opening(complaint)
    assert said in reply, reply
    assert "speaks_in_sentences" in concepts(reply) and "reliever" in concepts(reply)


def test_hives_in_an_allergic_child_are_not_asked_the_glass_test():
    story = ("A 6-year-old girl with a peanut allergy ate a biscuit an hour ago and came out in hives all over. She is not "
             "wheezy and her lips are not swollen. Her vital signs are normal for her age.")
    artifact = episode(case("hives", 6, "F", "Hives after a biscuit", story), "esi")
    assert not any("glass" in line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse")


def test_a_dialysis_patient_tells_his_kidney_failure_and_a_denied_chest_pain_is_no_place_of_pain():
    story = ("A 60-year-old man who has haemodialysis three times a week missed today's session. His ankles are puffier, but "
             "he has no chest pain.")
    patient = case("hd", 60, "M", "Missed his dialysis session", story)
    assert "ankles" not in ask(patient, "Where is the pain, and how bad is it?", _FLUENT)
    assert "dialysis" in ask(patient, "Do you have any medical conditions?", _FLUENT)


def test_a_mouth_that_opens_two_fingers_wide_is_trismus():
    assert "trismus" in concepts("today he can open his mouth only two fingers wide")


def test_bowels_not_opened_are_told_when_the_bowels_are_asked_about():
    """A history item "haven't opened my bowels today" is constipation told, never "no problems with my bowels"."""
    typed = Case(case_id="bo", age=75, sex="F", chief_complaint="abd pain", acuity=2,
                 history={"associated_symptoms": ["vomited twice", "haven't opened my bowels today"]})
    reply = ask(typed, "Any problems with your bowels?", _FLUENT)
    assert reply.startswith("Yes") and "no problems" not in reply, reply


def test_the_reason_given_for_the_pregnancy_question_is_no_safety_question():
    from triagesim.clinical.topics import asked_topics
    asked = asked_topics("Can I ask when your last period was? We ask everyone who could be; it changes which tests and "
                         "treatments are safe.")
    assert asked == {"pregnancy"}


def test_a_tick_found_under_the_skin_is_heard_as_a_bite():
    assert "insect_bite" in concepts("a 6-year-old has a small tick buried in the skin behind her ear")
    assert "insect_bite" not in concepts("I ticked the box on the form")


def test_a_period_long_gone_answers_the_pregnancy_question():
    from triagesim.dialogue import check_artifact
    story = ("A 55-year-old woman has had a cough, fevers and a sharp pain in the right side of her chest when she breathes "
             "in for three days. Her temperature is 38.6 °C.")
    artifact = episode(case("meno", 55, "F", "Cough, fever, side pain", story, vitals={"temperature": 38.6}), "ats")
    replies = [line["text"] for line in artifact["transcript"] if "well past that" in line["text"]]
    assert replies, "the last period was not asked"
    assert "off_topic" not in {defect.kind for defect in check_artifact(artifact)}


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("ice fishing | fingers white and numb", "it happened while I was ice fishing", "The ice is fishing"),
    ("t-boned junction | neck sore", "I was t-boned at a junction", "I've got t-boned"),
    ("agitated | friends carried", "my friends brought me in", "friends are carried"),
])
def test_an_activity_a_junction_and_who_carried_them_in_are_said_plainly(complaint, said, never):
    reply = _opening(complaint)
    assert said.lower() in reply.lower() and never not in reply, reply


def test_a_plan_is_no_act_and_a_gun_at_hand_is_the_means():
    story = ("A 50-year-old farmer tells the nurse he has been sitting in the shed with his shotgun working out when to do "
             "it. He has not been drinking and has no injuries.")
    farmer = case("farm", 50, "M", "Not coping", story)
    acted = ask(farmer, "Have you done anything to harm yourself already today, or taken anything?", _FLUENT)
    assert acted.startswith("No") and "plan" in acted, acted
    assert "shotgun" in ask(farmer, "Do you have access to a gun or anything you might use to hurt yourself?", _FLUENT)


def test_a_part_crushed_between_two_things_and_a_part_that_still_works():
    from triagesim.clinical.story import narrative_location, narrative_mechanism
    told = narrative_mechanism("A 40-year-old man had his right hand crushed between a trailer and a post when it rolled back.")
    assert told == "My right hand was crushed between a trailer and a post", told
    assert narrative_location("His wrist is swollen and tender, but he can feel all his fingers.") != "my fingers"
